"""The questions a situation file may ask about Caribic (see :mod:`rulesim.questions`), by rules section.

- ``auction`` — who wins this ship, and how far may it move? (*Bribing*, *Moving*, *Ties*:
  ``caribic-bribe-*``, ``caribic-move-*``, ``caribic-tie-*``)
- ``treasure`` — which treasure actions may the ship on the move take here? (*Treasure*:
  ``caribic-treasure-*``)
- ``voyage`` — the ship sails this way and takes these actions: may it, who is paid, where does it stop?
  (*Moving*, *Treasure*, *Safe havens*: ``caribic-move-*``, ``caribic-treasure-*``, ``caribic-haven-*``)
- ``round`` — the round ends: which chests come out of the supply, and does the game go on?
  (*Setup* and *The following rounds*, *End of the game*: ``caribic-setup-supply``, ``caribic-round-*``,
  ``caribic-end``)
- ``coins`` — which coins pay this sum? (*Components*: ``caribic-coins``)

Every position is built through the engine's public, validating constructor
(:meth:`State.situation <rulesim.caribic.state.State.situation>`); what it refuses
is reported with the field of the file that is at fault.
"""

from __future__ import annotations

from collections import Counter

from ..errors import IllegalMoveError
from ..explain import Explanation
from ..i18n import Plural, Value, _
from ..questions import (Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Text,
                         Values)
from . import moves as m
from .auction import player_name, resolve_auction, top_bidders
from .board import DEFAULT_MAP
from .cards import (CARDS_PER_PLAYER, COLOUR_NAMES, COLOURS, DEFAULT_CARDS, DEFAULT_CHESTS, SHIPS, THIEF, BribeCard,
                    card_notation, coins, coins_message, doubloons_message, parse_card)
from .options import Options, ZeroVsMinusOne
from .pictures import auction_picture, coins_picture, supply_picture, with_title
from .state import (ACTION_NAMES, ACTION_RULES, Action, Caribic, PayReason, Phase, PositionError, State,
                    describe_move, supply_size, winners_of)
from .pictures import sea_svg, state_svg

SHIP = Choice({s: Value(s) for s in SHIPS}, control="dropdown")
SPENT = "spent"


# ------------------------------------------------------------------------------- cards
def _card(value: object) -> BribeCard | _:
    return parse_card(value)


def _tiebreaker(value: object) -> BribeCard | None | _:
    return None if value == SPENT else parse_card(value)


CARD_FACES = [BribeCard(-1, b) for b in range(6)] + [BribeCard(-1, 0, 1)] + [BribeCard(-1, b, 1) for b in range(1, 6)]
CARD_OPTIONS = tuple((card_notation(c), c.describe()) for c in CARD_FACES)
CARD = Text(_card, _("barriles de 0 a 9, \"thief\" (un ladrón) o los dos, como \"2+thief\""), card_notation,
            control="card", options=CARD_OPTIONS)
TIEBREAKER = Text(_tiebreaker, _("una carta como en «bids», o \"spent\" si ya se gastó en esta ronda"),
                  lambda c: SPENT if c is None else card_notation(c), control="card",
                  options=CARD_OPTIONS + ((SPENT, _("ya gastado")),))
DEFAULT_DECK = tuple(BribeCard(-1, c.barrels, c.thieves) for c in DEFAULT_CARDS)


# ------------------------------------------------------------------------------- auction
def _deck_text(deck) -> Value:
    return Value([c.describe() for c in deck])


