"""``first-decisions``: may I split my eight cards this way, and keep this many career cards? (*First
decisions*: ``maracaibo-first-cards``, ``maracaibo-first-career``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import RuleViolation
from ...explain import Explanation
from ...i18n import _
from ...kinds import Integer
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from .. import components as K
from ..game import Maracaibo
from ..moves import ChooseCareer, FirstCards
from ..options import Options
from ..pictures import zones_svg
from ..state import State


@dataclass(frozen=True)
class FirstOutcome(Outcome):
    """Whether the split is allowed (or the rule that refuses it) and, when it is, what each zone then holds;
    always the split asked about (cards kept, planned, discarded) and the career cards kept."""

    legal: bool
    rule: str | None
    hand: int | None
    planning: int | None
    discarded: int | None
    career_figures: int | None
    figures: int | None
    split: tuple[int, ...]
    careers: int


def _refused(v: Values, rule_id: str) -> FirstOutcome:
    return FirstOutcome(False, rule_id, None, None, None, None, None, (v.keep, v.plan, v.discard), v.careers)


def _check_first(v: Values) -> None:
    if v.keep + v.plan + v.discard != K.DEAL:
        raise SituationError("first-decisions.keep", _(
            "Las ocho cartas repartidas se reparten entre mano, planificación y descarte: {keep} + {plan} + {discard} "
            "no suman 8.", keep=v.keep, plan=v.plan, discard=v.discard))


def answer_first(v: Values, options: Options) -> Answer:
    s = State.arranged(Maracaibo(2, options))
    hand = sorted(s.seats[0].hand)
    ex = Explanation(_("Las primeras decisiones: {keep} en la mano, {plan} planificadas, {discard} descartadas",
                       keep=v.keep, plan=v.plan, discard=v.discard))
    if v.plan != K.PLAN:
        refused = _refused(v, "maracaibo-first-cards")
        reason = _("Se pone exactamente una carta en un espacio de planificación, no {n}.", n=refused.split[1])
        ex.add("maracaibo-first-cards", reason)
        return Answer(_("No se puede: {reason}", reason=reason), ex, refused)
    try:
        ex.extend(s.push(FirstCards(hand[0], tuple(hand[1:1 + v.discard]))))
    except RuleViolation as error:
        ex.add(error.rule_id, error.message)
        return Answer(_("No se puede: {reason}", reason=error.message), ex,
                      _refused(v, error.rule_id))
    other = sorted(s.seats[1].hand)
    s.push(FirstCards(other[0], tuple(other[1:4])))
    if v.careers != 1:
        refused = _refused(v, "maracaibo-first-career")
        reason = _("Se conserva una de las dos cartas de carrera, no {n}.", n=refused.careers)
        ex.add("maracaibo-first-career", reason)
        return Answer(_("Las cartas, bien; la carrera no: {reason}", reason=reason), ex, refused)
    seat = s.seats[0]
    ex.extend(s.push(ChooseCareer(seat.career_offer[0])))
    o = FirstOutcome(True, None, len(seat.hand), len(seat.planning), len(s.discard) // 2, seat.career_figures,
                     seat.figures, (v.keep, v.plan, v.discard), v.careers)
    verdict = _("Sí: {hand} en la mano, {plan} en la zona de planificación, {discard} descartadas; una carta de "
                "carrera con {career} figuras.", hand=o.hand, plan=o.planning, discard=o.discarded,
                career=o.career_figures)
    return Answer(verdict, ex, o)


def picture_first(v: Values, answer: Answer, lang: str) -> str:
    return zones_svg(_("Las ocho cartas del principio").render(lang), [
        (_("Mano: {n}", n=v.keep).render(lang), v.keep, 0, "#f6e3b4"),
        (_("Planificación: {n} de 3 espacios", n=v.plan).render(lang), v.plan, K.PLANNING_SPACES, "#cdebd3"),
        (_("Descarte: {n}", n=v.discard).render(lang), v.discard, 0, "#d5d8dc")], lang)


FIRST = Question(
    id="first-decisions",
    title=_("¿Qué hago con mis ocho primeras cartas y con las cartas de carrera?"),
    rules=("maracaibo-first-cards", "maracaibo-first-career"),
    fields=(
        Field("keep", _("cuántas cartas te quedas en la mano"), Integer(0, 8), default=4, example=4),
        Field("plan", _("cuántas pones en la zona de planificación"), Integer(0, 3), default=1, example=1),
        Field("discard", _("cuántas descartas"), Integer(0, 8), default=3, example=3),
        Field("careers", _("cuántas de tus dos cartas de carrera conservas"), Integer(0, 2), default=1),
    ),
    answer=answer_first,
    outcome=FirstOutcome,
    picture=picture_first,
    check=_check_first,
    summary=_("cuántas cartas te quedas, planificas y descartas, y cuántas cartas de carrera conservas"),
)

__all__ = ["FIRST", "FirstOutcome"]
