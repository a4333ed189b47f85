"""The widget previews the build draws are the ones ipywidgets' own widget manager drew (issue 25).

The site's pages carry no widget manager: the build draws each widget view as static HTML
(``tools/build/static_widgets.py``).  The oracle is the real thing — ``@jupyter-widgets/html-manager``'s
``embed-amd.js`` (from ``node_modules``, with RequireJS, as the pages loaded it before) drawing the same page's
saved widget state in the same Chromium: the page as Sphinx wrote it (``_build/lang/<lang>/html/``, which keeps
the state) put through the build's other rewrites (``fast_pages.rewrite(..., draw=False)``), served in place of
the built page.  Preview by preview, every element must have the same tag, classes, own text, attributes
(roles and ARIA among them; ids compared by where they point), inline style, control state (value, checked,
selected), a few computed styles (the style sheet's part), and the same box within 1 px — after the page's own
scripts (``accessible-widgets.js``, ``site-fixes.js``, ``live-panels.js``) have done their part on both.

Every Spanish page with widgets is compared at 1366 px, a sample of English pages too, and a few pages of both
languages at 390 × 844, where the previews' screenshots must match as well (saved under
``test-artifacts/static-previews/``).  ``test_a_wrong_drawing_is_caught`` breaks one mapping of the build's
drawing (a layout's width written as a min-width) and checks that the comparison fails.
"""

from __future__ import annotations

import base64
import re
from functools import cache
from pathlib import Path

import pytest
from browser import ARTIFACTS, ROOT, SITE

from tools.build import fast_pages, static_widgets, styles

EMBED = {  # what the pages loaded before, from the npm packages the build once vendored
    "require.js": ROOT / "node_modules" / "requirejs" / "require.js",
    "embed-amd.js": ROOT / "node_modules" / "@jupyter-widgets" / "html-manager" / "dist" / "embed-amd.js",
}
MANAGER = ('<script>window.require = {paths: {"@jupyter-widgets/html-manager/dist": "/__embed__", '
           '"@jupyter-widgets": "/__embed__"}};</script>\n'
           '<script defer src="/__embed__/require.js"></script>\n'
           '<script defer src="/__embed__/embed-amd.js" data-jupyter-widgets-cdn="__no_cdn__/"></script>\n')
# (deferred, last in the head: run after the pages' other scripts, whose UMD bundles must not meet RequireJS's
# define(), as fast_pages.py deferred them when the pages loaded the manager)
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
SHOTS = ARTIFACTS / "static-previews"
#: computed styles compared besides the boxes: what the widgets' style sheet decides
COMPUTED = ("display", "color", "background-color", "font-family", "font-size", "font-weight", "line-height",
            "border-top-width", "border-top-style", "border-top-color", "border-radius", "padding-left",
            "padding-top", "margin-left", "margin-top", "text-align", "box-shadow", "opacity", "cursor")

SNAPSHOT = """(computed) => {
  const ids = new Map();
  const idOf = (v) => { if (!ids.has(v)) { ids.set(v, 'id' + ids.size); } return ids.get(v); };
  return Array.from(document.querySelectorAll('.cell_output > .widget-subarea')).map((root) => {
    const base = root.getBoundingClientRect();
    const nodes = [];
    const walk = (el, path) => {
      const r = el.getBoundingClientRect();
      const attrs = {};
      for (const a of el.attributes) {
        if (['class', 'style', 'selected', 'checked'].includes(a.name)) { continue; }
        if (a.name === 'value' && el.tagName === 'INPUT' && el.type === 'text') { continue; }
        attrs[a.name] = ['id', 'for', 'aria-labelledby'].includes(a.name)
          ? a.value.split(/\\s+/).map(idOf).join(' ') : a.value;
      }
      const state = {};
      if (el.tagName === 'OPTION') { state.selected = el.selected; }
      if (el.tagName === 'SELECT') { state.value = el.value; state.selectedIndex = el.selectedIndex; }
      if (el.tagName === 'INPUT') { state.value = el.value; state.checked = el.checked; state.disabled = el.disabled; }
      const cs = getComputedStyle(el);
      const text = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.data).join('');
      nodes.push({
        path: path, tag: el.tagName.toLowerCase(), classes: Array.from(el.classList).sort(), text: text,
        attrs: attrs, state: state,
        style: el.style.cssText.split(';').map((s) => s.trim()).filter(Boolean).sort(),
        computed: computed.map((p) => cs.getPropertyValue(p)),
        box: [r.x - base.x, r.y - base.y, r.width, r.height],
      });
      Array.from(el.children).forEach((child, i) => walk(child, path + '>' + child.tagName.toLowerCase() +
        (child.classList.length ? '.' + child.classList[0] : '') + '[' + i + ']'));
    };
    walk(root, 'subarea');
    return nodes;
  });
}"""


