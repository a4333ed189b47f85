"""The controls of the "Check a situation" panel: one per kind of field, built from the declarations.

Each kind of field (:mod:`rulesim.kinds`, :mod:`rulesim.questions`) says which control looks like the
game — a die's six faces, buttons for a few choices, a card's four flags, a list that grows and shrinks —
and :func:`control_for` builds it, so a game's new question gets its controls without a line of widget
code.  A control gives the value as a file writes it (``get``), shows one (``set``) and calls back on a
change (``observe``).  Every control carries its name for a screen reader: the words of the label the
reader sees above it (the field's help, plus the item's number in a list and the part's place in a
card), given as the widget's ``description`` — a ``<label>`` tied to the control — which the site's
stylesheet hides from the eye only (``rulesim-named``).  A row of toggles gets a group name the same way
(``rulesim-group``); the site's ``accessible-widgets.js`` gives the groups and radio buttons their roles,
the arrow keys and the sliders' names.  The panel itself is :mod:`rulesim.widgets`.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_bool import ToggleButtonStyle
from ipywidgets.widgets.widget_button import ButtonStyle
from ipywidgets.widgets.widget_description import DescriptionStyle
from ipywidgets.widgets.widget_selection import ToggleButtonsStyle

from .i18n import Message, _
from .questions import Boolean, Choice, Field, Integer, ListOf, MapOf, Table, Text
from .shared_models import plain_html, shared, shared_layout, whole_width


def shared_full() -> w.Layout:
    """:func:`full`, shared by the controls that never change their layout (a dropdown, a text field)."""
    return shared_layout(width="100%", max_width="40rem")


def full() -> w.Layout:
    """A control's layout: the panel's width, at most 40rem — a new one each time, for a control that hides (a number
    the reader may leave out: :class:`OptionalNumber`); the others share one (:func:`shared_full`).  Nothing of
    ipywidgets is created at import: the live panels' kernel imports this module before it has a front end to tell
    (see tools/live/panels.py)."""
    return w.Layout(width="100%", max_width="40rem")


NONE = "—"
GIVE_NUMBER = _("un número")


def named(widget: w.Widget, name: str) -> w.Widget:
    """``widget`` named ``name`` for a screen reader (its description, a ``<label>``, hidden from the eye)."""
    if name:
        with widget.hold_sync():  # (one message to the page, not two)
            widget.description = name
            widget.add_class("rulesim-named")
    return widget


def _group(children: list[w.Widget], layout: w.Layout, css: str) -> w.HBox:
    """A row of controls that belong together (toggles, ＋/−), a group for a screen reader (see :func:`_name_group`).
    (Its classes given as it is made: added after, each would be one more message to the page.)"""
    return w.HBox(children, layout=layout, _dom_classes=(css, "rulesim-group"))


def _name_group(box: w.Box, children: list[w.Widget], name: str) -> None:
    """The group's name, first in it (hidden from the eye; the page's script makes it the group's label)."""
    label = [w.HTML(f'<span class="rulesim-group-name">{html.escape(name)}</span>', layout=shared_layout(),
                    style=plain_html())] if name else []
    box.children = label + children


def capitalised(text: Message | str, lang: str) -> str:
    """A label's words as the reader sees them (a capital first)."""
    value = text.render(lang) if isinstance(text, Message) else text
    return value[:1].upper() + value[1:]


def field_label(text: Message | str, lang: str, css: str = "rulesim-field-label") -> w.HTML:
    return w.HTML(f'<span class="{css}">{html.escape(capitalised(text, lang))}</span>', layout=whole_width(),
                  style=plain_html())


class Control:
    """One field's control: ``widget``, ``get()`` (the value as a file writes it), ``set(value)``,
    ``observe(callback)``."""

    widget: w.Widget

    def get(self) -> Any:
        raise NotImplementedError

    def set(self, value: Any) -> None:
        raise NotImplementedError

    def observe(self, callback: Callable[[], None]) -> None:
        raise NotImplementedError

    def name(self, name: str) -> None:
        """Name the control for a screen reader (the words of its visible label)."""


class Single(Control):
    """A control holding one value: buttons, a dropdown, a number box."""

    def __init__(self, widget: w.Widget, to_raw: Callable[[Any], Any] = lambda v: v,
                 from_raw: Callable[[Any], Any] = lambda v: v) -> None:
        self.widget = widget
        self._to, self._from = to_raw, from_raw

    def get(self) -> Any:
        return self._to(self.widget.value)

    def set(self, value: Any) -> None:
        try:
            self.widget.value = self._from(value)
        except Exception:  # noqa: BLE001  (a value the control cannot show: leave it as it is)
            pass

    def observe(self, callback: Callable[[], None]) -> None:
        self.widget.observe(lambda _change: callback(), names="value")

    def name(self, name: str) -> None:
        named(self.widget, name)


