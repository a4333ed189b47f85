"""The learning-game page, timed (part of ``make bench``).

- **in the browser**: Borneo's "Play a learning game" page (Spanish, 390 × 844) made live; then a move
  at a time — "Siguiente jugada de los demás" when the others play, "Jugar esta jugada" (the list's
  first move) on the reader's turn — from the tap to the panel having told the move *and* redrawn what
  follows it (the told move's number and the check-panel link, the last thing the panel sets), measured
  inside the page with a ``MutationObserver``; p95 over the moves of a game (target ≤ 50 ms);
- **in Python** (CPython, no browser): the same callbacks of :class:`rulesim.learn_panel.LearningPanel`
  for every game, p95 over whole games.

The site must be built (``make site``).  Uses Debian's ``chromium``.
"""

from __future__ import annotations

import statistics
import time

from tools.build import serve
from tools.dev import chromium

PAGE = "es/book/borneo/learning-game"

TAPS_JS = """
async ([labels, n]) => {
  const root = document.querySelector('.live-output .rulesim-learning');
  const step = () => { const t = root.querySelector('.rulesim-learn-told'); return t ? t.dataset.step : ''; };
  const link = () => { const a = root.querySelector('.rulesim-learn-link a'); return a ? a.href : ''; };
  const times = [];
  for (let i = 0; i < n; i++) {
    const button = [...root.querySelectorAll('button')].find(
      b => labels.includes(b.textContent.trim()) && b.offsetParent !== null);
    if (!button) break;
    const [s0, l0] = [step(), link()];
    times.push(await new Promise(resolve => {
      const observer = new MutationObserver(() => {
        if (step() !== s0 && link() !== l0) { observer.disconnect(); resolve(performance.now() - start); }
      });
      observer.observe(root, {childList: true, subtree: true, characterData: true, attributes: true});
      const start = performance.now();
      button.click();
    }));
    await new Promise(r => setTimeout(r, 30));
  }
  return times;
}
"""


def p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def bench_browser(runs: int = 2, taps: int = 60) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    from rulesim.controls import capitalised
    from rulesim.learn_panel import NEXT, PLAY

    labels = [capitalised(NEXT, "es"), capitalised(PLAY, "es")]
    server, base = serve.start(0)
    times: list[float] = []
    try:
        with sync_playwright() as p:
            browser = chromium.launch(p)
            for _ in range(runs):
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                page = context.new_page()
                page.goto(f"{base}/{PAGE}.html")
                page.wait_for_load_state("load")
                page.locator(".live-bar").first.click()
                page.wait_for_selector("html[data-live=live]", timeout=180_000)
                page.wait_for_selector(".live-output .rulesim-learning .rulesim-learn-link a", timeout=60_000)
                times += page.evaluate(TAPS_JS, [labels, taps])
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return {"median": statistics.median(times), "p95": p95(times), "taps": len(times)}


def bench_python(games_each: int = 3) -> dict[str, float]:
    """p95 (ms) of a move's callback on each game's panel in CPython, over whole games."""
    from rulesim.game import games
    from rulesim.learn_panel import LearningPanel

    results = {}
    for game_id, info in games().items():
        times = []
        for seed in range(games_each):
            panel = LearningPanel(game_id, "es", seed=seed)
            while panel.game.end() is None:
                act = panel.on_next if panel.next.layout.display != "none" else panel.on_play
                start = time.perf_counter()
                act()
                times.append(time.perf_counter() - start)
        results[info.name] = p95(times) * 1000
    return results


def report_python(figures: dict[str, float]) -> None:
    for name, ms in figures.items():
        print(f"{name}: learning game, a move's callback (CPython): p95 {ms:.2f} ms")


def report_browser(f: dict[str, float]) -> None:
    print(f"learning game (Borneo, es), tap → move told and redrawn in the browser: median {f['median']:.1f} ms, "
          f"p95 {f['p95']:.1f} ms over {f['taps']:.0f} taps   (target ≤ 50 ms)")


if __name__ == "__main__":
    report_python(bench_python())
    report_browser(bench_browser())
