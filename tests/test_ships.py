"""Ships: the source's examples first, then an edge case for every rule, the options, the pages' callbacks.

Oracles come from the source text (``ships.es.txt``): nine merchant cubes in the stock, two free cubes,
three open warehouse spaces and two bank spaces, 5 victory points, twelve galley cards; 2 merchant
cubes in the galley era, 2 + 1 in the sailing era, 2 + 2 in the steamship era; upgrade for 1 gold with a
merchant cube or 3 with a free cube; one oil at Miletus; spice gives 7 points and one gold; food two
counters; South America two gold; five counters on level eleven and equal turns.
"""

from __future__ import annotations

import pytest

from conftest import refused
from rulesim.errors import InvalidSetupError
from rulesim.moves import InvalidMoveError
from rulesim.position import InvalidPosition
from rulesim.rules import REGISTRY
from rulesim.ships import (
    Act, ChooseArea, ChooseBox, ChooseCard, ChooseDisc, ChooseLevel, ChooseSpace, EndTurn, Options, Phase,
    RecoverBox, ReturnGood, Ships, State, TakeCubes, UseIndustry,
)
from rulesim.ships.components import DEFAULT_BOARD, Action
from rulesim.ships.examples import miletus_example, spice_example, upgrade_example
from rulesim.players import play
from rulesim.ships.players import GreedyPlayer, RandomPlayer

RED, YELLOW, BLUE, GREEN = 0, 1, 2, 3
ERA_TRACK = {  # a ship on the first level of each era (illustrative track: 1–4 galley, 5–8 sailing, 9–11 steam)
    "galley": [],
    "sailing": [(lv, "merchant", YELLOW, "galley" if lv <= 4 else "sailing") for lv in range(1, 6)],
    "steam": [(lv, "merchant", YELLOW, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
              for lv in range(1, 10)],
}


def arrange(n: int = 2, options: Options | None = None, **kwargs) -> State:
    """A position of an ``n``-player game built by the one builder, ``State.arranged``: phase two by default,
    red first, the first twelve galley cards face up, ``players[i]`` the parts of player ``i``'s screen that
    differ from a fresh one (the players left out have a fresh screen), ``track`` as ``(level, box, player,
    era)`` counters."""
    kwargs.setdefault("phase", Phase.ACTIONS)
    kwargs.setdefault("first", RED)
    kwargs.setdefault("display", list(range(1, 13)))
    screens = list(kwargs.pop("players", ()))
    kwargs["players"] = screens + [{}] * (n - len(screens))
    kwargs["track"] = [counter(*c) for c in kwargs.get("track", ())]
    return State.arranged(Ships(n, options), **kwargs)


def counter(level: int, box: str, player: int, era: str) -> dict:
    """A ship counter on the track, as a file writes it."""
    return {"level": level, "box": box, "player": player, "era": era}


def on(state: State, level: int, box: str) -> list[tuple[int, str]]:
    """The counters in ``box`` of ``level``, as (player, era), in the order they came."""
    return [(c.player, c.era) for c in state.on_level(level, box)]


def red(**fields) -> list[dict]:
    return [fields]


def place(state: State, *moves) -> list:
    """Push *Place ship* paid with a merchant cube, then ``moves`` (the decisions that are not forced)."""
    steps = [state.push(Act("place-ship", "merchant"))]
    steps += [state.push(m) for m in moves]
    return steps


def ids(explanations) -> set[str]:
    return {r for e in explanations for r in e.rule_ids}


# ------------------------------------------------------------------------------------ the examples
@pytest.mark.rule("ships-pay-example", "ships-pay-merchant", "ships-pay-free", "ships-q-undescribed")
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
    assert yellow.stock_merchant == stock - 2  # one on the trade box, one in the spice box
    assert "ships-place-spice" in ids(explanations)
    assert state.phase == Phase.ACTIONS  # no industry decision with spice, though…
    assert sum(yellow.goods.values()) == 0
    state.players[YELLOW].industry = 1  # …even with an industry counter in the stock
    state.pool_industry -= 1
    state.push(Act("recover-cubes", "merchant"))
    assert yellow.spice == 1  # never recovered


# ------------------------------------------------------------------------------------------ setup
@pytest.mark.rule("ships-setup-pool", "ships-setup-screens", "ships-setup-cubes", "ships-setup-free",
                  "ships-setup-discs", "ships-setup-counters", "ships-setup-vp", "ships-setup-cards",
                  "ships-setup-first", "ships-setup-food")
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


@pytest.mark.rule("ships-end", "ships-end-last-player")
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


@pytest.mark.rule("ships-end")
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


@pytest.mark.rule("ships-q-short-pool", "ships-cubes-era")
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
    state.push(Act("take-card", "free-stock"))  # 1 gold
    state.push(ChooseCard(state.display[0]))
    assert state.me.vp == vp
    explanation = state.push(Act("take-navigation", "free-stock"))  # the second gold
    assert state.me.vp == vp + 1 and "ships-vp-gold" in explanation.rule_ids
    none = arrange(options=Options(gold_points="none"), players=red(section_free=1, stock_free=1, gold=2))
    none.push(Act("place-ship", "free-stock"))  # 2 gold (illustrative)
    assert none.me.vp == 5


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


@pytest.mark.rule("ships-q-short-pool", "ships-action-gold")
def test_an_empty_pool_of_gold_closes_take_a_gold():
    state = arrange(players=[{"section_merchant": 2, "stock_merchant": 7}, {"gold": 2}])
    state.pool_gold = 0
    state.players[YELLOW].gold = 56  # (not a reachable bank: only to empty the pool for this check)
    state._legal = None
    refused(state, Act("take-gold", "merchant"), "ships-action-gold")


@pytest.mark.rule("ships-object", "ships-q-final-scoring")
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


@pytest.mark.rule("ships-place-level", "ships-place-intro")
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
    state.push(ChooseArea(1))
    state.push(ChooseSpace("miletus-1"))
    assert on(state, 5, "merchant") == [(RED, "galley")] and state.current_era() == "sailing"
    assert state.me.counters["galley"] == 5
    level = arrange(options=Options(counter_era="level"), players=red(section_merchant=2, stock_merchant=7),
                    track=track)
    level.push(Act("place-ship", "merchant"))
    level.push(ChooseLevel(5))
    assert level.pending.era == "sailing"
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
    own = arrange(players=[{"section_merchant": 2, "stock_merchant": 7}, {"area": 3}])
    assert own.area_choices(RED) == [1, 2]
    shared = arrange(options=Options(current_area="shared"),
                     players=[{"section_merchant": 2, "stock_merchant": 7}, {"area": 3}])
    assert shared.area_choices(RED) == [3, 4]
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
@pytest.mark.rule("ships-end", "ships-end-last-player", "ships-turn-order")
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
    assert payment("upgrade-ship", gold=2, stock_free=1, options=cost_only).outcome_dict()["payments"] == {"merchant": 1}
    closed = payment("upgrade-ship", gold=3)
    assert not closed.outcome_dict()["possible"] and "ships-action-undescribed" in closed.explanation.rule_ids
    assert closed.outcome_dict()["payments"] == {"merchant": 1} and closed.outcome_dict()["closed"] == "ships-action-undescribed"
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
    assert [lv["level"] for lv in ruling.outcome_dict()["levels"]] == [1, 2] and ruling.outcome_dict()["discs"] == ["warehouse",
                                                                                                       "bank"]
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
