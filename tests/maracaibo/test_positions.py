"""Maracaibo: building a position, its problems() and its saves."""

from __future__ import annotations

import pytest
from messages import said

from rulesim.errors import InvalidSetupError
from rulesim.maracaibo import (
    Action,
    Arrow,
    EndActions,
    Kind,
    Location,
    Maracaibo,
    Options,
    Phase,
    State,
    TakeFaceUp,
    Turn,
    VoyageMap,
)
from rulesim.maracaibo import components as K
from rulesim.maracaibo.examples import after_first_decisions
from rulesim.maracaibo.options import Refill
from rulesim.position import InvalidPosition

from .helpers import at


@pytest.mark.rule("maracaibo-turn-next")
@pytest.mark.parametrize("player", [3, -1])
def test_a_position_for_a_player_not_in_the_game_is_refused(player):
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(3), player=player)
    assert info.value.rule_id == "maracaibo-turn-next" and info.value.field == "player"


@pytest.mark.rule("maracaibo-player-figures", "maracaibo-free-plan", "maracaibo-rounds")
def test_impossible_figures_planning_and_rounds_are_refused_with_their_rule():

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


@pytest.mark.rule("maracaibo-nav-locations")
def test_the_one_line_position_lists_every_ship_and_a_ship_off_the_map_is_refused_in_words():
    s = at(ships={0: "3", 1: "5", 2: "20"})
    assert s.position().endswith(", ships 3,5,20")  # player 1's, 2's and 3's ship, in order
    s.seats[1].ship = "99"  # no location of the map is numbered 99
    with pytest.raises(InvalidSetupError) as info:
        s.validate()
    assert info.value.rule_id == "maracaibo-nav-locations" and info.value.field == "seats[1].ship"
    said(info.value, "maracaibo-nav-locations", "fuera del mapa")


_ONE_OF = "Valor desconocido"  # the shared sentence "unknown value …; expected one of: …"
_PLACES = ", ".join(f'"{place}"' for place in ["H", *map(str, range(1, 21)), "21a", "21b", "22"])  # the map's places


@pytest.mark.rule("maracaibo-rounds", "maracaibo-turn-next", "maracaibo-turn-phases", "maracaibo-nav-locations",
                  "maracaibo-free-plan", "maracaibo-setup-display", "maracaibo-setup-deal", "maracaibo-draw-hand-limit",
                  "maracaibo-player-figures", "maracaibo-nav-points", "maracaibo-home-20", "maracaibo-setup-doubloons",
                  "maracaibo-first-cards", "maracaibo-first-career", "maracaibo-main-assistant")
@pytest.mark.parametrize("kwargs,field,rule_id,meaning", [
    # four rounds, I to IV: the round is one of them
    ({"round": 0}, "round", "maracaibo-rounds", {"template": _ONE_OF, "value": "0", "allowed": "1, 2, 3, 4"}),
    ({"round": 5}, "round", "maracaibo-rounds", {"template": _ONE_OF, "value": "5", "allowed": "1, 2, 3, 4"}),
    ({"player": 3}, "player", "maracaibo-turn-next", {}),
    # a table after the first decisions is in a turn: not over (nobody would play), not in the first decisions
    ({"phase": "over"}, "player", "maracaibo-turn-phases", {"template": "ha terminado"}),
    ({"phase": "career"}, "seats[0].career", "maracaibo-first-career", {}),
    ({"phase": "first-cards"}, "seats[0].hand", "maracaibo-first-cards", {}),
    ({"ships": {1: "99"}}, "seats[1].ship", "maracaibo-nav-locations",
     {"template": _ONE_OF, "value": '"99"', "allowed": _PLACES}),
    # "Si los tres espacios están llenos, no podrá realizar esta acción"
    ({"planning": {1: 4}}, "seats[1].planning", "maracaibo-free-plan", {"template": "tres espacios"}),
    ({"planning": {0: -1}}, "seats[0].planning", "maracaibo-free-plan", {"template": "tres espacios"}),
    ({"display": 5}, "display", "maracaibo-setup-display", {"template": "cuatro huecos"}),
    ({"display": -1}, "display", "maracaibo-setup-display", {"template": "cuatro huecos"}),
    ({"draw": 500}, "draw", "maracaibo-setup-deal", {"template": "tantas cartas"}),
    ({"upgrades": {0: ["hand-limit", "sails"]}}, "seats[0].upgrades[1]", "maracaibo-draw-hand-limit",
     {"template": _ONE_OF, "value": '"sails"', "allowed": '"hand-limit", "free-display"'}),
    ({"upgrades": {0: ["hand-limit", "hand-limit"]}}, "seats[0].upgrades[1]", "maracaibo-draw-hand-limit",
     {"template": "Repetido"}),
    ({"assistants": {0: ["x7"]}}, "seats[0].assistants[0]", "maracaibo-main-assistant",
     {"template": _ONE_OF, "value": '"x7"', "allowed": _PLACES}),
    # two figures in hand, three on the career card: the rest of the colour is the supply, and it runs out
    ({"assistants": {1: ["3", "4", "5", "6"]}}, "figure_supply.green", "maracaibo-player-figures", {}),
    ({"phase": "actions"}, "seats[0].ship", "maracaibo-nav-points", {"template": "fases B y C"}),
    ({"phase": "draw", "ships": {0: "3"}, "spent": 0}, "turn.spent", "maracaibo-nav-points",
     {"template": "de 1 a 7"}),
    ({"phase": "actions", "ships": {0: "3"}, "spent": 8}, "turn.spent", "maracaibo-nav-points", {"low": 0, "high": 7}),
    # the position is validated: hand limit 4, the explorer's track, the doubloons of the supply
    ({"hands": {0: 5}}, "seats[0].hand", "maracaibo-draw-hand-limit", {"template": "su límite"}),
    ({"explorers": {2: 13}}, "seats[2].explorer", "maracaibo-home-20", {"template": "fuera de su pista"}),
    ({"explorers": {0: -1}}, "seats[0].explorer", "maracaibo-home-20", {"low": 0, "high": 999}),
    ({"money": {0: -1}}, "seats[0].money", "maracaibo-setup-doubloons", {"low": 0, "high": 98}),
    ({"money": {0: 98, 1: 1}}, "bank", "maracaibo-setup-doubloons", {"template": "no cuadran"}),
])
def test_an_arranged_position_the_rules_cannot_reach_is_refused_naming_its_part_and_rule_in_both_languages(
        kwargs, field, rule_id, meaning):
    with pytest.raises(InvalidPosition) as info:
        at(**kwargs)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    said(info.value, rule_id, **meaning)


