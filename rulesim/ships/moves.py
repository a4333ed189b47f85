"""The moves of a turn of Ships, each declared once — phase one, the actions and their payment, the card
and the box to recover, tidy-up — with the flow they lead to (the decisions of *Place ship* are
:mod:`.place_ship`).

A turn: :class:`TakeCubes` (phase one, forced), then any number of :class:`Act` (an action and how it is
paid) each followed by the decisions of that action, then :class:`EndTurn` (tidy-up).

Rules: *The turn* (``ships-turn-*``, ``ships-end*``), *Phase one* (``ships-cubes-*``), *Phase two*
(``ships-actions-*``, ``ships-pay-*``, ``ships-action-*``), *Tidy up* (``ships-tidy-*``) and the readings
``ships-q-gold-points``, ``ships-q-bank-full``, ``ships-q-recover``, ``ships-q-unused-merchant``,
``ships-q-undescribed``, ``ships-q-short-pool``, ``ships-q-stall`` and ``ships-q-final-scoring``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from ..moves import GameMove
from .components import (
    ACTION_NAMES,
    ACTIONS,
    ERA_CUBES,
    ERA_OF_ERA_NAMES,
    PAYMENT_NAMES,
    TRACK_LEVELS,
    Action,
    Payment,
    player_name,
)
from .options import BankFull, BankSpace, GoldPoints, Recover, UnusedMerchant
from .parts import EndReason, Pending, Phase, Player

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


class Move(GameMove["State"]):
    """A decision of a turn of Ships."""


# -------------------------------------------------------------------------------- phase one
class TakeCubes(Move, phases=(Phase.CUBES,)):
    """Phase one: put the era's cubes into the action section (ships-cubes-era)."""

    def check(self, s: State) -> None:
        """(phase one has nothing to decide: it is always this move)"""

    def apply(self, s: State) -> None:
        pl, era = s.me, s.current_era()
        want_merchant, want_free = ERA_CUBES[era]
        if s.game.options.unused_merchant == UnusedMerchant.STAY:
            want_merchant = max(0, want_merchant - pl.section_merchant)
        merchant = min(want_merchant, pl.stock_merchant)
        free = min(want_free, s.pool_free)
        pl.stock_merchant -= merchant
        pl.section_merchant += merchant
        s.pool_free -= free
        pl.section_free += free
        s.event("ships-cubes-era", _(
            "En la {era}, el {player} pone en su sección de acciones {merchant} y {free}.",
            era=ERA_OF_ERA_NAMES[era], player=player_name(s.player),
            merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", merchant),
            free=Plural("{n} cubo libre", "{n} cubos libres", free)))
        if merchant < want_merchant:
            s.event("ships-cubes-short", Plural(
                "Le falta {n} cubo de comerciante en el stock: no lo recupera en este turno.",
                "Le faltan {n} cubos de comerciante en el stock: no los recupera en este turno.",
                want_merchant - merchant))
        if pl.section_merchant + pl.section_free == 0 and s.pool_free >= 1:
            s.pool_free -= 1
            pl.section_free += 1
            s.event("ships-cubes-none", _(
                "No ha podido tomar ningún cubo: toma un cubo libre de la reserva, así que puede hacer una acción."))
        s.phase = Phase.ACTIONS

    @classmethod
    def listed(cls, s: State) -> Iterable[TakeCubes]:
        return [cls()]

    def said(self, s: State) -> Message:
        return _("toma los cubos de la fase uno")


# -------------------------------------------------------------------------------- phase two
class Act(Move, phases=(Phase.ACTIONS,)):
    """Phase two: take ``action`` (an :class:`~rulesim.ships.components.Action` value), paid by ``payment``
    (``merchant``, ``free-section`` or ``free-stock``)."""

    action: str
    payment: str

    def check(self, s: State) -> None:
        if self.action not in set(ACTIONS):
            raise s.illegal(self, "ships-actions-list", _("Esa acción no existe."))
        if self.payment not in set(Payment):
            raise s.illegal(self, "ships-actions-cost", _(
                "Una acción se paga con un cubo de comerciante o con un cubo libre."))
        assert s.player is not None
        action, payment = Action(self.action), Payment(self.payment)
        problem = s.action_problem(s.player, action) or s.payment_problem(s.player, action, payment)
        if problem:
            raise s.illegal(self, *problem)

    def apply(self, s: State) -> None:
        action, payment = Action(self.action), Payment(self.payment)
        _pay_for(s, action, payment)
        s.pending = Pending(action, payment)
        _start(s, action, payment)

    @classmethod
    def listed(cls, s: State) -> Iterable[Act]:
        assert s.player is not None
        p, pl = s.player, s.me
        cubes = ((Payment.MERCHANT, pl.section_merchant), (Payment.FREE_SECTION, pl.section_free),
                 (Payment.FREE_STOCK, pl.stock_free))
        moves = []
        for action in ACTIONS:
            ways = [pay for pay, n in cubes if n and pl.gold >= s.game.cost(action, pay)]
            if ways and not s.action_problem(p, action):
                moves += [cls(action.value, pay.value) for pay in ways]
        return moves

    def said(self, s: State) -> Message:
        if self.action not in set(ACTIONS) or self.payment not in set(Payment):
            return _("una acción desconocida")
        return _("«{action}», pagando con un {payment}", action=ACTION_NAMES[Action(self.action)],
                 payment=PAYMENT_NAMES[Payment(self.payment)])


