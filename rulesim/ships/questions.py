"""The questions a situation file may ask about Ships (see :mod:`rulesim.questions`).

- ``cubes`` — which cubes does phase one give me? (``ships-cubes-*``)
- ``payment`` — can I pay for this action now, and how? (``ships-actions-*``, ``ships-pay-*``)
- ``place`` — where may my ship go, and what does each place give? (``ships-place-*``)
- ``end`` — does the game end after this turn? (``ships-end*``)
- ``setup`` — what does a player start with, by seat and number of players? (``ships-setup-*``, ``ships-object``)
- ``tidy`` — what happens to my cubes when my turn ends, and who plays next? (``ships-tidy-*``, ``ships-turn-*``,
  ``ships-actions-cubes-stay``)

Victory points: ``place`` answers the points of a new level, an area entered, the spice box and a city
(``ships-vp-new-level``, ``ships-vp-area``, ``ships-vp-spice``, ``ships-vp-city``), ``payment`` those of gold paid
back to the pool (``ships-vp-gold``); ``ships-vp-lagging`` and ``ships-vp-card`` have no amount in the source
(open questions) and nothing to check.

The answers are :mod:`rulesim.ships.rulings`, played on the engine; the player asking is red, and the
other players' pieces are spread among them as the rules' bookkeeping allows.
"""

from __future__ import annotations

from ..errors import InvalidSetupError
from ..i18n import Plural, _
from ..questions import Answer, Boolean, Choice, Field, Integer, ListOf, MapOf, Question, SituationError, Values
from .board import (ACTION_NAMES, ACTIONS, COLOUR_NAMES, COLOURS, DEFAULT_BOARD, ERA_OF_ERA_NAMES, ERAS, GOOD_NAMES,
                    GOODS, OPEN_BANK, OPEN_WAREHOUSE, SPICE, TRACK_LEVELS, Era)
from .options import Options
from .rulings import (end_state, game_end, payment, payment_state, phase_one, phase_one_state, placement, setup,
                      setup_state, tidy, tidy_state)
from .state import Phase, Ships, State, describe_space
from .pictures import area_svg, cubes_svg, screen_svg, track_svg

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
        payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken,
                      gold_returned=v.gold_returned)
    except InvalidSetupError as error:
        raise _setup_error("payment", error, {"ships-setup-pool": "stock_free", "ships-place-disc": "gold",
                                              "ships-cubes-era": "section_free"}) from None


def answer_payment(v: Values, options: Options) -> Answer:
    return payment(v.action, v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken, options,
                   v.gold_returned)


def picture_payment(v: Values, answer: Answer, lang: str) -> str:
    state = payment_state(v.era, v.section_merchant, v.section_free, v.stock_free, v.gold, v.card_taken)
    return cubes_svg(state.players[0], "red", lang)


PAYMENT = Question(
    id="payment",
    title=_("¿Puedo pagar esta acción ahora, y cómo?"),
    rules=("ships-actions-cost", "ships-actions-list", "ships-pay-merchant", "ships-pay-free", "ships-pay-example",
           "ships-actions-card-once", "ships-actions-repeat", "ships-action-card", "ships-action-gold",
           "ships-action-navigation", "ships-action-undescribed", "ships-vp-gold"),
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
        Field("gold_returned", _("el oro que ya devolviste a la reserva en la partida"), Integer(0, 56), default=0,
              example=1),
    ),
    answer=answer_payment,
    outcome={"possible": {"type": "boolean"},
             "payments": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
             "closed": {"type": ["string", "null"]},
             "points": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}},
    picture=picture_payment,
    ambiguous=("gold_points", "bank_full"),
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
    own = [b for b, (area, box, _loc) in game.board.trade_boxes.items()
           if area == v.area and b not in trade and box.symbol != SPICE]
    if v.own_in_area > (missing if current == Era.GALLEY else 6 * ERAS.index(current) + missing):
        raise SituationError("place.own_in_area", Plural(
            "Imposible: cada cubo tuyo en el tablero llegó con un barco tuyo, y en el registro tienes {n}.",
            "Imposible: cada cubo tuyo en el tablero llegó con un barco tuyo, y en el registro tienes {n}.",
            missing if current == Era.GALLEY else 6 * ERAS.index(current) + missing))
    if v.own_in_area > len(own):
        raise SituationError("place.own_in_area", _("Imposible: en tu área no quedan tantas casillas de comercio libres."))
    trade.update({b: 0 for b in own[:v.own_in_area]})
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
    rules=("ships-place-level", "ships-place-counter", "ships-place-era", "ships-place-box", "ships-place-area",
           "ships-place-trade", "ships-place-goods", "ships-place-warehouse", "ships-place-spice",
           "ships-place-south-america", "ships-place-industry", "ships-place-warship", "ships-place-disc",
           "ships-place-city", "ships-place-benefits", "ships-vp-new-level", "ships-vp-area", "ships-vp-spice",
           "ships-vp-city"),
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
        Field("own_in_area", _("tus cubos de comerciante en casillas de comercio de tu área actual"), Integer(0, 9),
              default=0, example=0),
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
    ambiguous=("counter_era", "spice_cube", "current_area", "area_entry", "level_points"),
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

