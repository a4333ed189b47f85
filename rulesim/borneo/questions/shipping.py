"""``port``: who gets the spices at this port, and in what order? (*3. Shipping*: ``borneo-shipping-*``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, cast

from ...explain import Explanation
from ...i18n import Plural, Value, _
from ...outcomes import Outcome, outcome_field, schema_of
from ...questions import Answer, Choice, Field, Integer, ListOf, Moved, Question, SituationError, Values
from ..components import COMPANY_NAMES, DEFAULT_DECK, Port
from ..options import Options
from ..pictures import port_svg
from ..shipping import paid_before, resolve_port
from .common import CARD, PLAYER, BorneoAnswer, check_merchants, columns, company_table, numbered, options_of

CompanyId = Literal["red", "yellow", "green", "blue", "purple"]
PORT_NAMES = {p.name: Value(p.name) for p in DEFAULT_DECK.ports}
PORT_COMPANIES = company_table({"red": [1, 3, 2]})


@dataclass(frozen=True)
class Pick(Outcome):
    """One choice of a spice: the player (from 1), the company and the merchant's rank in it (from 1)."""

    player: int
    company: CompanyId
    rank: int


def _open(cls: type) -> dict[str, Any]:
    """The schema of a nested outcome as the ruling schema has always written a pick: an object that does
    not close its properties."""
    return {k: v for k, v in schema_of(cls).items() if k != "additionalProperties"}


@dataclass(frozen=True)
class PortOutcome(Outcome):
    """Monopoly, shared distribution, an open port (``None``) or a column that cannot be (``impossible``, with
    the number of cards after which it was paid); the company with the monopoly, who takes the port card,
    who chooses in order and how many spices are discarded."""

    kind: Literal["monopoly", "shared", "impossible"] | None
    monopoly: CompanyId | None
    port_card_to: int | None
    order: tuple[Pick, ...] = outcome_field(items=_open(Pick))
    discarded: int = outcome_field(minimum=0)
    paid_at: int | None = outcome_field(minimum=1)


def _port(v: Values) -> Port:
    return Port(0, v.name or "", v.monopoly, v.limit, "clove")


def _check_port(v: Values) -> None:
    if len(v.cards) > v.limit:
        raise SituationError("port.cards", _("Un puerto tiene entre 1 carta y su límite de cartas ({limit}).",
                                             limit=v.limit))
    # With every flag counted the port triggers at least as early as with covered rows: a column that
    # was paid out before its last card under the site's reading cannot exist under any reading.
    early = paid_before(_port(v), numbered(v.cards), Options())
    if early is not None:
        raise SituationError(f"port.cards[{early}]", Plural(
            "Este puerto ya se habría repartido con su primera carta, y un puerto repartido deja la mesa: no se "
            "pueden jugar más cartas en él.",
            "Este puerto ya se habría repartido con sus {n} primeras cartas, y un puerto repartido deja la mesa: no "
            "se pueden jugar más cartas en él.",
            early))
    check_merchants(v.companies, "port.companies")


def _impossible(early: int, options: Options) -> Answer:
    """Only possible under a reading that counts more flags than the site's."""
    ex = Explanation(_("Puerto"))
    ex.add("borneo-shipping-trigger", Plural(
        "Con esta lectura el puerto ya se habría repartido con su primera carta: esta columna no puede darse.",
        "Con esta lectura el puerto ya se habría repartido con sus {n} primeras cartas: esta columna no puede darse.",
        early))
    return BorneoAnswer(_("Con esta lectura, esta columna de cartas no puede darse."), ex,
                        PortOutcome("impossible", None, None, (), 0, early), options)


def answer_port(v: Values, options: Options) -> Answer:
    cards = numbered(v.cards)
    last = v.last_player - 1
    early = paid_before(_port(v), cards, options)
    if early is not None:
        return _impossible(early, options)
    res = resolve_port(_port(v), cards, columns(v.companies), last, options)
    if res.kind is None:
        verdict = (_("El puerto {name} sigue abierto: nadie recibe especias todavía.", name=v.name) if v.name else
                   _("El puerto sigue abierto: nadie recibe especias todavía."))
    else:
        order = [_("{player} ({company}, {rank}.º)", player=_("jugador {n}", n=o.player + 1),
                   company=COMPANY_NAMES[o.company], rank=o.rank + 1) for o in res.order]
        verdict = _("{kind}: el jugador {last} se lleva la carta de puerto; eligen por orden: {order}.",
                    kind=_("Monopolio") if res.kind == "monopoly" else _("Reparto compartido"), last=last + 1,
                    order=order or [_("nadie")])
    kind = None if res.kind is None else cast(Literal["monopoly", "shared"], res.kind.value)
    outcome = PortOutcome(kind, cast(CompanyId | None, res.monopoly), None if res.kind is None else last + 1,
                          tuple(Pick(o.player + 1, cast(CompanyId, o.company), o.rank + 1) for o in res.order),
                          res.discarded, None)
    return BorneoAnswer(verdict, res.explanation, outcome, options)


def picture_port(v: Values, answer: Answer, lang: str) -> str:
    opts = options_of(answer)
    if isinstance(answer.outcome, PortOutcome) and answer.outcome.kind == "impossible":
        opts = Options()
    return port_svg(_port(v), numbered(v.cards), columns(v.companies), v.last_player - 1, opts, lang=lang)


PORT = Question(
    id="port",
    title=_("¿Quién se lleva las especias de este puerto, y en qué orden eligen?"),
    rules=("borneo-shipping-trigger", "borneo-shipping-monopoly", "borneo-shipping-shared"),
    fields=(
        Field("name", _("el nombre del puerto (solo para nombrarlo)"), Choice(PORT_NAMES, control="dropdown"),
              default=None, example="Achim"),
        Field("monopoly", _("el número de monopolio del puerto (el de la izquierda)"), Integer(1, 13), example=6),
        Field("limit", _("el límite de cartas del puerto (el de la derecha)"), Integer(1, 6), example=4),
        Field("cards", _("las cartas de envío jugadas en el puerto, de la primera a la última"), ListOf(CARD, 1, 6),
              example=["RRGR", "RBRR", "RGRR"]),
        Field("last_player", _("el jugador (1 a 5) que jugó la última carta"), PLAYER, example=2),
        Field("companies", _("los jugadores de cada compañía, del primer puesto al último"), PORT_COMPANIES,
              default=PORT_COMPANIES.read({}, "port.companies"), example=None),
    ),
    answer=answer_port,
    outcome=PortOutcome,
    picture=picture_port,
    ambiguous=("monopoly_tie", "shared_leftover", "covering"),
    check=_check_port,
    summary=_("el puerto (números y cartas jugadas), quién jugó la última y los jugadores de cada compañía"),
    moved=(Moved("companies", "port.companies", 2),),  # format 1 wrote [companies] beside [port]
)

__all__ = ["PORT", "PortOutcome", "Pick"]
