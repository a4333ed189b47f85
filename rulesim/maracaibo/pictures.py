"""Every picture of Maracaibo, as SVG text drawn with :mod:`rulesim.drawing`: the (illustrative) voyage
map with its arrows, cities, villages, must-stop locations, home spaces, ships and missions
(:func:`map_svg`), the seats at the table (:func:`seats_svg`) and card zones (:func:`zones_svg`).

Rules drawn: ``maracaibo-nav-locations`` (cities and villages), ``maracaibo-nav-arrows``,
``maracaibo-nav-must-stop``, ``maracaibo-home-spaces`` (the arrows of other rounds are dashed),
``maracaibo-first-player``, ``maracaibo-start-doubloons``.  Legible on a phone: the pictures are
358 units wide (a phone's column) and their text 13 units high, so a phone shows it at 13 px.
"""

from __future__ import annotations

import math

from ..drawing import PHONE_WIDTH, pack, phone_svg, text, wrap
from ..i18n import _, check_language
from .components import COLOUR_HEX, COLOUR_NAMES, NATION_COLOUR, START, Kind, VoyageMap
from .state import round_name

WIDTH = PHONE_WIDTH
SIZE = 13  # ≥ 12.7: drawing.min_font(WIDTH)
LINE = SIZE + 5  # from one line of a legend to the next
NAME_LETTERS = 44  # letters in a line of place names (kept whole, two fewer than a note's line)
R = 15
BACKGROUND = "#e3f1f8"
NATION_HEX = {"blue": "#2e6fd8", "white": "#ffffff", "red": "#d0312d"}
FILL = {Kind.START: "#34495e", Kind.CITY: "#f6e3b4", Kind.VILLAGE: "#ffffff", Kind.HOME: "#cdebd3"}


def _note(content: str) -> list[str]:
    """A legend's note in lines across the picture."""
    return wrap(content, WIDTH - 16, SIZE)


def map_svg(sea: VoyageMap, round_: int, *, ships: dict[int, str] | None = None, colours: tuple[str, ...] = (),
            reachable: set[str] | None = None, path: list[str] | None = None, start: str | None = None,
            missions: set[str] | None = None, property: dict[str, str] | None = None, lang: str) -> str:
    """The map in round ``round_``: ``reachable`` locations ringed in orange, ``path`` (from ``start``) drawn,
    ``ships`` by player (coloured dots), ``missions`` marked with a flag, ``property`` markers (location →
    nation) as small squares of the nation's colour."""
    lang = check_language(lang)
    ys = [xy[1] for xy in (loc.xy for loc in sea.locations.values())]
    body = _arrows(sea, round_)
    if path:
        points = [sea.locations[start or START].xy] + [sea.locations[p].xy for p in path]
        body.append('<polyline points="' + " ".join(f"{x:.0f},{y:.0f}" for x, y in points)
                    + '" fill="none" stroke="#e67e22" stroke-width="5" stroke-opacity="0.75" stroke-linecap="round"/>')
    body += _locations(sea, round_, reachable or set(), missions or set(), property)
    for p, loc in sorted((ships or {}).items()):
        x, y = sea.locations[loc].xy
        same = [q for q, l2 in sorted((ships or {}).items()) if l2 == loc]
        k = same.index(p)
        cx, cy = x - R + 4 + k * 9, y + R + 6
        colour = COLOUR_HEX.get(colours[p], "#333") if p < len(colours) else "#333"
        body.append(f'<circle cx="{cx}" cy="{cy}" r="5.5" fill="{colour}" stroke="#222" stroke-width="1"/>')
    y = max(ys) + R + 16
    for line in _legend(sea, round_, property, lang):
        y += LINE
        body.append(text(8, y, line, SIZE))
    title = _("Mapa del viaje, ronda {round}", round=round_name(round_)).render(lang)
    return phone_svg(y + 10, body, title, BACKGROUND)


def _arrows(sea: VoyageMap, round_: int) -> list[str]:
    """The arrows: those of this round solid, the others dashed and pale."""
    body = []
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
        head = [(ex, ey), (ex - ux * 8 + px * 4.5, ey - uy * 8 + py * 4.5),
                (ex - ux * 8 - px * 4.5, ey - uy * 8 - py * 4.5)]
        body.append('<polygon points="' + " ".join(f"{x:.1f},{y:.1f}" for x, y in head) + f'" fill="{colour}"/>')
    return body