def _pay_for(s: State, action: Action, payment: Payment) -> None:
    """The cube (into the action's box) and the gold (back to the pool) that pay for ``action``."""
    assert s.player is not None
    pl = s.me
    gold = s.game.cost(action, payment)
    box = pl.boxes[action]
    if payment == Payment.MERCHANT:
        pl.section_merchant -= 1
        box.merchant += 1
        rule_id = "ships-pay-merchant"
    else:
        if payment == Payment.FREE_SECTION:
            pl.section_free -= 1
        else:
            pl.stock_free -= 1
        box.free += 1
        rule_id = "ships-pay-free"
    s.event(rule_id, Plural(
        "Paga «{action}» con un {payment} y {n} de oro.", "Paga «{action}» con un {payment} y {n} de oro.", gold,
        action=ACTION_NAMES[action], payment=PAYMENT_NAMES[payment]))
    if gold:
        pay_gold(s, s.player, gold)
    if payment == Payment.MERCHANT:
        s.event("ships-actions-cubes-stay", _(
            "El cubo de comerciante se queda en la caja de acción hasta que lo recupere."))
    if box.pieces > 1:
        s.event("ships-actions-repeat", _(
            "La caja de «{action}» ya tenía piezas: eso no impide volver a elegirla.", action=ACTION_NAMES[action]))


def _start(s: State, action: Action, payment: Payment) -> None:
    """What the action paid does: a decision to take, or its effect at once."""
    assert s.player is not None and s.pending is not None
    if action == Action.PLACE:
        s.phase = Phase.LEVEL
    elif action == Action.CARD:
        _start_card(s)
    elif action == Action.GOLD:
        gain_gold(s, s.player, 1, "ships-action-gold")
        finish_action(s)
    elif action == Action.NAVIGATION:
        taken = min(2, s.pool_navigation)
        s.pool_navigation -= taken
        s.me.navigation += taken
        s.event("ships-action-navigation", Plural(
            "Toma {n} ficha de navegación de la reserva.", "Toma {n} fichas de navegación de la reserva.", taken))
        finish_action(s)
    elif action == Action.RECOVER:
        _start_recover(s, payment)
    else:  # undescribed, offered with the reading "cost-only"
        s.event("ships-q-undescribed", _(
            "El texto de origen no dice qué hace «{action}»: se ha pagado y no pasa nada más.",
            action=ACTION_NAMES[action]))
        finish_action(s)


def finish_action(s: State) -> None:
    s.pending = None
    s.phase = Phase.ACTIONS


# ------------------------------------------------------------------------------------ gold
def pay_gold(s: State, p: int, amount: int) -> None:
    """Gold paid from the bank goes back to the pool (and may score, ships-q-gold-points)."""
    pl = s.players[p]
    pl.gold -= amount
    s.pool_gold += amount
    _returned(s, pl, amount)


def _returned(s: State, pl: Player, amount: int) -> None:
    """Gold back to the pool: every two coins returned a point by the default reading, none by the other
    (ships-vp-gold, ships-q-gold-points); a coin over waits for the next."""
    before = pl.gold_returned
    pl.gold_returned += amount
    points = pl.gold_returned // 2 - before // 2
    if not points:
        return
    if s.game.options.gold_points == GoldPoints.NONE:
        s.event("ships-q-gold-points", Plural(
            "Con esta lectura, devolver oro a la reserva no da puntos (con la otra ganaría {n} punto).",
            "Con esta lectura, devolver oro a la reserva no da puntos (con la otra ganaría {n} puntos).", points))
        return
    pl.vp += points
    s.event("ships-q-gold-points", _(
        "El texto no dice cuándo se devuelve el oro: con la lectura por defecto, cuenta el que vuelve del banco a la "
        "reserva."))
    s.event("ships-vp-gold", Plural(
        "Cada dos monedas devueltas a la reserva dan un punto: gana {n} punto de victoria.",
        "Cada dos monedas devueltas a la reserva dan un punto: gana {n} puntos de victoria.", points))


