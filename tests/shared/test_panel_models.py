"""A check panel's widgets share what never changes, and come whole (issue 25).

Every widget model the kernel makes is sent to the page and made again there — at a phone's 4× slower CPU a few
milliseconds each, on the way to the first live widget — and every change made after it was sent is one more
message.  Maracaibo's check panel made 158 models (61 of them a layout of one widget each, 23 an HTML label's style)
and sent 40 changes right after; so the layouts and label styles a panel never changes are shared
(``rulesim.controls.shared_layout``, ``plain_html``), and a widget's classes and name come with it.
"""

from __future__ import annotations

from collections import defaultdict

import ipywidgets as w
import pytest
from ipywidgets.widgets import widget as widget_module

from rulesim import controls
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


@pytest.mark.parametrize("game_id", GAMES)
def test_no_two_layouts_of_a_check_panel_are_alike_but_those_that_change(game_id):
    """Layouts alike are one shared model; only a number that the reader can leave out (hidden: ``OptionalNumber``)
    keeps a layout of its own."""
    panel = Checker(game_id, "es")
    owners: dict[str, dict[int, list[w.Widget]]] = defaultdict(lambda: defaultdict(list))
    for widget in tree(panel.widget):
        layout = getattr(widget, "layout", None)
        if layout is not None:
            state = repr(sorted((k, v) for k, v in layout.get_state().items() if not k.startswith("_")))
            owners[state][id(layout)].append(widget)
    assert owners
    for state, layouts in owners.items():
        if len(layouts) > 1:
            alone = [x for same in layouts.values() for x in same if not isinstance(x, w.BoundedIntText)]
            assert not alone, (state, [type(x).__name__ for x in alone])
    labels = {id(x.style) for x in tree(panel.widget) if isinstance(x, w.HTML)}
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
    shared = controls.whole_width()
    assert controls.whole_width() is shared and controls.shared_layout(width="100%") is shared
    with pytest.raises(AttributeError, match="give the widget its own"):
        shared.display = "none"
    assert shared.display is None
    own = controls.full()  # a number's layout: hidden and shown
    own.display = "none"
    assert own.display == "none" and controls.full() is not own
    shared.close()
    again = controls.whole_width()
    assert again is not shared and again.comm is not None and again.width == "100%"
