"""The "Check a situation" panel: a question's fields as controls, the ruling under them.

This module and :mod:`rulesim.controls` are the ones of ``rulesim`` that need a widget library: the
notebooks import them (ipywidgets is there, in the build's kernel and in the browser's Pyodide); the
engines never do.  The panel builds each field's control from the declarations alone
(:func:`rulesim.controls.control_for`).  Every change re-reads the controls as a situation
(:func:`rulesim.check.situation`, the same checks as a file), rules on it, and shows the verdict, the
picture and the steps, plus a file to save and a link to share.  The question's buttons and the
readings carry their names for a screen reader as the controls do; the ruling's picture gets a text
saying what it shows (:func:`rulesim.picture_text.describe_pictures`).
"""

from __future__ import annotations

import html
from typing import Any
from urllib.parse import quote

import ipywidgets as w

from .check import Situation, SituationError, rule, share_fragment, situation, to_html, to_toml
from .controls import Fields, Single, capitalised, field_label, named, toggle_buttons
from .disputes import SAVE_AS_FILE
from .game import game
from .i18n import _, check_language
from .picture_text import describe_pictures
from .questions import Question
from .shared_models import plain_html, whole_width

SHARE_LINK = _("Enlace para compartir esta situación")
QUESTION = _("La pregunta")


class Checker:
    """The whole panel for one game: the question, its fields, the readings, the ruling."""

    def __init__(self, game_id: str, lang: str, root: str = "../../", start: Any = None) -> None:
        self.info = game(game_id)
        self.lang = check_language(lang)
        self.root = root
        questions = self.info.questions
        self.question = toggle_buttons([(q.title.render(self.lang), q.id) for q in questions],
                                 start.question.id if start else questions[0].id, "rulesim-stacked")
        named(self.question, capitalised(QUESTION, self.lang))
        self.form = w.VBox(layout=whole_width())
        self.readings = w.VBox(layout=whole_width())
        self.out = w.HTML(layout=whole_width(), style=plain_html(), _dom_classes=("rulesim-ruling-out",))
        self.links = w.HTML(layout=whole_width(), style=plain_html())
        self.widget = w.VBox([field_label(QUESTION, self.lang, "rulesim-section-label"), self.question,
                              field_label(_("La situación"), self.lang, "rulesim-section-label"), self.form,
                              self.readings, field_label(_("El fallo"), self.lang, "rulesim-section-label"), self.out,
                              self.links], layout=whole_width(), _dom_classes=("rulesim-checker",))
        self.fields: Fields | None = None
        self.options: dict[str, Single] = {}
        self.question.observe(lambda _c: self._build(), names="value")
        self._build(start)

    @property
    def current(self) -> Question:
        return self.info.question(self.question.value)

    def _build(self, start: Any = None) -> None:
        q = self.current
        table = _raw_table(start) if start is not None else q.example()
        self.fields = Fields(q.fields, table, self.lang)
        self.fields.observe(self.update)
        self.form.children = [self.fields.widget]
        options = start.options.to_dict() if start is not None else {}
        # readings the question offers no control for are kept as the opened situation says
        # (a shared link or a FAQ entry with an option of its own must rule as its file does)
        self.kept_options = {k: v for k, v in options.items() if k not in q.ambiguous}
        self.options = {}
        rows = []
        for name in q.ambiguous:
            spec = self.info.options.spec(name)
            default = self.info.options.defaults()[name]
            assert spec.readings is not None  # a reading a question offers is one of a few, each in words
            choices = [(text.render(self.lang), _plain(v)) for v, text in spec.readings.items()]
            control = Single(toggle_buttons(choices, options.get(name, _plain(default)), "rulesim-stacked"))
            control.name(capitalised(spec.label, self.lang))
            control.observe(self.update)
            self.options[name] = control
            rows.append(w.VBox([field_label(spec.label, self.lang), control.widget], layout=whole_width()))
        heading = field_label(_("Lecturas del texto de origen"), self.lang, "rulesim-section-label")
        self.readings.children = ([heading] + rows
                                  if rows else [])
        self.update()

    def situation(self) -> Situation:
        assert self.fields is not None  # built by __init__
        return situation(self.info.id, self.current.id, self.fields.get(),
                         {**self.kept_options, **{k: c.get() for k, c in self.options.items()}})

    def update(self) -> None:
        try:  # a situation read from the controls may still be refused while ruling (options the file chose)
            s = self.situation()
            ruling = rule(s)
        except SituationError as error:
            rule_id = f" [{error.rule_id}]" if error.rule_id else ""
            self.out.value = (f'<div class="admonition warning" data-field="{html.escape(error.field)}"><p>'
                              f'{html.escape(error.message.render(self.lang))}'
                              f'{where((self.current,), error.field, self.lang)}{html.escape(rule_id)}</p></div>')
            self.links.value = ""
            return
        self.out.value = describe_pictures(to_html(ruling, self.lang, self.root), s, self.lang)
        data = quote(to_toml(s), safe="")
        name = f"{self.info.id}-{self.current.id}.toml"
        self.links.value = (
            f'<p class="rulesim-checker-links"><a href="#{share_fragment(s)}" class="rulesim-share">'
            f'{html.escape(SHARE_LINK.render(self.lang))}</a> · '
            f'<a download="{name}" href="data:application/toml;charset=utf-8,{data}">'
            f'{html.escape(SAVE_AS_FILE.render(self.lang))}</a></p>')

    def load(self, s: Any) -> None:
        """Show situation ``s`` (a shared link, a FAQ entry)."""
        if s.question.id != self.question.value:
            self.question.value = s.question.id  # rebuilds the form with the example…
        self._build(s)  # …then with the situation