def gain_gold(s: State, p: int, amount: int, rule_id: str) -> None:
    """Gold from the pool into the bank, as far as the bank has room (ships-q-bank-full) and the pool has coins."""
    pl = s.players[p]
    available = min(amount, s.pool_gold)
    taken = min(available, max(0, s.bank_room(p) - pl.gold))
    pl.gold += taken
    s.pool_gold -= taken
    s.event(rule_id, Plural("Pone {n} de oro de la reserva en su banco.", "Pone {n} de oro de la reserva en su banco.",
                            taken))
    if available > taken:
        extra = available - taken
        if s.game.options.bank_space == BankSpace.ONE_COIN:
            s.event("ships-q-bank-space", Plural(
                "Con una moneda por espacio abierto, en su banco cabe {n} de oro.",
                "Con una moneda por espacio abierto, en su banco caben {n} de oro.", pl.bank_capacity))
        if s.game.options.bank_full == BankFull.RETURNED:
            s.event("ships-q-bank-full", Plural(
                "{n} moneda no cabe en el banco: la toma y la devuelve a la reserva.",
                "{n} monedas no caben en el banco: las toma y las devuelve a la reserva.", extra))
            _returned(s, pl, extra)
        else:
            s.event("ships-q-bank-full", Plural(
                "{n} moneda no cabe en el banco y se queda en la reserva.",
                "{n} monedas no caben en el banco y se quedan en la reserva.", extra))
    if amount > available:
        s.event("ships-q-short-pool", Plural(
            "En la reserva falta {n} moneda: se toma lo que hay.",
            "En la reserva faltan {n} monedas: se toma lo que hay.", amount - available))


# ------------------------------------------------------------------------------ take a card
def _start_card(s: State) -> None:
    """A face-up galley card to choose, or (reading ``era-deck`` after the galley era) the top card of the
    deck of the era in play (ships-q-card-from)."""
    deck = s.card_deck()
    if deck is None:
        s.phase = Phase.CARD
        return
    card = s.decks[deck].pop(0)
    s.me.cards.append(card)
    s.card_taken = True
    s.event("ships-q-card-from", _(
        "Toma la carta de encima del mazo de la {era} (n.º {card}); su efecto no está en el texto de origen.",
        era=ERA_OF_ERA_NAMES[deck], card=card))
    s.event("ships-actions-card-once", _("No podrá tomar otra carta en este turno."))
    finish_action(s)


class ChooseCard(Move, phases=(Phase.CARD,)):
    """Take a card: one of the face-up galley cards, by number."""

    card: int

    def check(self, s: State) -> None:
        if self.card not in s.display:
            raise s.illegal(self, "ships-action-card", _("Esa carta no está boca arriba junto al tablero."))

    def apply(self, s: State) -> None:
        s.display.remove(self.card)
        s.me.cards.append(self.card)
        s.card_taken = True
        s.event("ships-action-card", _(
            "Toma la carta de galera n.º {card}; su efecto no está en el texto de origen.", card=self.card))
        s.event("ships-actions-card-once", _("No podrá tomar otra carta en este turno."))
        finish_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseCard]:
        return [cls(c) for c in s.display]

    def said(self, s: State) -> Message:
        return _("toma la carta n.º {card}", card=self.card)


# -------------------------------------------------------------------------------- recover
def _start_recover(s: State, payment: Payment) -> None:
    assert s.pending is not None
    s.pending.keep = payment == Payment.MERCHANT
    if s.game.options.recover == Recover.ALL:
        _recover(s, list(s.me.boxes))
        finish_action(s)
    elif recoverable_boxes(s):
        s.phase = Phase.RECOVER
    else:
        s.event("ships-q-recover", _("No hay nada que recuperar en las cajas de acción."))
        finish_action(s)


def _kept(s: State, action: Action) -> int:
    """The paying merchant cube that stays in the Recover box (none in another box)."""
    return 1 if action == Action.RECOVER and s.pending is not None and s.pending.keep else 0


def recoverable_boxes(s: State) -> list[Action]:
    return [action for action, box in s.me.boxes.items() if box.merchant - _kept(s, action) > 0 or box.industry > 0]


def _recover(s: State, actions: list[Action]) -> None:
    pl = s.me
    cubes = industry = 0
    for action in actions:
        box = pl.boxes[action]
        stays = _kept(s, action)
        cubes += box.merchant - stays
        industry += box.industry
        box.merchant = stays
        box.industry = 0
    pl.stock_merchant += cubes
    pl.industry += industry
    s.event("ships-actions-cubes-stay", _(
        "Los cubos de comerciante se quedaban en las cajas de acción hasta recuperarlos."))
    s.event("ships-q-recover", _(
        "Recupera {cubes} cubos de comerciante y {industry} fichas de industria a su stock disponible "
        "(el cubo que paga esta acción se queda en su caja).", cubes=cubes, industry=industry))


