"""Every picture of Ships, as SVG text drawn with :mod:`rulesim.drawing`, legible on a phone: the
ship-age track, one area of the board, a player's warehouse and bank, a player's cubes and screen.

Each picture is 358 units wide (:data:`W`, a phone's column) and uses text of at least 12 units, so at
the 358 CSS pixels of a phone it stays readable.  Rules drawn: ``ships-place-level``
and ``ships-end`` (the track), ``ships-place-area``, ``ships-place-trade`` and
``ships-place-city`` (an area), ``ships-setup-discs``, ``ships-place-disc`` and
``ships-place-warehouse`` (warehouse and bank).
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from ..drawing import PHONE_WIDTH, phone_svg, stacked, text
from ..i18n import _, check_language
from .components import (
    BANK_SPACES,
    BENEFIT_SHORT,
    COLOUR_HEX,
    COLOUR_NAMES,
    COLOURS,
    END_COUNTERS,
    ERA_NAMES,
    ERA_SHORT,
    GOOD_HEX,
    GOOD_NAMES,
    GOODS,
    SPICE,
    SYMBOL_NAMES,
    TRACK_LEVELS,
    TWO_GOLD,
    WAREHOUSE_SPACES,
    Good,
)

W = PHONE_WIDTH  # at the 358 CSS px of a phone, 12 units are 12 px
HIGHLIGHT = "#e67e22"


# ------------------------------------------------------------------------ the ship-age track
def track_svg(state, lang: str, choices: Iterable[int] = ()) -> str:
    """The eleven levels, level 11 on top: each level's era, merchant and warship boxes with the counters on
    them (one square per counter, in its player's colour; a white letter marks a counter of another era than
    its level's), the (illustrative) points for the first ship; ``choices`` are outlined."""
    lang = check_language(lang)
    choices = set(choices)
    top = state.highest_level()
    row, head = 27, 40
    height = head + row * TRACK_LEVELS + 44
    body = [text(8, 16, _("Nivel").render(lang), 12, "start", weight="bold"),
            text(74, 16, "Era", 12, "start", weight="bold"),  # the same word in both languages
            text(196, 16, _("Mercante").render(lang), 12, "middle", weight="bold"),
            text(300, 16, _("Guerra").render(lang), 12, "middle", weight="bold"),
            text(300, 32, _("(comida)").render(lang), 12, "middle")]
    for index in range(TRACK_LEVELS):
        level = index + 1
        y = head + (TRACK_LEVELS - level) * row
        era = state.game.era_of(level)
        fill = {"galley": "#efe3c8", "sailing": "#dbe8f3", "steam": "#e3e3e3"}[era.value]
        stroke, width = ("#333", 1)
        if level in choices:
            stroke, width = HIGHLIGHT, 3
        body.append(f'<rect x="2" y="{y}" width="{W - 4}" height="{row - 3}" rx="3" fill="{fill}" stroke="{stroke}" '
                    f'stroke-width="{width}"/>')
        weight = "bold" if level == top else "normal"
        points = state.game.track[index].points
        body.append(text(10, y + 17, f"{level}", 13, "start", weight=weight))
        if points:
            body.append(text(36, y + 17, f"+{points}", 12, "start", fill="#6b4e16"))
        body.append(text(74, y + 17, ERA_SHORT[era].render(lang), 12, "start"))
        for box, x0 in (("merchant", 150), ("warship", 254)):
            body.append(f'<rect x="{x0}" y="{y + 3}" width="96" height="{row - 9}" rx="2" fill="white" stroke="#999"/>')
            counters = state.on_level(level, box)
            for k, counter in enumerate(counters):
                cx = x0 + 4 + (k % 6) * 15
                colour = COLOUR_HEX[COLOURS[counter.player]]
                name = f"{COLOUR_NAMES[COLOURS[counter.player]].render(lang)}: {ERA_NAMES[counter.era].render(lang)}"
                body.append(f'<rect x="{cx}" y="{y + 6}" width="13" height="13" fill="{colour}" stroke="#222">'
                            f'<title>{escape(name)}</title></rect>')
                if counter.era != era:
                    body.append(f'<circle cx="{cx + 6.5}" cy="{y + 12.5}" r="3" fill="white"/>')
            if len(counters) > 6:
                body.append(text(x0 + 92, y + 18, f"{len(counters)}", 12, "end", weight="bold"))
    on_top = state.counters_on(TRACK_LEVELS)
    note = _("Nivel 11: {n} de {end} fichas para el final.", n=on_top, end=END_COUNTERS)
    body.append(text(6, height - 25, note.render(lang), 12, "start"))
    body.append(text(6, height - 8, _("Punto blanco: ficha de otra era.").render(lang), 12, "start"))
    return phone_svg(height, body, _("Registro de antigüedad de los barcos").render(lang), background="#f7f4ec")


# ----------------------------------------------------------------------------- an area
def _symbol_fill(symbol: str) -> str:
    if symbol == SPICE:
        return "#c1440e"
    if symbol == TWO_GOLD:
        return "#d4a000"
    return GOOD_HEX[Good(symbol)]


def area_svg(state, area: int, lang: str, choices: Iterable[str] = ()) -> str:
    """One area: each location's trade boxes (the good they give; a coloured cube when taken) and city
    spaces (their benefits; a coloured disc when taken); ``choices`` are outlined."""
    lang = check_language(lang)
    choices = set(choices)
    board_area = state.game.board.area(area)
    box_w, box_h, gap = 66, 44, 5
    y = 30
    body = [text(6, 20, _("Área {n}: {name}", n=area, name=board_area.name).render(lang), 14, "start", weight="bold")]
    for loc in board_area.locations:
        body.append(text(6, y + 15, loc.name.render(lang), 13, "start", weight="bold"))
        y += 21
        x = 4
        for box in loc.trade:
            owner = state.trade.get(box.id)
            stroke, sw = (HIGHLIGHT, 3) if box.id in choices else ("#555", 1)
            body.append(f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" rx="4" '
                        f'fill="{_symbol_fill(box.symbol)}" stroke="{stroke}" stroke-width="{sw}"/>')
            body.append(text(x + box_w / 2, y + 17, SYMBOL_NAMES[box.symbol].render(lang), 12, "middle", fill="white",
                             weight="bold"))
            if owner is not None:
                colour = COLOUR_HEX[COLOURS[owner]]
                body.append(f'<rect x="{x + box_w / 2 - 8}" y="{y + 24}" width="16" height="16" fill="{colour}" '
                            f'stroke="white" stroke-width="2">'
                            f'<title>{escape(COLOUR_NAMES[COLOURS[owner]].render(lang))}</title></rect>')
            x += box_w + gap
        x = max(x, 4 + 3 * (box_w + gap))
        for city in loc.cities:
            owner = state.cities.get(city.id)
            stroke, sw = (HIGHLIGHT, 3) if city.id in choices else ("#555", 1)
            body.append(f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" rx="14" fill="#fdf6e3" '
                        f'stroke="{stroke}" stroke-width="{sw}"/>')
            for k, (benefit, amount) in enumerate(city.benefits):
                body.append(text(x + box_w / 2, y + 17 + 16 * k, f"+{amount} {BENEFIT_SHORT[benefit].render(lang)}", 12,
                                 "middle"))
            if owner is not None:
                colour = COLOUR_HEX[COLOURS[owner]]
                body.append(f'<circle cx="{x + box_w - 10}" cy="{y + box_h - 10}" r="8" fill="{colour}" stroke="white" '
                            f'stroke-width="2"><title>{escape(COLOUR_NAMES[COLOURS[owner]].render(lang))}</title></circle>')
            x += box_w + gap
        y += box_h + 8
    body.append(text(6, y + 12, _("Cuadrados: casillas de comercio.").render(lang), 12, "start"))
    body.append(text(6, y + 29, _("Redondeados: espacios de ciudad.").render(lang), 12, "start"))
    body.append(text(6, y + 46, _("Datos ilustrativos.").render(lang), 12, "start"))
    return phone_svg(y + 54, body, _("Área {n} del tablero", n=area).render(lang))


# ----------------------------------------------------------------------- warehouse and bank
def _good_letter(good, lang: str) -> str:
    return GOOD_NAMES[good].render(lang)[:1].upper()


def stores_svg(player, lang: str, highlight: str = "") -> str:
    """A player's warehouse (11 spaces) and bank (10 spaces): city discs on the covered spaces (the
    leftmost one goes first), goods and gold on the open ones; ``highlight`` ("warehouse"/"bank")
    outlines the disc that would be taken."""
    lang = check_language(lang)
    cell = 30
    body = []
    y = 6
    for store, spaces, discs, label in (
            ("warehouse", WAREHOUSE_SPACES, player.warehouse_discs, _("Almacén: {n} de {cap} mercancías",
                                                                        n=player.goods_count,
                                                                        cap=player.warehouse_capacity)),
            ("bank", BANK_SPACES, player.bank_discs, _("Banco: {n} de {cap} de oro", n=player.gold,
                                                        cap=player.bank_capacity))):
        body.append(text(6, y + 13, label.render(lang), 13, "start", weight="bold"))
        y += 20
        open_spaces = spaces - discs
        items: list[str] = []
        if store == "warehouse":
            for good in GOODS:
                items += [good.value] * player.goods[good.value]
        else:
            items = ["gold"] * player.gold
        for k in range(spaces):
            x = 6 + k * (cell + 2)
            body.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#fff" stroke="#777"/>')
            if k >= open_spaces:
                first = k == open_spaces
                stroke = HIGHLIGHT if first and highlight == store else "#333"
                sw = 3 if first and highlight == store else 1
                body.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="11" fill="#9e9e9e" stroke="{stroke}" '
                            f'stroke-width="{sw}"/>')
            elif k < len(items):
                item = items[k]
                if item == "gold":
                    body.append(f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="11" fill="#f1c40f" '
                                f'stroke="#7d6608"/>')
                else:
                    body.append(f'<rect x="{x + 3}" y="{y + 3}" width="{cell - 6}" height="{cell - 6}" '
                                f'fill="{GOOD_HEX[Good(item)]}"/>')
                    body.append(text(x + cell / 2, y + cell / 2 + 5, _good_letter(item, lang), 13, "middle",
                                     fill="white", weight="bold"))
        y += cell + 10
    counts = [f"{GOOD_NAMES[g].render(lang)} {player.goods[g.value]}" for g in GOODS if player.goods[g.value]]
    if counts:
        body.append(text(6, y + 8, ", ".join(counts), 12, "start"))
        y += 16
    body.append(text(6, y + 8, _("Gris: disco de ciudad; sale el de más a la izquierda.").render(lang), 12, "start"))
    return phone_svg(y + 16, body, _("Almacén y banco").render(lang))