def _check_auction(v: Values) -> None:
    n = len(v.bids)
    if v.tiebreakers and len(v.tiebreakers) != n:
        raise SituationError("auction.tiebreakers", _("Se espera un desempate por jugador («spent» si ya se gastó)."))
    if v.reveal and len(v.reveal) != n:
        raise SituationError("auction.reveal", _("Se espera un sí o no (true / false) por jugador."))
    _check_tie_known(v)
    deck = Counter(c.face for c in v.deck)
    for p, bid in enumerate(v.bids):
        if deck[bid.face] == 0:
            raise SituationError(f"auction.bids[{p}]", _(
                "Imposible: esa carta no está entre las siete de un juego ({deck}); si las cartas de tu edición son "
                "otras, escríbelas en «deck».", deck=_deck_text(v.deck)))
    for p, tb in enumerate(v.tiebreakers or ()):
        if tb is None:
            if v.reveal and v.reveal[p]:
                raise SituationError(f"auction.reveal[{p}]", _(
                    "Imposible: el desempate de este jugador ya se gastó en esta ronda, y no se puede descubrir "
                    "otra vez."))
            continue
        if deck[tb.face] == 0:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: esa carta no está entre las siete de un juego ({deck}).", deck=_deck_text(v.deck)))
        if tb.face == v.bids[p].face and deck[tb.face] < 2:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: la oferta y el desempate de un jugador son dos cartas distintas de sus siete, y su juego "
                "solo tiene una así."))


def _check_tie_known(v: Values) -> None:
    """A tie (under either reading of "zero is more than −1") needs the tie-breakers and the decisions:
    never guessed."""
    bids = dict(enumerate(v.bids))
    readings = [Options(zero_vs_minus_one=r) for r in ZeroVsMinusOne]
    tied = sorted({p for o in readings for p in top_bidders(bids, o) if len(top_bidders(bids, o)) > 1})
    for name in ("tiebreakers", "reveal"):
        if tied and not v[name]:
            raise SituationError(f"auction.{name}", _(
                "Hay empate entre {players}: hace falta {what}.", players=[player_name(p) for p in tied],
                what=_("la carta de desempate de cada jugador") if name == "tiebreakers" else
                _("si cada jugador descubre su desempate")))


def _auction_parts(v: Values):
    n = len(v.bids)
    cards = dict(enumerate(v.bids))
    tbs = dict(enumerate(v.tiebreakers or (None,) * n))
    reveal = dict(enumerate(v.reveal or (False,) * n))
    return cards, tbs, reveal


def answer_auction(v: Values, options: Options) -> Answer:
    cards, tbs, reveal = _auction_parts(v)
    result = resolve_auction(v.ship, cards, tbs, reveal, options)
    verdict = (_("El {ship} no se mueve en esta ronda.", ship=v.ship) if result.winner is None else
               Plural("Gana el jugador {player}: el {ship} avanza hasta {n} espacio.",
                      "Gana el jugador {player}: el {ship} avanza hasta {n} espacios.", result.distance,
                      player=result.winner + 1, ship=v.ship))
    outcome = {"winner": None if result.winner is None else result.winner + 1, "distance": result.distance,
               "tied": [p + 1 for p in result.tied], "revealed": sorted(p + 1 for p in result.revealed)}
    return Answer(verdict, result.explanation, outcome)


def picture_auction(v: Values, answer: Answer, lang: str) -> str:
    cards, tbs, reveal = _auction_parts(v)
    o = answer.outcome
    return auction_picture(v.ship, cards, tbs if v.tiebreakers else None, reveal,
                           [p - 1 for p in o["tied"]] if len(o["tied"]) > 1 else [],
                           None if o["winner"] is None else o["winner"] - 1, o["distance"], lang)


