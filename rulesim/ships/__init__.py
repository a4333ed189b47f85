"""Ships, executable: setup, the three phases of a turn, *Place ship* as far as the source goes, the end.

    >>> from rulesim.ships import Ships
    >>> state = Ships(players=3).new_state(seed=1)
    >>> state.phase.value, [type(m).__name__ for m in state.legal_moves()]
    ('cubes', ['TakeCubes'])
"""

from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from . import learning, report, rules  # noqa: F401  (rules registers the rule ids)
from .components import (
    ACTIONS,
    DEFAULT_BOARD,
    DEFAULT_COSTS,
    DEFAULT_TRACK,
    ERA_CUBES,
    Action,
    Area,
    Benefit,
    Board,
    CitySpace,
    Cost,
    Era,
    Good,
    Level,
    Location,
    Payment,
    ShipBox,
    Store,
    TradeBox,
)
from .game import Ships
from .moves import Act, ChooseCard, EndTurn, Move, RecoverBox, TakeCubes
from .options import Options
from .parts import Box, EndReason, Pending, Phase, Placed, Player
from .place_ship import ChooseArea, ChooseBox, ChooseDisc, ChooseLevel, ChooseSpace, ReturnGood, UseIndustry
from .questions import QUESTIONS
from .state import MOVES, State

GAME = GameInfo(
    id="ships", name="Ships", package=__name__, players=(2, 3, 4), default_players=3, position=2,
    game=Ships, state=State, options=Options, moves=MOVES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("Componentes, preparación, fuentes de puntos, el turno, las fases uno y dos, ordenar y la acción "
                  "«Colocar barco» hasta los beneficios de las ciudades, donde el texto se corta; las demás acciones, "
                  "el tablero, los costes y la puntuación final no están en el texto."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events,
                              learning=learning.LEARNING),
)

__all__ = [
    "GAME", "ACTIONS", "DEFAULT_BOARD", "DEFAULT_COSTS", "DEFAULT_TRACK", "ERA_CUBES", "Action", "Area", "Benefit",
    "Board", "CitySpace", "Cost", "Era", "Good", "Level", "Location", "Payment", "ShipBox", "Store", "TradeBox", "Act",
    "ChooseArea", "ChooseBox", "ChooseCard", "ChooseDisc", "ChooseLevel", "ChooseSpace", "EndTurn", "Move",
    "RecoverBox", "ReturnGood", "TakeCubes", "UseIndustry", "MOVES", "Options", "Box", "EndReason", "Pending", "Phase",
    "Placed", "Player", "Ships", "State",
]
