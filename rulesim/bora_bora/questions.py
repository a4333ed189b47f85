"""The questions a situation file may ask about Bora Bora (see :mod:`rulesim.questions`), by rules
section (the panel opens on ``die``, the dispute of every turn):

- ``setup`` — which action tiles, and how many points does each player start with? (``bora-bora-setup-*``)
- ``start-hut`` — where may my first hut go, and what do I get? (``bora-bora-setup-huts``)
- ``round`` — what comes next: which phase, which round, or the end? (``bora-bora-round``)
- ``turn`` — whose die is next in phase A? (``bora-bora-dice-place``)
- ``die`` — where may each of my dice go? (``bora-bora-dice-*``, ``bora-bora-q-action-required``, ``-q-stuck``)
- ``expand`` — which regions can I reach? (``bora-bora-expand-paths``, ``-diagonal``, ``-one-hut``)
- ``settle`` — what do I get when I settle a region? (``bora-bora-expand-resource``, ``-fish``, ``-one-hut``)
- ``people`` — may I take a man or woman tile, and from where? (``bora-bora-people-*``)
- ``helper`` — does this purchase fit my helper die? (``bora-bora-helper-budget``, ``-costs``)
- ``tattoo`` — how far does my status marker move, how many shells? (``bora-bora-helper-tattoo``, ``-shells``)
- ``temple`` — where does my priest go and who falls out? (``bora-bora-temple-*``)
- ``build`` — what can I build with this die? (``bora-bora-build-*``)

Positions are built with :meth:`State.from_position` (or played from a new game with public moves),
so the engine's own checks refuse an impossible one, named by the field that makes it so.
"""

from __future__ import annotations

from ..errors import IllegalMoveError
from ..explain import Explanation
from ..i18n import Message, Plural, Value, _
from ..questions import Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Values
from . import data
from .actions import expand_reach, helper_budget, temple_placement
from .data import (ACTION_NAMES, BUILDING_VALUES, CEREMONY, CEREMONY_SPACES, HELPER_COSTS, ITEM_NAMES, MAN_TILES,
                   MATERIALS, REGIONS, RESOURCE_NAMES, START_REGIONS, TILE_ACTIONS, TILE_NAMES, WOMAN_TILES, Action,
                   Tile, ceremony_space_name, paths_from, region_name)
from .moves import Expand, Fish, PlaceDie, PlaceMaterial, StartHut, TakePerson, TakeResource, Trade
from .options import HelperBudget, Options
from .pictures import ceremony_svg, helper_svg, people_svg, round_svg, setup_svg, status_svg, turn_svg
from .state import BoraBora, Building, InvalidPosition, Person, Phase, State, player_name
from .pictures import islands_svg, temple_svg, tiles_svg

DIE = Integer(1, 6, control="die")
REGION = Choice({r: region_name(r) for r in REGIONS}, control="dropdown")
START_REGION = Choice({r: region_name(r) for r in START_REGIONS}, control="dropdown")


def _position(field: str, game: BoraBora, **parts) -> State:
    """A position built by the engine's public constructor; an impossible one names ``field``."""
    try:
        return State.from_position(game, **parts)
    except InvalidPosition as error:
        raise SituationError(field, error.message) from None


def _names(values, names) -> list[Message]:
    return [names[v] for v in values] or [_("ninguna")]


# ---------------------------------------------------------------------------------- setup
def answer_setup(v: Values, options: Options) -> Answer:
    state = BoraBora(v.players, options).new_state(0)
    order = state.order
    tiles = list(state.game.tiles)
    points = [state.vp[p] for p in order]
    first = [order.index(p) + 1 for p in state.queue]  # turn places, in the order the first huts go
    ex = Explanation(_("Preparación con {n} jugadores", n=v.players))
    ex.add("bora-bora-setup-tiles", Plural("Con {players} jugadores hay {n} ficha de acción: {tiles}.",
                                           "Con {players} jugadores hay {n} fichas de acción: {tiles}.", len(tiles),
                                           players=v.players, tiles=[data.TILE_NAMES[t] for t in tiles]))
    ex.add("bora-bora-setup-player", _(
        "Cada jugador recibe {huts} cabañas en su tablero, {priests} sacerdotes y {dice} dados en su reserva, "
        "{gods} cartas de Dios y {offerings} ofrendas.", huts=state.huts_on_board(order[0]),
        priests=state.priests[order[0]], dice=3, gods=len(state.god_hands[order[0]]),
        offerings=state.offerings[order[0]]))
    ex.add("bora-bora-setup-order", _("Puntos de victoria al empezar, por puesto en el turno: {points}.",
                                      points=[_("puesto {k}: {vp}", k=k + 1, vp=vp) for k, vp in enumerate(points)]))
    ex.add("bora-bora-setup-huts", _("Las primeras cabañas se ponen en orden de turno inverso: puestos {places}.",
                                     places=[str(k) for k in first]))
    verdict = Plural("{n} ficha de acción; el jugador que empieza tiene 0 PV y pone su primera cabaña el último.",
                     "{n} fichas de acción; el jugador que empieza tiene 0 PV y pone su primera cabaña el último.",
                     len(tiles))
    return Answer(verdict, ex, {"tiles": [str(t) for t in tiles], "points": points, "first_huts": first,
                                "each": {"huts": state.huts_on_board(order[0]), "priests": state.priests[order[0]],
                                         "dice": 3, "god_cards": len(state.god_hands[order[0]]),
                                         "offerings": state.offerings[order[0]]}})


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    return setup_svg(o["tiles"], o["points"], [k - 1 for k in o["first_huts"]], lang)


