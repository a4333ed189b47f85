"""Every picture of Bora Bora, as SVG text drawn with :mod:`rulesim.drawing`.

Drawn for a phone's column (:data:`WIDTH`, 358 units: a unit is a CSS pixel when the picture is shown
358 px wide), with text of 12.5 units or more; every picture has a ``<title>`` and an ``aria-label``
in the page's language.

The notebooks' pictures (the situations use them too): :func:`islands_svg` (the illustrative islands;
``bora-bora-expand-paths``: path values, land brown, water blue), :func:`temple_svg`
(``bora-bora-temple-push``), :func:`tiles_svg` (the action tiles with their dice,
``bora-bora-dice-lower``) and :func:`chance_svg` (the trainer's chances).

The dispute questions' pictures: ``bora-bora-setup-*`` (:func:`setup_svg`), ``bora-bora-round``
(:func:`round_svg`), ``bora-bora-dice-place`` (:func:`turn_svg`), ``bora-bora-people-*``
(:func:`people_svg`), ``bora-bora-helper-*`` (:func:`helper_svg`, :func:`status_svg`),
``bora-bora-build-*`` (:func:`ceremony_svg`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..drawing import PHONE_WIDTH, box, min_font, phone_svg, svg, text, text_lines
from ..i18n import Message, Plural, _, check_language, format_percent
from .components import ITEM_NAMES, PATHS, REGION_NAMES, REGIONS, RESOURCE_NAMES, TEMPLE_SPACES, TILE_NAMES

WIDTH = PHONE_WIDTH
FONT = 13.5
SMALL = 13  # 12.4 px and more where a page shows the picture at 341 px (a ruling inside its entry)
LEADING = 1.3  # the dispute pictures' line spacing, in em
EM = 0.58  # the dispute pictures' estimate of a letter's width (drawing.per_line), bold or not
PLAYER_COLOURS = ("#c0392b", "#2f6fb5", "#2e8b57", "#d4a000")
HIGHLIGHT = "#e67e22"


def _die(x: float, y: float, size: float, value: str, fill: str, stroke: str = "#222", ink: str = "white",
         width: float = 1.5) -> list[str]:
    """A die: its square at (x, y) and its ``value`` in ``ink``, both placed to 0.1 unit."""
    return [f'<rect x="{x:.1f}" y="{y:.1f}" width="{size}" height="{size}" rx="5" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width}"/>',
            text(round(x + size / 2, 1), round(y + size / 2 + FONT * 0.36, 1), value, FONT, "middle", fill=ink,
                 weight="bold")]


# ------------------------------------------------------------------------- the notebooks' pictures
def islands_svg(island: dict[str, list[int]], highlight: Sequence[str] = (), origin: Sequence[str] = (),
                *, lang: str) -> str:
    """The regions (huts as coloured squares, fish value in a badge), the paths with their values;
    ``highlight`` marks the regions reachable now, ``origin`` the regions they are reached from.

    Drawn at the islands' own scale (about 470 units wide) with text large enough to read at a
    phone's width (``min_font``)."""
    lang = check_language(lang)
    xs = [r.xy[0] for r in REGIONS.values()]
    ys = [r.xy[1] for r in REGIONS.values()]
    left, top = min(xs) - 14, min(ys) - 14
    width = max(xs) + 80 + 26 - left
    font = round(min_font(width) + 0.05, 1)
    shift = lambda x, y: (round(x - left, 1), round(y - top, 1))  # noqa: E731
    centre = {r: shift(reg.xy[0] + 40, reg.xy[1] + 32) for r, reg in REGIONS.items()}
    lines, badges = [], []
    for a, b, kind, value in PATHS:
        (x1, y1), (x2, y2) = centre[a], centre[b]
        colour = "#8d5a2b" if kind == "land" else "#1f6fb2"
        dash = "" if kind == "land" else ' stroke-dasharray="7 5"'
        lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="4"{dash}/>')
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        badges.append(f'<circle cx="{mx}" cy="{my}" r="{font * 0.78:.1f}" fill="white" stroke="{colour}" '
                      f'stroke-width="2"/>')
        badges.append(text(mx, my + font * 0.36, str(value), font, "middle", colour, "bold"))
    fills = {"forest": "#6aa84f", "plains": "#e6d690", "beach": "#f6e7b7", "mountain": "#b7b7b7"}
    regions = []
    for rid, reg in REGIONS.items():
        x, y = shift(*reg.xy)
        x, y = x - 4, y - 4  # 88 × 72 boxes around the regions' places
        stroke = "#e67e22" if rid in highlight else ("#222" if rid in origin else "#777")
        stroke_width = 5 if rid in highlight or rid in origin else 1
        regions.append(box([
            f'<rect x="{x}" y="{y}" width="88" height="72" rx="10" fill="{fills[reg.kind]}" stroke="{stroke}" '
            f'stroke-width="{stroke_width}"/>',
            text(x + 44, y + font + 3, REGION_NAMES[reg.kind].render(lang), font, "middle", weight="bold"),
            text(x + 44, y + 2 * font + 6, RESOURCE_NAMES[reg.resource].render(lang), font, "middle", "#333")]))
        for k, p in enumerate(island.get(rid, [])):
            regions.append(f'<rect x="{x + 8 + k * 17}" y="{y + 2 * font + 12}" width="14" height="14" '
                           f'fill="{PLAYER_COLOURS[p]}" stroke="#222"/>')
        regions.append(f'<circle cx="{x + 84}" cy="{y + 68}" r="{font * 0.75:.1f}" fill="#2e86c1" stroke="white"/>')
        regions.append(text(x + 84, y + 68 + font * 0.36, str(reg.fish), font, "middle", "white", "bold"))
    bottom = max(ys) + 64 + 26 - top
    legend = _("Tierra: línea continua; agua: discontinua. El número de cada camino es su valor; el círculo azul, "
               "el pez.")
    legend_svg, last = text_lines(6, bottom + font, legend.render(lang), width - 12, font)
    height = last + font * 0.6
    return svg(width, height, [*lines, *regions, *badges, legend_svg], _("Islas (mapa ilustrativo)").render(lang),
               scale=1.0, background="#d6eef8")


