"""Tests that kill mutants which survived `make mutation` in Ships (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from rulesim.ships import Ships
from rulesim.ships.state import State


@pytest.mark.rule("ships-setup-cards")
def test_a_position_keeps_the_face_up_cards_it_is_given():
    # A position for a question may show other face-up galley cards than the first twelve of the setup.
    display = list(range(13, 25))
    s = State.arrange(Ships(2), display=display)
    assert s.display == display and State.from_dict(s.to_dict()).display == display
    assert State.arrange(Ships(2)).display == list(range(1, 13))


def _refused(data: dict, rule_id: str) -> str:
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == rule_id
    return info.value.text("es")


@pytest.mark.rule("ships-setup-cubes", "ships-setup-cards", "ships-place-level")
def test_a_saved_game_that_lost_a_cube_a_card_or_left_a_level_empty_is_refused():
    data = State.arrange(Ships(2), track=[(1, "merchant", 0, "galley")]).to_dict()
    assert State.from_dict(data).to_dict() == data
    # a player's merchant cubes are a fixed number: fewer than none in the pool is impossible
    broken = {**data, "players": [dict(pl) for pl in data["players"]]}
    broken["players"][1]["pool_merchant"] = -1
    assert "Falta o sobra algún cubo de comerciante del jugador" in _refused(broken, "ships-setup-cubes")
    broken["players"][1]["pool_merchant"] = data["players"][1]["pool_merchant"] + 1  # one cube too many
    assert "Falta o sobra algún cubo de comerciante del jugador" in _refused(broken, "ships-setup-cubes")
    # each card is somewhere exactly once
    assert "Falta o sobra alguna carta." in _refused({**data, "display": data["display"][:-1]}, "ships-setup-cards")
    # "La primera ficha de la partida va al nivel 1 ... nunca a uno más bajo": no empty level under an occupied one
    track = [dict(level) for level in data["track"]]
    track[0], track[1] = track[1], track[0]
    assert "nivel a nivel" in _refused({**data, "track": track}, "ships-place-level")


@pytest.mark.rule("ships-place-goods", "ships-q-short-pool")
def test_a_full_pool_gives_the_goods_without_a_shortage_step():
    # Red at Miletus takes one oil from a pool that has it: nothing is short.
    from rulesim.ships.examples import miletus_example
    state, moves = miletus_example()
    explanations = [state.push(m) for m in moves]
    ids = {r for e in explanations for r in e.rule_ids}
    assert "ships-place-goods" in ids and "ships-q-short-pool" not in ids
    assert not any("falta" in e.to_text("es").lower() for e in explanations)


@pytest.mark.rule("ships-place-disc", "ships-place-city")
def test_no_disc_left_there_and_an_occupied_city_space_are_refused():
    from conftest import refused
    from rulesim.ships import Act, ChooseArea, ChooseBox, ChooseDisc, ChooseSpace
    from test_ships import RED, YELLOW, arrange
    # yellow's disc on Tyre came from yellow's bank (as in the upgrade example's Carthage)
    state = arrange(players=[{"section_merchant": 2, "stock_merchant": 7, "goods": {"food": 1}}, {"bank_discs": 7}],
                    cities={"tyre-c1": YELLOW})
    state.push(Act("place-ship", "merchant"))
    state.push(ChooseBox("warship"))
    # the disc comes from the warehouse or the bank part of the screen: none left in the warehouse, none to take
    state.players[RED].warehouse_discs = 0
    state._legal = None
    move = ChooseDisc("warehouse")
    assert refused(state, move, "ships-place-disc").move == move
    state.push(ChooseDisc("bank"))
    state.push(ChooseArea(1))
    refused(state, ChooseSpace("tyre-c1"), "ships-place-city")  # yellow's disc is already there


@pytest.mark.rule("ships-place-area")
def test_choosing_the_next_area_says_so():
    # the ship goes to the current area or the next one
    from rulesim.ships import Act, ChooseArea
    from rulesim.ships.examples import miletus_example
    state, _moves = miletus_example()
    state.push(Act("place-ship", "merchant"))
    assert state.area_choices(0) == [1, 2]
    text = state.push(ChooseArea(2)).to_text("es")
    assert "Elige el área siguiente: " in text and "{" not in text


@pytest.mark.rule("ships-end", "ships-q-final-scoring")
def test_the_end_of_the_game_names_the_winners():
    from rulesim.ships.players import GreedyPlayer
    state = Ships(2).new_state(seed=3)
    bots = [GreedyPlayer(p) for p in range(2)]
    while not state.is_over():
        last = state.push(bots[state.player].choose(state))
    text = last.to_text("es")
    assert "Gana quien tiene más puntos de victoria: " in text
    said = text.split("Gana quien tiene más puntos de victoria: ")[1].split(".")[0]
    assert said and "jugador" in said and "{" not in said


@pytest.mark.rule("ships-pay-example")
def test_a_cost_table_with_another_upgrade_price_is_refused():
    # The source's only cost: upgrade a ship with a merchant cube and 1 gold, or a free cube and 3 gold.
    from rulesim.errors import InvalidSetupError
    from rulesim.ships.board import DEFAULT_COSTS, Action, Cost
    with pytest.raises(InvalidSetupError) as info:
        Ships(2, costs={**DEFAULT_COSTS, Action.UPGRADE: Cost(1, 2, illustrative=False)})
    assert info.value.rule_id == "ships-pay-example"
    assert Ships(2, costs=dict(DEFAULT_COSTS)).costs[Action.UPGRADE] == Cost(1, 3, illustrative=False)


@pytest.mark.rule("ships-place-level")
def test_the_level_step_says_first_ship_of_the_game_only_for_the_first_ship():
    # "La primera ficha de la partida va al nivel 1"; later ships go to the highest occupied level or the next.
    from rulesim.ships import Act, ChooseLevel
    from test_ships import YELLOW, arrange, red
    first = "Es el primer barco de la partida: va al nivel 1."
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    explanation = state.push(Act("place-ship", "merchant"))  # level 1 is forced
    assert first in explanation.to_text("es")
    assert "It is the first ship of the game: it goes to level 1." in explanation.to_text("en")
    track = [(1, "merchant", YELLOW, "galley"), (2, "merchant", YELLOW, "galley"), (3, "warship", YELLOW, "galley")]
    for level, said in ((3, "Elige el nivel más alto ocupado, el 3."), (4, "Elige el nivel siguiente, el 4.")):
        state = arrange(players=red(section_merchant=2, stock_merchant=7), track=track)
        state.push(Act("place-ship", "merchant"))
        text = state.push(ChooseLevel(level)).to_text("es")
        assert said in text and first not in text


@pytest.mark.rule("ships-q-short-pool", "ships-place-benefits")
def test_a_city_benefit_the_pool_cannot_give_says_how_much_is_short():
    # Carthage's first city space gives a free cube; with none left in the pool, what there is (none) is taken.
    from rulesim.ships import ChooseArea, ChooseBox, ChooseDisc, ChooseSpace
    from rulesim.ships.board import DEFAULT_BOARD
    from test_ships import arrange, place
    area = DEFAULT_BOARD.city_spaces["carthage-c1"][0]
    state = arrange(players=[dict(section_merchant=2, stock_merchant=7, goods={"food": 1}, area=area),
                             {"stock_free": 23}])
    assert state.pool_free == 0
    before = state.me.stock_free
    last = place(state, ChooseBox("warship"), ChooseDisc("warehouse"), ChooseArea(area), ChooseSpace("carthage-c1"))[-1]
    assert state.me.stock_free == before and "ships-q-short-pool" in last.rule_ids
    assert "En la reserva falta 1: se toma lo que hay." in last.to_text("es")
    assert "The pool is 1 short: what there is is taken." in last.to_text("en")


@pytest.mark.rule("ships-turn-order", "ships-setup-screens")
def test_a_saved_game_with_nobody_to_play_or_a_screen_missing_a_part_is_refused_in_both_languages():
    from rulesim.errors import InvalidSetupError
    data = State.arrange(Ships(2), phase="actions").to_dict()
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict({**data, "player": None})  # the game is not over: somebody is to play
    assert info.value.rule_id == "ships-turn-order"
    assert info.value.text("es").endswith("No se sabe a quién le toca.")
    assert info.value.text("en").endswith("It is not known whose turn it is.")
    # each screen holds every kind of goods (a player's food, even none, is part of it)
    red = dict(data["players"][0])
    red["goods"] = {k: v for k, v in red["goods"].items() if k != "food"}
    assert len(red["goods"]) == len(data["players"][0]["goods"]) - 1
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict({**data, "players": [red, data["players"][1]]})
    assert info.value.rule_id == "ships-setup-screens"
    assert info.value.text("es").endswith("Una pantalla no tiene las partes que debe tener.")
    assert info.value.text("en").endswith("A screen lacks parts it must have.")
