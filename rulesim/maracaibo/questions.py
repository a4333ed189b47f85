"""The questions a situation file may ask about Maracaibo (see :mod:`rulesim.questions`).

- ``voyage`` — where may my ship end this turn, and with how many village actions? (``maracaibo-nav-*``)
- ``main-action`` — which main action is open here? (``maracaibo-main-*``)
- ``draw`` — what does my phase C cost? (``maracaibo-draw-*``)
- ``home`` — what does this home-bound space give in this round? (``maracaibo-home-*``)

Every answer comes from the engine (:class:`~rulesim.maracaibo.state.State`), on the **illustrative**
map (``maracaibo-q-map``): a ruling is the engine's explanation of the same move.
"""

from __future__ import annotations

from ..errors import RuleViolation
from ..explain import Explanation, Step
from ..i18n import Plural, Value, _
from ..questions import Answer, Boolean, Choice, Field, Integer, ListOf, Question, SituationError, Values
from .actions import ACTION_NAMES, Action, offers
from .board import DEFAULT_MAP, START, Kind, destinations, village_actions
from .moves import Combat, EndActions, HomePoints, LocationAction, Sail, TakeFaceUp
from .options import Options
from .state import DISPLAY_UPGRADE, HAND_UPGRADE, ROMAN, Maracaibo, Phase, State
from .svg import map_svg

SEA = DEFAULT_MAP
LOCATION = Choice({loc: SEA.name(loc) for loc in SEA.ids()}, control="dropdown")
PLACE = Choice({loc: SEA.name(loc) for loc in SEA.ids() if loc != START}, control="dropdown")
ROUND = Choice({r: Value(name) for r, name in ROMAN.items()})
ACTION = Choice({a.value: ACTION_NAMES[a] for a in Action}, control="dropdown")
HOME = Choice({loc: Value(loc) for loc in ("20", "21a", "21b", "22")})


def _game(options: Options, players: int = 3) -> Maracaibo:
    return Maracaibo(players, options)


# --------------------------------------------------------------------------------- voyage
def _destination_list(start: str, round_: int) -> list[dict]:
    return [{"location": d.end, "points": d.cost,
             "village_actions": village_actions(d.cost) if SEA.kind(d.end) is Kind.VILLAGE else 0,
             "must_stop": d.must_stop} for d in destinations(start, round_, SEA)]


def answer_voyage(v: Values, options: Options) -> Answer:
    found = _destination_list(v.start, v.round)
    outcome = {"legal": None, "end": None, "points": None, "village_actions": None, "rule": None,
               "destinations": found}
    if not v.path:
        ex = Explanation(_("Destinos desde {loc} en la ronda {round}", loc=SEA.name(v.start), round=ROMAN[v.round]))
        ex.add("maracaibo-nav-points", _("Hasta 7 puntos de movimiento, al menos un lugar, siguiendo las flechas."))
        for d in found:
            where = SEA.name(d["location"])
            points = Plural("{n} punto", "{n} puntos", d["points"])
            if d["village_actions"]:
                ex.add("maracaibo-main-village", _("{loc}: {points}, {actions}.", loc=where, points=points,
                                                   actions=Plural("{n} acción de aldea", "{n} acciones de aldea",
                                                                  d["village_actions"])))
            else:
                ex.add("maracaibo-nav-locations", _("{loc}: {points} (no es una aldea).", loc=where, points=points))
            if d["must_stop"]:
                rule_id = "maracaibo-home-must-stop" if SEA.is_home(d["location"], v.round) else "maracaibo-nav-must-stop"
                ex.add(rule_id, _("En {loc} hay que parar: de ahí no se sigue.", loc=where))
        if not found:
            ex.add("maracaibo-nav-arrows", _("En esta ronda no sale ninguna flecha de aquí."))
        verdict = Plural("{n} destino posible: {places}.", "{n} destinos posibles: {places}.", len(found),
                         places=[_("{loc} por {points}", loc=SEA.name(d["location"]),
                                   points=Plural("{n} punto", "{n} puntos", d["points"])) for d in found]
                         or [_("ninguno")])
        return Answer(verdict, ex, outcome)
    state = State.arranged(_game(options), round=v.round, ships={0: v.start})
    try:
        ex = state.push(Sail(tuple(v.path)))
    except RuleViolation as error:
        ex = Explanation(_("El viaje por {locs}", locs=[SEA.name(x) for x in v.path]))
        ex.add(error.rule_id, error.message)
        outcome.update(legal=False, rule=error.rule_id)
        return Answer(_("No se puede: {reason}", reason=error.message), ex, outcome)
    end, points = v.path[-1], state.spent()
    actions = village_actions(points) if SEA.kind(end) is Kind.VILLAGE else 0
    outcome.update(legal=True, end=end, points=points, village_actions=actions)
    spent = Plural("{n} punto", "{n} puntos", points)
    if actions:
        ex.add("maracaibo-main-village", Plural(
            "En la aldea {loc}, tras gastar {points}: {n} acción de aldea.",
            "En la aldea {loc}, tras gastar {points}: hasta {n} acciones de aldea.", actions,
            loc=SEA.name(end), points=spent))
        verdict = Plural("Se puede: {points} hasta {loc}, {n} acción de aldea.",
                         "Se puede: {points} hasta {loc}, hasta {n} acciones de aldea.", actions,
                         points=spent, loc=SEA.name(end))
    else:
        verdict = _("Se puede: {points} hasta {loc}, que no es una aldea.", points=spent, loc=SEA.name(end))
    return Answer(verdict, ex, outcome)


