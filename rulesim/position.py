"""The position contract: the parts of a position, declared once, and every problem a position can have.

A game's position is a dataclass whose fields are declared with :func:`part`: the part as the book names
it (``positions``, ``supply``, ``money``), its kind (:mod:`rulesim.kinds`: how it is written, checked and
shown), the words a reader sees, and the rule cited when it is wrong::

    @dataclass(eq=False)
    class State(RuleState):
        round: int = part(_("la ronda"), Integer(1, 99), "caribic-round-end", default=1)
        positions: dict[str, str] = part(_("dónde está cada barco"), MapOf(SHIP, SPACE), "caribic-setup-ships",
                                         default_factory=dict)

From that one declaration come the public builder (:meth:`rulesim.engine.RuleState.arranged`: any part
given, the rest from the setup of a seed, every value checked by its kind), the save format
(:meth:`~rulesim.engine.RuleState.to_dict`: the parts, written by their kinds) and the fields of the
situation files that are parts of a position (:meth:`rulesim.questions.Field.part`).  Records inside a
position (a player's screen, the ship on the move) are dataclasses declared the same way and read by
:class:`Record`.

A position that cannot exist is described by :class:`Problem` values — the part at fault
(``positions.Bravo``), the rule and why — which a game's ``problems()`` lists completely;
:class:`InvalidPosition` is raised with the first of them.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import MISSING, dataclass, field, fields, is_dataclass
from dataclasses import Field as DataField
from typing import Any

from .errors import InvalidSetupError
from .i18n import Message, _
from .kinds import Kind, SituationError, labelled

PART_KEY = "rulesim-part"


@dataclass(frozen=True)
class PartSpec:
    """What :func:`part` declares about one part of a position."""

    help: Message  # the part in a reader's words
    kind: Kind
    rule_id: str  # the rule cited when the part is missing or wrong


def part(help: Message, kind: Kind, rule_id: str, *, default: Any = MISSING,
         default_factory: Callable[[], Any] | Any = MISSING) -> Any:
    """A field of a position (or of a record inside one): see the module's docstring."""
    spec = {PART_KEY: PartSpec(help, kind, rule_id)}
    if default_factory is not MISSING:
        return field(default_factory=default_factory, metadata=spec)
    return field(default=default, metadata=spec)


@dataclass(frozen=True)
class Problem:
    """One reason a position cannot exist: the part at fault as the book and the files name it
    (``positions.Bravo``, ``seats[2].bids``), the rule it breaks, and why, in the reader's words."""

    field: str
    rule_id: str
    message: Message

    def text(self, lang: str | None = None) -> str:
        return f"{self.field}: [{self.rule_id}] {self.message.render(lang)}"


class InvalidPosition(InvalidSetupError):
    """A position that cannot exist, raised with the first of its problems (all of them in ``problems``);
    ``field`` names the part at fault."""

    def __init__(self, problems: Problem | Sequence[Problem]) -> None:
        self.problems: tuple[Problem, ...] = (problems,) if isinstance(problems, Problem) else tuple(problems)
        first = self.problems[0]
        self.problem = first
        self.field = first.field
        super().__init__(first.rule_id, first.message)


# ------------------------------------------------------------------------------ records
_PARTS: dict[type, dict[str, tuple[PartSpec, Any]]] = {}


def parts_of(cls: type) -> dict[str, tuple[PartSpec, Any]]:
    """The parts a dataclass declares, by name: ``(spec, type hint)``, in declaration order."""
    if cls not in _PARTS:
        hints = typing.get_type_hints(cls)
        _PARTS[cls] = {f.name: (f.metadata[PART_KEY], hints[f.name]) for f in fields(cls) if PART_KEY in f.metadata}
    return _PARTS[cls]


def _data_field(cls: type, name: str) -> DataField[Any]:
    return next(f for f in fields(cls) if f.name == name)


def _required(cls: type, name: str) -> bool:
    """Whether field ``name`` of dataclass ``cls`` has no default."""
    f = _data_field(cls, name)
    return f.default is MISSING and f.default_factory is MISSING