AUCTION = Question(
    id="auction",
    title=_("¿Quién gana este barco y hasta dónde puede moverlo?"),
    rules=("caribic-move-reveal", "caribic-move-distance", "caribic-move-thieves", "caribic-tie-decide",
           "caribic-tie-reveal", "caribic-bribe-tiebreaker"),
    fields=(
        Field("ship", _("el barco que se subasta"), SHIP, example="Bravo"),
        Field("bids", _("la carta que cada jugador asignó a este barco, del jugador 1 en adelante"),
              ListOf(CARD, 2, 4), example=[4, THIEF, 2]),
        Field("tiebreakers", _("la carta de desempate de cada jugador (hace falta si hay empate)"),
              ListOf(TIEBREAKER, 0, 4), default=(), assume=False, example=[2, 5, 5]),
        Field("reveal", _("si cada jugador descubre su desempate en caso de empate (hace falta si hay empate)"),
              ListOf(Boolean(), 0, 4), default=(), assume=False, example=[True, False, False]),
        Field("deck", _("las siete cartas del juego de cada jugador (el texto no da sus valores)"),
              ListOf(CARD, CARDS_PER_PLAYER, CARDS_PER_PLAYER), default=DEFAULT_DECK,
              example=[0, 1, 2, 3, 4, 5, THIEF]),
    ),
    answer=answer_auction,
    outcome={"winner": {"type": ["integer", "null"], "minimum": 1},
             "distance": {"type": "integer", "minimum": 0},
             "tied": {"type": "array", "items": {"type": "integer"}},
             "revealed": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_auction,
    ambiguous=("zero_vs_minus_one", "several_reveal"),
    check=_check_auction,
    summary=_("el barco, las ofertas, los desempates y quién los descubre"),
)


# ------------------------------------------------------------------------------ the map
SPACE = Choice({s: DEFAULT_MAP.label(s, article=False) for s in DEFAULT_MAP.spaces}, control="dropdown")
TOWN = Choice({t: Value(t) for t in DEFAULT_MAP.ports}, control="dropdown")
ACTION = Choice({a: ACTION_NAMES[a] for a in Action})
PLAYERS = Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3)


def _chest(town: str) -> int:
    return next(c.id for c in DEFAULT_CHESTS if c.port == town)


def _situation(section: str, v: Values, options: Options, **extra) -> State:
    """The position of the question's table, through the engine's constructor; what it refuses names the
    field of the file."""
    game = Caribic(v.players, options)
    try:
        return State.situation(
            game, ship=v.ship, positions=v.positions,
            ship_chests={ship: _chest(town) for ship, town in v.ship_chests.items()},
            port_chests=[_chest(town) for town in v.port_chests], **extra)
    except PositionError as error:
        raise SituationError(f"{section}.{error.field}", error.message) from None


def _check_towns(section: str, v: Values) -> None:
    used = set(v.port_chests)
    for ship, town in v.ship_chests.items():
        if town in used:
            raise SituationError(f"{section}.ship_chests.{ship}", _(
                "Imposible: el cofre de {town} no puede estar a la vez en dos sitios.", town=town))
        used.add(town)


def _unplaced_step(ex: Explanation, v: Values) -> None:
    away = [s for s in SHIPS if s not in v.positions]
    if away:
        ex.add("caribic-move-one-ship", Plural(
            "El barco que la situación no sitúa ({ships}) está lejos de este y no cuenta aquí.",
            "Los barcos que la situación no sitúa ({ships}) están lejos de este y no cuentan aquí.", len(away),
            ships=away))


# ------------------------------------------------------------------------------ treasure
def _check_treasure(v: Values) -> None:
    _check_towns("treasure", v)
    sea = [p for p in v.positions.values() if not DEFAULT_MAP.is_haven(p)]
    if len(sea) != len(set(sea)):
        raise SituationError("treasure.positions", _("Imposible: dos barcos en el mismo espacio de mar."))
    _situation("treasure", v, Options(), actions=v.actions)


def _move_code(move) -> str:
    target = getattr(move, "ship", None) or getattr(move, "colour", None)
    return type(move).__name__ + (f":{target}" if target else "")


