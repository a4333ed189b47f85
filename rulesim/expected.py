"""The answer a situation file states: its ``[expected]`` table, read and checked by :func:`read_expected`
(the loader, :func:`rulesim.check.load`, calls it; the ruling never reads what it gives).

A file of the book writes, below its position, the facts of the ruling a reader checks by hand from the
rules and the options whose other reading changes it::

    [expected]
    alternatives = ["covering"]

    [expected.outcome]
    kind = "monopoly"
    order = [{ company = "red", rank = 1 }]

``tests/shared/test_situations_rule_as_stated.py`` rules every situation file against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .game import GameInfo
from .i18n import _
from .questions import Question, SituationError

EXPECTED_KEY = "expected"
NO_VALUE = "none"  # TOML has no null: an expected fact written "none" is an outcome value that is empty (None)


@dataclass
class Expected:
    """The answer a situation file states in its ``[expected]`` table: facts of the ruling's outcome (named as
    ``rulesim check --json`` names them; a table or list of tables names only the facts that matter, ``"none"``
    is no value) and the options whose other reading changes the ruling. The ruling never reads it; the test
    ``tests/shared/test_situations_rule_as_stated.py`` checks every file's ruling against it."""

    outcome: dict[str, Any]
    alternatives: list[str] = field(default_factory=list)


def _table(data: Any, name: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise SituationError(name, _("Se espera una tabla [{name}].", name=name))
    return data


def _known_keys(data: dict[str, Any], allowed: list[str], prefix: str) -> None:
    for key in data:
        if key not in allowed:
            raise SituationError(f"{prefix}.{key}", _("Campo desconocido; aquí se espera: {names}.",
                                                      names=", ".join(allowed)))


def read_expected(info: GameInfo, question: Question, data: Any) -> Expected:
    """The ``[expected]`` table checked: only ``outcome`` (facts the question's outcome has) and
    ``alternatives`` (names of this game's options)."""
    data = _table(data, EXPECTED_KEY)
    _known_keys(data, ["alternatives", "outcome"], EXPECTED_KEY)
    outcome = _table(data.get("outcome", {}), f"{EXPECTED_KEY}.outcome")
    _known_keys(outcome, sorted(question.outcome_schema()["properties"]), f"{EXPECTED_KEY}.outcome")
    alternatives = data.get("alternatives", [])
    specs = info.options.specs()
    if not isinstance(alternatives, list) or not all(isinstance(n, str) and n in specs for n in alternatives):
        raise SituationError(f"{EXPECTED_KEY}.alternatives", _(
            "Se espera una lista de opciones de este juego: {names}.", names=", ".join(specs)))
    return Expected(outcome, alternatives)