def picture_voyage(v: Values, answer: Answer, lang: str) -> str:
    reachable = {d["location"] for d in answer.outcome["destinations"]}
    path = list(v.path) if v.path and answer.outcome["legal"] else None
    ship = answer.outcome["end"] if path else v.start
    return map_svg(SEA, v.round, ships={0: ship}, colours=("yellow",), reachable=reachable, path=path, start=v.start,
                   lang=lang)


VOYAGE = Question(
    id="voyage",
    title=_("¿Hasta dónde puede llegar mi barco, y con cuántas acciones de aldea?"),
    rules=("maracaibo-nav-points", "maracaibo-nav-arrows", "maracaibo-nav-no-backwards", "maracaibo-nav-must-stop",
           "maracaibo-main-village"),
    fields=(
        Field("start", _("dónde está el barco al empezar la fase A"), LOCATION, example="5"),
        Field("round", _("la ronda"), ROUND, default=1, example=1),
        Field("path", _("los lugares por los que navega, en orden (el último es donde para); sin él, todos los "
                        "destinos"), ListOf(PLACE, 0, 7), default=None, example=["6", "7", "8", "9"]),
    ),
    answer=answer_voyage,
    outcome={"legal": {"type": ["boolean", "null"]}, "end": {"type": ["string", "null"]},
             "points": {"type": ["integer", "null"]}, "village_actions": {"type": ["integer", "null"]},
             "rule": {"type": ["string", "null"]},
             "destinations": {"type": "array", "items": {
                 "type": "object", "required": ["location", "points", "village_actions", "must_stop"],
                 "properties": {"location": {"type": "string"}, "points": {"type": "integer"},
                                "village_actions": {"type": "integer"}, "must_stop": {"type": "boolean"}}}}},
    picture=picture_voyage,
    summary=_("dónde está el barco, la ronda y, si quieres, el camino"),
)


