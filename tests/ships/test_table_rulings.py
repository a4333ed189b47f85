"""Ships: rulings a table can trust (issue 26) — the full warehouse keeps the goods just taken, the readings the
source leaves open are options, an undescribed action is ruled with what is known, *Place ship* is played out
choice by choice, players are named one way, and every fact of a verdict is a field of its outcome.

Oracles come from the source text (``ships.es.txt``): counters are removed "to make room for the goods just
acquired"; the warehouse keeps three open spaces and the bank two at the start; food gives two counters;
upgrade costs a merchant cube and 1 gold or a free cube and 3 gold.
"""

from __future__ import annotations

import pytest
from conftest import refused
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from messages import values_of

from rulesim.position import InvalidPosition
from rulesim.ships import Act, ChooseArea, ChooseBox, ChooseSpace, Options, Phase, ReturnGood, Ships, State

RED = 0


def arrange(n: int = 2, options: Options | None = None, **kwargs) -> State:
    kwargs.setdefault("phase", Phase.ACTIONS)
    kwargs.setdefault("first", RED)
    kwargs.setdefault("display", list(range(1, 13)))
    screens = list(kwargs.pop("players", ()))
    kwargs["players"] = screens + [{}] * (n - len(screens))
    return State.arranged(Ships(n, options), **kwargs)


def food_into_a_full_warehouse(options: Options | None = None, held: dict[str, int] | None = None) -> State:
    """Red holds one food and two oil (a full warehouse of three) and takes two food at Miletus."""
    goods = held or {"food": 1, "oil": 2}
    state = arrange(options=options, players=[{"section_merchant": 2, "stock_merchant": 7, "goods": goods}])
    state.push(Act("place-ship", "merchant"))
    if state.phase == Phase.BOX:
        state.push(ChooseBox("merchant"))
    state.push(ChooseArea(1))
    state.push(ChooseSpace("miletus-2"))
    assert state.phase == Phase.OVERFLOW and state.me.goods_count == 5
    return state


# ------------------------------------------------------------------------------ 1. full warehouse
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


# ------------------------------------------------------------------------------ 4. an undescribed action
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


# ------------------------------------------------------------------------------ 2. readings as options
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
    sailing = [{"level": lv, "box": "merchant", "player": 1, "era": "galley" if lv <= 4 else "sailing"}
               for lv in range(1, 6)]
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


# ------------------------------------------------------------------------------ 5. place ship played out
def place_rule(**fields):
    from rulesim.check import rule, situation
    return rule(situation("ships", "place", {"players": 3, "stock_merchant": 8, **fields}))


@pytest.mark.rule("ships-place-trade", "ships-place-goods", "ships-place-industry")
def test_a_file_chooses_the_space_and_the_industry_counter_and_the_engine_plays_them():
    ruling = place_rule(space="miletus-1", industry=1, use_industry=True)
    played = ruling.outcome["played"]
    # one oil at Miletus, one more good for one industry counter, which goes to the action's box
    assert played["legal"] is True and played["goods"] == {"oil": 2} and played["industry"] is True
    assert played["box_holds"]["industry"] == 1 and played["box"] == "merchant" and played["level"] == 1
    assert "ships-place-industry" in ruling.explanation.rule_ids
    plain = place_rule(space="miletus-1", industry=1)
    assert plain.outcome["played"]["goods"] == {"oil": 1} and plain.outcome["played"]["industry"] is False


@pytest.mark.rule("ships-place-industry")
def test_the_industry_counters_of_the_stock_change_the_overview():
    with_one = {o["space"]: o for o in place_rule(industry=1).outcome["spaces"]}
    without = {o["space"]: o for o in place_rule(industry=0).outcome["spaces"]}
    assert with_one["miletus-1"]["industry"] == 1 and without["miletus-1"]["industry"] == 0
    assert with_one["alexandria-3"]["industry"] == 0  # spice: no industry counter with it
    refused = place_rule(space="miletus-1", industry=0, use_industry=True).outcome["played"]
    assert refused["legal"] is False and refused["rule"] == "ships-place-industry"


@pytest.mark.rule("ships-place-spice", "ships-place-south-america")
def test_no_industry_counter_with_spice_or_south_americas_gold():
    spice = place_rule(space="alexandria-3", industry=1, use_industry=True)
    assert spice.outcome["played"]["rule"] == "ships-place-spice" and spice.outcome["possible"] is False
    assert spice.verdict.template.startswith("No se puede")  # a refusal, with its reason
    gold = place_rule(space="south-america-1", industry=1, use_industry=True, area=5, others_area=5)
    assert gold.outcome["played"]["rule"] == "ships-place-south-america"


