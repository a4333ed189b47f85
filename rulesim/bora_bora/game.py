"""Bora Bora's fixed description: players, options and action tiles (apart from any position), and what
the setup of a seed draws at random.

Rules: ``bora-bora-setup-tiles`` (the action tiles by player count: 2 to 4 players), ``bora-bora-setup-player``
(the turn-order tiles, drawn at random), ``bora-bora-setup-people``, ``bora-bora-setup-tasks``,
``bora-bora-setup-gods`` and ``bora-bora-setup-jewellery`` (what is shuffled and drawn).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..engine import RuleGame
from ..errors import InvalidSetupError
from ..i18n import _
from .components import (
    ACTION_TILES,
    GOD_CARDS,
    GOD_DISPLAY,
    JEWELLERY,
    MAN_TILES,
    PEOPLE_POSITIONS,
    TASKS_CRANE,
    TASKS_PARROT,
    WOMAN_TILES,
    Tile,
)
from .options import Options


class BoraBora(RuleGame):
    """The fixed description of a game: 2 to 4 players, the options, and the action tiles they play with."""

    OPTIONS = Options
    options: Options

    def __init__(self, players: int = 3, options: Options | None = None) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("bora-bora-setup-tiles", _("Bora Bora se juega con 2 a 4 jugadores, no con {n}.",
                                                               n=players))
        self.players = players
        self.options = options or Options()
        self.tiles: tuple[Tile, ...] = ACTION_TILES[players]


@dataclass(frozen=True)
class Drawn:
    """What the setup of a seed draws at random: the turn order, the rows of men and women and their piles,
    the task tiles, the jewellery, and the god cards (face up, in each hand, and the pile)."""

    order: tuple[int, ...]
    men: tuple[int, ...]
    man_stack: tuple[int, ...]
    women: tuple[int, ...]
    woman_stack: tuple[int, ...]
    tasks: tuple[tuple[int, ...], ...]
    task_display: tuple[int, ...]
    task_stack: tuple[int, ...]
    jewellery: tuple[int, ...]
    god_display: tuple[int, ...]
    god_hands: tuple[tuple[int, ...], ...]
    god_deck: tuple[int, ...]


@lru_cache(maxsize=64)
def draw_setup(n: int, seed: int) -> Drawn:
    """What the setup of ``seed`` draws at random (kept: positions for questions are built from it often)."""
    rng = random.Random(f"bora-bora/{seed}")
    order = list(range(n))
    rng.shuffle(order)  # bora-bora-setup-player: the turn-order tiles, drawn at random
    men, women = list(range(len(MAN_TILES))), list(range(len(WOMAN_TILES)))
    rng.shuffle(men)
    rng.shuffle(women)
    cranes, parrots = list(range(TASKS_CRANE)), list(range(TASKS_CRANE, TASKS_CRANE + TASKS_PARROT))
    rng.shuffle(cranes)
    rng.shuffle(parrots)
    tasks = [(cranes.pop(), parrots.pop(), parrots.pop()) for _p in range(n)]  # one crane and two parrots each
    task_display = [parrots.pop() for _ in range(n + 2)]
    jewellery = list(range(JEWELLERY))
    rng.shuffle(jewellery)
    gods = list(range(GOD_CARDS))
    rng.shuffle(gods)
    god_display = [gods.pop() for _ in range(GOD_DISPLAY)]  # bora-bora-setup-gods
    god_hands = [(gods.pop(), gods.pop()) for _p in range(n)]
    return Drawn(tuple(order), tuple(men[:PEOPLE_POSITIONS]), tuple(men[PEOPLE_POSITIONS:]),
                 tuple(women[:PEOPLE_POSITIONS]), tuple(women[PEOPLE_POSITIONS:]), tuple(tasks), tuple(task_display),
                 tuple(parrots), tuple(jewellery), tuple(god_display), tuple(god_hands), tuple(gods))


def turn_queue(order: Sequence[int], player: int, hands: Sequence[int]) -> list[int]:
    """Whose die comes next, from ``player`` on, until every die in hand is placed: one die each, in
    turn order (``bora-bora-dice-place``)."""
    left = list(hands)
    start = list(order).index(player)
    cycle = list(order[start:]) + list(order[:start])
    queue: list[int] = []
    while any(left[p] for p in cycle):
        for p in cycle:
            if left[p]:
                queue.append(p)
                left[p] -= 1
    return queue
