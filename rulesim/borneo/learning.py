"""What Borneo's "Play a learning game" page takes from the game (:class:`rulesim.learn.Learning`)."""

from __future__ import annotations

from typing import Any

from ..drawing import phone_svg, text
from ..i18n import _
from ..learn import Learning
from .components import COMPANIES
from .pictures import company_row
from .players import GreedyPlayer


def picture(state: Any, lang: str) -> str:
    """The companies with the merchants on them (J1… from the first space), and each player's cards."""
    body: list[str] = []
    y = 6.0
    for company in COMPANIES:
        body += company_row(y, company, state.companies[company], lang)
        y += 36
    for p, seat in enumerate(state.seats):
        line = _("{player}: {hand} en la mano, {warehouse} en el almacén", player=state.player_name(p),
                 hand=len(seat.hand), warehouse=len(seat.warehouse))
        body.append(text(4, y + 14, line.render(lang), 13))
        y += 20
    return phone_svg(y + 6, body, _("Las compañías y los comerciantes").render(lang), background="white")


KINDS = {
    "PlaceMerchant": _("Colocar un comerciante"), "Pass": _("Pasar"), "CompleteMission": _("Completar una misión"),
    "MoveMerchant": _("Mover un comerciante"), "Attack": _("Atacar"), "Defend": _("Defenderse"),
    "Relocate": _("Recolocar al comerciante vencido"), "KeepCards": _("Quedarse cartas de la defensa"),
    "PlayCard": _("Jugar una carta de envío"), "TakeSpice": _("Tomar una carta del puerto"), "Discard": _("Descartar"),
}

LEARNING = Learning(picture, GreedyPlayer, kinds=KINDS,
                    thumb=_("Su regla: lo que parece mejor ahora mismo — la misión más rica, un puerto que pague a sus "
                            "comerciantes, una pelea que está seguro de ganar, la especia que más le falta."),
                    end=_("Es el final que dan las reglas: la puntuación final decide quién gana."))
