"""The parts of a Bora Bora position that are more than numbers: its phases and the records it holds.

Each record is declared with :func:`rulesim.position.part` — the part as a reader names it, its kind, the
rule it answers to — so a saved game and the public builder (:meth:`State.arranged
<rulesim.bora_bora.state.State.arranged>`) read it the same way:

- :class:`Seat`: what a player has — points and status, the player board (hut spaces, man and woman tiles,
  ceremony spaces, buildings), what lies beside it, the god cards in hand, the tasks, the dice still to place;
- :class:`Person`: a man or woman tile on a player board (``bora-bora-people-*``, ``bora-bora-helper-tattoo``);
- :class:`PlacedDie`: a die on an action tile (``bora-bora-dice-*``);
- :class:`Building`: a building tile built on two ceremony spaces (``bora-bora-build-*``);
- :class:`Pending`: the action being carried out (its die, the helper's points left, the region just settled).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import GamePhase
from ..i18n import _
from ..kinds import Boolean, Choice, Integer, ListOf, MapOf, Maybe
from ..position import Record, part
from .components import (
    ACTION_NAMES,
    CEREMONY,
    GOD_CARDS,
    HUT_SPACES,
    JEWELLERY,
    MAN_TILES,
    MATERIALS,
    PEOPLE,
    REGIONS,
    RESOURCE_NAMES,
    TASKS_CRANE,
    TASKS_PARROT,
    TILE_NAMES,
    WOMAN_TILES,
    Action,
    Resource,
    Tile,
    region_name,
)


class Phase(GamePhase):
    """What the position waits for."""

    START_HUTS = "start-huts", _("las primeras cabañas")  # setup: the first huts, in reverse turn order
    PLACE = "place", _("poner un dado")  # phase A: a die on an action tile
    EXPAND = "expand", _("expansión")  # which region to settle
    RESOURCE = "resource", _("el recurso de la región")  # take the new region's resource or not
    CEREMONY = "ceremony", _("poner un material")  # which ceremony space a material goes to, when two would do
    FISH = "fish", _("la ficha de pez")  # score the fish tile now or never
    PERSON = "person", _("tomar un hombre o una mujer")  # which man or woman tile to take
    HELPER = "helper", _("los cambios del ayudante")  # the helper's trades
    TEMPLE = "temple", _("poner un sacerdote")  # which temple space
    BUILD = "build", _("construcción")  # which building tile, on which two spaces
    DONE = "done", _("cierre de la ronda")  # phase A is over (phases B and C are not in the source)


#: the phase in which a die's action is carried out (``bora-bora-dice-place``)
ACTION_PHASE = {Action.LAND: Phase.EXPAND, Action.WATER: Phase.EXPAND, Action.MAN: Phase.PERSON,
                Action.WOMAN: Phase.PERSON, Action.HELPER: Phase.HELPER, Action.TEMPLE: Phase.TEMPLE,
                Action.BUILD: Phase.BUILD}

# ------------------------------------------------------------------------------------ kinds
PLAYER = Integer(0, 3)
DIE = Integer(1, 6, control="die")
COUNT = Integer(0, 999)
REGION = Choice({r: region_name(r) for r in REGIONS}, control="dropdown")
TILE = Choice({t: TILE_NAMES[t] for t in Tile})
ACTION = Choice({a: ACTION_NAMES[a] for a in Action})
MATERIAL = Choice({m: RESOURCE_NAMES[m] for m in MATERIALS})
PERSON_KIND = Choice({a: ACTION_NAMES[a] for a in PEOPLE})
PHASE = Choice({p: p.label for p in Phase})
SPACE = ListOf(Integer(0, len(CEREMONY[0]) - 1), 2, 2)  # a ceremony space: [row, column], from 0
PERSON_TILE = Integer(0, max(len(MAN_TILES), len(WOMAN_TILES)) - 1)
GOD_CARD = Integer(0, GOD_CARDS - 1)
TASK = Integer(0, TASKS_CRANE + TASKS_PARROT - 1)
JEWEL = Integer(0, JEWELLERY - 1)


@dataclass(frozen=True)
class Person:
    """A man or woman tile on a player board: its face (an index into the man or woman tiles) and whether
    it has been turned down (tattooed, or its shells collected)."""

    kind: Action = part(_("hombre o mujer"), PERSON_KIND, "bora-bora-people-take")
    tile: int = part(_("qué ficha es"), PERSON_TILE, "bora-bora-setup-people")
    turned: bool = part(_("si ya se giró (tatuado, o recogidas sus conchas)"), Boolean(), "bora-bora-helper-tattoo",
                        default=False)

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Action):
            object.__setattr__(self, "kind", Action(self.kind))
        if self.kind not in PEOPLE:
            raise ValueError(f"not a man or a woman: {self.kind}")

    @property
    def symbols(self) -> int:
        """Status symbols (a man) or shells (a woman) on the tile's left side."""
        return (MAN_TILES if self.kind == Action.MAN else WOMAN_TILES)[self.tile]


