"""What Bora Bora's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`)."""

from __future__ import annotations

from typing import Any

from ..drawing import fit_width
from ..i18n import _
from ..learn import Learning
from .pictures import islands_svg, temple_svg
from .players import GreedyPlayer


def picture(state: Any, lang: str) -> str:
    """The islands with everyone's huts, and the temple."""
    return fit_width(islands_svg(state.island, lang=lang)) + fit_width(temple_svg(state.temple, lang=lang))


LEARNING = Learning(
    picture=picture,
    player=GreedyPlayer,
    thumb=_("Su regla: poner su dado útil más alto donde la acción vale más y tomar luego lo mejor de esa "
            "acción."),
    kinds={
        "NextRound": _("Pasar a la ronda siguiente"), "StartHut": _("Poner una cabaña inicial"),
        "PlaceDie": _("Poner un dado"), "Expand": _("Expandirse"), "TakeResource": _("Tomar el recurso"),
        "PlaceMaterial": _("Colocar el material"), "Fish": _("Puntuar la pesca"),
        "TakePerson": _("Tomar una ficha de persona"), "Trade": _("Comerciar"), "EndTrade": _("Dejar de comerciar"),
        "Priest": _("Poner un sacerdote"), "Build": _("Construir"),
    },
    end=_("El texto de origen se corta tras la fase A: las fases B y C, las cartas de Dios, las tareas y el final "
          "de la partida no están, así que la partida de aprendizaje termina al acabar la fase A de la primera "
          "ronda, sin puntuación final."),
)