def temple_svg(temple: Sequence[int | None], placed: int | None = None, *, lang: str) -> str:
    """The temple's spaces 1–6 with their priests; arrows show where a pushed priest goes."""
    lang = check_language(lang)
    body = []
    step = 58
    for i in range(TEMPLE_SPACES):
        x = WIDTH - 36 - i * step
        body.append(f'<rect x="{x - 22}" y="8" width="44" height="44" rx="6" fill="#f3d9a4" stroke="#8d6e63"/>')
        body.append(text(x, 70, str(i + 1), 14, "middle", weight="bold"))
        tip = x + 33  # pushed priests move right, towards space 1, and out of the temple after it
        body.append(f'<path d="M{x + 23},30 L{tip},30 M{tip - 5},25 L{tip},30 L{tip - 5},35" stroke="#8d6e63" '
                    f'fill="none" stroke-width="2"/>')
        owner = temple[i]
        if owner is not None:
            ring = ' stroke="#e67e22" stroke-width="4"' if placed == i + 1 else ' stroke="#222"'
            body.append(f'<circle cx="{x}" cy="30" r="14" fill="{PLAYER_COLOURS[owner]}"{ring}/>')
    note = _("Los sacerdotes empujados avanzan hacia el espacio 1 y, desde él, salen del templo.")
    note_svg, last = text_lines(4, 94, note.render(lang), WIDTH - 8, 12.7)
    body.append(note_svg)
    height = last + 8
    return svg(WIDTH, height, body, _("Templo (ilustrativo)").render(lang), background="#fbf3e4")