# ---------------------------------------------------------------------------- main action
def answer_main(v: Values, options: Options) -> Answer:
    found = offers(SEA, v.location, v.round, v.points, mission=v.mission, assistant=v.assistant, options=options,
                   done=v.done)
    open_ = [o for o in found if o.open]
    ex = Explanation(_("Acción principal en {loc}", loc=SEA.name(v.location)))
    ex.add("maracaibo-main-where", _("La acción principal se hace en el lugar donde está el barco."))
    for o in found:
        if o.open:
            ex.add(o.rule_id, _("Abierta: {action}. {reason}", action=o.name, reason=o.reason))
        elif v.action == o.action.value or not (o.action in _HOME_ONLY and not SEA.is_home(v.location, v.round)):
            ex.add(o.rule_id, _("Cerrada: {action}. {reason}", action=o.name, reason=o.reason))
    ex.add("maracaibo-main-only-one", _("Solo se hace una, aunque haya varias abiertas."))
    ex.add("maracaibo-main-none", _("También se puede no hacer ninguna."))
    village = max((len(o.moves) for o in open_ if o.action is Action.VILLAGE), default=0)
    outcome = {"open": [o.action.value for o in open_], "village_actions": village, "asked": v.action,
               "allowed": None, "rule": None}
    names = [o.name for o in open_] or [_("ninguna")]
    if v.action is None:
        return Answer(_("Abiertas (solo una): {actions}.", actions=names), ex, outcome)
    asked = next(o for o in found if o.action.value == v.action)
    outcome.update(allowed=asked.open, rule=asked.rule_id)
    if asked.open:
        verdict = _("Sí: {action}. {reason}", action=asked.name, reason=asked.reason)
    else:
        verdict = _("No se puede: {action}. {reason}", action=asked.name, reason=asked.reason)
    return Answer(verdict, ex, outcome)


_HOME_ONLY = {Action.COMBAT, Action.EXPLORE, Action.HOME_POINTS, Action.LOCATION}


def picture_main(v: Values, answer: Answer, lang: str) -> str:
    return map_svg(SEA, v.round, ships={0: v.location}, colours=("yellow",), reachable={v.location},
                   missions={v.location} if v.mission else set(), lang=lang)


MAIN = Question(
    id="main-action",
    title=_("¿Qué acción principal puedo hacer aquí?"),
    rules=("maracaibo-main-where", "maracaibo-main-city", "maracaibo-main-village", "maracaibo-main-mission",
           "maracaibo-main-assistant", "maracaibo-main-only-one"),
    fields=(
        Field("location", _("el lugar donde ha parado el barco"), PLACE, example="9"),
        Field("round", _("la ronda"), ROUND, default=1, example=1),
        Field("points", _("los puntos de movimiento gastados en la fase A"), Integer(1, 7), default=1, example=4),
        Field("mission", _("si hay una misión en ese lugar"), Boolean(), default=False, example=True),
        Field("assistant", _("si tienes un asistente en ese lugar"), Boolean(), default=False, example=True),
        Field("done", _("si ya has hecho una acción principal en este turno"), Boolean(), default=False),
        Field("action", _("la acción que quieres hacer (sin ella, todas las abiertas)"), ACTION, default=None),
    ),
    answer=answer_main,
    outcome={"open": {"type": "array", "items": {"type": "string"}}, "village_actions": {"type": "integer"},
             "asked": {"type": ["string", "null"]}, "allowed": {"type": ["boolean", "null"]},
             "rule": {"type": ["string", "null"]}},
    picture=picture_main,
    ambiguous=("home_reward",),
    summary=_("el lugar, la ronda, los puntos gastados, misión, asistente y la acción que quieres"),
)


# ----------------------------------------------------------------------------------- draw
def _check_draw(v: Values) -> None:
    if v.hand > 4 and not (v.hand_upgrade or v.display_upgrade):
        raise SituationError("draw.hand", _("Sin mejora del barco, el límite de mano es 4."))


