"""What Borneo's interactive pages compute and show, without any widget library.

The notebooks only wire widgets (ipywidgets) to these models: each widget
event calls one method and puts the returned HTML on the page.  Keeping the
work here keeps the notebooks thin, makes the callbacks measurable by
``make bench``, and lets the same code run in the browser.

- :class:`PortSimulator` — section 3, shipping (``borneo-shipping-*``).
- :class:`FightCalculator` — section 2, fights (``borneo-fight-*``).
- :class:`MissionChecker` — section 1, missions (``borneo-missions-*``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..errors import RuleViolation
from ..explain import Explanation
from ..i18n import Plural, _, check_language
from ..pages import BOOK_ROOT, Labels, error_html, scroll_table
from ..rules import rule_url
from .components import COMPANY_NAMES, DEFAULT_DECK, MISSION_KINDS, SPICES, Mission, Port, ShippingCard, spice_name
from .examples import example_companies
from .fight import judge_fight
from .missions import describe_payment, payment_options
from .options import Options
from .pictures import port_svg
from .shipping import resolve_port

LABELS = Labels({
    "port": _("Puerto"),
    "monopoly": _("Número de monopolio"),
    "limit": _("Límite de cartas"),
    "card": _("Carta de envío"),
    "play": _("Jugar la carta"),
    "undo": _("Deshacer"),
    "reset": _("Vaciar el puerto"),
    "covering": _("Tapar la fila inferior"),
    "monopoly_tie": _("Empate de monopolio"),
    "shared_leftover": _("Especias sobrantes"),
    "company": _("Compañía"),
    "attacker_rank": _("Puesto del atacante"),
    "defender_rank": _("Puesto del defensor"),
    "attacker_cards": _("Cartas del atacante"),
    "defender_cards": _("Cartas del defensor"),
    "attacker_keeps": _("Guarda en mano (atacante)"),
    "defender_keeps": _("Guarda en mano (defensor)"),
    "singles": _("Cartas sencillas"),
    "doubles": _("Cartas ×2"),
    "ports": _("Cartas de puerto"),
    "hand_note": _("Las cartas de la mano no cuentan: solo paga el almacén."),
})
label = LABELS  # the notebooks' name for it: label(key, PAGE.lang)


def option_label(value: str, lang: str) -> str:
    names = {
        "first-flag": _("primera bandera de la última carta"),
        "most-flags": _("más banderas, luego la última carta"),
        "cycle": _("vuelven a elegir los primeros"),
        "discard": _("se descartan"),
    }
    return names[value].render(lang)


def card_label(card: ShippingCard, lang: str, spice: bool = True) -> str:
    """``#12 · roja ×3 + azul · canela ×2`` (without the spice where it plays no part: a fight)."""
    lang = check_language(lang)
    major = max(set(card.flags), key=card.flags.count)
    minor = next(c for c in card.flags if c != major)
    flags = f"#{card.id} · {COMPANY_NAMES[major].render(lang)} ×3 + {COMPANY_NAMES[minor].render(lang)}"
    if not spice:
        return flags
    return f"{flags} · " + spice_name(card.spice).render(lang) + (" ×2" if card.value == 2 else "")


