"""Ships' fixed description: players, options, board, ship-age track and action costs (apart from any
position).

Rules: ``ships-setup-screens`` (four sets of pieces: two to four players), ``ships-end`` (the track's eleven
levels), ``ships-pay-example`` (the one cost the source gives) and ``ships-components-illustrative`` (only a
game with the default data can be saved).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import RuleGame
from ..errors import InvalidSetupError
from ..i18n import _
from .components import (
    ACTIONS,
    DEFAULT_BOARD,
    DEFAULT_COSTS,
    DEFAULT_TRACK,
    TRACK_LEVELS,
    Action,
    Board,
    Cost,
    Era,
    Level,
    Payment,
)
from .options import Options


class Ships(RuleGame):
    """The fixed description of a game: 2 to 4 players, the options, and the (illustrative) data."""

    OPTIONS = Options
    options: Options

    def __init__(self, players: int = 3, options: Options | None = None, board: Board = DEFAULT_BOARD,
                 track: tuple[Level, ...] = DEFAULT_TRACK, costs: Mapping[Action, Cost] | None = None) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("ships-setup-screens", _(
                "Ships se juega con 2 a 4 jugadores (hay cuatro juegos de piezas), no con {n}.", n=players))
        if len(track) != TRACK_LEVELS or [lv.number for lv in track] != list(range(1, TRACK_LEVELS + 1)):
            raise InvalidSetupError("ships-end", _(
                "El registro de antigüedad tiene once niveles, numerados del 1 al 11."))
        self.players = players
        self.options = options or Options()
        self.board = board.validate()
        self.track = track
        self.costs = dict(costs or DEFAULT_COSTS)
        if set(self.costs) != set(ACTIONS) or self.costs[Action.UPGRADE] != Cost(1, 3, illustrative=False):
            raise InvalidSetupError("ships-pay-example", _(
                "Cada acción necesita sus dos costes, y «Mejorar barco» cuesta 1 oro con un cubo de comerciante y 3 "
                "con un cubo libre."))

    @property
    def default_data(self) -> bool:
        return self.board is DEFAULT_BOARD and self.track is DEFAULT_TRACK and self.costs == DEFAULT_COSTS

    def era_of(self, level: int) -> Era:
        return self.track[level - 1].era

    def cost(self, action: Action | str, payment: Payment | str) -> int:
        cost = self.costs[action if type(action) is Action else Action(action)]  # (listing asks it by the thousand)
        return cost.merchant_gold if payment == Payment.MERCHANT else cost.free_gold

    def to_dict(self) -> dict[str, Any]:
        if not self.default_data:
            raise InvalidSetupError("ships-components-illustrative", _(
                "Solo se puede guardar una partida con el tablero, el registro y los costes por defecto."))
        return super().to_dict()
