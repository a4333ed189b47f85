"""A live panel on a phone's network (part of ``make bench``; issue 25).

The site served by ``tools/build/serve.py`` through a phone's network — 9 Mbit/s down shared by every request, one
100 ms round trip before each response (what the 75th-percentile mobile user had in 2026) — applied by the
server, so that the page's requests, its kernel's worker and its service worker all go through it (a browser
does not throttle its workers' requests); the page's CPU 4× slower (Chromium's CPU throttling; the kernel's
worker is not slowed: the figure is a lower bound there).  For a notebook page (Borneo: port simulator) and a
check page (Maracaibo), in Spanish, at 390 × 844:

- **first visit** (a new browser profile): from opening the page to its first live widget — the page loaded,
  a scroll (the site's service worker registers on a first use and takes over), then the tap at once
  (target ≤ 12 s) — and from the tap;
- **once cached** (the same profile, the page opened again): the same (target ≤ 2 s);
- **once cached, read first** (the page opened a third time, tapped once it has run its cells ahead for a
  returning reader, ``data-live-ahead=ready``): from the tap, and when it was ready after opening.

    python -m tools.dev.bench_phone        # the site must be built (make site)
"""

from __future__ import annotations

import time

from tools.build import serve
from tools.dev import chromium

PAGES = {"notebook page (Borneo port simulator)": "es/book/borneo/port-simulator.html",
         "check page (Maracaibo)": "es/book/maracaibo/check.html"}
RTT_MS, DOWN_MBIT, CPU_SLOWDOWN = 100, 9, 4
MARKS_JS = """() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter(m => m.name.startsWith('live:')).map(m => [m.name.slice(5), m.startTime]))"""


def visit(context, url: str, ahead: bool = False) -> dict[str, float]:
    """Open ``url``, tap its first panel once loaded (``ahead``: once its cells have run ahead); seconds to the
    first live widget from opening and from the tap, and the megabytes the server sent meanwhile."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    serve.SiteHandler.sent.clear()
    start = time.perf_counter()
    page.goto(url, timeout=300_000)
    page.wait_for_load_state("load", timeout=300_000)
    # the reader scrolls to the panel: the site's service worker registers on a first use of the page and
    # takes over (what it stores is what a later visit finds), then the tap
    page.mouse.wheel(0, 300)
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=300_000)
    ready = 0.0
    if ahead:
        page.wait_for_selector("html[data-live-ahead=ready]", timeout=300_000)
        ready = time.perf_counter() - start
    page.locator(".live-bar").first.click()
    page.wait_for_selector("html[data-live=live], html[data-live=failed]", timeout=600_000)
    opened = time.perf_counter() - start
    marks = page.evaluate(MARKS_JS)
    state = page.evaluate("document.documentElement.dataset.live")
    page.close()
    if state != "live":
        raise RuntimeError(f"{url}: the panel did not come alive ({state})")
    sent = sum(size for _path, size in serve.SiteHandler.sent) / 1e6
    return {"open": opened, "tap": (marks["widget"] - marks["tap"]) / 1000, "mb": sent, "ready": ready}


def bench_phone() -> dict[str, dict[str, dict[str, float]]]:
    from playwright.sync_api import sync_playwright

    server, base = serve.start(0, network=serve.Network(RTT_MS, DOWN_MBIT))
    results: dict[str, dict[str, dict[str, float]]] = {}
    try:
        with sync_playwright() as p:
            browser = chromium.launch(p)
            for name, path in PAGES.items():
                context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                first = visit(context, f"{base}/{path}")
                again = visit(context, f"{base}/{path}")
                read = visit(context, f"{base}/{path}", ahead=True)
                context.close()
                results[name] = {"first": first, "cached": again, "read": read}
            browser.close()
    finally:
        server.shutdown()
    return results


def report(results: dict[str, dict[str, dict[str, float]]]) -> None:
    print(f"a phone's network ({DOWN_MBIT} Mbit/s down, {RTT_MS} ms round trip, page and workers; page CPU "
          f"{CPU_SLOWDOWN}× slower): opening → first live widget (tap → widget), targets ≤ 12 s first, ≤ 2 s cached")
    for name, r in results.items():
        f, c, a = r["first"], r["cached"], r["read"]
        print(f"  {name}: first visit {f['open']:.1f} s ({f['tap']:.1f} s, {f['mb']:.1f} MB), "
              f"once cached {c['open']:.1f} s ({c['tap']:.1f} s, {c['mb']:.1f} MB); once cached and tapped after "
              f"the cells ran ahead (ready {a['ready']:.1f} s after opening): tap → widget {a['tap'] * 1000:.0f} ms")


if __name__ == "__main__":
    report(bench_phone())
