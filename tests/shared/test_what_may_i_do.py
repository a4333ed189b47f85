"""What may I do now? (issue 26, "Beyond"): every game lists the legal moves of the player to act, in words,
with the rules they follow and what they cost, and says why a named move is not among them.

The oracle of the lists is the engine's own move loop: ``state.legal_moves()`` (what ``push`` accepts without
a question) and the error ``push`` raises for a move it refuses.  The positions are reached by the engine's
random players from new games; the worked situations of the book are checked by hand against the source.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rulesim.advice import by_kind, choices, read_move, why_not, write_move
from rulesim.check import SituationError, load, load_file, rule, situation, to_json, to_text
from rulesim.errors import IllegalMoveError
from rulesim.game import games
from rulesim.players import RandomPlayer

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = list(games())


def reached(game_id: str, seed: int, steps: int):
    """A position reached from a new game of ``seed`` by ``steps`` moves of random players (fewer if it ends),
    and the moves played."""
    info = games()[game_id]
    state = info.new(seed=seed)
    player = RandomPlayer(seed)
    played = []
    for _ in range(steps):
        if state.is_over() or not state.legal_moves():
            break
        move = player.choose(state)
        played.append(move)
        state.push(move)
    return state, played


def positions(game_id: str, count: int = 6):
    rng = random.Random(game_id)
    return [reached(game_id, rng.randrange(1000), rng.randrange(0, 60)) for _ in range(count)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_moves_listed_are_exactly_the_engine_s_legal_moves_in_order(game_id):
    for state, _played in positions(game_id):
        before = state.to_dict()
        described = choices(state)
        assert [c.move for c in described] == list(state.legal_moves())
        assert state.to_dict() == before, "describing the moves changes nothing"
        for c in described:
            assert c.words == c.move.said_to_mover(state) and c.kind == type(c.move).__name__  # (its mover asks)
            assert all(r.startswith(game_id + "-") for r in c.rule_ids)
        groups = by_kind(described)
        assert [c for _kind, group in groups for c in group] == sorted(
            described, key=lambda c: [k for k, _g in groups].index(c.kind))
        assert len({k for k, _g in groups}) == len(groups)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_question_lists_the_legal_moves_of_the_position_its_file_describes(game_id):
    """The file names the position by the moves played from a new game (in the file's words): the ruling's
    moves are the engine's legal moves there, exactly and in order; the verdict's count and player are the
    outcome's."""
    rng = random.Random(game_id + "/file")
    for _ in range(4):
        seed, steps = rng.randrange(1000), rng.randrange(0, 40)
        state, played = reached(game_id, seed, steps)
        info = games()[game_id]
        table = {"players": state.game.players, "seed": seed, "played": [write_move(m) for m in played]}
        ruling = rule(load(_file(game_id, table)))
        outcome = ruling.outcome
        assert [m["move"] for m in outcome["moves"]] == [write_move(m) for m in state.legal_moves()]
        assert [read_move(info.moves, m["move"], "x") for m in outcome["moves"]] == list(state.legal_moves())
        assert outcome["over"] == state.is_over()
        assert outcome["phase"] == state.phase.value
        n = len(outcome["moves"])
        for lang in ("es", "en"):
            verdict = ruling.verdict.render(lang)
            if not state.is_over():
                assert str(n) in verdict
            if outcome["player"] is not None:
                assert state.player_name(outcome["player"] - 1).render(lang) in verdict


def _file(game_id: str, table: dict) -> str:
    lines = [f'game = "{game_id}"', 'question = "now"', "[now]"]
    lines += [f"{k} = {json.dumps(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"


def _illegal_moves(game_id: str, state, count: int = 6):
    """Moves of this game that the position does not list: moves listed in other positions of the game."""
    legal = set(state.legal_moves())
    seen = []
    for other, _played in positions(game_id, 10):
        for move in other.legal_moves():
            if move not in legal and move not in seen:
                seen.append(move)
    return seen[:count]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_named_illegal_move_is_refused_with_the_rule_push_cites(game_id):
    for state, played in positions(game_id, 4):
        for move in _illegal_moves(game_id, state):
            before = state.to_dict()
            refusal = why_not(state, move)
            try:
                state.push(move)
            except IllegalMoveError as error:
                assert refusal is not None and (refusal.rule_id, refusal.message) == (error.rule_id, error.message)
            else:  # push accepted a move the position did not list: the question must say it is legal
                assert refusal is None
                continue
            assert state.to_dict() == before
            table = {"players": state.game.players, "seed": state.seed,
                     "played": [write_move(m) for m in played], "move": write_move(move)}
            outcome = rule(load(_file(game_id, table))).outcome
            assert (outcome["asked"], outcome["asked_legal"], outcome["refusal_rule"]) == (
                write_move(move), False, refusal.rule_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_legal_move_asked_about_is_said_to_be_one_of_them(game_id):
    state, played = positions(game_id, 1)[0]
    move = state.legal_moves()[-1]
    table = {"players": state.game.players, "seed": state.seed, "played": [write_move(m) for m in played],
             "move": write_move(move)}
    ruling = rule(load(_file(game_id, table)))
    assert (ruling.outcome["asked_legal"], ruling.outcome["refusal_rule"]) == (True, None)
    assert move.said(state).render("en") in ruling.verdict.render("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_both_languages(game_id):
    state, played = positions(game_id, 1)[0]
    wrong = _illegal_moves(game_id, state, 1)
    table = {"players": state.game.players, "seed": state.seed, "played": [write_move(m) for m in played]}
    if wrong:
        table["move"] = write_move(wrong[0])
    ruling = rule(situation(game_id, "now", table))
    es, en = to_text(ruling, "es"), to_text(ruling, "en")
    assert es != en and ruling.verdict.render("es") != ruling.verdict.render("en")
    assert to_json(ruling, "es")["outcome"] == to_json(ruling, "en")["outcome"]
    assert ("¿Qué puedo hacer ahora?" in es) and ("What may I do now?" in en)


def test_a_move_s_cost_is_what_the_acting_player_s_counts_lose():
    """Maracaibo, phase C: a face-up card costs one doubloon (the source: «cada carta boca arriba que agregue a
    su mano costará 1 doblón»); a card from the pile costs nothing."""
    found = 0
    for seed in range(40):
        state, _played = reached("maracaibo", seed, 0)
        player = RandomPlayer(seed)
        for _ in range(80):
            kinds = {type(m).__name__ for m in state.legal_moves()}
            if state.phase == "draw" and {"TakeFaceUp", "DrawCard"} <= kinds and not state.seats[state.player].upgrades:
                described = by_kind(choices(state))
                costs = {kind: {(c.part, c.amount) for c in group for c in c.cost} for kind, group in described}
                assert costs["TakeFaceUp"] == {("money", 1)} and costs["DrawCard"] == set()
                found += 1
                break
            if state.is_over():
                break
            state.push(player.choose(state))
    assert found >= 3


def test_a_move_s_cost_and_gain_are_the_counts_it_moves():
    """Ships, phase one of the galley era: the player takes two merchant cubes from the available stock and puts
    them in the action section (the source: «coges dos cubos de mercader de tu stock disponible y los colocas en
    tu sección "Cubos de acción"»): two cubes taken from the stock, two given to the section."""
    state = games()["ships"].new(players=3, seed=0)
    (take,) = choices(state)
    assert {(c.part, c.amount) for c in take.cost} == {("stock_merchant", 2)}
    assert {(c.part, c.amount) for c in take.gain} == {("section_merchant", 2)}


def test_a_value_that_starts_like_a_number_is_read_as_a_word():
    move = read_move(games()["caribic"].moves, "Sail space=2x", "now.move")
    assert move.space == "2x"
    assert read_move(games()["caribic"].moves, 'Sail space="r0c1"', "now.move").space == "r0c1"


# ------------------------------------------------------------------ malformed requests
@pytest.mark.parametrize("table,field", [
    ({"move": "FlyAway"}, "now.move"),
    ({"move": "PlaceMerchant colour=red"}, "now.move"),
    ({"move": "PlaceMerchant company=7"}, "now.move"),
    ({"move": 12}, "now.move"),
    ({"played": ["PlaceMerchant company=red", "Nothing"]}, "now.played[1]"),
    ({"played": ["PlaceMerchant company=red"] * 6}, "now.played[5]"),
    ({"players": 2}, "now.players"),
    ({"position": "{not json"}, "now.position"),
    ({"position": [1, 2]}, "now.position"),
])
def test_a_malformed_request_is_a_typed_error_naming_the_field(table, field):
    with pytest.raises(SituationError) as error:
        situation("borneo", "now", table)
    assert error.value.field == field
    assert error.value.text("es") != error.value.text("en")


def test_an_illegal_move_played_on_the_way_names_the_rule_that_refuses_it():
    with pytest.raises(SituationError) as error:
        situation("borneo", "now", {"players": 4, "played": ["PlaceMerchant company=red"] * 6})
    assert error.value.rule_id == "borneo-setup-placement" and "[borneo-setup-placement]" in error.value.text("en")


def test_an_impossible_saved_position_names_its_part():
    state, _played = reached("caribic", 3, 10)
    data = state.to_dict()
    data["positions"]["Arriba"] = "r9c9"  # no such sea space
    with pytest.raises(SituationError) as error:
        situation("caribic", "now", {"position": json.dumps(data)})
    assert error.value.field == "now.position.positions.Arriba" and error.value.rule_id == "caribic-setup-ships"


def test_a_saved_position_is_the_position_the_question_starts_from():
    state, _played = reached("bora-bora", 5, 25)
    ruling = rule(situation("bora-bora", "now", {"position": state.to_json()}))
    assert [m["move"] for m in ruling.outcome["moves"]] == [write_move(m) for m in state.legal_moves()]


def test_an_unknown_move_on_the_command_line_exits_2_naming_the_field(tmp_path):
    path = tmp_path / "now.toml"
    path.write_text('game = "caribic"\nquestion = "now"\n[now]\nmove = "Fly space=r0c1"\n', encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "rulesim", "check", str(path), "--lang", "en"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "now.move" in done.stderr and "Sail" in done.stderr


def test_moves_are_written_and_read_back_as_a_file_names_them():
    for game_id, info in games().items():
        for state, _played in positions(game_id, 3):
            for move in state.legal_moves():
                assert read_move(info.moves, write_move(move), "m") == move
                assert read_move(info.moves, {"type": type(move).__name__, **_fields(move)}, "m") == move


def _fields(move):
    from rulesim.moves import move_to_dict
    data = move_to_dict(move)
    data.pop("type")
    return data


# --------------------------------------------------------------------- the panel
@pytest.mark.parametrize("game_id", GAMES)
def test_the_check_panel_asks_it_with_controls(game_id):
    from rulesim.widgets import Checker
    panel = Checker(game_id, "en")
    panel.question.value = "now"
    assert panel.fields is not None and set(panel.fields.controls) == {"players", "seed", "position", "played",
                                                                       "move"}
    assert "rulesim-explanation" in panel.out.value
    panel.fields.controls["move"].set("NoSuchMove")
    assert "now.move" in panel.out.value
    panel.fields.controls["move"].set("")
    assert "rulesim-explanation" in panel.out.value


# ---------------------------------------------------------------- the book's situations
NOW_SITUATIONS = sorted(p for p in (ROOT / "book").glob("*/situations/*.toml") if 'question = "now"' in p.read_text())


def test_every_game_has_a_worked_now_situation():
    assert {p.parent.parent.name for p in NOW_SITUATIONS} == set(GAMES)


@pytest.mark.parametrize("path", NOW_SITUATIONS, ids=lambda p: p.parent.parent.name)
def test_a_worked_situation_lists_what_the_engine_lists(path):
    s = load_file(str(path))
    outcome = rule(s).outcome
    assert outcome["moves"] and outcome["asked"] is not None
