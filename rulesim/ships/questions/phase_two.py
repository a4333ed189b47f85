"""``payment``: can I pay for this action now, and how? (*Phase two*: ``ships-actions-*``, ``ships-pay-*``,
``ships-action-*``; and the victory points of gold paid back to the pool, ``ships-vp-gold``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...kinds import Choice, Integer
from ...outcomes import Outcome, outcome_field
from ...position import InvalidPosition
from ...questions import Answer, Field, Question, Values
from ..components import (
    ACTION_NAMES,
    ACTIONS,
    GOLD_COINS,
    PAYMENT_NAMES,
    PAYMENT_SHORT,
    UNDESCRIBED,
    Action,
    Era,
    Payment,
    ShipBox,
)
from ..examples import laid_out
from ..game import Ships
from ..moves import Act
from ..options import GoldPoints, Options
from ..parts import Phase, Placed, Player
from ..pictures import cubes_svg
from ..state import State
from .common import ERA, bank_room, either, era_track, refused

ACTION = Choice({a.value: ACTION_NAMES[a] for a in ACTIONS}, control="dropdown")
GOLD = {"type": "integer", "minimum": 0}


@dataclass(frozen=True)
class PaymentOutcome(Outcome):
    """Whether the action can be taken now, the gold each way of paying costs, the rule that closes it (if one
    does) and the victory points each way of paying gives at once; the action asked about, whether its cost
    can be paid now (``payable``, known even where the action is not), and the open question behind what the
    source does not say about it (``unknown``: ``ships-q-undescribed``, or None)."""

    possible: bool = outcome_field()
    payments: dict[str, int] = outcome_field(additionalProperties=GOLD)
    closed: str | None = outcome_field()
    points: dict[str, int] = outcome_field(additionalProperties=GOLD)
    action: str = outcome_field(enum=[a.value for a in ACTIONS])
    payable: bool = outcome_field()
    unknown: str | None = outcome_field()


def payment_state(era: Era | str = Era.GALLEY, section_merchant: int = 2, section_free: int = 0, stock_free: int = 0,
                  gold: int = 0, card_taken: bool = False, options: Options | None = None,
                  gold_returned: int = 0) -> State:
    """Red in phase two of ``era`` with those cubes and that gold (the discs that make room in the bank for more
    than two gold stand on city spaces, brought there by red's warships on level 1)."""
    game = Ships(2, options)
    extra = max(0, gold - 2)
    red = {"section_merchant": section_merchant, "section_free": section_free, "stock_free": stock_free, "gold": gold,
           "bank_discs": 8 - extra, "gold_returned": gold_returned}
    return laid_out(game, [red], phase=Phase.ACTIONS, card_taken=card_taken, cities=bank_room(game, extra),
                    track=era_track(game, era) + [Placed(1, ShipBox.WARSHIP, 0, Era.GALLEY)] * extra)


#: what paying and doing an action may bring about at once (the steps of the move the answer reports)
_EFFECTS = ("ships-vp-gold", "ships-action-gold", "ships-action-navigation", "ships-q-bank-full", "ships-q-recover",
            "ships-q-gold-points", "ships-q-undescribed", "ships-q-bank-space", "ships-q-card-from")


def _ways(state: State, act: Action, explanation: Explanation) -> dict[str, int]:
    """The gold each payment that red could make for ``act`` costs, each way told (or why not)."""
    game, ways = state.game, {}
    cost = game.costs[act]
    explanation.add("ships-pay-example" if not cost.illustrative else "ships-actions-cost", _(
        "Cuesta un cubo de comerciante y {m} de oro, o un cubo libre y {f} de oro{mark}.", m=cost.merchant_gold,
        f=cost.free_gold, mark=_(" (coste ilustrativo)") if cost.illustrative else _(" (coste del texto)")))
    for pay in Payment:
        why = state.payment_problem(0, act, pay)
        if why:
            explanation.add(*why)
        else:
            ways[pay.value] = game.cost(act, pay)
            rule_id = "ships-pay-merchant" if pay == Payment.MERCHANT else "ships-pay-free"
            explanation.add(rule_id, _("Se puede pagar con un {payment} y {n} de oro.", payment=PAYMENT_NAMES[pay],
                                       n=ways[pay.value]))
    return ways


def _points(state: State, act: Action, ways: dict[str, int], explanation: Explanation,
            gold_returned: int) -> dict[str, int]:
    """The victory points each way of paying gives at once, found by paying on a copy of the position."""
    points: dict[str, int] = {}
    for way in ways:
        child = state.copy()
        steps = child.push(Act(act.value, way)).steps
        points[way] = child.players[0].vp - state.players[0].vp
        explanation.steps.extend(s for s in steps if s.rule_id in _EFFECTS and s.rule_id != "ships-vp-gold"
                                 and s.render("es") not in [e.render("es") for e in explanation.steps])
        if ways[way] and state.game.options.gold_points == GoldPoints.PAYMENTS:
            explanation.add("ships-vp-gold", Plural(
                "Con un {payment}, devuelves {gold} de oro a la reserva y llevas {total} en la partida: {n} punto de "
                "victoria.",
                "Con un {payment}, devuelves {gold} de oro a la reserva y llevas {total} en la partida: {n} puntos de "
                "victoria.", points[way], payment=PAYMENT_NAMES[Payment(way)], gold=ways[way],
                total=gold_returned + ways[way]))
    return points


def _verdict(act: Action, ways: dict[str, int], points: dict[str, int], problem: tuple[str, Message] | None) -> Message:
    paid = [_("{payment} ({n} de oro)", payment=PAYMENT_NAMES[Payment(p)], n=n) for p, n in ways.items()]
    if ways and problem and problem[0] == "ships-action-undescribed":
        return _("Lo que se sabe: se paga con {ways}. Lo que no: el texto de origen no dice qué hace «{action}», y "
                 "con esta lectura rulesim no la ofrece.", ways=either(paid), action=ACTION_NAMES[act])
    scoring = [Plural("con un {payment}, {n} punto de victoria", "con un {payment}, {n} puntos de victoria", n,
                      payment=PAYMENT_SHORT[Payment(p)]) for p, n in points.items() if n]
    if ways and not problem and scoring:
        return _("Sí: con {ways}. Por el oro devuelto: {points}.", ways=paid, points=scoring)
    if ways and not problem:
        return _("Sí: con {ways}.", ways=paid)
    if ways:
        assert problem is not None
        return _("Se podría pagar con {ways}; aun así, ahora no se puede hacer. {reason}", ways=paid,
                 reason=problem[1])
    return _("No se puede pagar ahora.")


def payment(action: Action | str, era: Era | str = Era.GALLEY, section_merchant: int = 2, section_free: int = 0,
            stock_free: int = 0, gold: int = 0, card_taken: bool = False, options: Options | None = None,
            gold_returned: int = 0) -> Answer:
    """How red could pay for ``action`` now (which cube, how much gold), whether rulesim offers it, and the
    victory points each way of paying gives at once (every two gold back in the pool, ``ships-vp-gold``),
    found by playing each payment on a copy of the position."""
    state = payment_state(era, section_merchant, section_free, stock_free, gold, card_taken, options, gold_returned)
    act = Action(action)
    explanation = Explanation(_("¿Se puede pagar «{action}»?", action=ACTION_NAMES[act]))
    ways = _ways(state, act, explanation)
    problem = state.action_problem(0, act)
    if problem:
        explanation.add(*problem)
    elif ways and act == Action.CARD:
        explanation.add("ships-actions-card-once", _("Es la única carta que se puede tomar en este turno."))
    elif ways:
        explanation.add("ships-actions-repeat", _("Se puede repetir en el mismo turno mientras se pueda pagar."))
    points = _points(state, act, ways if not problem else {}, explanation, gold_returned)
    outcome = PaymentOutcome(bool(ways) and not problem, ways, problem[0] if problem else None, points, act.value,
                             bool(ways), "ships-q-undescribed" if act in UNDESCRIBED else None)
    return Answer(_verdict(act, ways, points, problem), explanation, outcome)


def _check_payment(v: Values) -> None:
    try:
        payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken,
                      gold_returned=v.gold_returned)
    except InvalidPosition as error:
        raise refused("payment", error, {"ships-setup-pool": "stock_free", "ships-place-disc": "gold",
                                         "ships-cubes-era": "section_free"}) from None


