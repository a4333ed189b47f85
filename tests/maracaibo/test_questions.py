"""Maracaibo's dispute questions: the book's situation files ask every one of them (each file states its
expected ruling, by hand from the rules, in its ``[expected]`` table: tests/shared/test_situations_rule_as_stated.py),
and the questions put to hand-made cases.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from messages import cited, reads, rules_cited, said, values_of

from rulesim.check import SituationError, load_file, rule, situation
from rulesim.game import game
from rulesim.i18n import Message, Value
from rulesim.maracaibo.components import DEFAULT_MAP, LocationName, round_name

ROOT = Path(__file__).resolve().parent.parent.parent
SEA_IDS = set(DEFAULT_MAP.ids())
SITUATIONS = sorted((ROOT / "book" / "maracaibo" / "situations").glob("*.toml"))


def test_the_situations_ask_every_question_of_the_game():
    # each file's own expected ruling: tests/shared/test_situations_rule_as_stated.py
    assert len(SITUATIONS) >= 8
    questions = {load_file(str(p)).question.id for p in SITUATIONS}
    assert questions == {q.id for q in game("maracaibo").questions}


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


@pytest.mark.parametrize("question,table,field", [
    ("setup", {"players": 2, "story": "01", "c_cards": 3}, "setup.c_cards"),  # no C cards before the campaign
    ("setup", {"players": 5}, "setup.players"),
    ("seat", {"players": 2, "seat": 3}, "seat.seat"),
    ("first-decisions", {"keep": 4, "plan": 1, "discard": 4}, "first-decisions.keep"),  # nine cards
    ("free-action", {"action": "plan-again", "planning": 0}, "free-action.planning"),
    ("free-action", {"action": "goal", "goals_done": [1, 1]}, "free-action.goals_done[1]"),
    ("round", {"location": "5", "players": 3, "seat": 4}, "round.seat"),
    ("round", {"location": "21b", "round": 2}, "round.location"),  # 21b is used in round IV only
])
def test_impossible_new_situations_name_the_field(question, table, field):
    with pytest.raises(SituationError) as info:
        situation("maracaibo", question, table)
    assert info.value.field == field
    assert info.value.text("es") != info.value.text("en")


@pytest.mark.rule("maracaibo-start-doubloons", "maracaibo-player-markers")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_gets_its_doubloons(players):
    """8, 9, 10 and 11 doubloons from the first player clockwise (the source's setup)."""
    got = [rule(situation("maracaibo", "seat", {"players": players, "seat": s})).outcome["doubloons"]
           for s in range(1, players + 1)]
    assert got == [8, 9, 10, 11][:players]


@pytest.mark.rule("maracaibo-nav-shared")
def test_a_ship_may_end_beside_another():
    ruling = rule(situation("maracaibo", "voyage", {"start": "5", "path": ["9"], "others": ["9", "9"]}))
    assert ruling.outcome["legal"] and ruling.outcome["shared"]
    assert "maracaibo-nav-shared" in ruling.explanation.rule_ids
    alone = rule(situation("maracaibo", "voyage", {"start": "5", "path": ["9"]}))
    assert alone.outcome["shared"] is False


@pytest.mark.rule("maracaibo-free-career", "maracaibo-q-career", "maracaibo-free-when")
def test_a_career_goal_once_and_the_figure_reading():
    done = rule(situation("maracaibo", "free-action", {"action": "goal", "goal": 2, "goals_done": [2]}))
    assert done.outcome["allowed"] is False and done.outcome["rule"] == "maracaibo-free-career"
    first = rule(situation("maracaibo", "free-action", {"action": "goal", "goal": 3, "goals_done": [1]}))
    assert first.outcome["allowed"] and first.outcome["goals_done"] == [1, 3]


@pytest.mark.rule("maracaibo-setup-project-cards", "maracaibo-later-continue")
def test_c_cards_join_the_a_cards_when_the_campaign_goes_on():
    ruling = rule(situation("maracaibo", "setup", {"players": 3, "story": "continue", "c_cards": 4}))
    assert ruling.outcome["c_cards"] == "draw"
    # 60 A + 4 C cards, 24 dealt, with 40 B cards, 4 face up (the illustrative counts of the A cards)
    assert ruling.outcome["draw_pile"] == 60 + 4 - 24 + 40 - 4


@pytest.mark.rule("maracaibo-later-chapter")
@pytest.mark.parametrize("story", ["80", "89"])
def test_a_chapter_card_places_no_mission_the_text_does_not_give(story):
    # "Elige una de las cartas de historia 80 a 89": the chapter card's own instructions decide, and the text does
    # not include them, so the setup places no mission and says why
    ruling = rule(situation("maracaibo", "setup", {"players": 3, "story": story, "c_cards": 0}))
    assert ruling.outcome["missions"] == []
    said(ruling.explanation, "maracaibo-later-chapter")


@pytest.mark.rule("maracaibo-q-chapter-c-cards")
def test_the_c_cards_of_a_chapter_game_are_labelled_as_a_reading_both_ways():
    # «si desea continuar la campaña»: by default a chapter is a campaign game and the C cards join the A cards
    mixed = rule(situation("maracaibo", "setup", {"players": 3, "story": "85", "c_cards": 4}))
    assert mixed.outcome["c_cards"] == "draw"
    said(mixed.explanation, "maracaibo-q-chapter-c-cards", "se mezclan")
    aside = rule(situation("maracaibo", "setup", {"players": 3, "story": "85", "c_cards": 4},
                           {"chapter_c_cards": "aside"}))
    assert aside.outcome["c_cards"] == "aside"
    said(aside.explanation, "maracaibo-q-chapter-c-cards", "se quedan fuera")
    # a chapter is a game of the campaign, whatever the reading says of its C cards: no step calls it "without one"
    assert not any("Sin campaña" in m.template for _, m in cited(aside.explanation)), rules_cited(aside.explanation)
    said(aside.explanation, "maracaibo-setup-project-cards", "fuera del juego", n=4)
    standalone = rule(situation("maracaibo", "setup", {"players": 3, "story": "75", "c_cards": 4}))
    said(standalone.explanation, "maracaibo-setup-project-cards", "Sin campaña", n=4)
    going_on = rule(situation("maracaibo", "setup", {"players": 3, "story": "continue", "c_cards": 4}))
    assert "maracaibo-q-chapter-c-cards" not in going_on.explanation.rule_ids  # not a chapter: the text decides


@pytest.mark.rule("maracaibo-q-story-cards")
@pytest.mark.parametrize("story", ["76", "77", "84", "continue"])
def test_a_story_card_the_text_lacks_places_no_mission_as_a_reading(story):
    ruling = rule(situation("maracaibo", "setup", {"players": 3, "story": story, "c_cards": 0}))
    assert ruling.outcome["missions"] == []
    said(ruling.explanation, "maracaibo-q-story-cards")
    given = rule(situation("maracaibo", "setup", {"players": 3, "story": "75", "c_cards": 0}))
    assert given.outcome["missions"] and "maracaibo-q-story-cards" not in given.explanation.rule_ids


# Mechanical rules paragraphs no question names, each with the reason.
NOT_ASKED = {}


def test_every_mechanical_rules_paragraph_can_be_put_to_the_checker():
    """Each label of book/maracaibo/*.md, but the open questions, the components and the pure text (registered
    as not mechanical), is named by some question's ``rules``."""
    from rulesim.rules import REGISTRY
    labels = set()
    for page in (ROOT / "book" / "maracaibo").glob("*.md"):
        labels |= set(re.findall(r"^\((maracaibo-[a-z0-9-]+)\)=", page.read_text(encoding="utf-8"), re.M))
    mechanical = {x for x in labels if not x.startswith("maracaibo-q-") and REGISTRY[x].mechanical}
    asked = {r for q in game("maracaibo").questions for r in q.rules}
    assert mechanical - asked == set(NOT_ASKED), sorted(mechanical - asked)
    assert not set(NOT_ASKED) & asked
    assert len(mechanical) > 50  # the labels were found


def test_the_typed_outcomes_keep_the_published_schema():
    """The voyage's destinations were published as objects of four fields that may carry more (no
    ``additionalProperties``); the outcomes, typed now, generate that same schema — and close the others."""
    questions = {q.id: q for q in game("maracaibo").questions}
    voyage = questions["voyage"].outcome_schema()
    assert voyage["properties"]["destinations"] == {"type": "array", "items": {
        "type": "object", "required": ["location", "points", "village_actions", "must_stop"],
        "properties": {"location": {"type": "string"}, "points": {"type": "integer"},
                       "village_actions": {"type": "integer"}, "must_stop": {"type": "boolean"}}}}
    assert voyage["additionalProperties"] is False and voyage["required"] == sorted(voyage["required"])
    assert questions["round"].outcome_schema()["properties"]["scoring"] == {"enum": ["intermediate", "final", None]}
    setup = questions["setup"].outcome_schema()["properties"]
    assert setup["c_cards"] == {"enum": ["draw", "aside", None]}
    assert setup["property_villages"] == {"type": "object",
                                          "additionalProperties": {"enum": ["france", "england", "spain"]}}


@pytest.mark.rule("maracaibo-draw-reshuffle", "maracaibo-draw-limit")
@pytest.mark.parametrize("money", [0, 3])
def test_the_draw_ruling_with_an_empty_pile_and_discards_draws_free(money):
    # the pile at 0, six discards: the discard pile is shuffled into a new pile and both cards come from it,
    # free ("Si la pila de robo se agota, baraja la pila de descarte…"); verdict, outcome and steps agree
    ruling = rule(situation("maracaibo", "draw", {"hand": 2, "money": money, "pile": 0, "discard": 6}))
    o = ruling.outcome
    assert (o["limit"], o["draw"], o["drawn"], o["face_up"], o["cost"], o["reshuffled"], o["short"]) == (
        4, 2, 2, 0, 0, True, False)
    ids = ruling.explanation.rule_ids
    assert "maracaibo-draw-display" not in ids and ids.count("maracaibo-draw-reshuffle") == 1
    reads(ruling.verdict, "se baraja", verdict={"limit": 4, "draw": 2})  # two drawn, under the limit of 4


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_the_hand_and_draw_page_with_the_pile_at_zero_pays_nothing():
    from rulesim.maracaibo.report import HandAndDraw
    html = HandAndDraw(lang="en").compute(2, 1, 3, False, False, 0, 6, 0)
    assert "<td>2</td><td>0</td><td>free</td>" in html  # two from the (reshuffled) pile, free
    # the reader's text is the point: the page's summary, as a reader sees it
    assert "pays 1 doubloon" not in html and "Afterwards: 4 cards in hand, 3 doubloons, 4 cards in the draw pile" in \
        html
    # nothing face down at all: the rows that need face-down cards say so instead of "free"
    empty = HandAndDraw(lang="en").compute(2, 1, 0, False, False, 0, 0, 0)
    assert "<td>2</td><td>0</td><td>free</td>" not in empty and "not that many face-down cards" in empty


@pytest.mark.rule("maracaibo-nav-points")
def test_a_voyage_of_eight_locations_is_ruled_illegal_under_the_seven_points():
    # "tienes hasta 7 puntos de movimiento" and "se requiere un punto de movimiento por movimiento": eight
    # locations along the arrows need 8 points — a ruling (illegal, the rule's id), not a malformed file
    path = ["1", "3", "4", "5", "6", "7", "8", "9"]
    ruling = rule(situation("maracaibo", "voyage", {"start": "H", "path": path}))
    o = ruling.outcome
    assert (o["legal"], o["rule"], o["end"]) == (False, "maracaibo-nav-points", None)
    assert "maracaibo-nav-points" in ruling.explanation.rule_ids and o["max_points"] == 7
    reads(ruling.verdict.params["reason"], "más de 7")


@pytest.mark.rule("maracaibo-nav-points")
def test_not_moving_at_all_can_be_asked_and_is_illegal():
    # "Debe avanzar al menos una ubicación": staying put is refused under the movement rule
    ruling = rule(situation("maracaibo", "voyage", {"start": "5", "stay": True}))
    assert (ruling.outcome["legal"], ruling.outcome["rule"]) == (False, "maracaibo-nav-points")
    # old files keep their meaning: no path, or an empty one, lists every destination; stay = false is the same
    listing = rule(situation("maracaibo", "voyage", {"start": "5"})).outcome
    assert listing["legal"] is None
    assert rule(situation("maracaibo", "voyage", {"start": "5", "path": [], "stay": False})).outcome == listing
    # staying put and a path at once contradict each other: the field is named
    with pytest.raises(SituationError) as info:
        situation("maracaibo", "voyage", {"start": "5", "path": ["6"], "stay": True})
    assert info.value.field == "voyage.stay"


# ------------------------------------------------------------- the outcome carries every fact of the verdict
def _leaves(value):
    """The numbers and names a verdict is built from: the parameters of its messages, recursively (a location
    by its id, a value as it is)."""
    if isinstance(value, (LocationName, Value)):
        yield value.params["loc" if isinstance(value, LocationName) else "value"]
    elif isinstance(value, Message):
        for v in value.params.values():
            yield from _leaves(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _leaves(v)
    elif not isinstance(value, bool):
        yield value


def _facts(outcome, key=""):
    """Every value of an outcome as written, and a round's numeral for a round."""
    if isinstance(outcome, dict):
        for k, v in outcome.items():
            yield from _facts(v, k)
    elif isinstance(outcome, (list, tuple)):
        for v in outcome:
            yield from _facts(v, key)
    elif outcome is not None and not isinstance(outcome, bool):
        yield str(outcome)
        if isinstance(outcome, int) and "round" in key and 1 <= outcome <= 4:
            yield round_name(outcome)


VERDICT_CASES = [(p.stem, load_file(str(p))) for p in SITUATIONS] + [
    (f"example-{q.id}", situation("maracaibo", q.id, q.example())) for q in game("maracaibo").questions]


@pytest.mark.parametrize("case", VERDICT_CASES, ids=[name for name, _s in VERDICT_CASES])
def test_every_number_and_name_in_the_verdict_is_a_field_of_the_outcome(case):
    """A tool reading ``outcome`` learns everything the verdict sentence says: each number or name the verdict
    is built from is a value of the outcome (or the name of one), and so is every number in its words."""
    ruling = rule(case[1])
    facts = set(_facts(ruling.outcome))
    missing = [x for x in _leaves(ruling.verdict) if str(x) and str(x) not in facts]
    assert not missing, (ruling.verdict.render("en"), ruling.outcome)
    digits = {d for f in facts for d in re.findall(r"\d+", f)}
    numerals = {f for f in facts if re.fullmatch(r"I{1,3}|IV", f)}
    for lang, word in (("es", "ronda"), ("en", "round")):
        text = ruling.verdict.render(lang)
        assert set(re.findall(r"\d+", text)) <= digits, text
        assert set(re.findall(word + r" (I{1,3}|IV)\b", text)) <= numerals, text


@pytest.mark.rule("maracaibo-home-21")
def test_the_home_outcome_says_the_intermediate_scoring_comes_after_phase_c():
    # "Realice una puntuación intermedia … al final de su turno (después de la Fase C)"
    o = rule(situation("maracaibo", "home", {"space": "21a", "round": 2})).outcome
    assert (o["scoring"], o["scoring_after_phase_c"], o["space"], o["round"]) == ("intermediate", True, "21a", 2)
    assert rule(situation("maracaibo", "home", {"space": "20", "round": 2})).outcome["scoring_after_phase_c"] is False


@pytest.mark.rule("maracaibo-home-no-delivery", "maracaibo-home-20", "maracaibo-main-village")
def test_a_verdict_answers_its_own_question():
    # "which main action can I take here?" — refusing the delivery on space 20 also names what is open
    ruling = rule(load_file(str(ROOT / "book/maracaibo/situations/07-deliver-on-the-way-home.toml")))
    assert ruling.outcome["open"] == ["combat", "explore"]
    assert [m.template for m in reads(ruling.verdict, "Abiertas aquí").params["actions"]] == [
        "acción de combate", "avanzar el explorador"]
    # "how far, and with how many village actions?" — the list of destinations says the village actions
    listing = rule(load_file(str(ROOT / "book/maracaibo/situations/05-almost-home.toml"))).verdict
    assert [values_of(p) for p in reads(listing, "destino posible", n=2).params["places"]] == [
        {"loc": {"loc": "19", "name": None}, "points": {"n": 1}, "actions": {"n": 1}},
        {"loc": {"loc": "20", "name": None}, "points": {"n": 2}, "actions": "no es una aldea"}]


@pytest.mark.rule("maracaibo-nav-points")
@settings(max_examples=80, deadline=None)
@given(st.one_of(st.none(), st.lists(st.sampled_from(sorted(SEA_IDS)), max_size=12)),
       st.one_of(st.none(), st.booleans()), st.sampled_from(sorted(SEA_IDS)))
def test_any_voyage_table_is_ruled_or_refused_with_its_field(path, stay, start):
    """Fuzzing the voyage's fields: any path (of any length) and ``stay`` give a ruling or a situation error that
    names the field at fault, never anything else."""
    table = {"start": start, **({"path": path} if path is not None else {})}
    if stay is not None:
        table["stay"] = stay
    try:
        ruling = rule(situation("maracaibo", "voyage", table))
    except SituationError as error:
        assert error.field.split("[")[0] in ("voyage.start", "voyage.stay", "voyage.path"), error.field
        return
    o = ruling.outcome
    assert o["legal"] in (True, False, None) and (o["legal"] is not False or o["rule"].startswith("maracaibo-"))
    if path and len(path) > 7:
        assert o["legal"] is False
