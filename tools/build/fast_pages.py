"""What the built pages load before their first paint (issue 25: Lighthouse mobile ≥ 90 on every kind of page).

Sphinx, the theme and the extensions put their scripts in each page's ``<head>`` as plain ``<script src>``,
each of which stops the browser from painting until it has been fetched and run: on a phone's network that is
seconds (Lighthouse: ~1.7 s on a rules page, ~6.7 s on a widget page, where the widget manager alone is
900 kB).  None of them draws the first screen — the text is in the HTML — so each gets ``defer``: fetched
alongside the page, run in the same order once the page is parsed (before ``DOMContentLoaded``, so whatever
waits for that event or for ``load`` still runs).

The widget previews: the pages loaded RequireJS and the widget manager (``embed-amd.js``, 3.6 MB) only to draw
them, seconds of a phone's CPU before the largest paint.  The build draws them (:mod:`tools.build.static_widgets`)
and links the widgets' style sheet last in the head, where the manager injected its styles; no page loads it.

The theme's icons: the theme loads Font Awesome's script (``fontawesome.js``, 1.5 MB, 540 kB compressed, half a
second of a phone's CPU) on every page only to turn its dozen ``<i class="fa-solid fa-…">`` (or ``<span>``)
icons into inline SVG.  The build does the same once: each becomes the very ``<svg>`` the script makes (same classes,
attributes and path, read from the theme's copy of the script) and the script is no longer loaded; the four
rules of Font Awesome's CSS those SVGs need are in ``book/_static/rules-in-play.css``.

``documentation_options.js`` cannot wait (inline scripts of the page set fields of the object it defines as soon
as they run): its few hundred bytes are written into the page where it was linked.  Kept as they are: scripts
already ``async``/``defer``/modules, and the search page (its own
scripts run the search as it loads).  Applied by ``tools/build/site.py`` to each language's copy.
"""

from __future__ import annotations

import re
from pathlib import Path

from tools.build import static_widgets

#: scripts whose globals the page's inline scripts use at once: they must run where they are
KEEP = ("documentation_options.js",)
SKIP_PAGES = ("search.html",)
_SCRIPT = re.compile(r"<script\b([^>]*)>", re.IGNORECASE)
_ICON = re.compile(r'<(i|span)\b([^>]*?)\bclass="([^"]*\b(?:fa-solid|fas)\b[^"]*)"([^>]*)>\s*</\1>')
_OPTIONS = re.compile(r'<script src="[^"]*_static/documentation_options\.js(?:\?[^"]*)?"></script>')
_FONTAWESOME = re.compile(r'<script defer src="[^"]*scripts/fontawesome\.js[^"]*"></script>\s*')
SVG = "http://www.w3.org/2000/svg"


def icons_of(script: str) -> dict[str, tuple[int, int, str]]:
    """The solid icons Font Awesome's script defines: name -> (width, height, path).  The script defines
    each pack (brands, regular, solid) in turn, each ending with its registration (``d("fas", icons)``);
    the solid pack is what lies between the solid registration and the one before it."""
    registration = re.compile(r'\(function\(\)\{\w+\("(fas|far|fab|fal|fat)",\w+\)')
    packs = [(m.start(), m.group(1)) for m in registration.finditer(script)]
    ends = [i for i, (_at, name) in enumerate(packs) if name == "fas"]
    if not ends:
        return {}
    end = packs[ends[0]][0]
    start = packs[ends[0] - 1][0] if ends[0] > 0 else 0
    found = {}
    for quoted, bare, width, height, path in re.findall(
            r'(?:"([a-z0-9-]+)"|\b([a-z][a-z0-9]*)):\[(\d+),(\d+),\[[^\]]*\],"[0-9a-f]+","([^"]+)"\]',
            script[start:end]):
        found.setdefault(quoted or bare, (int(width), int(height), path))
    return found


