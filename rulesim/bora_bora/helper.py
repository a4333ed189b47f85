"""The helper's trades, each declared once: a die's points (or articles) spent one item at a time, and
stopping.

Rules: *Helper* (``bora-bora-helper-budget``, ``-costs``, ``-tattoo``, ``-shells``, ``-points``,
``-offering``, ``-god-card``, ``-material``, ``-hut``) and the readings ``bora-bora-q-helper-budget`` and
``bora-bora-q-material-beside``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from .components import ACTION_NAMES, HELPER_COSTS, ITEM_NAMES, MATERIALS, SPACE_12, Action, Item, Resource
from .moves import Move, acting, after_trade, end_action, give, pending
from .options import HelperBudget
from .parts import Person, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

ITEMS = {str(i): i for i in Item}
GOD_CHOICES = (-1, 0, 1, 2, 3, 4)  # the top of the pile, or one of the five face-up cards


def trade_cost(s: State, item: Item) -> int:
    """What one ``item`` takes from the helper's die: its price in dice points, or 1 when the die counts
    articles (``bora-bora-q-helper-budget``)."""
    if s.game.options.helper_budget == HelperBudget.ARTICLES:
        return 1
    return HELPER_COSTS[item]


class Trade(Move, phases=(Phase.HELPER,)):
    """Helper: buy one item — ``tattoo`` or ``shells`` (``choice``: the board space, 1 to 12, of the man
    not yet tattooed or the woman not yet turned), ``points``, ``offering``, ``god_card`` (``choice``: -1 the
    top of the pile, 0–4 a face-up card), ``material`` (``choice``: sand, wood or stone) or ``hut_to_12``."""

    item: str
    choice: str | int | None = None

    def check(self, s: State) -> None:
        item = ITEMS.get(self.item)
        if item is None:
            raise s.illegal(self, "bora-bora-helper-costs", _("El ayudante no ofrece eso."))
        cost, budget = trade_cost(s, item), pending(s).budget
        if cost > budget:
            raise s.illegal(self, "bora-bora-helper-budget", _(
                "Cuesta {cost} (puntos de dado) y te quedan {left}.", cost=cost, left=budget))
        _CHECKS.get(item, _check_no_choice)(self, s, item)

    def apply(self, s: State) -> None:
        item = ITEMS[self.item]
        s.pending = replace(pending(s), budget=pending(s).budget - trade_cost(s, item))
        if _APPLY[item](self, s, acting(s)):
            after_trade(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Trade]:
        p = acting(s)
        candidates = [cls(Item.TATTOO.value, x) for x in s.unturned(p, Action.MAN)]
        candidates += [cls(Item.SHELLS.value, x) for x in s.unturned(p, Action.WOMAN)]
        candidates += [cls(i.value) for i in (Item.POINTS, Item.OFFERING, Item.HUT_TO_12)]
        candidates += [cls(Item.GOD_CARD.value, c) for c in GOD_CHOICES]
        candidates += [cls(Item.MATERIAL.value, m.value) for m in MATERIALS]
        return [m for m in candidates if s.is_legal(m)]

    def said(self, s: State) -> Message:
        if self.item in (Item.TATTOO, Item.SHELLS) and isinstance(self.choice, int):
            return _("cambia puntos de dado por: {item} (la ficha de su espacio {space})", item=ITEM_NAMES[self.item],
                     space=self.choice)
        return _("cambia puntos de dado por: {item}", item=ITEM_NAMES.get(self.item, self.item))


# ----------------------------------------------------------------------------- each item's choice
def _check_person(move: Trade, s: State, item: Item) -> None:
    kind = Action.MAN if item == Item.TATTOO else Action.WOMAN
    rule_id = "bora-bora-helper-tattoo" if kind == Action.MAN else "bora-bora-helper-shells"
    spaces = s.unturned(acting(s), kind)
    if not spaces:
        raise s.illegal(move, rule_id, _("No tienes ninguna ficha de {kind} sin girar.", kind=ACTION_NAMES[kind]))
    if move.choice not in spaces:
        raise s.illegal(move, rule_id, _(
            "Elige cuál: el espacio de tu tablero de una ficha de {kind} sin girar ({spaces}).",
            kind=ACTION_NAMES[kind], spaces=[str(x) for x in spaces]))


def _check_god_card(move: Trade, s: State, item: Item) -> None:
    choice = move.choice
    if not isinstance(choice, int) or choice not in GOD_CHOICES or (choice == -1 and not s.god_deck) or (
            choice != -1 and s.god_display[choice] is None):
        raise s.illegal(move, "bora-bora-helper-god-card", _(
            "Se toma la carta de arriba del mazo (-1) o una de las cinco descubiertas (0 a 4)."))


def _check_material(move: Trade, s: State, item: Item) -> None:
    if move.choice not in MATERIALS:
        raise s.illegal(move, "bora-bora-helper-material", _("Elige arena, madera o piedra."))


def _check_hut(move: Trade, s: State, item: Item) -> None:
    seat = s.seats[acting(s)]
    if not any(seat.huts[:SPACE_12]):
        raise s.illegal(move, "bora-bora-helper-hut", _("No tienes ninguna cabaña que mover al espacio 12."))
    if seat.people[SPACE_12] is not None:
        raise s.illegal(move, "bora-bora-helper-hut", _("Tu espacio 12 está ocupado por una ficha."))
    _check_no_choice(move, s, item)


def _check_no_choice(move: Trade, s: State, item: Item) -> None:
    if move.choice is not None:
        raise s.illegal(move, "bora-bora-helper-costs", _("Esa compra no lleva elección."))


_CHECKS: dict[Item, Callable[[Trade, State, Item], None]] = {
    Item.TATTOO: _check_person, Item.SHELLS: _check_person, Item.GOD_CARD: _check_god_card,
    Item.MATERIAL: _check_material, Item.HUT_TO_12: _check_hut}


# ----------------------------------------------------------------------------- what each item does
def _turn_down(move: Trade, s: State, p: int) -> tuple[int, Person]:
    """Turn down the man or woman the trade names: its board space (from 0), and the tile as it was."""
    people = s.seats[p].people
    space = _space(move)
    person = people[space]
    assert person is not None
    people[space] = replace(person, turned=True)
    return space, person


def _tattoo(move: Trade, s: State, p: int) -> bool:
    seat = s.seats[p]
    space, person = _turn_down(move, s, p)
    seat.status += person.symbols
    s.status_stack = [q for q in s.status_stack if q != p] + [p]
    s.event("bora-bora-helper-tattoo", Plural(
        "Tatúa al hombre de su espacio {space}: {n} símbolo de estado, su marcador avanza hasta {status}.",
        "Tatúa al hombre de su espacio {space}: {n} símbolos de estado, su marcador avanza hasta {status}.",
        person.symbols, space=space + 1, status=seat.status))
    s.event("bora-bora-q-anna-status", _(
        "Un espacio por símbolo, como dice la regla (el ejemplo del ayudante deja el marcador más atrás: aquí se "
        "sigue la regla, no el ejemplo)."))
    return True


def _shells(move: Trade, s: State, p: int) -> bool:
    space, person = _turn_down(move, s, p)
    s.seats[p].shells += person.symbols
    s.event("bora-bora-helper-shells", Plural(
        "Gira la ficha de mujer de su espacio {space} y recoge {n} concha.",
        "Gira la ficha de mujer de su espacio {space} y recoge {n} conchas.", person.symbols, space=space + 1))
    return True


def _space(move: Trade) -> int:
    assert isinstance(move.choice, int)
    return move.choice - 1


def _points(move: Trade, s: State, p: int) -> bool:
    s.seats[p].vp += 1
    s.event("bora-bora-helper-points", _("Gana 1 punto de victoria."))
    return True


def _offering(move: Trade, s: State, p: int) -> bool:
    s.seats[p].offerings += 1
    s.event("bora-bora-helper-offering", _("Toma una ofrenda."))
    return True


def _god_card(move: Trade, s: State, p: int) -> bool:
    choice = move.choice
    assert isinstance(choice, int)
    if choice == -1:
        card = s.god_deck.pop()
    else:
        shown = s.god_display[choice]
        assert shown is not None
        card = shown
        s.god_display[choice] = s.god_deck.pop() if s.god_deck else None
    s.seats[p].god_cards.append(card)
    s.event("bora-bora-helper-god-card", _("Toma una carta de Dios."))
    return True


def _material(move: Trade, s: State, p: int) -> bool:
    """(False: the player chooses the ceremony space first)"""
    return give(s, p, Resource(str(move.choice)), "bora-bora-helper-material", Phase.HELPER)


def _hut_to_12(move: Trade, s: State, p: int) -> bool:
    huts = s.seats[p].huts
    space = next(i for i in range(SPACE_12) if huts[i])
    huts[space] -= 1
    huts[SPACE_12] += 1
    s.event("bora-bora-helper-hut", Plural(
        "Mueve la cabaña de su espacio {space} al espacio 12, donde ahora hay {n} cabaña: queda un espacio libre.",
        "Mueve la cabaña de su espacio {space} al espacio 12, donde ahora hay {n} cabañas: queda un espacio libre.",
        huts[SPACE_12], space=space + 1))
    return True


_APPLY: dict[Item, Callable[[Trade, State, int], bool]] = {
    Item.TATTOO: _tattoo, Item.SHELLS: _shells, Item.POINTS: _points, Item.OFFERING: _offering,
    Item.GOD_CARD: _god_card, Item.MATERIAL: _material, Item.HUT_TO_12: _hut_to_12}


class EndTrade(Move, phases=(Phase.HELPER,)):
    """Helper: stop trading (the rest of the die's points are not used)."""

    def check(self, s: State) -> None:
        """(the helper may stop at any time: "no hace falta gastarlos todos")"""

    def apply(self, s: State) -> None:
        s.event("bora-bora-helper-budget", Plural(
            "No usa el punto que le queda.", "No usa los {n} puntos que le quedan.", pending(s).budget))
        end_action(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[EndTrade]:
        return [cls()]

    def said(self, s: State) -> Message:
        return _("deja de cambiar")
