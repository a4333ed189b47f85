"""``place``: where may my ship go, and what does each place give? (*Place ship*: ``ships-place-*``; and the
victory points of a new level, an area entered, the spice box and a city: ``ships-vp-new-level``,
``ships-vp-area``, ``ships-vp-spice``, ``ships-vp-city``)"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ...explain import Explanation, Step
from ...i18n import Message, Plural, _
from ...kinds import Boolean, Choice, Integer, ListOf, MapOf
from ...outcomes import Outcome, outcome_field
from ...position import InvalidPosition
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import (
    DEFAULT_BOARD,
    ERAS,
    GOOD_NAMES,
    GOODS,
    OPEN_BANK,
    OPEN_WAREHOUSE,
    SHIP_BOX_NAMES,
    SHIP_COUNTERS_PER_ERA,
    SPICE,
    STORE_NAMES,
    TRACK_LEVELS,
    Action,
    Era,
    Good,
    Payment,
    ShipBox,
    Store,
    describe_space,
)
from ..examples import laid_out
from ..game import Ships
from ..moves import Act, Move
from ..options import Options
from ..parts import AREA, Phase, Placed, Player
from ..pictures import area_svg
from ..place_ship import UseIndustry
from ..state import State
from .common import PLAYERS, refused
from .place_choice import Played, chosen_box, play_out, played_verdict, tell_box

GOOD = Choice({g.value: GOOD_NAMES[g] for g in GOODS})
SPACE = Choice({s: describe_space(s) for s in [*DEFAULT_BOARD.trade_boxes, *DEFAULT_BOARD.city_spaces]},
               control="dropdown")
_LEVEL_ITEMS = {"type": "object", "required": ["level", "vp"],
                "properties": {"level": {"type": "integer"}, "vp": {"type": "integer"}}}
_SPACE_ITEMS = {"type": "object", "required": ["box", "space"],
                "properties": {"box": {"type": "string"}, "space": {"type": "string"}, "vp": {"type": "integer"},
                               "gold": {"type": "integer"}, "goods": {"type": "object"},
                               "industry": {"type": "integer"}}}
COUNT = {"type": "integer", "minimum": 0}
BOX = Choice({b.value: SHIP_BOX_NAMES[b] for b in ShipBox})
DISC = Choice({s.value: STORE_NAMES[s] for s in Store})
PIECE = Choice({"merchant": _("cubos de comerciante"), "free": _("cubos libres"),
                "industry": _("fichas de industria")})


@dataclass(frozen=True)
class LevelGain(Outcome):
    """A level the ship may go to, and the victory points of the first ship there."""

    level: int
    vp: int


@dataclass(frozen=True)
class SpaceGain(Outcome):
    """A trade box (``merchant``) or city space (``warship``) the ship may take, what it gives at once, and the
    goods one more industry counter of the stock would add there (``industry``: 0 where none can be spent)."""

    box: str
    space: str
    vp: int
    gold: int
    goods: dict[str, int]
    industry: int = 0


@dataclass(frozen=True)
class PlaceOutcome(Outcome):
    """Whether the ship can be placed, the levels, the stores a city disc may come from, and every space; the
    number of spaces in each box (trade boxes: ``merchant``; city spaces: ``warship``) and the most points a
    placement gives (what the verdict counts); the action and the rule that closes it (if one does); what the
    «Colocar barco» box already holds; and, when the file chooses a space, that choice played out."""

    possible: bool = outcome_field()
    levels: tuple[LevelGain, ...] = outcome_field(items=_LEVEL_ITEMS)
    discs: tuple[str, ...] = outcome_field(items={"type": "string", "enum": ["warehouse", "bank"]})
    spaces: tuple[SpaceGain, ...] = outcome_field(items=_SPACE_ITEMS)
    counts: dict[str, int] = outcome_field(additionalProperties=COUNT)
    best_vp: int = outcome_field()
    action: str = outcome_field(enum=[Action.PLACE.value])
    closed: str | None = outcome_field()
    in_box: dict[str, int] = outcome_field(additionalProperties=COUNT)
    played: Played | None = outcome_field()


def _nothing(in_box: dict[str, int], rule_id: str) -> PlaceOutcome:
    return PlaceOutcome(False, (), (), (), {b.value: 0 for b in ShipBox}, 0, Action.PLACE.value, rule_id, in_box, None)


class _Walk:
    """Every way the decisions of *Place ship* can go from ``base``, played on copies of the position: what each
    trade box or city space gives ``p`` (``spaces``), the stores a disc may come from (``discs``) and the steps of
    entering an area (``entered``)."""

    def __init__(self, p: int, start: State, before: Player) -> None:
        self.p, self.start, self.before = p, start, before
        self.spaces: list[SpaceGain] = []
        self.discs: list[str] = []
        self.entered: list[Step] = []
        self.alike: dict[tuple[Any, ...], list[SpaceGain]] = {}

    def walk(self, node: State) -> None:
        if node.phase in (Phase.ACTIONS, Phase.OVER, Phase.OVERFLOW):  # (goods returned after: not a choice)
            self._record(node)
            return
        if node.phase == Phase.SPACE:
            self._spaces(node)
            return
        moves = node.legal_moves()
        if node.phase == Phase.DISC:
            self.discs.extend(m.store for m in moves if m.store not in self.discs)
            moves = moves[:1]  # (either store: the same city spaces)
        elif node.phase == Phase.INDUSTRY:
            moves = (UseIndustry(False),)  # what the box itself gives (an industry counter adds one good)
        for move in moves:
            child = node.copy()
            steps = child.push(move).steps
            if node.phase == Phase.AREA:
                self.entered.extend(s for s in steps if s.rule_id in ("ships-vp-area", "ships-q-area-scoring")
                                    and s.render("es") not in {e.render("es") for e in self.entered})
            self.walk(child)

    def _record(self, node: State) -> None:
        after, before, start = node.players[self.p], self.before, self.start
        space = next(k for k in [*node.trade, *node.cities] if k not in start.trade and k not in start.cities)
        goods = {g.value: after.goods[g] - before.goods[g] for g in after.goods if after.goods[g] > before.goods[g]}
        symbol = node.game.board.trade_boxes[space][1].symbol if space in node.trade else None
        industry = int(before.industry >= 1 and symbol in set(GOODS) and node.pool_goods[Good(symbol)] >= 1)
        self.spaces.append(SpaceGain(ShipBox.MERCHANT.value if space in node.trade else ShipBox.WARSHIP.value, space,
                                     after.vp - before.vp, after.gold - before.gold, goods, industry))

    def _spaces(self, node: State) -> None:
        """What a box gives depends only on its symbol (a city space: on its benefits), so boxes alike are
        played once and the others take their result."""
        board, ctx = node.game.board, node.pending
        assert ctx is not None
        for move in node.legal_moves():
            what = (board.trade_boxes[move.space][1].symbol if move.space in board.trade_boxes
                    else board.city_spaces[move.space][1].benefits)
            key = (ctx.box, ctx.area, what)
            if key not in self.alike:
                child = node.copy()
                child.push(move)
                count = len(self.spaces)
                self.walk(child)
                self.alike[key] = self.spaces[count:]
                continue
            self.spaces.extend(SpaceGain(o.box, move.space, o.vp, o.gold, o.goods, o.industry)
                               for o in self.alike[key])


def _levels(first: State, start: State, p: int) -> tuple[list[LevelGain], State]:
    """The levels the ship may take, with the points of each, and the position after the first of them."""
    if first.phase != Phase.LEVEL:  # the level was forced (the first ship of the game, or level 11)
        assert first.pending is not None and first.pending.level is not None
        return [LevelGain(first.pending.level, first.players[p].vp - start.players[p].vp)], first
    levels, children = [], []
    for move in first.legal_moves():
        child = first.copy()
        child.push(move)
        levels.append(LevelGain(move.level, child.players[p].vp - first.players[p].vp))
        children.append(child)
    return levels, children[0]


def _alone(state: State, move: Move) -> State:
    """``state`` after ``move`` alone, without the decisions it forces (which ``push`` plays by themselves)."""
    after = state.copy()
    move.apply(after)
    after._reset()
    return after


def _forced_through(start: State, pay: Act, p: int) -> tuple[list[LevelGain], Player]:
    """When every decision after the level is forced, the action ends with the level: each level with the points
    of the first ship there alone, and red's screen just after the first level (what the space gives is counted
    from there)."""
    paid = _alone(start, pay)
    levels = [(move.level, _alone(paid, move)) for move in paid.legal_moves()]
    gains = [LevelGain(level, leveled.players[p].vp - paid.players[p].vp) for level, leveled in levels]
    return gains, levels[0][1].players[p]


def _store_taken(start: State, base: State, p: int) -> str | None:
    """The store a city disc was taken from by itself on the way to ``base`` (the only one that had a disc)."""
    if base.pending is not None:
        return base.pending.store.value if base.pending.store else None
    before, after = start.players[p], base.players[p]
    if after.warehouse_discs < before.warehouse_discs:
        return Store.WAREHOUSE.value
    return Store.BANK.value if after.bank_discs < before.bank_discs else None


def _start(state: State, p: int, explanation: Explanation) -> tuple[State, Act] | None:
    """The position of ``p``'s phase two, and *Place ship* paid as ``p`` can (or why it cannot be: told)."""
    start = state.copy()
    start.player, start.phase = p, Phase.ACTIONS
    start._reset()
    pay = next((Act(Action.PLACE.value, way.value) for way in Payment
                if not start.payment_problem(p, Action.PLACE, way)), None)
    if pay is None:
        explanation.add(*(start.payment_problem(p, Action.PLACE, Payment.MERCHANT) or ("ships-actions-cost", _(
            "No hay con qué pagar la acción."))))
        return None
    return start, pay


