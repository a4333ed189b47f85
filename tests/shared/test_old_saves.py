"""Saves written before the games moved to one shape (issue 21) still load and play on exactly as they did.

``tests/data/saves-before-one-shape.json.gz`` holds 488 saves of all five games, recorded by
``tools/dev/snapshot.py record`` with the code of a5dc609 (each game's own save format of the time: parallel
per-player lists, Maracaibo's ``turn`` dict, Borneo's ports as lists of lists…), taken from random and
simple-player games at several points, each with the 12 steps that followed in that game as the old engine
played them: the legal moves (a hash of the whole ordered list), the move played and its explanation in
both languages.  The oracle is the old engine's record, not today's code: a save that loads into a
different position shows up as different legal moves or different words within a few steps.

What changed on purpose since the record is declared in ``SINCE``, per game: the options that give the old
engine's reading of a point fixed later (still offered as the other reading), and the rules of steps added
later where a reading decides; a step of such a rule is left out of the words compared, nothing else.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import pytest
from messages import values_of

from rulesim.game import games
from rulesim.moves import move_to_dict

DATA = Path(__file__).parent.parent / "data" / "saves-before-one-shape.json.gz"
GAMES = ("borneo", "ships", "bora-bora", "caribic", "maracaibo")

#: game → (options of the old reading, rules of steps added since), each named by the issue that changed it
SINCE: dict[str, tuple[dict[str, str], frozenset[str]]] = {
    # issue 26: a full warehouse keeps the goods just taken (the old engine let them go back: reading "any");
    # the bank's one coin per open space is a reading now, said in a step where it decides
    # s31: steps added that say which reading a move followed where the readings part, or that cite the
    # paragraph of points already scored (the spice box, the object of the game); nothing else changed
    "ships": ({"full_warehouse": "any"}, frozenset({"ships-q-bank-space", "ships-q-counter-era", "ships-q-current-area",
                                                    "ships-q-gold-points", "ships-vp-spice", "ships-object"})),
    "borneo": ({}, frozenset({"borneo-q-keep-one", "borneo-missions-no-change"})),
    "bora-bora": ({}, frozenset({"bora-bora-q-expand-resource", "bora-bora-q-fish-points",
                                 "bora-bora-q-people-refill"})),
    "caribic": ({}, frozenset({"caribic-q-winner"})),
}


@lru_cache(maxsize=1)
def recorded() -> dict:
    return json.loads(gzip.decompress(DATA.read_bytes()))


def _hash(legal: list) -> str:
    text = json.dumps(legal, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_old_save_loads_and_plays_on_as_the_old_engine_played_it(game_id):
    info = games()[game_id]
    saves = {k: v for k, v in recorded().items() if k.split("/")[0] == game_id}
    assert len(saves) >= 20, len(saves)
    options, added = SINCE.get(game_id, ({}, frozenset()))
    for key, entry in saves.items():
        save = json.loads(json.dumps(entry["save"]))
        save["game"]["options"].update(options)
        state = info.state.from_dict(save)
        assert entry["steps"], key
        for i, step in enumerate(entry["steps"]):
            legal = state.legal_moves()
            assert _hash([move_to_dict(m) for m in legal]) == step["legal"], f"{key} +{i}: legal moves differ"
            move = next(m for m in legal if move_to_dict(m) == step["move"])
            said = state.push(move)
            said = replace(said, steps=[s for s in said.steps if s.rule_id not in added])
            assert {lang: said.to_text(lang) for lang in ("es", "en")} == step["said"], f"{key} +{i}"


def test_the_record_covers_each_game_s_old_format_at_the_start_and_deep_into_a_game():
    """Saves at move 0 and far into games: the upgrade meets both fresh and worn positions."""
    for game_id in GAMES:
        points = {int(k.rsplit("@", 1)[1]) for k in recorded() if k.split("/")[0] == game_id}
        assert 0 in points and max(points) >= 20, (game_id, sorted(points)[:5])


# ------------------------------------------------------------------ Caribic's first format, point by point
def _caribic_first_format(key: str = "caribic/2/random/2@148") -> dict:
    """A recorded save of Caribic's first format (a tie waiting: player 1 still to decide; player 0 revealed)."""
    return json.loads(json.dumps(recorded()[key]["save"]))


def test_a_caribic_first_format_tie_says_who_revealed_by_player_number_written_as_text():
    state = games()["caribic"].state.from_dict(_caribic_first_format())
    assert state.tie is not None
    assert (list(state.tie.revealed), list(state.tie.hidden)) == ([0], [])


