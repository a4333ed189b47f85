"""What Maracaibo's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`)."""

from __future__ import annotations

from typing import Any

from ..drawing import fit_width
from ..i18n import _
from ..learn import Learning
from .pictures import state_svg
from .players import SimplePlayer


def picture(state: Any, lang: str) -> str:
    """The map of the round: the ships and the missions."""
    return fit_width(state_svg(state, lang))


LEARNING = Learning(
    picture=picture,
    player=SimplePlayer,
    thumb=_("Su regla: navegar lejos, tomar la acción principal más rica que esté abierta, no planear ni "
            "completar objetivos que no necesita y robar boca abajo salvo que una carta visible salga gratis."),
    kinds={
        "FirstCards": _("Colocar las cartas iniciales"), "ChooseCareer": _("Elegir la carrera"),
        "Sail": _("Navegar"), "CityAction": _("Acción de ciudad"), "VillageActions": _("Acciones de pueblo"),
        "FulfilMission": _("Cumplir una misión"), "AssistantAction": _("Acción de un asistente"),
        "Combat": _("Combate"), "Explore": _("Explorar"), "HomePoints": _("Puntos de vuelta a casa"),
        "LocationAction": _("Acción del lugar"), "PlanCard": _("Planear una carta"),
        "CompleteGoal": _("Completar un objetivo"), "EndActions": _("Terminar las acciones"),
        "DrawCard": _("Robar una carta"), "TakeFaceUp": _("Tomar una carta boca arriba"),
        "EndTurn": _("Terminar el turno"),
    },
    end=_("El texto de origen se corta antes de la puntuación intermedia y final: la partida termina tras la "
          "cuarta ronda sin ganador."),
    deciding=("scoring",),
)
