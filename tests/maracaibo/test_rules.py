"""Maracaibo: the source's rules as examples first, then an edge case for every rule.

Oracles come from the source text (``maracaibo.es.txt``): 7 movement points, 4–6 points
spent → two village actions, all 7 → three; a must-stop location ends the move; 21a in
rounds I–III gives 3 victory points and an intermediate scoring after phase C; hand limit
4 (6 upgraded); a face-up card costs 1 doubloon; starting doubloons 8, 9, 10, 11…  Where
the source is silent, the test names the open question (``maracaibo-q-*``) and checks
both readings.
"""

from __future__ import annotations

import pytest
from conftest import refused
from messages import reads, said, titled, values_of

from rulesim.errors import InvalidSetupError
from rulesim.maracaibo import (
    DEFAULT_MAP,
    Arrow,
    AssistantAction,
    ChooseCareer,
    CityAction,
    Combat,
    CompleteGoal,
    DrawCard,
    EndActions,
    EndTurn,
    Explore,
    FirstCards,
    FulfilMission,
    HomePoints,
    Kind,
    Location,
    LocationAction,
    Maracaibo,
    Options,
    Phase,
    PlanCard,
    Sail,
    State,
    TakeFaceUp,
    VillageActions,
    VoyageMap,
    offers,
    village_actions,
)
from rulesim.maracaibo import components as K
from rulesim.maracaibo.actions import ACTION_NAMES, Action
from rulesim.maracaibo.examples import after_first_decisions, missions_at
from rulesim.maracaibo.options import Delivery
from rulesim.maracaibo.parts import Free, FreeAction, RoundEnd, ScoringDone, ScoringKind
from rulesim.maracaibo.players import RandomPlayer, SimplePlayer
from rulesim.maracaibo.state import DISPLAY_UPGRADE, HAND_UPGRADE, player_name
from rulesim.moves import InvalidMoveError
from rulesim.players import play
from rulesim.position import InvalidPosition

from .helpers import at, place, places, sail_to_actions

SEA = DEFAULT_MAP


def scorings(state: State) -> list[tuple[int, str]]:
    """The scorings held so far, as (round, kind)."""
    return [(x.round, x.kind.value) for x in state.scorings]


def open_moves(state: State) -> set:
    return {m for o in state.offers() if o.open for m in o.moves}


# =============================================================== the source's examples
@pytest.mark.rule("maracaibo-main-village", "maracaibo-nav-points")
@pytest.mark.parametrize("path,spent,actions", [
    (("1",), 1, 1),
    (("1", "3"), 2, 1),
    (("2", "3", "4", "5", "6"), 5, 2),            # 4 to 6 points: two village actions
    (("1", "3", "4", "5", "6", "7"), 6, 2),
    (("1", "3", "4", "5", "6", "7", "8"), 7, 3),  # all 7: three
])
def test_village_actions_by_points_spent(path, spent, actions):
    state = sail_to_actions(at(), path)
    assert state.spent() == spent and village_actions(spent) == actions
    assert {m for m in open_moves(state) if isinstance(m, VillageActions)} == {
        VillageActions(k) for k in range(1, actions + 1)}
    refused(state, VillageActions(actions + 1), "maracaibo-main-village")
    explanation = state.push(VillageActions(actions))
    assert "maracaibo-main-village" in explanation.rule_ids


def test_the_same_village_by_a_longer_way_gives_more_actions():
    """From Santo Domingo (5), village 9 is 1 point the short way, 4 the long way round."""
    short = sail_to_actions(at(ships={0: "5"}), ("9",))
    long = sail_to_actions(at(ships={0: "5"}), ("6", "7", "8", "9"))
    assert VillageActions(2) not in open_moves(short)
    assert VillageActions(2) in open_moves(long)
    assert [v.cost for v in SEA.voyages("5", 1) if v.end == "9"] == [4, 1]


@pytest.mark.rule("maracaibo-nav-must-stop", "maracaibo-nav-skip")
def test_a_must_stop_location_ends_the_move():
    state = at(ships={0: "5"})
    assert all(v.path.index("10") == len(v.path) - 1 for v in SEA.voyages("5", 1) if "10" in v.path)
    refused(state, Sail(("9", "10", "11")), "maracaibo-nav-must-stop")
    explanation = state.push(Sail(("9", "10")))
    assert state.ships[0] == "10" and state.spent() == 2
    assert {"maracaibo-nav-must-stop", "maracaibo-nav-skip", "maracaibo-nav-points"} <= set(explanation.rule_ids)


@pytest.mark.rule("maracaibo-home-21", "maracaibo-round-end")
def test_21a_in_round_two_gives_three_points_and_an_intermediate_scoring_after_phase_c():
    state = at(round=2, ships={0: "20", 1: "12", 2: "3"}, hands={0: 3})
    state.push(Sail(("21a",)))
    assert state.round == 2
    explanation = state.push(HomePoints())
    assert state.seats[0].vp == 3 and "maracaibo-home-21" in explanation.rule_ids
    assert state.scorings == []  # not yet: the scoring comes after phase C
    state.push(EndActions())
    assert state.phase == Phase.DRAW and state.scorings == []  # phase C first
    explanation = state.push(DrawCard())  # back to 4 cards: the turn ends
    assert state.scorings == [ScoringDone(2, ScoringKind.INTERMEDIATE)] and state.round_ends == [RoundEnd(2, 0)]
    ids = explanation.rule_ids
    assert ids.index("maracaibo-draw-limit") < ids.index("maracaibo-round-end") < ids.index("maracaibo-home-21")
    assert state.round == 3 and state.ships == ("H", "H", "H")


# ======================================================================= setup
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_board(players):
    s = Maracaibo(players).new_state(players)
    stacks = s.combat_stacks
    assert sorted(stacks.first + stacks.second) == list(range(1, 26))
    assert stacks.first and stacks.second and abs(len(stacks.first) - len(stacks.second)) <= 1
    assert len(s.explorer_missions) == 3 and set(s.explorer_missions) == {"4", "8", "12"}
    tiles = s.mission_stack + list(s.explorer_missions.values()) + list(s.location_missions.values())
    assert sorted(tiles) == list(range(1, 25))
    assert len(set(s.prestige)) == 4 and set(s.prestige) <= set(K.PRESTIGE_BUILDINGS)
    assert len(s.display) == 4 and None not in s.display
    assert s.bank + sum(seat.money for seat in s.seats) == 58 + 4 * 10


def test_the_mission_tiles_a_position_names_leave_the_stack_and_the_others_fill_it():
    """"24 fichas de misión", each in one place: a position that names a mission a player has completed, or
    the missions lying at locations, has the stack made of the other tiles (the setup's placed tiles back)."""
    def every_tile_once(s):
        tiles = (s.mission_stack + list(s.explorer_missions.values()) + list(s.location_missions.values())
                 + [t for seat in s.seats for t in seat.missions_done])
        return sorted(tiles) == list(range(1, 25))

    game = Maracaibo(3)
    done = State.setup(game, 0).mission_stack[0]
    s = State.arranged(game, phase=Phase.NAVIGATE, **after_first_decisions(game, seats={0: {"missions_done": [done]}}))
    assert s.seats[0].missions_done == [done] and done not in s.mission_stack and every_tile_once(s)
    lying = missions_at(game, ["9"])
    s = State.arranged(game, location_missions=lying)
    assert s.location_missions == lying and lying["9"] not in s.mission_stack and every_tile_once(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_city_tiles(players):
    s = Maracaibo(players).new_state(11)
    assert s.maracaibo_tile is (players == 2)
    assert set(s.city_tiles) == {"4", "5", "13", "14"}
    chosen = [K.CITY_TILES[t - 1] for t in s.city_tiles.values()]
    assert len(set(s.city_tiles.values())) == 4 and all(players in t.players for t in chosen)
    assert sum(players in t.marked for t in chosen) == 2  # the two marked ones, and two more


@pytest.mark.rule("maracaibo-setup-project-cards")
def test_project_cards():
    s = Maracaibo(4).new_state(0)
    assert all(len(seat.hand) == 8 and all(c in K.A_CARDS for c in seat.hand) for seat in s.seats)
    b_in_play = [c for c in s.draw + s.display if c in K.B_CARDS]
    assert len(b_in_play) == 40 and len([c for c in s.box if c in K.B_CARDS]) == 40
    assert len(s.draw) + 4 == 40 + 60 - 32
    # C cards: shuffled into the A cards when the campaign goes on, set aside otherwise
    going_on = Maracaibo(4, story="continue", c_cards=10).new_state(0)
    c_cards = set(range(201, 211))
    assert not c_cards & set(going_on.box)
    assert c_cards <= set(going_on.draw + going_on.display + [c for seat in going_on.seats for c in seat.hand])
    aside = Maracaibo(4, story="75", c_cards=10).new_state(0)
    assert c_cards <= set(aside.box)
    with pytest.raises(InvalidSetupError) as info:
        Maracaibo(3, story="01", c_cards=2)
    assert info.value.rule_id == "maracaibo-setup-project-cards"


@pytest.mark.parametrize("players,missions", [(2, {"16"}), (3, {"16"}), (4, {"16", "19"})])
def test_the_campaign_starts_with_story_card_01(players, missions):
    s = Maracaibo(players, story="01").new_state(2)
    assert s.story_tile_at == {"15": 1} and s.story_tiles[-1] == 2  # tile 1 was the visible one
    assert set(s.location_missions) == missions
    assert s.legacy == 23


@pytest.mark.parametrize("players,default,other", [(2, {"15"}, {"15"}), (3, {"15", "18"}, {"15"}),
                                                   (4, {"15", "18", "19"}, {"15", "18", "19"})])
def test_story_card_75_places_missions_by_player_count(players, default, other):
    s = Maracaibo(players, story="75").new_state(4)
    assert set(s.location_missions) == default
    assert s.story_tiles == [] and s.story_tile_at == {} and s.legacy == 0
    alt = Maracaibo(players, Options(story_75="18-19-at-4"), story="75").new_state(4)
    assert set(alt.location_missions) == other


@pytest.mark.rule("maracaibo-later-standalone")
def test_later_games():
    assert [K.chapter(str(n)) for n in (80, 81, 89)] == [2, 3, 11] and K.chapter("75") is None
    for story in ("76", "77", "80", "89", "continue"):
        assert Maracaibo(4, story=story).new_state(0).location_missions == {}
    assert Maracaibo(3, story="85").new_state(0).legacy == 23  # a chapter is part of the campaign
    for bad in ("78", "90", "02", 75):
        with pytest.raises(InvalidSetupError) as info:
            Maracaibo(3, story=bad)
        assert info.value.rule_id == "maracaibo-later-standalone"


def test_property_markers():
    three = Maracaibo(3).new_state(0)
    assert three.property_spaces == {n: [1, 2, 2, 2, 2, 2, 2] for n in K.NATIONS} and three.property_at == {}
    assert sum(K.PROPERTY_SPACES) * 3 == 39
    two = Maracaibo(2).new_state(0)
    assert two.property_at == {"6": "spain", "7": "england", "8": "france"}
    assert all(spaces == [0, 2, 2, 2, 2, 2, 2] for spaces in two.property_spaces.values())
    two._take_property("spain", "12")  # the next one comes from the next space to the right
    assert two.property_spaces["spain"] == [0, 1, 2, 2, 2, 2, 2]


@pytest.mark.rule("maracaibo-setup-property")
def test_the_property_spaces_are_a_reading():
    # the source: 39 markers, "un solo marcador en el espacio más a la izquierda y dos en los espacios restantes",
    # how many spaces not given. Default: 13 a nation (1 + 6×2); the other reading counts only the leftmost space
    leftmost = Options(property_spaces="leftmost-only")
    assert Maracaibo(3, leftmost).new_state(0).property_spaces == {n: [1] for n in K.NATIONS}
    two = Maracaibo(2, leftmost).new_state(0)
    assert two.property_spaces == {n: [0] for n in K.NATIONS} and len(two.property_at) == 3
    # a position must match the reading: the default's seven spaces are refused under the other one
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Maracaibo(3, leftmost), property_spaces={n: [1, 2, 2, 2, 2, 2, 2] for n in K.NATIONS})
    assert info.value.rule_id == "maracaibo-setup-property"
    State.arranged(Maracaibo(3), property_spaces={n: [1, 2, 2, 2, 2, 2, 2] for n in K.NATIONS})