def placement(state: State, player: int | None = None, choice: Values | None = None) -> Answer:
    """Where ``player`` (by default the player to move) could put a ship with *Place ship* from ``state`` (in
    phase two), found by playing the decisions on copies of the position: the levels (and the points of the
    first ship on a new one), the city discs that could be taken, and each trade box or city space with what
    it gives.  (The level does not change where the cube or disc may go, nor does the disc's store.)  With a
    ``choice`` that names a space (the ``place`` fields), that choice is also played out, move by move."""
    p = state.player if player is None else player
    assert p is not None
    explanation = Explanation(_("¿Dónde puede ir el barco?"))
    box = state.players[p].boxes[Action.PLACE]
    in_box = {"merchant": box.merchant, "free": box.free, "industry": box.industry}
    problem = state.action_problem(p, Action.PLACE)
    if problem:
        explanation.add(*problem)
        return Answer(_("No puede hacer «Colocar barco» ahora."), explanation, _nothing(in_box, problem[0]))
    paid = _start(state, p, explanation)
    if paid is None:
        return Answer(_("No puede pagar «Colocar barco» ahora."), explanation,
                      _nothing(in_box, explanation.steps[-1].rule_id))
    start, pay = paid
    levels, walk = _overview(start, pay, p)
    tell_box(explanation, in_box)
    trade = sum(1 for o in walk.spaces if o.box == ShipBox.MERCHANT)
    best = max((lv.vp for lv in levels), default=0) + max((o.vp for o in walk.spaces), default=0)
    counts = {ShipBox.MERCHANT.value: trade, ShipBox.WARSHIP.value: len(walk.spaces) - trade}
    outcome = PlaceOutcome(bool(walk.spaces), tuple(levels), tuple(walk.discs), tuple(walk.spaces), counts, best,
                           Action.PLACE.value, None, in_box, None)
    if choice is not None and choice.space is not None:
        played_steps = Explanation(_("¿Dónde puede ir el barco?"))
        tell_box(played_steps, in_box)
        played = play_out(start, pay, p, choice, played_steps)
        reason = played_steps.steps[-1].message if not played.legal else None
        verdict = played_verdict(played, state.game.board, reason)
        return Answer(verdict, played_steps, replace(outcome, possible=played.legal, played=played))
    _tell(explanation, levels, walk, state)
    return Answer(_verdict(outcome), explanation, outcome)


