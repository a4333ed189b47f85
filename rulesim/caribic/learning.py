"""What Caribic's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`)."""

from __future__ import annotations

from typing import Any

from ..drawing import fit_width
from ..i18n import _
from ..learn import Learning
from .pictures import state_svg
from .players import GreedyPlayer


def picture(state: Any, lang: str) -> str:
    """The sea: the ships, the chests and the havens."""
    return fit_width(state_svg(state, lang))


LEARNING = Learning(
    picture=picture,
    player=GreedyPlayer,
    thumb=_("Su regla: sobornos altos en los barcos más cerca de un cofre, guardar un buen desempate y usarlo, "
            "tomar todo cofre que pueda y navegar hacia su puerto seguro cuando va cargado."),
    kinds={
        "Bribe": _("Sobornar"), "TieBreak": _("Desempatar"), "Sail": _("Navegar"),
        "Capture": _("Tomar el cofre del puerto"), "Rob": _("Robar un cofre"), "Swap": _("Intercambiar cofres"),
        "Deliver": _("Entregar un cofre"), "EndMove": _("Terminar el movimiento"),
    },
    end=_("El texto de origen se corta en «Final de la partida»: el sitio acaba tras la última ronda y gana "
          "quien tenga más doblones, que es una lectura, no una regla del texto."),
    deciding=("last_round",),
)
