"""``mission``: can this warehouse pay this mission, and how? (*1. Complete a mission*:
``borneo-missions-*``, ``borneo-q-minimal-payment``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Choice, Field, ListOf, Question, Values
from .. import pictures
from ..components import SPICE_NAMES, SPICES, Mission, Port, ShippingCard
from ..missions import describe_payment, payment_options
from ..options import Options
from .common import MISSION_NAMES, MOST_PORTS, BorneoAnswer

SPICE_ITEMS = {**{s: SPICE_NAMES[s] for s in SPICES}, **{f"{s}x2": _("{spice} ×2", spice=SPICE_NAMES[s])
                                                         for s in SPICES}}
SPICE = Choice(SPICE_ITEMS, control="buttons")
PORT_SPICE = Choice({s: SPICE_NAMES[s] for s in SPICES}, control="buttons")  # a port card is one spice, never ×2
SPICE_LIST = ListOf(SPICE, 0, 40)


@dataclass(frozen=True)
class MissionOutcome(Outcome):
    """Whether the warehouse pays the mission, and in how many ways (with no needless card)."""

    payable: bool
    ways: int = outcome_field(minimum=0)


def _warehouse(v: Values) -> tuple[list[ShippingCard], list[Port]]:
    ships = [ShippingCard(i, ("red",) * 3 + ("blue",), s.replace("x2", ""), 2 if s.endswith("x2") else 1)
             for i, s in enumerate(v.warehouse)]
    ports = [Port(i, "", 5, 4, s) for i, s in enumerate(v.ports)]
    return ships, ports


def answer_mission(v: Values, options: Options) -> Answer:
    ships, ports = _warehouse(v)
    mission = Mission(0, v.kind)
    ways = payment_options(mission, ships, ports)
    ex = Explanation(_("Misión: {mission}", mission=mission.describe()))
    ex.add("borneo-missions-payment", _("Sirven las cartas del almacén: {ships} y {ports}.",
                                        ships=Plural("{n} carta de envío", "{n} cartas de envío", len(ships)),
                                        ports=Plural("{n} carta de puerto", "{n} cartas de puerto", len(ports))))
    if v.hand:
        ex.add("borneo-missions-hand", Plural("La carta de la mano no cuenta.", "Las {n} cartas de la mano no cuentan.",
                                              len(v.hand)))
    if ways:
        shown = [describe_payment(w, {x.id: x for x in ships}, {p.id: p for p in ports}) for w in ways]
        ex.add("borneo-q-minimal-payment", _("Maneras de pagarla, sin cartas de más: {ways}.", ways=shown))
        verdict: Message = Plural("Se puede pagar, de una manera.", "Se puede pagar, de {n} maneras.", len(ways))
    else:
        verdict = _("No se puede pagar con este almacén.")
    return BorneoAnswer(verdict, ex, MissionOutcome(bool(ways), len(ways)), options)


def picture_mission(v: Values, answer: Answer, lang: str) -> str:
    ships, ports = _warehouse(v)
    ways = payment_options(Mission(0, v.kind), ships, ports)
    first = ways[0] if ways else None
    return pictures.mission_svg(v.kind, list(v.warehouse), list(v.ports), list(v.hand),
                                set(first.ships) if first else set(), set(first.ports) if first else set(),
                                len(ways), lang)


MISSION = Question(
    id="mission",
    title=_("¿Puedo pagar esta misión con mi almacén, y cómo?"),
    rules=("borneo-missions-payment", "borneo-missions-hand"),
    fields=(
        Field("kind", _("la misión"), Choice(MISSION_NAMES, control="dropdown"), example="four_same"),
        Field("warehouse", _("las especias de las cartas de envío del almacén (con x2 si la carta vale doble)"),
              SPICE_LIST, default=(), example=["clove", "clove", "clovex2"]),
        Field("ports", _("las especias de las cartas de puerto del almacén (cada una es una sola especia)"),
              ListOf(PORT_SPICE, 0, MOST_PORTS), default=(), example=["clove"]),
        Field("hand", _("las especias de las cartas de la mano (seis como mucho)"), ListOf(SPICE, 0, 6), default=(),
              example=["pepper"]),
    ),
    answer=answer_mission,
    outcome=MissionOutcome,
    picture=picture_mission,
    summary=_("la misión, las especias del almacén (cartas de envío y de puerto) y las de la mano"),
)

__all__ = ["MISSION", "MissionOutcome"]
