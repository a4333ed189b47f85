"""Fixtures several browser tests share (pytest finds them here: no test module imports another)."""

from __future__ import annotations

import pytest
from browser import PHONE, _walk_check_panel, measure_all


@pytest.fixture(scope="module")
def phone(browser):
    """A phone-sized, touch browser context per language (made on first use in a module)."""
    contexts = {}

    def get(lang):
        if lang not in contexts:
            contexts[lang] = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
        return contexts[lang]
    yield get
    for context in contexts.values():
        context.close()


@pytest.fixture(scope="module")
def measured(server, subpath, browser, outside):
    """Every page of a language measured at a size (``browser.measure_all``): one visit per page and size
    (on a desktop from the origin's root, on a phone under a sub-path), made once in a session, the two
    languages at a time."""
    return lambda lang, size: measure_all(server, subpath, browser, outside, lang, size)


@pytest.fixture(scope="module")
def walked(server, browser, outside):
    """A game's check panel made live on a phone and every question chosen (``browser._walk_check_panel``):
    one walk per game and language in a session, read by the rulings' and the accessibility tests."""
    return lambda game_id, lang: _walk_check_panel(server, browser, outside, game_id, lang)
