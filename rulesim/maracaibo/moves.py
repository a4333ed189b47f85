"""Every decision of a game of Maracaibo, as a small value (serialisable to a dict)."""

from __future__ import annotations

from dataclasses import dataclass

from .. import moves


# --- the first decisions ---------------------------------------------------------------------------
@dataclass(slots=True, unsafe_hash=True)
class FirstCards:
    """Of the eight cards dealt: ``plan`` goes to a planning space, ``discard`` (three, in increasing
    order) to the discard pile; the other four stay in the hand."""

    plan: int
    discard: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class ChooseCareer:
    """Keep career card ``card`` (one of the two received); the other goes back to the box."""

    card: int


# --- phase A ---------------------------------------------------------------------------------------
@dataclass(slots=True, unsafe_hash=True)
class Sail:
    """Sail along the arrows through the locations of ``path``, in order (the last one is where the ship ends)."""

    path: tuple[str, ...]


# --- phase B: main actions ------------------------------------------------------------------------------
@dataclass(slots=True, unsafe_hash=True)
class CityAction:
    """In a city: deliver the good ``good`` (a hand card; ``None``: deliver nothing), then the city's action."""

    good: int | None = None


@dataclass(slots=True, unsafe_hash=True)
class VillageActions:
    """In a village: ``count`` village actions (1; up to 2 after spending 4–6 points, 3 after spending 7)."""

    count: int


@dataclass(slots=True, unsafe_hash=True)
class FulfilMission:
    """Fulfil the mission lying at the ship's location."""


@dataclass(slots=True, unsafe_hash=True)
class AssistantAction:
    """The special action of one of one's assistants at the ship's location."""


@dataclass(slots=True, unsafe_hash=True)
class Combat:
    """Space 20: a combat action."""


@dataclass(slots=True, unsafe_hash=True)
class Explore:
    """Space 20: move one's explorer ``steps`` spaces forward (1 or 2)."""

    steps: int


@dataclass(slots=True, unsafe_hash=True)
class HomePoints:
    """Space 21a or 21b: take 3 victory points."""


@dataclass(slots=True, unsafe_hash=True)
class LocationAction:
    """The action of a home space the source does not describe (22)."""


# --- phase B: free actions ------------------------------------------------------------------------
@dataclass(slots=True, unsafe_hash=True)
class PlanCard:
    """Put hand card ``card`` on a free space of the planning area."""

    card: int


@dataclass(slots=True, unsafe_hash=True)
class CompleteGoal:
    """Complete goal ``goal`` (0, 1 or 2) of one's career card."""

    goal: int


@dataclass(slots=True, unsafe_hash=True)
class EndActions:
    """End phase B (with or without a main action) and go on to phase C."""


# --- phase C -----------------------------------------------------------------------------------------
@dataclass(slots=True, unsafe_hash=True)
class DrawCard:
    """Draw the top card of the face-down pile."""


@dataclass(slots=True, unsafe_hash=True)
class TakeFaceUp:
    """Take the face-up card of display slot ``slot`` (0 to 3): 1 doubloon, free with the ship upgrade."""

    slot: int


MAIN_ACTIONS = (CityAction, VillageActions, FulfilMission, AssistantAction, Combat, Explore, HomePoints,
                LocationAction)
Move = (FirstCards | ChooseCareer | Sail | CityAction | VillageActions | FulfilMission | AssistantAction | Combat
        | Explore | HomePoints | LocationAction | PlanCard | CompleteGoal | EndActions | DrawCard | TakeFaceUp)
MOVE_TYPES = {cls.__name__: cls for cls in (FirstCards, ChooseCareer, Sail, *MAIN_ACTIONS, PlanCard, CompleteGoal,
                                            EndActions, DrawCard, TakeFaceUp)}


def move_to_dict(move: Move) -> dict:
    return moves.move_to_dict(move)


def move_from_dict(data: dict) -> Move:
    return moves.move_from_dict(data, MOVE_TYPES, "maracaibo-turn-phases")
