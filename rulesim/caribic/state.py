"""A game of Caribic: the fixed description (:class:`Caribic`) and the position (:class:`State`).

Rules sections: *Setup* (``caribic-setup-*``), *Bribing* (``caribic-bribe-*``),
*Moving the ships* (``caribic-move-*``), *Ties* (``caribic-tie-*``, via
:mod:`.auction`), *Treasure* (``caribic-treasure-*``), *Safe havens*
(``caribic-haven-*``), *The following rounds* (``caribic-round-*``) and the end
of the game, which the source does not give (``caribic-q-end``).

Conventions as in Borneo: players count from 0; :meth:`State.push` checks a
move completely before changing anything; a decision with a single possible
move is played automatically; :attr:`State.history` replays the game.  Money is
kept as whole doubloons (``money``), with a ledger of every payment.
"""

from __future__ import annotations

import json
import random
from ..engine import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Step
from ..i18n import Message, Plural, _
from .auction import AuctionResult, player_name, resolve_auction
from .board import DEFAULT_MAP, SeaMap, grid_name, haven_colour
from .cards import CAPTURE_REWARD, COLOUR_NAMES, COLOURS, DEFAULT_CARDS, DEFAULT_CHESTS, SHIPS, BribeCard, Chest
from .moves import Bribe, Capture, Deliver, EndMove, Move, Rob, Sail, Swap, TieBreak, move_from_dict, move_to_dict
from .options import Options

CHESTS_AT_START = 6
CHESTS_PER_ROUND = 2

PHASE_OF_MOVE = {
    Bribe: "bribe", TieBreak: "tie", Sail: "move", Capture: "move", Rob: "move", Swap: "move", Deliver: "move",
    EndMove: "move",
}


class Caribic(RuleGame):
    """The fixed description of a game: 2 to 4 players, options, cards, chests and map."""

    def __init__(self, players: int = 3, options: Options | None = None, sea: SeaMap = DEFAULT_MAP,
                 cards: tuple[BribeCard, ...] = DEFAULT_CARDS, chests: tuple[Chest, ...] = DEFAULT_CHESTS) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("caribic-setup-cards", _(
                "Caribic se juega con 2 a 4 jugadores (hay 4 juegos de 7 cartas), no con {n}.", n=players))
        if len(cards) != 7:
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

