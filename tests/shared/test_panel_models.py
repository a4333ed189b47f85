"""A check panel's widgets share what never changes, and come whole (issue 25).

Every widget model the kernel makes is sent to the page and made again there — at a phone's 4× slower CPU a few
milliseconds each, on the way to the first live widget — and every change made after it was sent is one more
message.  Maracaibo's check panel made 158 models (61 of them a layout of one widget each, 23 an HTML label's style)
and sent 40 changes right after; so the layouts and styles a panel never changes are shared
(``rulesim.shared_models``), and a widget's classes and name come with it.
"""

from __future__ import annotations

from collections import defaultdict

import ipywidgets as w
import pytest
from ipywidgets.widgets import widget as widget_module

from rulesim import controls, shared_models
from rulesim.game import games
from rulesim.widgets import Checker

GAMES = [g for g, info in games().items() if info.questions]


def tree(root: w.Widget) -> list[w.Widget]:
    """``root`` and every widget under it (a box's children)."""
    out, todo = [], [root]
    while todo:
        widget = todo.pop()
        out.append(widget)
        todo.extend(getattr(widget, "children", ()))
    return out


@pytest.fixture
def sent(monkeypatch):
    """The messages widgets send to the page while a test runs: (widget, method, state's keys)."""
    messages: list[tuple[w.Widget, str, tuple[str, ...]]] = []
    send = widget_module.Widget._send

    def recording(self, msg, buffers=None):
        messages.append((self, msg.get("method"), tuple(sorted((msg.get("state") or {}).keys()))))
        return send(self, msg, buffers)
    monkeypatch.setattr(widget_module.Widget, "_send", recording)
    return messages


def alike(widgets: list[w.Widget], part: str) -> dict[str, dict[int, list[w.Widget]]]:
    """The widgets' ``part`` (their layout, their style) grouped by kind and state: for each, the models holding it
    (by identity) and the widgets using each."""
    groups: dict[str, dict[int, list[w.Widget]]] = defaultdict(lambda: defaultdict(list))
    for widget in widgets:
        model = getattr(widget, part, None)
        if model is not None:
            state = sorted((k, v) for k, v in model.get_state().items() if not k.startswith("_"))
            groups[f"{model.get_state()['_model_name']} {state!r}"][id(model)].append(widget)
    return groups


@pytest.mark.parametrize("game_id", GAMES)
def test_no_two_layouts_or_styles_of_a_check_panel_are_alike_but_those_that_change(game_id):
    """Layouts alike are one shared model, and styles alike; only a number that the reader can leave out (hidden:
    ``OptionalNumber``) keeps a layout of its own."""
    widgets = tree(Checker(game_id, "es").widget)
    layouts, styles = alike(widgets, "layout"), alike(widgets, "style")
    assert layouts and styles
    for state, models in layouts.items():
        if len(models) > 1:
            alone = [x for same in models.values() for x in same if not isinstance(x, w.BoundedIntText)]
            assert not alone, (state, [type(x).__name__ for x in alone])
    for state, models in styles.items():
        assert len(models) == 1, (state, len(models))
    labels = {id(x.style) for x in widgets if isinstance(x, w.HTML)}
    assert len(labels) == 1, len(labels)  # the labels' and the ruling's style: one model


@pytest.mark.parametrize("game_id", GAMES)
def test_a_check_panel_sends_its_widgets_whole(game_id, sent):
    """Classes and a name for a screen reader come with the widget (or, for a control named once made, in one
    message): no message only adds a class, none only names."""
    Checker(game_id, "es")
    updates = [keys for _widget, method, keys in sent if method == "update"]
    assert ("_dom_classes",) not in updates, updates
    assert ("description",) not in updates, updates


def test_a_shared_layout_is_never_changed_and_one_closed_is_made_anew():
    shared = shared_models.whole_width()
    assert shared_models.whole_width() is shared and shared_models.shared_layout(width="100%") is shared
    with pytest.raises(AttributeError, match="give the widget its own"):
        shared.display = "none"
    assert shared.display is None
    own = controls.full()  # a number's layout: hidden and shown
    own.display = "none"
    assert own.display == "none" and controls.full() is not own
    shared.close()
    again = shared_models.whole_width()
    assert again is not shared and again.comm is not None and again.width == "100%"
