"""``main-action``: which main action is open here? (*The main action*: ``maracaibo-main-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Message, _
from ...kinds import Boolean, Choice, Integer
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, Values
from ..actions import offers
from ..options import Options
from ..parts import ACTION_NAMES, PLACE, Action
from ..pictures import map_svg
from ..state import State
from .common import SEA

ACTION = Choice({a.value: ACTION_NAMES[a] for a in Action}, control="dropdown")
_HOME_ONLY = {Action.COMBAT, Action.EXPLORE, Action.HOME_POINTS, Action.LOCATION}


@dataclass(frozen=True)
class MainOutcome(Outcome):
    """The kinds of main action open, the village actions a village gives, and for the action asked about
    whether it is allowed and the rule that decides it."""

    open: tuple[str, ...]
    village_actions: int
    asked: str | None
    allowed: bool | None
    rule: str | None


def answer_main(v: Values, options: Options) -> Answer:
    found = offers(SEA, v.location, v.round, v.points, mission=v.mission, assistant=v.assistant, options=options,
                   done=v.done)
    open_ = [o for o in found if o.open]
    ex = Explanation(_("Acción principal en {loc}", loc=SEA.name(v.location)))
    ex.add("maracaibo-main-where", _("La acción principal se hace en el lugar donde está el barco."))
    for o in found:
        if o.open:
            ex.add(o.rule_id, _("Abierta: {action}. {reason}", action=o.name, reason=o.reason))
        elif v.action == o.action.value or not (o.action in _HOME_ONLY and not SEA.is_home(v.location, v.round)):
            ex.add(o.rule_id, _("Cerrada: {action}. {reason}", action=o.name, reason=o.reason))
    ex.add("maracaibo-main-only-one", _("Solo se hace una, aunque haya varias abiertas."))
    ex.add("maracaibo-main-none", _("También se puede no hacer ninguna."))
    village = max((len(o.moves) for o in open_ if o.action is Action.VILLAGE), default=0)
    kinds = tuple(o.action.value for o in open_)
    names: list[Message] = [o.name for o in open_] or [_("ninguna")]
    if v.action is None:
        return Answer(_("Abiertas (solo una): {actions}.", actions=names), ex,
                      MainOutcome(kinds, village, None, None, None))
    asked = next(o for o in found if o.action.value == v.action)
    outcome = MainOutcome(kinds, village, v.action, asked.open, asked.rule_id)
    if asked.open:
        verdict = _("Sí: {action}. {reason}", action=asked.name, reason=asked.reason)
    else:
        verdict = _("No se puede: {action}. {reason} Abiertas aquí (solo una): {actions}.", action=asked.name,
                    reason=asked.reason, actions=names)
    return Answer(verdict, ex, outcome)


def picture_main(v: Values, answer: Answer, lang: str) -> str:
    return map_svg(SEA, v.round, ships={0: v.location}, colours=("yellow",), reachable={v.location},
                   missions={v.location} if v.mission else set(), lang=lang)


MAIN = Question(
    id="main-action",
    title=_("¿Qué acción principal puedo hacer aquí?"),
    rules=("maracaibo-main-where", "maracaibo-main-city", "maracaibo-main-village", "maracaibo-main-mission",
           "maracaibo-main-assistant", "maracaibo-main-only-one", "maracaibo-main-none"),
    fields=(
        Field("location", _("el lugar donde ha parado el barco"), PLACE, example="9"),
        Field.part(State, "round", default=1, example=1),
        Field("points", _("los puntos de movimiento gastados en la fase A"), Integer(1, 7), default=1, example=4),
        Field("mission", _("si hay una misión en ese lugar"), Boolean(), default=False, example=True),
        Field("assistant", _("si tienes un asistente en ese lugar"), Boolean(), default=False, example=True),
        Field("done", _("si ya has hecho una acción principal en este turno"), Boolean(), default=False),
        Field("action", _("la acción que quieres hacer (sin ella, todas las abiertas)"), ACTION, default=None),
    ),
    answer=answer_main,
    outcome=MainOutcome,
    picture=picture_main,
    ambiguous=("home_reward",),
    summary=_("el lugar, la ronda, los puntos gastados, misión, asistente y la acción que quieres"),
)

__all__ = ["MAIN", "MainOutcome"]