def cubes_svg(player, colour: str, lang: str) -> str:
    """Where a player's cubes are: available stock, action section, action boxes (merchant cubes in the
    player's ``colour``, free cubes white)."""
    lang = check_language(lang)
    rows = [
        (_("Stock disponible"), player.stock_merchant, player.stock_free),
        (_("Sección de acciones"), player.section_merchant, player.section_free),
        (_("Cajas de acción"), player.boxed_merchant, sum(b.free for b in player.boxes.values())),
    ]
    body = [text(156, 16, _("de comerciante").render(lang), 12, "middle", weight="bold"),
            text(290, 16, _("libres").render(lang), 12, "middle", weight="bold")]
    y = 24
    for label, merchant, free in rows:
        body.append(text(6, y + 17, label.render(lang), 12, "start"))
        for k in range(min(merchant, 7)):
            body.append(f'<rect x="{128 + k * 9}" y="{y + 5}" width="8" height="14" fill="{COLOUR_HEX[colour]}"/>')
        body.append(text(196, y + 17, str(merchant), 13, "start", weight="bold"))
        for k in range(min(free, 5)):
            body.append(f'<rect x="{258 + k * 9}" y="{y + 5}" width="8" height="14" fill="#ecf0f1" stroke="#555"/>')
        body.append(text(310, y + 17, str(free), 13, "start", weight="bold"))
        y += 26
    return phone_svg(y + 6, body, _("Cubos del jugador").render(lang))


# ------------------------------------------------------------------------------ a whole screen
def screen_svg(player, colour: str, lang: str) -> str:
    """A player's screen at a glance: the cubes (stock, section, boxes) above the warehouse and bank, with the
    victory points underneath (``ships-setup-*``: what a player starts with)."""
    lang = check_language(lang)
    parts, y = stacked([cubes_svg(player, colour, lang), stores_svg(player, lang)])
    parts.append(text(6, y + 14, _("Puntos de victoria: {vp}", vp=player.vp).render(lang), 13, "start", weight="bold"))
    return phone_svg(y + 22, parts, _("Pantalla del jugador {colour}", colour=COLOUR_NAMES[colour]).render(lang))
