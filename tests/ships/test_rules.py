"""Ships: the source's examples first, then an edge case for every rule, the options, the pages' callbacks.

Oracles come from the source text (``ships.es.txt``): nine merchant cubes in the stock, two free cubes,
three open warehouse spaces and two bank spaces, 5 victory points, twelve galley cards; 2 merchant
cubes in the galley era, 2 + 1 in the sailing era, 2 + 2 in the steamship era; upgrade for 1 gold with a
merchant cube or 3 with a free cube; one oil at Miletus; spice gives 7 points and one gold; food two
counters; South America two gold; five counters on level eleven and equal turns; counters are removed "to make
room for the goods just acquired" (a full warehouse keeps the goods just taken); the readings the source leaves
open are options; an action it does not describe is ruled with what is known.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import refused
from messages import cited, said, told, values_of

import rulesim.ships as ships
from rulesim.errors import InvalidSetupError
from rulesim.moves import InvalidMoveError
from rulesim.players import play
from rulesim.position import InvalidPosition
from rulesim.rules import REGISTRY
from rulesim.ships import (
    Act,
    ChooseArea,
    ChooseBox,
    ChooseCard,
    ChooseDisc,
    ChooseLevel,
    ChooseSpace,
    EndTurn,
    Options,
    Phase,
    RecoverBox,
    ReturnGood,
    Ships,
    State,
    TakeCubes,
    UseIndustry,
)
from rulesim.ships.components import DEFAULT_BOARD, Action, Board
from rulesim.ships.examples import miletus_example, spice_example, upgrade_example
from rulesim.ships.players import GreedyPlayer, RandomPlayer

from .helpers import BLUE, ERA_TRACK, RED, YELLOW, arrange, food_into_a_full_warehouse, on, place, red


def ids(explanations) -> set[str]:
    return {r for e in explanations for r in e.rule_ids}


# ------------------------------------------------------------------------------------ the examples
@pytest.mark.rule("ships-pay-merchant", "ships-pay-free", "ships-q-undescribed")
def test_upgrade_costs_a_merchant_cube_and_one_gold_or_a_free_cube_and_three():
    state = upgrade_example()
    assert state.me.gold == 3
    explanation = state.push(Act("upgrade-ship", "merchant"))
    assert state.me.gold == 2 and state.me.section_merchant == 1 and state.me.boxes["upgrade-ship"].merchant == 1
    assert {"ships-pay-merchant", "ships-q-undescribed"} <= set(explanation.rule_ids)
    state = upgrade_example()
    state.push(Act("upgrade-ship", "free-stock"))
    assert state.me.gold == 0 and state.me.stock_free == 0 and state.me.boxes["upgrade-ship"].free == 1
    poorer = upgrade_example()
    poorer.me.gold = 2
    poorer.pool_gold += 1
    poorer._legal = None
    refused(poorer, Act("upgrade-ship", "free-stock"), "ships-pay-free")


@pytest.mark.rule("ships-place-trade", "ships-place-goods", "ships-place-box")
def test_red_at_miletus_takes_one_oil():
    state, moves = miletus_example()
    stock = state.me.stock_merchant
    explanations = [state.push(m) for m in moves]
    red_ = state.players[RED]
    assert red_.goods["oil"] == 1 and sum(red_.goods.values()) == 1
    assert state.trade == {"miletus-1": RED} and red_.stock_merchant == stock - 1
    assert on(state, 1, "merchant") == [(RED, "galley")]
    assert {"ships-place-trade", "ships-place-goods", "ships-place-box"} <= ids(explanations)
    assert state.phase == Phase.ACTIONS


@pytest.mark.rule("ships-place-spice", "ships-vp-spice")
def test_yellow_spice_gives_seven_points_and_one_gold_and_the_cube_stays():
    state, moves = spice_example()
    before = state.players[YELLOW].vp
    stock = state.players[YELLOW].stock_merchant
    explanations = [state.push(m) for m in moves]
    yellow = state.players[YELLOW]
    assert yellow.vp == before + 7 and yellow.gold == 1 and yellow.spice == 1
    said(explanations, "ships-vp-spice", vp=7, total=before + 7)  # "7, según la acción Colocar barco"
    assert yellow.stock_merchant == stock - 2  # one on the trade box, one in the spice box
    assert "ships-place-spice" in ids(explanations)
    assert state.phase == Phase.ACTIONS  # no industry decision with spice, though…
    assert sum(yellow.goods.values()) == 0
    state.players[YELLOW].industry = 1  # …even with an industry counter in the stock
    state.pool_industry -= 1
    state.push(Act("recover-cubes", "merchant"))
    assert yellow.spice == 1  # never recovered


# ------------------------------------------------------------------------------------------ setup
@pytest.mark.rule("ships-setup-screens", "ships-setup-first")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players):
    state = Ships(players).new_state(seed=players)
    assert 0 <= state.first < players and state.player == state.first
    for p, pl in enumerate(state.players):
        assert (pl.stock_merchant, pl.pool_merchant, pl.stock_free) == (9, 11, 2)
        assert (pl.warehouse_capacity, pl.bank_capacity) == (3, 2)
        assert pl.counters == {"galley": 6, "sailing": 6, "steam": 6} and pl.vp == 5 and pl.gold == 0
        turn_position = (p - state.first) % players
        assert pl.goods["food"] == (1 if turn_position >= 2 else 0)
    assert state.pool_free == 25 - 2 * players and state.pool_gold == 56
    assert len(state.display) == 12 and all(c <= 19 for c in state.display)
    assert len(state.decks["sailing"]) == 18 and len(state.decks["steam"]) == 18
    assert state.phase == Phase.CUBES and state.legal_moves() == (TakeCubes(),)
    with pytest.raises(InvalidSetupError) as info:
        Ships(5)
    assert info.value.rule_id == "ships-setup-screens"
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Ships(players), first=players)
    assert info.value.rule_id == "ships-setup-first" and info.value.field == "first"


def test_the_seed_decides_the_first_player_and_an_arranged_position_is_checked():
    firsts = {Ships(4).new_state(seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    with pytest.raises(InvalidPosition) as info:
        arrange(players=red(gold=3))  # 3 gold in a bank with room for 2
    assert info.value.rule_id == "ships-place-disc" and info.value.field == "players[0].gold"
    with pytest.raises(InvalidPosition) as info:
        arrange(players=red(stock_merchant=20, section_merchant=1))  # 21 of red's 20 merchant cubes
    assert info.value.rule_id == "ships-setup-cubes" and info.value.field == "players[0]"
    with pytest.raises(InvalidPosition) as info:
        arrange(players=red(stock_merchant=21))  # more than a player has
    assert info.value.field == "players[0].stock_merchant"
    with pytest.raises(InvalidPosition) as info:
        arrange(players=red(no_such_field=1))
    assert info.value.field == "players[0].no_such_field"


# ------------------------------------------------------------------------------- the turn, the end
@pytest.mark.rule("ships-turn-order", "ships-turn-phases")
def test_three_phases_in_order_and_clockwise_turns():
    state = State.arranged(Ships(3), seed=1, first=2)
    assert state.player == 2 and state.phase == Phase.CUBES
    refused(state, Act("take-gold", "merchant"), "ships-turn-phases")
    explanation = state.push(TakeCubes())
    assert state.phase == Phase.ACTIONS and "ships-cubes-era" in explanation.rule_ids
    refused(state, TakeCubes(), "ships-turn-phases")
    explanation = state.push(EndTurn())
    assert state.player == 0 and "ships-turn-order" in explanation.rule_ids  # clockwise: 2 → 0
    assert state.phase == Phase.ACTIONS and "ships-cubes-era" in explanation.rule_ids  # phase one plays itself
    state.push(EndTurn())
    assert state.player == 1


def end_position(first: int = 0, player: int = 0, on_top: int = 4, players: int = 3) -> State:
    """Every level occupied, ``on_top`` steamships on level 11, ``player`` about to place another."""
    track = [(lv, "merchant", BLUE, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
             for lv in range(1, 11)]
    track += [(11, "merchant", YELLOW if k < 3 else BLUE, "steam") for k in range(on_top)]
    return arrange(players, first=first, player=player, track=track,
                   players=[{"section_merchant": 2, "stock_merchant": 7}, {}, {}])


@pytest.mark.rule("ships-end")
def test_the_game_ends_with_five_counters_on_level_eleven_after_equal_turns():
    state = end_position(first=0, player=0)
    place(state, ChooseArea(1), ChooseSpace("miletus-1"))
    assert state.counters_on(11) == 5 and state.end_condition()
    state.push(EndTurn())
    assert not state.is_over() and state.player == 1  # the round goes on: equal turns
    state.push(EndTurn())
    assert not state.is_over() and state.player == 2
    assert state.last_player() == 2  # to the right of the first player
    explanation = state.push(EndTurn())
    assert state.is_over() and state.end_reason == "track" and "ships-end" in explanation.rule_ids
    assert len({pl.turns for pl in state.players}) == 1


def test_four_counters_on_level_eleven_do_not_end_the_game():
    state = end_position(first=1, player=0, on_top=3)
    place(state, ChooseArea(1), ChooseSpace("miletus-1"))
    assert state.counters_on(11) == 4
    state.push(EndTurn())  # red is the last player of the round (first is yellow)
    assert not state.is_over() and state.round == 2 and state.player == 1


# ------------------------------------------------------------------------------------------ phase one
@pytest.mark.rule("ships-cubes-era")
@pytest.mark.parametrize("era,merchant,free", [("galley", 2, 0), ("sailing", 2, 1), ("steam", 2, 2)])
def test_cubes_per_era(era, merchant, free):
    state = arrange(phase=Phase.CUBES, track=ERA_TRACK[era])
    assert state.current_era() == era
    pool, stock = state.pool_free, state.me.stock_merchant
    state.push(TakeCubes())
    assert (state.me.section_merchant, state.me.section_free) == (merchant, free)
    assert state.me.stock_merchant == stock - merchant and state.pool_free == pool - free


@pytest.mark.rule("ships-cubes-short")
def test_a_short_stock_gives_what_it_has_and_is_not_made_up():
    state = arrange(phase=Phase.CUBES, track=ERA_TRACK["sailing"], players=red(stock_merchant=1))
    explanation = state.push(TakeCubes())
    assert (state.me.section_merchant, state.me.section_free) == (1, 1)
    assert "ships-cubes-short" in explanation.rule_ids
    state.push(Act("recover-cubes", "merchant"))  # nothing came back: no cube appears in the section later
    assert state.me.section_merchant == 0


@pytest.mark.rule("ships-cubes-none")
def test_no_cube_at_all_gives_one_free_cube():
    state = arrange(phase=Phase.CUBES, players=red(stock_merchant=0))
    explanation = state.push(TakeCubes())
    assert (state.me.section_merchant, state.me.section_free) == (0, 1)
    assert "ships-cubes-none" in explanation.rule_ids
    sailing = arrange(phase=Phase.CUBES, track=ERA_TRACK["sailing"], players=red(stock_merchant=0))
    explanation = sailing.push(TakeCubes())
    assert (sailing.me.section_merchant, sailing.me.section_free) == (0, 1)  # the era's free cube: no rescue
    assert "ships-cubes-none" not in explanation.rule_ids


@pytest.mark.rule("ships-cubes-era")
def test_a_pool_short_of_free_cubes_gives_what_it_has():
    state = arrange(phase=Phase.CUBES, track=ERA_TRACK["steam"],
                    players=[{"stock_free": 0}, {"stock_free": 24}])
    assert state.pool_free == 1
    state.push(TakeCubes())
    assert (state.me.section_merchant, state.me.section_free) == (2, 1)


# ------------------------------------------------------------------------------------------ phase two
@pytest.mark.rule("ships-actions-list", "ships-actions-cost")
def test_eight_actions_and_two_ways_to_pay():
    assert [a.value for a in Action] == ["place-ship", "upgrade-ship", "remove-ship", "take-card", "take-gold",
                                         "take-navigation", "sell-goods", "recover-cubes"]
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    refused(state, Act("fly", "merchant"), "ships-actions-list")
    refused(state, Act("take-gold", "gold"), "ships-actions-cost")
    assert {m.payment for m in state.legal_moves() if isinstance(m, Act) and m.action == "take-gold"} == {
        "merchant", "free-stock"}  # no free cube in the section


@pytest.mark.rule("ships-pay-merchant")
def test_a_merchant_cube_comes_from_the_action_section_only():
    state = arrange(players=red(section_merchant=0, section_free=1, stock_merchant=9))
    refused(state, Act("take-gold", "merchant"), "ships-pay-merchant")


@pytest.mark.rule("ships-pay-free")
def test_a_free_cube_comes_from_the_section_or_the_stock():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, section_free=0, stock_free=0))
    refused(state, Act("take-gold", "free-section"), "ships-pay-free")
    refused(state, Act("take-gold", "free-stock"), "ships-pay-free")
    state = arrange(players=red(section_free=1, stock_free=1, gold=2))
    state.push(Act("take-card", "free-section"))  # illustrative cost: 1 gold with a free cube
    state.push(ChooseCard(state.display[0]))
    assert state.me.section_free == 0 and state.me.gold == 1 and state.me.boxes["take-card"].free == 1


@pytest.mark.rule("ships-actions-card-once", "ships-action-card")
def test_take_a_card_once_per_turn():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    card = state.display[3]
    explanation = state.push(Act("take-card", "merchant"))
    assert state.phase == Phase.CARD
    refused(state, ChooseCard(99), "ships-action-card")
    explanation = state.push(ChooseCard(card))
    assert card in state.me.cards and card not in state.display and len(state.display) == 11
    assert "ships-actions-card-once" in explanation.rule_ids
    refused(state, Act("take-card", "merchant"), "ships-actions-card-once")
    state.push(EndTurn())
    assert any(isinstance(m, Act) and m.action == "take-card" for m in state.legal_moves())  # next player may


@pytest.mark.rule("ships-actions-repeat", "ships-action-gold")
def test_other_actions_repeat_and_a_full_box_does_not_block():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    state.push(Act("take-gold", "merchant"))
    explanation = state.push(Act("take-gold", "merchant"))
    assert state.me.gold == 2 and state.me.boxes["take-gold"].merchant == 2
    assert "ships-actions-repeat" in explanation.rule_ids and "ships-action-gold" in explanation.rule_ids


@pytest.mark.rule("ships-actions-cubes-stay", "ships-tidy-free", "ships-tidy-unused", "ships-q-recover")
def test_merchant_cubes_stay_in_the_boxes_free_cubes_go_back():
    state = arrange(track=ERA_TRACK["sailing"],
                    players=red(section_merchant=2, section_free=1, stock_merchant=7, stock_free=1, gold=1))
    pool = state.pool_free
    state.push(Act("take-gold", "merchant"))
    state.push(Act("take-navigation", "free-stock"))  # 1 gold (illustrative) paid from the bank
    explanation = state.push(EndTurn())
    red_ = state.players[RED]
    assert red_.boxes["take-gold"].merchant == 1 and red_.boxes["take-navigation"].free == 0
    assert state.pool_free == pool + 1 - state.players[YELLOW].section_free  # the spent one back, yellow's era cube out
    assert red_.stock_free == 1 and red_.section_free == 0  # the unused one moved to the stock
    assert {"ships-tidy-free", "ships-tidy-unused"} <= set(explanation.rule_ids)
    # red's next turn: recover brings the cube back to the stock (reading "all")
    state = arrange(players=red(section_merchant=2, stock_merchant=3, industry=0,
                                boxes={"take-gold": {"merchant": 3}, "place-ship": {"merchant": 1, "industry": 1}}))
    explanation = state.push(Act("recover-cubes", "merchant"))
    red_ = state.me
    assert red_.stock_merchant == 3 + 4 and red_.industry == 1
    assert red_.boxes["recover-cubes"].merchant == 1 and red_.boxed_merchant == 1  # the paying cube stays
    assert {"ships-actions-cubes-stay", "ships-q-recover"} <= set(explanation.rule_ids)


@pytest.mark.rule("ships-q-recover")
def test_recover_one_box_reading():
    state = arrange(options=Options(recover="one-box"), players=red(
        section_merchant=1, stock_merchant=3, boxes={"take-gold": {"merchant": 3}, "take-card": {"merchant": 2}}))
    state.push(Act("recover-cubes", "merchant"))
    assert state.phase == Phase.RECOVER
    assert set(m.action for m in state.legal_moves()) == {"take-gold", "take-card"}
    refused(state, RecoverBox("recover-cubes"), "ships-q-recover")
    state.push(RecoverBox("take-card"))
    assert state.me.stock_merchant == 5 and state.me.boxes["take-gold"].merchant == 3


@pytest.mark.rule("ships-action-navigation")
def test_two_navigation_counters_or_what_is_left():
    state = arrange(players=[{"section_merchant": 2, "stock_merchant": 7}, {"navigation": 19}])
    state.push(Act("take-navigation", "merchant"))
    assert state.me.navigation == 1 and state.pool_navigation == 0
    refused(state, Act("take-navigation", "merchant"), "ships-action-navigation")


@pytest.mark.rule("ships-action-undescribed", "ships-q-undescribed")
def test_undescribed_actions_are_not_offered_by_default():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    for action in ("upgrade-ship", "remove-ship", "sell-goods"):
        refused(state, Act(action, "merchant"), "ships-action-undescribed")
    offered = arrange(options=Options(undescribed="cost-only"), players=red(section_merchant=2, stock_merchant=7))
    before = offered.me.goods.copy()
    explanation = offered.push(Act("sell-goods", "merchant"))
    assert "ships-q-undescribed" in explanation.rule_ids and offered.me.goods == before
    assert offered.me.boxes["sell-goods"].merchant == 1


@pytest.mark.rule("ships-q-unused-merchant")
def test_unused_merchant_cubes_go_back_to_the_stock_or_stay():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    state.push(EndTurn())
    assert state.players[RED].stock_merchant == 9 and state.players[RED].section_merchant == 0
    stay = arrange(2, Options(unused_merchant="stay"), players=red(section_merchant=2, stock_merchant=7))
    stay.push(Act("take-gold", "merchant"))
    stay.push(EndTurn())
    assert stay.players[RED].section_merchant == 1
    stay.push(EndTurn())  # yellow's turn; then red's phase one fills only the empty space
    assert stay.player == RED and stay.me.section_merchant == 2 and stay.me.stock_merchant == 6


# ------------------------------------------------------------------------------------- gold, points
@pytest.mark.rule("ships-vp-gold", "ships-q-gold-points")
def test_every_two_gold_paid_back_scores_one_point():
    state = arrange(players=red(section_free=1, stock_free=2, gold=2))
    vp = state.me.vp
    first = state.push(Act("take-card", "free-stock"))  # 1 gold
    state.push(ChooseCard(state.display[0]))
    assert state.me.vp == vp and "ships-q-gold-points" not in first.rule_ids  # one coin waits for the next
    explanation = state.push(Act("take-navigation", "free-stock"))  # the second gold
    assert state.me.vp == vp + 1 and "ships-vp-gold" in explanation.rule_ids
    said(explanation, "ships-q-gold-points", template="por defecto")  # a reading: the text does not say when
    none = arrange(options=Options(gold_points="none"), players=red(section_free=1, stock_free=1, gold=2))
    explanation = none.push(Act("place-ship", "free-stock"))  # 2 gold (illustrative)
    assert none.me.vp == 5 and "ships-vp-gold" not in explanation.rule_ids
    said(explanation, "ships-q-gold-points", n=1)  # the other reading would have given one point


@pytest.mark.rule("ships-q-bank-full")
def test_gold_that_does_not_fit_stays_in_the_pool_or_is_returned():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, gold=2))
    pool = state.pool_gold
    explanation = state.push(Act("take-gold", "merchant"))
    assert state.me.gold == 2 and state.pool_gold == pool and "ships-q-bank-full" in explanation.rule_ids
    returned = arrange(options=Options(bank_full="returned"), players=red(section_merchant=2, stock_merchant=7,
                                                                          gold=2))
    returned.push(Act("take-gold", "merchant"))
    returned.push(Act("take-gold", "merchant"))
    assert returned.me.gold == 2 and returned.me.gold_returned == 2 and returned.me.vp == 6


@pytest.mark.rule("ships-action-gold")
def test_an_empty_pool_of_gold_closes_take_a_gold():
    state = arrange(players=[{"section_merchant": 2, "stock_merchant": 7}, {"gold": 2}])
    state.pool_gold = 0
    state.players[YELLOW].gold = 56  # (not a reachable bank: only to empty the pool for this check)
    state._legal = None
    refused(state, Act("take-gold", "merchant"), "ships-action-gold")


def test_the_most_victory_points_win_and_ties_share():
    state = arrange(3, players=[{"vp": 12}, {"vp": 15}, {"vp": 15}], phase=Phase.OVER, end_reason="limit")
    assert state.winners() == (YELLOW, BLUE) and state.scores() == (12, 15, 15)
    assert arrange(3, players=[{"vp": 12}, {"vp": 15}, {"vp": 15}]).winners() == ()  # the game goes on


# ------------------------------------------------------------------------------------ place ship
@pytest.mark.rule("ships-place-counter")
def test_no_counter_of_the_current_era_no_place_ship():
    state = arrange(players=red(section_merchant=2, stock_merchant=7), track=ERA_TRACK["sailing"] + [
        (5, "merchant", RED, "sailing")] * 6)
    refused(state, Act("place-ship", "merchant"), "ships-place-counter")


@pytest.mark.rule("ships-place-counter")
def test_a_level_whose_counter_is_used_up_is_refused_naming_the_move_and_the_counter():
    # "tomas uno de tus contadores de barcos ... Si no le queda ninguno de estos contadores, no podrá realizar esta
    # acción": with the level reading (a counter of the level's era), red's six galleys are all on levels 1-4, so
    # level 4 (a galley level) is refused and level 5 (the sailing era) is the one left.
    track = [(lv, "merchant", RED, "galley") for lv in (1, 1, 2, 2, 3, 4)]
    state = arrange(options=Options(counter_era="level"), phase=Phase.LEVEL,
                    pending={"action": "place-ship", "payment": "merchant"}, track=track,
                    players=red(section_merchant=1, stock_merchant=7, boxes={"place-ship": {"merchant": 1}}))
    assert state.me.counters["galley"] == 0 and state.level_choices() == [4, 5]
    move = ChooseLevel(4)
    err = refused(state, move, "ships-place-counter")
    assert err.move == move
    said(err, "ships-place-counter", template="ninguna ficha", counter="galera")
    assert list(state.legal_moves()) == [ChooseLevel(5)]


@pytest.mark.rule("ships-place-level")
def test_the_first_ship_goes_to_level_one_then_highest_or_next():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    explanation = state.push(Act("place-ship", "merchant"))
    assert state.phase == Phase.AREA and state.pending.level == 1  # level and box were forced
    assert "ships-place-level" in explanation.rule_ids
    state = arrange(players=red(section_merchant=2, stock_merchant=7),
                    track=[(1, "merchant", YELLOW, "galley"), (2, "merchant", YELLOW, "galley"),
                           (3, "warship", YELLOW, "galley")])
    state.push(Act("place-ship", "merchant"))
    assert [m.level for m in state.legal_moves()] == [3, 4]
    refused(state, ChooseLevel(2), "ships-place-level")
    refused(state, ChooseLevel(5), "ships-place-level")
    with pytest.raises(InvalidMoveError):
        ChooseLevel("3")  # a level is a number: a move cannot even be built with another value
    with pytest.raises(InvalidSetupError) as info:
        State.MOVES.from_dict({"type": "ChooseLevel", "level": "3"}, State.ORDER_RULE)  # (a saved move)
    assert info.value.rule_id == "ships-turn-phases"
    state.push(ChooseLevel(4))  # (the merchant box follows by itself: red has no food)
    assert state.highest_level() == 4 and on(state, 4, "merchant") == [(RED, "galley")]


@pytest.mark.rule("ships-place-level")
def test_a_first_ship_of_the_game_sent_above_level_one_is_refused_saying_why():
    # "La primera ficha de la partida va al nivel 1 del registro de antigüedad."
    state = arrange(phase=Phase.LEVEL, pending={"action": "place-ship", "payment": "merchant"},
                    players=red(section_merchant=1, stock_merchant=7, boxes={"place-ship": {"merchant": 1}}))
    assert state.highest_level() == 0
    move = ChooseLevel(2)
    err = refused(state, move, "ships-place-level")
    assert err.move == move
    said(err, "ships-place-level", template="primer barco")


@pytest.mark.rule("ships-place-level")
def test_level_eleven_has_no_next_level():
    state = end_position()
    state.push(Act("place-ship", "merchant"))
    assert state.pending.level == 11 and state.counters_on(11) == 5  # forced: no level 12


@pytest.mark.rule("ships-place-era", "ships-q-counter-era")
def test_the_counter_of_the_current_era_and_the_level_reading():
    track = [(lv, "merchant", YELLOW, "galley") for lv in range(1, 5)]
    state = arrange(players=red(section_merchant=2, stock_merchant=7), track=track)
    state.push(Act("place-ship", "merchant"))
    explanation = state.push(ChooseLevel(5))  # the first sailing level, with a galley (current era)
    assert state.pending.era == "galley" and "ships-place-era" in explanation.rule_ids
    said(explanation, "ships-q-counter-era", template="por defecto", level=5, era="era de la galera",
         level_era="era del velero")
    state.push(ChooseArea(1))
    state.push(ChooseSpace("miletus-1"))
    assert on(state, 5, "merchant") == [(RED, "galley")] and state.current_era() == "sailing"
    assert state.me.counters["galley"] == 5
    level = arrange(options=Options(counter_era="level"), players=red(section_merchant=2, stock_merchant=7),
                    track=track)
    level.push(Act("place-ship", "merchant"))
    explanation = level.push(ChooseLevel(5))
    assert level.pending.era == "sailing"
    said(explanation, "ships-q-counter-era", template="Con esta lectura", level=5, era="era del velero",
         current="era de la galera")
    same = arrange(players=red(section_merchant=2, stock_merchant=7), track=track)
    same.push(Act("place-ship", "merchant"))
    assert "ships-q-counter-era" not in same.push(ChooseLevel(4)).rule_ids  # a galley level: the readings agree
    no_sailing = arrange(options=Options(counter_era="level"), players=red(section_merchant=2, stock_merchant=7),
                         track=track + [(5, "merchant", RED, "sailing")] * 6)
    assert no_sailing.me.counters["galley"] == 6  # galleys left, but levels 5 and 6 want sailing ships
    refused(no_sailing, Act("place-ship", "merchant"), "ships-place-counter")


@pytest.mark.rule("ships-place-box")
def test_no_box_possible_closes_place_ship():
    state = arrange(players=red(section_merchant=2, stock_merchant=0))
    assert state.me.pool_merchant == 18
    refused(state, Act("place-ship", "merchant"), "ships-place-box")
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    state.push(Act("place-ship", "merchant"))
    assert state.phase == Phase.AREA  # the box was forced: no food for a warship
    with_food = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1}))
    with_food.push(Act("place-ship", "merchant"))
    assert with_food.phase == Phase.BOX
    refused(with_food, ChooseBox("galleon"), "ships-place-box")


@pytest.mark.rule("ships-place-trade", "ships-place-area")
def test_an_empty_trade_box_in_the_current_or_next_area():
    state = arrange(players=red(section_merchant=2, stock_merchant=7), trade={"miletus-2": YELLOW})
    state.push(Act("place-ship", "merchant"))
    assert [m.area for m in state.legal_moves()] == [1, 2]
    refused(state, ChooseArea(3), "ships-place-area")
    state.push(ChooseArea(1))
    refused(state, ChooseSpace("miletus-2"), "ships-place-trade")
    refused(state, ChooseSpace("lisbon-1"), "ships-place-trade")  # area 2, not the area chosen
    assert ChooseSpace("miletus-2") not in state.legal_moves()


@pytest.mark.rule("ships-place-goods")
def test_food_gives_two_counters():
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    place(state, ChooseArea(1), ChooseSpace("miletus-2"))
    assert state.me.goods["food"] == 2


@pytest.mark.rule("ships-place-warehouse")
def test_a_full_warehouse_sends_goods_back_to_the_pool():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"oil": 2, "wine": 1}))
    pool_oil = state.pool_goods["oil"]
    place(state, ChooseArea(1), ChooseSpace("miletus-2"))  # two food into a full warehouse of three
    assert state.phase == Phase.OVERFLOW and state.me.goods_count == 5
    refused(state, ReturnGood("cloth"), "ships-place-warehouse")
    state.push(ReturnGood("oil"))
    assert state.phase == Phase.OVERFLOW
    explanation = state.push(ReturnGood("wine"))
    assert state.me.goods == {"food": 2, "oil": 1, "wine": 0, "metal": 0, "cloth": 0}
    assert state.pool_goods["oil"] == pool_oil + 1 and "ships-place-warehouse" in explanation.rule_ids
    assert state.phase == Phase.ACTIONS


@pytest.mark.rule("ships-place-warehouse", "ships-q-full-warehouse")
def test_the_goods_just_taken_stay_when_the_warehouse_is_over_full():
    # "debe quitar buenos mostradores para dejar espacio para los bienes recién adquiridos" (reading A, the
    # default): room is made *for* the new goods, so the two food just taken cannot be the ones sent back.
    state = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"oil": 2, "wine": 1}))
    place(state, ChooseArea(1), ChooseSpace("miletus-2"))  # two food into a full warehouse of three
    assert state.phase == Phase.OVERFLOW and state.me.goods["food"] == 2
    move = ReturnGood("food")
    err = refused(state, move, "ships-place-warehouse")
    assert err.move == move
    said(err, "ships-place-warehouse", template="recién tomadas")


@pytest.mark.rule("ships-place-industry")
def test_an_industry_counter_gives_one_more_good_and_circulates():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, industry=1))
    place(state, ChooseArea(1), ChooseSpace("miletus-1"))
    assert state.phase == Phase.INDUSTRY
    explanation = state.push(UseIndustry(True))
    assert state.me.goods["oil"] == 2 and state.me.industry == 0
    assert state.me.boxes["place-ship"].industry == 1 and "ships-place-industry" in explanation.rule_ids
    state.push(Act("recover-cubes", "merchant"))
    assert state.me.industry == 1 and state.me.boxes["place-ship"].industry == 0
    food = arrange(players=red(section_merchant=2, stock_merchant=7, industry=1))
    place(food, ChooseArea(1), ChooseSpace("miletus-2"), UseIndustry(True))
    assert food.me.goods["food"] == 3
    no = arrange(players=red(section_merchant=2, stock_merchant=7, industry=1))
    place(no, ChooseArea(1), ChooseSpace("miletus-1"), UseIndustry(False))
    assert no.me.goods["oil"] == 1 and no.me.industry == 1


@pytest.mark.rule("ships-place-south-america", "ships-place-area", "ships-vp-area", "ships-q-area-scoring")
def test_south_america_two_gold_without_industry():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, industry=1, area=4, gold=0),
                    trade={"calicut-1": RED, "malacca-1": RED})
    vp = state.me.vp
    steps = place(state, ChooseArea(5))
    assert "ships-vp-area" in ids(steps) and state.me.vp == vp + 2 * 2  # two cubes in Asia, 2 points each
    state.push(ChooseSpace("south-america-1"))
    assert state.me.gold == 2 and state.phase == Phase.ACTIONS and state.me.industry == 1
    quiet = arrange(options=Options(area_entry="none"), players=red(section_merchant=2, stock_merchant=7, area=4),
                    trade={"calicut-1": RED})
    steps = place(quiet, ChooseArea(5))
    assert quiet.me.vp == 5 and "ships-q-area-scoring" in ids(steps) and quiet.me.area == 5


@pytest.mark.rule("ships-q-current-area")
def test_the_current_area_is_each_players_or_shared():
    areas = {n: DEFAULT_BOARD.area(n).name for n in (1, 3)}
    own = arrange(players=[{"section_merchant": 2, "stock_merchant": 7}, {"area": 3}])
    assert own.area_choices(RED) == [1, 2]
    steps = place(own, ChooseArea(1))  # yellow has reached area 3: by default red's current area is still the first
    said(steps, "ships-q-current-area", template="por defecto", area=areas[1], furthest=areas[3])
    shared = arrange(options=Options(current_area="shared"),
                     players=[{"section_merchant": 2, "stock_merchant": 7}, {"area": 3}])
    assert shared.area_choices(RED) == [3, 4]
    steps = place(shared, ChooseArea(3))
    said(steps, "ships-q-current-area", template="Con esta lectura", area=areas[1], furthest=areas[3])
    alone = arrange(players=red(section_merchant=2, stock_merchant=7))  # nobody further: the readings agree
    assert "ships-q-current-area" not in {r for e in place(alone, ChooseArea(1)) for r in e.rule_ids}
    last = arrange(players=red(area=5))
    assert last.area_choices(RED) == [5]


@pytest.mark.rule("ships-place-warship", "ships-place-disc", "ships-place-city", "ships-place-benefits")
def test_warship_food_leftmost_disc_and_city_benefits():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1}))
    state.push(Act("place-ship", "merchant"))
    explanation = state.push(ChooseBox("warship"))
    assert state.me.goods["food"] == 0 and "ships-place-warship" in explanation.rule_ids
    assert on(state, 1, "warship") == [(RED, "galley")]
    explanation = state.push(ChooseDisc("bank"))
    assert state.me.bank_capacity == 3 and state.me.bank_discs == 7 and "ships-place-disc" in explanation.rule_ids
    state.push(ChooseArea(1))
    refused(state, ChooseSpace("lisbon-c1"), "ships-place-city")
    explanation = state.push(ChooseSpace("tyre-c1"))  # 1 merchant cube
    assert state.cities == {"tyre-c1": RED} and state.me.stock_merchant == 8 and state.me.pool_merchant == 11 - 1
    assert "ships-place-benefits" in explanation.rule_ids and "ships-place-city" in explanation.rule_ids
    no_food = arrange(phase=Phase.BOX, pending={"action": "place-ship", "payment": "merchant", "level": 1,
                                                "era": "galley"},
                      players=red(section_merchant=1, stock_merchant=7, goods={"oil": 1},
                                  boxes={"place-ship": {"merchant": 1}}))
    refused(no_food, ChooseBox("warship"), "ships-place-warship")


CITIES = [c for c in DEFAULT_BOARD.city_spaces]


@pytest.mark.rule("ships-place-disc")
def test_the_disc_comes_from_a_store_that_still_has_one():
    state = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1}))
    place(state, ChooseBox("warship"))
    assert state.phase == Phase.DISC
    refused(state, ChooseDisc("attic"), "ships-place-disc")
    empty_warehouse = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1},
                                          warehouse_discs=0), cities={c: RED for c in CITIES[-8:]})
    place(empty_warehouse, ChooseBox("warship"))
    assert empty_warehouse.phase == Phase.AREA and empty_warehouse.pending.store == "bank"  # forced
    no_discs = arrange(phase=Phase.BOX, pending={"action": "place-ship", "payment": "merchant", "level": 1,
                                                 "era": "galley"},
                       players=red(section_merchant=1, stock_merchant=7, goods={"food": 1}, warehouse_discs=0,
                                   bank_discs=0, boxes={"place-ship": {"merchant": 1}}),
                       cities={c: RED for c in CITIES[-16:]})
    assert no_discs.players[RED].warehouse_capacity == 11
    refused(no_discs, ChooseBox("warship"), "ships-place-disc")


@pytest.mark.rule("ships-place-benefits", "ships-vp-city", "ships-q-city-benefits")
@pytest.mark.parametrize("city,field,gain", [
    ("carthage-c1", "stock_free", 1), ("carthage-c2", "vp", 1), ("miletus-c1", "gold", 1),
    ("antwerp-c2", "industry", 1)])
def test_each_kind_of_city_benefit(city, field, gain):
    area = DEFAULT_BOARD.city_spaces[city][0]
    state = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1}, area=area))
    before = getattr(state.me, field)
    place(state, ChooseBox("warship"), ChooseDisc("warehouse"), ChooseArea(area), ChooseSpace(city))
    assert getattr(state.me, field) == before + gain


@pytest.mark.rule("ships-vp-new-level", "ships-q-track-points")
def test_the_first_ship_on_a_new_level_scores_its_points():
    track = [(lv, "merchant", YELLOW, "galley") for lv in range(1, 3)]
    state = arrange(players=red(section_merchant=2, stock_merchant=7), track=track)
    steps = place(state, ChooseLevel(3), ChooseArea(1), ChooseSpace("miletus-1"))
    assert state.me.vp == 5 + state.game.track[2].points == 6 and "ships-vp-new-level" in ids(steps)
    again = arrange(players=red(section_merchant=2, stock_merchant=7), track=track + [(3, "merchant", YELLOW,
                                                                                        "galley")])
    place(again, ChooseLevel(3), ChooseArea(1), ChooseSpace("miletus-1"))
    assert again.me.vp == 5  # not the first on level 3
    era_only = arrange(options=Options(level_points="new-era"), players=red(section_merchant=2, stock_merchant=7),
                       track=track)
    steps = place(era_only, ChooseLevel(3), ChooseArea(1), ChooseSpace("miletus-1"))
    assert era_only.me.vp == 5 and "ships-q-track-points" in ids(steps)
    new_era = arrange(options=Options(level_points="new-era"), players=red(section_merchant=2, stock_merchant=7),
                      track=[(lv, "merchant", YELLOW, "galley") for lv in range(1, 5)])
    place(new_era, ChooseLevel(5), ChooseArea(1), ChooseSpace("miletus-1"))
    assert new_era.me.vp == 5 + new_era.game.track[4].points


@pytest.mark.rule("ships-q-spice-cube")
def test_spice_without_a_second_cube():
    state = arrange(players=red(section_merchant=2, stock_merchant=1))
    state.push(Act("place-ship", "merchant"))
    state.push(ChooseArea(1))
    assert ChooseSpace("alexandria-3") not in state.legal_moves()
    refused(state, ChooseSpace("alexandria-3"), "ships-q-spice-cube")
    loose = arrange(options=Options(spice_cube="no-reward"), players=red(section_merchant=2, stock_merchant=1))
    steps = place(loose, ChooseArea(1), ChooseSpace("alexandria-3"))
    assert loose.me.vp == 5 and loose.me.spice == 0 and "ships-q-spice-cube" in ids(steps)


@pytest.mark.rule("ships-place-spice")
def test_spice_with_exactly_a_second_cube_in_the_stock_gets_the_reward():
    # "toma uno de sus cubos de comerciante de su stock disponible y lo coloca en la Caja de especias. Luego
    # obtienes siete puntos de victoria y tomas un oro": two cubes in the stock are enough, one for the trade box
    # and one for the spice box.
    state = arrange(players=red(section_merchant=2, stock_merchant=2))
    before = state.me.vp
    steps = place(state, ChooseArea(1), ChooseSpace("alexandria-3"))
    assert (state.me.stock_merchant, state.me.spice, state.me.gold) == (0, 1, 1)
    assert state.me.vp == before + state.game.track[0].points + 7  # (level 1's points, then the spice's seven)
    assert "ships-place-spice" in ids(steps) and "ships-q-spice-cube" not in ids(steps)


# ---------------------------------------------------------------------------------- ending early
@pytest.mark.rule("ships-q-stall")
def test_a_game_that_cannot_reach_its_end_stops_at_the_end_of_the_round():
    # every galley is on level 1: no ship of the current era can ever be placed again
    state = arrange(first=0, track=[(1, "merchant", p, "galley") for p in (RED, YELLOW) for _k in range(6)])
    assert state.place_problem(RED)[0] == "ships-place-counter"
    state.push(EndTurn())
    assert not state.is_over()
    explanation = state.push(EndTurn())
    assert state.is_over() and state.end_reason == "stalled" and "ships-q-stall" in explanation.rule_ids
    limited = Ships(2, Options(round_limit=2)).new_state(seed=3)
    play(limited, [RandomPlayer(1), RandomPlayer(2)])
    assert limited.round <= 2 and limited.is_over()
    with pytest.raises(InvalidSetupError) as info:
        Options(round_limit=0)
    assert info.value.rule_id == "ships-q-stall"


# ------------------------------------------------------------------------------------- whole games
@pytest.mark.rule("ships-end", "ships-turn-order")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_players_reach_the_source_end_condition(players):
    for seed in range(5):
        state = play(Ships(players).new_state(seed), [GreedyPlayer(p) for p in range(players)])
        assert state.end_reason == "track" and state.counters_on(11) >= 5
        assert len({pl.turns for pl in state.players}) == 1


def test_explanations_cite_only_ships_rules_and_speak_english():
    import re
    state = Ships(3).new_state(seed=11)
    bots = [GreedyPlayer(p) for p in range(3)]
    spanish = re.compile(r"\b(jugador|cubo|cubos|ficha|fichas|oro|nivel|caja|reserva|almacén|banco|del|la|los)\b")
    while not state.is_over():
        explanation = state.push(bots[state.player].choose(state))
        assert all(r.startswith("ships-") and r in REGISTRY for r in explanation.rule_ids)
        text = explanation.to_text("en")
        assert not spanish.search(text.lower()), text


# --------------------------------------------------------------------------------- the pages
def test_the_action_planner_shows_open_and_closed_actions_with_rules():
    from rulesim.ships.report import ActionPlanner
    planner = ActionPlanner("en")
    html = planner.html()
    assert "Place ship" in html and "ships-action-undescribed" in html and "ships-q-costs" in html
    assert [v for _l, v in planner.action_choices()][0] == "place-ship"
    assert ("merchant cube + 0 gold", "merchant") in planner.payment_choices("place-ship")
    after = planner.take("place-ship", "merchant")
    assert "ships-place-trade" in after and planner.state.me.section_merchant == 1
    planner.setup("steam", 0, 0, 0)
    assert planner.state.me.section_free == 2 and planner.state.me.section_merchant == 0
    planner.setup("galley", 9, 2, 6, undescribed=True)
    assert planner.state.me.gold == 6 and "upgrade-ship" in [v for _l, v in planner.action_choices()]
    done = planner.end_turn()
    assert "ships-tidy-free" in done and planner.action_choices() == []


def test_place_ship_step_by_step_offers_every_decision_with_its_effect():
    from rulesim.ships.report import PlaceShipStepper
    stepper = PlaceShipStepper("mid", "es")
    galleys = stepper.state.me.counters["galley"]
    assert [label for label, _i in stepper.choices()] == ["nivel 4", "nivel 5"]
    assert "+3 puntos de victoria" in stepper.options_html()
    stepper.choose(1)
    assert stepper.state.phase == Phase.BOX
    stepper.choose(1)  # warship
    assert stepper.state.phase == Phase.DISC and "<svg" in stepper.html()
    stepper.undo()
    assert stepper.state.phase == Phase.BOX
    while not stepper.done:
        stepper.choose(0)
    assert stepper.choices() == [] and stepper.state.me.counters["galley"] == galleys - 1


def test_eras_and_cubes_table_is_the_source_table():
    from rulesim.ships.report import era_table_html, phase_one
    assert phase_one("galley", 9) == (2, 0, ["ships-cubes-era"])
    assert phase_one("sailing", 9)[:2] == (2, 1) and phase_one("steam", 9)[:2] == (2, 2)
    assert phase_one("galley", 0)[:2] == (0, 1) and "ships-cubes-none" in phase_one("galley", 0)[2]
    assert phase_one("steam", 2, pool_free=1)[:2] == (2, 1)
    html = era_table_html("en")
    assert "2 + 2 = <strong>4</strong>" in html and "steam" in html


def test_pictures_are_legible_and_labelled():
    import re

    from rulesim.ships.examples import spice_example
    from rulesim.ships.pictures import area_svg, cubes_svg, stores_svg, track_svg
    state, moves = spice_example()
    for move in moves:
        state.push(move)
    for lang in ("es", "en"):
        for svg in (track_svg(state, lang, [1, 2]), area_svg(state, 1, lang, ["miletus-2"]),
                    stores_svg(state.players[YELLOW], lang, "bank"), cubes_svg(state.players[YELLOW], "yellow", lang)):
            width = float(re.search(r'viewBox="0 0 ([\d.]+)', svg).group(1))
            sizes = [float(s) for s in re.findall(r'font-size="([\d.]+)"', svg)]
            assert sizes and min(sizes) >= 12 * width / 358
            assert re.search(r'aria-label="[^"]+"', svg) and "<title>" in svg
    assert "Alexandria" in area_svg(state, 1, "en") and "Alejandría" in area_svg(state, 1, "es")


def test_bench_events_answer():
    import random

    from rulesim.ships.report import bench_events
    rnd = random.Random(4)
    for name, event in bench_events().items():
        for _ in range(15):
            assert event(rnd), name


def test_the_live_check_is_the_planner_after_one_press():
    from rulesim.ships.report import ActionPlanner, planner_first_action
    for lang in ("es", "en"):
        planner = ActionPlanner(lang)
        action, payment = planner.action_choices()[0][1], planner.payment_choices(planner.action_choices()[0][1])[0][1]
        assert (action, payment) == ("place-ship", "merchant")  # what the widgets show first
        assert planner.take(action, payment) == planner_first_action(lang)


# ------------------------------------------------------------------- the four questions of a table
@pytest.mark.rule("ships-cubes-era", "ships-cubes-short", "ships-cubes-none")
def test_ruling_phase_one():
    from rulesim.ships.questions.phase_one import phase_one
    assert phase_one("steam", 9).outcome_dict() == {"merchant": 2, "free": 2, "actions": 4, "rescue": False}
    assert phase_one("sailing", 1).outcome_dict()["actions"] == 2
    ruling = phase_one("galley", 0)
    assert ruling.outcome_dict() == {"merchant": 0, "free": 1, "actions": 1, "rescue": True}
    assert "ships-cubes-none" in ruling.explanation.rule_ids
    assert phase_one("steam", 2, pool_free=0).outcome_dict()["free"] == 0
    assert ruling.verdict.render("es") != ruling.verdict.render("en")


@pytest.mark.rule("ships-pay-example", "ships-actions-card-once")
def test_ruling_payment():
    from rulesim.ships.questions.phase_two import payment
    cost_only = Options(undescribed="cost-only")
    assert payment("upgrade-ship", gold=3, stock_free=1, options=cost_only).outcome_dict()["payments"] == {
        "merchant": 1, "free-stock": 3}
    assert payment("upgrade-ship", gold=2, stock_free=1, options=cost_only).outcome_dict()["payments"] == {
        "merchant": 1}
    closed = payment("upgrade-ship", gold=3)
    assert not closed.outcome_dict()["possible"] and "ships-action-undescribed" in closed.explanation.rule_ids
    assert closed.outcome_dict()["payments"] == {"merchant": 1}
    assert closed.outcome_dict()["closed"] == "ships-action-undescribed"
    card = payment("take-card", card_taken=True)
    assert not card.outcome_dict()["possible"] and "ships-actions-card-once" in card.explanation.rule_ids


@pytest.mark.rule("ships-place-trade", "ships-place-spice", "ships-place-city")
def test_ruling_placement():
    from rulesim.ships.questions.place_ship import placement
    state, _moves = miletus_example()
    ruling = placement(state)
    options = {o["space"]: o for o in ruling.outcome_dict()["spaces"]}
    assert options["miletus-1"]["goods"] == {"oil": 1} and options["miletus-2"]["goods"] == {"food": 2}
    assert options["alexandria-3"]["vp"] == 7 and options["alexandria-3"]["gold"] == 1
    assert ruling.outcome_dict()["levels"] == [{"level": 1, "vp": 0}] and ruling.outcome_dict()["discs"] == []
    assert all(o["box"] == "merchant" for o in options.values())  # no food: no warship
    assert "lisbon-1" in options and "elmina-1" not in options  # the current area or the next
    with_food = arrange(players=red(section_merchant=2, stock_merchant=7, goods={"food": 1}),
                        track=[(1, "merchant", YELLOW, "galley")])
    ruling = placement(with_food)
    assert [lv["level"] for lv in ruling.outcome_dict()["levels"]] == [1, 2]
    assert ruling.outcome_dict()["discs"] == ["warehouse", "bank"]
    assert ruling.outcome_dict()["levels"][1]["vp"] == with_food.game.track[1].points
    assert {o["space"] for o in ruling.outcome_dict()["spaces"] if o["box"] == "warship"} >= {"tyre-c1", "lisbon-c1"}
    blocked = arrange(players=red(section_merchant=2, stock_merchant=0))
    assert placement(blocked).outcome_dict() == {"possible": False, "levels": [], "discs": [], "spaces": [],
                                                 "counts": {"merchant": 0, "warship": 0}, "best_vp": 0,
                                                 "action": "place-ship", "closed": "ships-place-box",
                                                 "in_box": {"merchant": 0, "free": 0, "industry": 0}, "played": None}


@pytest.mark.rule("ships-end", "ships-end-last-player")
def test_ruling_game_end():
    from rulesim.ships.questions.turn import game_end
    assert game_end(3, first=0, player=2, on_level_11=5).outcome_dict() == {"ends": True, "last_player": "blue"}
    assert game_end(3, first=0, player=0, on_level_11=5).outcome_dict()["ends"] is False
    assert game_end(3, first=0, player=2, on_level_11=4).outcome_dict()["ends"] is False
    assert game_end(4, first=1, player=0, on_level_11=6).outcome_dict() == {"ends": True, "last_player": "red"}


@pytest.mark.rule("ships-place-goods")
def test_a_full_pool_gives_the_goods_without_a_shortage_step():
    # Red at Miletus takes one oil from a pool that has it: nothing is short.
    state, moves = miletus_example()
    explanations = [state.push(m) for m in moves]
    ids = {r for e in explanations for r in e.rule_ids}
    assert "ships-place-goods" in ids and "ships-q-short-pool" not in ids
    assert not any("falta" in e.to_text("es").lower() for e in explanations)


@pytest.mark.rule("ships-place-disc", "ships-place-city")
def test_no_disc_left_there_and_an_occupied_city_space_are_refused():
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
    state, _moves = miletus_example()
    state.push(Act("place-ship", "merchant"))
    assert state.area_choices(0) == [1, 2]
    said(state.push(ChooseArea(2)), "ships-place-area", template="siguiente", area="Europa del Norte")


@pytest.mark.rule("ships-end", "ships-q-final-scoring", "ships-object")
def test_the_end_of_the_game_names_the_winners():
    state = Ships(2).new_state(seed=3)
    bots = [GreedyPlayer(p) for p in range(2)]
    while not state.is_over():
        last = state.push(bots[state.player].choose(state))
    said(last, "ships-object", vp=max(pl.vp for pl in state.players))  # the most victory points win
    winners = _winners(last)
    assert len(winners) == 1 and winners[0] and set(winners[0]) <= {"rojo", "amarillo"}
    assert winners[0] == [["rojo", "amarillo"][w] for w in state.winners()]


@pytest.mark.rule("ships-place-level")
def test_the_level_step_says_first_ship_of_the_game_only_for_the_first_ship():
    # "La primera ficha de la partida va al nivel 1"; later ships go to the highest occupied level or the next.
    first = "primer barco de la partida"
    state = arrange(players=red(section_merchant=2, stock_merchant=7))
    explanation = state.push(Act("place-ship", "merchant"))  # level 1 is forced
    said(explanation, "ships-place-level", template=first)
    track = [(1, "merchant", YELLOW, "galley"), (2, "merchant", YELLOW, "galley"), (3, "warship", YELLOW, "galley")]
    for level, which in ((3, "más alto ocupado"), (4, "nivel siguiente")):
        state = arrange(players=red(section_merchant=2, stock_merchant=7), track=track)
        state.push(Act("place-ship", "merchant"))
        explanation = state.push(ChooseLevel(level))
        said(explanation, "ships-place-level", template=which, level=level)
        assert not any(first in m.template for _r, m in cited(explanation))


@pytest.mark.rule("ships-q-short-pool", "ships-place-benefits")
def test_a_city_benefit_the_pool_cannot_give_says_how_much_is_short():
    # Carthage's first city space gives a free cube; with none left in the pool, what there is (none) is taken.
    area = DEFAULT_BOARD.city_spaces["carthage-c1"][0]
    state = arrange(players=[dict(section_merchant=2, stock_merchant=7, goods={"food": 1}, area=area),
                             {"stock_free": 23}])
    assert state.pool_free == 0
    before = state.me.stock_free
    last = place(state, ChooseBox("warship"), ChooseDisc("warehouse"), ChooseArea(area), ChooseSpace("carthage-c1"))[-1]
    assert state.me.stock_free == before and "ships-q-short-pool" in last.rule_ids
    said(last, "ships-q-short-pool", n=1)


@pytest.mark.rule("ships-q-short-pool", "ships-place-benefits")
def test_gold_the_pool_cannot_give_says_how_many_coins_are_short():
    # ships-q-short-pool: what is short in the pool is not taken, and the step says how much; here Miletus's
    # city space gives one gold while yellow's bank (with no limit) holds all 56 coins.
    state = _deciding("space", "warship", others=[{"gold": 56}], options=Options(bank_space="no-limit"))
    assert state.pool_gold == 0
    explanation = state.push(ChooseSpace("miletus-c1"))
    assert state.me.gold == 0
    said(explanation, "ships-q-short-pool", template="moneda", n=1)


def _deciding(phase: str, box: str = "merchant", **kwargs) -> State:
    """Red in the middle of *Place ship* (paid with a merchant cube, a galley on level 1) at ``phase``."""
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


def _boxes_of(area: int) -> list[str]:
    return [b for b, (a, _box, _loc) in DEFAULT_BOARD.trade_boxes.items() if a == area]


def _spaces_of(*areas: int) -> list[str]:
    return [c for c, (a, _city, _loc) in DEFAULT_BOARD.city_spaces.items() if a in areas]


@pytest.mark.rule("ships-place-trade", "ships-place-warship", "ships-place-disc", "ships-place-city", "ships-place-box")
def test_each_box_refused_says_what_it_needs_and_changes_nothing():
    # the merchant box: a merchant cube from the available stock (none left here) and an empty trade box
    state = _deciding("box", red={"stock_merchant": 0})
    move = ChooseBox("merchant")
    err = refused(state, move, "ships-place-trade")
    assert err.move == move
    said(err, "ships-place-trade", template="caja mercante")
    # the warship box: a food counter spent from the warehouse …
    err = refused(_deciding("box", red={"goods": {"food": 0, "oil": 1}}), ChooseBox("warship"), "ships-place-warship")
    said(err, "ships-place-warship", template="comida")
    # … a city disc taken from the screen …
    every_space_but_one = _spaces_of(1, 2, 3, 4, 5)[1:]
    err = refused(_deciding("box", red={"warehouse_discs": 0, "bank_discs": 0}, cities={
        c: 0 for c in every_space_but_one[:16]}), ChooseBox("warship"), "ships-place-disc")
    said(err, "ships-place-disc", template="disco")
    # … and an empty city space in the current or the next area (yellow's discs fill areas 1 and 2)
    full = _deciding("box", others=[{"warehouse_discs": 0, "bank_discs": 6}], cities={c: 1 for c in _spaces_of(1, 2)})
    move = ChooseBox("warship")
    err = refused(full, move, "ships-place-city")
    assert err.move == move
    said(err, "ships-place-city", template="espacio de ciudad libre")
    # only those two boxes exist
    move = ChooseBox("harbour")
    err = refused(_deciding("box"), move, "ships-place-box")
    assert err.move == move
    said(err, "ships-place-box", template="buque de guerra")


@pytest.mark.rule("ships-place-disc", "ships-place-warship")
def test_the_last_city_disc_on_the_screen_still_sends_a_warship():
    # red's other fifteen discs fill every city space of areas 3 to 5; one disc is left, in the bank
    state = _deciding("box", red={"warehouse_discs": 0, "bank_discs": 1}, cities={c: 0 for c in _spaces_of(3, 4, 5)})
    assert ChooseBox("warship") in state.legal_moves()
    state.push(ChooseBox("warship"))  # the bank's disc is the only one: taken by itself
    assert state.pending.store == "bank" and state.me.bank_discs == 0 and state.phase == "area"


@pytest.mark.rule("ships-place-area", "ships-place-trade", "ships-place-city")
def test_an_area_refused_says_why_and_changes_nothing():
    move = ChooseArea(3)  # red is in area 1: area 1 or 2
    err = refused(_deciding("area"), move, "ships-place-area")
    assert err.move == move
    said(err, "ships-place-area", template="actual o la siguiente")
    # every trade box of area 2 holds a yellow cube
    boxes = _boxes_of(2)
    full = _deciding("area", trade={b: 1 for b in boxes}, others=[{"stock_merchant": 20 - len(boxes)}])
    move = ChooseArea(2)
    err = refused(full, move, "ships-place-trade")
    assert err.move == move
    said(err, "ships-place-trade", template="espacio libre")
    # every city space of area 2 holds a yellow disc
    spaces = _spaces_of(2)
    full = _deciding("area", "warship", cities={c: 1 for c in spaces}, others=[{"warehouse_discs": 8 - len(spaces)}])
    err = refused(full, ChooseArea(2), "ships-place-city")
    said(err, "ships-place-city", template="espacio libre")
    assert full.push(ChooseArea(1)) and full.phase == "space"


_SPACES = [
    # (box, the space, position, rule id, which of the rule's sentences: a fragment of its template)
    ("merchant", "lisbon-1", {}, "ships-place-trade", "área elegida"),
    ("merchant", "atlantis-1", {}, "ships-place-trade", "área elegida"),
    ("merchant", "miletus-1", {"trade": {"miletus-1": 1}, "others": [{"stock_merchant": 8}]}, "ships-place-trade",
     "ocupada"),
    ("merchant", "alexandria-3", {"red": {"stock_merchant": 1}}, "ships-q-spice-cube", "segundo cubo"),
    ("warship", "lisbon-c1", {}, "ships-place-city", "área elegida"),
    ("warship", "miletus-1", {}, "ships-place-city", "área elegida"),
    ("warship", "miletus-c1", {"cities": {"miletus-c1": 1}, "others": [{"warehouse_discs": 7}]}, "ships-place-city",
     "ocupado"),
]


@pytest.mark.rule("ships-place-trade", "ships-q-spice-cube", "ships-place-city")
@pytest.mark.parametrize("box,space,position,rule_id,why", _SPACES, ids=[f"{r[0]}-{r[1]}" for r in _SPACES])
def test_a_box_or_space_refused_names_the_move_and_says_why(box, space, position, rule_id, why):
    state = _deciding("space", box, **position)
    move = ChooseSpace(space)
    err = refused(state, move, rule_id)
    assert err.move == move
    said(err, rule_id, template=why)


_MOVES = [
    # (kind, arguments, which name (a fragment of its Spanish template), the values it names, and for two moves the
    # name as read in Spanish and English)
    ("TakeCubes", (), "fase uno", {}, None),
    ("Act", ("take-gold", "free-stock"), "pagando con", {"action": "Tomar un oro",
                                                         "payment": "cubo libre del stock disponible"},
     ("«Tomar un oro», pagando con un cubo libre del stock disponible",
      "“Take a gold”, paying with a free cube from the available stock")),
    ("Act", ("fly", "merchant"), "desconocida", {}, None),
    ("Act", ("take-gold", "promise"), "desconocida", {}, None),
    ("EndTurn", (), "ordena", {}, None),
    ("ChooseLevel", (4,), "nivel", {"level": 4}, None),
    ("ChooseBox", ("merchant",), "mercante", {}, None),
    ("ChooseBox", ("warship",), "buque de guerra", {}, None),
    ("ChooseDisc", ("warehouse",), "almacén", {}, None),
    ("ChooseDisc", ("bank",), "banco", {}, None),
    ("ChooseArea", (2,), "área", {"area": "Europa del Norte"}, None),
    ("ChooseArea", (0,), "área", {"area": "0"}, None),
    ("ChooseArea", (6,), "área", {"area": "6"}, None),
    ("ChooseSpace", ("miletus-1",), "casilla", {"symbol": "aceite", "location": "Mileto"}, None),
    ("ChooseSpace", ("carthage-c2",), "espacio de ciudad", {"location": "Cartago", "benefits": [{"n": 1}]},
     ("espacio de ciudad de Cartago (1 punto de victoria)", "city space of Carthage (1 victory point)")),
    ("ChooseSpace", ("atlantis-1",), "desconocida", {}, None),
    ("UseIndustry", (True,), "gasta una", {}, None),
    ("UseIndustry", (False,), "no gasta", {}, None),
    ("ReturnGood", ("wine",), "devuelve", {"good": "vino"}, None),
    ("ReturnGood", ("gold",), "desconocida", {}, None),
    ("ChooseCard", (7,), "carta", {"card": 7}, None),
    ("RecoverBox", ("take-gold",), "recupera", {"action": "Tomar un oro"}, None),
    ("RecoverBox", ("nap",), "desconocida", {}, None),
]


@pytest.mark.parametrize("kind,arguments,which,values,read", _MOVES, ids=[f"{r[0]}{r[1]}" for r in _MOVES])
def test_each_move_is_named_in_both_languages(kind, arguments, which, values, read):
    move = getattr(ships, kind)(*arguments)
    state = arrange()  # (the default board)
    named = move.said(state)
    assert which in named.template and values_of(named) == values
    titled = state._describe(move, 1)
    assert titled.params["move"] == named and values_of(titled)["player"] == {"colour": "amarillo"}
    if read is not None:  # the reader's text is the point: a move as the history reads it, in both languages
        assert (named.render("es"), named.render("en")) == read
        assert (titled.render("es"), titled.render("en")) == (f"El jugador amarillo: {read[0]}",
                                                              f"The yellow player: {read[1]}")


@pytest.mark.rule("ships-components-illustrative")
def test_an_area_is_named_from_the_board_in_play():
    # the board is illustrative and may be replaced: its own areas name the choice
    north, south = DEFAULT_BOARD.areas[1], DEFAULT_BOARD.areas[0]
    board = Board((replace(north, number=1), replace(south, number=2))).validate()
    state = State.arranged(Ships(2, board=board), phase="actions")
    assert values_of(ChooseArea(1).said(state)) == {"area": "Europa del Norte"}
    assert values_of(ChooseArea(2).said(state)) == {"area": "Mediterráneo"}
    assert values_of(ChooseArea(3).said(state)) == {"area": "3"}  # this board has two areas
    # and a saved game needs the default data
    with pytest.raises(InvalidSetupError) as info:
        state.to_dict()
    assert info.value.rule_id == "ships-components-illustrative"
    said(info.value, "ships-components-illustrative", template="por defecto")


@pytest.mark.rule("ships-place-disc")
@pytest.mark.parametrize("store,discs,space", [
    ("warehouse", {}, 4),
    ("warehouse", {"warehouse_discs": 6, "bank_discs": 8}, 6),
    ("bank", {}, 3),
    ("bank", {"warehouse_discs": 9 - 1, "bank_discs": 5}, 6),
])
def test_the_leftmost_disc_opens_one_more_space(store, discs, space):
    # "Siempre coges el disco que está más a la izquierda": the first spaces are open, the disc taken is the
    # next one, and the store then holds one more.
    screen = {"warehouse_discs": 8, "bank_discs": 8, **discs}
    on_board = 16 - screen["warehouse_discs"] - screen["bank_discs"]
    state = arrange(phase="disc", pending={"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley",
                                           "box": "warship"}, track=[(1, "warship", 0, "galley")],
                    cities={c: 0 for c in _spaces_of(5)[:on_board]},
                    players=[{"section_merchant": 1, "stock_merchant": 7, "boxes": {"place-ship": {"merchant": 1}},
                              **screen}])
    explanation = state.push(ChooseDisc(store))
    # the disc taken uncovers space ``space``, so the store now holds ``space`` (goods or gold)
    said(explanation, "ships-place-disc", template="almacén" if store == "warehouse" else "banco", space=space, n=space)
    capacity = state.me.warehouse_capacity if store == "warehouse" else state.me.bank_capacity
    assert capacity == space


@pytest.mark.rule("ships-place-benefits", "ships-vp-city", "ships-q-city-benefits", "ships-q-short-pool")
@pytest.mark.parametrize("space,position,rule_id,field,n,short", [
    # (the space, position, rule id, the player's counter that grows, by how much, how many the pool lacks)
    ("tyre-c1", {}, "ships-place-benefits", "stock_merchant", 1, 0),
    ("tyre-c1", {"red": {"stock_merchant": 18}}, "ships-place-benefits", "stock_merchant", 0, 1),
    ("carthage-c1", {}, "ships-place-benefits", "stock_free", 1, 0),
    ("carthage-c2", {}, "ships-vp-city", "vp", 1, 0),
    ("miletus-c1", {}, "ships-place-benefits", "gold", 1, 0),
    ("antwerp-c2", {"at_area": 2, "red": {"area": 2}}, "ships-q-city-benefits", "industry", 1, 0),
    ("antwerp-c2", {"at_area": 2, "red": {"area": 2}, "others": [{"industry": 30}]}, "ships-q-city-benefits",
     "industry", 0, 1),
])
def test_each_city_benefit_says_what_it_gives_under_its_rule(space, position, rule_id, field, n, short):
    state = _deciding("space", "warship", **position)
    before = getattr(state.me, field)
    explanation = state.push(ChooseSpace(space))
    gives = said(explanation, rule_id)
    assert n in (gives.params.get("n"), values_of(gives).get("what", {}).get("n"))
    assert getattr(state.me, field) == before + n
    shortage = [values_of(m) for r, m in cited(explanation) if r == "ships-q-short-pool"]
    assert shortage == ([{"n": 1}] if short else [])


@pytest.mark.rule("ships-vp-new-level", "ships-q-track-points")
@pytest.mark.parametrize("reading,level,points", [
    ("every-level", 2, 1),
    ("every-level", 4, 2),
    ("new-era", 2, None),  # not the first level of an era: the reading gives nothing
    ("new-era", 5, 3),
])
def test_the_first_ship_on_a_level_says_its_points_or_the_reading(reading, level, points):
    # The track's points are illustrative (0, 1, 1, 2 | 3, 2, 2, 3 | 4, 3, 4): the step names the level and points.
    track = [(lv, "merchant", 1, "galley" if lv <= 4 else "sailing") for lv in range(1, level)]
    state = arrange(options=Options(level_points=reading), players=[{"section_merchant": 2, "stock_merchant": 7}],
                    track=track)
    steps = place(state, ChooseLevel(level))[-1]
    if points is None:
        said(steps, "ships-q-track-points", level=level)
        assert "ships-vp-new-level" not in steps.rule_ids and state.me.vp == 5
    else:
        said(steps, "ships-vp-new-level", level=level, n=points)
        assert state.me.vp == 5 + points


@pytest.mark.rule("ships-tidy-free", "ships-tidy-unused", "ships-q-unused-merchant", "ships-turn-order")
def test_tidy_up_counts_the_cubes_it_moves_and_names_the_next_player():
    # Free cubes in the action boxes go back to the pool; an unused free cube moves to the available stock;
    # (reading "stock") an unused merchant cube goes back to the available stock; then the player to the left.
    state = arrange(players=[{"section_merchant": 1, "stock_merchant": 8, "section_free": 1, "stock_free": 0,
                              "boxes": {"take-gold": {"free": 1}, "take-navigation": {"free": 1}}}])
    pool = state.pool_free
    explanation = state.push(EndTurn())
    red = state.players[0]
    assert (red.stock_free, red.section_free, red.stock_merchant, red.section_merchant) == (1, 0, 9, 0)
    assert state.pool_free == pool + 2 and all(b.free == 0 for b in red.boxes.values())
    assert told(explanation)[:4] == [("ships-tidy-free", {"n": 2}), ("ships-tidy-unused", {"n": 1}),
                                      ("ships-q-unused-merchant", {"n": 1}),
                                      ("ships-turn-order", {"player": {"colour": "amarillo"}})]
    # nothing unused, one free cube in a box: the counts follow
    state = arrange(player=1, players=[{}, {"boxes": {"take-gold": {"free": 1}}}])
    explanation = state.push(EndTurn())
    assert told(explanation)[:2] == [("ships-tidy-free", {"n": 1}),
                                      ("ships-turn-order", {"n": 2, "player": {"colour": "rojo"}})]


def _winners(explanation) -> list[list[str]]:
    """The colours of the winners named by each final-scoring step."""
    return [[values_of(w)["colour"] for w in m.params["winners"]]
            for rule_id, m in cited(explanation) if rule_id == "ships-q-final-scoring"]


@pytest.mark.rule("ships-q-stall", "ships-q-final-scoring", "ships-end")
def test_each_way_the_game_ends_is_said_with_its_numbers():
    # the round limit (a reading: the source's end may never come)
    state = arrange(2, Options(round_limit=2), round=2, player=1, players=[{"vp": 9}, {}])
    explanation = state.push(EndTurn())
    assert state.is_over() and state.end_reason == "limit" and state.position().startswith("round 2, -, phase over")
    said(explanation, "ships-q-stall", template="límite", n=2)
    assert _winners(explanation) == [["rojo"]]
    # nobody has a galley left (twelve on levels 1 to 4) and level 5 would still take a galley: stalled
    track = [(lv, box, p, "galley") for lv in range(1, 5) for box, p in (("merchant", 0), ("warship", 1))]
    track += [(lv, box, p, "galley") for lv in (1, 2) for box, p in (("warship", 0), ("merchant", 1))]
    state = arrange(player=1, track=track)
    assert [pl.counters["galley"] for pl in state.players] == [0, 0]
    explanation = state.push(EndTurn())
    assert state.end_reason == "stalled"
    said(explanation, "ships-q-stall", template="era en curso")
    assert _winners(explanation) == [["rojo", "amarillo"]]
    # five counters on level eleven, the last player of the round has ended: every player has had four turns
    track = [(lv, "merchant", lv % 2, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
             for lv in range(1, 11)]
    track += [(11, "warship", k % 2, "steam") for k in range(5)]
    state = arrange(player=1, track=track, players=[{"turns": 4}, {"turns": 3, "vp": 6}])
    explanation = state.push(EndTurn())
    assert state.end_reason == "track"
    said(explanation, "ships-end", n=5, turns={"n": 4})
    assert _winners(explanation) == [["amarillo"]]


@pytest.mark.rule("ships-q-recover", "ships-actions-cubes-stay")
def test_recovering_counts_the_cubes_and_industry_counters_and_keeps_the_paying_cube():
    red = {"section_merchant": 1, "stock_merchant": 5, "industry": 0,
           "boxes": {"take-gold": {"merchant": 2}, "place-ship": {"merchant": 1, "industry": 1}}}
    state = arrange(players=[red])
    explanation = state.push(Act("recover-cubes", "merchant"))
    assert state.me.stock_merchant == 5 + 3 and state.me.industry == 1
    assert state.me.boxes["recover-cubes"].merchant == 1 and state.me.boxed_merchant == 1
    said(explanation, "ships-q-recover", cubes=3, industry=1)
    # reading "one box": only the box chosen
    state = arrange(2, Options(recover="one-box"), players=[red])
    state.push(Act("recover-cubes", "merchant"))
    explanation = state.push(RecoverBox("take-gold"))
    assert state.me.stock_merchant == 5 + 2 and state.me.boxes["place-ship"].merchant == 1
    said(explanation, "ships-q-recover", cubes=2, industry=0)


def test_a_new_game_without_a_seed_is_the_game_of_seed_zero():
    # The engine's contract (rulesim.engine.RuleGame.new_state(seed=0), as in every game): no seed means seed 0,
    # so a page that opens "a new game" shows the same deal as replaying seed 0.
    game = Ships(3)
    state = game.new_state()
    assert state.seed == 0 and state.to_dict() == State.setup(game, 0).to_dict()
    assert state.to_dict() == game.replay(0, []).to_dict()


@pytest.mark.rule("ships-place-goods", "ships-place-industry", "ships-q-short-pool")
@pytest.mark.parametrize("held,short", [
    # 8 oil counters; the others hold 7: one left, red wants two (one more for the industry counter)
    ((3, 2, 2), 1),
    ((3, 3, 2), 2),
])
def test_goods_the_pool_runs_short_of_are_taken_as_far_as_they_go_and_the_step_says_how_many_are_missing(
        held, short):
    others = [{"goods": {"oil": n}} for n in held]
    state = arrange(4, players=[{"section_merchant": 2, "stock_merchant": 7, "industry": 1}, *others])
    left = 8 - sum(held)
    assert state.pool_goods["oil"] == left
    explanation = place(state, ChooseArea(1), ChooseSpace("miletus-1"), UseIndustry(True))[-1]
    assert state.me.goods["oil"] == left and state.pool_goods["oil"] == 0 and state.me.industry == 0
    said(explanation, "ships-q-short-pool", template="ficha", n=short)


@pytest.mark.rule("ships-q-recover", "ships-actions-cubes-stay", "ships-pay-free")
def test_recover_paid_with_a_free_cube_brings_back_the_merchant_cube_left_in_its_own_box():
    # "salvo el cubo que paga la propia acción": only a paying merchant cube stays; a free cube pays here, so the
    # merchant cube an earlier Recover left in that box comes back with the others.
    state = arrange(players=[{"section_merchant": 1, "stock_merchant": 5, "gold": 1, "stock_free": 1,
                              "boxes": {"recover-cubes": {"merchant": 1}, "take-gold": {"merchant": 2}}}])
    explanation = state.push(Act("recover-cubes", "free-stock"))
    assert state.me.stock_merchant == 5 + 3 and state.me.boxed_merchant == 0
    assert state.me.boxes["recover-cubes"].merchant == 0 and state.me.boxes["recover-cubes"].free == 1
    said(explanation, "ships-q-recover", cubes=3, industry=0)


@pytest.mark.rule("ships-place-industry")
def test_an_industry_counter_one_does_not_have_is_refused_naming_the_move():
    pending = {"action": "place-ship", "payment": "merchant", "level": 1, "era": "galley", "box": "merchant",
               "area": 1, "space": "miletus-1", "good": "oil"}
    state = arrange(phase="industry", pending=pending, track=[(1, "merchant", 0, "galley")], trade={"miletus-1": 0},
                    players=[{"section_merchant": 1, "stock_merchant": 6, "industry": 0,
                              "boxes": {"place-ship": {"merchant": 1}}}])
    err = refused(state, UseIndustry(True), "ships-place-industry")
    assert err.move == UseIndustry(True) and "UseIndustry" in err.text("en")
    said(err, "ships-place-industry", template="industria")
    state.push(UseIndustry(False))
    assert state.me.goods["oil"] == 1


# ------------------------------------------------------------------------------ a full warehouse
@pytest.mark.rule("ships-place-warehouse", "ships-q-full-warehouse")
def test_a_full_warehouse_keeps_the_goods_just_taken():
    state = food_into_a_full_warehouse()
    # the food held before may go back, the two just taken may not
    assert list(state.legal_moves()) == [ReturnGood("food"), ReturnGood("oil")]
    state.push(ReturnGood("oil"))
    assert list(state.legal_moves()) == [ReturnGood("food"), ReturnGood("oil")]
    state.push(ReturnGood("food"))
    assert state.me.goods["food"] == 2 and state.me.goods["oil"] == 1 and state.phase == Phase.ACTIONS


@pytest.mark.rule("ships-place-warehouse", "ships-q-full-warehouse")
def test_the_goods_just_taken_cannot_be_the_ones_sent_back():
    state = food_into_a_full_warehouse(held={"oil": 2, "wine": 1})
    refused(state, ReturnGood("food"), "ships-place-warehouse")
    assert list(state.legal_moves()) == [ReturnGood("oil"), ReturnGood("wine")]
    state = food_into_a_full_warehouse()
    state.push(ReturnGood("food"))  # the food held before; one more must go, and only an oil may: forced
    assert state.me.goods["food"] == 2 and state.me.goods["oil"] == 1 and state.phase == Phase.ACTIONS


def test_the_other_reading_lets_the_goods_just_taken_go_back():
    state = food_into_a_full_warehouse(Options(full_warehouse="any"))
    state.push(ReturnGood("food"))
    state.push(ReturnGood("food"))
    assert state.me.goods["food"] == 1 and state.me.goods["oil"] == 2 and state.phase == Phase.ACTIONS


# ------------------------------------------------------------------------------ an undescribed action
@pytest.mark.rule("ships-pay-example", "ships-action-undescribed")
def test_the_source_example_under_the_default_reading_says_what_is_known_and_what_is_not():
    from rulesim.ships.questions.phase_two import payment
    answer = payment("upgrade-ship", section_merchant=1, stock_free=1, gold=3)
    outcome = answer.outcome_dict()
    # what is known: the source's own payments (a merchant cube and 1 gold, or a free cube and 3 gold)
    assert outcome["payments"] == {"merchant": 1, "free-stock": 3} and outcome["payable"] is True
    # what is not: what the action does (so it is not offered under this reading)
    assert outcome["possible"] is False and outcome["unknown"] == "ships-q-undescribed"
    # the verdict names both payments with their gold, and the action it cannot describe
    ways = values_of(answer.verdict)["ways"]
    assert sorted(way["n"] for way in ways.values()) == [1, 3]
    assert values_of(answer.verdict)["action"] == "Mejorar barco"


@pytest.mark.rule("ships-pay-merchant", "ships-action-gold")
def test_a_described_action_has_nothing_unknown():
    from rulesim.ships.questions.phase_two import payment
    outcome = payment("take-gold", section_merchant=1).outcome_dict()
    assert outcome["unknown"] is None and outcome["payable"] is True and outcome["possible"] is True


# ------------------------------------------------------------------------------ the readings as options
@pytest.mark.rule("ships-q-bank-space", "ships-action-gold")
def test_two_open_bank_spaces_hold_two_coins_under_the_default_reading_only():
    full = arrange(players=[{"section_merchant": 2, "gold": 2}])
    steps = full.push(Act("take-gold", "merchant"))
    assert full.me.gold == 2 and "ships-q-bank-space" in steps.rule_ids
    open_bank = arrange(options=Options(bank_space="no-limit"), players=[{"section_merchant": 2, "gold": 2}])
    open_bank.push(Act("take-gold", "merchant"))
    assert open_bank.me.gold == 3
    # the three coins of a free-cube upgrade fit a bank with two open spaces only under the other reading
    State.arranged(Ships(2, Options(bank_space="no-limit")), seed=0, players=[{"gold": 3}, {}])
    with pytest.raises(InvalidPosition):
        State.arranged(Ships(2), seed=0, players=[{"gold": 3}, {}])


@pytest.mark.rule("ships-q-card-from")
def test_take_a_card_draws_the_top_of_the_era_deck_under_the_other_reading():
    sailing = ERA_TRACK["sailing"]  # yellow's ship on levels 1-5: the sailing era
    state = arrange(options=Options(card_from="era-deck"), players=[{"section_merchant": 2, "gold": 2}],
                    track=sailing)
    top = state.decks["sailing"][0]
    steps = state.push(Act("take-card", "merchant"))
    assert state.phase == Phase.ACTIONS and state.me.cards == [top] and "ships-q-card-from" in steps.rule_ids
    assert len(state.display) == 12
    default = arrange(players=[{"section_merchant": 2, "gold": 2}], track=sailing)
    default.push(Act("take-card", "merchant"))
    assert default.phase == Phase.CARD  # a face-up galley card to choose
    galley = arrange(options=Options(card_from="era-deck"), players=[{"section_merchant": 2, "gold": 2}])
    galley.push(Act("take-card", "merchant"))
    assert galley.phase == Phase.CARD  # the galley era: the face-up cards, under both readings