def answer_draw(v: Values, options: Options) -> Answer:
    ups = [u for u, on in ((HAND_UPGRADE, v.hand_upgrade), (DISPLAY_UPGRADE, v.display_upgrade)) if on]
    outcome = {"legal": True, "limit": 4, "draw": 0, "face_up": 0, "cost": 0, "affordable": True,
               "reshuffled": False, "short": False}
    try:
        state = State.arranged(Maracaibo(2, options), phase=Phase.ACTIONS, ships={0: "3"}, hands={0: v.hand},
                               planning={0: v.planning}, money={0: v.money}, upgrades={0: ups}, draw=v.pile,
                               discard=v.discard, main_done=True)
    except RuleViolation as error:
        ex = Explanation(_("Fase C"))
        ex.add(error.rule_id, error.message)
        outcome["legal"] = False
        return Answer(_("Imposible: {reason}", reason=error.message), ex, outcome)
    limit, price = state.hand_limit(0), state.face_up_cost(0)
    need = max(0, limit - v.hand)
    wanted = min(v.face_up, need, 4)
    cost = wanted * price
    affordable = cost <= v.money
    outcome.update(limit=limit, draw=need, face_up=wanted, cost=cost, affordable=affordable)
    ex = state.push(EndActions())
    steps = list(ex.steps)
    taken = 0
    while state.phase == Phase.DRAW and state.player == 0:
        moves = state.legal_moves()
        face_up = [m for m in moves if isinstance(m, TakeFaceUp)]
        move = face_up[0] if taken < wanted and face_up else next(
            (m for m in moves if not isinstance(m, TakeFaceUp)), moves[0])
        taken += isinstance(move, TakeFaceUp)
        steps += state.push(move).steps
    ex = Explanation(_("Fase C con {hand} cartas en la mano", hand=v.hand), steps)
    ids = ex.rule_ids
    outcome.update(reshuffled="maracaibo-draw-reshuffle" in ids, short="maracaibo-q-exhausted" in ids)
    if need == 0:
        verdict = Plural("Límite {limit}: ya tienes {n} carta, no robas nada.",
                         "Límite {limit}: ya tienes {n} cartas, no robas nada.", v.hand, limit=limit)
    elif not affordable:
        verdict = _("Robas {draw}; {face_up} boca arriba costarían {cost}, y solo tienes {money}.",
                    draw=need, face_up=wanted, cost=Plural("{n} doblón", "{n} doblones", cost), money=v.money)
    elif wanted == 0:
        verdict = _("Límite {limit}: robas {draw} del mazo, sin pagar nada.", limit=limit, draw=need)
    else:
        verdict = _("Límite {limit}: robas {draw}, {face_up} de ellas boca arriba, por {cost}.", limit=limit,
                    draw=need, face_up=wanted, cost=Plural("{n} doblón", "{n} doblones", cost))
    if outcome["reshuffled"]:
        verdict = _("{verdict} El mazo se agota y la pila de descartes se baraja como mazo nuevo.", verdict=verdict)
    if outcome["short"]:
        verdict = _("{verdict} No quedan cartas: la mano se queda por debajo del límite.", verdict=verdict)
    return Answer(verdict, ex, outcome)


DRAW = Question(
    id="draw",
    title=_("¿Cuántas cartas robo en la fase C y cuánto me cuestan?"),
    rules=("maracaibo-draw-limit", "maracaibo-draw-display", "maracaibo-draw-hand-limit",
           "maracaibo-draw-free-display", "maracaibo-draw-reshuffle"),
    fields=(
        Field("hand", _("cuántas cartas tienes en la mano al empezar la fase C"), Integer(0, 6), example=2),
        Field("money", _("tus doblones"), Integer(0, 60), example=1),
        Field("face_up", _("cuántas cartas quieres tomar boca arriba"), Integer(0, 4), default=0, example=2),
        Field("planning", _("cuántas cartas tienes en la zona de planificación"), Integer(0, 3), default=0),
        Field("hand_upgrade", _("si tienes la mejora del límite de 6 cartas"), Boolean(), default=False),
        Field("display_upgrade", _("si tienes la mejora de las cartas boca arriba gratis"), Boolean(), default=False),
        Field("pile", _("cuántas cartas quedan en el mazo de robo (sin él, muchas)"), Integer(0, 100), default=None),
        Field("discard", _("cuántas cartas hay en la pila de descartes"), Integer(0, 100), default=0),
    ),
    answer=answer_draw,
    outcome={"legal": {"type": "boolean"}, "limit": {"type": "integer"}, "draw": {"type": "integer"},
             "face_up": {"type": "integer"}, "cost": {"type": "integer"}, "affordable": {"type": "boolean"},
             "reshuffled": {"type": "boolean"}, "short": {"type": "boolean"}},
    ambiguous=("upgrades", "display_refill"),
    check=_check_draw,
    summary=_("la mano, los doblones, las cartas boca arriba que quieres, las mejoras y los mazos"),
)


