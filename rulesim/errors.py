"""Typed errors for rule violations, shared by every game.

Illegal input is a normal case: every refusal is a :class:`RuleViolation`
(a ``ValueError``) that names the rule id broken and says why in Spanish and
English.  Engines validate a move completely before changing anything, so a
state that raised is exactly the state it was.
"""

from __future__ import annotations

from .i18n import LANGUAGES, Message, default_language
from .rules import rule, rule_url


class RuleViolation(ValueError):
    """Base class of every refusal: carries ``rule_id`` and a translatable ``message``."""

    def __init__(self, rule_id: str, message: Message, context: str = "") -> None:
        rule(rule_id)  # an error must cite a rule that exists
        self.rule_id = rule_id
        self.message = message
        self.context = context
        super().__init__(self.text())

    def text(self, lang: str | None = None) -> str:
        """``[rule-id] reason (context)`` in ``lang`` (the command line's language by default)."""
        lang = default_language(lang)
        suffix = f" ({self.context})" if self.context else ""
        return f"[{self.rule_id}] {self.message.render(lang)}{suffix}"

    def texts(self) -> dict[str, str]:
        """The message in every language of the site."""
        return {lang: self.text(lang) for lang in LANGUAGES}

    def url(self, root: str = "") -> str:
        return rule_url(self.rule_id, root)

    def __str__(self) -> str:
        return self.text()


class IllegalMoveError(RuleViolation):
    """A move that the position forbids.  ``move`` is the move refused; the
    context names the move and the position it was tried in."""

    def __init__(self, rule_id: str, message: Message, move: object, position: str) -> None:
        self.move = move
        self.position = position
        super().__init__(rule_id, message, f"{move!r} @ {position}")


class InvalidSetupError(RuleViolation):
    """A game description or a state that cannot exist under the rules
    (a player count the game does not support, a malformed saved state)."""