class PortSimulator:
    """A port and its column of cards, played one by one."""

    def __init__(self, port_id: int = 0, companies: dict[str, list[int]] | None = None,
                 options: Options | None = None, *, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.deck = DEFAULT_DECK
        self.companies: dict[str, Sequence[int]] = dict(companies or example_companies())
        self.options = options or Options()
        self.port = self.deck.ports[port_id]
        self.cards: list[ShippingCard] = []
        self.error: RuleViolation | None = None

    def card_choices(self) -> list[tuple[str, int]]:
        return [(card_label(c, self.lang), c.id) for c in self.deck.shipping]

    def port_choices(self) -> list[tuple[str, int]]:
        return [(f"{p.name} ({p.monopoly} | {p.limit})", p.id) for p in self.deck.ports]

    def set_port(self, port_id: int) -> str:
        self.port = self.deck.ports[port_id]
        self.cards = []
        return self.html()

    def set_numbers(self, monopoly: int, limit: int) -> str:
        self.error = None
        if monopoly > 2 * limit + 1:
            self.error = RuleViolation("borneo-shipping-port-numbers", _(
                "Con {limit} cartas ninguna compañía puede mostrar {monopoly} banderas.", limit=limit,
                monopoly=monopoly))
        else:
            self.port = replace(self.port, monopoly=monopoly, limit=limit)
        return self.html()

    def set_options(self, **changes: Any) -> str:
        self.options = replace(self.options, **changes)
        return self.html()

    def resolved(self) -> bool:
        return bool(self.cards) and resolve_port(self.port, self.cards, self.companies, None,
                                                 self.options).kind is not None

    def play(self, card_id: int) -> str:
        self.error = None
        card = self.deck.shipping[card_id]
        if self.resolved():
            self.error = RuleViolation("borneo-shipping-new-port", _(
                "Este puerto ya se ha repartido; en la partida lo sustituiría un puerto nuevo. Vacíalo para seguir."))
        elif card in self.cards:
            self.error = RuleViolation("borneo-shipping-play", _("Esa carta ya está en el puerto."))
        else:
            self.cards.append(card)
        return self.html()

    def undo(self) -> str:
        self.error = None
        if self.cards:
            self.cards.pop()
        return self.html()

    def reset(self) -> str:
        self.error = None
        self.cards = []
        return self.html()

    def explanation(self) -> Explanation:
        return resolve_port(self.port, self.cards, self.companies, 0 if self.cards else None, self.options).explanation

    def html(self) -> str:
        parts = []
        if self.error:
            parts.append(error_html(self.error, self.lang, self.root))
        parts.append('<div class="rulesim-svg">' + port_svg(self.port, self.cards, self.companies, 0,
                                                              self.options, lang=self.lang) + "</div>")
        parts.append(self.explanation().to_html(self.lang, self.root))
        return "".join(parts)


class FightCalculator:
    """A fight in one company: ranks, cards played, what each keeps, the outcome."""

    def __init__(self, lang: str, options: Options | None = None, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.options = options or Options()
        self.deck = DEFAULT_DECK

    def card_choices(self, company: str) -> list[tuple[str, int]]:
        """Only cards that show the company's flags may be played (``borneo-fight-cards``)."""
        return [(card_label(c, self.lang, spice=False) + f" — {c.flag_count(company)}⚑", c.id)
                for c in self.deck.shipping if c.shows(company)]

    def compute(self, company: str, attacker_rank: int, defender_rank: int, attacker_cards: list[int],
                defender_cards: list[int], attacker_keeps: int = 1, defender_keeps: int = 1) -> str:
        """Ranks count from 1 here, as on the board."""
        lang = self.lang
        a = [self.deck.shipping[i] for i in attacker_cards]
        d = [self.deck.shipping[i] for i in defender_cards]
        if set(attacker_cards) & set(defender_cards):
            return error_html(RuleViolation("borneo-fight-cards", _("Una carta no puede estar en las dos manos.")),
                              lang, self.root)
        problem, result = judge_fight(company, attacker_rank, defender_rank, a, d, attacker_keeps, defender_keeps,
                                      keep_one=self.options.keep_one, sides=self.options.keep_one_sides)
        if problem:
            return error_html(RuleViolation(*problem), lang, self.root)
        assert result is not None  # (judge_fight gives a result whenever it gives no problem)
        ex = result.explanation
        if result.attacker_wins:
            ex.add("borneo-fight-attacker-wins", _(
                "A continuación, el defensor elige: bajar al puesto {rank}.º o ir al primer puesto libre de otra "
                "compañía.",
                rank=attacker_rank))
            ex.add("borneo-fight-discard", Plural("Se descarta la carta jugada.",
                                                  "Se descartan las {n} cartas jugadas.", len(a) + len(d)))
        else:
            ex.add("borneo-fight-defender-wins", _(
                "A continuación, el defensor puede guardar en su almacén cualquiera de las cartas que jugó ({n}); las "
                "del atacante ({m}) se descartan.",
                n=len(d), m=len(a)))
        against = html.escape(_("contra").render(lang))
        score = (f'<p class="fight-score"><strong>{result.attacker_flags}</strong> ⚑ {against} '
                 f'<strong>{result.defender_flags} + {result.bonus}</strong></p>')
        return score + ex.to_html(lang, self.root)


class MissionChecker:
    """A warehouse, given as counts of cards, against the five kinds of mission."""

    def __init__(self, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root

    @staticmethod
    def warehouse(singles: dict[str, int], doubles: dict[str, int], ports: dict[str, int]
                  ) -> tuple[list[ShippingCard], list[Port]]:
        ships: list[ShippingCard] = []
        for spice in SPICES:
            for value, count in ((1, singles.get(spice, 0)), (2, doubles.get(spice, 0))):
                for _i in range(count):
                    ships.append(ShippingCard(len(ships), ("red", "red", "red", "blue"), spice, value))
        port_cards = [Port(i, spice, 5, 4, spice)
                      for i, spice in enumerate(s for s in SPICES for _n in range(ports.get(s, 0)))]
        return ships, port_cards

    def compute(self, singles: dict[str, int], doubles: dict[str, int], ports: dict[str, int]) -> str:
        lang = self.lang
        ships, port_cards = self.warehouse(singles, doubles, ports)
        by_id = {c.id: c for c in ships}
        ports_by_id = {p.id: p for p in port_cards}
        rows = []
        for kind in MISSION_KINDS:
            mission = Mission(0, kind)
            ways = payment_options(mission, ships, port_cards)
            if ways:
                shown = "<br>".join(html.escape(describe_payment(w, by_id, ports_by_id).render(lang)) for w in ways[:8])
                if len(ways) > 8:
                    shown += "<br>" + html.escape(Plural("… y {n} manera más", "… y {n} maneras más",
                                                         len(ways) - 8).render(lang))
                verdict = _("sí").render(lang)
            else:
                shown, verdict = "—", _("no").render(lang)
            rows.append(f"<tr><td>{html.escape(mission.describe().render(lang))}</td><td>{verdict}</td>"
                        f"<td>{shown}</td></tr>")
        head = "".join(f"<th>{html.escape(m.render(lang))}</th>"
                       for m in (_("Misión"), _("¿Se puede pagar?"), _("Maneras de pagarla")))
        units = sum(c.value for c in ships) + len(port_cards)
        note = _("Almacén: cartas de envío, {cards}; puertos, {ports}; especias en total, {units}.",
                 cards=len(ships), ports=len(port_cards), units=units).render(lang)
        link = rule_url("borneo-missions-payment", self.root)
        return (f'<p>{html.escape(note)} <a class="rule-ref" href="{link}">[borneo-missions-payment]</a></p>'
                + scroll_table(f'<table class="table"><thead><tr>{head}</tr></thead>'
                               f'<tbody>{"".join(rows)}</tbody></table>',
                               _("Misiones que se pueden pagar").render(lang)))


# ------------------------------------------------------------------ make bench
def bench_events() -> dict:
    """Each event a reader can cause on this game's pages, as ``make bench`` times it: name → a
    function of a ``random.Random`` that does what one widget callback does."""
    sim = PortSimulator(lang="en")

    def port(rnd):
        action = rnd.random()
        if action < 0.55:
            return sim.play(rnd.randrange(60))
        if action < 0.7:
            return sim.undo()
        if action < 0.8:
            return sim.reset()
        if action < 0.9:
            return sim.set_numbers(rnd.randint(3, 8), rnd.randint(3, 6))
        return sim.set_options(covering=rnd.random() < 0.7)

    calc = FightCalculator(lang="en")
    choices = [c for _label, c in calc.card_choices("green")]

    def fight(rnd):
        a = rnd.sample(choices, 2)
        d = rnd.sample([c for c in choices if c not in a], 1)
        return calc.compute("green", 4, 2, a, d, 1, 1)

    checker = MissionChecker(lang="en")

    def mission(rnd):
        counts = [{s: rnd.randint(0, 4) for s in ("pepper", "cinnamon", "clove", "nutmeg")} for _k in range(3)]
        return checker.compute(*counts)

    return {"port simulator": port, "fight calculator": fight, "mission checker": mission}


# ------------------------------------------------------------------ the live panels' browser test
def live_checks() -> tuple:
    """What the browser tests change on this game's live panels (see :class:`rulesim.live.LiveCheck`)."""
    from ..live import LiveCheck

    def port_simulator(lang: str) -> str:
        # the page's panel starts with cards 0 and 1 played and card 2 chosen: "Play the card" plays it
        sim = PortSimulator(port_id=0, lang=lang)
        sim.play(0)
        sim.play(1)
        return sim.play(2)

    return (LiveCheck("book/borneo/port-simulator", "click", port_simulator, label=LABELS["play"]),)
