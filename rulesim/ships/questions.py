"""The questions a situation file may ask about Ships (see :mod:`rulesim.questions`).

- ``cubes`` — which cubes does phase one give me? (``ships-cubes-*``)
- ``payment`` — can I pay for this action now, and how? (``ships-actions-*``, ``ships-pay-*``)
- ``place`` — where may my ship go, and what does each place give? (``ships-place-*``)
- ``end`` — does the game end after this turn? (``ships-end*``)

The answers are :mod:`rulesim.ships.rulings`, played on the engine; the player asking is red, and the
other players' pieces are spread among them as the rules' bookkeeping allows.
"""

from __future__ import annotations

from ..errors import InvalidSetupError
from ..i18n import _
from ..questions import Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Values
from .board import (ACTION_NAMES, ACTIONS, COLOUR_NAMES, COLOURS, DEFAULT_BOARD, ERA_OF_ERA_NAMES, ERAS, GOOD_NAMES,
                    GOODS, OPEN_BANK, OPEN_WAREHOUSE, TRACK_LEVELS, Era)
from .options import Options
from .rulings import end_state, game_end, payment, payment_state, phase_one, phase_one_state, placement
from .state import Phase, Ships, State, describe_space
from .svg import area_svg, cubes_svg, track_svg

ERA = Choice({e.value: ERA_OF_ERA_NAMES[e] for e in ERAS})
ACTION = Choice({a.value: ACTION_NAMES[a] for a in ACTIONS}, control="dropdown")
COLOUR = Choice({c: COLOUR_NAMES[c] for c in COLOURS})
GOOD = Choice({g.value: GOOD_NAMES[g] for g in GOODS})
SPACE = Choice({s: describe_space(s) for s in [*DEFAULT_BOARD.trade_boxes, *DEFAULT_BOARD.city_spaces]},
               control="dropdown")
AREA = Choice({a.number: a.name for a in DEFAULT_BOARD.areas}, control="dropdown")


def _setup_error(section: str, error: InvalidSetupError, fields: dict[str, str]) -> SituationError:
    """An impossible position, named by the field the broken rule points at."""
    return SituationError(section + "." + fields[error.rule_id] if error.rule_id in fields else section, error.message)


# ------------------------------------------------------------------------------------ cubes
def answer_cubes(v: Values, options: Options) -> Answer:
    return phase_one(v.era, v.stock_merchant, v.pool_free, options)


def picture_cubes(v: Values, answer: Answer, lang: str) -> str:
    from .moves import TakeCubes
    state = phase_one_state(v.era, v.stock_merchant, v.pool_free)
    state.push(TakeCubes())
    return cubes_svg(state.players[0], "red", lang)


CUBES = Question(
    id="cubes",
    title=_("¿Qué cubos me da la fase uno?"),
    rules=("ships-cubes-era", "ships-cubes-short", "ships-cubes-none"),
    fields=(
        Field("era", _("la era en juego"), ERA, example="sailing"),
        Field("stock_merchant", _("los cubos de comerciante que tienes en el stock disponible"), Integer(0, 20),
              example=1),
        Field("pool_free", _("los cubos libres que quedan en la reserva"), Integer(0, 25), default=10, example=10),
    ),
    answer=answer_cubes,
    outcome={"merchant": {"type": "integer", "minimum": 0}, "free": {"type": "integer", "minimum": 0},
             "actions": {"type": "integer", "minimum": 0}, "rescue": {"type": "boolean"}},
    picture=picture_cubes,
    summary=_("la era, tus cubos de comerciante en el stock y los cubos libres de la reserva"),
)


# ---------------------------------------------------------------------------------- payment
def _check_payment(v: Values) -> None:
    try:
        payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken)
    except InvalidSetupError as error:
        raise _setup_error("payment", error, {"ships-setup-pool": "stock_free", "ships-place-disc": "gold",
                                              "ships-cubes-era": "section_free"}) from None


def answer_payment(v: Values, options: Options) -> Answer:
    return payment(v.action, v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken, options)


def picture_payment(v: Values, answer: Answer, lang: str) -> str:
    state = payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken)
    return cubes_svg(state.players[0], "red", lang)


