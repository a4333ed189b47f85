"""Bora Bora's setup and phase A: the fixed description (:class:`BoraBora`) and the position (:class:`State`).

Rules sections: *Setup* (``bora-bora-setup-*``), *The round* (``bora-bora-round``),
*Phase A* (``bora-bora-dice-*``) and the action tiles: *Expand*
(``bora-bora-expand-*``), *Woman and man* (``bora-bora-people-*``), *Helper*
(``bora-bora-helper-*``), *Temple* (``bora-bora-temple-*``), *Build*
(``bora-bora-build-*``).  Phases B and C are not in the source
(``bora-bora-phases-b-c``): a round here is its phase A, and
:meth:`State.next_round` starts the next one's.

Conventions as in the other games: players count from 0 (their colours); a
refused move leaves the state untouched; a decision with one possible move is
played by itself; ``history`` replays the game from its seed.

The position is typed: the phase is a :class:`Phase`, the tiles, actions,
helper items and resources are the enums of :mod:`.data`, and the parts that
were plain lists and dicts are small frozen values — :class:`Person` (a man or
woman tile on a player board), :class:`PlacedDie`, :class:`Building`,
:class:`Pending` (the action being carried out).  Each player board's hut
spaces hold a *count* of huts: spaces 1 to 11 one at most, space 12 any number
(``bora-bora-helper-hut``).  A position for a question or a test is built with
:meth:`State.from_position`, which checks it (:meth:`State.problems`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import lru_cache
from enum import StrEnum
from typing import Any, Mapping, NamedTuple, Sequence

from ..engine_legacy import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Explanation, Step
from ..i18n import Message, Plural, _
from .data import (
    ACTION_NAMES, ACTION_TILES, BUILDING_VALUES, CEREMONY, CEREMONY_SPACES, DICE, HELPER_COSTS, HUT_SPACES, ITEM_NAMES,
    MAN_TILES, MATERIALS, PEOPLE_POSITIONS, PRIESTS, REGIONS, RESOURCE_NAMES, START_REGIONS, TEMPLE_SPACES, TILE_ACTIONS,
    TILE_NAMES, WOMAN_TILES, Action, Item, Resource, Tile, ceremony_adjacent, ceremony_diagonal, ceremony_space_name,
    paths_from, region_name,
)
from .moves import (
    Build, EndTrade, Expand, Fish, Move, NextRound, PlaceDie, PlaceMaterial, Priest, StartHut, TakePerson, TakeResource,
    Trade, move_from_dict, move_to_dict,
)
from .options import FishPoints, HelperBudget, Options

ROUNDS = 6
GOD_CARDS = 60
GOD_DISPLAY = 5
TASKS_CRANE, TASKS_PARROT = 7, 53
JEWELLERY = 24
SAVE_FORMAT = 2  # 1: huts as true/false flags, ceremony and buildings as string-keyed dicts, pending as a dict
SPACE_12 = HUT_SPACES - 1  # the index of the 12th space of a player board


class Phase(StrEnum):
    """What the position waits for."""

    START_HUTS = "start-huts"  # setup: the first huts, in reverse turn order
    PLACE = "place"            # phase A: a die on an action tile
    EXPAND = "expand"          # which region to settle
    RESOURCE = "resource"      # take the new region's resource or not (Options.resource_optional)
    CEREMONY = "ceremony"      # which ceremony space a material goes to, when two would do
    FISH = "fish"              # score the fish tile now or never
    PERSON = "person"          # which man or woman tile to take
    HELPER = "helper"          # the helper's trades
    TEMPLE = "temple"          # which temple space
    BUILD = "build"            # which building tile, on which two spaces
    DONE = "done"              # phase A is over


ITEMS = {str(i): i for i in Item}

ACTION_PHASE = {Action.LAND: Phase.EXPAND, Action.WATER: Phase.EXPAND, Action.MAN: Phase.PERSON,
                Action.WOMAN: Phase.PERSON, Action.HELPER: Phase.HELPER, Action.TEMPLE: Phase.TEMPLE,
                Action.BUILD: Phase.BUILD}
PEOPLE = (Action.MAN, Action.WOMAN)


@dataclass(frozen=True)
class Person:
    """A man or woman tile on a player board: its face (an index into the man or woman tiles) and whether
    it has been turned down (tattooed, or its shells collected)."""

    kind: Action  # Action.MAN or Action.WOMAN
    tile: int
    turned: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Action):
            object.__setattr__(self, "kind", Action(self.kind))
        if self.kind not in PEOPLE:
            raise ValueError(f"not a man or a woman: {self.kind}")

    @property
    def symbols(self) -> int:
        """Status symbols (a man) or shells (a woman) on the tile's left side."""
        return (MAN_TILES if self.kind == Action.MAN else WOMAN_TILES)[self.tile]

    def to_list(self) -> list:
        return [str(self.kind), self.tile, self.turned]

    @classmethod
    def from_list(cls, data: Sequence) -> "Person":
        kind, tile, turned = data
        if not isinstance(tile, int) or not isinstance(turned, bool):
            raise TypeError(f"person {data!r}")
        return cls(Action(kind), tile, turned)


class PlacedDie(NamedTuple):
    """A die on an action tile: whose it is and its value."""

    player: int
    value: int


@dataclass(frozen=True)
class Building:
    """A building tile built on two ceremony spaces ``a`` and ``b`` (row, column)."""

    value: int
    a: tuple[int, int]
    b: tuple[int, int]

    def to_dict(self) -> dict:
        return {"value": self.value, "spaces": [list(self.a), list(self.b)]}

    @classmethod
    def from_dict(cls, data: Mapping) -> "Building":
        a, b = data["spaces"]
        return cls(int(data["value"]), (int(a[0]), int(a[1])), (int(b[0]), int(b[1])))


@dataclass(frozen=True)
class Pending:
    """The action being carried out: the action, its die, the helper points left (``budget``) and the
    region just settled."""

    action: Action
    die: int
    budget: int
    region: str | None = None

    def to_dict(self) -> dict:
        return {"action": str(self.action), "die": self.die, "budget": self.budget, "region": self.region}

    @classmethod
    def from_dict(cls, data: Mapping) -> "Pending":
        return cls(Action(data["action"]), int(data["die"]), int(data["budget"]), data.get("region"))


@dataclass(frozen=True)
class Problem:
    """Why a position cannot exist: the part of the position (``field``), the rule, the reason."""

    field: str
    rule_id: str
    message: Message


class InvalidPosition(InvalidSetupError):
    """A position that cannot exist; ``field`` names the part of the position that is wrong."""

    def __init__(self, problem: Problem) -> None:
        self.field = problem.field
        self.problem = problem
        super().__init__(problem.rule_id, problem.message)


def push_priest(temple: list[int | None], space: int, player: int) -> tuple[list[int | None], list[tuple[int, int]], int | None]:
    """A priest of ``player`` goes on ``space`` (1–6): whoever is there moves one space along the
    arrows (towards space 1), and so on, until an empty space takes the last one or the priest
    pushed off space 1 falls out.  Returns the new temple, the pushed (owner, from space) in order,
    and the owner of the priest that fell out (or None)  — ``bora-bora-temple-push``."""
    temple = list(temple)
    pushed = []
    carried, index = player, space - 1
    while index >= 0:
        here = temple[index]
        temple[index] = carried
        if here is None:
            return temple, pushed, None
        pushed.append((here, index + 1))
        carried, index = here, index - 1
    return temple, pushed, carried


@lru_cache(maxsize=64)
def _draw_setup(n: int, seed: int) -> dict[str, tuple]:
    """What the setup of ``seed`` draws at random (kept: positions for questions are built from it often)."""
    rng = random.Random(f"bora-bora/{seed}")
    order = list(range(n))
    rng.shuffle(order)  # bora-bora-setup-player: the turn-order tiles, drawn at random
    men, women = list(range(len(MAN_TILES))), list(range(len(WOMAN_TILES)))
    rng.shuffle(men)
    rng.shuffle(women)
    cranes, parrots = list(range(TASKS_CRANE)), list(range(TASKS_CRANE, TASKS_CRANE + TASKS_PARROT))
    rng.shuffle(cranes)
    rng.shuffle(parrots)
    tasks = [(cranes.pop(), parrots.pop(), parrots.pop()) for _p in range(n)]  # one crane and two parrots each
    task_display = [parrots.pop() for _ in range(n + 2)]
    jewellery = list(range(JEWELLERY))
    rng.shuffle(jewellery)
    gods = list(range(GOD_CARDS))
    rng.shuffle(gods)
    god_display = [gods.pop() for _ in range(GOD_DISPLAY)]  # bora-bora-setup-gods
    god_hands = [(gods.pop(), gods.pop()) for _p in range(n)]
    return {"order": tuple(order), "men": tuple(men[:PEOPLE_POSITIONS]), "man_stack": tuple(men[PEOPLE_POSITIONS:]),
            "women": tuple(women[:PEOPLE_POSITIONS]), "woman_stack": tuple(women[PEOPLE_POSITIONS:]),
            "tasks": tuple(tasks), "task_display": tuple(task_display), "task_stack": tuple(parrots),
            "jewellery": tuple(jewellery), "god_display": tuple(god_display), "god_hands": tuple(god_hands),
            "god_deck": tuple(gods)}


