"""What may I do now? Every legal move of the player to act, described from the game's own declarations.

Each game declares its moves once (:mod:`rulesim.moves`: phases, ``check``, ``apply``, ``listed``,
``said``, in its :class:`~rulesim.moves.MoveTable`); this module derives from them, for any position of
any game, what a player at the table asks most:

- :func:`choices` — every legal move, in the order of ``state.legal_moves()``, as a typed
  :class:`MoveChoice`: the move, its kind (the move's class), its words (``said``), the move as a file
  writes it (:func:`write_move`), the rules it follows (the rule ids its own steps cite when it is played
  on a copy of the position, :meth:`RuleState.trial <rulesim.engine.RuleState.trial>`) and its cost
  (:class:`Cost`: every count of the acting player's record that the move lowers — doubloons, cubes,
  goods —, named by the record's own part declaration; empty where the game keeps no such count);
- :func:`by_kind` — the same moves grouped by kind, the kinds in the order they first appear;
- :func:`why_not` — why a named move is not among them: the rule id and the message :meth:`push
  <rulesim.engine.RuleState.push>` would give (:class:`Refusal`), or ``None`` for a legal move;
- :func:`read_move` / :func:`write_move` — a move in the words of a situation file: ``Sail space=r2c1``
  (the move's class, then each field as ``name=value``, a value in JSON or a bare word), or a table as
  saved games write their history (``{ type = "Sail", space = "r2c1" }``).

These functions take a :class:`~rulesim.engine.RuleState` and know no question: a page that lets a reader
play (the "learning game" of issue 24) lists the reader's moves with :func:`choices` and answers "why not?"
with :func:`why_not`.  The situation question built on them, ``now``, is :mod:`rulesim.now`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from .engine import RuleState
from .explain import Explanation
from .i18n import Message, Value, _
from .kinds import Choice, ListOf, SituationError, Text
from .moves import GameMove, InvalidMoveError, MoveTable, move_to_dict
from .position import Record, parts_of


# ------------------------------------------------------------------------- descriptions
@dataclass(frozen=True)
class Cost:
    """What a move takes from the acting player: one count of their record (``money``, ``goods.wood``),
    its words, and by how much it goes down."""

    part: str
    label: Message
    amount: int


@dataclass(frozen=True)
class MoveChoice:
    """One legal move described: the move, its kind, its words, as a file writes it, the rules it follows,
    its cost and what it gives (the counts of the player's record it lowers and raises) and the steps it
    causes (before any forced move that follows)."""

    move: GameMove[Any]
    kind: str
    words: Message
    written: str
    rule_ids: tuple[str, ...]
    cost: tuple[Cost, ...]
    gain: tuple[Cost, ...]
    steps: Explanation


@dataclass(frozen=True)
class Refusal:
    """Why a move is not legal here: the rule :meth:`~rulesim.engine.RuleState.push` cites, and its message."""

    move: GameMove[Any]
    written: str
    words: Message
    rule_id: str
    message: Message


def choices(state: RuleState) -> tuple[MoveChoice, ...]:
    """Every legal move of ``state`` (exactly ``state.legal_moves()``, in its order), described."""
    return tuple(describe(state, move) for move in state.legal_moves())


def describe(state: RuleState, move: GameMove[Any]) -> MoveChoice:
    """One legal move of ``state`` described (it is played on a copy: ``state`` is unchanged)."""
    after, steps = state.trial(move)
    rule_ids = tuple(dict.fromkeys(steps.rule_ids))
    return MoveChoice(move, type(move).__name__, move.said_to_mover(state), write_move(move), rule_ids,
                      costs(state, after), gains(state, after), steps)


def by_kind(described: Iterable[MoveChoice]) -> tuple[tuple[str, tuple[MoveChoice, ...]], ...]:
    """The moves grouped by kind, the kinds in the order they first appear, the moves in theirs."""
    groups: dict[str, list[MoveChoice]] = {}
    for choice in described:
        groups.setdefault(choice.kind, []).append(choice)
    return tuple((kind, tuple(items)) for kind, items in groups.items())


def why_not(state: RuleState, move: GameMove[Any]) -> Refusal | None:
    """Why ``push`` would refuse ``move`` here (its rule id and message), or ``None`` when it is legal."""
    error = state.refusal(move)
    if error is None:
        return None
    return Refusal(move, write_move(move), said_or_written(state, move), error.rule_id, error.message)


def said_or_written(state: RuleState, move: GameMove[Any]) -> Message:
    """The move in the reader's words; as written in a file when the position cannot say it (a refused move
    may name a card or a space that is nowhere in the position)."""
    try:
        return move.said(state)
    except (LookupError, ValueError, TypeError, AttributeError):
        return Value(write_move(move))


# ------------------------------------------------------------------------------- costs
def seat_part(state: RuleState) -> str | None:
    """The part of the position holding one record per player (``seats``, ``players``), if there is one."""
    for name, (spec, _hint) in parts_of(type(state)).items():
        kind = spec.kind
        if isinstance(kind, ListOf) and isinstance(kind.item, Record):
            value = getattr(state, name)
            if len(value) == state.game.players:
                return name
    return None


def costs(before: RuleState, after: RuleState) -> tuple[Cost, ...]:
    """The counts of the acting player's record that go down from ``before`` to ``after`` (what the move takes)."""
    return tuple(Cost(part, label, -delta) for part, label, delta in count_changes(before, after) if delta < 0)


