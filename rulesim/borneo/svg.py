"""Pictures of Borneo as SVG text: a shipping card's anatomy and a port with its column of cards.

Rules drawn: ``borneo-card-flags``, ``borneo-card-spice``,
``borneo-shipping-covering`` (covered cards show only their top row) and the
result of ``resolve_port`` (monopoly marker, rank markers, choosing order).
Plain strings, standard library only, so the same pictures render in the
browser.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..i18n import Plural, _, check_language
from .cards import COMPANIES, COMPANY_COLOURS, COMPANY_NAMES, SPACES_PER_COMPANY, Port, ShippingCard, spice_name
from .options import Options
from .shipping import resolve_port

SPICE_COLOURS = {"pepper": "#333333", "cinnamon": "#a0522d", "clove": "#6b3e26", "nutmeg": "#c68e3f"}
FONT = 'font-family="sans-serif"'


def _text(x: float, y: float, content: str, size: int = 12, anchor: str = "start", weight: str = "normal",
          fill: str = "#222") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}" {FONT}>{escape(content)}</text>')


def _flag(x: float, y: float, company: str, w: float = 26, h: float = 16) -> str:
    colour = COMPANY_COLOURS[company]
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="2" fill="{colour}" stroke="#222" stroke-width="0.8">'
            f"<title>{escape(company)}</title></rect>")


def _svg(width: float, height: float, body: list[str], label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-label="{escape(label)}">' + "".join(body) + "</svg>")


def card_svg(card: ShippingCard, x: float, y: float, covered: bool, lang: str) -> tuple[list[str], float]:
    """One card of a port column; returns its parts and its drawn height."""
    height = 30 if covered else 74
    parts = [f'<rect x="{x}" y="{y}" width="96" height="{height}" rx="5" fill="#fbf6e9" stroke="#555"/>']
    rows = [card.flags[:2]] if covered else [card.flags[:2], card.flags[2:]]
    for r, row in enumerate(rows):
        for c, company in enumerate(row):
            parts.append(_flag(x + 14 + c * 38, y + 7 + r * 20, company))
    if not covered:
        spice = spice_name(card.spice).render(lang) + (" ×2" if card.value == 2 else "")
        parts.append(_text(x + 48, y + 64, spice, 10, "middle", fill=SPICE_COLOURS[card.spice]))
    return parts, height


def port_svg(
    port: Port,
    cards: Sequence[ShippingCard],
    companies: dict[str, Sequence[int]],
    last_player: int | None = None,
    options: Options = Options(),
    lang: str | None = None,
) -> str:
    """The port card, its column of overlapping cards, and the five company columns
    with their merchants, visible flags, markers and the order of choosing."""
    lang = check_language(lang)
    res = resolve_port(port, cards, companies, last_player, options)
    body = ['<rect x="0" y="0" width="560" height="100%" fill="white"/>']
    # The port card.
    body.append('<rect x="10" y="10" width="96" height="60" rx="5" fill="#e8f0f8" stroke="#335"/>')
    body.append(_text(58, 28, port.name, 13, "middle", "bold"))
    body.append(_text(58, 46, f"{port.monopoly}   |   {port.limit}", 13, "middle"))
    body.append(_text(58, 62, spice_name(port.spice).render(lang), 10, "middle", fill=SPICE_COLOURS[port.spice]))
    y = 76.0
    for i, card in enumerate(cards):
        covered = options.covering and i < len(cards) - 1
        parts, h = card_svg(card, 10, y, covered, lang)
        body += parts
        y += h + 2
    column_height = y
    # The companies.
    merchant_rank = {(o.company, o.rank): k for k, o in enumerate(res.order)}
    for k, company in enumerate(COMPANIES):
        x = 140 + k * 82
        colour = COMPANY_COLOURS[company]
        body.append(f'<rect x="{x}" y="10" width="72" height="22" rx="3" fill="{colour}"/>')
        body.append(_text(x + 36, 26, COMPANY_NAMES[company].render(lang), 11, "middle", "bold", "white"))
        flags = res.counts.get(company, 0)
        body.append(_text(x + 36, 48, Plural("{n} bandera", "{n} banderas", flags).render(lang), 11, "middle"))
        marker = ""
        if res.kind == "monopoly" and res.monopoly == company:
            marker = "M"
        elif res.kind == "shared" and company in res.ranking:
            marker = str(res.ranking.index(company) + 1)
        if marker:
            body.append(f'<circle cx="{x + 36}" cy="66" r="11" fill="#222"/>')
            body.append(_text(x + 36, 70, marker, 12, "middle", "bold", "white"))
        column = companies.get(company, ())
        for rank in range(SPACES_PER_COMPANY):
            sy = 86 + rank * 34
            body.append(f'<rect x="{x + 6}" y="{sy}" width="60" height="28" rx="14" fill="#f4f4f4" stroke="#999"/>')
            if rank < len(column):
                label = _("J{n}", n=column[rank] + 1).render(lang)
                body.append(f'<circle cx="{x + 22}" cy="{sy + 14}" r="10" fill="{colour}" stroke="#222"/>')
                body.append(_text(x + 22, sy + 18, label, 9, "middle", "bold", "white"))
                picks = [str(n + 1) for n, o in enumerate(res.order) if o.company == company and o.rank == rank]
                if picks:
                    body.append(_text(x + 44, sy + 18, "#" + ",".join(picks), 10, "middle"))
            else:
                body.append(_text(x + 36, sy + 18, f"{rank + 1}.º" if lang == "es" else f"{rank + 1}", 9, "middle",
                                  fill="#999"))
    del merchant_rank
    status = {
        None: _("El puerto sigue abierto."),
        "monopoly": _("Monopolio: eligen por orden los comerciantes marcados (#)."),
        "shared": _("Reparto compartido: eligen por orden los comerciantes marcados (#)."),
    }[res.kind].render(lang)
    height = max(column_height, 86 + SPACES_PER_COMPANY * 34) + 30
    body.append(_text(140, height - 12, status, 12, weight="bold"))
    return _svg(560, height, body, _("Puerto {port}", port=port.name).render(lang))


def card_anatomy_svg(card: ShippingCard | None = None, lang: str | None = None) -> str:
    """A shipping card, large, with its two parts named."""
    lang = check_language(lang)
    if card is None:
        from .cards import DEFAULT_DECK
        card = DEFAULT_DECK.shipping[4]
    body = ['<rect x="20" y="10" width="150" height="200" rx="10" fill="#fbf6e9" stroke="#444" stroke-width="1.5"/>']
    for i, company in enumerate(card.flags):
        body.append(_flag(40 + (i % 2) * 60, 28 + (i // 2) * 38, company, 50, 28))
    body.append('<line x1="20" y1="104" x2="170" y2="104" stroke="#444" stroke-dasharray="4 3"/>')
    body.append('<rect x="20" y="64" width="150" height="40" fill="#000" fill-opacity="0.12"/>')
    spice = spice_name(card.spice).render(lang)
    body.append(f'<circle cx="95" cy="150" r="26" fill="{SPICE_COLOURS[card.spice]}"/>')
    if card.value == 2:
        body.append(_text(95, 157, "2", 22, "middle", "bold", "white"))
    body.append(_text(95, 196, spice, 13, "middle", "bold"))
    notes = [
        (40, _("Parte superior: cuatro banderas en dos filas")),
        (84, _("Fila inferior: queda tapada si se juega otra carta encima")),
        (150, _("Parte inferior: la especia (el «2» vale doble)")),
    ]
    for y, note in notes:
        body.append(f'<line x1="172" y1="{y}" x2="190" y2="{y}" stroke="#888"/>')
        body.append(_text(194, y + 4, note.render(lang), 12))
    return _svg(560, 220, body, _("Anatomía de una carta de envío").render(lang))
