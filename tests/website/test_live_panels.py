"""The live panels in a real browser (Chromium at a phone's 390 × 844): the widget panels of every
notebook page come alive in place, on JupyterLite's Pyodide kernel served by the site.

For every page with widget panels, in both languages: before, each panel is marked as a preview
(the bar says so in the page's language, the preview's controls do not take a tap); a tap on the
bar makes the panels live on the same page (same address, no new tab, no notebook interface), with
no error output, nothing wider than the phone's screen.  Each game declares on its ``GameInfo``
(``presentation.live_checks``, from its ``report.py``) a reader's change on its panels; the panel
must then show exactly what rulesim computes here for the same change.  Nothing leaves the origin (the recording proxy
sees the workers' requests too).  After one visit, the site works with the network off: pages,
search and one live panel per game.  A runtime that cannot start says why and keeps the preview.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from functools import cache

import pytest
from browser import (
    ARTIFACTS,
    CHECKS,
    KERNEL_JS,
    LIVE_TIMEOUT,
    PHONE,
    SITE,
    Quiet,
    Watch,
    answer,
    axe_violations,
    make_live,
    one_check_per_game,
    panel_of,
    wait_for_offline_copy,
)

from rulesim.game import games
from tools.live.panels import LATER
from tools.sphinxext.live_panels import PANEL_DOWNLOAD_MB
from tools.sphinxext.live_panels import texts as panel_texts

VIEW = "application/vnd.jupyter.widget-view+json"


@cache
def panel_pages(lang: str) -> tuple[str, ...]:
    """The built pages of ``lang`` with at least one widget panel (``book/borneo/port-simulator``)."""
    found = []
    for path in sorted((SITE / lang / "book").rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        if 'id="live-panels-config"' in text and VIEW in text:
            found.append(path.relative_to(SITE / lang).with_suffix("").as_posix())
    return tuple(found)


def checks_for(page: str) -> list:
    return [c for game in CHECKS.values() for c in game if c.page == page]


def test_every_game_with_panels_declares_a_live_check():
    for game_id in games():
        pages = [p for lang in ("es", "en") for p in panel_pages(lang) if p.startswith(f"book/{game_id}/")]
        if pages:
            assert CHECKS[game_id], (
                f"{game_id}: GameInfo.presentation.live_checks() lists none (rulesim.live.LiveCheck)")
        for check in CHECKS[game_id]:
            assert check.page.startswith(f"book/{game_id}/") and check.page in panel_pages("es"), check.page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_panel_pages_are_the_same_in_both_languages(lang):
    assert panel_pages(lang) == panel_pages("es") and len(panel_pages(lang)) >= 6


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("index", range(32))
def test_panels_come_alive_in_place(server, phone, outside, lang, index):
    pages = panel_pages(lang)
    if index >= len(pages):
        pytest.skip("fewer pages with panels")
    path = pages[index]
    outside.asked.clear()
    context = phone(lang)
    page = context.new_page()
    try:
        check_panels(server, context, page, lang, path, outside)
    finally:
        page.close()


def check_panels(server, context, page, lang, path, outside):
    from browser import serve
    watch = Watch(page, server)
    serve.SiteHandler.sent.clear()
    url = f"{server}/{lang}/{path}.html"
    page.goto(url)
    page.wait_for_load_state("load")
    texts = panel_texts(lang)
    # before: every panel a preview, said so in the page's language, its controls out of reach
    assert page.evaluate("document.documentElement.dataset.live") == "preview"
    outputs = page.locator(".cell_output.live-preview")
    bars = page.locator(".live-bar")
    assert outputs.count() == bars.count() >= 1
    # (a reader who has never made a panel live is told what a first start downloads)
    used = page.evaluate("[localStorage.getItem('live-panels:used'), "
                         "localStorage.getItem('live-panels:used:' + JSON.parse("
                         "document.getElementById('live-panels-config').textContent).game)]")
    said = texts["preview"] if used[1] == "1" else texts["preview_game"] if used[0] == "1" else texts["preview_first"]
    assert all(t.strip().endswith(said) for t in bars.all_inner_texts()), (said, bars.all_inner_texts())
    page.wait_for_selector(".cell_output.live-preview .jupyter-widgets", timeout=30_000)  # the static widgets
    preview = page.locator(".cell_output.live-preview .jupyter-widgets").first
    preview.evaluate("e => e.scrollIntoView({block: 'center', behavior: 'instant'})")
    page.wait_for_timeout(200)
    # a point of the widget that the reader sees: below the page's sticky header, above the screen's
    # bottom edge (a panel taller than the screen starts above it once centred)
    on_top = preview.evaluate("""e => {
        const r = e.getBoundingClientRect();
        const header = document.querySelector('.bd-header-article, .header-article');
        const top = Math.max(r.top, header ? header.getBoundingClientRect().bottom : 0, 0);
        const bottom = Math.min(r.bottom, window.innerHeight);
        const hit = document.elementFromPoint(r.left + r.width / 2, (top + bottom) / 2);
        return hit ? String(hit.className.baseVal ?? hit.className) : '';
    }""")
    assert "live-shield" in on_top, on_top
    # a tap: live in place
    tabs = list(context.pages)
    make_live(page, lang)
    assert page.url == url and context.pages == tabs, "the panel must come alive on the same page, in the same tab"
    assert page.locator(".jp-MenuBar, .jp-Toolbar, .jp-InputArea, .jp-KernelStatus").count() == 0
    assert page.locator(".cell_output.live-preview").count() == 0
    for i in range(outputs.count()):
        panel = page.locator(".live-cell > .cell_output").nth(i)
        assert panel.locator(".live-output .jupyter-widgets").count() >= 1
    errors = page.locator(".live-output [data-mime-type='application/vnd.jupyter.stderr'], "
                          ".live-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    assert errors.count() == 0, errors.all_inner_texts()
    # a reader's change, as the game declares it: exactly what rulesim computes here
    for check in checks_for(path):
        answer(page, panel_of(page, check), check, lang)
    # on a phone: nothing wider than the screen, the controls within it
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{path}: the page is {width}px wide"
    rights = page.locator(".live-output .widget-dropdown select, .live-output button, .live-output input, "
                          ".live-output textarea").evaluate_all("els => els.map(e => e.getBoundingClientRect().right)")
    assert max(rights, default=0) <= PHONE["width"], f"{path}: a control reaches {max(rights)}px"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"panel-{lang}-{path.replace('/', '-')}.png"), full_page=True)
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), f"requests to other origins (page or workers): {outside.by_the_site()}"
    # what a panel starts with is all its cells and a reader's changes need: the later archive is not fetched
    assert not [p for p, _size in serve.SiteHandler.sent if p.endswith(LATER)], f"{path} fetched {LATER}"


@contextmanager
def returning_reader(browser, server, game: str, lang: str):
    """The page of ``game``'s first live check, open in a phone context whose reader has made that game's panels
    live before, on a connection where fetching costs nothing (service workers blocked: the offline copy has
    tests of its own); yields the page, its ``Watch`` and the check."""
    check = next(c for c in one_check_per_game() if c.page.startswith(f"book/{game}/"))
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, service_workers="block")
    context.add_init_script(f"localStorage.setItem('live-panels:used', '1');"
                            f"localStorage.setItem('live-panels:used:{game}', '1');"
                            "Object.defineProperty(Navigator.prototype, 'connection', {get: () => "
                            "({type: 'wifi', effectiveType: '4g', saveData: false}), configurable: true});")
    try:
        page = context.new_page()
        watch = Watch(page, server)
        page.goto(f"{server}/{lang}/{check.page}.html")
        yield page, watch, check
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_returning_readers_panels_run_ahead_unseen_and_a_tap_shows_them(browser, server, outside, lang):
    """A reader who has made this game's panels live before: once the page is idle its cells run ahead, their
    live outputs hidden (not drawn, not in the accessibility tree) under the previews; the tap shows those very
    outputs, and they answer a reader's change as rulesim computes it."""
    with returning_reader(browser, server, "borneo", lang) as (page, watch, check):
        page.wait_for_selector("html[data-live-ahead=ready]", timeout=LIVE_TIMEOUT)
        # before the tap: still a preview, said so; the live outputs there but hidden
        assert page.evaluate("document.documentElement.dataset.live") == "preview"
        bars = page.locator(".live-bar")
        assert all(t.strip().endswith(panel_texts(lang)["preview"]) for t in bars.all_inner_texts())
        assert page.locator(".cell_output.live-preview").count() == bars.count()
        hidden = page.locator(".live-output").evaluate_all(
            "els => els.map(e => [e.hidden, getComputedStyle(e).display, !!e.querySelector('.jupyter-widgets')])")
        assert hidden and all(h == [True, "none", True] for h in hidden), hidden
        page.locator(".live-output").evaluate_all("els => els.forEach((e, i) => e.dataset.ranAhead = String(i))")
        # the tap shows what ran ahead (no second run of the cells)
        make_live(page, lang)
        assert page.evaluate("document.documentElement.dataset.liveAhead") == "taken"
        shown = page.locator(".live-cell > .cell_output > .live-output:not([hidden])")
        assert shown.count() == len(hidden)
        assert shown.evaluate_all("els => els.map(e => e.dataset.ranAhead)") == [str(i) for i in range(len(hidden))]
        assert axe_violations(page, ".live-output") == []  # drawn unseen, named for a screen reader all the same
        answer(page, panel_of(page, check), check, lang)
        assert not watch.problems, "\n".join(watch.problems)
        assert not outside.by_the_site(), outside.by_the_site()