# ------------------------------------------------------------------------------------ setup
def _check_setup(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("setup.seat", Plural("Con {n} jugador, el puesto es 1.", "Con {n} jugadores, el puesto va "
                                                  "de 1 a {n}.", v.players))


def answer_setup(v: Values, options: Options) -> Answer:
    return setup(v.players, v.seat, options)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    state = setup_state(v.players)
    p = (state.first + v.seat - 1) % v.players
    return screen_svg(state.players[p], COLOURS[p], lang)


SETUP = Question(
    id="setup",
    title=_("¿Con qué empiezo la partida?"),
    rules=("ships-setup-pool", "ships-setup-screens", "ships-setup-cubes", "ships-setup-free", "ships-setup-discs",
           "ships-setup-counters", "ships-setup-vp", "ships-setup-cards", "ships-setup-first", "ships-setup-food",
           "ships-object"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=4),
        Field("seat", _("tu puesto en el orden de turno (1 = el primer jugador)"), Integer(1, 4), example=3),
    ),
    answer=answer_setup,
    outcome={"stock_merchant": {"type": "integer", "minimum": 0}, "pool_merchant": {"type": "integer", "minimum": 0},
             "stock_free": {"type": "integer", "minimum": 0}, "warehouse_open": {"type": "integer", "minimum": 0},
             "bank_open": {"type": "integer", "minimum": 0}, "vp": {"type": "integer"},
             "food": {"type": "integer", "minimum": 0},
             "counters": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
             "face_up_cards": {"type": "integer", "minimum": 0}, "pool_free": {"type": "integer", "minimum": 0}},
    picture=picture_setup,
    check=_check_setup,
    summary=_("cuántos jugadores hay y en qué puesto juegas"),
)


# ------------------------------------------------------------------------------------- tidy
def _tidy_state(v: Values) -> State:
    return tidy_state(v.players, COLOURS.index(v.first), COLOURS.index(v.player), v.section_merchant,
                      v.section_free, v.boxes_merchant, v.boxes_free, v.stock_free)


def _check_tidy(v: Values) -> None:
    for name in ("first", "player"):
        if COLOURS.index(getattr(v, name)) >= v.players:
            raise SituationError(f"tidy.{name}", _("Con {n} jugadores, los colores son: {colours}.", n=v.players,
                                                   colours=[COLOUR_NAMES[c] for c in COLOURS[:v.players]]))
    try:
        _tidy_state(v)
    except InvalidSetupError as error:
        raise _setup_error("tidy", error, {"ships-setup-pool": "boxes_free", "ships-setup-free": "boxes_free",
                                           "ships-setup-cubes": "boxes_merchant"}) from None


def answer_tidy(v: Values, options: Options) -> Answer:
    return tidy(v.players, COLOURS.index(v.first), COLOURS.index(v.player), v.section_merchant, v.section_free,
                v.boxes_merchant, v.boxes_free, v.stock_free, options)


def picture_tidy(v: Values, answer: Answer, lang: str) -> str:
    from .moves import EndTurn
    state = _tidy_state(v)
    p = state.player
    state.push(EndTurn())
    return cubes_svg(state.players[p], COLOURS[p], lang)


TIDY = Question(
    id="tidy",
    title=_("Termino mis acciones: ¿qué pasa con mis cubos y a quién le toca?"),
    rules=("ships-tidy-free", "ships-tidy-unused", "ships-actions-cubes-stay", "ships-turn-order",
           "ships-turn-phases"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3),
        Field("first", _("el color del primer jugador"), COLOUR, default="red", example="red"),
        Field("player", _("tu color"), COLOUR, example="yellow"),
        Field("section_merchant", _("los cubos de comerciante sin usar en tu sección de acciones"), Integer(0, 2),
              default=0, example=0),
        Field("section_free", _("los cubos libres sin usar en tu sección de acciones"), Integer(0, 2), default=0,
              example=1),
        Field("boxes_merchant", _("tus cubos de comerciante en las cajas de acción"), Integer(0, 18), default=0,
              example=2),
        Field("boxes_free", _("los cubos libres en tus cajas de acción"), Integer(0, 19), default=0, example=1),
        Field("stock_free", _("los cubos libres de tu stock disponible"), Integer(0, 19), default=0, example=0),
    ),
    answer=answer_tidy,
    outcome={"returned": {"type": "integer", "minimum": 0}, "stock_free": {"type": "integer", "minimum": 0},
             "stock_merchant": {"type": "integer", "minimum": 0},
             "section_merchant": {"type": "integer", "minimum": 0},
             "boxes_merchant": {"type": "integer", "minimum": 0},
             "next_player": {"type": ["string", "null"], "enum": [*COLOURS, None]}},
    picture=picture_tidy,
    ambiguous=("unused_merchant",),
    check=_check_tidy,
    summary=_("los jugadores, quién empezó, tu color y dónde quedan tus cubos al terminar las acciones"),
)

QUESTIONS = (SETUP, CUBES, PAYMENT, PLACE, TIDY, END)

__all__ = ["QUESTIONS", "SETUP", "CUBES", "PAYMENT", "PLACE", "TIDY", "END"]
