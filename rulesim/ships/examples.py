"""The source's own examples as positions, for the tests and the notebooks.

- :func:`upgrade_example` — *Upgrade ship* costs a merchant cube and 1 gold, or a free cube and 3 gold
  (``ships-pay-example``; Upgrade is otherwise not in the source, so it is offered with the reading
  ``undescribed="cost-only"``);
- :func:`miletus_example` — red places a ship in the merchant box, puts a merchant cube from the stock
  on the trade box of Miletus and takes an oil counter (``ships-place-trade``, ``ships-place-goods``);
- :func:`spice_example` — yellow puts its merchant cube on a spice trade box: a second cube goes to the
  spice box, 7 victory points and one gold (``ships-place-spice``).
"""

from __future__ import annotations

from .moves import Act, ChooseArea, ChooseLevel, ChooseSpace
from .options import Options, Undescribed
from .state import Phase, Ships, State

RED, YELLOW = 0, 1


def upgrade_example(players: int = 2) -> State:
    """Red, in phase two of the galley era: two merchant cubes in the action section, a free cube in the
    stock, 3 gold in the bank (an earlier warship took a disc from the bank to Carthage, so three fit)."""
    game = Ships(players, Options(undescribed=Undescribed.COST_ONLY))
    return State.arrange(game, first=RED, phase=Phase.ACTIONS, players=[
        {"stock_merchant": 7, "section_merchant": 2, "stock_free": 1, "gold": 3, "bank_discs": 7}],
        track=[(1, "warship", RED, "galley")], cities={"carthage-c1": RED})


def miletus_example(players: int = 2) -> tuple[State, list]:
    """Red's *Place ship*: the first ship (level 1), merchant box, current area, Miletus's oil box."""
    state = State.arrange(Ships(players), first=RED, phase=Phase.ACTIONS, players=[
        {"stock_merchant": 7, "section_merchant": 2}])
    # (level 1 and the merchant box are forced: the first ship, and red has no food for a warship)
    return state, [Act("place-ship", "merchant"), ChooseArea(1), ChooseSpace("miletus-1")]


def spice_example(players: int = 2) -> tuple[State, list]:
    """Yellow's *Place ship* onto the spice trade box of Alexandria (one ship already on level 1)."""
    state = State.arrange(Ships(players), first=RED, player=YELLOW, phase=Phase.ACTIONS,
                          players=[{}, {"stock_merchant": 7, "section_merchant": 2}],
                          track=[(1, "merchant", RED, "galley")], trade={"miletus-1": RED})
    # (the merchant box is forced: yellow has no food for a warship)
    return state, [Act("place-ship", "merchant"), ChooseLevel(1), ChooseArea(1), ChooseSpace("alexandria-3")]
