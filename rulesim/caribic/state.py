"""A game of Caribic: the fixed description (:class:`Caribic`) and the position (:class:`State`).

Rules sections: *Setup* (``caribic-setup-*``), *Bribing* (``caribic-bribe-*``),
*Moving the ships* (``caribic-move-*``), *Ties* (``caribic-tie-*``, via
:mod:`.auction`), *Treasure* (``caribic-treasure-*``), *Safe havens*
(``caribic-haven-*``), *The following rounds* (``caribic-round-*``) and the end
of the game, which the source does not give (``caribic-q-end``).

Conventions as in Borneo: players count from 0; :meth:`State.push` checks a
move completely before changing anything; a decision with a single possible
move is played automatically; :attr:`State.history` replays the game.  Money is
kept as whole doubloons (``money``), with a ledger of every :class:`Payment`.

The parts of a position that are more than numbers are typed: the
:class:`Phase`, the :class:`Turn` of the ship on the move, the :class:`Tie`
being decided, each :class:`Payment`; each saves itself (``to_dict``) and loads
back (``from_dict``), and saved games of the earlier, untyped format still load.

A position for a question ("what may this ship do here?") is built with
:meth:`State.situation`, which checks it like a saved game: such a position
concerns one ship's turn (:attr:`Scope.TURN`), so ships it does not place are
away from that ship, and it stops when the turn is over.

    >>> state = Caribic(players=3).new_state(seed=1)
    >>> state.phase, state.player
    (<Phase.BRIBE: 'bribe'>, 0)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Iterable, Mapping, Sequence

from ..engine import RuleGame, RuleState
from ..errors import InvalidSetupError, RuleViolation
from ..explain import Step
from ..i18n import Message, Plural, _
from .auction import AuctionResult, player_name, resolve_auction
from .board import DEFAULT_MAP, SeaMap, grid_name, haven_colour
from .cards import (CAPTURE_REWARD, CARDS_PER_PLAYER, COLOUR_NAMES, COLOURS, DEFAULT_CARDS, DEFAULT_CHESTS, SHIPS,
                    BribeCard, Chest)
from .moves import Bribe, Capture, Deliver, EndMove, Move, Rob, Sail, Swap, TieBreak, move_from_dict, move_to_dict
from .options import Deliver as DeliverReading, Occupied, Options

CHESTS_AT_START = 6
CHESTS_PER_ROUND = 2
SUPPLY_AT_START = 10  # caribic-setup-supply: five stacks of two


class Phase(StrEnum):
    """What the position waits for."""

    BRIBE = "bribe"  # a player assigns a bribe card to the next ship of their holder
    TIE = "tie"  # a tied player decides whether to reveal the tie-breaker
    MOVE = "move"  # the winner of a ship's auction moves it and takes treasure actions
    TURN_END = "turn-end"  # a situation's turn is over and what follows is not part of it (Scope.TURN)
    OVER = "over"  # the game is over


PHASE_NAMES = {Phase.BRIBE: _("sobornos"), Phase.TIE: _("desempate"), Phase.MOVE: _("movimiento de un barco"),
               Phase.TURN_END: _("fin del turno"), Phase.OVER: _("fin de la partida")}


class Scope(StrEnum):
    """What a position covers: a whole game, or one ship's turn (a situation of a question)."""

    GAME = "game"
    TURN = "turn"


class Action(StrEnum):
    """The treasure actions (``caribic-treasure-*``)."""

    CAPTURE = "capture"
    ROB = "rob"
    SWAP = "swap"
    DELIVER = "deliver"


ACTION_NAMES = {Action.CAPTURE: _("capturar"), Action.ROB: _("robar"), Action.SWAP: _("intercambiar"),
                Action.DELIVER: _("entregar")}
ACTION_RULES = {Action.CAPTURE: "caribic-treasure-capture", Action.ROB: "caribic-treasure-rob",
                Action.SWAP: "caribic-treasure-swap", Action.DELIVER: "caribic-treasure-deliver"}
ACTION_OF_MOVE = {Capture: Action.CAPTURE, Rob: Action.ROB, Swap: Action.SWAP, Deliver: Action.DELIVER}


class PayReason(StrEnum):
    CAPTURE = "capture"  # caribic-treasure-capture: 2,000 doubloons to the active player
    DELIVERY = "delivery"  # caribic-haven-payment: the chest's value to the haven's owner
    EARLIER = "earlier"  # what a player had when a situation starts (Scope.TURN only; no chest)


NO_CHEST = -1


PHASE_OF_MOVE = {
    Bribe: Phase.BRIBE, TieBreak: Phase.TIE, Sail: Phase.MOVE, Capture: Phase.MOVE, Rob: Phase.MOVE,
    Swap: Phase.MOVE, Deliver: Phase.MOVE, EndMove: Phase.MOVE,
}


