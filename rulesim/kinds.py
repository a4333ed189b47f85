"""How a value of a situation file or a saved position is written, checked and shown: the *kinds*.

A kind reads a written value (TOML or JSON: numbers, strings, lists, tables) into the typed value the
engine uses, refusing anything else with a :class:`SituationError` that names the field
(``port.cards[2]``) and says what is allowed in the reader's words; it writes the typed value back
(:meth:`Kind.to_toml`), describes itself for the field reference (:meth:`Kind.describe`), says a value
in the reader's words (:meth:`Kind.words`: labels, never ids), lists its values when they can be listed
(:meth:`Kind.choices`) and names the control that looks like the game
(``control``: a die, buttons, a drop-down…).  The situation files' fields (:mod:`rulesim.questions`) and
the parts of a position (:mod:`rulesim.position`) are both declared with these kinds, so a part reads
the same in a file, a saved game and a builder's argument.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .i18n import Message, Plural, _, default_language


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()


class SituationError(ValueError):
    """A situation that cannot be read or cannot exist: ``field`` names where (``port.cards[2]``),
    ``line`` the line of the file when known, ``rule_id`` the rule an impossible value breaks (its text then
    says it as a position's problem does: ``field: [rule-id] message``); ``notation``, how a file writes such a
    value, is added to the text for whoever writes files, not to a panel's warning (whose control cannot be
    written wrong in that way)."""

    def __init__(self, field: str, message: Message, line: int | None = None, rule_id: str | None = None,
                 notation: Message | None = None) -> None:
        self.field = field
        self.message = message
        self.line = line
        #: the rule the value breaks, when the kind that refused it knows (a part of a position)
        self.rule_id = rule_id
        #: how a file writes the value (a card's letters), said after the message by :meth:`text`
        self.notation = notation
        super().__init__(self.text())

    def text(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        if self.line:
            where = _("{field} (línea {line})", field=self.field, line=self.line).render(lang)
        else:
            where = self.field
        rule = f"[{self.rule_id}] " if self.rule_id else ""
        said = self.message.render(lang)
        if self.notation is not None:
            said = _("{problem} Se escribe así: {notation}.", problem=said, notation=self.notation).render(lang)
        return f"{where}: {rule}{said}"


YES, NO = _("sí"), _("no")
#: an empty list or table, whatever it holds ("ninguno" would agree with some fields and not with "las cartas")
NOTHING = _("nada")


def labelled(label: Message, words: str, lang: str) -> str:
    """``Label: words.`` — one field said in the reader's words (the label capitalised)."""
    name = label.render(lang)
    return _("{label}: {value}.", label=name[:1].upper() + name[1:], value=words).render(lang)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ------------------------------------------------------------------------------ kinds
class Kind:
    """How a field's value is written, checked and shown."""

    #: the control that looks like the game: "number", "die", "buttons", "dropdown", "checkbox", "text", …
    control = "text"

    def read(self, value: Any, path: str) -> Any:
        raise NotImplementedError

    def describe(self) -> Message:
        """The type and what is allowed, in the reader's words (the field reference)."""
        raise NotImplementedError

    def choices(self) -> list[tuple[Any, Message]] | None:
        """Every allowed value with its label, when they can be listed."""
        return None

    def to_toml(self, value: Any) -> Any:
        """The value as it is written in a file (the inverse of :meth:`read`)."""
        return value

    def words(self, value: Any, lang: str) -> str:
        """The (read) value as a reader reads it, in ``lang``: labels, not ids (a picture's text alternative)."""
        return "—" if value is None else str(self.to_toml(value))


@dataclass(frozen=True)
class Integer(Kind):
    low: int
    high: int
    control: str = "number"  # or "die" (faces 1–6), "slider"

    def read(self, value: Any, path: str) -> int:
        if not _is_int(value):
            raise SituationError(path, _("Se espera un número entero."))
        if not self.low <= value <= self.high:
            raise SituationError(path, _("Debe estar entre {low} y {high}.", low=self.low, high=self.high))
        return int(value)

    def describe(self) -> Message:
        return _("número entero de {low} a {high}", low=self.low, high=self.high)


