"""Maracaibo's fixed description: players, options, the story card chosen, the C cards a campaign brought,
and the voyage map (apart from any position).

Rules: ``maracaibo-start-doubloons`` (2 to 4 players), ``maracaibo-later-standalone`` (the story cards),
``maracaibo-setup-project-cards`` (the C cards) and ``maracaibo-components-illustrative`` (only the
default map is saved).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from ..engine import RuleGame
from ..errors import InvalidSetupError
from ..i18n import _
from . import components as K
from .components import DEFAULT_MAP, VoyageMap
from .options import Assistants, ChapterCards, Options, PropertySpaces


class Maracaibo(RuleGame):
    """The fixed description of a game: 2 to 4 players, options, the story card chosen, the map.

    ``story``: ``"01"`` (the campaign's first game), ``"continue"`` (continue the campaign), ``"80"``–``"89"``
    (a chapter) or ``"75"``, ``"76"``, ``"77"`` (no campaign).  ``c_cards``: how many C cards a campaign
    has brought into the box (they join the A cards when the campaign goes on).
    """

    OPTIONS = Options
    options: Options

    def __init__(self, players: int = 3, options: Options | None = None, story: str = "75", c_cards: int = 0,
                 sea: VoyageMap = DEFAULT_MAP) -> None:
        if players not in K.PLAYERS:
            raise InvalidSetupError("maracaibo-start-doubloons", _(
                "El texto de origen prepara partidas de 2, 3 y 4 jugadores, no de {n}.", n=players))
        if story not in K.STORIES:
            raise InvalidSetupError("maracaibo-later-standalone", _(
                "Carta de historia desconocida «{story}»: se empieza con la 01, se continúa la campaña, se elige "
                "un capítulo (80 a 89) o una de las cartas 75, 76 y 77.", story=str(story)))
        if not isinstance(c_cards, int) or isinstance(c_cards, bool) or not 0 <= c_cards <= K.C_CARDS_MOST:
            raise InvalidSetupError("maracaibo-setup-project-cards", _(
                "El número de cartas C debe ser un entero de 0 a 40."))
        if c_cards and story == K.CAMPAIGN_START:
            raise InvalidSetupError("maracaibo-setup-project-cards", _(
                "En la primera partida de la campaña todavía no hay cartas C."))
        self.players = players
        self.options = options or Options()
        self.story = story
        self.c_cards = c_cards
        self.sea = sea.validate()
        self.colours = K.COLOURS[:players]

    @property
    def campaign(self) -> bool:
        return K.is_campaign(self.story)

    @property
    def c_cards_in_play(self) -> bool:
        """Whether the C cards join the A cards (``maracaibo-setup-project-cards``): in a campaign game, a chapter
        included unless read otherwise (``maracaibo-q-chapter-c-cards``)."""
        chapter = self.story in K.CHAPTERS and self.options.chapter_c_cards is ChapterCards.ASIDE
        return self.campaign and not chapter

    @property
    def property_spaces(self) -> tuple[int, ...]:
        """The markers on each property space of a nation, left to right (``maracaibo-q-property``)."""
        return K.PROPERTY_SPACES if self.options.property_spaces is PropertySpaces.ONE_AND_SIX_DOUBLE else \
            K.PROPERTY_SPACES[:1]

    @property
    def assistants_are_figures(self) -> bool:
        """Whether an assistant is one of its player's figures (``maracaibo-q-assistants``)."""
        return self.options.assistants is Assistants.FIGURES

    def cards(self) -> list[int]:
        """Every project card of the game: A, B and the C cards it was given."""
        return list(K.A_CARDS) + list(K.B_CARDS) + [K.C_CARD_BASE + i for i in range(self.c_cards)]

    def to_dict(self) -> dict[str, Any]:
        if self.sea is not DEFAULT_MAP:
            raise InvalidSetupError("maracaibo-components-illustrative", _(
                "Solo se puede guardar una partida con el mapa por defecto."))
        return {**super().to_dict(), "story": self.story, "c_cards": self.c_cards}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The game a save describes: its players, options, story card and C cards."""
        options = Options.from_dict(data.get("options", {}))
        assert isinstance(options, Options)
        return cls(data["players"], options, data.get("story", "75"), data.get("c_cards", 0))
