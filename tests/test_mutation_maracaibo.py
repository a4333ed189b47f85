"""Tests that kill mutants which survived `make mutation` in Maracaibo (docs/mutation-testing.md).

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
    card = s.seats[0].hand[0]
    explanation = s.push(PlanCard(card))
    assert s.seats[0].planning == [card]
    assert f"planifica la carta {card}" in explanation.title.render("es")
    assert f"plans card {card}" in explanation.title.render("en")


@pytest.mark.rule("maracaibo-turn-next")
@pytest.mark.parametrize("player", [3, -1])
def test_a_position_for_a_player_not_in_the_game_is_refused(player):
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo, State
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(3), player=player)
    assert info.value.rule_id == "maracaibo-turn-next" and info.value.field == "player"


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
    move = CityAction(s.seats[0].planning[0])  # a planned card is no good to deliver
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
    s.seats[0].figures += 1  # a figure out of nowhere
    refused_by(s, "maracaibo-player-figures")
    s = at(hands={0: 4}, planning={0: 0})
    seat = s.seats[0]
    seat.planning, seat.hand = list(seat.hand), []  # four planned cards: "the planning area has three spaces"
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
    s.seats[1].ship = "99"  # no location of the map is numbered 99
    with pytest.raises(InvalidSetupError) as info:
        s.validate()
    assert info.value.rule_id == "maracaibo-nav-locations" and info.value.field == "seats[1].ship"
    assert info.value.text("es").endswith("Un barco está fuera del mapa.")
    assert info.value.text("en").endswith("A ship is off the map.")


# ======================================================= the game's fixed description (Maracaibo.__init__)
@pytest.mark.rule("maracaibo-start-doubloons", "maracaibo-later-standalone", "maracaibo-setup-project-cards")
@pytest.mark.parametrize("kwargs,rule_id,es,en", [
    # "Dale al ... cuarto jugador 11 doblones": seats 1 to 4, games of 2 to 4 players
    ({"players": 1}, "maracaibo-start-doubloons", "El texto de origen prepara partidas de 2, 3 y 4 jugadores, no de 1.",
     "The source sets up games of 2, 3 and 4 players, not 1."),
    ({"players": 5}, "maracaibo-start-doubloons", "El texto de origen prepara partidas de 2, 3 y 4 jugadores, no de 5.",
     "The source sets up games of 2, 3 and 4 players, not 5."),
    # story cards: 01 (campaign), continue, a chapter 80-89, or 75/76/77
    ({"story": "74"}, "maracaibo-later-standalone", "Carta de historia desconocida «74»: se empieza con la 01, se "
     "continúa la campaña, se elige un capítulo (80 a 89) o una de las cartas 75, 76 y 77.",
     "Unknown story card “74”: start with 01, continue the campaign, choose a chapter (80 to 89) or one of the "
     "cards 75, 76 and 77."),
    ({"story": "90"}, "maracaibo-later-standalone", "«90»", "“90”"),
    ({"c_cards": 41}, "maracaibo-setup-project-cards", "El número de cartas C debe ser un entero de 0 a 40.",
     "The number of C cards must be a whole number from 0 to 40."),
    ({"story": "01", "c_cards": 1}, "maracaibo-setup-project-cards",
     "En la primera partida de la campaña todavía no hay cartas C.",
     "In the campaign's first game there are no C cards yet."),
])
def test_a_game_the_source_does_not_set_up_is_refused_naming_the_rule_in_both_languages(kwargs, rule_id, es, en):
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo
    with pytest.raises(InvalidSetupError) as info:
        Maracaibo(**kwargs)
    assert info.value.rule_id == rule_id
    assert es in info.value.message.render("es") and en in info.value.message.render("en")


@pytest.mark.rule("maracaibo-start-doubloons", "maracaibo-later-chapter", "maracaibo-later-continue")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_of_two_to_four_players_keeps_its_description(players):
    from rulesim.maracaibo import DEFAULT_MAP, Maracaibo, Options
    from rulesim.maracaibo import components as K
    game = Maracaibo(players)
    assert (game.players, game.story, game.c_cards, game.sea) == (players, "75", 0, DEFAULT_MAP)
    assert game.options == Options() and game.colours == K.COLOURS[:players] and not game.campaign
    chapter = Maracaibo(players, Options(scoring="points-so-far"), story="80", c_cards=40)
    assert chapter.story == "80" and chapter.c_cards == 40 and chapter.options.scoring.value == "points-so-far"
    assert chapter.cards()[-1] == K.C_CARD_BASE + 39  # the 40 C cards the campaign brought
    assert Maracaibo(players, story="continue", c_cards=0).campaign


# ============================================================== who is named (player_name, describe_move)
@pytest.mark.rule("maracaibo-turn-next", "maracaibo-first-player")
def test_players_are_named_from_1_and_nobody_is_named_nobody():
    from rulesim.maracaibo.state import player_name
    assert player_name(0).render("es") == "jugador 1" and player_name(0).render("en") == "Player 1"
    assert player_name(3).render("es") == "jugador 4" and player_name(3).render("en") == "Player 4"
    assert player_name(None).render("es") == "nadie" and player_name(None).render("en") == "nobody"


def _moves_described():
    from rulesim.maracaibo import (AssistantAction, ChooseCareer, CityAction, Combat, CompleteGoal, DrawCard,
                                   EndActions, Explore, FirstCards, FulfilMission, HomePoints, LocationAction,
                                   PlanCard, Sail, TakeFaceUp, VillageActions)
    return [
        (FirstCards(3, (1, 2, 4)), "planifica la carta 3 y descarta 1, 2 y 4", "plans card 3 and discards 1, 2 and 4"),
        (ChooseCareer(2), "se queda la carta de carrera 2", "keeps career card 2"),
        (Sail(("3", "4", "5")), "navega hasta 5 (Santo Domingo)", "sails to 5 (Santo Domingo)"),
        (Sail(()), "navega", "sails"),
        (Sail(("99",)), "navega", "sails"),
        (CityAction(None), "acción de ciudad", "city action"),
        (CityAction(17), "entrega la carta 17 y hace la acción de ciudad",
         "delivers card 17 and takes the city action"),
        (VillageActions(1), "1 acción de aldea", "1 village action"),
        (VillageActions(3), "3 acciones de aldea", "3 village actions"),
        (FulfilMission(), "cumple la misión", "fulfils the mission"),
        (AssistantAction(), "acción de asistente", "assistant action"),
        (Combat(), "acción de combate", "combat action"),
        (Explore(1), "avanza el explorador 1", "moves the explorer 1"),
        (Explore(2), "avanza el explorador 2", "moves the explorer 2"),
        (HomePoints(), "toma 3 puntos de victoria", "takes 3 victory points"),
        (LocationAction(), "hace la acción del lugar", "takes the location's action"),
        (PlanCard(12), "planifica la carta 12", "plans card 12"),
        (CompleteGoal(1), "cumple un objetivo de carrera", "completes a career goal"),
        (EndActions(), "termina la fase B", "ends phase B"),
        (DrawCard(), "roba una carta boca abajo", "draws a face-down card"),
        (TakeFaceUp(1), "toma una carta boca arriba", "takes a face-up card"),
    ]


@pytest.mark.rule("maracaibo-turn-phases")
@pytest.mark.parametrize("index", range(21))
def test_every_move_is_described_in_both_languages_with_its_card_place_or_count(index):
    move, es, en = _moves_described()[index]
    said = move.said(at())
    assert said.render("es") == es and said.render("en") == en


@pytest.mark.rule("maracaibo-main-city", "maracaibo-home-20")
def test_a_delivery_and_an_explorer_move_are_titled_with_the_card_and_the_steps():
    from rulesim.maracaibo import CityAction, Explore
    s = sail_to_actions(at(ships={0: "3"}), ("4",))
    card = s.seats[0].hand[0]
    title = s.push(CityAction(card)).title
    assert title.render("es") == f"jugador 1: entrega la carta {card} y hace la acción de ciudad"
    assert title.render("en") == f"Player 1 delivers card {card} and takes the city action"
    home = sail_to_actions(at(ships={0: "19"}), ("20",))
    explanation = home.push(Explore(2))
    assert explanation.title.render("es") == "jugador 1: avanza el explorador 2"
    assert "En el espacio 20 avanza su explorador 2 espacios (ahora en el 2)." in explanation.to_text("es")
    assert "On space 20, moves their explorer 2 spaces (now on 2)." in explanation.to_text("en")


# ================================================================ phase A: sailing (_check_Sail, _apply_Sail)
@pytest.mark.rule("maracaibo-nav-points", "maracaibo-nav-locations", "maracaibo-nav-no-backwards",
                  "maracaibo-nav-arrows", "maracaibo-nav-must-stop", "maracaibo-home-must-stop")
@pytest.mark.parametrize("kwargs,path,rule_id,es,en", [
    # "Debe avanzar al menos una ubicación"
    ({}, (), "maracaibo-nav-points", "Hay que avanzar al menos un lugar.", "The ship must move at least one location."),
    ({}, ("1", "3", "x9"), "maracaibo-nav-locations", "x9 no es un lugar del mapa.",
     "x9 is not a location of the map."),
    # "No está permitido navegar hacia atrás": against an arrow, or to a place behind
    ({"ships": {0: "5"}}, ("4",), "maracaibo-nav-no-backwards",
     "De 5 (Santo Domingo) a 4 (Puerto Plata) sería navegar hacia atrás, contra las flechas.",
     "From 5 (Santo Domingo) to 4 (Puerto Plata) would be sailing backwards, against the arrows."),
    ({"ships": {0: "5"}}, ("1",), "maracaibo-nav-no-backwards",
     "De 5 (Santo Domingo) a 1 sería navegar hacia atrás, contra las flechas.",
     "From 5 (Santo Domingo) to 1 would be sailing backwards, against the arrows."),
    # "a lo largo de la flecha": a place ahead but with no arrow to it
    ({"ships": {0: "5"}}, ("7",), "maracaibo-nav-arrows",
     "Ninguna flecha lleva de 5 (Santo Domingo) a 7 (St. Kitts) en la ronda I.",
     "No arrow leads from 5 (Santo Domingo) to 7 (St. Kitts) in round I."),
    # 21a is the second home-bound space of rounds I-III only; in round IV it is 21b
    ({"round": 4, "ships": {0: "20"}}, ("21a",), "maracaibo-nav-arrows",
     "Ninguna flecha lleva de 20 a 21a en la ronda IV.", "No arrow leads from 20 to 21a in round IV."),
    # "tienes hasta 7 puntos de movimiento": 8 steps of 1 point
    ({}, ("1", "3", "4", "5", "6", "7", "8", "9"), "maracaibo-nav-points",
     "Ese camino cuesta más de 7 puntos de movimiento.", "That path costs more than 7 movement points."),
    # "¡Debes terminar tu movimiento cuando llegues a uno de estos lugares!"
    ({"ships": {0: "5"}}, ("9", "10", "11"), "maracaibo-nav-must-stop",
     "En 10 hay que terminar el movimiento: no se puede pasar.", "The move must end at 10: it cannot be passed."),
    ({"ships": {0: "17"}}, ("19", "20", "21a"), "maracaibo-home-must-stop",
     "En 20 hay que terminar el movimiento: no se puede pasar.", "The move must end at 20: it cannot be passed."),
])
def test_a_refused_voyage_names_its_rule_the_move_and_the_places_in_both_languages(kwargs, path, rule_id, es, en):
    from conftest import refused
    from rulesim.maracaibo import Sail
    move = Sail(path)
    error = refused(at(**kwargs), move, rule_id)
    assert error.move == move
    assert error.message.render("es") == es and error.message.render("en") == en


@pytest.mark.rule("maracaibo-nav-points", "maracaibo-first-cards", "maracaibo-free-career", "maracaibo-draw-display")
def test_a_move_is_a_typed_value_and_a_value_its_field_cannot_hold_makes_no_move():
    # (the old engine took any value and refused these when pushed: a path that was a list, or held a number, a goal
    # or a slot written as text). A move is typed when it is built: a list stands for its tuple, and anything
    # else is refused naming the field, so it can never be pushed.
    from rulesim.maracaibo import CompleteGoal, FirstCards, Sail, TakeFaceUp
    from rulesim.moves import InvalidMoveError
    assert Sail(["1"]) == Sail(("1",)) and Sail(["1"]) in at().legal_moves()
    assert FirstCards(3, [1, 2, 4]) == FirstCards(3, (1, 2, 4))
    for build, field in ((lambda: Sail((1,)), "path"), (lambda: Sail("1"), "path"), (lambda: CompleteGoal("1"), "goal"),
                         (lambda: TakeFaceUp("1"), "slot"), (lambda: FirstCards(3, (1, "2", 4)), "discard")):
        with pytest.raises(InvalidMoveError) as info:
            build()
        assert info.value.field == field


@pytest.mark.rule("maracaibo-nav-step", "maracaibo-nav-points", "maracaibo-nav-skip", "maracaibo-nav-arrows")
def test_a_voyage_says_where_from_where_to_the_points_spent_and_the_points_lost():
    from rulesim.maracaibo import Phase, Sail
    # H -> 1 -> 3 -> 4: three steps of one point, four of the seven are lost ("Los puntos no utilizados se pierden")
    s = at()
    text = s.push(Sail(("1", "3", "4")))
    es, en = text.to_text("es"), text.to_text("en")
    assert "En La Habana salen varias flechas: el barco sigue la que lleva a 1." in es
    assert "Several arrows leave Havana: the ship follows the one to 1." in en
    assert "El barco navega de La Habana a 4 (Puerto Plata): 3 puntos de movimiento." in es
    assert "The ship sails from Havana to 4 (Puerto Plata): 3 movement points." in en
    assert "Pasa sin detenerse por 1 y 3." in es and "Passes without stopping through 1 and 3." in en
    assert "Quedan 4 puntos de movimiento sin usar: se pierden." in es
    assert "4 movement points are left unused: they are lost." in en
    assert (s.ships[0], s.spent(), s.turn.path, s.phase) == ("4", 3, ["1", "3", "4"], Phase.ACTIONS)
    # from 3 only one arrow leaves: no fork to mention; one step, six points lost
    one = at(ships={0: "3"})
    es = one.push(Sail(("4",))).to_text("es")
    assert "varias flechas" not in es and "Pasa sin detenerse" not in es
    assert "El barco navega de 3 a 4 (Puerto Plata): 1 punto de movimiento." in es
    assert "Quedan 6 puntos de movimiento sin usar: se pierden." in es


@pytest.mark.rule("maracaibo-nav-points")
def test_one_point_left_is_said_in_the_singular_and_none_left_is_not_mentioned():
    from rulesim.maracaibo import Sail
    six = at().push(Sail(("1", "3", "4", "5", "6", "7")))
    assert "Queda 1 punto de movimiento sin usar: se pierde." in six.to_text("es")
    assert "1 movement point is left unused: it is lost." in six.to_text("en")
    seven = at().push(Sail(("1", "3", "4", "5", "6", "7", "8")))
    assert "7 puntos de movimiento." in seven.to_text("es") and "sin usar" not in seven.to_text("es")
    assert "maracaibo-nav-points" not in seven.rule_ids


@pytest.mark.rule("maracaibo-nav-must-stop", "maracaibo-home-must-stop", "maracaibo-nav-shared",
                  "maracaibo-q-home-reward")
def test_a_voyage_ending_on_a_must_stop_or_shared_place_says_so():
    from rulesim.maracaibo import Options, Sail
    must = at(ships={0: "5"}).push(Sail(("9", "10")))
    assert "10 no se puede saltar: el movimiento termina ahí." in must.to_text("es")
    assert "10 cannot be skipped: the move ends there." in must.to_text("en")
    assert "maracaibo-nav-must-stop" in must.rule_ids and "maracaibo-home-must-stop" not in must.rule_ids
    home = at(ships={0: "19"}).push(Sail(("20",)))
    assert "20 no se puede saltar: el movimiento termina ahí." in home.to_text("es")
    assert "maracaibo-home-must-stop" in home.rule_ids and "maracaibo-nav-must-stop" not in home.rule_ids
    # "simplemente coloque su nave junto a la existente"
    shared = at(ships={0: "3", 2: "5"}).push(Sail(("4", "5")))
    assert "Ya hay otro barco en 5 (Santo Domingo): el barco se coloca a su lado." in shared.to_text("es")
    assert "Another ship is already at 5 (Santo Domingo): the ship goes beside it." in shared.to_text("en")
    alone = at(ships={0: "3", 1: "3"}).push(Sail(("4",)))  # the other ship stays behind, at 3
    assert "maracaibo-nav-shared" not in alone.rule_ids
    # the reading "points on arrival": 3 points as soon as the ship lands on 21a, none on 20
    arrival = at(options=Options(home_reward="on-arrival"), ships={0: "20"})
    text = arrival.push(Sail(("21a",)))
    assert arrival.seats[0].vp == 3 and "Gana 3 puntos de victoria en 21a." in text.to_text("es")
    assert "maracaibo-q-home-reward" in text.rule_ids
    on_20 = at(options=Options(home_reward="on-arrival"), ships={0: "19"})
    on_20.push(Sail(("20",)))
    assert on_20.seats[0].vp == 0
    plain = at(ships={0: "20"})
    plain.push(Sail(("21a",)))
    assert plain.seats[0].vp == 0  # by default the 3 points are the main action there


# ============================================================== the end of a round (_end_round)
@pytest.mark.rule("maracaibo-round-end", "maracaibo-q-last-space", "maracaibo-home-21", "maracaibo-q-scoring",
                  "maracaibo-q-round-end", "maracaibo-q-new-round", "maracaibo-round-scoring")
@pytest.mark.parametrize("round_,ender,starter", [(1, 2, 0), (2, 0, 1), (3, 1, 2)])
def test_a_round_ends_on_the_last_space_with_an_intermediate_scoring_and_the_next_player_starts(round_, ender, starter):
    # "Una ronda termina tan pronto como el barco de un jugador alcanza el último espacio ... Luego se lleva a cabo
    # una puntuación intermedia"; who starts the next one is the reading "next-player" (maracaibo-q-new-round).
    from rulesim.maracaibo import EndActions, Phase, Sail
    from rulesim.maracaibo.parts import RoundEnd, ScoringDone, ScoringKind
    names = {1: "I", 2: "II", 3: "III", 4: "IV"}
    s = at(round=round_, player=ender, ships={ender: "20"}, hands={ender: 4})
    s.push(Sail(("21a",)))
    explanation = s.push(EndActions())
    es, en = explanation.to_text("es"), explanation.to_text("en")
    assert (f"El barco del jugador {ender + 1} ha llegado al último espacio (21a): termina la ronda "
            f"{names[round_]}.") in es
    assert f"The ship of Player {ender + 1} has reached the last space (21a): round {names[round_]} ends." in en
    assert "El último espacio es 21a en esta ronda, y la ronda se cierra al acabar ese turno." in es
    assert "Tras la fase C de ese turno se hace una puntuación intermedia (rondas I a III)." in es
    assert "The text stops before explaining the intermediate scoring: it is recorded, nothing is counted." in en
    assert f"Empieza la ronda {names[round_ + 1]}: todos los barcos vuelven a La Habana." in es
    assert f"Round {names[round_ + 1]} begins: every ship goes back to Havana." in en
    assert f"Empieza el jugador {starter + 1}." in es and f"Player {starter + 1} starts." in en
    assert s.round_ends == [RoundEnd(round_, ender)] and s.scorings == [ScoringDone(round_, ScoringKind.INTERMEDIATE)]
    assert s.round == round_ + 1 and s.ships == ("H", "H", "H") and s.player == starter
    assert s.phase == Phase.NAVIGATE and s.turn is not None and s.turn.start == "H" and s.turn.spent == 0
    assert "maracaibo-game-end" not in explanation.rule_ids


@pytest.mark.rule("maracaibo-q-new-round")
def test_with_the_first_player_reading_the_first_player_starts_every_new_round():
    from rulesim.maracaibo import EndActions, Options, Sail
    s = at(options=Options(new_round="first-player"), round=2, player=2, ships={2: "20"}, hands={2: 4})
    s.push(Sail(("21a",)))
    text = s.push(EndActions()).to_text("es")
    assert s.player == 0 and "Empieza el jugador 1." in text


@pytest.mark.rule("maracaibo-game-end", "maracaibo-q-scoring", "maracaibo-round-end")
def test_the_fourth_round_ends_the_game_with_the_final_scoring():
    # "Después de la cuarta ronda, se lleva a cabo una puntuación final, después de la cual el juego termina."
    from rulesim.maracaibo import EndActions, Options, Sail
    s = at(round=4, player=1, ships={1: "21b"}, hands={1: 4})
    s.push(Sail(("22",)))
    explanation = s.push(EndActions())
    es, en = explanation.to_text("es"), explanation.to_text("en")
    assert "El barco del jugador 2 ha llegado al último espacio (22): termina la ronda IV." in es
    assert "Tras la cuarta ronda, la puntuación final; la partida termina." in es
    assert "After the fourth round, the final scoring; the game ends." in en
    assert "El texto se corta antes de la puntuación final: no se declara vencedor." in es
    assert "The text stops before the final scoring: no winner is declared." in en
    assert "puntuación intermedia" not in es and "ronda V" not in es
    assert [(x.round, x.kind) for x in s.scorings] == [(4, "final")] and s.round == 4
    assert [(x.round, x.player) for x in s.round_ends] == [(4, 1)]
    assert s.is_over() and s.player is None and s.winners() == ()
    # the reading "points so far": the most victory points win, ties share
    scored = at(options=Options(scoring="points-so-far"), round=4, player=0, ships={0: "21b"}, hands={0: 4},
                vp={0: 5, 1: 9, 2: 9})
    scored.push(Sail(("22",)))
    explanation = scored.push(EndActions())
    assert scored.winners() == (1, 2)
    assert "Gana quien tiene más puntos de victoria: jugador 2 y jugador 3." in explanation.to_text("es")
    assert "Whoever has the most victory points wins: Player 2 and Player 3." in explanation.to_text("en")
    alone = at(options=Options(scoring="points-so-far"), round=4, player=0, ships={0: "21b"}, hands={0: 4},
               vp={0: 7, 1: 2, 2: 3})
    alone.push(Sail(("22",)))
    assert "Gana quien tiene más puntos de victoria: jugador 1." in alone.push(EndActions()).to_text("es")


# ================================================================== the reshuffle (_reshuffle_if_empty)
@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_the_discard_pile_is_shuffled_into_a_new_pile_the_same_way_each_time_the_game_is_replayed():
    # "Si la pila de robo se agota, baraja la pila de descarte y úsala para formar una nueva pila de robo"
    from rulesim.maracaibo import DrawCard, EndActions, Phase, State

    def run():
        s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, draw=1, discard=30, main_done=True)
        discards = list(s.discard)
        s.push(EndActions())
        return s, discards, s.push(DrawCard())

    s, discards, explanation = run()
    again, _d, _e = run()
    assert sorted(s.draw) == sorted(discards) and s.draw != discards  # shuffled, not merely turned over
    assert again.draw == s.draw and s.shuffles == 1 and s.discard == []  # a replay shuffles the same way
    assert ("El mazo de robo se ha agotado: se baraja la pila de descartes (30 cartas) como nuevo mazo."
            in explanation.to_text("es"))
    assert "The draw pile has run out: the discard pile (30 cards) is shuffled into a new draw pile." in \
        explanation.to_text("en")
    replayed = State.from_json(s.to_json())
    assert replayed.draw == s.draw


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_one_discarded_card_becomes_the_new_pile_and_an_empty_discard_pile_is_not_shuffled():
    from rulesim.maracaibo import DrawCard, EndActions, Phase
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, draw=1, discard=1, main_done=True)
    last = s.discard[0]
    s.push(EndActions())
    text = s.push(DrawCard()).to_text("es")
    assert "se baraja la pila de descartes (1 carta) como nuevo mazo." in text and s.shuffles == 1
    assert s.draw == [last] and s.discard == []  # the one discarded card is the new pile
    empty = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 3}, draw=1, discard=0, main_done=True)
    empty.push(EndActions())
    text = empty.push(DrawCard()).to_text("es")
    assert "maracaibo-draw-reshuffle" not in text and empty.shuffles == 0 and empty.draw == []


# ======================================================================= State.arranged: every refusal
_PLANNING = ("La zona de planificación tiene tres espacios.", "The planning area has three spaces.")
_DISPLAY = ("La exposición tiene cuatro huecos.", "The display has four slots.")
_POINTS = ("Se gastan de 1 a 7 puntos de movimiento.", "1 to 7 movement points are spent.")
_FIGURES = ("Falta o sobra alguna figura de un color.", "A figure of some colour is missing or there twice.")
_NOT_A_PLACE = ('Valor desconocido "99"; se espera uno de: "H", "1"', 'Unknown value "99"; expected one of: "H", "1"')


@pytest.mark.rule("maracaibo-rounds", "maracaibo-turn-next", "maracaibo-turn-phases", "maracaibo-nav-locations",
                  "maracaibo-free-plan", "maracaibo-setup-display", "maracaibo-setup-deal", "maracaibo-draw-hand-limit",
                  "maracaibo-player-figures", "maracaibo-nav-points", "maracaibo-home-20", "maracaibo-setup-doubloons",
                  "maracaibo-first-cards", "maracaibo-first-career", "maracaibo-main-assistant")
@pytest.mark.parametrize("kwargs,field,rule_id,texts", [
    # four rounds, I to IV: the round is one of them
    ({"round": 0}, "round", "maracaibo-rounds", ("Valor desconocido 0; se espera uno de: 1, 2, 3, 4.",
                                                 "Unknown value 0; expected one of: 1, 2, 3, 4.")),
    ({"round": 5}, "round", "maracaibo-rounds", ("Valor desconocido 5; se espera uno de: 1, 2, 3, 4.",
                                                 "Unknown value 5; expected one of: 1, 2, 3, 4.")),
    ({"player": 3}, "player", "maracaibo-turn-next",
     ("Ese jugador no está en la partida.", "That player is not in the game.")),
    # a table after the first decisions is in a turn: not over (nobody would play), not in the first decisions
    ({"phase": "over"}, "player", "maracaibo-turn-phases",
     ("La partida ha terminado: ya no juega nadie.", "The game is over: nobody plays any more.")),
    ({"phase": "career"}, "seats[0].career", "maracaibo-first-career",
     ("Cada jugador conserva una de sus dos cartas de carrera, por orden, antes del primer turno.",
      "Each player keeps one of their two career cards, in turn, before the first turn.")),
    ({"phase": "first-cards"}, "seats[0].hand", "maracaibo-first-cards",
     ("Quien aún no ha decidido tiene en la mano las ocho cartas repartidas, y ninguna planificada.",
      "Whoever has not decided yet holds the eight cards dealt, and none planned.")),
    ({"ships": {1: "99"}}, "seats[1].ship", "maracaibo-nav-locations", _NOT_A_PLACE),
    # "Si los tres espacios están llenos, no podrá realizar esta acción"
    ({"planning": {1: 4}}, "seats[1].planning", "maracaibo-free-plan", _PLANNING),
    ({"planning": {0: -1}}, "seats[0].planning", "maracaibo-free-plan", _PLANNING),
    ({"display": 5}, "display", "maracaibo-setup-display", _DISPLAY),
    ({"display": -1}, "display", "maracaibo-setup-display", _DISPLAY),
    ({"draw": 500}, "draw", "maracaibo-setup-deal", ("No hay tantas cartas.", "There are not that many cards.")),
    ({"upgrades": {0: ["hand-limit", "sails"]}}, "seats[0].upgrades[1]", "maracaibo-draw-hand-limit",
     ('Valor desconocido "sails"; se espera uno de: "hand-limit", "free-display".',
      'Unknown value "sails"; expected one of: "hand-limit", "free-display".')),
    ({"upgrades": {0: ["hand-limit", "hand-limit"]}}, "seats[0].upgrades[1]", "maracaibo-draw-hand-limit",
     ("Repetido: cada valor va una vez como mucho.", "Repeated: each value goes in once at most.")),
    ({"assistants": {0: ["x7"]}}, "seats[0].assistants[0]", "maracaibo-main-assistant",
     ('Valor desconocido "x7"; se espera uno de:', 'Unknown value "x7"; expected one of:')),
    # two figures in hand, three on the career card: the rest of the colour is the supply, and it runs out
    ({"assistants": {1: ["3", "4", "5", "6"]}}, "figure_supply.green", "maracaibo-player-figures", _FIGURES),
    ({"phase": "actions"}, "seats[0].ship", "maracaibo-nav-points",
     ("En las fases B y C el barco ya ha salido de La Habana.", "In phases B and C the ship has already left Havana.")),
    ({"phase": "draw", "ships": {0: "3"}, "spent": 0}, "turn.spent", "maracaibo-nav-points", _POINTS),
    ({"phase": "actions", "ships": {0: "3"}, "spent": 8}, "turn.spent", "maracaibo-nav-points",
     ("Debe estar entre 0 y 7.", "Must be between 0 and 7.")),
    # the position is validated: hand limit 4, the explorer's track, the doubloons of the supply
    ({"hands": {0: 5}}, "seats[0].hand", "maracaibo-draw-hand-limit",
     ("Una mano tiene más cartas que su límite.", "A hand holds more cards than its limit.")),
    ({"explorers": {2: 13}}, "seats[2].explorer", "maracaibo-home-20",
     ("Un explorador está fuera de su pista.", "An explorer is off its track.")),
    ({"explorers": {0: -1}}, "seats[0].explorer", "maracaibo-home-20",
     ("Debe estar entre 0 y 999.", "Must be between 0 and 999.")),
    ({"money": {0: -1}}, "seats[0].money", "maracaibo-setup-doubloons",
     ("Debe estar entre 0 y 98.", "Must be between 0 and 98.")),
    ({"money": {0: 98, 1: 1}}, "bank", "maracaibo-setup-doubloons",
     ("Los doblones no cuadran con el suministro.", "The doubloons do not add up with the supply.")),
])
def test_an_arranged_position_the_rules_cannot_reach_is_refused_naming_its_part_and_rule_in_both_languages(
        kwargs, field, rule_id, texts):
    from rulesim.position import InvalidPosition
    with pytest.raises(InvalidPosition) as info:
        at(**kwargs)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    es, en = info.value.message.render("es"), info.value.message.render("en")
    assert es.startswith(texts[0]) and en.startswith(texts[1]), (es, en)


@pytest.mark.rule("maracaibo-rounds", "maracaibo-draw-hand-limit", "maracaibo-home-20", "maracaibo-nav-points",
                  "maracaibo-player-board")
def test_problems_lists_every_problem_of_a_position_and_the_builder_raises_the_first():
    from rulesim.maracaibo import Maracaibo, State, Turn
    from rulesim.maracaibo.examples import after_first_decisions
    from rulesim.position import InvalidPosition
    s = at()
    assert s.problems() == []  # a possible position; now three things make it impossible
    s.seats[0].hand.append(s.draw.pop())
    s.seats[2].explorer = 13
    s.round = 9
    problems = s.problems()
    assert [(p.field, p.rule_id) for p in problems] == [
        ("round", "maracaibo-rounds"), ("seats[0].hand", "maracaibo-draw-hand-limit"),
        ("seats[2].explorer", "maracaibo-home-20")]
    with pytest.raises(InvalidPosition) as info:
        s.validate()
    assert info.value.problems == tuple(problems) and info.value.field == "round"
    # in phase A the turn has not begun: nothing sailed, spent or done
    game = Maracaibo(3)
    with pytest.raises(InvalidPosition) as info:
        State.arranged(game, phase="navigate", turn=Turn("H", ["1"], 1), **after_first_decisions(game))
    assert (info.value.field, info.value.rule_id) == ("turn", "maracaibo-nav-points")
    assert info.value.message.render("en") == (
        "In phase A the ship has not sailed yet: no path, no points spent, no actions.")
    # a seat more than the players, or one less
    for seats in (s.seats + [s.seats[0]], s.seats[:2]):
        with pytest.raises(InvalidPosition) as info:
            State.arranged(game, seats=seats)
        assert (info.value.field, info.value.rule_id) == ("seats", "maracaibo-player-board")
        assert info.value.message.render("en") == "There is one ship board per player: 3."


@pytest.mark.rule("maracaibo-setup-doubloons", "maracaibo-setup-display", "maracaibo-free-plan",
                  "maracaibo-player-figures", "maracaibo-main-mission", "maracaibo-home-20")
def test_an_arranged_position_holds_exactly_what_was_asked_and_nothing_is_lost():
    from rulesim.maracaibo import Action, Maracaibo, Phase, State, Turn
    from rulesim.maracaibo import components as K
    from rulesim.maracaibo.examples import after_first_decisions
    total = 58 + 4 * 10  # "58 doblones" and "4 certificados de doblones"; a certificate is worth 10
    game = Maracaibo(3)
    every_card = sorted(game.cards())
    s = at(round=2, player=1, phase=Phase.ACTIONS, ships={1: "9", 2: "5"}, spent=4, path=("5", "9"),
           hands={1: 2, 2: 3}, planning={0: 0, 1: 3}, money={0: 0, 1: 98 - 9 - 10},
           upgrades={2: ["free-display", "hand-limit"]}, missions=["9", "13"],
           assistants={1: ["9", "12", "13"]}, draw=10, discard=5, display=2, explorers={2: 12}, main_done=True)
    assert (s.round, s.player, s.phase, s.ships) == (2, 1, Phase.ACTIONS, ("H", "9", "5"))
    assert [len(x.hand) for x in s.seats] == [4, 2, 3] and [len(x.planning) for x in s.seats] == [0, 3, 1]
    assert len(s.draw) == 10 and len(s.discard) == 5 and s.display[2:] == [None, None] and None not in s.display[:2]
    assert s.all_cards() == every_card  # the rest waits in the box
    assert [x.money for x in s.seats] == [0, 79, 10] and s.bank == total - 89  # seat 3 keeps its 10 doubloons
    assert s.seats[2].upgrades == ["free-display", "hand-limit"] and s.seats[0].upgrades == []
    assert set(s.location_missions) == {"9", "13"} and [x.explorer for x in s.seats] == [0, 0, 12]
    assert s.seats[1].assistants == ["9", "12", "13"] and s.figure_supply[s.colour(1)] == 0
    assert s.figure_supply[s.colour(0)] == K.FIGURES_PER_COLOUR - 2 - 3  # two in hand, three on the career card
    assert s.turn == Turn("9", ["5", "9"], 4, Action.VILLAGE)
    assert s.history == [] and s.spent() == 4
    # what the parts given decide (State._complete): the turn of phase C, one point spent unless told…
    b = State.arranged(game, phase=Phase.DRAW, **after_first_decisions(game, seats={0: {"ship": "3"}}))
    assert b.turn == Turn("3", [], 1, None) and b.phase == Phase.DRAW
    # … and the doubloons left in the supply
    broke = after_first_decisions(game, seats={p: {"money": 0} for p in range(3)})
    assert State.arranged(game, phase=Phase.NAVIGATE, **broke).bank == total
    rich = after_first_decisions(game, seats={0: {"money": total}, 1: {"money": 0}, 2: {"money": 0}})
    everything = State.arranged(game, phase=Phase.NAVIGATE, **rich)  # an empty supply is possible
    assert everything.bank == 0 and everything.seats[0].money == total


# ======================================================================= State.validate: every problem
def _break_cards(s):
    s.draw.append(s.draw[0])  # a card twice


def _break_missing_card(s):
    s.box.pop()


def _break_bank(s):
    s.seats[0].money += s.bank + 1
    s.bank = -1


def _break_money(s):
    one, two = s.seats[0], s.seats[1]
    two.money -= 10
    s.bank += 10
    one.money, two.money = one.money + two.money + 1, -1


def _break_figures_negative(s):
    s.seats[0].career_figures -= 4  # -1 ...
    s.figure_supply[s.colour(0)] += 4  # ... with the colour's total still right


def _break_unused_colour(s):
    s.figure_supply["orange"] -= 1  # the fourth colour is not in a three-player game: all of it stays in the box


def _break_hand(s):
    s.seats[2].hand.append(s.draw.pop())


def _break_explorer(s):
    s.seats[1].explorer = 13


def _break_upgrade(s):
    s.seats[1].upgrades = ["sails"]


def _break_missions(s):
    s.mission_stack.pop()


def _break_done_missions(s):
    s.seats[0].missions_done.append(s.mission_stack[0])  # a tile both in the stack and done


def _break_property(s):
    s.property_spaces["spain"][0] -= 1  # a marker taken and placed nowhere


def _break_phase(s):
    s.phase = "scoring"


def _break_round(s):
    s.round = 0


def _break_planning(s):
    s.seats[1].planning += [s.draw.pop() for _c in range(4)]  # four planned cards


@pytest.mark.rule("maracaibo-turn-phases", "maracaibo-setup-deal", "maracaibo-setup-doubloons",
                  "maracaibo-player-figures", "maracaibo-draw-hand-limit", "maracaibo-home-20",
                  "maracaibo-setup-missions", "maracaibo-setup-property", "maracaibo-rounds", "maracaibo-free-plan")
@pytest.mark.parametrize("broken,field,rule_id,es,en", [
    (_break_phase, "phase", "maracaibo-turn-phases", "Fase desconocida.", "Unknown phase."),
    (_break_cards, "draw", "maracaibo-setup-deal", "Falta o sobra alguna carta de proyecto.",
     "A project card is missing or there twice."),
    (_break_missing_card, "box", "maracaibo-setup-deal", "Falta o sobra alguna carta de proyecto.",
     "A project card is missing or there twice."),
    (_break_bank, "bank", "maracaibo-setup-doubloons", "Los doblones no cuadran con el suministro.",
     "The doubloons do not add up with the supply."),
    (_break_money, "seats[1].money", "maracaibo-setup-doubloons", "Los doblones no cuadran con el suministro.",
     "The doubloons do not add up with the supply."),
    (_break_figures_negative, "figure_supply.yellow", "maracaibo-player-figures",
     "Falta o sobra alguna figura de un color.", "A figure of some colour is missing or there twice."),
    (_break_unused_colour, "figure_supply.orange", "maracaibo-player-figures",
     "Falta o sobra alguna figura de un color.", "A figure of some colour is missing or there twice."),
    (_break_planning, "seats[1].planning", "maracaibo-free-plan", "La zona de planificación tiene tres espacios.",
     "The planning area has three spaces."),
    (_break_hand, "seats[2].hand", "maracaibo-draw-hand-limit", "Una mano tiene más cartas que su límite.",
     "A hand holds more cards than its limit."),
    (_break_explorer, "seats[1].explorer", "maracaibo-home-20", "Un explorador está fuera de su pista.",
     "An explorer is off its track."),
    (_break_upgrade, "seats[1].upgrades", "maracaibo-draw-hand-limit", "Mejora desconocida.", "Unknown upgrade."),
    (_break_missions, "mission_stack", "maracaibo-setup-missions", "Falta o sobra alguna ficha de misión.",
     "A mission tile is missing or there twice."),
    (_break_done_missions, "mission_stack", "maracaibo-setup-missions", "Falta o sobra alguna ficha de misión.",
     "A mission tile is missing or there twice."),
    (_break_property, "property_spaces.spain", "maracaibo-setup-property", "Falta o sobra algún marcador de propiedad.",
     "A property marker is missing or there twice."),
    (_break_round, "round", "maracaibo-rounds", "La partida tiene cuatro rondas, de la I a la IV.",
     "The game has four rounds, I to IV."),
])
def test_validate_names_each_impossible_part_of_a_position_in_both_languages(broken, field, rule_id, es, en):
    from rulesim.position import InvalidPosition
    s = at(hands={1: 1, 2: 4}, planning={1: 0}, money={0: 20})
    s.validate()
    broken(s)
    with pytest.raises(InvalidPosition) as info:
        s.validate()
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    assert info.value.message.render("es") == es and info.value.message.render("en") == en


@pytest.mark.rule("maracaibo-draw-hand-limit", "maracaibo-draw-limit", "maracaibo-first-cards", "maracaibo-home-20",
                  "maracaibo-rounds", "maracaibo-setup-doubloons")
def test_validate_accepts_the_limits_themselves():
    from rulesim.maracaibo import Maracaibo, Phase
    from rulesim.maracaibo import components as K
    assert len(Maracaibo(3).new_state(0).seats[0].hand) == 8  # the eight first cards are no hand over its limit
    s = at(hands={0: 4}, explorers={0: K.EXPLORER_TRACK, 1: 0}, round=4)
    s.validate()  # 4 cards, the explorer on the last space of its track, round IV
    draw = at(phase=Phase.DRAW, ships={0: "3"})
    draw.seats[0].hand.append(draw.draw.pop())  # in phase C the limit is what one draws up to, not checked here
    draw.validate()
    s.seats[0].money += s.bank  # every doubloon with the players: an empty supply
    s.bank = 0
    s.validate()
    s.seats[1].planning = s.seats[1].planning + [s.draw.pop(), s.draw.pop()]  # three planned: the three spaces full
    s.validate()


# ============================================================ the main actions on offer (actions.offers)
_NOT_VILLAGE = ("No es una aldea.", "This is not a village.")
_NO_COMBAT = ("La acción de combate es la del espacio 20.", "The combat action is space 20's.")
_NO_EXPLORE = ("Avanzar el explorador es la acción del espacio 20.", "Moving the explorer is the action of space 20.")
_NO_HOME_POINTS = ("Los 3 puntos son de los espacios 21a y 21b.", "The 3 points belong to spaces 21a and 21b.")
_HOME_CITY = ("Es un espacio de vuelta a casa: no se entregan bienes y tiene sus propias acciones.",
              "This is a home-bound space: no goods are delivered and it has its own actions.")
_ONLY_ONE = ("Ya has hecho la acción principal de este turno: solo hay una.",
             "You have already taken this turn's main action: there is only one.")


def _offer_rows():
    from rulesim.maracaibo import (AssistantAction, CityAction, Combat, Explore, FulfilMission, HomePoints,
                                   LocationAction, Options, VillageActions)
    arrival = {"options": Options(home_reward="on-arrival")}
    return [
        # "Si su barco está en una ciudad, primero puede entregar un bien y luego realizar la acción de ciudad"
        ("4", 1, 3, {"hand": (7, 9)}, "city", True, "maracaibo-main-city",
         ("Es una ciudad: puedes entregar primero un bien y después hacer su acción.",
          "A city: you may first deliver a good, then take its action."),
         (CityAction(None), CityAction(7), CityAction(9))),
        ("4", 1, 3, {}, "village", False, "maracaibo-nav-locations", _NOT_VILLAGE, ()),
        ("3", 1, 1, {}, "city", False, "maracaibo-nav-locations",
         ("Es una aldea, no una ciudad.", "This is a village, not a city."), ()),
        # "No puede omitirlos, ni puede entregar mercancías allí"
        ("20", 1, 1, {}, "city", False, "maracaibo-home-no-delivery", _HOME_CITY, ()),
        ("20", 1, 1, {}, "village", False, "maracaibo-nav-locations", _NOT_VILLAGE, ()),
        # one village action, two after 4 to 6 points, three after all 7
        ("3", 1, 1, {}, "village", True, "maracaibo-main-village",
         ("Es una aldea y has gastado 1 de 7 puntos: 1 acción de aldea.",
          "A village, and you spent 1 of 7 points: 1 village action."), (VillageActions(1),)),
        ("3", 1, 5, {}, "village", True, "maracaibo-main-village",
         ("Es una aldea y has gastado 5 de 7 puntos: hasta 2 acciones de aldea.",
          "A village, and you spent 5 of 7 points: up to 2 village actions."), (VillageActions(1), VillageActions(2))),
        ("8", 1, 7, {}, "village", True, "maracaibo-main-village",
         ("Es una aldea y has gastado 7 de 7 puntos: hasta 3 acciones de aldea.",
          "A village, and you spent 7 of 7 points: up to 3 village actions."),
         (VillageActions(1), VillageActions(2), VillageActions(3))),
        # "Si hay una misión en la ubicación, puedes cumplirla"
        ("3", 1, 1, {"mission": True}, "mission", True, "maracaibo-main-mission",
         ("Hay una misión en este lugar.", "There is a mission at this location."), (FulfilMission(),)),
        ("3", 1, 1, {}, "mission", False, "maracaibo-main-mission",
         ("No hay ninguna misión en este lugar.", "There is no mission at this location."), ()),
        # "uno o más de sus asistentes ... su acción de asistente especial (solo uno)"
        ("3", 1, 1, {"assistant": True}, "assistant", True, "maracaibo-main-assistant",
         ("Tienes un asistente aquí: puedes hacer su acción especial (solo una).",
          "You have an assistant here: you may take its special action (only one)."), (AssistantAction(),)),
        ("3", 1, 1, {}, "assistant", False, "maracaibo-main-assistant",
         ("No tienes ningún asistente en este lugar.", "You have no assistant at this location."), ()),
        # "¡solo puedes realizar una acción!": what was open is closed once the main action is done
        ("4", 1, 3, {"done": True, "mission": True}, "city", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        ("4", 1, 3, {"done": True, "mission": True}, "mission", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        ("20", 1, 1, {"done": True}, "combat", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        # space 20: "una acción de combate O mueve tu explorador hasta 2 espacios hacia adelante"
        ("20", 1, 1, {}, "combat", True, "maracaibo-home-20",
         ("Espacio 20: una acción de combate…", "Space 20: a combat action…"), (Combat(),)),
        ("20", 1, 1, {}, "explore", True, "maracaibo-home-20",
         ("… o el explorador hasta dos espacios adelante.", "… or the explorer up to two spaces forward."),
         (Explore(1), Explore(2))),
        ("20", 1, 1, {"explorer": 11}, "explore", True, "maracaibo-home-20",
         ("… o el explorador hasta dos espacios adelante.", "… or the explorer up to two spaces forward."),
         (Explore(1),)),
        ("20", 4, 1, {"explorer": 12}, "explore", False, "maracaibo-q-explorer",
         ("Tu explorador ya está al final de su pista.", "Your explorer is already at the end of its track."), ()),
        ("4", 1, 3, {}, "combat", False, "maracaibo-home-20", _NO_COMBAT, ()),
        ("21a", 1, 1, {}, "explore", False, "maracaibo-home-20", _NO_EXPLORE, ()),
        # 21a (rounds I-III) and 21b (round IV): "Consigue 3 puntos de victoria"
        ("21a", 1, 1, {}, "home-points", True, "maracaibo-home-21",
         ("Espacio 21a: 3 puntos de victoria.", "Space 21a: 3 victory points."), (HomePoints(),)),
        ("21b", 4, 1, {}, "home-points", True, "maracaibo-home-21",
         ("Espacio 21b: 3 puntos de victoria.", "Space 21b: 3 victory points."), (HomePoints(),)),
        ("21a", 3, 1, arrival, "home-points", False, "maracaibo-q-home-reward",
         ("Con esta lectura, los 3 puntos se cobran al llegar, no como acción principal.",
          "With this reading, the 3 points are taken on arrival, not as the main action."), ()),
        ("20", 1, 1, {}, "home-points", False, "maracaibo-home-21", _NO_HOME_POINTS, ()),
        ("22", 4, 1, {}, "home-points", False, "maracaibo-home-21", _NO_HOME_POINTS, ()),
        # space 22: the source names it home-bound and says nothing of what it gives
        ("22", 4, 1, {}, "location", True, "maracaibo-q-actions",
         ("El texto no describe la acción de este espacio; se anota como «la acción de este lugar».",
          "The text does not describe this space's action; it is recorded as “the action at this location”."),
         (LocationAction(),)),
    ]


@pytest.mark.rule("maracaibo-main-city", "maracaibo-main-village", "maracaibo-main-mission", "maracaibo-main-assistant",
                  "maracaibo-main-only-one", "maracaibo-home-no-delivery", "maracaibo-home-20", "maracaibo-home-21",
                  "maracaibo-q-explorer", "maracaibo-q-home-reward", "maracaibo-q-actions", "maracaibo-nav-locations")
@pytest.mark.parametrize("index", range(27))
def test_each_main_action_on_offer_says_whether_it_is_open_by_which_rule_and_why(index):
    from rulesim.maracaibo import DEFAULT_MAP
    from rulesim.maracaibo.actions import open_moves, offers
    loc, round_, spent, kwargs, action, is_open, rule_id, (es, en), moves = _offer_rows()[index]
    found = offers(DEFAULT_MAP, loc, round_, spent, **kwargs)
    offer = next(o for o in found if o.action.value == action)
    assert (offer.open, offer.rule_id, offer.moves) == (is_open, rule_id, moves)
    assert offer.reason.render("es") == es and offer.reason.render("en") == en
    assert set(moves) <= set(open_moves(found))
    assert all(o.open or o.moves == () for o in found)  # a closed action offers no move


@pytest.mark.rule("maracaibo-home-spaces", "maracaibo-q-actions", "maracaibo-main-kinds")
@pytest.mark.parametrize("loc,round_,kinds", [
    ("4", 1, ["city", "village", "mission", "assistant", "combat", "explore", "home-points"]),
    ("22", 4, ["city", "village", "mission", "assistant", "combat", "explore", "home-points", "location"]),
    ("21a", 4, ["city", "village", "mission", "assistant", "combat", "explore", "home-points"]),
])
def test_every_kind_of_main_action_is_listed_once_and_only_a_home_space_without_its_own_rule_adds_its_action(
        loc, round_, kinds):
    from rulesim.maracaibo import DEFAULT_MAP
    from rulesim.maracaibo.actions import ACTION_NAMES, offers
    found = offers(DEFAULT_MAP, loc, round_, 1)
    assert [o.action.value for o in found] == kinds
    assert found[0].name == ACTION_NAMES[found[0].action]
    assert found[0].name.render("es") == "acción de ciudad (antes, entregar un bien)"
    assert found[0].name.render("en") == "city action (delivering a good first)"


# ============================================================ the other moves' refusals, in both languages
def _first_cards_state():
    from rulesim.maracaibo import Maracaibo
    return Maracaibo(3).new_state(0)


def _career_state():
    from rulesim.maracaibo import FirstCards
    s = _first_cards_state()
    while s.phase == "first-cards":
        hand = sorted(s.seats[s.player].hand)
        s.push(FirstCards(hand[4], tuple(hand[5:])))
    return s


def _career_without_figures():
    s = _career_state()
    s.figure_supply[s.colour(0)] = 2  # "toma tres figuras de tu color" needs three
    s._reset()  # (changed by hand: the moves it listed before are listed afresh)
    return s


def _in_city():
    return sail_to_actions(at(ships={0: "3"}), ("4",))


def _planning_full():
    return sail_to_actions(at(ships={0: "3"}, planning={0: 3}, hands={0: 1}), ("4",))


def _no_career():
    s = _in_city()
    s.seats[0].career = None
    s._reset()  # (changed by hand: the moves it listed before are listed afresh)
    return s


def _village_one_point():
    return sail_to_actions(at(ships={0: "2"}), ("3",))


def _space_20():
    return sail_to_actions(at(ships={0: "19"}), ("20",))


def _phase_c_broke():
    return at(phase="draw", ships={0: "3"}, hands={0: 2}, money={0: 0})


def _phase_c_no_pile():
    return at(phase="draw", ships={0: "3"}, hands={0: 2}, draw=0, display=2)


def _refusal_rows():
    from rulesim.maracaibo import (ChooseCareer, CityAction, CompleteGoal, DrawCard, Explore, FirstCards,
                                   LocationAction, PlanCard, Sail, TakeFaceUp, VillageActions)
    hand = sorted(_first_cards_state().seats[0].hand)  # player 1's eight A cards
    career = _career_state().seats[0].career_offer[0]
    planned, last = _in_city().seats[0].planning[0], _planning_full().seats[0].hand[0]
    three = ("Hay que descartar exactamente tres cartas distintas.", "Exactly three different cards must be discarded.")
    dealt = ("Solo se eligen cartas de las ocho repartidas.", "Only cards of the eight dealt can be chosen.")
    slot = ("En ese hueco de la exposición no hay ninguna carta.", "There is no card in that slot of the display.")
    goals = ("Una carta de carrera tiene los objetivos 1, 2 y 3.", "A career card has goals 1, 2 and 3.")
    return [
        # "mantienes 4 cartas, 1 al área de planificación, 3 a la pila de descarte"
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[2])), "maracaibo-first-cards", three),
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[1], hand[2])), "maracaibo-first-cards", three),
        (_first_cards_state, FirstCards(999, (hand[1], hand[2], hand[3])), "maracaibo-first-cards", dealt),
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[2], 999)), "maracaibo-first-cards", dealt),
        (_first_cards_state, FirstCards(hand[1], (hand[1], hand[2], hand[3])), "maracaibo-first-cards",
         ("La carta de planificación no puede ser también una de las descartadas.",
          "The planning card cannot also be one of the discarded ones.")),
        (_first_cards_state, FirstCards(hand[0], (hand[3], hand[2], hand[1])), "maracaibo-first-cards",
         ("Escribe las tres cartas descartadas en orden creciente.",
          "Write the three discarded cards in increasing order.")),
        # the phases in words: the one it is, and the move's
        (_first_cards_state, Sail(("1",)), "maracaibo-turn-phases",
         ("Ahora toca la fase de primeras decisiones (las ocho cartas); esta jugada es de la fase de navegación (A).",
          "It is now the phase of first decisions (the eight cards); this move belongs to the phase of "
          "navigation (A).")),
        (at, DrawCard(), "maracaibo-turn-phases",
         ("Ahora toca la fase de navegación (A); esta jugada es de la fase de robar cartas (C).",
          "It is now the phase of navigation (A); this move belongs to the phase of drawing cards (C).")),
        # "cuál de sus dos cartas de carrera conservar"
        (_career_state, ChooseCareer(99), "maracaibo-first-career",
         ("Solo se elige una de tus dos cartas de carrera.", "You choose only one of your two career cards.")),
        (_career_without_figures, ChooseCareer(career), "maracaibo-first-career",
         ("No quedan tres figuras de tu color en el suministro.",
          "There are not three figures of your colour left in the supply.")),
        # "Toma una de tus cartas y agrégala al área de planificación ... Si los tres espacios están llenos, no"
        (_in_city, PlanCard(999), "maracaibo-free-plan",
         ("Solo se planifica una carta de tu mano.", "Only a card from your hand can be planned.")),
        (_in_city, PlanCard(planned), "maracaibo-free-plan-cards",
         ("Esa carta ya está en tu zona de planificación.", "That card is already in your planning area.")),
        (_planning_full, PlanCard(last), "maracaibo-free-plan",
         ("Los tres espacios de planificación están llenos: no se puede poner otra carta.",
          "The three planning spaces are full: no other card can go there.")),
        (_in_city, CompleteGoal(3), "maracaibo-free-career", goals),
        (_no_career, CompleteGoal(0), "maracaibo-free-career",
         ("Todavía no tienes carta de carrera.", "You have no career card yet.")),
        # the main action depends on where the ship is
        (_in_city, VillageActions(1), "maracaibo-nav-locations", ("No es una aldea.", "This is not a village.")),
        (_in_city, CityAction(999), "maracaibo-main-city",
         ("El bien que se entrega es una carta de tu mano.", "The good delivered is a card from your hand.")),
        (_in_city, LocationAction(), "maracaibo-main-where",
         ("Esa acción principal no está disponible aquí.", "That main action is not available here.")),
        (_village_one_point, VillageActions(0), "maracaibo-main-village",
         ("Con 1 de 7 puntos gastados, en una aldea se hace 1 acción de aldea, no 0.",
          "With 1 of 7 points spent, a village gives 1 village action, not 0.")),
        (_space_20, Explore(0), "maracaibo-home-20",
         ("El explorador avanza uno o dos espacios, sin pasar del final.",
          "The explorer moves one or two spaces, not past the end.")),
        # phase C: "cada carta boca arriba que agregue a su mano costará 1 doblón"
        (_phase_c_broke, TakeFaceUp(0), "maracaibo-draw-display",
         ("Una carta boca arriba cuesta 1 doblón y no tienes ninguno.",
          "A face-up card costs 1 doubloon and you have none.")),
        (_phase_c_broke, TakeFaceUp(-1), "maracaibo-draw-display", slot),
        (_phase_c_no_pile, TakeFaceUp(3), "maracaibo-draw-display", slot),
        (_phase_c_no_pile, DrawCard(), "maracaibo-draw-reshuffle",  # no pile and no discards to reshuffle
         ("No queda ninguna carta boca abajo, ni en el mazo ni en la pila de descartes.",
          "No face-down card is left, neither in the draw pile nor in the discard pile.")),
    ]


@pytest.mark.rule("maracaibo-first-cards", "maracaibo-first-career", "maracaibo-turn-phases", "maracaibo-free-plan",
                  "maracaibo-free-plan-cards", "maracaibo-free-career", "maracaibo-main-city", "maracaibo-main-where",
                  "maracaibo-main-village", "maracaibo-home-20", "maracaibo-draw-display", "maracaibo-draw-reshuffle")
@pytest.mark.parametrize("index", range(24))
def test_each_refused_move_names_its_rule_and_says_why_in_both_languages(index):
    from conftest import refused
    build, move, rule_id, (es, en) = _refusal_rows()[index]
    error = refused(build(), move, rule_id)
    assert error.move == move
    assert error.message.render("es") == es and error.message.render("en") == en


@pytest.mark.rule("maracaibo-free-career")
def test_the_three_career_goals_are_numbered_1_to_3_on_the_page():
    from rulesim.maracaibo import CompleteGoal
    from rulesim.maracaibo.parts import Free, FreeAction
    s = sail_to_actions(at(), ("1",))
    for goal in (0, 1, 2):
        explanation = s.push(CompleteGoal(goal))
        assert (f"Acción gratuita: cumple el objetivo {goal + 1} de su carta de carrera (el texto no dice qué da)."
                in explanation.to_text("es"))
        assert f"Free action: completes goal {goal + 1} of their career card" in explanation.to_text("en")
    assert s.seats[0].career_done == [0, 1, 2]
    assert s.turn is not None and s.turn.free == [FreeAction(Free.GOAL, g) for g in (0, 1, 2)]


# ------------------------------------------------------------------ impossible input to the position builder
# "Illegal or impossible input is a normal case": a typed error naming the rule and the part, never a crash
# (the old builder crashed with IndexError or TypeError, or read such input silently as 0).
def _seats(players: int, **changes):
    """Parts of a table after the first decisions with ``players`` seats (one too many or too few)."""
    from rulesim.maracaibo import Maracaibo
    from rulesim.maracaibo.examples import after_first_decisions
    parts = after_first_decisions(Maracaibo(3))
    seats = parts["seats"]
    parts["seats"] = (seats + seats[:1])[:players]
    return {**parts, **changes}


def _written(p: int, **fields):
    """The parts of a table after the first decisions as a saved game writes them, seat ``p`` changed."""
    written = at().to_dict(history=False)
    written["seats"][p].update(fields)
    return {k: v for k, v in written.items() if k not in ("format", "game", "seed", "phase")}


@pytest.mark.rule("maracaibo-setup-deal", "maracaibo-player-board", "maracaibo-draw-hand-limit", "maracaibo-home-20",
                  "maracaibo-setup-doubloons")
@pytest.mark.parametrize("given, field, rule_id, es, en", [
    (lambda: at(discard=500), "discard", "maracaibo-setup-deal", "No hay tantas cartas.",
     "There are not that many cards."),
    (lambda: at(hands={0: 200}), "seats[0].hand", "maracaibo-setup-deal", "No hay tantas cartas.",
     "There are not that many cards."),
    (lambda: at(hands={0: -1}), "seats[0].hand", "maracaibo-setup-deal",
     "Un número de cartas es un entero de 0 en adelante, no -1.",
     "A number of cards is a whole number from 0 up, not -1."),
    (lambda: at(draw=-2), "draw", "maracaibo-setup-deal", "Un número de cartas es un entero de 0 en adelante, no -2.",
     "A number of cards is a whole number from 0 up, not -2."),
    (lambda: at(display="2"), "display", "maracaibo-setup-deal",
     "Un número de cartas es un entero de 0 en adelante, no 2.",
     "A number of cards is a whole number from 0 up, not 2."),
    # a seat for a player who is not in the game
    (lambda: _seats(4), "seats", "maracaibo-player-board", "Hay un tablero de barco por jugador: 3.",
     "There is one ship board per player: 3."),
    (lambda: _seats(2), "seats", "maracaibo-player-board", "Hay un tablero de barco por jugador: 3.",
     "There is one ship board per player: 3."),
    # a value of the wrong kind, as a saved game or a file may hold one
    (lambda: _written(0, explorer="x"), "seats[0].explorer", "maracaibo-home-20", "Se espera un número entero.",
     "A whole number is expected."),
    (lambda: _written(0, explorer=13), "seats[0].explorer", "maracaibo-home-20",
     "Un explorador está fuera de su pista.", "An explorer is off its track."),
    (lambda: _written(1, money="5"), "seats[1].money", "maracaibo-setup-doubloons", "Se espera un número entero.",
     "A whole number is expected."),
    (lambda: _written(0, upgrades="hand-limit"), "seats[0].upgrades", "maracaibo-draw-hand-limit",
     'Se espera una lista: uno de: "hand-limit", "free-display".',
     'A list is expected: one of: "hand-limit", "free-display".'),
])
def test_impossible_input_to_arranged_is_refused_naming_its_part_and_rule(given, field, rule_id, es, en):
    from rulesim.maracaibo import Maracaibo, State
    from rulesim.position import InvalidPosition
    with pytest.raises(InvalidPosition) as info:
        parts = given()
        State.arranged(Maracaibo(3), phase="navigate", **parts)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    assert info.value.message.render("es") == es
    assert info.value.message.render("en") == en


# ------------------------------------------------------------------ seed-14 survivors
@pytest.mark.rule("maracaibo-main-city", "maracaibo-q-delivery")
def test_a_delivery_under_the_not_tracked_reading_is_a_step_saying_the_card_stays():
    # "con la otra lectura la entrega se anota y la carta no se mueve" (open questions, "El bien entregado")
    from rulesim.maracaibo import CityAction, Options
    from rulesim.maracaibo.options import Delivery
    s = sail_to_actions(at(options=Options(delivery=Delivery.NOT_TRACKED), ships={0: "3"}), ("4",))
    card = s.seats[0].hand[0]
    hand, discard = list(s.seats[0].hand), list(s.discard)
    explanation = s.push(CityAction(card))
    assert s.seats[0].hand == hand and s.discard == discard  # nothing moves
    assert "maracaibo-q-delivery" in explanation.rule_ids
    assert "Entrega un bien (la carta no se mueve)." in explanation.to_text("es")
    assert "Delivers a good (the card does not move)." in explanation.to_text("en")


@pytest.mark.rule("maracaibo-draw-display", "maracaibo-q-display-refill")
def test_under_the_end_of_turn_reading_the_taken_slot_stays_empty_and_the_save_says_which():
    # "con la otra lectura los huecos se llenan al terminar la fase C": until then the slot is a gap, and a
    # game saved in between must remember which slot was emptied.
    from rulesim.maracaibo import EndActions, Options, Phase, State, TakeFaceUp
    from rulesim.maracaibo.options import Refill
    s = at(options=Options(display_refill=Refill.END_OF_TURN), phase=Phase.ACTIONS, ships={0: "3"},
           hands={0: 1}, money={0: 3}, main_done=True)
    s.push(EndActions())
    s.push(TakeFaceUp(1))
    assert s.phase == Phase.DRAW and s.display[1] is None
    assert s.to_dict()["turn"]["emptied"] == [1]
    again = State.from_dict(s.to_dict()).turn
    assert again is not None and again.emptied == [1]
    s.push(TakeFaceUp(2))
    assert s.to_dict()["turn"]["emptied"] == [1, 2]
    s.push(s.legal_moves()[0])  # the fourth card: phase C is over and the gaps are filled
    assert s.player == 1 and None not in s.display


@pytest.mark.rule("maracaibo-turn-next")
def test_the_end_of_a_turn_names_the_next_player():
    # "En cuanto terminas la fase C, tu turno acaba y juega el siguiente jugador en el sentido de las agujas
    # del reloj": after player 1 (index 0) comes player 2.
    from rulesim.maracaibo import EndActions, Phase, TakeFaceUp
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 3}, money={0: 1}, main_done=True)
    s.push(EndActions())
    explanation = s.push(TakeFaceUp(2))
    assert s.player == 1
    assert "Fin del turno; sigue el jugador 2." in explanation.to_text("es")
    assert "End of the turn; Player 2 is next." in explanation.to_text("en")


@pytest.mark.rule("maracaibo-components-illustrative")
def test_a_game_on_another_map_cannot_be_saved_and_says_why():
    # the map is illustrative: a save records only the default one, and refuses another in words
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo, State
    from rulesim.maracaibo import Arrow, Kind, Location, VoyageMap
    sea = VoyageMap(
        {"H": Location("H", Kind.START, (0, 0)), "1": Location("1", Kind.VILLAGE, (1, 0)),
         "2": Location("2", Kind.HOME, (2, 0), home_rounds=frozenset({1, 2, 3, 4}))},
        (Arrow("H", "1"), Arrow("1", "2")), last={1: "2", 2: "2", 3: "2", 4: "2"}).validate()
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(2, sea=sea)).to_dict()
    assert info.value.rule_id == "maracaibo-components-illustrative"
    assert info.value.message.render("es") == "Solo se puede guardar una partida con el mapa por defecto."
    assert info.value.message.render("en") == "Only a game on the default map can be saved."