SETUP = Question(
    id="setup",
    title=_("¿Qué fichas de acción hay y con cuántos puntos empieza cada jugador?"),
    rules=("bora-bora-setup-tiles", "bora-bora-setup-player", "bora-bora-setup-order", "bora-bora-setup-huts"),
    fields=(Field("players", _("cuántos jugadores hay"), Integer(2, 4), example=2),),
    answer=answer_setup,
    outcome={"tiles": {"type": "array", "items": {"type": "string"}},
             "points": {"type": "array", "items": {"type": "integer"}},
             "first_huts": {"type": "array", "items": {"type": "integer"}},
             "each": {"type": "object", "additionalProperties": {"type": "integer"}}},
    picture=picture_setup,
    summary=_("el número de jugadores"),
)


# ------------------------------------------------------------------------------ start-hut
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
    free = [r for r in START_REGIONS if r not in v.taken]
    ex = Explanation(_("Primera cabaña en: {region}", region=region_name(v.region)))
    ex.add("bora-bora-setup-huts", _("Las primeras cabañas van en una región junto a una ficha de un pez: {regions}.",
                                     regions=[region_name(r) for r in START_REGIONS]))
    try:
        explanation = state.push(StartHut(v.region))
    except IllegalMoveError as error:
        reason = "taken" if v.region in v.taken else "not-start"
        ex.add(error.rule_id, error.message)
        ex.add("bora-bora-setup-huts", _("Libres para tu primera cabaña: {regions}.",
                                         regions=[region_name(r) for r in free] or [_("ninguna")]))
        return Answer(_("No puede ir ahí."), ex, {"legal": False, "reason": reason, "resource": None, "free": free})
    resource = REGIONS[v.region].resource
    ex.steps += [s for s in explanation.steps if s.rule_id == "bora-bora-setup-huts"][1:]
    if resource == "offering":
        where = _("una ofrenda, junto a tu tablero")
    else:
        where = _("{resource}, a un espacio de ceremonia libre que le corresponda",
                  resource=RESOURCE_NAMES[resource])
    ex.add("bora-bora-setup-huts", _("Las fichas de peces de estas regiones no cuentan ahora."))
    return Answer(_("Puede ir ahí, y recibes {what}.", what=where), ex,
                  {"legal": True, "reason": None, "resource": str(resource), "free": free})


def picture_start(v: Values, answer: Answer, lang: str) -> str:
    island = {r: [1 + k % 3] for k, r in enumerate(v.taken)}
    if answer.outcome["legal"]:
        island.setdefault(v.region, []).append(0)
    return islands_svg(island, highlight=answer.outcome["free"], origin=[v.region], lang=lang)


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
    outcome={"legal": {"type": "boolean"}, "reason": {"enum": ["taken", "not-start", None]},
             "resource": {"enum": [str(r) for r in data.RESOURCES] + [None]},
             "free": {"type": "array", "items": {"type": "string"}}},
    picture=picture_start,
    check=_check_start,
    summary=_("la región elegida y las que ya tienen una primera cabaña"),
)


# ---------------------------------------------------------------------------------- round
PHASES = {"A": _("fase A: tirar y colocar dados"), "B": _("fase B"), "C": _("fase C")}


def answer_round(v: Values, options: Options) -> Answer:
    ex = Explanation(_("Ronda {round}, {phase}", round=v.round, phase=PHASES[v.phase]))
    ex.add("bora-bora-round", _("La partida dura seis rondas, y cada ronda tiene tres fases seguidas: A, B y C."))
    k = "ABC".index(v.phase)
    if k < 2:
        following = (v.round, "ABC"[k + 1])
    elif v.round < 6:
        following = (v.round + 1, "A")
    else:
        following = None
    if following is None:
        ex.add("bora-bora-round", _("Tras la fase C de la sexta ronda termina la partida; gana quien tiene más puntos."))
        verdict = _("Termina la partida.")
    else:
        ex.add("bora-bora-round", _("Sigue la ronda {round}, {phase}.", round=following[0], phase=PHASES[following[1]]))
        verdict = _("Sigue la ronda {round}, {phase}.", round=following[0], phase=PHASES[following[1]])
    if "B" in (v.phase, following[1] if following else "") or v.phase == "C":
        ex.add("bora-bora-phases-b-c", _("Lo que se hace en las fases B y C no está en el texto de origen."))
    return Answer(verdict, ex, {"next_round": following[0] if following else None,
                                "next_phase": following[1] if following else None, "over": following is None})


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    return round_svg((v.round, v.phase), (o["next_round"], o["next_phase"]) if not o["over"] else None, lang)