def _overview(start: State, pay: Act, p: int) -> tuple[list[LevelGain], _Walk]:
    """Every way the decisions can go after paying: the levels, and the walk of the rest."""
    first = start.copy()
    first.push(pay)
    if first.pending is None:  # (the level and everything after it were forced: the action is over)
        levels, before, base = *_forced_through(start, pay, p), first
    else:
        levels, base = _levels(first, start, p)
        before = base.players[p]
        if base.pending is None:  # (everything after the first level was forced)
            levels, before = _forced_through(start, pay, p)
    walk = _Walk(p, start, before)
    walk.walk(base)
    store = _store_taken(start, base, p)
    if store and store not in walk.discs:
        walk.discs.append(store)  # (a store that was the only one: taken by itself)
    return levels, walk


def _tell(explanation: Explanation, levels: list[LevelGain], walk: _Walk, state: State) -> None:
    explanation.add("ships-place-counter", _("Tiene una ficha de barco de la era que toca."))
    for level in levels:
        explanation.add("ships-vp-new-level" if level.vp else "ships-place-level", Plural(
            "Nivel {level}: {n} punto de victoria.", "Nivel {level}: {n} puntos de victoria.", level.vp,
            level=level.level))
    explanation.steps.extend(walk.entered)
    board = state.game.board
    for o in sorted(walk.spaces, key=lambda o: (o.box, o.space)):
        gains: list[Message] = [Plural("{n} de oro", "{n} de oro", o.gold)] if o.gold else []
        gains += [_("{n} de {good}", n=n, good=GOOD_NAMES[Good(g)]) for g, n in o.goods.items()]
        if o.vp:
            gains.append(Plural("{n} punto de victoria", "{n} puntos de victoria", o.vp))
        text = _("{space}: {gains}.", space=describe_space(o.space, board), gains=gains or [_("nada más")])
        explanation.add("ships-place-trade" if o.box == ShipBox.MERCHANT else "ships-place-city", text)


