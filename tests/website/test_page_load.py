"""What a page loads, and when (issue 25).

- The theme's icons are inline SVG in every built page (tools/build/fast_pages.py), Font Awesome's 1.5 MB script is
  loaded by none, and no script in a page's head holds its first paint (Sphinx's ``documentation_options.js`` is
  written into the page, tools/build/fast_pages.py; its style sheets are two, tools/build/styles.py); on a
  phone the header's icons are drawn and the theme switch still changes its icon.
- The live panels fetch their runtime ahead of time only where it costs the reader nothing, and say what a
  first start downloads before the tap (prefetch that respects the reader).
- The runtime is a classic script: a later start reads it from what the browser compiled at an earlier one.

The oracle is the policy the site states (book/about.md, "Para que el panel arranque antes…"): no prefetch
on mobile data, with data saving, on a slow connection, nor on a touch device whose browser does not say
which connection it uses (Safari, Firefox); a prefetch on a connection that is none of these."""

from __future__ import annotations

import json
import re

import pytest
from browser import READ_RUNTIME_JS, SITE, serve

from tools.dev import chromium
from tools.sphinxext.live_panels import GAME_DOWNLOAD_MB, PANEL_DOWNLOAD_MB

PAGE = "es/book/borneo/port-simulator.html"  # a notebook page with a live panel
DESKTOP = {"viewport": {"width": 1366, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


MOBILE_DATA = {"type": "cellular", "effectiveType": "4g", "saveData": False}


def connection_script(connection: dict | None) -> str:
    """Make the page's navigator.connection say ``connection`` (``None``: the browser says nothing of it)."""
    value = "undefined" if connection is None else json.dumps(connection)
    return f"Object.defineProperty(Navigator.prototype, 'connection', {{get: () => ({value}), configurable: true}});"


@pytest.mark.parametrize(("device", "connection", "expected"), [
    (DESKTOP, {"type": "wifi", "effectiveType": "4g", "saveData": False}, True),
    (DESKTOP, {"effectiveType": "4g", "saveData": False}, True),           # desktop Chrome: no type given
    (PHONE, {"type": "wifi", "effectiveType": "4g", "saveData": False}, True),
    (PHONE, MOBILE_DATA, False),  # mobile data
    (PHONE, {"type": "wifi", "effectiveType": "4g", "saveData": True}, False),       # data saving on
    (PHONE, {"type": "wifi", "effectiveType": "slow-2g", "saveData": False}, False),  # a slow connection
    (DESKTOP, {"effectiveType": "2g", "saveData": False}, False),
    (PHONE, None, False),     # an iPhone: Safari says nothing of its connection, and its pointer is a finger
    (DESKTOP, None, True),    # Firefox or Safari on a computer: a mouse
], ids=["desktop-wifi", "desktop-untyped", "phone-wifi", "phone-cellular", "phone-save-data", "phone-slow",
        "desktop-2g", "phone-unknown", "desktop-unknown"])
def test_prefetch_only_where_it_costs_nothing(browser, server, device, connection, expected):
    context = browser.new_context(**device)
    context.add_init_script(connection_script(connection))
    page = context.new_page()
    try:
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        assert page.evaluate("window.livePanelsMayPrefetch()") is expected
        if connection is not None and connection.get("type") in ("cellular", "wifi") and device is PHONE \
                and not connection["saveData"] and connection["effectiveType"] == "4g":
            # the whole way, on the two cases that differ only by the connection: the reader scrolls (the site's
            # service worker takes over), the page idles; the runtime's files are fetched, once each, or not at all
            serve.SiteHandler.sent.clear()
            page.mouse.wheel(0, 300)
            page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null")
            page.wait_for_timeout(6_000)  # (the page waits 3 s after load, then for idle time)
            fetched = [path for path, _size in serve.SiteHandler.sent if "/lite/" in path]
            if expected:
                assert any(p.endswith(".snapshot.zst") for p in fetched), fetched
                assert len(fetched) == len(set(fetched)), fetched  # none twice
                # fetched, not run: only a reader who has made this game's panels live has its cells run ahead
                assert page.evaluate("document.documentElement.dataset.liveAhead") is None
            else:
                assert fetched == [], fetched
    finally:
        context.close()


def test_a_runtime_already_stored_is_not_fetched_again(browser, server):
    """A reader who has made a panel live comes back: the prefetch finds the runtime in the service worker's
    store and nothing is downloaded again (a <link rel=prefetch> went past it and fetched the 10 MB snapshot
    at every visit)."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        for visit in range(2):
            serve.SiteHandler.sent.clear()
            page.goto(f"{server}/{PAGE}")
            page.wait_for_load_state("load")
            page.mouse.wheel(0, 300)
            page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null")
            if visit == 0:
                page.locator(".live-bar").first.click()
                page.wait_for_selector("html[data-live=live]", timeout=300_000)
                first = [path for path, _size in serve.SiteHandler.sent if "/lite/" in path]
                assert len(first) == len(set(first)), first  # each file once, the kernel's and the prefetch's
            else:
                page.wait_for_timeout(6_000)  # the prefetch's time
                again = [path for path, _size in serve.SiteHandler.sent if "/lite/" in path]
                assert again == [], again
    finally:
        context.close()


def back_on_the_page_ready(context, server: str):
    """The reader opens the page again: everything a start reads is found stored, its cells run ahead, and no request
    for the panel's files reaches the server; returns the page."""
    serve.SiteHandler.sent.clear()
    page = context.new_page()
    page.goto(f"{server}/{PAGE}")
    page.wait_for_load_state("load")
    assert page.evaluate("window.livePanelsAllStored()") is True
    page.wait_for_selector("html[data-live-ahead=ready]", timeout=300_000)
    assert [path for path, _size in serve.SiteHandler.sent if "/lite/" in path] == []
    return page


def test_on_mobile_data_a_returning_reader_gets_the_panels_ready_only_from_what_is_stored(browser, server):
    """The policy (book/about.md): on mobile data nothing is fetched unasked; a reader who has made this game's
    panels live gets them ready while reading "también con datos móviles o en un iPhone" only when everything the
    panel needs is already stored on the device.  A phone on mobile data, a reader who made Borneo's panels live
    before: while the service worker's store lacks the files (a cleared store, an update) the page neither fetches
    nor runs anything ahead; once a tap has made this page's panel live (its files stored), the page opened again
    runs its cells ahead, hidden, and downloads nothing for it — its kernel's worker made, and the runtime read, as the
    page loaded, before the run ahead (which waits for the page to be idle), so that an early tap finds Python
    restored or under way,
    and warming the restored interpreter while it waits (worker.js, warmUp: a panel's first cells run faster)."""
    context = browser.new_context(**PHONE)
    context.add_init_script(connection_script(MOBILE_DATA) + "localStorage.setItem('live-panels:used', '1');"
                            "localStorage.setItem('live-panels:used:borneo', '1');"
                            # when the run ahead begins (live-panels.js sets data-live-ahead, then makes its worker)
                            "new MutationObserver(() => { if (document.documentElement.dataset.liveAhead && "
                            "window.aheadAt === undefined) { window.aheadAt = performance.now(); } })"
                            ".observe(document, {attributes: true, subtree: true, "
                            "attributeFilter: ['data-live-ahead']});")
    page = context.new_page()
    try:
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        page.mouse.wheel(0, 300)
        page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null")
        assert page.evaluate("window.livePanelsMayPrefetch()") is False
        serve.SiteHandler.sent.clear()
        page.wait_for_timeout(6_000)  # (the page waits 3 s after load, then for idle time)
        assert page.evaluate("window.livePanelsAllStored()") is False
        assert page.evaluate("document.documentElement.dataset.liveAhead") is None
        assert [path for path, _size in serve.SiteHandler.sent if "/lite/" in path] == []
        page.locator(".live-bar").first.click()  # the reader's own tap: this downloads, and stores
        page.wait_for_selector("html[data-live=live]", timeout=300_000)
        page.close()

        page = back_on_the_page_ready(context, server)
        assert page.evaluate("document.documentElement.dataset.live") == "preview"  # ready, unseen until a tap
        hidden = page.locator(".live-output").evaluate_all("els => els.map(e => e.hidden)")
        assert hidden and all(hidden), hidden
        started, read, ahead = page.evaluate("[performance.getEntriesByName('live:worker-started')[0].startTime, "
                                             "performance.getEntriesByType('resource').find((entry) => "
                                             "entry.name.endsWith('/lite/panel/runtime.js')).startTime, aheadAt]")
        assert started < ahead, (started, ahead)
        # the runtime read with it, not by the run ahead (3 s after the page's load at least)
        assert ahead - read > 1000, (read, ahead)
        assert page.evaluate("performance.getEntriesByName('live:worker-warmed').length") == 1
    finally:
        context.close()


def test_a_first_start_made_before_the_service_worker_took_over_counts_as_stored(browser, server):
    """A first visit's tap starts the panel before the site's service worker is in charge (it registers on that first
    use): the panel's files go to the browser's HTTP cache only.  Back on the page, on mobile data, the page finds
    them there with requests that may not leave the device, its service worker stores them, and the page gets its
    panels ready as for any stored start — the kernel's worker made at load, the cells run ahead — with no request
    for them reaching the server."""
    context = browser.new_context(**PHONE)
    context.add_init_script(connection_script(MOBILE_DATA))
    page = context.new_page()
    try:
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        assert page.evaluate("navigator.serviceWorker.controller") is None
        page.locator(".live-bar").first.click()
        page.wait_for_selector("html[data-live=live]", timeout=300_000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
        page.close()

        page = back_on_the_page_ready(context, server)
        assert page.evaluate("performance.getEntriesByName('live:worker-started').length") == 1
    finally:
        context.close()


def test_reading_the_runtime_throws_nothing_from_its_top_level(browser, server):
    """V8 words a TypeError such as "SharedArrayBuffer is not a constructor" by parsing again the function the call
    is in; thrown from the top level of the bundled runtime.js, that function is the whole bundle (the script's top
    level, or the one function a classic script's bundle runs its modules in): 50 ms of the page's thread at every
    start, 0.2 s at a phone's 4x slower CPU (coincident's test of SharedArrayBuffer, put in a function of its own by
    tools/live/panel/build.mjs).  Reading the runtime, every exception thrown in it — caught or not, as the debugger
    sees them — is thrown inside a function of its own, none at the bundle's top level."""
    text = (SITE / "lite" / "panel" / "runtime.js").read_text(encoding="utf-8")
    line, = [n for n, row in enumerate(text.splitlines()) if row.startswith("var livePanelsRuntime=(()=>")]
    bundle = {(0, 0), (line, len("var livePanelsRuntime=("))}  # (the script; the arrow function its modules run in)
    context = browser.new_context(**PHONE, service_workers="block")
    page = context.new_page()
    try:
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        cdp = context.new_cdp_session(page)
        scripts, thrown = {}, []

        def paused(event):
            top = event["callFrames"][0]
            where = top["functionLocation"]
            thrown.append((scripts.get(where["scriptId"], ""), where["lineNumber"], where["columnNumber"],
                           event.get("data", {}).get("description", "").split("\n")[0]))
            cdp.send("Debugger.resume")
        cdp.on("Debugger.scriptParsed", lambda event: scripts.update({event["scriptId"]: event["url"]}))
        cdp.on("Debugger.paused", paused)
        cdp.send("Debugger.enable")
        cdp.send("Debugger.setPauseOnExceptions", {"state": "all"})
        page.evaluate(READ_RUNTIME_JS, f"{server}/lite/panel/runtime.js")
        in_runtime = [t for t in thrown if t[0].endswith("/lite/panel/runtime.js")]
        assert in_runtime, thrown  # (the debugger saw the runtime's own caught exceptions: a test that can fail)
        at_top = [t for t in in_runtime if t[1:3] in bundle]
        assert not at_top, at_top
    finally:
        context.close()


def traced_compile(cdp, page, url: str, act) -> dict:
    """Run ``act()`` with V8's tracing on, then read the runtime at ``url`` in ``page`` (if the page has not read it
    itself): what V8 said of compiling it (``v8.compile``'s data: ``consumedCacheSize`` when it took its code
    from the browser's code cache, ``cacheKind`` "full" for the code of a whole script kept at a service worker's
    install)."""
    cdp.send("Tracing.start", {"categories": "v8", "transferMode": "ReturnAsStream"})
    act()
    page.evaluate(READ_RUNTIME_JS, url)
    done: dict = {}
    cdp.on("Tracing.tracingComplete", lambda event: done.update(event))
    cdp.send("Tracing.end")
    while not done:
        page.wait_for_timeout(50)
    chunks = []
    while True:
        read = cdp.send("IO.read", {"handle": done["stream"], "size": 1 << 20})
        chunks.append(read["data"])
        if read.get("eof"):
            break
    events = json.loads("".join(chunks))
    events = events["traceEvents"] if isinstance(events, dict) else events
    found = [e["args"]["data"] for e in events if e.get("name") in ("v8.compile", "v8.compileModule")
             and e.get("args", {}).get("data", {}).get("url") == url]
    assert found, "no compile of the runtime traced"
    return found[0]


def reader_profile(browser, tmp_path, **options):
    """A Chromium profile kept on disk, as a reader's is (a private context keeps no compiled code)."""
    return browser.browser_type.launch_persistent_context(
        str(tmp_path), executable_path=chromium.CHROMIUM, args=chromium.ARGS, **PHONE, **options)


def test_a_later_start_reads_the_runtime_from_what_the_browser_compiled(browser, server, tmp_path):
    """Chromium keeps the code it compiled for a classic script and, at a later read, takes it instead of parsing
    and compiling the bundle again (for an ES module it kept none a later read took: the runtime was one until
    5 December 2026).  With no service worker (the HTTP cache keeps the code of a script read twice), the first read
    compiles the runtime and the third takes its code."""
    context = reader_profile(browser, tmp_path, service_workers="block")
    url = f"{server}/lite/panel/runtime.js"
    try:
        compiled = []
        for _read in range(3):
            page = context.new_page()
            page.goto(f"{server}/{PAGE}")
            page.wait_for_load_state("load")
            compiled.append(traced_compile(context.new_cdp_session(page), page, url, lambda: None))
            page.close()
        assert "consumedCacheSize" not in compiled[0], compiled[0]
        assert compiled[2].get("consumedCacheSize", 0) > 100_000, compiled[2]
        assert compiled[2].get("cacheRejected") is False, compiled[2]
    finally:
        context.close()


def test_a_second_start_reads_the_runtime_compiled_at_the_offline_copys_install(browser, server, tmp_path):
    """A reader's first panel starts before the site's service worker is in charge (it registers on that first use):
    the runtime goes to the HTTP cache only.  The worker's install then stores it from there (a request that may not
    leave the device; sw.js, keepCompiled), and Chromium compiles the whole script for its code cache as it is stored
    during an install: back on the page, the runtime is read compiled (all of it: ``cacheKind`` "full"), at the
    second start already — stored later, it would be compiled at the second and read compiled from the third."""
    context = reader_profile(browser, tmp_path)
    url = f"{server}/lite/panel/runtime.js"
    try:
        page = context.new_page()
        page.goto(f"{server}/{PAGE}")
        page.wait_for_load_state("load")
        assert page.evaluate("navigator.serviceWorker.controller") is None
        page.locator(".live-bar").first.click()
        page.wait_for_selector("html[data-live=live]", timeout=300_000)
        page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
        stored = None
        for _second in range(120):  # (the install waits while a panel starts, then stores the pages first)
            stored = page.evaluate("async (url) => { const hit = await caches.match(url); "
                                   "return hit ? (await hit.arrayBuffer()).byteLength : null; }", url)
            if stored is not None:
                break
            page.wait_for_timeout(1000)
        assert stored == (SITE / "lite" / "panel" / "runtime.js").stat().st_size
        page.close()

        page = context.new_page()
        cdp = context.new_cdp_session(page)
        second = traced_compile(cdp, page, url, lambda: (page.goto(f"{server}/{PAGE}"),
                                                         page.wait_for_load_state("load")))
        assert second.get("consumedCacheSize", 0) > 100_000, second
        assert second.get("cacheKind") == "full", second
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_bar_says_what_a_first_start_downloads_before_the_tap(browser, server, lang):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(f"{server}/{lang}/book/borneo/port-simulator.html")
        bar = page.locator(".live-bar").first
        first = bar.inner_text()
        # (the figures are checked against the build's files in test_live_build, and a download in test_live_panels)
        assert re.search(rf"\b{PANEL_DOWNLOAD_MB} MB\b", first), first
        # a reader who has made another game's panels live: only this game's snapshot is still to come
        page.evaluate("localStorage.setItem('live-panels:used', '1');"
                      "localStorage.setItem('live-panels:used:ships', '1')")
        page.reload()
        other = page.locator(".live-bar").first.inner_text()
        assert re.search(rf"\b{GAME_DOWNLOAD_MB} MB\b", other) and GAME_DOWNLOAD_MB < PANEL_DOWNLOAD_MB, other
        page.evaluate("localStorage.setItem('live-panels:used:borneo', '1')")  # … and this game's
        page.reload()
        again = page.locator(".live-bar").first.inner_text()
        assert "MB" not in again and again.strip() and again.strip("▶ \n") in first, again
    finally:
        context.close()



def test_no_page_loads_the_icon_script_and_nothing_blocks_the_first_paint():
    pages = [p for p in SITE.rglob("*.html") if not {"lite", "_static"} & set(p.relative_to(SITE).parts)]
    assert len(pages) > 200
    for page in pages:
        html = page.read_text(encoding="utf-8")
        head = html.split("</head>")[0]
        assert "fontawesome.js" not in html and not re.search(r'<(i|span) [^>]*class="[^"]*\bfa-', html), page
        if page.name != "search.html":
            blocking = [m for m in re.findall(r"<script\b([^>]*)>", head)
                        if "src=" in m and not re.search(r"\b(defer|async)\b|type=\"module\"", m)]
            assert not blocking, (page, blocking)  # (Sphinx's options: written into the page)


def test_the_header_icons_are_drawn_and_the_theme_switch_changes_its_icon(browser, server):
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(f"{server}/es/book/borneo/shipping.html")
        page.wait_for_load_state("load")
        for icon in ("bars", "magnifying-glass", "list"):  # the menu, the search, the page's contents
            box = page.locator(f"svg[data-icon={icon}] >> visible=true").first.bounding_box()
            assert box and 12 <= box["width"] <= 40 and 12 <= box["height"] <= 40, (icon, box)
        switch = page.locator(".theme-switch-button").first
        def shown() -> list:
            return page.eval_on_selector_all(".theme-switch-button svg.theme-switch",
                                             "xs => xs.filter(x => x.getBoundingClientRect().width > 0)"
                                             ".map(x => x.dataset.icon)")
        before = shown()
        switch.click()
        after = shown()
        assert len(before) == len(after) == 1 and before != after, (before, after)
    finally:
        context.close()