def test_a_caribic_first_format_tie_that_writes_no_decisions_is_one_where_nobody_has_decided_yet():
    """A tie whose ``reveals`` is left out reads as one with no decision written (``{}``): both tied players
    still to decide, none revealed or hidden."""
    save = _caribic_first_format("caribic/4/random/3@74")
    assert save["tie"]["reveals"] == {} and save["tie"]["queue"] == save["tie"]["tied"]
    del save["tie"]["reveals"]
    state = games()["caribic"].state.from_dict(save)
    assert state.tie is not None and (list(state.tie.revealed), list(state.tie.hidden)) == ([], [])
    assert state == games()["caribic"].state.from_dict(_caribic_first_format("caribic/4/random/3@74"))


def test_a_caribic_first_format_tie_with_a_player_that_is_no_number_is_refused_naming_the_tie():
    from rulesim.position import InvalidPosition
    save = _caribic_first_format()
    save["tie"]["reveals"] = {"someone": True}
    with pytest.raises(InvalidPosition) as refused:
        games()["caribic"].state.from_dict(save)
    assert any(p.field.startswith("tie") for p in refused.value.problems), refused.value.problems


def test_a_caribic_first_format_ledger_line_without_a_chest_and_its_earliest_list_form():
    """The first format wrote "no chest" as -1 and, in its earliest saves, a ledger line as a list."""
    save = _caribic_first_format()
    first, second = save["ledger"][:2]
    save["ledger"][0] = [first["player"], first["amount"], first["reason"], first["chest"]]
    state = games()["caribic"].state.from_dict(save)
    assert (state.ledger[0].player, state.ledger[0].amount, state.ledger[0].chest) == (1, 2000, 12)
    assert state.ledger[1].chest == 0  # chest number 0 is a chest, not "none"
    save = _caribic_first_format()  # what player 0 had when a single ship's turn starts: no chest (-1)
    save["scope"], save["ledger"][1] = "turn", {"player": 0, "amount": 2000, "reason": "earlier", "chest": -1}
    assert games()["caribic"].state.from_dict(save).ledger[1].chest is None


def test_a_caribic_first_format_save_of_a_single_ship_s_turn_keeps_its_scope():
    from rulesim.caribic.parts import Scope
    save = _caribic_first_format()
    assert games()["caribic"].state.from_dict(save).scope is Scope.GAME
    save["scope"] = "turn"
    assert games()["caribic"].state.from_dict(save).scope is Scope.TURN


# ------------------------------------------------------------------ what an upgrade gives, and what it refuses
def _old(key: str) -> dict:
    return json.loads(json.dumps(recorded()[key]["save"]))


def _bora_bora_first_format() -> dict:
    """Bora Bora's first format (no ``format``: hut flags, string-keyed ceremony and buildings)."""
    saved = Path(__file__).parent.parent / "data" / "bora-bora-save-format-1.json"
    return json.loads(saved.read_text(encoding="utf-8"))


def _refused(game_id: str, save: dict):
    """Load ``save``: it must be refused as a position (a typed error naming the part), never crash."""
    from rulesim.position import InvalidPosition
    with pytest.raises(InvalidPosition) as refused:
        games()[game_id].state.from_dict(save)
    return [(p.field, p.message) for p in refused.value.problems]


def _problem(problem: tuple, field: str, template: str, **values) -> bool:
    """``problem`` (field, message) names ``field`` with the sentence whose Spanish template holds ``template`` and
    says ``values``: what it means, not its wording."""
    got_field, message = problem
    return got_field == field and template in message.template and all(
        values_of(message).get(name) == value for name, value in values.items())


@pytest.mark.parametrize("game_id,key", [("borneo", "borneo/3/random/0@37"), ("ships", "ships/2/random/0@37"),
                                         ("caribic", "caribic/2/random/0@0"), ("maracaibo", "maracaibo/2/random/0@0"),
                                         ("bora-bora", "bora-bora/2/random/0@0")])
def test_an_old_save_upgraded_is_a_save_of_today_s_format_that_loads_as_the_same_position(game_id, key):
    """``State.upgrade`` gives the save in this format (``format`` = ``SAVE_FORMAT``): kept and loaded again,
    it is not taken for a save of an unknown format, nor upgraded twice."""
    state_class = games()[game_id].state
    upgraded = state_class.upgrade(_old(key))
    assert upgraded["format"] == state_class.SAVE_FORMAT
    assert state_class.upgrade(json.loads(json.dumps(upgraded))) == upgraded
    assert state_class.from_dict(upgraded) == state_class.from_dict(_old(key))


def test_a_bora_bora_first_format_upgraded_is_a_save_of_today_s_format():
    state_class = games()["bora-bora"].state
    upgraded = state_class.upgrade(_bora_bora_first_format())
    assert upgraded["format"] == state_class.SAVE_FORMAT
    assert state_class.from_dict(upgraded) == state_class.from_dict(_bora_bora_first_format())


