"""``turn``: whose die is next in phase A? ``die``: where may each of my dice go? (*Phase A*:
``bora-bora-dice-place``, ``-lower``, and the readings ``bora-bora-q-action-required``, ``-q-stuck``)"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Choice, Integer, ListOf, MapOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import ACTION_NAMES, ACTION_TILES, TILE_ACTIONS, TILE_NAMES, Action, Tile
from ..game import BoraBora
from ..options import Options
from ..parts import PlacedDie, Seat
from ..pictures import tiles_svg, turn_svg
from ..state import State
from .common import DIE, names, phase_a


# ----------------------------------------------------------------------------------- turn
@dataclass(frozen=True)
class TurnOutcome(Outcome):
    """Whose die is next (their place in the turn order, from 1) and which of their dice, whether phase A is
    over, and how many dice are left to place."""

    next: int | None
    die: int | None
    over: bool
    left: int


def _check_turn(v: Values) -> None:
    if v.placed > 3 * v.players:
        raise SituationError("turn.placed", Plural(
            "Imposible: con {players} jugadores hay {n} dado en la fase A.",
            "Imposible: con {players} jugadores hay {n} dados en la fase A.", 3 * v.players, players=v.players))


def answer_turn(v: Values, options: Options) -> Answer:
    n = v.players
    state = phase_a("turn.players", BoraBora(n, options), order=list(range(n)), player=0,
                    seats={p: {"dice": [6, 5, 4]} for p in range(n)})
    queue = list(state.queue)  # every turn of this phase A, from the first, as the engine plays them
    ex = Explanation(_("Fase A con {n} jugadores", n=n))
    ex.add("bora-bora-dice-place", _(
        "En orden de turno, cada jugador pone un dado y hace su acción; se dan tres vueltas, hasta que todos "
        "han puesto sus tres dados."))
    if v.placed >= len(queue):
        ex.add("bora-bora-dice-place", _("Todos han puesto sus tres dados: termina la fase A."))
        return Answer(_("Termina la fase A."), ex, TurnOutcome(None, None, True, 0))
    who = queue[v.placed]
    die = queue[:v.placed + 1].count(who)
    ex.add("bora-bora-dice-place", Plural("Ya se ha puesto {n} dado: vuelta {lap}.",
                                          "Ya se han puesto {n} dados: vuelta {lap}.", v.placed, lap=v.placed // n + 1)
           if v.placed else _("Aún no se ha puesto ningún dado: primera vuelta."))
    ex.add("bora-bora-dice-place", _("Toca al jugador en el puesto {place} del turno, con su dado número {die}.",
                                     place=who + 1, die=die))
    ex.add("bora-bora-q-stuck", _("Si ninguno de sus dados cabe en ninguna ficha, pierde ese turno y deja a un lado "
                                  "su dado más bajo."))
    return Answer(_("Toca al puesto {place} del turno (su dado número {die}).", place=who + 1, die=die), ex,
                  TurnOutcome(who + 1, die, False, len(queue) - v.placed))


def picture_turn(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, TurnOutcome)
    return turn_svg(v.players, v.placed, None if o.next is None else o.next - 1, lang)


TURN = Question(
    id="turn",
    title=_("¿A quién le toca poner un dado?"),
    rules=("bora-bora-dice-place", "bora-bora-q-stuck"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), example=3),
        Field("placed", _("cuántos dados se han puesto ya en esta fase A, entre todos"), Integer(0, 12), example=4),
    ),
    answer=answer_turn,
    outcome=TurnOutcome,
    picture=picture_turn,
    check=_check_turn,
    summary=_("los jugadores y los dados ya puestos"),
)


# ------------------------------------------------------------------------------------ die
ALL_TILES = {t: TILE_NAMES[t] for t in Tile}
BLOCKABLE = {a: ACTION_NAMES[a] for a in Action if a != Action.HELPER}  # the helper always has a trade


@dataclass(frozen=True)
class DieOutcome(Outcome):
    """For each of the dice (by value), the tiles it may go to; and whether none may go anywhere."""

    fits: dict[str, tuple[str, ...]]
    stuck: bool


def _check_die(v: Values) -> None:
    tiles = ACTION_TILES[v.players]
    for tile, values in v.tiles.items():
        if tile not in tiles:
            raise SituationError(f"die.tiles.{tile}", _("Con {n} jugadores no hay esa ficha; hay: {tiles}.",
                                                         n=v.players, tiles=[TILE_NAMES[t] for t in tiles]))
        if any(b >= a for a, b in pairwise(values)):
            raise SituationError(f"die.tiles.{tile}", _(
                "Imposible: cada dado de una ficha es menor que los anteriores."))
    placed = sum(len(values) for values in v.tiles.values())
    r, n = len(v.dice), v.players
    most = 3 * n - r - (n - 1) * (r - 1)  # the others have placed at most one die more than you
    if placed > most:
        raise SituationError("die.tiles", Plural(
            "Imposible: con los dados que aún tienes, en las fichas puede haber como mucho {n} dado (nadie ha puesto "
            "más de uno más que tú).",
            "Imposible: con los dados que aún tienes, en las fichas puede haber como mucho {n} dados (nadie ha puesto "
            "más de uno más que tú).", most))
    _die_position(v, Options())


def _die_position(v: Values, options: Options) -> State:
    """You are the last in turn order (the others have placed one die more than you at most); the dice on
    the tiles are the others' first, then yours, and any die not on a tile was set aside."""
    n, r = v.players, len(v.dice)
    capacity = {p: 4 - r for p in range(1, n)} | {0: 3 - r}
    owners = [p for p in list(range(1, n)) + [0] for _k in range(capacity[p])]
    placed: dict[str, list[PlacedDie]] = {}
    k = 0
    for tile, values in v.tiles.items():
        placed[tile] = []
        for value in values:
            placed[tile].append(PlacedDie(owners[k], value))
            k += 1
    seats = {0: {"dice": list(v.dice)}} | {p: {"dice": [6] * (r - 1)} for p in range(1, n)}
    return phase_a("die.tiles", BoraBora(n, options), order=list(range(1, n)) + [0], player=0, seats=seats,
                   placed=placed)


