"""Bora Bora: building a position, its problems() and its saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import refused
from messages import reads, said

from rulesim.bora_bora import BoraBora, Expand, PlaceDie, TakePerson, Trade
from rulesim.bora_bora.components import CEREMONY, MATERIALS, Action
from rulesim.bora_bora.examples import anna
from rulesim.bora_bora.parts import Building, Pending, Person, Phase, PlacedDie
from rulesim.bora_bora.state import State
from rulesim.errors import InvalidSetupError
from rulesim.position import InvalidPosition

from .helpers import HUTS_PER_PLAYER, ISLAND, _phase_a, board, position, problem_said


@pytest.mark.rule("bora-bora-people-space", "bora-bora-people-man")
def test_with_only_space_12_free_the_tile_goes_there_and_a_saved_game_keeps_the_action_under_way():
    # A person tile goes on a free space of the player's board; space 12 is one of them, so when it is the
    # only one free the tile can only go there.
    state = position(4, seats={0: {"huts": [1] * 11 + [0], "dice": [3]}})
    state.push(PlaceDie(3, "man"))
    assert state.phase == "person" and state.pending.action == "man" and state.pending.die == 3
    # the action under way (which action, its die) is part of a saved game
    saved = State.from_dict(state.to_dict())
    assert saved == state and saved.pending == state.pending and saved.to_dict() == state.to_dict()
    refused(state, TakePerson(1), "bora-bora-people-space")
    assert state.legal_moves() and all(m.to_12 for m in state.legal_moves())
    state.push(TakePerson(1, to_12=True))
    assert state.seats[0].people[11] is not None


@pytest.mark.rule("bora-bora-expand-fish", "bora-bora-helper-material", "bora-bora-build-materials",
                  "bora-bora-setup-gods", "bora-bora-people-space", "bora-bora-setup-tiles", "bora-bora-dice-roll")
def test_impossible_positions_name_the_part_the_rule_and_the_player():
    state = position(3)
    assert state.problems() == []
    # a die too low for any path: the reason says the die
    rule_id, message = state.action_problem(0, "land", 1)
    assert rule_id == "bora-bora-expand-paths" and reads(message, "a tu alcance", die=1)
    # a fish is scored only in a region the player expanded to
    state.seats[1].fish_scored = ["C-mountain"]
    # each ceremony space takes one material
    wrong = next(m for m in MATERIALS if m != CEREMONY[0][0])
    state.seats[0].ceremony[0][0] = wrong
    # a building covers two adjacent ceremony spaces
    state.seats[2].buildings = [Building(1, (0, 0), (1, 2))]
    # every god card is somewhere
    state.god_deck.pop()
    # a die shows 1 to 6
    state.placed[next(iter(state.placed))] = [PlacedDie(0, 7)]
    found = {(p.field, p.rule_id) for p in state.problems()}
    problem_said(state, "seats[1].fish_scored", "bora-bora-expand-fish", player={"n": 2})
    assert ("seats[0].ceremony", "bora-bora-helper-material") in found
    assert ("seats[2].buildings", "bora-bora-build-materials") in found
    problem_said(state, "god_deck", "bora-bora-setup-gods", "carta de Dios")
    die_field = next(f for f, r in found if r == "bora-bora-dice-roll" and f.startswith("placed."))
    problem_said(state, die_field, "bora-bora-dice-roll", "de 1 a 6")
    # a player board has 12 spaces; a 3-player game has no separate land tile
    with pytest.raises(InvalidPosition) as info:  # (a seat's field is refused citing its own rule)
        position(3, seats={0: {"people": board() + [Person("man", 0)]}})
    assert (info.value.field, info.value.rule_id) == ("seats[0].people", "bora-bora-people-space")
    with pytest.raises(InvalidPosition) as info:
        position(3, placed={"land": [PlacedDie(0, 2)]})
    assert (info.value.field, info.value.rule_id) == ("placed.land", "bora-bora-setup-tiles")


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-helper-material")
def test_impossible_dice_turns_and_phases_are_named():

    def found(state):
        return {(p.field, p.rule_id) for p in state.problems()}

    # each player has three dice
    extra = position(3)
    extra.seats[0].dice.append(2)
    n = len(extra.seats[0].dice)
    problem_said(extra, "seats[0].dice", "bora-bora-dice-place", "tiene tres dados", n=n, player={"n": 1})
    # no action is under way while a die is still to be placed
    acting = position(3)
    acting.pending = Pending("man", 3, 0)
    problem_said(acting, "pending", "bora-bora-dice-place", "acción en curso")
    # placing a material on a ceremony space needs the material
    ceremony = position(3)
    ceremony.phase = Phase.CEREMONY
    assert ("placing", "bora-bora-helper-material") in found(ceremony)
    # once phase A is over nobody is to play
    done = position(3)
    done.phase, done.queue = Phase.DONE, []
    problem_said(done, "player", "bora-bora-dice-place", "no le toca a nadie")


# Each row breaks one part of a legal position and names what the reader is told: the part of the position
# (``field``), the rule, and the sentence in both languages with its player, space, region or number.

def _break(change):
    state = position(3)
    change(state)
    return state


def _two_huts_in_one_region(s):
    region = next(r for r, owners in s.island.items() if 1 in owners)
    s.island[region].append(1)
    huts = s.seats[1].huts
    huts[huts.index(1)] = 0  # still 12 huts: the extra one came from the board


def _no_hut_on_the_islands(s):
    region = next(r for r, owners in s.island.items() if 0 in owners)
    s.island[region].remove(0)
    s.seats[0].huts[0] += 1  # back on the board: still 12 huts, none on the islands


def _hut_and_person_on_one_space(s):
    s.seats[0].people[11] = Person("man", s.men[0])  # space 12 still has its hut
    s.men[0] = s.man_stack.pop()


def _dice_not_decreasing(s):
    s.placed["helper"] = [PlacedDie(1, 3), PlacedDie(2, 3)]  # a 3 then another 3
    s.seats[1].dice.pop()
    s.seats[2].dice.pop()
    s.queue = s.queue[:-2]


PROBLEM_ROWS = [
    # (why, change, field, rule id, (a piece of the sentence's Spanish template, its values))
    ("a board of 11 spaces", lambda s: setattr(s.seats[0], "huts", [1] * 11), "seats[0].huts", "bora-bora-setup-player",
     ("tablero de jugador", {})),
    ("a negative hut count", lambda s: s.seats[0].huts.__setitem__(0, -1), "seats[0].huts", "bora-bora-setup-player",
     ("tablero de jugador", {})),
    ("a hut lost", lambda s: s.seats[1].huts.__setitem__(11, 0), "seats[1].huts", "bora-bora-setup-player",
     ("cada jugador tiene", {"n": 11, "player": {"n": 2}})),
    ("a hut and a tile on one space", _hut_and_person_on_one_space, "seats[0].people", "bora-bora-people-space",
     ("vez una cabaña", {"space": 12, "player": {"n": 1}})),
    ("five priests on the temple", lambda s: setattr(s, "temple", [1] * 5 + [None]),
     "temple", "bora-bora-temple-place", ("cada jugador tiene", {"player": {"n": 2}, "n": 5})),
    ("no hut on the islands after setup", _no_hut_on_the_islands, "island", "bora-bora-setup-huts",
     ("Tras la preparación", {"player": {"n": 1}})),
    ("negative victory points", lambda s: setattr(s.seats[1], "vp", -1), "seats[1].vp", "bora-bora-setup-order",
     ("no son negativos", {})),
    ("negative shells", lambda s: setattr(s.seats[2], "shells", -1), "seats[2].shells", "bora-bora-setup-order",
     ("no son negativos", {})),
    ("a hut of a fifth player", lambda s: s.island["C-mountain"].append(5), "island.C-mountain",
     "bora-bora-setup-player",
     ("Hay una cabaña", {})),
    ("two huts of one player in one region", _two_huts_in_one_region, "island.E-forest", "bora-bora-expand-one-hut",
     ("cada jugador tiene", {"player": {"n": 2}, "region": {"kind": "bosque", "island": "isla este"}})),
    ("a temple of five spaces", lambda s: setattr(s, "temple", s.temple[:5]), "temple", "bora-bora-temple-place",
     ("tiene seis espacios", {})),
    ("a row of five men", lambda s: s.man_stack.append(s.men.pop()), "men", "bora-bora-setup-people",
     ("tiene seis posiciones", {})),
    ("a woman tile lost", lambda s: s.woman_stack.pop(), "woman_stack", "bora-bora-setup-people",
     ("sobra alguna ficha", {})),
    ("a task tile lost", lambda s: s.task_stack.pop(), "task_stack", "bora-bora-setup-tasks",
     ("sobra alguna ficha", {})),
    ("a task tile twice", lambda s: s.task_stack.append(s.task_display[0]), "task_stack", "bora-bora-setup-tasks",
     ("sobra alguna ficha", {})),
    ("a die of a fifth player", lambda s: s.placed.__setitem__("helper", [PlacedDie(5, 3)]), "placed.helper",
     "bora-bora-dice-roll", ("Un dado muestra", {})),
    ("two equal dice on a tile", _dice_not_decreasing, "placed.helper", "bora-bora-dice-lower",
     ("una ficha deben", {})),
    ("a fourth die", lambda s: s.seats[2].dice.append(1), "seats[2].dice", "bora-bora-dice-place",
     ("tiene tres dados", {"player": {"n": 3}, "n": 4})),
    ("a die missing from the turns to come", lambda s: s.queue.pop(), "queue", "bora-bora-dice-place",
     ("dados que faltan", {})),
    ("the wrong player to play", lambda s: setattr(s, "player", 1), "player", "bora-bora-dice-place",
     ("quien encabeza el", {})),
    ("a fish scored where the player has no hut", lambda s: setattr(s.seats[1], "fish_scored", ["C-mountain"]),
     "seats[1].fish_scored", "bora-bora-expand-fish",
     ("puede haber puntuado", {"player": {"n": 2}})),
    ("a fish scored in no region", lambda s: setattr(s.seats[1], "fish_scored", ["nowhere"]), "seats[1].fish_scored",
     "bora-bora-expand-fish", ("puede haber puntuado", {"player": {"n": 2}})),
    ("stone on a sand space", lambda s: s.seats[0].ceremony[0].__setitem__(0, "stone"), "seats[0].ceremony",
     "bora-bora-helper-material",
     ("espacio de ceremonia", {"space": {"row": 1, "col": 1}, "material": "arena"})),
    ("a building on diagonal spaces", lambda s: setattr(s.seats[2], "buildings", [Building(1, (0, 0), (1, 2))]),
     "seats[2].buildings", "bora-bora-build-materials", ("construcción ocupa dos", {})),
    ("a building off the grid", lambda s: setattr(s.seats[2], "buildings", [Building(1, (0, 2), (0, 3))]),
     "seats[2].buildings", "bora-bora-build-materials", ("construcción ocupa dos", {})),
    ("a face-up god card lost", lambda s: s.god_display.__setitem__(0, None), "god_deck", "bora-bora-setup-gods",
     ("sobra alguna carta", {})),
    ("building tile 7", lambda s: setattr(s.seats[0], "buildings", [Building(7, (0, 0), (0, 1))]), "seats[0].buildings",
     "bora-bora-build-value", ("ficha de construcción", {})),
    ("building tile 2 twice", lambda s: setattr(s.seats[0], "buildings", [Building(2, (0, 0), (0, 1)),
                                                                          Building(2, (1, 0), (1, 1))]),
     "seats[0].buildings", "bora-bora-build-value", ("ficha de construcción", {})),
    ("a material under a building", lambda s: (setattr(s.seats[0], "buildings", [Building(1, (0, 0), (0, 1))]),
                                               s.seats[0].ceremony[0].__setitem__(0, "sand")),
     "seats[0].ceremony", "bora-bora-q-build-covers", ("ficha de construcción", {})),
    ("a status marker twice in the stack", lambda s: s.status_stack.append(s.status_stack[0]), "status_stack",
     "bora-bora-setup-order", ("Cada jugador tiene", {})),
    ("an action under way while a die is to be placed", lambda s: setattr(s, "pending", Pending(Action.TEMPLE, 3, 3)),
     "pending", "bora-bora-dice-place", ("acción en curso", {})),
    ("the fish of no region", lambda s: (setattr(s, "phase", Phase.FISH),
                                         setattr(s, "pending", Pending(Action.LAND, 4, 4)),
                                         s.queue.insert(0, 0)),
     "pending", "bora-bora-dice-place", ("acción en curso", {})),
    ("a seat missing", lambda s: s.seats.pop(), "seats", "bora-bora-setup-player",
     ("tiene cada jugador", {"n": 3})),
    ("a turn order without player 3", lambda s: setattr(s, "order", [0, 1, 1]), "order", "bora-bora-setup-player",
     ("cada jugador una", {})),
    ("a fourth player in a game of three", lambda s: setattr(s, "player", 3), "player", "bora-bora-setup-player",
     ("No hay ningún", {"player": {"n": 4}})),
]


@pytest.mark.rule("bora-bora-setup-player", "bora-bora-people-space", "bora-bora-temple-place", "bora-bora-setup-huts",
                  "bora-bora-setup-order", "bora-bora-expand-one-hut", "bora-bora-setup-people",
                  "bora-bora-setup-tasks", "bora-bora-dice-roll", "bora-bora-dice-lower", "bora-bora-dice-place",
                  "bora-bora-build-value", "bora-bora-q-build-covers", "bora-bora-expand-fish",
                  "bora-bora-helper-material", "bora-bora-build-materials", "bora-bora-setup-gods")
@pytest.mark.parametrize("why, change, field, rule_id, meaning", PROBLEM_ROWS, ids=[r[0] for r in PROBLEM_ROWS])
def test_an_impossible_position_names_its_part_its_rule_and_says_why_in_both_languages(why, change, field, rule_id,
                                                                                        meaning):
    state = _break(change)
    found = [(p.field, p.rule_id) for p in state.problems()]
    template, values = meaning
    problem_said(state, field, rule_id, template, **values)
    with pytest.raises(InvalidPosition) as info:
        state.validate()
    assert (info.value.field, info.value.rule_id) == (found[0][0], found[0][1])


def test_the_priests_in_reserve_and_the_dice_set_aside_are_counted_so_none_is_ever_lost():
    # "4 sacerdotes" each, "3 dados": a priest not on the temple is in its owner's reserve, and a die neither in
    # hand nor on a tile was set aside.  Neither is kept apart, so neither can be lost or counted twice (the
    # old rows "a priest lost" and "a die set aside twice" cannot be written any more).
    state = position(3, temple=[1, None, 1, 2, None, None], seats={1: {"dice": [5]}},
                     placed={"helper": [PlacedDie(1, 6)]})
    assert state.priests == (4, 2, 3)
    assert state.aside == (0, 1, 0)  # player 2: one die on a tile, one in hand, so one set aside
    for name in ("priests", "aside"):
        with pytest.raises(AttributeError):
            setattr(state, name, (4, 4, 4))
    assert "priests" not in state.to_dict() and "aside" not in state.to_dict()
    with pytest.raises(InvalidPosition) as info:  # no part to give them with
        State.arranged(state.game, priests=[4, 4, 4])
    assert info.value.field == "priests"


ARRANGED_ROWS = [
    ("an order naming a player twice", {"order": [0, 0, 1]}, "order[1]", "bora-bora-setup-player",
     ("vez como mucho", {})),
    ("an order without a player", {"order": [0, 1, 3]}, "order", "bora-bora-setup-player",
     ("cada jugador una", {})),
    ("a fourth player in a game of three", {"player": 3}, "player", "bora-bora-setup-player",
     ("No hay ningún", {"player": {"n": 4}})),
    ("player -1", {"player": -1}, "player", "bora-bora-setup-player",
     ("Debe estar entre", {"low": 0, "high": 3})),
    ("a seventh round", {"round": 7}, "round", "bora-bora-round",
     ("Debe estar entre", {"low": 1, "high": 6})),
    ("round 0", {"round": 0}, "round", "bora-bora-round",
     ("Debe estar entre", {"low": 1, "high": 6})),
    # (a seat's field that cannot be read is refused citing that field's own rule)
    ("a board of 13 spaces", {"seats": {0: {"people": [None] * 13}}}, "seats[0].people", "bora-bora-people-space",
     ("Se espera exactamente", {"n": 12})),
    ("four dice in hand", {"seats": {1: {"dice": [6, 5, 4, 3]}}}, "seats[1].dice", "bora-bora-dice-roll",
     ("Se esperan entre", {"low": 0, "high": 3})),
    ("three dice in hand and one on a tile",
     {"seats": {1: {"dice": [6, 5, 4]}}, "placed": {"helper": [PlacedDie(1, 3)]}},
     "seats[1].dice", "bora-bora-dice-place",
     ("tiene tres dados", {"player": {"n": 2}, "n": 4})),
    ("a player to play without a die", {"player": 1, "seats": {1: {"dice": []}}}, "seats[1].dice",
     "bora-bora-dice-place",
     ("le queda ninguno", {"player": {"n": 2}})),
    ("an action under way that does not say which", {"phase": "helper", "pending": {"die": 3, "budget": 3}},
     "pending.action", "bora-bora-dice-place", ("Falta este campo", {"help": "la acción"})),
]


@pytest.mark.rule("bora-bora-setup-player", "bora-bora-round", "bora-bora-people-space", "bora-bora-dice-roll",
                  "bora-bora-dice-place")
@pytest.mark.parametrize("why, parts, field, rule_id, meaning", ARRANGED_ROWS, ids=[r[0] for r in ARRANGED_ROWS])
def test_a_position_that_cannot_exist_is_refused_naming_its_part(why, parts, field, rule_id, meaning):
    with pytest.raises(InvalidPosition) as info:
        position(3, **parts)
    error = info.value
    assert (error.field, error.rule_id) == (field, rule_id)
    template, values = meaning
    said(error, rule_id, template, **values)


@pytest.mark.rule("bora-bora-expand-paths")
def test_a_region_that_does_not_exist_is_refused_listing_the_regions():
    with pytest.raises(InvalidPosition) as info:
        position(3, island={"nowhere": [0]})
    assert (info.value.field, info.value.rule_id) == ("island.nowhere", "bora-bora-expand-paths")
    listed = said(info.value, "bora-bora-expand-paths", "Valor desconocido", value='"nowhere"').params["allowed"]
    assert isinstance(listed, str) and listed.startswith('"C-forest"') and '"C-mountain"' in listed


@pytest.mark.rule("bora-bora-setup-tiles")
def test_a_tile_not_in_play_is_refused_listing_the_tiles_there_are():
    # "3 jugadores: 6 fichas": the land and water paths share one tile, so there is no separate land tile.
    with pytest.raises(InvalidPosition) as info:
        position(3, placed={"land": [PlacedDie(0, 2)]})
    message = said(info.value, "bora-bora-setup-tiles", "no hay esa ficha", n=3)
    tiles = message.params["tiles"]
    assert isinstance(tiles, list) and [t.template for t in tiles] == [  # six tiles, land and water on one
        "Ayudante", "Templo", "Construir", "Hombre", "Mujer", "Camino de tierra / agua"]


def test_a_new_game_is_the_setup_of_its_seed_and_the_one_line_position_names_the_player():
    game = BoraBora(3)
    assert game.new_state(5).seed == 5 and game.new_state(5) == State.setup(game, 5)
    assert game.new_state(5).order != game.new_state(6).order or game.new_state(5).men != game.new_state(6).men
    assert position(3).position() == "round 1, phase place, player 1"
    assert position(3, player=2, order=[2, 0, 1]).position() == "round 1, phase place, player 3"


SEAT_LISTS = {"vp": "vp", "status": "status", "huts": "huts", "ceremony": "ceremony", "beside": "beside",
              "offerings": "offerings", "shells": "shells", "fish_scored": "fish_scored", "god_hands": "god_cards",
              "tasks": "tasks", "dice": "dice"}


def _format_2(data: dict) -> dict:
    """A save of this format written as the second format did: each player's things in parallel lists, a man or
    woman tile as ``[kind, tile, turned]``, a die on a tile as ``[player, value]``, a building as ``{value,
    spaces}``, and the priests in reserve (four less those on the temple) and the dice set aside (three less
    those in hand and on the tiles, none during the setup) kept as lists."""
    old = {k: v for k, v in data.items() if k != "seats"}
    old["format"] = 2
    seats = data["seats"]
    for name, field in SEAT_LISTS.items():
        old[name] = [seat[field] for seat in seats]
    old["people"] = [[None if x is None else [x["kind"], x["tile"], x["turned"]] for x in seat["people"]]
                     for seat in seats]
    old["buildings"] = [[{"value": b["value"], "spaces": [b["a"], b["b"]]} for b in seat["buildings"]]
                        for seat in seats]
    old["placed"] = {tile: [[d["player"], d["value"]] for d in dice] for tile, dice in data["placed"].items()}
    old["priests"] = [4 - data["temple"].count(p) for p in range(len(seats))]
    on_tiles = [sum(d["player"] == p for dice in data["placed"].values() for d in dice) for p in range(len(seats))]
    setup = data["phase"] == "start-huts" or (data["phase"] == "ceremony" and data["resume"] == "start-huts")
    old["aside"] = [0 if setup else 3 - on_tiles[p] - len(seat["dice"]) for p, seat in enumerate(seats)]
    return old


def _format_1(data: dict) -> dict:
    """A save of this format written as the first format did: hut flags, ceremony and buildings keyed by strings,
    no ``aside`` nor ``format``, the pending action a dict that may carry more keys."""
    second = _format_2(data)
    old = dict(second)
    del old["format"], old["aside"]
    old["huts"] = [[bool(h) for h in row] for row in second["huts"]]
    old["ceremony"] = [{f"{r},{c}": m for r, row in enumerate(grid) for c, m in enumerate(row)}
                       for grid in second["ceremony"]]
    old["buildings"] = [{str(v): None for v in range(1, 7)} | {str(b["value"]): b["spaces"] for b in row}
                        for row in second["buildings"]]
    if second["pending"] is not None:
        old["pending"] = dict(second["pending"], note="of the first format")
    return old


def _waiting_for_the_fish():
    state = position(4, island=ISLAND,
                     seats={0: {"dice": [4], "ceremony": [["sand", "wood", None], [None, None, None]]},
                            1: {"buildings": [Building(2, (0, 0), (0, 1))]}})
    state.push(PlaceDie(4, "land"))
    state.push(Expand("C-beach"))
    while state.phase != "fish":
        state.push(state.legal_moves()[0])
    return state


def test_a_saved_game_keeps_the_region_just_settled_and_the_material_waiting_and_the_first_format_loads_the_same():
    fish = _waiting_for_the_fish()
    assert fish.pending.region == "C-beach"
    again = State.from_dict(fish.to_dict())
    assert again.pending.region == "C-beach" and again == fish
    assert State.from_dict(_format_2(fish.to_dict())) == fish  # the second format loads the same
    upgraded = State.from_dict(_format_1(fish.to_dict()))
    assert upgraded.pending == fish.pending and upgraded == fish
    assert upgraded.seats[1].buildings == [Building(2, (0, 0), (0, 1))]
    assert upgraded.seats[0].ceremony[0][:2] == ["sand", "wood"]
    # a material with two free spaces that take it waits for the player's choice
    helper = position(3, seats={0: {"dice": [3]}})
    helper.push(PlaceDie(3, "helper"))
    helper.push(Trade("material", "sand"))
    assert helper.phase == "ceremony" and helper.placing == "sand"
    again = State.from_dict(helper.to_dict())
    assert again.placing == "sand" and again.resume == "helper" and again == helper
    assert State.from_dict(_format_2(helper.to_dict())) == helper
    assert State.from_dict(_format_1(helper.to_dict())) == helper
    # men and women on a board, and dice on the tiles, in both older formats
    example = anna()
    for older in (_format_2, _format_1):
        again = State.from_dict(older(example.to_dict()))
        assert again == example and [p.symbols for p in again.seats[0].people if p] == [2, 3, 3]


@pytest.mark.rule("bora-bora-setup-player")
def test_a_save_in_an_unknown_format_or_missing_a_part_is_refused_in_both_languages():
    data = position(3).to_dict()
    assert data["format"] == 3
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(dict(data, format=4))
    assert info.value.rule_id == "bora-bora-setup-player"
    said(info.value, "bora-bora-setup-player", "Formato de partida", format="4")
    broken = dict(data)
    del broken["seats"]
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(broken)
    assert (info.value.field, info.value.rule_id) == ("seats", "bora-bora-setup-player")
    said(info.value, "bora-bora-setup-player", "ilegible", what="seats")
    # a save of the second format without the huts: refused naming each player's huts
    second = _format_2(data)
    del second["huts"]
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(second)
    assert (info.value.field, info.value.rule_id) == ("seats[0].huts", "bora-bora-setup-player")
    texts = info.value.texts()
    assert texts["es"] != texts["en"]


def test_a_position_keeps_the_setups_rows_and_refills_a_place_whose_tile_is_on_a_board_from_the_top_of_its_pile():
    # Setup: 36 tiles of each kind shuffled into a face-down pile, 6 drawn face up onto positions 1 to 6.
    # A position built from a seed keeps that setup's rows; a tile now on a player board has left its row,
    # and its place holds a tile drawn from the pile (from one end of it: the pile is not rummaged through).
    setup = State.setup(BoraBora(4), 0)
    plain = position(4)
    assert plain.men == setup.men and plain.women == setup.women
    assert plain.man_stack == setup.man_stack and plain.woman_stack == setup.woman_stack
    taken = setup.men[2]
    state = position(4, seats={0: {"people": board(s1=Person("man", taken))}})
    assert state.men[:2] == setup.men[:2] and state.men[3:] == setup.men[3:] and state.women == setup.women
    drawn = state.men[2]
    assert drawn in setup.man_stack and drawn not in state.man_stack and taken not in state.men + state.man_stack
    pile = setup.man_stack
    assert drawn in (pile[0], pile[-1])
    assert state.man_stack == (pile[1:] if drawn == pile[0] else pile[:-1])
    # two tiles on boards: two places refilled, with the two tiles at that end of the pile
    two = position(4, seats={0: {"people": board(s1=Person("man", setup.men[0]))},
                             1: {"people": board(s1=Person("man", setup.men[4]))}})
    refills = {two.men[0], two.men[4]}
    assert refills in ({pile[0], pile[1]}, {pile[-1], pile[-2]})
    assert sorted(two.man_stack) == sorted(set(pile) - refills) and len(two.man_stack) == len(pile) - 2


def test_a_position_built_without_a_board_s_huts_stacks_on_space_12_those_no_free_space_takes():
    # "12 cabañas" each, all game; a hut moved to space 12 stacks there and stays the player's (book, helper:
    # "se apilan allí y siguen siendo suyas"), which frees a space for one person more than the huts on the
    # islands. Built from such a board without its huts, the position puts one hut on each space free of people
    # and stacks the last one on space 12: none is lost.
    setup = State.setup(BoraBora(4), 0)
    people = board(s1=Person("man", setup.men[0]), s2=Person("woman", setup.women[0]))
    state = position(4, seats={0: {"people": people}})
    assert len(state.hut_regions(0)) == 1  # its first hut, on the islands
    assert state.seats[0].huts == [0, 0] + [1] * 9 + [2] and not state.problems()


@pytest.mark.rule("bora-bora-q-material-beside")
def test_a_seat_given_some_materials_beside_its_board_has_none_of_the_others():
    # A material with no free ceremony space is left beside the board (bora-bora-q-material-beside); a seat given
    # only its wood there has no sand and no stone beside it, and one more goes beside it as the first.
    full = [["sand", "wood", "stone"], ["stone", "sand", "wood"]]
    state = position(3, seats={0: {"beside": {"wood": 2}, "ceremony": full, "dice": [2]}})
    assert state.seats[0].beside == {"sand": 0, "wood": 2, "stone": 0}
    state.push(PlaceDie(2, "helper"))
    state.push(Trade("material", "sand"))
    assert state.seats[0].beside == {"sand": 1, "wood": 2, "stone": 0}
    assert State.from_dict(state.to_dict()).seats[0].beside == state.seats[0].beside


def test_validate_notices_a_lost_hut():
    state = _phase_a()
    p = state.player
    data = state.to_dict(history=False)
    board = list(data["seats"][p]["huts"])
    k = next(i for i, n in enumerate(board) if n)
    board[k] = 0 if isinstance(board[k], int) and not isinstance(board[k], bool) else False
    data["seats"][p]["huts"] = board
    with pytest.raises(InvalidSetupError) as error:
        state.__class__.from_dict(data)
    assert error.value.rule_id in ("bora-bora-helper-hut", "bora-bora-expand-hut", "bora-bora-setup-player")


def test_a_save_of_the_first_format_loads_with_its_lost_huts_back_on_space_12():
    """A game saved by the engine before the fix (true/false hut flags; three huts moved to space 12, all three
    of them lost): it loads, every player owns 12 huts again, and the position is the same otherwise."""
    saved = Path(__file__).parent.parent / "data" / "bora-bora-save-format-1.json"
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert "format" not in data and all(isinstance(h, bool) for row in data["huts"] for h in row)
    lost = {p: 12 - sum(row) - sum(p in owners for owners in data["island"].values())
            for p, row in enumerate(data["huts"])}
    assert sorted(lost.values()) == [0, 0, 3]  # "a player owns 9 huts instead of 12"
    state = State.from_dict(data)
    for p in range(3):
        assert state.huts_owned(p) == HUTS_PER_PLAYER
        assert state.seats[p].huts[11] == 1 + lost[p]
    assert state.to_dict()["format"] == 3 and State.from_json(state.to_json()) == state


@pytest.mark.rule("bora-bora-setup-player")
def test_a_first_format_save_with_a_hut_that_is_no_flag_is_refused_naming_that_hut():
    """The first format kept huts as true/false flags; any other value cannot be converted, is passed on as it
    is, and the huts part refuses it naming the field (the saves module's contract), never a crash."""
    saved = Path(__file__).parent.parent / "data" / "bora-bora-save-format-1.json"
    data = json.loads(saved.read_text(encoding="utf-8"))
    for bad in (None, "x"):
        broken = json.loads(json.dumps(data))
        broken["huts"][1][3] = bad
        with pytest.raises(InvalidPosition) as info:
            State.from_dict(broken)
        assert (info.value.field, info.value.rule_id) == ("seats[1].huts[3]", "bora-bora-setup-player")