class RecoverBox(Move, phases=(Phase.RECOVER,)):
    """Recover merchant cubes (reading ``one-box``): the action box whose cubes come back."""

    action: str

    def check(self, s: State) -> None:
        if self.action not in recoverable_boxes(s):
            raise s.illegal(self, "ships-q-recover", _("En esa caja de acción no hay nada tuyo que recuperar."))

    def apply(self, s: State) -> None:
        _recover(s, [Action(self.action)])
        finish_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[RecoverBox]:
        return [cls(a.value) for a in recoverable_boxes(s)]

    def said(self, s: State) -> Message:
        if self.action not in set(ACTIONS):
            return _("recupera una caja desconocida")
        return _("recupera la caja de «{action}»", action=ACTION_NAMES[Action(self.action)])


# ------------------------------------------------------------------------------- tidy up
class EndTurn(Move, phases=(Phase.ACTIONS,)):
    """Stop taking actions: tidy up, and the next player's turn begins."""

    def check(self, s: State) -> None:
        """(ending one's actions is always allowed in phase two)"""

    def apply(self, s: State) -> None:
        assert s.player is not None
        _tidy_up(s, s.me)
        s.me.turns += 1
        s.card_taken = False
        if s.player != s.last_player():
            s.player = (s.player + 1) % s.game.players
            s.phase = Phase.CUBES
            s.event("ships-turn-order", _("Le toca al {player}.", player=player_name(s.player)))
            return
        _end_of_round(s, s.me)

    @classmethod
    def listed(cls, s: State) -> Iterable[EndTurn]:
        return [cls()]

    def said(self, s: State) -> Message:
        return _("termina sus acciones y ordena")


def _tidy_up(s: State, pl: Player) -> None:
    """ships-tidy-*: free cubes of the action boxes back to the pool, unused ones into the stock."""
    returned = pl.boxed_free
    for box in pl.boxes.values():
        box.free = 0
    s.pool_free += returned
    s.event("ships-tidy-free", Plural(
        "Ordenar: {n} cubo libre de las cajas de acción vuelve a la reserva.",
        "Ordenar: {n} cubos libres de las cajas de acción vuelven a la reserva.", returned))
    if pl.section_free:
        s.event("ships-tidy-unused", Plural(
            "{n} cubo libre sin usar pasa al stock disponible.", "{n} cubos libres sin usar pasan al stock disponible.",
            pl.section_free))
    pl.stock_free += pl.section_free
    pl.section_free = 0
    if pl.section_merchant and s.game.options.unused_merchant == UnusedMerchant.STOCK:
        s.event("ships-q-unused-merchant", Plural(
            "{n} cubo de comerciante sin usar vuelve al stock disponible.",
            "{n} cubos de comerciante sin usar vuelven al stock disponible.", pl.section_merchant))
        pl.stock_merchant += pl.section_merchant
        pl.section_merchant = 0


def _end_of_round(s: State, pl: Player) -> None:
    """The last player of the round has tidied up: the game ends (ships-end, ships-q-stall) or a round begins."""
    reason = None
    if s.end_condition():
        reason = EndReason.TRACK
    elif not s.placement_possible():
        reason = EndReason.STALLED
    elif s.round >= s.game.options.round_limit:
        reason = EndReason.LIMIT
    if reason is None:
        s.round += 1
        s.player = s.first
        s.phase = Phase.CUBES
        s.event("ships-turn-order", _("Empieza la ronda {n}: le toca al {player}.", n=s.round,
                                      player=player_name(s.player)))
        return
    s.end_reason = reason
    s.phase, s.player = Phase.OVER, None
    if reason == EndReason.TRACK:
        s.event("ships-end", _(
            "Hay {n} fichas de barco en el nivel 11 y todos han jugado {turns}: fin de la partida.",
            n=s.counters_on(TRACK_LEVELS), turns=Plural("{n} turno", "{n} turnos", pl.turns)))
    elif reason == EndReason.STALLED:
        s.event("ships-q-stall", _(
            "Nadie tiene ya fichas de barco de la era en curso, así que la condición de final no puede llegar: "
            "rulesim termina la partida al final de esta ronda."))
    else:
        s.event("ships-q-stall", _(
            "Se ha llegado al límite de {n} rondas sin la condición de final: rulesim termina la partida.",
            n=s.round))
    s.event("ships-object", _("Gana quien termina la partida con más puntos de victoria: el máximo es {vp}.",
                              vp=max(s.scores())))
    s.event("ships-q-final-scoring", _(
        "Gana quien tiene más puntos de victoria: {winners}.", winners=[player_name(w) for w in s.winners()]))
