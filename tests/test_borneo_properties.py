"""Invariants of Borneo over random legal play (Hypothesis).

- no card, port or mission is created or lost, and every player keeps their merchants;
- every game ends, and the final scores equal an independent recount;
- a refused move changes nothing, and every move the engine lists is accepted;
- a game replays exactly from its seed and its moves, and survives a JSON round trip.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rulesim.borneo import (
    Attack, Borneo, CompleteMission, Defend, DEFAULT_DECK, Discard, KeepCards, MoveMerchant, Options, PlayCard,
    Relocate, State, TakeSpice,
)
from rulesim.borneo.players import GreedyPlayer, RandomPlayer, play_game
from rulesim.errors import IllegalMoveError
from rulesim.rules import REGISTRY

OPTIONS = st.builds(
    Options,
    placement_order=st.sampled_from(["snake", "reverse-twice"]),
    monopoly_tie=st.sampled_from(["first-flag", "most-flags"]),
    shared_leftover=st.sampled_from(["cycle", "discard"]),
    keep_one=st.sampled_from(["matching", "any"]),
    short_draw=st.sampled_from(["continue", "end"]),
    covering=st.booleans(),
)
MAX_MOVES = 2000


def recount(data: dict) -> list[int]:
    """Scores from a saved position alone, without the engine's scoring code."""
    points = {m.id: {"one_of_each": 6, "four_same": 8, "two_of_each": 15, "eight_same": 20,
                     "three_of_each": 25}[m.kind] for m in DEFAULT_DECK.missions}
    return [len(data["stores"][p]) + len(data["store_ports"][p]) + sum(points[m] for m in data["done_missions"][p])
            for p in range(len(data["hands"]))]


@pytest.mark.rule("borneo-components", "borneo-setup-merchants", "borneo-end-conditions", "borneo-scoring-points")
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


def mutations(move, rnd):
    """Moves near a legal one: other cards, ports, ranks or companies."""
    card = rnd.randrange(-1, 62)
    company = rnd.choice(["red", "yellow", "green", "blue", "purple", "orange"])
    rank = rnd.randrange(-1, 6)
    if isinstance(move, PlayCard):
        return [PlayCard(card, move.port), PlayCard(move.card, rnd.randrange(0, 15))]
    if isinstance(move, Attack):
        return [Attack(move.company, move.attacker, rank, move.cards), Attack(company, rank, move.defender, move.cards),
                Attack(move.company, move.attacker, move.defender, move.cards + (card,))]
    if isinstance(move, MoveMerchant):
        return [MoveMerchant(move.company, rank, company)]
    if isinstance(move, CompleteMission):
        return [CompleteMission(move.mission, move.ships + (card,), move.ports), CompleteMission(rnd.randrange(0, 17), move.ships)]
    if isinstance(move, (Defend, KeepCards, Discard)):
        return [type(move)(move.cards + (card,)), type(move)(move.cards[1:])]
    if isinstance(move, TakeSpice):
        return [TakeSpice(card)]
    if isinstance(move, Relocate):
        return [Relocate(company)]
    return []


@pytest.mark.rule("borneo-turn-order")
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False))
def test_refused_moves_change_nothing(seed, rnd):
    state = Borneo(4).new_state(seed)
    for _ in range(300):
        if state.is_over():
            break
        moves = state.legal_moves()
        for wrong in mutations(rnd.choice(moves), rnd):
            before = state.to_dict()
            legal = state.is_legal(wrong)
            if not legal:
                with pytest.raises(IllegalMoveError) as info:
                    state.push(wrong)
                assert info.value.rule_id in REGISTRY
                assert state.to_dict() == before
        state.push(rnd.choice(moves))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simple_players_finish_games(players):
    for seed in range(5):
        final = play_game(Borneo(players), [GreedyPlayer(seed + p) if p % 2 else RandomPlayer(seed + p)
                                            for p in range(players)], seed)
        assert final.is_over()
        assert final.scores() == recount(final.to_dict())


def test_greedy_players_beat_random_players_on_average():
    greedy_wins = 0
    for seed in range(30):
        final = play_game(Borneo(4), [GreedyPlayer(seed), RandomPlayer(seed), RandomPlayer(seed + 1),
                                      RandomPlayer(seed + 2)], seed)
        greedy_wins += 0 in final.winners()
    assert greedy_wins > 30 / 4


def test_saved_positions_load_back_at_every_step():
    state = Borneo(5).new_state(11)
    rnd = __import__("random").Random(11)
    while not state.is_over():
        copy = State.from_json(state.to_json())
        assert copy == state and copy.legal_moves() == state.legal_moves()
        state.push(rnd.choice(state.legal_moves()))
