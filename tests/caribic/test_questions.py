"""Caribic's disputes and the shape of its engine (issues 10 and 11): the questions, the public validating
constructor, impossible positions refused by field, the real reasons, readers' names for spaces, the typed
state and its saves, the readings turned into options, the pictures, and the check panel.

Oracles come from the source text (quoted where it decides) and from hand-worked positions, never from
the engine's own answers.
"""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path

import pytest

from rulesim.caribic import Caribic, Options, Sail, State
from rulesim.caribic.auction import resolve_auction
from rulesim.caribic.components import BribeCard, card_notation, parse_card
from rulesim.caribic.examples import treasure_scenario
from rulesim.caribic.moves import Bribe, EndMove, TieBreak
from rulesim.caribic.options import SeveralReveal
from rulesim.caribic.parts import Action, Payment, Phase, Scope, Tie, Turn
from rulesim.caribic.treasure import Capture, Rob
from rulesim.check import SituationError, load, load_file, rule, situation, to_html, to_json, to_text
from rulesim.errors import InvalidSetupError
from rulesim.game import game
from rulesim.position import InvalidPosition, Record

from .helpers import _says, _step

ROOT = Path(__file__).resolve().parent.parent.parent
SITUATIONS = sorted((ROOT / "book" / "caribic" / "situations").glob("*.toml"))
INFO = game("caribic")
B = {n: BribeCard(-1, n) for n in range(6)}
THIEF = BribeCard(-1, 0, 1)


def caribic(question: str, table: dict, options: dict | None = None):
    return rule(situation("caribic", question, table, options))


def refused_field(text: str) -> str:
    with pytest.raises(SituationError) as info:
        load('game = "caribic"\n' + text)
    assert info.value.text("es") != info.value.text("en")
    return info.value.field


# ------------------------------------------------------------------ issue 11: readings as options
@pytest.mark.rule("caribic-tie-reveal", "caribic-q-several-reveal")
def test_several_revealers_under_both_readings():
    # "Una carta boca arriba significa que el jugador está pujando un poco más" — with two revealed cards,
    # reading A lets their barrels decide (4 beats 1), reading B makes both the same "little more": a new tie,
    # and "si el resultado del desempate es otro empate, el barco no se mueve".
    bids, tbs, reveals = {0: B[3], 1: B[3]}, {0: B[4], 1: B[1]}, {0: True, 1: True}
    a = resolve_auction("Evita", bids, tbs, reveals)
    assert a.winner == 0 and a.distance == 3 and "caribic-q-several-reveal" in a.explanation.rule_ids
    b = resolve_auction("Evita", bids, tbs, reveals, Options(several_reveal=SeveralReveal.TIE_AGAIN))
    assert b.winner is None and b.distance == 0 and set(b.revealed) == {0, 1}
    assert "caribic-q-several-reveal" in b.explanation.rule_ids and "caribic-tie-again" in b.explanation.rule_ids
    # one revealer wins under both readings
    one = resolve_auction("Evita", bids, tbs, {0: False, 1: True}, Options(several_reveal="tie-again"))
    assert one.winner == 1
    ruling = caribic("auction", {"ship": "Evita", "bids": [3, 3], "tiebreakers": [4, 1], "reveal": [True, True]})
    assert [a.option for a in ruling.alternatives] == ["several_reveal"]
    assert ruling.alternatives[0].answer.outcome.winner is None


def test_several_revealers_in_a_game_both_spend_their_cards():
    state = Caribic(2, Options(several_reveal="tie-again")).new_state(3)
    for p in range(2):
        for card in (3, 2, 0, 1, 6, 4 if p == 0 else 5):
            state.push(Bribe(card))
    arriba = state.positions["Arriba"]
    state.push(TieBreak(True))
    explanation = state.push(TieBreak(True))
    assert "caribic-q-several-reveal" in explanation.rule_ids and "caribic-tie-again" in explanation.rule_ids
    assert [seat.spent for seat in state.seats] == [True, True]
    assert state.positions["Arriba"] == arriba  # the Arriba stayed put