def _verdict(outcome: PlaceOutcome) -> Message:
    levels, best = outcome.levels, outcome.best_vp
    trade, cities = outcome.counts[ShipBox.MERCHANT.value], outcome.counts[ShipBox.WARSHIP.value]
    return Plural("Puede ir al nivel {levels}: caja mercante con {trade}; caja de buque de guerra con {cities}; "
                  "como mucho, {vp}.",
                  "Puede ir a los niveles {levels}: caja mercante con {trade}; caja de buque de guerra con {cities}; "
                  "como mucho, {vp}.",
                  len(levels), levels=[lv.level for lv in levels],
                  vp=Plural("{n} punto de victoria", "{n} puntos de victoria", best),
                  trade=Plural("{n} casilla de comercio posible", "{n} casillas de comercio posibles", trade),
                  cities=Plural("{n} espacio de ciudad posible", "{n} espacios de ciudad posibles", cities))


# ---------------------------------------------------------------------------------- the question
_PLACED: dict[str, State] = {}


def place_state(v: Values, options: Options | None = None) -> State:
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


def _own_cubes(v: Values, current: Era, missing: int, taken: dict[str, int]) -> list[str]:
    """The trade boxes of red's area that hold red's own cubes (``own_in_area``): each came with one of red's
    ships, and the boxes are free ones of that area (no spice: its box would hold a cube for good)."""
    ships = missing if current == Era.GALLEY else SHIP_COUNTERS_PER_ERA * ERAS.index(current) + missing
    if v.own_in_area > ships:
        raise SituationError("place.own_in_area", Plural(
            "Imposible: cada cubo tuyo en el tablero llegó con un barco tuyo, y en el registro tienes {n}.",
            "Imposible: cada cubo tuyo en el tablero llegó con un barco tuyo, y en el registro tienes {n}.", ships))
    own = [b for b, (area, box, _loc) in DEFAULT_BOARD.trade_boxes.items()
           if area == v.area and b not in taken and box.symbol != SPICE]
    if v.own_in_area > len(own):
        raise SituationError("place.own_in_area", _(
            "Imposible: en tu área no quedan tantas casillas de comercio libres."))
    return own[:v.own_in_area]


