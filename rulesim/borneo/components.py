"""Borneo's fixed material as data: companies, spices, shipping cards, ports, missions, the counts the
rules give, and the four actions of a turn — each with its name in words.

Rules sections: *Components* (``borneo-components``), *Setup* (the counts: ``borneo-setup-hand``,
``borneo-setup-ports``, ``borneo-setup-company-ranks``, ``borneo-setup-missions``), *Anatomy of a shipping
card* (``borneo-card-flags``, ``borneo-card-spice``), *Missions* (``borneo-mission-types``), *The turn*
(``borneo-turn-order``: its actions) and *Drawing* (``borneo-draw-hand-limit``).

The source gives the number of each component but not the exact contents of
the decks (which flags and spice each of the 60 shipping cards shows, the two
numbers and the spice of each port, how many missions of each kind there are,
the colour of the fifth company).  :data:`DEFAULT_DECK` is therefore an
*illustrative* set built to the source's shape (``borneo-components-illustrative``);
any :class:`Deck` that passes :meth:`Deck.validate` can replace it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from ..errors import InvalidSetupError
from ..i18n import Message, _

COMPANIES = ("red", "yellow", "green", "blue", "purple")
SPICES = ("pepper", "cinnamon", "clove", "nutmeg")
SPACES_PER_COMPANY = 5  # borneo-setup-company-ranks
STARTING_HAND = 3  # borneo-setup-hand
FACE_UP_PORTS = 3  # borneo-setup-ports
HAND_LIMIT = 6  # borneo-draw-hand-limit

COMPANY_NAMES = {
    "red": _("roja"),
    "yellow": _("amarilla"),
    "green": _("verde"),
    "blue": _("azul"),
    "purple": _("morada"),
}
SPICE_NAMES = {
    "pepper": _("pimienta negra"),
    "cinnamon": _("canela"),
    "clove": _("clavo"),
    "nutmeg": _("nuez moscada"),
}
# Colours for pictures (SVG) and widgets.
COMPANY_COLOURS = {
    "red": "#c0392b",
    "yellow": "#e0b000",
    "green": "#2e8b57",
    "blue": "#2f6fb5",
    "purple": "#7d3c98",
}


_COMPANY_PHRASES = {c: _("la compañía {colour}", colour=name) for c, name in COMPANY_NAMES.items()}


def company_name(company: str) -> Message:
    """``la compañía roja`` / ``the red company``."""
    return _COMPANY_PHRASES[company]


def spice_name(spice: str) -> Message:
    return SPICE_NAMES[spice]


@lru_cache(maxsize=256)
def card_name(card: ShippingCard) -> Message:
    """A shipping card as a player names it, by what it shows (never by an internal number):
    ``roja ×3 + azul, canela ×2`` / ``red ×3 + blue, cinnamon ×2``.  Made once per card (a game tells
    every card played and taken: about 75 names a game)."""
    major = max(set(card.flags), key=card.flags.count)
    minor = next(c for c in card.flags if c != major)
    spice = _("{spice} ×2", spice=SPICE_NAMES[card.spice]) if card.value == 2 else SPICE_NAMES[card.spice]
    if card.joker:
        spice = _("comodín")
    return _("{major} ×3 + {minor}, {spice}", major=COMPANY_NAMES[major], minor=COMPANY_NAMES[minor], spice=spice)


@dataclass(frozen=True)
class ShippingCard:
    """A shipping card.  ``flags`` lists the four flags row by row: top-left,
    top-right, bottom-left, bottom-right (``borneo-card-flags``).  ``value`` is
    2 on the cards whose spice shows a "2" (``borneo-card-spice``).  ``joker``
    marks a card that pays a mission as any spice: the source mentions jokers
    but names no such card (``borneo-q-jokers``); the default deck has none."""

    id: int
    flags: tuple[str, ...]  # four
    spice: str
    value: int = 1
    joker: bool = False

    def flag_count(self, company: str) -> int:
        """Flags of ``company`` on the whole card (what counts in a fight)."""
        return self.flags.count(company)

    def shows(self, company: str) -> bool:
        return company in self.flags


@dataclass(frozen=True)
class Port:
    """A port card: the monopoly number (left), the card limit (right), its
    spice (a port card in a warehouse is one spice of that kind), and the
    player counts it is used with: ``"all"``, ``"3/4"`` or ``"5"``."""

    id: int
    name: str
    monopoly: int
    limit: int
    spice: str
    players: str = "all"

    def used_with(self, n_players: int) -> bool:
        if self.players == "all":
            return True
        if self.players == "5":
            return n_players == 5
        return n_players in (3, 4)


# Mission kinds: ("each", n) needs n spices of every kind; ("same", n) needs n of one kind.
MISSION_KINDS = {
    "one_of_each": ("each", 1, 6),
    "four_same": ("same", 4, 8),
    "two_of_each": ("each", 2, 15),
    "eight_same": ("same", 8, 20),
    "three_of_each": ("each", 3, 25),
}


@dataclass(frozen=True)
class Mission:
    id: int
    kind: str
    five_players_only: bool = False

    @property
    def requirement(self) -> tuple[str, int]:
        how, n, _points = MISSION_KINDS[self.kind]
        return how, n

    @property
    def points(self) -> int:
        return MISSION_KINDS[self.kind][2]

    def describe(self) -> Message:
        how, n = self.requirement
        if how == "each":
            return _("{n} de cada especia ({points} PV)", n=n, points=self.points)
        return _("{n} especias del mismo tipo ({points} PV)", n=n, points=self.points)


@dataclass(frozen=True)
class Deck:
    """Every card of a game of Borneo."""

    shipping: tuple[ShippingCard, ...]
    ports: tuple[Port, ...]
    missions: tuple[Mission, ...]
    illustrative: bool = field(default=False, compare=False)

    def validate(self) -> Deck:
        """Refuse a deck that breaks the anatomy the source describes."""

        def bad(rule_id: str, text: Message) -> InvalidSetupError:
            return InvalidSetupError(rule_id, text)

        for i, card in enumerate(self.shipping):
            if card.id != i:
                raise bad("borneo-components", _("Las cartas de envío deben numerarse 0, 1, 2…"))
            counts = sorted(card.flags.count(c) for c in set(card.flags))
            if len(card.flags) != 4 or counts != [1, 3] or not set(card.flags) <= set(COMPANIES):
                raise bad(
                    "borneo-card-flags",
                    _("La carta {card} no muestra tres banderas de una compañía y una de otra.", card=i),
                )
            if card.spice not in SPICES or card.value not in (1, 2):
                raise bad("borneo-card-spice", _("La carta {card} tiene una especia imposible.", card=i))
            if card.joker and card.value != 1:
                raise bad("borneo-q-jokers", _("Un comodín cuenta como una sola especia."))
        for i, port in enumerate(self.ports):
            if port.id != i or port.spice not in SPICES or port.players not in ("all", "3/4", "5"):
                raise bad("borneo-components", _("El puerto {port} está mal descrito.", port=i))
            if port.limit < 1 or port.monopoly > 2 * port.limit + 1 or port.monopoly < 1:
                raise bad(
                    "borneo-shipping-port-numbers",
                    _("El puerto {port} tiene un número de monopolio inalcanzable.", port=i),
                )
        for i, mission in enumerate(self.missions):
            if mission.id != i or mission.kind not in MISSION_KINDS:
                raise bad("borneo-mission-types", _("La misión {mission} está mal descrita.", mission=i))
        return self


def _default_shipping() -> tuple[ShippingCard, ...]:
    """60 cards: each ordered pair (three flags of one company, one of another)
    three times, the single flag in a different corner each time; spices in
    turn; one card in five shows a "2"."""
    cards = []
    for i in range(60):
        combo, copy = i % 20, i // 20
        major = COMPANIES[combo // 4]
        minor = [c for c in COMPANIES if c != major][combo % 4]
        flags = [major] * 4
        flags[(combo + copy) % 4] = minor
        cards.append(
            ShippingCard(i, tuple(flags), SPICES[i % 4], 2 if i % 5 == 4 else 1)
        )
    return tuple(cards)


_DEFAULT_PORTS = (
    # name, monopoly number, card limit, spice, player counts
    ("Achim", 6, 4, "clove", "all"),
    ("Bantam", 5, 4, "pepper", "all"),
    ("Banda", 4, 3, "nutmeg", "all"),
    ("Ambon", 5, 3, "clove", "all"),
    ("Ternate", 6, 5, "nutmeg", "all"),
    ("Makassar", 4, 4, "cinnamon", "all"),
    ("Malaca", 7, 5, "pepper", "all"),
    ("Tidore", 5, 5, "cinnamon", "all"),
    ("Jambi", 4, 3, "pepper", "3/4"),
    ("Sukadana", 5, 4, "cinnamon", "3/4"),
    ("Palembang", 6, 4, "nutmeg", "3/4"),
    ("Brunéi", 5, 5, "clove", "3/4"),
    ("Batavia", 6, 5, "cinnamon", "5"),
    ("Banjarmasin", 7, 6, "pepper", "5"),
)

_DEFAULT_MISSIONS = (
    ["one_of_each"] * 4 + ["four_same"] * 3 + ["two_of_each"] * 3 + ["eight_same"] * 3 + ["three_of_each"] * 3
)
_FIVE_ONLY = {3, 6, 9, 12}  # one "5" mission of each of four kinds

DEFAULT_DECK = Deck(
    shipping=_default_shipping(),
    ports=tuple(Port(i, *row) for i, row in enumerate(_DEFAULT_PORTS)),
    missions=tuple(Mission(i, k, i in _FIVE_ONLY) for i, k in enumerate(_DEFAULT_MISSIONS)),
    illustrative=True,
).validate()


# ------------------------------------------------------------------------- the turn's actions
class TurnAction(StrEnum):
    """What a player may do in a turn (``borneo-turn-order``)."""

    MISSION = "mission"
    MOVE = "move"
    FIGHT = "fight"
    SHIP = "ship"
    DRAW = "draw"


ACTION_LABELS = {
    TurnAction.MISSION: _("completar una misión"),
    TurnAction.MOVE: _("cambiar un comerciante de compañía"),
    TurnAction.FIGHT: _("pelear para subir de puesto"),
    TurnAction.SHIP: _("jugar una carta de envío"),
    TurnAction.DRAW: _("robar dos cartas"),
}
#: the action of the turn (1 to 4) each one belongs to
STEP = {TurnAction.MISSION: 1, TurnAction.MOVE: 2, TurnAction.FIGHT: 2, TurnAction.SHIP: 3, TurnAction.DRAW: 4}
STEP_LABELS = {1: _("1. Misión"), 2: _("2. Compañías"), 3: _("3. Envío"), 4: _("4. Robo")}
COMPULSORY = (3, 4)
