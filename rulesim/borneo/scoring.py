"""*Scoring*: the final score of each player and the winner.

Rules: ``borneo-scoring-points`` (1 point per shipping card and per port card in
the warehouse — a card with a "2" is still one card — plus each completed
mission's points), ``borneo-scoring-tie`` (most points; among equals, most
missions) and the open question ``borneo-q-score-tie`` (still equal: all of them
win).  Pure functions of what each warehouse holds, shared by the engine
(:meth:`rulesim.borneo.State.scores`, :meth:`~rulesim.borneo.State.winners`) and
the dispute question ``score``.

    >>> from rulesim.borneo.components import Mission
    >>> result = final_result([Warehouse(10, 1, (Mission(0, "four_same"),)), Warehouse(19, 0, ())])
    >>> result.scores, result.winners, result.decided_by.value
    ((19, 19), (0,), 'missions')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..explain import Explanation
from ..i18n import Message, Plural, _
from .components import Mission


def _player(p: int) -> Message:
    return _("jugador {n}", n=p + 1)


@dataclass(frozen=True)
class Warehouse:
    """What counts at the end for one player: shipping cards and port cards in the warehouse, and
    the missions completed."""

    cards: int
    ports: int
    missions: tuple[Mission, ...] = ()

    @property
    def points(self) -> int:
        return self.cards + self.ports + sum(m.points for m in self.missions)


class DecidedBy(StrEnum):
    """What decided the winner."""

    POINTS = "points"  # a single highest score
    MISSIONS = "missions"  # equal points; one of them completed more missions
    SHARED = "shared"  # equal points and equal missions: they share the victory


@dataclass(frozen=True)
class FinalResult:
    scores: tuple[int, ...]
    missions: tuple[int, ...]  # missions completed, per player
    winners: tuple[int, ...]
    decided_by: DecidedBy


def final_result(warehouses: Sequence[Warehouse]) -> FinalResult:
    """Scores and winners (players from 0)."""
    scores = tuple(w.points for w in warehouses)
    missions = tuple(len(w.missions) for w in warehouses)
    best = max(scores)
    leaders = [p for p, s in enumerate(scores) if s == best]
    if len(leaders) == 1:
        return FinalResult(scores, missions, tuple(leaders), DecidedBy.POINTS)
    most = max(missions[p] for p in leaders)
    winners = tuple(p for p in leaders if missions[p] == most)
    return FinalResult(scores, missions, winners, DecidedBy.MISSIONS if len(winners) == 1 else DecidedBy.SHARED)


def explain_result(warehouses: Sequence[Warehouse], result: FinalResult) -> Explanation:
    """The count of each player and how the winner is decided, step by step."""
    ex = Explanation(_("Puntuación final"))
    for p, w in enumerate(warehouses):
        ex.add("borneo-scoring-points", _(
            "Jugador {n}: {cards} + {ports} + {missions} = {total}.", n=p + 1,
            cards=Plural("{n} carta de envío", "{n} cartas de envío", w.cards),
            ports=Plural("{n} carta de puerto", "{n} cartas de puerto", w.ports),
            missions=Plural("{n} punto de misiones", "{n} puntos de misiones", sum(m.points for m in w.missions)),
            total=Plural("{n} punto", "{n} puntos", w.points)))
    best = max(result.scores)
    leaders = [p for p, s in enumerate(result.scores) if s == best]
    if result.decided_by == DecidedBy.POINTS:
        ex.add("borneo-scoring-tie", Plural("Gana el {player}, con {n} punto.", "Gana el {player}, con {n} puntos.",
                                            best, player=_player(result.winners[0])))
        return ex
    ex.add("borneo-scoring-tie", _("Empatan a {points} puntos: {players}. Desempata quien ha completado más misiones.",
                                   points=best, players=[_player(p) for p in leaders]))
    counts = [Plural("{player}: {n} misión", "{player}: {n} misiones", result.missions[p], player=_player(p))
              for p in leaders]
    if result.decided_by == DecidedBy.MISSIONS:
        ex.add("borneo-scoring-tie", _("Misiones completadas: {counts}. Gana el {player}.", counts=counts,
                                       player=_player(result.winners[0])))
    else:
        ex.add("borneo-q-score-tie", _(
            "Misiones completadas: {counts}. Siguen empatados, y el texto no dice más: comparten la victoria "
            "{players}.",
            counts=counts, players=[_player(p) for p in result.winners]))
    return ex
