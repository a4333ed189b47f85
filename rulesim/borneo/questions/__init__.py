"""The questions a situation file may ask about Borneo (see :mod:`rulesim.questions`), by rules section.

- ``setup`` — in what order do we place our merchants, and what is in play? (*Setup*, the 3-player
  variant: :mod:`.setup`)
- ``turn`` — may I do this now, in my turn? (*The turn*: :mod:`.turn`)
- ``mission`` — can this warehouse pay this mission, and how? (*1. Complete a mission*: :mod:`.missions`)
- ``move`` — where does everyone stand if I move a merchant to another company? and ``fight`` — who wins
  this fight? (*2. Companies*: :mod:`.companies`)
- ``port`` — who gets the spices at this port, and in what order? (*3. Shipping*: :mod:`.shipping`)
- ``draw`` — how many cards do I draw, and must I discard? (*4. Drawing*: :mod:`.drawing`)
- ``end`` — the game is over: who completes the last missions, in what order? (*End of the game*:
  :mod:`.end`)
- ``score`` — what does everyone score, and who wins? (*Scoring*: :mod:`.scoring`)

Every answer comes from the engine's own rule functions (:mod:`..shipping`, :mod:`..fight`,
:mod:`..missions`, :mod:`..moves`, :mod:`..turn`, :mod:`..scoring`) or from a whole position built with the
public, validating :meth:`State.arranged <rulesim.borneo.state.State.arranged>` and played forward
(``draw``, ``end``); each answers with its typed outcome (:mod:`rulesim.outcomes`).
"""

from ...now import now_question
from ..state import State
from .common import BorneoAnswer
from .companies import FIGHT, MOVE
from .drawing import DRAW
from .end import END_QUESTION as END
from .missions import MISSION
from .scoring import SCORE
from .setup import SETUP
from .shipping import PORT
from .turn import TURN

# the panel opens on the first one: the port, the most disputed moment of the game; then the turn's other
# disputes, then setup and the end
NOW = now_question(State, players=(3, 4, 5), default=4)  # what may I do now? (rulesim.now)

QUESTIONS = (PORT, FIGHT, MISSION, MOVE, TURN, DRAW, END, SCORE, SETUP, NOW)

__all__ = ["QUESTIONS", "NOW", "BorneoAnswer", "PORT", "FIGHT", "MISSION", "MOVE", "TURN", "DRAW", "END", "SCORE",
           "SETUP"]
