"""The worked examples of Bora Bora's source, as positions (for the book, the notebooks and the tests).

- :func:`five_and_three` — *Phase A*: "Un 5 y un 3 están actualmente en una ficha de acción. Puede colocar un
  1 o un 2 allí, pero no un 3, 4, 5 o 6" (``bora-bora-dice-lower``);
- :func:`central_mountains` — *Expand*: a hut in the central island's mountains, from which "un 5 o un 6"
  reaches the south island's plains by water, "un 4, 5 o 6" the east island's beach, and by land "un 4, 5 o
  6" the plains to the north and "un 2, 3, 4, 5 o 6" the beach to the west (``bora-bora-expand-*``);
- :func:`anna` — *Helper*: Anna's 5 on the helper, two men with 5 status symbols between them and a woman
  with 3 shells (``bora-bora-helper-*``).

    >>> state = five_and_three(2)
    >>> [str(tile) for tile, why in state.die_options(0, 2).items() if why is None][:1]
    ['helper']
"""

from __future__ import annotations

from .components import MAN_TILES, WOMAN_TILES, Action
from .game import BoraBora
from .options import Options
from .parts import Person, Phase, PlacedDie
from .state import State


def _showing(faces: tuple[int, ...], symbols: int) -> int:
    return next(i for i, s in enumerate(faces) if s == symbols)


def five_and_three(die: int, options: Options | None = None) -> State:
    """Four players; player 1 (third in turn order) holds a ``die`` and two sixes, and the helper tile holds a 5
    (player 2's) and a 3 (player 3's)."""
    return State.arranged(BoraBora(4, options), phase=Phase.PLACE, order=[1, 2, 0, 3], player=0,
                          seats=[{"dice": [die, 6, 6]}, {}, {}, {}],
                          placed={"helper": [PlacedDie(1, 5), PlacedDie(2, 3)]})


def central_mountains(die: int, options: Options | None = None) -> State:
    """Four players; player 1 is to place a ``die`` and has one hut, in the central island's mountains (the
    others' first huts are on the regions the example does not name)."""
    return State.arranged(BoraBora(4, options), phase=Phase.PLACE, order=[0, 1, 2, 3], player=0,
                          seats=[{"dice": [die]}, {}, {}, {}],
                          island={"C-mountain": [0], "E-forest": [1], "S-beach": [2], "E-plains": [3]})


def anna(options: Options | None = None) -> State:
    """Three players; Anna (player 1, third in turn order: the others' status markers sit above hers at 0) is
    to place her 5, 2 and 1; on her board two men showing 2 + 3 = 5 status symbols (spaces 1 and 2) and a woman
    with 3 shells (space 3), their huts on the islands."""
    people: list[Person | None] = [Person(Action.MAN, _showing(MAN_TILES, 2)),
                                   Person(Action.MAN, _showing(MAN_TILES, 3)),
                                   Person(Action.WOMAN, _showing(WOMAN_TILES, 3))] + [None] * 9
    return State.arranged(BoraBora(3, options), phase=Phase.PLACE, order=[1, 2, 0], player=0,
                          seats=[{"dice": [5, 2, 1], "people": people}, {}, {}],
                          island={"C-mountain": [0], "S-beach": [1], "E-beach": [2], "C-beach": [0], "C-plains": [0]},
                          placed={"temple": [PlacedDie(1, 6)], "build": [PlacedDie(2, 6)]})