@cache
def widget_pages(lang: str) -> tuple[str, ...]:
    """The built pages of ``lang`` with widget previews (``book/borneo/port-simulator.html``)."""
    found = []
    for path in sorted((SITE / lang).rglob("*.html")):
        if "_static" not in path.parts and 'class="widget-subarea"' in path.read_text(encoding="utf-8"):
            found.append(path.relative_to(SITE / lang).as_posix())
    return tuple(found)


@cache
def icons() -> dict:
    script = ROOT / "_build" / "lang" / "es" / "html" / "_static" / "scripts" / "fontawesome.js"
    return fast_pages.icons_of(script.read_text(encoding="utf-8")) if script.exists() else {}


def with_manager(lang: str, page: str) -> str:
    """The page as the site served it when html-manager drew its previews: the same rewrites but the drawing,
    its widget state kept, RequireJS and embed-amd.js loaded."""
    source = ROOT / "_build" / "lang" / lang / "html" / page
    html = fast_pages.rewrite(source.read_text(encoding="utf-8"), icons(), page, draw=False)
    assert "widget-state+json" in html, f"{source} has no widget state"
    return html.replace("</head>", MANAGER + "</head>", 1)


def settle(tab) -> None:
    """Until every widget view is drawn and the page's scripts have had their frames."""
    tab.wait_for_function("""() => {
      const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]').length;
      const drawn = document.querySelectorAll('.cell_output > .widget-subarea > .jupyter-widgets, '
        + '.cell_output > .widget-subarea > .lm-Widget').length;
      return document.readyState === 'complete' && views > 0 && drawn === views;
    }""", timeout=30000)
    tab.evaluate("() => document.fonts.ready")
    tab.wait_for_timeout(400)  # (accessible-widgets.js and site-fixes.js tidy on the next frames; the radio margin)