@pytest.mark.rule("caribic-q-players", "caribic-setup-cards")
def test_four_players_at_most_from_the_source_and_two_at_least_as_a_reading():
    # "4 x 7 tarjetas de soborno": four sets, so four players at most; the minimum is this site's reading.
    for players in (2, 3, 4):
        assert Caribic(players).new_state(1).game.players == players
    with pytest.raises(InvalidSetupError) as info:
        Caribic(5)
    assert info.value.rule_id == "caribic-setup-cards"
    with pytest.raises(InvalidSetupError) as info:
        Caribic(1)
    assert info.value.rule_id == "caribic-q-players"
    assert info.value.texts()["es"] != info.value.texts()["en"]


# ------------------------------------------------------------------------ issue 11: typed state
def test_sub_states_are_typed_and_frozen():
    state = treasure_scenario()
    assert isinstance(state.phase, Phase) and state.phase is Phase.MOVE and state.scope is Scope.GAME
    assert isinstance(state.turn, Turn) and state.turn.ship == "Arriba" and state.turn.remaining == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.turn.remaining = 9
    with pytest.raises(ValueError):
        Phase("mvoe")  # a typo fails at once
    state.push(Capture())
    assert state.turn.actions == (Action.CAPTURE,)
    assert state.ledger == [Payment(0, 2000, "capture", state.ship_chests["Arriba"])]
    tie = Tie((0, 2), (0, 2)).decide(0, True)
    assert tie.queue == (2,) and tie.decided == {0: True}
    # each record is written and read back by its kind (the save format)
    assert Record(Tie).read(Record(Tie).to_toml(tie), "tie") == tie
    assert Record(Turn).read(Record(Turn).to_toml(state.turn), "turn") == state.turn
    assert Record(Payment).read(Record(Payment).to_toml(state.ledger[0]), "ledger[0]") == state.ledger[0]


def test_saves_from_before_the_typed_state_still_load():
    """Saves written by the untyped engine (turn, tie and ledger as plain dicts and lists, no scope) load,
    equal the position their own seed and moves replay to, and save back in the typed format."""
    saves = json.loads((Path(__file__).parent.parent / "caribic_saves_untyped.json").read_text(encoding="utf-8"))
    assert set(saves) == {"bribe-mid", "tie", "move-with-actions", "over"}
    for name, data in saves.items():
        assert "scope" not in data and all(isinstance(x, list) for x in data["ledger"]), name
        state = State.from_dict(data)
        replayed = state.game.replay(data["seed"], state.history)
        assert state == replayed, name
        again = state.to_dict()
        assert all(isinstance(x, dict) for x in again["ledger"]) and again["scope"] == "game"
        assert again["format"] == 2
        assert State.from_dict(again) == state
    assert State.from_dict(saves["tie"]).tie.decided  # a tie half decided, read back
    assert State.from_dict(saves["move-with-actions"]).turn.actions


def test_a_save_with_a_typo_is_refused():
    data = treasure_scenario().to_dict()
    data["turn"]["actions"] = ["captrue"]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.field == "turn.actions[0]"
    data = treasure_scenario().to_dict()
    data["phase"] = "mvoe"
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.field == "phase"


@pytest.mark.rule("caribic-round-chests")
def test_a_save_whose_supply_does_not_fit_its_round_is_refused():
    # ten chests in the supply at the start, "los siguientes dos cofres" after each round
    data = Caribic(3).new_state(2).to_dict()
    assert len(data["supply"]) == 10
    data["round"] = 2
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-round-chests" and info.value.field == "supply"


# -------------------------------------------------------------- issue 10: the public constructor
def turn_of(game, ship, positions, *, player=0, distance=0, **parts):
    """One ship's turn, built by the one public builder: ``ship`` on the move for ``player``."""
    return State.arranged(game, scope=Scope.TURN, turn=Turn(ship, player, distance), positions=positions, **parts)


