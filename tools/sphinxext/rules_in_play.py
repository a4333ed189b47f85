"""Sphinx extension of *Reglas en juego / Rules in Play*: one configuration, two languages.

- Reads ``language`` (``-D language=en``) and sets what must differ per
  language: the site title, the search box text, the notebook prompts, an
  execution cache of its own (jupyter-cache keys only on the code, so a shared
  cache would serve Spanish outputs to the English build).
- Gives the notebook pages their language: each starts with a hidden cell
  ``PAGE = Page(lang="es")`` (:func:`rulesim.pages.page_line`), which the English
  build reads as ``PAGE = Page(lang="en")``; the page's code passes ``PAGE`` to
  rulesim.  A notebook page without that line stops the build.
- Gives every page the link to the same page in the other language
  (``book/_templates/lang-switch.html``).
- Gives every notebook page a "Probar en vivo" / "Try it live" button that
  opens the page's live notebook (``tools/live/notebooks.py``) in the site's
  JupyterLite, in the page's language; nothing of JupyterLite loads before the
  reader presses it.
- Rejects a build that would reference another origin (a CDN script, a web
  font): see :func:`check_no_external_assets`.
- Registers the book's other extensions (:func:`setup`): the live panels, the dispute pages, the build's
  kernels over IPC, the theme's fixes, the rule search, the glossary links, the list of games and what
  screen readers need.  ``_config.yml`` names this one module (``tools.sphinxext.rules_in_play``).
"""

from __future__ import annotations

import gettext
import hashlib
import os
import posixpath
import shutil
from pathlib import Path

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ExtensionError
from sphinx.transforms import SphinxTransform
from sphinx.util.i18n import docname_to_domain

from rulesim.i18n import Message, _
from rulesim.pages import page_line

#: each language's own name, written the same on both sides (the switch to it says it in its words)
AUTONYMS = {"es": "Español", "en": "English"}
LANGUAGES = tuple(AUTONYMS)

#: the site's own words, through rulesim's catalogs (part ``site``: ``tools/build/catalogs.py``)
TEXTS = {
    "title": _("Reglas en juego"),
    "search": _("Buscar en el sitio…"),
    "show": _("Mostrar el código"),
    "hide": _("Ocultar el código"),
    "live": _("Probar en vivo"),
}


def live_note() -> Message:
    return _("Abre este cuaderno en una pestaña nueva y lo ejecuta en tu navegador: los controles responden y "
             "rulesim calcula ahí mismo, sin servidor. La primera vez descarga unos {size} MB.",
             size=str(LIVE_DOWNLOAD_MB))


def text(key: str, lang: str) -> str:
    return TEXTS[key].render(lang)


def execution_cache(srcdir: str, lang: str) -> str:
    """The language's jupyter-cache folder, named after a hash of rulesim (code and
    compiled catalogs): jupyter-cache only hashes the notebook's own code, so a
    change in rulesim must lead to a fresh cache, never to stale outputs."""
    root = Path(srcdir)
    digest = hashlib.sha256()
    for path in sorted((root / "rulesim").rglob("*")):
        if path.suffix in (".py", ".mo") and path.is_file():
            digest.update(str(path.relative_to(root)).encode())
            digest.update(path.read_bytes())
    base = root / "_build" / ".jupyter_cache"
    name = f"{lang}-{digest.hexdigest()[:16]}"
    if base.is_dir():
        for old in base.glob(f"{lang}-*"):
            if old.name != name:
                shutil.rmtree(old, ignore_errors=True)
    return str(base / name)


def configure_language(app: Sphinx, config: Config) -> None:
    lang = config.language or "es"
    if lang not in LANGUAGES:
        raise ExtensionError(f"rules_in_play: unsupported language {lang!r}")
    config.html_title = text("title", lang)
    config.project = text("title", lang)
    config.nb_execution_cache_path = execution_cache(app.srcdir, lang)
    config.nb_code_prompt_show = text("show", lang)
    config.nb_code_prompt_hide = text("hide", lang)
    options = dict(config.html_theme_options)
    options["search_bar_text"] = text("search", lang)
    config.html_theme_options = options
    other = "en" if lang == "es" else "es"
    context = dict(config.html_context)
    # default_mode: the theme otherwise logs a console error ("invalid theme mode") on every page.
    context.update(site_lang=lang, other_lang=other, other_lang_label=AUTONYMS[other], default_mode="auto")
    config.html_context = context


def is_notebook_source(text: str) -> bool:
    """Whether a page's MyST source is a notebook (a ``kernelspec`` in its front matter)."""
    return text.startswith("---") and "kernelspec:" in text.split("\n---", 1)[0]


