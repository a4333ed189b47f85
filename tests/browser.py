"""What the browser tests share: the built site served on 127.0.0.1 (a free port, tools/build/serve.py),
Debian's Chromium driven by Playwright, and a watch on what a page asks for."""

from __future__ import annotations

import inspect
import re
import socketserver
import sys
import threading
import time
import types
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

from rulesim.check import rule, share_fragment, to_html
from rulesim.game import games
from rulesim.picture_text import describe_pictures
from tools.build import serve
from tools.dev import chromium

ROOT = Path(__file__).resolve().parent.parent


def _quick_stack(context: int = 1) -> list[inspect.FrameInfo]:
    """``inspect.stack()`` without looking up each frame's source file and module: the same frames, file names
    (the code's own), line numbers and names.  Playwright's client takes the caller's stack on every call it makes,
    for its error messages and traces, and reads only these; ``inspect.stack`` walks every loaded module for each
    frame of pytest's deep stack (about 10 ms a call: over half the test process's time in a learning game of
    ~180 taps, 7 of its 30 CPU-s)."""
    frames = []
    frame = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        frames.append(inspect.FrameInfo(frame, code.co_filename, frame.f_lineno, code.co_name, None, None))
        frame = frame.f_back
    return frames


def _quicken_playwright() -> None:
    from playwright._impl import _connection, _network, _sync_base
    quick = types.SimpleNamespace(**{name: getattr(inspect, name) for name in dir(inspect)
                                     if not name.startswith("__")})
    quick.stack = _quick_stack
    for module in (_connection, _network, _sync_base):
        module.inspect = quick  # type: ignore[attr-defined]


_quicken_playwright()
SITE = ROOT / "_build" / "site"
ARTIFACTS = ROOT / "test-artifacts"
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"  # pinned in package.json (npm ci)
#: what the accessibility checks hold the site to: WCAG 2.1, levels A and AA
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]


@pytest.fixture(scope="session")
def server():
    if not (SITE / "es" / "index.html").exists():
        pytest.fail("the site is not built: run `make test` (it runs `make site` first)")
    httpd, url = serve.start(0, SITE)  # gzip and revalidation, as a static host serves it
    yield url
    httpd.shutdown()


#: the sub-path the ``subpath`` server serves the site under (a project page of a static host)
BASE = "/reglas/"


@pytest.fixture(scope="session")
def subpath():
    """The built site served under :data:`BASE` and nothing at the origin's root."""
    if not (SITE / "es" / "index.html").exists():
        pytest.fail("the site is not built: run `make test` (it runs `make site` first)")
    httpd, url = serve.start(0, SITE, base=BASE)
    yield url  # http://127.0.0.1:PORT/reglas
    httpd.shutdown()