def test_a_tap_while_the_cells_run_ahead_takes_the_run_over(browser, server):
    """The reader taps while the run ahead is under way: the panels come alive from that run — one live output
    per panel, none left hidden, no second run — and answer a reader's change."""
    with returning_reader(browser, server, "caribic", "es") as (page, watch, check):
        page.wait_for_selector("html[data-live-ahead=starting], html[data-live-ahead=running]", timeout=LIVE_TIMEOUT)
        make_live(page, "es")
        assert page.evaluate("document.documentElement.dataset.liveAhead") == "taken"
        panels = page.locator(".live-cell > .cell_output")
        outputs = page.locator(".live-cell > .cell_output > .live-output")
        assert outputs.count() == panels.count() == outputs.evaluate_all("els => els.filter(e => !e.hidden).length")
        answer(page, panel_of(page, check), check, "es")
        assert not watch.problems, "\n".join(watch.problems)


# --- offline at the table -------------------------------------------------------------------

class OwnServer:
    """The site on a server of the test's own (a new origin: a first visit), which can be stopped —
    the network really off — or made to serve another build's copy of a file."""

    def __init__(self) -> None:
        import functools
        import threading

        from browser import serve
        replaced = self.replaced = {}

        class Handler(serve.SiteHandler):
            def send_head(self):
                path = self.path.split("?")[0]
                if path in replaced:
                    import io
                    body = replaced[path]
                    self.send_response(200)
                    self.send_header("Content-Type", self.guess_type(path))
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    return io.BytesIO(body)
                return super().send_head()

        self.httpd = serve.SiteServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(SITE)))
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def test_after_one_visit_the_site_works_with_the_network_off(browser, outside):
    """Pages, search and one live panel per game, with the site's server stopped."""
    lang = "es"
    own = OwnServer()
    outside.asked.clear()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    try:
        page.goto(f"{own.url}/{lang}/book/index.html")
        wait_for_offline_copy(page)
        manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())")
        assert manifest["name"] == "Reglas en juego" and manifest["lang"] == "es"
        assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}
        for check in one_check_per_game():  # the one visit: each game's panel made live once
            page.goto(f"{own.url}/{lang}/{check.page}.html")
            make_live(page, lang)
        own.stop()  # the network is off
        context.set_offline(True)
        watch = Watch(page, own.url)
        under_way = Quiet(page)
        page.goto(f"{own.url}/{lang}/index.html")
        assert page.locator("h1").first.inner_text().strip()
        page.goto(f"{own.url}/{lang}/book/glossary.html")
        assert page.locator("h1").first.inner_text().strip()
        page.goto(f"{own.url}/{lang}/search.html?q=monopolio")
        page.wait_for_selector("#search-results ul.search li", timeout=30_000)
        # the search fetches each hit's page for its snippet: it is done when it says how many it found and
        # those fetches have ended — it says so once it has asked for the last one, not once that one came
        # (leaving before would cancel those fetches, which the watch would count as failures: CI saw two)
        page.wait_for_function("() => (document.querySelector('#search-results .search-summary') || {}).innerText",
                               timeout=60_000)
        under_way.settle()
        for check in one_check_per_game():
            page.goto(f"{own.url}/{lang}/{check.page}.html")
            make_live(page, lang)
            answer(page, panel_of(page, check), check, lang)
        assert not watch.problems, "\n".join(watch.problems)
    finally:
        context.close()
        own.stop()
    assert not outside.by_the_site(), outside.by_the_site()


