"""Pictures of the dispute questions of Borneo (SVG text), drawn for a phone's column.

Each picture is 358 units wide, so shown at 358 CSS px every unit is a pixel and
no text is smaller than 12 px; each has a ``<title>`` and an ``aria-label`` in
the page's language (``lang`` is always passed).  Standard library only, so the
same pictures render in the browser.  (The port question draws with
:func:`rulesim.borneo.svg.port_svg`.)

- :func:`fight_svg` — the company's column with the two merchants and the bonus between them, the
  cards each side plays and the count;
- :func:`mission_svg` — the mission, the warehouse (one way to pay it marked) and the hand that does
  not count;
- :func:`setup_svg` — the placement rounds and what is in play;
- :func:`turn_svg` — the four actions of a turn, what is done and what is asked;
- :func:`move_svg` — the two companies before and after a merchant changes company;
- :func:`draw_svg` — the draw pile, the discards and the hand when it is time to draw;
- :func:`end_svg` — the players around the table and the order of the last missions;
- :func:`score_svg` — each player's count and the winner.
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping, Sequence

from ..i18n import Plural, _
from .components import COMPANY_COLOURS, COMPANY_NAMES, SPACES_PER_COMPANY, SPICE_NAMES, Mission, company_name
from .turn import ACTION_LABELS, STEP, STEP_LABELS, TurnAction

WIDTH = 358
FONT = 'font-family="sans-serif"'
INK = "#222"
GREY = "#666"
GOOD = "#1e7b34"
BAD = "#b3261e"
SPICE_COLOURS = {"pepper": "#333333", "cinnamon": "#a0522d", "clove": "#6b3e26", "nutmeg": "#b07a2a"}


def text(x: float, y: float, content: str, size: float = 13, anchor: str = "start", weight: str = "normal",
         fill: str = INK) -> str:
    return (f'<text x="{x}" y="{y}" font-size="{max(size, 12)}" text-anchor="{anchor}" font-weight="{weight}" '
            f'fill="{fill}" {FONT}>{escape(content)}</text>')


def wrap(content: str, width: float, size: float = 13) -> list[str]:
    """Words in lines that fit ``width`` units (an average glyph is about 0.55 em)."""
    most = max(8, int(width / (size * 0.55)))
    lines: list[str] = []
    for word in content.split():
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def paragraph(x: float, y: float, content: str, width: float, size: float = 13, weight: str = "normal",
              fill: str = INK) -> tuple[list[str], float]:
    """Wrapped lines from ``y`` (the first baseline); returns the parts and the next free y."""
    lines = wrap(content, width, size)
    parts = [text(x, y + i * size * 1.3, line, size, weight=weight, fill=fill) for i, line in enumerate(lines)]
    return parts, y + len(lines) * size * 1.3


def svg(height: float, body: list[str], title: str) -> str:
    label = escape(title)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:.0f}" width="{WIDTH}" '
            f'height="{height:.0f}" role="img" aria-label="{label}"><title>{label}</title>'
            f'<rect x="0" y="0" width="{WIDTH}" height="{height:.0f}" fill="white"/>' + "".join(body) + "</svg>")


def merchant(cx: float, cy: float, player: int | None, colour: str, lang: str, mark: str = "") -> list[str]:
    """A merchant disc with its player's number (``player`` from 0), or an empty space."""
    if player is None:
        return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="#f4f4f4" stroke="#999"/>']
    stroke = {"": INK, "good": GOOD, "bad": BAD, "hot": "#000"}.get(mark, INK)
    width = 3.5 if mark else 1
    return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="{colour}" stroke="{stroke}" stroke-width="{width}"/>',
            text(cx, cy + 4.5, _("J{n}", n=player + 1).render(lang), 12, "middle", "bold", "white")]


