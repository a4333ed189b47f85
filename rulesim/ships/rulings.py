"""Answers to the questions a table asks about Ships, one function per question, each played on the engine.

- :func:`phase_one` — which cubes does phase one put in the action section? (``ships-cubes-*``)
- :func:`payment` — can this action be paid now, and how? (``ships-actions-*``, ``ships-pay-*``)
- :func:`placement` — where may this ship go, and what does each place yield? (``ships-place-*``)
- :func:`game_end` — does the game end after this turn? (``ships-end*``)

Each returns a :class:`Ruling`: a one-sentence answer, a JSON-ready outcome and the explanation whose
steps cite the rules.  The positions are built with :meth:`State.arrange`, so an impossible situation
raises :class:`~rulesim.errors.InvalidSetupError` naming the rule it breaks.  The notebooks and the
dispute pages can share these functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..explain import Explanation
from ..i18n import Message, Plural, _
from .board import (
    ACTION_NAMES, COLOURS, END_COUNTERS, GOOD_NAMES, PAYMENT_NAMES, TRACK_LEVELS, Action, Era, Good, Payment,
)
from .moves import Act, EndTurn, TakeCubes, UseIndustry
from .options import Options
from .state import Phase, Ships, State, describe_space, player_name


@dataclass
class Ruling:
    answer: Message
    outcome: dict[str, Any]
    explanation: Explanation = field(default_factory=lambda: Explanation(_("Fallo")))


def _era_track(era: Era, player: int) -> list[tuple]:
    """Ships on levels 1 up to the first level of ``era`` (illustrative track), all of ``player``."""
    top = {Era.GALLEY: 0, Era.SAILING: 5, Era.STEAM: 9}[Era(era)]
    return [(lv, "merchant", player, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
            for lv in range(1, top + 1)]


# ------------------------------------------------------------------------------------ phase one
def phase_one(era: str, stock_merchant: int, pool_free: int = 10, section_merchant: int = 0,
              options: Options | None = None) -> Ruling:
    """Red starts a turn in ``era`` with ``stock_merchant`` merchant cubes in the stock, ``pool_free``
    free cubes in the pool and ``section_merchant`` cubes left in the section (reading ``stay``)."""
    game = Ships(2, options)
    state = State.arrange(game, first=0, phase=Phase.CUBES, track=_era_track(Era(era), 1), players=[
        {"stock_merchant": stock_merchant, "stock_free": 0, "section_merchant": section_merchant},
        {"stock_free": 25 - pool_free}])
    steps = state.push(TakeCubes()).steps
    pl = state.players[0]
    answer = Plural("La fase uno deja en la sección {merchant} y {free}: {n} acción.",
                    "La fase uno deja en la sección {merchant} y {free}: {n} acciones.",
                    pl.section_merchant + pl.section_free,
                    merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", pl.section_merchant),
                    free=Plural("{n} cubo libre", "{n} cubos libres", pl.section_free))
    return Ruling(answer, {"merchant": pl.section_merchant, "free": pl.section_free,
                           "actions": pl.section_merchant + pl.section_free},
                  Explanation(_("Fase uno"), steps))


# -------------------------------------------------------------------------------------- payment
def payment(action: str, era: str = "galley", section_merchant: int = 2, section_free: int = 0,
            stock_free: int = 0, gold: int = 0, card_taken: bool = False, options: Options | None = None) -> Ruling:
    """Whether red can take ``action`` now, with which cube and how much gold, or why not."""
    game = Ships(2, options)
    extra = max(0, gold - 2)
    cities = [c for a in game.board.areas for loc in a.locations for c in loc.cities][:extra]
    state = State.arrange(game, first=0, phase=Phase.ACTIONS, card_taken=card_taken,
                          track=_era_track(Era(era), 1) + [(1, "warship", 0, "galley")] * extra,
                          cities={c.id: 0 for c in cities},
                          players=[{"section_merchant": section_merchant, "section_free": section_free,
                                    "stock_free": stock_free, "gold": gold, "bank_discs": 8 - extra}])
    act = Action(action)
    explanation = Explanation(_("¿Se puede pagar «{action}»?", action=ACTION_NAMES[act]))
    cost = game.costs[act]
    explanation.add("ships-actions-cost", _(
        "Cuesta un cubo de comerciante y {m} de oro, o un cubo libre y {f} de oro{mark}.", m=cost.merchant_gold,
        f=cost.free_gold, mark=_(" (coste ilustrativo)") if cost.illustrative else _(" (coste del texto)")))
    problem = state.action_problem(0, act)
    ways: dict[str, int] = {}
    if problem:
        explanation.add(*problem)
    else:
        for pay in Payment:
            why = state.payment_problem(0, act, pay)
            if why:
                explanation.add(*why)
            else:
                ways[pay.value] = game.cost(act, pay)
                rule_id = "ships-pay-merchant" if pay == Payment.MERCHANT else "ships-pay-free"
                explanation.add(rule_id, _("Se puede pagar con un {payment} y {n} de oro.", payment=PAYMENT_NAMES[pay],
                                           n=ways[pay.value]))
        if act == Action.CARD:
            explanation.add("ships-actions-card-once", _("Es la única carta que se puede tomar en este turno."))
        elif ways:
            explanation.add("ships-actions-repeat", _("Se puede repetir en el mismo turno mientras se pueda pagar."))
    if ways:
        answer = _("Sí: con {ways}.", ways=[_("{payment} ({n} de oro)", payment=PAYMENT_NAMES[Payment(p)], n=n)
                                            for p, n in ways.items()])
    else:
        answer = _("No se puede hacer ahora.")
    return Ruling(answer, {"possible": bool(ways), "payments": ways}, explanation)


# ------------------------------------------------------------------------------------ placement
def placement(state: State, player: int | None = None) -> Ruling:
    """Every way ``player`` (the player to move) could complete *Place ship* from ``state`` (in phase two),
    found by playing each decision on a copy: the level, box, area and space, and what each yields."""
    p = state.player if player is None else player
    explanation = Explanation(_("¿Dónde puede ir el barco?"))
    problem = state.action_problem(p, Action.PLACE)
    if problem:
        explanation.add(*problem)
        return Ruling(_("No puede hacer «Colocar barco» ahora."), {"possible": False, "options": []}, explanation)
    start = state.copy()
    start.player, start.phase, start._legal = p, Phase.ACTIONS, None
    pay = next((m for m in start.legal_moves() if isinstance(m, Act) and m.action == Action.PLACE.value), None)
    if pay is None:
        explanation.add(*(start.payment_problem(p, Action.PLACE, Payment.MERCHANT) or ("ships-actions-cost", _(
            "No hay con qué pagar la acción."))))
        return Ruling(_("No puede pagar «Colocar barco» ahora."), {"possible": False, "options": []}, explanation)
    before = start.players[p]
    options: list[dict[str, Any]] = []

    def walk(node: State) -> None:
        if node.phase in (Phase.ACTIONS, Phase.OVER, Phase.OVERFLOW):  # (goods returned after: not a placement choice)
            after = node.players[p]
            level, box = next((lv + 1, b) for lv in range(TRACK_LEVELS) for b in ("merchant", "warship")
                              if len(node.track[lv][b]) > len(start.track[lv][b]))
            space = next(k for k in [*node.trade, *node.cities] if k not in start.trade and k not in start.cities)
            options.append({"level": level, "box": box, "space": space, "vp": after.vp - before.vp,
                            "gold": after.gold - before.gold,
                            "goods": {g: after.goods[g] - before.goods[g] for g in after.goods
                                      if after.goods[g] != before.goods[g]}})
            return
        moves = node.legal_moves()
        if node.phase == Phase.INDUSTRY:
            moves = (UseIndustry(False),)  # what the box itself gives (an industry counter adds one good)
        for move in moves:
            child = node.copy()
            child.push(move)
            walk(child)

    first = start.copy()
    first.push(pay)
    walk(first)
    levels = sorted({o["level"] for o in options})
    explanation.add("ships-place-counter", _("Tiene una ficha de barco de la era que toca."))
    explanation.add("ships-place-level", _("Niveles posibles: {levels}.", levels=levels))
    board = state.game.board
    seen: set[tuple[str, str]] = set()
    for o in sorted(options, key=lambda o: (o["box"], o["space"])):
        if (o["box"], o["space"]) in seen:
            continue
        seen.add((o["box"], o["space"]))
        same = [x for x in options if x["box"] == o["box"] and x["space"] == o["space"]]
        gains = [Plural("{n} de oro", "{n} de oro", o["gold"])] if o["gold"] else []
        gains += [_("{n} de {good}", n=n, good=GOOD_NAMES[Good(g)]) for g, n in o["goods"].items() if n > 0]
        points = sorted({x["vp"] for x in same})
        text = _("{space}: {gains}; puntos de victoria: {points}.", space=describe_space(o["space"], board),
                 gains=gains or [_("nada más")], points=[f"+{v}" for v in points])
        explanation.add("ships-place-trade" if o["box"] == "merchant" else "ships-place-city", text)
    answer = Plural("Hay {n} forma de colocar el barco.", "Hay {n} formas de colocar el barco.", len(options))
    return Ruling(answer, {"possible": bool(options), "options": options}, explanation)


# ---------------------------------------------------------------------------------------- the end
def game_end(players: int, first: int, player: int, on_level_11: int, options: Options | None = None) -> Ruling:
    """With ``on_level_11`` ship counters on level 11 when ``player`` ends a turn, does the game end?"""
    game = Ships(players, options)
    track = [(lv, "merchant", (player + 1) % players, "galley" if lv <= 4 else "sailing" if lv <= 8 else "steam")
             for lv in range(1, TRACK_LEVELS)]
    track += [(TRACK_LEVELS, "merchant", k % players, "steam") for k in range(on_level_11)]
    state = State.arrange(game, first=first, player=player, phase=Phase.ACTIONS, track=track)
    explanation = Explanation(_("¿Termina la partida tras este turno?"))
    steps = state.push(EndTurn()).steps
    explanation.steps.extend(s for s in steps if s.rule_id in ("ships-end", "ships-turn-order", "ships-q-stall"))
    last = state.last_player() if not state.is_over() else (first - 1) % players
    explanation.add("ships-end-last-player", _("El último turno de cada ronda es del {player}.",
                                               player=player_name(last)))
    if on_level_11 < END_COUNTERS:
        explanation.add("ships-end", Plural("En el nivel 11 hay {n} ficha; hacen falta {end}.",
                                            "En el nivel 11 hay {n} fichas; hacen falta {end}.", on_level_11,
                                            end=END_COUNTERS))
    ends = state.is_over() and state.end_reason == "track"
    answer = _("Sí, la partida termina.") if ends else _("No, la partida sigue.")
    return Ruling(answer, {"ends": ends, "last_player": COLOURS[last]}, explanation)


__all__ = ["Ruling", "phase_one", "payment", "placement", "game_end"]
