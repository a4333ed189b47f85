"""Pictures of Bora Bora's situations (the "Check a situation" panel and the disputes page), as SVG text.

Drawn for a phone's column: 358 units wide, so that a unit is a CSS pixel when the picture is shown
358 px wide, with text of 12.5 units or more; every picture has a ``<title>`` and an ``aria-label``
in the page's language.  (The pictures of the notebooks — islands, temple, action tiles — are in
:mod:`.svg`; the situations use those too.)

Rules drawn: ``bora-bora-setup-*`` (:func:`setup_svg`), ``bora-bora-round`` (:func:`round_svg`),
``bora-bora-dice-place`` (:func:`turn_svg`), ``bora-bora-people-*`` (:func:`people_svg`),
``bora-bora-helper-*`` (:func:`helper_svg`, :func:`status_svg`), ``bora-bora-build-*``
(:func:`ceremony_svg`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from ..i18n import Message, Plural, _, check_language
from .components import ITEM_NAMES, RESOURCE_NAMES, TILE_NAMES

WIDTH = 358
FONT = 13.5
SMALL = 13  # 12.4 px and more where a page shows the picture at 341 px (a ruling inside its entry)
PLAYER_COLOURS = ("#c0392b", "#2f6fb5", "#2e8b57", "#d4a000")
HIGHLIGHT = "#e67e22"


def _text(x: float, y: float, s: str, size: float = FONT, anchor: str = "middle", fill: str = "#222",
          weight: str = "normal") -> str:
    return (f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" font-family="sans-serif">{escape(s)}</text>')


def _wrap(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines that fit ``width`` units at ``size`` (a sans-serif letter is about 0.58 em)."""
    most = max(8, int(width / (size * 0.58)))
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > most:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines


def _lines(x: float, y: float, text: str, width: float, size: float = SMALL, anchor: str = "start",
           fill: str = "#222", weight: str = "normal") -> tuple[list[str], float]:
    """``text`` wrapped from baseline ``y``; returns the elements and the baseline of the last line."""
    out = []
    lines = _wrap(text, width, size)
    for k, line in enumerate(lines):
        out.append(_text(x, y + k * size * 1.3, line, size, anchor, fill, weight))
    return out, y + (len(lines) - 1) * size * 1.3


def _svg(height: float, body: list[str], label: str, background: str = "white") -> str:
    h = round(height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {h}" width="{WIDTH}" height="{h}" '
            f'role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            f'<rect x="0" y="0" width="{WIDTH}" height="{h}" fill="{background}"/>' + "".join(body) + "</svg>")


def _die(x: float, y: float, size: float, value: str, fill: str, stroke: str = "#222", text: str = "white",
         width: float = 1.5) -> list[str]:
    return [f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="5" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width}"/>', _text(x + size / 2, y + size / 2 + FONT * 0.36, value, FONT, fill=text,
                                                weight="bold")]


# ------------------------------------------------------------------------------ setup
def setup_svg(tiles: Sequence[str], points: Sequence[int], first_huts: Sequence[int], lang: str) -> str:
    """The action tiles in play, and for each turn place its starting points and when it puts its first hut."""
    lang = check_language(lang)
    n = len(points)
    body = [_text(8, 20, _("Fichas de acción con {n} jugadores", n=n).render(lang), FONT, "start", weight="bold")]
    y = 32
    col_w = (WIDTH - 24) / 2
    for k, tile in enumerate(tiles):
        x = 8 + (k % 2) * (col_w + 8)
        if k and k % 2 == 0:
            y += 34
        body.append(f'<rect x="{x:.1f}" y="{y}" width="{col_w:.1f}" height="28" rx="6" fill="#fdf2d5" '
                    f'stroke="#c49a3a" stroke-width="1.5"/>')
        body.append(_text(x + col_w / 2, y + 19, TILE_NAMES[tile].render(lang), SMALL, weight="bold"))
    y += 56
    body.append(_text(8, y, _("Orden de turno").render(lang), FONT, "start", weight="bold"))
    y += 10
    for place in range(n):
        top = y + place * 34
        colour = PLAYER_COLOURS[place]
        body.append(f'<circle cx="22" cy="{top + 14}" r="11" fill="{colour}"/>')
        body.append(_text(22, top + 19, str(place + 1), SMALL, fill="white", weight="bold"))
        line = _("Puesto {place}: empieza con {points} PV; su primera cabaña va en el turno {hut} de {n}.",
                 place=place + 1, points=points[place], hut=first_huts.index(place) + 1, n=n).render(lang)
        parts, _last = _lines(40, top + 19, line, WIDTH - 48)
        body += parts
    height = y + n * 34 + 4
    return _svg(height, body, _("Preparación: fichas de acción y orden de turno").render(lang))