def test_a_file_of_another_build_is_refused_and_the_panel_says_the_site_was_updated(browser):
    """The offline copy never mixes builds: the runtime's lock as another build would serve it."""
    lang = "en"
    own = OwnServer()
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    try:
        page.goto(f"{own.url}/{lang}/book/index.html")
        wait_for_offline_copy(page)
        lock = (SITE / "lite" / "pyodide" / "pyodide-lock.json").read_bytes()
        own.replaced["/lite/pyodide/pyodide-lock.json"] = lock.replace(b'"packages"', b'"packages" ', 1)
        check = one_check_per_game()[0]
        page.goto(f"{own.url}/{lang}/{check.page}.html")
        page.locator(".live-bar").first.click()
        page.wait_for_selector("html[data-live=failed]", timeout=LIVE_TIMEOUT)
        assert page.locator(".live-bar").first.inner_text().strip().endswith(panel_texts(lang)["updated"])
        assert page.locator(".cell_output.live-preview .jupyter-widgets").count() >= 1
    finally:
        context.close()
        own.stop()


# --- errors a reader can act on ---------------------------------------------------------------

def failing_page(browser, server, lang, setup):
    context = browser.new_context(viewport=PHONE)
    setup(context)
    page = context.new_page()
    check = one_check_per_game()[0]
    page.goto(f"{server}/{lang}/{check.page}.html")
    page.wait_for_load_state("load")
    return context, page


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("cause", ["no-webassembly", "offline-before-a-first-visit", "runtime-missing"])
def test_a_runtime_that_cannot_start_says_why_and_keeps_the_preview(browser, server, lang, cause):
    def setup(context):
        if cause == "no-webassembly":
            context.add_init_script("delete window.WebAssembly;")
        if cause == "runtime-missing":
            context.route("**/lite/panel/runtime.js", lambda route: route.fulfill(status=404, body="gone"))

    context, page = failing_page(browser, server, lang, setup)
    try:
        if cause == "offline-before-a-first-visit":
            context.set_offline(True)
        page.wait_for_selector(".cell_output.live-preview .jupyter-widgets", timeout=30_000)
        page.locator(".live-bar").first.click()
        page.wait_for_selector("html[data-live=failed]", timeout=LIVE_TIMEOUT)
        said = page.locator(".live-bar").first.inner_text().strip()
        expected = {"no-webassembly": panel_texts(lang)["no_wasm"],
                    "offline-before-a-first-visit": panel_texts(lang)["offline"],
                    "runtime-missing": panel_texts(lang)["failed"].split("{detail}")[0]}[cause]
        assert expected in said, said
        assert page.locator(".live-bar[role=alert]").count() == page.locator(".live-bar").count()
        # the preview stays, readable: the static widgets and their output
        assert page.locator(".cell_output.live-preview .jupyter-widgets").first.is_visible()
        assert page.locator(".cell_output.live-preview .widget-html-content").first.inner_text().strip()
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"panel-failed-{cause}-{lang}.png"))
    finally:
        context.close()

