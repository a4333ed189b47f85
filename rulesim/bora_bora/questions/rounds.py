"""``round``: what comes next — which phase, which round, or the end? (*The round*: ``bora-bora-round``;
phases B and C are not in the source: ``bora-bora-phases-b-c``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...explain import Explanation
from ...i18n import _
from ...kinds import Choice
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, Values
from ..components import ROUNDS
from ..options import Options
from ..pictures import round_svg
from ..state import State

PHASES = {"A": _("fase A: tirar y colocar dados"), "B": _("fase B"), "C": _("fase C")}


@dataclass(frozen=True)
class RoundOutcome(Outcome):
    """The round and phase that come next (nothing when the game is over), and whether it is."""

    next_round: int | None
    next_phase: Literal["A", "B", "C"] | None
    over: bool


def answer_round(v: Values, options: Options) -> Answer:
    ex = Explanation(_("Ronda {round}, {phase}", round=v.round, phase=PHASES[v.phase]))
    ex.add("bora-bora-round", _("La partida dura seis rondas, y cada ronda tiene tres fases seguidas: A, B y C."))
    k = "ABC".index(v.phase)
    following: tuple[int, Literal["A", "B", "C"]] | None
    if k < 2:
        following = (v.round, "B" if k == 0 else "C")
    elif v.round < ROUNDS:
        following = (v.round + 1, "A")
    else:
        following = None
    if following is None:
        ex.add("bora-bora-round", _(
            "Tras la fase C de la sexta ronda termina la partida; gana quien tiene más puntos."))
        verdict = _("Termina la partida.")
    else:
        ex.add("bora-bora-round", _("Sigue la ronda {round}, {phase}.", round=following[0], phase=PHASES[following[1]]))
        verdict = _("Sigue la ronda {round}, {phase}.", round=following[0], phase=PHASES[following[1]])
    if "B" in (v.phase, following[1] if following else "") or v.phase == "C":
        ex.add("bora-bora-phases-b-c", _("Lo que se hace en las fases B y C no está en el texto de origen."))
    outcome = RoundOutcome(following[0] if following else None, following[1] if following else None, following is None)
    return Answer(verdict, ex, outcome)


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, RoundOutcome)
    following = None
    if not o.over:
        assert o.next_round is not None and o.next_phase is not None
        following = (o.next_round, o.next_phase)
    return round_svg((v.round, v.phase), following, lang)


ROUND = Question(
    id="round",
    title=_("¿Qué viene ahora: qué fase, qué ronda, o el final?"),
    rules=("bora-bora-round",),
    fields=(
        Field.part(State, "round", help=_("la ronda en que estáis"), example=6),
        Field("phase", _("la fase que termina"), Choice(PHASES), example="C"),
    ),
    answer=answer_round,
    outcome=RoundOutcome,
    picture=picture_round,
    summary=_("la ronda y la fase que termina"),
)
