"""The rounds: a turn begins, a round ends (the end of a turn is phase C's, :mod:`.draw`), the game ends.

Rules: *Rounds* (``maracaibo-round-end``, ``maracaibo-round-scoring``, ``maracaibo-game-end``), *The way home*
(``maracaibo-home-21``) and the readings ``maracaibo-q-last-space``, ``maracaibo-q-round-end``,
``maracaibo-q-new-round`` and ``maracaibo-q-scoring``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import _
from . import components as K
from .components import START, round_name
from .options import NewRound, Scoring
from .parts import Phase, RoundEnd, ScoringDone, ScoringKind, Turn, player_name

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def start_turn(s: State, p: int) -> None:
    """Player ``p``'s turn begins with phase A, the ship where it is."""
    s.phase, s.player = Phase.NAVIGATE, p
    s.turn = Turn(start=s.seats[p].ship)


def end_round(s: State, p: int) -> None:
    """Player ``p``'s ship closed the round: an intermediate scoring and a new round, or the final scoring."""
    r = s.round
    s.round_ends.append(RoundEnd(r, p))
    s.event("maracaibo-round-end", _(
        "El barco del {player} ha llegado al último espacio ({loc}): termina la ronda {round}.",
        player=player_name(p), loc=s.seats[p].ship, round=round_name(r)))
    s.event("maracaibo-q-last-space", _(
        "El último espacio es {loc} en esta ronda, y la ronda se cierra al acabar ese turno.", loc=s.seats[p].ship))
    if r < K.ROUNDS:
        _new_round(s, p)
        return
    s.scorings.append(ScoringDone(r, ScoringKind.FINAL))
    s.phase, s.player = Phase.OVER, None
    s.event("maracaibo-game-end", _("Tras la cuarta ronda, la puntuación final; la partida termina."))
    if s.game.options.scoring is Scoring.POINTS_SO_FAR:
        s.event("maracaibo-q-scoring", _(
            "Gana quien tiene más puntos de victoria: {winners}.", winners=[player_name(w) for w in s.winners()]))
    else:
        s.event("maracaibo-q-scoring", _("El texto se corta antes de la puntuación final: no se declara vencedor."))


def _new_round(s: State, p: int) -> None:
    r = s.round
    s.scorings.append(ScoringDone(r, ScoringKind.INTERMEDIATE))
    s.event("maracaibo-home-21", _("Tras la fase C de ese turno se hace una puntuación intermedia (rondas I a III)."))
    s.event("maracaibo-q-scoring", _(
        "El texto se corta antes de explicar la puntuación intermedia: se anota, sin contar nada."))
    s.round = r + 1
    for seat in s.seats:
        seat.ship = START
    s.event("maracaibo-q-round-end", _("Empieza la ronda {round}: todos los barcos vuelven a La Habana.",
                                       round=round_name(s.round)))
    starter = 0 if s.game.options.new_round is NewRound.FIRST_PLAYER else (p + 1) % s.game.players
    s.event("maracaibo-q-new-round", _("Empieza el {player}.", player=player_name(starter)))
    start_turn(s, starter)
