"""Two style sheets per page instead of eleven (issue 25: first paint ≤ 1.8 s on a phone's network).

Sphinx, the theme and the extensions link their style sheets one by one: ten or twelve ``<link
rel="stylesheet">`` in every page's head, and the theme's ``theme.css`` then imports ``basic.css`` — a request
that starts only once ``theme.css`` has arrived.  A browser paints nothing before it has every one of them; on a
phone's network each is a round trip (Lighthouse's slow 4G: 150 ms), and a browser opens at most six
connections to one host.  The build joins a page's style sheets, in their order, into two files of the language's
``_static`` folder named by their content (``styles.<hash>.css``): the sheets every page starts with (the theme's
and the extensions': one file for the whole site, which a reader's browser keeps from page to page), and the page's
others (the site's own; shared by the pages that link the same ones), with each ``@import`` put in place and each
``url(…)`` made relative to the new file.  The cascade is the same:
the rules come in the same order, and nothing else of the head (the theme's inline ``<style>`` comes before
every link) lies between them.  Applied by :mod:`tools.build.site` to each language's copy, after
:mod:`tools.build.fast_pages`.
"""

from __future__ import annotations

import hashlib
import posixpath
import re
from pathlib import Path

_LINK = re.compile(r'<link\b[^>]*\brel="stylesheet"[^>]*>\s*', re.IGNORECASE)
_HREF = re.compile(r'\bhref="([^"]+)"')
_IMPORT = re.compile(r'@import\s+(?:url\(\s*)?["\']?([^"\')\s]+)["\']?\s*\)?\s*;', re.IGNORECASE)
_URL = re.compile(r'url\(\s*(["\']?)([^"\')]+)\1\s*\)')
_MAP = re.compile(r"/\*#\s*sourceMappingURL=[^*]*\*/")
_CHARSET = re.compile(r'@charset\s+"[^"]*"\s*;', re.IGNORECASE)
PREFIX = "styles."
MARK = "/* joined: {} */"  # where each sheet starts in a joined one


def _local(url: str) -> bool:
    return not (url.startswith(("data:", "#", "/")) or "://" in url)


def sheet(path: Path, static: Path, seen: frozenset[Path] = frozenset()) -> str:
    """The text of the style sheet at ``path`` as it would read from ``static`` (the ``_static`` folder):
    its ``@import``s replaced by the imported sheets (the same, recursively), its relative ``url(…)``s
    rewritten from its folder to ``static``, its source-map comment and ``@charset`` dropped."""
    if path in seen:
        raise ValueError(f"{path} imports itself")
    text = path.read_text(encoding="utf-8")
    folder = path.parent
    where = posixpath.relpath(folder.as_posix(), static.as_posix())

    def moved(match: re.Match) -> str:
        quote, url = match.group(1), match.group(2).strip()
        if not _local(url):
            return match.group(0)
        return f"url({quote}{posixpath.normpath(posixpath.join(where, url))}{quote})"

    def imported(match: re.Match) -> str:
        url = match.group(1)
        if not _local(url):
            raise ValueError(f"{path}: an @import of another origin ({url}) cannot be joined")
        return sheet((folder / url.split("?")[0]).resolve(), static, seen | {path})

    text = _CHARSET.sub("", _MAP.sub("", text))
    parts = []
    for piece in re.split(r"(@import[^;]*;)", text):  # (an imported sheet's own urls are already moved)
        parts.append(_IMPORT.sub(imported, piece) if piece.startswith("@import") else _URL.sub(moved, piece))
    return "".join(parts).strip() + "\n"


def head_sheets(html: str, page: str) -> tuple[list[re.Match], list[str]] | None:
    """The style sheet links of a page's head and the sheets' names in the language's ``_static`` folder; None
    where they cannot be joined: fewer than two, a ``<style>`` or a sheet with ``media`` between them, or a sheet
    from elsewhere."""
    end = html.find("</head>")
    links = list(_LINK.finditer(html[:end])) if end >= 0 else []
    if len(links) < 2:
        return None
    between = html[links[0].start():links[-1].end()]
    if re.search(r"<style[\s>]", between, re.IGNORECASE) or any("media=" in m.group(0) for m in links):
        return None
    up = "../" * page.count("/") + "_static/"
    names = []
    for link in links:
        href = _HREF.search(link.group(0)).group(1).split("?")[0]
        if not href.startswith(up) or not _local(href):
            return None
        names.append(href[len(up):])
    return links, names


