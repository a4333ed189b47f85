"""Every picture of Borneo, as SVG text drawn for a phone's column with :mod:`rulesim.drawing`.

Each picture is 358 units wide (:data:`WIDTH`), so shown at 358 CSS px every unit is a pixel and no
text is smaller than 12 px; each has a ``<title>`` and an ``aria-label`` in the page's language
(``lang`` is always passed).  Standard library only, so the same pictures render in the browser.

The notebooks' pictures: :func:`card_anatomy_svg` (a shipping card, large, its parts named:
``borneo-card-flags``, ``borneo-card-spice``) and :func:`port_svg` (a port, its column of cards and
what ``resolve_port`` makes of it: monopoly or rank markers, the choosing order;
``borneo-shipping-covering``), which the port question draws too.

The dispute questions' pictures: :func:`fight_svg` (the company's column, the two merchants and the
bonus between them, the cards each side plays, the count), :func:`mission_svg` (the mission, the
warehouse with one way to pay marked, the hand that does not count); the turn's and the end's are in
:mod:`.pictures_turn`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from ..drawing import PHONE_WIDTH, box, phone_svg, svg, text, text_lines
from ..i18n import Plural, _, check_language
from ..kinds import NOTHING
from .components import (
    COMPANIES,
    COMPANY_COLOURS,
    COMPANY_NAMES,
    SPACES_PER_COMPANY,
    SPICE_NAMES,
    Mission,
    Port,
    ShippingCard,
    company_name,
    spice_name,
)
from .options import Options
from .shipping import PortResolution, resolve_port

WIDTH = PHONE_WIDTH
INK = "#222"
GREY = "#666"
GOOD = "#1e7b34"
BAD = "#b3261e"
SPICE_COLOURS = {"pepper": "#333333", "cinnamon": "#a0522d", "clove": "#6b3e26", "nutmeg": "#b07a2a"}
LEADING = 1.3  # the dispute pictures' line spacing, in em
EM = 0.55  # the dispute pictures' estimate of a letter's width (drawing.per_line), bold or not


def paragraph(x: float, y: float, content: str, width: float, size: float = 13, weight: str = "normal",
              fill: str = INK) -> tuple[list[str], float]:
    """Wrapped lines from ``y`` (the first baseline); returns the parts and the next free y."""
    lines, last = text_lines(x, y, content, width, size, fill=fill, weight=weight, leading=LEADING, em=EM)
    return [lines], last + size * LEADING


def flag(x: float, y: float, company: str, lang: str, w: float = 22, h: float = 14, dim: bool = False) -> str:
    """A company's flag, ``w`` × ``h``, named by its company; ``dim`` when it does not count."""
    opacity = ' fill-opacity="0.25"' if dim else ""
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="2" fill="{COMPANY_COLOURS[company]}"{opacity} '
            f'stroke="{INK}" stroke-width="0.8"><title>{escape(COMPANY_NAMES[company].render(lang))}</title></rect>')


def _space(rank: int, lang: str) -> str:
    """The name of an empty space of a company (``rank`` from 0): "1.º" in Spanish, "1" in English."""
    return f"{rank + 1}.º" if lang == "es" else f"{rank + 1}"


# -------------------------------------------------------------------- the notebooks' pictures
def card_svg(card: ShippingCard, x: float, y: float, covered: bool, lang: str) -> tuple[list[str], float]:
    """One card of a port column; returns its parts and its drawn height."""
    height = 32 if covered else 78
    parts = [f'<rect x="{x}" y="{y}" width="110" height="{height}" rx="5" fill="#fbf6e9" stroke="#555"/>']
    rows = [card.flags[:2]] if covered else [card.flags[:2], card.flags[2:]]
    for r, row in enumerate(rows):
        for c, company in enumerate(row):
            parts.append(flag(x + 14 + c * 46, y + 7 + r * 23, company, lang, 36, 18))
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
        body += _company_row(6 + k * row_h, company, res, companies.get(company, ()), lang)
    # The port card and, beside it, the column of cards played under it.
    top = 6 + len(COMPANIES) * row_h + 8
    name = port.name.strip("? ")  # a port without a name ("" or "?") shows its numbers only
    body.append(box([f'<rect x="2" y="{top}" width="110" height="66" rx="5" fill="#e8f0f8" stroke="#335"/>',
                     text(57, top + 20, name, 14, "middle", weight="bold") if name else "",
                     text(57, top + 40, f"{port.monopoly}   |   {port.limit}", 14, "middle"),
                     text(57, top + 58, spice_name(port.spice).render(lang), 12.7, "middle",
                          fill=SPICE_COLOURS[port.spice])]))
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


