"""What a reader at the table meets, on a phone: the site's own fixes to the theme stack.

Registered by ``rules_in_play.setup()``.  It:

- runs the notebook kernels of the build over IPC instead of TCP: no ipykernel
  warning ("running over TCP without encryption") once per notebook in the build
  log, and no two builds on one machine racing for the same port;
- gives the theme's interface strings in the page's language: strings the
  templates pass through ``_()`` come from ``locales/es/LC_MESSAGES/sphinx.po``
  (Sphinx reads it before its own and the themes' catalogs), and the few that
  the templates hard-code in English (``FIXED``) are translated in the rendered
  page from that same catalog;
- adds ``site-fixes.js`` (the ☰ and page-contents buttons of sphinx-book-theme
  1.3 with pydata-sphinx-theme 0.17, the language switch keeping the reader's
  place), ``quick-reference.css`` on every ``…/quick-reference`` page (one A4
  sheet when printed) and the search's own scorer (:mod:`rule_search`);
- sets up the glossary links (:mod:`glossary_links`), the list of games of
  the landing page (:mod:`games_list`) and what screen readers and keyboards
  need (:mod:`accessible`).
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


# --------------------------------------------------------------------------- kernels
def use_ipc_kernels(app: Sphinx) -> None:
    """Notebook kernels of the build talk to it over IPC sockets (files in Jupyter's runtime folder).

    myst-nb executes through ``jupyter_cache.executors.utils.single_nb_execution``, which
    passes its keyword arguments to nbclient; the only way in is the module's ``executenb``.
    """
    import os
    import uuid

    import jupyter_cache.executors.utils as executors
    from jupyter_client import AsyncKernelManager
    from jupyter_core.paths import jupyter_runtime_dir
    from traitlets import default

    if getattr(executors.executenb, "rules_in_play", False):
        return

    class IPCKernelManager(AsyncKernelManager):
        @default("transport")
        def _default_transport(self) -> str:
            return "ipc"

        @default("ip")
        def _default_ip(self) -> str:
            # absolute: the kernel runs in the notebook's folder, the build elsewhere
            os.makedirs(jupyter_runtime_dir(), exist_ok=True)
            return os.path.join(jupyter_runtime_dir(), f"rules-in-play-{uuid.uuid4().hex[:12]}-ipc")

    execute = executors.executenb

    def execute_over_ipc(nb, **kwargs):
        kwargs.setdefault("kernel_manager_class", IPCKernelManager)
        return execute(nb, **kwargs)

    execute_over_ipc.rules_in_play = True
    executors.executenb = execute_over_ipc


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
    app.connect("builder-inited", use_ipc_kernels)
    app.connect("builder-inited", translate_fixed_strings)
    app.connect("html-page-context", add_page_assets)
    # after pydata-sphinx-theme's and sphinx-book-theme's scripts have bound their handlers
    app.add_js_file("site-fixes.js", loading_method="defer", priority=900)
    app.setup_extension("rule_search")
    app.setup_extension("glossary_links")
    app.setup_extension("games_list")
    app.setup_extension("accessible")  # screen readers and keyboards: the theme's names, the widgets' script
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
