"""``tidy``: what happens to my cubes when my turn ends, and who plays next? (*Tidy up* and *The turn*:
``ships-tidy-*``, ``ships-turn-*``, ``ships-actions-cubes-stay``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation, Step
from ...i18n import Message, Plural, Value, _
from ...kinds import Integer
from ...outcomes import Outcome, outcome_field
from ...position import InvalidPosition
from ...questions import Answer, Field, Question, Values
from ..components import COLOURS, Action, player_name
from ..examples import laid_out
from ..game import Ships
from ..moves import EndTurn
from ..options import Options
from ..parts import Phase, Player
from ..pictures import cubes_svg
from ..state import State
from .common import FIRST, PLAYER, PLAYERS, SEAT, check_colours, player_of, refused


@dataclass(frozen=True)
class TidyOutcome(Outcome):
    """The free cubes back to the pool, where the player's cubes are after tidying up, and who plays next; the
    free cubes kept in the stock and the merchant cubes left unused in the section (what the verdict counts)."""

    returned: int = outcome_field(minimum=0)
    stock_free: int = outcome_field(minimum=0)
    stock_merchant: int = outcome_field(minimum=0)
    section_merchant: int = outcome_field(minimum=0)
    boxes_merchant: int = outcome_field(minimum=0)
    next_player: str | None = outcome_field(enum=[*COLOURS, None])
    kept: int = outcome_field(minimum=0)
    unused_merchant: int = outcome_field(minimum=0)


def tidy_state(players: int, first: int, player: int, section_merchant: int, section_free: int,
               boxes_merchant: int, boxes_free: int, stock_free: int, options: Options | None = None) -> State:
    """``player`` in phase two with those cubes left in the section, in the action boxes («Colocar barco» holds
    them all) and in the stock; the other players hold nothing but their setup."""
    red = {"section_merchant": section_merchant, "section_free": section_free, "stock_free": stock_free,
           "stock_merchant": max(0, 9 - boxes_merchant - section_merchant),
           "boxes": {Action.PLACE.value: {"merchant": boxes_merchant, "free": boxes_free, "industry": 0}}}
    return laid_out(Ships(players, options), [{}] * player + [red], first=first, player=player, phase=Phase.ACTIONS)


def _explain(state: State, steps: list[Step], player: int) -> Explanation:
    """Tidy-up's steps, what stays in the boxes, and then the next player's turn (its phase one)."""
    explanation = Explanation(_("Ordenar y pasar el turno"))
    explanation.add("ships-turn-phases", _("Terminadas las acciones (fase dos), queda ordenar (fase tres)."))
    after = state.players[player]
    turn = next((k for k, s in enumerate(steps) if s.rule_id in ("ships-turn-order", "ships-end", "ships-q-stall")),
                len(steps))
    explanation.steps.extend(steps[:turn])
    if after.boxed_merchant:
        explanation.add("ships-actions-cubes-stay", Plural(
            "{n} cubo de comerciante sigue en su caja de acción hasta que lo recuperes.",
            "{n} cubos de comerciante siguen en sus cajas de acción hasta que los recuperes.", after.boxed_merchant))
    explanation.steps.extend(steps[turn:turn + 1])
    if state.player is not None:
        explanation.add("ships-turn-phases", _("El {player} empieza por la fase uno:",
                                               player=player_name(state.player)))
        explanation.steps.extend(steps[turn + 1:])
    return explanation


def _unused(before: Player, after: Player) -> Message:
    unused = before.section_merchant
    if unused and after.section_merchant:
        return Plural(" Tu cubo de comerciante sin usar se queda en la sección.",
                      " Tus {n} cubos de comerciante sin usar se quedan en la sección.", unused)
    if unused:
        return Plural(" Tu cubo de comerciante sin usar vuelve al stock.",
                      " Tus {n} cubos de comerciante sin usar vuelven al stock.", unused)
    return Value("")


def tidy(players: int, first: int, player: int, section_merchant: int, section_free: int, boxes_merchant: int,
         boxes_free: int, stock_free: int, options: Options | None = None) -> Answer:
    """What tidy-up does with ``player``'s cubes when the turn ends, and who plays next (played with EndTurn)."""
    state = tidy_state(players, first, player, section_merchant, section_free, boxes_merchant, boxes_free,
                       stock_free, options)
    before = state.players[player].copy()
    pool = state.pool_free
    steps = [s for s in state.push(EndTurn()).steps if s.rule_id != "ships-turn-phases"]
    after, nxt = state.players[player], state.player
    explanation = _explain(state, steps, player)
    outcome = TidyOutcome(state.pool_free - pool, after.stock_free, after.stock_merchant, after.section_merchant,
                          after.boxed_merchant, COLOURS[nxt] if nxt is not None else None,
                          after.stock_free - before.stock_free, before.section_merchant)
    verdict = _("A la reserva: {back}; a tu stock: {kept}.{merchant} Juega el {player}.",
                merchant=_unused(before, after),
                back=Plural("{n} cubo libre", "{n} cubos libres", outcome.returned),
                kept=Plural("{n} cubo libre", "{n} cubos libres", outcome.kept),
                player=player_name(nxt))
    return Answer(verdict, explanation, outcome)


