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

from typing import Any

from conftest import refused
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.maracaibo import (
    DEFAULT_MAP, Action, Arrow, AssistantAction, ChooseCareer, CityAction, Combat, CompleteGoal, DrawCard, EndActions,
    Explore, FirstCards, FulfilMission, HomePoints, Kind, Location, LocationAction, Maracaibo, Options, Phase,
    PlanCard, Sail, State, TakeFaceUp, Turn, EndTurn, VillageActions, VoyageMap, offers, village_actions,
)
from rulesim.maracaibo import components as K
from rulesim.maracaibo.examples import after_first_decisions, missions_at
from rulesim.maracaibo.parts import RoundEnd, ScoringDone, ScoringKind
from rulesim.maracaibo.players import RandomPlayer, SimplePlayer
from rulesim.maracaibo.state import DISPLAY_UPGRADE, HAND_UPGRADE
from rulesim.players import play
from rulesim.position import InvalidPosition

SEA = DEFAULT_MAP
SEAT_FIELDS = {"ships": "ship", "money": "money", "upgrades": "upgrades", "assistants": "assistants",
               "explorers": "explorer", "vp": "vp"}


def at(players: int = 3, options: Options | None = None, *, round: int = 1, player: int = 0,
       phase: Phase = Phase.NAVIGATE, spent: int | None = None, path: tuple[str, ...] = (),
       hands: dict[int, int] | None = None, planning: dict[int, int] | None = None, missions: list[str] | None = None,
       draw: int | None = None, discard: int | None = None, display: int | None = None, main_done: bool = False,
       **per_player: dict[int, Any]) -> State:
    """A position built for a test through the one builder, :meth:`State.arranged`: the table after the first
    decisions (:func:`~rulesim.maracaibo.examples.after_first_decisions`: by default four cards in each hand
    and one planned, the rest in the draw pile) in ``round`` and ``phase``, ``player`` to move; what players
    have, by player (``ships={0: "5"}``, ``money``, ``upgrades``, ``assistants``, ``explorers``, ``vp``); the
    mission tiles lying on ``missions``; in phases B and C, the turn: ``spent`` points (1 by default), the
    ``path`` and, with ``main_done``, the main action taken (in phase A, the builder's own turn)."""
    game = Maracaibo(players, options)
    seats: dict[int, dict[str, Any]] = {}
    for name, given in per_player.items():
        for p, value in given.items():
            seats.setdefault(p, {})[SEAT_FIELDS[name]] = value
    parts: dict[str, Any] = after_first_decisions(game, hands=hands, planning=planning, display=display,
                                                  discard=discard, draw=draw, seats=seats)
    if missions is not None:
        parts["location_missions"] = missions_at(game, missions)
    if phase in (Phase.ACTIONS, Phase.DRAW):
        parts["turn"] = Turn(parts["seats"][player].ship, list(path), 1 if spent is None else spent,
                             Action.VILLAGE if main_done else None)
    return State.arranged(game, round=round, player=player, phase=phase, **parts)


def scorings(state: State) -> list[tuple[int, str]]:
    """The scorings held so far, as (round, kind)."""
    return [(x.round, x.kind.value) for x in state.scorings]


def sail_to_actions(state: State, path: tuple[str, ...]) -> State:
    state.push(Sail(path))
    assert state.phase == Phase.ACTIONS
    return state


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


@pytest.mark.rule("maracaibo-main-village")
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


@pytest.mark.rule("maracaibo-home-21", "maracaibo-round-scoring", "maracaibo-round-end")
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
@pytest.mark.rule("maracaibo-setup-combat", "maracaibo-setup-missions", "maracaibo-setup-prestige",
                  "maracaibo-setup-display", "maracaibo-setup-doubloons")
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


@pytest.mark.rule("maracaibo-setup-missions")
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