ROUND = Question(
    id="round",
    title=_("¿Qué viene ahora: qué fase, qué ronda, o el final?"),
    rules=("bora-bora-round",),
    fields=(
        Field("round", _("la ronda en que estáis"), Integer(1, 6), example=6),
        Field("phase", _("la fase que termina"), Choice(PHASES), example="C"),
    ),
    answer=answer_round,
    outcome={"next_round": {"type": ["integer", "null"]}, "next_phase": {"enum": ["A", "B", "C", None]},
             "over": {"type": "boolean"}},
    picture=picture_round,
    summary=_("la ronda y la fase que termina"),
)


# ----------------------------------------------------------------------------------- turn
def _check_turn(v: Values) -> None:
    if v.placed > 3 * v.players:
        raise SituationError("turn.placed", Plural(
            "Imposible: con {players} jugadores hay {n} dado en la fase A.",
            "Imposible: con {players} jugadores hay {n} dados en la fase A.", 3 * v.players, players=v.players))


def answer_turn(v: Values, options: Options) -> Answer:
    n = v.players
    state = _position("turn.players", BoraBora(n, options), order=list(range(n)), player=0,
                      dice={p: [6, 5, 4] for p in range(n)})
    queue = list(state.queue)  # every turn of this phase A, from the first, as the engine plays them
    ex = Explanation(_("Fase A con {n} jugadores", n=n))
    ex.add("bora-bora-dice-place", _(
        "En orden de turno, cada jugador pone un dado y hace su acción; se dan tres vueltas, hasta que todos "
        "han puesto sus tres dados."))
    if v.placed >= len(queue):
        ex.add("bora-bora-dice-place", _("Todos han puesto sus tres dados: termina la fase A."))
        return Answer(_("Termina la fase A."), ex, {"next": None, "die": None, "over": True, "left": 0})
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
                  {"next": who + 1, "die": die, "over": False, "left": len(queue) - v.placed})


def picture_turn(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    return turn_svg(v.players, v.placed, None if o["over"] else o["next"] - 1, lang)


TURN = Question(
    id="turn",
    title=_("¿A quién le toca poner un dado?"),
    rules=("bora-bora-dice-place", "bora-bora-q-stuck"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), example=3),
        Field("placed", _("cuántos dados se han puesto ya en esta fase A, entre todos"), Integer(0, 12), example=4),
    ),
    answer=answer_turn,
    outcome={"next": {"type": ["integer", "null"]}, "die": {"type": ["integer", "null"]}, "over": {"type": "boolean"},
             "left": {"type": "integer"}},
    picture=picture_turn,
    check=_check_turn,
    summary=_("los jugadores y los dados ya puestos"),
)


# ------------------------------------------------------------------------------------ die
ALL_TILES = {t: TILE_NAMES[t] for t in Tile}
BLOCKABLE = {a: ACTION_NAMES[a] for a in Action if a != Action.HELPER}  # the helper always has a trade


def _check_die(v: Values) -> None:
    tiles = data.ACTION_TILES[v.players]
    for tile, values in v.tiles.items():
        if tile not in tiles:
            raise SituationError(f"die.tiles.{tile}", _("Con {n} jugadores no hay esa ficha; hay: {tiles}.",
                                                         n=v.players, tiles=[TILE_NAMES[t] for t in tiles]))
        if any(b >= a for a, b in zip(values, values[1:])):
            raise SituationError(f"die.tiles.{tile}", _("Imposible: cada dado de una ficha es menor que los anteriores."))
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
    order = list(range(1, n)) + [0]
    capacity = {p: 4 - r for p in range(1, n)} | {0: 3 - r}
    owners = [p for p in list(range(1, n)) + [0] for _k in range(capacity[p])]
    placed, k = {}, 0
    for tile, values in v.tiles.items():
        placed[tile] = []
        for value in values:
            placed[tile].append((owners[k], value))
            k += 1
    hands = {p: [6] * (r - 1) for p in range(1, n)}
    return _position("die.tiles", BoraBora(n, options), order=order, player=0, dice={0: list(v.dice), **hands},
                     placed=placed)


