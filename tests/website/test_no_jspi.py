"""Safari's JavaScript in Chromium: the live panels and the live notebooks without JSPI.

WebKit (every browser on an iPhone) has no JavaScript Promise Integration: ``WebAssembly.Suspending``
and ``WebAssembly.promising`` do not exist, in pages and in workers.  Pyodide then takes its other
path, and Python that needs JSPI (``run_until_complete``, ``asyncio.run``, ``pyodide.ffi.run_sync``)
fails — under Chromium it works, so a notebook using it would pass every Chromium test and fail on
every iPhone.  Chromium has no switch to turn JSPI off (it has shipped), so here the two are deleted
in the page (an init script) and in every worker the page starts (the same script makes each worker
start by deleting them, then run its own script), and:

- the kernel in that browser really has no JSPI (``can_run_sync()`` is false; in the ordinary
  Chromium of the other tests it is true);
- one live panel per game comes alive and answers, and each game's live notebook ("Try it live")
  runs and answers, the languages alternating;
- without a browser: no code of the notebooks or of rulesim calls what needs JSPI.

``tests/website/test_webkit.py`` runs WebKit itself; this keeps the same guard in the faster Chromium runs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from browser import (
    KERNEL_JS,
    NOTEBOOK_TIMEOUT,
    OUTPUT,
    PHONE,
    SITE,
    Watch,
    answer,
    live_checks,
    make_live,
    one_check_per_game,
    open_live,
    panel_of,
)

ROOT = SITE.parent.parent
NO_JSPI = "delete WebAssembly.Suspending; delete WebAssembly.promising;"
#: in the page, before its own scripts: JSPI removed, and every worker the page starts started from a
#: script that removes it first, then runs the worker's own (static imports run in order); the
#: addresses of the workers so started in ``window.__noJspiWorkers``
SAFARI_LIKE = """(() => {
  const NO_JSPI = """ + json.dumps(NO_JSPI) + """;
  (0, eval)(NO_JSPI);
  const Native = window.Worker;
  if (!Native) { return; }
  const first = URL.createObjectURL(new Blob([NO_JSPI], { type: "text/javascript" }));
  window.__noJspiWorkers = [];
  window.Worker = class extends Native {
    constructor(url, options) {
      const href = new URL(String(url), location.href).href;
      window.__noJspiWorkers.push(href);
      const body = options && options.type === "module"
        ? `import ${JSON.stringify(first)};\nimport ${JSON.stringify(href)};\n`
        : `${NO_JSPI}\nimportScripts(${JSON.stringify(href)});\n`;
      super(URL.createObjectURL(new Blob([body], { type: "text/javascript" })), options);
    }
  };
})();"""
CHECKS = live_checks()
NEEDS_JSPI = re.compile(r"\b(run_until_complete|asyncio\.run|run_sync)\s*\(")


def safari_like(context) -> None:
    """``context`` without JSPI, in its pages and in every worker they start (Chromium has no switch
    for it: it has shipped)."""
    context.add_init_script(SAFARI_LIKE)


JSPI_CHECK = """
import json
from pyodide.ffi import can_run_sync
import js
print(json.dumps({"can_run_sync": bool(can_run_sync()), "suspending": hasattr(js.WebAssembly, "Suspending")}))
"""


@pytest.mark.parametrize("jspi", [False, True])
def test_the_safari_like_kernel_has_no_jspi(browser, server, jspi):
    """The shim reaches the kernel's worker (and the same check sees JSPI in the ordinary Chromium)."""
    context = browser.new_context()
    if not jspi:
        safari_like(context)
    page = context.new_page()
    try:
        page.goto(f"{server}/es/book/index.html")
        assert page.evaluate("typeof WebAssembly.Suspending") == ("function" if jspi else "undefined")
        result = page.evaluate(KERNEL_JS, [f"{server}/", JSPI_CHECK])
        assert result["status"] == "ok", result["error"]
        assert json.loads(result["out"]) == {"can_run_sync": jspi, "suspending": jspi}
    finally:
        context.close()


@pytest.mark.parametrize("index", range(len(one_check_per_game())))
def test_a_live_panel_of_each_game_works_without_jspi(browser, server, outside, index):
    check = one_check_per_game()[index]
    lang = ("es", "en")[index % 2]
    outside.asked.clear()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    safari_like(context)
    page = context.new_page()
    watch = Watch(page, server)
    try:
        page.goto(f"{server}/{lang}/{check.page}.html")
        page.wait_for_load_state("load")
        make_live(page, lang)
        answer(page, panel_of(page, check), check, lang)
        errors = page.locator(".live-output [data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, errors.all_inner_texts()
    finally:
        context.close()
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), outside.by_the_site()


@pytest.mark.parametrize("index", range(len([g for g, c in CHECKS.items() if c])))
def test_each_live_notebook_runs_without_jspi(browser, server, index):
    game = [g for g, c in CHECKS.items() if c][index]
    check = CHECKS[game][0]
    lang = ("en", "es")[index % 2]

    def without_jspi_browser():  # open_live makes its own context: give it one without JSPI
        class Shimmed:
            def new_context(self, **kwargs):
                context = browser.new_context(**kwargs)
                safari_like(context)
                return context
        return Shimmed()

    context, live, watch = open_live(without_jspi_browser(), server, lang, check.page)
    try:
        live.wait_for_selector(OUTPUT, timeout=NOTEBOOK_TIMEOUT)
        live.wait_for_selector("body[data-live=ready]", state="attached", timeout=NOTEBOOK_TIMEOUT)
        assert live.evaluate("typeof WebAssembly.Suspending") == "undefined"
        started = live.evaluate("window.__noJspiWorkers")
        assert any("pyodide-kernel" in url and "worker" in url for url in started), started  # the kernel's
        answer(live, live.locator(".jp-CodeCell:has(.jupyter-widgets)").nth(check.panel), check, lang)
        errors = live.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        assert errors.count() == 0, errors.all_inner_texts()
    finally:
        context.close()
    assert not watch.problems, "\n".join(watch.problems)


def code_cells(page: Path) -> list[str]:
    return re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", page.read_text(encoding="utf-8"), re.S | re.M)


def test_no_notebook_and_no_rulesim_code_needs_jspi():
    """What fails on every iPhone is not called: not by the notebooks' cells (the live panels and the
    live notebooks run them), not by rulesim (the browser imports it)."""
    found = []
    pages = sorted((ROOT / "book").rglob("*.md"))
    assert sum(1 for p in pages if code_cells(p)) >= 20
    for path in pages:
        for cell in code_cells(path):
            found += [f"{path.relative_to(ROOT)}: {m.group(0)}" for m in NEEDS_JSPI.finditer(cell)]
    for path in sorted((ROOT / "rulesim").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}: {m.group(0)}"
                  for m in NEEDS_JSPI.finditer(path.read_text(encoding="utf-8"))]
    assert not found, "needs JSPI, which Safari lacks:\n" + "\n".join(found)