def _tidy_state(v: Values) -> State:
    return tidy_state(v.players, COLOURS.index(v.first), player_of("tidy", v), v.section_merchant,
                      v.section_free, v.boxes_merchant, v.boxes_free, v.stock_free)


def _check_tidy(v: Values) -> None:
    check_colours("tidy", v)
    try:
        _tidy_state(v)
    except InvalidPosition as error:
        raise refused("tidy", error, {"ships-setup-pool": "boxes_free", "ships-setup-free": "boxes_free",
                                      "ships-setup-cubes": "boxes_merchant"}) from None


def answer_tidy(v: Values, options: Options) -> Answer:
    return tidy(v.players, COLOURS.index(v.first), player_of("tidy", v), v.section_merchant, v.section_free,
                v.boxes_merchant, v.boxes_free, v.stock_free, options)


def picture_tidy(v: Values, answer: Answer, lang: str) -> str:
    state = _tidy_state(v)
    p = state.player
    assert p is not None
    state.push(EndTurn())
    return cubes_svg(state.players[p], COLOURS[p], lang)


TIDY = Question(
    id="tidy",
    title=_("Termino mis acciones: ¿qué pasa con mis cubos y a quién le toca?"),
    rules=("ships-tidy-free", "ships-tidy-unused", "ships-actions-cubes-stay", "ships-turn-order",
           "ships-turn-phases"),
    fields=(
        PLAYERS, FIRST, PLAYER, SEAT,
        Field.part(Player, "section_merchant", help=_("los cubos de comerciante sin usar en tu sección de acciones"),
                   kind=Integer(0, 2), default=0, example=0),
        Field.part(Player, "section_free", help=_("los cubos libres sin usar en tu sección de acciones"),
                   kind=Integer(0, 2), default=0, example=1),
        Field("boxes_merchant", _("tus cubos de comerciante en las cajas de acción"), Integer(0, 18), default=0,
              example=2),
        Field("boxes_free", _("los cubos libres en tus cajas de acción"), Integer(0, 19), default=0, example=1),
        Field.part(Player, "stock_free", help=_("los cubos libres de tu stock disponible"), kind=Integer(0, 19),
                   default=0, example=0),
    ),
    answer=answer_tidy,
    outcome=TidyOutcome,
    picture=picture_tidy,
    ambiguous=("unused_merchant",),
    check=_check_tidy,
    summary=_("los jugadores, quién empezó, tu color y dónde quedan tus cubos al terminar las acciones"),
)

__all__ = ["TIDY", "TidyOutcome", "tidy", "tidy_state"]