def test_the_situation_constructor_checks_what_it_builds():
    game = Caribic(3)
    state = turn_of(game, "Bravo", {"Bravo": "r1c1", "Evita": "r1c2"}, ship_chests={"Evita": game.chest_named("T05")},
                    distance=2, player=1)
    assert state.scope is Scope.TURN and state.player == 1 and state.turn.remaining == 2
    assert "Evita" in state.positions and "Arriba" not in state.positions  # ships left out are away
    assert Rob("Evita") in state.legal_moves()
    # the same position, its chests written as the towns they name
    assert turn_of(game, "Bravo", {"Bravo": "r1c1", "Evita": "r1c2"}, ship_chests={"Evita": "T05"}, distance=2,
                   player=1) == state
    bad = [
        (dict(ship="Bravo", positions={"Arriba": "r1c1"}), "positions"),
        (dict(ship="Bravo", positions={"Bravo": "r1c1", "Arriba": "r9c9"}), "positions.Arriba"),
        (dict(ship="Bravo", positions={"Bravo": "r1c1", "Arriba": "r2c2", "Evita": "r2c2"}), "positions.Evita"),
        (dict(ship="Bravo", positions={"Bravo": "r1c1"}, ship_chests={"Evita": 3}), "ship_chests.Evita"),
        # (the town of chest 3, T04, holds it a second time)
        (dict(ship="Bravo", positions={"Bravo": "r1c1"}, ship_chests={"Bravo": 3}, port_chests=[3]),
         "port_chests.T04"),
        (dict(ship="Bravo", positions={"Bravo": "r1c1"}, player=3), "player"),
        (dict(ship="Bravo", positions={"Bravo": "r1c1"}, round=2, supply=list(range(10))), "supply"),
        (dict(ship="Titanic", positions={"Bravo": "r1c1"}), "turn.ship"),
    ]
    for kwargs, field in bad:
        with pytest.raises(InvalidPosition) as info:
            turn_of(game, **kwargs)
        assert info.value.field == field, kwargs
    # havens take any number of ships; the moving ship may be passing through an occupied space
    turn_of(game, "Bravo", {"Bravo": "haven-red", "Arriba": "haven-red"})
    passing = turn_of(game, "Bravo", {"Bravo": "r2c2", "Arriba": "r2c2"}, distance=1)
    assert EndMove() not in passing.legal_moves()


def test_the_situation_constructor_infers_the_earliest_round():
    game = Caribic(3)
    towns = [f"T{i:02d}" for i in range(1, 10)]
    state = turn_of(game, "Arriba", {"Arriba": "r0c1"}, port_chests=[game.chest_named(t) for t in towns])
    # nine chests out of the supply: six at the start and two after round 1 make eight, too few; after round 2,
    # ten → round 3, six left in the supply, and the tenth chest out already delivered
    assert state.round == 3 and len(state.supply) == 6 and len(state.delivered) == 1
    assert turn_of(game, "Arriba", {"Arriba": "r0c1"}, port_chests=towns) == state  # the towns, as written
    # eight chests out are exactly those of round 2 (six at the start, two after round 1): nothing delivered yet
    eight = turn_of(game, "Arriba", {"Arriba": "r0c1"}, port_chests=towns[:8])
    assert eight.round == 2 and len(eight.supply) == 8 and eight.delivered == []


def test_questions_build_positions_only_through_the_public_constructor():
    questions = sorted((ROOT / "rulesim" / "caribic" / "questions").glob("*.py"))
    assert {p.stem for p in questions} >= {"auction", "treasure", "voyage", "rounds", "common"}
    for path in questions:
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"state\.\w+\s*=|\._legal|\._check\(|\._build", source), path.name
    examples = (ROOT / "rulesim" / "caribic" / "examples.py").read_text(encoding="utf-8")
    assert not re.search(r"state\.\w+(\[[^]]*\])?\s*=", examples)


# ---------------------------------------------------------- issue 10: impossible positions refused
def test_reveal_true_with_a_spent_tiebreaker_is_impossible():
    assert refused_field('question = "auction"\n[auction]\nship = "Fuego"\nbids = [4, 4]\n'
                         'tiebreakers = ["spent", 0]\nreveal = [true, true]') == "auction.reveal[0]"


