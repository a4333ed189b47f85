"""Ships: properties over random legal play (Hypothesis), with oracles counted here, not by the engine.

- no cube, disc, ship counter, good, card or coin is created or lost (the box's numbers, from the
  source's component list: 20 merchant cubes and 17 discs per player, 25 free cubes, 56 gold…);
- the action section never holds more cubes than the era gives (2, 2 + 1, 2 + 2; one free cube when
  none could be taken);
- every game ends, and with every player having had the same number of turns;
- a seed and its moves replay the same game; every position saves and loads back;
- a refused move leaves the position exactly as it was.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesim.errors import IllegalMoveError
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
    RecoverBox,
    ReturnGood,
    Ships,
    State,
    TakeCubes,
    UseIndustry,
)
from rulesim.ships.players import GreedyPlayer, RandomPlayer

BOX = {"merchant cubes": 20, "city discs": 17, "free cubes": 25, "gold": 56, "industry": 30, "navigation": 20,
       "food": 14, "oil": 8, "metal": 8, "wine": 10, "cloth": 20, "counters per era": 6, "cards": 55}
SECTION = {"galley": (2, 0), "sailing": (2, 1), "steam": (2, 2)}  # ships-cubes-era

OPTION_VALUES = st.fixed_dictionaries({
    "counter_era": st.sampled_from(["current", "level"]),
    "level_points": st.sampled_from(["every-level", "new-era"]),
    "area_entry": st.sampled_from(["left-area", "none"]),
    "current_area": st.sampled_from(["player", "shared"]),
    "gold_points": st.sampled_from(["payments", "none"]),
    "bank_full": st.sampled_from(["stays", "returned"]),
    "recover": st.sampled_from(["all", "one-box"]),
    "unused_merchant": st.sampled_from(["stock", "stay"]),
    "spice_cube": st.sampled_from(["needs-two", "no-reward"]),
    "undescribed": st.sampled_from(["closed", "cost-only"]),
    "round_limit": st.sampled_from([6, 12, 40]),
    "full_warehouse": st.sampled_from(["keep-new", "any"]),
    "bank_space": st.sampled_from(["one-coin", "no-limit"]),
    "card_from": st.sampled_from(["display", "era-deck"]),
})


def count(state: State) -> dict[str, int]:
    """Every piece of the game, wherever it is, counted from the position's parts."""
    n = state.game.players
    c: dict[str, int] = {}
    for p, pl in enumerate(state.players):
        on_trade = sum(1 for o in state.trade.values() if o == p)
        c[f"merchant cubes {p}"] = (pl.stock_merchant + pl.section_merchant + pl.pool_merchant + pl.spice + on_trade
                                    + sum(b.merchant for b in pl.boxes.values()))
        in_hand = 1 if state.pending and state.pending.store and not state.pending.space and p == state.player else 0
        c[f"city discs {p}"] = (pl.warehouse_discs + pl.bank_discs + 1 + in_hand
                                + sum(1 for o in state.cities.values() if o == p))
        for era in ("galley", "sailing", "steam"):
            placed = sum(1 for counter in state.track if counter.player == p and counter.era == era)
            c[f"{era} counters {p}"] = pl.counters[era] + placed
    c["free cubes"] = state.pool_free + sum(pl.stock_free + pl.section_free + sum(b.free for b in pl.boxes.values())
                                            for pl in state.players)
    c["gold"] = state.pool_gold + sum(pl.gold for pl in state.players)
    c["industry"] = state.pool_industry + sum(pl.industry + sum(b.industry for b in pl.boxes.values())
                                              for pl in state.players)
    c["navigation"] = state.pool_navigation + sum(pl.navigation for pl in state.players)
    for good in ("food", "oil", "metal", "wine", "cloth"):
        c[good] = state.pool_goods[good] + sum(pl.goods[good] for pl in state.players)
    c["cards"] = len(state.display) + sum(len(pl.cards) for pl in state.players) + sum(
        len(d) for d in state.decks.values())
    assert n == len(state.players)
    return c