@pytest.mark.rule("maracaibo-rounds", "maracaibo-draw-hand-limit", "maracaibo-home-20", "maracaibo-nav-points",
                  "maracaibo-player-board")
def test_problems_lists_every_problem_of_a_position_and_the_builder_raises_the_first():
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
    said(info.value, "maracaibo-nav-points", "fase A")
    # a seat more than the players, or one less
    for seats in (s.seats + [s.seats[0]], s.seats[:2]):
        with pytest.raises(InvalidPosition) as info:
            State.arranged(game, seats=seats)
        assert (info.value.field, info.value.rule_id) == ("seats", "maracaibo-player-board")
        said(info.value, "maracaibo-player-board", n=3)


def test_an_arranged_position_holds_exactly_what_was_asked_and_nothing_is_lost():
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
@pytest.mark.parametrize("broken,field,rule_id,meaning", [
    (_break_phase, "phase", "maracaibo-turn-phases", {"template": "Fase desconocida"}),
    (_break_cards, "draw", "maracaibo-setup-deal", {"template": "carta de proyecto"}),
    (_break_missing_card, "box", "maracaibo-setup-deal", {"template": "carta de proyecto"}),
    (_break_bank, "bank", "maracaibo-setup-doubloons", {"template": "no cuadran"}),
    (_break_money, "seats[1].money", "maracaibo-setup-doubloons", {"template": "no cuadran"}),
    (_break_figures_negative, "figure_supply.yellow", "maracaibo-player-figures", {}),
    (_break_unused_colour, "figure_supply.orange", "maracaibo-player-figures", {}),
    (_break_planning, "seats[1].planning", "maracaibo-free-plan", {"template": "tres espacios"}),
    (_break_hand, "seats[2].hand", "maracaibo-draw-hand-limit", {"template": "su límite"}),
    (_break_explorer, "seats[1].explorer", "maracaibo-home-20", {"template": "fuera de su pista"}),
    (_break_upgrade, "seats[1].upgrades", "maracaibo-draw-hand-limit", {"template": "Mejora desconocida"}),
    (_break_missions, "mission_stack", "maracaibo-setup-missions", {}),
    (_break_done_missions, "mission_stack", "maracaibo-setup-missions", {}),
    (_break_property, "property_spaces.spain", "maracaibo-setup-property", {}),
    (_break_round, "round", "maracaibo-rounds", {"template": "cuatro rondas"}),
])
def test_validate_names_each_impossible_part_of_a_position_in_both_languages(broken, field, rule_id, meaning):
    s = at(hands={1: 1, 2: 4}, planning={1: 0}, money={0: 20})
    s.validate()
    broken(s)
    with pytest.raises(InvalidPosition) as info:
        s.validate()
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    said(info.value, rule_id, **meaning)


def test_validate_accepts_the_limits_themselves():
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


