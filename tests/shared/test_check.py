"""Settling disputes (each situation's own expected ruling: test_situations_rule_as_stated.py): the JSON schema,
the command as a reader runs it, the field reference against the loader, shared links, and fuzzing
(bad input: a message naming the field and exit code 2, never a traceback)."""

from __future__ import annotations

import base64
import copy
import errno
import json
import os
import subprocess
import sys
import tomllib
import zlib
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesim import check
from rulesim.check import (
    SituationError,
    from_fragment,
    load,
    load_file,
    rule,
    share_fragment,
    situation,
    to_html,
    to_json,
    to_text,
    to_toml,
    written_situation,
)
from rulesim.game import games
from rulesim.questions import Table, key_literal, literal, reference_rows

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book").glob("*/situations/*.toml"))


QUESTIONS = [(info, q) for info in games().values() for q in info.questions]


def key(path: Path) -> str:
    return f"{path.parent.parent.name}/{path.stem}"


@pytest.mark.parametrize("path", SITUATIONS, ids=key)
def test_a_situation_written_back_loads_to_the_same_ruling_and_travels_in_a_link(path):
    s = load_file(str(path))
    again = load(to_toml(s))
    assert again.values == s.values and again.options == s.options and again.question is s.question
    assert rule(again).outcome == rule(s).outcome
    shared = from_fragment("#" + share_fragment(s))
    assert shared.values == s.values and rule(shared).outcome == rule(s).outcome
    assert len(share_fragment(s)) < 1500, "a link a chat app accepts"


def test_a_cut_link_is_refused_by_name():
    s = load_file(str(SITUATIONS[0]))
    fragment = share_fragment(s)
    for bad in (fragment[:-9], "situation=%%%", "nothing-here"):
        with pytest.raises(SituationError) as error:
            from_fragment(bad)
        assert error.value.field == "link"



def test_a_link_whose_situation_is_not_utf8_text_is_refused_by_name():
    # A link carries the situation file compressed (share_fragment); a file is UTF-8 text, so a link that
    # inflates to anything else was badly copied: refused naming the link, as a cut one is.
    payload = base64.urlsafe_b64encode(zlib.compress(b'game = "borneo"\xff\xfe')).decode("ascii").rstrip("=")
    with pytest.raises(SituationError) as error:
        from_fragment("https://example.org/en/check.html#situation=" + payload)
    assert error.value.field == "link"
    assert error.value.text("en") == "link: The link is cut short or badly copied."
    assert error.value.text("es") == "link: El enlace está cortado o mal copiado."


@pytest.mark.parametrize("info", games().values(), ids=lambda i: i.id)
def test_the_position_the_learning_page_shares_opens_on_the_check_page_as_that_situation(info):
    # The learning page shares the engine's own position at every move (written_situation: read as situation()
    # reads it, without rebuilding the game); the link opens the "now" question with the same values, the site's
    # readings and the same ruling as the situation checked in full.
    table = {"players": info.players[0],
             "position": json.dumps(info.new(info.players[0]).to_dict(history=False), sort_keys=True)}
    written, checked = written_situation(info.id, "now", table), situation(info.id, "now", table)
    assert written.game is info and written.question is info.question("now")
    assert written.values == checked.values and written.assumed == checked.assumed
    assert written.options == checked.options == info.options()
    assert rule(written).outcome == rule(checked).outcome
    opened = from_fragment("#" + share_fragment(written))
    assert opened.game is info and opened.values == checked.values and rule(opened).outcome == rule(checked).outcome

@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_command_as_a_reader_runs_it(lang, tmp_path, ruling_validator):
    path = ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml"
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", lang], capture_output=True,
                          text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "caribic-tie-again" in done.stdout and f"{lang}/book/caribic/ties.html#caribic-tie-again" in done.stdout
    assert ("Con la otra lectura" if lang == "es" else "With the other reading") in done.stdout
    assert "zero_vs_minus_one" not in done.stdout
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", lang, "--json",
                           "--site", "https://example.org/rules"], capture_output=True, text=True, cwd=tmp_path)
    data = json.loads(done.stdout)
    ruling_validator.validate(data)
    assert data["steps"][0]["url"].startswith(f"https://example.org/rules/{lang}/book/caribic/")
    assert data["outcome"] == {"winner": None, "distance": 0, "tied": [1, 2], "revealed": [1, 2], "ship": "Evita"}
    installed = Path(sys.executable).with_name("rulesim")
    assert installed.exists(), "the rulesim command is installed with the package"
    done = subprocess.run([str(installed), "check", str(path), "--lang", lang], capture_output=True, text=True)
    assert done.returncode == 0


def test_english_works_from_a_checkout_whose_catalogs_are_not_compiled(tmp_path):
    """Copy the package without its compiled catalogs next to the .po files: --lang en still answers."""
    import shutil
    shutil.copytree(ROOT / "rulesim", tmp_path / "rulesim", ignore=shutil.ignore_patterns("locale", "__pycache__"))
    shutil.copytree(ROOT / "locales", tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo"))
    path = ROOT / "book" / "caribic" / "situations" / "01-bravo.toml"
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", "en"], capture_output=True,
                          text=True, cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert "Player 1 wins: the Bravo" in done.stdout and "Gana" not in done.stdout
    shutil.rmtree(tmp_path / "locales")
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", "en"], capture_output=True,
                          text=True, cwd=tmp_path, env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tmp_path)})
    assert done.returncode == 2 and "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


BAD = {
    "not toml": ("game = borneo", "toml"),
    "unknown game": ('game = "chess"\nquestion = "port"', "game"),
    "unknown question": ('game = "borneo"\nquestion = "weather"', "question"),
    "half a title": ('game = "caribic"\nquestion = "auction"\n[title]\nes = 3\n[auction]\nship = "Bravo"\n'
                     'bids = [1, 2]', "title"),
    "unknown field": ('game = "caribic"\nquestion = "auction"\ncolour = "red"\n[auction]\nship = "Bravo"\n'
                      'bids = [1, 2]', "colour"),
    "unknown field inside": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Bravo"\nbids = [1, 2]\n'
                             'colour = "red"', "auction.colour"),
    "die of seven": ('game = "bora-bora"\nquestion = "die"\n[die]\ntiles = { helper = [7] }\ndice = [1]',
                     "die.tiles.helper[0]"),
    "two ships on one space": ('game = "caribic"\nquestion = "treasure"\n[treasure]\n'
                               'ship = "Arriba"\npositions = { Arriba = "r1c1", Bravo = "r1c1" }',
                               "treasure.positions"),
    "five flags": ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 4\nlimit = 3\n'
                   'cards = ["RRRRB"]\nlast_player = 1', "port.cards[0]"),
    "more cards than the limit": ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 4\nlimit = 2\n'
                                  'cards = ["RRRB", "RRRB", "RRRB"]\nlast_player = 1', "port.cards"),
    # (two merchants of one player in one company is a legal position: each goes to "any" company)
    "a merchant of a sixth player": ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 4\nlimit = 2\n'
                                     'cards = ["RRRB"]\nlast_player = 1\n[port.companies]\nred = [1, 6]',
                                     "port.companies.red[1]"),
    "a mission spice that does not exist": ('game = "borneo"\nquestion = "mission"\n[mission]\nkind = "four_same"\n'
                                            'ports = ["clovex2"]\nwarehouse = ["saffron"]', "mission.warehouse[0]"),
    "a port card with a 2": ('game = "borneo"\nquestion = "mission"\n[mission]\nkind = "four_same"\n'
                             'ports = ["clovex2"]', "mission.ports[0]"),
    "a port paid out before its last card": ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 3\nlimit = 5\n'
                                             'cards = ["RBBB", "RBRR", "BRRR"]\nlast_player = 1', "port.cards[1]"),
    "more merchants than a player owns": ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 4\nlimit = 3\n'
                                          'cards = ["RRRB"]\nlast_player = 1\n[port.companies]\nred = [1, 1, 1]\n'
                                          'blue = [1, 1]', "port.companies"),
    "a fourth merchant with four players": ('game = "borneo"\nquestion = "move"\n[move]\ncompany = "red"\nrank = 1\n'
                                            'to = "blue"\n[move.companies]\nred = [1, 1, 1, 1]\nblue = [4]',
                                            "move.companies"),
    "no merchant on that rank": ('game = "borneo"\nquestion = "move"\n[move]\ncompany = "red"\nrank = 3\nto = "blue"\n'
                                 '[move.companies]\nred = [1, 2]', "move.rank"),
    "a hand of seven in a fight": ('game = "borneo"\nquestion = "fight"\n[fight]\ncompany = "red"\nattacker_rank = 2\n'
                                   'defender_rank = 1\nattacker_cards = ["RRRB", "RRRB"]\nattacker_keeps = 2\n'
                                   'attacker_others = 3', "fight.attacker_others"),
    "more doubles than cards": ('game = "borneo"\nquestion = "score"\n[score]\nplayers = [{ cards = 2, doubles = 3 }, '
                                '{ cards = 1 }, { cards = 1 }]', "score.players[0].doubles"),
    "more ports than a game has": ('game = "borneo"\nquestion = "score"\n[score]\nplayers = [{ ports = 9 }, '
                                   '{ ports = 2 }, { ports = 0 }, { ports = 0 }, { ports = 0 }]', "score.players"),
    "two players in one list": ('game = "borneo"\nquestion = "score"\n[score]\n'
                                'players = [{ cards = 2 }, { cards = 1 }]', "score.players"),
    "a draw before shipping": ('game = "borneo"\nquestion = "turn"\n[turn]\ndone = ["mission", "draw"]\n'
                               'action = "ship"', "turn.done[1]"),
    "more cards than the game has": ('game = "borneo"\nquestion = "draw"\n[draw]\nhand = 5\ndeck = 30\ndiscards = 25',
                                     "draw.discards"),
    "a player who is not at the table": ('game = "borneo"\nquestion = "end"\n[end]\nplayers = 3\nlast_player = 4\n'
                                         'cause = "cards"', "end.last_player"),
    "bad option": ('game = "borneo"\nquestion = "port"\n[options]\ncovering = "yes"', "options.covering"),
    "unknown option": ('game = "borneo"\nquestion = "port"\n[options]\ncovrng = true', "options.covrng"),
    "rising dice": ('game = "bora-bora"\nquestion = "die"\n[die]\ntiles = { temple = [2, 4] }\ndice = [1]',
                    "die.tiles.temple"),
    "a tie-breaker that is the bid": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Bravo"\n'
                                      'bids = [1, 2]\ntiebreakers = [1, 3]', "auction.tiebreakers[0]"),
    "no situation table": ('game = "caribic"\nquestion = "auction"', "auction"),
    "five priests of one player": ('game = "bora-bora"\nquestion = "temple"\n[temple]\nspaces = [1, 1, 1, 1, 1, 0]\n'
                                   'player = 2\ndie = 3\nspace = 1', "temple.spaces"),
    "more dice on the tiles than placed before you": ('game = "bora-bora"\nquestion = "die"\n[die]\nplayers = 3\n'
                                                      'tiles = { helper = [5], temple = [4], build = [3] }\n'
                                                      'dice = [6, 2, 1]', "die.tiles"),
    "a first hut beside a 2-fish tile": ('game = "bora-bora"\nquestion = "start-hut"\n[start-hut]\nregion = "C-beach"\n'
                                         'taken = ["C-mountain"]', "start-hut.taken[0]"),
    "a building on one space": ('game = "bora-bora"\nquestion = "build"\n[build]\ndie = 3\n'
                                'ceremony = [["built", "", ""], ["", "", ""]]\nbuilt = [1]', "build.ceremony"),
    "seven tiles turned with one die": ('game = "bora-bora"\nquestion = "tattoo"\n[tattoo]\nmen = [1, 1, 1, 1]\n'
                                        'women = [1, 1, 1]', "tattoo.women"),
    "more dice than a phase A has": ('game = "bora-bora"\nquestion = "turn"\n[turn]\nplayers = 2\nplaced = 7',
                                     "turn.placed"),
    "a spent tie-breaker revealed": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Fuego"\n'
                                     'bids = [4, 4]\ntiebreakers = ["spent", 0]\nreveal = [true, true]',
                                     "auction.reveal[0]"),
    "a card no set has": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Bravo"\n'
                          'bids = ["3+thief", 2]', "auction.bids[0]"),
    "a tie and no tie-breakers": ('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Bravo"\n'
                                  'bids = [2, 2]', "auction.tiebreakers"),
    "a loaded ship nowhere": ('game = "caribic"\nquestion = "treasure"\n[treasure]\nship = "Arriba"\n'
                              'positions = { Arriba = "r0c1" }\nship_chests = { Bravo = "T09" }',
                              "treasure.ship_chests.Bravo"),
    "a chest in two places": ('game = "caribic"\nquestion = "voyage"\n[voyage]\nship = "Arriba"\ndistance = 1\n'
                              'positions = { Arriba = "r0c1", Bravo = "r1c1" }\nship_chests = { Bravo = "T01" }\n'
                              'port_chests = ["T01"]\nsteps = ["r0c2"]', "voyage.ship_chests.Bravo"),
    "a player who is not playing": ('game = "caribic"\nquestion = "voyage"\n[voyage]\nplayers = 2\nplayer = 3\n'
                                    'ship = "Arriba"\ndistance = 1\npositions = { Arriba = "r0c1" }\n'
                                    'steps = ["r0c2"]', "voyage.player"),
    "a step that is no step": ('game = "caribic"\nquestion = "voyage"\n[voyage]\nship = "Arriba"\ndistance = 1\n'
                               'positions = { Arriba = "r0c1" }\nsteps = ["fly away"]', "voyage.steps[0]"),
    "a supply too big for the round": ('game = "caribic"\nquestion = "round"\n[round]\nround = 5\n'
                                       'supply = ["T01", "T02", "T03", "T04"]', "round.supply"),
    "more delivered than came out": ('game = "caribic"\nquestion = "round"\n[round]\nround = 1\n'
                                     'supply = ["T01", "T02", "T03", "T04", "T05", "T06", "T07", "T08", "T09", '
                                     '"T10"]\ndelivered = 7', "round.delivered"),
    "half a thousand": ('game = "caribic"\nquestion = "coins"\n[coins]\namount = 1500', "coins.amount"),
}


@pytest.mark.parametrize("name", BAD)
def test_bad_files_name_the_field(name):
    text, field = BAD[name]
    with pytest.raises(SituationError) as info:
        load(text)
    assert info.value.field == field
    assert info.value.text("es") != info.value.text("en")


def test_unknown_names_list_the_valid_ones():
    with pytest.raises(SituationError) as info:
        load('game = "caribic"\nquestion = "auction"\n[auction]\nship = "Titanic"\nbids = [1, 2]')
    assert all(ship in info.value.text("en") for ship in ("Arriba", "Bravo", "Fuego"))
    assert info.value.line == 4


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


def test_a_file_that_cannot_be_read_says_why_in_the_readers_language(tmp_path):
    missing = str(tmp_path / "missing.toml")
    with pytest.raises(SituationError) as info:
        load_file(missing)
    reason = os.strerror(errno.ENOENT)
    assert info.value.field == "file"
    assert info.value.text("en") == f"file: The file cannot be read: {reason}."
    assert info.value.text("es") == f"file: No se puede leer el archivo: {reason}."
    latin1 = tmp_path / "latin1.toml"
    latin1.write_bytes('game = "caribic"\ntitle.es = "Subasta de un barco pequeño"\n'.encode("latin-1"))
    with pytest.raises(SituationError) as info:
        load_file(str(latin1))
    assert info.value.field == "file" and info.value.text("en") == "file: The file is not UTF-8."


def test_options_that_are_not_a_table_are_refused_in_the_readers_language():
    text = 'game = "borneo"\nquestion = "port"\noptions = "covering"\n'
    with pytest.raises(SituationError) as info:
        load(text)
    assert info.value.field == "options" and info.value.line == 3
    assert info.value.text("en") == "options (line 3): A table [options] is expected."
    assert info.value.text("es") == "options (línea 3): Se espera una tabla [options]."


# ----------------------------------------------------------------- the field reference
@pytest.mark.parametrize("info,question", QUESTIONS, ids=[f"{i.id}-{q.id}" for i, q in QUESTIONS])
def test_the_field_reference_is_the_loader(info, question):
    """The reference lists exactly the fields the loader reads; each example loads; each required field,
    left out, is named by the loader; each field with a default, left out, is stated as an assumption."""
    rows = reference_rows(question, "es")
    assert rows == [r for r in rows if r[0].startswith(question.section + ".")]
    example = question.example()
    s = situation(info.id, question.id, example)
    ruling = rule(s)
    assert ruling.verdict.render("es") and ruling.verdict.render("en")
    paths = {r[0] for r in rows}
    top = {f"{question.section}.{f.name}" for f in question.fields}
    assert top <= paths
    for f in question.fields:
        reduced = {k: v for k, v in example.items() if k != f.name}
        if f.required:
            with pytest.raises(SituationError) as error:
                situation(info.id, question.id, reduced)
            assert error.value.field == f"{question.section}.{f.name}"
        else:
            s = situation(info.id, question.id, reduced)
            assert (f"{question.section}.{f.name}" in s.assumed) == f.states_assumption
    with pytest.raises(SituationError) as error:
        situation(info.id, question.id, {**example, "no_such_field": 1})
    assert error.value.field == f"{question.section}.no_such_field"
    # the Spanish and English references differ (translated), and name the same fields
    assert [r[0] for r in reference_rows(question, "en")] == [r[0] for r in rows]
    assert reference_rows(question, "en") != rows


@pytest.mark.parametrize("info,question", QUESTIONS, ids=[f"{i.id}-{q.id}" for i, q in QUESTIONS])
def test_each_question_has_a_title_summary_and_outcome_schema(info, question, ruling_validator):
    assert question.title.render("es") != question.title.render("en")
    assert question.rules and all(r.startswith(info.rule_prefix) for r in question.rules)
    assert set(question.ambiguous) <= set(info.options.specs())
    data = to_json(rule(situation(info.id, question.id, question.example())), "en")
    ruling_validator.validate(data)
    assert set(data["outcome"]) == set(question.outcome_schema()["properties"])  # (a typed outcome or a dict)


# ------------------------------------------------------------------------------ fuzzing
def _mutable_paths(question):
    def walk(fields, prefix):
        for f in fields:
            yield prefix + (f.name,), f
            if isinstance(f.kind, Table):
                yield from walk(f.kind.fields, prefix + (f.name,))
    return list(walk(question.fields, ()))


VALUES = st.one_of(st.integers(-3, 14), st.text(max_size=6), st.booleans(),
                   st.lists(st.one_of(st.integers(-1, 8), st.text(max_size=5)), max_size=7),
                   st.dictionaries(st.text(max_size=6), st.integers(-1, 7), max_size=3))


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzing_every_question_s_fields_gives_a_ruling_or_a_named_field(data):
    """Each example changes one field (nested ones too) of a real question's example to a random value:
    the file that is ruled on really is the changed one, and the answer is a ruling or a named field."""
    info, question = data.draw(st.sampled_from(QUESTIONS))
    path, _field = data.draw(st.sampled_from(_mutable_paths(question)))
    value = data.draw(VALUES)
    table = json.loads(json.dumps(question.example()))
    target = table
    for part in path[:-1]:
        target = target.setdefault(part, {})
    before = json.dumps(table, sort_keys=True)
    target[path[-1]] = value
    text = f'game = "{info.id}"\nquestion = "{question.id}"\n[{question.section}]\n' + "\n".join(
        f"{key_literal(k)} = {literal(v)}" for k, v in table.items())
    assert json.dumps(tomllib.loads(text)[question.section], sort_keys=True) != before or value == _get(
        json.loads(before), path)
    try:
        s = load(text)
    except SituationError as error:
        assert error.field.startswith(question.section) and error.text("en") and error.text("es")
        return
    ruling = rule(s)
    assert to_text(ruling, "en") and to_json(ruling, "es") and to_html(ruling, "en")


def _get(table, path):
    for part in path:
        if not isinstance(table, dict) or part not in table:
            return object()
        table = table[part]
    return table


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(base=st.sampled_from([p.read_text(encoding="utf-8") for p in SITUATIONS]), cut=st.integers(0, 2000),
       insert=st.text(max_size=20), drop=st.integers(0, 40))
def test_the_loader_never_fails_with_anything_but_a_situation_error(base, cut, insert, drop):
    lines = base.splitlines()
    if lines:
        lines.pop(drop % len(lines))
    text = "\n".join(lines)
    cut %= len(text) + 1
    text = text[:cut] + insert + text[cut:]
    try:
        s = load(text)
    except SituationError as error:
        assert error.field and error.text("en")
        return
    ruling = rule(s)
    assert to_text(ruling, "en") and to_json(ruling, "es")


def test_a_situation_opened_in_the_panel_rules_as_its_file():
    """Every situation file of the book, opened in a "Check a situation" panel (a shared link, a FAQ
    entry), gives the file's verdict: the panel keeps the file's values and its readings, even those
    it has no control for, and only fills in what the file left to the defaults."""
    from rulesim.widgets import Checker
    for path in SITUATIONS:
        s = load_file(str(path))
        held = Checker(s.game.id, "en", start=s).situation()
        assert held.options == s.options, path.name
        assert rule(held).verdict.render("en") == rule(s).verdict.render("en"), path.name
        assert rule(held).answer.outcome == rule(s).answer.outcome, path.name


def test_a_situation_refused_while_ruling_is_said_in_the_panel_like_one_refused_while_reading(monkeypatch):
    """A situation the controls hold may still be refused once ruled (a move of ``played`` that only the
    file's chosen readings forbid): the panel says why, naming the field, instead of breaking."""
    import rulesim.widgets as widgets
    from rulesim.i18n import _

    def refuse(s):
        raise SituationError("now.played[0]", _("Falta este campo: {help}.", help="x"), rule_id="borneo-turn-order")

    panel = widgets.Checker("borneo", "en")
    monkeypatch.setattr(widgets, "rule", refuse)
    panel.update()
    assert "now.played[0]" in panel.out.value and "borneo-turn-order" in panel.out.value, panel.out.value
    assert panel.links.value == ""


TOP = ["schema", "game", "question", "lang", "title", "ruling", "outcome", "steps", "options", "assumed",
       "open_questions", "alternatives"]


STEP = ["n", "rule_id", "text", "url"]


ASSUMED = ["field", "value"]


ALTERNATIVE = ["option", "value", "label", "reading", "ruling", "outcome"]


# A value of the wrong kind for each typed key of the format.
WRONG = {"question": 1, "title": 1, "ruling": 1, "outcome": "x", "steps": {}, "options": [], "assumed": {},
         "open_questions": {}, "alternatives": {}, "lang": "fr", "game": "chess", "schema": "rulesim-ruling/1"}


def _rulings() -> list[dict]:
    """The --json of every situation of the book in both languages (some with assumptions and alternatives)."""
    out = []
    for path in SITUATIONS:
        ruling = rule(load_file(str(path)))
        out += [to_json(ruling, lang) for lang in ("es", "en")]
    return out


@pytest.fixture(scope="module")
def rulings() -> list[dict]:
    return _rulings()


@pytest.fixture(scope="module")
def sample(rulings) -> dict:
    """A ruling with at least one step, one assumption and one alternative."""
    found = [r for r in rulings if r["steps"] and r["assumed"] and r["alternatives"]]
    assert found, "the book has a situation with an assumption and an alternative"
    return found[0]


def valid(data: dict, schema: dict) -> bool:
    return jsonschema.Draft202012Validator(schema).is_valid(data)


def checked_validator(schema: dict) -> jsonschema.protocols.Validator:
    """What ``jsonschema.validate`` uses, the schema checked against its metaschema once (``validate`` checks the
    35 KB schema again at every call: 0.2 s each, 42 s for the book's rulings)."""
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def test_the_schema_built_afresh_is_a_2020_12_object_schema_accepting_every_real_ruling(rulings):
    schema = check._ruling_schema()
    assert schema["$schema"].endswith("2020-12/schema") and schema["$id"] == check.SCHEMA_ID
    assert sorted(schema["required"]) == sorted(TOP)
    validator = checked_validator(schema)
    for data in rulings:
        validator.validate(data)
    assert any(r["alternatives"] for r in rulings) and any(r["assumed"] for r in rulings)


def test_a_ruling_that_is_not_an_object_or_lacks_a_key_or_has_another_one_is_refused(sample):
    schema = check._ruling_schema()
    assert valid(sample, schema)
    assert not valid([sample], schema) and not valid("ruling", schema)
    for key in TOP:
        broken = {k: v for k, v in sample.items() if k != key}
        assert not valid(broken, schema), key
    assert not valid({**sample, "extra": 1}, schema)


@pytest.mark.parametrize("key", sorted(WRONG))
def test_a_key_of_the_wrong_kind_is_refused(sample, key):
    assert not valid({**sample, key: WRONG[key]}, check._ruling_schema()), key


@pytest.mark.parametrize("part, keys", [("steps", STEP), ("assumed", ASSUMED), ("alternatives", ALTERNATIVE)])
def test_a_step_an_assumption_or_an_alternative_lacking_a_key_or_with_another_one_is_refused(sample, part, keys):
    schema = check._ruling_schema()
    for key in keys:
        broken = copy.deepcopy(sample)
        del broken[part][0][key]
        assert not valid(broken, schema), (part, key)
    broken = copy.deepcopy(sample)
    broken[part][0]["extra"] = 1
    assert not valid(broken, schema), part
    broken = copy.deepcopy(sample)
    broken[part] = ["not an object"]
    assert not valid(broken, schema), part


def test_the_values_inside_steps_alternatives_and_open_questions_have_their_kinds(sample):
    schema = check._ruling_schema()
    for part, key, value in [("steps", "n", "1"), ("steps", "n", 0), ("steps", "n", 1.5), ("steps", "rule_id", 1),
                             ("steps", "text", 1), ("steps", "url", 1), ("assumed", "field", 1),
                             ("alternatives", "option", 1), ("alternatives", "label", 1),
                             ("alternatives", "reading", 1), ("alternatives", "ruling", 1),
                             ("alternatives", "outcome", "x")]:
        broken = copy.deepcopy(sample)
        broken[part][0][key] = value
        assert not valid(broken, schema), (part, key, value)
    assert not valid({**sample, "open_questions": [1]}, schema)


def test_the_outcome_must_be_the_questions_own(sample, rulings):
    """Each question declares its outcome's keys: a missing, extra or mistyped key is refused."""
    schema = check._ruling_schema()
    for data in {(r["game"], r["question"]): r for r in rulings}.values():
        key = sorted(data["outcome"])[0]
        assert not valid({**data, "outcome": {k: v for k, v in data["outcome"].items() if k != key}}, schema)
        assert not valid({**data, "outcome": {**data["outcome"], "zz_extra": 1}}, schema)


@pytest.mark.parametrize("lang, said", [
    ("es", "Con la otra lectura de «Cero es más que −1» (un ladrón cuenta −1, así que una carta sin barriles "
           "le gana): "),
    ("en", "With the other reading of “Zero is more than −1” (a thief counts −1, so a card with no barrels "
           "beats it): "),
])
def test_the_other_reading_is_named_by_its_label_in_the_readers_language_in_text_and_on_the_page(lang, said):
    # The book's zero-against-a-thief situation is decided by the open question «Cero es más que −1»; the ruling
    # says what the other reading (a thief counts −1) would give, in words and in the reader's language.
    ruling = rule(load_file(str(ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml")))
    assert [a.option for a in ruling.alternatives] == ["zero_vs_minus_one"]
    assert any(line.startswith(said) for line in to_text(ruling, lang).splitlines())
    assert f'<p class="ruling-alternative"><em>{said}' in to_html(ruling, lang)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_alternative_in_the_json_names_the_other_readings_value_as_a_situation_file_writes_it(lang):
    # The other reading's value is what a situation file would write under [options] to get that reading: read
    # back into the game's options it gives the very reading the alternative names, and it differs from the
    # value the ruling used.
    ruling = rule(load_file(str(ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml")))
    data = to_json(ruling, lang)
    options = ruling.situation.options
    assert data["alternatives"], "the book's zero-against-a-thief situation has another reading"
    for alt in data["alternatives"]:
        # plain JSON data, as the file writes it (not the game's own enum member, which only compares equal to it)
        assert type(alt["value"]) in (str, bool, int) and alt["value"] != data["options"][alt["option"]]
        other = type(options).from_dict({**data["options"], alt["option"]: alt["value"]})
        assert other.reading(alt["option"]).render(lang) == alt["reading"]
        assert alt["label"] == options.label(alt["option"]).render(lang)


ZERO_AGAINST_THIEF = (ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml").read_text(
    encoding="utf-8")


OTHER_READING = ZERO_AGAINST_THIEF.replace("[auction]",
                                           '[options]\nzero_vs_minus_one = "thief-is-minus-one"\n\n[auction]')


@pytest.mark.parametrize("lang, line", [
    ("es", "Lecturas: las del sitio para todas las preguntas abiertas."),
    ("en", "Readings: the site's for every open question."),
])
def test_a_ruling_on_the_sites_readings_says_so_and_names_no_option(lang, line):
    ruling = rule(check.load(ZERO_AGAINST_THIEF))
    lines = check.to_text(ruling, lang).splitlines()
    assert line in lines
    assert not any(text.startswith(("Lecturas distintas", "Readings other")) for text in lines)


@pytest.mark.parametrize("lang, start, item, others", [
    ("es", "Lecturas distintas de las del sitio: ",
     "«Cero es más que −1»: un ladrón cuenta −1, así que una carta sin barriles le gana", "«"),
    ("en", "Readings other than the site's: ",
     "“Zero is more than −1”: a thief counts −1, so a card with no barrels beats it", "“"),
])
def test_a_ruling_on_another_reading_names_that_option_and_only_it(lang, start, item, others):
    # The file asks for the other reading of «Cero es más que −1» (a thief counts −1); the other five options of
    # Caribic keep the site's reading, so the line names this one option and no other.
    ruling = rule(check.load(OTHER_READING))
    assert ruling.situation.options.zero_vs_minus_one == "thief-is-minus-one"
    found = [text for text in check.to_text(ruling, lang).splitlines() if text.startswith(start)]
    assert found == [f"{start}{item}."]
    assert found[0].count(others) == 1


@pytest.mark.parametrize("lang, title, ruling", [
    ("es", "Los dos descubren: 0 barriles contra un ladrón", "Fallo: "),
    ("en", "Both reveal: 0 barrels against a thief", "Ruling: "),
])
def test_a_ruling_as_text_opens_with_the_situations_title_and_verdict_then_numbers_its_steps(lang, title, ruling):
    # What `rulesim check` prints: the file's own title in the reader's language, the verdict, then one line per
    # step of the explanation, numbered from 1, each with the rule it cites.
    found = rule(check.load(ZERO_AGAINST_THIEF))
    lines = check.to_text(found, lang).splitlines()
    assert lines[0] == title
    assert lines[1] == ruling + found.verdict.render(lang)
    steps = found.explanation.steps
    assert len(steps) > 1
    for n, step in enumerate(steps, 1):
        assert lines[1 + n].startswith(f"{n}. ") and f" [{step.rule_id}] " in lines[1 + n]


@pytest.mark.parametrize("text, line", [
    ('game = "borneo"\nquestion = "port"\n[port\nlimit = 3\n', 3),
    ('game = "caribic"\nquestion = "auction"\n\n[auction]\nship = "Bravo" "Fuego"\nbids = [1, 2]\n', 5),
    ('game = borneo\n', 1),
    ('game = "caribic"\nquestion = "auction"\n\n[auction]\nship = "Bravo"\nbids = [1, 2\n', None),  # at the end
])
def test_a_file_that_is_not_toml_names_the_line_where_it_breaks_when_there_is_one(text, line):
    with pytest.raises(check.SituationError) as info:
        check.load(text)
    assert info.value.field == "toml" and info.value.line == line
    if line is None:
        assert info.value.text("es").startswith("toml: El archivo no es TOML válido: ")
        assert info.value.text("en").startswith("toml: The file is not valid TOML: ")
    else:
        assert info.value.text("es").startswith(f"toml (línea {line}): El archivo no es TOML válido: ")
        assert info.value.text("en").startswith(f"toml (line {line}): The file is not valid TOML: ")


@pytest.mark.parametrize("text, field, line", [
    ('game = "borneo"\nquestion = "port"\n[port]\nmonopoly = 4\nlimit = 3\ncards = ["RRRB"]\nlast_player = 1\n'
     '\n[port.companies]\nred = [1, 1, 1]\nblue = [1, 1]\n', "port.companies", 9),
    ('game = "borneo"\nquestion = "move"\n[move]\ncompany = "red"\nrank = 1\nto = "blue"\n'
     '[ move.companies ]   # by rank\nred = [1, 1, 1, 1]\nblue = [4]\n', "move.companies", 7),
])
def test_a_refused_sub_table_is_located_at_its_own_header_not_at_the_questions(text, field, line):
    # Too many merchants of one player (or a fourth merchant with four players) is a fault of the whole
    # [<question>.companies] table: the message points at that table's header line.
    with pytest.raises(check.SituationError) as info:
        check.load(text)
    assert info.value.field == field and info.value.line == line
    assert check.locate(text, field) == line
    assert info.value.text("en").startswith(f"{field} (line {line})")


def test_a_refused_item_of_a_list_is_located_at_the_line_of_its_list():
    # "port.cards[1]" names the second card of the list written as "cards = …": the message points at that line,
    # not at the [port] header (locate: the line where the field is written).
    text = ('game = "borneo"\nquestion = "port"\n\n[port]\nmonopoly = 4\nlimit = 3\n'
            'cards = ["RRRB", "RRRRB"]\nlast_player = 1\n')
    with pytest.raises(SituationError) as info:
        load(text)
    assert info.value.field == "port.cards[1]" and info.value.line == 7
    assert info.value.text("en").startswith("port.cards[1] (line 7): ")
    assert check.locate(text, "port.cards[1]") == check.locate(text, "port.cards") == 7

@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_ruling_on_a_disputes_page_leaves_the_verdict_to_the_page_and_keeps_the_rest(lang):
    # The disputes page writes the verdict above the body (rulesim.disputes.entry_body_html): the body has the
    # steps and the other reading, but not the verdict a second time.
    ruling = rule(check.load(ZERO_AGAINST_THIEF))
    verdict = ruling.verdict.render(lang)
    full, body = check.to_html(ruling, lang), check.to_html(ruling, lang, verdict=False)
    assert full.count('class="ruling-verdict"') == 1 and verdict.split(":")[0] in full
    assert 'class="ruling-verdict"' not in body
    assert 'class="ruling-alternative"' in body and body.startswith('<div class="ruling">')
    assert full.replace(f'<p class="ruling-verdict"><strong>{check.html.escape(verdict)}</strong></p>', "") == body
