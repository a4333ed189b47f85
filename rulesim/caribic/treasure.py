"""The treasure actions of the ship on the move, each declared once, and why an action is closed.

Rules: *Treasure* (``caribic-treasure-active``, ``-capture``, ``-rob``, ``-swap``, ``-deliver``,
``-one-chest``, ``-timing``), *Safe havens* (``caribic-haven-delivery``, ``-payment``, ``-chest-out``) and
the readings ``caribic-q-repeat-actions`` and ``caribic-q-deliver-adjacent``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..errors import RuleViolation
from ..i18n import Message, _
from .auction import player_name
from .components import CAPTURE_REWARD, COLOUR_NAMES, SHIPS
from .moves import Move
from .options import Deliver as DeliverReading
from .parts import ACTION_RULES, Action, PayReason, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def _action_used(s: State, move: Move, action: Action) -> None:
    assert s.turn is not None
    if action in s.turn.actions and not s.game.options.repeat_actions:
        raise s.illegal(move, "caribic-q-repeat-actions", _(
            "Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto)."))


def _took(s: State, action: Action) -> None:
    assert s.turn is not None
    s.turn = replace(s.turn, actions=s.turn.actions + (action,))


def town_with_chest(s: State, space: str) -> str | None:
    return next((t for t, x in s.game.sea.ports.items() if x == space and s.port_chests[t] is not None), None)


def _loaded_alongside(s: State) -> list[str]:
    """The other ships next to the ship on the move that carry a chest, in the ships' order."""
    assert s.turn is not None
    here, sea = s.here(), s.game.sea
    return [x for x in SHIPS if x != s.turn.ship and s.ship_chests[x] is not None and x in s.positions
            and sea.adjacent(here, s.positions[x])]


def haven_reachable(s: State, colour: str) -> bool:
    haven = s.game.sea.havens.get(colour)
    here = s.here()
    if haven is None:
        return False
    return here == haven or (s.game.options.deliver is DeliverReading.ADJACENT_TOO
                             and s.game.sea.adjacent(here, haven))