def answer_treasure(v: Values, options: Options) -> Answer:
    state = _situation("treasure", v, options, actions=v.actions)
    ex = Explanation(_("Acciones del tesoro del {ship}", ship=v.ship))
    _unplaced_step(ex, v)
    if v.actions:
        ex.add("caribic-treasure-timing", _("Con el {ship} ya se hizo: {actions}.", ship=v.ship,
                                            actions=[ACTION_NAMES[a] for a in v.actions]))
    open_moves, closed = [], []
    for option in state.treasure_options():
        if option.moves:
            open_moves += option.moves
            ex.add(ACTION_RULES[option.action], _("Se puede: {moves}.",
                                                     moves=[describe_move(mv) for mv in option.moves]))
        else:
            closed.append({"action": option.action.value, "rule": option.reason.rule_id})
            ex.add(option.reason.rule_id, _("{action}: no se puede. {reason}", action=ACTION_NAMES[option.action],
                                            reason=option.reason.message))
    names = [describe_move(mv) for mv in open_moves] or [_("ninguna")]
    outcome = {"actions": sorted(_move_code(mv) for mv in open_moves), "closed": closed}
    return Answer(_("Acciones abiertas: {actions}.", actions=names), ex, outcome)


def picture_treasure(v: Values, answer: Answer, lang: str) -> str:
    state = _situation("treasure", v, Options(), actions=v.actions)
    return with_title(state_svg(state, lang), _("El {ship} en {space}", ship=v.ship,
                                                space=state.label(v.positions[v.ship])).render(lang))


POSITIONS = Field("positions", _("dónde está cada barco que importa (los demás, lejos); espacio del mapa ilustrativo"),
                  MapOf(SHIP, SPACE), example={"Arriba": "r0c1", "Bravo": "r1c1"})
SHIP_CHESTS = Field("ship_chests", _("el cofre que lleva cada barco, por la ciudad que nombra"), MapOf(SHIP, TOWN),
                    default={}, example={"Bravo": "T05"})
PORT_CHESTS = Field("port_chests", _("las ciudades que tienen un cofre esperando"), ListOf(TOWN, unique=True),
                    default=(), example=["T01"])

TREASURE = Question(
    id="treasure",
    title=_("¿Qué acciones del tesoro puede hacer el barco que se mueve?"),
    rules=("caribic-treasure-active", "caribic-treasure-capture", "caribic-treasure-rob", "caribic-treasure-swap",
           "caribic-treasure-deliver", "caribic-treasure-one-chest", "caribic-treasure-timing"),
    fields=(
        PLAYERS,
        Field("ship", _("el barco que se está moviendo"), SHIP, example="Arriba"),
        POSITIONS, SHIP_CHESTS, PORT_CHESTS,
        Field("actions", _("las acciones del tesoro que ya se hicieron con este barco en este turno"),
              ListOf(ACTION, unique=True), default=(), example=["capture"]),
    ),
    answer=answer_treasure,
    outcome={"actions": {"type": "array", "items": {"type": "string"}},
             "closed": {"type": "array", "items": {
                 "type": "object", "required": ["action", "rule"], "additionalProperties": False,
                 "properties": {"action": {"enum": [a.value for a in Action]}, "rule": {"type": "string"}}}}},
    picture=picture_treasure,
    ambiguous=("deliver", "repeat_actions"),
    check=_check_treasure,
    summary=_("el barco activo, las posiciones, los cofres en los barcos y en las ciudades, lo ya hecho"),
)


# -------------------------------------------------------------------------------- voyage
STEP_WORDS = {"capture": m.Capture, "rob": m.Rob, "swap": m.Swap, "deliver": m.Deliver}


def _parse_step(value: object):
    """A step of a voyage as a file writes it: a space id (sail there), ``"capture"``, ``"rob Bravo"``,
    ``"swap Bravo"`` or ``"deliver red"``."""
    problem = _("Se espera un espacio del mapa (como \"r0c2\" o \"haven-red\"), \"capture\", \"rob Bravo\", "
                "\"swap Bravo\" o \"deliver red\".")
    if not isinstance(value, str):
        return problem
    if value in DEFAULT_MAP.spaces:
        return m.Sail(value)
    word, _sep, rest = value.partition(" ")
    kind = STEP_WORDS.get(word)
    if kind is m.Capture and not rest:
        return m.Capture()
    if kind in (m.Rob, m.Swap) and rest in SHIPS:
        return kind(rest)
    if kind is m.Deliver and rest in COLOURS:
        return m.Deliver(rest)
    return problem


