"""Bora Bora: the source's examples first (the 5 and 3 on a tile, the expansion example, Anna's
helper), then an edge case for every rule, then invariants over random play.

Positions are built with the public, validating :meth:`State.arranged` (the source's worked examples come
from :mod:`rulesim.bora_bora.examples`); expectations come from the source text (quoted where it decides),
never from the engine."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rulesim.bora_bora import (
    BoraBora, Build, EndTrade, Expand, Fish, InvalidPosition, Options, PlaceDie, PlaceMaterial, Priest, StartHut,
    TakePerson, TakeResource, Trade,
)
from rulesim.bora_bora.actions import push_priest
from rulesim.bora_bora.components import MAN_TILES, PATHS, REGIONS, START_REGIONS, paths_from
from rulesim.bora_bora.examples import anna, central_mountains, five_and_three
from rulesim.bora_bora.parts import Building, Person, Phase, PlacedDie
from rulesim.bora_bora.players import GreedyPlayer, RandomPlayer
from rulesim.bora_bora.report import DiceTrainer, chances_html, expand_html, helper_html, open_chances, temple_html
from rulesim.bora_bora.state import State
from conftest import refused
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.players import play
from rulesim.rules import REGISTRY


def phase_a(players: int = 3, seed: int = 0, options: Options | None = None):
    """A game played from its setup to the first die of phase A."""
    state = BoraBora(players, options).new_state(seed)
    while state.phase not in ("place", "done"):  # the first huts (and where their materials go)
        state.push(state.legal_moves()[0])
    return state


def position(players: int = 4, options: Options | None = None, *, seats: dict | None = None, **parts):
    """Player 1 (index 0) to place a die in phase A, first in turn order unless ``order`` says otherwise;
    ``seats`` gives some fields of some players' seats (by player), and the builder completes the rest."""
    parts.setdefault("order", list(range(players)))
    parts.setdefault("phase", "place")
    parts.setdefault("player", 0)
    if seats is not None:
        parts["seats"] = [seats.get(p, {}) for p in range(players)]
    return State.arranged(BoraBora(players, options), **parts)


def board(**spaces: Person) -> list:
    """The man and woman tiles on a player board, by space (``s1`` … ``s12``)."""
    return [spaces.get(f"s{i}") for i in range(1, 13)]


def a_man(symbols: int) -> int:
    return next(i for i, s in enumerate(MAN_TILES) if s == symbols)


# ------------------------------------------------------------------------------- setup
@pytest.mark.rule("bora-bora-setup-tiles", "bora-bora-setup-fish", "bora-bora-setup-people", "bora-bora-setup-tasks",
                  "bora-bora-setup-gods", "bora-bora-setup-player", "bora-bora-setup-order", "bora-bora-setup-huts")
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
@pytest.mark.rule("bora-bora-dice-roll", "bora-bora-dice-place", "bora-bora-dice-lower")
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


@pytest.mark.rule("bora-bora-expand-hut", "bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-expand-one-hut",
                  "bora-bora-q-fish-points", "bora-bora-q-expand-resource")
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


@pytest.mark.rule("bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-helper-material")
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
@pytest.mark.rule("bora-bora-people-take", "bora-bora-people-space", "bora-bora-people-no-action", "bora-bora-people-man",
                  "bora-bora-q-people-refill")
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


@pytest.mark.rule("bora-bora-people-space")
def test_the_tile_may_go_on_space_12_when_it_is_free():
    huts = [0, 0] + [1] * 9 + [0]  # spaces 2 and 12 free (a hut left from space 12 earlier)
    state = position(4, island={"C-mountain": [0], "C-beach": [0], "S-beach": [1], "E-beach": [2], "E-plains": [3]},
                     seats={0: {"huts": huts[:1] + [1] + huts[2:], "dice": [3]}})
    state.push(PlaceDie(3, "man"))
    assert {m.to_12 for m in state.legal_moves()} == {False, True}
    state.push(TakePerson(1, to_12=True))
    assert state.seats[0].people[11] is not None and state.seats[0].people[0] is None


@pytest.mark.rule("bora-bora-dice-place")
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
@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-helper-tattoo",
                  "bora-bora-helper-shells", "bora-bora-helper-offering", "bora-bora-q-anna-status")
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
    assert explanation.steps[-1].message.render("es") == "Le quedan 4 puntos de dado."
    state.push(Trade("tattoo", 1))
    state.push(Trade("offering"))  # 1 + 1 + 2 = 4 points: one left
    assert state.phase == "helper"
    state = anna()
    state.push(PlaceDie(5, "helper"))
    for trade in (Trade("tattoo", 1), Trade("tattoo", 2), Trade("offering")):
        state.push(trade)
    explanation = state.push(Trade("shells", 3))  # the fifth point
    assert state.seats[0].shells == 3 and state.phase != "helper"
    assert "Le quedan 0 puntos de dado." in [s.message.render("es") for s in explanation.steps]


@pytest.mark.rule("bora-bora-q-helper-budget")
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
                  "bora-bora-helper-hut", "bora-bora-q-material-beside")
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
    assert error.value.field == "temple" and "5" in error.value.text("en")


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
    assert rule_id == "bora-bora-build-materials" and "diagonal" in why.render("en")
    none = position(3, seats={0: {"dice": [6]}})
    assert "0" in none.build_problem(0, 6)[1].render("en")
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
@pytest.mark.rule("bora-bora-dice-lower", "bora-bora-setup-people", "bora-bora-temple-push")
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
    assert "S-plains" not in expand_html("C-mountain", "water", 5, "en") and "plains of the south island" in expand_html(
        "C-mountain", "water", 5, "en")
    assert "not possible" in helper_html(2, {"offering": 2}, "en")
    assert "bora-bora-temple-push" in temple_html([0, 1, None, 2, None, None], 2, 3, 4, "es")
