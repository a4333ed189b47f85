"""What Caribic's interactive pages compute and show, without any widget library.

- :class:`BribeExplorer` — one ship's auction with 2 to 4 players (``caribic-move-*``, ``caribic-tie-*``);
- :class:`RoundViewer` — a whole round on the (illustrative) map, step by step;
- :func:`win_chances` / :func:`win_table_html` — exact chances that a card wins a ship;
- :class:`TreasureDemo` — capture, rob, swap and deliver (``caribic-treasure-*``, ``caribic-haven-*``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from itertools import product

from ..errors import RuleViolation
from ..i18n import Plural, _, check_language, format_percent
from ..pages import BOOK_ROOT, Labels, error_html, scroll_table
from .auction import bid_value, player_name, resolve_auction
from .components import DEFAULT_CARDS, SHIPS, describe_coins, doubloons
from .examples import treasure_scenario
from .game import Caribic
from .moves import EndMove, Move, Sail
from .options import Options, ZeroVsMinusOne
from .parts import Phase
from .pictures import state_svg
from .players import GreedyPlayer
from .treasure import Capture, Deliver, Rob, Swap

LABELS = Labels({
    "players": _("Jugadores"),
    "ship": _("Barco"),
    "bid": _("Oferta del J{n}"),
    "tiebreaker": _("Desempate del J{n}"),
    "reveal": _("lo descubre"),
    "spent": _("ya gastado"),
    "reading": _("Lectura de «0 > −1»"),
    "step": _("Siguiente paso"),
    "ship_step": _("Siguiente barco"),
    "restart": _("Nueva ronda"),
    "action": _("Acción"),
    "run": _("Hacerlo"),
    "reset": _("Volver a empezar"),
})
label = LABELS  # the notebooks' name for it: label(key, PAGE.lang)


def card_choices(lang: str) -> list[tuple[str, int]]:
    return [(c.describe().render(lang), c.id) for c in DEFAULT_CARDS]


def reading_choices(lang: str) -> list[tuple[str, str]]:
    names = {"revealed-beats-hidden": _("descubierta gana a tapada"),
             "thief-is-minus-one": _("un ladrón cuenta −1")}
    return [(names[v].render(lang), v) for v in names]


def fortunes(money: Sequence[int], lang: str) -> str:
    """``jugador 1: 12.000 doblones (1 de oro y 2 de cobre)`` for every player."""
    return "; ".join(
        f"{player_name(p).render(lang)}: {doubloons(m, lang)}" + (f" ({describe_coins(m, lang)})" if m else "")
        for p, m in enumerate(money))


class BribeExplorer:
    """One ship, 2 to 4 players: each one's card, tie-breaker and decision → who wins, how far, why."""

    def __init__(self, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root

    def compute(self, ship: str, bids: list[int], tiebreakers: list[int | None], reveals: list[bool],
                reading: str = "revealed-beats-hidden") -> str:
        lang = self.lang
        options = Options(zero_vs_minus_one=ZeroVsMinusOne(reading))
        for p, (bid, tb) in enumerate(zip(bids, tiebreakers, strict=False)):
            if tb is not None and tb == bid:
                return error_html(RuleViolation("caribic-bribe-tiebreaker", _(
                    "El {player} no puede usar la misma carta como oferta y como desempate.", player=player_name(p))),
                    lang, self.root)
        cards = {p: DEFAULT_CARDS[c] for p, c in enumerate(bids)}
        tbs = {p: (None if t is None else DEFAULT_CARDS[t]) for p, t in enumerate(tiebreakers)}
        result = resolve_auction(ship, cards, tbs, dict(enumerate(reveals)), options)
        if result.winner is None:
            verdict = _("El {ship} no se mueve en esta ronda.", ship=ship)
        else:
            verdict = Plural("Gana el {player}: el {ship} avanza hasta {n} espacio.",
                             "Gana el {player}: el {ship} avanza hasta {n} espacios.", result.distance,
                             player=player_name(result.winner), ship=ship)
        values = "".join(
            f"<tr><td>{html.escape(player_name(p).render(lang))}</td><td>{html.escape(c.describe().render(lang))}</td>"
            f"<td>{bid_value(c, options)}</td></tr>" for p, c in cards.items())
        head = "".join(f"<th>{html.escape(m.render(lang))}</th>" for m in (_("Jugador"), _("Carta"), _("Puja")))
        return (f'<p class="auction-verdict"><strong>{html.escape(verdict.render(lang))}</strong></p>'
                + scroll_table(f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{values}</tbody></table>',
                               _("Pujas por el {ship}", ship=ship).render(lang))
                + result.explanation.to_html(lang, self.root))


class RoundViewer:
    """A whole round between simple players, one decision (or one ship) at a time."""

    def __init__(self, players: int, seed: int, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.players = players
        self.restart(seed)

    def restart(self, seed: int = 0) -> str:
        self.state = Caribic(self.players).new_state(seed)
        self.bots = [GreedyPlayer(seed + p) for p in range(self.players)]
        self.log: list[str] = []
        while self.state.phase is Phase.BRIBE:  # the secret bribes, all at once
            self.state.push(self.bots[self.state.player].choose(self.state))
        self.log.append(_("Todos han repartido sus sobornos en secreto.").render(self.lang))
        return self.html()

    def step(self) -> str:
        if not self.state.is_over() and self.state.round == 1:
            explanation = self.state.push(self.bots[self.state.player].choose(self.state))
            self.log.append(explanation.to_html(self.lang, self.root))
        return self.html()

    def next_ship(self) -> str:
        ship = self.state.ship
        while not self.state.is_over() and self.state.round == 1 and self.state.ship == ship \
                and self.state.phase is not Phase.BRIBE:
            self.step()
        return self.html()

    def html(self) -> str:
        s = self.state
        lang = self.lang
        money = fortunes(s.money, lang)
        if s.round > 1 or s.is_over():
            status = _("La ronda ha terminado.").render(lang)
        else:
            status = _("Ronda {round}, barco {ship}.", round=s.round, ship=s.ship).render(lang)
        return (f"<p><strong>{html.escape(status)}</strong> {html.escape(money)}</p>"
                f'<div class="rulesim-svg">{state_svg(s, lang)}</div>' + "".join(self.log[-3:]))


def win_chances(card_id: int, opponents: int, options: Options = Options()) -> tuple[float, float]:
    """Exact chances (win outright, tie for the top) of ``card_id`` on one ship when each
    opponent's card there is any of their seven with equal chance."""
    mine = bid_value(DEFAULT_CARDS[card_id], options)
    values = [bid_value(c, options) for c in DEFAULT_CARDS]
    win = tie = 0
    for combo in product(values, repeat=opponents):
        best = max(combo)
        if mine > best:
            win += 1
        elif mine == best:
            tie += 1
    total = len(values) ** opponents
    return win / total, tie / total


def win_table_html(options: Options = Options(), *, lang: str) -> str:
    lang = check_language(lang)
    columns = [_("Carta"), _("1 rival"), _("{n} rivales", n=2), _("{n} rivales", n=3)]
    head = "".join(f"<th>{html.escape(c.render(lang))}</th>" for c in columns)
    rows = []
    for card in DEFAULT_CARDS:
        cells = []
        for k in (1, 2, 3):
            win, tie = win_chances(card.id, k, options)
            text = _("gana {win} · empata {tie}", win=format_percent(win, lang), tie=format_percent(tie, lang))
            cells.append(f"<td>{html.escape(text.render(lang))}</td>")
        rows.append(f"<tr><td>{html.escape(card.describe().render(lang))}</td>{''.join(cells)}</tr>")
    return scroll_table(f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>',
                        _("Probabilidad de que gane cada carta").render(lang))


TREASURE_ACTIONS: dict[str, list[Move]] = {
    "capture": [Capture()],
    "rob": [Rob("Bravo")],
    "swap": [Capture(), Swap("Bravo")],
    "one-chest": [Capture(), Rob("Bravo")],
    "deliver": [Capture(), Sail("haven-red"), Deliver("red")],
    "pass-haven": [Capture(), Sail("haven-red"), Deliver("red"), Sail("r1c0"), EndMove()],
}


class TreasureDemo:
    """The treasure scenario; each action name plays a short sequence of moves from it."""

    def __init__(self, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.reset()

    def action_choices(self) -> list[tuple[str, str]]:
        names = {"capture": _("capturar T01"), "rob": _("robar al Bravo"),
                 "swap": _("capturar T01 e intercambiar cofres con el Bravo"),
                 "one-chest": _("capturar T01 y luego robar al Bravo (no se puede)"),
                 "deliver": _("capturar y entregar en el refugio rojo"),
                 "pass-haven": _("entregar al pasar por el refugio y seguir")}
        return [(names[k].render(self.lang), k) for k in TREASURE_ACTIONS]

    def reset(self) -> str:
        self.state = treasure_scenario()
        self.log: list[str] = []
        return self.html()

    def run(self, action: str) -> str:
        self.state = treasure_scenario()
        self.log = []
        for move in TREASURE_ACTIONS[action]:
            try:
                self.log.append(self.state.push(move).to_html(self.lang, self.root))
            except RuleViolation as error:
                self.log.append(error_html(error, self.lang, self.root))
                break
        return self.html()

    def html(self) -> str:
        s = self.state
        money = fortunes(s.money, self.lang)
        return (f"<p>{html.escape(money)}</p><div class=\"rulesim-svg\">{state_svg(s, self.lang)}</div>"
                + "".join(self.log))


# ------------------------------------------------------------------ make bench
def bench_events() -> dict:
    """Each event a reader can cause on this game's pages (see ``tools/dev/bench.py``)."""
    explorer = BribeExplorer(lang="en")

    def bribe(rnd):
        players = rnd.randint(2, 4)
        bids = [rnd.randrange(7) for _p in range(players)]
        tiebreakers = [rnd.choice([None] + [c for c in range(7) if c != b]) for b in bids]
        return explorer.compute(rnd.choice(SHIPS), bids, tiebreakers, [rnd.random() < 0.5 for _p in range(players)],
                                rnd.choice(["revealed-beats-hidden", "thief-is-minus-one"]))

    return {"bribe explorer": bribe}


# ------------------------------------------------------------------ the live panels' browser test
def live_checks() -> tuple:
    """What the browser tests change on this game's live panels (see :class:`rulesim.live.LiveCheck`)."""
    from ..live import LiveCheck

    def bribe_explorer(lang: str) -> str:
        # the page's start (the tie example): player 2's bid goes from the thief to 5 barrels
        # (dropdown 4 of the panel: players is a slider; ship, reading, then bid and tie-breaker per player)
        return BribeExplorer(lang).compute("Diabolo", [3, 5, 3], [2, 5, 5], [True, False, False])

    return (LiveCheck("book/caribic/bribe-explorer", "select", bribe_explorer, control=4, option=5),)
