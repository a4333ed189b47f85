"""One way to name a treasure action in Caribic's questions (issue 26): a file, a ruling and an outcome all
print ``capture``, ``rob Bravo``, ``swap Bravo``, ``deliver red``; a file may also write the forms players
copy from older rulings and saves (``Capture``, ``Rob:Bravo``, ``deliver:Red``…), read as the same action."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...kinds import Choice
from ..components import COLOURS, SHIPS
from ..moves import Move
from ..parts import ACTION, Action
from ..treasure import Capture, Deliver, Rob, Swap

ACTION_MOVES: dict[Action, type[Move]] = {Action.CAPTURE: Capture, Action.ROB: Rob, Action.SWAP: Swap,
                                          Action.DELIVER: Deliver}
_SHIPS = {s.lower(): s for s in SHIPS}
_COLOURS = {c.lower(): c for c in COLOURS}


def action_text(move: Move) -> str:
    """The one way a treasure action is printed: its word, and the ship or the haven's colour it takes."""
    word = next(a.value for a, kind in ACTION_MOVES.items() if isinstance(move, kind))
    target = getattr(move, "ship", None) or getattr(move, "colour", None)
    return f"{word} {target}" if target else word


def _words(value: str) -> list[str]:
    return [w for w in re.split(r"[\s:]+", value.strip()) if w]


def read_action(value: Any) -> Move | None:
    """A treasure action as a player writes it (any case; the target after a space or a colon), or None."""
    if not isinstance(value, str):
        return None
    words = _words(value)
    if not words or words[0].lower() not in {a.value for a in Action}:
        return None
    action, rest = Action(words[0].lower()), [w.lower() for w in words[1:]]
    if action is Action.CAPTURE:
        return Capture() if not rest else None
    if len(rest) != 1:
        return None
    if action is Action.DELIVER:
        return Deliver(_COLOURS[rest[0]]) if rest[0] in _COLOURS else None
    if rest[0] not in _SHIPS:
        return None
    return Rob(_SHIPS[rest[0]]) if action is Action.ROB else Swap(_SHIPS[rest[0]])


@dataclass(frozen=True)
class ActionWord(Choice):
    """A kind of treasure action (``rob``), read from its word in any case or from a whole action as a
    ruling prints it (``Rob:Bravo``, ``rob Bravo``: the kind is what counts)."""

    def read(self, value: Any, path: str) -> Any:
        if isinstance(value, str) and _words(value):
            word = _words(value)[0].lower()
            if word in {a.value for a in Action}:
                return Action(word)
        return super().read(value, path)


ACTION_WORD = ActionWord(ACTION.values, control=ACTION.control)

__all__ = ["ACTION_MOVES", "ACTION_WORD", "ActionWord", "action_text", "read_action"]
