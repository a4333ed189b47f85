"""Borneo's dispute questions, its typed sub-states and saves, and the readings the site follows.

Each situation file of the book states its expected ruling (``[expected]``, checked by
``tests/shared/test_situations_rule_as_stated.py``); here each
question is put to its own example and to hand-made cases (oracles from the rules text, by hand), every
situation file goes through the "Check a situation" panel (``rulesim.widgets.Checker``) to the same ruling,
and every picture is checked for a phone: a ``<title>`` in the page's language, text of 12 px or more at
358 px wide.
"""

from __future__ import annotations

import doctest
import itertools
import json
import re
from pathlib import Path

import pytest
from conftest import after_setup, cards_with, relocate
from messages import said

from rulesim.borneo import DEFAULT_DECK, MOVES, Attack, Borneo, Defend, Options, PlaceMerchant, PlayCard, State
from rulesim.borneo.components import Port, ShippingCard
from rulesim.borneo.parts import Fight, Phase, Seat, Sharing
from rulesim.borneo.shipping import resolve_port
from rulesim.check import SituationError, load_file, rule, situation, to_html, to_json, to_text
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.game import game
from rulesim.moves import move_to_dict
from rulesim.position import InvalidPosition

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book" / "borneo" / "situations").glob("*.toml"))
INFO = game("borneo")
QUESTIONS = {q.id: q for q in INFO.questions}


def ask(question: str, options: dict | None = None, **table):
    return rule(situation("borneo", question, table, options or {}))


def alternatives(ruling) -> dict:
    return {a.option: a.answer.outcome_dict() for a in ruling.alternatives}


# ------------------------------------------------------------------------ every rules section has a question
def test_every_mechanical_rules_page_of_borneo_can_be_put_to_a_question():
    from rulesim.rules import REGISTRY
    pages = {r.page for r in REGISTRY.values() if r.id.startswith("borneo-") and r.mechanical
             and not r.page.endswith("open-questions")}
    asked = {REGISTRY[rule_id].page for q in INFO.questions for rule_id in q.rules}
    assert pages - asked <= {"book/borneo/shipping-cards", "book/borneo/missions"}, pages - asked
    # the card's anatomy and the mission kinds are what the port, fight and mission questions are made of
    assert {"setup", "turn", "mission", "move", "fight", "port", "draw", "end", "score"} <= set(QUESTIONS)


# ----------------------------------------------------------------------------------- setup
@pytest.mark.rule("borneo-setup-placement", "borneo-q-placement-order", "borneo-setup-ports", "borneo-setup-missions",
                  "borneo-setup-hand")
def test_setup_question_rounds_ports_and_missions():
    # the first round from the first player; "two more rounds in reverse order": a snake by default
    r = ask("setup", players=5)
    assert r.outcome["rounds"] == [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [1, 2, 3, 4, 5]]
    assert (r.outcome["ports"], r.outcome["missions"], r.outcome["hand"]) == (10, 16, 3)  # 14 - 4 ports, all 16
    assert alternatives(r)["placement_order"]["rounds"] == [[1, 2, 3, 4, 5], [5, 4, 3, 2, 1], [5, 4, 3, 2, 1]]
    r = ask("setup", players=3)
    assert (r.outcome["ports"], r.outcome["missions"], r.outcome["merchants"]) == (12, 12, 3)


@pytest.mark.rule("borneo-variant-four-merchants", "borneo-q-fourth-round")
def test_setup_question_fourth_round_and_the_variant_only_for_three():
    r = ask("setup", {"four_merchants": True}, players=3)
    assert r.outcome["rounds"][3] == [3, 2, 1] and r.outcome["merchants"] == 4
    assert alternatives(r)["fourth_round"]["rounds"][3] == [1, 2, 3]
    r = ask("setup", {"four_merchants": True}, players=4)
    assert not r.outcome["legal"] and r.outcome["rule"] == "borneo-variant-four-merchants"


