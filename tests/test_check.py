"""Settling disputes: every situation of the book with its expected ruling, the JSON schema,
the command as a reader runs it, and a fuzzed loader (bad input: a message and exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from rulesim.check import RULING_SCHEMA, SituationError, load, load_file, rule, to_json, to_text

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = sorted((ROOT / "book").glob("*/situations/*.toml"))

# file → (expected summary, options whose other reading changes the ruling)
EXPECTED = {
    "borneo/01-achim-monopoly": (("monopoly", "red", [("red", 0), ("red", 1), ("red", 2)], 0), []),
    "borneo/02-shared-distribution": (("shared", None, [("yellow", 0), ("red", 0), ("green", 0), ("blue", 0),
                                                         ("purple", 0), ("yellow", 1)], 0), ["covering"]),
    "borneo/03-monopoly-tie": (("monopoly", "blue", [("blue", 0), ("blue", 1), ("blue", 0)], 0), ["monopoly_tie"]),
    "borneo/04-leftover-spices": (("shared", None, [("yellow", 0), ("red", 0), ("blue", 0)] * 2, 0),
                                  ["shared_leftover", "covering"]),
    "borneo/05-no-flags": (("shared", None, [("red", 0), ("yellow", 0), ("blue", 0)], 0), ["covering"]),
    "borneo/06-covered-flag": ((None, None, [], 0), ["covering"]),
    "borneo/07-fight-tie": (("won",), []),
    "borneo/08-fight-last-card": (("illegal", "borneo-fight-keep-one"), ["keep_one"]),
    "borneo/09-mission-double": ((1,), []),
    "bora-bora/01-five-and-three": ({4: ["temple", "build", "man", "woman", "land", "water"],
                                     2: ["helper", "temple", "build", "man", "woman", "land", "water"],
                                     1: ["helper", "temple", "build", "man", "woman", "land", "water"]}, []),
    "bora-bora/02-colour-does-not-matter": ({6: ["man", "woman", "land-water"],
                                             3: ["temple", "build", "man", "woman", "land-water"],
                                             1: ["temple", "build", "man", "woman", "land-water"]}, []),
    "bora-bora/03-water-from-the-mountains": (["E-beach", "S-plains"], []),
    "bora-bora/04-land-and-diagonal": (["C-beach", "C-plains"], []),
    "bora-bora/05-one-hut-per-region": (["C-beach"], []),
    "bora-bora/06-anna": ((True, 5), []),
    "bora-bora/07-helper-over-budget": ((False, 4), []),
    "bora-bora/08-temple-chain": (([1, 3, None, 2, 1, None], 0), []),
    "bora-bora/09-temple-too-high": (("illegal",), []),
    "bora-bora/10-woman-no-space": (("illegal", "space"), []),
    "bora-bora/11-man-positions": ((1, 3), []),
    "bora-bora/12-build-adjacent": (([2, 3], [((0, 2), (1, 2)), ((1, 1), (1, 2))]), []),
    "caribic/01-bravo": ((0, 3), []),
    "caribic/02-diabolo-tie": ((0, 2), []),
    "caribic/03-nobody-reveals": ((None, 0), []),
    "caribic/04-zero-against-thief": ((None, 0), ["zero_vs_minus_one"]),
    "caribic/05-spent-tiebreaker": ((1, 4), []),
    "caribic/06-thief-on-tiebreaker": ((1, 3), []),
    "caribic/07-thief-bid": ((None, 0), ["zero_vs_minus_one"]),
    "caribic/08-capture-or-rob": (["Capture", "RobBravo"], []),
    "caribic/09-deliver-next-to-haven": ([], ["deliver"]),
    "caribic/10-full-ship": (["SwapBravo"], ["deliver"]),
}


def key(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.stem}"


def test_every_game_has_at_least_eight_situations_and_each_one_is_tested():
    games = {}
    for path in SITUATIONS:
        games.setdefault(path.parent.parent.name, []).append(path)
    assert {g: len(p) >= 8 for g, p in games.items()} == {"borneo": True, "bora-bora": True, "caribic": True}
    assert {key(p) for p in SITUATIONS} == set(EXPECTED)


@pytest.mark.rule("borneo-shipping-monopoly", "caribic-tie-reveal", "bora-bora-dice-lower")
@pytest.mark.parametrize("path", SITUATIONS, ids=key)
def test_each_situation_gets_its_expected_ruling(path):
    summary, alternatives = EXPECTED[key(path)]
    ruling = rule(load_file(str(path)))
    assert ruling.summary == summary
    assert [name for name, _value, _verdict in ruling.alternatives] == alternatives
    for lang in ("es", "en"):
        data = to_json(ruling, lang)
        jsonschema.validate(data, RULING_SCHEMA)
        assert data["steps"] and all(s["url"].startswith(f"{lang}/book/") and s["url"].endswith("#" + s["rule_id"])
                                     for s in data["steps"])
        if alternatives:
            assert data["open_questions"], "an ambiguous ruling names the open question"
    assert to_json(ruling, "es")["ruling"] != to_json(ruling, "en")["ruling"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_command_as_a_reader_runs_it(lang, tmp_path):
    path = ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml"
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", lang], capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "caribic-tie-again" in done.stdout and f"{lang}/book/caribic/ties.html#caribic-tie-again" in done.stdout
    assert ("Con la otra lectura" if lang == "es" else "With the other reading") in done.stdout
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", lang, "--json",
                           "--site", "https://example.org/rules"], capture_output=True, text=True, cwd=tmp_path)
    data = json.loads(done.stdout)
    jsonschema.validate(data, RULING_SCHEMA)
    assert data["steps"][0]["url"].startswith(f"https://example.org/rules/{lang}/book/caribic/")
    installed = Path(sys.executable).with_name("rulesim")
    assert installed.exists(), "the rulesim command is installed with the package"
    done = subprocess.run([str(installed), "check", str(path), "--lang", lang], capture_output=True, text=True)
    assert done.returncode == 0


BAD = {
    "not toml": ("game = borneo", "toml"),
    "unknown game": ('game = "chess"\nquestion = "port"', "game"),
    "unknown question": ('game = "borneo"\nquestion = "weather"', "question"),
    "no title": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Bravo"\nbids = [1, 2]', "title"),
    "unknown field": ('game = "caribic"\nquestion = "auction"\ncolour = "red"\n[title]\nes = "a"\nen = "b"', "colour"),
    "die of seven": ('game = "bora-bora"\nquestion = "die"\n[title]\nes = "a"\nen = "b"\n[die]\ntiles = { helper = [7] }\n'
                     'dice = [1]', "die.tiles.helper"),
    "two ships on one space": ('game = "caribic"\nquestion = "treasure"\n[title]\nes = "a"\nen = "b"\n[treasure]\n'
                               'ship = "Arriba"\npositions = { Arriba = "r1c1", Bravo = "r1c1" }', "treasure.positions"),
    "five flags": ('game = "borneo"\nquestion = "port"\n[title]\nes = "a"\nen = "b"\n[port]\nmonopoly = 4\nlimit = 3\n'
                   'cards = ["RRRRB"]\nlast_player = 1', "port.cards[0]"),
    "bad option": ('game = "borneo"\nquestion = "port"\n[title]\nes = "a"\nen = "b"\n[options]\ncovering = "yes"', "options"),
    "rising dice": ('game = "bora-bora"\nquestion = "die"\n[title]\nes = "a"\nen = "b"\n[die]\ntiles = { temple = [2, 4] }\n'
                    'dice = [1]', "die.tiles.temple"),
}


@pytest.mark.parametrize("name", BAD)
def test_bad_files_name_the_field(name):
    text, field = BAD[name]
    with pytest.raises(SituationError) as info:
        load(text)
    assert info.value.field == field
    assert info.value.text("es") != info.value.text("en")


def test_bad_files_exit_with_code_2_and_no_traceback(tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('game = "borneo"\nquestion = "port"\n[title\n', encoding="utf-8")
    for lang in ("es", "en"):
        done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", lang],
                              capture_output=True, text=True)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert "toml" in done.stderr and ("línea 3" in done.stderr or "line 3" in done.stderr)
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(tmp_path / "missing.toml")],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr


VALID = [path.read_text(encoding="utf-8") for path in SITUATIONS]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from(VALID), cut=st.integers(0, 2000), insert=st.text(max_size=20),
       drop=st.integers(0, 40))
def test_the_loader_never_fails_with_anything_but_a_situation_error(base, cut, insert, drop):
    lines = base.splitlines()
    if lines:
        lines.pop(drop % len(lines))
    text = "\n".join(lines)
    cut %= len(text) + 1
    text = text[:cut] + insert + text[cut:]
    try:
        situation = load(text)
    except SituationError as error:
        assert error.field and error.text("en")
        return
    ruling = rule(situation)
    assert to_text(ruling, "en") and to_json(ruling, "es")


@settings(max_examples=200, deadline=None)
@given(value=st.one_of(st.integers(-3, 12), st.text(max_size=6), st.booleans(), st.lists(st.integers(-1, 8), max_size=4)))
def test_field_values_are_fuzzed_too(value):
    for base, fields in ((VALID[0], ("monopoly", "limit", "last_player")),):
        for name in fields:
            text = "\n".join(f"{name} = {json.dumps(value)}" if line.startswith(f"{name} =") else line
                             for line in base.splitlines())
            try:
                rule(load(text))
            except SituationError as error:
                assert error.field
