"""A game of Ships: the fixed description (:class:`Ships`) and the position (:class:`State`).

Rules sections: *Setup* (``ships-setup-*``), *Object of the game*
(``ships-vp-*``), *The turn* (``ships-turn-*``, ``ships-end*``), *Phase one*
(``ships-cubes-*``), *Phase two* (``ships-actions-*``, ``ships-pay-*``,
``ships-action-*``), *Tidy up* (``ships-tidy-*``) and *Place ship*
(``ships-place-*``), which the source cuts in the list of city benefits.

Conventions as in the other games: players count from 0 (their seats, in the
colours red, yellow, blue, green) and turns go clockwise from a random first
player; :meth:`State.push` checks a move completely before changing anything; a
decision with a single possible move is played by itself (phase one always is);
:attr:`State.history` replays the game from its seed.  Every piece is counted
somewhere — pool, screen, action boxes, board — and :meth:`State.validate`
checks that none was created or lost.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass, field, fields, replace
from enum import StrEnum
from typing import Any, Iterable, Mapping, Sequence

from ..engine_legacy import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Step
from ..i18n import Message, Plural, _
from .board import (
    ACTION_NAMES, ACTIONS, BANK_SPACES, BENEFIT_NAMES, CARDS, CITY_DISCS, COLOUR_NAMES, COLOURS, DECK_SIZES,
    DEFAULT_BOARD, DEFAULT_COSTS, DEFAULT_TRACK, END_COUNTERS, ERA_CUBES, ERA_NAMES, ERA_OF_ERA_NAMES, ERAS, FACE_UP_GALLEY_CARDS,
    FREE_CUBES, GOLD_COINS, GOOD_COUNTERS, GOOD_NAMES, GOODS, INDUSTRY_COUNTERS, MERCHANT_CUBES, NAVIGATION_COUNTERS,
    OPEN_BANK, OPEN_WAREHOUSE, PAYMENT_NAMES, SHIP_COUNTERS_PER_ERA, SPICE, START_FREE_CUBES, START_VP,
    STOCK_MERCHANT_CUBES, SYMBOL_NAMES, TRACK_LEVELS, TWO_GOLD, UNDESCRIBED, WAREHOUSE_SPACES, Action, Benefit, Board,
    Cost, Era, Good, Level, Payment,
)
from .moves import (
    Act, ChooseArea, ChooseBox, ChooseCard, ChooseDisc, ChooseLevel, ChooseSpace, EndTurn, Move, RecoverBox,
    ReturnGood, TakeCubes, UseIndustry, move_from_dict, move_to_dict,
)
from .options import (
    AreaEntry, BankFull, CounterEra, CurrentArea, GoldPoints, LevelPoints, Options, Recover, SpiceCube, Undescribed,
    UnusedMerchant,
)

SPICE_VP = 7        # ships-place-spice
SPICE_GOLD = 1
TWO_GOLD_AMOUNT = 2  # ships-place-south-america
FOOD_GOODS = 2       # ships-place-goods: food gives two counters
BOXES = ("merchant", "warship")
STORES = ("warehouse", "bank")


class Phase(StrEnum):
    CUBES = "cubes"          # phase one
    ACTIONS = "actions"      # phase two: choose an action or end the turn
    LEVEL = "level"          # place ship: the level of the ship-age track
    BOX = "box"              # … merchant or warship box
    DISC = "disc"            # … warship: the disc from warehouse or bank
    AREA = "area"            # … current or next area
    SPACE = "space"          # … trade box or city space
    INDUSTRY = "industry"    # … an industry counter for one more good?
    OVERFLOW = "overflow"    # … the warehouse is over full: goods back to the pool
    CARD = "card"            # take a card: which one
    RECOVER = "recover"      # recover cubes (reading one-box): which box
    OVER = "over"


class EndReason(StrEnum):
    TRACK = "track"          # ships-end: five counters on level eleven and equal turns
    STALLED = "stalled"      # ships-q-stall: nobody can place a ship of the current era any more
    LIMIT = "limit"          # ships-q-stall: the round limit


def player_name(p: int | None) -> Message:
    """``jugador rojo`` / ``red player`` (the messages put the article: «el {player}», "the {player}")."""
    if p is None:
        return _("nadie")
    return _("jugador {colour}", colour=COLOUR_NAMES[COLOURS[p]])


def counter_name(era: Era) -> Message:
    return ERA_NAMES[Era(era)]


@dataclass
class Box:
    """What lies in one action box of a screen: merchant cubes (they stay until recovered), free cubes
    (back to the pool at tidy-up) and industry counters (they circulate like merchant cubes)."""

    merchant: int = 0
    free: int = 0
    industry: int = 0


@dataclass
class Player:
    """Everything one player has: screen (stock, action section, boxes, warehouse, bank), pieces
    under it and beside the board."""

    stock_merchant: int = STOCK_MERCHANT_CUBES   # ships-setup-cubes
    stock_free: int = START_FREE_CUBES           # ships-setup-free
    section_merchant: int = 0
    section_free: int = 0
    boxes: dict[str, Box] = field(default_factory=lambda: {a.value: Box() for a in ACTIONS})
    pool_merchant: int = MERCHANT_CUBES - STOCK_MERCHANT_CUBES  # the player's own cubes beside the board
    spice: int = 0                               # cubes stuck in the spice box
    counters: dict[str, int] = field(default_factory=lambda: {e.value: SHIP_COUNTERS_PER_ERA for e in ERAS})
    warehouse_discs: int = WAREHOUSE_SPACES - OPEN_WAREHOUSE  # ships-setup-discs
    bank_discs: int = BANK_SPACES - OPEN_BANK
    goods: dict[str, int] = field(default_factory=lambda: {g.value: 0 for g in GOODS})
    gold: int = 0
    industry: int = 0
    navigation: int = 0
    cards: list[int] = field(default_factory=list)
    vp: int = START_VP                           # ships-setup-vp
    area: int = 1                                # the furthest area the player has entered
    gold_returned: int = 0                       # ships-q-gold-points
    turns: int = 0

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

    def to_dict(self) -> dict:
        data = dict(self.__dict__)
        data["boxes"] = {a: {"merchant": b.merchant, "free": b.free, "industry": b.industry} for a, b in self.boxes.items()}
        data["counters"], data["goods"], data["cards"] = dict(self.counters), dict(self.goods), list(self.cards)
        return data

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Player":
        values = dict(data)
        unknown = set(values) - {f.name for f in fields(cls)}
        if unknown:
            raise KeyError(", ".join(sorted(unknown)))
        if "boxes" in values:
            values["boxes"] = {a: Box(**b) if isinstance(b, Mapping) else b for a, b in values["boxes"].items()}
        if "cards" in values:
            values["cards"] = list(values["cards"])
        for key in ("counters", "goods"):
            if key in values:
                values[key] = dict(values[key])
        return cls(**values)


@dataclass
class Pending:
    """The action under way and what has been decided so far."""

    action: str
    payment: str
    level: int = 0
    era: str = ""
    box: str = ""
    store: str = ""
    area: int = 0
    space: str = ""
    good: str = ""
    keep: int = 0  # recover: the paying merchant cube stays in the Recover box


class Ships(RuleGame):
    """The fixed description of a game: 2 to 4 players, the options, and the (illustrative) data."""

    def __init__(self, players: int = 3, options: Options | None = None, board: Board = DEFAULT_BOARD,
                 track: tuple[Level, ...] = DEFAULT_TRACK, costs: Mapping[Action, Cost] | None = None) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("ships-setup-screens", _(
                "Ships se juega con 2 a 4 jugadores (hay cuatro juegos de piezas), no con {n}.", n=players))
        if len(track) != TRACK_LEVELS or [lv.number for lv in track] != list(range(1, TRACK_LEVELS + 1)):
            raise InvalidSetupError("ships-end", _("El registro de antigüedad tiene once niveles, numerados del 1 al 11."))
        self.players = players
        self.options = options or Options()
        self.board = board.validate()
        self.track = track
        self.costs = dict(costs or DEFAULT_COSTS)
        if set(self.costs) != set(ACTIONS) or self.costs[Action.UPGRADE] != Cost(1, 3, illustrative=False):
            raise InvalidSetupError("ships-pay-example", _(
                "Cada acción necesita sus dos costes, y «Mejorar barco» cuesta 1 oro con un cubo de comerciante y 3 con "
                "un cubo libre."))

    def new_state(self, seed: int = 0, first: int | None = None) -> "State":
        return State.setup(self, seed, first)

    @property
    def default_data(self) -> bool:
        return self.board is DEFAULT_BOARD and self.track is DEFAULT_TRACK and self.costs == DEFAULT_COSTS

    def era_of(self, level: int) -> Era:
        return self.track[level - 1].era

    def cost(self, action: Action | str, payment: Payment | str) -> int:
        cost = self.costs[action]  # (an Action is its string: plain strings look up the same)
        return cost.merchant_gold if payment == "merchant" else cost.free_gold


class State(RuleState):
    """A position of Ships.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    PHASE_OF_MOVE = {
        TakeCubes: (Phase.CUBES,), Act: (Phase.ACTIONS,), EndTurn: (Phase.ACTIONS,), ChooseLevel: (Phase.LEVEL,),
        ChooseBox: (Phase.BOX,), ChooseDisc: (Phase.DISC,), ChooseArea: (Phase.AREA,), ChooseSpace: (Phase.SPACE,),
        UseIndustry: (Phase.INDUSTRY,), ReturnGood: (Phase.OVERFLOW,), ChooseCard: (Phase.CARD,),
        RecoverBox: (Phase.RECOVER,),
    }
    ORDER_RULE = "ships-turn-phases"
    TERMINAL = (Phase.OVER,)

    def __init__(self, game: Ships) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.first = 0
        self.round = 1
        self.phase: Phase = Phase.CUBES
        self.player: int | None = 0
        self.players: list[Player] = [Player() for _p in range(n)]
        #: the ship-age track: per level (index 0 = level 1) and box, the counters on it as [player, era]
        self.track: list[dict[str, list[list]]] = [{b: [] for b in BOXES} for _lv in range(TRACK_LEVELS)]
        self.trade: dict[str, int] = {}   # trade box id → the player whose merchant cube is on it
        self.cities: dict[str, int] = {}  # city space id → the player whose disc is on it
        self.pool_free = FREE_CUBES
        self.pool_gold = GOLD_COINS
        self.pool_industry = INDUSTRY_COUNTERS
        self.pool_navigation = NAVIGATION_COUNTERS
        self.pool_goods: dict[str, int] = {g.value: GOOD_COUNTERS[g] for g in GOODS}
        self.display: list[int] = []      # the face-up galley cards
        self.decks: dict[str, list[int]] = {e.value: [] for e in ERAS}  # aside (sailing, steam); galley: back in the box
        self.card_taken = False           # ships-actions-card-once
        self.pending: Pending | None = None
        self.end_reason: EndReason | None = None
        self._init_moves()

    # ------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Ships, seed: int = 0, first: int | None = None) -> "State":
        s = cls(game)
        s.seed = seed
        rng = random.Random(f"ships/{seed}")
        cards = list(range(1, CARDS + 1))
        start = 0
        for era in ERAS:  # ships-setup-cards: three decks, each shuffled
            deck = cards[start:start + DECK_SIZES[era]]
            start += DECK_SIZES[era]
            rng.shuffle(deck)
            s.decks[era.value] = deck
        galley = s.decks[Era.GALLEY.value]
        s.display = sorted(galley[:FACE_UP_GALLEY_CARDS])
        s.decks[Era.GALLEY.value] = galley[FACE_UP_GALLEY_CARDS:]  # back into the game box
        s.first = rng.randrange(game.players) if first is None else first  # ships-setup-first
        if not 0 <= s.first < game.players:
            raise InvalidSetupError("ships-setup-first", _("El primer jugador debe ser uno de los jugadores."))
        s.pool_free -= START_FREE_CUBES * game.players  # ships-setup-free
        for k in (2, 3):  # ships-setup-food: the third and fourth players in turn order
            if k < game.players:
                s.players[(s.first + k) % game.players].goods[Good.FOOD.value] += 1
                s.pool_goods[Good.FOOD.value] -= 1
        s.player = s.first
        s.phase = Phase.CUBES
        return s

    @classmethod
    def arrange(cls, game: Ships, *, first: int = 0, player: int | None = None, phase: Phase | str = Phase.CUBES,
                round: int = 1, players: Sequence[Mapping[str, Any]] = (), track: Iterable[tuple] = (),
                trade: Mapping[str, int] | None = None, cities: Mapping[str, int] | None = None,
                display: Sequence[int] | None = None, card_taken: bool = False,
                pending: Mapping[str, Any] | None = None) -> "State":
        """A position built for a question or an example, through the rules' own bookkeeping.

        ``players[i]`` overrides fields of player ``i`` after setup (``stock_merchant``, ``gold``, ``goods``…);
        ``track`` lists ``(level, box, player, era)`` counters on the ship-age track (they leave that player's
        pile); ``trade``/``cities`` name who occupies which box (their cubes and discs leave the screen and the
        pool); ``pending`` is the action under way (fields of :class:`Pending`) when ``phase`` is one of its
        decisions.  The pools are what is left; anything impossible raises :class:`InvalidSetupError`."""
        s = cls(game)
        s.first = first
        s.player = first if player is None else player
        s.round = round
        try:
            s.phase = Phase(phase)
        except ValueError:
            raise InvalidSetupError("ships-turn-phases", _("Fase desconocida: {phase}.", phase=str(phase))) from None
        s.card_taken = card_taken
        try:
            s.pending = Pending(**pending) if pending else None
        except TypeError as exc:
            raise InvalidSetupError("ships-turn-phases", _("Acción en curso mal descrita: {what}.",
                                                           what=str(exc))) from None
        s.display = list(range(1, FACE_UP_GALLEY_CARDS + 1)) if display is None else list(display)
        for p, overrides in enumerate(players):
            if p >= game.players:
                raise InvalidSetupError("ships-setup-screens", _("Hay más datos de jugadores que jugadores."))
            try:
                base = s.players[p].to_dict()
                for key, value in overrides.items():
                    if isinstance(value, Mapping) and key in ("goods", "counters"):
                        base[key] = {**base[key], **value}
                    elif key == "boxes":
                        base[key] = {**base[key], **{a: (asdict(b) if isinstance(b, Box) else dict(b))
                                                      for a, b in value.items()}}
                    else:
                        base[key] = value
                s.players[p] = Player.from_dict(base)
            except (KeyError, TypeError) as exc:
                raise InvalidSetupError("ships-setup-screens", _("Dato de jugador desconocido: {what}.",
                                                                 what=str(exc))) from None
        for level, box, p, era in track:
            if not (1 <= level <= TRACK_LEVELS and box in BOXES and 0 <= p < game.players and era in set(ERAS)):
                raise InvalidSetupError("ships-place-level", _("Ficha de barco imposible en el registro: {what}.",
                                                               what=repr((level, box, p, era))))
            s.track[level - 1][box].append([p, Era(era).value])
            s.players[p].counters[Era(era).value] -= 1
        s.trade = dict(trade or {})
        s.cities = dict(cities or {})
        for p, pl in enumerate(s.players):
            on_board = sum(1 for o in s.trade.values() if o == p)
            pl.pool_merchant = MERCHANT_CUBES - (pl.stock_merchant + pl.section_merchant + pl.boxed_merchant
                                                 + pl.spice + on_board)
        s.pool_free = FREE_CUBES - sum(pl.stock_free + pl.section_free + sum(b.free for b in pl.boxes.values())
                                       for pl in s.players)
        s.pool_gold = GOLD_COINS - sum(pl.gold for pl in s.players)
        s.pool_industry = INDUSTRY_COUNTERS - sum(pl.industry + sum(b.industry for b in pl.boxes.values())
                                                  for pl in s.players)
        s.pool_navigation = NAVIGATION_COUNTERS - sum(pl.navigation for pl in s.players)
        s.pool_goods = {g.value: GOOD_COUNTERS[g] - sum(pl.goods.get(g.value, 0) for pl in s.players) for g in GOODS}
        held = set(s.display) | {c for pl in s.players for c in pl.cards}
        rest = [c for c in range(1, CARDS + 1) if c not in held]
        s.decks = {Era.GALLEY.value: [c for c in rest if c <= DECK_SIZES[Era.GALLEY]],
                   Era.SAILING.value: [c for c in rest if DECK_SIZES[Era.GALLEY] < c <= CARDS - DECK_SIZES[Era.STEAM]],
                   Era.STEAM.value: [c for c in rest if c > CARDS - DECK_SIZES[Era.STEAM]]}
        s.validate()
        return s

    # ----------------------------------------------------------------- queries
    @property
    def me(self) -> Player:
        return self.players[self.player]

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def position(self) -> str:
        who = "-" if self.player is None else COLOURS[self.player]
        return (f"round {self.round}, {who}, phase {self.phase.value}, era {self.current_era().value}, "
                f"level {self.highest_level()}")

    def last_player(self) -> int:
        """ships-end-last-player: the player to the right of the first player has the last turn of a round."""
        return (self.first - 1) % self.game.players

    def highest_level(self) -> int:
        """The highest occupied level of the ship-age track (0 while it is empty)."""
        for index in range(TRACK_LEVELS - 1, -1, -1):
            level = self.track[index]
            if level["merchant"] or level["warship"]:
                return index + 1
        return 0

    def current_era(self) -> Era:
        """The era in play: the era of the highest occupied level; the galley before the first ship."""
        level = self.highest_level()
        return self.game.era_of(level) if level else Era.GALLEY

    def counters_on(self, level: int) -> int:
        return sum(len(self.track[level - 1][b]) for b in BOXES)

    def end_condition(self) -> bool:
        """ships-end: five or more ship counters on level eleven."""
        return self.counters_on(TRACK_LEVELS) >= END_COUNTERS

    def current_area(self, p: int) -> int:
        if self.game.options.current_area == CurrentArea.SHARED:
            return max(pl.area for pl in self.players)
        return self.players[p].area

    def area_choices(self, p: int) -> list[int]:
        """ships-place-area: the current area or the next one in the progression."""
        current = self.current_area(p)
        return [current] + ([current + 1] if current < len(self.game.board.areas) else [])

    def level_choices(self) -> list[int]:
        """ships-place-level: level 1 for the first ship; then the highest occupied level or the next."""
        top = self.highest_level()
        if top == 0:
            return [1]
        return [top] + ([top + 1] if top < TRACK_LEVELS else [])

    def counter_era(self, level: int) -> Era:
        """ships-place-era (and ``ships-q-counter-era``): the era of the ship counter placed on ``level``."""
        if self.game.options.counter_era == CounterEra.LEVEL:
            return self.game.era_of(level)
        return self.current_era()

    def open_trade_boxes(self, p: int, area: int) -> list[str]:
        """The empty trade boxes of ``area`` that ``p`` can take (a merchant cube in the stock; two for spice)."""
        pl = self.players[p]
        if pl.stock_merchant < 1:
            return []
        two = self.game.options.spice_cube == SpiceCube.NEEDS_TWO
        return [box.id for loc in self.game.board.area(area).locations for box in loc.trade
                if box.id not in self.trade and not (box.symbol == SPICE and two and pl.stock_merchant < 2)]

    def open_city_spaces(self, area: int) -> list[str]:
        return [c.id for loc in self.game.board.area(area).locations for c in loc.cities if c.id not in self.cities]

    def can_merchant(self, p: int) -> bool:
        return any(self.open_trade_boxes(p, a) for a in self.area_choices(p))

    def can_warship(self, p: int) -> bool:
        pl = self.players[p]
        return (pl.goods[Good.FOOD.value] >= 1 and pl.warehouse_discs + pl.bank_discs >= 1
                and any(self.open_city_spaces(a) for a in self.area_choices(p)))

    def place_problem(self, p: int) -> tuple[str, Message] | None:
        """Why ``p`` cannot take *Place ship* now (rule id, reason), or None."""
        pl = self.players[p]
        if not any(pl.counters[self.counter_era(lv).value] for lv in self.level_choices()):
            eras = sorted({self.counter_era(lv) for lv in self.level_choices()}, key=ERAS.index)
            return "ships-place-counter", _("No te queda ninguna ficha de {counter}.",
                                            counter=[counter_name(e) for e in eras])
        if not self.can_merchant(p) and not self.can_warship(p):
            return "ships-place-box", _(
                "Ni la caja mercante (un cubo de comerciante en el stock y una casilla de comercio libre en el área "
                "actual o la siguiente) ni la de buque de guerra (comida, un disco de ciudad y un espacio de ciudad "
                "libre) son posibles.")
        return None

    def action_problem(self, p: int, action: Action) -> tuple[str, Message] | None:
        """Why ``action`` is closed to ``p`` whatever the payment (rule id, reason), or None."""
        if action in UNDESCRIBED and self.game.options.undescribed == Undescribed.CLOSED:
            return "ships-action-undescribed", _("El texto de origen no explica esta acción; rulesim no la ofrece.")
        if action == Action.PLACE:
            return self.place_problem(p)
        if action == Action.CARD:
            if self.card_taken:
                return "ships-actions-card-once", _("«Tomar una carta» solo se puede hacer una vez por turno.")
            if not self.display:
                return "ships-action-card", _("No queda ninguna carta boca arriba.")
        if action == Action.GOLD and self.pool_gold < 1:
            return "ships-action-gold", _("No queda oro en la reserva.")
        if action == Action.NAVIGATION and self.pool_navigation < 1:
            return "ships-action-navigation", _("No quedan fichas de navegación en la reserva.")
        return None

    def payment_problem(self, p: int, action: Action, payment: Payment) -> tuple[str, Message] | None:
        """Why ``payment`` cannot pay ``action`` for ``p`` (rule id, reason), or None."""
        pl = self.players[p]
        gold = self.game.cost(action, payment)
        if payment == Payment.MERCHANT and pl.section_merchant < 1:
            return "ships-pay-merchant", _("No te queda ningún cubo de comerciante en la sección de acciones.")
        if payment == Payment.FREE_SECTION and pl.section_free < 1:
            return "ships-pay-free", _("No te queda ningún cubo libre en la sección de acciones.")
        if payment == Payment.FREE_STOCK and pl.stock_free < 1:
            return "ships-pay-free", _("No tienes ningún cubo libre en el stock disponible.")
        if pl.gold < gold:
            rule_id = "ships-pay-merchant" if payment == Payment.MERCHANT else "ships-pay-free"
            return rule_id, Plural("Hace falta {n} de oro en el banco y tienes {gold}.",
                                   "Hacen falta {n} de oro en el banco y tienes {gold}.", gold, gold=pl.gold)
        return None

    def winners(self) -> list[int]:
        """ships-q-final-scoring: the most victory points; equal totals share the victory."""
        best = max(pl.vp for pl in self.players)
        return [p for p, pl in enumerate(self.players) if pl.vp == best]

    def scores(self) -> list[int]:
        return [pl.vp for pl in self.players]

    def _forced_rule(self) -> str:
        return {Phase.CUBES: "ships-turn-phases", Phase.LEVEL: "ships-place-level", Phase.BOX: "ships-place-box",
                Phase.DISC: "ships-place-disc", Phase.AREA: "ships-place-area", Phase.SPACE: "ships-place-trade",
                Phase.INDUSTRY: "ships-place-industry", Phase.OVERFLOW: "ships-place-warehouse",
                Phase.CARD: "ships-action-card", Phase.RECOVER: "ships-q-recover"}.get(self.phase, self.ORDER_RULE)

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("El {player}: {move}", player=player_name(player), move=describe_move(move, self))

    # ------------------------------------------------------------ phase one
    def _check_TakeCubes(self, move: TakeCubes) -> None:
        pass

    def _apply_TakeCubes(self, move: TakeCubes) -> None:
        pl, era = self.me, self.current_era()
        want_merchant, want_free = ERA_CUBES[era]
        if self.game.options.unused_merchant == UnusedMerchant.STAY:
            want_merchant = max(0, want_merchant - pl.section_merchant)
        merchant = min(want_merchant, pl.stock_merchant)
        free = min(want_free, self.pool_free)
        pl.stock_merchant -= merchant
        pl.section_merchant += merchant
        self.pool_free -= free
        pl.section_free += free
        self._events.append(Step("ships-cubes-era", _(
            "En la {era}, el {player} pone en su sección de acciones {merchant} y {free}.",
            era=ERA_OF_ERA_NAMES[era], player=player_name(self.player),
            merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", merchant),
            free=Plural("{n} cubo libre", "{n} cubos libres", free))))
        if merchant < want_merchant:
            self._events.append(Step("ships-cubes-short", Plural(
                "Le falta {n} cubo de comerciante en el stock: no lo recupera en este turno.",
                "Le faltan {n} cubos de comerciante en el stock: no los recupera en este turno.",
                want_merchant - merchant)))
        if pl.section_merchant + pl.section_free == 0 and self.pool_free >= 1:
            self.pool_free -= 1
            pl.section_free += 1
            self._events.append(Step("ships-cubes-none", _(
                "No ha podido tomar ningún cubo: toma un cubo libre de la reserva, así que puede hacer una acción.")))
        self.phase = Phase.ACTIONS

    # ------------------------------------------------------------ phase two
    def _check_Act(self, move: Act) -> None:
        if move.action not in set(ACTIONS):
            raise self._illegal(move, "ships-actions-list", _("Esa acción no existe."))
        if move.payment not in set(Payment):
            raise self._illegal(move, "ships-actions-cost", _(
                "Una acción se paga con un cubo de comerciante o con un cubo libre."))
        action, payment = Action(move.action), Payment(move.payment)
        problem = self.action_problem(self.player, action) or self.payment_problem(self.player, action, payment)
        if problem:
            raise self._illegal(move, *problem)

    def _apply_Act(self, move: Act) -> None:
        p, pl = self.player, self.me
        action, payment = Action(move.action), Payment(move.payment)
        gold = self.game.cost(action, payment)
        box = pl.boxes[action.value]
        if payment == Payment.MERCHANT:
            pl.section_merchant -= 1
            box.merchant += 1
            rule_id = "ships-pay-merchant"
        else:
            if payment == Payment.FREE_SECTION:
                pl.section_free -= 1
            else:
                pl.stock_free -= 1
            box.free += 1
            rule_id = "ships-pay-free"
        self._events.append(Step(rule_id, Plural(
            "Paga «{action}» con un {payment} y {n} de oro.", "Paga «{action}» con un {payment} y {n} de oro.", gold,
            action=ACTION_NAMES[action], payment=PAYMENT_NAMES[payment])))
        if gold:
            self._pay_gold(p, gold)
        if payment == Payment.MERCHANT:
            self._events.append(Step("ships-actions-cubes-stay", _(
                "El cubo de comerciante se queda en la caja de acción hasta que lo recupere.")))
        if box.merchant + box.free + box.industry > 1:
            self._events.append(Step("ships-actions-repeat", _(
                "La caja de «{action}» ya tenía piezas: eso no impide volver a elegirla.", action=ACTION_NAMES[action])))
        self.pending = Pending(action.value, payment.value)
        if action == Action.PLACE:
            self.phase = Phase.LEVEL
        elif action == Action.CARD:
            self.phase = Phase.CARD
        elif action == Action.GOLD:
            self._gain_gold(p, 1, "ships-action-gold")
            self._finish_action()
        elif action == Action.NAVIGATION:
            taken = min(2, self.pool_navigation)
            self.pool_navigation -= taken
            pl.navigation += taken
            self._events.append(Step("ships-action-navigation", Plural(
                "Toma {n} ficha de navegación de la reserva.", "Toma {n} fichas de navegación de la reserva.", taken)))
            self._finish_action()
        elif action == Action.RECOVER:
            self.pending.keep = 1 if payment == Payment.MERCHANT else 0
            if self.game.options.recover == Recover.ALL:
                self._recover(list(pl.boxes))
                self._finish_action()
            elif self._recoverable_boxes():
                self.phase = Phase.RECOVER
            else:
                self._events.append(Step("ships-q-recover", _("No hay nada que recuperar en las cajas de acción.")))
                self._finish_action()
        else:  # undescribed, offered with the reading "cost-only"
            self._events.append(Step("ships-q-undescribed", _(
                "El texto de origen no dice qué hace «{action}»: se ha pagado y no pasa nada más.",
                action=ACTION_NAMES[action])))
            self._finish_action()

    def _finish_action(self) -> None:
        self.pending = None
        self.phase = Phase.ACTIONS

    def _pay_gold(self, p: int, amount: int) -> None:
        """Gold paid from the bank goes back to the pool (and may score, ships-q-gold-points)."""
        pl = self.players[p]
        pl.gold -= amount
        self.pool_gold += amount
        self._returned(p, amount)

    def _returned(self, p: int, amount: int) -> None:
        pl = self.players[p]
        before = pl.gold_returned
        pl.gold_returned += amount
        if self.game.options.gold_points == GoldPoints.PAYMENTS:
            points = pl.gold_returned // 2 - before // 2
            if points:
                pl.vp += points
                self._events.append(Step("ships-vp-gold", Plural(
                    "Cada dos monedas devueltas a la reserva dan un punto: gana {n} punto de victoria.",
                    "Cada dos monedas devueltas a la reserva dan un punto: gana {n} puntos de victoria.", points)))

    def _gain_gold(self, p: int, amount: int, rule_id: str) -> None:
        """Gold from the pool into the bank, as far as the bank has room (ships-q-bank-full) and the pool has coins."""
        pl = self.players[p]
        available = min(amount, self.pool_gold)
        taken = min(available, pl.bank_capacity - pl.gold)
        pl.gold += taken
        self.pool_gold -= taken
        self._events.append(Step(rule_id, Plural("Pone {n} de oro de la reserva en su banco.",
                                                 "Pone {n} de oro de la reserva en su banco.", taken)))
        if available > taken:
            extra = available - taken
            if self.game.options.bank_full == BankFull.RETURNED:
                self._events.append(Step("ships-q-bank-full", Plural(
                    "{n} moneda no cabe en el banco: la toma y la devuelve a la reserva.",
                    "{n} monedas no caben en el banco: las toma y las devuelve a la reserva.", extra)))
                self._returned(p, extra)
            else:
                self._events.append(Step("ships-q-bank-full", Plural(
                    "{n} moneda no cabe en el banco y se queda en la reserva.",
                    "{n} monedas no caben en el banco y se quedan en la reserva.", extra)))
        if amount > available:
            self._events.append(Step("ships-q-short-pool", Plural(
                "En la reserva falta {n} moneda: se toma lo que hay.", "En la reserva faltan {n} monedas: se toma lo que hay.",
                amount - available)))

    # take a card -----------------------------------------------------------
    def _check_ChooseCard(self, move: ChooseCard) -> None:
        if move.card not in self.display:
            raise self._illegal(move, "ships-action-card", _("Esa carta no está boca arriba junto al tablero."))

    def _apply_ChooseCard(self, move: ChooseCard) -> None:
        self.display.remove(move.card)
        self.me.cards.append(move.card)
        self.card_taken = True
        self._events.append(Step("ships-action-card", _(
            "Toma la carta de galera n.º {card}; su efecto no está en el texto de origen.", card=move.card)))
        self._events.append(Step("ships-actions-card-once", _("No podrá tomar otra carta en este turno.")))
        self._finish_action()

    # recover ---------------------------------------------------------------
    def _recoverable_boxes(self) -> list[str]:
        keep = self.pending.keep if self.pending else 0
        out = []
        for action, box in self.me.boxes.items():
            merchant = box.merchant - (keep if action == Action.RECOVER else 0)
            if merchant > 0 or box.industry > 0:
                out.append(action)
        return out

    def _recover(self, actions: list[str]) -> None:
        pl = self.me
        keep = self.pending.keep if self.pending else 0
        cubes = industry = 0
        for action in actions:
            box = pl.boxes[action]
            stays = keep if action == Action.RECOVER else 0
            cubes += box.merchant - stays
            industry += box.industry
            box.merchant = stays
            box.industry = 0
        pl.stock_merchant += cubes
        pl.industry += industry
        self._events.append(Step("ships-actions-cubes-stay", _(
            "Los cubos de comerciante se quedaban en las cajas de acción hasta recuperarlos.")))
        self._events.append(Step("ships-q-recover", _(
            "Recupera {cubes} cubos de comerciante y {industry} fichas de industria a su stock disponible "
            "(el cubo que paga esta acción se queda en su caja).", cubes=cubes, industry=industry)))

    def _check_RecoverBox(self, move: RecoverBox) -> None:
        if move.action not in self._recoverable_boxes():
            raise self._illegal(move, "ships-q-recover", _("En esa caja de acción no hay nada tuyo que recuperar."))

    def _apply_RecoverBox(self, move: RecoverBox) -> None:
        self._recover([move.action])
        self._finish_action()

    # place ship ------------------------------------------------------------
    def _check_ChooseLevel(self, move: ChooseLevel) -> None:
        if not isinstance(move.level, int) or isinstance(move.level, bool):
            raise self._illegal(move, "ships-place-level", _("El nivel es un número del 1 al 11."))
        top = self.highest_level()
        if top == 0 and move.level != 1:
            raise self._illegal(move, "ships-place-level", _("El primer barco de la partida va al nivel 1."))
        if top and move.level < top:
            raise self._illegal(move, "ships-place-level", _(
                "Nunca se coloca por debajo del nivel más alto ocupado ({level}).", level=top))
        if move.level not in self.level_choices():
            raise self._illegal(move, "ships-place-level", _(
                "Solo se puede elegir el nivel más alto ocupado o el siguiente."))
        era = self.counter_era(move.level)
        if self.me.counters[era.value] < 1:
            raise self._illegal(move, "ships-place-counter", _("No te queda ninguna ficha de {counter}.",
                                                               counter=counter_name(era)))

    def _apply_ChooseLevel(self, move: ChooseLevel) -> None:
        era = self.counter_era(move.level)
        self.pending.level, self.pending.era = move.level, era.value
        self._events.append(Step("ships-place-counter", _(
            "Toma una ficha de {counter} de las que tiene bajo su pantalla.", counter=counter_name(era))))
        top = self.highest_level()
        if top == 0:
            text = _("Es el primer barco de la partida: va al nivel 1.")
        elif move.level == top:
            text = _("Elige el nivel más alto ocupado, el {level}.", level=move.level)
        else:
            text = _("Elige el nivel siguiente, el {level}.", level=move.level)
        self._events.append(Step("ships-place-level", text))
        self._events.append(Step("ships-place-era", _(
            "La ficha es de la {era}; el nivel {level} es de la {level_era}.", era=ERA_OF_ERA_NAMES[era],
            level=move.level, level_era=ERA_OF_ERA_NAMES[self.game.era_of(move.level)])))
        if self.counters_on(move.level) == 0:
            self._first_on_level(move.level)
        self.phase = Phase.BOX

    def _first_on_level(self, number: int) -> None:
        """ships-vp-new-level: the first ship on a level scores its (illustrative) points (ships-q-track-points)."""
        level = self.game.track[number - 1]
        previous_era = self.game.era_of(number - 1) if number > 1 else None
        if not level.points:
            return
        if self.game.options.level_points == LevelPoints.EVERY_LEVEL or level.era != previous_era:
            self.me.vp += level.points
            self._events.append(Step("ships-vp-new-level", Plural(
                "Es el primer barco en el nivel {level}: gana {n} punto de victoria.",
                "Es el primer barco en el nivel {level}: gana {n} puntos de victoria.", level.points, level=number)))
        else:
            self._events.append(Step("ships-q-track-points", _(
                "Primer barco del nivel {level}, pero con esta lectura solo puntúa el primer nivel de una era.",
                level=number)))

    def _check_ChooseBox(self, move: ChooseBox) -> None:
        if move.box == "merchant":
            if not self.can_merchant(self.player):
                raise self._illegal(move, "ships-place-trade", _(
                    "Para la caja mercante hace falta un cubo de comerciante en el stock disponible y una casilla de "
                    "comercio libre en el área actual o la siguiente."))
        elif move.box == "warship":
            pl = self.me
            if pl.goods[Good.FOOD.value] < 1:
                raise self._illegal(move, "ships-place-warship", _(
                    "Para la caja de buque de guerra hay que gastar una ficha de comida del almacén."))
            if pl.warehouse_discs + pl.bank_discs < 1:
                raise self._illegal(move, "ships-place-disc", _("No te queda ningún disco de ciudad en la pantalla."))
            if not any(self.open_city_spaces(a) for a in self.area_choices(self.player)):
                raise self._illegal(move, "ships-place-city", _(
                    "No hay ningún espacio de ciudad libre en el área actual ni en la siguiente."))
        else:
            raise self._illegal(move, "ships-place-box", _("La ficha va a la caja mercante o a la de buque de guerra."))

    def _apply_ChooseBox(self, move: ChooseBox) -> None:
        p, pl, ctx = self.player, self.me, self.pending
        pl.counters[ctx.era] -= 1
        self.track[ctx.level - 1][move.box].append([p, ctx.era])
        ctx.box = move.box
        box_name = _("mercante") if move.box == "merchant" else _("de buque de guerra")
        self._events.append(Step("ships-place-box", _("La ficha va a la caja {box} del nivel {level}.",
                                                      box=box_name, level=ctx.level)))
        if move.box == "warship":
            pl.goods[Good.FOOD.value] -= 1
            self.pool_goods[Good.FOOD.value] += 1
            self._events.append(Step("ships-place-warship", _(
                "Gasta una ficha de comida de su almacén, que vuelve a la reserva.")))
            self.phase = Phase.DISC
        else:
            self.phase = Phase.AREA

    def _check_ChooseDisc(self, move: ChooseDisc) -> None:
        if move.store not in STORES:
            raise self._illegal(move, "ships-place-disc", _("El disco se toma del almacén o del banco."))
        pl = self.me
        if (pl.warehouse_discs if move.store == "warehouse" else pl.bank_discs) < 1:
            raise self._illegal(move, "ships-place-disc", _("Ya no queda ningún disco en esa parte de la pantalla."))

    def _apply_ChooseDisc(self, move: ChooseDisc) -> None:
        pl = self.me
        if move.store == "warehouse":
            space = WAREHOUSE_SPACES - pl.warehouse_discs + 1
            pl.warehouse_discs -= 1
            text = _("Toma el disco más a la izquierda del almacén (espacio {space}): ahora caben {n} mercancías.",
                     space=space, n=pl.warehouse_capacity)
        else:
            space = BANK_SPACES - pl.bank_discs + 1
            pl.bank_discs -= 1
            text = _("Toma el disco más a la izquierda del banco (espacio {space}): ahora caben {n} de oro.",
                     space=space, n=pl.bank_capacity)
        self.pending.store = move.store
        self._events.append(Step("ships-place-disc", text))
        self.phase = Phase.AREA

    def _space_choices(self, area: int) -> list[str]:
        if self.pending.box == "merchant":
            return self.open_trade_boxes(self.player, area)
        return self.open_city_spaces(area)

    def _check_ChooseArea(self, move: ChooseArea) -> None:
        if move.area not in self.area_choices(self.player):
            raise self._illegal(move, "ships-place-area", _("Solo se puede elegir el área actual o la siguiente."))
        if not self._space_choices(move.area):
            rule_id = "ships-place-trade" if self.pending.box == "merchant" else "ships-place-city"
            raise self._illegal(move, rule_id, _("En esa área no queda ningún espacio libre que puedas usar."))

    def _apply_ChooseArea(self, move: ChooseArea) -> None:
        p, pl = self.player, self.me
        current = self.current_area(p)
        self.pending.area = move.area
        name = self.game.board.area(move.area).name
        if move.area == current:
            self._events.append(Step("ships-place-area", _("Elige el área actual: {area}.", area=name)))
        else:
            self._events.append(Step("ships-place-area", _("Elige el área siguiente: {area}.", area=name)))
        if move.area > pl.area:
            left = self.game.board.area(pl.area)
            pieces = sum(1 for box, o in self.trade.items() if o == p and self.game.board.trade_boxes[box][0] == pl.area)
            pieces += sum(1 for city, o in self.cities.items() if o == p and self.game.board.city_spaces[city][0] == pl.area)
            if self.game.options.area_entry == AreaEntry.LEFT_AREA:
                points = pieces * left.points_per_piece
                pl.vp += points
                self._events.append(Step("ships-vp-area", Plural(
                    "Entra por primera vez en {area}: sus {pieces} cubos y discos de {left} le dan {n} punto de victoria.",
                    "Entra por primera vez en {area}: sus {pieces} cubos y discos de {left} le dan {n} puntos de "
                    "victoria.", points, area=name, pieces=pieces, left=left.name)))
            else:
                self._events.append(Step("ships-q-area-scoring", _(
                    "Entra por primera vez en {area}; con esta lectura no puntúa.", area=name)))
            pl.area = move.area
        self.phase = Phase.SPACE

    def _check_ChooseSpace(self, move: ChooseSpace) -> None:
        ctx = self.pending
        if ctx.box == "merchant":
            where = self.game.board.trade_boxes.get(move.space)
            if where is None or where[0] != ctx.area:
                raise self._illegal(move, "ships-place-trade", _("Esa casilla de comercio no está en el área elegida."))
            if move.space in self.trade:
                raise self._illegal(move, "ships-place-trade", _("Esa casilla de comercio ya está ocupada."))
            if where[1].symbol == SPICE and move.space not in self.open_trade_boxes(self.player, ctx.area):
                raise self._illegal(move, "ships-q-spice-cube", _(
                    "La especia pide un segundo cubo de comerciante del stock para la caja de especias."))
        else:
            where = self.game.board.city_spaces.get(move.space)
            if where is None or where[0] != ctx.area:
                raise self._illegal(move, "ships-place-city", _("Ese espacio de ciudad no está en el área elegida."))
            if move.space in self.cities:
                raise self._illegal(move, "ships-place-city", _("Ese espacio de ciudad ya está ocupado."))

    def _apply_ChooseSpace(self, move: ChooseSpace) -> None:
        p, pl, ctx = self.player, self.me, self.pending
        ctx.space = move.space
        if ctx.box == "warship":
            _area, city, loc = self.game.board.city_spaces[move.space]
            self.cities[move.space] = p
            self._events.append(Step("ships-place-city", _("Pone su disco de ciudad en un espacio de ciudad de {location}.",
                                                           location=loc.name)))
            for benefit, amount in city.benefits:
                self._benefit(p, benefit, amount)
            self._finish_action()
            return
        _area, box, loc = self.game.board.trade_boxes[move.space]
        pl.stock_merchant -= 1
        self.trade[move.space] = p
        self._events.append(Step("ships-place-trade", _(
            "Pone un cubo de comerciante de su stock en la casilla de comercio de {symbol} de {location}.",
            symbol=SYMBOL_NAMES[box.symbol], location=loc.name)))
        if box.symbol == SPICE:
            if pl.stock_merchant >= 1:
                pl.stock_merchant -= 1
                pl.spice += 1
                pl.vp += SPICE_VP
                self._events.append(Step("ships-place-spice", _(
                    "Especia: otro cubo de su stock va a la caja de especias para el resto de la partida; gana {vp} "
                    "puntos de victoria y un oro.", vp=SPICE_VP)))
                self._gain_gold(p, SPICE_GOLD, "ships-place-spice")
            else:
                self._events.append(Step("ships-q-spice-cube", _(
                    "Especia sin un segundo cubo en el stock: con esta lectura no hay premio.")))
            self._finish_action()
        elif box.symbol == TWO_GOLD:
            self._events.append(Step("ships-place-south-america", _(
                "América del Sur: toma dos de oro (sin ficha de industria posible).")))
            self._gain_gold(p, TWO_GOLD_AMOUNT, "ships-place-south-america")
            self._finish_action()
        else:
            ctx.good = box.symbol
            if pl.industry >= 1:
                self.phase = Phase.INDUSTRY
            else:
                self._take_goods(False)

    def _check_UseIndustry(self, move: UseIndustry) -> None:
        if not isinstance(move.use, bool):
            raise self._illegal(move, "ships-place-industry", _("Hay que decidir sí o no."))
        if move.use and self.me.industry < 1:
            raise self._illegal(move, "ships-place-industry", _("No tienes fichas de industria en el stock."))

    def _apply_UseIndustry(self, move: UseIndustry) -> None:
        self._take_goods(move.use)

    def _take_goods(self, industry: bool) -> None:
        pl, ctx = self.me, self.pending
        good = ctx.good
        wanted = FOOD_GOODS if good == Good.FOOD else 1
        if industry:
            pl.industry -= 1
            pl.boxes[ctx.action].industry += 1
            wanted += 1
            self._events.append(Step("ships-place-industry", _(
                "Gasta una ficha de industria (va a la caja de «Colocar barco», y circula como un cubo de comerciante) "
                "y toma una mercancía más.")))
        taken = min(wanted, self.pool_goods[good])
        self.pool_goods[good] -= taken
        pl.goods[good] += taken
        self._events.append(Step("ships-place-goods", Plural(
            "Toma {n} ficha de {good} para su almacén.", "Toma {n} fichas de {good} para su almacén.", taken,
            good=GOOD_NAMES[Good(good)])))
        if taken < wanted:
            self._events.append(Step("ships-q-short-pool", Plural(
                "En la reserva falta {n} ficha: se toma lo que hay.", "En la reserva faltan {n} fichas: se toma lo que hay.",
                wanted - taken)))
        self._after_goods()

    def _after_goods(self) -> None:
        pl = self.me
        if pl.goods_count > pl.warehouse_capacity:
            self.phase = Phase.OVERFLOW
        else:
            self._finish_action()

    def _check_ReturnGood(self, move: ReturnGood) -> None:
        if self.me.goods.get(move.good, 0) < 1:
            raise self._illegal(move, "ships-place-warehouse", _("No tienes fichas de esa mercancía en el almacén."))

    def _apply_ReturnGood(self, move: ReturnGood) -> None:
        pl = self.me
        pl.goods[move.good] -= 1
        self.pool_goods[move.good] += 1
        self._events.append(Step("ships-place-warehouse", _(
            "El almacén no tiene sitio: una ficha de {good} vuelve a la reserva.", good=GOOD_NAMES[Good(move.good)])))
        self._after_goods()

    def _benefit(self, p: int, benefit: Benefit, amount: int) -> None:
        pl = self.players[p]
        if benefit == Benefit.GOLD:
            self._gain_gold(p, amount, "ships-place-benefits")
            return
        if benefit == Benefit.VP:
            pl.vp += amount
            self._events.append(Step("ships-vp-city", Plural(
                "La ciudad da {n} punto de victoria.", "La ciudad da {n} puntos de victoria.", amount)))
            return
        if benefit == Benefit.MERCHANT:
            taken = min(amount, pl.pool_merchant)
            pl.pool_merchant -= taken
            pl.stock_merchant += taken
        elif benefit == Benefit.FREE:
            taken = min(amount, self.pool_free)
            self.pool_free -= taken
            pl.stock_free += taken
        else:
            taken = min(amount, self.pool_industry)
            self.pool_industry -= taken
            pl.industry += taken
        rule_id = "ships-q-city-benefits" if benefit == Benefit.INDUSTRY else "ships-place-benefits"
        self._events.append(Step(rule_id, _("La ciudad da {what}, de la reserva a su stock disponible.",
                                            what=describe_benefit(benefit, taken))))
        if taken < amount:
            self._events.append(Step("ships-q-short-pool", Plural(
                "En la reserva falta {n}: se toma lo que hay.", "En la reserva faltan {n}: se toma lo que hay.",
                amount - taken)))

    # ------------------------------------------------------------- tidy up
    def _check_EndTurn(self, move: EndTurn) -> None:
        pass

    def _apply_EndTurn(self, move: EndTurn) -> None:
        p, pl = self.player, self.me
        returned = sum(b.free for b in pl.boxes.values())
        for box in pl.boxes.values():
            box.free = 0
        self.pool_free += returned
        self._events.append(Step("ships-tidy-free", Plural(
            "Ordenar: {n} cubo libre de las cajas de acción vuelve a la reserva.",
            "Ordenar: {n} cubos libres de las cajas de acción vuelven a la reserva.", returned)))
        if pl.section_free:
            self._events.append(Step("ships-tidy-unused", Plural(
                "{n} cubo libre sin usar pasa al stock disponible.", "{n} cubos libres sin usar pasan al stock disponible.",
                pl.section_free)))
        pl.stock_free += pl.section_free
        pl.section_free = 0
        if pl.section_merchant and self.game.options.unused_merchant == UnusedMerchant.STOCK:
            self._events.append(Step("ships-q-unused-merchant", Plural(
                "{n} cubo de comerciante sin usar vuelve al stock disponible.",
                "{n} cubos de comerciante sin usar vuelven al stock disponible.", pl.section_merchant)))
            pl.stock_merchant += pl.section_merchant
            pl.section_merchant = 0
        pl.turns += 1
        self.card_taken = False
        if p != self.last_player():
            self.player = (p + 1) % self.game.players
            self.phase = Phase.CUBES
            self._events.append(Step("ships-turn-order", _("Le toca al {player}.", player=player_name(self.player))))
            return
        reason = None
        if self.end_condition():
            reason = EndReason.TRACK
        elif not self._placement_possible():
            reason = EndReason.STALLED
        elif self.round >= self.game.options.round_limit:
            reason = EndReason.LIMIT
        if reason is None:
            self.round += 1
            self.player = self.first
            self.phase = Phase.CUBES
            self._events.append(Step("ships-turn-order", _("Empieza la ronda {n}: le toca al {player}.", n=self.round,
                                                          player=player_name(self.player))))
            return
        self.end_reason = reason
        self.phase, self.player = Phase.OVER, None
        if reason == EndReason.TRACK:
            self._events.append(Step("ships-end", _(
                "Hay {n} fichas de barco en el nivel 11 y todos han jugado {turns}: fin de la partida.",
                n=self.counters_on(TRACK_LEVELS), turns=Plural("{n} turno", "{n} turnos", pl.turns))))
        elif reason == EndReason.STALLED:
            self._events.append(Step("ships-q-stall", _(
                "Nadie tiene ya fichas de barco de la era en curso, así que la condición de final no puede llegar: "
                "rulesim termina la partida al final de esta ronda.")))
        else:
            self._events.append(Step("ships-q-stall", _(
                "Se ha llegado al límite de {n} rondas sin la condición de final: rulesim termina la partida.",
                n=self.round)))
        self._events.append(Step("ships-q-final-scoring", _(
            "Gana quien tiene más puntos de victoria: {winners}.", winners=[player_name(w) for w in self.winners()])))

    def _placement_possible(self) -> bool:
        """Whether anyone still holds a ship counter that a level choice could take (ships-q-stall)."""
        eras = {self.counter_era(lv).value for lv in self.level_choices()}
        return any(pl.counters[e] > 0 for pl in self.players for e in eras)

    # --------------------------------------------------------------- legal moves
    def _generate(self) -> list[Move]:
        phase, p = self.phase, self.player
        if phase == Phase.CUBES:
            return [TakeCubes()]
        if phase == Phase.ACTIONS:
            moves: list[Move] = []
            pl = self.players[p]
            cubes = (("merchant", pl.section_merchant), ("free-section", pl.section_free), ("free-stock", pl.stock_free))
            for action in ACTIONS:
                cost = self.game.costs[action]
                ways = [pay for pay, n in cubes if n and pl.gold >= (cost.merchant_gold if pay == "merchant"
                                                                     else cost.free_gold)]
                if ways and not self.action_problem(p, action):
                    moves += [Act(action.value, pay) for pay in ways]
            return moves + [EndTurn()]
        if phase == Phase.LEVEL:
            return [ChooseLevel(lv) for lv in self.level_choices() if self.me.counters[self.counter_era(lv).value]]
        if phase == Phase.BOX:
            return [ChooseBox(b) for b, ok in (("merchant", self.can_merchant(p)), ("warship", self.can_warship(p))) if ok]
        if phase == Phase.DISC:
            return [ChooseDisc(s) for s, n in (("warehouse", self.me.warehouse_discs), ("bank", self.me.bank_discs)) if n]
        if phase == Phase.AREA:
            return [ChooseArea(a) for a in self.area_choices(p) if self._space_choices(a)]
        if phase == Phase.SPACE:
            return [ChooseSpace(s) for s in self._space_choices(self.pending.area)]
        if phase == Phase.INDUSTRY:
            return [UseIndustry(True), UseIndustry(False)]
        if phase == Phase.OVERFLOW:
            return [ReturnGood(g.value) for g in GOODS if self.me.goods[g.value]]
        if phase == Phase.CARD:
            return [ChooseCard(c) for c in self.display]
        if phase == Phase.RECOVER:
            return [RecoverBox(a) for a in self._recoverable_boxes()]
        return []

    # ------------------------------------------------------------------- saving
    def to_dict(self, history: bool = True) -> dict:
        g = self.game
        if not g.default_data:
            raise InvalidSetupError("ships-components-illustrative", _(
                "Solo se puede guardar una partida con el tablero, el registro y los costes por defecto."))
        data = {
            "game": {"players": g.players, "options": g.options.to_dict()},
            "seed": self.seed, "first": self.first, "round": self.round, "phase": self.phase.value,
            "player": self.player, "players": [pl.to_dict() for pl in self.players], "track": self.track,
            "trade": self.trade, "cities": self.cities, "pool_free": self.pool_free, "pool_gold": self.pool_gold,
            "pool_industry": self.pool_industry, "pool_navigation": self.pool_navigation, "pool_goods": self.pool_goods,
            "display": self.display, "decks": self.decks, "card_taken": self.card_taken,
            "pending": asdict(self.pending) if self.pending else None,
            "end_reason": self.end_reason.value if self.end_reason else None,
        }
        data = json.loads(json.dumps(data))
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        def after(state: "State", d: dict) -> None:
            state.phase = Phase(d["phase"])
            state.players = [Player.from_dict(p) for p in d["players"]]
            state.pending = Pending(**d["pending"]) if d["pending"] else None
            state.end_reason = EndReason(d["end_reason"]) if d["end_reason"] else None
            state.cities = {k: int(v) for k, v in d["cities"].items()}
            state.trade = {k: int(v) for k, v in d["trade"].items()}

        return cls._restore(
            data, lambda g: Ships(g["players"], Options.from_dict(g.get("options", {}))),
            ("seed", "first", "round", "player", "track", "pool_free", "pool_gold", "pool_industry", "pool_navigation",
             "pool_goods", "display", "decks", "card_taken"), "ships-setup-pool", move_from_dict, after)

    def validate(self) -> None:
        """Refuse a position the rules cannot reach: a piece created or lost, a store over its capacity, an
        action section with more cubes than the era gives, a counter on a level it cannot be on."""
        g, n = self.game, self.game.players
        if len(self.players) != n or not 0 <= self.first < n:
            raise InvalidSetupError("ships-setup-screens", _("Los datos de los jugadores no cuadran."))
        if self.phase != Phase.OVER and (self.player is None or not 0 <= self.player < n):
            raise InvalidSetupError("ships-turn-order", _("No se sabe a quién le toca."))
        for p, pl in enumerate(self.players):
            if pl.pool_merchant < 0:
                raise InvalidSetupError("ships-setup-cubes", _("Falta o sobra algún cubo de comerciante del {player}.",
                                                               player=player_name(p)))
            values = [pl.stock_merchant, pl.stock_free, pl.section_merchant, pl.section_free, pl.pool_merchant, pl.spice,
                      pl.warehouse_discs, pl.bank_discs, pl.gold, pl.industry, pl.navigation, pl.gold_returned,
                      *pl.goods.values(), *pl.counters.values(),
                      *[v for b in pl.boxes.values() for v in (b.merchant, b.free, b.industry)]]
            if any(not isinstance(v, int) or isinstance(v, bool) or v < 0 for v in values):
                raise InvalidSetupError("ships-setup-pool", _("Ninguna cantidad de piezas puede ser negativa."))
            if set(pl.goods) != {x.value for x in GOODS} or set(pl.counters) != {e.value for e in ERAS} or set(
                    pl.boxes) != {a.value for a in ACTIONS}:
                raise InvalidSetupError("ships-setup-screens", _("Una pantalla no tiene las partes que debe tener."))
        for p, pl in enumerate(self.players):
            on_board = sum(1 for o in self.trade.values() if o == p)
            if pl.stock_merchant + pl.section_merchant + pl.boxed_merchant + pl.spice + on_board + pl.pool_merchant != MERCHANT_CUBES:
                raise InvalidSetupError("ships-setup-cubes", _("Falta o sobra algún cubo de comerciante del {player}.",
                                                               player=player_name(p)))
            in_hand = 1 if (self.pending and self.pending.store and not self.pending.space and p == self.player) else 0
            discs = pl.warehouse_discs + pl.bank_discs + sum(1 for o in self.cities.values() if o == p) + 1 + in_hand
            if discs != CITY_DISCS or pl.warehouse_discs > WAREHOUSE_SPACES - OPEN_WAREHOUSE or pl.bank_discs > BANK_SPACES - OPEN_BANK:
                raise InvalidSetupError("ships-setup-discs", _("Falta o sobra algún disco de ciudad del {player}.",
                                                               player=player_name(p)))
            for era in ERAS:
                placed = sum(1 for lv in self.track for b in BOXES for who, e in lv[b] if who == p and e == era.value)
                if pl.counters[era.value] + placed != SHIP_COUNTERS_PER_ERA:
                    raise InvalidSetupError("ships-setup-counters", _("Falta o sobra alguna ficha de barco del {player}.",
                                                                      player=player_name(p)))
            if pl.goods_count > pl.warehouse_capacity and self.phase != Phase.OVERFLOW:
                raise InvalidSetupError("ships-place-warehouse", _("El almacén del {player} tiene más mercancías de las "
                                                                   "que caben.", player=player_name(p)))
            if pl.gold > pl.bank_capacity:
                raise InvalidSetupError("ships-place-disc", _("El banco del {player} tiene más oro del que cabe.",
                                                              player=player_name(p)))
            want_m, want_f = ERA_CUBES[self.current_era()]
            if pl.section_merchant > want_m or pl.section_merchant + pl.section_free > max(want_m + want_f, 1):
                raise InvalidSetupError("ships-cubes-era", _("La sección de acciones del {player} tiene más cubos de los "
                                                             "que da la era.", player=player_name(p)))
        free = self.pool_free + sum(pl.stock_free + pl.section_free + sum(b.free for b in pl.boxes.values())
                                    for pl in self.players)
        gold = self.pool_gold + sum(pl.gold for pl in self.players)
        industry = self.pool_industry + sum(pl.industry + sum(b.industry for b in pl.boxes.values()) for pl in self.players)
        navigation = self.pool_navigation + sum(pl.navigation for pl in self.players)
        if (free, gold, industry, navigation) != (FREE_CUBES, GOLD_COINS, INDUSTRY_COUNTERS, NAVIGATION_COUNTERS) or min(
                self.pool_free, self.pool_gold, self.pool_industry, self.pool_navigation) < 0:
            raise InvalidSetupError("ships-setup-pool", _("Falta o sobra alguna pieza común (cubos libres, oro, fichas)."))
        for good in GOODS:
            total = self.pool_goods.get(good.value, -1) + sum(pl.goods[good.value] for pl in self.players)
            if total != GOOD_COUNTERS[good] or self.pool_goods[good.value] < 0:
                raise InvalidSetupError("ships-setup-pool", _("Falta o sobra alguna ficha de {good}.",
                                                              good=GOOD_NAMES[good]))
        cards = sorted(self.display + [c for pl in self.players for c in pl.cards] + [c for d in self.decks.values() for c in d])
        if cards != list(range(1, CARDS + 1)):
            raise InvalidSetupError("ships-setup-cards", _("Falta o sobra alguna carta."))
        if any(b not in g.board.trade_boxes or not 0 <= o < n for b, o in self.trade.items()) or any(
                c not in g.board.city_spaces or not 0 <= o < n for c, o in self.cities.items()):
            raise InvalidSetupError("ships-place-trade", _("Un cubo o un disco está en una casilla que no existe."))
        for pl in self.players:
            if not 1 <= pl.area <= len(g.board.areas):
                raise InvalidSetupError("ships-place-area", _("Área desconocida."))
        occupied = [lv for lv in range(1, TRACK_LEVELS + 1) if self.counters_on(lv)]
        if occupied and occupied != list(range(1, occupied[-1] + 1)):
            raise InvalidSetupError("ships-place-level", _(
                "Los barcos suben nivel a nivel: no puede haber un nivel vacío por debajo de uno ocupado."))
        if (self.phase == Phase.OVER) != (self.end_reason is not None):
            raise InvalidSetupError("ships-end", _("La partida termina solo con un motivo de final."))
        if self.phase in (Phase.LEVEL, Phase.BOX, Phase.DISC, Phase.AREA, Phase.SPACE, Phase.INDUSTRY, Phase.OVERFLOW,
                          Phase.CARD, Phase.RECOVER) and self.pending is None:
            raise InvalidSetupError("ships-turn-phases", _("Falta la acción en curso."))

    def copy(self) -> "State":
        """An independent copy of the position (its history included), without checking it again."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.players = []
        for pl in self.players:
            copy = Player.__new__(Player)
            boxes = {}
            for a, b in pl.boxes.items():
                box = Box.__new__(Box)
                box.__dict__.update(b.__dict__)
                boxes[a] = box
            copy.__dict__.update(pl.__dict__, boxes=boxes, counters=dict(pl.counters), goods=dict(pl.goods),
                                 cards=list(pl.cards))
            other.players.append(copy)
        other.track = [{b: [list(c) for c in lv[b]] for b in BOXES} for lv in self.track]
        other.trade, other.cities = dict(self.trade), dict(self.cities)
        other.pool_goods = dict(self.pool_goods)
        other.display = list(self.display)
        other.decks = {k: list(v) for k, v in self.decks.items()}
        other.pending = Pending(**self.pending.__dict__) if self.pending else None
        other.history = list(self.history)
        other._legal, other._legal_ids, other._events = None, set(), []
        return other

    def __repr__(self) -> str:
        return f"<Ships State {self.position()}>"


def describe_move(move: Move, state: State | None = None) -> Message:
    if isinstance(move, TakeCubes):
        return _("toma los cubos de la fase uno")
    if isinstance(move, Act):
        try:
            return _("«{action}», pagando con un {payment}", action=ACTION_NAMES[Action(move.action)],
                     payment=PAYMENT_NAMES[Payment(move.payment)])
        except ValueError:
            return _("una acción desconocida")
    if isinstance(move, EndTurn):
        return _("termina sus acciones y ordena")
    if isinstance(move, ChooseLevel):
        return _("nivel {level} del registro de antigüedad", level=move.level)
    if isinstance(move, ChooseBox):
        return _("caja mercante") if move.box == "merchant" else _("caja de buque de guerra")
    if isinstance(move, ChooseDisc):
        return _("disco del almacén") if move.store == "warehouse" else _("disco del banco")
    if isinstance(move, ChooseArea):
        board = state.game.board if state else DEFAULT_BOARD
        name = board.area(move.area).name if 1 <= move.area <= len(board.areas) else str(move.area)
        return _("área {area}", area=name)
    if isinstance(move, ChooseSpace):
        return describe_space(move.space, state.game.board if state else DEFAULT_BOARD)
    if isinstance(move, UseIndustry):
        return _("gasta una ficha de industria") if move.use else _("no gasta ficha de industria")
    if isinstance(move, ReturnGood):
        try:
            return _("devuelve una ficha de {good}", good=GOOD_NAMES[Good(move.good)])
        except ValueError:
            return _("devuelve una mercancía desconocida")
    if isinstance(move, ChooseCard):
        return _("toma la carta n.º {card}", card=move.card)
    try:
        return _("recupera la caja de «{action}»", action=ACTION_NAMES[Action(move.action)])
    except ValueError:
        return _("recupera una caja desconocida")


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


def describe_benefit(benefit: Benefit, amount: int) -> Message:
    return {
        Benefit.MERCHANT: Plural("{n} cubo de comerciante", "{n} cubos de comerciante", amount),
        Benefit.FREE: Plural("{n} cubo libre", "{n} cubos libres", amount),
        Benefit.GOLD: Plural("{n} de oro", "{n} de oro", amount),
        Benefit.VP: Plural("{n} punto de victoria", "{n} puntos de victoria", amount),
        Benefit.INDUSTRY: Plural("{n} ficha de industria", "{n} fichas de industria", amount),
    }[Benefit(benefit)]
