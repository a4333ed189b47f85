"""Tests that kill mutants which survived `make mutation` in the dispute checker (rulesim/check.py).

The JSON that ``rulesim check --json`` prints is a documented format (README: ``rulesim-ruling/2``, every
key of a ruling, a step, an assumption and an alternative); the schema must accept every real ruling and
refuse what breaks that format.  The oracle below is the format written out by hand, not the schema.

``RULING_SCHEMA`` is built when ``rulesim.check`` is imported, before mutmut switches a mutant on, so these
tests build the schema afresh with ``_ruling_schema()``.
"""

from __future__ import annotations

import copy
from pathlib import Path

import jsonschema
import pytest

from rulesim import check
from rulesim.check import load_file, rule, to_json

ROOT = Path(__file__).resolve().parent.parent
SITUATIONS = sorted((ROOT / "book").glob("*/situations/*.toml"))

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


@pytest.mark.rule("caribic-q-zero-minus-one")
@pytest.mark.parametrize("lang, said", [
    ("es", "Con la otra lectura de «Cero es más que −1» (un ladrón cuenta −1, así que una carta sin barriles le gana): "),
    ("en", "With the other reading of “Zero is more than −1” (a thief counts −1, so a card with no barrels beats it): "),
])
def test_the_other_reading_is_named_by_its_label_in_the_readers_language_in_text_and_on_the_page(lang, said):
    # The book's zero-against-a-thief situation is decided by the open question «Cero es más que −1»; the ruling
    # says what the other reading (a thief counts −1) would give, in words and in the reader's language.
    from rulesim.check import to_html, to_text
    ruling = rule(load_file(str(ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml")))
    assert [a.option for a in ruling.alternatives] == ["zero_vs_minus_one"]
    assert any(line.startswith(said) for line in to_text(ruling, lang).splitlines())
    assert f'<p class="ruling-alternative"><em>{said}' in to_html(ruling, lang)


@pytest.mark.rule("caribic-q-zero-minus-one")
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
        assert isinstance(alt["value"], (str, bool, int)) and alt["value"] != data["options"][alt["option"]]
        other = type(options).from_dict({**data["options"], alt["option"]: alt["value"]})
        assert other.reading(alt["option"]).render(lang) == alt["reading"]
        assert alt["label"] == options.label(alt["option"]).render(lang)


# ------------------------------------------------------------------ seed-14 survivors (none uses the slow fixture)
ZERO_AGAINST_THIEF = (ROOT / "book" / "caribic" / "situations" / "04-zero-against-thief.toml").read_text(encoding="utf-8")
OTHER_READING = ZERO_AGAINST_THIEF.replace("[auction]", '[options]\nzero_vs_minus_one = "thief-is-minus-one"\n\n[auction]')


@pytest.mark.rule("caribic-q-zero-minus-one")
@pytest.mark.parametrize("lang, line", [
    ("es", "Lecturas: las del sitio para todas las preguntas abiertas."),
    ("en", "Readings: the site's for every open question."),
])
def test_a_ruling_on_the_sites_readings_says_so_and_names_no_option(lang, line):
    ruling = rule(check.load(ZERO_AGAINST_THIEF))
    lines = check.to_text(ruling, lang).splitlines()
    assert line in lines
    assert not any(l.startswith(("Lecturas distintas", "Readings other")) for l in lines)


@pytest.mark.rule("caribic-q-zero-minus-one")
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
    found = [l for l in check.to_text(ruling, lang).splitlines() if l.startswith(start)]
    assert found == [f"{start}{item}."]
    assert found[0].count(others) == 1


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


@pytest.mark.rule("borneo-setup-merchants", "borneo-variant-four-merchants")
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


@pytest.mark.rule("caribic-q-zero-minus-one")
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
