"""Fixtures several browser tests share (pytest finds them here: no test module imports another)."""

from __future__ import annotations

from pathlib import Path

import pytest
from _pytest.nodeid import NodeId
from browser import PHONE, _walk_check_panel, measure_all

HERE = Path(__file__).resolve().parent
#: modules whose tests share one costly thing the module starts (a MiniBrowser; the host servers)
_MODULE_GROUPS = {"test_webkit", "test_hosts"}


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    """``make test`` runs these tests on several workers (pytest-xdist, ``--dist loadgroup``): each group below runs
    on one worker, so that what its tests share is made once — the page sweeps (``measured``: one visit per page,
    language and size, read by four modules), the check-panel walks (``walked``), a module's MiniBrowser or host
    servers — and a test naming rules (``rule`` markers: its cases together must cite them, tests/rules_cited.py)
    has all its cases where they are counted."""
    for item in items:
        if HERE not in item.path.parents:
            continue
        group = _group(item)
        if group:
            item.add_marker(pytest.mark.xdist_group(group))
            if getattr(config.option, "loadgroup", False) and "@" not in item.nodeid:
                # what xdist does with the marker (the scheduler reads the group from the test's id), which
                # pytest-xdist 3.8 does by setting ``_nodeid``, an attribute pytest 9.2 no longer reads
                item._id = NodeId.parse(f"{item.nodeid}@{group}")


def _group(item) -> str | None:
    names = getattr(item, "fixturenames", ())
    if "measured" in names:
        return "sweeps"
    if "walked" in names:
        return "walks"
    module = item.path.stem
    if module in _MODULE_GROUPS:
        return module
    if item.get_closest_marker("rule") is not None:
        return item.nodeid.split("[", 1)[0]
    return None


@pytest.fixture(scope="module")
def phone(browser):
    """A phone-sized, touch browser context per language (made on first use in a module), service workers
    blocked, as in the phone sweep: the offline copy has tests of its own (test_offline.py, and
    test_live_panels.py's network-off test), and a worker that installs and takes over the pages of the
    context while a later test's page loads makes that test depend on the order of the tests (CI once saw a
    panel page's script reported aborted, never loaded, in such a context; not reproduced here)."""
    contexts = {}

    def get(lang):
        if lang not in contexts:
            contexts[lang] = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True,
                                                 service_workers="block")
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
