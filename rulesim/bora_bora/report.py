"""What Bora Bora's interactive pages compute and show, without any widget library.

- :class:`DiceTrainer` — phase A against simple players: your dice, where each may go and why
  the other tiles are closed (``bora-bora-dice-*``);
- :func:`open_chances` — the exact chance that a tile is still open for the dice you hold;
- :func:`expand_html`, :func:`helper_html`, :func:`temple_html` — the action tiles Expand,
  Helper and Temple, each with a picture.
"""

from __future__ import annotations

import html
from itertools import product

from ..errors import RuleViolation
from ..explain import Explanation
from ..i18n import _, check_language, format_percent
from ..pages import BOOK_ROOT, Labels, error_html, rule_link, scroll_table
from .actions import expand_reach, helper_budget, temple_placement
from .components import ACTION_NAMES, TILE_ACTIONS, TILE_NAMES, Tile
from .game import BoraBora
from .moves import PlaceDie
from .pictures import chance_svg, islands_svg, temple_svg, tiles_svg
from .players import GreedyPlayer

LABELS = Labels({
    "players": _("Jugadores"), "die": _("Tu dado"), "tile": _("Ficha"), "place": _("Poner el dado"),
    "restart": _("Nueva ronda"), "kind": _("Camino"), "land": _("tierra"), "water": _("agua"), "from": _("Desde"),
    "value": _("Valor del dado"), "space": _("Espacio"), "player": _("Jugador"),
    "tattoo": _("Tatuajes"), "shells": _("Conchas"), "points": _("Puntos de victoria"), "offering": _("Ofrendas"),
    "god_card": _("Cartas de Dios"), "material": _("Materiales"), "hut_to_12": _("Cabañas al espacio 12"),
})
label = LABELS  # the notebooks' name for it: label(key, PAGE.lang)


class DiceTrainer:
    """You are player 1; the others are greedy players.  You choose a die and a tile, a simple
    policy carries out the action, and the others place their dice until it is your turn again."""

    def __init__(self, players: int, seed: int, lang: str, root: str = BOOK_ROOT) -> None:
        self.lang, self.root = check_language(lang), root
        self.restart(players, seed)

    def restart(self, players: int = 3, seed: int = 0) -> str:
        self.state = BoraBora(players).new_state(seed)
        self.bots = [GreedyPlayer(seed + p) for p in range(players)]
        self.log: list[str] = []
        self.error: RuleViolation | None = None
        self._others()
        return self.html()

    def _others(self) -> None:
        """Let the simple players (and the details of your action) play until you must place a die."""
        s = self.state
        while not s.is_over() and not (s.phase == "place" and s.player == 0):
            assert s.player is not None
            explanation = s.push(self.bots[s.player].choose(s))
            if s.phase == "place" or s.is_over():
                self.log.append(explanation.to_html(self.lang, self.root))

    def choices(self) -> tuple[list[int], list[tuple[str, str]]]:
        s = self.state
        dice = sorted(set(s.seats[0].dice), reverse=True)
        tiles = []
        for tile in s.game.tiles:
            for action in TILE_ACTIONS[tile]:
                name = TILE_NAMES[tile].render(self.lang)
                if len(TILE_ACTIONS[tile]) > 1:
                    name += f" — {ACTION_NAMES[action].render(self.lang)}"
                tiles.append((name, f"{tile}|{action}"))
        return dice, tiles

    def place(self, value: int, tile_action: str) -> str:
        tile, action = tile_action.split("|")
        s = self.state
        self.error = None
        move = PlaceDie(value, tile, action if len(TILE_ACTIONS[Tile(tile)]) > 1 else None)
        try:
            explanation = s.push(move)
        except RuleViolation as error:
            self.error = error
            return self.html()
        steps = explanation.steps
        while not s.is_over() and s.player == 0 and s.phase != "place":
            steps += s.push(self.bots[0].choose(s)).steps  # the details of your action, chosen simply
        self.log.append(Explanation(_("Tu jugada"), steps).to_html(self.lang, self.root))
        self._others()
        return self.html()

    def analysis(self) -> str:
        """For each of your dice: the tiles it may go to, and why the others are closed."""
        s, lang = self.state, self.lang
        if s.is_over():
            done = _("La fase A ha terminado.").render(lang)
            return f"<p><strong>{html.escape(done)}</strong></p>"
        rows = []
        for value in sorted(set(s.seats[0].dice), reverse=True):
            cells = []
            for tile, why in s.die_options(0, value).items():
                name = html.escape(TILE_NAMES[tile].render(lang))
                if why is None:
                    cells.append(f'<li>✔ <strong>{name}</strong></li>')
                else:
                    reason, link = html.escape(why[1].render(lang)), rule_link(why[0], self.root)
                    cells.append(f"<li>✘ {name}: {reason} {link}</li>")
            head = html.escape(_("Dado {value}", value=value).render(lang))
            rows.append(f"<div class=\"die-analysis\"><p><strong>{head}</strong></p><ul>{''.join(cells)}</ul></div>")
        return "".join(rows)

    def html(self) -> str:
        s, lang = self.state, self.lang
        yours = ", ".join(str(v) for v in s.seats[0].dice) or "—"
        head = _("Ronda {round} · tus dados: {dice} · puntos: {vp}", round=s.round, dice=yours,
                 vp=s.seats[0].vp).render(lang)
        placed = {str(t): [[d.player, d.value] for d in dice] for t, dice in s.placed.items()}
        error = error_html(self.error, lang, self.root) if self.error else ""
        return (f"<p><strong>{html.escape(head)}</strong></p>{error}"
                f'<div class="rulesim-svg">{tiles_svg(s.game.tiles, placed, lang=lang)}</div>'
                + self.analysis() + "".join(self.log[-2:]))