def player_name(p: int) -> Message:
    return _("jugador {n}", n=p + 1)


def turn_queue(order: Sequence[int], player: int, hands: Sequence[int]) -> list[int]:
    """Whose die comes next, from ``player`` on, until every die in hand is placed: one die each, in
    turn order (``bora-bora-dice-place``)."""
    left = list(hands)
    start = list(order).index(player)
    cycle = list(order[start:]) + list(order[:start])
    queue: list[int] = []
    while any(left[p] for p in cycle):
        for p in cycle:
            if left[p]:
                queue.append(p)
                left[p] -= 1
    return queue


class BoraBora(RuleGame):
    """The fixed description of a game: 2 to 4 players and the options."""

    def __init__(self, players: int = 3, options: Options | None = None) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("bora-bora-setup-tiles", _("Bora Bora se juega con 2 a 4 jugadores, no con {n}.",
                                                               n=players))
        self.players = players
        self.options = options or Options()
        self.tiles: tuple[Tile, ...] = ACTION_TILES[players]

    def new_state(self, seed: int = 0) -> "State":
        return State.setup(self, seed)


class State(RuleState):
    """A position of Bora Bora during setup or phase A."""

    PHASE_OF_MOVE = {NextRound: (Phase.DONE,), StartHut: (Phase.START_HUTS,), PlaceDie: (Phase.PLACE,),
                     Expand: (Phase.EXPAND,), TakeResource: (Phase.RESOURCE,), PlaceMaterial: (Phase.CEREMONY,),
                     Fish: (Phase.FISH,), TakePerson: (Phase.PERSON,), Trade: (Phase.HELPER,),
                     EndTrade: (Phase.HELPER,), Priest: (Phase.TEMPLE,), Build: (Phase.BUILD,)}
    ORDER_RULE = "bora-bora-dice-place"
    TERMINAL = (Phase.DONE,)

    def __init__(self, game: BoraBora) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.round = 1
        self.order: list[int] = list(range(n))   # turn order (player colours)
        self.vp = [0] * n
        self.status = [0] * n
        self.status_stack: list[int] = []        # who is on top when markers share a status space (last = top)
        self.huts: list[list[int]] = [[1] * HUT_SPACES for _ in range(n)]  # huts on each player board space
        self.people: list[list[Person | None]] = [[None] * HUT_SPACES for _ in range(n)]
        self.island: dict[str, list[int]] = {r: [] for r in REGIONS}
        self.fish_scored: list[list[str]] = [[] for _ in range(n)]
        self.priests = [PRIESTS] * n              # in each player's reserve
        self.temple: list[int | None] = [None] * TEMPLE_SPACES  # index 0 is space 1
        self.ceremony: list[list[list[Resource | None]]] = [[[None] * len(row) for row in CEREMONY] for _ in range(n)]
        self.beside: list[dict[Resource, int]] = [{m: 0 for m in MATERIALS} for _ in range(n)]
        self.buildings: list[list[Building]] = [[] for _ in range(n)]
        self.offerings = [2] * n
        self.shells = [0] * n
        self.god_hands: list[list[int]] = [[] for _ in range(n)]
        self.god_deck: list[int] = []
        self.god_display: list[int | None] = []
        self.man_stack: list[int] = []
        self.woman_stack: list[int] = []
        self.men: list[int | None] = []     # the man tile at positions 1..6
        self.women: list[int | None] = []
        self.tasks: list[list[int]] = [[] for _ in range(n)]
        self.task_stack: list[int] = []
        self.task_display: list[int] = []
        self.jewellery: list[int] = []
        self.dice: list[list[int]] = [[] for _ in range(n)]      # dice still to place
        self.aside = [0] * n                                      # dice set aside this phase A (bora-bora-q-stuck)
        self.placed: dict[Tile, list[PlacedDie]] = {t: [] for t in game.tiles}
        self.phase = Phase.START_HUTS
        self.player: int | None = None
        self.queue: list[int] = []      # whose start hut comes next; in phase A, whose die
        self.pending: Pending | None = None  # the action being carried out
        self.placing: Resource | None = None  # a material waiting for its ceremony space
        self.resume: Phase | None = None      # …and the step it interrupted
        self._init_moves()

    # --------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: BoraBora, seed: int) -> "State":
        s = cls(game)
        s.seed = seed
        drawn = _draw_setup(game.players, seed)
        for key, value in drawn.items():
            setattr(s, key, [list(v) if isinstance(v, tuple) else v for v in value])
        for place, p in enumerate(s.order):  # bora-bora-setup-order
            s.vp[p] = place
        s.status_stack = list(reversed(s.order))  # the first player's marker sits on top of the stack at 0
        s.queue = list(reversed(s.order))  # bora-bora-setup-huts: in reverse turn order
        s.player = s.queue[0]
        return s

    @classmethod
    def from_position(cls, game: BoraBora, *, player: int = 0, order: Sequence[int] | None = None, round: int = 1,
                      seed: int = 0, dice: Mapping[int, Sequence[int]] | None = None,
                      placed: Mapping[str, Sequence[tuple[int, int]]] | None = None,
                      island: Mapping[str, Sequence[int]] | None = None, huts: Mapping[int, Sequence[int]] | None = None,
                      people: Mapping[int, Mapping[int, Person]] | None = None, men: Sequence[int | None] | None = None,
                      women: Sequence[int | None] | None = None, temple: Sequence[int | None] | None = None,
                      ceremony: Mapping[int, Sequence[Sequence[str | None]]] | None = None,
                      buildings: Mapping[int, Sequence[Building]] | None = None, vp: Mapping[int, int] | None = None,
                      status: Mapping[int, int] | None = None, offerings: Mapping[int, int] | None = None,
                      fish_scored: Mapping[int, Sequence[str]] | None = None) -> "State":
        """A phase A position in which ``player`` is to place a die, built from the parts given and checked
        (:class:`InvalidPosition`, naming the part, when it cannot exist).  What is not given comes from the
        setup of ``seed``: the turn order, the first huts (one per player, beside a 1-fish tile), the rows of
        men and women, the cards.  ``dice`` are the dice in hand (for those not given: as many as the turn
        order leaves them, compared with ``player``); ``placed`` the dice on each action tile, (player, value)
        in the order they were placed; ``huts`` the hut count on each space (1 to 12) of a player board
        (default: the huts not on the islands, on the highest spaces free of people); ``people`` the man and
        woman tiles on a player board by space (1 to 12); the temple's owners from space 1; a player's priests
        in reserve are the four less those in the temple."""
        n = game.players
        s = cls.setup(game, seed)
        problems: list[Problem] = []
        if order is not None:
            s.order = list(order)
            if sorted(s.order) != list(range(n)):
                raise InvalidPosition(Problem("order", "bora-bora-setup-player", _(
                    "El orden de turno nombra a cada jugador una vez.")))
        if not 0 <= player < n:
            raise InvalidPosition(Problem("player", "bora-bora-setup-player", _("No hay ningún {player}.",
                                                                                player=player_name(player))))
        if not 1 <= round <= ROUNDS:
            raise InvalidPosition(Problem("round", "bora-bora-round", _("La partida tiene seis rondas.")))
        s.round = round
        s.status_stack = list(reversed(s.order))
        s.vp = [0] * n
        for place, p in enumerate(s.order):
            s.vp[p] = place
        for p, v in (vp or {}).items():
            s.vp[p] = v
        for p, v in (status or {}).items():
            s.status[p] = v
        for p, v in (offerings or {}).items():
            s.offerings[p] = v
        # the islands and the player boards
        if island is None:
            s.island = {r: [] for r in REGIONS}
            for p, region in zip(reversed(s.order), START_REGIONS):
                s.island[region].append(p)
        else:
            s.island = {r: list(island.get(r, ())) for r in REGIONS}
            unknown = [r for r in island if r not in REGIONS]
            if unknown:
                raise InvalidPosition(Problem("island", "bora-bora-expand-paths", _("Esa región no existe.")))
        s.people = [[None] * HUT_SPACES for _ in range(n)]
        for p, spaces in (people or {}).items():
            for space, person in spaces.items():
                if not 1 <= space <= HUT_SPACES:
                    raise InvalidPosition(Problem("people", "bora-bora-people-space", _(
                        "Un tablero de jugador tiene 12 espacios.")))
                s.people[p][space - 1] = person
        for p in range(n):
            if huts is not None and p in huts:
                s.huts[p] = [int(h) for h in huts[p]]
            else:
                s.huts[p] = s._default_huts(p)
        for p, names in (fish_scored or {}).items():
            s.fish_scored[p] = list(names)
        # the rows of men and women, and their piles: every tile once
        for kind, row_name, stack_name in ((Action.MAN, "men", "man_stack"), (Action.WOMAN, "women", "woman_stack")):
            on_boards = [x.tile for row in s.people for x in row if x is not None and x.kind == kind]
            given = men if kind == Action.MAN else women
            setup_row, stack = getattr(s, row_name), getattr(s, stack_name)
            pool = [t for t in stack + [t for t in setup_row if t is not None]]
            if given is not None:
                row = list(given)
            else:  # the setup's row, less the tiles now on the boards (their places refilled from the pile)
                spare = [t for t in stack if t not in on_boards]
                row = [t if t not in on_boards else spare.pop(0) for t in setup_row]
            used = [t for t in row if t is not None] + on_boards
            setattr(s, row_name, row)
            setattr(s, stack_name, [t for t in pool if t not in used])
        # the temple: a player's priests in reserve are those not on it
        if temple is not None:
            s.temple = list(temple)
        s.priests = [PRIESTS - s.temple.count(p) for p in range(n)]
        # the ceremony spaces and the buildings
        for p, grid in (ceremony or {}).items():
            s.ceremony[p] = [[Resource(c) if c else None for c in row] for row in grid]
        for p, built in (buildings or {}).items():
            s.buildings[p] = list(built)
        # the dice: in hand, on the tiles, set aside
        s.placed = {t: [] for t in game.tiles}
        for tile, dice_on in (placed or {}).items():
            if tile not in s.placed:
                raise InvalidPosition(Problem(f"placed.{tile}", "bora-bora-setup-tiles", _(
                    "Con {n} jugadores no hay esa ficha; hay: {tiles}.", n=n,
                    tiles=[TILE_NAMES[t] for t in game.tiles])))
            s.placed[Tile(tile)] = [PlacedDie(*d) for d in dice_on]
        roll = random.Random(f"bora-bora/{seed}/round/{round}")
        hands = {p: list(v) for p, v in (dice or {}).items()}
        mine = len(hands.get(player, ())) if player in hands else DICE
        if player not in hands:
            hands[player] = sorted((roll.randint(1, 6) for _ in range(DICE)), reverse=True)
        index = s.order.index(player)
        for k, p in enumerate(s.order):
            if p not in hands:
                count = mine - 1 if k < index else mine
                hands[p] = sorted((roll.randint(1, 6) for _ in range(max(count, 0))), reverse=True)
        s.dice = [sorted(hands[p], reverse=True) for p in range(n)]
        on_tiles = [sum(1 for dice_on in s.placed.values() for d in dice_on if d.player == p) for p in range(n)]
        s.aside = [DICE - on_tiles[p] - len(s.dice[p]) for p in range(n)]
        for p in range(n):
            if s.aside[p] < 0:
                problems.append(Problem("placed", "bora-bora-dice-place", _(
                    "El {player} tiene tres dados: no puede tener {n} entre la mano y las fichas.",
                    player=player_name(p), n=on_tiles[p] + len(s.dice[p]))))
        s.phase, s.player, s.pending = Phase.PLACE, player, None
        if not problems:
            s.queue = turn_queue(s.order, player, [len(d) for d in s.dice])
            if not s.queue or s.queue[0] != player:
                problems.append(Problem("dice", "bora-bora-dice-place", _(
                    "Al {player} le toca poner un dado, pero no le queda ninguno.", player=player_name(player))))
        problems += s.problems()
        if problems:
            raise InvalidPosition(problems[0])
        return s

    def _default_huts(self, p: int) -> list[int]:
        """The huts not on the islands, on the highest spaces free of people (the engine takes huts from the
        lowest space first); any left over stack on space 12."""
        left = HUT_SPACES - sum(p in owners for owners in self.island.values())
        board = [0] * HUT_SPACES
        for i in reversed(range(HUT_SPACES)):
            if left and self.people[p][i] is None:
                board[i] = 1
                left -= 1
        if left > 0 and self.people[p][SPACE_12] is None:
            board[SPACE_12] += left
        return board

    def _roll(self) -> None:
        rng = random.Random(f"bora-bora/{self.seed}/round/{self.round}")
        self.dice = [sorted((rng.randint(1, 6) for _ in range(DICE)), reverse=True) for _p in range(self.game.players)]
        self.aside = [0] * self.game.players
        self.placed = {t: [] for t in self.game.tiles}
        self.queue = [p for _i in range(DICE) for p in self.order]
        self.phase, self.player = Phase.PLACE, self.queue[0]
        self._events.append(Step("bora-bora-dice-roll", _("Ronda {n}, fase A: todos tiran sus tres dados a la vez.",
                                                          n=self.round)))
        self._skip_stuck()

    def next_round(self) -> Explanation:
        """After phase A (phases B and C are not in the source): the next round's phase A."""
        return self.push(NextRound())

    def _check_NextRound(self, move: NextRound) -> None:
        if self.round >= ROUNDS:
            raise self._illegal(move, "bora-bora-round", _("La partida tiene seis rondas."))

    def _apply_NextRound(self, move: NextRound) -> None:
        self._events.append(Step("bora-bora-phases-b-c", _(
            "Las fases B y C no están en el texto de origen; se pasa a la ronda siguiente.")))
        self.round += 1
        self._roll()

    # ------------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.phase == Phase.DONE

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {self.round}, phase {self.phase}, player {who}"

    def lowest(self, tile: str) -> int | None:
        dice = self.placed[tile]  # (a tile's id or the Tile itself: they are the same key)
        return min(d.value for d in dice) if dice else None

    @property
    def in_setup(self) -> bool:
        """Still placing the first huts (a material from one may be waiting for its space)."""
        return self.phase == Phase.START_HUTS or (self.phase == Phase.CEREMONY and self.resume == Phase.START_HUTS)

    def huts_on_board(self, p: int) -> int:
        return sum(self.huts[p])

    def huts_owned(self, p: int) -> int:
        """Huts on the player board and on the islands: twelve all game (``bora-bora-setup-player``)."""
        return self.huts_on_board(p) + len(self.hut_regions(p))

    def free_spaces(self, p: int) -> list[int]:
        """Player board spaces (0-based) with neither a hut nor a person (bora-bora-people-space)."""
        return [i for i in range(HUT_SPACES) if not self.huts[p][i] and self.people[p][i] is None]

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
        return {s for b in self.buildings[p] for s in (b.a, b.b)}

    def ceremony_spaces_for(self, p: int, material: str) -> list[tuple[int, int]]:
        """The free ceremony spaces of ``p`` that take ``material`` (``bora-bora-helper-material``)."""
        covered = self.covered(p)
        return [(r, c) for r, c in CEREMONY_SPACES
                if CEREMONY[r][c] == material and self.ceremony[p][r][c] is None and (r, c) not in covered]

    def unturned(self, p: int, kind: Action) -> list[int]:
        """Board spaces (1 to 12) of ``p``'s men not yet tattooed (``kind`` man) or women not yet turned."""
        return [i + 1 for i, x in enumerate(self.people[p]) if x is not None and x.kind == kind and not x.turned]

    def built_values(self, p: int) -> set[int]:
        return {b.value for b in self.buildings[p]}

    def tile_problem(self, tile: str, value: int) -> tuple[str, Message] | None:
        """Why a die of ``value`` may not go on ``tile`` by the lowest-die rule, or None (``bora-bora-dice-lower``)."""
        low = self.lowest(tile)
        if low is not None and value >= low:
            return "bora-bora-dice-lower", _("Hay un {low} en la ficha: solo cabe un dado menor.", low=low)
        return None

    def die_options(self, p: int, value: int) -> dict[Tile, tuple[str, Message] | None]:
        """For each action tile: None if a die of ``value`` may go there now, else (rule id, why not)."""
        out: dict[Tile, tuple[str, Message] | None] = {}
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

    def action_problem(self, p: int, action: str, die: int) -> tuple[str, Message] | None:
        """Why ``p`` cannot carry out ``action`` with ``die`` now, or None."""
        if action in (Action.LAND, Action.WATER):
            if not self.huts_on_board(p):
                return "bora-bora-expand-hut", _("No te quedan cabañas en el tablero.")
            if not self.expansion_targets(p, action, die):
                return "bora-bora-expand-paths", _("Ninguna región nueva está a tu alcance por ese camino con un {die}.",
                                                   die=die)
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

    def build_pairs(self, p: int) -> tuple[list[tuple[tuple[int, int], tuple[int, int]]], list]:
        """Pairs of ceremony spaces of ``p`` both holding a material: side by side (usable) and diagonal."""
        full = [s for s in CEREMONY_SPACES if self.ceremony[p][s[0]][s[1]] is not None]
        pairs = [(a, b) for i, a in enumerate(full) for b in full[i + 1:]]
        return [x for x in pairs if ceremony_adjacent(*x)], [x for x in pairs if ceremony_diagonal(*x)]

    def build_options(self, p: int, die: int) -> list[Build]:
        """Every building ``p`` may build with ``die``: a tile worth at most the die not built yet, on two
        ceremony spaces side by side that hold materials (``bora-bora-build-value``, ``-materials``)."""
        values = [v for v in BUILDING_VALUES if v <= die and v not in self.built_values(p)]
        adjacent, _diagonal = self.build_pairs(p)
        return [Build(v, a, b) for v in values for a, b in adjacent]

    def build_problem(self, p: int, die: int) -> tuple[str, Message] | None:
        """Why ``p`` cannot build with ``die``, the real reason first found, or None."""
        if not [v for v in BUILDING_VALUES if v <= die and v not in self.built_values(p)]:
            return "bora-bora-build-value", _("Ya construiste todas tus fichas de construcción de {die} o menos.",
                                              die=die)
        adjacent, diagonal = self.build_pairs(p)
        if adjacent:
            return None
        filled = sum(1 for r, c in CEREMONY_SPACES if self.ceremony[p][r][c] is not None)
        if diagonal:
            return "bora-bora-build-materials", _(
                "Tus materiales solo se tocan en diagonal; los dos espacios deben estar uno junto al otro, en "
                "horizontal o en vertical.")
        if filled >= 2:
            return "bora-bora-build-materials", _("Tus materiales no están en dos espacios de ceremonia contiguos.")
        return "bora-bora-build-materials", Plural(
            "Hacen falta materiales en dos espacios de ceremonia; tienes {n}.",
            "Hacen falta materiales en dos espacios de ceremonia; tienes {n}.", filled)

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("{player}: {move}", player=player_name(player), move=describe(move))

    def _opts(self) -> Options:
        return self.game.options

    # setup: the first huts ----------------------------------------------------------
    def _check_StartHut(self, move: StartHut) -> None:
        if move.region not in START_REGIONS:
            raise self._illegal(move, "bora-bora-setup-huts", _("La primera cabaña va en una región junto a un pez de valor 1."))
        if self.island[move.region]:
            raise self._illegal(move, "bora-bora-setup-huts", _("Esa región ya tiene una cabaña."))

    def _apply_StartHut(self, move: StartHut) -> None:
        p = self.player
        self._put_hut(p, move.region, False, "bora-bora-setup-huts")
        resource = REGIONS[move.region].resource
        self._events.append(Step("bora-bora-setup-huts", _("Recibe el recurso de la región: {resource}.",
                                                           resource=RESOURCE_NAMES[resource])))
        if self._give(p, resource, "bora-bora-setup-huts", Phase.START_HUTS):
            self._after_start_hut()

    def _after_start_hut(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.phase, self.player = Phase.START_HUTS, self.queue[0]
        else:
            self._roll()

    def _put_hut(self, p: int, region: str, from_12: bool, rule_id: str) -> None:
        """Put one of ``p``'s huts from the player board in ``region``: from the lowest space with a hut
        (the 12th is kept for last), or from space 12."""
        if from_12:
            space = SPACE_12
        else:
            space = next(i for i in range(HUT_SPACES) if self.huts[p][i])
        self.huts[p][space] -= 1
        self.island[region].append(p)
        self._events.append(Step(rule_id, _("El {player} pone una cabaña (de su espacio {space}) en: {region}.",
                                            player=player_name(p), space=space + 1, region=region_name(region))))

    def _give(self, p: int, resource: Resource, rule_id: str, resume: Phase) -> bool:
        """Give ``p`` a ``resource``: an offering beside the board, a material on a matching free ceremony
        space (the player chooses when two would do: then False, and :class:`PlaceMaterial` finishes it)."""
        if resource == Resource.OFFERING:
            self.offerings[p] += 1
            self._events.append(Step(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                                                where=_("junto a su tablero"))))
            return True
        spaces = self.ceremony_spaces_for(p, resource)
        if not spaces:
            self.beside[p][resource] += 1
            self._events.append(Step(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                                                where=_("junto a su tablero (no hay espacio de ceremonia libre para ella)"))))
            return True
        if len(spaces) == 1:
            self._place_material(p, resource, spaces[0], rule_id)
            return True
        self.placing, self.resume, self.phase = resource, resume, Phase.CEREMONY
        return False

    def _place_material(self, p: int, resource: Resource, space: tuple[int, int], rule_id: str) -> None:
        self.ceremony[p][space[0]][space[1]] = resource
        self._events.append(Step(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                                            where=_("en su espacio de ceremonia de la {space}",
                                                    space=ceremony_space_name(space)))))

    def _check_PlaceMaterial(self, move: PlaceMaterial) -> None:
        if (move.row, move.col) not in self.ceremony_spaces_for(self.player, self.placing):
            raise self._illegal(move, "bora-bora-helper-material", _(
                "El material va a un espacio de ceremonia libre que le corresponda."))

    def _apply_PlaceMaterial(self, move: PlaceMaterial) -> None:
        p, resource, resume = self.player, self.placing, self.resume
        rule_id = {Phase.START_HUTS: "bora-bora-setup-huts", Phase.RESOURCE: "bora-bora-expand-resource"}.get(
            resume, "bora-bora-helper-material")
        self._place_material(p, resource, (move.row, move.col), rule_id)
        self.placing = self.resume = None
        if resume == Phase.START_HUTS:
            self._after_start_hut()
        elif resume == Phase.RESOURCE:
            self._after_resource()
        else:
            self.phase = Phase.HELPER
            self._after_trade()

    # phase A: placing a die ---------------------------------------------------------
    def _check_PlaceDie(self, move: PlaceDie) -> None:
        p = self.player
        if move.value not in self.dice[p]:
            raise self._illegal(move, "bora-bora-dice-place", _("No tienes ningún dado con un {value}.", value=move.value))
        if move.tile not in self.placed:
            raise self._illegal(move, "bora-bora-setup-tiles", _("Esa ficha de acción no está en juego."))
        actions = TILE_ACTIONS[Tile(move.tile)]
        if move.action is not None and move.action not in actions:
            raise self._illegal(move, "bora-bora-q-combined", _("Esa ficha no ofrece esa acción."))
        low = self.lowest(move.tile)
        if low is not None and move.value >= low:
            raise self._illegal(move, "bora-bora-dice-lower", _(
                "En la ficha {tile} el dado más bajo es un {low}: solo puedes poner uno menor, sea del color que sea.",
                tile=TILE_NAMES[move.tile], low=low))
        action = move.action or actions[0]
        if len(actions) > 1 and move.action is None:
            raise self._illegal(move, "bora-bora-q-combined", _("En una ficha combinada hay que elegir una de sus dos acciones."))
        problem = self.action_problem(p, action, move.value)
        if problem and self._opts().action_required:
            raise self._illegal(move, *problem)

    def _apply_PlaceDie(self, move: PlaceDie) -> None:
        p = self.player
        tile = Tile(move.tile)
        self.dice[p].remove(move.value)
        self.placed[tile].append(PlacedDie(p, move.value))
        action = Action(move.action or TILE_ACTIONS[tile][0])
        self._events.append(Step("bora-bora-dice-place", _("El {player} pone un {value} en la ficha {tile} ({action}).",
                                                           player=player_name(p), value=move.value,
                                                           tile=TILE_NAMES[tile], action=ACTION_NAMES[action])))
        self.pending = Pending(action, move.value, move.value)
        if self.action_problem(p, action, move.value) is not None:
            self._events.append(Step("bora-bora-q-action-required", _("La acción no se puede hacer: el dado queda sin efecto.")))
            self._end_action()
            return
        self.phase = ACTION_PHASE[action]

    def _end_action(self) -> None:
        self.pending = None
        self.queue.pop(0)
        if not self.queue:
            self.phase, self.player = Phase.DONE, None
            self._events.append(Step("bora-bora-dice-place", _("Todos han colocado sus tres dados: termina la fase A.")))
            return
        self.phase, self.player = Phase.PLACE, self.queue[0]
        self._skip_stuck()

    def _skip_stuck(self) -> None:
        """A player none of whose dice can go anywhere places nothing this turn (bora-bora-q-stuck)."""
        while self.phase == Phase.PLACE:
            p = self.player
            if any(v is None for value in set(self.dice[p]) for v in self.die_options(p, value).values()):
                return
            self._events.append(Step("bora-bora-q-stuck", _("El {player} no puede poner ningún dado y pierde este turno.",
                                                            player=player_name(p))))
            if self.dice[p]:
                self.dice[p].pop()  # the lowest die is set aside
                self.aside[p] += 1
            self.queue.pop(0)
            if not self.queue:
                self.phase, self.player = Phase.DONE, None
                return
            self.player = self.queue[0]

    # expand ----------------------------------------------------------------------------
    def _check_Expand(self, move: Expand) -> None:
        p, pending = self.player, self.pending
        if move.region not in REGIONS:
            raise self._illegal(move, "bora-bora-expand-paths", _("Esa región no existe."))
        if p in self.island[move.region]:
            raise self._illegal(move, "bora-bora-expand-one-hut", _("Ya tienes una cabaña en esa región."))
        if move.region not in self.expansion_targets(p, pending.action, pending.die):
            reachable = {o for r in self.hut_regions(p) for o, _k, _v in paths_from(r)}
            rule_id = "bora-bora-expand-paths" if move.region in reachable else "bora-bora-expand-diagonal"
            raise self._illegal(move, rule_id, _(
                "Con un {die} no llegas a esa región por un camino de {kind} desde una región tuya.",
                die=pending.die, kind=_("tierra") if pending.action == Action.LAND else _("agua")))
        if move.from_12 and not self.huts[p][SPACE_12]:
            raise self._illegal(move, "bora-bora-expand-hut", _("No tienes ninguna cabaña en el espacio 12."))
        if not move.from_12 and not any(self.huts[p][:SPACE_12]):
            raise self._illegal(move, "bora-bora-expand-hut", _(
                "Solo te quedan cabañas en el espacio 12: la cabaña sale de allí."))

    def _apply_Expand(self, move: Expand) -> None:
        p = self.player
        others = [o for o in self.island[move.region] if o != p]
        self._put_hut(p, move.region, move.from_12, "bora-bora-expand-hut")
        if others:
            self._events.append(Step("bora-bora-expand-one-hut", _(
                "Ya había otra cabaña en la región: se aparta, pero sigue en ella.")))
        self.pending = replace(self.pending, region=move.region)
        if self._opts().resource_optional:
            self.phase = Phase.RESOURCE
        else:
            self._take_resource()

    def _take_resource(self) -> None:
        p, region = self.player, self.pending.region
        if self._give(p, REGIONS[region].resource, "bora-bora-expand-resource", Phase.RESOURCE):
            self._after_resource()

    def _check_TakeResource(self, move: TakeResource) -> None:
        return None

    def _apply_TakeResource(self, move: TakeResource) -> None:
        if move.take:
            self._take_resource()
        else:
            self._events.append(Step("bora-bora-expand-resource", _("No toma el recurso de la región.")))
            self._after_resource()

    def _after_resource(self) -> None:
        if self.pending.region in self.fish_scored[self.player]:
            self._end_action()
        else:
            self.phase = Phase.FISH

    def _check_Fish(self, move: Fish) -> None:
        return None

    def _apply_Fish(self, move: Fish) -> None:
        p, region = self.player, self.pending.region
        fish = REGIONS[region].fish
        if move.take:
            self.fish_scored[p].append(region)
            points = fish if self._opts().fish_points == FishPoints.VALUE else 0
            self.vp[p] += points
            self._events.append(Step("bora-bora-expand-fish", _(
                "Puntúa ahora la ficha de pez ({fish}) junto a la región: {points} PV.", fish=fish, points=points)))
        else:
            self._events.append(Step("bora-bora-expand-fish", _("No puntúa la ficha de pez; no podrá hacerlo más tarde.")))
        self._end_action()

    # woman and man -----------------------------------------------------------------------
    def _check_TakePerson(self, move: TakePerson) -> None:
        action, die = self.pending.action, self.pending.die
        row = self.men if action == Action.MAN else self.women
        rule_id = "bora-bora-people-man" if action == Action.MAN else "bora-bora-people-take"
        if not 1 <= move.position <= min(die, PEOPLE_POSITIONS):
            raise self._illegal(move, rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {die}.", die=die))
        if row[move.position - 1] is None:
            raise self._illegal(move, rule_id, _("Esa posición está vacía."))
        free = self.free_spaces(self.player)
        if move.to_12 and SPACE_12 not in free:
            raise self._illegal(move, "bora-bora-people-space", _("Tu espacio 12 no está libre."))
        if not move.to_12 and not [i for i in free if i != SPACE_12]:
            raise self._illegal(move, "bora-bora-people-space", _(
                "Tu único espacio libre es el 12: la ficha va allí."))

    def _apply_TakePerson(self, move: TakePerson) -> None:
        p, action = self.player, self.pending.action
        row, stack = (self.men, self.man_stack) if action == Action.MAN else (self.women, self.woman_stack)
        tile = row[move.position - 1]
        row[move.position - 1] = stack.pop() if (self._opts().people_refill and stack) else None
        space = SPACE_12 if move.to_12 else next(i for i in self.free_spaces(p) if i != SPACE_12)
        self.people[p][space] = Person(action, tile)
        rule_id = "bora-bora-people-man" if action == Action.MAN else "bora-bora-people-take"
        self._events.append(Step(rule_id, _("El {player} toma la ficha de la posición {pos} y la pone en su espacio {space}.",
                                            player=player_name(p), pos=move.position, space=space + 1)))
        self._events.append(Step("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora.")))
        self._end_action()

    # helper ------------------------------------------------------------------------------
    def trade_cost(self, item: str) -> int:
        """What one ``item`` takes from the helper's die: its price in dice points, or 1 when the die counts
        articles (``bora-bora-q-helper-budget``)."""
        if self._opts().helper_budget == HelperBudget.ARTICLES:
            return 1
        return HELPER_COSTS[item]

    def _check_Trade(self, move: Trade) -> None:
        p, budget = self.player, self.pending.budget
        item = ITEMS.get(move.item) if isinstance(move.item, str) else None
        if item is None:
            raise self._illegal(move, "bora-bora-helper-costs", _("El ayudante no ofrece eso."))
        cost = self.trade_cost(item)
        if cost > budget:
            raise self._illegal(move, "bora-bora-helper-budget", _(
                "Cuesta {cost} (puntos de dado) y te quedan {left}.", cost=cost, left=budget))
        if item in (Item.TATTOO, Item.SHELLS):
            kind = Action.MAN if item == Item.TATTOO else Action.WOMAN
            rule_id = "bora-bora-helper-tattoo" if kind == Action.MAN else "bora-bora-helper-shells"
            spaces = self.unturned(p, kind)
            if not spaces:
                raise self._illegal(move, rule_id, _("No tienes ninguna ficha de {kind} sin girar.",
                                                     kind=ACTION_NAMES[kind]))
            if move.choice not in spaces or isinstance(move.choice, bool):
                raise self._illegal(move, rule_id, _(
                    "Elige cuál: el espacio de tu tablero de una ficha de {kind} sin girar ({spaces}).",
                    kind=ACTION_NAMES[kind], spaces=[str(s) for s in spaces]))
        elif item == Item.GOD_CARD:
            if move.choice not in (-1, 0, 1, 2, 3, 4) or isinstance(move.choice, bool) or (
                    move.choice == -1 and not self.god_deck) or (
                    move.choice != -1 and self.god_display[move.choice] is None):
                raise self._illegal(move, "bora-bora-helper-god-card", _(
                    "Se toma la carta de arriba del mazo (-1) o una de las cinco descubiertas (0 a 4)."))
        elif item == Item.MATERIAL:
            if move.choice not in MATERIALS:
                raise self._illegal(move, "bora-bora-helper-material", _("Elige arena, madera o piedra."))
        elif item == Item.HUT_TO_12:
            if not any(self.huts[p][:SPACE_12]):
                raise self._illegal(move, "bora-bora-helper-hut", _("No tienes ninguna cabaña que mover al espacio 12."))
            if self.people[p][SPACE_12] is not None:
                raise self._illegal(move, "bora-bora-helper-hut", _("Tu espacio 12 está ocupado por una ficha."))
        elif move.choice is not None:
            raise self._illegal(move, "bora-bora-helper-costs", _("Esa compra no lleva elección."))

    def _apply_Trade(self, move: Trade) -> None:
        p = self.player
        item = ITEMS[move.item]
        self.pending = replace(self.pending, budget=self.pending.budget - self.trade_cost(item))
        if item in (Item.TATTOO, Item.SHELLS):
            space = move.choice - 1
            person = self.people[p][space]
            self.people[p][space] = replace(person, turned=True)
            if item == Item.TATTOO:
                symbols = person.symbols
                self.status[p] += symbols
                self.status_stack = [q for q in self.status_stack if q != p] + [p]
                self._events.append(Step("bora-bora-helper-tattoo", Plural(
                    "Tatúa al hombre de su espacio {space}: {n} símbolo de estado, su marcador avanza hasta {status}.",
                    "Tatúa al hombre de su espacio {space}: {n} símbolos de estado, su marcador avanza hasta {status}.",
                    symbols, space=space + 1, status=self.status[p])))
            else:
                shells = person.symbols
                self.shells[p] += shells
                self._events.append(Step("bora-bora-helper-shells", Plural(
                    "Gira la ficha de mujer de su espacio {space} y recoge {n} concha.",
                    "Gira la ficha de mujer de su espacio {space} y recoge {n} conchas.", shells, space=space + 1)))
        elif item == Item.POINTS:
            self.vp[p] += 1
            self._events.append(Step("bora-bora-helper-points", _("Gana 1 punto de victoria.")))
        elif item == Item.OFFERING:
            self.offerings[p] += 1
            self._events.append(Step("bora-bora-helper-offering", _("Toma una ofrenda.")))
        elif item == Item.GOD_CARD:
            if move.choice == -1:
                card = self.god_deck.pop()
            else:
                card = self.god_display[move.choice]
                self.god_display[move.choice] = self.god_deck.pop() if self.god_deck else None
            self.god_hands[p].append(card)
            self._events.append(Step("bora-bora-helper-god-card", _("Toma una carta de Dios.")))
        elif item == Item.MATERIAL:
            if not self._give(p, Resource(move.choice), "bora-bora-helper-material", Phase.HELPER):
                return  # the player chooses the ceremony space first
        else:
            space = next(i for i in range(SPACE_12) if self.huts[p][i])
            self.huts[p][space] -= 1
            self.huts[p][SPACE_12] += 1
            self._events.append(Step("bora-bora-helper-hut", Plural(
                "Mueve la cabaña de su espacio {space} al espacio 12, donde ahora hay {n} cabaña: queda un espacio libre.",
                "Mueve la cabaña de su espacio {space} al espacio 12, donde ahora hay {n} cabañas: queda un espacio libre.",
                self.huts[p][SPACE_12], space=space + 1)))
        self._after_trade()

    def _after_trade(self) -> None:
        left = self.pending.budget
        self._events.append(Step("bora-bora-helper-budget", Plural("Le queda {n} punto de dado.",
                                                                   "Le quedan {n} puntos de dado.", left)))
        if left == 0:
            self._end_action()

    def _check_EndTrade(self, move: EndTrade) -> None:
        return None

    def _apply_EndTrade(self, move: EndTrade) -> None:
        self._events.append(Step("bora-bora-helper-budget", Plural(
            "No usa el punto que le queda.", "No usa los {n} puntos que le quedan.", self.pending.budget)))
        self._end_action()

    # temple ------------------------------------------------------------------------------
    def _check_Priest(self, move: Priest) -> None:
        die = self.pending.die
        if not 1 <= move.space <= min(die, TEMPLE_SPACES):
            raise self._illegal(move, "bora-bora-temple-place", _(
                "Con un {die} el sacerdote va a un espacio del 1 al {die}.", die=die))

    def _apply_Priest(self, move: Priest) -> None:
        p = self.player
        self.priests[p] -= 1
        self._events.append(Step("bora-bora-temple-place", _("El {player} pone un sacerdote en el espacio {space} del templo.",
                                                             player=player_name(p), space=move.space)))
        self.temple, pushed, fallen = push_priest(self.temple, move.space, p)
        for owner, space in pushed:
            self._events.append(Step("bora-bora-temple-push", _(
                "El sacerdote del {player} que estaba en el espacio {space} avanza un espacio según las flechas.",
                player=player_name(owner), space=space)))
        if fallen is not None:
            self.priests[fallen] += 1
            self._events.append(Step("bora-bora-temple-push", _(
                "El último sacerdote de la fila, del {player}, cae y vuelve a su reserva.", player=player_name(fallen))))
        self._end_action()

    # build -------------------------------------------------------------------------------
    def _check_Build(self, move: Build) -> None:
        p, die = self.player, self.pending.die
        if move.value not in BUILDING_VALUES or move.value > die:
            raise self._illegal(move, "bora-bora-build-value", _(
                "Con un {die} se construye una ficha de valor {die} o menor.", die=die))
        if move.value in self.built_values(p):
            raise self._illegal(move, "bora-bora-build-value", _("Esa ficha de construcción ya está construida."))
        spaces = [tuple(move.a), tuple(move.b)]
        if any(s not in CEREMONY_SPACES for s in spaces):
            raise self._illegal(move, "bora-bora-build-materials", _("Ese espacio de ceremonia no existe."))
        if not ceremony_adjacent(*spaces):
            raise self._illegal(move, "bora-bora-build-materials", _(
                "Los dos espacios de ceremonia deben estar uno junto al otro, en horizontal o en vertical."))
        if any(self.ceremony[p][s[0]][s[1]] is None for s in spaces):
            raise self._illegal(move, "bora-bora-build-materials", _("Los dos espacios deben tener material."))

    def _apply_Build(self, move: Build) -> None:
        p = self.player
        a, b = tuple(move.a), tuple(move.b)
        for s in (a, b):
            self.ceremony[p][s[0]][s[1]] = None
        self.buildings[p].append(Building(move.value, a, b))
        self._events.append(Step("bora-bora-build-materials", _(
            "Devuelve los materiales de dos espacios de ceremonia contiguos y construye la ficha {value}.",
            value=move.value)))
        self._end_action()

    # --------------------------------------------------------------- legal moves
    def _generate(self) -> list[Move]:
        p = self.player
        if self.phase == Phase.START_HUTS:
            return [StartHut(r) for r in START_REGIONS if not self.island[r]]
        if self.phase == Phase.PLACE:
            moves = []
            for value in sorted(set(self.dice[p]), reverse=True):
                for tile, why in self.die_options(p, value).items():
                    if why is not None:
                        continue
                    for action in TILE_ACTIONS[tile]:
                        move = PlaceDie(value, tile, action if len(TILE_ACTIONS[tile]) > 1 else None)
                        if self.is_legal(move):
                            moves.append(move)
            return moves
        if self.phase == Phase.CEREMONY:
            return [PlaceMaterial(r, c) for r, c in self.ceremony_spaces_for(p, self.placing)]
        pending = self.pending
        if self.phase == Phase.EXPAND:
            sources = ([False] if any(self.huts[p][:SPACE_12]) else []) + ([True] if self.huts[p][SPACE_12] else [])
            return [Expand(r, f) for r in self.expansion_targets(p, pending.action, pending.die) for f in sources]
        if self.phase == Phase.RESOURCE:
            return [TakeResource(True), TakeResource(False)]
        if self.phase == Phase.FISH:
            return [Fish(True), Fish(False)]
        if self.phase == Phase.PERSON:
            row = self.men if pending.action == Action.MAN else self.women
            free = self.free_spaces(p)
            targets = ([False] if [i for i in free if i != SPACE_12] else []) + ([True] if SPACE_12 in free else [])
            return [TakePerson(i + 1, t) for i in range(min(pending.die, PEOPLE_POSITIONS)) if row[i] is not None
                    for t in targets]
        if self.phase == Phase.HELPER:
            candidates = [Trade(Item.TATTOO, s) for s in self.unturned(p, Action.MAN)]
            candidates += [Trade(Item.SHELLS, s) for s in self.unturned(p, Action.WOMAN)]
            candidates += [Trade(i) for i in (Item.POINTS, Item.OFFERING, Item.HUT_TO_12)]
            candidates += [Trade(Item.GOD_CARD, c) for c in (-1, 0, 1, 2, 3, 4)]
            candidates += [Trade(Item.MATERIAL, m) for m in MATERIALS]
            return [m for m in candidates if self.is_legal(m)] + [EndTrade()]
        if self.phase == Phase.TEMPLE:
            return [Priest(s) for s in range(1, min(pending.die, TEMPLE_SPACES) + 1)]
        if self.phase == Phase.BUILD:
            return self.build_options(p, pending.die)
        return [NextRound()] if self.round < ROUNDS else []

    # ------------------------------------------------------------------- saving
    PLAIN = ("seed", "round", "order", "vp", "status", "status_stack", "island", "fish_scored", "priests", "temple",
             "offerings", "shells", "god_hands", "god_deck", "god_display", "man_stack", "woman_stack", "men", "women",
             "tasks", "task_stack", "task_display", "jewellery", "dice", "player", "queue")

    def to_dict(self, history: bool = True) -> dict:
        data: dict[str, Any] = {"format": SAVE_FORMAT}
        for key in self.PLAIN:
            value = getattr(self, key)
            data[key] = {k: list(v) for k, v in value.items()} if isinstance(value, dict) else (
                [list(v) if isinstance(v, list) else v for v in value] if isinstance(value, list) else value)
        data["huts"] = [list(row) for row in self.huts]
        data["people"] = [[None if x is None else x.to_list() for x in row] for row in self.people]
        data["ceremony"] = [[[None if c is None else str(c) for c in row] for row in grid] for grid in self.ceremony]
        data["beside"] = [{str(k): v for k, v in b.items()} for b in self.beside]
        data["buildings"] = [[b.to_dict() for b in row] for row in self.buildings]
        data["placed"] = {str(t): [[d.player, d.value] for d in dice] for t, dice in self.placed.items()}
        data["aside"] = list(self.aside)
        data["phase"] = str(self.phase)
        data["pending"] = None if self.pending is None else self.pending.to_dict()
        data["placing"] = None if self.placing is None else str(self.placing)
        data["resume"] = None if self.resume is None else str(self.resume)
        data["game"] = {"players": self.game.players, "options": self.game.options.to_dict()}
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        """A saved position (this format, or the first one, whose lost huts come back on space 12)."""
        return cls._restore(data, lambda g: BoraBora(g["players"], Options.from_dict(g.get("options", {}))),
                            cls.PLAIN, "bora-bora-setup-player", move_from_dict, after=cls._load_typed)

    @staticmethod
    def _load_typed(s: "State", data: dict) -> None:
        if data.get("format", 1) == 1:
            data = _upgrade_format_1(s, data)
        elif data["format"] != SAVE_FORMAT:
            raise InvalidSetupError("bora-bora-setup-player", _(
                "Partida guardada en un formato desconocido ({format}).", format=str(data["format"])))
        s.huts = [[_count(h) for h in row] for row in data["huts"]]
        s.people = [[None if x is None else Person.from_list(x) for x in row] for row in data["people"]]
        s.ceremony = [[[None if c is None else Resource(c) for c in row] for row in grid] for grid in data["ceremony"]]
        s.beside = [{Resource(k): int(v) for k, v in b.items()} for b in data["beside"]]
        s.buildings = [[Building.from_dict(b) for b in row] for row in data["buildings"]]
        s.placed = {Tile(t): [PlacedDie(int(d[0]), int(d[1])) for d in dice] for t, dice in data["placed"].items()}
        s.aside = list(data["aside"])
        s.phase = Phase(data["phase"])
        s.pending = None if data["pending"] is None else Pending.from_dict(data["pending"])
        s.placing = None if data.get("placing") is None else Resource(data["placing"])
        s.resume = None if data.get("resume") is None else Phase(data["resume"])

    # --------------------------------------------------------------- checking
    def problems(self) -> list[Problem]:
        """Everything that makes this position impossible (empty when it can exist)."""
        n, out = self.game.players, []

        def bad(field: str, rule_id: str, message: Message) -> None:
            out.append(Problem(field, rule_id, message))

        who = range(n)
        for p in who:
            board = self.huts[p]
            if len(board) != HUT_SPACES or any(h < 0 for h in board):
                bad("huts", "bora-bora-setup-player", _("Un tablero de jugador tiene 12 espacios de cabaña."))
                continue
            if any(h > 1 for h in board[:SPACE_12]):
                bad("huts", "bora-bora-helper-hut", _(
                    "Solo el espacio 12 de un tablero admite varias cabañas; el {player} tiene más de una en otro.",
                    player=player_name(p)))
            if self.huts_owned(p) != HUT_SPACES:
                bad("huts", "bora-bora-setup-player", Plural(
                    "El {player} tiene {n} cabaña entre su tablero y las islas; cada jugador tiene 12.",
                    "El {player} tiene {n} cabañas entre su tablero y las islas; cada jugador tiene 12.",
                    self.huts_owned(p), player=player_name(p)))
            for i in range(HUT_SPACES):
                if board[i] and self.people[p][i] is not None:
                    bad("people", "bora-bora-people-space", _(
                        "El espacio {space} del {player} tiene a la vez una cabaña y una ficha.",
                        space=i + 1, player=player_name(p)))
            if self.priests[p] < 0 or self.priests[p] + self.temple.count(p) != PRIESTS:
                bad("temple", "bora-bora-temple-place", _(
                    "El {player} tiene {n} sacerdotes en el templo, pero cada jugador tiene 4.",
                    player=player_name(p), n=self.temple.count(p)) if self.temple.count(p) > PRIESTS else
                    _("Falta o sobra algún sacerdote del {player}.", player=player_name(p)))
            if not self.in_setup and not self.hut_regions(p):
                bad("island", "bora-bora-setup-huts", _(
                    "Tras la preparación, el {player} tiene al menos su primera cabaña en las islas.",
                    player=player_name(p)))
            for region in self.fish_scored[p]:
                if region not in REGIONS or p not in self.island[region]:
                    bad("fish_scored", "bora-bora-expand-fish", _(
                        "El {player} solo puede haber puntuado el pez de una región donde se expandió.",
                        player=player_name(p)))
            for r, row in enumerate(self.ceremony[p]):
                for c, material in enumerate(row):
                    if material is not None and material != CEREMONY[r][c]:
                        bad("ceremony", "bora-bora-helper-material", _(
                            "El espacio de ceremonia de la {space} solo admite {material}.",
                            space=ceremony_space_name((r, c)), material=RESOURCE_NAMES[CEREMONY[r][c]]))
            values = [b.value for b in self.buildings[p]]
            spaces = [s for b in self.buildings[p] for s in (b.a, b.b)]
            if len(set(values)) != len(values) or any(v not in BUILDING_VALUES for v in values):
                bad("buildings", "bora-bora-build-value", _("Cada ficha de construcción (1 a 6) se construye una vez."))
            if any(not ceremony_adjacent(b.a, b.b) or b.a not in CEREMONY_SPACES or b.b not in CEREMONY_SPACES
                   for b in self.buildings[p]):
                bad("buildings", "bora-bora-build-materials", _(
                    "Una ficha de construcción ocupa dos espacios de ceremonia contiguos."))
            if self.game.options.build_covers:
                if len(set(spaces)) != len(spaces):
                    bad("buildings", "bora-bora-q-build-covers", _("Dos fichas de construcción en el mismo espacio."))
                if any(self.ceremony[p][r][c] is not None for r, c in spaces if (r, c) in CEREMONY_SPACES):
                    bad("ceremony", "bora-bora-q-build-covers", _(
                        "Un espacio bajo una ficha de construcción no puede tener material."))
            if min(self.vp[p], self.status[p], self.offerings[p], self.shells[p]) < 0:
                bad("vp", "bora-bora-setup-order", _("Los puntos, el estado, las ofrendas y las conchas no son negativos."))
        for region, owners in self.island.items():
            if any(o not in who for o in owners):
                bad("island", "bora-bora-setup-player", _("Hay una cabaña de un jugador que no está en la partida."))
            elif any(owners.count(p) > 1 for p in who):
                bad("island", "bora-bora-expand-one-hut", _(
                    "El {player} tiene dos cabañas en {region}; cada jugador tiene una como mucho por región.",
                    player=player_name(next(p for p in who if owners.count(p) > 1)), region=region_name(region)))
        if any(o is not None and o not in who for o in self.temple) or len(self.temple) != TEMPLE_SPACES:
            bad("temple", "bora-bora-temple-place", _("El templo tiene seis espacios, con sacerdotes de los jugadores."))
        men = self.man_stack + [m for m in self.men if m is not None] + [
            x.tile for row in self.people for x in row if x is not None and x.kind == Action.MAN]
        women = self.woman_stack + [w for w in self.women if w is not None] + [
            x.tile for row in self.people for x in row if x is not None and x.kind == Action.WOMAN]
        if len(self.men) != PEOPLE_POSITIONS or len(self.women) != PEOPLE_POSITIONS:
            bad("men", "bora-bora-setup-people", _("Cada fila de fichas de hombre o de mujer tiene seis posiciones."))
        if sorted(men) != list(range(len(MAN_TILES))) or sorted(women) != list(range(len(WOMAN_TILES))):
            bad("people", "bora-bora-setup-people", _("Falta o sobra alguna ficha de hombre o de mujer."))
        gods = self.god_deck + [g for g in self.god_display if g is not None] + [g for h in self.god_hands for g in h]
        if sorted(gods) != list(range(GOD_CARDS)):
            bad("god_cards", "bora-bora-setup-gods", _("Falta o sobra alguna carta de Dios."))
        tasks = self.task_stack + self.task_display + [t for ts in self.tasks for t in ts]
        if len(tasks) != len(set(tasks)) or len(tasks) != TASKS_PARROT + n:
            bad("tasks", "bora-bora-setup-tasks", _("Falta o sobra alguna ficha de tarea."))
        for tile, dice in self.placed.items():
            values = [d.value for d in dice]
            if any(not 1 <= v <= 6 for v in values) or any(d.player not in who for d in dice):
                bad(f"placed.{tile}", "bora-bora-dice-roll", _("Un dado muestra de 1 a 6 y es de un jugador."))
            elif any(b >= a for a, b in zip(values, values[1:])):
                bad(f"placed.{tile}", "bora-bora-dice-lower", _("Los dados de una ficha deben ir de mayor a menor."))
        if not self.in_setup:
            on_tiles = [sum(1 for dice in self.placed.values() for d in dice if d.player == p) for p in who]
            for p in who:
                if on_tiles[p] + len(self.dice[p]) + self.aside[p] != DICE or self.aside[p] < 0:
                    bad("placed", "bora-bora-dice-place", _(
                        "El {player} tiene tres dados: no puede tener {n} entre la mano y las fichas.",
                        player=player_name(p), n=on_tiles[p] + len(self.dice[p])))
            acting = 0 if self.phase in (Phase.PLACE, Phase.DONE) else 1
            if acting != (self.pending is not None) and self.phase != Phase.CEREMONY:
                bad("pending", "bora-bora-dice-place", _("La acción en curso no cuadra con la fase."))
            if len(self.queue) != sum(len(d) for d in self.dice) + acting:
                bad("dice", "bora-bora-dice-place", _("El orden de los dados que faltan no cuadra con los dados en mano."))
        if self.phase == Phase.CEREMONY and (self.placing not in MATERIALS or self.resume is None):
            bad("placing", "bora-bora-helper-material", _("Falta el material que espera su espacio de ceremonia."))
        if self.phase == Phase.DONE:
            if self.player is not None or self.queue:
                bad("player", "bora-bora-dice-place", _("Terminada la fase A, no le toca a nadie."))
        elif not self.queue or self.queue[0] != self.player:
            bad("player", "bora-bora-dice-place", _("Le toca a quien encabeza el orden de los turnos que faltan."))
        return out

    def validate(self) -> None:
        """No hut, priest, tile or card created or lost; dice on a tile strictly decreasing; every die of
        phase A on a tile, in a hand or set aside.  Raises :class:`InvalidPosition` naming the first problem."""
        problems = self.problems()
        if problems:
            raise InvalidPosition(problems[0])

    def __repr__(self) -> str:
        return f"<Bora Bora State {self.position()}>"


