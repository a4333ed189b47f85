"""Tests that kill mutants which survived `make mutation` in Bora Bora (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from conftest import refused
from rulesim.bora_bora import PlaceDie, TakePerson
from rulesim.bora_bora.state import State
from test_bora_bora import position


@pytest.mark.rule("bora-bora-people-space", "bora-bora-people-man")
def test_with_only_space_12_free_the_tile_goes_there_and_a_saved_game_keeps_the_action_under_way():
    # A person tile goes on a free space of the player's board; space 12 is one of them, so when it is the
    # only one free the tile can only go there.
    state = position(4, huts={0: [1] * 11 + [0]}, dice={0: [3]})
    state.push(PlaceDie(3, "man"))
    assert state.phase == "person" and state.pending.action == "man" and state.pending.die == 3
    # the action under way (which action, its die) is part of a saved game
    saved = State.from_dict(state.to_dict())
    assert saved == state and saved.pending == state.pending and saved.to_dict() == state.to_dict()
    refused(state, TakePerson(1), "bora-bora-people-space")
    assert state.legal_moves() and all(m.to_12 for m in state.legal_moves())
    state.push(TakePerson(1, to_12=True))
    assert state.people[0][11] is not None


@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_the_temple_steps_say_the_reach_of_the_die_who_moves_one_space_and_when_nobody_moves():
    from rulesim.bora_bora.actions import temple_placement
    # "El resultado del dado indica el espacio de mayor valor": a 4 does not reach space 5.
    after, fallen, ex = temple_placement([None] * 6, 5, 0, 4)
    assert after is None and fallen is None
    assert "With a 4 the priest goes to a space from 1 to 4." in ex.to_text("en")
    assert "Con un 4 el sacerdote va a un espacio del 1 al 4." in ex.to_text("es")
    # An empty space: the priest stays there and nobody moves.
    after, fallen, ex = temple_placement([None] * 6, 3, 0, 4)
    assert after[2] == 0 and fallen is None
    assert ex.rule_ids == ["bora-bora-temple-place", "bora-bora-temple-push"]
    assert "The space was empty: nobody moves." in ex.to_text("en")
    # A priest already there moves one space along the arrows (towards space 1, into the empty one).
    after, fallen, ex = temple_placement([None, 1, None, None, None, None], 2, 2, 4)
    assert after[:2] == [1, 2] and fallen is None
    text = ex.to_text("en")
    assert "moves from space 2 to 1." in text and "nobody moves" not in text
    assert "pasa del espacio 2 al 1." in ex.to_text("es")


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-diagonal")
def test_the_expansion_steps_follow_the_books_example_from_the_central_mountain():
    from rulesim.bora_bora.actions import expand_reach
    from rulesim.bora_bora.data import REGIONS, paths_from
    # Book: from the central mountain by water a 4 reaches the east beach (value 4) but not the south
    # plains (value 5, which needs a 5 or a 6).
    targets, ex = expand_reach("C-mountain", "water", 4)
    assert targets == ["E-beach"]
    es = ex.to_text("es")
    assert "Expandirse desde: montaña de la isla central" in es
    assert "camino de valor 4 → sí" in es and "camino de valor 5 → no" in es
    assert ex.rule_ids[-1] == "bora-bora-expand-diagonal"
    # A region with no path of the kind: nothing is reached, and the steps say why.
    lonely = next((r, k) for r in REGIONS for k in ("land", "water") if not any(x[1] == k for x in paths_from(r)))
    targets, ex = expand_reach(lonely[0], lonely[1], 6)
    assert targets == [] and ex.rule_ids == ["bora-bora-expand-paths", "bora-bora-expand-diagonal"]
    assert "No sale ningún camino de ese tipo de esta región." in ex.to_text("es")


@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-q-helper-budget")
def test_the_helper_steps_price_each_article_and_say_whether_the_die_pays():
    from rulesim.bora_bora.actions import helper_budget
    from rulesim.bora_bora.options import HelperBudget
    # An offering costs 2 die points, a tattoo 1: 3 points fit a 3 ("no hace falta gastarlo todo").
    fits, total, ex = helper_budget(3, {"offering": 1, "tattoo": 1})
    es = ex.to_text("es")
    assert (fits, total) == (True, 3)
    assert "una ofrenda: 1 × 2 = 2." in es and "un tatuaje: 1 × 1 = 1." in es
    assert "Total: 3 de 3 puntos; no hace falta gastarlos todos." in es
    # Two offerings are 4 points: more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 2})
    assert (fits, total) == (False, 4)
    assert "Total: 4 puntos, más de los 2 del dado: no se puede." in ex.to_text("es")
    # The other reading counts articles whatever each costs: 3 offerings and a tattoo are 4, more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 3, "tattoo": 1}, HelperBudget.ARTICLES)
    assert (fits, total) == (False, 4)
    es, en = ex.to_text("es"), ex.to_text("en")
    assert "una ofrenda: 3 artículos." in es and "un tatuaje: 1 artículo." in es
    assert "Total: 4 artículos, más de los 2 que permite el dado: no se puede." in es
    assert "4" in en and en != es


@pytest.mark.rule("bora-bora-helper-tattoo", "bora-bora-helper-god-card")
def test_the_helper_refuses_a_tattoo_without_men_and_a_god_card_that_is_not_on_offer():
    from rulesim.bora_bora import Trade
    # A tattoo turns a man tile not yet tattooed: a player with no man tile has none to turn.
    state = position(3, dice={0: [5]})
    state.push(PlaceDie(5, "helper"))
    error = refused(state, Trade("tattoo", 1), "bora-bora-helper-tattoo")
    assert "hombre" in error.text("es") and "man" in error.text("en")
    # A god card is the top of the pile or one of the five face-up cards, nothing else.
    for choice in (True, 5, "0"):
        refused(state, Trade("god_card", choice), "bora-bora-helper-god-card")
    state.push(Trade("god_card", 0))
    # a victory point is bought as it is: there is nothing to choose
    refused(state, Trade("points", 1), "bora-bora-helper-costs")


@pytest.mark.rule("bora-bora-q-combined")
def test_a_combined_tile_offers_only_its_own_two_actions():
    # With two players one tile joins man and woman: it offers those two actions and nothing else.
    state = position(2, huts={0: [0] + [1] * 11}, dice={0: [6]})
    refused(state, PlaceDie(6, "man-woman", "temple"), "bora-bora-q-combined")
    state.push(PlaceDie(6, "man-woman", "man"))
    assert state.pending.action == "man"


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-fish", "bora-bora-helper-material",
                  "bora-bora-build-materials", "bora-bora-setup-gods", "bora-bora-people-space", "bora-bora-setup-tiles",
                  "bora-bora-dice-roll")
def test_impossible_positions_name_the_part_the_rule_and_the_player():
    from rulesim.bora_bora.data import CEREMONY, MATERIALS
    from rulesim.bora_bora.state import Building, InvalidPosition, Person
    state = position(3)
    assert state.problems() == []
    # a die too low for any path: the reason says the die
    rule_id, message = state.action_problem(0, "land", 1)
    assert rule_id == "bora-bora-expand-paths" and message.render("es").endswith("con un 1.")
    # a fish is scored only in a region the player expanded to
    state.fish_scored[1] = ["C-mountain"]
    # each ceremony space takes one material
    wrong = next(m for m in MATERIALS if m != CEREMONY[0][0])
    state.ceremony[0][0][0] = wrong
    # a building covers two adjacent ceremony spaces
    state.buildings[2] = [Building(1, (0, 0), (1, 2))]
    # every god card is somewhere
    state.god_deck.pop()
    # a die shows 1 to 6
    from rulesim.bora_bora.state import PlacedDie
    state.placed[next(iter(state.placed))] = [PlacedDie(0, 7)]
    found = {(p.field, p.rule_id): p.message.render("es") for p in state.problems()}
    assert "jugador 2" in found[("fish_scored", "bora-bora-expand-fish")]
    assert ("ceremony", "bora-bora-helper-material") in found
    assert ("buildings", "bora-bora-build-materials") in found
    assert found[("god_cards", "bora-bora-setup-gods")] == "Falta o sobra alguna carta de Dios."
    assert "de 1 a 6" in next(t for (f, r), t in found.items() if r == "bora-bora-dice-roll" and f.startswith("placed."))
    # a player board has 12 spaces; a 3-player game has no separate land tile
    with pytest.raises(InvalidPosition) as info:
        position(3, people={0: {13: Person("man", 0)}})
    assert (info.value.field, info.value.rule_id) == ("people", "bora-bora-people-space")
    with pytest.raises(InvalidPosition) as info:
        position(3, placed={"land": [(0, 2)]})
    assert (info.value.field, info.value.rule_id) == ("placed.land", "bora-bora-setup-tiles")


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-helper-material")
def test_impossible_dice_turns_and_phases_are_named():
    from rulesim.bora_bora.state import Pending, Phase

    def found(state):
        return {(p.field, p.rule_id): p.message.render("es") for p in state.problems()}

    # each player has three dice
    extra = position(3)
    extra.dice[0].append(2)
    n = len(extra.dice[0])
    assert f"tiene tres dados: no puede tener {n} entre la mano y las fichas." in found(extra)[("placed", "bora-bora-dice-place")]
    # no action is under way while a die is still to be placed
    acting = position(3)
    acting.pending = Pending("man", 3, 0)
    assert found(acting)[("pending", "bora-bora-dice-place")] == "La acción en curso no cuadra con la fase."
    # placing a material on a ceremony space needs the material
    ceremony = position(3)
    ceremony.phase = Phase.CEREMONY
    assert ("placing", "bora-bora-helper-material") in found(ceremony)
    # once phase A is over nobody is to play
    done = position(3)
    done.phase, done.queue = Phase.DONE, []
    assert found(done)[("player", "bora-bora-dice-place")] == "Terminada la fase A, no le toca a nadie."


@pytest.mark.rule("bora-bora-dice-roll", "bora-bora-setup-huts")
def test_nobody_holds_dice_before_phase_a_and_everyone_three_after_the_first_huts():
    # The dice are rolled at the start of phase A ("Todos los jugadores tiran sus tres dados a la vez"),
    # after the first huts of the setup.
    from rulesim.bora_bora import BoraBora
    state = BoraBora(3).new_state(0)
    assert state.phase == "start-huts"
    assert state.to_dict()["dice"] == [[], [], []]
    while state.phase not in ("place", "done"):
        state.push(state.legal_moves()[0])
    assert [len(d) for d in state.to_dict()["dice"]] == [3, 3, 3]


@pytest.mark.rule("bora-bora-temple-place")
def test_the_temple_steps_are_titled_by_the_player_who_puts_the_priest():
    from rulesim.bora_bora.actions import temple_placement
    # Players are named from 1 on the page: player index 1 is "jugador 2".
    _after, _fallen, ex = temple_placement([None] * 6, 3, 1, 4)
    assert ex.title.render("es") == "Templo: el jugador 2 pone un sacerdote"
    assert ex.title.render("en") == "Temple: Player 2 puts a priest"


@pytest.mark.rule("bora-bora-expand-hut")
def test_the_expansion_step_names_the_board_space_the_hut_comes_from():
    # "puedes elegir cualquier cabaña, pero es mejor guardar el espacio 12": the board's spaces are numbered
    # 1 to 12; with spaces 1 and 2 empty the hut comes from space 3, or from space 12 when the player says so.
    from rulesim.bora_bora import Expand
    huts = [0, 0] + [1] * 9 + [2]
    island = {"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]}
    for from_12, space in ((True, 12), (False, 3)):
        state = position(4, island=island, huts={0: huts}, dice={0: [6]})
        state.push(PlaceDie(6, "land"))
        explanation = state.push(Expand("C-beach", from_12=from_12))
        assert f"El jugador 1 pone una cabaña (de su espacio {space}) en: " in explanation.to_text("es")
        assert f"Player 1 puts a hut (from their space {space}) in: " in explanation.to_text("en")


@pytest.mark.rule("bora-bora-helper-hut", "bora-bora-q-build-covers")
def test_two_huts_on_a_space_other_than_12_and_two_buildings_on_one_space_are_named():
    from rulesim.bora_bora.state import Building

    def found(state):
        return {(p.field, p.rule_id): (p.message.render("es"), p.message.render("en")) for p in state.problems()}

    # Only space 12 stacks huts ("pasa al espacio 12 ..., donde caben todas las que se quiera").
    state = position(3)
    state.huts[1] = [2, 0, 0] + [1] * 9  # still 11 on the board and one on the island: 12 huts
    assert found(state) == {("huts", "bora-bora-helper-hut"): (
        "Solo el espacio 12 de un tablero admite varias cabañas; el jugador 2 tiene más de una en otro.",
        "Only space 12 of a board takes several huts; Player 2 has more than one on another.")}
    # By default the two spaces under a building tile are covered: no second tile on one of them.
    state = position(3)
    state.buildings[2] = [Building(1, (0, 0), (0, 1)), Building(2, (0, 1), (0, 2))]
    assert found(state) == {("buildings", "bora-bora-q-build-covers"): (
        "Dos fichas de construcción en el mismo espacio.", "Two building tiles on the same space.")}
