"""Ships' fixed material as data: components, the player screen, the action boxes, the ship-age track and the
board, and their names in words.

Rules sections: *Components* (``ships-components``), *Setup* (``ships-setup-*``)
and the parts of *Phase two* and *Place ship* that name a box or a space.

The source counts the components and names the boxes of the screen and the
board, but it shows none of them.  Everything here that the source does not
give is **illustrative** (``ships-components-illustrative``) and can be replaced
by other data of the same shape:

- the action cost table: the source gives only *Upgrade ship* (a merchant cube
  and 1 gold, or a free cube and 3 gold, ``ships-pay-example``);
- the number of warehouse and bank spaces (chosen so that 16 city discs cover
  them, as 17 discs minus the victory-point marker leave);
- the ship-age track: which era each of its eleven levels belongs to and the
  victory points for the first ship on a level (``ships-q-track-points``);
- the board: its areas in order, their locations, trade boxes and city spaces
  with their benefits (``ships-q-board``).  Miletus with an oil box and South
  America's two-gold box come from the source's examples.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from ..errors import InvalidSetupError
from ..i18n import Message, Plural, Value, _


class Era(StrEnum):
    GALLEY = "galley"
    SAILING = "sailing"
    STEAM = "steam"


ERAS = (Era.GALLEY, Era.SAILING, Era.STEAM)
ERA_NAMES = {Era.GALLEY: _("galera"), Era.SAILING: _("velero"), Era.STEAM: _("barco de vapor")}
ERA_SHORT = {Era.GALLEY: _("galera"), Era.SAILING: _("velero"), Era.STEAM: _("vapor")}
ERA_OF_ERA_NAMES = {Era.GALLEY: _("era de la galera"), Era.SAILING: _("era del velero"),
                    Era.STEAM: _("era del vapor")}

#: ships-cubes-era: (merchant cubes from the available stock, free cubes from the pool) per era
ERA_CUBES = {Era.GALLEY: (2, 0), Era.SAILING: (2, 1), Era.STEAM: (2, 2)}


class Good(StrEnum):
    FOOD = "food"
    OIL = "oil"
    METAL = "metal"
    WINE = "wine"
    CLOTH = "cloth"


GOODS = (Good.FOOD, Good.OIL, Good.METAL, Good.WINE, Good.CLOTH)
# "metal" is the same word in both languages: a Value, not a message to translate
GOOD_NAMES = {Good.FOOD: _("comida"), Good.OIL: _("aceite"), Good.METAL: Value("metal"), Good.WINE: _("vino"),
              Good.CLOTH: _("tela")}
GOOD_HEX = {Good.FOOD: "#7cb342", Good.OIL: "#37474f", Good.METAL: "#90a4ae", Good.WINE: "#8e244d",
            Good.CLOTH: "#5c6bc0"}
#: ships-components: goods counters in the box
GOOD_COUNTERS = {Good.FOOD: 14, Good.OIL: 8, Good.METAL: 8, Good.WINE: 10, Good.CLOTH: 20}

SPICE = "spice"  # a trade-box symbol: no counter (ships-place-spice)
TWO_GOLD = "two-gold"  # South America's box (ships-place-south-america)
SYMBOL_NAMES: dict[str, Message] = {**{g.value: n for g, n in GOOD_NAMES.items()}, SPICE: _("especia"),
                                    TWO_GOLD: _("dos de oro")}

# ships-components: the pieces of the box (per player: the screen, 17 discs, 20 merchant cubes, 6 + 6 + 6 ship counters)
SHIP_COUNTERS_PER_ERA = 6
CITY_DISCS = 17
MERCHANT_CUBES = 20
FREE_CUBES = 25
GOLD_COINS = 56
NAVIGATION_COUNTERS = 20
INDUSTRY_COUNTERS = 30
CARDS = 55

# ships-setup-cubes, ships-setup-free, ships-setup-vp, ships-setup-cards
STOCK_MERCHANT_CUBES = 9
START_FREE_CUBES = 2
START_VP = 5
FACE_UP_GALLEY_CARDS = 12
#: illustrative split of the 55 cards into the three decks (the source does not give it)
DECK_SIZES = {Era.GALLEY: 19, Era.SAILING: 18, Era.STEAM: 18}

#: illustrative: the spaces of the warehouse and of the bank on the screen (ships-setup-discs)
WAREHOUSE_SPACES = 11
BANK_SPACES = 10
OPEN_WAREHOUSE = 3  # ships-setup-discs: the first three warehouse spaces stay open
OPEN_BANK = 2       # … and the first two bank spaces

COLOURS = ("red", "yellow", "blue", "green")
COLOUR_NAMES = {"red": _("rojo"), "yellow": _("amarillo"), "blue": _("azul"), "green": _("verde")}
COLOUR_HEX = {"red": "#c0392b", "yellow": "#d4a000", "blue": "#2f6fb5", "green": "#2e8b57"}


# ------------------------------------------------------------------------ the actions
class Action(StrEnum):
    PLACE = "place-ship"
    UPGRADE = "upgrade-ship"
    REMOVE = "remove-ship"
    CARD = "take-card"
    GOLD = "take-gold"
    NAVIGATION = "take-navigation"
    SELL = "sell-goods"
    RECOVER = "recover-cubes"


ACTIONS = tuple(Action)
ACTION_NAMES = {
    Action.PLACE: _("Colocar barco"), Action.UPGRADE: _("Mejorar barco"), Action.REMOVE: _("Quitar un barco"),
    Action.CARD: _("Tomar una carta"), Action.GOLD: _("Tomar un oro"),
    Action.NAVIGATION: _("Tomar dos fichas de navegación"), Action.SELL: _("Vender mercancías"),
    Action.RECOVER: _("Recuperar cubos de comerciante"),
}
#: the actions the source names but never describes (ships-action-undescribed)
UNDESCRIBED = (Action.UPGRADE, Action.REMOVE, Action.SELL)


class Payment(StrEnum):
    MERCHANT = "merchant"        # a merchant cube of the action section + the gold on the left (ships-pay-merchant)
    FREE_SECTION = "free-section"  # a free cube of the action section + the gold on the right (ships-pay-free)
    FREE_STOCK = "free-stock"      # a free cube of the available stock + the gold on the right


PAYMENTS = tuple(Payment)
PAYMENT_NAMES = {
    Payment.MERCHANT: _("cubo de comerciante de la sección de acciones"),
    Payment.FREE_SECTION: _("cubo libre de la sección de acciones"),
    Payment.FREE_STOCK: _("cubo libre del stock disponible"),
}


PAYMENT_SHORT = {
    Payment.MERCHANT: _("cubo de comerciante"),
    Payment.FREE_SECTION: _("cubo libre de la sección"),
    Payment.FREE_STOCK: _("cubo libre del stock"),
}


@dataclass(frozen=True)
class Cost:
    """The two activation costs printed on an action box: gold with a merchant cube (left), with a free cube (right)."""

    merchant_gold: int
    free_gold: int
    illustrative: bool = True

    def gold(self, payment: Payment) -> int:
        return self.merchant_gold if payment == Payment.MERCHANT else self.free_gold


#: ships-actions-cost: only Upgrade ship's costs are in the source (ships-pay-example); the rest are illustrative
DEFAULT_COSTS = {
    Action.PLACE: Cost(0, 2),
    Action.UPGRADE: Cost(1, 3, illustrative=False),
    Action.REMOVE: Cost(0, 1),
    Action.CARD: Cost(0, 1),
    Action.GOLD: Cost(0, 0),
    Action.NAVIGATION: Cost(0, 1),
    Action.SELL: Cost(0, 1),
    Action.RECOVER: Cost(0, 1),
}


# --------------------------------------------------------------------- the ship-age track
class ShipBox(StrEnum):
    """The two boxes of each level of the ship-age track (``ships-place-box``)."""

    MERCHANT = "merchant"
    WARSHIP = "warship"


SHIP_BOXES = tuple(ShipBox)
SHIP_BOX_NAMES = {ShipBox.MERCHANT: _("caja mercante"), ShipBox.WARSHIP: _("caja de buque de guerra")}


class Store(StrEnum):
    """Where a city disc for a warship is taken from (``ships-place-disc``): the screen's warehouse or bank."""

    WAREHOUSE = "warehouse"
    BANK = "bank"


