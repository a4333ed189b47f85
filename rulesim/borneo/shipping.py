"""Section 3 of the turn, *Shipping*: what a port's column of cards shows and how
its spices are shared out.

Rules: ``borneo-shipping-covering`` (visible flags), ``borneo-shipping-port-numbers``
and ``borneo-shipping-trigger`` (when a port resolves), ``borneo-shipping-monopoly``,
``borneo-shipping-monopoly-tie``, ``borneo-shipping-monopoly-order``,
``borneo-shipping-port-card``, ``borneo-shipping-shared``,
``borneo-shipping-shared-ranks``, ``borneo-shipping-shared-order``,
``borneo-shipping-shared-tie``, ``borneo-shipping-no-flags``; open questions
``borneo-q-monopoly-tie``, ``borneo-q-shared-leftover``, ``borneo-q-no-merchants``,
``borneo-q-shared-example``.

Everything here is a pure function of a port, its cards and the company
columns, so a reader can try a port without a whole game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from ..explain import Explanation
from ..i18n import Deferred, Plural, _
from .cards import COMPANY_NAMES, Port, ShippingCard, company_name
from .options import Options


@dataclass(frozen=True)
class VisibleFlag:
    company: str
    card: int  # position of the card in the column, 0 = directly under the port
    slot: int  # 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right


@dataclass(frozen=True)
class Chooser:
    """One pick of a spice: the merchant at ``rank`` (0 = first) of ``company``, owned by ``player``."""

    company: str
    rank: int
    player: int


@dataclass
class PortResolution:
    kind: str | None  # None (nothing happens), "monopoly" or "shared"
    counts: dict[str, int]  # visible flags per company, in order of first appearance
    monopoly: str | None = None
    ranking: list[str] = field(default_factory=list)  # shared: companies by rank 1, 2, …
    order: list[Chooser] = field(default_factory=list)  # who picks, pick by pick
    discarded: int = 0  # spices nobody may take
    explanation: Explanation = field(default_factory=lambda: Explanation(_("Puerto")))


def visible_flags(cards: Sequence[ShippingCard], covering: bool = True) -> list[VisibleFlag]:
    """The flags a player can see, in reading order (left to right, top to bottom).

    A card played on another covers its lower row, so only the last card shows
    both rows (``borneo-shipping-covering``).  With ``covering=False`` every flag
    counts (``borneo-q-shared-example``).
    """
    last = len(cards) - 1
    shown = []
    for i, card in enumerate(cards):
        slots = range(4) if (i == last or not covering) else range(2)
        shown.extend(VisibleFlag(card.flags[s], i, s) for s in slots)
    return shown


def flag_counts(cards: Sequence[ShippingCard], covering: bool = True) -> dict[str, int]:
    """Visible flags per company, keys in the order the companies first appear."""
    counts: dict[str, int] = {}
    last = len(cards) - 1
    for i, card in enumerate(cards):
        for company in (card.flags if (i == last or not covering) else card.flags[:2]):
            counts[company] = counts.get(company, 0) + 1
    return counts


def monopoly_company(
    port: Port, cards: Sequence[ShippingCard], counts: dict[str, int], options: Options
) -> tuple[str | None, list[str]]:
    """The company holding the monopoly (or None) and every company that reached the number."""
    reached = [c for c, n in counts.items() if n >= port.monopoly]
    if not reached:
        return None, []
    last = cards[-1].flags
    def on_last_card(company: str) -> int:
        return last.index(company) if company in last else 4
    if options.monopoly_tie == "most-flags":
        best = max(counts[c] for c in reached)
        tied = [c for c in reached if counts[c] == best]
    else:
        tied = reached
    # Keys of ``counts`` are in first-appearance order: a stable last resort.
    return min(tied, key=on_last_card), reached


def shared_ranking(counts: dict[str, int]) -> list[str]:
    """Companies with at least one visible flag, most flags first; equal counts
    go in the order their flags first appear (``borneo-shipping-shared-tie``)."""
    appearance = {c: i for i, c in enumerate(counts)}
    return sorted((c for c, n in counts.items() if n > 0), key=lambda c: (-counts[c], appearance[c]))


def monopoly_order(column: Sequence[int], company: str, n_spices: int) -> list[Chooser]:
    """First merchant, second, … and round again until every spice is taken."""
    if not column:
        return []
    return [Chooser(company, i % len(column), column[i % len(column)]) for i in range(n_spices)]


def shared_order(
    ranking: Sequence[str], companies: dict[str, Sequence[int]], n_spices: int, leftover: str
) -> list[Chooser]:
    """First-rank merchants of the companies in rank order, then second-rank ones, …"""
    one_pass = [
        Chooser(c, rank, companies[c][rank])
        for rank in range(max((len(companies.get(c, ())) for c in ranking), default=0))
        for c in ranking
        if rank < len(companies.get(c, ()))
    ]
    if not one_pass:
        return []
    if leftover == "discard":
        return one_pass[:n_spices]
    return [one_pass[i % len(one_pass)] for i in range(n_spices)]


def port_trigger(port: Port, cards: Sequence[ShippingCard], options: Options = Options()) -> str | None:
    counts = flag_counts(cards, options.covering)
    if any(n >= port.monopoly for n in counts.values()):
        return "monopoly"
    if len(cards) >= port.limit:
        return "shared"
    return None


def resolve_port(
    port: Port,
    cards: Sequence[ShippingCard],
    companies: dict[str, Sequence[int]],
    last_player: int | None = None,
    options: Options = Options(),
) -> PortResolution:
    """What the column of ``cards`` under ``port`` gives, and why, step by step.

    ``companies`` maps each company to its column of merchants (the owning
    player of rank 1, rank 2, …).  ``last_player`` played the last card.
    """
    counts = flag_counts(cards, options.covering)
    # a port without a name ("" or "?", as a situation file without one gives) is "the port"
    named = bool(port.name.strip("? "))
    ex = Explanation(_("Puerto {port}", port=port.name) if named else _("El puerto"))
    shown = Deferred(lambda: _("{parts}", parts=[_("{colour} {flags}", colour=COMPANY_NAMES[c], flags=n)
                                                     for c, n in counts.items()]))
    ex.add(
        "borneo-shipping-covering" if options.covering else "borneo-q-shared-example",
        _("Banderas visibles con {cards} cartas: {counts}.", cards=len(cards), counts=shown),
    )
    res = PortResolution(None, counts, explanation=ex)
    company, reached = monopoly_company(port, cards, counts, options)
    n = len(cards)
    if company is None and n < port.limit:
        ex.add(
            "borneo-shipping-trigger",
            _("Ninguna compañía llega a {monopoly} banderas y hay {cards} de {limit} cartas: el puerto sigue abierto.",
              monopoly=port.monopoly, cards=n, limit=port.limit),
        )
        return res
    if last_player is not None:
        ex.add(
            "borneo-shipping-port-card",
            _("El jugador {player}, que jugó la última carta, se lleva la carta de puerto {port}.",
              player=last_player + 1, port=port.name) if named else
            _("El jugador {player}, que jugó la última carta, se lleva la carta de puerto.", player=last_player + 1),
        )
    if company is not None:
        res.kind, res.monopoly = "monopoly", company
        ex.add(
            "borneo-shipping-monopoly",
            _("Monopolio: {company} tiene {flags} banderas, al menos {monopoly}.",
              company=company_name(company), flags=counts[company], monopoly=port.monopoly),
        )
        if len(reached) > 1 and options.monopoly_tie == "first-flag":
            ex.add(
                "borneo-shipping-monopoly-tie",
                _("Varias compañías llegan a la vez ({companies}); gana {company}, cuya bandera aparece antes en la última carta.",
                  companies=[company_name(c) for c in reached], company=company_name(company)),
            )
        elif len(reached) > 1:
            ex.add(
                "borneo-q-monopoly-tie",
                _("Varias compañías llegan a la vez ({companies}); con la opción «most-flags» gana la que más banderas tiene, {company}, y la última carta solo desempata cuentas iguales.",
                  companies=[company_name(c) for c in reached], company=company_name(company)),
            )
        res.order = monopoly_order(companies.get(company, ()), company, n)
        rule = "borneo-shipping-monopoly-order"
    else:
        res.kind = "shared"
        res.ranking = shared_ranking(counts)
        ex.add(
            "borneo-shipping-shared",
            _("Se alcanza el límite de {limit} cartas sin monopolio: reparto compartido.", limit=port.limit),
        )
        ex.add(
            "borneo-shipping-shared-ranks",
            _("Orden de las compañías: {ranking}.", ranking=[company_name(c) for c in res.ranking]),
        )
        ties = {counts[c] for c in res.ranking if [counts[d] for d in res.ranking].count(counts[c]) > 1}
        if ties:
            ex.add(
                "borneo-shipping-shared-tie",
                _("Las compañías empatadas se ordenan por la primera bandera visible de cada una."),
            )
        res.order = shared_order(res.ranking, companies, n, options.shared_leftover)
        rule = "borneo-shipping-shared-order"
    silent = [c for c in companies if counts.get(c, 0) == 0 and companies[c]]
    if silent:
        ex.add(
            "borneo-shipping-no-flags",
            _("Sin banderas en el puerto, no reciben especias los comerciantes de {companies}.",
              companies=[company_name(c) for c in silent]),
        )
    for pick, chooser in enumerate(res.order, 1):
        ex.add(
            rule,
            _("Elección {pick}: el comerciante {rank}.º de {company} (jugador {player}).",
              pick=pick, rank=chooser.rank + 1, company=company_name(chooser.company), player=chooser.player + 1),
        )
    res.discarded = n - len(res.order)
    if res.discarded:
        rule_id = "borneo-q-shared-leftover" if res.order else "borneo-q-no-merchants"
        ex.add(rule_id, Plural("{n} especia queda sin dueño y se descarta.", "{n} especias quedan sin dueño y se descartan.", res.discarded))
    return res
