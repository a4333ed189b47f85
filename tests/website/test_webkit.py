"""The site in WebKit, Safari's engine (every browser on an iPhone): Debian's WebKitGTK MiniBrowser driven
through WebDriver (``tools/dev/webkit.py``: Selenium, ``WebKitWebDriver``, an Xvfb display), at a phone's
390 × 844, both languages.

- a rules page fits the screen; ☰ opens the site's contents and a tap beside it closes them; the
  language switch lands on the same page, the landing pages' on each other;
- a widget panel: a tap on its bar makes it live in place, and the reader's change the game declares
  (``live_checks()``) gives exactly what rulesim computes here; the tap → live time is printed
  (``make bench`` reports it beside Chromium's);
- a "Check a situation" panel made live gives, once a question is chosen, exactly the ruling rulesim
  gives for the situation its controls hold;
- the offline copy: after one visit (a page, one panel made live), with the site's server stopped,
  the pages and the panel still work.

WebKitWebDriver has no console log: the test server puts a small recorder first in every page
(``console.error``, errors — a resource that fails included —, rejections nobody handled, the
workers' errors) and the tests read it; the server itself notes every answer of 400 or more; the
browser's proxy (``tests/browser.py``: ``OutsideRecorder``) sees every request that leaves the site,
the workers' included.  WebKit has no JSPI (``WebAssembly.Suspending``): Pyodide takes its other
path here, as on an iPhone.
"""

from __future__ import annotations

import functools
import http
import io
import os
import threading
import time

import pytest
from browser import ARTIFACTS, GAMES, SITE, held_by_the_widgets, live_checks, serve, text_of

from rulesim.check import rule, to_html
from rulesim.picture_text import describe_pictures
from tools.dev import webkit as webkit_tools
from tools.dev.webkit import until

PHONE = (390, 844)
LANGS = ("es", "en")
LIVE_TIMEOUT = 300  # s: seconds on an idle machine (WebKit is slower than Chromium); minutes when shared
CHECKS = [checks[0] for checks in live_checks().values() if checks]
RULING = ".live-output .rulesim-ruling-out .widget-html-content"

RECORDER = """<script>
(function () {
  var p = window.__problems = [];
  var error = console.error;
  console.error = function () {
    p.push("console: " + Array.prototype.map.call(arguments, String).join(" "));
    return error.apply(console, arguments);
  };
  addEventListener("error", function (e) {
    var t = e.target;
    p.push("error: " + (e.message || (t && t !== window ? (t.src || t.href || t.tagName) : "?")));
  }, true);
  addEventListener("unhandledrejection", function (e) {
    p.push("rejection: " + String((e.reason && e.reason.message) || e.reason));
  });
  var W = window.Worker;
  if (W) {
    window.Worker = function (url, options) {
      var w = new W(url, options);
      w.addEventListener("error", function (e) { p.push("worker: " + (e.message || "error")); });
      return w;
    };
    window.Worker.prototype = W.prototype;
  }
})();
</script>"""


class RecordingHandler(serve.SiteHandler):
    """The site, each page with the recorder first in its <head>; answers of 400 or more noted."""

    failed: list[str] = []

    def send_error(self, code, message=None, explain=None):
        type(self).failed.append(f"HTTP {code}: {self.path}")
        return super().send_error(code, message, explain)

    def _send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            path = os.path.join(path, "index.html")
        if not path.endswith(".html") or not os.path.isfile(path):
            return super()._send_head()
        with open(path, "rb") as handle:
            page = handle.read().replace(b"<head>", b"<head>" + RECORDER.encode(), 1)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.send_header("Cache-Control", "no-cache")
        self.end_headers()
        return io.BytesIO(page)


class Site:
    """The built site served with the recorder, on a port of its own; :meth:`stop` turns it off."""

    def __init__(self) -> None:
        handler = type("Handler", (RecordingHandler,), {"failed": []})
        self.handler = handler
        self.httpd = serve.SiteServer(("127.0.0.1", 0), functools.partial(handler, directory=str(SITE)))
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def stop(self) -> None:
        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None


