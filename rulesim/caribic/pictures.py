"""Every picture of Caribic, as SVG text drawn for a phone's column with :mod:`rulesim.drawing`.

Every picture is :data:`WIDTH` units wide — the width of the article on a 390 px phone — so a font size
in picture units is the size a phone shows (never under 12), and carries a ``<title>`` in the reader's
language.

- :func:`sea_svg` (and :func:`state_svg`, a position's sea) — the sea map with its ships, chests, port
  towns and safe havens (``caribic-setup-ships``, ``caribic-treasure-one-chest``: a ship shows the value
  of the chest it carries, ``caribic-move-havens``);
- what the questions add to it: :func:`auction_picture`, one ship's auction (each player's card,
  tie-breaker and decision, the winner framed: ``caribic-move-reveal``, ``caribic-tie-*``);
  :func:`supply_picture`, the chest supply at the end of a round (the stacks left to right, the two that
  come out: ``caribic-round-chests``); :func:`coins_picture`, a sum paid in coins (``caribic-coins``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ..drawing import PHONE_WIDTH, box, phone_svg, svg, text, text_lines
from ..i18n import Message, Plural, _, check_language, format_integer
from .components import COIN_NAMES, COINS, COLOUR_HEX, COLOUR_NAMES, SHIPS, BribeCard, SeaMap, coins, grid_name

WIDTH = PHONE_WIDTH
MARGIN = 30  # room for the havens, drawn whole, at the corners
SMALLEST = 12  # CSS px on a phone: no text of these pictures is smaller


# ------------------------------------------------------------------------------- the sea
def _layout(sea: SeaMap) -> tuple[dict[str, tuple[float, float]], float, bool]:
    """Drawing positions: the map turned upright when it is wider than tall (a phone is upright),
    scaled to the width of a phone's column; returns the positions, the height, and whether turned."""
    xs = [x for x, _y in sea.spaces.values()]
    ys = [y for _x, y in sea.spaces.values()]
    turned = max(xs) - min(xs) > max(ys) - min(ys)
    if turned:
        xs, ys = ys, xs
    k = (WIDTH - 2 * MARGIN) / max(1.0, max(xs) - min(xs))
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
    body += _grid_names(sea, at, turned)
    body += _spaces(sea, at, port_chests, chest_values, colours, lang)
    body += _ships(sea, at, positions, ship_chests, chest_values, highlight)
    legend = _("Barcos: {ships}. Cofres en miles de doblones.", ships=", ".join(f"{s[0]} = {s}" for s in SHIPS))
    legend_svg, last = text_lines(6, height + 10, legend.render(lang), WIDTH - 12, 12.7)
    total = last + 10
    label = _("Mapa ilustrativo del mar").render(lang)
    return svg(WIDTH, total, [*body, legend_svg], label, background="#dff0fa")


def _grid_names(sea: SeaMap, at: Mapping[str, tuple[float, float]], turned: bool) -> list[str]:
    """The names of the grid's columns (letters) and rows (numbers) along the edges."""
    body = []
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
    return body


