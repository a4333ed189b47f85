"""Shared helpers: positions of Borneo built for a test, and the ``rule`` marker.

``@pytest.mark.rule("borneo-…", …)`` names the rules paragraphs a test
exercises; ``tests/test_book.py`` checks that every mechanical paragraph is
named by at least one test.
"""

from __future__ import annotations


import pytest

from browser import browser, outside, server  # noqa: E402,F401  (fixtures of the browser tests)
from rulesim.borneo import Borneo, Options, State  # noqa: E402
from rulesim.borneo.cards import COMPANIES  # noqa: E402


def refused(state, move, rule_id):
    """Push ``move`` (any game), expect the typed error citing ``rule_id``, and the state untouched."""
    from rulesim.errors import IllegalMoveError
    before = state.to_dict()
    with pytest.raises(IllegalMoveError) as info:
        state.push(move)
    assert info.value.rule_id == rule_id, info.value.text("en")
    assert state.to_dict() == before
    texts = info.value.texts()
    assert texts["es"] != texts["en"] and rule_id in texts["es"] and rule_id in texts["en"]
    return info.value


def relocate(state: State, card: int, dest: list[int]) -> None:
    """Move shipping card ``card`` from wherever it is to ``dest`` (keeps every card exactly once)."""
    zones = [state.draw, state.discard, *state.hands, *state.stores, *[cards for _p, cards in state.ports]]
    for zone in zones:
        if card in zone:
            zone.remove(card)
            break
    else:
        raise AssertionError(f"card {card} not found")
    dest.append(card)
    state._legal = None


def after_setup(players: int = 4, seed: int = 0, companies: dict[str, list[int]] | None = None,
                options: Options | None = None) -> State:
    """A game right after setup, at player 1's missions phase; ``companies``
    replaces the merchant columns (each player must keep their count)."""
    state = Borneo(players, options).new_state(seed)
    while state.phase == "placement":
        state.push(state.legal_moves()[0])
    if companies is not None:
        state.companies = {c: list(companies.get(c, [])) for c in COMPANIES}
    state._legal = None
    state.validate()
    return state


def cards_with(state: State, company: str, flags: int, exclude=()) -> list[int]:
    """Ids of default-deck cards showing exactly ``flags`` flags of ``company``."""
    return [c.id for c in state.game.deck.shipping if c.flag_count(company) == flags and c.id not in exclude]


@pytest.fixture
def four_players() -> State:
    return after_setup(4)


# ------------------------------------------------------------------ every message in both languages
# "Every reader-facing string in both languages, through the catalogs": the static check
# (tests/test_i18n.py) reads rulesim's source; this one watches what rulesim really builds while the
# tests play, so a sentence changed in the code but not in the catalogs (the English reader would get
# Spanish) fails the very test that produced it.  Mutation testing relies on it for the messages.
_CATALOG_CHECKED: dict[tuple, bool] = {}


def _known(template: str, plural: str | None) -> bool:
    key = (template, plural)
    if key not in _CATALOG_CHECKED:
        from rulesim.i18n import translations
        if not isinstance(template, str):
            return False
        en, es = translations("en")._catalog, translations("es")
        if plural is None:
            ok = template in en
        else:
            # English has the entry, and the Spanish catalog's plural is the code's plural.
            ok = (template, 0) in en and es.ngettext(template, plural, 2) == plural
        _CATALOG_CHECKED[key] = ok
    return _CATALOG_CHECKED[key]


@pytest.fixture(autouse=True)
def rulesim_messages_are_in_the_catalogs(monkeypatch):
    import sys
    from rulesim.i18n import Message, Plural
    built: list[tuple[str, str | None]] = []
    message_init, plural_init = Message.__init__, Plural.__init__

    def creator_is_rulesim() -> bool:
        name = sys._getframe(2).f_globals.get("__name__", "")
        return name.startswith("rulesim") and name != "rulesim.i18n"

    def init(self, template, **params):
        message_init(self, template, **params)
        if template != "" and creator_is_rulesim():  # None too: it renders nowhere
            built.append((template, None))

    def init_plural(self, singular, plural, n, **params):
        plural_init(self, singular, plural, n, **params)
        if creator_is_rulesim():
            built.append((singular, plural))

    monkeypatch.setattr(Message, "__init__", init)
    monkeypatch.setattr(Plural, "__init__", init_plural)
    yield
    missing = sorted({t for t in built if not _known(*t)})
    assert not missing, f"rulesim built messages that are not in the catalogs (run `make translations`): {missing}"
