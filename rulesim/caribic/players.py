"""Simple players for Caribic: a random one and a greedy one (a whole game: :func:`rulesim.players.play`).

They play whole games for 2 to 4 players, choosing only among ``legal_moves()``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence

from ..players import RandomPlayer  # noqa: F401  (re-exported)
from .components import SHIPS
from .moves import Bribe, EndMove, Move, Sail, TieBreak
from .parts import Phase
from .state import State
from .treasure import Capture, Deliver, Rob, Swap


class GreedyPlayer:
    """High bribes on the ships nearest a chest, keeps a strong tie-breaker and uses it,
    takes every chest it can, and sails for its own haven when loaded."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves: tuple[Move, ...] = state.legal_moves()
        assert state.player is not None
        seat = state.seats[state.player]
        if state.phase is Phase.BRIBE:
            return self._bribe(state, [m for m in moves if isinstance(m, Bribe)])
        if state.phase is Phase.TIE:
            assert seat.tiebreaker is not None
            card = state.card(seat.tiebreaker)
            return TieBreak(card.barrels >= 3) if TieBreak(True) in moves else moves[0]
        me = state.game.colours[state.player]
        for kind in (Deliver, Capture, Rob, Swap):
            chosen = [m for m in moves if isinstance(m, kind) and (not isinstance(m, Deliver) or m.colour == me)]
            if chosen and (not isinstance(chosen[0], Swap) or self._better_swap(state, chosen[0])):
                return chosen[0]
        goal = self._goal(state, me)
        sails = [m for m in moves if isinstance(m, Sail)]
        if goal and sails:
            here = state.here()
            best = min(sails, key=lambda m: distance(state, m.space, goal))
            if distance(state, best.space, goal) < distance(state, here, goal):
                return best
        return EndMove() if EndMove() in moves else moves[0]

    def _bribe(self, state: State, moves: Sequence[Bribe]) -> Move:
        assert state.player is not None
        ship = SHIPS[len(state.seats[state.player].bids)]
        ports = [state.game.sea.ports[t] for t, c in state.port_chests.items() if c is not None]
        near = min((distance(state, state.positions[ship], s) for s in ports), default=9)
        cards = sorted(moves, key=lambda m: state.card(m.card).barrels)
        keep = cards[-2] if len(cards) > 1 else cards[0]  # the second best is kept back as tie-breaker
        pool = [m for m in cards if m is not keep] or cards
        # players hold the same cards: choosing alike, every ship would tie and none would ever sail, so each
        # draws among its two highest bribes for a ship near a chest, among its two lowest for the others
        spread = self.rng.randrange(min(2, len(pool)))
        return pool[-1 - spread] if near <= 4 else pool[spread]

    @staticmethod
    def _better_swap(state: State, move: Swap) -> bool:
        assert state.turn is not None
        mine, theirs = state.ship_chests[state.turn.ship], state.ship_chests[move.ship]
        assert mine is not None and theirs is not None
        return state.chest(theirs).value > state.chest(mine).value

    @staticmethod
    def _goal(state: State, me: str) -> str | None:
        assert state.turn is not None
        if state.ship_chests[state.turn.ship] is not None:
            return state.game.sea.havens[me]
        targets = [state.game.sea.ports[t] for t, c in state.port_chests.items() if c is not None]
        here = state.here()
        return min(targets, key=lambda s: distance(state, here, s), default=None)


def distance(state: State, a: str, b: str) -> int:
    """Steps between two spaces of the map (ignoring other ships)."""
    if a == b:
        return 0
    seen, queue = {a}, deque([(a, 0)])
    while queue:
        space, d = queue.popleft()
        for n in state.game.sea.neighbours[space]:
            if n == b:
                return d + 1
            if n not in seen:
                seen.add(n)
                queue.append((n, d + 1))
    return 99
