"""The parts of a Ships position that are more than numbers: its phases and the records it holds.

Each record is declared with :func:`rulesim.position.part` — the part as a reader names it, its kind, the
rule it answers to — so a saved game, the public builder (:meth:`State.arranged
<rulesim.ships.state.State.arranged>`) and a situation file read it the same way:

- :class:`Player`: what a player has — screen (stock, action section, action boxes, warehouse, bank) and the
  pieces beside it (``ships-setup-*``);
- :class:`Box`: what lies in one action box of a screen (``ships-actions-cubes-stay``, ``ships-tidy-free``);
- :class:`Placed`: a ship counter on the ship-age track (``ships-place-level``, ``ships-place-era``);
- :class:`Pending`: the action under way and what has been decided so far (``ships-place-*``, ``ships-q-recover``).

A player's merchant cubes beside the board and ship counters under the screen are *derived* from the rest
(every piece is counted somewhere): they are kept on the record for the engine, never saved.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..engine import GamePhase
from ..i18n import _
from ..kinds import Boolean, Choice, Integer, ListOf, MapOf, Maybe
from ..position import Record, part
from .components import (
    ACTION_NAMES,
    ACTIONS,
    BANK_SPACES,
    CARDS,
    DEFAULT_BOARD,
    ERA_OF_ERA_NAMES,
    ERAS,
    FREE_CUBES,
    GOLD_COINS,
    GOOD_COUNTERS,
    GOOD_NAMES,
    GOODS,
    INDUSTRY_COUNTERS,
    MERCHANT_CUBES,
    NAVIGATION_COUNTERS,
    OPEN_BANK,
    OPEN_WAREHOUSE,
    PAYMENT_NAMES,
    SHIP_BOX_NAMES,
    SHIP_COUNTERS_PER_ERA,
    START_FREE_CUBES,
    START_VP,
    STOCK_MERCHANT_CUBES,
    STORE_NAMES,
    TRACK_LEVELS,
    WAREHOUSE_SPACES,
    Action,
    Era,
    Good,
    Payment,
    ShipBox,
    Store,
    describe_space,
)


class Phase(GamePhase):
    """What the position waits for: the phases of a turn and the decisions of an action."""

    CUBES = "cubes", _("acciones disponibles (fase uno)")  # phase one
    ACTIONS = "actions", _("hacer acciones (fase dos)")  # phase two: choose an action or end the turn
    LEVEL = "level", _("elegir el nivel del barco")  # place ship: the level of the ship-age track
    BOX = "box", _("elegir la caja del barco")  # … merchant or warship box
    DISC = "disc", _("elegir el disco de ciudad")  # … warship: the disc from warehouse or bank
    AREA = "area", _("elegir el área")  # … current or next area
    SPACE = "space", _("elegir la casilla de comercio o el espacio de ciudad")  # … trade box or city space
    INDUSTRY = "industry", _("decidir si se gasta una ficha de industria")  # … one more good?
    OVERFLOW = "overflow", _("devolver mercancías del almacén lleno")  # … goods back to the pool
    CARD = "card", _("elegir una carta")  # take a card: which one
    RECOVER = "recover", _("elegir la caja que se recupera")  # recover cubes (reading one-box): which box
    OVER = "over", _("fin de la partida")


#: the phases of the decisions of an action under way (``pending``)
DECISIONS = (Phase.LEVEL, Phase.BOX, Phase.DISC, Phase.AREA, Phase.SPACE, Phase.INDUSTRY, Phase.OVERFLOW, Phase.CARD,
             Phase.RECOVER)


class EndReason(StrEnum):
    TRACK = "track"  # ships-end: five counters on level eleven and equal turns
    STALLED = "stalled"  # ships-q-stall: nobody can place a ship of the current era any more
    LIMIT = "limit"  # ships-q-stall: the round limit


# ------------------------------------------------------------------------------------ kinds
@dataclass(frozen=True)
class EveryKey(MapOf):
    """A table with an entry for every key of ``keys``, in their order: a key a file leaves out holds
    ``empty()`` (no goods of that kind, an empty action box)."""

    empty: Callable[[], Any] = int

    def read(self, value: Any, path: str) -> dict[Any, Any]:
        given = super().read(value, path)
        return {key: given[key] if key in given else self.empty() for key in self.keys.values}


PLAYER = Integer(0, 3)
ERA = Choice({e: ERA_OF_ERA_NAMES[e] for e in ERAS})
ACTION = Choice({a: ACTION_NAMES[a] for a in ACTIONS}, control="dropdown")
PAYMENT = Choice({p: PAYMENT_NAMES[p] for p in Payment})
GOOD = Choice({g: GOOD_NAMES[g] for g in GOODS})
SHIP_BOX = Choice(dict(SHIP_BOX_NAMES))
STORE = Choice(dict(STORE_NAMES))
AREA = Choice({a.number: a.name for a in DEFAULT_BOARD.areas}, control="dropdown")
TRADE_BOX = Choice({s: describe_space(s) for s in DEFAULT_BOARD.trade_boxes}, control="dropdown")
CITY_SPACE = Choice({s: describe_space(s) for s in DEFAULT_BOARD.city_spaces}, control="dropdown")
SPACE = Choice({**TRADE_BOX.values, **CITY_SPACE.values}, control="dropdown")
CARD = Integer(1, CARDS)
PHASE = Choice({p: p.label for p in Phase})
END_REASON = Choice({EndReason.TRACK: _("cinco fichas de barco en el nivel 11 tras turnos iguales"),
                     EndReason.STALLED: _("nadie puede colocar ya un barco de la era en curso"),
                     EndReason.LIMIT: _("el límite de rondas")})
MANY = 1_000_000  # (victory points, gold returned, turns: no limit in the source)
MOST_GOODS = max(GOOD_COUNTERS.values())


def _fresh_counters() -> dict[Era, int]:
    return {e: SHIP_COUNTERS_PER_ERA for e in ERAS}


# ---------------------------------------------------------------------------------- records
@dataclass
class Box:
    """What lies in one action box of a screen: merchant cubes (they stay until recovered), free cubes
    (back to the pool at tidy-up) and industry counters (they circulate like merchant cubes)."""

    merchant: int = part(_("los cubos de comerciante"), Integer(0, MERCHANT_CUBES), "ships-actions-cubes-stay",
                         default=0)
    free: int = part(_("los cubos libres"), Integer(0, FREE_CUBES), "ships-tidy-free", default=0)
    industry: int = part(_("las fichas de industria"), Integer(0, INDUSTRY_COUNTERS), "ships-place-industry",
                         default=0)

    @property
    def pieces(self) -> int:
        return self.merchant + self.free + self.industry


def _fresh_boxes() -> dict[Action, Box]:
    return {a: Box() for a in ACTIONS}


def _no_goods() -> dict[Good, int]:
    return {g: 0 for g in GOODS}


@dataclass
class Player:
    """Everything one player has: screen (stock, action section, action boxes, warehouse, bank), pieces
    under it and beside the board.  A part left out is as the setup leaves it (``ships-setup-*``)."""

    stock_merchant: int = part(_("los cubos de comerciante del stock disponible"), Integer(0, MERCHANT_CUBES),
                               "ships-setup-cubes", default=STOCK_MERCHANT_CUBES)
    stock_free: int = part(_("los cubos libres del stock disponible"), Integer(0, FREE_CUBES), "ships-setup-free",
                           default=START_FREE_CUBES)
    section_merchant: int = part(_("los cubos de comerciante de la sección de acciones"),
                                 Integer(0, MERCHANT_CUBES), "ships-cubes-era", default=0)
    section_free: int = part(_("los cubos libres de la sección de acciones"), Integer(0, FREE_CUBES),
                             "ships-cubes-era", default=0)
    boxes: dict[Action, Box] = part(_("lo que hay en cada caja de acción"), EveryKey(ACTION, Record(Box), empty=Box),
                                    "ships-actions-cubes-stay", default_factory=_fresh_boxes)
    spice: int = part(_("los cubos de la caja de especias"), Integer(0, MERCHANT_CUBES), "ships-place-spice",
                      default=0)
    warehouse_discs: int = part(_("los discos de ciudad que quedan en el almacén"), Integer(0, WAREHOUSE_SPACES),
                                "ships-setup-discs", default=WAREHOUSE_SPACES - OPEN_WAREHOUSE)
    bank_discs: int = part(_("los discos de ciudad que quedan en el banco"), Integer(0, BANK_SPACES),
                           "ships-setup-discs", default=BANK_SPACES - OPEN_BANK)
    goods: dict[Good, int] = part(_("las mercancías del almacén"), EveryKey(GOOD, Integer(0, MOST_GOODS)),
                                  "ships-place-warehouse", default_factory=_no_goods)
    gold: int = part(_("el oro del banco"), Integer(0, GOLD_COINS), "ships-place-disc", default=0)
    industry: int = part(_("las fichas de industria del stock"), Integer(0, INDUSTRY_COUNTERS), "ships-place-industry",
                         default=0)
    navigation: int = part(_("las fichas de navegación"), Integer(0, NAVIGATION_COUNTERS), "ships-action-navigation",
                           default=0)
    cards: list[int] = part(_("las cartas tomadas"), ListOf(CARD, unique=True), "ships-action-card",
                            default_factory=list)
    vp: int = part(_("los puntos de victoria"), Integer(0, MANY), "ships-setup-vp", default=START_VP)
    area: int = part(_("el área más avanzada en la que ha colocado"), AREA, "ships-place-area", default=1)
    gold_returned: int = part(_("el oro devuelto a la reserva en la partida"), Integer(0, MANY), "ships-q-gold-points",
                              default=0)
    turns: int = part(_("los turnos jugados"), Integer(0, MANY), "ships-turn-order", default=0)
    #: derived (never saved): the player's own merchant cubes beside the board, and ship counters under the screen
    pool_merchant: int = field(default=MERCHANT_CUBES - STOCK_MERCHANT_CUBES, repr=False, compare=False)
    counters: dict[Era, int] = field(default_factory=_fresh_counters, repr=False, compare=False)

    @property
    def warehouse_capacity(self) -> int:
        return WAREHOUSE_SPACES - self.warehouse_discs

    @property
    def bank_capacity(self) -> int:
        return BANK_SPACES - self.bank_discs

    @property
    def goods_count(self) -> int:
        return sum(self.goods.values())

    @property
    def boxed_merchant(self) -> int:
        return sum(b.merchant for b in self.boxes.values())

    @property
    def boxed_free(self) -> int:
        return sum(b.free for b in self.boxes.values())

    @property
    def boxed_industry(self) -> int:
        return sum(b.industry for b in self.boxes.values())

    def copy(self) -> Player:
        """An independent copy (boxes, goods, cards and the derived counts included)."""
        other = Player.__new__(Player)
        boxes = {a: Box(b.merchant, b.free, b.industry) for a, b in self.boxes.items()}
        other.__dict__.update(self.__dict__, boxes=boxes, goods=dict(self.goods), cards=list(self.cards),
                              counters=dict(self.counters))
        return other


@dataclass(frozen=True)
class Placed:
    """A ship counter on the ship-age track: its level, its box, its player and its era."""

    level: int = part(_("el nivel"), Integer(1, TRACK_LEVELS), "ships-place-level")
    box: ShipBox = part(_("la caja"), SHIP_BOX, "ships-place-box")
    player: int = part(_("el jugador"), PLAYER, "ships-place-counter")
    era: Era = part(_("la era de la ficha"), ERA, "ships-place-era")


@dataclass
class Pending:
    """The action under way (its box paid: ``ships-actions-cost``) and what has been decided so far; a decision
    not taken yet is nothing (``None``)."""

    action: Action = part(_("la acción"), ACTION, "ships-actions-list")
    payment: Payment = part(_("cómo se pagó"), PAYMENT, "ships-actions-cost")
    level: int | None = part(_("el nivel elegido"), Maybe(Integer(1, TRACK_LEVELS)), "ships-place-level", default=None)
    era: Era | None = part(_("la era de la ficha de barco"), Maybe(ERA), "ships-place-era", default=None)
    box: ShipBox | None = part(_("la caja elegida"), Maybe(SHIP_BOX), "ships-place-box", default=None)
    store: Store | None = part(_("de dónde se tomó el disco de ciudad"), Maybe(STORE), "ships-place-disc", default=None)
    area: int | None = part(_("el área elegida"), Maybe(AREA), "ships-place-area", default=None)
    space: str | None = part(_("la casilla o el espacio elegido"), Maybe(SPACE), "ships-place-trade", default=None)
    good: Good | None = part(_("la mercancía que da la casilla"), Maybe(GOOD), "ships-place-goods", default=None)
    taken: int = part(_("las fichas de mercancía recién tomadas"), Integer(0, 3), "ships-place-warehouse", default=0)
    keep: bool = part(_("si el cubo de comerciante que paga «Recuperar» se queda en su caja"), Boolean(),
                      "ships-q-recover", default=False)

    def copy(self) -> Pending:
        other = Pending.__new__(Pending)
        other.__dict__.update(self.__dict__)
        return other


def starting_players(players: int, first: int) -> list[Player]:
    """The players' screens as the setup leaves them: the third and fourth players in turn order after
    ``first`` start with a food counter (``ships-setup-food``)."""
    screens = [Player() for _p in range(players)]
    for k in (2, 3):
        if k < players:
            screens[(first + k) % players].goods[Good.FOOD] += 1
    return screens