# ------------------------------------------------------------------------------ round
def round_svg(current: tuple[int, str], following: tuple[int, str] | None, lang: str) -> str:
    """Six rounds of phases A, B and C: where the game is, and what comes next (or the end)."""
    lang = check_language(lang)
    left, top, cw, ch = 44, 38, 50, 34
    body = [_text(left + 3 * cw, 18, _("Ronda").render(lang), FONT, weight="bold")]
    for r in range(6):
        body.append(_text(left + r * cw + cw / 2, top - 6, str(r + 1), FONT, weight="bold"))
    for k, phase in enumerate("ABC"):
        body.append(_text(left - 14, top + k * ch + ch / 2 + 5, phase, FONT, weight="bold"))
        for r in range(6):
            here = (r + 1, phase)
            past = (r + 1, k) < (current[0], "ABC".index(current[1]))
            fill = HIGHLIGHT if here == current else ("#ddd" if past else "#fdf2d5")
            stroke = "#222" if here == following else "#c49a3a"
            width = 4 if here == following else 1
            body.append(f'<rect x="{left + r * cw + 2}" y="{top + k * ch + 2}" width="{cw - 4}" height="{ch - 4}" '
                        f'rx="5" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>')
    y = top + 3 * ch + 22
    note = (_("Naranja: ahora. Borde negro: lo siguiente.") if following else
            _("Naranja: ahora. Es la última fase: la partida termina.")).render(lang)
    parts, last = _lines(8, y, note, WIDTH - 16)
    body += parts
    return _svg(last + 10, body, _("Las seis rondas y sus fases").render(lang))


# ------------------------------------------------------------------------------- turn
def turn_svg(players: int, placed: int, next_place: int | None, lang: str) -> str:
    """Each turn place's three dice: placed (grey) or still in hand (white); the next one to place marked."""
    lang = check_language(lang)
    body = [_text(8, 20, _("Dados puestos en esta fase A: {n} de {total}", n=placed, total=3 * players).render(lang),
                  FONT, "start", weight="bold")]
    for place in range(players):
        y = 34 + place * 44
        body.append(f'<circle cx="22" cy="{y + 17}" r="12" fill="{PLAYER_COLOURS[place]}"/>')
        body.append(_text(22, y + 22, str(place + 1), SMALL, fill="white", weight="bold"))
        body.append(_text(44, y + 22, _("Puesto {n} del turno", n=place + 1).render(lang), SMALL, "start"))
        for d in range(3):
            turn = d * players + place
            done = turn < placed
            nxt = turn == placed and next_place is not None
            body += _die(196 + d * 50, y + 2, 32, str(d + 1), "#999" if done else "white",
                         HIGHLIGHT if nxt else "#222", "white" if done else "#222", 4 if nxt else 1.5)
    y = 34 + players * 44 + 8
    parts, last = _lines(8, y, _("Gris: dado ya puesto. Borde naranja: el dado que toca poner.").render(lang),
                         WIDTH - 16)
    return _svg(last + 10, body + parts, _("Orden de los dados en la fase A").render(lang))


