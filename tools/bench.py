"""``make bench``: the figures the project keeps an eye on.

- the median time of a full 4-player Borneo game between random players (target ≤ 2 ms);
- the p95 of each notebook callback (the port simulator's, the bribe explorer's, …), i.e. the work one
  widget event does (target ≤ 10 ms);
- the cold and warm build time of each language (target: a warm rebuild of both ≤ 0.2 × the cold one);
- the live notebooks in Chromium (:mod:`bench_live`): time to the first widget, cold and warm (target ≤ 8 s),
  and a widget callback in the browser (target ≤ 50 ms).

``--quick`` skips the builds and the browser.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from rulesim.borneo import Borneo  # noqa: E402
from rulesim.borneo.players import RandomPlayer, play_game  # noqa: E402
from rulesim.borneo.report import FightCalculator, MissionChecker, PortSimulator  # noqa: E402
from rulesim.bora_bora.report import DiceTrainer  # noqa: E402
from rulesim.caribic import SHIPS  # noqa: E402
from rulesim.caribic.report import BribeExplorer  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def bench_games(n: int = 300) -> float:
    times = []
    for seed in range(n):
        players = [RandomPlayer(seed * 10 + p) for p in range(4)]
        start = time.perf_counter()
        play_game(Borneo(4), players, seed)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def bench_callbacks(n: int = 400) -> dict[str, float]:
    """Each event a reader can cause, timed as the notebook's callback runs it."""
    rnd = random.Random(1)
    results = {}
    sim = PortSimulator(lang="en")
    times = []
    for _ in range(n):
        action = rnd.random()
        start = time.perf_counter()
        if action < 0.55:
            html = sim.play(rnd.randrange(60))
        elif action < 0.7:
            html = sim.undo()
        elif action < 0.8:
            html = sim.reset()
        elif action < 0.9:
            html = sim.set_numbers(rnd.randint(3, 8), rnd.randint(3, 6))
        else:
            html = sim.set_options(covering=rnd.random() < 0.7)
        times.append(time.perf_counter() - start)
        assert html
    results["port simulator"] = percentile(times, 0.95) * 1000
    calc = FightCalculator(lang="en")
    choices = [c for _label, c in calc.card_choices("green")]
    times = []
    for _ in range(n):
        a = rnd.sample(choices, 2)
        d = rnd.sample([c for c in choices if c not in a], 1)
        start = time.perf_counter()
        calc.compute("green", 4, 2, a, d, 1, 1)
        times.append(time.perf_counter() - start)
    results["fight calculator"] = percentile(times, 0.95) * 1000
    checker = MissionChecker(lang="en")
    times = []
    for _ in range(n // 4):
        counts = [{s: rnd.randint(0, 4) for s in ("pepper", "cinnamon", "clove", "nutmeg")} for _k in range(3)]
        start = time.perf_counter()
        checker.compute(*counts)
        times.append(time.perf_counter() - start)
    results["mission checker"] = percentile(times, 0.95) * 1000
    explorer = BribeExplorer(lang="en")
    times = []
    for _ in range(n):
        players = rnd.randint(2, 4)
        bids = [rnd.randrange(7) for _p in range(players)]
        tiebreakers = [rnd.choice([None] + [c for c in range(7) if c != b]) for b in bids]
        start = time.perf_counter()
        explorer.compute(rnd.choice(SHIPS), bids, tiebreakers, [rnd.random() < 0.5 for _p in range(players)],
                         rnd.choice(["revealed-beats-hidden", "thief-is-minus-one"]))
        times.append(time.perf_counter() - start)
    results["bribe explorer"] = percentile(times, 0.95) * 1000
    times = []
    for game in range(n // 10):
        trainer = DiceTrainer(players=2 + game % 3, seed=game, lang="en")
        while not trainer.state.is_over():
            dice, tiles = trainer.choices()
            start = time.perf_counter()
            trainer.place(rnd.choice(dice), rnd.choice(tiles)[1])  # refused placements count too
            times.append(time.perf_counter() - start)
    results["dice trainer"] = percentile(times, 0.95) * 1000
    return results


def bench_builds() -> dict[str, tuple[float, float, float]]:
    """Per language: cold (no build, no execution cache), warm (nothing changed) and
    incremental (one rules page edited) build times, in seconds."""
    import build_site

    build_site.vendor_assets()
    build_site.run([sys.executable, "tools/catalogs.py", "compile"])
    build_site.write_conf()
    figures = {}
    for lang in build_site.LANGS:
        shutil.rmtree(build_site.BUILD / "lang" / lang, ignore_errors=True)
        for cache in (build_site.BUILD / ".jupyter_cache").glob(f"{lang}-*"):
            shutil.rmtree(cache)
        cold = build_site.build_language(lang, fresh=False)
        warm = build_site.build_language(lang, fresh=False)
        (ROOT / "book" / "borneo" / "turn.md").touch()
        incremental = build_site.build_language(lang, fresh=False)
        figures[lang] = (cold, warm, incremental)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip the site builds")
    args = parser.parse_args()
    game = bench_games()
    print(f"Borneo, 4 random players, full game: median {game:.2f} ms   (target ≤ 2 ms)")
    for name, p95 in bench_callbacks().items():
        print(f"{name} callback: p95 {p95:.2f} ms   (target ≤ 10 ms)")
    if args.quick:
        return
    builds = bench_builds()
    for lang, (cold, warm, incremental) in builds.items():
        print(f"build {lang}: cold {cold:.1f} s, warm {warm:.2f} s, one page edited {incremental:.1f} s")
    cold = sum(c for c, _w, _i in builds.values())
    warm = sum(w for _c, w, _i in builds.values())
    incremental = sum(i for _c, _w, i in builds.values())
    print(f"both languages: cold {cold:.1f} s, warm {warm:.2f} s (warm/cold {warm / cold:.2f}, target ≤ 0.2), "
          f"one page edited {incremental:.1f} s ({incremental / cold:.2f} of cold)")
    import build_lite
    import bench_live
    build_lite.build(ROOT / "_build" / "site")
    bench_live.report(bench_live.bench_live())


if __name__ == "__main__":
    main()
