"""A position of Maracaibo: its parts, the setup and what can be asked of it.

Rules sections: *Setup* (``maracaibo-setup-*``, ``maracaibo-player-*``, ``maracaibo-start-doubloons``,
``maracaibo-first-*``, ``maracaibo-later-*``), *Rounds* (``maracaibo-round*``, ``maracaibo-game-end``),
*The turn* (``maracaibo-turn-*``), *Navigation* (``maracaibo-nav-*``), *The main action*
(``maracaibo-main-*``, :mod:`.actions`), *Free actions* (``maracaibo-free-*``), *Phase C*
(``maracaibo-draw-*``) and *The way home* (``maracaibo-home-*``).  Where the source stops, the options of
:class:`~rulesim.maracaibo.options.Options` decide (``maracaibo-q-*``).  The moves are :mod:`.moves`,
:mod:`.actions` and :mod:`.draw`; the end of a turn and of a round, :mod:`.rounds`; everything that makes
a position impossible, :mod:`.problems`.

Players count from 0 (the first player is 0); what a player has is their :class:`~.parts.Seat`, the turn
being played a :class:`~.parts.Turn`.  The top of a pile is the end of its list.  A position is built with
:meth:`State.arranged` from any of its parts — the others come from the setup of a seed; the doubloons
and the figures left in the supply, the mission tiles left in their stack and the turn follow from the
parts given (:meth:`State._complete`) — and checked by :meth:`State.problems`.

    >>> from rulesim.maracaibo import Maracaibo
    >>> state = Maracaibo(players=3).new_state(seed=1)
    >>> state.phase, state.player, state.seats[2].money
    (<Phase.FIRST_CARDS: 'first-cards'>, 0, 10)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleState
from ..i18n import Message, _
from ..kinds import Boolean, Integer, ListOf, MapOf, Maybe
from ..moves import MoveTable
from ..position import Problem, part
from . import components as K
from .actions import MAIN_ACTIONS, MainAction, Offer, offers, open_moves
from .components import START, Upgrade, round_name
from .draw import DrawCard, EndActions, EndTurn, TakeFaceUp
from .game import Maracaibo
from .moves import ChooseCareer, CompleteGoal, FirstCards, PlanCard, Sail
from .options import Scoring, Story75, Upgrades
from .parts import (
    CARD,
    CITY_SLOT,
    COLOUR,
    COMBAT_STACKS,
    EXPLORER_SPACE,
    LOCATION,
    NATION,
    PHASE,
    PLAYER,
    ROUND,
    ROUND_ENDS,
    SCORINGS,
    SEATS,
    TILE,
    TURN,
    TURN_PHASES,
    CombatStacks,
    Phase,
    RoundEnd,
    ScoringDone,
    Seat,
    Turn,
    player_name,
)
from .problems import position_problems
from .saves import upgrade_format_1

MOVES = MoveTable(FirstCards, ChooseCareer, Sail, *MAIN_ACTIONS, PlanCard, CompleteGoal, EndActions, DrawCard,
                  TakeFaceUp, EndTurn)
HAND_UPGRADE, DISPLAY_UPGRADE = Upgrade.HAND_LIMIT, Upgrade.FREE_DISPLAY


@dataclass(eq=False)
class State(RuleState):
    """A position of Maracaibo.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    MOVES = MOVES
    ORDER_RULE = "maracaibo-turn-phases"
    POSITION_RULE = "maracaibo-setup-deal"
    OVER = Phase.OVER
    TERMINAL = (Phase.OVER,)
    GAME = Maracaibo

    game: Maracaibo
    seed: int = 0
    round: int = part(_("la ronda"), ROUND, "maracaibo-rounds", default=1)
    phase: Phase = part(_("la fase"), PHASE, "maracaibo-turn-phases", default=Phase.FIRST_CARDS)
    player: int | None = part(_("el jugador que decide"), Maybe(PLAYER), "maracaibo-turn-next", default=0)
    seats: list[Seat] = part(_("lo que tiene cada jugador"), SEATS, "maracaibo-player-board", default_factory=list)
    turn: Turn | None = part(_("el turno que se juega"), TURN, "maracaibo-turn-phases", default=None)
    bank: int = part(_("los doblones del suministro"), Integer(0, K.DOUBLOONS), "maracaibo-setup-doubloons",
                     default=K.DOUBLOONS)
    draw: list[int] = part(_("el mazo de robo, de abajo arriba"), ListOf(CARD), "maracaibo-setup-deal",
                           default_factory=list)
    display: list[int | None] = part(_("las cuatro cartas de la exposición (nada: un hueco)"),
                                     ListOf(Maybe(CARD), K.DISPLAY, K.DISPLAY), "maracaibo-setup-display",
                                     default_factory=lambda: [None] * K.DISPLAY)
    discard: list[int] = part(_("la pila de descartes, de abajo arriba"), ListOf(CARD), "maracaibo-draw-reshuffle",
                              default_factory=list)
    box: list[int] = part(_("las cartas que no están en juego"), ListOf(CARD), "maracaibo-setup-project-cards",
                          default_factory=list)
    shuffles: int = part(_("cuántas veces se ha barajado la pila de descartes"), Integer(0, 999),
                         "maracaibo-draw-reshuffle", default=0)
    figure_supply: dict[str, int] = part(_("las figuras de cada color en el suministro"),
                                         MapOf(COLOUR, Integer(0, K.FIGURES_PER_COLOUR)), "maracaibo-player-figures",
                                         default_factory=lambda: {c: K.FIGURES_PER_COLOUR for c in K.COLOURS})
    combat_stacks: CombatStacks = part(_("las fichas de combate"), COMBAT_STACKS, "maracaibo-setup-combat",
                                       default_factory=CombatStacks)
    mission_stack: list[int] = part(_("la pila de fichas de misión"), ListOf(TILE), "maracaibo-setup-missions",
                                    default_factory=list)
    explorer_missions: dict[str, int] = part(_("las fichas de misión de la pista del explorador"),
                                             MapOf(EXPLORER_SPACE, TILE), "maracaibo-setup-missions",
                                             default_factory=dict)
    location_missions: dict[str, int] = part(_("las fichas de misión en los lugares del mapa"),
                                             MapOf(LOCATION, TILE), "maracaibo-main-mission", default_factory=dict)
    story_tiles: list[int] = part(_("la pila de fichas de historia"), ListOf(Integer(1, K.STORY_TILES)),
                                  "maracaibo-setup-story-tiles", default_factory=list)
    story_tile_at: dict[str, int] = part(_("las fichas de historia junto al mapa"),
                                         MapOf(LOCATION, Integer(1, K.STORY_TILES)), "maracaibo-first-campaign",
                                         default_factory=dict)
    legacy: int = part(_("las fichas de legado junto al tablero"), Integer(0, K.LEGACY_TILES),
                       "maracaibo-setup-legacy", default=0)
    maracaibo_tile: bool = part(_("si la ficha de Maracaibo tapa la ciudad"), Boolean(),
                                "maracaibo-setup-maracaibo-tile", default=False)
    city_tiles: dict[str, int] = part(_("la ficha de ciudad de cada ciudad"),
                                      MapOf(CITY_SLOT, Integer(1, len(K.CITY_TILES))), "maracaibo-setup-city-tiles",
                                      default_factory=dict)
    prestige: list[int] = part(_("los edificios de prestigio"), ListOf(Integer(1, len(K.PRESTIGE_BUILDINGS))),
                               "maracaibo-setup-prestige", default_factory=list)
    property_spaces: dict[str, list[int]] = part(
        _("los marcadores de propiedad en cada espacio, por nación"),
        MapOf(NATION, ListOf(Integer(0, max(K.PROPERTY_SPACES)), 1, len(K.PROPERTY_SPACES))),
        "maracaibo-setup-property", default_factory=dict)
    property_at: dict[str, str] = part(_("los marcadores de propiedad en las aldeas"), MapOf(LOCATION, NATION),
                                       "maracaibo-setup-two-player-villages", default_factory=dict)
    round_ends: list[RoundEnd] = part(_("las rondas terminadas y quién las cerró"), ROUND_ENDS,
                                      "maracaibo-round-end", default_factory=list)
    scorings: list[ScoringDone] = part(_("las puntuaciones hechas"), SCORINGS, "maracaibo-round-scoring",
                                       default_factory=list)
    turns: int = part(_("los turnos terminados"), Integer(0, 99_999), "maracaibo-turn-next", default=0)
    history: list[Any] = field(default_factory=list, init=False, repr=False)
    _main: list[MainAction] | None = field(default=None, init=False, repr=False)  # main_moves(), until a move

    def __post_init__(self) -> None:
        self._init_moves()
        if not self.seats:
            self.seats = [Seat() for _p in range(self.game.players)]

    # ---------------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: Maracaibo, seed: int) -> State:
        s = cls(game, seed)
        rng = random.Random(f"maracaibo/{seed}")
        s._setup_board(rng)
        s._setup_cards(rng)
        s._setup_rest_of_board(rng)
        s._setup_players(rng)
        s._setup_story()
        return s

    def _setup_board(self, rng: random.Random) -> None:
        """Combat and mission tiles, story tiles, the Maracaibo tile and the city tiles (``maracaibo-setup-*``)."""
        n = self.game.players
        combat = list(range(1, K.COMBAT_TILES + 1))
        rng.shuffle(combat)
        half = (len(combat) + 1) // 2
        self.combat_stacks = CombatStacks(combat[:half], combat[half:])
        missions = list(range(1, K.MISSION_TILES + 1))
        rng.shuffle(missions)
        self.mission_stack = missions
        for space in K.EXPLORER_MISSION_SPACES:
            self.explorer_missions[str(space)] = self.mission_stack.pop()
        self.story_tiles = list(range(K.STORY_TILES, 0, -1)) if self.game.campaign else []  # tile 1 on top
        self.maracaibo_tile = n == 2
        matching = [t for t in K.CITY_TILES if n in t.players]
        marked = [t.id for t in matching if n in t.marked]
        others = [t.id for t in matching if n not in t.marked]
        chosen = marked + rng.sample(others, 2)
        rng.shuffle(chosen)
        self.city_tiles = dict(zip(K.CITY_TILE_SLOTS, chosen, strict=True))

    def _setup_cards(self, rng: random.Random) -> None:
        """The project cards: eight A cards to each player, the draw pile, the box, the display."""
        game = self.game
        c_cards = [K.C_CARD_BASE + i for i in range(game.c_cards)]
        a_pile = list(K.A_CARDS) + (c_cards if game.c_cards_in_play else [])  # maracaibo-setup-project-cards
        aside = [] if game.c_cards_in_play else c_cards
        rng.shuffle(a_pile)
        for seat in self.seats:
            seat.hand = [a_pile.pop() for _c in range(K.DEAL)]
        b_pile = list(K.B_CARDS)
        rng.shuffle(b_pile)
        self.draw = b_pile[:K.B_CARDS_USED] + a_pile
        rng.shuffle(self.draw)
        self.box = sorted(b_pile[K.B_CARDS_USED:] + aside)
        self.display = [self.draw.pop() for _c in range(K.DISPLAY)]

    def _setup_rest_of_board(self, rng: random.Random) -> None:
        """Legacy tiles, prestige buildings and property markers (two players: three villages taken)."""
        self.legacy = K.LEGACY_TILES if self.game.campaign else 0
        prestige = list(K.PRESTIGE_BUILDINGS)
        rng.shuffle(prestige)
        self.prestige = prestige[:4]
        self.property_spaces = {nation: list(self.game.property_spaces) for nation in K.NATIONS}
        if self.game.players == 2:
            for loc, nation in K.TWO_PLAYER_VILLAGES.items():
                self._take_property(nation, loc)

    def _setup_players(self, rng: random.Random) -> None:
        """Each player's figures, two career cards and starting doubloons (``maracaibo-player-*``)."""
        careers = list(K.CAREER_CARDS)
        rng.shuffle(careers)
        for p, colour in enumerate(self.game.colours):
            seat = self.seats[p]
            seat.figures = K.FIGURES_IN_HAND
            self.figure_supply[colour] -= K.FIGURES_IN_HAND
            seat.career_offer = sorted(careers[p * 2:p * 2 + 2])
            seat.money = K.START_DOUBLOONS[p]
            self.bank -= K.START_DOUBLOONS[p]

    def _setup_story(self) -> None:
        """The missions and story tile the story card places (``maracaibo-first-*``, ``maracaibo-later-*``)."""
        game, n = self.game, self.game.players
        if game.story == K.CAMPAIGN_START:
            self.story_tile_at["15"] = self.story_tiles.pop()
            self._place_missions(["16"] + (["19"] if n == 4 else []))
        elif game.story == "75":
            places = ["15"]
            if n == 4 or (n == 3 and game.options.story_75 is Story75.FROM_THREE):
                places.append("18")
            if n == 4:
                places.append("19")
            self._place_missions(places)

    def _take_property(self, nation: str, loc: str) -> None:
        """The leftmost marker still on the nation's spaces goes to ``loc`` (maracaibo-setup-leftmost)."""
        spaces = self.property_spaces[nation]
        i = next(i for i, k in enumerate(spaces) if k > 0)
        spaces[i] -= 1
        self.property_at[loc] = nation

    def _place_missions(self, locations: list[str]) -> None:
        for loc in locations:
            if self.mission_stack:
                self.location_missions[loc] = self.mission_stack.pop()

    # ---------------------------------------------------------- what the parts given decide
    def _complete(self, given: frozenset[str]) -> None:
        """What the parts given decide: nobody to play in a game that is over; the turn of the player to
        move (from where their ship is; one point spent once phase A is over); the doubloons and the figures
        left in the supply; the mission tiles left in their stack."""
        if "player" not in given and self.phase is Phase.OVER:
            self.player = None
        seat = self._seat()
        if "turn" not in given and self.turn is None and self.phase in TURN_PHASES and seat is not None:
            self.turn = Turn(start=seat.ship, spent=0 if self.phase is Phase.NAVIGATE else 1)
        if "bank" not in given:
            self.bank = K.DOUBLOONS - sum(seat.money for seat in self.seats)
        if "figure_supply" not in given:
            self.figure_supply = self.figures_left()
        if "mission_stack" not in given and given & {"seats", "explorer_missions", "location_missions"}:
            placed = set(self._tiles_placed())
            free = [t for t in self.mission_stack if t not in placed]
            self.mission_stack = free + [t for t in range(1, K.MISSION_TILES + 1) if t not in placed and t not in free]

    def _seat(self) -> Seat | None:
        p = self.player
        return self.seats[p] if p is not None and 0 <= p < len(self.seats) else None

    def _tiles_placed(self) -> list[int]:
        return (list(self.explorer_missions.values()) + list(self.location_missions.values())
                + [t for seat in self.seats for t in seat.missions_done])

    def figures_left(self) -> dict[str, int]:
        """The figures of each colour that are in no player's hands, on no career card and no assistant."""
        left = {c: K.FIGURES_PER_COLOUR for c in K.COLOURS}
        for colour, seat in zip(self.game.colours, self.seats, strict=False):
            left[colour] -= seat.figures + seat.career_figures + seat.assistant_figures(self.game)
        return left

    # --------------------------------------------------------------------------- queries
    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {round_name(self.round)}, player {who}, phase {self.phase}, ships {','.join(self.ships)}"

    @property
    def ships(self) -> tuple[str, ...]:
        """Where each player's ship is."""
        return tuple(seat.ship for seat in self.seats)

    def colour(self, p: int) -> str:
        return self.game.colours[p]

    def hand_limit(self, p: int) -> int:
        """4, or 6 with the ship upgrade (maracaibo-draw-hand-limit)."""
        ups = self.seats[p].upgrades
        one = self.game.options.upgrades is Upgrades.ONE
        has = HAND_UPGRADE in ups or (one and DISPLAY_UPGRADE in ups)
        return K.UPGRADED_HAND_LIMIT if has else K.HAND_LIMIT

    def face_up_cost(self, p: int) -> int:
        """What one face-up card costs player ``p``: 1 doubloon, 0 with the upgrade (maracaibo-draw-free-display)."""
        ups = self.seats[p].upgrades
        one = self.game.options.upgrades is Upgrades.ONE
        free = DISPLAY_UPGRADE in ups or (one and HAND_UPGRADE in ups)
        return 0 if free else K.FACE_UP_COST

    def spent(self) -> int:
        """The movement points spent this turn (0 before the ship sails)."""
        return self.turn.spent if self.turn else 0

    def offers(self, p: int | None = None) -> list[Offer]:
        """The main actions at player ``p``'s ship (the player to move by default) and why the others are not."""
        p = self.player if p is None else p
        assert p is not None
        seat = self.seats[p]
        if seat.ship == START:
            return []
        return offers(self.game.sea, seat.ship, self.round, self.spent(), mission=seat.ship in self.location_missions,
                      assistant=seat.ship in seat.assistants, hand=tuple(seat.hand), explorer=seat.explorer,
                      options=self.game.options, done=bool(self.turn and self.turn.main))

    def main_moves(self) -> list[MainAction]:
        """The main actions the player to move may take now (none once this turn's is taken), as moves."""
        if self._main is None:
            self._main = [] if self.turn is None or self.turn.main else open_moves(self.offers())
        return self._main

    def _reset(self) -> None:
        super()._reset()
        self._main = None

    def _apply(self, move: Any) -> None:
        self._main = None
        super()._apply(move)

    def scores(self) -> tuple[int, ...] | None:
        """Under ``scoring="points-so-far"``, the victory points; no scores otherwise: the source stops
        before the scoring (``maracaibo-q-scoring``)."""
        if self.game.options.scoring is Scoring.NOT_SCORED:
            return None
        return tuple(seat.vp for seat in self.seats)

    def all_cards(self) -> list[int]:
        """Every project card of the position, wherever it is, in increasing order."""
        zones = [self.draw, [c for c in self.display if c is not None], self.discard, self.box]
        zones += [seat.hand for seat in self.seats] + [seat.planning for seat in self.seats]
        return sorted(c for zone in zones for c in zone)

    def player_name(self, player: int | None) -> Message:
        return player_name(player)

    def _forced_rule(self) -> str:
        return {Phase.DRAW: "maracaibo-draw-limit", Phase.CAREER: "maracaibo-first-career"}.get(
            self.phase, "maracaibo-turn-phases")

    # -------------------------------------------------------------------------- problems
    def problems(self) -> list[Problem]:
        """Everything that makes the position impossible: a card, doubloon, figure, mission tile or property
        marker missing or twice; a hand over its limit outside phase C, more than three planned cards; a ship
        or an explorer off its map or track; a round, phase, player or turn that do not fit together."""
        return position_problems(self)

    # ---------------------------------------------------------------------------- saving
    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of the first format (no ``format``: per-player lists, the turn as a table of its own words,
        rounds ended and scorings as pairs) in this one; what cannot be read is left for the parts to refuse."""
        if "format" in data:
            return super().upgrade(data)
        return upgrade_format_1(data)

    def __repr__(self) -> str:
        return f"<Maracaibo State {self.position()}>"


Maracaibo.STATE = State

__all__ = ["MOVES", "State", "Maracaibo", "Phase", "Seat", "Turn", "HAND_UPGRADE", "DISPLAY_UPGRADE", "player_name",
           "round_name"]
