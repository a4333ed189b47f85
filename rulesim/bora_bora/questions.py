"""The questions a situation file may ask about Bora Bora (see :mod:`rulesim.questions`).

- ``die`` — where may each of my dice go? (``bora-bora-dice-*``)
- ``expand`` — which regions can I reach? (``bora-bora-expand-*``)
- ``people`` — may I take a man or woman tile, and from where? (``bora-bora-people-*``)
- ``helper`` — does this purchase fit my helper die? (``bora-bora-helper-*``)
- ``temple`` — where does my priest go and who falls out? (``bora-bora-temple-*``)
- ``build`` — what can I build with this die? (``bora-bora-build-*``)
"""

from __future__ import annotations

from ..explain import Explanation
from ..i18n import Value, _
from ..questions import (Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Values)
from . import data
from .actions import expand_reach, helper_budget, temple_placement
from .data import (ACTION_NAMES, BUILDING_VALUES, CEREMONY, CEREMONY_SPACES, HELPER_COSTS, ITEM_NAMES, MATERIALS,
                   REGIONS, RESOURCE_NAMES, TILE_NAMES, region_name)
from .options import Options
from .state import BoraBora, player_name
from .svg import islands_svg, temple_svg, tiles_svg

DIE = Integer(1, 6, control="die")
REGION = Choice({r: region_name(r) for r in REGIONS}, control="dropdown")


def _state(players: int, options: Options):
    state = BoraBora(players, options).new_state(0)
    while state.phase == "start-huts":
        state.push(state.legal_moves()[0])
    state.player = 0
    state.queue = [0] + state.queue[1:]
    return state


# ----------------------------------------------------------------------------------- die
ALL_TILES = {t: TILE_NAMES[t] for t in TILE_NAMES}


def _check_die(v: Values) -> None:
    tiles = data.ACTION_TILES[v.players]
    for tile, values in v.tiles.items():
        if tile not in tiles:
            raise SituationError(f"die.tiles.{tile}", _("Con {n} jugadores no hay esa ficha; hay: {tiles}.",
                                                         n=v.players, tiles=", ".join(tiles)))
        if any(b >= a for a, b in zip(values, values[1:])):
            raise SituationError(f"die.tiles.{tile}", _("Imposible: cada dado de una ficha es menor que los anteriores."))


def answer_die(v: Values, options: Options) -> Answer:
    state = _state(v.players, options)
    for tile, values in v.tiles.items():
        state.placed[tile] = [[1, x] for x in values]
    ex = Explanation(_("¿Dónde puede ir cada dado?"))
    summary = {}
    for value in sorted(set(v.dice), reverse=True):
        low = {t: state.lowest(t) for t in state.game.tiles}
        open_tiles = [t for t in state.game.tiles if low[t] is None or value < low[t]]
        closed = [t for t in state.game.tiles if t not in open_tiles]
        summary[value] = open_tiles
        names = [TILE_NAMES[t] for t in open_tiles] or [_("ninguna")]
        ex.add("bora-bora-dice-lower", _("Un {value}: cabe en {tiles}.", value=value, tiles=names))
        for t in closed:
            ex.add("bora-bora-dice-lower", _("Un {value} no cabe en {tile}: allí el dado más bajo es un {low}.",
                                            value=value, tile=TILE_NAMES[t], low=low[t]))
    verdict = _("Dónde cabe cada dado: {dice}.", dice=[
        _("un {value} en {tiles}", value=d, tiles=[TILE_NAMES[t] for t in ts] or [_("ninguna")])
        for d, ts in summary.items()])
    return Answer(verdict, ex, {"fits": {str(d): ts for d, ts in summary.items()}})


def picture_die(v: Values, answer: Answer, lang: str) -> str:
    tiles = data.ACTION_TILES[v.players]
    placed = {t: [[1, x] for x in v.tiles.get(t, ())] for t in tiles}
    return tiles_svg(tiles, placed, lang=lang)


DIE_Q = Question(
    id="die",
    title=_("¿Dónde puede ir cada uno de mis dados?"),
    rules=("bora-bora-dice-lower", "bora-bora-dice-place"),
    fields=(
        Field("players", _("cuántos jugadores hay (decide qué fichas de acción hay)"), Integer(2, 4), default=4,
              example=4),
        Field("tiles", _("los dados que ya hay en cada ficha de acción, en el orden en que se pusieron"),
              MapOf(Choice(ALL_TILES), ListOf(DIE, 0, 4)), default={}, example={"helper": [5, 3]}),
        Field("dice", _("tus dados"), ListOf(DIE, 1, 3), example=[4, 2, 1]),
    ),
    answer=answer_die,
    outcome={"fits": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}},
    picture=picture_die,
    check=_check_die,
    summary=_("los dados de cada ficha, en orden, y tus dados"),
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


# -------------------------------------------------------------------------------- people
def answer_people(v: Values, options: Options) -> Answer:
    rule_id = "bora-bora-people-man" if v.kind == "man" else "bora-bora-people-take"
    ex = Explanation(_("Acción {action} con un {die}", action=ACTION_NAMES[v.kind], die=v.die))
    if v.kind == "man":
        ex.add("bora-bora-people-man", _("La acción Hombre funciona como la de Mujer."))
    open_positions = [i + 1 for i in range(v.die) if v.positions[i]]
    no = _("No se puede elegir esta acción.")
    if not v.free_spaces:
        ex.add("bora-bora-people-space", _("No tienes ningún espacio libre en tu tablero."))
        return Answer(no, ex, {"allowed": False, "reason": "space", "positions": []})
    ex.add(rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {die}.", die=v.die))
    if not open_positions:
        ex.add(rule_id, _("No queda ninguna ficha en las posiciones 1 a {die}.", die=v.die))
        return Answer(no, ex, {"allowed": False, "reason": "empty", "positions": []})
    ex.add("bora-bora-people-space", _("La ficha va a uno de tus {n} espacios libres.", n=v.free_spaces))
    ex.add("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora."))
    return Answer(_("Puedes tomar la ficha de una de estas posiciones: {positions}.", positions=open_positions), ex,
                  {"allowed": True, "reason": None, "positions": open_positions})


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
    summary=_("la acción (hombre o mujer), el dado, qué posiciones tienen ficha y tus espacios libres"),
)


