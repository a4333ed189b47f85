"""Invariants of Borneo over random legal play (Hypothesis).

- no card, port or mission is created or lost, and every player keeps their merchants;
- every game ends, and the final scores equal an independent recount;
- moves near legal ones are refused exactly when an oracle written from the rules text (not the engine's own
  ``is_legal``) forbids them, a refused move changes nothing, and an accepted one is listed (of every type);
- a game replays exactly from its seed and its moves, and survives a JSON round trip.
"""

from __future__ import annotations

import json
import random
from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from rulesim.borneo import (
    DEFAULT_DECK,
    Attack,
    Borneo,
    CompleteMission,
    Defend,
    Discard,
    KeepCards,
    MoveMerchant,
    Options,
    Pass,
    PlaceMerchant,
    PlayCard,
    Relocate,
    State,
    TakeSpice,
)
from rulesim.borneo.players import GreedyPlayer, RandomPlayer
from rulesim.errors import IllegalMoveError
from rulesim.players import play
from rulesim.rules import REGISTRY

OPTIONS = st.builds(
    Options,
    placement_order=st.sampled_from(["snake", "reverse-twice"]),
    monopoly_tie=st.sampled_from(["first-flag", "most-flags"]),
    shared_leftover=st.sampled_from(["cycle", "discard"]),
    keep_one=st.sampled_from(["matching", "any"]),
    keep_one_sides=st.sampled_from(["both", "defender", "attacker"]),
    short_draw=st.sampled_from(["continue", "end"]),
    covering=st.booleans(),
)
MAX_MOVES = 2000


def recount(data: dict) -> tuple[int, ...]:
    """Scores from a saved position alone, without the engine's scoring code."""
    points = {m.id: {"one_of_each": 6, "four_same": 8, "two_of_each": 15, "eight_same": 20,
                     "three_of_each": 25}[m.kind] for m in DEFAULT_DECK.missions}
    return tuple(len(seat["warehouse"]) + len(seat["ports"]) + sum(points[m] for m in seat["missions"])
                 for seat in data["seats"])


@pytest.mark.rule("borneo-end-conditions", "borneo-scoring-points")
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([3, 4, 5]), seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False),
       options=OPTIONS)
def test_random_legal_play_conserves_everything_and_ends(players, seed, rnd, options):
    state = Borneo(players, options).new_state(seed)
    for _ in range(MAX_MOVES):
        if state.is_over():
            break
        moves = state.legal_moves()
        assert moves, state.position()
        explanation = state.push(rnd.choice(moves))
        assert all(rule_id in REGISTRY for rule_id in explanation.rule_ids)
        state.validate()  # every card, port and mission exactly once; merchants per player constant
    assert state.is_over(), "a game must end"
    assert state.ended_by in ("ports", "cards")
    assert state.scores() == recount(json.loads(state.to_json()))
    assert state.game.replay(seed, state.history) == state


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          phases=(Phase.explicit, Phase.reuse, Phase.generate))  # a whole game: shrinking it takes minutes
@given(players=st.sampled_from([3, 4, 5]), seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False),
       options=OPTIONS)
def test_an_explanation_read_after_the_game_says_what_it_said_just_after_its_move(players, seed, rnd, options):
    """A move's steps are worded only when read: read once the game is over, after every later move changed the
    position, each step says what it said just after its move, in both languages (a sentence made from a part of
    the position, not from a value taken when the move was played, would tell the later position)."""
    state = Borneo(players, options).new_state(seed)
    at_once = []
    while not state.is_over() and len(state.history) < MAX_MOVES:
        explanation = state.push(rnd.choice(state.legal_moves()))
        at_once.append((explanation.to_text("es"), explanation.to_text("en")))
    again = Borneo(players, options).new_state(seed)
    unread = [again.push(move) for move in state.history]
    assert again == state
    assert [(explanation.to_text("es"), explanation.to_text("en")) for explanation in unread] == at_once


