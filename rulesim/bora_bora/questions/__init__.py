"""The questions a situation file may ask about Bora Bora (see :mod:`rulesim.questions`), by rules section
(the panel opens on ``die``, the dispute of every turn):

- ``setup`` — which action tiles, and how many points does each player start with? ``start-hut`` — where may
  my first hut go, and what do I get? (*Setup*: ``bora-bora-setup-*``; :mod:`.setup`)
- ``round`` — what comes next: which phase, which round, or the end? (*The round*: ``bora-bora-round``;
  :mod:`.rounds`)
- ``turn`` — whose die is next in phase A? ``die`` — where may each of my dice go? (*Phase A*:
  ``bora-bora-dice-*``, ``bora-bora-q-action-required``, ``-q-stuck``; :mod:`.phase_a`)
- ``expand`` — which regions can I reach? ``settle`` — what do I get when I settle a region? (*Expand*:
  ``bora-bora-expand-*``; :mod:`.expand`)
- ``people`` — may I take a man or woman tile, and from where? (*Woman and man*: ``bora-bora-people-*``;
  :mod:`.people`)
- ``helper`` — does this purchase fit my helper die? ``tattoo`` — how far does my status marker move, how
  many shells? (*Helper*: ``bora-bora-helper-*``; :mod:`.helper`)
- ``temple`` — where does my priest go and who falls out? (*Temple*: ``bora-bora-temple-*``; :mod:`.temple`)
- ``build`` — what can I build with this die? (*Build*: ``bora-bora-build-*``; :mod:`.build`)

The fields that are parts of a position are the position's own parts (:meth:`rulesim.questions.Field.part`),
and every position is built through the engine's public, validating builder (:meth:`State.arranged
<rulesim.bora_bora.state.State.arranged>`, or played from a new game with public moves); what it refuses is
reported with the field of the file that is at fault.
"""

from ...now import now_question
from ..state import State
from .build import BUILD
from .expand import EXPAND, SETTLE
from .helper import HELPER, TATTOO
from .people import PEOPLE
from .phase_a import DIE_Q, TURN
from .rounds import ROUND
from .setup import SETUP, START_HUT
from .temple import TEMPLE

# The panel opens on the first: where a die may go, the dispute of every turn; then the rules sections in order.
NOW = now_question(State, players=(2, 3, 4), default=3)  # what may I do now? (rulesim.now)

QUESTIONS = (DIE_Q, TURN, SETUP, START_HUT, ROUND, EXPAND, SETTLE, PEOPLE, HELPER, TATTOO, TEMPLE, BUILD, NOW)

__all__ = ["QUESTIONS", "NOW", "DIE_Q", "TURN", "SETUP", "START_HUT", "ROUND", "EXPAND", "SETTLE", "PEOPLE", "HELPER",
           "TATTOO", "TEMPLE", "BUILD"]
