"""Tests that kill mutants which survived `make mutation` in Ships (docs/mutation-testing.md).

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rulesim.ships import Ships
from rulesim.ships.state import State

#: saves of the first format (no ``format``: the pools and derived counts saved, the track level by level),
#: written by the engine before the position contract, one in each phase; with the one-line position and the
#: legal moves they had then
FIRST_FORMAT = json.loads((Path(__file__).parent / "data" / "ships-save-format-1.json").read_text(encoding="utf-8"))


@pytest.mark.rule("ships-setup-cards")
def test_a_position_keeps_the_face_up_cards_it_is_given():
    # A position for a question may show other face-up galley cards than the first twelve of the setup.
    from rulesim.ships.examples import laid_out
    display = list(range(13, 25))
    s = State.arranged(Ships(2), display=display)
    assert s.display == display and State.from_dict(s.to_dict()).display == display
    assert State.arranged(Ships(2)).display == Ships(2).new_state(0).display  # the setup's, by default
    assert laid_out(Ships(2)).display == list(range(1, 13))  # the questions show the first twelve


@pytest.mark.rule("ships-setup-pool", "ships-setup-screens", "ships-turn-phases")
def test_saves_of_the_first_format_load_and_play_on():
    from rulesim.moves import move_to_dict
    assert {e["save"]["phase"] for e in FIRST_FORMAT} == {
        "cubes", "actions", "level", "box", "disc", "area", "space", "industry", "overflow", "card", "recover", "over"}
    for entry in FIRST_FORMAT:
        data = entry["save"]
        assert "format" not in data and "pool_free" in data and "counters" in data["players"][0]
        state = State.from_dict(data)
        assert state.position() == entry["position"]
        assert [move_to_dict(m) for m in state.legal_moves()] == entry["legal"] or state.is_over()
        assert state.pool_free == data["pool_free"] and [pl.pool_merchant for pl in state.players] == [
            pl["pool_merchant"] for pl in data["players"]]
        saved = state.to_dict()
        assert saved["format"] == 2 and "pool_free" not in saved and State.from_dict(saved) == state
        assert len(state.history) == len(data.get("history", []))


def _refused(data: dict, rule_id: str) -> str:
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == rule_id
    return info.value.text("es")


@pytest.mark.rule("ships-setup-cubes", "ships-setup-cards", "ships-place-level")
def test_a_saved_game_that_lost_a_cube_a_card_or_left_a_level_empty_is_refused():
    from test_ships import arrange
    data = arrange(track=[(1, "merchant", 0, "galley")]).to_dict()
    assert State.from_dict(data).to_dict() == data
    # a player's merchant cubes are a fixed number (20): more of them on the screen than that is impossible
    broken = {**data, "players": [dict(pl) for pl in data["players"]]}
    broken["players"][1].update(stock_merchant=20, section_merchant=1)
    assert "Falta o sobra algún cubo de comerciante del jugador" in _refused(broken, "ships-setup-cubes")
    # a save of the first format that counts one cube too many beside the board (in the pool)
    first = _first_format("cubes", lambda d: d["players"][1].update(pool_merchant=d["players"][1]["pool_merchant"] + 1))
    assert "Falta o sobra algún cubo de comerciante del jugador" in _refused(first, "ships-setup-cubes")
    # each card is somewhere exactly once
    assert "Falta o sobra alguna carta." in _refused({**data, "display": data["display"][:-1]}, "ships-setup-cards")
    # "La primera ficha de la partida va al nivel 1 ... nunca a uno más bajo": no empty level under an occupied one
    track = [{**data["track"][0], "level": 2}]
    assert "nivel a nivel" in _refused({**data, "track": track}, "ships-place-level")
    first = _first_format("actions", lambda d: d["track"].insert(5, d["track"].pop(0)))  # (level 1 emptied into 6)
    assert "nivel a nivel" in _refused(first, "ships-place-level")


def _first_format(phase: str, change) -> dict:
    """The save of the first format in ``phase``, changed by ``change`` (a function of the saved data)."""
    data = json.loads(json.dumps(next(e["save"] for e in FIRST_FORMAT if e["save"]["phase"] == phase)))
    change(data)
    return data


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
    from rulesim.ships.components import DEFAULT_COSTS, Action, Cost
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
    from rulesim.ships.components import DEFAULT_BOARD
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
    from rulesim.position import InvalidPosition
    from test_ships import arrange
    data = arrange().to_dict()
    with pytest.raises(InvalidPosition) as info:
        State.from_dict({**data, "player": None})  # the game is not over: somebody is to play
    assert info.value.rule_id == "ships-turn-order" and info.value.field == "player"
    assert info.value.text("es").endswith("No se sabe a quién le toca.")
    assert info.value.text("en").endswith("It is not known whose turn it is.")
    # each screen holds every kind of goods (a player's food, even none, is part of it): a table that leaves a kind
    # out holds none of it, and one that names a good there is not is refused, naming it
    red = dict(data["players"][0])
    red["goods"] = {k: v for k, v in red["goods"].items() if k != "food"}
    assert len(red["goods"]) == len(data["players"][0]["goods"]) - 1
    loaded = State.from_dict({**data, "players": [red, data["players"][1]]})
    assert loaded.players[0].goods["food"] == 0 and set(loaded.players[0].goods) == set(data["players"][0]["goods"])
    red["goods"] = {**red["goods"], "spice": 0}
    with pytest.raises(InvalidPosition) as info:
        State.from_dict({**data, "players": [red, data["players"][1]]})
    assert info.value.rule_id == "ships-place-warehouse" and info.value.field == "players[0].goods.spice"
    assert info.value.text("es").endswith('Valor desconocido "spice"; se espera uno de: "food", "oil", "metal", '
                                          '"wine", "cloth".')
    assert info.value.text("en").endswith('Unknown value "spice"; expected one of: "food", "oil", "metal", "wine", '
                                          '"cloth".')


# ------------------------------------------------------------------ problems(): every problem, both languages
# Oracles: the counts of the setup paragraphs (20 merchant cubes and 17 city discs per player, 6 ship counters
# of each era, 25 free cubes, 56 gold, 55 cards; three warehouse and two bank spaces open), the era's cubes
# (2 merchant cubes in the galley era), the levels climbed one by one and the board's boxes and spaces.
# Each row: a position built through ``State.arranged`` (``arranged``), a saved game changed by hand (``saved``)
# or a save of the first format changed by hand (``first``: what it counted beside the parts); the part at fault,
# the rule it breaks, the sentence in Spanish and in English with the player or good it names (a sentence that
# ends with "…" is the beginning of a longer one: the values a part may take, listed).
def _saved(**changes) -> dict:
    from test_ships import arrange
    data = arrange().to_dict()
    for key, value in changes.items():
        if key.startswith("red_"):
            data["players"][0] = {**data["players"][0], key[4:]: value}
        else:
            data[key] = value
    return data


def _more(key: str, n: int = 1):
    """A change to a first-format save: ``n`` more of ``key`` (``pool_goods.oil``) than it counted."""
    def change(data: dict) -> None:
        where, name = (data["pool_goods"], key.split(".")[1]) if "." in key else (data, key)
        where[name] += n
    return change


_BOX = {"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley"}

_PROBLEMS = [
    # (id, how, arguments, part at fault, rule id, Spanish, English)
    ("one-player-data", "saved", {"players": "one"}, "players", "ships-setup-screens",
     "Se esperan entre 2 y 4 elementos.", "Between 2 and 4 items are expected."),
    ("three-player-data-for-two", "arranged", {"players": [{}, {}, {}]}, "players", "ships-setup-screens",
     "Los datos de los jugadores no cuadran.", "The player data do not add up."),
    ("first-not-a-player", "saved", {"first": 2}, "first", "ships-setup-first",
     "El primer jugador debe ser uno de los jugadores.", "The first player must be one of the players."),
    ("player-not-a-player", "arranged", {"player": 2}, "player", "ships-turn-order",
     "No se sabe a quién le toca.", "It is not known whose turn it is."),
    ("cube-made-up", "arranged", {"players": [{}, {"stock_merchant": 20, "section_merchant": 1}]}, "players[1]",
     "ships-setup-cubes", "Falta o sobra algún cubo de comerciante del jugador amarillo.",
     "A merchant cube of the yellow player is missing or extra."),
    ("cube-too-many", "first", lambda d: d["players"][0].update(pool_merchant=d["players"][0]["pool_merchant"] + 1),
     "players[0]", "ships-setup-cubes",
     "Falta o sobra algún cubo de comerciante del jugador rojo.",
     "A merchant cube of the red player is missing or extra."),
    ("more-cubes-than-a-player-has", "arranged", {"players": [{}, {"stock_merchant": 21}]},
     "players[1].stock_merchant", "ships-setup-cubes", "Debe estar entre 0 y 20.", "Must be between 0 and 20."),
    ("negative-gold", "arranged", {"players": [{"gold": -1}]}, "players[0].gold", "ships-place-disc",
     "Debe estar entre 0 y 56.", "Must be between 0 and 56."),
    ("gold-as-yes", "arranged", {"players": [{"gold": True}]}, "players[0].gold", "ships-place-disc",
     "Se espera un número entero.", "A whole number is expected."),
    ("negative-box", "arranged", {"players": [{"boxes": {"take-gold": {"free": -1}}}]},
     "players[0].boxes.take-gold.free", "ships-tidy-free", "Debe estar entre 0 y 25.", "Must be between 0 and 25."),
    ("unknown-good", "arranged", {"players": [{"goods": {"diesel": 0}}]}, "players[0].goods.diesel",
     "ships-place-warehouse", 'Valor desconocido "diesel"; se espera uno de: …', 'Unknown value "diesel"; expected one of: …'),
    ("counters-follow-from-the-track", "arranged", {"players": [{"counters": {"galley": 6}}]},
     "players[0].counters", "ships-setup-screens", "Campo desconocido; los campos de aquí son: …",
     "Unknown field; the fields here are: …"),
    ("unknown-box", "arranged", {"players": [{"boxes": {"sail-away": {}}}]}, "players[0].boxes.sail-away",
     "ships-actions-cubes-stay", 'Valor desconocido "sail-away"; se espera uno de: …',
     'Unknown value "sail-away"; expected one of: …'),
    ("disc-lost", "arranged", {"players": [{}, {"warehouse_discs": 7}]}, "players[1]", "ships-setup-discs",
     "Falta o sobra algún disco de ciudad del jugador amarillo.",
     "A city disc of the yellow player is missing or extra."),
    ("warehouse-space-never-covered", "arranged", {"players": [{"warehouse_discs": 9, "bank_discs": 7}]},
     "players[0]", "ships-setup-discs", "Falta o sobra algún disco de ciudad del jugador rojo.",
     "A city disc of the red player is missing or extra."),
    ("bank-space-never-covered", "arranged", {"players": [{"warehouse_discs": 7, "bank_discs": 9}]},
     "players[0]", "ships-setup-discs", "Falta o sobra algún disco de ciudad del jugador rojo.",
     "A city disc of the red player is missing or extra."),
    ("counter-made-up", "arranged", {"track": [(1, "merchant", 1, "galley")] * 7}, "track", "ships-setup-counters",
     "Falta o sobra alguna ficha de barco del jugador amarillo.",
     "A ship counter of the yellow player is missing or extra."),
    ("counter-lost", "first", lambda d: d["players"][1]["counters"].update(steam=5), "track", "ships-setup-counters",
     "Falta o sobra alguna ficha de barco del jugador amarillo.",
     "A ship counter of the yellow player is missing or extra."),
    ("warehouse-over-full", "arranged", {"players": [{}, {"goods": {"oil": 4}}]}, "players[1].goods",
     "ships-place-warehouse", "El almacén del jugador amarillo tiene más mercancías de las que caben.",
     "The yellow player's warehouse holds more goods than fit."),
    ("bank-over-full", "arranged", {"players": [{}, {"gold": 3}]}, "players[1].gold", "ships-place-disc",
     "El banco del jugador amarillo tiene más oro del que cabe.",
     "The yellow player's bank holds more gold than fits."),
    ("three-merchant-cubes-in-the-galley-era", "arranged", {"players": [{"section_merchant": 3, "stock_merchant": 6}]},
     "players[0].section_merchant", "ships-cubes-era",
     "La sección de acciones del jugador rojo tiene más cubos de los que da la era.",
     "The red player's action section holds more cubes than the era gives."),
    ("a-free-cube-beside-two-merchant-cubes-in-the-galley-era", "arranged",
     {"players": [{}, {"section_merchant": 2, "stock_merchant": 7, "section_free": 1}]}, "players[1].section_free",
     "ships-cubes-era", "La sección de acciones del jugador amarillo tiene más cubos de los que da la era.",
     "The yellow player's action section holds more cubes than the era gives."),
    ("free-cube-made-up", "first", _more("pool_free", -3), "players", "ships-setup-pool",
     "Falta o sobra alguna pieza común (cubos libres, oro, fichas).",
     "A common piece (free cubes, gold, counters) is missing or extra."),
    ("gold-made-up", "first", _more("pool_gold"), "players", "ships-setup-pool",
     "Falta o sobra alguna pieza común (cubos libres, oro, fichas).",
     "A common piece (free cubes, gold, counters) is missing or extra."),
    ("industry-made-up", "first", _more("pool_industry"), "players", "ships-setup-pool",
     "Falta o sobra alguna pieza común (cubos libres, oro, fichas).",
     "A common piece (free cubes, gold, counters) is missing or extra."),
    ("navigation-lost", "first", _more("pool_navigation", -1), "players", "ships-setup-pool",
     "Falta o sobra alguna pieza común (cubos libres, oro, fichas).",
     "A common piece (free cubes, gold, counters) is missing or extra."),
    ("free-pool-below-none", "arranged", {"players": [{"stock_free": 24}]}, "players", "ships-setup-pool",
     "Falta o sobra alguna pieza común (cubos libres, oro, fichas).",
     "A common piece (free cubes, gold, counters) is missing or extra."),
    ("oil-made-up", "first", _more("pool_goods.oil"), "players", "ships-setup-pool",
     "Falta o sobra alguna ficha de aceite.", "There is a missing or extra oil counter."),
    ("cloth-pile-missing", "first", lambda d: d["pool_goods"].pop("cloth"), "players", "ships-setup-pool",
     "Falta o sobra alguna ficha de tela.", "There is a missing or extra cloth counter."),
    ("oil-below-none", "arranged", {"n": 3, "players": [{"goods": {"oil": 3}}, {"goods": {"oil": 3}},
                                                        {"goods": {"oil": 3}}]},
     "players", "ships-setup-pool", "Falta o sobra alguna ficha de aceite.", "There is a missing or extra oil counter."),
    ("card-twice", "arranged", {"players": [{"cards": [1]}]}, "display", "ships-setup-cards",
     "Falta o sobra alguna carta.", "A card is missing or extra."),
    ("cube-on-no-box", "arranged", {"trade": {"atlantis-1": 0}, "players": [{"stock_merchant": 8}]},
     "trade.atlantis-1", "ships-place-trade", 'Valor desconocido "atlantis-1"; se espera uno de: …',
     'Unknown value "atlantis-1"; expected one of: …'),
    ("cube-of-nobody", "arranged", {"trade": {"miletus-1": 2}}, "trade.miletus-1", "ships-place-trade",
     "Un cubo o un disco está en una casilla que no existe.", "A cube or a disc is on a box that does not exist."),
    ("disc-on-no-space", "arranged", {"cities": {"atlantis-c1": 0}, "players": [{"warehouse_discs": 7}]},
     "cities.atlantis-c1", "ships-place-city", 'Valor desconocido "atlantis-c1"; se espera uno de: …',
     'Unknown value "atlantis-c1"; expected one of: …'),
    ("disc-of-nobody", "arranged", {"cities": {"miletus-c1": 2}}, "cities.miletus-c1", "ships-place-city",
     "Un cubo o un disco está en una casilla que no existe.", "A cube or a disc is on a box that does not exist."),
    ("area-zero", "arranged", {"players": [{}, {"area": 0}]}, "players[1].area", "ships-place-area",
     "Valor desconocido 0; se espera uno de: 1, 2, 3, 4, 5.", "Unknown value 0; expected one of: 1, 2, 3, 4, 5."),
    ("area-six", "arranged", {"players": [{"area": 6}]}, "players[0].area", "ships-place-area",
     "Valor desconocido 6; se espera uno de: 1, 2, 3, 4, 5.", "Unknown value 6; expected one of: 1, 2, 3, 4, 5."),
    ("level-skipped", "arranged", {"track": [(1, "merchant", 0, "galley"), (3, "warship", 1, "galley")]}, "track",
     "ships-place-level", "Los barcos suben nivel a nivel: no puede haber un nivel vacío por debajo de uno ocupado.",
     "Ships climb level by level: there can be no empty level below an occupied one."),
    ("over-without-reason", "arranged", {"phase": "over", "player": None}, "end_reason", "ships-end",
     "La partida termina solo con un motivo de final.", "The game ends only with a reason for ending."),
    ("reason-while-playing", "saved", {"end_reason": "track"}, "end_reason", "ships-end",
     "La partida termina solo con un motivo de final.", "The game ends only with a reason for ending."),
    ("level-decision-without-action", "arranged", {"phase": "level"}, "pending", "ships-turn-phases",
     "Falta la acción en curso.", "The action under way is missing."),
    ("space-decision-without-action", "arranged", {"phase": "space"}, "pending", "ships-turn-phases",
     "Falta la acción en curso.", "The action under way is missing."),
    ("an-action-under-way-between-actions", "arranged", {"pending": {"action": "take-card", "payment": "merchant"}},
     "pending", "ships-turn-phases", "La acción en curso no cuadra con la fase.",
     "The action under way does not match the phase."),
    ("a-space-before-the-area", "arranged", {"phase": "space", "pending": {**_BOX, "box": "merchant"}}, "pending",
     "ships-turn-phases", "La acción en curso no cuadra con la fase.", "The action under way does not match the phase."),
    ("a-card-to-place-a-ship", "arranged", {"phase": "card", "pending": _BOX}, "pending", "ships-turn-phases",
     "La acción en curso no cuadra con la fase.", "The action under way does not match the phase."),
]


def _says_or_begins(text: str, expected: str) -> bool:
    return text.startswith(expected[:-1]) if expected.endswith("…") else text == expected


@pytest.mark.rule("ships-setup-screens", "ships-turn-order", "ships-setup-cubes", "ships-setup-pool",
                  "ships-setup-discs", "ships-setup-counters", "ships-place-warehouse", "ships-place-disc",
                  "ships-cubes-era", "ships-setup-cards", "ships-place-trade", "ships-place-city", "ships-place-area",
                  "ships-place-level", "ships-end", "ships-turn-phases", "ships-setup-first")
@pytest.mark.parametrize("how,arguments,field,rule_id,es,en", [row[1:] for row in _PROBLEMS],
                         ids=[row[0] for row in _PROBLEMS])
def test_an_impossible_position_is_refused_naming_its_part_its_rule_and_what_is_wrong(how, arguments, field, rule_id,
                                                                                      es, en):
    from rulesim.position import InvalidPosition
    from test_ships import arrange
    with pytest.raises(InvalidPosition) as info:
        if how == "arranged":
            arrange(**arguments)
        elif how == "first":
            State.from_dict(_first_format("cubes", arguments))
        else:
            data = _saved(**arguments)
            if data["players"] == "one":
                data["players"] = arrange().to_dict()["players"][:1]
            State.from_dict(data)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    assert _says_or_begins(info.value.message.render("es"), es)
    english = info.value.message.render("en")
    assert _says_or_begins(english, en) or (english.endswith(" " + en) and english.count(" ") == en.count(" ") + 1)


@pytest.mark.rule("ships-cubes-era", "ships-place-warehouse")
def test_the_cubes_an_era_gives_and_a_warehouse_being_emptied_are_possible_positions():
    from test_ships import ERA_TRACK, arrange
    # a free cube alone (ships-cubes-none: nobody is left without an action) is possible in the galley era
    assert arrange(players=[{"section_free": 1}]).me.section_free == 1
    # the sailing era gives 2 merchant cubes and 1 free cube
    sailing = arrange(track=ERA_TRACK["sailing"], players=[{"section_merchant": 2, "stock_merchant": 7,
                                                            "section_free": 1}])
    assert sailing.current_era() == "sailing"
    # while goods go back to the pool, the warehouse holds one good too many for a moment
    pending = {"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley", "box": "merchant",
               "area": 1, "space": "miletus-2", "good": "food"}
    over = arrange(phase="overflow", pending=pending, track=[(1, "merchant", 0, "galley")],
                   trade={"miletus-2": 0}, players=[{"goods": {"food": 4}, "stock_merchant": 8}])
    assert over.legal_moves() and over.me.goods_count == 4


# ------------------------------------------------------------------ the parts a builder is given: every refusal
# What the position builder was given and no game can show: a value a part cannot hold is refused by the part,
# naming it (the rule is the part's).
_ARRANGE = [
    ("unknown-phase", {"phase": "lunch"}, "phase", "ships-turn-phases", 'Valor desconocido "lunch"; se espera uno de: ',
     'Unknown value "lunch"; expected one of: '),
    ("action-without-payment", {"phase": "level", "pending": {"action": "place-ship"}}, "pending.payment",
     "ships-actions-cost", "Falta este campo: cómo se pagó.", "This field is missing: how it was paid."),
    ("unknown-player-part", {"players": [{}, {"wings": 2}]}, "players[1].wings", "ships-setup-screens",
     "Campo desconocido; los campos de aquí son: ", "Unknown field; the fields here are: "),
    ("level-0", {"track": [(0, "merchant", 0, "galley")]}, "track[0].level", "ships-place-level",
     "Debe estar entre 1 y 11.", "Must be between 1 and 11."),
    ("level-12", {"track": [(12, "merchant", 0, "steam")]}, "track[0].level", "ships-place-level",
     "Debe estar entre 1 y 11.", "Must be between 1 and 11."),
    ("no-such-box", {"track": [(1, "harbour", 0, "galley")]}, "track[0].box", "ships-place-box",
     'Valor desconocido "harbour"; se espera uno de: "merchant", "warship".',
     'Unknown value "harbour"; expected one of: "merchant", "warship".'),
    ("player-of-no-seat", {"track": [(1, "merchant", 2, "galley")]}, "track[0].player", "ships-place-level",
     "Esa ficha de barco es de un jugador que no está en la partida.",
     "That ship counter belongs to a player who is not in the game."),
    ("player-below-zero", {"track": [(1, "warship", -1, "galley")]}, "track[0].player", "ships-place-counter",
     "Debe estar entre 0 y 3.", "Must be between 0 and 3."),
    ("no-such-era", {"track": [(1, "merchant", 0, "diesel")]}, "track[0].era", "ships-place-era",
     'Valor desconocido "diesel"; se espera uno de: "galley", "sailing", "steam".',
     'Unknown value "diesel"; expected one of: "galley", "sailing", "steam".'),
    ("a-counter-without-its-box", {"track": [{"level": 1, "player": 0, "era": "galley"}]}, "track[0].box",
     "ships-place-box", "Falta este campo: la caja.", "This field is missing: the box."),
    ("no-such-part", {"pool_free": 3}, "pool_free", "ships-setup-pool",
     "No es una parte de la posición; las partes son: ", "Not a part of the position; the parts are: "),
]


@pytest.mark.rule("ships-turn-phases", "ships-setup-screens", "ships-place-level")
@pytest.mark.parametrize("arguments,field,rule_id,es,en", [row[1:] for row in _ARRANGE],
                         ids=[row[0] for row in _ARRANGE])
def test_the_position_builder_refuses_what_no_game_can_show(arguments, field, rule_id, es, en):
    from rulesim.position import InvalidPosition
    from test_ships import arrange
    track = arguments.pop("track", None)
    with pytest.raises(InvalidPosition) as info:
        if track and isinstance(track[0], dict):
            State.arranged(Ships(2), track=track, **arguments)
        else:
            arrange(**arguments, **({"track": track} if track else {}))
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    assert info.value.message.render("es").startswith(es) and info.value.message.render("en").startswith(en)
    assert es.endswith(": ") or info.value.message.render("es") == es


@pytest.mark.rule("ships-place-level", "ships-setup-screens")
def test_the_position_builder_takes_the_counters_it_places_from_their_owners_piles():
    from test_ships import arrange, on
    state = arrange(track=[(1, "merchant", 1, "galley"), (1, "warship", 0, "galley"), (2, "warship", 1, "galley")],
                    players=[{"goods": {"food": 1}, "boxes": {"take-gold": {"merchant": 1}}, "stock_merchant": 8}])
    assert (on(state, 1, "merchant"), on(state, 1, "warship")) == ([(1, "galley")], [(0, "galley")])
    assert (on(state, 2, "merchant"), on(state, 2, "warship")) == ([], [(1, "galley")])
    assert [pl.counters["galley"] for pl in state.players] == [5, 4]
    assert state.players[0].boxes["take-gold"].merchant == 1 and state.players[0].goods == {
        "food": 1, "oil": 0, "metal": 0, "wine": 0, "cloth": 0}
    assert state.pool_goods["food"] == 13
    # the track is kept level by level, each box in the order it filled, whatever order it was given in
    again = arrange(track=[(2, "warship", 1, "galley"), (1, "warship", 0, "galley"), (1, "merchant", 1, "galley")],
                    players=[{"goods": {"food": 1}, "boxes": {"take-gold": {"merchant": 1}}, "stock_merchant": 8}])
    assert again == state


# ------------------------------------------------------------------ the decisions of Place ship: every refusal
def _deciding(phase: str, box: str = "merchant", **kwargs) -> State:
    """Red in the middle of *Place ship* (paid with a merchant cube, a galley on level 1) at ``phase``."""
    from test_ships import arrange
    pending = {"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley"}
    red = {"section_merchant": 1, "stock_merchant": 7, "boxes": {"place-ship": {"merchant": 1}}}
    track = []
    if phase != "box":
        pending.update(box=box, area=1 if phase == "space" else None)
        track = [(1, box, 0, "galley")]
        if box == "warship":
            pending["store"] = "warehouse"
            red["warehouse_discs"] = 7  # the disc is in red's hand
    else:
        red["goods"] = {"food": 1}
    if phase == "space" and "at_area" in kwargs:
        pending["area"] = kwargs.pop("at_area")
    red.update(kwargs.pop("red", {}))
    return arrange(phase=phase, pending=pending, track=track, players=[red, *kwargs.pop("others", [])], **kwargs)


def _says(err, es: str, en: str) -> None:
    assert err.message.render("es") == es and err.message.render("en") == en




def _boxes_of(area: int) -> list[str]:
    from rulesim.ships.components import DEFAULT_BOARD
    return [b for b, (a, _box, _loc) in DEFAULT_BOARD.trade_boxes.items() if a == area]


def _spaces_of(*areas: int) -> list[str]:
    from rulesim.ships.components import DEFAULT_BOARD
    return [c for c, (a, _city, _loc) in DEFAULT_BOARD.city_spaces.items() if a in areas]


@pytest.mark.rule("ships-place-trade", "ships-place-warship", "ships-place-disc", "ships-place-city", "ships-place-box")
def test_each_box_refused_says_what_it_needs_and_changes_nothing():
    from conftest import refused
    from rulesim.ships import ChooseBox
    # the merchant box: a merchant cube from the available stock (none left here) and an empty trade box
    state = _deciding("box", red={"stock_merchant": 0})
    move = ChooseBox("merchant")
    err = refused(state, move, "ships-place-trade")
    assert err.move == move
    _says(err, "Para la caja mercante hace falta un cubo de comerciante en el stock disponible y una casilla de "
               "comercio libre en el área actual o la siguiente.",
          "The merchant box needs a merchant cube in the available stock and a free trade box in the current or "
          "the next area.")
    # the warship box: a food counter spent from the warehouse …
    err = refused(_deciding("box", red={"goods": {"food": 0, "oil": 1}}), ChooseBox("warship"), "ships-place-warship")
    _says(err, "Para la caja de buque de guerra hay que gastar una ficha de comida del almacén.",
          "The warship box needs a food counter from the warehouse to be spent.")
    # … a city disc taken from the screen …
    every_space_but_one = _spaces_of(1, 2, 3, 4, 5)[1:]
    err = refused(_deciding("box", red={"warehouse_discs": 0, "bank_discs": 0}, cities={
        c: 0 for c in every_space_but_one[:16]}), ChooseBox("warship"), "ships-place-disc")
    _says(err, "No te queda ningún disco de ciudad en la pantalla.", "You have no city disc left on your screen.")
    # … and an empty city space in the current or the next area (yellow's discs fill areas 1 and 2)
    full = _deciding("box", others=[{"warehouse_discs": 0, "bank_discs": 6}], cities={c: 1 for c in _spaces_of(1, 2)})
    move = ChooseBox("warship")
    err = refused(full, move, "ships-place-city")
    assert err.move == move
    _says(err, "No hay ningún espacio de ciudad libre en el área actual ni en la siguiente.",
          "There is no free city space in the current area or in the next.")
    # only those two boxes exist
    move = ChooseBox("harbour")
    err = refused(_deciding("box"), move, "ships-place-box")
    assert err.move == move
    _says(err, "La ficha va a la caja mercante o a la de buque de guerra.",
          "The counter goes to the merchant box or to the warship box.")


@pytest.mark.rule("ships-place-disc", "ships-place-warship")
def test_the_last_city_disc_on_the_screen_still_sends_a_warship():
    from rulesim.ships import ChooseBox
    # red's other fifteen discs fill every city space of areas 3 to 5; one disc is left, in the bank
    state = _deciding("box", red={"warehouse_discs": 0, "bank_discs": 1}, cities={c: 0 for c in _spaces_of(3, 4, 5)})
    assert ChooseBox("warship") in state.legal_moves()
    state.push(ChooseBox("warship"))  # the bank's disc is the only one: taken by itself
    assert state.pending.store == "bank" and state.me.bank_discs == 0 and state.phase == "area"


@pytest.mark.rule("ships-place-area", "ships-place-trade", "ships-place-city")
def test_an_area_refused_says_why_and_changes_nothing():
    from conftest import refused
    from rulesim.ships import ChooseArea
    move = ChooseArea(3)  # red is in area 1: area 1 or 2
    err = refused(_deciding("area"), move, "ships-place-area")
    assert err.move == move
    _says(err, "Solo se puede elegir el área actual o la siguiente.", "Only the current area or the next one can be chosen.")
    # every trade box of area 2 holds a yellow cube
    boxes = _boxes_of(2)
    full = _deciding("area", trade={b: 1 for b in boxes}, others=[{"stock_merchant": 20 - len(boxes)}])
    move = ChooseArea(2)
    err = refused(full, move, "ships-place-trade")
    assert err.move == move
    _says(err, "En esa área no queda ningún espacio libre que puedas usar.", "No free space you can use is left in that area.")
    # every city space of area 2 holds a yellow disc
    spaces = _spaces_of(2)
    full = _deciding("area", "warship", cities={c: 1 for c in spaces}, others=[{"warehouse_discs": 8 - len(spaces)}])
    err = refused(full, ChooseArea(2), "ships-place-city")
    _says(err, "En esa área no queda ningún espacio libre que puedas usar.", "No free space you can use is left in that area.")
    assert full.push(ChooseArea(1)) and full.phase == "space"


_SPACES = [
    # (box, the space, position, rule id, Spanish, English)
    ("merchant", "lisbon-1", {}, "ships-place-trade", "Esa casilla de comercio no está en el área elegida.",
     "That trade box is not in the chosen area."),
    ("merchant", "atlantis-1", {}, "ships-place-trade", "Esa casilla de comercio no está en el área elegida.",
     "That trade box is not in the chosen area."),
    ("merchant", "miletus-1", {"trade": {"miletus-1": 1}, "others": [{"stock_merchant": 8}]}, "ships-place-trade",
     "Esa casilla de comercio ya está ocupada.", "That trade box is already taken."),
    ("merchant", "alexandria-3", {"red": {"stock_merchant": 1}}, "ships-q-spice-cube",
     "La especia pide un segundo cubo de comerciante del stock para la caja de especias.",
     "Spice needs a second merchant cube from the stock for the spice box."),
    ("warship", "lisbon-c1", {}, "ships-place-city", "Ese espacio de ciudad no está en el área elegida.",
     "That city space is not in the chosen area."),
    ("warship", "miletus-1", {}, "ships-place-city", "Ese espacio de ciudad no está en el área elegida.",
     "That city space is not in the chosen area."),
    ("warship", "miletus-c1", {"cities": {"miletus-c1": 1}, "others": [{"warehouse_discs": 7}]}, "ships-place-city",
     "Ese espacio de ciudad ya está ocupado.", "That city space is already taken."),
]


@pytest.mark.rule("ships-place-trade", "ships-q-spice-cube", "ships-place-city")
@pytest.mark.parametrize("box,space,position,rule_id,es,en", _SPACES, ids=[f"{r[0]}-{r[1]}" for r in _SPACES])
def test_a_box_or_space_refused_names_the_move_and_says_why(box, space, position, rule_id, es, en):
    from conftest import refused
    from rulesim.ships import ChooseSpace
    state = _deciding("space", box, **position)
    move = ChooseSpace(space)
    err = refused(state, move, rule_id)
    assert err.move == move
    _says(err, es, en)


# ------------------------------------------------------------------ what a move is called, both languages
_MOVES = [
    ("TakeCubes", (), "toma los cubos de la fase uno", "takes the cubes of phase one"),
    ("Act", ("take-gold", "free-stock"), "«Tomar un oro», pagando con un cubo libre del stock disponible",
     "“Take a gold”, paying with a free cube from the available stock"),
    ("Act", ("fly", "merchant"), "una acción desconocida", "an unknown action"),
    ("Act", ("take-gold", "promise"), "una acción desconocida", "an unknown action"),
    ("EndTurn", (), "termina sus acciones y ordena", "ends their actions and tidies up"),
    ("ChooseLevel", (4,), "nivel 4 del registro de antigüedad", "level 4 of the ship-age track"),
    ("ChooseBox", ("merchant",), "caja mercante", "merchant box"),
    ("ChooseBox", ("warship",), "caja de buque de guerra", "warship box"),
    ("ChooseDisc", ("warehouse",), "disco del almacén", "disc from the warehouse"),
    ("ChooseDisc", ("bank",), "disco del banco", "disc from the bank"),
    ("ChooseArea", (2,), "área Europa del Norte", "area Northern Europe"),
    ("ChooseArea", (0,), "área 0", "area 0"),
    ("ChooseArea", (6,), "área 6", "area 6"),
    ("ChooseSpace", ("miletus-1",), "casilla de aceite de Mileto", "oil box of Miletus"),
    ("ChooseSpace", ("carthage-c2",), "espacio de ciudad de Cartago (1 punto de victoria)",
     "city space of Carthage (1 victory point)"),
    ("ChooseSpace", ("atlantis-1",), "una casilla desconocida", "an unknown box"),
    ("UseIndustry", (True,), "gasta una ficha de industria", "spends an industry counter"),
    ("UseIndustry", (False,), "no gasta ficha de industria", "spends no industry counter"),
    ("ReturnGood", ("wine",), "devuelve una ficha de vino", "returns a wine counter"),
    ("ReturnGood", ("gold",), "devuelve una mercancía desconocida", "returns an unknown good"),
    ("ChooseCard", (7,), "toma la carta n.º 7", "takes card no. 7"),
    ("RecoverBox", ("take-gold",), "recupera la caja de «Tomar un oro»", "recovers the “Take a gold” box"),
    ("RecoverBox", ("nap",), "recupera una caja desconocida", "recovers an unknown box"),
]


@pytest.mark.rule("ships-actions-list", "ships-place-level", "ships-place-box", "ships-place-disc", "ships-place-area",
                  "ships-place-trade", "ships-place-city", "ships-place-industry", "ships-place-warehouse",
                  "ships-action-card", "ships-q-recover")
@pytest.mark.parametrize("kind,arguments,es,en", _MOVES, ids=[f"{r[0]}{r[1]}" for r in _MOVES])
def test_each_move_is_named_in_both_languages(kind, arguments, es, en):
    import rulesim.ships as ships
    from test_ships import arrange
    move = getattr(ships, kind)(*arguments)
    state = arrange()  # (the default board)
    said = move.said(state)
    assert (said.render("es"), said.render("en")) == (es, en)
    titled = state._describe(move, 1)
    assert titled.render("es") == f"El jugador amarillo: {es}" and titled.render("en") == f"The yellow player: {en}"


@pytest.mark.rule("ships-place-area", "ships-components-illustrative")
def test_an_area_is_named_from_the_board_in_play():
    # the board is illustrative and may be replaced: its own areas name the choice
    from dataclasses import replace
    from rulesim.ships import ChooseArea
    from rulesim.ships.components import DEFAULT_BOARD, Board
    north, south = DEFAULT_BOARD.areas[1], DEFAULT_BOARD.areas[0]
    board = Board((replace(north, number=1), replace(south, number=2))).validate()
    state = State.arranged(Ships(2, board=board), phase="actions")
    assert ChooseArea(1).said(state).render("en") == "area Northern Europe"
    assert ChooseArea(2).said(state).render("es") == "área Mediterráneo"
    assert ChooseArea(3).said(state).render("es") == "área 3"  # this board has two areas
    # and a saved game needs the default data
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        state.to_dict()
    assert info.value.rule_id == "ships-components-illustrative"
    _says(info.value, "Solo se puede guardar una partida con el tablero, el registro y los costes por defecto.",
          "Only a game with the default board, track and costs can be saved.")


@pytest.mark.rule("ships-end")
def test_a_track_without_eleven_levels_numbered_from_one_is_refused():
    from dataclasses import replace
    from rulesim.errors import InvalidSetupError
    from rulesim.ships.components import DEFAULT_TRACK
    for track in (DEFAULT_TRACK[:10], DEFAULT_TRACK + DEFAULT_TRACK[-1:],
                  (replace(DEFAULT_TRACK[0], number=0),) + DEFAULT_TRACK[1:]):
        with pytest.raises(InvalidSetupError) as info:
            Ships(2, track=track)
        assert info.value.rule_id == "ships-end"
        _says(info.value, "El registro de antigüedad tiene once niveles, numerados del 1 al 11.",
              "The ship-age track has eleven levels, numbered 1 to 11.")
    with pytest.raises(InvalidSetupError) as info:
        Ships(5)
    _says(info.value, "Ships se juega con 2 a 4 jugadores (hay cuatro juegos de piezas), no con 5.",
          info.value.message.render("en"))
    assert "5" in info.value.message.render("en")


# ------------------------------------------------------------------ the steps of a move, both languages
def _steps(explanation, lang: str) -> list[tuple[str, str]]:
    return [(s.rule_id, s.render(lang)) for s in explanation.steps]


@pytest.mark.rule("ships-place-disc")
@pytest.mark.parametrize("store,discs,es,en", [
    ("warehouse", {}, "Toma el disco más a la izquierda del almacén (espacio 4): ahora caben 4 mercancías.",
     "Takes the leftmost disc of the warehouse (space 4): 4 goods fit now."),
    ("warehouse", {"warehouse_discs": 6, "bank_discs": 8}, "Toma el disco más a la izquierda del almacén (espacio 6): "
     "ahora caben 6 mercancías.", "Takes the leftmost disc of the warehouse (space 6): 6 goods fit now."),
    ("bank", {}, "Toma el disco más a la izquierda del banco (espacio 3): ahora caben 3 de oro.",
     "Takes the leftmost disc of the bank (space 3): 3 gold fit now."),
    ("bank", {"warehouse_discs": 9 - 1, "bank_discs": 5}, "Toma el disco más a la izquierda del banco (espacio 6): "
     "ahora caben 6 de oro.", "Takes the leftmost disc of the bank (space 6): 6 gold fit now."),
])
def test_the_leftmost_disc_opens_one_more_space(store, discs, es, en):
    # "Siempre coges el disco que está más a la izquierda": the first spaces are open, the disc taken is the
    # next one, and the store then holds one more.
    from rulesim.ships import ChooseDisc
    from test_ships import arrange
    screen = {"warehouse_discs": 8, "bank_discs": 8, **discs}
    on_board = 16 - screen["warehouse_discs"] - screen["bank_discs"]
    state = arrange(phase="disc", pending={"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley",
                                           "box": "warship"}, track=[(1, "warship", 0, "galley")],
                    cities={c: 0 for c in _spaces_of(5)[:on_board]},
                    players=[{"section_merchant": 1, "stock_merchant": 7, "boxes": {"place-ship": {"merchant": 1}},
                              **screen}])
    explanation = state.push(ChooseDisc(store))
    assert ("ships-place-disc", es) in _steps(explanation, "es") and ("ships-place-disc", en) in _steps(explanation, "en")


@pytest.mark.rule("ships-place-benefits", "ships-vp-city", "ships-q-city-benefits", "ships-q-short-pool")
@pytest.mark.parametrize("space,position,rule_id,es,en,short", [
    ("tyre-c1", {}, "ships-place-benefits", "La ciudad da 1 cubo de comerciante, de la reserva a su stock disponible.",
     "The city gives 1 merchant cube, from the pool to the available stock.", 0),
    ("tyre-c1", {"red": {"stock_merchant": 18}}, "ships-place-benefits",
     "La ciudad da 0 cubos de comerciante, de la reserva a su stock disponible.",
     "The city gives 0 merchant cubes, from the pool to the available stock.", 1),
    ("carthage-c1", {}, "ships-place-benefits", "La ciudad da 1 cubo libre, de la reserva a su stock disponible.",
     "The city gives 1 free cube, from the pool to the available stock.", 0),
    ("carthage-c2", {}, "ships-vp-city", "La ciudad da 1 punto de victoria.", "The city gives 1 victory point.", 0),
    ("miletus-c1", {}, "ships-place-benefits", "Pone 1 de oro de la reserva en su banco.",
     "Puts 1 gold from the pool into the bank.", 0),
    ("antwerp-c2", {"at_area": 2, "red": {"area": 2}}, "ships-q-city-benefits",
     "La ciudad da 1 ficha de industria, de la reserva a su stock disponible.",
     "The city gives 1 industry counter, from the pool to the available stock.", 0),
    ("antwerp-c2", {"at_area": 2, "red": {"area": 2}, "others": [{"industry": 30}]}, "ships-q-city-benefits",
     "La ciudad da 0 fichas de industria, de la reserva a su stock disponible.",
     "The city gives 0 industry counters, from the pool to the available stock.", 1),
])
def test_each_city_benefit_says_what_it_gives_under_its_rule(space, position, rule_id, es, en, short):
    from rulesim.ships import ChooseSpace
    state = _deciding("space", "warship", **position)
    before = state.me.vp
    explanation = state.push(ChooseSpace(space))
    assert (rule_id, es) in _steps(explanation, "es") and (rule_id, en) in _steps(explanation, "en")
    shortage = [text for r, text in _steps(explanation, "en") if r == "ships-q-short-pool"]
    assert shortage == (["The pool is 1 short: what there is is taken."] if short else [])
    assert state.me.vp == before + (1 if rule_id == "ships-vp-city" else 0)


@pytest.mark.rule("ships-vp-new-level", "ships-q-track-points")
@pytest.mark.parametrize("reading,level,es,en", [
    ("every-level", 2, "Es el primer barco en el nivel 2: gana 1 punto de victoria.",
     "It is the first ship on level 2: gains 1 victory point."),
    ("every-level", 4, "Es el primer barco en el nivel 4: gana 2 puntos de victoria.",
     "It is the first ship on level 4: gains 2 victory points."),
    ("new-era", 2, "Primer barco del nivel 2, pero con esta lectura solo puntúa el primer nivel de una era.",
     "First ship on level 2, but with this reading only the first level of an era scores."),
    ("new-era", 5, "Es el primer barco en el nivel 5: gana 3 puntos de victoria.",
     "It is the first ship on level 5: gains 3 victory points."),
])
def test_the_first_ship_on_a_level_says_its_points_or_the_reading(reading, level, es, en):
    # The track's points are illustrative (0, 1, 1, 2 | 3, 2, 2, 3 | 4, 3, 4): the step names the level and points.
    from rulesim.ships import ChooseLevel, Options
    from rulesim.ships.components import DEFAULT_TRACK
    from test_ships import arrange, place
    track = [(lv, "merchant", 1, "galley" if lv <= 4 else "sailing") for lv in range(1, level)]
    state = arrange(options=Options(level_points=reading), players=[{"section_merchant": 2, "stock_merchant": 7}],
                    track=track)
    steps = place(state, ChooseLevel(level))[-1]
    rule_id = "ships-q-track-points" if "reading" in en else "ships-vp-new-level"
    assert (rule_id, es) in _steps(steps, "es") and (rule_id, en) in _steps(steps, "en")
    assert state.me.vp == 5 + (0 if rule_id == "ships-q-track-points" else DEFAULT_TRACK[level - 1].points)


# ------------------------------------------------------------------ tidy up and the end of a round, both languages
@pytest.mark.rule("ships-tidy-free", "ships-tidy-unused", "ships-q-unused-merchant", "ships-turn-order")
def test_tidy_up_counts_the_cubes_it_moves_and_names_the_next_player():
    # Free cubes in the action boxes go back to the pool; an unused free cube moves to the available stock;
    # (reading "stock") an unused merchant cube goes back to the available stock; then the player to the left.
    from rulesim.ships import EndTurn
    from test_ships import arrange
    state = arrange(players=[{"section_merchant": 1, "stock_merchant": 8, "section_free": 1, "stock_free": 0,
                              "boxes": {"take-gold": {"free": 1}, "take-navigation": {"free": 1}}}])
    pool = state.pool_free
    explanation = state.push(EndTurn())
    red = state.players[0]
    assert (red.stock_free, red.section_free, red.stock_merchant, red.section_merchant) == (1, 0, 9, 0)
    assert state.pool_free == pool + 2 and all(b.free == 0 for b in red.boxes.values())
    es, en = _steps(explanation, "es"), _steps(explanation, "en")
    assert es[:4] == [
        ("ships-tidy-free", "Ordenar: 2 cubos libres de las cajas de acción vuelven a la reserva."),
        ("ships-tidy-unused", "1 cubo libre sin usar pasa al stock disponible."),
        ("ships-q-unused-merchant", "1 cubo de comerciante sin usar vuelve al stock disponible."),
        ("ships-turn-order", "Le toca al jugador amarillo.")]
    assert en[:4] == [
        ("ships-tidy-free", "Tidy up: 2 free cubes from the action boxes go back to the pool."),
        ("ships-tidy-unused", "1 unused free cube moves to the available stock."),
        ("ships-q-unused-merchant", "1 unused merchant cube goes back to the available stock."),
        ("ships-turn-order", "The yellow player's turn.")]
    # nothing unused, one free cube in a box: the counts follow
    state = arrange(player=1, players=[{}, {"boxes": {"take-gold": {"free": 1}}}])
    explanation = state.push(EndTurn())
    assert _steps(explanation, "en")[:2] == [
        ("ships-tidy-free", "Tidy up: 1 free cube from the action boxes goes back to the pool."),
        ("ships-turn-order", "Round 2 begins: the red player's turn.")]
    assert _steps(explanation, "es")[1] == ("ships-turn-order", "Empieza la ronda 2: le toca al jugador rojo.")


def _winners(explanation, lang):
    return [text for rule_id, text in _steps(explanation, lang) if rule_id == "ships-q-final-scoring"]


@pytest.mark.rule("ships-q-stall", "ships-q-final-scoring", "ships-end")
def test_each_way_the_game_ends_is_said_with_its_numbers():
    from rulesim.ships import EndTurn, Options
    from test_ships import arrange
    # the round limit (a reading: the source's end may never come)
    state = arrange(2, Options(round_limit=2), round=2, player=1, players=[{"vp": 9}, {}])
    explanation = state.push(EndTurn())
    assert state.is_over() and state.end_reason == "limit" and state.position().startswith("round 2, -, phase over")
    assert ("ships-q-stall", "Se ha llegado al límite de 2 rondas sin la condición de final: rulesim termina la "
                             "partida.") in _steps(explanation, "es")
    assert ("ships-q-stall", "The limit of 2 rounds has been reached without the end condition: rulesim ends the "
                             "game.") in _steps(explanation, "en")
    assert _winners(explanation, "es") == ["Gana quien tiene más puntos de victoria: jugador rojo."]
    assert _winners(explanation, "en") == ["Whoever has the most victory points wins: red player."]
    # nobody has a galley left (twelve on levels 1 to 4) and level 5 would still take a galley: stalled
    track = [(lv, box, p, "galley") for lv in range(1, 5) for box, p in (("merchant", 0), ("warship", 1))]
    track += [(lv, box, p, "galley") for lv in (1, 2) for box, p in (("warship", 0), ("merchant", 1))]
    state = arrange(player=1, track=track)
    assert [pl.counters["galley"] for pl in state.players] == [0, 0]
    explanation = state.push(EndTurn())
    assert state.end_reason == "stalled"
    assert ("ships-q-stall", "Nobody has ship counters of the current era any more, so the end condition cannot "
                             "come: rulesim ends the game at the end of this round.") in _steps(explanation, "en")
    assert _winners(explanation, "en") == ["Whoever has the most victory points wins: red player and yellow player."]
    assert _winners(explanation, "es") == ["Gana quien tiene más puntos de victoria: jugador rojo y jugador amarillo."]
    # five counters on level eleven, the last player of the round has ended: every player has had four turns
    track = [(lv, "merchant", lv % 2, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam") for lv in range(1, 11)]
    track += [(11, "warship", k % 2, "steam") for k in range(5)]
    state = arrange(player=1, track=track, players=[{"turns": 4}, {"turns": 3, "vp": 6}])
    explanation = state.push(EndTurn())
    assert state.end_reason == "track"
    assert ("ships-end", "Hay 5 fichas de barco en el nivel 11 y todos han jugado 4 turnos: fin de la partida.") \
        in _steps(explanation, "es")
    assert ("ships-end", "There are 5 ship counters on level 11 and everyone has played 4 turns: the game ends.") \
        in _steps(explanation, "en")
    assert _winners(explanation, "es") == ["Gana quien tiene más puntos de victoria: jugador amarillo."]


@pytest.mark.rule("ships-q-recover", "ships-actions-cubes-stay")
def test_recovering_counts_the_cubes_and_industry_counters_and_keeps_the_paying_cube():
    from rulesim.ships import Act, Options, RecoverBox
    from test_ships import arrange
    red = {"section_merchant": 1, "stock_merchant": 5, "industry": 0,
           "boxes": {"take-gold": {"merchant": 2}, "place-ship": {"merchant": 1, "industry": 1}}}
    state = arrange(players=[red])
    explanation = state.push(Act("recover-cubes", "merchant"))
    assert state.me.stock_merchant == 5 + 3 and state.me.industry == 1
    assert state.me.boxes["recover-cubes"].merchant == 1 and state.me.boxed_merchant == 1
    assert ("ships-q-recover", "Recupera 3 cubos de comerciante y 1 fichas de industria a su stock disponible (el cubo "
                               "que paga esta acción se queda en su caja).") in _steps(explanation, "es")
    assert ("ships-q-recover", "Recovers 3 merchant cubes and 1 industry counters to the available stock (the cube "
                               "paying for this action stays in its box).") in _steps(explanation, "en")
    # reading "one box": only the box chosen
    state = arrange(2, Options(recover="one-box"), players=[red])
    state.push(Act("recover-cubes", "merchant"))
    explanation = state.push(RecoverBox("take-gold"))
    assert state.me.stock_merchant == 5 + 2 and state.me.boxes["place-ship"].merchant == 1
    assert ("ships-q-recover", "Recovers 2 merchant cubes and 0 industry counters to the available stock (the cube "
                               "paying for this action stays in its box).") in _steps(explanation, "en")


# ------------------------------------------------------------------ saving: every part, and the one-line position
@pytest.mark.rule("ships-setup-pool", "ships-turn-order")
def test_a_saved_position_carries_every_part_and_the_one_line_position_names_it():
    from rulesim.ships import Options
    from test_ships import ERA_TRACK, arrange
    state = arrange(3, Options(recover="one-box"), first=1, player=2, round=4, track=ERA_TRACK["sailing"],
                    trade={"miletus-1": 0}, cities={"tyre-c1": 2}, card_taken=True, display=[2, 3],
                    players=[{"stock_merchant": 8, "gold": 2, "cards": [1]}, {"goods": {"wine": 2}},
                             {"warehouse_discs": 7, "navigation": 2, "industry": 1}])
    data = state.to_dict()
    assert (data["first"], data["player"], data["round"], data["phase"], data["card_taken"]) == (1, 2, 4, "actions", True)
    assert data["trade"] == {"miletus-1": 0} and data["cities"] == {"tyre-c1": 2} and data["display"] == [2, 3]
    assert data["game"]["players"] == 3 and data["game"]["options"]["recover"] == "one-box"
    assert data["players"][0]["cards"] == [1] and data["players"][1]["goods"]["wine"] == 2
    # the pools are what the parts leave: counted again, never saved
    assert state.pool_goods["wine"] == 8 and state.pool_navigation == 18 and state.pool_industry == 29
    assert state.pool_gold == 54 and data["pending"] is None and data["end_reason"] is None
    assert not {"pool_free", "pool_gold", "pool_goods", "pool_industry", "pool_navigation"} & set(data)
    assert not {"pool_merchant", "counters"} & set(data["players"][0])
    again = State.from_dict(data)
    assert again.to_dict() == data and State.from_json(state.to_json()) == state
    assert again.game.options.recover == "one-box" and again.cities == {"tyre-c1": 2}
    assert (again.pool_goods, again.pool_gold, again.players[2].pool_merchant) == (
        state.pool_goods, state.pool_gold, state.players[2].pool_merchant)
    assert state.position() == "round 4, blue, phase actions, era sailing, level 5"
    assert arrange(phase="cubes").position() == "round 1, red, phase cubes, era galley, level 0"
    assert repr(arrange(phase="cubes", player=1)) == "<Ships State round 1, yellow, phase cubes, era galley, level 0>"


@pytest.mark.rule("ships-setup-counters", "ships-setup-screens")
def test_a_loaded_game_does_not_share_its_piles_with_the_saved_data():
    # Placing a ship takes a counter from the loaded game's pile; the saved game still has six.
    from rulesim.position import Record
    from rulesim.ships import Act, ChooseBox
    from rulesim.ships.parts import Player
    from test_ships import arrange
    data = arrange(players=[{"section_merchant": 2, "stock_merchant": 7, "goods": {"food": 1}}]).to_dict()
    state = State.from_dict(data)
    state.push(Act("place-ship", "merchant"))
    state.push(ChooseBox("warship"))
    assert state.players[0].counters["galley"] == 5 and state.players[0].goods["food"] == 0
    assert State.from_dict(data).players[0].counters["galley"] == 6 and data["players"][0]["goods"]["food"] == 1
    assert data["track"] == []
    saved = {"goods": {"food": 1}, "cards": [3], "boxes": {"take-gold": {"merchant": 1}}}
    player = Record(Player).read(saved, "players[0]")
    assert player.goods["food"] == 1 and player.goods is not saved["goods"] and player.cards is not saved["cards"]
    player.boxes["take-gold"].merchant += 1
    assert saved["boxes"]["take-gold"] == {"merchant": 1}


# ------------------------------------------------------------------ seed-14 survivors
@pytest.mark.rule("ships-setup-cards", "ships-setup-first")
def test_a_new_game_without_a_seed_is_the_game_of_seed_zero():
    # The engine's contract (rulesim.engine.RuleGame.new_state(seed=0), as in every game): no seed means seed 0,
    # so a page that opens "a new game" shows the same deal as replaying seed 0.
    game = Ships(3)
    state = game.new_state()
    assert state.seed == 0 and state.to_dict() == State.setup(game, 0).to_dict()
    assert state.to_dict() == game.replay(0, []).to_dict()


@pytest.mark.rule("ships-place-goods", "ships-place-industry", "ships-q-short-pool")
@pytest.mark.parametrize("held,es,en", [
    # 8 oil counters; the others hold 7: one left, red wants two (one more for the industry counter)
    ((3, 2, 2), "En la reserva falta 1 ficha: se toma lo que hay.", "The pool is 1 counter short: what there is is taken."),
    ((3, 3, 2), "En la reserva faltan 2 fichas: se toma lo que hay.",
     "The pool is 2 counters short: what there is is taken."),
])
def test_goods_the_pool_runs_short_of_are_taken_as_far_as_they_go_and_the_step_says_how_many_are_missing(
        held, es, en):
    from rulesim.ships import ChooseArea, ChooseSpace, UseIndustry
    from test_ships import arrange, place
    others = [{"goods": {"oil": n}} for n in held]
    state = arrange(4, players=[{"section_merchant": 2, "stock_merchant": 7, "industry": 1}, *others])
    left = 8 - sum(held)
    assert state.pool_goods["oil"] == left
    explanation = place(state, ChooseArea(1), ChooseSpace("miletus-1"), UseIndustry(True))[-1]
    assert state.me.goods["oil"] == left and state.pool_goods["oil"] == 0 and state.me.industry == 0
    assert ("ships-q-short-pool", es) in _steps(explanation, "es")
    assert ("ships-q-short-pool", en) in _steps(explanation, "en")


@pytest.mark.rule("ships-q-recover", "ships-actions-cubes-stay", "ships-pay-free")
def test_recover_paid_with_a_free_cube_brings_back_the_merchant_cube_left_in_its_own_box():
    # "salvo el cubo que paga la propia acción": only a paying merchant cube stays; a free cube pays here, so the
    # merchant cube an earlier Recover left in that box comes back with the others.
    from rulesim.ships import Act
    from test_ships import arrange
    state = arrange(players=[{"section_merchant": 1, "stock_merchant": 5, "gold": 1, "stock_free": 1,
                              "boxes": {"recover-cubes": {"merchant": 1}, "take-gold": {"merchant": 2}}}])
    explanation = state.push(Act("recover-cubes", "free-stock"))
    assert state.me.stock_merchant == 5 + 3 and state.me.boxed_merchant == 0
    assert state.me.boxes["recover-cubes"].merchant == 0 and state.me.boxes["recover-cubes"].free == 1
    assert ("ships-q-recover", "Recovers 3 merchant cubes and 0 industry counters to the available stock (the cube "
                               "paying for this action stays in its box).") in _steps(explanation, "en")


@pytest.mark.rule("ships-place-industry")
def test_an_industry_counter_one_does_not_have_is_refused_naming_the_move():
    from rulesim.ships import UseIndustry
    from test_ships import arrange
    from conftest import refused
    pending = {"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley", "box": "merchant",
               "area": 1, "space": "miletus-1", "good": "oil"}
    state = arrange(phase="industry", pending=pending, track=[(1, "merchant", 0, "galley")], trade={"miletus-1": 0},
                    players=[{"section_merchant": 1, "stock_merchant": 6, "industry": 0,
                              "boxes": {"place-ship": {"merchant": 1}}}])
    err = refused(state, UseIndustry(True), "ships-place-industry")
    assert err.move == UseIndustry(True) and "UseIndustry" in err.text("en")
    _says(err, "No tienes fichas de industria en el stock.", "You have no industry counters in the stock.")
    state.push(UseIndustry(False))
    assert state.me.goods["oil"] == 1
