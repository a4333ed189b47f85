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
from conftest import refused, relocate
from messages import said

from rulesim.borneo import DEFAULT_DECK, Borneo, CompleteMission, State, check_payment, payment_options
from rulesim.borneo.components import Mission, Port, ShippingCard
from rulesim.borneo.missions import Payment, describe_payment
from rulesim.borneo.parts import Phase
from rulesim.players import RandomPlayer

from .helpers import mission_state, rebuilt, spice_cards

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
    ships = [ShippingCard(i, ("red",) * 4, rng.choice(SPICES), rng.choice((1, 1, 1, 2)))
             for i in range(rng.randint(0, 7))]
    if jokers and rng.random() < 0.5:
        ships.append(ShippingCard(50, ("red",) * 4, "clove", 1, True))
    ports = [Port(i, f"P{i}", 5, 3, rng.choice(SPICES)) for i in range(rng.randint(0, 3))]
    return ships, ports


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


def test_a_payment_names_each_card_as_the_spices_it_pays():
    # A card with "2" pays two spices of its kind; a port card pays its spice; a joker (the book's reading
    # of "cualquier número de comodines") pays any spice; any other card pays its own spice.
    ships = {1: ShippingCard(1, ("red",) * 4, "pepper", 2), 2: ShippingCard(2, ("red",) * 4, "cinnamon"),
             3: ShippingCard(3, ("red",) * 4, "clove", joker=True)}
    ports = {7: Port(7, "Achim", 6, 4, "nutmeg", "all")}
    # the reader's text is the point: a payment read as the spices it pays, in order, in both languages
    es = describe_payment(Payment(ships=(1, 2, 3), ports=(7,)), ships, ports).render("es")
    en = describe_payment(Payment(ships=(1, 2, 3), ports=(7,)), ships, ports).render("en")
    for text, words in ((es, ["pimienta negra ×2", "canela", "comodín", "nuez moscada (puerto)"]),
                        (en, ["black pepper ×2", "cinnamon", "joker", "nutmeg (port)"])):
        assert all(w in text for w in words), (text, words)
        assert text.index(words[0]) < text.index(words[1]) < text.index(words[2]) < text.index(words[3])
    assert "comodín" not in describe_payment(Payment(ships=(2,)), ships, ports).render("es")


def test_four_jokers_alone_pay_four_spices_of_one_kind():
    # "Puede utilizar cualquier número de comodines": if a deck had jokers, each would pay as any spice.
    jokers = [ShippingCard(i, ("red",) * 4, "clove", joker=True) for i in (5, 6, 7, 8)]
    assert payment_options(Mission(0, "four_same"), jokers, []) == [Payment(ships=(5, 6, 7, 8))]
    assert payment_options(Mission(0, "four_same"), jokers[:3], []) == []
    # "No recibe ningún cambio si usa demasiadas especias": with five jokers four are given, not five
    fifth = ShippingCard(9, ("red",) * 4, "clove", joker=True)
    assert payment_options(Mission(0, "four_same"), jokers + [fifth], []) == [Payment(ships=(5, 6, 7, 8))]


@pytest.mark.rule("borneo-missions-payment")
def test_a_mission_paid_with_the_same_card_twice_is_refused_naming_the_move():
    # a mission is paid by handing in cards from one's warehouse: one card is one card, it cannot be given twice
    state = mission_state()
    cards = spice_cards("pepper", 1, 3)
    for c in cards:
        relocate(state, c, state.seats[0].warehouse)
    port = next(p.id for p in DEFAULT_DECK.ports if p.spice == "pepper" and p.id in state.port_deck)
    state.port_deck.remove(port)
    state.seats[0].ports.append(port)
    state._legal = None
    four = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "four_same")
    for move in (CompleteMission(four, (cards[0], cards[0], cards[1], cards[2])),
                 CompleteMission(four, tuple(cards), (port, port))):
        error = refused(state, move, "borneo-missions-payment")
        assert error.move == move
        said(error, "borneo-missions-payment", template="una sola vez")
    state.push(CompleteMission(four, tuple(cards), (port,)))  # the same cards, each once, pay it
    assert four in state.seats[0].missions


# ------------------------------------------------------------- what a player's warehouse pays, kept between turns
def missions_listed(state: State) -> list[CompleteMission]:
    """The missions ``state`` lists now (its legal moves listed again), checked against the same position built
    anew, whose warehouses' payments are worked out from nothing (``State.mission_cache`` is empty)."""
    state._legal = None
    listed = [m for m in state.legal_moves() if isinstance(m, CompleteMission)]
    assert listed == [m for m in rebuilt(state).legal_moves() if isinstance(m, CompleteMission)]
    return listed


def test_the_missions_listed_follow_the_warehouse_its_ports_and_the_board():
    # what a warehouse pays is kept from one turn to the next (a warehouse changes less often than turns pass):
    # a card or a port card more or less, or a mission gone from the board, and the next listing says so
    state = mission_state()
    seat, other = state.seats[0], state.seats[1]
    peppers = spice_cards("pepper", 1, 4)
    for c in peppers[:3]:
        relocate(state, c, seat.warehouse)
    assert missions_listed(state) == []  # three peppers pay nothing
    port = next(q for q in state.port_deck if DEFAULT_DECK.ports[q].spice == "pepper")
    state.port_deck.remove(port)
    seat.ports.append(port)
    four = missions_listed(state)  # a pepper port card: four alike
    assert {DEFAULT_DECK.missions[m.mission].kind for m in four} == {"four_same"}
    assert all(m.ports == (port,) for m in four)
    first = four[0].mission
    state.board_missions.remove(first)  # another player completed it
    other.missions.append(first)
    assert [m for m in missions_listed(state) if m.mission == first] == []
    seat.ports.remove(port)
    state.port_deck.append(port)
    assert missions_listed(state) == []
    relocate(state, peppers[3], seat.warehouse)
    assert [m.ships for m in missions_listed(state)] == [tuple(sorted(peppers))] * (len(four) - 1)
    relocate(state, peppers[0], state.discard)
    assert missions_listed(state) == []


def missions_of(state: State, player: int) -> list[CompleteMission]:
    """The missions ``player`` could complete in ``state`` (as if it were their turn)."""
    mover = state.player
    state.player = player
    try:
        return list(CompleteMission.listed(state))
    finally:
        state.player = mover


@pytest.mark.parametrize("seed", range(3))
def test_a_game_lists_the_missions_a_position_built_anew_lists(seed):
    # along random games, after every move, what each player's warehouse pays is what it pays in the same position
    # built anew; at each missions phase, the position saved and loaded and a trial copy (which keeps what was
    # worked out, then goes its own way) list the same
    state = Borneo(4).new_state(seed)
    players = [RandomPlayer(seed * 10 + p) for p in range(4)]
    while not state.is_over():
        anew = rebuilt(state)
        assert [missions_of(state, p) for p in range(4)] == [missions_of(anew, p) for p in range(4)]
        if state.phase in (Phase.MISSIONS, Phase.FINAL_MISSIONS):
            listed = missions_listed(state)
            loaded = State.from_json(state.to_json())
            assert [m for m in loaded.legal_moves() if isinstance(m, CompleteMission)] == listed
            copy, _said = state.trial(state.legal_moves()[0])
            assert [missions_of(copy, p) for p in range(4)] == [missions_of(rebuilt(copy), p) for p in range(4)]
        state.push(players[state.player].choose(state))
