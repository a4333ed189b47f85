"""Ships: building a position, its problems() and its saves."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from messages import said

from rulesim.errors import InvalidSetupError
from rulesim.moves import move_to_dict
from rulesim.position import InvalidPosition, Record
from rulesim.ships import Act, ChooseBox, Options, Ships
from rulesim.ships.components import DEFAULT_COSTS, DEFAULT_TRACK, Action, Cost
from rulesim.ships.examples import laid_out
from rulesim.ships.parts import Player
from rulesim.ships.state import State

from .helpers import ERA_TRACK, arrange, on

#: saves of the first format (no ``format``: the pools and derived counts saved, the track level by level),
#: written by the engine before the position contract, one in each phase; with the one-line position and the
#: legal moves they had then
FIRST_FORMAT = json.loads((Path(__file__).parent.parent / "data" / "ships-save-format-1.json").read_text(
    encoding="utf-8"))


def test_a_position_keeps_the_face_up_cards_it_is_given():
    # A position for a question may show other face-up galley cards than the first twelve of the setup.
    display = list(range(13, 25))
    s = State.arranged(Ships(2), display=display)
    assert s.display == display and State.from_dict(s.to_dict()).display == display
    assert State.arranged(Ships(2)).display == Ships(2).new_state(0).display  # the setup's, by default
    assert laid_out(Ships(2)).display == list(range(1, 13))  # the questions show the first twelve


def test_saves_of_the_first_format_load_and_play_on():
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


def _refused(data: dict, rule_id: str) -> InvalidSetupError:
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == rule_id
    return info.value


@pytest.mark.rule("ships-setup-cubes", "ships-setup-cards", "ships-place-level")
def test_a_saved_game_that_lost_a_cube_a_card_or_left_a_level_empty_is_refused():
    data = arrange(track=[(1, "merchant", 0, "galley")]).to_dict()
    assert State.from_dict(data).to_dict() == data
    # a player's merchant cubes are a fixed number (20): more of them on the screen than that is impossible
    broken = {**data, "players": [dict(pl) for pl in data["players"]]}
    broken["players"][1].update(stock_merchant=20, section_merchant=1)
    said(_refused(broken, "ships-setup-cubes"), "ships-setup-cubes", player={"colour": "amarillo"})
    # a save of the first format that counts one cube too many beside the board (in the pool)
    first = _first_format("cubes", lambda d: d["players"][1].update(pool_merchant=d["players"][1]["pool_merchant"] + 1))
    said(_refused(first, "ships-setup-cubes"), "ships-setup-cubes", player={"colour": "amarillo"})
    # each card is somewhere exactly once
    one_short = {**data, "display": data["display"][:-1]}
    said(_refused(one_short, "ships-setup-cards"), "ships-setup-cards", template="carta")
    # "La primera ficha de la partida va al nivel 1 ... nunca a uno más bajo": no empty level under an occupied one
    track = [{**data["track"][0], "level": 2}]
    said(_refused({**data, "track": track}, "ships-place-level"), "ships-place-level", template="nivel a nivel")
    first = _first_format("actions", lambda d: d["track"].insert(5, d["track"].pop(0)))  # (level 1 emptied into 6)
    said(_refused(first, "ships-place-level"), "ships-place-level", template="nivel a nivel")


@pytest.mark.rule("ships-setup-pool")
@pytest.mark.parametrize("text", ["[]", '"ships"', "3"])
def test_a_save_that_is_not_a_table_is_refused_saying_so(text):
    # a saved game is a table of its parts; anything else is refused naming the game, in the reader's words
    with pytest.raises(InvalidPosition) as info:
        State.from_json(text)
    assert (info.value.field, info.value.rule_id) == ("game", State.POSITION_RULE)
    said(info.value, State.POSITION_RULE, template="partida guardada")


def _first_format(phase: str, change) -> dict:
    """The save of the first format in ``phase``, changed by ``change`` (a function of the saved data)."""
    data = json.loads(json.dumps(next(e["save"] for e in FIRST_FORMAT if e["save"]["phase"] == phase)))
    change(data)
    return data


@pytest.mark.rule("ships-pay-example")
def test_a_cost_table_with_another_upgrade_price_is_refused():
    # The source's only cost: upgrade a ship with a merchant cube and 1 gold, or a free cube and 3 gold.
    with pytest.raises(InvalidSetupError) as info:
        Ships(2, costs={**DEFAULT_COSTS, Action.UPGRADE: Cost(1, 2, illustrative=False)})
    assert info.value.rule_id == "ships-pay-example"
    assert Ships(2, costs=dict(DEFAULT_COSTS)).costs[Action.UPGRADE] == Cost(1, 3, illustrative=False)


@pytest.mark.rule("ships-turn-order")
def test_a_saved_game_with_nobody_to_play_or_a_screen_missing_a_part_is_refused_in_both_languages():
    data = arrange().to_dict()
    with pytest.raises(InvalidPosition) as info:
        State.from_dict({**data, "player": None})  # the game is not over: somebody is to play
    assert info.value.rule_id == "ships-turn-order" and info.value.field == "player"
    said(info.value, "ships-turn-order", template="a quién le toca")
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
    said(info.value, "ships-place-warehouse", template="Valor desconocido", value='"spice"',
         allowed='"food", "oil", "metal", "wine", "cloth"')


# Oracles: the counts of the setup paragraphs (20 merchant cubes and 17 city discs per player, 6 ship counters
# of each era, 25 free cubes, 56 gold, 55 cards; three warehouse and two bank spaces open), the era's cubes
# (2 merchant cubes in the galley era), the levels climbed one by one and the board's boxes and spaces.
# Each row: a position built through ``State.arranged`` (``arranged``), a saved game changed by hand (``saved``)
# or a save of the first format changed by hand (``first``: what it counted beside the parts; ``first:<phase>``
# the save of that phase instead of the cubes phase's); the part at fault, the rule it breaks, the sentence in
# Spanish and in English with the player or good it names (a sentence that ends with "…" is the beginning of a
# longer one: the values a part may take, listed).
def _saved(**changes) -> dict:
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


def _one_oil_left_unsaid(data: dict) -> None:
    """Seven of the eight oil counters in the warehouses (red 2 beside its cloth, yellow 5 of its six open spaces):
    one is left in the pool, and the save leaves the oil out of what it counted there."""
    data["players"][0]["goods"]["oil"], data["players"][1]["goods"]["oil"] = 2, 5
    del data["pool_goods"]["oil"]


_PROBLEMS = [
    # (id, how, arguments, part at fault, rule id, which of the rule's sentences (a fragment of its template), the
    # values it names)
    ("one-player-data", "saved", {"players": "one"}, "players", "ships-setup-screens",
     "elementos", {"low": 2, "high": 4}),
    ("three-player-data-for-two", "arranged", {"players": [{}, {}, {}]}, "players", "ships-setup-screens",
     "no cuadran", {}),
    ("first-not-a-player", "saved", {"first": 2}, "first", "ships-setup-first",
     "primer jugador", {}),
    ("player-not-a-player", "arranged", {"player": 2}, "player", "ships-turn-order",
     "a quién le toca", {}),
    ("cube-made-up", "arranged", {"players": [{}, {"stock_merchant": 20, "section_merchant": 1}]}, "players[1]",
     "ships-setup-cubes", "cubo de comerciante", {"player": {"colour": "amarillo"}}),
    ("cube-too-many", "first", lambda d: d["players"][0].update(pool_merchant=d["players"][0]["pool_merchant"] + 1),
     "players[0]", "ships-setup-cubes",
     "cubo de comerciante", {"player": {"colour": "rojo"}}),
    ("more-cubes-than-a-player-has", "arranged", {"players": [{}, {"stock_merchant": 21}]},
     "players[1].stock_merchant", "ships-setup-cubes", "entre", {"low": 0, "high": 20}),
    ("negative-gold", "arranged", {"players": [{"gold": -1}]}, "players[0].gold", "ships-place-disc",
     "entre", {"low": 0, "high": 56}),
    ("gold-as-yes", "arranged", {"players": [{"gold": True}]}, "players[0].gold", "ships-place-disc",
     "número entero", {}),
    ("negative-box", "arranged", {"players": [{"boxes": {"take-gold": {"free": -1}}}]},
     "players[0].boxes.take-gold.free", "ships-tidy-free", "entre", {"low": 0, "high": 25}),
    ("unknown-good", "arranged", {"players": [{"goods": {"diesel": 0}}]}, "players[0].goods.diesel",
     "ships-place-warehouse", "Valor desconocido", {"value": "\"diesel\""}),
    ("counters-follow-from-the-track", "arranged", {"players": [{"counters": {"galley": 6}}]},
     "players[0].counters", "ships-setup-screens", "Campo desconocido", {}),
    ("unknown-box", "arranged", {"players": [{"boxes": {"sail-away": {}}}]}, "players[0].boxes.sail-away",
     "ships-actions-cubes-stay", "Valor desconocido", {"value": "\"sail-away\""}),
    ("disc-lost", "arranged", {"players": [{}, {"warehouse_discs": 7}]}, "players[1]", "ships-setup-discs",
     "disco de ciudad", {"player": {"colour": "amarillo"}}),
    ("warehouse-space-never-covered", "arranged", {"players": [{"warehouse_discs": 9, "bank_discs": 7}]},
     "players[0]", "ships-setup-discs", "disco de ciudad", {"player": {"colour": "rojo"}}),
    ("bank-space-never-covered", "arranged", {"players": [{"warehouse_discs": 7, "bank_discs": 9}]},
     "players[0]", "ships-setup-discs", "disco de ciudad", {"player": {"colour": "rojo"}}),
    ("counter-made-up", "arranged", {"track": [(1, "merchant", 1, "galley")] * 7}, "track", "ships-setup-counters",
     "ficha de barco", {"player": {"colour": "amarillo"}}),
    ("counter-lost", "first", lambda d: d["players"][1]["counters"].update(steam=5), "track", "ships-setup-counters",
     "ficha de barco", {"player": {"colour": "amarillo"}}),
    ("warehouse-over-full", "arranged", {"players": [{}, {"goods": {"oil": 4}}]}, "players[1].goods",
     "ships-place-warehouse", "almacén", {"player": {"colour": "amarillo"}}),
    ("bank-over-full", "arranged", {"players": [{}, {"gold": 3}]}, "players[1].gold", "ships-place-disc",
     "banco", {"player": {"colour": "amarillo"}}),
    ("three-merchant-cubes-in-the-galley-era", "arranged", {"players": [{"section_merchant": 3, "stock_merchant": 6}]},
     "players[0].section_merchant", "ships-cubes-era",
     "la era", {"player": {"colour": "rojo"}}),
    ("a-free-cube-beside-two-merchant-cubes-in-the-galley-era", "arranged",
     {"players": [{}, {"section_merchant": 2, "stock_merchant": 7, "section_free": 1}]}, "players[1].section_free",
     "ships-cubes-era", "la era", {"player": {"colour": "amarillo"}}),
    ("first-format-level-not-a-table", "first", lambda d: d.update(track=[5]), "track[0]", "ships-place-level",
     "tabla", {}),
    ("first-format-track-not-a-list", "first", lambda d: d.update(track=5), "track", "ships-place-level",
     "lista", {}),
    ("free-cube-made-up", "first", _more("pool_free", -3), "players", "ships-setup-pool",
     "pieza común", {}),
    ("gold-made-up", "first", _more("pool_gold"), "players", "ships-setup-pool",
     "pieza común", {}),
    ("industry-made-up", "first", _more("pool_industry"), "players", "ships-setup-pool",
     "pieza común", {}),
    ("navigation-lost", "first", _more("pool_navigation", -1), "players", "ships-setup-pool",
     "pieza común", {}),
    ("free-pool-below-none", "arranged", {"players": [{"stock_free": 24}]}, "players", "ships-setup-pool",
     "pieza común", {}),
    ("oil-made-up", "first", _more("pool_goods.oil"), "players", "ships-setup-pool",
     "ficha de", {"good": "aceite"}),
    ("cloth-pile-missing", "first", lambda d: d["pool_goods"].pop("cloth"), "players", "ships-setup-pool",
     "ficha de", {"good": "tela"}),
    ("oil-pile-missing-with-one-left", "first:industry", _one_oil_left_unsaid, "players", "ships-setup-pool",
     "ficha de", {"good": "aceite"}),
    ("oil-below-none", "arranged", {"n": 3, "players": [{"goods": {"oil": 3}}, {"goods": {"oil": 3}},
                                                        {"goods": {"oil": 3}}]},
     "players", "ships-setup-pool", "ficha de", {"good": "aceite"}),
    ("card-twice", "arranged", {"players": [{"cards": [1]}]}, "display", "ships-setup-cards",
     "carta", {}),
    ("cube-on-no-box", "arranged", {"trade": {"atlantis-1": 0}, "players": [{"stock_merchant": 8}]},
     "trade.atlantis-1", "ships-place-trade", "Valor desconocido", {"value": "\"atlantis-1\""}),
    ("cube-of-nobody", "arranged", {"trade": {"miletus-1": 2}}, "trade.miletus-1", "ships-place-trade",
     "no existe", {}),
    ("disc-on-no-space", "arranged", {"cities": {"atlantis-c1": 0}, "players": [{"warehouse_discs": 7}]},
     "cities.atlantis-c1", "ships-place-city", "Valor desconocido", {"value": "\"atlantis-c1\""}),
    ("disc-of-nobody", "arranged", {"cities": {"miletus-c1": 2}}, "cities.miletus-c1", "ships-place-city",
     "no existe", {}),
    ("area-zero", "arranged", {"players": [{}, {"area": 0}]}, "players[1].area", "ships-place-area",
     "Valor desconocido", {"value": "0"}),
    ("area-six", "arranged", {"players": [{"area": 6}]}, "players[0].area", "ships-place-area",
     "Valor desconocido", {"value": "6"}),
    ("level-skipped", "arranged", {"track": [(1, "merchant", 0, "galley"), (3, "warship", 1, "galley")]}, "track",
     "ships-place-level", "nivel a nivel", {}),
    ("over-without-reason", "arranged", {"phase": "over", "player": None}, "end_reason", "ships-end",
     "motivo de final", {}),
    ("reason-while-playing", "saved", {"end_reason": "track"}, "end_reason", "ships-end",
     "motivo de final", {}),
    ("level-decision-without-action", "arranged", {"phase": "level"}, "pending", "ships-turn-phases",
     "Falta la acción", {}),
    ("space-decision-without-action", "arranged", {"phase": "space"}, "pending", "ships-turn-phases",
     "Falta la acción", {}),
    ("an-action-under-way-between-actions", "arranged", {"pending": {"action": "take-card", "payment": "merchant"}},
     "pending", "ships-turn-phases", "no cuadra con la fase", {}),
    ("a-space-before-the-area", "arranged", {"phase": "space", "pending": {**_BOX, "box": "merchant"}}, "pending",
     "ships-turn-phases", "no cuadra con la fase", {}),
    ("a-card-to-place-a-ship", "arranged", {"phase": "card", "pending": _BOX}, "pending", "ships-turn-phases",
     "no cuadra con la fase", {}),
]


@pytest.mark.rule("ships-setup-screens", "ships-turn-order", "ships-setup-cubes", "ships-setup-pool",
                  "ships-setup-discs", "ships-setup-counters", "ships-place-warehouse", "ships-place-disc",
                  "ships-cubes-era", "ships-setup-cards", "ships-place-trade", "ships-place-city", "ships-place-area",
                  "ships-place-level", "ships-end", "ships-turn-phases", "ships-setup-first")
@pytest.mark.parametrize("how,arguments,field,rule_id,why,values", [row[1:] for row in _PROBLEMS],
                         ids=[row[0] for row in _PROBLEMS])
def test_an_impossible_position_is_refused_naming_its_part_its_rule_and_what_is_wrong(how, arguments, field, rule_id,
                                                                                      why, values):
    with pytest.raises(InvalidPosition) as info:
        if how == "arranged":
            arrange(**arguments)
        elif how.startswith("first"):  # (first:<phase>: the save of that phase, else of the cubes phase)
            State.from_dict(_first_format(how.partition(":")[2] or "cubes", arguments))
        else:
            data = _saved(**arguments)
            if data["players"] == "one":
                data["players"] = arrange().to_dict()["players"][:1]
            State.from_dict(data)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    said(info.value, rule_id, template=why, **values)


def test_the_cubes_an_era_gives_and_a_warehouse_being_emptied_are_possible_positions():
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


# What the position builder was given and no game can show: a value a part cannot hold is refused by the part,
# naming it (the rule is the part's).
_ARRANGE = [
    ("unknown-phase", {"phase": "lunch"}, "phase", "ships-turn-phases", "Valor desconocido", {"value": "\"lunch\""}),
    ("action-without-payment", {"phase": "level", "pending": {"action": "place-ship"}}, "pending.payment",
     "ships-actions-cost", "Falta este campo", {"help": "cómo se pagó"}),
    ("unknown-player-part", {"players": [{}, {"wings": 2}]}, "players[1].wings", "ships-setup-screens",
     "Campo desconocido", {}),
    ("level-0", {"track": [(0, "merchant", 0, "galley")]}, "track[0].level", "ships-place-level",
     "entre", {"low": 1, "high": 11}),
    ("level-12", {"track": [(12, "merchant", 0, "steam")]}, "track[0].level", "ships-place-level",
     "entre", {"low": 1, "high": 11}),
    ("no-such-box", {"track": [(1, "harbour", 0, "galley")]}, "track[0].box", "ships-place-box",
     "Valor desconocido", {"value": "\"harbour\""}),
    ("player-of-no-seat", {"track": [(1, "merchant", 2, "galley")]}, "track[0].player", "ships-place-level",
     "no está en la partida", {}),
    ("player-below-zero", {"track": [(1, "warship", -1, "galley")]}, "track[0].player", "ships-place-counter",
     "entre", {"low": 0, "high": 3}),
    ("no-such-era", {"track": [(1, "merchant", 0, "diesel")]}, "track[0].era", "ships-place-era",
     "Valor desconocido", {"value": "\"diesel\""}),
    ("a-counter-without-its-box", {"track": [{"level": 1, "player": 0, "era": "galley"}]}, "track[0].box",
     "ships-place-box", "Falta este campo", {"help": "la caja"}),
    ("no-such-part", {"pool_free": 3}, "pool_free", "ships-setup-pool",
     "parte de la posición", {}),
]


@pytest.mark.rule("ships-turn-phases", "ships-setup-screens", "ships-place-level")
@pytest.mark.parametrize("arguments,field,rule_id,why,values", [row[1:] for row in _ARRANGE],
                         ids=[row[0] for row in _ARRANGE])
def test_the_position_builder_refuses_what_no_game_can_show(arguments, field, rule_id, why, values):
    track = arguments.pop("track", None)
    with pytest.raises(InvalidPosition) as info:
        if track and isinstance(track[0], dict):
            State.arranged(Ships(2), track=track, **arguments)
        else:
            arrange(**arguments, **({"track": track} if track else {}))
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    said(info.value, rule_id, template=why, **values)


def test_the_position_builder_takes_the_counters_it_places_from_their_owners_piles():
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


@pytest.mark.rule("ships-end")
def test_a_track_without_eleven_levels_numbered_from_one_is_refused():
    for track in (DEFAULT_TRACK[:10], DEFAULT_TRACK + DEFAULT_TRACK[-1:],
                  (replace(DEFAULT_TRACK[0], number=0),) + DEFAULT_TRACK[1:]):
        with pytest.raises(InvalidSetupError) as info:
            Ships(2, track=track)
        assert info.value.rule_id == "ships-end"
        said(info.value, "ships-end", template="once niveles")
    with pytest.raises(InvalidSetupError) as info:
        Ships(5)
    said(info.value, info.value.rule_id, n=5)


def test_a_saved_position_carries_every_part_and_the_one_line_position_names_it():
    state = arrange(3, Options(recover="one-box"), first=1, player=2, round=4, track=ERA_TRACK["sailing"],
                    trade={"miletus-1": 0}, cities={"tyre-c1": 2}, card_taken=True, display=[2, 3],
                    players=[{"stock_merchant": 8, "gold": 2, "cards": [1]}, {"goods": {"wine": 2}},
                             {"warehouse_discs": 7, "navigation": 2, "industry": 1}])
    data = state.to_dict()
    turn = (data["first"], data["player"], data["round"], data["phase"], data["card_taken"])
    assert turn == (1, 2, 4, "actions", True)
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


def test_a_loaded_game_does_not_share_its_piles_with_the_saved_data():
    # Placing a ship takes a counter from the loaded game's pile; the saved game still has six.
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