def answer_die(v: Values, options: Options) -> Answer:
    state = _die_position(v, options)
    blocked = set(v.blocked)
    ex = Explanation(_("¿Dónde puede ir cada dado?"))
    fits: dict[str, tuple[str, ...]] = {}
    for value in sorted(set(v.dice), reverse=True):
        open_tiles = []
        for tile in state.game.tiles:
            if state.tile_problem(tile, value) is not None:
                ex.add("bora-bora-dice-lower", _("Un {value} no cabe en {tile}: allí el dado más bajo es un {low}.",
                                                value=value, tile=TILE_NAMES[tile], low=state.lowest(tile)))
                continue
            if not [a for a in TILE_ACTIONS[tile] if a not in blocked]:
                if options.action_required:
                    ex.add("bora-bora-q-action-required", _(
                        "Un {value} cabe en {tile} por su valor, pero no puedes hacer su acción: no puede ir allí.",
                        value=value, tile=TILE_NAMES[tile]))
                    continue
                ex.add("bora-bora-q-action-required", _(
                    "Un {value} puede ir a {tile}, pero no puedes hacer su acción: el dado queda sin efecto.",
                    value=value, tile=TILE_NAMES[tile]))
            open_tiles.append(str(tile))
        fits[str(value)] = tuple(open_tiles)
        ex.add("bora-bora-dice-lower", _("Un {value}: cabe en {tiles}.", value=value,
                                        tiles=names(open_tiles, TILE_NAMES)))
    stuck = not any(fits.values())
    if stuck:
        ex.add("bora-bora-q-stuck", _("Ningún dado cabe en ninguna ficha: pierdes este turno y dejas a un lado tu "
                                      "dado más bajo."))
        verdict = _("Ningún dado cabe: pierdes este turno.")
    else:
        verdict = _("Dónde cabe cada dado: {dice}.", dice=[
            _("un {value} en {tiles}", value=int(d), tiles=names(ts, TILE_NAMES)) for d, ts in fits.items()])
    return Answer(verdict, ex, DieOutcome(fits, stuck))


def picture_die(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, DieOutcome)
    tiles = ACTION_TILES[v.players]
    placed = {str(t): [[1, x] for x in v.tiles.get(t, ())] for t in tiles}
    closed = {str(t): not any(str(t) in ts for ts in o.fits.values()) for t in tiles}
    return tiles_svg(tiles, placed, closed, lang=lang)


DIE_Q = Question(
    id="die",
    title=_("¿Dónde puede ir cada uno de mis dados?"),
    rules=("bora-bora-dice-lower", "bora-bora-dice-place", "bora-bora-q-action-required", "bora-bora-q-stuck"),
    fields=(
        Field("players", _("cuántos jugadores hay (decide qué fichas de acción hay)"), Integer(2, 4), default=4,
              example=4),
        Field("tiles", _("los dados que ya hay en cada ficha de acción, en el orden en que se pusieron"),
              MapOf(Choice(ALL_TILES), ListOf(DIE, 0, 6)), default={}, example={"helper": [5, 3]}),
        Field.part(Seat, "dice", help=_("tus dados"), kind=ListOf(DIE, 1, 3), example=[4, 2, 1]),
        Field("blocked", _("las acciones que no puedes hacer ahora (sin sacerdotes, sin espacio libre…)"),
              ListOf(Choice(BLOCKABLE), unique=True), default=(), example=[]),
    ),
    answer=answer_die,
    outcome=DieOutcome,
    picture=picture_die,
    ambiguous=("action_required",),
    check=_check_die,
    summary=_("los dados de cada ficha, en orden, tus dados y las acciones que no puedes hacer"),
)
