"""Caribic's fixed description: players, options, cards, chests and map (apart from any position).

Rules: ``caribic-setup-cards`` (four sets of seven bribe cards: at most four players),
``caribic-q-players`` (an auction needs two: the minimum is a reading), ``caribic-setup-chests`` and the
supply's schedule (``caribic-setup-supply``, ``caribic-round-chests``).
"""

from __future__ import annotations

from typing import Any

from ..engine import RuleGame
from ..errors import InvalidSetupError
from ..i18n import _
from .components import CARDS_PER_PLAYER, COLOURS, DEFAULT_CARDS, DEFAULT_CHESTS, DEFAULT_MAP, BribeCard, Chest, SeaMap
from .options import Options

CHESTS_AT_START = 6  # caribic-setup-chests: one in each of six port towns
CHESTS_PER_ROUND = 2  # caribic-round-chests
SUPPLY_AT_START = 10  # caribic-setup-supply: five stacks of two


class Caribic(RuleGame):
    """The fixed description of a game: 2 to 4 players (the minimum is a reading, ``caribic-q-players``),
    options, cards, chests and map."""

    OPTIONS = Options
    options: Options

    def __init__(self, players: int = 3, options: Options | None = None, sea: SeaMap = DEFAULT_MAP,
                 cards: tuple[BribeCard, ...] = DEFAULT_CARDS, chests: tuple[Chest, ...] = DEFAULT_CHESTS) -> None:
        if not isinstance(players, int) or players > len(COLOURS):
            raise InvalidSetupError("caribic-setup-cards", _(
                "Hay cuatro juegos de siete cartas: Caribic se juega como mucho con 4 jugadores, no con {n}.",
                n=players))
        if players < 2:
            raise InvalidSetupError("caribic-q-players", _(
                "Una subasta necesita al menos dos jugadores: este sitio lee que Caribic se juega con 2 a 4 "
                "(el texto solo da el máximo), no con {n}.", n=players))
        if len(cards) != CARDS_PER_PLAYER:
            raise InvalidSetupError("caribic-setup-cards", _("Cada jugador tiene siete cartas de soborno."))
        if len(chests) != 16 or any(c.port not in sea.ports for c in chests):
            raise InvalidSetupError("caribic-setup-chests", _("Hay 16 cofres, y cada uno nombra un puerto del mapa."))
        self.players = players
        self.options = options or Options()
        self.sea = sea.validate()
        self.cards = cards
        self.chests = chests
        self.colours = COLOURS[:players]

    def chest_named(self, town: str) -> int | None:
        """The chest that names port town ``town`` (each of the illustrative chests names one town)."""
        return next((c.id for c in self.chests if c.port == town), None)

    def to_dict(self) -> dict[str, Any]:
        if self.sea is not DEFAULT_MAP or self.cards is not DEFAULT_CARDS or self.chests is not DEFAULT_CHESTS:
            raise InvalidSetupError("caribic-components-illustrative", _(
                "Solo se puede guardar una partida con el mapa, las cartas y los cofres por defecto."))
        return super().to_dict()


def supply_size(round_: int, over: bool = False) -> int:
    """How many chests the supply holds during round ``round_`` (after it, when the game is ``over``):
    ten at the start, two fewer after each round (``caribic-setup-supply``, ``caribic-round-chests``)."""
    return max(0, SUPPLY_AT_START - CHESTS_PER_ROUND * (round_ if over else round_ - 1))


def winners_of(money: list[int] | tuple[int, ...]) -> list[int]:
    """The players (from 0) with the most doubloons; equal fortunes share the victory (``caribic-q-winner``)."""
    best = max(money)
    return [p for p, m in enumerate(money) if m == best]
