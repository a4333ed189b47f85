"""Moves, declared once: a small immutable value that knows its phases, its check, what it does, how it
is listed and how it is said.

A game's moves subclass the game's own base (``class Move(GameMove["State"])``), each with the phases it
belongs to::

    class Bribe(Move, phases=(Phase.BRIBE,)):
        '''Put bribe card ``card`` on the next ship of one's card holder.'''

        card: int

        def check(self, s: State) -> None: ...      # raise s.illegal(self, rule_id, message); change nothing
        def apply(self, s: State) -> None: ...      # what it does (only ever called after check)
        @classmethod
        def listed(cls, s: State) -> Iterable[Bribe]: ...   # every legal move of this kind, in a fixed order
        def said(self, s: State) -> Message: ...    # the move in the reader's words
        def said_to_mover(self, s: State) -> Message: ...  # (optional) what a hidden move shows its mover

Each subclass becomes a frozen dataclass, compared by value; a field is checked against its annotation
when the move is built (``Bribe(card=True)`` is refused: a move is a typed value, so a move equal to a
listed one *is* that move).  The game's :class:`MoveTable` lists the classes once, in the order their
moves are listed; the name → class table (saving, files), the phase of each move and the wrong-phase
message are derived from it.  :func:`move_to_dict` / :func:`move_from_dict` turn a move into plain data
(``{"type": "PlayCard", "card": 12, "port": 3}``) and back.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import MISSING, asdict, dataclass, fields
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar

from .errors import InvalidSetupError
from .i18n import Message, _

if TYPE_CHECKING:  # pragma: no cover
    from .engine import GamePhase

S = TypeVar("S")


class InvalidMoveError(ValueError):
    """A move built with a value its field cannot hold (``Bribe(card="x")``): ``field`` names it."""

    def __init__(self, move: str, field: str, value: object, expected: str) -> None:
        self.field = field
        super().__init__(f"{move}.{field} = {value!r}: expected {expected}")


@typing.dataclass_transform(frozen_default=True, eq_default=True)
class GameMove(Generic[S]):
    """The base of every game's moves (see the module's docstring)."""

    PHASES: ClassVar[tuple[Any, ...]] = ()  # the phases (GamePhase members) the move belongs to
    _FIELD_CHECKS: ClassVar[tuple[tuple[str, Callable[[Any], Any], str], ...] | None] = None

    def __init_subclass__(cls, phases: Sequence[GamePhase] | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if phases is not None:
            cls.PHASES = tuple(phases)
        dataclass(frozen=True)(cls)
        cls._FIELD_CHECKS = None  # filled on first use: the annotations may name classes defined later

    def __post_init__(self) -> None:
        cls = type(self)
        checks = cls._FIELD_CHECKS
        if checks is None:
            checks = cls._field_checks()
        for name, coerce, expected in checks:
            value = getattr(self, name)
            typed = coerce(value)
            if typed is _WRONG:
                raise InvalidMoveError(type(self).__name__, name, value, expected)
            if typed is not value:
                object.__setattr__(self, name, typed)

    @classmethod
    def _field_checks(cls) -> tuple[tuple[str, Callable[[Any], Any], str], ...]:
        """Each field's coercer, made when the class's first move is built; then the class's quick
        ``__init__`` (:func:`_quick_init`) takes over from the dataclass's."""
        hints = typing.get_type_hints(cls)
        checks = tuple((f.name, _coercer(hints[f.name]), _hint_name(hints[f.name]))
                       for f in fields(cls))  # type: ignore[arg-type]
        cls._FIELD_CHECKS = checks
        quick = _quick_init(cls, hints)
        if quick is not None:
            cls.__init__ = quick  # type: ignore[method-assign]
        return checks

    # ------------------------------------------------------------- to be declared by each move
    def check(self, state: S) -> None:
        """Raise :class:`~rulesim.errors.IllegalMoveError` when ``state`` does not allow this move; change nothing."""
        raise NotImplementedError

    def apply(self, state: S) -> None:
        """Play the move (called only after :meth:`check` passed)."""
        raise NotImplementedError

    @classmethod
    def listed(cls, state: S) -> Iterable[Self]:
        """Every legal move of this class in ``state``, in a fixed order."""
        raise NotImplementedError

    def said(self, state: S) -> Message:
        """The move in the reader's words (never an id)."""
        raise NotImplementedError

    def said_to_mover(self, state: S) -> Message:
        """The move as the player making it reads it: what a hidden choice keeps from the others (which bribe
        card goes on which ship) it shows its mover.  :meth:`said` unless the move hides something."""
        return self.said(state)


# --------------------------------------------------------------------------- typed fields
class _Wrong:
    pass


_WRONG: Any = _Wrong()