def test_the_engine_places_the_fourth_merchant_by_the_reading_chosen():
    snake = Borneo(3, Options(four_merchants=True)).new_state(0)
    assert snake.queue == [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0]
    clockwise = Borneo(3, Options(four_merchants=True, fourth_round="clockwise")).new_state(0)
    assert clockwise.queue == [0, 1, 2, 2, 1, 0, 0, 1, 2, 0, 1, 2]
    twice = Borneo(3, Options(four_merchants=True, placement_order="reverse-twice", fourth_round="clockwise"))
    assert twice.placement_rounds() == [[0, 1, 2], [2, 1, 0], [2, 1, 0], [0, 1, 2]]


# ------------------------------------------------------------------------------------ turn
@pytest.mark.rule("borneo-turn-order", "borneo-companies-choice", "borneo-missions-complete")
def test_turn_question_follows_the_four_actions_in_order():
    # from the turn page: 1 mission (optional, one), 2 companies (optional, one of two), 3 ship, 4 draw
    expected = {
        ((), "mission"): True, ((), "fight"): True, ((), "ship"): True, ((), "draw"): False,
        (("mission",), "mission"): False, (("mission",), "move"): True, (("move",), "fight"): False,
        (("fight",), "ship"): True, (("ship",), "mission"): False, (("ship",), "draw"): True,
        (("mission", "move", "ship"), "draw"): True, (("ship", "draw"), "mission"): False,
        (("ship",), "ship"): False,
    }
    for (done, action), legal in expected.items():
        r = ask("turn", done=list(done), action=action)
        assert r.outcome["legal"] == legal, (done, action)
    assert ask("turn", done=["move"], action="fight").outcome["rule"] == "borneo-companies-choice"
    assert ask("turn", done=["mission"], action="mission").outcome["rule"] == "borneo-missions-complete"
    assert ask("turn", done=["ship"], action="draw").outcome["then"] == []


@pytest.mark.rule("borneo-turn-order")
def test_a_refused_turn_action_names_the_step_in_its_way_and_after_the_draw_the_turn_is_over():
    """1 mission and 2 companies may be skipped, 3 shipping and 4 drawing may not: drawing before shipping is
    refused at step 3, the compulsory step skipped; otherwise at the step already reached (the action's own when
    taken twice, 4 once the cards are drawn)."""
    expected = {((), "draw"): 3, (("mission",), "draw"): 3, (("move",), "draw"): 3,
                (("ship",), "ship"): 3, (("ship",), "mission"): 3, (("mission",), "mission"): 1,
                (("move",), "fight"): 2, (("ship", "draw"), "mission"): 4}
    for (done, action), step in expected.items():
        outcome = ask("turn", done=list(done), action=action).outcome
        assert (outcome["legal"], outcome["step"]) == (False, step), (done, action)
    for action in ("mission", "move", "fight", "ship", "draw"):  # "al final de tu turno, roba dos cartas"
        ended = ask("turn", done=["ship", "draw"], action=action)
        assert (ended.outcome["legal"], ended.outcome["rule"], ended.outcome["step"]) == (False, "borneo-turn-order", 4)
        said(ended.explanation, "borneo-turn-order", template="terminado al robar")  # the turn ended with the draw


def test_turn_question_refuses_a_turn_that_cannot_have_happened():
    with pytest.raises(SituationError) as error:
        situation("borneo", "turn", {"done": ["ship", "mission"], "action": "draw"})
    assert error.value.field == "turn.done[1]"


# ------------------------------------------------------------------------------------ move
@pytest.mark.rule("borneo-companies-move")
def test_move_question_closes_the_gap_and_refuses_a_full_company():
    r = ask("move", companies={"red": [1, 2, 3], "purple": [4]}, company="red", rank=2, to="purple")
    assert r.outcome["companies"]["red"] == [1, 3] and r.outcome["companies"]["purple"] == [4, 2]
    assert (r.outcome["player"], r.outcome["new_rank"]) == (2, 2)
    r = ask("move", companies={"red": [1], "blue": [1, 2, 3, 4, 2]}, company="red", rank=1, to="blue")
    assert not r.outcome["legal"] and r.outcome["rule"] == "borneo-companies-move"
    r = ask("move", companies={"red": [1]}, company="red", rank=1, to="red")
    assert not r.outcome["legal"]


