"""Caribic, executable: bribing the pirate ships, the ties, the movement and the treasure.

    >>> from rulesim.caribic import Caribic
    >>> state = Caribic(players=3).new_state(seed=1)
    >>> state.phase, len(state.legal_moves())
    ('bribe', 7)
"""

from . import rules  # noqa: F401  (registers the rule ids)
from .auction import AuctionResult, bid_value, resolve_auction, top_bidders
from .board import DEFAULT_MAP, SeaMap
from .cards import DEFAULT_CARDS, DEFAULT_CHESTS, SHIPS, BribeCard, Chest, coins, doubloons
from .moves import Bribe, Capture, Deliver, EndMove, Move, Rob, Sail, Swap, TieBreak, move_from_dict, move_to_dict
from .options import Options
from .state import Caribic, State

__all__ = [
    "AuctionResult", "bid_value", "resolve_auction", "top_bidders", "DEFAULT_MAP", "SeaMap", "DEFAULT_CARDS",
    "DEFAULT_CHESTS", "SHIPS", "BribeCard", "Chest", "coins", "doubloons", "Bribe", "Capture", "Deliver", "EndMove",
    "Move", "Rob", "Sail", "Swap", "TieBreak", "move_from_dict", "move_to_dict", "Options", "Caribic", "State",
]
