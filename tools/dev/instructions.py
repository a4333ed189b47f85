"""Machine instructions one full random game executes, per game: the engine figure docs/performance.md compares
before and after a change (a shared two-core machine's clock varies by tens of per cent; instructions do not).

    python -m tools.dev.instructions [GAME ...]     # valgrind must be installed; a few minutes for all five

For each game, callgrind counts a process that plays N seeded random games (``bench.py``'s seeds: the game's
``seed``, players ``RandomPlayer(seed * 10 + p)``, the default player count) and one that plays none; their
difference over N is one game (imports and compiling cancel out).  ``PYTHONHASHSEED=0``; N is 20 for Borneo
and 10 for the others.  The same tree, run again, gives the same figure to the last few thousand.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

from rulesim.game import games
from rulesim.players import RandomPlayer, play

ROOT = Path(__file__).resolve().parents[2]
GAMES = {"borneo": 20, "ships": 10, "bora-bora": 10, "caribic": 10, "maracaibo": 10}


def play_games(game: str, n: int) -> None:
    """Play seeds 0 … n-1 of ``game`` between random players (the process callgrind counts)."""
    info = games()[game]
    players = info.default_players or info.players[0]
    for seed in range(n):
        play(info.new(players, seed=seed), [RandomPlayer(seed * 10 + p) for p in range(players)])


def counted(game: str, n: int) -> int:
    """The instructions of a process that imports rulesim and plays ``n`` games of ``game``."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(ROOT))
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable,
                          "-m", "tools.dev.instructions", "--play", game, str(n)],
                         env=env, cwd=ROOT, capture_output=True, text=True, check=True)
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count:\n{run.stderr}")
    return int(found.group(1))


def per_game(game: str, n: int) -> float:
    """Instructions of one game of ``game``: ``n`` games' count less no game's, over ``n``."""
    return (counted(game, n) - counted(game, 0)) / n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("games", nargs="*", help=f"some of {', '.join(GAMES)} (default: all)")
    parser.add_argument("--play", nargs=2, metavar=("GAME", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.play:
        play_games(args.play[0], int(args.play[1]))
        return
    unknown = set(args.games) - set(GAMES)
    if unknown:
        parser.error(f"unknown game: {', '.join(sorted(unknown))}")
    for game in args.games or GAMES:
        n = GAMES[game]
        print(f"{game}: {per_game(game, n) / 1e6:.3f} M instructions a game ({n} games)", flush=True)


if __name__ == "__main__":
    main()
