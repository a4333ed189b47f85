"""What Borneo's questions share: a card written as its flags, the players and companies of a file, and
an answer that remembers the readings it was given.

A file counts players from 1, as readers do; a position counts them from 0.  A whole position, where a
question needs one (``draw``, ``end``), is built through the engine's public, validating constructor
(:meth:`State.arranged <rulesim.borneo.state.State.arranged>`) and played forward; what it refuses is
reported with the field of the file at fault (:func:`arranged`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...position import InvalidPosition
from ...questions import Answer, Choice, Field, Integer, ListOf, SituationError, Table, Text, Values
from ...rules import REGISTRY
from ..components import COMPANIES, COMPANY_NAMES, MISSION_KINDS, Mission, ShippingCard
from ..game import Borneo
from ..options import Options
from ..parts import Phase
from ..state import State

LETTERS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
LETTER_OF = {company: letter for letter, company in LETTERS.items()}
MOST_MERCHANTS = 4  # three each, four in the three-player variant (borneo-setup-merchants)


@dataclass
class BorneoAnswer(Answer):
    """An answer that remembers the readings it was given, so that its picture shows the same ones."""

    options: Options = field(default_factory=Options)


def options_of(answer: Answer) -> Options:
    return answer.options if isinstance(answer, BorneoAnswer) else Options()


def _card(value: object) -> ShippingCard | Message:
    """A shipping card written as its four flags, row by row: ``"RRGR"``."""
    problem = _("Una carta tiene cuatro banderas: tres de una compañía y una de otra.")
    if not isinstance(value, str):
        return problem
    flags = tuple(LETTERS.get(ch) for ch in value.upper())
    counts = sorted(flags.count(x) for x in set(flags))
    if len(flags) != 4 or None in flags or counts != [1, 3]:
        return problem
    return ShippingCard(0, tuple(f for f in flags if f is not None), "clove")


def _card_back(card: ShippingCard) -> str:
    return "".join(LETTER_OF[f] for f in card.flags)


def _flags(text: object) -> tuple[str, ...]:
    return tuple(str(text).upper()[:4].ljust(4, "R"))


FLAG = Choice({letter: COMPANY_NAMES[company] for letter, company in LETTERS.items()})
CARD = Text(_card, _("cuatro letras, las banderas fila a fila: R roja, Y amarilla, G verde, B azul, P morada"),
            _card_back, control="flags", parts=(FLAG, FLAG, FLAG, FLAG), split=_flags, join="".join,
            notation_on_error=True)
COMPANY = Choice(COMPANY_NAMES)
PLAYER = Integer(1, 5)
PLAYERS = Integer(3, 5)
COMPANY_COLUMN = ListOf(PLAYER, 0, 5, unique=False)


def numbered(cards: Sequence[ShippingCard], first: int = 0) -> list[ShippingCard]:
    """Give the cards of a situation distinct ids (the engine tells cards apart by id)."""
    return [ShippingCard(first + i, card.flags, card.spice, card.value, card.joker) for i, card in enumerate(cards)]


def check_merchants(companies: Mapping[str, Sequence[int]], path: str) -> None:
    """No player has more merchants than they own (``borneo-setup-merchants``)."""
    counts = Counter(p for column in companies.values() for p in column)
    for player, n in sorted(counts.items()):
        if n > MOST_MERCHANTS:
            raise SituationError(path, Plural(
                "El jugador {player} tendría {n} comerciante; cada jugador tiene tres (cuatro en la variante de tres "
                "jugadores).",
                "El jugador {player} tendría {n} comerciantes; cada jugador tiene tres (cuatro en la variante de tres "
                "jugadores).",
                n, player=player))
    if counts and max(counts.values()) == MOST_MERCHANTS and max(counts) > 3:
        raise SituationError(path, _(
            "Un jugador con cuatro comerciantes solo se da en la variante de tres jugadores, y aquí hay un jugador "
            "{player}.", player=max(counts)))


def company_table(example: dict[str, list[int]] | None = None) -> Table:
    """The merchants of each company, players from 1 and from the first space down."""
    return Table(tuple(
        Field(company, _("los jugadores de la compañía {company}, por puesto", company=COMPANY_NAMES[company]),
              COMPANY_COLUMN, default=(), example=(example or {}).get(company), assume=False)
        for company in COMPANIES))


def columns(companies: Values) -> dict[str, Sequence[int]]:
    """The merchants' owners from 0, every company."""
    return {company: [p - 1 for p in companies[company]] for company in COMPANIES}


# ------------------------------------------------------------------ positions played forward
def columns_for(players: int) -> dict[str, list[int]]:
    """Three merchants per player, anywhere (a position must have them; they play no part here)."""
    out: dict[str, list[int]] = {c: [] for c in COMPANIES}
    for i in range(players * 3):
        out[COMPANIES[i // 5]].append(i % players)
    return out


def game_for(players: int, options: Options) -> Borneo:
    # the number of merchants plays no part in drawing or in the end of the game
    return Borneo(players, replace(options, four_merchants=False))


def arranged(section: str, game: Borneo, **parts: Any) -> State:
    """The position of a question, through the public builder; a refusal names the question's table (the
    file's fields describe it only in part: the rest is made up to fit)."""
    try:
        return State.arranged(game, **parts)
    except InvalidPosition as error:
        raise SituationError(section, error.message) from None


def play_on(state: State, move: Any) -> Explanation:
    """Play ``move``, then let the merchants take the port's spices (any choice will do: they play no part)."""
    ex = state.push(move)
    while state.phase is Phase.PORT_CHOOSE:
        ex.steps.extend(state.push(state.legal_moves()[0]).steps)
    return ex


def only(ex: Explanation, pages: tuple[str, ...], title: Message, also: tuple[str, ...] = ()) -> Explanation:
    """The steps of ``ex`` whose rules are on the given pages of the book (or among ``also``)."""
    return Explanation(title, [s for s in ex.steps
                               if REGISTRY[s.rule_id].page.rsplit("/", 1)[-1] in pages or s.rule_id in also])


MISSION_NAMES = {kind: Mission(0, kind).describe() for kind in MISSION_KINDS}
MOST_PORTS = 12  # the ports of a game: 14 less the two or four put back (borneo-setup-ports)
