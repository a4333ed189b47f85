"""A position of Caribic: its parts, the setup, what can be asked of it and everything that makes one
impossible.

Rules sections: *Setup* (``caribic-setup-*``), *Bribing* (``caribic-bribe-*``), *Moving the ships*
(``caribic-move-*``), *Ties* (``caribic-tie-*``, via :mod:`.auction`), *Treasure*
(``caribic-treasure-*``, :mod:`.treasure`), *Safe havens* (``caribic-haven-*``), *The following rounds*
(``caribic-round-*``) and the end of the game, which the source does not give (``caribic-q-end``).  The
moves are :mod:`.moves` and :mod:`.treasure`.

Players count from 0.  Money is kept as whole doubloons on each player's :class:`~.parts.Seat`, with a
ledger of every :class:`~.parts.Payment`.  A position is built with :meth:`State.arranged` from any of
its parts — the others come from the setup of a seed, and the chests, the round and the ledger follow
from the parts given (:meth:`State._complete`) — and checked by :meth:`State.problems`.  A position
for a question ("what may this ship do here?") has ``scope="turn"``: it concerns one ship's turn, so
ships it does not place are away from that ship, and it stops when the turn is over.

    >>> from rulesim.caribic import Caribic
    >>> state = Caribic(players=3).new_state(seed=1)
    >>> state.phase, state.player
    (<Phase.BRIBE: 'bribe'>, 0)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleState
from ..i18n import Message, _
from ..kinds import Integer, ListOf, MapOf, Maybe
from ..moves import GameMove, MoveTable
from ..position import Problem, Record, part
from .components import SHIPS, BribeCard, Chest
from .game import CHESTS_AT_START, CHESTS_PER_ROUND, SUPPLY_AT_START, Caribic, supply_size, winners_of
from .moves import Bribe, EndMove, Sail, TieBreak
from .parts import (
    CHEST,
    PHASE,
    PLAYER,
    PORT_CHESTS,
    SCOPE,
    SHIP,
    SHIP_CHESTS,
    SPACE,
    Payment,
    PayReason,
    Phase,
    Scope,
    Seat,
    Tie,
    Turn,
)
from .problems import position_problems
from .saves import upgrade_format_1
from .treasure import Capture, Deliver, Rob, Swap, TreasureOption, treasure_options


def _in_order(moves: list[GameMove[Any]]) -> list[GameMove[Any]]:
    """Robbing and swapping with a ship are listed side by side, ship by ship."""
    rank = {Bribe: 0, TieBreak: 0, Sail: 0, Capture: 1, Rob: 2, Swap: 2, Deliver: 3, EndMove: 4}
    return sorted(moves, key=lambda m: (rank[type(m)], SHIPS.index(m.ship) if isinstance(m, (Rob, Swap)) else 0))


MOVES = MoveTable(Bribe, TieBreak, Sail, Capture, Rob, Swap, Deliver, EndMove, order=_in_order)


def _chests_of(state: State) -> list[int]:
    return [c for c in state.port_chests.values() if c is not None] + [
        c for c in state.ship_chests.values() if c is not None]


@dataclass(eq=False)
class State(RuleState):
    """A position of Caribic.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    MOVES = MOVES
    ORDER_RULE = "caribic-move-order"
    POSITION_RULE = "caribic-setup-chests"
    OVER = Phase.OVER
    TERMINAL = (Phase.OVER, Phase.TURN_END)
    GAME = Caribic

    game: Caribic
    seed: int = 0
    scope: Scope = part(_("lo que abarca la posición"), SCOPE, "caribic-move-order", default=Scope.GAME)
    round: int = part(_("la ronda"), Integer(1, 99), "caribic-round-end", default=1)
    ship: str = part(_("el barco cuyo turno es"), SHIP, "caribic-move-order", default=SHIPS[0])
    phase: Phase = part(_("la fase"), PHASE, "caribic-move-order", default=Phase.BRIBE)
    player: int | None = part(_("el jugador que decide"), Maybe(PLAYER), "caribic-move-order", default=0)
    seats: list[Seat] = part(_("lo que tiene cada jugador"), ListOf(Record(Seat), 2, 4), "caribic-bribe-assign",
                             default_factory=list)
    positions: dict[str, str] = part(_("dónde está cada barco"), MapOf(SHIP, SPACE), "caribic-setup-ships",
                                     default_factory=dict)
    ship_chests: dict[str, int | None] = part(_("el cofre que lleva cada barco, por la ciudad que nombra"),
                                              SHIP_CHESTS, "caribic-treasure-one-chest", default_factory=dict)
    port_chests: dict[str, int | None] = part(_("las ciudades que tienen un cofre esperando"), PORT_CHESTS,
                                              "caribic-setup-chests", default_factory=dict)
    supply: list[int] = part(_("los cofres del suministro, de izquierda a derecha"), ListOf(CHEST, 0, 16),
                             "caribic-setup-supply", default_factory=list)
    delivered: list[int] = part(_("los cofres ya entregados"), ListOf(CHEST, 0, 16), "caribic-haven-chest-out",
                                default_factory=list)
    ledger: list[Payment] = part(_("cada cobro hasta ahora"), ListOf(Record(Payment)), "caribic-haven-payment",
                                 default_factory=list)
    tie: Tie | None = part(_("el empate que se decide"), Maybe(Record(Tie)), "caribic-tie-decide", default=None)
    turn: Turn | None = part(_("el barco que se mueve"), Maybe(Record(Turn)), "caribic-treasure-active",
                             default=None)
    history: list[Any] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        self._init_moves()
        if not self.seats:
            self.seats = [Seat() for _p in range(self.game.players)]
        self.ship_chests = {s: self.ship_chests.get(s) for s in SHIPS}

    # ---------------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Caribic, seed: int) -> State:
        s = cls(game, seed)
        rng = random.Random(f"caribic/{seed}")
        order = [c.id for c in game.chests]
        rng.shuffle(order)
        s.port_chests = {town: None for town in game.sea.ports}
        for chest in order[:CHESTS_AT_START]:  # caribic-setup-chests
            s.port_chests[game.chests[chest].port] = chest
        s.supply = order[CHESTS_AT_START:]  # caribic-setup-supply: five stacks of two, left to right
        starts = list(game.sea.starts)
        rng.shuffle(starts)
        s.positions = dict(zip(SHIPS, starts, strict=True))  # caribic-setup-ships
        return s

    def _complete(self, given: frozenset[str]) -> None:
        """What the parts given decide: the ship, phase and player of a turn; a turn's path from where its
        ship is; the chests, supply and round from the chests placed; the ledger from the money."""
        self.ship_chests = {s: self.ship_chests.get(s) for s in SHIPS}
        self.port_chests = {t: self.port_chests.get(t) for t in self.game.sea.ports}
        if self.turn is not None:
            if "ship" not in given:
                self.ship = self.turn.ship
            if "phase" not in given:
                self.phase = Phase.MOVE
            if "player" not in given:
                self.player = self.turn.player
            if not self.turn.path and self.turn.ship in self.positions:
                self.turn = Turn(self.turn.ship, self.turn.player, self.turn.remaining,
                                 (self.positions[self.turn.ship],), self.turn.actions)
        if given & {"positions", "ship_chests", "port_chests", "supply", "delivered", "turn"}:
            self._place_rest_of_chests(given)
        if "ledger" not in given:
            self.ledger = [Payment(p, seat.money, PayReason.EARLIER, None)
                           for p, seat in enumerate(self.seats) if seat.money]

    def _place_rest_of_chests(self, given: frozenset[str]) -> None:
        """The chests not placed by the parts given: by default every other chest is in the supply as far
        as ``round`` allows — by default the earliest round in which that many chests can be out — and
        the rest delivered."""
        where = set(_chests_of(self))
        if "port_chests" not in given:
            self.port_chests = {t: None for t in self.game.sea.ports}
            where = set(_chests_of(self))
        rest = [c.id for c in self.game.chests if c.id not in where]
        supply = self.supply if "supply" in given else None
        delivered = self.delivered if "delivered" in given else None
        if "round" not in given:
            out = len(where) + len(delivered or ())
            self.round = 1
            if supply is not None:
                self.round += (SUPPLY_AT_START - len(supply)) // CHESTS_PER_ROUND
            else:
                while CHESTS_AT_START + CHESTS_PER_ROUND * (self.round - 1) < out and supply_size(self.round) > 0:
                    self.round += 1
        if supply is None:
            self.supply = [c for c in rest if c not in (delivered or ())][:supply_size(self.round)]
        if delivered is None:
            self.delivered = [c for c in rest if c not in self.supply]

    # --------------------------------------------------------------------------- queries
    @property
    def ship_index(self) -> int:
        return SHIPS.index(self.ship)

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {self.round}, ship {self.ship}, phase {self.phase.value}, player {who}"

    def card(self, card_id: int) -> BribeCard:
        return self.game.cards[card_id]

    def chest(self, chest_id: int) -> Chest:
        return self.game.chests[chest_id]

    def label(self, space: str) -> Message:
        """The space as readers name it (``B1``, «el refugio rojo»)."""
        return self.game.sea.label(space)

    def occupied(self, space: str, but: str | None = None) -> bool:
        """A sea space with another ship on it (havens take any number of ships)."""
        return self.occupant(space, but) is not None

    def occupant(self, space: str, but: str | None = None) -> str | None:
        """The ship (other than ``but``) on sea space ``space``; havens are never occupied."""
        if self.game.sea.is_haven(space):
            return None
        return next((ship for ship, pos in self.positions.items() if pos == space and ship != but), None)

    @property
    def money(self) -> tuple[int, ...]:
        """Each player's doubloons."""
        return tuple(seat.money for seat in self.seats)

    def scores(self) -> tuple[int, ...]:
        """The doubloons: the most wins (``caribic-q-winner``)."""
        return self.money

    def winners(self) -> tuple[int, ...]:
        """The most doubloons; equal fortunes share the victory (``caribic-q-winner``)."""
        return tuple(winners_of(list(self.money)))

    def here(self) -> str:
        """Where the ship on the move is."""
        assert self.turn is not None
        return self.positions[self.turn.ship]

    def treasure_options(self) -> list[TreasureOption]:
        """For each treasure action, the moves open to the ship on the move, or the real reason none is."""
        return treasure_options(self)

    def pay(self, player: int, amount: int, reason: PayReason, chest: int | None) -> None:
        self.seats[player].money += amount
        self.ledger.append(Payment(player, amount, reason, chest))

    def _forced_rule(self) -> str:
        return "caribic-treasure-active" if self.phase is Phase.MOVE else "caribic-bribe-assign"

    def _autoplay(self) -> None:
        # A situation's turn waits for its player to end it: "the ship stops" is never played by itself there.
        if self.scope is Scope.TURN and self.phase is Phase.MOVE:
            return
        super()._autoplay()

    # -------------------------------------------------------------------------- problems
    def problems(self) -> list[Problem]:
        """Everything that makes the position impossible: a chest missing or twice, or in a town not its
        own; a supply of the wrong size for the round; two ships on one sea space; money that is not its
        ledger; a turn, a tie or bids that do not fit the phase."""
        return position_problems(self)

    # ---------------------------------------------------------------------------- saving
    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of the first format (no ``format``: per-player lists, chests by number, the ship by its
        index, a tie's decisions by player) in this one; what cannot be read is left for the parts to refuse."""
        if "format" in data:
            return super().upgrade(data)
        return upgrade_format_1(data)

    def __repr__(self) -> str:
        return f"<Caribic State {self.position()}>"


Caribic.STATE = State
