"""Options for the points where Bora Bora's source text is silent or unclear (see "Open questions")."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import _
from ..options import GameOptions, option


class FishPoints(StrEnum):
    VALUE = "value"
    NONE = "none"


class HelperBudget(StrEnum):
    """What the helper's die counts (``bora-bora-q-helper-budget``)."""

    POINTS = "points"      # dice points: each article costs 1 or 2 of them (the price table, Anna's example)
    ARTICLES = "articles"  # articles: "el resultado del dado indica cuántos artículos puede cambiar"


@dataclass(frozen=True)
class Options(GameOptions):
    """How the engine reads Bora Bora's open questions (each field names its question)."""

    OPTIONS_RULE = "bora-bora-q-illustrative"

    fish_points: FishPoints = option("bora-bora-q-fish-points", _("Puntos del pez"), {
        FishPoints.VALUE: _("tomar una ficha de pez da tantos puntos de victoria como su valor"),
        FishPoints.NONE: _("tomar una ficha de pez no da puntos ahora"),
    }, FishPoints.VALUE)
    action_required: bool = option("bora-bora-q-action-required", _("Dado sin acción posible"), {
        True: _("un dado solo va a una ficha cuya acción se puede hacer"),
        False: _("un dado puede ir a cualquier ficha y la acción se pierde"),
    }, True)
    people_refill: bool = option("bora-bora-q-people-refill", _("Reponer hombres y mujeres"), {
        False: _("la posición queda vacía el resto de la fase A"),
        True: _("la posición se repone enseguida de su montón"),
    }, False)
    helper_budget: HelperBudget = option("bora-bora-q-helper-budget", _("Qué cuenta el dado del ayudante"), {
        HelperBudget.POINTS: _("el dado es un presupuesto en puntos: cada artículo cuesta 1 o 2 puntos"),
        HelperBudget.ARTICLES: _("el dado dice cuántos artículos se toman, cueste cada uno lo que cueste"),
    }, HelperBudget.POINTS)
    resource_optional: bool = option("bora-bora-q-expand-resource", _("El recurso de la región nueva"), {
        True: _("al expandirse, el jugador puede tomar el recurso o no"),
        False: _("al expandirse, el jugador recibe siempre el recurso"),
    }, True)
    build_covers: bool = option("bora-bora-q-build-covers", _("Espacios bajo un edificio"), {
        True: _("los dos espacios bajo una ficha de construcción ya no reciben materiales"),
        False: _("los espacios bajo una ficha de construcción pueden volver a recibir materiales"),
    }, True)