@dataclass(frozen=True)
class Boolean(Kind):
    control: str = "checkbox"

    def read(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            raise SituationError(path, _("Se espera true o false."))
        return value

    def describe(self) -> Message:
        return _("true o false")

    def words(self, value: Any, lang: str) -> str:
        return (YES if value else NO).render(lang)


@dataclass(frozen=True)
class Choice(Kind):
    """One id among ``values`` (id → label); the file holds the id, readers see the label."""

    values: Mapping[Any, Message]
    control: str = "buttons"  # or "dropdown" for long lists

    def read(self, value: Any, path: str) -> Any:
        for allowed in self.values:
            if value == allowed and isinstance(value, bool) == isinstance(allowed, bool):
                return allowed
        raise SituationError(path, _("Valor desconocido {value}; se espera uno de: {allowed}.",
                                     value=literal(value), allowed=", ".join(literal(v) for v in self.values)))

    def describe(self) -> Message:
        return _("uno de: {values}", values=", ".join(literal(v) for v in self.values))

    def choices(self) -> list[tuple[Any, Message]]:
        return list(self.values.items())

    def label(self, value: Any) -> Message:
        return self.values[value]

    def words(self, value: Any, lang: str) -> str:
        """The label of the value as written (a kind that reads an id into something else writes it back)."""
        written = self.to_toml(value)
        return self.values[written].render(lang) if written in self.values else super().words(value, lang)


@dataclass(frozen=True)
class Text(Kind):
    """A value written in a small notation of its own (a card's flags ``"RRGR"``): ``parse`` turns
    the text into the typed value or returns a message saying what is wrong; ``write`` turns it back."""

    parse: Callable[[Any], Any]
    notation: Message
    write: Callable[[Any], Any] = lambda value: value
    control: str = "text"
    #: for the checker's controls: the values as written, each with its label, when they can be listed…
    options: tuple[tuple[Any, Message], ...] = ()
    #: …or the parts the written value is made of (a card's four flags), with ``split``/``join``
    parts: tuple[Choice, ...] = ()
    split: Callable[[Any], tuple[Any, ...]] | None = None
    join: Callable[[tuple[Any, ...]], Any] | None = None
    #: whether a refused value's error says the notation after ``parse``'s message (for a file's writer; a
    #: panel's warning leaves it out): for a notation the message does not already spell out
    notation_on_error: bool = False

    def read(self, value: Any, path: str) -> Any:
        result = self.parse(value)
        if isinstance(result, Message):
            raise SituationError(path, result, notation=self.notation if self.notation_on_error else None)
        return result

    def describe(self) -> Message:
        return self.notation

    def to_toml(self, value: Any) -> Any:
        return self.write(value)

    def words(self, value: Any, lang: str) -> str:
        written = self.to_toml(value)
        if self.parts and self.split:
            pieces = zip(self.parts, self.split(written), strict=False)
            return "-".join(part.words(piece, lang) for part, piece in pieces)
        labels = dict(self.options)
        return labels[written].render(lang) if written in labels else str(written)


@dataclass(frozen=True)
class ListOf(Kind):
    item: Kind
    min_len: int = 0
    max_len: int | None = None
    unique: bool = False
    control: str = "list"

    def read(self, value: Any, path: str) -> Any:
        if not isinstance(value, list):
            raise SituationError(path, _("Se espera una lista: {what}.", what=self.item.describe()))
        if len(value) < self.min_len or (self.max_len is not None and len(value) > self.max_len):
            raise SituationError(path, self._length())
        items = tuple(self.item.read(v, f"{path}[{i}]") for i, v in enumerate(value))
        if self.unique:
            for i, v in enumerate(items):
                if v in items[:i]:
                    raise SituationError(f"{path}[{i}]", _("Repetido: cada valor va una vez como mucho."))
        return items

    def _length(self) -> Message:
        if self.max_len is None:
            return Plural("Se espera al menos {n} elemento.", "Se esperan al menos {n} elementos.", self.min_len)
        if self.min_len == self.max_len:
            return Plural("Se espera exactamente {n} elemento.", "Se esperan exactamente {n} elementos.", self.min_len)
        return _("Se esperan entre {low} y {high} elementos.", low=self.min_len, high=self.max_len)

    def describe(self) -> Message:
        if self.max_len is None and not self.min_len:
            return _("lista de: {what}", what=self.item.describe())
        if self.max_len is None:
            length = _("al menos {n}", n=self.min_len)
        elif self.min_len == self.max_len:
            length = _("exactamente {n}", n=self.min_len)
        else:
            length = _("de {low} a {high}", low=self.min_len, high=self.max_len)
        return _("lista ({length} elementos) de: {what}", length=length, what=self.item.describe())

    def choices(self) -> list[tuple[Any, Message]] | None:
        return self.item.choices()

    def to_toml(self, value: Any) -> Any:
        if isinstance(value, str):  # a text is no list: left as written, for read() to refuse
            return value
        return [self.item.to_toml(v) for v in value]

    def words(self, value: Any, lang: str) -> str:
        items = [self.item.words(v, lang) for v in value]
        return "; ".join(items) if items else NOTHING.render(lang)


@dataclass(frozen=True)
class MapOf(Kind):
    """A table whose keys are ids of ``keys`` (``tiles = { helper = [5, 3] }``)."""

    keys: Choice
    value: Kind
    control: str = "map"

    def read(self, value: Any, path: str) -> Any:
        if not isinstance(value, dict):
            raise SituationError(path, _("Se espera una tabla: {what}.", what=self.describe()))
        out = {}
        for key, item in value.items():
            out[self.keys.read(key, f"{path}.{key}")] = self.value.read(item, f"{path}.{key}")
        return out

    def describe(self) -> Message:
        return _("tabla: {keys} → {value}", keys=self.keys.describe(), value=self.value.describe())

    def choices(self) -> list[tuple[Any, Message]]:
        return self.keys.choices()

    def to_toml(self, value: Any) -> Any:
        """The table as written; an entry whose value is nothing (``None``) is left out, as a file leaves it."""
        return {k: self.value.to_toml(v) for k, v in value.items() if v is not None}

    def words(self, value: Any, lang: str) -> str:
        pairs = [f"{self.keys.words(k, lang)}: {self.value.words(v, lang)}" for k, v in value.items() if v is not None]
        return "; ".join(pairs) if pairs else NOTHING.render(lang)


@dataclass(frozen=True)
class Maybe(Kind):
    """A value of ``kind``, or nothing (``None``; ``null`` in a saved game, left out in a file)."""

    kind: Kind
    control: str = "text"

    def read(self, value: Any, path: str) -> Any:
        return None if value is None else self.kind.read(value, path)

    def describe(self) -> Message:
        return _("{what}, o nada", what=self.kind.describe())

    def choices(self) -> list[tuple[Any, Message]] | None:
        return self.kind.choices()

    def to_toml(self, value: Any) -> Any:
        return None if value is None else self.kind.to_toml(value)

    def words(self, value: Any, lang: str) -> str:
        return "—" if value is None else self.kind.words(value, lang)


def literal(value: Any) -> str:
    """A value as it is written in a situation file: ``"most-flags"``, ``true``, ``6``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "value") and not isinstance(value, (int, str)):
        value = value.value
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{key_literal(k)} = {literal(v)}" for k, v in value.items()) + " }"
    return str(value)


def key_literal(key: str) -> str:
    """A TOML key: bare when it can be, quoted otherwise."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_string(key)


def _toml_string(text: str) -> str:
    """A TOML basic string: JSON's escapes are TOML's, and DEL must be escaped too."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


__all__ = ["REQUIRED", "SituationError", "Kind", "Integer", "Boolean", "Choice", "Text", "ListOf", "MapOf", "Maybe",
           "literal", "key_literal"]
