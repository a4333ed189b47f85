"""Behaviour snapshot: what a refactor must keep, recorded before and compared after.

    python -m tools.dev.snapshot record DIR      # every ruling, random and simple-player games, saves
    python -m tools.dev.snapshot compare OLD NEW [--phase-words]
                                             # what differs (exit code 1 when anything does); with
                                             # --phase-words a refusal whose only change is the new
                                             # wrong-phase sentence (phases named in words) is counted apart
    python -m tools.dev.snapshot saves OLD       # the saves recorded in OLD load and play on the same way

Only the public surface is read (``games()``, ``legal_moves``, ``push``, the dispute checker,
``rulesim.moves.move_to_dict``), so the same script runs on both sides of a change.  Recorded:

- every situation file of the book, and every question's example table, ruled in both languages
  (``--json``, text and the HTML with its picture);
- for every game and player count, random games from a few seeds and one game of the game's simple
  players: at each move the one-line position, the legal moves, the move chosen and its explanation
  in both languages;
- saved positions along those games (``to_dict``), which ``saves`` loads with the code of the day
  and plays on, comparing the legal moves and explanations with the recording.
"""

from __future__ import annotations

import gzip
import importlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulesim import check
from rulesim.game import games
from rulesim.moves import move_to_dict
from rulesim.players import RandomPlayer

ROOT = Path(__file__).resolve().parents[2]

LANGS = ("es", "en")
SEEDS = (0, 1, 2, 3, 4, 5)
SAVE_EVERY = 37
MAX_MOVES = 4000


def _ruling(s: check.Situation) -> dict[str, Any]:
    r = check.rule(s)
    return {lang: {"json": check.to_json(r, lang), "text": check.to_text(r, lang), "html": check.to_html(r, lang)}
            for lang in LANGS}


def rulings() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for path in sorted(ROOT.glob("book/*/situations/*.toml")):
        out[str(path.relative_to(ROOT))] = _ruling(check.load_file(str(path)))
    for info in games().values():
        for q in info.questions:
            try:
                s = check.situation(info.id, q.id, q.example())
            except check.SituationError as error:
                out[f"example:{info.id}/{q.id}"] = {"error": error.text("en")}
                continue
            out[f"example:{info.id}/{q.id}"] = _ruling(s)
    out["schema"] = check.ruling_schema()
    return out


def _simple_player(info: Any) -> type | None:
    module = importlib.import_module(info.package + ".players")
    for name in ("GreedyPlayer", "SimplePlayer"):
        if hasattr(module, name):
            return getattr(module, name)
    return None


def _step(state: Any, move: Any) -> dict[str, Any]:
    legal = [move_to_dict(m) for m in state.legal_moves()]
    position = state.position()
    explanation = state.push(move)
    return {"position": position, "legal": legal, "move": move_to_dict(move),
            "said": {lang: explanation.to_text(lang) for lang in LANGS}}


def _games() -> Iterator[tuple[str, Any, list[Any]]]:
    for info in games().values():
        for players in info.players:
            for seed in SEEDS:
                seats = [RandomPlayer(seed * 10 + p) for p in range(players)]
                yield f"{info.id}/{players}/random/{seed}", info.new(players, seed=seed), seats
            simple = _simple_player(info)
            if simple is not None:
                yield f"{info.id}/{players}/simple/0", info.new(players, seed=7), [simple(p) for p in range(players)]


def move_samples(move_type: type) -> list[Any]:
    """A few instances of a move class built from small values of each field's type (the snapshot's near-legal
    moves; the conformance tests try them on every game too)."""
    import itertools
    import typing
    from dataclasses import fields
    hints = typing.get_type_hints(move_type)
    values = []
    for f in fields(move_type):
        hint = hints[f.name]
        if hint is bool:
            values.append((False, True))
        elif hint is int:
            values.append((0, 1, 99))
        elif hint is str:
            values.append(("", "x"))
        elif typing.get_origin(hint) is tuple:
            values.append(((), (0,), (0, 1)))
        else:
            values.append((None,))
    out = []
    for combo in itertools.islice(itertools.product(*values), 12):
        try:
            out.append(move_type(*combo))
        except Exception:  # noqa: BLE001  (a constructor that refuses a value: not a move to try)
            continue
    return out


def _refusals(info: Any, state: Any) -> dict[str, Any]:
    """What the position says to moves it does not list (rule id and text in both languages)."""
    from rulesim.errors import IllegalMoveError
    legal = state.legal_moves()
    out: dict[str, Any] = {}
    for _name, move_type in sorted(info.moves.items()):
        for move in move_samples(move_type):
            if move in legal:
                continue
            key = json.dumps(move_to_dict(move), sort_keys=True)
            try:
                state.is_legal(move)
                probe = state.__class__.from_dict(state.to_dict())
                probe.push(move)
                out[key] = "accepted"
            except IllegalMoveError as error:
                out[key] = [error.rule_id] + [error.message.render(lang) for lang in LANGS]
            except Exception as error:  # noqa: BLE001  (recorded: a refactor may turn it into a rule error)
                out[key] = f"crash {type(error).__name__}"
    return out


