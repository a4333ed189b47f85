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
"""

from __future__ import annotations

import json
import random
from ..engine import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Explanation, Step
from ..i18n import Message, Plural, _
from .data import (
    ACTION_NAMES, ACTION_TILES, BUILDING_VALUES, ITEM_NAMES, CEREMONY, CEREMONY_SPACES, DICE, HELPER_COSTS, HUT_SPACES,
    MAN_TILES, MATERIALS, PEOPLE_POSITIONS, PRIESTS, REGIONS, RESOURCE_NAMES, START_REGIONS, TEMPLE_SPACES,
    TILE_ACTIONS, TILE_NAMES, WOMAN_TILES, ceremony_adjacent, paths_from, region_name,
)
from .moves import (
    Build, EndTrade, Expand, Fish, Move, NextRound, PlaceDie, Priest, StartHut, TakePerson, Trade, move_from_dict,
    move_to_dict,
)
from .options import Options

ROUNDS = 6
GOD_CARDS = 60
GOD_DISPLAY = 5
TASKS_CRANE, TASKS_PARROT = 7, 53
JEWELLERY = 24


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


def player_name(p: int) -> Message:
    return _("jugador {n}", n=p + 1)


class BoraBora(RuleGame):
    """The fixed description of a game: 2 to 4 players and the options."""

    def __init__(self, players: int = 3, options: Options | None = None) -> None:
        if players not in (2, 3, 4):
            raise InvalidSetupError("bora-bora-setup-tiles", _("Bora Bora se juega con 2 a 4 jugadores, no con {n}.",
                                                               n=players))
        self.players = players
        self.options = options or Options()
        self.tiles = ACTION_TILES[players]

    def new_state(self, seed: int = 0) -> "State":
        return State.setup(self, seed)

class State(RuleState):
    """A position of Bora Bora during setup or phase A."""

    PHASE_OF_MOVE = {NextRound: ("done",), StartHut: ("start-huts",), PlaceDie: ("place",), Expand: ("expand",),
                     Fish: ("fish",), TakePerson: ("person",), Trade: ("helper",), EndTrade: ("helper",),
                     Priest: ("temple",), Build: ("build",)}
    ORDER_RULE = "bora-bora-dice-place"
    TERMINAL = ("done",)

    def __init__(self, game: BoraBora) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.round = 1
        self.order: list[int] = list(range(n))   # turn order (player colours)
        self.vp = [0] * n
        self.status = [0] * n
        self.status_stack: list[int] = []        # who is on top when markers share a status space (last = top)
        self.huts = [[True] * HUT_SPACES for _ in range(n)]   # huts still on each player board space
        self.people: list[list] = [[None] * HUT_SPACES for _ in range(n)]  # [kind, tile, turned] on a board space
        self.island: dict[str, list[int]] = {r: [] for r in REGIONS}
        self.fish_scored: list[list[str]] = [[] for _ in range(n)]
        self.priests = [PRIESTS] * n
        self.temple: list[int | None] = [None] * TEMPLE_SPACES  # index 0 is space 1
        self.ceremony: list[dict[str, str | None]] = [{f"{r},{c}": None for r, c in CEREMONY_SPACES} for _ in range(n)]
        self.beside: list[dict[str, int]] = [{m: 0 for m in MATERIALS} for _ in range(n)]
        self.buildings: list[dict[str, list | None]] = [{str(v): None for v in BUILDING_VALUES} for _ in range(n)]
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
        self.placed: dict[str, list[list[int]]] = {t: [] for t in game.tiles}  # [player, value] in order
        self.phase = "start-huts"
        self.player: int | None = None
        self.queue: list[int] = []      # whose start hut comes next; in phase A, whose die
        self.pending: dict | None = None  # the action being carried out
        self._init_moves()

    # --------------------------------------------------------------------- setup
    @classmethod
    def setup(cls, game: BoraBora, seed: int) -> "State":
        s = cls(game)
        s.seed = seed
        rng = random.Random(f"bora-bora/{seed}")
        n = game.players
        s.order = list(range(n))
        rng.shuffle(s.order)  # bora-bora-setup-player: the turn-order tiles, drawn at random
        for place, p in enumerate(s.order):  # bora-bora-setup-order
            s.vp[p] = place
        s.status_stack = list(reversed(s.order))  # the first player's marker sits on top of the stack at 0
        men, women = list(range(len(MAN_TILES))), list(range(len(WOMAN_TILES)))
        rng.shuffle(men)
        rng.shuffle(women)
        s.men, s.man_stack = men[:PEOPLE_POSITIONS], men[PEOPLE_POSITIONS:]  # bora-bora-setup-people
        s.women, s.woman_stack = women[:PEOPLE_POSITIONS], women[PEOPLE_POSITIONS:]
        cranes, parrots = list(range(TASKS_CRANE)), list(range(TASKS_CRANE, TASKS_CRANE + TASKS_PARROT))
        rng.shuffle(cranes)
        rng.shuffle(parrots)
        for p in range(n):  # bora-bora-setup-tasks: one crane and two parrots each
            s.tasks[p] = [cranes.pop(), parrots.pop(), parrots.pop()]
        s.task_display = [parrots.pop() for _ in range(n + 2)]
        s.task_stack = parrots
        s.jewellery = list(range(JEWELLERY))
        rng.shuffle(s.jewellery)
        gods = list(range(GOD_CARDS))
        rng.shuffle(gods)
        s.god_display = [gods.pop() for _ in range(GOD_DISPLAY)]  # bora-bora-setup-gods
        for p in range(n):
            s.god_hands[p] = [gods.pop(), gods.pop()]
        s.god_deck = gods
        s.queue = list(reversed(s.order))  # bora-bora-setup-huts: in reverse turn order
        s.player = s.queue[0]
        return s

    def _roll(self) -> None:
        rng = random.Random(f"bora-bora/{self.seed}/round/{self.round}")
        self.dice = [sorted((rng.randint(1, 6) for _ in range(DICE)), reverse=True) for _p in range(self.game.players)]
        self.placed = {t: [] for t in self.game.tiles}
        self.queue = [p for _i in range(DICE) for p in self.order]
        self.phase, self.player = "place", self.queue[0]
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
        return self.phase == "done"

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        return f"round {self.round}, phase {self.phase}, player {who}"

    def lowest(self, tile: str) -> int | None:
        dice = self.placed[tile]
        return min(v for _p, v in dice) if dice else None

    def free_spaces(self, p: int) -> list[int]:
        """Player board spaces with neither a hut nor a person (bora-bora-people-space)."""
        return [i for i in range(HUT_SPACES) if not self.huts[p][i] and self.people[p][i] is None]

    def hut_regions(self, p: int) -> list[str]:
        return [r for r, owners in self.island.items() if p in owners]

    def expansion_targets(self, p: int, kind: str, die: int) -> list[str]:
        """Regions ``p`` may settle: along a path of ``kind`` worth at most ``die``, from a
        region with their hut, where they have no hut yet (bora-bora-expand-paths, -one-hut)."""
        mine = self.hut_regions(p)
        return sorted({other for r in mine for other, k, v in paths_from(r)
                       if k == kind and v <= die and p not in self.island[other]})

    def die_options(self, p: int, value: int) -> dict[str, tuple[str, Message] | None]:
        """For each action tile: None if a die of ``value`` may go there now, else (rule id, why not)."""
        out = {}
        for tile in self.game.tiles:
            low = self.lowest(tile)
            if low is not None and value >= low:
                out[tile] = ("bora-bora-dice-lower", _("Hay un {low} en la ficha: solo cabe un dado menor.", low=low))
                continue
            doable = [a for a in TILE_ACTIONS[tile] if self._action_possible(p, a, value) is None]
            if self.game.options.action_required and not doable:
                out[tile] = self._action_possible(p, TILE_ACTIONS[tile][0], value)
            else:
                out[tile] = None
        return out

    def _action_possible(self, p: int, action: str, die: int) -> tuple[str, Message] | None:
        if action in ("land", "water"):
            if not self.expansion_targets(p, action, die):
                return "bora-bora-expand-paths", _("Ninguna región nueva está a tu alcance por ese camino con un {die}.", die=die)
            if not any(self.huts[p]):
                return "bora-bora-expand-hut", _("No te quedan cabañas en el tablero.")
        elif action in ("man", "woman"):
            row = self.men if action == "man" else self.women
            if not self.free_spaces(p):
                return "bora-bora-people-space", _("No tienes ningún espacio libre en tu tablero.")
            if not any(row[i] is not None for i in range(min(die, PEOPLE_POSITIONS))):
                return "bora-bora-people-take", _("No queda ninguna ficha en las posiciones 1 a {die}.", die=die)
        elif action == "temple":
            if not self.priests[p]:
                return "bora-bora-temple-place", _("No te quedan sacerdotes en la reserva.")
        elif action == "build":
            if not self._build_moves(p, die):
                return "bora-bora-build-materials", _(
                    "No tienes materiales en dos espacios contiguos ni una ficha de construcción de {die} o menos.", die=die)
        return None

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("{player}: {move}", player=player_name(player), move=describe(move))

    # setup: the first huts ----------------------------------------------------------
    def _check_StartHut(self, move: StartHut) -> None:
        if move.region not in START_REGIONS:
            raise self._illegal(move, "bora-bora-setup-huts", _("La primera cabaña va en una región junto a un pez de valor 1."))
        if self.island[move.region]:
            raise self._illegal(move, "bora-bora-setup-huts", _("Esa región ya tiene una cabaña."))

    def _apply_StartHut(self, move: StartHut) -> None:
        p = self.player
        self._settle(p, move.region, "bora-bora-setup-huts")
        self.queue.pop(0)
        if self.queue:
            self.player = self.queue[0]
        else:
            self._roll()

    def _settle(self, p: int, region: str, rule_id: str) -> None:
        """Put one of ``p``'s huts in ``region`` and give the region's resource."""
        space = next(i for i in range(HUT_SPACES) if self.huts[p][i])  # the lowest space: the 12th is kept for last
        self.huts[p][space] = False
        self.island[region].append(p)
        self._events.append(Step(rule_id, _("El {player} pone una cabaña (de su espacio {space}) en: {region}.",
                                            player=player_name(p), space=space + 1, region=region_name(region))))
        self._give(p, REGIONS[region].resource, "bora-bora-expand-resource")

    def _give(self, p: int, resource: str, rule_id: str) -> None:
        if resource == "offering":
            self.offerings[p] += 1
            where = _("junto a su tablero")
        else:
            space = next((k for k, v in self.ceremony[p].items() if v is None and
                          CEREMONY[int(k[0])][int(k[2])] == resource), None)
            if space is None:
                self.beside[p][resource] += 1
                where = _("junto a su tablero (no hay espacio de ceremonia libre para ella)")
            else:
                self.ceremony[p][space] = resource
                where = _("en su espacio de ceremonia {space}", space=space)
        self._events.append(Step(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                                            where=where)))

    # phase A: placing a die ---------------------------------------------------------
    def _check_PlaceDie(self, move: PlaceDie) -> None:
        p = self.player
        if move.value not in self.dice[p]:
            raise self._illegal(move, "bora-bora-dice-place", _("No tienes ningún dado con un {value}.", value=move.value))
        if move.tile not in self.placed:
            raise self._illegal(move, "bora-bora-setup-tiles", _("Esa ficha de acción no está en juego."))
        actions = TILE_ACTIONS[move.tile]
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
        problem = self._action_possible(p, action, move.value)
        if problem and self.game.options.action_required:
            raise self._illegal(move, *problem)

    def _apply_PlaceDie(self, move: PlaceDie) -> None:
        p = self.player
        self.dice[p].remove(move.value)
        self.placed[move.tile].append([p, move.value])
        action = move.action or TILE_ACTIONS[move.tile][0]
        self._events.append(Step("bora-bora-dice-place", _("El {player} pone un {value} en la ficha {tile} ({action}).",
                                                           player=player_name(p), value=move.value,
                                                           tile=TILE_NAMES[move.tile], action=ACTION_NAMES[action])))
        self.pending = {"action": action, "die": move.value, "budget": move.value}
        if self._action_possible(p, action, move.value) is not None:
            self._events.append(Step("bora-bora-q-action-required", _("La acción no se puede hacer: el dado queda sin efecto.")))
            self._end_action()
            return
        self.phase = {"land": "expand", "water": "expand", "man": "person", "woman": "person", "helper": "helper",
                      "temple": "temple", "build": "build"}[action]

    def _end_action(self) -> None:
        self.pending = None
        self.queue.pop(0)
        if not self.queue:
            self.phase, self.player = "done", None
            self._events.append(Step("bora-bora-dice-place", _("Todos han colocado sus tres dados: termina la fase A.")))
            return
        self.phase, self.player = "place", self.queue[0]
        self._skip_stuck()

    def _skip_stuck(self) -> None:
        """A player none of whose dice can go anywhere places nothing this turn (bora-bora-q-stuck)."""
        while self.phase == "place":
            p = self.player
            if any(v is None for value in set(self.dice[p]) for v in self.die_options(p, value).values()):
                return
            self._events.append(Step("bora-bora-q-stuck", _("El {player} no puede poner ningún dado y pierde este turno.",
                                                            player=player_name(p))))
            if self.dice[p]:
                self.dice[p].pop()  # the lowest die is set aside
            self.queue.pop(0)
            if not self.queue:
                self.phase, self.player = "done", None
                return
            self.player = self.queue[0]

    # expand ----------------------------------------------------------------------------
    def _check_Expand(self, move: Expand) -> None:
        p, pending = self.player, self.pending
        if move.region not in REGIONS:
            raise self._illegal(move, "bora-bora-expand-paths", _("Esa región no existe."))
        if p in self.island[move.region]:
            raise self._illegal(move, "bora-bora-expand-one-hut", _("Ya tienes una cabaña en esa región."))
        if move.region not in self.expansion_targets(p, pending["action"], pending["die"]):
            reachable = {o for r in self.hut_regions(p) for o, _k, _v in paths_from(r)}
            rule_id = "bora-bora-expand-paths" if move.region in reachable else "bora-bora-expand-diagonal"
            raise self._illegal(move, rule_id, _(
                "Con un {die} no llegas a esa región por un camino de {kind} desde una región tuya.",
                die=pending["die"], kind=_("tierra") if pending["action"] == "land" else _("agua")))

    def _apply_Expand(self, move: Expand) -> None:
        p = self.player
        others = [o for o in self.island[move.region] if o != p]
        self._settle(p, move.region, "bora-bora-expand-hut")
        if others:
            self._events.append(Step("bora-bora-expand-one-hut", _(
                "Ya había otra cabaña en la región: se aparta, pero sigue en ella.")))
        self.pending["region"] = move.region
        if move.region in self.fish_scored[p]:
            self._end_action()
        else:
            self.phase = "fish"

    def _check_Fish(self, move: Fish) -> None:
        return None

    def _apply_Fish(self, move: Fish) -> None:
        p, region = self.player, self.pending["region"]
        fish = REGIONS[region].fish
        if move.take:
            self.fish_scored[p].append(region)
            points = fish if self.game.options.fish_points == "value" else 0
            self.vp[p] += points
            self._events.append(Step("bora-bora-expand-fish", _(
                "Puntúa ahora la ficha de pez ({fish}) junto a la región: {points} PV.", fish=fish, points=points)))
        else:
            self._events.append(Step("bora-bora-expand-fish", _("No puntúa la ficha de pez; no podrá hacerlo más tarde.")))
        self._end_action()

    # woman and man -----------------------------------------------------------------------
    def _check_TakePerson(self, move: TakePerson) -> None:
        row = self.men if self.pending["action"] == "man" else self.women
        if not 1 <= move.position <= self.pending["die"]:
            raise self._illegal(move, "bora-bora-people-take", _(
                "Con un {die} se toma una ficha de las posiciones 1 a {die}.", die=self.pending["die"]))
        if row[move.position - 1] is None:
            raise self._illegal(move, "bora-bora-people-take", _("Esa posición está vacía."))

    def _apply_TakePerson(self, move: TakePerson) -> None:
        p, action = self.player, self.pending["action"]
        row, stack = (self.men, self.man_stack) if action == "man" else (self.women, self.woman_stack)
        tile = row[move.position - 1]
        row[move.position - 1] = stack.pop() if (self.game.options.people_refill and stack) else None
        space = self.free_spaces(p)[0]
        self.people[p][space] = [action, tile, False]
        rule_id = "bora-bora-people-man" if action == "man" else "bora-bora-people-take"
        self._events.append(Step(rule_id, _("El {player} toma la ficha de la posición {pos} y la pone en su espacio {space}.",
                                            player=player_name(p), pos=move.position, space=space + 1)))
        self._events.append(Step("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora.")))
        self._end_action()

    # helper ------------------------------------------------------------------------------
    def _check_Trade(self, move: Trade) -> None:
        p, budget = self.player, self.pending["budget"]
        cost = HELPER_COSTS.get(move.item)
        if cost is None:
            raise self._illegal(move, "bora-bora-helper-costs", _("El ayudante no ofrece eso."))
        if cost > budget:
            raise self._illegal(move, "bora-bora-helper-budget", _(
                "Cuesta {cost} (puntos de dado) y te quedan {left}.", cost=cost, left=budget))
        if move.item in ("tattoo", "shells"):
            kind = "man" if move.item == "tattoo" else "woman"
            if not any(x is not None and x[0] == kind and not x[2] for x in self.people[p]):
                rule_id = "bora-bora-helper-tattoo" if kind == "man" else "bora-bora-helper-shells"
                raise self._illegal(move, rule_id, _("No tienes ninguna ficha de {kind} sin girar.",
                                                     kind=ACTION_NAMES[kind]))
        elif move.item == "god_card":
            if move.choice not in (-1, 0, 1, 2, 3, 4) or (move.choice == -1 and not self.god_deck) or (
                    move.choice != -1 and self.god_display[move.choice] is None):
                raise self._illegal(move, "bora-bora-helper-god-card", _(
                    "Se toma la carta de arriba del mazo (-1) o una de las cinco descubiertas (0 a 4)."))
        elif move.item == "material":
            if move.choice not in MATERIALS:
                raise self._illegal(move, "bora-bora-helper-material", _("Elige arena, madera o piedra."))
        elif move.item == "hut_to_12":
            if not any(self.huts[p][:HUT_SPACES - 1]):
                raise self._illegal(move, "bora-bora-helper-hut", _("No tienes ninguna cabaña que mover al espacio 12."))
        elif move.choice is not None:
            raise self._illegal(move, "bora-bora-helper-costs", _("Esa compra no lleva elección."))

    def _apply_Trade(self, move: Trade) -> None:
        p = self.player
        self.pending["budget"] -= HELPER_COSTS[move.item]
        left = self.pending["budget"]
        if move.item in ("tattoo", "shells"):
            kind = "man" if move.item == "tattoo" else "woman"
            slot = next(x for x in self.people[p] if x is not None and x[0] == kind and not x[2])
            slot[2] = True
            if kind == "man":
                symbols = MAN_TILES[slot[1]]
                self.status[p] += symbols
                self.status_stack = [q for q in self.status_stack if q != p] + [p]
                self._events.append(Step("bora-bora-helper-tattoo", Plural(
                    "Tatúa a un hombre: {n} símbolo de estado, su marcador avanza hasta {status}.",
                    "Tatúa a un hombre: {n} símbolos de estado, su marcador avanza hasta {status}.",
                    symbols, status=self.status[p])))
            else:
                shells = WOMAN_TILES[slot[1]]
                self.shells[p] += shells
                self._events.append(Step("bora-bora-helper-shells", Plural(
                    "Gira una ficha de mujer y recoge {n} concha.", "Gira una ficha de mujer y recoge {n} conchas.", shells)))
        elif move.item == "points":
            self.vp[p] += 1
            self._events.append(Step("bora-bora-helper-points", _("Gana 1 punto de victoria.")))
        elif move.item == "offering":
            self.offerings[p] += 1
            self._events.append(Step("bora-bora-helper-offering", _("Toma una ofrenda.")))
        elif move.item == "god_card":
            if move.choice == -1:
                card = self.god_deck.pop()
            else:
                card = self.god_display[move.choice]
                self.god_display[move.choice] = self.god_deck.pop() if self.god_deck else None
            self.god_hands[p].append(card)
            self._events.append(Step("bora-bora-helper-god-card", _("Toma una carta de Dios.")))
        elif move.item == "material":
            self._give(p, move.choice, "bora-bora-helper-material")
        else:
            space = next(i for i in range(HUT_SPACES - 1) if self.huts[p][i])
            self.huts[p][space] = False
            self._events.append(Step("bora-bora-helper-hut", _(
                "Mueve la cabaña de su espacio {space} al espacio 12: queda un espacio libre.", space=space + 1)))
        self._events.append(Step("bora-bora-helper-budget", Plural("Le queda {n} punto de dado.",
                                                                   "Le quedan {n} puntos de dado.", left)))
        if left == 0:
            self._end_action()

    def _check_EndTrade(self, move: EndTrade) -> None:
        return None

    def _apply_EndTrade(self, move: EndTrade) -> None:
        self._events.append(Step("bora-bora-helper-budget", Plural(
            "No usa el punto que le queda.", "No usa los {n} puntos que le quedan.", self.pending["budget"])))
        self._end_action()

    # temple ------------------------------------------------------------------------------
    def _check_Priest(self, move: Priest) -> None:
        if not 1 <= move.space <= min(self.pending["die"], TEMPLE_SPACES):
            raise self._illegal(move, "bora-bora-temple-place", _(
                "Con un {die} el sacerdote va a un espacio del 1 al {die}.", die=self.pending["die"]))

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
    def _build_moves(self, p: int, die: int) -> list[Build]:
        values = [v for v in BUILDING_VALUES if v <= die and self.buildings[p][str(v)] is None]
        full = [s for s in CEREMONY_SPACES if self.ceremony[p][f"{s[0]},{s[1]}"] is not None]
        pairs = [(a, b) for i, a in enumerate(full) for b in full[i + 1:] if ceremony_adjacent(a, b)]
        return [Build(v, a, b) for v in values for a, b in pairs]

    def _check_Build(self, move: Build) -> None:
        p = self.player
        if move.value not in BUILDING_VALUES or move.value > self.pending["die"]:
            raise self._illegal(move, "bora-bora-build-value", _(
                "Con un {die} se construye una ficha de valor {die} o menor.", die=self.pending["die"]))
        if self.buildings[p][str(move.value)] is not None:
            raise self._illegal(move, "bora-bora-build-value", _("Esa ficha de construcción ya está construida."))
        spaces = [tuple(move.a), tuple(move.b)]
        if any(s not in CEREMONY_SPACES for s in spaces) or not ceremony_adjacent(*spaces):
            raise self._illegal(move, "bora-bora-build-materials", _(
                "Los dos espacios de ceremonia deben estar uno junto al otro, en horizontal o en vertical."))
        if any(self.ceremony[p][f"{s[0]},{s[1]}"] is None for s in spaces):
            raise self._illegal(move, "bora-bora-build-materials", _("Los dos espacios deben tener material."))

    def _apply_Build(self, move: Build) -> None:
        p = self.player
        for s in (move.a, move.b):
            self.ceremony[p][f"{s[0]},{s[1]}"] = None
        self.buildings[p][str(move.value)] = [list(move.a), list(move.b)]
        self._events.append(Step("bora-bora-build-materials", _(
            "Devuelve los materiales de dos espacios de ceremonia contiguos y construye la ficha {value}.",
            value=move.value)))
        self._end_action()

    # --------------------------------------------------------------- legal moves
    def _generate(self) -> list[Move]:
        p = self.player
        if self.phase == "start-huts":
            return [StartHut(r) for r in START_REGIONS if not self.island[r]]
        if self.phase == "place":
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
        pending = self.pending or {}
        if self.phase == "expand":
            return [Expand(r) for r in self.expansion_targets(p, pending["action"], pending["die"])]
        if self.phase == "fish":
            return [Fish(True), Fish(False)]
        if self.phase == "person":
            row = self.men if pending["action"] == "man" else self.women
            return [TakePerson(i + 1) for i in range(min(pending["die"], PEOPLE_POSITIONS)) if row[i] is not None]
        if self.phase == "helper":
            candidates = [Trade(i) for i in ("tattoo", "shells", "points", "offering", "hut_to_12")]
            candidates += [Trade("god_card", c) for c in (-1, 0, 1, 2, 3, 4)] + [Trade("material", m) for m in MATERIALS]
            return [m for m in candidates if self.is_legal(m)] + [EndTrade()]
        if self.phase == "temple":
            return [Priest(s) for s in range(1, min(pending["die"], TEMPLE_SPACES) + 1)]
        if self.phase == "build":
            return list(self._build_moves(p, pending["die"]))
        return [NextRound()] if self.round < ROUNDS else []

    # ------------------------------------------------------------------- saving
    SAVED = ("seed", "round", "order", "vp", "status", "status_stack", "huts", "people", "island", "fish_scored",
             "priests", "temple", "ceremony", "beside", "buildings", "offerings", "shells", "god_hands", "god_deck",
             "god_display", "man_stack", "woman_stack", "men", "women", "tasks", "task_stack", "task_display",
             "jewellery", "dice", "placed", "phase", "player", "queue", "pending")

    def to_dict(self, history: bool = True) -> dict:
        data = json.loads(json.dumps({k: getattr(self, k) for k in self.SAVED}))
        data["game"] = {"players": self.game.players, "options": self.game.options.to_dict()}
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        return cls._restore(data, lambda g: BoraBora(g["players"], Options(**g.get("options", {}))), cls.SAVED,
                            "bora-bora-setup-player", move_from_dict)

    def validate(self) -> None:
        """No hut, priest, tile or card created or lost; dice on a tile strictly decreasing."""
        n = self.game.players
        for p in range(n):
            if sum(p in owners for owners in self.island.values()) + sum(self.huts[p]) > HUT_SPACES:
                raise InvalidSetupError("bora-bora-expand-hut", _("Un jugador tiene más de 12 cabañas."))
            if self.priests[p] + self.temple.count(p) != PRIESTS:
                raise InvalidSetupError("bora-bora-temple-push", _("Falta o sobra algún sacerdote."))
            if any(owners.count(p) > 1 for owners in self.island.values()):
                raise InvalidSetupError("bora-bora-expand-one-hut", _("Dos cabañas de un jugador en una región."))
        men = self.man_stack + [m for m in self.men if m is not None] + [
            x[1] for row in self.people for x in row if x is not None and x[0] == "man"]
        women = self.woman_stack + [w for w in self.women if w is not None] + [
            x[1] for row in self.people for x in row if x is not None and x[0] == "woman"]
        if sorted(men) != list(range(len(MAN_TILES))) or sorted(women) != list(range(len(WOMAN_TILES))):
            raise InvalidSetupError("bora-bora-setup-people", _("Falta o sobra alguna ficha de hombre o de mujer."))
        gods = self.god_deck + [g for g in self.god_display if g is not None] + [g for h in self.god_hands for g in h]
        if sorted(gods) != list(range(GOD_CARDS)):
            raise InvalidSetupError("bora-bora-setup-gods", _("Falta o sobra alguna carta de Dios."))
        tasks = self.task_stack + self.task_display + [t for ts in self.tasks for t in ts]
        if len(tasks) != len(set(tasks)) or len(tasks) != TASKS_PARROT + n:
            raise InvalidSetupError("bora-bora-setup-tasks", _("Falta o sobra alguna ficha de tarea."))
        for tile, dice in self.placed.items():
            values = [v for _p, v in dice]
            if any(b >= a for a, b in zip(values, values[1:])):
                raise InvalidSetupError("bora-bora-dice-lower", _("Los dados de una ficha deben ir de mayor a menor."))

    def __repr__(self) -> str:
        return f"<Bora Bora State {self.position()}>"


def describe(move: Move) -> Message:
    if isinstance(move, NextRound):
        return _("pasa a la ronda siguiente")
    if isinstance(move, StartHut):
        return _("primera cabaña en: {region}", region=region_name(move.region))
    if isinstance(move, PlaceDie):
        return _("pone un {value} en {tile}", value=move.value, tile=TILE_NAMES[move.tile])
    if isinstance(move, Expand):
        return _("se expande a: {region}", region=region_name(move.region))
    if isinstance(move, Fish):
        return _("puntúa el pez") if move.take else _("no puntúa el pez")
    if isinstance(move, TakePerson):
        return _("toma la ficha de la posición {n}", n=move.position)
    if isinstance(move, Trade):
        return _("cambia puntos de dado por: {item}", item=ITEM_NAMES[move.item])
    if isinstance(move, EndTrade):
        return _("deja de cambiar")
    if isinstance(move, Priest):
        return _("pone un sacerdote en el espacio {n}", n=move.space)
    return _("construye la ficha {n}", n=move.value)
