"""A live panel on a phone's network (part of ``make bench``; issue 25).

The site served by ``tools/build/serve.py`` through a phone's network — 9 Mbit/s down shared by every request, one
100 ms round trip before each response (what the 75th-percentile mobile user had in 2026) — applied by the
server, so that the page's requests, its kernel's worker and its service worker all go through it (a browser
does not throttle its workers' requests); the page's CPU 4× slower (Chromium's CPU throttling; the kernel's
worker is not slowed: the figure is a lower bound there).  Each page in a new browser profile kept on disk (a
phone's browser has a disk cache; a private window's small memory cache drops a panel's files).  For a notebook
page (Borneo: port simulator) and a check page (Maracaibo), in Spanish, at 390 × 844:

- **first visit**: from opening the page to its first live widget — the page loaded, then the tap at once on the
  panel's bar, on the first screen (the site's service worker registers on that first use and stores the
  language's pages beside the panel's download) (target ≤ 12 s) — and from the tap;
- **once cached** (the page opened again later, the service worker installed: tapped at once): the same
  (target ≤ 2 s); and tapped a second after the page has loaded (a reader finding the panel first: the kernel's
  worker of a returning reader starts as the page loads, live-panels.js);
- **once cached, read first** (the page opened a third time, tapped once it has run its cells ahead for a
  returning reader, ``data-live-ahead=ready``): from the tap, and when it was ready after opening.

The tap is a finger's: a touch where the bar is as the page has loaded, and the wait for the panel runs nothing in
the page (``tools/dev/reader.py``; until 5 December 2026 Playwright's ``click()``, which landed 0.5–1.5 s after the
load event on a returning reader's page, and a query at every frame).  Times are the page's marks, from opening
(the navigation's start).  Until 4 December 2026 the first visit waited for the service worker to take over before
the tap (6–7 s of storing the pages at 100 ms a request: no reader waits for that); ``--after-offline-copy``
measures it that way.

    python -m tools.dev.bench_phone [--after-offline-copy]   # the site must be built (make site)
"""

from __future__ import annotations

from tools.build import serve
from tools.dev import chromium, reader

PAGES = {"notebook page (Borneo port simulator)": "es/book/borneo/port-simulator.html",
         "check page (Maracaibo)": "es/book/maracaibo/check.html"}
RTT_MS, DOWN_MBIT, CPU_SLOWDOWN = 100, 9, 4


def visit(context, url: str, point: tuple[float, float], ahead: bool = False, offline_first: bool = False,
          wait: float = 0) -> dict[str, float]:
    """Open ``url`` and tap its first panel (at ``point``: ``reader.bar_point``) as it has loaded (``ahead``: once its
    cells have run ahead; ``offline_first``: once the service worker has taken over; ``wait``: that many seconds
    after); seconds to the first live widget from opening and from the tap (the page's marks), the megabytes the
    server sent meanwhile, and the page's marks of the start (seconds from opening)."""
    page = reader.new_tab(context)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    serve.SiteHandler.sent.clear()
    page.goto(url, timeout=300_000)
    page.wait_for_load_state("load", timeout=300_000)
    if wait:
        page.wait_for_timeout(wait * 1000)
    if offline_first:
        page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                               polling=250, timeout=300_000)
    ready = 0.0
    if ahead:
        reader.wait_state(page, ("ready",), name="data-live-ahead", timeout_ms=300_000)
        ready = page.evaluate("performance.now()") / 1000  # (the page idle by then)
    state = reader.tapped(page, point)  # (the tap registers the site's service worker on a first visit)
    marks = page.evaluate(reader.MARKS_JS)
    page.close()
    if state != "live":
        raise RuntimeError(f"{url}: the panel did not come alive ({state})")
    sent = sum(size for _path, size in serve.SiteHandler.sent) / 1e6
    return {"open": marks["widget"] / 1000, "tap": (marks["widget"] - marks["tap"]) / 1000, "mb": sent,
            "ready": ready,
            "marks": {name: round(ms / 1000, 2) for name, ms in marks.items()}}


def settle(context, url: str) -> None:
    """The reader comes back later: by then the service worker has stored the language's pages and taken over
    (it waits while a panel starts, so a first visit's may still be storing them when its panel is live)."""
    page = context.new_page()
    page.goto(url, timeout=300_000)
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=300_000)
    page.close()


def bench_phone(offline_first: bool = False) -> dict[str, dict[str, dict]]:
    import tempfile

    from playwright.sync_api import sync_playwright

    server, base = serve.start(0, network=serve.Network(RTT_MS, DOWN_MBIT))
    results: dict[str, dict[str, dict]] = {}
    try:
        with sync_playwright() as p:
            scratch = chromium.launch(p)
            points = {}
            for name, path in PAGES.items():
                screen = scratch.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                points[name] = reader.bar_point(screen, f"{base}/{path}")
                screen.close()
            scratch.close()
            for name, path in PAGES.items():
                with tempfile.TemporaryDirectory() as profile:
                    context = p.chromium.launch_persistent_context(
                        profile, executable_path=chromium.CHROMIUM, args=chromium.ARGS,
                        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
                    url, point = f"{base}/{path}", points[name]
                    first = visit(context, url, point, offline_first=offline_first)
                    settle(context, url)
                    again = visit(context, url, point)
                    soon = visit(context, url, point, wait=1.0)
                    read = visit(context, url, point, ahead=True)
                    context.close()
                results[name] = {"first": first, "cached": again, "soon": soon, "read": read}
    finally:
        server.shutdown()
    return results


def report(results: dict[str, dict[str, dict[str, float]]]) -> None:
    print(f"a phone's network ({DOWN_MBIT} Mbit/s down, {RTT_MS} ms round trip, page and workers; page CPU "
          f"{CPU_SLOWDOWN}× slower): opening → first live widget (tap → widget), targets ≤ 12 s first, ≤ 2 s cached")
    for name, r in results.items():
        f, c, s, a = r["first"], r["cached"], r["soon"], r["read"]
        print(f"  {name}: first visit {f['open']:.1f} s ({f['tap']:.1f} s, {f['mb']:.1f} MB), "
              f"once cached {c['open']:.1f} s ({c['tap']:.1f} s, {c['mb']:.1f} MB), tapped 1 s after loading "
              f"{s['open']:.1f} s ({s['tap']:.1f} s); once cached and tapped after "
              f"the cells ran ahead (ready {a['ready']:.1f} s after opening): tap → widget {a['tap'] * 1000:.0f} ms")


if __name__ == "__main__":
    import sys

    results = bench_phone(offline_first="--after-offline-copy" in sys.argv[1:])
    report(results)
    for name, r in results.items():
        for visit_name, v in r.items():
            print(f"  {name}, {visit_name}: marks (s from opening) {v['marks']}")
