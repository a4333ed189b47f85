"""Simple players for Bora Bora's phase A: random and greedy (:func:`rulesim.players.play` plays a position to the
end of phase A, the start huts too if they are still to place)."""

from __future__ import annotations

import random

from ..players import RandomPlayer  # noqa: F401  (re-exported)
from .actions import Build, Expand, Fish, Priest, TakePerson, TakeResource
from .components import MAN_TILES, REGIONS, WOMAN_TILES
from .helper import EndTrade, Trade
from .moves import Move, PlaceDie, PlaceMaterial
from .state import State

TILE_TASTE = {"temple": 5, "land": 4, "water": 4, "build": 4, "helper": 2, "man": 3, "woman": 3}


class GreedyPlayer:
    """Puts its highest useful die where the action is worth most, then takes the best of that action."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves = state.legal_moves()
        player = state.player
        assert player is not None

        def score(m: Move) -> float:
            if isinstance(m, PlaceDie):
                action = m.action or m.tile
                return TILE_TASTE.get(action, 1) * m.value + self.rng.random()
            if isinstance(m, Expand):
                return REGIONS[m.region].fish - m.from_12  # keep space 12 for last, as the source advises
            if isinstance(m, (Fish, TakeResource)):
                return m.take
            if isinstance(m, PlaceMaterial):
                return -m.row - m.col
            if isinstance(m, TakePerson):
                return m.position - 10 * m.to_12
            if isinstance(m, Trade):
                if m.item in ("tattoo", "shells") and isinstance(m.choice, int):  # the most symbols first
                    person = state.seats[player].people[m.choice - 1]
                    assert person is not None
                    return 3 + (MAN_TILES if m.item == "tattoo" else WOMAN_TILES)[person.tile] / 4
                return {"points": 3, "offering": 2}.get(m.item, 1)
            if isinstance(m, EndTrade):
                return 0
            if isinstance(m, Priest):
                return m.space
            if isinstance(m, Build):
                return m.value
            return self.rng.random()

        return max(moves, key=score)