SNAPSHOT_CHECK = """
namespace = sorted(name for name in dir() if not name.startswith("_"))
import json, os, random, sys
shell = get_ipython()
before = {"draw": random.random(), "namespace": namespace,
          "main_is_the_shells": sys.modules["__main__"] is shell.user_module, "hook": shell.sys_excepthook.__qualname__,
          "startup_readme": os.path.isfile(shell.profile_dir.startup_dir + "/README"),
          "games_imported_before_any_cell": sorted({n.split(".")[1] for n in sys.modules
                                                    if n.startswith("rulesim.") and n.endswith(".report")})}
from js import fetch  # (a mark in the server's log: what came before it was the start)
await fetch("__ROOT__es/index.html?mark")
__LATER_IMPORTS__
import codecs
from importlib.metadata import version  # (email's parser reads the metadata: from the later archive)
print(json.dumps({**before, "rulesim": version("rulesim"),
    "pypi_off": piplite.piplite._PIPLITE_DISABLE_PYPI,
    "index_urls": piplite.piplite._PIPLITE_URLS,
    "later_files": [m.__file__.split("site-packages/")[1] for m in (stack_data, IPython.lib.demo)],
    "stdlib_files": [m.__file__ for m in (encodings.cp1252, xml.dom.minidom, difflib)],
    "stdlib_works": [codecs.decode(b"\\x80", "cp1252"), xml.dom.minidom.parseString("<a>b</a>").documentElement.tagName,
                     difflib.SequenceMatcher(None, "abc", "abd").ratio()],
}))
"""
#: the first imports of files of the later archive, the packages' first (the standard library's modules are then
#: found with the finder gone) or the standard library's
LATER_IMPORTS = [
    "import piplite.piplite  # (%pip's module)\n"
    "import stack_data, IPython.lib.demo  # (a traceback's formatting; a module of IPython no snapshot imported)\n"
    "import encodings.cp1252, xml.dom.minidom, difflib  # (a module of a package the snapshot has, a package)",
    "import encodings.cp1252, xml.dom.minidom, difflib\nimport piplite.piplite\nimport stack_data, IPython.lib.demo",
]


