"""Options for the points where Ships' source text is silent, cut or unclear.

Each option names the open question it settles (a paragraph of the page
"Open questions in the source", ``ships-q-*``); the default is the reading the
page explains.  An unknown value is refused, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import Message, _
from ..options import GameOptions, option


class CounterEra(StrEnum):
    CURRENT = "current"
    LEVEL = "level"


class LevelPoints(StrEnum):
    EVERY_LEVEL = "every-level"
    NEW_ERA = "new-era"


class AreaEntry(StrEnum):
    LEFT_AREA = "left-area"
    NONE = "none"


class CurrentArea(StrEnum):
    PLAYER = "player"
    SHARED = "shared"


class GoldPoints(StrEnum):
    PAYMENTS = "payments"
    NONE = "none"


class BankFull(StrEnum):
    STAYS = "stays"
    RETURNED = "returned"


class Recover(StrEnum):
    ALL = "all"
    ONE_BOX = "one-box"


class UnusedMerchant(StrEnum):
    STOCK = "stock"
    STAY = "stay"


class SpiceCube(StrEnum):
    NEEDS_TWO = "needs-two"
    NO_REWARD = "no-reward"


class FullWarehouse(StrEnum):
    KEEP_NEW = "keep-new"
    ANY = "any"


class BankSpace(StrEnum):
    ONE_COIN = "one-coin"
    NO_LIMIT = "no-limit"


class CardFrom(StrEnum):
    DISPLAY = "display"
    ERA_DECK = "era-deck"


class Undescribed(StrEnum):
    CLOSED = "closed"
    COST_ONLY = "cost-only"


def _positive_round(value: object) -> Message | None:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return None
    return _("El límite de rondas debe ser un número entero positivo.")


@dataclass(frozen=True)
class Options(GameOptions):
    """How the engine reads Ships' open questions (each field names its question)."""

    OPTIONS_RULE = "ships-turn-phases"

    counter_era: CounterEra = option("ships-q-counter-era", _("Era de la ficha de barco"), {
        CounterEra.CURRENT: _("la de la era en curso al empezar la acción, aunque vaya a un nivel de la era siguiente"),
        CounterEra.LEVEL: _("la de la era del nivel en que se coloca"),
    }, CounterEra.CURRENT)
    level_points: LevelPoints = option("ships-q-track-points", _("Puntos del primer barco en un nivel"), {
        LevelPoints.EVERY_LEVEL: _("el primer barco de cada nivel nuevo gana los puntos de ese nivel"),
        LevelPoints.NEW_ERA: _("solo puntúa el primer barco del primer nivel de una era"),
    }, LevelPoints.EVERY_LEVEL)
    area_entry: AreaEntry = option("ships-q-area-scoring", _("Puntos al entrar en un área nueva"), {
        AreaEntry.LEFT_AREA: _("tus cubos y discos del área que dejas puntúan según el área"),
        AreaEntry.NONE: _("entrar en un área no da puntos"),
    }, AreaEntry.LEFT_AREA)
    current_area: CurrentArea = option("ships-q-current-area", _("Cuál es el área actual"), {
        CurrentArea.PLAYER: _("la de cada jugador: la más avanzada en la que ha colocado"),
        CurrentArea.SHARED: _("la misma para todos: la más avanzada en la que alguien ha colocado"),
    }, CurrentArea.PLAYER)
    gold_points: GoldPoints = option("ships-q-gold-points", _("Oro devuelto a la reserva"), {
        GoldPoints.PAYMENTS: _("cada dos monedas que pagas a la reserva dan un punto de victoria"),
        GoldPoints.NONE: _("devolver oro no da puntos"),
    }, GoldPoints.PAYMENTS)
    bank_full: BankFull = option("ships-q-bank-full", _("Oro que no cabe en el banco"), {
        BankFull.STAYS: _("se queda en la reserva"),
        BankFull.RETURNED: _("se toma y se devuelve a la reserva en el acto"),
    }, BankFull.STAYS)
    recover: Recover = option("ships-q-recover", _("Qué recupera «Recuperar cubos»"), {
        Recover.ALL: _("todos tus cubos de comerciante y fichas de industria de las cajas de acción"),
        Recover.ONE_BOX: _("los de una caja de acción que eliges"),
    }, Recover.ALL)
    unused_merchant: UnusedMerchant = option("ships-q-unused-merchant", _("Cubos de comerciante sin usar"), {
        UnusedMerchant.STOCK: _("vuelven al stock disponible al ordenar"),
        UnusedMerchant.STAY: _("se quedan en sus espacios de la sección de acciones"),
    }, UnusedMerchant.STOCK)
    spice_cube: SpiceCube = option("ships-q-spice-cube", _("Especia sin un segundo cubo"), {
        SpiceCube.NEEDS_TWO: _("la casilla de especia solo se elige con dos cubos en el stock"),
        SpiceCube.NO_REWARD: _("se puede elegir, pero sin segundo cubo no hay premio"),
    }, SpiceCube.NEEDS_TWO)
    bank_space: BankSpace = option("ships-q-bank-space", _("Oro en un espacio del banco"), {
        BankSpace.ONE_COIN: _("una moneda por espacio abierto: al empezar caben 2"),
        BankSpace.NO_LIMIT: _("el texto no da el número: el banco guarda todo el oro que se gana"),
    }, BankSpace.ONE_COIN)
    card_from: CardFrom = option("ships-q-card-from", _("De dónde sale la carta de «Tomar una carta»"), {
        CardFrom.DISPLAY: _("una de las cartas de galera boca arriba, a elegir"),
        CardFrom.ERA_DECK: _("en la era de la galera, una de las boca arriba; después, la de encima del mazo de la "
                             "era en juego"),
    }, CardFrom.DISPLAY)
    full_warehouse: FullWarehouse = option("ships-q-full-warehouse", _("Almacén lleno"), {
        FullWarehouse.KEEP_NEW: _("se quitan otras fichas para hacer sitio a las mercancías recién tomadas"),
        FullWarehouse.ANY: _("se puede quitar cualquier ficha, también las recién tomadas"),
    }, FullWarehouse.KEEP_NEW)
    undescribed: Undescribed = option("ships-q-undescribed", _("Acciones que el texto no explica"), {
        Undescribed.CLOSED: _("no se ofrecen"),
        Undescribed.COST_ONLY: _("se pueden pagar, pero no hacen nada más"),
    }, Undescribed.CLOSED, alternatives=False)
    round_limit: int = option("ships-q-stall", _("Límite de rondas"), None, 40, check=_positive_round)
