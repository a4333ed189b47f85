"""The questions a situation file may ask about Maracaibo (see :mod:`rulesim.questions`).

- ``voyage`` — where may my ship end this turn, and with how many village actions? (``maracaibo-nav-*``)
- ``main-action`` — which main action is open here? (``maracaibo-main-*``)
- ``draw`` — what does my phase C cost? (``maracaibo-draw-*``)
- ``home`` — what does this home-bound space give in this round? (``maracaibo-home-*``)
- ``setup`` — how is the board set up for this many players and this story card? (``maracaibo-setup-*``,
  ``maracaibo-first-campaign``/``-standalone``, ``maracaibo-later-*``)
- ``seat`` — what do I start with in this seat, and when do I play? (``maracaibo-player-*``,
  ``maracaibo-first-player``, ``maracaibo-start-doubloons``)
- ``first-decisions`` — may I split my eight cards this way, and keep this many career cards?
  (``maracaibo-first-cards``, ``maracaibo-first-career``)
- ``free-action`` — may I plan this card or complete this career goal now? (``maracaibo-free-*``)
- ``round`` — my turn ends here: does the round end, is there a scoring, who plays next?
  (``maracaibo-round*``, ``maracaibo-game-end``, ``maracaibo-turn-*``)

Every answer comes from the engine (:class:`~rulesim.maracaibo.state.State`), on the **illustrative**
map (``maracaibo-q-map``): a ruling is the engine's explanation of the same move.
"""

from __future__ import annotations

from typing import Any

from ..errors import RuleViolation
from ..explain import Explanation, Step
from ..i18n import Plural, Value, _
from ..questions import Answer, Boolean, Choice, Field, Integer, ListOf, Question, SituationError, Values
from .actions import ACTION_NAMES, Action, offers
from .board import DEFAULT_MAP, START, Kind, destinations, village_actions
from . import components as K
from .moves import (ChooseCareer, CityAction, Combat, CompleteGoal, DrawCard, EndActions, FirstCards, HomePoints,
                    LocationAction, PlanCard, Sail, TakeFaceUp)
from .options import Options
from .state import DISPLAY_UPGRADE, HAND_UPGRADE, ROMAN, Maracaibo, Phase, State
from .pictures import map_svg, seats_svg, zones_svg

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
               "shared": None, "destinations": found}
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
    state = State.arranged(_game(options), round=v.round, ships={0: v.start, **_others(v)})
    try:
        ex = state.push(Sail(tuple(v.path)))
    except RuleViolation as error:
        ex = Explanation(_("El viaje por {locs}", locs=[SEA.name(x) for x in v.path]))
        ex.add(error.rule_id, error.message)
        outcome.update(legal=False, rule=error.rule_id)
        return Answer(_("No se puede: {reason}", reason=error.message), ex, outcome)
    end, points = v.path[-1], state.spent()
    actions = village_actions(points) if SEA.kind(end) is Kind.VILLAGE else 0
    outcome.update(legal=True, end=end, points=points, village_actions=actions, shared=end in v.others)
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


def _others(v: Values) -> dict[int, str]:
    """The other players' ships (players 2 and 3 of a three-player game)."""
    return {i + 1: loc for i, loc in enumerate(v.others)}


