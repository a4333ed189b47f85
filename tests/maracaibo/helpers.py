"""Maracaibo: the positions and shortcuts its tests share."""

from __future__ import annotations

from typing import Any

from messages import values_of

from rulesim.i18n import Message
from rulesim.maracaibo import (
    Action,
    Maracaibo,
    Options,
    Phase,
    Sail,
    State,
    Turn,
)
from rulesim.maracaibo.examples import after_first_decisions, missions_at

SEAT_FIELDS = {"ships": "ship", "money": "money", "upgrades": "upgrades", "assistants": "assistants",
               "explorers": "explorer", "vp": "vp"}


def at(players: int = 3, options: Options | None = None, *, round: int = 1, player: int = 0,
       phase: Phase = Phase.NAVIGATE, spent: int | None = None, path: tuple[str, ...] = (),
       hands: dict[int, int] | None = None, planning: dict[int, int] | None = None, missions: list[str] | None = None,
       draw: int | None = None, discard: int | None = None, display: int | None = None, main_done: bool = False,
       **per_player: dict[int, Any]) -> State:
    """A position built for a test through the one builder, :meth:`State.arranged`: the table after the first
    decisions (:func:`~rulesim.maracaibo.examples.after_first_decisions`: by default four cards in each hand
    and one planned, the rest in the draw pile) in ``round`` and ``phase``, ``player`` to move; what players
    have, by player (``ships={0: "5"}``, ``money``, ``upgrades``, ``assistants``, ``explorers``, ``vp``); the
    mission tiles lying on ``missions``; in phases B and C, the turn: ``spent`` points (1 by default), the
    ``path`` and, with ``main_done``, the main action taken (in phase A, the builder's own turn)."""
    game = Maracaibo(players, options)
    seats: dict[int, dict[str, Any]] = {}
    for name, given in per_player.items():
        for p, value in given.items():
            seats.setdefault(p, {})[SEAT_FIELDS[name]] = value
    parts: dict[str, Any] = after_first_decisions(game, hands=hands, planning=planning, display=display,
                                                  discard=discard, draw=draw, seats=seats)
    if missions is not None:
        parts["location_missions"] = missions_at(game, missions)
    if phase in (Phase.ACTIONS, Phase.DRAW):
        parts["turn"] = Turn(parts["seats"][player].ship, list(path), 1 if spent is None else spent,
                             Action.VILLAGE if main_done else None)
    return State.arranged(game, round=round, player=player, phase=phase, **parts)


def sail_to_actions(state: State, path: tuple[str, ...]) -> State:
    state.push(Sail(path))
    assert state.phase == Phase.ACTIONS
    return state


def place(loc: str, name: str | None = None) -> dict[str, Any]:
    """A place of the map as a message shows it: its number and, for a named one, its name."""
    return {"loc": loc, "name": None if name is None else {"value": name}}


def places(message: Message, param: str = "locs") -> list[str]:
    """The numbers of the places a message lists."""
    listed = message.params[param]
    assert isinstance(listed, list), message
    return [values_of(m)["loc"] for m in listed]
