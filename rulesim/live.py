"""Live notebooks: the first cell of each notebook the site opens in the reader's browser.

The published site serves JupyterLite under ``<site>/lite/`` and the pages of
each language under ``<site>/<lang>/``.  :func:`start` returns the notebook's
:class:`rulesim.pages.Page` (its language and, in the browser (Pyodide), the
published pages as the root of rule links instead of relative paths that mean
nothing inside JupyterLite); the notebook passes it to what it calls.  Outside a
browser (a local Jupyter) the root stays relative.  Standard library only: the browser's
``js`` module is used when Pyodide provides it.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable
from dataclasses import dataclass

from .i18n import Message, _, check_language
from .pages import Page

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


def start(lang: str, page: str, script_url: str | None = None) -> Page:
    """The live notebook's :class:`~rulesim.pages.Page`: its language and, in the browser, the
    published pages of that language as the root of rule links.

    ``page`` is the notebook's page of the book (``book/borneo/port-simulator``):
    in the browser a link to it on the published site is shown.
    """
    lang = check_language(lang)
    root = site_root(script_url or _browser_url() or "")
    if root is None:
        return Page(lang)
    try:
        from IPython.display import HTML, display
    except ImportError:
        pass
    else:
        display(HTML(back_link(lang, f"{root}{lang}/{page}.html")))  # type: ignore[no-untyped-call, unused-ignore]
    return Page(lang, f"{root}{lang}/")


def back_link(lang: str, url: str) -> str:
    """"This notebook runs in your browser; the rules are on the published page." in ``lang``."""
    name = html.escape(_("la página publicada").render(lang))
    link = f'<a href="{html.escape(url)}" target="_blank">{name}</a>'
    text = _("Este cuaderno se ejecuta en tu navegador; las reglas están en {link}.", link=link).render(lang)
    return f'<p class="rules-in-play-live">{text}</p>'


def start_panel(lang: str, folder: str = "", files: dict[str, str] | None = None,
                page_url: str | None = None) -> Page:
    """The first cell a live panel runs on a page of the book (``tools/sphinxext/live_panels.py``):
    returns the panel's :class:`~rulesim.pages.Page`.

    The page is in ``lang``; its rule links stay relative, as on the page that shows them.
    ``page_url`` is the page's address (the kernel runs in a worker, which cannot see it): a shared
    link's ``#…`` reaches the page's code through :func:`page_fragment`.
    ``files`` (path under the book's game folders → address) are what the page's code reads, such
    as ``borneo/situations/01-monopoly.toml``: they are fetched into a working folder, which then
    holds ``folder`` (the page's game folder) as the current directory, as when the book is built.
    """
    page = Page(lang)
    set_page_url(page_url)
    if not files:
        return page
    base = os.path.abspath("book")
    for path, url in files.items():
        target = os.path.join(base, *path.split("/"))
        if not target.startswith(base + os.sep):
            raise ValueError(f"not a path of the book: {path!r}")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "w", encoding="utf-8") as handle:
            handle.write(_fetch_text(url))
    os.chdir(os.path.join(base, folder))
    return page


def _fetch_text(url: str) -> str:
    try:
        from pyodide.http import open_url  # in the browser: a synchronous request from the kernel's worker
    except ImportError:
        from urllib.request import urlopen
        with urlopen(url) as response:  # noqa: S310 (the site's own files)
            return str(response.read().decode("utf-8"))
    return str(open_url(url).getvalue())


@dataclass(frozen=True)
class LiveCheck:
    """One reader's change on a live panel of a game's page, and what rulesim must show for it.

    Each game declares its own (``live_checks()`` in its ``report.py``, on its ``GameInfo``'s
    ``presentation``); the browser tests make each
    page's panels live, do the change and compare the panel's output with :attr:`expected`, which
    rulesim computes in the test (``tests/website/test_live_panels.py``).  ``action`` is ``"click"`` (the
    button labelled :attr:`label`), ``"check"`` (a tap on the checkbox labelled :attr:`label`) or
    ``"select"`` (option :attr:`option` of the panel's dropdown number :attr:`control`, counted
    from 0).  ``panel`` is the panel of the page (from 0) and ``output`` its HTML output (from 0)
    whose text is compared.
    """

    page: str  # the notebook page, "book/borneo/port-simulator"
    action: str  # "click", "check" or "select"
    expected: Callable[[str], str]  # language -> the HTML rulesim computes after the change
    label: Message | None = None
    control: int = 0
    option: int = 0
    panel: int = 0
    output: int = 0

    def __post_init__(self) -> None:
        if self.action not in ("click", "check", "select"):
            raise ValueError(f"LiveCheck.action: 'click', 'check' or 'select', not {self.action!r}")
        if self.action in ("click", "check") and self.label is None:
            raise ValueError("LiveCheck: a click or a check names the control's label")


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