def test_c_cards_in_a_chapter_game_are_a_reading():
    # "Si desea continuar la campaña, mezcle estas cartas C con las cartas A; de lo contrario, …"
    c_cards = set(range(201, 206))
    chapter = Maracaibo(3, story="85", c_cards=5).new_state(0)
    assert not c_cards & set(chapter.box)  # default: a chapter game is a campaign game
    aside = Maracaibo(3, Options(chapter_c_cards="aside"), story="85", c_cards=5).new_state(0)
    assert c_cards <= set(aside.box) and aside.legacy == 23  # only the C cards change: still the campaign
    going_on = Maracaibo(3, Options(chapter_c_cards="aside"), story="continue", c_cards=5).new_state(0)
    assert not c_cards & set(going_on.box)


def test_assistants_as_figures_are_a_reading():
    def supply(options):
        game = Maracaibo(3, options)
        return State.arranged(game, phase=Phase.NAVIGATE,
                              **after_first_decisions(game, seats={0: {"assistants": ["9", "12"]}}))
    colour = Maracaibo(3).colours[0]
    plain = Maracaibo(3).new_state(0)
    assert supply(None).figure_supply[colour] == plain.figure_supply[colour] - 3 - 2  # 3 on the career card, 2
    assert supply(Options(assistants="separate")).figure_supply[colour] == plain.figure_supply[colour] - 3


def test_each_player():
    s = Maracaibo(4).new_state(0)
    assert [seat.discs for seat in s.seats] == [24] * 4 and s.ships == ("H",) * 4
    assert [seat.explorer for seat in s.seats] == [0] * 4
    assert [(x.vp, x.vp_counter, x.combat, x.income) for x in s.seats] == [(0, 0, 1, 8)] * 4
    assert [seat.influence for seat in s.seats] == [[0, 0, 0]] * 4
    assert [seat.figures for seat in s.seats] == [2] * 4 and all(len(x.career_offer) == 2 for x in s.seats)
    assert all(s.figure_supply[c] == 6 for c in s.game.colours)


@pytest.mark.rule("maracaibo-start-doubloons")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_and_starting_doubloons(players):
    s = Maracaibo(players).new_state(0)
    assert [seat.money for seat in s.seats] == [8, 9, 10, 11][:players] and s.player == 0
    for bad in (1, 5):
        with pytest.raises(InvalidSetupError) as info:
            Maracaibo(bad)
        assert info.value.rule_id == "maracaibo-start-doubloons"


@pytest.mark.rule("maracaibo-first-cards")
def test_the_eight_cards():
    s = Maracaibo(2).new_state(0)
    hand = sorted(s.seats[0].hand)
    assert len(s.legal_moves()) == 8 * 35  # a planning card and three of the other seven
    refused(s, FirstCards(hand[0], (hand[0], hand[1], hand[2])), "maracaibo-first-cards")
    refused(s, FirstCards(hand[0], (hand[1], hand[2])), "maracaibo-first-cards")
    refused(s, FirstCards(hand[0], (hand[3], hand[2], hand[1])), "maracaibo-first-cards")
    refused(s, FirstCards(999, (hand[1], hand[2], hand[3])), "maracaibo-first-cards")
    s.push(FirstCards(hand[0], (hand[1], hand[2], hand[3])))
    assert sorted(s.seats[0].hand) == hand[4:] and s.seats[0].planning == [hand[0]] and s.discard == hand[1:4]
    assert s.player == 1 and s.phase == Phase.FIRST_CARDS


@pytest.mark.rule("maracaibo-first-career")
def test_the_career_card():
    s = Maracaibo(2).new_state(0)
    for _p in range(2):
        s.push(s.legal_moves()[0])
    assert s.phase == Phase.CAREER
    offer = s.seats[0].career_offer
    refused(s, ChooseCareer(999), "maracaibo-first-career")
    s.push(ChooseCareer(offer[1]))
    assert s.seats[0].career == offer[1] and s.seats[0].career_figures == 3 and s.figure_supply["yellow"] == 3
    s.push(s.legal_moves()[0])
    assert s.phase == Phase.NAVIGATE and s.player == 0 and s.round == 1  # the first player begins


@pytest.mark.rule("maracaibo-first-career")
def test_the_career_card_takes_the_last_three_figures_of_the_supply():
    # "toma tres figuras de tu color ... y colócalas en los espacios correspondientes en la tarjeta de carrera":
    # three left are enough (two are not: see the refusals below)
    s = _career_state()
    s.figure_supply[s.colour(0)] = 3
    s._reset()  # (changed by hand: the moves it listed before are listed afresh)
    card = s.seats[0].career_offer[0]
    assert ChooseCareer(card) in s.legal_moves() and s.is_legal(ChooseCareer(card))  # listed, and checked alike
    s.push(ChooseCareer(card))
    assert s.seats[0].career_figures == 3 and s.figure_supply[s.colour(0)] == 0


# ======================================================================= the turn
@pytest.mark.rule("maracaibo-turn-phases")
def test_phases_in_order():
    s = at()
    refused(s, DrawCard(), "maracaibo-turn-phases")
    refused(s, VillageActions(1), "maracaibo-turn-phases")
    refused(s, PlanCard(s.seats[0].hand[0]), "maracaibo-turn-phases")
    s.push(Sail(("1",)))
    refused(s, Sail(("3",)), "maracaibo-turn-phases")
    assert s.phase == Phase.ACTIONS


@pytest.mark.rule("maracaibo-turn-next")
def test_the_next_player_clockwise():
    s = at(players=3, player=2, hands={2: 4})
    s.push(Sail(("1",)))
    explanation = s.push(EndActions())  # a full hand: nothing to draw
    assert s.player == 0 and s.phase == Phase.NAVIGATE and "maracaibo-turn-next" in explanation.rule_ids


# =================================================================== navigation
@pytest.mark.rule("maracaibo-nav-points")
def test_movement_points():
    s = at()
    refused(s, Sail(()), "maracaibo-nav-points")
    refused(s, Sail(("1", "3", "4", "5", "6", "7", "8", "9")), "maracaibo-nav-points")  # 8 points
    explanation = s.push(Sail(("1", "3")))
    assert "maracaibo-nav-points" in explanation.rule_ids  # the 5 points left are lost
    assert all(1 <= v.cost <= 7 for start in SEA.ids() for r in (1, 4) for v in SEA.voyages(start, r))


@pytest.mark.rule("maracaibo-nav-locations")
def test_locations_cities_and_villages():
    assert {loc for loc in SEA.ids() if SEA.kind(loc) is Kind.CITY} >= {"4", "5", "13", "14"}
    assert {"6", "7", "8"} <= {loc for loc in SEA.ids() if SEA.kind(loc) is Kind.VILLAGE}
    s = at()
    refused(s, Sail(("1", "nowhere")), "maracaibo-nav-locations")
    city = {o.action.value: o for o in offers(SEA, "4", 1, 3)}
    village = {o.action.value: o for o in offers(SEA, "3", 1, 3)}
    assert city["city"].open and not city["village"].open and city["village"].rule_id == "maracaibo-nav-locations"
    assert village["village"].open and not village["city"].open


@pytest.mark.rule("maracaibo-nav-step")
def test_a_step_costs_one_point_unless_stated():
    sea = VoyageMap(
        {"H": Location("H", Kind.START, (0, 0)), "1": Location("1", Kind.VILLAGE, (1, 0)),
         "2": Location("2", Kind.VILLAGE, (2, 0)),
         "3": Location("3", Kind.HOME, (3, 0), home_rounds=frozenset({1, 2, 3, 4}))},
        (Arrow("H", "1"), Arrow("1", "2", cost=3), Arrow("2", "3")), last={1: "3", 2: "3", 3: "3", 4: "3"}).validate()
    assert [(v.path, v.cost) for v in sea.voyages("H", 1)] == [(("1",), 1), (("1", "2"), 4), (("1", "2", "3"), 5)]
    game = Maracaibo(2, sea=sea)
    s = State.arranged(game, phase=Phase.NAVIGATE, **after_first_decisions(game))
    s.push(Sail(("1", "2")))
    assert s.spent() == 4 and VillageActions(2) in open_moves(s)  # 4 points: two village actions
    with pytest.raises(InvalidSetupError):
        VoyageMap(sea.locations, (Arrow("H", "1", cost=0),) + sea.arrows[1:], last=sea.last).validate()