STORE_NAMES = {Store.WAREHOUSE: _("almacén"), Store.BANK: _("banco")}

@dataclass(frozen=True)
class Level:
    """One level of the ship-age track: its number (1–11), its era, and the (illustrative) victory
    points of the first ship placed on it."""

    number: int
    era: Era
    points: int


TRACK_LEVELS = 11  # ships-end: level eleven is the end of the track
END_COUNTERS = 5   # ships-end: five or more ship counters on level eleven

#: illustrative: levels 1–4 galley, 5–8 sailing ship, 9–11 steamship; points for the first ship on a level
DEFAULT_TRACK = tuple(
    Level(n, Era.GALLEY if n <= 4 else Era.SAILING if n <= 8 else Era.STEAM, p)
    for n, p in zip(range(1, TRACK_LEVELS + 1), (0, 1, 1, 2, 3, 2, 2, 3, 4, 3, 4), strict=True))


# --------------------------------------------------------------------------- the board
class Benefit(StrEnum):
    MERCHANT = "merchant"   # merchant cubes from the pool into the available stock (in the source)
    FREE = "free"           # free action cubes from the pool into the available stock (in the source)
    GOLD = "gold"           # gold from the pool into the bank (in the source)
    VP = "vp"               # victory points (named among the sources of points)
    INDUSTRY = "industry"   # an industry counter (illustrative: the source's list is cut before it)