def default_of(cls: type, name: str) -> Any:
    """The declared default of part ``name`` of ``cls`` (a fresh one for a factory)."""
    f = _data_field(cls, name)
    if f.default_factory is not MISSING:
        return f.default_factory()
    if f.default is not MISSING:
        return f.default
    raise KeyError(name)


def as_hint(value: Any, hint: Any) -> Any:
    """``value`` as read by a kind (tuples, dicts) in the container types ``hint`` names: a kind reads a
    list as a tuple; a part declared ``list[list[int]]`` gets lists, which the engine changes in place."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        inner = [a for a in args if a is not type(None)]
        return as_hint(value, inner[0]) if len(inner) == 1 else value
    if origin is list and isinstance(value, (list, tuple)):
        return [as_hint(v, args[0]) for v in value] if args else list(value)
    if origin is tuple and isinstance(value, (list, tuple)):
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(as_hint(v, args[0]) for v in value)
        return tuple(value)
    if origin is dict and isinstance(value, Mapping):
        return {k: as_hint(v, args[1]) for k, v in value.items()} if args else dict(value)
    return value


def read_part(spec: PartSpec, hint: Any, value: Any, path: str) -> Any:
    """A part's value from its written form *or* from a typed value (a builder's argument): written back by
    its kind first, so both are checked the same way; a :class:`SituationError` names ``path``."""
    try:
        written = spec.kind.to_toml(value)
    except (TypeError, ValueError, AttributeError, KeyError, IndexError):
        written = value  # not a typed value of this part: read as written, and refused naming the part
    return as_hint(spec.kind.read(written, path), hint)


def write_part(spec: PartSpec, value: Any) -> Any:
    return spec.kind.to_toml(value)


def problem_of(error: SituationError, spec: PartSpec) -> Problem:
    """The problem a refused value of a part is: the rule of the innermost part that refused it."""
    return Problem(error.field, error.rule_id or spec.rule_id, error.message)


@dataclass(frozen=True)
class Record(Kind):
    """A dataclass whose fields are parts (:func:`part`), written as a table: ``{bids = [3, 5], money = 0}``.
    Fields left out take their declared default (one without a default is refused, naming it); an unknown one
    is refused with the list of known ones."""

    cls: type
    control: str = "table"

    def read(self, value: Any, path: str) -> Any:
        if is_dataclass(value) and isinstance(value, self.cls):
            value = self.to_toml(value)
        parts = parts_of(self.cls)
        if not isinstance(value, Mapping):
            raise SituationError(path, _("Se espera una tabla con: {names}.", names=", ".join(parts)))
        for name in value:
            if name not in parts:
                raise SituationError(f"{path}.{name}", _("Campo desconocido; los campos de aquí son: {names}.",
                                                         names=", ".join(parts)))
        out = {}
        for name, (spec, hint) in parts.items():
            if name in value:
                try:
                    out[name] = as_hint(spec.kind.read(value[name], f"{path}.{name}"), hint)
                except SituationError as error:
                    error.rule_id = error.rule_id or spec.rule_id
                    raise
            elif _required(self.cls, name):
                raise SituationError(f"{path}.{name}", _("Falta este campo: {help}.", help=spec.help),
                                     rule_id=spec.rule_id)
        return self.cls(**out)

    def describe(self) -> Message:
        return _("tabla con: {names}", names=", ".join(parts_of(self.cls)))

    def to_toml(self, value: Any) -> Any:
        if isinstance(value, Mapping):  # already written (a builder's argument): each field written by its kind
            parts = parts_of(self.cls)
            return {k: parts[k][0].kind.to_toml(v) if k in parts else v for k, v in value.items()}
        return {name: spec.kind.to_toml(getattr(value, name)) for name, (spec, _hint) in parts_of(self.cls).items()}

    def words(self, value: Any, lang: str) -> str:
        """Each field of the record with its part's help as label (``Money: 3.``)."""
        return " ".join(labelled(spec.help, spec.kind.words(getattr(value, name), lang), lang)
                        for name, (spec, _hint) in parts_of(self.cls).items() if getattr(value, name) is not None)


__all__ = ["PART_KEY", "PartSpec", "part", "Problem", "InvalidPosition", "Record", "parts_of",
           "default_of", "as_hint", "read_part", "write_part", "problem_of"]
