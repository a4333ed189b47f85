"""The live notebooks in a real browser: JupyterLite and Pyodide served by the site itself.

For each game, in both languages: the page's "Try it live" button opens the
live notebook; the kernel starts from the site's own Pyodide and wheels; the
widgets appear; a reader's change reaches rulesim in the browser, and what it
shows is exactly what rulesim computes here for the same change (same text, in
the page's language); its rule links open the published pages in another tab;
the notebook's interface (JupyterLab's menus) is in that language too.  Nothing
is requested from another origin — by the page or by its workers (a recording
proxy sees every request but loopback) — nothing fails, the console shows no
error, and the download is what the button announces.  Ordinary pages load
none of it and stay under 2 MB.  Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest
from browser import (
    ARTIFACTS,
    BOOK,
    NOTEBOOK_TIMEOUT,
    OUTPUT,
    SITE,
    Watch,
    live_checks,
    open_live,
    perform,
    serve,
    text_of,
)

from tools.live.panels import snapshot_name
from tools.sphinxext.rules_in_play import LIVE_DOWNLOAD_MB  # (what the button says a first visit downloads)

CHECKS = live_checks()  # each game's own (rulesim/<game>/report.py: live_checks())


def first_check(game_id: str):
    checks = CHECKS[game_id]
    if not checks:
        pytest.skip(f"{game_id} declares no live check yet")
    return checks[0]


RAN_TO_THE_END = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const kernel = panel.sessionContext.session.kernel;
    const prompts = [...document.querySelectorAll('.jp-InputArea-prompt')].map(p => p.textContent);
    return kernel.status === 'idle' && !prompts.some(t => t.includes('*'));
}"""


def assert_ran_to_the_end(page, notebook: str) -> None:
    """The live notebook open in ``page`` ran every cell, and none wrote to stderr."""
    page.wait_for_function(RAN_TO_THE_END, timeout=NOTEBOOK_TIMEOUT)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0, f"{notebook}: {errors.all_inner_texts()}"
    assert page.locator(".jp-OutputArea-output").count() >= 2, notebook


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game", list(CHECKS))
def test_the_live_notebook_runs_rulesim_in_the_browser(server, browser, outside, lang, game):
    check = first_check(game)
    page_path = check.page
    outside.asked.clear()
    serve.SiteHandler.sent.clear()
    context, live, watch = open_live(browser, server, lang, page_path)
    asked: list[str] = []  # by the notebook's tab and its workers
    live.on("request", lambda r: asked.append(urlsplit(r.url).path))
    assert f"path={lang}/{page_path.removeprefix('book/')}.ipynb" in live.url
    live.wait_for_selector(OUTPUT, timeout=NOTEBOOK_TIMEOUT)
    live.wait_for_selector("body[data-live=ready]", state="attached", timeout=NOTEBOOK_TIMEOUT)
    assert_ran_to_the_end(live, page_path)  # (the test below leaves these notebooks to this one)
    # its Python started from the game's snapshot (the panels' kernel worker in place of JupyterLite's own:
    # tools/live/build.py, kernel_from_snapshot), not from the packages' wheels
    assert f"/lite/panel/{snapshot_name(game)}" in asked and not [p for p in asked if p.endswith(".whl")], asked
    assert [p for p in asked if "pyodide.asm.wasm" in p] == ["/lite/panel/pyodide.asm.wasm.zst"], asked
    # a fresh browser profile: what the button announces is what a first visit downloads (±30 %): what the
    # notebook's tab asked for, each file once (the page it came from fetches the panels' files ahead as well)
    sizes = {path.split("?")[0]: size for path, size in serve.SiteHandler.sent}
    downloaded = sum(sizes.get(path, 0) for path in set(asked)) / 1e6
    assert 0.7 * LIVE_DOWNLOAD_MB <= downloaded <= 1.3 * LIVE_DOWNLOAD_MB, f"{downloaded:.1f} MB"
    panel = live.locator(".jp-CodeCell:has(.jupyter-widgets)").nth(check.panel)
    output = panel.locator(".widget-html-content").nth(check.output)
    before = " ".join(output.text_content().split())
    perform(panel, check, lang)
    live.wait_for_function(
        "([el, before]) => el.textContent.split(/\\s+/).join(' ').trim() !== before",
        arg=[output.element_handle(), before], timeout=30_000)
    after = " ".join(output.text_content().split())
    assert after == text_of(check.expected(lang))  # (text only: the rule links' addresses are checked below)
    # rule links lead to the published pages of the same language
    hrefs = output.locator("a.rule-ref").evaluate_all("links => links.map(a => a.href)")
    assert hrefs and all(h.startswith(f"{server}/{lang}/book/") and "#" in h for h in hrefs)
    target = hrefs[0].split("#")[0].removeprefix(f"{server}/")
    assert (SITE / target).is_file()
    # ... in another tab: the notebook, and what the reader did in it, stays
    with context.expect_page() as rules_tab:
        output.locator("a.rule-ref").first.click()
    rules_tab.value.wait_for_load_state()
    assert rules_tab.value.url == hrefs[0] and "/lite/notebooks/" in live.url
    rule_id = hrefs[0].split("#")[1]
    assert rules_tab.value.locator(f"[id='{rule_id}']").count() == 1
    rules_tab.value.close()
    # the interface too: JupyterLab's menus (its Spanish language pack) and the page's language
    menus = live.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert menus[0] == {"es": "Archivo", "en": "File"}[lang], menus
    # the text cells are in the page's language
    title = live.locator(".jp-MarkdownOutput h1").first.inner_text()
    built = (SITE / lang / f"{page_path}.html").read_text(encoding="utf-8")
    assert title.strip().rstrip("¶#").strip() in built
    ARTIFACTS.mkdir(exist_ok=True)
    live.screenshot(path=str(ARTIFACTS / f"live-{lang}-{game}.png"), full_page=False)
    context.close()
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), f"requests to other origins (page or workers): {outside.by_the_site()}"


