"""Every situation of the book rules as its file states: each ``book/<game>/situations/*.toml`` carries its answer
in an ``[expected]`` table (facts of the outcome, stated by hand from the rules, and the options whose other reading
changes the ruling), and one test checks them all, for every game found on disk — a new game's situations are
checked the day they are written, and a file without an answer fails.

The ``[expected]`` table is the loader's (:class:`rulesim.check.Expected`): an unknown field in it is refused by
name like any bad input, and the ruling never reads it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from rulesim.check import NO_VALUE, SituationError, load, load_file, rule, to_html, to_json, to_text
from rulesim.game import games

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book").glob("*/situations/*.toml"))
LANGS = ("es", "en")


def key(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.stem}"


def differences(stated: Any, found: Any, where: str = "outcome") -> list[str]:
    """Where the ruling's outcome differs from the facts a file states: a table names only the keys that matter,
    a list has the stated items in that order (each compared the same way), ``"none"`` is no value."""
    if isinstance(stated, dict):
        if not isinstance(found, dict):
            return [f"{where}: {found!r}, stated a table"]
        return [d for k, v in stated.items()
                for d in (differences(v, found[k], f"{where}.{k}") if k in found else [f"{where}.{k}: missing"])]
    if isinstance(stated, list):
        if not isinstance(found, list) or len(found) != len(stated):
            return [f"{where}: {found!r}, stated {stated!r}"]
        return [d for i, (a, b) in enumerate(zip(stated, found, strict=True))
                for d in differences(a, b, f"{where}[{i}]")]
    if stated == NO_VALUE:
        return [] if found is None else [f"{where}: {found!r}, stated no value"]
    return [] if stated == found and type(stated) is type(found) else [f"{where}: {found!r}, stated {stated!r}"]


def test_every_game_with_questions_has_at_least_eight_situations():
    found: dict[str, int] = {}
    for path in SITUATIONS:
        found[path.parent.parent.name] = found.get(path.parent.parent.name, 0) + 1
    with_questions = {info.id for info in games().values() if info.questions}
    assert with_questions == set(found) and all(n >= 8 for n in found.values()), found


@pytest.mark.rule("borneo-shipping-monopoly", "caribic-tie-reveal", "bora-bora-dice-lower",
                  "ships-cubes-era", "ships-cubes-short", "ships-cubes-none", "ships-pay-example", "ships-end",
                  "ships-end-last-player", "ships-q-spice-cube", "ships-setup-cubes", "ships-setup-free",
                  "ships-setup-discs", "ships-setup-vp", "ships-setup-food", "ships-tidy-free", "ships-tidy-unused",
                  "ships-actions-cubes-stay", "ships-turn-order", "ships-vp-gold", "ships-vp-area",
                  "ships-q-unused-merchant",
                  "maracaibo-main-village", "maracaibo-nav-must-stop", "maracaibo-home-21", "maracaibo-draw-display",
                  "maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles", "maracaibo-setup-two-player-villages",
                  "maracaibo-setup-leftmost", "maracaibo-start-doubloons", "maracaibo-first-player",
                  "maracaibo-first-cards", "maracaibo-first-career", "maracaibo-free-plan", "maracaibo-free-plan-cards",
                  "maracaibo-round-end", "maracaibo-round-scoring", "maracaibo-game-end", "maracaibo-turn-next",
                  "maracaibo-first-campaign", "maracaibo-first-standalone", "maracaibo-home-spaces",
                  "maracaibo-q-property", "maracaibo-q-story-75", "maracaibo-setup-combat", "maracaibo-setup-legacy",
                  "maracaibo-setup-prestige", "maracaibo-setup-story-tiles")
@pytest.mark.parametrize("path", SITUATIONS, ids=key)
def test_each_situation_rules_as_its_file_states(path, ruling_validator):
    s = load_file(str(path))
    assert s.expected is not None and s.expected.outcome, f"{key(path)} states no answer: add its [expected] table"
    ruling = rule(s)
    assert differences(s.expected.outcome, ruling.outcome) == []
    assert [a.option for a in ruling.alternatives] == s.expected.alternatives
    for lang in LANGS:
        data = to_json(ruling, lang)
        ruling_validator.validate(data)
        assert data["steps"] and all(x["url"].startswith(f"{lang}/book/") and x["url"].endswith("#" + x["rule_id"])
                                     and x["rule_id"].startswith(f"{s.game.id}-") for x in data["steps"])
        if s.expected.alternatives:
            assert data["open_questions"], "an ambiguous ruling names the open question"
            assert all(a["label"] and a["reading"] for a in data["alternatives"])
        text, page = to_text(ruling, lang), to_html(ruling, lang)
        assert s.question.picture is None or "<svg" in page, "a question with a picture draws the position"
        links = rf"\b({'|'.join(games())})-[a-z0-9-]+|href=\"[^\"]*\"|\S*/book/\S*"  # rule ids, paragraph links
        words = re.sub(links, "", text + page)
        for name in s.expected.alternatives:  # reader-facing text says the reading in words, never the option key
            values = [v for v in s.options.spec(name).readings if isinstance(v, str) and "-" in v]
            assert not any(bad in words for bad in (f"{name} =", f"{name}=", *values)), name
    es, en = to_json(ruling, "es"), to_json(ruling, "en")
    assert es["ruling"] != en["ruling"]  # the answer speaks the language asked for, the other readings' too
    assert all(a["ruling"] != b["ruling"] for a, b in zip(es["alternatives"], en["alternatives"], strict=True))


@pytest.mark.parametrize("stated, found, said", [
    ({"winner": 1}, {"winner": 2, "distance": 3}, ["outcome.winner: 2, stated 1"]),
    ({"winner": NO_VALUE}, {"winner": 0}, ["outcome.winner: 0, stated no value"]),
    ({"legal": 1}, {"legal": True}, ["outcome.legal: True, stated 1"]),
    ({"order": [{"rank": 1}]}, {"order": [{"rank": 1, "player": 2}, {"rank": 2, "player": 1}]},
     ["outcome.order: [{'rank': 1, 'player': 2}, {'rank': 2, 'player': 1}], stated [{'rank': 1}]"]),
    ({"order": [{"rank": 2}]}, {"order": [{"rank": 1, "player": 2}]}, ["outcome.order[0].rank: 1, stated 2"]),
    ({"fits": {"5": []}}, {"fits": {"6": []}}, ["outcome.fits.5: missing"]),
])
def test_a_stated_fact_the_ruling_does_not_have_is_named(stated, found, said):
    assert differences(stated, found) == said


def test_a_table_names_only_the_facts_that_matter_and_none_is_no_value():
    assert differences({"order": [{"rank": 1}], "winner": NO_VALUE}, {"order": [{"rank": 1, "player": 2}],
                                                                      "winner": None, "distance": 0}) == []


ANSWERED = (ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize("old, new, field", [
    ("[expected]\n", "[expected]\nanswer = 1\n", "expected.answer"),
    ("[expected.outcome]\n", "[expected.outcome]\nwiner = 1\n", "expected.outcome.winer"),
    ('alternatives = ["zero_vs_minus_one"]', 'alternatives = ["zero"]', "expected.alternatives"),
    ('alternatives = ["zero_vs_minus_one"]', "alternatives = [[1]]", "expected.alternatives"),
    ('alternatives = ["zero_vs_minus_one"]', 'alternatives = "zero_vs_minus_one"', "expected.alternatives"),
])
def test_a_bad_stated_answer_is_refused_naming_its_field_in_both_languages(old, new, field):
    assert old in ANSWERED
    with pytest.raises(SituationError) as info:
        load(ANSWERED.replace(old, new, 1))
    assert info.value.field == field
    assert info.value.text("es").startswith(field) and info.value.text("en").startswith(field)
    assert info.value.text("es") != info.value.text("en")


def test_an_expected_that_is_not_a_table_is_refused_by_name():
    text = "expected = 3\n" + ANSWERED[:ANSWERED.index("\n# The answer")]
    with pytest.raises(SituationError) as info:
        load(text)
    assert info.value.field == "expected"


def test_the_stated_answer_never_changes_the_ruling():
    # the file without its answer, and with a wrong one (another winner, no alternative), rules the same
    without = ANSWERED[:ANSWERED.index("\n# The answer")] + "\n"
    wrong = ANSWERED.replace('alternatives = ["zero_vs_minus_one"]', "alternatives = []").replace(
        "winner = \"none\"", "winner = 3")
    assert load(without).expected is None
    rulings = [rule(load(text)) for text in (ANSWERED, without, wrong)]
    for lang in LANGS:
        assert to_json(rulings[1], lang) == to_json(rulings[0], lang) == to_json(rulings[2], lang)