@pytest.mark.rule("maracaibo-nav-locations")
def test_on_another_map_a_ship_or_an_assistant_off_that_map_is_refused():
    """Ships and assistants stand on the map's locations: on a map of four locations, a ship or an assistant
    at Santo Domingo's number (a location of the default map only) is refused, naming the seat's part."""
    sea = VoyageMap(
        {"H": Location("H", Kind.START, (0, 0)), "1": Location("1", Kind.VILLAGE, (1, 0)),
         "2": Location("2", Kind.VILLAGE, (2, 0)),
         "3": Location("3", Kind.HOME, (3, 0), home_rounds=frozenset({1, 2, 3, 4}))},
        (Arrow("H", "1"), Arrow("1", "2"), Arrow("2", "3")), last={1: "3", 2: "3", 3: "3", 4: "3"}).validate()
    game = Maracaibo(2, sea=sea)
    assert State.arranged(game, phase=Phase.NAVIGATE, **after_first_decisions(game, seats={0: {"assistants": ["2"]}}))
    for name, value, field in (("assistants", ["5"], "seats[0].assistants"), ("ship", "5", "seats[0].ship")):
        with pytest.raises(InvalidPosition) as info:
            State.arranged(game, phase=Phase.NAVIGATE, **after_first_decisions(game, seats={0: {name: value}}))
        assert (info.value.field, info.value.rule_id) == (field, "maracaibo-nav-locations")


@pytest.mark.rule("maracaibo-nav-arrows")
def test_along_the_arrows_and_choosing_at_forks():
    s = at(ships={0: "5"})
    firsts = {m.path[0] for m in s.legal_moves()}
    assert firsts == {"6", "9"}  # two arrows leave Santo Domingo
    refused(s, Sail(("7",)), "maracaibo-nav-arrows")
    explanation = s.push(Sail(("9",)))
    assert "maracaibo-nav-arrows" in explanation.rule_ids


@pytest.mark.rule("maracaibo-nav-no-backwards")
def test_no_sailing_backwards():
    s = at(ships={0: "5"})
    refused(s, Sail(("4",)), "maracaibo-nav-no-backwards")
    refused(s, Sail(("H",)), "maracaibo-nav-no-backwards")
    with pytest.raises(InvalidSetupError) as info:
        VoyageMap(SEA.locations, SEA.arrows + (Arrow("9", "5"),), last=SEA.last).validate()
    assert info.value.rule_id == "maracaibo-nav-no-backwards"


@pytest.mark.rule("maracaibo-nav-shared")
def test_several_ships_on_one_location():
    s = at(ships={0: "3", 1: "5"})
    explanation = s.push(Sail(("4", "5")))
    assert s.ships[0] == s.ships[1] == "5" and "maracaibo-nav-shared" in explanation.rule_ids


@pytest.mark.rule("maracaibo-home-must-stop")
def test_home_spaces_are_never_skipped():
    s = at(ships={0: "17"})
    refused(s, Sail(("19", "20", "21a")), "maracaibo-home-must-stop")
    assert [v.path for v in SEA.voyages("17", 1)] == [("19",), ("19", "20")]
    assert SEA.home_spaces(1) == SEA.home_spaces(3) == ["20", "21a"]
    assert SEA.home_spaces(4) == ["20", "21b", "22"]
    assert [v.path for v in SEA.voyages("20", 2)] == [("21a",)]
    assert [v.path for v in SEA.voyages("20", 4)] == [("21b",)]
    assert [v.path for v in SEA.voyages("21b", 4)] == [("22",)]
    refused(at(round=4, ships={0: "20"}), Sail(("21a",)), "maracaibo-nav-arrows")


# ================================================================== main action
@pytest.mark.rule("maracaibo-main-city", "maracaibo-q-delivery")
def test_a_city_delivers_a_good_first():
    s = sail_to_actions(at(ships={0: "3"}), ("4",))
    card = s.seats[0].hand[0]
    assert CityAction(None) in open_moves(s) and CityAction(card) in open_moves(s)
    refused(s, CityAction(999), "maracaibo-main-city")
    explanation = s.push(CityAction(card))
    assert card in s.discard and card not in s.seats[0].hand
    assert explanation.rule_ids.index("maracaibo-q-delivery") < explanation.rule_ids.index("maracaibo-main-city")
    kept = sail_to_actions(at(options=Options(delivery="not-tracked"), ships={0: "3"}), ("4",))
    card = kept.seats[0].hand[0]
    kept.push(CityAction(card))
    assert card in kept.seats[0].hand


@pytest.mark.rule("maracaibo-main-mission", "maracaibo-main-only-one")
def test_only_one_main_action_where_several_are_open():
    s = sail_to_actions(at(ships={0: "5"}, missions=["9"], assistants={0: ["9"]}), ("6", "7", "8", "9"))
    kinds = {o.action.value for o in s.offers() if o.open}
    assert kinds == {"village", "mission", "assistant"}
    tile = s.location_missions["9"]
    explanation = s.push(FulfilMission())
    assert s.seats[0].missions_done == [tile] and "9" not in s.location_missions
    assert "maracaibo-main-only-one" in explanation.rule_ids
    refused(s, VillageActions(1), "maracaibo-main-only-one")
    refused(s, AssistantAction(), "maracaibo-main-only-one")
    assert not any(o.open for o in s.offers())


@pytest.mark.rule("maracaibo-main-mission", "maracaibo-main-assistant")
def test_no_mission_and_no_assistant_here():
    s = sail_to_actions(at(ships={0: "5"}, missions=["15"], assistants={0: ["12"], 1: ["9"]}), ("9",))
    refused(s, FulfilMission(), "maracaibo-main-mission")
    refused(s, AssistantAction(), "maracaibo-main-assistant")  # player 2's assistant is not mine
    s2 = sail_to_actions(at(ships={0: "11"}, assistants={0: ["12", "12"]}), ("12",))
    assert AssistantAction() in open_moves(s2)
    s2.push(AssistantAction())
    refused(s2, AssistantAction(), "maracaibo-main-only-one")  # one assistant action only


@pytest.mark.rule("maracaibo-main-none")
def test_no_main_action_and_free_actions_around_it():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 0}), ("1", "3", "4"))
    first, second = s.seats[0].hand[:2]
    s.push(PlanCard(first))            # before the main action
    s.push(CityAction(None))
    s.push(PlanCard(second))           # after it
    assert s.seats[0].planning == [first, second]
    none = sail_to_actions(at(), ("1",))
    explanation = none.push(EndActions())
    assert "maracaibo-main-none" in explanation.rule_ids and none.player == 1


@pytest.mark.rule("maracaibo-free-plan", "maracaibo-free-plan-cards")
def test_the_planning_area():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 2}), ("1", "3", "4"))
    planned = s.seats[0].planning[0]
    refused(s, PlanCard(planned), "maracaibo-free-plan-cards")
    refused(s, CityAction(planned), "maracaibo-free-plan-cards")  # a planned card is no good to deliver
    s.push(PlanCard(s.seats[0].hand[0]))
    assert len(s.seats[0].planning) == 3
    refused(s, PlanCard(s.seats[0].hand[0]), "maracaibo-free-plan")
    assert not any(isinstance(m, PlanCard) for m in s.legal_moves())
    s.push(EndActions())  # phase C: back up to 4 in hand; the 3 planned cards do not count
    s.push(DrawCard())
    assert len(s.seats[0].hand) == 4 and len(s.seats[0].planning) == 3 and s.player == 1


@pytest.mark.rule("maracaibo-free-career", "maracaibo-q-career")
def test_career_goals():
    s = sail_to_actions(at(), ("1",))
    for goal in (0, 1, 2):
        explanation = s.push(CompleteGoal(goal))
        assert "maracaibo-free-career" in explanation.rule_ids
    refused(s, CompleteGoal(1), "maracaibo-free-career")
    refused(s, CompleteGoal(3), "maracaibo-free-career")
    assert s.seats[0].career_figures == 3 and s.seats[0].figures == 2  # by default the figures stay on the card
    moving = sail_to_actions(at(options=Options(career="to-player")), ("1",))
    moving.push(CompleteGoal(2))
    assert moving.seats[0].career_figures == 2 and moving.seats[0].figures == 3
    for goal, left in ((0, 1), (1, 0)):  # each of the three figures, the last one too, joins the player's
        assert "maracaibo-q-career" in moving.push(CompleteGoal(goal)).rule_ids
        assert (moving.seats[0].career_figures, moving.seats[0].figures) == (left, 5 - left)


# ===================================================================== phase C
@pytest.mark.rule("maracaibo-draw-limit", "maracaibo-draw-display")
def test_drawing_up_to_the_limit_and_paying_for_face_up_cards():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 1}, main_done=True)
    s.push(EndActions())
    moves = s.legal_moves()
    assert DrawCard() in moves and TakeFaceUp(0) in moves and EndActions() not in moves  # no stopping early
    explanation = s.push(TakeFaceUp(2))
    money = [seat.money for seat in s.seats]
    assert money[0] == 0 and s.bank == 98 - sum(money) and "maracaibo-draw-display" in explanation.rule_ids
    # no money left: the pile is the only way, and the two draws are played by themselves
    assert len(s.seats[0].hand) == 4 and s.player == 1 and explanation.rule_ids.count("maracaibo-draw-limit") >= 3
    broke = at(phase=Phase.DRAW, ships={0: "3"}, hands={0: 2}, money={0: 0}, main_done=True)
    assert broke.legal_moves() == (DrawCard(),)
    refused(broke, TakeFaceUp(0), "maracaibo-draw-display")
    refused(broke, TakeFaceUp(7), "maracaibo-draw-display")


