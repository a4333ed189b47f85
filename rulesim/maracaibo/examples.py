"""Ready-made Maracaibo positions for the book, the notebooks, the tests and the dispute situations, and the
parts they are made of.

Every position is built with :meth:`State.arranged` (the one public, validating builder), on the
**illustrative** map.  Most of them are tables *after the first decisions* whose cards are dealt by count
(how many in each hand, in each planning area, in the piles): :func:`after_first_decisions` gives those
parts, :func:`missions_at` the mission tiles lying on given locations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from ..i18n import Message, _
from ..position import InvalidPosition, Problem
from . import components as K
from .game import Maracaibo
from .options import Options
from .parts import Action, Phase, Turn
from .state import State


def after_first_decisions(game: Maracaibo, seed: int = 0, *, hands: Mapping[int, int] | None = None,
                          planning: Mapping[int, int] | None = None, display: int | None = None,
                          discard: int | None = None, draw: int | None = None,
                          seats: Mapping[int, Mapping[str, Any]] | None = None) -> dict[str, Any]:
    """The parts of the table of ``game`` and ``seed`` once every player has made their first decisions
    (each keeps the first of the two career cards offered, with three figures on it), with the cards dealt
    by count: every card in play, sorted, is dealt from the highest to each player's planning area (one card
    by default) and hand (four), then the display (four), the discard pile (none) and the draw pile (every
    card left by default; what is left then goes to the box).  ``seats`` changes what a player has
    (``{0: {"ship": "5", "money": 3}}``).  Returns ``seats``, ``display``, ``discard``, ``draw`` and ``box``
    for :meth:`State.arranged`; a count there are not enough cards for raises :class:`InvalidPosition`."""
    start = State.setup(game, seed)
    pool = sorted(c for c in start.all_cards() if c not in start.box)

    def take(count: object, part: str, most: tuple[int, str, Message] | None = None) -> list[int]:
        """``count`` cards from the top of the pool for ``part`` (``most``: its own limit, rule and why)."""
        if isinstance(count, bool) or not isinstance(count, int) or (count < 0 and most is None):
            raise InvalidPosition(Problem(part, "maracaibo-setup-deal", _(
                "Un número de cartas es un entero de 0 en adelante, no {value}.", value=str(count))))
        if most is not None and not 0 <= count <= most[0]:
            raise InvalidPosition(Problem(part, most[1], most[2]))
        if count > len(pool):
            raise InvalidPosition(Problem(part, "maracaibo-setup-deal", _("No hay tantas cartas.")))
        return [pool.pop() for _c in range(count)]

    new_seats = []
    for p, seat in enumerate(start.seats):
        planned = take((planning or {}).get(p, 1), f"seats[{p}].planning", (
            K.PLANNING_SPACES, "maracaibo-free-plan", _("La zona de planificación tiene tres espacios.")))
        hand = take((hands or {}).get(p, K.HAND_LIMIT), f"seats[{p}].hand")
        new_seats.append(replace(seat, hand=hand, planning=planned, career=seat.career_offer[0], career_offer=[],
                                 career_figures=K.FIGURES_ON_CAREER, **(seats or {}).get(p, {})))
    shown = take(K.DISPLAY if display is None else display, "display", (
        K.DISPLAY, "maracaibo-setup-display", _("La exposición tiene cuatro huecos.")))
    parts: dict[str, Any] = {"seats": new_seats, "display": shown + [None] * (K.DISPLAY - len(shown)),
                             "discard": take(discard or 0, "discard")}
    parts["draw"] = take(draw, "draw") if draw is not None else pool[:]
    parts["box"] = start.box + (pool if draw is not None else [])
    return parts


def missions_at(game: Maracaibo, locations: Sequence[str], seed: int = 0) -> dict[str, int]:
    """The mission tiles lying on ``locations`` instead of where the story card put them: the tiles of the
    setup's locations go back on the stack, and each location given takes the top tile in turn."""
    start = State.setup(game, seed)
    stack = start.mission_stack + list(start.location_missions.values())
    return {loc: stack.pop() for loc in locations if stack}


def santo_domingo(players: int = 3, options: Options | None = None) -> State:
    """Player 1's ship at Santo Domingo (5) in round I, phase A: two arrows leave it (to 6 and to 9);
    a mission lies at 9 and one of player 1's assistants is there too."""
    game = Maracaibo(players, options)
    return State.arranged(game, phase=Phase.NAVIGATE, location_missions=missions_at(game, ["9"]),
                          **after_first_decisions(game, seats={0: {"ship": "5", "assistants": ["9"]}}))


def home_stretch(round_: int = 2, players: int = 3, options: Options | None = None) -> State:
    """Player 1's ship on space 20 in round ``round_``, phase A, with three cards in hand: the next
    voyage can only be the one step to the round's second home space (21a, or 21b in round IV)."""
    game = Maracaibo(players, options)
    ships = {0: "20", 1: "12", 2: "3"}
    return State.arranged(game, round=round_, phase=Phase.NAVIGATE, **after_first_decisions(
        game, hands={0: 3}, seats={p: {"ship": loc} for p, loc in ships.items() if p < players}))


def phase_c(hand: int = 2, money: int = 3, draw: int | None = None, discard: int | None = None,
            upgrades: Sequence[str] = (), options: Options | None = None, planning: int = 1) -> State:
    """Player 1 of two at the end of phase B in village 3 (main action done), about to draw: ``hand`` cards
    in hand, ``planning`` planned, ``money`` doubloons, the ship ``upgrades``, and as many cards in the draw
    and discard piles as given."""
    game = Maracaibo(2, options)
    seat = {"ship": "3", "money": money, "upgrades": sorted(set(upgrades))}
    return State.arranged(game, phase=Phase.ACTIONS, turn=Turn("3", spent=1, main=Action.VILLAGE),
                          **after_first_decisions(game, hands={0: hand}, planning={0: planning}, draw=draw,
                                                  discard=discard, seats={0: seat}))
