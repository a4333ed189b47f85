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
from .components import COLOUR_HEX, COLOUR_NAMES, NATION_COLOUR, START, Kind, VoyageMap
from .state import round_name

FONT = 'font-family="sans-serif"'
WIDTH = 360
SIZE = 13  # ≥ 12 · 360 / 358
R = 15
NATION_HEX = {"blue": "#2e6fd8", "white": "#ffffff", "red": "#d0312d"}
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
            missions: set[str] | None = None, property: dict[str, str] | None = None, lang: str) -> str:
    """The map in round ``round_``: ``reachable`` locations ringed in orange, ``path`` (from ``start``) drawn,
    ``ships`` by player (coloured dots), ``missions`` marked with a flag, ``property`` markers (location →
    nation) as small squares of the nation's colour."""
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
        if loc in (property or {}):
            colour = NATION_HEX[NATION_COLOUR[(property or {})[loc]]]
            body.append(f'<rect x="{x - R - 6}" y="{y - R - 6}" width="12" height="12" fill="{colour}" '
                        f'stroke="#222" stroke-width="1.2"/>')
    for p, loc in sorted((ships or {}).items()):
        x, y = sea.locations[loc].xy
        same = [q for q, l2 in sorted((ships or {}).items()) if l2 == loc]
        k = same.index(p)
        cx, cy = x - R + 4 + k * 9, y + R + 6
        colour = COLOUR_HEX.get(colours[p], "#333") if p < len(colours) else "#333"
        body.append(f'<circle cx="{cx}" cy="{cy}" r="5.5" fill="{colour}" stroke="#222" stroke-width="1"/>')
    # legend: names of the named locations, then the symbols
    names = [f"{loc} {(sea.locations[loc].name or sea.name(loc)).render(lang)}" for loc in sea.ids()
             if sea.locations[loc].name is not None and loc != START]
    lines = _wrap([n + " ·" for n in names[:-1]] + names[-1:], 44)
    lines += _wrap(_("H = La Habana (salida). Cuadrado: ciudad; círculo: aldea; verde: vuelta a casa en la ronda "
                     "{round}; borde rojo: parada obligatoria; banderín: misión; trazo discontinuo: flecha de otra "
                     "ronda.", round=round_name(round_)).render(lang).split(), 46)
    if property:
        lines += _wrap(_("Cuadradito de color: marcador de propiedad (azul: Francia; blanco: Inglaterra; rojo: "
                         "España).").render(lang).split(), 46)
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


def _svg(title: str, height: float, body: list[str]) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:.0f}" width="{WIDTH}" '
            f'height="{height:.0f}" role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>'
            f'<rect x="0" y="0" width="{WIDTH}" height="{height:.0f}" fill="#e3f1f8"/>' + "".join(body) + "</svg>")


def seats_svg(players: int, seat: int, doubloons: list[int], colours: tuple[str, ...], lang: str) -> str:
    """The table seen from above: each seat with its colour and starting doubloons, the first player marked,
    the turn going clockwise (``maracaibo-first-player``, ``maracaibo-start-doubloons``); ``seat`` counts from 1."""
    lang = check_language(lang)
    cx, cy, radius = WIDTH / 2, 130, 85
    body = [f'<ellipse cx="{cx}" cy="{cy}" rx="70" ry="50" fill="#c8a97e" stroke="#7a5c3a" stroke-width="2"/>',
            _text(cx, cy + 5, _("mesa").render(lang), SIZE, fill="#3b2a17")]
    for p in range(players):
        angle = -math.pi / 2 + 2 * math.pi * p / players  # clockwise on screen, the first player at the top
        x, y = cx + (radius + 40) * math.cos(angle), cy + radius * math.sin(angle)
        colour = COLOUR_HEX[colours[p]]
        ring = ' stroke="#e67e22" stroke-width="4"' if p + 1 == seat else ' stroke="#222" stroke-width="1"'
        body.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="22" fill="{colour}"{ring}/>')
        body.append(_text(x, y + 5, str(p + 1), SIZE + 2, fill="#fff" if colours[p] != "yellow" else "#222",
                          weight="bold"))
        body.append(_text(x, y + 40 if y >= cy else y - 28, _("{n} doblones", n=doubloons[p]).render(lang), SIZE))
    y = 2 * cy + 30
    lines = _wrap(_("1 = jugador inicial; el turno sigue las agujas del reloj (1, 2, 3, 4). Debajo de cada "
                    "puesto, sus doblones al empezar.").render(lang).split(), 46)
    if seat:
        lines += _wrap(_("Rodeado: tu puesto ({colour}).", colour=COLOUR_NAMES[colours[seat - 1]]).render(lang)
                       .split(), 46)
    for line in lines:
        body.append(_text(8, y, line, SIZE, anchor="start"))
        y += SIZE + 5
    return _svg(_("Puestos en la mesa y doblones iniciales").render(lang), y + 5, body)


def zones_svg(title: str, rows: list[tuple[str, int, int, str]], lang: str) -> str:
    """Card zones as rows of small cards: ``(label, cards, spaces, colour)``; ``spaces`` above ``cards`` are
    drawn as empty dashed spaces (the planning area's three, a hand's limit)."""
    lang = check_language(lang)
    body: list[str] = []
    y = 10
    for label, cards, spaces, colour in rows:
        body.append(_text(8, y + SIZE, label, SIZE, anchor="start", weight="bold"))
        y += SIZE + 8
        for i in range(max(cards, spaces)):
            x = 8 + (i % 8) * 43
            top = y + (i // 8) * 58
            if i < cards:
                body.append(f'<rect x="{x}" y="{top}" width="36" height="50" rx="4" fill="{colour}" stroke="#222" '
                            f'stroke-width="1.2"/>')
            else:
                body.append(f'<rect x="{x}" y="{top}" width="36" height="50" rx="4" fill="none" stroke="#5d7b93" '
                            f'stroke-width="1.5" stroke-dasharray="4 3"/>')
        y += 58 * max(1, (max(cards, spaces) + 7) // 8) + 6
    return _svg(title, y, body)
