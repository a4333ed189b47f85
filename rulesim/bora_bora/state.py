"""A position of Bora Bora during setup and phase A: its parts, the setup, and what can be asked of it.

Rules sections: *Setup* (``bora-bora-setup-*``), *The round* (``bora-bora-round``), *Phase A*
(``bora-bora-dice-*``) and the action tiles: *Expand* (``bora-bora-expand-*``), *Woman and man*
(``bora-bora-people-*``), *Helper* (``bora-bora-helper-*``), *Temple* (``bora-bora-temple-*``), *Build*
(``bora-bora-build-*``).  Phases B and C are not in the source (``bora-bora-phases-b-c``): a round here is
its phase A, and :meth:`State.next_round` starts the next one's.  The moves are :mod:`.moves` (setup and
placing a die) and :mod:`.actions` (the action tiles).

Players count from 0 (their colours).  What each player has is their :class:`~.parts.Seat`; a player board's
hut spaces hold a *count* of huts (spaces 1 to 11 one at most, space 12 any number: ``bora-bora-helper-hut``).
A position is built with :meth:`State.arranged` from any of its parts — the others come from the setup of a
seed, and what the parts given decide follows from them (:meth:`State._complete`): a player's points from the
turn order, the huts left on a board from the islands, the rows of men and women from the tiles on the
boards, the dice in hand from the turn order — and checked by :meth:`State.problems`.  The priests in reserve
and the dice set aside are counted, not kept (:attr:`State.priests`, :attr:`State.aside`).

    >>> from rulesim.bora_bora import BoraBora
    >>> state = BoraBora(players=3).new_state(seed=1)
    >>> state.phase, state.player
    (<Phase.START_HUTS: 'start-huts'>, 0)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine import RuleState
from ..i18n import Message, Plural, _
from ..kinds import Integer, ListOf, MapOf, Maybe
from ..moves import MoveTable
from ..position import Problem, Record, part
from .actions import Build, EndTrade, Expand, Fish, Priest, TakePerson, TakeResource, Trade
from .components import (
    BUILDING_VALUES,
    CEREMONY,
    CEREMONY_SPACES,
    DICE,
    HUT_SPACES,
    MATERIALS,
    PEOPLE,
    PEOPLE_POSITIONS,
    PRIESTS,
    REGIONS,
    ROUNDS,
    SPACE_12,
    START_REGIONS,
    TEMPLE_SPACES,
    TILE_ACTIONS,
    Action,
    Resource,
    Tile,
    ceremony_adjacent,
    ceremony_diagonal,
    paths_from,
)
from .game import BoraBora, Drawn, draw_setup, turn_queue
from .moves import NextRound, PlaceDie, PlaceMaterial, StartHut
from .parts import (
    GOD_CARD,
    JEWEL,
    MATERIAL,
    PERSON_TILE,
    PHASE,
    PLAYER,
    REGION,
    SEAT_FIELDS,
    TASK,
    TILE,
    Pending,
    Phase,
    PlacedDie,
    Seat,
)
from .problems import position_problems
from .saves import upgrade_format_1, upgrade_format_2

MOVES = MoveTable(NextRound, StartHut, PlaceDie, Expand, TakeResource, PlaceMaterial, Fish, TakePerson, Trade, EndTrade,
                  Priest, Build)

Why = tuple[str, Message]  # why something cannot be done: (rule id, reason)


def _empty_temple() -> list[int | None]:
    return [None] * TEMPLE_SPACES


@dataclass(eq=False)
class State(RuleState):
    """A position of Bora Bora during setup or phase A.  ``player`` decides next; ``legal_moves()`` lists what
    they may do."""

    MOVES = MOVES
    ORDER_RULE = "bora-bora-dice-place"
    POSITION_RULE = "bora-bora-setup-player"
    OVER = Phase.DONE
    TERMINAL = (Phase.DONE,)
    SAVE_FORMAT = 3
    GAME = BoraBora

    game: BoraBora
    seed: int = 0
    round: int = part(_("la ronda"), Integer(1, ROUNDS), "bora-bora-round", default=1)
    order: list[int] = part(_("el orden de turno, del primero al último"), ListOf(PLAYER, 2, 4, unique=True),
                            "bora-bora-setup-player", default_factory=list)
    phase: Phase = part(_("la fase"), PHASE, "bora-bora-dice-place", default=Phase.START_HUTS)
    player: int | None = part(_("el jugador que decide"), Maybe(PLAYER), "bora-bora-setup-player", default=None)
    queue: list[int] = part(_("de quién es cada turno que falta, empezando por el de ahora"), ListOf(PLAYER, 0, 12),
                            "bora-bora-dice-place", default_factory=list)
    seats: list[Seat] = part(_("lo que tiene cada jugador"), ListOf(Record(Seat), 2, 4), "bora-bora-setup-player",
                             default_factory=list)
    island: dict[str, list[int]] = part(_("las cabañas de cada región, por orden de llegada"),
                                        MapOf(REGION, ListOf(PLAYER, 0, 4)), "bora-bora-expand-paths",
                                        default_factory=dict)
    temple: list[int | None] = part(_("de quién es el sacerdote de cada espacio del templo, del 1 al 6"),
                                    ListOf(Maybe(PLAYER), TEMPLE_SPACES, TEMPLE_SPACES), "bora-bora-temple-place",
                                    default_factory=_empty_temple)
    men: list[int | None] = part(_("la ficha de hombre de cada posición, de la 1 a la 6"),
                                 ListOf(Maybe(PERSON_TILE), PEOPLE_POSITIONS, PEOPLE_POSITIONS),
                                 "bora-bora-setup-people", default_factory=list)
    women: list[int | None] = part(_("la ficha de mujer de cada posición, de la 1 a la 6"),
                                   ListOf(Maybe(PERSON_TILE), PEOPLE_POSITIONS, PEOPLE_POSITIONS),
                                   "bora-bora-setup-people", default_factory=list)
    man_stack: list[int] = part(_("la pila de fichas de hombre"), ListOf(PERSON_TILE), "bora-bora-setup-people",
                                default_factory=list)
    woman_stack: list[int] = part(_("la pila de fichas de mujer"), ListOf(PERSON_TILE), "bora-bora-setup-people",
                                  default_factory=list)
    status_stack: list[int] = part(_("los marcadores de estado apilados, del de abajo al de arriba"),
                                   ListOf(PLAYER, 0, 4), "bora-bora-setup-order", default_factory=list)
    god_deck: list[int] = part(_("el mazo de cartas de Dios, boca abajo"), ListOf(GOD_CARD), "bora-bora-setup-gods",
                               default_factory=list)
    god_display: list[int | None] = part(_("las cinco cartas de Dios boca arriba"), ListOf(Maybe(GOD_CARD), 5, 5),
                                         "bora-bora-setup-gods", default_factory=list)
    task_stack: list[int] = part(_("la pila de fichas de tarea"), ListOf(TASK), "bora-bora-setup-tasks",
                                 default_factory=list)
    task_display: list[int] = part(_("las fichas de tarea boca arriba en el tablero"), ListOf(TASK),
                                   "bora-bora-setup-tasks", default_factory=list)
    jewellery: list[int] = part(_("las fichas de joyería del tablero"), ListOf(JEWEL), "bora-bora-setup-jewellery",
                                default_factory=list)
    placed: dict[Tile, list[PlacedDie]] = part(_("los dados de cada ficha de acción, en el orden en que se pusieron"),
                                               MapOf(TILE, ListOf(Record(PlacedDie), 0, 12)), "bora-bora-dice-place",
                                               default_factory=dict)
    pending: Pending | None = part(_("la acción en curso"), Maybe(Record(Pending)), "bora-bora-dice-place",
                                   default=None)
    placing: Resource | None = part(_("el material que espera su espacio de ceremonia"), Maybe(MATERIAL),
                                    "bora-bora-helper-material", default=None)
    resume: Phase | None = part(_("la fase a la que se vuelve tras poner el material"), Maybe(PHASE),
                                "bora-bora-helper-material", default=None)
    history: list[Any] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        self._init_moves()
        self._seat_given: list[frozenset[str]] | None = None
        if not self.seats:
            self.seats = [Seat() for _p in range(self.game.players)]
        self._normalise()

    # ---------------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: BoraBora, seed: int) -> State:
        s = cls(game, seed)
        drawn = draw_setup(game.players, seed)
        s.order = list(drawn.order)
        s.seats = [Seat(vp=drawn.order.index(p), god_cards=list(drawn.god_hands[p]), tasks=list(drawn.tasks[p]))
                   for p in range(game.players)]  # bora-bora-setup-player, -order
        s.men, s.man_stack = list(drawn.men), list(drawn.man_stack)  # bora-bora-setup-people
        s.women, s.woman_stack = list(drawn.women), list(drawn.woman_stack)
        s.task_display, s.task_stack = list(drawn.task_display), list(drawn.task_stack)  # bora-bora-setup-tasks
        s.jewellery = list(drawn.jewellery)
        s.god_display, s.god_deck = list(drawn.god_display), list(drawn.god_deck)  # bora-bora-setup-gods
        s.status_stack = list(reversed(s.order))  # the first player's marker sits on top of the stack at 0
        s.queue = list(reversed(s.order))  # bora-bora-setup-huts: in reverse turn order
        s.player = s.queue[0]
        return s

    def _set_parts(self, parts: Mapping[str, Any]) -> None:
        """(Which fields of each seat were given, for :meth:`_complete`: a seat given as a table may leave some
        out, and those follow from the other parts.)"""
        seats = parts.get("seats")
        self._seat_given = ([frozenset(x) if isinstance(x, Mapping) else SEAT_FIELDS for x in seats]
                            if isinstance(seats, (list, tuple)) else None)
        super()._set_parts(parts)

    def _normalise(self) -> None:
        self.island = {r: self.island.get(r, []) for r in REGIONS}
        self.placed = {**{t: [] for t in self.game.tiles}, **self.placed}
        for seat in self.seats:
            seat.beside = {m: seat.beside.get(m, 0) for m in MATERIALS}
            seat.dice = sorted(seat.dice, reverse=True)

    def _complete(self, given: frozenset[str]) -> None:
        """What the parts given decide, for each part (or field of a seat) not given: a player's points from
        the turn order, the status markers' stack from it, the god cards and tasks of the setup; after the
        setup, the first huts (one per player beside a 1-fish tile, in reverse turn order); the huts left on a
        board (on the highest spaces free of people); the rows of men and women (the setup's, less the tiles on
        the boards, refilled from the pile) and the piles; in phase A, the player (the first in turn order), the
        dice in hand (rolled: as many as the turn order leaves each player) and whose turns are left."""
        seat_given = self._seat_given if self._seat_given is not None else [frozenset()] * len(self.seats)
        self._seat_given = None
        self._normalise()
        n = self.game.players
        if sorted(self.order) != list(range(n)) or len(self.seats) != n or len(seat_given) != n:
            return  # (problems() names what is wrong)
        drawn = draw_setup(n, self.seed)
        if "status_stack" not in given:
            self.status_stack = list(reversed(self.order))
        for p, seat in enumerate(self.seats):
            mine = seat_given[p]
            seat.vp = seat.vp if "vp" in mine else self.order.index(p)
            seat.god_cards = seat.god_cards if "god_cards" in mine else list(drawn.god_hands[p])
            seat.tasks = seat.tasks if "tasks" in mine else list(drawn.tasks[p])
        if "island" not in given and not self.in_setup:
            for p, region in zip(reversed(self.order), START_REGIONS, strict=False):
                self.island[region].append(p)
        for p, seat in enumerate(self.seats):
            if "huts" not in seat_given[p]:
                seat.huts = self._default_huts(p)
        self._complete_rows(given, drawn)
        if not self.in_setup:
            self._complete_turns(given, seat_given)

    def _default_huts(self, p: int) -> list[int]:
        """The huts not on the islands, on the highest spaces free of people (the engine takes huts from the
        lowest space first); any left over stack on space 12."""
        people = self.seats[p].people
        left = HUT_SPACES - sum(p in owners for owners in self.island.values())
        board = [0] * HUT_SPACES
        for i in reversed(range(HUT_SPACES)):
            if left > 0 and people[i] is None:
                board[i] = 1
                left -= 1
        if left > 0 and people[SPACE_12] is None:
            board[SPACE_12] += left
        return board

    def _complete_rows(self, given: frozenset[str], drawn: Drawn) -> None:
        for kind, row_name, stack_name, setup_row, setup_stack in (
                (Action.MAN, "men", "man_stack", drawn.men, drawn.man_stack),
                (Action.WOMAN, "women", "woman_stack", drawn.women, drawn.woman_stack)):
            on_boards = [x.tile for seat in self.seats for x in seat.people if x is not None and x.kind == kind]
            row: list[int | None] = getattr(self, row_name)
            if row_name not in given:  # the setup's row, less the tiles now on the boards (refilled from the pile)
                spare = [t for t in setup_stack if t not in on_boards]
                row = [t if t not in on_boards else (spare.pop(0) if spare else None) for t in setup_row]
                setattr(self, row_name, row)
            if stack_name not in given:
                used = [t for t in row if t is not None] + on_boards
                setattr(self, stack_name, [t for t in list(setup_stack) + list(setup_row) if t not in used])

    def _complete_turns(self, given: frozenset[str], seat_given: list[frozenset[str]]) -> None:
        n = self.game.players
        if "player" not in given:
            self.player = None if self.phase is Phase.DONE else self.order[0]
        if "queue" not in given and self.phase is Phase.DONE:
            self.queue = []
        player = self.player
        if player is None or not 0 <= player < n:
            return
        hands = {p: seat.dice for p, seat in enumerate(self.seats) if "dice" in seat_given[p]}
        roll = random.Random(f"bora-bora/{self.seed}/round/{self.round}")
        mine = len(hands[player]) if player in hands else DICE
        if player not in hands:
            hands[player] = sorted((roll.randint(1, 6) for _ in range(DICE)), reverse=True)
        index = self.order.index(player)
        for k, p in enumerate(self.order):
            if p not in hands:
                count = mine - 1 if k < index else mine
                hands[p] = sorted((roll.randint(1, 6) for _ in range(max(count, 0))), reverse=True)
        for p, seat in enumerate(self.seats):
            seat.dice = sorted(hands[p], reverse=True)
        if "queue" not in given:
            counts = [len(seat.dice) for seat in self.seats]
            if self.phase is Phase.PLACE:
                self.queue = turn_queue(self.order, player, counts)
            else:  # the player carrying out an action placed their die already
                self.queue = [player] + turn_queue(self.order, self.order[(index + 1) % n], counts)

    # --------------------------------------------------------------------------- queries
    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {self.round}, phase {self.phase}, player {who}"

    def next_round(self) -> Any:
        """After phase A (phases B and C are not in the source): the next round's phase A."""
        return self.push(NextRound())

    @property
    def in_setup(self) -> bool:
        """Still placing the first huts (a material from one may be waiting for its space)."""
        return self.phase == Phase.START_HUTS or (self.phase == Phase.CEREMONY and self.resume == Phase.START_HUTS)

    @property
    def priests(self) -> tuple[int, ...]:
        """Each player's priests in reserve: the four less those on the temple (``bora-bora-temple-place``)."""
        return tuple(PRIESTS - self.temple.count(p) for p in range(self.game.players))

    def on_tiles(self, p: int) -> int:
        """How many of ``p``'s dice are on the action tiles."""
        return sum(1 for dice in self.placed.values() for d in dice if d.player == p)

    @property
    def aside(self) -> tuple[int, ...]:
        """Each player's dice set aside this phase A, neither in hand nor on a tile (``bora-bora-q-stuck``)."""
        if self.in_setup:
            return (0,) * len(self.seats)
        return tuple(DICE - self.on_tiles(p) - len(seat.dice) for p, seat in enumerate(self.seats))

    def lowest(self, tile: str) -> int | None:
        dice = self.placed[Tile(tile)]
        return min(d.value for d in dice) if dice else None

    def huts_on_board(self, p: int) -> int:
        return sum(self.seats[p].huts)

    def huts_owned(self, p: int) -> int:
        """Huts on the player board and on the islands: twelve all game (``bora-bora-setup-player``)."""
        return self.huts_on_board(p) + len(self.hut_regions(p))

    def free_spaces(self, p: int) -> list[int]:
        """Player board spaces (0-based) with neither a hut nor a person (bora-bora-people-space)."""
        seat = self.seats[p]
        return [i for i in range(HUT_SPACES) if not seat.huts[i] and seat.people[i] is None]

    def hut_regions(self, p: int) -> list[str]:
        return [r for r, owners in self.island.items() if p in owners]

    def expansion_targets(self, p: int, kind: str, die: int) -> list[str]:
        """Regions ``p`` may settle: along a path of ``kind`` worth at most ``die``, from a
        region with their hut, where they have no hut yet (bora-bora-expand-paths, -one-hut)."""
        mine = self.hut_regions(p)
        return sorted({other for r in mine for other, k, v in paths_from(r)
                       if k == kind and v <= die and p not in self.island[other]})

    def covered(self, p: int) -> set[tuple[int, int]]:
        """Ceremony spaces under a building tile (they take no material: ``bora-bora-q-build-covers``)."""
        if not self.game.options.build_covers:
            return set()
        return {s for b in self.seats[p].buildings for s in (b.a, b.b)}

    def ceremony_spaces_for(self, p: int, material: str | None) -> list[tuple[int, int]]:
        """The free ceremony spaces of ``p`` that take ``material`` (``bora-bora-helper-material``)."""
        covered, grid = self.covered(p), self.seats[p].ceremony
        return [(r, c) for r, c in CEREMONY_SPACES
                if CEREMONY[r][c] == material and grid[r][c] is None and (r, c) not in covered]

    def unturned(self, p: int, kind: Action) -> list[int]:
        """Board spaces (1 to 12) of ``p``'s men not yet tattooed (``kind`` man) or women not yet turned."""
        return [i + 1 for i, x in enumerate(self.seats[p].people) if x is not None and x.kind == kind and not x.turned]

    def built_values(self, p: int) -> set[int]:
        return {b.value for b in self.seats[p].buildings}

    def tile_problem(self, tile: str, value: int) -> Why | None:
        """Why a die of ``value`` may not go on ``tile`` by the lowest-die rule, or None (``bora-bora-dice-lower``)."""
        low = self.lowest(tile)
        if low is not None and value >= low:
            return "bora-bora-dice-lower", _("Hay un {low} en la ficha: solo cabe un dado menor.", low=low)
        return None

    def die_options(self, p: int, value: int) -> dict[Tile, Why | None]:
        """For each action tile: None if a die of ``value`` may go there now, else (rule id, why not)."""
        out: dict[Tile, Why | None] = {}
        for tile in self.game.tiles:
            problem = self.tile_problem(tile, value)
            if problem is not None:
                out[tile] = problem
                continue
            doable = [a for a in TILE_ACTIONS[tile] if self.action_problem(p, a, value) is None]
            if self.game.options.action_required and not doable:
                out[tile] = self.action_problem(p, TILE_ACTIONS[tile][0], value)
            else:
                out[tile] = None
        return out

    def action_problem(self, p: int, action: str, die: int) -> Why | None:
        """Why ``p`` cannot carry out ``action`` with ``die`` now, or None."""
        if action in (Action.LAND, Action.WATER):
            if not self.huts_on_board(p):
                return "bora-bora-expand-hut", _("No te quedan cabañas en el tablero.")
            if not self.expansion_targets(p, action, die):
                return "bora-bora-expand-paths", _(
                    "Ninguna región nueva está a tu alcance por ese camino con un {die}.", die=die)
        elif action in PEOPLE:
            row = self.men if action == Action.MAN else self.women
            if not self.free_spaces(p):
                return "bora-bora-people-space", _("No tienes ningún espacio libre en tu tablero.")
            if not any(row[i] is not None for i in range(min(die, PEOPLE_POSITIONS))):
                return "bora-bora-people-take", _("No queda ninguna ficha en las posiciones 1 a {die}.", die=die)
        elif action == Action.TEMPLE:
            if not self.priests[p]:
                return "bora-bora-temple-place", _("No te quedan sacerdotes en la reserva.")
        elif action == Action.BUILD:
            return self.build_problem(p, die)
        return None

    def build_pairs(self, p: int) -> tuple[list[tuple[tuple[int, int], tuple[int, int]]],
                                           list[tuple[tuple[int, int], tuple[int, int]]]]:
        """Pairs of ceremony spaces of ``p`` both holding a material: side by side (usable) and diagonal."""
        grid = self.seats[p].ceremony
        full = [s for s in CEREMONY_SPACES if grid[s[0]][s[1]] is not None]
        pairs = [(a, b) for i, a in enumerate(full) for b in full[i + 1:]]
        return [x for x in pairs if ceremony_adjacent(*x)], [x for x in pairs if ceremony_diagonal(*x)]

    def build_options(self, p: int, die: int) -> list[Build]:
        """Every building ``p`` may build with ``die``: a tile worth at most the die not built yet, on two
        ceremony spaces side by side that hold materials (``bora-bora-build-value``, ``-materials``)."""
        values = [v for v in BUILDING_VALUES if v <= die and v not in self.built_values(p)]
        adjacent, _diagonal = self.build_pairs(p)
        return [Build(v, a, b) for v in values for a, b in adjacent]

    def build_problem(self, p: int, die: int) -> Why | None:
        """Why ``p`` cannot build with ``die``, the real reason first found, or None."""
        if not [v for v in BUILDING_VALUES if v <= die and v not in self.built_values(p)]:
            return "bora-bora-build-value", _("Ya construiste todas tus fichas de construcción de {die} o menos.",
                                              die=die)
        adjacent, diagonal = self.build_pairs(p)
        if adjacent:
            return None
        grid = self.seats[p].ceremony
        filled = sum(1 for r, c in CEREMONY_SPACES if grid[r][c] is not None)
        if diagonal:
            return "bora-bora-build-materials", _(
                "Tus materiales solo se tocan en diagonal; los dos espacios deben estar uno junto al otro, en "
                "horizontal o en vertical.")
        if filled >= 2:
            return "bora-bora-build-materials", _("Tus materiales no están en dos espacios de ceremonia contiguos.")
        return "bora-bora-build-materials", Plural(
            "Hacen falta materiales en dos espacios de ceremonia; tienes {n}.",
            "Hacen falta materiales en dos espacios de ceremonia; tienes {n}.", filled)

    # -------------------------------------------------------------------------- problems
    def problems(self) -> list[Problem]:
        """Everything that makes the position impossible: no hut, priest, tile or card created or lost; dice
        on a tile strictly decreasing; every die of phase A on a tile, in a hand or set aside; the turns, the
        action under way and the player to play consistent with the phase (:mod:`.problems`)."""
        return position_problems(self)

    # ---------------------------------------------------------------------------- saving
    @classmethod
    def upgrade(cls, data: dict[str, Any]) -> dict[str, Any]:
        """A save of an older format in this one: the first (no ``format``: hut flags, string-keyed ceremony
        and buildings) and the second (per-player lists); what cannot be read is left for the parts to refuse."""
        if "format" not in data:
            data = upgrade_format_1(data)
        if data.get("format") == 2:
            data = upgrade_format_2(data)
        return super().upgrade(data)

    def __repr__(self) -> str:
        return f"<Bora Bora State {self.position()}>"


BoraBora.STATE = State
