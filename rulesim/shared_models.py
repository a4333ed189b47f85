"""Models many widgets share: a layout or a style that never changes, made once per kernel for every widget given it.

Every widget model the kernel makes is sent to the page and made again there — at a phone's 4× slower CPU a few
milliseconds each, on the way to a live panel's first widget.  The check panels gave each widget a layout and each
HTML label a style of its own (Maracaibo's: 158 models, 61 of them layouts, 23 label styles); sharing the ones alike
halves them (issue 25, ``docs/performance.md``).  A shared model refuses any change, naming the trait: a widget
whose layout changes (shown, hidden) gets its own.  Nothing is made at import — the live panels' kernel imports
this module before it has a front end to tell (``tools/live/panels.py``) — and one closed is made anew.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle


class _Shared:
    """A shared layout or style: never changed once made (see the module's docstring)."""

    _sealed = False

    def __setattr__(self, name: str, value: Any) -> None:
        if self._sealed and name in getattr(self, "keys", ()):
            raise AttributeError(f"a shared {type(self).__name__} is not changed ({name}): give the widget its own")
        super().__setattr__(name, value)


_shared: dict[str, w.Widget] = {}
_sealed_kinds: dict[type, type] = {}


def _sealed_kind(kind: type) -> type:
    """``kind`` (a layout or a style) as a shared one: refusing a change once made (:class:`_Shared`)."""
    if kind not in _sealed_kinds:
        _sealed_kinds[kind] = type(f"Shared{kind.__name__}", (_Shared, kind), {})
    return _sealed_kinds[kind]


def _one(key: str, make: Callable[[], w.Widget]) -> Any:
    """This kernel's shared model ``key``, made at its first use, or again if it was closed."""
    made = _shared.get(key)
    if made is None or made.comm is None:
        made = _shared[key] = make()
        made._sealed = True
    return made


def shared_layout(**traits: str) -> w.Layout:
    """A layout with these ``traits``, shared by every widget of this kernel given it (so never changed)."""
    return shared(w.Layout, **traits)


def shared(kind: type, **traits: str) -> Any:
    """A ``kind`` of layout or style with these ``traits``, one per kernel for every widget given it."""
    return _one(f"{kind.__name__}:{sorted(traits.items())!r}", lambda: _sealed_kind(kind)(**traits))


def whole_width() -> w.Layout:
    """The panel's whole width, shared by every widget that fills it and never changes its layout."""
    return shared_layout(width="100%")


def plain_html() -> HTMLStyle:
    """An HTML widget's style, left as it is (the site's stylesheet styles the labels), shared by them all."""
    return shared(HTMLStyle)