# ----------------------------------------------------------------------------------- home
BEFORE = {"20": "19", "21a": "20", "21b": "20", "22": "21b"}


def answer_home(v: Values, options: Options) -> Answer:
    outcome = {"home": False, "actions": [], "points": 0, "scoring": None, "ends_round": False}
    if not SEA.is_home(v.space, v.round):
        ex = Explanation(_("El espacio {loc} en la ronda {round}", loc=v.space, round=ROMAN[v.round]))
        ex.add("maracaibo-home-spaces", _("En la ronda {round}, los espacios de vuelta a casa son {spaces}.",
                                          round=ROMAN[v.round], spaces=SEA.home_spaces(v.round)))
        return Answer(_("En la ronda {round}, el {loc} no se usa: ninguna flecha lleva a él.", round=ROMAN[v.round],
                        loc=v.space), ex, outcome)
    state = State.arranged(_game(options), round=v.round, ships={0: BEFORE[v.space]}, hands={0: 4})
    before = state.vp[0]
    steps = list(state.push(Sail((v.space,))).steps)
    found = state.offers(0)
    open_ = [o for o in found if o.open and o.action not in (Action.MISSION, Action.ASSISTANT)]
    for o in open_:
        steps.append(_step(o))
    for o in found:
        if not o.open and o.action is Action.CITY:
            steps.append(_step(o))
    move = next((m for o in open_ for m in o.moves if isinstance(m, (HomePoints, Combat, LocationAction))), None)
    if move is not None:
        steps += state.push(move).steps
    steps += state.push(EndActions()).steps
    points = state.vp[0] - before
    scoring = next((kind for r, kind in state.scorings if r == v.round), None)
    outcome.update(home=True, actions=[o.action.value for o in open_], points=points, scoring=scoring,
                   ends_round=bool(state.round_ends))
    ex = Explanation(_("El espacio {loc} en la ronda {round}", loc=v.space, round=ROMAN[v.round]), steps)
    names = [o.name for o in open_]
    if len(names) == 2:
        main = _("Como acción principal, {a} o {b} (solo una)", a=names[0], b=names[1])
    elif names:
        main = _("Como acción principal, {action}", action=names[0])
    else:
        main = _("Ninguna acción principal que el texto describa")
    if points and Action.HOME_POINTS.value not in outcome["actions"]:
        main = _("{points} al llegar. {main}", points=Plural("{n} punto de victoria", "{n} puntos de victoria",
                                                              points), main=main)
    if scoring == "intermediate":
        verdict = _("{main}. Después de la fase C, puntuación intermedia, y la ronda termina.", main=main)
    elif scoring == "final":
        verdict = _("{main}. Llegar termina la ronda IV: puntuación final.", main=main)
    else:
        verdict = _("{main}. La ronda sigue.", main=main)
    return Answer(verdict, ex, outcome)


def _step(offer):
    return Step(offer.rule_id, offer.reason)


def picture_home(v: Values, answer: Answer, lang: str) -> str:
    ships = {0: v.space} if answer.outcome["home"] else {}
    return map_svg(SEA, v.round, ships=ships, colours=("yellow",), reachable={v.space}, lang=lang)


HOME_Q = Question(
    id="home",
    title=_("¿Qué da este espacio de vuelta a casa en esta ronda?"),
    rules=("maracaibo-home-spaces", "maracaibo-home-20", "maracaibo-home-21", "maracaibo-home-must-stop",
           "maracaibo-home-no-delivery"),
    fields=(
        Field("space", _("el espacio"), HOME, example="21a"),
        Field("round", _("la ronda"), ROUND, example=2),
    ),
    answer=answer_home,
    outcome={"home": {"type": "boolean"}, "actions": {"type": "array", "items": {"type": "string"}},
             "points": {"type": "integer"}, "scoring": {"enum": ["intermediate", "final", None]},
             "ends_round": {"type": "boolean"}},
    picture=picture_home,
    ambiguous=("home_reward",),
    summary=_("el espacio y la ronda"),
)

QUESTIONS = (VOYAGE, MAIN, DRAW, HOME_Q)
