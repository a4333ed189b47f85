"""Every decision of a game of Borneo, as a small immutable value.

A turn's decisions (``borneo-turn-order``) and the choices made while a port
or a fight is resolved are all moves, so a game is a seed plus a list of moves.
Each move serialises to a dict (``move_to_dict``/``move_from_dict``).

Moves are values: equal when their fields are equal, hashable, never changed
after they are made.  They are slotted (not frozen) dataclasses because the
engine creates many thousands of them per second when listing legal moves, and
a frozen dataclass is three times slower to create.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import moves


@dataclass(slots=True, unsafe_hash=True)
class Pass:
    """Decline the optional action of this phase (a mission, the companies action)."""


@dataclass(slots=True, unsafe_hash=True)
class PlaceMerchant:
    """Setup: put a merchant on the first empty space of ``company``."""

    company: str


@dataclass(slots=True, unsafe_hash=True)
class CompleteMission:
    """Pay ``mission`` with warehouse shipping cards ``ships`` and port cards
    ``ports``.  ``missions`` exists to be refused: completed missions never pay
    (``borneo-missions-no-mission-cards``)."""

    mission: int
    ships: tuple[int, ...] = ()
    ports: tuple[int, ...] = ()
    missions: tuple[int, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class MoveMerchant:
    """Move one's merchant at ``rank`` (0 = first space) of ``company`` to company ``to``."""

    company: str
    rank: int
    to: str


@dataclass(slots=True, unsafe_hash=True)
class Attack:
    """One's merchant at ``attacker`` rank attacks the merchant at ``defender`` rank
    of the same ``company``, playing ``cards`` from hand."""

    company: str
    attacker: int
    defender: int
    cards: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class Defend:
    """The defender answers with ``cards`` (possibly none)."""

    cards: tuple[int, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class Relocate:
    """A beaten defender goes to the space the attacker left (``to=None``) or to
    the first empty space of another company."""

    to: str | None = None


@dataclass(slots=True, unsafe_hash=True)
class KeepCards:
    """A successful defender puts these of the cards they played into their warehouse."""

    cards: tuple[int, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class PlayCard:
    """Play shipping card ``card`` under the face-up port ``port`` (a port id)."""

    card: int
    port: int


@dataclass(slots=True, unsafe_hash=True)
class TakeSpice:
    """The merchant whose turn it is to choose takes shipping card ``card`` from the port."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class Discard:
    """Discard these cards from hand to get down to six."""

    cards: tuple[int, ...]


Move = Pass | PlaceMerchant | CompleteMission | MoveMerchant | Attack | Defend | Relocate | KeepCards | PlayCard | TakeSpice | Discard
MOVE_TYPES = {cls.__name__: cls for cls in (
    Pass, PlaceMerchant, CompleteMission, MoveMerchant, Attack, Defend, Relocate, KeepCards, PlayCard, TakeSpice, Discard
)}


def move_to_dict(move: Move) -> dict:
    return moves.move_to_dict(move)


def move_from_dict(data: dict) -> Move:
    return moves.move_from_dict(data, MOVE_TYPES, "borneo-turn-order")
