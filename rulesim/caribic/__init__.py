"""Caribic, executable: bribing the pirate ships, the ties, the movement and the treasure.

    >>> from rulesim.caribic import Caribic
    >>> state = Caribic(players=3).new_state(seed=1)
    >>> state.phase.value, len(state.legal_moves())
    ('bribe', 7)
"""

from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from . import learning, report, rules  # noqa: F401  (rules registers the rule ids)
from .auction import AuctionResult, bid_value, resolve_auction, top_bidders
from .components import DEFAULT_CARDS, DEFAULT_CHESTS, DEFAULT_MAP, SHIPS, BribeCard, Chest, SeaMap, coins, doubloons
from .game import Caribic
from .moves import Bribe, EndMove, Move, Sail, TieBreak
from .options import Options
from .parts import Payment, Phase, Scope, Seat, Tie, Turn
from .questions import QUESTIONS
from .state import MOVES, State
from .treasure import Capture, Deliver, Rob, Swap

GAME = GameInfo(
    id="caribic", name="Caribic", package=__name__, players=(2, 3, 4), default_players=3, position=4,
    game=Caribic, state=State, options=Options, moves=MOVES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("Sobornos, movimiento, empates, tesoros, refugios y rondas; el texto se corta en «Fin del "
                  "juego», y los valores de las cartas y el mapa no se describen."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events,
                              learning=learning.LEARNING),
)

__all__ = [
    "GAME",
    "AuctionResult", "bid_value", "resolve_auction", "top_bidders", "DEFAULT_MAP", "SeaMap", "DEFAULT_CARDS",
    "DEFAULT_CHESTS", "SHIPS", "BribeCard", "Chest", "coins", "doubloons", "Bribe", "Capture", "Deliver", "EndMove",
    "Move", "Rob", "Sail", "Swap", "TieBreak", "MOVES", "Options", "Caribic", "State", "Payment", "Phase", "Scope",
    "Seat", "Tie", "Turn",
]