class OutsideRecorder(socketserver.ThreadingTCPServer):
    """The browser's proxy for every address but loopback: it records what was asked and refuses it.

    Chromium never sends 127.0.0.1 through a proxy, so the site is reached directly, and any request
    to another origin — from a page, a web worker (Pyodide runs in one, and a browser does not
    report a worker's requests to Playwright) or a service worker — ends up here."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        self.asked: list[str] = []
        recorder = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                line = self.rfile.readline(4096).decode("latin-1").strip()
                if line:
                    recorder.asked.append(line)
                self.wfile.write(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    # Chromium's own services (updates, clock, accounts, autofill): the browser's background calls,
    # not the site's.  Anything else — a CDN, a font host, a package index — counts.
    BROWSER_OWN = ("clients2.google.com", "update.googleapis.com", "accounts.google.com",
                   "content-autofill.googleapis.com", "optimizationguide-pa.googleapis.com",
                   "clientservices.googleapis.com", "redirector.gvt1.com", "edgedl.me.gvt1.com",
                   "safebrowsingohttpgateway.googleapis.com", "www.google.com")

    def by_the_site(self, since: int = 0) -> list[str]:
        """What was asked of other origins (from the ``since``-th request on), the browser's own
        background calls aside."""
        def host(line: str) -> str:
            target = line.split(" ")[1] if " " in line else line
            return target.split("://")[-1].split("/")[0].split(":")[0]
        return [line for line in self.asked[since:] if host(line) not in self.BROWSER_OWN]

    @property
    def address(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture(scope="session")
def outside():
    recorder = OutsideRecorder()
    yield recorder
    recorder.shutdown()


#: WebAssembly compiled by V8's baseline compiler only (Liftoff), never recompiled by its optimising one: every
#: Pyodide start in a test compiles the same 10 MB module anew and tiers its hot functions up on the side, which a
#: run of one-off starts pays for and never gets back (a panel's start: ~15 % less CPU, the whole start measured
#: system-wide; docs/testing.md).  The tests check what the pages do, not how fast; ``make bench`` keeps V8's default.
TEST_ARGS = ["--js-flags=--liftoff-only"]


@pytest.fixture(scope="session")
def browser(outside):
    if not Path(chromium.CHROMIUM).exists():
        # one line and stop, rather than the same error once per browser test
        pytest.exit("Debian's chromium is needed for the browser tests: apt-get install chromium", returncode=1)
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        # (not Playwright's proxy option: it sends loopback through the proxy as well)
        b = chromium.launch(p, [f"--proxy-server={outside.address}", *TEST_ARGS])
        yield b
        b.close()


class Watch:
    """Console errors, failed requests and requests to another origin of one page.

    A request the browser cut short (``net::ERR_ABORTED``) whose address then loads on the same page is not a
    problem: what the reader gets arrived (seen once in CI, not reproduced: seven of a page's scripts reported
    aborted mid-load in the sweep with the service worker on). :attr:`problems` holds the rest; an aborted
    request whose address never loads on the page stays in it."""

    def __init__(self, page, origin: str, leaving: bool = False) -> None:
        self.events: list[tuple[str, str]] = []  # (the address of an aborted request, or "", the problem)
        self.loaded: set[str] = set()
        self.leaving = leaving
        page.on("console", lambda m: self._add(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self._add(f"page error: {e}"))
        page.on("requestfailed", lambda r: None if self.left_behind(r) or (self.leaving and self.cut_short(r))
                else self._add(f"failed: {r.url} ({r.failure})",
                               r.url if r.failure == "net::ERR_ABORTED" else ""))
        page.on("response", self._responded)
        page.on("request", lambda r: None if r.url.startswith((origin, "data:", "blob:", "about:"))
                else self._add(f"outside the origin: {r.url}"))

    def _add(self, problem: str, aborted: str = "") -> None:
        self.events.append((aborted, problem))

    def _responded(self, response) -> None:
        if response.status >= 400:
            self._add(f"HTTP {response.status}: {response.url}")
        else:
            self.loaded.add(response.url)

    def since(self, start: int) -> list[str]:
        """The problems among the events from the ``start``-th on."""
        return [problem for aborted, problem in self.events[start:] if not (aborted and aborted in self.loaded)]

    @property
    def problems(self) -> list[str]:
        return self.since(0)

    @staticmethod
    def left_behind(request) -> bool:
        """The browser's own fetch of the tab's icon, cancelled because the test moved to the next
        page before it ended: nothing the site asked for failed (a missing icon is an HTTP 404)."""
        return request.failure == "net::ERR_ABORTED" and request.url.split("?")[0].endswith(
            ("/favicon.svg", "/favicon.ico"))

    @staticmethod
    def cut_short(request) -> bool:
        """A live panel's runtime fetched ahead (a page with panels does so once it is idle), cancelled
        because the reader — a test going through every page — left the page: nothing failed (a file
        missing from the runtime is an HTTP 404, and the live panels' tests fetch all of it)."""
        return request.failure == "net::ERR_ABORTED" and "/lite/" in request.url


def axe_violations(page, scope: str | None = None) -> list[str]:
    """axe-core's WCAG 2.1 A/AA violations on the page as it is now (or inside ``scope``, a CSS
    selector), one line per element: rule, impact, element, what to fix."""
    if not AXE.is_file():
        pytest.exit("axe-core is missing from node_modules: run `npm ci` (make site does)", returncode=1)
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    found = page.evaluate("""([scope, tags]) => axe.run(scope ? {include: [scope]} : document,
        {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']})
      .then(r => r.violations.flatMap(v => v.nodes.map(n =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${
          n.failureSummary.replace(/\\s+/g, ' ').slice(0, 240)}`)))""",
                          [scope, AXE_TAGS])
    return found


# --- live panels: each game's declared checks (rulesim/<game>/report.py: live_checks()) ---------
# --- live panels: each game's declared checks (GameInfo.presentation.live_checks) ---------------

def live_checks() -> dict[str, tuple]:
    """Every game's live checks, by game id (``rulesim.live.LiveCheck``), as its ``GameInfo`` declares
    them (``presentation``, required: ``tests/shared/test_games.py`` checks that each game has some)."""
    from rulesim.game import games
    return {game_id: tuple(info.presentation.live_checks()) for game_id, info in games().items()}


def perform(scope, check, lang: str) -> None:
    """Do ``check``'s change on the widgets inside ``scope`` (a page or a locator)."""
    if check.action == "click":
        # (a button, or one choice of a row of toggle buttons: a radio, see book/_static/accessible-widgets.js)
        name = check.label.render(lang)
        (scope.get_by_role("button", name=name, exact=True)
         .or_(scope.get_by_role("radio", name=name, exact=True)).click())
    elif check.action == "check":
        scope.get_by_role("checkbox", name=check.label.render(lang), exact=True).click()
    else:
        scope.locator(".widget-dropdown select").nth(check.control).select_option(index=check.option)


def panel_of(page, check):
    """The live output of ``check``'s panel on a page of the book made live."""
    return page.locator(".live-cell > .cell_output").nth(check.panel).locator(".live-output")


def answer(page, panel, check, lang: str):
    """Do ``check``'s change on the widgets inside ``panel`` (a locator) and wait for its output to be
    exactly what rulesim computes for it; the output's locator."""
    output = panel.locator(".widget-html-content").nth(check.output)
    before = " ".join(output.text_content().split())
    perform(panel, check, lang)
    page.wait_for_function("([el, before]) => el.textContent.split(/\\s+/).join(' ').trim() !== before",
                           arg=[output.element_handle(), before], timeout=30_000)
    assert " ".join(output.text_content().split()) == text_of(check.expected(lang))
    return output


def text_of(fragment: str) -> str:
    """The text a browser gives as ``textContent`` for ``fragment``, whitespace collapsed."""
    import html
    text = re.sub(r"<[^>]+>", "", fragment)
    return " ".join(html.unescape(text).split())


# --- shared by the browser tests: live panels, check panels, live notebooks, phone measurements ---

PHONE = {"width": 390, "height": 844}
LIVE_TIMEOUT = 300_000  # ms: seconds on an idle machine; a machine shared with others' builds can take minutes
CHECKS = live_checks()


def make_live(page, lang):
    page.locator(".live-bar").first.click()
    page.wait_for_selector("html[data-live=live], html[data-live=failed]", timeout=LIVE_TIMEOUT)
    state = page.evaluate("document.documentElement.dataset.live")
    assert state == "live", page.locator(".live-bar").first.inner_text()


def wait_for_offline_copy(page) -> None:
    """The reader uses the page (a scroll): the language's service worker registers and takes over."""
    page.mouse.wheel(0, 300)
    page.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
                           timeout=LIVE_TIMEOUT)


