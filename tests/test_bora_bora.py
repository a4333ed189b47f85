"""Bora Bora: the source's examples first (the 5 and 3 on a tile, the expansion example, Anna's
helper), then an edge case for every rule, then invariants over random play."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rulesim.bora_bora import (
    BoraBora, Build, EndTrade, Expand, Fish, Options, PlaceDie, Priest, StartHut, TakePerson, Trade,
)
from rulesim.bora_bora.data import (
    ACTION_TILES, CEREMONY, MAN_TILES, PATHS, REGIONS, START_REGIONS, WOMAN_TILES, paths_from,
)
from rulesim.bora_bora.players import GreedyPlayer, RandomPlayer, play_phase_a
from rulesim.bora_bora.report import DiceTrainer, chances_html, expand_html, helper_html, open_chances, temple_html
from rulesim.bora_bora.state import State, push_priest
from conftest import refused
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.rules import REGISTRY


def phase_a(players: int = 3, seed: int = 0, options: Options | None = None):
    state = BoraBora(players, options).new_state(seed)
    while state.phase == "start-huts":
        state.push(state.legal_moves()[0])
    return state


def give_die(state, value):
    """The player to move holds a die of ``value`` (the test decides the roll)."""
    state.dice[state.player] = [value] + state.dice[state.player][1:]
    state._legal = None


# ------------------------------------------------------------------------------- setup
@pytest.mark.rule("bora-bora-setup-tiles", "bora-bora-setup-fish", "bora-bora-setup-people", "bora-bora-setup-tasks",
                  "bora-bora-setup-gods", "bora-bora-setup-player", "bora-bora-setup-order", "bora-bora-setup-huts")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    state = BoraBora(players).new_state(seed=players)
    assert state.game.tiles == ACTION_TILES[players] and len(state.game.tiles) == players + 3
    assert len(REGIONS) == 12 and len(START_REGIONS) == 4 and all(REGIONS[r].fish == 1 for r in START_REGIONS)
    assert len(state.men) == len(state.women) == 6 and len(state.man_stack) == len(state.woman_stack) == 30
    assert all(len(t) == 3 for t in state.tasks) and len(state.task_display) == players + 2
    assert len(state.god_display) == 5 and all(len(h) == 2 for h in state.god_hands)
    assert state.offerings == [2] * players and state.priests == [4] * players
    assert sorted(state.vp[p] for p in state.order) == list(range(players))
    assert [state.vp[p] for p in state.order] == list(range(players))  # 0, 1, 2, 3 points by turn order
    assert state.status_stack[-1] == state.order[0]  # the first player's status marker sits on top
    assert state.queue == list(reversed(state.order))  # first huts in reverse turn order
    taken = []
    while state.phase == "start-huts":
        region = state.legal_moves()[0].region
        who = state.player
        explanation = state.push(StartHut(region))
        taken.append(region)
        assert who in state.island[region] and "bora-bora-expand-resource" in explanation.rule_ids
        resource = REGIONS[region].resource
        if resource == "offering":
            assert state.offerings[who] == 3
        else:
            assert resource in state.ceremony[who].values()
    assert len(set(taken)) >= players - 1 and state.phase == "place"  # the last choice may be forced
    assert sorted(p for r in START_REGIONS for p in state.island[r]) == list(range(players))
    state.validate()


def test_start_huts_are_refused_elsewhere():
    state = BoraBora(3).new_state(1)
    refused(state, StartHut("C-mountain"), "bora-bora-setup-huts")
    state.push(StartHut(START_REGIONS[0]))
    refused(state, StartHut(START_REGIONS[0]), "bora-bora-setup-huts")
    with pytest.raises(InvalidSetupError):
        BoraBora(5)


# ----------------------------------------------------------------------------- phase A
@pytest.mark.rule("bora-bora-dice-roll", "bora-bora-dice-place", "bora-bora-dice-lower")
def test_a_5_and_a_3_on_a_tile_leave_room_only_for_a_1_or_a_2():
    state = phase_a(3, 2)
    assert all(len(d) == 3 for d in state.dice)
    state.placed["helper"] = [[state.order[1], 5], [state.order[2], 3]]
    for value in (1, 2, 3, 4, 5, 6):
        give_die(state, value)
        options = state.die_options(state.player, value)
        assert (options["helper"] is None) == (value < 3), value
        if value >= 3:
            assert options["helper"][0] == "bora-bora-dice-lower"
    give_die(state, 3)
    refused(state, PlaceDie(3, "helper"), "bora-bora-dice-lower")
    give_die(state, 2)
    who = state.player
    explanation = state.push(PlaceDie(2, "helper"))
    assert state.placed["helper"][-1] == [who, 2] and "bora-bora-dice-place" in explanation.rule_ids
    refused(state, PlaceDie(1, "temple"), "bora-bora-dice-place")  # the helper's trades come first


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-round")
def test_turn_order_one_die_each_three_times_then_the_next_round():
    state = phase_a(3, 5)
    seen = []
    bots = [GreedyPlayer(p) for p in range(3)]
    while not state.is_over():
        if state.phase == "place":
            seen.append(state.player)
        state.push(bots[state.player].choose(state))
    assert seen == state.order * 3 or len(seen) < 9  # stuck players lose turns
    assert all(d == [] for d in state.dice) or len(seen) < 9
    explanation = state.next_round()
    assert state.round == 2 and "bora-bora-phases-b-c" in explanation.rule_ids
    assert all(not dice for dice in state.placed.values())
    refused(state, PlaceDie(6, "helper"), "bora-bora-dice-place")
    while state.round < 6:
        while not state.is_over():
            state.push(bots[state.player].choose(state))
        state.next_round()
    while not state.is_over():
        state.push(bots[state.player].choose(state))
    with pytest.raises(IllegalMoveError):
        state.next_round()
    assert state.game.replay(5, state.history) == state


# ------------------------------------------------------------------------------ expand
@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-diagonal")
def test_expansion_example_by_path_values():
    values = {(b if a == "C-mountain" else a, kind): v for a, b, kind, v in PATHS if "C-mountain" in (a, b)}
    assert values[("S-plains", "water")] == 5 and values[("E-beach", "water")] == 4
    assert values[("C-plains", "land")] == 4 and values[("C-beach", "land")] == 2
    assert "C-forest" not in {o for o, _k, _v in paths_from("C-mountain")}
    state = phase_a(4, 0)
    p = state.player
    state.island = {r: [] for r in REGIONS}
    state.island["C-mountain"] = [p]
    assert state.expansion_targets(p, "water", 6) == ["E-beach", "S-plains"]
    assert state.expansion_targets(p, "water", 5) == ["E-beach", "S-plains"]
    assert state.expansion_targets(p, "water", 4) == ["E-beach"]
    assert state.expansion_targets(p, "land", 4) == ["C-beach", "C-plains"]
    assert state.expansion_targets(p, "land", 2) == ["C-beach"]
    assert state.expansion_targets(p, "land", 1) == []
    give_die(state, 4)
    state.push(PlaceDie(4, "land"))
    refused(state, Expand("C-forest"), "bora-bora-expand-diagonal")
    refused(state, Expand("S-plains"), "bora-bora-expand-paths")  # a water path, not a land one


@pytest.mark.rule("bora-bora-expand-hut", "bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-expand-one-hut",
                  "bora-bora-q-fish-points")
def test_expanding_takes_a_hut_gives_the_resource_and_the_fish_decision_now():
    state = phase_a(4, 0)
    p = state.player
    other = (p + 1) % 4
    state.island = {r: [] for r in REGIONS}
    state.island["C-mountain"] = [p]
    state.island["C-plains"] = [other]
    state.huts[p] = [False] + [True] * 11
    give_die(state, 5)
    state.push(PlaceDie(5, "land"))
    offerings = state.offerings[p]
    explanation = state.push(Expand("C-plains"))
    assert state.island["C-plains"] == [other, p] and not state.huts[p][1]  # the lowest hut space
    assert "bora-bora-expand-one-hut" in explanation.rule_ids
    assert state.offerings[p] == offerings + 1  # plains give an offering
    assert state.phase == "fish" and state.player == p
    before = state.vp[p]
    state.push(Fish(True))
    assert state.vp[p] == before + REGIONS["C-plains"].fish and "C-plains" in state.fish_scored[p]
    none = phase_a(4, 0, Options(fish_points="none"))
    q = none.player
    none.island = {r: [] for r in REGIONS}
    none.island["C-mountain"] = [q]
    give_die(none, 5)
    none.push(PlaceDie(5, "land"))
    none.push(Expand("C-beach"))
    vp = none.vp[q]
    none.push(Fish(True))
    assert none.vp[q] == vp and none.ceremony[q]["0,0"] == "sand" or "sand" in none.ceremony[q].values()


def test_one_hut_per_region_per_player():
    state = phase_a(4, 0)
    p = state.player
    state.island = {r: [] for r in REGIONS}
    state.island["C-mountain"] = [p]
    state.island["C-plains"] = [p]
    give_die(state, 6)
    state.push(PlaceDie(6, "land"))
    refused(state, Expand("C-plains"), "bora-bora-expand-one-hut")


# ------------------------------------------------------------------------ woman and man
@pytest.mark.rule("bora-bora-people-take", "bora-bora-people-space", "bora-bora-people-no-action", "bora-bora-people-man",
                  "bora-bora-q-people-refill")
def test_woman_and_man_positions_up_to_the_die_and_a_free_space():
    state = phase_a(4, 1)
    p = state.player
    state.huts[p][0] = False  # one free space
    give_die(state, 4)
    state.push(PlaceDie(4, "woman"))
    refused(state, TakePerson(5), "bora-bora-people-take")
    tile = state.women[3]
    explanation = state.push(TakePerson(4))
    assert state.people[p][0] == ["woman", tile, False] and state.women[3] is None
    assert "bora-bora-people-no-action" in explanation.rule_ids and state.shells[p] == 0
    # No free space: the man action cannot be chosen.
    state = phase_a(4, 1)
    for space in state.free_spaces(state.player):  # fill every free space of the board
        state.people[state.player][space] = ["man", state.man_stack.pop(), False]
    give_die(state, 6)
    assert state.die_options(state.player, 6)["man"][0] == "bora-bora-people-space"
    refused(state, PlaceDie(6, "man"), "bora-bora-people-space")
    refill = phase_a(4, 1, Options(people_refill=True))
    refill.huts[refill.player][0] = False
    give_die(refill, 6)
    refill.push(PlaceDie(6, "man"))
    refill.push(TakePerson(6))
    assert refill.men[5] is not None and len(refill.man_stack) == 29


@pytest.mark.rule("bora-bora-q-combined")
def test_combined_tiles_with_two_players():
    state = phase_a(2, 3)
    p = state.player
    state.huts[p][0] = False
    give_die(state, 6)
    refused(state, PlaceDie(6, "man-woman"), "bora-bora-q-combined")
    state.push(PlaceDie(6, "man-woman", "woman"))
    assert state.phase == "person" and state.pending["action"] == "woman"


# ------------------------------------------------------------------------------- helper
@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-helper-tattoo",
                  "bora-bora-helper-shells", "bora-bora-helper-offering", "bora-bora-q-anna-status")
def test_annas_helper_example():
    state = phase_a(3, 4)
    anna = state.player
    men = [i for i, s in enumerate(MAN_TILES) if s in (2, 3)][:2]  # two men showing 2 + 3 = 5 status symbols
    woman = next(i for i, s in enumerate(WOMAN_TILES) if s == 3)
    for space, tile in zip((0, 1), men):
        state.man_stack.remove(tile) if tile in state.man_stack else state.men.__setitem__(state.men.index(tile), None)
        state.huts[anna][space] = False
        state.people[anna][space] = ["man", tile, False]
    state.woman_stack.remove(woman) if woman in state.woman_stack else state.women.__setitem__(state.women.index(woman), None)
    state.huts[anna][2] = False
    state.people[anna][2] = ["woman", woman, False]
    state.validate()
    status, offerings = state.status[anna], state.offerings[anna]
    give_die(state, 5)
    state.push(PlaceDie(5, "helper"))
    state.push(Trade("tattoo"))
    state.push(Trade("tattoo"))
    refused(state, Trade("tattoo"), "bora-bora-helper-tattoo")  # both men tattooed now
    state.push(Trade("shells"))
    explanation = state.push(Trade("offering"))  # 2 + 1 + 2 = 5 points: the action ends by itself
    assert state.status[anna] == status + 5  # one space per symbol (the source's "below the 4" aside)
    assert state.shells[anna] == 3 and state.offerings[anna] == offerings + 1
    assert state.status_stack[-1] == anna and state.phase != "helper"
    assert "bora-bora-helper-offering" in explanation.rule_ids


@pytest.mark.rule("bora-bora-helper-points", "bora-bora-helper-god-card", "bora-bora-helper-material",
                  "bora-bora-helper-hut", "bora-bora-q-material-beside")
def test_other_trades_and_the_budget():
    state = phase_a(3, 6)
    p = state.player
    give_die(state, 6)
    state.push(PlaceDie(6, "helper"))
    vp = state.vp[p]
    state.push(Trade("points"))
    assert state.vp[p] == vp + 1
    shown = state.god_display[2]
    state.push(Trade("god_card", 2))
    assert shown in state.god_hands[p] and state.god_display[2] is not None and state.god_display[2] != shown
    for kind in ("sand", "sand"):
        state.ceremony[p] = {k: (v or CEREMONY[int(k[0])][int(k[2])]) for k, v in state.ceremony[p].items()}
    state.push(Trade("material", "wood"))  # every ceremony space is full: it goes beside the board
    assert state.beside[p]["wood"] == 1
    refused(state, Trade("offering"), "bora-bora-helper-budget")  # 1 point left, an offering costs 2
    state.push(EndTrade())
    hut = phase_a(3, 6)
    q = hut.player
    free = len(hut.free_spaces(q))
    give_die(hut, 2)
    hut.push(PlaceDie(2, "helper"))
    hut.push(Trade("hut_to_12"))
    assert len(hut.free_spaces(q)) == free + 1


# ------------------------------------------------------------------------------- temple
@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_temple_pushes_along_the_arrows_and_the_last_falls_out():
    assert push_priest([0, 1, None, 2, None, None], 2, 3) == ([1, 3, None, 2, None, None], [(1, 2), (0, 1)], 0)
    assert push_priest([None] * 6, 4, 1) == ([None, None, None, 1, None, None], [], None)
    state = phase_a(4, 2)
    p = state.player
    owner = (p + 1) % 4
    state.temple = [owner, None, None, None, None, None]
    state.priests[owner] -= 1
    give_die(state, 3)
    state.push(PlaceDie(3, "temple"))
    refused(state, Priest(4), "bora-bora-temple-place")
    explanation = state.push(Priest(1))
    assert state.temple[0] == p and state.priests[owner] == 4 and state.priests[p] == 3
    assert "bora-bora-temple-push" in explanation.rule_ids
    empty = phase_a(4, 2)
    empty.priests[empty.player] = 0
    give_die(empty, 6)
    assert empty.die_options(empty.player, 6)["temple"][0] == "bora-bora-temple-place"


# -------------------------------------------------------------------------------- build
@pytest.mark.rule("bora-bora-build-value", "bora-bora-build-materials")
def test_build_needs_two_adjacent_full_spaces_and_a_tile_up_to_the_die():
    state = phase_a(3, 7)
    p = state.player
    state.ceremony[p] = {"0,0": "sand", "0,1": "wood", "0,2": None, "1,0": None, "1,1": None, "1,2": "wood"}
    give_die(state, 3)
    state.push(PlaceDie(3, "build"))
    refused(state, Build(4, (0, 0), (0, 1)), "bora-bora-build-value")
    refused(state, Build(3, (0, 0), (1, 1)), "bora-bora-build-materials")  # diagonal
    refused(state, Build(3, (0, 1), (0, 2)), "bora-bora-build-materials")  # an empty space
    state.push(Build(3, (0, 0), (0, 1)))
    assert state.buildings[p]["3"] == [[0, 0], [0, 1]] and state.ceremony[p]["0,0"] is None
    again = phase_a(3, 7)
    q = again.player
    again.ceremony[q] = {k: None for k in again.ceremony[q]}
    give_die(again, 6)
    assert again.die_options(q, 6)["build"][0] == "bora-bora-build-materials"


# ----------------------------------------------------------------- options, stuck players
@pytest.mark.rule("bora-bora-q-action-required", "bora-bora-q-stuck")
def test_dice_without_a_possible_action_and_stuck_players():
    state = phase_a(3, 8, Options(action_required=False))
    p = state.player
    state.priests[p] = 0
    give_die(state, 4)
    explanation = state.push(PlaceDie(4, "temple"))
    assert "bora-bora-q-action-required" in explanation.rule_ids and state.priests[p] == 0
    stuck = phase_a(3, 8)
    q = stuck.player
    for tile in stuck.placed:
        stuck.placed[tile] = [[(q + 1) % 3, 2]]  # a 2 everywhere: only 1s still fit
    stuck.dice = [[1, 1, 1] for _p in range(3)]
    stuck.dice[q] = [4, 3, 2]
    stuck._skip_stuck()
    assert stuck.player != q and stuck.dice[q] == [4, 3]


# ------------------------------------------------------------------ invariants, players
@pytest.mark.rule("bora-bora-dice-lower", "bora-bora-setup-people", "bora-bora-temple-push")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False),
       options=st.builds(Options, fish_points=st.sampled_from(["value", "none"]), action_required=st.booleans(),
                         people_refill=st.booleans()))
def test_random_play_keeps_dice_decreasing_and_every_token(players, seed, rnd, options):
    state = BoraBora(players, options).new_state(seed)
    for _round in range(3):
        for _ in range(400):
            if state.is_over():
                break
            explanation = state.push(rnd.choice(state.legal_moves()))
            assert all(r in REGISTRY for r in explanation.rule_ids)
            state.validate()  # dice strictly decreasing on every tile; no hut, priest, tile or card created or lost
        assert state.is_over()
        state.next_round()
    assert state.round == 4
    assert state.game.replay(seed, state.history) == state
    assert State.from_json(state.to_json()) == state


def test_simple_players_finish_phase_a():
    for players in (2, 3, 4):
        state = play_phase_a(BoraBora(players).new_state(players), [GreedyPlayer(p) for p in range(players)])
        assert state.is_over()
        random_state = play_phase_a(BoraBora(players).new_state(9), [RandomPlayer(p) for p in range(players)])
        assert random_state.is_over()


# ------------------------------------------------------------------------- the notebooks
def test_open_chances_are_exact():
    assert open_chances(None, 1) == 1 and open_chances(1, 3) == 0
    assert open_chances(3, 1) == 2 / 6
    assert open_chances(3, 2) == 1 - (4 / 6) ** 2
    assert "33,3\xa0%" in chances_html("es") and "33.3%" in chances_html("en")


def test_trainer_and_action_pictures_in_both_languages():
    trainer = DiceTrainer(3, 1, "en")
    dice, tiles = trainer.choices()
    assert dice and tiles
    html = trainer.html()
    assert "<svg" in html and ("✔" in html or "✘" in html)
    bad = trainer.place(dice[0], "build|build") if dice else ""
    assert "<svg" in bad
    assert "S-plains" not in expand_html("C-mountain", "water", 5, "en") and "plains of the south island" in expand_html(
        "C-mountain", "water", 5, "en")
    assert "not possible" in helper_html(2, {"offering": 2}, "en")
    assert "bora-bora-temple-push" in temple_html([0, 1, None, 2, None, None], 2, 3, 4, "es")
