"""Everything that makes a Caribic position impossible (:meth:`State.problems <.state.State.problems>`),
each as a :class:`~rulesim.position.Problem` naming the part at fault and the rule.

Rules: the chests (``caribic-setup-chests``, ``caribic-setup-supply``, ``caribic-round-chests``), the
ships (``caribic-setup-ships``, ``caribic-move-one-ship``, ``caribic-treasure-one-chest``), the money
(``caribic-coins``, ``caribic-haven-payment``), the phase and its turn or tie (``caribic-move-order``,
``caribic-treasure-active``, ``caribic-tie-*``) and the bids (``caribic-bribe-*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Plural, _
from ..position import Problem
from .components import CAPTURE_REWARD, SHIPS
from .game import supply_size
from .parts import PayReason, Phase, Scope

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def position_problems(s: State) -> list[Problem]:
    return (_chest_problems(s) + _ship_problems(s) + _money_problems(s) + _phase_problems(s) + _turn_problems(s)
            + _tie_problems(s) + (_bid_problems(s) if s.scope is Scope.GAME else []))


def _chest_problems(s: State) -> list[Problem]:
    g, out = s.game, []
    places: list[tuple[str, int]] = (
        [(f"ship_chests.{x}", c) for x, c in s.ship_chests.items() if c is not None]
        + [(f"port_chests.{t}", c) for t, c in s.port_chests.items() if c is not None]
        + [("supply", c) for c in s.supply] + [("delivered", c) for c in s.delivered])
    seen: set[int] = set()
    for where, chest in places:
        if chest in seen or not 0 <= chest < len(g.chests):
            out.append(Problem(where, "caribic-setup-chests", _("Cada cofre está en un solo sitio.")))
        seen.add(chest)
    if not out and len(seen) != len(g.chests):
        out.append(Problem("supply", "caribic-setup-chests", _("Falta o sobra algún cofre.")))
    for town, waiting in s.port_chests.items():
        if waiting is not None and 0 <= waiting < len(g.chests) and g.chests[waiting].port != town:
            out.append(Problem(f"port_chests.{town}", "caribic-setup-chests", _(
                "Un cofre está en una ciudad que no es la suya.")))
    size = supply_size(s.round, s.phase is Phase.OVER)
    if len(s.supply) != size:
        out.append(Problem("supply", "caribic-round-chests", Plural(
            "Imposible: en la ronda {round} queda {n} cofre en el suministro (diez al empezar, dos menos "
            "tras cada ronda).",
            "Imposible: en la ronda {round} quedan {n} cofres en el suministro (diez al empezar, dos menos "
            "tras cada ronda).", size, round=s.round)))
    return out


def _ship_problems(s: State) -> list[Problem]:
    sea, out = s.game.sea, []
    for name, space in s.positions.items():
        if name not in SHIPS:
            out.append(Problem(f"positions.{name}", "caribic-setup-ships", _(
                "No hay ningún barco con ese nombre.")))
        elif space not in sea.spaces:
            out.append(Problem(f"positions.{name}", "caribic-q-map", _("Ese espacio no está en el mapa.")))
    missing = [ship for ship in SHIPS if ship not in s.positions]
    if s.scope is Scope.GAME and missing:
        out.append(Problem("positions", "caribic-setup-ships", _("Falta dónde está cada barco: {ships}.",
                                                                 ships=missing)))
    for name in SHIPS:
        if s.ship_chests.get(name) is not None and name not in s.positions:
            out.append(Problem(f"ship_chests.{name}", "caribic-treasure-one-chest", _(
                "El {ship} lleva un cofre, pero la situación no dice dónde está.", ship=name)))
    moving = s.turn.ship if s.turn else None
    taken: dict[str, str] = {}
    for name in SHIPS:
        where = s.positions.get(name)
        if where is None or name == moving or where not in sea.spaces or sea.is_haven(where):
            continue
        if where in taken:
            out.append(Problem(f"positions.{name}", "caribic-move-one-ship", _(
                "Imposible: el {ship} y el {other} en el mismo espacio de mar.", ship=name, other=taken[where])))
        taken[where] = name
    return out


def _money_problems(s: State) -> list[Problem]:
    g, out = s.game, []
    if len(s.seats) != g.players:
        return [Problem("seats", "caribic-bribe-assign", _("Las ofertas no cuadran con los jugadores."))]
    for p, seat in enumerate(s.seats):
        if seat.money % 1000:
            out.append(Problem(f"seats[{p}].money", "caribic-coins", _(
                "Se espera lo que tiene cada jugador, en miles de doblones enteros.")))
        elif seat.money != sum(x.amount for x in s.ledger if x.player == p):
            out.append(Problem(f"seats[{p}].money", "caribic-haven-payment", _("El dinero no cuadra con los cobros.")))
    for i, payment in enumerate(s.ledger):
        if payment.reason is PayReason.EARLIER:
            right = payment.amount if s.scope is Scope.TURN and payment.chest is None else None
        elif payment.chest is None or not 0 <= payment.chest < len(g.chests):
            right = None
        else:
            right = CAPTURE_REWARD if payment.reason is PayReason.CAPTURE else g.chests[payment.chest].value
        if payment.amount != right or not 0 <= payment.player < g.players or (
                payment.reason is PayReason.DELIVERY and payment.chest not in s.delivered):
            out.append(Problem(f"ledger[{i}]", "caribic-haven-payment", _("El dinero no cuadra con los cobros.")))
    return out


def _phase_problems(s: State) -> list[Problem]:
    mismatch = _("La fase no cuadra con el barco que se mueve o con el empate.")
    if (s.phase is Phase.MOVE) != (s.turn is not None):
        return [Problem("turn", "caribic-move-order", mismatch)]
    if (s.phase is Phase.TIE) != (s.tie is not None):
        return [Problem("tie", "caribic-move-order", mismatch)]
    if s.phase in (Phase.OVER, Phase.TURN_END) and s.player is not None:
        return [Problem("player", "caribic-move-order", mismatch)]
    playing = s.player is not None and 0 <= s.player < s.game.players
    if s.phase in (Phase.BRIBE, Phase.TIE, Phase.MOVE) and not playing:
        return [Problem("player", "caribic-move-order", _("Ese jugador no está en la partida."))]
    return []


def _turn_problems(s: State) -> list[Problem]:
    t, sea = s.turn, s.game.sea
    if t is None:
        return []
    if t.ship not in s.positions:
        return [Problem("positions", "caribic-treasure-active", _(
            "Falta dónde está el barco que se mueve, el {ship}.", ship=t.ship))]
    steps = zip(t.path, t.path[1:], strict=False)
    path_ok = all(a in sea.spaces and b in sea.spaces and sea.adjacent(a, b) for a, b in steps)
    if t.ship != s.ship or t.player != s.player or not t.path or not path_ok or s.positions[t.ship] != t.path[-1]:
        return [Problem("turn", "caribic-treasure-active", _("El barco que se mueve no cuadra con su turno."))]
    if len(set(t.actions)) != len(t.actions) and not s.game.options.repeat_actions:
        return [Problem("turn.actions", "caribic-q-repeat-actions", _(
            "Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto)."))]
    return []


def _tie_problems(s: State) -> list[Problem]:
    t, n = s.tie, s.game.players
    if t is None:
        return []
    decided = set(t.revealed) | set(t.hidden)
    if len(t.tied) < 2 or not set(t.tied) <= set(range(n)) or not t.queue or t.queue[0] != s.player \
            or not set(t.queue) | decided <= set(t.tied) or set(t.queue) & decided:
        return [Problem("tie", "caribic-tie-decide", _("El empate no cuadra con los jugadores empatados."))]
    if any(s.seats[p].spent for p in t.queue if p < len(s.seats)):
        return [Problem("tie", "caribic-tie-spent", _(
            "Quien ya gastó su desempate en esta ronda no tiene nada que decidir en otro empate."))]
    return []


def _expected_bids(s: State, p: int) -> int | None:
    """How many cards player ``p`` has assigned in a whole game's position (``None``: fewer than six)."""
    full = len(SHIPS)
    if s.phase is Phase.BRIBE:
        assert s.player is not None
        return full if p < s.player else (None if p == s.player else 0)
    return 0 if s.phase is Phase.OVER else full


def _bid_problems(s: State) -> list[Problem]:
    cards, full = len(s.game.cards), len(SHIPS)
    out: list[Problem] = []
    if len(s.seats) != s.game.players or s.player is None and s.phase is Phase.BRIBE:
        return out
    for p, seat in enumerate(s.seats):
        expected, bids = _expected_bids(s, p), seat.bids
        bad = len(bids) >= full if expected is None else len(bids) != expected
        if bad or len(set(bids)) != len(bids) or any(not 0 <= c < cards for c in bids):
            out.append(Problem(f"seats[{p}].bids", "caribic-bribe-assign", _(
                "Las ofertas no cuadran con los jugadores.")))
        tb = seat.tiebreaker
        if (len(bids) == full) != (tb is not None) or (tb is not None and (tb in bids or not 0 <= tb < cards)):
            out.append(Problem(f"seats[{p}].tiebreaker", "caribic-bribe-tiebreaker", _(
                "La carta de desempate es la séptima, la que no se asignó a ningún barco.")))
    return out


__all__ = ["position_problems"]