@pytest.mark.rule("maracaibo-draw-hand-limit", "maracaibo-draw-free-display")
def test_ship_upgrades():
    plain = at(upgrades={0: []})
    assert plain.hand_limit(0) == 4 and plain.face_up_cost(0) == 1
    hand = at(upgrades={0: [HAND_UPGRADE]}, hands={0: 6})
    assert hand.hand_limit(0) == 6 and hand.face_up_cost(0) == 1
    free = at(phase=Phase.ACTIONS, ships={0: "3"}, upgrades={0: [DISPLAY_UPGRADE]}, money={0: 0}, hands={0: 2},
              main_done=True)
    assert free.hand_limit(0) == 4 and free.face_up_cost(0) == 0
    free.push(EndActions())
    explanation = free.push(TakeFaceUp(0))
    assert free.seats[0].money == 0 and "maracaibo-draw-free-display" in explanation.rule_ids
    one = Options(upgrades="one")
    assert at(options=one, upgrades={0: [HAND_UPGRADE]}).face_up_cost(0) == 0
    assert at(options=one, upgrades={0: [DISPLAY_UPGRADE]}).hand_limit(0) == 6
    with pytest.raises(InvalidPosition) as info:
        at(hands={0: 5})
    assert info.value.rule_id == "maracaibo-draw-hand-limit" and info.value.field == "seats[0].hand"


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_the_discard_pile_becomes_the_new_draw_pile():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, draw=1, discard=6, main_done=True)
    discards = sorted(s.discard)
    s.push(EndActions())
    explanation = s.push(DrawCard())  # the last card of the pile: the pile has run out
    assert "maracaibo-draw-reshuffle" in explanation.rule_ids
    assert s.shuffles == 1 and s.discard == [] and sorted(s.draw) == discards and len(s.seats[0].hand) == 3
    s.push(DrawCard())  # the next card comes from the new pile
    assert len(s.seats[0].hand) == 4 and len(s.draw) == 5 and s.player == 1


@pytest.mark.rule("maracaibo-draw-reshuffle", "maracaibo-draw-limit")
@pytest.mark.parametrize("money", [0, 3])
def test_an_empty_pile_with_discards_is_reshuffled_before_drawing(money):
    # "Si la pila de robo se agota, baraja la pila de descarte y úsala para formar una nueva pila de robo": the pile
    # at 0 with 6 discards still gives face-down cards, free, up to the limit of 4
    s = at(phase=Phase.ACTIONS, ships={0: "9"}, spent=1, hands={0: 2}, draw=0, discard=6, money={0: money})
    discards = sorted(s.discard)
    ids = list(s.push(EndActions()).rule_ids)  # without money, the draws are the only moves: played by themselves
    while s.player == 0 and s.phase == Phase.DRAW:
        assert DrawCard() in s.legal_moves()
        ids += s.push(DrawCard()).rule_ids
    assert "maracaibo-draw-reshuffle" in ids and s.shuffles == 1 and s.discard == []
    hand = s.seats[0].hand
    assert len(hand) == 4 and s.seats[0].money == money and s.player == 1
    assert sorted(hand[2:] + s.draw) == discards


@pytest.mark.rule("maracaibo-draw-limit", "maracaibo-q-exhausted", "maracaibo-turn-next")
@pytest.mark.parametrize("hand,draw,discard,money", [(2, 0, 6, 0), (2, 0, 0, 0), (4, 5, 0, 0), (2, 0, 0, 3)])
def test_a_position_arranged_in_phase_c_is_never_stuck(hand, draw, discard, money):
    s = at(phase=Phase.DRAW, ships={0: "9"}, hands={0: hand}, draw=draw, discard=discard, money={0: money},
           main_done=True)
    moves = s.legal_moves()
    assert moves and not s.is_over()
    if hand == 4:  # at the limit: no card is drawn, the turn only ends
        refused(s, DrawCard(), "maracaibo-draw-limit")
        assert moves == (EndTurn(),)
    if (draw, discard, money) == (0, 0, 0):  # nothing to take: the turn ends with the hand short
        assert moves == (EndTurn(),)
        assert "maracaibo-q-exhausted" in s.push(EndTurn()).rule_ids and s.player == 1
    if hand < 4 and (draw or discard or money):  # a card can still be had: the hand must be filled
        refused(s, EndTurn(), "maracaibo-draw-limit")


@pytest.mark.rule("maracaibo-draw-limit")
def test_a_face_up_card_is_refused_once_the_hand_is_at_its_limit():
    """"Roba cartas … hasta que alcances el límite de tu mano" (4 at the start), from the pile or the display
    alike: at 4 cards with doubloons to pay, a face-up card is refused for the limit, in both languages."""
    s = at(phase=Phase.DRAW, ships={0: "9"}, hands={0: 4}, money={0: 5}, main_done=True)
    error = refused(s, TakeFaceUp(0), "maracaibo-draw-limit")
    # the reader's text is the point: a refusal reads as a sentence in both languages
    assert error.message.render("es") == "Ya tienes tu límite de cartas en la mano."
    assert error.message.render("en") == "Your hand is already at its limit."


@pytest.mark.rule("maracaibo-q-exhausted")
def test_nothing_left_to_draw():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 0}, draw=0, discard=0, main_done=True)
    explanation = s.push(EndActions())  # no pile, no discards, the display unaffordable
    assert "maracaibo-q-exhausted" in explanation.rule_ids and len(s.seats[0].hand) == 1 and s.player == 1


@pytest.mark.rule("maracaibo-q-display-refill")
def test_refilling_the_display():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, money={0: 5}, main_done=True)
    s.push(EndActions())
    top = s.draw[-1]
    s.push(TakeFaceUp(1))
    assert s.display[1] == top  # at once, by default
    later = at(options=Options(display_refill="end-of-turn"), phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2},
               money={0: 5}, main_done=True)
    later.push(EndActions())
    later.push(TakeFaceUp(1))
    assert later.display[1] is None and TakeFaceUp(1) not in later.legal_moves()
    later.push(TakeFaceUp(0))
    assert None not in later.display and later.player == 1  # filled when phase C ends


# ================================================================== the way home
@pytest.mark.rule("maracaibo-home-20", "maracaibo-home-no-delivery")
def test_space_20_combat_or_explorer():
    s = sail_to_actions(at(ships={0: "19"}), ("20",))
    assert open_moves(s) == {Combat(), Explore(1), Explore(2)}
    refused(s, CityAction(None), "maracaibo-home-no-delivery")
    refused(s, Explore(3), "maracaibo-home-20")
    s.push(Explore(2))
    assert s.seats[0].explorer == 2
    refused(s, Combat(), "maracaibo-main-only-one")  # combat OR explorer
    end = sail_to_actions(at(ships={0: "19"}, explorers={0: K.EXPLORER_TRACK - 1}), ("20",))
    assert Explore(2) not in open_moves(end) and Explore(1) in open_moves(end)
    away = sail_to_actions(at(ships={0: "3"}), ("4",))
    refused(away, Combat(), "maracaibo-home-20")


@pytest.mark.rule("maracaibo-home-21", "maracaibo-q-home-reward")
def test_21b_in_round_four_gives_points_and_no_scoring():
    s = at(round=4, ships={0: "20"}, hands={0: 4})
    s.push(Sail(("21b",)))
    s.push(HomePoints())
    s.push(EndActions())
    assert s.seats[0].vp == 3 and s.scorings == [] and s.round == 4 and s.player == 1
    arrival = at(options=Options(home_reward="on-arrival"), round=1, ships={0: "20"}, missions=["21a"])
    explanation = arrival.push(Sail(("21a",)))
    assert arrival.seats[0].vp == 3 and "maracaibo-q-home-reward" in explanation.rule_ids
    assert HomePoints() not in open_moves(arrival) and FulfilMission() in open_moves(arrival)


@pytest.mark.rule("maracaibo-q-actions")
def test_space_22_and_the_actions_the_source_does_not_describe():
    s = at(round=4, ships={0: "21b"}, hands={0: 4})
    s.push(Sail(("22",)))
    assert open_moves(s) == {LocationAction()}
    explanation = s.push(LocationAction())
    assert "maracaibo-q-actions" in explanation.rule_ids


# ================================================================ rounds and the end
@pytest.mark.rule("maracaibo-round-end", "maracaibo-q-last-space", "maracaibo-q-round-end", "maracaibo-q-new-round")
def test_the_last_space_closes_the_round_and_every_ship_goes_home():
    s = at(round=1, player=1, ships={0: "12", 1: "20", 2: "5"}, hands={1: 4})
    s.push(Sail(("21a",)))
    s.push(HomePoints())
    explanation = s.push(EndActions())
    assert {"maracaibo-round-end", "maracaibo-q-last-space", "maracaibo-q-round-end",
            "maracaibo-q-new-round"} <= set(explanation.rule_ids)
    assert s.round == 2 and s.ships == ("H", "H", "H") and s.player == 2  # the next player clockwise
    first = at(options=Options(new_round="first-player"), round=1, player=1, ships={1: "20"}, hands={1: 4})
    first.push(Sail(("21a",)))
    first.push(EndActions())
    assert first.round == 2 and first.player == 0


@pytest.mark.rule("maracaibo-q-last-space", "maracaibo-game-end", "maracaibo-q-scoring")
def test_22_ends_the_fourth_round_and_the_game():
    s = at(round=4, player=2, ships={2: "21b"}, hands={2: 4})
    s.push(Sail(("22",)))
    explanation = s.push(EndActions())
    assert s.is_over() and s.player is None and scorings(s) == [(4, "final")] and s.winners() == ()
    assert {"maracaibo-game-end", "maracaibo-q-scoring"} <= set(explanation.rule_ids)
    assert s.legal_moves() == () and s.scores() is None
    scored = at(options=Options(scoring="points-so-far"), round=4, player=2, ships={2: "21b"}, hands={2: 4},
                vp={0: 3, 1: 9, 2: 6})
    scored.push(Sail(("22",)))
    scored.push(EndActions())
    assert scored.winners() == (1,) and scored.scores() == (3, 9, 6)