def test_the_kernel_starts_from_the_build_snapshot(browser, server, outside):
    """The live panels' kernel starts from the memory snapshot the build made for the page's game (no
    wheel fetched, that game's modules already imported and no other game's: each game's pages have their
    own snapshot, the other games' modules are not downloaded), from this build's files (rulesim's version
    is the wheel's), draws its own random numbers (a snapshot holds the build's generator: two starts
    must not replay the same dice), has JupyterLite's kernel as a start from nothing leaves it, and keeps piplite
    off PyPI, as JupyterLite's kernel sets it.  The files
    a panel does not start with (%pip's piplite, a traceback's stack_data, the standard library's modules no
    panel uses) come with the first import of one of them, and not before; the standard library's are found
    whichever came first (a module of a package the snapshot imported from the zip too)."""
    import json

    from browser import serve
    wheel = next((SITE / "lite" / "pyodide").glob("rulesim-*.whl")).name.split("-")[1]
    outside.asked.clear()
    draws = []
    for _ in range(2):
        context = browser.new_context()
        page = context.new_page()
        try:
            page.goto(f"{server}/es/book/index.html")
            serve.SiteHandler.sent.clear()
            game = ("ships", "bora-bora")[len(draws)]
            code = SNAPSHOT_CHECK.replace("__ROOT__", f"{server}/").replace("__LATER_IMPORTS__",
                                                                             LATER_IMPORTS[len(draws)])
            result = page.evaluate(KERNEL_JS, [f"{server}/", code, game])
            assert result["status"] == "ok", result["error"]
            data = json.loads(result["out"])
            sent = list(serve.SiteHandler.sent)
            fetched = [path for path, _size in sent]
            snapshots = [p.rsplit("/", 1)[1] for p in fetched if p.endswith(".snapshot.zst")]
            assert snapshots == [f"python.{game}.snapshot.zst"], snapshots
            # the interpreter's WebAssembly in Zstandard, beside the snapshot (not the usual file, gzip as sent)
            wasm = [p for p in fetched if "pyodide.asm.wasm" in p]
            assert wasm == ["/lite/panel/pyodide.asm.wasm.zst"], wasm
            # the start did not fetch the later archive; the first import of one of its modules did, once
            mark = fetched.index("/es/index.html?mark")
            later = [i for i, p in enumerate(fetched) if p.endswith("/" + LATER)]
            assert len(later) == 1 and later[0] > mark, (mark, later)
            assert data["later_files"] == ["stack_data/__init__.pyc", "IPython/lib/demo.pyc"]
            # the standard library's later files, beside its zip (a package imported from the zip finds its own)
            assert data["stdlib_files"] == ["/lib/python3.14/encodings/cp1252.py", "/lib/python3.14/xml/dom/minidom.py",
                                            "/lib/python3.14/difflib.py"], data["stdlib_files"]
            assert data["stdlib_works"] == ["€", "a", 2 / 3]
            if not draws:  # a fresh browser profile: what the panels' line announces (±30 %)
                downloaded = sum(size for _path, size in sent[:mark]) / 1e6
                assert 0.7 * PANEL_DOWNLOAD_MB <= downloaded <= 1.3 * PANEL_DOWNLOAD_MB, f"{downloaded:.1f} MB"
            assert not [p for p in fetched if p.endswith(".whl")], "the kernel unpacked wheels: not the snapshot"
            assert data["games_imported_before_any_cell"] == [games()[game].package.split(".")[1]]
            # the kernel's shell as a start importing it after Pyodide's leaves it (the snapshot has it made): its own
            # namespace is __main__ and holds only IPython's names, its application's crash handler is the hook
            # outside cells, its profile folder is on the file system
            assert data["namespace"] == ["In", "Out", "exit", "get_ipython", "open", "quit"]
            assert data["main_is_the_shells"] is True
            assert data["hook"] == "BaseIPythonApplication.excepthook" and data["startup_readme"] is True
            assert data["rulesim"] == wheel
            assert data["pypi_off"] is True
            assert not [u for u in data["index_urls"] if "://" in u], data["index_urls"]  # (no index elsewhere)
            draws.append(data["draw"])
        finally:
            context.close()
    assert draws[0] != draws[1], "two kernels drew the same random number: the snapshot's generator replayed"
    assert not outside.by_the_site(), outside.by_the_site()