# ------------------------------------------------------------------------------ people
def people_svg(kind_name: Message, die: int, positions: Sequence[bool], free_spaces: int, allowed: Sequence[int],
               lang: str) -> str:
    """The six numbered positions of a row of man or woman tiles, those within the die's reach, and the
    free spaces of the player board."""
    lang = check_language(lang)
    body = [_text(8, 20, _("Fila de fichas de {kind}: posiciones 1 a 6", kind=kind_name).render(lang), FONT, "start",
                  weight="bold")]
    for i, present in enumerate(positions):
        x = 8 + i * 57
        reach = i < die
        stroke = HIGHLIGHT if (i + 1) in allowed else ("#c49a3a" if reach else "#bbb")
        width = 4 if (i + 1) in allowed else 1.5
        body.append(f'<rect x="{x}" y="32" width="49" height="56" rx="6" fill="{"#fdf2d5" if reach else "#eee"}" '
                    f'stroke="{stroke}" stroke-width="{width}"/>')
        body.append(_text(x + 24.5, 50, str(i + 1), FONT, weight="bold"))
        if present:
            body.append(f'<circle cx="{x + 24.5}" cy="68" r="7" fill="#555"/>'
                        f'<rect x="{x + 16.5}" y="74" width="16" height="10" rx="3" fill="#555"/>')
        else:
            body.append(_text(x + 24.5, 80, "—", FONT, fill="#888"))
    y: float = 110
    lines = [_("Con un {die}: posiciones 1 a {reach}.", die=die, reach=min(die, 6)).render(lang),
             _("Espacios libres en tu tablero: {n}.", n=free_spaces).render(lang)]
    for line in lines:
        parts, y = _lines(8, y, line, WIDTH - 16)
        body += parts
        y += SMALL * 1.5
    return _svg(y, body, _("Fila de fichas de {kind}", kind=kind_name).render(lang))


# ------------------------------------------------------------------------------ helper
def helper_svg(die: int, rows: Sequence[tuple[str, int, int]], total: int, articles: bool, lang: str) -> str:
    """What a helper die buys: one row per item (its name, how many, what it takes from the die) and a
    bar of the die's points with what is spent, over the die in red."""
    lang = check_language(lang)
    body = [_text(8, 20, _("Dado del ayudante: {die}", die=die).render(lang), FONT, "start", weight="bold")]
    cells = max(die, total, 1)
    cell = min(40, (WIDTH - 16) / cells)
    for k in range(cells):
        x = 8 + k * cell
        spent, over = k < total, k >= die
        fill = ("#c0392b" if over else "#2e8b57") if spent else "white"
        stroke = "#c0392b" if over else "#222"
        dash = ' stroke-dasharray="4 3"' if over else ""
        body.append(f'<rect x="{x:.1f}" y="32" width="{cell - 3:.1f}" height="28" rx="4" fill="{fill}" '
                    f'stroke="{stroke}" stroke-width="1.5"{dash}/>')
    y: float = 84
    for item, count, cost in rows:
        line = (Plural("{item}: {n} artículo", "{item}: {n} artículos", count, item=ITEM_NAMES[item]) if articles else
                _("{item}: {n} × {each} = {cost} puntos", item=ITEM_NAMES[item], n=count, each=cost // count,
                  cost=cost)).render(lang)
        parts, y = _lines(8, y, line, WIDTH - 16)
        body += parts
        y += SMALL * 1.5
    summary = _("Total: {total} de {die}.", total=total, die=die).render(lang)
    parts, y = _lines(8, y, summary, WIDTH - 16, weight="bold", fill="#c0392b" if total > die else "#222")
    return _svg(y + 10, body + parts, _("Lo que compra el dado del ayudante").render(lang))


