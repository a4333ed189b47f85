"""One conformance test for every game: what each game's description (``GAME``) promises.

Every game package of ``rulesim`` is found through :func:`rulesim.game.games`
and put through the same checks (as OpenSpiel plays every game at random):
random games reach their end, every position saves and loads back, a seed and
its moves replay exactly, an illegal move leaves the position untouched and
names a rule of that game, options refuse values they do not declare, the
game's rule ids and pages belong to it, and it declares what its pages take
from it (labels, live checks, bench events).
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from dataclasses import fields, replace
from pathlib import Path

import pytest
from messages import values_of

from rulesim.engine import GamePhase, RuleGame, RuleState
from rulesim.errors import IllegalMoveError, InvalidSetupError
from rulesim.game import Completeness, GameInfo, Presentation, games
from rulesim.i18n import Message
from rulesim.moves import GameMove, move_to_dict
from rulesim.pages import Labels
from rulesim.players import RandomPlayer, play
from rulesim.position import InvalidPosition, parts_of
from rulesim.rules import REGISTRY
from tools.dev.snapshot import move_samples

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = list(games().values())
IDS = [g.id for g in GAMES]


def test_every_game_package_is_found_once():
    """Every package of ``rulesim`` is a game that discovery finds, and every game folder of the book is one of them
    (a game package that failed to declare itself, or a book folder without its engine, is missing here)."""
    assert IDS == sorted(IDS, key=lambda i: games()[i].position)
    packages = {m.name for m in pkgutil.iter_modules([str(ROOT / "rulesim")]) if m.ispkg}
    assert sorted(g.package for g in GAMES) == sorted(f"rulesim.{name}" for name in packages)
    folders = {p.name for p in (ROOT / "book").iterdir() if p.is_dir() and not p.name.startswith("_")}
    assert sorted(g.book for g in GAMES) == sorted(f"book/{name}/" for name in folders)
    assert len({g.position for g in GAMES}) == len(GAMES) and len(set(IDS)) == len(GAMES) >= 5


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_one_game_is_had_without_importing_the_others(info: GameInfo):
    """A live panel holds its page's game alone (each game's snapshot, ``tools/live/panels.py``): what the panels
    import and ``game(id)`` import that game's package and no other's (a shared module that listed every
    game at import time put all five in every panel's download)."""
    import subprocess
    import sys
    code = (f"import sys, rulesim.widgets, rulesim.learn_panel, rulesim.check, rulesim.disputes, rulesim.pages\n"
            f"from rulesim.game import game\nassert game({info.id!r}).id == {info.id!r}\n"
            f"print(sorted({{n.split('.')[1] for n in sys.modules if n.startswith('rulesim.')"
            f" and n.endswith('.game') and n.count('.') == 2}}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert out.split() == [repr([info.package.split(".")[1]])]


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_the_description_is_consistent(info: GameInfo):
    assert info.package.startswith("rulesim.") and info.completeness in Completeness
    assert info.default_players in info.players
    assert info.source_note.render("es") != info.source_note.render("en")
    own = [r for r in REGISTRY.values() if r.id.startswith(info.rule_prefix)]
    assert own and all(r.page.startswith(info.book) for r in own)
    for name, spec in info.options.specs().items():
        assert spec.rule_id.startswith(info.rule_prefix) and spec.rule_id in REGISTRY, name
        assert spec.label.render("es") != spec.label.render("en"), name
        for value, text in (spec.readings or {}).items():
            assert text.render("es") != text.render("en"), (name, value)
    assert {f.name for f in fields(info.options)} == set(info.options.specs())
    for move in info.moves.values():
        assert issubclass(move, GameMove) and move.PHASES, move
    assert issubclass(info.state, RuleState) and issubclass(info.game, RuleGame)
    assert info.game.STATE is info.state and info.state.GAME is info.game and info.state.MOVES is info.moves


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_options_refuse_what_they_do_not_declare(info: GameInfo):
    for name, spec in info.options.specs().items():
        with pytest.raises(InvalidSetupError) as error:
            info.options(**{name: "no-such-reading"})
        assert error.value.rule_id == spec.rule_id
    with pytest.raises(InvalidSetupError):
        info.options.from_dict({"no_such_option": 1})
    for players in (min(info.players) - 1, max(info.players) + 1):
        with pytest.raises(InvalidSetupError):
            info.new(players)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_games_end_save_load_and_replay(info: GameInfo, seed: int):
    players = info.players[seed % len(info.players)]
    state = info.new(players, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over() and moves < 20_000:
        legal = state.legal_moves()
        assert legal, state.position()
        if rng.random() < 0.05:  # now and then: the position saves and loads back exactly
            copy = info.state.from_json(state.to_json())
            assert copy == state and copy.legal_moves() == legal
        state.push(legal[rng.randrange(len(legal))])
        moves += 1
    assert state.is_over(), f"{info.id}: no end after {moves} moves"
    again = info.game(players, None).replay(seed, state.history)
    assert again == state
    assert info.state.from_json(state.to_json()) == state


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_an_illegal_move_changes_nothing_and_names_a_rule_of_the_game(info: GameInfo):
    state = info.new(seed=3)
    refused = 0
    for _ in range(200):
        if state.is_over():
            break
        legal = set(map(repr, state.legal_moves()))
        before = state.to_dict()  # a refusal leaves the position as it was (checked after each)
        for move_type in info.moves.values():
            for candidate in move_samples(move_type):
                if repr(candidate) in legal:
                    continue
                try:
                    state.push(candidate)
                except IllegalMoveError as error:
                    assert error.rule_id.startswith(info.rule_prefix), error.rule_id
                    assert state.to_dict() == before
                    texts = error.texts()
                    assert texts["es"] != texts["en"]
                    refused += 1
                else:  # the engine accepted a move it did not list: it must be equivalent to a listed one
                    pytest.fail(f"{info.id}: {candidate!r} was accepted but not among the legal moves")
        state.push(state.legal_moves()[0])
    assert refused > 20


class _Seat:
    """A random player in one seat that says when it is asked out of turn, and stops a game that never ends (which
    :func:`play` alone would loop on forever)."""

    def __init__(self, seat: int, asked: list[int]) -> None:
        self.seat, self.asked, self.player = seat, asked, RandomPlayer(seat)

    def choose(self, state):
        assert state.player == self.seat, f"seat {self.seat} asked on player {state.player}'s turn"
        self.asked.append(self.seat)
        assert len(self.asked) <= 20_000, "no end after 20 000 moves"
        return self.player.choose(state)


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_random_player_plays_every_game_to_its_end(info: GameInfo):
    """``play`` asks each seat on its own turn and stops at the end; the end is the game's: what is left to do is only
    what its final phase allows (Bora Bora's is the end of phase A, from which ``NextRound`` goes on), and where the
    source scores, the winners are the best scores."""
    players = info.default_players
    start, asked = info.new(players, seed=5), []
    state = play(start, [_Seat(p, asked) for p in range(players)])
    assert state is start and len(state.history) == len(asked) > 0
    assert set(asked) == set(range(players)), "every seat plays"
    assert all(info.state.OVER in type(move).PHASES for move in state.legal_moves()), state.legal_moves()
    scores = state.scores()
    if scores is not None:
        assert state.winners() == tuple(p for p, s in enumerate(scores) if s == max(scores))


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_move_kept_from_an_earlier_position_is_checked_again(info: GameInfo):
    """Move objects listed by an earlier position are not trusted later: pushing one that the position
    no longer allows raises the rule error (never a bare ValueError) and changes nothing."""
    rng = random.Random(11)
    state = info.new(seed=11)
    kept: list = []
    stale = 0
    while not state.is_over() and stale < 30:
        legal = state.legal_moves()
        kept = (kept + list(legal))[-60:]
        for move in rng.sample(kept, min(4, len(kept))):
            if move in legal:
                continue
            before = state.to_dict()
            with pytest.raises(IllegalMoveError):
                state.push(move)
            assert state.to_dict() == before
            stale += 1
        state.push(legal[rng.randrange(len(legal))])
    assert stale >= 10


# --------------------------------------------------------------------- what the pages take from a game
@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_the_presentation_pieces_are_declared(info: GameInfo):
    """Every game declares its widget labels, live checks and bench events on its ``GameInfo``: the
    notebooks, the browser tests and ``make bench`` take them from there, so a game without one
    fails here instead of being skipped there."""
    from rulesim.live import LiveCheck

    shown = info.presentation
    assert isinstance(shown, Presentation)
    report = importlib.import_module(f"{info.package}.report")
    assert report.label is shown.labels  # what the notebooks call label(key, PAGE.lang)
    assert shown.labels and all(isinstance(m, Message) for m in shown.labels.values())
    checks = shown.live_checks()
    assert checks and all(isinstance(c, LiveCheck) for c in checks)
    for check in checks:
        assert check.page.startswith(info.book) and (ROOT / f"{check.page}.md").is_file(), check.page
        assert check.label is None or check.label in shown.labels.values(), check
    events = shown.bench_events()
    assert events
    rnd = random.Random(0)
    for name, event in events.items():
        assert event(rnd), name


def test_a_game_without_its_presentation_is_refused():
    info = GAMES[0]
    declared = {f.name: getattr(info, f.name) for f in fields(info) if f.name != "presentation"}
    with pytest.raises(TypeError):
        GameInfo(**declared)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        GameInfo(**declared, presentation=None)  # type: ignore[arg-type]
    shown = info.presentation
    with pytest.raises(TypeError):
        Presentation(labels=shown.labels, live_checks=shown.live_checks, bench_events=None)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Presentation(labels=Labels({}), live_checks=shown.live_checks, bench_events=shown.bench_events)
    with pytest.raises(TypeError):
        Labels({"play": "Play"})  # type: ignore[dict-item]


# ------------------------------------------------------------------------------ the one shape
def _positions(info: GameInfo, seed: int, every: int = 7, limit: int = 400):
    """Positions along a random game of ``info`` (every ``every``-th move, and the last)."""
    rng = random.Random(seed)
    state = info.new(seed=seed)
    for n in range(limit):
        if n % every == 0:
            yield state
        if state.is_over():
            yield state
            return
        legal = state.legal_moves()
        state.push(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_phases_and_parts_are_named_in_words(info: GameInfo):
    phases = {p for move in info.moves.values() for p in move.PHASES}
    enum = type(next(iter(phases)))
    assert issubclass(enum, GamePhase)
    for phase in enum:
        assert phase.label.render("es") != phase.label.render("en") or phase.label.render("es") == phase.value, phase
        assert phase.label.render("en") != phase.value, f"{phase!r} is shown to readers by its id"
    declared = parts_of(info.state)
    assert declared and set(info.state.parts()) == set(declared)
    for name, (spec, _hint) in declared.items():
        assert spec.rule_id in REGISTRY and spec.rule_id.startswith(info.rule_prefix), name
        assert spec.help.render("es") != spec.help.render("en"), name


@pytest.mark.parametrize("info", GAMES, ids=IDS)
@pytest.mark.parametrize("seed", [0, 1])
def test_every_position_is_built_by_the_one_builder_and_has_no_problem(info: GameInfo, seed: int):
    """``arranged`` with no part is the setup of the seed; any position reached in play has no problem and is
    built back, part by part, from its save's parts — written or typed — by the same public builder."""
    assert info.state.arranged(info.game(info.default_players, None), seed=seed) == info.new(seed=seed)
    for state in _positions(info, seed):
        assert state.problems() == []
        saved = state.to_dict()
        written = {k: v for k, v in saved.items() if k in state.parts()}
        again = info.state.arranged(state.game, seed=state.seed, **written)
        assert again == state and again.legal_moves() == state.legal_moves()
        typed = info.state.arranged(state.game, seed=state.seed, **{k: getattr(state, k) for k in state.parts()})
        assert typed == state


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_an_unknown_part_or_a_bad_value_is_refused_naming_it(info: GameInfo):
    game = info.game(info.default_players, None)
    with pytest.raises(InvalidPosition) as error:
        info.state.arranged(game, no_such_part=1)
    assert error.value.field == "no_such_part" and "no_such_part" not in info.state.parts()
    for name in info.state.parts():
        with pytest.raises(InvalidPosition) as error:
            info.state.arranged(game, **{name: object()})
        assert error.value.field.split(".")[0].split("[")[0] == name
        texts = error.value.texts()
        assert texts["es"] != texts["en"]


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_save_whose_game_seed_or_history_cannot_be_read_is_refused_naming_that_key(info: GameInfo):
    # A save is the game (players and options), the seed, the parts and the moves so far: a game that is no table
    # or has no players or options that are no table, a seed that is no whole number or moves that are no list are
    # refused naming that key of the save and a rule of the game, in the reader's language (never a Python error).
    saved = info.new(seed=0).to_dict()
    table = saved["game"]
    for key, broken, template in (("game", {**saved, "game": {}}, "Partida guardada ilegible: falta"),
                                  ("game", {**saved, "game": info.id}, "se espera una tabla con los jugadores"),
                                  ("game", {**saved, "game": {**table, "options": None}}, "se espera una tabla"),
                                  ("game", {**saved, "game": {**table, "options": []}}, "se espera una tabla"),
                                  ("seed", {**saved, "seed": "7"}, "Se espera un número entero"),
                                  ("seed", {**saved, "seed": True}, "Se espera un número entero"),
                                  ("history", {**saved, "history": {}}, "Se espera una lista de jugadas")):
        with pytest.raises(InvalidPosition) as error:
            info.state.from_dict(broken)
        assert error.value.field == key, (key, error.value.texts())
        assert error.value.rule_id in REGISTRY and error.value.rule_id.startswith(info.rule_prefix), key
        assert template in error.value.message.template, (key, error.value.texts())
        said = values_of(error.value.message)  # the key missing, or nothing: no Python error text
        assert said == {} or said == {"what": "'players'"}, error.value.texts()
        texts = error.value.texts()
        assert texts["es"] != texts["en"]
    # the options may be left out of a save's game: it is then played with the site's readings
    game = {k: v for k, v in table.items() if k != "options"}
    loaded = info.state.from_dict({**saved, "game": game})
    assert loaded.game.options == info.options() and loaded == info.state.from_dict(saved)


def _changed(move: GameMove) -> list:
    """``move`` with one field changed to each small value of its type (a listed move, changed)."""
    out = []
    for f in fields(move):
        value = getattr(move, f.name)
        if isinstance(value, bool):
            candidates = [not value]
        elif isinstance(value, int):
            candidates = [value + 1, value - 1, -1, 99, 9999]
        elif isinstance(value, str):
            candidates = ["", "x", value + "x"]
        elif isinstance(value, tuple):
            candidates = [(), value[:-1], value + value[-1:]] if value else [(0,), ("x",)]
        else:
            candidates = [None]
        for candidate in candidates:
            try:
                out.append(replace(move, **{f.name: candidate}))
            except (TypeError, ValueError):  # a value the field cannot hold: no move to try
                continue
    return out


@pytest.mark.parametrize("info", GAMES, ids=IDS)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_listed_move_changed_is_checked_and_a_refusal_changes_nothing(info: GameInfo, seed: int):
    """Take each listed move, change one field, push it: it is accepted only if it equals a listed move
    (moves are immutable values); otherwise it is refused citing a rule of the game, and the saved state is
    byte-identical — never another exception, never a half-applied move."""
    tried = refused = 0
    for state in _positions(info, seed, every=3, limit=250):
        if state.is_over():
            break
        legal = state.legal_moves()
        saved = state.to_json()
        before = info.state.from_json(saved).to_json()
        probe = info.state.from_json(saved)  # a copy; a refusal leaves it as it was (checked), an acceptance not
        for move in legal[:6]:
            for changed in _changed(move):
                tried += 1
                try:
                    probe.push(changed)
                except IllegalMoveError as error:
                    refused += 1
                    assert error.rule_id.startswith(info.rule_prefix), error.rule_id
                    assert probe.to_json() == before, f"{changed!r} was refused after changing the position"
                else:
                    assert changed in legal, f"{info.id}: {changed!r} was accepted but not among the legal moves"
                    assert move_to_dict(changed) in [move_to_dict(m) for m in legal]
                    probe = info.state.from_json(saved)
    assert tried > 50 and refused > 20


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_a_move_in_the_wrong_phase_names_both_phases_in_words(info: GameInfo):
    state = info.new(seed=4)
    phase = state.phase
    other = next(m for m in info.moves.values() if phase not in m.PHASES)
    move = next(iter(move_samples(other)), None)
    if move is None:
        pytest.skip(f"{other.__name__} cannot be built from small values")
    with pytest.raises(IllegalMoveError) as error:
        state.push(move)
    assert error.value.rule_id == info.state.ORDER_RULE
    for lang in ("es", "en"):
        text = error.value.message.render(lang)
        assert phase.label.render(lang) in text and other.PHASES[0].label.render(lang) in text, text


@pytest.mark.parametrize("info", GAMES, ids=IDS)
def test_the_end_names_winners_among_the_players(info: GameInfo):
    for seed in (0, 1):
        state = play(info.new(seed=seed), [RandomPlayer(p) for p in range(max(info.players))])
        players = state.game.players
        winners, scores = state.winners(), state.scores()
        assert set(winners) <= set(range(players))
        if scores is not None:
            assert len(scores) == players and winners and all(scores[w] == max(scores) for w in winners)