@pytest.mark.parametrize("lost", ["*.snapshot.zst", "pyodide.asm.wasm.zst"])
def test_without_its_snapshot_or_packed_interpreter_the_kernel_starts_the_usual_way(browser, server, outside, lost):
    """A host that lost the snapshot (or an old cache): the panel still comes alive, from the wheels.  One that lost
    the interpreter's packed WebAssembly: from the snapshot still, with the usual file."""
    from browser import serve
    outside.asked.clear()
    context = browser.new_context(viewport=PHONE)
    context.route(f"**/lite/panel/{lost}", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    try:
        check = one_check_per_game()[0]
        page.goto(f"{server}/es/{check.page}.html")
        page.wait_for_load_state("load")
        serve.SiteHandler.sent.clear()
        make_live(page, "es")
        assert page.locator(".live-output .jupyter-widgets").count() >= 1
        fetched = [path for path, _size in serve.SiteHandler.sent]
        assert "/lite/pyodide/pyodide.asm.wasm" in fetched, fetched
        assert any(p.endswith(".snapshot.zst") for p in fetched) is (lost != "*.snapshot.zst"), fetched
        assert not [p for p in fetched if p.endswith(".whl")] or lost == "*.snapshot.zst"
        assert not outside.by_the_site(), outside.by_the_site()
    finally:
        context.close()


# --- no endless spinner: the watchdog -----------------------------------------------------------

WATCHDOG = 8  # s: the watchdog of these tests (the site's waits 40 s); a start under way is never silent this long


def short_watchdog(context, seconds: int) -> None:
    """The pages' watchdog at ``seconds`` instead of the site's (their configuration, rewritten on the way)."""
    def rewrite(route):
        response = route.fetch()
        body = re.sub(r'"stall_seconds": \d+', f'"stall_seconds": {seconds}', response.text())
        headers = {k: v for k, v in response.headers.items() if k.lower() not in ("content-encoding", "content-length")}
        route.fulfill(status=response.status, headers=headers, body=body)
    context.route("**/book/**/*.html", rewrite)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("cause", ["stalled", "worker-error"])
def test_a_start_that_stalls_or_whose_worker_fails_says_so_and_a_tap_tries_again(browser, server, lang, cause):
    """A kernel that never answers (a worker doing nothing) is stopped after the watchdog's time with
    no progress; a worker that does not even load fails at once.  Either way the bar says so in the
    page's language, the preview is back, and a tap tries again — this time with a worker that works."""
    import time
    context = browser.new_context(viewport=PHONE, service_workers="block")  # (the routes below see every request)
    short_watchdog(context, WATCHDOG)
    broken = "**/lite/panel/worker.js"
    if cause == "stalled":
        context.route(broken, lambda route: route.fulfill(status=200, content_type="text/javascript",
                                                          body="// a worker that never answers\n"))
    else:
        context.route(broken, lambda route: route.fulfill(status=500, body="broken"))
    page = context.new_page()
    try:
        check = one_check_per_game()[0]
        page.goto(f"{server}/{lang}/{check.page}.html")
        page.wait_for_selector(".cell_output.live-preview .jupyter-widgets", timeout=30_000)
        start = time.monotonic()
        page.locator(".live-bar").first.click()
        page.wait_for_selector("html[data-live=failed]", timeout=60_000)
        took = time.monotonic() - start
        said = page.locator(".live-bar").first.inner_text().strip()
        if cause == "stalled":
            assert said.endswith(panel_texts(lang)["stalled"].replace("{seconds}", str(WATCHDOG))), said
            assert WATCHDOG - 0.5 <= took <= WATCHDOG + 30, (
                f"failed after {took:.1f} s, the watchdog waits {WATCHDOG} s")
        else:
            assert panel_texts(lang)["failed"].split("{detail}")[0] in said, said
            assert took < WATCHDOG, (
                f"a worker that fails to load must fail at once, not after the watchdog ({took:.1f} s)")
        assert page.locator(".live-bar[role=alert]").count() == page.locator(".live-bar").count()
        assert page.locator(".cell_output.live-preview .jupyter-widgets").first.is_visible()
        assert page.locator(".live-output").count() == 0
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"panel-failed-{cause}-{lang}.png"))
        context.unroute(broken)  # the next tap: a worker that works
        make_live(page, lang)
        answer(page, panel_of(page, check), check, lang)
    finally:
        context.close()


