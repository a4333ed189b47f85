"""Tests that kill mutants which survived `make mutation` in Caribic (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from rulesim.caribic import Caribic, State
from rulesim.caribic.examples import SCENARIO_POSITIONS
from rulesim.caribic.players import RandomPlayer, play_game
from rulesim.caribic.state import PositionError
from rulesim.errors import InvalidSetupError


@pytest.mark.rule("caribic-setup-ships")
def test_a_round_start_must_place_all_six_ships():
    # "Coloca los 6 barcos piratas ... en los espacios": a round starts with the six ships on the map.
    positions = {ship: space for ship, space in SCENARIO_POSITIONS.items() if ship != "Evita"}
    with pytest.raises(PositionError) as info:
        State.round_start(Caribic(3), positions=positions)
    assert info.value.rule_id == "caribic-setup-ships" and info.value.field == "positions"
    assert "Evita" in info.value.text("es") and "Evita" in info.value.text("en")
    assert State.round_start(Caribic(3), positions=SCENARIO_POSITIONS).positions["Evita"] == "r1c5"


@pytest.mark.rule("caribic-bribe-assign")
def test_a_finished_game_holds_no_bribe_cards():
    # "Cada jugador retira sus cartas de puja": once the last round is over nobody has cards on a ship,
    # so a saved finished game with a few cards still assigned is refused.
    final = play_game(Caribic(3), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)], 5)
    assert final.is_over() and all(b == [] for b in final.to_dict()["bids"])
    data = final.to_dict()
    data["bids"][1] = [0, 1]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-bribe-assign"


@pytest.mark.rule("caribic-treasure-one-chest", "caribic-round-end", "caribic-q-repeat-actions")
def test_a_situation_refuses_a_chest_twice_a_round_that_is_not_a_number_and_names_the_field_at_fault():
    # "Cada barco solo puede llevar un cofre a la vez": one chest cannot be on two ships.
    with pytest.raises(PositionError) as info:
        State.round_start(Caribic(3), positions=SCENARIO_POSITIONS, ship_chests={"Arriba": 3, "Bravo": 3})
    assert info.value.field == "ship_chests.Bravo" and info.value.rule_id == "caribic-setup-chests"
    assert "Cada cofre está en un solo sitio." in info.value.text("es")
    # rounds are counted 1, 2, 3…: "2" (text) and 0 are no round
    for bad in ("2", 0):
        with pytest.raises(PositionError) as info:
            State.round_start(Caribic(3), positions=SCENARIO_POSITIONS, round=bad)
        assert info.value.field == "round" and info.value.rule_id == "caribic-round-end"
    # a fault the full check finds (an action taken twice, the default reading) still names a field
    with pytest.raises(PositionError) as info:
        State.situation(Caribic(3), ship="Arriba", positions=SCENARIO_POSITIONS, actions=["capture", "capture"])
    assert info.value.rule_id == "caribic-q-repeat-actions" and isinstance(info.value.field, str)


def _to_move(seed: int = 3):
    """A game played at random until a ship is won at auction and on the move, and what each push said."""
    import random
    rnd, state, texts = random.Random(seed), Caribic(3).new_state(seed), []
    while state.phase != "move":
        texts.append(state.push(rnd.choice(state.legal_moves())).to_text("es"))
    return state, texts


@pytest.mark.rule("caribic-move-order", "caribic-treasure-active")
def test_a_position_whose_phase_does_not_fit_is_refused_in_words():
    import dataclasses
    from rulesim.caribic.state import Phase
    state = Caribic(3).new_state(0)
    state.phase = "no such phase"
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-move-order" and "Fase desconocida." in info.value.text("es")
    # between two ships nobody is on the move
    state = Caribic(3).new_state(0)
    state.phase, state.player = Phase.TURN_END, 0
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-move-order"
    # the ship on the move cannot have a negative distance left
    state, _texts = _to_move()
    state.validate()
    # a ship is on the move only in the move phase, and the other way round
    adrift = _to_move()[0]
    adrift.turn = None
    with pytest.raises(InvalidSetupError) as info:
        adrift.validate()
    assert info.value.rule_id == "caribic-move-order"
    state.turn = dataclasses.replace(state.turn, remaining=-1)
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-treasure-active"
    assert "El barco que se mueve no cuadra con su turno." in info.value.text("es")


@pytest.mark.rule("caribic-move-reveal", "caribic-treasure-active")
def test_the_auction_says_who_is_the_active_player_of_which_ship():
    # "El jugador que ofertó la mayor cantidad de barriles, inmediatamente mueve el Arriba"
    state, texts = _to_move()
    ship = state.turn.ship
    assert any(f"es el jugador activo del {ship}." in t for t in texts)


@pytest.mark.rule("caribic-treasure-rob")
def test_robbing_a_ship_that_is_not_adjacent_is_refused_and_the_error_names_the_move():
    from conftest import refused
    from rulesim.caribic import Rob
    from rulesim.caribic.examples import treasure_scenario
    move = Rob("Evita")
    assert refused(treasure_scenario(), move, "caribic-treasure-rob").move == move


@pytest.mark.rule("caribic-bribe-assign")
def test_the_one_line_position_names_the_player_to_play_from_1():
    state = Caribic(3).new_state(0)
    assert state.phase == "bribe" and state.player == 0
    assert state.position().endswith("player 1")
    final = play_game(Caribic(3), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)], 5)
    assert final.position().endswith("player -")


@pytest.mark.rule("caribic-q-players")
def test_one_player_is_refused_naming_the_count():
    with pytest.raises(InvalidSetupError) as info:
        Caribic(1)
    assert info.value.rule_id == "caribic-q-players" and "no con 1." in info.value.text("es")


@pytest.mark.rule("caribic-move-reveal")
def test_an_auction_is_titled_by_its_ship():
    from rulesim.caribic import DEFAULT_CARDS, resolve_auction
    result = resolve_auction("Bravo", {0: DEFAULT_CARDS[4], 1: DEFAULT_CARDS[2]})
    assert result.explanation.title.render("es") == "Subasta del Bravo"


@pytest.mark.rule("caribic-q-zero-minus-one")
def test_the_thief_counts_minus_one_step_comes_only_with_a_thief_without_barrels():
    # Reading B of "cero es más que -1" (book: "una carta sin barriles gana a un ladrón, que cuenta como −1"):
    # the −1 is a thief's that shows no barrels; a card showing barrels and a thief, or no thief at all, is not
    # concerned, so the step is not said for it.
    from rulesim.caribic import Options, resolve_auction
    from rulesim.caribic.cards import BribeCard
    from rulesim.caribic.options import ZeroVsMinusOne
    options = Options(zero_vs_minus_one=ZeroVsMinusOne.THIEF_IS_MINUS_ONE)
    said = "Con la lectura «un ladrón cuenta −1», cada ladrón sin barriles puja −1."
    bare = resolve_auction("Bravo", {0: BribeCard(6, 0, 1), 1: BribeCard(1, 1)}, options=options).explanation
    assert said in bare.to_text("es") and "caribic-q-zero-minus-one" in bare.rule_ids
    assert "Under the reading “a thief counts −1”, each thief without barrels bids −1." in bare.to_text("en")
    for bids in ({0: BribeCard(7, 2, 1), 1: BribeCard(1, 1)}, {0: BribeCard(2, 2), 1: BribeCard(1, 1)}):
        ex = resolve_auction("Bravo", bids, options=options).explanation
        assert "caribic-q-zero-minus-one" not in ex.rule_ids and said not in ex.to_text("es")


@pytest.mark.rule("caribic-haven-delivery", "caribic-move-order")
def test_a_delivery_away_from_the_haven_and_a_move_of_another_game_are_refused_naming_the_move():
    from conftest import refused
    from rulesim.borneo import Pass
    from rulesim.caribic import Capture, Deliver
    from rulesim.caribic.examples import treasure_scenario
    state = treasure_scenario()
    state.push(Capture())
    move = Deliver("red")  # the Arriba is not in the red haven yet
    error = refused(state, move, "caribic-haven-delivery")
    assert error.move == move
    assert "El barco no está en el refugio rojo." in error.text("es")
    assert "The ship is not in the red haven." in error.text("en")
    other = Pass()  # a Borneo move
    error = refused(state, other, "caribic-move-order")
    assert error.move == other
    assert "Esa jugada no es de Caribic." in error.text("es") and "That is not a move of Caribic." in error.text("en")


@pytest.mark.rule("caribic-bribe-tiebreaker")
def test_a_saved_game_whose_tie_breaker_is_also_on_a_ship_is_refused():
    # "Cada uno coloca la séptima carta (destinada al desempate ...)": the tie-breaker is the card left after
    # one card on each of the six ships, so it cannot be one of them.
    state, _texts = _to_move()
    data = state.to_dict()
    p = next(i for i, tb in enumerate(data["tiebreakers"]) if tb is not None)
    data["tiebreakers"][p] = data["bids"][p][0]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-bribe-tiebreaker"
    assert "La carta de desempate es la séptima, la que no se asignó a ningún barco." in info.value.text("es")
    assert "The tie-breaker is the seventh card, the one assigned to no ship." in info.value.text("en")