def _track(game: Ships, v: Values, others: list[int], missing: int) -> list[Placed]:
    """One ship of another player on each level up to ``highest_level`` (of that level's era), and red's own
    missing counters of the current era on the highest level."""
    if missing and not v.highest_level:
        raise SituationError("place.counters", _(
            "Imposible: con el registro vacío, todas tus fichas de barco siguen bajo la pantalla."))
    track = [Placed(lv, ShipBox.MERCHANT, others[(lv - 1) % len(others)], game.era_of(lv))
             for lv in range(1, v.highest_level + 1)]
    current = game.era_of(v.highest_level) if v.highest_level else Era.GALLEY
    return track + [Placed(v.highest_level, ShipBox.MERCHANT, 0, current)] * missing


def _arrange_place(v: Values) -> State:
    """Red in phase two with a merchant cube in the section, the track up to ``highest_level``, the spaces
    ``taken`` by the other players, and red's screen as described."""
    game = Ships(v.players)
    others = list(range(1, v.players))
    missing = SHIP_COUNTERS_PER_ERA - v.counters
    track = _track(game, v, others, missing)
    trade = {s: others[k % len(others)] for k, s in enumerate(x for x in v.taken if x in game.board.trade_boxes)}
    if len(trade) > 11 * len(others):
        raise SituationError("place.taken", _("Imposible: los demás jugadores no tienen tantos cubos de comerciante."))
    trade.update({b: 0 for b in _own_cubes(v, game.era_of(v.highest_level) if v.highest_level else Era.GALLEY,
                                           missing, trade)})
    cities = {s: others[k % len(others)] for k, s in enumerate(x for x in v.taken if x in game.board.city_spaces)}
    screens: list[dict[str, Any]] = [{
        "section_merchant": 1, "stock_merchant": v.stock_merchant, "goods": dict(v.goods), "industry": v.industry,
        "gold": v.gold, "area": v.area, "warehouse_discs": v.warehouse_discs, "bank_discs": v.bank_discs,
        "boxes": {Action.PLACE.value: dict(v.in_box)}}]
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
    return laid_out(game, screens, phase=Phase.ACTIONS, track=track, trade=trade, cities=cities)


def _check_choice(v: Values) -> None:
    """The choices of a placement say one placement: they come with a space, agree with it, and name the disc
    of a warship when both stores hold one."""
    if v.space is None:
        for name in ("level", "box", "disc"):
            if v[name] is not None:
                raise SituationError("place." + name, _("Solo cuenta si eliges también el espacio (space)."))
        if v.use_industry or v.return_goods:
            raise SituationError("place.use_industry" if v.use_industry else "place.return_goods", _(
                "Solo cuenta si eliges también el espacio (space)."))
        return
    board = DEFAULT_BOARD
    box = ShipBox.MERCHANT if v.space in board.trade_boxes else ShipBox.WARSHIP
    if chosen_box(v, board) != box:
        raise SituationError("place.box", _(
            "Una casilla de comercio es de la caja mercante, y un espacio de ciudad, de la de buque de guerra."))
    if box == ShipBox.MERCHANT and v.disc is not None:
        raise SituationError("place.disc", _("Solo el buque de guerra toma un disco de ciudad."))
    if box == ShipBox.WARSHIP and v.disc is None and v.warehouse_discs and v.bank_discs:
        raise SituationError("place.disc", _(
            "Quedan discos en el almacén y en el banco: di de cuál sale (warehouse o bank)."))


