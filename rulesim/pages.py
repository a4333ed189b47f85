"""HTML pieces every game's interactive pages share: links to rule paragraphs and refusals."""

from __future__ import annotations

import html

from .errors import RuleViolation
from .i18n import Message
from .rules import rule_url

BOOK_ROOT = "../../"  # from a page in book/<game>/ to the root of the language's site
_book_root = BOOK_ROOT


def book_root() -> str:
    """What leads from a notebook's output to the root of the language's site: ``../../``
    on the built pages, the site's address in a live notebook (:func:`set_book_root`)."""
    return _book_root


def set_book_root(root: str) -> None:
    """Make rule links lead to ``root`` (``https://…/en/``); :mod:`rulesim.live` calls it."""
    global _book_root
    _book_root = root


def label_text(message: Message, lang: str | None = None, **params: object) -> str:
    """A widget label in ``lang``; ``params`` fill a label template such as ``{spice}: …``."""
    return Message(message.template, **params).render(lang) if params else message.render(lang)


def rule_link(rule_id: str, root: str | None = None) -> str:
    url = rule_url(rule_id, book_root() if root is None else root)
    return f'<a class="rule-ref" href="{html.escape(url)}">[{rule_id}]</a>'


def scroll_table(table: str, label: str) -> str:
    """A table that may be wider than a phone, in its own sideways scroller (the site's stylesheet
    shades the edge that hides columns); ``label`` names it for screen readers, in the page's language."""
    return (f'<div class="table-scroller" role="region" tabindex="0" aria-label="{html.escape(label)}">'
            f"{table}</div>")


def error_html(error: RuleViolation, lang: str, root: str | None = None) -> str:
    """A refusal as a warning box: the reason in ``lang`` and the link to the rule broken."""
    return (f'<div class="admonition warning"><p>{html.escape(error.message.render(lang))} '
            f"{rule_link(error.rule_id, root)}</p></div>")
