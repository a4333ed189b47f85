"""The sea map of Caribic as data: sea spaces, their adjacency, port towns, safe havens, start spaces.

Rules: ``caribic-setup-ships`` (start spaces), ``caribic-move-one-ship``,
``caribic-move-havens``.  The source does not describe the board
(``caribic-q-map``): :data:`DEFAULT_MAP` is an *illustrative* grid of 7 × 5 sea
spaces with 16 port towns, a safe haven in each corner and six start spaces.
Any :class:`SeaMap` that passes :meth:`SeaMap.validate` can replace it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import InvalidSetupError
from ..i18n import _
from .cards import COLOURS


@dataclass(frozen=True)
class SeaMap:
    """``spaces``: id → (x, y) drawing position; ``havens``: colour → haven space id
    (havens are spaces of the route too); ``ports``: town → the sea space it lies
    on; ``starts``: the six start spaces; ``edges``: adjacent pairs."""

    spaces: dict[str, tuple[float, float]]
    edges: tuple[tuple[str, str], ...]
    ports: dict[str, str]
    havens: dict[str, str]
    starts: tuple[str, ...]
    illustrative: bool = False
    neighbours: dict[str, frozenset[str]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        near: dict[str, set[str]] = {s: set() for s in self.spaces}
        for a, b in self.edges:
            near[a].add(b)
            near[b].add(a)
        object.__setattr__(self, "neighbours", {s: frozenset(n) for s, n in near.items()})

    def is_haven(self, space: str) -> bool:
        return space in self.havens.values()

    def haven_owner(self, space: str) -> str | None:
        return next((c for c, h in self.havens.items() if h == space), None)

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.neighbours[a]

    def validate(self) -> "SeaMap":
        bad = [s for e in self.edges for s in e if s not in self.spaces]
        bad += [s for s in list(self.ports.values()) + list(self.havens.values()) + list(self.starts)
                if s not in self.spaces]
        if bad:
            raise InvalidSetupError("caribic-q-map", _("El mapa nombra espacios que no existen: {spaces}.",
                                                       spaces=", ".join(sorted(set(bad)))))
        if len(self.starts) != 6 or len(set(self.starts)) != 6 or any(self.is_haven(s) for s in self.starts):
            raise InvalidSetupError("caribic-setup-ships", _("El mapa necesita seis espacios de salida en el mar."))
        return self


def _grid() -> SeaMap:
    rows, cols = 5, 7
    spaces = {f"r{r}c{c}": (70 + c * 64, 60 + r * 64) for r in range(rows) for c in range(cols)}
    edges = [(f"r{r}c{c}", f"r{r}c{c + 1}") for r in range(rows) for c in range(cols - 1)]
    edges += [(f"r{r}c{c}", f"r{r + 1}c{c}") for r in range(rows - 1) for c in range(cols)]
    corners = {"red": ((0, 0), (16, 14)), "blue": ((0, cols - 1), (elbow := 70 + cols * 64 - 10, 14)),
               "green": ((rows - 1, 0), (16, 60 + rows * 64 - 18)),
               "yellow": ((rows - 1, cols - 1), (elbow, 60 + rows * 64 - 18))}
    havens = {}
    for colour, ((r, c), xy) in corners.items():
        haven = f"haven-{colour}"
        spaces[haven] = xy
        havens[colour] = haven
        dr = 1 if r == 0 else -1
        dc = 1 if c == 0 else -1
        edges += [(haven, f"r{r}c{c}"), (haven, f"r{r + dr}c{c}"), (haven, f"r{r}c{c + dc}")]
    towns = ["r0c1", "r0c2", "r0c3", "r0c4", "r0c5", "r4c1", "r4c2", "r4c3", "r4c4", "r4c5",
             "r2c0", "r2c6", "r1c3", "r3c3", "r2c2", "r2c4"]
    ports = {f"T{i + 1:02d}": space for i, space in enumerate(towns)}
    starts = ("r1c1", "r1c2", "r1c4", "r1c5", "r3c2", "r3c4")
    assert set(havens) == set(COLOURS)
    return SeaMap(spaces, tuple(edges), ports, havens, starts, illustrative=True).validate()


DEFAULT_MAP = _grid()


def grid_name(space: str) -> str | None:
    """The reader's name of a space of the grid map: column letter and row number, as the map's
    edges show them ("r0c1" is "B1"); ``None`` for a space that is not on the grid."""
    if len(space) >= 4 and space[0] == "r" and "c" in space[1:]:
        row, _sep, col = space[1:].partition("c")
        if row.isdigit() and col.isdigit() and int(col) < 26:
            return f"{chr(ord('A') + int(col))}{int(row) + 1}"
    return None


def haven_colour(space: str) -> str | None:
    """The colour of a haven of the default map's kind ("haven-red" → "red")."""
    colour = space.removeprefix("haven-")
    return colour if colour != space and colour in COLOURS else None
