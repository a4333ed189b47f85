"""Answers to the questions a table asks about Ships, one function per question, each played on the engine.

- :func:`phase_one` — which cubes does phase one put in the action section? (``ships-cubes-*``)
- :func:`payment` — can this action be paid now, and how? (``ships-actions-*``, ``ships-pay-*``)
- :func:`placement` — where may this ship go, and what does each place yield? (``ships-place-*``)
- :func:`game_end` — does the game end after this turn? (``ships-end*``)

Each returns an :class:`~rulesim.questions.Answer`: a one-sentence verdict, the explanation whose steps
cite the rules and a JSON-ready outcome.  The positions are built with :meth:`State.arrange`, so an
impossible situation raises :class:`~rulesim.errors.InvalidSetupError` naming the rule it breaks.  The
questions of a situation file (:mod:`rulesim.ships.questions`) are thin declarations over these.
"""

from __future__ import annotations

from typing import Any

from ..explain import Explanation
from ..i18n import Plural, _
from ..questions import Answer
from .board import (
    ACTION_NAMES, COLOURS, END_COUNTERS, GOOD_NAMES, PAYMENT_NAMES, TRACK_LEVELS, Action, Era, Good, Payment,
)
from .moves import Act, EndTurn, TakeCubes, UseIndustry
from .options import Options
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
                  gold: int = 0, card_taken: bool = False, options: Options | None = None) -> State:
    """Red in phase two of ``era`` with those cubes and that gold (the discs that make room in the bank for more
    than two gold stand on city spaces, brought there by red's warships on level 1)."""
    game = Ships(2, options)
    extra = max(0, gold - 2)
    cities = [c for a in game.board.areas for loc in a.locations for c in loc.cities][:extra]
    return State.arrange(game, first=0, phase=Phase.ACTIONS, card_taken=card_taken,
                         track=_era_track(Era(era), 1) + [(1, "warship", 0, "galley")] * extra,
                         cities={c.id: 0 for c in cities},
                         players=[{"section_merchant": section_merchant, "section_free": section_free,
                                   "stock_free": stock_free, "gold": gold, "bank_discs": 8 - extra}])


def payment(action: str, era: str = "galley", section_merchant: int = 2, section_free: int = 0,
            stock_free: int = 0, gold: int = 0, card_taken: bool = False, options: Options | None = None) -> Answer:
    """How red could pay for ``action`` now (which cube, how much gold), and whether rulesim offers it."""
    state = payment_state(era, section_merchant, section_free, stock_free, gold, card_taken, options)
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
    paid = [_("{payment} ({n} de oro)", payment=PAYMENT_NAMES[Payment(p)], n=n) for p, n in ways.items()]
    if ways and not problem:
        verdict = _("Sí: con {ways}.", ways=paid)
    elif ways:
        verdict = _("Se podría pagar con {ways}; aun así, ahora no se puede hacer. {reason}", ways=paid, reason=problem[1])
    else:
        verdict = _("No se puede pagar ahora.")
    return Answer(verdict, explanation, {"possible": bool(ways) and not problem, "payments": ways,
                                         "closed": problem[0] if problem else None})


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
            child.push(move)
            walk(child)

    walk(base)
    if base.pending and base.pending.store and base.pending.store not in discs:
        discs.append(base.pending.store)  # (a store that was the only one: taken by itself)
    explanation.add("ships-place-counter", _("Tiene una ficha de barco de la era que toca."))
    for level in levels:
        explanation.add("ships-vp-new-level" if level["vp"] else "ships-place-level", Plural(
            "Nivel {level}: {n} punto de victoria.", "Nivel {level}: {n} puntos de victoria.", level["vp"],
            level=level["level"]))
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


__all__ = ["phase_one", "phase_one_state", "payment", "payment_state", "placement", "game_end", "end_state"]
