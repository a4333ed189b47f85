"""The questions a situation file may ask about Maracaibo (see :mod:`rulesim.questions`), by rules section.

- ``voyage`` — where may my ship end this turn, and with how many village actions? (*Navigation*:
  ``maracaibo-nav-*``; :mod:`.voyage`)
- ``main-action`` — which main action is open here? (*The main action*: ``maracaibo-main-*``;
  :mod:`.main_action`)
- ``draw`` — what does my phase C cost? (*Phase C*: ``maracaibo-draw-*``; :mod:`.draw`)
- ``home`` — what does this home-bound space give in this round? (*The way home*: ``maracaibo-home-*``;
  :mod:`.home`)
- ``setup`` — how is the board set up for this many players and this story card? ``seat`` — what do I start
  with in this seat, and when do I play? (*Setup*: ``maracaibo-setup-*``, ``maracaibo-player-*``,
  ``maracaibo-first-player``, ``maracaibo-start-doubloons``, ``maracaibo-first-campaign``/``-standalone``,
  ``maracaibo-later-*``; :mod:`.setup`)
- ``first-decisions`` — may I split my eight cards this way, and keep this many career cards?
  (``maracaibo-first-cards``, ``maracaibo-first-career``; :mod:`.first`)
- ``free-action`` — may I plan this card or complete this career goal now? (``maracaibo-free-*``;
  :mod:`.free`)
- ``round`` — my turn ends here: does the round end, is there a scoring, who plays next?
  (``maracaibo-round*``, ``maracaibo-game-end``, ``maracaibo-turn-*``; :mod:`.rounds`)

Every answer comes from the engine (:class:`~rulesim.maracaibo.state.State`), on the **illustrative** map
(``maracaibo-q-map``): a ruling is the engine's explanation of the same move.  The fields that are parts of
the position are the position's own (:meth:`rulesim.questions.Field.part`), and every position is built
through the engine's public, validating builder (:meth:`State.arranged
<rulesim.maracaibo.state.State.arranged>`).
"""

from ...now import now_question
from ..state import State
from .draw import DRAW
from .first import FIRST
from .free import FREE_Q
from .home import HOME_Q
from .main_action import MAIN
from .rounds import ROUND_Q
from .setup import SEAT, SETUP
from .voyage import VOYAGE

NOW = now_question(State, players=(2, 3, 4), default=3,  # what may I do now? (rulesim.now), at the career cards
                   played=("FirstCards plan=7 discard=[6, 35, 36]", "FirstCards plan=22 discard=[25, 26, 31]",
                           "FirstCards plan=39 discard=[4, 10, 12]"))

QUESTIONS = (VOYAGE, MAIN, DRAW, HOME_Q, SETUP, SEAT, FIRST, FREE_Q, ROUND_Q, NOW)

__all__ = ["QUESTIONS", "NOW", "VOYAGE", "MAIN", "DRAW", "HOME_Q", "SETUP", "SEAT", "FIRST", "FREE_Q", "ROUND_Q"]