def company_row(y: float, company: str, column: Sequence[int | None], lang: str, marks: Mapping[int, str] | None = None,
                label: str | None = None) -> list[str]:
    """A company as a row: its name, then its five spaces from rank 1 (left) to 5."""
    colour = COMPANY_COLOURS[company]
    body = [f'<rect x="2" y="{y}" width="76" height="30" rx="4" fill="{colour}"/>',
            text(40, y + 20, label or COMPANY_NAMES[company].render(lang), 13, "middle", "bold", "white")]
    for rank in range(SPACES_PER_COMPANY):
        cx = 104 + rank * 38
        owner = column[rank] if rank < len(column) else None
        body += merchant(cx, y + 15, owner, colour, lang, (marks or {}).get(rank, ""))
        if owner is None:
            body.append(text(cx, y + 19.5, f"{rank + 1}.º" if lang == "es" else f"{rank + 1}", 12, "middle", fill=GREY))
    return body


def flag(x: float, y: float, company: str, lang: str, dim: bool = False, w: float = 22, h: float = 14) -> str:
    opacity = ' fill-opacity="0.25"' if dim else ""
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="2" fill="{COMPANY_COLOURS[company]}"{opacity} '
            f'stroke="{INK}" stroke-width="0.8"><title>{escape(COMPANY_NAMES[company].render(lang))}</title></rect>')