def one_check_per_game() -> list:
    return [checks[0] for checks in CHECKS.values() if checks]


# --- the kernel's start: the build's snapshot -------------------------------------------------

# (the runtime is a classic script whose global is its module: tools/live/panel/build.mjs)
READ_RUNTIME_JS = """(url) => window.livePanelsRuntime || new Promise((resolve, reject) => {
  const tag = document.createElement('script');
  tag.src = url;
  tag.onload = () => resolve(window.livePanelsRuntime);
  tag.onerror = () => reject(new Error('the runtime did not load: ' + url));
  document.head.appendChild(tag);
})"""

KERNEL_JS = """async ([root, code, game]) => {
  const runtime = await (""" + READ_RUNTIME_JS + """)(new URL('lite/panel/runtime.js', root).href);
  const kernel = await runtime.startKernel({ root, game: game || 'borneo' });
  const out = [];
  const future = kernel.requestExecute({ code, store_history: false });
  future.onIOPub = (msg) => { if (msg.header.msg_type === 'stream') { out.push(msg.content.text); } };
  const reply = (await future.done).content;
  kernel.dispose();
  return { status: reply.status, error: reply.evalue || null, out: out.join('') };
}"""

GAMES = [info for info in games().values() if info.questions]
BOOK = ARTIFACTS.parent / "book"

RULING = ".live-output .rulesim-ruling-out .widget-html-content"


def panel_ruling(s, lang: str) -> str:
    """The text a check panel shows for situation ``s``: the ruling, its pictures described in words
    (hidden from the eye, read by a screen reader: ``rulesim.picture_text``)."""
    return text_of(describe_pictures(to_html(rule(s), lang), s, lang))


def ruling_text(page) -> str:
    return " ".join((page.locator(RULING).first.text_content() or "").split())


def wait_for_ruling(page, expected: str, what: str = "") -> None:
    from playwright.sync_api import TimeoutError as Timeout
    try:
        page.wait_for_function(
            "([sel, want]) => { const el = document.querySelector(sel);"
            " return el && el.textContent.split(/\\s+/).join(' ').trim() === want; }",
            arg=[RULING, expected], timeout=60_000)
    except Timeout:
        assert ruling_text(page) == expected, what  # the difference, word by word


def held_by_the_widgets(game_id: str, question_id: str, lang: str):
    """The situation a fresh panel holds once ``question_id`` is chosen: every field of the question
    at what its control shows (the example, or the default stated in the field), built here by the
    same declarations with CPython's ipywidgets."""
    from rulesim.widgets import Checker
    panel = Checker(game_id, lang)
    panel.question.value = question_id
    return panel.situation()

#: where a check panel offers its situation as a link to share
SHARE = ".live-output .rulesim-share"