@pytest.mark.rule("caribic-move-thieves")
def test_a_card_with_barrels_and_a_thief():
    """The file can bid any card the engine knows; a card that is not in the players' set is refused."""
    assert parse_card("2+thief") == BribeCard(-1, 2, 1) and card_notation(BribeCard(3, 2, 1)) == "2+thief"
    assert parse_card("thief") == THIEF and parse_card(4) == B[4]
    for bad in ("2+", "+thief", "thief+2", 10, -1, True, "3 thieves", None):
        assert not isinstance(parse_card(bad), BribeCard), bad
    deck = [0, 1, 2, 3, 4, "2+thief", "thief"]
    # "cada carta de ladrón jugada por un oponente resta un espacio": 3 barrels − 1 = 2 spaces
    ruling = caribic("auction", {"ship": "Caribic", "bids": ["2+thief", 3, 1], "deck": deck})
    assert (ruling.outcome["winner"], ruling.outcome["distance"]) == (2, 2)
    # the winner's own thief takes nothing off: player 1 wins with 2 barrels and their own thief
    ruling = caribic("auction", {"ship": "Caribic", "bids": ["2+thief", 1], "deck": deck})
    assert (ruling.outcome["winner"], ruling.outcome["distance"]) == (1, 2)
    card = _step(ruling.explanation, "caribic-move-reveal", "Se revelan").params["bids"][0].params["card"]
    _says(card, "y un ladrón", {"barrels": {"n": 2}})
    # under "a thief counts −1" it is the thief card, which has no barrels, that bids −1: a card with a barrel
    # and a thief still bids its barrel, and beats an empty card (the page of open questions says so)
    minus_one = caribic("auction", {"ship": "Caribic", "bids": ["1+thief", 0], "deck": [0, 1, 2, 3, 4, "1+thief",
                                                                                     "thief"]},
                        {"zero_vs_minus_one": "thief-is-minus-one"})
    assert (minus_one.outcome["winner"], minus_one.outcome["distance"]) == (1, 1)
    assert refused_field('question = "auction"\n[auction]\nship = "Bravo"\nbids = ["2+thief", 3]') == "auction.bids[0]"
    assert refused_field('question = "auction"\n[auction]\nship = "Bravo"\nbids = [1, 3]\ntiebreakers = [6, 2]\n'
                         ) == "auction.tiebreakers[0]"
    # a bid and a tie-breaker alike are two cards only if the set has two such cards
    table = {"ship": "Bravo", "bids": [3, 2], "tiebreakers": [3, 1], "deck": [0, 1, 2, 3, 3, 4, "thief"]}
    assert caribic("auction", table).outcome["winner"] == 1
    with pytest.raises(SituationError) as info:
        situation("caribic", "auction", {**table, "deck": [0, 1, 2, 3, 4, 5, "thief"]})
    assert info.value.field == "auction.tiebreakers[0]"


def test_a_tie_needs_the_tiebreakers_never_assumed():
    assert refused_field('question = "auction"\n[auction]\nship = "Bravo"\nbids = [2, 2]') == "auction.tiebreakers"
    assert refused_field('question = "auction"\n[auction]\nship = "Bravo"\nbids = [2, 2]\ntiebreakers = [1, 3]'
                         ) == "auction.reveal"
    # 0 barrels against a thief ties under one reading: asked for too
    zero_against_thief = 'question = "auction"\n[auction]\nship = "Bravo"\nbids = [0, "thief"]'
    assert refused_field(zero_against_thief) == "auction.tiebreakers"
    assert caribic("auction", {"ship": "Bravo", "bids": [3, 2]}).outcome["winner"] == 1


def test_impossible_treasure_voyage_and_round_positions_name_their_field():
    assert refused_field('question = "treasure"\n[treasure]\nship = "Arriba"\npositions = { Bravo = "r0c1" }'
                         ) == "treasure.positions"
    assert refused_field('question = "treasure"\n[treasure]\nship = "Arriba"\npositions = { Arriba = "r0c1" }\n'
                         'ship_chests = { Bravo = "T09" }') == "treasure.ship_chests.Bravo"
    assert refused_field('question = "voyage"\n[voyage]\nship = "Arriba"\ndistance = 2\n'
                         'positions = { Arriba = "r0c1", Bravo = "r2c2", Evita = "r2c2" }\nsteps = ["r0c2"]'
                         ) == "voyage.positions.Evita"
    assert refused_field('question = "round"\n[round]\nround = 2\nsupply = ["T01", "T02"]') == "round.supply"
    assert refused_field('question = "round"\n[round]\nround = 6\nsupply = []\nmoney = [5000]') == "round.money"
    assert refused_field('question = "round"\n[round]\nround = 6\nsupply = []\nmoney = [5500, 0]') == "round.money[0]"