def open_page(context, server: str, lang: str, page: str, manager: bool):
    tab = context.new_page()
    problems: list[str] = []
    tab.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    url = f"{server}/{lang}/{page}"
    if manager:
        html = with_manager(lang, page)
        tab.route(url, lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8", body=html))
        tab.route(re.compile(r".*/__embed__/.*"), lambda route: route.fulfill(
            status=200, content_type="application/javascript", body=EMBED[route.request.url.rsplit("/", 1)[-1]]
            .read_bytes()) if route.request.url.rsplit("/", 1)[-1] in EMBED else route.fulfill(status=404))
    tab.goto(url, wait_until="load")
    settle(tab)
    return tab, problems


def differences(static: list, drawn: list, where: str) -> list[str]:
    """What differs between two previews' snapshots (``drawn``: html-manager's), at most a few lines."""
    found = []
    if len(static) != len(drawn):
        found.append(f"{where}: {len(static)} elements drawn by the build, {len(drawn)} by html-manager")
    for mine, theirs in zip(static, drawn, strict=False):  # (a count that differs is said above)
        at = f"{where} {theirs['path']}"
        if mine["path"] != theirs["path"]:
            found.append(f"{where}: element {mine['path']} where html-manager has {theirs['path']}")
            break
        for key in ("tag", "classes", "text", "attrs", "state", "style"):
            if mine[key] != theirs[key]:
                found.append(f"{at}: {key} {mine[key]!r} != {theirs[key]!r}")
        for name, a, b in zip(COMPUTED, mine["computed"], theirs["computed"], strict=True):
            if a != b:
                found.append(f"{at}: computed {name} {a!r} != {b!r}")
        if any(abs(a - b) > 1 for a, b in zip(mine["box"], theirs["box"], strict=True)):
            found.append(f"{at}: box {[round(v, 1) for v in mine['box']]} != {[round(v, 1) for v in theirs['box']]}")
    return found


def compare(browser, server: str, lang: str, page: str, viewport: dict, shots: bool = False) -> list[str]:
    # (no service worker: the offline worker the first tab registers would answer the second tab's request for
    # the same page from its cache, where page.route() never sees it — the page without html-manager)
    context = browser.new_context(viewport=viewport, is_mobile=viewport == PHONE, has_touch=viewport == PHONE,
                                  service_workers="block")
    try:
        static_tab, static_problems = open_page(context, server, lang, page, manager=False)
        drawn_tab, drawn_problems = open_page(context, server, lang, page, manager=True)
        assert not static_tab.evaluate("() => !!(window.require || document.querySelector("
                                       "'script[type=\"application/vnd.jupyter.widget-state+json\"]'))"), \
            f"{lang}/{page}: the built page still loads RequireJS or carries the widget state"
        assert drawn_tab.evaluate("() => typeof window.require === 'function'"), "html-manager did not load"
        mine, theirs = static_tab.evaluate(SNAPSHOT, list(COMPUTED)), drawn_tab.evaluate(SNAPSHOT, list(COMPUTED))
        found = [f"{lang}/{page} (built page): {p}" for p in static_problems]
        found += [f"{lang}/{page} (html-manager): {p}" for p in drawn_problems]
        if len(mine) != len(theirs):
            found.append(f"{lang}/{page}: {len(mine)} previews drawn by the build, {len(theirs)} by html-manager")
        for i, (a, b) in enumerate(zip(mine, theirs, strict=False)):
            found += differences(a, b, f"{lang}/{page} preview {i + 1} at {viewport['width']} px")[:12]
        if shots:
            found += same_pictures(static_tab, drawn_tab, f"{lang}-{page.replace('/', '-')}-{viewport['width']}")
        return found
    finally:
        context.close()


def same_pictures(static_tab, drawn_tab, name: str) -> list[str]:
    """Each preview's screenshot, built and drawn by html-manager, compared pixel by pixel (saved to look at)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    found = []
    for i in range(static_tab.locator(".cell_output.live-preview").count()):
        a, b = (shot(tab, i, SHOTS / f"{name}-{i + 1}-{kind}.png")
                for tab, kind in ((static_tab, "built"), (drawn_tab, "html-manager")))
        if a == b:
            continue
        differing = static_tab.evaluate("""async ([a, b]) => {
          const load = (src) => new Promise((ok) => {
            const im = new Image(); im.onload = () => ok(im); im.src = src; });
          const [x, y] = await Promise.all([load(a), load(b)]);
          if (x.width !== y.width || x.height !== y.height) { return -1; }
          const pixels = (im) => {
            const c = document.createElement('canvas'); c.width = im.width; c.height = im.height;
            const g = c.getContext('2d'); g.drawImage(im, 0, 0);
            return g.getImageData(0, 0, im.width, im.height).data; };
          const p = pixels(x), q = pixels(y);
          let n = 0;
          for (let k = 0; k < p.length; k += 4) {
            if (Math.abs(p[k] - q[k]) + Math.abs(p[k + 1] - q[k + 1]) + Math.abs(p[k + 2] - q[k + 2]) > 24) { n++; }
          }
          return n;
        }""", ["data:image/png;base64," + base64.b64encode(a).decode(),
               "data:image/png;base64," + base64.b64encode(b).decode()])
        if differing != 0:
            found.append(f"{name} preview {i + 1}: the screenshots differ "
                         f"({'in size' if differing < 0 else f'{differing} pixels'}; see {SHOTS})")
    return found


def shot(tab, index: int, path: Path) -> bytes:
    """A picture of the page's ``index``-th preview, taken from the whole page (the page's sticky header is
    not painted over it, as it is over a tall element's own screenshot)."""
    box = tab.evaluate("""(i) => { const r = document.querySelectorAll('.cell_output.live-preview')[i]
      .getBoundingClientRect(); return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; }""",
                       index)
    return tab.screenshot(path=path, full_page=True, clip=box, animations="disabled", caret="hide")


def test_every_widget_page_has_its_previews_drawn_and_no_widget_manager():
    for lang in ("es", "en"):
        pages = widget_pages(lang)
        assert len(pages) >= 20, f"{lang}: only {len(pages)} pages with widget previews"
        for page in pages:
            html = (SITE / lang / page).read_text(encoding="utf-8")
            assert "widget-state+json" not in html and "embed-amd" not in html and "require.js" not in html, page
            assert html.count('class="widget-subarea"') == html.count("widget-view+json"), page
            assert static_widgets.STYLESHEET in styles.linked_sheets(html, page, SITE / lang / "_static"), page
        for path in (SITE / lang).rglob("*.html"):
            text = path.read_text(encoding="utf-8")
            rel = path.relative_to(SITE / lang).as_posix()
            if "widget-subarea" not in text:
                static = SITE / lang / "_static"
                sheets = [text] if rel.startswith("_static/") else styles.linked_sheets(text, rel, static)
                assert not [s for s in sheets if static_widgets.STYLESHEET in s], (
                    f"{path}: the widgets' style sheet without widgets")
        assert not (SITE / lang / "_static" / "vendor" / "html-manager").exists()
        assert not (SITE / lang / "_static" / "vendor" / "requirejs").exists()


@pytest.mark.parametrize("page", widget_pages("es"))
def test_spanish_preview_is_html_managers_drawing(server, browser, page):
    found = compare(browser, server, "es", page, DESKTOP)
    assert not found, "\n".join(found)


ENGLISH = ("book/borneo/fight-calculator.html", "book/caribic/treasure-actions.html",
           "book/bora-bora/check.html", "book/maracaibo/learning-game.html", "book/ships/eras-and-cubes.html")


@pytest.mark.parametrize("page", ENGLISH)
def test_english_preview_is_html_managers_drawing(server, browser, page):
    found = compare(browser, server, "en", page, DESKTOP)
    assert not found, "\n".join(found)


@pytest.mark.parametrize(("lang", "page"), [
    ("es", "book/borneo/port-simulator.html"), ("es", "book/maracaibo/check.html"),
    ("en", "book/caribic/treasure-actions.html"), ("en", "book/bora-bora/dice-trainer.html")])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_preview_looks_the_same(server, browser, lang, page, viewport):
    found = compare(browser, server, lang, page, viewport, shots=True)
    assert not found, "\n".join(found)


def test_a_wrong_drawing_is_caught(server, browser, monkeypatch, tmp_path):
    """The comparison is not blind: the build's drawing with one mapping broken — a layout's ``width`` written
    as ``min-width`` — is served in place of the page, and the comparison finds it."""
    page = "book/borneo/port-simulator.html"
    source = (ROOT / "_build" / "lang" / "es" / "html" / page).read_text(encoding="utf-8")
    monkeypatch.setitem(static_widgets.LAYOUT_CSS, "width", "min-width")
    broken = fast_pages.rewrite(source, icons(), page)
    monkeypatch.undo()
    assert broken != fast_pages.rewrite(source, icons(), page)
    context = browser.new_context(viewport=DESKTOP)
    url = f"{server}/es/{page}"
    context.route(url, lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8",
                                                   body=broken))
    try:
        tab, _ = open_page(context, server, "es", page, manager=False)
        mine = tab.evaluate(SNAPSHOT, list(COMPUTED))
    finally:
        context.close()
    context = browser.new_context(viewport=DESKTOP)
    try:
        tab, _ = open_page(context, server, "es", page, manager=True)
        theirs = tab.evaluate(SNAPSHOT, list(COMPUTED))
    finally:
        context.close()
    found = [d for a, b in zip(mine, theirs, strict=True) for d in differences(a, b, page)]
    assert any("style" in d and "min-width: 100%" in d for d in found), found
    assert any(": box " in d for d in found), found


