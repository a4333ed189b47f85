"""The widget previews drawn by the build: each widget view of a page as the static HTML ipywidgets draws.

A notebook page carries its widgets' saved state (``<script type="application/vnd.jupyter.widget-state+json">``
in its head) and, in each cell output, a view (``<script type="application/vnd.jupyter.widget-view+json">``
naming a model).  The widget manager of ``@jupyter-widgets/html-manager`` (``embed-amd.js``, 3.6 MB, with
RequireJS) used to draw each view in the reader's browser: on a phone that was seconds of CPU before the
page's largest paint (issue 25).  The build draws them instead, here: for each view, the DOM that
ipywidgets 8.1.9's views (``@jupyter-widgets/controls`` 5.0, ``@jupyter-widgets/base`` 6.0) make of that
model tree — the same elements, classes, text and attributes, and the inline styles their Layout and Style
models set — written where html-manager put it (a ``<div class="widget-subarea">`` just before the view's
script, which stays: ``live-panels.js`` finds the panels by it).  The state script is then dropped (nothing
else reads it), and the page links ``_static/widgets.css``: the widgets' style sheets that embed-amd.js
injected, taken from the npm packages (:func:`stylesheet`).

Each view function below follows the ``render``/``update`` of its view class in
``node_modules/@jupyter-widgets/controls/lib/widget_*.js`` (the file is named in each).  What the page's own
scripts add afterwards (``accessible-widgets.js``: ARIA names, roles, previews out of the keyboard's reach;
``site-fixes.js``: the ``title="null"`` ipywidgets leaves) they add to these as they did to html-manager's.
A model, a view or a trait value this module does not draw stops the build with the page and the model
(:class:`UnknownWidget`): a preview is never silently missing or wrong.
``tests/website/test_static_previews.py`` compares every preview with html-manager's drawing in Chromium.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[2]
STATE = re.compile(r'\s*<script type="application/vnd\.jupyter\.widget-state\+json">(.*?)</script>', re.S)
VIEW = re.compile(r'<script type="application/vnd\.jupyter\.widget-view\+json">(.*?)</script>', re.S)
STYLESHEET = "widgets.css"

#: the Layout model's traits, in the order its view sets them (``@jupyter-widgets/base/lib/widget_layout.js``)
LAYOUT = ("align_content", "align_items", "align_self", "border_top", "border_right", "border_bottom",
          "border_left", "bottom", "display", "flex", "flex_flow", "height", "justify_content", "justify_items",
          "left", "margin", "max_height", "max_width", "min_height", "min_width", "overflow", "order", "padding",
          "right", "top", "visibility", "width", "object_fit", "object_position", "grid_auto_columns",
          "grid_auto_flow", "grid_auto_rows", "grid_gap", "grid_template_rows", "grid_template_columns",
          "grid_template_areas", "grid_row", "grid_column", "grid_area")
#: each trait's CSS property (LayoutView.css_name: the trait's name with dashes)
LAYOUT_CSS = {trait: trait.replace("_", "-") for trait in LAYOUT}

# Each Style model's ``styleProperties``: trait -> (class of the elements it styles, or "" for the widget's
# own element; the CSS property), in their order (``controls/lib/widget_*.js``).
_FONTS = {"font_family": ("", "font-family"), "font_size": ("", "font-size"), "font_style": ("", "font-style"),
          "font_variant": ("", "font-variant"), "font_weight": ("", "font-weight")}
_DESCRIPTION = {"description_width": ("widget-label", "width")}
_STRING = {**_DESCRIPTION, "background": ("", "background"), "font_size": ("", "font-size"),
           "text_color": ("", "color")}
STYLES: dict[str, dict[str, tuple[str, str]]] = {
    "DescriptionStyleModel": _DESCRIPTION,
    "CheckboxStyleModel": {**_DESCRIPTION, "background": ("", "background")},
    "ToggleButtonStyleModel": {**_DESCRIPTION, **_FONTS, "text_color": ("", "color"),
                               "text_decoration": ("", "text-decoration")},
    "ButtonStyleModel": {"button_color": ("", "background-color"), **_FONTS, "text_color": ("", "color"),
                         "text_decoration": ("", "text-decoration")},
    "StringStyleModel": _STRING,
    "HTMLStyleModel": _STRING,
    "LabelStyleModel": {**_STRING, "font_family": ("", "font-family"), "font_style": ("", "font-style"),
                        "font_variant": ("", "font-variant"), "font_weight": ("", "font-weight"),
                        "text_decoration": ("", "text-decoration")},
    "TextStyleModel": {**_DESCRIPTION, "background": ("widget-input", "background"),
                       "font_size": ("widget-input", "font-size"), "text_color": ("widget-input", "color")},
    "SliderStyleModel": {**_DESCRIPTION, "handle_color": ("noUi-handle", "background-color")},
    "ToggleButtonsStyleModel": {**_DESCRIPTION, "button_width": ("widget-toggle-button", "width"),
                                "font_weight": ("widget-toggle-button", "font-weight")},
}
#: ``button_style`` -> class (ButtonView, ToggleButtonView, ToggleButtonsView: the same map)
BUTTON_STYLES = {"": [], "primary": ["mod-primary"], "success": ["mod-success"], "info": ["mod-info"],
                 "warning": ["mod-warning"], "danger": ["mod-danger"]}
BOX_STYLES = {"": [], "success": ["alert", "alert-success"], "info": ["alert", "alert-info"],
              "warning": ["alert", "alert-warning"], "danger": ["alert", "alert-danger"]}


class UnknownWidget(ValueError):
    """A widget this module cannot draw as ipywidgets would: the build stops, naming the page and model."""


@dataclass
class Element:
    """A DOM element as a view builds it: attributes in the order it sets them, classes, inline style."""

    tag: str
    classes: list[str] = field(default_factory=list)
    attrs: dict[str, str] = field(default_factory=dict)
    style: dict[str, str] = field(default_factory=dict)
    children: list[Element | str] = field(default_factory=list)  # str: HTML as written (escape text first)
    style_attribute: bool = False  # a view set and cleared a style: ``style=""`` stays, as in the browser

    def add(self, *classes: str) -> Element:
        for c in classes:
            if c not in self.classes:
                self.classes.append(c)
        return self

    def append(self, child: Element | str) -> Element | str:
        self.children.append(child)
        return child

    def text(self, text: str) -> None:
        self.children = [html.escape(text, quote=False)]

    def set_style(self, name: str, value: str | None) -> None:
        """``el.style.setProperty`` / ``removeProperty``: an empty or null value removes the property."""
        self.style_attribute = True
        self.style.pop(name, None)
        if value not in (None, ""):
            self.style[name] = str(value)

    def descendants(self, cls: str) -> list[Element]:
        found = []
        for child in self.children:
            if isinstance(child, Element):
                if cls in child.classes:
                    found.append(child)
                found.extend(child.descendants(cls))
        return found

    def html(self) -> str:
        parts = [self.tag]
        if self.classes:
            parts.append(f'class="{html.escape(" ".join(self.classes))}"')
        parts += [f'{name}="{html.escape(value)}"' if value != "" else name for name, value in self.attrs.items()]
        if self.style or self.style_attribute:
            parts.append('style="' + html.escape(" ".join(f"{k}: {v};" for k, v in self.style.items())) + '"')
        inner = "".join(c if isinstance(c, str) else c.html() for c in self.children)
        if self.tag == "input":
            return f"<{' '.join(parts)}>"
        return f"<{' '.join(parts)}>{inner}</{self.tag}>"


def encode_uri_component(text: str) -> str:
    """JavaScript's ``encodeURIComponent``."""
    return quote(text, safe="-_.!~*'()")