def open_chances(lowest: int | None, dice: int) -> float:
    """Exact chance that at least one of ``dice`` dice can go on a tile whose lowest die is
    ``lowest`` (None: an empty tile) — every outcome of the dice counted, none sampled."""
    outcomes = list(product(range(1, 7), repeat=dice))
    if lowest is None:
        return 1.0
    return sum(1 for roll in outcomes if min(roll) < lowest) / len(outcomes)


def chances_html(lang: str) -> str:
    lang = check_language(lang)
    chances = {k: [open_chances(None, k)] + [open_chances(low, k) for low in range(1, 7)] for k in (1, 2, 3)}
    head = "".join(f"<th>{html.escape(c)}</th>" for c in
                   [_("Dados en la mano").render(lang), _("vacía").render(lang)] + [str(v) for v in range(1, 7)])
    rows = "".join(
        f"<tr><td>{k}</td>" + "".join(f"<td>{format_percent(v, lang)}</td>" for v in values) + "</tr>"
        for k, values in chances.items())
    return (f'<div class="rulesim-svg">{chance_svg(chances, lang)}</div>'
            + scroll_table(f'<table class="table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>',
                           _("Probabilidad de que la ficha siga abierta").render(lang)))


def expand_html(origin: str, kind: str, die: int, lang: str, root: str = BOOK_ROOT) -> str:
    """From a hut in ``origin``: the regions a ``die`` reaches along ``kind`` paths, and why the others do not."""
    lang = check_language(lang)
    reach, ex = expand_reach(origin, kind, die)
    return (f'<div class="rulesim-svg">{islands_svg({origin: [0]}, reach, [origin], lang=lang)}</div>'
            + ex.to_html(lang, root))


def helper_html(die: int, counts: dict[str, int], lang: str, root: str = BOOK_ROOT) -> str:
    """What a helper die of ``die`` points buys: the cost of each item and whether the whole fits."""
    return helper_budget(die, counts)[2].to_html(check_language(lang), root)


def temple_html(temple: list[int | None], space: int, player: int, die: int, lang: str,
                root: str = BOOK_ROOT) -> str:
    """A priest of ``player`` placed on ``space`` with a ``die``: the push chain, before and after."""
    lang = check_language(lang)
    after, _fallen, ex = temple_placement(temple, space, player, die)
    before_text, after_text = _("Antes").render(lang), _("Después").render(lang)
    html_out = f'<p>{html.escape(before_text)}</p><div class="rulesim-svg">{temple_svg(temple, lang=lang)}</div>'
    if after is not None:
        html_out += (f'<p>{html.escape(after_text)}</p>'
                     f'<div class="rulesim-svg">{temple_svg(after, placed=space, lang=lang)}</div>')
    return html_out + ex.to_html(lang, root)


# ------------------------------------------------------------------ make bench
def bench_events() -> dict:
    """Each event a reader can cause on this game's pages (see ``tools/dev/bench.py``)."""
    games = {"n": 0, "trainer": None}

    def place(rnd):
        trainer = games["trainer"]
        if trainer is None or trainer.state.is_over():
            games["n"] += 1
            trainer = games["trainer"] = DiceTrainer(players=2 + games["n"] % 3, seed=games["n"], lang="en")
        dice, tiles = trainer.choices()
        return trainer.place(rnd.choice(dice), rnd.choice(tiles)[1])  # refused placements count too

    return {"dice trainer": place}


# ------------------------------------------------------------------ the live panels' browser test
def live_checks() -> tuple:
    """What the browser tests change on this game's live panels (see :class:`rulesim.live.LiveCheck`)."""
    from ..live import LiveCheck

    def dice_trainer(lang: str) -> str:
        # the page's trainer: 3 players, seed 1; "Place the die" places the first die on the first tile offered
        trainer = DiceTrainer(players=3, seed=1, lang=lang)
        dice, tiles = trainer.choices()
        return trainer.place(dice[0], tiles[0][1])

    return (LiveCheck("book/bora-bora/dice-trainer", "click", dice_trainer, label=LABELS["place"]),)
