"""Assert what rulesim *said* by meaning — the rule cited and the values given — not by its wording.

The catalog check of ``tests/conftest.py`` already guarantees that every sentence rulesim builds is translated and
shows all its values in both languages; so a test that checks the rule id and the values of a message checks what a
reader of either language is told, and rewording a sentence touches its catalogs only, not the tests.  Rendered
text stays asserted only where the reader's text is the point (a few cases per language, in the page tests).

``said(obj, rule_id, **values)`` finds, in an explanation (its steps), a typed error, a step or a list of them, the
message cited under ``rule_id`` whose values include ``values`` and returns it; ``template=`` narrows to one sentence
(a fragment of its Spanish template) where one rule has several.  ``values_of``, ``meaning`` and ``told`` flatten
nested messages (and lists of them) so a test compares plain values; ``reads`` and ``titled`` check a message no
rule cites (a move's description or title, a reason) by its template fragment and values.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from rulesim.errors import RuleViolation
from rulesim.explain import Explanation, Step
from rulesim.i18n import Deferred, Message


def cited(obj: Any) -> Iterator[tuple[str, Message]]:
    """(rule id, message) for every rule cited by ``obj``: an explanation's steps, a step, an error, or an iterable."""
    if isinstance(obj, RuleViolation | Step) or (hasattr(obj, "rule_id") and isinstance(
            getattr(obj, "message", None), Message)):  # an error, a step, a position's problem
        yield obj.rule_id, obj.message
    elif isinstance(obj, Explanation):
        for step in obj.steps:
            yield step.rule_id, step.message
    elif isinstance(obj, Iterable) and not isinstance(obj, str | bytes):
        for item in obj:
            yield from cited(item)
    else:
        explanation = getattr(obj, "explanation", None)
        if explanation is None:
            raise TypeError(f"nothing cites a rule in {obj!r}")
        yield from cited(explanation)


def meaning(value: Any) -> Any:
    """What a message says, without its words: its values, nested messages and lists of them by their own values
    (``la compañía {colour}`` → ``{"colour": "roja"}``), a message without values by its template, a deferred one
    by the message it builds.  Tests compare this, so rewording a sentence touches only its catalogs."""
    if isinstance(value, Deferred):
        return meaning(value.build())
    if isinstance(value, Message):
        return {name: meaning(v) for name, v in value.params.items()} or value.template
    if isinstance(value, list | tuple):
        return [meaning(v) for v in value]
    return value


def values_of(message: Message) -> dict[str, Any]:
    """A message's values (``meaning`` of each): nested messages by their own values or, without any, their
    template."""
    if isinstance(message, Deferred):
        return values_of(message.build())
    return {name: meaning(v) for name, v in message.params.items()}


def told(obj: Any) -> list[tuple[str, Any]]:
    """(rule id, values) of every rule ``obj`` cites, in order: what a reader of either language is told."""
    return [(rule_id, meaning(message)) for rule_id, message in cited(obj)]


def _matches(given: dict[str, Any], wanted: dict[str, Any]) -> bool:
    return all(name in given and given[name] == value for name, value in wanted.items())


def said(obj: Any, rule_id: str, template: str | None = None, **values: Any) -> Message:
    """The message ``obj`` cites under ``rule_id`` whose values include ``values`` (and whose Spanish template
    contains ``template``, when given); fails listing what was cited instead."""
    everything = list(cited(obj))
    for rule, message in everything:
        if rule != rule_id or (template is not None and template not in message.template):
            continue
        if _matches(message.params, values) or _matches(values_of(message), values):
            return message
    shown = "\n".join(f"  {rule}: {message.template!r} {values_of(message)}" for rule, message in everything)
    raise AssertionError(f"nothing cited under {rule_id} with {values} (template {template!r}); cited:\n{shown}")


def rules_cited(obj: Any) -> list[str]:
    """The rule ids ``obj`` cites, in order."""
    return [rule for rule, _ in cited(obj)]


def reads(message: Message, template: str, **values: Any) -> Message:
    """``message`` is the sentence whose Spanish template contains ``template``, with (at least) these values: a
    message no rule cites (a move's description, a title, a reason) checked by meaning, not wording."""
    if isinstance(message, Deferred):  # a move's title, built when it is read
        message = message.build()
    given = values_of(message)
    assert template in message.template and all(given.get(k) == v for k, v in values.items()), (message, given)
    return message


def titled(title: Message, player: int, template: str, **values: Any) -> None:
    """A move's title names the player (counted from 1 for readers) and the move (:func:`reads`)."""
    if isinstance(title, Deferred):
        title = title.build()
    assert values_of(title).get("player") == {"n": player}, title
    move = title.params["move"]
    assert isinstance(move, Message), title
    reads(move, template, **values)
