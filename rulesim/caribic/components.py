"""Caribic's components as data: bribe cards, treasure chests, ships, coins and the sea map.

Rules sections: *Components* (``caribic-components``, ``caribic-coins``) and
*Setup* (``caribic-setup-cards``, ``caribic-setup-chests``, ``caribic-setup-ships``); the map
(``caribic-move-one-ship``, ``caribic-move-havens``).

The source counts the components (4 × 7 bribe cards, 16 chests worth 4,000 to
8,000 doubloons, 6 ships, 35 coins) but does not print the bribe cards' values
or say which port each chest names: :data:`DEFAULT_CARDS` and
:data:`DEFAULT_CHESTS` are *illustrative* (``caribic-q-card-values``).

The source does not describe the board either (``caribic-q-map``): :data:`DEFAULT_MAP` is an
*illustrative* grid of 7 × 5 sea spaces with 16 port towns, a safe haven in each corner and six start
spaces.  Any :class:`SeaMap` that passes :meth:`SeaMap.validate` can replace it.

A card is written in a situation file as its barrels (``3``), ``"thief"`` (a
thief and no barrels) or both (``"2+thief"``): :func:`card_notation` and
:func:`parse_card`.

    >>> parse_card("2+thief"), card_notation(BribeCard(0, 0, 1))
    (BribeCard(id=-1, barrels=2, thieves=1), 'thief')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..errors import InvalidSetupError
from ..i18n import Message, Plural, Value, _

SHIPS = ("Arriba", "Bravo", "Caribic", "Diabolo", "Evita", "Fuego")  # moved in this order
COLOURS = ("red", "blue", "green", "yellow")
COLOUR_NAMES = {"red": _("rojo"), "blue": _("azul"), "green": _("verde"), "yellow": _("amarillo")}
COLOUR_HEX = {"red": "#c0392b", "blue": "#2f6fb5", "green": "#2e8b57", "yellow": "#d4a000"}
COINS = (("gold", 10_000), ("silver", 5_000), ("copper", 1_000))  # caribic-coins
COIN_NAMES = {"gold": _("oro"), "silver": _("plata"), "copper": _("cobre")}
CAPTURE_REWARD = 2_000  # caribic-treasure-capture
CARDS_PER_PLAYER = 7  # caribic-setup-cards
MAX_BARRELS = 9  # what a card written in a situation may show (the source prints no values)
THIEF = "thief"


@dataclass(frozen=True)
class BribeCard:
    """One bribe card: the barrels it bids, and how many thieves it shows."""

    id: int
    barrels: int
    thieves: int = 0

    @property
    def is_thief(self) -> bool:
        return self.thieves > 0

    @property
    def face(self) -> tuple[int, int]:
        """What the card shows (barrels, thieves): two cards with the same face bid alike."""
        return self.barrels, self.thieves

    def describe(self) -> Message:
        barrels = Plural("{n} barril", "{n} barriles", self.barrels)
        if not self.is_thief:
            return barrels
        if self.thieves == 1:
            return _("ladrón") if not self.barrels else _("{barrels} y un ladrón", barrels=barrels)
        thieves = Plural("{n} ladrón", "{n} ladrones", self.thieves)
        return thieves if not self.barrels else _("{barrels} y {thieves}", barrels=barrels, thieves=thieves)


def card_notation(card: BribeCard) -> int | str:
    """How a situation file writes a card: ``3``, ``"thief"``, ``"2+thief"`` (``"1+thief+thief"``: two thieves)."""
    if not card.is_thief:
        return card.barrels
    thieves = "+".join([THIEF] * card.thieves)
    return thieves if not card.barrels else f"{card.barrels}+{thieves}"


def parse_card(value: object) -> BribeCard | Message:
    """The card a file writes (see :func:`card_notation`), with id −1 (not yet one of a player's cards),
    or a message saying what is wrong."""
    problem = _("Se espera un número de barriles (0 a {high}), «thief» o los dos, como «2+thief».", high=MAX_BARRELS)
    if isinstance(value, int) and not isinstance(value, bool):
        return BribeCard(-1, value) if 0 <= value <= MAX_BARRELS else problem
    if not isinstance(value, str):
        return problem
    parts = [p.strip() for p in value.split("+")]
    barrels = 0
    if parts and parts[0].isdigit():
        barrels = int(parts.pop(0))
    if not parts or any(p != THIEF for p in parts) or barrels > MAX_BARRELS or len(parts) > 2:
        return problem
    return BribeCard(-1, barrels, len(parts))


@dataclass(frozen=True)
class Chest:
    """A treasure chest: its value in doubloons and the port town it names."""

    id: int
    value: int
    port: str


# Each player's seven cards (illustrative): 0 to 5 barrels, and one thief.
DEFAULT_CARDS = tuple(BribeCard(i, b) for i, b in enumerate(range(6))) + (BribeCard(6, 0, 1),)

_VALUES = (4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 8, 8)
DEFAULT_CHESTS = tuple(Chest(i, v * 1000, f"T{i + 1:02d}") for i, v in enumerate(_VALUES))


def coins(amount: int) -> list[tuple[str, int]]:
    """Doubloons as the fewest coins: ``12000`` → one gold, two copper (``caribic-coins``)."""
    if amount < 0 or amount % 1000:
        raise ValueError(f"{amount} doubloons cannot be paid in coins")
    out = []
    for name, value in COINS:
        count, amount = divmod(amount, value)
        if count:
            out.append((name, count))
    return out


def doubloons(amount: int, lang: str) -> str:
    """``12.000 doblones`` / ``12,000 doubloons`` (numbers grouped as Babel groups them)."""
    return doubloons_message(amount).render(lang)


def doubloons_message(amount: int) -> Message:
    return _("{amount} doblones", amount=amount)


def coins_message(amount: int) -> Message:
    """The fewest coins for ``amount``, in words: «1 de oro y 2 de cobre»."""
    parts = [_("{n} de {coin}", n=count, coin=COIN_NAMES[name]) for name, count in coins(amount)]
    return _("{parts}", parts=parts) if parts else _("ninguna moneda")


def describe_coins(amount: int, lang: str) -> str:
    return coins_message(amount).render(lang) if amount else "—"


# ------------------------------------------------------------------------------ the map
@dataclass(frozen=True)
class SeaMap:
    """``spaces``: id → (x, y) drawing position; ``havens``: colour → haven space id
    (havens are spaces of the route too); ``ports``: town → the sea space it lies
    on; ``starts``: the six start spaces; ``edges``: adjacent pairs."""

    spaces: Mapping[str, tuple[float, float]]
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

    def label(self, space: str, article: bool = True) -> Message:
        """A space as readers name it: a haven by its colour ("el refugio rojo"; without ``article``,
        "refugio rojo"), a space of the grid by its column and row as the map's edges show them ("B1"),
        a port town's space by its town too ("B1 (T01)")."""
        owner = self.haven_owner(space)
        if owner is not None:
            if not article:
                return _("refugio {colour}", colour=COLOUR_NAMES[owner])
            return _("el refugio {colour}", colour=COLOUR_NAMES[owner])
        name = grid_name(space) or space
        town = next((t for t, s in self.ports.items() if s == space), None)
        return Value(name) if town is None else _("{space} ({town})", space=name, town=town)

    def validate(self) -> SeaMap:
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
