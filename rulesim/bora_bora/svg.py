"""Pictures of Bora Bora as SVG text: the (illustrative) islands with their paths, the temple,
the action tiles with their dice, and the chance plot of the trainer.

Rules drawn: ``bora-bora-expand-paths`` (path values, land brown, water blue),
``bora-bora-temple-push``, ``bora-bora-dice-lower``.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from ..i18n import _, check_language, format_percent
from .data import PATHS, REGION_NAMES, REGIONS, RESOURCE_NAMES, TEMPLE_SPACES, TILE_NAMES

PLAYER_COLOURS = ("#c0392b", "#2f6fb5", "#2e8b57", "#d4a000")
FONT = 'font-family="sans-serif"'


def _t(x: float, y: float, s: str, size: int = 11, anchor: str = "middle", fill: str = "#222", weight: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" font-weight="{weight}" '
            f'{FONT}>{escape(s)}</text>')


def _svg(w: float, h: float, body: list[str], label: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img" '
            f'aria-label="{escape(label)}">' + "".join(body) + "</svg>")


def islands_svg(island: dict[str, list[int]], highlight: Sequence[str] = (), origin: Sequence[str] = (),
                lang: str | None = None) -> str:
    """The regions (huts as coloured squares, fish value in a badge), the paths with their values;
    ``highlight`` marks the regions reachable now, ``origin`` the regions they are reached from."""
    lang = check_language(lang)
    body = ['<rect x="0" y="0" width="520" height="470" fill="#d6eef8"/>']
    centre = {r: (reg.xy[0] + 40, reg.xy[1] + 32) for r, reg in REGIONS.items()}
    for a, b, kind, value in PATHS:
        (x1, y1), (x2, y2) = centre[a], centre[b]
        colour = "#8d5a2b" if kind == "land" else "#1f6fb2"
        dash = "" if kind == "land" else ' stroke-dasharray="6 4"'
        body.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="3"{dash}/>')
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        body.append(f'<circle cx="{mx}" cy="{my}" r="9" fill="white" stroke="{colour}"/>')
        body.append(_t(mx, my + 4, str(value), 10, fill=colour, weight="bold"))
    fills = {"forest": "#6aa84f", "plains": "#e6d690", "beach": "#f6e7b7", "mountain": "#b7b7b7"}
    for rid, reg in REGIONS.items():
        x, y = reg.xy
        stroke = "#e67e22" if rid in highlight else ("#333" if rid in origin else "#777")
        width = 4 if rid in highlight or rid in origin else 1
        body.append(f'<rect x="{x}" y="{y}" width="80" height="64" rx="10" fill="{fills[reg.kind]}" stroke="{stroke}" '
                    f'stroke-width="{width}"/>')
        body.append(_t(x + 40, y + 15, REGION_NAMES[reg.kind].render(lang), 10, weight="bold"))
        body.append(_t(x + 40, y + 28, RESOURCE_NAMES[reg.resource].render(lang), 9, fill="#444"))
        body.append(f'<circle cx="{x + 72}" cy="{y + 8}" r="8" fill="#5dade2"/>')
        body.append(_t(x + 72, y + 12, str(reg.fish), 9, fill="white", weight="bold"))
        for k, p in enumerate(island.get(rid, [])):
            body.append(f'<rect x="{x + 8 + k * 17}" y="{y + 38}" width="14" height="14" fill="{PLAYER_COLOURS[p]}" '
                        f'stroke="#222"/>')
    legend = _("Tierra: línea continua; agua: discontinua. El número de cada camino es su valor; el círculo azul, el pez.")
    body.append(_t(10, 460, legend.render(lang), 10, anchor="start"))
    return _svg(520, 470, body, _("Islas (mapa ilustrativo)").render(lang))


def temple_svg(temple: Sequence[int | None], placed: int | None = None, lang: str | None = None) -> str:
    """The temple's spaces 1–6 with their priests; arrows show where a pushed priest goes."""
    lang = check_language(lang)
    body = ['<rect x="0" y="0" width="520" height="110" fill="#fbf3e4"/>']
    for i in range(TEMPLE_SPACES):
        x = 470 - i * 78
        body.append(f'<rect x="{x - 30}" y="20" width="60" height="50" rx="6" fill="#f3d9a4" stroke="#8d6e63"/>')
        body.append(_t(x, 85, str(i + 1), 12, weight="bold"))
        tip = x + 47  # pushed priests move right, towards space 1, and out of the temple after it
        body.append(f'<path d="M{x + 31},45 L{tip},45 M{tip - 6},40 L{tip},45 L{tip - 6},50" stroke="#8d6e63" '
                    f'fill="none" stroke-width="2"/>')
        owner = temple[i]
        if owner is not None:
            ring = ' stroke="#e67e22" stroke-width="4"' if placed == i + 1 else ' stroke="#222"'
            body.append(f'<circle cx="{x}" cy="45" r="14" fill="{PLAYER_COLOURS[owner]}"{ring}/>')
    body.append(_t(8, 104, _("Los sacerdotes empujados avanzan hacia el espacio 1 y, desde él, salen del templo.").render(lang),
                   10, anchor="start"))
    return _svg(520, 110, body, _("Templo (ilustrativo)").render(lang))


