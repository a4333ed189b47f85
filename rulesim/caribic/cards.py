"""Caribic's components as data: bribe cards, treasure chests, ships, coins.

Rules sections: *Components* (``caribic-components``, ``caribic-coins``) and
*Setup* (``caribic-setup-cards``, ``caribic-setup-chests``).

The source counts the components (4 × 7 bribe cards, 16 chests worth 4,000 to
8,000 doubloons, 6 ships, 35 coins) but does not print the bribe cards' values
or say which port each chest names: :data:`DEFAULT_CARDS` and
:data:`DEFAULT_CHESTS` are *illustrative* (``caribic-q-card-values``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Message, _, format_integer

SHIPS = ("Arriba", "Bravo", "Caribic", "Diabolo", "Evita", "Fuego")  # moved in this order
COLOURS = ("red", "blue", "green", "yellow")
COLOUR_NAMES = {"red": _("rojo"), "blue": _("azul"), "green": _("verde"), "yellow": _("amarillo")}
COLOUR_HEX = {"red": "#c0392b", "blue": "#2f6fb5", "green": "#2e8b57", "yellow": "#d4a000"}
COINS = (("gold", 10_000), ("silver", 5_000), ("copper", 1_000))  # caribic-coins
COIN_NAMES = {"gold": _("oro"), "silver": _("plata"), "copper": _("cobre")}
CAPTURE_REWARD = 2_000  # caribic-treasure-capture


@dataclass(frozen=True)
class BribeCard:
    """One bribe card: the barrels it bids, and how many thieves it shows."""

    id: int
    barrels: int
    thieves: int = 0

    @property
    def is_thief(self) -> bool:
        return self.thieves > 0

    def describe(self) -> Message:
        if self.is_thief:
            return _("ladrón")
        return _("{n} barriles", n=self.barrels) if self.barrels != 1 else _("1 barril")


@dataclass(frozen=True)
class Chest:
    """A treasure chest: its value in doubloons and the port town it names."""

    id: int
    value: int
    port: str


# Each player's seven cards (illustrative): 0 to 5 barrels, and one thief.
DEFAULT_CARDS = tuple(BribeCard(i, b) for i, b in enumerate(range(6))) + (BribeCard(6, 0, 1),)

_VALUES = (4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 8, 8)
DEFAULT_CHESTS = tuple(Chest(i, v * 1000, f"T{i + 1:02d}") for i, v in enumerate(_VALUES))


def coins(amount: int) -> list[tuple[str, int]]:
    """Doubloons as the fewest coins: ``12000`` → one gold, two copper (``caribic-coins``)."""
    if amount < 0 or amount % 1000:
        raise ValueError(f"{amount} doubloons cannot be paid in coins")
    out = []
    for name, value in COINS:
        count, amount = divmod(amount, value)
        if count:
            out.append((name, count))
    return out


def doubloons(amount: int, lang: str | None = None) -> str:
    """``12.000 doblones`` / ``12,000 doubloons`` (numbers grouped as Babel groups them)."""
    return _("{amount} doblones", amount=format_integer(amount, lang)).render(lang)


def describe_coins(amount: int, lang: str | None = None) -> str:
    parts = [_("{n} de {coin}", n=count, coin=COIN_NAMES[name]) for name, count in coins(amount)]
    return _("{parts}", parts=parts).render(lang) if parts else "—"
