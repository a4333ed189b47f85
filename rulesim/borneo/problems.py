"""Everything that makes a Borneo position impossible (:meth:`State.problems <.state.State.problems>`), each
as a :class:`~rulesim.position.Problem` naming the part at fault and the rule.

Rules: the phase and what it needs (``borneo-turn-order``, ``borneo-fight-start``, ``borneo-shipping-trigger``),
every card, port and mission exactly once (``borneo-components``, ``borneo-setup-ports``,
``borneo-setup-missions``), the merchants (``borneo-setup-company-ranks``, ``borneo-setup-merchants``), whose
turn it is, the hands (``borneo-draw-hand-limit``), the end (``borneo-end-conditions``,
``borneo-end-clear-table``), the order of a round and where a fight's merchants stand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from ..position import Problem
from .components import HAND_LIMIT, SPACES_PER_COMPANY
from .parts import FIGHT_PHASES, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def position_problems(s: State) -> list[Problem]:
    if not isinstance(s.phase, Phase):  # (a phase set behind the builder's back)
        return [Problem("phase", "borneo-turn-order", _("Fase desconocida."))]
    return (_phase_problems(s) + _seat_problems(s) + _card_problems(s) + _port_problems(s) + _mission_problems(s)
            + _merchant_problems(s) + _player_problems(s) + _hand_problems(s) + _end_problems(s)
            + _order_problems(s) + _fight_problems(s) + _sharing_problems(s))


def _phase_problems(s: State) -> list[Problem]:
    out = []
    if s.phase in FIGHT_PHASES and s.fight is None:
        out.append(Problem("fight", "borneo-fight-start", _("No hay ninguna pelea en curso.")))
    elif s.phase not in FIGHT_PHASES and s.fight is not None:
        out.append(Problem("fight", "borneo-fight-start", _("Una pelea solo está en curso durante sus fases.")))
    if (s.phase is Phase.PORT_CHOOSE) != (s.sharing is not None):
        out.append(Problem("sharing", "borneo-shipping-trigger", _(
            "Un reparto de especias solo está en curso mientras se eligen.")))
    return out


def _seat_problems(s: State) -> list[Problem]:
    n = s.game.players
    if len(s.seats) != n:
        return [Problem("seats", "borneo-setup-merchants", Plural(
            "Hace falta la mano y el almacén de cada jugador: {n} jugador.",
            "Hace falta la mano y el almacén de cada jugador: {n} jugadores.", n))]
    return []


def card_places(s: State) -> list[tuple[str, int]]:
    """Every shipping card of the position with the part it is in: the piles, the ports, the hands and
    warehouses, a fight's cards still on the table and a port's spices being chosen."""
    places = [("draw", c) for c in s.draw] + [("discard", c) for c in s.discard]
    places += [(f"ports[{i}].cards", c) for i, open_port in enumerate(s.ports) for c in open_port.cards]
    for p, seat in enumerate(s.seats):
        places += [(f"seats[{p}].hand", c) for c in seat.hand] + [(f"seats[{p}].warehouse", c) for c in seat.warehouse]
    if s.fight is not None and s.phase is Phase.FIGHT_DEFEND:  # the attacker's cards are on the table
        places += [("fight.attacker_cards", c) for c in s.fight.attacker_cards]
    elif s.fight is not None and s.phase is Phase.FIGHT_KEEP:  # the defender's wait to be kept or discarded
        places += [("fight.defender_cards", c) for c in s.fight.defender_cards]
    if s.sharing is not None:
        places += [("sharing.pool", c) for c in s.sharing.pool]
    return places


def _once(places: Iterable[tuple[str, int]], every: Iterable[int], missing: str, rule_id: str,
          message: Message) -> list[Problem]:
    """Each of ``every`` in exactly one place: the place of a second copy or of an unknown one is named, and
    ``missing`` when one is nowhere."""
    allowed, seen, out = set(every), set(), []
    for where, item in places:
        if item in seen or item not in allowed:
            out.append(Problem(where, rule_id, message))
        seen.add(item)
    if allowed - seen:
        out.append(Problem(missing, rule_id, message))
    return out


def _card_problems(s: State) -> list[Problem]:
    return _once(card_places(s), (c.id for c in s.game.deck.shipping), "draw", "borneo-components",
                 _("Falta o sobra alguna carta de envío."))


def _port_problems(s: State) -> list[Problem]:
    places = [("port_deck", q) for q in s.port_deck]
    places += [(f"ports[{i}].port", open_port.port) for i, open_port in enumerate(s.ports)]
    places += [("port_discard", q) for q in s.port_discard]
    places += [(f"seats[{p}].ports", q) for p, seat in enumerate(s.seats) for q in seat.ports]
    return _once(places, s.game.port_ids, "port_deck", "borneo-setup-ports", _("Falta o sobra alguna carta de puerto."))


def _mission_problems(s: State) -> list[Problem]:
    places = [("board_missions", m) for m in s.board_missions]
    places += [(f"seats[{p}].missions", m) for p, seat in enumerate(s.seats) for m in seat.missions]
    return _once(places, s.game.mission_ids, "board_missions", "borneo-setup-missions",
                 _("Falta o sobra alguna misión."))


def _merchant_problems(s: State) -> list[Problem]:
    g, out = s.game, []
    for company, column in s.companies.items():
        if len(column) > SPACES_PER_COMPANY:
            out.append(Problem(f"companies.{company}", "borneo-setup-company-ranks", _(
                "Una compañía tiene solo cinco espacios.")))
        if any(not 0 <= p < g.players for p in column):
            out.append(Problem(f"companies.{company}", "borneo-setup-merchants", _(
                "Un comerciante de las compañías no es de ningún jugador.")))
    counts = Counter(p for column in s.companies.values() for p in column)
    for p in range(g.players):
        if counts[p] > g.merchants or (s.phase is not Phase.PLACEMENT and counts[p] != g.merchants):
            out.append(Problem("companies", "borneo-setup-merchants", Plural(
                "El {player} debe tener {n} comerciante en las compañías.",
                "El {player} debe tener {n} comerciantes en las compañías.", g.merchants, player=s.player_name(p))))
    return out


def _player_problems(s: State) -> list[Problem]:
    n, out = s.game.players, []
    if s.phase is Phase.OVER:
        if s.player is not None:
            out.append(Problem("player", "borneo-turn-order", _("Con la partida terminada no le toca a nadie.")))
    elif s.player is None or not 0 <= s.player < n:
        out.append(Problem("player", "borneo-turn-order", _("Le toca a un jugador que no está en la partida.")))
    if not 0 <= s.turn_player < n:
        out.append(Problem("turn_player", "borneo-turn-order", _(
            "El turno es de un jugador que no está en la partida.")))
    return out


def _hand_problems(s: State) -> list[Problem]:
    out = []
    for p, seat in enumerate(s.seats):
        discarding = s.phase is Phase.DISCARD and p == s.player
        if len(seat.hand) > (HAND_LIMIT + 2 if discarding else HAND_LIMIT):
            out.append(Problem(f"seats[{p}].hand", "borneo-draw-hand-limit", Plural(
                "El {player} tiene {n} carta en la mano, más de las que puede tener.",
                "El {player} tiene {n} cartas en la mano, más de las que puede tener.", len(seat.hand),
                player=s.player_name(p))))
        elif discarding and len(seat.hand) <= HAND_LIMIT:
            out.append(Problem(f"seats[{p}].hand", "borneo-draw-hand-limit", _(
                "Solo descarta quien tiene más de seis cartas en la mano.")))
    return out


def _end_problems(s: State) -> list[Problem]:
    ended = s.phase in (Phase.FINAL_MISSIONS, Phase.OVER)
    if ended != (s.ended_by is not None):
        return [Problem("ended_by", "borneo-end-conditions", _("Solo una partida terminada dice por qué terminó."))]
    if not ended:
        return []
    cleared = _("Al terminar la partida se descartan los puertos de la mesa y las manos.")
    out = [Problem("ports", "borneo-end-clear-table", cleared)] if s.ports else []
    return out + [Problem(f"seats[{p}].hand", "borneo-end-clear-table", cleared)
                  for p, seat in enumerate(s.seats) if seat.hand]


def _order_problems(s: State) -> list[Problem]:
    if s.phase in (Phase.PLACEMENT, Phase.FINAL_MISSIONS) and (not s.queue or s.queue[0] != s.player):
        return [Problem("queue", "borneo-turn-order", _(
            "El orden de esta ronda no empieza por el jugador al que le toca."))]
    if any(not 0 <= p < s.game.players for p in s.queue):
        return [Problem("queue", "borneo-turn-order", _("Le toca a un jugador que no está en la partida."))]
    return []


def _fight_problems(s: State) -> list[Problem]:
    f = s.fight
    if f is None:
        return []
    if not f.defender_rank < f.attacker_rank:
        return [Problem("fight", "borneo-fight-start", _(
            "El defensor tiene que estar más arriba que el atacante en la misma compañía."))]
    column = s.companies[f.company]
    here = (f.attacker, f.defender) if s.phase is not Phase.FIGHT_RELOCATE else (f.defender, f.attacker)
    if f.attacker_rank >= len(column) or (column[f.attacker_rank], column[f.defender_rank]) != here:
        return [Problem("fight", "borneo-fight-start", _(
            "Los comerciantes de la pelea no están en los puestos que dice la pelea."))]
    if s.phase in FIGHT_PHASES and s.player != f.defender:
        return [Problem("player", "borneo-fight-defence", _("En una pelea decide el defensor."))]
    return []


def _sharing_problems(s: State) -> list[Problem]:
    sharing = s.sharing
    if sharing is None or s.phase is not Phase.PORT_CHOOSE:
        return []
    if not sharing.pool or not sharing.queue:
        return [Problem("sharing", "borneo-shipping-trigger", _(
            "Un reparto en curso tiene especias por elegir y comerciantes que eligen."))]
    out = [Problem(f"sharing.queue[{i}]", sharing.rule_id, _("Le toca a un jugador que no está en la partida."))
           for i, chooser in enumerate(sharing.queue) if not 0 <= chooser.player < s.game.players]
    if not out and s.player != sharing.queue[0].player:
        out.append(Problem("player", sharing.rule_id, _("Elige el comerciante al que le toca en el reparto.")))
    return out


__all__ = ["position_problems", "card_places"]
