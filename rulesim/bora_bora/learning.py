"""What Bora Bora's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`): the islands
and the temple as its pictures, the greedy player, its move kinds in words and the end its source allows."""

from __future__ import annotations

from typing import Any

from ..i18n import _
from ..learn import Learning
from .pictures import islands_svg, temple_svg
from .players import GreedyPlayer


def pictures(state: Any, lang: str) -> tuple[str, str]:
    """The islands with everyone's huts, and the temple."""
    return islands_svg(state.island, lang=lang), temple_svg(state.temple, lang=lang)


KINDS = {
    "NextRound": _("Pasar a la ronda siguiente"), "StartHut": _("Poner una cabaña inicial"),
    "PlaceDie": _("Poner un dado"), "Expand": _("Expandirse"), "TakeResource": _("Tomar el recurso"),
    "PlaceMaterial": _("Colocar el material"), "Fish": _("Puntuar la pesca"), "Trade": _("Comerciar"),
    "TakePerson": _("Tomar una ficha de persona"), "EndTrade": _("Dejar de comerciar"),
    "Priest": _("Poner un sacerdote"), "Build": _("Construir"),
}

LEARNING = Learning(pictures, GreedyPlayer, kinds=KINDS,
                    thumb=_("Su regla: poner su dado útil más alto donde la acción vale más y tomar luego lo mejor de "
                            "esa acción."),
                    end=_("El texto de origen se corta tras la fase A: las fases B y C, las cartas de Dios, las tareas "
                          "y el final de la partida no están, así que la partida de aprendizaje termina al acabar la "
                          "fase A de la primera ronda, sin puntuación final."))
