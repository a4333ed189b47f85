"""Ships' dispute questions: the book's situation files ask every one of them (each file states its expected
ruling, taken from the source, in its ``[expected]`` table: tests/shared/test_situations_rule_as_stated.py), and
the checker's questions put to hand-made cases."""

from __future__ import annotations

from pathlib import Path

import pytest
from messages import values_of

from rulesim.check import load_file, rule, situation
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