def toggle_buttons(options: list[tuple[str, Any]], value: Any, css: str = "") -> w.ToggleButtons:
    return w.ToggleButtons(options=options, value=value if value in [v for _l, v in options] else options[0][1],
                           style=shared(ToggleButtonsStyle, button_width="auto"), layout=whole_width(),
                           _dom_classes=("rulesim-buttons", css) if css else ("rulesim-buttons",))


def _dropdown(options: list[tuple[str, Any]], value: Any, layout: w.Layout | None = None) -> w.Dropdown:
    values = [v for _l, v in options]
    return w.Dropdown(options=options, value=value if value in values else values[0], layout=layout or shared_full(),
                      style=shared(DescriptionStyle))


def control_for(kind: Any, value: Any, lang: str, optional: bool = False, name: str = "") -> Control:
    """The control of one kind of field, showing ``value`` (as a file writes it), named ``name``
    for a screen reader."""
    control = _control_for(kind, value, lang, optional)
    control.name(name)
    return control


def _control_for(kind: Any, value: Any, lang: str, optional: bool = False) -> Control:
    if isinstance(kind, Integer):
        values = list(range(kind.low, kind.high + 1))
        options: list[tuple[str, Any]] = [(str(v), v) for v in values]
        if optional:
            options = [(NONE, None)] + options
        if kind.control == "die":
            return Single(toggle_buttons(options, value, "rulesim-die"))
        if len(values) <= 13:
            return Single(toggle_buttons(options, value) if len(options) <= 7 else _dropdown(options, value))
        number = w.BoundedIntText(value=value if isinstance(value, int) else kind.low, min=kind.low,
                                  max=kind.high, layout=full())
        return OptionalNumber(number, value, lang) if optional else Single(number)
    if isinstance(kind, Boolean):
        return Single(toggle_buttons([(_("sí").render(lang), True), (_("no").render(lang), False)], bool(value)))
    if isinstance(kind, Choice):
        choices: list[tuple[str, Any]] = [(label.render(lang), v) for v, label in kind.values.items()]
        if optional:
            choices = [(NONE, None)] + choices
        short = len(choices) <= 5 and sum(len(t) for t, _v in choices) <= 48
        as_buttons = short and kind.control != "dropdown"
        return Single(toggle_buttons(choices, value) if as_buttons else _dropdown(choices, value))
    return _composite_control(kind, value, lang)


def _composite_control(kind: Any, value: Any, lang: str) -> Control:
    """The control of a kind made of other values: a notation, a list, a table."""
    if isinstance(kind, Text):
        if kind.options:
            options = [(label.render(lang), raw) for raw, label in kind.options]
            return Single(_dropdown(options, value) if len(options) > 5 else toggle_buttons(options, value))
        if kind.parts and kind.split and kind.join:
            return Parts(kind, value, lang)
        return Single(w.Text(value="" if value is None else str(value), layout=shared_full()))
    if isinstance(kind, ListOf):
        if isinstance(kind.item, Boolean) and kind.max_len == kind.min_len:
            return Toggles([str(i + 1) for i in range(kind.max_len)], value or [False] * kind.max_len)
        if isinstance(kind.item, Choice) and kind.unique:
            return Subset(kind.item, value or [], lang)
        return Items(kind, value or [], lang)
    if isinstance(kind, MapOf):
        return Mapping(kind, value or {}, lang)
    if isinstance(kind, Table):
        return Fields(kind.fields, value or {}, lang)
    raise TypeError(f"no control for {kind!r}")


def display(shown: bool) -> str:
    """A widget's ``layout.display`` that shows or hides it: ``""`` (the widget's own display) or ``"none"``.
    Not ``None``: Pyodide's kernel sends None as JavaScript's undefined, which the page's widget takes as no
    change (a widget hidden and then "shown" with None stayed hidden in a live panel)."""
    return "" if shown else "none"

class OptionalNumber(Control):
    """A number the situation may leave out (the field's text says what that means): "—" or a number."""

    def __init__(self, number: w.BoundedIntText, value: Any, lang: str) -> None:
        self.number = number
        self.given = toggle_buttons([(NONE, False), (GIVE_NUMBER.render(lang), True)], value is not None)
        self.number.layout.display = display(value is not None)
        self.given.observe(lambda c: setattr(self.number.layout, "display", display(c.new)), names="value")
        self.widget = w.VBox([self.given, self.number], layout=whole_width())

    def get(self) -> Any:
        return self.number.value if self.given.value else None

    def set(self, value: Any) -> None:
        if isinstance(value, int):
            self.number.value = value
        self.given.value = value is not None

    def observe(self, callback: Callable[[], None]) -> None:
        self.given.observe(lambda _change: callback(), names="value")
        self.number.observe(lambda _change: callback(), names="value")

    def name(self, name: str) -> None:
        named(self.given, name)
        named(self.number, name)


