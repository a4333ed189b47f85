"""Which main actions are open at a location, and why the others are not (``maracaibo-main-*``).

One function serves the engine (its legal moves and refusals), the voyage
planner and the dispute rulings: :func:`offers` takes the location, the round,
the movement points spent and what lies there, and returns every kind of main
action with whether it is open, the rule that decides it and the reason, in
the reader's words.  What each action *does* is not in the source
(``maracaibo-q-actions``): the engine takes each one as "an action at this
location" and records it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import Message, Plural, _
from .board import Kind, VoyageMap, village_actions
from .components import EXPLORER_STEPS, EXPLORER_TRACK, HOME_POINTS
from .moves import (AssistantAction, CityAction, Combat, Explore, FulfilMission, HomePoints, LocationAction,
                    VillageActions)
from .options import HomeReward, Options


class Action(StrEnum):
    CITY = "city"
    VILLAGE = "village"
    MISSION = "mission"
    ASSISTANT = "assistant"
    COMBAT = "combat"
    EXPLORE = "explore"
    HOME_POINTS = "home-points"
    LOCATION = "location"


ACTION_NAMES: dict[Action, Message] = {
    Action.CITY: _("acción de ciudad (antes, entregar un bien)"),
    Action.VILLAGE: _("acciones de aldea"),
    Action.MISSION: _("cumplir una misión"),
    Action.ASSISTANT: _("acción de asistente"),
    Action.COMBAT: _("acción de combate"),
    Action.EXPLORE: _("avanzar el explorador"),
    Action.HOME_POINTS: _("3 puntos de victoria"),
    Action.LOCATION: _("la acción de este espacio"),
}


@dataclass(frozen=True)
class Offer:
    """One kind of main action at a location: open or not, the rule that decides it, why, and its moves."""

    action: Action
    open: bool
    rule_id: str
    reason: Message
    moves: tuple = ()

    @property
    def name(self) -> Message:
        return ACTION_NAMES[self.action]


def offers(sea: VoyageMap, loc: str, round_: int, spent: int, *, mission: bool = False, assistant: bool = False,
           hand: tuple[int, ...] = (), explorer: int = 0, options: Options | None = None,
           done: bool = False) -> list[Offer]:
    """Every kind of main action at ``loc`` after spending ``spent`` movement points; ``done`` when this
    turn's one main action has already been taken."""
    options = options or Options()
    where = sea.locations[loc]
    kind = where.kind
    home = sea.is_home(loc, round_)
    result: list[Offer] = []

    def add(action: Action, ok: bool, rule_id: str, reason: Message, moves: tuple = ()) -> None:
        if ok and done:
            result.append(Offer(action, False, "maracaibo-main-only-one", _(
                "Ya has hecho la acción principal de este turno: solo hay una.")))
            return
        result.append(Offer(action, ok, rule_id, reason, moves if ok else ()))

    # a city: deliver one good, then the city action
    if kind is Kind.CITY:
        add(Action.CITY, True, "maracaibo-main-city", _(
            "Es una ciudad: puedes entregar primero un bien y después hacer su acción."),
            (CityAction(None),) + tuple(CityAction(c) for c in hand))
    elif kind is Kind.HOME:
        add(Action.CITY, False, "maracaibo-home-no-delivery", _(
            "Es un espacio de vuelta a casa: no se entregan bienes y tiene sus propias acciones."))
    else:
        add(Action.CITY, False, "maracaibo-nav-locations", _("Es una aldea, no una ciudad."))

    # a village: 1, 2 or 3 village actions by the points spent
    if kind is Kind.VILLAGE:
        n = village_actions(spent)
        add(Action.VILLAGE, True, "maracaibo-main-village", Plural(
            "Es una aldea y has gastado {points} de 7 puntos: {n} acción de aldea.",
            "Es una aldea y has gastado {points} de 7 puntos: hasta {n} acciones de aldea.", n, points=spent),
            tuple(VillageActions(k) for k in range(1, n + 1)))
    else:
        add(Action.VILLAGE, False, "maracaibo-nav-locations", _("No es una aldea."))

    # a mission lying here
    if mission:
        add(Action.MISSION, True, "maracaibo-main-mission", _("Hay una misión en este lugar."), (FulfilMission(),))
    else:
        add(Action.MISSION, False, "maracaibo-main-mission", _("No hay ninguna misión en este lugar."))

    # one of one's assistants here
    if assistant:
        add(Action.ASSISTANT, True, "maracaibo-main-assistant", _(
            "Tienes un asistente aquí: puedes hacer su acción especial (solo una)."), (AssistantAction(),))
    else:
        add(Action.ASSISTANT, False, "maracaibo-main-assistant", _("No tienes ningún asistente en este lugar."))

    # the home spaces
    if home and loc == "20":
        add(Action.COMBAT, True, "maracaibo-home-20", _("Espacio 20: una acción de combate…"), (Combat(),))
        room = min(EXPLORER_STEPS, EXPLORER_TRACK - explorer)
        if room > 0:
            add(Action.EXPLORE, True, "maracaibo-home-20", _("… o el explorador hasta dos espacios adelante."),
                tuple(Explore(k) for k in range(1, room + 1)))
        else:
            add(Action.EXPLORE, False, "maracaibo-q-explorer", _("Tu explorador ya está al final de su pista."))
    else:
        add(Action.COMBAT, False, "maracaibo-home-20", _("La acción de combate es la del espacio 20."))
        add(Action.EXPLORE, False, "maracaibo-home-20", _("Avanzar el explorador es la acción del espacio 20."))
    if home and loc in ("21a", "21b"):
        if options.home_reward is HomeReward.MAIN_ACTION:
            add(Action.HOME_POINTS, True, "maracaibo-home-21", Plural(
                "Espacio {loc}: {n} punto de victoria.", "Espacio {loc}: {n} puntos de victoria.", HOME_POINTS, loc=loc),
                (HomePoints(),))
        else:
            add(Action.HOME_POINTS, False, "maracaibo-q-home-reward", _(
                "Con esta lectura, los 3 puntos se cobran al llegar, no como acción principal."))
    else:
        add(Action.HOME_POINTS, False, "maracaibo-home-21", _("Los 3 puntos son de los espacios 21a y 21b."))
    if home and loc not in ("20", "21a", "21b"):
        add(Action.LOCATION, True, "maracaibo-q-actions", _(
            "El texto no describe la acción de este espacio; se anota como «la acción de este lugar»."),
            (LocationAction(),))
    return result


def open_moves(found: list[Offer]) -> list:
    return [m for o in found if o.open for m in o.moves]
