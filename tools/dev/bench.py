"""``make bench``: the figures the project keeps an eye on.

- per game, the median time of a full game between random players (Borneo's target ≤ 2 ms);
- the p95 of each notebook callback, i.e. the work one widget event does (target ≤ 10 ms), as each game
  declares them (``GameInfo.presentation.bench_events``, from its ``report.py``);
- the cold and warm build time of each language (target: a warm rebuild of both ≤ 0.2 × the cold one);
- the live panels in Chromium (:mod:`bench_panels`): from the tap to the first live widget, cold and warm
  (targets ≤ 5 s and ≤ 3 s), against a stock JupyterLite opening the same notebook (both times and
  their ratio), and the tab's memory once live;
- the live notebooks in Chromium (:mod:`bench_live`): time to the first widget, cold and warm (target ≤ 8 s),
  and a widget callback in the browser (target ≤ 50 ms);
- the same panel and notebook in WebKit, Safari's engine (:mod:`bench_webkit`), beside Chromium's figures.

- a live panel on a phone's network (:mod:`bench_phone`: 9 Mbit/s, 100 ms, page and workers, 4× CPU);
- Lighthouse's mobile performance of four kinds of page (:mod:`bench_lighthouse`; target ≥ 90, first
  paint ≤ 1.8 s);
- what the first live panel downloads, file by file and the packages archive package by package
  (:mod:`panel_contents`, on the built site; target ≤ 12 MB).

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

from rulesim.game import games
from rulesim.players import RandomPlayer, play

ROOT = Path(__file__).resolve().parents[2]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def bench_games(n: int = 200) -> dict[str, float]:
    """Per game: the median time of a full game between random players (default player count), in ms."""
    results = {}
    for info in games().values():
        times = []
        players = info.default_players or info.players[0]
        for seed in range(n):
            state = info.new(players, seed=seed)
            bots = [RandomPlayer(seed * 10 + p) for p in range(players)]
            start = time.perf_counter()
            play(state, bots)
            times.append(time.perf_counter() - start)
        results[f"{info.name}, {players} random players"] = statistics.median(times) * 1000
    return results


def bench_callbacks(n: int = 400) -> dict[str, float]:
    """The p95 of each event a reader can cause, as each game declares them (``GameInfo.presentation``)."""
    rnd = random.Random(1)
    results = {}
    for info in games().values():
        for name, event in info.presentation.bench_events().items():
            times = []
            for _ in range(n):
                start = time.perf_counter()
                out = event(rnd)
                times.append(time.perf_counter() - start)
                assert out
            results[f"{info.name}: {name}"] = percentile(times, 0.95) * 1000
    return results


def bench_checker(n: int = 60) -> dict[str, float]:
    """The "Check a situation" panels: the p95 of one reader's change (a field set, the ruling redone),
    per game, over every question of the game."""
    from rulesim.widgets import Checker

    rnd = random.Random(2)
    results = {}
    for info in games().values():
        if not info.questions:
            continue
        checker = Checker(info.id, "en")
        times = []
        for _ in range(n):
            checker.question.value = rnd.choice([q.id for q in info.questions])
            controls = list(checker.fields.controls.values())
            start = time.perf_counter()
            checker.update()
            times.append(time.perf_counter() - start)
            assert checker.out.value
            del controls
        results[f"{info.name}: check a situation"] = percentile(times, 0.95) * 1000
    return results


def bench_builds() -> dict[str, tuple[float, float, float]]:
    """Per language: cold (no build, no execution cache), warm (nothing changed) and
    incremental (one rules page edited) build times, in seconds."""
    from tools.build import site as build_site

    build_site.vendor_assets()
    build_site.run([sys.executable, "-m", "tools.build.catalogs", "compile"])
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
    for name, median in bench_games().items():
        target = "   (target ≤ 2 ms)" if name.startswith("Borneo") else ""
        print(f"{name}, full game: median {median:.2f} ms{target}")
    for name, p95 in {**bench_callbacks(), **bench_checker()}.items():
        print(f"{name} callback: p95 {p95:.2f} ms   (target ≤ 10 ms)")
    from tools.dev import bench_learning
    bench_learning.report_python(bench_learning.bench_python())
    from tools.dev import panel_contents
    if (ROOT / "_build" / "site" / "lite" / "panel" / "site-packages.json").is_file():  # (a built site)
        total = panel_contents.report(ROOT / "_build" / "site")
        print(f"first live panel download: {total / 1e6:.1f} MB (gzip, as a static host sends it; target ≤ 12 MB)")
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
    from tools.build import offline
    from tools.dev import bench_live, bench_panels
    from tools.live import build as live_build
    live_build.build(ROOT / "_build" / "site")
    offline.write(ROOT / "_build" / "site")
    panels = bench_panels.bench_panels()
    bench_panels.report(panels)
    live = bench_live.bench_live()
    bench_live.report(live)
    bench_learning.report_browser(bench_learning.bench_browser())
    from tools.dev import bench_webkit
    bench_webkit.report(bench_webkit.bench_webkit(), panels, live["cold"])
    from tools.dev import bench_phone
    bench_phone.report(bench_phone.bench_phone())
    from tools.dev import bench_lighthouse
    bench_lighthouse.report(bench_lighthouse.bench_lighthouse())


if __name__ == "__main__":
    main()