@pytest.mark.rule("maracaibo-rounds", "maracaibo-game-end")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_has_four_rounds(players):
    s = play(Maracaibo(players).new_state(players), [SimplePlayer(p) for p in range(players)])
    assert s.is_over() and s.round == 4 and [x.round for x in s.round_ends] == [1, 2, 3, 4]
    assert scorings(s) == [(1, "intermediate"), (2, "intermediate"), (3, "intermediate"), (4, "final")]
    with pytest.raises(InvalidPosition) as info:
        at(round=5)
    assert info.value.rule_id == "maracaibo-rounds" and info.value.field == "round"


# ==================================================================== robustness
def test_errors_and_titles_in_both_languages():
    s = at(ships={0: "5"})
    error = refused(s, Sail(("4",)), "maracaibo-nav-no-backwards")
    said(error, "maracaibo-nav-no-backwards", a=place("5", "Santo Domingo"), b=place("4", "Puerto Plata"))
    explanation = s.push(Sail(("9",)))
    titled(explanation.title, 1, "navega hasta", loc=place("9"))


def test_save_load_and_validate():
    s = at(ships={0: "5"}, missions=["9"], assistants={0: ["9"]})
    s.push(Sail(("9",)))
    copy = State.from_json(s.to_json())
    assert copy == s and copy.legal_moves() == s.legal_moves()
    data = s.to_dict()
    data["seats"][0]["money"] += 1
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(data)
    assert info.value.rule_id == "maracaibo-setup-doubloons" and info.value.field == "bank"
    data = s.to_dict()
    data["seats"][1]["hand"].append(data["draw"].pop())
    data["draw"].append(data["draw"][0])
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(data)
    assert info.value.field == "draw" and info.value.rule_id == "maracaibo-setup-deal"
    data = s.to_dict()
    del data["seats"]
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(data)
    assert info.value.field == "seats"


def test_random_players_finish():
    for players in (2, 3, 4):
        s = play(Maracaibo(players).new_state(9), [RandomPlayer(p) for p in range(players)])
        assert s.is_over()


def test_ready_made_positions():
    from rulesim.maracaibo.examples import home_stretch, phase_c, santo_domingo
    s = santo_domingo()
    assert {m.path[0] for m in s.legal_moves()} == {"6", "9"} and s.location_missions.keys() == {"9"}
    assert [m.path for m in home_stretch(2).legal_moves()] == [("21a",)]
    assert [m.path for m in home_stretch(4).legal_moves()] == [("21b",)]
    c = phase_c(hand=1, money=0)
    c.push(EndActions())
    assert len(c.seats[0].hand) == 4 and c.player == 1  # only the pile: three forced draws


@pytest.mark.rule("maracaibo-free-plan")
def test_planning_a_card_names_the_card_planned():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 0}), ("1", "3", "4"))
    card = s.seats[0].hand[0]
    explanation = s.push(PlanCard(card))
    assert s.seats[0].planning == [card]
    titled(explanation.title, 1, "planifica la carta", card=str(card))


@pytest.mark.rule("maracaibo-draw-display", "maracaibo-draw-free-display")
def test_taking_a_face_up_card_says_which_card_and_what_it_cost():
    # a face-up card costs 1 doubloon: with 2, one is left
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 2}, main_done=True)
    s.push(EndActions())
    card = s.display[2]
    said(s.push(TakeFaceUp(2)), "maracaibo-draw-display", card=card, money=1)
    assert s.seats[0].money == 1
    # with the ship upgrade it is free
    free = at(phase=Phase.ACTIONS, ships={0: "3"}, upgrades={0: [DISPLAY_UPGRADE]}, money={0: 0}, hands={0: 2},
              main_done=True)
    free.push(EndActions())
    card = free.display[0]
    said(free.push(TakeFaceUp(0)), "maracaibo-draw-free-display", card=card)
    assert free.seats[0].money == 0


@pytest.mark.rule("maracaibo-q-upgrades")
def test_one_upgrade_or_two_is_labelled_as_a_reading_where_it_decides_the_price_or_the_limit():
    """«una mejora … sube el límite de mano a 6» and the one «que se muestra a la izquierda» makes face-up cards free,
    without saying whether they are one: by default two, with the other reading one gives both."""
    def drawing(options: Options | None, upgrade: K.Upgrade, money: int):
        s = at(options=options, phase=Phase.ACTIONS, ships={0: "3"}, upgrades={0: [upgrade]}, money={0: money},
               hands={0: 2}, main_done=True)
        s.push(EndActions())
        return s

    paid = drawing(None, HAND_UPGRADE, 2)
    said(paid.push(TakeFaceUp(0)), "maracaibo-q-upgrades", "no hace gratis")
    assert paid.seats[0].money == 1
    free = drawing(Options(upgrades="one"), HAND_UPGRADE, 2)
    said(free.push(TakeFaceUp(0)), "maracaibo-q-upgrades", "también hace gratis")
    assert free.seats[0].money == 2
    four = drawing(None, DISPLAY_UPGRADE, 0)
    said(four.push(DrawCard()), "maracaibo-q-upgrades", "no sube el límite")
    assert four.hand_limit(0) == 4
    six = drawing(Options(upgrades="one"), DISPLAY_UPGRADE, 0)
    said(six.push(DrawCard()), "maracaibo-q-upgrades", "también sube", limit=6)
    assert six.hand_limit(0) == 6
    both = drawing(None, DISPLAY_UPGRADE, 0)
    both.seats[0].upgrades.append(HAND_UPGRADE)
    assert "maracaibo-q-upgrades" not in both.push(TakeFaceUp(0)).rule_ids  # both upgrades made: nothing to read


@pytest.mark.rule("maracaibo-main-only-one", "maracaibo-free-plan-cards")
def test_a_refused_main_action_names_the_move_refused():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 2}), ("1", "3", "4"))
    move = CityAction(s.seats[0].planning[0])  # a planned card is no good to deliver
    assert refused(s, move, "maracaibo-free-plan-cards").move == move
    s.push(CityAction(None))
    again = CityAction(None)  # one main action per turn
    assert refused(s, again, "maracaibo-main-only-one").move == again


@pytest.mark.rule("maracaibo-nav-locations")
def test_sailing_to_a_place_not_on_the_map_names_it():
    error = refused(at(), Sail(("99",)), "maracaibo-nav-locations")
    said(error, "maracaibo-nav-locations", loc="99")


@pytest.mark.rule("maracaibo-draw-limit")
def test_the_draw_stops_at_the_hand_limit_and_says_whose_hand():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 1}, money={0: 1}, main_done=True)
    s.push(EndActions())
    explanation = s.push(TakeFaceUp(2))  # then only the pile: the draws play themselves up to 4
    said(explanation, "maracaibo-draw-limit", "su límite", n=4, player={"n": 1})  # players count from 1 on the page


def test_the_main_action_offers_say_what_is_open_here_and_why():
    sea = Maracaibo().sea
    city = {o.action: o for o in offers(sea, "4", 1, 3)}  # location 4 is a city
    assert city[Action.CITY].open is True and city[Action.CITY].rule_id == "maracaibo-main-city"
    reads(city[Action.CITY].reason, "entregar primero un bien")
    assert city[Action.MISSION].open is False  # no mission lies there
    assert city[Action.HOME_POINTS].open is False  # the 3 points are spaces 21a and 21b's
    reads(city[Action.HOME_POINTS].reason, "espacios 21a y 21b")
    # space 20: combat, or the explorer forward — unless it is already at the end of its track
    home = {o.action: o for o in offers(sea, "20", 1, 3, explorer=12)}
    assert home[Action.COMBAT].open is True and home[Action.EXPLORE].open is False
    assert home[Action.EXPLORE].rule_id == "maracaibo-q-explorer"
    reads(home[Action.EXPLORE].reason, "al final de su pista")


@pytest.mark.rule("maracaibo-setup-display")
def test_a_display_without_four_slots_is_refused():
    s = at()
    s.validate()
    s.display.append(None)
    with pytest.raises(InvalidSetupError) as info:
        s.validate()
    assert info.value.rule_id == "maracaibo-setup-display"


@pytest.mark.rule("maracaibo-setup-project-cards")
@pytest.mark.parametrize("c_cards", [True, 41, -1, "3"])
def test_the_number_of_c_cards_is_a_whole_number_from_0_to_40(c_cards):
    with pytest.raises(InvalidSetupError) as info:
        Maracaibo(3, c_cards=c_cards)
    assert info.value.rule_id == "maracaibo-setup-project-cards"


@pytest.mark.rule("maracaibo-free-career", "maracaibo-q-career")
def test_a_career_goal_says_where_its_figure_goes_and_a_goal_done_twice_is_refused_naming_the_move():
    # The other reading of the open question: the goal's figure joins the player's figures, and the step says so.
    s = sail_to_actions(at(options=Options(career="to-player")), ("1",))
    explanation = s.push(CompleteGoal(2))
    said(explanation, "maracaibo-q-career", "pasa a sus figuras")
    said(explanation, "maracaibo-free-career", n=3)  # goal 2 counted from 0: the third for a reader
    # "como mucho una vez cada uno"
    again = CompleteGoal(2)
    error = refused(s, again, "maracaibo-free-career")
    assert error.move == again
    said(error, "maracaibo-free-career", "ya está cumplido")


@pytest.mark.rule("maracaibo-main-village")
def test_too_many_village_actions_are_refused_saying_how_many_the_points_allow():
    # "Si gastaste de 4 a 6 puntos de movimiento en la Fase A, puedes realizar dos acciones de aldea": 5 points, 2.
    s = sail_to_actions(at(), ("2", "3", "4", "5", "6"))
    error = refused(s, VillageActions(3), "maracaibo-main-village")
    said(error, "maracaibo-main-village", points=5, n=2, count="3")


