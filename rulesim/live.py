"""Live notebooks: the first cell of each notebook the site opens in the reader's browser.

The published site serves JupyterLite under ``<site>/lite/`` and the pages of
each language under ``<site>/<lang>/``.  :func:`start` makes rulesim answer in
the notebook's language and, in the browser (Pyodide), makes the links to rules
paragraphs in rulesim's output lead to the published pages instead of to
relative paths that mean nothing inside JupyterLite.  Outside a browser (a local
Jupyter) it only sets the language.  Standard library only: the browser's
``js`` module is used when Pyodide provides it.
"""

from __future__ import annotations

import html
import os

from .i18n import _, check_language
from .pages import set_book_root

LIVE_MARK = "/lite/"  # where the site serves JupyterLite


def site_root(script_url: str) -> str | None:
    """The site's address from the URL of a script JupyterLite serves:
    ``https://host/x/lite/extensions/…/worker.js`` → ``https://host/x/``."""
    head, mark, _tail = script_url.partition(LIVE_MARK)
    return head + "/" if mark and "://" in head else None


def _browser_url() -> str | None:
    try:
        import js  # provided by Pyodide in the browser
    except ImportError:
        return None
    return str(js.location.href)


def start(lang: str, page: str, script_url: str | None = None) -> None:
    """Set the notebook's language and, in the browser, where the published rules are.

    ``page`` is the notebook's page of the book (``book/borneo/port-simulator``):
    in the browser a link to it on the published site is shown, and rulesim's
    links to rules paragraphs lead to the published pages.
    """
    lang = check_language(lang)
    os.environ["RULESIM_LANG"] = lang
    root = site_root(script_url or _browser_url() or "")
    if root is None:
        return
    set_book_root(f"{root}{lang}/")
    try:
        from IPython.display import HTML, display
    except ImportError:
        return
    display(HTML(back_link(lang, f"{root}{lang}/{page}.html")))


def back_link(lang: str, url: str) -> str:
    """"This notebook runs in your browser; the rules are on the published page." in ``lang``."""
    name = html.escape(_("la página publicada").render(lang))
    link = f'<a href="{html.escape(url)}" target="_blank">{name}</a>'
    text = _("Este cuaderno se ejecuta en tu navegador; las reglas están en {link}.", link=link).render(lang)
    return f'<p class="rules-in-play-live">{text}</p>'


_page_url: str | None = None


def set_page_url(url: str | None) -> None:
    """Where the live panel's page is (its address, with ``#…``): the live runtime passes it in,
    since a kernel running in a worker cannot see the page's address itself."""
    global _page_url
    _page_url = url


def page_fragment() -> str | None:
    """The ``#…`` of the page the notebook runs in, when it is known (a shared link's situation)."""
    url = _page_url
    if url is None:
        try:
            import js  # Pyodide on the page's own thread
            url = str(js.location.href)
        except (ImportError, AttributeError):
            return None
    _head, mark, fragment = url.partition("#")
    return fragment if mark and fragment else None
