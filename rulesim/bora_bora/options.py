"""Options for the points where Bora Bora's source text is silent or unclear (see "Open questions")."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..errors import InvalidSetupError
from ..i18n import _


@dataclass(frozen=True)
class Options:
    """- ``fish_points`` (``bora-bora-q-fish-points``): taking a fish tile when expanding scores its
      ``"value"`` in victory points (default), or ``"none"`` (the decision is only recorded).
    - ``action_required`` (``bora-bora-q-action-required``): a die may only go on a tile whose action the
      player can carry out (default ``True``); ``False`` lets a die go anywhere and the action be skipped.
    - ``people_refill`` (``bora-bora-q-people-refill``): refill a man or woman position at once from its
      stack (``True``) or leave it empty for the rest of phase A (default ``False``)."""

    fish_points: str = "value"
    action_required: bool = True
    people_refill: bool = False

    def __post_init__(self) -> None:
        if self.fish_points not in ("value", "none"):
            raise InvalidSetupError("bora-bora-q-fish-points", _(
                "Opción desconocida {name} = {value}; valores posibles: {allowed}.",
                name="fish_points", value=repr(self.fish_points), allowed="value, none"))
        for name, rule in (("action_required", "bora-bora-q-action-required"), ("people_refill", "bora-bora-q-people-refill")):
            if not isinstance(getattr(self, name), bool):
                raise InvalidSetupError(rule, _("La opción {name} debe ser verdadera o falsa.", name=name))

    def to_dict(self) -> dict:
        return asdict(self)