def gains(before: RuleState, after: RuleState) -> tuple[Cost, ...]:
    """The counts of the acting player's record that go up from ``before`` to ``after`` (what the move gives)."""
    return tuple(Cost(part, label, delta) for part, label, delta in count_changes(before, after) if delta > 0)


def count_changes(before: RuleState, after: RuleState) -> list[tuple[str, Message, int]]:
    """Each count of the acting player's record (:func:`seat_part`) that changes: its part, words and change."""
    name, player = seat_part(before), before.player
    if name is None or player is None:
        return []
    old, new = getattr(before, name)[player], getattr(after, name)[player]
    found: list[tuple[str, Message, int]] = []
    for part, (spec, _hint) in parts_of(type(old)).items():
        was, now = getattr(old, part), getattr(new, part)
        if _count(was) and _count(now) and now != was:
            found.append((part, spec.help, now - was))
        elif isinstance(was, Mapping) and isinstance(now, Mapping):
            keys = getattr(spec.kind, "keys", None)
            for key in dict.fromkeys([*was, *now]):
                a, b = was.get(key, 0), now.get(key, 0)
                if _count(a) and _count(b) and a != b:
                    found.append((f"{part}.{_written(key)}", _key_label(spec.help, keys, key), b - a))
    return found


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _written(key: Any) -> str:
    return str(getattr(key, "value", key))


def _key_label(label: Message, keys: Any, key: Any) -> Message:
    named = keys.values.get(key) if isinstance(keys, Choice) else None
    return _("{what} ({which})", what=label, which=named if named is not None else Value(_written(key)))


# ------------------------------------------------------------------------ moves as words
_TOKEN = re.compile(r'\s*([A-Za-z_]\w*)\s*=\s*')


def write_move(move: GameMove[Any]) -> str:
    """A move as a situation file names it: ``Sail space=r2c1``, ``Bribe card=3``, ``EndMove``."""
    data = move_to_dict(move)
    words = [str(data.pop("type"))]
    for key, value in data.items():
        bare = isinstance(value, str) and re.fullmatch(r"[A-Za-z][\w:.-]*", value) and \
            value not in ("true", "false", "null")
        words.append(f"{key}={value if bare else json.dumps(value, ensure_ascii=False)}")
    return " ".join(words)