@pytest.mark.rule("maracaibo-start-doubloons", "maracaibo-later-standalone", "maracaibo-setup-project-cards")
@pytest.mark.parametrize("kwargs,rule_id,meaning", [
    # "Dale al ... cuarto jugador 11 doblones": seats 1 to 4, games of 2 to 4 players
    ({"players": 1}, "maracaibo-start-doubloons", {"n": 1}),
    ({"players": 5}, "maracaibo-start-doubloons", {"n": 5}),
    # story cards: 01 (campaign), continue, a chapter 80-89, or 75/76/77
    ({"story": "74"}, "maracaibo-later-standalone", {"story": "74"}),
    ({"story": "90"}, "maracaibo-later-standalone", {"story": "90"}),
    ({"c_cards": 41}, "maracaibo-setup-project-cards", {"template": "de 0 a 40"}),
    ({"story": "01", "c_cards": 1}, "maracaibo-setup-project-cards", {"template": "primera partida"}),
])
def test_a_game_the_source_does_not_set_up_is_refused_naming_the_rule_in_both_languages(kwargs, rule_id, meaning):
    with pytest.raises(InvalidSetupError) as info:
        Maracaibo(**kwargs)
    assert info.value.rule_id == rule_id
    said(info.value, rule_id, **meaning)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_game_of_two_to_four_players_keeps_its_description(players):
    game = Maracaibo(players)
    assert (game.players, game.story, game.c_cards, game.sea) == (players, "75", 0, DEFAULT_MAP)
    assert game.options == Options() and game.colours == K.COLOURS[:players] and not game.campaign
    chapter = Maracaibo(players, Options(scoring="points-so-far"), story="80", c_cards=40)
    assert chapter.story == "80" and chapter.c_cards == 40 and chapter.options.scoring.value == "points-so-far"
    assert chapter.cards()[-1] == K.C_CARD_BASE + 39  # the 40 C cards the campaign brought
    assert Maracaibo(players, story="continue", c_cards=0).campaign


def test_players_are_named_from_1_and_nobody_is_named_nobody():
    reads(player_name(0), "jugador", n=1)
    reads(player_name(3), "jugador", n=4)
    assert player_name(None).template == "nadie" and not player_name(None).params


def _moves_described():
    return [
        (FirstCards(3, (1, 2, 4)), "planifica la carta", {"card": 3, "cards": [1, 2, 4]}),
        (ChooseCareer(2), "carta de carrera", {"card": 2}),
        (Sail(("3", "4", "5")), "navega hasta", {"loc": place("5", "Santo Domingo")}),
        (Sail(()), "navega", {}),
        (Sail(("99",)), "navega", {}),
        (CityAction(None), "acción de ciudad", {}),
        (CityAction(17), "entrega la carta", {"card": 17}),
        (VillageActions(1), "acción de aldea", {"n": 1}),
        (VillageActions(3), "acción de aldea", {"n": 3}),
        (FulfilMission(), "misión", {}),
        (AssistantAction(), "asistente", {}),
        (Combat(), "combate", {}),
        (Explore(1), "explorador", {"n": "1"}),
        (Explore(2), "explorador", {"n": "2"}),
        (HomePoints(), "3 puntos de victoria", {}),
        (LocationAction(), "acción del lugar", {}),
        (PlanCard(12), "planifica la carta", {"card": "12"}),
        (CompleteGoal(1), "objetivo de carrera", {}),
        (EndActions(), "fase B", {}),
        (DrawCard(), "boca abajo", {}),
        (TakeFaceUp(1), "boca arriba", {}),
    ]


@pytest.mark.parametrize("index", range(21))
def test_every_move_is_described_in_both_languages_with_its_card_place_or_count(index):
    move, template, values = _moves_described()[index]
    said = move.said(at())
    reads(said, template, **values)
    assert set(values_of(said)) == set(values)  # every value the description shows is checked
    if index == 8:  # the reader's text is the point: a count in the plural of each language
        assert (said.render("es"), said.render("en")) == ("3 acciones de aldea", "3 village actions")


@pytest.mark.rule("maracaibo-main-city", "maracaibo-home-20")
def test_a_delivery_and_an_explorer_move_are_titled_with_the_card_and_the_steps():
    s = sail_to_actions(at(ships={0: "3"}), ("4",))
    card = s.seats[0].hand[0]
    title = s.push(CityAction(card)).title
    titled(title, 1, "entrega la carta", card=card)
    home = sail_to_actions(at(ships={0: "19"}), ("20",))
    explanation = home.push(Explore(2))
    titled(explanation.title, 1, "avanza el explorador", n="2")
    said(explanation, "maracaibo-home-20", n=2, pos=2)
    assert home.seats[0].explorer == 2


@pytest.mark.rule("maracaibo-nav-points", "maracaibo-nav-locations", "maracaibo-nav-no-backwards",
                  "maracaibo-nav-arrows", "maracaibo-nav-must-stop", "maracaibo-home-must-stop")
@pytest.mark.parametrize("kwargs,path,rule_id,meaning", [
    # "Debe avanzar al menos una ubicación"
    ({}, (), "maracaibo-nav-points", {"template": "al menos un lugar"}),
    ({}, ("1", "3", "x9"), "maracaibo-nav-locations", {"loc": "x9"}),
    # "No está permitido navegar hacia atrás": against an arrow, or to a place behind
    ({"ships": {0: "5"}}, ("4",), "maracaibo-nav-no-backwards",
     {"a": place("5", "Santo Domingo"), "b": place("4", "Puerto Plata")}),
    ({"ships": {0: "5"}}, ("1",), "maracaibo-nav-no-backwards", {"a": place("5", "Santo Domingo"), "b": place("1")}),
    # "a lo largo de la flecha": a place ahead but with no arrow to it
    ({"ships": {0: "5"}}, ("7",), "maracaibo-nav-arrows",
     {"a": place("5", "Santo Domingo"), "b": place("7", "St. Kitts"), "round": "I"}),
    # 21a is the second home-bound space of rounds I-III only; in round IV it is 21b
    ({"round": 4, "ships": {0: "20"}}, ("21a",), "maracaibo-nav-arrows",
     {"a": place("20"), "b": place("21a"), "round": "IV"}),
    # "tienes hasta 7 puntos de movimiento": 8 steps of 1 point
    ({}, ("1", "3", "4", "5", "6", "7", "8", "9"), "maracaibo-nav-points", {"template": "más de 7"}),
    # "¡Debes terminar tu movimiento cuando llegues a uno de estos lugares!"
    ({"ships": {0: "5"}}, ("9", "10", "11"), "maracaibo-nav-must-stop", {"loc": place("10")}),
    ({"ships": {0: "17"}}, ("19", "20", "21a"), "maracaibo-home-must-stop", {"loc": place("20")}),
])
def test_a_refused_voyage_names_its_rule_the_move_and_the_places_in_both_languages(kwargs, path, rule_id, meaning):
    move = Sail(path)
    error = refused(at(**kwargs), move, rule_id)
    assert error.move == move
    said(error, rule_id, **meaning)


def test_a_move_is_a_typed_value_and_a_value_its_field_cannot_hold_makes_no_move():
    # (the old engine took any value and refused these when pushed: a path that was a list, or held a number, a goal
    # or a slot written as text). A move is typed when it is built: a list stands for its tuple, and anything
    # else is refused naming the field, so it can never be pushed.
    assert Sail(["1"]) == Sail(("1",)) and Sail(["1"]) in at().legal_moves()
    assert FirstCards(3, [1, 2, 4]) == FirstCards(3, (1, 2, 4))
    for build, field in ((lambda: Sail((1,)), "path"), (lambda: Sail("1"), "path"), (lambda: CompleteGoal("1"), "goal"),
                         (lambda: TakeFaceUp("1"), "slot"), (lambda: FirstCards(3, (1, "2", 4)), "discard")):
        with pytest.raises(InvalidMoveError) as info:
            build()
        assert info.value.field == field


@pytest.mark.rule("maracaibo-nav-step", "maracaibo-nav-points", "maracaibo-nav-skip", "maracaibo-nav-arrows")
def test_a_voyage_says_where_from_where_to_the_points_spent_and_the_points_lost():
    # H -> 1 -> 3 -> 4: three steps of one point, four of the seven are lost ("Los puntos no utilizados se pierden")
    s = at()
    text = s.push(Sail(("1", "3", "4")))
    said(text, "maracaibo-nav-arrows", a="La Habana", b=place("1"))
    said(text, "maracaibo-nav-step", a="La Habana", b=place("4", "Puerto Plata"), n=3)
    assert places(said(text, "maracaibo-nav-skip")) == ["1", "3"]
    said(text, "maracaibo-nav-points", n=4)
    assert (s.ships[0], s.spent(), s.turn.path, s.phase) == ("4", 3, ["1", "3", "4"], Phase.ACTIONS)
    # from 3 only one arrow leaves: no fork to mention; one step, six points lost
    one = at(ships={0: "3"})
    voyage = one.push(Sail(("4",)))
    assert "maracaibo-nav-arrows" not in voyage.rule_ids and "maracaibo-nav-skip" not in voyage.rule_ids
    said(voyage, "maracaibo-nav-step", a=place("3"), b=place("4", "Puerto Plata"), n=1)
    said(voyage, "maracaibo-nav-points", n=6)


@pytest.mark.rule("maracaibo-nav-points")
def test_one_point_left_is_said_in_the_singular_and_none_left_is_not_mentioned():
    six = at().push(Sail(("1", "3", "4", "5", "6", "7")))
    said(six, "maracaibo-nav-points", n=1)
    # the reader's text is the point: one point in the singular in both languages
    assert "Queda 1 punto de movimiento sin usar: se pierde." in six.to_text("es")
    assert "1 movement point is left unused: it is lost." in six.to_text("en")
    seven = at().push(Sail(("1", "3", "4", "5", "6", "7", "8")))
    said(seven, "maracaibo-nav-step", n=7)
    assert "maracaibo-nav-points" not in seven.rule_ids


@pytest.mark.rule("maracaibo-nav-must-stop", "maracaibo-home-must-stop", "maracaibo-nav-shared",
                  "maracaibo-q-home-reward")
