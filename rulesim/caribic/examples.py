"""Ready-made Caribic positions for the book, the notebooks and the tests.

:func:`treasure_scenario` stops a game at the moment the winner of an auction
may act, with a port town holding a chest, a loaded ship alongside and a safe
haven one step away: every treasure action can be tried from there.
"""

from __future__ import annotations

from .game import Caribic
from .moves import Bribe
from .state import State

SCENARIO_POSITIONS = {"Arriba": "r0c1", "Bravo": "r1c1", "Caribic": "r2c3", "Diabolo": "r3c5", "Evita": "r1c5",
                      "Fuego": "r3c1"}


def treasure_scenario(players: int = 3, options=None) -> State:
    """Player 1 wins the Arriba's auction (5 barrels) and stands at B1 (town T01, a chest):
    the Bravo, next door at B2, carries a chest; the red haven is a step away."""
    game = Caribic(players, options)
    state = State.arranged(game, positions=SCENARIO_POSITIONS,
                           port_chests={"T01": game.chest_named("T01"), "T05": game.chest_named("T05")},
                           ship_chests={"Bravo": game.chest_named("T09")})
    # Everyone's bids: player 1 puts 5 barrels on the Arriba, the others less.
    for p in range(players):
        first = 5 if p == 0 else p - 1
        order = [first] + [c for c in range(6) if c != first]
        for card in order:
            state.push(Bribe(card))
    return state