def test_the_stylesheet_is_what_html_manager_injected():
    """``_static/widgets.css`` holds the rules of the style sheets html-manager injected (its list in
    ``static_widgets.SHEETS``), and none of them fetches anything from elsewhere."""
    css = (SITE / "es" / "_static" / static_widgets.STYLESHEET).read_text(encoding="utf-8")
    for rule in (".lm-Widget", ".widget-vbox", ".widget-toggle-button", ".noUi-handle", "--jp-layout-color0",
                 "--md-red-50", ".jupyter-widgets.widget-output .jp-OutputArea-prompt"):
        assert rule in css, rule
    assert "@import" not in css and "http" not in css.replace("http://www.w3.org", "")
    assert Path(EMBED["embed-amd.js"]).exists()


def test_a_live_panel_looks_the_same_with_the_sites_style_sheet(server, browser):
    """After the tap the live panel is drawn by the live runtime (``lite/panel/runtime.js``), styled by the page's
    ``widgets.css`` alone now: the same picture as under the styles html-manager injected."""
    page, pictures = "book/borneo/port-simulator.html", []
    for manager in (False, True):
        context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        try:
            tab, problems = open_page(context, server, "es", page, manager)
            tab.locator(".live-bar").first.click()
            tab.wait_for_function("document.documentElement.dataset.live === 'live'", timeout=120000)
            tab.wait_for_timeout(1000)
            assert tab.locator(".live-output .jupyter-widgets").count() > 0 and not problems, problems
            SHOTS.mkdir(parents=True, exist_ok=True)
            box = tab.evaluate("""() => { const r = document.querySelector('.cell_output.live-on')
              .getBoundingClientRect();
              return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; }""")
            name = f"es-live-port-simulator-390-{'html-manager' if manager else 'built'}.png"
            pictures.append(tab.screenshot(path=SHOTS / name, full_page=True, clip=box, animations="disabled",
                                           caret="hide"))
        finally:
            context.close()
    assert pictures[0] == pictures[1], f"the live panels differ: see {SHOTS}"
