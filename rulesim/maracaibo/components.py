"""Maracaibo's components as data: what the source counts, and illustrative stand-ins for what it does not.

The source gives the counts of the component list (``maracaibo-components``)
and the setup numbers (8 A cards each, 40 B cards, a display of four, 24 discs,
starting doubloons 8 to 11…).  It does not say how many A, B or C project
cards there are, which player counts each city tile shows, how many prestige
buildings or career cards exist, or how long the explorer track is: those are
**illustrative** (``maracaibo-components-illustrative``) and marked as such in
the book.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Message, _

# --- what the source says -------------------------------------------------------------------------
PLAYERS = (2, 3, 4)
ROUNDS = 4
COMBAT_TILES = 25
MISSION_TILES = 24
STORY_TILES = 4  # "Azulejos de 4 pisos": four story tiles (a translation artefact)
LEGACY_TILES = 23
CITY_TILE_SLOTS = ("4", "5", "13", "14")  # Puerto Plata, Santo Domingo, Port Royal, Cartagena
EXPLORER_MISSIONS = 3
DEAL = 8  # A cards dealt to each player
B_CARDS_USED = 40
DISPLAY = 4
KEEP, PLAN, DISCARD = 4, 1, 3  # the first decision about the eight cards
PLANNING_SPACES = 3
HAND_LIMIT, UPGRADED_HAND_LIMIT = 4, 6
FACE_UP_COST = 1
DISC_SPACES, DISCS_PER_SPACE = 12, 2  # 24 discs on each ship board
FIGURES_PER_COLOUR = 8  # 32 figures for four colours
FIGURES_IN_HAND, FIGURES_ON_CAREER = 2, 3
CAREER_CARDS_EACH = 2
START_VP, START_COMBAT, START_INCOME, START_INFLUENCE = 0, 1, 8, 0
START_DOUBLOONS = (8, 9, 10, 11)  # by seat, from the first player clockwise
CERTIFICATE = 10  # a certificate is worth 10 doubloons
COINS, CERTIFICATES = 58, 4
HOME_POINTS = 3  # spaces 21a and 21b
EXPLORER_STEPS = 2  # space 20: the explorer up to two spaces

# --- nations and their property markers ----------------------------------------------------------
NATIONS = ("france", "england", "spain")
NATION_COLOUR = {"france": "blue", "england": "white", "spain": "red"}
NATION_NAMES: dict[str, Message] = {"france": _("Francia"), "england": _("Inglaterra"), "spain": _("España")}
PROPERTY_SPACES = (1, 2, 2, 2, 2, 2, 2)  # markers per space, left to right: 13 per nation, 39 in all
TWO_PLAYER_VILLAGES = {"6": "spain", "7": "england", "8": "france"}  # red San Juan, white St. Kitts, blue Martinique

# --- player colours (the source names none) --------------------------------------------------------
COLOURS = ("yellow", "green", "purple", "orange")
COLOUR_NAMES: dict[str, Message] = {"yellow": _("amarillo"), "green": _("verde"), "purple": _("morado"),
                                    "orange": _("naranja")}
COLOUR_HEX = {"yellow": "#e0b000", "green": "#2e8b57", "purple": "#7d3c98", "orange": "#e67e22"}

# --- illustrative ---------------------------------------------------------------------------------
A_CARDS = tuple(range(1, 61))      # 60 A cards (illustrative count)
B_CARDS = tuple(range(101, 181))   # 80 B cards (illustrative count); 40 of them are used
C_CARD_BASE = 201                  # C cards of a campaign, 201, 202, … (as many as the game is given)
CAREER_CARDS = tuple(range(1, 13))  # 12 career cards, three goals each (illustrative)
CAREER_GOALS = 3
PRESTIGE_BUILDINGS = tuple(range(1, 11))  # 10 prestige buildings, 4 used (illustrative)
EXPLORER_TRACK = 12                # the explorer's start is 0, the last space 12 (illustrative)
EXPLORER_MISSION_SPACES = (4, 8, 12)  # where the three mission tiles lie (illustrative)


@dataclass(frozen=True)
class CityTile:
    """A city tile: the player counts it shows and whether it carries the mark of the two always used."""

    id: int
    players: frozenset[int]
    marked: frozenset[int] = frozenset()  # the player counts for which it is one of the two marked tiles


MARACAIBO_TILE = 0  # the Maracaibo city tile (two players only)
CITY_TILES = (
    CityTile(1, frozenset({2}), frozenset({2})), CityTile(2, frozenset({2, 3}), frozenset({2})),
    CityTile(3, frozenset({3}), frozenset({3})), CityTile(4, frozenset({3, 4}), frozenset({3})),
    CityTile(5, frozenset({4}), frozenset({4})), CityTile(6, frozenset({2, 4}), frozenset({4})),
    CityTile(7, frozenset({2, 3, 4})), CityTile(8, frozenset({2, 3, 4})), CityTile(9, frozenset({2, 3})),
    CityTile(10, frozenset({3, 4})), CityTile(11, frozenset({2, 4})), CityTile(12, frozenset({2, 3, 4})),
)

# --- story cards (which exist; their text is not in the source) -----------------------------------
CAMPAIGN_START = "01"
CONTINUE = "continue"
STANDALONE = ("75", "76", "77")
CHAPTERS = tuple(str(n) for n in range(80, 90))  # 80 = chapter 2, 81 = chapter 3, …
STORIES = (CAMPAIGN_START, CONTINUE) + CHAPTERS + STANDALONE


def chapter(story: str) -> int | None:
    """The chapter a story card 80–89 starts (80 → 2, 81 → 3, …, 89 → 11); ``None`` for any other."""
    return int(story) - 78 if story in CHAPTERS else None


def is_campaign(story: str) -> bool:
    return story not in STANDALONE
