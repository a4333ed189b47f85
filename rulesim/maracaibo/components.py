"""Maracaibo's fixed material as data: what the source counts, illustrative stand-ins for what it does not,
and the voyage map.

The source gives the counts of the component list (``maracaibo-components``)
and the setup numbers (8 A cards each, 40 B cards, a display of four, 24 discs,
starting doubloons 8 to 11…).  It does not say how many A, B or C project
cards there are, which player counts each city tile shows, how many prestige
buildings or career cards exist, or how long the explorer track is: those are
**illustrative** (``maracaibo-components-illustrative``) and marked as such in
the book.

The voyage map (rules ``maracaibo-nav-*`` and ``maracaibo-home-*``): the source
names some location numbers (Havana, where the ships start; Puerto Plata 4,
Santo Domingo 5, San Juan 6, St. Kitts 7, Martinique 8, Port Royal 13,
Cartagena 14, the mission locations 15, 16, 18 and 19, the home spaces 20,
21a, 21b and 22) but does not describe the routes (``maracaibo-q-map``):
:data:`DEFAULT_MAP` is **illustrative**, built on those numbers.  Any
:class:`VoyageMap` that passes :meth:`VoyageMap.validate` can replace it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..errors import InvalidSetupError
from ..i18n import Message, Value, _, default_language, render_value

# --- what the source says -------------------------------------------------------------------------
PLAYERS = (2, 3, 4)
ROUNDS = 4
ROUND_NUMBERS = tuple(range(1, ROUNDS + 1))
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
COMBAT_TILES = 25
MISSION_TILES = 24
STORY_TILES = 4  # "Azulejos de 4 pisos": four story tiles (a translation artefact)
LEGACY_TILES = 23
CITY_TILE_SLOTS = ("4", "5", "13", "14")  # Puerto Plata, Santo Domingo, Port Royal, Cartagena
DEAL = 8  # A cards dealt to each player
B_CARDS_USED = 40
DISPLAY = 4
PLAN, DISCARD = 1, 3  # the first decision about the eight cards (the other four are kept)
PLANNING_SPACES = 3
HAND_LIMIT, UPGRADED_HAND_LIMIT = 4, 6
FACE_UP_COST = 1
DISC_SPACES, DISCS_PER_SPACE = 12, 2  # 24 discs on each ship board
FIGURES_PER_COLOUR = 8  # 32 figures for four colours
FIGURES_IN_HAND, FIGURES_ON_CAREER = 2, 3
CAREER_CARDS_EACH = 2
START_VP, START_COMBAT, START_INCOME, START_INFLUENCE = 0, 1, 8, 0
START_DOUBLOONS = (8, 9, 10, 11)  # by seat, from the first player clockwise
CERTIFICATE = 10  # a certificate is worth 10 doubloons
COINS, CERTIFICATES = 58, 4
DOUBLOONS = COINS + CERTIFICATES * CERTIFICATE  # every doubloon of the game: 98
HOME_POINTS = 3  # spaces 21a and 21b
EXPLORER_STEPS = 2  # space 20: the explorer up to two spaces


class Upgrade(StrEnum):
    """The two ship upgrades the phase C rules name (``maracaibo-draw-hand-limit``, ``-free-display``)."""

    HAND_LIMIT = "hand-limit"
    FREE_DISPLAY = "free-display"


UPGRADE_NAMES: dict[Upgrade, Message] = {Upgrade.HAND_LIMIT: _("límite de 6 cartas"),
                                         Upgrade.FREE_DISPLAY: _("cartas boca arriba gratis")}

# --- nations and their property markers ----------------------------------------------------------
NATIONS = ("france", "england", "spain")
NATION_COLOUR = {"france": "blue", "england": "white", "spain": "red"}
NATION_NAMES: dict[str, Message] = {"france": _("Francia"), "england": _("Inglaterra"), "spain": _("España")}
PROPERTY_SPACES = (1, 2, 2, 2, 2, 2, 2)  # markers per space, left to right: 13 per nation, 39 in all
TWO_PLAYER_VILLAGES = {"6": "spain", "7": "england", "8": "france"}  # red San Juan, white St. Kitts, blue Martinique

# --- player colours (the source names none) --------------------------------------------------------
COLOURS = ("yellow", "green", "purple", "orange")
COLOUR_NAMES: dict[str, Message] = {"yellow": _("amarillo"), "green": _("verde"), "purple": _("morado"),
                                    "orange": _("naranja")}
COLOUR_HEX = {"yellow": "#e0b000", "green": "#2e8b57", "purple": "#7d3c98", "orange": "#e67e22"}

# --- illustrative ---------------------------------------------------------------------------------
A_CARDS = tuple(range(1, 61))      # 60 A cards (illustrative count)
B_CARDS = tuple(range(101, 181))   # 80 B cards (illustrative count); 40 of them are used
C_CARD_BASE = 201                  # C cards of a campaign, 201, 202, … (as many as the game is given)
C_CARDS_MOST = 40                  # a campaign brings at most 40 C cards into the box
CAREER_CARDS = tuple(range(1, 13))  # 12 career cards, three goals each (illustrative)
CAREER_GOALS = 3
PRESTIGE_BUILDINGS = tuple(range(1, 11))  # 10 prestige buildings, 4 used (illustrative)
EXPLORER_TRACK = 12                # the explorer's start is 0, the last space 12 (illustrative)
EXPLORER_MISSION_SPACES = (4, 8, 12)  # where the three mission tiles lie (illustrative)


@dataclass(frozen=True)
class CityTile:
    """A city tile: the player counts it shows and whether it carries the mark of the two always used."""

    id: int
    players: frozenset[int]
    marked: frozenset[int] = frozenset()  # the player counts for which it is one of the two marked tiles


CITY_TILES = (
    CityTile(1, frozenset({2}), frozenset({2})), CityTile(2, frozenset({2, 3}), frozenset({2})),
    CityTile(3, frozenset({3}), frozenset({3})), CityTile(4, frozenset({3, 4}), frozenset({3})),
    CityTile(5, frozenset({4}), frozenset({4})), CityTile(6, frozenset({2, 4}), frozenset({4})),
    CityTile(7, frozenset({2, 3, 4})), CityTile(8, frozenset({2, 3, 4})), CityTile(9, frozenset({2, 3})),
    CityTile(10, frozenset({3, 4})), CityTile(11, frozenset({2, 4})), CityTile(12, frozenset({2, 3, 4})),
)

# --- story cards (which exist; their text is not in the source) -----------------------------------
CAMPAIGN_START = "01"
CONTINUE = "continue"
STANDALONE = ("75", "76", "77")
CHAPTERS = tuple(str(n) for n in range(80, 90))  # 80 = chapter 2, 81 = chapter 3, …
STORIES = (CAMPAIGN_START, CONTINUE) + CHAPTERS + STANDALONE


def chapter(story: str) -> int | None:
    """The chapter a story card 80–89 starts (80 → 2, 81 → 3, …, 89 → 11); ``None`` for any other."""
    return int(story) - 78 if story in CHAPTERS else None


def is_campaign(story: str) -> bool:
    return story not in STANDALONE


def round_name(r: int) -> str:
    """A round as the book numbers it: I, II, III, IV."""
    return ROMAN.get(r, str(r))


# ==================================================================================== the voyage map
MAX_POINTS = 7
ALL_ROUNDS = frozenset(ROUND_NUMBERS)
START = "H"


class Kind(StrEnum):
    START = "start"
    CITY = "city"
    VILLAGE = "village"
    HOME = "home"


class LocationName(Message):
    """A location as a reader sees it: its number, and its name when it has one (``5 (Santo Domingo)``)."""

    __slots__ = ()

    def __init__(self, loc: str, name: Message | None) -> None:
        super().__init__("", loc=loc, name=name)

    def render(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        name = self.params["name"]
        loc = str(self.params["loc"])
        return loc if name is None else f"{loc} ({render_value(name, lang)})"


@dataclass(frozen=True)
class Location:
    """One location: ``id`` as printed (``"5"``, ``"21a"``), its kind, an optional name, whether it carries
    the must-stop symbol, the rounds in which it is a home space, and its drawing position."""

    id: str
    kind: Kind
    xy: tuple[float, float]
    name: Message | None = None
    must_stop: bool = False
    home_rounds: frozenset[int] = frozenset()


@dataclass(frozen=True)
class Arrow:
    """An arrow of the map: from ``a`` to ``b``, ``cost`` movement points, drawn in ``rounds``."""

    a: str
    b: str
    cost: int = 1
    rounds: frozenset[int] = ALL_ROUNDS


@dataclass(frozen=True)
class Voyage:
    """One way to end phase A: the locations entered in order, the points they cost, and why it ends there."""

    path: tuple[str, ...]
    cost: int
    must_stop: bool  # the last location cannot be passed

    @property
    def end(self) -> str:
        return self.path[-1]


def village_actions(points: int) -> int:
    """How many village actions a village gives after spending ``points`` (``maracaibo-main-village``)."""
    return 3 if points >= MAX_POINTS else 2 if points >= 4 else 1


@dataclass(frozen=True)
class VoyageMap:
    locations: dict[str, Location]
    arrows: tuple[Arrow, ...]
    illustrative: bool = False
    last: dict[int, str] = field(default_factory=dict)  # round -> the last space (ends the round)
    order: dict[str, int] = field(init=False, compare=False, repr=False)
    out: dict[tuple[str, int], tuple[Arrow, ...]] = field(init=False, compare=False, repr=False)
    #: the voyages already found, by start, round and points (a ship's listing asks for them at every turn)
    walks: dict[tuple[str, int, int], tuple[Voyage, ...]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        out: dict[tuple[str, int], list[Arrow]] = {}
        for arrow in self.arrows:
            for r in arrow.rounds:
                out.setdefault((arrow.a, r), []).append(arrow)
        object.__setattr__(self, "out", {k: tuple(sorted(v, key=lambda a: self._key(a.b))) for k, v in out.items()})
        object.__setattr__(self, "order", self._topological())
        object.__setattr__(self, "walks", {})

    def _key(self, loc: str) -> tuple[int, int, str]:
        digits = "".join(c for c in loc if c.isdigit())
        return (0, 0, "") if loc == START else (1, int(digits or 0), loc)

    def _topological(self) -> dict[str, int]:
        """A rank for every location that grows along every arrow (the map has no cycle)."""
        incoming = {loc: 0 for loc in self.locations}
        for arrow in self.arrows:
            if arrow.b in incoming:
                incoming[arrow.b] += 1
        ready = sorted((loc for loc, n in incoming.items() if n == 0), key=self._key)
        order: dict[str, int] = {}
        while ready:
            loc = ready.pop(0)
            order[loc] = len(order)
            for arrow in self.arrows:
                if arrow.a == loc and arrow.b in incoming:
                    incoming[arrow.b] -= 1
                    if incoming[arrow.b] == 0:
                        ready.append(arrow.b)
                        ready.sort(key=self._key)
        return order

    # ---------------------------------------------------------------- queries
    def ids(self) -> list[str]:
        return sorted(self.locations, key=self._key)

    def kind(self, loc: str) -> Kind:
        return self.locations[loc].kind

    def is_home(self, loc: str, round_: int) -> bool:
        return round_ in self.locations[loc].home_rounds

    def home_spaces(self, round_: int) -> list[str]:
        return [loc for loc in self.ids() if self.is_home(loc, round_)]

    def must_stop(self, loc: str, round_: int) -> bool:
        """A location that ends the movement: the symbol, or a home space of this round."""
        return self.locations[loc].must_stop or self.is_home(loc, round_)

    def arrows_from(self, loc: str, round_: int) -> tuple[Arrow, ...]:
        return self.out.get((loc, round_), ())

    def arrow(self, a: str, b: str, round_: int) -> Arrow | None:
        return next((x for x in self.arrows_from(a, round_) if x.b == b), None)

    def cost(self, start: str, path: tuple[str, ...], round_: int) -> int:
        """The movement points of sailing ``path`` from ``start`` (a path along the arrows of the round)."""
        cost, here = 0, start
        for loc in path:
            arrow = self.arrow(here, loc, round_)
            assert arrow is not None, (here, loc)
            cost += arrow.cost
            here = loc
        return cost

    def voyages(self, start: str, round_: int, points: int = MAX_POINTS) -> list[Voyage]:
        """Every path a ship on ``start`` may sail in round ``round_`` with ``points`` movement points:
        at least one location, along the arrows, ending at the first must-stop location on the way."""
        key = (start, round_, points)
        if key not in self.walks:
            self.walks[key] = tuple(self._walk(start, round_, points))
        return list(self.walks[key])

    def _walk(self, start: str, round_: int, points: int) -> list[Voyage]:
        found: list[Voyage] = []

        def walk(loc: str, path: tuple[str, ...], cost: int) -> None:
            for arrow in self.arrows_from(loc, round_):
                spent = cost + arrow.cost
                if spent > points:
                    continue
                new = path + (arrow.b,)
                stop = self.must_stop(arrow.b, round_)
                found.append(Voyage(new, spent, stop))
                if not stop:
                    walk(arrow.b, new, spent)

        walk(start, (), 0)
        return found

    def name(self, loc: str) -> Message:
        """``5 (Santo Domingo)``, ``12``, ``La Habana``."""
        where = self.locations[loc]
        if where.kind is Kind.START:
            return where.name or _("salida")
        return LocationName(loc, where.name)

    # -------------------------------------------------------------- checking
    def validate(self) -> VoyageMap:
        bad = [x for a in self.arrows for x in (a.a, a.b) if x not in self.locations]
        if bad:
            raise InvalidSetupError("maracaibo-q-map", _("El mapa nombra lugares que no existen: {ids}.",
                                                         ids=", ".join(sorted(set(bad)))))
        if START not in self.locations or self.locations[START].kind is not Kind.START:
            raise InvalidSetupError("maracaibo-player-markers", _("El mapa necesita La Habana como salida."))
        if len(self.order) != len(self.locations):
            raise InvalidSetupError("maracaibo-nav-no-backwards", _(
                "Las flechas del mapa forman un ciclo: un barco podría volver atrás."))
        if any(a.cost < 1 for a in self.arrows):
            raise InvalidSetupError("maracaibo-nav-step", _("Cada flecha cuesta al menos un punto de movimiento."))
        for r in ROUND_NUMBERS:
            last = self.last.get(r)
            if last not in self.locations or not self.is_home(last, r) or self.arrows_from(last, r):
                raise InvalidSetupError("maracaibo-q-last-space", _(
                    "Cada ronda necesita un último espacio que sea de vuelta a casa y del que no salga ninguna "
                    "flecha."))
        return self


@dataclass(frozen=True)
class Destination:
    """Where a ship may end this turn, for how many points, and by how many paths."""

    end: str
    cost: int
    paths: tuple[tuple[str, ...], ...]
    must_stop: bool


def destinations(start: str, round_: int, sea: VoyageMap | None = None) -> list[Destination]:
    """Every (location, points) a ship on ``start`` may end on in round ``round_``, along the route order."""
    sea = sea or DEFAULT_MAP
    grouped: dict[tuple[str, int], list[Voyage]] = {}
    for v in sea.voyages(start, round_):
        grouped.setdefault((v.end, v.cost), []).append(v)
    found = [Destination(end, cost, tuple(v.path for v in vs), vs[0].must_stop) for (end, cost), vs in grouped.items()]
    return sorted(found, key=lambda d: (sea.order[d.end], d.cost))


def _default() -> VoyageMap:
    V, C, H = Kind.VILLAGE, Kind.CITY, Kind.HOME
    early, last_round = frozenset({1, 2, 3}), frozenset({4})
    places = [
        Location(START, Kind.START, (34, 54), _("La Habana")),
        Location("1", V, (92, 30)), Location("2", V, (92, 88)), Location("3", V, (150, 58)),
        Location("4", C, (208, 34), Value("Puerto Plata")), Location("5", C, (240, 96), Value("Santo Domingo")),
        Location("6", V, (300, 44), Value("San Juan")), Location("7", V, (328, 110), Value("St. Kitts")),
        Location("8", V, (326, 180), _("Martinica")), Location("9", V, (282, 226)),
        Location("10", V, (318, 282), must_stop=True), Location("11", C, (270, 334), Value("Maracaibo")),
        Location("12", V, (206, 312)), Location("13", C, (170, 252), Value("Port Royal")),
        Location("14", C, (150, 372), Value("Cartagena")), Location("15", V, (88, 330)),
        Location("16", V, (40, 272)), Location("17", C, (92, 214)), Location("18", V, (30, 196)),
        Location("19", V, (56, 138)), Location("20", H, (120, 146), home_rounds=ALL_ROUNDS),
        Location("21a", H, (186, 150), home_rounds=early), Location("21b", H, (168, 202), home_rounds=last_round),
        Location("22", H, (232, 196), home_rounds=last_round),
    ]
    links = [(START, "1"), (START, "2"), ("1", "3"), ("2", "3"), ("3", "4"), ("4", "5"), ("5", "6"), ("6", "7"),
             ("7", "8"), ("8", "9"), ("5", "9"), ("9", "10"), ("10", "11"), ("11", "12"), ("12", "13"), ("12", "14"),
             ("13", "15"), ("14", "15"), ("15", "16"), ("16", "17"), ("16", "18"), ("17", "19"), ("18", "19"),
             ("19", "20")]
    arrows = [Arrow(a, b) for a, b in links]
    arrows += [Arrow("20", "21a", rounds=early), Arrow("20", "21b", rounds=last_round),
               Arrow("21b", "22", rounds=last_round)]
    last = {1: "21a", 2: "21a", 3: "21a", 4: "22"}
    return VoyageMap({p.id: p for p in places}, tuple(arrows), illustrative=True, last=last).validate()


DEFAULT_MAP = _default()
