"""Tests that kill mutants which survived `make mutation` in Maracaibo (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from rulesim.maracaibo import PlanCard
from test_maracaibo import at, sail_to_actions


@pytest.mark.rule("maracaibo-free-plan")
def test_planning_a_card_names_the_card_planned():
    s = sail_to_actions(at(hands={0: 4}, planning={0: 0}), ("1", "3", "4"))
    card = s.hands[0][0]
    explanation = s.push(PlanCard(card))
    assert s.planning[0] == [card]
    assert f"planifica la carta {card}" in explanation.title.render("es")
    assert f"plans card {card}" in explanation.title.render("en")


@pytest.mark.rule("maracaibo-turn-next")
@pytest.mark.parametrize("player", [3, -1])
def test_a_position_for_a_player_not_in_the_game_is_refused(player):
    from rulesim.errors import InvalidSetupError
    from rulesim.maracaibo import Maracaibo, State
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Maracaibo(3), player=player)
    assert info.value.rule_id == "maracaibo-turn-next"
