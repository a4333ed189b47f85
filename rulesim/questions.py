"""Questions a situation file may ask, declared by each game in its own package.

A *question* ("who gets the spices at this port?") is declared once, in
``rulesim/<game>/questions.py``, as a :class:`Question`: its id, the question in
a player's words, the rules it concerns, its **fields** (each with its kind —
integer range, choice among ids with labels, list, table…—, default and
example), the function that answers it, the picture that shows it, the options
whose other reading may change the answer, and the JSON schema of its
structured outcome.  From that one declaration come

- the loader's validation (:meth:`Field.read`: a bad value names the field, an
  unknown id lists the valid ones, a position left out is either required or
  reported as the default the ruling assumed);
- the field reference of the format page (:func:`reference`);
- the controls of the "Check a situation" pages (each kind says what control
  looks like the game: a die, buttons, a card of flags…; see :mod:`rulesim.forms`);
- the TOML written back for "copy as file" and shared links (:meth:`Kind.to_toml`).

:mod:`rulesim.check` only loads, dispatches and formats.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence

from .explain import Explanation
from .i18n import Message, Plural, _, default_language


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()


class SituationError(ValueError):
    """A situation that cannot be read or cannot exist: ``field`` names where (``port.cards[2]``),
    ``line`` the line of the file when known."""

    def __init__(self, field: str, message: Message, line: int | None = None) -> None:
        self.field = field
        self.message = message
        self.line = line
        super().__init__(self.text())

    def text(self, lang: str | None = None) -> str:
        lang = default_language(lang)
        if self.line:
            where = _("{field} (línea {line})", field=self.field, line=self.line).render(lang)
        else:
            where = self.field
        return f"{where}: {self.message.render(lang)}"


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
        return value

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
    parts: tuple["Choice", ...] = ()
    split: Callable[[Any], tuple] | None = None
    join: Callable[[tuple], Any] | None = None

    def read(self, value: Any, path: str) -> Any:
        result = self.parse(value)
        if isinstance(result, Message):
            raise SituationError(path, result)
        return result

    def describe(self) -> Message:
        return self.notation

    def to_toml(self, value: Any) -> Any:
        return self.write(value)


@dataclass(frozen=True)
class ListOf(Kind):
    item: Kind
    min_len: int = 0
    max_len: int | None = None
    unique: bool = False
    control: str = "list"

    def read(self, value: Any, path: str) -> tuple:
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
        return [self.item.to_toml(v) for v in value]


@dataclass(frozen=True)
class MapOf(Kind):
    """A table whose keys are ids of ``keys`` (``tiles = { helper = [5, 3] }``)."""

    keys: Choice
    value: Kind
    control: str = "map"

    def read(self, value: Any, path: str) -> dict:
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
        return {k: self.value.to_toml(v) for k, v in value.items()}


@dataclass(frozen=True)
class Table(Kind):
    """A nested table of fields (``[port.companies]``)."""

    fields: tuple["Field", ...]
    control: str = "table"

    def read(self, value: Any, path: str) -> "Values":
        if not isinstance(value, dict):
            raise SituationError(path, _("Se espera una tabla con: {names}.", names=", ".join(f.name for f in self.fields)))
        values, _assumed = read_fields(self.fields, value, path + ".")
        return values

    def describe(self) -> Message:
        return _("tabla con: {names}", names=", ".join(f.name for f in self.fields))

    def to_toml(self, value: "Values") -> dict:
        return {f.name: f.kind.to_toml(value[f.name]) for f in self.fields if value.get(f.name) is not None}


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


# ----------------------------------------------------------------------------- fields
@dataclass(frozen=True)
class Field:
    """One field of a question's table: its name in the file, what it is in a player's words, its kind,
    its default (``REQUIRED`` when the ruling cannot do without it) and an example value (as written)."""

    name: str
    help: Message
    kind: Kind
    default: Any = REQUIRED
    example: Any = None
    #: whether leaving the field out is an assumption the ruling must state (default: unless ``default`` is None,
    #: which means "not given" — a name, a detail that cannot change the answer)
    assume: bool | None = None

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def states_assumption(self) -> bool:
        return self.default is not None if self.assume is None else self.assume

    def read(self, data: Mapping[str, Any], prefix: str) -> tuple[Any, bool]:
        """The field's value in ``data`` (``prefix`` is the path of the table), and whether it was defaulted."""
        path = prefix + self.name
        if self.name not in data:
            if self.required:
                raise SituationError(path, _("Falta este campo: {help}.", help=self.help))
            return self.default, True
        return self.kind.read(data[self.name], path), False