def set_page_language(app: Sphinx, docname: str, source: list[str]) -> None:
    """A notebook page's ``PAGE = Page(lang="es")`` in the language built (``source-read``)."""
    text = source[0]
    if not is_notebook_source(text):
        return
    line = page_line("es")
    if sum(1 for row in text.split("\n") if row.strip() == line) != 1:
        raise ExtensionError(f"rules_in_play: the notebook page {docname} must have the line {line!r} "
                             "exactly once, in its first cell (tagged remove-cell)")
    lang = app.config.language or "es"
    source[0] = text.replace(line, page_line(lang))


def add_language_switch(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    """``lang_switch_url``: from ``/<lang>/<page>.html`` to ``/<other>/<page>.html``, relative."""
    depth = pagename.count("/")
    other = context.get("other_lang", "en")
    context["lang_switch_url"] = "../" * (depth + 1) + posixpath.join(other, pagename + ".html")


class TranslateTocCaptions(SphinxTransform):
    """Part captions come from ``_toc.yml`` and are inserted by sphinx-external-toc
    after Sphinx has translated the page; translate them with the page's catalog."""

    default_priority = 150  # after InsertToctrees (100), before the toctree collector (880)

    def apply(self, **kwargs) -> None:
        lang = self.config.language
        if not lang or lang == "es":
            return
        domain = docname_to_domain(self.env.docname, self.config.gettext_compact)
        catalogs = [gettext.translation(domain, localedir=os.path.join(self.app.srcdir, d), languages=[lang],
                                        fallback=True) for d in self.config.locale_dirs]
        for node in self.document.findall(addnodes.toctree):
            caption = node.get("caption")
            if caption:
                for catalog in catalogs:
                    caption = catalog.gettext(caption)
                node["caption"] = node["rawcaption"] = caption


def rule_prefixes() -> tuple[str, ...]:
    from rulesim.game import games
    return tuple(g.rule_prefix for g in games().values())


def show_rule_ids(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Append ``§ rule-id`` (a link to the paragraph itself) to every labelled rules paragraph."""
    RULE_PREFIXES = rule_prefixes()
    for node in list(doctree.findall(nodes.Element)):
        if isinstance(node, (nodes.section, nodes.target)):
            continue
        ids = [i for i in node.get("ids", []) if i.startswith(RULE_PREFIXES)]
        if not ids:
            continue
        marker = nodes.inline("", "", classes=["rule-id"])
        marker += nodes.reference("", f"§ {ids[0]}", refuri=f"#{ids[0]}", internal=True)
        target = node if isinstance(node, nodes.paragraph) else next(iter(node.findall(nodes.paragraph)), None)
        if target is not None:
            target += nodes.Text(" ")
            target += marker


LIVE_APP = "lite/notebooks/index.html"  # JupyterLite's notebook app, from the root of the site
LIVE_DOWNLOAD_MB = 11  # what a first live notebook's tab transfers (measured by tests/website/test_live.py: 11.1-11.2)


def is_notebook(app: Sphinx, docname: str) -> bool:
    return "kernelspec" in app.env.metadata.get(docname, {})


def add_live_button(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Put the live-notebook button under the title of every notebook page."""
    if not is_notebook(app, docname):
        return
    lang = app.config.language or "es"
    to_site = "../" * (docname.count("/") + 1)
    path = f"{lang}/{docname.removeprefix('book/')}.ipynb"
    href = f"{to_site}{LIVE_APP}?path={path}"
    note = live_note().render(lang)
    html = (f'<div class="live-launch"><a class="btn btn-primary live-button" href="{href}" target="_blank" '
            f'rel="noopener">&#9654; {text("live", lang)}</a><span class="live-note">{note}</span></div>')
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        return
    title = next(iter(section.findall(nodes.title)), None)
    index = section.index(title) + 1 if title is not None else 0
    section.insert(index, nodes.raw("", html, format="html"))


def setup(app: Sphinx) -> dict:
    app.setup_extension("tools.sphinxext.live_panels")  # the widget panels come alive in place
    app.setup_extension("tools.sphinxext.dispute_pages")
    app.connect("config-inited", configure_language, priority=100)
    app.connect("source-read", set_page_language)
    app.connect("doctree-resolved", show_rule_ids)
    app.connect("doctree-resolved", add_live_button)
    app.add_transform(TranslateTocCaptions)
    app.connect("html-page-context", add_language_switch)
    app.setup_extension("tools.sphinxext.ipc_kernels")  # the build's notebook kernels over IPC
    app.setup_extension("tools.sphinxext.theme_fixes")  # phones: the theme's buttons and interface strings
    app.setup_extension("tools.sphinxext.rule_search")
    app.setup_extension("tools.sphinxext.glossary_links")
    app.setup_extension("tools.sphinxext.games_list")
    app.setup_extension("tools.sphinxext.accessible")  # screen readers and keyboards
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
