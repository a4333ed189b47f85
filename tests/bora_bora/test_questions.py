"""Bora Bora's questions (the "Check a situation" panel, ``rulesim check``): each from its example and
from the book's situation files, the panel's controls building the same situation as the file, impossible
positions refused by field, readings of the source shown as such, pictures legible on a phone, and a fuzz
of every field.  Expectations come from the source text (quoted), not from the engine."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from messages import reads

from rulesim.check import SituationError, load, load_file, rule, situation, to_html, to_json, to_text
from rulesim.game import game
from rulesim.i18n import Message
from rulesim.questions import key_literal, literal

ROOT = Path(__file__).resolve().parent.parent.parent
INFO = game("bora-bora")
QUESTIONS = {q.id: q for q in INFO.questions}
FILES = sorted((ROOT / "book" / "bora-bora" / "situations").glob("*.toml"))


def ask(question: str, lang: str = "es", options: dict | None = None, **table):
    return rule(situation("bora-bora", question, table, options))


# ------------------------------------------------------------------ every rules section can be asked
def test_every_rules_section_of_the_engine_has_a_question():
    """Setup, the round, phase A and the six action tiles: each page with mechanical rules is a question's
    section (issue 10: "setup/round/phase A questions beyond the six tiles")."""
    pages = {INFO.question(q).rules[0].split("-")[2] for q in QUESTIONS}
    sections = {r.split("-")[2] for q in INFO.questions for r in q.rules}
    assert {"setup", "round", "dice", "expand", "people", "helper", "temple", "build"} <= sections
    assert {"setup", "round", "dice", "expand", "people", "helper", "temple", "build"} <= pages
    assert len(FILES) >= 9 and {load_file(str(p)).question.id for p in FILES} == set(QUESTIONS)


# ----------------------------------------------------------------------------- setup and round
@pytest.mark.rule("bora-bora-setup-tiles", "bora-bora-setup-order", "bora-bora-setup-huts")
@pytest.mark.parametrize("players,tiles", [
    (2, ["helper", "temple", "build", "man-woman", "land-water"]),         # "2 jugadores: 5 fichas"
    (3, ["helper", "temple", "build", "man", "woman", "land-water"]),      # "3 jugadores: 6 fichas"
    (4, ["helper", "temple", "build", "man", "woman", "land", "water"]),   # "4 jugadores: 7 fichas"
])
def test_setup_tiles_points_and_first_huts(players, tiles):
    o = ask("setup", players=players).outcome
    assert o["tiles"] == tiles
    assert o["points"] == list(range(players))  # "0/100", then 1, then 2 and 3 points
    assert o["first_huts"] == list(range(players, 0, -1))  # "En orden de turno inverso"
    assert o["each"] == {"huts": 12, "priests": 4, "dice": 3, "god_cards": 2, "offerings": 2}


@pytest.mark.rule("bora-bora-setup-huts")
def test_first_hut_beside_a_one_fish_tile_and_not_where_one_stands():
    ok = ask("start-hut", region="C-beach", taken=["E-forest"])
    assert ok.outcome["legal"] and ok.outcome["resource"] == "sand"
    assert "C-beach" in ok.outcome["free"] and "E-forest" not in ok.outcome["free"]
    taken = ask("start-hut", region="E-forest", taken=["E-forest"])
    assert taken.outcome == {"legal": False, "reason": "taken", "resource": None,
                             "free": ["C-beach", "E-mountain", "S-plains"]}
    elsewhere = ask("start-hut", region="C-mountain")  # a 2-fish region
    assert not elsewhere.outcome["legal"] and elsewhere.outcome["reason"] == "not-start"


@pytest.mark.rule("bora-bora-round")
@pytest.mark.parametrize("at,following", [((1, "A"), (1, "B")), ((1, "C"), (2, "A")), ((5, "C"), (6, "A")),
                                          ((6, "B"), (6, "C")), ((6, "C"), None)])
def test_six_rounds_of_three_phases(at, following):
    """"El juego dura seis rondas, y cada ronda consta de tres fases consecutivas: A, B y C"."""
    o = ask("round", round=at[0], phase=at[1]).outcome
    assert (o["next_round"], o["next_phase"]) == (following or (None, None)) and o["over"] == (following is None)


@pytest.mark.rule("bora-bora-dice-place")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_whose_die_one_each_in_turn_order_three_laps(players):
    """"El primer jugador … El siguiente jugador hace lo mismo … hasta que todos los jugadores hayan colocado sus
    tres dados"."""
    for placed in range(3 * players):
        o = ask("turn", players=players, placed=placed).outcome
        assert (o["next"], o["die"], o["over"]) == (placed % players + 1, placed // players + 1, False)
    assert ask("turn", players=players, placed=3 * players).outcome["over"]


# ----------------------------------------------------------------------------------- phase A
@pytest.mark.rule("bora-bora-dice-lower", "bora-bora-q-action-required", "bora-bora-q-stuck")
def test_a_die_and_an_action_that_cannot_be_done_under_both_readings():
    ruling = ask("die", players=3, tiles={"temple": [6]}, dice=[5], blocked=["temple"])
    assert "temple" not in ruling.outcome["fits"]["5"]
    [alternative] = ruling.alternatives
    assert alternative.option == "action_required" and "temple" in alternative.answer.outcome_dict()["fits"]["5"]
    stuck = ask("die", players=2, tiles={"helper": [2], "temple": [1]}, dice=[2, 2],
                blocked=["build", "man", "woman", "land", "water"])
    assert stuck.outcome == {"fits": {"2": []}, "stuck": True}
    assert "bora-bora-q-stuck" in stuck.explanation.rule_ids


def test_dice_on_the_tiles_cannot_outnumber_the_turns_played():
    """Holding all three dice, nobody before you has placed more than one: with 3 players, 2 dice at most."""
    ask("die", players=3, tiles={"helper": [5], "temple": [4]}, dice=[6, 3, 1])
    with pytest.raises(SituationError) as error:
        load('game = "bora-bora"\nquestion = "die"\n[die]\nplayers = 3\ntiles = { helper = [5], temple = [4], '
             'build = [3] }\ndice = [6, 3, 1]')
    assert error.value.field == "die.tiles" and reads(error.value.message, "como mucho", n=2)


# ------------------------------------------------------------------------------ settling
@pytest.mark.rule("bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-expand-one-hut")
def test_settling_gives_the_resource_the_site_s_way_and_the_other_reading():
    ruling = ask("settle", region="S-mountain", others=True)
    o = ruling.outcome
    assert o["resource"] == "stone" and o["optional"] and o["where"] == "ceremony" and o["hut_aside"]
    assert o["points"] == o["fish"] == 3  # the illustrative fish beside the south island's mountains
    others = {a.option: a.answer.outcome_dict() for a in ruling.alternatives}
    assert others["resource_optional"]["optional"] is False  # "recibe siempre"
    assert others["fish_points"]["points"] == 0
    for lang in ("es", "en"):  # the ruling says the other readings in words, not option keys
        text = to_text(ruling, lang)
        assert "resource_optional" not in text and "fish_points" not in text
    full = ask("settle", region="C-beach", ceremony_free=False).outcome
    assert full["where"] == "beside"  # "Si no tiene un espacio coincidente abierto, colóquelo junto a su tablero"


# ------------------------------------------------------------------------ people, helper, tattoo
@pytest.mark.rule("bora-bora-people-take", "bora-bora-people-space")
def test_people_within_the_die_and_a_free_space():
    assert ask("people", kind="woman", die=4, positions=[True] * 6, free_spaces=1).outcome["positions"] == [1, 2, 3, 4]
    assert ask("people", kind="woman", die=6, positions=[True] * 6, free_spaces=0).outcome["reason"] == "space"
    assert ask("people", kind="man", die=1, positions=[False] + [True] * 5, free_spaces=3).outcome["reason"] == "empty"
    assert ask("people", kind="man", die=6, positions=[True] * 6, free_spaces=12).outcome["allowed"]


@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-q-helper-budget")
def test_the_helper_die_as_points_and_as_articles():
    ruling = ask("helper", die=4, buy={"god_card": 2})
    assert (ruling.outcome["fits"], ruling.outcome["total"]) == (True, 4)  # two cards × 2 points
    over = ask("helper", die=4, buy={"god_card": 2, "points": 1})
    assert not over.outcome["fits"]
    [articles] = over.alternatives
    assert articles.option == "helper_budget" and articles.answer.outcome_dict()["fits"]  # three articles ≤ 4


@pytest.mark.rule("bora-bora-helper-tattoo", "bora-bora-helper-shells")
def test_tattoo_moves_one_space_per_symbol_onto_the_stack():
    """"Mueva su marcador de estado un espacio a la derecha … Si aterriza en un espacio ocupado …, coloque su
    marcador en la parte superior de la pila"."""
    o = ask("tattoo", men=[2, 3], women=[3], status=1, others=[6, 4, 6]).outcome
    assert o == {"status": 6, "shells": 3, "on_top_of": [2, 4], "status_before": 1}
    assert ask("tattoo", women=[1]).outcome == {"status": 0, "shells": 1, "on_top_of": [], "status_before": 0}


# the reader's text is the point: a count in the singular and the plural of each language
@pytest.mark.parametrize("lang,one,many", [("es", "Recoges 1 concha.", "Recoges 2 conchas."),
                                           ("en", "You collect 1 shell.", "You collect 2 shells.")])
def test_plurals_in_both_languages(lang, one, many):
    assert ask("tattoo", women=[1]).verdict.render(lang) == one
    assert ask("tattoo", women=[2]).verdict.render(lang) == many


# -------------------------------------------------------------------------------- temple, build
@pytest.mark.rule("bora-bora-temple-place")
def test_a_player_with_every_priest_on_the_temple_has_none_to_place():
    o = ask("temple", spaces=[3, 3, 0, 3, 3, 0], player=3, die=6, space=3).outcome
    assert (o["legal"], o["reason"]) == (False, "reserve")
    with pytest.raises(SituationError) as error:  # "4 sacerdotes" each: five on the temple cannot be
        situation("bora-bora", "temple", {"spaces": [2, 2, 2, 2, 2, 0], "player": 1, "die": 3, "space": 1})
    assert error.value.field == "temple.spaces"
    reads(error.value.message, "sacerdotes en el templo", n=5, player={"n": 2})  # player 2's five priests


@pytest.mark.rule("bora-bora-build-materials")
def test_a_build_refused_for_diagonal_materials_says_so():
    ruling = ask("build", die=6, ceremony=[["sand", "", ""], ["", "wood", ""]])
    assert ruling.outcome == {"values": [], "pairs": []}
    why = reads(ruling.verdict, "No se puede construir").params["why"]
    assert isinstance(why, Message)
    reads(why, "diagonal")  # not the old "no tile can be built with a 3"
    assert not why.params


def test_a_build_refused_because_every_tile_up_to_the_die_is_built():
    with pytest.raises(SituationError):
        situation("bora-bora", "build", {"die": 2, "ceremony": [["sand", "wood", ""], ["", "", ""]], "built": [1, 2]})
    ruling = ask("build", die=2, ceremony=[["sand", "wood", "built"], ["built", "built", "built"]], built=[1, 2])
    assert ruling.outcome["values"] == [] and reads(ruling.verdict, "No se puede construir", why={"die": 2})


# ------------------------------------------------------------------------------ words, pictures
IDS = re.compile(r"\b[CSE]-(forest|plains|beach|mountain)\b|\br\dc\d\b|land-water|man-woman|_[a-z]+\b|\?")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_rulings_speak_in_words_with_a_legible_picture(path, lang):
    s = load_file(str(path))
    ruling = rule(s)
    data = to_json(ruling, lang)
    words = " ".join([data["ruling"]] + [step["text"] for step in data["steps"]] +
                     [a["ruling"] + a["reading"] for a in data["alternatives"]])
    assert not IDS.search(words), IDS.search(words)
    svg = s.question.picture(s.values, ruling.answer, lang)
    title = re.search(r"<title>([^<]+)</title>", svg) or re.search(r'aria-label="([^"]+)"', svg)
    assert title and title.group(1)
    assert "<svg" in to_html(ruling, lang)


@pytest.mark.parametrize("question", ["setup", "round", "turn", "people", "helper", "tattoo", "build"])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_new_pictures_are_legible_on_a_phone(question, lang):
    """Text of 12 CSS px or more when shown 358 px wide, a <title> in the page's language, nothing outside."""
    q = QUESTIONS[question]
    s = situation("bora-bora", question, q.example())
    svg = q.picture(s.values, rule(s).answer, lang)
    width, height = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
    sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) >= 12 * width / 358
    title = re.search(r"<title>([^<]+)</title>", svg).group(1)
    assert title == q.picture(s.values, rule(s).answer, lang).split("<title>")[1].split("<")[0]
    other = "en" if lang == "es" else "es"
    assert title != re.search(r"<title>([^<]+)</title>", q.picture(s.values, rule(s).answer, other)).group(1)
    for x, y in re.findall(r'<text x="([\d.-]+)" y="([\d.-]+)"', svg):
        assert 0 <= float(x) <= width and 0 < float(y) <= height