def picture_voyage(v: Values, answer: Answer, lang: str) -> str:
    reachable = {d["location"] for d in answer.outcome["destinations"]}
    path = list(v.path) if v.path and answer.outcome["legal"] else None
    ship = answer.outcome["end"] if path else v.start
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
        Field("round", _("la ronda"), ROUND, default=1, example=1),
        Field("path", _("los lugares por los que navega, en orden (el último es donde para); sin él, todos los "
                        "destinos"), ListOf(PLACE, 0, 7), default=None, example=["6", "7", "8", "9"]),
        Field("others", _("dónde están los barcos de los otros dos jugadores (sin él, en La Habana)"),
              ListOf(LOCATION, 0, 2), default=(), example=["9"]),
    ),
    answer=answer_voyage,
    outcome={"legal": {"type": ["boolean", "null"]}, "end": {"type": ["string", "null"]},
             "points": {"type": ["integer", "null"]}, "village_actions": {"type": ["integer", "null"]},
             "rule": {"type": ["string", "null"]}, "shared": {"type": ["boolean", "null"]},
             "destinations": {"type": "array", "items": {
                 "type": "object", "required": ["location", "points", "village_actions", "must_stop"],
                 "properties": {"location": {"type": "string"}, "points": {"type": "integer"},
                                "village_actions": {"type": "integer"}, "must_stop": {"type": "boolean"}}}}},
    picture=picture_voyage,
    summary=_("dónde está el barco, la ronda, si quieres el camino, y los barcos de los demás"),
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
           "maracaibo-main-assistant", "maracaibo-main-only-one", "maracaibo-main-none"),
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



# ---------------------------------------------------------------------------------- setup
PLAYERS = Choice({n: Value(str(n)) for n in K.PLAYERS})
STORY = Choice({
    K.CAMPAIGN_START: _("carta 01: primera partida de la campaña"),
    K.CONTINUE: _("seguir la campaña donde se dejó"),
    **{s: _("carta {story}: capítulo {n} de la campaña", story=s, n=K.chapter(s)) for s in K.CHAPTERS},
    **{s: _("carta {story}: sin campaña", story=s) for s in K.STANDALONE},
}, control="dropdown")


def _check_setup(v: Values) -> None:
    if v.c_cards and v.story == K.CAMPAIGN_START:
        raise SituationError("setup.c_cards", _("En la primera partida de la campaña todavía no hay cartas C."))


