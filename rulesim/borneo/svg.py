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

from ..drawing import box, svg, text, text_lines
from ..i18n import Plural, _, check_language
from .components import COMPANIES, COMPANY_COLOURS, COMPANY_NAMES, SPACES_PER_COMPANY, Port, ShippingCard, spice_name
from .options import Options
from .shipping import resolve_port

SPICE_COLOURS = {"pepper": "#333333", "cinnamon": "#a0522d", "clove": "#6b3e26", "nutmeg": "#c68e3f"}
WIDTH = 358  # drawn for a phone's column (rulesim.drawing): 1 unit = 1 CSS px there


def _flag(x: float, y: float, company: str, lang: str, w: float = 36, h: float = 18) -> str:
    colour = COMPANY_COLOURS[company]
    name = escape(COMPANY_NAMES[company].render(lang))
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="2" fill="{colour}" stroke="#222" stroke-width="0.8">'
            f"<title>{name}</title></rect>")


def card_svg(card: ShippingCard, x: float, y: float, covered: bool, lang: str) -> tuple[list[str], float]:
    """One card of a port column; returns its parts and its drawn height."""
    height = 32 if covered else 78
    parts = [f'<rect x="{x}" y="{y}" width="110" height="{height}" rx="5" fill="#fbf6e9" stroke="#555"/>']
    rows = [card.flags[:2]] if covered else [card.flags[:2], card.flags[2:]]
    for r, row in enumerate(rows):
        for c, company in enumerate(row):
            parts.append(_flag(x + 14 + c * 46, y + 7 + r * 23, company, lang))
    if not covered:
        spice = spice_name(card.spice).render(lang) + (" ×2" if card.value == 2 else "")
        parts.append(text(x + 55, y + 70, spice, 12.7, "middle", fill=SPICE_COLOURS[card.spice], weight="bold"))
    return parts, height


def port_svg(
    port: Port,
    cards: Sequence[ShippingCard],
    companies: dict[str, Sequence[int]],
    last_player: int | None = None,
    options: Options = Options(),
    *, lang: str,
) -> str:
    """The five companies (a row each: flags seen in the port, the monopoly or rank marker, the
    merchants on their spaces and the order in which they choose), then the port card with its
    column of overlapping cards.  Drawn for a phone's column, stacked."""
    lang = check_language(lang)
    res = resolve_port(port, cards, companies, last_player, options)
    body: list[str] = []
    row_h = 50
    for k, company in enumerate(COMPANIES):
        y = 6 + k * row_h
        colour = COMPANY_COLOURS[company]
        body.append(box([f'<rect x="2" y="{y}" width="76" height="28" rx="4" fill="{colour}"/>',
                         text(40, y + 19, COMPANY_NAMES[company].render(lang), 13, "middle", weight="bold", fill="white")]))
        flags = res.counts.get(company, 0)
        body.append(text(84, y + 19, Plural("{n} bandera", "{n} banderas", flags).render(lang), 12.7))
        marker = ""
        if res.kind == "monopoly" and res.monopoly == company:
            marker = "M"
        elif res.kind == "shared" and company in res.ranking:
            marker = str(res.ranking.index(company) + 1)
        if marker:
            body.append(f'<circle cx="161" cy="{y + 14}" r="12" fill="#222"/>')
            body.append(text(161, y + 19, marker, 13, "middle", weight="bold", fill="white"))
        column = companies.get(company, ())
        for rank in range(SPACES_PER_COMPANY):
            cx, cy = 190 + rank * 37, y + 14
            if rank < len(column):
                body.append(f'<circle cx="{cx}" cy="{cy}" r="15" fill="{colour}" stroke="#222"/>')
                body.append(text(cx, cy + 4.5, _("J{n}", n=column[rank] + 1).render(lang), 12.7, "middle", weight="bold",
                                 fill="white"))
                picks = [str(n + 1) for n, o in enumerate(res.order) if o.company == company and o.rank == rank]
                if picks:
                    body.append(text(cx, y + 44, "#" + ",".join(picks), 12.7, "middle", weight="bold"))
            else:
                body.append(f'<circle cx="{cx}" cy="{cy}" r="15" fill="#f4f4f4" stroke="#999"/>')
                body.append(text(cx, cy + 4.5, f"{rank + 1}.º" if lang == "es" else f"{rank + 1}", 12.7, "middle",
                                 fill="#666"))
    # The port card and, beside it, the column of cards played under it.
    top = 6 + len(COMPANIES) * row_h + 8
    name = port.name.strip("? ")  # a port without a name ("" or "?") shows its numbers only
    body.append(box([f'<rect x="2" y="{top}" width="110" height="66" rx="5" fill="#e8f0f8" stroke="#335"/>',
                     text(57, top + 20, name, 14, "middle", weight="bold") if name else "",
                     text(57, top + 40, f"{port.monopoly}   |   {port.limit}", 14, "middle"),
                     text(57, top + 58, spice_name(port.spice).render(lang), 12.7, "middle", fill=SPICE_COLOURS[port.spice])]))
    y = float(top)
    for i, card in enumerate(cards):
        covered = options.covering and i < len(cards) - 1
        parts, h = card_svg(card, 124, y, covered, lang)
        body += parts
        y += h + 2
    status = {
        None: _("El puerto sigue abierto."),
        "monopoly": _("Monopolio: eligen por orden los comerciantes marcados (#)."),
        "shared": _("Reparto compartido: eligen por orden los comerciantes marcados (#)."),
    }[res.kind].render(lang)
    # the status beside the cards when there is room, under everything otherwise
    if len(cards) <= 1:
        status_svg, last = text_lines(246, top + 16, status, WIDTH - 248, 13, weight="bold")
        height = max(last, y, top + 66) + 10
    else:
        status_svg, last = text_lines(4, max(y, top + 66) + 20, status, WIDTH - 8, 13, weight="bold")
        height = last + 10
    body.append(status_svg)
    label = (_("Puerto {port}", port=name) if name else _("El puerto")).render(lang)
    return svg(WIDTH, height, ['<rect x="0" y="0" width="100%" height="100%" fill="white"/>', *body], label)


