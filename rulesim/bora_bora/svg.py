"""Pictures of Bora Bora as SVG text: the (illustrative) islands with their paths, the temple,
the action tiles with their dice, and the chance plot of the trainer.

Rules drawn: ``bora-bora-expand-paths`` (path values, land brown, water blue),
``bora-bora-temple-push``, ``bora-bora-dice-lower``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..drawing import box, min_font, svg, text, text_lines
from ..i18n import _, check_language, format_percent
from .components import PATHS, REGION_NAMES, REGIONS, RESOURCE_NAMES, TEMPLE_SPACES, TILE_NAMES

PLAYER_COLOURS = ("#c0392b", "#2f6fb5", "#2e8b57", "#d4a000")
PHONE = 358  # pictures drawn for a phone's column (rulesim.drawing): 1 unit = 1 CSS px there


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
    body = [f'<rect x="0" y="0" width="{width}" height="{height:.0f}" fill="#d6eef8"/>', *lines, *regions, *badges,
            legend_svg]
    return svg(width, height, body, _("Islas (mapa ilustrativo)").render(lang), scale=1.0)


def temple_svg(temple: Sequence[int | None], placed: int | None = None, *, lang: str) -> str:
    """The temple's spaces 1–6 with their priests; arrows show where a pushed priest goes."""
    lang = check_language(lang)
    body = []
    step = 58
    for i in range(TEMPLE_SPACES):
        x = PHONE - 36 - i * step
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
    note_svg, last = text_lines(4, 94, note.render(lang), PHONE - 8, 12.7)
    body.append(note_svg)
    height = last + 8
    return svg(PHONE, height, [f'<rect x="0" y="0" width="{PHONE}" height="{height:.0f}" fill="#fbf3e4"/>', *body],
               _("Templo (ilustrativo)").render(lang))


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
    return svg(width, height, [f'<rect x="0" y="0" width="{width}" height="{height}" fill="white"/>', *body],
               _("Fichas de acción").render(lang))


def chance_svg(chances: dict[int, list[float]], lang: str) -> str:
    """For 1, 2 and 3 dice in hand, the chance that at least one can still go on a tile, against
    the lowest die on it.  An empty tile (always open) is a point of its own, apart from the
    lines for a lowest die of 1 to 6."""
    lang = check_language(lang)
    x0, y0, w, h = 46, 196, 226, 170
    step = w / 7  # the empty tile, a gap, then 1 … 6
    xs = {0: x0 + step * 0.2}
    xs.update({v: x0 + step * (v + 0.9) for v in range(1, 7)})
    body = [f'<rect x="0" y="0" width="{PHONE}" height="250" fill="white"/>',
            f'<line x1="{x0}" y1="{y0}" x2="{x0 + w}" y2="{y0}" stroke="#333"/>',
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
    return svg(PHONE, 250, body, _("Probabilidad de que la ficha siga abierta").render(lang))
