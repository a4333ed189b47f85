"""What Maracaibo's interactive pages compute and show, without any widget library.

- :class:`VoyagePlanner` — from a ship's location and the round: every location it may end on this
  turn, the points, the village actions, the must-stops; then, for the chosen one, the main actions
  open there and why the others are not (``maracaibo-nav-*``, ``maracaibo-main-*``);
- :class:`HandAndDraw` — hand limit, planning area, display and what phase C costs
  (``maracaibo-draw-*``, ``maracaibo-free-plan-cards``);
- :func:`home_table_html` and :class:`GameViewer` — what spaces 20, 21a, 21b and 22 give in each round,
  and a whole game of four rounds between simple players (``maracaibo-home-*``, ``maracaibo-round*``).
"""

from __future__ import annotations

import html
from dataclasses import replace

from ..drawing import fit_width
from ..errors import RuleViolation
from ..i18n import Message, Plural, _, check_language
from ..pages import BOOK_ROOT, Labels, error_html, rule_link
from . import components as K
from .actions import Action
from .components import DEFAULT_MAP, Kind, VoyageMap, destinations, village_actions
from .draw import DrawCard, TakeFaceUp
from .examples import after_first_decisions, missions_at, phase_c
from .moves import Sail
from .options import Options
from .pictures import map_svg
from .players import SimplePlayer
from .state import DISPLAY_UPGRADE, HAND_UPGRADE, Maracaibo, Phase, State, player_name, round_name

LABELS = Labels({
    "start": _("Tu barco está en"),
    "round": _("Ronda"),
    "destination": _("Destino"),
    "hand": _("Cartas en la mano"),
    "planning": _("Cartas en la zona de planificación"),
    "money": _("Tus doblones"),
    "draw_pile": _("Cartas en el mazo de robo"),
    "discard": _("Cartas en la pila de descartes"),
    "limit_upgrade": _("Mejora: límite de 6 cartas"),
    "free_upgrade": _("Mejora: cartas boca arriba gratis"),
    "face_up": _("Cartas que tomas boca arriba"),
    "new_game": _("Otra partida"),
    "players": _("Jugadores"),
    "all": _("— todos los destinos —"),
})
label = LABELS  # the notebooks' name for it: label(key, PAGE.lang)

#: the planner's situation: missions lie at 15 and 18, and one of your assistants is at 12
PLANNER_MISSIONS = ("15", "18")
PLANNER_ASSISTANTS = ("12",)


def _e(message: Message, lang: str) -> str:
    return html.escape(message.render(lang))


def location_choices(lang: str, sea: VoyageMap = DEFAULT_MAP) -> list[tuple[str, str]]:
    """Every location a ship can be on at the start of a turn (not the last spaces, which end the round)."""
    lang = check_language(lang)
    last = set(sea.last.values())
    return [(sea.name(loc).render(lang), loc) for loc in sea.ids() if loc not in last]


def round_choices() -> list[tuple[str, int]]:
    return [(round_name(r), r) for r in range(1, K.ROUNDS + 1)]


