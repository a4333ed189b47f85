"""Everything that makes a Bora Bora position impossible (:meth:`State.problems <.state.State.problems>`),
each as a :class:`~rulesim.position.Problem` naming the part at fault and the rule, by subject: the players
and the turn order, the dice, the huts, the player boards, the temple, the tiles and cards, and the turn.

Rules: ``bora-bora-setup-*`` (what each player and the board hold), ``bora-bora-dice-*`` (three dice each,
strictly decreasing on a tile), ``bora-bora-helper-hut`` and ``bora-bora-expand-one-hut`` (huts),
``bora-bora-helper-material``, ``bora-bora-build-*`` and ``bora-bora-q-build-covers`` (the ceremony spaces),
``bora-bora-temple-place`` (four priests each) and ``bora-bora-expand-fish``.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ..engine import player_name
from ..i18n import Plural, _
from ..position import Problem
from .components import (
    BUILDING_VALUES,
    CEREMONY,
    CEREMONY_SPACES,
    DICE,
    GOD_CARDS,
    HUT_SPACES,
    MAN_TILES,
    MATERIALS,
    PEOPLE_POSITIONS,
    PRIESTS,
    REGIONS,
    RESOURCE_NAMES,
    SPACE_12,
    TASKS_PARROT,
    TEMPLE_SPACES,
    TILE_NAMES,
    WOMAN_TILES,
    Action,
    ceremony_adjacent,
    ceremony_space_name,
    region_name,
)
from .parts import Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

#: the actions a phase carries out (``bora-bora-dice-place``): the action under way must be one of them
PHASE_ACTIONS = {Phase.EXPAND: (Action.LAND, Action.WATER), Phase.RESOURCE: (Action.LAND, Action.WATER),
                 Phase.FISH: (Action.LAND, Action.WATER), Phase.PERSON: (Action.MAN, Action.WOMAN),
                 Phase.HELPER: (Action.HELPER,), Phase.TEMPLE: (Action.TEMPLE,), Phase.BUILD: (Action.BUILD,)}


def position_problems(s: State) -> list[Problem]:
    basic = _player_problems(s)
    if basic:  # (without one seat per player in a turn order of them all, nothing else can be counted)
        return basic
    return (_tile_in_play_problems(s) + _dice_problems(s) + _hut_problems(s) + _board_problems(s)
            + _island_problems(s) + _temple_problems(s) + _supply_problems(s) + _placed_problems(s)
            + _turn_problems(s))


def _player_problems(s: State) -> list[Problem]:
    n, out = s.game.players, []
    if sorted(s.order) != list(range(n)):
        out.append(Problem("order", "bora-bora-setup-player", _("El orden de turno nombra a cada jugador una vez.")))
    if len(s.seats) != n:
        out.append(Problem("seats", "bora-bora-setup-player", Plural(
            "Se espera lo que tiene cada jugador: {n} jugador.", "Se espera lo que tiene cada jugador: {n} jugadores.",
            n)))
    if s.player is not None and not 0 <= s.player < n:
        out.append(Problem("player", "bora-bora-setup-player", _("No hay ningún {player}.",
                                                                 player=player_name(s.player))))
    return out


def _tile_in_play_problems(s: State) -> list[Problem]:
    n = s.game.players
    return [Problem(f"placed.{tile}", "bora-bora-setup-tiles", _(
        "Con {n} jugadores no hay esa ficha; hay: {tiles}.", n=n, tiles=[TILE_NAMES[t] for t in s.game.tiles]))
        for tile, dice in s.placed.items() if tile not in s.game.tiles]


def _dice_problems(s: State) -> list[Problem]:
    """Three dice each: in hand, on the tiles or set aside (after the setup); the player to place one holds one."""
    out = []
    if not s.in_setup:
        for p, seat in enumerate(s.seats):
            held = s.on_tiles(p) + len(seat.dice)
            if held > DICE:
                out.append(Problem(f"seats[{p}].dice", "bora-bora-dice-place", _(
                    "El {player} tiene tres dados: no puede tener {n} entre la mano y las fichas.",
                    player=player_name(p), n=held)))
    if s.phase is Phase.PLACE and s.player is not None and not s.seats[s.player].dice:
        out.append(Problem(f"seats[{s.player}].dice", "bora-bora-dice-place", _(
            "Al {player} le toca poner un dado, pero no le queda ninguno.", player=player_name(s.player))))
    return out


def _hut_problems(s: State) -> list[Problem]:
    out = []
    for p, seat in enumerate(s.seats):
        board, field = seat.huts, f"seats[{p}].huts"
        if len(board) != HUT_SPACES or any(h < 0 for h in board):
            out.append(Problem(field, "bora-bora-setup-player", _(
                "Un tablero de jugador tiene 12 espacios de cabaña.")))
            continue
        if any(h > 1 for h in board[:SPACE_12]):
            out.append(Problem(field, "bora-bora-helper-hut", _(
                "Solo el espacio 12 de un tablero admite varias cabañas; el {player} tiene más de una en otro.",
                player=player_name(p))))
        if s.huts_owned(p) != HUT_SPACES:
            out.append(Problem(field, "bora-bora-setup-player", Plural(
                "El {player} tiene {n} cabaña entre su tablero y las islas; cada jugador tiene 12.",
                "El {player} tiene {n} cabañas entre su tablero y las islas; cada jugador tiene 12.",
                s.huts_owned(p), player=player_name(p))))
        for i in range(min(HUT_SPACES, len(seat.people))):
            if board[i] and seat.people[i] is not None:
                out.append(Problem(f"seats[{p}].people", "bora-bora-people-space", _(
                    "El espacio {space} del {player} tiene a la vez una cabaña y una ficha.",
                    space=i + 1, player=player_name(p))))
        if not s.in_setup and not s.hut_regions(p):
            out.append(Problem("island", "bora-bora-setup-huts", _(
                "Tras la preparación, el {player} tiene al menos su primera cabaña en las islas.",
                player=player_name(p))))
    return out


def _board_problems(s: State) -> list[Problem]:
    """The fish scored, the ceremony spaces and the buildings of each board; nothing counted below zero."""
    out = []
    for p, seat in enumerate(s.seats):
        if any(region not in REGIONS or p not in s.island[region] for region in seat.fish_scored):
            out.append(Problem(f"seats[{p}].fish_scored", "bora-bora-expand-fish", _(
                "El {player} solo puede haber puntuado el pez de una región donde se expandió.",
                player=player_name(p))))
        for r, row in enumerate(seat.ceremony):
            for c, material in enumerate(row):
                if material is not None and material != CEREMONY[r][c]:
                    out.append(Problem(f"seats[{p}].ceremony", "bora-bora-helper-material", _(
                        "El espacio de ceremonia de la {space} solo admite {material}.",
                        space=ceremony_space_name((r, c)), material=RESOURCE_NAMES[CEREMONY[r][c]])))
        out += _building_problems(s, p)
        counts = {"vp": seat.vp, "status": seat.status, "offerings": seat.offerings, "shells": seat.shells}
        negative = [name for name, value in counts.items() if value < 0]
        if negative or any(n < 0 for n in seat.beside.values()):
            out.append(Problem(f"seats[{p}].{negative[0] if negative else 'beside'}", "bora-bora-setup-order", _(
                "Los puntos, el estado, las ofrendas y las conchas no son negativos.")))
    return out


def _building_problems(s: State, p: int) -> list[Problem]:
    seat, out = s.seats[p], []
    values = [b.value for b in seat.buildings]
    spaces = [x for b in seat.buildings for x in (b.a, b.b)]
    if len(set(values)) != len(values) or any(v not in BUILDING_VALUES for v in values):
        out.append(Problem(f"seats[{p}].buildings", "bora-bora-build-value", _(
            "Cada ficha de construcción (1 a 6) se construye una vez.")))
    if any(not ceremony_adjacent(b.a, b.b) or b.a not in CEREMONY_SPACES or b.b not in CEREMONY_SPACES
           for b in seat.buildings):
        out.append(Problem(f"seats[{p}].buildings", "bora-bora-build-materials", _(
            "Una ficha de construcción ocupa dos espacios de ceremonia contiguos.")))
    if s.game.options.build_covers:
        if len(set(spaces)) != len(spaces):
            out.append(Problem(f"seats[{p}].buildings", "bora-bora-q-build-covers", _(
                "Dos fichas de construcción en el mismo espacio.")))
        if any(seat.ceremony[r][c] is not None for r, c in spaces if (r, c) in CEREMONY_SPACES):
            out.append(Problem(f"seats[{p}].ceremony", "bora-bora-q-build-covers", _(
                "Un espacio bajo una ficha de construcción no puede tener material.")))
    return out


def _island_problems(s: State) -> list[Problem]:
    who, out = range(s.game.players), []
    for region, owners in s.island.items():
        if any(o not in who for o in owners):
            out.append(Problem(f"island.{region}", "bora-bora-setup-player", _(
                "Hay una cabaña de un jugador que no está en la partida.")))
        elif any(owners.count(p) > 1 for p in who):
            out.append(Problem(f"island.{region}", "bora-bora-expand-one-hut", _(
                "El {player} tiene dos cabañas en {region}; cada jugador tiene una como mucho por región.",
                player=player_name(next(p for p in who if owners.count(p) > 1)), region=region_name(region))))
    return out


def _temple_problems(s: State) -> list[Problem]:
    who = range(s.game.players)
    if any(o is not None and o not in who for o in s.temple) or len(s.temple) != TEMPLE_SPACES:
        return [Problem("temple", "bora-bora-temple-place", _(
            "El templo tiene seis espacios, con sacerdotes de los jugadores."))]
    return [Problem("temple", "bora-bora-temple-place", _(
        "El {player} tiene {n} sacerdotes en el templo, pero cada jugador tiene 4.",
        player=player_name(p), n=s.temple.count(p))) for p in who if s.temple.count(p) > PRIESTS]


def _supply_problems(s: State) -> list[Problem]:
    """Every man and woman tile, god card and task tile once; six positions in each row of people; each
    player's status marker once in the stack."""
    out = []
    people = [x for seat in s.seats for x in seat.people if x is not None]
    for row_name, stack_name, kind, tiles in (("men", "man_stack", Action.MAN, MAN_TILES),
                                              ("women", "woman_stack", Action.WOMAN, WOMAN_TILES)):
        row, stack = getattr(s, row_name), getattr(s, stack_name)
        if len(row) != PEOPLE_POSITIONS:
            out.append(Problem(row_name, "bora-bora-setup-people", _(
                "Cada fila de fichas de hombre o de mujer tiene seis posiciones.")))
        every = stack + [t for t in row if t is not None] + [x.tile for x in people if x.kind == kind]
        if sorted(every) != list(range(len(tiles))):
            out.append(Problem(stack_name, "bora-bora-setup-people", _(
                "Falta o sobra alguna ficha de hombre o de mujer.")))
    gods = s.god_deck + [g for g in s.god_display if g is not None] + [g for seat in s.seats for g in seat.god_cards]
    if sorted(gods) != list(range(GOD_CARDS)):
        out.append(Problem("god_deck", "bora-bora-setup-gods", _("Falta o sobra alguna carta de Dios.")))
    tasks = s.task_stack + s.task_display + [t for seat in s.seats for t in seat.tasks]
    if len(tasks) != len(set(tasks)) or len(tasks) != TASKS_PARROT + s.game.players:
        out.append(Problem("task_stack", "bora-bora-setup-tasks", _("Falta o sobra alguna ficha de tarea.")))
    if sorted(s.status_stack) != list(range(s.game.players)):
        out.append(Problem("status_stack", "bora-bora-setup-order", _(
            "Cada jugador tiene un marcador de estado en la pila.")))
    return out


