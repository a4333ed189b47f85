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

from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from . import learning, report, rules  # noqa: F401  (rules registers the rule ids)
from .actions import (
    AssistantAction,
    CityAction,
    Combat,
    Explore,
    FulfilMission,
    HomePoints,
    LocationAction,
    MainAction,
    Offer,
    VillageActions,
    offers,
)
from .components import DEFAULT_MAP, Arrow, Kind, Location, Upgrade, Voyage, VoyageMap, village_actions
from .draw import DrawCard, EndActions, EndTurn, TakeFaceUp
from .game import Maracaibo
from .moves import ChooseCareer, CompleteGoal, FirstCards, Move, PlanCard, Sail
from .options import Options
from .parts import Action, Phase, Seat, Turn
from .questions import QUESTIONS
from .state import MOVES, State

GAME = GameInfo(
    id="maracaibo", name="Maracaibo", package=__name__, players=(2, 3, 4), default_players=3, position=5,
    game=Maracaibo, state=State, options=Options, moves=MOVES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("Preparación, turno (navegación, acción principal, robar cartas) y los espacios de vuelta a casa; "
                  "el texto se corta antes de las puntuaciones intermedia y final, y no incluye el detalle de las "
                  "acciones principales ni el mapa."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events,
                              learning=learning.LEARNING),
)

__all__ = [
    "GAME", "Action", "Offer", "offers", "DEFAULT_MAP", "Arrow", "Kind", "Location", "Voyage", "VoyageMap",
    "village_actions", "Upgrade", "AssistantAction", "ChooseCareer", "CityAction", "Combat", "CompleteGoal",
    "DrawCard", "EndActions", "EndTurn", "Explore", "FirstCards", "FulfilMission", "HomePoints", "LocationAction",
    "MainAction",
    "Move", "PlanCard", "Sail", "TakeFaceUp", "VillageActions", "MOVES", "Options", "Maracaibo", "Phase", "Seat",
    "Turn", "State",
]
