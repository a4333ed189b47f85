"""Section 1 of the turn, *Complete a mission*: what pays a mission.

Rules: ``borneo-mission-types``, ``borneo-missions-payment`` (shipping cards and
port cards of the warehouse are spices, a "2" counts double),
``borneo-missions-hand``, ``borneo-missions-no-mission-cards``,
``borneo-missions-no-change``; open questions ``borneo-q-jokers`` (a card marked
``joker`` pays as any one spice; the default deck has none) and
``borneo-q-minimal-payment`` (every card given must be needed).

Pure functions of a mission and a warehouse (shared by the engine and the dispute question ``mission``),
and the move that completes a mission, declared once: :class:`CompleteMission`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product
from operator import attrgetter
from typing import TYPE_CHECKING

from ..engine import player_name
from ..i18n import Later, Message, Plural, _
from .components import MISSION_KINDS, SPICES, Deck, Mission, Port, ShippingCard, spice_name
from .moves import Move, mover, next_final_player
from .parts import Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

_MISSIONS, _COMPANIES = Phase.MISSIONS, Phase.COMPANIES  # (read once: see .moves)


@dataclass(frozen=True)
class Payment:
    """The warehouse cards given for a mission."""

    ships: tuple[int, ...] = ()
    ports: tuple[int, ...] = ()


Unit = tuple[str | None, int]  # (spice, value); spice None is a joker
BY_ID = attrgetter("id")  # cards and ports in number order


def units(ships: Sequence[ShippingCard], ports: Sequence[Port]) -> list[Unit]:
    return [(None if c.joker else c.spice, c.value) for c in ships] + [(p.spice, 1) for p in ports]


def spice_totals(items: Sequence[Unit]) -> tuple[dict[str, int], int]:
    """Units of each spice and joker units among ``items``."""
    have = dict.fromkeys(SPICES, 0)
    jokers = 0
    for spice, value in items:
        if spice is None:
            jokers += value
        else:
            have[spice] += value
    return have, jokers


def covers_totals(mission: Mission, have: dict[str, int], jokers: int) -> bool:
    return covers_need(*mission.requirement, have, jokers)


def covers_need(how: str, n: int, have: dict[str, int], jokers: int) -> bool:
    """Whether ``have`` spices and ``jokers`` pay a mission asking ``n`` of ``how`` (``each`` or ``same``)."""
    if how == "each":
        return sum([n - h for h in have.values() if h < n]) <= jokers  # the spices missing
    return max(have.values()) + jokers >= n


def covers(mission: Mission, items: Sequence[Unit]) -> bool:
    """Whether ``items`` pay ``mission`` (``borneo-missions-payment``)."""
    return covers_totals(mission, *spice_totals(items))


def check_payment(
    mission: Mission, ships: Sequence[ShippingCard], ports: Sequence[Port]
) -> tuple[str, Message] | None:
    """Why these warehouse cards do not pay ``mission``, or None when they do."""
    items = units(ships, ports)
    if not covers(mission, items):
        return "borneo-missions-payment", _(
            "Estas especias no pagan la misión «{mission}».", mission=mission.describe())
    for i in range(len(items)):
        if covers(mission, items[:i] + items[i + 1:]):
            return "borneo-q-minimal-payment", _(
                "Sobra una carta: la misión se paga también sin ella, y no se devuelve cambio.")
    return None


def payment_steps(mission: Mission, ships: Sequence[ShippingCard], ports: Sequence[Port]) -> list[tuple[str, Message]]:
    """What a payment that pays ``mission`` says beyond the mission completed: the jokers given, each one spice of
    any kind (``borneo-missions-jokers``), and the spices given beyond those asked, lost
    (``borneo-missions-no-change``)."""
    steps: list[tuple[str, Message]] = []
    jokers = sum(1 for c in ships if c.joker)
    if jokers:
        steps.append(("borneo-missions-jokers", Plural(
            "Paga con {n} comodín, que cuenta como una especia de cualquier tipo.",
            "Paga con {n} comodines; cada uno cuenta como una especia de cualquier tipo.", jokers)))
    how, n = mission.requirement
    extra = sum(value for _spice, value in units(ships, ports)) - (n * len(SPICES) if how == "each" else n)
    if extra > 0:
        steps.append(("borneo-missions-no-change", Plural(
            "Entrega {n} especia más de las que pide la misión: no hay cambio y se pierde.",
            "Entrega {n} especias más de las que pide la misión: no hay cambio y se pierden.", extra)))
    return steps


def payment_options(
    mission: Mission, ships: Sequence[ShippingCard], ports: Sequence[Port]
) -> list[Payment]:
    """Every way to pay ``mission`` from a warehouse, one per combination of
    kinds of card (which of two equal cards is given does not matter).

    A payment is minimal (``borneo-q-minimal-payment``): per spice, the singles
    ``a`` and doubles ``b`` given make ``u = a + 2b`` units, and jokers fill
    exactly what is missing.
    """
    piles = _Piles.of(ships, ports)
    how, n = mission.requirement
    return piles.each(n) if how == "each" else piles.same(n)


@dataclass
class _Piles:
    """A warehouse sorted for paying: the singles of each spice (its shipping cards, then its port cards: the
    order in which they are given), its doubles, and the jokers, each pile by number."""

    ships: dict[str, list[int]]  # single shipping cards
    ports: dict[str, list[int]]  # port cards (one spice each)
    doubles: dict[str, list[int]]
    jokers: list[int]

    @classmethod
    def of(cls, ships: Sequence[ShippingCard], ports: Sequence[Port]) -> _Piles:
        piles = cls({}, {}, {}, [])
        for spice in SPICES:  # (a loop: three comprehensions are three calls)
            piles.ships[spice], piles.ports[spice], piles.doubles[spice] = [], [], []
        for c in sorted(ships, key=BY_ID):
            if c.joker:
                piles.jokers.append(c.id)
            elif c.value == 2:
                piles.doubles[c.spice].append(c.id)
            else:
                piles.ships[c.spice].append(c.id)
        for p in sorted(ports, key=BY_ID):
            piles.ports[p.spice].append(p.id)
        return piles

    def choices(self, spice: str, n: int, need_exact: bool) -> list[tuple[int, list[int], list[int]]]:
        """``(u, ships, ports)``: ``a`` singles and ``b`` doubles of ``spice`` making ``u`` units, none of them
        needless — at most ``n``, or ``n + 1`` with doubles only (one double short of ``n + 1`` would be too few);
        with ``need_exact`` (no jokers to fill the rest), at least ``n`` — by ``b``, then ``a``; and the shipping
        cards and the port cards they are (the singles' shipping cards first)."""
        ships, ports, doubles = self.ships[spice], self.ports[spice], self.doubles[spice]
        singles = len(ships) + len(ports)
        found: list[tuple[int, list[int], list[int]]] = []
        for b in range(min(len(doubles), n // 2 + 1) + 1):
            doubled = 2 * b
            given = doubles[:b]
            if doubled <= n + 1 and (doubled >= n or not need_exact):
                found.append((doubled, given, []))
            if need_exact:  # the one count of singles that makes n exactly, if there are that many
                a = n - doubled
                if 1 <= a <= singles:
                    found.append((n, ships[:a] + given, ports[:max(0, a - len(ships))]))
                continue
            for a in range(1, min(singles, n - doubled) + 1):
                found.append((a + doubled, ships[:a] + given, ports[:max(0, a - len(ships))]))
        return found

    def each(self, n: int) -> list[Payment]:
        """The payments of ``n`` of each spice."""
        jokers = len(self.jokers)
        # each spice's choices with their cards, worked out once rather than for every combination
        options = [self.choices(s, n, jokers == 0) for s in SPICES]
        found = []
        for combo in product(*options):
            # without jokers every choice gives n or more (choices' need_exact): nothing is missing
            deficit = sum([n - u for u, _ships, _ports in combo if u < n]) if jokers else 0
            if deficit <= jokers:
                ships: list[int] = []
                ports: list[int] = []
                for _u, ship_cards, port_cards in combo:  # (a loop: two comprehensions are two calls)
                    ships += ship_cards
                    ports += port_cards
                ships += self.jokers[:deficit]
                found.append(Payment(tuple(sorted(ships)), tuple(sorted(ports))))
        return found

    def same(self, n: int) -> list[Payment]:
        """The payments of ``n`` spices of one kind."""
        jokers = len(self.jokers)
        found = []
        for spice in SPICES:  # without jokers to make up the rest, only n spices or more pay (need_exact)
            if not jokers and 2 * len(self.doubles[spice]) + len(self.ships[spice]) + len(self.ports[spice]) < n:
                continue  # (choices would find none)
            for u, ships, ports in self.choices(spice, n, jokers == 0):
                if u == 0:
                    continue
                j = max(0, n - u)
                if j > jokers:  # u + j == n whenever j > 0; choices never gives u > n + 1 nor singles past n
                    continue
                found.append(Payment(tuple(sorted(self.jokers[:j] + ships)), tuple(sorted(ports))))
        if jokers >= n:
            found.append(Payment(tuple(sorted(self.jokers[:n])), ()))
        return found


def describe_payment(payment: Payment, deck_ships: Mapping[int, ShippingCard] | Sequence[ShippingCard],
                     deck_ports: Mapping[int, Port] | Sequence[Port]) -> Message:
    """The cards of a payment as the spices they pay: ``canela ×2, clavo (puerto)``."""
    parts = [
        (_("{spice} ×2", spice=spice_name(deck_ships[i].spice)) if deck_ships[i].value == 2
         else (_("comodín") if deck_ships[i].joker else spice_name(deck_ships[i].spice)))
        for i in payment.ships
    ] + [_("{spice} (puerto)", spice=spice_name(deck_ports[i].spice)) for i in payment.ports]
    return _("{parts}", parts=parts)


# ------------------------------------------------------------------------------- the move
def _completed(player: int, mission: Mission) -> Message:
    return _("El {player} completa la misión «{mission}» y la pone boca abajo ante sí.",
             player=player_name(player), mission=mission.describe())


class CompleteMission(Move, phases=(Phase.MISSIONS, Phase.FINAL_MISSIONS)):
    """Pay ``mission`` with warehouse shipping cards ``ships`` and port cards
    ``ports``.  ``missions`` exists to be refused: completed missions never pay
    (``borneo-missions-no-mission-cards``)."""

    mission: int
    ships: tuple[int, ...] = ()
    ports: tuple[int, ...] = ()
    missions: tuple[int, ...] = ()

    def check(self, s: State) -> None:
        if self.mission not in s.board_missions:
            raise s.illegal(self, "borneo-missions-complete", _("Esa misión ya no está en el tablero."))
        if self.missions:
            raise s.illegal(self, "borneo-missions-no-mission-cards",
                            _("Las cartas de misión no sirven para pagar otra misión."))
        if len(set(self.ships)) != len(self.ships) or len(set(self.ports)) != len(self.ports):
            raise s.illegal(self, "borneo-missions-payment", _("Cada carta se entrega una sola vez."))
        self._check_held(s)
        problem = check_payment(s.mission(self.mission), [s.card(c) for c in self.ships],
                                [s.port(q) for q in self.ports])
        if problem:
            raise s.illegal(self, *problem)

    def _check_held(self, s: State) -> None:
        """Every card given is in the player's warehouse (a card of the hand pays nothing)."""
        seat = s.seats[mover(s)]
        for card in self.ships:
            if card in seat.hand:
                raise s.illegal(self, "borneo-missions-hand", _(
                    "La carta {card} está en la mano: solo paga lo que hay en el almacén.", card=s.card_label(card)))
            if card not in seat.warehouse:
                raise s.illegal(self, "borneo-missions-payment",
                                _("La carta {card} no está en tu almacén.", card=s.card_label(card)))
        for port in self.ports:
            if port not in seat.ports:
                raise s.illegal(self, "borneo-missions-payment", _("Ese puerto no está en tu almacén."))

    def apply(self, s: State) -> None:
        p = mover(s)
        seat = s.seats[p]
        for card in self.ships:
            seat.warehouse.remove(card)
            s.discard.append(card)
        for port in self.ports:
            seat.ports.remove(port)
            s.port_discard.append(port)
        s.board_missions.remove(self.mission)
        seat.missions.append(self.mission)
        s.event("borneo-missions-complete", Later(_completed, p, s.mission(self.mission)))
        for rule_id, text in payment_steps(s.mission(self.mission), [s.card(c) for c in self.ships],
                                           [s.port(q) for q in self.ports]):
            s.event(rule_id, text)
        if s.phase is _MISSIONS:
            s.phase = _COMPANIES
        else:
            next_final_player(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[CompleteMission]:
        p = mover(s)
        seat = s.seats[p]
        key = (tuple(seat.warehouse), tuple(seat.ports))
        payable = s.mission_cache.get(p)
        if payable is None or payable.key != key:  # a warehouse changes far less often than turns pass
            payable = s.mission_cache[p] = Payable(key, s.game.deck)
        if payable.hopeless:  # (most listings: no mission on any board)
            return []
        return list(payable.moves(tuple(s.board_missions), s.game.deck))

    def said(self, s: State) -> Message:
        return _("completa una misión")


class Payable:
    """What one player's warehouse pays, worked out once while the warehouse stays the same (``key``: its
    shipping cards and its port cards, in order): its spices, each mission kind's payments the first time a
    mission of that kind is on the board (missions of a kind are paid alike), and the moves of the board last
    listed.  A player's missions are listed at every turn; their warehouse changes less often (and mostly
    still pays nothing), the board only when a mission is completed."""

    __slots__ = ("key", "have", "jokers", "hopeless", "by_kind", "board", "listed")

    def __init__(self, key: tuple[tuple[int, ...], tuple[int, ...]], deck: Deck) -> None:
        self.key = key
        ships, ports = key
        have = dict.fromkeys(SPICES, 0)  # spice_totals(units(...)) of the warehouse's cards, in one pass
        jokers = 0
        shipping = deck.shipping
        for c in ships:
            card = shipping[c]
            if card.joker:
                jokers += card.value
            else:
                have[card.spice] += card.value
        if ports:
            port_cards = deck.ports
            for q in ports:
                have[port_cards[q].spice] += 1
        self.have, self.jokers = have, jokers
        missing = 0  # covers_need's two forms, for the least mission of each, written out
        for h in have.values():
            if h < LEAST_EACH:
                missing += LEAST_EACH - h
        self.hopeless = not (missing <= jokers or max(have.values()) + jokers >= LEAST_SAME)
        self.by_kind: dict[str, list[Payment]] = {}
        self.board: tuple[int, ...] | None = None
        self.listed: list[CompleteMission] = []

    def payments(self, mission: Mission, deck: Deck) -> list[Payment]:
        """Every way this warehouse pays ``mission`` (none when its spices do not cover it)."""
        found = self.by_kind.get(mission.kind)
        if found is None:
            found = []
            how, n, _points = MISSION_KINDS[mission.kind]  # covers_totals, written out: 45 kinds a game
            counts, jokers = self.have.values(), self.jokers
            if (sum([n - h for h in counts if h < n]) <= jokers if how == "each" else max(counts) + jokers >= n):
                ships, ports = self.key
                found = payment_options(mission, [deck.shipping[c] for c in ships], [deck.ports[q] for q in ports])
            self.by_kind[mission.kind] = found
        return found

    def moves(self, board: tuple[int, ...], deck: Deck) -> list[CompleteMission]:
        """Every way to complete a mission of ``board`` (the missions on the board, in order)."""
        if board != self.board:
            self.board = board
            listed: list[CompleteMission] = []
            if not self.hopeless:
                missions, by_kind = deck.missions, self.by_kind
                for m in board:
                    mission = missions[m]
                    found = by_kind.get(mission.kind)  # (payments' lookup, without its call)
                    if found is None:
                        found = self.payments(mission, deck)
                    for pay in found:
                        listed.append(CompleteMission(m, pay.ships, pay.ports))
            self.listed = listed
        return self.listed


#: the least a mission of either form asks for (every "each" kind asks at least this many of every spice, every
#: "same" kind at least this many alike), so a warehouse that covers neither pays no mission
LEAST_EACH = min(n for form, n, _points in MISSION_KINDS.values() if form == "each")
LEAST_SAME = min(n for form, n, _points in MISSION_KINDS.values() if form == "same")
