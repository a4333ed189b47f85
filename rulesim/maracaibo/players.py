"""Simple players for Maracaibo: a random one and a simple one (a whole game: :func:`rulesim.players.play`).

They play whole games of four rounds for 2 to 4 players, choosing only among ``legal_moves()``.
"""

from __future__ import annotations

import random

from ..players import RandomPlayer  # noqa: F401  (re-exported)
from .actions import CityAction, Explore, FulfilMission, HomePoints, VillageActions
from .draw import DrawCard, EndActions, TakeFaceUp
from .moves import ChooseCareer, CompleteGoal, FirstCards, Move, PlanCard, Sail
from .parts import Phase
from .state import State


class SimplePlayer:
    """Sails far (most points, so villages give most actions, and home sooner), takes the richest main
    action open, never plans or completes goals it does not need, and draws face down unless a face-up
    card is free."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves: tuple[Move, ...] = state.legal_moves()
        if state.phase in (Phase.FIRST_CARDS, Phase.CAREER):
            return moves[int(self.rng.random() * len(moves))]
        if state.phase == Phase.NAVIGATE:
            return max(moves, key=lambda m: (_cost(state, m), self.rng.random()))
        if state.phase == Phase.ACTIONS:
            return max(moves, key=lambda m: _taste(m) + self.rng.random() / 10)
        assert state.player is not None
        free = [m for m in moves if isinstance(m, TakeFaceUp) and state.face_up_cost(state.player) == 0]
        return free[0] if free else next((m for m in moves if isinstance(m, DrawCard)), moves[0])


def _cost(state: State, move: Move) -> int:
    assert isinstance(move, Sail) and state.player is not None
    return state.game.sea.cost(state.seats[state.player].ship, move.path, state.round)


def _taste(move: Move) -> float:
    if isinstance(move, HomePoints):
        return 6
    if isinstance(move, FulfilMission):
        return 5
    if isinstance(move, VillageActions):
        return 2 + move.count
    if isinstance(move, CityAction):
        return 3 if move.good is None else 4
    if isinstance(move, Explore):
        return 2 + move.steps / 2
    if isinstance(move, CompleteGoal):
        return 1
    if isinstance(move, (PlanCard, ChooseCareer, FirstCards)):
        return -1
    if isinstance(move, EndActions):
        return 0
    return 2