PAYMENT = Question(
    id="payment",
    title=_("¿Puedo pagar esta acción ahora, y cómo?"),
    rules=("ships-actions-cost", "ships-pay-merchant", "ships-pay-free", "ships-pay-example",
           "ships-actions-card-once"),
    fields=(
        Field("action", _("la acción"), ACTION, example="upgrade-ship"),
        Field("era", _("la era en juego"), ERA, default="galley", example="galley"),
        Field("section_merchant", _("los cubos de comerciante que te quedan en la sección de acciones"),
              Integer(0, 2), default=0, example=1),
        Field("section_free", _("los cubos libres que te quedan en la sección de acciones"), Integer(0, 2), default=0,
              example=0),
        Field("stock_free", _("los cubos libres de tu stock disponible"), Integer(0, 23), default=0, example=1),
        Field("gold", _("el oro de tu banco"), Integer(0, 10), default=0, example=3),
        Field("card_taken", _("si ya tomaste una carta en este turno"), Boolean(), default=False, example=False),
    ),
    answer=answer_payment,
    outcome={"possible": {"type": "boolean"},
             "payments": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
             "closed": {"type": ["string", "null"]}},
    picture=picture_payment,
    check=_check_payment,
    summary=_("la acción, la era, tus cubos en la sección y en el stock, tu oro"),
)


# ------------------------------------------------------------------------------------ place
def _place_state(v: Values, options: Options | None = None) -> State:
    """The position of a ``place`` question (a fresh copy: the answer plays on it)."""
    key = repr(sorted((k, repr(x)) for k, x in v.items()))
    if key not in _PLACED:
        if len(_PLACED) > 16:
            _PLACED.clear()
        _PLACED[key] = _arrange_place(v)  # (checked once, however many readings are tried)
    state = _PLACED[key].copy()
    if options is not None:
        state.game = Ships(v.players, options)
    return state


_PLACED: dict[str, State] = {}


def _arrange_place(v: Values) -> State:
    """Red in phase two with a merchant cube in the section, the track up to ``highest_level`` (one ship of
    another player on each level, of that level's era; red's own missing counters of the current era on the
    highest level), the spaces ``taken`` by the other players, and red's screen as described."""
    game = Ships(v.players)
    others = list(range(1, v.players))
    track = [(lv, "merchant", others[(lv - 1) % len(others)], game.era_of(lv).value)
             for lv in range(1, v.highest_level + 1)]
    current = game.era_of(v.highest_level) if v.highest_level else Era.GALLEY
    missing = 6 - v.counters
    if missing and not v.highest_level:
        raise SituationError("place.counters", _(
            "Imposible: con el registro vacío, todas tus fichas de barco siguen bajo la pantalla."))
    track += [(v.highest_level, "merchant", 0, current.value)] * missing
    trade = {s: others[k % len(others)] for k, s in enumerate(x for x in v.taken if x in game.board.trade_boxes)}
    if len(trade) > 11 * len(others):
        raise SituationError("place.taken", _("Imposible: los demás jugadores no tienen tantos cubos de comerciante."))
    cities = {s: others[k % len(others)] for k, s in enumerate(x for x in v.taken if x in game.board.city_spaces)}
    screens = [{"section_merchant": 1, "stock_merchant": v.stock_merchant, "goods": dict(v.goods),
                "industry": v.industry, "gold": v.gold, "area": v.area,
                "warehouse_discs": v.warehouse_discs, "bank_discs": v.bank_discs}]
    for p in others:
        discs = sum(1 for o in cities.values() if o == p)
        screens.append({"area": v.others_area, "warehouse_discs": 8 - min(8, discs),
                        "bank_discs": 8 - max(0, discs - 8)})
    own_cities = 16 - v.warehouse_discs - v.bank_discs  # red's discs already on the board
    free_cities = [c for c in game.board.city_spaces if c not in cities]
    if own_cities > len(free_cities):
        raise SituationError("place.warehouse_discs", _("Imposible: no hay tantos espacios de ciudad en el tablero."))
    # (red's discs already on the board: the last free city spaces, far from the areas in play)
    cities.update({c: 0 for c in free_cities[len(free_cities) - own_cities:]} if own_cities else {})
    return State.arrange(game, first=0, phase=Phase.ACTIONS, players=screens, track=track, trade=trade,
                         cities=cities)


def _check_place(v: Values) -> None:
    if len(set(v.taken)) != len(v.taken):
        raise SituationError("place.taken", _("Repetido: cada casilla va una vez como mucho."))
    try:
        _place_state(v)
    except InvalidSetupError as error:
        raise _setup_error("place", error, {
            "ships-place-warehouse": "goods", "ships-place-disc": "gold", "ships-setup-cubes": "stock_merchant",
            "ships-setup-discs": "taken", "ships-setup-pool": "goods", "ships-setup-counters": "counters"}) from None


def answer_place(v: Values, options: Options) -> Answer:
    return placement(_place_state(v, options), 0)


def picture_place(v: Values, answer: Answer, lang: str) -> str:
    state = _place_state(v)
    spaces = [o["space"] for o in answer.outcome["spaces"]]
    board = state.game.board
    areas = [board.trade_boxes[s][0] if s in board.trade_boxes else board.city_spaces[s][0] for s in spaces]
    area = min(areas) if areas else state.current_area(0)
    return area_svg(state, area, lang, spaces)


