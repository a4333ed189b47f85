"""Bora Bora's fixed material as data: action tiles, helper prices, the island map, the ceremony grid, the
man and woman tiles, and how many of each component there are.

Rules sections: *Components* (``bora-bora-components``), *Setup*
(``bora-bora-setup-tiles``, ``bora-bora-setup-people``, ``bora-bora-setup-tasks``, …)
and the boards the action tiles use.

The source describes neither the island map (regions, land and water paths
and their values, fish tiles) nor the player board's ceremony grid, the temple
or the faces of the man and woman tiles (``bora-bora-q-illustrative``).  The
data here is *illustrative*, built so that the source's own expansion example
comes out exactly: from the central island's mountains a 5 or 6 reaches the
south island's plains by water, a 4–6 the east island's beach by water, a 4–6
the plains to the north by land and a 2–6 the beach to the west by land, while
the forest, only diagonal, cannot be reached.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import Message, _


class Tile(StrEnum):
    """An action tile (``bora-bora-setup-tiles``); ``MAN_WOMAN`` and ``LAND_WATER`` are the combined tiles."""

    HELPER = "helper"
    TEMPLE = "temple"
    BUILD = "build"
    MAN = "man"
    WOMAN = "woman"
    MAN_WOMAN = "man-woman"
    LAND = "land"
    WATER = "water"
    LAND_WATER = "land-water"


class Action(StrEnum):
    """What a die on a tile does: one of the six actions (expanding by land or by water)."""

    HELPER = "helper"
    TEMPLE = "temple"
    BUILD = "build"
    MAN = "man"
    WOMAN = "woman"
    LAND = "land"
    WATER = "water"


class Item(StrEnum):
    """What the helper trades dice points for (``bora-bora-helper-costs``)."""

    TATTOO = "tattoo"
    SHELLS = "shells"
    POINTS = "points"
    OFFERING = "offering"
    GOD_CARD = "god_card"
    MATERIAL = "material"
    HUT_TO_12 = "hut_to_12"


class Resource(StrEnum):
    """What a region gives: a building material or an offering."""

    SAND = "sand"
    WOOD = "wood"
    STONE = "stone"
    OFFERING = "offering"


class RegionKind(StrEnum):
    FOREST = "forest"
    PLAINS = "plains"
    BEACH = "beach"
    MOUNTAIN = "mountain"


# Action tiles by player count (bora-bora-setup-tiles); "man-woman" and "land-water" are the combined tiles.
ACTION_TILES: dict[int, tuple[Tile, ...]] = {
    2: (Tile.HELPER, Tile.TEMPLE, Tile.BUILD, Tile.MAN_WOMAN, Tile.LAND_WATER),
    3: (Tile.HELPER, Tile.TEMPLE, Tile.BUILD, Tile.MAN, Tile.WOMAN, Tile.LAND_WATER),
    4: (Tile.HELPER, Tile.TEMPLE, Tile.BUILD, Tile.MAN, Tile.WOMAN, Tile.LAND, Tile.WATER),
}
TILE_ACTIONS: dict[Tile, tuple[Action, ...]] = {  # which actions a die on a tile can carry out
    Tile.HELPER: (Action.HELPER,), Tile.TEMPLE: (Action.TEMPLE,), Tile.BUILD: (Action.BUILD,), Tile.MAN: (Action.MAN,),
    Tile.WOMAN: (Action.WOMAN,), Tile.MAN_WOMAN: (Action.MAN, Action.WOMAN), Tile.LAND: (Action.LAND,),
    Tile.WATER: (Action.WATER,), Tile.LAND_WATER: (Action.LAND, Action.WATER),
}
TILE_NAMES = {
    "helper": _("Ayudante"), "temple": _("Templo"), "build": _("Construir"), "man": _("Hombre"),
    "woman": _("Mujer"), "man-woman": _("Hombre / Mujer"), "land": _("Camino de tierra"),
    "water": _("Camino de agua"), "land-water": _("Camino de tierra / agua"),
}
ACTION_NAMES = {
    "helper": _("ayudante"), "temple": _("templo"), "build": _("construir"), "man": _("hombre"), "woman": _("mujer"),
    "land": _("expandirse por tierra"), "water": _("expandirse por agua"),
}

RESOURCE_NAMES = {"sand": _("arena"), "wood": _("madera"), "stone": _("piedra"), "offering": _("ofrenda")}
MATERIALS = (Resource.SAND, Resource.WOOD, Resource.STONE)

# Helper trade table (bora-bora-helper-costs): dice points per item.
HELPER_COSTS = {Item.TATTOO: 1, Item.SHELLS: 1, Item.POINTS: 1, Item.OFFERING: 2, Item.GOD_CARD: 2, Item.MATERIAL: 2,
                Item.HUT_TO_12: 2}

ITEM_NAMES = {
    "tattoo": _("un tatuaje"), "shells": _("una recogida de conchas"), "points": _("1 punto de victoria"),
    "offering": _("una ofrenda"), "god_card": _("una carta de Dios"), "material": _("un material de construcción"),
    "hut_to_12": _("mover una cabaña al espacio 12"),
}

HUT_SPACES = 12
SPACE_12 = HUT_SPACES - 1  # the index of the 12th space of a player board
PRIESTS = 4
DICE = 3
TEMPLE_SPACES = 6  # spaces 1..6; priests are pushed towards 1 and fall off after it
BUILDING_VALUES = (1, 2, 3, 4, 5, 6)
ROUNDS = 6  # bora-bora-round
GOD_CARDS = 60
GOD_DISPLAY = 5  # bora-bora-setup-gods: five face-up cards beside the pile
TASKS_CRANE, TASKS_PARROT = 7, 53  # bora-bora-setup-tasks
JEWELLERY = 24
PEOPLE = (Action.MAN, Action.WOMAN)


@dataclass(frozen=True)
class Region:
    id: str
    island: str
    kind: RegionKind
    resource: Resource
    fish: int  # the fish tile beside the region
    xy: tuple[float, float]  # for drawing


REGION_KINDS = {RegionKind.FOREST: Resource.WOOD, RegionKind.PLAINS: Resource.OFFERING, RegionKind.BEACH: Resource.SAND,
                RegionKind.MOUNTAIN: Resource.STONE}
REGION_NAMES = {"forest": _("bosque"), "plains": _("llanura"), "beach": _("playa"), "mountain": _("montaña")}
ISLAND_NAMES = {"C": _("isla central"), "S": _("isla sur"), "E": _("isla este")}
_ISLAND_ORIGIN = {"C": (40, 40), "E": (300, 40), "S": (40, 260)}
_LAYOUT = {RegionKind.FOREST: (0, 0), RegionKind.PLAINS: (1, 0), RegionKind.BEACH: (0, 1), RegionKind.MOUNTAIN: (1, 1)}
_FISH = {"C": {"forest": 2, "plains": 3, "beach": 1, "mountain": 2},
         "S": {"forest": 3, "plains": 1, "beach": 2, "mountain": 3},
         "E": {"forest": 1, "plains": 2, "beach": 3, "mountain": 1}}


def _regions() -> dict[str, Region]:
    out = {}
    for island, (ox, oy) in _ISLAND_ORIGIN.items():
        for kind, (cx, cy) in _LAYOUT.items():
            rid = f"{island}-{kind}"
            out[rid] = Region(rid, island, kind, REGION_KINDS[kind], _FISH[island][kind], (ox + cx * 95, oy + cy * 85))
    return out


REGIONS = _regions()

# Paths: (a, b, kind, value).  Land paths join regions of one island side by side (never diagonally).
_LAND_VALUES = {"C": (3, 5, 4, 2), "E": (2, 4, 5, 3), "S": (4, 3, 2, 6)}
PATHS: tuple[tuple[str, str, str, int], ...] = tuple(
    (f"{i}-{a}", f"{i}-{b}", "land", v)
    for i, values in _LAND_VALUES.items()
    for (a, b), v in zip((("forest", "plains"), ("forest", "beach"), ("plains", "mountain"), ("beach", "mountain")),
                         values, strict=True)
) + (
    ("C-mountain", "S-plains", "water", 5),
    ("C-mountain", "E-beach", "water", 4),
    ("C-plains", "E-forest", "water", 3),
    ("C-beach", "S-forest", "water", 6),
    ("S-mountain", "E-beach", "water", 2),
    ("S-plains", "E-mountain", "water", 1),
)
START_REGIONS = tuple(r.id for r in REGIONS.values() if r.fish == 1)  # the four regions beside a 1-fish tile

# The player board's ceremony grid (2 × 3): which material each space takes.
CEREMONY = ((Resource.SAND, Resource.WOOD, Resource.STONE), (Resource.STONE, Resource.SAND, Resource.WOOD))
CEREMONY_SPACES = tuple((r, c) for r in range(len(CEREMONY)) for c in range(len(CEREMONY[0])))

# Man tiles show status symbols, woman tiles shells (1 to 3; 12 of each value).
MAN_TILES = tuple(1 + i % 3 for i in range(36))
WOMAN_TILES = tuple(1 + (i * 2) % 3 for i in range(36))
PEOPLE_POSITIONS = 6


def paths_from(region: str) -> list[tuple[str, str, int]]:
    """(other region, kind, value) of every path leaving ``region``."""
    out = []
    for a, b, kind, value in PATHS:
        if a == region:
            out.append((b, kind, value))
        elif b == region:
            out.append((a, kind, value))
    return out


def ceremony_adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Horizontally or vertically next to each other on the ceremony grid (never diagonally)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def ceremony_diagonal(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Touching only at a corner on the ceremony grid."""
    return abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1


def ceremony_space_name(space: tuple[int, int]) -> Message:
    """A ceremony space in a reader's words: row and column counted from 1."""
    return _("fila {row}, columna {col}", row=space[0] + 1, col=space[1] + 1)


def region_name(region: str) -> Message:
    r = REGIONS[region]
    return _("{kind} de la {island}", kind=REGION_NAMES[r.kind], island=ISLAND_NAMES[r.island])
