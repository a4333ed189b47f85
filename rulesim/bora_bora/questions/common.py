"""What Bora Bora's questions share: the kinds of their fields, and a position of phase A built from them
through :meth:`State.arranged <rulesim.bora_bora.state.State.arranged>`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ...i18n import Message, _
from ...kinds import Choice
from ...position import InvalidPosition
from ...questions import SituationError
from ..components import START_REGIONS, region_name
from ..game import BoraBora
from ..parts import DIE, REGION, Phase
from ..state import State

START_REGION = Choice({r: region_name(r) for r in START_REGIONS}, control="dropdown")

__all__ = ["DIE", "REGION", "START_REGION", "phase_a", "names"]


def phase_a(field: str, game: BoraBora, *, player: int, seats: Mapping[int, Mapping[str, Any]] | None = None,
            **parts: Any) -> State:
    """A position of phase A in which ``player`` (from 0) is to place a die: the parts given, each player's
    ``seats`` given by the fields that matter (the others, as the builder completes them); an impossible
    one is refused naming the file's ``field``."""
    table = seats or {}
    try:
        return State.arranged(game, phase=Phase.PLACE, player=player,
                              seats=[dict(table.get(p, {})) for p in range(game.players)], **parts)
    except InvalidPosition as error:
        raise SituationError(field, error.message) from None


def names(values: Iterable[Any], words: Mapping[Any, Message]) -> list[Message]:
    return [words[v] for v in values] or [_("ninguna")]
