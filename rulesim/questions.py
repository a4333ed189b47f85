"""Questions a situation file may ask, declared by each game in its own package.

A *question* ("who gets the spices at this port?") is declared once, in
``rulesim/<game>/questions/``, as a :class:`Question`: its id, the question in
a player's words, the rules it concerns, its **fields** (each with its kind —
integer range, choice among ids with labels, list, table…: :mod:`rulesim.kinds` —,
default and example; a field that is a part of the game's position takes its kind
and words from the position, :meth:`Field.part`), the function that answers it,
the picture that shows it, the options whose other reading may change the answer,
and its typed outcome (:mod:`rulesim.outcomes`, which gives the JSON schema).
From that one declaration come

- the loader's validation (:meth:`Field.read`: a bad value names the field, an
  unknown id lists the valid ones, a position left out is either required or
  reported as the default the ruling assumed);
- the field reference of the format page (:func:`reference`);
- the controls of the "Check a situation" pages (each kind says what control
  looks like the game: a die, buttons, a card of flags…; see :mod:`rulesim.widgets`);
- the TOML written back for "copy as file" and shared links (:meth:`Kind.to_toml`).

:mod:`rulesim.check` only loads, dispatches and formats.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .explain import Explanation
from .i18n import Message, _
from .kinds import (
    REQUIRED,
    Boolean,
    Choice,
    Integer,
    Kind,
    ListOf,
    MapOf,
    Maybe,
    SituationError,
    Text,
    key_literal,
    labelled,
    literal,
)
from .outcomes import Outcome
from .position import parts_of

#: the version of the situation files' format this code reads and writes (a file says it with ``format = 2``;
#: one that says none is of this version). Version 1 (until November 2026) wrote some fields elsewhere:
#: each question declares what moved (:class:`Moved`), and a file of version 1 is read as today's.
FORMAT = 2


@dataclass(frozen=True)
class Moved:
    """A field a question's files once wrote elsewhere: ``old`` (a path from the top of the file:
    ``companies``, ``expand.from``) is ``new`` (``port.companies``, ``expand.origin``) since format ``since``.
    The loader carries an older file's field to its place and tells a newer one where it went; the field
    reference lists it."""

    old: str
    new: str
    since: int


# ------------------------------------------------------------------------------ tables
@dataclass(frozen=True)
class Table(Kind):
    """A nested table of fields (``[port.companies]``)."""

    fields: tuple[Field, ...]
    control: str = "table"

    def read(self, value: Any, path: str) -> Values:
        if not isinstance(value, dict):
            raise SituationError(path, _("Se espera una tabla con: {names}.",
                                         names=", ".join(f.name for f in self.fields)))
        values, _assumed = read_fields(self.fields, value, path + ".")
        return values

    def describe(self) -> Message:
        return _("tabla con: {names}", names=", ".join(f.name for f in self.fields))

    def to_toml(self, value: Values) -> dict[str, Any]:
        return {f.name: f.kind.to_toml(value[f.name]) for f in self.fields if value.get(f.name) is not None}

    def words(self, value: Values, lang: str) -> str:
        return " ".join(fields_words(self.fields, value, lang))


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

    @classmethod
    def part(cls, owner: type, name: str, *, help: Message | None = None, kind: Kind | None = None,
             default: Any = REQUIRED, example: Any = None, assume: bool | None = None) -> Field:
        """The field of a situation file that is part ``name`` of a position (``owner``: the game's ``State``
        or a record of it): its kind and, unless the question says it in its own words, its help."""
        spec, _hint = parts_of(owner)[name]
        return cls(name, help or spec.help, kind or spec.kind, default, example, assume)

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

    def replace(self, **changes: Any) -> Values:
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


def fields_words(fields: Sequence[Field], values: Any, lang: str) -> list[str]:
    """Each given field of a table in the reader's words (``Label: value.``), in the fields' order."""
    out = []
    for f in fields:
        value = values.get(f.name) if hasattr(values, "get") else values[f.name]
        if value is not None:
            out.append(labelled(f.help, f.kind.words(value, lang), lang))
    return out


# ---------------------------------------------------------------------------- answers
@dataclass
class Answer:
    """What a question's function returns: the one-line verdict, the steps that decide it, and the
    typed outcome (:mod:`rulesim.outcomes`: winner, order of choice, legal or not, distance…), which
    other tools read instead of the sentence and which decide whether another reading differs."""

    verdict: Message
    explanation: Explanation
    outcome: Outcome | dict[str, Any]

    def outcome_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready fields."""
        return self.outcome.to_dict() if isinstance(self.outcome, Outcome) else self.outcome


@dataclass(frozen=True)
class Question:
    """A question a situation file can ask about a game (see the module's docstring)."""

    id: str
    title: Message  # the question in a player's words
    rules: tuple[str, ...]  # the rule ids it concerns; the first one's page is its rules section
    fields: tuple[Field, ...]
    answer: Callable[[Values, Any], Answer]  # (values, options) → Answer
    outcome: type[Outcome] | Mapping[str, Mapping[str, Any]]  # the typed outcome (its JSON schema follows)
    picture: Callable[[Values, Answer, str], str] | None = None  # (values, answer, lang) → SVG
    ambiguous: tuple[str, ...] = ()  # options whose other reading may change the answer
    check: Callable[[Values], None] | None = None  # cross-field checks (raise SituationError)
    summary: Message | None = None  # what the table describes, one line (the format page)
    moved: tuple[Moved, ...] = ()  # fields an older format wrote elsewhere (:class:`Moved`)

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

    def outcome_schema(self) -> dict[str, Any]:
        if isinstance(self.outcome, type) and issubclass(self.outcome, Outcome):
            return self.outcome.schema()
        return {"type": "object", "required": sorted(self.outcome), "additionalProperties": False,
                "properties": {k: dict(v) for k, v in self.outcome.items()}}

    def example(self) -> dict[str, Any]:
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


__all__ = ["FORMAT", "Moved", "REQUIRED", "SituationError",
           "Kind", "Integer", "Boolean", "Choice", "Text", "ListOf", "MapOf", "Maybe",
           "Table", "Field", "Values", "Answer", "Question", "read_fields", "reference_rows", "literal", "key_literal"]