@pytest.mark.rule("maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_city_tiles(players):
    s = Maracaibo(players).new_state(11)
    assert s.maracaibo_tile is (players == 2)
    assert set(s.city_tiles) == {"4", "5", "13", "14"}
    chosen = [K.CITY_TILES[t - 1] for t in s.city_tiles.values()]
    assert len(set(s.city_tiles.values())) == 4 and all(players in t.players for t in chosen)
    assert sum(players in t.marked for t in chosen) == 2  # the two marked ones, and two more


@pytest.mark.rule("maracaibo-setup-project-cards", "maracaibo-setup-deal", "maracaibo-later-continue")
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


@pytest.mark.rule("maracaibo-setup-story-tiles", "maracaibo-setup-legacy", "maracaibo-first-campaign")
@pytest.mark.parametrize("players,missions", [(2, {"16"}), (3, {"16"}), (4, {"16", "19"})])
def test_the_campaign_starts_with_story_card_01(players, missions):
    s = Maracaibo(players, story="01").new_state(2)
    assert s.story_tile_at == {"15": 1} and s.story_tiles[-1] == 2  # tile 1 was the visible one
    assert set(s.location_missions) == missions
    assert s.legacy == 23


@pytest.mark.rule("maracaibo-first-standalone", "maracaibo-q-story-75")
@pytest.mark.parametrize("players,default,other", [(2, {"15"}, {"15"}), (3, {"15", "18"}, {"15"}),
                                                   (4, {"15", "18", "19"}, {"15", "18", "19"})])
def test_story_card_75_places_missions_by_player_count(players, default, other):
    s = Maracaibo(players, story="75").new_state(4)
    assert set(s.location_missions) == default
    assert s.story_tiles == [] and s.story_tile_at == {} and s.legacy == 0
    alt = Maracaibo(players, Options(story_75="18-19-at-4"), story="75").new_state(4)
    assert set(alt.location_missions) == other


@pytest.mark.rule("maracaibo-later-standalone", "maracaibo-later-chapter", "maracaibo-q-story-cards")
def test_later_games():
    assert [K.chapter(str(n)) for n in (80, 81, 89)] == [2, 3, 11] and K.chapter("75") is None
    for story in ("76", "77", "80", "89", "continue"):
        assert Maracaibo(4, story=story).new_state(0).location_missions == {}
    assert Maracaibo(3, story="85").new_state(0).legacy == 23  # a chapter is part of the campaign
    for bad in ("78", "90", "02", 75):
        with pytest.raises(InvalidSetupError) as info:
            Maracaibo(3, story=bad)
        assert info.value.rule_id == "maracaibo-later-standalone"


@pytest.mark.rule("maracaibo-setup-property", "maracaibo-setup-two-player-villages", "maracaibo-setup-leftmost")
def test_property_markers():
    three = Maracaibo(3).new_state(0)
    assert three.property_spaces == {n: [1, 2, 2, 2, 2, 2, 2] for n in K.NATIONS} and three.property_at == {}
    assert sum(K.PROPERTY_SPACES) * 3 == 39
    two = Maracaibo(2).new_state(0)
    assert two.property_at == {"6": "spain", "7": "england", "8": "france"}
    assert all(spaces == [0, 2, 2, 2, 2, 2, 2] for spaces in two.property_spaces.values())
    two._take_property("spain", "12")  # the next one comes from the next space to the right
    assert two.property_spaces["spain"] == [0, 1, 2, 2, 2, 2, 2]


@pytest.mark.rule("maracaibo-setup-property", "maracaibo-setup-leftmost", "maracaibo-q-property")
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


@pytest.mark.rule("maracaibo-setup-project-cards", "maracaibo-later-chapter", "maracaibo-q-chapter-c-cards")
def test_c_cards_in_a_chapter_game_are_a_reading():
    # "Si desea continuar la campaña, mezcle estas cartas C con las cartas A; de lo contrario, …"
    c_cards = set(range(201, 206))
    chapter = Maracaibo(3, story="85", c_cards=5).new_state(0)
    assert not c_cards & set(chapter.box)  # default: a chapter game is a campaign game
    aside = Maracaibo(3, Options(chapter_c_cards="aside"), story="85", c_cards=5).new_state(0)
    assert c_cards <= set(aside.box) and aside.legacy == 23  # only the C cards change: still the campaign
    going_on = Maracaibo(3, Options(chapter_c_cards="aside"), story="continue", c_cards=5).new_state(0)
    assert not c_cards & set(going_on.box)


@pytest.mark.rule("maracaibo-player-figures", "maracaibo-main-assistant", "maracaibo-q-assistants")
def test_assistants_as_figures_are_a_reading():
    def supply(options):
        game = Maracaibo(3, options)
        return State.arranged(game, phase=Phase.NAVIGATE,
                              **after_first_decisions(game, seats={0: {"assistants": ["9", "12"]}}))
    colour = Maracaibo(3).colours[0]
    plain = Maracaibo(3).new_state(0)
    assert supply(None).figure_supply[colour] == plain.figure_supply[colour] - 3 - 2  # 3 on the career card, 2
    assert supply(Options(assistants="separate")).figure_supply[colour] == plain.figure_supply[colour] - 3


@pytest.mark.rule("maracaibo-player-board", "maracaibo-player-markers", "maracaibo-player-figures")
def test_each_player():
    s = Maracaibo(4).new_state(0)
    assert [seat.discs for seat in s.seats] == [24] * 4 and s.ships == ("H",) * 4
    assert [seat.explorer for seat in s.seats] == [0] * 4
    assert [(x.vp, x.vp_counter, x.combat, x.income) for x in s.seats] == [(0, 0, 1, 8)] * 4
    assert [seat.influence for seat in s.seats] == [[0, 0, 0]] * 4
    assert [seat.figures for seat in s.seats] == [2] * 4 and all(len(x.career_offer) == 2 for x in s.seats)
    assert all(s.figure_supply[c] == 6 for c in s.game.colours)


@pytest.mark.rule("maracaibo-first-player", "maracaibo-start-doubloons")
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
         "2": Location("2", Kind.VILLAGE, (2, 0)), "3": Location("3", Kind.HOME, (3, 0), home_rounds=frozenset({1, 2, 3, 4}))},
        (Arrow("H", "1"), Arrow("1", "2", cost=3), Arrow("2", "3")), last={1: "3", 2: "3", 3: "3", 4: "3"}).validate()
    assert [(v.path, v.cost) for v in sea.voyages("H", 1)] == [(("1",), 1), (("1", "2"), 4), (("1", "2", "3"), 5)]
    game = Maracaibo(2, sea=sea)
    s = State.arranged(game, phase=Phase.NAVIGATE, **after_first_decisions(game))
    s.push(Sail(("1", "2")))
    assert s.spent() == 4 and VillageActions(2) in open_moves(s)  # 4 points: two village actions
    with pytest.raises(InvalidSetupError):
        VoyageMap(sea.locations, (Arrow("H", "1", cost=0),) + sea.arrows[1:], last=sea.last).validate()


@pytest.mark.rule("maracaibo-nav-locations", "maracaibo-main-assistant")
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


@pytest.mark.rule("maracaibo-home-must-stop", "maracaibo-home-spaces")
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
@pytest.mark.rule("maracaibo-main-where", "maracaibo-main-city", "maracaibo-q-delivery")
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


@pytest.mark.rule("maracaibo-main-mission", "maracaibo-main-assistant", "maracaibo-main-only-one")
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


@pytest.mark.rule("maracaibo-main-none", "maracaibo-free-when")
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


@pytest.mark.rule("maracaibo-draw-hand-limit", "maracaibo-draw-free-display", "maracaibo-q-upgrades")
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


@pytest.mark.rule("maracaibo-rounds", "maracaibo-round-scoring", "maracaibo-game-end")
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
    try:
        s.push(Sail(("4",)))
    except IllegalMoveError as error:
        texts = error.texts()
        assert "Santo Domingo" in texts["es"] and "atrás" in texts["es"] and "backwards" in texts["en"]
    explanation = s.push(Sail(("9",)))
    assert explanation.to_text("en").startswith("Player 1 sails to 9")
    assert explanation.to_text("es").startswith("jugador 1: navega hasta 9")


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
