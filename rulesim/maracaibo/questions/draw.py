"""``draw``: how many cards do I draw in phase C, and what do they cost? (*Phase C*: ``maracaibo-draw-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import RuleViolation
from ...explain import Explanation, Step
from ...i18n import Message, Plural, _
from ...kinds import Boolean, Integer
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from ..draw import EndActions, TakeFaceUp
from ..examples import phase_c
from ..options import Options
from ..parts import Phase, Seat
from ..state import DISPLAY_UPGRADE, HAND_UPGRADE, State


@dataclass(frozen=True)
class DrawOutcome(Outcome):
    """Whether the position can exist, the hand limit, the cards to draw, how many face up and what they cost,
    the doubloons the player has, whether that is affordable, the cards the engine's phase C actually put in the
    hand, whether the discard pile is reshuffled and whether the hand stays short."""

    legal: bool
    limit: int
    draw: int
    face_up: int
    cost: int
    affordable: bool
    reshuffled: bool
    short: bool
    money: int
    drawn: int


def _check_draw(v: Values) -> None:
    if v.hand > 4 and not (v.hand_upgrade or v.display_upgrade):
        raise SituationError("draw.hand", _("Sin mejora del barco, el límite de mano es 4."))


def _phase_c(state: State, wanted: int) -> tuple[list[Step], int]:
    """Phase C played by the engine: the face-up cards wanted first, then the pile; the steps and how many
    cards were taken face up."""
    steps = list(state.push(EndActions()).steps)
    taken = 0
    while state.phase == Phase.DRAW and state.player == 0:
        moves = state.legal_moves()
        face_up = [m for m in moves if isinstance(m, TakeFaceUp)]
        move = face_up[0] if taken < wanted and face_up else next(
            (m for m in moves if not isinstance(m, TakeFaceUp)), moves[0])
        taken += isinstance(move, TakeFaceUp)
        steps += state.push(move).steps
    return steps, taken


def answer_draw(v: Values, options: Options) -> Answer:
    ups = [u for u, on in ((HAND_UPGRADE, v.hand_upgrade), (DISPLAY_UPGRADE, v.display_upgrade)) if on]
    try:
        state = phase_c(v.hand, v.money, v.pile, v.discard, ups, options, v.planning)
    except RuleViolation as error:
        ex = Explanation(_("Fase C"))
        ex.add(error.rule_id, error.message)
        outcome = DrawOutcome(False, 4, 0, 0, 0, True, False, False, v.money, 0)
        return Answer(_("Imposible: {reason}", reason=error.message), ex, outcome)
    limit, price = state.hand_limit(0), state.face_up_cost(0)
    need = max(0, limit - v.hand)
    wanted = min(v.face_up, need, 4)
    affordable = wanted * price <= v.money
    steps, taken = _phase_c(state, wanted)
    drawn = len(state.seats[0].hand) - v.hand
    # what the verdict states is what the engine did: the cards taken face up and the doubloons paid
    face_up, cost = (taken, v.money - state.seats[0].money) if affordable else (wanted, wanted * price)
    ex = Explanation(_("Fase C con {hand} cartas en la mano", hand=v.hand), steps)
    ids = ex.rule_ids
    outcome = DrawOutcome(True, limit, need, face_up, cost, affordable, "maracaibo-draw-reshuffle" in ids,
                          "maracaibo-q-exhausted" in ids, v.money, drawn)
    return Answer(_verdict(v, outcome), ex, outcome)


def _verdict(v: Values, o: DrawOutcome) -> Message:
    cost = Plural("{n} doblón", "{n} doblones", o.cost)
    verdict: Message
    if o.draw == 0:
        verdict = Plural("Límite {limit}: ya tienes {n} carta, no robas nada.",
                         "Límite {limit}: ya tienes {n} cartas, no robas nada.", o.limit - o.draw, limit=o.limit)
    elif not o.affordable:
        verdict = _("Robas {draw}; {face_up} boca arriba costarían {cost}, y solo tienes {money}.",
                    draw=o.draw, face_up=o.face_up, cost=cost, money=o.money)
    elif o.short:
        verdict = Plural("Límite {limit}: te faltan {draw}, pero solo queda {n} carta que tomar.",
                         "Límite {limit}: te faltan {draw}, pero solo quedan {n} cartas que tomar.", o.drawn,
                         limit=o.limit, draw=o.draw)
    elif o.face_up == 0:
        verdict = _("Límite {limit}: robas {draw} del mazo, sin pagar nada.", limit=o.limit, draw=o.draw)
    else:
        verdict = _("Límite {limit}: robas {draw}, {face_up} de ellas boca arriba, por {cost}.", limit=o.limit,
                    draw=o.draw, face_up=o.face_up, cost=cost)
    if o.reshuffled:
        verdict = _("{verdict} El mazo se agota y la pila de descartes se baraja como mazo nuevo.", verdict=verdict)
    if o.short:
        verdict = _("{verdict} No quedan cartas: la mano se queda por debajo del límite.", verdict=verdict)
    return verdict


DRAW = Question(
    id="draw",
    title=_("¿Cuántas cartas robo en la fase C y cuánto me cuestan?"),
    rules=("maracaibo-draw-limit", "maracaibo-draw-display", "maracaibo-draw-hand-limit",
           "maracaibo-draw-free-display", "maracaibo-draw-reshuffle"),
    fields=(
        Field("hand", _("cuántas cartas tienes en la mano al empezar la fase C"), Integer(0, 6), example=2),
        Field.part(Seat, "money", help=_("tus doblones"), kind=Integer(0, 60), example=1),
        Field("face_up", _("cuántas cartas quieres tomar boca arriba"), Integer(0, 4), default=0, example=2),
        Field("planning", _("cuántas cartas tienes en la zona de planificación"), Integer(0, 3), default=0),
        Field("hand_upgrade", _("si tienes la mejora del límite de 6 cartas"), Boolean(), default=False),
        Field("display_upgrade", _("si tienes la mejora de las cartas boca arriba gratis"), Boolean(), default=False),
        Field("pile", _("cuántas cartas quedan en el mazo de robo (sin él, muchas)"), Integer(0, 100), default=None),
        Field("discard", _("cuántas cartas hay en la pila de descartes"), Integer(0, 100), default=0),
    ),
    answer=answer_draw,
    outcome=DrawOutcome,
    ambiguous=("upgrades", "display_refill"),
    check=_check_draw,
    summary=_("la mano, los doblones, las cartas boca arriba que quieres, las mejoras y los mazos"),
)

__all__ = ["DRAW", "DrawOutcome"]
