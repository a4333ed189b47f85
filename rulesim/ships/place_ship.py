"""*Place ship*, decision by decision, each move declared once — the level, the box, the disc, the area, the
space, the industry counter and the goods the warehouse cannot hold — as far as the source goes (it is cut
in the list of city benefits).

In the source's order: :class:`ChooseLevel`, :class:`ChooseBox`, then for the merchant box
:class:`ChooseArea`, :class:`ChooseSpace` (a trade box), :class:`UseIndustry` and :class:`ReturnGood` while
the warehouse is over full; for the warship box :class:`ChooseDisc`, :class:`ChooseArea` and
:class:`ChooseSpace` (a city space).

Rules: *Place ship* (``ships-place-*``), *Object of the game* (``ships-vp-*``), readings ``ships-q-track-points``,
``ships-q-area-scoring``, ``ships-q-spice-cube``, ``ships-q-city-benefits``, ``ships-q-short-pool`` (and ``readings``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from .components import (
    BANK_SPACES,
    ERA_NAMES,
    ERA_OF_ERA_NAMES,
    GOOD_NAMES,
    GOODS,
    SHIP_BOX_NAMES,
    SPICE,
    SYMBOL_NAMES,
    TWO_GOLD,
    WAREHOUSE_SPACES,
    Benefit,
    Good,
    ShipBox,
    Store,
    describe_benefit,
    describe_space,
)
from .moves import Move, finish_action, gain_gold
from .options import AreaEntry, FullWarehouse, LevelPoints
from .parts import Pending, Phase, Placed
from .readings import say_counter_era, say_current_area, say_spice_points

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

SPICE_VP = 7  # ships-place-spice
SPICE_GOLD = 1
TWO_GOLD_AMOUNT = 2  # ships-place-south-america
FOOD_GOODS = 2  # ships-place-goods: food gives two counters
#: the words of a decision: the disc's store (the move says where it comes from)
_DISC_WORDS = {Store.WAREHOUSE: _("disco del almacén"), Store.BANK: _("disco del banco")}


def _deciding(s: State) -> Pending:
    """The action under way (a decision of *Place ship* is only ever asked with one)."""
    assert s.pending is not None and s.player is not None
    return s.pending


# ---------------------------------------------------------------------------------- the level
class ChooseLevel(Move, phases=(Phase.LEVEL,)):
    """Place ship: the level of the ship-age track (the highest occupied one, or the next)."""

    level: int

    def check(self, s: State) -> None:
        top = s.highest_level()
        if top == 0 and self.level != 1:
            raise s.illegal(self, "ships-place-level", _("El primer barco de la partida va al nivel 1."))
        if top and self.level < top:
            raise s.illegal(self, "ships-place-level", _(
                "Nunca se coloca por debajo del nivel más alto ocupado ({level}).", level=top))
        if self.level not in s.level_choices():
            raise s.illegal(self, "ships-place-level", _(
                "Solo se puede elegir el nivel más alto ocupado o el siguiente."))
        era = s.counter_era(self.level)
        if s.me.counters[era] < 1:
            raise s.illegal(self, "ships-place-counter", _("No te queda ninguna ficha de {counter}.",
                                                           counter=ERA_NAMES[era]))

    def apply(self, s: State) -> None:
        ctx = _deciding(s)
        era = s.counter_era(self.level)
        ctx.level, ctx.era = self.level, era
        s.event("ships-place-counter", _(
            "Toma una ficha de {counter} de las que tiene bajo su pantalla.", counter=ERA_NAMES[era]))
        top = s.highest_level()
        if top == 0:
            text = _("Es el primer barco de la partida: va al nivel 1.")
        elif self.level == top:
            text = _("Elige el nivel más alto ocupado, el {level}.", level=self.level)
        else:
            text = _("Elige el nivel siguiente, el {level}.", level=self.level)
        s.event("ships-place-level", text)
        s.event("ships-place-era", _(
            "La ficha es de la {era}; el nivel {level} es de la {level_era}.", era=ERA_OF_ERA_NAMES[era],
            level=self.level, level_era=ERA_OF_ERA_NAMES[s.game.era_of(self.level)]))
        say_counter_era(s, self.level, era)
        if s.counters_on(self.level) == 0:
            _first_on_level(s, self.level)
        s.phase = Phase.BOX

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseLevel]:
        return [cls(lv) for lv in s.level_choices() if s.me.counters[s.counter_era(lv)]]

    def said(self, s: State) -> Message:
        return _("nivel {level} del registro de antigüedad", level=self.level)


def _first_on_level(s: State, number: int) -> None:
    """ships-vp-new-level: the first ship on a level scores its (illustrative) points (ships-q-track-points)."""
    level = s.game.track[number - 1]
    previous_era = s.game.era_of(number - 1) if number > 1 else None
    if not level.points:
        return
    if s.game.options.level_points == LevelPoints.EVERY_LEVEL or level.era != previous_era:
        s.me.vp += level.points
        s.event("ships-vp-new-level", Plural(
            "Es el primer barco en el nivel {level}: gana {n} punto de victoria.",
            "Es el primer barco en el nivel {level}: gana {n} puntos de victoria.", level.points, level=number))
    else:
        s.event("ships-q-track-points", _(
            "Primer barco del nivel {level}, pero con esta lectura solo puntúa el primer nivel de una era.",
            level=number))


# ------------------------------------------------------------------------------------ the box
class ChooseBox(Move, phases=(Phase.BOX,)):
    """Place ship: ``merchant`` or ``warship`` box of that level."""

    box: str

    def check(self, s: State) -> None:
        assert s.player is not None
        if self.box == ShipBox.MERCHANT:
            if not s.can_merchant(s.player):
                raise s.illegal(self, "ships-place-trade", _(
                    "Para la caja mercante hace falta un cubo de comerciante en el stock disponible y una casilla de "
                    "comercio libre en el área actual o la siguiente."))
        elif self.box == ShipBox.WARSHIP:
            self._check_warship(s, s.player)
        else:
            raise s.illegal(self, "ships-place-box", _("La ficha va a la caja mercante o a la de buque de guerra."))

    def _check_warship(self, s: State, p: int) -> None:
        pl = s.players[p]
        if pl.goods[Good.FOOD] < 1:
            raise s.illegal(self, "ships-place-warship", _(
                "Para la caja de buque de guerra hay que gastar una ficha de comida del almacén."))
        if pl.warehouse_discs + pl.bank_discs < 1:
            raise s.illegal(self, "ships-place-disc", _("No te queda ningún disco de ciudad en la pantalla."))
        if not any(s.open_city_spaces(a) for a in s.area_choices(p)):
            raise s.illegal(self, "ships-place-city", _(
                "No hay ningún espacio de ciudad libre en el área actual ni en la siguiente."))

    def apply(self, s: State) -> None:
        ctx, pl = _deciding(s), s.me
        assert s.player is not None and ctx.level is not None and ctx.era is not None
        box = ShipBox(self.box)
        pl.counters[ctx.era] -= 1
        s.place_counter(Placed(ctx.level, box, s.player, ctx.era))
        ctx.box = box
        box_name = _("mercante") if box == ShipBox.MERCHANT else _("de buque de guerra")
        s.event("ships-place-box", _("La ficha va a la caja {box} del nivel {level}.", box=box_name, level=ctx.level))
        if box == ShipBox.WARSHIP:
            pl.goods[Good.FOOD] -= 1
            s.pool_goods[Good.FOOD] += 1
            s.event("ships-place-warship", _("Gasta una ficha de comida de su almacén, que vuelve a la reserva."))
            s.phase = Phase.DISC
        else:
            s.phase = Phase.AREA

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseBox]:
        assert s.player is not None
        return [cls(b.value) for b, ok in ((ShipBox.MERCHANT, s.can_merchant(s.player)),
                                           (ShipBox.WARSHIP, s.can_warship(s.player))) if ok]

    def said(self, s: State) -> Message:
        return SHIP_BOX_NAMES[ShipBox.MERCHANT if self.box == ShipBox.MERCHANT else ShipBox.WARSHIP]


# ----------------------------------------------------------------------------------- the disc
class ChooseDisc(Move, phases=(Phase.DISC,)):
    """Place ship, warship: take the leftmost city disc of the ``warehouse`` or of the ``bank``."""

    store: str

    def check(self, s: State) -> None:
        if self.store not in set(Store):
            raise s.illegal(self, "ships-place-disc", _("El disco se toma del almacén o del banco."))
        pl = s.me
        if (pl.warehouse_discs if self.store == Store.WAREHOUSE else pl.bank_discs) < 1:
            raise s.illegal(self, "ships-place-disc", _("Ya no queda ningún disco en esa parte de la pantalla."))

    def apply(self, s: State) -> None:
        ctx, pl = _deciding(s), s.me
        if self.store == Store.WAREHOUSE:
            space = WAREHOUSE_SPACES - pl.warehouse_discs + 1
            pl.warehouse_discs -= 1
            text = _("Toma el disco más a la izquierda del almacén (espacio {space}): ahora caben {n} mercancías.",
                     space=space, n=pl.warehouse_capacity)
        else:
            space = BANK_SPACES - pl.bank_discs + 1
            pl.bank_discs -= 1
            text = _("Toma el disco más a la izquierda del banco (espacio {space}): ahora caben {n} de oro.",
                     space=space, n=pl.bank_capacity)
        ctx.store = Store(self.store)
        s.event("ships-place-disc", text)
        s.phase = Phase.AREA

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseDisc]:
        pl = s.me
        return [cls(st.value) for st, n in ((Store.WAREHOUSE, pl.warehouse_discs), (Store.BANK, pl.bank_discs)) if n]

    def said(self, s: State) -> Message:
        return _DISC_WORDS[Store.WAREHOUSE if self.store == Store.WAREHOUSE else Store.BANK]


# ----------------------------------------------------------------------------------- the area
class ChooseArea(Move, phases=(Phase.AREA,)):
    """Place ship: the current area or the next one in the progression."""

    area: int

    def check(self, s: State) -> None:
        assert s.player is not None
        if self.area not in s.area_choices(s.player):
            raise s.illegal(self, "ships-place-area", _("Solo se puede elegir el área actual o la siguiente."))
        if not s.space_choices(self.area):
            rule_id = "ships-place-trade" if _deciding(s).box == ShipBox.MERCHANT else "ships-place-city"
            raise s.illegal(self, rule_id, _("En esa área no queda ningún espacio libre que puedas usar."))

    def apply(self, s: State) -> None:
        ctx, pl = _deciding(s), s.me
        assert s.player is not None
        current = s.current_area(s.player)
        say_current_area(s, s.player)
        ctx.area = self.area
        name = s.game.board.area(self.area).name
        if self.area == current:
            s.event("ships-place-area", _("Elige el área actual: {area}.", area=name))
        else:
            s.event("ships-place-area", _("Elige el área siguiente: {area}.", area=name))
        if self.area > pl.area:
            _enter_area(s, s.player, self.area)
        s.phase = Phase.SPACE

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseArea]:
        assert s.player is not None
        return [cls(a) for a in s.area_choices(s.player) if s.space_choices(a)]

    def said(self, s: State) -> Message:
        board = s.game.board
        name = board.area(self.area).name if 1 <= self.area <= len(board.areas) else str(self.area)
        return _("área {area}", area=name)


def _enter_area(s: State, p: int, area: int) -> None:
    """A player enters an area for the first time: the pieces left behind score (ships-vp-area,
    ships-q-area-scoring)."""
    pl, board = s.players[p], s.game.board
    left, name = board.area(pl.area), board.area(area).name
    pieces = sum(1 for box, o in s.trade.items() if o == p and board.trade_boxes[box][0] == pl.area)
    pieces += sum(1 for city, o in s.cities.items() if o == p and board.city_spaces[city][0] == pl.area)
    if s.game.options.area_entry == AreaEntry.LEFT_AREA:
        points = pieces * left.points_per_piece
        pl.vp += points
        s.event("ships-vp-area", Plural(
            "Entra por primera vez en {area}: sus {pieces} cubos y discos de {left} le dan {n} punto de victoria.",
            "Entra por primera vez en {area}: sus {pieces} cubos y discos de {left} le dan {n} puntos de "
            "victoria.", points, area=name, pieces=pieces, left=left.name))
    else:
        s.event("ships-q-area-scoring", _("Entra por primera vez en {area}; con esta lectura no puntúa.", area=name))
    pl.area = area


# ---------------------------------------------------------------------------------- the space
class ChooseSpace(Move, phases=(Phase.SPACE,)):
    """Place ship: an empty trade box (merchant) or city space (warship), by id."""

    space: str

    def check(self, s: State) -> None:
        ctx = _deciding(s)
        if ctx.box == ShipBox.MERCHANT:
            self._check_trade(s, ctx)
            return
        where = s.game.board.city_spaces.get(self.space)
        if where is None or where[0] != ctx.area:
            raise s.illegal(self, "ships-place-city", _("Ese espacio de ciudad no está en el área elegida."))
        if self.space in s.cities:
            raise s.illegal(self, "ships-place-city", _("Ese espacio de ciudad ya está ocupado."))

    def _check_trade(self, s: State, ctx: Pending) -> None:
        assert s.player is not None and ctx.area is not None
        where = s.game.board.trade_boxes.get(self.space)
        if where is None or where[0] != ctx.area:
            raise s.illegal(self, "ships-place-trade", _("Esa casilla de comercio no está en el área elegida."))
        if self.space in s.trade:
            raise s.illegal(self, "ships-place-trade", _("Esa casilla de comercio ya está ocupada."))
        if where[1].symbol == SPICE and self.space not in s.open_trade_boxes(s.player, ctx.area):
            raise s.illegal(self, "ships-q-spice-cube", _(
                "La especia pide un segundo cubo de comerciante del stock para la caja de especias."))

    def apply(self, s: State) -> None:
        ctx = _deciding(s)
        ctx.space = self.space
        if ctx.box == ShipBox.WARSHIP:
            _found_city(s, self.space)
        else:
            _trade(s, ctx, self.space)

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseSpace]:
        area = _deciding(s).area
        assert area is not None
        return [cls(x) for x in s.space_choices(area)]

    def said(self, s: State) -> Message:
        return describe_space(self.space, s.game.board)


def _found_city(s: State, space: str) -> None:
    assert s.player is not None
    _area, city, loc = s.game.board.city_spaces[space]
    s.cities[space] = s.player
    s.event("ships-place-city", _("Pone su disco de ciudad en un espacio de ciudad de {location}.", location=loc.name))
    for benefit, amount in city.benefits:
        _benefit(s, s.player, benefit, amount)
    finish_action(s)


def _trade(s: State, ctx: Pending, space: str) -> None:
    assert s.player is not None
    p, pl = s.player, s.me
    _area, box, loc = s.game.board.trade_boxes[space]
    pl.stock_merchant -= 1
    s.trade[space] = p
    s.event("ships-place-trade", _(
        "Pone un cubo de comerciante de su stock en la casilla de comercio de {symbol} de {location}.",
        symbol=SYMBOL_NAMES[box.symbol], location=loc.name))
    if box.symbol == SPICE:
        if pl.stock_merchant >= 1:
            pl.stock_merchant -= 1
            pl.spice += 1
            pl.vp += SPICE_VP
            s.event("ships-place-spice", _(
                "Especia: otro cubo de su stock va a la caja de especias para el resto de la partida; gana {vp} "
                "puntos de victoria y un oro.", vp=SPICE_VP))
            say_spice_points(s, SPICE_VP)
            gain_gold(s, p, SPICE_GOLD, "ships-place-spice")
        else:
            s.event("ships-q-spice-cube", _("Especia sin un segundo cubo en el stock: con esta lectura no hay premio."))
        finish_action(s)
    elif box.symbol == TWO_GOLD:
        s.event("ships-place-south-america", _("América del Sur: toma dos de oro (sin ficha de industria posible)."))
        gain_gold(s, p, TWO_GOLD_AMOUNT, "ships-place-south-america")
        finish_action(s)
    else:
        ctx.good = Good(box.symbol)
        if pl.industry >= 1:
            s.phase = Phase.INDUSTRY
        else:
            _take_goods(s, False)


def _benefit(s: State, p: int, benefit: Benefit, amount: int) -> None:
    pl = s.players[p]
    if benefit == Benefit.GOLD:
        gain_gold(s, p, amount, "ships-place-benefits")
        return
    if benefit == Benefit.VP:
        pl.vp += amount
        s.event("ships-vp-city", Plural("La ciudad da {n} punto de victoria.", "La ciudad da {n} puntos de victoria.",
                                        amount))
        return
    if benefit == Benefit.MERCHANT:
        taken = min(amount, pl.pool_merchant)
        pl.pool_merchant -= taken
        pl.stock_merchant += taken
    elif benefit == Benefit.FREE:
        taken = min(amount, s.pool_free)
        s.pool_free -= taken
        pl.stock_free += taken
    else:
        taken = min(amount, s.pool_industry)
        s.pool_industry -= taken
        pl.industry += taken
    rule_id = "ships-q-city-benefits" if benefit == Benefit.INDUSTRY else "ships-place-benefits"
    s.event(rule_id, _("La ciudad da {what}, de la reserva a su stock disponible.",
                       what=describe_benefit(benefit, taken)))
    if taken < amount:
        s.event("ships-q-short-pool", Plural(
            "En la reserva falta {n}: se toma lo que hay.", "En la reserva faltan {n}: se toma lo que hay.",
            amount - taken))


# ------------------------------------------------------------------------------------- goods
class UseIndustry(Move, phases=(Phase.INDUSTRY,)):
    """Place ship, goods: spend one industry counter for one more good (``True``) or not."""

    use: bool

    def check(self, s: State) -> None:
        if self.use and s.me.industry < 1:
            raise s.illegal(self, "ships-place-industry", _("No tienes fichas de industria en el stock."))

    def apply(self, s: State) -> None:
        _take_goods(s, self.use)

    @classmethod
    def listed(cls, s: State) -> Iterable[UseIndustry]:
        return [cls(True), cls(False)] if s.me.industry >= 1 else [cls(False)]

    def said(self, s: State) -> Message:
        return _("gasta una ficha de industria") if self.use else _("no gasta ficha de industria")


def _take_goods(s: State, industry: bool) -> None:
    pl, ctx = s.me, _deciding(s)
    good = ctx.good
    assert good is not None
    wanted = FOOD_GOODS if good == Good.FOOD else 1
    if industry:
        pl.industry -= 1
        pl.boxes[ctx.action].industry += 1
        wanted += 1
        s.event("ships-place-industry", _(
            "Gasta una ficha de industria (va a la caja de «Colocar barco», y circula como un cubo de comerciante) "
            "y toma una mercancía más."))
    taken = min(wanted, s.pool_goods[good])
    s.pool_goods[good] -= taken
    pl.goods[good] += taken
    ctx.taken = taken
    s.event("ships-place-goods", Plural(
        "Toma {n} ficha de {good} para su almacén.", "Toma {n} fichas de {good} para su almacén.", taken,
        good=GOOD_NAMES[good]))
    if taken < wanted:
        s.event("ships-q-short-pool", Plural(
            "En la reserva falta {n} ficha: se toma lo que hay.",
            "En la reserva faltan {n} fichas: se toma lo que hay.", wanted - taken))
    if pl.goods_count > pl.warehouse_capacity and s.game.options.full_warehouse == FullWarehouse.KEEP_NEW:
        s.event("ships-q-full-warehouse", Plural(
            "No cabe todo: la ficha recién tomada se queda, y se hace sitio con las que ya había.",
            "No cabe todo: las {n} fichas recién tomadas se quedan, y se hace sitio con las que ya había.", taken))
    _after_goods(s)


def _after_goods(s: State) -> None:
    pl = s.me
    if pl.goods_count > pl.warehouse_capacity:
        s.phase = Phase.OVERFLOW
    else:
        finish_action(s)


def _may_return(s: State, good: Good) -> bool:
    """ships-place-warehouse: counters are removed *to make room for* the goods just taken, so those stay
    (ships-q-full-warehouse; the other reading lets any counter go back)."""
    ctx = _deciding(s)
    if s.game.options.full_warehouse == FullWarehouse.ANY or good != ctx.good:
        return True
    return s.me.goods[good] > ctx.taken


class ReturnGood(Move, phases=(Phase.OVERFLOW,)):
    """The warehouse is over full: one goods counter of kind ``good`` goes back to the pool."""

    good: str

    def check(self, s: State) -> None:
        if self.good not in set(GOODS) or s.me.goods[Good(self.good)] < 1:
            raise s.illegal(self, "ships-place-warehouse", _("No tienes fichas de esa mercancía en el almacén."))
        if not _may_return(s, Good(self.good)):
            raise s.illegal(self, "ships-place-warehouse", _(
                "Se quitan fichas para hacer sitio a las mercancías recién tomadas: estas se quedan en el almacén."))

    def apply(self, s: State) -> None:
        good, pl = Good(self.good), s.me
        pl.goods[good] -= 1
        s.pool_goods[good] += 1
        s.event("ships-place-warehouse", _(
            "El almacén no tiene sitio: una ficha de {good} vuelve a la reserva.", good=GOOD_NAMES[good]))
        _after_goods(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[ReturnGood]:
        return [cls(g.value) for g in GOODS if s.me.goods[g] and _may_return(s, g)]

    def said(self, s: State) -> Message:
        if self.good not in set(GOODS):
            return _("devuelve una mercancía desconocida")
        return _("devuelve una ficha de {good}", good=GOOD_NAMES[Good(self.good)])


__all__ = ["ChooseArea", "ChooseBox", "ChooseDisc", "ChooseLevel", "ChooseSpace", "ReturnGood", "UseIndustry"]