# ----------------------------------------------------------------------------------- fight
@pytest.mark.rule("borneo-fight-keep-one")
def test_fight_question_keep_one_sides():
    # the defender plays both their blue cards and keeps none: refused unless only the attacker is bound
    table = dict(company="blue", attacker_rank=3, defender_rank=1, attacker_cards=["BBBR"], defender_cards=["BBGB"],
                 attacker_keeps=1, defender_keeps=0, defender_others=2)
    assert ask("fight", **table).outcome["rule"] == "borneo-fight-keep-one"
    assert ask("fight", {"keep_one_sides": "defender"}, **table).outcome["rule"] == "borneo-fight-keep-one"
    assert ask("fight", {"keep_one_sides": "attacker"}, **table).outcome["winner"] == "defender"  # 3 vs 3 + 1
    # the attacker plays their only blue card (another card stays in hand): refused unless only the defender is bound
    table = dict(company="blue", attacker_rank=2, defender_rank=1, attacker_cards=["BBBR"], attacker_keeps=0,
                 attacker_others=1)
    assert ask("fight", **table).outcome["rule"] == "borneo-fight-keep-one"
    assert ask("fight", {"keep_one_sides": "defender"}, **table).outcome["winner"] == "attacker"


@pytest.mark.rule("borneo-fight-one-card", "borneo-q-keep-one-sides")
def test_the_engine_follows_the_keep_one_reading():
    columns = {"red": [1, 2, 0, 3], "yellow": [0, 1, 2], "green": [3, 0, 1], "blue": [2, 3], "purple": []}
    three = cards_with(after_setup(), "red", 3)
    no_red = [c.id for c in DEFAULT_DECK.shipping if not c.shows("red")]
    readings = (("both", False, False), ("defender", True, False), ("attacker", False, True))
    for sides, attack_all, _defend_all in readings:
        state = after_setup(companies=columns, options=Options(keep_one_sides=sides))
        for zone, cards in ((state.seats[0].hand, [three[0], no_red[0]]), (state.seats[1].hand, [three[1], three[2]])):
            for c in list(zone):
                relocate(state, c, state.draw)
            for c in cards:
                relocate(state, c, zone)
        attack = Attack("red", 2, 0, (three[0],))  # the attacker's only red card
        assert state.is_legal(attack) == attack_all and (attack in state.legal_moves()) == attack_all
        if not attack_all:
            continue
        # only the defender bound: the attacker plays their only red card, and the move says by which reading
        said(state.push(attack), "borneo-q-keep-one-sides", template="solo el defensor", player={"n": 1})
        defend = Defend((three[1],))
        assert state.is_legal(defend)
    # a single card in hand never starts a fight, whatever the reading (borneo-fight-one-card)
    state = after_setup(companies=columns, options=Options(keep_one_sides="defender"))
    for c in list(state.seats[0].hand):
        relocate(state, c, state.draw)
    relocate(state, three[0], state.seats[0].hand)
    assert not state.is_legal(Attack("red", 2, 0, (three[0],)))
    # only the attacker bound: the defender may answer with all their red cards
    state = after_setup(companies=columns, options=Options(keep_one_sides="attacker"))
    for zone, cards in ((state.seats[0].hand, [three[0], three[3]]), (state.seats[1].hand, [three[1]])):
        for c in list(zone):
            relocate(state, c, state.draw)
        for c in cards:
            relocate(state, c, zone)
    state.push(Attack("red", 2, 0, (three[0],)))
    assert Defend((three[1],)) in state.legal_moves()
    said(state.push(Defend((three[1],))), "borneo-q-keep-one-sides", template="solo el atacante", player={"n": 2})


@pytest.mark.rule("borneo-fight-cards")
def test_fight_messages_name_the_card_as_the_reader_placed_it_not_an_internal_number():
    """The card by its side and its place among that side's cards (the panel's and the file's order):
    neither the engine's number for it nor a field path, which a reader of the panel never sees."""
    r = ask("fight", company="green", attacker_rank=3, defender_rank=1, attacker_cards=["GGGR", "RRRB"],
            attacker_keeps=1)
    assert r.outcome["rule"] == "borneo-fight-cards"
    for lang, card in (("es", "carta 2.ª del atacante"), ("en", "attacker’s card 2")):
        text = to_text(r, lang)
        assert card in text and not re.search(r"\b10[01]\b|attacker_cards", text)


