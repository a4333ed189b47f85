"""The action tiles: each move of their actions declared once, and the pure questions the pages and the
rulings ask about them, with the steps that answer them.

Rules: *Expand* (``bora-bora-expand-*``: :class:`Expand`, :class:`TakeResource`, :class:`Fish`,
:func:`expand_reach`), *Woman and man* (``bora-bora-people-*``: :class:`TakePerson`), *Helper*
(``bora-bora-helper-*``: :mod:`.helper`, :func:`helper_budget`), *Temple* (``bora-bora-temple-*``:
:class:`Priest`, :func:`temple_placement`) and *Build* (``bora-bora-build-*``: :class:`Build`).  The
notebooks' pictures (:mod:`.report`) and the dispute rulings (:mod:`rulesim.check`) both use the pure
questions, so a page and a ruling never disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..engine import player_name
from ..explain import Explanation
from ..i18n import Message, Plural, _
from .components import (
    BUILDING_VALUES,
    CEREMONY_SPACES,
    HELPER_COSTS,
    ITEM_NAMES,
    PEOPLE_POSITIONS,
    REGIONS,
    SPACE_12,
    TEMPLE_SPACES,
    Action,
    Item,
    ceremony_adjacent,
    paths_from,
    region_name,
)
from .helper import EndTrade, Trade
from .moves import Move, acting, after_resource, end_action, give, pending, put_hut
from .options import FishPoints, HelperBudget
from .parts import Building, Person, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

__all__ = ["Expand", "TakeResource", "Fish", "TakePerson", "Trade", "EndTrade", "Priest", "Build", "push_priest",
           "expand_reach", "helper_budget", "temple_placement"]


# ------------------------------------------------------------------------------------ expand
class Expand(Move, phases=(Phase.EXPAND,)):
    """Settle ``region`` from a region with one's hut, along a path of the action's kind.  The hut comes
    from the lowest space of the player board that has one (spaces 1 to 11 are alike), or, with
    ``from_12``, from space 12 (any hut may be taken; ``bora-bora-expand-hut``)."""

    region: str
    from_12: bool = False

    def check(self, s: State) -> None:
        p, action = acting(s), pending(s)
        if self.region not in REGIONS:
            raise s.illegal(self, "bora-bora-expand-paths", _("Esa región no existe."))
        if p in s.island[self.region]:
            raise s.illegal(self, "bora-bora-expand-one-hut", _("Ya tienes una cabaña en esa región."))
        if self.region not in s.expansion_targets(p, action.action, action.die):
            reachable = {o for r in s.hut_regions(p) for o, _k, _v in paths_from(r)}
            rule_id = "bora-bora-expand-paths" if self.region in reachable else "bora-bora-expand-diagonal"
            raise s.illegal(self, rule_id, _(
                "Con un {die} no llegas a esa región por un camino de {kind} desde una región tuya.",
                die=action.die, kind=_("tierra") if action.action == Action.LAND else _("agua")))
        huts = s.seats[p].huts
        if self.from_12 and not huts[SPACE_12]:
            raise s.illegal(self, "bora-bora-expand-hut", _("No tienes ninguna cabaña en el espacio 12."))
        if not self.from_12 and not any(huts[:SPACE_12]):
            raise s.illegal(self, "bora-bora-expand-hut", _(
                "Solo te quedan cabañas en el espacio 12: la cabaña sale de allí."))

    def apply(self, s: State) -> None:
        p = acting(s)
        others = [o for o in s.island[self.region] if o != p]
        put_hut(s, p, self.region, self.from_12, "bora-bora-expand-hut")
        if others:
            s.event("bora-bora-expand-one-hut", _("Ya había otra cabaña en la región: se aparta, pero sigue en ella."))
        s.pending = replace(pending(s), region=self.region)
        if s.game.options.resource_optional:
            s.phase = Phase.RESOURCE
        else:
            s.event("bora-bora-q-expand-resource", _(
                "Con esta lectura, el recurso de la región nueva se recibe siempre: no hay nada que elegir."))
            take_resource(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Expand]:
        p, action = acting(s), pending(s)
        huts = s.seats[p].huts
        sources = ([False] if any(huts[:SPACE_12]) else []) + ([True] if huts[SPACE_12] else [])
        return [cls(r, f) for r in s.expansion_targets(p, action.action, action.die) for f in sources]

    def said(self, s: State) -> Message:
        if self.from_12:
            return _("se expande a: {region}, con una cabaña de su espacio 12", region=region_name(self.region))
        return _("se expande a: {region}", region=region_name(self.region))


def take_resource(s: State) -> None:
    region = pending(s).region
    assert region is not None
    if give(s, acting(s), REGIONS[region].resource, "bora-bora-expand-resource", Phase.RESOURCE):
        after_resource(s)


class TakeResource(Move, phases=(Phase.RESOURCE,)):
    """After expanding: take the new region's material or offering (``take``) or leave it
    (only asked when the player *may* take it: ``Options.resource_optional``)."""

    take: bool

    def check(self, s: State) -> None:
        """(either is allowed)"""

    def apply(self, s: State) -> None:
        if self.take:
            take_resource(s)
        else:
            s.event("bora-bora-expand-resource", _("No toma el recurso de la región."))
            s.event("bora-bora-q-expand-resource", _(
                "Puede dejarlo porque el texto dice que «puede tomar» el recurso: es la lectura que sigue este sitio."))
            after_resource(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[TakeResource]:
        return [cls(True), cls(False)]

    def said(self, s: State) -> Message:
        return _("toma el recurso de la región") if self.take else _("deja el recurso de la región")


class Fish(Move, phases=(Phase.FISH,)):
    """Now and only now: score the fish tile beside the new region (``take``) or not."""

    take: bool

    def check(self, s: State) -> None:
        """(either is allowed)"""

    def apply(self, s: State) -> None:
        p, region = acting(s), pending(s).region
        assert region is not None
        fish = REGIONS[region].fish
        if self.take:
            s.seats[p].fish_scored.append(region)
            points = fish if s.game.options.fish_points == FishPoints.VALUE else 0
            s.seats[p].vp += points
            s.event("bora-bora-expand-fish", _(
                "Puntúa ahora la ficha de pez ({fish}) junto a la región: {points} PV.", fish=fish, points=points))
            s.event("bora-bora-q-fish-points", _(
                "Cuántos puntos da el pez es una lectura: aquí, tantos como peces muestra la ficha.")
                if s.game.options.fish_points == FishPoints.VALUE
                else _("Con esta lectura el pez no da puntos: solo se anota la decisión."))
        else:
            s.event("bora-bora-expand-fish", _("No puntúa la ficha de pez; no podrá hacerlo más tarde."))
        end_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Fish]:
        return [cls(True), cls(False)]

    def said(self, s: State) -> Message:
        return _("puntúa el pez") if self.take else _("no puntúa el pez")


# ------------------------------------------------------------------------------ woman and man
def _row(s: State) -> list[int | None]:
    return s.men if pending(s).action == Action.MAN else s.women


class TakePerson(Move, phases=(Phase.PERSON,)):
    """Take the man or woman tile at ``position`` (1 to 6) and put it on a free space of the player board:
    the lowest free one of spaces 1 to 11 (they are alike), or space 12 with ``to_12``."""

    position: int
    to_12: bool = False

    def check(self, s: State) -> None:
        action, die = pending(s).action, pending(s).die
        rule_id = "bora-bora-people-man" if action == Action.MAN else "bora-bora-people-take"
        if not 1 <= self.position <= min(die, PEOPLE_POSITIONS):
            raise s.illegal(self, rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {die}.", die=die))
        if _row(s)[self.position - 1] is None:
            raise s.illegal(self, rule_id, _("Esa posición está vacía."))
        free = s.free_spaces(acting(s))
        if self.to_12 and SPACE_12 not in free:
            raise s.illegal(self, "bora-bora-people-space", _("Tu espacio 12 no está libre."))
        if not self.to_12 and not [i for i in free if i != SPACE_12]:
            raise s.illegal(self, "bora-bora-people-space", _("Tu único espacio libre es el 12: la ficha va allí."))

    def apply(self, s: State) -> None:
        p, action = acting(s), pending(s).action
        row, stack = (s.men, s.man_stack) if action == Action.MAN else (s.women, s.woman_stack)
        tile = row[self.position - 1]
        assert tile is not None
        refilled = s.game.options.people_refill and bool(stack)
        row[self.position - 1] = stack.pop() if refilled else None
        space = SPACE_12 if self.to_12 else next(i for i in s.free_spaces(p) if i != SPACE_12)
        s.seats[p].people[space] = Person(action, tile)
        rule_id = "bora-bora-people-man" if action == Action.MAN else "bora-bora-people-take"
        s.event(rule_id, _("El {player} toma la ficha de la posición {pos} y la pone en su espacio {space}.",
                           player=player_name(p), pos=self.position, space=space + 1))
        s.event("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora."))
        if refilled:
            s.event("bora-bora-q-people-refill", _(
                "Con esta lectura, la posición {pos} se repone enseguida de su pila.", pos=self.position))
        elif not s.game.options.people_refill:
            s.event("bora-bora-q-people-refill", _(
                "La posición {pos} queda vacía el resto de la fase A: el texto no dice si se repone, y esta es la "
                "lectura por defecto.", pos=self.position))
        end_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[TakePerson]:
        row, free = _row(s), s.free_spaces(acting(s))
        targets = ([False] if [i for i in free if i != SPACE_12] else []) + ([True] if SPACE_12 in free else [])
        return [cls(i + 1, t) for i in range(min(pending(s).die, PEOPLE_POSITIONS)) if row[i] is not None
                for t in targets]

    def said(self, s: State) -> Message:
        if self.to_12:
            return _("toma la ficha de la posición {n} y la pone en su espacio 12", n=self.position)
        return _("toma la ficha de la posición {n}", n=self.position)


# ------------------------------------------------------------------------------------ temple
def push_priest(temple: list[int | None], space: int, player: int
                ) -> tuple[list[int | None], list[tuple[int, int]], int | None]:
    """A priest of ``player`` goes on ``space`` (1–6): whoever is there moves one space along the
    arrows (towards space 1), and so on, until an empty space takes the last one or the priest
    pushed off space 1 falls out.  Returns the new temple, the pushed (owner, from space) in order,
    and the owner of the priest that fell out (or None)  — ``bora-bora-temple-push``."""
    temple = list(temple)
    pushed: list[tuple[int, int]] = []
    carried, index = player, space - 1
    while index >= 0:
        here = temple[index]
        temple[index] = carried
        if here is None:
            return temple, pushed, None
        pushed.append((here, index + 1))
        carried, index = here, index - 1
    return temple, pushed, carried


class Priest(Move, phases=(Phase.TEMPLE,)):
    """Temple: put a priest on ``space`` (1 to 6)."""

    space: int

    def check(self, s: State) -> None:
        die = pending(s).die
        if not 1 <= self.space <= min(die, TEMPLE_SPACES):
            raise s.illegal(self, "bora-bora-temple-place", _(
                "Con un {die} el sacerdote va a un espacio del 1 al {die}.", die=die))

    def apply(self, s: State) -> None:
        p = acting(s)
        s.event("bora-bora-temple-place", _("El {player} pone un sacerdote en el espacio {space} del templo.",
                                            player=player_name(p), space=self.space))
        s.temple, pushed, fallen = push_priest(s.temple, self.space, p)
        for owner, space in pushed:
            s.event("bora-bora-temple-push", _(
                "El sacerdote del {player} que estaba en el espacio {space} avanza un espacio según las flechas.",
                player=player_name(owner), space=space))
        if fallen is not None:  # back in its owner's reserve: one fewer on the temple
            s.event("bora-bora-temple-push", _(
                "El último sacerdote de la fila, del {player}, cae y vuelve a su reserva.", player=player_name(fallen)))
        end_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Priest]:
        return [cls(x) for x in range(1, min(pending(s).die, TEMPLE_SPACES) + 1)]

    def said(self, s: State) -> Message:
        return _("pone un sacerdote en el espacio {n}", n=self.space)


# ------------------------------------------------------------------------------------- build
class Build(Move, phases=(Phase.BUILD,)):
    """Build the building tile ``value`` on the ceremony spaces ``a`` and ``b`` (``[row, column]``)."""

    value: int
    a: tuple[int, ...]
    b: tuple[int, ...]

    def check(self, s: State) -> None:
        p, die = acting(s), pending(s).die
        if self.value not in BUILDING_VALUES or self.value > die:
            raise s.illegal(self, "bora-bora-build-value", _(
                "Con un {die} se construye una ficha de valor {die} o menor.", die=die))
        if self.value in s.built_values(p):
            raise s.illegal(self, "bora-bora-build-value", _("Esa ficha de construcción ya está construida."))
        a, b = tuple(self.a), tuple(self.b)
        if a not in CEREMONY_SPACES or b not in CEREMONY_SPACES:
            raise s.illegal(self, "bora-bora-build-materials", _("Ese espacio de ceremonia no existe."))
        if not ceremony_adjacent((a[0], a[1]), (b[0], b[1])):
            raise s.illegal(self, "bora-bora-build-materials", _(
                "Los dos espacios de ceremonia deben estar uno junto al otro, en horizontal o en vertical."))
        grid = s.seats[p].ceremony
        if grid[a[0]][a[1]] is None or grid[b[0]][b[1]] is None:
            raise s.illegal(self, "bora-bora-build-materials", _("Los dos espacios deben tener material."))

    def apply(self, s: State) -> None:
        seat = s.seats[acting(s)]
        a, b = (self.a[0], self.a[1]), (self.b[0], self.b[1])
        for row, col in (a, b):
            seat.ceremony[row][col] = None
        seat.buildings.append(Building(self.value, a, b))
        s.event("bora-bora-build-materials", _(
            "Devuelve los materiales de dos espacios de ceremonia contiguos y construye la ficha {value}.",
            value=self.value))
        end_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Build]:
        return s.build_options(acting(s), pending(s).die)

    def said(self, s: State) -> Message:
        return _("construye la ficha {n}", n=self.value)


# ------------------------------------------------------------------- the tiles as pure questions
def expand_reach(origin: str, kind: str, die: int, huts: tuple[str, ...] = ()) -> tuple[list[str], Explanation]:
    """The regions a ``die`` reaches from a hut in ``origin`` along ``kind`` paths (``huts``: regions
    where the player already has one), and why each path leads there or not."""
    ex = Explanation(_("Expandirse desde: {region}", region=region_name(origin)))
    targets = []
    for other, k, value in sorted(paths_from(origin)):
        if k != kind:
            continue
        if other in huts:
            ex.add("bora-bora-expand-one-hut", _("{region}: ya tienes una cabaña allí.", region=region_name(other)))
            continue
        if value <= die:
            targets.append(other)
        ex.add("bora-bora-expand-paths", _("{region}: camino de valor {value} → {verdict}.", region=region_name(other),
                                           value=value, verdict=_("sí") if value <= die else _("no")))
    if not any(k == kind for _o, k, _v in paths_from(origin)):
        ex.add("bora-bora-expand-paths", _("No sale ningún camino de ese tipo de esta región."))
    ex.add("bora-bora-expand-diagonal", _("Las regiones en diagonal no están unidas por ningún camino."))
    return sorted(targets), ex


def helper_budget(die: int, counts: dict[str, int], budget: HelperBudget = HelperBudget.POINTS
                  ) -> tuple[bool, int, Explanation]:
    """Whether the purchases ``counts`` fit a helper die of ``die``, what they take from it, and the steps.
    ``budget`` is the reading of the die (``bora-bora-q-helper-budget``): points, each article costing 1 or 2
    of them (the site's reading), or a number of articles whatever each costs."""
    ex = Explanation(_("Ayudante con un {die}", die=die))
    total = 0
    for item, n in counts.items():
        if not n:
            continue
        if budget == HelperBudget.ARTICLES:
            total += n
            ex.add("bora-bora-q-helper-budget", Plural("{item}: {n} artículo.", "{item}: {n} artículos.", n,
                                                       item=ITEM_NAMES[item]))
            continue
        each = HELPER_COSTS[Item(item)]
        total += each * n
        ex.add("bora-bora-helper-costs", _("{item}: {n} × {each} = {cost}.", item=ITEM_NAMES[item], n=n,
                                           each=each, cost=each * n))
    fits = total <= die
    if budget == HelperBudget.ARTICLES:
        ex.add("bora-bora-q-helper-budget",
               _("Total: {total} artículos de los {die} que permite el dado.", total=total, die=die) if fits else
               _("Total: {total} artículos, más de los {die} que permite el dado: no se puede.", total=total, die=die))
        return fits, total, ex
    ex.add("bora-bora-helper-budget",
           _("Total: {total} de {die} puntos; no hace falta gastarlos todos.", total=total, die=die) if fits else
           _("Total: {total} puntos, más de los {die} del dado: no se puede.", total=total, die=die))
    return fits, total, ex


def temple_placement(temple: list[int | None], space: int, player: int, die: int
                     ) -> tuple[list[int | None] | None, int | None, Explanation]:
    """A priest of ``player`` on ``space`` with a ``die``: the temple after the push chain (None if the
    space is out of the die's reach), the owner of the priest that falls out, and the steps."""
    ex = Explanation(_("Templo: el {player} pone un sacerdote", player=player_name(player)))
    if space > die:
        ex.add("bora-bora-temple-place", _("Con un {die} el sacerdote va a un espacio del 1 al {die}.", die=die))
        return None, None, ex
    after, pushed, fallen = push_priest(temple, space, player)
    ex.add("bora-bora-temple-place", _("El sacerdote va al espacio {space} (el dado permite hasta el {die}).",
                                       space=space, die=die))
    for owner, where in pushed:
        ex.add("bora-bora-temple-push",
               _("El sacerdote del {player} pasa del espacio {a} al {b}.", player=player_name(owner), a=where,
                 b=where - 1)
               if where > 1 else _("El sacerdote del {player} sale del espacio 1.", player=player_name(owner)))
    if fallen is not None:
        ex.add("bora-bora-temple-push", _("Cae del templo y vuelve a la reserva del {player}.",
                                          player=player_name(fallen)))
    elif not pushed:
        ex.add("bora-bora-temple-push", _("El espacio estaba libre: nadie se mueve."))
    return after, fallen, ex
