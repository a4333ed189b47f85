"""The site served under a sub-path (``/reglas/``), as a project page of a common static host is:
``tools/build/serve.py --base /reglas/`` (``make serve BASE=/reglas/``) serves it there and nothing at the
origin's root, so any URL that assumes the root fails here.

In Chromium: every page of both languages loads with no failed request, no console error and no
request outside the sub-path or the origin (in the phone sweep of ``measured``, tests/browser.py);
the root's language redirect, the language switch and
the search work; one live panel per game starts and answers (its runtime, its worker, Pyodide and
the wheels found under the sub-path).  ``make dist``'s archive unpacks to exactly the built site,
its SHA-256 manifest checked.
"""

from __future__ import annotations

import hashlib
import tarfile

import pytest
from browser import BASE, SITE, answer, live_checks, loading_problems, not_loaded_cleanly, panel_of

from tools.build import dist

LIVE_TIMEOUT = 300_000


def test_the_server_serves_nothing_outside_the_sub_path(subpath):
    import urllib.error
    import urllib.request
    root = subpath.removesuffix(BASE.rstrip("/"))
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(f"{root}/es/index.html")
    assert error.value.code == 404
    with urllib.request.urlopen(f"{subpath}/es/index.html") as response:
        assert response.status == 200


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_page_loads_cleanly_under_a_sub_path(measured, subpath, browser, outside, lang):
    """Every page of the book and the search page, in the phone sweep of ``measured`` (which serves the
    site under the sub-path: the same visit as the phone measures); the language's root and the index
    of terms here."""
    # (service workers blocked, as in the sweep: the offline copy has its own tests)
    problems = not_loaded_cleanly(measured(lang, "phone"), browser, subpath, outside, lang, service_workers="block")
    assert not problems, "\n".join(problems)


def test_the_root_language_redirect_and_the_switch_stay_under_the_sub_path(subpath, browser):
    for locale, lang in (("en-GB", "en"), ("es-ES", "es")):
        context = browser.new_context(locale=locale)
        page = context.new_page()
        page.goto(f"{subpath}/")
        page.wait_for_url(f"{subpath}/{lang}/book/index.html")
        other, label = ("es", "Español") if lang == "en" else ("en", "English")
        page.goto(f"{subpath}/{lang}/book/caribic/ties.html")
        page.get_by_role("link", name=label).first.click()
        page.wait_for_load_state("load")
        assert page.url == f"{subpath}/{other}/book/caribic/ties.html"
        context.close()


@pytest.mark.parametrize("lang,term,title", [("es", "monopolio", "Turno: 3. Envío"),
                                             ("en", "monopoly", "Turn: 3. Shipping")])
def test_the_search_works_under_a_sub_path(subpath, browser, lang, term, title):
    page = browser.new_page()
    page.goto(f"{subpath}/{lang}/search.html?q={term}")
    page.wait_for_selector("#search-results ul.search li", timeout=15000)
    assert title in page.locator("#search-results").inner_text()
    page.close()


@pytest.mark.parametrize("game", list(live_checks()))
def test_a_live_panel_of_each_game_starts_and_answers_under_a_sub_path(subpath, browser, outside, game):
    checks = live_checks()[game]
    if not checks:
        pytest.skip(f"{game} declares no live check yet")
    check, lang = checks[0], "en"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    since = loading_problems(page, subpath.removesuffix(BASE.rstrip("/")), subpath, outside)
    page.goto(f"{subpath}/{lang}/{check.page}.html")
    page.locator(".live-bar").first.click()
    page.wait_for_selector("html[data-live=live], html[data-live=failed]", timeout=LIVE_TIMEOUT)
    assert page.evaluate("document.documentElement.dataset.live") == "live", (
        page.locator(".live-bar").first.inner_text())
    output = answer(page, panel_of(page, check), check, lang)
    hrefs = output.locator("a.rule-ref").evaluate_all("links => links.map(a => a.href)")
    assert all(h.startswith(f"{subpath}/{lang}/book/") for h in hrefs), hrefs[:3]
    context.close()
    problems = since()
    assert not problems, "\n".join(problems)


def test_the_dist_archive_unpacks_to_exactly_the_built_site(tmp_path):
    archive = tmp_path / "site.tar.gz"
    report = dist.build(SITE, archive)
    assert report["files"] > 100 and report["gzip"] < report["total"]
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path / "out", filter="data")
    unpacked = tmp_path / "out" / "site"
    listing = (unpacked / dist.MANIFEST).read_text(encoding="utf-8").splitlines()
    recorded = dict(reversed(line.split("  ", 1)) for line in listing)
    built = {p.relative_to(SITE).as_posix() for p in SITE.rglob("*") if p.is_file()}
    got = {p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*") if p.is_file()} - {dist.MANIFEST}
    assert got == built == set(recorded)
    for name, digest in recorded.items():
        data = (unpacked / name).read_bytes()
        assert data == (SITE / name).read_bytes(), name
        assert hashlib.sha256(data).hexdigest() == digest, name
    # the same build gives the same archive
    again = dist.build(SITE, tmp_path / "again.tar.gz")
    assert again["path"].read_bytes() == archive.read_bytes()