def answer_setup(v: Values, options: Options) -> Answer:
    game = Maracaibo(v.players, options, v.story, v.c_cards)
    s = game.new_state(0)
    n = v.players
    eligible = [t.id for t in K.CITY_TILES if n in t.players]
    marked = [t.id for t in K.CITY_TILES if n in t.marked]
    missions = sorted(s.location_missions, key=SEA.ids().index)
    c_where = None if not v.c_cards else ("draw" if game.campaign else "aside")
    outcome = {"players": n, "maracaibo_tile": s.maracaibo_tile, "city_tiles_showing": eligible,
               "city_tiles_marked": marked, "city_tile_slots": list(s.city_tiles), "property_villages": dict(
                   s.property_at), "property_spaces": {k: list(x) for k, x in s.property_spaces.items()},
               "missions": missions, "explorer_missions": len(s.explorer_missions),
               "story_tiles": len(s.story_tiles) + len(s.story_tile_at), "legacy": s.legacy, "dealt": K.DEAL,
               "draw_pile": len(s.draw), "display": sum(c is not None for c in s.display), "c_cards": c_where,
               "prestige": len(s.prestige), "combat_stacks": [len(x) for x in s.combat_stacks]}
    ex = Explanation(Plural("Preparación del tablero con {n} jugador", "Preparación del tablero con {n} jugadores", n))
    ex.add("maracaibo-setup-combat", _("Fichas de combate en dos pilas boca abajo: {a} y {b}.",
                                       a=outcome["combat_stacks"][0], b=outcome["combat_stacks"][1]))
    ex.add("maracaibo-setup-missions", _("Una ficha de misión en cada uno de los {n} espacios de la pista del explorador; "
                                         "las demás, en su pila.", n=outcome["explorer_missions"]))
    if outcome["story_tiles"]:
        ex.add("maracaibo-setup-story-tiles", _("Con campaña, las fichas de historia se apilan junto a las misiones."))
    else:
        ex.add("maracaibo-setup-story-tiles", _("Sin campaña, las fichas de historia vuelven a la caja."))
    if s.maracaibo_tile:
        ex.add("maracaibo-setup-maracaibo-tile", _("Con dos jugadores, la ficha de Maracaibo tapa esa ciudad."))
    else:
        ex.add("maracaibo-setup-maracaibo-tile", _("Con tres o cuatro jugadores, la ficha de Maracaibo vuelve a la caja."))
    ex.add("maracaibo-setup-city-tiles", _(
        "Fichas de ciudad que muestran {n}: {tiles}; las marcadas ({marked}) van siempre, con dos más al azar, una en "
        "cada ciudad: {slots}.", n=n, tiles=", ".join(map(str, eligible)), marked=", ".join(map(str, marked)),
        slots=[SEA.name(x) for x in s.city_tiles]))
    if c_where == "draw":
        ex.add("maracaibo-setup-project-cards", Plural(
            "Con la campaña, la carta C se mezcla con las cartas A.",
            "Con la campaña, las {n} cartas C se mezclan con las cartas A.", v.c_cards))
    elif c_where == "aside":
        ex.add("maracaibo-setup-project-cards", Plural(
            "Sin campaña, la carta C se deja fuera del juego.", "Sin campaña, las {n} cartas C se dejan fuera del juego.",
            v.c_cards))
    else:
        ex.add("maracaibo-setup-project-cards", _("Las cartas A y B se barajan por separado."))
    ex.add("maracaibo-setup-deal", _("8 cartas A a cada jugador; 40 cartas B con las A que sobran forman el mazo de robo."))
    ex.add("maracaibo-setup-display", _("Cuatro cartas del mazo, boca arriba: quedan {n} en el mazo.",
                                        n=outcome["draw_pile"]))
    ex.add("maracaibo-setup-doubloons", _("Los doblones, en el suministro; un certificado vale 10."))
    if s.legacy:
        ex.add("maracaibo-setup-legacy", _("Las fichas de legado, boca abajo junto al tablero."))
    ex.add("maracaibo-setup-prestige", _("Cuatro edificios de prestigio: el de la casilla I boca arriba."))
    ex.add("maracaibo-setup-property", _("Marcadores de propiedad: uno en el espacio de más a la izquierda y dos en "
                                         "cada uno de los demás, por nación."))
    if s.property_at:
        ex.add("maracaibo-setup-two-player-villages", _(
            "Con dos jugadores: rojo en San Juan (6), blanco en St. Kitts (7), azul en Martinica (8)."))
        ex.add("maracaibo-setup-leftmost", _("Cada uno sale del espacio de más a la izquierda de su nación, que se queda "
                                             "vacío."))
    if v.story == K.CAMPAIGN_START:
        ex.add("maracaibo-first-campaign", _("Carta de historia 01: ficha de historia 1 junto al 15; misiones en {locs}.",
                                             locs=missions))
    elif v.story == "75":
        ex.add("maracaibo-first-standalone", _("Carta de historia 75: misiones en {locs}.", locs=missions))
        ex.add("maracaibo-q-story-75", _("Qué lugares reciben misión con la carta 75 es una lectura del texto."))
    elif v.story == K.CONTINUE:
        ex.add("maracaibo-later-continue", _("Las cartas de historia del archivo deciden: el texto no las incluye, así "
                                             "que no se coloca ninguna misión."))
    elif v.story in K.CHAPTERS:
        ex.add("maracaibo-later-chapter", _("La carta de capítulo decide: el texto no la incluye, así que no se coloca "
                                            "ninguna misión."))
    else:
        ex.add("maracaibo-later-standalone", _("La carta de historia {story} decide: el texto no la incluye, así que no "
                                               "se coloca ninguna misión.", story=v.story))
    tile = _("la ficha de Maracaibo tapa la ciudad") if s.maracaibo_tile else _("sin ficha de Maracaibo")
    verdict = Plural("Con {n} jugador: {tile}; 4 fichas de ciudad de las {m} que muestran {n}{villages}; misiones en "
                     "{missions}.", "Con {n} jugadores: {tile}; 4 fichas de ciudad de las {m} que muestran {n}"
                     "{villages}; misiones en {missions}.", n, tile=tile, m=len(eligible),
                     villages=_("; propiedad en las aldeas 6, 7 y 8") if s.property_at else Value(""),
                     missions=[SEA.name(x) for x in missions] or [_("ningún lugar")])
    return Answer(verdict, ex, outcome)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    return map_svg(SEA, 1, reachable=set(answer.outcome["city_tile_slots"]), missions=set(answer.outcome["missions"]),
                   property=answer.outcome["property_villages"], lang=lang)


