"""The parts of a Maracaibo position that are more than numbers: its phases and the records it holds.

Each record is declared with :func:`rulesim.position.part` — the part as a reader names it, its kind, the
rule it answers to — so a saved game and the public builder (:meth:`State.arranged
<rulesim.maracaibo.state.State.arranged>`) read it the same way:

- :class:`Seat`: what a player has — their ship, markers, doubloons, cards, upgrades, career, figures,
  assistants and missions (``maracaibo-player-*``, ``maracaibo-first-*``, ``maracaibo-free-*``…);
- :class:`Turn`: the turn being played — where the ship started, its way, the points spent, the main
  action taken and the free actions (``maracaibo-turn-phases``, ``maracaibo-nav-*``, ``maracaibo-main-*``);
- :class:`FreeAction`, :class:`RoundEnd`, :class:`ScoringDone`, :class:`CombatStacks`: one line of what
  happened, or the two stacks of combat tiles.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..engine import GamePhase
from ..i18n import Message, Value, _
from ..kinds import Choice, Integer, ListOf, Maybe
from ..position import Record, part
from . import components as K
from .components import DEFAULT_MAP, START, Upgrade

if TYPE_CHECKING:  # pragma: no cover
    from .game import Maracaibo


class Phase(GamePhase):
    """What the position waits for: the first decisions, then the three phases of each turn."""

    FIRST_CARDS = "first-cards", _("primeras decisiones (las ocho cartas)")
    CAREER = "career", _("primeras decisiones (la carta de carrera)")
    NAVIGATE = "navigate", _("navegación (A)")
    ACTIONS = "actions", _("acción principal y acciones gratuitas (B)")
    DRAW = "draw", _("robar cartas (C)")
    OVER = "over", _("fin de la partida")


#: the phases of a player's turn (a position in one of them has a :class:`Turn`)
TURN_PHASES = (Phase.NAVIGATE, Phase.ACTIONS, Phase.DRAW)


class Action(StrEnum):
    """The kinds of main action (``maracaibo-main-*``, ``maracaibo-home-*``)."""

    CITY = "city"
    VILLAGE = "village"
    MISSION = "mission"
    ASSISTANT = "assistant"
    COMBAT = "combat"
    EXPLORE = "explore"
    HOME_POINTS = "home-points"
    LOCATION = "location"


ACTION_NAMES: dict[Action, Message] = {
    Action.CITY: _("acción de ciudad (antes, entregar un bien)"),
    Action.VILLAGE: _("acciones de aldea"),
    Action.MISSION: _("cumplir una misión"),
    Action.ASSISTANT: _("acción de asistente"),
    Action.COMBAT: _("acción de combate"),
    Action.EXPLORE: _("avanzar el explorador"),
    Action.HOME_POINTS: _("3 puntos de victoria"),
    Action.LOCATION: _("la acción de este espacio"),
}


class Free(StrEnum):
    """The free actions a turn records (``maracaibo-free-plan``, ``maracaibo-free-career``)."""

    PLAN = "plan"
    GOAL = "goal"


class ScoringKind(StrEnum):
    """The scorings the source names: after rounds I to III, and after round IV (``maracaibo-round-scoring``)."""

    INTERMEDIATE = "intermediate"
    FINAL = "final"


# ------------------------------------------------------------------------------------ kinds
SEA = DEFAULT_MAP
LOCATION = Choice({loc: SEA.name(loc) for loc in SEA.ids()}, control="dropdown")
PLACE = Choice({loc: SEA.name(loc) for loc in SEA.ids() if loc != START}, control="dropdown")
ROUND = Choice({r: Value(name) for r, name in K.ROMAN.items()})
PLAYER = Integer(0, len(K.COLOURS) - 1)
CARD = Integer(1, K.C_CARD_BASE + K.C_CARDS_MOST - 1)
TILE = Integer(1, K.MISSION_TILES)
CAREER = Integer(min(K.CAREER_CARDS), max(K.CAREER_CARDS))
COUNT = Integer(0, 999)
ACTION = Choice({a: ACTION_NAMES[a] for a in Action}, control="dropdown")
PHASE = Choice({p: p.label for p in Phase})
UPGRADE = Choice(dict(K.UPGRADE_NAMES))
NATION = Choice(dict(K.NATION_NAMES))
COLOUR = Choice(dict(K.COLOUR_NAMES))
FREE = Choice({Free.PLAN: _("planificar una carta"), Free.GOAL: _("cumplir un objetivo de carrera")})
SCORING = Choice({ScoringKind.INTERMEDIATE: _("puntuación intermedia"), ScoringKind.FINAL: _("puntuación final")})
EXPLORER_SPACE = Choice({str(s): Value(str(s)) for s in K.EXPLORER_MISSION_SPACES})
CITY_SLOT = Choice({loc: SEA.name(loc) for loc in K.CITY_TILE_SLOTS})


@dataclass
class Seat:
    """What a player has: the ship and the markers of their ship board, doubloons, cards in hand and in
    the planning area, ship upgrades, the career card and its goals, figures, assistants and missions."""

    ship: str = part(_("dónde está su barco"), LOCATION, "maracaibo-nav-locations", default=START)
    explorer: int = part(_("dónde está su explorador (0: la salida)"), COUNT, "maracaibo-home-20", default=0)
    vp: int = part(_("sus puntos de victoria"), COUNT, "maracaibo-player-markers", default=K.START_VP)
    combat: int = part(_("su marcador de combate"), COUNT, "maracaibo-player-markers", default=K.START_COMBAT)
    income: int = part(_("su marcador de ingresos"), COUNT, "maracaibo-player-markers", default=K.START_INCOME)
    vp_counter: int = part(_("su contador de puntos de victoria"), COUNT, "maracaibo-player-markers", default=0)
    influence: list[int] = part(_("su influencia con Francia, Inglaterra y España"),
                                ListOf(COUNT, len(K.NATIONS), len(K.NATIONS)), "maracaibo-player-markers",
                                default_factory=lambda: [K.START_INFLUENCE] * len(K.NATIONS))
    discs: int = part(_("los discos de su tablero de barco"), COUNT, "maracaibo-player-board",
                      default=K.DISC_SPACES * K.DISCS_PER_SPACE)
    money: int = part(_("sus doblones"), Integer(0, K.DOUBLOONS), "maracaibo-setup-doubloons", default=0)
    hand: list[int] = part(_("las cartas de su mano"), ListOf(CARD), "maracaibo-draw-limit", default_factory=list)
    planning: list[int] = part(_("las cartas de su zona de planificación"), ListOf(CARD), "maracaibo-free-plan",
                               default_factory=list)
    upgrades: list[Upgrade] = part(_("las mejoras de su barco"), ListOf(UPGRADE, unique=True),
                                   "maracaibo-draw-hand-limit", default_factory=list)
    career_offer: list[int] = part(_("las dos cartas de carrera entre las que aún elige"), ListOf(CAREER, 0, 2),
                                   "maracaibo-first-career", default_factory=list)
    career: int | None = part(_("su carta de carrera"), Maybe(CAREER), "maracaibo-first-career", default=None)
    career_done: list[int] = part(_("los objetivos de su carta de carrera ya cumplidos (0 es el primero)"),
                                  ListOf(Integer(0, K.CAREER_GOALS - 1), unique=True), "maracaibo-free-career",
                                  default_factory=list)
    career_figures: int = part(_("las figuras que quedan sobre su carta de carrera"), COUNT,
                               "maracaibo-player-figures", default=0)
    figures: int = part(_("sus figuras disponibles"), COUNT, "maracaibo-player-figures", default=0)
    assistants: list[str] = part(_("los lugares donde tiene asistentes"), ListOf(LOCATION),
                                 "maracaibo-main-assistant", default_factory=list)
    missions_done: list[int] = part(_("las fichas de misión que ha cumplido"), ListOf(TILE), "maracaibo-main-mission",
                                    default_factory=list)

    def assistant_figures(self, game: Maracaibo) -> int:
        """The figures of the player's colour that their assistants are: one each, unless assistants are read as
        pieces apart (``maracaibo-q-assistants``)."""
        return len(self.assistants) if game.assistants_are_figures else 0


@dataclass(frozen=True)
class FreeAction:
    """A free action taken this turn: a card planned, or a career goal completed (0 is the first goal)."""

    action: Free = part(_("qué acción gratuita"), FREE, "maracaibo-free-when")
    number: int = part(_("la carta planificada o el objetivo cumplido"), COUNT, "maracaibo-free-when")


@dataclass
class Turn:
    """The turn being played: where the ship started, the locations it sailed through, the movement points
    spent, the main action taken (if any), the free actions and, when the display is refilled at the end of
    phase C, its slots emptied so far."""

    start: str = part(_("dónde empezó el barco el turno"), LOCATION, "maracaibo-nav-points", default=START)
    path: list[str] = part(_("los lugares por los que ha navegado, en orden"), ListOf(LOCATION, 0, 7),
                           "maracaibo-nav-step", default_factory=list)
    spent: int = part(_("los puntos de movimiento gastados en la fase A"), Integer(0, K.MAX_POINTS),
                      "maracaibo-nav-points", default=0)
    main: Action | None = part(_("la acción principal ya hecha"), Maybe(ACTION), "maracaibo-main-only-one",
                               default=None)
    free: list[FreeAction] = part(_("las acciones gratuitas hechas"), ListOf(Record(FreeAction)),
                                  "maracaibo-free-when", default_factory=list)
    emptied: list[int] = part(_("los huecos de la exposición vaciados en esta fase C"),
                              ListOf(Integer(0, K.DISPLAY - 1)), "maracaibo-q-display-refill", default_factory=list)


@dataclass(frozen=True)
class RoundEnd:
    """A round that ended, and the player whose ship reached its last space."""

    round: int = part(_("la ronda"), ROUND, "maracaibo-round-end")
    player: int = part(_("el jugador que la cerró"), PLAYER, "maracaibo-round-end")


@dataclass(frozen=True)
class ScoringDone:
    """A scoring held: after which round, intermediate or final."""

    round: int = part(_("la ronda"), ROUND, "maracaibo-round-scoring")
    kind: ScoringKind = part(_("qué puntuación"), SCORING, "maracaibo-round-scoring")


@dataclass
class CombatStacks:
    """The combat tiles, face down in two stacks (``maracaibo-setup-combat``)."""

    first: list[int] = part(_("la primera pila"), ListOf(Integer(1, K.COMBAT_TILES)), "maracaibo-setup-combat",
                            default_factory=list)
    second: list[int] = part(_("la segunda pila"), ListOf(Integer(1, K.COMBAT_TILES)), "maracaibo-setup-combat",
                             default_factory=list)


# the records as kinds, for the parts of the position
SEATS = ListOf(Record(Seat), min(K.PLAYERS), max(K.PLAYERS))
TURN = Maybe(Record(Turn))
ROUND_ENDS = ListOf(Record(RoundEnd), 0, K.ROUNDS)
SCORINGS = ListOf(Record(ScoringDone), 0, K.ROUNDS)
COMBAT_STACKS = Record(CombatStacks)


def player_name(p: int | None) -> Message:
    """A player as the reader names them (``jugador 2``), or nobody."""
    return _("nadie") if p is None else _("jugador {n}", n=p + 1)


__all__ = ["Phase", "TURN_PHASES", "Action", "ACTION_NAMES", "Free", "ScoringKind", "Seat", "FreeAction", "Turn",
           "RoundEnd", "ScoringDone", "CombatStacks", "player_name"]