# --------------------------------------------------------------- issue 10: messages and real reasons
@pytest.mark.rule("caribic-treasure-rob", "caribic-treasure-swap", "caribic-q-deliver-adjacent")
def test_rob_and_swap_refused_say_the_real_reason():
    # "cuando el barco que se mueve se encuentra en un espacio marítimo adyacente a un barco que lleva un cofre"
    far = caribic("treasure", {"ship": "Arriba", "positions": {"Arriba": "r2c1", "Bravo": "r2c3"},
                               "ship_chests": {"Bravo": "T09"}})
    closed = {x["action"]: x["rule"] for x in far.outcome["closed"]}
    assert closed["rob"] == "caribic-treasure-rob" and far.outcome["actions"] == []
    for lang, words in (("es", "contiguo"), ("en", "alongside")):
        text = to_text(far, lang)
        assert words in text and "otro barco" not in text and "Another ship" not in text
    empty = caribic("treasure", {"ship": "Arriba", "positions": {"Arriba": "r2c1", "Bravo": "r2c2"}})
    _says(_step(empty.explanation, "caribic-treasure-rob", action="robar").params["reason"], "único barco contiguo",
          {"ship": "Bravo"})
    # two ships alongside, neither loaded: robbing is closed by its own rule, naming both
    two = caribic("treasure", {"ship": "Arriba", "positions": {"Arriba": "r2c1", "Bravo": "r2c2", "Evita": "r1c1"}})
    assert {x["action"]: x["rule"] for x in two.outcome["closed"]}["rob"] == "caribic-treasure-rob"
    _says(_step(two.explanation, "caribic-treasure-rob", action="robar").params["reason"], "Ningún barco contiguo",
          {"ships": ["Bravo", "Evita"]})
    loaded = caribic("treasure", {"ship": "Arriba", "positions": {"Arriba": "r2c1", "Bravo": "r2c2"},
                                  "ship_chests": {"Arriba": "T01", "Bravo": "T09"}})
    assert {x["action"]: x["rule"] for x in loaded.outcome["closed"]}["rob"] == "caribic-treasure-one-chest"
    assert loaded.outcome["actions"] == ["swap Bravo"]


def test_no_space_ids_in_what_readers_read():
    scenario = treasure_scenario()
    _says(Sail("haven-red").said(scenario), "refugio", {"colour": "rojo"})  # a haven by its colour
    _says(Sail("r0c1").said(scenario), "avanza a", {"space": "B1"})  # a space by its column and row
    ids = re.compile(r"\br\dc\d\b|haven-(red|blue|green|yellow)\b")
    for path in SITUATIONS:
        ruling = rule(load_file(str(path)))
        for lang in ("es", "en"):
            data = to_json(ruling, lang)
            words = " ".join([data["ruling"]] + [s["text"] for s in data["steps"]] +
                             [a["ruling"] for a in data["alternatives"]])
            assert not ids.search(words), (path.name, lang, ids.search(words).group())
    state = treasure_scenario()
    with pytest.raises(Exception) as info:
        state.push(Sail("r3c3"))
    assert not ids.search(info.value.message.render("en"))


def test_plurals_are_right_in_both_languages():
    one = caribic("voyage", {"ship": "Arriba", "distance": 1, "positions": {"Arriba": "r2c1"}, "steps": ["r2c2"]})
    text_es, text_en = to_text(one, "es"), to_text(one, "en")  # the reader's text is the point: the singular
    assert "hasta 1 espacio." in text_es and "up to 1 space." in text_en
    assert "tras 1 espacio" in text_es and "after 1 space" in text_en
    assert not re.search(r"\b1 espacios|\b1 spaces|\b1 barriles|\b1 barrels", text_es + text_en)


# ------------------------------------------------------------------------ the new questions
@pytest.mark.rule("caribic-haven-payment", "caribic-haven-delivery", "caribic-treasure-deliver")
def test_voyage_the_havens_owner_is_paid_even_when_another_player_sails():
    # "el propietario del refugio seguro (normalmente, el jugador activo, pero podría ser otro jugador) gana
    # la cantidad de doblones que se muestra en el cofre"
    ruling = caribic("voyage", {"players": 3, "ship": "Evita", "player": 1, "distance": 2,
                                "positions": {"Evita": "r1c5"}, "ship_chests": {"Evita": "T05"},
                                "steps": ["r0c5", "haven-blue", "deliver blue"]})
    o = ruling.outcome
    assert o["legal"] and o["end"] == "haven-blue" and o["path"] == ["r1c5", "r0c5", "haven-blue"]
    assert o["payments"] == [{"player": 2, "amount": 5000, "reason": "delivery", "chest": "T05"}]
    assert o["ship_chests"] == {}


