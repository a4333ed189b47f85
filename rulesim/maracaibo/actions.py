"""The main action: which ones are open at a location and why the others are not, and the main action moves,
each declared once (``maracaibo-main-*``, ``maracaibo-home-*``).

One function serves the engine (its legal moves and refusals), the voyage
planner and the dispute rulings: :func:`offers` takes the location, the round,
the movement points spent and what lies there, and returns every kind of main
action with whether it is open, the rule that decides it and the reason, in
the reader's words.  What each action *does* is not in the source
(``maracaibo-q-actions``): the engine takes each one as "an action at this
location" and records it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..errors import IllegalMoveError
from ..i18n import Message, Plural, _
from .components import EXPLORER_STEPS, EXPLORER_TRACK, HOME_POINTS, Kind, VoyageMap, village_actions
from .moves import Move, gain_home_points, seat_of
from .options import Delivery, HomeReward, Options
from .parts import ACTION_NAMES, Action, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


@dataclass(frozen=True)
class Offer:
    """One kind of main action at a location: open or not, the rule that decides it, why, and its moves."""

    action: Action
    open: bool
    rule_id: str
    reason: Message
    moves: tuple[MainAction, ...] = ()

    @property
    def name(self) -> Message:
        return ACTION_NAMES[self.action]


class _Offers:
    """The offers being gathered at one location (``done``: this turn's main action is taken already)."""

    def __init__(self, done: bool) -> None:
        self.done = done
        self.found: list[Offer] = []

    def add(self, action: Action, ok: bool, rule_id: str, reason: Message, moves: tuple[MainAction, ...] = ()) -> None:
        if ok and self.done:
            self.found.append(Offer(action, False, "maracaibo-main-only-one", _(
                "Ya has hecho la acción principal de este turno: solo hay una.")))
            return
        self.found.append(Offer(action, ok, rule_id, reason, moves if ok else ()))


def offers(sea: VoyageMap, loc: str, round_: int, spent: int, *, mission: bool = False, assistant: bool = False,
           hand: tuple[int, ...] = (), explorer: int = 0, options: Options | None = None,
           done: bool = False) -> list[Offer]:
    """Every kind of main action at ``loc`` after spending ``spent`` movement points; ``done`` when this
    turn's one main action has already been taken."""
    options = options or Options()
    kind = sea.locations[loc].kind
    home = sea.is_home(loc, round_)
    found = _Offers(done)
    _city_and_village(found, kind, spent, hand)
    # a mission lying here
    if mission:
        found.add(Action.MISSION, True, "maracaibo-main-mission", _("Hay una misión en este lugar."),
                  (FulfilMission(),))
    else:
        found.add(Action.MISSION, False, "maracaibo-main-mission", _("No hay ninguna misión en este lugar."))
    # one of one's assistants here
    if assistant:
        found.add(Action.ASSISTANT, True, "maracaibo-main-assistant", _(
            "Tienes un asistente aquí: puedes hacer su acción especial (solo una)."), (AssistantAction(),))
    else:
        found.add(Action.ASSISTANT, False, "maracaibo-main-assistant", _("No tienes ningún asistente en este lugar."))
    _home_spaces(found, loc if home else None, explorer, options)
    return found.found


def _city_and_village(found: _Offers, kind: Kind, spent: int, hand: tuple[int, ...]) -> None:
    # a city: deliver one good, then the city action
    if kind is Kind.CITY:
        found.add(Action.CITY, True, "maracaibo-main-city", _(
            "Es una ciudad: puedes entregar primero un bien y después hacer su acción."),
            (CityAction(None),) + tuple(CityAction(c) for c in hand))
    elif kind is Kind.HOME:
        found.add(Action.CITY, False, "maracaibo-home-no-delivery", _(
            "Es un espacio de vuelta a casa: no se entregan bienes y tiene sus propias acciones."))
    else:
        found.add(Action.CITY, False, "maracaibo-nav-locations", _("Es una aldea, no una ciudad."))
    # a village: 1, 2 or 3 village actions by the points spent
    if kind is Kind.VILLAGE:
        n = village_actions(spent)
        found.add(Action.VILLAGE, True, "maracaibo-main-village", Plural(
            "Es una aldea y has gastado {points} de 7 puntos: {n} acción de aldea.",
            "Es una aldea y has gastado {points} de 7 puntos: hasta {n} acciones de aldea.", n, points=spent),
            tuple(VillageActions(k) for k in range(1, n + 1)))
    else:
        found.add(Action.VILLAGE, False, "maracaibo-nav-locations", _("No es una aldea."))


def _home_spaces(found: _Offers, home: str | None, explorer: int, options: Options) -> None:
    """The actions of the home spaces; ``home`` is the location when it is a home space this round."""
    if home == "20":
        found.add(Action.COMBAT, True, "maracaibo-home-20", _("Espacio 20: una acción de combate…"), (Combat(),))
        room = min(EXPLORER_STEPS, EXPLORER_TRACK - explorer)
        if room > 0:
            found.add(Action.EXPLORE, True, "maracaibo-home-20", _("… o el explorador hasta dos espacios adelante."),
                      tuple(Explore(k) for k in range(1, room + 1)))
        else:
            found.add(Action.EXPLORE, False, "maracaibo-q-explorer", _("Tu explorador ya está al final de su pista."))
    else:
        found.add(Action.COMBAT, False, "maracaibo-home-20", _("La acción de combate es la del espacio 20."))
        found.add(Action.EXPLORE, False, "maracaibo-home-20", _("Avanzar el explorador es la acción del espacio 20."))
    if home in ("21a", "21b"):
        if options.home_reward is HomeReward.MAIN_ACTION:
            found.add(Action.HOME_POINTS, True, "maracaibo-home-21", Plural(
                "Espacio {loc}: {n} punto de victoria.", "Espacio {loc}: {n} puntos de victoria.", HOME_POINTS,
                loc=home), (HomePoints(),))
        else:
            found.add(Action.HOME_POINTS, False, "maracaibo-q-home-reward", _(
                "Con esta lectura, los 3 puntos se cobran al llegar, no como acción principal."))
    else:
        found.add(Action.HOME_POINTS, False, "maracaibo-home-21", _("Los 3 puntos son de los espacios 21a y 21b."))
    if home is not None and home not in ("20", "21a", "21b"):
        found.add(Action.LOCATION, True, "maracaibo-q-actions", _(
            "El texto no describe la acción de este espacio; se anota como «la acción de este lugar»."),
            (LocationAction(),))


def open_moves(found: list[Offer]) -> list[MainAction]:
    return [m for o in found if o.open for m in o.moves]


# ------------------------------------------------------------------------------ the main action moves
class MainAction(Move, phases=(Phase.ACTIONS,)):
    """The one main action of a turn, at the ship's location (each kind below)."""

    ACTION: ClassVar[Action]

    def check(self, s: State) -> None:
        assert s.turn is not None
        if s.turn.main:
            raise s.illegal(self, "maracaibo-main-only-one", _(
                "Ya has hecho la acción principal de este turno: solo hay una."))
        found = s.offers()
        if self in open_moves(found):
            return
        offer = next((o for o in found if o.action == self.ACTION), None)
        if offer is not None and not offer.open:
            raise s.illegal(self, offer.rule_id, offer.reason)
        raise self._not_offered(s)

    def _not_offered(self, s: State) -> IllegalMoveError:
        """Why this move is not among the open ones, when its kind of action is open here."""
        return s.illegal(self, "maracaibo-main-where", _("Esa acción principal no está disponible aquí."))

    @classmethod
    def listed(cls, s: State) -> Iterable[MainAction]:
        return [m for m in s.main_moves() if type(m) is cls]

    def done(self, s: State, rule_id: str, message: Message) -> None:
        """The main action is taken: what it does, and that it is the only one."""
        assert s.turn is not None
        s.turn.main = self.ACTION
        s.event(rule_id, message)
        s.event("maracaibo-main-only-one", _("Esa es la única acción principal de este turno."))

    def here(self, s: State) -> Message:
        return s.game.sea.name(s.seats[seat_of(s)].ship)


class CityAction(MainAction):
    """In a city: deliver the good ``good`` (a hand card; ``None``: deliver nothing), then the city's action."""

    ACTION = Action.CITY
    good: int | None = None

    def _not_offered(self, s: State) -> IllegalMoveError:
        if self.good in s.seats[seat_of(s)].planning:
            return s.illegal(self, "maracaibo-free-plan-cards", _(
                "Una carta de la zona de planificación no se puede entregar como bien."))
        return s.illegal(self, "maracaibo-main-city", _("El bien que se entrega es una carta de tu mano."))

    def apply(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        if self.good is not None:
            if s.game.options.delivery is Delivery.DISCARD:
                seat.hand.remove(self.good)
                s.discard.append(self.good)
                s.event("maracaibo-q-delivery", _(
                    "Entrega un bien: la carta {card} de su mano va a la pila de descartes.", card=self.good))
            else:
                s.event("maracaibo-q-delivery", _("Entrega un bien (la carta no se mueve)."))
        self.done(s, "maracaibo-main-city", _("Hace la acción de la ciudad {loc} (el texto no la describe).",
                                              loc=self.here(s)))

    def said(self, s: State) -> Message:
        if self.good is None:
            return _("acción de ciudad")
        return _("entrega la carta {card} y hace la acción de ciudad", card=self.good)


class VillageActions(MainAction):
    """In a village: ``count`` village actions (1; up to 2 after spending 4–6 points, 3 after spending 7)."""

    ACTION = Action.VILLAGE
    count: int

    def _not_offered(self, s: State) -> IllegalMoveError:
        return s.illegal(self, "maracaibo-main-village", Plural(
            "Con {points} de 7 puntos gastados, en una aldea se hace {n} acción de aldea, no {count}.",
            "Con {points} de 7 puntos gastados, en una aldea se hacen de 1 a {n} acciones de aldea, no {count}.",
            village_actions(s.spent()), points=s.spent(), count=str(self.count)))

    def apply(self, s: State) -> None:
        self.done(s, "maracaibo-main-village", Plural(
            "Hace {n} acción de aldea en {loc} (el texto no las describe).",
            "Hace {n} acciones de aldea en {loc} (el texto no las describe).", self.count, loc=self.here(s)))

    def said(self, s: State) -> Message:
        return Plural("{n} acción de aldea", "{n} acciones de aldea", self.count)


class FulfilMission(MainAction):
    """Fulfil the mission lying at the ship's location."""

    ACTION = Action.MISSION

    def apply(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        seat.missions_done.append(s.location_missions.pop(seat.ship))
        self.done(s, "maracaibo-main-mission", _("Cumple la misión de {loc} y se queda la ficha.", loc=self.here(s)))

    def said(self, s: State) -> Message:
        return _("cumple la misión")


class AssistantAction(MainAction):
    """The special action of one of one's assistants at the ship's location."""

    ACTION = Action.ASSISTANT

    def apply(self, s: State) -> None:
        self.done(s, "maracaibo-main-assistant", _("Hace la acción especial de uno de sus asistentes (solo una)."))

    def said(self, s: State) -> Message:
        return _("acción de asistente")


class Combat(MainAction):
    """Space 20: a combat action."""

    ACTION = Action.COMBAT

    def apply(self, s: State) -> None:
        self.done(s, "maracaibo-home-20", _("En el espacio 20 elige la acción de combate (el texto no la describe)."))

    def said(self, s: State) -> Message:
        return _("acción de combate")


class Explore(MainAction):
    """Space 20: move one's explorer ``steps`` spaces forward (1 or 2)."""

    ACTION = Action.EXPLORE
    steps: int

    def _not_offered(self, s: State) -> IllegalMoveError:
        return s.illegal(self, "maracaibo-home-20", _("El explorador avanza uno o dos espacios, sin pasar del final."))

    def apply(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        seat.explorer += self.steps
        self.done(s, "maracaibo-home-20", Plural(
            "En el espacio 20 avanza su explorador {n} espacio (ahora en el {pos}).",
            "En el espacio 20 avanza su explorador {n} espacios (ahora en el {pos}).", self.steps, pos=seat.explorer))

    def said(self, s: State) -> Message:
        return _("avanza el explorador {n}", n=str(self.steps))


class HomePoints(MainAction):
    """Space 21a or 21b: take 3 victory points."""

    ACTION = Action.HOME_POINTS

    def apply(self, s: State) -> None:
        gain_home_points(s, seat_of(s), "maracaibo-home-21")
        assert s.turn is not None
        s.turn.main = self.ACTION
        s.event("maracaibo-main-only-one", _("Esa es la única acción principal de este turno."))

    def said(self, s: State) -> Message:
        return _("toma 3 puntos de victoria")


class LocationAction(MainAction):
    """The action of a home space the source does not describe (22)."""

    ACTION = Action.LOCATION

    def apply(self, s: State) -> None:
        self.done(s, "maracaibo-q-actions", _("Hace la acción de {loc}, que el texto no describe.",
                                              loc=s.seats[seat_of(s)].ship))

    def said(self, s: State) -> Message:
        return _("hace la acción del lugar")


#: the main action moves, in the order they are listed (the order of :func:`offers`)
MAIN_ACTIONS = (CityAction, VillageActions, FulfilMission, AssistantAction, Combat, Explore, HomePoints,
                LocationAction)