class Parts(Control):
    """A value made of parts, each chosen apart (a card's four flags)."""

    def __init__(self, kind: Text, value: Any, lang: str) -> None:
        assert kind.split is not None and kind.join is not None  # a kind with parts says how to split and join them
        self.kind, self.lang = kind, lang
        self.split, self.join = kind.split, kind.join
        parts = self.split(value) if value is not None else tuple(next(iter(p.values)) for p in kind.parts)
        layout = shared_layout(width="auto", min_width="6.5rem", flex="1 1 6.5rem")
        self.controls = [Single(_dropdown([(label.render(lang), v) for v, label in part.values.items()], parts[i],
                                          layout)) for i, part in enumerate(kind.parts)]
        self.widget = w.HBox([c.widget for c in self.controls], _dom_classes=("rulesim-parts",),
                             layout=shared_layout(flex_flow="row wrap", width="100%"))

    def get(self) -> Any:
        return self.join(tuple(c.get() for c in self.controls))

    def set(self, value: Any) -> None:
        for c, part in zip(self.controls, self.split(value), strict=False):
            c.set(part)

    def observe(self, callback: Callable[[], None]) -> None:
        for c in self.controls:
            c.observe(callback)

    def name(self, name: str) -> None:
        for i, c in enumerate(self.controls):
            # one part of a value made of parts (a card's flags), for a screen reader
            c.name(_("{name}, parte {n} de {total}", name=name, n=i + 1, total=len(self.controls)).render(self.lang)
                   if name else "")


class Toggles(Control):
    """A fixed row of yes/no toggles (which of six positions hold a tile)."""

    def __init__(self, names: list[str], value: list[bool]) -> None:
        square = shared_layout(width="3rem", height="2.6rem")
        self.buttons = [w.ToggleButton(value=bool(v), description=n, layout=square, style=shared(ToggleButtonStyle))
                        for n, v in zip(names, value, strict=False)]
        self.widget = _group(self.buttons, shared_layout(flex_flow="row wrap"), "rulesim-toggles")

    def get(self) -> list[bool]:
        return [b.value for b in self.buttons]

    def set(self, value: list[bool]) -> None:
        for b, v in zip(self.buttons, value, strict=False):
            b.value = bool(v)

    def observe(self, callback: Callable[[], None]) -> None:
        for b in self.buttons:
            b.observe(lambda _c: callback(), names="value")

    def name(self, name: str) -> None:
        _name_group(self.widget, self.buttons, name)


class Subset(Control):
    """Some of a few choices, each at most once (the regions where I have a hut)."""

    def __init__(self, kind: Choice, value: list[Any], lang: str) -> None:
        self.values = list(kind.values)
        self.buttons = [w.ToggleButton(value=v in value, description=label.render(lang),
                                       layout=shared_layout(width="auto", min_height="2.6rem"),
                                       style=shared(ToggleButtonStyle))
                        for v, label in kind.values.items()]
        self.widget = _group(self.buttons, shared_layout(flex_flow="row wrap", width="100%"), "rulesim-subset")

    def get(self) -> list[Any]:
        return [v for v, b in zip(self.values, self.buttons, strict=True) if b.value]

    def set(self, value: list[Any]) -> None:
        for v, b in zip(self.values, self.buttons, strict=True):
            b.value = v in value

    def observe(self, callback: Callable[[], None]) -> None:
        for b in self.buttons:
            b.observe(lambda _c: callback(), names="value")

    def name(self, name: str) -> None:
        _name_group(self.widget, self.buttons, name)


