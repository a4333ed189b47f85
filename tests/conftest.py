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
