"""Fixtures several browser tests share (pytest finds them here: no test module imports another)."""

from __future__ import annotations

import pytest
from browser import PHONE, _measure_all


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
    """Every page of a language measured at a size (``browser._measure_all``): one visit per page and size
    (on a desktop from the origin's root, on a phone under a sub-path), made once in a session."""
    return lambda lang, size: _measure_all(server, subpath, browser, outside, lang, size)
