"""``expand``: which regions can I reach? ``settle``: what do I get when I settle a region? (*Expand*:
``bora-bora-expand-paths``, ``-diagonal``, ``-hut``, ``-resource``, ``-fish``, ``-one-hut``, and the readings
``bora-bora-q-expand-resource``, ``-q-fish-points``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...explain import Explanation
from ...i18n import Message, _
from ...kinds import Boolean, Choice, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Moved, Question, Values
from ..actions import Expand, Fish, TakeResource, expand_reach
from ..components import (
    ACTION_NAMES,
    CEREMONY,
    REGIONS,
    RESOURCE_NAMES,
    START_REGIONS,
    Resource,
    paths_from,
    region_name,
)
from ..game import BoraBora
from ..moves import PlaceDie
from ..options import Options
from ..parts import Phase
from ..pictures import islands_svg
from .common import DIE, REGION, phase_a


# -------------------------------------------------------------------------------- expand
@dataclass(frozen=True)
class ExpandOutcome(Outcome):
    """The regions within reach."""

    reachable: tuple[str, ...]


def answer_expand(v: Values, options: Options) -> Answer:
    targets, ex = expand_reach(v.origin, v.kind, v.die, tuple(v.huts))
    names = [region_name(r) for r in targets] or [_("ninguna")]
    return Answer(_("Regiones a tu alcance: {regions}.", regions=names), ex, ExpandOutcome(tuple(targets)))


def picture_expand(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, ExpandOutcome)
    island = {r: ([0] if r in v.huts or r == v.origin else []) for r in REGIONS}
    return islands_svg(island, highlight=list(o.reachable), origin=[v.origin], lang=lang)


EXPAND = Question(
    id="expand",
    title=_("¿A qué regiones puedo expandirme?"),
    rules=("bora-bora-expand-paths", "bora-bora-expand-one-hut", "bora-bora-expand-diagonal"),
    fields=(
        Field("origin", _("la región de la que sales (donde tienes una cabaña)"), REGION, example="C-mountain"),
        Field("kind", _("el camino"), Choice({"land": ACTION_NAMES["land"], "water": ACTION_NAMES["water"]}),
              example="water"),
        Field("die", _("el dado"), DIE, example=5),
        Field("huts", _("las regiones donde ya tienes cabaña"), ListOf(REGION, unique=True), default=(),
              example=["C-plains"]),
    ),
    answer=answer_expand,
    outcome=ExpandOutcome,
    picture=picture_expand,
    summary=_("la región de partida, el camino, el dado y tus cabañas"),
    moved=(Moved("expand.from", "expand.origin", 2),),  # format 1 called the region of departure "from"
)


# -------------------------------------------------------------------------------- settle
@dataclass(frozen=True)
class SettleOutcome(Outcome):
    """The region's resource, whether taking it is a choice, where it goes, its fish tile and the points it
    scores now, and whether another player's hut is moved aside."""

    resource: Resource
    optional: bool
    where: Literal["offering", "ceremony", "beside"]
    fish: int
    points: int
    hut_aside: bool


def _settle_origin(region: str) -> tuple[str, str, int]:
    """A neighbour of ``region`` to come from, the kind of path, and its value (the cheapest path)."""
    other, kind, value = min(paths_from(region), key=lambda p: (p[2], p[0]))
    return other, kind, value


