"""Bora Bora, executable: setup and phase A — dice placement and the six action tiles.

    >>> from rulesim.bora_bora import BoraBora
    >>> state = BoraBora(players=3).new_state(seed=1)
    >>> state.phase
    <Phase.START_HUTS: 'start-huts'>
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .data import ACTION_TILES, HELPER_COSTS, PATHS, REGIONS, START_REGIONS, TILE_ACTIONS, paths_from
from .moves import (Build, EndTrade, Expand, Fish, Move, PlaceDie, PlaceMaterial, Priest, StartHut, TakePerson,
                    TakeResource, Trade)
from .options import Options
from .state import BoraBora, Building, InvalidPosition, Pending, Person, Phase, PlacedDie, State

from . import report
from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from .moves import MOVE_TYPES
from .questions import QUESTIONS

GAME = GameInfo(
    id="bora-bora", name="Bora Bora", package=__name__, players=(2, 3, 4), default_players=3, position=3,
    game=BoraBora, state=State, options=Options, moves=MOVE_TYPES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("La preparación, la fase A y las seis fichas de acción; las fases B y C, las cartas de dios, "
                  "las tareas y el final de la partida no están en el texto."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events),
)

__all__ = ["GAME", "ACTION_TILES", "HELPER_COSTS", "PATHS", "REGIONS", "START_REGIONS", "TILE_ACTIONS", "paths_from", "Build",
           "EndTrade", "Expand", "Fish", "Move", "PlaceDie", "PlaceMaterial", "Priest", "StartHut", "TakePerson",
           "TakeResource", "Trade", "Options", "BoraBora", "Building", "InvalidPosition", "Pending", "Person", "Phase",
           "PlacedDie", "State"]
