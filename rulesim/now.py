"""The question every game answers alike: ``now`` — what may I do now?

From a position — a new game (``players``, ``seed``) or a saved one (``position``: the JSON of
:meth:`RuleState.to_json <rulesim.engine.RuleState.to_json>`), then the moves of ``played`` in order, each in a
file's words (:func:`rulesim.advice.write_move`: ``Sail space=r2c1``) — every legal move of the player who
decides, in words, grouped by kind, with the rules each cites and the counts it takes and gives
(:func:`rulesim.advice.choices`), and, for the move named in ``move``, whether it is among them and, if not,
the rule and message ``push`` would refuse it with (:func:`rulesim.advice.why_not`).  The outcome is
:class:`NowOutcome`; the picture lists the moves by kind.  Each game registers it with one line in its
``questions`` package: ``NOW = now_question(State, players=(2, 3, 4), default=3)``.

An impossible request is refused naming its field: an unknown move or field (``now.move``,
``now.played[2]``), a played move the position refuses (with its rule), an impossible saved position (the part:
``now.position.positions.Arriba``).  Under options other than the defaults a played move may be refused only
when the ruling is made (the check that runs while the file is read knows no options): the same error then.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .advice import (
    POSITION,
    Cost,
    MoveChoice,
    Refusal,
    by_kind,
    choices,
    move_kind,
    said_or_written,
    why_not,
    write_move,
)
from .drawing import PHONE_WIDTH, box, phone_svg, rounded, text, text_lines
from .engine import RuleState
from .errors import InvalidSetupError
from .explain import Explanation
from .i18n import Message, Plural, _
from .kinds import Integer, ListOf, SituationError
from .moves import GameMove, move_to_dict
from .outcomes import Outcome, outcome_field
from .position import InvalidPosition
from .questions import Answer, Field, Question, Values

SECTION = "now"


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
    #: the player who decides as a situation file names them (the seat from 1; Ships: a colour)
    named: str | None = outcome_field()
    phase: str = outcome_field()
    over: bool = outcome_field()
    moves: tuple[MoveOutcome, ...] = outcome_field()
    kinds: tuple[str, ...] = outcome_field()
    #: how many moves the player may choose from (the verdict's number)
    count: int = outcome_field(minimum=0)
    asked: str | None = outcome_field()
    #: the asked move's values by field (``{"card": 11}``): what the verdict's words of it are made of
    asked_values: dict[str, str] | None = outcome_field()
    asked_legal: bool | None = outcome_field()
    refusal_rule: str | None = outcome_field()


@dataclass
class NowAnswer(Answer):
    """The ``now`` answer, with what its picture draws: the moves described and the refusal, if any."""

    described: tuple[MoveChoice, ...] = ()
    refusal: Refusal | None = None
    heading: Message | None = None


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
                "Esta jugada no se puede hacer en la posición a la que se llega: {reason} [{rule}]",
                reason=refusal.message, rule=refusal.rule_id),
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
        player=None if state.player is None or state.is_over() else state.player + 1,
        named=None if state.player is None or state.is_over() else state.player_id(state.player),
        phase=str(state.phase.value),
        over=state.is_over(),
        moves=tuple(MoveOutcome(c.written, c.kind, c.rule_ids, _counts(c.cost), _counts(c.gain)) for c in described),
        kinds=tuple(kind for kind, _group in by_kind(described)),
        count=len(described),
        asked=write_move(v.move) if v.move is not None else None,
        asked_values=_values_of(v.move) if v.move is not None else None,
        asked_legal=None if v.move is None else refusal is None,
        refusal_rule=refusal.rule_id if refusal is not None else None)
    return NowAnswer(verdict, ex, outcome, described, refusal, _verdict(state, len(described)))


def _values_of(move: GameMove[Any]) -> dict[str, str]:
    """A move's fields as a saved game writes them (a number or a word as it is, anything else as JSON),
    without its type."""
    return {k: value if isinstance(value, str) else json.dumps(value)
            for k, value in move_to_dict(move).items() if k != "type"}


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
        picture=picture_now,
        check=check,
        summary=_("una partida nueva o guardada, las jugadas hechas desde ella y, si se quiere, una jugada por la "
                  "que preguntar"),
    )


# ------------------------------------------------------------------------------ picture
MOST = 12  # the moves the picture lists (the steps list them all)
MARGIN = 10
SIZE = 13


def picture_now(v: Values, answer: Answer, lang: str) -> str:
    """The moves as a menu: who decides, then a box per kind with its moves' words (the first :data:`MOST`),
    and the refused move in a box of its own."""
    assert isinstance(answer, NowAnswer)  # the answer of now_question
    width = PHONE_WIDTH - 2 * MARGIN
    heading = answer.heading or answer.verdict
    body, y = text_lines(MARGIN, 20, heading.render(lang), width, 14, weight="bold")
    parts = [body]
    shown = 0
    for _kind, group in by_kind(answer.described):
        lines = [c.words.render(lang) for c in group][:max(0, MOST - shown)]
        if not lines:
            break
        shown += len(lines)
        drawn, y = _box(lines, y + 12, "#f3efe2", "#8a7a4a")
        parts.append(drawn)
    left = len(answer.described) - shown
    if left > 0:
        y += 20
        parts.append(text(MARGIN, y, Plural("… y {n} jugada más (en los pasos).", "… y {n} jugadas más (en los pasos).",
                                            left).render(lang), SIZE))
    if answer.refusal is not None:
        refused = _("No: {move}. {reason}", move=answer.refusal.words, reason=answer.refusal.message)
        drawn, y = _box([refused.render(lang)], y + 12, "#fbe9e7", "#b3261e")
        parts.append(drawn)
    return phone_svg(y + MARGIN, parts, _("Lo que se puede hacer ahora").render(lang), background="white")


def _box(lines: list[str], top: float, fill: str, stroke: str) -> tuple[str, float]:
    """A box holding ``lines`` (each wrapped), from ``top``; its bottom."""
    y = top + 4
    texts = []
    for line in lines:
        drawn, last = text_lines(2 * MARGIN, y + SIZE + 2, line, PHONE_WIDTH - 4 * MARGIN, SIZE)
        texts.append(drawn)
        y = last + 4
    bottom = y + 6
    return box([rounded(MARGIN, top, PHONE_WIDTH - 2 * MARGIN, bottom - top, fill, stroke), *texts]), bottom


__all__ = ["NowAnswer", "picture_now", "NowOutcome", "MoveOutcome", "CostOutcome", "position_of", "answer_now",
           "now_question"]