def _company_row(y: float, company: str, res: PortResolution, column: Sequence[int], lang: str) -> list[str]:
    """A company's row of the port: its flags seen in the port, its monopoly or rank marker, its merchants on
    their spaces and the order in which they choose."""
    colour = COMPANY_COLOURS[company]
    body = [box([f'<rect x="2" y="{y}" width="76" height="28" rx="4" fill="{colour}"/>',
                 text(40, y + 19, COMPANY_NAMES[company].render(lang), 13, "middle", weight="bold", fill="white")])]
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
    for rank in range(SPACES_PER_COMPANY):
        cx, cy = 190 + rank * 37, y + 14
        if rank < len(column):
            body.append(f'<circle cx="{cx}" cy="{cy}" r="15" fill="{colour}" stroke="#222"/>')
            body.append(text(cx, cy + 4.5, _("J{n}", n=column[rank] + 1).render(lang), 12.7, "middle",
                             weight="bold", fill="white"))
            picks = [str(n + 1) for n, o in enumerate(res.order) if o.company == company and o.rank == rank]
            if picks:
                body.append(text(cx, y + 44, "#" + ",".join(picks), 12.7, "middle", weight="bold"))
        else:
            body.append(f'<circle cx="{cx}" cy="{cy}" r="15" fill="#f4f4f4" stroke="#999"/>')
            body.append(text(cx, cy + 4.5, _space(rank, lang), 12.7, "middle", fill=GREY))
    return body