def _count(value: Any) -> int:
    if isinstance(value, bool):
        return int(value)
    if not isinstance(value, int):
        raise TypeError(f"hut count {value!r}")
    return value


def _upgrade_format_1(s: State, data: dict) -> dict:
    """A save of the first format in this one: true/false hut flags become counts, and the huts that
    format lost when one moved to space 12 come back there (``bora-bora-helper-hut``); ceremony and
    buildings keyed by strings become a grid and a list; the pending action a dict of known keys."""
    data = dict(data)
    n = s.game.players
    huts = [[int(bool(h)) for h in row] for row in data["huts"]]
    for p in range(n):
        owned = sum(huts[p]) + sum(p in owners for owners in data["island"].values())
        if owned < HUT_SPACES and data["people"][p][SPACE_12] is None:
            huts[p][SPACE_12] += HUT_SPACES - owned
    data["huts"] = huts
    data["ceremony"] = [[[grid.get(f"{r},{c}") for c in range(len(row))] for r, row in enumerate(CEREMONY)]
                        for grid in data["ceremony"]]
    data["buildings"] = [[{"value": int(v), "spaces": spaces} for v, spaces in sorted(row.items()) if spaces]
                         for row in data["buildings"]]
    on_tiles = [sum(1 for dice in data["placed"].values() for d in dice if d[0] == p) for p in range(n)]
    in_play = data["phase"] != Phase.START_HUTS
    data["aside"] = [DICE - on_tiles[p] - len(data["dice"][p]) if in_play else 0 for p in range(n)]
    pending = data.get("pending")
    if pending is not None:
        data["pending"] = {"action": pending["action"], "die": pending["die"], "budget": pending.get("budget", 0),
                           "region": pending.get("region")}
    return data