def test_a_hand_over_six_cannot_fight():
    with pytest.raises(SituationError) as error:
        situation("borneo", "fight", dict(company="red", attacker_rank=3, defender_rank=1,
                                          defender_cards=["RRRB"] * 3, defender_keeps=2, defender_others=2))
    assert error.value.field == "fight.defender_others"


# ------------------------------------------------------------------------------------ port
@pytest.mark.rule("borneo-shipping-trigger")
def test_a_port_already_paid_out_cannot_have_more_cards():
    # RRRB then RRRB shows 2 + 3 reds: a monopoly of 4 was reached with the second card; RBBB alone shows 3 blues
    for monopoly, cards, early in ((4, ["RRRB", "RRRB", "GGGB"], 2), (3, ["RBBB", "GGGR"], 1)):
        with pytest.raises(SituationError) as error:
            situation("borneo", "port", dict(monopoly=monopoly, limit=4, cards=cards, last_player=1))
        assert error.value.field == f"port.cards[{early}]"
    with pytest.raises(SituationError) as error:
        situation("borneo", "port", dict(monopoly=6, limit=2, cards=["RRRB", "GGGB", "YYYB"], last_player=1))
    assert error.value.field == "port.cards"  # more cards than the limit
    # every flag counted, the same column was paid out after two cards: that reading says it cannot happen
    r = ask("port", monopoly=6, limit=4, cards=["RRGR", "RBRR", "RGRR"], last_player=2)
    other = alternatives(r)["covering"]
    assert other["kind"] == "impossible" and other["paid_at"] == 2


@pytest.mark.rule("borneo-shipping-port-card")
def test_a_port_without_a_name_is_the_port():
    res = resolve_port(Port(0, "", 4, 3, "clove"), [ShippingCard(0, ("red",) * 3 + ("blue",), "clove"),
                                                     ShippingCard(1, ("red",) * 3 + ("blue",), "clove")],
                       {"red": [0]}, 1)
    bad = re.compile(r"Puerto \?|Port \?|puerto \.|port card \.|Puerto\s*$|Port\s*$", re.M)
    for lang in ("es", "en"):
        text = res.explanation.to_text(lang)
        assert not bad.search(text) and text.splitlines()[0] in ("El puerto", "The port"), text
    r = ask("port", monopoly=4, limit=3, cards=["RRRB", "RRRB"], last_player=2, companies={"red": [1]})
    assert all(not bad.search(to_text(r, lang)) for lang in ("es", "en"))


def test_more_merchants_than_a_player_owns_is_refused_by_field():
    with pytest.raises(SituationError) as error:
        situation("borneo", "port", dict(monopoly=4, limit=3, cards=["RRRB"], last_player=1,
                                         companies={"red": [2, 2, 2], "blue": [2, 2]}))
    assert error.value.field == "port.companies"
    ask("port", monopoly=4, limit=3, cards=["RRRB"], last_player=1, companies={"red": [2, 2], "blue": [2]})


# --------------------------------------------------------------------------------- mission
@pytest.mark.rule("borneo-missions-hand", "borneo-missions-payment", "borneo-q-minimal-payment")
def test_mission_question_plurals_and_port_cards():
    r = ask("mission", kind="one_of_each", warehouse=["pepper", "cinnamon", "clove"], ports=["nutmeg"],
            hand=["nutmeg"])
    assert r.outcome == {"payable": True, "ways": 1}
    text = to_text(r, "es") + to_text(r, "en")
    assert "1 cartas" not in text and "1 cards" not in text and "Las 1" not in text
    with pytest.raises(SituationError) as error:
        situation("borneo", "mission", dict(kind="four_same", ports=["clove", "clovex2"]))
    assert error.value.field == "mission.ports[1]"