def test_a_slow_start_that_keeps_downloading_is_not_stopped(browser):
    """The watchdog waits for *no progress*, not for a slow start: the snapshot served slowly (10 MB
    in 40 slices, 0.5 s apart: 20 s, longer than the watchdog's 8 s) still comes alive."""
    import functools
    import threading
    import time

    from browser import serve

    class Slow(serve.SiteHandler):
        def copyfile(self, source, outputfile):
            if not self.path.endswith(".snapshot.zst"):
                return super().copyfile(source, outputfile)
            data = source.read()
            step = len(data) // 40 + 1
            for i in range(0, len(data), step):
                outputfile.write(data[i:i + step])
                outputfile.flush()
                time.sleep(0.5)

    httpd = serve.SiteServer(("127.0.0.1", 0), functools.partial(Slow, directory=str(SITE)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}"
    context = browser.new_context(viewport=PHONE, service_workers="block")
    short_watchdog(context, WATCHDOG)
    page = context.new_page()
    try:
        check = one_check_per_game()[0]
        page.goto(f"{url}/es/{check.page}.html")
        page.wait_for_load_state("load")
        start = time.monotonic()
        make_live(page, "es")
        assert time.monotonic() - start > 2 * WATCHDOG, "the snapshot was not served slowly: this test proves nothing"
    finally:
        context.close()
        httpd.shutdown()
        httpd.server_close()


# --- a first start on a slow connection: the panel's download first ------------------------------------------------

@contextmanager
def timed_site(rtt_ms: float = 0, down_mbit: float | None = None):
    """The site served on its own (through a slow network if given), each request's arrival noted (monotonic
    time, path): the server runs in this process, so its times compare with the test's."""
    import functools
    import threading
    import time

    from browser import serve

    arrivals: list[tuple[float, str]] = []

    class Timed(serve.SiteHandler):
        network = serve.Network(rtt_ms, down_mbit) if down_mbit else None

        def send_head(self):
            arrivals.append((time.monotonic(), self.path))
            return super().send_head()

    httpd = serve.SiteServer(("127.0.0.1", 0), functools.partial(Timed, directory=str(SITE)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", arrivals
    finally:
        httpd.shutdown()
        httpd.server_close()


@contextmanager
def made_live_held_back(browser, pattern: str, seconds: float):
    """The first game's check page on a phone (no service worker), made live while each request for ``pattern`` is
    held back ``seconds`` on its way; yields the page and the requests that reached the server from the tap on
    (``timed_site``'s arrivals)."""
    import time

    with timed_site() as (url, arrivals):
        context = browser.new_context(viewport=PHONE, service_workers="block")
        context.route(pattern, lambda route: (time.sleep(seconds), route.continue_()))
        page = context.new_page()
        try:
            check = one_check_per_game()[0]
            page.goto(f"{url}/es/{check.page}.html")
            page.wait_for_load_state("load")
            arrivals.clear()
            make_live(page, "es")
            yield page, arrivals
        finally:
            context.close()


def test_the_kernels_downloads_begin_before_the_runtime_has_come(browser):
    """On a tap the page makes the kernel's worker at once, named after its game, and the worker begins that
    game's snapshot while the page is still fetching and reading the runtime that drives it (runtime.js: a second
    or two on a phone).  The runtime held back three seconds on its way: the snapshot is asked for before it, and
    the panel still comes alive (the runtime takes the worker the page made)."""
    with made_live_held_back(browser, "**/lite/panel/runtime.js", 3) as (_page, arrivals):
        asked = [path for _t, path in arrivals]
        snapshot = next(i for i, p in enumerate(asked) if p.endswith(".snapshot.zst"))
        runtime = next(i for i, p in enumerate(asked) if p.endswith("/lite/panel/runtime.js"))
        assert snapshot < runtime, asked[:runtime + 1]
        assert asked.count(asked[snapshot]) == 1, asked  # (fetched once: the kernel took the worker's download)


def test_the_snapshot_is_asked_for_at_once_not_after_the_manifest(browser):
    """The kernel's worker asks for its game's snapshot as it starts — the snapshot's file and frames are in the
    bundle, as the manifest has them — instead of once the manifest (``site-packages.json``) has come: a round trip
    sooner.  The manifest held back two seconds on its way: the snapshot is asked for first, fetched once, and the
    panel comes alive from it (taken once the manifest says it is this Pyodide's)."""
    with made_live_held_back(browser, "**/lite/panel/site-packages.json", 2) as (page, arrivals):
        at = {path: when for when, path in reversed(arrivals)}  # (each path's first arrival)
        snapshot = next(p for p in at if p.endswith(".snapshot.zst"))
        manifest = next(p for p in at if p.endswith("/lite/panel/site-packages.json"))
        worker = next(p for p in at if p.endswith("/lite/panel/worker.js"))
        assert at[manifest] - at[worker] > 1.5, arrivals  # (held back: the route reached the worker's request)
        assert at[snapshot] < at[manifest], arrivals
        assert [p for _t, p in arrivals].count(snapshot) == 1, arrivals
        assert page.evaluate("performance.getEntriesByName('live:worker-snapshot').length") == 1


def test_the_offline_copy_waits_while_a_panel_starts(browser):
    """A first visit on a slow connection (100 ms a request, 20 Mbit/s): the reader scrolls (the service worker
    registers and begins storing the language's pages, eight at a time) and taps a panel.  While the panel starts,
    no new batch of pages is asked for — at most the one under way — so the two do not share the connection; once
    the panel is live the pages are stored and the worker takes over."""
    import time

    with timed_site(100, 20) as (url, arrivals):
        context = browser.new_context(viewport=PHONE)
        page = context.new_page()
        try:
            check = one_check_per_game()[0]
            page.goto(f"{url}/es/{check.page}.html")
            page.wait_for_load_state("load")
            page.mouse.wheel(0, 300)  # (the first use: the offline copy registers)
            tapped = time.monotonic()
            make_live(page, "es")
            live = time.monotonic()
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
            pages = [(t, p) for t, p in arrivals if p.startswith("/es/") and p.endswith(".html")
                     and not p.endswith(f"/{check.page}.html")]
            during = [p for t, p in pages if tapped + 0.5 < t < live]
            assert live - tapped > 3, "the start was quick: this test proves nothing"
            assert len(during) <= 8, (len(during), during[:10])
            assert len(pages) > 100, len(pages)  # (all of them, once the panel was live)
        finally:
            context.close()
