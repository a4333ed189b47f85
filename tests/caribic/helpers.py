"""Caribic: the positions and shortcuts its tests share."""

from __future__ import annotations

import random

from rulesim.caribic import Bribe, Caribic, State
from rulesim.caribic.examples import SCENARIO_POSITIONS
from rulesim.caribic.parts import Scope, Seat, Turn


def _situation(game: Caribic, ship: str, positions: dict, *, player: int = 0, distance: int = 0, actions=(),
               money=None, **parts) -> State:
    """One ship's turn: ``ship`` on the move for ``player`` (from 0) with ``distance`` spaces left and
    ``actions`` already taken; ``money`` what each player had before it."""
    if money is not None:
        parts["seats"] = [Seat(money=m) for m in money]
    return State.arranged(game, scope=Scope.TURN, turn=Turn(ship, player, distance, (), tuple(actions)),
                          positions=positions, **parts)


def _to_move(seed: int = 3):
    """A game played at random until a ship is won at auction and on the move, and what each push said."""
    rnd, state, texts = random.Random(seed), Caribic(3).new_state(seed), []
    while state.phase != "move":
        texts.append(state.push(rnd.choice(state.legal_moves())).to_text("es"))
    return state, texts


def _says(error, es: str, en: str) -> None:
    """The refusal's sentence, word for word, in both languages."""
    assert error.message.render("es") == es, error.message.render("es")
    assert error.message.render("en") == en, error.message.render("en")


def _tie_state(players: int = 3) -> State:
    """Start of round 1 where every player put the same card (no barrels) on the Arriba: all tie on it."""
    state = State.arranged(Caribic(players), positions=SCENARIO_POSITIONS)
    for _p in range(players):
        for card in range(6):
            state.push(Bribe(card))
    return state


OFF_MAP = ("Ese espacio no está en el mapa.", "That space is not on the map.")


def _chest(town: str) -> int:
    return Caribic(3).chest_named(town)


BRAVO = {"Bravo": "r1c1"}