def card_anatomy_svg(card: ShippingCard | None = None, *, lang: str) -> str:
    """A shipping card, large, with its two parts named."""
    lang = check_language(lang)
    if card is None:
        from .components import DEFAULT_DECK
        card = DEFAULT_DECK.shipping[4]
    body = ['<rect x="4" y="6" width="124" height="180" rx="10" fill="#fbf6e9" stroke="#444" stroke-width="1.5"/>']
    for i, company in enumerate(card.flags):
        body.append(_flag(16 + (i % 2) * 56, 20 + (i // 2) * 36, company, lang, 44, 26))
    body.append('<rect x="4" y="52" width="124" height="40" fill="#000" fill-opacity="0.12"/>')
    body.append('<line x1="4" y1="92" x2="128" y2="92" stroke="#444" stroke-dasharray="4 3"/>')
    spice = spice_name(card.spice).render(lang)
    body.append(f'<circle cx="66" cy="130" r="24" fill="{SPICE_COLOURS[card.spice]}"/>')
    if card.value == 2:
        body.append(text(66, 138, "2", 22, "middle", "bold", "white"))
    body.append(text(66, 176, spice, 13, "middle", "bold"))
    notes = [
        (33, _("Parte superior: cuatro banderas en dos filas")),
        (72, _("Fila inferior: queda tapada si se juega otra carta encima")),
        (130, _("Parte inferior: la especia (el «2» vale doble)")),
    ]
    bottom = 190.0
    for y, note in notes:
        body.append(f'<line x1="130" y1="{y}" x2="144" y2="{y}" stroke="#888"/>')
        lines, last = text_lines(148, y + 4, note.render(lang), WIDTH - 150, 12.7)
        body.append(lines)
        bottom = max(bottom, last + 8)
    return svg(WIDTH, bottom, body, _("Anatomía de una carta de envío").render(lang))
