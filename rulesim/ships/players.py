"""Simple players for Ships: a random one and a greedy one (a whole game: :func:`rulesim.players.play`).

They play whole games for 2 to 4 players, choosing only among ``legal_moves()``.
The greedy player climbs the ship-age track as fast as it can (the next level
whenever it may), so its games reach the source's end condition — five ship
counters on level eleven — rather than the round limit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..players import RandomPlayer  # noqa: F401  (re-exported)
from .components import SPICE, TWO_GOLD, Action, Benefit, Good, Payment
from .moves import Act, EndTurn, Move
from .parts import Phase
from .place_ship import ChooseArea, ChooseBox, UseIndustry
from .state import State

SYMBOL_VALUE = {SPICE: 10, TWO_GOLD: 6, Good.FOOD.value: 5, Good.CLOTH.value: 3, Good.WINE.value: 3,
                Good.OIL.value: 3, Good.METAL.value: 3}
__all__ = ["GreedyPlayer", "RandomPlayer"]
BENEFIT_VALUE = {Benefit.VP: 3, Benefit.GOLD: 2, Benefit.MERCHANT: 2, Benefit.FREE: 1, Benefit.INDUSTRY: 1}
PAY_ORDER = (Payment.MERCHANT, Payment.FREE_SECTION, Payment.FREE_STOCK)


class GreedyPlayer:
    """Places a ship whenever it can (next level first, the most valuable box), recovers its cubes when
    its stock runs low, takes a card or a gold with what is left, and ends the turn."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Any:
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        phase = state.phase
        if phase == Phase.ACTIONS:
            return self._action(state, moves)
        if phase == Phase.LEVEL:
            return max(moves, key=lambda m: m.level)
        if phase == Phase.BOX:
            wanted = "merchant" if state.me.stock_merchant >= 2 or state.me.goods[Good.FOOD] == 0 else "warship"
            return next((m for m in moves if isinstance(m, ChooseBox) and m.box == wanted), moves[0])
        if phase == Phase.AREA:
            return max(moves, key=lambda m: self._area_value(state, m))
        if phase == Phase.SPACE:
            return max(moves, key=lambda m: self._space_value(state, m.space))
        if phase == Phase.INDUSTRY:
            return UseIndustry(True)
        if phase == Phase.OVERFLOW:
            goods = state.me.goods
            return max(moves, key=lambda m: (m.good != Good.FOOD.value, goods[Good(m.good)]))
        if phase == Phase.CARD:
            return min(moves, key=lambda m: m.card)
        if phase == Phase.RECOVER:
            boxes = state.me.boxes
            return max(moves, key=lambda m: boxes[Action(m.action)].merchant + boxes[Action(m.action)].industry)
        return self.rng.choice(moves)

    def _action(self, state: State, moves: Sequence[Move]) -> Move:
        acts = [m for m in moves if isinstance(m, Act)]

        def first(action: Action) -> Act | None:
            for pay in PAY_ORDER:
                for m in acts:
                    if m.action == action and m.payment == pay:
                        return m
            return None

        pl = state.me
        assert state.player is not None
        room = state.bank_room(state.player)
        recover = first(Action.RECOVER)
        if pl.stock_merchant < 2 and pl.boxed_merchant >= 2 and recover:
            return recover
        place = first(Action.PLACE)
        if place is not None:
            return place
        gold = first(Action.GOLD)
        if gold is not None and pl.gold < room and state.game.cost(Action.GOLD, gold.payment) == 0:
            return gold  # gold for a ship paid with a free cube next time
        card = first(Action.CARD)
        if card is not None and card.payment == Payment.MERCHANT:
            return card
        return EndTurn()

    @staticmethod
    def _space_value(state: State, space: str) -> int:
        board, pl = state.game.board, state.me
        if space in board.trade_boxes:
            symbol = board.trade_boxes[space][1].symbol
            if symbol == SPICE and pl.stock_merchant < 4:
                return 0  # spice costs a second cube for good: not when the stock runs low
            return SYMBOL_VALUE.get(symbol, 1)
        city = board.city_spaces[space][1]
        low = pl.stock_merchant < 3
        return sum((4 if low and b == Benefit.MERCHANT else BENEFIT_VALUE[b]) * n for b, n in city.benefits)

    def _area_value(self, state: State, move: ChooseArea) -> int:
        spaces = state.space_choices(move.area)
        return max((self._space_value(state, s) for s in spaces), default=0) * 10 + move.area