# ------------------------------------------------------------------------------------ draw
@pytest.mark.rule("borneo-draw-two", "borneo-draw-reshuffle", "borneo-q-short-draw", "borneo-end-conditions")
def test_draw_question_against_the_drawing_page():
    # (hand after shipping, draw pile, discards) -> (drawn, reshuffled, to discard, game over)
    cases = {(3, 10, 0): (2, False, 0, False), (5, 2, 0): (2, False, 1, False), (4, 0, 7): (2, True, 0, False),
             (2, 0, 0): (0, False, 0, True), (0, 1, 0): (1, False, 0, False)}
    for (hand, deck, discards), expected in cases.items():
        o = ask("draw", hand=hand, deck=deck, discards=discards).outcome
        assert (o["drawn"], o["reshuffled"], o["discard"], o["game_over"]) == expected, (hand, deck, discards)
    o = ask("draw", {"short_draw": "end"}, hand=0, deck=1, discards=0).outcome
    assert o["game_over"]


def test_draw_question_never_fails_on_a_possible_position():
    for hand, deck, discards in itertools.product(range(6), (0, 1, 2, 3, 30, 54), (0, 1, 2, 20)):
        if hand + 1 + deck + discards > 60:
            continue
        for short in ("continue", "end"):
            o = ask("draw", {"short_draw": short}, hand=hand, deck=deck, discards=discards).outcome
            assert o["drawn"] == min(2, deck + discards) or (o["game_over"] and o["drawn"] <= 1)


# ------------------------------------------------------------------------------------- end
@pytest.mark.rule("borneo-end-last-mission", "borneo-end-clear-table", "borneo-end-conditions")
def test_end_question_starts_left_of_the_last_player():
    for players in (3, 4, 5):
        for last in range(1, players + 1):
            for cause in ("ports", "cards"):
                r = ask("end", players=players, last_player=last, cause=cause)
                expected = [(last + i) % players + 1 for i in range(players)]
                assert r.outcome["final_order"] == expected, (players, last, cause)
                assert {"borneo-end-clear-table", "borneo-end-last-mission"} <= set(r.explanation.rule_ids)
    with pytest.raises(SituationError) as error:
        situation("borneo", "end", dict(players=3, last_player=5, cause="ports"))
    assert error.value.field == "end.last_player"


# ----------------------------------------------------------------------------------- score
@pytest.mark.rule("borneo-scoring-points", "borneo-scoring-tie", "borneo-q-score-tie")
def test_score_question_against_the_scoring_page():
    r = ask("score", players=[{"cards": 3, "doubles": 3, "ports": 1, "missions": ["eight_same"]},
                              {"cards": 24}, {"cards": 4, "missions": ["one_of_each", "four_same"]}])
    # 3 + 1 + 20 = 24 and 24: tied; one mission against none -> player 1; player 3 has 4 + 14 = 18
    assert r.outcome == {"scores": [24, 24, 18], "missions": [1, 0, 2], "winners": [1], "decided_by": "missions"}
    # the steps name the players as the page does, from 1: the two tied, then the winner
    said(r, "borneo-scoring-tie", template="Empatan", points=24, players=[{"n": 1}, {"n": 2}])
    said(r, "borneo-scoring-tie", template="Misiones completadas", player={"n": 1})
    r = ask("score", players=[{"cards": 5}, {"cards": 5}, {"cards": 5}])
    assert r.outcome["winners"] == [1, 2, 3] and r.outcome["decided_by"] == "shared"
    assert "borneo-q-score-tie" in r.explanation.rule_ids
    said(r, "borneo-q-score-tie", players=[{"n": 1}, {"n": 2}, {"n": 3}])
    r = ask("score", players=[{"cards": 5}, {"cards": 7}, {"cards": 6}])
    assert r.outcome["winners"] == [2] and r.outcome["decided_by"] == "points"
    said(r, "borneo-scoring-tie", player={"n": 2}, n=7)  # a single highest score: player 2, with 7 points


def test_score_question_refuses_impossible_totals():
    bad = {"score.players[1].doubles": [{"cards": 1}, {"cards": 1, "doubles": 2}, {}],
           "score.players": [{"cards": 30}, {"cards": 30}, {"cards": 1}]}
    for field, players in bad.items():
        with pytest.raises(SituationError) as error:
            situation("borneo", "score", {"players": players})
        assert error.value.field == field
    with pytest.raises(SituationError):  # 13 missions with three players: only 12 are used
        situation("borneo", "score", {"players": [{"missions": ["one_of_each"] * 5}, {"missions": ["four_same"] * 4},
                                                  {"missions": ["two_of_each"] * 4}]})