# ------------------------------------------------------------------------------ the panel
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_the_panel_builds_the_same_situation_as_the_file(path):
    pytest.importorskip("ipywidgets")
    from rulesim.widgets import Checker
    s = load_file(str(path))
    for lang in ("es", "en"):
        panel = Checker("bora-bora", lang, start=s)
        built = panel.situation()
        assert built.question is s.question and built.values == s.values and built.options == s.options
        assert rule(built).outcome == rule(s).outcome
        assert "ruling-verdict" in panel.out.value


# ---------------------------------------------------------------------------------- fuzzing
VALUES = st.one_of(st.integers(-2, 14), st.booleans(), st.sampled_from(["", "sand", "C-plains", "man", "built", "x"]),
                   st.lists(st.one_of(st.integers(-1, 7), st.booleans(), st.sampled_from(["temple", "C-beach", ""])),
                            max_size=7),
                   st.lists(st.lists(st.sampled_from(["", "sand", "wood", "stone", "built", 3]), max_size=4),
                            max_size=3),
                   st.dictionaries(st.sampled_from(["helper", "temple", "tattoo", "offering", "x"]),
                                   st.one_of(st.integers(-1, 7), st.lists(st.integers(0, 7), max_size=4)),
                                   max_size=3))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzing_each_field_gives_a_ruling_or_names_the_field(data):
    """One field of a question's example changed to a random value (the file really changes): a ruling, or
    a SituationError naming a field of that question — never another exception."""
    q = data.draw(st.sampled_from(list(QUESTIONS.values())))
    table = json.loads(json.dumps(q.example()))
    name = data.draw(st.sampled_from([f.name for f in q.fields]))
    table[name] = data.draw(VALUES)
    text = f'game = "bora-bora"\nquestion = "{q.id}"\n[{q.section}]\n' + "\n".join(
        f"{key_literal(k)} = {literal(v)}" for k, v in table.items())
    try:
        s = load(text)
    except SituationError as error:
        assert error.field.startswith(q.section) and error.text("en") and error.text("es")
        return
    ruling = rule(s)
    for lang in ("es", "en"):
        assert to_text(ruling, lang) and to_html(ruling, lang)
