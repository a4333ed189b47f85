"""``draw``: how many cards do I draw, and must I discard? (*4. Drawing*: ``borneo-draw-*``, and the end
of the game when the cards run out: ``borneo-end-conditions``, ``borneo-q-short-draw``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import Plural, _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Integer, Question, SituationError, Values
from .. import pictures_turn as pictures
from ..components import DEFAULT_DECK, HAND_LIMIT
from ..options import Options
from ..parts import OpenPort, Phase, Seat
from ..shipping import PlayCard
from .common import BorneoAnswer, arranged, columns_for, game_for, only, play_on


@dataclass(frozen=True)
class DrawOutcome(Outcome):
    """How many cards are drawn, whether the discards were shuffled, how many to discard, and whether the
    game ends instead."""

    drawn: int = outcome_field(minimum=0, maximum=2)
    reshuffled: bool = outcome_field()
    discard: int = outcome_field(minimum=0)
    game_over: bool = outcome_field()


def _check_draw(v: Values) -> None:
    total = v.hand + 1 + v.deck + v.discards
    if total > len(DEFAULT_DECK.shipping):
        raise SituationError("draw.discards", _(
            "La mano, la carta jugada, el mazo y los descartes suman {n} cartas, y el juego tiene 60.", n=total))


def answer_draw(v: Values, options: Options) -> Answer:
    game = game_for(4, options)
    ids = [c.id for c in game.deck.shipping]
    hand, ids = ids[:v.hand + 1], ids[v.hand + 1:]
    deck, ids = ids[:v.deck], ids[v.deck:]
    discards, rest = ids[:v.discards], ids[v.discards:]
    port = game.port_ids[0]
    # the other cards wait in the warehouse of player 3, whose turn does not come (they play no part)
    seats = [Seat(hand=hand), Seat(), Seat(warehouse=rest), Seat()]
    state = arranged("draw", game, phase=Phase.SHIPPING, player=0, seats=seats, companies=columns_for(4),
                     ports=[OpenPort(port)], draw=deck, discard=discards)
    ex = only(play_on(state, PlayCard(hand[0], port)), ("drawing", "end-of-game"), _("Robar"),
              also=("borneo-q-short-draw",))
    over = state.ended_by is not None
    # a game that ends here drew whatever was left (nothing, or the last card under the "end" reading)
    drawn = v.deck + v.discards if over else len(state.seats[0].hand) - v.hand
    reshuffled = any(s.rule_id == "borneo-draw-reshuffle" for s in ex.steps)
    must_discard = max(0, v.hand + drawn - HAND_LIMIT) if not over else 0
    if over:
        verdict = _("No quedan cartas suficientes para robar: la partida termina.")
    elif must_discard:
        verdict = Plural("Roba {drawn} y descarta {n} carta para quedarse con seis.",
                         "Roba {drawn} y descarta {n} cartas para quedarse con seis.", must_discard, drawn=drawn)
    else:
        verdict = Plural("Roba {n} carta y no descarta nada.", "Roba {n} cartas y no descarta nada.", drawn)
    return BorneoAnswer(verdict, ex, DrawOutcome(drawn, reshuffled, must_discard, over), options)


def picture_draw(v: Values, answer: Answer, lang: str) -> str:
    return pictures.draw_svg(v.hand, v.deck, v.discards, answer.outcome_dict(), lang)


DRAW = Question(
    id="draw",
    title=_("¿Cuántas cartas robo al final del turno, y tengo que descartar?"),
    rules=("borneo-draw-two", "borneo-draw-reshuffle", "borneo-draw-hand-limit", "borneo-end-conditions"),
    fields=(
        Field("hand", _("las cartas que le quedan en la mano después de jugar la de envío"), Integer(0, 5), example=5),
        Field("deck", _("las cartas que quedan en el mazo de robo"), Integer(0, 59), example=1),
        Field("discards", _("las cartas del montón de descartes"), Integer(0, 59), example=12),
    ),
    answer=answer_draw,
    outcome=DrawOutcome,
    picture=picture_draw,
    ambiguous=("short_draw",),
    check=_check_draw,
    summary=_("las cartas de la mano, del mazo y de los descartes cuando toca robar"),
)

__all__ = ["DRAW", "DrawOutcome"]