# ------------------------------------------------------------------------ the panel and the pictures
@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_the_checker_panel_builds_each_file_s_situation_and_rules_the_same(path):
    from rulesim.widgets import Checker
    s = load_file(str(path))
    for lang in ("es", "en"):
        panel = Checker("borneo", lang, start=s)
        built = panel.situation()
        assert built.question is s.question and built.values == s.values and built.options == s.options
        assert rule(built).outcome == rule(s).outcome
        assert rule(s).verdict.render(lang) in panel.out.value.replace("&#x27;", "'") or \
            __import__("html").escape(rule(s).verdict.render(lang)) in panel.out.value
        assert "<svg" in panel.out.value


@pytest.mark.parametrize("question", list(QUESTIONS), ids=str)
def test_the_checker_panel_answers_each_question_s_example(question):
    from rulesim.widgets import Checker
    panel = Checker("borneo", "en")
    panel.question.value = question
    s = panel.situation()
    example = situation("borneo", question, QUESTIONS[question].example())
    assert s.question.id == question and rule(s).outcome == rule(example).outcome
    assert "<svg" in panel.out.value and "admonition warning" not in panel.out.value


def svgs():
    for path in SITUATIONS:
        s = load_file(str(path))
        r = rule(s)
        for lang in ("es", "en"):
            yield path.stem, lang, s.question.picture(s.values, r.answer, lang)


@pytest.mark.parametrize("stem,lang,svg", [x for x in svgs() if x[0] >= "07"], ids=lambda x: str(x)[:24])
def test_each_picture_reads_on_a_phone(stem, lang, svg):
    view = re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg)
    assert view, stem
    width = float(view.group(1))
    sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]
    assert sizes and min(sizes) * 358 / width >= 12, (stem, min(sizes), width)
    title = re.search(r"<title>([^<]+)</title>", svg).group(1)
    assert title and f'aria-label="{title}"' in svg
    for x in re.findall(r'<text x="([\d.-]+)"', svg):
        assert 0 <= float(x) <= width, (stem, x)


def test_pictures_speak_the_page_s_language():
    for path in SITUATIONS:
        s = load_file(str(path))
        r = rule(s)
        es, en = (s.question.picture(s.values, r.answer, lang) for lang in ("es", "en"))
        assert es != en, path.stem


def test_every_ruling_validates_and_names_no_internal_ids():
    for path in SITUATIONS:
        r = rule(load_file(str(path)))
        for lang in ("es", "en"):
            words = re.sub(r"\bborneo-[a-z0-9-]+|href=\"[^\"]*\"", "", to_text(r, lang) + to_html(r, lang))
            assert not re.search(r"\bcard \d|\bcarta \d|\br\dc\d|Puerto \?|port card \.", words), path.stem
            assert to_json(r, lang)["ruling"]


# ------------------------------------------------------------------------------- typed sub-states
def _first_format_parts(old: dict) -> dict:
    """What each part of a position holds in a save of the first format, read by hand from that format: the
    per-player lists become the players' seats, a face-up port ``[port, cards]`` a table, ``choose`` the
    sharing with each chooser ``[player, company, rank]`` as a table."""
    seats = [{"hand": h, "warehouse": w, "ports": q, "missions": m}
             for h, w, q, m in zip(old["hands"], old["stores"], old["store_ports"], old["done_missions"], strict=False)]
    sharing = old["choose"] and {**old["choose"], "queue": [{"player": p, "company": c, "rank": r}
                                                          for p, c, r in old["choose"]["queue"]]}
    kept = {k: v for k, v in old.items() if k not in ("hands", "stores", "store_ports", "done_missions", "ports",
                                                       "choose", "history", "game", "seed")}
    return {**kept, "seats": seats, "ports": [{"port": p, "cards": c} for p, c in old["ports"]], "sharing": sharing}


