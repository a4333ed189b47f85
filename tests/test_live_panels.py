"""The live panels in a real browser (Chromium at a phone's 390 × 844): the widget panels of every
notebook page come alive in place, on JupyterLite's Pyodide kernel served by the site.

For every page with widget panels, in both languages: before, each panel is marked as a preview
(the bar says so in the page's language, the preview's controls do not take a tap); a tap on the
bar makes the panels live on the same page (same address, no new tab, no notebook interface), with
no error output, nothing wider than the phone's screen.  Each game declares in its own
``report.py`` (``live_checks()``) a reader's change on its panels; the panel must then show exactly
what rulesim computes here for the same change.  Nothing leaves the origin (the recording proxy
sees the workers' requests too).  After one visit, the site works with the network off: pages,
search and one live panel per game.  A runtime that cannot start says why and keeps the preview.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache

import pytest

from browser import ARTIFACTS, SITE, Watch, live_checks, perform, text_of
from rulesim.game import games

sys.path.insert(0, str(SITE.parent.parent / "tools" / "sphinxext"))
from live_panels import TEXTS  # noqa: E402

PHONE = {"width": 390, "height": 844}
LIVE_TIMEOUT = 120_000  # ms: a few seconds here; CI and a busy machine can be much slower
CHECKS = live_checks()
VIEW = "application/vnd.jupyter.widget-view+json"


@lru_cache(maxsize=None)
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


@pytest.fixture(scope="module")
def phone(browser):
    contexts = {}

    def get(lang):
        if lang not in contexts:
            contexts[lang] = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        return contexts[lang]
    yield get
    for context in contexts.values():
        context.close()


def make_live(page, lang):
    page.locator(".live-bar").first.click()
    page.wait_for_selector("html[data-live=live], html[data-live=failed]", timeout=LIVE_TIMEOUT)
    state = page.evaluate("document.documentElement.dataset.live")
    assert state == "live", page.locator(".live-bar").first.inner_text()


def test_every_game_with_panels_declares_a_live_check():
    for game_id in games():
        pages = [p for lang in ("es", "en") for p in panel_pages(lang) if p.startswith(f"book/{game_id}/")]
        if pages:
            assert CHECKS[game_id], f"{game_id}: declare live_checks() in its report.py (rulesim.live.LiveCheck)"
        for check in CHECKS[game_id]:
            assert check.page.startswith(f"book/{game_id}/") and check.page in panel_pages("es"), check.page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_panel_pages_are_the_same_in_both_languages(lang):
    assert panel_pages(lang) == panel_pages("es") and len(panel_pages(lang)) >= 6


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("index", range(12))
def test_panels_come_alive_in_place(server, phone, outside, lang, index):
    pages = panel_pages(lang)
    if index >= len(pages):
        pytest.skip("fewer pages with panels")
    path = pages[index]
    outside.asked.clear()
    context = phone(lang)
    page = context.new_page()
    watch = Watch(page, server)
    url = f"{server}/{lang}/{path}.html"
    page.goto(url)
    page.wait_for_load_state("load")
    texts = TEXTS[lang]
    # before: every panel a preview, said so in the page's language, its controls out of reach
    assert page.evaluate("document.documentElement.dataset.live") == "preview"
    outputs = page.locator(".cell_output.live-preview")
    bars = page.locator(".live-bar")
    assert outputs.count() == bars.count() >= 1
    assert all(t.strip().endswith(texts["preview"]) for t in bars.all_inner_texts())
    page.wait_for_selector(".cell_output.live-preview .jupyter-widgets", timeout=30_000)  # the static widgets
    preview = page.locator(".cell_output.live-preview .jupyter-widgets").first
    preview.scroll_into_view_if_needed()
    box = preview.bounding_box()
    on_top = page.evaluate("([x, y]) => (document.elementFromPoint(x, y) || {}).className || ''",
                           [box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 10)])
    assert "live-shield" in on_top, on_top
    # a tap: live in place
    make_live(page, lang)
    assert page.url == url and context.pages == [page]
    assert page.locator(".jp-MenuBar, .jp-Toolbar, .jp-InputArea, .jp-KernelStatus").count() == 0
    assert page.locator(".cell_output.live-preview").count() == 0
    for i in range(outputs.count()):
        panel = page.locator(".live-cell > .cell_output").nth(i)
        assert panel.locator(".live-output .jupyter-widgets").count() >= 1
    errors = page.locator(".live-output [data-mime-type='application/vnd.jupyter.stderr'], .live-output .jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    assert errors.count() == 0, errors.all_inner_texts()
    # a reader's change, as the game declares it: exactly what rulesim computes here
    for check in checks_for(path):
        panel = page.locator(".live-cell > .cell_output").nth(check.panel).locator(".live-output")
        output = panel.locator(".widget-html-content").nth(check.output)
        before = " ".join(output.text_content().split())
        perform(panel, check, lang)
        page.wait_for_function("([el, before]) => el.textContent.split(/\\s+/).join(' ').trim() !== before",
                               arg=[output.element_handle(), before], timeout=30_000)
        assert " ".join(output.text_content().split()) == text_of(check.expected(lang))
    # on a phone: nothing wider than the screen, the controls within it
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{path}: the page is {width}px wide"
    rights = page.locator(".live-output .widget-dropdown select, .live-output button, .live-output input, "
                          ".live-output textarea").evaluate_all("els => els.map(e => e.getBoundingClientRect().right)")
    assert max(rights, default=0) <= PHONE["width"], f"{path}: a control reaches {max(rights)}px"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"panel-{lang}-{path.replace('/', '-')}.png"), full_page=True)
    page.close()
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), f"requests to other origins (page or workers): {outside.by_the_site()}"
