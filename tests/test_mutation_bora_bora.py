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


@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_the_temple_steps_say_the_reach_of_the_die_who_moves_one_space_and_when_nobody_moves():
    from rulesim.bora_bora.actions import temple_placement
    # "El resultado del dado indica el espacio de mayor valor": a 4 does not reach space 5.
    after, fallen, ex = temple_placement([None] * 6, 5, 0, 4)
    assert after is None and fallen is None
    assert "With a 4 the priest goes to a space from 1 to 4." in ex.to_text("en")
    assert "Con un 4 el sacerdote va a un espacio del 1 al 4." in ex.to_text("es")
    # An empty space: the priest stays there and nobody moves.
    after, fallen, ex = temple_placement([None] * 6, 3, 0, 4)
    assert after[2] == 0 and fallen is None
    assert ex.rule_ids == ["bora-bora-temple-place", "bora-bora-temple-push"]
    assert "The space was empty: nobody moves." in ex.to_text("en")
    # A priest already there moves one space along the arrows (towards space 1, into the empty one).
    after, fallen, ex = temple_placement([None, 1, None, None, None, None], 2, 2, 4)
    assert after[:2] == [1, 2] and fallen is None
    text = ex.to_text("en")
    assert "moves from space 2 to 1." in text and "nobody moves" not in text
    assert "pasa del espacio 2 al 1." in ex.to_text("es")