def _step_text(move) -> str:
    if isinstance(move, m.Sail):
        return move.space
    word = next(w for w, k in STEP_WORDS.items() if isinstance(move, k))
    target = getattr(move, "ship", None) or getattr(move, "colour", None)
    return f"{word} {target}" if target else word


STEP_LABELS = tuple(
    [(s, _("avanzar a {space}", space=DEFAULT_MAP.label(s, article=False))) for s in DEFAULT_MAP.spaces]
    + [("capture", _("capturar la ciudad"))]
    + [(f"rob {s}", _("robar al {ship}", ship=s)) for s in SHIPS]
    + [(f"swap {s}", _("intercambiar cofres con el {ship}", ship=s)) for s in SHIPS]
    + [(f"deliver {c}", _("entregar en el refugio {colour}", colour=COLOUR_NAMES[c])) for c in COLOURS])
STEP = Text(_parse_step, _("un espacio contiguo al que avanza (\"r0c2\", \"haven-red\"), o una acción: "
                           "\"capture\", \"rob Bravo\", \"swap Bravo\", \"deliver red\""), _step_text,
            control="dropdown", options=STEP_LABELS)

REASONS = {PayReason.CAPTURE: _("captura"), PayReason.DELIVERY: _("entrega"), PayReason.EARLIER: _("antes")}


def _check_voyage(v: Values) -> None:
    _check_towns("voyage", v)
    if v.player > v.players:
        raise SituationError("voyage.player", _("Ese jugador no está en la partida: hay {n}.", n=v.players))
    _situation("voyage", v, Options(), player=v.player - 1, distance=v.distance)


def _voyage(v: Values, options: Options):
    """The voyage played on the engine: the state after it, the explanation, the index of the refused step
    (or None) and the error."""
    state = _situation("voyage", v, options, player=v.player - 1, distance=v.distance)
    ex = Explanation(_("El viaje del {ship}", ship=v.ship))
    _unplaced_step(ex, v)
    ex.add("caribic-move-distance", Plural(
        "El {ship} sale de {space} y puede avanzar hasta {n} espacio.",
        "El {ship} sale de {space} y puede avanzar hasta {n} espacios.", v.distance, ship=v.ship,
        space=state.label(v.positions[v.ship])))
    for i, move in enumerate(v.steps):
        try:
            done = state.push(move)
        except IllegalMoveError as error:
            ex.add(error.rule_id, _("Paso {n} ({move}): no se puede. {reason}", n=i + 1, move=describe_move(move),
                                    reason=error.message))
            return state, ex, i, error
        if isinstance(move, m.Sail):
            ex.add("caribic-move-distance", Plural(
                "Paso {step}: avanza hasta {space} (le queda {n} espacio).",
                "Paso {step}: avanza hasta {space} (le quedan {n} espacios).", state.turn.remaining, step=i + 1,
                space=state.label(move.space)))
        else:
            ex.add("caribic-treasure-timing", _("Paso {n}: {move}.", n=i + 1, move=describe_move(move)))
        ex.steps.extend(done.steps)
    try:
        done = state.push(m.EndMove())
    except IllegalMoveError as error:
        ex.add(error.rule_id, _("Al final, el {ship} no puede detenerse ahí. {reason}", ship=v.ship,
                                reason=error.message))
        return state, ex, len(v.steps), error
    for step in done.steps:
        if step.rule_id == "caribic-round-end":
            break  # (when the Fuego stops, the round ends: not this question's business)
        ex.steps.append(step)
    return state, ex, None, None