def describe(move: Move) -> Message:
    if isinstance(move, NextRound):
        return _("pasa a la ronda siguiente")
    if isinstance(move, StartHut):
        return _("primera cabaña en: {region}", region=region_name(move.region))
    if isinstance(move, PlaceDie):
        return _("pone un {value} en {tile}", value=move.value, tile=TILE_NAMES[move.tile])
    if isinstance(move, Expand):
        if move.from_12:
            return _("se expande a: {region}, con una cabaña de su espacio 12", region=region_name(move.region))
        return _("se expande a: {region}", region=region_name(move.region))
    if isinstance(move, TakeResource):
        return _("toma el recurso de la región") if move.take else _("deja el recurso de la región")
    if isinstance(move, PlaceMaterial):
        return _("pone el material en su espacio de ceremonia de la {space}",
                 space=ceremony_space_name((move.row, move.col)))
    if isinstance(move, Fish):
        return _("puntúa el pez") if move.take else _("no puntúa el pez")
    if isinstance(move, TakePerson):
        if move.to_12:
            return _("toma la ficha de la posición {n} y la pone en su espacio 12", n=move.position)
        return _("toma la ficha de la posición {n}", n=move.position)
    if isinstance(move, Trade):
        if move.item in (Item.TATTOO, Item.SHELLS) and isinstance(move.choice, int):
            return _("cambia puntos de dado por: {item} (la ficha de su espacio {space})", item=ITEM_NAMES[move.item],
                     space=move.choice)
        return _("cambia puntos de dado por: {item}", item=ITEM_NAMES.get(move.item, move.item))
    if isinstance(move, EndTrade):
        return _("deja de cambiar")
    if isinstance(move, Priest):
        return _("pone un sacerdote en el espacio {n}", n=move.space)
    return _("construye la ficha {n}", n=move.value)
