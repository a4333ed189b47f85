"""Tests that kill mutants which survived `make mutation` in Bora Bora (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from conftest import refused
from rulesim.bora_bora import PlaceDie, TakePerson
from rulesim.bora_bora.state import State
from test_bora_bora import position


@pytest.mark.rule("bora-bora-people-space", "bora-bora-people-man")
def test_with_only_space_12_free_the_tile_goes_there_and_a_saved_game_keeps_the_action_under_way():
    # A person tile goes on a free space of the player's board; space 12 is one of them, so when it is the
    # only one free the tile can only go there.
    state = position(4, huts={0: [1] * 11 + [0]}, dice={0: [3]})
    state.push(PlaceDie(3, "man"))
    assert state.phase == "person" and state.pending.action == "man" and state.pending.die == 3
    # the action under way (which action, its die) is part of a saved game
    saved = State.from_dict(state.to_dict())
    assert saved == state and saved.pending == state.pending and saved.to_dict() == state.to_dict()
    refused(state, TakePerson(1), "bora-bora-people-space")
    assert state.legal_moves() and all(m.to_12 for m in state.legal_moves())
    state.push(TakePerson(1, to_12=True))
    assert state.people[0][11] is not None
