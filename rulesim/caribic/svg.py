"""Pictures of Caribic as SVG text: the sea map with its ships, chests, port towns and safe havens.

Rules drawn: ``caribic-setup-ships``, ``caribic-treasure-one-chest`` (a ship
shows the value of the chest it carries), ``caribic-move-havens``.
"""

from __future__ import annotations

from html import escape

from ..i18n import _, check_language
from .board import SeaMap
from .cards import COLOUR_HEX, SHIPS

FONT = 'font-family="sans-serif"'


def _text(x: float, y: float, content: str, size: int = 11, anchor: str = "middle", fill: str = "#222",
          weight: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" {FONT}>{escape(content)}</text>')


def sea_svg(sea: SeaMap, positions: dict[str, str], ship_chests: dict[str, int | None],
            port_chests: dict[str, int | None], chest_values: dict[int, int], colours: tuple[str, ...],
            highlight: str | None = None, path: list[str] | None = None, lang: str | None = None) -> str:
    """The map; ``highlight`` is the ship on the move and ``path`` the spaces it crossed."""
    lang = check_language(lang)
    xs = [x for x, _y in sea.spaces.values()]
    ys = [y for _x, y in sea.spaces.values()]
    width, height = max(xs) + 60, max(ys) + 50
    body = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#dff0fa"/>']
    for a, b in sea.edges:
        (x1, y1), (x2, y2) = sea.spaces[a], sea.spaces[b]
        body.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#9cc3dc" stroke-width="1.5"/>')
    if path and len(path) > 1:
        points = " ".join(f"{sea.spaces[s][0]},{sea.spaces[s][1]}" for s in path)
        body.append(f'<polyline points="{points}" fill="none" stroke="#e67e22" stroke-width="4" stroke-opacity="0.8"/>')
    town_of = {space: town for town, space in sea.ports.items()}
    for space, (x, y) in sea.spaces.items():
        owner = sea.haven_owner(space)
        if owner:
            active = owner in colours
            body.append(f'<rect x="{x - 22}" y="{y - 16}" width="44" height="32" rx="6" fill="{COLOUR_HEX[owner]}" '
                        f'fill-opacity="{0.9 if active else 0.25}" stroke="#333"/>')
            body.append(_text(x, y + 4, _("refugio").render(lang), 9, fill="white", weight="bold"))
            continue
        body.append(f'<circle cx="{x}" cy="{y}" r="13" fill="#f7fbfe" stroke="#7fb0d0"/>')
        town = town_of.get(space)
        if town:
            chest = port_chests.get(town)
            body.append(f'<rect x="{x - 14}" y="{y - 30}" width="28" height="13" rx="2" fill="#8d6e63"/>')
            body.append(_text(x, y - 20, town, 8, fill="white"))
            if chest is not None:
                body.append(f'<rect x="{x + 9}" y="{y - 12}" width="16" height="11" rx="2" fill="#f1c40f" stroke="#7d6608"/>')
                body.append(_text(x + 17, y - 3, str(chest_values[chest] // 1000), 8, weight="bold"))
    for index, ship in enumerate(SHIPS):
        space = positions.get(ship)
        if space is None:
            continue
        x, y = sea.spaces[space]
        stacked = sum(1 for s in SHIPS[:index] if positions.get(s) == space)
        x += stacked * 9
        fill = "#e67e22" if ship == highlight else "#34495e"
        body.append(f'<path d="M{x - 12},{y + 2} L{x + 12},{y + 2} L{x + 8},{y + 10} L{x - 8},{y + 10} Z" fill="{fill}"/>')
        body.append(f'<line x1="{x}" y1="{y + 2}" x2="{x}" y2="{y - 12}" stroke="{fill}" stroke-width="2"/>')
        body.append(_text(x, y + 22, ship[0], 10, fill=fill, weight="bold"))
        chest = ship_chests.get(ship)
        if chest is not None:
            body.append(f'<rect x="{x + 2}" y="{y - 12}" width="14" height="10" rx="2" fill="#f1c40f" stroke="#7d6608"/>')
            body.append(_text(x + 9, y - 4, str(chest_values[chest] // 1000), 7, weight="bold"))
    legend = _("Barcos: {ships}. Cofres en miles de doblones.", ships=", ".join(f"{s[0]} = {s}" for s in SHIPS))
    body.append(_text(10, height - 8, legend.render(lang), 10, anchor="start"))
    label = _("Mapa ilustrativo del mar").render(lang)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-label="{escape(label)}">' + "".join(body) + "</svg>")


def state_svg(state, lang: str | None = None) -> str:
    """The sea of a :class:`~rulesim.caribic.state.State`."""
    turn = state.turn
    return sea_svg(state.game.sea, state.positions, state.ship_chest, state.port_chest,
                   {c.id: c.value for c in state.game.chests}, state.game.colours,
                   highlight=turn and turn.ship, path=turn and list(turn.path), lang=lang)


def auction_svg(ship: str, bids: dict[int, "BribeCard"], tiebreakers: dict[int, "BribeCard | None"],
                reveals: dict[int, bool], winner: int | None, distance: int, lang: str | None = None) -> str:
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