def answer_die(v: Values, options: Options) -> Answer:
    state = _die_position(v, options)
    blocked = set(v.blocked)
    ex = Explanation(_("¿Dónde puede ir cada dado?"))
    fits: dict[str, list[str]] = {}
    for value in sorted(set(v.dice), reverse=True):
        open_tiles = []
        for tile in state.game.tiles:
            problem = state.tile_problem(tile, value)
            if problem is not None:
                ex.add("bora-bora-dice-lower", _("Un {value} no cabe en {tile}: allí el dado más bajo es un {low}.",
                                                value=value, tile=TILE_NAMES[tile], low=state.lowest(tile)))
                continue
            doable = [a for a in TILE_ACTIONS[tile] if a not in blocked]
            if not doable:
                if options.action_required:
                    ex.add("bora-bora-q-action-required", _(
                        "Un {value} cabe en {tile} por su valor, pero no puedes hacer su acción: no puede ir allí.",
                        value=value, tile=TILE_NAMES[tile]))
                    continue
                ex.add("bora-bora-q-action-required", _(
                    "Un {value} puede ir a {tile}, pero no puedes hacer su acción: el dado queda sin efecto.",
                    value=value, tile=TILE_NAMES[tile]))
            open_tiles.append(str(tile))
        fits[str(value)] = open_tiles
        ex.add("bora-bora-dice-lower", _("Un {value}: cabe en {tiles}.", value=value,
                                        tiles=_names(open_tiles, TILE_NAMES)))
    stuck = not any(fits.values())
    if stuck:
        ex.add("bora-bora-q-stuck", _("Ningún dado cabe en ninguna ficha: pierdes este turno y dejas a un lado tu "
                                      "dado más bajo."))
        verdict = _("Ningún dado cabe: pierdes este turno.")
    else:
        verdict = _("Dónde cabe cada dado: {dice}.", dice=[
            _("un {value} en {tiles}", value=int(d), tiles=_names(ts, TILE_NAMES)) for d, ts in fits.items()])
    return Answer(verdict, ex, {"fits": fits, "stuck": stuck})


def picture_die(v: Values, answer: Answer, lang: str) -> str:
    tiles = data.ACTION_TILES[v.players]
    placed = {t: [[1, x] for x in v.tiles.get(t, ())] for t in tiles}
    closed = {t: not any(str(t) in ts for ts in answer.outcome["fits"].values()) for t in tiles}
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
        Field("dice", _("tus dados"), ListOf(DIE, 1, 3), example=[4, 2, 1]),
        Field("blocked", _("las acciones que no puedes hacer ahora (sin sacerdotes, sin espacio libre…)"),
              ListOf(Choice(BLOCKABLE), unique=True), default=(), example=[]),
    ),
    answer=answer_die,
    outcome={"fits": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
             "stuck": {"type": "boolean"}},
    picture=picture_die,
    ambiguous=("action_required",),
    check=_check_die,
    summary=_("los dados de cada ficha, en orden, tus dados y las acciones que no puedes hacer"),
)


# -------------------------------------------------------------------------------- expand
def answer_expand(v: Values, options: Options) -> Answer:
    targets, ex = expand_reach(v.origin, v.kind, v.die, tuple(v.huts))
    names = [region_name(r) for r in targets] or [_("ninguna")]
    return Answer(_("Regiones a tu alcance: {regions}.", regions=names), ex, {"reachable": targets})


def picture_expand(v: Values, answer: Answer, lang: str) -> str:
    island = {r: ([0] if r in v.huts or r == v.origin else []) for r in REGIONS}
    return islands_svg(island, highlight=answer.outcome["reachable"], origin=[v.origin], lang=lang)


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
    outcome={"reachable": {"type": "array", "items": {"type": "string"}}},
    picture=picture_expand,
    summary=_("la región de partida, el camino, el dado y tus cabañas"),
)


# -------------------------------------------------------------------------------- settle
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
    for p, region in zip((1, 2, 3), elsewhere):
        if p not in island.get(v.region, []):
            island.setdefault(region, []).append(p)
    resource = REGIONS[v.region].resource
    ceremony = {}
    if not v.ceremony_free and resource != "offering":  # both spaces for that material already hold one
        ceremony = {0: [[c if c == resource else None for c in row] for row in CEREMONY]}
    tile = Tile.LAND if kind == "land" else Tile.WATER
    state = _position("settle.region", BoraBora(4, options), order=[0, 1, 2, 3], player=0, dice={0: [6]},
                      island=island, ceremony=ceremony)
    state.push(PlaceDie(6, tile))
    ex = Explanation(_("Expandirse a: {region}", region=region_name(v.region)))
    expansion = state.push(Expand(v.region))
    ex.steps += [s for s in expansion.steps if s.rule_id in ("bora-bora-expand-hut", "bora-bora-expand-one-hut")]
    optional = state.phase == Phase.RESOURCE
    beside = sum(state.beside[0].values())
    received = list(expansion.steps)
    if optional:
        ex.add("bora-bora-expand-resource", _("Puedes tomar el recurso de la región, {resource}, o dejarlo.",
                                              resource=RESOURCE_NAMES[resource]))
        received = list(state.push(TakeResource(True)).steps)
    if state.phase == Phase.CEREMONY:
        received += list(state.push(state.legal_moves()[0]).steps)
    ex.steps += [s for s in received if s.rule_id == "bora-bora-expand-resource"]
    where = ("offering" if resource == "offering" else
             "beside" if sum(state.beside[0].values()) > beside else "ceremony")
    fish = REGIONS[v.region].fish
    vp = state.vp[0]
    if state.phase == Phase.FISH:
        ex.steps += [s for s in state.push(Fish(True)).steps if s.rule_id == "bora-bora-expand-fish"]
    points = state.vp[0] - vp
    ex.add("bora-bora-expand-fish", _("La ficha de pez se decide ahora o nunca: más tarde no se puede puntuar."))
    what = _("una ofrenda") if resource == "offering" else RESOURCE_NAMES[resource]
    if where == "beside":
        what = _("{resource}, que va junto a tu tablero", resource=RESOURCE_NAMES[resource])
    verdict = (_("Puedes tomar {what}, y si puntúas el pez ({fish}) ganas {points} PV; ahora o nunca.", what=what,
                 fish=fish, points=points) if optional else
               _("Recibes {what}, y si puntúas el pez ({fish}) ganas {points} PV; ahora o nunca.", what=what, fish=fish,
                 points=points))
    return Answer(verdict, ex, {"resource": str(resource), "optional": optional, "where": where, "fish": fish,
                                "points": points, "hut_aside": bool(v.others)})


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
    outcome={"resource": {"enum": [str(r) for r in data.RESOURCES]}, "optional": {"type": "boolean"},
             "where": {"enum": ["offering", "ceremony", "beside"]}, "fish": {"type": "integer"},
             "points": {"type": "integer"}, "hut_aside": {"type": "boolean"}},
    picture=picture_settle,
    ambiguous=("resource_optional", "fish_points"),
    summary=_("la región nueva, si hay otra cabaña y si tienes sitio para su material"),
)


