"""Maracaibo's disputed situations: every situation file of the book with its expected ruling, stated by
hand from the rules (as ``tests/shared/test_check.py`` does for the other games), and the four questions.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesim.check import SituationError, load_file, rule, situation, to_json, to_text
from rulesim.game import game
from rulesim.i18n import Message, Value
from rulesim.maracaibo.components import DEFAULT_MAP, LocationName, round_name

ROOT = Path(__file__).resolve().parent.parent.parent
SEA_IDS = set(DEFAULT_MAP.ids())
SITUATIONS = sorted((ROOT / "book" / "maracaibo" / "situations").glob("*.toml"))


def project(question: str, o: dict):
    if question == "now":  # who decides, the legal moves as a file writes them, the move asked about
        return (o["player"], [m["move"] for m in o["moves"]], o["asked_legal"], o["refusal_rule"])
    if question == "voyage":
        if o["legal"] is None:
            return [(d["location"], d["points"], d["village_actions"], d["must_stop"]) for d in o["destinations"]]
        return (o["legal"], o["end"], o["points"], o["village_actions"], o["rule"])
    if question == "main-action":
        return (sorted(o["open"]), o["village_actions"], o["allowed"], o["rule"])
    if question == "draw":
        return (o["limit"], o["draw"], o["cost"], o["affordable"], o["reshuffled"])
    if question == "setup":
        return (o["maracaibo_tile"], o["city_tiles_marked"], sorted(o["city_tile_slots"], key=int),
                o["property_villages"], [o["property_spaces"][n][0] for n in ("france", "england", "spain")],
                o["missions"], o["story_tiles"] > 0, o["c_cards"])
    if question == "seat":
        return (o["doubloons"], o["first"], o["after_seat"], o["discs"], o["figures"], o["career_cards"], o["ship"])
    if question == "first-decisions":
        return (o["legal"], o["rule"], o["hand"], o["planning"], o["discarded"], o["career_figures"])
    if question == "free-action":
        return (o["allowed"], o["rule"], o["hand"], o["planning"], o["drawn"])
    if question == "round":
        return (o["ends_round"], o["scoring"], o["game_over"], o["round"], o["next_seat"])
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
    # "En un juego de 2 jugadores solamente, cubre la ciudad de Maracaibo…"; the two marked tiles always go, on
    # Puerto Plata (4), Santo Domingo (5), Port Royal (13) and Cartagena (14); red on 6, white on 7, blue on 8,
    # "tome siempre el marcador disponible más a la izquierda": the leftmost space (one marker) is emptied
    "16-two-players-board": ((True, [1, 2], ["4", "5", "13", "14"], {"6": "spain", "7": "england", "8": "france"},
                              [0, 0, 0], ["15"], False, None), ["property_spaces"]),
    # three or four players: the Maracaibo tile goes back to the box; story card 01: missions beside 16 and,
    # with four, 19; the story tiles are used
    "17-four-players-campaign": ((False, [5, 6], ["4", "5", "13", "14"], {}, [1, 1, 1], ["16", "19"], True, None),
                                 ["property_spaces"]),
    # without the campaign the C cards are sorted and put under the story cards, out of the game
    "18-c-cards-without-campaign": ((False, [3, 4], ["4", "5", "13", "14"], {}, [1, 1, 1], [], False, "aside"),
                                    ["property_spaces"]),
    # "al cuarto jugador 11 doblones"; 24 discs, two figures, two career cards, the ship in Havana
    "19-fourth-seat": ((11, False, 3, 24, 2, 2, "H"), []),
    # "Dale a ese jugador 8 doblones"
    "20-first-player-two": ((8, True, None, 24, 2, 2, "H"), []),
    # four kept, one planned, three discarded: planning none is not one of the choices
    "21-keep-five-plan-none": ((False, "maracaibo-first-cards", None, None, None, None), []),
    # the standard split; one career card kept, three figures on it
    "22-four-one-three": ((True, None, 4, 1, 3, 3), []),
    # "eligen … cuál de sus dos cartas de carrera conservar": one, the other back to the box
    "23-keep-both-careers": ((False, "maracaibo-first-career", None, None, None, None), []),
    # "Si los tres espacios están llenos, no podrá realizar esta acción"
    "24-a-fourth-planned-card": ((False, "maracaibo-free-plan", 4, 3, None), []),
    # planned cards "no puedes … usarlas como bienes u objetos"
    "25-planned-card-as-a-good": ((False, "maracaibo-free-plan-cards", 4, 1, None), []),
    # free actions also after the main action; planned cards do not count for the hand limit: 2 cards to draw
    "26-plan-after-the-main-action": ((True, None, 2, 2, 2), []),
    # 21a is the last space in rounds I–III: the round ends, intermediate scoring; who starts round IV is a reading
    "27-last-space-in-round-three": ((True, "intermediate", False, 4, 3), ["new_round"]),
    # the round ends only on the last space: 20 is not it; the turn passes clockwise (seat 4 → seat 1)
    "28-space-20-does-not-end": ((False, None, False, 1, 1), []),
    # "Después de la cuarta ronda, se lleva a cabo una puntuación final, después de la cual el juego termina"
    "29-22-in-round-four": ((True, "final", True, None, None), []),
    # "tienes hasta 7 puntos de movimiento", one point a move: eight locations are one too many
    "30-eight-locations": ((False, None, None, None, "maracaibo-nav-points"), []),
    # "Debe avanzar al menos una ubicación"
    "31-stay-put": ((False, None, None, None, "maracaibo-nav-points"), []),
    # "Si la pila de robo se agota, baraja la pila de descarte…": two cards from the new pile, free
    "32-empty-pile-full-discards": ((4, 2, 0, True, True), []),
    # what may I do now? one of the two career cards offered, never another player's
    "33-now-career-card": ((1, ["ChooseCareer card=6", "ChooseCareer card=8"], False, "maracaibo-first-career"), []),
}


def test_at_least_eight_situations_each_with_its_expected_ruling():
    assert len(SITUATIONS) >= 8 and {p.stem for p in SITUATIONS} == set(EXPECTED)
    questions = {load_file(str(p)).question.id for p in SITUATIONS}
    assert questions == {q.id for q in game("maracaibo").questions}


@pytest.mark.rule("maracaibo-main-village", "maracaibo-nav-must-stop", "maracaibo-home-21", "maracaibo-draw-display",
                  "maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles", "maracaibo-setup-two-player-villages",
                  "maracaibo-setup-leftmost", "maracaibo-start-doubloons", "maracaibo-first-player",
                  "maracaibo-first-cards", "maracaibo-first-career", "maracaibo-free-plan", "maracaibo-free-plan-cards",
                  "maracaibo-round-end", "maracaibo-round-scoring", "maracaibo-game-end", "maracaibo-turn-next",
                  "maracaibo-first-campaign", "maracaibo-first-standalone", "maracaibo-home-spaces",
                  "maracaibo-q-property", "maracaibo-q-story-75", "maracaibo-setup-combat", "maracaibo-setup-legacy",
                  "maracaibo-setup-prestige", "maracaibo-setup-story-tiles")
@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_each_situation_gets_its_expected_ruling(path, ruling_validator):
    expected, alternatives = EXPECTED[path.stem]
    s = load_file(str(path))
    ruling = rule(s)
    assert project(s.question.id, ruling.outcome) == expected
    assert [a.option for a in ruling.alternatives] == alternatives
    for lang in ("es", "en"):
        data = to_json(ruling, lang)
        ruling_validator.validate(data)
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
    assert "2" in ruling.verdict.render("en") and "nothing" in ruling.verdict.render("en")


@pytest.mark.rule("maracaibo-draw-reshuffle")
def test_the_hand_and_draw_page_with_the_pile_at_zero_pays_nothing():
    from rulesim.maracaibo.report import HandAndDraw
    html = HandAndDraw(lang="en").compute(2, 1, 3, False, False, 0, 6, 0)
    assert "<td>2</td><td>0</td><td>free</td>" in html  # two from the (reshuffled) pile, free
    assert "pays 1 doubloon" not in html and "Afterwards: 4 cards in hand, 3 doubloons, 4 cards in the draw pile" in html
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
    assert "maracaibo-nav-points" in ruling.explanation.rule_ids and "7" in ruling.verdict.render("en")


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
    text = ruling.verdict.render("en")
    assert "combat action" in text and "moving the explorer" in text
    # "how far, and with how many village actions?" — the list of destinations says the village actions
    listing = rule(load_file(str(ROOT / "book/maracaibo/situations/05-almost-home.toml"))).verdict.render("en")
    assert "19 for 1 point (1 village action)" in listing and "20 for 2 points (not a village)" in listing


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