def test_a_voyage_ending_on_a_must_stop_or_shared_place_says_so():
    must = at(ships={0: "5"}).push(Sail(("9", "10")))
    said(must, "maracaibo-nav-must-stop", loc=place("10"))
    assert "maracaibo-nav-must-stop" in must.rule_ids and "maracaibo-home-must-stop" not in must.rule_ids
    home = at(ships={0: "19"}).push(Sail(("20",)))
    said(home, "maracaibo-home-must-stop", loc=place("20"))
    assert "maracaibo-home-must-stop" in home.rule_ids and "maracaibo-nav-must-stop" not in home.rule_ids
    # "simplemente coloque su nave junto a la existente"
    shared = at(ships={0: "3", 2: "5"}).push(Sail(("4", "5")))
    said(shared, "maracaibo-nav-shared", loc=place("5", "Santo Domingo"))
    alone = at(ships={0: "3", 1: "3"}).push(Sail(("4",)))  # the other ship stays behind, at 3
    assert "maracaibo-nav-shared" not in alone.rule_ids
    # the reading "points on arrival": 3 points as soon as the ship lands on 21a, none on 20
    arrival = at(options=Options(home_reward="on-arrival"), ships={0: "20"})
    text = arrival.push(Sail(("21a",)))
    assert arrival.seats[0].vp == 3 and said(text, "maracaibo-q-home-reward", n=3, loc="21a")
    assert "maracaibo-q-home-reward" in text.rule_ids
    on_20 = at(options=Options(home_reward="on-arrival"), ships={0: "19"})
    on_20.push(Sail(("20",)))
    assert on_20.seats[0].vp == 0
    plain = at(ships={0: "20"})
    plain.push(Sail(("21a",)))
    assert plain.seats[0].vp == 0  # by default the 3 points are the main action there


@pytest.mark.rule("maracaibo-round-end", "maracaibo-q-last-space", "maracaibo-home-21", "maracaibo-q-scoring",
                  "maracaibo-q-round-end", "maracaibo-q-new-round")
@pytest.mark.parametrize("round_,ender,starter", [(1, 2, 0), (2, 0, 1), (3, 1, 2)])
def test_a_round_ends_on_the_last_space_with_an_intermediate_scoring_and_the_next_player_starts(round_, ender, starter):
    # "Una ronda termina tan pronto como el barco de un jugador alcanza el último espacio ... Luego se lleva a cabo
    # una puntuación intermedia"; who starts the next one is the reading "next-player" (maracaibo-q-new-round).
    names = {1: "I", 2: "II", 3: "III", 4: "IV"}
    s = at(round=round_, player=ender, ships={ender: "20"}, hands={ender: 4})
    s.push(Sail(("21a",)))
    explanation = s.push(EndActions())
    said(explanation, "maracaibo-round-end", player={"n": ender + 1}, loc="21a", round=names[round_])
    said(explanation, "maracaibo-q-last-space", loc="21a")
    said(explanation, "maracaibo-home-21", "puntuación intermedia")
    said(explanation, "maracaibo-q-scoring", "puntuación intermedia")
    said(explanation, "maracaibo-q-round-end", round=names[round_ + 1])
    said(explanation, "maracaibo-q-new-round", player={"n": starter + 1})
    assert s.round_ends == [RoundEnd(round_, ender)] and s.scorings == [ScoringDone(round_, ScoringKind.INTERMEDIATE)]
    assert s.round == round_ + 1 and s.ships == ("H", "H", "H") and s.player == starter
    assert s.phase == Phase.NAVIGATE and s.turn is not None and s.turn.start == "H" and s.turn.spent == 0
    assert "maracaibo-game-end" not in explanation.rule_ids


@pytest.mark.rule("maracaibo-q-new-round")
def test_with_the_first_player_reading_the_first_player_starts_every_new_round():
    s = at(options=Options(new_round="first-player"), round=2, player=2, ships={2: "20"}, hands={2: 4})
    s.push(Sail(("21a",)))
    text = s.push(EndActions())
    assert s.player == 0 and said(text, "maracaibo-q-new-round", player={"n": 1})


@pytest.mark.rule("maracaibo-game-end", "maracaibo-q-scoring", "maracaibo-round-end")
def test_the_fourth_round_ends_the_game_with_the_final_scoring():
    # "Después de la cuarta ronda, se lleva a cabo una puntuación final, después de la cual el juego termina."
    s = at(round=4, player=1, ships={1: "21b"}, hands={1: 4})
    s.push(Sail(("22",)))
    explanation = s.push(EndActions())
    said(explanation, "maracaibo-round-end", player={"n": 2}, loc="22", round="IV")
    said(explanation, "maracaibo-game-end")
    said(explanation, "maracaibo-q-scoring", "no se declara vencedor")
    assert "maracaibo-home-21" not in explanation.rule_ids and "maracaibo-q-round-end" not in explanation.rule_ids
    assert [(x.round, x.kind) for x in s.scorings] == [(4, "final")] and s.round == 4
    assert [(x.round, x.player) for x in s.round_ends] == [(4, 1)]
    assert s.is_over() and s.player is None and s.winners() == ()
    # the reading "points so far": the most victory points win, ties share
    scored = at(options=Options(scoring="points-so-far"), round=4, player=0, ships={0: "21b"}, hands={0: 4},
                vp={0: 5, 1: 9, 2: 9})
    scored.push(Sail(("22",)))
    explanation = scored.push(EndActions())
    assert scored.winners() == (1, 2)
    said(explanation, "maracaibo-q-scoring", winners=[player_name(1), player_name(2)])
    alone = at(options=Options(scoring="points-so-far"), round=4, player=0, ships={0: "21b"}, hands={0: 4},
               vp={0: 7, 1: 2, 2: 3})
    alone.push(Sail(("22",)))
    said(alone.push(EndActions()), "maracaibo-q-scoring", winners=[player_name(0)])


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_the_discard_pile_is_shuffled_into_a_new_pile_the_same_way_each_time_the_game_is_replayed():
    # "Si la pila de robo se agota, baraja la pila de descarte y úsala para formar una nueva pila de robo"

    def run():
        s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, draw=1, discard=30, main_done=True)
        discards = list(s.discard)
        s.push(EndActions())
        return s, discards, s.push(DrawCard())

    s, discards, explanation = run()
    again, _d, _e = run()
    assert sorted(s.draw) == sorted(discards) and s.draw != discards  # shuffled, not merely turned over
    assert again.draw == s.draw and s.shuffles == 1 and s.discard == []  # a replay shuffles the same way
    said(explanation, "maracaibo-draw-reshuffle", n=30)
    replayed = State.from_json(s.to_json())
    assert replayed.draw == s.draw


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_one_discarded_card_becomes_the_new_pile_and_an_empty_discard_pile_is_not_shuffled():
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 2}, draw=1, discard=1, main_done=True)
    last = s.discard[0]
    s.push(EndActions())
    text = s.push(DrawCard())
    assert said(text, "maracaibo-draw-reshuffle", n=1) and s.shuffles == 1
    assert s.draw == [last] and s.discard == []  # the one discarded card is the new pile
    empty = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 3}, draw=1, discard=0, main_done=True)
    empty.push(EndActions())
    text = empty.push(DrawCard())
    assert "maracaibo-draw-reshuffle" not in text.rule_ids and empty.shuffles == 0 and empty.draw == []


_NOT_VILLAGE = ("No es una aldea", {})


_NO_COMBAT = ("acción de combate es la del espacio 20", {})


_NO_EXPLORE = ("Avanzar el explorador", {})


_NO_HOME_POINTS = ("espacios 21a y 21b", {})


_HOME_CITY = ("vuelta a casa", {})


_ONLY_ONE = ("Ya has hecho la acción principal", {})