@pytest.mark.rule("caribic-haven-delivery", "caribic-move-havens", "caribic-treasure-timing")
def test_voyage_deliver_while_crossing_a_haven_and_sail_on():
    # "cuando el barco que se mueve atraviesa un puerto seguro y descarga un cofre del tesoro allí"
    ruling = caribic("voyage", {"ship": "Arriba", "distance": 3, "positions": {"Arriba": "r0c1"},
                                "port_chests": ["T01"], "steps": ["capture", "haven-red", "deliver red", "r1c0"]})
    o = ruling.outcome
    assert o["legal"] and o["path"] == ["r0c1", "haven-red", "r1c0"] and o["end"] == "r1c0"
    assert [(p["player"], p["amount"], p["reason"]) for p in o["payments"]] == [(1, 2000, "capture"),
                                                                               (1, 4000, "delivery")]


@pytest.mark.rule("caribic-move-one-ship", "caribic-move-pass-occupied", "caribic-q-occupied", "caribic-move-distance")
def test_voyage_refusals_name_the_step_and_the_rule():
    base = {"ship": "Arriba", "positions": {"Arriba": "r2c1", "Bravo": "r2c2"}}
    stop = caribic("voyage", {**base, "distance": 1, "steps": ["r2c2"]})
    assert (stop.outcome["legal"], stop.outcome["refused_step"], stop.outcome["rule"]) == \
        (False, 1, "caribic-move-one-ship")
    crossing = caribic("voyage", {**base, "distance": 2, "steps": ["r2c2", "r2c3"]})
    assert crossing.outcome["legal"] and crossing.outcome["end"] == "r2c3"
    assert crossing.alternatives[0].option == "occupied"
    assert crossing.alternatives[0].answer.outcome.rule == "caribic-q-occupied"
    too_far = caribic("voyage", {**base, "distance": 1, "steps": ["r1c1", "r0c1"]})
    assert (too_far.outcome["refused_step"], too_far.outcome["rule"]) == (2, "caribic-move-distance")
    not_next = caribic("voyage", {**base, "distance": 3, "steps": ["r0c0"]})
    assert (not_next.outcome["refused_step"], not_next.outcome["rule"]) == (1, "caribic-move-distance")
    # ending the voyage on an occupied space is the last "step"
    stays = caribic("voyage", {"ship": "Arriba", "positions": {"Arriba": "r2c2", "Bravo": "r2c2"}, "distance": 0,
                               "steps": ["capture"]})
    assert stays.outcome["refused_step"] == 1 and stays.outcome["rule"] == "caribic-treasure-capture"


@pytest.mark.rule("caribic-round-end", "caribic-round-chests", "caribic-round-reset", "caribic-end", "caribic-q-end")
def test_round_question_takes_the_next_two_chests_from_the_left():
    # "colocan los siguientes dos cofres del tesoro del suministro (de izquierda a derecha)"
    ruling = caribic("round", {"round": 3, "supply": ["T07", "T12", "T03", "T16", "T09", "T02"]})
    o = ruling.outcome
    assert o == {"new_chests": ["T07", "T12"], "supply_left": 4, "game_over": False, "next_round": 4,
                 "winners": None, "round": 3}
    assert "caribic-round-reset" in ruling.explanation.rule_ids
    # "hasta que, después de 5 rondas, todos los cofres del tesoro se hayan colocado en el tablero"
    fifth = caribic("round", {"round": 5, "supply": ["T01", "T02"]}).outcome
    assert fifth["supply_left"] == 0 and not fifth["game_over"]
    last = caribic("round", {"round": 6, "supply": [], "money": [21000, 17000, 21000]})
    assert last.outcome["game_over"] and last.outcome["winners"] == [1, 3] and last.outcome["next_round"] is None
    assert "caribic-q-end" in last.explanation.rule_ids
    longer = caribic("round", {"round": 6, "supply": []}, {"last_round": 8}).outcome
    assert not longer["game_over"] and longer["next_round"] == 7
    everything = caribic("round", {"round": 4, "supply": ["T01", "T02", "T03", "T04"], "delivered": 12}).outcome
    assert not everything["game_over"]  # four chests still in the supply


