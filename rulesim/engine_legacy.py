"""(Temporary: the engine of the games not yet moved to :mod:`rulesim.engine`.)

What every game's engine shares: the move loop of a position.

A game's ``State`` subclasses :class:`RuleState` and provides

- ``PHASE_OF_MOVE``: each move class → the phases it belongs to;
- ``ORDER_RULE``: the rule id cited when a move comes in the wrong phase;
- ``TERMINAL``: the phases in which nothing is left to decide by itself;
- ``_check_<Move>`` (raise, change nothing) and ``_apply_<Move>`` for every move class;
- ``_generate()`` (the legal moves) and ``_describe(move, player)`` (a move's title).

:meth:`RuleState.push` then checks a move completely before anything changes,
applies it, records it in ``history``, plays every forced move (a decision
with a single possible move) by itself, and returns the steps it caused.  A
game's fixed description subclasses :class:`RuleGame` for ``replay``.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Iterable

from .errors import IllegalMoveError, InvalidSetupError
from .explain import Explanation, Step
from .i18n import Deferred, Message, _


class RuleGame:
    """A game's fixed description: ``new_state(seed)`` and ``replay(seed, moves)``."""

    def new_state(self, seed: int = 0) -> Any:
        raise NotImplementedError

    def replay(self, seed: int, moves: Iterable[Any]) -> Any:
        """The position a seed and a list of moves lead to (any game replays exactly)."""
        state = self.new_state(seed)
        for move in moves:
            state.push(move)
        return state


class RuleState:
    PHASE_OF_MOVE: dict[type, tuple[str, ...]] = {}
    ORDER_RULE = ""
    TERMINAL: tuple[str, ...] = ("over",)

    phase: str
    player: int | None
    history: list
    _legal: tuple | None
    _legal_ids: dict[int, Any]
    _events: list[Step]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._checks = {m: getattr(cls, "_check_" + m.__name__) for m in cls.PHASE_OF_MOVE}
        cls._appliers = {m: getattr(cls, "_apply_" + m.__name__) for m in cls.PHASE_OF_MOVE}

    def _init_moves(self) -> None:
        self.history = []
        self._legal = None
        self._legal_ids = {}
        self._events = []

    # ---------------------------------------------------------------- queries
    def legal_moves(self) -> tuple:
        """Every move the player to move may make, in a fixed order (the state's own cached tuple)."""
        if self._legal is None:
            self._legal = tuple(self._generate())
            self._legal_ids = {id(m): m for m in self._legal}
        return self._legal

    def is_legal(self, move: Any) -> bool:
        try:
            self._check(move)
        except IllegalMoveError:
            return False
        return True

    def position(self) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------------ moves
    def push(self, move: Any) -> Explanation:
        """Play ``move`` for :attr:`player`; return the steps it caused.  Raises
        :class:`~rulesim.errors.IllegalMoveError` (state untouched) when the rules forbid it."""
        if self._legal is None or self._legal_ids.get(id(move)) is not move:
            self._check(move)  # (the very object this position listed is legal already; any other is checked)
        self._events = []
        title = self._title(move)
        self._apply(move)
        self.history.append(move)
        self._autoplay()
        return Explanation(title, self._events)

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
        player = self.player
        return Deferred(lambda: self._describe(move, player))

    def _illegal(self, move: Any, rule_id: str, message: Message) -> IllegalMoveError:
        return IllegalMoveError(rule_id, message, move, self.position())

    def _check(self, move: Any) -> None:
        phases = self.PHASE_OF_MOVE.get(type(move))
        if phases is None or self.phase not in phases:
            raise self._illegal(move, self.ORDER_RULE, _("Ahora toca la fase «{phase}»; esta jugada no corresponde.",
                                                         phase=self.phase))
        self._checks[type(move)](self, move)

    def _apply(self, move: Any) -> None:
        self._legal = None
        self._legal_ids = {}
        self._appliers[type(move)](self, move)

    # ----------------------------------------------------------------- saving
    def to_dict(self, history: bool = True) -> dict:
        raise NotImplementedError

    def to_json(self) -> str:
        """The position as one line of JSON (``from_json`` loads it back)."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Any:
        return cls.from_dict(json.loads(text))

    @classmethod
    def from_dict(cls, data: dict) -> Any:
        raise NotImplementedError

    @classmethod
    def _restore(cls, data: dict, make_game: Callable[[dict], Any], keys: Iterable[str], rule_id: str,
                 move_from_dict: Callable[[dict], Any], after: Callable[[Any, dict], None] | None = None) -> Any:
        """Load a saved position: ``keys`` copied as they are, ``after`` for the rest; a
        missing or malformed field raises :class:`InvalidSetupError` citing ``rule_id``, and
        the result must pass ``validate()``."""
        try:
            state = cls(make_game(data["game"]))
            for key in keys:
                setattr(state, key, json.loads(json.dumps(data[key])))
            if after:
                after(state, data)
            state.history = [move_from_dict(m) for m in data.get("history", [])]
        except InvalidSetupError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise InvalidSetupError(rule_id, _("Partida guardada ilegible: falta o sobra {what}.",
                                               what=str(exc))) from None
        state.validate()
        return state

    def validate(self) -> None:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        """Two positions are equal when everything but the way they were reached is."""
        return type(other) is type(self) and self.to_dict(history=False) == other.to_dict(history=False)

    __hash__ = None  # positions change: not hashable

    # -------------------------------------------------------- to be provided
    def _generate(self) -> list:
        raise NotImplementedError

    def _describe(self, move: Any, player: int | None) -> Message:
        raise NotImplementedError