class State(RuleState):
    """A position of Caribic.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    PHASE_OF_MOVE = {move: (phase,) for move, phase in PHASE_OF_MOVE.items()}
    ORDER_RULE = "caribic-move-order"

    def __init__(self, game: Caribic) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.round = 1
        self.ship_index = 0
        self.phase = "bribe"
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
        self.ledger: list[list] = []  # [player, amount, reason, chest]
        self.tie: dict | None = None
        self.turn: dict | None = None
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

    # -------------------------------------------------------------- queries
    @property
    def ship(self) -> str:
        return SHIPS[self.ship_index]

    def is_over(self) -> bool:
        return self.phase == "over"

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {self.round}, ship {self.ship}, phase {self.phase}, player {who}"

    def card(self, card_id: int) -> BribeCard:
        return self.game.cards[card_id]

    def chest(self, chest_id: int) -> Chest:
        return self.game.chests[chest_id]

    def occupied(self, space: str, but: str | None = None) -> bool:
        """A sea space with another ship on it (havens take any number of ships)."""
        return not self.game.sea.is_haven(space) and any(
            pos == space for ship, pos in self.positions.items() if ship != but)

    def winners(self) -> list[int]:
        """The most doubloons; equal fortunes share the victory (``caribic-q-winner``)."""
        best = max(self.money)
        return [p for p, m in enumerate(self.money) if m == best]

    def chests_in_play(self) -> list[int]:
        return [c for c in self.port_chest.values() if c is not None] + [
            c for c in self.ship_chest.values() if c is not None]

    def _forced_rule(self) -> str:
        return "caribic-treasure-active" if self.phase == "move" else "caribic-bribe-assign"

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("{player}: {move}", player=player_name(player), move=describe_move(move))

    # bribing ---------------------------------------------------------------
    def _check_Bribe(self, move: Bribe) -> None:
        p = self.player
        if not 0 <= move.card < len(self.game.cards):
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
        deciders = [p for p in probe.tied if not self.spent[p]]
        self.tie = {"tied": probe.tied, "queue": deciders, "reveals": {}}
        self._next_decider()

    def _next_decider(self) -> None:
        t = self.tie
        if t["queue"]:
            self.phase, self.player = "tie", t["queue"][0]
            return
        tiebreakers = {p: (None if self.spent[p] else self.card(self.tiebreakers[p])) for p in t["tied"]}
        result = resolve_auction(self.ship, self._bids_for(self.ship_index), tiebreakers,
                                 {int(p): r for p, r in t["reveals"].items()}, self.game.options)
        for p in result.revealed:
            self.spent[p] = True  # caribic-tie-spent
        self.tie = None
        self._finish_auction(result)

    def _check_TieBreak(self, move: TieBreak) -> None:
        if not isinstance(move.reveal, bool):
            raise self._illegal(move, "caribic-tie-decide", _("Hay que decidir sí o no."))
        if move.reveal and self.spent[self.player]:
            raise self._illegal(move, "caribic-tie-spent", _("Tu carta de desempate ya se usó en esta ronda."))

    def _apply_TieBreak(self, move: TieBreak) -> None:
        t = self.tie
        t["reveals"][str(self.player)] = move.reveal
        t["queue"].pop(0)
        self._next_decider()

    def _finish_auction(self, result: AuctionResult) -> None:
        self.last_auction = result
        self._events.extend(result.explanation.steps)
        if result.winner is None:
            self._next_ship()
            return
        ship = self.ship
        self.turn = {"ship": ship, "player": result.winner, "remaining": result.distance,
                     "path": [self.positions[ship]], "actions": []}
        self.phase, self.player = "move", result.winner
        self._events.append(Step("caribic-treasure-active", _(
            "El {player} es el jugador activo del {ship}.", player=player_name(result.winner), ship=ship)))

    # moving and treasure -------------------------------------------------------
    def _here(self) -> str:
        return self.positions[self.turn["ship"]]

    def _can_finish_from(self, space: str, steps: int) -> bool:
        """Whether a ship standing on ``space`` could still reach a space where it may stop."""
        ship = self.turn["ship"]
        frontier, seen = [space], {space}
        for _i in range(steps + 1):
            if any(not self.occupied(s, but=ship) for s in frontier):
                return True
            frontier = [n for s in frontier for n in self.game.sea.neighbours[s] if n not in seen]
            seen.update(frontier)
        return False

    def _check_Sail(self, move: Sail) -> None:
        t, sea = self.turn, self.game.sea
        if move.space not in sea.spaces or not sea.adjacent(self._here(), move.space):
            raise self._illegal(move, "caribic-move-distance", _("Un barco avanza de un espacio a otro contiguo."))
        if t["remaining"] < 1:
            raise self._illegal(move, "caribic-move-distance", _("Este barco no puede avanzar más espacios."))
        if self.occupied(move.space, but=t["ship"]):
            if self.game.options.occupied == "block":
                raise self._illegal(move, "caribic-q-occupied", _("Con la lectura «block», un espacio ocupado cierra el paso."))
            if not self._can_finish_from(move.space, t["remaining"] - 1):
                raise self._illegal(move, "caribic-move-one-ship", _(
                    "Solo se puede cruzar un espacio ocupado si después queda sitio libre al alcance."))

    def _apply_Sail(self, move: Sail) -> None:
        t = self.turn
        self.positions[t["ship"]] = move.space
        t["remaining"] -= 1
        t["path"].append(move.space)
        if self.occupied(move.space, but=t["ship"]):
            self._events.append(Step("caribic-move-pass-occupied", _("El {ship} cruza un espacio ocupado.", ship=t["ship"])))
        elif self.game.sea.is_haven(move.space):
            self._events.append(Step("caribic-move-havens", _("El {ship} entra en un refugio seguro.", ship=t["ship"])))

    def _check_EndMove(self, move: EndMove) -> None:
        if self.occupied(self._here(), but=self.turn["ship"]):
            raise self._illegal(move, "caribic-move-one-ship", _("Solo un barco puede ocupar un espacio de mar."))

    def _apply_EndMove(self, move: EndMove) -> None:
        t = self.turn
        self._events.append(Step("caribic-move-optional", Plural(
            "El {ship} se detiene tras {n} espacio.", "El {ship} se detiene tras {n} espacios.", len(t["path"]) - 1,
            ship=t["ship"])))
        self.turn = None
        self._next_ship()

    def _action_used(self, move: Move, kind: str) -> None:
        if kind in self.turn["actions"] and not self.game.options.repeat_actions:
            raise self._illegal(move, "caribic-q-repeat-actions", _(
                "Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto)."))

    def _check_Capture(self, move: Capture) -> None:
        self._action_used(move, "capture")
        here = self._here()
        town = next((t for t, s in self.game.sea.ports.items() if s == here and self.port_chest[t] is not None), None)
        if town is None:
            raise self._illegal(move, "caribic-treasure-capture", _("Aquí no hay ninguna ciudad portuaria con cofre."))
        if self.ship_chest[self.turn["ship"]] is not None:
            raise self._illegal(move, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def _apply_Capture(self, move: Capture) -> None:
        ship, here = self.turn["ship"], self._here()
        town = next(t for t, s in self.game.sea.ports.items() if s == here and self.port_chest[t] is not None)
        chest = self.port_chest[town]
        self.port_chest[town] = None
        self.ship_chest[ship] = chest
        self._pay(self.turn["player"], CAPTURE_REWARD, "capture", chest)
        self.turn["actions"].append("capture")
        self._events.append(Step("caribic-treasure-capture", _(
            "El {ship} captura {town} y carga su cofre; el {player} cobra {amount} doblones.",
            ship=ship, town=town, player=player_name(self.turn["player"]), amount=CAPTURE_REWARD)))

    def _adjacent_ship(self, move: Move, target: str, rule_id: str) -> None:
        if target not in self.positions or target == self.turn["ship"]:
            raise self._illegal(move, rule_id, _("Hay que nombrar otro barco."))
        if not self.game.sea.adjacent(self._here(), self.positions[target]):
            raise self._illegal(move, rule_id, _("El {ship} no está en un espacio contiguo.", ship=target))
        if self.ship_chest[target] is None:
            raise self._illegal(move, rule_id, _("El {ship} no lleva ningún cofre.", ship=target))

    def _check_Rob(self, move: Rob) -> None:
        self._action_used(move, "rob")
        self._adjacent_ship(move, move.ship, "caribic-treasure-rob")
        if self.ship_chest[self.turn["ship"]] is not None:
            raise self._illegal(move, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def _apply_Rob(self, move: Rob) -> None:
        ship = self.turn["ship"]
        self.ship_chest[ship], self.ship_chest[move.ship] = self.ship_chest[move.ship], None
        self.turn["actions"].append("rob")
        self._events.append(Step("caribic-treasure-rob", _("El {ship} roba el cofre del {other}.", ship=ship,
                                                           other=move.ship)))

    def _check_Swap(self, move: Swap) -> None:
        self._action_used(move, "swap")
        self._adjacent_ship(move, move.ship, "caribic-treasure-swap")
        if self.ship_chest[self.turn["ship"]] is None:
            raise self._illegal(move, "caribic-treasure-swap", _("Para intercambiar, el barco que se mueve debe llevar un cofre."))

    def _apply_Swap(self, move: Swap) -> None:
        ship = self.turn["ship"]
        self.ship_chest[ship], self.ship_chest[move.ship] = self.ship_chest[move.ship], self.ship_chest[ship]
        self.turn["actions"].append("swap")
        self._events.append(Step("caribic-treasure-swap", _("El {ship} y el {other} intercambian sus cofres.",
                                                            ship=ship, other=move.ship)))

    def _haven_reachable(self, colour: str) -> bool:
        haven = self.game.sea.havens.get(colour)
        here = self._here()
        if haven is None:
            return False
        return here == haven or (self.game.options.deliver == "adjacent-too" and self.game.sea.adjacent(here, haven))

    def _check_Deliver(self, move: Deliver) -> None:
        self._action_used(move, "deliver")
        if move.colour not in self.game.colours:
            raise self._illegal(move, "caribic-treasure-deliver", _("Solo se entrega en el refugio de un jugador."))
        if self.ship_chest[self.turn["ship"]] is None:
            raise self._illegal(move, "caribic-treasure-deliver", _("El barco no lleva ningún cofre."))
        if not self._haven_reachable(move.colour):
            rule_id = "caribic-haven-delivery" if self.game.options.deliver == "in-haven" else "caribic-q-deliver-adjacent"
            raise self._illegal(move, rule_id, _("El barco no está en ese refugio seguro."))

    def _apply_Deliver(self, move: Deliver) -> None:
        ship = self.turn["ship"]
        chest = self.ship_chest[ship]
        self.ship_chest[ship] = None
        owner = self.game.colours.index(move.colour)
        value = self.chest(chest).value
        self._pay(owner, value, "delivery", chest)
        self.delivered.append(chest)
        self.turn["actions"].append("deliver")
        self._events.append(Step("caribic-haven-delivery", _(
            "El {ship} descarga su cofre en el refugio {colour}.", ship=ship, colour=COLOUR_NAMES[move.colour])))
        self._events.append(Step("caribic-haven-payment", _(
            "El dueño del refugio, el {player}, cobra {amount} doblones.", player=player_name(owner), amount=value)))
        self._events.append(Step("caribic-haven-chest-out", _("El cofre sale de la partida.")))

    def _pay(self, player: int, amount: int, reason: str, chest: int) -> None:
        self.money[player] += amount
        self.ledger.append([player, amount, reason, chest])

    # the round -------------------------------------------------------------------
    def _next_ship(self) -> None:
        self.ship_index += 1
        if self.ship_index < len(SHIPS):
            self._open_auction()
            return
        self._events.append(Step("caribic-round-end", _("Los seis barcos han tenido su turno: termina la ronda {n}.",
                                                        n=self.round)))
        new = self.supply[:CHESTS_PER_ROUND]
        self.supply = self.supply[CHESTS_PER_ROUND:]
        for chest in new:
            self.port_chest[self.chest(chest).port] = chest
        if new:
            self._events.append(Step("caribic-round-chests", _(
                "Salen dos cofres nuevos del suministro, a sus ciudades: {towns}.",
                towns=[self.chest(c).port for c in new])))
        self.bids = [[] for _p in range(self.game.players)]
        self.tiebreakers = [None] * self.game.players
        self.spent = [False] * self.game.players
        if self.round >= self.game.options.last_round or len(self.delivered) == len(self.game.chests):
            self.phase, self.player, self.ship_index = "over", None, 0
            self._events.append(Step("caribic-end", _("Fin de la partida (ronda {n}); gana quien tiene más doblones: {winners}.",
                                                      n=self.round, winners=[player_name(p) for p in self.winners()])))
            return
        self.round += 1
        self.ship_index = 0
        self.phase, self.player = "bribe", 0
        self._events.append(Step("caribic-round-reset", _("Cada jugador recoge sus cartas; los barcos se quedan donde están.")))

    # -------------------------------------------------------------- legal moves
    def _generate(self) -> list[Move]:
        if self.phase == "bribe":
            used = self.bids[self.player]
            return [Bribe(c.id) for c in self.game.cards if c.id not in used]
        if self.phase == "tie":
            return [TieBreak(False)] if self.spent[self.player] else [TieBreak(True), TieBreak(False)]
        if self.phase != "move":
            return []
        moves: list[Move] = []
        t = self.turn
        here = self._here()
        if t["remaining"] >= 1:
            for space in sorted(self.game.sea.neighbours[here]):
                move = Sail(space)
                if self.is_legal(move):
                    moves.append(move)
        candidates: list[Move] = [Capture()] + [m(s) for s in SHIPS if s != t["ship"] for m in (Rob, Swap)]
        candidates += [Deliver(c) for c in self.game.colours]
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
            "seed": self.seed, "round": self.round, "ship_index": self.ship_index, "phase": self.phase,
            "player": self.player, "bids": self.bids, "tiebreakers": self.tiebreakers, "spent": self.spent,
            "positions": self.positions, "ship_chest": self.ship_chest, "port_chest": self.port_chest,
            "supply": self.supply, "delivered": self.delivered, "money": self.money, "ledger": self.ledger,
            "tie": self.tie, "turn": self.turn,
        }
        data = json.loads(json.dumps(data))
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        return cls._restore(
            data, lambda g: Caribic(g["players"], Options.from_dict(g.get("options", {}))),
            ("seed", "round", "ship_index", "phase", "player", "bids", "tiebreakers", "spent", "positions", "ship_chest",
             "port_chest", "supply", "delivered", "money", "ledger", "tie", "turn"), "caribic-setup-chests", move_from_dict)

    def validate(self) -> None:
        """Refuse a position the rules cannot reach: a chest missing or twice, two
        ships on one sea space, a ship with two chests, money without a ledger."""
        g = self.game
        chests = self.supply + self.delivered + self.chests_in_play()
        if sorted(chests) != sorted(c.id for c in g.chests):
            raise InvalidSetupError("caribic-setup-chests", _("Falta o sobra algún cofre."))
        for town, chest in self.port_chest.items():
            if chest is not None and g.chests[chest].port != town:
                raise InvalidSetupError("caribic-setup-chests", _("Un cofre está en una ciudad que no es la suya."))
        if set(self.positions) != set(SHIPS) or any(p not in g.sea.spaces for p in self.positions.values()):
            raise InvalidSetupError("caribic-setup-ships", _("Cada barco debe estar en un espacio del mapa."))
        moving = self.turn["ship"] if self.turn else None
        sea = [p for s, p in self.positions.items() if s != moving and not g.sea.is_haven(p)]
        if len(sea) != len(set(sea)):
            raise InvalidSetupError("caribic-move-one-ship", _("Solo un barco puede ocupar un espacio de mar."))
        for p in range(g.players):
            if self.money[p] != sum(a for who, a, _r, _c in self.ledger if who == p):
                raise InvalidSetupError("caribic-haven-payment", _("El dinero no cuadra con los cobros."))
        if self.phase not in ("bribe", "tie", "move", "over"):
            raise InvalidSetupError("caribic-move-order", _("Fase desconocida."))

    def __repr__(self) -> str:
        return f"<Caribic State {self.position()}>"


def describe_move(move: Move) -> Message:
    if isinstance(move, Bribe):
        return _("asigna una carta de soborno")
    if isinstance(move, TieBreak):
        return _("decide sobre su desempate")
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
