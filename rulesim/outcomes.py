"""A question's structured outcome, typed: a dataclass from which its JSON and its JSON schema both come.

Each question of a situation file answers with a verdict in words, the steps that decide it, and an
*outcome*: the answer as fields other tools read (winner, distance, legal or not…) and that decide
whether another reading of an open point changes the answer.  A game declares it once::

    @dataclass(frozen=True)
    class AuctionOutcome(Outcome):
        winner: int | None = outcome_field(minimum=1)   # players count from 1 in files and rulings
        distance: int = outcome_field(minimum=0)
        tied: tuple[int, ...] = ()

:meth:`Outcome.to_dict` gives the JSON (tuples as lists, enums as their values, nested outcomes as
objects) and :meth:`Outcome.schema` the JSON schema of ``rulesim check --json`` (``rulesim-ruling/2``),
generated from the annotations: ``int`` is an integer, ``X | None`` adds ``"null"``, ``tuple[X, ...]``
an array (a bare ``tuple``: an array whose items are left open), ``dict[str, X]`` an object, an enum or a
``Literal`` its values; ``outcome_field`` adds bounds or narrows an enum.
"""

from __future__ import annotations

import types
import typing
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from enum import Enum
from typing import Any, ClassVar, Literal

SCHEMA_KEY = "rulesim-outcome-schema"


def outcome_field(*, default: Any = MISSING, **schema: Any) -> Any:
    """A field of an outcome with extra JSON-schema keywords (``minimum=1``, ``enum=[…]``)."""
    return field(default=default, metadata={SCHEMA_KEY: schema})


@dataclass(frozen=True)
class Outcome:
    """The base of every question's outcome (see the module's docstring)."""

    #: whether the schema refuses properties an outcome does not declare (``additionalProperties: false``);
    #: a nested outcome whose published schema never said so keeps saying nothing
    CLOSED: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}

    @classmethod
    def schema(cls) -> dict[str, Any]:
        """The JSON schema of the outcome (its fields required in name order, as the ruling's schema lists
        them; a nested object lists them in declaration order)."""
        schema = dict(_object_schema(cls))
        return {**schema, "required": sorted(schema["required"])}


def _plain(value: Any) -> Any:
    if isinstance(value, Outcome):
        return value.to_dict()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {(k.value if isinstance(k, Enum) else k): _plain(v) for k, v in value.items()}
    return value


def _object_schema(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    props = {}
    for f in fields(cls):
        props[f.name] = {**schema_of(hints[f.name]), **f.metadata.get(SCHEMA_KEY, {})}
    if not getattr(cls, "CLOSED", True):
        return {"type": "object", "required": list(props), "properties": props}
    return {"type": "object", "required": list(props), "additionalProperties": False, "properties": props}


def schema_of(hint: Any) -> dict[str, Any]:
    """The JSON schema of a value annotated ``hint``."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType) and type(None) in args:
        inner = schema_of(next(a for a in args if a is not type(None)))
        if "type" in inner:
            return {**inner, "type": [inner["type"], "null"]}
        return {**inner, "enum": [*inner["enum"], None]} if "enum" in inner else inner
    if origin is Literal:
        return {"enum": list(args)}
    if isinstance(hint, type) and issubclass(hint, Enum):
        return {"enum": [m.value for m in hint]}
    if isinstance(hint, type) and is_dataclass(hint):
        return _object_schema(hint)
    if origin in (tuple, list):
        return {"type": "array", "items": schema_of(args[0])}
    if hint in (tuple, list):  # an array whose items the schema leaves open
        return {"type": "array"}
    if origin is dict:
        return {"type": "object", "additionalProperties": schema_of(args[1])}
    simple = {bool: "boolean", int: "integer", str: "string", float: "number"}
    if hint in simple:
        return {"type": simple[hint]}
    raise TypeError(f"an outcome field cannot be typed {hint!r}")


__all__ = ["Outcome", "outcome_field", "schema_of"]