def test_saved_games_of_the_first_format_load_and_play_the_same():
    saves = json.loads((ROOT / "tests" / "data" / "borneo-saves-1.json").read_text())
    assert {"fight-defend", "fight-keep", "fight-relocate", "port-choose", "final-missions"} <= set(saves)
    for phase, saved in saves.items():
        state = State.from_dict(saved["save"])
        assert state.phase == phase and isinstance(state.phase, Phase)
        assert [move_to_dict(m) for m in state.legal_moves()] == saved["legal"]
        assert state.position() == saved["position"]
        again = state.to_dict()  # written in today's format: every part holds what the first format held
        assert again["format"] == 2 and again["seed"] == saved["save"]["seed"]
        assert {k: again[k] for k in state.parts()} == _first_format_parts(saved["save"])
        assert again["history"] == saved["save"]["history"]
        assert {k: v for k, v in again["game"]["options"].items() if k in saved["save"]["game"]["options"]} \
            == saved["save"]["game"]["options"]  # (plus the options added since, at their defaults)
        if phase.startswith("fight"):
            assert isinstance(state.fight, Fight)
        if phase == "port-choose":
            assert isinstance(state.sharing, Sharing)
        if state.legal_moves():
            state.push(state.legal_moves()[0])
            assert State.from_json(state.to_json()) == state


def test_a_typo_in_a_sub_state_fails_at_once():
    saves = json.loads((ROOT / "tests" / "data" / "borneo-saves-1.json").read_text())
    data = saves["fight-defend"]["save"]
    for broken, field in (({**data, "phase": "fight-defnd"}, "phase"),
                          ({**data, "fight": {**data["fight"], "company": "orange"}}, "fight.company"),
                          ({**data, "fight": {**{k: v for k, v in data["fight"].items() if k != "defender"},
                                              "defnder": 1}}, "fight.defnder"),
                          ({**saves["port-choose"]["save"], "choose": {**saves["port-choose"]["save"]["choose"],
                                                                       "kind": "mono"}}, "sharing.kind"),
                          ({**data, "fight": None}, "fight")):
        with pytest.raises(InvalidSetupError) as error:
            State.from_dict(broken)
        assert error.value.field == field
    # a fight that cannot be: a company the game does not have, the defender below the attacker
    state = State.from_dict(data)
    parts = {k: getattr(state, k) for k in state.parts()}
    for fight, field, rule_id in ((Fight("orange", 2, 0, 0, 1, (3,)), "fight.company", "borneo-fight-start"),
                                  (Fight("red", 0, 2, 0, 1, (3,)), "fight", "borneo-fight-start")):
        with pytest.raises(InvalidPosition) as error:
            State.arranged(state.game, seed=state.seed, **{**parts, "fight": fight})
        assert (field, rule_id) in [(problem.field, problem.rule_id) for problem in error.value.problems]


def test_arranged_refuses_positions_the_rules_cannot_reach():
    game_ = Borneo(3)
    columns = {"red": [0, 1, 2], "yellow": [0, 1, 2], "green": [0, 1, 2]}
    empty = [Seat(), Seat(), Seat()]
    State.arranged(game_, companies=columns, seats=empty, ports=[])  # an empty table, every card in the draw pile
    bad = [dict(companies=columns, seats=[Seat(hand=list(range(7))), Seat(), Seat()]),  # seven cards in hand
           dict(companies={"red": [0, 0, 0, 0], "yellow": [1, 1, 1], "green": [2, 2, 2]}),  # four merchants
           dict(companies=columns, phase=Phase.FIGHT_DEFEND),  # a fight phase without a fight
           dict(companies=columns, phase=Phase.OVER, player=0),  # over, but someone is to move and no end reason
           dict(companies=columns, player=3),  # a fourth player
           dict(companies=columns, seats=[Seat(hand=[1]), Seat(hand=[1]), Seat()]),  # the same card twice
           dict(companies=columns, phase="weighing")]
    for parts in bad:
        with pytest.raises(InvalidSetupError):
            State.arranged(game_, **{"seats": empty, "ports": [], **parts})


