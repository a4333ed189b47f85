"""A position of Ships: its parts, the setup, and what can be asked of it.

Rules sections: *Setup* (``ships-setup-*``), *Object of the game* (``ships-vp-*``), *The turn*
(``ships-turn-*``, ``ships-end*``), *Phase one* (``ships-cubes-*``), *Phase two* (``ships-actions-*``,
``ships-pay-*``, ``ships-action-*``), *Tidy up* (``ships-tidy-*``) and *Place ship* (``ships-place-*``), which
the source cuts in the list of city benefits.  The moves are :mod:`.moves` and :mod:`.place_ship`; everything
that makes a position impossible is :mod:`.problems`.

Conventions as in the other games: players count from 0 (their seats, in the colours red, yellow, blue,
green) and turns go clockwise from a random first player; :meth:`State.push` checks a move completely before
changing anything; a decision with a single possible move is played by itself (phase one always is);
:attr:`State.history` replays the game from its seed.  Every piece is counted somewhere — screen, action
boxes, board or pool — so the pools, each player's merchant cubes beside the board and the ship counters
under each screen follow from the other parts (:meth:`State._complete`) and are never saved.

    >>> from rulesim.ships import Ships
    >>> state = Ships(players=3).new_state(seed=1)
    >>> state.phase, state.player == state.first
    (<Phase.CUBES: 'cubes'>, True)
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Self

from ..engine import RuleState
from ..i18n import Message, Plural, _
from ..kinds import Boolean, Integer, ListOf, MapOf, Maybe
from ..moves import MoveTable
from ..position import InvalidPosition, Problem, Record, part
from .components import (
    CARDS,
    COLOURS,
    DECK_SIZES,
    END_COUNTERS,
    ERA_NAMES,
    ERA_OF_ERA_NAMES,
    ERAS,
    FACE_UP_GALLEY_CARDS,
    FREE_CUBES,
    GOLD_COINS,
    GOOD_COUNTERS,
    GOODS,
    INDUSTRY_COUNTERS,
    MERCHANT_CUBES,
    NAVIGATION_COUNTERS,
    SHIP_BOXES,
    SHIP_COUNTERS_PER_ERA,
    SPICE,
    TRACK_LEVELS,
    UNDESCRIBED,
    Action,
    Era,
    Good,
    Payment,
    ShipBox,
    player_name,
)
from .game import Ships
from .moves import Act, ChooseCard, EndTurn, RecoverBox, TakeCubes
from .options import BankSpace, CardFrom, CounterEra, CurrentArea, SpiceCube, Undescribed
from .parts import (
    CARD,
    CITY_SPACE,
    END_REASON,
    ERA,
    PHASE,
    PLAYER,
    TRADE_BOX,
    EndReason,
    EveryKey,
    Pending,
    Phase,
    Placed,
    Player,
    starting_players,
)
from .place_ship import ChooseArea, ChooseBox, ChooseDisc, ChooseLevel, ChooseSpace, ReturnGood, UseIndustry
from .problems import position_problems
from .saves import count_problems, upgrade_format_1

MOVES = MoveTable(TakeCubes, Act, EndTurn, ChooseLevel, ChooseBox, ChooseDisc, ChooseArea, ChooseSpace, UseIndustry,
                  ReturnGood, ChooseCard, RecoverBox)

_FORCED_RULE = {Phase.CUBES: "ships-turn-phases", Phase.LEVEL: "ships-place-level", Phase.BOX: "ships-place-box",
                Phase.DISC: "ships-place-disc", Phase.AREA: "ships-place-area", Phase.SPACE: "ships-place-trade",
                Phase.INDUSTRY: "ships-place-industry", Phase.OVERFLOW: "ships-place-warehouse",
                Phase.CARD: "ships-action-card", Phase.RECOVER: "ships-q-recover"}


def counter_name(era: Era) -> Message:
    return ERA_NAMES[Era(era)]


def _track_key(counter: Placed) -> tuple[int, int]:
    return counter.level, SHIP_BOXES.index(counter.box)


@dataclass(eq=False)
class State(RuleState):
    """A position of Ships.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    MOVES = MOVES
    ORDER_RULE = "ships-turn-phases"
    POSITION_RULE = "ships-setup-pool"
    OVER = Phase.OVER
    TERMINAL = (Phase.OVER,)
    GAME = Ships

    game: Ships
    seed: int = 0
    first: int = part(_("el primer jugador"), PLAYER, "ships-setup-first", default=0)
    round: int = part(_("la ronda"), Integer(1, 1_000_000), "ships-turn-order", default=1)
    phase: Phase = part(_("la fase"), PHASE, "ships-turn-phases", default=Phase.CUBES)
    player: int | None = part(_("el jugador que decide"), Maybe(PLAYER), "ships-turn-order", default=0)
    players: list[Player] = part(_("lo que tiene cada jugador"), ListOf(Record(Player), 2, 4), "ships-setup-screens",
                                 default_factory=list)
    track: list[Placed] = part(_("las fichas de barco del registro de antigüedad, nivel a nivel"),
                               ListOf(Record(Placed)), "ships-place-level", default_factory=list)
    trade: dict[str, int] = part(_("de quién es el cubo de cada casilla de comercio ocupada"), MapOf(TRADE_BOX, PLAYER),
                                 "ships-place-trade", default_factory=dict)
    cities: dict[str, int] = part(_("de quién es el disco de cada espacio de ciudad ocupado"),
                                  MapOf(CITY_SPACE, PLAYER), "ships-place-city", default_factory=dict)
    display: list[int] = part(_("las cartas de galera boca arriba"), ListOf(CARD, 0, FACE_UP_GALLEY_CARDS, unique=True),
                              "ships-setup-cards", default_factory=list)
    decks: dict[Era, list[int]] = part(_("los mazos de cartas apartados, por era"),
                                       EveryKey(ERA, ListOf(CARD, unique=True), empty=list), "ships-setup-cards",
                                       default_factory=dict)
    card_taken: bool = part(_("si ya se tomó una carta en este turno"), Boolean(), "ships-actions-card-once",
                            default=False)
    pending: Pending | None = part(_("la acción en curso"), Maybe(Record(Pending)), "ships-turn-phases", default=None)
    end_reason: EndReason | None = part(_("por qué terminó la partida"), Maybe(END_REASON), "ships-end", default=None)
    history: list[Any] = field(default_factory=list, init=False, repr=False)
    #: derived (never saved): what the pool holds — every piece not on a screen, beside it or on the board
    pool_free: int = field(default=FREE_CUBES, init=False, repr=False)
    pool_gold: int = field(default=GOLD_COINS, init=False, repr=False)
    pool_industry: int = field(default=INDUSTRY_COUNTERS, init=False, repr=False)
    pool_navigation: int = field(default=NAVIGATION_COUNTERS, init=False, repr=False)
    pool_goods: dict[Good, int] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self._init_moves()
        if not self.players:
            self.players = [Player() for _p in range(self.game.players)]
        if not self.decks:
            self.decks = {e: [] for e in ERAS}
        self._count()

    # ---------------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Ships, seed: int) -> State:
        """The setup (``ships-setup-*``): three shuffled decks, twelve galley cards face up, a random first
        player, and every screen as the setup leaves it (food for the third and fourth players)."""
        s = cls(game, seed)
        rng = random.Random(f"ships/{seed}")
        cards = list(range(1, CARDS + 1))
        start = 0
        for era in ERAS:  # ships-setup-cards: three decks, each shuffled
            deck = cards[start:start + DECK_SIZES[era]]
            start += DECK_SIZES[era]
            rng.shuffle(deck)
            s.decks[era] = deck
        galley = s.decks[Era.GALLEY]
        s.display = sorted(galley[:FACE_UP_GALLEY_CARDS])
        s.decks[Era.GALLEY] = galley[FACE_UP_GALLEY_CARDS:]  # back into the game box
        s.first = rng.randrange(game.players)  # ships-setup-first
        s.players = starting_players(game.players, s.first)  # ships-setup-free, ships-setup-food
        s.player = s.first
        s._count()
        return s

    def _complete(self, given: frozenset[str]) -> None:
        """What the parts given decide: a first player given without the screens deals the setup's food for
        that first player; the player to decide is by default the first player (nobody once the game is
        over); cards that are neither face up nor taken are the decks, by era; the track is kept level by
        level (each box in the order given); and the pools, the cubes beside the board and the counters under
        the screens are what the other parts leave."""
        if "first" in given and "players" not in given:
            self.players = starting_players(self.game.players, self.first)
        if "player" not in given:
            self.player = None if self.phase is Phase.OVER else self.first
        if "decks" not in given and given & {"display", "players"}:
            self.decks = self._rest_of_cards()
        self.track.sort(key=_track_key)
        self._count()

    def _rest_of_cards(self) -> dict[Era, list[int]]:
        held = set(self.display) | {c for pl in self.players for c in pl.cards}
        rest = [c for c in range(1, CARDS + 1) if c not in held]
        galley, steam = DECK_SIZES[Era.GALLEY], CARDS - DECK_SIZES[Era.STEAM]
        return {Era.GALLEY: [c for c in rest if c <= galley], Era.SAILING: [c for c in rest if galley < c <= steam],
                Era.STEAM: [c for c in rest if c > steam]}

    def _count(self) -> None:
        """The derived counts: every piece the other parts do not place is in its pool."""
        for p, pl in enumerate(self.players):
            on_board = sum(1 for o in self.trade.values() if o == p)
            pl.pool_merchant = MERCHANT_CUBES - (pl.stock_merchant + pl.section_merchant + pl.boxed_merchant
                                                 + pl.spice + on_board)
            pl.counters = {e: SHIP_COUNTERS_PER_ERA - sum(1 for c in self.track if c.player == p and c.era == e)
                           for e in ERAS}
        players = self.players
        self.pool_free = FREE_CUBES - sum(pl.stock_free + pl.section_free + pl.boxed_free for pl in players)
        self.pool_gold = GOLD_COINS - sum(pl.gold for pl in players)
        self.pool_industry = INDUSTRY_COUNTERS - sum(pl.industry + pl.boxed_industry for pl in players)
        self.pool_navigation = NAVIGATION_COUNTERS - sum(pl.navigation for pl in players)
        self.pool_goods = {g: GOOD_COUNTERS[g] - sum(pl.goods.get(g, 0) for pl in players) for g in GOODS}

    # --------------------------------------------------------------------------- queries
    @property
    def me(self) -> Player:
        """The player to decide."""
        assert self.player is not None
        return self.players[self.player]

    def position(self) -> str:
        who = "-" if self.player is None else COLOURS[self.player]
        return (f"round {self.round}, {who}, phase {self.phase.value}, era {self.current_era().value}, "
                f"level {self.highest_level()}")

    def player_name(self, player: int | None) -> Message:
        return player_name(player)

    def player_id(self, player: int) -> str:
        """A player by colour, as the table and the situation files name them."""
        return COLOURS[player]

    def _describe(self, move: Any, player: int | None) -> Message:
        return _("El {player}: {move}", player=player_name(player), move=move.said(self))

    def last_player(self) -> int:
        """ships-end-last-player: the player to the right of the first player has the last turn of a round."""
        return (self.first - 1) % self.game.players

    def on_level(self, level: int, box: ShipBox | str) -> list[Placed]:
        """The counters in ``box`` of ``level``, in the order they came."""
        return [c for c in self.track if c.level == level and c.box == box]

    def place_counter(self, counter: Placed) -> None:
        """Put ``counter`` on the track (the track is kept level by level, each box in the order it filled)."""
        self.track.insert(bisect.bisect_right(self.track, _track_key(counter), key=_track_key), counter)

    def highest_level(self) -> int:
        """The highest occupied level of the ship-age track (0 while it is empty)."""
        return max((c.level for c in self.track), default=0)

    def bank_room(self, p: int) -> int:
        """The gold ``p``'s bank may hold: one coin per open space (ships-q-bank-space), or all of it."""
        if self.game.options.bank_space == BankSpace.NO_LIMIT:
            return GOLD_COINS
        return self.players[p].bank_capacity

    def card_deck(self) -> Era | None:
        """The deck *Take a card* draws the top card of (ships-q-card-from), or None: a face-up card is chosen."""
        era = self.current_era()
        return era if self.game.options.card_from == CardFrom.ERA_DECK and era != Era.GALLEY else None

    def current_era(self) -> Era:
        """The era in play: the era of the highest occupied level; the galley before the first ship."""
        level = self.highest_level()
        return self.game.era_of(level) if level else Era.GALLEY

    def counters_on(self, level: int) -> int:
        return sum(1 for c in self.track if c.level == level)

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

    def space_choices(self, area: int) -> list[str]:
        """The spaces of ``area`` the ship on the move may take: trade boxes (merchant) or city spaces (warship)."""
        assert self.pending is not None and self.player is not None
        if self.pending.box == ShipBox.MERCHANT:
            return self.open_trade_boxes(self.player, area)
        return self.open_city_spaces(area)

    def can_merchant(self, p: int) -> bool:
        return any(self.open_trade_boxes(p, a) for a in self.area_choices(p))

    def can_warship(self, p: int) -> bool:
        pl = self.players[p]
        return (pl.goods[Good.FOOD] >= 1 and pl.warehouse_discs + pl.bank_discs >= 1
                and any(self.open_city_spaces(a) for a in self.area_choices(p)))

    def place_problem(self, p: int) -> tuple[str, Message] | None:
        """Why ``p`` cannot take *Place ship* now (rule id, reason), or None."""
        pl = self.players[p]
        if not any(pl.counters[self.counter_era(lv)] for lv in self.level_choices()):
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
            deck = self.card_deck()
            if deck is not None and not self.decks[deck]:
                return "ships-q-card-from", _("El mazo de la {era} está agotado.", era=ERA_OF_ERA_NAMES[deck])
            if deck is None and not self.display:
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

    def placement_possible(self) -> bool:
        """Whether anyone still holds a ship counter that a level choice could take (ships-q-stall)."""
        eras = {self.counter_era(lv) for lv in self.level_choices()}
        return any(pl.counters[e] > 0 for pl in self.players for e in eras)

    def scores(self) -> tuple[int, ...]:
        """The victory points: the most win, equal totals share the victory (``ships-q-final-scoring``)."""
        return tuple(pl.vp for pl in self.players)

    def _forced_rule(self) -> str:
        return _FORCED_RULE.get(self.phase, self.ORDER_RULE)

    # -------------------------------------------------------------------------- problems
    def problems(self) -> list[Problem]:
        """Everything that makes the position impossible: a piece created or lost, a store over its capacity,
        an action section with more cubes than the era gives, a counter on a level it cannot be on, a phase
        that does not fit the action under way."""
        return position_problems(self)

    # ---------------------------------------------------------------------------- saving
    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of the first format (no ``format``: the pools and the derived counts saved, the track level by
        level, the decisions of the action under way as ``""`` or ``0`` until taken) in this one; what cannot be
        read is left for the parts to refuse."""
        if "format" in data:
            return super().upgrade(data)
        return upgrade_format_1(data)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """A saved position; a save of the first format must also agree with the pools it wrote."""
        state = super().from_dict(data)
        if isinstance(data, Mapping) and "format" not in data:
            problems = count_problems(state, data)
            if problems:
                raise InvalidPosition(problems)
        return state

    def copy(self) -> State:
        """An independent copy of the position (its history included), without checking it again."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.players = [pl.copy() for pl in self.players]
        other.track = list(self.track)
        other.trade, other.cities = dict(self.trade), dict(self.cities)
        other.pool_goods = dict(self.pool_goods)
        other.display = list(self.display)
        other.decks = {k: list(v) for k, v in self.decks.items()}
        other.pending = self.pending.copy() if self.pending else None
        other.history = list(self.history)
        other._reset()
        return other

    def __repr__(self) -> str:
        return f"<Ships State {self.position()}>"


Ships.STATE = State