def mutations(move, rnd):
    """Moves near a legal one: other cards, ports, ranks or companies."""
    card = rnd.randrange(-1, 62)
    company = rnd.choice(["red", "yellow", "green", "blue", "purple", "orange"])
    rank = rnd.randrange(-1, 6)
    if isinstance(move, PlayCard):
        return [PlayCard(card, move.port), PlayCard(move.card, rnd.randrange(0, 15))]
    if isinstance(move, Attack):
        return [Attack(move.company, move.attacker, rank, move.cards), Attack(company, rank, move.defender, move.cards),
                Attack(move.company, move.attacker, move.defender, move.cards + (card,)),
                Attack(move.company, move.attacker, move.defender, move.cards[1:])]
    if isinstance(move, MoveMerchant):
        return [MoveMerchant(move.company, rank, company), MoveMerchant(company, move.rank, move.to)]
    if isinstance(move, CompleteMission):
        return [CompleteMission(move.mission, move.ships + (card,), move.ports),
                CompleteMission(rnd.randrange(0, 17), move.ships),
                CompleteMission(move.mission, move.ships[1:], move.ports)]
    if isinstance(move, (Defend, KeepCards, Discard)):
        return [type(move)(move.cards + (card,)), type(move)(move.cards[1:])]
    if isinstance(move, TakeSpice):
        return [TakeSpice(card)]
    if isinstance(move, Relocate):
        return [Relocate(company)]
    if isinstance(move, PlaceMerchant):
        return [PlaceMerchant(company)]
    return [Pass(), Discard(())]


def edges(state):
    """Moves at the edge of a rule in this position: all of one's cards of the company in a fight, one card more
    than the attacker, a card of someone else's hand or warehouse, one card too many or too few to discard."""
    data = state.to_dict()
    me, phase = data["player"], data["phase"]
    if me is None:
        return []
    deck = DEFAULT_DECK
    hand = data["seats"][me]["hand"]
    others = [c for p, seat in enumerate(data["seats"]) if p != me for c in seat["hand"]]
    out = []
    if phase == "companies":
        for move in state.legal_moves():
            if isinstance(move, Attack):
                every = tuple(c for c in hand if move.company in deck.shipping[c].flags)
                out.append(Attack(move.company, move.attacker, move.defender, every))
                break
    elif phase == "fight-defend":
        f = data["fight"]
        every = tuple(c for c in hand if f["company"] in deck.shipping[c].flags)
        out += [Defend(every), Defend(every[:len(f["attacker_cards"])]), Defend(every[:len(f["attacker_cards"]) + 1])]
    elif phase == "discard":
        out += [Discard(tuple(hand[:len(hand) - 7])), Discard(tuple(hand[:len(hand) - 5]))]
    elif phase in ("missions", "final-missions"):
        for move in state.legal_moves():
            if isinstance(move, CompleteMission):
                spare = [c for c in data["seats"][me]["warehouse"] if c not in move.ships]
                out += [CompleteMission(move.mission, move.ships + tuple(spare[:1]), move.ports),
                        CompleteMission(move.mission, move.ships + tuple(hand[:1]), move.ports)]
                break
    elif phase == "shipping" and others:
        out.append(PlayCard(others[0], data["ports"][0]["port"]))
    return out


def sorted_cards(move):
    """``move`` with the cards it gives sorted by number: the same cards in another order are the same move (the
    engine accepts any order, and lists each set of cards once, in the order of the zone they come from)."""
    return replace(move, **{f.name: tuple(sorted(getattr(move, f.name))) for f in fields(move)
                            if isinstance(getattr(move, f.name), tuple)})


def same_payment(move):
    """A mission paid with the same spices and values: which of two equal warehouse cards pays is not listed."""
    ships = sorted((DEFAULT_DECK.shipping[c].spice, DEFAULT_DECK.shipping[c].value, DEFAULT_DECK.shipping[c].joker)
                   for c in move.ships)
    return move.mission, tuple(ships), tuple(sorted(DEFAULT_DECK.ports[q].spice for q in move.ports)), move.missions


def listed(move, moves) -> bool:
    """Whether an accepted ``move`` is among the listed ``moves``: the same move, its cards in another order, or
    (missions only, the gap :func:`test_a_payment_with_the_other_of_two_equal_cards_is_listed` shows) the same
    payment made with other cards of the same spices and values."""
    if move in moves or sorted_cards(move) in {sorted_cards(m) for m in moves}:
        return True
    return isinstance(move, CompleteMission) and same_payment(move) in {
        same_payment(m) for m in moves if isinstance(m, CompleteMission)}


