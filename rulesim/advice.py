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
with :func:`why_not`.  The situation question built on them, ``now`` (:func:`now_question`, one line in each
game's ``questions`` package), starts from a new game (``players``, ``seed``) or from a saved position
(``position``: the JSON of :meth:`RuleState.to_json <rulesim.engine.RuleState.to_json>`), plays the moves
of ``played`` in order, and answers with :class:`NowOutcome`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any

from .engine import RuleState
from .errors import InvalidSetupError
from .explain import Explanation
from .i18n import Message, Plural, Value, _
from .kinds import Choice, Integer, ListOf, SituationError, Text
from .moves import GameMove, InvalidMoveError, MoveTable, move_to_dict
from .outcomes import Outcome, outcome_field
from .position import InvalidPosition, Record, parts_of
from .questions import Answer, Field, Question, Values

SECTION = "now"


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
    return MoveChoice(move, type(move).__name__, move.said(state), write_move(move), rule_ids,
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


# ------------------------------------------------------------------ the question "now"
@dataclass(frozen=True)
class CostOutcome(Outcome):
    """One count a move lowers or raises (``money``, ``goods.wood``) and by how much."""

    part: str
    amount: int = outcome_field(minimum=1)


@dataclass(frozen=True)
class MoveOutcome(Outcome):
    """A legal move: as a file writes it, its kind, the rules its steps cite, its cost and what it gives."""

    move: str
    kind: str
    rule_ids: tuple[str, ...]
    cost: tuple[CostOutcome, ...]
    gain: tuple[CostOutcome, ...]


@dataclass(frozen=True)
class NowOutcome(Outcome):
    """Who acts (from 1; ``None``: nobody decides, the game goes on by itself) in which phase, whether the game
    is over, every legal move in the engine's order, the kinds in the order they first appear, and the move
    asked about: as written, whether it is legal, and the rule that refuses it."""

    player: int | None = outcome_field(minimum=1)
    phase: str = outcome_field()
    over: bool = outcome_field()
    moves: tuple[MoveOutcome, ...] = outcome_field()
    kinds: tuple[str, ...] = outcome_field()
    asked: str | None = outcome_field()
    asked_legal: bool | None = outcome_field()
    refusal_rule: str | None = outcome_field()


def position_of(state_cls: type[RuleState], v: Values, options: Any) -> RuleState:
    """The position a ``now`` table describes: the saved ``position`` or a new game of ``players`` from ``seed``
    (with ``options``), then the moves of ``played`` in order; anything impossible names its field."""
    if v.position is not None:
        try:
            state = state_cls.from_dict(v.position)
        except InvalidPosition as error:
            raise SituationError(f"{SECTION}.position.{error.field}", error.message, rule_id=error.rule_id) from None
        except InvalidSetupError as error:
            raise SituationError(f"{SECTION}.position", error.message, rule_id=error.rule_id) from None
    else:
        try:
            state = state_cls.GAME(v.players, options).new_state(v.seed)
        except InvalidSetupError as error:
            raise SituationError(f"{SECTION}.players", error.message, rule_id=error.rule_id) from None
    for i, move in enumerate(v.played):
        refusal = _refusal(state, move, f"{SECTION}.played[{i}]")
        if refusal is not None:
            raise SituationError(f"{SECTION}.played[{i}]", _(
                "Esta jugada no se puede hacer en la posición a la que se llega: {reason}", reason=refusal.message),
                rule_id=refusal.rule_id)
        state.push(move)
    return state


def _refusal(state: RuleState, move: GameMove[Any], path: str) -> Refusal | None:
    try:
        return why_not(state, move)
    except (LookupError, TypeError, ValueError):  # a check that cannot even look the move up
        raise SituationError(path, _("No es una jugada de esta posición: nombra algo que no está en ella.")) from None


def _counts(found: tuple[Cost, ...]) -> tuple[CostOutcome, ...]:
    return tuple(CostOutcome(c.part, c.amount) for c in found)


def _move_words(choice: MoveChoice, twin: bool) -> Message:
    """A move's line: its words (and as a file writes it, when another move has the same words), then what
    it takes and gives."""
    words = _("{move} ({written})", move=choice.words, written=choice.written) if twin else choice.words
    changes = [_("{what}: −{n}", what=c.label, n=c.amount) for c in choice.cost]
    changes += [_("{what}: +{n}", what=c.label, n=c.amount) for c in choice.gain]
    return _("{move}; {changes}", move=words, changes=changes) if changes else words


def _verdict(state: RuleState, n: int) -> Message:
    if state.is_over():
        return _("La partida ha terminado: nadie tiene ya jugadas.")
    if state.player is None:
        return Plural("Ahora no decide ningún jugador (fase de {phase}): el juego sigue con {n} jugada.",
                      "Ahora no decide ningún jugador (fase de {phase}): el juego sigue con una de {n} jugadas.",
                      n, phase=state.phase.label)
    return Plural("Ahora decide {player}: {n} jugada posible (fase de {phase}).",
                  "Ahora decide {player}: {n} jugadas posibles (fase de {phase}).", n,
                  player=state.player_name(state.player), phase=state.phase.label)


def answer_now(state_cls: type[RuleState], v: Values, options: Any) -> Answer:
    """The ``now`` question answered (see the module's docstring)."""
    state = position_of(state_cls, v, options)
    described = choices(state)
    ex = Explanation(_("Lo que se puede hacer ahora"))
    said = [c.words for c in described]
    for _kind, group in by_kind(described):
        for choice in group:
            ex.add(choice.rule_ids[0] if choice.rule_ids else state_cls.ORDER_RULE,
                   _move_words(choice, said.count(choice.words) > 1))
    verdict = _verdict(state, len(described))
    refusal = _refusal(state, v.move, f"{SECTION}.move") if v.move is not None else None
    if v.move is not None and refusal is None:
        verdict = _("{verdict} «{move}» es una de ellas.", verdict=verdict, move=said_or_written(state, v.move))
    elif refusal is not None:
        ex.add(refusal.rule_id, _("«{move}» no se puede: {reason}", move=refusal.words, reason=refusal.message))
        verdict = _("{verdict} «{move}» no es una de ellas: {reason}", verdict=verdict, move=refusal.words,
                    reason=refusal.message)
    if not ex.steps:
        ex.add(state_cls.ORDER_RULE, verdict)
    outcome = NowOutcome(
        player=None if state.player is None or state.is_over() else state.player + 1, phase=str(state.phase.value),
        over=state.is_over(),
        moves=tuple(MoveOutcome(c.written, c.kind, c.rule_ids, _counts(c.cost), _counts(c.gain)) for c in described),
        kinds=tuple(kind for kind, _group in by_kind(described)),
        asked=write_move(v.move) if v.move is not None else None,
        asked_legal=None if v.move is None else refusal is None,
        refusal_rule=refusal.rule_id if refusal is not None else None)
    return Answer(verdict, ex, outcome)


def now_question(state_cls: type[RuleState], players: tuple[int, ...], default: int,
                 played: tuple[str, ...] = ()) -> Question:
    """The question ``now`` of a game whose position is ``state_cls`` (for ``players``, ``default`` when the
    file says nothing); ``played`` is the example of the moves played (as a file writes them)."""
    move = move_kind(state_cls.MOVES)

    def check(v: Values) -> None:
        position_of(state_cls, v, state_cls.GAME.OPTIONS())

    return Question(
        id=SECTION,
        title=_("¿Qué puedo hacer ahora?"),
        rules=(state_cls.ORDER_RULE,),
        fields=(
            Field("players", _("cuántos jugadores hay (en una partida nueva)"), Integer(min(players), max(players)),
                  default=default, example=default),
            Field("seed", _("la semilla de la partida nueva, de la que salen sus barajados"), Integer(0, 9999),
                  default=0),
            Field("position", _("la posición de partida, como partida guardada (si falta, una partida nueva)"),
                  POSITION, default=None),
            Field("played", _("las jugadas hechas desde esa posición, en orden"), ListOf(move, max_len=200),
                  default=(), example=list(played) or None),
            Field("move", _("una jugada por la que preguntar: si se puede y, si no, por qué"),
                  move_kind(state_cls.MOVES, blank=True), default=None),
        ),
        answer=lambda v, options: answer_now(state_cls, v, options),
        outcome=NowOutcome,
        check=check,
        summary=_("una partida nueva o guardada, las jugadas hechas desde ella y, si se quiere, una jugada por la "
                  "que preguntar"),
    )


__all__ = ["Cost", "MoveChoice", "Refusal", "choices", "describe", "by_kind", "why_not", "said_or_written",
           "seat_part", "costs", "gains", "count_changes", "write_move", "read_move", "move_kind", "POSITION",
           "NowOutcome", "MoveOutcome", "CostOutcome", "position_of", "answer_now", "now_question"]