# -------------------------------------------------------------------------------- people
def _people_position(v: Values, options: Options) -> State:
    """Player 1 with ``free_spaces`` free spaces on the board (the huts that left them are on the islands;
    with none free, a man stands where the first hut was), and the row with tiles where the file says."""
    kind = Action(v.kind)
    row = [i if present else None for i, present in enumerate(v.positions)]
    mine = max(1, v.free_spaces)
    island: dict[str, list[int]] = {r: [0] for r in list(REGIONS)[:mine]}
    for p, r in zip((1, 2, 3), START_REGIONS[1:]):
        island.setdefault(r, []).append(p)
    people = {0: {1: Person(Action.MAN, len(MAN_TILES) - 1)}} if v.free_spaces == 0 else {}
    rows = {"men": row, "women": [None] * 6} if kind == Action.MAN else {"men": [None] * 6, "women": row}
    return _position("people.free_spaces", BoraBora(4, options), order=[0, 1, 2, 3], player=0, dice={0: [v.die]},
                     island=island, people=people, **rows)


def _check_people(v: Values) -> None:
    _people_position(v, Options())


def answer_people(v: Values, options: Options) -> Answer:
    state = _people_position(v, options)
    kind = Action(v.kind)
    rule_id = "bora-bora-people-man" if kind == Action.MAN else "bora-bora-people-take"
    ex = Explanation(_("Acción {action} con un {die}", action=ACTION_NAMES[kind], die=v.die))
    if kind == Action.MAN:
        ex.add("bora-bora-people-man", _("La acción Hombre funciona como la de Mujer."))
    no = _("No se puede elegir esta acción.")
    problem = state.action_problem(0, kind, v.die)
    if problem is not None and problem[0] == "bora-bora-people-space":
        ex.add(*problem)
        return Answer(no, ex, {"allowed": False, "reason": "space", "positions": []})
    ex.add(rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {reach}.", die=v.die, reach=min(v.die, 6)))
    if problem is not None:
        ex.add(rule_id, problem[1])
        return Answer(no, ex, {"allowed": False, "reason": "empty", "positions": []})
    tile = Tile.MAN if kind == Action.MAN else Tile.WOMAN
    state.push(PlaceDie(v.die, tile))
    positions = sorted({m.position for m in state.legal_moves() if isinstance(m, TakePerson)})
    ex.add("bora-bora-people-space", Plural("La ficha va a tu espacio libre.",
                                            "La ficha va al espacio libre que elijas de tus {n}.", v.free_spaces))
    ex.add("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora."))
    return Answer(_("Puedes tomar la ficha de una de estas posiciones: {positions}.", positions=positions), ex,
                  {"allowed": True, "reason": None, "positions": positions})


def picture_people(v: Values, answer: Answer, lang: str) -> str:
    return people_svg(ACTION_NAMES[v.kind], v.die, v.positions, v.free_spaces, answer.outcome["positions"], lang)