def test_a_move_in_the_wrong_phase_names_the_phase_in_words():
    state = Borneo(4).new_state(0)
    with pytest.raises(IllegalMoveError) as error:
        state.push(PlayCard(0, 0))
    texts = error.value.texts()
    assert "«placement»" not in texts["es"] and "colocación" in texts["es"] and "placing" in texts["en"]
    assert PlaceMerchant("red") in state.legal_moves()


def test_move_dicts_round_trip():
    for m in (PlayCard(3, 4), Attack("red", 2, 0, (1, 2)), Defend(())):
        assert MOVES.from_dict(move_to_dict(m), "borneo-turn-order") == m


def test_the_package_needs_no_type_ignore():
    for path in sorted((ROOT / "rulesim" / "borneo").rglob("*.py")):
        assert "type: ignore" not in path.read_text(), path.name


@pytest.mark.parametrize("module", ["turn", "moves", "scoring", "state", "components", "shipping", "missions"])
def test_the_doctests_of_borneo_s_modules(module):
    import importlib
    result = doctest.testmod(importlib.import_module(f"rulesim.borneo.{module}"))
    assert result.failed == 0


def test_the_package_doctest():
    import rulesim.borneo
    assert doctest.testmod(rulesim.borneo).failed == 0


def test_a_fight_s_outcome_says_what_becomes_of_the_cards_played():
    # the attacker's cards are always discarded; a winning defender may keep those he played in his warehouse
    from rulesim.check import rule, situation
    base = {"company": "blue", "attacker_rank": 2, "defender_rank": 1}
    won = rule(situation("borneo", "fight", {**base, "attacker_cards": ["BBBR", "RRRB"],
                                                   "defender_cards": ["BBBY", "BBBR"]}))
    o = won.outcome
    assert o["winner"] == "defender" and o["company"] == "blue"
    assert (o["discarded"], o["defender_may_keep"]) == (2, 2)
    lost = rule(situation("borneo", "fight", {**base, "attacker_cards": ["BBBR", "BBBY"], "defender_cards": ["RRRB"]}))
    assert lost.outcome["winner"] == "attacker"
    assert (lost.outcome["discarded"], lost.outcome["defender_may_keep"]) == (3, 0)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_impossible_card_on_the_panel_is_named_by_its_control_not_by_the_file_s_path(lang):
    """A card of four flags of one company set on the check panel: the warning names the control that holds it
    by the field's label (what the reader sees above it), not by its path in a file (kept in ``data-field``)."""
    from rulesim.widgets import Checker
    panel = Checker("borneo", lang)
    question = next(q for q in panel.info.questions if q.section == "fight")
    panel.question.value = question.id
    panel.fields.controls["attacker_cards"].set(["GGGR", "RRRR"])
    panel.update()
    label = next(f.help for f in question.fields if f.name == "attacker_cards").render(lang)
    warning = panel.out.value.replace("&#x27;", "'")
    assert 'class="admonition warning" data-field="fight.attacker_cards[1]"' in warning
    text = re.sub(r"<[^>]+>", "", warning)
    assert f"({label[:1].upper() + label[1:]})" in text and "attacker_cards" not in text and "<code>" not in warning
    # the four drop-downs of flags cannot be written wrong: the letters a file uses are not the panel's business
    from rulesim.borneo.questions.common import CARD
    assert CARD.notation.render(lang) not in text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_impossible_card_in_a_file_is_told_with_how_a_card_is_written(lang):
    """The same card in a file: the error names the field and says the letters of the notation, which the
    writer of a file needs (the panel above does not)."""
    from rulesim.borneo.questions.common import CARD
    from rulesim.check import SituationError, situation
    base = {"company": "blue", "attacker_rank": 2, "defender_rank": 1, "defender_cards": ["BBBY"]}
    with pytest.raises(SituationError) as refused:
        situation("borneo", "fight", {**base, "attacker_cards": ["GGGR", "RRRR"]})
    assert refused.value.field == "fight.attacker_cards[1]"
    said = refused.value.text(lang)
    assert said.startswith("fight.attacker_cards[1]: ") and CARD.notation.render(lang) in said
    assert said.index(refused.value.message.render(lang)) < said.index(CARD.notation.render(lang))
