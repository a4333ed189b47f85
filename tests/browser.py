"""What the browser tests share: the built site served on 127.0.0.1 (a free port, tools/serve.py),
Debian's Chromium driven by Playwright, and a watch on what a page asks for."""

from __future__ import annotations

import socketserver
import sys
import threading
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import chromium  # noqa: E402
import serve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
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

    def by_the_site(self) -> list[str]:
        """What was asked of other origins, the browser's own background calls aside."""
        def host(line: str) -> str:
            target = line.split(" ")[1] if " " in line else line
            return target.split("://")[-1].split("/")[0].split(":")[0]
        return [line for line in self.asked if host(line) not in self.BROWSER_OWN]

    @property
    def address(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture(scope="session")
def outside():
    recorder = OutsideRecorder()
    yield recorder
    recorder.shutdown()


@pytest.fixture(scope="session")
def browser(outside):
    if not Path(chromium.CHROMIUM).exists():
        # one line and stop, rather than the same error once per browser test
        pytest.exit("Debian's chromium is needed for the browser tests: apt-get install chromium", returncode=1)
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        # (not Playwright's proxy option: it sends loopback through the proxy as well)
        b = chromium.launch(p, [f"--proxy-server={outside.address}"])
        yield b
        b.close()


class Watch:
    """Console errors, failed requests and requests to another origin of one page."""

    def __init__(self, page, origin: str) -> None:
        self.problems: list[str] = []
        page.on("console", lambda m: self.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        page.on("requestfailed", lambda r: None if self.left_behind(r)
                else self.problems.append(f"failed: {r.url} ({r.failure})"))
        page.on("response", lambda r: self.problems.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None)
        page.on("request", lambda r: None if r.url.startswith((origin, "data:", "blob:", "about:"))
                else self.problems.append(f"outside the origin: {r.url}"))


    @staticmethod
    def left_behind(request) -> bool:
        """The browser's own fetch of the tab's icon, cancelled because the test moved to the next
        page before it ended: nothing the site asked for failed (a missing icon is an HTTP 404)."""
        return request.failure == "net::ERR_ABORTED" and request.url.split("?")[0].endswith(
            ("/favicon.svg", "/favicon.ico"))


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
        `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary.replace(/\\s+/g, ' ').slice(0, 240)}`)))""",
                          [scope, AXE_TAGS])
    return found


# --- live panels: each game's declared checks (rulesim/<game>/report.py: live_checks()) ---------
# --- live panels: each game's declared checks (GameInfo.presentation.live_checks) ---------------

def live_checks() -> dict[str, tuple]:
    """Every game's live checks, by game id (``rulesim.live.LiveCheck``), as its ``GameInfo`` declares
    them (``presentation``, required: ``tests/test_games.py`` checks that each game has some)."""
    from rulesim.game import games
    return {game_id: tuple(info.presentation.live_checks()) for game_id, info in games().items()}


def perform(scope, check, lang: str) -> None:
    """Do ``check``'s change on the widgets inside ``scope`` (a page or a locator)."""
    if check.action == "click":
        # (a button, or one choice of a row of toggle buttons: a radio, see book/_static/accessible-widgets.js)
        name = check.label.render(lang)
        scope.get_by_role("button", name=name, exact=True).or_(scope.get_by_role("radio", name=name, exact=True)).click()
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
    import re
    text = re.sub(r"<[^>]+>", "", fragment)
    return " ".join(html.unescape(text).split())
