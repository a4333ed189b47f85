"""Bora Bora, executable: setup and phase A — dice placement and the six action tiles.

    >>> from rulesim.bora_bora import BoraBora
    >>> state = BoraBora(players=3).new_state(seed=1)
    >>> state.phase
    <Phase.START_HUTS: 'start-huts'>
"""

from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from ..position import InvalidPosition
from . import learning, report, rules  # noqa: F401  (rules registers the rule ids)
from .actions import Build, Expand, Fish, Priest, TakePerson, TakeResource
from .components import ACTION_TILES, HELPER_COSTS, PATHS, REGIONS, START_REGIONS, TILE_ACTIONS, paths_from
from .game import BoraBora
from .helper import EndTrade, Trade
from .moves import Move, NextRound, PlaceDie, PlaceMaterial, StartHut
from .options import Options
from .parts import Building, Pending, Person, Phase, PlacedDie, Seat
from .questions import QUESTIONS
from .state import MOVES, State

GAME = GameInfo(
    id="bora-bora", name="Bora Bora", package=__name__, players=(2, 3, 4), default_players=3, position=3,
    game=BoraBora, state=State, options=Options, moves=MOVES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("La preparación, la fase A y las seis fichas de acción; las fases B y C, las cartas de dios, "
                  "las tareas y el final de la partida no están en el texto."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events,
                              learning=learning.LEARNING),
)

__all__ = ["GAME", "ACTION_TILES", "HELPER_COSTS", "PATHS", "REGIONS", "START_REGIONS", "TILE_ACTIONS", "paths_from",
           "Build", "EndTrade", "Expand", "Fish", "Move", "NextRound", "PlaceDie", "PlaceMaterial", "Priest",
           "StartHut", "TakePerson", "TakeResource", "Trade", "MOVES", "Options", "BoraBora", "Building",
           "InvalidPosition", "Pending", "Person", "Phase", "PlacedDie", "Seat", "State"]
