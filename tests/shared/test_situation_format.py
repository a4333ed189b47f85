"""The situation format's versions and a shared link as untrusted input (issue 26, points 1 and 5).

Format 1 is the format of the first situation files (commit ae83586): Borneo's ``port`` wrote its companies
in a table ``[companies]`` beside ``[port]``, Bora Bora's ``expand`` called the region of departure ``from``.
The two files below are those files as they were then, verbatim (``git show ae83586:…``): the oracle of
what a file of format 1 says. Format 2 (today's) writes ``[port.companies]`` and ``origin``.
"""

from __future__ import annotations

import base64
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from messages import values_of

from rulesim.check import (
    FORMAT,
    MAX_LINK_BYTES,
    SituationError,
    from_fragment,
    load,
    load_file,
    rule,
    share_fragment,
    to_json,
    to_toml,
)
from rulesim.disputes import reference_html
from rulesim.game import games

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book").glob("*/situations/*.toml"))

ACHIM_FORMAT_1 = '''game = "borneo"
question = "port"

[title]
es = "El monopolio de Achim: ¿quién elige y en qué orden?"
en = "The monopoly at Achim: who chooses, and in what order?"

[port]
name = "Achim"
monopoly = 6
limit = 4
cards = ["RRGR", "RBRR", "RGRR"]
last_player = 2

[companies]
red = [1, 3, 2]
yellow = [4, 2]
green = [3, 1, 4]
blue = [2, 4]
purple = [1, 3]
'''

WATER_FORMAT_1 = '''game = "bora-bora"
question = "expand"

[title]
es = "Por agua desde la montaña de la isla central con un 5"
en = "By water from the central island's mountains with a 5"

[expand]
from = "C-mountain"
kind = "water"
die = 5
'''

OLD_FILES = [(ACHIM_FORMAT_1, "borneo/situations/01-achim-monopoly.toml", "companies", "port.companies"),
              (WATER_FORMAT_1, "bora-bora/situations/03-water-from-the-mountains.toml", "expand.from",
               "expand.origin")]


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rulesim", "check", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


# ------------------------------------------------------------------------------ versions
@pytest.mark.parametrize(("old", "today", "was", "now"), OLD_FILES)
def test_a_file_of_format_1_that_says_so_rules_as_today_s_file(old, today, was, now):
    again = load("format = 1\n" + old)
    current = load_file(str(ROOT / "book" / today))
    assert to_json(rule(again), "en") == to_json(rule(current), "en")


@pytest.mark.parametrize(("old", "today", "was", "now"), OLD_FILES)
def test_a_moved_field_in_a_file_of_today_s_format_says_where_it_went(old, today, was, now):
    for text in (old, f"format = {FORMAT}\n" + old):
        with pytest.raises(SituationError) as caught:
            load(text)
        assert caught.value.field == was
        for lang in ("es", "en"):
            said = caught.value.text(lang)
            assert now in said and "format = 1" in said, said
            assert caught.value.line is not None


def test_a_file_of_format_1_that_writes_a_field_in_both_places_is_refused():
    text = "format = 1\n" + ACHIM_FORMAT_1 + "\n[port.companies]\nred = [1]\n"
    with pytest.raises(SituationError) as caught:
        load(text)
    assert caught.value.field == "port.companies"


@pytest.mark.parametrize("version", ["3", "0", "-1", '"2"', "true", "1.5", "[1]"])
def test_an_unknown_format_version_is_refused_naming_the_versions_read(version):
    with pytest.raises(SituationError) as caught:
        load(f"format = {version}\n" + ACHIM_FORMAT_1)
    assert caught.value.field == "format"
    assert values_of(caught.value.message) == {"n": FORMAT}  # the versions read: 1 to FORMAT


def test_files_are_written_in_today_s_format_and_read_back():
    for path in SITUATIONS:
        s = load_file(str(path))
        text = to_toml(s)
        assert text.startswith(f"format = {FORMAT}\n"), path
        assert to_json(rule(load(text)), "es") == to_json(rule(s), "es"), path


def test_every_moved_field_is_declared_where_a_field_of_today_s_format_is():
    for info in games().values():
        for q in info.questions:
            for moved in q.moved:
                assert 2 <= moved.since <= FORMAT
                section, *rest = moved.new.split(".")
                assert section == q.section and rest, moved
                names = [f.name for f in q.fields]
                assert rest[0] in names, moved


def test_the_field_reference_shows_the_version_and_each_moved_field():
    for lang in ("es", "en"):
        page = reference_html(lang)
        assert f"format = {FORMAT}" in page
        moved = [m for m in page.split("<p") if "reference-moved" in m]
        assert len(moved) == 2
        assert "port.companies" in moved[0] and "companies" in moved[0].replace("port.companies", "")
        assert "expand.origin" in moved[1] and "expand.from" in moved[1]


def test_the_command_refuses_a_moved_field_with_exit_2_and_rules_a_file_of_format_1(tmp_path):
    old = tmp_path / "old.toml"
    old.write_text(ACHIM_FORMAT_1, encoding="utf-8")
    done = _cli(str(old), "--lang", "en")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "companies (line 15)" in done.stderr and "port.companies" in done.stderr
    old.write_text("format = 1\n" + ACHIM_FORMAT_1, encoding="utf-8")
    assert _cli(str(old), "--lang", "en").returncode == 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=st.one_of(st.integers(), st.booleans(), st.text(max_size=5), st.floats(allow_nan=False),
                       st.lists(st.integers(), max_size=2)),
       base=st.sampled_from([ACHIM_FORMAT_1, WATER_FORMAT_1]))
def test_fuzzing_the_format_version_gives_a_ruling_or_names_the_field(value, base):
    from rulesim.questions import literal
    try:
        s = load(f"format = {literal(value)}\n" + base)
    except SituationError as error:
        assert error.field in ("format", "companies", "expand.from"), error.field
        assert error.text("en") and error.text("es")
        return
    assert value == 1 and not isinstance(value, bool)
    assert to_json(rule(s), "en")


# ------------------------------------------------------------------------------ links
def _link(payload: bytes) -> str:
    return "situation=" + base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode("ascii").rstrip("=")


BOMB = _link(b'game = "caribic"\n#' + b"a" * (64 * 1024 * 1024))  # 64 MiB of nothing, ~90 KB of link


def test_the_largest_situation_of_the_book_is_far_under_the_link_limit():
    largest = max(len(to_toml(load_file(str(p)), lang_titles=False).encode()) for p in SITUATIONS)
    assert largest * 32 < MAX_LINK_BYTES, largest


def test_a_zip_bomb_link_is_refused_without_being_inflated():
    import tracemalloc
    tracemalloc.start()
    with pytest.raises(SituationError) as caught:
        from_fragment("#" + BOMB)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert caught.value.field == "link"
    assert peak < 8 * MAX_LINK_BYTES + 4 * len(BOMB), peak
    assert values_of(caught.value.message) == {"n": 64}  # KiB: the limit said


def test_a_link_just_under_the_limit_opens_and_just_over_it_is_refused():
    s = load_file(str(SITUATIONS[0]))
    text = to_toml(s, lang_titles=False).encode()
    under = text + b"#" + b"x" * (MAX_LINK_BYTES - len(text) - 2) + b"\n"
    assert len(under) == MAX_LINK_BYTES
    assert from_fragment(_link(under)).question.id == s.question.id
    with pytest.raises(SituationError) as caught:
        from_fragment(_link(under + b"#\n"))
    assert caught.value.field == "link" and "KiB" in caught.value.text("en")


def test_a_whole_address_with_the_link_opens_its_situation():
    s = load_file(str(SITUATIONS[0]))
    opened = from_fragment("https://example.org/es/book/borneo/check.html#" + share_fragment(s))
    assert rule(opened).outcome == rule(s).outcome and opened.values == s.values


def test_the_command_opens_a_link_and_refuses_a_zip_bomb_with_exit_2():
    s = load_file(str(SITUATIONS[0]))
    assert _cli("#" + share_fragment(s), "--lang", "en").returncode == 0
    for lang, words in (("es", "se descomprime"), ("en", "expands")):
        done = _cli("https://example.org/#" + BOMB, "--lang", lang)
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert words in done.stderr and "link" in done.stderr
        assert len(done.stderr) < 400, "the link itself is not printed whole"


def test_the_panel_says_why_a_zip_bomb_link_does_not_open():
    pytest.importorskip("ipywidgets")
    from rulesim.widgets import checker
    for lang, words in (("es", "se descomprime"), ("en", "expands")):
        panel = checker("caribic", lang, fragment="#" + BOMB)
        notice = panel.children[0].value
        assert "rulesim-link-refused" in notice and words in notice


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.one_of(st.binary(max_size=300).map(lambda b: _link(b)),
                      st.text(max_size=300).map(lambda t: "situation=" + t),
                      st.binary(max_size=200).map(
                          lambda b: "situation=" + base64.urlsafe_b64encode(b).decode().rstrip("="))))
def test_fuzzing_links_gives_a_situation_or_names_the_field(data):
    try:
        s = from_fragment("#" + data)
    except SituationError as error:
        assert error.field and error.text("en") and error.text("es")
        return
    assert to_json(rule(s), "en")


# ------------------------------------------------------------------------------ the command, fuzzed
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(value=st.one_of(st.integers(-3, 5), st.booleans(), st.text(max_size=4)),
       link=st.one_of(st.binary(max_size=120).map(lambda b: _link(b)), st.text(max_size=60).map(
           lambda t: "situation=" + t)),
       lang=st.sampled_from(["es", "en"]))
def test_fuzzing_the_command_exits_2_naming_the_field_never_a_traceback(value, link, lang, tmp_path, capsys):
    from rulesim.cli import main
    from rulesim.questions import literal
    path = tmp_path / "s.toml"
    path.write_text(f"format = {literal(value)}\n" + ACHIM_FORMAT_1, encoding="utf-8")
    code = main(["check", str(path), "--lang", lang])
    err = capsys.readouterr().err
    if code:
        assert code == 2 and ("format" in err or "companies" in err) and "Traceback" not in err
    else:
        assert value == 1 and not isinstance(value, bool)
    code = main(["check", "#" + link, "--lang", lang])
    err = capsys.readouterr().err
    assert code in (0, 2) and "Traceback" not in err
    if code == 2:
        assert err.startswith("rulesim check: ") and ": " in err[len("rulesim check: "):]
