"""Pictures of Caribic as SVG text: the sea map with its ships, chests, port towns and safe havens.

Rules drawn: ``caribic-setup-ships``, ``caribic-treasure-one-chest`` (a ship
shows the value of the chest it carries), ``caribic-move-havens``.
"""

from __future__ import annotations

from html import escape

from ..drawing import box, svg, text, text_lines
from ..i18n import _, check_language
from .components import COLOUR_HEX, COLOUR_NAMES, SHIPS, SeaMap, grid_name

PHONE = 358  # drawn for a phone's column (rulesim.drawing): 1 unit = 1 CSS px there
MARGIN = 30  # room for the havens, drawn whole, at the corners


def _text(x: float, y: float, content: str, size: float = 13, anchor: str = "middle", fill: str = "#222",
          weight: str = "normal") -> str:
    """A text centred on ``x`` by default (as :func:`auction_svg` places them)."""
    return text(x, y, content, size, anchor, fill, weight)


def _layout(sea: SeaMap) -> tuple[dict[str, tuple[float, float]], float, bool]:
    """Drawing positions: the map turned upright when it is wider than tall (a phone is upright),
    scaled to the width of a phone's column; returns the positions, the height, and whether turned."""
    xs = [x for x, _y in sea.spaces.values()]
    ys = [y for _x, y in sea.spaces.values()]
    turned = max(xs) - min(xs) > max(ys) - min(ys)
    if turned:
        xs, ys = ys, xs
    k = (PHONE - 2 * MARGIN) / max(1.0, max(xs) - min(xs))
    left, top = min(xs), min(ys)
    where = {}
    for space, (x, y) in sea.spaces.items():
        if turned:
            x, y = y, x
        where[space] = (round(MARGIN + (x - left) * k, 1), round(MARGIN + 6 + (y - top) * k, 1))
    height = MARGIN * 2 + 6 + (max(ys) - top) * k
    return where, height, turned