def _locations(sea: VoyageMap, round_: int, reachable: set[str], missions: set[str],
               property: dict[str, str] | None) -> list[str]:
    """Each location: a square city or a round village, its id, its frame (a must-stop in red), and what is on it."""
    body = []
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
        dim = "#222" if home_now or where.kind is not Kind.HOME else "#98a4ad"
        body.append(text(x, round(y + 4.5), label, SIZE, "middle", fill="#ffffff" if where.kind is Kind.START else dim,
                         weight="bold"))
        if loc in missions:
            body.append(f'<path d="M{x + 10},{y - 12} v-14 l10,4 l-10,4" fill="#8e44ad" stroke="#5b2c6f" '
                        f'stroke-width="1.5"/>')
        if property and loc in property:
            colour = NATION_HEX[NATION_COLOUR[property[loc]]]
            body.append(f'<rect x="{x - R - 6}" y="{y - R - 6}" width="12" height="12" fill="{colour}" '
                        f'stroke="#222" stroke-width="1.2"/>')
    return body


def _legend(sea: VoyageMap, round_: int, property: dict[str, str] | None, lang: str) -> list[str]:
    """The names of the named locations, then the symbols, as lines of text."""
    names = [f"{loc} {name.render(lang)}" for loc in sea.ids()
             if (name := sea.locations[loc].name) is not None and loc != START]
    lines = pack([n + " ·" for n in names[:-1]] + names[-1:], NAME_LETTERS)
    lines += _note(_("H = La Habana (salida). Cuadrado: ciudad; círculo: aldea; verde: vuelta a casa en la ronda "
                     "{round}; borde rojo: parada obligatoria; banderín: misión; trazo discontinuo: flecha de otra "
                     "ronda.", round=round_name(round_)).render(lang))
    if property:
        lines += _note(_("Cuadradito de color: marcador de propiedad (azul: Francia; blanco: Inglaterra; rojo: "
                         "España).").render(lang))
    if sea.illustrative:
        lines.append(_("Mapa ilustrativo: el texto no describe el mapa.").render(lang))
    return lines


def state_svg(state, lang: str, reachable: set[str] | None = None, path: list[str] | None = None,
              start: str | None = None) -> str:
    """The map of a :class:`~rulesim.maracaibo.state.State`: its round, ships and missions."""
    return map_svg(state.game.sea, state.round, ships=dict(enumerate(state.ships)), colours=state.game.colours,
                   reachable=reachable, path=path, start=start, missions=set(state.location_missions), lang=lang)


def seats_svg(players: int, seat: int, doubloons: list[int], colours: tuple[str, ...], lang: str) -> str:
    """The table seen from above: each seat with its colour and starting doubloons, the first player marked,
    the turn going clockwise (``maracaibo-first-player``, ``maracaibo-start-doubloons``); ``seat`` counts from 1."""
    lang = check_language(lang)
    cx, cy, radius = WIDTH / 2, 130, 85
    body = [f'<ellipse cx="{cx}" cy="{cy}" rx="70" ry="50" fill="#c8a97e" stroke="#7a5c3a" stroke-width="2"/>',
            text(round(cx), cy + 5, _("mesa").render(lang), SIZE, "middle", fill="#3b2a17")]
    for p in range(players):
        angle = -math.pi / 2 + 2 * math.pi * p / players  # clockwise on screen, the first player at the top
        x, y = cx + (radius + 40) * math.cos(angle), cy + radius * math.sin(angle)
        colour = COLOUR_HEX[colours[p]]
        ring = ' stroke="#e67e22" stroke-width="4"' if p + 1 == seat else ' stroke="#222" stroke-width="1"'
        body.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="22" fill="{colour}"{ring}/>')
        body.append(text(round(x), round(y + 5), str(p + 1), SIZE + 2, "middle",
                         fill="#fff" if colours[p] != "yellow" else "#222", weight="bold"))
        body.append(text(round(x), round(y + 40 if y >= cy else y - 28), _("{n} doblones", n=doubloons[p]).render(lang),
                         SIZE, "middle"))
    y = 2 * cy + 30
    lines = _note(_("1 = jugador inicial; el turno sigue las agujas del reloj (1, 2, 3, 4). Debajo de cada "
                    "puesto, sus doblones al empezar.").render(lang))
    if seat:
        lines += _note(_("Rodeado: tu puesto ({colour}).", colour=COLOUR_NAMES[colours[seat - 1]]).render(lang))
    for line in lines:
        body.append(text(8, y, line, SIZE))
        y += LINE
    return phone_svg(y + 5, body, _("Puestos en la mesa y doblones iniciales").render(lang), BACKGROUND)


def zones_svg(title: str, rows: list[tuple[str, int, int, str]], lang: str) -> str:
    """Card zones as rows of small cards: ``(label, cards, spaces, colour)``; ``spaces`` above ``cards`` are
    drawn as empty dashed spaces (the planning area's three, a hand's limit)."""
    lang = check_language(lang)
    body: list[str] = []
    y = 10
    for label, cards, spaces, colour in rows:
        body.append(text(8, y + SIZE, label, SIZE, weight="bold"))
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
    return phone_svg(y, body, title, BACKGROUND)
