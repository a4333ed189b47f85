"""Where a move of Ships follows one of the readings the book explains, the step that says so — only where the
readings part, never on every move — and the points of the spice box, each cited by its own paragraph.

Rules: ``ships-vp-spice``; readings ``ships-q-counter-era`` (the era of the ship counter) and
``ships-q-current-area`` (whose current area).  The gold returned (``ships-q-gold-points``) is said where it is
counted (``moves``), the object of the game (``ships-object``) at the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import _
from .components import ERA_OF_ERA_NAMES, Era
from .options import CounterEra, CurrentArea

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def say_counter_era(s: State, level: int, era: Era) -> None:
    """``ships-q-counter-era``: the counter taken for ``level`` (before it is placed) is not of the level's era
    (the default reading) or not of the current era (the other): the step names the reading."""
    level_era = s.game.era_of(level)
    if s.game.options.counter_era == CounterEra.CURRENT:
        if era != level_era:
            s.event("ships-q-counter-era", _(
                "Con la lectura por defecto, la ficha es de la era en curso, la {era}, aunque el nivel {level} sea "
                "de la {level_era}; desde ahora la era en curso es la {level_era}.", era=ERA_OF_ERA_NAMES[era],
                level=level, level_era=ERA_OF_ERA_NAMES[level_era]))
    elif era != s.current_era():
        s.event("ships-q-counter-era", _(
            "Con esta lectura, la ficha es de la era del nivel {level}, la {era}, no de la era en curso, la {current}.",
            level=level, era=ERA_OF_ERA_NAMES[era], current=ERA_OF_ERA_NAMES[s.current_era()]))


def say_current_area(s: State, p: int) -> None:
    """``ships-q-current-area``: when another player has placed further than ``p``, whose area is the current one
    decides the areas ``p`` may choose; the step names the reading followed."""
    own, furthest = s.players[p].area, max(pl.area for pl in s.players)
    if own == furthest:
        return
    board = s.game.board
    if s.game.options.current_area == CurrentArea.PLAYER:
        s.event("ships-q-current-area", _(
            "Con la lectura por defecto, su área actual es {area}, la más avanzada en la que ha colocado; que otro "
            "jugador haya llegado a {furthest} no cuenta.", area=board.area(own).name,
            furthest=board.area(furthest).name))
    else:
        s.event("ships-q-current-area", _(
            "Con esta lectura, el área actual es la más avanzada en la que alguien ha colocado, {furthest}, aunque "
            "este jugador no haya pasado de {area}.", area=board.area(own).name, furthest=board.area(furthest).name))


def say_spice_points(s: State, vp: int) -> None:
    """``ships-vp-spice``: the cube in the spice box scores ``vp`` points (already added)."""
    s.event("ships-vp-spice", _("La caja de especias le da {vp} puntos de victoria: ahora tiene {total}.", vp=vp,
                                total=s.me.vp))
