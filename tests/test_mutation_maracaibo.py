"""Tests that kill mutants which survived `make mutation` in Maracaibo (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from rulesim.maracaibo import PlanCard
from test_maracaibo import at, sail_to_actions


@pytest.mark.rule("maracaibo-free-plan")
def test_planning_a_card_names_the_card_planned():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 0}), ("1", "3", "4"))
    card = s.hands[0][0]
    explanation = s.push(PlanCard(card))
    assert s.planning[0] == [card]
    assert f"planifica la carta {card}" in explanation.title.render("es")
    assert f"plans card {card}" in explanation.title.render("en")


@pytest.mark.rule("maracaibo-turn-next")
@pytest.mark.parametrize("player", [3, -1])
def test_a_position_for_a_player_not_in_the_game_is_refused(player):
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo, State
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(3), player=player)
    assert info.value.rule_id == "maracaibo-turn-next"


@pytest.mark.rule("maracaibo-draw-display", "maracaibo-draw-free-display")
def test_taking_a_face_up_card_says_which_card_and_what_it_cost():
    from rulesim.maracaibo import EndActions, Phase, TakeFaceUp
    from rulesim.maracaibo.state import DISPLAY_UPGRADE
    # a face-up card costs 1 doubloon: with 2, one is left
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 2}, main_done=True)
    s.push(EndActions())
    card = s.display[2]
    text = s.push(TakeFaceUp(2)).to_text("es")
    assert f"Toma la carta boca arriba {card} y paga 1 doblón (1 le quedan)." in text
    # with the ship upgrade it is free
    free = at(phase=Phase.ACTIONS, ships={0: "3"}, upgrades={0: [DISPLAY_UPGRADE]}, money={0: 0}, hands={0: 2},
              main_done=True)
    free.push(EndActions())
    card = free.display[0]
    text = free.push(TakeFaceUp(0)).to_text("es")
    assert f"Toma la carta boca arriba {card} gratis" in text


@pytest.mark.rule("maracaibo-main-only-one", "maracaibo-free-plan-cards")
def test_a_refused_main_action_names_the_move_refused():
    from conftest import refused
    from rulesim.maracaibo import CityAction
    s = sail_to_actions(at(hands={0: 4}, planning={0: 2}), ("1", "3", "4"))
    move = CityAction(s.planning[0][0])  # a planned card is no good to deliver
    assert refused(s, move, "maracaibo-free-plan-cards").move == move
    s.push(CityAction(None))
    again = CityAction(None)  # one main action per turn
    assert refused(s, again, "maracaibo-main-only-one").move == again


@pytest.mark.rule("maracaibo-nav-locations")
def test_sailing_to_a_place_not_on_the_map_names_it():
    from conftest import refused
    from rulesim.maracaibo import Sail
    error = refused(at(), Sail(("99",)), "maracaibo-nav-locations")
    assert "99 no es un lugar del mapa." in error.text("es")


@pytest.mark.rule("maracaibo-draw-limit")
def test_the_draw_stops_at_the_hand_limit_and_says_whose_hand():
    from rulesim.maracaibo import EndActions, Phase, TakeFaceUp
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 1}, main_done=True)
    s.push(EndActions())
    text = s.push(TakeFaceUp(2)).to_text("es")  # then only the pile: the draws play themselves up to 4
    assert "El jugador 1 tiene 4 cartas en la mano: su límite." in text  # players count from 1 on the page


@pytest.mark.rule("maracaibo-main-city", "maracaibo-main-mission", "maracaibo-q-explorer", "maracaibo-home-21")
def test_the_main_action_offers_say_what_is_open_here_and_why():
    from rulesim.maracaibo import Maracaibo
    from rulesim.maracaibo.actions import Action, offers
    sea = Maracaibo().sea
    city = {o.action: o for o in offers(sea, "4", 1, 3)}  # location 4 is a city
    assert city[Action.CITY].open is True and city[Action.CITY].rule_id == "maracaibo-main-city"
    assert city[Action.CITY].reason.render("es").startswith("Es una ciudad: puedes entregar primero un bien")
    assert city[Action.MISSION].open is False  # no mission lies there
    assert city[Action.HOME_POINTS].open is False  # the 3 points are spaces 21a and 21b's
    assert city[Action.HOME_POINTS].reason.render("es") == "Los 3 puntos son de los espacios 21a y 21b."
    # space 20: combat, or the explorer forward — unless it is already at the end of its track
    home = {o.action: o for o in offers(sea, "20", 1, 3, explorer=12)}
    assert home[Action.COMBAT].open is True and home[Action.EXPLORE].open is False
    assert home[Action.EXPLORE].rule_id == "maracaibo-q-explorer"
    assert home[Action.EXPLORE].reason.render("es") == "Tu explorador ya está al final de su pista."


@pytest.mark.rule("maracaibo-setup-display")
def test_a_display_without_four_slots_is_refused():
    from rulesim.errors import InvalidSetupError
    s = at()
    s.validate()
    s.display.append(None)
    with pytest.raises(InvalidSetupError) as info:
        s.validate()
    assert info.value.rule_id == "maracaibo-setup-display"


@pytest.mark.rule("maracaibo-player-figures", "maracaibo-free-plan", "maracaibo-rounds")
def test_impossible_figures_planning_and_rounds_are_refused_with_their_rule():
    from rulesim.errors import InvalidSetupError

    def refused_by(s, rule_id):
        with pytest.raises(InvalidSetupError) as info:
            s.validate()
        assert info.value.rule_id == rule_id

    s = at()
    s.figures[0] += 1  # a figure out of nowhere
    refused_by(s, "maracaibo-player-figures")
    s = at(hands={0: 4}, planning={0: 0})
    s.planning[0], s.hands[0] = list(s.hands[0]), []  # four planned cards: "the planning area has three spaces"
    refused_by(s, "maracaibo-free-plan")
    s = at()
    s.round = 5  # four rounds, I to IV
    refused_by(s, "maracaibo-rounds")


@pytest.mark.rule("maracaibo-setup-project-cards")
@pytest.mark.parametrize("c_cards", [True, 41, -1, "3"])
def test_the_number_of_c_cards_is_a_whole_number_from_0_to_40(c_cards):
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo
    with pytest.raises(InvalidSetupError) as info:
        Maracaibo(3, c_cards=c_cards)
    assert info.value.rule_id == "maracaibo-setup-project-cards"


@pytest.mark.rule("maracaibo-free-career", "maracaibo-q-career")
def test_a_career_goal_says_where_its_figure_goes_and_a_goal_done_twice_is_refused_naming_the_move():
    from conftest import refused
    from rulesim.maracaibo import CompleteGoal, Options
    # The other reading of the open question: the goal's figure joins the player's figures, and the step says so.
    s = sail_to_actions(at(options=Options(career="to-player")), ("1",))
    explanation = s.push(CompleteGoal(2))
    assert "La figura de ese objetivo pasa a sus figuras." in explanation.to_text("es")
    assert "That goal's figure joins their figures." in explanation.to_text("en")
    # "como mucho una vez cada uno"
    again = CompleteGoal(2)
    error = refused(s, again, "maracaibo-free-career")
    assert error.move == again
    assert "Ese objetivo ya está cumplido." in error.text("es") and "That goal is already completed." in error.text("en")


@pytest.mark.rule("maracaibo-main-village")
def test_too_many_village_actions_are_refused_saying_how_many_the_points_allow():
    # "Si gastaste de 4 a 6 puntos de movimiento en la Fase A, puedes realizar dos acciones de aldea": 5 points, 2.
    from conftest import refused
    from rulesim.maracaibo import VillageActions
    s = sail_to_actions(at(), ("2", "3", "4", "5", "6"))
    error = refused(s, VillageActions(3), "maracaibo-main-village")
    assert "Con 5 de 7 puntos gastados, en una aldea se hacen de 1 a 2 acciones de aldea, no 3." in error.text("es")
    assert "With 5 of 7 points spent, a village gives 1 to 2 village actions, not 3." in error.text("en")


@pytest.mark.rule("maracaibo-nav-locations")
def test_the_one_line_position_lists_every_ship_and_a_ship_off_the_map_is_refused_in_words():
    from rulesim.errors import InvalidSetupError
    s = at(ships={0: "3", 1: "5", 2: "20"})
    assert s.position().endswith(", ships 3,5,20")  # player 1's, 2's and 3's ship, in order
    s.ships[1] = "99"  # no location of the map is numbered 99
    with pytest.raises(InvalidSetupError) as info:
        s.validate()
    assert info.value.rule_id == "maracaibo-nav-locations"
    assert info.value.text("es").endswith("Un barco está fuera del mapa.")
    assert info.value.text("en").endswith("A ship is off the map.")