# "Illegal or impossible input is a normal case": a typed error naming the rule and the part, never a crash
# (the old builder crashed with IndexError or TypeError, or read such input silently as 0).
def _seats(players: int, **changes):
    """Parts of a table after the first decisions with ``players`` seats (one too many or too few)."""
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
@pytest.mark.parametrize("given, field, rule_id, meaning", [
    (lambda: at(discard=500), "discard", "maracaibo-setup-deal", {"template": "tantas cartas"}),
    (lambda: at(hands={0: 200}), "seats[0].hand", "maracaibo-setup-deal", {"template": "tantas cartas"}),
    (lambda: at(hands={0: -1}), "seats[0].hand", "maracaibo-setup-deal",
     {"template": "número de cartas", "value": "-1"}),
    (lambda: at(draw=-2), "draw", "maracaibo-setup-deal", {"template": "número de cartas", "value": "-2"}),
    (lambda: at(display="2"), "display", "maracaibo-setup-deal", {"template": "número de cartas", "value": "2"}),
    # a seat for a player who is not in the game
    (lambda: _seats(4), "seats", "maracaibo-player-board", {"n": 3}),
    (lambda: _seats(2), "seats", "maracaibo-player-board", {"n": 3}),
    # a value of the wrong kind, as a saved game or a file may hold one
    (lambda: _written(0, explorer="x"), "seats[0].explorer", "maracaibo-home-20", {"template": "número entero"}),
    (lambda: _written(0, explorer=13), "seats[0].explorer", "maracaibo-home-20", {"template": "fuera de su pista"}),
    (lambda: _written(1, money="5"), "seats[1].money", "maracaibo-setup-doubloons", {"template": "número entero"}),
    (lambda: _written(0, upgrades="hand-limit"), "seats[0].upgrades", "maracaibo-draw-hand-limit",
     {"template": "una lista", "what": {"values": '"hand-limit", "free-display"'}}),
])
def test_impossible_input_to_arranged_is_refused_naming_its_part_and_rule(given, field, rule_id, meaning):
    with pytest.raises(InvalidPosition) as info:
        parts = given()
        State.arranged(Maracaibo(3), phase="navigate", **parts)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    said(info.value, rule_id, **meaning)


@pytest.mark.rule("maracaibo-draw-display", "maracaibo-q-display-refill")
def test_under_the_end_of_turn_reading_the_taken_slot_stays_empty_and_the_save_says_which():
    # "con la otra lectura los huecos se llenan al terminar la fase C": until then the slot is a gap, and a
    # game saved in between must remember which slot was emptied.
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


@pytest.mark.rule("maracaibo-components-illustrative")
def test_a_game_on_another_map_cannot_be_saved_and_says_why():
    # the map is illustrative: a save records only the default one, and refuses another in words
    sea = VoyageMap(
        {"H": Location("H", Kind.START, (0, 0)), "1": Location("1", Kind.VILLAGE, (1, 0)),
         "2": Location("2", Kind.HOME, (2, 0), home_rounds=frozenset({1, 2, 3, 4}))},
        (Arrow("H", "1"), Arrow("1", "2")), last={1: "2", 2: "2", 3: "2", 4: "2"}).validate()
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(2, sea=sea)).to_dict()
    said(info.value, "maracaibo-components-illustrative", "mapa por defecto")


def test_the_one_line_position_names_the_player_to_play_from_1():
    s = at(player=1)
    assert "player 2," in s.position()  # players are counted from 1 for readers
    s.phase, s.player = Phase.OVER, None
    assert "player -," in s.position()  # nobody plays once the game is over


@pytest.mark.rule("maracaibo-setup-deal")
def test_a_card_both_in_the_draw_pile_and_in_the_display_is_refused_naming_the_display():
    s = at()
    s.validate()
    s.display[0] = s.draw[0]  # the same project card in two places: the second one named is at fault
    with pytest.raises(InvalidPosition) as info:
        s.validate()
    assert (info.value.field, info.value.rule_id) == ("display", "maracaibo-setup-deal")
    said(info.value, "maracaibo-setup-deal", "carta de proyecto")


@pytest.mark.rule("maracaibo-first-cards")
@pytest.mark.parametrize("change", ["a card missing from the hand", "a card planned before deciding"])
def test_whoever_has_not_decided_yet_holds_the_eight_cards_dealt_and_none_planned(change):
    # "Cada jugador decide qué hace con las ocho cartas de proyecto que ha recibido: se queda cuatro en la mano,
    # pone una en uno de los tres espacios de planificación ... y descarta las tres restantes."  Before player 2
    # has decided, their hand is the eight cards dealt and their planning area is empty — each on its own.
    s = Maracaibo(3).new_state(0)
    assert s.phase == Phase.FIRST_CARDS and s.player == 0
    s.validate()
    if change == "a card missing from the hand":
        s.box.append(s.seats[1].hand.pop())  # seven in the hand, none planned
    else:
        s.seats[1].planning.append(s.draw.pop())  # the eight in the hand, and one planned
    with pytest.raises(InvalidPosition) as info:
        s.validate()
    assert (info.value.field, info.value.rule_id) == ("seats[1].hand", "maracaibo-first-cards")


@pytest.mark.rule("maracaibo-turn-phases")
def test_a_saved_game_in_a_turn_phase_without_its_turn_is_refused_not_completed():
    # A turn is played during phases A, B and C: a save that says phase A and gives no turn is impossible, and
    # the turn it gives (none) is kept, not made up from the player's ship.
    data = at(phase=Phase.NAVIGATE).to_dict()
    assert data["turn"] is not None
    data["turn"] = None
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(data)
    assert (info.value.field, info.value.rule_id) == ("turn", "maracaibo-turn-phases")
