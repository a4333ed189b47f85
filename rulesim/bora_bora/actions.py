"""Bora Bora's action tiles as pure questions, with the steps that answer them.

Rules: ``bora-bora-expand-*`` (:func:`expand_reach`), ``bora-bora-helper-*``
(:func:`helper_budget`), ``bora-bora-temple-*`` (:func:`temple_placement`).
The notebooks' pictures (:mod:`.report`) and the dispute rulings
(:mod:`rulesim.check`) both use these, so a page and a ruling never disagree.
"""

from __future__ import annotations

from ..explain import Explanation
from ..i18n import Plural, _
from .data import HELPER_COSTS, ITEM_NAMES, paths_from, region_name
from .options import HelperBudget
from .state import player_name, push_priest


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
        if n:
            if budget == HelperBudget.ARTICLES:
                total += n
                ex.add("bora-bora-q-helper-budget", Plural("{item}: {n} artículo.", "{item}: {n} artículos.", n,
                                                           item=ITEM_NAMES[item]))
                continue
            cost = HELPER_COSTS[item] * n
            total += cost
            ex.add("bora-bora-helper-costs", _("{item}: {n} × {each} = {cost}.", item=ITEM_NAMES[item], n=n,
                                               each=HELPER_COSTS[item], cost=cost))
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
               _("El sacerdote del {player} pasa del espacio {a} al {b}.", player=player_name(owner), a=where, b=where - 1)
               if where > 1 else _("El sacerdote del {player} sale del espacio 1.", player=player_name(owner)))
    if fallen is not None:
        ex.add("bora-bora-temple-push", _("Cae del templo y vuelve a la reserva del {player}.", player=player_name(fallen)))
    elif not pushed:
        ex.add("bora-bora-temple-push", _("El espacio estaba libre: nadie se mueve."))
    return after, fallen, ex
