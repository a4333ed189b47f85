"""Every decision of a round of Caribic, as a small value (serialisable to a dict)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import moves


@dataclass(slots=True, unsafe_hash=True)
class Bribe:
    """Put bribe card ``card`` on the next ship of one's card holder (Arriba first)."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class TieBreak:
    """In a tie: turn up one's tie-breaker (``True``) or keep it hidden."""

    reveal: bool


@dataclass(slots=True, unsafe_hash=True)
class Sail:
    """Move the ship one space, to ``space`` (adjacent)."""

    space: str


@dataclass(slots=True, unsafe_hash=True)
class Capture:
    """Take the chest of the port town where the ship is (+2,000 doubloons)."""


@dataclass(slots=True, unsafe_hash=True)
class Rob:
    """Take the chest of the adjacent ship ``ship``."""

    ship: str


@dataclass(slots=True, unsafe_hash=True)
class Swap:
    """Exchange chests with the adjacent ship ``ship``."""

    ship: str


@dataclass(slots=True, unsafe_hash=True)
class Deliver:
    """Unload the chest in the safe haven of ``colour``; its owner is paid its value."""

    colour: str


@dataclass(slots=True, unsafe_hash=True)
class EndMove:
    """The ship stops here; the next ship's auction follows."""


Move = Bribe | TieBreak | Sail | Capture | Rob | Swap | Deliver | EndMove
MOVE_TYPES = {cls.__name__: cls for cls in (Bribe, TieBreak, Sail, Capture, Rob, Swap, Deliver, EndMove)}


def move_to_dict(move: Move) -> dict:
    return moves.move_to_dict(move)


def move_from_dict(data: dict) -> Move:
    return moves.move_from_dict(data, MOVE_TYPES, "caribic-bribe-assign")
