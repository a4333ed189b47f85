"""Borneo's pictures of the turn and the end of the game, for the dispute questions (:mod:`.pictures` draws
the cards, the ports, the fights and the missions): :func:`setup_svg` (placement rounds, what is in play),
:func:`turn_svg` (the four actions, done and asked), :func:`move_svg` (two companies before and after a
merchant moves), :func:`draw_svg` (draw pile, discards, hand), :func:`end_svg` (the order of the last
missions) and :func:`score_svg` (each count and the winner).  Drawn like every picture of the site with
:mod:`rulesim.drawing`, 358 units wide, titled in the page's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..drawing import phone_svg, text
from ..i18n import Plural, _
from .components import ACTION_LABELS, STEP, STEP_LABELS, TurnAction
from .pictures import BAD, GOOD, GREY, INK, WIDTH, company_row, paragraph

PLAYER_FILL = "#4a6fa5"


def _player_disc(cx: float, cy: float, player: int, lang: str, fill: str = PLAYER_FILL, stroke: str = INK,
                 width: float = 1) -> list[str]:
    return [f'<circle cx="{cx}" cy="{cy}" r="15" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/>',
            text(cx, cy + 4.5, _("J{n}", n=player).render(lang), 12, "middle", weight="bold", fill="white")]


def setup_svg(players: int, outcome: Mapping[str, Any], lang: str) -> str:
    body: list[str] = []
    y = 20.0
    if not outcome.get("legal"):
        parts, y = paragraph(2, y, _("Esta preparación no es posible: la variante de cuatro comerciantes es solo "
                                     "para tres jugadores.").render(lang), WIDTH - 4, 13, "bold", BAD)
        return phone_svg(round(y + 4), parts, _("Preparación").render(lang), background="white")
    for r, order in enumerate(outcome["rounds"]):
        body.append(text(2, y + 10, _("Ronda {n}", n=r + 1).render(lang), 13, weight="bold"))
        for i, p in enumerate(order):
            cx = 100 + i * 52
            body += _player_disc(cx, y + 5, p, lang)
            if i:
                body.append(f'<path d="M{cx - 35} {y + 5} h16 m-5 -5 l5 5 l-5 5" fill="none" stroke="{GREY}" '
                            f'stroke-width="2"/>')
        y += 42
    facts = [
        Plural("{n} comerciante por jugador", "{n} comerciantes por jugador", outcome["merchants"]),
        _("{n} puertos en juego, 3 boca arriba", n=outcome["ports"]),
        _("{n} misiones, ordenadas por valor", n=outcome["missions"]),
        _("mano inicial: {n} cartas de envío", n=outcome["hand"]),
    ]
    for fact in facts:
        parts, y = paragraph(2, y + 4, "· " + fact.render(lang), WIDTH - 4, 13)
        body += parts
    return phone_svg(round(y + 4), body, Plural("Preparación para {n} jugador", "Preparación para {n} jugadores",
                                   players).render(lang), background="white")


# ----------------------------------------------------------------------------------- turn
def turn_svg(done: Sequence[str], action: str, legal: bool, lang: str) -> str:
    body: list[str] = []
    y = 6.0
    asked = TurnAction(action)
    done_actions = [TurnAction(a) for a in done]
    optional = _("opcional").render(lang)
    compulsory = _("obligatoria").render(lang)
    for step in (1, 2, 3, 4):
        here = [a for a in done_actions if STEP[a] == step]
        is_asked = STEP[asked] == step
        fill = "#e6f2e6" if here else "#f7f7f7"
        stroke = (GOOD if legal else BAD) if is_asked else "#999"
        lines = [ACTION_LABELS[a].render(lang) for a in here]
        height = 34 + 18 * len(lines) + (18 if is_asked else 0)
        body.append(f'<rect x="2" y="{y}" width="{WIDTH - 4}" height="{height}" rx="6" fill="{fill}" stroke="{stroke}" '
                    f'stroke-width="{3 if is_asked else 1}"/>')
        body.append(text(12, y + 21, STEP_LABELS[step].render(lang), 14, weight="bold"))
        body.append(text(WIDTH - 12, y + 21, compulsory if step >= 3 else optional, 12, "end", fill=GREY))
        ly = y + 40
        for line in lines:
            body.append(text(16, ly, "✓ " + line, 13, fill=GOOD))
            ly += 18
        if is_asked:
            mark = "→ " + ACTION_LABELS[asked].render(lang) + ("  ✔" if legal else "  ✘")
            body.append(text(16, ly, mark, 13, weight="bold", fill=GOOD if legal else BAD))
        y += height + 6
    return phone_svg(round(y), body, _("Las cuatro acciones del turno").render(lang), background="white")


# ----------------------------------------------------------------------------------- move
def move_svg(before: Mapping[str, Sequence[int]], company: str, rank: int, to: str, outcome: Mapping[str, Any],
             lang: str) -> str:
    """``before`` holds owners from 0; ``rank`` counts from 0."""
    body: list[str] = []
    y = 4.0
    involved = [company] if company == to else [company, to]
    body.append(text(2, y + 14, _("Antes").render(lang), 14, weight="bold"))
    y += 22
    for c in involved:
        body += company_row(y, c, list(before.get(c, ())), lang, {rank: "hot"} if c == company else None)
        y += 38
    if outcome.get("legal"):
        after = {c: [p - 1 for p in col] for c, col in outcome["companies"].items()}
        body.append(text(2, y + 18, _("Después").render(lang), 14, weight="bold"))
        y += 26
        for c in involved:
            marks = {len(after[c]) - 1: "good"} if c == to else {r: "good" for r in range(rank, len(after[c]))}
            body += company_row(y, c, after[c], lang, marks)
            y += 38
        parts, y = paragraph(2, y + 14, _("En verde, quien cambia de sitio.").render(lang), WIDTH - 4, 13, fill=GOOD)
    else:
        parts, y = paragraph(2, y + 14, _("Este cambio de compañía no se puede hacer.").render(lang), WIDTH - 4, 13,
                             "bold", BAD)
    body += parts
    return phone_svg(round(y + 4), body, _("Cambio de compañía").render(lang), background="white")


# ----------------------------------------------------------------------------------- draw
def _stack(x: float, y: float, n: int, title: str, lang: str, fill: str = "#fbf6e9") -> list[str]:
    body = []
    for i in range(min(n, 4) - 1, -1, -1):
        body.append(f'<rect x="{x + i * 3}" y="{y - i * 3}" width="70" height="92" rx="6" fill="{fill}" '
                    f'stroke="#555"/>')
    if n == 0:
        body.append(f'<rect x="{x}" y="{y}" width="70" height="92" rx="6" fill="none" stroke="#999" '
                    f'stroke-dasharray="5 4"/>')
    body.append(text(x + 35, y + 52, str(n), 22, "middle", weight="bold"))
    body.append(text(x + 35, y + 116, title, 13, "middle", weight="bold"))
    return body


def draw_svg(hand: int, deck: int, discards: int, outcome: Mapping[str, Any], lang: str) -> str:
    body: list[str] = []
    body += _stack(14, 14, deck, _("Mazo").render(lang), lang)
    body += _stack(144, 14, discards, _("Descartes").render(lang), lang, "#e8e2d0")
    body += _stack(274, 14, hand, _("Mano").render(lang), lang, "#dfe9f5")
    y = 162.0
    notes: list[tuple[str, str]] = []
    if outcome["reshuffled"]:
        notes.append((_("Se acaba el mazo: se barajan los descartes como mazo nuevo.").render(lang), INK))
    if outcome["game_over"]:
        notes.append((_("No hay cartas suficientes: se acaba la partida.").render(lang), BAD))
    else:
        notes.append((Plural("Roba {n} carta.", "Roba {n} cartas.", outcome["drawn"]).render(lang), GOOD))
        if outcome["discard"]:
            notes.append((Plural("Tiene {total} en la mano: descarta {n} para quedarse con seis.",
                                 "Tiene {total} en la mano: descarta {n} para quedarse con seis.", outcome["discard"],
                                 total=hand + outcome["drawn"]).render(lang), BAD))
    for note, colour in notes:
        parts, y = paragraph(2, y, note, WIDTH - 4, 13, "bold", colour)
        body += parts
    return phone_svg(round(y + 4), body, _("Robar al final del turno").render(lang), background="white")


# ------------------------------------------------------------------------------------ end
def end_svg(players: int, last_player: int, order: Sequence[int], lang: str) -> str:
    """Players from 1, clockwise from left to right; each one's place in the last round under it."""
    body: list[str] = []
    step = (WIDTH - 40) / max(players - 1, 1)
    body.append(text(2, 18, _("En el sentido de las agujas del reloj:").render(lang), 13))
    for p in range(1, players + 1):
        cx = 20 + (p - 1) * step
        last = p == last_player
        body += _player_disc(cx, 50, p, lang, "#8a6d3b" if last else PLAYER_FILL, INK, 3 if last else 1)
        if p in order:
            body.append(text(cx, 86, f"{order.index(p) + 1}.º" if lang == "es" else f"#{order.index(p) + 1}", 14,
                             "middle", weight="bold", fill=GOOD))
    y = 110.0
    for note in (_("En marrón, quien jugaba el último turno.").render(lang),
                 _("Debajo, el orden de la última ronda de misiones.").render(lang)):
        parts, y = paragraph(2, y, note, WIDTH - 4, 13)
        body += parts
    return phone_svg(round(y + 4), body, _("Última ronda de misiones").render(lang), background="white")


