"""The live notebooks, timed in the browser (part of ``make bench``).

- **first widget**: from opening a live notebook to its first widget on screen
  (the kernel started, rulesim and ipywidgets imported, the cells run), cold
  (a new browser profile: nothing cached) and warm (the same notebook opened
  again in the same profile); target ≤ 8 s;
- **callback**: from a reader's change of a dropdown to the output rulesim
  computes in the browser, measured inside the page (a ``MutationObserver`` on
  the output); target ≤ 50 ms;
- what a first (cold) live notebook transfers, counted by the server
  (:mod:`serve`: gzip, as a static host serves it).

The site must be built (``make site``).  Uses Debian's ``chromium``.
"""

from __future__ import annotations

import statistics
import time

from tools.build import serve
from tools.dev import chromium

NOTEBOOK = "lite/notebooks/index.html?path=es/caribic/bribe-explorer.ipynb"
FIRST_WIDGET = ".jp-OutputArea .jupyter-widgets"
OUTPUT = ".jp-OutputArea .widget-html-content"
SHIP_SELECT = 0  # the bribe explorer's first dropdown: the ship

CALLBACKS_JS = """
async ([outSel, index, n]) => {
  const out = document.querySelector(outSel);
  const select = document.querySelectorAll('.jp-OutputArea .widget-dropdown select')[index];
  const times = [];
  for (let i = 0; i < n; i++) {
    const next = (select.selectedIndex + 1) % select.options.length;
    times.push(await new Promise(resolve => {
      let start = 0;
      const observer = new MutationObserver(() => { observer.disconnect(); resolve(performance.now() - start); });
      observer.observe(out, {childList: true, subtree: true, characterData: true});
      start = performance.now();
      select.selectedIndex = next;
      select.dispatchEvent(new Event('change', {bubbles: true}));
    }));
    await new Promise(r => setTimeout(r, 30));
  }
  return times;
}
"""


# Where a cold start goes: the marks live.js sets (ms since the page started loading).
PHASES_JS = """() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter(m => m.name.startsWith('live:')).map(m => [m.name.slice(5), m.startTime]))"""


def time_to_first_widget(page, url: str) -> float:
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(FIRST_WIDGET, state="visible", timeout=120_000)
    return time.perf_counter() - start


def bench_live(runs: int = 3, callbacks: int = 30) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    server, base = serve.start(0)
    url = f"{base}/{NOTEBOOK}"
    cold, warm, transferred, clicks, phases = [], [], [], [], []
    try:
        with sync_playwright() as p:
            browser = chromium.launch(p)
            for _ in range(runs):
                context = browser.new_context(viewport={"width": 1280, "height": 1000})
                page = context.new_page()
                serve.SiteHandler.sent.clear()
                cold.append(time_to_first_widget(page, url))
                page.wait_for_selector("body[data-live=ready]", state="attached", timeout=120_000)
                phases.append(page.evaluate(PHASES_JS))
                transferred.append(sum(size for _path, size in serve.SiteHandler.sent))
                page.wait_for_timeout(500)
                warm.append(time_to_first_widget(page, url))
                page.wait_for_selector("body[data-live=ready]", state="attached", timeout=120_000)
                page.wait_for_selector(OUTPUT, state="attached")
                clicks += page.evaluate(CALLBACKS_JS, [OUTPUT, SHIP_SELECT, callbacks])
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return {
        "cold": statistics.median(cold), "warm": statistics.median(warm),
        "cold_max": max(cold), "warm_max": max(warm),
        "callback_median": statistics.median(clicks),
        "callback_p95": sorted(clicks)[min(len(clicks) - 1, round(0.95 * (len(clicks) - 1)))],
        "transferred_mb": statistics.median(transferred) / 1e6,
        **{f"phase:{name}": statistics.median(p[name] for p in phases) / 1000 for name in phases[0]},
    }


def report(figures: dict[str, float]) -> None:
    print(f"live notebook, first widget: cold {figures['cold']:.1f} s (max {figures['cold_max']:.1f}), "
          f"warm {figures['warm']:.1f} s (max {figures['warm_max']:.1f})   (target ≤ 8 s)")
    print(f"live notebook, callback in the browser: median {figures['callback_median']:.1f} ms, "
          f"p95 {figures['callback_p95']:.1f} ms   (target ≤ 50 ms)")
    print(f"live notebook, first visit transfers {figures['transferred_mb']:.1f} MB (gzip)")
    steps = ", ".join(f"{k[6:]} {v:.1f} s" for k, v in figures.items() if k.startswith("phase:"))
    print(f"live notebook, cold start by phase (since the page started): {steps}")


if __name__ == "__main__":
    report(bench_live())
