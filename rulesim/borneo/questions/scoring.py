"""``score``: what does everyone score, and who wins? (*Scoring*: ``borneo-scoring-*``,
``borneo-q-score-tie``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Step
from ...i18n import _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Choice, Field, Integer, ListOf, Question, SituationError, Table, Values
from .. import pictures_turn as pictures
from ..components import Mission
from ..options import Options
from ..scoring import DecidedBy, Warehouse, explain_result, final_result
from .common import MISSION_NAMES, MOST_PORTS, BorneoAnswer

MISSION_KIND = Choice(MISSION_NAMES, control="dropdown")
SCORE_PLAYER = Table((
    Field("cards", _("cartas de envío en su almacén"), Integer(0, 60), default=0, example=12),
    Field("doubles", _("de ellas, cuántas muestran un «2»"), Integer(0, 60), default=0, example=2),
    Field("ports", _("cartas de puerto en su almacén"), Integer(0, MOST_PORTS), default=0, example=1),
    Field("missions", _("las misiones que ha completado"), ListOf(MISSION_KIND, 0, 16), default=(),
          example=["four_same"]),
))


@dataclass(frozen=True)
class ScoreOutcome(Outcome):
    """Each player's points and missions, the winners (from 1), and what decided them."""

    scores: tuple[int, ...] = outcome_field(items={"type": "integer", "minimum": 0})
    missions: tuple[int, ...] = outcome_field(items={"type": "integer", "minimum": 0})
    winners: tuple[int, ...] = outcome_field(items={"type": "integer", "minimum": 1})
    decided_by: DecidedBy = outcome_field()


def _check_score(v: Values) -> None:
    players = v.players
    n = len(players)
    for i, p in enumerate(players):
        if p.doubles > p.cards:
            raise SituationError(f"score.players[{i}].doubles", _(
                "Las cartas con «2» son parte de las cartas de envío del almacén: no pueden ser más."))
    cards = sum(p.cards for p in players)
    if cards > 60:
        raise SituationError("score.players", _("Entre todos hay {n} cartas de envío, y el juego tiene 60.", n=cards))
    ports = sum(p.ports for p in players)
    most = (10 if n == 5 else 12) - 2  # at least two face-up ports are discarded at the end
    if ports > most:
        raise SituationError("score.players", _(
            "Entre todos hay {n} cartas de puerto; con {players} jugadores pueden acabar en los almacenes {most} como "
            "mucho (al final se descartan los puertos que siguen boca arriba, y siempre quedan al menos dos).",
            n=ports, players=n, most=most))
    missions = sum(len(p.missions) for p in players)
    available = 16 if n == 5 else 12
    if missions > available:
        raise SituationError("score.players", _(
            "Entre todos han completado {n} misiones, y con {players} jugadores solo hay {most}.", n=missions,
            players=n, most=available))


def _warehouses(v: Values) -> list[Warehouse]:
    return [Warehouse(p.cards, p.ports, tuple(Mission(0, kind) for kind in p.missions)) for p in v.players]


def answer_score(v: Values, options: Options) -> Answer:
    warehouses = _warehouses(v)
    result = final_result(warehouses)
    ex = explain_result(warehouses, result)
    if any(p.doubles for p in v.players):
        ex.steps.insert(0, Step("borneo-scoring-points", _(
            "Una carta de envío con «2» vale un punto, como cualquier otra carta: el «2» solo cuenta al pagar "
            "misiones.")))
    winners = [_("jugador {n}", n=p + 1) for p in result.winners]
    if result.decided_by == DecidedBy.SHARED:
        verdict = _("Empate: comparten la victoria {players}.", players=winners)
    elif result.decided_by == DecidedBy.MISSIONS:
        verdict = _("Gana el {player}: empata a puntos, pero ha completado más misiones.", player=winners[0])
    else:
        verdict = _("Gana el {player}, con {points} puntos.", player=winners[0],
                    points=result.scores[result.winners[0]])
    return BorneoAnswer(verdict, ex, ScoreOutcome(result.scores, result.missions,
                                                  tuple(p + 1 for p in result.winners), result.decided_by), options)


def picture_score(v: Values, answer: Answer, lang: str) -> str:
    return pictures.score_svg([(p.cards, p.ports, sum(Mission(0, k).points for k in p.missions), len(p.missions))
                               for p in v.players], answer.outcome_dict(), lang)


SCORE = Question(
    id="score",
    title=_("¿Cuántos puntos tiene cada uno, y quién gana?"),
    rules=("borneo-scoring-points", "borneo-scoring-tie", "borneo-q-score-tie"),
    fields=(
        Field("players", _("lo que tiene cada jugador al final, del jugador 1 en adelante"),
              ListOf(SCORE_PLAYER, 3, 5),
              example=[{"cards": 12, "doubles": 2, "ports": 1, "missions": ["four_same"]},
                       {"cards": 10, "ports": 3, "missions": ["one_of_each"]},
                       {"cards": 16, "ports": 2}]),
    ),
    answer=answer_score,
    outcome=ScoreOutcome,
    picture=picture_score,
    check=_check_score,
    summary=_("lo que tiene cada jugador en su almacén y las misiones que ha completado"),
)

__all__ = ["SCORE", "ScoreOutcome"]
