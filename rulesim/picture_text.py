"""What a ruling's picture shows, in words: its text alternative for a reader who cannot see it.

A ruling's picture (``Question.picture``) draws the situation the ruling is about — the port and
its cards, the fight, the tiles and their dice — from the situation's values.  The picture itself
carries a short name (its ``<title>`` and ``aria-label``: "Port Achim"); what it *shows* is those
values, which :func:`situation_words` says field by field in the reader's language (each kind says
its own value: :meth:`rulesim.kinds.Kind.words`), with the same labels the "Check a situation" panel
shows.  :func:`describe_pictures` ties that text to the pictures of a ruling's HTML
(``aria-describedby``; the text is in the page, hidden from the eye), where a page wraps the ruling:
the check panels (:mod:`rulesim.widgets`) and the disputed situations pages
(``tools/sphinxext/dispute_pages.py``).  Standard library only.
"""

from __future__ import annotations

import hashlib
import html
import re
from typing import Any

from .i18n import _
from .questions import fields_words

SHOWS = _("La imagen muestra esta situación.")

_FIGURE = re.compile(r'(<figure class="ruling-picture[^"]*">)(.*?)(</figure>)', re.S)
_SVG = re.compile(r"(<svg\b)(?![^>]*aria-describedby)")


def situation_words(situation: Any, lang: str) -> str:
    """Every value of the situation, field by field, with the panel's labels."""
    return " ".join(fields_words(situation.question.fields, situation.values, lang))


def describe_pictures(fragment: str, situation: Any, lang: str) -> str:
    """``fragment`` (a ruling's HTML) with each picture of the situation described: the words of
    :func:`situation_words` in the picture's figure, hidden from the eye, named by the picture's
    ``aria-describedby`` (a screen reader says them after the picture's name)."""
    if not _FIGURE.search(fragment):
        return fragment
    text = html.escape(f"{SHOWS.render(lang)} {situation_words(situation, lang)}".strip())
    ident = "rulesim-picture-" + hashlib.sha256(f"{lang}\n{text}\n{fragment}".encode()).hexdigest()[:12]
    count = 0

    def tie(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        own = f"{ident}-{count}"
        body = _SVG.sub(lambda m: f'{m.group(1)} aria-describedby="{own}"', match.group(2), count=1)
        return f'{match.group(1)}{body}<p class="rulesim-picture-text" id="{own}" hidden>{text}</p>{match.group(3)}'

    return _FIGURE.sub(tie, fragment)
