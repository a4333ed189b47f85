"""The questions a situation file may ask about Caribic (see :mod:`rulesim.questions`), by rules section.

- ``auction`` — who wins this ship, and how far may it move? (*Bribing*, *Moving*, *Ties*:
  ``caribic-bribe-*``, ``caribic-move-*``, ``caribic-tie-*``; :mod:`.auction`)
- ``treasure`` — which treasure actions may the ship on the move take here? (*Treasure*:
  ``caribic-treasure-*``; :mod:`.treasure`)
- ``voyage`` — the ship sails this way and takes these actions: may it, who is paid, where does it stop?
  (*Moving*, *Treasure*, *Safe havens*: ``caribic-move-*``, ``caribic-treasure-*``, ``caribic-haven-*``;
  :mod:`.voyage`)
- ``round`` — the round ends: which chests come out of the supply, and does the game go on?
  (*Setup* and *The following rounds*, *End of the game*: ``caribic-setup-supply``, ``caribic-round-*``,
  ``caribic-end``; :mod:`.rounds`)
- ``coins`` — which coins pay this sum? (*Components*: ``caribic-coins``; :mod:`.rounds`)

The fields that describe a position are the position's own parts (:meth:`rulesim.questions.Field.part`),
and every position is built through the engine's public, validating constructor
(:meth:`State.arranged <rulesim.caribic.state.State.arranged>`); what it refuses is reported with the
field of the file that is at fault.
"""

from ...now import now_question
from ..state import State
from .auction import AUCTION
from .rounds import COINS, ROUND
from .treasure import TREASURE
from .voyage import VOYAGE

NOW = now_question(State, players=(2, 3, 4), default=3)  # what may I do now? (rulesim.now)

QUESTIONS = (AUCTION, TREASURE, VOYAGE, ROUND, COINS, NOW)

__all__ = ["QUESTIONS", "NOW", "AUCTION", "TREASURE", "VOYAGE", "ROUND", "COINS"]
