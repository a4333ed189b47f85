"""Caribic, executable: bribing the pirate ships, the ties, the movement and the treasure.

    >>> from rulesim.caribic import Caribic
    >>> state = Caribic(players=3).new_state(seed=1)
    >>> state.phase.value, len(state.legal_moves())
    ('bribe', 7)
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .auction import AuctionResult, bid_value, resolve_auction, top_bidders
from .board import DEFAULT_MAP, SeaMap
from .cards import DEFAULT_CARDS, DEFAULT_CHESTS, SHIPS, BribeCard, Chest, coins, doubloons
from .moves import Bribe, Capture, Deliver, EndMove, Move, Rob, Sail, Swap, TieBreak, move_from_dict, move_to_dict
from .options import Options
from .state import Caribic, State

from . import report
from ..game import Completeness, GameInfo, Presentation
from ..i18n import _
from .moves import MOVE_TYPES
from .questions import QUESTIONS

GAME = GameInfo(
    id="caribic", name="Caribic", package=__name__, players=(2, 3, 4), default_players=3, position=4,
    game=Caribic, state=State, options=Options, moves=MOVE_TYPES, questions=QUESTIONS, completeness=Completeness.PARTIAL,
    source_note=_("Sobornos, movimiento, empates, tesoros, refugios y rondas; el texto se corta en «Fin del "
                  "juego», y los valores de las cartas y el mapa no se describen."),
    presentation=Presentation(labels=report.LABELS, live_checks=report.live_checks,
                              bench_events=report.bench_events),
)

__all__ = [
    "GAME",
    "AuctionResult", "bid_value", "resolve_auction", "top_bidders", "DEFAULT_MAP", "SeaMap", "DEFAULT_CARDS",
    "DEFAULT_CHESTS", "SHIPS", "BribeCard", "Chest", "coins", "doubloons", "Bribe", "Capture", "Deliver", "EndMove",
    "Move", "Rob", "Sail", "Swap", "TieBreak", "move_from_dict", "move_to_dict", "Options", "Caribic", "State",
]
