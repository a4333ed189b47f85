"""``voyage``: where may my ship end this turn, and with how many village actions? (*Navigation*:
``maracaibo-nav-*``, ``maracaibo-main-village``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import RuleViolation
from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...kinds import Boolean, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from .. import components as K
from ..components import Kind, destinations, round_name, village_actions
from ..moves import Sail
from ..options import Options
from ..parts import LOCATION, PLACE, Turn
from ..pictures import map_svg
from ..state import State
from .common import SEA, game, table


@dataclass(frozen=True)
class Destination(Outcome):
    """Where the ship may end, for how many points, with how many village actions, and whether it must stop."""

    CLOSED = False  # (the published schema never closed this object)

    location: str
    points: int
    village_actions: int
    must_stop: bool


@dataclass(frozen=True)
class VoyageOutcome(Outcome):
    """For a path (or for staying put): whether it is legal (or the rule that refuses it and the step of the
    path where it does: ``leg``, from where to where), where it ends, the points, the village actions and
    whether another ship is there; without one, ``None`` — and always the start, the round, the movement
    points a turn has and every destination."""

    legal: bool | None
    end: str | None
    points: int | None
    village_actions: int | None
    rule: str | None
    shared: bool | None
    destinations: tuple[Destination, ...]
    start: str
    round: int
    max_points: int
    leg: tuple[str, ...] | None


def _destinations(start: str, round_: int) -> tuple[Destination, ...]:
    return tuple(Destination(d.end, d.cost, village_actions(d.cost) if SEA.kind(d.end) is Kind.VILLAGE else 0,
                             d.must_stop) for d in destinations(start, round_, SEA))


def _every_destination(v: Values, found: tuple[Destination, ...]) -> Answer:
    ex = Explanation(_("Destinos desde {loc} en la ronda {round}", loc=SEA.name(v.start), round=round_name(v.round)))
    ex.add("maracaibo-nav-points", _("Hasta 7 puntos de movimiento, al menos un lugar, siguiendo las flechas."))
    for d in found:
        where = SEA.name(d.location)
        points = Plural("{n} punto", "{n} puntos", d.points)
        if d.village_actions:
            ex.add("maracaibo-main-village", _("{loc}: {points}, {actions}.", loc=where, points=points,
                                               actions=Plural("{n} acción de aldea", "{n} acciones de aldea",
                                                              d.village_actions)))
        else:
            ex.add("maracaibo-nav-locations", _("{loc}: {points} (no es una aldea).", loc=where, points=points))
        if d.must_stop:
            rule_id = "maracaibo-home-must-stop" if SEA.is_home(d.location, v.round) else "maracaibo-nav-must-stop"
            ex.add(rule_id, _("En {loc} hay que parar: de ahí no se sigue.", loc=where))
    if not found:
        ex.add("maracaibo-nav-arrows", _("En esta ronda no sale ninguna flecha de aquí."))
    places: list[Message] = [_("{loc} por {points} ({actions})", loc=SEA.name(d.location),
                               points=Plural("{n} punto", "{n} puntos", d.points),
                               actions=Plural("{n} acción de aldea", "{n} acciones de aldea", d.village_actions)
                               if d.village_actions else _("no es una aldea")) for d in found]
    verdict = Plural("{n} destino posible: {places}.", "{n} destinos posibles: {places}.", len(found),
                     places=places or [_("ninguno")])
    return Answer(verdict, ex, VoyageOutcome(None, None, None, None, None, None, found, v.start, v.round,
                                             K.MAX_POINTS, None))


def answer_voyage(v: Values, options: Options) -> Answer:
    found = _destinations(v.start, v.round)
    if not v.path and not v.stay:
        return _every_destination(v, found)
    path = () if v.stay else tuple(v.path)
    state = _voyage_state(v, options)
    try:
        ex = state.push(Sail(path))
    except RuleViolation as error:
        ex = Explanation(_("El viaje por {locs}", locs=[SEA.name(x) for x in path]) if path else
                         _("Quedarse en {loc}", loc=SEA.name(v.start)))
        ex.add(error.rule_id, error.message)
        outcome = VoyageOutcome(False, None, None, None, error.rule_id, None, found, v.start, v.round,
                                K.MAX_POINTS, _refused_leg(v, options, path))
        return Answer(_("No se puede: {reason}", reason=error.message), ex, outcome)
    end, points = path[-1], state.spent()
    actions = village_actions(points) if SEA.kind(end) is Kind.VILLAGE else 0
    outcome = VoyageOutcome(True, end, points, actions, None, end in v.others, found, v.start, v.round,
                            K.MAX_POINTS, None)
    spent = Plural("{n} punto", "{n} puntos", points)
    if actions:
        ex.add("maracaibo-main-village", Plural(
            "En la aldea {loc}, tras gastar {points}: {n} acción de aldea.",
            "En la aldea {loc}, tras gastar {points}: hasta {n} acciones de aldea.", actions,
            loc=SEA.name(end), points=spent))
        verdict: Message = Plural("Se puede: {points} hasta {loc}, {n} acción de aldea.",
                                  "Se puede: {points} hasta {loc}, hasta {n} acciones de aldea.", actions,
                                  points=spent, loc=SEA.name(end))
    else:
        verdict = _("Se puede: {points} hasta {loc}, que no es una aldea.", points=spent, loc=SEA.name(end))
    return Answer(verdict, ex, outcome)


def _refused_leg(v: Values, options: Options, path: tuple[str, ...]) -> tuple[str, ...] | None:
    """The step of ``path`` (from where to where) at which the engine first refuses the voyage: the shortest
    refused beginning of the path, played on a fresh table (``None`` when even staying put is refused)."""
    here = v.start
    for k in range(1, len(path) + 1):
        try:
            _voyage_state(v, options).push(Sail(path[:k]))
        except RuleViolation:
            return (here, path[k - 1])
        here = path[k - 1]
    return None


def _voyage_state(v: Values, options: Options) -> State:
    """Player 1 of three in phase A, their ship on ``start``, the others where the file says (or in Havana)."""
    ships = {0: v.start, **_others(v)}
    return table("voyage", {"seats[0].ship": "start", "seats": "others"}, game(options), round=v.round,
                 seats={p: {"ship": loc} for p, loc in ships.items()})


def _others(v: Values) -> dict[int, str]:
    """The other players' ships (players 2 and 3 of a three-player game)."""
    return {i + 1: loc for i, loc in enumerate(v.others)}


