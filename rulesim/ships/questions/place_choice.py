"""``place`` played out: the level, the box, the city disc, the space, the industry counter and the goods sent
back from a full warehouse, as a situation file chooses them, played one decision at a time through the
engine's moves (:mod:`rulesim.ships.place_ship`) — a choice the rules forbid is ruled illegal with the rule
that forbids it, never a format error.  (*Place ship*: ``ships-place-*``; ``ships-actions-repeat`` for what
the action box already holds; ``ships-q-full-warehouse``.)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import IllegalMoveError
from ...explain import Explanation, Step
from ...i18n import Message, Plural, _
from ...outcomes import Outcome, outcome_field
from ...questions import Values
from ..components import (
    GOOD_NAMES,
    GOODS,
    SHIP_BOX_NAMES,
    SPICE,
    TWO_GOLD,
    Action,
    Board,
    Good,
    ShipBox,
    describe_space,
)
from ..moves import Act, Move
from ..parts import Phase, Player
from ..place_ship import ChooseArea, ChooseBox, ChooseDisc, ChooseLevel, ChooseSpace, ReturnGood, UseIndustry
from ..state import State
from .common import either

#: the pieces an action box may hold, as a file and an outcome name them
BOX_PIECES = ("merchant", "free", "industry")
COUNT = {"type": "integer", "minimum": 0}


@dataclass(frozen=True)
class Played(Outcome):
    """The file's choices played out: whether the rules allow them (``rule``: the one that refuses), the level,
    box, space and disc, what the ship gives (points, gold, goods; whether an industry counter was spent), the
    goods sent back, how many must still go back and which may, and what the «Colocar barco» box holds after."""

    legal: bool
    rule: str | None
    level: int | None
    box: str = outcome_field(enum=[b.value for b in ShipBox])
    space: str = outcome_field()
    disc: str | None = outcome_field(enum=["warehouse", "bank", None])
    vp: int = outcome_field()
    gold: int = outcome_field()
    goods: dict[str, int] = outcome_field(additionalProperties=COUNT)
    industry: bool = outcome_field()
    returned: dict[str, int] = outcome_field(additionalProperties=COUNT)
    to_return: int = outcome_field(minimum=0)
    may_return: tuple[str, ...] = outcome_field()
    box_holds: dict[str, int] = outcome_field(additionalProperties=COUNT)


def chosen_box(v: Values, board: Board) -> ShipBox:
    """The box the file chose: said, or given by the space (a trade box is the merchant's, a city space the
    warship's)."""
    if v.box is not None:
        return ShipBox(v.box)
    return ShipBox.MERCHANT if v.space in board.trade_boxes else ShipBox.WARSHIP


def _step(state: State, move: Move) -> list[Step]:
    """``move`` checked and applied alone (no forced move played after it: each decision is the file's)."""
    state.legal_moves()
    state._check(move)
    state._events = []
    state._apply(move)
    state.history.append(move)
    return list(state._events)


def _next(state: State, v: Values, explanation: Explanation) -> Move | None:
    """The move the file's choices make in the decision the position now waits for (None: nothing to decide)."""
    board, phase = state.game.board, state.phase
    if phase == Phase.LEVEL:
        if v.level is None and len(state.level_choices()) > 1:
            explanation.add("ships-place-level", _(
                "El archivo no elige nivel: se toma el más alto ocupado, el {level}.", level=state.level_choices()[0]))
        return ChooseLevel(v.level if v.level is not None else state.level_choices()[0])
    if phase == Phase.BOX:
        return ChooseBox(chosen_box(v, board).value)
    if phase == Phase.DISC:  # (a file that leaves the disc out has only one store to take it from: checked)
        return ChooseDisc(v.disc if v.disc is not None else next(m.store for m in state.legal_moves()))
    if phase == Phase.AREA:
        where = board.trade_boxes.get(v.space) or board.city_spaces.get(v.space)
        return ChooseArea(where[0] if where else 0)
    if phase == Phase.SPACE:
        return ChooseSpace(v.space)
    if phase == Phase.INDUSTRY:
        return UseIndustry(v.use_industry)
    return None


def play_out(start: State, pay: Act, p: int, v: Values, explanation: Explanation) -> Played:
    """Play *Place ship* with the file's choices from ``start`` (``p`` in phase two, ``pay`` the payment)."""
    state, before = start.copy(), start.players[p].copy()
    returned: dict[str, int] = {}
    try:
        explanation.steps.extend(_step(state, pay))
        while (move := _next(state, v, explanation)) is not None:
            explanation.steps.extend(_step(state, move))
        _industry_refused(state, v)
        for good in v.return_goods:
            if state.phase != Phase.OVERFLOW:
                raise state.illegal(ReturnGood(good), "ships-place-warehouse", _(
                    "El almacén ya tiene sitio: no hay que devolver más fichas."))
            explanation.steps.extend(_step(state, ReturnGood(good)))
            returned[good] = returned.get(good, 0) + 1
    except IllegalMoveError as error:
        explanation.add(error.rule_id, error.message)
        return Played(False, error.rule_id, v.level, chosen_box(v, state.game.board).value, v.space, v.disc, 0, 0,
                      {}, False, {}, 0, (), {})
    return _result(state, before, p, v, returned)


def _industry_refused(state: State, v: Values) -> None:
    """An industry counter asked for where no goods are taken: spice, South America's gold (the source says
    so), a city space (it gives no goods)."""
    if not v.use_industry or any(isinstance(m, UseIndustry) and m.use for m in state.history):
        return
    trade = state.game.board.trade_boxes.get(v.space)
    symbol = trade[1].symbol if trade else None
    if symbol in set(GOODS):  # goods were taken, and the decision was never asked: no counter in the stock
        raise state.illegal(UseIndustry(True), "ships-place-industry", _("No tienes fichas de industria en el stock."))
    rule_id = {SPICE: "ships-place-spice", TWO_GOLD: "ships-place-south-america"}.get(symbol or "",
                                                                                        "ships-place-industry")
    raise state.illegal(UseIndustry(True), rule_id, _(
        "Una ficha de industria solo da una mercancía más cuando se toman mercancías; aquí no."))


def _result(state: State, before: Player, p: int, v: Values, returned: dict[str, int]) -> Played:
    after = state.players[p]
    level = next(m.level for m in state.history if isinstance(m, ChooseLevel))
    disc = next((m.store for m in state.history if isinstance(m, ChooseDisc)), None)
    industry = any(isinstance(m, UseIndustry) and m.use for m in state.history)
    goods = {g.value: after.goods[g] - before.goods[g] + returned.get(g.value, 0) for g in GOODS
             if after.goods[g] + returned.get(g.value, 0) > before.goods[g]}
    over = after.goods_count - after.warehouse_capacity if state.phase == Phase.OVERFLOW else 0
    may = tuple(m.good for m in state.legal_moves()) if over else ()
    box = after.boxes[Action.PLACE]
    holds = {"merchant": box.merchant, "free": box.free, "industry": box.industry}
    return Played(True, None, level, chosen_box(v, state.game.board).value, v.space, disc, after.vp - before.vp,
                  after.gold - before.gold, goods, industry, returned, over, may, holds)


def played_verdict(played: Played, board: Board, reason: Message | None) -> Message:
    """The verdict of a played-out placement: what it gives, what must still go back, or why it cannot be."""
    if not played.legal:
        return _("No se puede: {reason}", reason=reason or _("las reglas no lo permiten."))
    gains: list[Message] = [Plural("{n} de oro", "{n} de oro", played.gold)] if played.gold else []
    gains += [_("{n} de {good}", n=n, good=GOOD_NAMES[Good(g)]) for g, n in played.goods.items()]
    if played.vp:
        gains.append(Plural("{n} punto de victoria", "{n} puntos de victoria", played.vp))
    text = _("Sí: nivel {level}, {box}, {space}: gana {gains}.", level=played.level,
             box=SHIP_BOX_NAMES[ShipBox(played.box)], space=describe_space(played.space, board),
             gains=gains or [_("nada más")])
    if played.to_return:
        text = _("{text} El almacén no tiene sitio: falta devolver {n}; puede ser de {goods}.", text=text,
                 n=Plural("{n} ficha", "{n} fichas", played.to_return),
                 goods=either([GOOD_NAMES[Good(g)] for g in played.may_return]))
    return text


def tell_box(explanation: Explanation, holds: dict[str, int]) -> None:
    """What the «Colocar barco» box already holds, and that it does not stop the action (ships-actions-repeat)."""
    if not any(holds.values()):
        return
    explanation.add("ships-actions-repeat", _(
        "La caja de «Colocar barco» ya tiene {merchant}, {free} y {industry}: eso no impide volver a elegirla.",
        merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", holds.get("merchant", 0)),
        free=Plural("{n} cubo libre", "{n} cubos libres", holds.get("free", 0)),
        industry=Plural("{n} ficha de industria", "{n} fichas de industria", holds.get("industry", 0))))


__all__ = ["BOX_PIECES", "Played", "chosen_box", "play_out", "played_verdict", "tell_box"]
