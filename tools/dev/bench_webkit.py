"""The live panels and a live notebook in WebKit, Safari's engine, beside Chromium (part of ``make bench``).

Same page and same marks as :mod:`bench_panels` (Caribic's bribe explorer, Spanish, 390 × 844): from
the tap on the panel's bar to the first live widget (``live:tap`` → ``live:widget``), cold (a new
MiniBrowser: a new profile, nothing cached) and warm (the page opened again in it: the offline copy
and the HTTP cache full; WebKit keeps no compiled WebAssembly from one page to the next, Chromium
does).  And the "Try it live" notebook (:mod:`bench_live`'s): from opening it to its first widget,
in a new MiniBrowser.  WebKit is driven through WebDriver (:mod:`webkit`), on an Xvfb display.

``python -m tools.dev.bench_webkit [--runs N] [--chromium]`` (``--chromium``: the same panel runs in
Chromium too, for a side-by-side without the whole ``make bench``).
"""

from __future__ import annotations

import statistics
import sys
import time

from tools.build import serve
from tools.dev import webkit
from tools.dev.bench_live import FIRST_WIDGET
from tools.dev.bench_live import NOTEBOOK as LIVE_NOTEBOOK
from tools.dev.bench_panels import PAGE, load
from tools.dev.webkit import until

MARKS = """const m = Object.fromEntries(performance.getEntriesByType('mark').map(e => [e.name, e.startTime]));
return m['live:widget'] !== undefined ? (m['live:widget'] - m['live:tap']) / 1000 : null;"""


def tap_to_live(driver, url: str) -> float:
    from selenium.webdriver.common.by import By
    driver.get(url)
    until(driver, "document.readyState === 'complete' && document.documentElement.dataset.live === 'preview'", 60)
    bar = driver.find_element(By.CSS_SELECTOR, ".live-bar")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", bar)
    bar.click()
    state = until(driver, "['live', 'failed'].includes(document.documentElement.dataset.live) && "
                          "document.documentElement.dataset.live", 300)
    if state != "live":
        raise RuntimeError(driver.find_element(By.CSS_SELECTOR, ".live-bar").get_attribute("textContent"))
    return until(driver, "(() => { " + MARKS + " })()", 30)


def notebook_first_widget(driver, url: str) -> float:
    start = time.perf_counter()
    driver.get(url)
    until(driver, "document.querySelector(arguments[0])", 300, FIRST_WIDGET)
    return time.perf_counter() - start


def bench_webkit(runs: int = 3) -> dict:
    problem = webkit.missing()
    if problem:
        raise SystemExit(problem)
    server, base = serve.start(0)
    figures: dict[str, list[float]] = {"cold": [], "warm": [], "notebook": []}
    loads = [load()]
    try:
        with webkit.WebKit() as browser:
            for _ in range(runs):
                driver = browser.session(390, 844)
                try:
                    figures["cold"].append(tap_to_live(driver, f"{base}/{PAGE}.html"))
                    figures["warm"].append(tap_to_live(driver, f"{base}/{PAGE}.html"))
                finally:
                    driver.quit()
                driver = browser.session(1280, 900)
                try:
                    figures["notebook"].append(notebook_first_widget(driver, f"{base}/{LIVE_NOTEBOOK}"))
                finally:
                    driver.quit()
                loads.append(load())
    finally:
        server.shutdown()
    result = {k: statistics.median(v) for k, v in figures.items()}
    result.update({f"{k}_all": v for k, v in figures.items()})
    result["loads"] = loads
    return result


def chromium_panel(runs: int = 3) -> dict:
    """The same panel in Chromium, cold and warm (what :mod:`bench_panels` measures, without the stock
    JupyterLite beside it)."""
    from playwright.sync_api import sync_playwright

    from tools.dev import bench_panels, chromium
    server, base = serve.start(0)
    cold, warm = [], []
    try:
        with sync_playwright() as p:
            browser = chromium.launch(p)
            for _ in range(runs):
                context = browser.new_context(viewport=bench_panels.VIEWPORT)
                point = bench_panels.panel_point(context, base)
                first = bench_panels.panel_run(context, base, point=point)
                first["page"].close()
                second = bench_panels.panel_run(context, base, point=point)
                second["page"].close()
                cold.append(first["tap"])
                warm.append(second["tap"])
                context.close()
            browser.close()
    finally:
        server.shutdown()
    return {"cold": statistics.median(cold), "warm": statistics.median(warm), "cold_all": cold, "warm_all": warm}


def report(w: dict, chromium: dict | None = None, notebook_chromium: float | None = None) -> None:
    beside = f" (Chromium: cold {chromium['cold']:.1f} s, warm {chromium['warm']:.1f} s)" if chromium else ""
    print(f"WebKit live panel, tap → first live widget: cold {w['cold']:.1f} s, warm {w['warm']:.1f} s{beside}")
    beside = f" (Chromium: {notebook_chromium:.1f} s)" if notebook_chromium else ""
    print(f"WebKit live notebook, opening it → first widget: {w['notebook']:.1f} s{beside}")
    runs = ", ".join(f"{c:.1f}/{m:.1f}/{n:.1f}"
                     for c, m, n in zip(w["cold_all"], w["warm_all"], w["notebook_all"], strict=False))
    print(f"  runs (WebKit panel cold/warm, notebook, s): {runs}; load average: {' → '.join(w['loads'])}")
    if chromium:
        print("  runs (Chromium panel cold/warm, s): " +
              ", ".join(f"{c:.1f}/{m:.1f}" for c, m in zip(chromium["cold_all"], chromium["warm_all"], strict=False)))


if __name__ == "__main__":
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    side = chromium_panel(runs) if "--chromium" in sys.argv else None
    report(bench_webkit(runs), side)
