"""The questions a situation file may ask about Caribic (see :mod:`rulesim.questions`).

- ``auction`` — who wins this ship, and how far may it move? (``caribic-move-*``, ``caribic-tie-*``)
- ``treasure`` — which treasure actions may the ship on the move take here? (``caribic-treasure-*``, ``caribic-haven-*``)
"""

from __future__ import annotations

from ..errors import RuleViolation
from ..explain import Explanation
from ..i18n import Plural, Value, _
from ..questions import (Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Text,
                         Values)
from . import moves as m
from .auction import resolve_auction
from .board import DEFAULT_MAP
from .cards import DEFAULT_CARDS, SHIPS, BribeCard
from .options import Options
from .state import Caribic, describe_move
from .svg import auction_svg, sea_svg

SHIP = Choice({s: Value(s) for s in SHIPS}, control="dropdown")
THIEF = "thief"
SPENT = "spent"


def _card(value: object) -> BribeCard | _:
    if value == THIEF:
        return DEFAULT_CARDS[6]
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 5:
        return DEFAULT_CARDS[value]
    return _("Se espera un número de barriles (0 a 5) o «thief».")


def _card_back(card: BribeCard) -> object:
    return THIEF if card.is_thief else card.barrels


def _tiebreaker(value: object) -> BribeCard | None | _:
    return None if value == SPENT else _card(value)


CARD_OPTIONS = tuple((_card_back(c), c.describe()) for c in DEFAULT_CARDS)
CARD = Text(_card, _("barriles de 0 a 5, o \"thief\" (la carta del ladrón)"), _card_back, control="card",
            options=CARD_OPTIONS)
TIEBREAKER = Text(_tiebreaker, _("barriles de 0 a 5, \"thief\", o \"spent\" si ya se gastó en esta ronda"),
                  lambda c: SPENT if c is None else _card_back(c), control="card",
                  options=CARD_OPTIONS + ((SPENT, _("ya gastado")),))


# ------------------------------------------------------------------------------- auction
def _check_auction(v: Values) -> None:
    n = len(v.bids)
    if v.tiebreakers is not None and len(v.tiebreakers) != n:
        raise SituationError("auction.tiebreakers", _("Se espera un desempate por jugador («spent» si ya se gastó)."))
    if v.reveal is not None and len(v.reveal) != n:
        raise SituationError("auction.reveal", _("Se espera un sí o no (true / false) por jugador."))
    for p, (bid, tb) in enumerate(zip(v.bids, v.tiebreakers or ())):
        if tb is not None and tb.id == bid.id:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: la oferta y el desempate de un jugador son dos cartas distintas de sus siete."))


def _auction_parts(v: Values):
    n = len(v.bids)
    cards = dict(enumerate(v.bids))
    tbs = dict(enumerate(v.tiebreakers if v.tiebreakers is not None else (None,) * n))
    reveal = dict(enumerate(v.reveal if v.reveal is not None else (False,) * n))
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
    winner = answer.outcome["winner"]
    return auction_svg(v.ship, cards, tbs, reveal, None if winner is None else winner - 1, answer.outcome["distance"],
                       lang)


AUCTION = Question(
    id="auction",
    title=_("¿Quién gana este barco y hasta dónde puede moverlo?"),
    rules=("caribic-move-reveal", "caribic-move-distance", "caribic-move-thieves", "caribic-tie-decide",
           "caribic-tie-reveal"),
    fields=(
        Field("ship", _("el barco que se subasta"), SHIP, example="Diabolo"),
        Field("bids", _("la carta que cada jugador asignó a este barco, del jugador 1 en adelante"),
              ListOf(CARD, 2, 4), example=[3, THIEF, 3]),
        Field("tiebreakers", _("la carta de desempate de cada jugador"), ListOf(TIEBREAKER, 2, 4), default=None,
              example=[2, 5, 5]),
        Field("reveal", _("si cada jugador descubre su desempate en caso de empate"), ListOf(Boolean(), 2, 4),
              default=None, example=[True, False, False]),
    ),
    answer=answer_auction,
    outcome={"winner": {"type": ["integer", "null"], "minimum": 1},
             "distance": {"type": "integer", "minimum": 0},
             "tied": {"type": "array", "items": {"type": "integer"}},
             "revealed": {"type": "array", "items": {"type": "integer"}}},
    picture=picture_auction,
    ambiguous=("zero_vs_minus_one",),
    check=_check_auction,
    summary=_("el barco, las ofertas, los desempates y quién los descubre"),
)


# ------------------------------------------------------------------------------ treasure
SPACE = Choice({s: Value(s) for s in DEFAULT_MAP.spaces}, control="dropdown")
TOWN = Choice({t: Value(t) for t in DEFAULT_MAP.ports}, control="dropdown")


