"""``setup``: which action tiles, and how many points does each player start with? ``start-hut``: where may
my first hut go, and what do I get? (*Setup*: ``bora-bora-setup-tiles``, ``-player``, ``-order``,
``-huts``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...errors import IllegalMoveError
from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer, ListOf
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import DICE, REGIONS, RESOURCE_NAMES, START_REGIONS, TILE_NAMES, Resource, region_name
from ..game import BoraBora
from ..moves import StartHut
from ..options import Options
from ..parts import Phase
from ..pictures import islands_svg, setup_svg
from .common import REGION, START_REGION


# ---------------------------------------------------------------------------------- setup
@dataclass(frozen=True)
class SetupOutcome(Outcome):
    """The action tiles, the points each player starts with by place in the turn order, the places in the order
    the first huts go, and what each player receives; how many action tiles there are."""

    tiles: tuple[str, ...]
    points: tuple[int, ...]
    first_huts: tuple[int, ...]
    each: dict[str, int]
    tile_count: int = outcome_field(minimum=0)


def answer_setup(v: Values, options: Options) -> Answer:
    state = BoraBora(v.players, options).new_state(0)
    order = state.order
    first_seat = state.seats[order[0]]
    tiles = list(state.game.tiles)
    points = [state.seats[p].vp for p in order]
    first = [order.index(p) + 1 for p in state.queue]  # turn places, in the order the first huts go
    each = {"huts": state.huts_on_board(order[0]), "priests": state.priests[order[0]], "dice": DICE,
            "god_cards": len(first_seat.god_cards), "offerings": first_seat.offerings}
    ex = Explanation(_("Preparación con {n} jugadores", n=v.players))
    ex.add("bora-bora-setup-tiles", Plural("Con {players} jugadores hay {n} ficha de acción: {tiles}.",
                                           "Con {players} jugadores hay {n} fichas de acción: {tiles}.", len(tiles),
                                           players=v.players, tiles=[TILE_NAMES[t] for t in tiles]))
    ex.add("bora-bora-setup-player", _(
        "Cada jugador recibe {huts} cabañas en su tablero, {priests} sacerdotes y {dice} dados en su reserva, "
        "{gods} cartas de Dios y {offerings} ofrendas.", huts=each["huts"], priests=each["priests"], dice=DICE,
        gods=each["god_cards"], offerings=each["offerings"]))
    ex.add("bora-bora-setup-order", _("Puntos de victoria al empezar, por puesto en el turno: {points}.",
                                      points=[_("puesto {k}: {vp}", k=k + 1, vp=vp) for k, vp in enumerate(points)]))
    ex.add("bora-bora-setup-huts", _("Las primeras cabañas se ponen en orden de turno inverso: puestos {places}.",
                                     places=[str(k) for k in first]))
    verdict = Plural("{n} ficha de acción; el jugador que empieza tiene 0 PV y pone su primera cabaña el último.",
                     "{n} fichas de acción; el jugador que empieza tiene 0 PV y pone su primera cabaña el último.",
                     len(tiles))
    return Answer(verdict, ex, SetupOutcome(tuple(str(t) for t in tiles), tuple(points), tuple(first), each,
                                            len(tiles)))


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, SetupOutcome)
    return setup_svg(list(o.tiles), list(o.points), [k - 1 for k in o.first_huts], lang)


SETUP = Question(
    id="setup",
    title=_("¿Qué fichas de acción hay y con cuántos puntos empieza cada jugador?"),
    rules=("bora-bora-setup-tiles", "bora-bora-setup-player", "bora-bora-setup-order", "bora-bora-setup-huts"),
    fields=(Field("players", _("cuántos jugadores hay"), Integer(2, 4), example=2),),
    answer=answer_setup,
    outcome=SetupOutcome,
    picture=picture_setup,
    summary=_("el número de jugadores"),
)


# ------------------------------------------------------------------------------ start-hut
@dataclass(frozen=True)
class StartHutOutcome(Outcome):
    """Whether the first hut may go there (and if not, why), the resource it brings, and the regions still free."""

    legal: bool
    reason: Literal["taken", "not-start"] | None
    resource: Resource | None
    free: tuple[str, ...]


def _check_start(v: Values) -> None:
    for i, region in enumerate(v.taken):
        if region not in START_REGIONS:
            raise SituationError(f"start-hut.taken[{i}]", _(
                "Imposible: las primeras cabañas solo van junto a una ficha de un pez ({regions}).",
                regions=[region_name(r) for r in START_REGIONS]))
    if len(v.taken) > 3:
        raise SituationError("start-hut.taken", _("Imposible: como mucho tres jugadores ponen su cabaña antes que tú."))


def answer_start(v: Values, options: Options) -> Answer:
    state = BoraBora(4, options).new_state(0)
    for region in v.taken:  # the players before, in reverse turn order
        state.push(StartHut(region))
        while state.phase == Phase.CEREMONY:
            state.push(state.legal_moves()[0])
    free = tuple(r for r in START_REGIONS if r not in v.taken)
    ex = Explanation(_("Primera cabaña en: {region}", region=region_name(v.region)))
    ex.add("bora-bora-setup-huts", _("Las primeras cabañas van en una región junto a una ficha de un pez: {regions}.",
                                     regions=[region_name(r) for r in START_REGIONS]))
    try:
        explanation = state.push(StartHut(v.region))
    except IllegalMoveError as error:
        reason: Literal["taken", "not-start"] = "taken" if v.region in v.taken else "not-start"
        ex.add(error.rule_id, error.message)
        ex.add("bora-bora-setup-huts", _("Libres para tu primera cabaña: {regions}.",
                                         regions=[region_name(r) for r in free] or [_("ninguna")]))
        return Answer(_("No puede ir ahí."), ex, StartHutOutcome(False, reason, None, free))
    resource = REGIONS[v.region].resource
    ex.steps += [s for s in explanation.steps if s.rule_id == "bora-bora-setup-huts"][1:]
    if resource == Resource.OFFERING:
        where = _("una ofrenda, junto a tu tablero")
    else:
        where = _("{resource}, a un espacio de ceremonia libre que le corresponda",
                  resource=RESOURCE_NAMES[resource])
    ex.add("bora-bora-setup-huts", _("Las fichas de peces de estas regiones no cuentan ahora."))
    return Answer(_("Puede ir ahí, y recibes {what}.", what=where), ex, StartHutOutcome(True, None, resource, free))


def picture_start(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, StartHutOutcome)
    island = {r: [1 + k % 3] for k, r in enumerate(v.taken)}
    if o.legal:
        island.setdefault(v.region, []).append(0)
    return islands_svg(island, highlight=list(o.free), origin=[v.region], lang=lang)


START_HUT = Question(
    id="start-hut",
    title=_("¿Dónde puedo poner mi primera cabaña y qué recibo?"),
    rules=("bora-bora-setup-huts",),
    fields=(
        Field("region", _("la región que eliges"), REGION, example="C-beach"),
        Field("taken", _("las regiones donde otros ya pusieron su primera cabaña"), ListOf(START_REGION, unique=True),
              default=(), example=["E-forest"]),
    ),
    answer=answer_start,
    outcome=StartHutOutcome,
    picture=picture_start,
    check=_check_start,
    summary=_("la región elegida y las que ya tienen una primera cabaña"),
)