def wait_for_link(page, expected: str) -> None:
    """Until the panel's link to share is ``expected`` (the panel sends the ruling and the links as two
    messages: a link read just after the ruling can still be the last question's, as CI once saw); no more
    than 10 s — then the caller compares what is there."""
    from playwright.sync_api import TimeoutError as Timeout
    try:
        page.wait_for_function("([sel, want]) => { const a = document.querySelector(sel);"
                               " return a && a.getAttribute('href') === want; }", arg=[SHARE, expected], timeout=10_000)
    except Timeout:
        pass


def axe_on_check_panel(game_id: str, lang: str) -> bool:
    """Whether the walk of ``game_id``'s check panel in ``lang`` runs axe-core on each question: the
    languages alternate between games (Borneo in Spanish, the next game in English…)."""
    return LANGS[[info.id for info in GAMES].index(game_id) % 2] == lang


@cache
def _walk_check_panel(server: str, browser, outside, game_id: str, lang: str) -> dict:
    """A game's "Check a situation" page made live on a phone and every question chosen with a tap, one
    after the other — one walk, read by the tests of the rulings (tests/website/test_check_panels.py) and
    of accessibility (tests/website/test_accessibility.py).  For each question: whether the ruling shown
    became exactly the one rulesim gives here for what the widgets hold (else the difference), the
    pictures, the link to share, the page's width, the first picture's description and, where
    :func:`axe_on_check_panel`, axe-core's violations inside the panel.  ``"loading"``: what went wrong
    as the page loaded and answered (:func:`Watch`, the proxy)."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    watch = Watch(page, server)
    asked = len(outside.asked)
    info = games()[game_id]
    questions = {}
    try:
        page.goto(f"{server}/{lang}/book/{game_id}/check.html")
        page.wait_for_load_state("load")
        make_live(page, lang)
        page.wait_for_selector(RULING, timeout=LIVE_TIMEOUT)
        for question in info.questions:
            page.locator(".live-output").get_by_role("radio", name=question.title.render(lang), exact=True).click()
            s = held_by_the_widgets(game_id, question.id, lang)
            try:
                wait_for_ruling(page, panel_ruling(s, lang), f"{game_id}/{question.id}")
                wrong = ""
            except AssertionError as difference:
                wrong = str(difference)
            wait_for_link(page, "#" + share_fragment(s))
            pictures = page.locator(f"{RULING} svg")
            described = page.locator(f"{RULING} figure.ruling-picture svg")
            questions[question.id] = {
                "situation": s, "wrong": wrong, "svg": pictures.count(),
                "href": page.locator(SHARE).first.get_attribute("href"),
                "width": page.evaluate("document.documentElement.scrollWidth"),
                "described": described.first.evaluate(
                    "svg => (document.getElementById(svg.getAttribute('aria-describedby')) || {}).textContent")
                if described.count() else None,
                "axe": axe_violations(page, ".live-output") if axe_on_check_panel(game_id, lang) else None}
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"check-{lang}-{game_id}.png"), full_page=True)
    finally:
        context.close()
    return {"questions": questions,
            "loading": watch.problems + [f"asked of another origin: {line}" for line in outside.by_the_site(asked)]}


NOTEBOOK_TIMEOUT = 90_000  # ms; the first widget takes ~7 s here, CI machines may be slower
OUTPUT = ".jp-OutputArea .widget-html-content"


def open_live(browser, server, lang, page_path):
    """From the page, press the live button; return the live notebook's tab and its watch."""
    context = browser.new_context(viewport={"width": 1280, "height": 1100})
    page = context.new_page()
    page.goto(f"{server}/{lang}/{page_path}.html")
    button = page.locator("a.live-button")
    assert button.inner_text().strip().endswith({"es": "Probar en vivo", "en": "Try it live"}[lang])
    with context.expect_page() as popup:
        button.click()
    live = popup.value
    watch = Watch(live, server)
    live.wait_for_url("**/lite/notebooks/**")
    return context, live, watch

LANGS = ("es", "en")
DESKTOP = {"width": 1366, "height": 900}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
SHOTS = ARTIFACTS / "phone"
ALL_GAMES = games()


def pages(lang: str) -> list[str]:
    """Every page of one language of the built site (the book and the search page)."""
    found = sorted(p.relative_to(SITE / lang).as_posix() for p in (SITE / lang / "book").rglob("*.html"))
    return found + ["search.html"]


def is_notebook(lang: str, path: str) -> bool:
    return 'class="cell_output' in (SITE / lang / path).read_text(encoding="utf-8")


