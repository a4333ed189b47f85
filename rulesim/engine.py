"""What every game's engine shares: the fixed description, and a position with its parts, moves and end.

A game provides

- a :class:`RuleGame` subclass (``Caribic(players, options)``): the fixed description, apart from any
  position, as OpenSpiel keeps ``Game`` apart from ``State``;
- a :class:`GamePhase` enum: each phase with its name in the reader's words;
- its moves, each declared once (:mod:`rulesim.moves`), listed in a :class:`~rulesim.moves.MoveTable`;
- a ``State`` dataclass subclassing :class:`RuleState` whose fields are the parts of a position
  (:func:`rulesim.position.part`), with ``setup`` (the start of a game from a seed), ``problems()``
  (everything that makes a position impossible) and, where the source gives them, ``scores()``.

From these the base class derives the public builder :meth:`RuleState.arranged` (one for every game),
the save format (:meth:`RuleState.to_dict`), the legal moves, :meth:`RuleState.push` — which checks a
move completely before anything changes, applies it, records it and plays every forced move (a decision
with a single possible move) — the wrong-phase refusal in words, and the end (:meth:`RuleState.is_over`,
:meth:`RuleState.winners`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Mapping
from enum import StrEnum
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Self

from .errors import IllegalMoveError, InvalidSetupError
from .explain import Explanation, Step
from .i18n import _NO_PARAMS, Deferred, Message, Value, _
from .kinds import SituationError
from .moves import GameMove, MoveTable, move_to_dict
from .options import GameOptions
from .position import InvalidPosition, Problem, parts_of, problem_of, read_part, write_part


class GamePhase(StrEnum):
    """A phase of a game: the id saved games use, and its name in the reader's words::

        class Phase(GamePhase):
            BRIBE = "bribe", _("sobornos")
    """

    label: Message

    def __new__(cls, value: str, label: Message | None = None) -> Self:
        member = str.__new__(cls, value)
        member._value_ = value
        member.label = label if label is not None else Value(value)
        return member


class RuleGame:
    """A game's fixed description: the number of players and the options (each game adds its components)."""

    players: int
    options: GameOptions
    #: the game's ``Options`` class, and its ``State`` class (set by the game after both are defined)
    OPTIONS: ClassVar[type[GameOptions]]
    STATE: ClassVar[type[RuleState]]

    def __init__(self, players: int, options: Any = None) -> None:
        """A game for ``players`` with ``options`` (``None``: the defaults); each game checks both and adds its
        components."""
        raise NotImplementedError

    def new_state(self, seed: int = 0) -> Any:
        """A new game from ``seed`` (every shuffle and roll follows from it)."""
        return self.STATE.setup(self, seed)

    def replay(self, seed: int, moves: Iterable[Any]) -> Any:
        """The position a seed and a list of moves lead to (any game replays exactly)."""
        state = self.new_state(seed)
        for move in moves:
            state.push(move)
        return state

    def to_dict(self) -> dict[str, Any]:
        return {"players": self.players, "options": self.options.to_dict()}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The game a save describes: its players and options."""
        return cls(data["players"], cls.OPTIONS.from_dict(data.get("options", {})))


class RuleState:
    """A position: its parts (the subclass's dataclass fields), the player to move, the moves so far."""

    #: the game's moves, each class once, in the order their moves are listed
    MOVES: ClassVar[MoveTable]
    #: the rule cited when a move comes in the wrong phase or is of another game
    ORDER_RULE: ClassVar[str] = ""
    #: the rule cited when a saved game or a builder's argument is no part of a position
    POSITION_RULE: ClassVar[str] = ""
    #: the phase of a game that is over, and every phase in which nothing is left to play by itself
    OVER: ClassVar[GamePhase]
    TERMINAL: ClassVar[tuple[GamePhase, ...]] = ()
    #: the version of the save format (older versions are upgraded by :meth:`upgrade`)
    SAVE_FORMAT: ClassVar[int] = 2
    GAME: ClassVar[type[RuleGame]]

    game: Any
    seed: int
    phase: Any
    player: int | None
    history: list[Any]
    _legal: tuple[Any, ...] | None
    _legal_set: frozenset[Any] | None  # made only when a move not listed here as such is played
    _events: list[Step]

    def _init_moves(self) -> None:
        self.history = []
        self._legal = None
        self._legal_set = None
        self._events = []

    # -------------------------------------------------------------- the position contract
    @classmethod
    def setup(cls, game: Any, seed: int) -> Self:
        """The position at the start of a game from ``seed``."""
        raise NotImplementedError

    @classmethod
    def parts(cls) -> list[str]:
        """The names of the parts of a position, in their declared order."""
        return list(parts_of(cls))

    @classmethod
    def arranged(cls, game: Any, *, seed: int = 0, **parts: Any) -> Self:
        """A position built from the parts given (as typed values or as written in a file or a save), the
        others from the setup of ``seed``, and checked: an impossible one raises :class:`InvalidPosition`
        naming the part at fault and the rule."""
        state = cls.setup(game, seed)
        state._set_parts(parts)
        state._complete(frozenset(parts))
        state._reset()
        state.validate()
        return state

    def _set_parts(self, parts: Mapping[str, Any]) -> None:
        declared = parts_of(type(self))
        problems = []
        for name, value in parts.items():
            if name not in declared:
                problems.append(Problem(name, self.POSITION_RULE, _(
                    "No es una parte de la posición; las partes son: {names}.", names=", ".join(declared))))
                continue
            spec, hint = declared[name]
            try:
                setattr(self, name, read_part(spec, hint, value, name))
            except SituationError as error:
                problems.append(problem_of(error, spec))
        if problems:
            raise InvalidPosition(problems)

    def _complete(self, given: frozenset[str]) -> None:
        """Derive what the parts given decide (a default that depends on another part, a count kept for
        speed); ``given`` names the parts the builder was given."""

    def _reset(self) -> None:
        self._legal = None
        self._legal_set = None
        self._events = []

    def problems(self) -> list[Problem]:
        """Everything that makes this position impossible under the rules (empty when it can exist)."""
        raise NotImplementedError

    def validate(self) -> None:
        """Raise :class:`InvalidPosition` with the first problem of the position, if it has any."""
        problems = self.problems()
        if problems:
            raise InvalidPosition(problems)

    # ------------------------------------------------------------------------- queries
    def legal_moves(self) -> tuple[Any, ...]:
        """Every move the player to move may make, in a fixed order (the state's own cached tuple)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self.MOVES.legal(self)
            self._legal_set = None
        return legal

    def _is_listed(self, move: Any) -> bool:
        """Whether ``move`` is one of :meth:`legal_moves`: the very object listed (what a player picks from
        the list), else one equal to it (then the moves are hashed, once per position)."""
        legal = self.legal_moves()
        if any(map(is_, legal, repeat(move))):
            return True
        if self._legal_set is None:
            self._legal_set = frozenset(legal)
        return move in self._legal_set

    def is_legal(self, move: Any) -> bool:
        try:
            self._check(move)
        except IllegalMoveError:
            return False
        return True

    def position(self) -> str:
        """The position in one line (error messages, bug reports)."""
        raise NotImplementedError

    def is_over(self) -> bool:
        return self.phase is self.OVER

    def scores(self) -> tuple[int, ...] | None:
        """Each player's score, where the source gives scoring (``None`` where it does not)."""
        return None

    def winners(self) -> tuple[int, ...]:
        """The players (from 0) who win a game that is over: the highest score, ties sharing the victory;
        none while the game goes on or where the source gives no scoring."""
        scores = self.scores()
        if scores is None or not self.is_over():
            return ()
        best = max(scores)
        return tuple(p for p, s in enumerate(scores) if s == best)

    # -------------------------------------------------------------------------- moves
    def push(self, move: Any) -> Explanation:
        """Play ``move`` for :attr:`player`; return the steps it caused.  Raises
        :class:`~rulesim.errors.IllegalMoveError` (state untouched) when the rules forbid it.  A move equal to
        one this position listed is that move (moves are immutable values); any other is checked."""
        title = self._played(move)
        self._autoplay()
        return Explanation(title, self._events)

    def _play(self, move: Any) -> Explanation:
        """Check ``move`` (unless listed), apply and record it: the steps it caused itself."""
        title = self._played(move)
        return Explanation(title, list(self._events))

    def _played(self, move: Any) -> Message:
        """Check ``move`` (unless listed), apply and record it: its title (its steps are in ``_events``)."""
        if not self._is_listed(move):
            self._check(move)
        self._events = []
        title = self._title(move)
        self._apply(move)
        self.history.append(move)
        return title

    def refusal(self, move: Any) -> IllegalMoveError | None:
        """Why :meth:`push` would refuse ``move`` here — the error it would raise, with its rule id and
        message — or ``None`` when it would play it (this position unchanged either way)."""
        if self._is_listed(move):
            return None
        try:
            self._check(move)
        except IllegalMoveError as error:
            return error
        return None

    def trial(self, move: Any) -> tuple[Self, Explanation]:
        """``move`` played on a copy of this position, this one unchanged: the copy just after the move (before
        any forced move that follows it) and the steps the move itself caused, each citing its rule.  Raises
        :class:`~rulesim.errors.IllegalMoveError` as :meth:`push` does."""
        self.legal_moves()
        shared: dict[int, Any] = {id(self.game): self.game, id(self._legal): self._legal,  # immutable: shared
                                  id(self._legal_set): self._legal_set, id(self.history): list(self.history)}
        trial = copy.deepcopy(self, shared)
        return trial, trial._play(move)

    def _autoplay(self) -> None:
        while self.phase not in self.TERMINAL:
            moves = self.legal_moves()
            if len(moves) != 1:
                break
            self._events.append(Step(self._forced_rule(), _("Jugada obligada: {move}.", move=self._title(moves[0]))))
            self._apply(moves[0])

    def _forced_rule(self) -> str:
        return self.ORDER_RULE

    def _title(self, move: Any) -> Message:
        """What ``move`` is, said when (and only if) someone reads it."""
        return _Title(self, move, self.player)

    def _describe(self, move: Any, player: int | None) -> Message:
        return _("{player}: {move}", player=self.player_name(player), move=move.said(self))

    def player_name(self, player: int | None) -> Message:
        """A player as the reader names them (``jugador 2``; ``-`` for nobody)."""
        return player_name(player) if player is not None else Value("-")

    def player_id(self, player: int) -> str:
        """How a situation file names player ``player`` (counted from 0): the seat from 1 (Ships: a colour)."""
        return str(player + 1)

    def illegal(self, move: Any, rule_id: str, message: Message) -> IllegalMoveError:
        """The refusal of ``move``, citing ``rule_id`` (a move's ``check`` raises it)."""
        return IllegalMoveError(rule_id, message, move, self.position())

    def event(self, rule_id: str, message: Message) -> None:
        """A step of what the move being played caused (a move's ``apply`` tells them in order)."""
        self._events.append(Step(rule_id, message))

    def events(self, steps: Iterable[Step]) -> None:
        """Steps already made — a resolution's explanation (a port paid, a fight) — as the next steps of what the
        move being played caused, in order (the same steps, not made again)."""
        self._events.extend(steps)

    def _check(self, move: Any) -> None:
        phases = self.MOVES.phase_of(type(move)) if isinstance(move, GameMove) else ()
        if not phases:
            raise self.illegal(move, self.ORDER_RULE, _("Esa jugada no es de este juego."))
        if self.phase not in phases:
            raise self.illegal(move, self.ORDER_RULE, _(
                "Ahora toca la fase de {now}; esta jugada es de la fase de {phase}.",
                now=self.phase.label, phase=phases[0].label))
        move.check(self)

    def _apply(self, move: Any) -> None:
        self._legal = None
        self._legal_set = None
        move.apply(self)

    # ---------------------------------------------------------------------------- saving
    def to_dict(self, history: bool = True) -> dict[str, Any]:
        """The position as plain data: the format, the game, the seed, every part written by its kind and,
        with ``history``, the moves so far."""
        data: dict[str, Any] = {"format": self.SAVE_FORMAT, "game": self.game.to_dict(), "seed": self.seed}
        for name, (spec, _hint) in parts_of(type(self)).items():
            data[name] = write_part(spec, getattr(self, name))
        data = json.loads(json.dumps(data))
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    def to_json(self) -> str:
        """The position as one line of JSON (``from_json`` loads it back)."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Self:
        return cls.from_dict(json.loads(text))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """A saved position (this format or an older one, :meth:`upgrade`); an unreadable or impossible one
        raises :class:`InvalidPosition` naming the part at fault."""
        if not isinstance(data, Mapping):
            raise InvalidPosition(Problem("game", cls.POSITION_RULE, _("Se espera una partida guardada (una tabla).")))
        data = cls.upgrade(dict(data))
        declared = parts_of(cls)
        missing = [name for name in ("game", "seed", *declared) if name not in data]
        if missing:
            raise InvalidPosition([Problem(name, declared[name][0].rule_id if name in declared else cls.POSITION_RULE,
                                           _("Partida guardada ilegible: falta {what}.", what=name))
                                   for name in missing])
        game = cls._game_from(data["game"])
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise InvalidPosition(Problem("seed", cls.POSITION_RULE, _("Se espera un número entero.")))
        parts = {k: v for k, v in data.items() if k not in ("format", "game", "seed", "history")}
        state = cls.arranged(game, seed=seed, **parts)
        history = data.get("history", [])
        if not isinstance(history, list):
            raise InvalidPosition(Problem("history", cls.POSITION_RULE, _("Se espera una lista de jugadas.")))
        state.history = [cls.MOVES.from_dict(m, cls.ORDER_RULE) for m in history]
        return state

    @classmethod
    def _game_from(cls, data: Any) -> Any:
        if not isinstance(data, Mapping) or not isinstance(data.get("options", {}), Mapping):
            raise InvalidPosition(Problem("game", cls.POSITION_RULE, _(
                "Partida guardada ilegible: se espera una tabla con los jugadores y las opciones.")))
        try:
            return cls.GAME.from_dict(data)
        except InvalidSetupError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidPosition(Problem("game", cls.POSITION_RULE, _(
                "Partida guardada ilegible: falta o sobra {what}.", what=str(exc)))) from None

    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of an older format (``format`` missing or lower than :attr:`SAVE_FORMAT`) in this one."""
        if data.get("format", 1) != cls.SAVE_FORMAT:
            raise InvalidPosition(Problem("format", cls.POSITION_RULE, _(
                "Formato de partida guardada desconocido: {format}.", format=str(data.get("format")))))
        return data

    def __eq__(self, other: object) -> bool:
        """Two positions are equal when everything but the way they were reached is."""
        return isinstance(other, RuleState) and type(other) is type(self) and \
            self.to_dict(history=False) == other.to_dict(history=False)

    __hash__ = None  # type: ignore[assignment]  # positions change: not hashable


class _Title(Deferred):
    """A move's title (:meth:`RuleState._title`): ``state._describe(move, player)``, made each time it is read — a
    :class:`~rulesim.i18n.Deferred` whose ``build`` is a method rather than a closure (a title is made at every push
    and every forced move: one object and no function).  A value, as a closure is: copied, it is itself."""

    __slots__ = ("_state", "_move", "_player")
    template = ""  # Deferred's, as class attributes: nothing to store for each title
    params = _NO_PARAMS

    def __init__(self, state: RuleState, move: Any, player: int | None) -> None:
        self._state = state
        self._move = move
        self._player = player

    def build(self) -> Message:
        return self._state._describe(self._move, self._player)

    def __copy__(self) -> _Title:
        return self

    def __deepcopy__(self, _memo: dict[int, object]) -> _Title:
        return self


def player_name(player: int) -> Message:
    """Player ``player`` (counted from 0) as every game's reader names them: ``jugador 1``."""
    return _("jugador {n}", n=player + 1)