# -------------------------------------------------------------- an oracle written from the rules, not the engine
COMPANY_NAMES = ("red", "yellow", "green", "blue", "purple")
KIND = {"one_of_each": ("each", 1), "four_same": ("same", 4), "two_of_each": ("each", 2), "eight_same": ("same", 8),
        "three_of_each": ("each", 3)}


def _distinct_within(cards, zone):
    return len(set(cards)) == len(cards) and all(c in zone for c in cards)


def _pays(kind, spices):
    """Whether a list of (spice, count) pays a mission of ``kind`` (the missions page)."""
    how, n = KIND[kind]
    have = {}
    for spice, count in spices:
        have[spice] = have.get(spice, 0) + count
    if how == "each":
        return all(have.get(s, 0) >= n for s in ("pepper", "cinnamon", "clove", "nutmeg"))
    return any(v >= n for v in have.values())


def must_be_legal(state, move):
    """Whether the rules allow ``move`` now, decided from the position's data and the rules text alone."""
    data = state.to_dict()
    phase, me = data["phase"], data["player"]
    deck = DEFAULT_DECK
    hand = data["seats"][me]["hand"] if me is not None else []
    columns = data["companies"]
    if isinstance(move, Pass):  # the mission and the companies actions are optional
        return phase in ("missions", "companies", "final-missions")
    if isinstance(move, PlaceMerchant):  # setup: the first empty space of any company
        return phase == "placement" and move.company in columns and len(columns[move.company]) < 5
    if isinstance(move, PlayCard):  # shipping: a card from one's hand under a face-up port
        return phase == "shipping" and move.card in hand and move.port in [p["port"] for p in data["ports"]]
    if isinstance(move, MoveMerchant):  # one's own merchant to the first empty space of another company
        return (phase == "companies" and move.company in columns and 0 <= move.rank < len(columns[move.company])
                and columns[move.company][move.rank] == me and move.to in columns and move.to != move.company
                and len(columns[move.to]) < 5)
    if isinstance(move, Attack):
        return _attack_is_legal(data, move, hand)
    if isinstance(move, Defend):
        f = data["fight"]
        if phase != "fight-defend" or not _distinct_within(move.cards, hand):
            return False
        if len(move.cards) > len(f["attacker_cards"]):
            return False
        if not all(f["company"] in deck.shipping[c].flags for c in move.cards):
            return False
        matching = [c for c in hand if f["company"] in deck.shipping[c].flags]
        return not move.cards or len(move.cards) < len(matching)
    if isinstance(move, Relocate):
        f = data["fight"]
        return phase == "fight-relocate" and (move.to is None or (move.to in columns and move.to != f["company"]
                                                                   and len(columns[move.to]) < 5))
    if isinstance(move, KeepCards):
        return phase == "fight-keep" and _distinct_within(move.cards, data["fight"]["defender_cards"])
    if isinstance(move, TakeSpice):
        return phase == "port-choose" and move.card in data["sharing"]["pool"]
    if isinstance(move, Discard):
        return phase == "discard" and _distinct_within(move.cards, hand) and len(move.cards) == len(hand) - 6
    if isinstance(move, CompleteMission):
        return _mission_is_legal(data, move)
    return False


def _attack_is_legal(data, move, hand):
    """:func:`must_be_legal` for an attack: one's own merchant against another's higher up, paid with cards of
    the company."""
    deck = DEFAULT_DECK
    me = data["player"]
    col = data["companies"].get(move.company)
    if data["phase"] != "companies" or col is None or not 0 <= move.defender < move.attacker < len(col):
        return False
    if col[move.attacker] != me or col[move.defender] == me:  # one's own merchant against another's, higher up
        return False
    if not move.cards or not _distinct_within(move.cards, hand) or len(hand) == 1:  # one card: no fight
        return False
    if not all(move.company in deck.shipping[c].flags for c in move.cards):
        return False
    matching = [c for c in hand if move.company in deck.shipping[c].flags]
    return len(move.cards) < len(matching)  # at least one card of the company stays in hand (site's reading)


def _mission_is_legal(data, move):
    """:func:`must_be_legal` for a mission: one on the board, paid from one's warehouse and ports, exactly."""
    deck = DEFAULT_DECK
    if data["phase"] not in ("missions", "final-missions") or move.mission not in data["board_missions"] \
            or move.missions:
        return False
    seat = data["seats"][data["player"]]
    if not _distinct_within(move.ships, seat["warehouse"]) or not _distinct_within(move.ports, seat["ports"]):
        return False
    items = [(deck.shipping[c].spice, deck.shipping[c].value) for c in move.ships] + \
            [(deck.ports[q].spice, 1) for q in move.ports]
    kind = deck.missions[move.mission].kind
    # pays, and no card could be left out (no change is given; a needless card is refused: borneo-q-minimal-payment)
    return _pays(kind, items) and not any(_pays(kind, items[:i] + items[i + 1:]) for i in range(len(items)))


