"""Section 1 of the turn, *Complete a mission*: what pays a mission.

Rules: ``borneo-mission-types``, ``borneo-missions-payment`` (shipping cards and
port cards of the warehouse are spices, a "2" counts double),
``borneo-missions-hand``, ``borneo-missions-no-mission-cards``,
``borneo-missions-no-change``; open questions ``borneo-q-jokers`` (a card marked
``joker`` pays as any one spice; the default deck has none) and
``borneo-q-minimal-payment`` (every card given must be needed).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Sequence

from ..i18n import Message, _
from .cards import SPICES, Mission, Port, ShippingCard, spice_name


@dataclass(frozen=True)
class Payment:
    """The warehouse cards given for a mission."""

    ships: tuple[int, ...] = ()
    ports: tuple[int, ...] = ()


Unit = tuple[str | None, int]  # (spice, value); spice None is a joker


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
    how, n = mission.requirement
    if how == "each":
        return sum(max(0, n - h) for h in have.values()) <= jokers
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


def payment_options(
    mission: Mission, ships: Sequence[ShippingCard], ports: Sequence[Port]
) -> list[Payment]:
    """Every way to pay ``mission`` from a warehouse, one per combination of
    kinds of card (which of two equal cards is given does not matter).

    A payment is minimal (``borneo-q-minimal-payment``): per spice, the singles
    ``a`` and doubles ``b`` given make ``u = a + 2b`` units, and jokers fill
    exactly what is missing.
    """
    singles: dict[str, list[tuple[str, int]]] = {s: [] for s in SPICES}
    doubles: dict[str, list[int]] = {s: [] for s in SPICES}
    jokers: list[int] = []
    for c in sorted(ships, key=lambda c: c.id):
        if c.joker:
            jokers.append(c.id)
        elif c.value == 2:
            doubles[c.spice].append(c.id)
        else:
            singles[c.spice].append(("s", c.id))
    for p in sorted(ports, key=lambda p: p.id):
        singles[p.spice].append(("p", p.id))
    how, n = mission.requirement
    J = len(jokers)

    def per_spice(spice: str, need_exact: bool):
        for b in range(min(len(doubles[spice]), n // 2 + 1) + 1):
            for a in range(min(len(singles[spice]), n) + 1):
                u = a + 2 * b
                if u > n + 1 or (a and u > n) or (need_exact and u < n):
                    continue
                yield a, b, u

    def payment(choice: dict[str, tuple[int, int]], j: int) -> Payment:
        refs = [r for s, (a, b) in choice.items() for r in singles[s][:a]]
        ids = [i for s, (a, b) in choice.items() for i in doubles[s][:b]] + jokers[:j]
        ids += [i for t, i in refs if t == "s"]
        return Payment(tuple(sorted(ids)), tuple(sorted(i for t, i in refs if t == "p")))

    found: list[Payment] = []
    if how == "each":
        options = [list(per_spice(s, J == 0)) for s in SPICES]
        for combo in product(*options):
            deficit = sum(max(0, n - u) for _a, _b, u in combo)
            if deficit <= J:
                found.append(payment({s: (a, b) for s, (a, b, _u) in zip(SPICES, combo)}, deficit))
        return found
    for spice in SPICES:
        for a, b, u in per_spice(spice, False):
            if u == 0:
                continue
            j = max(0, n - u)
            if j > J or (b and u + j > n + 1) or ((a or j) and u + j != n) or u + j < n:
                continue
            found.append(payment({spice: (a, b)}, j))
    if J >= n:
        found.append(payment({}, n))
    return found


def describe_payment(payment: Payment, deck_ships, deck_ports) -> Message:
    parts = [
        (_("{spice} ×2", spice=spice_name(deck_ships[i].spice)) if deck_ships[i].value == 2
         else (_("comodín") if deck_ships[i].joker else spice_name(deck_ships[i].spice)))
        for i in payment.ships
    ] + [_("{spice} (puerto)", spice=spice_name(deck_ports[i].spice)) for i in payment.ports]
    return _("{parts}", parts=parts)
