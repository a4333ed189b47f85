"""``free-action``: may I plan this card or complete this career goal now? (*Free actions*:
``maracaibo-free-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import RuleViolation
from ...explain import Explanation
from ...i18n import _
from ...kinds import Boolean, Choice, Integer, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from .. import components as K
from ..actions import CityAction
from ..draw import DrawCard, EndActions
from ..moves import CompleteGoal, Move, PlanCard
from ..options import Options
from ..parts import Action, Phase, Turn
from ..pictures import zones_svg
from ..state import State
from .common import game, table

FREE = Choice({
    "plan": _("planificar una carta de la mano"),
    "plan-again": _("volver a planificar una carta que ya está en la zona"),
    "deliver-planned": _("entregar como bien una carta planificada"),
    "goal": _("cumplir un objetivo de carrera"),
})
CITY = "13"


@dataclass(frozen=True)
class FreeOutcome(Outcome):
    """Whether the free action is allowed (or the rule that refuses it), the hand and the planning area after
    it (and the planning area's spaces), the cards drawn in phase C after planning one and the hand limit they
    fill, and the career goals done (from 1)."""

    allowed: bool
    rule: str | None
    hand: int
    planning: int
    drawn: int | None
    goals_done: tuple[int, ...]
    limit: int
    planning_spaces: int


def _check_free(v: Values) -> None:
    if v.action in ("plan-again", "deliver-planned") and v.planning == 0:
        raise SituationError("free-action.planning", _("No hay ninguna carta en tu zona de planificación."))


def _move(v: Values, s: State) -> Move:
    seat = s.seats[0]
    if v.action == "plan":
        return PlanCard(seat.hand[0] if seat.hand else 0)
    if v.action == "plan-again":
        return PlanCard(seat.planning[0])
    if v.action == "deliver-planned":
        return CityAction(seat.planning[0])
    return CompleteGoal(v.goal - 1)


def answer_free(v: Values, options: Options) -> Answer:
    turn = Turn(CITY, spent=1, main=Action.VILLAGE if v.main_done else None)
    s = table("free-action", {}, game(options), phase=Phase.ACTIONS, turn=turn, hands={0: v.hand},
              planning={0: v.planning}, seats={0: {"ship": CITY, "career_done": sorted(g - 1 for g in v.goals_done)}})
    title = _("{action}, con {hand} cartas en la mano y {planning} planificadas", action=FREE.label(v.action),
              hand=v.hand, planning=v.planning)
    ex = Explanation(title)
    ex.add("maracaibo-free-when", _("Las acciones gratuitas se hacen antes, durante o después de la acción principal."))
    try:
        ex.extend(s.push(_move(v, s)))
    except RuleViolation as error:
        ex.add(error.rule_id, error.message)
        refused = FreeOutcome(False, error.rule_id, v.hand, v.planning, None, tuple(sorted(v.goals_done)),
                              s.hand_limit(0), K.PLANNING_SPACES)
        return Answer(_("No se puede: {reason}", reason=error.message), ex, refused)
    seat = s.seats[0]
    goals = tuple(sorted(g + 1 for g in seat.career_done))
    if v.action != "plan":
        return Answer(_("Sí: {action}.", action=FREE.label(v.action)), ex,
                      FreeOutcome(True, None, len(seat.hand), len(seat.planning), None, goals, s.hand_limit(0),
                                              K.PLANNING_SPACES))
    hand, planning = len(seat.hand), len(seat.planning)
    ex.extend(s.push(EndActions()))
    while s.phase == Phase.DRAW and s.player == 0:
        ex.extend(s.push(DrawCard()))
    o = FreeOutcome(True, None, hand, planning, len(seat.hand) - hand, goals, s.hand_limit(0),
                    K.PLANNING_SPACES)
    verdict = _("Sí: la carta pasa a la zona de planificación ({planning} de {spaces}) y deja de contar en la mano; "
                "en la fase C robas {drawn} para volver a tener {limit}.", planning=o.planning,
                spaces=o.planning_spaces, drawn=o.drawn, limit=o.limit)
    return Answer(verdict, ex, o)


def picture_free(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, FreeOutcome)
    return zones_svg(_("Tu mano y tu zona de planificación").render(lang), [
        (_("Mano: {n} (límite 4)", n=o.hand).render(lang), o.hand, K.HAND_LIMIT, "#f6e3b4"),
        (_("Planificación: {n} de 3 espacios", n=o.planning).render(lang), o.planning, K.PLANNING_SPACES,
         "#cdebd3")], lang)


FREE_Q = Question(
    id="free-action",
    title=_("¿Puedo hacer esta acción gratuita?"),
    rules=("maracaibo-free-when", "maracaibo-free-plan", "maracaibo-free-plan-cards", "maracaibo-free-career"),
    fields=(
        Field("action", _("la acción gratuita que quieres hacer"), FREE, example="plan"),
        Field("hand", _("cuántas cartas tienes en la mano"), Integer(0, 4), default=4, example=3),
        Field("planning", _("cuántas cartas tienes en la zona de planificación"), Integer(0, 3), default=1,
              example=2),
        Field("goal", _("el objetivo de carrera que quieres cumplir"), Integer(1, 3), default=1),
        Field("goals_done", _("los objetivos de carrera ya cumplidos"), ListOf(Integer(1, 3), 0, 3, unique=True),
              default=()),
        Field("main_done", _("si ya has hecho tu acción principal en este turno"), Boolean(), default=False),
    ),
    answer=answer_free,
    outcome=FreeOutcome,
    picture=picture_free,
    ambiguous=("career",),
    check=_check_free,
    summary=_("la acción gratuita, tu mano, tu zona de planificación y tus objetivos de carrera"),
)

__all__ = ["FREE_Q", "FreeOutcome"]
