"""Options for the points where Borneo's source text is silent, cut or contradictory.

Each option names the open question it settles (a paragraph of the page
"Open questions in the source"); the default is the reading the book explains
there.  An unknown value is refused, never guessed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields

from ..errors import InvalidSetupError
from ..i18n import _

RULE_OF_OPTION = {
    "placement_order": "borneo-q-placement-order",
    "monopoly_tie": "borneo-q-monopoly-tie",
    "shared_leftover": "borneo-q-shared-leftover",
    "keep_one": "borneo-q-keep-one",
    "short_draw": "borneo-q-short-draw",
    "covering": "borneo-q-shared-example",
    "four_merchants": "borneo-variant-four-merchants",
}

CHOICES = {
    # borneo-q-placement-order: "two more rounds in reverse order"
    "placement_order": ("snake", "reverse-twice"),
    # borneo-q-monopoly-tie: what "a tie" between companies reaching the monopoly number is
    "monopoly_tie": ("first-flag", "most-flags"),
    # borneo-q-shared-leftover: spices left after the last rank of merchants has chosen
    "shared_leftover": ("cycle", "discard"),
    # borneo-q-keep-one: what a fighter must keep in hand
    "keep_one": ("matching", "any"),
    # borneo-q-short-draw: one card left to draw when two are needed
    "short_draw": ("continue", "end"),
}


@dataclass(frozen=True)
class Options:
    """How the engine reads the open questions, plus the optional rules.

    - ``placement_order`` (``borneo-q-placement-order``): ``"snake"`` — the second
      round goes backwards and the third forwards again — or ``"reverse-twice"``.
    - ``monopoly_tie`` (``borneo-q-monopoly-tie``): ``"first-flag"`` — every company
      that reaches the monopoly number is tied and the first flag on the last card
      decides — or ``"most-flags"`` — more flags win, the last card breaks equal counts.
    - ``shared_leftover`` (``borneo-q-shared-leftover``): ``"cycle"`` back to the
      first-rank merchants, as a monopoly does, or ``"discard"`` what is left.
    - ``keep_one`` (``borneo-q-keep-one``): a fighter keeps at least one card
      ``"matching"`` the company, or ``"any"`` card.
    - ``short_draw`` (``borneo-q-short-draw``): when only one card can be drawn,
      ``"continue"`` with one card or ``"end"`` the game.
    - ``covering`` (``borneo-q-shared-example``): ``True`` follows the covering
      rule; ``False`` counts every flag of every card (the reading under which the
      source's shared example could have 13 flags).
    - ``four_merchants`` (``borneo-variant-four-merchants``): the 3-player variant.
    """

    placement_order: str = "snake"
    monopoly_tie: str = "first-flag"
    shared_leftover: str = "cycle"
    keep_one: str = "matching"
    short_draw: str = "continue"
    covering: bool = True
    four_merchants: bool = False

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            value = getattr(self, name)
            if value not in allowed:
                raise InvalidSetupError(
                    RULE_OF_OPTION[name],
                    _("Opción desconocida {name} = {value}; valores posibles: {allowed}.",
                      name=name, value=repr(value), allowed=", ".join(allowed)),
                )
        for name in ("covering", "four_merchants"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidSetupError(
                    RULE_OF_OPTION[name],
                    _("La opción {name} debe ser verdadera o falsa.", name=name),
                )

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Options":
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise InvalidSetupError(
                "borneo-turn-order",
                _("Opciones desconocidas: {names}.", names=", ".join(sorted(unknown))),
            )
        return cls(**data)