def _placed_problems(s: State) -> list[Problem]:
    who, out = range(s.game.players), []
    for tile, dice in s.placed.items():
        values = [d.value for d in dice]
        if any(not 1 <= v <= 6 for v in values) or any(d.player not in who for d in dice):
            out.append(Problem(f"placed.{tile}", "bora-bora-dice-roll", _(
                "Un dado muestra de 1 a 6 y es de un jugador.")))
        elif any(b >= a for a, b in pairwise(values)):
            out.append(Problem(f"placed.{tile}", "bora-bora-dice-lower", _(
                "Los dados de una ficha deben ir de mayor a menor.")))
    return out


def _turn_problems(s: State) -> list[Problem]:
    """The action under way, the turns left and the player to play, as the phase has them."""
    out = []
    if not s.in_setup:
        acting = 0 if s.phase in (Phase.PLACE, Phase.DONE) else 1
        if not _action_fits(s, acting):
            out.append(Problem("pending", "bora-bora-dice-place", _("La acción en curso no cuadra con la fase.")))
        if len(s.queue) != sum(len(seat.dice) for seat in s.seats) + acting:
            out.append(Problem("queue", "bora-bora-dice-place", _(
                "El orden de los dados que faltan no cuadra con los dados en mano.")))
    if s.phase == Phase.CEREMONY and (s.placing not in MATERIALS or s.resume is None):
        out.append(Problem("placing", "bora-bora-helper-material", _(
            "Falta el material que espera su espacio de ceremonia.")))
    if s.phase == Phase.DONE:
        if s.player is not None or s.queue:
            out.append(Problem("player", "bora-bora-dice-place", _("Terminada la fase A, no le toca a nadie.")))
    elif not s.queue or s.queue[0] != s.player:
        out.append(Problem("player", "bora-bora-dice-place", _(
            "Le toca a quien encabeza el orden de los turnos que faltan.")))
    return out


def _action_fits(s: State, acting: int) -> bool:
    """An action is under way exactly in the phases of an action tile, it is one of that phase's, and the
    phases after settling a region know the region."""
    phase, action = s.phase, s.pending
    if phase == Phase.CEREMONY:  # a material waiting, from an expansion or from the helper
        phase = s.resume if s.resume in (Phase.RESOURCE, Phase.HELPER) else phase
        if action is None:
            return phase == Phase.CEREMONY
    if action is None or not acting:
        return action is None and not acting
    if action.action not in PHASE_ACTIONS.get(phase, ()):
        return False
    return action.region is not None or phase not in (Phase.RESOURCE, Phase.FISH)