@pytest.mark.rule("ships-place-warship", "ships-place-disc", "ships-place-city")
def test_a_warship_takes_the_disc_the_file_chooses():
    ruling = place_rule(space="miletus-c1", goods={"food": 1}, disc="bank")
    played = ruling.outcome["played"]
    assert played["legal"] and played["box"] == "warship" and played["disc"] == "bank" and played["gold"] == 1
    from rulesim.check import SituationError
    with pytest.raises(SituationError) as info:
        place_rule(space="miletus-c1", goods={"food": 1})  # both stores hold discs: which one?
    assert info.value.field == "place.disc"
    with pytest.raises(SituationError) as info:
        place_rule(space="miletus-1", disc="bank")  # a merchant takes no disc
    assert info.value.field == "place.disc"
    with pytest.raises(SituationError) as info:
        place_rule(disc="bank")  # a choice without the space
    assert info.value.field == "place.disc"
    no_food = place_rule(space="miletus-c1", disc="bank").outcome["played"]
    assert no_food["legal"] is False and no_food["rule"] == "ships-place-warship"


@pytest.mark.rule("ships-place-trade")
def test_a_space_already_taken_is_ruled_illegal_not_refused_as_a_file():
    ruling = place_rule(space="miletus-2", taken=["miletus-2"])
    assert ruling.outcome["played"] == {**ruling.outcome["played"], "legal": False, "rule": "ships-place-trade"}
    assert ruling.outcome["possible"] is False


@pytest.mark.rule("ships-place-warehouse", "ships-q-full-warehouse")
def test_goods_taken_into_a_full_warehouse_can_be_asked():
    asked = place_rule(space="miletus-2", goods={"oil": 2, "wine": 1})  # two food into a full warehouse of three
    played = asked.outcome["played"]
    assert played["legal"] and played["goods"] == {"food": 2} and played["to_return"] == 2
    assert sorted(played["may_return"]) == ["oil", "wine"]  # the food just taken stays
    sent = place_rule(space="miletus-2", goods={"oil": 2, "wine": 1}, return_goods=["oil", "wine"])
    assert sent.outcome["played"]["to_return"] == 0 and sent.outcome["played"]["returned"] == {"oil": 1, "wine": 1}
    new = place_rule(space="miletus-2", goods={"oil": 2, "wine": 1}, return_goods=["food"])
    assert new.outcome["played"]["legal"] is False and new.outcome["played"]["rule"] == "ships-place-warehouse"


@pytest.mark.rule("ships-actions-repeat")
def test_the_ruling_says_what_the_action_box_already_holds():
    ruling = place_rule(in_box={"merchant": 2, "industry": 1})
    assert ruling.outcome["in_box"] == {"merchant": 2, "free": 0, "industry": 1}
    assert "ships-actions-repeat" in ruling.explanation.rule_ids


# ------------------------------------------------------------------------------ 6. one way to name players
def ruling_of(question: str, **fields):
    from rulesim.check import rule, situation
    return rule(situation("ships", question, fields))


@pytest.mark.rule("ships-setup-first", "ships-setup-food", "ships-turn-order", "ships-end-last-player")
@pytest.mark.parametrize("question,fields", [
    ("setup", {"players": 4}),
    ("tidy", {"players": 3, "section_free": 1}),
    ("end", {"players": 3, "level_11": 5}),
])
def test_a_player_named_by_seat_or_by_colour_gets_the_same_ruling_in_colour(question, fields):
    # red first: the third seat is blue (clockwise, in the order of the colours)
    by_seat = ruling_of(question, first="red", seat=3, **fields)
    by_colour = ruling_of(question, first="red", player="blue", **fields)
    assert by_seat.outcome == by_colour.outcome
    assert by_seat.verdict == by_colour.verdict
    if question == "setup":
        assert by_seat.outcome["player"] == "blue" and by_seat.outcome["seat"] == 3
        assert values_of(by_seat.verdict)["player"] == {"colour": "azul"}
        assert by_seat.outcome["food"] == 1  # the third player of four starts with a food counter
    later = ruling_of(question, first="yellow", seat=3, **{**fields, "players": 4})
    assert later.outcome == ruling_of(question, first="yellow", player="green", **{**fields, "players": 4}).outcome


@pytest.mark.parametrize("question", ["setup", "tidy", "end"])
def test_a_seat_and_a_colour_that_disagree_or_a_missing_player_are_refused_naming_the_field(question):
    from rulesim.check import SituationError
    extra = {"level_11": 5} if question == "end" else {}
    with pytest.raises(SituationError) as info:
        ruling_of(question, players=3, first="red", seat=2, player="blue", **extra)
    assert info.value.field == f"{question}.seat"
    with pytest.raises(SituationError) as info:
        ruling_of(question, players=3, first="red", **extra)
    assert info.value.field == f"{question}.player"
    with pytest.raises(SituationError) as info:
        ruling_of(question, players=3, seat=4, **extra)
    assert info.value.field == f"{question}.seat"