class Capture(Move, phases=(Phase.MOVE,)):
    """Take the chest of the port town where the ship is (+2,000 doubloons)."""

    def check(self, s: State) -> None:
        assert s.turn is not None
        _action_used(s, self, Action.CAPTURE)
        here = s.here()
        if town_with_chest(s, here) is None:
            raise s.illegal(self, "caribic-treasure-capture", _(
                "En {space} no hay ninguna ciudad portuaria con cofre.", space=s.label(here)))
        if s.ship_chests[s.turn.ship] is not None:
            raise s.illegal(self, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def apply(self, s: State) -> None:
        assert s.turn is not None
        ship, player = s.turn.ship, s.turn.player
        town = town_with_chest(s, s.here())
        assert town is not None
        chest = s.port_chests[town]
        assert chest is not None
        s.port_chests[town] = None
        s.ship_chests[ship] = chest
        s.pay(player, CAPTURE_REWARD, PayReason.CAPTURE, chest)
        _took(s, Action.CAPTURE)
        s.event("caribic-treasure-capture", _(
            "El {ship} captura {town} y carga su cofre; el {player} cobra {amount} doblones.",
            ship=ship, town=town, player=player_name(player), amount=CAPTURE_REWARD))

    @classmethod
    def listed(cls, s: State) -> Iterable[Capture]:
        return [cls()] if town_with_chest(s, s.here()) is not None and s.is_legal(cls()) else []

    def said(self, s: State) -> Message:
        return _("captura una ciudad")


def _adjacent_ship(s: State, move: Move, target: str, rule_id: str) -> None:
    assert s.turn is not None
    if target not in SHIPS or target == s.turn.ship:
        raise s.illegal(move, rule_id, _("Hay que nombrar otro barco."))
    if target not in s.positions or not s.game.sea.adjacent(s.here(), s.positions[target]):
        raise s.illegal(move, rule_id, _("El {ship} no está en un espacio contiguo.", ship=target))
    if s.ship_chests[target] is None:
        raise s.illegal(move, rule_id, _("El {ship} no lleva ningún cofre.", ship=target))


class Rob(Move, phases=(Phase.MOVE,)):
    """Take the chest of the adjacent ship ``ship``."""

    ship: str

    def check(self, s: State) -> None:
        assert s.turn is not None
        _action_used(s, self, Action.ROB)
        _adjacent_ship(s, self, self.ship, "caribic-treasure-rob")
        if s.ship_chests[s.turn.ship] is not None:
            raise s.illegal(self, "caribic-treasure-one-chest", _("Cada barco lleva un solo cofre a la vez."))

    def apply(self, s: State) -> None:
        assert s.turn is not None
        ship = s.turn.ship
        s.ship_chests[ship], s.ship_chests[self.ship] = s.ship_chests[self.ship], None
        _took(s, Action.ROB)
        s.event("caribic-treasure-rob", _("El {ship} roba el cofre del {other}.", ship=ship, other=self.ship))

    @classmethod
    def listed(cls, s: State) -> Iterable[Rob]:
        return [m for m in (cls(x) for x in _loaded_alongside(s)) if s.is_legal(m)]

    def said(self, s: State) -> Message:
        return _("roba al {ship}", ship=self.ship)


class Swap(Move, phases=(Phase.MOVE,)):
    """Exchange chests with the adjacent ship ``ship``."""

    ship: str

    def check(self, s: State) -> None:
        assert s.turn is not None
        _action_used(s, self, Action.SWAP)
        _adjacent_ship(s, self, self.ship, "caribic-treasure-swap")
        if s.ship_chests[s.turn.ship] is None:
            raise s.illegal(self, "caribic-treasure-swap", _(
                "Para intercambiar, el barco que se mueve debe llevar un cofre."))

    def apply(self, s: State) -> None:
        assert s.turn is not None
        ship = s.turn.ship
        s.ship_chests[ship], s.ship_chests[self.ship] = s.ship_chests[self.ship], s.ship_chests[ship]
        _took(s, Action.SWAP)
        s.event("caribic-treasure-swap", _("El {ship} y el {other} intercambian sus cofres.", ship=ship,
                                           other=self.ship))

    @classmethod
    def listed(cls, s: State) -> Iterable[Swap]:
        return [m for m in (cls(x) for x in _loaded_alongside(s)) if s.is_legal(m)]

    def said(self, s: State) -> Message:
        return _("intercambia cofres con el {ship}", ship=self.ship)


class Deliver(Move, phases=(Phase.MOVE,)):
    """Unload the chest in the safe haven of ``colour``; its owner is paid its value."""

    colour: str

    def check(self, s: State) -> None:
        assert s.turn is not None
        _action_used(s, self, Action.DELIVER)
        if self.colour not in s.game.colours:
            raise s.illegal(self, "caribic-treasure-deliver", _("Solo se entrega en el refugio de un jugador."))
        if s.ship_chests[s.turn.ship] is None:
            raise s.illegal(self, "caribic-treasure-deliver", _("El barco no lleva ningún cofre."))
        if not haven_reachable(s, self.colour):
            rule_id = ("caribic-haven-delivery" if s.game.options.deliver is DeliverReading.IN_HAVEN
                       else "caribic-q-deliver-adjacent")
            raise s.illegal(self, rule_id, _("El barco no está en el refugio {colour}.",
                                             colour=COLOUR_NAMES[self.colour]))

    def apply(self, s: State) -> None:
        assert s.turn is not None
        ship = s.turn.ship
        chest = s.ship_chests[ship]
        assert chest is not None
        s.ship_chests[ship] = None
        owner = s.game.colours.index(self.colour)
        value = s.chest(chest).value
        s.pay(owner, value, PayReason.DELIVERY, chest)
        s.delivered.append(chest)
        _took(s, Action.DELIVER)
        s.event("caribic-haven-delivery", _("El {ship} descarga su cofre en el refugio {colour}.", ship=ship,
                                            colour=COLOUR_NAMES[self.colour]))
        s.event("caribic-haven-payment", _("El dueño del refugio, el {player}, cobra {amount} doblones.",
                                           player=player_name(owner), amount=value))
        s.event("caribic-haven-chest-out", _("El cofre sale de la partida."))

    @classmethod
    def listed(cls, s: State) -> Iterable[Deliver]:
        return [m for m in (cls(c) for c in s.game.colours if haven_reachable(s, c)) if s.is_legal(m)]

    def said(self, s: State) -> Message:
        return _("entrega un cofre en el refugio {colour}", colour=COLOUR_NAMES[self.colour])


# ------------------------------------------------------------------- why an action is closed
@dataclass(frozen=True)
class TreasureOption:
    """One treasure action for the ship on the move: the moves that are open, or why none is."""

    action: Action
    moves: tuple[Move, ...]
    reason: RuleViolation | None


ACTION_MOVES: dict[Action, type[Move]] = {Action.CAPTURE: Capture, Action.ROB: Rob, Action.SWAP: Swap,
                                          Action.DELIVER: Deliver}


def treasure_options(s: State) -> list[TreasureOption]:
    """For each treasure action, the moves open to the ship on the move, or the real reason none is
    (no port town with a chest here, no loaded ship alongside, the ship already loaded…)."""
    if s.phase is not Phase.MOVE or s.turn is None:
        return []
    out = []
    ships = [x for x in SHIPS if x != s.turn.ship]
    candidates: dict[Action, list[Move]] = {
        Action.CAPTURE: [Capture()], Action.ROB: [Rob(x) for x in ships], Action.SWAP: [Swap(x) for x in ships],
        Action.DELIVER: [Deliver(c) for c in s.game.colours]}
    for action, cls in ACTION_MOVES.items():
        moves = tuple(cls.listed(s))
        out.append(TreasureOption(action, moves, None if moves else closed(s, action, candidates[action][0])))
    return out


def closed(s: State, action: Action, move: Move) -> RuleViolation:
    """Why no move of ``action`` is open (the first condition of the rule that fails)."""
    turn, here = s.turn, s.here()
    assert turn is not None
    if action in turn.actions and not s.game.options.repeat_actions:
        return s.illegal(move, "caribic-q-repeat-actions", _(
            "Ya se hizo con este barco, y cada acción del tesoro se hace como mucho una vez por barco movido."))
    if action is Action.CAPTURE:
        if town_with_chest(s, here) is None:
            return s.illegal(move, "caribic-treasure-capture", _(
                "En {space} no hay ninguna ciudad portuaria con cofre.", space=s.label(here)))
        return s.illegal(move, "caribic-treasure-one-chest", _(
            "El {ship} ya lleva un cofre, y cada barco lleva uno solo.", ship=turn.ship))
    if action in (Action.ROB, Action.SWAP):
        return _closed_alongside(s, action, move)
    if s.ship_chests[turn.ship] is None:
        return s.illegal(move, "caribic-treasure-deliver", _("El {ship} no lleva ningún cofre que entregar.",
                                                             ship=turn.ship))
    if s.game.options.deliver is DeliverReading.ADJACENT_TOO:
        return s.illegal(move, "caribic-q-deliver-adjacent", _(
            "El {ship} no está en el refugio de un jugador ni en un espacio contiguo a uno.", ship=turn.ship))
    return s.illegal(move, "caribic-haven-delivery", _("El {ship} no está en el refugio de ningún jugador.",
                                                       ship=turn.ship))


def _closed_alongside(s: State, action: Action, move: Move) -> RuleViolation:
    turn, here = s.turn, s.here()
    assert turn is not None
    rule_id = ACTION_RULES[action]
    if action is Action.SWAP and s.ship_chests[turn.ship] is None:
        return s.illegal(move, rule_id, _("Para intercambiar, el {ship} debe llevar un cofre, y no lleva ninguno.",
                                          ship=turn.ship))
    alongside = [x for x in SHIPS if x != turn.ship and x in s.positions and s.game.sea.adjacent(here, s.positions[x])]
    if not any(s.ship_chests[x] is not None for x in alongside):
        if len(alongside) > 1:
            return s.illegal(move, rule_id, _("Ningún barco contiguo lleva cofre ({ships} no llevan ninguno).",
                                              ships=alongside))
        if alongside:
            return s.illegal(move, rule_id, _("El único barco contiguo, el {ship}, no lleva cofre.",
                                              ship=alongside[0]))
        return s.illegal(move, rule_id, _("No hay ningún barco en un espacio contiguo."))
    # a loaded ship alongside: only robbing can still be closed, by the chest the ship already carries
    return s.illegal(move, "caribic-treasure-one-chest", _("El {ship} ya lleva un cofre, y cada barco lleva uno solo.",
                                                           ship=turn.ship))