def tiles_svg(tiles: Sequence[str], placed: dict[str, list[list[int]]], closed: dict[str, bool] | None = None,
              *, lang: str) -> str:
    """The action tiles with the dice on them, in placement order; a closed tile is greyed.
    Three tiles to a row, each name wrapped inside its tile."""
    lang = check_language(lang)
    columns, tile_w, gap = 3, 112, 7
    names = []
    for tile in tiles:
        svg_text, last = text_lines(0, 0, TILE_NAMES[tile].render(lang), tile_w - 10, 13, "middle", weight="bold",
                                    leading=1.15)
        names.append((tile, last))
    head = max(last for _t, last in names) + 24  # room for the longest name
    rows_of_dice = max([(len(placed.get(t, [])) + 2) // 3 for t in tiles] + [1])
    tile_h = head + rows_of_dice * 34 + 6
    body = []
    for k, tile in enumerate(tiles):
        x = 2 + (k % columns) * (tile_w + gap)
        y = 2 + (k // columns) * (tile_h + gap)
        shut = closed.get(tile) if closed else False
        name_svg, _last = text_lines(x + tile_w / 2, y + 18, TILE_NAMES[tile].render(lang), tile_w - 10, 13, "middle",
                                     weight="bold", leading=1.15)
        body.append(box([f'<rect x="{x}" y="{y}" width="{tile_w}" height="{tile_h}" rx="8" '
                         f'fill="{"#eee" if shut else "#fdf2d5"}" stroke="{"#aaa" if shut else "#c49a3a"}" '
                         f'stroke-width="2"/>', name_svg]))
        for j, (p, value) in enumerate(placed.get(tile, [])):
            dx, dy = x + 6 + (j % 3) * 34, y + head + (j // 3) * 34
            body.append(f'<rect x="{dx}" y="{dy}" width="30" height="30" rx="5" fill="{PLAYER_COLOURS[p]}"/>')
            body.append(text(dx + 15, dy + 21, str(value), 16, "middle", "white", "bold"))
    rows = (len(tiles) + columns - 1) // columns
    width = 4 + columns * tile_w + (columns - 1) * gap
    height = 4 + rows * tile_h + (rows - 1) * gap
    return svg(width, height, body, _("Fichas de acción").render(lang), background="white")


def chance_svg(chances: dict[int, list[float]], lang: str) -> str:
    """For 1, 2 and 3 dice in hand, the chance that at least one can still go on a tile, against
    the lowest die on it.  An empty tile (always open) is a point of its own, apart from the
    lines for a lowest die of 1 to 6."""
    lang = check_language(lang)
    x0, y0, w, h = 46, 196, 226, 170
    step = w / 7  # the empty tile, a gap, then 1 … 6
    xs = {0: x0 + step * 0.2}
    xs.update({v: x0 + step * (v + 0.9) for v in range(1, 7)})
    body = [f'<line x1="{x0}" y1="{y0}" x2="{x0 + w}" y2="{y0}" stroke="#333"/>',
            f'<line x1="{x0}" y1="{y0}" x2="{x0}" y2="{y0 - h}" stroke="#333"/>']
    # a break in the axis between the empty tile and 1
    bx = (xs[0] + xs[1]) / 2
    body.append(f'<path d="M{bx - 5},{y0 + 5} L{bx - 1},{y0 - 5} M{bx + 1},{y0 + 5} L{bx + 5},{y0 - 5}" stroke="#333" '
                'stroke-width="1.5"/>')
    body.append(text(xs[0], y0 + 17, _("vacía").render(lang), 12.7, "middle"))
    for v in range(1, 7):
        body.append(text(xs[v], y0 + 17, str(v), 12.7, "middle"))
    for q in (0, 0.25, 0.5, 0.75, 1):
        y = y0 - q * h
        body.append(f'<line x1="{x0 - 4}" y1="{y}" x2="{x0 + w}" y2="{y}" stroke="#ddd"/>')
        body.append(text(x0 - 6, y + 4, format_percent(q, lang, 0), 12.7, "end"))
    colours = {1: "#c0392b", 2: "#2f6fb5", 3: "#2e8b57"}
    for k, values in chances.items():
        points = " ".join(f"{xs[v]:.1f},{y0 - values[v] * h:.1f}" for v in range(1, 7))
        body.append(f'<polyline points="{points}" fill="none" stroke="{colours[k]}" stroke-width="3"/>')
        body.append(f'<circle cx="{xs[0]:.1f}" cy="{y0 - values[0] * h:.1f}" r="{6 - k}" fill="{colours[k]}"/>')
        label = _("{n} dados", n=k).render(lang) if k > 1 else _("1 dado").render(lang)
        body.append(text(x0 + w + 6, y0 - values[-1] * h + 4 - (k - 2) * 15, label, 12.7, "start", colours[k], "bold"))
    body.append(text(x0 + w / 2, 236, _("Dado más bajo en la ficha").render(lang), 13, "middle"))
    return svg(WIDTH, 250, body, _("Probabilidad de que la ficha siga abierta").render(lang), background="white")


# ------------------------------------------------------------------------------ setup
def setup_svg(tiles: Sequence[str], points: Sequence[int], first_huts: Sequence[int], lang: str) -> str:
    """The action tiles in play, and for each turn place its starting points and when it puts its first hut."""
    lang = check_language(lang)
    n = len(points)
    body = [text(8, 20, _("Fichas de acción con {n} jugadores", n=n).render(lang), FONT, "start", weight="bold")]
    y = 32
    col_w = (WIDTH - 24) / 2
    for k, tile in enumerate(tiles):
        x = 8 + (k % 2) * (col_w + 8)
        if k and k % 2 == 0:
            y += 34
        body.append(f'<rect x="{x:.1f}" y="{y}" width="{col_w:.1f}" height="28" rx="6" fill="#fdf2d5" '
                    f'stroke="#c49a3a" stroke-width="1.5"/>')
        body.append(text(x + col_w / 2, y + 19, TILE_NAMES[tile].render(lang), SMALL, "middle", weight="bold"))
    y += 56
    body.append(text(8, y, _("Orden de turno").render(lang), FONT, "start", weight="bold"))
    y += 10
    for place in range(n):
        top = y + place * 34
        colour = PLAYER_COLOURS[place]
        body.append(f'<circle cx="22" cy="{top + 14}" r="11" fill="{colour}"/>')
        body.append(text(22, top + 19, str(place + 1), SMALL, "middle", fill="white", weight="bold"))
        line = _("Puesto {place}: empieza con {points} PV; su primera cabaña va en el turno {hut} de {n}.",
                 place=place + 1, points=points[place], hut=first_huts.index(place) + 1, n=n).render(lang)
        part, _last = text_lines(40, top + 19, line, WIDTH - 48, SMALL, leading=LEADING, em=EM)
        body.append(part)
    height = y + n * 34 + 4
    return phone_svg(round(height), body, _("Preparación: fichas de acción y orden de turno").render(lang),
                     background="white")


# ------------------------------------------------------------------------------ round
def round_svg(current: tuple[int, str], following: tuple[int, str] | None, lang: str) -> str:
    """Six rounds of phases A, B and C: where the game is, and what comes next (or the end)."""
    lang = check_language(lang)
    left, top, cw, ch = 44, 38, 50, 34
    body = [text(left + 3 * cw, 18, _("Ronda").render(lang), FONT, "middle", weight="bold")]
    for r in range(6):
        body.append(text(left + r * cw + cw / 2, top - 6, str(r + 1), FONT, "middle", weight="bold"))
    for k, phase in enumerate("ABC"):
        body.append(text(left - 14, top + k * ch + ch / 2 + 5, phase, FONT, "middle", weight="bold"))
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
    part, last = text_lines(8, y, note, WIDTH - 16, SMALL, leading=LEADING, em=EM)
    body.append(part)
    return phone_svg(round(last + 10), body, _("Las seis rondas y sus fases").render(lang), background="white")


# ------------------------------------------------------------------------------- turn
def turn_svg(players: int, placed: int, next_place: int | None, lang: str) -> str:
    """Each turn place's three dice: placed (grey) or still in hand (white); the next one to place marked."""
    lang = check_language(lang)
    body = [text(8, 20, _("Dados puestos en esta fase A: {n} de {total}", n=placed, total=3 * players).render(lang),
                 FONT, "start", weight="bold")]
    for place in range(players):
        y = 34 + place * 44
        body.append(f'<circle cx="22" cy="{y + 17}" r="12" fill="{PLAYER_COLOURS[place]}"/>')
        body.append(text(22, y + 22, str(place + 1), SMALL, "middle", fill="white", weight="bold"))
        body.append(text(44, y + 22, _("Puesto {n} del turno", n=place + 1).render(lang), SMALL, "start"))
        for d in range(3):
            turn = d * players + place
            done = turn < placed
            nxt = turn == placed and next_place is not None
            body += _die(196 + d * 50, y + 2, 32, str(d + 1), "#999" if done else "white",
                         HIGHLIGHT if nxt else "#222", "white" if done else "#222", 4 if nxt else 1.5)
    y = 34 + players * 44 + 8
    part, last = text_lines(8, y, _("Gris: dado ya puesto. Borde naranja: el dado que toca poner.").render(lang),
                            WIDTH - 16, SMALL, leading=LEADING, em=EM)
    return phone_svg(round(last + 10), [*body, part], _("Orden de los dados en la fase A").render(lang),
                     background="white")


# ------------------------------------------------------------------------------ people
def people_svg(kind_name: Message, die: int, positions: Sequence[bool], free_spaces: int, allowed: Sequence[int],
               lang: str) -> str:
    """The six numbered positions of a row of man or woman tiles, those within the die's reach, and the
    free spaces of the player board."""
    lang = check_language(lang)
    body = [text(8, 20, _("Fila de fichas de {kind}: posiciones 1 a 6", kind=kind_name).render(lang), FONT, "start",
                 weight="bold")]
    for i, present in enumerate(positions):
        x = 8 + i * 57
        reach = i < die
        stroke = HIGHLIGHT if (i + 1) in allowed else ("#c49a3a" if reach else "#bbb")
        width = 4 if (i + 1) in allowed else 1.5
        body.append(f'<rect x="{x}" y="32" width="49" height="56" rx="6" fill="{"#fdf2d5" if reach else "#eee"}" '
                    f'stroke="{stroke}" stroke-width="{width}"/>')
        body.append(text(x + 24.5, 50, str(i + 1), FONT, "middle", weight="bold"))
        if present:
            body.append(f'<circle cx="{x + 24.5}" cy="68" r="7" fill="#555"/>'
                        f'<rect x="{x + 16.5}" y="74" width="16" height="10" rx="3" fill="#555"/>')
        else:
            body.append(text(x + 24.5, 80, "—", FONT, "middle", fill="#888"))
    y: float = 110
    lines = [_("Con un {die}: posiciones 1 a {reach}.", die=die, reach=min(die, 6)).render(lang),
             _("Espacios libres en tu tablero: {n}.", n=free_spaces).render(lang)]
    for line in lines:
        part, y = text_lines(8, y, line, WIDTH - 16, SMALL, leading=LEADING, em=EM)
        body.append(part)
        y += SMALL * 1.5
    return phone_svg(round(y), body, _("Fila de fichas de {kind}", kind=kind_name).render(lang), background="white")


# ------------------------------------------------------------------------------ helper
def helper_svg(die: int, rows: Sequence[tuple[str, int, int]], total: int, articles: bool, lang: str) -> str:
    """What a helper die buys: one row per item (its name, how many, what it takes from the die) and a
    bar of the die's points with what is spent, over the die in red."""
    lang = check_language(lang)
    body = [text(8, 20, _("Dado del ayudante: {die}", die=die).render(lang), FONT, "start", weight="bold")]
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
        part, y = text_lines(8, y, line, WIDTH - 16, SMALL, leading=LEADING, em=EM)
        body.append(part)
        y += SMALL * 1.5
    summary = _("Total: {total} de {die}.", total=total, die=die).render(lang)
    part, y = text_lines(8, y, summary, WIDTH - 16, SMALL, fill="#c0392b" if total > die else "#222",
                         weight="bold", leading=LEADING, em=EM)
    return phone_svg(round(y + 10), [*body, part], _("Lo que compra el dado del ayudante").render(lang),
                     background="white")


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
    body = [text(8, 18, _("Registro de estado").render(lang), FONT, "start", weight="bold")]

    def centre(value: int) -> float:
        return 8 + (value - low) * cell + cell / 2 - 1

    for k in range(span):
        value = low + k
        x = 8 + k * cell
        body.append(f'<rect x="{x:.1f}" y="{track}" width="{cell - 2:.1f}" height="30" rx="3" '
                    f'fill="{"#fdf2d5" if value != after else "#fbd7a8"}" stroke="#c49a3a"/>')
        body.append(text(round(centre(value), 1), track + 20, str(value), SMALL, "middle"))  # to 0.1, as its space
    for value, who in stacks.items():
        if not low <= value <= high:
            continue
        for level, p in enumerate(who):
            body.append(f'<circle cx="{centre(value):.1f}" cy="{track - 11 - level * 19}" r="8" '
                        f'fill="{PLAYER_COLOURS[p % 4]}" stroke="{HIGHLIGHT if p == 0 else "#222"}" '
                        f'stroke-width="{3 if p == 0 else 1}"/>')
    if low <= before <= high and before != after:
        x1, x2, arc = centre(before), centre(after), track + 32
        body.append(f'<path d="M{x1:.1f},{arc} C{x1:.1f},{arc + 18} {x2:.1f},{arc + 18} {x2:.1f},{arc}" fill="none" '
                    f'stroke="{HIGHLIGHT}" stroke-width="2.5"/>'
                    f'<path d="M{x2 - 5:.1f},{arc + 7} L{x2:.1f},{arc} L{x2 + 5:.1f},{arc + 7}" fill="none" '
                    f'stroke="{HIGHLIGHT}" stroke-width="2.5"/>')
    y: float = track + 30 + 36
    lines = [_("Tu marcador (borde naranja): de {a} a {b}; se pone encima de los que ya estén allí.",
               a=before, b=after).render(lang)]
    if men:
        lines.append(Plural("Hombres tatuados: {symbols} = {n} símbolo de estado.",
                            "Hombres tatuados: {symbols} = {n} símbolos de estado.", sum(men),
                            symbols=" + ".join(str(m) for m in men)).render(lang))
    if shells:
        lines.append(_("Conchas recogidas: {n}.", n=shells).render(lang))
    for line in lines:
        part, y = text_lines(8, y, line, WIDTH - 16, SMALL, leading=LEADING, em=EM)
        body.append(part)
        y += SMALL * 1.5
    return phone_svg(round(y), body, _("Tatuar y recoger conchas").render(lang), background="white")


# ------------------------------------------------------------------------------- build
def ceremony_svg(grid: Sequence[Sequence[str]], usable: Sequence[tuple[tuple[int, int], tuple[int, int]]],
                 diagonal: Sequence[tuple[tuple[int, int], tuple[int, int]]], lang: str) -> str:
    """The ceremony spaces (a material's name, empty, or under a building); pairs side by side with
    materials joined in green, pairs only touching at a corner crossed in red."""
    lang = check_language(lang)
    cw, ch, left, top = 104, 64, 18, 30
    body = [text(8, 20, _("Espacios de ceremonia").render(lang), FONT, "start", weight="bold")]
    centre = {}
    for r, row in enumerate(grid):
        for c, cell in enumerate(row):
            x, y = left + c * (cw + 10), top + r * (ch + 12)
            centre[(r, c)] = (x + cw / 2, y + ch / 2)
            fill = {"": "white", "built": "#b7b7b7"}.get(cell, "#f6e7b7")
            body.append(f'<rect x="{x}" y="{y}" width="{cw}" height="{ch}" rx="8" fill="{fill}" stroke="#8d6e63" '
                        f'stroke-width="1.5"/>')
            name = (_("edificio") if cell == "built" else RESOURCE_NAMES[cell] if cell else _("vacío")).render(lang)
            body.append(text(x + cw / 2, y + ch / 2 + 5, name, FONT, "middle", fill="#222" if cell else "#888",
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
    part, last = text_lines(8, y, _("Verde: dos espacios contiguos con material (se puede construir sobre ellos). "
                                     "Rojo discontinuo: solo se tocan en diagonal (no vale).").render(lang), WIDTH - 16,
                            SMALL, leading=LEADING, em=EM)
    return phone_svg(round(last + 10), [*body, part], _("Cuadrícula de ceremonia").render(lang), background="white")