def card_anatomy_svg(card: ShippingCard | None = None, *, lang: str) -> str:
    """A shipping card, large, with its two parts named."""
    lang = check_language(lang)
    if card is None:
        from .components import DEFAULT_DECK
        card = DEFAULT_DECK.shipping[4]
    body = ['<rect x="4" y="6" width="124" height="180" rx="10" fill="#fbf6e9" stroke="#444" stroke-width="1.5"/>']
    for i, company in enumerate(card.flags):
        body.append(flag(16 + (i % 2) * 56, 20 + (i // 2) * 36, company, lang, 44, 26))
    body.append('<rect x="4" y="52" width="124" height="40" fill="#000" fill-opacity="0.12"/>')
    body.append('<line x1="4" y1="92" x2="128" y2="92" stroke="#444" stroke-dasharray="4 3"/>')
    spice = spice_name(card.spice).render(lang)
    body.append(f'<circle cx="66" cy="130" r="24" fill="{SPICE_COLOURS[card.spice]}"/>')
    if card.value == 2:
        body.append(text(66, 138, "2", 22, "middle", fill="white", weight="bold"))
    body.append(text(66, 176, spice, 13, "middle", weight="bold"))
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


# -------------------------------------------------------------------- the dispute questions' pictures
def merchant(cx: float, cy: float, player: int | None, colour: str, lang: str, mark: str = "") -> list[str]:
    """A merchant disc with its player's number (``player`` from 0), or an empty space."""
    if player is None:
        return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="#f4f4f4" stroke="#999"/>']
    stroke = {"": INK, "good": GOOD, "bad": BAD, "hot": "#000"}.get(mark, INK)
    width = 3.5 if mark else 1
    return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="{colour}" stroke="{stroke}" stroke-width="{width}"/>',
            text(cx, cy + 4.5, _("J{n}", n=player + 1).render(lang), 12, "middle", weight="bold", fill="white")]


def company_row(y: float, company: str, column: Sequence[int | None], lang: str, marks: Mapping[int, str] | None = None,
                label: str | None = None) -> list[str]:
    """A company as a row: its name, then its five spaces from rank 1 (left) to 5."""
    colour = COMPANY_COLOURS[company]
    body = [f'<rect x="2" y="{y}" width="76" height="30" rx="4" fill="{colour}"/>',
            text(40, y + 20, label or COMPANY_NAMES[company].render(lang), 13, "middle", weight="bold", fill="white")]
    for rank in range(SPACES_PER_COMPANY):
        cx = 104 + rank * 38
        owner = column[rank] if rank < len(column) else None
        body += merchant(cx, y + 15, owner, colour, lang, (marks or {}).get(rank, ""))
        if owner is None:
            body.append(text(cx, y + 19.5, _space(rank, lang), 12, "middle", fill=GREY))
    return body


def small_card(x: float, y: float, flags: Sequence[str], company: str, lang: str) -> list[str]:
    """A shipping card seen in a fight: its four flags, those of ``company`` bright, the rest dimmed."""
    body = [f'<rect x="{x}" y="{y}" width="58" height="44" rx="4" fill="#fbf6e9" stroke="#555"/>']
    for i, c in enumerate(flags):
        body.append(flag(x + 6 + (i % 2) * 24, y + 6 + (i // 2) * 17, c, lang, dim=c != company))
    return body


# ---------------------------------------------------------------------------------- fight
def fight_svg(company: str, attacker_rank: int, defender_rank: int, attacker_cards: Sequence[Sequence[str]],
              defender_cards: Sequence[Sequence[str]], outcome: Mapping[str, Any], lang: str) -> str:
    """Ranks count from 1; each card as its four flags (companies), row by row."""
    body: list[str] = []
    colour = COMPANY_COLOURS[company]
    body.append(text(2, 18, _("Compañía {colour}: puestos 1 a 5", colour=COMPANY_NAMES[company]).render(lang), 13,
                     weight="bold"))
    y: float = 30
    for rank in range(SPACES_PER_COMPANY):
        cx = 104 + rank * 38
        if rank == attacker_rank - 1 or rank == defender_rank - 1:
            body.append(f'<circle cx="{cx}" cy="{y + 15}" r="15" fill="{colour}" stroke="{INK}" stroke-width="2.5"/>')
            body.append(text(cx, y + 20, "A" if rank == attacker_rank - 1 else "D", 13, "middle", weight="bold",
                             fill="white"))
        elif defender_rank - 1 < rank < attacker_rank - 1:
            body.append(f'<circle cx="{cx}" cy="{y + 15}" r="15" fill="#ddd" stroke="#999"/>')
            body.append(text(cx, y + 20, "+1", 12, "middle", weight="bold", fill=INK))
        else:
            body.append(f'<circle cx="{cx}" cy="{y + 15}" r="15" fill="#f4f4f4" stroke="#999"/>')
            body.append(text(cx, y + 20, f"{rank + 1}", 12, "middle", fill=GREY))
    body.append(text(2, y + 20, _("A ataca a D").render(lang), 12, fill=GREY))
    y = 80
    rows = ((_("Atacante (A)").render(lang), attacker_cards, outcome.get("attacker_flags")),
            (_("Defensor (D)").render(lang), defender_cards, outcome.get("defender_flags")))
    for title, cards, flags in rows:
        shown = title if flags is None else f"{title}: " + Plural("{n} bandera", "{n} banderas", flags).render(lang)
        body.append(text(2, y + 14, shown, 13, weight="bold"))
        y += 22
        if not cards:
            body.append(text(2, y + 14, _("no juega cartas").render(lang), 12, fill=GREY))
            y += 24
            continue
        for i, flags in enumerate(cards):
            col, row = i % 5, i // 5
            body += small_card(2 + col * 64, y + row * 50, flags, company, lang)
        y += 50 * ((len(cards) + 4) // 5) + 4
    if outcome.get("legal"):
        winner = outcome["winner"] == "attacker"
        counts = dict(a=outcome["attacker_flags"], d=outcome["defender_flags"], bonus=outcome["bonus"])
        line = (_("{a} contra {d} + {bonus}: gana el atacante", **counts) if winner else
                _("{a} contra {d} + {bonus}: gana el defensor", **counts)).render(lang)
        parts, y = paragraph(2, y + 16, line, WIDTH - 4, 14, "bold", GOOD)
    else:
        parts, y = paragraph(2, y + 16, _("Esta pelea no se puede jugar así.").render(lang), WIDTH - 4, 14, "bold", BAD)
    body += parts
    return phone_svg(round(y + 6), body, _("Pelea en {company}", company=company_name(company)).render(lang),
                     background="white")


# -------------------------------------------------------------------------------- mission
def _chip(x: float, y: float, spice: str, lang: str, port: bool = False, chosen: bool = False,
          dim: bool = False) -> list[str]:
    base = spice.replace("x2", "")
    name = SPICE_NAMES[base].render(lang) + (" ×2" if spice.endswith("x2") else "")
    fill = SPICE_COLOURS[base]
    opacity = ' fill-opacity="0.35"' if dim else ""
    stroke = f'stroke="{GOOD}" stroke-width="3.5"' if chosen else 'stroke="#555" stroke-width="1"'
    shape = (f'<rect x="{x}" y="{y}" width="112" height="30" rx="{3 if port else 12}" fill="{fill}"{opacity} '
             f'{stroke}/>')
    return [shape, text(x + 56, y + 19.5, name, 12, "middle", weight="bold", fill="white" if not dim else INK)]


def mission_svg(kind: str, warehouse: Sequence[str], ports: Sequence[str], hand: Sequence[str], chosen_ships: set[int],
                chosen_ports: set[int], ways: int, lang: str) -> str:
    body: list[str] = []
    mission = Mission(0, kind)
    body.append(f'<rect x="2" y="4" width="{WIDTH - 4}" height="34" rx="6" fill="#efe7d3" stroke="#8a6d3b"/>')
    body.append(text(WIDTH / 2, 26, mission.describe().render(lang), 14, "middle", weight="bold"))
    y = 60.0

    def row(title: str, items: Sequence[str], port: bool, chosen: set[int], dim: bool) -> None:
        nonlocal y
        body.append(text(2, y, title, 13, weight="bold"))
        y += 8
        if not items:
            body.append(text(2, y + 16, NOTHING.render(lang), 12, fill=GREY))
            y += 32
            return
        for i, spice in enumerate(items):
            body.extend(_chip(2 + (i % 3) * 118, y + (i // 3) * 36, spice, lang, port, i in chosen, dim))
        y += 36 * ((len(items) + 2) // 3) + 16

    row(_("Almacén: cartas de envío").render(lang), warehouse, False, chosen_ships, False)
    row(_("Almacén: cartas de puerto").render(lang), ports, True, chosen_ports, False)
    row(_("Mano (no sirve para pagar)").render(lang), hand, False, set(), True)
    if ways:
        note = Plural("Se puede pagar de {n} manera; en verde, las cartas que se entregan.",
                      "Se puede pagar de {n} maneras; en verde, las cartas de una de ellas.", ways).render(lang)
        parts, y = paragraph(2, y, note, WIDTH - 4, 13, "bold", GOOD)
    else:
        parts, y = paragraph(2, y, _("No se puede pagar con este almacén.").render(lang), WIDTH - 4, 13, "bold", BAD)
    body += parts
    return phone_svg(round(y + 4), body, _("Misión: {mission}", mission=mission.describe()).render(lang),
                     background="white")


# ---------------------------------------------------------------------------------- setup


__all__ = ["fight_svg", "mission_svg", "port_svg", "card_anatomy_svg", "WIDTH"]
