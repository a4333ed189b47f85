"""Caribic: the positions and shortcuts its tests share."""

from __future__ import annotations

import random
from typing import Any

from messages import said, titled, values_of

from rulesim.caribic import Bribe, Caribic, State
from rulesim.caribic.examples import SCENARIO_POSITIONS
from rulesim.caribic.parts import Scope, Seat, Turn
from rulesim.errors import RuleViolation
from rulesim.explain import Explanation
from rulesim.i18n import Message
from rulesim.kinds import SituationError


def _situation(game: Caribic, ship: str, positions: dict, *, player: int = 0, distance: int = 0, actions=(),
               money=None, **parts) -> State:
    """One ship's turn: ``ship`` on the move for ``player`` (from 0) with ``distance`` spaces left and
    ``actions`` already taken; ``money`` what each player had before it."""
    if money is not None:
        parts["seats"] = [Seat(money=m) for m in money]
    return State.arranged(game, scope=Scope.TURN, turn=Turn(ship, player, distance, (), tuple(actions)),
                          positions=positions, **parts)


def _to_move(seed: int = 3) -> tuple[State, list[Explanation]]:
    """A game played at random until a ship is won at auction and on the move, and what each push said."""
    rnd, state, said = random.Random(seed), Caribic(3).new_state(seed), []
    while state.phase != "move":
        said.append(state.push(rnd.choice(state.legal_moves())))
    return state, said


def _says(said_by: RuleViolation | SituationError | Message, template: str, values: dict[str, Any]) -> Message:
    """What a refusal (under its own rule) or a reason says: the sentence whose Spanish template contains
    ``template``, with these values — its meaning, not its wording (the catalogs check the words)."""
    if isinstance(said_by, RuleViolation):
        return said(said_by, said_by.rule_id, template, **values)
    if isinstance(said_by, SituationError):  # a situation file refused: its message
        said_by = said_by.message
    given = values_of(said_by)
    assert template in said_by.template and all(given.get(k) == v for k, v in values.items()), (said_by, given)
    return said_by


def _tie_state(players: int = 3) -> State:
    """Start of round 1 where every player put the same card (no barrels) on the Arriba: all tie on it."""
    state = State.arranged(Caribic(players), positions=SCENARIO_POSITIONS)
    for _p in range(players):
        for card in range(6):
            state.push(Bribe(card))
    return state


OFF_MAP = ("espacio no está", {})


def _chest(town: str) -> int:
    return Caribic(3).chest_named(town)


BRAVO = {"Bravo": "r1c1"}


C3 = {"space": "C3", "town": "T15"}  # a space of the map as a message names it: its square and its town


def _step(obj: Any, rule_id: str, template: str | None = None, **values: Any) -> Message:
    """What ``obj`` (an explanation, an error) says under ``rule_id``: :func:`messages.said`."""
    return said(obj, rule_id, template, **values)


def _titled(title: Message, player: int, template: str, values: dict[str, Any]) -> None:
    """A move's title names the player (counted from 1 for readers) and the move, by meaning."""
    titled(title, player, template, **values)
