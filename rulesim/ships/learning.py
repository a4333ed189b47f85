"""What Ships' "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`): the ship-age
track as its picture, the greedy player, its move kinds in words and the end its source allows."""

from __future__ import annotations

from ..i18n import _
from ..learn import Learning
from .pictures import track_svg
from .players import GreedyPlayer

KINDS = {
    "TakeCubes": _("Tomar los cubos de la era"), "Act": _("Hacer una acción"), "EndTurn": _("Terminar el turno"),
    "ChooseLevel": _("Elegir el nivel"), "ChooseBox": _("Elegir la casilla"),
    "ChooseDisc": _("Tomar un disco de ciudad"), "ChooseArea": _("Elegir la zona"),
    "ChooseSpace": _("Elegir el espacio"),
    "UseIndustry": _("Usar una ficha de industria"), "ReturnGood": _("Devolver una mercancía"),
    "ChooseCard": _("Elegir una carta"), "RecoverBox": _("Recuperar cubos"),
}

LEARNING = Learning(track_svg, GreedyPlayer, kinds=KINDS, deciding=("round_limit", "level_points", "gold_points"),
                    thumb=_("Su regla: subir por el registro de la era de los barcos tan deprisa como pueda (el nivel "
                            "siguiente siempre que se le permita)."),
                    end=_("El texto de origen está cortado: la partida acaba con la condición de final que da (cinco "
                          "barcos en el nivel once) o con el límite de rondas del sitio, y los puntos siguen las "
                          "lecturas del sitio."))