@pytest.mark.rule("caribic-coins")
def test_coins_question():
    # oro = 10.000, plata = 5.000, cobre = 1.000
    assert caribic("coins", {"amount": 17000}).outcome == {"gold": 1, "silver": 1, "copper": 2, "amount": 17000}
    assert caribic("coins", {"amount": 25000}).outcome == {"gold": 2, "silver": 1, "copper": 0, "amount": 25000}
    assert caribic("coins", {"amount": 0}).outcome == {"gold": 0, "silver": 0, "copper": 0, "amount": 0}
    assert refused_field('question = "coins"\n[coins]\namount = 2500') == "coins.amount"


# ----------------------------------------------------------------------- pictures and panel
@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_every_ruling_has_a_picture_with_a_title_in_the_page_language(path):
    s = load_file(str(path))
    ruling = rule(s)
    titles = {}
    for lang in ("es", "en"):
        picture = s.question.picture(s.values, ruling.answer, lang)
        assert picture.startswith("<svg") and "<title>" in picture
        titles[lang] = re.search(r"<title>([^<]*)</title>", picture).group(1)
        assert "<svg" in to_html(ruling, lang)
    assert titles["es"] != titles["en"]


@pytest.mark.parametrize("question", ["auction", "round", "coins"])
def test_the_question_pictures_are_legible_on_a_phone(question):
    for path in SITUATIONS:
        s = load_file(str(path))
        if s.question.id != question:
            continue
        svg = s.question.picture(s.values, rule(s).answer, "en")
        width = float(re.search(r'viewBox="0 0 ([\d.]+)', svg).group(1))
        sizes = [float(x) for x in re.findall(r'font-size="([\d.]+)"', svg)]
        assert sizes and min(sizes) * 358 / width >= 12, (path.name, min(sizes), width)


@pytest.mark.parametrize("path", SITUATIONS, ids=lambda p: p.stem)
def test_the_check_panel_builds_the_same_situation_and_ruling(path):
    from rulesim.widgets import Checker
    s = load_file(str(path))
    panel = Checker("caribic", "en", start=s)
    built = panel.situation()
    assert built.question.id == s.question.id and built.values == s.values and built.options == s.options
    assert rule(built).outcome == rule(s).outcome
    panel.update()
    assert "<svg" in panel.out.value and "warning" not in panel.out.value


def test_the_check_panel_offers_every_question_with_its_example():
    from rulesim.widgets import Checker
    panel = Checker("caribic", "es")
    for q in INFO.questions:
        panel.question.value = q.id
        assert panel.situation().values == situation("caribic", q.id, q.example()).values
        assert "<svg" in panel.out.value


# ------------------------------------------------------------------ issue 26: situations players could not write
VOYAGE_08 = {"players": 3, "ship": "Arriba", "player": 1, "distance": 3,
             "positions": {"Arriba": "r0c1", "Bravo": "r1c1"}, "ship_chests": {"Bravo": "T09"},
             "port_chests": ["T01"]}


@pytest.mark.rule("caribic-treasure-capture", "caribic-treasure-deliver")
@pytest.mark.parametrize("steps", [
    ["Capture", "haven-red", "Deliver:red", "r1c0"],
    ["CAPTURE", "haven-red", "deliver:Red", "r1c0"],
    ["capture", "haven-red", "deliver  red", "r1c0"],
])
def test_a_voyage_reads_the_forms_players_write_and_prints_one(steps):
    # one action, one name: the forms earlier rulings printed ("Capture", "Deliver:red") are the same actions
    plain = caribic("voyage", {**VOYAGE_08, "steps": ["capture", "haven-red", "deliver red", "r1c0"]})
    other = caribic("voyage", {**VOYAGE_08, "steps": steps})
    assert other.outcome == plain.outcome and to_text(other, "en") == to_text(plain, "en")
    from rulesim.check import to_toml
    assert 'steps = ["capture", "haven-red", "deliver red", "r1c0"]' in to_toml(other.situation)


