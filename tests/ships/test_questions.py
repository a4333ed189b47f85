"""Ships' disputed situations: every situation file of the book with its expected ruling, taken from the
source (phase one's cubes per era, the short stock and the rescue cube; upgrade's 1 or 3 gold; one card per
turn; where a ship may go; five counters on level eleven and equal turns), and the checker's questions."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesim.check import load_file, rule, situation, to_html, to_json
from rulesim.game import game

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book" / "ships" / "situations").glob("*.toml"))


def project(question: str, o: dict):
    if question == "now":  # who decides, the legal moves as a file writes them, the move asked about
        return (o["player"], [m["move"] for m in o["moves"]], o["asked_legal"], o["refusal_rule"])
    if question == "cubes":
        return (o["merchant"], o["free"], o["rescue"])
    if question == "payment":
        return (o["possible"], o["payments"], o["points"])
    if question == "setup":
        return (o["stock_merchant"], o["pool_merchant"], o["stock_free"], o["warehouse_open"], o["bank_open"], o["vp"],
                o["food"], o["player"], o["seat"])
    if question == "tidy":
        return (o["returned"], o["stock_free"], o["boxes_merchant"], o["next_player"])
    if question == "place" and o["played"] is not None:  # a placement the file chose, played out
        p = o["played"]
        return ("played", p["legal"], p["level"], p["box"], p["goods"], p["gold"], p["vp"], p["industry"],
                p["to_return"], sorted(p["may_return"]))
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
    "05-upgrade-example": ((True, {"merchant": 1, "free-stock": 3}, {"merchant": 0, "free-stock": 1}),
                           ["gold_points"]),
    "06-upgrade-short-of-gold": ((False, {}, {}), []),
    "07-second-card": ((False, {"merchant": 0, "free-section": 1}, {}), []),
    "08-free-cube-from-stock": ((True, {"free-stock": 2}, {"free-stock": 1}), ["gold_points"]),
    "09-miletus": (([1], ["alexandria-1", "alexandria-2", "alexandria-3"], 0), []),
    "10-no-galleys-left": (([], [], 0), ["counter_era"]),
    "11-spice-one-cube": (([2, 3], ["antwerp-1", "antwerp-2", "antwerp-3"], 0), ["spice_cube", "level_points"]),
    "12-warship-needs-food": (([3, 4], [], 10), ["level_points"]),  # the ten empty city spaces of areas 1 and 2
    "13-end-mid-round": ((False, "blue"), []),
    "14-end-last-player": ((True, "blue"), []),
    "15-end-four-counters": ((False, "red"), []),
    # setup: nine merchant cubes in the stock (the other 11 in the pool), two free cubes, three warehouse and two
    # bank spaces open, the marker on 5; food only for the third and fourth players of a three- or four-player game
    # (red first, the seats clockwise in the order of the colours: the player is named by colour)
    "16-setup-third-of-four": ((9, 11, 2, 3, 2, 5, 1, "blue", 3), []),
    "17-setup-second-of-three": ((9, 11, 2, 3, 2, 5, 0, "yellow", 2), []),
    "18-setup-two-players": ((9, 11, 2, 3, 2, 5, 0, "yellow", 2), []),
    # tidy-up: free cubes in the action boxes back to the pool, unused free cubes into the stock, merchant cubes stay
    # in the boxes; the next player clockwise, and after the last one of the round the first player again
    "19-tidy-free-cubes": ((1, 1, 2, "blue"), []),
    "20-tidy-last-of-round": ((2, 0, 0, "red"), ["unused_merchant"]),
    # every two gold returned to the pool: one point (paying gold is returning it: the site's reading)
    "21-gold-pays-a-point": ((True, {"merchant": 0, "free-stock": 2}, {"merchant": 0, "free-stock": 1}),
                             ["gold_points"]),
    "22-upgrade-gold-points": ((True, {"merchant": 1, "free-stock": 3}, {"merchant": 1, "free-stock": 2}),
                               ["gold_points"]),
    "23-area-entry": (([1, 2], ["alexandria-1", "alexandria-2", "alexandria-3"], 0), ["area_entry", "level_points"]),
    # the source's upgrade example under the site's readings: its payments are known (1 or 3 gold), what the
    # action does is not, so it is not offered
    "24-upgrade-example-default-reading": ((False, {"merchant": 1, "free-stock": 3}, {}), []),
    # two food (food gives two counters) into a full warehouse of three: room is made for them, so two of the
    # oil and wine held before go back
    "25-food-into-a-full-warehouse": (("played", True, 1, "merchant", {"food": 2}, 0, 0, False, 2, ["oil", "wine"]),
                                      ["full_warehouse"]),
    # a warship spends a food and takes the leftmost disc of the store chosen; Miletus's city space gives one gold
    # (an illustrative benefit)
    "26-warship-disc-from-the-bank": (("played", True, 1, "warship", {}, 1, 0, False, 0, []), []),
    # one oil at Miletus, and one more for an industry counter
    "27-industry-counter-at-miletus": (("played", True, 1, "merchant", {"oil": 2}, 0, 0, True, 0, []), []),
    # yellow first, four players: green is the third seat, which starts with a food counter
    "28-setup-by-colour": ((9, 11, 2, 3, 2, 5, 1, "green", 3), []),
    # what may I do now? phase one comes first: only the cubes, two merchant cubes from the stock to the section
    "29-now-phase-one-first": ((1, ["TakeCubes"], False, "ships-turn-phases"), []),
}


def test_every_situation_is_expected():
    assert [p.stem for p in SITUATIONS] == sorted(EXPECTED) and len(SITUATIONS) >= 8
    assert {load_file(str(p)).question.id for p in SITUATIONS} == {q.id for q in game("ships").questions}


@pytest.mark.rule("ships-cubes-era", "ships-cubes-short", "ships-cubes-none", "ships-pay-example", "ships-end",
                  "ships-end-last-player", "ships-q-spice-cube", "ships-setup-cubes", "ships-setup-free",
                  "ships-setup-discs", "ships-setup-vp", "ships-setup-food", "ships-tidy-free", "ships-tidy-unused",
                  "ships-actions-cubes-stay", "ships-turn-order", "ships-vp-gold", "ships-vp-area",
                  "ships-q-unused-merchant")
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
    assert [lv["level"] for lv in alternative.answer.outcome_dict()["levels"]] == [5]
    assert "ships-place-counter" in ruling.explanation.rule_ids


@pytest.mark.parametrize("table,field", [
    ({"era": "steam", "stock_merchant": 30}, "cubes.stock_merchant"),
    ({"action": "fly"}, "payment.action"),
    ({"action": "take-gold", "gold": 3, "section_merchant": 1}, "payment.gold"),  # 3 gold in a bank of 2: the disc must be somewhere…
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
    assert "a tu stock: 1 cubo libre." in spare.verdict.render("es")
    assert "to your stock: 1 free cube." in spare.verdict.render("en")
    merchant = rule(load_file(str(ROOT / "book" / "ships" / "situations" / "20-tidy-last-of-round.toml")))
    assert merchant.outcome["stock_merchant"] == 9 and merchant.outcome["section_merchant"] == 0
    assert "Tu cubo de comerciante sin usar vuelve al stock." in merchant.verdict.render("es")
    assert "Your unused merchant cube goes back to the stock." in merchant.verdict.render("en")
    stays = next(a for a in merchant.alternatives if a.option == "unused_merchant")
    assert "Tu cubo de comerciante sin usar se queda en la sección." in stays.answer.verdict.render("es")


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