# ---------------------------------------------------------------------------------- score
def score_svg(players: Sequence[tuple[int, int, int, int]], outcome: Mapping[str, Any], lang: str) -> str:
    """``players``: (shipping cards, port cards, mission points, missions) per player."""
    body: list[str] = []
    best = max(outcome["scores"]) or 1
    y = 6.0
    for i, (cards, ports, mission_points, missions) in enumerate(players):
        winner = (i + 1) in outcome["winners"]
        total = outcome["scores"][i]
        name = _("Jugador {n}", n=i + 1).render(lang) + (" ★" if winner else "")
        body.append(text(2, y + 16, name, 14, weight="bold", fill=GOOD if winner else INK))
        body.append(text(WIDTH - 4, y + 16, Plural("{n} punto", "{n} puntos", total).render(lang), 14, "end",
                         weight="bold", fill=GOOD if winner else INK))
        x = 2.0
        for value, colour in ((cards, "#c9b98f"), (ports, "#7fa6c9"), (mission_points, "#8a6d3b")):
            w = (WIDTH - 4) * value / best
            if w:
                body.append(f'<rect x="{x:.1f}" y="{y + 24}" width="{w:.1f}" height="12" fill="{colour}"/>')
            x += w
        detail = _("{cards} + {ports} + {missions}", cards=Plural("{n} carta", "{n} cartas", cards),
                   ports=Plural("{n} puerto", "{n} puertos", ports),
                   missions=Plural("{n} misión ({points})", "{n} misiones ({points})", missions,
                                   points=Plural("{n} punto", "{n} puntos", mission_points))).render(lang)
        parts, y = paragraph(2, y + 54, detail, WIDTH - 4, 12.5, fill=GREY)
        body += parts
        y += 4
    lx = 2.0
    for label, colour in ((_("cartas de envío"), "#c9b98f"), (_("puertos"), "#7fa6c9"), (_("misiones"), "#8a6d3b")):
        name = label.render(lang)
        body.append(f'<rect x="{lx}" y="{y + 4}" width="12" height="12" fill="{colour}"/>')
        body.append(text(lx + 16, y + 15, name, 12, fill=GREY))
        lx += 16 + len(name) * 7 + 14
    y += 30
    decided = {"points": _("★ gana quien tiene más puntos."),
               "missions": _("★ empate a puntos: gana quien ha completado más misiones."),
               "shared": _("★ empate a puntos y a misiones: comparten la victoria.")}[outcome["decided_by"]]
    parts, y = paragraph(2, y + 10, decided.render(lang), WIDTH - 4, 13, "bold", GOOD)
    body += parts
    return phone_svg(round(y + 4), body, _("Puntuación final").render(lang), background="white")


__all__ = ["setup_svg", "turn_svg", "move_svg", "draw_svg", "end_svg", "score_svg"]
