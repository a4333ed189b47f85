"""Every decision of Bora Bora's setup and phase A, as a small value."""

from __future__ import annotations

from dataclasses import dataclass

from .. import moves


@dataclass(slots=True, unsafe_hash=True)
class StartHut:
    """Setup: put a first hut in ``region`` (one of the regions beside a 1-fish tile)."""

    region: str


@dataclass(slots=True, unsafe_hash=True)
class PlaceDie:
    """Put a die showing ``value`` on action tile ``tile``; ``action`` picks one action of a combined tile."""

    value: int
    tile: str
    action: str | None = None


@dataclass(slots=True, unsafe_hash=True)
class Expand:
    """Settle ``region`` from a region with one's hut, along a path of the action's kind.  The hut comes
    from the lowest space of the player board that has one (spaces 1 to 11 are alike), or, with
    ``from_12``, from space 12 (any hut may be taken; ``bora-bora-expand-hut``)."""

    region: str
    from_12: bool = False


@dataclass(slots=True, unsafe_hash=True)
class TakeResource:
    """After expanding: take the new region's material or offering (``take``) or leave it
    (only asked when the player *may* take it: ``Options.resource_optional``)."""

    take: bool


@dataclass(slots=True, unsafe_hash=True)
class PlaceMaterial:
    """Put the material just received on the ceremony space at ``row``, ``col`` (from 0), when more than one
    free space takes it."""

    row: int
    col: int


@dataclass(slots=True, unsafe_hash=True)
class Fish:
    """Now and only now: score the fish tile beside the new region (``take``) or not."""

    take: bool


@dataclass(slots=True, unsafe_hash=True)
class TakePerson:
    """Take the man or woman tile at ``position`` (1 to 6) and put it on a free space of the player board:
    the lowest free one of spaces 1 to 11 (they are alike), or space 12 with ``to_12``."""

    position: int
    to_12: bool = False


@dataclass(slots=True, unsafe_hash=True)
class Trade:
    """Helper: buy one item — ``tattoo`` or ``shells`` (``choice``: the board space, 1 to 12, of the man
    not yet tattooed or the woman not yet turned), ``points``, ``offering``, ``god_card`` (``choice``: -1 the
    top of the pile, 0–4 a face-up card), ``material`` (``choice``: sand, wood or stone) or ``hut_to_12``."""

    item: str
    choice: str | int | None = None


@dataclass(slots=True, unsafe_hash=True)
class EndTrade:
    """Helper: stop trading (the rest of the die's points are not used)."""


@dataclass(slots=True, unsafe_hash=True)
class Priest:
    """Temple: put a priest on ``space`` (1 to 6)."""

    space: int


@dataclass(slots=True, unsafe_hash=True)
class Build:
    """Build the building tile ``value`` on the ceremony spaces ``a`` and ``b`` (``[row, column]``)."""

    value: int
    a: tuple[int, int]
    b: tuple[int, int]


@dataclass(slots=True, unsafe_hash=True)
class NextRound:
    """After phase A: go on to the next round's phase A (phases B and C are not in the source)."""


Move = (NextRound | StartHut | PlaceDie | Expand | TakeResource | PlaceMaterial | Fish | TakePerson | Trade | EndTrade
        | Priest | Build)
MOVE_TYPES = {c.__name__: c for c in (NextRound, StartHut, PlaceDie, Expand, TakeResource, PlaceMaterial, Fish,
                                      TakePerson, Trade, EndTrade, Priest, Build)}


def move_to_dict(move: Move) -> dict:
    return moves.move_to_dict(move)


def move_from_dict(data: dict) -> Move:
    return moves.move_from_dict(data, MOVE_TYPES, "bora-bora-dice-place")
