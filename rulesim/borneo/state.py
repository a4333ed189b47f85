"""A position of Borneo: its parts, the setup, what the parts given decide, and what can be asked of it.

Rules sections: *Setup* (``borneo-setup-*``), *The turn* (``borneo-turn-order``), the four actions of a turn
— missions (:mod:`.missions`), companies (:mod:`.moves`, :mod:`.fight`), shipping (:mod:`.shipping`) and
drawing (:mod:`.moves`) —, *End of the game* (``borneo-end-*``), *Scoring* (``borneo-scoring-*``,
:mod:`.scoring`) and the 3-player variant (``borneo-variant-four-merchants``).  Everything that makes a
position impossible is :mod:`.problems`; saves of the first format are read by :mod:`.saves`.

Conventions: players are numbered from 0 (shown to readers from 1); a company's column lists its
merchants' owners from rank 1 down; card stacks draw from the end of the list.  A position is built with
:meth:`State.arranged` from any of its parts — the others come from the setup of a seed, and what the
parts given decide follows from them (:meth:`State._complete`: nothing is dealt at random, shipping cards
given nowhere form the draw pile in number order…).  :meth:`State.push` checks a move completely before
changing anything; whenever the player to move has a single legal move it is played by itself, and
:attr:`State.history` keeps the moves actually chosen, so ``Borneo(...).replay(seed, history)`` rebuilds
any game.

    >>> from rulesim.borneo import Borneo
    >>> state = Borneo(players=4).new_state(seed=1)
    >>> state.phase, state.player, [len(seat.hand) for seat in state.seats]
    (<Phase.PLACEMENT: 'placement'>, 0, [3, 3, 3, 3])
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleState
from ..i18n import Message, _
from ..kinds import Integer, ListOf, MapOf, Maybe
from ..moves import MoveTable
from ..position import Problem, Record, part
from .components import COMPANIES, FACE_UP_PORTS, STARTING_HAND, Mission, Port, ShippingCard, card_name
from .fight import Attack, Defend, KeepCards, Relocate
from .game import Borneo
from .missions import CompleteMission, Payable
from .moves import Discard, MoveMerchant, Pass, PlaceMerchant
from .parts import CARDS, COMPANY, END, MISSION, PHASE, PLAYER, PORT, EndReason, Fight, OpenPort, Phase, Seat, Sharing
from .problems import card_places, position_problems
from .saves import upgrade_format_1
from .scoring import Warehouse, final_result
from .shipping import PlayCard, TakeSpice

#: every move, in the order a phase lists them (passing first, then a mission, a change of company, a fight)
MOVES = MoveTable(PlaceMerchant, Pass, CompleteMission, MoveMerchant, Attack, Defend, Relocate, KeepCards,
                  PlayCard, TakeSpice, Discard)
#: the parts that place shipping cards, port cards and missions: when one is given, the others follow from it
CARD_PARTS = frozenset({"seats", "ports", "draw", "discard", "fight", "sharing"})
PORT_PARTS = frozenset({"seats", "ports", "port_deck", "port_discard"})
COUNT = Integer(0, 100_000)


@dataclass(eq=False)
class State(RuleState):
    """A position of Borneo.  ``legal_moves()`` lists what the player ``player`` may do; ``push(move)``
    plays it and returns what happened, step by step."""

    MOVES = MOVES
    ORDER_RULE = "borneo-turn-order"
    POSITION_RULE = "borneo-components"
    OVER = Phase.OVER
    TERMINAL = (Phase.OVER,)
    GAME = Borneo

    game: Borneo
    seed: int = 0
    phase: Phase = part(_("la fase"), PHASE, "borneo-turn-order", default=Phase.PLACEMENT)
    player: int | None = part(_("el jugador que decide ahora"), Maybe(PLAYER), "borneo-turn-order", default=0)
    turn_player: int = part(_("el jugador cuyo turno es"), PLAYER, "borneo-turn-order", default=0)
    turn: int = part(_("cuántos turnos se han jugado"), COUNT, "borneo-turn-order", default=0)
    queue: list[int] = part(_("quién coloca un comerciante o completa la última misión después, en orden"),
                            ListOf(PLAYER), "borneo-setup-placement", default_factory=list)
    companies: dict[str, list[int]] = part(_("los jugadores de cada compañía, del primer puesto al último"),
                                           MapOf(COMPANY, ListOf(PLAYER)), "borneo-setup-company-ranks",
                                           default_factory=dict)
    seats: list[Seat] = part(_("lo que tiene cada jugador: la mano y el almacén"), ListOf(Record(Seat), 3, 5),
                             "borneo-setup-merchants", default_factory=list)
    ports: list[OpenPort] = part(_("los puertos boca arriba, con las cartas jugadas en ellos"),
                                 ListOf(Record(OpenPort), 0, FACE_UP_PORTS), "borneo-setup-ports",
                                 default_factory=list)
    draw: list[int] = part(_("el mazo de robo (se roba del final)"), CARDS, "borneo-setup-hand",
                           default_factory=list)
    discard: list[int] = part(_("los descartes"), CARDS, "borneo-draw-reshuffle", default_factory=list)
    shuffles: int = part(_("cuántas veces se han barajado cartas"), COUNT, "borneo-draw-reshuffle", default=0)
    port_deck: list[int] = part(_("el mazo de puertos (se saca del final)"), ListOf(PORT), "borneo-setup-ports",
                                default_factory=list)
    port_discard: list[int] = part(_("los puertos descartados"), ListOf(PORT), "borneo-setup-ports",
                                   default_factory=list)
    board_missions: list[int] = part(_("las misiones que quedan en el tablero"), ListOf(MISSION),
                                     "borneo-setup-missions", default_factory=list)
    fight: Fight | None = part(_("la pelea en curso"), Maybe(Record(Fight)), "borneo-fight-start", default=None)
    sharing: Sharing | None = part(_("el reparto en curso de las especias de un puerto"), Maybe(Record(Sharing)),
                                   "borneo-shipping-trigger", default=None)
    last_player: int | None = part(_("quién jugó la última carta de envío"), Maybe(PLAYER),
                                   "borneo-shipping-port-card", default=None)
    ended_by: EndReason | None = part(_("por qué terminó la partida"), Maybe(END), "borneo-end-conditions",
                                      default=None)
    history: list[Any] = field(default_factory=list, init=False, repr=False)
    #: what each player's warehouse pays, kept while it stays the same (:class:`~.missions.Payable`)
    mission_cache: dict[int, Payable] = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self._init_moves()
        if not self.seats:
            self.seats = [Seat() for _p in range(self.game.players)]
        self.companies = {c: list(self.companies.get(c, [])) for c in COMPANIES}

    # ---------------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Borneo, seed: int) -> State:
        s = cls(game, seed)
        s.draw = s.shuffled(c.id for c in game.deck.shipping)
        for seat in s.seats:  # borneo-setup-hand
            seat.hand = [s.draw.pop() for _i in range(STARTING_HAND)]
        s.port_deck = s.shuffled(game.port_ids)  # borneo-setup-ports
        s.ports = [OpenPort(s.port_deck.pop()) for _i in range(FACE_UP_PORTS)]
        s.board_missions = game.board_order(game.mission_ids)  # borneo-setup-missions
        s.queue = game.placement_order()  # borneo-setup-placement
        s.player = s.queue[0]
        return s

    def shuffled(self, ids: Iterable[int]) -> list[int]:
        """A shuffle drawn from the seed and the count of earlier shuffles, so that a saved position needs no
        random generator state."""
        cards = list(ids)
        random.Random(f"borneo/{self.seed}/{self.shuffles}").shuffle(cards)
        self.shuffles += 1
        return cards

    def _complete(self, given: frozenset[str]) -> None:
        """What the parts given decide: the phase from the merchants placed, whose decision and whose turn it
        is, the order of the placement, and where the cards, ports and missions given nowhere are."""
        self.companies = {c: list(self.companies.get(c, [])) for c in COMPANIES}
        if "companies" in given and "phase" not in given:
            placed = sum(len(col) for col in self.companies.values())
            self.phase = Phase.PLACEMENT if placed < self.game.players * self.game.merchants else Phase.MISSIONS
        if given & {"phase", "companies"}:
            self._complete_turn(given)
        if "turn_player" not in given:
            self.turn_player = self.fight.attacker if self.fight else self.player if self.player is not None else 0
        if given & CARD_PARTS:
            self._place_rest_of_cards(given)
        if given & PORT_PARTS:
            self._place_rest_of_ports(given)
        if "board_missions" not in given:
            done = {m for seat in self.seats for m in seat.missions}
            self.board_missions = self.game.board_order([m for m in self.game.mission_ids if m not in done])
        self.mission_cache = {}

    def _complete_turn(self, given: frozenset[str]) -> None:
        """The placement still to come (its order from the merchants placed) and who decides now."""
        if "queue" not in given:
            placed = sum(len(col) for col in self.companies.values())
            self.queue = self.game.placement_order()[placed:] if self.phase is Phase.PLACEMENT else []
        if "player" in given:
            return
        if self.phase is Phase.OVER:
            self.player = None
        elif self.phase in (Phase.PLACEMENT, Phase.FINAL_MISSIONS):
            self.player = self.queue[0] if self.queue else 0
        elif self.fight is not None:
            self.player = self.fight.defender
        elif self.sharing is not None and self.sharing.queue:
            self.player = self.sharing.queue[0].player
        else:
            self.player = self.turn_player if "turn_player" in given else 0

    def _place_rest_of_cards(self, given: frozenset[str]) -> None:
        """Shipping cards given nowhere: the draw pile in number order when it is not given, else the
        discards; a fight's cards already thrown away lie on the discard pile (``borneo-fight-discard``)."""
        draw = self.draw if "draw" in given else None
        discard = self.discard if "discard" in given else None
        placed = {c for where, c in card_places(self) if where not in ("draw", "discard")}
        if self.fight is not None and draw is None and discard is None:
            discard = [c for c in self.fight.attacker_cards + self.fight.defender_cards if c not in placed]
        rest = [c.id for c in self.game.deck.shipping
                if c.id not in placed and c.id not in (discard or ()) and c.id not in (draw or ())]
        if draw is None:
            self.draw, self.discard = rest, list(discard or ())
        else:
            self.discard = list(discard) if discard is not None else rest

    def _place_rest_of_ports(self, given: frozenset[str]) -> None:
        """Port cards given nowhere: the port deck when it is not given, else the discarded ports."""
        deck = self.port_deck if "port_deck" in given else None
        discarded = self.port_discard if "port_discard" in given else None
        used = {q for seat in self.seats for q in seat.ports} | {open_port.port for open_port in self.ports}
        rest = [q for q in self.game.port_ids if q not in used and q not in (deck or ()) and q not in (discarded or ())]
        if deck is None:
            self.port_deck, self.port_discard = rest, list(discarded or ())
        else:
            self.port_discard = list(discarded) if discarded is not None else rest

    # --------------------------------------------------------------------------- queries
    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"turn {self.turn + 1}, phase {self.phase.value}, player {who}"

    def card(self, card_id: int) -> ShippingCard:
        return self.game.deck.shipping[card_id]

    def port(self, port_id: int) -> Port:
        return self.game.deck.ports[port_id]

    def mission(self, mission_id: int) -> Mission:
        return self.game.deck.missions[mission_id]

    def card_label(self, card_id: int) -> Message:
        """A shipping card by what it shows (a move may name a card that does not exist)."""
        if 0 <= card_id < len(self.game.deck.shipping):
            return card_name(self.card(card_id))
        return _("que no existe")

    def port_cards(self, port_id: int) -> list[int]:
        """The shipping cards played under the face-up port ``port_id``."""
        return next(open_port.cards for open_port in self.ports if open_port.port == port_id)

    def warehouses(self) -> list[Warehouse]:
        """What counts at the end for each player (``borneo-scoring-points``)."""
        return [Warehouse(len(seat.warehouse), len(seat.ports), tuple(self.mission(m) for m in seat.missions))
                for seat in self.seats]

    def scores(self) -> tuple[int, ...]:
        """``borneo-scoring-points``: 1 per shipping card and per port card in the warehouse (a "2" card is
        still one card), plus the missions' points."""
        return tuple(w.points for w in self.warehouses())

    def winners(self) -> tuple[int, ...]:
        """``borneo-scoring-tie``: the highest score; among equals, the most missions.  Players still equal
        share the victory (``borneo-q-score-tie``).  None while the game goes on."""
        return final_result(self.warehouses()).winners if self.is_over() else ()

    def _describe(self, move: Any, player: int | None) -> Message:
        """A move's title as Borneo's pages write it in both languages: the player, a colon, the move."""
        return _("{player}: {action}", player=self.player_name(player), action=move.said(self))

    # -------------------------------------------------------------------------- problems
    def problems(self) -> list[Problem]:
        """Everything that makes the position impossible: a card, port or mission missing or twice, a wrong
        number of merchants, a hand over the limit, a phase without what it needs (a fight, a port being
        shared out, the order of a round), a player who is not in the game."""
        return position_problems(self)

    # ---------------------------------------------------------------------------- saving
    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of the first format (no ``format``: per-player lists of hands and warehouses, the face-up
        ports as ``[port, cards]`` pairs, a port's sharing as ``choose``) in this one; what cannot be read is
        left for the parts to refuse, naming the field."""
        if "format" in data:
            return super().upgrade(data)
        return upgrade_format_1(data)

    def __repr__(self) -> str:
        return f"<Borneo State {self.position()}>"


Borneo.STATE = State