def where(questions: tuple[Question, ...], path: str, lang: str) -> str:
    """Which control of the panel holds what was refused at ``path`` (``fight.attacker_cards[1]``), in the
    reader's words: `` (The attacker's cards)`` — the label of that field of the question whose table the path is
    in; nothing for a path of no field (a link's format, a table of no question: the message says it). The path
    itself, for whoever writes files, is the warning's ``data-field``: not shown to readers."""
    section, _dot, rest = path.partition(".")
    name = rest.split("[")[0].split(".")[0]
    for question in questions:
        field = next((f for f in question.fields if f.name == name), None) if question.section == section else None
        if field is not None:
            return f" ({html.escape(capitalised(field.help, lang))})"
    return ""


def _plain(value: Any) -> Any:
    return value.value if hasattr(value, "value") and not isinstance(value, (bool, int)) else value


def _raw_table(s: Any) -> dict[str, Any]:
    out = {}
    for f in s.question.fields:
        value = s.values[f.name]
        if value is not None:
            out[f.name] = f.kind.to_toml(value)
    return out


def checker(game_id: str, lang: str, root: str = "../../", fragment: str | None = None) -> w.Widget:
    """The panel of a game's "Check a situation" page; ``fragment`` (a shared link's ``#situation=…``)
    opens that situation."""
    start, refused = None, None
    if fragment:
        from .check import from_fragment
        try:
            start = from_fragment(fragment)
        except SituationError as error:  # a link is untrusted input: said, and the panel opens on the example
            refused = error
        if start is not None and start.game.id != game_id:
            start = None
    panel = Checker(game_id, lang, root, start)
    if refused is not None:
        said = html.escape(refused.message.render(panel.lang)) + where(panel.info.questions, refused.field, panel.lang)
        notice = w.HTML(f'<div class="admonition warning rulesim-link-refused" '
                        f'data-field="{html.escape(refused.field)}"><p>{said}</p></div>', layout=w.Layout(width="100%"))
        panel.widget.children = (notice, *panel.widget.children)
    return panel.widget
