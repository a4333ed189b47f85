"""``end``: the game is over — who completes the last missions, in what order? (*End of the game*:
``borneo-end-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from .. import pictures_turn as pictures
from ..components import COMPANIES, SPICES
from ..game import Borneo
from ..options import Options
from ..parts import END, EndReason, OpenPort, Phase, Seat
from ..shipping import PlayCard
from ..state import State
from .common import PLAYER, PLAYERS, BorneoAnswer, arranged, columns_for, game_for, only, play_on


@dataclass(frozen=True)
class EndOutcome(Outcome):
    """Why the game ended, and the order of the last round of missions (players from 1)."""

    reason: EndReason
    final_order: tuple[int, ...] = outcome_field(items={"type": "integer", "minimum": 1})


def _check_end(v: Values) -> None:
    if v.last_player > v.players:
        raise SituationError("end.last_player", _("Con {n} jugadores no hay jugador {player}.", n=v.players,
                                                  player=v.last_player))


def _end_position(game: Borneo, last: int, cause: EndReason) -> tuple[State, int, int]:
    """A game that ends when player ``last`` plays their only card, for ``cause``: the position, the card and
    the port it goes under."""
    n, deck = game.players, game.deck
    ids = [c.id for c in deck.shipping]
    # every player can pay a mission, so that each one has a choice to make in the last round
    seats = [Seat() for _p in range(n)]
    for seat in seats:
        for spice in SPICES:
            card = next(c for c in ids if deck.shipping[c].spice == spice and deck.shipping[c].value == 1)
            ids.remove(card)
            seat.warehouse.append(card)
    # the port with the highest monopoly number for its limit, and cards of a different company each: nothing
    # reaches the monopoly number before the last card, under any reading
    port = min(game.port_ids, key=lambda q: (-deck.ports[q].monopoly, deck.ports[q].limit))
    column = []
    for i in range(deck.ports[port].limit):
        card = next(c for c in ids if max(deck.shipping[c].flags, key=deck.shipping[c].flags.count)
                    == COMPANIES[i % len(COMPANIES)])
        ids.remove(card)
        column.append(card)
    played = column.pop()
    seats[last].hand = [played]
    # the rest wait with the player who completes a mission last (they play no part)
    if cause is EndReason.PORTS:
        seats[last].warehouse += ids
        state = arranged("end", game, phase=Phase.SHIPPING, player=last, seats=seats, companies=columns_for(n),
                         ports=[OpenPort(port, column)], port_deck=[], draw=[], discard=[])
    else:
        seats[last].warehouse += ids + column
        state = arranged("end", game, phase=Phase.SHIPPING, player=last, seats=seats, companies=columns_for(n),
                         ports=[OpenPort(port)], draw=[], discard=[])
    return state, played, port


def answer_end(v: Values, options: Options) -> Answer:
    state, card, port = _end_position(game_for(v.players, options), v.last_player - 1, v.cause)
    ex = only(play_on(state, PlayCard(card, port)), ("end-of-game",), _("Fin de la partida"),
              also=("borneo-shipping-new-port",))
    order = [p + 1 for p in state.queue] if state.phase is Phase.FINAL_MISSIONS else []
    ex.add("borneo-end-last-mission", _("Cada uno puede completar como mucho una misión, con las especias de su "
                                        "almacén; después se cuentan los puntos."))
    verdict = _("Última ronda de misiones, por este orden: {order}.", order=[_("jugador {n}", n=p) for p in order])
    return BorneoAnswer(verdict, ex, EndOutcome(v.cause, tuple(order)), options)


def picture_end(v: Values, answer: Answer, lang: str) -> str:
    order = answer.outcome.final_order if isinstance(answer.outcome, EndOutcome) else ()
    return pictures.end_svg(v.players, v.last_player, list(order), lang)


END_QUESTION = Question(
    id="end",
    title=_("Se acaba la partida: ¿quién completa la última misión, y en qué orden?"),
    rules=("borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, example=4),
        Field("last_player", _("el jugador que jugaba el turno en que se acabó la partida"), PLAYER, example=3),
        Field("cause", _("por qué se acaba"), END, example="ports"),
    ),
    answer=answer_end,
    outcome=EndOutcome,
    picture=picture_end,
    check=_check_end,
    summary=_("cuántos jugadores sois, quién jugaba el último turno y por qué se acabó"),
)

__all__ = ["END_QUESTION", "EndOutcome"]