def _joined(names: tuple[str, ...], static: Path, written: dict[tuple[str, ...], str]) -> str:
    """The joined sheet of ``names`` (written to ``static`` the first time): its name."""
    if names not in written:
        text = "".join(f"{MARK.format(name)}\n" + sheet((static / name).resolve(), static.resolve()) for name in names)
        data = text.encode("utf-8")
        written[names] = f"{PREFIX}{hashlib.sha256(data).hexdigest()[:16]}.css"
        (static / written[names]).write_bytes(data)
    return written[names]


def join_styles(html: str, page: str, static: Path, shared: tuple[str, ...],
                written: dict[tuple[str, ...], str]) -> str:
    """``html`` (the page at ``page`` in the language's folder) with its head's style sheets joined: the sheets
    every page starts with (``shared``) into one, the page's others into a second (written to ``static`` once
    per list of sheets, recorded in ``written``); a page :func:`head_sheets` cannot join is left as it is."""
    found = head_sheets(html, page)
    if found is None:
        return html
    links, names = found
    up = "../" * page.count("/") + "_static/"
    cut = len(shared) if tuple(names[:len(shared)]) == shared and len(shared) >= 2 else 0
    groups = [names[:cut], names[cut:]] if cut else [names]
    new = ""
    for group in groups:
        if len(group) == 1:  # (one sheet: its own link, as it was)
            new += links[names.index(group[0])].group(0).rstrip() + "\n"
        elif group:
            new += f'<link rel="stylesheet" type="text/css" href="{up}{_joined(tuple(group), static, written)}" />\n'
    between = html[links[0].start():links[-1].end()]
    kept = "".join(piece for piece in re.split(r"(<link\b[^>]*>\s*)", between) if piece and not _LINK.fullmatch(piece))
    return html[:links[0].start()] + new + kept + html[links[-1].end():]


def linked_sheets(html: str, page: str, static: Path) -> list[str]:
    """The style sheets a page's head links, by their names in ``static`` (the language's ``_static`` folder),
    those of a joined sheet in their order: what the page is styled by, joined or not."""
    up = "../" * page.count("/") + "_static/"
    found = []
    for link in _LINK.finditer(html[:max(html.find("</head>"), 0)]):
        href = _HREF.search(link.group(0)).group(1).split("?")[0]
        name = href[len(up):] if href.startswith(up) else href
        if name.startswith(PREFIX) and (static / name).is_file():
            marks = re.escape(MARK).replace(re.escape("{}"), "(.+?)")
            found += re.findall(marks, (static / name).read_text(encoding="utf-8"))
        else:
            found.append(name)
    return found


def _pages(site: Path) -> list[tuple[Path, str]]:
    return [(page, page.relative_to(site).as_posix()) for page in sorted(site.rglob("*.html"))
            if not page.relative_to(site).as_posix().startswith(("_static/", "_sources/"))]


def process(site: Path) -> dict[tuple[str, ...], str]:
    """Join the style sheets of every page of ``site`` (a language's folder): the sheets all its pages start
    with into one, which a reader's browser then keeps from page to page, and each page's others into a second
    one (shared by the pages of its kind); the sheets written, by the list of sheets each joins."""
    static = site / "_static"
    lists = [found[1] for page, rel in _pages(site)
             if (found := head_sheets(page.read_text(encoding="utf-8"), rel)) is not None]
    shared: tuple[str, ...] = ()
    if lists:
        length = min(len(names) for names in lists)
        while length and any(tuple(names[:length]) != tuple(lists[0][:length]) for names in lists):
            length -= 1
        shared = tuple(lists[0][:length])
    written: dict[tuple[str, ...], str] = {}
    for page, rel in _pages(site):
        html = page.read_text(encoding="utf-8")
        new = join_styles(html, rel, static, shared, written)
        if new != html:
            page.write_text(new, encoding="utf-8")
    return written