@pytest.fixture(scope="module")
def webkit(outside):
    problem = webkit_tools.missing()
    if problem:
        pytest.exit(problem, returncode=1)
    browser = webkit_tools.WebKit(proxy=outside.address.split("//", 1)[1])
    yield browser
    browser.close()


@pytest.fixture(scope="module")
def site():
    served = Site()
    yield served
    served.stop()


@pytest.fixture(scope="module")
def browser_session(webkit):
    """One MiniBrowser for the module (a new session costs seconds, and WebKitWebDriver's are flaky:
    see tools/dev/webkit.py); each test starts on a page of its own, the offline test on a new origin."""
    driver = webkit.session(*PHONE)
    yield driver
    driver.quit()


@pytest.fixture
def phone(browser_session, outside):
    outside.asked.clear()
    yield browser_session


# --- helpers ----------------------------------------------------------------------------------

def problems(driver) -> list[str]:
    return driver.execute_script("return window.__problems || ['no recorder on this page']")


def assert_clean(driver, site: Site, outside) -> None:
    found = problems(driver) + site.handler.failed
    assert not found, "\n".join(found)
    assert not outside.by_the_site(), f"requests that left the site: {outside.by_the_site()}"


def shot(driver, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"webkit-{name}.png"))


def tap(driver, element) -> None:
    """A tap on ``element``, at its middle (never the screen's right edge: GTK's scrollbar is there), once
    nothing lies over it any more (a drawer closing, as a person waits for it)."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    until(driver, """(() => { const r = arguments[0].getBoundingClientRect();
                              const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
                              return !!top && (top === arguments[0] || arguments[0].contains(top)); })()""",
          10, element)
    element.click()


def make_live(driver) -> float:
    """A tap on the first panel's bar; waits for the panels to be live; the seconds from the tap to the
    first live widget (the page's own marks)."""
    from selenium.webdriver.common.by import By
    until(driver, "document.documentElement.dataset.live === 'preview'")
    until(driver, "document.querySelector('.cell_output.live-preview .jupyter-widgets')")
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".live-bar"))
    state = until(driver, "['live', 'failed'].includes(document.documentElement.dataset.live) && "
                          "document.documentElement.dataset.live", LIVE_TIMEOUT)
    bar = driver.find_element(By.CSS_SELECTOR, ".live-bar").get_attribute("textContent")
    assert state == "live", bar
    return driver.execute_script("""
        const m = Object.fromEntries(performance.getEntriesByType('mark').map(e => [e.name, e.startTime]));
        return (m['live:widget'] - m['live:tap']) / 1000;""")


def text(element) -> str:
    return " ".join((element.get_attribute("textContent") or "").split())


def perform(driver, panel, check, lang: str) -> None:
    """``check``'s change (rulesim.live.LiveCheck) on the widgets of ``panel``, by a tap or a choice."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    if check.action in ("click", "check"):
        label = check.label.render(lang)
        if check.action == "click":
            found = [b for b in panel.find_elements(By.CSS_SELECTOR, "button") if text(b) == label]
        else:
            found = [box.find_element(By.CSS_SELECTOR, "input[type=checkbox]")
                     for box in panel.find_elements(By.CSS_SELECTOR, ".widget-checkbox") if text(box) == label]
        assert found, f"no control {label!r}"
        tap(driver, found[0])
    else:
        dropdown = panel.find_elements(By.CSS_SELECTOR, ".widget-dropdown select")[check.control]
        Select(dropdown).select_by_index(check.option)


def answer(driver, check, lang: str) -> None:
    """Do ``check``'s change on the live panel and wait for exactly what rulesim computes."""
    from selenium.webdriver.common.by import By
    panel = driver.find_elements(By.CSS_SELECTOR, ".live-cell > .cell_output")[check.panel].find_element(
        By.CSS_SELECTOR, ".live-output")
    output = panel.find_elements(By.CSS_SELECTOR, ".widget-html-content")[check.output]
    before = text(output)
    perform(driver, panel, check, lang)
    until(driver, "arguments[0].textContent.split(/\\s+/).join(' ').trim() !== arguments[1]", 60, output, before)
    assert text(output) == text_of(check.expected(lang))


