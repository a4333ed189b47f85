"""Ready-made Maracaibo positions for the book, the notebooks, the tests and the dispute situations.

Each is built with :meth:`State.arranged` (the public, validating constructor), on the
**illustrative** map.
"""

from __future__ import annotations

from .options import Options
from .state import Maracaibo, Phase, State


def santo_domingo(players: int = 3, options: Options | None = None) -> State:
    """Player 1's ship at Santo Domingo (5) in round I, phase A: two arrows leave it (to 6 and to 9);
    a mission lies at 9 and one of player 1's assistants is there too."""
    return State.arranged(Maracaibo(players, options), ships={0: "5"}, missions=["9"], assistants={0: ["9"]})


def home_stretch(round_: int = 2, players: int = 3, options: Options | None = None) -> State:
    """Player 1's ship on space 20 in round ``round_``, phase A, with three cards in hand: the next
    voyage can only be the one step to the round's second home space (21a, or 21b in round IV)."""
    return State.arranged(Maracaibo(players, options), round=round_, ships={0: "20", 1: "12", 2: "3"}, hands={0: 3})


def phase_c(hand: int = 2, money: int = 3, draw: int | None = None, discard: int | None = None,
            upgrades: list[str] | None = None, options: Options | None = None) -> State:
    """Player 1 at the end of phase B in village 3 (main action done), about to draw."""
    return State.arranged(Maracaibo(2, options), phase=Phase.ACTIONS, ships={0: "3"}, hands={0: hand},
                          money={0: money}, draw=draw, discard=discard, upgrades={0: upgrades or []},
                          main_done=True)