def small_card(x: float, y: float, flags: Sequence[str], company: str, lang: str) -> list[str]:
    """A shipping card seen in a fight: its four flags, those of ``company`` bright, the rest dimmed."""
    body = [f'<rect x="{x}" y="{y}" width="58" height="44" rx="4" fill="#fbf6e9" stroke="#555"/>']
    for i, c in enumerate(flags):
        body.append(flag(x + 6 + (i % 2) * 24, y + 6 + (i // 2) * 17, c, lang, dim=c != company))
    return body


def _verdict_colour(good: bool | None) -> str:
    return GREY if good is None else (GOOD if good else BAD)


# ---------------------------------------------------------------------------------- fight
def fight_svg(company: str, attacker_rank: int, defender_rank: int, attacker_cards: Sequence[Sequence[str]],
              defender_cards: Sequence[Sequence[str]], outcome: Mapping[str, Any], lang: str) -> str:
    """Ranks count from 1; each card as its four flags (companies), row by row."""
    body: list[str] = []
    colour = COMPANY_COLOURS[company]
    body.append(text(2, 18, _("Compañía {colour}: puestos 1 a 5", colour=COMPANY_NAMES[company]).render(lang), 13,
                     weight="bold"))
    y = 30
    for rank in range(SPACES_PER_COMPANY):
        cx = 104 + rank * 38
        if rank == attacker_rank - 1 or rank == defender_rank - 1:
            body.append(f'<circle cx="{cx}" cy="{y + 15}" r="15" fill="{colour}" stroke="{INK}" stroke-width="2.5"/>')
            body.append(text(cx, y + 20, "A" if rank == attacker_rank - 1 else "D", 13, "middle", "bold", "white"))
        elif defender_rank - 1 < rank < attacker_rank - 1:
            body.append(f'<circle cx="{cx}" cy="{y + 15}" r="15" fill="#ddd" stroke="#999"/>')
            body.append(text(cx, y + 20, "+1", 12, "middle", "bold", INK))
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
    return svg(y + 6, body, _("Pelea en {company}", company=company_name(company)).render(lang))


# -------------------------------------------------------------------------------- mission
def _chip(x: float, y: float, spice: str, lang: str, port: bool = False, chosen: bool = False,
          dim: bool = False) -> list[str]:
    base = spice.replace("x2", "")
    name = SPICE_NAMES[base].render(lang) + (" ×2" if spice.endswith("x2") else "")
    fill = SPICE_COLOURS[base]
    opacity = ' fill-opacity="0.35"' if dim else ""
    stroke = f'stroke="{GOOD}" stroke-width="3.5"' if chosen else 'stroke="#555" stroke-width="1"'
    shape = (f'<rect x="{x}" y="{y}" width="112" height="30" rx="{3 if port else 12}" fill="{fill}"{opacity} {stroke}/>')
    return [shape, text(x + 56, y + 19.5, name, 12, "middle", "bold", "white" if not dim else INK)]


def mission_svg(kind: str, warehouse: Sequence[str], ports: Sequence[str], hand: Sequence[str], chosen_ships: set[int],
                chosen_ports: set[int], ways: int, lang: str) -> str:
    body: list[str] = []
    mission = Mission(0, kind)
    body.append(f'<rect x="2" y="4" width="{WIDTH - 4}" height="34" rx="6" fill="#efe7d3" stroke="#8a6d3b"/>')
    body.append(text(WIDTH / 2, 26, mission.describe().render(lang), 14, "middle", "bold"))
    y = 60.0

    def row(title: str, items: Sequence[str], port: bool, chosen: set[int], dim: bool) -> None:
        nonlocal y
        body.append(text(2, y, title, 13, weight="bold"))
        y += 8
        if not items:
            body.append(text(2, y + 16, _("nada").render(lang), 12, fill=GREY))
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
    return svg(y + 4, body, _("Misión: {mission}", mission=mission.describe()).render(lang))


# ---------------------------------------------------------------------------------- setup
PLAYER_FILL = "#4a6fa5"


def _player_disc(cx: float, cy: float, player: int, lang: str, fill: str = PLAYER_FILL, stroke: str = INK,
                 width: float = 1) -> list[str]:
    return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>',
            text(cx, cy + 4.5, _("J{n}", n=player).render(lang), 12, "middle", "bold", "white")]


def setup_svg(players: int, outcome: Mapping[str, Any], lang: str) -> str:
    body: list[str] = []
    y = 20.0
    if not outcome.get("legal"):
        parts, y = paragraph(2, y, _("Esta preparación no es posible: la variante de cuatro comerciantes es solo "
                                     "para tres jugadores.").render(lang), WIDTH - 4, 13, "bold", BAD)
        return svg(y + 4, parts, _("Preparación").render(lang))
    for r, order in enumerate(outcome["rounds"]):
        body.append(text(2, y + 10, _("Ronda {n}", n=r + 1).render(lang), 13, weight="bold"))
        for i, p in enumerate(order):
            cx = 100 + i * 52
            body += _player_disc(cx, y + 5, p, lang)
            if i:
                body.append(f'<path d="M{cx - 35} {y + 5} h16 m-5 -5 l5 5 l-5 5" fill="none" stroke="{GREY}" '
                            f'stroke-width="2"/>')
        y += 42
    facts = [
        Plural("{n} comerciante por jugador", "{n} comerciantes por jugador", outcome["merchants"]),
        _("{n} puertos en juego, 3 boca arriba", n=outcome["ports"]),
        _("{n} misiones, ordenadas por valor", n=outcome["missions"]),
        _("mano inicial: {n} cartas de envío", n=outcome["hand"]),
    ]
    for fact in facts:
        parts, y = paragraph(2, y + 4, "· " + fact.render(lang), WIDTH - 4, 13)
        body += parts
    return svg(y + 4, body, Plural("Preparación para {n} jugador", "Preparación para {n} jugadores",
                                   players).render(lang))


# ----------------------------------------------------------------------------------- turn
def turn_svg(done: Sequence[str], action: str, legal: bool, lang: str) -> str:
    body: list[str] = []
    y = 6.0
    asked = TurnAction(action)
    done_actions = [TurnAction(a) for a in done]
    optional = _("opcional").render(lang)
    compulsory = _("obligatoria").render(lang)
    for step in (1, 2, 3, 4):
        here = [a for a in done_actions if STEP[a] == step]
        is_asked = STEP[asked] == step
        fill = "#e6f2e6" if here else "#f7f7f7"
        stroke = (GOOD if legal else BAD) if is_asked else "#999"
        lines = [ACTION_LABELS[a].render(lang) for a in here]
        height = 34 + 18 * len(lines) + (18 if is_asked else 0)
        body.append(f'<rect x="2" y="{y}" width="{WIDTH - 4}" height="{height}" rx="6" fill="{fill}" stroke="{stroke}" '
                    f'stroke-width="{3 if is_asked else 1}"/>')
        body.append(text(12, y + 21, STEP_LABELS[step].render(lang), 14, weight="bold"))
        body.append(text(WIDTH - 12, y + 21, compulsory if step >= 3 else optional, 12, "end", fill=GREY))
        ly = y + 40
        for line in lines:
            body.append(text(16, ly, "✓ " + line, 13, fill=GOOD))
            ly += 18
        if is_asked:
            mark = "→ " + ACTION_LABELS[asked].render(lang) + ("  ✔" if legal else "  ✘")
            body.append(text(16, ly, mark, 13, weight="bold", fill=GOOD if legal else BAD))
        y += height + 6
    return svg(y, body, _("Las cuatro acciones del turno").render(lang))


# ----------------------------------------------------------------------------------- move
def move_svg(before: Mapping[str, Sequence[int]], company: str, rank: int, to: str, outcome: Mapping[str, Any],
             lang: str) -> str:
    """``before`` holds owners from 0; ``rank`` counts from 0."""
    body: list[str] = []
    y = 4.0
    involved = [company] if company == to else [company, to]
    body.append(text(2, y + 14, _("Antes").render(lang), 14, weight="bold"))
    y += 22
    for c in involved:
        body += company_row(y, c, list(before.get(c, ())), lang, {rank: "hot"} if c == company else None)
        y += 38
    if outcome.get("legal"):
        after = {c: [p - 1 for p in col] for c, col in outcome["companies"].items()}
        body.append(text(2, y + 18, _("Después").render(lang), 14, weight="bold"))
        y += 26
        for c in involved:
            marks = {len(after[c]) - 1: "good"} if c == to else {r: "good" for r in range(rank, len(after[c]))}
            body += company_row(y, c, after[c], lang, marks)
            y += 38
        parts, y = paragraph(2, y + 14, _("En verde, quien cambia de sitio.").render(lang), WIDTH - 4, 13, fill=GOOD)
    else:
        parts, y = paragraph(2, y + 14, _("Este cambio de compañía no se puede hacer.").render(lang), WIDTH - 4, 13,
                             "bold", BAD)
    body += parts
    return svg(y + 4, body, _("Cambio de compañía").render(lang))


# ----------------------------------------------------------------------------------- draw
def _stack(x: float, y: float, n: int, title: str, lang: str, fill: str = "#fbf6e9") -> list[str]:
    body = []
    for i in range(min(n, 4) - 1, -1, -1):
        body.append(f'<rect x="{x + i * 3}" y="{y - i * 3}" width="70" height="92" rx="6" fill="{fill}" stroke="#555"/>')
    if n == 0:
        body.append(f'<rect x="{x}" y="{y}" width="70" height="92" rx="6" fill="none" stroke="#999" '
                    f'stroke-dasharray="5 4"/>')
    body.append(text(x + 35, y + 52, str(n), 22, "middle", "bold"))
    body.append(text(x + 35, y + 116, title, 13, "middle", "bold"))
    return body


def draw_svg(hand: int, deck: int, discards: int, outcome: Mapping[str, Any], lang: str) -> str:
    body: list[str] = []
    body += _stack(14, 14, deck, _("Mazo").render(lang), lang)
    body += _stack(144, 14, discards, _("Descartes").render(lang), lang, "#e8e2d0")
    body += _stack(274, 14, hand, _("Mano").render(lang), lang, "#dfe9f5")
    y = 162.0
    notes: list[tuple[str, str]] = []
    if outcome["reshuffled"]:
        notes.append((_("Se acaba el mazo: se barajan los descartes como mazo nuevo.").render(lang), INK))
    if outcome["game_over"]:
        notes.append((_("No hay cartas suficientes: se acaba la partida.").render(lang), BAD))
    else:
        notes.append((Plural("Roba {n} carta.", "Roba {n} cartas.", outcome["drawn"]).render(lang), GOOD))
        if outcome["discard"]:
            notes.append((Plural("Tiene {total} en la mano: descarta {n} para quedarse con seis.",
                                 "Tiene {total} en la mano: descarta {n} para quedarse con seis.", outcome["discard"],
                                 total=hand + outcome["drawn"]).render(lang), BAD))
    for note, colour in notes:
        parts, y = paragraph(2, y, note, WIDTH - 4, 13, "bold", colour)
        body += parts
    return svg(y + 4, body, _("Robar al final del turno").render(lang))


# ------------------------------------------------------------------------------------ end
def end_svg(players: int, last_player: int, order: Sequence[int], lang: str) -> str:
    """Players from 1, clockwise from left to right; each one's place in the last round under it."""
    body: list[str] = []
    step = (WIDTH - 40) / max(players - 1, 1)
    body.append(text(2, 18, _("En el sentido de las agujas del reloj:").render(lang), 13))
    for p in range(1, players + 1):
        cx = 20 + (p - 1) * step
        last = p == last_player
        body += _player_disc(cx, 50, p, lang, "#8a6d3b" if last else PLAYER_FILL, INK, 3 if last else 1)
        if p in order:
            body.append(text(cx, 86, f"{order.index(p) + 1}.º" if lang == "es" else f"#{order.index(p) + 1}", 14,
                             "middle", "bold", GOOD))
    y = 110.0
    for note in (_("En marrón, quien jugaba el último turno.").render(lang),
                 _("Debajo, el orden de la última ronda de misiones.").render(lang)):
        parts, y = paragraph(2, y, note, WIDTH - 4, 13)
        body += parts
    return svg(y + 4, body, _("Última ronda de misiones").render(lang))


# ---------------------------------------------------------------------------------- score
def score_svg(players: Sequence[tuple[int, int, int, int]], outcome: Mapping[str, Any], lang: str) -> str:
    """``players``: (shipping cards, port cards, mission points, missions) per player."""
    body: list[str] = []
    best = max(outcome["scores"]) or 1
    y = 6.0
    for i, (cards, ports, mission_points, missions) in enumerate(players):
        winner = (i + 1) in outcome["winners"]
        total = outcome["scores"][i]
        body.append(text(2, y + 16, _("Jugador {n}", n=i + 1).render(lang) + (" ★" if winner else ""), 14, weight="bold",
                         fill=GOOD if winner else INK))
        body.append(text(WIDTH - 4, y + 16, Plural("{n} punto", "{n} puntos", total).render(lang), 14, "end", "bold",
                         GOOD if winner else INK))
        x = 2.0
        for value, colour in ((cards, "#c9b98f"), (ports, "#7fa6c9"), (mission_points, "#8a6d3b")):
            w = (WIDTH - 4) * value / best
            if w:
                body.append(f'<rect x="{x:.1f}" y="{y + 24}" width="{w:.1f}" height="12" fill="{colour}"/>')
            x += w
        detail = _("{cards} + {ports} + {missions}", cards=Plural("{n} carta", "{n} cartas", cards),
                   ports=Plural("{n} puerto", "{n} puertos", ports),
                   missions=Plural("{n} misión ({points})", "{n} misiones ({points})", missions,
                                   points=Plural("{n} punto", "{n} puntos", mission_points))).render(lang)
        parts, y = paragraph(2, y + 54, detail, WIDTH - 4, 12.5, fill=GREY)
        body += parts
        y += 4
    lx = 2.0
    for label, colour in ((_("cartas de envío"), "#c9b98f"), (_("puertos"), "#7fa6c9"), (_("misiones"), "#8a6d3b")):
        name = label.render(lang)
        body.append(f'<rect x="{lx}" y="{y + 4}" width="12" height="12" fill="{colour}"/>')
        body.append(text(lx + 16, y + 15, name, 12, fill=GREY))
        lx += 16 + len(name) * 7 + 14
    y += 30
    decided = {"points": _("★ gana quien tiene más puntos."),
               "missions": _("★ empate a puntos: gana quien ha completado más misiones."),
               "shared": _("★ empate a puntos y a misiones: comparten la victoria.")}[outcome["decided_by"]]
    parts, y = paragraph(2, y + 10, decided.render(lang), WIDTH - 4, 13, "bold", GOOD)
    body += parts
    return svg(y + 4, body, _("Puntuación final").render(lang))


__all__ = ["fight_svg", "mission_svg", "setup_svg", "turn_svg", "move_svg", "draw_svg", "end_svg", "score_svg",
           "WIDTH"]
