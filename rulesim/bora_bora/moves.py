"""The moves of Bora Bora's setup and phase A, each declared once — the first huts, placing a die, placing a
material, going on to the next round (the action tiles' own moves are :mod:`.actions`) — and the flow they
lead to: the dice rolled, whose die is next, a stuck player, a resource given.

Rules: *Setup* (``bora-bora-setup-huts``), *The round* (``bora-bora-round``, ``bora-bora-phases-b-c``),
*Phase A* (``bora-bora-dice-roll``, ``-place``, ``-lower``), the readings ``bora-bora-q-combined``,
``bora-bora-q-action-required`` and ``bora-bora-q-stuck``, and where a material goes
(``bora-bora-helper-material``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..engine import player_name
from ..i18n import Message, Plural, _
from ..moves import GameMove
from .components import (
    ACTION_NAMES,
    DICE,
    HUT_SPACES,
    REGIONS,
    RESOURCE_NAMES,
    ROUNDS,
    START_REGIONS,
    TILE_ACTIONS,
    TILE_NAMES,
    Action,
    Resource,
    Tile,
    ceremony_space_name,
    region_name,
)
from .parts import ACTION_PHASE, Pending, Phase, PlacedDie

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


class Move(GameMove["State"]):
    """A decision of Bora Bora's setup or phase A."""


def acting(s: State) -> int:
    """The player deciding now (every phase but the end of phase A has one)."""
    assert s.player is not None
    return s.player


def pending(s: State) -> Pending:
    """The action being carried out (every phase of an action tile has one)."""
    assert s.pending is not None
    return s.pending


# ------------------------------------------------------------------------------ the first huts
class StartHut(Move, phases=(Phase.START_HUTS,)):
    """Setup: put a first hut in ``region`` (one of the regions beside a 1-fish tile)."""

    region: str

    def check(self, s: State) -> None:
        if self.region not in START_REGIONS:
            raise s.illegal(self, "bora-bora-setup-huts", _(
                "La primera cabaña va en una región junto a un pez de valor 1."))
        if s.island[self.region]:
            raise s.illegal(self, "bora-bora-setup-huts", _("Esa región ya tiene una cabaña."))
        if not s.huts_on_board(acting(s)):
            raise s.illegal(self, "bora-bora-setup-huts", _("No te quedan cabañas en el tablero."))

    def apply(self, s: State) -> None:
        p = acting(s)
        put_hut(s, p, self.region, False, "bora-bora-setup-huts")
        resource = REGIONS[self.region].resource
        s.event("bora-bora-setup-huts", _("Recibe el recurso de la región: {resource}.",
                                          resource=RESOURCE_NAMES[resource]))
        if give(s, p, resource, "bora-bora-setup-huts", Phase.START_HUTS):
            after_start_hut(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[StartHut]:
        return [cls(r) for r in START_REGIONS if not s.island[r]]

    def said(self, s: State) -> Message:
        return _("primera cabaña en: {region}", region=region_name(self.region))


def after_start_hut(s: State) -> None:
    s.queue.pop(0)
    if s.queue:
        s.phase, s.player = Phase.START_HUTS, s.queue[0]
    else:
        roll(s)


def put_hut(s: State, p: int, region: str, from_12: bool, rule_id: str) -> None:
    """Put one of ``p``'s huts from the player board in ``region``: from the lowest space with a hut
    (the 12th is kept for last), or from space 12."""
    huts = s.seats[p].huts
    space = HUT_SPACES - 1 if from_12 else next(i for i in range(HUT_SPACES) if huts[i])
    huts[space] -= 1
    s.island[region].append(p)
    s.event(rule_id, _("El {player} pone una cabaña (de su espacio {space}) en: {region}.",
                       player=player_name(p), space=space + 1, region=region_name(region)))


# ------------------------------------------------------------------------------ a resource
def give(s: State, p: int, resource: Resource, rule_id: str, resume: Phase) -> bool:
    """Give ``p`` a ``resource``: an offering beside the board, a material on a matching free ceremony
    space (the player chooses when two would do: then False, and :class:`PlaceMaterial` finishes it)."""
    seat = s.seats[p]
    if resource == Resource.OFFERING:
        seat.offerings += 1
        s.event(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                           where=_("junto a su tablero")))
        return True
    spaces = s.ceremony_spaces_for(p, resource)
    if not spaces:
        seat.beside[resource] += 1
        s.event(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                           where=_("junto a su tablero (no hay espacio de ceremonia libre para ella)")))
        s.event("bora-bora-q-material-beside", _(
            "Lectura del sitio: ese material se queda junto al tablero aunque luego quede libre un espacio de "
            "ceremonia, y no cuenta para construir."))
        return True
    if len(spaces) == 1:
        place_material(s, p, resource, spaces[0], rule_id)
        return True
    s.placing, s.resume, s.phase = resource, resume, Phase.CEREMONY
    return False


