"""Borneo's fixed description: players, options and cards (apart from any position).

Rules: ``borneo-setup-merchants`` (3 to 5 players, three merchants each), ``borneo-variant-four-merchants``
(a fourth merchant, three players only), ``borneo-setup-ports`` and ``borneo-setup-missions`` (the ports and
missions of the player count), ``borneo-setup-placement`` with the readings ``borneo-q-placement-order`` and
``borneo-q-fourth-round`` (who places a merchant when), and ``borneo-components-illustrative`` (only a game
with the default deck is saved).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine import RuleGame
from ..errors import InvalidSetupError
from ..i18n import _
from .components import DEFAULT_DECK, Deck
from .options import FourthRound, Options, PlacementOrder

PLAYERS = (3, 4, 5)


class Borneo(RuleGame):
    """The fixed description of a game: player count, options and cards."""

    OPTIONS = Options
    options: Options

    def __init__(self, players: int = 4, options: Options | None = None, deck: Deck = DEFAULT_DECK) -> None:
        options = options or Options()
        if players not in PLAYERS:
            raise InvalidSetupError(
                "borneo-setup-merchants", _("Borneo se juega con 3, 4 o 5 jugadores, no con {n}.", n=players))
        if options.four_merchants and players != 3:
            raise InvalidSetupError(
                "borneo-variant-four-merchants",
                _("La variante de cuatro comerciantes es solo para 3 jugadores."))
        self.players = players
        self.options = options
        self.deck = deck
        self.merchants = 4 if options.four_merchants else 3
        self.port_ids = [p.id for p in deck.ports if p.used_with(players)]
        self.mission_ids = [m.id for m in deck.missions if players == 5 or not m.five_players_only]

    def placement_rounds(self) -> list[list[int]]:
        """Who places a merchant when during setup, round by round (players from 0, the first player
        is 0): ``borneo-setup-placement`` with the readings ``borneo-q-placement-order`` and, for the
        fourth merchant of the three-player variant, ``borneo-q-fourth-round``."""
        order = list(range(self.players))
        rounds = []
        for r in range(self.merchants):
            if r == 3:
                backwards = self.options.fourth_round == FourthRound.REVERSE
            elif self.options.placement_order == PlacementOrder.SNAKE:
                backwards = r % 2 == 1
            else:
                backwards = r > 0
            rounds.append(order[::-1] if backwards else order)
        return rounds

    def placement_order(self) -> list[int]:
        """Every placement of the setup in turn: the rounds one after the other."""
        return [p for placement in self.placement_rounds() for p in placement]

    def board_order(self, missions: Iterable[int]) -> list[int]:
        """Missions as they lie on the board: by value, then by number (``borneo-setup-missions``)."""
        return sorted(missions, key=lambda m: (self.deck.missions[m].points, m))

    def to_dict(self) -> dict[str, Any]:
        if self.deck is not DEFAULT_DECK:
            raise InvalidSetupError("borneo-components-illustrative",
                                    _("Solo se puede guardar una partida con la baraja por defecto."))
        return super().to_dict()
