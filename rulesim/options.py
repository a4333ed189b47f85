"""Options: how an engine reads a point its source leaves open, declared once per option.

Each game's ``Options`` is a frozen dataclass whose fields are declared with
:func:`option`: the rule id of the open question it settles, a label in the
reader's words, and its *readings* — every allowed value with a sentence that
says what it means.  From that one declaration come the validation (an unknown
value is refused, never guessed), the reader-facing words (labels, never keys
such as ``monopoly_tie = 'most-flags'``), the list of other readings a ruling
tries, and the field reference of the situation format::

    @dataclass(frozen=True)
    class Options(GameOptions):
        covering: bool = option("borneo-q-shared-example", _("Cartas que tapan"), {
            True: _("cada carta tapa la fila de abajo de la anterior"),
            False: _("cuentan todas las banderas")}, default=True)

An option whose values cannot be listed (a round number) gives ``readings=None``
and a ``check`` that returns an error message or ``None``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any, ClassVar

from .errors import InvalidSetupError
from .i18n import Message, Value, _

OPTION_KEY = "rulesim-option"


@dataclass(frozen=True)
class OptionSpec:
    """What :func:`option` declares about one field of a game's ``Options``."""

    rule_id: str
    label: Message
    readings: Mapping[Any, Message] | None
    check: Callable[[Any], Message | None] | None = None
    #: the values a ruling tries as "the other reading" (default: every reading)
    alternatives: bool = True


def option(rule_id: str, label: Message, readings: Mapping[Any, Message] | None, default: Any, *,
           check: Callable[[Any], Message | None] | None = None, alternatives: bool = True) -> Any:
    """A field of a game's ``Options``: the open question it settles, its label and readings."""
    return field(default=default, metadata={OPTION_KEY: OptionSpec(rule_id, label, readings, check, alternatives)})


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same kind (``True`` is not ``1``)."""
    return a == b and isinstance(a, bool) == isinstance(b, bool)


@dataclass(frozen=True)
class GameOptions:
    """Base of every game's ``Options``: validation, saving and the words for each reading."""

    #: the rule id cited for a malformed set of options as a whole (unknown names)
    OPTIONS_RULE: ClassVar[str] = ""

    def __post_init__(self) -> None:
        for name, spec in self.specs().items():
            value = getattr(self, name)
            if spec.readings is not None:
                if not any(_same(value, allowed) for allowed in spec.readings):
                    raise InvalidSetupError(spec.rule_id, _(
                        "Opción desconocida {name} = {value}; valores posibles: {allowed}.",
                        name=name, value=_literal(value), allowed=", ".join(_literal(v) for v in spec.readings)))
                # keep the declared object (an enum member rather than its string)
                declared = next(v for v in spec.readings if _same(value, v))
                object.__setattr__(self, name, declared)
            if spec.check is not None:
                problem = spec.check(value)
                if problem is not None:
                    raise InvalidSetupError(spec.rule_id, problem)

    # ------------------------------------------------------------ description
    @classmethod
    def specs(cls) -> dict[str, OptionSpec]:
        return {f.name: f.metadata[OPTION_KEY] for f in fields(cls) if OPTION_KEY in f.metadata}

    @classmethod
    def spec(cls, name: str) -> OptionSpec:
        return cls.specs()[name]

    @classmethod
    def defaults(cls) -> dict[str, Any]:
        return {f.name: f.default for f in fields(cls) if f.default is not MISSING}

    @classmethod
    def rule_of(cls, name: str) -> str:
        return cls.spec(name).rule_id

    def label(self, name: str) -> Message:
        """The option's name in the reader's words."""
        return self.spec(name).label

    def reading(self, name: str, value: Any = MISSING) -> Message:
        """What ``value`` (by default the current one) means, in the reader's words."""
        value = getattr(self, name) if value is MISSING else value
        readings = self.spec(name).readings
        if readings is None:
            return Value(value)
        return next(text for v, text in readings.items() if _same(v, value))

    def others(self, name: str) -> Iterator[Any]:
        """Every other reading of option ``name`` (what a ruling tries to see if it changes the answer)."""
        spec = self.spec(name)
        if spec.readings is None or not spec.alternatives:
            return iter(())
        current = getattr(self, name)
        return (v for v in spec.readings if not _same(v, current))

    # ----------------------------------------------------------------- saving
    def to_dict(self) -> dict[str, Any]:
        return {k: (v.value if hasattr(v, "value") and not isinstance(v, bool) else v) for k, v in asdict(self).items()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameOptions:
        """Options from saved or written values; unknown names are refused with the list of known ones."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise InvalidSetupError(cls.OPTIONS_RULE, _(
                "Opción desconocida: {names}; se espera una de: {known}.",
                names=", ".join(unknown), known=", ".join(sorted(known))))
        return cls(**data)


def _literal(value: Any) -> str:
    """A value as it is written in a situation file: ``"most-flags"``, ``true``, ``6``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if hasattr(value, "value"):
        value = value.value
    return f'"{value}"' if isinstance(value, str) else str(value)