# ------------------------------------------------------------------------------ 7. the verdict's facts
def _flat(value, out: set) -> set:
    """Every value and every key of an outcome, as text (numbers as digits)."""
    if isinstance(value, dict):
        for k, v in value.items():
            out.add(str(k))
            _flat(v, out)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _flat(v, out)
    elif value is not None and not isinstance(value, bool):
        out.add(str(value))
    return out


def _vocabulary(lang: str, question: str) -> dict[str, str]:
    """The names a Ships verdict may say, each with the value an outcome gives it (the ways of paying only in
    the question about paying: elsewhere a merchant cube is a piece, not a payment)."""
    from rulesim.ships.components import (
        ACTION_NAMES,
        COLOUR_NAMES,
        DEFAULT_BOARD,
        GOOD_NAMES,
        PAYMENT_NAMES,
        PAYMENT_SHORT,
        SHIP_BOX_NAMES,
        describe_space,
    )
    words = {describe_space(s).render(lang): s for s in [*DEFAULT_BOARD.trade_boxes, *DEFAULT_BOARD.city_spaces]}
    payments = (PAYMENT_NAMES, PAYMENT_SHORT) if question == "payment" else ()
    for table in (COLOUR_NAMES, GOOD_NAMES, ACTION_NAMES, SHIP_BOX_NAMES, *payments):
        words.update({name.render(lang): str(getattr(key, "value", key)) for key, name in table.items()})
    return words


def _ships_rulings():
    from pathlib import Path

    from rulesim.check import load_file, rule, situation
    from rulesim.ships.questions import QUESTIONS
    for path in sorted(Path("book/ships/situations").glob("*.toml")):
        yield path.name, rule(load_file(path))
    for question in QUESTIONS:
        yield question.id, rule(situation("ships", question.id, question.example()))
    yield "place-played", place_rule(space="miletus-2", goods={"oil": 2, "wine": 1})
    yield "place-refused", place_rule(space="miletus-2", taken=["miletus-2"])
    yield "tidy-unused", ruling_of("tidy", players=3, player="yellow", section_merchant=1, section_free=1)


def test_every_number_and_name_in_a_ships_verdict_is_a_field_of_its_outcome():
    import re
    for lang in ("es", "en"):
        for name, ruling in _ships_rulings():
            vocabulary = _vocabulary(lang, ruling.situation.question.id)
            facts = _flat(ruling.outcome, set())
            text = ruling.verdict.render(lang)
            for words in sorted(vocabulary, key=len, reverse=True):  # the longest names first (a space names a good)
                if re.search(r"(?<!\w)" + re.escape(words) + r"(?!\w)", text):
                    assert vocabulary[words] in facts, (name, lang, words, text, ruling.outcome)
                    text = text.replace(words, " ")
            for number in re.findall(r"\d+", text):
                assert number in facts, (name, lang, number, text, ruling.outcome)


# ------------------------------------------------------------------------------ the new fields, fuzzed
_ANY = st.one_of(st.none(), st.booleans(), st.integers(-3, 14), st.text(max_size=12),
                 st.sampled_from(["miletus-1", "miletus-2", "miletus-c1", "alexandria-3", "south-america-1",
                                  "lisbon-1", "merchant", "warship", "bank", "warehouse", "oil", "food"]),
                 st.lists(st.sampled_from(["oil", "food", "wine", "metal", "spice", 3]), max_size=4),
                 st.dictionaries(st.sampled_from(["merchant", "free", "industry", "gold"]), st.integers(-1, 25),
                                 max_size=3))
_NEW = ["space", "level", "box", "disc", "use_industry", "return_goods", "in_box", "industry", "player", "seat"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(question=st.sampled_from(["place", "setup", "tidy", "end"]),
       values=st.dictionaries(st.sampled_from(_NEW), _ANY, max_size=5),
       goods=st.sampled_from([{}, {"food": 1}, {"oil": 2, "wine": 1}]))
def test_the_new_fields_give_a_ruling_or_a_refusal_naming_a_field_never_a_traceback(question, values, goods):
    from rulesim.check import SituationError, rule, situation
    base = {"place": {"players": 3, "goods": goods}, "setup": {"players": 3}, "tidy": {"players": 3},
            "end": {"players": 3, "level_11": 5}}[question]
    try:
        ruling = rule(situation("ships", question, {**base, **values}))
    except SituationError as error:
        assert error.field.startswith(question), error.field
        assert error.text("es") and error.text("en")
        return
    assert ruling.verdict.render("es") and ruling.verdict.render("en")
    played = ruling.outcome.get("played")
    if played is not None and not played["legal"]:
        assert played["rule"] and ruling.verdict.template.startswith("No se puede")


def test_a_refused_new_field_exits_2_naming_it(tmp_path):
    from rulesim.cli import main
    path = tmp_path / "s.toml"
    path.write_text('game = "ships"\nquestion = "place"\n\n[place]\ndisc = "bank"\n', encoding="utf-8")
    assert main(["check", str(path)]) == 2
