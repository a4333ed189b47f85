"""Bora Bora: the source's examples first (the 5 and 3 on a tile, the expansion example, Anna's
helper), then an edge case for every rule, then invariants over random play.

Positions are built with the public, validating :meth:`State.arranged` (the source's worked examples come
from :mod:`rulesim.bora_bora.examples`); expectations come from the source text (quoted where it decides),
never from the engine."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import refused
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from messages import reads, said, values_of

from rulesim.bora_bora import (
    BoraBora,
    Build,
    EndTrade,
    Expand,
    Fish,
    InvalidPosition,
    NextRound,
    Options,
    PlaceDie,
    PlaceMaterial,
    Priest,
    StartHut,
    TakePerson,
    TakeResource,
    Trade,
)
from rulesim.bora_bora.actions import expand_reach, helper_budget, push_priest, temple_placement
from rulesim.bora_bora.components import MAN_TILES, PATHS, REGIONS, START_REGIONS, WOMAN_TILES, Action, paths_from
from rulesim.bora_bora.examples import anna, central_mountains, five_and_three
from rulesim.bora_bora.options import HelperBudget
from rulesim.bora_bora.parts import Building, Person, Phase, PlacedDie
from rulesim.bora_bora.players import GreedyPlayer, RandomPlayer
from rulesim.bora_bora.report import DiceTrainer, chances_html, expand_html, helper_html, open_chances, temple_html
from rulesim.bora_bora.state import State
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.i18n import Message
from rulesim.moves import InvalidMoveError
from rulesim.players import play
from rulesim.rules import REGISTRY

from .helpers import HUTS_PER_PLAYER, ISLAND, _phase_a, board, named_region, position


def phase_a(players: int = 3, seed: int = 0, options: Options | None = None):
    """A game played from its setup to the first die of phase A."""
    state = BoraBora(players, options).new_state(seed)
    while state.phase not in ("place", "done"):  # the first huts (and where their materials go)
        state.push(state.legal_moves()[0])
    return state


def a_man(symbols: int) -> int:
    return next(i for i, s in enumerate(MAN_TILES) if s == symbols)


# ------------------------------------------------------------------------------- setup
@pytest.mark.rule("bora-bora-setup-huts")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    state = BoraBora(players).new_state(seed=players)
    # "2 jugadores: 5 fichas … 3 jugadores: 6 fichas … 4 jugadores: 7 fichas"
    assert len(state.game.tiles) == {2: 5, 3: 6, 4: 7}[players]
    assert len(REGIONS) == 12 and len(START_REGIONS) == 4 and all(REGIONS[r].fish == 1 for r in START_REGIONS)
    assert len(state.men) == len(state.women) == 6 and len(state.man_stack) == len(state.woman_stack) == 30
    assert all(len(s.tasks) == 3 for s in state.seats) and len(state.task_display) == players + 2
    assert len(state.god_display) == 5 and all(len(s.god_cards) == 2 for s in state.seats)
    assert [s.offerings for s in state.seats] == [2] * players and state.priests == (4,) * players
    assert all(state.huts_on_board(p) == 12 for p in range(players))
    assert [state.seats[p].vp for p in state.order] == list(range(players))  # 0, 1, 2, 3 points by turn order
    assert state.status_stack[-1] == state.order[0]  # the first player's status marker sits on top
    assert state.queue == list(reversed(state.order))  # first huts in reverse turn order
    taken = []
    while state.in_setup:
        if state.phase == Phase.CEREMONY:  # two free spaces take the material: the player chooses
            state.push(state.legal_moves()[-1])
            continue
        region = state.legal_moves()[0].region
        who = state.player
        assert who == state.queue[0]
        explanation = state.push(StartHut(region))
        taken.append(region)
        assert who in state.island[region] and "bora-bora-setup-huts" in explanation.rule_ids
        resource = REGIONS[region].resource
        if resource == "offering":
            assert state.seats[who].offerings == 3  # "recibe … una teja de ofrenda": automatic at setup
    assert len(set(taken)) == len(taken) and state.phase == "place"
    assert sorted(p for r in START_REGIONS for p in state.island[r]) == list(range(players))
    state.validate()


def test_start_huts_are_refused_elsewhere():
    state = BoraBora(3).new_state(1)
    error = refused(state, StartHut("C-mountain"), "bora-bora-setup-huts")  # "junto a una ficha de 1 pez"
    assert error.move == StartHut("C-mountain") and "StartHut(region='C-mountain')" in error.text("en")
    state.push(StartHut("E-mountain"))
    while state.phase == Phase.CEREMONY:
        state.push(state.legal_moves()[0])
    refused(state, StartHut("E-mountain"), "bora-bora-setup-huts")  # "un espacio de construcción vacío"
    with pytest.raises(InvalidSetupError):
        BoraBora(5)


@pytest.mark.rule("bora-bora-setup-huts", "bora-bora-helper-material")
def test_a_material_goes_to_the_matching_space_the_player_chooses():
    """"coloca el material de construcción en un espacio libre de ceremonia correspondiente": with two such
    spaces (sand at row 1 col 1 and row 2 col 2 of the illustrative grid), either."""
    state = BoraBora(2).new_state(0)
    while state.phase == Phase.START_HUTS and "C-beach" not in [m.region for m in state.legal_moves()]:
        state.push(state.legal_moves()[0])
    who = state.player
    state.push(StartHut("C-beach"))  # beach: sand
    assert state.phase == Phase.CEREMONY and state.player == who
    assert set(state.legal_moves()) == {PlaceMaterial(0, 0), PlaceMaterial(1, 1)}
    refused(state, PlaceMaterial(0, 1), "bora-bora-helper-material")  # a wood space
    state.push(PlaceMaterial(1, 1))
    assert state.seats[who].ceremony[1][1] == "sand" and state.seats[who].ceremony[0][0] is None


# ----------------------------------------------------------------------------- phase A
@pytest.mark.rule("bora-bora-dice-place", "bora-bora-dice-lower")
def test_a_5_and_a_3_on_a_tile_leave_room_only_for_a_1_or_a_2():
    for value in (1, 2, 3, 4, 5, 6):
        state = five_and_three(value)  # "Un 5 y un 3 están actualmente en una ficha de acción"
        assert [d.value for d in state.placed["helper"]] == [5, 3] and state.seats[0].dice == sorted(
            [value, 6, 6], reverse=True)
        options = state.die_options(0, value)
        assert (options["helper"] is None) == (value in (1, 2)), value  # "un 1 o un 2 allí, pero no un 3, 4, 5 o 6"
        if value >= 3:
            assert options["helper"][0] == "bora-bora-dice-lower"
            refused(state, PlaceDie(value, "helper"), "bora-bora-dice-lower")
        else:
            explanation = state.push(PlaceDie(value, "helper"))
            assert state.placed["helper"][-1] == PlacedDie(0, value) and "bora-bora-dice-place" in explanation.rule_ids
            refused(state, PlaceDie(6, "temple"), "bora-bora-dice-place")  # the helper's trades come first


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-round")
def test_turn_order_one_die_each_three_times_then_the_next_round():
    state = phase_a(3, 5)
    seen = []
    bots = [GreedyPlayer(p) for p in range(3)]
    while not state.is_over():
        if state.phase == "place":
            seen.append(state.player)
        state.push(bots[state.player].choose(state))
    stuck = sum(state.aside)
    assert len(seen) == 9 - stuck
    if not stuck:
        assert seen == state.order * 3  # "en orden de turno, hasta que todos hayan colocado sus tres dados"
    assert all(s.dice == [] for s in state.seats)
    explanation = state.next_round()
    assert state.round == 2 and "bora-bora-phases-b-c" in explanation.rule_ids
    assert all(not dice for dice in state.placed.values())
    refused(state, NextRoundMove(), "bora-bora-dice-place")
    while state.round < 6:
        while not state.is_over():
            state.push(bots[state.player].choose(state))
        state.next_round()
    while not state.is_over():
        state.push(bots[state.player].choose(state))
    with pytest.raises(IllegalMoveError):
        state.next_round()  # "El juego dura seis rondas"
    assert state.game.replay(5, state.history) == state


def NextRoundMove():
    from rulesim.bora_bora.moves import NextRound
    return NextRound()


# ------------------------------------------------------------------------------ expand
@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-diagonal")
def test_expansion_example_by_path_values():
    values = {(b if a == "C-mountain" else a, kind): v for a, b, kind, v in PATHS if "C-mountain" in (a, b)}
    assert values[("S-plains", "water")] == 5 and values[("E-beach", "water")] == 4
    assert values[("C-plains", "land")] == 4 and values[("C-beach", "land")] == 2
    assert "C-forest" not in {o for o, _k, _v in paths_from("C-mountain")}
    state = central_mountains(4)
    assert state.hut_regions(0) == ["C-mountain"]
    # "un 5 o un 6 … por agua … hasta las llanuras de la isla sur … un 4, 5 o 6 … a la playa de la isla este"
    assert state.expansion_targets(0, "water", 6) == ["E-beach", "S-plains"]
    assert state.expansion_targets(0, "water", 5) == ["E-beach", "S-plains"]
    assert state.expansion_targets(0, "water", 4) == ["E-beach"]
    # "un 4, 5 o 6 para expandirse a las llanuras al norte, o un 2, 3, 4, 5 o 6 … a la playa al oeste"
    assert state.expansion_targets(0, "land", 4) == ["C-beach", "C-plains"]
    assert state.expansion_targets(0, "land", 2) == ["C-beach"]
    assert state.expansion_targets(0, "land", 1) == []
    state.push(PlaceDie(4, "land"))
    refused(state, Expand("C-forest"), "bora-bora-expand-diagonal")
    refused(state, Expand("S-plains"), "bora-bora-expand-paths")  # a water path, not a land one


@pytest.mark.rule("bora-bora-expand-hut", "bora-bora-expand-resource", "bora-bora-expand-fish",
                  "bora-bora-expand-one-hut")
def test_expanding_takes_a_hut_the_resource_may_be_taken_and_the_fish_decision_now():
    state = position(4, island={"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]},
                     seats={0: {"dice": [5]}})
    state.push(PlaceDie(5, "land"))
    offerings = state.seats[0].offerings
    spaces = list(state.seats[0].huts)
    explanation = state.push(Expand("C-plains"))
    assert state.island["C-plains"] == [1, 0]  # "muévala a un lado, pero … permanezca en la misma región"
    assert "bora-bora-expand-one-hut" in explanation.rule_ids
    lowest = next(i for i, n in enumerate(spaces) if n)
    assert state.seats[0].huts[lowest] == spaces[lowest] - 1 and state.huts_owned(0) == 12
    assert state.phase == Phase.RESOURCE  # "puedes tomar": the player chooses (the site's reading)
    state.push(TakeResource(True))
    assert state.seats[0].offerings == offerings + 1  # plains give an offering
    assert state.phase == "fish" and state.player == 0
    before = state.seats[0].vp
    state.push(Fish(True))
    assert state.seats[0].vp == before + REGIONS["C-plains"].fish and "C-plains" in state.seats[0].fish_scored
    # the resource left: nothing taken
    leave = position(4, island={"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]},
                     seats={0: {"dice": [5]}})
    leave.push(PlaceDie(5, "land"))
    leave.push(Expand("C-beach"))
    leave.push(TakeResource(False))
    assert all(c is None for row in leave.seats[0].ceremony for c in row) and leave.seats[0].beside["sand"] == 0
    # the other reading: always received, no decision
    always = position(4, Options(resource_optional=False, fish_points="none"),
                      island={"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]},
                      seats={0: {"dice": [5]}})
    always.push(PlaceDie(5, "land"))
    always.push(Expand("C-beach"))
    assert always.phase in (Phase.CEREMONY, Phase.FISH)
    if always.phase == Phase.CEREMONY:
        always.push(PlaceMaterial(0, 0))
    assert always.seats[0].ceremony[0][0] == "sand"
    vp = always.seats[0].vp
    always.push(Fish(True))
    assert always.seats[0].vp == vp  # fish_points = none: the decision is noted, no points


@pytest.mark.rule("bora-bora-q-expand-resource", "bora-bora-q-fish-points")
def test_the_readings_of_the_new_regions_resource_and_of_the_fish_are_labelled_where_they_decide():
    """«puede tomar» (the site's reading: the player may leave the resource) and the fish's points (a page the text
    lacks: by default as many as the tile's fish); the other readings: the resource always received, no points."""
    island = {"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]}
    leave = position(4, island=island, seats={0: {"dice": [5]}})
    leave.push(PlaceDie(5, "land"))
    assert "bora-bora-q-expand-resource" not in leave.push(Expand("C-beach")).rule_ids  # a choice, not yet applied
    said(leave.push(TakeResource(False)), "bora-bora-q-expand-resource")
    assert leave.seats[0].beside["sand"] == 0 and all(c is None for row in leave.seats[0].ceremony for c in row)
    vp = leave.seats[0].vp
    said(leave.push(Fish(True)), "bora-bora-q-fish-points", "tantos como peces")
    assert leave.seats[0].vp == vp + REGIONS["C-beach"].fish
    always = position(4, Options(resource_optional=False, fish_points="none"), island=island, seats={0: {"dice": [5]}})
    always.push(PlaceDie(5, "land"))
    offerings = always.seats[0].offerings
    said(always.push(Expand("C-plains")), "bora-bora-q-expand-resource", "se recibe siempre")
    assert always.seats[0].offerings == offerings + 1 and always.phase == Phase.FISH
    said(always.push(Fish(True)), "bora-bora-q-fish-points", "no da puntos")
    assert always.seats[0].vp == vp and "C-plains" in always.seats[0].fish_scored
    not_scored = position(4, island=island, seats={0: {"dice": [5]}})
    not_scored.push(PlaceDie(5, "land"))
    not_scored.push(Expand("C-beach"))
    not_scored.push(TakeResource(False))
    assert "bora-bora-q-fish-points" not in not_scored.push(Fish(False)).rule_ids  # no fish scored: nothing to read


def test_a_material_waiting_for_its_space_mid_expansion_keeps_the_expansion_in_a_saved_game():
    """The resource comes with the expansion, and the fish decision after it ("Finalmente, debe decidir ahora y
    solo ahora"): while the sand waits for one of its two ceremony spaces the expansion is still under way. A
    saved game of that moment loads; the same game without the expansion under way is refused."""
    state = position(4, Options(resource_optional=False),
                     island={"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]},
                     seats={0: {"dice": [5]}})
    state.push(PlaceDie(5, "land"))
    state.push(Expand("C-beach"))
    assert state.phase == Phase.CEREMONY and state.placing == "sand"
    data = state.to_dict(history=False)
    assert State.from_dict(data).pending == state.pending
    data["pending"] = None
    with pytest.raises(InvalidPosition) as error:
        State.from_dict(data)
    assert error.value.field == "pending" and error.value.rule_id == "bora-bora-dice-place"


@pytest.mark.rule("bora-bora-expand-hut")
def test_any_hut_may_expand_even_one_from_space_12():
    """"puedes elegir cualquier cabaña, pero es mejor guardar el espacio 12 hasta el final del juego"."""
    huts = [0, 0] + [1] * 9 + [2]  # one on the island, the one of space 2 moved to space 12 earlier
    state = position(4, island={"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]},
                     seats={0: {"huts": huts, "dice": [6]}})
    state.push(PlaceDie(6, "land"))
    assert {m.from_12 for m in state.legal_moves()} == {False, True}
    state.push(Expand("C-beach", from_12=True))
    assert state.seats[0].huts[11] == 1 and state.seats[0].huts[2] == 1 and state.huts_owned(0) == 12


def test_one_hut_per_region_per_player():
    state = position(4, island={"C-mountain": [0], "C-plains": [0, 1], "S-beach": [2], "E-plains": [3]},
                     seats={0: {"dice": [6]}})
    state.push(PlaceDie(6, "land"))
    refused(state, Expand("C-plains"), "bora-bora-expand-one-hut")
    with pytest.raises(InvalidPosition) as error:  # "¡Cada jugador no puede tener más de una cabaña por región!"
        position(4, island={"C-mountain": [0, 0], "S-beach": [1], "E-beach": [2], "E-plains": [3]})
    assert error.value.field == "island.C-mountain" and error.value.rule_id == "bora-bora-expand-one-hut"


# ------------------------------------------------------------------------ woman and man
@pytest.mark.rule("bora-bora-people-take", "bora-bora-people-space", "bora-bora-people-no-action",
                  "bora-bora-people-man")
def test_woman_and_man_positions_up_to_the_die_and_a_free_space():
    free_one = [0] + [1] * 10 + [1]  # the start hut left space 1 free
    state = position(4, seats={0: {"huts": free_one, "dice": [4]}})
    state.push(PlaceDie(4, "woman"))
    refused(state, TakePerson(5), "bora-bora-people-take")  # "pero no en los lugares 5 o 6"
    tile = state.women[3]
    explanation = state.push(TakePerson(4))
    assert state.seats[0].people[0] == Person("woman", tile, False) and state.women[3] is None
    assert "bora-bora-people-no-action" in explanation.rule_ids and state.seats[0].shells == 0
    # No free space: the man action cannot be chosen ("Si no tiene un espacio libre, no puede elegir esta acción").
    full = position(4, seats={0: {"people": board(s1=Person("man", a_man(1))), "dice": [6]}})
    assert not full.free_spaces(0)
    assert full.die_options(0, 6)["man"][0] == "bora-bora-people-space"
    refused(full, PlaceDie(6, "man"), "bora-bora-people-space")
    refill = position(4, Options(people_refill=True), seats={0: {"huts": free_one, "dice": [6]}})
    refill.push(PlaceDie(6, "man"))
    stack = len(refill.man_stack)
    refill.push(TakePerson(6))
    assert refill.men[5] is not None and len(refill.man_stack) == stack - 1


@pytest.mark.rule("bora-bora-q-people-refill")
def test_the_place_a_tile_leaves_stays_empty_by_default_and_the_other_reading_refills_it_both_labelled():
    free_one = [0] + [1] * 10 + [1]  # the start hut left space 1 free
    empty = position(4, seats={0: {"huts": free_one, "dice": [6]}})
    empty.push(PlaceDie(6, "man"))
    stack = len(empty.man_stack)
    said(empty.push(TakePerson(6)), "bora-bora-q-people-refill", "queda vacía", pos=6)
    assert empty.men[5] is None and len(empty.man_stack) == stack
    refill = position(4, Options(people_refill=True), seats={0: {"huts": free_one, "dice": [6]}})
    refill.push(PlaceDie(6, "woman"))
    said(refill.push(TakePerson(2)), "bora-bora-q-people-refill", "se repone", pos=2)
    assert refill.women[1] is not None and len(refill.woman_stack) == stack - 1


def test_the_tile_may_go_on_space_12_when_it_is_free():
    huts = [0, 0] + [1] * 9 + [0]  # spaces 2 and 12 free (a hut left from space 12 earlier)
    state = position(4, island={"C-mountain": [0], "C-beach": [0], "S-beach": [1], "E-beach": [2], "E-plains": [3]},
                     seats={0: {"huts": huts[:1] + [1] + huts[2:], "dice": [3]}})
    state.push(PlaceDie(3, "man"))
    assert {m.to_12 for m in state.legal_moves()} == {False, True}
    state.push(TakePerson(1, to_12=True))
    assert state.seats[0].people[11] is not None and state.seats[0].people[0] is None


def test_a_position_built_during_an_action_lets_the_acting_player_finish_then_one_die_each_in_turn_order():
    """"Coloca [un dado] … e inmediatamente realiza la acción … El siguiente jugador hace lo mismo … en orden de
    turno": built in the middle of a helper action (turn order 3, 1, 2; player 3 placed a 6, player 1 a 5) with no
    queue given, player 1 finishes the action, then players 2, 3, 1, … place one die each until every hand (2 has
    three dice, 3 and 1 two) is empty."""
    state = State.arranged(BoraBora(3), order=[2, 0, 1], phase="helper", player=0,
                           pending={"action": "helper", "die": 5, "budget": 5},
                           placed={"helper": [PlacedDie(2, 6), PlacedDie(0, 5)]},
                           seats=[{"dice": [4, 2]}, {"dice": [4, 3, 1]}, {"dice": [3, 1]}])
    assert state.player == 0 and state.queue == [0, 1, 2, 0, 1, 2, 0, 1]


@pytest.mark.rule("bora-bora-q-combined")
def test_combined_tiles_with_two_players():
    state = position(2, seats={0: {"huts": [0] + [1] * 11, "dice": [6]}})
    refused(state, PlaceDie(6, "man-woman"), "bora-bora-q-combined")
    state.push(PlaceDie(6, "man-woman", "woman"))
    assert state.phase == "person" and state.pending.action == "woman"


# ------------------------------------------------------------------------------- helper
@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-tattoo", "bora-bora-helper-shells",
                  "bora-bora-helper-offering")
def test_annas_helper_example():
    state = anna()
    symbols = [p.symbols for p in state.seats[0].people if p is not None]
    assert symbols == [2, 3, 3]  # "un total de 5 símbolos de estado en esas dos fichas de hombre", 3 shells
    assert state.status_stack[-1] == 1  # the first player's marker is on top at the start
    status, offerings = state.seats[0].status, state.seats[0].offerings
    state.push(PlaceDie(5, "helper"))
    state.push(Trade("tattoo", 1))
    state.push(Trade("tattoo", 2))
    refused(state, Trade("tattoo", 1), "bora-bora-helper-tattoo")  # "no puede volver a tatuarse"
    state.push(Trade("shells", 3))
    explanation = state.push(Trade("offering"))  # 2 + 1 + 2 = 5 points: the action ends by itself
    assert state.seats[0].status == status + 5  # one space per symbol (the source's "below the 4" aside)
    assert state.seats[0].shells == 3 and state.seats[0].offerings == offerings + 1
    assert state.status_stack[-1] == 0 and state.phase != "helper"
    assert "bora-bora-helper-offering" in explanation.rule_ids


@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-shells")
def test_shells_bought_with_the_helper_s_last_point_end_the_action():
    """Anna's example in another order: the woman turned down for 3 shells last. Each trade says the points
    left; the fifth and last point spent ends the helper action, as the offering did in the source's order."""
    state = anna()
    state.push(PlaceDie(5, "helper"))
    explanation = state.push(Trade("shells", 3))  # 1 point of 5
    assert explanation.steps[-1].rule_id == "bora-bora-helper-budget"
    said(explanation.steps[-1], "bora-bora-helper-budget", n=4)
    state.push(Trade("tattoo", 1))
    state.push(Trade("offering"))  # 1 + 1 + 2 = 4 points: one left
    assert state.phase == "helper"
    state = anna()
    state.push(PlaceDie(5, "helper"))
    for trade in (Trade("tattoo", 1), Trade("tattoo", 2), Trade("offering")):
        state.push(trade)
    explanation = state.push(Trade("shells", 3))  # the fifth point
    assert state.seats[0].shells == 3 and state.phase != "helper"
    said(explanation, "bora-bora-helper-budget", n=0)


def test_the_other_reading_of_the_helper_die_counts_articles():
    """"El resultado del dado indica cuántos artículos puede cambiar": with that reading a 3 buys three
    offerings, which cost 6 dice points with the price table."""
    points = position(3, seats={0: {"dice": [3]}})
    points.push(PlaceDie(3, "helper"))
    points.push(Trade("offering"))
    refused(points, Trade("offering"), "bora-bora-helper-budget")
    articles = position(3, Options(helper_budget="articles"), seats={0: {"dice": [3]}})
    articles.push(PlaceDie(3, "helper"))
    before = articles.seats[0].offerings
    for _ in range(3):
        articles.push(Trade("offering"))
    assert articles.seats[0].offerings == before + 3 and articles.pending is None


@pytest.mark.rule("bora-bora-helper-points", "bora-bora-helper-god-card", "bora-bora-helper-material",
                  "bora-bora-helper-hut")
def test_other_trades_and_the_budget():
    full = [["sand", "wood", "stone"], ["stone", "sand", "wood"]]
    state = position(3, seats={0: {"dice": [6], "ceremony": full}})
    state.push(PlaceDie(6, "helper"))
    vp = state.seats[0].vp
    state.push(Trade("points"))
    assert state.seats[0].vp == vp + 1
    shown = state.god_display[2]
    state.push(Trade("god_card", 2))  # "una de las cinco cartas boca arriba … reemplácela inmediatamente"
    assert shown in state.seats[0].god_cards and state.god_display[2] is not None and state.god_display[2] != shown
    # "Puede tomar la carta superior de la pila de robo": the five face-up cards stay as they are
    pile = position(3, seats={0: {"dice": [2]}})
    pile.push(PlaceDie(2, "helper"))
    display, deck, hand = list(pile.god_display), list(pile.god_deck), list(pile.seats[0].god_cards)
    pile.push(Trade("god_card", -1))
    gained = Counter(pile.seats[0].god_cards) - Counter(hand)
    assert pile.god_display == display and sum(gained.values()) == 1
    assert Counter(deck) - Counter(pile.god_deck) == gained  # the card in hand is the one the pile lost
    state.push(Trade("material", "wood"))  # "Si no tiene un espacio coincidente abierto, colóquelo junto a su tablero"
    assert state.seats[0].beside["wood"] == 1
    refused(state, Trade("offering"), "bora-bora-helper-budget")  # 1 point left, an offering costs 2
    state.push(EndTrade())
    hut = position(3, seats={0: {"dice": [2]}})
    free = len(hut.free_spaces(0))
    hut.push(PlaceDie(2, "helper"))
    hut.push(Trade("hut_to_12"))
    assert len(hut.free_spaces(0)) == free + 1 and hut.huts_owned(0) == 12


@pytest.mark.rule("bora-bora-helper-tattoo")
def test_a_tattoo_names_the_man_and_a_turned_man_is_refused():
    state = anna()
    state.push(PlaceDie(5, "helper"))
    refused(state, Trade("tattoo"), "bora-bora-helper-tattoo")  # which man? the choice is the player's
    refused(state, Trade("tattoo", 3), "bora-bora-helper-tattoo")  # space 3 holds a woman
    refused(state, Trade("shells", 1), "bora-bora-helper-shells")  # space 1 holds a man
    state.push(Trade("tattoo", 2))
    assert state.seats[0].status == 3 and state.seats[0].people[1].turned and not state.seats[0].people[0].turned


@pytest.mark.rule("bora-bora-q-anna-status")
def test_a_tattoo_moves_the_status_marker_one_space_per_symbol_not_as_the_helper_example_shows():
    """Anna's two men show 2 + 3 = 5 status symbols; the example ends her marker «en el primer espacio debajo del 4»,
    the written rule (one space per symbol) on 5: the site follows the rule, and says so."""
    state = anna()
    state.push(PlaceDie(5, "helper"))
    said(state.push(Trade("tattoo", 1)), "bora-bora-q-anna-status")
    said(state.push(Trade("tattoo", 2)), "bora-bora-q-anna-status")
    assert state.seats[0].status == 5


@pytest.mark.rule("bora-bora-q-material-beside")
def test_a_material_without_a_free_ceremony_space_stays_beside_the_board_and_does_not_build():
    full = [["sand", "wood", "stone"], ["stone", "sand", "wood"]]
    state = position(3, seats={0: {"dice": [6], "ceremony": full}})
    state.push(PlaceDie(6, "helper"))
    said(state.push(Trade("material", "wood")), "bora-bora-q-material-beside")
    assert state.seats[0].beside["wood"] == 1
    state.push(EndTrade())
    free = position(3, seats={0: {"dice": [6], "ceremony": full}})
    free.push(PlaceDie(6, "helper"))
    assert "bora-bora-q-material-beside" not in free.push(Trade("points")).rule_ids  # no material: no reading


# ------------------------------------------------------------------------------- temple
@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_temple_pushes_along_the_arrows_and_the_last_falls_out():
    assert push_priest([0, 1, None, 2, None, None], 2, 3) == ([1, 3, None, 2, None, None], [(1, 2), (0, 1)], 0)
    assert push_priest([None] * 6, 4, 1) == ([None, None, None, 1, None, None], [], None)
    state = position(4, temple=[1, None, None, None, None, None], seats={0: {"dice": [3]}})
    assert state.priests[1] == 3
    state.push(PlaceDie(3, "temple"))
    refused(state, Priest(4), "bora-bora-temple-place")
    explanation = state.push(Priest(1))
    assert state.temple[0] == 0 and state.priests[1] == 4 and state.priests[0] == 3
    assert "bora-bora-temple-push" in explanation.rule_ids
    empty = position(4, temple=[0, 0, 0, 0, None, None], seats={0: {"dice": [6]}})
    assert empty.priests[0] == 0
    assert empty.die_options(0, 6)["temple"][0] == "bora-bora-temple-place"


def test_more_priests_on_the_temple_than_a_player_owns_is_refused():
    with pytest.raises(InvalidPosition) as error:  # "4 sacerdotes" per player
        position(4, temple=[1, 1, 1, 1, 1, None])
    assert error.value.field == "temple" and said(error.value, "bora-bora-temple-place", n=5)


# -------------------------------------------------------------------------------- build
@pytest.mark.rule("bora-bora-build-value", "bora-bora-build-materials", "bora-bora-q-build-covers")
def test_build_needs_two_adjacent_full_spaces_and_a_tile_up_to_the_die():
    grid = [["sand", "wood", None], [None, None, "wood"]]
    state = position(3, seats={0: {"ceremony": grid, "dice": [3]}})
    state.push(PlaceDie(3, "build"))
    refused(state, Build(4, (0, 0), (0, 1)), "bora-bora-build-value")
    refused(state, Build(3, (0, 1), (1, 2)), "bora-bora-build-materials")  # diagonal
    refused(state, Build(3, (0, 1), (0, 2)), "bora-bora-build-materials")  # an empty space
    state.push(Build(3, (0, 0), (0, 1)))
    assert state.seats[0].buildings == [Building(3, (0, 0), (0, 1))] and state.seats[0].ceremony[0][0] is None
    assert state.ceremony_spaces_for(0, "sand") == [(1, 1)]  # (0, 0) is under the building now
    diagonal = position(3, seats={0: {"ceremony": [["sand", None, None], [None, "sand", None]], "dice": [6]}})
    rule_id, why = diagonal.die_options(0, 6)["build"]
    assert rule_id == "bora-bora-build-materials" and reads(why, "diagonal")
    none = position(3, seats={0: {"dice": [6]}})
    reads(none.build_problem(0, 6)[1], "dos espacios de ceremonia", n=0)
    built = position(3, seats={0: {"ceremony": [["sand", "wood", None], [None, None, None]], "dice": [2],
                                   "buildings": [Building(1, (1, 0), (1, 1)), Building(2, (0, 2), (1, 2))]}})
    assert built.build_problem(0, 2)[0] == "bora-bora-build-value"
    with pytest.raises(InvalidPosition) as error:  # a material on a space under a building
        position(3, seats={0: {"ceremony": [["sand", None, None], [None, None, None]],
                               "buildings": [Building(1, (0, 0), (0, 1))]}})
    assert error.value.field == "seats[0].ceremony" and error.value.rule_id == "bora-bora-q-build-covers"
    again = position(3, Options(build_covers=False), seats={0: {
        "ceremony": [["sand", None, None], [None, None, None]], "buildings": [Building(1, (0, 0), (0, 1))]}})
    assert again.ceremony_spaces_for(0, "wood") == [(0, 1), (1, 2)]


# ----------------------------------------------------------------- options, stuck players
@pytest.mark.rule("bora-bora-q-action-required", "bora-bora-q-stuck")
def test_dice_without_a_possible_action_and_stuck_players():
    state = position(3, Options(action_required=False), temple=[0, 0, 0, 0, None, None], seats={0: {"dice": [4]}})
    explanation = state.push(PlaceDie(4, "temple"))
    assert "bora-bora-q-action-required" in explanation.rule_ids and state.priests[0] == 0
    # every tile holds a 2 or less: player 1's 4 fits nowhere, so they lose the turn and set the die aside
    stuck = position(3, order=[1, 2, 0], player=2, seats={2: {"dice": [1]}, 0: {"dice": [4]}, 1: {"dice": []}},
                     placed={"helper": [PlacedDie(2, 3), PlacedDie(1, 2)], "temple": [PlacedDie(2, 2)],
                             "build": [PlacedDie(1, 2)], "man": [PlacedDie(1, 2)], "woman": [PlacedDie(0, 2)],
                             "land-water": [PlacedDie(0, 2)]})
    stuck.push(PlaceDie(1, "helper"))
    explanation = stuck.push(Trade("points"))
    assert "bora-bora-q-stuck" in explanation.rule_ids
    assert stuck.aside[0] == 1 and stuck.seats[0].dice == [] and stuck.is_over()


# ------------------------------------------------------------------ invariants, players
@pytest.mark.rule("bora-bora-temple-push")
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False),
       options=st.builds(Options, fish_points=st.sampled_from(["value", "none"]), action_required=st.booleans(),
                         people_refill=st.booleans(), helper_budget=st.sampled_from(["points", "articles"]),
                         resource_optional=st.booleans(), build_covers=st.booleans()))
def test_random_play_keeps_dice_decreasing_and_every_token(players, seed, rnd, options):
    state = BoraBora(players, options).new_state(seed)
    for _round in range(3):
        for _ in range(600):
            if state.is_over():
                break
            explanation = state.push(rnd.choice(state.legal_moves()))
            assert all(r in REGISTRY for r in explanation.rule_ids)
            state.validate()  # dice strictly decreasing on every tile; no hut, priest, tile or card created or lost
            assert all(state.huts_owned(p) == 12 for p in range(players))
        assert state.is_over()
        state.next_round()
    assert state.round == 4
    assert state.game.replay(seed, state.history) == state
    assert State.from_json(state.to_json()) == state


def test_simple_players_finish_phase_a():
    for players in (2, 3, 4):
        state = play(BoraBora(players).new_state(players), [GreedyPlayer(p) for p in range(players)])
        assert state.is_over()
        random_state = play(BoraBora(players).new_state(9), [RandomPlayer(p) for p in range(players)])
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
    # the reader's text is the point: a picture names a region as a reader does, never by its id
    assert "S-plains" not in expand_html("C-mountain", "water", 5, "en")
    assert "plains of the south island" in expand_html("C-mountain", "water", 5, "en")
    assert "not possible" in helper_html(2, {"offering": 2}, "en")
    assert "bora-bora-temple-push" in temple_html([0, 1, None, 2, None, None], 2, 3, 4, "es")


@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_the_temple_steps_say_the_reach_of_the_die_who_moves_one_space_and_when_nobody_moves():
    # "El resultado del dado indica el espacio de mayor valor": a 4 does not reach space 5.
    after, fallen, ex = temple_placement([None] * 6, 5, 0, 4)
    assert after is None and fallen is None
    said(ex, "bora-bora-temple-place", "del 1 al", die=4)
    # An empty space: the priest stays there and nobody moves.
    after, fallen, ex = temple_placement([None] * 6, 3, 0, 4)
    assert after[2] == 0 and fallen is None
    assert ex.rule_ids == ["bora-bora-temple-place", "bora-bora-temple-push"]
    said(ex, "bora-bora-temple-place", space=3, die=4)
    said(ex, "bora-bora-temple-push", "nadie se mueve")
    # A priest already there moves one space along the arrows (towards space 1, into the empty one).
    after, fallen, ex = temple_placement([None, 1, None, None, None, None], 2, 2, 4)
    assert after[:2] == [1, 2] and fallen is None
    said(ex, "bora-bora-temple-push", a=2, b=1, player={"n": 2})
    assert ex.rule_ids.count("bora-bora-temple-push") == 1  # that move only: not "nobody moves" as well


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-diagonal")
def test_the_expansion_steps_follow_the_books_example_from_the_central_mountain():
    # Book: from the central mountain by water a 4 reaches the east beach (value 4) but not the south
    # plains (value 5, which needs a 5 or a 6).
    targets, ex = expand_reach("C-mountain", "water", 4)
    assert targets == ["E-beach"]
    reads(ex.title, "Expandirse desde", region=named_region("montaña", "isla central"))
    said(ex, "bora-bora-expand-paths", region=named_region("playa", "isla este"), value=4, verdict="sí")
    said(ex, "bora-bora-expand-paths", region=named_region("llanura", "isla sur"), value=5, verdict="no")
    assert ex.rule_ids[-1] == "bora-bora-expand-diagonal"
    # A region with no path of the kind: nothing is reached, and the steps say why.
    lonely = next((r, k) for r in REGIONS for k in ("land", "water") if not any(x[1] == k for x in paths_from(r)))
    targets, ex = expand_reach(lonely[0], lonely[1], 6)
    assert targets == [] and ex.rule_ids == ["bora-bora-expand-paths", "bora-bora-expand-diagonal"]
    said(ex, "bora-bora-expand-paths", "ningún camino de ese tipo")


@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-q-helper-budget")
def test_the_helper_steps_price_each_article_and_say_whether_the_die_pays():
    # An offering costs 2 die points, a tattoo 1: 3 points fit a 3 ("no hace falta gastarlo todo").
    fits, total, ex = helper_budget(3, {"offering": 1, "tattoo": 1})
    assert (fits, total) == (True, 3)
    said(ex, "bora-bora-helper-costs", item="una ofrenda", n=1, each=2, cost=2)
    said(ex, "bora-bora-helper-costs", item="un tatuaje", n=1, each=1, cost=1)
    said(ex, "bora-bora-helper-budget", "no hace falta gastarlos", total=3, die=3)
    # Two offerings are 4 points: more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 2})
    assert (fits, total) == (False, 4)
    said(ex, "bora-bora-helper-budget", "no se puede", total=4, die=2)
    # The other reading counts articles whatever each costs: 3 offerings and a tattoo are 4, more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 3, "tattoo": 1}, HelperBudget.ARTICLES)
    assert (fits, total) == (False, 4)
    said(ex, "bora-bora-q-helper-budget", item="una ofrenda", n=3)
    said(ex, "bora-bora-q-helper-budget", item="un tatuaje", n=1)
    said(ex, "bora-bora-q-helper-budget", "no se puede", total=4, die=2)


@pytest.mark.rule("bora-bora-helper-tattoo", "bora-bora-helper-god-card")
def test_the_helper_refuses_a_tattoo_without_men_and_a_god_card_that_is_not_on_offer():
    # A tattoo turns a man tile not yet tattooed: a player with no man tile has none to turn.
    state = position(3, seats={0: {"dice": [5]}})
    state.push(PlaceDie(5, "helper"))
    error = refused(state, Trade("tattoo", 1), "bora-bora-helper-tattoo")
    said(error, "bora-bora-helper-tattoo", kind="hombre")
    # A god card is the top of the pile or one of the five face-up cards, nothing else.
    with pytest.raises(InvalidMoveError):  # a yes or no is no card: such a move cannot even be made
        Trade("god_card", True)
    for choice in (5, "0"):
        refused(state, Trade("god_card", choice), "bora-bora-helper-god-card")
    state.push(Trade("god_card", 0))
    # a victory point is bought as it is: there is nothing to choose
    refused(state, Trade("points", 1), "bora-bora-helper-costs")


@pytest.mark.rule("bora-bora-q-combined")
def test_a_combined_tile_offers_only_its_own_two_actions():
    # With two players one tile joins man and woman: it offers those two actions and nothing else.
    state = position(2, seats={0: {"huts": [0] + [1] * 11, "dice": [6]}})
    refused(state, PlaceDie(6, "man-woman", "temple"), "bora-bora-q-combined")
    # …and a tile of one action offers no choice between actions
    refused(state, PlaceDie(6, "temple", "temple"), "bora-bora-q-combined")
    state.push(PlaceDie(6, "man-woman", "man"))
    assert state.pending.action == "man"


@pytest.mark.rule("bora-bora-dice-roll", "bora-bora-setup-huts")
def test_nobody_holds_dice_before_phase_a_and_everyone_three_after_the_first_huts():
    # The dice are rolled at the start of phase A ("Todos los jugadores tiran sus tres dados a la vez"),
    # after the first huts of the setup.
    state = BoraBora(3).new_state(0)
    assert state.phase == "start-huts"
    assert [seat["dice"] for seat in state.to_dict()["seats"]] == [[], [], []]
    while state.phase not in ("place", "done"):
        state.push(state.legal_moves()[0])
    assert [len(seat["dice"]) for seat in state.to_dict()["seats"]] == [3, 3, 3]


@pytest.mark.rule("bora-bora-temple-place")
def test_the_temple_steps_are_titled_by_the_player_who_puts_the_priest():
    # Players are named from 1 on the page: player index 1 is "jugador 2".
    _after, _fallen, ex = temple_placement([None] * 6, 3, 1, 4)
    reads(ex.title, "Templo", player={"n": 2})


@pytest.mark.rule("bora-bora-expand-hut")
def test_the_expansion_step_names_the_board_space_the_hut_comes_from():
    # "puedes elegir cualquier cabaña, pero es mejor guardar el espacio 12": the board's spaces are numbered
    # 1 to 12; with spaces 1 and 2 empty the hut comes from space 3, or from space 12 when the player says so.
    huts = [0, 0] + [1] * 9 + [2]
    island = {"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]}
    for from_12, space in ((True, 12), (False, 3)):
        state = position(4, island=island, seats={0: {"huts": huts, "dice": [6]}})
        state.push(PlaceDie(6, "land"))
        explanation = state.push(Expand("C-beach", from_12=from_12))
        said(explanation, "bora-bora-expand-hut", player={"n": 1}, space=space,
             region=named_region("playa", "isla central"))


@pytest.mark.rule("bora-bora-helper-hut", "bora-bora-q-build-covers")
def test_two_huts_on_a_space_other_than_12_and_two_buildings_on_one_space_are_named():
    def found(state):
        return {(p.field, p.rule_id): (p.message.template, values_of(p.message)) for p in state.problems()}

    # Only space 12 stacks huts ("pasa al espacio 12 ..., donde caben todas las que se quiera").
    state = position(3)
    state.seats[1].huts = [2, 0, 0] + [1] * 9  # still 11 on the board and one on the island: 12 huts
    [(where, (template, values))] = found(state).items()
    assert where == ("seats[1].huts", "bora-bora-helper-hut") and "varias cabañas" in template and values == {
        "player": {"n": 2}}
    # By default the two spaces under a building tile are covered: no second tile on one of them.
    state = position(3)
    state.seats[2].buildings = [Building(1, (0, 0), (0, 1)), Building(2, (0, 1), (0, 2))]
    [(where, (template, values))] = found(state).items()
    assert where == ("seats[2].buildings", "bora-bora-q-build-covers") and "mismo espacio" in template


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-helper-material")
def test_a_finished_phase_a_has_nobody_to_play_and_a_material_waits_for_its_space():
    def found(state):
        return {(p.field, p.rule_id): p.message.template for p in state.problems()}

    done = position(3)
    done.phase, done.queue, done.player = Phase.DONE, [], 1
    for seat in done.seats:
        seat.dice = []
    assert done.aside == (3, 3, 3)
    [(where, template)] = found(done).items()
    assert where == ("player", "bora-bora-dice-place") and "no le toca a nadie" in template
    done.player = None
    assert found(done) == {}
    waiting = position(3)
    waiting.phase = Phase.CEREMONY
    waiting.placing, waiting.resume = "sand", None
    assert "Falta el material" in found(waiting)[("placing", "bora-bora-helper-material")]


def test_dice_not_given_follow_the_turn_order_from_the_player_to_play():
    # One die each in turn order: with player 1 holding a single die, whoever comes before in the order has
    # placed theirs already (none left) and whoever comes after still holds one.
    state = position(3, order=[1, 0, 2], seats={0: {"dice": [3]}})
    assert [len(seat.dice) for seat in state.seats] == [1, 0, 1]
    assert state.queue == [0, 2]
    # what is not given comes from the setup of seed 0
    game = state.game
    assert State.arranged(game) == State.arranged(game, seed=0) and State.arranged(game).seed == 0
    assert State.arranged(game) != State.arranged(game, seed=1)
    assert position(3, seats={0: {"dice": [3]}}) != position(3, seats={0: {"dice": [3]}}, seed=1)


def test_a_person_tile_is_a_man_or_a_woman_typed():
    assert type(Person("man", 0).kind) is Action and Person("woman", 1).kind is Action.WOMAN
    with pytest.raises(ValueError):
        Person("temple", 0)


def test_without_huts_on_the_board_there_is_no_expansion():
    # "Toma una cabaña de tu tablero": with none left on the board the path tiles do nothing.
    state = position(3)
    state.seats[0].huts = [0] * 12
    rule_id, why = state.action_problem(0, "land", 6)
    assert rule_id == "bora-bora-expand-hut"
    reads(why, "No te quedan cabañas")


def _said(state, move, rule_id: str, template: str | None = None, **values) -> Message:
    """The refusal's rule (checked with the state untouched by ``refused``), its sentence (a piece of its Spanish
    template) and its values."""
    return said(refused(state, move, rule_id), rule_id, template, **values)


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-setup-tiles", "bora-bora-q-combined", "bora-bora-dice-lower",
                  "bora-bora-temple-place")
def test_a_die_placement_is_refused_saying_which_die_tile_or_action_is_wrong():
    state = position(3, seats={0: {"dice": [5, 3]}}, placed={"helper": [PlacedDie(1, 4)]})
    _said(state, PlaceDie(2, "helper"), "bora-bora-dice-place", "ningún dado", value=2)
    _said(state, PlaceDie(5, "land"), "bora-bora-setup-tiles", "no está en juego")
    _said(state, PlaceDie(5, "temple", "man"), "bora-bora-q-combined", "no ofrece esa acción")
    # "solo puede colocarse un dado de valor inferior", whatever its colour: a 4 of player 2 is there
    _said(state, PlaceDie(5, "helper"), "bora-bora-dice-lower", "sea del color que sea", tile="Ayudante", low=4)
    state.push(PlaceDie(3, "helper"))
    combined = position(2, seats={0: {"dice": [5]}})
    _said(combined, PlaceDie(5, "man-woman"), "bora-bora-q-combined", "ficha combinada")
    no_priests = position(3, temple=[0, 0, 0, 0, None, None], seats={0: {"dice": [4]}})
    _said(no_priests, PlaceDie(4, "temple"), "bora-bora-temple-place", "No te quedan sacerdotes")


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-one-hut", "bora-bora-expand-diagonal",
                  "bora-bora-expand-hut")
def test_an_expansion_is_refused_saying_the_die_the_kind_of_path_and_where_the_hut_comes_from():
    land = position(4, island=ISLAND, seats={0: {"dice": [4]}})
    land.push(PlaceDie(4, "land"))
    _said(land, Expand("nowhere"), "bora-bora-expand-paths", "no existe")
    _said(land, Expand("C-mountain"), "bora-bora-expand-one-hut", "Ya tienes una cabaña")
    _said(land, Expand("C-forest"), "bora-bora-expand-diagonal", "no llegas", die=4, kind="tierra")  # no path at all
    _said(land, Expand("S-plains"), "bora-bora-expand-paths", "no llegas", die=4, kind="tierra")  # a water path only
    water = position(4, island=ISLAND, seats={0: {"dice": [4]}})
    water.push(PlaceDie(4, "water"))
    _said(water, Expand("C-plains"), "bora-bora-expand-paths", "no llegas", die=4, kind="agua")
    # a hut from space 12 only when there is one there
    empty_12 = position(4, island=ISLAND, seats={0: {"huts": [1] * 11 + [0], "dice": [4]}})
    empty_12.push(PlaceDie(4, "land"))
    _said(empty_12, Expand("C-beach", from_12=True), "bora-bora-expand-hut", "ninguna cabaña en el espacio 12")
    # with every hut left on space 12, the hut comes from there (and may)
    only_12 = position(4, island=ISLAND, seats={0: {"huts": [0] * 11 + [11], "dice": [4]}})
    only_12.push(PlaceDie(4, "land"))
    _said(only_12, Expand("C-beach"), "bora-bora-expand-hut", "sale de allí")
    only_12.push(Expand("C-beach", from_12=True))
    assert only_12.seats[0].huts[11] == 10 and 0 in only_12.island["C-beach"]


@pytest.mark.rule("bora-bora-helper-costs", "bora-bora-helper-budget", "bora-bora-helper-shells",
                  "bora-bora-helper-material", "bora-bora-helper-hut", "bora-bora-helper-god-card")
def test_a_helper_trade_is_refused_saying_what_is_wrong_with_it():
    state = position(3, seats={0: {"dice": [3]}})
    state.push(PlaceDie(3, "helper"))
    _said(state, Trade("nothing"), "bora-bora-helper-costs", "no ofrece eso")
    with pytest.raises(InvalidMoveError):  # an item is named: a number is no item, and no such move can be made
        Trade(5)
    # what needs no choice takes none (moving a hut to space 12 too)
    for item in ("points", "offering", "hut_to_12"):
        _said(state, Trade(item, 1), "bora-bora-helper-costs", "no lleva elección")
    _said(state, Trade("shells", 1), "bora-bora-helper-shells", "sin girar", kind="mujer")
    _said(state, Trade("material", "gold"), "bora-bora-helper-material", "arena, madera o piedra")
    # a face-up god card already taken (its place empty) cannot be taken; the pile's top needs a pile
    god = "cinco descubiertas"
    shown = state.god_display[1]
    gap = position(3, seats={0: {"dice": [3]}}, god_deck=state.god_deck + [shown],
                   god_display=[None if i == 1 else card for i, card in enumerate(state.god_display)])
    gap.push(PlaceDie(3, "helper"))
    _said(gap, Trade("god_card", 1), "bora-bora-helper-god-card", god)
    no_pile = position(3, seats={0: {"dice": [3]}, 1: {"god_cards": state.seats[1].god_cards + state.god_deck}},
                       god_deck=[])  # (every card of the pile in player 2's hand)
    no_pile.push(PlaceDie(3, "helper"))
    _said(no_pile, Trade("god_card", -1), "bora-bora-helper-god-card", god)
    no_pile.push(Trade("god_card", 2))
    assert no_pile.god_display[2] is None  # nothing left to replace it
    one = position(3, seats={0: {"dice": [1]}})
    one.push(PlaceDie(1, "helper"))
    _said(one, Trade("offering"), "bora-bora-helper-budget", cost=2, left=1)
    no_hut = position(3, seats={0: {"dice": [3], "huts": [0] * 11 + [11]}})
    no_hut.push(PlaceDie(3, "helper"))
    _said(no_hut, Trade("hut_to_12"), "bora-bora-helper-hut", "ninguna cabaña que mover")
    woman_on_12 = position(3, seats={0: {"dice": [3], "people": board(s12=Person("woman", 0)),
                                         "huts": [1] * 11 + [0]}}, women=[1, 2, 3, 4, 5, 6])
    woman_on_12.push(PlaceDie(3, "helper"))
    _said(woman_on_12, Trade("hut_to_12"), "bora-bora-helper-hut", "está ocupado")
    for choice in (1, None):
        _said(woman_on_12, Trade("shells", choice), "bora-bora-helper-shells", "Elige cuál", kind="mujer",
              spaces=["12"])
    with pytest.raises(InvalidMoveError):  # a yes or no is no board space
        Trade("shells", True)
    woman_on_12.push(Trade("shells", 12))
    assert woman_on_12.seats[0].people[11].turned


@pytest.mark.rule("bora-bora-build-value", "bora-bora-build-materials")
def test_a_building_is_refused_saying_the_die_the_tile_or_the_spaces():
    state = position(3, seats={0: {"ceremony": [["sand", "wood", None], [None, None, "wood"]],
                                   "buildings": [Building(1, (1, 0), (1, 1))], "dice": [3]}})
    state.push(PlaceDie(3, "build"))
    _said(state, Build(4, (0, 0), (0, 1)), "bora-bora-build-value", "o menor", die=3)
    _said(state, Build(7, (0, 0), (0, 1)), "bora-bora-build-value", "o menor", die=3)
    _said(state, Build(1, (0, 0), (0, 1)), "bora-bora-build-value", "ya está construida")
    _said(state, Build(2, (0, 2), (0, 3)), "bora-bora-build-materials", "no existe")
    _said(state, Build(2, (0, 1), (1, 2)), "bora-bora-build-materials", "uno junto al otro")
    _said(state, Build(2, (0, 1), (0, 2)), "bora-bora-build-materials", "deben tener material")
    state.push(Build(2, (0, 0), (0, 1)))
    assert state.built_values(0) == {1, 2}


def _describe_rows():
    central_beach = named_region("playa", "isla central")
    return [
        (NextRound(), "ronda siguiente", {}),
        (StartHut("C-mountain"), "primera cabaña", {"region": named_region("montaña", "isla central")}),
        (PlaceDie(3, "land"), "pone un", {"value": 3, "tile": "Camino de tierra"}),
        (Expand("C-beach"), "se expande a", {"region": central_beach}),
        (Expand("C-beach", True), "con una cabaña de su espacio 12", {"region": central_beach}),
        (TakeResource(True), "toma el recurso", {}),
        (TakeResource(False), "deja el recurso", {}),
        (PlaceMaterial(0, 1), "espacio de ceremonia", {"space": {"row": 1, "col": 2}}),  # counted from 1
        (Fish(True), "puntúa el pez", {}),
        (Fish(False), "no puntúa el pez", {}),
        (TakePerson(2), "toma la ficha de la posición", {"n": 2}),
        (TakePerson(2, True), "y la pone en su espacio 12", {"n": 2}),
        (Trade("tattoo", 3), "(la ficha de su espacio", {"item": "un tatuaje", "space": 3}),
        (Trade("shells", 2), "(la ficha de su espacio", {"item": "una recogida de conchas", "space": 2}),
        (Trade("offering"), "cambia puntos de dado", {"item": "una ofrenda"}),
        (Trade("god_card", 1), "cambia puntos de dado", {"item": "una carta de Dios"}),
        (EndTrade(), "deja de cambiar", {}),
        (Priest(4), "sacerdote en el espacio", {"n": 4}),
        (Build(5, (0, 0), (0, 1)), "construye la ficha", {"n": 5}),
    ]


def test_every_move_is_named_in_both_languages_with_its_region_space_or_value():
    state = position(3)
    for move, template, values in _describe_rows():
        described = reads(move.said(state), template, **values)
        assert set(values_of(described)) == set(values), move  # every value the description shows is checked


@pytest.mark.rule("bora-bora-dice-place")
def test_a_played_move_is_titled_by_its_player_and_the_move():
    state = position(3, order=[1, 0, 2], player=1, seats={1: {"dice": [4]}})
    explanation = state.push(PlaceDie(4, "temple"))
    title = reads(explanation.title, "", player={"n": 2})
    reads(title.params["move"], "pone un", value=4, tile="Templo")


@pytest.mark.rule("bora-bora-expand-one-hut", "bora-bora-expand-paths")
def test_a_region_where_the_player_has_a_hut_is_skipped_and_the_next_paths_still_count():
    # From the central mountain the land paths lead to the beach (2) and the plains (4): a hut already on the
    # beach leaves the plains, within a 6's reach.
    targets, ex = expand_reach("C-mountain", "land", 6, huts=("C-beach",))
    assert targets == ["C-plains"]
    assert ex.rule_ids == ["bora-bora-expand-one-hut", "bora-bora-expand-paths", "bora-bora-expand-diagonal"]
    said(ex, "bora-bora-expand-one-hut", region=named_region("playa", "isla central"))
    said(ex, "bora-bora-expand-paths", region=named_region("llanura", "isla central"), value=4, verdict="sí")


@pytest.mark.rule("bora-bora-temple-push", "bora-bora-temple-place")
def test_the_temple_steps_name_who_is_pushed_from_which_space_and_who_falls_out():
    # A priest on space 2 pushes the one there towards space 1, which pushes the one on space 1 out of the temple.
    state = position(3, temple=[2, 1, None, None, None, None], seats={0: {"dice": [3]}})
    state.push(PlaceDie(3, "temple"))
    ex = state.push(Priest(2))
    said(ex, "bora-bora-temple-place", player={"n": 1}, space=2)
    said(ex, "bora-bora-temple-push", "avanza un espacio", player={"n": 2}, space=2)
    said(ex, "bora-bora-temple-push", "avanza un espacio", player={"n": 3}, space=1)
    said(ex, "bora-bora-temple-push", "cae y vuelve", player={"n": 3})
    assert state.temple[:2] == [1, 0] and state.priests == (3, 3, 4)


def _says(error, es: str, en: str) -> None:
    """The refusal's sentence, word for word, in both languages: the reader's text is the point."""
    assert error.message.render("es") == es, error.message.render("es")
    assert error.message.render("en") == en, error.message.render("en")


@pytest.mark.rule("bora-bora-build-materials", "bora-bora-expand-one-hut", "bora-bora-helper-budget")
def test_a_build_off_the_ceremony_grid_a_second_hut_in_a_region_and_a_trade_over_budget_name_the_move():
    # the ceremony spaces are two rows of three: row 2 (third row) does not exist
    build = position(3, seats={0: {"ceremony": [["sand", "wood", None], [None, None, "wood"]], "dice": [3]}})
    build.push(PlaceDie(3, "build"))
    move = Build(3, (0, 1), (2, 1))
    error = refused(build, move, "bora-bora-build-materials")
    assert error.move == move
    said(error, "bora-bora-build-materials", "no existe")
    # "¡Cada jugador no puede tener más de una cabaña por región!"
    expand = position(4, island={"C-mountain": [0], "C-plains": [0, 1], "S-beach": [2], "E-plains": [3]},
                      seats={0: {"dice": [6]}})
    expand.push(PlaceDie(6, "land"))
    move = Expand("C-plains")
    error = refused(expand, move, "bora-bora-expand-one-hut")
    assert error.move == move
    said(error, "bora-bora-expand-one-hut", "Ya tienes una cabaña")
    # a 3 on the helper: an offering costs 2 dice points, so after one only 1 point is left
    trade = position(3, seats={0: {"dice": [3]}})
    trade.push(PlaceDie(3, "helper"))
    trade.push(Trade("offering"))
    move = Trade("offering")
    error = refused(trade, move, "bora-bora-helper-budget")
    assert error.move == move
    said(error, "bora-bora-helper-budget", cost=2, left=1)
    # the reader's text is the point: a refusal with its two numbers reads right in both languages
    _says(error, "Cuesta 2 (puntos de dado) y te quedan 1.", "It costs 2 (dice points) and you have 1 left.")


def _owned(state, p: int) -> int:
    return sum(int(n) for n in state.seats[p].huts) + len(state.hut_regions(p))


def _helper_with(state, value: int):
    """The player to move puts a die of ``value`` on the helper tile (the die is the test's)."""
    p = state.player
    data = state.to_dict(history=False)
    data["seats"][p]["dice"] = [value] + data["seats"][p]["dice"][1:]
    state = state.__class__.from_dict(data)
    state.push(PlaceDie(value, "helper"))
    return state


@pytest.mark.rule("bora-bora-helper-hut")
def test_three_huts_moved_to_space_12_are_all_still_owned():
    state = _helper_with(_phase_a(), 6)
    p = state.player
    assert _owned(state, p) == HUTS_PER_PLAYER  # the start hut is on the island, eleven on the board
    free = len(state.free_spaces(p))
    for _ in range(3):
        state.push(Trade("hut_to_12"))
    assert len(state.free_spaces(p)) == free + 3  # each move frees a space for a man or a woman
    assert _owned(state, p) == HUTS_PER_PLAYER  # none lost: space 12 holds four now
    state.validate()


def _with_people(state, kind: str, tiles: list[int]):
    """The player to move has people of ``kind`` with faces ``tiles`` (indices into the tile list) on the
    first board spaces that hold a hut, those huts put on the island first; returns the state and the
    board spaces (1 to 12) used."""
    p = state.player
    data = state.to_dict(history=False)
    seat = data["seats"][p]
    row, stack = ("men", "man_stack") if kind == "man" else ("women", "woman_stack")
    spaces = [i for i, n in enumerate(seat["huts"]) if n][:len(tiles)]
    empty = [r for r, owners in data["island"].items() if p not in owners]
    for space, tile, region in zip(spaces, tiles, empty, strict=False):
        if tile in data[stack]:
            data[stack].remove(tile)
        else:
            data[row][data[row].index(tile)] = None
        seat["huts"][space] = 0 if not isinstance(seat["huts"][space], bool) else False
        data["island"][region].append(p)
        seat["people"][space] = {"kind": kind, "tile": tile, "turned": False}
    return state.__class__.from_dict(data), [s + 1 for s in spaces]


@pytest.mark.rule("bora-bora-helper-tattoo")
def test_the_player_chooses_which_man_to_tattoo():
    one = next(i for i, s in enumerate(MAN_TILES) if s == 1)
    three = next(i for i, s in enumerate(MAN_TILES) if s == 3)
    state, (a, b) = _with_people(_phase_a(), "man", [one, three])  # 1 status symbol, then 3
    p = state.player
    state = _helper_with(state, 3)
    choices = sorted(m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "tattoo")
    assert choices == [a, b]  # either man not yet tattooed
    status = state.seats[p].status
    state.push(Trade("tattoo", b))  # the second man, not the first in board order
    assert state.seats[p].status == status + 3
    people = state.seats[p].people
    assert people[b - 1].turned and not people[a - 1].turned  # the second man, not the first
    choices = [m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "tattoo"]
    assert choices == [a]


@pytest.mark.rule("bora-bora-helper-shells")
def test_the_player_chooses_which_woman_to_turn():
    one = next(i for i, s in enumerate(WOMAN_TILES) if s == 1)
    three = next(i for i, s in enumerate(WOMAN_TILES) if s == 3)
    state, (a, b) = _with_people(_phase_a(), "woman", [one, three])
    p = state.player
    state = _helper_with(state, 2)
    choices = sorted(m.choice for m in state.legal_moves() if isinstance(m, Trade) and m.item == "shells")
    assert choices == [a, b]
    state.push(Trade("shells", b))
    assert state.seats[p].shells == 3
    assert state.seats[p].people[b - 1].turned and not state.seats[p].people[a - 1].turned