# -------------------------------------------------------------------------------- helper
def answer_helper(v: Values, options: Options) -> Answer:
    fits, total, ex = helper_budget(v.die, dict(v.buy))
    return Answer(_("Cabe en el dado.") if fits else _("No cabe en el dado."), ex, {"fits": fits, "total": total})


HELPER = Question(
    id="helper",
    title=_("¿Cabe esta compra en el dado de mi ayudante?"),
    rules=("bora-bora-helper-costs", "bora-bora-helper-budget"),
    fields=(
        Field("die", _("el dado"), DIE, example=5),
        Field("buy", _("cuántas veces tomas cada artículo"),
              MapOf(Choice(ITEM_NAMES), Integer(0, 6)), example={"tattoo": 2, "offering": 1}),
    ),
    answer=answer_helper,
    outcome={"fits": {"type": "boolean"}, "total": {"type": "integer"}},
    summary=_("el dado y las compras"),
)


# -------------------------------------------------------------------------------- temple
TEMPLE_SPACE = Integer(0, 4)


def answer_temple(v: Values, options: Options) -> Answer:
    temple = [p - 1 if p else None for p in v.spaces]
    after, fallen, ex = temple_placement(temple, v.space, v.player - 1, v.die)
    if after is None:
        return Answer(_("No puede ir a ese espacio."), ex, {"legal": False, "after": None, "fallen": None})
    verdict = (_("Cae del templo el sacerdote del {player}.", player=_("jugador {n}", n=fallen + 1)) if fallen is not None
               else _("Nadie cae del templo."))
    return Answer(verdict, ex, {"legal": True, "after": [None if p is None else p + 1 for p in after],
                                "fallen": None if fallen is None else fallen + 1})


def picture_temple(v: Values, answer: Answer, lang: str) -> str:
    after = answer.outcome["after"]
    temple = [None if p is None else p - 1 for p in (after or [x or None for x in v.spaces])]
    if after is None:
        temple = [p - 1 if p else None for p in v.spaces]
    return temple_svg(temple, v.space if after else None, lang=lang)


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
    outcome={"legal": {"type": "boolean"}, "after": {"type": ["array", "null"]},
             "fallen": {"type": ["integer", "null"]}},
    picture=picture_temple,
    summary=_("los seis espacios, el jugador, el dado y el espacio elegido"),
)


# --------------------------------------------------------------------------------- build
CELL = Choice({"": _("vacío"), **{m: RESOURCE_NAMES[m] for m in MATERIALS}})


def _check_build(v: Values) -> None:
    shape = [len(row) for row in CEREMONY]
    if [len(r) for r in v.ceremony] != shape:
        raise SituationError("build.ceremony", _(
            "Se esperan {rows} filas de {cols} espacios de ceremonia: sand, wood, stone o \"\" si está vacío.",
            rows=len(shape), cols=shape[0]))


def answer_build(v: Values, options: Options) -> Answer:
    state = _state(4, options)
    state.ceremony[0] = {f"{r},{c}": (v.ceremony[r][c] or None) for r, c in CEREMONY_SPACES}
    for value in v.built:
        state.buildings[0][str(value)] = [[0, 0], [0, 1]]
    moves = state._build_moves(0, v.die)
    ex = Explanation(_("Construir con un {die}", die=v.die))
    values = sorted({mv.value for mv in moves})
    pairs = sorted({(tuple(mv.a), tuple(mv.b)) for mv in moves})
    ex.add("bora-bora-build-value", _("Fichas que se pueden construir con un {die}: {values}.", die=v.die,
                                      values=[str(x) for x in values] or [_("ninguna")]))
    ex.add("bora-bora-build-materials", _("Parejas de espacios contiguos con material: {pairs}.",
                                          pairs=[f"{a[0] + 1},{a[1] + 1}–{b[0] + 1},{b[1] + 1}" for a, b in pairs]
                                          or [_("ninguna")]))
    verdict = (_("Se puede construir: fichas {values}.", values=[str(x) for x in values]) if moves else
               _("No se puede construir."))
    return Answer(verdict, ex, {"values": values, "pairs": [[list(a), list(b)] for a, b in pairs]})


BUILD = Question(
    id="build",
    title=_("¿Qué puedo construir con este dado?"),
    rules=("bora-bora-build-value", "bora-bora-build-materials"),
    fields=(
        Field("die", _("el dado"), DIE, example=3),
        Field("ceremony", _("el material de cada espacio de ceremonia, fila a fila (\"\" si está vacío)"),
              ListOf(ListOf(CELL, 1, 6), 1, 4), example=[["sand", "", "stone"], ["", "sand", "wood"]]),
        Field("built", _("las fichas de edificio que ya construiste"), ListOf(Choice({b: Value(b) for b in BUILDING_VALUES}),
                                                                               unique=True), default=(), example=[1]),
    ),
    answer=answer_build,
    outcome={"values": {"type": "array", "items": {"type": "integer"}}, "pairs": {"type": "array"}},
    check=_check_build,
    summary=_("el dado, la cuadrícula de ceremonia y las fichas ya construidas"),
)

QUESTIONS = (DIE_Q, EXPAND, PEOPLE, HELPER, TEMPLE, BUILD)
