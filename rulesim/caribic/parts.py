"""The parts of a Caribic position that are more than numbers: its phases and the records it holds.

Each record is declared with :func:`rulesim.position.part` — the part as a reader names it, its kind, the
rule it answers to — so a saved game, the public builder (:meth:`State.arranged
<rulesim.caribic.state.State.arranged>`) and a situation file read it the same way:

- :class:`Seat`: what a player holds (``caribic-bribe-*``, ``caribic-tie-spent``, ``caribic-coins``);
- :class:`Turn`: the ship on the move (``caribic-move-*``, ``caribic-treasure-timing``);
- :class:`Tie`: a tie being decided (``caribic-tie-decide``);
- :class:`Payment`: one line of the ledger (``caribic-treasure-capture``, ``caribic-haven-payment``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..engine import GamePhase
from ..i18n import Value, _
from ..kinds import Boolean, Choice, Integer, ListOf, MapOf, Maybe
from ..position import part
from .components import CARDS_PER_PLAYER, DEFAULT_CHESTS, DEFAULT_MAP, SHIPS


class Phase(GamePhase):
    """What the position waits for."""

    BRIBE = "bribe", _("sobornos")  # a player assigns a bribe card to the next ship of their holder
    TIE = "tie", _("desempate")  # a tied player decides whether to reveal the tie-breaker
    MOVE = "move", _("movimiento de un barco")  # the winner of a ship's auction moves it and takes treasure actions
    TURN_END = "turn-end", _("fin del turno")  # a situation's turn is over and what follows is not part of it
    OVER = "over", _("fin de la partida")


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


class PayReason(StrEnum):
    CAPTURE = "capture"  # caribic-treasure-capture: 2,000 doubloons to the active player
    DELIVERY = "delivery"  # caribic-haven-payment: the chest's value to the haven's owner
    EARLIER = "earlier"  # what a player had when a situation starts (Scope.TURN only; no chest)


# ------------------------------------------------------------------------------------ kinds
PLAYER = Integer(0, 3)
SHIP = Choice({s: Value(s) for s in SHIPS}, control="dropdown")
SPACE = Choice({s: DEFAULT_MAP.label(s, article=False) for s in DEFAULT_MAP.spaces}, control="dropdown")


@dataclass(frozen=True)
class ChestKind(Choice):
    """A chest, written as the port town it names (``"T05"``: each of the illustrative chests names one),
    read as its number."""

    def read(self, value: Any, path: str) -> int:
        town = super().read(value, path)
        return next(c.id for c in DEFAULT_CHESTS if c.port == town)

    def to_toml(self, value: Any) -> Any:
        """A chest's number as the town it names; anything else (a town, a number that is no chest's: −1
        would index from the end, ``True`` is 1) as it is, for :meth:`read` to refuse naming the part."""
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(DEFAULT_CHESTS):
            return DEFAULT_CHESTS[value].port
        return value


@dataclass(frozen=True)
class TownChests(ListOf):
    """The chests waiting in their port towns, written as the list of those towns (a chest waits in the
    town it names), read as each town's chest."""

    def read(self, value: Any, path: str) -> dict[str, int]:
        return {DEFAULT_CHESTS[c].port: c for c in super().read(value, path)}

    def to_toml(self, value: Any) -> Any:
        if isinstance(value, Mapping):
            return [self.item.to_toml(c) for c in value.values() if c is not None]
        return super().to_toml(value)

    def words(self, value: Any, lang: str) -> str:
        chests = [c for c in value.values() if c is not None] if isinstance(value, Mapping) else value
        return super().words(chests, lang)


CHEST = ChestKind({t: Value(t) for t in DEFAULT_MAP.ports}, control="dropdown")
SHIP_CHESTS = MapOf(SHIP, CHEST)
PORT_CHESTS = TownChests(CHEST, unique=True)
CARD = Integer(0, CARDS_PER_PLAYER - 1)
ACTION = Choice({a: ACTION_NAMES[a] for a in Action})
PHASE = Choice({p: p.label for p in Phase})
SCOPE = Choice({Scope.GAME: _("una partida entera"), Scope.TURN: _("el turno de un barco")})
REASON = Choice({PayReason.CAPTURE: _("captura"), PayReason.DELIVERY: _("entrega"), PayReason.EARLIER: _("antes")})


@dataclass
class Seat:
    """What a player holds: the bribe cards assigned so far (one per ship, in the ships' order), the
    seventh card kept face down to break ties, whether it was spent this round, and the doubloons."""

    bids: list[int] = part(_("las cartas asignadas, una por barco en orden"), ListOf(CARD, 0, len(SHIPS)),
                           "caribic-bribe-assign", default_factory=list)
    tiebreaker: int | None = part(_("la carta de desempate"), Maybe(CARD), "caribic-bribe-tiebreaker", default=None)
    spent: bool = part(_("si ya gastó su desempate en esta ronda"), Boolean(), "caribic-tie-spent", default=False)
    money: int = part(_("sus doblones"), Integer(0, 10_000_000), "caribic-haven-payment", default=0)


@dataclass(frozen=True)
class Turn:
    """The ship on the move: who won it, how many spaces it may still sail, the spaces it has been on
    (the first is where it started: by default where it is), and the treasure actions taken with it."""

    ship: str = part(_("el barco que se mueve"), SHIP, "caribic-treasure-active")
    player: int = part(_("el jugador activo, que ganó su subasta"), PLAYER, "caribic-treasure-active")
    remaining: int = part(_("cuántos espacios puede avanzar todavía"), Integer(0, 99), "caribic-move-distance")
    path: tuple[str, ...] = part(_("los espacios en que ha estado, desde donde salió"), ListOf(SPACE),
                                 "caribic-move-distance", default=())
    actions: tuple[Action, ...] = part(_("las acciones del tesoro ya hechas con él"), ListOf(ACTION),
                                       "caribic-treasure-timing", default=())


@dataclass(frozen=True)
class Tie:
    """A tie being decided: the tied players, those still to decide (in order), and who has decided to
    reveal their tie-breaker or to keep it hidden."""

    tied: tuple[int, ...] = part(_("los jugadores empatados"), ListOf(PLAYER, 2, 4), "caribic-tie-decide")
    queue: tuple[int, ...] = part(_("los que aún deben decidir, en orden"), ListOf(PLAYER, 0, 4),
                                  "caribic-tie-decide")
    revealed: tuple[int, ...] = part(_("los que descubren su desempate"), ListOf(PLAYER, 0, 4),
                                     "caribic-tie-reveal", default=())
    hidden: tuple[int, ...] = part(_("los que lo dejan tapado"), ListOf(PLAYER, 0, 4), "caribic-tie-unrevealed",
                                   default=())

    @property
    def decided(self) -> dict[int, bool]:
        return {**{p: False for p in self.hidden}, **{p: True for p in self.revealed}}

    def decide(self, player: int, reveal: bool) -> Tie:
        if reveal:
            return replace(self, queue=self.queue[1:], revealed=self.revealed + (player,))
        return replace(self, queue=self.queue[1:], hidden=self.hidden + (player,))


@dataclass(frozen=True)
class Payment:
    """One line of the ledger: ``player`` was paid ``amount`` doubloons for ``reason`` (chest ``chest``)."""

    player: int = part(_("quién cobra"), PLAYER, "caribic-haven-payment")
    amount: int = part(_("cuánto"), Integer(0, 10_000_000), "caribic-haven-payment")
    reason: PayReason = part(_("por qué"), REASON, "caribic-haven-payment")
    chest: int | None = part(_("el cofre"), Maybe(CHEST), "caribic-haven-payment", default=None)