def answer_voyage(v: Values, options: Options) -> Answer:
    state, ex, refused, error = _voyage(v, options)
    path = list(state.turn.path) if state.turn is not None else None
    end = state.positions[v.ship]
    if path is None:  # the turn is over: the path ends where the ship stopped
        path = [v.positions[v.ship]] + [mv.space for mv in v.steps if isinstance(mv, m.Sail)]
    payments = [{"player": x.player + 1, "amount": x.amount, "reason": x.reason.value,
                 "chest": DEFAULT_CHESTS[x.chest].port} for x in state.ledger if x.reason is not PayReason.EARLIER]
    paid = [_("el {player} cobra {amount} ({reason})", player=player_name(x["player"] - 1),
              amount=doubloons_message(x["amount"]), reason=REASONS[PayReason(x["reason"])]) for x in payments]
    if refused is None:
        verdict = (_("El {ship} puede hacer este viaje y se detiene en {space}; {paid}.", ship=v.ship,
                     space=state.label(end), paid=paid) if paid else
                   _("El {ship} puede hacer este viaje y se detiene en {space}; nadie cobra.", ship=v.ship,
                     space=state.label(end)))
    elif refused == len(v.steps):
        verdict = _("El {ship} no puede terminar el viaje en {space}: {reason}", ship=v.ship, space=state.label(end),
                    reason=error.message)
    else:
        verdict = _("El paso {n} no se puede: {reason}", n=refused + 1, reason=error.message)
    outcome = {"legal": refused is None, "refused_step": None if refused is None else refused + 1,
               "rule": None if error is None else error.rule_id, "path": path, "end": end,
               "stops": refused is None, "payments": payments,
               "ship_chests": {s: DEFAULT_CHESTS[c].port for s, c in state.ship_chest.items() if c is not None}}
    return Answer(verdict, ex, outcome)


def picture_voyage(v: Values, answer: Answer, lang: str) -> str:
    """The map after the voyage (as far as it went), the ship's way drawn (from the outcome, so the picture
    is the ruling's whatever reading decided it)."""
    o = answer.outcome
    positions = {**v.positions, v.ship: o["end"]}
    captured = {p["chest"] for p in o["payments"] if p["reason"] == PayReason.CAPTURE.value}
    ports = {t: (_chest(t) if t in v.port_chests and t not in captured else None) for t in DEFAULT_MAP.ports}
    svg = sea_svg(DEFAULT_MAP, positions, {s: _chest(t) for s, t in o["ship_chests"].items()}, ports,
                  {c.id: c.value for c in DEFAULT_CHESTS}, COLOURS[:v.players], highlight=v.ship, path=o["path"],
                  lang=lang)
    return with_title(svg, _("El viaje del {ship}", ship=v.ship).render(lang))


VOYAGE = Question(
    id="voyage",
    title=_("¿Puede el barco hacer este viaje, y quién cobra?"),
    rules=("caribic-move-distance", "caribic-move-pass-occupied", "caribic-move-one-ship", "caribic-move-havens",
           "caribic-treasure-timing", "caribic-haven-delivery", "caribic-haven-payment"),
    fields=(
        PLAYERS,
        Field("ship", _("el barco que se mueve"), SHIP, example="Arriba"),
        Field("player", _("el jugador activo, que ganó la subasta del barco"), Integer(1, 4), default=1, example=1),
        Field("distance", _("cuántos espacios puede avanzar como mucho (lo dice la subasta)"), Integer(0, 9),
              example=3),
        POSITIONS, SHIP_CHESTS, PORT_CHESTS,
        Field("steps", _("lo que hace el barco, en orden: cada espacio al que avanza y cada acción del tesoro"),
              ListOf(STEP, 1, 20), example=["capture", "haven-red", "deliver red", "r1c0"]),
    ),
    answer=answer_voyage,
    outcome={"legal": {"type": "boolean"},
             "refused_step": {"type": ["integer", "null"], "minimum": 1},
             "rule": {"type": ["string", "null"]},
             "path": {"type": "array", "items": {"type": "string"}},
             "end": {"type": "string"},
             "stops": {"type": "boolean"},
             "payments": {"type": "array", "items": {
                 "type": "object", "required": ["player", "amount", "reason", "chest"], "additionalProperties": False,
                 "properties": {"player": {"type": "integer", "minimum": 1}, "amount": {"type": "integer"},
                                "reason": {"enum": [PayReason.CAPTURE.value, PayReason.DELIVERY.value]},
                                "chest": {"type": "string"}}}},
             "ship_chests": {"type": "object", "additionalProperties": {"type": "string"}}},
    picture=picture_voyage,
    ambiguous=("occupied", "deliver", "repeat_actions"),
    check=_check_voyage,
    summary=_("el barco, su jugador y su distancia, las posiciones, los cofres y los pasos del viaje"),
)


