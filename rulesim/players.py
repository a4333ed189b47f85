"""Players shared by every game: :class:`RandomPlayer` and :func:`play` (a position to its end).

Each game adds its own greedy player in ``rulesim.<game>.players``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


class RandomPlayer:
    """Any legal move, uniformly (any game's state: it only asks for ``legal_moves()``)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any) -> Any:
        moves = state.legal_moves()
        return moves[int(self.rng.random() * len(moves))]


def play(state: Any, players: Sequence[Any]) -> Any:
    """Push ``players[state.player].choose(state)`` until the position is over; returns it."""
    while not state.is_over():
        state.push(players[state.player].choose(state))
    return state
