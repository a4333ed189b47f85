"""``helper``: does this purchase fit my helper die? ``tattoo``: how far does my status marker move, and how
many shells do I collect? (*Helper*: ``bora-bora-helper-budget``, ``-costs``, ``-tattoo``, ``-shells``, and
the reading ``bora-bora-q-helper-budget``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...kinds import Choice, Integer, ListOf, MapOf
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from ..actions import helper_budget
from ..components import (
    HELPER_COSTS,
    HUT_SPACES,
    ITEM_NAMES,
    MAN_TILES,
    REGIONS,
    START_REGIONS,
    WOMAN_TILES,
    Action,
    Item,
    Tile,
)
from ..game import BoraBora
from ..helper import Trade
from ..moves import PlaceDie
from ..options import HelperBudget, Options
from ..parts import Person, Seat
from ..pictures import helper_svg, status_svg
from ..state import State
from .common import DIE, phase_a


# -------------------------------------------------------------------------------- helper
@dataclass(frozen=True)
class HelperOutcome(Outcome):
    """Whether the purchase fits the die, what it takes from it, what the die counts, and each article bought:
    ``[item, how many, what it takes]``; the die."""

    fits: bool
    total: int
    counts: HelperBudget
    items: tuple[tuple, ...]  # (an array of arrays: the ruling's schema leaves their items open)
    die: int = outcome_field(minimum=1, maximum=6)


def answer_helper(v: Values, options: Options) -> Answer:
    fits, total, ex = helper_budget(v.die, dict(v.buy), options.helper_budget)
    articles = options.helper_budget == HelperBudget.ARTICLES
    items = tuple((str(item), n, n if articles else HELPER_COSTS[Item(item)] * n) for item, n in v.buy.items() if n)
    verdict: Message
    if articles:
        verdict = (Plural("Cabe en el dado: {n} artículo de {die}.", "Cabe en el dado: {n} artículos de {die}.", total,
                          die=v.die) if fits else
                   Plural("No cabe en el dado: {n} artículo, más de {die}.",
                          "No cabe en el dado: {n} artículos, más de {die}.", total, die=v.die))
    else:
        verdict = (_("Cabe en el dado: {total} de {die} puntos.", total=total, die=v.die) if fits else
                   _("No cabe en el dado: {total} puntos, más de {die}.", total=total, die=v.die))
    return Answer(verdict, ex, HelperOutcome(fits, total, options.helper_budget, items, v.die))


def picture_helper(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, HelperOutcome)
    return helper_svg(v.die, [tuple(row) for row in o.items], o.total, o.counts == HelperBudget.ARTICLES, lang)


HELPER = Question(
    id="helper",
    title=_("¿Cabe esta compra en el dado de mi ayudante?"),
    rules=("bora-bora-helper-costs", "bora-bora-helper-budget", "bora-bora-q-helper-budget"),
    fields=(
        Field("die", _("el dado"), DIE, example=5),
        Field("buy", _("cuántas veces tomas cada artículo"),
              MapOf(Choice(ITEM_NAMES), Integer(0, 6)), example={"tattoo": 2, "offering": 1}),
    ),
    answer=answer_helper,
    outcome=HelperOutcome,
    picture=picture_helper,
    ambiguous=("helper_budget",),
    summary=_("el dado y las compras"),
)


# -------------------------------------------------------------------------------- tattoo
SYMBOLS = Integer(1, 3)


@dataclass(frozen=True)
class TattooOutcome(Outcome):
    """Where the status marker ends, the shells collected, and the players (from 1) whose markers it lands on;
    where the marker was."""

    status: int
    shells: int
    on_top_of: tuple[int, ...]
    status_before: int = outcome_field(minimum=0)


def _check_tattoo(v: Values) -> None:
    if not v.men and not v.women:
        raise SituationError("tattoo.men", _("Falta al menos un hombre que tatuar o una mujer que girar."))
    if len(v.men) + len(v.women) > 6:
        raise SituationError("tattoo.women", _(
            "Imposible con un solo dado: cada ficha girada cuesta un punto de dado, y un dado da 6 como mucho."))
    _tattoo_position(v, Options())


def _tiles_showing(symbols: list[int], faces: tuple[int, ...]) -> list[int]:
    """A tile showing each number of ``symbols``, each a different tile."""
    out: list[int] = []
    for k in symbols:
        out.append(next(i for i, s in enumerate(faces) if s == k and i not in out))
    return out


def _tattoo_position(v: Values, options: Options) -> State:
    """Player 1 with the men and women of the file on spaces 1, 2, … of the board (their huts on the islands)
    and the status markers where the file says; the die is one point per tile turned."""
    n = max(2, 1 + len(v.others))
    people = ([Person(Action.MAN, t) for t in _tiles_showing(list(v.men), MAN_TILES)]
              + [Person(Action.WOMAN, t) for t in _tiles_showing(list(v.women), WOMAN_TILES)])
    regions = [r for r in REGIONS if r not in START_REGIONS[1:]][:len(people)]
    island = {r: [0] for r in regions}
    for p, r in zip(range(1, n), START_REGIONS[1:], strict=False):
        island.setdefault(r, []).append(p)
    board: list[Person | None] = [*people, *[None] * (HUT_SPACES - len(people))]
    seats = {0: {"dice": [len(people)], "people": board, "status": v.status}} | {
        p: {"status": s} for p, s in enumerate(v.others, start=1)}
    return phase_a("tattoo.men", BoraBora(n, options), order=list(range(n)), player=0, seats=seats, island=island)


def answer_tattoo(v: Values, options: Options) -> Answer:
    state = _tattoo_position(v, options)
    men, count = len(v.men), len(v.men) + len(v.women)
    state.push(PlaceDie(count, Tile.HELPER.value))
    ex = Explanation(_("Tatuar y recoger conchas"))
    for space in range(1, count + 1):
        item = Item.TATTOO if space <= men else Item.SHELLS
        explanation = state.push(Trade(item.value, space))
        ex.steps += [s for s in explanation.steps
                     if s.rule_id in ("bora-bora-helper-tattoo", "bora-bora-helper-shells")]
    status, shells = state.seats[0].status, state.seats[0].shells
    below = tuple(p + 1 for p, s in enumerate(v.others, start=1) if s == status)
    if v.men:
        ex.add("bora-bora-helper-tattoo", _(
            "Tu marcador avanza un espacio por símbolo: de {a} a {b}.", a=v.status, b=status) if not below else _(
            "Tu marcador avanza un espacio por símbolo, de {a} a {b}, y se pone encima de la pila que ya hay allí.",
            a=v.status, b=status))
    verdict: Message
    if v.men and v.women:
        verdict = Plural("Tu marcador de estado pasa de {a} a {b}; recoges {n} concha.",
                         "Tu marcador de estado pasa de {a} a {b}; recoges {n} conchas.", shells, a=v.status, b=status)
    elif v.men:
        verdict = _("Tu marcador de estado pasa de {a} a {b}.", a=v.status, b=status)
    else:
        verdict = Plural("Recoges {n} concha.", "Recoges {n} conchas.", shells)
    return Answer(verdict, ex, TattooOutcome(status, shells, below, v.status))


def picture_tattoo(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, TattooOutcome)
    return status_svg(v.status, o.status, v.others, v.men, o.shells, lang)


TATTOO = Question(
    id="tattoo",
    title=_("¿Cuánto avanza mi marcador de estado al tatuar, y cuántas conchas recojo?"),
    rules=("bora-bora-helper-tattoo", "bora-bora-helper-shells"),
    fields=(
        Field("men", _("los símbolos de estado de cada hombre que tatúas (de 1 a 3)"), ListOf(SYMBOLS, 0, 6),
              default=(), example=[2, 3]),
        Field("women", _("las conchas de cada mujer que giras (de 1 a 3)"), ListOf(SYMBOLS, 0, 6), default=(),
              example=[3]),
        Field.part(Seat, "status", help=_("dónde está ahora tu marcador de estado"), kind=Integer(0, 40), default=0,
                   example=0),
        Field("others", _("dónde están los marcadores de estado de los demás jugadores"), ListOf(Integer(0, 40), 0, 3),
              default=(), example=[5]),
    ),
    answer=answer_tattoo,
    outcome=TattooOutcome,
    picture=picture_tattoo,
    check=_check_tattoo,
    summary=_("los hombres que tatúas, las mujeres que giras y los marcadores de estado"),
)
