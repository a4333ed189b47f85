"""Readers with a screen reader, a keyboard or zoom: what the theme stack's pages lack, fixed as they are
rendered (registered by ``rules_in_play``), and the widgets' script.

axe-core (WCAG 2.1 A and AA; ``tests/website/test_accessibility.py``) found, on every page of both languages:

- the sidebar's expand chevrons, ``<summary>`` elements holding only an icon (pydata-sphinx-theme's
  navigation): each gets a name, "Páginas de Borneo" / "Pages of Borneo", from the link it expands;
- buttons whose name is not the text they show (WCAG 2.5.3, label in name): the search button
  ("Búsqueda" over "Búsqueda Ctrl+K") and myst-nb's hidden-code toggles ("Mostrar u ocultar el
  código" over "Mostrar el código") lose their ``aria-label`` — their text is their name; the
  theme switch's icons, whose titles ("Claro", "Oscuro") were read as its text (Font Awesome's
  script turns a titled icon into a named picture), lose their titles and are hidden from screen
  readers (the button keeps its name and tooltip, "Tema").

The widgets' own gaps (names of sliders and drop-downs, radio groups, the arrow keys, focus) are
``accessible-widgets.js``'s (``book/_static``), added to every page here.
"""

from __future__ import annotations

import html
import re

from sphinx.application import Sphinx

from rulesim.i18n import _

_NAV_TOGGLE = re.compile(r'(<a class="[^"]*\breference internal\b[^"]*" href="[^"]*">)'
                         r'(.*?)(</a><details\b[^>]*>)<summary>', re.S)
_TAGS = re.compile(r"<[^>]+>")
_SEARCH_BUTTON = re.compile(r'(<button class="btn search-button-field[^"]*"[^>]*?) aria-label="[^"]*"')
_THEME_ICON = re.compile(r'<i class="(theme-switch [^"]*)"([^>]*?) title="[^"]*"')
_HIDDEN_CODE = re.compile(r'(<summary) aria-label="[^"]*"(>\s*<p class="collapsed admonition-title">)')


def sections_name(title: str, lang: str) -> str:
    """The name of the sidebar's chevron that shows or hides the pages under ``title``."""
    return _("Páginas de {title}", title=title).render(lang)


def fix_page(page: str, lang: str) -> str:
    """One rendered page with the fixes above."""
    def name_toggle(match: re.Match) -> str:
        title = " ".join(html.unescape(_TAGS.sub("", match.group(2))).split())
        label = html.escape(sections_name(title, lang), quote=True)
        return f'{match.group(1)}{match.group(2)}{match.group(3)}<summary aria-label="{label}">'

    page = _NAV_TOGGLE.sub(name_toggle, page)
    page = _SEARCH_BUTTON.sub(r"\1", page)
    page = _THEME_ICON.sub(r'<i aria-hidden="true" class="\1"\2', page)  # (no title: Font Awesome would name it)
    page = _HIDDEN_CODE.sub(r"\1\2", page)
    return page


def fix_rendered_pages(app: Sphinx) -> None:
    if app.builder.format != "html":
        return
    lang = app.config.language or "es"
    templates = app.builder.templates
    render = templates.render

    def render_fixed(template: str, context: dict) -> str:
        out = render(template, context)
        return fix_page(out, lang) if template.endswith(".html") else out

    templates.render = render_fixed


def setup(app: Sphinx) -> dict:
    app.connect("builder-inited", fix_rendered_pages)
    app.add_js_file("accessible-widgets.js", loading_method="defer", priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
