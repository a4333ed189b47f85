"""Ships' disputed situations: every situation file of the book with its expected ruling, taken from the
source (phase one's cubes per era, the short stock and the rescue cube; upgrade's 1 or 3 gold; one card per
turn; where a ship may go; five counters on level eleven and equal turns), and the checker's questions."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesim.check import load_file, rule, situation, to_html, to_json
from rulesim.game import game

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = sorted((ROOT / "book" / "ships" / "situations").glob("*.toml"))


def project(question: str, o: dict):
    if question == "cubes":
        return (o["merchant"], o["free"], o["rescue"])
    if question == "payment":
        return (o["possible"], o["payments"])
    if question == "place":
        return ([x["level"] for x in o["levels"]], sorted(x["space"] for x in o["spaces"] if x["box"] == "merchant")[:3],
                sum(1 for x in o["spaces"] if x["box"] == "warship"))
    return (o["ends"], o["last_player"])


# file → (expected projection, the options whose other reading changes the ruling)
EXPECTED = {
    "01-galley-full-stock": ((2, 0, False), []),
    "02-short-stock-sailing": ((1, 1, False), []),
    "03-empty-stock-galley": ((0, 1, True), []),
    "04-steam-empty-pool": ((2, 1, False), []),
    "05-upgrade-example": ((True, {"merchant": 1, "free-stock": 3}), []),
    "06-upgrade-short-of-gold": ((False, {}), []),
    "07-second-card": ((False, {"merchant": 0, "free-section": 1}), []),
    "08-free-cube-from-stock": ((True, {"free-stock": 2}), []),
    "09-miletus": (([1], ["alexandria-1", "alexandria-2", "alexandria-3"], 0), []),
    "10-no-galleys-left": (([], [], 0), ["counter_era"]),
    "11-spice-one-cube": (([2, 3], ["antwerp-1", "antwerp-2", "antwerp-3"], 0), ["spice_cube"]),
    "12-warship-needs-food": (([3, 4], [], 10), []),  # the ten empty city spaces of areas 1 and 2
    "13-end-mid-round": ((False, "blue"), []),
    "14-end-last-player": ((True, "blue"), []),
    "15-end-four-counters": ((False, "red"), []),
}


def test_every_situation_is_expected():
    assert [p.stem for p in SITUATIONS] == sorted(EXPECTED) and len(SITUATIONS) >= 8
    assert {load_file(str(p)).question.id for p in SITUATIONS} == {q.id for q in game("ships").questions}


@pytest.mark.rule("ships-cubes-era", "ships-cubes-short", "ships-cubes-none", "ships-pay-example", "ships-end",
                  "ships-end-last-player", "ships-q-counter-era", "ships-q-spice-cube")
@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_each_situation_gets_its_expected_ruling(path):
    expected, alternatives = EXPECTED[path.stem]
    s = load_file(str(path))
    ruling = rule(s)
    assert project(s.question.id, ruling.outcome) == expected
    assert [a.option for a in ruling.alternatives] == alternatives
    for lang in ("es", "en"):
        data = to_json(ruling, lang)
        assert data["steps"] and all(step["rule_id"].startswith("ships-") for step in data["steps"])
        assert "<svg" in to_html(ruling, lang)
    assert ruling.verdict.render("es") != ruling.verdict.render("en")


def test_miletus_gives_oil_and_the_spice_box_seven_points():
    ruling = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "09-miletus.toml")))
    options = {o["space"]: o for o in ruling.outcome["spaces"]}
    assert options["miletus-1"]["goods"] == {"oil": 1} and options["miletus-2"]["goods"] == {"food": 2}
    assert options["alexandria-3"]["vp"] == 7 and options["alexandria-3"]["gold"] == 1
    assert "south-america-1" not in options and "lisbon-1" in options  # the current area or the next


def test_the_other_reading_of_the_counter_era_opens_the_sailing_era():
    ruling = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "10-no-galleys-left.toml")))
    alternative = ruling.alternatives[0]
    assert [lv["level"] for lv in alternative.answer.outcome["levels"]] == [5]
    assert "ships-place-counter" in ruling.explanation.rule_ids


@pytest.mark.parametrize("table,field", [
    ({"era": "steam", "stock_merchant": 30}, "cubes.stock_merchant"),
    ({"action": "fly"}, "payment.action"),
    ({"action": "take-gold", "gold": 3, "section_merchant": 1}, "payment.gold"),  # 3 gold in a bank of 2: the disc must be somewhere…
    ({"highest_level": 0, "counters": 3}, "place.counters"),
    ({"goods": {"food": 4}}, "place.goods"),
    ({"player": "green", "level_11": 5}, "end.player"),
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