def info_of(key: str) -> Any:
    return games()[key.split("/")[0]]


def play_all() -> tuple[dict[str, Any], dict[str, Any]]:
    played: dict[str, Any] = {}
    saves: dict[str, Any] = {}
    refusals: dict[str, Any] = {}
    for key, state, seats in _games():
        steps = []
        while not state.is_over() and len(steps) < MAX_MOVES:
            if len(steps) % SAVE_EVERY == 0:
                saves[f"{key}@{len(steps)}"] = state.to_dict()
                refusals[f"{key}@{len(steps)}"] = _refusals(info_of(key), state)
            steps.append(_step(state, seats[state.player].choose(state)))
        winners = state.winners() if state.is_over() and hasattr(state, "winners") else None
        played[key] = {"steps": steps, "over": state.is_over(), "winners": list(winners) if winners is not None
                       else None, "final": state.position()}
    played["refusals"] = refusals
    return played, saves


def _write(path: Path, data: Any) -> None:
    with gzip.open(path, "wt", encoding="utf-8") as fh:
        json.dump(data, fh, sort_keys=True, ensure_ascii=False, default=str)


def _read(path: Path) -> Any:
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        return json.load(fh)


def record(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    _write(out / "rulings.json.gz", rulings())
    played, saves = play_all()
    _write(out / "games.json.gz", played)
    _write(out / "saves.json.gz", saves)
    print(f"recorded {len(played)} games, {len(saves)} saves in {out}")


def _diff(a: Any, b: Any, path: str, found: list[str], limit: int = 40) -> None:
    if len(found) >= limit:
        return
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                found.append(f"{path}.{k}: only in {'new' if k in b else 'old'}")
            else:
                _diff(a[k], b[k], f"{path}.{k}", found, limit)
    elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            _diff(x, y, f"{path}[{i}]", found, limit)
    elif a != b:
        found.append(f"{path}:\n    old {str(a)[:400]!r}\n    new {str(b)[:400]!r}")


PHASE_SENTENCES = ("Ahora toca", "It is now the phase", "It is another phase", "Now it is", "It is the ",
                   "It is time for")


def _phase_sentence_only(a: Any, b: Any) -> bool:
    """Both refusals cite the same rule and differ only in the wrong-phase sentence."""
    return (isinstance(a, list) and isinstance(b, list) and len(a) == len(b) == 3 and a[0] == b[0]
            and all(x == y or (x.startswith(PHASE_SENTENCES) and y.startswith(("Ahora toca la fase de",
                                                                              "It is now the phase of")))
                    for x, y in zip(a[1:], b[1:], strict=True)))


def _without_phase_sentences(old: Any, new: Any) -> int:
    """Drop from ``new``'s refusals those whose only change is the wrong-phase sentence; how many."""
    dropped = 0
    for key, refusals in new.get("refusals", {}).items():
        for move, refusal in list(refusals.items()):
            before = old.get("refusals", {}).get(key, {}).get(move)
            if before != refusal and _phase_sentence_only(before, refusal):
                refusals[move] = old["refusals"][key][move]
                dropped += 1
    return dropped


def compare(old: Path, new: Path, phase_words: bool = False) -> int:
    bad = 0
    for name in ("rulings.json.gz", "games.json.gz"):
        found: list[str] = []
        a, b = _read(old / name), _read(new / name)
        if phase_words and name == "games.json.gz":
            print(f"refusals whose only change is the wrong-phase sentence: {_without_phase_sentences(a, b)}")
        _diff(a, b, name, found)
        print(f"{name}: {'identical' if not found else f'{len(found)}+ differences'}")
        for line in found:
            print("  " + line)
        bad += bool(found)
    return 1 if bad else 0


def replay_saves(old: Path) -> int:
    """Every recorded save loads with today's code and plays on exactly as recorded."""
    played, saves = _read(old / "games.json.gz"), _read(old / "saves.json.gz")
    infos = games()
    bad = 0
    for key, data in saves.items():
        name, at = key.rsplit("@", 1)
        if name == "refusals":
            continue
        game_id = name.split("/")[0]
        state = infos[game_id].state.from_dict(data)
        steps = played[name]["steps"][int(at):int(at) + 12]
        for i, recorded in enumerate(steps):
            legal = [move_to_dict(m) for m in state.legal_moves()]
            move = next((m for m in state.legal_moves() if move_to_dict(m) == recorded["move"]), None)
            if legal != recorded["legal"] or move is None:
                print(f"{key} +{i}: legal moves differ")
                bad += 1
                break
            said = state.push(move)
            if {lang: said.to_text(lang) for lang in LANGS} != recorded["said"]:
                print(f"{key} +{i}: explanation differs")
                bad += 1
                break
    print(f"{len(saves)} saves loaded and played on; {bad} differ")
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "record":
        record(Path(argv[1]))
        return 0
    if len(argv) in (3, 4) and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]), "--phase-words" in argv[3:])
    if len(argv) == 2 and argv[0] == "saves":
        return replay_saves(Path(argv[1]))
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