def js_number(value: float) -> str:
    """A number as JavaScript writes it (``String(x)``) for the values sliders use."""
    if float(value).is_integer() and abs(value) < 1e21:
        return str(int(value))
    return repr(float(value))


class Drawing:
    """The views of one page's widget state."""

    def __init__(self, state: dict, page: str) -> None:
        self.models = state.get("state", {})
        self.page = page
        self.ids = 0

    def fail(self, model_id: str, why: str) -> UnknownWidget:
        name = self.models.get(model_id, {}).get("model_name", "?")
        return UnknownWidget(f"{self.page}: widget {name} ({model_id}): {why}")

    def uuid(self) -> str:
        """An id for a label's ``for`` (ipywidgets: a random UUID; here unique in the page, and stable)."""
        self.ids += 1
        return f"ipywidget-{self.ids}"

    def model(self, ref: str) -> tuple[str, str, dict]:
        model_id = ref.removeprefix("IPY_MODEL_")
        if model_id not in self.models:
            raise UnknownWidget(f"{self.page}: widget {model_id} is not in the page's widget state")
        entry = self.models[model_id]
        state = entry.get("state", {})
        module = entry.get("model_module", state.get("_model_module"))
        version = str(entry.get("model_module_version", state.get("_model_module_version", "")))
        if module not in ("@jupyter-widgets/controls", "@jupyter-widgets/base") or not version.startswith("2."):
            raise self.fail(model_id, f"module {module} {version} (only ipywidgets 8's controls and base are drawn)")
        return model_id, entry["model_name"], state

    # --- what every view does (base/lib/widget.js: DOMWidgetView) -----------------------------------------
    def view(self, ref: str) -> Element:
        model_id, name, state = self.model(ref)
        draw = VIEWS.get(name)
        if draw is None or state.get("_view_module") != "@jupyter-widgets/controls":
            raise self.fail(model_id, "no static drawing for this model: add it to tools/build/static_widgets.py")
        for trait, allowed in (("tabbable", (None,)), ("description_allow_html", (False, None)),
                               ("icon", ("", None)), ("icons", ([], None))):
            if state.get(trait) not in allowed:
                raise self.fail(model_id, f"{trait}={state.get(trait)!r} is not drawn")
        el = Element("div", ["lm-Widget", "jupyter-widgets-disconnected"])
        draw(self, el, model_id, state)
        # once displayed: the model's classes, its layout, then its style
        el.add(*state.get("_dom_classes", []))
        if state.get("layout"):
            self.layout(el, state["layout"])
        if state.get("style"):
            self.style(el, state["style"])
        return el

    def layout(self, el: Element, ref: str) -> None:
        model_id, name, state = self.model(ref)
        if name != "LayoutModel":
            raise self.fail(model_id, "a layout that is not a LayoutModel")
        for trait in LAYOUT:
            if state.get(trait) not in (None, ""):
                el.set_style(LAYOUT_CSS[trait], state[trait])
        unknown = set(state) - set(LAYOUT) - {"_model_module", "_model_module_version", "_model_name",
                                               "_view_count", "_view_module", "_view_module_version",
                                               "_view_name"}
        if unknown:
            raise self.fail(model_id, f"layout traits not drawn: {sorted(unknown)}")

    def style(self, el: Element, ref: str) -> None:
        model_id, name, state = self.model(ref)
        properties = STYLES.get(name)
        if properties is None:
            raise self.fail(model_id, "no static drawing for this style model")
        for trait, (cls, css) in properties.items():
            if trait not in state:
                continue
            for target in (el.descendants(cls) if cls else [el]):
                if state[trait] is None:
                    if css in target.style:
                        target.set_style(css, None)
                elif state[trait] != "":
                    target.set_style(css, state[trait])

    def description(self, el: Element, state: dict) -> Element:
        """DescriptionView.render: the label before the control (hidden when there is no description)."""
        label = Element("label", ["widget-label"])
        el.append(label)
        label.set_style("display", "none")
        if state.get("description"):
            label.text(state["description"])
            label.set_style("display", "")
        self.label_tooltip(label, state)
        return label

    @staticmethod
    def label_tooltip(label: Element, state: dict) -> None:
        # (ipywidgets sets ``label.title = tooltip``: "null" for none, which site-fixes.js removes)
        if state.get("tooltip"):
            label.attrs["title"] = state["tooltip"]

    @staticmethod
    def tooltip(target: Element, state: dict) -> None:
        """``updateTooltip``: the tooltip as a title, when there is no description."""
        if state.get("tooltip") and not state.get("description"):
            target.attrs["title"] = state["tooltip"]

    # --- widget_box.js ----------------------------------------------------------------------------------
    def box(self, el: Element, model_id: str, state: dict, kind: str) -> None:
        el.classes.insert(1, "lm-Panel")
        el.add("jupyter-widgets", "widget-container", "widget-box", kind)
        for child in state.get("children", []):
            el.append(self.view(child))
        if state.get("box_style", "") not in BOX_STYLES:
            raise self.fail(model_id, f"box_style={state.get('box_style')!r}")
        el.add(*BOX_STYLES[state.get("box_style", "")])
        self.tooltip(el, state)

    def draw_VBox(self, el: Element, model_id: str, state: dict) -> None:
        self.box(el, model_id, state, "widget-vbox")

    def draw_HBox(self, el: Element, model_id: str, state: dict) -> None:
        self.box(el, model_id, state, "widget-hbox")

    # --- widget_string.js -------------------------------------------------------------------------------
    def draw_HTML(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox")
        self.description(el, state)
        el.add("widget-html")
        value = state.get("value", "")
        if re.search(r"<script\b", value, re.I):
            raise self.fail(model_id, "an HTML value with a script (innerHTML never runs it; a page would)")
        if "widget-label" in value:
            raise self.fail(model_id, "an HTML value with a .widget-label (its style would reach into it)")
        el.append(Element("div", ["widget-html-content"], children=[value]))
        self.tooltip(el, state)

    def draw_Label(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox")
        self.description(el, state)
        el.add("widget-label")
        el.text(state.get("value", ""))  # (typeset(el, value): its text replaces the description's label)
        self.tooltip(el, state)

    def draw_Text(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox")
        label = self.description(el, state)
        el.add("widget-text")
        box = Element("input", attrs={"type": "text"})
        box.attrs["id"] = label.attrs["for"] = self.uuid()
        box.add("widget-input")
        el.append(box)
        if state.get("value"):
            box.attrs["value"] = state["value"]
        if state.get("disabled"):
            box.attrs["disabled"] = ""
        box.attrs["placeholder"] = state.get("placeholder") or ""
        self.tooltip(box, state)
        self.tooltip(el, state)

    # --- widget_button.js, widget_bool.js ---------------------------------------------------------------
    def draw_Button(self, el: Element, model_id: str, state: dict) -> None:
        el.tag = "button"
        el.add("jupyter-widgets", "jupyter-button", "widget-button")
        self.button_style(el, model_id, state)
        if state.get("disabled"):
            el.attrs["disabled"] = ""
        tooltip = state.get("tooltip")
        el.attrs["title"] = tooltip if tooltip is not None else state.get("description", "")
        if state.get("description"):
            el.text(state["description"])

    def button_style(self, el: Element, model_id: str, state: dict) -> None:
        if state.get("button_style", "") not in BUTTON_STYLES:
            raise self.fail(model_id, f"button_style={state.get('button_style')!r}")
        el.add(*BUTTON_STYLES[state.get("button_style", "")])

    def draw_ToggleButton(self, el: Element, model_id: str, state: dict) -> None:
        el.tag = "button"
        el.add("jupyter-widgets", "jupyter-button", "widget-toggle-button")
        self.button_style(el, model_id, state)
        if state.get("value"):
            el.add("mod-active")
        if state.get("disabled"):
            el.attrs["disabled"] = ""
        el.attrs["tabbable"] = "null"  # (setAttribute('tabbable', null), as ipywidgets does)
        if state.get("tooltip"):
            el.attrs["title"] = state["tooltip"]
        if state.get("description", "").strip():
            el.text(state["description"])
        else:
            el.children = ["&nbsp;"]

    def draw_Checkbox(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox", "widget-checkbox")
        label = Element("label", ["widget-label"])
        el.append(label)
        label.set_style("display", "none")
        self.label_tooltip(label, state)
        label.children = ["&#8203;"]
        outer = Element("label", ["widget-label-basic"])
        el.append(outer)
        box = Element("input", attrs={"type": "checkbox"})
        outer.append(box)
        span = Element("span")
        outer.append(span)
        if state.get("value"):
            box.attrs["checked"] = ""
        if state.get("disabled"):
            box.attrs["disabled"] = ""
        span.text(state.get("description", ""))
        span.attrs["title"] = state.get("description", "")
        if state.get("tooltip") and not state.get("description"):
            box.attrs["title"] = state["tooltip"]
        label.set_style("display", "" if state.get("indent", True) else "none")
        self.tooltip(el, state)

    # --- widget_int.js: IntSlider and noUiSlider 15 -----------------------------------------------------
    def draw_IntSlider(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox")
        self.description(el, state)  # (no ``for``: accessible-widgets.js names the handle by this label)
        el.add("widget-slider", "widget-hslider")
        lo, hi, step = state.get("min", 0), state.get("max", 100), state.get("step", 1)
        value = min(max(state.get("value", 0), lo), hi)
        if (state.get("orientation", "horizontal") != "horizontal" or state.get("readout_format", "d") != "d"
                or hi <= lo or step != 1 or value < 0 or state.get("behavior", "drag-tap") != "drag-tap"):
            raise self.fail(model_id, "only a horizontal slider of non-negative integers, step 1, format 'd', "
                                      "behaviour drag-tap is drawn")
        slider = Element("div", ["slider"])
        container = Element("div", ["slider-container"], children=[slider])
        el.append(container)
        readout = Element("div", ["widget-readout"], attrs={"contenteditable": "true"})
        el.append(readout)
        # noUiSlider.create: the target's classes, its base, the (empty) connects, one origin and its handle
        slider.add("noUi-target", "noUi-ltr", "noUi-horizontal", "noUi-txt-dir-ltr")
        base = Element("div", ["noUi-base"])
        slider.append(base)
        base.append(Element("div", ["noUi-connects"]))  # (connect: true with one handle is [false, false])
        position = (value - lo) / (hi - lo) * 100
        origin = Element("div", ["noUi-origin"])
        origin.set_style("transform", f"translate({js_number(10 * (position - 100))}%, 0px)")
        origin.set_style("z-index", "4")
        base.append(origin)
        handle = Element("div", ["noUi-handle", "noUi-handle-lower"], attrs={
            "data-handle": "0", "tabindex": "0", "role": "slider", "aria-orientation": "horizontal",
            "aria-valuemin": f"{lo:.1f}", "aria-valuemax": f"{hi:.1f}", "aria-valuenow": f"{value:.1f}",
            "aria-valuetext": js_number(value)})
        handle.append(Element("div", ["noUi-touch-area"]))
        origin.append(handle)
        if state.get("disabled"):
            readout.attrs["contenteditable"] = "false"
            slider.attrs["disabled"] = "true"
        readout.set_style("display", "none")
        if state.get("readout", True):
            readout.set_style("display", "")
        readout.text(js_number(value))
        self.tooltip(el, state)

    # --- widget_selection.js ----------------------------------------------------------------------------
    def options(self, listbox: Element, state: dict) -> None:
        for item in state.get("_options_labels", []):
            option = Element("option", attrs={"data-value": encode_uri_component(item), "value": item})
            option.text(item.replace(" ", "\xa0"))
            listbox.append(option)

    def draw_Dropdown(self, el: Element, model_id: str, state: dict) -> None:
        el.add("jupyter-widgets", "widget-inline-hbox")
        label = self.description(el, state)
        el.add("widget-dropdown")
        listbox = Element("select")
        listbox.attrs["id"] = label.attrs["for"] = self.uuid()
        el.append(listbox)
        self.options(listbox, state)
        index = state.get("index")
        if index is None and state.get("_options_labels"):
            raise self.fail(model_id, "a drop-down with nothing chosen (a page's <select> always shows one)")
        if index is not None:
            option = listbox.children[index]
            assert isinstance(option, Element)
            option.attrs["selected"] = ""
        self.listbox_state(listbox, state)
        self.tooltip(el, state)

    def listbox_state(self, listbox: Element, state: dict) -> None:
        if state.get("disabled"):
            listbox.attrs["disabled"] = ""
        self.tooltip(listbox, state)

    def draw_SelectMultiple(self, el: Element, model_id: str, state: dict) -> None:
        listbox = Element("select", attrs={"multiple": ""})
        el.add("jupyter-widgets", "widget-inline-hbox")
        label = self.description(el, state)
        el.add("widget-select")
        listbox.attrs["id"] = label.attrs["for"] = self.uuid()
        el.append(listbox)
        self.options(listbox, state)
        self.listbox_state(listbox, state)
        rows = state.get("rows")
        listbox.attrs["size"] = "" if rows is None else str(rows)
        for i in state.get("index") or []:
            option = listbox.children[i]
            assert isinstance(option, Element)
            option.attrs["selected"] = ""
        el.add("widget-select-multiple")
        self.tooltip(el, state)

    def draw_RadioButtons(self, el: Element, model_id: str, state: dict) -> None:
        self.description(el, state)
        el.add("widget-radio")
        container = Element("div", ["widget-radio-box"])
        el.append(container)
        vertical = state.get("orientation", "vertical") == "vertical"
        container.add("widget-radio-box-vertical" if vertical else "widget-radio-box-horizontal")
        for index, item in enumerate(state.get("_options_labels", [])):
            label = Element("label", children=[html.escape(item, quote=False)])
            radio = Element("input", attrs={"type": "radio", "value": str(index),
                                            "data-value": encode_uri_component(item)})
            if state.get("index") == index:
                radio.attrs["checked"] = ""
            if state.get("disabled"):
                radio.attrs["disabled"] = ""
            label.append(radio)
            container.append(label)
        # (html-manager then sets the box's margin-bottom from the drawn heights: site-fixes.js does the same)
        self.tooltip(el, state)

    def draw_ToggleButtons(self, el: Element, model_id: str, state: dict) -> None:
        self.description(el, state)
        el.add("widget-toggle-buttons")
        group = Element("div")
        el.append(group)
        if state.get("button_style", "") not in BUTTON_STYLES:
            raise self.fail(model_id, f"button_style={state.get('button_style')!r}")
        tooltips = state.get("tooltips") or []
        for index, item in enumerate(state.get("_options_labels", [])):
            button = Element("button", ["widget-toggle-button", "jupyter-button"], attrs={"type": "button"})
            button.children = [html.escape(item, quote=False) if item.strip() else "&nbsp;", Element("i")]
            # (attributes in the order the view sets them: class, then data-value, value, title)
            button.attrs["data-value"] = encode_uri_component(item)
            button.attrs["value"] = str(index)
            if state.get("disabled"):
                button.attrs["disabled"] = ""
            if index < len(tooltips) and tooltips[index]:
                button.attrs["title"] = tooltips[index]
            if state.get("index") == index:
                button.add("mod-active")
            button.add(*BUTTON_STYLES[state.get("button_style", "")])
            group.append(button)
        self.tooltip(el, state)


#: the models the build draws, each by the method that follows its view (any other stops the build)
VIEWS = {"VBoxModel": Drawing.draw_VBox, "HBoxModel": Drawing.draw_HBox, "HTMLModel": Drawing.draw_HTML,
         "LabelModel": Drawing.draw_Label, "TextModel": Drawing.draw_Text, "ButtonModel": Drawing.draw_Button,
         "ToggleButtonModel": Drawing.draw_ToggleButton, "CheckboxModel": Drawing.draw_Checkbox,
         "IntSliderModel": Drawing.draw_IntSlider, "DropdownModel": Drawing.draw_Dropdown,
         "SelectMultipleModel": Drawing.draw_SelectMultiple, "RadioButtonsModel": Drawing.draw_RadioButtons,
         "ToggleButtonsModel": Drawing.draw_ToggleButtons}


def draw_page(page_html: str, page: str) -> tuple[str, int]:
    """``page_html`` with every widget view drawn and the widget state dropped; the number of views drawn.
    A page without widget state is returned as it is."""
    found = STATE.search(page_html)
    if found is None:
        if VIEW.search(page_html):
            raise UnknownWidget(f"{page}: widget views without a widget state")
        return page_html, 0
    drawing = Drawing(json.loads(found.group(1)), page)
    count = 0

    def drawn(match: re.Match[str]) -> str:
        nonlocal count
        view = json.loads(match.group(1))
        if view.get("version_major") != 2:
            raise UnknownWidget(f"{page}: a widget view of version {view.get('version_major')}")
        count += 1
        subarea = Element("div", ["widget-subarea"], children=[drawing.view(view["model_id"])])
        return subarea.html() + match.group(0)

    body = VIEW.sub(drawn, page_html)
    return STATE.sub("", body, count=1), count


# --- the style sheet -------------------------------------------------------------------------------------
#: what embed-amd.js injected, in its order (read from the page it drew), but Font Awesome (no widget here
#: has an icon: an icon stops the build): Lumino's widget styles, html-manager's output widget, the controls'
#: own (lumino.css, nouislider.css, widgets-base.css) and JupyterLab's variables (labvariables.css, injected
#: when the page defines none: this site defines none)
SHEETS = ("@lumino/widgets/style/index.css", "@jupyter-widgets/html-manager/css/output.css",
          "@jupyter-widgets/controls/css/widgets-base.css", "@jupyter-widgets/controls/css/labvariables.css")


def _inlined(path: Path) -> str:
    """A CSS file with its ``@import``s in place (as css-loader does) and without comments."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    parts = []
    for match in re.finditer(r"@import\s+['\"]([^'\"]+)['\"]\s*;", text):
        parts.append(_inlined(path.parent / match.group(1)))
    parts.append(re.sub(r"@import\s+['\"][^'\"]+['\"]\s*;", "", text))
    return "\n".join(p.strip() for p in parts if p.strip())


def stylesheet(modules: Path = ROOT / "node_modules") -> str:
    """The widgets' style sheet (``_static/widgets.css``), from the installed npm packages."""
    header = ("/* The Jupyter widgets' styles, as @jupyter-widgets/html-manager injected them (written by "
              "tools/build/static_widgets.py from " + ", ".join(SHEETS) + "; BSD-3-Clause, Jupyter Development "
              "Team, PhosphorJS Contributors; noUiSlider: MIT, Léon Gersen) */\n")
    css = "\n".join(_inlined(modules / sheet) for sheet in SHEETS)
    return header + re.sub(r"\n\s*\n+", "\n", css) + "\n"