class VoyagePlanner:
    """Phase A and the choice of phase B for one ship on the (illustrative) map."""

    def __init__(self, lang: str, players: int = 3, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.game = Maracaibo(players)
        self.parts = after_first_decisions(self.game, seats={0: {"assistants": list(PLANNER_ASSISTANTS)}})
        self.missions = missions_at(self.game, PLANNER_MISSIONS)

    def destination_choices(self, start: str, round_: int) -> list[tuple[str, int]]:
        lang, sea = self.lang, self.game.sea
        out = []
        for i, d in enumerate(destinations(start, round_, sea)):
            text = Plural("{loc} · {n} punto", "{loc} · {n} puntos", d.cost, loc=sea.name(d.end)).render(lang)
            out.append((text, i))
        return out

    def _state(self, start: str, round_: int) -> State:
        """The planner's position with the ship on ``start`` in round ``round_``, at the start of phase A."""
        seats = list(self.parts["seats"])
        seats[0] = replace(seats[0], ship=start)
        return State.arranged(self.game, round=round_, phase=Phase.NAVIGATE, location_missions=self.missions,
                              **{**self.parts, "seats": seats})

    def table_html(self, start: str, round_: int) -> str:
        lang, sea = self.lang, self.game.sea
        rows = []
        for d in destinations(start, round_, sea):
            kind = sea.kind(d.end)
            if kind is Kind.VILLAGE:
                village = str(village_actions(d.cost))
            else:
                village = "—"
            notes = []
            if sea.is_home(d.end, round_):
                notes.append(_("vuelta a casa"))
            elif d.must_stop:
                notes.append(_("parada obligatoria"))
            if kind is Kind.CITY:
                notes.append(_("ciudad"))
            if d.end in PLANNER_MISSIONS:
                notes.append(_("misión"))
            if d.end in PLANNER_ASSISTANTS:
                notes.append(_("tu asistente"))
            if len(d.paths) > 1:
                notes.append(Plural("{n} camino", "{n} caminos", len(d.paths)))
            note = ", ".join(n.render(lang) for n in notes)
            rows.append(f"<tr><td>{_e(sea.name(d.end), lang)}</td><td>{d.cost}</td><td>{village}</td>"
                        f"<td>{html.escape(note)}</td></tr>")
        head = "".join(f"<th>{_e(m, lang)}</th>" for m in (_("Lugar"), _("Puntos"), _("Aldea"), _("Nota")))
        count = Plural("{n} destino posible este turno.", "{n} destinos posibles este turno.", len(rows))
        links = " ".join(rule_link(r, self.root) for r in ("maracaibo-nav-points", "maracaibo-nav-must-stop",
                                                "maracaibo-main-village"))
        return (f"<p><strong>{_e(count, lang)}</strong> {links}</p>"
                f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')

    def compute(self, start: str, round_: int, choice: int | None = None) -> str:
        """The map with every reachable location; with ``choice`` (an index of :meth:`destination_choices`),
        the voyage sailed step by step and the main actions open there and why the others are not."""
        lang, sea = self.lang, self.game.sea
        found = destinations(start, round_, sea)
        if start in sea.last.values() or start not in sea.locations:
            return error_html(RuleViolation("maracaibo-round-end", _(
                "Un barco en el último espacio ha cerrado la ronda: no navega más.")), lang, self.root)
        reachable = {d.end for d in found}
        chosen = found[choice] if choice is not None and 0 <= choice < len(found) else None
        path = list(chosen.paths[0]) if chosen else None
        picture = map_svg(sea, round_, ships={0: chosen.end if chosen else start}, colours=self.game.colours,
                          reachable=reachable, path=path, start=start, missions=set(PLANNER_MISSIONS), lang=lang)
        parts = [fit_width(picture)]
        if chosen is None:
            return "".join(parts) + self.table_html(start, round_)
        state = self._state(start, round_)
        try:
            explanation = state.push(Sail(chosen.paths[0]))
        except RuleViolation as error:  # (cannot happen: the planner lists only legal voyages)
            return "".join(parts) + error_html(error, lang, self.root)
        parts.append(explanation.to_html(lang, self.root))
        parts.append(self.offers_html(state))
        return "".join(parts)

    def offers_html(self, state: State) -> str:
        lang = self.lang
        found = state.offers(0)
        home = {Action.COMBAT, Action.EXPLORE, Action.HOME_POINTS, Action.LOCATION}
        at_home = any(o.open for o in found if o.action in home) or state.game.sea.is_home(state.ships[0], state.round)
        open_ = [o for o in found if o.open]
        closed = [o for o in found if not o.open and (at_home or o.action not in home)]
        items = []
        for o in open_:
            items.append(f"<li>✔ <strong>{_e(o.name, lang)}</strong> — {_e(o.reason, lang)} "
                         f"{rule_link(o.rule_id, self.root)}</li>")
        for o in closed:
            items.append(f"<li>✘ {_e(o.name, lang)} — {_e(o.reason, lang)} {rule_link(o.rule_id, self.root)}</li>")
        if not at_home:
            name, reason = _("acciones de vuelta a casa"), _("solo en los espacios 20, 21a, 21b y 22.")
            items.append(f"<li>✘ {_e(name, lang)} — {_e(reason, lang)} "
                         f"{rule_link('maracaibo-home-spaces', self.root)}</li>")
        title = _("Acciones principales aquí (solo una, o ninguna):")
        note = _("Qué hace cada acción no está en el texto de origen.")
        return (f'<div class="rulesim-explanation"><p><strong>{_e(title, lang)}</strong> '
                f'{rule_link("maracaibo-main-only-one", self.root)} {rule_link("maracaibo-main-none", self.root)}</p>'
                f'<ul>{"".join(items)}</ul><p><em>{_e(note, lang)}</em> '
                f'{rule_link("maracaibo-q-actions", self.root)}</p></div>')


class HandAndDraw:
    """Phase C for one player: limit, cards to draw, what they cost; then the engine plays it."""

    def __init__(self, lang: str, options: Options | None = None, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.options = options or Options()

    def compute(self, hand: int, planning: int, money: int, limit_upgrade: bool, free_upgrade: bool,
                draw_pile: int, discard: int, face_up: int) -> str:
        lang = self.lang
        ups = [u for u, on in ((HAND_UPGRADE, limit_upgrade), (DISPLAY_UPGRADE, free_upgrade)) if on]
        try:
            state = phase_c(hand, money, draw_pile, discard, ups, self.options, planning)
        except RuleViolation as error:
            return error_html(error, lang, self.root)
        need = max(0, state.hand_limit(0) - hand)
        price = state.face_up_cost(0)
        summary = [
            Plural("Límite de mano: {n} carta.", "Límite de mano: {n} cartas.", state.hand_limit(0)),
            Plural("Tienes {n} carta en la mano;", "Tienes {n} cartas en la mano;", hand),
            Plural("la carta de tu zona de planificación no cuenta.",
                   "las {n} cartas de tu zona de planificación no cuentan.", planning)
            if planning else _("tu zona de planificación está vacía."),
            Plural("Robas {n} carta.", "Robas {n} cartas.", need) if need else _("No robas nada."),
        ]
        rules = " ".join(rule_link(r, self.root) for r in ("maracaibo-draw-limit", "maracaibo-draw-hand-limit",
                                                "maracaibo-free-plan-cards"))
        out = [f"<p>{' '.join(_e(m, lang) for m in summary)} {rules}</p>"]
        if need:
            rows = []
            face_down = len(state.draw) + len(state.discard)  # an empty pile takes the discard pile, shuffled
            for k in range(0, min(need, K.DISPLAY) + 1):
                cost = k * price
                ok = cost <= money
                verdict = (_("gratis") if cost == 0 else Plural("{n} doblón", "{n} doblones", cost)) if ok else \
                    _("no te alcanza: tienes {money}", money=money)
                if need - k > face_down:
                    verdict = _("no quedan tantas cartas boca abajo (mazo y descartes)")
                rows.append(f"<tr><td>{need - k}</td><td>{k}</td><td>{_e(verdict, lang)}</td></tr>")
            head = "".join(f"<th>{_e(m, lang)}</th>" for m in (_("Del mazo"), _("Boca arriba"), _("Coste")))
            rule = "maracaibo-draw-free-display" if price == 0 else "maracaibo-draw-display"
            out.append(f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
                       f"<p>{rule_link(rule, self.root)}</p>")
        # the engine plays phase C: the face-up cards first, then the pile
        explanation = state.push(state.legal_moves()[-1])  # EndActions: phase C begins
        steps = list(explanation.steps)
        taken = 0
        while state.phase == Phase.DRAW and state.player == 0:
            moves = state.legal_moves()
            ups_ = [m for m in moves if isinstance(m, TakeFaceUp)]
            draw = next((m for m in moves if isinstance(m, DrawCard)), moves[0])
            move = ups_[0] if taken < face_up and ups_ else draw
            taken += isinstance(move, TakeFaceUp)
            steps += state.push(move).steps
        explanation.steps = steps
        after = _("Después: {hand} en la mano, {money}, {pile} en el mazo y {discard} en los descartes.",
                  hand=Plural("{n} carta", "{n} cartas", len(state.seats[0].hand)),
                  money=Plural("{n} doblón", "{n} doblones", state.seats[0].money),
                  pile=Plural("{n} carta", "{n} cartas", len(state.draw)),
                  discard=Plural("{n} carta", "{n} cartas", len(state.discard)))
        out.append(explanation.to_html(lang, self.root))
        out.append(f"<p>{_e(after, lang)}</p>")
        return "".join(out)


def home_table_html(round_: int, lang: str, options: Options | None = None,
                    sea: VoyageMap = DEFAULT_MAP, root: str = BOOK_ROOT) -> str:
    """What each home space gives in round ``round_`` (and which are not home spaces then)."""
    lang = check_language(lang)
    options = options or Options()
    gives = {
        "20": (_("una acción de combate o el explorador hasta dos espacios adelante"), "maracaibo-home-20"),
        "21a": (_("3 puntos de victoria; después de la fase C, puntuación intermedia"), "maracaibo-home-21"),
        "21b": (_("3 puntos de victoria (sin puntuación intermedia)"), "maracaibo-home-21"),
        "22": (_("el texto no lo dice; llegar cierra la ronda IV: puntuación final"), "maracaibo-q-last-space"),
    }
    rows = []
    for loc in ("20", "21a", "21b", "22"):
        if sea.is_home(loc, round_):
            text, rule_id = gives[loc]
            if loc == sea.last[round_]:
                text = _("{what}. Es el último espacio: la ronda termina al acabar ese turno.", what=text)
            rows.append(f"<tr><td><strong>{loc}</strong></td><td>{_e(text, lang)} {rule_link(rule_id, root)}</td></tr>")
        else:
            unused = _("no se usa en esta ronda")
            rows.append(f"<tr><td>{loc}</td><td>{_e(unused, lang)} "
                        f"{rule_link('maracaibo-home-spaces', root)}</td></tr>")
    head = "".join(f"<th>{_e(m, lang)}</th>" for m in (_("Espacio"), _("Qué da en la ronda {round}",
                                                                        round=round_name(round_))))
    notes = [_("No se saltan: al llegar, el movimiento termina.")]
    notes.append(_("No se entregan bienes en ellos."))
    rules = " ".join(rule_link(r, root) for r in ("maracaibo-home-must-stop", "maracaibo-home-no-delivery"))
    return (f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            f"<p>{' '.join(_e(n, lang) for n in notes)} {rules}</p>"
            + fit_width(map_svg(sea, round_, lang=lang)))


class GameViewer:
    """A whole game of four rounds between simple players: who closed each round, and when."""

    def __init__(self, players: int, seed: int, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.players = players
        self.run(seed)

    def run(self, seed: int) -> str:
        self.seed = seed
        game = Maracaibo(self.players)
        state = game.new_state(seed)
        bots = [SimplePlayer(seed * 10 + p) for p in range(self.players)]
        self.rounds: list[tuple[int, int, int, str]] = []  # round, closer, turns so far, place
        self.steps: list[str] = []
        while not state.is_over():
            r = state.round
            explanation = state.push(bots[state.player].choose(state))
            if state.round != r or state.is_over():
                closer = state.round_ends[-1].player
                self.rounds.append((r, closer, state.turns, "21a" if r < K.ROUNDS else "22"))
                self.steps.append(explanation.to_html(self.lang, self.root))
        self.state = state
        return self.html()

    def next_game(self) -> str:
        return self.run(self.seed + 1)

    def html(self) -> str:
        lang, s = self.lang, self.state
        rows = "".join(
            f"<tr><td>{round_name(r)}</td><td>{_e(player_name(p), lang)}</td><td>{loc}</td><td>{turns}</td></tr>"
            for r, p, turns, loc in self.rounds)
        head = "".join(f"<th>{_e(m, lang)}</th>" for m in (_("Ronda"), _("La cierra"), _("En"), _("Turnos")))
        points = "; ".join(f"{player_name(p).render(lang)}: {seat.vp}" for p, seat in enumerate(s.seats))
        summary = _("Partida terminada tras {n} turnos. Puntos de victoria (solo los de 21a y 21b): {points}.",
                    n=s.turns, points=points)
        return (f"<p><strong>{_e(summary, lang)}</strong></p>"
                f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
                + "".join(self.steps[-1:]))


# ------------------------------------------------------------------ make bench
def bench_events() -> dict:
    """Each event a reader can cause on this game's pages (see ``tools/dev/bench.py``)."""
    planner = VoyagePlanner(lang="en")
    hand = HandAndDraw(lang="en")
    starts = [loc for _l, loc in location_choices("en")]

    def plan(rnd):
        start, round_ = rnd.choice(starts), rnd.randint(1, 4)
        choices = planner.destination_choices(start, round_)
        return planner.compute(start, round_, rnd.choice([None] + [i for _t, i in choices]))

    def draw(rnd):
        limit = rnd.random() < 0.5
        return hand.compute(rnd.randint(0, 6 if limit else 4), rnd.randint(0, 3), rnd.randint(0, 5), limit,
                            rnd.random() < 0.5, rnd.randint(0, 10), rnd.randint(0, 10), rnd.randint(0, 4))

    def home(rnd):
        return home_table_html(rnd.randint(1, 4), "en")

    return {"voyage planner": plan, "hand and draw": draw, "rounds and the way home": home}


# ------------------------------------------------------------------ live panels
def live_checks() -> tuple:
    """What the browser tests change on this game's live panels (see :class:`rulesim.live.LiveCheck`)."""
    from ..live import LiveCheck

    def voyage(lang: str) -> str:
        # the page's planner: from 5 in round I, destination 9 chosen; the reader picks "every location"
        # (option 0 of the third dropdown); the output follows the three titles of the controls
        return VoyagePlanner(lang).compute("5", 1, None)

    def home(lang: str) -> str:
        # the first panel: round I shown; the reader picks round II (the output follows the dropdown's title)
        return home_table_html(2, lang)

    def draw(lang: str) -> str:
        # the page's calculator as it opens, with the hand-limit upgrade ticked
        return HandAndDraw(lang).compute(2, 1, 3, True, False, 1, 5, 1)

    return (
        LiveCheck("book/maracaibo/voyage-planner", "select", voyage, control=2, option=0, output=3),
        LiveCheck("book/maracaibo/rounds-and-home", "select", home, control=0, option=1, output=1),
        LiveCheck("book/maracaibo/hand-and-draw", "check", draw, label=LABELS["limit_upgrade"], output=6),
    )
