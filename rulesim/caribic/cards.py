"""Caribic's components as data: bribe cards, treasure chests, ships, coins.

Rules sections: *Components* (``caribic-components``, ``caribic-coins``) and
*Setup* (``caribic-setup-cards``, ``caribic-setup-chests``).

The source counts the components (4 × 7 bribe cards, 16 chests worth 4,000 to
8,000 doubloons, 6 ships, 35 coins) but does not print the bribe cards' values
or say which port each chest names: :data:`DEFAULT_CARDS` and
:data:`DEFAULT_CHESTS` are *illustrative* (``caribic-q-card-values``).

A card is written in a situation file as its barrels (``3``), ``"thief"`` (a
thief and no barrels) or both (``"2+thief"``): :func:`card_notation` and
:func:`parse_card`.

    >>> parse_card("2+thief"), card_notation(BribeCard(0, 0, 1))
    (BribeCard(id=-1, barrels=2, thieves=1), 'thief')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Message, Plural, _

SHIPS = ("Arriba", "Bravo", "Caribic", "Diabolo", "Evita", "Fuego")  # moved in this order
COLOURS = ("red", "blue", "green", "yellow")
COLOUR_NAMES = {"red": _("rojo"), "blue": _("azul"), "green": _("verde"), "yellow": _("amarillo")}
COLOUR_HEX = {"red": "#c0392b", "blue": "#2f6fb5", "green": "#2e8b57", "yellow": "#d4a000"}
COINS = (("gold", 10_000), ("silver", 5_000), ("copper", 1_000))  # caribic-coins
COIN_NAMES = {"gold": _("oro"), "silver": _("plata"), "copper": _("cobre")}
CAPTURE_REWARD = 2_000  # caribic-treasure-capture
CARDS_PER_PLAYER = 7  # caribic-setup-cards
MAX_BARRELS = 9  # what a card written in a situation may show (the source prints no values)
THIEF = "thief"


@dataclass(frozen=True)
class BribeCard:
    """One bribe card: the barrels it bids, and how many thieves it shows."""

    id: int
    barrels: int
    thieves: int = 0

    @property
    def is_thief(self) -> bool:
        return self.thieves > 0

    @property
    def face(self) -> tuple[int, int]:
        """What the card shows (barrels, thieves): two cards with the same face bid alike."""
        return self.barrels, self.thieves

    def describe(self) -> Message:
        barrels = Plural("{n} barril", "{n} barriles", self.barrels)
        if not self.is_thief:
            return barrels
        if self.thieves == 1:
            return _("ladrón") if not self.barrels else _("{barrels} y un ladrón", barrels=barrels)
        thieves = Plural("{n} ladrón", "{n} ladrones", self.thieves)
        return thieves if not self.barrels else _("{barrels} y {thieves}", barrels=barrels, thieves=thieves)


def card_notation(card: BribeCard) -> int | str:
    """How a situation file writes a card: ``3``, ``"thief"``, ``"2+thief"`` (``"1+thief+thief"``: two thieves)."""
    if not card.is_thief:
        return card.barrels
    thieves = "+".join([THIEF] * card.thieves)
    return thieves if not card.barrels else f"{card.barrels}+{thieves}"


def parse_card(value: object) -> BribeCard | Message:
    """The card a file writes (see :func:`card_notation`), with id −1 (not yet one of a player's cards),
    or a message saying what is wrong."""
    problem = _("Se espera un número de barriles (0 a {high}), «thief» o los dos, como «2+thief».", high=MAX_BARRELS)
    if isinstance(value, int) and not isinstance(value, bool):
        return BribeCard(-1, value) if 0 <= value <= MAX_BARRELS else problem
    if not isinstance(value, str):
        return problem
    parts = [p.strip() for p in value.split("+")]
    barrels = 0
    if parts and parts[0].isdigit():
        barrels = int(parts.pop(0))
    if not parts or any(p != THIEF for p in parts) or barrels > MAX_BARRELS or len(parts) > 2:
        return problem
    return BribeCard(-1, barrels, len(parts))


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


def doubloons(amount: int, lang: str) -> str:
    """``12.000 doblones`` / ``12,000 doubloons`` (numbers grouped as Babel groups them)."""
    return doubloons_message(amount).render(lang)


def doubloons_message(amount: int) -> Message:
    return _("{amount} doblones", amount=amount)


def coins_message(amount: int) -> Message:
    """The fewest coins for ``amount``, in words: «1 de oro y 2 de cobre»."""
    parts = [_("{n} de {coin}", n=count, coin=COIN_NAMES[name]) for name, count in coins(amount)]
    return _("{parts}", parts=parts) if parts else _("ninguna moneda")


def describe_coins(amount: int, lang: str) -> str:
    return coins_message(amount).render(lang) if amount else "—"