# ------------------------------------------------------------------------------------ measuring
MEASURE = r"""() => {
  const vw = document.documentElement.clientWidth;
  const problems = {overflow: [], cut: [], touch: [], svgFont: [], svgClip: [], svgBox: [], svgName: []};
  const where = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
      '.' + String(el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className)
        .split(' ').slice(0, 3).join('.') +
      ' «' + (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40) + '»';
  const scroller = '.table-scroller, .pst-scrollable-table-container, pre, .highlight, dialog';
  if (document.documentElement.scrollWidth > vw + 1)
    problems.overflow.push('page ' + document.documentElement.scrollWidth + ' > ' + vw);
  const article = document.querySelector('article.bd-article') || document.body;
  // every box that clips or scrolls sideways, and every widget area, outside a table scroller
  for (const el of article.querySelectorAll('*')) {
    if (!el.checkVisibility() || el.closest(scroller)) continue;
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    // a text for screen readers only (1 × 1 px, clipped: a control's name, a group's name) shows nothing
    const readerOnly = r.width <= 1 && r.height <= 1 && s.overflowX === 'hidden';
    const boxy = s.overflowX !== 'visible' || el.matches('.jupyter-widgets, .cell_output, .output');
    if (boxy && !readerOnly && el.scrollWidth > el.clientWidth + 1)
      problems.overflow.push(where(el) + ' ' + el.scrollWidth + ' > ' + el.clientWidth);
    if (r.width && r.right > vw + 1 && !el.closest(scroller))
      problems.overflow.push(where(el) + ' right ' + Math.round(r.right) + ' > ' + vw);
  }
  // widget texts: nothing cut by text-overflow, no dropdown narrower than its choice
  const canvas = document.createElement('canvas').getContext('2d');
  for (const el of article.querySelectorAll('.jupyter-widgets, .jupyter-widgets *')) {
    if (!el.checkVisibility()) continue;
    const s = getComputedStyle(el);
    if (s.textOverflow !== 'clip' && el.scrollWidth > el.clientWidth + 1) problems.cut.push(where(el));
    if (el.tagName === 'SELECT' && !el.multiple && el.selectedIndex >= 0) {
      canvas.font = s.font;
      const needed = canvas.measureText(el.options[el.selectedIndex].text).width;
      const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 18;  // the arrow
      if (needed > room)
        problems.cut.push('dropdown ' + where(el) + ' needs ' + Math.round(needed) + ' px, has ' + Math.round(room));
    }
    if (el.tagName === 'SELECT' && el.multiple) {
      for (const o of el.options) { canvas.font = getComputedStyle(o).font;
        if (canvas.measureText(o.text).width > el.clientWidth - 8) { problems.cut.push('list ' + where(o)); break; } }
    }
  }
  // controls a finger can hit
  for (const el of article.querySelectorAll(
      '.jupyter-button, .widget-dropdown select, .widget-checkbox input, .noUi-handle, .widget-radio-box input')) {
    if (!el.checkVisibility()) continue;
    const r = el.getBoundingClientRect(), min = el.matches('input') ? 18 : el.matches('.noUi-handle') ? 22 : 36;
    if (r.height < min || r.width < min)
      problems.touch.push(where(el) + ' ' + Math.round(r.width) + '×' + Math.round(r.height));
  }
  // pictures
  const PICTURES = '.rulesim-svg svg, .cell_output svg:not(.svg-inline--fa):not(.icon)';
  for (const svg of article.querySelectorAll(PICTURES)) {
    if (!svg.checkVisibility()) continue;
    const title = svg.querySelector(':scope > title');
    const name = (svg.getAttribute('aria-label') || '') + '|' + (title ? title.textContent : '');
    if (!svg.getAttribute('aria-label') || !title || /\.(svg|png)|_images\//.test(name))
      problems.svgName.push(where(svg));
    const vb = svg.viewBox.baseVal;
    for (const shape of svg.querySelectorAll('rect, circle, text, path, line, polyline')) {
      if (shape.getAttribute('width') === '100%') continue;
      const b = shape.getBBox();
      if (b.x < vb.x - 1 || b.y < vb.y - 1
          || b.x + b.width > vb.x + vb.width + 1 || b.y + b.height > vb.y + vb.height + 1)
        problems.svgClip.push(where(shape) + ' in ' + where(svg));
    }
    for (const text of svg.querySelectorAll('text')) {
      const px = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
      if (px < 11.95) problems.svgFont.push(px.toFixed(1) + ' px ' + where(text));
    }
    for (const g of svg.querySelectorAll('g.box')) {
      const outer = g.firstElementChild.getBBox();
      for (const t of g.querySelectorAll('text')) {
        if (!t.textContent.trim()) continue;
        const b = t.getBBox();
        if (b.x < outer.x - 0.5 || b.x + b.width > outer.x + outer.width + 0.5
            || b.y < outer.y - 0.5 || b.y + b.height > outer.y + outer.height + 0.5)
          problems.svgBox.push(where(t) + ' sticks out of its box');
      }
    }
  }
  for (const img of article.querySelectorAll('img')) {
    const alt = img.getAttribute('alt') || '';
    if (!alt || /\.(svg|png|jpe?g)|_images\//.test(alt)) problems.svgName.push('img alt ' + JSON.stringify(alt));
  }
  // what a reader sees: the article's text (closed code cells and situation files are not shown),
  // the pictures' texts and every tooltip of the page
  const tips = [];
  for (const el of document.querySelectorAll(
      '[title], [aria-label], [data-bs-original-title], svg title, [alt], [placeholder]')) {
    if (el.tagName === 'title') { tips.push(el.textContent); continue; }
    for (const a of ['title', 'aria-label', 'data-bs-original-title', 'alt', 'placeholder'])
      if (el.hasAttribute(a)) tips.push(el.getAttribute(a));
  }
  const svgTexts = Array.from(article.querySelectorAll('svg text')).map(t => t.textContent);
  // code blocks and the situation file's field reference document the file's own syntax (its keys
  // and values, for the people who write such files): not prose
  const blocks = Array.from(article.querySelectorAll('pre, dl.reference-fields'));
  blocks.forEach(b => b.style.display = 'none');
  const text = article.innerText;
  blocks.forEach(b => b.style.display = '');
  const titles = Array.from(article.querySelectorAll(PICTURES)).map(s => s.getAttribute('aria-label'));
  return {problems, tips, text: text + '\n' + svgTexts.join('\n'), titles, width: document.documentElement.clientWidth};
}"""