SETUP = Question(
    id="setup",
    title=_("¿Cómo se prepara el tablero con este número de jugadores?"),
    rules=("maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles", "maracaibo-setup-two-player-villages",
           "maracaibo-setup-leftmost", "maracaibo-setup-property", "maracaibo-setup-combat", "maracaibo-setup-missions",
           "maracaibo-setup-story-tiles", "maracaibo-setup-project-cards", "maracaibo-setup-deal",
           "maracaibo-setup-display", "maracaibo-setup-doubloons", "maracaibo-setup-legacy", "maracaibo-setup-prestige",
           "maracaibo-first-campaign", "maracaibo-first-standalone", "maracaibo-later-continue",
           "maracaibo-later-chapter", "maracaibo-later-standalone"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, example=2),
        Field("story", _("la carta de historia con que empieza la partida"), STORY, default="75", example="01"),
        Field("c_cards", _("cuántas cartas C ha traído la campaña"), Integer(0, 40), default=0),
    ),
    answer=answer_setup,
    outcome={"players": {"type": "integer"}, "maracaibo_tile": {"type": "boolean"},
             "city_tiles_showing": {"type": "array", "items": {"type": "integer"}},
             "city_tiles_marked": {"type": "array", "items": {"type": "integer"}},
             "city_tile_slots": {"type": "array", "items": {"type": "string"}},
             "property_villages": {"type": "object", "additionalProperties": {"enum": list(K.NATIONS)}},
             "property_spaces": {"type": "object", "additionalProperties": {"type": "array",
                                                                            "items": {"type": "integer"}}},
             "missions": {"type": "array", "items": {"type": "string"}}, "explorer_missions": {"type": "integer"},
             "story_tiles": {"type": "integer"}, "legacy": {"type": "integer"}, "dealt": {"type": "integer"},
             "draw_pile": {"type": "integer"}, "display": {"type": "integer"},
             "c_cards": {"enum": ["draw", "aside", None]}, "prestige": {"type": "integer"},
             "combat_stacks": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_setup,
    ambiguous=("story_75",),
    check=_check_setup,
    summary=_("el número de jugadores, la carta de historia y las cartas C"),
)


