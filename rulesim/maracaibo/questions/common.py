"""What Maracaibo's questions share: the kinds of their fields, and the positions they ask about, built
from the parts through :meth:`State.arranged <rulesim.maracaibo.state.State.arranged>`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...i18n import Value
from ...kinds import Choice
from ...position import InvalidPosition
from ...questions import SituationError
from .. import components as K
from ..components import DEFAULT_MAP
from ..examples import after_first_decisions
from ..game import Maracaibo
from ..options import Options
from ..parts import Phase
from ..state import State

SEA = DEFAULT_MAP
PLAYERS = Choice({n: Value(str(n)) for n in K.PLAYERS})
HOME = Choice({loc: Value(loc) for loc in ("20", "21a", "21b", "22")})


def game(options: Options, players: int = 3) -> Maracaibo:
    return Maracaibo(players, options)


def table(section: str, fields: Mapping[str, str], game: Maracaibo, *, hands: Mapping[int, int] | None = None,
          planning: Mapping[int, int] | None = None, seats: Mapping[int, Mapping[str, Any]] | None = None,
          phase: Phase = Phase.NAVIGATE, **parts: Any) -> State:
    """The table a question asks about: after the first decisions (:func:`~..examples.after_first_decisions`:
    four cards in each hand, one planned), in ``phase``, with what ``seats`` changes and the other ``parts``
    given.  What the engine refuses names the field of the file: ``fields`` maps a part of the position
    (``seats[0].ship``) to the field that gave it (``start``)."""
    try:
        return State.arranged(game, phase=phase, **parts,
                              **after_first_decisions(game, hands=hands, planning=planning, seats=seats))
    except InvalidPosition as error:
        where = next((f for part, f in fields.items() if error.field.startswith(part)), None)
        if where is None:
            raise
        raise SituationError(f"{section}.{where}", error.message) from None