@pytest.mark.rule("borneo-turn-order", "borneo-fight-keep-one", "borneo-companies-move", "borneo-shipping-play")
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False))
def test_moves_near_legal_ones_are_refused_exactly_when_the_rules_say_so(seed, rnd):
    """Moves near the listed ones are judged by :func:`must_be_legal`, an oracle written from the rules text:
    every move it forbids is refused (a typed error naming a known rule, state untouched) and every move it
    allows is accepted — so a move the engine wrongly accepts fails the test instead of being skipped."""
    state = Borneo(4).new_state(seed)
    judged = refused = 0
    for _ in range(200):
        if state.is_over():
            break
        moves = state.legal_moves()
        before = state.to_dict()  # a refusal leaves the position as it was (checked after each)
        for move in [rnd.choice(moves)] + mutations(rnd.choice(moves), rnd) + edges(state):
            judged += 1
            if must_be_legal(state, move):
                State.from_json(state.to_json()).push(move)  # accepted (raises otherwise)
                assert listed(move, moves), f"{move!r} is accepted but not listed"
            else:
                refused += 1
                with pytest.raises(IllegalMoveError) as info:
                    state.push(move)
                assert info.value.rule_id in REGISTRY
                assert state.to_dict() == before
        state.push(rnd.choice(moves))
    assert judged > refused > 0


@pytest.mark.xfail(strict=True, reason="a known gap: CompleteMission.listed gives one payment per kind of card "
                   "(missions.payment_options), but a different card of the same spice and value is also accepted, "
                   "and it is another move: another card goes to the discard pile, later shuffled into the deck")
def test_a_payment_with_the_other_of_two_equal_cards_is_listed():
    """Every move the engine accepts is among the legal moves it lists, a mission's payment too."""
    for seed in range(40):
        rnd, state = random.Random(seed), Borneo(4).new_state(seed)
        while not state.is_over():
            seat = state.seats[state.player] if state.player is not None else None
            for move in state.legal_moves():
                if not isinstance(move, CompleteMission) or seat is None:
                    continue
                for i, card in enumerate(move.ships):
                    twins = [c for c in seat.warehouse if c not in move.ships and DEFAULT_DECK.shipping[c].spice ==
                             DEFAULT_DECK.shipping[card].spice and DEFAULT_DECK.shipping[c].value ==
                             DEFAULT_DECK.shipping[card].value and not DEFAULT_DECK.shipping[c].joker]
                    for twin in twins:
                        other = replace(move, ships=move.ships[:i] + (twin,) + move.ships[i + 1:])
                        State.from_json(state.to_json()).push(other)  # accepted
                        assert sorted_cards(other) in {sorted_cards(m) for m in state.legal_moves()}, \
                            f"{other!r} is accepted but not listed"
            state.push(rnd.choice(state.legal_moves()))
    pytest.skip("no warehouse held two equal cards")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simple_players_finish_games(players):
    for seed in range(5):
        final = play(Borneo(players).new_state(seed), [GreedyPlayer(seed + p) if p % 2 else RandomPlayer(seed + p)
                                                      for p in range(players)])
        assert final.is_over()
        assert final.scores() == recount(final.to_dict())


def test_greedy_players_beat_random_players_on_average():
    greedy_wins = 0
    for seed in range(30):
        final = play(Borneo(4).new_state(seed), [GreedyPlayer(seed), RandomPlayer(seed), RandomPlayer(seed + 1),
                                                RandomPlayer(seed + 2)])
        greedy_wins += 0 in final.winners()
    assert greedy_wins > 30 / 4


def test_saved_positions_load_back_at_every_step():
    state = Borneo(5).new_state(11)
    rnd = __import__("random").Random(11)
    while not state.is_over():
        copy = State.from_json(state.to_json())
        assert copy == state and copy.legal_moves() == state.legal_moves()
        state.push(rnd.choice(state.legal_moves()))