def status_svg(before: int, after: int, others: Sequence[int], men: Sequence[int], shells: int, lang: str) -> str:
    """The status track around a marker's move: the markers stacked on their spaces (the last to arrive on
    top), where the marker was and where it lands, and the shells collected."""
    lang = check_language(lang)
    low = max(0, min([before] + list(others)) - 1)
    high = max([after] + list(others)) + 1
    if high - low > 10:
        low = max(0, after - 9)
        high = low + 10
    span = high - low + 1
    cell = (WIDTH - 16) / span
    stacks: dict[int, list[int]] = {}
    for p, value in enumerate(others, start=1):
        stacks.setdefault(value, []).append(p)
    stacks.setdefault(after, []).append(0)  # the player who tattoos: on top of the stack
    depth = max(len(w) for w in stacks.values())
    track = 34 + depth * 19  # the markers stand above the track, the first to arrive at the bottom
    body = [_text(8, 18, _("Registro de estado").render(lang), FONT, "start", weight="bold")]

    def centre(value: int) -> float:
        return 8 + (value - low) * cell + cell / 2 - 1

    for k in range(span):
        value = low + k
        x = 8 + k * cell
        body.append(f'<rect x="{x:.1f}" y="{track}" width="{cell - 2:.1f}" height="30" rx="3" '
                    f'fill="{"#fdf2d5" if value != after else "#fbd7a8"}" stroke="#c49a3a"/>')
        body.append(_text(centre(value), track + 20, str(value), SMALL))
    for value, who in stacks.items():
        if not low <= value <= high:
            continue
        for level, p in enumerate(who):
            body.append(f'<circle cx="{centre(value):.1f}" cy="{track - 11 - level * 19}" r="8" '
                        f'fill="{PLAYER_COLOURS[p % 4]}" stroke="{HIGHLIGHT if p == 0 else "#222"}" '
                        f'stroke-width="{3 if p == 0 else 1}"/>')
    y: float
    if low <= before <= high and before != after:
        x1, x2, y = centre(before), centre(after), track + 32
        body.append(f'<path d="M{x1:.1f},{y} C{x1:.1f},{y + 18} {x2:.1f},{y + 18} {x2:.1f},{y}" fill="none" '
                    f'stroke="{HIGHLIGHT}" stroke-width="2.5"/>'
                    f'<path d="M{x2 - 5:.1f},{y + 7} L{x2:.1f},{y} L{x2 + 5:.1f},{y + 7}" fill="none" '
                    f'stroke="{HIGHLIGHT}" stroke-width="2.5"/>')
    y = track + 30 + 36
    lines = [_("Tu marcador (borde naranja): de {a} a {b}; se pone encima de los que ya estén allí.",
               a=before, b=after).render(lang)]
    if men:
        lines.append(Plural("Hombres tatuados: {symbols} = {n} símbolo de estado.",
                            "Hombres tatuados: {symbols} = {n} símbolos de estado.", sum(men),
                            symbols=" + ".join(str(m) for m in men)).render(lang))
    if shells:
        lines.append(_("Conchas recogidas: {n}.", n=shells).render(lang))
    for line in lines:
        parts, y = _lines(8, y, line, WIDTH - 16)
        body += parts
        y += SMALL * 1.5
    return _svg(y, body, _("Tatuar y recoger conchas").render(lang))


# ------------------------------------------------------------------------------- build
def ceremony_svg(grid: Sequence[Sequence[str]], usable: Sequence[tuple[tuple[int, int], tuple[int, int]]],
                 diagonal: Sequence[tuple[tuple[int, int], tuple[int, int]]], lang: str) -> str:
    """The ceremony spaces (a material's name, empty, or under a building); pairs side by side with
    materials joined in green, pairs only touching at a corner crossed in red."""
    lang = check_language(lang)
    cw, ch, left, top = 104, 64, 18, 30
    body = [_text(8, 20, _("Espacios de ceremonia").render(lang), FONT, "start", weight="bold")]
    centre = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            x, y = left + c * (cw + 10), top + r * (ch + 12)
            centre[(r, c)] = (x + cw / 2, y + ch / 2)
            fill = {"": "white", "built": "#b7b7b7"}.get(cell, "#f6e7b7")
            body.append(f'<rect x="{x}" y="{y}" width="{cw}" height="{ch}" rx="8" fill="{fill}" stroke="#8d6e63" '
                        f'stroke-width="1.5"/>')
            name = (_("edificio") if cell == "built" else RESOURCE_NAMES[cell] if cell else _("vacío")).render(lang)
            body.append(_text(x + cw / 2, y + ch / 2 + 5, name, FONT, fill="#222" if cell else "#888",
                              weight="bold" if cell else "normal"))
    for a, b in diagonal:
        (x1, y1), (x2, y2) = centre[a], centre[b]
        body.append(f'<line x1="{x1:.1f}" y1="{y1 + 14:.1f}" x2="{x2:.1f}" y2="{y2 - 14:.1f}" stroke="#c0392b" '
                    f'stroke-width="3" stroke-dasharray="6 4"/>')
    for a, b in usable:
        (x1, y1), (x2, y2) = centre[a], centre[b]
        body.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="#2e8b57" '
                    f'stroke-width="6" stroke-linecap="round" opacity="0.8"/>')
    y = top + len(grid) * (ch + 12) + 14
    parts, last = _lines(8, y, _("Verde: dos espacios contiguos con material (se puede construir sobre ellos). "
                                  "Rojo discontinuo: solo se tocan en diagonal (no vale).").render(lang), WIDTH - 16)
    return _svg(last + 10, body + parts, _("Cuadrícula de ceremonia").render(lang))