# --------------------------------------------------------------------------------- round
def _check_round(v: Values) -> None:
    for i, town in enumerate(v.supply):
        if town in v.supply[:i]:
            raise SituationError(f"round.supply[{i}]", _("Repetido: cada cofre va una vez como mucho."))
    size = supply_size(v.round)
    if len(v.supply) != size:
        raise SituationError("round.supply", Plural(
            "Imposible: en la ronda {round} queda {n} cofre en el suministro (diez al empezar, dos menos "
            "tras cada ronda).",
            "Imposible: en la ronda {round} quedan {n} cofres en el suministro (diez al empezar, dos menos "
            "tras cada ronda).", size, round=v.round))
    on_board = len(DEFAULT_CHESTS) - size
    if v.delivered > on_board:
        raise SituationError("round.delivered", Plural(
            "Imposible: en la ronda {round} solo ha salido del suministro {n} cofre.",
            "Imposible: en la ronda {round} solo han salido del suministro {n} cofres.", on_board, round=v.round))
    if v.money and len(v.money) < 2:
        raise SituationError("round.money", _("Se espera lo que tiene cada jugador, de 2 a 4 jugadores."))
    for i, amount in enumerate(v.money):
        if amount % 1000:
            raise SituationError(f"round.money[{i}]", _("Se cuenta en miles de doblones enteros."))


def _round_state(v: Values, options: Options) -> State:
    players = len(v.money) or 2
    game = Caribic(players, options)
    supply = [_chest(t) for t in v.supply]
    rest = [c.id for c in game.chests if c.id not in supply]
    in_play = len(rest) - v.delivered
    # The last ship of the round, the Fuego, stops; where the ships and the chests on the board are does
    # not change what the end of the round does.
    return State.situation(game, ship="Fuego", positions={"Fuego": game.sea.starts[0]}, round=v.round,
                           supply=supply, port_chests=rest[:in_play], delivered=rest[in_play:],
                           money=list(v.money) or None)


def answer_round(v: Values, options: Options) -> Answer:
    state = _round_state(v, options)
    done = state.push(m.EndMove())
    ex = Explanation(_("Fin de la ronda {n}", n=v.round))
    started = False
    for step in done.steps:
        started = started or step.rule_id == "caribic-round-end"
        if not started:
            continue
        if step.rule_id == "caribic-end" and not v.money:
            ex.add("caribic-end", _("Fin de la partida (ronda {n}); gana quien tiene más doblones.", n=v.round))
            continue
        ex.steps.append(step)
    over = state.phase is Phase.OVER
    new = list(v.supply[:2])
    if over:
        ex.add("caribic-q-end", _("El texto se corta antes del final: este sitio lee que la partida acaba tras la "
                                  "ronda {n} (o cuando se han entregado los dieciséis cofres).",
                                  n=options.last_round))
    winners = [p + 1 for p in winners_of(v.money)] if over and v.money else None
    if over:
        verdict = (Plural("Termina la ronda {round} y con ella la partida; gana {winners}.",
                          "Termina la ronda {round} y con ella la partida; comparten la victoria {winners}.",
                          len(winners), round=v.round,
                          winners=[_("el {player}", player=player_name(p - 1)) for p in winners]) if winners else
                   _("Termina la ronda {round} y con ella la partida.", round=v.round))
    elif new:
        verdict = Plural("Termina la ronda {round}: sale el cofre de {towns}; sigue la ronda {next}.",
                         "Termina la ronda {round}: salen los cofres de {towns}; sigue la ronda {next}.", len(new),
                         round=v.round, towns=new, next=v.round + 1)
    else:
        verdict = _("Termina la ronda {round}: ya no quedan cofres en el suministro; sigue la ronda {next}.",
                    round=v.round, next=v.round + 1)
    outcome = {"new_chests": new, "supply_left": len(state.supply), "game_over": over,
               "next_round": None if over else v.round + 1, "winners": winners}
    return Answer(verdict, ex, outcome)


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    values = {c.port: c.value for c in DEFAULT_CHESTS}
    return supply_picture(v.round, [(t, values[t]) for t in v.supply], lang)


