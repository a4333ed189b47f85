"""The source's own examples as positions, for the tests and the notebooks.

- :func:`upgrade_example` — *Upgrade ship* costs a merchant cube and 1 gold, or a free cube and 3 gold
  (``ships-pay-example``; Upgrade is otherwise not in the source, so it is offered with the reading
  ``undescribed="cost-only"``);
- :func:`miletus_example` — red places a ship in the merchant box, puts a merchant cube from the stock
  on the trade box of Miletus and takes an oil counter (``ships-place-trade``, ``ships-place-goods``);
- :func:`spice_example` — yellow puts its merchant cube on a spice trade box: a second cube goes to the
  spice box, 7 victory points and one gold (``ships-place-spice``).

:func:`place_ship_scenario` lays out the positions of the page "Place ship, step by step".

They are laid out as the questions lay out theirs (:func:`laid_out`): red is the first player, the first
twelve galley cards are face up, and a screen not described is as fresh as the box leaves it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .components import FACE_UP_GALLEY_CARDS, Era, ShipBox
from .game import Ships
from .moves import Act, Move
from .options import Options, Undescribed
from .parts import Phase, Placed
from .place_ship import ChooseArea, ChooseLevel, ChooseSpace
from .state import State

RED, YELLOW = 0, 1
#: the face-up cards of a position laid out for an example or a question: the first twelve galley cards
FACE_UP = tuple(range(1, FACE_UP_GALLEY_CARDS + 1))


def laid_out(game: Ships, screens: Sequence[Mapping[str, Any]] = (), **parts: Any) -> State:
    """A position through the one builder (:meth:`State.arranged`), set out as the examples and the questions
    set theirs: red first (and to play), the first twelve galley cards face up, ``screens[i]`` the parts of
    player ``i``'s record that differ from a fresh screen (a player not described has a fresh one); any other
    part as given."""
    screens = list(screens) + [{}] * (game.players - len(screens))
    return State.arranged(game, **{"first": RED, "display": list(FACE_UP), "players": screens, **parts})


def galleys(level: int, box: ShipBox = ShipBox.MERCHANT, player: int = RED) -> Placed:
    return Placed(level, box, player, Era.GALLEY)


def upgrade_example(players: int = 2) -> State:
    """Red, in phase two of the galley era: two merchant cubes in the action section, a free cube in the
    stock, 3 gold in the bank (an earlier warship took a disc from the bank to Carthage, so three fit)."""
    game = Ships(players, Options(undescribed=Undescribed.COST_ONLY))
    return laid_out(game, [{"stock_merchant": 7, "section_merchant": 2, "stock_free": 1, "gold": 3, "bank_discs": 7}],
                    phase=Phase.ACTIONS, track=[galleys(1, ShipBox.WARSHIP)], cities={"carthage-c1": RED})


def miletus_example(players: int = 2) -> tuple[State, list[Move]]:
    """Red's *Place ship*: the first ship (level 1), merchant box, current area, Miletus's oil box."""
    state = laid_out(Ships(players), [{"stock_merchant": 7, "section_merchant": 2}], phase=Phase.ACTIONS)
    # (level 1 and the merchant box are forced: the first ship, and red has no food for a warship)
    return state, [Act("place-ship", "merchant"), ChooseArea(1), ChooseSpace("miletus-1")]


def spice_example(players: int = 2) -> tuple[State, list[Move]]:
    """Yellow's *Place ship* onto the spice trade box of Alexandria (one ship already on level 1)."""
    state = laid_out(Ships(players), [{}, {"stock_merchant": 7, "section_merchant": 2}], phase=Phase.ACTIONS,
                     player=YELLOW, track=[galleys(1)], trade={"miletus-1": RED})
    # (the merchant box is forced: yellow has no food for a warship)
    return state, [Act("place-ship", "merchant"), ChooseLevel(1), ChooseArea(1), ChooseSpace("alexandria-3")]


def place_ship_scenario(name: str) -> State:
    """Red about to take *Place ship* (a merchant cube in the section) at the ``start`` of the game, in the
    ``mid`` game (food and an industry counter) or with ``spice`` in reach and a warehouse nearly full."""
    game = Ships(3)
    if name == "start":
        return laid_out(game, [{"stock_merchant": 7, "section_merchant": 2}], phase=Phase.ACTIONS)
    if name == "spice":
        return laid_out(game, [{"stock_merchant": 5, "section_merchant": 2, "goods": {"oil": 1, "wine": 1, "cloth": 1},
                                "industry": 1}], phase=Phase.ACTIONS, trade={"tyre-1": 1, "carthage-1": 2},
                        track=[galleys(1, player=1), galleys(2, player=2)])
    return laid_out(game, [
        {"stock_merchant": 4, "section_merchant": 1, "goods": {"food": 2, "cloth": 1}, "industry": 1, "gold": 1,
         "area": 1},
        {"area": 2}, {"warehouse_discs": 7}], phase=Phase.ACTIONS,
        track=[galleys(1), galleys(2, player=1), galleys(3, ShipBox.WARSHIP, 2), galleys(4, player=1), galleys(4)],
        trade={"miletus-1": 0, "miletus-2": 1, "tyre-1": 2, "carthage-1": 0, "lisbon-1": 1},
        cities={"carthage-c1": 2})