def answer_settle(v: Values, options: Options) -> Answer:
    origin, kind, _value = _settle_origin(v.region)
    island: dict[str, list[int]] = {origin: [0]}
    if v.others:
        island.setdefault(v.region, []).append(1)
    elsewhere = [r for r in START_REGIONS + tuple(REGIONS) if r not in (origin, v.region)]
    for p, region in zip((1, 2, 3), elsewhere, strict=False):
        if p not in island.get(v.region, []):
            island.setdefault(region, []).append(p)
    resource = REGIONS[v.region].resource
    seat = {}
    if not v.ceremony_free and resource != Resource.OFFERING:  # both spaces for that material already hold one
        seat = {"ceremony": [[c if c == resource else None for c in row] for row in CEREMONY]}
    state = phase_a("settle.region", BoraBora(4, options), order=[0, 1, 2, 3], player=0,
                    seats={0: {"dice": [6], **seat}}, island=island)
    state.push(PlaceDie(6, kind))
    ex = Explanation(_("Expandirse a: {region}", region=region_name(v.region)))
    expansion = state.push(Expand(v.region))
    ex.steps += [s for s in expansion.steps if s.rule_id in ("bora-bora-expand-hut", "bora-bora-expand-one-hut")]
    optional = state.phase == Phase.RESOURCE
    beside = sum(state.seats[0].beside.values())
    received = list(expansion.steps)
    if optional:
        ex.add("bora-bora-expand-resource", _("Puedes tomar el recurso de la región, {resource}, o dejarlo.",
                                              resource=RESOURCE_NAMES[resource]))
        received = list(state.push(TakeResource(True)).steps)
    if state.phase == Phase.CEREMONY:
        received += list(state.push(state.legal_moves()[0]).steps)
    ex.steps += [s for s in received if s.rule_id == "bora-bora-expand-resource"]
    where: Literal["offering", "ceremony", "beside"] = (
        "offering" if resource == Resource.OFFERING else
        "beside" if sum(state.seats[0].beside.values()) > beside else "ceremony")
    fish, vp = REGIONS[v.region].fish, state.seats[0].vp
    if state.phase == Phase.FISH:
        ex.steps += [s for s in state.push(Fish(True)).steps if s.rule_id == "bora-bora-expand-fish"]
    points = state.seats[0].vp - vp
    ex.add("bora-bora-expand-fish", _("La ficha de pez se decide ahora o nunca: más tarde no se puede puntuar."))
    verdict = _settle_verdict(resource, where, optional, fish, points)
    return Answer(verdict, ex, SettleOutcome(resource, optional, where, fish, points, bool(v.others)))


def _settle_verdict(resource: Resource, where: str, optional: bool, fish: int, points: int) -> Message:
    what = _("una ofrenda") if resource == Resource.OFFERING else RESOURCE_NAMES[resource]
    if where == "beside":
        what = _("{resource}, que va junto a tu tablero", resource=RESOURCE_NAMES[resource])
    if optional:
        return _("Puedes tomar {what}, y si puntúas el pez ({fish}) ganas {points} PV; ahora o nunca.", what=what,
                 fish=fish, points=points)
    return _("Recibes {what}, y si puntúas el pez ({fish}) ganas {points} PV; ahora o nunca.", what=what, fish=fish,
             points=points)


def picture_settle(v: Values, answer: Answer, lang: str) -> str:
    origin, _kind, _value = _settle_origin(v.region)
    island = {origin: [0], v.region: ([1] if v.others else []) + [0]}
    return islands_svg(island, highlight=[v.region], origin=[origin], lang=lang)


SETTLE = Question(
    id="settle",
    title=_("¿Qué recibo al expandirme a una región?"),
    rules=("bora-bora-expand-resource", "bora-bora-expand-fish", "bora-bora-expand-hut", "bora-bora-expand-one-hut"),
    fields=(
        Field("region", _("la región a la que te expandes"), REGION, example="C-plains"),
        Field("others", _("si ya hay allí una cabaña de otro jugador"), Boolean(), default=False, example=True),
        Field("ceremony_free", _("si tienes libre un espacio de ceremonia para su material"), Boolean(), default=True,
              example=True),
    ),
    answer=answer_settle,
    outcome=SettleOutcome,
    picture=picture_settle,
    ambiguous=("resource_optional", "fish_points"),
    summary=_("la región nueva, si hay otra cabaña y si tienes sitio para su material"),
)