def _treasure_state(v: Values, options: Options):
    game = Caribic(v.players, options)
    state = game.new_state(0)
    for ship, space in v.positions.items():
        state.positions[ship] = space
    by_port = {c.port: c.id for c in game.chests}
    state.port_chest = {town: None for town in game.sea.ports}
    state.ship_chest = {ship: None for ship in SHIPS}
    for town in v.port_chests:
        state.port_chest[town] = by_port[town]
    used = set(v.port_chests)
    for ship, town in v.ship_chests.items():
        used.add(town)
        state.ship_chest[ship] = by_port[town]
    rest = [c.id for c in game.chests if c.port not in used]
    state.supply, state.delivered = rest[:10], rest[10:]
    state.phase, state.player = "move", 0
    state.turn = {"ship": v.ship, "player": 0, "remaining": 0, "path": [state.positions[v.ship]], "actions": []}
    state._legal = None
    return state


def _check_treasure(v: Values) -> None:
    sea = [p for p in v.positions.values() if not DEFAULT_MAP.is_haven(p)]
    if len(sea) != len(set(sea)):
        raise SituationError("treasure.positions", _("Imposible: dos barcos en el mismo espacio de mar."))
    if v.ship not in v.positions:
        raise SituationError("treasure.positions", _("Falta la posición del barco activo ({ship}).", ship=v.ship))
    used = set(v.port_chests)
    for ship, town in v.ship_chests.items():
        if town in used:
            raise SituationError(f"treasure.ship_chests.{ship}", _("Cada cofre (por su ciudad) está en un solo sitio."))
        used.add(town)


TREASURE_RULES = {m.Capture: "caribic-treasure-capture", m.Rob: "caribic-treasure-rob",
                  m.Swap: "caribic-treasure-swap", m.Deliver: "caribic-treasure-deliver"}


def answer_treasure(v: Values, options: Options) -> Answer:
    state = _treasure_state(v, options)
    game = state.game
    actions = [mv for mv in state.legal_moves() if not isinstance(mv, (m.Sail, m.EndMove))]
    ex = Explanation(_("Acciones del tesoro del {ship}", ship=v.ship))
    for kind, rule_id in TREASURE_RULES.items():
        candidates = ([kind()] if kind is m.Capture else
                      [kind(x) for x in (SHIPS if kind in (m.Rob, m.Swap) else game.colours)])
        reasons = []
        for mv in candidates:
            try:
                state._check(mv)
                reasons.append(None)
            except RuleViolation as error:
                reasons.append(error)
        if any(r is None for r in reasons):
            ex.add(rule_id, _("Se puede: {moves}.", moves=[describe_move(mv) for mv, r in zip(candidates, reasons)
                                                           if r is None]))
        else:
            first = next(r for r in reasons if r is not None)
            ex.add(first.rule_id, _("No se puede: {reason}", reason=first.message))
    names = [describe_move(mv) for mv in actions] or [_("ninguna")]
    outcome = {"actions": sorted(type(mv).__name__ + (f":{getattr(mv, 'ship', getattr(mv, 'colour', ''))}"
                                                      if not isinstance(mv, m.Capture) else "") for mv in actions)}
    return Answer(_("Acciones abiertas: {actions}.", actions=names), ex, outcome)


def picture_treasure(v: Values, answer: Answer, lang: str) -> str:
    state = _treasure_state(v, Options())
    return sea_svg(state.game.sea, state.positions, state.ship_chest, state.port_chest,
                   {c.id: c.value for c in state.game.chests}, state.game.colours, highlight=v.ship, lang=lang)


TREASURE = Question(
    id="treasure",
    title=_("¿Qué acciones del tesoro puede hacer el barco que se mueve?"),
    rules=("caribic-treasure-active", "caribic-treasure-capture", "caribic-treasure-rob", "caribic-treasure-swap",
           "caribic-treasure-deliver"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3),
        Field("ship", _("el barco que se está moviendo"), SHIP, example="Arriba"),
        Field("positions", _("dónde está cada barco (espacio del mapa ilustrativo)"), MapOf(SHIP, SPACE),
              example={"Arriba": "r0c1", "Bravo": "r0c2"}),
        Field("ship_chests", _("el cofre que lleva cada barco, por la ciudad que nombra"), MapOf(SHIP, TOWN),
              default={}, example={"Bravo": "T05"}),
        Field("port_chests", _("las ciudades que tienen un cofre esperando"), ListOf(TOWN, unique=True), default=(),
              example=["T01"]),
    ),
    answer=answer_treasure,
    outcome={"actions": {"type": "array", "items": {"type": "string"}}},
    picture=picture_treasure,
    ambiguous=("deliver", "repeat_actions"),
    check=_check_treasure,
    summary=_("el barco activo, las posiciones, los cofres en los barcos y en las ciudades"),
)

QUESTIONS = (AUCTION, TREASURE)
