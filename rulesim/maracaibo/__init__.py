"""Maracaibo, executable: setup, the first decisions, navigation, the one main action, free actions,
drawing cards and the way home, over four rounds.

    >>> from rulesim.maracaibo import Maracaibo
    >>> state = Maracaibo(players=3).new_state(seed=1)
    >>> state.phase.value, len(state.legal_moves())
    ('first-cards', 280)
    >>> from rulesim.maracaibo import village_actions
    >>> [village_actions(points) for points in range(1, 8)]
    [1, 1, 1, 2, 2, 2, 3]
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .actions import Action, Offer, offers
from .board import DEFAULT_MAP, Arrow, Kind, Location, Voyage, VoyageMap, village_actions
from .moves import (AssistantAction, ChooseCareer, CityAction, Combat, CompleteGoal, DrawCard, EndActions, Explore,
                    FirstCards, FulfilMission, HomePoints, LocationAction, Move, PlanCard, Sail, TakeFaceUp,
                    VillageActions, move_from_dict, move_to_dict)
from .options import Options
from .state import Maracaibo, Phase, State

from . import report
from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from .moves import MOVE_TYPES
from .questions import QUESTIONS

GAME = GameInfo(
    id="maracaibo", name="Maracaibo", package=__name__, players=(2, 3, 4), default_players=3, position=5,
    game=Maracaibo, state=State, options=Options, moves=MOVE_TYPES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("Preparación, turno (navegación, acción principal, robar cartas) y los espacios de vuelta a casa; "
                  "el texto se corta antes de las puntuaciones intermedia y final, y no incluye el detalle de las "
                  "acciones principales ni el mapa."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events),
)

__all__ = [
    "GAME", "Action", "Offer", "offers", "DEFAULT_MAP", "Arrow", "Kind", "Location", "Voyage", "VoyageMap",
    "village_actions", "AssistantAction", "ChooseCareer", "CityAction", "Combat", "CompleteGoal", "DrawCard",
    "EndActions", "Explore", "FirstCards", "FulfilMission", "HomePoints", "LocationAction", "Move", "PlanCard", "Sail",
    "TakeFaceUp", "VillageActions", "move_from_dict", "move_to_dict", "Options", "Maracaibo", "Phase", "State",
]
