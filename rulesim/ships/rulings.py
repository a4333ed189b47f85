"""Answers to the questions a table asks about Ships, one function per question, each played on the engine.

- :func:`phase_one` — which cubes does phase one put in the action section? (``ships-cubes-*``)
- :func:`payment` — can this action be paid now, and how? (``ships-actions-*``, ``ships-pay-*``)
- :func:`placement` — where may this ship go, and what does each place yield? (``ships-place-*``)
- :func:`game_end` — does the game end after this turn? (``ships-end*``)
- :func:`setup` — what does each player start with? (``ships-setup-*``)
- :func:`tidy` — what does tidy-up do with my cubes, and who plays next? (``ships-tidy-*``, ``ships-turn-*``)

Each returns an :class:`~rulesim.questions.Answer`: a one-sentence verdict, the explanation whose steps
cite the rules and a JSON-ready outcome.  The positions are built with :meth:`State.arrange`, so an
impossible situation raises :class:`~rulesim.errors.InvalidSetupError` naming the rule it breaks.  The
questions of a situation file (:mod:`rulesim.ships.questions`) are thin declarations over these.
"""

from __future__ import annotations

from typing import Any

from ..explain import Explanation
from ..i18n import Plural, Value, _
from ..questions import Answer
from .board import (
    ACTION_NAMES, COLOURS, END_COUNTERS, GOOD_NAMES, PAYMENT_NAMES, PAYMENT_SHORT, TRACK_LEVELS, Action, Era, Good, Payment,
)
from .moves import Act, EndTurn, TakeCubes, UseIndustry
from .options import GoldPoints, Options, UnusedMerchant
from .state import Phase, Ships, State, describe_space, player_name