def read_move(table: MoveTable, value: Any, path: str) -> GameMove[Any]:
    """The move ``value`` names (words as :func:`write_move` writes them, or a saved game's table), one of
    ``table``'s; anything else raises :class:`SituationError` naming ``path``."""
    data = _move_data(value, path) if isinstance(value, str) else value
    if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
        raise SituationError(path, _("Se espera una jugada: su tipo y sus campos, como «{example}».",
                                     example=_example(table)))
    cls = table.get(data["type"])
    if cls is None:
        raise SituationError(path, _("Jugada desconocida; las jugadas de este juego son: {names}.",
                                     names=", ".join(table)))
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    given = {k: v for k, v in data.items() if k != "type"}
    wrong = [k for k in given if k not in names] + [k for k in names if k not in given]
    if wrong:
        raise SituationError(path, _("{move} lleva exactamente estos campos: {names}.",
                                     move=cls.__name__, names=", ".join(names) or "—"))
    try:
        move: GameMove[Any] = cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in given.items()})
    except InvalidMoveError as error:
        raise SituationError(f"{path}", _("{move}: el campo {field} no admite ese valor.", move=cls.__name__,
                                          field=error.field)) from None
    return move


def _example(table: MoveTable) -> str:
    return next(iter(table), "Move")


def _move_data(text: str, path: str) -> dict[str, Any]:
    head = re.match(r"\s*([A-Za-z_]\w*)", text)
    if head is None:
        raise SituationError(path, _("Se espera una jugada: su tipo y sus campos, como «{example}».",
                                     example="Sail space=r2c1"))
    data: dict[str, Any] = {"type": head.group(1)}
    rest = text[head.end():]
    while rest.strip():
        token = _TOKEN.match(rest)
        if token is None:
            raise SituationError(path, _("Cada campo de la jugada se escribe nombre=valor."))
        value, rest = _value(rest[token.end():])
        data[token.group(1)] = value
    return data


def _value(text: str) -> tuple[Any, str]:
    """The first value of ``text`` (JSON, or a bare word) and what follows it."""
    decoder = json.JSONDecoder()
    try:
        value, end = decoder.raw_decode(text)
    except json.JSONDecodeError:
        word = re.match(r"[^\s=]+", text)
        return (word.group(0), text[word.end():]) if word else ("", text[1:])
    rest = text[end:]
    if rest and not rest[0].isspace():  # "r2c1" starts no JSON value but "2c" does: a bare word
        word = re.match(r"[^\s=]+", text)
        assert word is not None
        return word.group(0), text[word.end():]
    return value, rest


def move_kind(table: MoveTable, blank: bool = False) -> Text:
    """The kind of a field naming one of ``table``'s moves (the value read is the move itself); with ``blank``,
    an empty text is no move (``None``: a panel's empty box)."""
    def parse(value: Any) -> Any:
        if blank and isinstance(value, str) and not value.strip():
            return None
        try:
            return read_move(table, value, "")
        except SituationError as error:
            return error.message
    return Text(parse, _("una jugada: su tipo y sus campos nombre=valor (tipos: {names})", names=", ".join(table)),
                write=lambda move: write_move(move) if isinstance(move, GameMove) else move)


def _parse_position(value: Any) -> Any:
    if isinstance(value, str) and not value.strip():
        return None  # a panel's empty box: a new game
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            return _("No es JSON válido: se espera la partida guardada en una línea.")
    if not isinstance(value, dict):
        return _("Se espera una partida guardada: un objeto JSON o una tabla.")
    return value


POSITION = Text(_parse_position, _("una partida guardada (el JSON de una línea que guarda rulesim)"),
                write=lambda data: json.dumps(data, sort_keys=True, separators=(",", ":"))
                if isinstance(data, Mapping) else data)


__all__ = ["Cost", "MoveChoice", "Refusal", "choices", "describe", "by_kind", "why_not", "said_or_written",
           "seat_part", "costs", "gains", "count_changes", "write_move", "read_move", "move_kind", "POSITION"]