def answer_payment(v: Values, options: Options) -> Answer:
    return payment(v.action, v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken, options,
                   v.gold_returned)


def picture_payment(v: Values, answer: Answer, lang: str) -> str:
    state = payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken)
    return cubes_svg(state.players[0], "red", lang)


PAYMENT = Question(
    id="payment",
    title=_("¿Puedo pagar esta acción ahora, y cómo?"),
    rules=("ships-actions-cost", "ships-actions-list", "ships-pay-merchant", "ships-pay-free", "ships-pay-example",
           "ships-actions-card-once", "ships-actions-repeat", "ships-action-card", "ships-action-gold",
           "ships-action-navigation", "ships-action-undescribed", "ships-vp-gold"),
    fields=(
        Field("action", _("la acción"), ACTION, example="upgrade-ship"),
        Field("era", _("la era en juego"), ERA, default="galley", example="galley"),
        Field.part(Player, "section_merchant",
                   help=_("los cubos de comerciante que te quedan en la sección de acciones"), kind=Integer(0, 2),
                   default=0, example=1),
        Field.part(Player, "section_free", help=_("los cubos libres que te quedan en la sección de acciones"),
                   kind=Integer(0, 2), default=0, example=0),
        Field.part(Player, "stock_free", help=_("los cubos libres de tu stock disponible"), kind=Integer(0, 23),
                   default=0, example=1),
        Field.part(Player, "gold", help=_("el oro de tu banco"), kind=Integer(0, 10), default=0, example=3),
        Field.part(State, "card_taken", help=_("si ya tomaste una carta en este turno"), default=False, example=False),
        Field.part(Player, "gold_returned", help=_("el oro que ya devolviste a la reserva en la partida"),
                   kind=Integer(0, GOLD_COINS), default=0, example=1),
    ),
    answer=answer_payment,
    outcome=PaymentOutcome,
    picture=picture_payment,
    ambiguous=("gold_points", "bank_full", "bank_space", "card_from"),
    check=_check_payment,
    summary=_("la acción, la era, tus cubos en la sección y en el stock, tu oro"),
)

__all__ = ["PAYMENT", "PaymentOutcome", "payment", "payment_state"]