@dataclass(frozen=True)
class PlacedDie:
    """A die on an action tile: whose it is and its value."""

    player: int = part(_("de quién es"), PLAYER, "bora-bora-dice-roll")
    value: int = part(_("su valor"), DIE, "bora-bora-dice-roll")


@dataclass(frozen=True)
class Building:
    """A building tile built on two ceremony spaces ``a`` and ``b`` (row, column)."""

    value: int = part(_("el valor de la ficha"), Integer(1, 6), "bora-bora-build-value")
    a: tuple[int, int] = part(_("un espacio de ceremonia que cubre: fila y columna, desde 0"), SPACE,
                              "bora-bora-build-materials")
    b: tuple[int, int] = part(_("el otro espacio de ceremonia que cubre"), SPACE, "bora-bora-build-materials")


@dataclass(frozen=True)
class Pending:
    """The action being carried out: the action, its die, the helper points left (``budget``) and the
    region just settled."""

    action: Action = part(_("la acción"), ACTION, "bora-bora-dice-place")
    die: int = part(_("su dado"), DIE, "bora-bora-dice-place")
    budget: int = part(_("los puntos de dado que le quedan al ayudante"), Integer(0, 6), "bora-bora-helper-budget")
    region: str | None = part(_("la región recién colonizada"), Maybe(REGION), "bora-bora-expand-resource",
                              default=None)


def _empty_board() -> list[int]:
    return [1] * HUT_SPACES


def _no_people() -> list[Person | None]:
    return [None] * HUT_SPACES


def _no_materials() -> list[list[Resource | None]]:
    return [[None] * len(row) for row in CEREMONY]


def _nothing_beside() -> dict[Resource, int]:
    return {m: 0 for m in MATERIALS}


@dataclass
class Seat:
    """What a player has: victory points and status, the hut spaces of the player board (a count each: spaces
    1 to 11 hold one hut at most, space 12 any number), the man and woman tiles on it, its ceremony spaces and
    buildings, the materials, offerings and shells beside it, the fish tiles scored, the god cards in hand,
    the task tiles and the dice still to place."""

    vp: int = part(_("sus puntos de victoria"), COUNT, "bora-bora-setup-order", default=0)
    status: int = part(_("dónde está su marcador de estado"), COUNT, "bora-bora-helper-tattoo", default=0)
    huts: list[int] = part(_("las cabañas de cada espacio de su tablero, del 1 al 12"),
                           ListOf(Integer(0, HUT_SPACES), HUT_SPACES, HUT_SPACES), "bora-bora-setup-player",
                           default_factory=_empty_board)
    people: list[Person | None] = part(_("la ficha de hombre o mujer de cada espacio de su tablero, del 1 al 12"),
                                       ListOf(Maybe(Record(Person)), HUT_SPACES, HUT_SPACES),
                                       "bora-bora-people-space", default_factory=_no_people)
    ceremony: list[list[Resource | None]] = part(
        _("el material de cada espacio de ceremonia, fila a fila"),
        ListOf(ListOf(Maybe(MATERIAL), len(CEREMONY[0]), len(CEREMONY[0])), len(CEREMONY), len(CEREMONY)),
        "bora-bora-helper-material", default_factory=_no_materials)
    beside: dict[Resource, int] = part(_("los materiales junto a su tablero, sin espacio de ceremonia"),
                                       MapOf(MATERIAL, COUNT), "bora-bora-q-material-beside",
                                       default_factory=_nothing_beside)
    buildings: list[Building] = part(_("sus fichas de construcción ya construidas"), ListOf(Record(Building), 0, 6),
                                     "bora-bora-build-value", default_factory=list)
    offerings: int = part(_("sus ofrendas"), COUNT, "bora-bora-setup-player", default=2)
    shells: int = part(_("sus conchas"), COUNT, "bora-bora-helper-shells", default=0)
    fish_scored: list[str] = part(_("las regiones cuya ficha de pez ya puntuó"), ListOf(REGION, unique=True),
                                  "bora-bora-expand-fish", default_factory=list)
    god_cards: list[int] = part(_("las cartas de Dios de su mano"), ListOf(GOD_CARD), "bora-bora-setup-gods",
                                default_factory=list)
    tasks: list[int] = part(_("sus fichas de tarea"), ListOf(TASK, 0, 3), "bora-bora-setup-tasks",
                            default_factory=list)
    dice: list[int] = part(_("los dados que aún no ha puesto, de mayor a menor"), ListOf(DIE, 0, 3),
                           "bora-bora-dice-roll", default_factory=list)


SEAT_FIELDS = frozenset(f for f in Seat.__dataclass_fields__)
