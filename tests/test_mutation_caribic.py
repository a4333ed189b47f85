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
