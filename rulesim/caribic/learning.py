"""What Caribic's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`): the sea as
its picture, the greedy player, its move kinds in words and the end its source allows."""

from __future__ import annotations

from ..i18n import _
from ..learn import Learning
from .pictures import state_svg
from .players import GreedyPlayer

KINDS = {"Bribe": _("Sobornar"), "TieBreak": _("Desempatar"), "Sail": _("Navegar"),
         "Capture": _("Tomar el cofre del puerto"), "Rob": _("Robar un cofre"), "Swap": _("Intercambiar cofres"),
         "Deliver": _("Entregar un cofre"), "EndMove": _("Terminar el movimiento")}

LEARNING = Learning(state_svg, GreedyPlayer, kinds=KINDS, deciding=("last_round",),
                    thumb=_("Su regla: sobornos altos en los barcos más cerca de un cofre, guardar un buen desempate "
                            "y usarlo, tomar todo cofre que pueda y navegar hacia su puerto seguro cuando va "
                            "cargado."),
                    end=_("El texto de origen se corta en «Final de la partida»: el sitio acaba tras la última ronda "
                          "y gana quien tenga más doblones, que es una lectura, no una regla del texto."))
