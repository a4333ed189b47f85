"""What a reader at the table meets, on a phone: the site's own fixes to the theme stack.

Registered by ``rules_in_play.setup()``.  It:

- gives the theme's interface strings in the page's language: strings the
  templates pass through ``_()`` come from ``locales/es/LC_MESSAGES/sphinx.po``
  (Sphinx reads it before its own and the themes' catalogs), and the few that
  the templates hard-code in English (``FIXED``) are translated in the rendered
  page from that same catalog;
- adds ``site-fixes.js`` (the ☰ and page-contents buttons of sphinx-book-theme
  1.3 with pydata-sphinx-theme 0.17, the language switch keeping the reader's
  place) and ``quick-reference.css`` on every ``…/quick-reference`` page (one A4
  sheet when printed).
"""

from __future__ import annotations

import html
import re

from sphinx.application import Sphinx
from sphinx.locale import get_translation

_ = get_translation("sphinx")

# Interface strings the templates write in English without ``_()``: (attribute, text).
# Their Spanish is in locales/es/LC_MESSAGES/sphinx.po with the other theme strings.
FIXED = (
    ("title", "Toggle primary sidebar"),  # sphinx-book-theme components/toggle-primary-sidebar.html
    ("title", "Toggle secondary sidebar"),  # sphinx-book-theme components/toggle-secondary-sidebar.html
    ("aria-label", "Main"),  # sphinx-book-theme components/sbt-sidebar-nav.html
    ("aria-label", "Page"),  # sphinx-book-theme layout.html (the table of contents printed with a page)
)
# Strings the templates pass through _() that neither Sphinx nor the themes translate into Spanish.
TRANSLATED = ("Link to this heading",)


# --------------------------------------------------------------------- interface strings
def translate_fixed_strings(app: Sphinx) -> None:
    """Translate the hard-coded English attributes of :data:`FIXED` in every rendered page."""
    if app.builder.format != "html" or (app.config.language or "en") == "en":
        return
    table = {}
    for attribute, text in FIXED:
        translated = str(_(text))
        if translated != text:
            table[f'{attribute}="{html.escape(text)}"'] = f'{attribute}="{html.escape(translated)}"'
    if not table:
        return
    pattern = re.compile("|".join(re.escape(k) for k in table))
    templates = app.builder.templates
    render = templates.render

    def render_translated(template: str, context: dict) -> str:
        return pattern.sub(lambda m: table[m.group(0)], render(template, context))

    templates.render = render_translated


def add_page_assets(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    if pagename.endswith("/quick-reference"):
        app.add_css_file("quick-reference.css")  # this page only (Sphinx restores the list afterwards)


def setup(app: Sphinx) -> dict:
    app.connect("builder-inited", translate_fixed_strings)
    app.connect("html-page-context", add_page_assets)
    # after pydata-sphinx-theme's and sphinx-book-theme's scripts have bound their handlers
    app.add_js_file("site-fixes.js", loading_method="defer", priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
