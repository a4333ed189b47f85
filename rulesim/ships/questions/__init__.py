"""The questions a situation file may ask about Ships (see :mod:`rulesim.questions`), by rules section.

- ``setup`` — what does a player start with, by seat and number of players? (*Setup*: ``ships-setup-*``,
  ``ships-object``; :mod:`.setup`)
- ``cubes`` — which cubes does phase one give me? (*Phase one*: ``ships-cubes-*``; :mod:`.phase_one`)
- ``payment`` — can I pay for this action now, and how? (*Phase two*: ``ships-actions-*``, ``ships-pay-*``;
  :mod:`.phase_two`)
- ``place`` — where may my ship go, and what does each place give? (*Place ship*: ``ships-place-*``;
  :mod:`.place_ship`)
- ``tidy`` — what happens to my cubes when my turn ends, and who plays next? (*Tidy up*: ``ships-tidy-*``,
  ``ships-turn-*``, ``ships-actions-cubes-stay``; :mod:`.tidy_up`)
- ``end`` — does the game end after this turn? (*The turn*: ``ships-end*``; :mod:`.turn`)

Victory points: ``place`` answers the points of a new level, an area entered, the spice box and a city
(``ships-vp-new-level``, ``ships-vp-area``, ``ships-vp-spice``, ``ships-vp-city``), ``payment`` those of gold paid
back to the pool (``ships-vp-gold``); ``ships-vp-lagging`` and ``ships-vp-card`` have no amount in the source
(open questions) and nothing to check.

Each answer is played on the engine, from a position built through its public, validating constructor
(:meth:`State.arranged <rulesim.ships.state.State.arranged>`, laid out as the examples lay out theirs:
:func:`~rulesim.ships.examples.laid_out`); the player asking is red, the other players' pieces are spread among
them as the rules' bookkeeping allows, and what the engine refuses is reported with the field of the file at
fault.  The fields that are parts of a position are the position's own (:meth:`rulesim.questions.Field.part`).
"""

from ...now import now_question
from ..state import State
from .phase_one import CUBES
from .phase_two import PAYMENT
from .place_ship import PLACE
from .setup import SETUP
from .tidy_up import TIDY
from .turn import END

NOW = now_question(State, players=(2, 3, 4), default=3)  # what may I do now? (rulesim.now)

QUESTIONS = (SETUP, CUBES, PAYMENT, PLACE, TIDY, END, NOW)

__all__ = ["QUESTIONS", "NOW", "SETUP", "CUBES", "PAYMENT", "PLACE", "TIDY", "END"]
