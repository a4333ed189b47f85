"""The built site in a real browser: headless Chromium (Debian's) driven by Playwright.

The site is served from ``_build/site`` on 127.0.0.1 at a free port.  Every page
of both languages must load with no console error, no failed request and no
request to another origin (checked in the desktop sweep of ``measured``, tests/browser.py);
the language switch must land on the same page;
the widgets of the interactive pages must show; the search must find a game
term.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import pytest
from browser import Watch, not_loaded_cleanly

INTERACTIVE = ["book/borneo/port-simulator.html", "book/borneo/fight-calculator.html",
               "book/borneo/mission-checker.html", "book/caribic/bribe-explorer.html",
               "book/caribic/treasure-actions.html", "book/bora-bora/dice-trainer.html",
               "book/bora-bora/action-tiles.html", "book/borneo/check.html", "book/caribic/check.html",
               "book/bora-bora/check.html"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_loads_cleanly_from_its_own_origin(measured, server, browser, outside, lang):
    """Every page of the book and the search page, in the desktop sweep of ``measured`` (the same visit
    as the desktop measures); the language's root and the index of terms here."""
    problems = not_loaded_cleanly(measured(lang, "desktop"), browser, server, outside, lang)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang,other,label", [("es", "en", "English"), ("en", "es", "Español")])
def test_the_language_switch_lands_on_the_same_page(server, browser, lang, other, label):
    page = browser.new_page()
    page.goto(f"{server}/{lang}/book/borneo/shipping.html")
    page.get_by_role("link", name=label).first.click()
    page.wait_for_load_state("load")
    assert page.url == f"{server}/{other}/book/borneo/shipping.html"
    assert page.locator("html").get_attribute("lang") == other
    page.close()


def test_the_root_sends_readers_to_their_language(server, browser):
    for locale, lang in (("en-GB", "en"), ("es-ES", "es"), ("fr-FR", "es")):
        context = browser.new_context(locale=locale)
        page = context.new_page()
        page.goto(f"{server}/index.html")
        page.wait_for_url(f"{server}/{lang}/**")
        assert f"/{lang}/" in page.url
        context.close()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("path", INTERACTIVE)
def test_interactive_pages_show_their_widgets(measured, lang, path):
    """The page's widgets drawn, with controls and something they show (counted in the desktop sweep's visit of
    the page, which also checks that it loads cleanly and takes its screenshot)."""
    widgets = measured(lang, "desktop")[path].get("widgets")
    assert widgets, f"{path}: no widget drawn"
    assert widgets["controls"] > 0 and widgets["shown"] > 0, widgets


@pytest.mark.parametrize("lang,term,title", [("es", "monopolio", "Turno: 3. Envío"),
                                             ("en", "monopoly", "Turn: 3. Shipping")])
def test_the_search_finds_a_game_term(server, browser, lang, term, title):
    page = browser.new_page()
    page.goto(f"{server}/{lang}/search.html?q={term}")
    page.wait_for_selector("#search-results ul.search li", timeout=15000)
    assert title in page.locator("#search-results").inner_text()
    page.close()


@pytest.mark.parametrize("again,reported", [(True, False), (False, True)])
def test_an_aborted_request_is_a_problem_unless_it_then_loads(server, browser, again, reported):
    """The watch of every page (``browser.Watch``): a request the browser cuts short and makes again, which
    then loads, is forgiven; one that never loads is reported, and so is an HTTP error."""
    page = browser.new_page()
    watch = Watch(page, server)
    url = f"{server}/es/_static/site-fixes.js"
    aborted = []

    def first_aborted(route):
        if not aborted:
            aborted.append(route.request.url)
            route.abort("aborted")
        else:
            route.continue_()
    page.route(url, first_aborted)
    page.goto(f"{server}/es/book/index.html")
    page.evaluate("""([url, again]) => fetch(url).catch(() => again ? fetch(url).then(r => r.text()) : null)
                     .then(() => fetch(url + '.missing').catch(() => null))""", [url, again])
    page.wait_for_timeout(200)
    page.close()
    assert aborted == [url]
    assert (f"failed: {url} (net::ERR_ABORTED)" in watch.problems) is reported
    assert f"HTTP 404: {url}.missing" in watch.problems