PLACE = Question(
    id="place",
    title=_("¿Dónde puede ir mi barco y qué me da cada sitio?"),
    rules=("ships-place-level", "ships-place-counter", "ships-place-box", "ships-place-area", "ships-place-trade",
           "ships-place-city"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3),
        Field("highest_level", _("el nivel más alto ocupado del registro de antigüedad (0 si está vacío)"),
              Integer(0, TRACK_LEVELS), default=0, example=0),
        Field("counters", _("las fichas de barco de la era en curso que te quedan bajo la pantalla"), Integer(0, 6),
              default=6, example=6),
        Field("stock_merchant", _("los cubos de comerciante de tu stock disponible"), Integer(0, 19), default=9,
              example=8),
        Field("goods", _("las mercancías de tu almacén"), MapOf(GOOD, Integer(0, 11)), default={},
              example={"oil": 1}),
        Field("industry", _("tus fichas de industria en el stock"), Integer(0, 30), default=0, example=0),
        Field("gold", _("el oro de tu banco"), Integer(0, 10), default=0, example=0),
        Field("warehouse_discs", _("los discos de ciudad que quedan en tu almacén"),
              Integer(0, 11 - OPEN_WAREHOUSE), default=8, example=8),
        Field("bank_discs", _("los discos de ciudad que quedan en tu banco"), Integer(0, 10 - OPEN_BANK), default=8,
              example=8),
        Field("area", _("tu área actual (la más avanzada en la que has colocado)"), AREA, default=1, example=1),
        Field("others_area", _("el área más avanzada de los demás jugadores"), AREA, default=1, example=1),
        Field("taken", _("las casillas de comercio y espacios de ciudad ya ocupados por otros"), ListOf(SPACE),
              default=(), example=["miletus-2"]),
    ),
    answer=answer_place,
    outcome={"possible": {"type": "boolean"},
             "levels": {"type": "array", "items": {"type": "object", "required": ["level", "vp"],
                                                   "properties": {"level": {"type": "integer"},
                                                                  "vp": {"type": "integer"}}}},
             "discs": {"type": "array", "items": {"type": "string", "enum": ["warehouse", "bank"]}},
             "spaces": {"type": "array", "items": {"type": "object", "required": ["box", "space"],
                                                   "properties": {"box": {"type": "string"},
                                                                  "space": {"type": "string"},
                                                                  "vp": {"type": "integer"},
                                                                  "gold": {"type": "integer"},
                                                                  "goods": {"type": "object"}}}}},
    picture=picture_place,
    ambiguous=("counter_era", "spice_cube", "current_area"),
    check=_check_place,
    summary=_("el registro, tus fichas, cubos, mercancías, discos y oro, tu área y las casillas ocupadas"),
)


# -------------------------------------------------------------------------------------- end
def _check_end(v: Values) -> None:
    for name in ("first", "player"):
        if COLOURS.index(getattr(v, name)) >= v.players:
            raise SituationError(f"end.{name}", _("Con {n} jugadores, los colores son: {colours}.", n=v.players,
                                                  colours=[COLOUR_NAMES[c] for c in COLOURS[:v.players]]))
    if v.level_11 > 6 * v.players:
        raise SituationError("end.level_11", _("Imposible: no hay tantas fichas de barco de vapor."))


def answer_end(v: Values, options: Options) -> Answer:
    return game_end(v.players, COLOURS.index(v.first), COLOURS.index(v.player), v.level_11, options)


def picture_end(v: Values, answer: Answer, lang: str) -> str:
    state = end_state(v.players, COLOURS.index(v.first), COLOURS.index(v.player), v.level_11)
    return track_svg(state, lang, [TRACK_LEVELS])


END = Question(
    id="end",
    title=_("¿Termina la partida después de este turno?"),
    rules=("ships-end", "ships-end-last-player"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3),
        Field("first", _("el color del primer jugador"), COLOUR, default="red", example="red"),
        Field("player", _("el color de quien termina su turno"), COLOUR, example="yellow"),
        Field("level_11", _("las fichas de barco en el nivel 11 al terminar el turno"), Integer(0, 24), example=5),
    ),
    answer=answer_end,
    outcome={"ends": {"type": "boolean"}, "last_player": {"type": "string", "enum": list(COLOURS)}},
    picture=picture_end,
    check=_check_end,
    summary=_("los jugadores, quién empezó, quién termina el turno y las fichas del nivel 11"),
)

QUESTIONS = (CUBES, PAYMENT, PLACE, END)

__all__ = ["QUESTIONS", "CUBES", "PAYMENT", "PLACE", "END"]