def test_closing_a_live_notebook_asks_nothing_unless_the_reader_changed_it(server, browser):
    """The cells the page ran itself are not the reader's changes: no "leave the page?" question."""
    context = browser.new_context()
    live = context.new_page()
    live.goto(f"{server}/lite/notebooks/index.html?path=en/caribic/which-card-wins.ipynb")
    live.wait_for_selector("body[data-live=ready]", state="attached", timeout=NOTEBOOK_TIMEOUT)
    live.wait_for_timeout(500)
    assert live.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty") is False
    questions = []

    def answer(dialog):
        questions.append(dialog.type)
        try:
            dialog.dismiss()
        except Exception:  # the page is going away
            pass

    live.on("dialog", answer)
    live.close(run_before_unload=True)
    try:  # lets Playwright deliver a "beforeunload" dialog, were there one (it is, once the reader edits)
        live.wait_for_event("dialog", timeout=2000)
    except Exception:
        pass
    context.close()
    assert questions == []


def code_cells(notebook: str) -> list[str]:
    data = json.loads((SITE / "lite" / "files" / notebook).read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in data["cells"] if c["cell_type"] == "code"]


def test_a_live_notebook_differs_between_languages_only_by_its_first_line_of_code():
    """Why the test below runs each notebook in one language: the two languages' live notebooks have the
    same code cells but the first (``start("es", …)`` / ``start("en", …)``, whose catalogs both languages'
    halves load), and ``make site`` has run every notebook of both languages in CPython (an error fails
    the build: ``allow_errors: false`` under ``sphinx-build -W``)."""
    from tools.live import notebooks as live_notebooks
    pages = live_notebooks.notebook_pages()
    assert len(pages) >= 20
    for page in pages:
        es, en = (code_cells(live_notebooks.live_path(page, lang)) for lang in ("es", "en"))
        assert len(es) == len(en) >= 2 and es[1:] == en[1:], page
        assert es[0] != en[0] and '"es"' in es[0] and '"en"' in en[0], page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_live_notebook_runs_to_the_end_with_no_error(server, browser, outside, lang):
    """All the others (each game's first checked notebook is run to the end, in both languages, by the first
    test of this file): every cell runs, none writes to stderr — each notebook in one language, the languages
    in turn (Spanish the first, third…, English the second, fourth…: the test above says why that is enough),
    so each language's start and catalogs run under Pyodide too."""
    from tools.live import notebooks as live_notebooks
    outside.asked.clear()
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    watch = Watch(page, server)
    turn = ("es", "en").index(lang)
    # (each game's first checked notebook is run to the end in both languages by the test above)
    checked = {first_check(game).page for game in CHECKS if CHECKS[game]}
    rest = [p for p in live_notebooks.notebook_pages() if p.relative_to(BOOK.parent).with_suffix("").as_posix()
            not in checked]
    assert len(rest) == len(live_notebooks.notebook_pages()) - len(checked) and len(rest) >= 2
    for notebook in (live_notebooks.live_path(p, lang) for p in rest[turn::2]):
        page.goto(f"{server}/lite/notebooks/index.html?path={notebook}")
        page.wait_for_selector("body[data-live=ready]", state="attached", timeout=NOTEBOOK_TIMEOUT)
        assert_ran_to_the_end(page, notebook)
    context.close()
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), outside.by_the_site()