def expected(players: int) -> dict[str, int]:
    c = {}
    for p in range(players):
        c[f"merchant cubes {p}"] = BOX["merchant cubes"]
        c[f"city discs {p}"] = BOX["city discs"]
        for era in ("galley", "sailing", "steam"):
            c[f"{era} counters {p}"] = BOX["counters per era"]
    for key in ("free cubes", "gold", "industry", "navigation", "food", "oil", "metal", "wine", "cloth", "cards"):
        c[key] = BOX[key]
    return c


def check_invariants(state: State) -> None:
    assert count(state) == expected(state.game.players)
    merchant_max, free_max = SECTION[state.current_era()]
    for pl in state.players:
        assert pl.section_merchant <= merchant_max
        assert pl.section_merchant + pl.section_free <= max(merchant_max + free_max, 1)
        assert pl.goods_count <= pl.warehouse_capacity or state.phase == "overflow"
        # one coin per open bank space, unless the other reading of ships-q-bank-space lifts the limit
        assert pl.gold <= pl.bank_capacity or state.game.options.bank_space == "no-limit"
    assert all(v >= 0 for v in (state.pool_free, state.pool_gold, state.pool_industry, state.pool_navigation))


@pytest.mark.rule("ships-cubes-era", "ships-end", "ships-q-stall")
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**6), options=OPTION_VALUES,
       greedy=st.lists(st.booleans(), min_size=4, max_size=4), rnd=st.randoms(use_true_random=False))
def test_random_games_keep_every_piece_and_end_with_equal_turns(players, seed, options, greedy, rnd):
    game = Ships(players, Options(**options))
    state = game.new_state(seed)
    bots = [GreedyPlayer(seed + p) if greedy[p] else RandomPlayer(seed + p) for p in range(players)]
    check_invariants(state)
    moves = 0
    while not state.is_over():
        state.push(bots[state.player].choose(state))
        check_invariants(state)
        moves += 1
        assert moves < 20_000
        if rnd.random() < 0.02:
            assert State.from_json(state.to_json()) == state
    assert len({pl.turns for pl in state.players}) == 1
    assert state.end_reason in ("track", "stalled", "limit")
    if state.end_reason == "track":
        assert state.counters_on(11) >= 5
    assert game.replay(seed, state.history) == state


def candidates(state: State, rnd: random.Random) -> list:
    """Moves of every kind, most of them illegal here."""
    return [TakeCubes(), EndTurn(), Act(rnd.choice(["place-ship", "upgrade-ship", "take-card", "x"]),
                                        rnd.choice(["merchant", "free-section", "free-stock", "?"])),
            ChooseLevel(rnd.randint(0, 12)), ChooseBox(rnd.choice(["merchant", "warship", "x"])),
            ChooseDisc(rnd.choice(["warehouse", "bank", "x"])), ChooseArea(rnd.randint(0, 6)),
            ChooseSpace(rnd.choice(["miletus-1", "alexandria-3", "tyre-c1", "south-america-1", "nowhere"])),
            UseIndustry(rnd.random() < 0.5), ReturnGood(rnd.choice(["food", "oil", "spice"])),
            ChooseCard(rnd.randint(0, 56)), RecoverBox(rnd.choice(["take-gold", "place-ship", "x"]))]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rnd=st.randoms(use_true_random=False))
def test_a_refused_move_changes_nothing_and_a_listed_one_is_accepted(seed, rnd):
    state = Ships(3).new_state(seed)
    bot = GreedyPlayer(seed)
    for _ in range(100):
        if state.is_over():
            break
        legal = state.legal_moves()
        before = state.to_dict()  # a refusal leaves the position as it was (checked after each)
        for move in candidates(state, rnd):
            if move in legal:
                assert state.is_legal(move)
                continue
            with pytest.raises(IllegalMoveError) as error:
                state.push(move)
            assert error.value.rule_id.startswith("ships-")
            assert state.to_dict() == before
        state.push(bot.choose(state) if rnd.random() < 0.6 else rnd.choice(legal))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]))
def test_replay_from_seed_and_moves(seed, players):
    game = Ships(players)
    state = game.new_state(seed)
    bots = [RandomPlayer(seed * 7 + p) for p in range(players)]
    for _ in range(300):
        if state.is_over():
            break
        state.push(bots[state.player].choose(state))
    again = game.replay(seed, state.history)
    assert again == state and again.first == state.first
    assert State.from_json(state.to_json()) == state