def _era_track(era: Era, player: int) -> list[tuple]:
    """Ships on levels 1 up to the first level of ``era`` (illustrative track), all of ``player``."""
    top = {Era.GALLEY: 0, Era.SAILING: 5, Era.STEAM: 9}[Era(era)]
    return [(lv, "merchant", player, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
            for lv in range(1, top + 1)]


# ------------------------------------------------------------------------------------ phase one
def phase_one_state(era: str, stock_merchant: int, pool_free: int = 10, options: Options | None = None) -> State:
    """Red at the start of a turn in ``era`` with ``stock_merchant`` merchant cubes in the stock, no free cube
    of its own and ``pool_free`` free cubes left in the pool (the rest in yellow's stock)."""
    return State.arrange(Ships(2, options), first=0, phase=Phase.CUBES, track=_era_track(Era(era), 1), players=[
        {"stock_merchant": stock_merchant, "stock_free": 0}, {"stock_free": 25 - pool_free}])


def phase_one(era: str, stock_merchant: int, pool_free: int = 10, options: Options | None = None) -> Answer:
    """Which cubes phase one puts in red's action section."""
    state = phase_one_state(era, stock_merchant, pool_free, options)
    steps = state.push(TakeCubes()).steps
    pl = state.players[0]
    n = pl.section_merchant + pl.section_free
    verdict = Plural("La fase uno deja en la sección {merchant} y {free}: {n} acción.",
                     "La fase uno deja en la sección {merchant} y {free}: {n} acciones.", n,
                     merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", pl.section_merchant),
                     free=Plural("{n} cubo libre", "{n} cubos libres", pl.section_free))
    rescue = any(step.rule_id == "ships-cubes-none" for step in steps)
    return Answer(verdict, Explanation(_("Fase uno"), steps),
                  {"merchant": pl.section_merchant, "free": pl.section_free, "actions": n, "rescue": rescue})


# -------------------------------------------------------------------------------------- payment
def payment_state(era: str = "galley", section_merchant: int = 2, section_free: int = 0, stock_free: int = 0,
                  gold: int = 0, card_taken: bool = False, options: Options | None = None,
                  gold_returned: int = 0) -> State:
    """Red in phase two of ``era`` with those cubes and that gold (the discs that make room in the bank for more
    than two gold stand on city spaces, brought there by red's warships on level 1)."""
    game = Ships(2, options)
    extra = max(0, gold - 2)
    cities = [c for a in game.board.areas for loc in a.locations for c in loc.cities][:extra]
    return State.arrange(game, first=0, phase=Phase.ACTIONS, card_taken=card_taken,
                         track=_era_track(Era(era), 1) + [(1, "warship", 0, "galley")] * extra,
                         cities={c.id: 0 for c in cities},
                         players=[{"section_merchant": section_merchant, "section_free": section_free,
                                   "stock_free": stock_free, "gold": gold, "bank_discs": 8 - extra,
                                   "gold_returned": gold_returned}])


#: what paying and doing an action may bring about at once (the steps of the move the answer reports)
_EFFECTS = ("ships-vp-gold", "ships-action-gold", "ships-action-navigation", "ships-q-bank-full", "ships-q-recover",
            "ships-q-gold-points", "ships-q-undescribed")


def payment(action: str, era: str = "galley", section_merchant: int = 2, section_free: int = 0,
            stock_free: int = 0, gold: int = 0, card_taken: bool = False, options: Options | None = None,
            gold_returned: int = 0) -> Answer:
    """How red could pay for ``action`` now (which cube, how much gold), whether rulesim offers it, and the
    victory points each way of paying gives at once (every two gold back in the pool, ``ships-vp-gold``),
    found by playing each payment on a copy of the position."""
    state = payment_state(era, section_merchant, section_free, stock_free, gold, card_taken, options, gold_returned)
    game = state.game
    act = Action(action)
    explanation = Explanation(_("¿Se puede pagar «{action}»?", action=ACTION_NAMES[act]))
    cost = game.costs[act]
    explanation.add("ships-pay-example" if not cost.illustrative else "ships-actions-cost", _(
        "Cuesta un cubo de comerciante y {m} de oro, o un cubo libre y {f} de oro{mark}.", m=cost.merchant_gold,
        f=cost.free_gold, mark=_(" (coste ilustrativo)") if cost.illustrative else _(" (coste del texto)")))
    ways: dict[str, int] = {}
    for pay in Payment:
        why = state.payment_problem(0, act, pay)
        if why:
            explanation.add(*why)
        else:
            ways[pay.value] = game.cost(act, pay)
            rule_id = "ships-pay-merchant" if pay == Payment.MERCHANT else "ships-pay-free"
            explanation.add(rule_id, _("Se puede pagar con un {payment} y {n} de oro.", payment=PAYMENT_NAMES[pay],
                                       n=ways[pay.value]))
    problem = state.action_problem(0, act)
    if problem:
        explanation.add(*problem)
    elif ways and act == Action.CARD:
        explanation.add("ships-actions-card-once", _("Es la única carta que se puede tomar en este turno."))
    elif ways:
        explanation.add("ships-actions-repeat", _("Se puede repetir en el mismo turno mientras se pueda pagar."))
    points: dict[str, int] = {}
    for way in (ways if not problem else {}):
        child = state.copy()
        steps = child.push(Act(act.value, way)).steps
        points[way] = child.players[0].vp - state.players[0].vp
        explanation.steps.extend(s for s in steps if s.rule_id in _EFFECTS and s.rule_id != "ships-vp-gold"
                                 and s.render("es") not in [e.render("es") for e in explanation.steps])
        if ways[way] and game.options.gold_points == GoldPoints.PAYMENTS:
            explanation.add("ships-vp-gold", Plural(
                "Con un {payment}, devuelves {gold} de oro a la reserva y llevas {total} en la partida: {n} punto de "
                "victoria.",
                "Con un {payment}, devuelves {gold} de oro a la reserva y llevas {total} en la partida: {n} puntos de "
                "victoria.", points[way], payment=PAYMENT_NAMES[Payment(way)], gold=ways[way],
                total=gold_returned + ways[way]))
    paid = [_("{payment} ({n} de oro)", payment=PAYMENT_NAMES[Payment(p)], n=n) for p, n in ways.items()]
    scoring = [Plural("con un {payment}, {n} punto de victoria", "con un {payment}, {n} puntos de victoria", n,
                      payment=PAYMENT_SHORT[Payment(p)]) for p, n in points.items() if n]
    if ways and not problem and scoring:
        verdict = _("Sí: con {ways}. Por el oro devuelto: {points}.", ways=paid, points=scoring)
    elif ways and not problem:
        verdict = _("Sí: con {ways}.", ways=paid)
    elif ways:
        verdict = _("Se podría pagar con {ways}; aun así, ahora no se puede hacer. {reason}", ways=paid, reason=problem[1])
    else:
        verdict = _("No se puede pagar ahora.")
    return Answer(verdict, explanation, {"possible": bool(ways) and not problem, "payments": ways,
                                         "closed": problem[0] if problem else None, "points": points})


# ------------------------------------------------------------------------------------ placement
def placement(state: State, player: int | None = None) -> Answer:
    """Where ``player`` (by default the player to move) could put a ship with *Place ship* from ``state`` (in
    phase two), found by playing the decisions on copies of the position: the levels (and the points of the
    first ship on a new one), the city discs that could be taken, and each trade box or city space with what
    it gives.  (The level does not change where the cube or disc may go, nor does the disc's store.)"""
    p = state.player if player is None else player
    explanation = Explanation(_("¿Dónde puede ir el barco?"))
    nothing = {"possible": False, "levels": [], "discs": [], "spaces": []}
    problem = state.action_problem(p, Action.PLACE)
    if problem:
        explanation.add(*problem)
        return Answer(_("No puede hacer «Colocar barco» ahora."), explanation, nothing)
    start = state.copy()
    start.player, start.phase, start._legal = p, Phase.ACTIONS, None
    pay = next((Act(Action.PLACE.value, way.value) for way in Payment
                if not start.payment_problem(p, Action.PLACE, way)), None)
    if pay is None:
        explanation.add(*(start.payment_problem(p, Action.PLACE, Payment.MERCHANT) or ("ships-actions-cost", _(
            "No hay con qué pagar la acción."))))
        return Answer(_("No puede pagar «Colocar barco» ahora."), explanation, nothing)
    first = start.copy()
    first.push(pay)
    levels: list[dict[str, int]] = []
    if first.phase == Phase.LEVEL:
        children = []
        for move in first.legal_moves():
            child = first.copy()
            child.push(move)
            levels.append({"level": move.level, "vp": child.players[p].vp - first.players[p].vp})
            children.append(child)
        base = children[0]
    else:  # the level was forced (the first ship of the game, or level 11)
        base = first
        levels.append({"level": first.pending.level, "vp": first.players[p].vp - start.players[p].vp})
    before = base.players[p]
    discs: list[str] = []
    spaces: list[dict[str, Any]] = []
    alike: dict[tuple, list[dict[str, Any]]] = {}

    def walk(node: State) -> None:
        if node.phase in (Phase.ACTIONS, Phase.OVER, Phase.OVERFLOW):  # (goods returned after: not a placement choice)
            after = node.players[p]
            space = next(k for k in [*node.trade, *node.cities] if k not in start.trade and k not in start.cities)
            spaces.append({"box": "merchant" if space in node.trade else "warship", "space": space,
                           "vp": after.vp - before.vp, "gold": after.gold - before.gold,
                           "goods": {g: after.goods[g] - before.goods[g] for g in after.goods
                                     if after.goods[g] > before.goods[g]}})
            return
        moves = node.legal_moves()
        if node.phase == Phase.SPACE:
            # what a box gives depends only on its symbol (a city space: on its benefits), so boxes alike are
            # played once and the others take their result
            board = node.game.board
            for move in moves:
                what = (board.trade_boxes[move.space][1].symbol if move.space in board.trade_boxes
                        else board.city_spaces[move.space][1].benefits)
                key = (node.pending.box, node.pending.area, what)
                if key not in alike:
                    child = node.copy()
                    child.push(move)
                    count = len(spaces)
                    walk(child)
                    alike[key] = spaces[count:]
                    continue
                spaces.extend({**o, "space": move.space} for o in alike[key])
            return
        if node.phase == Phase.DISC:
            discs.extend(m.store for m in moves if m.store not in discs)
            moves = moves[:1]  # (either store: the same city spaces)
        elif node.phase == Phase.INDUSTRY:
            moves = (UseIndustry(False),)  # what the box itself gives (an industry counter adds one good)
        for move in moves:
            child = node.copy()
            steps = child.push(move).steps
            if node.phase == Phase.AREA:
                entered.extend(s for s in steps if s.rule_id in ("ships-vp-area", "ships-q-area-scoring")
                               and s.render("es") not in {e.render("es") for e in entered})
            walk(child)

    entered: list = []
    walk(base)
    if base.pending and base.pending.store and base.pending.store not in discs:
        discs.append(base.pending.store)  # (a store that was the only one: taken by itself)
    explanation.add("ships-place-counter", _("Tiene una ficha de barco de la era que toca."))
    for level in levels:
        explanation.add("ships-vp-new-level" if level["vp"] else "ships-place-level", Plural(
            "Nivel {level}: {n} punto de victoria.", "Nivel {level}: {n} puntos de victoria.", level["vp"],
            level=level["level"]))
    explanation.steps.extend(entered)
    board = state.game.board
    for o in sorted(spaces, key=lambda o: (o["box"], o["space"])):
        gains = [Plural("{n} de oro", "{n} de oro", o["gold"])] if o["gold"] else []
        gains += [_("{n} de {good}", n=n, good=GOOD_NAMES[Good(g)]) for g, n in o["goods"].items()]
        if o["vp"]:
            gains.append(Plural("{n} punto de victoria", "{n} puntos de victoria", o["vp"]))
        text = _("{space}: {gains}.", space=describe_space(o["space"], board), gains=gains or [_("nada más")])
        explanation.add("ships-place-trade" if o["box"] == "merchant" else "ships-place-city", text)
    trade = sum(1 for o in spaces if o["box"] == "merchant")
    cities = sum(1 for o in spaces if o["box"] == "warship")
    best = max((lv["vp"] for lv in levels), default=0) + max((o["vp"] for o in spaces), default=0)
    verdict = Plural("Puede ir al nivel {levels}: caja mercante con {trade}; caja de buque de guerra con {cities}; "
                     "como mucho, {vp}.",
                     "Puede ir a los niveles {levels}: caja mercante con {trade}; caja de buque de guerra con {cities}; "
                     "como mucho, {vp}.",
                     len(levels), levels=[lv["level"] for lv in levels],
                     vp=Plural("{n} punto de victoria", "{n} puntos de victoria", best),
                     trade=Plural("{n} casilla de comercio posible", "{n} casillas de comercio posibles", trade),
                     cities=Plural("{n} espacio de ciudad posible", "{n} espacios de ciudad posibles", cities))
    return Answer(verdict, explanation, {"possible": bool(spaces), "levels": levels, "discs": discs,
                                         "spaces": spaces})


# ---------------------------------------------------------------------------------------- setup
def setup_state(players: int, options: Options | None = None) -> State:
    """The position the setup leaves, red being the first player (seat 1)."""
    return State.setup(Ships(players, options), seed=0, first=0)


def setup(players: int, seat: int, options: Options | None = None) -> Answer:
    """What the player in ``seat`` (1 = the first player) has when the game begins, read from the engine's setup."""
    state = setup_state(players, options)
    p = (state.first + seat - 1) % players
    pl = state.players[p]
    explanation = Explanation(_("¿Con qué empiezo?"))
    explanation.add("ships-setup-first", _("Juegas en el puesto {seat} de {n}; el primer jugador se sortea.",
                                           seat=seat, n=players))
    explanation.add("ships-setup-cubes", _(
        "{stock} cubos de comerciante en tu stock disponible; los otros {pool} de tu color, en la reserva.",
        stock=pl.stock_merchant, pool=pl.pool_merchant))
    explanation.add("ships-setup-free", Plural("{n} cubo libre de la reserva en tu stock disponible.",
                                               "{n} cubos libres de la reserva en tu stock disponible.", pl.stock_free))
    explanation.add("ships-setup-discs", _(
        "Discos de ciudad en tu pantalla: {w} en el almacén y {b} en el banco; quedan abiertos {wo} espacios de "
        "almacén y {bo} de banco.", w=pl.warehouse_discs, b=pl.bank_discs, wo=pl.warehouse_capacity,
        bo=pl.bank_capacity))
    explanation.add("ships-setup-counters", _("Bajo la pantalla: {galley} galeras, {sailing} veleros y {steam} barcos "
                                              "de vapor.", **{e: pl.counters[e] for e in ("galley", "sailing", "steam")}))
    explanation.add("ships-setup-vp", _("Tu marcador de puntos empieza en el espacio {vp}.", vp=pl.vp))
    food = pl.goods[Good.FOOD.value]
    if players >= 3:
        explanation.add("ships-setup-food", _(
            "Con {n} jugadores, quien juega en tercer y cuarto lugar empieza con una ficha de comida: tú, {food}.",
            n=players, food=Plural("{n} ficha de comida", "{n} fichas de comida", food)))
    else:
        explanation.add("ships-setup-food", _("Con dos jugadores nadie empieza con comida."))
    explanation.add("ships-setup-cards", _(
        "{n} cartas de galera boca arriba junto al tablero; los mazos de velero y de vapor, aparte.",
        n=len(state.display)))
    explanation.add("ships-setup-pool", _("En la reserva quedan {free} cubos libres.", free=state.pool_free))
    verdict = _("Empiezas con {merchant} cubos de comerciante y {free} libres en el stock, sitio para {w} mercancías y "
                "{b} de oro, {vp} puntos y {food}.", merchant=pl.stock_merchant, free=pl.stock_free,
                w=pl.warehouse_capacity, b=pl.bank_capacity, vp=pl.vp,
                food=Plural("{n} ficha de comida", "{n} fichas de comida", food))
    return Answer(verdict, explanation, {
        "stock_merchant": pl.stock_merchant, "pool_merchant": pl.pool_merchant, "stock_free": pl.stock_free,
        "warehouse_open": pl.warehouse_capacity, "bank_open": pl.bank_capacity, "vp": pl.vp, "food": food,
        "counters": dict(pl.counters), "face_up_cards": len(state.display), "pool_free": state.pool_free})


# -------------------------------------------------------------------------------------- tidy-up
def tidy_state(players: int, first: int, player: int, section_merchant: int, section_free: int,
               boxes_merchant: int, boxes_free: int, stock_free: int, options: Options | None = None) -> State:
    """``player`` in phase two with those cubes left in the section, in the action boxes («Colocar barco» holds
    them all) and in the stock; the other players hold nothing but their setup."""
    return State.arrange(Ships(players, options), first=first, player=player, phase=Phase.ACTIONS, players=[
        {} for _p in range(player)] + [{
            "section_merchant": section_merchant, "section_free": section_free, "stock_free": stock_free,
            "stock_merchant": max(0, 9 - boxes_merchant - section_merchant),
            "boxes": {Action.PLACE.value: {"merchant": boxes_merchant, "free": boxes_free, "industry": 0}}}])


def tidy(players: int, first: int, player: int, section_merchant: int, section_free: int, boxes_merchant: int,
         boxes_free: int, stock_free: int, options: Options | None = None) -> Answer:
    """What tidy-up does with ``player``'s cubes when the turn ends, and who plays next (played with EndTurn)."""
    state = tidy_state(players, first, player, section_merchant, section_free, boxes_merchant, boxes_free,
                       stock_free, options)
    before = state.players[player]
    pool = state.pool_free
    explanation = Explanation(_("Ordenar y pasar el turno"))
    explanation.add("ships-turn-phases", _("Terminadas las acciones (fase dos), queda ordenar (fase tres)."))
    steps = [s for s in state.push(EndTurn()).steps if s.rule_id != "ships-turn-phases"]
    after = state.players[player]
    turn = next((k for k, s in enumerate(steps) if s.rule_id in ("ships-turn-order", "ships-end", "ships-q-stall")),
                len(steps))
    explanation.steps.extend(steps[:turn])
    if after.boxed_merchant:
        explanation.add("ships-actions-cubes-stay", Plural(
            "{n} cubo de comerciante sigue en su caja de acción hasta que lo recuperes.",
            "{n} cubos de comerciante siguen en sus cajas de acción hasta que los recuperes.", after.boxed_merchant))
    explanation.steps.extend(steps[turn:turn + 1])
    nxt = state.player
    if nxt is not None:
        explanation.add("ships-turn-phases", _("El {player} empieza por la fase uno:", player=player_name(nxt)))
        explanation.steps.extend(steps[turn + 1:])
    unused = before.section_merchant
    if unused and after.section_merchant:
        merchant = Plural(" Tu cubo de comerciante sin usar se queda en la sección.",
                          " Tus {n} cubos de comerciante sin usar se quedan en la sección.", unused)
    elif unused:
        merchant = Plural(" Tu cubo de comerciante sin usar vuelve al stock.",
                          " Tus {n} cubos de comerciante sin usar vuelven al stock.", unused)
    else:
        merchant = Value("")
    verdict = _("A la reserva: {back}; a tu stock: {kept}.{merchant} Juega el {player}.", merchant=merchant,
                back=Plural("{n} cubo libre", "{n} cubos libres", state.pool_free - pool),
                kept=Plural("{n} cubo libre", "{n} cubos libres", after.stock_free - before.stock_free),
                player=player_name(nxt))
    return Answer(verdict, explanation, {
        "returned": state.pool_free - pool, "stock_free": after.stock_free, "stock_merchant": after.stock_merchant,
        "section_merchant": after.section_merchant, "boxes_merchant": after.boxed_merchant,
        "next_player": COLOURS[nxt] if nxt is not None else None})


# ---------------------------------------------------------------------------------------- the end
def end_state(players: int, first: int, player: int, on_level_11: int, options: Options | None = None) -> State:
    """``player`` about to end a turn with every level occupied and ``on_level_11`` counters on level 11."""
    track = [(lv, "merchant", (player + 1) % players, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
             for lv in range(1, TRACK_LEVELS)]
    track += [(TRACK_LEVELS, "merchant", k % players, "steam") for k in range(on_level_11)]
    return State.arrange(Ships(players, options), first=first, player=player, phase=Phase.ACTIONS, track=track)


def game_end(players: int, first: int, player: int, on_level_11: int, options: Options | None = None) -> Answer:
    """With ``on_level_11`` ship counters on level 11 when ``player`` ends a turn, does the game end?"""
    state = end_state(players, first, player, on_level_11, options)
    last = state.last_player()
    explanation = Explanation(_("¿Termina la partida tras este turno?"))
    steps = state.push(EndTurn()).steps
    explanation.steps.extend(s for s in steps if s.rule_id in ("ships-end", "ships-q-stall"))
    explanation.add("ships-end-last-player", _("El último turno de cada ronda es del {player}.",
                                               player=player_name(last)))
    if on_level_11 < END_COUNTERS:
        explanation.add("ships-end", Plural("En el nivel 11 hay {n} ficha; hacen falta {end}.",
                                            "En el nivel 11 hay {n} fichas; hacen falta {end}.", on_level_11,
                                            end=END_COUNTERS))
    elif player != last:
        explanation.add("ships-end", _("La condición se cumple, pero la ronda sigue hasta el {player}, para que "
                                       "todos jueguen los mismos turnos.", player=player_name(last)))
    ends = state.is_over() and state.end_reason == "track"
    verdict = _("Sí, la partida termina.") if ends else _("No, la partida sigue.")
    return Answer(verdict, explanation, {"ends": ends, "last_player": COLOURS[last]})


__all__ = ["phase_one", "phase_one_state", "payment", "payment_state", "placement", "game_end", "end_state",
           "setup", "setup_state", "tidy", "tidy_state"]