def _spaces(sea: SeaMap, at: Mapping[str, tuple[float, float]], port_chests: dict[str, int | None],
            chest_values: dict[int, int], colours: tuple[str, ...], lang: str) -> list[str]:
    """The havens, the sea spaces, the port towns and the chests waiting in them."""
    body = []
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
                text(x, y + 4.5, haven, 12.7, "middle", "#111" if owner == "yellow" or not active else "white",
                     "bold")]))
            continue
        body.append(f'<circle cx="{x}" cy="{y}" r="12" fill="#f7fbfe" stroke="#7fb0d0" stroke-width="1.5"/>')
        town = town_of.get(space)
        if town:
            body.append(box([f'<rect x="{x - 17}" y="{y - 33}" width="34" height="17" rx="3" fill="#8d6e63"/>',
                             text(x, y - 20, town, 12.7, "middle", "white")]))
            chest = port_chests.get(town)
            if chest is not None:
                body.append(f'<rect x="{x - 28}" y="{y - 8}" width="15" height="16" rx="2" fill="#f1c40f" '
                            f'stroke="#7d6608"/>')
                body.append(text(x - 20.5, y + 4.5, str(chest_values[chest] // 1000), 12.7, "middle", weight="bold"))
    return body


def _ships(sea: SeaMap, at: Mapping[str, tuple[float, float]], positions: dict[str, str],
           ship_chests: dict[str, int | None], chest_values: dict[int, int], highlight: str | None) -> list[str]:
    """Each ship as a token with its initial (several in a haven side by side), and the chest it carries."""
    body = []
    for index, ship in enumerate(SHIPS):
        on = positions.get(ship)
        if on is None:
            continue
        x, y = at[on]
        stacked = sum(1 for s in SHIPS[:index] if positions.get(s) == on)
        x, y = x - 12 + stacked * 12 if sea.is_haven(on) else x, y + 22 if sea.is_haven(on) else y
        fill = "#e67e22" if ship == highlight else "#34495e"
        body.append(f'<circle cx="{x}" cy="{y}" r="11" fill="{fill}" stroke="white" stroke-width="1.5">'
                    f"<title>{escape(ship)}</title></circle>")
        body.append(text(x, y + 4.5, ship[0], 13, "middle", "white", "bold"))
        chest = ship_chests.get(ship)
        if chest is not None:
            body.append(f'<rect x="{x + 13}" y="{y - 8}" width="15" height="16" rx="2" fill="#f1c40f" '
                        f'stroke="#7d6608"/>')
            body.append(text(x + 20.5, y + 4.5, str(chest_values[chest] // 1000), 12.7, "middle", weight="bold"))
    return body


def state_svg(state, lang: str) -> str:
    """The sea of a :class:`~rulesim.caribic.state.State`."""
    turn = state.turn
    return sea_svg(state.game.sea, state.positions, state.ship_chests, state.port_chests,
                   {c.id: c.value for c in state.game.chests}, state.game.colours,
                   highlight=turn and turn.ship, path=turn and list(turn.path), lang=lang)


# ---------------------------------------------------------------- what the questions add
def _fit(content: str, room: float, size: float) -> float:
    """The font size (never under :data:`SMALLEST`) at which ``content`` fits ``room`` units, as estimated."""
    return max(SMALLEST, min(size, room / max(1, len(content)) / 0.58))


def _card(x: float, y: float, w: float, card: BribeCard, lang: str, face_up: bool = True,
          spent: bool = False) -> list[str]:
    """A bribe card ``w`` wide at (x, y): its barrels in big figures and the word, a thief badge under it;
    face down it shows its back, spent it is greyed."""
    h = 62
    if spent:
        return [f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="#e3e3e3" stroke="#9a9a9a" '
                f'stroke-dasharray="5 3"/>',
                text(x + w / 2, y + 37, _("gastado").render(lang), 13, "middle", fill="#555")]
    if not face_up:
        return [f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="#7b5e3b" stroke="#4a3520"/>',
                text(x + w / 2, y + 37, _("tapado").render(lang), 13, "middle", fill="white", weight="bold")]
    word = Plural("barril", "barriles", card.barrels).render(lang)
    out = [f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="#fffdf6" stroke="#b0a58f" '
           f'stroke-width="1.5"/>',
           text(x + w / 2, y + 30, str(card.barrels), 26, "middle", weight="bold"),
           text(x + w / 2, y + 50, word, _fit(word, w - 6, 13), "middle", fill="#555")]
    if card.is_thief:
        thief = (_("ladrón") if card.thieves == 1 else Plural("{n} ladrón", "{n} ladrones", card.thieves)).render(lang)
        out += [f'<rect x="{x + 4:g}" y="{y + h - 4}" width="{w - 8:g}" height="20" rx="4" fill="#2c2c2c"/>',
                text(x + w / 2, y + h + 11, thief, _fit(thief, w - 10, 13), "middle", fill="white", weight="bold")]
    return out


def auction_picture(ship: str, bids: Mapping[int, BribeCard], tiebreakers: Mapping[int, BribeCard | None] | None,
                    reveals: Mapping[int, bool], tied: Sequence[int], winner: int | None, distance: int,
                    lang: str) -> str:
    """One ship's auction: a column per player with the card bid on the ship, the tie-breaker (face down,
    turned up or spent; ``tiebreakers`` is None when they are not known: all face down) and, for the tied
    players, their decision; the winner framed with the distance."""
    lang = check_language(lang)
    n = len(bids)
    col = (WIDTH - 8) / n
    card_w = min(78.0, col - 14)
    height = 300
    body: list[str] = []
    for p in sorted(bids):
        x = 4 + p * col
        won = p == winner
        body.append(f'<rect x="{x + 2:g}" y="4" width="{col - 4:g}" height="{height - 8}" rx="10" fill="white" '
                    f'stroke="{"#e67e22" if won else "#d8cfbd"}" stroke-width="{5 if won else 1.5}"/>')
        body.append(text(x + col / 2, 26, _("J{n}", n=p + 1).render(lang), 17, "middle", weight="bold"))
        cx = x + (col - card_w) / 2
        body += _card(cx, 36, card_w, bids[p], lang)
        label = _("desempate").render(lang)
        body.append(text(x + col / 2, 140, label, _fit(label, col - 6, 13), "middle", fill="#555"))
        tb = None if tiebreakers is None else tiebreakers.get(p)
        if p in tied and tb is not None:
            body += _card(cx, 150, card_w, tb, lang, face_up=bool(reveals.get(p)))
        else:
            body += _card(cx, 150, card_w, tb or bids[p], lang, face_up=False,
                          spent=tiebreakers is not None and tb is None)
        if won:
            words = Plural("gana: {n} espacio", "gana: {n} espacios", distance).render(lang)
            body.append(text(x + col / 2, 272, words, _fit(words, col - 6, 15), "middle", fill="#b35900",
                             weight="bold"))
        elif p in tied:
            words = _("empatado").render(lang)
            body.append(text(x + col / 2, 272, words, _fit(words, col - 6, 14), "middle", fill="#555"))
    if winner is None:
        words = _("el barco no se mueve").render(lang)
        body.append(text(WIDTH / 2, 292, words, 13, "middle", fill="#8a1c1c", weight="bold"))
    title = _("Subasta del {ship}", ship=ship).render(lang)
    return phone_svg(height, body, title, "#fbf7ef")


def supply_picture(round_: int, supply: Sequence[tuple[str, int]], lang: str) -> str:
    """The chest supply as the round ``round_`` ends: its five places, left to right, those of the stacks
    already taken empty (``supply`` holds each chest left, its town and value), the first stack left marked
    as the two chests that go to their towns."""
    lang = check_language(lang)
    body: list[str] = []
    title = _("Suministro de cofres al terminar la ronda {n}", n=round_).render(lang)
    body.append(text(WIDTH / 2, 22, _("Suministro, de izquierda a derecha").render(lang), 13, "middle", weight="bold"))
    slot = (WIDTH - 12) / 5
    gone = 5 - -(-len(supply) // 2)  # the stacks already taken, on the left
    for k in range(5):
        x = 6 + k * slot
        stack = supply[2 * (k - gone):2 * (k - gone) + 2] if k >= gone else []
        out = k == gone and stack
        body.append(f'<rect x="{x + 2:g}" y="34" width="{slot - 4:g}" height="104" rx="6" '
                    f'fill="{"#fff3c4" if out else "#ebe4d6"}" stroke="{"#e67e22" if out else "#b9ad96"}" '
                    f'stroke-width="{3 if out else 1}"/>')
        for i, (town, value) in enumerate(stack):
            y = 42 + i * 48
            body.append(f'<rect x="{x + 8:g}" y="{y}" width="{slot - 16:g}" height="42" rx="4" fill="#f1c40f" '
                        f'stroke="#7d6608"/>')
            body.append(text(x + slot / 2, y + 18, town, 13, "middle", weight="bold"))
            body.append(text(x + slot / 2, y + 35, format_integer(value, lang), 12, "middle"))
        if not stack:
            body.append(text(x + slot / 2, 92, "—", 14, "middle", fill="#8a7f6a"))
    note: Message
    if supply:
        note = Plural("Sale {n} cofre a su ciudad", "Salen {n} cofres a sus ciudades", len(supply[:2]))
    else:
        note = _("El suministro está vacío")
    body.append(text(WIDTH / 2, 164, note.render(lang), 13, "middle", fill="#b35900", weight="bold"))
    body.append(text(WIDTH / 2, 182, _("(valores en doblones)").render(lang), 12, "middle", fill="#555"))
    return phone_svg(190, body, title, "#f4efe6")


COIN_STYLE = {"gold": ("#f1c40f", "#7d6608"), "silver": ("#d5d8dc", "#7b7d7d"), "copper": ("#d35400", "#6e2c00")}


def coins_picture(amount: int, lang: str) -> str:
    """``amount`` doubloons as the fewest coins: a row of each kind, each coin with its value."""
    lang = check_language(lang)
    counts = dict(coins(amount))
    rows = [(name, counts[name], value) for name, value in COINS if counts.get(name)]
    per_row = 5
    lines = sum(max(1, -(-count // per_row)) for _n, count, _v in rows) or 1
    height = 44 + lines * 52 + 8
    body = [text(WIDTH / 2, 26, _("{amount} doblones", amount=amount).render(lang), 16, "middle", weight="bold")]
    y = 44
    for name, count, value in rows:
        fill, stroke = COIN_STYLE[name]
        label = format_integer(value // 1000, lang) + "k"
        for i in range(count):
            if i and i % per_row == 0:
                y += 52
            cx = 30 + (i % per_row) * 44
            body.append(f'<circle cx="{cx}" cy="{y + 22}" r="19" fill="{fill}" stroke="{stroke}" stroke-width="2"/>')
            body.append(text(cx, y + 27, label, 13, "middle", fill="#222" if name != "copper" else "white",
                             weight="bold"))
        word = _("{n} de {coin}", n=count, coin=COIN_NAMES[name]).render(lang)
        body.append(text(WIDTH - 8, y + 27, word, 13, "end", fill="#555"))
        y += 52
    if not rows:
        body.append(text(WIDTH / 2, y + 27, _("ninguna moneda").render(lang), 13, "middle", fill="#555"))
    title = _("Monedas para pagar {amount} doblones", amount=amount).render(lang)
    return phone_svg(height, body, title, "#f7f4ee")


def with_title(drawn: str, title: str) -> str:
    """``drawn`` (an SVG) with a ``<title>`` (and an ``aria-label``) saying ``title``, unless it has its own title."""
    if "<title>" in drawn:
        return drawn
    head, sep, rest = drawn.partition(">")
    if "aria-label=" not in head:
        head += f' aria-label="{escape(title)}"'
    return f"{head}{sep}<title>{escape(title)}</title>{rest}"


__all__ = ["sea_svg", "state_svg", "auction_picture", "supply_picture", "coins_picture", "with_title"]