def sea_svg(sea: SeaMap, positions: dict[str, str], ship_chests: dict[str, int | None],
            port_chests: dict[str, int | None], chest_values: dict[int, int], colours: tuple[str, ...],
            highlight: str | None = None, path: list[str] | None = None, *, lang: str) -> str:
    """The map; ``highlight`` is the ship on the move and ``path`` the spaces it crossed.

    Each sea space is a circle; a port town has its name above it and, while its chest waits, a
    gold box with the chest's value (in thousands) on the left; a ship is a token with its initial,
    and the chest it carries a gold box on the right.  The grid's rows and columns are named on the
    edges, as the explanations name the spaces ("B3")."""
    lang = check_language(lang)
    at, height, turned = _layout(sea)
    body = []
    for a, b in sea.edges:
        (x1, y1), (x2, y2) = at[a], at[b]
        body.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#9cc3dc" stroke-width="2"/>')
    if path and len(path) > 1:
        points = " ".join(f"{at[s][0]},{at[s][1]}" for s in path)
        body.append(f'<polyline points="{points}" fill="none" stroke="#e67e22" stroke-width="5" stroke-opacity="0.8"/>')
    # the names of the grid's columns (letters) and rows (numbers) along the edges
    names = {s: grid_name(s) for s in sea.spaces}
    edge_x = min((x for s, (x, _y) in at.items() if names[s]), default=None)
    edge_y = min((y for s, (_x, y) in at.items() if names[s]), default=None)
    for space, name in names.items():
        if not name:
            continue
        x, y = at[space]
        letter, number = name[0], name[1:]
        across, down = (number, letter) if turned else (letter, number)
        if y == edge_y:
            body.append(text(x, y - 42, across, 12.7, "middle", "#3d6f8f", "bold"))
        if x == edge_x:
            body.append(text(x - 42, y + 4.5, down, 12.7, "middle", "#3d6f8f", "bold"))
    town_of = {space: town for town, space in sea.ports.items()}
    for space, (x, y) in at.items():
        owner = sea.haven_owner(space)
        if owner:
            active = owner in colours
            haven = _("refugio").render(lang)
            title = escape(_("refugio {colour}", colour=COLOUR_NAMES[owner]).render(lang))
            body.append(box([
                f'<rect x="{x - 29}" y="{y - 14}" width="58" height="28" rx="6" fill="{COLOUR_HEX[owner]}" '
                f'fill-opacity="{0.9 if active else 0.3}" stroke="#333"><title>{title}</title></rect>',
                text(x, y + 4.5, haven, 12.7, "middle", "#111" if owner == "yellow" or not active else "white", "bold")]))
            continue
        body.append(f'<circle cx="{x}" cy="{y}" r="12" fill="#f7fbfe" stroke="#7fb0d0" stroke-width="1.5"/>')
        town = town_of.get(space)
        if town:
            body.append(box([f'<rect x="{x - 17}" y="{y - 33}" width="34" height="17" rx="3" fill="#8d6e63"/>',
                             text(x, y - 20, town, 12.7, "middle", "white")]))
            chest = port_chests.get(town)
            if chest is not None:
                body.append(f'<rect x="{x - 28}" y="{y - 8}" width="15" height="16" rx="2" fill="#f1c40f" stroke="#7d6608"/>')
                body.append(text(x - 20.5, y + 4.5, str(chest_values[chest] // 1000), 12.7, "middle", weight="bold"))
    for index, ship in enumerate(SHIPS):
        space = positions.get(ship)
        if space is None:
            continue
        x, y = at[space]
        stacked = sum(1 for s in SHIPS[:index] if positions.get(s) == space)
        x, y = x - 12 + stacked * 12 if sea.is_haven(space) else x, y + 22 if sea.is_haven(space) else y
        fill = "#e67e22" if ship == highlight else "#34495e"
        body.append(f'<circle cx="{x}" cy="{y}" r="11" fill="{fill}" stroke="white" stroke-width="1.5">'
                    f"<title>{escape(ship)}</title></circle>")
        body.append(text(x, y + 4.5, ship[0], 13, "middle", "white", "bold"))
        chest = ship_chests.get(ship)
        if chest is not None:
            body.append(f'<rect x="{x + 13}" y="{y - 8}" width="15" height="16" rx="2" fill="#f1c40f" stroke="#7d6608"/>')
            body.append(text(x + 20.5, y + 4.5, str(chest_values[chest] // 1000), 12.7, "middle", weight="bold"))
    legend = _("Barcos: {ships}. Cofres en miles de doblones.", ships=", ".join(f"{s[0]} = {s}" for s in SHIPS))
    legend_svg, last = text_lines(6, height + 10, legend.render(lang), PHONE - 12, 12.7)
    total = last + 10
    label = _("Mapa ilustrativo del mar").render(lang)
    return svg(PHONE, total, [f'<rect x="0" y="0" width="{PHONE}" height="{total:.0f}" fill="#dff0fa"/>', *body,
                              legend_svg], label)


def state_svg(state, lang: str) -> str:
    """The sea of a :class:`~rulesim.caribic.state.State`."""
    turn = state.turn
    return sea_svg(state.game.sea, state.positions, state.ship_chests, state.port_chests,
                   {c.id: c.value for c in state.game.chests}, state.game.colours,
                   highlight=turn and turn.ship, path=turn and list(turn.path), lang=lang)


def auction_svg(ship: str, bids: dict[int, BribeCard], tiebreakers: dict[int, BribeCard | None],
                reveals: dict[int, bool], winner: int | None, distance: int, lang: str) -> str:
    """One ship's auction: each player's bid (barrels or thief) and tie-breaker, the winner framed."""
    lang = check_language(lang)
    n = len(bids)
    col = 120
    width, height = col * n + 20, 200
    body = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fbf7ef"/>']
    for p, card in bids.items():
        x = 10 + p * col
        won = p == winner
        body.append(f'<rect x="{x + 4}" y="8" width="{col - 8}" height="{height - 16}" rx="10" fill="white" '
                    f'stroke="{"#e67e22" if won else "#b0a58f"}" stroke-width="{5 if won else 1.5}"/>')
        body.append(_text(x + col / 2, 34, _("J{n}", n=p + 1).render(lang), 22, weight="bold"))
        body.append(_text(x + col / 2, 74, card.describe().render(lang), 20))
        tb = tiebreakers.get(p)
        if tb is None:
            tb_text = _("gastado").render(lang)
        else:
            tb_text = tb.describe().render(lang) if reveals.get(p) else _("tapado").render(lang)
        body.append(_text(x + col / 2, 116, _("desempate").render(lang), 17, fill="#555"))
        body.append(_text(x + col / 2, 138, tb_text, 18))
        if won:
            body.append(_text(x + col / 2, 176, _("gana: {n}", n=distance).render(lang), 18, fill="#b35900",
                              weight="bold"))
    label = _("Subasta del {ship}", ship=ship).render(lang)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            + "".join(body) + "</svg>")