PEOPLE = Question(
    id="people",
    title=_("¿Puedo tomar una ficha de hombre o mujer, y de qué posiciones?"),
    rules=("bora-bora-people-take", "bora-bora-people-man", "bora-bora-people-space"),
    fields=(
        Field("kind", _("la acción"), Choice({"woman": ACTION_NAMES["woman"], "man": ACTION_NAMES["man"]}),
              example="man"),
        Field("die", _("el dado"), DIE, example=3),
        Field("positions", _("si hay ficha en cada posición, de la 1 a la 6"), ListOf(Boolean(), 6, 6),
              example=[True, False, True, True, True, True]),
        Field("free_spaces", _("cuántos espacios libres tienes en tu tablero"), Integer(0, 12), example=2),
    ),
    answer=answer_people,
    outcome={"allowed": {"type": "boolean"}, "reason": {"enum": ["space", "empty", None]},
             "positions": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_people,
    check=_check_people,
    summary=_("la acción (hombre o mujer), el dado, qué posiciones tienen ficha y tus espacios libres"),
)


# -------------------------------------------------------------------------------- helper
def answer_helper(v: Values, options: Options) -> Answer:
    fits, total, ex = helper_budget(v.die, dict(v.buy), options.helper_budget)
    articles = options.helper_budget == HelperBudget.ARTICLES
    items = [[str(item), n, n if articles else HELPER_COSTS[item] * n] for item, n in v.buy.items() if n]
    if articles:
        verdict = (Plural("Cabe en el dado: {n} artículo de {die}.", "Cabe en el dado: {n} artículos de {die}.", total,
                          die=v.die) if fits else
                   Plural("No cabe en el dado: {n} artículo, más de {die}.", "No cabe en el dado: {n} artículos, más de {die}.",
                          total, die=v.die))
    else:
        verdict = (_("Cabe en el dado: {total} de {die} puntos.", total=total, die=v.die) if fits else
                   _("No cabe en el dado: {total} puntos, más de {die}.", total=total, die=v.die))
    return Answer(verdict, ex, {"fits": fits, "total": total, "counts": str(options.helper_budget), "items": items})


def picture_helper(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    return helper_svg(v.die, [tuple(row) for row in o["items"]], o["total"], o["counts"] == HelperBudget.ARTICLES,
                      lang)


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
    outcome={"fits": {"type": "boolean"}, "total": {"type": "integer"},
             "counts": {"enum": [str(b) for b in HelperBudget]},
             "items": {"type": "array", "items": {"type": "array"}}},
    picture=picture_helper,
    ambiguous=("helper_budget",),
    summary=_("el dado y las compras"),
)


# -------------------------------------------------------------------------------- tattoo
SYMBOLS = Integer(1, 3)


def _check_tattoo(v: Values) -> None:
    if not v.men and not v.women:
        raise SituationError("tattoo.men", _("Falta al menos un hombre que tatuar o una mujer que girar."))
    if len(v.men) + len(v.women) > 6:
        raise SituationError("tattoo.women", _(
            "Imposible con un solo dado: cada ficha girada cuesta un punto de dado, y un dado da 6 como mucho."))
    _tattoo_position(v, Options())


def _tattoo_position(v: Values, options: Options) -> State:
    """Player 1 with the men and women of the file on spaces 1, 2, … of the board (their huts on the islands)
    and the status markers where the file says; the die is one point per tile turned."""
    n = max(2, 1 + len(v.others))
    men: list[int] = []
    for k in v.men:  # a man tile showing k status symbols, each a different tile
        men.append(next(i for i, s in enumerate(MAN_TILES) if s == k and i not in men))
    women: list[int] = []
    for k in v.women:
        women.append(next(i for i, s in enumerate(WOMAN_TILES) if s == k and i not in women))
    people = {}
    for space, tile in enumerate(men, start=1):
        people[space] = Person(Action.MAN, tile)
    for space, tile in enumerate(women, start=len(men) + 1):
        people[space] = Person(Action.WOMAN, tile)
    regions = [r for r in REGIONS if r not in START_REGIONS[1:]][:len(people)]
    island = {r: [0] for r in regions}
    for p, r in zip(range(1, n), START_REGIONS[1:]):
        island.setdefault(r, []).append(p)
    count = len(men) + len(women)
    return _position("tattoo.men", BoraBora(n, options), order=list(range(n)), player=0,
                     dice={0: [count]}, island=island, people={0: people},
                     status={0: v.status, **{p: s for p, s in enumerate(v.others, start=1)}})


def answer_tattoo(v: Values, options: Options) -> Answer:
    state = _tattoo_position(v, options)
    men, count = len(v.men), len(v.men) + len(v.women)
    state.push(PlaceDie(count, Tile.HELPER))
    ex = Explanation(_("Tatuar y recoger conchas"))
    for space in range(1, count + 1):
        item = "tattoo" if space <= men else "shells"
        explanation = state.push(Trade(item, space))
        ex.steps += [s for s in explanation.steps if s.rule_id in ("bora-bora-helper-tattoo", "bora-bora-helper-shells")]
    status = state.status[0]
    below = [p + 1 for p, s in enumerate(v.others, start=1) if s == status]
    if v.men:
        ex.add("bora-bora-helper-tattoo", _(
            "Tu marcador avanza un espacio por símbolo: de {a} a {b}.", a=v.status, b=status) if not below else _(
            "Tu marcador avanza un espacio por símbolo, de {a} a {b}, y se pone encima de la pila que ya hay allí.",
            a=v.status, b=status))
    shells = state.shells[0]
    if v.men and v.women:
        verdict = Plural("Tu marcador de estado pasa de {a} a {b}; recoges {n} concha.",
                         "Tu marcador de estado pasa de {a} a {b}; recoges {n} conchas.", shells, a=v.status, b=status)
    elif v.men:
        verdict = _("Tu marcador de estado pasa de {a} a {b}.", a=v.status, b=status)
    else:
        verdict = Plural("Recoges {n} concha.", "Recoges {n} conchas.", shells)
    return Answer(verdict, ex, {"status": status, "shells": state.shells[0], "on_top_of": below})


def picture_tattoo(v: Values, answer: Answer, lang: str) -> str:
    return status_svg(v.status, answer.outcome["status"], v.others, v.men, answer.outcome["shells"], lang)


TATTOO = Question(
    id="tattoo",
    title=_("¿Cuánto avanza mi marcador de estado al tatuar, y cuántas conchas recojo?"),
    rules=("bora-bora-helper-tattoo", "bora-bora-helper-shells"),
    fields=(
        Field("men", _("los símbolos de estado de cada hombre que tatúas (de 1 a 3)"), ListOf(SYMBOLS, 0, 6),
              default=(), example=[2, 3]),
        Field("women", _("las conchas de cada mujer que giras (de 1 a 3)"), ListOf(SYMBOLS, 0, 6), default=(),
              example=[3]),
        Field("status", _("dónde está ahora tu marcador de estado"), Integer(0, 40), default=0, example=0),
        Field("others", _("dónde están los marcadores de estado de los demás jugadores"), ListOf(Integer(0, 40), 0, 3),
              default=(), example=[5]),
    ),
    answer=answer_tattoo,
    outcome={"status": {"type": "integer"}, "shells": {"type": "integer"},
             "on_top_of": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_tattoo,
    check=_check_tattoo,
    summary=_("los hombres que tatúas, las mujeres que giras y los marcadores de estado"),
)


# -------------------------------------------------------------------------------- temple
TEMPLE_SPACE = Integer(0, 4)


def _temple_position(v: Values, options: Options) -> State:
    """The temple as the file says, the player to place a priest with the die; a player's priests in reserve
    are the four less those on the temple (more than four is impossible)."""
    temple = [p - 1 if p else None for p in v.spaces]
    players = max([v.player, 2] + [p for p in v.spaces if p])
    return _position("temple.spaces", BoraBora(players, options), player=v.player - 1, order=list(range(players)),
                     temple=temple, dice={v.player - 1: [v.die]})


def _check_temple(v: Values) -> None:
    _temple_position(v, Options())


def answer_temple(v: Values, options: Options) -> Answer:
    temple = [p - 1 if p else None for p in v.spaces]
    state = _temple_position(v, options)
    problem = state.action_problem(v.player - 1, Action.TEMPLE, v.die)
    if problem is not None:
        ex = Explanation(_("Templo: el {player} pone un sacerdote", player=player_name(v.player - 1)))
        ex.add(problem[0], _("El {player} tiene sus cuatro sacerdotes en el templo: no le queda ninguno en su "
                             "reserva.", player=player_name(v.player - 1)))
        return Answer(_("No puede: no le quedan sacerdotes en su reserva."), ex,
                      {"legal": False, "reason": "reserve", "after": None, "fallen": None})
    after, fallen, ex = temple_placement(temple, v.space, v.player - 1, v.die)
    if after is None:
        return Answer(_("No puede ir a ese espacio."), ex, {"legal": False, "reason": "reach", "after": None,
                                                             "fallen": None})
    verdict = (_("Cae del templo el sacerdote del {player}.", player=player_name(fallen)) if fallen is not None
               else _("Nadie cae del templo."))
    return Answer(verdict, ex, {"legal": True, "reason": None, "after": [None if p is None else p + 1 for p in after],
                                "fallen": None if fallen is None else fallen + 1})


def picture_temple(v: Values, answer: Answer, lang: str) -> str:
    after = answer.outcome["after"]
    if after is None:
        return temple_svg([p - 1 if p else None for p in v.spaces], None, lang=lang)
    return temple_svg([None if p is None else p - 1 for p in after], v.space, lang=lang)


TEMPLE = Question(
    id="temple",
    title=_("¿A qué espacio va mi sacerdote y quién cae del templo?"),
    rules=("bora-bora-temple-place", "bora-bora-temple-push"),
    fields=(
        Field("spaces", _("quién ocupa cada espacio del templo, del 1 al 6 (0 si está vacío)"),
              ListOf(TEMPLE_SPACE, 6, 6), example=[1, 2, 0, 3, 2, 0]),
        Field("player", _("el jugador que pone el sacerdote"), Integer(1, 4), example=4),
        Field("die", _("el dado"), DIE, example=4),
        Field("space", _("el espacio elegido"), Integer(1, 6), example=2),
    ),
    answer=answer_temple,
    outcome={"legal": {"type": "boolean"}, "reason": {"enum": ["reach", "reserve", None]},
             "after": {"type": ["array", "null"]}, "fallen": {"type": ["integer", "null"]}},
    picture=picture_temple,
    check=_check_temple,
    summary=_("los seis espacios, el jugador, el dado y el espacio elegido"),
)


# --------------------------------------------------------------------------------- build
CELL = Choice({"": _("vacío"), **{m: RESOURCE_NAMES[m] for m in MATERIALS}, "built": _("bajo un edificio")})
ROWS, COLS = len(CEREMONY), len(CEREMONY[0])


def _building_pairs(cells: set[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]] | None:
    """The covered spaces paired side by side (one building on each pair), or None if they cannot be."""
    if not cells:
        return []
    first = min(cells)
    for other in sorted(cells - {first}):
        if abs(first[0] - other[0]) + abs(first[1] - other[1]) == 1:
            rest = _building_pairs(cells - {first, other})
            if rest is not None:
                return [(first, other)] + rest
    return None


def _check_build(v: Values) -> None:
    covered = {(r, c) for r, row in enumerate(v.ceremony) for c, cell in enumerate(row) if cell == "built"}
    if len(covered) != 2 * len(v.built):
        raise SituationError("build.ceremony", Plural(
            "Cada ficha ya construida tapa dos espacios contiguos: con {n} ficha construida, marca {spaces} espacios "
            "como «bajo un edificio».",
            "Cada ficha ya construida tapa dos espacios contiguos: con {n} fichas construidas, marca {spaces} "
            "espacios como «bajo un edificio».", len(v.built), spaces=2 * len(v.built)))
    if _building_pairs(covered) is None:
        raise SituationError("build.ceremony", _(
            "Los espacios «bajo un edificio» van de dos en dos, uno junto al otro en horizontal o en vertical."))
    _build_position(v, Options())


def _grid(v: Values) -> list[list[str | None]]:
    """The file's grid on the engine's player board: a material on a space counts whatever its kind (the
    illustrative board's kinds are not the real one's)."""
    return [[CEREMONY[r][c] if cell not in ("", "built") else None for c, cell in enumerate(row)]
            for r, row in enumerate(v.ceremony)]


def _build_position(v: Values, options: Options) -> State:
    covered = {(r, c) for r, row in enumerate(v.ceremony) for c, cell in enumerate(row) if cell == "built"}
    buildings = [Building(value, a, b) for value, (a, b) in zip(sorted(v.built), _building_pairs(covered))]
    return _position("build.ceremony", BoraBora(3, options), order=[0, 1, 2], player=0, dice={0: [v.die]},
                     ceremony={0: _grid(v)}, buildings={0: buildings})


def answer_build(v: Values, options: Options) -> Answer:
    state = _build_position(v, options)
    options_now = state.build_options(0, v.die)
    adjacent, _diagonal = state.build_pairs(0)
    ex = Explanation(_("Construir con un {die}", die=v.die))
    values = sorted({mv.value for mv in options_now})
    left = [b for b in BUILDING_VALUES if b <= v.die and b not in v.built]
    ex.add("bora-bora-build-value", _("Fichas sin construir de {die} o menos: {values}.", die=v.die,
                                      values=[str(x) for x in left] or [_("ninguna")]))
    for a, b in adjacent:
        ex.add("bora-bora-build-materials", _("Se puede construir sobre la {a} y la {b}: contiguas y con material.",
                                              a=ceremony_space_name(a), b=ceremony_space_name(b)))
    problem = state.build_problem(0, v.die)
    if problem is not None:
        ex.add(*problem)
        verdict = _("No se puede construir. {why}", why=problem[1])
    else:
        verdict = _("Se puede construir: fichas {values}.", values=[str(x) for x in values])
    return Answer(verdict, ex, {"values": values, "pairs": [[list(a), list(b)] for a, b in adjacent]})


def picture_build(v: Values, answer: Answer, lang: str) -> str:
    grid = [list(row) for row in v.ceremony]
    adjacent = [(tuple(a), tuple(b)) for a, b in answer.outcome["pairs"]]
    full = [(r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] not in ("", "built")]
    diagonal = [(a, b) for i, a in enumerate(full) for b in full[i + 1:]
                if abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1]
    return ceremony_svg(grid, adjacent, diagonal, lang)


BUILD = Question(
    id="build",
    title=_("¿Qué puedo construir con este dado?"),
    rules=("bora-bora-build-value", "bora-bora-build-materials"),
    fields=(
        Field("die", _("el dado"), DIE, example=3),
        Field("ceremony", _("cada espacio de ceremonia, fila a fila: su material, vacío o bajo un edificio"),
              ListOf(ListOf(CELL, COLS, COLS), ROWS, ROWS), example=[["sand", "", "stone"], ["", "sand", "wood"]]),
        Field("built", _("las fichas de construcción que ya construiste"),
              ListOf(Choice({b: Value(b) for b in BUILDING_VALUES}), unique=True), default=(), example=[]),
    ),
    answer=answer_build,
    outcome={"values": {"type": "array", "items": {"type": "integer"}}, "pairs": {"type": "array"}},
    picture=picture_build,
    check=_check_build,
    summary=_("el dado, la cuadrícula de ceremonia y las fichas ya construidas"),
)

# The panel opens on the first: where a die may go, the dispute of every turn; then the rules sections in order.
QUESTIONS = (DIE_Q, TURN, SETUP, START_HUT, ROUND, EXPAND, SETTLE, PEOPLE, HELPER, TATTOO, TEMPLE, BUILD)
