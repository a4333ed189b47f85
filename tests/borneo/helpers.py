"""Borneo: the positions and shortcuts its tests share."""

from __future__ import annotations

from conftest import after_setup, relocate

from rulesim.borneo import (
    DEFAULT_DECK,
    State,
)
from rulesim.borneo.parts import Seat


# -------------------------------------------------------------------------- missions
def rebuilt(state, **changes):
    """The same position built again through the public constructor, with ``changes``."""
    parts = {name: getattr(state, name) for name in state.parts()}
    parts.update(changes)
    return State.arranged(state.game, seed=state.seed, **parts)


def mission_state():
    return rebuilt(after_setup(), phase="missions")


def spice_cards(spice, value=1, n=1, exclude=()):
    return [c.id for c in DEFAULT_DECK.shipping if c.spice == spice and c.value == value and c.id not in exclude][:n]


FIGHT_COLUMNS = {"red": [1, 2, 0, 3], "yellow": [0, 1, 2], "green": [3, 0, 1], "blue": [2, 3], "purple": []}


def fight_state(attacker_cards, defender_cards, extra_attacker=(), extra_defender=()):
    """Player 1 (index 0) at red rank 3 attacks player 2 (index 1) at red rank 1: one merchant between."""
    state = after_setup(companies=FIGHT_COLUMNS)
    for zone, cards in ((state.seats[0].hand, list(attacker_cards) + list(extra_attacker)),
                        (state.seats[1].hand, list(defender_cards) + list(extra_defender))):
        for c in list(zone):
            relocate(state, c, state.draw)
        for c in cards:
            relocate(state, c, zone)
    return state


def three_each(players):
    """Three merchants per player somewhere in the companies (a position must have them)."""
    columns = {c: [] for c in ("red", "yellow", "green", "blue", "purple")}
    names = list(columns)
    for i in range(players * 3):
        columns[names[i // 5]].append(i % players)
    return columns


def _columns(players: int = 4) -> dict[str, list[int]]:
    """Three merchants per player, filled company by company (red, yellow, green, blue, purple)."""
    return {c: list(col) for c, col in three_each(players).items()}


def _empty(players: int = 4) -> list:
    return [Seat() for _p in range(players)]


def _table(players: int = 4, **parts):
    """A position's parts on an empty table — no card in any hand or warehouse, no port face up —, in the
    missions phase of the first player's turn, with three merchants each, and ``parts`` instead."""
    return {"companies": _columns(players), "seats": _empty(players), "ports": [], "phase": "missions", **parts}


def _seats(**held):
    """Four players' seats: ``hand=[[...], ...]``, ``warehouse=…``, ``ports=…`` or ``missions=…`` per player."""
    return [Seat(**{k: list(v[p]) for k, v in held.items()}) for p in range(4)]


# -------------------------------------------------------------------------- what was said
def company(colour: str) -> dict[str, str]:
    """The meaning of ``la compañía {colour}``: ``company("roja")``."""
    return {"colour": colour}