def _check_voyage(v: Values) -> None:
    if v.stay and v.path:
        raise SituationError("voyage.stay", _(
            "O el barco se queda donde está, o navega por un camino: no las dos cosas."))


def picture_voyage(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, VoyageOutcome)
    reachable = {d.location for d in o.destinations}
    path = list(v.path) if v.path and o.legal else None
    ship = o.end if path and o.end is not None else v.start
    return map_svg(SEA, v.round, ships={0: ship, **_others(v)}, colours=K.COLOURS[:3], reachable=reachable,
                   path=path, start=v.start, lang=lang)


VOYAGE = Question(
    id="voyage",
    title=_("¿Hasta dónde puede llegar mi barco, y con cuántas acciones de aldea?"),
    rules=("maracaibo-nav-points", "maracaibo-nav-arrows", "maracaibo-nav-no-backwards", "maracaibo-nav-must-stop",
           "maracaibo-main-village", "maracaibo-nav-locations", "maracaibo-nav-step", "maracaibo-nav-skip",
           "maracaibo-nav-shared"),
    fields=(
        Field("start", _("dónde está el barco al empezar la fase A"), LOCATION, example="5"),
        Field.part(State, "round", default=1, example=1),
        Field.part(Turn, "path", help=_("los lugares por los que navega, en orden (el último es donde para); sin él, "
                                        "todos los destinos"), kind=ListOf(PLACE, 0, len(SEA.ids())), default=None,
                   example=["6", "7", "8", "9"]),
        Field("stay", _("si el barco se queda donde está, sin navegar (en lugar de un camino)"), Boolean(),
              default=False, assume=False),
        Field("others", _("dónde están los barcos de los otros dos jugadores (sin él, en La Habana)"),
              ListOf(LOCATION, 0, 2), default=(), example=["9"]),
    ),
    answer=answer_voyage,
    outcome=VoyageOutcome,
    check=_check_voyage,
    picture=picture_voyage,
    summary=_("dónde está el barco, la ronda, si quieres el camino, y los barcos de los demás"),
)

__all__ = ["VOYAGE", "VoyageOutcome", "Destination"]
