"""What Maracaibo's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`): the map
of the round as its picture, the simple player, its move kinds in words and the end its source allows."""

from __future__ import annotations

from ..i18n import _
from ..learn import Learning
from .pictures import state_svg
from .players import SimplePlayer

KINDS = {
    "FirstCards": _("Colocar las cartas iniciales"), "ChooseCareer": _("Elegir la carrera"), "Sail": _("Navegar"),
    "CityAction": _("Acción de ciudad"), "VillageActions": _("Acciones de pueblo"),
    "FulfilMission": _("Cumplir una misión"), "AssistantAction": _("Acción de un asistente"), "Combat": _("Combate"),
    "Explore": _("Explorar"), "HomePoints": _("Puntos de vuelta a casa"), "LocationAction": _("Acción del lugar"),
    "PlanCard": _("Planear una carta"), "CompleteGoal": _("Completar un objetivo"),
    "EndActions": _("Terminar las acciones"), "DrawCard": _("Robar una carta"),
    "TakeFaceUp": _("Tomar una carta boca arriba"), "EndTurn": _("Terminar el turno"),
}

LEARNING = Learning(state_svg, SimplePlayer, kinds=KINDS, deciding=("scoring",),
                    thumb=_("Su regla: navegar lejos, tomar la acción principal más rica que esté abierta, no planear "
                            "ni completar objetivos que no necesita y robar boca abajo salvo que una carta visible "
                            "salga gratis."),
                    end=_("El texto de origen se corta antes de la puntuación intermedia y final: la partida termina "
                          "tras la cuarta ronda sin ganador."))
