"""What Ships' interactive pages compute and show, without any widget library.

- :class:`ActionPlanner` — your era, stock and gold → phase one, the actions you can still take and what
  each costs, why the others are closed; take them one by one and watch the cubes move
  (``ships-cubes-*``, ``ships-actions-*``, ``ships-pay-*``, ``ships-tidy-*``);
- :class:`PlaceShipStepper` — every decision of *Place ship*, with what each choice gives and pictures of the
  ship-age track, the area and the warehouse and bank (``ships-place-*``);
- :func:`era_table_html` — the cubes a turn gives in each era, and what a short stock costs (exact);
- :func:`bench_events` — the callbacks ``make bench`` times.
"""

from __future__ import annotations

import html
from typing import Any

from ..drawing import fit_width
from ..i18n import Message, Plural, _, check_language
from ..pages import BOOK_ROOT, Labels, rule_link
from .components import (
    ACTION_NAMES,
    ACTIONS,
    COLOURS,
    ERA_CUBES,
    ERA_OF_ERA_NAMES,
    ERA_SHORT,
    ERAS,
    FREE_CUBES,
    GOOD_NAMES,
    GOODS,
    PAYMENT_SHORT,
    SYMBOL_NAMES,
    TRACK_LEVELS,
    Action,
    Era,
    Good,
    Payment,
    ShipBox,
)
from .examples import laid_out, place_ship_scenario
from .game import Ships
from .moves import Act, EndTurn, Move, TakeCubes
from .options import Options, Undescribed
from .parts import Phase, Placed
from .pictures import area_svg, cubes_svg, stores_svg, track_svg
from .place_ship import ChooseArea, ChooseLevel, ChooseSpace, ReturnGood, UseIndustry
from .players import GreedyPlayer
from .questions.common import bank_room, era_track
from .questions.phase_one import phase_one_state
from .state import State

LABELS = Labels({
    "era": _("Era en juego"),
    "stock_merchant": _("Cubos de comerciante en el stock"),
    "stock_free": _("Cubos libres en el stock"),
    "gold": _("Oro en el banco"),
    "undescribed": _("Acciones que el texto no explica (solo se pagan)"),
    "offer": _("ofrecerlas"),
    "action": _("Acción"),
    "payment": _("Pago"),
    "run": _("Hacerlo"),
    "end_turn": _("Terminar el turno"),
    "reset": _("Volver a empezar"),
    "choice": _("Decisión"),
    "choose": _("Elegir"),
    "undo": _("Deshacer"),
    "scenario": _("Situación"),
    "pool_free": _("Cubos libres en la reserva"),
})
label = LABELS  # the notebooks' name for it: label(key, PAGE.lang)


def scenario_choices(lang: str) -> list[tuple[str, str]]:
    return [(SCENARIO_NAMES[k].render(lang), k) for k in SCENARIOS]


def era_choices(lang: str) -> list[tuple[str, str]]:
    return [(ERA_OF_ERA_NAMES[e].render(lang), e.value) for e in ERAS]


def planner_state(era: str = "galley", stock_merchant: int = 9, stock_free: int = 2, gold: int = 2,
                  undescribed: bool = False, players: int = 2) -> State:
    """Red at the start of a turn in ``era``, with that stock and gold (the bank's discs that make room for
    more than two gold stand on city spaces, each brought there by a warship on the track)."""
    game = Ships(players, Options(undescribed=Undescribed.COST_ONLY if undescribed else Undescribed.CLOSED))
    extra = max(0, gold - 2)
    track = era_track(game, era)
    top = min(track[-1].level if track else 1, TRACK_LEVELS)
    # (each warship of red took a disc from the bank; they are galleys when the era is the galley's)
    track += [Placed(top, ShipBox.WARSHIP, 0, game.era_of(top))] * extra
    return laid_out(game, [{"stock_merchant": stock_merchant, "stock_free": stock_free, "gold": gold,
                            "bank_discs": 8 - extra}], phase=Phase.CUBES, track=track, cities=bank_room(game, extra))