class Values(Mapping[str, Any]):
    """The read values of a question's fields, by name (also as attributes): ``values.limit``."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self._data = dict(data)

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __getattr__(self, key: str) -> Any:
        try:
            return self._data[key]
        except KeyError:
            raise AttributeError(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Values) and self._data == other._data

    def __repr__(self) -> str:
        return f"Values({self._data!r})"

    def replace(self, **changes: Any) -> "Values":
        return Values({**self._data, **changes})


def read_fields(fields: Sequence[Field], data: Mapping[str, Any], prefix: str) -> tuple[Values, list[str]]:
    """Read every field of a table; unknown names are refused with the list of known ones."""
    known = [f.name for f in fields]
    for name in data:
        if name not in known:
            raise SituationError(prefix + name, _("Campo desconocido; los campos de aquí son: {names}.",
                                                  names=", ".join(known)))
    values, assumed = {}, []
    for f in fields:
        value, defaulted = f.read(data, prefix)
        values[f.name] = value
        if defaulted and f.states_assumption:
            assumed.append(prefix + f.name)
    return Values(values), assumed


# ---------------------------------------------------------------------------- answers
@dataclass
class Answer:
    """What a question's function returns: the one-line verdict, the steps that decide it, and the
    outcome as structured, JSON-ready fields (winner, order of choice, legal or not, distance…), which
    other tools read instead of the sentence and which decide whether another reading differs."""

    verdict: Message
    explanation: Explanation
    outcome: dict


@dataclass(frozen=True)
class Question:
    """A question a situation file can ask about a game (see the module's docstring)."""

    id: str
    title: Message  # the question in a player's words
    rules: tuple[str, ...]  # the rule ids it concerns; the first one's page is its rules section
    fields: tuple[Field, ...]
    answer: Callable[[Values, Any], Answer]  # (values, options) → Answer
    outcome: Mapping[str, Mapping[str, Any]]  # JSON schema of each outcome field
    picture: Callable[[Values, Answer, str], str] | None = None  # (values, answer, lang) → SVG
    ambiguous: tuple[str, ...] = ()  # options whose other reading may change the answer
    check: Callable[[Values], None] | None = None  # cross-field checks (raise SituationError)
    summary: Message | None = None  # what the table describes, one line (the format page)

    @property
    def section(self) -> str:
        """The name of the question's table in a file: ``[port]``."""
        return self.id

    def read(self, data: Mapping[str, Any]) -> tuple[Values, list[str]]:
        if not isinstance(data, dict):
            raise SituationError(self.section, _("Se espera una tabla [{name}].", name=self.section))
        values, assumed = read_fields(self.fields, data, self.section + ".")
        if self.check is not None:
            self.check(values)
        return values, assumed

    def outcome_schema(self) -> dict:
        return {"type": "object", "required": sorted(self.outcome), "additionalProperties": False,
                "properties": {k: dict(v) for k, v in self.outcome.items()}}

    def example(self) -> dict:
        """A table built from every field's example (the format page shows it; the tests load it)."""
        return {f.name: f.example for f in self.fields if f.example is not None}


# ------------------------------------------------------------------- field reference
def reference_rows(question: Question, lang: str) -> list[tuple[str, str, str, str, str]]:
    """``(field, what it is, type and allowed values, default, example)`` for every field, nested ones too."""
    rows = []

    def walk(fields: Sequence[Field], prefix: str) -> None:
        for f in fields:
            path = prefix + f.name
            allowed = f.kind.describe().render(lang)
            choices = f.kind.choices()
            named = [(v, label.render(lang)) for v, label in (choices or ()) if label.render(lang) != str(v)]
            if named and len(named) <= 40:
                allowed += " — " + "; ".join(f"{literal(v)}: {label}" for v, label in named)
            if f.required:
                default = _("obligatorio").render(lang)
            elif f.default is None:
                default = _("no hace falta").render(lang)
            else:
                raw = f.kind.to_toml(f.default)
                empty = raw in ([], {}, ()) or (isinstance(raw, dict) and all(v in ([], {}, ()) for v in raw.values()))
                default = _("vacío").render(lang) if empty else literal(raw)
            example = literal(f.example) if f.example is not None else ""
            rows.append((path, f.help.render(lang), allowed, default, example))
            if isinstance(f.kind, Table):
                walk(f.kind.fields, path + ".")
            elif isinstance(f.kind, ListOf) and isinstance(f.kind.item, Table):  # a list of tables: each item's fields
                walk(f.kind.item.fields, path + "[].")

    walk(question.fields, question.section + ".")
    return rows


__all__ = ["REQUIRED", "SituationError", "Kind", "Integer", "Boolean", "Choice", "Text", "ListOf", "MapOf", "Table",
           "Field", "Values", "Answer", "Question", "read_fields", "reference_rows", "literal"]
