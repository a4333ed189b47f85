"""Saves written before the games moved to one shape (issue 21) still load and play on exactly as they did.

``tests/data/saves-before-one-shape.json.gz`` holds 488 saves of all five games, recorded by
``tools/snapshot.py record`` with the code of a5dc609 (each game's own save format of the time: parallel
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

from rulesim.game import games
from rulesim.moves import move_to_dict

DATA = Path(__file__).parent / "data" / "saves-before-one-shape.json.gz"
GAMES = ("borneo", "ships", "bora-bora", "caribic", "maracaibo")

#: game → (options of the old reading, rules of steps added since), each named by the issue that changed it
SINCE: dict[str, tuple[dict[str, str], frozenset[str]]] = {
    # issue 26: a full warehouse keeps the goods just taken (the old engine let them go back: reading "any");
    # the bank's one coin per open space is a reading now, said in a step where it decides
    "ships": ({"full_warehouse": "any"}, frozenset({"ships-q-bank-space"})),
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
