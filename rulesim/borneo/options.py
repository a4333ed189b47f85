"""Options for the points where Borneo's source text is silent, cut or contradictory.

Each option names the open question it settles (a paragraph of the page
"Open questions in the source"); the default is the reading the book explains
there.  An unknown value is refused, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import _
from ..options import GameOptions, option


class PlacementOrder(StrEnum):
    SNAKE = "snake"
    REVERSE_TWICE = "reverse-twice"


class MonopolyTie(StrEnum):
    FIRST_FLAG = "first-flag"
    MOST_FLAGS = "most-flags"


class SharedLeftover(StrEnum):
    CYCLE = "cycle"
    DISCARD = "discard"


class KeepOne(StrEnum):
    MATCHING = "matching"
    ANY = "any"


class KeepOneSides(StrEnum):
    BOTH = "both"
    DEFENDER = "defender"
    ATTACKER = "attacker"


class FourthRound(StrEnum):
    REVERSE = "reverse"
    CLOCKWISE = "clockwise"


class ShortDraw(StrEnum):
    CONTINUE = "continue"
    END = "end"


@dataclass(frozen=True)
class Options(GameOptions):
    """How the engine reads the open questions, plus the optional rules (each field says which)."""

    OPTIONS_RULE = "borneo-turn-order"

    placement_order: PlacementOrder = option("borneo-q-placement-order", _("Orden de colocación inicial"), {
        PlacementOrder.SNAKE: _("en serpiente: la segunda ronda al revés y la tercera otra vez en orden"),
        PlacementOrder.REVERSE_TWICE: _("la segunda y la tercera ronda, las dos en orden inverso"),
    }, PlacementOrder.SNAKE)
    monopoly_tie: MonopolyTie = option("borneo-q-monopoly-tie", _("Empate al llegar al monopolio"), {
        MonopolyTie.FIRST_FLAG: _("todas las compañías que llegan empatan y decide la primera bandera de la última "
                                  "carta"),
        MonopolyTie.MOST_FLAGS: _("gana la compañía con más banderas; la última carta decide si tienen las mismas"),
    }, MonopolyTie.FIRST_FLAG)
    shared_leftover: SharedLeftover = option("borneo-q-shared-leftover", _(
            "Especias sobrantes en un reparto compartido"), {
        SharedLeftover.CYCLE: _("se vuelve a empezar por los comerciantes del primer puesto, como en un monopolio"),
        SharedLeftover.DISCARD: _("las especias que sobran se descartan"),
    }, SharedLeftover.CYCLE)
    keep_one: KeepOne = option("borneo-q-keep-one", _("Qué conserva quien pelea"), {
        KeepOne.MATCHING: _("al menos una carta con bandera de la compañía"),
        KeepOne.ANY: _("al menos una carta cualquiera"),
    }, KeepOne.MATCHING)
    keep_one_sides: KeepOneSides = option("borneo-q-keep-one-sides", _("Quién debe conservar una carta en una pelea"), {
        KeepOneSides.BOTH: _("los dos, el atacante y el defensor"),
        KeepOneSides.DEFENDER: _("solo el defensor: la frase sigue al párrafo del defensor"),
        KeepOneSides.ATTACKER: _("solo el atacante: la frase habla a quien juega su turno"),
    }, KeepOneSides.BOTH)
    short_draw: ShortDraw = option("borneo-q-short-draw", _("Solo queda una carta para robar"), {
        ShortDraw.CONTINUE: _("se roba esa carta y la partida sigue"),
        ShortDraw.END: _("la partida termina"),
    }, ShortDraw.CONTINUE)
    covering: bool = option("borneo-q-shared-example", _("Banderas tapadas"), {
        True: _("cada carta nueva tapa la fila de abajo de la anterior"),
        False: _("cuentan todas las banderas de todas las cartas"),
    }, True)
    four_merchants: bool = option("borneo-variant-four-merchants", _("Variante de tres jugadores"), {
        False: _("partida normal"),
        True: _("cada jugador coloca un cuarto comerciante"),
    }, False, alternatives=False)
    fourth_round: FourthRound = option("borneo-q-fourth-round", _(
            "Cuarta ronda de colocación (variante de tres jugadores)"), {
        FourthRound.REVERSE: _("en orden inverso, del último jugador al primero, como sigue la serpiente"),
        FourthRound.CLOCKWISE: _("en el orden normal, empezando por el jugador inicial"),
    }, FourthRound.REVERSE)