def place_material(s: State, p: int, resource: Resource, space: tuple[int, int], rule_id: str) -> None:
    s.seats[p].ceremony[space[0]][space[1]] = resource
    s.event(rule_id, _("Recibe {resource}, que pone {where}.", resource=RESOURCE_NAMES[resource],
                       where=_("en su espacio de ceremonia de la {space}", space=ceremony_space_name(space))))


class PlaceMaterial(Move, phases=(Phase.CEREMONY,)):
    """Put the material just received on the ceremony space at ``row``, ``col`` (from 0), when more than one
    free space takes it."""

    row: int
    col: int

    def check(self, s: State) -> None:
        if (self.row, self.col) not in s.ceremony_spaces_for(acting(s), s.placing):
            raise s.illegal(self, "bora-bora-helper-material", _(
                "El material va a un espacio de ceremonia libre que le corresponda."))

    def apply(self, s: State) -> None:
        p, resource, resume = acting(s), s.placing, s.resume
        assert resource is not None
        rule_id = {Phase.START_HUTS: "bora-bora-setup-huts", Phase.RESOURCE: "bora-bora-expand-resource"}.get(
            resume or Phase.HELPER, "bora-bora-helper-material")
        place_material(s, p, resource, (self.row, self.col), rule_id)
        s.placing = s.resume = None
        if resume == Phase.START_HUTS:
            after_start_hut(s)
        elif resume == Phase.RESOURCE:
            after_resource(s)
        else:
            s.phase = Phase.HELPER
            after_trade(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[PlaceMaterial]:
        return [cls(r, c) for r, c in s.ceremony_spaces_for(acting(s), s.placing)]

    def said(self, s: State) -> Message:
        return _("pone el material en su espacio de ceremonia de la {space}",
                 space=ceremony_space_name((self.row, self.col)))


# ------------------------------------------------------------------------------ phase A
def roll(s: State) -> None:
    """Everyone rolls their three dice; one die each in turn order, three times (``bora-bora-dice-roll``)."""
    rng = random.Random(f"bora-bora/{s.seed}/round/{s.round}")
    for seat in s.seats:
        seat.dice = sorted((rng.randint(1, 6) for _ in range(DICE)), reverse=True)
    s.placed = {t: [] for t in s.game.tiles}
    s.queue = [p for _i in range(DICE) for p in s.order]
    s.phase, s.player = Phase.PLACE, s.queue[0]
    s.event("bora-bora-dice-roll", _("Ronda {n}, fase A: todos tiran sus tres dados a la vez.", n=s.round))
    skip_stuck(s)


class PlaceDie(Move, phases=(Phase.PLACE,)):
    """Put a die showing ``value`` on action tile ``tile``; ``action`` picks one action of a combined tile."""

    value: int
    tile: str
    action: str | None = None

    def check(self, s: State) -> None:
        p = acting(s)
        if self.value not in s.seats[p].dice:
            raise s.illegal(self, "bora-bora-dice-place", _("No tienes ningún dado con un {value}.", value=self.value))
        if self.tile not in s.placed:
            raise s.illegal(self, "bora-bora-setup-tiles", _("Esa ficha de acción no está en juego."))
        actions = TILE_ACTIONS[Tile(self.tile)]
        if self.action is not None and self.action not in actions:
            raise s.illegal(self, "bora-bora-q-combined", _("Esa ficha no ofrece esa acción."))
        low = s.lowest(self.tile)
        if low is not None and self.value >= low:
            raise s.illegal(self, "bora-bora-dice-lower", _(
                "En la ficha {tile} el dado más bajo es un {low}: solo puedes poner uno menor, sea del color que sea.",
                tile=TILE_NAMES[self.tile], low=low))
        if len(actions) > 1 and self.action is None:
            raise s.illegal(self, "bora-bora-q-combined", _(
                "En una ficha combinada hay que elegir una de sus dos acciones."))
        if len(actions) == 1 and self.action is not None:
            raise s.illegal(self, "bora-bora-q-combined", _("Esa ficha tiene una sola acción: no se elige."))
        problem = s.action_problem(p, self.action or actions[0], self.value)
        if problem and s.game.options.action_required:
            raise s.illegal(self, *problem)

    def apply(self, s: State) -> None:
        p = acting(s)
        tile = Tile(self.tile)
        s.seats[p].dice.remove(self.value)
        s.placed[tile].append(PlacedDie(p, self.value))
        action = Action(self.action or TILE_ACTIONS[tile][0])
        s.event("bora-bora-dice-place", _("El {player} pone un {value} en la ficha {tile} ({action}).",
                                          player=player_name(p), value=self.value, tile=TILE_NAMES[tile],
                                          action=ACTION_NAMES[action]))
        s.pending = Pending(action, self.value, self.value)
        if s.action_problem(p, action, self.value) is not None:
            s.event("bora-bora-q-action-required", _("La acción no se puede hacer: el dado queda sin efecto."))
            end_action(s)
            return
        s.phase = ACTION_PHASE[action]

    @classmethod
    def listed(cls, s: State) -> Iterable[PlaceDie]:
        p, moves = acting(s), []
        for value in sorted(set(s.seats[p].dice), reverse=True):
            for tile, why in s.die_options(p, value).items():
                if why is not None:
                    continue
                actions = TILE_ACTIONS[tile]
                for action in actions:
                    move = cls(value, str(tile), str(action) if len(actions) > 1 else None)
                    if s.is_legal(move):
                        moves.append(move)
        return moves

    def said(self, s: State) -> Message:
        return _("pone un {value} en {tile}", value=self.value, tile=TILE_NAMES[self.tile])


def end_action(s: State) -> None:
    """The die's action is over: the next die in turn order, or the end of phase A."""
    s.pending = None
    s.queue.pop(0)
    if not s.queue:
        s.phase, s.player = Phase.DONE, None
        s.event("bora-bora-dice-place", _("Todos han colocado sus tres dados: termina la fase A."))
        return
    s.phase, s.player = Phase.PLACE, s.queue[0]
    skip_stuck(s)


def skip_stuck(s: State) -> None:
    """A player none of whose dice can go anywhere places nothing this turn (bora-bora-q-stuck)."""
    while s.phase == Phase.PLACE:
        p = acting(s)
        dice = s.seats[p].dice
        if any(v is None for value in set(dice) for v in s.die_options(p, value).values()):
            return
        s.event("bora-bora-q-stuck", _("El {player} no puede poner ningún dado y pierde este turno.",
                                       player=player_name(p)))
        if dice:
            dice.pop()  # the lowest die is set aside
        s.queue.pop(0)
        if not s.queue:
            s.phase, s.player = Phase.DONE, None
            return
        s.player = s.queue[0]


# ------------------------------------------------------------------------------ after an action
def after_resource(s: State) -> None:
    """The new region's resource is settled: the fish tile beside it is decided now, unless scored already."""
    if pending(s).region in s.seats[acting(s)].fish_scored:
        end_action(s)
    else:
        s.phase = Phase.FISH


def after_trade(s: State) -> None:
    """A helper's trade is done: the points left, and the end of the action when none is."""
    left = pending(s).budget
    s.event("bora-bora-helper-budget", Plural("Le queda {n} punto de dado.", "Le quedan {n} puntos de dado.", left))
    if left == 0:
        end_action(s)


# ------------------------------------------------------------------------------ the next round
class NextRound(Move, phases=(Phase.DONE,)):
    """After phase A: go on to the next round's phase A (phases B and C are not in the source)."""

    def check(self, s: State) -> None:
        if s.round >= ROUNDS:
            raise s.illegal(self, "bora-bora-round", _("La partida tiene seis rondas."))

    def apply(self, s: State) -> None:
        s.event("bora-bora-phases-b-c", _(
            "Las fases B y C no están en el texto de origen; se pasa a la ronda siguiente."))
        s.round += 1
        roll(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[NextRound]:
        return [cls()] if s.round < ROUNDS else []

    def said(self, s: State) -> Message:
        return _("pasa a la ronda siguiente")
