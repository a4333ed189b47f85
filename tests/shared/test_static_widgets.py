"""The build draws a page's widget previews (tools/build/static_widgets.py, issue 25): what it writes for a
small model tree, and that a widget it cannot draw stops the build naming the page and the model.  Whether the
drawing is html-manager's is tested in the browser (tests/website/test_static_previews.py)."""

from __future__ import annotations

import json

import pytest

from tools.build import static_widgets
from tools.build.static_widgets import UnknownWidget, draw_page

BASE = {"_model_module": "@jupyter-widgets/controls", "_model_module_version": "2.0.0",
        "_view_module": "@jupyter-widgets/controls", "_view_module_version": "2.0.0"}


def model(name: str, **state) -> dict:
    view = {"_view_module": "@jupyter-widgets/base", "_model_module": "@jupyter-widgets/base"} \
        if name == "LayoutModel" else {}
    return {"model_name": name, "model_module": (view or BASE)["_model_module"], "model_module_version": "2.0.0",
            "state": {**BASE, **view, "_model_name": name, **state}}


def page(models: dict, root: str) -> str:
    state = json.dumps({"version_major": 2, "version_minor": 0, "state": models})
    view = json.dumps({"version_major": 2, "version_minor": 0, "model_id": root})
    return (f'<html><head>\n<script type="application/vnd.jupyter.widget-state+json">{state}</script>\n</head>'
            f'<body><div class="cell_output docutils container">\n'
            f'<script type="application/vnd.jupyter.widget-view+json">{view}</script></div></body></html>')


MODELS = {
    "l1": model("LayoutModel", width="100%", align_items="center", display=None),
    "l2": model("LayoutModel", width=None),
    "s1": model("DescriptionStyleModel", description_width="12em"),
    "s2": model("ToggleButtonsStyleModel", description_width="", button_width="auto", font_weight=""),
    "d": model("DropdownModel", description="Puerto", _options_labels=["Achim (6 | 4)", "Banda"], index=1,
               layout="IPY_MODEL_l2", style="IPY_MODEL_s1", disabled=False, tooltip=None, tabbable=None,
               _dom_classes=["rulesim-named"]),
    "t": model("ToggleButtonsModel", description="", _options_labels=["1", "2"], index=0, icons=[],
               tooltips=[], button_style="", layout="IPY_MODEL_l2", style="IPY_MODEL_s2"),
    "box": model("VBoxModel", children=["IPY_MODEL_d", "IPY_MODEL_t"], layout="IPY_MODEL_l1", box_style=""),
}


def test_a_model_tree_is_drawn_where_its_view_was_and_the_state_goes():
    html, drawn = draw_page(page(MODELS, "box"), "book/x.html")
    assert drawn == 1 and "widget-state+json" not in html
    # the view's script stays after the drawing (live-panels.js finds the panels by it)
    assert html.index('<div class="widget-subarea">') < html.index("widget-view+json")
    assert ('<div class="lm-Widget lm-Panel jupyter-widgets-disconnected jupyter-widgets widget-container '
            'widget-box widget-vbox" style="align-items: center; width: 100%;">') in html
    assert ('<div class="lm-Widget jupyter-widgets-disconnected jupyter-widgets widget-inline-hbox '
            'widget-dropdown rulesim-named"><label class="widget-label" for="ipywidget-1" style="width: 12em;">'
            'Puerto</label><select id="ipywidget-1"><option data-value="Achim%20(6%20%7C%204)" value="Achim (6 | 4)">'
            'Achim\xa0(6\xa0|\xa04)</option><option data-value="Banda" value="Banda" selected>Banda</option>'
            '</select></div>') in html
    assert ('<div class="lm-Widget jupyter-widgets-disconnected widget-toggle-buttons"><label class="widget-label" '
            'style="display: none;"></label><div><button class="widget-toggle-button jupyter-button mod-active" '
            'type="button" data-value="1" value="0" style="width: auto;">1<i></i></button>') in html


def test_a_page_without_widgets_is_left_as_it_is():
    assert draw_page("<html><head></head><body><p>x</p></body></html>", "a.html") == (
        "<html><head></head><body><p>x</p></body></html>", 0)


@pytest.mark.parametrize(("change", "said"), [
    ({"d": model("ColorPickerModel", layout="IPY_MODEL_l2")}, "ColorPickerModel"),
    ({"d": model("DropdownModel", description="x", _options_labels=["a"], index=0, tabbable=True)}, "tabbable"),
    ({"s1": model("ProgressStyleModel", bar_color=None)}, "ProgressStyleModel"),
    ({"l2": model("LayoutModel", width=None, colour="red")}, "colour"),
])
def test_a_widget_it_cannot_draw_stops_the_build_naming_page_and_model(change, said):
    with pytest.raises(UnknownWidget, match=rf"book/borneo/x\.html: widget .*{said}"):
        draw_page(page({**MODELS, **change}, "box"), "book/borneo/x.html")


def test_a_view_of_a_model_missing_from_the_state_stops_the_build():
    with pytest.raises(UnknownWidget, match="nowhere"):
        draw_page(page(MODELS, "nowhere"), "a.html")


def test_javascript_numbers_and_uri_components():
    assert static_widgets.js_number(-400.0) == "-400" and static_widgets.js_number(-583.3333333333333) == \
        "-583.3333333333333"
    assert static_widgets.encode_uri_component("#0 · roja ×3 + (a)!") == "%230%20%C2%B7%20roja%20%C3%973%20%2B%20(a)!"