def _offer_rows():
    """Where, round, points spent, what else; the action, open or not, the rule, the reason (a piece of its Spanish
    template and its values) and the moves offered."""
    arrival = {"options": Options(home_reward="on-arrival")}
    return [
        # "Si su barco está en una ciudad, primero puede entregar un bien y luego realizar la acción de ciudad"
        ("4", 1, 3, {"hand": (7, 9)}, "city", True, "maracaibo-main-city", ("Es una ciudad", {}),
         (CityAction(None), CityAction(7), CityAction(9))),
        ("4", 1, 3, {}, "village", False, "maracaibo-nav-locations", _NOT_VILLAGE, ()),
        ("3", 1, 1, {}, "city", False, "maracaibo-nav-locations", ("no una ciudad", {}), ()),
        # "No puede omitirlos, ni puede entregar mercancías allí"
        ("20", 1, 1, {}, "city", False, "maracaibo-home-no-delivery", _HOME_CITY, ()),
        ("20", 1, 1, {}, "village", False, "maracaibo-nav-locations", _NOT_VILLAGE, ()),
        # one village action, two after 4 to 6 points, three after all 7
        ("3", 1, 1, {}, "village", True, "maracaibo-main-village", ("Es una aldea", {"points": 1, "n": 1}),
         (VillageActions(1),)),
        ("3", 1, 5, {}, "village", True, "maracaibo-main-village", ("Es una aldea", {"points": 5, "n": 2}),
         (VillageActions(1), VillageActions(2))),
        ("8", 1, 7, {}, "village", True, "maracaibo-main-village", ("Es una aldea", {"points": 7, "n": 3}),
         (VillageActions(1), VillageActions(2), VillageActions(3))),
        # "Si hay una misión en la ubicación, puedes cumplirla"
        ("3", 1, 1, {"mission": True}, "mission", True, "maracaibo-main-mission", ("Hay una misión", {}),
         (FulfilMission(),)),
        ("3", 1, 1, {}, "mission", False, "maracaibo-main-mission", ("No hay ninguna misión", {}), ()),
        # "uno o más de sus asistentes ... su acción de asistente especial (solo uno)"
        ("3", 1, 1, {"assistant": True}, "assistant", True, "maracaibo-main-assistant", ("Tienes un asistente", {}),
         (AssistantAction(),)),
        ("3", 1, 1, {}, "assistant", False, "maracaibo-main-assistant", ("No tienes ningún asistente", {}), ()),
        # "¡solo puedes realizar una acción!": what was open is closed once the main action is done
        ("4", 1, 3, {"done": True, "mission": True}, "city", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        ("4", 1, 3, {"done": True, "mission": True}, "mission", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        ("20", 1, 1, {"done": True}, "combat", False, "maracaibo-main-only-one", _ONLY_ONE, ()),
        # space 20: "una acción de combate O mueve tu explorador hasta 2 espacios hacia adelante"
        ("20", 1, 1, {}, "combat", True, "maracaibo-home-20", ("Espacio 20: una acción de combate", {}), (Combat(),)),
        ("20", 1, 1, {}, "explore", True, "maracaibo-home-20", ("el explorador hasta dos espacios", {}),
         (Explore(1), Explore(2))),
        ("20", 1, 1, {"explorer": 11}, "explore", True, "maracaibo-home-20", ("el explorador hasta dos espacios", {}),
         (Explore(1),)),
        ("20", 4, 1, {"explorer": 12}, "explore", False, "maracaibo-q-explorer", ("al final de su pista", {}), ()),
        ("4", 1, 3, {}, "combat", False, "maracaibo-home-20", _NO_COMBAT, ()),
        ("21a", 1, 1, {}, "explore", False, "maracaibo-home-20", _NO_EXPLORE, ()),
        # 21a (rounds I-III) and 21b (round IV): "Consigue 3 puntos de victoria"
        ("21a", 1, 1, {}, "home-points", True, "maracaibo-home-21", ("Espacio", {"loc": "21a", "n": 3}),
         (HomePoints(),)),
        ("21b", 4, 1, {}, "home-points", True, "maracaibo-home-21", ("Espacio", {"loc": "21b", "n": 3}),
         (HomePoints(),)),
        ("21a", 3, 1, arrival, "home-points", False, "maracaibo-q-home-reward", ("se cobran al llegar", {}), ()),
        ("20", 1, 1, {}, "home-points", False, "maracaibo-home-21", _NO_HOME_POINTS, ()),
        ("22", 4, 1, {}, "home-points", False, "maracaibo-home-21", _NO_HOME_POINTS, ()),
        # space 22: the source names it home-bound and says nothing of what it gives
        ("22", 4, 1, {}, "location", True, "maracaibo-q-actions", ("no describe la acción", {}),
         (LocationAction(),)),
    ]


@pytest.mark.parametrize("index", range(27))
def test_each_main_action_on_offer_says_whether_it_is_open_by_which_rule_and_why(index):
    from rulesim.maracaibo.actions import offers, open_moves
    loc, round_, spent, kwargs, action, is_open, rule_id, (template, values), moves = _offer_rows()[index]
    found = offers(DEFAULT_MAP, loc, round_, spent, **kwargs)
    offer = next(o for o in found if o.action.value == action)
    assert (offer.open, offer.rule_id, offer.moves) == (is_open, rule_id, moves)
    reads(offer.reason, template, **values)
    assert set(moves) <= set(open_moves(found))
    assert all(o.open or o.moves == () for o in found)  # a closed action offers no move


@pytest.mark.parametrize("loc,round_,kinds", [
    ("4", 1, ["city", "village", "mission", "assistant", "combat", "explore", "home-points"]),
    ("22", 4, ["city", "village", "mission", "assistant", "combat", "explore", "home-points", "location"]),
    ("21a", 4, ["city", "village", "mission", "assistant", "combat", "explore", "home-points"]),
])
def test_every_kind_of_main_action_is_listed_once_and_only_a_home_space_without_its_own_rule_adds_its_action(
        loc, round_, kinds):
    found = offers(DEFAULT_MAP, loc, round_, 1)
    assert [o.action.value for o in found] == kinds
    assert found[0].name == ACTION_NAMES[found[0].action]
    reads(found[0].name, "acción de ciudad")


def _first_cards_state():
    return Maracaibo(3).new_state(0)


def _career_state():
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
    hand = sorted(_first_cards_state().seats[0].hand)  # player 1's eight A cards
    career = _career_state().seats[0].career_offer[0]
    planned, last = _in_city().seats[0].planning[0], _planning_full().seats[0].hand[0]
    three, dealt = ("exactamente tres cartas", {}), ("de las ocho repartidas", {})
    slot, goals = ("no hay ninguna carta", {}), ("los objetivos 1, 2 y 3", {})
    first, sail, draw = "primeras decisiones (las ocho cartas)", "navegación (A)", "robar cartas (C)"  # phase names
    return [
        # "mantienes 4 cartas, 1 al área de planificación, 3 a la pila de descarte"
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[2])), "maracaibo-first-cards", three),
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[1], hand[2])), "maracaibo-first-cards", three),
        (_first_cards_state, FirstCards(999, (hand[1], hand[2], hand[3])), "maracaibo-first-cards", dealt),
        (_first_cards_state, FirstCards(hand[0], (hand[1], hand[2], 999)), "maracaibo-first-cards", dealt),
        (_first_cards_state, FirstCards(hand[1], (hand[1], hand[2], hand[3])), "maracaibo-first-cards",
         ("no puede ser también una de las descartadas", {})),
        (_first_cards_state, FirstCards(hand[0], (hand[3], hand[2], hand[1])), "maracaibo-first-cards",
         ("orden creciente", {})),
        # the phases in words: the one it is, and the move's
        (_first_cards_state, Sail(("1",)), "maracaibo-turn-phases", ("Ahora toca", {"now": first, "phase": sail})),
        (at, DrawCard(), "maracaibo-turn-phases", ("Ahora toca", {"now": sail, "phase": draw})),
        # "cuál de sus dos cartas de carrera conservar"
        (_career_state, ChooseCareer(99), "maracaibo-first-career", ("una de tus dos cartas", {})),
        (_career_without_figures, ChooseCareer(career), "maracaibo-first-career", ("No quedan tres figuras", {})),
        # "Toma una de tus cartas y agrégala al área de planificación ... Si los tres espacios están llenos, no"
        (_in_city, PlanCard(999), "maracaibo-free-plan", ("una carta de tu mano", {})),
        (_in_city, PlanCard(planned), "maracaibo-free-plan-cards", ("ya está en tu zona", {})),
        (_planning_full, PlanCard(last), "maracaibo-free-plan", ("están llenos", {})),
        (_in_city, CompleteGoal(3), "maracaibo-free-career", goals),
        (_no_career, CompleteGoal(0), "maracaibo-free-career", ("no tienes carta de carrera", {})),
        # the main action depends on where the ship is
        (_in_city, VillageActions(1), "maracaibo-nav-locations", ("No es una aldea", {})),
        (_in_city, CityAction(999), "maracaibo-main-city", ("una carta de tu mano", {})),
        (_in_city, LocationAction(), "maracaibo-main-where", ("no está disponible aquí", {})),
        (_village_one_point, VillageActions(0), "maracaibo-main-village", ("", {"points": 1, "n": 1, "count": "0"})),
        (_space_20, Explore(0), "maracaibo-home-20", ("uno o dos espacios", {})),
        # phase C: "cada carta boca arriba que agregue a su mano costará 1 doblón"
        (_phase_c_broke, TakeFaceUp(0), "maracaibo-draw-display", ("cuesta 1 doblón", {})),
        (_phase_c_broke, TakeFaceUp(-1), "maracaibo-draw-display", slot),
        (_phase_c_no_pile, TakeFaceUp(3), "maracaibo-draw-display", slot),
        (_phase_c_no_pile, DrawCard(), "maracaibo-draw-reshuffle",  # no pile and no discards to reshuffle
         ("No queda ninguna carta boca abajo", {})),
    ]


@pytest.mark.rule("maracaibo-first-cards", "maracaibo-first-career", "maracaibo-turn-phases", "maracaibo-free-plan",
                  "maracaibo-free-plan-cards", "maracaibo-free-career", "maracaibo-main-city", "maracaibo-main-where",
                  "maracaibo-main-village", "maracaibo-home-20", "maracaibo-draw-display", "maracaibo-draw-reshuffle")
@pytest.mark.parametrize("index", range(24))
def test_each_refused_move_names_its_rule_and_says_why_in_both_languages(index):
    build, move, rule_id, (template, values) = _refusal_rows()[index]
    error = refused(build(), move, rule_id)
    assert error.move == move
    said(error, rule_id, template, **values)


@pytest.mark.rule("maracaibo-free-career")
def test_the_three_career_goals_are_numbered_1_to_3_on_the_page():
    s = sail_to_actions(at(), ("1",))
    for goal in (0, 1, 2):
        explanation = s.push(CompleteGoal(goal))
        said(explanation, "maracaibo-free-career", n=goal + 1)
    assert s.seats[0].career_done == [0, 1, 2]
    assert s.turn is not None and s.turn.free == [FreeAction(Free.GOAL, g) for g in (0, 1, 2)]


@pytest.mark.rule("maracaibo-main-city", "maracaibo-q-delivery")
def test_a_delivery_under_the_not_tracked_reading_is_a_step_saying_the_card_stays():
    # "con la otra lectura la entrega se anota y la carta no se mueve" (open questions, "El bien entregado")
    s = sail_to_actions(at(options=Options(delivery=Delivery.NOT_TRACKED), ships={0: "3"}), ("4",))
    card = s.seats[0].hand[0]
    hand, discard = list(s.seats[0].hand), list(s.discard)
    explanation = s.push(CityAction(card))
    assert s.seats[0].hand == hand and s.discard == discard  # nothing moves
    said(explanation, "maracaibo-q-delivery", "la carta no se mueve")


@pytest.mark.rule("maracaibo-turn-next")
def test_the_end_of_a_turn_names_the_next_player():
    # "En cuanto terminas la fase C, tu turno acaba y juega el siguiente jugador en el sentido de las agujas
    # del reloj": after player 1 (index 0) comes player 2.
    s = at(phase=Phase.ACTIONS, ships={0: "3"}, hands={0: 3}, money={0: 1}, main_done=True)
    s.push(EndActions())
    explanation = s.push(TakeFaceUp(2))
    assert s.player == 1
    said(explanation, "maracaibo-turn-next", player={"n": 2})
