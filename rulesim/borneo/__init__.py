"""Borneo, executable: every rules section of the source, cited by rule id.

    >>> from rulesim.borneo import Borneo
    >>> state = Borneo(players=4).new_state(seed=1)
    >>> state.phase.value, len(state.legal_moves())
    ('placement', 5)
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .cards import COMPANIES, DEFAULT_DECK, SPICES, Deck, Mission, Port, ShippingCard
from .fight import FightResult, check_fight_cards, fight_bonus, resolve_fight
from .missions import Payment, check_payment, payment_options
from .moves import (
    Attack, CompleteMission, Defend, Discard, KeepCards, Move, MoveMerchant, Pass, PlaceMerchant,
    PlayCard, Relocate, TakeSpice, move_from_dict, move_to_dict,
)
from .options import Options
from .shipping import PortResolution, flag_counts, port_trigger, resolve_port, visible_flags
from .state import Borneo, State

from . import report
from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from .moves import MOVE_TYPES
from .questions import QUESTIONS

GAME = GameInfo(
    id="borneo", name="Borneo", package=__name__, players=(3, 4, 5), default_players=4, position=1,
    game=Borneo, state=State, options=Options, moves=MOVE_TYPES, questions=QUESTIONS, completeness=Completeness.COMPLETE,
    source_note=_("Completo hasta las variantes; la variante de Barbanegra está cortada a media frase."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events),
)

__all__ = [
    "GAME",
    "COMPANIES", "DEFAULT_DECK", "SPICES", "Deck", "Mission", "Port", "ShippingCard",
    "FightResult", "check_fight_cards", "fight_bonus", "resolve_fight",
    "Payment", "check_payment", "payment_options",
    "Attack", "CompleteMission", "Defend", "Discard", "KeepCards", "Move", "MoveMerchant", "Pass",
    "PlaceMerchant", "PlayCard", "Relocate", "TakeSpice", "move_from_dict", "move_to_dict",
    "Options", "PortResolution", "flag_counts", "port_trigger", "resolve_port", "visible_flags",
    "Borneo", "State",
]