# ----------------------------------------------------------------------------------- seat
def _check_seat(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("seat.seat", Plural("Con {n} jugador no hay puesto {seat}.",
                                                 "Con {n} jugadores no hay puesto {seat}.", v.players, seat=v.seat))


def answer_seat(v: Values, options: Options) -> Answer:
    s = Maracaibo(v.players, options).new_state(0)
    p = v.seat - 1
    before = (p - 1) % v.players + 1
    after = (p + 1) % v.players + 1
    outcome = {"doubloons": s.money[p], "first": p == 0, "after_seat": before if p else None, "next_seat": after,
               "discs": s.discs[p], "figures": s.figures[p], "career_cards": len(s.career_offer[p]),
               "ship": s.ships[p], "victory_points": s.vp[p], "combat": s.combat[p], "income": s.income[p],
               "influence": list(s.influence[p]), "explorer": s.explorers[p], "colour": s.colour(p)}
    ex = Explanation(_("Puesto {seat} de {n}", seat=v.seat, n=v.players))
    ex.add("maracaibo-player-board", _("Tablero de barco y piezas de su color: {n} discos, 2 en cada espacio redondo.",
                                       n=s.discs[p]))
    ex.add("maracaibo-player-markers", _(
        "Puntos en {vp}, barco en La Habana, explorador en la salida, influencia en 0 con las tres naciones, combate "
        "en {combat}, ingresos en {income}.", vp=s.vp[p], combat=s.combat[p], income=s.income[p]))
    ex.add("maracaibo-player-figures", _("{figures} figuras, {cards} cartas de carrera y una carta de resumen.",
                                         figures=s.figures[p], cards=len(s.career_offer[p])))
    if p == 0:
        ex.add("maracaibo-first-player", _("Es el jugador inicial: juega el primero."))
    else:
        ex.add("maracaibo-first-player", _("Juega después del puesto {before}, en el sentido de las agujas del reloj.",
                                           before=before))
    ex.add("maracaibo-start-doubloons", Plural("El puesto {seat} empieza con {n} doblón.",
                                               "El puesto {seat} empieza con {n} doblones.", s.money[p], seat=v.seat))
    verdict = Plural("{n} doblón; {who}", "{n} doblones; {who}", s.money[p],
                     who=_("eres el jugador inicial.") if p == 0 else _("juegas después del puesto {before}.",
                                                                        before=before))
    return Answer(verdict, ex, outcome)


def picture_seat(v: Values, answer: Answer, lang: str) -> str:
    doubloons = list(K.START_DOUBLOONS[:v.players])
    return seats_svg(v.players, v.seat, doubloons, K.COLOURS[:v.players], lang)


SEAT = Question(
    id="seat",
    title=_("¿Con qué empiezo en este puesto de la mesa?"),
    rules=("maracaibo-start-doubloons", "maracaibo-first-player", "maracaibo-player-board", "maracaibo-player-markers",
           "maracaibo-player-figures"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, default=3, example=4),
        Field("seat", _("tu puesto: 1 es el jugador inicial, y se cuenta en el sentido de las agujas del reloj"),
              Integer(1, 4), example=3),
    ),
    answer=answer_seat,
    outcome={"doubloons": {"type": "integer"}, "first": {"type": "boolean"},
             "after_seat": {"type": ["integer", "null"]}, "next_seat": {"type": "integer"},
             "discs": {"type": "integer"}, "figures": {"type": "integer"}, "career_cards": {"type": "integer"},
             "ship": {"type": "string"}, "victory_points": {"type": "integer"}, "combat": {"type": "integer"},
             "income": {"type": "integer"}, "influence": {"type": "array", "items": {"type": "integer"}},
             "explorer": {"type": "integer"}, "colour": {"type": "string"}},
    picture=picture_seat,
    check=_check_seat,
    summary=_("el número de jugadores y tu puesto"),
)


# -------------------------------------------------------------------------- first decisions
def _check_first(v: Values) -> None:
    if v.keep + v.plan + v.discard != K.DEAL:
        raise SituationError("first-decisions.keep", _(
            "Las ocho cartas repartidas se reparten entre mano, planificación y descarte: {keep} + {plan} + {discard} "
            "no suman 8.", keep=v.keep, plan=v.plan, discard=v.discard))


