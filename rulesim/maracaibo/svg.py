"""Pictures of Maracaibo as SVG text: the (illustrative) voyage map with its arrows, cities, villages,
must-stop locations, home spaces, ships and missions.

Rules drawn: ``maracaibo-nav-locations`` (cities and villages), ``maracaibo-nav-arrows``,
``maracaibo-nav-must-stop``, ``maracaibo-home-spaces`` (the arrows of other rounds are dashed).
Legible on a phone: the picture is 360 units wide and its text 13 units high, so at 358 CSS px
wide it reads at 13 px.
"""

from __future__ import annotations

import math
from html import escape

from ..i18n import _, check_language
from .board import START, Kind, VoyageMap
from .components import COLOUR_HEX
from .state import round_name

FONT = 'font-family="sans-serif"'
WIDTH = 360
SIZE = 13  # ≥ 12 · 360 / 358
R = 15
FILL = {Kind.START: "#34495e", Kind.CITY: "#f6e3b4", Kind.VILLAGE: "#ffffff", Kind.HOME: "#cdebd3"}


def _text(x: float, y: float, content: str, size: int = SIZE, anchor: str = "middle", fill: str = "#222",
          weight: str = "normal") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" {FONT}>{escape(content)}</text>')


def _wrap(words: list[str], width: int) -> list[str]:
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return lines + ([line] if line else [])


def map_svg(sea: VoyageMap, round_: int, *, ships: dict[int, str] | None = None, colours: tuple[str, ...] = (),
            reachable: set[str] | None = None, path: list[str] | None = None, start: str | None = None,
            missions: set[str] | None = None, lang: str) -> str:
    """The map in round ``round_``: ``reachable`` locations ringed in orange, ``path`` (from ``start``) drawn,
    ``ships`` by player (coloured dots), ``missions`` marked with a flag."""
    lang = check_language(lang)
    reachable = reachable or set()
    missions = missions or set()
    body: list[str] = []
    ys = [xy[1] for xy in (loc.xy for loc in sea.locations.values())]
    top = max(ys) + R + 16
    # arrows: those of this round solid, the others dashed and pale
    for arrow in sea.arrows:
        (x1, y1), (x2, y2) = sea.locations[arrow.a].xy, sea.locations[arrow.b].xy
        d = math.hypot(x2 - x1, y2 - y1) or 1
        ux, uy = (x2 - x1) / d, (y2 - y1) / d
        sx, sy, ex, ey = x1 + ux * R, y1 + uy * R, x2 - ux * (R + 1), y2 - uy * (R + 1)
        active = round_ in arrow.rounds
        colour = "#5d7b93" if active else "#c2ccd4"
        dash = "" if active else ' stroke-dasharray="4 4"'
        body.append(f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" stroke="{colour}" '
                    f'stroke-width="2"{dash}/>')
        px, py = -uy, ux
        head = [(ex, ey), (ex - ux * 8 + px * 4.5, ey - uy * 8 + py * 4.5), (ex - ux * 8 - px * 4.5, ey - uy * 8 - py * 4.5)]
        body.append('<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in head) + f'" fill="{colour}"/>')
    if path:
        points = [sea.locations[start or START].xy] + [sea.locations[p].xy for p in path]
        body.append('<polyline points="' + " ".join(f"{x:.0f},{y:.0f}" for x, y in points)
                    + '" fill="none" stroke="#e67e22" stroke-width="5" stroke-opacity="0.75" stroke-linecap="round"/>')
    for loc, where in sea.locations.items():
        x, y = where.xy
        home_now = sea.is_home(loc, round_)
        fill = FILL[where.kind] if where.kind is not Kind.HOME or home_now else "#eef2f0"
        stroke, width = "#5d7b93", 1.5
        if sea.must_stop(loc, round_):
            stroke, width = "#c0392b", 3.5
        if loc in reachable:
            body.append(f'<circle cx="{x}" cy="{y}" r="{R + 5}" fill="none" stroke="#e67e22" stroke-width="3"/>')
        if where.kind is Kind.CITY:
            body.append(f'<rect x="{x - R}" y="{y - R}" width="{2 * R}" height="{2 * R}" rx="5" fill="{fill}" '
                        f'stroke="{stroke}" stroke-width="{width}"/>')
        else:
            body.append(f'<circle cx="{x}" cy="{y}" r="{R}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>')
        label = "H" if loc == START else loc
        colour = "#ffffff" if where.kind is Kind.START else ("#222" if home_now or where.kind is not Kind.HOME else "#98a4ad")
        body.append(_text(x, y + 4.5, label, SIZE, fill=colour, weight="bold"))
        if loc in missions:
            body.append(f'<path d="M{x + 10},{y - 12} v-14 l10,4 l-10,4" fill="#8e44ad" stroke="#5b2c6f" '
                        f'stroke-width="1.5"/>')
    for p, loc in sorted((ships or {}).items()):
        x, y = sea.locations[loc].xy
        same = [q for q, l2 in sorted((ships or {}).items()) if l2 == loc]
        k = same.index(p)
        cx, cy = x - R + 4 + k * 9, y + R + 6
        colour = COLOUR_HEX.get(colours[p], "#333") if p < len(colours) else "#333"
        body.append(f'<circle cx="{cx}" cy="{cy}" r="5.5" fill="{colour}" stroke="#222" stroke-width="1"/>')
    # legend: names of the named locations, then the symbols
    names = [f"{loc} {sea.locations[loc].name.render(lang)}" for loc in sea.ids()
             if sea.locations[loc].name is not None and loc != START]
    lines = _wrap([n + " ·" for n in names[:-1]] + names[-1:], 44)
    lines += _wrap(_("H = La Habana (salida). Cuadrado: ciudad; círculo: aldea; verde: vuelta a casa en la ronda "
                     "{round}; borde rojo: parada obligatoria; banderín: misión; trazo discontinuo: flecha de otra "
                     "ronda.", round=round_name(round_)).render(lang).split(), 46)
    if sea.illustrative:
        lines.append(_("Mapa ilustrativo: el texto no describe el mapa.").render(lang))
    y = top
    for line in lines:
        y += SIZE + 5
        body.append(_text(8, y, line, SIZE, anchor="start"))
    height = y + 10
    title = _("Mapa del viaje, ronda {round}", round=round_name(round_)).render(lang)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
            f'height="{height}" role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>'
            f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#e3f1f8"/>' + "".join(body) + "</svg>")


def state_svg(state, lang: str, reachable: set[str] | None = None, path: list[str] | None = None,
              start: str | None = None) -> str:
    """The map of a :class:`~rulesim.maracaibo.state.State`: its round, ships and missions."""
    return map_svg(state.game.sea, state.round, ships=dict(enumerate(state.ships)), colours=state.game.colours,
                   reachable=reachable, path=path, start=start, missions=set(state.location_missions), lang=lang)
