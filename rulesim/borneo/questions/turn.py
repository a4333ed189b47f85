"""``turn``: may I do this now, in my turn? (*The turn*: ``borneo-turn-order``, ``borneo-companies-choice``,
``borneo-missions-complete``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Choice, Field, ListOf, Question, SituationError, Values
from .. import pictures_turn as pictures
from ..components import ACTION_LABELS, STEP, STEP_LABELS, TurnAction
from ..options import Options
from ..turn import possible_next, problem, step_in_the_way
from .common import BorneoAnswer

ACTION = Choice(dict(ACTION_LABELS), control="dropdown")
STEP_RULES = {1: "borneo-missions-complete", 2: "borneo-companies-choice", 3: "borneo-shipping-play",
              4: "borneo-draw-two"}


@dataclass(frozen=True)
class TurnOutcome(Outcome):
    """Whether the action is allowed now (or the rule that forbids it), and what may come next; the action
    asked about, what was done before it, and the step of the turn the ruling names (the action's, or the one
    in its way)."""

    legal: bool
    rule: str | None
    then: tuple[TurnAction, ...]
    action: TurnAction
    done: tuple[TurnAction, ...]
    step: int = outcome_field(minimum=1, maximum=4)


def _check_turn(v: Values) -> None:
    for i, action in enumerate(v.done):
        trouble = problem(v.done[:i], action)
        if trouble:
            raise SituationError(f"turn.done[{i}]", _("Esto no puede haber pasado en un turno: {reason}",
                                                      reason=trouble[1]))


def answer_turn(v: Values, options: Options) -> Answer:
    done = [TurnAction(a) for a in v.done]
    action = TurnAction(v.action)
    ex = Explanation(_("El turno"))
    if done:
        ex.add("borneo-turn-order", _("Ya hecho en este turno: {actions}.", actions=[ACTION_LABELS[a] for a in done]))
    else:
        ex.add("borneo-turn-order", _("El turno acaba de empezar."))
    trouble = problem(done, action)
    if trouble:
        ex.add(*trouble)
        now = possible_next(done)
        if now:
            ex.add("borneo-turn-order", _("Lo que se puede hacer ahora: {actions}.",
                                          actions=[ACTION_LABELS[a] for a in now]))
        return BorneoAnswer(_("No se puede. {reason}", reason=trouble[1]), ex,
                            TurnOutcome(False, trouble[0], tuple(now), action, tuple(done),
                                        step_in_the_way(done, action)), options)
    step = STEP[action]
    skipped = [STEP_LABELS[s] for s in range(1, step) if s > (STEP[done[-1]] if done else 0)]
    if skipped:
        ex.add("borneo-turn-order", _("Se puede saltar lo opcional: {steps}.", steps=skipped))
    ex.add(STEP_RULES[step], _("Ahora toca «{step}»: {action} está permitido.", step=STEP_LABELS[step],
                               action=ACTION_LABELS[action]))
    then = possible_next(done + [action])
    if action == TurnAction.DRAW:
        ex.add("borneo-turn-order", _("Después de robar, el turno pasa al jugador de la izquierda."))
    return BorneoAnswer(_("Sí: ahora se puede {action}.", action=ACTION_LABELS[action]), ex,
                        TurnOutcome(True, None, tuple(then), action, tuple(done), step), options)


def picture_turn(v: Values, answer: Answer, lang: str) -> str:
    legal = answer.outcome.legal if isinstance(answer.outcome, TurnOutcome) else False
    return pictures.turn_svg(list(v.done), v.action, legal, lang)


TURN = Question(
    id="turn",
    title=_("¿Puedo hacer esto ahora, en mi turno?"),
    rules=("borneo-turn-order", "borneo-companies-choice", "borneo-missions-complete"),
    fields=(
        Field("done", _("lo que ya ha hecho en este turno, por orden"), ListOf(ACTION, 0, 4), default=(),
              example=["mission", "ship"], assume=False),
        Field("action", _("lo que quiere hacer ahora"), ACTION, example="move"),
    ),
    answer=answer_turn,
    outcome=TurnOutcome,
    picture=picture_turn,
    check=_check_turn,
    summary=_("lo que el jugador ya ha hecho en su turno y lo que quiere hacer ahora"),
)

__all__ = ["TURN", "TurnOutcome"]