def test_old_saves_whose_per_player_lists_disagree_are_refused_naming_the_seats():
    """The first formats kept one list per player field; lists that are not one entry per player cannot be made
    into seats and are passed on as they are (Caribic: the ``money`` list, Maracaibo: the ``ships`` list), so the
    seats part refuses them: a number or a ship where a player's table is expected (Borneo: the ``hands`` list,
    a hand where a player's table is expected), also when a list is missing."""
    for game_id, key, field, shorter in (("caribic", "caribic/2/random/0@0", "bids", [[]]),
                                          ("caribic", "caribic/2/random/0@0", "spent", [False]),
                                          ("maracaibo", "maracaibo/2/random/0@0", "money", [8]),
                                          ("borneo", "borneo/3/random/0@37", "stores", [[]]),
                                          ("borneo", "borneo/3/random/0@37", "done_missions", None)):
        save = _old(key)
        if shorter is None:
            del save[field]
        else:
            save[field] = shorter
        problems = _refused(game_id, save)
        assert [f for f, _text in problems] == ["seats[0]"], (game_id, field, problems)
        assert _problem(problems[0], "seats[0]", "Se espera una tabla con"), problems
    save = _old("caribic/2/random/0@0")
    save["money"] = 5  # no list at all: the seats are that number
    (problem,) = _refused("caribic", save)
    assert _problem(problem, "seats", "Se espera una lista", what={"names": "bids, tiebreaker, spent, money"}), problem


def test_old_saves_with_a_part_of_the_wrong_kind_are_refused_naming_it_not_crashing():
    """What the upgrade cannot convert is passed on as it is, and the part refuses it naming the field."""
    for value in (5, {"7": []}):  # Borneo's face-up ports: a list of [port, cards] pairs
        save = _old("borneo/3/random/0@37")
        save["ports"] = value
        assert [f for f, _text in _refused("borneo", save)] == ["ports"]
    save = _old("ships/2/random/0@37")
    save["players"] = 5  # Ships' player screens: a list of tables
    assert [f for f, _text in _refused("ships", save)] == ["players"]
    save = _old("ships/2/random/0@37")
    save["trade"] = {"x": "someone"}  # an owner that is no player number (the first format allowed "1")
    (problem,) = _refused("ships", save)
    assert _problem(problem, "trade.x", "número entero"), problem
    save = _old("bora-bora/2/random/0@0")
    save["placed"]["build"] = 5  # Bora Bora's second format: the dice on a tile as [player, value] pairs
    assert [f for f, _text in _refused("bora-bora", save)] == ["placed.build"]
    for field, entry in (("round_ends", [2, 0, 9]), ("scorings", 5)):  # Maracaibo: [round, player], [round, kind]
        save = _old("maracaibo/2/random/0@74")
        assert len(save[field]) == 2  # (two rounds ended, two scorings: the first pair stays readable)
        save[field][1] = entry
        (problem,) = _refused("maracaibo", save)
        assert _problem(problem, f"{field}[1]", "Se espera una tabla con"), problem
    for die in (5, [0, 3, 1]):  # a die that is no pair: a number, three values
        save = _old("bora-bora/2/random/0@0")
        save["placed"]["build"] = [die]
        assert [f for f, _text in _refused("bora-bora", save)] == ["placed.build[0]"], die
    save = _old("bora-bora/2/random/0@0")
    save["game"] = 5  # the game (its players, and so how many seats the per-player lists make) is a table
    assert [f for f, _text in _refused("bora-bora", save)] == ["game"]
    save = _old("caribic/2/random/0@0")
    save["ledger"] = 5  # Caribic's first format: the ledger is a list of payments
    assert [f for f, _text in _refused("caribic", save)] == ["ledger"]


def test_a_bora_bora_first_format_board_or_building_that_cannot_be_read_is_refused_naming_it():
    save = _bora_bora_first_format()
    save["huts"][0] = save["huts"][0][:11]  # a board of 11 hut flags
    (problem,) = _refused("bora-bora", save)
    assert _problem(problem, "seats[0].huts", "exactamente", n=12), problem
    save = _bora_bora_first_format()
    save["people"][0] = save["people"][0][:5]  # a board of 5 spaces for the people
    (problem,) = _refused("bora-bora", save)
    assert _problem(problem, "seats[0].people", "exactamente", n=12), problem
    save = _bora_bora_first_format()
    save["buildings"][0] = {"x": [1, 2]}  # a building's value that is no number
    (problem,) = _refused("bora-bora", save)
    assert _problem(problem, "seats[0].buildings[0].value", "número entero"), problem
