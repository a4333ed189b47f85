"""What every game's interactive pages share: the page's language, widget labels, links to rule paragraphs
and refusals."""

from __future__ import annotations

import html
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .errors import RuleViolation
from .i18n import Message, check_language
from .rules import rule_url

BOOK_ROOT = "../../"  # from a page in book/<game>/ to the root of the language's site


def page_line(lang: str) -> str:
    """The line of a notebook page's first (hidden) cell that says its language: the Spanish source
    has ``page_line("es")``; the English build and the live notebooks put their own in its place."""
    return f'PAGE = Page(lang="{check_language(lang)}")'


@dataclass(frozen=True)
class Page:
    """What a notebook page renders for: its language and the root of that language's site.

    Each notebook page's first (hidden) cell says ``PAGE = Page(lang="es")``; the English build, the
    live notebooks (:func:`rulesim.live.start`) and the live panels (:func:`rulesim.live.start_panel`)
    give their own.  ``root`` is where rule links lead: ``../../`` on the built pages and live panels,
    the published site's ``https://…/<lang>/`` in a live notebook.  The page passes ``lang`` (and
    ``root`` where rule links are made) to what it calls: nothing reads a process-wide setting.
    """

    lang: str
    root: str = BOOK_ROOT

    def __post_init__(self) -> None:
        check_language(self.lang)


class Labels(Mapping[str, Message]):
    """A game's widget labels by key, declared once in its ``report.py`` (``LABELS = Labels({...})``) and
    rendered by a call in a page's language: ``LABELS("bid", "en", n=2)`` fills a label template such as
    ``Oferta del J{n}``.  The notebooks call it as ``label(key, PAGE.lang)``; the live checks name a
    control by its message (``LABELS["play"]``).
    """

    def __init__(self, messages: Mapping[str, Message]) -> None:
        for key, message in messages.items():
            if not isinstance(message, Message):
                raise TypeError(f"label {key!r}: a Message (_(\"…\")), not {type(message).__name__}")
        self._messages = dict(messages)

    def __getitem__(self, key: str) -> Message:
        return self._messages[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._messages)

    def __len__(self) -> int:
        return len(self._messages)

    def __call__(self, key: str, lang: str, **params: object) -> str:
        """The label ``key`` in ``lang``; ``params`` fill its template."""
        message = self._messages[key]
        return Message(message.template, **params).render(lang) if params else message.render(lang)


def rule_link(rule_id: str, root: str) -> str:
    """A link to the paragraph of ``rule_id`` on the site whose language root is ``root``."""
    url = rule_url(rule_id, root)
    return f'<a class="rule-ref" href="{html.escape(url)}">[{rule_id}]</a>'


def scroll_table(table: str, label: str) -> str:
    """A table that may be wider than a phone, in its own sideways scroller (the site's stylesheet
    shades the edge that hides columns); ``label`` names it for screen readers, in the page's language."""
    return (f'<div class="table-scroller" role="region" tabindex="0" aria-label="{html.escape(label)}">'
            f"{table}</div>")


def error_html(error: RuleViolation, lang: str, root: str) -> str:
    """A refusal as a warning box: the reason in ``lang`` and the link to the rule broken."""
    return (f'<div class="admonition warning"><p>{html.escape(error.message.render(lang))} '
            f"{rule_link(error.rule_id, root)}</p></div>")