def _int(value: Any, field: str) -> int:
    """A saved whole number; anything else (``true``, ``"3"``, ``3.0``) makes the save unreadable, naming
    ``field`` (the reader sees "falta o sobra turn.remaining", as for a missing field)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(field)
    return value


@dataclass(frozen=True)
class Turn:
    """The ship on the move: who won it, how many spaces it may still sail, the spaces it has been on
    (the first is where it started), and the treasure actions taken with it."""

    ship: str
    player: int
    remaining: int
    path: tuple[str, ...]
    actions: tuple[Action, ...] = ()

    def to_dict(self) -> dict:
        return {"ship": self.ship, "player": self.player, "remaining": self.remaining, "path": list(self.path),
                "actions": [a.value for a in self.actions]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Turn":
        return cls(str(data["ship"]), _int(data["player"], "turn.player"), _int(data["remaining"], "turn.remaining"),
                   tuple(str(s) for s in data["path"]), tuple(Action(a) for a in data["actions"]))


@dataclass(frozen=True)
class Tie:
    """A tie being decided: the tied players, those still to decide (in order), and each decision so far."""

    tied: tuple[int, ...]
    queue: tuple[int, ...]
    reveals: tuple[tuple[int, bool], ...] = ()

    @property
    def decided(self) -> dict[int, bool]:
        return dict(self.reveals)

    def decide(self, player: int, reveal: bool) -> "Tie":
        return replace(self, queue=self.queue[1:], reveals=self.reveals + ((player, reveal),))

    def to_dict(self) -> dict:
        return {"tied": list(self.tied), "queue": list(self.queue),
                "reveals": {str(p): r for p, r in self.reveals}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Tie":
        reveals = data.get("reveals", {})
        if not all(isinstance(r, bool) for r in reveals.values()):
            raise ValueError("tie.reveals")
        return cls(tuple(_int(p, "tie.tied") for p in data["tied"]), tuple(_int(p, "tie.queue") for p in data["queue"]),
                   tuple((int(p), r) for p, r in reveals.items()))


@dataclass(frozen=True)
class Payment:
    """One line of the ledger: ``player`` was paid ``amount`` doubloons for ``reason`` (chest ``chest``)."""

    player: int
    amount: int
    reason: PayReason
    chest: int

    def to_dict(self) -> dict:
        return {"player": self.player, "amount": self.amount, "reason": self.reason.value, "chest": self.chest}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | Sequence[Any]) -> "Payment":
        if isinstance(data, Mapping):
            data = [data["player"], data["amount"], data["reason"], data["chest"]]
        player, amount, reason, chest = data  # the earlier format: [player, amount, reason, chest]
        return cls(_int(player, "ledger.player"), _int(amount, "ledger.amount"), PayReason(reason),
                   _int(chest, "ledger.chest"))


@dataclass(frozen=True)
class TreasureOption:
    """One treasure action for the ship on the move: the moves that are open, or why none is."""

    action: Action
    moves: tuple[Move, ...]
    reason: RuleViolation | None


class PositionError(InvalidSetupError):
    """A position :meth:`State.situation` refuses: ``field`` names the argument at fault
    (``positions.Bravo``, ``ship_chests``…), as a situation file names its fields."""

    def __init__(self, field: str, rule_id: str, message: Message) -> None:
        self.field = field
        super().__init__(rule_id, message)


class Caribic(RuleGame):
    """The fixed description of a game: 2 to 4 players (the minimum is a reading, ``caribic-q-players``),
    options, cards, chests and map."""

    def __init__(self, players: int = 3, options: Options | None = None, sea: SeaMap = DEFAULT_MAP,
                 cards: tuple[BribeCard, ...] = DEFAULT_CARDS, chests: tuple[Chest, ...] = DEFAULT_CHESTS) -> None:
        if not isinstance(players, int) or players > len(COLOURS):
            raise InvalidSetupError("caribic-setup-cards", _(
                "Hay cuatro juegos de siete cartas: Caribic se juega como mucho con 4 jugadores, no con {n}.",
                n=players))
        if players < 2:
            raise InvalidSetupError("caribic-q-players", _(
                "Una subasta necesita al menos dos jugadores: este sitio lee que Caribic se juega con 2 a 4 "
                "(el texto solo da el máximo), no con {n}.", n=players))
        if len(cards) != CARDS_PER_PLAYER:
            raise InvalidSetupError("caribic-setup-cards", _("Cada jugador tiene siete cartas de soborno."))
        if len(chests) != 16 or any(c.port not in sea.ports for c in chests):
            raise InvalidSetupError("caribic-setup-chests", _("Hay 16 cofres, y cada uno nombra un puerto del mapa."))
        self.players = players
        self.options = options or Options()
        self.sea = sea.validate()
        self.cards = cards
        self.chests = chests
        self.colours = COLOURS[:players]

    def new_state(self, seed: int = 0) -> "State":
        return State.setup(self, seed)

    def chest_named(self, town: str) -> int | None:
        """The chest that names port town ``town`` (each of the illustrative chests names one town)."""
        return next((c.id for c in self.chests if c.port == town), None)


def winners_of(money: Sequence[int]) -> list[int]:
    """The players (from 0) with the most doubloons; equal fortunes share the victory (``caribic-q-winner``)."""
    best = max(money)
    return [p for p, m in enumerate(money) if m == best]


def supply_size(round_: int, over: bool = False) -> int:
    """How many chests the supply holds during round ``round_`` (after it, when the game is ``over``):
    ten at the start, two fewer after each round (``caribic-setup-supply``, ``caribic-round-chests``)."""
    return max(0, SUPPLY_AT_START - CHESTS_PER_ROUND * (round_ if over else round_ - 1))


class State(RuleState):
    """A position of Caribic.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    PHASE_OF_MOVE = {move: (phase,) for move, phase in PHASE_OF_MOVE.items()}
    ORDER_RULE = "caribic-move-order"
    TERMINAL = (Phase.OVER, Phase.TURN_END)

    def __init__(self, game: Caribic) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.scope = Scope.GAME
        self.round = 1
        self.ship_index = 0
        self.phase = Phase.BRIBE
        self.player: int | None = 0
        self.bids: list[list[int]] = [[] for _ in range(n)]  # card ids, one per ship in order
        self.tiebreakers: list[int | None] = [None] * n
        self.spent: list[bool] = [False] * n
        self.positions: dict[str, str] = {}
        self.ship_chest: dict[str, int | None] = {s: None for s in SHIPS}
        self.port_chest: dict[str, int | None] = {}
        self.supply: list[int] = []
        self.delivered: list[int] = []
        self.money: list[int] = [0] * n
        self.ledger: list[Payment] = []
        self.tie: Tie | None = None
        self.turn: Turn | None = None
        self._init_moves()
        self.last_auction: AuctionResult | None = None

    # ---------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Caribic, seed: int) -> "State":
        s = cls(game)
        s.seed = seed
        rng = random.Random(f"caribic/{seed}")
        order = [c.id for c in game.chests]
        rng.shuffle(order)
        s.port_chest = {town: None for town in game.sea.ports}
        for chest in order[:CHESTS_AT_START]:  # caribic-setup-chests
            s.port_chest[game.chests[chest].port] = chest
        s.supply = order[CHESTS_AT_START:]  # caribic-setup-supply: five stacks of two, left to right
        starts = list(game.sea.starts)
        rng.shuffle(starts)
        s.positions = dict(zip(SHIPS, starts))  # caribic-setup-ships
        return s

    @classmethod
    def round_start(cls, game: Caribic, *, positions: Mapping[str, str], port_chests: Iterable[int] = (),
                    ship_chests: Mapping[str, int] | None = None, round: int | None = None,
                    supply: Sequence[int] | None = None, delivered: Iterable[int] | None = None,
                    seed: int = 0) -> "State":
        """A game at the start of a round (the bribes still to be assigned), arranged and checked:
        ``positions`` places all six ships; the chests as in :meth:`situation`."""
        missing = [ship for ship in SHIPS if ship not in positions]
        if missing:
            raise PositionError("positions", "caribic-setup-ships", _(
                "Falta dónde está cada barco: {ships}.", ships=missing))
        s = cls._arranged(game, positions, ship_chests, port_chests, round, supply, delivered, moving=None)
        s.seed = seed
        s._checked()
        return s

    @classmethod
    def situation(cls, game: Caribic, *, ship: str, positions: Mapping[str, str],
                  ship_chests: Mapping[str, int] | None = None, port_chests: Iterable[int] = (),
                  player: int = 0, distance: int = 0, actions: Iterable[Action] = (), round: int | None = None,
                  supply: Sequence[int] | None = None, delivered: Iterable[int] | None = None,
                  money: Sequence[int] | None = None) -> "State":
        """The position of one ship's turn, checked: ``ship`` is on the move for ``player`` (from 0), who
        may still sail it ``distance`` spaces and has already taken ``actions`` with it; ``positions``
        places the ships that matter (the others are away from it); ``ship_chests`` the chest each ship
        carries, ``port_chests`` the chests waiting in their towns; ``supply`` the chests still in the
        supply, left to right, and ``delivered`` those already taken out (by default every other chest is
        in the supply as far as ``round`` allows — by default the earliest round in which that many chests
        can be out — and the rest delivered); ``money`` what each player has so far.  An impossible position raises :class:`PositionError`
        naming the argument.  Nothing after the ship's turn is part of such a position: when the ship
        stops, the position ends (:attr:`Phase.TURN_END`), unless it was the last ship of the round, whose
        end (the new chests, or the end of the game) it still plays."""
        if ship not in SHIPS:
            raise PositionError("ship", "caribic-move-order", _("No hay ningún barco con ese nombre."))
        if ship not in positions:
            raise PositionError("positions", "caribic-treasure-active", _(
                "Falta dónde está el barco que se mueve, el {ship}.", ship=ship))
        if not isinstance(player, int) or not 0 <= player < game.players:
            raise PositionError("player", "caribic-treasure-active", _("Ese jugador no está en la partida."))
        if not isinstance(distance, int) or distance < 0:
            raise PositionError("distance", "caribic-move-distance", _("La distancia no puede ser negativa."))
        s = cls._arranged(game, positions, ship_chests, port_chests, round, supply, delivered, moving=ship)
        s.scope = Scope.TURN
        s.ship_index = SHIPS.index(ship)
        s.phase, s.player = Phase.MOVE, player
        s.turn = Turn(ship, player, distance, (positions[ship],), tuple(Action(a) for a in actions))
        if money is not None:
            if len(money) != game.players or any(not isinstance(m, int) or m < 0 or m % 1000 for m in money):
                raise PositionError("money", "caribic-coins", _(
                    "Se espera lo que tiene cada jugador, en miles de doblones enteros."))
            for p, amount in enumerate(money):
                if amount:
                    s._pay(p, amount, PayReason.EARLIER, NO_CHEST)
        s._checked()
        return s

    def _checked(self) -> None:
        try:
            self.validate()
        except PositionError:
            raise
        except InvalidSetupError as error:
            raise PositionError("positions", error.rule_id, error.message) from None

    @classmethod
    def _arranged(cls, game: Caribic, positions: Mapping[str, str], ship_chests: Mapping[str, int] | None,
                  port_chests: Iterable[int], round: int | None, supply: Sequence[int] | None,
                  delivered: Iterable[int] | None, moving: str | None) -> "State":
        """The ships and chests of :meth:`situation` and :meth:`round_start`, checked as they are placed."""
        sea = game.sea
        for name, space in positions.items():
            if name not in SHIPS:
                raise PositionError("positions", "caribic-setup-ships", _("No hay ningún barco con ese nombre."))
            if space not in sea.spaces:
                raise PositionError(f"positions.{name}", "caribic-q-map", _("Ese espacio no está en el mapa."))
        taken: dict[str, str] = {}
        for name, space in positions.items():
            if name != moving and not sea.is_haven(space):
                if space in taken:
                    raise PositionError(f"positions.{name}", "caribic-move-one-ship", _(
                        "Imposible: el {ship} y el {other} en el mismo espacio de mar.", ship=name,
                        other=taken[space]))
                taken[space] = name
        ship_chests = dict(ship_chests or {})
        port_chests = list(port_chests)
        where: dict[int, str] = {}
        for name, chest in ship_chests.items():
            if name not in positions:
                raise PositionError(f"ship_chests.{name}", "caribic-treasure-one-chest", _(
                    "El {ship} lleva un cofre, pero la situación no dice dónde está.", ship=name))
            if not 0 <= chest < len(game.chests) or chest in where:
                raise PositionError(f"ship_chests.{name}", "caribic-setup-chests", _(
                    "Cada cofre está en un solo sitio."))
            where[chest] = f"ship_chests.{name}"
        for chest in port_chests:
            if not 0 <= chest < len(game.chests) or chest in where:
                raise PositionError("port_chests", "caribic-setup-chests", _("Cada cofre está en un solo sitio."))
            where[chest] = "port_chests"
        rest = [c.id for c in game.chests if c.id not in where]
        delivered = None if delivered is None else list(delivered)
        for chest in delivered or ():
            if chest not in rest or delivered.count(chest) > 1:
                raise PositionError("delivered", "caribic-setup-chests", _("Cada cofre está en un solo sitio."))
        supply = None if supply is None else list(supply)
        for chest in supply or ():
            if chest not in rest or supply.count(chest) > 1 or chest in (delivered or ()):
                raise PositionError("supply", "caribic-setup-chests", _("Cada cofre está en un solo sitio."))
        out = len(where) + len(delivered or ())  # chests that have left the supply
        if round is None:
            round = 1
            if supply is not None:
                round += (SUPPLY_AT_START - len(supply)) // CHESTS_PER_ROUND
            else:
                while CHESTS_AT_START + CHESTS_PER_ROUND * (round - 1) < out and supply_size(round) > 0:
                    round += 1
        if not isinstance(round, int) or round < 1:
            raise PositionError("round", "caribic-round-end", _("Las rondas se cuentan desde 1."))
        size = supply_size(round)
        if supply is None:
            supply = [c for c in rest if c not in (delivered or ())][:size]
        if len(supply) != size:
            raise PositionError("supply", "caribic-round-chests", Plural(
                "Imposible: en la ronda {round} queda {n} cofre en el suministro (diez al empezar, dos menos "
                "tras cada ronda).",
                "Imposible: en la ronda {round} quedan {n} cofres en el suministro (diez al empezar, dos menos "
                "tras cada ronda).", size, round=round))
        left = [c for c in rest if c not in supply]
        if delivered is None:
            delivered = left
        elif sorted(delivered) != sorted(left):
            raise PositionError("delivered", "caribic-setup-chests", _("Falta o sobra algún cofre."))
        s = cls(game)
        s.round = round
        s.positions = {name: positions[name] for name in SHIPS if name in positions}
        s.ship_chest = {name: ship_chests.get(name) for name in SHIPS}
        s.port_chest = {town: None for town in sea.ports}
        for chest in port_chests:
            s.port_chest[game.chests[chest].port] = chest
        s.supply = supply
        s.delivered = delivered
        return s

    # -------------------------------------------------------------- queries
    @property
    def ship(self) -> str:
        return SHIPS[self.ship_index]

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

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

    def winners(self) -> list[int]:
        """The most doubloons; equal fortunes share the victory (``caribic-q-winner``)."""
        return winners_of(self.money)

    def chests_in_play(self) -> list[int]:
        return [c for c in self.port_chest.values() if c is not None] + [
            c for c in self.ship_chest.values() if c is not None]

    def treasure_options(self) -> list[TreasureOption]:
        """For each treasure action, the moves open to the ship on the move, or the real reason none is
        (no port town with a chest here, no loaded ship alongside, the ship already loaded…)."""
        if self.phase is not Phase.MOVE or self.turn is None:
            return []
        out = []
        ships = [s for s in SHIPS if s != self.turn.ship]
        likely = self._treasure_candidates()
        for action, candidates in ((Action.CAPTURE, [Capture()]), (Action.ROB, [Rob(s) for s in ships]),
                                   (Action.SWAP, [Swap(s) for s in ships]),
                                   (Action.DELIVER, [Deliver(c) for c in self.game.colours])):
            moves = tuple(m for m in likely[action] if self.is_legal(m))
            out.append(TreasureOption(action, moves, None if moves else self._closed(action, candidates)))
        return out

    def _treasure_candidates(self) -> dict[Action, list[Move]]:
        """The treasure moves whose place is right (a town with a chest here, a loaded ship alongside, a
        player's haven within reach): only these can be legal, so only these are checked."""
        turn, here, sea = self.turn, self._here(), self.game.sea
        loaded = [s for s in SHIPS if s != turn.ship and self.ship_chest[s] is not None and s in self.positions
                  and sea.adjacent(here, self.positions[s])]
        return {Action.CAPTURE: [Capture()] if self._town_with_chest(here) is not None else [],
                Action.ROB: [Rob(s) for s in loaded], Action.SWAP: [Swap(s) for s in loaded],
                Action.DELIVER: [Deliver(c) for c in self.game.colours if self._haven_reachable(c)]}

    def _closed(self, action: Action, candidates: list[Move]) -> RuleViolation:
        """Why no move of ``action`` is open (the first condition of the rule that fails)."""
        turn, here = self.turn, self._here()
        loaded = self.ship_chest[turn.ship] is not None
        if action in turn.actions and not self.game.options.repeat_actions:
            return self._why(candidates[0], "caribic-q-repeat-actions", _(
                "Ya se hizo con este barco, y cada acción del tesoro se hace como mucho una vez por barco movido."))
        if action is Action.CAPTURE:
            town = self._town_with_chest(here)
            if town is None:
                return self._why(candidates[0], "caribic-treasure-capture", _(
                    "En {space} no hay ninguna ciudad portuaria con cofre.", space=self.label(here)))
            return self._why(candidates[0], "caribic-treasure-one-chest", _(
                "El {ship} ya lleva un cofre, y cada barco lleva uno solo.", ship=turn.ship))
        if action in (Action.ROB, Action.SWAP):
            rule_id = ACTION_RULES[action]
            if action is Action.SWAP and not loaded:
                return self._why(candidates[0], rule_id, _(
                    "Para intercambiar, el {ship} debe llevar un cofre, y no lleva ninguno.", ship=turn.ship))
            alongside = [s for s in SHIPS if s != turn.ship and s in self.positions
                         and self.game.sea.adjacent(here, self.positions[s])]
            if not any(self.ship_chest[s] is not None for s in alongside):
                if alongside:
                    return self._why(candidates[0], rule_id, _(
                        "Ningún barco contiguo lleva cofre ({ships} no llevan ninguno).", ships=alongside)
                        if len(alongside) > 1 else _("El único barco contiguo, el {ship}, no lleva cofre.",
                                                     ship=alongside[0]))
                return self._why(candidates[0], rule_id, _("No hay ningún barco en un espacio contiguo."))
            # a loaded ship alongside: only robbing can still be closed, by the chest the ship already carries
            return self._why(candidates[0], "caribic-treasure-one-chest", _(
                "El {ship} ya lleva un cofre, y cada barco lleva uno solo.", ship=turn.ship))
        if not loaded:
            return self._why(candidates[0], "caribic-treasure-deliver", _(
                "El {ship} no lleva ningún cofre que entregar.", ship=turn.ship))
        if self.game.options.deliver is DeliverReading.ADJACENT_TOO:
            return self._why(candidates[0], "caribic-q-deliver-adjacent", _(
                "El {ship} no está en el refugio de un jugador ni en un espacio contiguo a uno.", ship=turn.ship))
        return self._why(candidates[0], "caribic-haven-delivery", _(
            "El {ship} no está en el refugio de ningún jugador.", ship=turn.ship))

    def _why(self, move: Move, rule_id: str, message: Message) -> RuleViolation:
        return self._illegal(move, rule_id, message)

    def _forced_rule(self) -> str:
        return "caribic-treasure-active" if self.phase is Phase.MOVE else "caribic-bribe-assign"

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("{player}: {move}", player=player_name(player), move=describe_move(move))

    def _autoplay(self) -> None:
        # A situation's turn waits for its player to end it: "the ship stops" is never played by itself there.
        if self.scope is Scope.TURN and self.phase is Phase.MOVE:
            return
        super()._autoplay()

    def _check(self, move: Any) -> None:
        phases = self.PHASE_OF_MOVE.get(type(move))
        if phases is None:
            raise self._illegal(move, self.ORDER_RULE, _("Esa jugada no es de Caribic."))
        if self.phase not in phases:
            raise self._illegal(move, self.ORDER_RULE, _(
                "Ahora toca otra fase ({now}); esta jugada es de la fase de {phase}.",
                now=PHASE_NAMES[self.phase], phase=PHASE_NAMES[phases[0]]))
        super()._check(move)

    # bribing ---------------------------------------------------------------
    def _check_Bribe(self, move: Bribe) -> None:
        p = self.player
        if not isinstance(move.card, int) or not 0 <= move.card < len(self.game.cards):
            raise self._illegal(move, "caribic-bribe-assign", _("Esa carta de soborno no existe."))
        if move.card in self.bids[p]:
            raise self._illegal(move, "caribic-bribe-assign", _("Esa carta ya está asignada a otro barco."))

    def _apply_Bribe(self, move: Bribe) -> None:
        p = self.player
        self.bids[p].append(move.card)
        if len(self.bids[p]) < len(SHIPS):
            return
        self.tiebreakers[p] = next(c.id for c in self.game.cards if c.id not in self.bids[p])
        self._events.append(Step("caribic-bribe-tiebreaker", _(
            "El {player} ha asignado sus seis cartas; la séptima queda boca abajo para desempatar.", player=player_name(p))))
        if p + 1 < self.game.players:
            self.player = p + 1
            return
        self._events.append(Step("caribic-bribe-locked", _("Todos están listos: las ofertas ya no pueden cambiar.")))
        self.ship_index = 0
        self._open_auction()

    # the auction of a ship ---------------------------------------------------
    def _bids_for(self, ship_index: int) -> dict[int, BribeCard]:
        return {p: self.card(self.bids[p][ship_index]) for p in range(self.game.players)}

    def _open_auction(self) -> None:
        self._events.append(Step("caribic-move-order", _("Turno del {ship}.", ship=self.ship)))
        bids = self._bids_for(self.ship_index)
        probe = resolve_auction(self.ship, bids, options=self.game.options)
        if len(probe.tied) == 1:
            self._finish_auction(probe)
            return
        deciders = tuple(p for p in probe.tied if not self.spent[p])
        self.tie = Tie(tuple(probe.tied), deciders)
        self._next_decider()

    def _next_decider(self) -> None:
        t = self.tie
        if t.queue:
            self.phase, self.player = Phase.TIE, t.queue[0]
            return
        tiebreakers = {p: (None if self.spent[p] else self.card(self.tiebreakers[p])) for p in t.tied}
        result = resolve_auction(self.ship, self._bids_for(self.ship_index), tiebreakers, t.decided,
                                 self.game.options)
        for p in result.revealed:
            self.spent[p] = True  # caribic-tie-spent
        self.tie = None
        self._finish_auction(result)

    def _check_TieBreak(self, move: TieBreak) -> None:
        # (a player whose tie-breaker is spent has nothing to decide: the tie never waits for them)
        if not isinstance(move.reveal, bool):
            raise self._illegal(move, "caribic-tie-decide", _("Hay que decidir sí o no."))

    def _apply_TieBreak(self, move: TieBreak) -> None:
        self.tie = self.tie.decide(self.player, move.reveal)
        self._next_decider()

    def _finish_auction(self, result: AuctionResult) -> None:
        self.last_auction = result
        self._events.extend(result.explanation.steps)
        if result.winner is None:
            self._next_ship()
            return
        ship = self.ship
        self.turn = Turn(ship, result.winner, result.distance, (self.positions[ship],))
        self.phase, self.player = Phase.MOVE, result.winner
        self._events.append(Step("caribic-treasure-active", _(
            "El {player} es el jugador activo del {ship}.", player=player_name(result.winner), ship=ship)))

    # moving and treasure -------------------------------------------------------
    def _here(self) -> str:
        return self.positions[self.turn.ship]

    def _can_finish_from(self, space: str, steps: int) -> bool:
        """Whether a ship standing on ``space`` could still reach a space where it may stop."""
        ship = self.turn.ship
        frontier, seen = [space], {space}
        for _i in range(steps + 1):
            if any(not self.occupied(s, but=ship) for s in frontier):
                return True
            frontier = [n for s in frontier for n in self.game.sea.neighbours[s] if n not in seen]
            seen.update(frontier)
        return False

    def _check_Sail(self, move: Sail) -> None:
        t, sea = self.turn, self.game.sea
        if not isinstance(move.space, str) or move.space not in sea.spaces:
            raise self._illegal(move, "caribic-q-map", _("Ese espacio no está en el mapa."))
        if not sea.adjacent(self._here(), move.space):
            raise self._illegal(move, "caribic-move-distance", _(
                "Un barco avanza de un espacio a otro contiguo, y {space} no es contiguo a {here}.",
                space=self.label(move.space), here=self.label(self._here())))
        if t.remaining < 1:
            raise self._illegal(move, "caribic-move-distance", _(
                "Al {ship} no le quedan espacios de movimiento.", ship=t.ship))
        other = self.occupant(move.space, but=t.ship)
        if other is not None:
            if self.game.options.occupied is Occupied.BLOCK:
                raise self._illegal(move, "caribic-q-occupied", _(
                    "Con la lectura «un espacio ocupado corta el paso», el {other} en {space} cierra el paso.",
                    other=other, space=self.label(move.space)))
            if not self._can_finish_from(move.space, t.remaining - 1):
                raise self._illegal(move, "caribic-move-one-ship", _(
                    "Solo se puede cruzar un espacio ocupado si después queda sitio libre al alcance, y desde {space} "
                    "no queda.", space=self.label(move.space)))

    def _apply_Sail(self, move: Sail) -> None:
        t = self.turn
        self.positions[t.ship] = move.space
        self.turn = replace(t, remaining=t.remaining - 1, path=t.path + (move.space,))
        other = self.occupant(move.space, but=t.ship)
        if other is not None:
            self._events.append(Step("caribic-move-pass-occupied", _(
                "El {ship} cruza {space}, donde está el {other}.", ship=t.ship, space=self.label(move.space),
                other=other)))
        elif self.game.sea.is_haven(move.space):
            self._events.append(Step("caribic-move-havens", _("El {ship} entra en {space}.", ship=t.ship,
                                                              space=self.label(move.space))))

    def _check_EndMove(self, move: EndMove) -> None:
        other = self.occupant(self._here(), but=self.turn.ship)
        if other is not None:
            raise self._illegal(move, "caribic-move-one-ship", _(
                "Solo un barco puede detenerse en un espacio de mar, y en {space} está el {other}.",
                space=self.label(self._here()), other=other))

    def _apply_EndMove(self, move: EndMove) -> None:
        t = self.turn
        self._events.append(Step("caribic-move-optional", Plural(
            "El {ship} se detiene en {space} tras {n} espacio.", "El {ship} se detiene en {space} tras {n} espacios.",
            len(t.path) - 1, ship=t.ship, space=self.label(self._here()))))
        self.turn = None
        self._next_ship()

    def _action_used(self, move: Move) -> None:
        if ACTION_OF_MOVE[type(move)] in self.turn.actions and not self.game.options.repeat_actions:
            raise self._illegal(move, "caribic-q-repeat-actions", _(
                "Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto)."))

    def _town_with_chest(self, space: str) -> str | None:
        return next((t for t, s in self.game.sea.ports.items() if s == space and self.port_chest[t] is not None), None)

    def _check_Capture(self, move: Capture) -> None:
        self._action_used(move)
        here = self._here()
        if self._town_with_chest(here) is None:
            raise self._illegal(move, "caribic-treasure-capture", _(
                "En {space} no hay ninguna ciudad portuaria con cofre.", space=self.label(here)))
        if self.ship_chest[self.turn.ship] is not None:
            raise self._illegal(move, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def _took(self, action: Action) -> None:
        self.turn = replace(self.turn, actions=self.turn.actions + (action,))

    def _apply_Capture(self, move: Capture) -> None:
        ship, player = self.turn.ship, self.turn.player
        town = self._town_with_chest(self._here())
        chest = self.port_chest[town]
        self.port_chest[town] = None
        self.ship_chest[ship] = chest
        self._pay(player, CAPTURE_REWARD, PayReason.CAPTURE, chest)
        self._took(Action.CAPTURE)
        self._events.append(Step("caribic-treasure-capture", _(
            "El {ship} captura {town} y carga su cofre; el {player} cobra {amount} doblones.",
            ship=ship, town=town, player=player_name(player), amount=CAPTURE_REWARD)))

    def _adjacent_ship(self, move: Move, target: str, rule_id: str) -> None:
        if target not in SHIPS or target == self.turn.ship:
            raise self._illegal(move, rule_id, _("Hay que nombrar otro barco."))
        if target not in self.positions or not self.game.sea.adjacent(self._here(), self.positions[target]):
            raise self._illegal(move, rule_id, _("El {ship} no está en un espacio contiguo.", ship=target))
        if self.ship_chest[target] is None:
            raise self._illegal(move, rule_id, _("El {ship} no lleva ningún cofre.", ship=target))

    def _check_Rob(self, move: Rob) -> None:
        self._action_used(move)
        self._adjacent_ship(move, move.ship, "caribic-treasure-rob")
        if self.ship_chest[self.turn.ship] is not None:
            raise self._illegal(move, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def _apply_Rob(self, move: Rob) -> None:
        ship = self.turn.ship
        self.ship_chest[ship], self.ship_chest[move.ship] = self.ship_chest[move.ship], None
        self._took(Action.ROB)
        self._events.append(Step("caribic-treasure-rob", _("El {ship} roba el cofre del {other}.", ship=ship,
                                                           other=move.ship)))

    def _check_Swap(self, move: Swap) -> None:
        self._action_used(move)
        self._adjacent_ship(move, move.ship, "caribic-treasure-swap")
        if self.ship_chest[self.turn.ship] is None:
            raise self._illegal(move, "caribic-treasure-swap", _("Para intercambiar, el barco que se mueve debe llevar un cofre."))

    def _apply_Swap(self, move: Swap) -> None:
        ship = self.turn.ship
        self.ship_chest[ship], self.ship_chest[move.ship] = self.ship_chest[move.ship], self.ship_chest[ship]
        self._took(Action.SWAP)
        self._events.append(Step("caribic-treasure-swap", _("El {ship} y el {other} intercambian sus cofres.",
                                                            ship=ship, other=move.ship)))

    def _haven_reachable(self, colour: str) -> bool:
        haven = self.game.sea.havens.get(colour)
        here = self._here()
        if haven is None:
            return False
        return here == haven or (self.game.options.deliver is DeliverReading.ADJACENT_TOO
                                 and self.game.sea.adjacent(here, haven))

    def _check_Deliver(self, move: Deliver) -> None:
        self._action_used(move)
        if move.colour not in self.game.colours:
            raise self._illegal(move, "caribic-treasure-deliver", _("Solo se entrega en el refugio de un jugador."))
        if self.ship_chest[self.turn.ship] is None:
            raise self._illegal(move, "caribic-treasure-deliver", _("El barco no lleva ningún cofre."))
        if not self._haven_reachable(move.colour):
            rule_id = ("caribic-haven-delivery" if self.game.options.deliver is DeliverReading.IN_HAVEN
                       else "caribic-q-deliver-adjacent")
            raise self._illegal(move, rule_id, _("El barco no está en el refugio {colour}.",
                                                 colour=COLOUR_NAMES[move.colour]))

    def _apply_Deliver(self, move: Deliver) -> None:
        ship = self.turn.ship
        chest = self.ship_chest[ship]
        self.ship_chest[ship] = None
        owner = self.game.colours.index(move.colour)
        value = self.chest(chest).value
        self._pay(owner, value, PayReason.DELIVERY, chest)
        self.delivered.append(chest)
        self._took(Action.DELIVER)
        self._events.append(Step("caribic-haven-delivery", _(
            "El {ship} descarga su cofre en el refugio {colour}.", ship=ship, colour=COLOUR_NAMES[move.colour])))
        self._events.append(Step("caribic-haven-payment", _(
            "El dueño del refugio, el {player}, cobra {amount} doblones.", player=player_name(owner), amount=value)))
        self._events.append(Step("caribic-haven-chest-out", _("El cofre sale de la partida.")))

    def _pay(self, player: int, amount: int, reason: PayReason, chest: int) -> None:
        self.money[player] += amount
        self.ledger.append(Payment(player, amount, reason, chest))

    # the round -------------------------------------------------------------------
    def _next_ship(self) -> None:
        self.ship_index += 1
        if self.ship_index < len(SHIPS):
            if self.scope is Scope.TURN:  # a situation: the next ship's auction is not part of it
                self.ship_index -= 1
                self.phase, self.player = Phase.TURN_END, None
                return
            self._open_auction()
            return
        self._events.append(Step("caribic-round-end", _("Los seis barcos han tenido su turno: termina la ronda {n}.",
                                                        n=self.round)))
        new = self.supply[:CHESTS_PER_ROUND]
        self.supply = self.supply[CHESTS_PER_ROUND:]
        for chest in new:
            self.port_chest[self.chest(chest).port] = chest
        if new:
            self._events.append(Step("caribic-round-chests", Plural(
                "Sale {n} cofre nuevo del suministro, a su ciudad: {towns}.",
                "Salen {n} cofres nuevos del suministro, a sus ciudades: {towns}.", len(new),
                towns=[self.chest(c).port for c in new])))
        else:
            self._events.append(Step("caribic-round-chests", _("El suministro de cofres ya está vacío.")))
        self.bids = [[] for _p in range(self.game.players)]
        self.tiebreakers = [None] * self.game.players
        self.spent = [False] * self.game.players
        if self.round >= self.game.options.last_round or len(self.delivered) == len(self.game.chests):
            self.phase, self.player, self.ship_index = Phase.OVER, None, 0
            self._events.append(Step("caribic-end", _(
                "Fin de la partida (ronda {n}); gana quien tiene más doblones: {winners}.",
                n=self.round, winners=[player_name(p) for p in self.winners()])))
            return
        self.round += 1
        self.ship_index = 0
        self.phase, self.player = Phase.BRIBE, 0
        self._events.append(Step("caribic-round-reset", _("Cada jugador recoge sus cartas; los barcos se quedan donde están.")))
        if self.scope is Scope.TURN:
            self.phase, self.player = Phase.TURN_END, None

    # -------------------------------------------------------------- legal moves
    def _generate(self) -> list[Move]:
        if self.phase is Phase.BRIBE:
            used = self.bids[self.player]
            return [Bribe(c.id) for c in self.game.cards if c.id not in used]
        if self.phase is Phase.TIE:
            return [TieBreak(True), TieBreak(False)]
        if self.phase is not Phase.MOVE:
            return []
        moves: list[Move] = []
        t = self.turn
        here = self._here()
        if t.remaining >= 1:
            for space in sorted(self.game.sea.neighbours[here]):
                move = Sail(space)
                if self.is_legal(move):
                    moves.append(move)
        likely = self._treasure_candidates()
        candidates: list[Move] = likely[Action.CAPTURE] + [m for pair in zip(likely[Action.ROB], likely[Action.SWAP])
                                                           for m in pair] + likely[Action.DELIVER]
        moves += [m for m in candidates if self.is_legal(m)]
        if self.is_legal(EndMove()):
            moves.append(EndMove())
        return moves

    # ---------------------------------------------------------------- saving
    def to_dict(self, history: bool = True) -> dict:
        g = self.game
        if g.sea is not DEFAULT_MAP or g.cards is not DEFAULT_CARDS or g.chests is not DEFAULT_CHESTS:
            raise InvalidSetupError("caribic-components-illustrative", _(
                "Solo se puede guardar una partida con el mapa, las cartas y los cofres por defecto."))
        data = {
            "game": {"players": g.players, "options": g.options.to_dict()},
            "seed": self.seed, "scope": self.scope.value, "round": self.round, "ship_index": self.ship_index,
            "phase": self.phase.value, "player": self.player, "bids": self.bids, "tiebreakers": self.tiebreakers,
            "spent": self.spent, "positions": self.positions, "ship_chest": self.ship_chest,
            "port_chest": self.port_chest, "supply": self.supply, "delivered": self.delivered, "money": self.money,
            "ledger": [p.to_dict() for p in self.ledger],
            "tie": None if self.tie is None else self.tie.to_dict(),
            "turn": None if self.turn is None else self.turn.to_dict(),
        }
        data = json.loads(json.dumps(data))
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """A saved position (this format, or the earlier one with untyped turn, tie and ledger)."""
        def typed(state: "State", d: dict) -> None:
            state.scope = Scope(d.get("scope", Scope.GAME))
            state.phase = Phase(d["phase"])
            state.ledger = [Payment.from_dict(p) for p in d["ledger"]]
            state.tie = None if d["tie"] is None else Tie.from_dict(d["tie"])
            state.turn = None if d["turn"] is None else Turn.from_dict(d["turn"])

        return cls._restore(
            data, lambda g: Caribic(g["players"], Options.from_dict(g.get("options", {}))),
            ("seed", "round", "ship_index", "player", "bids", "tiebreakers", "spent", "positions", "ship_chest",
             "port_chest", "supply", "delivered", "money"), "caribic-setup-chests", move_from_dict, typed)

    def validate(self) -> None:
        """Refuse a position the rules cannot reach: a chest missing or twice, or in a town not its own; a
        supply of the wrong size for the round; two ships on one sea space; money that is not its ledger;
        a turn, a tie or bids that do not fit the phase."""
        g = self.game
        n = g.players
        problem = InvalidSetupError
        if not isinstance(self.phase, Phase) or not isinstance(self.scope, Scope):
            raise problem("caribic-move-order", _("Fase desconocida."))
        chests = self.supply + self.delivered + self.chests_in_play()
        if sorted(chests) != sorted(c.id for c in g.chests):
            raise problem("caribic-setup-chests", _("Falta o sobra algún cofre."))
        if set(self.port_chest) != set(g.sea.ports) or set(self.ship_chest) != set(SHIPS):
            raise problem("caribic-setup-chests", _("Falta o sobra algún cofre."))
        for town, chest in self.port_chest.items():
            if chest is not None and g.chests[chest].port != town:
                raise problem("caribic-setup-chests", _("Un cofre está en una ciudad que no es la suya."))
        if not isinstance(self.round, int) or self.round < 1 or \
                len(self.supply) != supply_size(self.round, self.phase is Phase.OVER):
            raise problem("caribic-round-chests", _(
                "El suministro no tiene los cofres que le quedan en esta ronda (diez al empezar, dos menos tras "
                "cada ronda)."))
        if not set(self.positions) <= set(SHIPS) or any(p not in g.sea.spaces for p in self.positions.values()):
            raise problem("caribic-setup-ships", _("Cada barco debe estar en un espacio del mapa."))
        if self.scope is Scope.GAME and set(self.positions) != set(SHIPS):
            raise problem("caribic-setup-ships", _("Cada barco debe estar en un espacio del mapa."))
        if any(self.ship_chest[s] is not None for s in SHIPS if s not in self.positions):
            raise problem("caribic-treasure-one-chest", _("Un barco lleva un cofre, pero no está en el mapa."))
        moving = self.turn.ship if self.turn else None
        sea = [p for s, p in self.positions.items() if s != moving and not g.sea.is_haven(p)]
        if len(sea) != len(set(sea)):
            raise problem("caribic-move-one-ship", _("Solo un barco puede ocupar un espacio de mar."))
        if len(self.money) != n or any(
                self.money[p] != sum(x.amount for x in self.ledger if x.player == p) for p in range(n)):
            raise problem("caribic-haven-payment", _("El dinero no cuadra con los cobros."))
        for payment in self.ledger:
            if payment.reason is PayReason.EARLIER:
                right = payment.amount if self.scope is Scope.TURN and payment.chest == NO_CHEST else None
            elif not 0 <= payment.chest < len(g.chests):
                right = None
            else:
                right = CAPTURE_REWARD if payment.reason is PayReason.CAPTURE else g.chests[payment.chest].value
            if payment.amount != right or not 0 <= payment.player < n or (
                    payment.reason is PayReason.DELIVERY and payment.chest not in self.delivered):
                raise problem("caribic-haven-payment", _("El dinero no cuadra con los cobros."))
        if not 0 <= self.ship_index < len(SHIPS):
            raise problem("caribic-move-order", _("Fase desconocida."))
        if (self.phase is Phase.MOVE) != (self.turn is not None) or (self.phase is Phase.TIE) != (self.tie is not None):
            raise problem("caribic-move-order", _("La fase no cuadra con el barco que se mueve o con el empate."))
        if self.phase in (Phase.OVER, Phase.TURN_END) and self.player is not None:
            raise problem("caribic-move-order", _("La fase no cuadra con el barco que se mueve o con el empate."))
        if self.phase in (Phase.BRIBE, Phase.TIE, Phase.MOVE) and not (
                isinstance(self.player, int) and 0 <= self.player < n):
            raise problem("caribic-move-order", _("Ese jugador no está en la partida."))
        if self.turn is not None:
            t = self.turn
            path_ok = all(g.sea.adjacent(a, b) for a, b in zip(t.path, t.path[1:]))
            if t.ship != self.ship or t.player != self.player or t.remaining < 0 or not t.path or not path_ok \
                    or self.positions.get(t.ship) != t.path[-1]:
                raise problem("caribic-treasure-active", _("El barco que se mueve no cuadra con su turno."))
            if len(set(t.actions)) != len(t.actions) and not g.options.repeat_actions:
                raise problem("caribic-q-repeat-actions", _(
                    "Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto)."))
        if self.tie is not None:
            t = self.tie
            if len(t.tied) < 2 or not set(t.tied) <= set(range(n)) or not t.queue or t.queue[0] != self.player \
                    or not set(t.queue) | set(t.decided) <= set(t.tied):
                raise problem("caribic-tie-decide", _("El empate no cuadra con los jugadores empatados."))
            if any(self.spent[p] for p in t.queue):
                raise problem("caribic-tie-spent", _(
                    "Quien ya gastó su desempate en esta ronda no tiene nada que decidir en otro empate."))
        if self.scope is Scope.GAME:
            self._validate_bids()

    def _validate_bids(self) -> None:
        n, cards = self.game.players, len(self.game.cards)
        full = len(SHIPS)
        if len(self.bids) != n or len(self.tiebreakers) != n or len(self.spent) != n:
            raise InvalidSetupError("caribic-bribe-assign", _("Las ofertas no cuadran con los jugadores."))
        for p, bids in enumerate(self.bids):
            if self.phase is Phase.BRIBE:
                expected = full if p < self.player else (None if p == self.player else 0)
            elif self.phase is Phase.OVER:
                expected = 0
            else:
                expected = full
            bad = len(bids) >= full if expected is None else len(bids) != expected
            if bad or len(set(bids)) != len(bids) or any(not 0 <= c < cards for c in bids):
                raise InvalidSetupError("caribic-bribe-assign", _("Las ofertas no cuadran con los jugadores."))
            tb = self.tiebreakers[p]
            if (len(bids) == full) != (tb is not None) or (tb is not None and (tb in bids or not 0 <= tb < cards)):
                raise InvalidSetupError("caribic-bribe-tiebreaker", _(
                    "La carta de desempate es la séptima, la que no se asignó a ningún barco."))

    def __repr__(self) -> str:
        return f"<Caribic State {self.position()}>"


def describe_move(move: Move) -> Message:
    """A move in the reader's words (spaces by their names on the map, never their ids)."""
    if isinstance(move, Bribe):
        return _("asigna una carta de soborno")
    if isinstance(move, TieBreak):
        return _("descubre su desempate") if move.reveal else _("deja tapado su desempate")
    if isinstance(move, Sail):
        colour = haven_colour(move.space)
        if colour is not None:
            return _("avanza al refugio {colour}", colour=COLOUR_NAMES[colour])
        return _("avanza a {space}", space=grid_name(move.space) or move.space)
    if isinstance(move, Capture):
        return _("captura una ciudad")
    if isinstance(move, Rob):
        return _("roba al {ship}", ship=move.ship)
    if isinstance(move, Swap):
        return _("intercambia cofres con el {ship}", ship=move.ship)
    if isinstance(move, Deliver):
        return _("entrega un cofre en el refugio {colour}", colour=COLOUR_NAMES[move.colour])
    return _("termina el movimiento")
