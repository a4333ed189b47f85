"""rulesim: the rules of the board games of *Reglas en juego / Rules in Play*, executable.

One subpackage per game (``rulesim.borneo``); shared pieces: rule ids
(:mod:`rulesim.rules`), typed rule errors (:mod:`rulesim.errors`),
explanations (:mod:`rulesim.explain`) and messages in Spanish and English
(:mod:`rulesim.i18n`).  Standard library only.
"""

__version__ = "0.1.0"
