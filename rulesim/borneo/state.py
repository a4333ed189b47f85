"""A game of Borneo: the fixed description (:class:`Borneo`) and the position (:class:`State`).

Rules sections: *Setup* (``borneo-setup-*``), *The turn* (``borneo-turn-order``),
the four actions of a turn (missions, companies, shipping, drawing), *End of the
game* (``borneo-end-*``), *Scoring* (``borneo-scoring-*``) and the 3-player
variant (``borneo-variant-four-merchants``).  The rule checks and resolutions
themselves live in :mod:`.missions`, :mod:`.fight` and :mod:`.shipping`; this
module sequences them.

Conventions: players are numbered from 0 (shown to readers from 1); a
company's column lists its merchants' owners from rank 1 down; card stacks
draw from the end of the list.  :meth:`State.push` checks a move completely
before changing anything, so a refused move leaves the state exactly as it was.
Whenever the player to move has a single legal move (nothing to decide), it is
played automatically; :attr:`State.history` keeps the moves actually chosen, so
``Borneo(...).replay(seed, history)`` rebuilds any game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from enum import StrEnum
from itertools import combinations
from typing import Any, Iterable, Mapping, Sequence

from ..engine_legacy import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Step
from ..i18n import Message, Plural, _
from .cards import COMPANIES, DEFAULT_DECK, SPACES_PER_COMPANY, SPICES, Deck, card_name, company_name
from .companies import move_merchant, move_message
from .fight import bound_to_keep_one, check_fight_cards, resolve_fight
from .missions import check_payment, covers_totals, payment_options
from .moves import (
    Attack, CompleteMission, Defend, Discard, KeepCards, Move, MoveMerchant, Pass, PlaceMerchant,
    PlayCard, Relocate, TakeSpice, move_from_dict, move_to_dict,
)
from .options import FourthRound, KeepOne, Options, PlacementOrder, ShortDraw
from .scoring import Warehouse, final_result
from .shipping import Chooser, PortKind, resolve_port

HAND_LIMIT = 6
MIN_MISSION_UNITS = 4  # "one of each" and "four alike"
FACE_UP_PORTS = 3
STARTING_HAND = 3

class Phase(StrEnum):
    """Where a game stands: whose decision it is, and of what kind."""

    PLACEMENT = "placement"
    MISSIONS = "missions"
    COMPANIES = "companies"
    FIGHT_DEFEND = "fight-defend"
    FIGHT_RELOCATE = "fight-relocate"
    FIGHT_KEEP = "fight-keep"
    SHIPPING = "shipping"
    PORT_CHOOSE = "port-choose"
    DISCARD = "discard"
    FINAL_MISSIONS = "final-missions"
    OVER = "over"


PHASES = tuple(Phase)
#: each phase in the reader's words ("now it is …")
PHASE_LABELS = {
    Phase.PLACEMENT: _("la colocación inicial de comerciantes"),
    Phase.MISSIONS: _("la acción de misión"),
    Phase.COMPANIES: _("la acción de compañías"),
    Phase.FIGHT_DEFEND: _("la defensa en una pelea"),
    Phase.FIGHT_RELOCATE: _("el traslado del defensor vencido"),
    Phase.FIGHT_KEEP: _("las cartas que guarda el defensor vencedor"),
    Phase.SHIPPING: _("la acción de envío"),
    Phase.PORT_CHOOSE: _("el reparto de especias de un puerto"),
    Phase.DISCARD: _("el descarte hasta seis cartas"),
    Phase.FINAL_MISSIONS: _("la última ronda de misiones"),
    Phase.OVER: _("el final: la partida ha terminado"),
}
FIGHT_PHASES = (Phase.FIGHT_DEFEND, Phase.FIGHT_RELOCATE, Phase.FIGHT_KEEP)
PHASE_OF_MOVE = {
    PlaceMerchant: (Phase.PLACEMENT,),
    Pass: (Phase.MISSIONS, Phase.COMPANIES, Phase.FINAL_MISSIONS),
    CompleteMission: (Phase.MISSIONS, Phase.FINAL_MISSIONS),
    MoveMerchant: (Phase.COMPANIES,),
    Attack: (Phase.COMPANIES,),
    Defend: (Phase.FIGHT_DEFEND,),
    Relocate: (Phase.FIGHT_RELOCATE,),
    KeepCards: (Phase.FIGHT_KEEP,),
    PlayCard: (Phase.SHIPPING,),
    TakeSpice: (Phase.PORT_CHOOSE,),
    Discard: (Phase.DISCARD,),
}


class EndReason(StrEnum):
    """Why a game ended (``borneo-end-conditions``)."""

    PORTS = "ports"  # a new port was needed and the port deck was empty
    CARDS = "cards"  # cards had to be drawn and none were left


def _ids(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise ValueError(what)
    return tuple(value)


@dataclass(frozen=True)
class Fight:
    """A fight under way (``borneo-fight-*``): the company, the two ranks (from 0 at the top), the
    two players, and the cards each has played."""

    company: str
    attacker_rank: int
    defender_rank: int
    attacker: int
    defender: int
    attacker_cards: tuple[int, ...]
    defender_cards: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.company not in COMPANIES:
            raise ValueError(f"fight.company {self.company!r}")
        if not 0 <= self.defender_rank < self.attacker_rank < SPACES_PER_COMPANY:
            raise ValueError("fight ranks")

    def to_dict(self) -> dict:
        return {"company": self.company, "attacker_rank": self.attacker_rank, "defender_rank": self.defender_rank,
                "attacker": self.attacker, "defender": self.defender, "attacker_cards": list(self.attacker_cards),
                "defender_cards": list(self.defender_cards)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Fight":
        if set(data) != {"company", "attacker_rank", "defender_rank", "attacker", "defender", "attacker_cards",
                         "defender_cards"}:
            raise ValueError("fight")
        return cls(data["company"], data["attacker_rank"], data["defender_rank"], data["attacker"], data["defender"],
                   _ids(data["attacker_cards"], "fight.attacker_cards"), _ids(data["defender_cards"], "fight.defender_cards"))


@dataclass(frozen=True)
class Distribution:
    """A port's spices being chosen (``borneo-shipping-*-order``): the face-up slot the port
    left, monopoly or shared, the cards still to choose, and the merchants still to choose, in order."""

    slot: int
    kind: PortKind
    pool: tuple[int, ...]
    queue: tuple[Chooser, ...]

    def to_dict(self) -> dict:
        return {"slot": self.slot, "kind": self.kind.value, "pool": list(self.pool),
                "queue": [c.to_list() for c in self.queue]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Distribution":
        if set(data) != {"slot", "kind", "pool", "queue"} or not isinstance(data["slot"], int):
            raise ValueError("choose")
        return cls(data["slot"], PortKind(data["kind"]), _ids(data["pool"], "choose.pool"),
                   tuple(Chooser.from_list(c) for c in data["queue"]))


PLAYER_LABELS = tuple(_("jugador {n}", n=p + 1) for p in range(5))


def player_label(p: int) -> Message:
    """``jugador 1`` / ``Player 1`` (players count from 0 inside the engine)."""
    return PLAYER_LABELS[p]


class Borneo(RuleGame):
    """The fixed description of a game: player count, options and cards."""

    def __init__(self, players: int = 4, options: Options | None = None, deck: Deck = DEFAULT_DECK) -> None:
        options = options or Options()
        if players not in (3, 4, 5):
            raise InvalidSetupError(
                "borneo-setup-merchants", _("Borneo se juega con 3, 4 o 5 jugadores, no con {n}.", n=players))
        if options.four_merchants and players != 3:
            raise InvalidSetupError(
                "borneo-variant-four-merchants",
                _("La variante de cuatro comerciantes es solo para 3 jugadores."))
        self.players = players
        self.options = options
        self.deck = deck
        self.merchants = 4 if options.four_merchants else 3
        self.port_ids = [p.id for p in deck.ports if p.used_with(players)]
        self.mission_ids = [m.id for m in deck.missions if players == 5 or not m.five_players_only]

    def new_state(self, seed: int = 0) -> "State":
        return State.setup(self, seed)

    def placement_rounds(self) -> list[list[int]]:
        """Who places a merchant when during setup, round by round (players from 0, the first player
        is 0): ``borneo-setup-placement`` with the readings ``borneo-q-placement-order`` and, for the
        fourth merchant of the three-player variant, ``borneo-q-fourth-round``."""
        order = list(range(self.players))
        rounds = []
        for r in range(self.merchants):
            if r == 3:
                backwards = self.options.fourth_round == FourthRound.REVERSE
            elif self.options.placement_order == PlacementOrder.SNAKE:
                backwards = r % 2 == 1
            else:
                backwards = r > 0
            rounds.append(order[::-1] if backwards else order)
        return rounds

    def to_dict(self) -> dict:
        data = {"players": self.players, "options": self.options.to_dict()}
        if self.deck is not DEFAULT_DECK:
            raise InvalidSetupError("borneo-components-illustrative",
                                    _("Solo se puede guardar una partida con la baraja por defecto."))
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Borneo":
        return cls(data["players"], Options.from_dict(data.get("options", {})))


class State(RuleState):
    """A position of Borneo.  ``legal_moves()`` lists what the player ``player``
    may do; ``push(move)`` plays it and returns what happened, step by step."""

    PHASE_OF_MOVE = PHASE_OF_MOVE
    ORDER_RULE = "borneo-turn-order"

    def __init__(self, game: Borneo) -> None:
        self.game = game
        self.seed = 0
        self.shuffles = 0
        self.draw: list[int] = []
        self.discard: list[int] = []
        self.port_deck: list[int] = []
        self.ports: list[list] = []  # [port id, [shipping card ids]] per face-up port
        self.port_discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(game.players)]
        self.stores: list[list[int]] = [[] for _ in range(game.players)]
        self.store_ports: list[list[int]] = [[] for _ in range(game.players)]
        self.board_missions: list[int] = []
        self.done_missions: list[list[int]] = [[] for _ in range(game.players)]
        self.companies: dict[str, list[int]] = {c: [] for c in COMPANIES}
        self.phase = Phase.PLACEMENT
        self.player: int | None = 0
        self.turn_player = 0
        self.turn = 0
        self.queue: list[int] = []  # placement order, or the final mission round
        self.fight: Fight | None = None
        self.choose: Distribution | None = None
        self.last_player: int | None = None
        self.ended_by: EndReason | None = None
        self._init_moves()
        self._missions_cache: dict[int, tuple] = {}

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, game: Borneo, seed: int) -> "State":
        s = cls(game)
        s.seed = seed
        s.draw = s._shuffled(c.id for c in game.deck.shipping)
        for p in range(game.players):  # borneo-setup-hand
            s.hands[p] = [s.draw.pop() for _ in range(STARTING_HAND)]
        s.port_deck = s._shuffled(game.port_ids)  # borneo-setup-ports
        s.ports = [[s.port_deck.pop(), []] for _ in range(FACE_UP_PORTS)]
        s.board_missions = sorted(game.mission_ids, key=lambda m: (game.deck.missions[m].points, m))
        s.queue = [p for placement in game.placement_rounds() for p in placement]
        s.player = s.queue[0]
        return s

    def _shuffled(self, ids: Iterable[int]) -> list[int]:
        """A shuffle drawn from the seed and the count of earlier shuffles, so
        that a saved state needs no random generator state."""
        cards = list(ids)
        random.Random(f"borneo/{self.seed}/{self.shuffles}").shuffle(cards)
        self.shuffles += 1
        return cards

    # --------------------------------------------------------------- queries
    @property
    def players(self) -> int:
        return self.game.players

    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"turn {self.turn + 1}, phase {self.phase.value}, player {who}"

    def card(self, card_id: int):
        return self.game.deck.shipping[card_id]

    def port(self, port_id: int):
        return self.game.deck.ports[port_id]

    def mission(self, mission_id: int):
        return self.game.deck.missions[mission_id]

    def port_cards(self, port_id: int) -> list[int]:
        for pid, cards in self.ports:
            if pid == port_id:
                return cards
        raise KeyError(port_id)

    def warehouses(self) -> list[Warehouse]:
        """What counts at the end for each player (``borneo-scoring-points``)."""
        missions = self.game.deck.missions
        return [Warehouse(len(self.stores[p]), len(self.store_ports[p]), tuple(missions[m] for m in self.done_missions[p]))
                for p in range(self.players)]

    def scores(self) -> list[int]:
        """``borneo-scoring-points``: 1 per shipping card and per port card in the
        warehouse (a "2" card is still one card), plus the missions' points."""
        return [w.points for w in self.warehouses()]

    def winners(self) -> list[int]:
        """``borneo-scoring-tie``: the highest score; among equals, most missions.
        Players still equal share the victory (``borneo-q-score-tie``)."""
        return list(final_result(self.warehouses()).winners)

    # placement ---------------------------------------------------------------
    def _check_PlaceMerchant(self, move: PlaceMerchant) -> None:
        if move.company not in self.companies:
            raise self._illegal(move, "borneo-setup-company-ranks", _("No existe esa compañía."))
        if len(self.companies[move.company]) >= SPACES_PER_COMPANY:
            raise self._illegal(move, "borneo-setup-placement",
                                _("No quedan espacios libres en {company}.", company=company_name(move.company)))

    def _apply_PlaceMerchant(self, move: PlaceMerchant) -> None:
        column = self.companies[move.company]
        column.append(self.player)
        self._events.append(Step("borneo-setup-placement", _(
            "El {player} coloca un comerciante en el puesto {rank}.º de {company}.",
            player=player_label(self.player), rank=len(column), company=company_name(move.company))))
        self.queue.pop(0)
        if self.queue:
            self.player = self.queue[0]
        else:
            self._start_turn(0)

    def _start_turn(self, p: int) -> None:
        self.turn_player = self.player = p
        self.phase = Phase.MISSIONS

    # missions ----------------------------------------------------------------
    def _check_Pass(self, move: Pass) -> None:
        return None

    def _apply_Pass(self, move: Pass) -> None:
        if self.phase == Phase.MISSIONS:
            self.phase = Phase.COMPANIES
        elif self.phase == Phase.COMPANIES:
            self._begin_shipping()
        else:
            self._next_final_player()

    def _check_CompleteMission(self, move: CompleteMission) -> None:
        p = self.player
        if move.mission not in self.board_missions:
            raise self._illegal(move, "borneo-missions-complete", _("Esa misión ya no está en el tablero."))
        if move.missions:
            raise self._illegal(move, "borneo-missions-no-mission-cards",
                                _("Las cartas de misión no sirven para pagar otra misión."))
        if len(set(move.ships)) != len(move.ships) or len(set(move.ports)) != len(move.ports):
            raise self._illegal(move, "borneo-missions-payment", _("Cada carta se entrega una sola vez."))
        for card in move.ships:
            if card in self.hands[p]:
                raise self._illegal(move, "borneo-missions-hand", _(
                    "La carta {card} está en la mano: solo paga lo que hay en el almacén.", card=self._card_name(card)))
            if card not in self.stores[p]:
                raise self._illegal(move, "borneo-missions-payment",
                                    _("La carta {card} no está en tu almacén.", card=self._card_name(card)))
        for port in move.ports:
            if port not in self.store_ports[p]:
                raise self._illegal(move, "borneo-missions-payment",
                                    _("Ese puerto no está en tu almacén."))
        problem = check_payment(self.mission(move.mission), [self.card(c) for c in move.ships],
                                [self.port(q) for q in move.ports])
        if problem:
            raise self._illegal(move, *problem)

    def _apply_CompleteMission(self, move: CompleteMission) -> None:
        p = self.player
        for card in move.ships:
            self.stores[p].remove(card)
            self.discard.append(card)
        for port in move.ports:
            self.store_ports[p].remove(port)
            self.port_discard.append(port)
        self.board_missions.remove(move.mission)
        self.done_missions[p].append(move.mission)
        self._events.append(Step("borneo-missions-complete", _(
            "El {player} completa la misión «{mission}» y la pone boca abajo ante sí.",
            player=player_label(p), mission=self.mission(move.mission).describe())))
        if self.phase == Phase.MISSIONS:
            self.phase = Phase.COMPANIES
        else:
            self._next_final_player()

    # companies -----------------------------------------------------------------
    def _own_merchant(self, move: Move, company: str, rank: int, rule_id: str) -> None:
        if company not in self.companies:
            raise self._illegal(move, rule_id, _("No existe esa compañía."))
        column = self.companies[company]
        if not 0 <= rank < len(column) or column[rank] != self.player:
            raise self._illegal(move, rule_id, _("No tienes un comerciante en el puesto {rank}.º de {company}.",
                                                 rank=rank + 1, company=company_name(company)))

    def _check_MoveMerchant(self, move: MoveMerchant) -> None:
        self._own_merchant(move, move.company, move.rank, "borneo-companies-move")
        problem, _after = move_merchant(self.companies, move.company, move.rank, move.to)
        if problem:
            raise self._illegal(move, *problem)

    def _apply_MoveMerchant(self, move: MoveMerchant) -> None:
        below = len(self.companies[move.company]) - move.rank - 1
        _problem, self.companies = move_merchant(self.companies, move.company, move.rank, move.to)
        self._events.append(Step("borneo-companies-move", move_message(
            move.company, move.rank, move.to, len(self.companies[move.to]) - 1, below)))
        self._begin_shipping()

    def _check_Attack(self, move: Attack) -> None:
        self._own_merchant(move, move.company, move.attacker, "borneo-fight-start")
        column = self.companies[move.company]
        if not 0 <= move.defender < move.attacker or column[move.defender] == self.player:
            raise self._illegal(move, "borneo-fight-start", _(
                "El defensor debe ser un comerciante de otro jugador, más arriba en la misma compañía."))
        hand = [self.card(c) for c in self.hands[self.player]]
        if any(c not in self.hands[self.player] for c in move.cards):
            raise self._illegal(move, "borneo-fight-cards", _("Solo se pueden jugar cartas de la propia mano."))
        problem = check_fight_cards(hand, [self.card(c) for c in move.cards], move.company,
                                    self.game.options.keep_one, attacker=True, sides=self.game.options.keep_one_sides)
        if problem:
            raise self._illegal(move, *problem)

    def _apply_Attack(self, move: Attack) -> None:
        for c in move.cards:
            self.hands[self.player].remove(c)
        defender = self.companies[move.company][move.defender]
        self.fight = Fight(move.company, move.attacker, move.defender, self.player, defender, tuple(move.cards))
        self._events.append(Step("borneo-fight-start", _(
            "El {attacker} ataca desde el puesto {a}.º de {company} al {defender}, en el puesto {d}.º.",
            attacker=player_label(self.player), a=move.attacker + 1, company=company_name(move.company),
            defender=player_label(defender), d=move.defender + 1)))
        self.phase, self.player = Phase.FIGHT_DEFEND, defender

    def _check_Defend(self, move: Defend) -> None:
        f = self._fight()
        hand = self.hands[self.player]
        if any(c not in hand for c in move.cards):
            raise self._illegal(move, "borneo-fight-cards", _("Solo se pueden jugar cartas de la propia mano."))
        problem = check_fight_cards([self.card(c) for c in hand], [self.card(c) for c in move.cards],
                                    f.company, self.game.options.keep_one, attacker=False,
                                    most=len(f.attacker_cards), sides=self.game.options.keep_one_sides)
        if problem:
            raise self._illegal(move, *problem)

    def _apply_Defend(self, move: Defend) -> None:
        for c in move.cards:
            self.hands[self.player].remove(c)
        f = self.fight = replace(self._fight(), defender_cards=tuple(move.cards))
        result = resolve_fight(f.company, f.attacker_rank, f.defender_rank,
                               [self.card(c) for c in f.attacker_cards],
                               [self.card(c) for c in move.cards])
        self._events.extend(result.explanation.steps)
        self.discard.extend(f.attacker_cards)
        if result.attacker_wins:
            column = self.companies[f.company]
            column[f.defender_rank], column[f.attacker_rank] = f.attacker, f.defender
            self.discard.extend(f.defender_cards)
            self._events.append(Step("borneo-fight-discard", _("Todas las cartas de la pelea se descartan.")))
            self.phase = Phase.FIGHT_RELOCATE
        else:
            self.phase = Phase.FIGHT_KEEP

    def _fight(self) -> Fight:
        if self.fight is None:  # validate() refuses a fight phase without a fight
            raise InvalidSetupError("borneo-fight-start", _("No hay ninguna pelea en curso."))
        return self.fight

    def _distribution(self) -> Distribution:
        if self.choose is None:  # validate() refuses a port-choose phase without a distribution
            raise InvalidSetupError("borneo-shipping-trigger", _("No hay ningún reparto en curso."))
        return self.choose

    def _check_Relocate(self, move: Relocate) -> None:
        f = self._fight()
        if move.to is None:
            return
        if move.to not in self.companies or move.to == f.company:
            raise self._illegal(move, "borneo-fight-attacker-wins",
                                _("El defensor vencido ocupa el puesto que dejó el atacante o va a otra compañía."))
        if len(self.companies[move.to]) >= SPACES_PER_COMPANY:
            raise self._illegal(move, "borneo-fight-attacker-wins",
                                _("No quedan espacios libres en {company}.", company=company_name(move.to)))

    def _apply_Relocate(self, move: Relocate) -> None:
        f = self._fight()
        if move.to is None:
            self._events.append(Step("borneo-fight-attacker-wins", _(
                "El defensor baja al puesto {rank}.º que dejó el atacante.", rank=f.attacker_rank + 1)))
        else:
            self.companies[f.company].pop(f.attacker_rank)
            self.companies[move.to].append(f.defender)
            self._events.append(Step("borneo-fight-attacker-wins", _(
                "El defensor deja {old} y ocupa el puesto {rank}.º de {new}.", old=company_name(f.company),
                rank=len(self.companies[move.to]), new=company_name(move.to))))
        self.fight = None
        self._begin_shipping()

    def _check_KeepCards(self, move: KeepCards) -> None:
        played = self._fight().defender_cards
        if len(set(move.cards)) != len(move.cards) or any(c not in played for c in move.cards):
            raise self._illegal(move, "borneo-fight-defender-wins",
                                _("El defensor solo puede guardar cartas que jugó en su defensa."))

    def _apply_KeepCards(self, move: KeepCards) -> None:
        f = self._fight()
        for c in f.defender_cards:
            (self.stores[f.defender] if c in move.cards else self.discard).append(c)
        if f.defender_cards:
            self._events.append(Step("borneo-fight-defender-wins", Plural(
                "El defensor guarda en su almacén {kept} de la carta que jugó.",
                "El defensor guarda en su almacén {kept} de las {n} cartas que jugó; las demás se descartan.",
                len(f.defender_cards), kept=len(move.cards))))
        self.fight = None
        self._begin_shipping()

    # shipping ------------------------------------------------------------------
    def _begin_shipping(self) -> None:
        self.phase, self.player = Phase.SHIPPING, self.turn_player
        if not self.hands[self.turn_player]:
            self._events.append(Step("borneo-shipping-play", _("Sin cartas en la mano no se puede enviar nada.")))
            self._draw_step()

    def _check_PlayCard(self, move: PlayCard) -> None:
        if move.card not in self.hands[self.player]:
            raise self._illegal(move, "borneo-shipping-play",
                                _("La carta {card} no está en tu mano.", card=self._card_name(move.card)))
        if move.port not in [pid for pid, _cards in self.ports]:
            raise self._illegal(move, "borneo-shipping-play", _("Ese puerto no está boca arriba."))

    def _apply_PlayCard(self, move: PlayCard) -> None:
        p = self.player
        self.hands[p].remove(move.card)
        slot = next(i for i, (pid, _c) in enumerate(self.ports) if pid == move.port)
        cards = self.ports[slot][1]
        cards.append(move.card)
        self.last_player = p
        port = self.port(move.port)
        self._events.append(Step("borneo-shipping-play", _(
            "El {player} juega la carta {card} bajo el puerto {port} ({n}.ª carta).",
            player=player_label(p), card=card_name(self.card(move.card)), port=port.name, n=len(cards))))
        res = resolve_port(port, [self.card(c) for c in cards], self.companies, p, self.game.options)
        self._events.extend(res.explanation.steps)
        if res.kind is None:
            self._draw_step()
            return
        self.ports.pop(slot)
        self.store_ports[p].append(move.port)
        self.choose = Distribution(slot, res.kind, tuple(cards), tuple(res.order))
        self._next_chooser()

    def _next_chooser(self) -> None:
        c = self._distribution()
        if c.queue and c.pool:
            self.phase, self.player = Phase.PORT_CHOOSE, c.queue[0].player
            return
        self.discard.extend(c.pool)
        self.choose = None
        self._new_port(c.slot)

    def _check_TakeSpice(self, move: TakeSpice) -> None:
        c = self._distribution()
        if move.card not in c.pool:
            rule_id = "borneo-shipping-monopoly-order" if c.kind == PortKind.MONOPOLY else "borneo-shipping-shared-order"
            raise self._illegal(move, rule_id, _("Esa carta no está entre las especias del puerto."))

    def _apply_TakeSpice(self, move: TakeSpice) -> None:
        c = self._distribution()
        chooser = c.queue[0]
        self.choose = replace(c, pool=tuple(x for x in c.pool if x != move.card), queue=c.queue[1:])
        self.stores[chooser.player].append(move.card)
        rule_id = "borneo-shipping-monopoly-order" if c.kind == PortKind.MONOPOLY else "borneo-shipping-shared-order"
        self._events.append(Step(rule_id, _(
            "El comerciante {rank}.º de {company} ({player}) toma la carta {card}.",
            rank=chooser.rank + 1, company=company_name(chooser.company), player=player_label(chooser.player),
            card=card_name(self.card(move.card)))))
        self._next_chooser()

    def _new_port(self, slot: int) -> None:
        if not self.port_deck:
            self._events.append(Step("borneo-end-conditions", _(
                "Hay que sacar un puerto nuevo y el mazo de puertos está vacío: fin de la partida.")))
            self._end_game(EndReason.PORTS)
            return
        pid = self.port_deck.pop()
        self.ports.insert(slot, [pid, []])
        port = self.port(pid)
        self._events.append(Step("borneo-shipping-new-port", _(
            "Se descubre el puerto {port} (monopolio {monopoly}, límite {limit}).",
            port=port.name, monopoly=port.monopoly, limit=port.limit)))
        self._draw_step()

    # drawing -------------------------------------------------------------------
    def _draw_one(self) -> bool:
        if not self.draw:
            if not self.discard:
                return False
            self.draw = self._shuffled(self.discard)
            self.discard = []
            self._events.append(Step("borneo-draw-reshuffle", _(
                "El mazo se ha agotado: se barajan los descartes como nuevo mazo.")))
        self.hands[self.turn_player].append(self.draw.pop())
        return True

    def _draw_step(self) -> None:
        p = self.turn_player
        drawn = 0
        for _i in range(2):
            if not self._draw_one():
                break
            drawn += 1
        if drawn == 0 or (drawn == 1 and self.game.options.short_draw == ShortDraw.END):
            self._events.append(Step("borneo-end-conditions" if drawn == 0 else "borneo-q-short-draw", _(
                "Hay que robar dos cartas y no quedan suficientes: fin de la partida.")))
            self._end_game(EndReason.CARDS)
            return
        self._events.append(Step("borneo-draw-two", Plural(
            "El {player} roba {n} carta.", "El {player} roba {n} cartas.", drawn, player=player_label(p))))
        if drawn == 1:
            self._events.append(Step("borneo-q-short-draw", _("Solo quedaba una carta; la partida sigue.")))
        if len(self.hands[p]) > HAND_LIMIT:
            self.phase, self.player = Phase.DISCARD, p
        else:
            self._next_turn()

    def _check_Discard(self, move: Discard) -> None:
        hand = self.hands[self.player]
        excess = len(hand) - HAND_LIMIT
        if len(set(move.cards)) != len(move.cards) or any(c not in hand for c in move.cards) or len(move.cards) != excess:
            raise self._illegal(move, "borneo-draw-hand-limit", Plural(
                "Hay que descartar exactamente {n} carta de la mano para quedarse con seis.",
                "Hay que descartar exactamente {n} cartas de la mano para quedarse con seis.", excess))

    def _apply_Discard(self, move: Discard) -> None:
        for c in move.cards:
            self.hands[self.player].remove(c)
            self.discard.append(c)
        self._events.append(Step("borneo-draw-hand-limit", Plural(
            "El {player} descarta {n} carta y se queda con seis.", "El {player} descarta {n} cartas y se queda con seis.",
            len(move.cards), player=player_label(self.player))))
        self._next_turn()

    def _next_turn(self) -> None:
        self.turn += 1
        self._start_turn((self.turn_player + 1) % self.players)

    # end of the game ---------------------------------------------------------------
    def _end_game(self, reason: EndReason) -> None:
        self.ended_by = reason
        for pid, cards in self.ports:
            self.port_discard.append(pid)
            self.discard.extend(cards)
        self.ports = []
        for hand in self.hands:
            self.discard.extend(hand)
            hand.clear()
        self._events.append(Step("borneo-end-clear-table", _(
            "Se descartan los puertos de la mesa, sus cartas y las manos de todos.")))
        last = self.turn_player
        self.queue = [(last + 1 + i) % self.players for i in range(self.players)]
        self._events.append(Step("borneo-end-last-mission", _(
            "Última ronda de misiones, empezando por el {player}.", player=player_label(self.queue[0]))))
        self.phase, self.player = Phase.FINAL_MISSIONS, self.queue[0]

    def _next_final_player(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.player = self.queue[0]
            return
        self.phase, self.player = Phase.OVER, None
        scores = self.scores()
        self._events.append(Step("borneo-scoring-points", _(
            "Puntuación final: {scores}.", scores=[_("{player}: {points}", player=player_label(p), points=s)
                                                   for p, s in enumerate(scores)])))
        self._events.append(Step("borneo-scoring-tie", _(
            "Gana: {winners}.", winners=[player_label(p) for p in self.winners()])))

    # ------------------------------------------------------------ legal moves
    def _generate(self) -> list[Move]:
        phase, p = self.phase, self.player
        opts = self.game.options
        if p is None:
            return []
        if phase == Phase.PLACEMENT:
            return [PlaceMerchant(c) for c, col in self.companies.items() if len(col) < SPACES_PER_COMPANY]
        if phase in (Phase.MISSIONS, Phase.FINAL_MISSIONS):
            return [Pass()] + self._mission_moves(p)
        if phase == Phase.COMPANIES:
            return [Pass()] + self._merchant_moves(p) + self._attack_moves(p)
        if phase == Phase.FIGHT_DEFEND:
            f = self._fight()
            hand = self.hands[p]
            matching = [c for c in hand if self.card(c).shows(f.company)]
            if not bound_to_keep_one(False, opts.keep_one_sides):
                most = min(len(f.attacker_cards), len(matching))
            else:
                most = min(len(f.attacker_cards),
                           len(matching) - 1 if opts.keep_one == KeepOne.MATCHING else len(hand) - 1)
            return [Defend(cards) for k in range(0, max(most, 0) + 1) for cards in combinations(matching, k)]
        if phase == Phase.FIGHT_RELOCATE:
            company = self._fight().company
            return [Relocate(None)] + [Relocate(c) for c, col in self.companies.items()
                                       if c != company and len(col) < SPACES_PER_COMPANY]
        if phase == Phase.FIGHT_KEEP:
            played = self._fight().defender_cards
            return [KeepCards(cards) for k in range(len(played) + 1) for cards in combinations(played, k)]
        if phase == Phase.SHIPPING:
            return [PlayCard(c, pid) for c in self.hands[p] for pid, _cards in self.ports]
        if phase == Phase.PORT_CHOOSE:
            return [TakeSpice(c) for c in self._distribution().pool]
        if phase == Phase.DISCARD:
            hand = self.hands[p]
            return [Discard(cards) for cards in combinations(hand, len(hand) - HAND_LIMIT)]
        return []

    def _mission_moves(self, p: int) -> list[Move]:
        key = (tuple(self.stores[p]), tuple(self.store_ports[p]), tuple(self.board_missions))
        cached = self._missions_cache.get(p)
        if cached is None or cached[0] != key:  # a warehouse changes far less often than turns pass
            cached = self._missions_cache[p] = (key, self._list_missions(p))
        return list(cached[1])

    def _list_missions(self, p: int) -> list[Move]:
        deck, ports = self.game.deck.shipping, self.game.deck.ports
        have = dict.fromkeys(SPICES, 0)
        jokers = 0
        for c in self.stores[p]:
            card = deck[c]
            if card.joker:
                jokers += card.value
            else:
                have[card.spice] += card.value
        for q in self.store_ports[p]:
            have[ports[q].spice] += 1
        if sum(have.values()) + jokers < MIN_MISSION_UNITS:
            return []  # no mission asks for fewer spices
        by_kind: dict[str, list] = {}
        moves = []
        for m in self.board_missions:
            mission = self.mission(m)
            if mission.kind not in by_kind:  # missions of one kind are paid the same ways
                by_kind[mission.kind] = (
                    payment_options(mission, [deck[c] for c in self.stores[p]], [ports[q] for q in self.store_ports[p]])
                    if covers_totals(mission, have, jokers) else [])
            moves += [CompleteMission(m, pay.ships, pay.ports) for pay in by_kind[mission.kind]]
        return moves

    def _merchant_moves(self, p: int) -> list[Move]:
        open_companies = [c for c, col in self.companies.items() if len(col) < SPACES_PER_COMPANY]
        return [MoveMerchant(c, r, to) for c, col in self.companies.items() for r, owner in enumerate(col)
                if owner == p for to in open_companies if to != c]

    def _attack_moves(self, p: int) -> list[Move]:
        hand = self.hands[p]
        if len(hand) < 2:
            return []
        opts = self.game.options
        keep_matching = opts.keep_one == KeepOne.MATCHING
        bound = bound_to_keep_one(True, opts.keep_one_sides)
        deck = self.game.deck.shipping
        moves = []
        for c, col in self.companies.items():
            if p not in col:
                continue
            pairs = [(a, d) for a, owner in enumerate(col) if owner == p for d in range(a) if col[d] != p]
            if not pairs:
                continue
            matching = [x for x in hand if c in deck[x].flags]
            if not bound:
                most = len(matching)
            else:
                most = len(matching) - 1 if keep_matching else min(len(matching), len(hand) - 1)
            subsets = [cards for k in range(1, most + 1) for cards in combinations(matching, k)]
            moves += [Attack(c, a, d, cards) for a, d in pairs for cards in subsets]
        return moves

    # ------------------------------------------------------------- describing
    def _describe(self, move: Move, player: int | None) -> Message:
        who = player_label(player) if player is not None else "-"
        if isinstance(move, PlayCard):
            return _("{player}: juega la carta {card} en {port}", player=who, card=self._card_name(move.card),
                     port=self.port(move.port).name)
        if isinstance(move, Attack):
            return _("{player}: ataca en {company}", player=who, company=company_name(move.company))
        if isinstance(move, CompleteMission):
            return _("{player}: completa una misión", player=who)
        if isinstance(move, Pass):
            return _("{player}: pasa", player=who)
        if isinstance(move, PlaceMerchant):
            return _("{player}: coloca un comerciante en {company}", player=who, company=company_name(move.company))
        if isinstance(move, MoveMerchant):
            return _("{player}: cambia de compañía", player=who)
        if isinstance(move, Defend):
            return Plural("{player}: defiende con {n} carta", "{player}: defiende con {n} cartas", len(move.cards), player=who)
        if isinstance(move, Relocate):
            return _("{player}: recoloca a su comerciante", player=who)
        if isinstance(move, KeepCards):
            return Plural("{player}: guarda {n} carta", "{player}: guarda {n} cartas", len(move.cards), player=who)
        if isinstance(move, TakeSpice):
            return _("{player}: toma la carta {card}", player=who, card=self._card_name(move.card))
        return Plural("{player}: descarta {n} carta", "{player}: descarta {n} cartas", len(move.cards), player=who)

    # ---------------------------------------------------------- serialising
    def to_dict(self, history: bool = True) -> dict:
        data = {
            "game": self.game.to_dict(),
            "seed": self.seed,
            "shuffles": self.shuffles,
            "draw": list(self.draw),
            "discard": list(self.discard),
            "port_deck": list(self.port_deck),
            "ports": [[pid, list(cards)] for pid, cards in self.ports],
            "port_discard": list(self.port_discard),
            "hands": [list(h) for h in self.hands],
            "stores": [list(s) for s in self.stores],
            "store_ports": [list(s) for s in self.store_ports],
            "board_missions": list(self.board_missions),
            "done_missions": [list(m) for m in self.done_missions],
            "companies": {c: list(col) for c, col in self.companies.items()},
            "phase": self.phase.value,
            "player": self.player,
            "turn_player": self.turn_player,
            "turn": self.turn,
            "queue": list(self.queue),
            "fight": None if self.fight is None else self.fight.to_dict(),
            "choose": None if self.choose is None else self.choose.to_dict(),
            "last_player": self.last_player,
            "ended_by": None if self.ended_by is None else self.ended_by.value,
        }
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """A saved position (the format is the same since the first saves: the sub-states are written as
        plain JSON and read back into their types here, so a typo or a bad value fails at once)."""
        def rest(s: "State", data: dict) -> None:
            s.ports = [[pid, list(cards)] for pid, cards in data["ports"]]
            s.companies = {c: list(data["companies"][c]) for c in COMPANIES}
            s.phase = Phase(data["phase"])
            s.fight = None if data["fight"] is None else Fight.from_dict(data["fight"])
            s.choose = None if data["choose"] is None else Distribution.from_dict(data["choose"])
            s.ended_by = None if data["ended_by"] is None else EndReason(data["ended_by"])

        return cls._restore(data, Borneo.from_dict, (
            "seed", "shuffles", "draw", "discard", "port_deck", "port_discard", "hands", "stores", "store_ports",
            "board_missions", "done_missions", "player", "turn_player", "turn", "queue", "last_player"),
            "borneo-components", move_from_dict, rest)

    @classmethod
    def from_position(
        cls,
        game: Borneo,
        *,
        phase: Phase | str = Phase.MISSIONS,
        player: int | None = 0,
        turn_player: int | None = None,
        turn: int = 0,
        hands: Sequence[Sequence[int]] | None = None,
        stores: Sequence[Sequence[int]] | None = None,
        store_ports: Sequence[Sequence[int]] | None = None,
        done_missions: Sequence[Sequence[int]] | None = None,
        companies: Mapping[str, Sequence[int]] | None = None,
        ports: Sequence[tuple[int, Sequence[int]]] | None = None,
        draw: Sequence[int] | None = None,
        discard: Sequence[int] | None = None,
        port_deck: Sequence[int] | None = None,
        port_discard: Sequence[int] | None = None,
        queue: Sequence[int] | None = None,
        fight: Fight | None = None,
        choose: Distribution | None = None,
        last_player: int | None = None,
        ended_by: EndReason | str | None = None,
        seed: int = 0,
    ) -> "State":
        """A position from its parts (a dispute, a test), checked by :meth:`validate` like a saved game.

        Players count from 0; ``hands``, ``stores`` (shipping cards in a warehouse), ``store_ports`` and
        ``done_missions`` list card ids per player (empty when left out); ``companies`` the owners of
        each company's merchants from rank 1 down; ``ports`` the face-up ports as ``(port id, [card
        ids])``; the draw pile draws from the end of ``draw``.  Nothing is dealt at random: shipping
        cards given nowhere form the draw pile (in id order) when ``draw`` is left out, else the
        discard pile; ports given nowhere form the port deck when ``port_deck`` is left out, else the
        discarded ports; missions nobody completed stay on the board.
        """
        s = cls(game)
        s.seed = seed
        n = game.players

        def per_player(value: Sequence[Sequence[int]] | None, what: str) -> list[list[int]]:
            if value is None:
                return [[] for _p in range(n)]
            if len(value) != n:
                raise InvalidSetupError("borneo-setup-merchants", _(
                    "{what}: hace falta una lista por jugador ({n}).", what=what, n=n))
            return [list(v) for v in value]

        s.hands = per_player(hands, "hands")
        s.stores = per_player(stores, "stores")
        s.store_ports = per_player(store_ports, "store_ports")
        s.done_missions = per_player(done_missions, "done_missions")
        unknown = set(companies or {}) - set(COMPANIES)
        if unknown:
            raise InvalidSetupError("borneo-setup-company-ranks", _("No existe esa compañía."))
        if any(not isinstance(owners, (list, tuple)) for owners in (companies or {}).values()):
            raise InvalidSetupError("borneo-setup-company-ranks", _(
                "Los comerciantes de una compañía son una lista de jugadores, del puesto 1 hacia abajo."))
        s.companies = {c: list((companies or {}).get(c, ())) for c in COMPANIES}
        s.ports = [[pid, list(cards)] for pid, cards in (ports or ())]
        try:
            s.phase = Phase(phase)
        except ValueError:
            raise InvalidSetupError("borneo-turn-order", _("Fase desconocida.")) from None
        s.player = player
        s.turn_player = turn_player if turn_player is not None else (player if player is not None else 0)
        s.turn = turn
        s.queue = list(queue or ())
        s.fight, s.choose = fight, choose
        s.last_player = last_player
        try:
            s.ended_by = None if ended_by is None else EndReason(ended_by)
        except ValueError:
            raise InvalidSetupError("borneo-end-conditions", _("Motivo de fin de partida desconocido: {value}.",
                                                                  value=str(ended_by))) from None
        placed = set(c for zone in (*s.hands, *s.stores) for c in zone)
        placed |= {c for _pid, cards in s.ports for c in cards}
        if fight is not None:
            # Once the defence is played the attacker's cards are discarded, and the defender's too when the
            # attacker won (borneo-fight-discard): in those phases they lie on the discard pile.
            gone = {Phase.FIGHT_KEEP: fight.attacker_cards,
                    Phase.FIGHT_RELOCATE: fight.attacker_cards + fight.defender_cards}.get(s.phase, ())
            placed |= (set(fight.attacker_cards) | set(fight.defender_cards)) - set(gone)
            if discard is None and draw is None:
                discard = list(gone)
        if choose is not None:
            placed |= set(choose.pool)
        rest = [c.id for c in game.deck.shipping if c.id not in placed and c.id not in (discard or ()) and
                c.id not in (draw or ())]
        if draw is None:
            s.draw, s.discard = rest, list(discard or ())
        else:
            s.draw, s.discard = list(draw), list(discard) if discard is not None else rest
        used = {q for zone in s.store_ports for q in zone} | {pid for pid, _cards in s.ports}
        rest_ports = [q for q in game.port_ids if q not in used and q not in (port_deck or ()) and
                      q not in (port_discard or ())]
        if port_deck is None:
            s.port_deck, s.port_discard = rest_ports, list(port_discard or ())
        else:
            s.port_deck = list(port_deck)
            s.port_discard = list(port_discard) if port_discard is not None else rest_ports
        done = {m for zone in s.done_missions for m in zone}
        s.board_missions = sorted((m for m in game.mission_ids if m not in done),
                                  key=lambda m: (game.deck.missions[m].points, m))
        s.validate()
        return s

    def copy(self) -> "State":
        return State.from_dict(self.to_dict())

    def validate(self) -> None:
        """Refuse a position the rules cannot reach: a card, port or mission missing or twice, a wrong
        number of merchants, a hand over the limit, a phase without what it needs (a fight, a port being
        shared out, the last round's order), a player who does not exist."""
        game = self.game
        n = game.players
        if not isinstance(self.phase, Phase):
            raise InvalidSetupError("borneo-turn-order", _("Fase desconocida."))
        fight_cards: tuple[int, ...] = ()
        if self.phase in FIGHT_PHASES:
            if self.fight is None:
                raise InvalidSetupError("borneo-fight-start", _("No hay ninguna pelea en curso."))
            if self.phase == Phase.FIGHT_DEFEND:  # the attacker's cards are on the table
                fight_cards = self.fight.attacker_cards
            elif self.phase == Phase.FIGHT_KEEP:  # the defender's cards wait to be kept or discarded
                fight_cards = self.fight.defender_cards
        elif self.fight is not None:
            raise InvalidSetupError("borneo-fight-start", _("Una pelea solo está en curso durante sus fases."))
        if (self.phase == Phase.PORT_CHOOSE) != (self.choose is not None):
            raise InvalidSetupError("borneo-shipping-trigger", _("Un reparto de especias solo está en curso mientras se eligen."))
        zones = self.draw + self.discard + [c for _p, cards in self.ports for c in cards]
        zones += [c for h in self.hands for c in h] + [c for s in self.stores for c in s] + list(fight_cards)
        if self.choose is not None:
            zones += list(self.choose.pool)
        if sorted(zones) != list(range(len(game.deck.shipping))):
            raise InvalidSetupError("borneo-components", _("Falta o sobra alguna carta de envío."))
        ports = self.port_deck + [p for p, _c in self.ports] + self.port_discard + [q for s in self.store_ports for q in s]
        if sorted(ports) != sorted(game.port_ids):
            raise InvalidSetupError("borneo-setup-ports", _("Falta o sobra alguna carta de puerto."))
        missions = self.board_missions + [m for d in self.done_missions for m in d]
        if sorted(missions) != sorted(game.mission_ids):
            raise InvalidSetupError("borneo-setup-missions", _("Falta o sobra alguna misión."))
        if any(len(col) > SPACES_PER_COMPANY for col in self.companies.values()):
            raise InvalidSetupError("borneo-setup-company-ranks", _("Una compañía tiene solo cinco espacios."))
        placed = [p for col in self.companies.values() for p in col]
        if any(not isinstance(p, int) or not 0 <= p < n for p in placed):
            raise InvalidSetupError("borneo-setup-merchants", _("Un comerciante de las compañías no es de ningún jugador."))
        for p in range(n):
            count = placed.count(p)
            if count > game.merchants or (self.phase != Phase.PLACEMENT and count != game.merchants):
                raise InvalidSetupError("borneo-setup-merchants", Plural(
                    "El {player} debe tener {n} comerciante en las compañías.",
                    "El {player} debe tener {n} comerciantes en las compañías.", game.merchants, player=player_label(p)))
        if self.phase == Phase.OVER:
            if self.player is not None:
                raise InvalidSetupError("borneo-turn-order", _("Con la partida terminada no le toca a nadie."))
        elif not isinstance(self.player, int) or not 0 <= self.player < n:
            raise InvalidSetupError("borneo-turn-order", _("Le toca a un jugador que no está en la partida."))
        if not 0 <= self.turn_player < n:
            raise InvalidSetupError("borneo-turn-order", _("El turno es de un jugador que no está en la partida."))
        for p, hand in enumerate(self.hands):
            most = HAND_LIMIT + 2 if (self.phase == Phase.DISCARD and p == self.player) else HAND_LIMIT
            if len(hand) > most:
                raise InvalidSetupError("borneo-draw-hand-limit", Plural(
                    "El {player} tiene {n} carta en la mano, más de las que puede tener.",
                    "El {player} tiene {n} cartas en la mano, más de las que puede tener.", len(hand),
                    player=player_label(p)))
        ended = self.phase in (Phase.FINAL_MISSIONS, Phase.OVER)
        if ended != (self.ended_by is not None):
            raise InvalidSetupError("borneo-end-conditions", _("Solo una partida terminada dice por qué terminó."))
        if ended and (self.ports or any(self.hands)):
            raise InvalidSetupError("borneo-end-clear-table", _(
                "Al terminar la partida se descartan los puertos de la mesa y las manos."))
        if self.phase in (Phase.PLACEMENT, Phase.FINAL_MISSIONS) and (not self.queue or self.queue[0] != self.player):
            raise InvalidSetupError("borneo-turn-order", _("El orden de esta ronda no empieza por el jugador al que le toca."))
        if self.fight is not None:
            f, column = self.fight, self.companies[self.fight.company]
            here = (f.attacker, f.defender) if self.phase != Phase.FIGHT_RELOCATE else (f.defender, f.attacker)
            if f.attacker_rank >= len(column) or (column[f.attacker_rank], column[f.defender_rank]) != here:
                raise InvalidSetupError("borneo-fight-start", _(
                    "Los comerciantes de la pelea no están en los puestos que dice la pelea."))

    def _check(self, move: Any) -> None:
        """As the engine's, but the wrong phase is said in words (never its internal name)."""
        phases = self.PHASE_OF_MOVE.get(type(move))
        if phases is None or self.phase not in phases:
            raise self._illegal(move, self.ORDER_RULE, _(
                "Ahora toca {phase}; esta jugada no corresponde.", phase=PHASE_LABELS[self.phase]))
        self._checks[type(move)](self, move)

    def _card_name(self, card_id: int) -> Message:
        """A shipping card by what it shows (a move may name a card that does not exist)."""
        if isinstance(card_id, int) and 0 <= card_id < len(self.game.deck.shipping):
            return card_name(self.card(card_id))
        return _("que no existe")

    def __repr__(self) -> str:
        return f"<Borneo State {self.position()}>"