ROUND = Question(
    id="round",
    title=_("Termina la ronda: ¿qué cofres salen, y sigue la partida?"),
    rules=("caribic-round-chests", "caribic-round-end", "caribic-round-reset", "caribic-setup-supply", "caribic-end"),
    fields=(
        Field("round", _("la ronda que termina"), Integer(1, 12), example=3),
        Field("supply", _("los cofres que quedan en el suministro, de izquierda a derecha, por la ciudad que nombran"),
              ListOf(TOWN, 0, 10), example=["T07", "T12", "T03", "T16", "T09", "T02"]),
        Field("delivered", _("cuántos cofres se han entregado ya en los refugios"), Integer(0, 16), default=0,
              example=2),
        Field("money", _("los doblones de cada jugador, del jugador 1 en adelante (para saber quién gana si la "
                         "partida acaba)"), ListOf(Integer(0, 500_000), 0, 4), default=(), assume=False,
              example=[14_000, 9_000, 12_000]),
    ),
    answer=answer_round,
    outcome={"new_chests": {"type": "array", "items": {"type": "string"}},
             "supply_left": {"type": "integer", "minimum": 0},
             "game_over": {"type": "boolean"},
             "next_round": {"type": ["integer", "null"]},
             "winners": {"type": ["array", "null"], "items": {"type": "integer"}}},
    picture=picture_round,
    check=_check_round,
    summary=_("la ronda que termina, el suministro de cofres, los cofres entregados y el dinero"),
)


# --------------------------------------------------------------------------------- coins
def _check_coins(v: Values) -> None:
    if v.amount % 1000:
        raise SituationError("coins.amount", _(
            "Las monedas valen 10.000, 5.000 y 1.000 doblones: se paga en miles enteros."))


def answer_coins(v: Values, options: Options) -> Answer:
    counts = dict(coins(v.amount))
    ex = Explanation(_("Pagar {amount}", amount=doubloons_message(v.amount)))
    ex.add("caribic-coins", _("Una moneda de oro vale 10.000 doblones, una de plata 5.000 y una de cobre 1.000; "
                              "se paga con las menos monedas posibles."))
    verdict = _("{amount} se pagan con {coins}.", amount=doubloons_message(v.amount), coins=coins_message(v.amount))
    outcome = {"gold": counts.get("gold", 0), "silver": counts.get("silver", 0), "copper": counts.get("copper", 0)}
    return Answer(verdict, ex, outcome)


def picture_coins(v: Values, answer: Answer, lang: str) -> str:
    return coins_picture(v.amount, lang)


COINS = Question(
    id="coins",
    title=_("¿Con qué monedas se paga esta cantidad?"),
    rules=("caribic-coins",),
    fields=(Field("amount", _("la cantidad en doblones"), Integer(0, 1_000_000), example=17_000),),
    answer=answer_coins,
    outcome={name: {"type": "integer", "minimum": 0} for name in ("gold", "silver", "copper")},
    picture=picture_coins,
    check=_check_coins,
    summary=_("la cantidad"),
)

QUESTIONS = (AUCTION, TREASURE, VOYAGE, ROUND, COINS)
