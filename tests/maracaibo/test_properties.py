"""Maracaibo: properties of random legal play (Hypothesis).

Whatever the players choose among the legal moves: no card, doubloon, figure or mission tile is
created or lost; a ship never moves backwards within a round (and only goes back to Havana when
a round ends); every game ends after exactly four rounds; refused moves change nothing; and a seed
with its moves replays the game exactly.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesim.errors import IllegalMoveError
from rulesim.maracaibo import (
    DEFAULT_MAP,
    Action,
    CityAction,
    CompleteGoal,
    DrawCard,
    Explore,
    Maracaibo,
    Options,
    Phase,
    PlanCard,
    Sail,
    State,
    TakeFaceUp,
    Turn,
    Upgrade,
    VillageActions,
)
from rulesim.maracaibo import components as K
from rulesim.maracaibo.examples import after_first_decisions

OPTIONS = st.builds(
    Options,
    scoring=st.sampled_from(["not-scored", "points-so-far"]),
    new_round=st.sampled_from(["next-player", "first-player"]),
    home_reward=st.sampled_from(["main-action", "on-arrival"]),
    display_refill=st.sampled_from(["at-once", "end-of-turn"]),
    upgrades=st.sampled_from(["separate", "one"]),
    delivery=st.sampled_from(["discard", "not-tracked"]),
    career=st.sampled_from(["stay", "to-player"]),
    story_75=st.sampled_from(["18-from-3", "18-19-at-4"]),
    property_spaces=st.sampled_from(["1-and-6x2", "leftmost-only"]),
    chapter_c_cards=st.sampled_from(["campaign", "aside"]),
    assistants=st.sampled_from(["figures", "separate"]),
)
GAMES = st.builds(lambda players, options, story, seed: (Maracaibo(players, options, story), seed),
                  st.sampled_from([2, 3, 4]), OPTIONS, st.sampled_from(["01", "75", "76", "85", "continue"]),
                  st.integers(0, 10_000))


def counts(state: State) -> tuple:
    """Everything that must be conserved: the cards, the doubloons, the figures, the mission tiles."""
    tiles = (state.mission_stack + list(state.explorer_missions.values()) + list(state.location_missions.values())
             + [t for seat in state.seats for t in seat.missions_done])
    figures = {c: state.figure_supply[c] for c in K.COLOURS}
    for colour, seat in zip(state.game.colours, state.seats, strict=True):
        figures[colour] += seat.figures + seat.career_figures + seat.assistant_figures(state.game)
    return (tuple(state.all_cards()), state.bank + sum(seat.money for seat in state.seats),
            tuple(sorted(figures.items())), tuple(sorted(tiles)))


def play_out(game: Maracaibo, seed: int, check=None) -> State:
    state = game.new_state(seed)
    rng = random.Random(seed)
    while not state.is_over():
        legal = state.legal_moves()
        if check:
            check(state, legal, rng)
        state.push(legal[rng.randrange(len(legal))])
    return state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(GAMES)
def test_nothing_is_created_or_lost(game_seed):
    game, seed = game_seed
    start = counts(game.new_state(seed))
    assert start[0] == tuple(sorted(game.cards())) and start[1] == 98
    assert all(n == K.FIGURES_PER_COLOUR for _c, n in start[2]) and start[3] == tuple(range(1, 25))

    def check(state, legal, rng):
        assert counts(state) == start
        assert state.problems() == []
        state.validate()

    final = play_out(game, seed, check)
    assert counts(final) == start


@pytest.mark.rule("maracaibo-q-round-end")
@settings(max_examples=25, deadline=None)
@given(GAMES)
def test_a_ship_never_moves_backwards(game_seed):
    game, seed = game_seed
    order = DEFAULT_MAP.order
    state = game.new_state(seed)
    rng = random.Random(seed)
    while not state.is_over():
        before, round_ = list(state.ships), state.round
        legal = state.legal_moves()
        move = legal[rng.randrange(len(legal))]
        state.push(move)
        if state.round != round_:
            assert state.ships == ("H",) * game.players  # a new round: every ship back in Havana
            continue
        for a, b in zip(before, state.ships, strict=True):  # one ship a player, before and after
            assert order[b] >= order[a]
            if isinstance(move, Sail) and a != b:
                assert order[b] > order[a] and all(order[x] < order[b] for x in move.path[:-1])


@pytest.mark.rule("maracaibo-game-end")
@settings(max_examples=25, deadline=None)
@given(GAMES)
def test_every_game_ends_after_four_rounds(game_seed):
    game, seed = game_seed
    final = play_out(game, seed)
    assert final.is_over() and final.round == 4
    assert [x.round for x in final.round_ends] == [1, 2, 3, 4]
    assert [x.kind for x in final.scorings] == ["intermediate"] * 3 + ["final"]
    closer = final.round_ends[-1].player
    assert closer is not None and final.history  # somebody's ship reached 22


@pytest.mark.rule("maracaibo-turn-phases")
@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_refused_moves_change_nothing(game_seed):
    game, seed = game_seed
    candidates = [Sail(("22",)), Sail(("H",)), VillageActions(3), CityAction(1), Explore(2), PlanCard(1),
                  CompleteGoal(0), DrawCard(), TakeFaceUp(3)]

    def check(state, legal, rng):
        if rng.random() > 0.2:
            return
        before = state.to_dict()  # a refusal leaves the position as it was (checked after each)
        for move in candidates:
            if move in legal:
                continue
            try:
                state.push(move)
            except IllegalMoveError as error:
                assert error.rule_id.startswith("maracaibo-") and state.to_dict() == before
            else:  # accepted: it must have been a legal move after all
                pytest.fail(f"{move!r} accepted but not listed")

    play_out(game, seed, check)


@settings(max_examples=15, deadline=None)
@given(GAMES)
def test_replay_from_seed_and_moves(game_seed):
    game, seed = game_seed
    final = play_out(game, seed)
    again = Maracaibo(game.players, game.options, game.story).replay(seed, final.history)
    assert again == final and again.to_json() == final.to_json()
    assert State.from_json(final.to_json()) == final



@pytest.mark.rule("maracaibo-draw-limit", "maracaibo-draw-reshuffle", "maracaibo-q-exhausted")
@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.integers(0, 6), st.integers(0, 3), st.integers(0, 6), st.integers(0, 4), st.integers(0, 3),
       st.lists(st.sampled_from(sorted(K.Upgrade)), unique=True, max_size=2), st.integers(0, 10_000))
def test_a_position_arranged_in_phase_c_is_never_stuck(hand, draw, discard, display, money, upgrades, seed):
    """Phase C arranged directly, whatever the hand, the piles, the display, the doubloons and the upgrades: the
    player always has a legal move, and any of them leads to the end of the turn."""
    game = Maracaibo(2)
    if hand > 4 and Upgrade.HAND_LIMIT not in upgrades:
        upgrades = [*upgrades, Upgrade.HAND_LIMIT]
    seat = {"ship": "3", "money": money, "upgrades": sorted(upgrades)}
    state = State.arranged(game, phase=Phase.DRAW, turn=Turn("3", ["3"], 1, Action.VILLAGE), **after_first_decisions(
        game, hands={0: hand}, planning={0: 0}, draw=draw, discard=discard, display=display, seats={0: seat}))
    rng = random.Random(seed)
    while state.player == 0 and state.phase is Phase.DRAW:
        legal = state.legal_moves()
        assert legal and not state.is_over(), "phase C with no legal move"
        state.push(legal[rng.randrange(len(legal))])
    assert state.player == 1 and state.phase is Phase.NAVIGATE
