"""Learn by playing (issue 24): one seat of a game played by the reader against the game's simple players.

A :class:`LearningGame` holds a position of any game and knows which seat is the reader's.  Everything it
says comes from the engine and :mod:`rulesim.advice` (one source of every sentence; no game logic here):

- :meth:`LearningGame.groups` — the reader's legal moves, described (words, costs, rules), grouped by kind;
- :meth:`LearningGame.play` — the reader's move, narrated as the engine explains it (a refused one is
  returned as a :class:`~rulesim.advice.Refusal`, never raised);
- :meth:`LearningGame.why_not` — why a move the reader names (in a file's words) is not legal, with its rule;
- :meth:`LearningGame.next` — one move of the other players (their simple player), narrated;
- :meth:`LearningGame.undo` — back to before the reader's last move;
- :meth:`LearningGame.hint` — the move a simple player would choose here, and why;
- :meth:`LearningGame.status` — the round, the phase and whose turn it is; :meth:`LearningGame.end` — the
  end as the source gives it (scores and winners where it has scoring, the cut and the options that decide
  it where it does not);
- :meth:`LearningGame.check_fragment` — the position as a link to the game's "what may I do now?" question.

Each game declares what this needs once, as a :class:`Learning` on its ``GameInfo.presentation``: its
picture of a position, its simple player, the words of its move kinds, and the end its source allows.
Adding a game adds its declaration and changes nothing here.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from .advice import MoveChoice, Refusal, describe, read_move, why_not, write_move
from .drawing import fit_width
from .engine import RuleState
from .explain import Explanation
from .game import GameInfo, game
from .i18n import Message, Value, _
from .kinds import SituationError
from .players import RandomPlayer


@dataclass(frozen=True)
class Learning:
    """What a game's learning page takes from the game, declared in its package:

    - ``picture``: the position drawn (``picture(state, lang)`` → an SVG, or several, legible at 390 px);
    - ``player``: its simple player (``player(seed)`` → an object whose ``choose(state)`` returns a legal move);
    - ``thumb``: that player's rule of thumb, in words (the "why" of a hint);
    - ``kinds``: each move kind (the move's class name) in words;
    - ``end``: what the end of a learning game is, as far as the source goes;
    - ``deciding``: the options (readings of the source) that decide that end, named on the page.
    """

    picture: Callable[[Any, str], str | Sequence[str]]
    player: Callable[[int], Any]
    thumb: Message
    kinds: Mapping[str, Message]
    end: Message
    deciding: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("picture", "player"):
            if not callable(getattr(self, name)):
                raise TypeError(f"Learning.{name}: a function (see rulesim.learn.Learning)")
        if not self.kinds:
            raise TypeError("Learning.kinds: each move kind of the game in words")


class LearningError(ValueError):
    """A learning game asked for something impossible (a seat or a player count the game has not)."""

    def __init__(self, field_name: str, message: Message) -> None:
        super().__init__(message.render())
        self.field = field_name
        self.message = message


@dataclass(frozen=True)
class Narrated:
    """One move played, as the page tells it: who, the move in words, the steps it caused (each citing its rule)."""

    player: int | None
    mine: bool
    title: Message
    steps: Explanation

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(self.steps.rule_ids)


@dataclass(frozen=True)
class Hint:
    """The move a simple player would choose now, described, and why (its rule of thumb and what it does)."""

    choice: MoveChoice
    why: Message


def learning_of(info: GameInfo) -> Learning:
    """The game's :class:`Learning` declaration (its ``presentation.learning``)."""
    found = info.presentation.learning
    if not isinstance(found, Learning):
        raise TypeError(f"GameInfo {info.id!r}: presentation=Presentation(…, learning=Learning(…))")
    return found


@dataclass
class LearningGame:
    """A game of ``game_id`` for ``players`` (the game's default when ``None``) in which the reader plays
    ``seat`` (from 0) and the others are the game's simple players; ``seed`` fixes the setup and their choices."""

    game_id: str
    players: int | None = None
    seat: int = 0
    seed: int = 0
    info: GameInfo = field(init=False)
    learning: Learning = field(init=False)
    state: RuleState = field(init=False)
    told: list[Narrated] = field(init=False, default_factory=list)
    asked: Any = field(init=False, default=None)
    _saves: list[tuple[RuleState, int]] = field(init=False, default_factory=list)
    _others: dict[int, Any] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        self.info = game(self.game_id)
        self.learning = learning_of(self.info)
        count = self.players or self.info.default_players or self.info.players[0]
        if count not in self.info.players:
            raise LearningError("players", _("Este juego es para {counts} jugadores.",
                                             counts=Value(", ".join(map(str, self.info.players)))))
        if not 0 <= self.seat < count:
            raise LearningError("seat", _("Elige un asiento del 1 al {n}.", n=count))
        self.players = count
        self.state = self.info.new(count, seed=self.seed)
        self._others = {p: self.learning.player(self.seed * 10 + p) for p in range(count) if p != self.seat}

    # ---------------------------------------------------------------------------- where we are
    @property
    def over(self) -> bool:
        return self.state.is_over()

    @property
    def my_turn(self) -> bool:
        """The reader decides now."""
        return not self.over and self.state.player == self.seat

    def name(self, player: int | None) -> Message:
        """A player as the page names them; the reader's seat says so."""
        said = self.state.player_name(player)
        return _("{player} (tú)", player=said) if player == self.seat else said

    def status(self) -> Message:
        """The round, the phase and whose turn it is, in one line."""
        s = self.state
        if self.over:
            return _("La partida ha terminado.")
        round_ = getattr(s, "round", None)
        who = _("te toca a ti") if self.my_turn else (
            _("le toca a {player}", player=self.name(s.player)) if s.player is not None else _("juega la mesa"))
        if round_ is None:
            return _("Fase de {phase} · {who}", phase=s.phase.label, who=who)
        return _("Ronda {round} · fase de {phase} · {who}", round=Value(str(round_)), phase=s.phase.label, who=who)

    def picture(self, lang: str) -> str:
        """The position drawn, in ``lang``: the game's pictures, each shrunk to the page's width."""
        drawn = self.learning.picture(self.state, lang)
        return "".join(fit_width(svg) for svg in ((drawn,) if isinstance(drawn, str) else drawn))

    def kind_label(self, kind: str) -> Message:
        """A move kind in words (the game declares them all: an unknown kind is a programming error)."""
        return self.learning.kinds[kind]

    # --------------------------------------------------------------------------- the reader's moves
    def groups(self) -> tuple[tuple[str, tuple[Any, ...]], ...]:
        """The reader's legal moves grouped by kind (the move's class name), the kinds in the order they first
        appear and the moves in theirs; none when it is not the reader's turn.  :meth:`describe` says one
        with what it costs and the rules it cites (a trial on a copy: the page describes only those it shows)."""
        if not self.my_turn:
            return ()
        found: dict[str, list[Any]] = {}
        for move in self.state.legal_moves():
            found.setdefault(type(move).__name__, []).append(move)
        return tuple((kind, tuple(moves)) for kind, moves in found.items())

    def describe(self, move: Any) -> MoveChoice:
        """A legal move of the reader described: its words, costs and gains, and the rules it cites."""
        return describe(self.state, move)

    def words(self, move: Any) -> Message:
        """A move in the reader's words (what the list of moves shows)."""
        return cast(Message, move.said_to_mover(self.state))

    def read(self, written: str) -> Any:
        """The move ``written`` names (``Sail space=r2c1``); a typed :class:`SituationError` when it names none."""
        return read_move(self.state.MOVES, written, "move")

    def why_not(self, move: Any) -> Refusal | None:
        """Why ``move`` (a move or its written words) is not legal now, or ``None`` when it is; a move that
        names nothing of this position is refused with the game's order rule."""
        if isinstance(move, str):
            move = self.read(move)
        self.asked = move
        try:
            return why_not(self.state, move)
        except (LookupError, TypeError, ValueError, AttributeError):
            return Refusal(move, write_move(move), Value(write_move(move)), self.state.ORDER_RULE,
                           _("No es una jugada de esta posición: nombra algo que no está en ella."))

    def play(self, move: Any) -> Narrated | Refusal:
        """The reader plays ``move`` (a move, or its written words): narrated, or refused with its rule."""
        if isinstance(move, str):
            move = self.read(move)
        if not self.my_turn:
            return Refusal(move, write_move(move), Value(write_move(move)), self.state.ORDER_RULE, self.status())
        refused = self.why_not(move)
        if refused is not None:
            return refused  # (the link then asks about it)
        self.asked = None  # a move played is no question: the link shares the position it leads to
        self._saves.append((copy.deepcopy(self.state, {id(self.state.game): self.state.game}), len(self.told)))
        return self._push(move, mine=True)

    def undo(self) -> bool:
        """Back to just before the reader's last move (the others' moves after it are undone too)."""
        if not self._saves:
            return False
        self.state, kept = self._saves.pop()
        del self.told[kept:]
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._saves)

    def hint(self) -> Hint | None:
        """What a simple player would choose in the reader's place, and why (``None`` when it is not the
        reader's turn)."""
        if not self.my_turn:
            return None
        chooser = self.learning.player(self.seed * 10 + self.seat + len(self.state.history))
        choice = describe(self.state, chooser.choose(self.state))
        changes = effects(choice)
        why = _("Un jugador sencillo elegiría «{move}». {thumb}", move=choice.words, thumb=self.learning.thumb)
        if changes:
            why = _("{why} Esta jugada: {changes}.", why=why, changes=changes)
        return Hint(choice, why)

    # ------------------------------------------------------------------------------- the others
    def next(self) -> Narrated | None:
        """One move of whoever decides now when it is not the reader (a simple player; the table's own moves,
        where nobody decides, at random from the seed), narrated; ``None`` when the reader decides or it is over."""
        if self.over or self.my_turn:
            return None
        player = self.state.player
        chooser = self._others.get(player) if player is not None else None
        if chooser is None:
            chooser = RandomPlayer(self.seed + len(self.state.history))
        return self._push(chooser.choose(self.state), mine=False)

    def others(self) -> list[Narrated]:
        """Every move of the others up to the reader's turn or the end (the tests' fast-forward)."""
        done = []
        while (step := self.next()) is not None:
            done.append(step)
        return done

    def _push(self, move: Any, mine: bool) -> Narrated:
        player, phase = self.state.player, self.state.phase
        title = move.said_to_mover(self.state) if mine else move.said(self.state)  # (others' secrets kept)
        steps = self.state.push(move)
        if not steps.steps:  # a move that causes nothing more is still one its phase allows: say so, with its rule
            steps.add(self.state.ORDER_RULE, _("Una jugada de la fase de {phase}.", phase=phase.label))
        told = Narrated(player, mine, _("{player}: {move}", player=self.name(player), move=title), steps)
        self.told.append(told)
        return told

    # ------------------------------------------------------------------------------------ the end
    def end(self) -> Message | None:
        """The end as the source gives it (``None`` while the game goes on): the scores and winners where it
        has scoring, what the source leaves open, and the options that decide it."""
        if not self.over:
            return None
        said: list[Message] = []
        scores = self.state.scores()
        if scores is not None:
            said.append(_("Puntuación: {scores}.", scores=[
                _("{player}: {n}", player=self.name(p), n=n) for p, n in enumerate(scores)]))
            winners = self.state.winners()
            if winners:
                said.append(_("Gana: {players}.", players=[self.name(p) for p in winners]))
        said.append(self.learning.end)
        deciding = [self.info.options.spec(name).label for name in self.learning.deciding]
        if deciding:
            said.append(_("Lo deciden estas lecturas del texto (en el panel de comprobación): {names}.",
                          names=deciding))
        return _join(said)

    # ---------------------------------------------------------------------------- the check panel
    def check_fragment(self) -> str:
        """The position now (and the move last asked about) as a shared link's fragment opening the game's
        "what may I do now?" question on its check page (``check.html#`` + this)."""
        from .check import share_fragment, situation, written_situation  # (knows every game: imported late)

        table: dict[str, Any] = {"players": self.players, "position": _position_json(self.state)}
        if self.asked is None:  # the engine's own position: not rebuilt at every move (the check page does)
            return share_fragment(written_situation(self.info.id, "now", table))
        table["move"] = write_move(self.asked)
        try:
            return share_fragment(situation(self.info.id, "now", table))
        except SituationError:
            table.pop("move", None)
            return share_fragment(situation(self.info.id, "now", table))


def effects(choice: MoveChoice) -> list[Message]:
    """What a move takes and gives, each count in words: ``doblones: −2``, ``madera: +1``."""
    return [_("{what}: −{n}", what=c.label, n=c.amount) for c in choice.cost] + \
        [_("{what}: +{n}", what=c.label, n=c.amount) for c in choice.gain]


def _position_json(state: RuleState) -> str:
    return json.dumps(state.to_dict(history=False), sort_keys=True, separators=(",", ":"))


def _join(said: list[Message]) -> Message:
    message = said[0]
    for more in said[1:]:
        message = _("{said} {more}", said=message, more=more)
    return message


__all__ = ["Learning", "LearningGame", "LearningError", "Narrated", "Hint", "learning_of", "effects"]