def tiles_svg(tiles: Sequence[str], placed: dict[str, list[list[int]]], closed: dict[str, bool] | None = None,
              lang: str | None = None) -> str:
    """The action tiles with the dice on them, in placement order; a closed tile is greyed."""
    lang = check_language(lang)
    width = 20 + 125 * len(tiles)
    body = [f'<rect x="0" y="0" width="{width}" height="150" fill="white"/>']
    for k, tile in enumerate(tiles):
        x = 10 + k * 125
        shut = closed.get(tile) if closed else False
        body.append(f'<rect x="{x}" y="10" width="115" height="130" rx="8" fill="{"#eee" if shut else "#fdf2d5"}" '
                    f'stroke="{"#aaa" if shut else "#c49a3a"}" stroke-width="2"/>')
        body.append(_t(x + 57, 28, TILE_NAMES[tile].render(lang), 10, weight="bold"))
        for j, (p, value) in enumerate(placed.get(tile, [])):
            dx, dy = x + 12 + (j % 3) * 34, 42 + (j // 3) * 34
            body.append(f'<rect x="{dx}" y="{dy}" width="28" height="28" rx="5" fill="{PLAYER_COLOURS[p]}"/>')
            body.append(_t(dx + 14, dy + 19, str(value), 14, fill="white", weight="bold"))
    return _svg(width, 150, body, _("Fichas de acción").render(lang))


def chance_svg(chances: dict[int, list[float]], lang: str | None = None) -> str:
    """Lines: for 1, 2 and 3 dice in hand, the chance that at least one can still go on a tile,
    against the lowest die on it (0 = an empty tile)."""
    lang = check_language(lang)
    body = ['<rect x="0" y="0" width="520" height="300" fill="white"/>']
    x0, y0, w, h = 60, 250, 420, 210
    body.append(f'<line x1="{x0}" y1="{y0}" x2="{x0 + w}" y2="{y0}" stroke="#333"/>')
    body.append(f'<line x1="{x0}" y1="{y0}" x2="{x0}" y2="{y0 - h}" stroke="#333"/>')
    labels = [_("vacía").render(lang)] + [str(v) for v in range(1, 7)]
    for i, text in enumerate(labels):
        body.append(_t(x0 + i * w / 6, y0 + 16, text, 10))
    for q in (0, 0.25, 0.5, 0.75, 1):
        y = y0 - q * h
        body.append(f'<line x1="{x0 - 4}" y1="{y}" x2="{x0 + w}" y2="{y}" stroke="#ddd"/>')
        body.append(_t(x0 - 8, y + 4, format_percent(q, lang, 0), 9, anchor="end"))
    colours = {1: "#c0392b", 2: "#2f6fb5", 3: "#2e8b57"}
    for k, values in chances.items():
        points = " ".join(f"{x0 + i * w / 6},{y0 - v * h}" for i, v in enumerate(values))
        body.append(f'<polyline points="{points}" fill="none" stroke="{colours[k]}" stroke-width="3"/>')
        body.append(_t(x0 + w + 5, y0 - values[-1] * h + 4 - (k - 2) * 12,
                       _("{n} dados", n=k).render(lang) if k > 1 else _("1 dado").render(lang), 10, anchor="start",
                       fill=colours[k]))
    body.append(_t(x0 + w / 2, 290, _("Dado más bajo en la ficha").render(lang), 11))
    return _svg(520, 300, body, _("Probabilidad de que la ficha siga abierta").render(lang))
