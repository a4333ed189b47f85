"""Ships' dispute questions: the book's situation files ask every one of them (each file states its expected
ruling, taken from the source, in its ``[expected]`` table: tests/shared/test_situations_rule_as_stated.py), and
the checker's questions put to hand-made cases: *Place ship* played out choice by choice from a file, players
named one way (by colour, a seat agreeing with it), every number and name of a verdict a field of its outcome,
and the newer fields fuzzed (a ruling or a refusal naming a field, never a traceback; exit code 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from messages import values_of

from rulesim.check import SituationError, load_file, rule, situation
from rulesim.game import game

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book" / "ships" / "situations").glob("*.toml"))


def test_the_situations_ask_every_question_of_the_game():
    # each file's own expected ruling: tests/shared/test_situations_rule_as_stated.py
    assert len(SITUATIONS) >= 8
    assert {load_file(str(p)).question.id for p in SITUATIONS} == {q.id for q in game("ships").questions}


def test_miletus_gives_oil_and_the_spice_box_seven_points():
    ruling = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "09-miletus.toml")))
    options = {o["space"]: o for o in ruling.outcome["spaces"]}
    assert options["miletus-1"]["goods"] == {"oil": 1} and options["miletus-2"]["goods"] == {"food": 2}
    assert options["alexandria-3"]["vp"] == 7 and options["alexandria-3"]["gold"] == 1
    assert "south-america-1" not in options and "lisbon-1" in options  # the current area or the next


def test_the_other_reading_of_the_counter_era_opens_the_sailing_era():
    ruling = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "10-no-galleys-left.toml")))
    alternative = ruling.alternatives[0]
    assert [lv["level"] for lv in alternative.answer.outcome_dict()["levels"]] == [5]
    assert "ships-place-counter" in ruling.explanation.rule_ids


@pytest.mark.parametrize("table,field", [
    ({"era": "steam", "stock_merchant": 30}, "cubes.stock_merchant"),
    ({"action": "fly"}, "payment.action"),
    # 3 gold in a bank of 2: the disc must be somewhere…
    ({"action": "take-gold", "gold": 3, "section_merchant": 1}, "payment.gold"),
    ({"highest_level": 0, "counters": 3}, "place.counters"),
    ({"goods": {"food": 4}}, "place.goods"),
    ({"player": "green", "level_11": 5}, "end.player"),
    ({"players": 3, "seat": 4}, "setup.seat"),
    ({"players": 2, "player": "blue"}, "tidy.player"),
    ({"players": 4, "player": "red", "boxes_free": 19, "stock_free": 5}, "tidy.boxes_free"),  # 24 + 6 > 25 free cubes
    ({"own_in_area": 2}, "place.own_in_area"),  # an empty track: no ship of yours has brought a cube yet
    ({"highest_level": 1, "counters": 4, "own_in_area": 3}, "place.own_in_area"),  # two galleys, three cubes
    ({"action": "take-gold", "gold_returned": 57}, "payment.gold_returned"),
])
def test_impossible_situations_name_their_field(table, field):
    from rulesim.questions import SituationError
    question = field.split(".")[0]
    if field == "payment.gold":
        s = situation("ships", question, table)  # …and it is: on a city space, brought by a warship
        assert rule(s).outcome["possible"]
        return
    with pytest.raises(SituationError) as error:
        situation("ships", question, table)
    assert error.value.field == field
    assert error.value.text("es") != error.value.text("en")


def test_the_area_entered_scores_the_cubes_left_behind():
    """Source: points for the cubes and discs in an area when you first enter a new one (the amount is the site's
    reading: one per piece in the Mediterranean); the spaces of the current area score nothing for entering."""
    ruling = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "23-area-entry.toml")))
    spaces = {o["space"]: o["vp"] for o in ruling.outcome["spaces"]}
    assert spaces["lisbon-1"] == 3 and spaces["tyre-1"] == 0 and spaces["alexandria-3"] == 7
    assert "ships-vp-area" in ruling.explanation.rule_ids
    other = next(a for a in ruling.alternatives if a.option == "area_entry")
    assert {o["space"]: o["vp"] for o in other.answer.outcome_dict()["spaces"]}["lisbon-1"] == 0


def test_setup_food_goes_to_the_third_and_fourth_seats_only():
    """Source: with three or four players, the third and fourth players start with one food counter."""
    food = {(n, seat): rule(situation("ships", "setup", {"players": n, "seat": seat})).outcome["food"]
            for n in (2, 3, 4) for seat in range(1, n + 1)}
    assert food == {(2, 1): 0, (2, 2): 0, (3, 1): 0, (3, 2): 0, (3, 3): 1, (4, 1): 0, (4, 2): 0, (4, 3): 1, (4, 4): 1}


# Mechanical rules paragraphs of the Ships book that no question names, each with the reason.
NOT_ASKED: dict[str, str] = {}


def test_every_mechanical_rules_paragraph_can_be_put_to_the_checker():
    """Every label of the Ships book that is a mechanical rule (not an open question ``ships-q-*``, not components
    or pure text) is in some question's ``rules``, or listed in NOT_ASKED with a reason."""
    import re

    from rulesim.rules import REGISTRY
    labels = {m for page in (ROOT / "book" / "ships").glob("*.md")
              for m in re.findall(r"^\((ships-[a-z0-9-]+)\)=", page.read_text(encoding="utf-8"), re.M)}
    mechanical = {r for r in labels if not r.startswith("ships-q-") and REGISTRY[r].mechanical}
    asked = {r for q in game("ships").questions for r in q.rules}
    assert mechanical - asked - set(NOT_ASKED) == set()
    assert not set(NOT_ASKED) & asked  # an exception that a question reaches is no longer an exception
    assert len(mechanical) > 50


