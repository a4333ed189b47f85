"""The "Play a learning game" panel: a :class:`rulesim.learn.LearningGame` as widgets, the same for every game.

Beside :mod:`rulesim.widgets` (the check panel) and :mod:`rulesim.controls`, this module needs a widget
library; everything it shows comes from the learning game (no game logic here).  A game's page is::

    display(LearningPanel("borneo", PAGE.lang, PAGE.root).widget)

The reader chooses the number of players and their seat; the status line (round, phase, whose turn) and the
picture follow every move; on the reader's turn the legal moves are listed by kind with their costs and
rules, and chosen from a list ("Play this move", "Hint"); otherwise "Next move of the others" plays and
narrates one move.  "Undo" goes back before the reader's last move; "Why not?" answers for a move written
as a situation file writes it; a link opens the position in the check panel's "what may I do now?".
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_button import ButtonStyle
from ipywidgets.widgets.widget_selection import ToggleButtonsStyle

from .advice import MoveChoice, Refusal, write_move
from .controls import capitalised, display, field_label, named, toggle_buttons
from .game import game
from .i18n import Message, Plural, _, check_language, join_list
from .kinds import SituationError
from .learn import LearningError, LearningGame, Narrated, effects
from .pages import rule_link
from .shared_models import plain_html, shared, whole_width

PLAYERS = _("Jugadores")
SEAT = _("Tu asiento")
NEW_GAME = _("Empezar de nuevo")
NEXT = _("Siguiente jugada de los demás")
PLAY = _("Jugar esta jugada")
HINT = _("Pista")
UNDO = _("Deshacer mi última jugada")
WHY_NOT = _("¿Por qué no?")
YOUR_MOVE = _("Tu jugada")
ASK = _("Pregunta por una jugada (escrita como en un archivo)")
OPEN_CHECK = _("Abrir esta posición en el panel de comprobación")
MOST = 8  # the moves of one kind the page lists in words (all of them are in the list to choose from)


def _p(message: Message, lang: str, css: str = "") -> str:
    return f'<p class="{css}">{html.escape(message.render(lang))}</p>' if css else \
        f"<p>{html.escape(message.render(lang))}</p>"


class LearningPanel:
    """The whole panel for one game in ``lang``; rule links lead to ``root`` (the language's site root)."""

    def __init__(self, game_id: str, lang: str, root: str = "../../", seed: int = 0) -> None:
        self.info = game(game_id)
        self.lang = check_language(lang)
        self.root = root
        self.seed = seed
        counts = [(str(n), n) for n in self.info.players]
        self.players = named(toggle_buttons(counts, self.info.default_players or self.info.players[0]),
                             capitalised(PLAYERS, lang))
        self.seat = named(toggle_buttons([("1", 0)], 0), capitalised(SEAT, lang))
        self.new_game = self._button(NEW_GAME, "")
        # (what never hides shares its layout and style, its classes given as it is made: rulesim.shared_models)
        self.status = w.HTML(layout=whole_width(), style=plain_html(), _dom_classes=("rulesim-learn-status",))
        self.picture = w.HTML(layout=whole_width(), style=plain_html())
        self.told = w.HTML(layout=whole_width(), style=plain_html())
        self.next = self._button(NEXT, "primary")
        self.moves_html = w.HTML(layout=whole_width(), style=plain_html())
        # one button per legal move, its words wrapping on a phone (a dropdown cut them at the screen's edge)
        self.choice = w.ToggleButtons(options=[], style=shared(ToggleButtonsStyle, button_width="auto"),
                                      layout=whole_width(), _dom_classes=("rulesim-buttons", "rulesim-learn-moves"))
        named(self.choice, capitalised(YOUR_MOVE, lang))
        self.play = self._button(PLAY, "primary")
        self.hint = self._button(HINT, "")
        self.undo = self._button(UNDO, "")
        self.ask = w.Text(layout=w.Layout(width="100%", max_width="40rem"))
        named(self.ask, capitalised(ASK, lang))
        self.why = self._button(WHY_NOT, "")
        self.answer = w.HTML(layout=whole_width(), style=plain_html())
        self.end = w.HTML(layout=whole_width(), style=plain_html())
        self.link = w.HTML(layout=whole_width(), style=plain_html())
        self.mine = w.VBox([field_label(YOUR_MOVE, lang, "rulesim-section-label"), self.moves_html, self.choice,
                            w.HBox([self.play, self.hint], layout=w.Layout(flex_flow="row wrap"))],
                           layout=w.Layout(width="100%"))
        self.widget = w.VBox([
            field_label(PLAYERS, lang), self.players, field_label(SEAT, lang), self.seat, self.new_game,
            self.status, self.picture, self.told, self.next, self.mine, self.undo,
            field_label(WHY_NOT, lang, "rulesim-section-label"), self.ask, self.why, self.answer,
            self.end, self.link], layout=whole_width(), _dom_classes=("rulesim-learning",))
        self.players.observe(lambda _c: self._seats(), names="value")
        self.new_game.on_click(lambda _b: self.start())
        self.next.on_click(lambda _b: self.on_next())
        self.play.on_click(lambda _b: self.on_play())
        self.hint.on_click(lambda _b: self.on_hint())
        self.undo.on_click(lambda _b: self.on_undo())
        self.why.on_click(lambda _b: self.on_why())
        self.game: LearningGame
        self._seats()

    def _button(self, label: Message, style: str) -> w.Button:
        return w.Button(description=capitalised(label, self.lang), button_style=style, style=shared(ButtonStyle),
                        layout=w.Layout(width="auto", max_width="100%"), _dom_classes=("rulesim-learn-button",))

    # ------------------------------------------------------------------------------- callbacks
    def _seats(self) -> None:
        """The seats of the chosen number of players; a new game."""
        probe = self.info.new(self.players.value, seed=self.seed)
        self.seat.options = [(probe.player_name(p).render(self.lang), p) for p in range(self.players.value)]
        self.seat.value = 0
        self.start()

    def start(self) -> None:
        """A new learning game with the players and seat chosen."""
        try:
            self.game = LearningGame(self.info.id, self.players.value, self.seat.value, self.seed)
        except LearningError as error:
            self.answer.value = self._warning(error.message)
            return
        self.told.value = ""
        self.answer.value = ""
        self.show()

    def on_next(self) -> None:
        step = self.game.next()
        if step is not None:
            self.told.value = self._narrated(step)
        self.show()

    def on_play(self) -> None:
        if self.choice.value is None:
            return
        done = self.game.play(self.choice.value)
        self.told.value = self._refusal(done) if isinstance(done, Refusal) else self._narrated(done)
        self.answer.value = ""
        self.show()

    def on_hint(self) -> None:
        hint = self.game.hint()
        if hint is None:
            self.answer.value = _p(self.game.status(), self.lang)
            return
        self.choice.value = hint.choice.move
        links = " ".join(rule_link(r, self.root) for r in hint.choice.rule_ids)
        self.answer.value = (f'<div class="admonition tip"><p>{html.escape(hint.why.render(self.lang))} '
                             f"{links}</p></div>")

    def on_undo(self) -> None:
        if self.game.undo():
            last = self.game.told[-1] if self.game.told else None
            self.told.value = self._narrated(last) if last is not None else ""
            self.answer.value = _p(_("Deshecha tu última jugada."), self.lang)
        self.show()

    def on_why(self) -> None:
        written = self.ask.value.strip()
        if not written:
            return
        try:
            refused = self.game.why_not(written)
        except SituationError as error:
            self.answer.value = self._warning(error.message)
            return
        if refused is None:
            self.answer.value = _p(_("Esa jugada sí se puede hacer ahora."), self.lang)
        else:
            self.answer.value = self._refusal(refused)
        self.link.value = self._link()

    # -------------------------------------------------------------------------------- showing
    def show(self) -> None:
        """Everything that follows the position: status, picture, the moves or the others' button, the end."""
        g = self.game
        self.status.value = (f'<p class="rulesim-learn-status" role="status"><strong>'
                             f"{html.escape(g.status().render(self.lang))}</strong></p>")
        self.picture.value = g.picture(self.lang)
        groups = g.groups()
        self.mine.layout.display = display(bool(groups))
        self.next.layout.display = display(not g.over and not g.my_turn)
        self.undo.disabled = not g.can_undo
        self.moves_html.value = self._groups(groups)
        self.choice.options = [(f"{g.kind_label(kind).render(self.lang)}: {g.words(move).render(self.lang)}", move)
                               for kind, moves in groups for move in moves]
        self.choice.value = self.choice.options[0][1] if self.choice.options else None
        self.ask.placeholder = write_move(groups[0][1][0]) if groups else ""
        end = g.end()
        self.end.value = "" if end is None else f'<div class="admonition note">{_p(end, self.lang)}</div>'
        self.link.value = self._link()

    def _groups(self, groups: tuple[tuple[str, tuple[Any, ...]], ...]) -> str:
        parts = []
        for kind, moves in groups:  # only the moves shown are described (each is tried on a copy)
            rows = "".join(f"<li>{self._move(self.game.describe(move))}</li>" for move in moves[:MOST])
            if len(moves) > MOST:  # a phone's screen: the rest are in the list to choose from
                more = Plural("… y {n} jugada más de este tipo, en la lista «Tu jugada».",
                              "… y {n} jugadas más de este tipo, en la lista «Tu jugada».", len(moves) - MOST)
                rows += f"<li>{html.escape(more.render(self.lang))}</li>"
            parts.append(f'<p class="rulesim-learn-kind"><strong>'
                         f"{html.escape(self.game.kind_label(kind).render(self.lang))}</strong></p><ul>{rows}</ul>")
        return "".join(parts)

    def _move(self, c: MoveChoice) -> str:
        said = html.escape(c.words.render(self.lang))
        found = effects(c)
        costs = f" ({html.escape(join_list([x.render(self.lang) for x in found], self.lang))})" if found else ""
        links = " ".join(rule_link(r, self.root) for r in c.rule_ids[:3])
        return f"{said}{costs} {links}"

    def _narrated(self, step: Narrated) -> str:
        # data-step: how many moves have been told (two moves told alike still change the panel)
        return (f'<div class="rulesim-learn-told" aria-live="polite" data-step="{len(self.game.told)}"><p><strong>'
                f"{html.escape(step.title.render(self.lang))}</strong></p>"
                f"{step.steps.to_html(self.lang, self.root)}</div>")

    def _refusal(self, refused: Refusal) -> str:
        said = _("«{move}» no se puede: {reason}", move=refused.words, reason=refused.message)
        return (f'<div class="admonition warning"><p>{html.escape(said.render(self.lang))} '
                f"{rule_link(refused.rule_id, self.root)}</p></div>")

    def _warning(self, message: Message) -> str:
        return f'<div class="admonition warning">{_p(message, self.lang)}</div>'

    def _link(self) -> str:
        return (f'<p class="rulesim-learn-link"><a href="check.html#{self.game.check_fragment()}">'
                f"{html.escape(OPEN_CHECK.render(self.lang))}</a></p>")


def learning_panel(game_id: str, lang: str, root: str = "../../") -> Any:
    """The widget of a game's "Play a learning game" page."""
    return LearningPanel(game_id, lang, root).widget


__all__ = ["LearningPanel", "learning_panel"]