class Items(Control):
    """A list that grows and shrinks: one control per item, ＋ and − buttons within its bounds."""

    def __init__(self, kind: ListOf, value: list[Any], lang: str) -> None:
        self.kind, self.lang = kind, lang
        self.callbacks: list[Callable[[], None]] = []
        self.items: list[Control] = []
        self._name = ""
        self.rows = w.VBox(layout=whole_width())
        self.add = w.Button(description="+", tooltip=_("Añadir").render(lang),
                            layout=shared_layout(width="3rem", height="2.6rem"), style=shared(ButtonStyle))
        self.remove = w.Button(description="−", tooltip=_("Quitar el último").render(lang),
                               layout=shared_layout(width="3rem", height="2.6rem"), style=shared(ButtonStyle))
        self.add.on_click(lambda _b: self._grow())
        self.remove.on_click(lambda _b: self._shrink())
        self.buttons = _group([self.add, self.remove], shared_layout(), "rulesim-grow")
        self.widget = w.VBox([self.rows, self.buttons], layout=whole_width(), _dom_classes=("rulesim-items",))
        self.set(value)

    def _item(self, value: Any) -> Control:
        control = control_for(self.kind.item, value, self.lang)
        control.observe(self._changed)
        return control

    def _refresh(self) -> None:
        rows = []
        for i, c in enumerate(self.items):
            c.name(_("{name}: n.º {n}", name=self._name, n=i + 1).render(self.lang) if self._name else "")
            number = w.HTML(f'<span class="rulesim-item-number" aria-hidden="true">{i + 1}.</span>',
                            layout=shared_layout(width="2rem"), style=plain_html())
            rows.append(w.HBox([number, c.widget], layout=shared_layout(width="100%", align_items="center")))
        self.rows.children = rows
        self.add.disabled = self.kind.max_len is not None and len(self.items) >= self.kind.max_len
        self.remove.disabled = len(self.items) <= self.kind.min_len

    def _grow(self) -> None:
        last = self.items[-1].get() if self.items else None
        self.items.append(self._item(last))
        self._refresh()
        self._changed()

    def _shrink(self) -> None:
        if self.items:
            self.items.pop()
            self._refresh()
            self._changed()

    def _changed(self) -> None:
        for callback in self.callbacks:
            callback()

    def get(self) -> list[Any]:
        return [c.get() for c in self.items]

    def set(self, value: list[Any]) -> None:
        self.items = [self._item(v) for v in value]
        self._refresh()

    def observe(self, callback: Callable[[], None]) -> None:
        self.callbacks.append(callback)

    def name(self, name: str) -> None:
        self._name = name
        _name_group(self.buttons, [self.add, self.remove], name)
        self._refresh()


class Mapping(Control):
    """A table keyed by ids (each ship's space, each tile's dice, each item's count): one row per key."""

    def __init__(self, kind: MapOf, value: dict[Any, Any], lang: str) -> None:
        self.kind = kind
        self.controls: dict[Any, Control] = {}
        rows = []
        for key, label in kind.keys.values.items():
            current = value.get(key)
            name = capitalised(label, lang)
            if isinstance(kind.value, Integer):
                control = control_for(kind.value, current if current is not None else kind.value.low, lang, name=name)
            elif isinstance(kind.value, (Choice, Text)):
                control = control_for(kind.value, current, lang, optional=isinstance(kind.value, Choice), name=name)
            else:
                control = control_for(kind.value, current if current is not None else [], lang, name=name)
            self.controls[key] = control
            rows.append(w.VBox([field_label(label, lang, "rulesim-key-label"), control.widget],
                               layout=whole_width()))
        self.widget = w.VBox(rows, layout=whole_width(), _dom_classes=("rulesim-mapping",))

    def get(self) -> dict[Any, Any]:
        out = {}
        for key, control in self.controls.items():
            value = control.get()
            if value in (None, [], 0) and not isinstance(value, bool):
                continue
            out[key] = value
        return out

    def set(self, value: dict[Any, Any]) -> None:
        for key, control in self.controls.items():
            if key in value:
                control.set(value[key])

    def observe(self, callback: Callable[[], None]) -> None:
        for control in self.controls.values():
            control.observe(callback)


class Fields(Control):
    """A table of fields, each with its label above its control."""

    def __init__(self, fields: tuple[Field, ...], value: dict[str, Any], lang: str) -> None:
        self.controls: dict[str, Control] = {}
        self.optional: set[str] = set()
        rows = []
        for f in fields:
            current = value.get(f.name, None if f.required or f.default is None else _raw(f, f.default))
            optional = not f.required and f.default is None
            control = control_for(f.kind, current, lang, optional=optional, name=capitalised(f.help, lang))
            if optional:
                self.optional.add(f.name)
            self.controls[f.name] = control
            rows.append(w.VBox([field_label(f.help, lang), control.widget], layout=whole_width()))
        self.widget = w.VBox(rows, layout=whole_width(), _dom_classes=("rulesim-fields",))

    def get(self) -> dict[str, Any]:
        out = {}
        for name, control in self.controls.items():
            value = control.get()
            if value is None and name in self.optional:
                continue
            out[name] = value
        return out

    def set(self, value: dict[str, Any]) -> None:
        for name, control in self.controls.items():
            if name in value:
                control.set(value[name])

    def observe(self, callback: Callable[[], None]) -> None:
        for control in self.controls.values():
            control.observe(callback)


def _raw(f: Field, value: Any) -> Any:
    return f.kind.to_toml(value)