def site_pages(lang: str) -> list[str]:
    """Every HTML page of one language as a reader can reach it: :func:`pages`, the language's root
    (a redirect to its book) and the index of terms."""
    return sorted(p.relative_to(SITE / lang).as_posix() for p in (SITE / lang).rglob("*.html")
                  if not p.relative_to(SITE / lang).as_posix().startswith(("_static/", "_sources/")))


def loading_problems(page, origin: str, site: str, outside) -> Callable[[], list[str]]:
    """Watch ``page`` as it loads pages of the site at ``site`` (the origin's root or a sub-path of
    it, one page after the other): the returned function gives what went wrong since it was last called
    — a console error, a failed request (not the runtime fetched ahead, cut short by leaving the page:
    :meth:`Watch.cut_short`), an HTTP error, a request to another origin or outside ``site``, and anything the
    browser (its web workers included) asked of another origin (``outside``, the proxy)."""
    watch = Watch(page, origin, leaving=True)
    left: list[str] = []
    page.on("request", lambda r: left.append(f"outside {site}/: {r.url}")
            if r.url.startswith("http") and not r.url.startswith(site + "/") else None)
    seen = {"watch": 0, "left": 0, "outside": len(outside.asked)}

    def since() -> list[str]:
        found = (watch.since(seen["watch"]) + left[seen["left"]:]
                 + [f"asked of another origin: {line}" for line in outside.by_the_site(seen["outside"])])
        seen.update(watch=len(watch.events), left=len(left), outside=len(outside.asked))
        return found
    return since


class Quiet:
    """The requests of ``page`` still under way: :meth:`settle` returns once none has been for ``quiet`` seconds —
    Playwright's ``networkidle`` with a shorter quiet (its 500 ms, paid on every page of four sweeps of the
    whole site, was a fifth of their time)."""

    def __init__(self, page, quiet: float = 0.2) -> None:
        self.page, self.quiet = page, quiet
        self.under_way: set = set()
        self.changed = time.monotonic()
        page.on("request", self._started)
        page.on("requestfinished", self._ended)
        page.on("requestfailed", self._ended)

    def _started(self, request) -> None:
        self.under_way.add(request)
        self.changed = time.monotonic()

    def _ended(self, request) -> None:
        self.under_way.discard(request)
        self.changed = time.monotonic()

    def settle(self, timeout: float = 30.0) -> None:
        start = time.monotonic()
        while self.under_way or time.monotonic() - self.changed < self.quiet:
            if time.monotonic() - start > timeout:
                raise AssertionError(f"still loading after {timeout:.0f} s: {[r.url for r in self.under_way]}")
            self.page.wait_for_timeout(25)  # (Playwright delivers the page's events meanwhile)


def not_loaded_cleanly(swept: dict, browser, site: str, outside, lang: str, **options) -> list[str]:
    """What went wrong loading every page of ``lang`` from ``site``: the pages of a sweep of
    :func:`_measure_all` (``swept``, made from ``site``) as it recorded them, and the pages a reader reaches
    that it does not visit (the language's root, a redirect, and the index of terms), visited here in a
    context made with ``options``."""
    assert len(swept) >= 90
    problems = [f"{path}: {p}" for path, m in swept.items() for p in m["loading"]]
    context = browser.new_context(**options)
    page = context.new_page()
    since = loading_problems(page, site.removesuffix(BASE.rstrip("/")), site, outside)
    for path in sorted(set(site_pages(lang)) - set(pages(lang))):
        page.goto(f"{site}/{lang}/{path}", wait_until="networkidle")
        problems += [f"{path}: {p}" for p in since()]
    context.close()
    return problems