def _coercer(hint: Any) -> Callable[[Any], Any]:
    """A function that returns the value as ``hint`` types it (an enum from its value, a tuple from a list),
    or ``_WRONG``."""
    if hint in _SIMPLE:
        return _SIMPLE[hint]
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum_coercer(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return _union_coercer([_coercer(a) for a in args])
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _tuple_coercer(lambda n: [_coercer(args[0])] * n)
    if origin is tuple:
        items = [_coercer(a) for a in args]
        return _tuple_coercer(lambda n: items if n == len(items) else None)
    raise TypeError(f"a move field cannot be typed {hint!r}")


_SIMPLE: dict[Any, Callable[[Any], Any]] = {
    bool: lambda v: v if isinstance(v, bool) else _WRONG,
    int: lambda v: v if isinstance(v, int) and not isinstance(v, bool) else _WRONG,
    str: lambda v: v if isinstance(v, str) and not isinstance(v, Enum) else _WRONG,
    type(None): lambda v: v if v is None else _WRONG,
}


def _quick_init(cls: type, hints: dict[str, Any]) -> Callable[..., None] | None:
    """An ``__init__`` for move class ``cls`` with the dataclass's signature that stores the fields at once
    when each already holds exactly the type its annotation names — as in every move the engine lists —
    and otherwise hands the arguments to the dataclass's own ``__init__`` (which coerces them, or refuses
    them, in ``__post_init__``); ``None`` where some field has no quick test, a default factory or is not
    an argument (those classes keep the dataclass's).  Moves are built by the thousand in a game between
    simple players: building Borneo's ``PlayCard(3, 4)`` took 2.3 µs through the dataclass's frozen
    ``__init__`` and ``__post_init__``, 0.6 µs through this one (2 December 2026, a loaded machine)."""
    names: dict[str, Any] = {"_slow": cls.__dict__["__init__"]}
    params, tests, stores = [], [], []
    for i, f in enumerate(fields(cls)):
        hint = hints[f.name]
        test = _exact(hint)
        if test is None or not f.init or f.kw_only or f.default_factory is not MISSING:
            return None
        if f.default is MISSING:
            params.append(f.name)
        else:
            names[f"_default{i}"] = f.default
            params.append(f"{f.name}=_default{i}")
        if _exact_type(hint):
            names[f"_type{i}"] = hint
            tests.append(f"type({f.name}) is _type{i}")
        elif _exact_items(hint) is not None:  # the test written out: no call for each move built
            names[f"_items{i}"] = {_exact_items(hint)}
            tests.append(f"type({f.name}) is tuple and _items{i}.issuperset(map(type, {f.name}))")
        else:
            names[f"_test{i}"] = test
            tests.append(f"_test{i}({f.name})")
        stores.append(f"        _fields[{f.name!r}] = {f.name}")
    args = ", ".join(f.name for f in fields(cls))
    source = "\n".join([
        f"def __init__(_move, {', '.join(params)}):",
        f"    if {' and '.join(tests)}:",
        "        _fields = _move.__dict__",
        *stores,
        "    else:",
        f"        _slow(_move, {args})",
    ]) if params else "def __init__(_move):\n    pass"  # a move without fields: nothing to store
    exec(source, names)  # as dataclasses builds its own __init__: a signature known only at run time
    init: Callable[..., None] = names["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    return init


def _exact_type(hint: Any) -> bool:
    """Whether a value of ``hint`` is typed exactly when its ``type()`` is ``hint`` (no subclass: an enum
    member is not the ``str`` it may also be, ``True`` is not an ``int`` field's value)."""
    return isinstance(hint, type) and (hint in (bool, int, str) or issubclass(hint, Enum))


def _exact_items(hint: Any) -> type | None:
    """The item type of ``tuple[T, ...]`` where ``T`` is typed exactly by its ``type()``; else ``None``."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) is tuple and len(args) == 2 and args[1] is Ellipsis and _exact_type(args[0]):
        item: type = args[0]
        return item
    return None


def _exact(hint: Any) -> Callable[[Any], bool] | None:
    """A quick test that a value already has exactly the type ``hint`` names (what its coercer would return
    unchanged), or ``None`` where there is no such quick test."""
    if hint is type(None):
        return lambda v: v is None
    if _exact_type(hint):
        return lambda v: type(v) is hint
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        options = [_exact(a) for a in args]
        if any(o is None for o in options):
            return None
        return lambda v: any(o(v) for o in options)  # type: ignore[misc]
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if _exact_type(args[0]):
            allowed = {args[0]}
            return lambda v: type(v) is tuple and allowed.issuperset(map(type, v))  # no set built
        item = _exact(args[0])
        return None if item is None else (lambda v: type(v) is tuple and all(map(item, v)))
    if origin is tuple:
        items = [_exact(a) for a in args]
        if any(i is None for i in items):
            return None
        return lambda v: (type(v) is tuple and len(v) == len(items)
                          and all(i(x) for i, x in zip(items, v, strict=True)))  # type: ignore[misc]
    return None


def _enum_coercer(enum: type[Enum]) -> Callable[[Any], Any]:
    def coerce(v: Any) -> Any:
        if isinstance(v, enum):
            return v
        if not isinstance(v, (str, int)) or isinstance(v, bool):
            return _WRONG
        try:
            return enum(v)
        except ValueError:
            return _WRONG
    return coerce


def _union_coercer(options: list[Callable[[Any], Any]]) -> Callable[[Any], Any]:
    def coerce(v: Any) -> Any:
        for option in options:
            typed = option(v)
            if typed is not _WRONG:
                return typed
        return _WRONG
    return coerce


def _tuple_coercer(items_for: Callable[[int], list[Callable[[Any], Any]] | None]) -> Callable[[Any], Any]:
    """A tuple (or a list, read as one) whose ``n`` items are typed by ``items_for(n)`` (``None``: no such length)."""
    def coerce(v: Any) -> Any:
        if not isinstance(v, (tuple, list)):
            return _WRONG
        items = items_for(len(v))
        if items is None:
            return _WRONG
        out = tuple(c(x) for c, x in zip(items, v, strict=True))
        if any(x is _WRONG for x in out):
            return _WRONG
        return v if isinstance(v, tuple) and all(a is b for a, b in zip(out, v, strict=True)) else out
    return coerce


def _hint_name(hint: Any) -> str:
    """A type as an error names it: ``int``, ``tuple[int, int]``, ``str | None``."""
    return hint.__name__ if isinstance(hint, type) else str(hint).replace("typing.", "")


# ---------------------------------------------------------------------------- the table
M = TypeVar("M", bound=GameMove[Any])


class MoveTable(Mapping[str, type[GameMove[Any]]]):
    """A game's moves, each class once, in the order their moves are listed: by name (saving, files),
    by phase (the legal moves, the wrong-phase message).  ``order`` may rearrange a phase's list
    (moves of several classes interleaved); by default the classes' lists follow each other."""

    def __init__(self, *classes: type[GameMove[Any]],
                 order: Callable[[list[GameMove[Any]]], list[GameMove[Any]]] | None = None) -> None:
        names = [c.__name__ for c in classes]
        if len(set(names)) != len(names):
            raise ValueError(f"a move class is named twice: {names}")
        for cls in classes:
            if not cls.PHASES:
                raise ValueError(f"{cls.__name__} declares no phase")
        self._classes = {c.__name__: c for c in classes}
        self.order = order
        self._by_phase: dict[Any, tuple[type[GameMove[Any]], ...]] = {}
        for cls in classes:
            for phase in cls.PHASES:
                self._by_phase[phase] = self._by_phase.get(phase, ()) + (cls,)

    def __getitem__(self, name: str) -> type[GameMove[Any]]:
        return self._classes[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._classes)

    def __len__(self) -> int:
        return len(self._classes)

    def classes(self) -> tuple[type[GameMove[Any]], ...]:
        return tuple(self._classes.values())

    def in_phase(self, phase: Any) -> tuple[type[GameMove[Any]], ...]:
        return self._by_phase.get(phase, ())

    def phase_of(self, move_class: type) -> tuple[GamePhase, ...]:
        """The phases a move belongs to (``()`` for a move of another game)."""
        cls = self._classes.get(move_class.__name__)
        return cls.PHASES if cls is move_class else ()

    def listed(self, state: Any) -> list[GameMove[Any]]:
        """Every legal move of ``state``: each class of its phase in turn (then ``order``)."""
        moves: list[GameMove[Any]] = []
        for cls in self._by_phase.get(state.phase, ()):  # (in_phase, without a call: every position lists)
            moves += cls.listed(state)
        return self.order(moves) if self.order is not None else moves

    def legal(self, state: Any) -> tuple[GameMove[Any], ...]:
        """:meth:`listed` as a tuple, the position's legal moves: the list of a phase with a single class of moves
        (most phases) made a tuple at once, without joining it to another list first."""
        if self.order is not None:
            return tuple(self.listed(state))
        classes = self._by_phase.get(state.phase, ())
        if len(classes) == 1:
            return tuple(classes[0].listed(state))
        moves: list[GameMove[Any]] = []
        for cls in classes:
            moves += cls.listed(state)
        return tuple(moves)

    def from_dict(self, data: Mapping[str, Any], rule_id: str) -> GameMove[Any]:
        move: GameMove[Any] = move_from_dict(data, self, rule_id)
        return move


# -------------------------------------------------------------------------- plain data
def move_to_dict(move: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(move).__name__}
    for key, value in asdict(move).items():
        data[key] = _plain(value)
    return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    return value


def move_from_dict(data: Mapping[str, Any], types_: Mapping[str, type], rule_id: str) -> Any:
    """The move ``data`` describes, among ``types_`` (name → class); a malformed one raises
    :class:`~rulesim.errors.InvalidSetupError` citing ``rule_id``."""
    try:
        cls = types_[data["type"]]
        names = {f.name for f in fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise KeyError(", ".join(sorted(extra)))
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in names})
    except (KeyError, TypeError, InvalidMoveError) as exc:
        raise InvalidSetupError(rule_id, _("Jugada mal escrita: {data} ({error}).", data=repr(dict(data)),
                                           error=str(exc))) from None
