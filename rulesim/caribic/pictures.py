"""Pictures of Caribic's disputed situations, as SVG text drawn for a phone's column.

The sea map itself is :mod:`.svg`'s (:func:`~rulesim.caribic.svg.sea_svg`); this
module draws what the questions add to it: one ship's auction (each player's
card, tie-breaker and decision, the winner framed), the chest supply at the
end of a round (the stacks left to right, the two that come out), and a sum
paid in coins.  Every picture is :data:`WIDTH` units wide — the width of the
article on a 390 px phone — so a font size in picture units is the size a phone
shows (never under 12), and carries a ``<title>`` in the reader's language.

Rules drawn: ``caribic-move-reveal``, ``caribic-tie-*`` (the auction),
``caribic-round-chests`` (the supply), ``caribic-coins`` (the coins).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ..i18n import Plural, _, check_language, format_integer
from .components import COIN_NAMES, COINS, BribeCard, coins

WIDTH = 358
FONT = 'font-family="sans-serif"'
SMALLEST = 12  # CSS px on a phone: no text of these pictures is smaller


def _text(x: float, y: float, content: str, size: float = 13, anchor: str = "middle", fill: str = "#222",
          weight: str = "normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{max(size, SMALLEST)}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" {FONT}>{escape(content)}</text>')


def _svg(height: float, body: list[str], title: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height:g}" width="{WIDTH}" '
            f'height="{height:g}" role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>'
            + "".join(body) + "</svg>")


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
                _text(x + w / 2, y + 37, _("gastado").render(lang), 13, fill="#555")]
    if not face_up:
        return [f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="#7b5e3b" stroke="#4a3520"/>',
                _text(x + w / 2, y + 37, _("tapado").render(lang), 13, fill="white", weight="bold")]
    word = Plural("barril", "barriles", card.barrels).render(lang)
    out = [f'<rect x="{x:g}" y="{y}" width="{w:g}" height="{h}" rx="7" fill="#fffdf6" stroke="#b0a58f" '
           f'stroke-width="1.5"/>',
           _text(x + w / 2, y + 30, str(card.barrels), 26, weight="bold"),
           _text(x + w / 2, y + 50, word, _fit(word, w - 6, 13), fill="#555")]
    if card.is_thief:
        thief = (_("ladrón") if card.thieves == 1 else Plural("{n} ladrón", "{n} ladrones", card.thieves)).render(lang)
        out += [f'<rect x="{x + 4:g}" y="{y + h - 4}" width="{w - 8:g}" height="20" rx="4" fill="#2c2c2c"/>',
                _text(x + w / 2, y + h + 11, thief, _fit(thief, w - 10, 13), fill="white", weight="bold")]
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
    body = [f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#fbf7ef"/>']
    for p in sorted(bids):
        x = 4 + p * col
        won = p == winner
        body.append(f'<rect x="{x + 2:g}" y="4" width="{col - 4:g}" height="{height - 8}" rx="10" fill="white" '
                    f'stroke="{"#e67e22" if won else "#d8cfbd"}" stroke-width="{5 if won else 1.5}"/>')
        body.append(_text(x + col / 2, 26, _("J{n}", n=p + 1).render(lang), 17, weight="bold"))
        cx = x + (col - card_w) / 2
        body += _card(cx, 36, card_w, bids[p], lang)
        label = _("desempate").render(lang)
        body.append(_text(x + col / 2, 140, label, _fit(label, col - 6, 13), fill="#555"))
        tb = None if tiebreakers is None else tiebreakers.get(p)
        if p in tied and tb is not None:
            body += _card(cx, 150, card_w, tb, lang, face_up=bool(reveals.get(p)))
        else:
            body += _card(cx, 150, card_w, tb or bids[p], lang, face_up=False,
                          spent=tiebreakers is not None and tb is None)
        if won:
            text = Plural("gana: {n} espacio", "gana: {n} espacios", distance).render(lang)
            body.append(_text(x + col / 2, 272, text, _fit(text, col - 6, 15), fill="#b35900", weight="bold"))
        elif p in tied:
            text = _("empatado").render(lang)
            body.append(_text(x + col / 2, 272, text, _fit(text, col - 6, 14), fill="#555"))
    if winner is None:
        text = _("el barco no se mueve").render(lang)
        body.append(_text(WIDTH / 2, 292, text, 13, fill="#8a1c1c", weight="bold"))
    title = _("Subasta del {ship}", ship=ship).render(lang)
    return _svg(height, body, title)


def supply_picture(round_: int, supply: Sequence[tuple[str, int]], lang: str) -> str:
    """The chest supply as the round ``round_`` ends: its five places, left to right, those of the stacks
    already taken empty (``supply`` holds each chest left, its town and value), the first stack left marked
    as the two chests that go to their towns."""
    lang = check_language(lang)
    body = [f'<rect x="0" y="0" width="{WIDTH}" height="190" fill="#f4efe6"/>']
    title = _("Suministro de cofres al terminar la ronda {n}", n=round_).render(lang)
    body.append(_text(WIDTH / 2, 22, _("Suministro, de izquierda a derecha").render(lang), 13, weight="bold"))
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
            body.append(_text(x + slot / 2, y + 18, town, 13, weight="bold"))
            body.append(_text(x + slot / 2, y + 35, format_integer(value, lang), 12))
        if not stack:
            body.append(_text(x + slot / 2, 92, "—", 14, fill="#8a7f6a"))
    if supply:
        note = Plural("Sale {n} cofre a su ciudad", "Salen {n} cofres a sus ciudades", len(supply[:2]))
    else:
        note = _("El suministro está vacío")
    body.append(_text(WIDTH / 2, 164, note.render(lang), 13, fill="#b35900", weight="bold"))
    body.append(_text(WIDTH / 2, 182, _("(valores en doblones)").render(lang), 12, fill="#555"))
    return _svg(190, body, title)


COIN_STYLE = {"gold": ("#f1c40f", "#7d6608"), "silver": ("#d5d8dc", "#7b7d7d"), "copper": ("#d35400", "#6e2c00")}


def coins_picture(amount: int, lang: str) -> str:
    """``amount`` doubloons as the fewest coins: a row of each kind, each coin with its value."""
    lang = check_language(lang)
    counts = dict(coins(amount))
    rows = [(name, counts[name], value) for name, value in COINS if counts.get(name)]
    per_row = 5
    lines = sum(max(1, -(-count // per_row)) for _n, count, _v in rows) or 1
    height = 44 + lines * 52 + 8
    body = [f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="#f7f4ee"/>',
            _text(WIDTH / 2, 26, _("{amount} doblones", amount=amount).render(lang), 16, weight="bold")]
    y = 44
    for name, count, value in rows:
        fill, stroke = COIN_STYLE[name]
        label = format_integer(value // 1000, lang) + "k"
        for i in range(count):
            if i and i % per_row == 0:
                y += 52
            cx = 30 + (i % per_row) * 44
            body.append(f'<circle cx="{cx}" cy="{y + 22}" r="19" fill="{fill}" stroke="{stroke}" stroke-width="2"/>')
            body.append(_text(cx, y + 27, label, 13, weight="bold", fill="#222" if name != "copper" else "white"))
        word = _("{n} de {coin}", n=count, coin=COIN_NAMES[name]).render(lang)
        body.append(_text(WIDTH - 8, y + 27, word, 13, anchor="end", fill="#555"))
        y += 52
    if not rows:
        body.append(_text(WIDTH / 2, y + 27, _("ninguna moneda").render(lang), 13, fill="#555"))
    title = _("Monedas para pagar {amount} doblones", amount=amount).render(lang)
    return _svg(height, body, title)


def with_title(svg: str, title: str) -> str:
    """``svg`` with a ``<title>`` (and an ``aria-label``) saying ``title``, unless it has its own title."""
    if "<title>" in svg:
        return svg
    head, sep, rest = svg.partition(">")
    if "aria-label=" not in head:
        head += f' aria-label="{escape(title)}"'
    return f"{head}{sep}<title>{escape(title)}</title>{rest}"


__all__ = ["auction_picture", "supply_picture", "coins_picture", "with_title"]