_SWEPT: dict[tuple[str, str], dict] = {}


def measure_all(server: str, subpath: str, browser, outside, lang: str, size: str) -> dict:
    """:func:`_measure_all` of ``lang`` at ``size``, made once in a session — together with the other language's
    at the same size, in a browser of its own in another thread: a sweep keeps one core busy (the page's
    renderer: layout, axe-core), so two at a time use both cores of a two-core machine."""
    if (lang, size) not in _SWEPT:
        other = LANGS[1 - LANGS.index(lang)]
        with ThreadPoolExecutor(max_workers=1) as pool:
            elsewhere = pool.submit(_measure_in_own_browser, server, subpath, outside, other, size)
            _SWEPT[lang, size] = _measure_all(server, subpath, browser, outside, lang, size)
            _SWEPT[other, size] = elsewhere.result()
    return _SWEPT[lang, size]


def _measure_in_own_browser(server: str, subpath: str, outside, lang: str, size: str) -> dict:
    """:func:`_measure_all` in a Chromium of this thread's own (Playwright's objects belong to the thread
    that made them)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        own = chromium.launch(p, [f"--proxy-server={outside.address}", *TEST_ARGS])
        try:
            return _measure_all(server, subpath, own, outside, lang, size)
        finally:
            own.close()


def _measure_all(server: str, subpath: str, browser, outside, lang: str, size: str) -> dict:
    """One visit per page of a language at a size, every check of a page made in it: the page's
    measures (:data:`MEASURE`), axe-core's violations, a screenshot of each notebook page, and what went
    wrong as it loaded (``"loading"``: :func:`loading_problems`, once nothing is loading any more).

    On a desktop the site is served from its origin's root; on a phone under a sub-path (:data:`BASE`,
    as a project page of a static host is; service workers blocked: the offline copy has its own
    tests) — so that both ways of serving the site are loaded page by page, each in one visit."""
    site = server if size == "desktop" else subpath
    origin = site.removesuffix(BASE.rstrip("/"))
    options = {} if size == "desktop" else {"service_workers": "block"}
    context = browser.new_context(viewport=SIZES[size], **options)
    page = context.new_page()
    since = loading_problems(page, origin, site, outside)
    quiet = Quiet(page)
    results = {}
    kinds = {path: kind for kind, path in page_kinds(lang).items()}
    for path in pages(lang):
        page.goto(f"{site}/{lang}/{path}", wait_until="load")
        widgets = is_notebook(lang, path) and "jupyter-widget" in (SITE / lang / path).read_text(encoding="utf-8")
        if widgets:
            page.wait_for_selector(".jupyter-widgets", timeout=15000)
        page.wait_for_timeout(150)
        results[path] = page.evaluate(MEASURE)
        if widgets:  # what its widgets show (tests/website/test_browser.py)
            results[path]["widgets"] = page.evaluate(WIDGETS)
        # axe-core on every page on a phone, on one page of each kind on a desktop (the same content, laid
        # out wider: the sidebar shown); read by tests/website/test_accessibility.py — one visit per page for both
        if size == "phone" or path in kinds:
            results[path]["axe"] = axe_violations(page)
        if is_notebook(lang, path):
            SHOTS.mkdir(parents=True, exist_ok=True)
            name = f"{lang}-{size}-{path.removeprefix('book/').removesuffix('.html').replace('/', '-')}.png"
            page.screenshot(path=str(SHOTS / name), full_page=True)
        # the menu buttons on one page of each kind, once the page is measured (tests/website/test_phone.py)
        if path in kinds:
            results[path]["menus"] = menu_problems(page, size, kinds[path])
        # nothing still loading is cut off (and reported as failed) by the next page
        quiet.settle()
        results[path]["loading"] = since()
    context.close()
    return results


#: a page's widgets: its controls and what they show (an explanation, a picture, a table)
WIDGETS = """() => ({
  controls: document.querySelectorAll(
    '.widget-slider, .widget-dropdown, .widget-select-multiple, .widget-button').length,
  shown: document.querySelectorAll('.rulesim-explanation, .rulesim-svg, table.table').length})"""


# ------------------------------------------------------------------------------------ the menus
OPEN = "(id) => document.getElementById(id).open"
SHUT = "(id) => !document.getElementById(id).open"
#: as Playwright's ``is_visible``: a box of some size, not hidden
SHOWN = """(id) => { const el = document.getElementById(id); const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'; }"""
HIDDEN = f"(id) => !({SHOWN})(id)"


def becomes(page, test: str, arg: str, timeout: int = 2000) -> bool:
    """Whether ``test`` (a script taking ``arg``) comes true within ``timeout`` ms (a menu's dialog
    opening, a sidebar folding away): at once when it does, instead of a fixed wait."""
    from playwright.sync_api import TimeoutError as Timeout
    try:
        page.wait_for_function(test, arg=arg, timeout=timeout)
    except Timeout:
        return False
    return True


def menu_problems(page, size: str, kind: str) -> list[str]:
    """What is wrong with the menu buttons of the page open in ``page`` (one of ``kind``), tapped as a reader does:
    on a phone, ☰ and the page-contents button each open their dialog, with links in it, which closes again (a tap
    beside the drawer; Escape); on a desktop, ☰ folds the sidebar away and brings it back."""
    try:
        return _tap_the_menus(page, size, kind)
    finally:
        # the pointer back where a page of the sweep finds it (a control left under it is drawn hovered: another
        # colour, which axe-core then measures on the next page)
        page.mouse.move(0, 0)


def _tap_the_menus(page, size: str, kind: str) -> list[str]:
    problems = []
    if size == "desktop":
        if not page.locator("#pst-primary-sidebar").is_visible():
            return [f"{kind}: no sidebar at {SIZES[size]['width']} px"]
        page.locator(".primary-toggle:visible").first.click()
        if not becomes(page, HIDDEN, "pst-primary-sidebar") or page.evaluate(OPEN, "pst-primary-sidebar-modal"):
            return [f"{kind}: ☰ does not collapse the sidebar"]
        page.locator(".primary-toggle:visible").first.click()
        if not becomes(page, SHOWN, "pst-primary-sidebar"):
            problems.append(f"{kind}: ☰ does not bring the sidebar back")
        return problems
    for button, dialog in ((".primary-toggle", "pst-primary-sidebar-modal"),
                           (".secondary-toggle", "pst-secondary-sidebar-modal")):
        visible = page.locator(f"{button}:visible")
        if button == ".secondary-toggle" and visible.count() == 0:
            continue  # a page without sections has no page contents
        if visible.count() != 1:
            problems.append(f"{kind}: {visible.count()} visible {button}")
            continue
        visible.click()
        if not becomes(page, OPEN, dialog):
            problems.append(f"{kind}: {button} does not open #{dialog}")
            continue
        if page.locator(f"#{dialog} a:visible").count() == 0:
            problems.append(f"{kind}: #{dialog} opens empty")
        if button == ".primary-toggle":
            page.mouse.click(SIZES[size]["width"] - 8, SIZES[size]["height"] // 2)  # beside the drawer
        else:
            page.keyboard.press("Escape")
        if not becomes(page, SHUT, dialog):
            problems.append(f"{kind}: #{dialog} does not close")
            page.keyboard.press("Escape")
    return problems


# ------------------------------------------------------------------------------------ navigation
def page_kinds(lang: str) -> dict[str, str]:
    """One page of each kind: the landing page, each game's index, first rules section, quick
    reference, open questions and first notebook page, the glossary, the search page."""
    kinds = {"landing": "book/index.html", "glossary": "book/glossary.html", "about": "book/about.html",
             "search": "search.html"}
    for game in ALL_GAMES.values():
        folder = SITE / lang / "book" / game.id
        names = sorted(p.name for p in folder.glob("*.html"))
        kinds[f"{game.id} index"] = f"book/{game.id}/index.html"
        kinds[f"{game.id} quick reference"] = f"book/{game.id}/quick-reference.html"
        kinds[f"{game.id} open questions"] = f"book/{game.id}/open-questions.html"
        notebooks = [n for n in names if is_notebook(lang, f"book/{game.id}/{n}")]
        rules = [n for n in names if n not in notebooks and n not in ("index.html", "quick-reference.html",
                                                                      "open-questions.html")]
        if notebooks:
            kinds[f"{game.id} notebook"] = f"book/{game.id}/{notebooks[0]}"
        if rules:
            kinds[f"{game.id} rules"] = f"book/{game.id}/{rules[0]}"
    return {kind: path for kind, path in kinds.items() if (SITE / lang / path).exists()}


# --- the live runtime's own modules, run by Node -------------------------------------------------------------


def run_node(script: str) -> dict:
    """Run ``script`` (an ES module that imports the panel's modules as ``SOURCE/...`` and prints one JSON line)."""
    import json
    import shutil
    import subprocess

    from tools.live.panels import SOURCE
    node = shutil.which("node")
    if node is None:
        pytest.fail("Node is needed (the site's build needs it too): apt-get install nodejs")
    text = script.replace("SOURCE/", SOURCE.as_uri() + "/")
    result = subprocess.run([node, "--input-type=module", "-e", text], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])
