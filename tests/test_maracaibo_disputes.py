"""Maracaibo's disputed situations: every situation file of the book with its expected ruling, stated by
hand from the rules (as ``tests/test_check.py`` does for the other games), and the four questions.
"""

from __future__ import annotations

from pathlib import Path

import jsonschema
import pytest

from rulesim.check import RULING_SCHEMA, SituationError, load_file, rule, situation, to_json, to_text
from rulesim.game import game

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = sorted((ROOT / "book" / "maracaibo" / "situations").glob("*.toml"))


def project(question: str, o: dict):
    if question == "voyage":
        if o["legal"] is None:
            return [(d["location"], d["points"], d["village_actions"], d["must_stop"]) for d in o["destinations"]]
        return (o["legal"], o["end"], o["points"], o["village_actions"], o["rule"])
    if question == "main-action":
        return (sorted(o["open"]), o["village_actions"], o["allowed"], o["rule"])
    if question == "draw":
        return (o["limit"], o["draw"], o["cost"], o["affordable"], o["reshuffled"])
    return (o["home"], o["actions"], o["points"], o["scoring"], o["ends_round"])


# file → (expected outcome as projected above, options whose other reading changes the ruling)
EXPECTED = {
    # 4 to 6 points spent: two village actions (maracaibo-main-village)
    "01-long-way-round": ((True, "9", 4, 2, None), []),
    # all 7 points: three village actions
    "02-all-seven-points": ((True, "8", 7, 3, None), []),
    # location 10 carries the must-stop symbol on the illustrative map: the move ends there
    "03-past-the-stop": ((False, None, None, None, "maracaibo-nav-must-stop"), []),
    # sailing against the arrows is never allowed
    "04-no-sailing-back": ((False, None, None, None, "maracaibo-nav-no-backwards"), []),
    # from 17: village 19 for 1 point, or space 20, where every ship must stop
    "05-almost-home": ([("19", 1, 1, False), ("20", 2, 0, True)], []),
    # a village after 4 points (two actions), a mission and an assistant: three kinds open, only one taken
    "06-mission-or-villages": ((["assistant", "mission", "village"], 2, None, None), []),
    # space 20: no delivery; combat or explorer instead
    "07-deliver-on-the-way-home": ((["combat", "explore"], 0, False, "maracaibo-home-no-delivery"), []),
    # only one main action per turn, even where several are available
    "08-a-second-main-action": (([], 0, False, "maracaibo-main-only-one"), []),
    # two cards to draw; two face up cost 2 doubloons, and there is only 1
    "09-face-up-with-one-doubloon": ((4, 2, 2, False, False), []),
    # limit 6 with the upgrade: 4 to draw; the face-up card costs 1 unless one upgrade gives both
    "10-which-upgrade": ((6, 4, 1, False, False), ["upgrades"]),
    # the pile runs out after one card: the discard pile becomes the new pile
    "11-empty-pile": ((4, 3, 0, True, True), []),
    # 21a in round II: 3 victory points, then the intermediate scoring after phase C; the round ends
    "12-21a-in-round-two": ((True, ["home-points"], 3, "intermediate", True), ["home_reward"]),
    # in round IV the home spaces are 20, 21b and 22: 21a is not used
    "13-21a-in-round-four": ((False, [], 0, None, False), []),
    # space 20: a combat action or the explorer, never both; the round goes on
    "14-space-20": ((True, ["combat", "explore"], 0, None, False), []),
    # 22 is the last space of round IV: the final scoring
    "15-space-22": ((True, ["location"], 0, "final", True), []),
}


def test_at_least_eight_situations_each_with_its_expected_ruling():
    assert len(SITUATIONS) >= 8 and {p.stem for p in SITUATIONS} == set(EXPECTED)
    questions = {load_file(str(p)).question.id for p in SITUATIONS}
    assert questions == {q.id for q in game("maracaibo").questions}


@pytest.mark.rule("maracaibo-main-village", "maracaibo-nav-must-stop", "maracaibo-home-21", "maracaibo-draw-display")
@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_each_situation_gets_its_expected_ruling(path):
    expected, alternatives = EXPECTED[path.stem]
    s = load_file(str(path))
    ruling = rule(s)
    assert project(s.question.id, ruling.outcome) == expected
    assert [a.option for a in ruling.alternatives] == alternatives
    for lang in ("es", "en"):
        data = to_json(ruling, lang)
        jsonschema.validate(data, RULING_SCHEMA)
        assert data["steps"] and all(x["url"].endswith("#" + x["rule_id"]) for x in data["steps"])
        text = to_text(ruling, lang)
        for name in alternatives:  # the reading is said in words, never as the option's key
            assert f"{name} =" not in text and f"{name}=" not in text
    assert to_json(ruling, "es")["ruling"] != to_json(ruling, "en")["ruling"]


@pytest.mark.rule("maracaibo-nav-points")
def test_voyage_without_a_path_lists_every_destination():
    ruling = rule(situation("maracaibo", "voyage", {"start": "5", "round": 1}))
    got = [(d["location"], d["points"], d["village_actions"]) for d in ruling.outcome["destinations"]]
    assert got == [("6", 1, 1), ("7", 2, 1), ("8", 3, 1), ("9", 1, 1), ("9", 4, 2), ("10", 2, 1), ("10", 5, 2)]
    assert ruling.outcome["legal"] is None
    nothing = rule(situation("maracaibo", "voyage", {"start": "21a", "round": 1}))
    assert nothing.outcome["destinations"] == []


@pytest.mark.rule("maracaibo-q-home-reward")
def test_the_other_reading_of_the_home_points():
    s = situation("maracaibo", "home", {"space": "21b", "round": 4}, {"home_reward": "on-arrival"})
    ruling = rule(s)
    assert ruling.outcome["points"] == 3 and ruling.outcome["actions"] == []
    assert [a.option for a in ruling.alternatives] == ["home_reward"]


def test_impossible_situations_are_named():
    with pytest.raises(SituationError) as info:
        situation("maracaibo", "draw", {"hand": 5, "money": 2})
    assert info.value.field == "draw.hand"
    with pytest.raises(SituationError) as info:
        situation("maracaibo", "voyage", {"start": "5", "path": ["6", "nowhere"]})
    assert info.value.field == "voyage.path[1]"
    with pytest.raises(SituationError) as info:
        situation("maracaibo", "main-action", {"location": "H"})
    assert info.value.field == "main-action.location"
    # a hand of 5 with only the display upgrade: a hand the position cannot hold under the default reading
    ruling = rule(situation("maracaibo", "draw", {"hand": 5, "money": 2, "display_upgrade": True}))
    assert ruling.outcome["legal"] is False and [a.option for a in ruling.alternatives] == ["upgrades"]


def test_an_empty_path_lists_every_destination_too():
    """The checker's list control can be emptied: no path means every destination."""
    empty = rule(situation("maracaibo", "voyage", {"start": "17", "path": []}))
    assert empty.outcome == rule(situation("maracaibo", "voyage", {"start": "17"})).outcome
