"""Bora Bora: the positions and shortcuts its tests share."""

from __future__ import annotations

from typing import Any

from messages import said

from rulesim.bora_bora import (
    BoraBora,
    Options,
)
from rulesim.bora_bora.parts import Person
from rulesim.bora_bora.state import State
from rulesim.explain import Step
from rulesim.i18n import Message


def position(players: int = 4, options: Options | None = None, *, seats: dict | None = None, **parts):
    """Player 1 (index 0) to place a die in phase A, first in turn order unless ``order`` says otherwise;
    ``seats`` gives some fields of some players' seats (by player), and the builder completes the rest."""
    parts.setdefault("order", list(range(players)))
    parts.setdefault("phase", "place")
    parts.setdefault("player", 0)
    if seats is not None:
        parts["seats"] = [seats.get(p, {}) for p in range(players)]
    return State.arranged(BoraBora(players, options), **parts)


def board(**spaces: Person) -> list:
    """The man and woman tiles on a player board, by space (``s1`` … ``s12``)."""
    return [spaces.get(f"s{i}") for i in range(1, 13)]


ISLAND = {"C-mountain": [0], "E-forest": [1], "S-beach": [2], "E-plains": [3]}


HUTS_PER_PLAYER = 12  # "En cada color de jugador: 12 cabañas" (components)


def _phase_a(players: int = 3, seed: int = 6):
    state = BoraBora(players).new_state(seed)
    while state.phase not in ("place", "done"):  # the first huts (and where their materials go)
        state.push(state.legal_moves()[0])
    return state


def named_region(kind: str, island: str) -> dict[str, str]:
    """A region as a message names it (its kind and its island, in the Spanish of the templates)."""
    return {"kind": kind, "island": island}


def problem_said(state: State, field: str, rule_id: str, template: str | None = None, **values: Any) -> Message:
    """What ``state.problems()`` says of ``field`` under ``rule_id`` (:func:`messages.said` over its problems)."""
    return said([Step(p.rule_id, p.message) for p in state.problems() if p.field == field], rule_id, template, **values)