def inline_icons(html: str, icons: dict[str, tuple[int, int, str]]) -> str:
    """``html`` with each solid icon as the inline SVG Font Awesome's script would make of it, and without
    the script; unchanged if some icon is not in ``icons`` (the script then stays, and does it)."""
    missing = False

    def svg(match: re.Match[str]) -> str:
        nonlocal missing
        _element, before, classes, after = match.groups()
        words = classes.split()
        names = [w[3:] for w in words if w.startswith("fa-") and w[3:] in icons]
        if len(names) != 1:
            missing = True
            return match.group(0)
        width, height, path = icons[names[0]]
        kept = [w for w in words if w not in ("fa-solid", "fas")]
        attributes = " ".join(a for a in (before.strip(), after.strip()) if a)
        hidden = "" if "aria-hidden" in attributes else ' aria-hidden="true"'
        return (f'<svg {attributes + " " if attributes else ""}class="svg-inline--fa {" ".join(kept)}"{hidden} '
                f'focusable="false" data-prefix="fas" data-icon="{names[0]}" role="img" xmlns="{SVG}" '
                f'viewBox="0 0 {width} {height}"><path fill="currentColor" d="{path}"></path></svg>')

    new = _ICON.sub(svg, html)
    if missing:
        return html
    return _FONTAWESOME.sub("", new)


def defer_head_scripts(html: str) -> str:
    """``html`` with ``defer`` on every blocking external script of its ``<head>``."""
    end = html.find("</head>")
    if end < 0:
        return html

    def deferred(match: re.Match[str]) -> str:
        attributes = match.group(1)
        words = re.findall(r"\b(src|defer|async|type)\b(?:=\"([^\"]*)\")?", attributes)
        names = {name for name, _value in words}
        src = re.search(r"\bsrc=\"([^\"]*)\"", attributes)
        script_type = re.search(r"\btype=\"([^\"]*)\"", attributes)
        if (src is None or names & {"defer", "async"} or any(k in src.group(1) for k in KEEP)
                or (script_type and script_type.group(1) not in ("text/javascript", ""))):
            return match.group(0)
        return f"<script defer{attributes}>"

    return _SCRIPT.sub(deferred, html[:end]) + html[end:]


def inline_options(html: str, options: str) -> str:
    """``html`` with Sphinx's ``documentation_options.js`` (``options``: its text, a few hundred bytes) written in
    the page where it was linked: the one script that must run where it stands (inline scripts of the page use
    its object at once) no longer holds the first paint for a request of its own."""
    if "</script" in options.lower():
        return html
    return _OPTIONS.sub(lambda _m: f"<script>{options.strip()}</script>", html, count=1)


def rewrite(html: str, icons: dict[str, tuple[int, int, str]], page: str, draw: bool = True) -> str:
    """One page as the site serves it: icons inlined, head scripts deferred, and (``draw``) its widget
    previews drawn by :mod:`tools.build.static_widgets` with the widgets' style sheet linked.  ``page``:
    its path in the language's folder (``book/borneo/port-simulator.html``)."""
    new = inline_icons(html, icons) if icons else html
    if page.rsplit("/", 1)[-1] not in SKIP_PAGES:
        new = defer_head_scripts(new)
    if draw:
        new, drawn = static_widgets.draw_page(new, page)
        if drawn:
            href = "../" * page.count("/") + "_static/" + static_widgets.STYLESHEET
            # last in the head, where embed-amd.js put its styles: after the site's, as before
            new = new.replace("</head>", f'<link rel="stylesheet" type="text/css" href="{href}" />\n</head>', 1)
    return new


def process(site: Path) -> int:
    """Rewrite every page of ``site`` (a language's folder); the number of pages changed."""
    script = site / "_static" / "scripts" / "fontawesome.js"
    icons = icons_of(script.read_text(encoding="utf-8")) if script.exists() else {}
    (site / "_static" / static_widgets.STYLESHEET).write_text(static_widgets.stylesheet(), encoding="utf-8")
    options = site / "_static" / "documentation_options.js"
    options_text = options.read_text(encoding="utf-8") if options.exists() else ""
    changed = 0
    for page in site.rglob("*.html"):
        if "_static" in page.relative_to(site).parts:  # (the theme's template fragments, not pages)
            continue
        html = page.read_text(encoding="utf-8")
        new = rewrite(html, icons, page.relative_to(site).as_posix())
        if options_text:
            new = inline_options(new, options_text)
        if new != html:
            page.write_text(new, encoding="utf-8")
            changed += 1
    return changed
