"""What pays a Borneo mission, checked against a brute force written from the source's words, not
from :mod:`rulesim.borneo.missions` (written for mutation testing).

The source ("1. Completa una misión"): the five missions (one of each spice / 4 of one kind / 2 of
each / 8 of one kind / 3 of each); shipping cards and port cards of the warehouse are spices; a card
marked "2" counts as two spices of its kind; no change is given.  The book's readings: a joker pays
as any one spice (``borneo-q-jokers``) and every card given must be needed (``borneo-q-minimal-payment``).
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from rulesim.borneo import check_payment, payment_options
from rulesim.borneo.components import Mission, Port, ShippingCard

SPICES = ("pepper", "cinnamon", "clove", "nutmeg")
# The mission cards as the source lists them: (each spice | same spice, how many).
SOURCE_MISSIONS = {"one_of_each": ("each", 1), "four_same": ("same", 4), "two_of_each": ("each", 2),
                   "eight_same": ("same", 8), "three_of_each": ("each", 3)}


def pays(kind: str, cards) -> bool:
    """The source's rule, by hand: count the spices (a "2" twice, a joker as one of any kind)."""
    how, n = SOURCE_MISSIONS[kind]
    counts = {s: 0 for s in SPICES}
    jokers = 0
    for c in cards:
        if isinstance(c, Port):
            counts[c.spice] += 1
        elif c.joker:
            jokers += 1
        else:
            counts[c.spice] += c.value
    if how == "each":
        return sum(max(0, n - k) for k in counts.values()) <= jokers
    return any(k + jokers >= n for k in counts.values())


def minimal_payments(kind, ships, ports):
    """Every set of warehouse cards that pays and from which no card can be left out."""
    cards = list(ships) + list(ports)
    found = []
    for r in range(1, len(cards) + 1):
        for combo in combinations(cards, r):
            if pays(kind, combo) and not any(pays(kind, combo[:i] + combo[i + 1:]) for i in range(r)):
                found.append(combo)
    return found


def kinds(cards) -> tuple:
    """What a payment looks like to a player: which kinds of card, not which copies.  A port card and a
    shipping card without "2" of the same spice are the same thing here: one spice (and one point at
    the end, "Fin del juego"), so giving one or the other is one option."""
    return tuple(sorted(("spice", c.spice, 1) if isinstance(c, Port) else
                        ("joker",) if c.joker else ("spice", c.spice, c.value) for c in cards))


def warehouse(rng: random.Random, jokers: bool):
    ships = [ShippingCard(i, ("red",) * 4, rng.choice(SPICES), rng.choice((1, 1, 1, 2))) for i in range(rng.randint(0, 7))]
    if jokers and rng.random() < 0.5:
        ships.append(ShippingCard(50, ("red",) * 4, "clove", 1, True))
    ports = [Port(i, f"P{i}", 5, 3, rng.choice(SPICES)) for i in range(rng.randint(0, 3))]
    return ships, ports


@pytest.mark.rule("borneo-mission-types", "borneo-missions-payment", "borneo-missions-no-change",
                  "borneo-q-minimal-payment", "borneo-q-jokers")
@pytest.mark.parametrize("kind", sorted(SOURCE_MISSIONS))
def test_payment_options_are_exactly_the_minimal_payments(kind):
    rng = random.Random(kind)
    mission = Mission(0, kind)
    for _ in range(60):
        ships, ports = warehouse(rng, jokers=True)
        by_id_s = {c.id: c for c in ships}
        by_id_p = {p.id: p for p in ports}
        options = payment_options(mission, ships, ports)
        got = [kinds([by_id_s[i] for i in o.ships] + [by_id_p[i] for i in o.ports]) for o in options]
        expected = {kinds(c) for c in minimal_payments(kind, ships, ports)}
        assert len(got) == len(set(got)), (kind, ships, ports)  # one option per combination of kinds
        assert set(got) == expected, (kind, ships, ports)


@pytest.mark.rule("borneo-missions-payment", "borneo-q-minimal-payment")
@pytest.mark.parametrize("kind", sorted(SOURCE_MISSIONS))
def test_check_payment_refuses_short_and_needless_payments(kind):
    rng = random.Random("check" + kind)
    mission = Mission(0, kind)
    for _ in range(80):
        ships, ports = warehouse(rng, jokers=True)
        problem = check_payment(mission, ships, ports)
        cards = list(ships) + list(ports)
        if not pays(kind, cards):
            assert problem is not None and problem[0] == "borneo-missions-payment"
        elif any(pays(kind, cards[:i] + cards[i + 1:]) for i in range(len(cards))):
            assert problem is not None and problem[0] == "borneo-q-minimal-payment"
        else:
            assert problem is None
