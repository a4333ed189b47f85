"""Bora Bora, executable: setup and phase A — dice placement and the six action tiles.

    >>> from rulesim.bora_bora import BoraBora
    >>> state = BoraBora(players=3).new_state(seed=1)
    >>> state.phase
    'start-huts'
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .data import ACTION_TILES, HELPER_COSTS, PATHS, REGIONS, START_REGIONS, TILE_ACTIONS, paths_from
from .moves import Build, EndTrade, Expand, Fish, Move, PlaceDie, Priest, StartHut, TakePerson, Trade
from .options import Options
from .state import BoraBora, State

__all__ = ["ACTION_TILES", "HELPER_COSTS", "PATHS", "REGIONS", "START_REGIONS", "TILE_ACTIONS", "paths_from", "Build",
           "EndTrade", "Expand", "Fish", "Move", "PlaceDie", "Priest", "StartHut", "TakePerson", "Trade", "Options",
           "BoraBora", "State"]
