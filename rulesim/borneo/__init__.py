"""Borneo, executable: every rules section of the source, cited by rule id.

    >>> from rulesim.borneo import Borneo
    >>> state = Borneo(players=4).new_state(seed=1)
    >>> state.phase.value, len(state.legal_moves())
    ('placement', 5)
"""

from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from . import learning, report, rules  # noqa: F401  (rules registers the rule ids)
from .components import (
                         COMPANIES,
                         COMPANY_NAMES,
                         DEFAULT_DECK,
                         SPICES,
                         Deck,
                         Mission,
                         Port,
                         ShippingCard,
                         company_name,
                         spice_name,
)
from .fight import Attack, Defend, FightResult, KeepCards, Relocate, check_fight_cards, fight_bonus, resolve_fight
from .game import Borneo
from .missions import CompleteMission, Payment, check_payment, payment_options
from .moves import Discard, Move, MoveMerchant, Pass, PlaceMerchant
from .options import Options
from .parts import Chooser, EndReason, Fight, OpenPort, Phase, PortKind, Seat, Sharing
from .questions import QUESTIONS
from .shipping import PlayCard, PortResolution, TakeSpice, flag_counts, port_trigger, resolve_port, visible_flags
from .state import MOVES, State

GAME = GameInfo(
    id="borneo", name="Borneo", package=__name__, players=(3, 4, 5), default_players=4, position=1,
    game=Borneo, state=State, options=Options, moves=MOVES, questions=QUESTIONS, completeness=Completeness.COMPLETE,
    source_note=_("Completo hasta las variantes; la variante de Barbanegra está cortada a media frase."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events,
                              learning=learning.LEARNING),
)

__all__ = [
    "GAME",
    "COMPANIES", "COMPANY_NAMES", "DEFAULT_DECK", "SPICES", "Deck", "Mission", "Port", "ShippingCard", "company_name",
    "spice_name", "FightResult", "check_fight_cards", "fight_bonus", "resolve_fight",
    "Payment", "check_payment", "payment_options",
    "Attack", "CompleteMission", "Defend", "Discard", "KeepCards", "Move", "MoveMerchant", "Pass",
    "PlaceMerchant", "PlayCard", "Relocate", "TakeSpice", "MOVES",
    "Options", "PortResolution", "flag_counts", "port_trigger", "resolve_port", "visible_flags",
    "Chooser", "EndReason", "Fight", "OpenPort", "Phase", "PortKind", "Seat", "Sharing",
    "Borneo", "State",
]
