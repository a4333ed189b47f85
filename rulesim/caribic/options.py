"""Options for the points where Caribic's source text is silent, garbled or cut.

Each option names the open question it settles; the default is the reading the
page "Open questions in the source" explains.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ..errors import InvalidSetupError
from ..i18n import _

CHOICES = {
    "zero_vs_minus_one": ("revealed-beats-hidden", "thief-is-minus-one"),
    "occupied": ("pass", "block"),
    "deliver": ("in-haven", "adjacent-too"),
}
RULE_OF_OPTION = {
    "zero_vs_minus_one": "caribic-q-zero-minus-one",
    "occupied": "caribic-q-occupied",
    "deliver": "caribic-q-deliver-adjacent",
    "repeat_actions": "caribic-q-repeat-actions",
    "last_round": "caribic-q-end",
}


@dataclass(frozen=True)
class Options:
    """How the engine reads Caribic's open questions.

    - ``zero_vs_minus_one`` (``caribic-q-zero-minus-one``): ``"revealed-beats-hidden"``
      — a thief card bids no barrels (0), and the note "zero is more than −1" says that
      a revealed tie-breaker, even with no barrels, beats a hidden one — or
      ``"thief-is-minus-one"`` — a thief card counts −1 whenever bids are compared, so a
      card with no barrels beats it.
    - ``occupied`` (``caribic-q-occupied``): ships ``"pass"`` through occupied sea
      spaces (but may not stop on them), or occupied spaces ``"block"`` the way.
    - ``deliver`` (``caribic-q-deliver-adjacent``): a chest is delivered from
      ``"in-haven"`` (passing, stopping or standing there), or also from a space
      ``"adjacent-too"`` the haven.
    - ``repeat_actions`` (``caribic-q-repeat-actions``): may the active player do the same
      treasure action more than once with one ship?  Default ``False``.
    - ``last_round`` (``caribic-q-end``): the round after which the game ends (default 6:
      the five rounds that bring out every chest, and one more).
    """

    zero_vs_minus_one: str = "revealed-beats-hidden"
    occupied: str = "pass"
    deliver: str = "in-haven"
    repeat_actions: bool = False
    last_round: int = 6

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            if getattr(self, name) not in allowed:
                raise InvalidSetupError(RULE_OF_OPTION[name], _(
                    "Opción desconocida {name} = {value}; valores posibles: {allowed}.",
                    name=name, value=repr(getattr(self, name)), allowed=", ".join(allowed)))
        if not isinstance(self.repeat_actions, bool):
            raise InvalidSetupError("caribic-q-repeat-actions", _("La opción {name} debe ser verdadera o falsa.",
                                                                  name="repeat_actions"))
        if not isinstance(self.last_round, int) or isinstance(self.last_round, bool) or self.last_round < 1:
            raise InvalidSetupError("caribic-q-end", _("La última ronda debe ser un número entero positivo."))

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Options":
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise InvalidSetupError("caribic-q-end", _("Opciones desconocidas: {names}.",
                                                       names=", ".join(sorted(unknown))))
        return cls(**data)