@pytest.mark.rule("ships-tidy-unused", "ships-q-unused-merchant", "ships-tidy-free")
def test_the_tidy_ruling_says_what_goes_to_the_stock():
    """Source: the free cubes spent go back to the pool, the unused ones to the stock; (reading "stock") an unused
    merchant cube goes back to the stock too.  The ruling's sentence says so (it used to count the stock after
    tidying up against itself: "to your stock: 0 free cubes", and never mentioned the merchant cube)."""
    spare = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "19-tidy-free-cubes.toml")))
    assert spare.outcome["stock_free"] == 1
    assert values_of(spare.verdict)["kept"] == {"n": 1}  # "to your stock: 1 free cube"
    assert not spare.verdict.params["merchant"].template  # no merchant cube to speak of
    merchant = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "20-tidy-last-of-round.toml")))
    assert merchant.outcome["stock_merchant"] == 9 and merchant.outcome["section_merchant"] == 0
    assert values_of(merchant.verdict)["merchant"] == {"n": 1}
    assert "vuelve al stock" in merchant.verdict.params["merchant"].template
    stays = next(a for a in merchant.alternatives if a.option == "unused_merchant")
    assert "se queda en la sección" in stays.answer.verdict.params["merchant"].template


AREA_5 = ["south-america-1", "south-america-2", "caribbean-1", "caribbean-2", "caribbean-3", "boston-1", "boston-2",
          "boston-3", "veracruz-1", "veracruz-2"]


@pytest.mark.rule("ships-place-level", "ships-place-trade", "ships-place-goods", "ships-vp-new-level")
@pytest.mark.parametrize("track,levels", [({}, [{"level": 1, "vp": 0}]),
                                          ({"highest_level": 1, "counters": 5},
                                           [{"level": 1, "vp": 0}, {"level": 2, "vp": 1}])])
def test_a_ship_whose_every_decision_after_the_level_is_forced_still_says_what_it_gets(track, levels):
    """Red in the last area, without food (so the merchant box), with a single free trade box there (a metal one):
    after the level nothing is left to choose.  The ruling still names that box and the metal it gives (one good,
    ``ships-place-goods``), and each level with the points of the first ship there alone (it used to fail with an
    AttributeError when the level was forced too, and to count nothing for the box when it was not)."""
    ruling = rule(situation("ships", "place", {"players": 3, "area": 5, "taken": AREA_5[:-1], **track}))
    assert {k: ruling.outcome[k] for k in ("possible", "levels", "discs", "spaces")} == {
        "possible": True, "levels": levels, "discs": [], "spaces": [
            {"box": "merchant", "space": "veracruz-2", "vp": 0, "gold": 0, "goods": {"metal": 1}, "industry": 0}]}
    assert ruling.outcome["counts"] == {"merchant": 1, "warship": 0}
    assert "ships-place-trade" in ruling.explanation.rule_ids


# ------------------------------------------------------------------------------ Place ship, played out in a file
def place_rule(**fields):
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


# ------------------------------------------------------------------------------ one way to name players
def ruling_of(question: str, **fields):
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


# ------------------------------------------------------------------------------ the verdict's facts
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
    from rulesim.ships.questions import QUESTIONS
    for path in SITUATIONS:
        yield path.name, rule(load_file(str(path)))
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
