"""A reader's tap on a live panel, as the benchmarks make it (``bench_phone``, ``bench_panels``, ``bench_webkit``).

Until 5 December 2026 the benchmarks tapped with Playwright's ``click()``, and waited for the panel with
``wait_for_selector()``.  Neither is what a reader does, and both cost the page what a reader's tap does not:

- ``click()`` first waits until the bar is *actionable*: drawn twice in place and hit by a test point, each check
  a script run in the page.  While the page read the runtime (then in turns) each check waited for a turn, so the
  click landed 0.5–1.5 s after the load event on a phone's CPU.  A finger lands when the reader sees the bar; its
  touch waits for the task under way at most.
- ``wait_for_selector()`` runs a query in the page at every frame until it matches: ~0.1 s of a phone's 4× slower
  CPU during a start, taken from the start it times.

So the tap here is a raw touch (or, without a touch screen, a mouse click) at the bar's place when the page has
loaded, read beforehand in a page of its own; and the wait is one script that resolves when ``<html>``'s
attribute changes (a ``MutationObserver``: nothing runs in between).  The page's marks (``live:tap``,
``live:widget``: ``live-panels.js``) time the start.

And the page is opened in a tab whose browser has settled (``new_tab``, since 5 December 2026 at night).  Chromium
makes each new tab a window of its own in headless mode, and loads for each its omnibox popup — a WebUI page in a
renderer of its own (``chrome://omnibox-popup.top-chrome``): ~0.7 s of CPU in the 1.3 s after the tab is made, which
on this two-core machine fell in the middle of the start being timed (a trace of a warm start: the worker started
150 ms after the tap instead of 65).  A phone's browser does no such thing when a page is opened.
"""

from __future__ import annotations

BAR = ".live-bar"
#: the page's marks of a start (``live-panels.js``: ``live:tap``, ``live:widget``, the worker's steps), ms from opening
MARKS_JS = """() => Object.fromEntries(performance.getEntriesByType('mark')
    .filter(m => m.name.startsWith('live:')).map(m => [m.name.slice(5), m.startTime]))"""

WAIT_JS = """([name, values, ms]) => new Promise((resolve, reject) => {
  const html = document.documentElement;
  let timer = null;
  const observer = new MutationObserver(() => check());
  function check() {
    const value = html.getAttribute(name);
    if (!values.includes(value)) { return false; }
    observer.disconnect();
    clearTimeout(timer);
    resolve(value);
    return true;
  }
  if (check()) { return; }
  observer.observe(html, { attributes: true, attributeFilter: [name] });
  timer = setTimeout(() => {
    observer.disconnect();
    reject(new Error(`<html ${name}> still ${html.getAttribute(name)} after ${ms} ms`));
  }, ms);
})"""


#: seconds a new tab waits before the page is opened in it (Chromium's omnibox popup loaded: see above)
SETTLE_S = 2.0


def new_tab(context):
    """A new page of ``context``, once the browser's own work for its window is done (``SETTLE_S``)."""
    page = context.new_page()
    page.wait_for_timeout(SETTLE_S * 1000)
    return page


def bar_point(context, url: str) -> tuple[float, float]:
    """Where a reader taps the first panel's bar of ``url`` as it has loaded (its middle, on the first screen), read
    in a page of ``context`` (a context of its own, with the same screen: a first visit's profile stays empty)."""
    page = context.new_page()
    try:
        page.goto(url, timeout=300_000)
        page.wait_for_load_state("load", timeout=300_000)
        box = page.locator(BAR).first.bounding_box()
        height = page.viewport_size["height"] if page.viewport_size else page.evaluate("innerHeight")
    finally:
        page.close()
    if box is None or box["y"] + 8 > height:
        raise RuntimeError(f"{url}: the panel's bar is not on the first screen ({box}); a reader would scroll first")
    return box["x"] + box["width"] / 2, min(box["y"] + box["height"] / 2, height - 4)


def tap(page, point: tuple[float, float], touch: bool = True) -> None:
    """A touch at ``point`` (``touch=False``: a mouse click, for a context without a touch screen): sent as input,
    without waiting for anything in the page first."""
    x, y = point
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def wait_state(page, values: tuple[str, ...], name: str = "data-live", timeout_ms: int = 600_000) -> str:
    """Wait until ``<html>``'s attribute ``name`` is one of ``values``; its value."""
    return page.evaluate(WAIT_JS, [name, list(values), timeout_ms])


def tapped(page, point: tuple[float, float], touch: bool = True, timeout_ms: int = 600_000) -> str:
    """Tap the panel at ``point`` and wait until it is live or has failed; the state it reached.  A tap that missed
    the bar (the page not starting within 20 s) is an error, not a wait."""
    tap(page, point, touch)
    try:
        wait_state(page, ("starting", "running", "live", "failed"), timeout_ms=20_000)
    except Exception as error:
        raise RuntimeError(f"the tap at {point} did not reach the panel's bar ({error})") from None
    return wait_state(page, ("live", "failed"), timeout_ms=timeout_ms)