def test_a_request_from_a_worker_to_another_origin_would_be_caught(server, browser, outside):
    """The check above is not blind: a web worker's request (Pyodide's kind) reaches the recorder."""
    outside.asked.clear()
    page = browser.new_page()
    page.goto(f"{server}/lite/live.js")
    page.evaluate("""() => new Promise(resolve => {
        const code = "fetch('https://cdn.jsdelivr.net/pyodide/v0/full/pyodide.mjs')" +
          ".catch(() => 0).then(() => postMessage(1))";
        const worker = new Worker(URL.createObjectURL(new Blob([code], {type: 'text/javascript'})));
        worker.onmessage = () => resolve();
    })""")
    page.close()
    caught = list(outside.by_the_site())
    outside.asked.clear()  # (this test's own request: not to be counted against the tests after it)
    assert any("cdn.jsdelivr.net" in line for line in caught)


def recorded(page) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Two lists that fill as ``page`` loads: every request finished (address, body size), and
    those finished before the page's load event."""
    sizes: list[tuple[str, int]] = []
    before_load: list[tuple[str, int]] = []
    page.on("requestfinished", lambda r: sizes.append((r.url, r.sizes()["responseBodySize"])))
    page.on("load", lambda: before_load.extend(sizes))
    return sizes, before_load


@pytest.mark.parametrize("lang", ["es", "en"])
def test_ordinary_pages_stay_light(server, browser, lang):
    """No JupyterLite or Pyodide before the reader asks; an ordinary page ≤ 2 MB transferred.  A page
    with live panels fetches the panels' runtime ahead only once it has loaded and is idle."""
    for path, panels in (("book/borneo/shipping.html", False), ("book/glossary.html", False),
                         ("book/caribic/bribe-explorer.html", True)):
        context = browser.new_context()
        page = context.new_page()
        sizes, before_load = recorded(page)
        page.goto(f"{server}/{lang}/{path}", wait_until="networkidle")
        page.wait_for_timeout(5000 if not panels else 0)
        context.close()
        assert not [u for u, _ in before_load if "/lite/" in u], path
        if not panels:
            assert not [u for u, _ in sizes if "/lite/" in u], path
        total = sum(size for _, size in (before_load if panels else sizes))
        assert total <= 2 * 1024 * 1024, f"{path}: {total / 1e6:.2f} MB"
