"""``treasure``: which treasure actions may the ship on the move take here? (*Treasure*:
``caribic-treasure-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import _
from ...kinds import ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import DEFAULT_MAP
from ..moves import Move
from ..options import Options
from ..parts import ACTION, ACTION_RULES, SHIP, Action
from ..pictures import state_svg, with_title
from .common import PLAYERS, PORT_CHESTS, POSITIONS, SHIP_CHESTS, check_chests, turn_state, unplaced_step
from .naming import ACTION_WORD, action_text

ACTIONS = Field("actions", _("las acciones del tesoro que ya se hicieron con este barco en este turno"),
                ListOf(ACTION_WORD, unique=True), default=(), example=["capture"])


@dataclass(frozen=True)
class Closed(Outcome):
    """A treasure action that is not open, and the rule that closes it."""

    action: Action
    rule: str


@dataclass(frozen=True)
class TreasureOutcome(Outcome):
    """The open treasure moves, as a file writes them (``capture``, ``rob Bravo``…), and the closed actions."""

    actions: tuple[str, ...]
    closed: tuple[Closed, ...]


def _check_treasure(v: Values) -> None:
    check_chests("treasure", v)
    sea = [p for p in v.positions.values() if not DEFAULT_MAP.is_haven(p)]
    if len(sea) != len(set(sea)):
        raise SituationError("treasure.positions", _("Imposible: dos barcos en el mismo espacio de mar."))
    turn_state("treasure", v, Options(), actions=v.actions)


def answer_treasure(v: Values, options: Options) -> Answer:
    state = turn_state("treasure", v, options, actions=v.actions)
    ex = Explanation(_("Acciones del tesoro del {ship}", ship=v.ship))
    unplaced_step(ex, v)
    if v.actions:
        ex.add("caribic-treasure-timing", _("Con el {ship} ya se hizo: {actions}.", ship=v.ship,
                                            actions=[ACTION.label(a) for a in v.actions]))
    open_moves: list[Move] = []
    closed = []
    for option in state.treasure_options():
        if option.moves:
            open_moves += option.moves
            ex.add(ACTION_RULES[option.action], _("Se puede: {moves}.", moves=[mv.said(state) for mv in option.moves]))
        else:
            assert option.reason is not None
            closed.append(Closed(option.action, option.reason.rule_id))
            ex.add(option.reason.rule_id, _("{action}: no se puede. {reason}", action=ACTION.label(option.action),
                                            reason=option.reason.message))
    names = [mv.said(state) for mv in open_moves] or [_("ninguna")]
    outcome = TreasureOutcome(tuple(sorted(action_text(mv) for mv in open_moves)), tuple(closed))
    return Answer(_("Acciones abiertas: {actions}.", actions=names), ex, outcome)


def picture_treasure(v: Values, answer: Answer, lang: str) -> str:
    state = turn_state("treasure", v, Options(), actions=v.actions)
    return with_title(state_svg(state, lang), _("El {ship} en {space}", ship=v.ship,
                                                space=state.label(v.positions[v.ship])).render(lang))


TREASURE = Question(
    id="treasure",
    title=_("¿Qué acciones del tesoro puede hacer el barco que se mueve?"),
    rules=("caribic-treasure-active", "caribic-treasure-capture", "caribic-treasure-rob", "caribic-treasure-swap",
           "caribic-treasure-deliver", "caribic-treasure-one-chest", "caribic-treasure-timing"),
    fields=(
        PLAYERS,
        Field("ship", _("el barco que se está moviendo"), SHIP, example="Arriba"),
        POSITIONS, SHIP_CHESTS, PORT_CHESTS, ACTIONS,
    ),
    answer=answer_treasure,
    outcome=TreasureOutcome,
    picture=picture_treasure,
    ambiguous=("deliver", "repeat_actions"),
    check=_check_treasure,
    summary=_("el barco activo, las posiciones, los cofres en los barcos y en las ciudades, lo ya hecho"),
)

__all__ = ["TREASURE", "TreasureOutcome", "Closed"]
