"""Options for the points where Maracaibo's source text is silent or cut.

Each option names the open question it settles (a paragraph of the page
"Open questions in the source"); the default is the reading that page explains.
An unknown value is refused, never guessed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..i18n import _
from ..options import GameOptions, option


class Scoring(StrEnum):
    NOT_SCORED = "not-scored"
    POINTS_SO_FAR = "points-so-far"


class NewRound(StrEnum):
    NEXT_PLAYER = "next-player"
    FIRST_PLAYER = "first-player"


class HomeReward(StrEnum):
    MAIN_ACTION = "main-action"
    ON_ARRIVAL = "on-arrival"


class Refill(StrEnum):
    AT_ONCE = "at-once"
    END_OF_TURN = "end-of-turn"


class Upgrades(StrEnum):
    SEPARATE = "separate"
    ONE = "one"


class Delivery(StrEnum):
    DISCARD = "discard"
    NOT_TRACKED = "not-tracked"


class Career(StrEnum):
    STAY = "stay"
    TO_PLAYER = "to-player"


class Story75(StrEnum):
    FROM_THREE = "18-from-3"
    ONLY_FOUR = "18-19-at-4"


class PropertySpaces(StrEnum):
    ONE_AND_SIX_DOUBLE = "1-and-6x2"
    LEFTMOST_ONLY = "leftmost-only"


class ChapterCards(StrEnum):
    CAMPAIGN = "campaign"
    ASIDE = "aside"


class Assistants(StrEnum):
    FIGURES = "figures"
    SEPARATE = "separate"


@dataclass(frozen=True)
class Options(GameOptions):
    """How the engine reads Maracaibo's open questions (each field names its question)."""

    OPTIONS_RULE = "maracaibo-q-scoring"

    scoring: Scoring = option("maracaibo-q-scoring", _("Puntuación intermedia y final"), {
        Scoring.NOT_SCORED: _("se anotan como momentos de la partida, sin contar nada: el texto no las describe"),
        Scoring.POINTS_SO_FAR: _("al final gana quien tiene más puntos de victoria de los que reparte el texto"),
    }, Scoring.NOT_SCORED)
    new_round: NewRound = option("maracaibo-q-new-round", _("Quién empieza la ronda siguiente"), {
        NewRound.NEXT_PLAYER: _("el jugador que sigue, en el sentido de las agujas del reloj, al que cerró la ronda"),
        NewRound.FIRST_PLAYER: _("el jugador inicial"),
    }, NewRound.NEXT_PLAYER)
    home_reward: HomeReward = option("maracaibo-q-home-reward", _("Los 3 puntos de 21a y 21b"), {
        HomeReward.MAIN_ACTION: _("son la acción principal de ese espacio"),
        HomeReward.ON_ARRIVAL: _("se cobran al llegar, aparte de la acción principal"),
    }, HomeReward.MAIN_ACTION)
    display_refill: Refill = option("maracaibo-q-display-refill", _("Reponer la exposición"), {
        Refill.AT_ONCE: _("en cuanto se toma una carta boca arriba, se repone con la primera del mazo"),
        Refill.END_OF_TURN: _("los huecos se reponen al terminar la fase C"),
    }, Refill.AT_ONCE)
    upgrades: Upgrades = option("maracaibo-q-upgrades", _("Mejoras del barco para las cartas"), {
        Upgrades.SEPARATE: _("límite de 6 cartas y cartas boca arriba gratis son dos mejoras distintas"),
        Upgrades.ONE: _("una sola mejora da las dos cosas"),
    }, Upgrades.SEPARATE)
    delivery: Delivery = option("maracaibo-q-delivery", _("El bien entregado en una ciudad"), {
        Delivery.DISCARD: _("es una carta de la mano y va a la pila de descartes"),
        Delivery.NOT_TRACKED: _("se anota la entrega, pero ninguna carta se mueve"),
    }, Delivery.DISCARD)
    career: Career = option("maracaibo-q-career", _("Figura de un objetivo de carrera cumplido"), {
        Career.STAY: _("se queda en la carta de carrera; solo se marca el objetivo como cumplido"),
        Career.TO_PLAYER: _("pasa de la carta de carrera a las figuras del jugador"),
    }, Career.STAY)
    story_75: Story75 = option("maracaibo-q-story-75", _("Misiones de la carta de historia 75"), {
        Story75.FROM_THREE: _("15 siempre, 18 desde tres jugadores y 19 con cuatro"),
        Story75.ONLY_FOUR: _("15 siempre; 18 y 19 solo con cuatro jugadores"),
    }, Story75.FROM_THREE)
    property_spaces: PropertySpaces = option("maracaibo-q-property", _("Espacios de los marcadores de propiedad"), {
        PropertySpaces.ONE_AND_SIX_DOUBLE: _("13 marcadores por nación: un espacio de uno y seis de dos"),
        PropertySpaces.LEFTMOST_ONLY: _("solo se cuenta el espacio de más a la izquierda, con su único marcador; "
                                        "los demás, que el texto no da, no se cuentan"),
    }, PropertySpaces.ONE_AND_SIX_DOUBLE)
    chapter_c_cards: ChapterCards = option("maracaibo-q-chapter-c-cards", _("Cartas C en una partida de capítulo"), {
        ChapterCards.CAMPAIGN: _("un capítulo es una partida de la campaña: las cartas C se mezclan con las A"),
        ChapterCards.ASIDE: _("solo seguir la campaña donde se dejó las mezcla; en un capítulo se dejan fuera"),
    }, ChapterCards.CAMPAIGN)
    assistants: Assistants = option("maracaibo-q-assistants", _("Los asistentes"), {
        Assistants.FIGURES: _("un asistente es una de las figuras del jugador: cuenta entre las ocho de su color"),
        Assistants.SEPARATE: _("los asistentes son piezas aparte: no se cuentan entre las figuras"),
    }, Assistants.FIGURES)