BENEFIT_SHORT = {Benefit.MERCHANT: _("cubo"), Benefit.FREE: _("libre"), Benefit.GOLD: _("oro"), Benefit.VP: _("PV"),
                 Benefit.INDUSTRY: _("industria")}


@dataclass(frozen=True)
class TradeBox:
    id: str          # "miletus-1"
    symbol: str      # a Good, SPICE or TWO_GOLD


@dataclass(frozen=True)
class CitySpace:
    id: str          # "miletus-c1"
    benefits: tuple[tuple[Benefit, int], ...]


@dataclass(frozen=True)
class Location:
    id: str
    name: Message
    trade: tuple[TradeBox, ...]
    cities: tuple[CitySpace, ...]


@dataclass(frozen=True)
class Area:
    number: int        # 1, 2, … in the order of the progression
    name: Message
    locations: tuple[Location, ...]
    #: illustrative: victory points per own cube and disc when a player first enters the next area
    #: (ships-q-area-scoring)
    points_per_piece: int = 1


def _loc(id: str, name: Message, symbols: str, *cities: str) -> Location:
    """A location from a compact description: ``symbols`` "oil food wine", each city "gold1 vp2"."""
    trade = tuple(TradeBox(f"{id}-{i}", s) for i, s in enumerate(symbols.split(), 1))
    spaces = []
    for i, text in enumerate(cities, 1):
        benefits = tuple((Benefit(part.rstrip("0123456789")), int(part[len(part.rstrip("0123456789")):]))
                         for part in text.split())
        spaces.append(CitySpace(f"{id}-c{i}", benefits))
    return Location(id, name, trade, tuple(spaces))


