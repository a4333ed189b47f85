"""Moves as plain data, for every game: ``{"type": "PlayCard", "card": 12, "port": 3}``.

Each game's moves are small dataclasses; these two functions turn one into a
JSON-ready dict and back (tuples travel as lists), refusing unknown types and
fields with the game's typed error.
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from .errors import InvalidSetupError
from .i18n import _


def move_to_dict(move: Any) -> dict:
    data = {"type": type(move).__name__}
    for key, value in asdict(move).items():
        data[key] = list(value) if isinstance(value, tuple) else value
    return data


def move_from_dict(data: dict, types: dict[str, type], rule_id: str) -> Any:
    """The move ``data`` describes, among ``types`` (name → class); a malformed one
    raises :class:`~rulesim.errors.InvalidSetupError` citing ``rule_id``."""
    try:
        cls = types[data["type"]]
        names = {f.name for f in fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise KeyError(", ".join(sorted(extra)))
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in names})
    except (KeyError, TypeError) as exc:
        raise InvalidSetupError(rule_id, _("Jugada mal escrita: {data} ({error}).", data=repr(data),
                                           error=str(exc))) from None
