"""Options for the points where Caribic's source text is silent, garbled or cut.

Each option names the open question it settles; the default is the reading the
page "Open questions in the source" explains.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import Message, _
from ..options import GameOptions, option


class ZeroVsMinusOne(StrEnum):
    REVEALED_BEATS_HIDDEN = "revealed-beats-hidden"
    THIEF_IS_MINUS_ONE = "thief-is-minus-one"


class Occupied(StrEnum):
    PASS = "pass"
    BLOCK = "block"


class Deliver(StrEnum):
    IN_HAVEN = "in-haven"
    ADJACENT_TOO = "adjacent-too"


def _positive_round(value: object) -> Message | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return None
    return _("La última ronda debe ser un número entero positivo.")


@dataclass(frozen=True)
class Options(GameOptions):
    """How the engine reads Caribic's open questions (each field names its question)."""

    OPTIONS_RULE = "caribic-q-end"

    zero_vs_minus_one: ZeroVsMinusOne = option("caribic-q-zero-minus-one", _("Cero es más que −1"), {
        ZeroVsMinusOne.REVEALED_BEATS_HIDDEN: _("una carta descubierta, aunque no tenga barriles, gana a una tapada"),
        ZeroVsMinusOne.THIEF_IS_MINUS_ONE: _("un ladrón cuenta −1, así que una carta sin barriles le gana"),
    }, ZeroVsMinusOne.REVEALED_BEATS_HIDDEN)
    occupied: Occupied = option("caribic-q-occupied", _("Espacios ocupados"), {
        Occupied.PASS: _("un barco puede pasar por un espacio ocupado, pero no pararse en él"),
        Occupied.BLOCK: _("un espacio ocupado corta el paso"),
    }, Occupied.PASS)
    deliver: Deliver = option("caribic-q-deliver-adjacent", _("Desde dónde se entrega un cofre"), {
        Deliver.IN_HAVEN: _("desde el refugio mismo (al pasar, pararse o estar en él)"),
        Deliver.ADJACENT_TOO: _("también desde un espacio contiguo al refugio"),
    }, Deliver.IN_HAVEN)
    repeat_actions: bool = option("caribic-q-repeat-actions", _("Repetir una acción del tesoro"), {
        False: _("cada acción, una vez por barco movido"),
        True: _("la misma acción se puede repetir con un barco"),
    }, False)
    last_round: int = option("caribic-q-end", _("Última ronda"), None, 6, check=_positive_round)
