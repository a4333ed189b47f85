"""Phase C, each move declared once: the end of phase B, drawing face down or taking a face-up card up to
the hand limit, the reshuffle of the discard pile, the refill of the display, and the end of the turn.

Rules: *The turn* (``maracaibo-turn-phases``, ``maracaibo-turn-next``, ``maracaibo-main-none``), *Phase C*
(``maracaibo-draw-*``) and the readings ``maracaibo-q-display-refill`` and ``maracaibo-q-exhausted``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from . import components as K
from .components import Upgrade
from .moves import Move, seat_of
from .options import Refill, Upgrades
from .parts import Phase, player_name
from .rounds import end_round, start_turn

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


class EndActions(Move, phases=(Phase.ACTIONS,)):
    """End phase B (with or without a main action) and go on to phase C."""

    def check(self, s: State) -> None:
        """(phase B may always end: the main action is optional, ``maracaibo-main-none``)"""

    def apply(self, s: State) -> None:
        assert s.turn is not None
        if not s.turn.main:
            s.event("maracaibo-main-none", _("Termina la fase B sin acción principal: está permitido."))
        s.event("maracaibo-turn-phases", _("Fase C: robar cartas."))
        s.phase = Phase.DRAW
        continue_draw(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[EndActions]:
        return [cls()]

    def said(self, s: State) -> Message:
        return _("termina la fase B")


class DrawCard(Move, phases=(Phase.DRAW,)):
    """Draw the top card of the face-down pile; an empty pile with cards in the discard pile is first replaced
    by the discard pile, shuffled (``maracaibo-draw-reshuffle``)."""

    def check(self, s: State) -> None:
        if not missing(s):
            raise s.illegal(self, "maracaibo-draw-limit", _("Ya tienes tu límite de cartas en la mano."))
        if not s.draw and not s.discard:
            raise s.illegal(self, "maracaibo-draw-reshuffle", _(
                "No queda ninguna carta boca abajo, ni en el mazo ni en la pila de descartes."))

    def apply(self, s: State) -> None:
        p = seat_of(s)
        hand = s.seats[p].hand
        reshuffle_if_empty(s)
        hand.append(s.draw.pop())
        s.event("maracaibo-draw-limit", _("Roba una carta boca abajo ({n} en la mano, límite {limit}).",
                                          n=len(hand), limit=s.hand_limit(p)))
        ups = s.seats[p].upgrades
        if Upgrade.FREE_DISPLAY in ups and Upgrade.HAND_LIMIT not in ups:  # the reading decides the limit
            s.event("maracaibo-q-upgrades", _(
                "Con esta lectura una sola mejora da las dos cosas: su mejora de las cartas boca arriba también sube "
                "el límite de mano a {limit}.", limit=s.hand_limit(p)) if s.game.options.upgrades is Upgrades.ONE
                else _("Su mejora de las cartas boca arriba no sube el límite de mano: son dos mejoras distintas "
                       "(lectura por defecto)."))
        reshuffle_if_empty(s)
        continue_draw(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[DrawCard]:
        return [cls()] if missing(s) and (s.draw or s.discard) else []

    def said(self, s: State) -> Message:
        return _("roba una carta boca abajo")


class TakeFaceUp(Move, phases=(Phase.DRAW,)):
    """Take the face-up card of display slot ``slot`` (0 to 3): 1 doubloon, free with the ship upgrade."""

    slot: int

    def check(self, s: State) -> None:
        p = seat_of(s)
        if not missing(s):
            raise s.illegal(self, "maracaibo-draw-limit", _("Ya tienes tu límite de cartas en la mano."))
        if not 0 <= self.slot < K.DISPLAY or s.display[self.slot] is None:
            raise s.illegal(self, "maracaibo-draw-display", _("En ese hueco de la exposición no hay ninguna carta."))
        if s.seats[p].money < s.face_up_cost(p):
            raise s.illegal(self, "maracaibo-draw-display", _(
                "Una carta boca arriba cuesta 1 doblón y no tienes ninguno."))

    def apply(self, s: State) -> None:
        p = seat_of(s)
        seat = s.seats[p]
        card = s.display[self.slot]
        assert card is not None
        s.display[self.slot] = None
        seat.hand.append(card)
        cost = s.face_up_cost(p)
        if cost:
            seat.money -= cost
            s.bank += cost
            s.event("maracaibo-draw-display", _(
                "Toma la carta boca arriba {card} y paga 1 doblón ({money} le quedan).", card=card, money=seat.money))
        else:
            s.event("maracaibo-draw-free-display", _(
                "Toma la carta boca arriba {card} gratis: tiene hecha la mejora del barco.", card=card))
        if Upgrade.HAND_LIMIT in seat.upgrades and Upgrade.FREE_DISPLAY not in seat.upgrades:  # the reading: the price
            s.event("maracaibo-q-upgrades", _(
                "Con esta lectura una sola mejora da las dos cosas: su mejora del límite de mano también hace gratis "
                "las cartas boca arriba.") if s.game.options.upgrades is Upgrades.ONE
                else _("Su mejora del límite de mano no hace gratis las cartas boca arriba: son dos mejoras distintas "
                       "(lectura por defecto)."))
        if s.game.options.display_refill is Refill.AT_ONCE:
            refill_display(s)
        else:
            assert s.turn is not None
            s.turn.emptied.append(self.slot)
        continue_draw(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[TakeFaceUp]:
        p = seat_of(s)
        if not missing(s) or s.seats[p].money < s.face_up_cost(p):
            return []
        return [cls(i) for i, c in enumerate(s.display) if c is not None]

    def said(self, s: State) -> Message:
        return _("toma una carta boca arriba")


class EndTurn(Move, phases=(Phase.DRAW,)):
    """End phase C and the turn: only when the hand is at its limit or no card can be had (a position arranged
    in phase C; in play, phase C ends by itself)."""

    def check(self, s: State) -> None:
        if can_take(s):
            raise s.illegal(self, "maracaibo-draw-limit", _(
                "Aún puedes tomar cartas: se roba hasta alcanzar el límite de la mano."))

    def apply(self, s: State) -> None:
        continue_draw(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[EndTurn]:
        return [] if can_take(s) else [cls()]

    def said(self, s: State) -> Message:
        return _("termina la fase C y el turno")


# ------------------------------------------------------------------------------ the flow of phase C
def missing(s: State) -> int:
    """How many cards the player to act lacks to reach their hand limit."""
    p = seat_of(s)
    return max(0, s.hand_limit(p) - len(s.seats[p].hand))


def can_take(s: State) -> bool:
    """Whether the player to act still lacks cards and can have one (face down, or face up and affordable)."""
    return bool(DrawCard.listed(s) or TakeFaceUp.listed(s))


def continue_draw(s: State) -> None:
    """Stay in phase C while cards are missing and one can be had; else end the turn."""
    p = seat_of(s)
    hand = s.seats[p].hand
    if not missing(s):
        s.event("maracaibo-draw-limit", Plural(
            "El {player} tiene {n} carta en la mano: su límite.", "El {player} tiene {n} cartas en la mano: su límite.",
            len(hand), player=player_name(p)))
        end_turn(s)
        return
    if not can_take(s):
        s.event("maracaibo-q-exhausted", Plural(
            "No queda ninguna carta que pueda tomar: se queda con {n} carta, por debajo del límite.",
            "No queda ninguna carta que pueda tomar: se queda con {n} cartas, por debajo del límite.", len(hand)))
        end_turn(s)


def reshuffle_if_empty(s: State) -> None:
    """An empty draw pile: the discard pile, shuffled, is the new one (``maracaibo-draw-reshuffle``)."""
    if s.draw or not s.discard:
        return
    rng = random.Random(f"maracaibo/{s.seed}/shuffle/{s.shuffles}")
    s.shuffles += 1
    s.draw = s.discard
    s.discard = []
    rng.shuffle(s.draw)
    s.event("maracaibo-draw-reshuffle", Plural(
        "El mazo de robo se ha agotado: se baraja la pila de descartes ({n} carta) como nuevo mazo.",
        "El mazo de robo se ha agotado: se baraja la pila de descartes ({n} cartas) como nuevo mazo.", len(s.draw)))


def refill_display(s: State) -> None:
    """Every empty slot of the display gets the top card of the draw pile, while there is one."""
    for i, c in enumerate(s.display):
        if c is None:
            reshuffle_if_empty(s)
        if c is None and s.draw:
            s.display[i] = s.draw.pop()
            s.event("maracaibo-q-display-refill", _(
                "El hueco de la exposición se repone con la primera carta del mazo."))
            reshuffle_if_empty(s)


def end_turn(s: State) -> None:
    """Phase C is over: the turn ends; the ship on the round's last space ends the round
    (``maracaibo-round-end``); otherwise the next player clockwise begins (``maracaibo-turn-next``)."""
    p = seat_of(s)
    if s.game.options.display_refill is Refill.END_OF_TURN:
        refill_display(s)
    s.turns += 1
    s.turn = None
    if s.seats[p].ship == s.game.sea.last[s.round]:
        end_round(s, p)
        return
    nxt = (p + 1) % s.game.players
    s.event("maracaibo-turn-next", _("Fin del turno; sigue el {player}.", player=player_name(nxt)))
    start_turn(s, nxt)
