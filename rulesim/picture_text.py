"""What a ruling's picture shows, in words: its text alternative for a reader who cannot see it.

A ruling's picture (``Question.picture``) draws the situation the ruling is about — the port and
its cards, the fight, the tiles and their dice — from the situation's values.  The picture itself
carries a short name (its ``<title>`` and ``aria-label``: "Port Achim"); what it *shows* is those
values, which :func:`situation_words` says field by field in the reader's language, with the same
labels the "Check a situation" panel shows.  :func:`describe_pictures` ties that text to the
pictures of a ruling's HTML (``aria-describedby``; the text is in the page, hidden from the eye),
where a page wraps the ruling: the check panels (:mod:`rulesim.widgets`) and the disputed
situations pages (``tools/sphinxext/dispute_pages.py``).  Standard library only.
"""

from __future__ import annotations

import hashlib
import html
import re
from typing import Any

from .i18n import Message, _
from .questions import Boolean, Choice, Integer, ListOf, MapOf, Table, Text

SHOWS = _("La imagen muestra esta situación.")
YES, NO, NOTHING = _("sí"), _("no"), _("ninguno")

_FIGURE = re.compile(r'(<figure class="ruling-picture[^"]*">)(.*?)(</figure>)', re.S)
_SVG = re.compile(r"(<svg\b)(?![^>]*aria-describedby)")


def _words(text: Message, lang: str) -> str:
    value = text.render(lang)
    return value[:1].upper() + value[1:]


def value_words(kind: Any, value: Any, lang: str) -> str:
    """One field's value as the reader reads it (labels, not ids)."""
    if value is None:
        return "—"
    if isinstance(kind, Boolean):
        return (YES if value else NO).render(lang)
    if isinstance(kind, Integer):
        return str(value)
    if isinstance(kind, Choice):
        label = kind.values.get(value)
        return label.render(lang) if label is not None else str(value)
    if isinstance(kind, Text):
        raw = kind.to_toml(value)
        if kind.parts and kind.split:
            return "-".join(value_words(part, piece, lang) for part, piece in zip(kind.parts, kind.split(raw)))
        for option, label in kind.options:
            if option == raw:
                return label.render(lang)
        return str(raw)
    if isinstance(kind, ListOf):
        items = [value_words(kind.item, v, lang) for v in value]
        return "; ".join(items) if items else NOTHING.render(lang)
    if isinstance(kind, MapOf):
        pairs = [f"{kind.keys.values[k].render(lang) if k in kind.keys.values else k}: {value_words(kind.value, v, lang)}"
                 for k, v in value.items()]
        return "; ".join(pairs) if pairs else NOTHING.render(lang)
    if isinstance(kind, Table):
        return " ".join(_fields(kind.fields, value, lang))
    return str(value)


def _fields(fields: tuple, values: Any, lang: str) -> list[str]:
    out = []
    for f in fields:
        value = values.get(f.name) if hasattr(values, "get") else values[f.name]
        if value is None:
            continue
        out.append(_("{label}: {value}.", label=_words(f.help, lang), value=value_words(f.kind, value, lang)).render(lang))
    return out


def situation_words(situation: Any, lang: str) -> str:
    """Every value of the situation, field by field, with the panel's labels."""
    return " ".join(_fields(situation.question.fields, situation.values, lang))


def describe_pictures(fragment: str, situation: Any, lang: str) -> str:
    """``fragment`` (a ruling's HTML) with each picture of the situation described: the words of
    :func:`situation_words` in the picture's figure, hidden from the eye, named by the picture's
    ``aria-describedby`` (a screen reader says them after the picture's name)."""
    if not _FIGURE.search(fragment):
        return fragment
    text = html.escape(f"{SHOWS.render(lang)} {situation_words(situation, lang)}".strip())
    ident = "rulesim-picture-" + hashlib.sha256(f"{lang}\n{text}\n{fragment}".encode()).hexdigest()[:12]
    count = 0

    def tie(match: re.Match) -> str:
        nonlocal count
        count += 1
        own = f"{ident}-{count}"
        body = _SVG.sub(lambda m: f'{m.group(1)} aria-describedby="{own}"', match.group(2), count=1)
        return f'{match.group(1)}{body}<p class="rulesim-picture-text" id="{own}" hidden>{text}</p>{match.group(3)}'

    return _FIGURE.sub(tie, fragment)