@dataclass(frozen=True)
class Board:
    """The areas of the board in the order of the progression (``ships-place-area``)."""

    areas: tuple[Area, ...]
    illustrative: bool = True
    #: every trade box and every city space by id, with its area's number and its location (derived)
    trade_boxes: dict[str, tuple[int, TradeBox, Location]] = field(init=False, repr=False, compare=False)
    city_spaces: dict[str, tuple[int, CitySpace, Location]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        trade: dict[str, tuple[int, TradeBox, Location]] = {}
        cities: dict[str, tuple[int, CitySpace, Location]] = {}
        for area in self.areas:
            for loc in area.locations:
                for box in loc.trade:
                    trade[box.id] = (area.number, box, loc)
                for city in loc.cities:
                    cities[city.id] = (area.number, city, loc)
        object.__setattr__(self, "trade_boxes", trade)
        object.__setattr__(self, "city_spaces", cities)

    def area(self, number: int) -> Area:
        return self.areas[number - 1]

    def validate(self) -> Board:
        numbers = [a.number for a in self.areas]
        ids = [b.id for a in self.areas for loc in a.locations for b in loc.trade] + [
            c.id for a in self.areas for loc in a.locations for c in loc.cities]
        symbols = [b.symbol for a in self.areas for loc in a.locations for b in loc.trade]
        if numbers != list(range(1, len(self.areas) + 1)) or len(ids) != len(set(ids)):
            raise InvalidSetupError("ships-q-board", _("Las áreas del tablero van numeradas desde 1 y cada casilla "
                                                       "tiene un identificador propio."))
        if any(s not in SYMBOL_NAMES for s in symbols) or symbols.count(TWO_GOLD) > 1:
            raise InvalidSetupError("ships-place-south-america", _(
                "Cada casilla de comercio muestra una mercancía, especia o (solo una) dos de oro."))
        for loc in (loc for a in self.areas for loc in a.locations):
            if not loc.trade or not 1 <= len(loc.cities) <= 2:
                raise InvalidSetupError("ships-place-city", _(
                    "Cada ubicación tiene casillas de comercio y uno o dos espacios de ciudad."))
        return self


DEFAULT_BOARD = Board((
    Area(1, _("Mediterráneo"), (
        _loc("miletus", _("Mileto"), "oil food wine", "gold1"),
        _loc("tyre", _("Tiro"), "cloth metal", "merchant1"),
        _loc("carthage", _("Cartago"), "food wine cloth", "free1", "vp1"),
        _loc("alexandria", _("Alejandría"), "food oil spice", "gold1"),
    )),
    Area(2, _("Europa del Norte"), (
        _loc("lisbon", _("Lisboa"), "wine cloth food", "free1"),
        _loc("antwerp", _("Amberes"), "cloth metal food", "merchant1", "industry1"),
        _loc("london", _("Londres"), "metal wine", "vp2"),
        _loc("hamburg", _("Hamburgo"), "food metal cloth", "gold1"),
    )),
    Area(3, _("África"), (
        _loc("elmina", Value("Elmina"), "food spice oil", "merchant2"),
        _loc("zanzibar", _("Zanzíbar"), "spice cloth", "vp2"),
        _loc("cape", _("El Cabo"), "food metal wine", "gold2", "free1"),
        _loc("mombasa", Value("Mombasa"), "oil cloth", "industry1"),
    ), points_per_piece=1),
    Area(4, Value("Asia"), (
        _loc("calicut", Value("Calicut"), "spice cloth food", "vp3"),
        _loc("malacca", _("Malaca"), "spice metal", "gold2"),
        _loc("canton", _("Cantón"), "cloth wine oil", "merchant2", "vp2"),
        _loc("nagasaki", Value("Nagasaki"), "metal food", "free2"),
    ), points_per_piece=2),
    Area(5, _("América"), (
        _loc("south-america", _("América del Sur"), "two-gold food", "vp3"),
        _loc("caribbean", _("Caribe"), "wine cloth oil", "merchant1"),
        _loc("boston", Value("Boston"), "metal cloth food", "gold1", "vp2"),
        _loc("veracruz", Value("Veracruz"), "oil metal", "industry1"),
    ), points_per_piece=2),
)).validate()


# ------------------------------------------------------------------------------ in words
def player_name(p: int | None) -> Message:
    """``jugador rojo`` / ``red player`` (the messages put the article: «el {player}», "the {player}")."""
    if p is None:
        return _("nadie")
    return _("jugador {colour}", colour=COLOUR_NAMES[COLOURS[p]])


def describe_benefit(benefit: Benefit, amount: int) -> Message:
    return {
        Benefit.MERCHANT: Plural("{n} cubo de comerciante", "{n} cubos de comerciante", amount),
        Benefit.FREE: Plural("{n} cubo libre", "{n} cubos libres", amount),
        Benefit.GOLD: Plural("{n} de oro", "{n} de oro", amount),
        Benefit.VP: Plural("{n} punto de victoria", "{n} puntos de victoria", amount),
        Benefit.INDUSTRY: Plural("{n} ficha de industria", "{n} fichas de industria", amount),
    }[Benefit(benefit)]


def describe_space(space: str, board: Board = DEFAULT_BOARD) -> Message:
    """``casilla de aceite de Mileto`` / ``espacio de ciudad de Cartago (1 oro)``."""
    if space in board.trade_boxes:
        _area, box, loc = board.trade_boxes[space]
        return _("casilla de {symbol} de {location}", symbol=SYMBOL_NAMES[box.symbol], location=loc.name)
    if space in board.city_spaces:
        _area, city, loc = board.city_spaces[space]
        return _("espacio de ciudad de {location} ({benefits})", location=loc.name,
                 benefits=[describe_benefit(b, n) for b, n in city.benefits])
    return _("una casilla desconocida")