# --- the tests ----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_page_and_the_menu_on_a_phone(site, phone, outside, lang):
    from selenium.webdriver.common.by import By
    other, label = ("en", "English") if lang == "es" else ("es", "Español")
    phone.get(f"{site.url}/{lang}/book/borneo/shipping.html")
    assert phone.execute_script("return window.innerWidth") == PHONE[0]
    assert phone.execute_script("return typeof WebAssembly.Suspending") == "undefined"  # Safari's: no JSPI
    assert text(phone.find_element(By.CSS_SELECTOR, "h1"))
    width = phone.execute_script("return document.documentElement.scrollWidth")
    assert width <= PHONE[0], f"the page is {width}px wide"
    toggles = [b for b in phone.find_elements(By.CSS_SELECTOR, ".primary-toggle") if b.is_displayed()]
    assert len(toggles) == 1
    tap(phone, toggles[0])
    until(phone, "document.getElementById('pst-primary-sidebar-modal').open", 10)
    links = [a for a in phone.find_elements(By.CSS_SELECTOR, "#pst-primary-sidebar-modal a") if a.is_displayed()]
    assert links, "the site's contents open empty"
    shot(phone, f"menu-{lang}")
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    beside = ActionBuilder(phone)  # a tap beside the drawer (not at the very edge: GTK's scrollbar is there)
    beside.pointer_action.move_to_location(PHONE[0] - 40, PHONE[1] // 2).click()
    beside.perform()
    until(phone, "!document.getElementById('pst-primary-sidebar-modal').open", 10)
    # the language switch: the same page in the other language; the landing pages lead to each other
    tap(phone, phone.find_element(By.CSS_SELECTOR, "a.lang-switch"))
    until(phone, "location.pathname.endsWith(arguments[0])", 30, f"/{other}/book/borneo/shipping.html")
    assert phone.execute_script("return document.documentElement.lang") == other
    assert_clean(phone, site, outside)
    phone.get(f"{site.url}/{lang}/index.html")  # where the installed web app starts
    until(phone, "location.pathname.endsWith(arguments[0])", 30, f"/{lang}/book/index.html")
    tap(phone, phone.find_element(By.CSS_SELECTOR, "a.lang-switch"))
    until(phone, "location.pathname.endsWith(arguments[0])", 30, f"/{other}/book/index.html")
    assert_clean(phone, site, outside)


@pytest.mark.parametrize("lang", LANGS)
def test_a_widget_panel_comes_alive_and_answers(site, phone, outside, lang):
    check = CHECKS[LANGS.index(lang) % len(CHECKS)]
    serve.SiteHandler.sent.clear()
    phone.get(f"{site.url}/{lang}/{check.page}.html")
    seconds = make_live(phone)
    print(f"WebKit, {check.page} ({lang}): tap → first live widget {seconds:.1f} s")
    # started from its game's snapshot (restored over the memory WebKit instantiated), not the usual way: fetched, or
    # as a start of that game kept it decoded (tools/live/panel/kept.js)
    fetched = [path for path, _size in serve.SiteHandler.sent]
    steps = phone.execute_script("return performance.getEntriesByType('mark').map((m) => m.name)")
    assert "live:worker-snapshot" in steps and not [p for p in fetched if p.endswith(".whl")], (steps, fetched)
    answer(phone, check, lang)
    assert phone.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
    shot(phone, f"panel-{lang}")
    assert_clean(phone, site, outside)


@pytest.mark.parametrize("lang", LANGS)
def test_a_check_panel_gives_a_ruling_once_a_question_is_chosen(site, phone, outside, lang):
    from selenium.webdriver.common.by import By
    info = GAMES[(0, 2)[LANGS.index(lang)] % len(GAMES)]
    question = info.questions[1]
    phone.get(f"{site.url}/{lang}/book/{info.id}/check.html")
    make_live(phone)
    until(phone, "document.querySelector(arguments[0])", 60, RULING)
    choice = [b for b in phone.find_elements(By.CSS_SELECTOR, ".live-output .rulesim-checker button")
              if text(b) == question.title.render(lang)]
    assert choice, question.id
    tap(phone, choice[0])
    s = held_by_the_widgets(info.id, question.id, lang)
    expected = text_of(describe_pictures(to_html(rule(s), lang), s, lang))
    until(phone, "(document.querySelector(arguments[0]).textContent || '').split(/\\s+/).join(' ').trim()"
                 " === arguments[1]",
          60, RULING, expected)
    assert choice[0].get_attribute("aria-checked") == "true"
    shot(phone, f"check-{lang}-{info.id}")
    assert_clean(phone, site, outside)


@pytest.mark.parametrize("lang", LANGS)
def test_the_offline_copy_after_one_visit(phone, outside, lang):
    """A new origin (a first visit): a page, then one panel made live; the server stopped; the pages
    and the panel come from the offline copy."""
    own = Site()
    driver = phone
    check = CHECKS[(LANGS.index(lang) + 2) % len(CHECKS)]
    try:
        driver.get(f"{own.url}/{lang}/book/index.html")
        driver.execute_script("window.scrollBy(0, 300)")  # the reader uses the page: its offline copy installs
        until(driver, "navigator.serviceWorker && navigator.serviceWorker.controller !== null", LIVE_TIMEOUT)
        driver.get(f"{own.url}/{lang}/{check.page}.html")
        make_live(driver)
        own.stop()  # the network is off for this site
        for path in ("index.html", "book/glossary.html", "book/caribic/ties.html"):
            driver.get(f"{own.url}/{lang}/{path}")  # (index.html goes on to the landing page)
            until(driver, "document.querySelector('h1') && document.querySelector('h1').textContent.trim()", 30)
        driver.get(f"{own.url}/{lang}/{check.page}.html")
        make_live(driver)
        answer(driver, check, lang)
        shot(driver, f"offline-{lang}")
        found = problems(driver) + own.handler.failed
        assert not found, "\n".join(found)
        assert not outside.by_the_site(), outside.by_the_site()
    finally:
        own.stop()


KEPT_JS = """const done = arguments[arguments.length - 1];
caches.open('rules-in-play-kept').then((c) => c.keys())
  .then((keys) => done(keys.map((r) => new URL(r.url).pathname).sort()), (e) => done(String(e)));"""


def test_a_later_start_takes_what_the_first_kept(phone, outside):
    """What a start decoded is kept on the device in WebKit too, an iPhone's engine (tools/live/panel/kept.js: the
    Cache API in a worker, a stored response compiled as WebAssembly as it is read): a first start on a new origin
    reads the snapshot from the network and keeps the interpreter and the snapshot; the next start on that page does
    not read the snapshot from the network (the worker's step of its response is missing), restores Python from what
    was kept and answers a check."""
    own = Site()
    check = CHECKS[0]
    steps = "return performance.getEntriesByType('mark').map((m) => m.name)"
    try:
        phone.get(f"{own.url}/es/{check.page}.html")
        make_live(phone)
        assert "live:worker-snapshot-response" in phone.execute_script(steps)
        kept = None
        for _ in range(50):
            kept = phone.execute_async_script(KEPT_JS)
            if kept == ["/lite/panel/kept/snapshot", "/lite/panel/kept/wasm"]:
                break
            time.sleep(0.2)
        assert kept == ["/lite/panel/kept/snapshot", "/lite/panel/kept/wasm"], kept
        # the reader stays a moment: WebKitGTK (2.50 here) loses what a worker put in the Cache API when the page is
        # left within a second or so of it, though each put had resolved and the page saw the entries (the next
        # start then decodes again and keeps them)
        time.sleep(3)
        phone.get(f"{own.url}/es/{check.page}.html")
        make_live(phone)
        marks = phone.execute_script(steps)
        assert "live:worker-snapshot" in marks and "live:worker-snapshot-response" not in marks, marks
        assert "live:worker-wasm-compiled" in marks
        answer(phone, check, "es")
        found = problems(phone) + own.handler.failed
        assert not found, "\n".join(found)
        assert not outside.by_the_site(), outside.by_the_site()
    finally:
        own.stop()
