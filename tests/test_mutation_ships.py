"""Tests that kill mutants which survived `make mutation` in Ships (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from rulesim.ships import Ships
from rulesim.ships.state import State


@pytest.mark.rule("ships-setup-cards")
def test_a_position_keeps_the_face_up_cards_it_is_given():
    # A position for a question may show other face-up galley cards than the first twelve of the setup.
    display = list(range(13, 25))
    s = State.arrange(Ships(2), display=display)
    assert s.display == display and State.from_dict(s.to_dict()).display == display
    assert State.arrange(Ships(2)).display == list(range(1, 13))
