"""Explanations: the ordered steps of a resolution, each citing its rule id.

Resolving a port or a fight (and later any ruling) yields an
:class:`Explanation`; the notebooks render it as HTML with links to the
paragraphs, a command-line checker as numbered text.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from .i18n import Message, check_language, default_language
from .rules import REGISTRY, rule, rule_url


@dataclass(slots=True, init=False)
class Step:
    """One step of a resolution: what happened, and the rule id that decides it (known at once; the sentence may
    be made only when read, :class:`~rulesim.i18n.Later`)."""

    rule_id: str
    message: Message

    def __init__(self, rule_id: str, message: Message) -> None:
        # written out, not the dataclass's __init__ and __post_init__: a game makes hundreds of steps
        if rule_id not in REGISTRY:
            rule(rule_id)  # raises, naming the unknown id
        self.rule_id = rule_id
        self.message = message

    def render(self, lang: str | None = None) -> str:
        return self.message.render(lang)


@dataclass(slots=True)
class Explanation:
    title: Message
    steps: list[Step] = field(default_factory=list)

    def add(self, rule_id: str, message: Message) -> None:
        self.steps.append(Step(rule_id, message))

    def extend(self, other: Explanation) -> None:
        self.steps.extend(other.steps)

    @property
    def rule_ids(self) -> list[str]:
        return [s.rule_id for s in self.steps]

    def to_text(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        lines = [self.title.render(lang)]
        lines += [f"{i}. {s.render(lang)} [{s.rule_id}]" for i, s in enumerate(self.steps, 1)]
        return "\n".join(lines)

    def to_html(self, lang: str, root: str) -> str:
        """An ordered list in ``lang``; each step ends with a link to its paragraph under ``root``."""
        lang = check_language(lang)
        items = "".join(
            f'<li>{html.escape(s.render(lang))} '
            f'<a class="rule-ref" href="{html.escape(rule_url(s.rule_id, root))}">'
            f"[{s.rule_id}]</a></li>"
            for s in self.steps
        )
        return (
            f'<div class="rulesim-explanation"><p><strong>{html.escape(self.title.render(lang))}'
            f"</strong></p><ol>{items}</ol></div>"
        )
