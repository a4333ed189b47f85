"""Ready-made Caribic positions for the book, the notebooks and the tests.

:func:`treasure_scenario` stops a game at the moment the winner of an auction
may act, with a port town holding a chest, a loaded ship alongside and a safe
haven one step away: every treasure action can be tried from there.
"""

from __future__ import annotations

from .moves import Bribe
from .state import Caribic, State


def treasure_scenario(players: int = 3) -> State:
    """Player 1 wins the Arriba's auction (5 barrels) and stands at r0c1 (town T01, a chest):
    the Bravo, next door at r1c1, carries a chest; the red haven is a step away."""
    game = Caribic(players)
    state = game.new_state(0)
    state.positions = {"Arriba": "r0c1", "Bravo": "r1c1", "Caribic": "r2c3", "Diabolo": "r3c5", "Evita": "r1c5",
                       "Fuego": "r3c1"}
    chests = {c.port: c.id for c in game.chests}
    state.port_chest = {town: None for town in game.sea.ports}
    state.port_chest["T01"] = chests["T01"]
    state.port_chest["T05"] = chests["T05"]
    state.ship_chest["Bravo"] = chests["T09"]
    taken = {chests["T01"], chests["T05"], chests["T09"]}
    state.supply = [c.id for c in game.chests if c.id not in taken][:10]
    state.delivered = [c.id for c in game.chests if c.id not in taken and c.id not in state.supply]
    # Everyone's bids: player 1 puts 5 barrels on the Arriba, the others less.
    for p in range(players):
        first = 5 if p == 0 else p - 1
        order = [first] + [c for c in range(6) if c != first]
        for card in order:
            state.push(Bribe(card))
    state.validate()
    return state
