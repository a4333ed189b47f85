"""Every decision of a turn of Ships, as a small value (serialisable to a dict).

A turn: :class:`TakeCubes` (phase one, forced), then any number of :class:`Act`
(an action and how it is paid) each followed by the decisions of that action,
then :class:`EndTurn` (tidy-up).  *Place ship* asks, in the source's order,
:class:`ChooseLevel`, :class:`ChooseBox`, then for the merchant box
:class:`ChooseArea`, :class:`ChooseSpace` (a trade box), :class:`UseIndustry`
and :class:`ReturnGood` while the warehouse is over full; for the warship box
:class:`ChooseDisc`, :class:`ChooseArea` and :class:`ChooseSpace` (a city space).
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import moves


@dataclass(slots=True, unsafe_hash=True)
class TakeCubes:
    """Phase one: put the era's cubes into the action section (ships-cubes-era)."""


@dataclass(slots=True, unsafe_hash=True)
class Act:
    """Phase two: take ``action`` (an :class:`~rulesim.ships.board.Action` value), paid by ``payment``
    (``merchant``, ``free-section`` or ``free-stock``)."""

    action: str
    payment: str


@dataclass(slots=True, unsafe_hash=True)
class EndTurn:
    """Stop taking actions: tidy up, and the next player's turn begins."""


@dataclass(slots=True, unsafe_hash=True)
class ChooseLevel:
    """Place ship: the level of the ship-age track (the highest occupied one, or the next)."""

    level: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseBox:
    """Place ship: ``merchant`` or ``warship`` box of that level."""

    box: str


@dataclass(slots=True, unsafe_hash=True)
class ChooseDisc:
    """Place ship, warship: take the leftmost city disc of the ``warehouse`` or of the ``bank``."""

    store: str


@dataclass(slots=True, unsafe_hash=True)
class ChooseArea:
    """Place ship: the current area or the next one in the progression."""

    area: int


@dataclass(slots=True, unsafe_hash=True)
class ChooseSpace:
    """Place ship: an empty trade box (merchant) or city space (warship), by id."""

    space: str


@dataclass(slots=True, unsafe_hash=True)
class UseIndustry:
    """Place ship, goods: spend one industry counter for one more good (``True``) or not."""

    use: bool


@dataclass(slots=True, unsafe_hash=True)
class ReturnGood:
    """The warehouse is over full: one goods counter of kind ``good`` goes back to the pool."""

    good: str


@dataclass(slots=True, unsafe_hash=True)
class ChooseCard:
    """Take a card: one of the face-up galley cards, by number."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class RecoverBox:
    """Recover merchant cubes (reading ``one-box``): the action box whose cubes come back."""

    action: str


Move = (TakeCubes | Act | EndTurn | ChooseLevel | ChooseBox | ChooseDisc | ChooseArea | ChooseSpace | UseIndustry
        | ReturnGood | ChooseCard | RecoverBox)
MOVE_TYPES = {cls.__name__: cls for cls in (TakeCubes, Act, EndTurn, ChooseLevel, ChooseBox, ChooseDisc, ChooseArea,
                                            ChooseSpace, UseIndustry, ReturnGood, ChooseCard, RecoverBox)}


def move_to_dict(move: Move) -> dict:
    return moves.move_to_dict(move)


def move_from_dict(data: dict) -> Move:
    return moves.move_from_dict(data, MOVE_TYPES, "ships-turn-phases")