def answer_first(v: Values, options: Options) -> Answer:
    s = Maracaibo(2, options).new_state(0)
    hand = sorted(s.hands[0])
    outcome = {"legal": False, "rule": "maracaibo-first-cards", "hand": None, "planning": None, "discarded": None,
               "career_figures": None, "figures": None}
    ex = Explanation(_("Las primeras decisiones: {keep} en la mano, {plan} planificadas, {discard} descartadas",
                       keep=v.keep, plan=v.plan, discard=v.discard))
    if v.plan != K.PLAN:
        reason = _("Se pone exactamente una carta en un espacio de planificación, no {n}.", n=v.plan)
        ex.add("maracaibo-first-cards", reason)
        return Answer(_("No se puede: {reason}", reason=reason), ex, outcome)
    try:
        ex.extend(s.push(FirstCards(hand[0], tuple(hand[1:1 + v.discard]))))
    except RuleViolation as error:
        ex.add(error.rule_id, error.message)
        outcome["rule"] = error.rule_id
        return Answer(_("No se puede: {reason}", reason=error.message), ex, outcome)
    s.push(FirstCards(*_first_of(s.hands[1])))
    if v.careers != 1:
        reason = _("Se conserva una de las dos cartas de carrera, no {n}.", n=v.careers)
        ex.add("maracaibo-first-career", reason)
        outcome["rule"] = "maracaibo-first-career"
        return Answer(_("Las cartas, bien; la carrera no: {reason}", reason=reason), ex, outcome)
    ex.extend(s.push(ChooseCareer(s.career_offer[0][0])))
    outcome.update(legal=True, rule=None, hand=len(s.hands[0]), planning=len(s.planning[0]),
                   discarded=len(s.discard) // 2, career_figures=s.career_figures[0], figures=s.figures[0])
    verdict = _("Sí: {hand} en la mano, {plan} en la zona de planificación, {discard} descartadas; una carta de carrera "
                "con {career} figuras.", hand=outcome["hand"], plan=outcome["planning"], discard=v.discard,
                career=outcome["career_figures"])
    return Answer(verdict, ex, outcome)


def _first_of(hand: list[int]) -> tuple[int, tuple[int, ...]]:
    cards = sorted(hand)
    return cards[0], tuple(cards[1:4])


def picture_first(v: Values, answer: Answer, lang: str) -> str:
    return zones_svg(_("Las ocho cartas del principio").render(lang), [
        (_("Mano: {n}", n=v.keep).render(lang), v.keep, 0, "#f6e3b4"),
        (_("Planificación: {n} de 3 espacios", n=v.plan).render(lang), v.plan, K.PLANNING_SPACES, "#cdebd3"),
        (_("Descarte: {n}", n=v.discard).render(lang), v.discard, 0, "#d5d8dc")], lang)


FIRST = Question(
    id="first-decisions",
    title=_("¿Qué hago con mis ocho primeras cartas y con las cartas de carrera?"),
    rules=("maracaibo-first-cards", "maracaibo-first-career"),
    fields=(
        Field("keep", _("cuántas cartas te quedas en la mano"), Integer(0, 8), default=4, example=4),
        Field("plan", _("cuántas pones en la zona de planificación"), Integer(0, 3), default=1, example=1),
        Field("discard", _("cuántas descartas"), Integer(0, 8), default=3, example=3),
        Field("careers", _("cuántas de tus dos cartas de carrera conservas"), Integer(0, 2), default=1),
    ),
    answer=answer_first,
    outcome={"legal": {"type": "boolean"}, "rule": {"type": ["string", "null"]},
             "hand": {"type": ["integer", "null"]}, "planning": {"type": ["integer", "null"]},
             "discarded": {"type": ["integer", "null"]}, "career_figures": {"type": ["integer", "null"]},
             "figures": {"type": ["integer", "null"]}},
    picture=picture_first,
    check=_check_first,
    summary=_("cuántas cartas te quedas, planificas y descartas, y cuántas cartas de carrera conservas"),
)


# ------------------------------------------------------------------------------ free actions
FREE = Choice({
    "plan": _("planificar una carta de la mano"),
    "plan-again": _("volver a planificar una carta que ya está en la zona"),
    "deliver-planned": _("entregar como bien una carta planificada"),
    "goal": _("cumplir un objetivo de carrera"),
})
CITY = "13"


def _check_free(v: Values) -> None:
    if v.action in ("plan-again", "deliver-planned") and v.planning == 0:
        raise SituationError("free-action.planning", _("No hay ninguna carta en tu zona de planificación."))


def answer_free(v: Values, options: Options) -> Answer:
    s = State.arranged(_game(options), phase=Phase.ACTIONS, ships={0: CITY}, hands={0: v.hand},
                       planning={0: v.planning}, spent=1, main_done=v.main_done)
    s.career_done[0] = sorted(g - 1 for g in v.goals_done)
    if v.action == "plan":
        move: Any = PlanCard(s.hands[0][0] if s.hands[0] else 0)
    elif v.action == "plan-again":
        move = PlanCard(s.planning[0][0])
    elif v.action == "deliver-planned":
        move = CityAction(s.planning[0][0])
    else:
        move = CompleteGoal(v.goal - 1)
    outcome = {"allowed": False, "rule": None, "hand": v.hand, "planning": v.planning, "drawn": None,
               "goals_done": sorted(v.goals_done)}
    title = _("{action}, con {hand} cartas en la mano y {planning} planificadas", action=FREE.label(v.action),
              hand=v.hand, planning=v.planning)
    ex = Explanation(title)
    ex.add("maracaibo-free-when", _("Las acciones gratuitas se hacen antes, durante o después de la acción principal."))
    try:
        ex.extend(s.push(move))
    except RuleViolation as error:
        ex.add(error.rule_id, error.message)
        outcome["rule"] = error.rule_id
        return Answer(_("No se puede: {reason}", reason=error.message), ex, outcome)
    outcome.update(allowed=True, hand=len(s.hands[0]), planning=len(s.planning[0]),
                   goals_done=sorted(g + 1 for g in s.career_done[0]))
    if v.action != "plan":
        return Answer(_("Sí: {action}.", action=FREE.label(v.action)), ex, outcome)
    before = len(s.hands[0])
    ex.extend(s.push(EndActions()))
    while s.phase == Phase.DRAW and s.player == 0:
        ex.extend(s.push(DrawCard()))
    outcome["drawn"] = len(s.hands[0]) - before
    verdict = _("Sí: la carta pasa a la zona de planificación ({planning} de 3) y deja de contar en la mano; en la "
                "fase C robas {drawn} para volver a tener {limit}.", planning=outcome["planning"],
                drawn=outcome["drawn"], limit=len(s.hands[0]))
    return Answer(verdict, ex, outcome)


def picture_free(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    return zones_svg(_("Tu mano y tu zona de planificación").render(lang), [
        (_("Mano: {n} (límite 4)", n=o["hand"]).render(lang), o["hand"], K.HAND_LIMIT, "#f6e3b4"),
        (_("Planificación: {n} de 3 espacios", n=o["planning"]).render(lang), o["planning"], K.PLANNING_SPACES,
         "#cdebd3")], lang)


FREE_Q = Question(
    id="free-action",
    title=_("¿Puedo hacer esta acción gratuita?"),
    rules=("maracaibo-free-when", "maracaibo-free-plan", "maracaibo-free-plan-cards", "maracaibo-free-career"),
    fields=(
        Field("action", _("la acción gratuita que quieres hacer"), FREE, example="plan"),
        Field("hand", _("cuántas cartas tienes en la mano"), Integer(0, 4), default=4, example=3),
        Field("planning", _("cuántas cartas tienes en la zona de planificación"), Integer(0, 3), default=1,
              example=2),
        Field("goal", _("el objetivo de carrera que quieres cumplir"), Integer(1, 3), default=1),
        Field("goals_done", _("los objetivos de carrera ya cumplidos"), ListOf(Integer(1, 3), 0, 3, unique=True),
              default=()),
        Field("main_done", _("si ya has hecho tu acción principal en este turno"), Boolean(), default=False),
    ),
    answer=answer_free,
    outcome={"allowed": {"type": "boolean"}, "rule": {"type": ["string", "null"]}, "hand": {"type": "integer"},
             "planning": {"type": "integer"}, "drawn": {"type": ["integer", "null"]},
             "goals_done": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_free,
    ambiguous=("career",),
    check=_check_free,
    summary=_("la acción gratuita, tu mano, tu zona de planificación y tus objetivos de carrera"),
)


# ------------------------------------------------------------------------------------ round
def _check_round(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("round.seat", Plural("Con {n} jugador no hay puesto {seat}.",
                                                  "Con {n} jugadores no hay puesto {seat}.", v.players, seat=v.seat))
    if SEA.kind(v.location) is Kind.HOME and not SEA.is_home(v.location, v.round):
        raise SituationError("round.location", _("En la ronda {round} ninguna flecha lleva a {loc}.",
                                                 round=ROMAN[v.round], loc=v.location))


def answer_round(v: Values, options: Options) -> Answer:
    p = v.seat - 1
    s = State.arranged(Maracaibo(v.players, options), round=v.round, player=p, phase=Phase.ACTIONS,
                       ships={p: v.location}, spent=1, main_done=True)
    ex = Explanation(_("Fin del turno del puesto {seat} en {loc}, ronda {round}", seat=v.seat,
                       loc=SEA.name(v.location), round=ROMAN[v.round]))
    ex.add("maracaibo-rounds", _("La partida tiene cuatro rondas; esta es la {round}.", round=ROMAN[v.round]))
    ex.extend(s.push(EndActions()))
    ended = bool(s.round_ends)
    scoring = s.scorings[-1][1] if s.scorings else None
    over = s.is_over()
    outcome = {"ends_round": ended, "scoring": scoring, "game_over": over,
               "round": None if over else s.round, "next_seat": None if over else s.player + 1,
               "ships_home": ended and not over}
    if not ended:
        ex.add("maracaibo-round-end", _("La ronda solo termina cuando un barco llega al último espacio ({loc}).",
                                        loc=SEA.last[v.round]))
        verdict = _("La ronda sigue: juega el puesto {seat}.", seat=outcome["next_seat"])
    elif over:
        verdict = _("Termina la ronda IV: puntuación final, y la partida acaba.")
    else:
        ex.add("maracaibo-round-scoring", _("Al final de las rondas I a III, puntuación intermedia."))
        verdict = _("Termina la ronda {round}: puntuación intermedia; empieza la ronda {next} con el puesto {seat}.",
                    round=ROMAN[v.round], next=ROMAN[s.round], seat=outcome["next_seat"])
    return Answer(verdict, ex, outcome)


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    colours = K.COLOURS[:v.players]
    return map_svg(SEA, v.round, ships={v.seat - 1: v.location}, colours=colours, reachable={SEA.last[v.round]},
                   lang=lang)


ROUND_Q = Question(
    id="round",
    title=_("Acabo mi turno aquí: ¿termina la ronda, y quién juega ahora?"),
    rules=("maracaibo-round-end", "maracaibo-rounds", "maracaibo-round-scoring", "maracaibo-game-end",
           "maracaibo-turn-phases", "maracaibo-turn-next"),
    fields=(
        Field("location", _("dónde termina tu barco este turno"), PLACE, example="21a"),
        Field("round", _("la ronda"), ROUND, default=1, example=3),
        Field("players", _("cuántos jugadores sois"), PLAYERS, default=3, example=3),
        Field("seat", _("tu puesto: 1 es el jugador inicial"), Integer(1, 4), default=1, example=2),
    ),
    answer=answer_round,
    outcome={"ends_round": {"type": "boolean"}, "scoring": {"enum": ["intermediate", "final", None]},
             "game_over": {"type": "boolean"}, "round": {"type": ["integer", "null"]},
             "next_seat": {"type": ["integer", "null"]}, "ships_home": {"type": "boolean"}},
    picture=picture_round,
    ambiguous=("new_round",),
    check=_check_round,
    summary=_("dónde acaba tu barco, la ronda, cuántos sois y tu puesto"),
)

QUESTIONS = (VOYAGE, MAIN, DRAW, HOME_Q, SETUP, SEAT, FIRST, FREE_Q, ROUND_Q)