@pytest.mark.rule("caribic-treasure-rob", "caribic-treasure-swap")
def test_the_open_treasure_actions_are_printed_as_a_voyage_writes_them_and_read_back():
    # "Capture"/"capture", "Deliver:blue"/"deliver red": each action printed one way, the way a file writes it
    position = {"players": 3, "ship": "Arriba", "positions": {"Arriba": "r0c1", "Bravo": "r1c1"},
                "ship_chests": {"Bravo": "T09"}, "port_chests": ["T01"]}
    treasure = caribic("treasure", position)
    assert treasure.outcome["actions"] == ["capture", "rob Bravo"]
    for action in treasure.outcome["actions"]:  # each one is a step a voyage reads, and takes
        voyage = caribic("voyage", {**position, "player": 1, "distance": 1, "steps": [action]})
        assert voyage.outcome["legal"], action
    for written in (["Capture"], ["Rob:Bravo"], ["rob Bravo"], ["ROB"]):
        done = caribic("treasure", {**position, "actions": written})
        assert done.situation.values.actions == (Action(written[0].split(":")[0].split()[0].lower()),)


def test_a_treasure_action_nobody_can_take_is_refused_naming_the_step():
    for bad in ("rob Nobody", "capture Bravo", "deliver purple", "Rob:", "steal Bravo"):
        with pytest.raises(SituationError) as info:
            situation("caribic", "voyage", {**VOYAGE_08, "steps": [bad]})
        assert info.value.field == "voyage.steps[0]", bad


@pytest.mark.rule("caribic-move-reveal", "caribic-q-card-values")
def test_an_odd_card_is_given_alone_without_inventing_the_rest_of_the_set():
    # "El jugador que ofertó la mayor cantidad de barriles" moves it, and "cada carta de ladrón jugada por un
    # oponente resta un espacio": player 2's 3 barrels win, less player 1's thief. The source gives no card
    # values, so a situation names just the card that matters and the other six stay unknown
    alone = caribic("auction", {"ship": "Caribic", "bids": ["2+thief", 3, 1], "deck": ["2+thief"]})
    whole = caribic("auction", {"ship": "Caribic", "bids": ["2+thief", 3, 1],
                                "deck": [0, 1, 2, 3, 4, "2+thief", "thief"]})
    assert alone.outcome == whole.outcome
    assert (alone.outcome["winner"], alone.outcome["distance"]) == (2, 2)
    assert "caribic-q-card-values" in alone.explanation.rule_ids
    _step(alone.explanation, "caribic-q-card-values", n=6)
    assert "caribic-q-card-values" not in whole.explanation.rule_ids


def test_a_bid_and_tie_breaker_that_do_not_fit_the_cards_left_unsaid_are_refused():
    # a player's bid and tie-breaker are two different cards of the seven: with six of them given and
    # neither among them, the one card left unsaid cannot be both
    six = [0, 1, 2, 3, 4, 5]
    table = {"ship": "Evita", "bids": ["2+thief", 3], "tiebreakers": ["3+thief", 1], "reveal": [True, False],
             "deck": six}
    with pytest.raises(SituationError) as info:
        situation("caribic", "auction", table)
    assert info.value.field == "auction.tiebreakers[0]"
    assert info.value.text("es") != info.value.text("en")
    assert caribic("auction", {**table, "deck": six[:5]}).outcome["winner"] is not None


@pytest.mark.rule("caribic-round-chests")
@pytest.mark.parametrize("chests", [8, 12, 16])
def test_a_supply_of_the_wrong_size_gets_the_rule_s_message_whatever_its_size(chests):
    # "diez al empezar, dos menos tras cada ronda": the same impossibility, the same message and rule
    towns = [DEFAULT_CHEST_TOWNS[i] for i in range(chests)]
    with pytest.raises(SituationError) as info:
        situation("caribic", "round", {"round": 1, "supply": towns})
    assert info.value.field == "round.supply" and info.value.rule_id == "caribic-round-chests"
    assert "[caribic-round-chests]" in info.value.text("en")
    _says(info.value, "diez al empezar", {})


DEFAULT_CHEST_TOWNS = [c.port for c in __import__("rulesim.caribic.components", fromlist=["x"]).DEFAULT_CHESTS]
