"""Simple players for Borneo: a random one and a greedy one (a whole game: :func:`rulesim.players.play`).

They play complete games for 3 to 5 players (tests, benchmarks, examples).
Both choose only among ``state.legal_moves()``; the greedy one looks one move
ahead with the pure rule functions (``resolve_port``, ``resolve_fight``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..players import RandomPlayer  # noqa: F401  (re-exported)
from .fight import Attack, Defend, KeepCards, Relocate, fight_bonus, flags_for
from .missions import CompleteMission
from .moves import Discard, Move, Pass, PlaceMerchant
from .parts import Phase
from .shipping import PlayCard, TakeSpice, resolve_port
from .state import State


class GreedyPlayer:
    """The move that looks best right now: the richest mission, a port that pays
    its own merchants, a fight it is sure to win, the spice it lacks most."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Move:
        moves = state.legal_moves()
        phase, me = state.phase, state.player
        if me is None:
            raise ValueError("the game is over: nobody is to move")
        if phase in (Phase.MISSIONS, Phase.FINAL_MISSIONS):
            missions = [m for m in moves if isinstance(m, CompleteMission)]
            if missions:
                return max(missions, key=lambda m: (state.mission(m.mission).points, -len(m.ships) - len(m.ports)))
            return moves[0]
        if phase == Phase.PLACEMENT:
            places = [m for m in moves if isinstance(m, PlaceMerchant)]
            return min(places, key=lambda m: (len(state.companies[m.company]), self.rng.random()))
        if phase == Phase.COMPANIES:
            sure = [m for m in moves if isinstance(m, Attack) and self._attack_margin(state, m) >= 3]
            return min(sure, key=lambda m: (len(m.cards), -m.defender)) if sure else Pass()
        if phase == Phase.FIGHT_DEFEND:
            return self._defence(state, [m for m in moves if isinstance(m, Defend)])
        if phase == Phase.FIGHT_RELOCATE:
            return Relocate(None)
        if phase == Phase.FIGHT_KEEP:
            return max((m for m in moves if isinstance(m, KeepCards)), key=lambda m: len(m.cards))
        if phase == Phase.SHIPPING:
            plays = [m for m in moves if isinstance(m, PlayCard)]
            return max(plays, key=lambda m: (self._shipping_value(state, m, me), self.rng.random()))
        if phase == Phase.PORT_CHOOSE:
            return max((m for m in moves if isinstance(m, TakeSpice)),
                       key=lambda m: self._spice_value(state, m.card, me))
        if phase == Phase.DISCARD:
            return min((m for m in moves if isinstance(m, Discard)),
                       key=lambda m: sum(self._card_worth(state, c, me) for c in m.cards))
        return moves[0]

    # ------------------------------------------------------------------ judging
    @staticmethod
    def _attack_margin(state: State, move: Attack) -> int:
        cards = [state.card(c) for c in move.cards]
        defender = state.companies[move.company][move.defender]
        their_best = sum(sorted((state.card(c).flag_count(move.company) for c in state.seats[defender].hand),
                                reverse=True)[: len(cards)])
        return flags_for(cards, move.company) - their_best - fight_bonus(move.attacker, move.defender)

    @staticmethod
    def _defence(state: State, moves: Sequence[Defend]) -> Move:
        f = state.fight
        if f is None:
            raise ValueError("no fight under way")
        need = flags_for([state.card(c) for c in f.attacker_cards], f.company) - fight_bonus(
            f.attacker_rank, f.defender_rank) + 1
        winning = [m for m in moves if flags_for([state.card(c) for c in m.cards], f.company) >= need]
        return min(winning, key=lambda m: len(m.cards)) if winning else Defend(())

    @staticmethod
    def _shipping_value(state: State, move: PlayCard, me: int) -> float:
        cards = [state.card(c) for c in state.port_cards(move.port)] + [state.card(move.card)]
        res = resolve_port(state.port(move.port), cards, state.companies, me, state.game.options)
        if res.kind is None:
            mine = {c for c, col in state.companies.items() if col and col[0] == me}
            return 0.1 * sum(state.card(move.card).flag_count(c) for c in mine)
        return 1 + sum(1 for o in res.order if o.player == me) - 0.5 * sum(1 for o in res.order if o.player != me) / 3

    @staticmethod
    def _spice_value(state: State, card_id: int, me: int) -> float:
        card = state.card(card_id)
        have = sum(state.card(c).value for c in state.seats[me].warehouse if state.card(c).spice == card.spice)
        return card.value * 2 - have * 0.5

    @staticmethod
    def _card_worth(state: State, card_id: int, me: int) -> int:
        card = state.card(card_id)
        return sum(card.flag_count(c) * (5 - col.index(me)) for c, col in state.companies.items() if me in col)