def _table(head: list[Message], rows: list[list[str]], lang: str) -> str:
    th = "".join(f"<th>{html.escape(h.render(lang))}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table class="table"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'


def actions_html(state: State, lang: str, root: str = BOOK_ROOT) -> str:
    """Each action: its two costs, what its box holds, and whether it can be taken now — with which cubes, or
    why not (with the rule).  A list, so that it fits a phone."""
    p = state.player
    assert p is not None
    items = []
    for action in ACTIONS:
        cost = state.game.costs[action]
        mark = "*" if cost.illustrative else ""
        box = state.me.boxes[action]
        facts = _("cubo de comerciante + {m}{mark} de oro, o cubo libre + {f}{mark} de oro; en su caja: {inside}",
                  m=cost.merchant_gold, f=cost.free_gold, mark=mark,
                  inside=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", box.merchant))
        problem = state.action_problem(p, action)
        if problem:
            status = f"✗ {html.escape(problem[1].render(lang))} {rule_link(problem[0], root)}"
        else:
            ways = [PAYMENT_SHORT[pay].render(lang) for pay in Payment if not state.payment_problem(p, action, pay)]
            if ways:
                status = "✓ " + html.escape(_("se puede pagar con: {ways}", ways=ways).render(lang))
            else:
                reasons = []
                for pay in (Payment.MERCHANT, Payment.FREE_SECTION, Payment.FREE_STOCK):
                    why = state.payment_problem(p, action, pay)
                    assert why is not None
                    rule_id, reason = why
                    text = f"{html.escape(reason.render(lang))} {rule_link(rule_id, root)}"
                    if text not in reasons:
                        reasons.append(text)
                status = "✗ " + " ".join(reasons)
        items.append(f"<li><strong>{html.escape(ACTION_NAMES[action].render(lang))}</strong><br>"
                     f"{html.escape(facts.render(lang))}<br>{status}</li>")
    note = _("* Coste ilustrativo: el texto de origen solo da el de «Mejorar barco».")
    return (f'<ul class="ships-actions">{"".join(items)}</ul>'
            f'<p><small>{html.escape(note.render(lang))} {rule_link("ships-q-costs", root)}</small></p>')


def summary_html(state: State, lang: str) -> str:
    pl = state.players[state.player if state.player is not None else 0]
    line = _("Era: {era}. Oro en el banco: {gold} (caben {cap}). En la reserva: {free} cubos libres, {pool} de oro. "
             "Cubos de comerciante junto al tablero: {own}.", era=ERA_OF_ERA_NAMES[state.current_era()],
             gold=pl.gold, cap=pl.bank_capacity, free=state.pool_free, pool=state.pool_gold, own=pl.pool_merchant)
    colour = COLOURS[state.player if state.player is not None else 0]
    return fit_width(cubes_svg(pl, colour, lang)) + f"<p>{html.escape(line.render(lang))}</p>"


class ActionPlanner:
    """Red's turn: phase one from the chosen era and stock, then the actions one at a time."""

    def __init__(self, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.setup()

    def setup(self, era: str = "galley", stock_merchant: int = 9, stock_free: int = 2, gold: int = 2,
              undescribed: bool = False) -> str:
        self.params: dict[str, Any] = dict(era=era, stock_merchant=stock_merchant, stock_free=stock_free,
                                           gold=gold, undescribed=undescribed)
        self.state = planner_state(**self.params)
        self.log = [self.state.push(TakeCubes()).to_html(self.lang, self.root)]
        self.turn_over = False
        return self.html()

    def _acts(self) -> list[Act]:
        if self.turn_over or self.state.phase != Phase.ACTIONS:
            return []
        return [m for m in self.state.legal_moves() if isinstance(m, Act)]

    def action_choices(self) -> list[tuple[str, str]]:
        """The actions that can still be taken, as (name, value) for a dropdown."""
        names = dict.fromkeys(m.action for m in self._acts())
        return [(ACTION_NAMES[Action(a)].render(self.lang), a) for a in names]

    def payment_choices(self, action: str | None) -> list[tuple[str, str]]:
        """How ``action`` can be paid now: (``cubo libre del stock + 2 de oro``, value)."""
        out = []
        for m in self._acts():
            if m.action == action:
                gold = self.state.game.cost(Action(action), Payment(m.payment))
                out.append((_("{payment} + {n} de oro", payment=PAYMENT_SHORT[Payment(m.payment)],
                              n=gold).render(self.lang), m.payment))
        return out

    def take(self, action: str | None, payment: str | None) -> str:
        """Take ``action`` paid with ``payment``; *Place ship*'s decisions and the other choices are made by a
        simple policy (shown step by step)."""
        move = next((m for m in self._acts() if m.action == action and m.payment == payment), None)
        if move is None:
            return self.html()
        self.log = [self.state.push(move).to_html(self.lang, self.root)]
        bot = GreedyPlayer(0)
        while self.state.phase not in (Phase.ACTIONS, Phase.OVER):
            self.log.append(self.state.push(bot.choose(self.state)).to_html(self.lang, self.root))
        return self.html()

    def end_turn(self) -> str:
        if self.turn_over:
            return self.html()
        before = self.state.player
        assert before is not None
        explanation = self.state.push(EndTurn())
        self.log = [explanation.to_html(self.lang, self.root)]
        self.turn_over = True
        self.ended_for = before
        return self.html()

    def html(self) -> str:
        lang = self.lang
        state = self.state
        if self.turn_over:
            pl = state.players[self.ended_for]
            head = _("Turno terminado. Cubos del jugador rojo tras ordenar:")
            return (f"<p><strong>{html.escape(head.render(lang))}</strong></p>"
                    + fit_width(cubes_svg(pl, COLOURS[self.ended_for], lang)) + "".join(self.log))
        return "".join(self.log) + summary_html(state, lang) + actions_html(state, lang, self.root)


# ---------------------------------------------------------------------- place ship, step by step
SCENARIOS = ("start", "mid", "spice")
SCENARIO_NAMES = {"start": _("Primer barco de la partida"), "mid": _("Mitad de partida: comida e industria"),
                  "spice": _("Especia y almacén lleno")}


def place_scenario(name: str = "mid") -> State:
    """Positions where red is about to take *Place ship* (a merchant cube in the section)."""
    if name not in _SCENARIOS:
        _SCENARIOS[name] = place_ship_scenario(name)
    return _SCENARIOS[name].copy()


_SCENARIOS: dict[str, State] = {}


def _signed(diff: int, message: Message, lang: str) -> str:
    return ("+" if diff > 0 else "−") + message.render(lang)


def choice_effect(state: State, move: Move, lang: str) -> str:
    """What ``move`` gives red, found by playing it on a copy of the position (and the forced moves after it)."""
    p = state.player
    assert p is not None
    before = state.players[p]
    after_state = state.copy()
    after_state.push(move)
    after = after_state.players[p]
    parts: list[str] = []

    def diff(a: int, b: int, message) -> None:
        if a != b:
            parts.append(_signed(a - b, message(abs(a - b)), lang))

    diff(after.vp, before.vp, lambda n: Plural("{n} punto de victoria", "{n} puntos de victoria", n))
    diff(after.gold, before.gold, lambda n: Plural("{n} de oro", "{n} de oro", n))
    for good in GOODS:
        diff(after.goods[good], before.goods[good], lambda n, g=good: _("{n} de {good}", n=n, good=GOOD_NAMES[g]))
    diff(after.stock_merchant, before.stock_merchant,
         lambda n: Plural("{n} cubo de comerciante en el stock", "{n} cubos de comerciante en el stock", n))
    diff(after.stock_free, before.stock_free, lambda n: Plural("{n} cubo libre", "{n} cubos libres", n))
    diff(after.industry, before.industry, lambda n: Plural("{n} ficha de industria", "{n} fichas de industria", n))
    if after.warehouse_capacity != before.warehouse_capacity:
        parts.append(_("caben {n} mercancías", n=after.warehouse_capacity).render(lang))
    if after.bank_capacity != before.bank_capacity:
        parts.append(_("caben {n} de oro", n=after.bank_capacity).render(lang))
    return ", ".join(parts)


class PlaceShipStepper:
    """*Place ship* one decision at a time for red, with what each choice gives and the pictures."""

    def __init__(self, scenario: str, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.scenario: str = scenario
        self.restart(scenario)

    def restart(self, scenario: str | None = None, decisions: tuple = ()) -> str:
        self.scenario = scenario or self.scenario
        self.state = place_scenario(self.scenario)
        self.decisions: list[Move] = []
        self.log: list[str] = []
        place = next(m for m in self.state.legal_moves() if isinstance(m, Act) and m.action == Action.PLACE.value)
        self.log.append(self.state.push(place).to_html(self.lang, self.root))
        for move in decisions:
            self._push(move)
        return self.html()

    def _push(self, move: Move) -> None:
        self.decisions.append(move)
        self.log.append(self.state.push(move).to_html(self.lang, self.root))

    def choices(self) -> list[tuple[str, int]]:
        """The decision now: each legal move, shortly named, as (label, index)."""
        if self.done:
            return []
        return [(short_move(m, self.state).render(self.lang), i) for i, m in enumerate(self.state.legal_moves())]

    def options_html(self) -> str:
        """Each possible choice with what it gives (found by playing it on a copy)."""
        if self.done:
            return ""
        items = []
        for move in self.state.legal_moves():
            effect = choice_effect(self.state, move, self.lang) or _("nada más por ahora").render(self.lang)
            items.append(f"<li><strong>{html.escape(short_move(move, self.state).render(self.lang))}</strong>: "
                         f"{html.escape(effect)}</li>")
        return f'<ul class="ships-choices">{"".join(items)}</ul>'

    @property
    def done(self) -> bool:
        return self.state.phase in (Phase.ACTIONS, Phase.OVER)

    def question(self) -> Message:
        return {
            Phase.LEVEL: _("¿En qué nivel del registro de antigüedad?"),
            Phase.BOX: _("¿Caja mercante o de buque de guerra?"),
            Phase.DISC: _("¿El disco del almacén o del banco?"),
            Phase.AREA: _("¿El área actual o la siguiente?"),
            Phase.SPACE: _("¿Qué casilla?"),
            Phase.INDUSTRY: _("¿Gastar una ficha de industria?"),
            Phase.OVERFLOW: _("El almacén está lleno: ¿qué mercancía devuelves?"),
        }.get(self.state.phase, _("La acción ha terminado."))

    def choose(self, index: int | None) -> str:
        if self.done or index is None:
            return self.html()
        moves = self.state.legal_moves()
        if 0 <= index < len(moves):
            self._push(moves[index])
        return self.html()

    def undo(self) -> str:
        """Back one decision (the others are played again from the start position)."""
        return self.restart(self.scenario, tuple(self.decisions[:-1]))

    def html(self) -> str:
        lang, state = self.lang, self.state
        p = 0
        pl = state.players[p]
        phase = state.phase
        moves = state.legal_moves() if not self.done else ()
        levels = [m.level for m in moves if isinstance(m, ChooseLevel)]
        spaces = [m.space for m in moves if isinstance(m, ChooseSpace)]
        area = state.pending.area if state.pending and state.pending.area else state.current_area(p)
        if phase == Phase.AREA:
            area = max(m.area for m in moves)  # show the furthest choice (the current one is the area above it)
        store = ""
        if phase == Phase.DISC:
            store = "warehouse" if any(m.store == "warehouse" for m in moves) else "bank"
        question = html.escape(self.question().render(lang))
        parts = [f'<p class="ships-question"><strong>{question}</strong></p>', self.options_html()]
        parts.append(fit_width(track_svg(state, lang, levels)))
        parts.append(fit_width(area_svg(state, area, lang, spaces)))
        if phase == Phase.AREA and len(moves) > 1:
            parts.append(fit_width(area_svg(state, min(m.area for m in moves), lang)))
        parts.append(fit_width(stores_svg(pl, lang, store)))
        return "".join(parts) + "".join(reversed(self.log[-3:]))


def short_move(move: Move, state: State) -> Message:
    """A decision of *Place ship* in a few words (for a dropdown on a phone)."""
    board = state.game.board
    if isinstance(move, ChooseLevel):
        return _("nivel {level}", level=move.level)
    if isinstance(move, ChooseArea):
        return _("área {n}: {name}", n=move.area, name=board.area(move.area).name)
    if isinstance(move, ChooseSpace) and move.space in board.trade_boxes:
        _area, box, loc = board.trade_boxes[move.space]
        return _("{location}: {symbol}", location=loc.name, symbol=SYMBOL_NAMES[box.symbol])
    if isinstance(move, ChooseSpace) and move.space in board.city_spaces:
        _area, city, loc = board.city_spaces[move.space]
        return _("{location}: ciudad {n}", location=loc.name, n=loc.cities.index(city) + 1)
    if isinstance(move, UseIndustry):
        return _("sí, gastar una") if move.use else _("no")
    if isinstance(move, ReturnGood):
        return GOOD_NAMES[Good(move.good)]
    return move.said(state)


# -------------------------------------------------------------------------------- eras and cubes
def phase_one(era: Era, stock_merchant: int, pool_free: int = 10) -> tuple[int, int, list[str]]:
    """What phase one puts in the action section: (merchant cubes, free cubes, rule ids cited), computed by
    the engine on a position with that stock and that many free cubes left in the pool."""
    state = phase_one_state(era, stock_merchant, max(0, min(pool_free, FREE_CUBES)))
    explanation = state.push(TakeCubes())
    pl = state.players[0]
    return pl.section_merchant, pl.section_free, explanation.rule_ids


def era_table_html(lang: str, root: str = BOOK_ROOT) -> str:
    """Per era and merchant cubes left in the stock: the cubes phase one gives and the actions lost."""
    lang = check_language(lang)
    head = [_("En el stock")] + [ERA_SHORT[e] for e in ERAS]
    rows = []
    for stock in (0, 1, 2):
        row = [str(stock) if stock < 2 else html.escape(_("{n} o más", n=2).render(lang))]
        for era in ERAS:
            merchant, free, rules = phase_one(era, stock)
            want_m, want_f = ERA_CUBES[era]
            cell = f"{merchant} + {free} = <strong>{merchant + free}</strong>"
            lost = (want_m + want_f) - (merchant + free)
            if "ships-cubes-none" in rules:
                cell += " *"
            if lost > 0:
                cell += f"<br><small>−{lost}</small>"
            row.append(cell)
        rows.append(row)
    note = _("Cada celda: cubos de comerciante + cubos libres que pone la fase uno = acciones del turno; debajo, "
             "las acciones que se pierden por el stock corto. * El cubo libre de rescate. Calculado por rulesim.")
    links = " ".join(rule_link(r, root) for r in ("ships-cubes-era", "ships-cubes-short", "ships-cubes-none"))
    return _table(head, rows, lang) + f'<p><small>{html.escape(note.render(lang))} {links}</small></p>'


def phase_one_html(era: str, stock_merchant: int, pool_free: int, lang: str, root: str = BOOK_ROOT) -> str:
    """Phase one for red in ``era`` with ``stock_merchant`` cubes in the stock and ``pool_free`` free cubes
    in the pool: the explanation step by step, and red's cubes afterwards."""
    lang = check_language(lang)
    state = phase_one_state(era, stock_merchant, max(0, min(pool_free, FREE_CUBES)))
    explanation = state.push(TakeCubes())
    return fit_width(cubes_svg(state.players[0], "red", lang)) + explanation.to_html(lang, root)


def pool_table_html(lang: str, root: str = BOOK_ROOT) -> str:
    """In the steamship era with two merchant cubes: what a pool short of free cubes leaves."""
    lang = check_language(lang)
    head = [_("Libres en la reserva"), _("La fase uno pone")]
    rows = []
    for pool in (2, 1, 0):
        merchant, free, _rules = phase_one(Era.STEAM, 2, pool_free=pool)
        rows.append([str(pool), html.escape(_("{m} + {f} = {n}", m=merchant, f=free, n=merchant + free).render(lang))])
    return _table(head, rows, lang) + f'<p class="small">{rule_link("ships-q-short-pool", root)}</p>'


# --------------------------------------------------------------------------------- browser check
def planner_first_action(lang: str) -> str:
    """What the action planner shows after a reader presses its button (“Hacerlo” / “Do it”) once on the
    page as it opens: *Place ship* paid with a merchant cube, in the galley era with the setup's stock.
    A browser test of the live notebook compares the output widget's text with this."""
    return ActionPlanner(lang).take("place-ship", "merchant")


# ------------------------------------------------------------------------------------ make bench
def bench_events() -> dict:
    """Each event a reader can cause on this game's pages (see ``tools/dev/bench.py``)."""
    planner = ActionPlanner(lang="en")

    def plan(rnd):
        r = rnd.random()
        if r < 0.15 or planner.turn_over:
            return planner.setup(rnd.choice(["galley", "sailing", "steam"]), rnd.randint(0, 9), rnd.randint(0, 4),
                                 rnd.randint(0, 6), rnd.random() < 0.5)
        if r < 0.25:
            return planner.end_turn()
        actions = planner.action_choices()
        if not actions:
            return planner.end_turn()
        action = rnd.choice(actions)[1]
        return planner.take(action, rnd.choice(planner.payment_choices(action))[1])

    stepper = PlaceShipStepper("mid", lang="en")

    def step(rnd):
        if stepper.done or rnd.random() < 0.1:
            return stepper.restart(rnd.choice(SCENARIOS))
        if rnd.random() < 0.1:
            return stepper.undo()
        choices = stepper.choices()
        stepper.options_html()
        return stepper.choose(rnd.choice(choices)[1])

    def eras(rnd):
        return phase_one_html(rnd.choice(["galley", "sailing", "steam"]), rnd.randint(0, 9), rnd.randint(0, 10), "en")

    return {"action planner": plan, "place ship step by step": step, "eras and cubes": eras}


# ------------------------------------------------------------------------------------ live panels
def live_checks() -> tuple:
    """What the browser tests change on this game's live panels (see :class:`rulesim.live.LiveCheck`)."""
    from ..live import LiveCheck

    def stepper(lang: str) -> str:
        # the page's stepper opens on the mid-game scenario with its first decision chosen: "Choose" takes it
        return PlaceShipStepper("mid", lang).choose(0)

    def eras(lang: str) -> str:
        # the page's panel opens on the sailing era, 1 merchant cube in the stock, 10 free cubes in the pool;
        # the reader picks the galley era (option 0 of the era dropdown)
        return phase_one_html("galley", 1, 10, lang)

    return (
        # "Do it" on the page as it opens; the output is the 8th HTML of the panel (7 control titles first)
        LiveCheck("book/ships/action-planner", "click", planner_first_action, label=LABELS["run"], output=7),
        LiveCheck("book/ships/place-ship-steps", "click", stepper, label=LABELS["choose"]),
        LiveCheck("book/ships/eras-and-cubes", "select", eras, control=0, option=0),
    )