def _check_place(v: Values) -> None:
    if len(set(v.taken)) != len(v.taken):
        raise SituationError("place.taken", _("Repetido: cada casilla va una vez como mucho."))
    _check_choice(v)
    try:
        place_state(v)
    except InvalidPosition as error:
        raise refused("place", error, {
            "ships-place-warehouse": "goods", "ships-place-disc": "gold", "ships-setup-cubes": "stock_merchant",
            "ships-setup-discs": "taken", "ships-setup-pool": "goods", "ships-setup-counters": "counters"}) from None


def answer_place(v: Values, options: Options) -> Answer:
    return placement(place_state(v, options), 0, v)


def picture_place(v: Values, answer: Answer, lang: str) -> str:
    state = place_state(v)
    assert isinstance(answer.outcome, PlaceOutcome)
    spaces = [o.space for o in answer.outcome.spaces]
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
        PLAYERS,
        Field("highest_level", _("el nivel más alto ocupado del registro de antigüedad (0 si está vacío)"),
              Integer(0, TRACK_LEVELS), default=0, example=0),
        Field("counters", _("las fichas de barco de la era en curso que te quedan bajo la pantalla"), Integer(0, 6),
              default=6, example=6),
        Field.part(Player, "stock_merchant", help=_("los cubos de comerciante de tu stock disponible"),
                   kind=Integer(0, 19), default=9, example=8),
        Field.part(Player, "goods", help=_("las mercancías de tu almacén"), kind=MapOf(GOOD, Integer(0, 11)),
                   default={}, example={"oil": 1}),
        Field.part(Player, "industry", help=_("tus fichas de industria en el stock"), default=0, example=0),
        Field.part(Player, "gold", help=_("el oro de tu banco"), kind=Integer(0, 10), default=0, example=0),
        Field.part(Player, "warehouse_discs", help=_("los discos de ciudad que quedan en tu almacén"),
                   kind=Integer(0, 11 - OPEN_WAREHOUSE), default=8, example=8),
        Field.part(Player, "bank_discs", help=_("los discos de ciudad que quedan en tu banco"),
                   kind=Integer(0, 10 - OPEN_BANK), default=8, example=8),
        Field.part(Player, "area", help=_("tu área actual (la más avanzada en la que has colocado)"), default=1,
                   example=1),
        Field("others_area", _("el área más avanzada de los demás jugadores"), AREA, default=1, example=1),
        Field("taken", _("las casillas de comercio y espacios de ciudad ya ocupados por otros"), ListOf(SPACE),
              default=(), example=["miletus-2"]),
        Field("own_in_area", _("tus cubos de comerciante en casillas de comercio de tu área actual"), Integer(0, 9),
              default=0, example=0),
        Field("in_box", _("lo que ya hay en tu caja de «Colocar barco»"), MapOf(PIECE, Integer(0, 20)), default={},
              example=None, assume=False),
        Field("space", _("la casilla de comercio o el espacio de ciudad que eliges (si no, se listan todos)"),
              SPACE, default=None),
        Field("level", _("el nivel que eliges (si no, el más alto ocupado)"), Integer(1, TRACK_LEVELS),
              default=None),
        Field("box", _("la caja que eliges (si no, la que pide el espacio)"), BOX, default=None),
        Field("disc", _("de dónde tomas el disco de ciudad, para un buque de guerra"), DISC, default=None),
        Field("use_industry", _("si gastas una ficha de industria para una mercancía más"), Boolean(),
              default=False, assume=False),
        Field("return_goods", _("las fichas que devuelves si el almacén no tiene sitio"), ListOf(GOOD), default=(),
              assume=False),
    ),
    answer=answer_place,
    outcome=PlaceOutcome,
    picture=picture_place,
    ambiguous=("counter_era", "spice_cube", "current_area", "area_entry", "level_points", "full_warehouse"),
    check=_check_place,
    summary=_("el registro, tus fichas, cubos, mercancías, discos y oro, tu área y las casillas ocupadas"),
)

__all__ = ["PLACE", "PlaceOutcome", "LevelGain", "SpaceGain", "placement"]
