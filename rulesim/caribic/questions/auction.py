"""``auction``: who wins this ship, and how far may it move? (*Bribing*, *Moving*, *Ties*:
``caribic-bribe-*``, ``caribic-move-*``, ``caribic-tie-*``)"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...i18n import Plural, Value, _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Boolean, Field, ListOf, Question, SituationError, Text, Values
from ..auction import player_name, resolve_auction, top_bidders
from ..components import CARDS_PER_PLAYER, DEFAULT_CARDS, THIEF, BribeCard, card_notation, parse_card
from ..options import Options, ZeroVsMinusOne
from ..parts import SHIP
from ..pictures import auction_picture

SPENT = "spent"


# ------------------------------------------------------------------------------- cards
def _card(value: object) -> BribeCard | _:
    return parse_card(value)


def _tiebreaker(value: object) -> BribeCard | None | _:
    return None if value == SPENT else parse_card(value)


CARD_FACES = [BribeCard(-1, b) for b in range(6)] + [BribeCard(-1, 0, 1)] + [BribeCard(-1, b, 1) for b in range(1, 6)]
CARD_OPTIONS = tuple((card_notation(c), c.describe()) for c in CARD_FACES)
CARD = Text(_card, _("barriles de 0 a 9, \"thief\" (un ladrón) o los dos, como \"2+thief\""), card_notation,
            control="card", options=CARD_OPTIONS)
TIEBREAKER = Text(_tiebreaker, _("una carta como en «bids», o \"spent\" si ya se gastó en esta ronda"),
                  lambda c: SPENT if c is None else card_notation(c), control="card",
                  options=CARD_OPTIONS + ((SPENT, _("ya gastado")),))
DEFAULT_DECK = tuple(BribeCard(-1, c.barrels, c.thieves) for c in DEFAULT_CARDS)


# ------------------------------------------------------------------------------- auction
def _deck_text(deck) -> Value:
    return Value([c.describe() for c in deck])


def _check_auction(v: Values) -> None:
    n = len(v.bids)
    if v.tiebreakers and len(v.tiebreakers) != n:
        raise SituationError("auction.tiebreakers", _("Se espera un desempate por jugador («spent» si ya se gastó)."))
    if v.reveal and len(v.reveal) != n:
        raise SituationError("auction.reveal", _("Se espera un sí o no (true / false) por jugador."))
    _check_tie_known(v)
    for p, tb in enumerate(v.tiebreakers or ()):
        if tb is None and v.reveal and v.reveal[p]:
            raise SituationError(f"auction.reveal[{p}]", _(
                "Imposible: el desempate de este jugador ya se gastó en esta ronda, y no se puede descubrir "
                "otra vez."))
    if len(v.deck) < CARDS_PER_PLAYER:
        _check_partial_deck(v)
        return
    deck = Counter(c.face for c in v.deck)
    for p, bid in enumerate(v.bids):
        if deck[bid.face] == 0:
            raise SituationError(f"auction.bids[{p}]", _(
                "Imposible: esa carta no está entre las siete de un juego ({deck}); si tu edición la tiene, escríbela "
                "en «deck» (basta con las cartas que importan).", deck=_deck_text(v.deck)))
    for p, tb in enumerate(v.tiebreakers or ()):
        if tb is None:
            continue
        if deck[tb.face] == 0:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: esa carta no está entre las siete de un juego ({deck}).", deck=_deck_text(v.deck)))
        if tb.face == v.bids[p].face and deck[tb.face] < 2:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: la oferta y el desempate de un jugador son dos cartas distintas de sus siete, y su juego "
                "solo tiene una así."))


def _check_partial_deck(v: Values) -> None:
    """A deck of fewer than seven cards gives only the cards that matter; the others are not known. A player's
    bid and tie-breaker are two of their seven: those not among the given cards must fit in the others."""
    given, unknown = Counter(c.face for c in v.deck), CARDS_PER_PLAYER - len(v.deck)
    for p, bid in enumerate(v.bids):
        tb = v.tiebreakers[p] if v.tiebreakers else None
        needed = Counter([bid.face] + ([tb.face] if tb is not None else []))
        if sum((needed - given).values()) > unknown:
            raise SituationError(f"auction.tiebreakers[{p}]" if tb is not None else f"auction.bids[{p}]", Plural(
                "Imposible: las cartas de este jugador que no están entre las dadas en «deck» ({deck}) no caben en "
                "la {n} carta de sus siete que no se da.",
                "Imposible: las cartas de este jugador que no están entre las dadas en «deck» ({deck}) no caben en "
                "las {n} cartas de sus siete que no se dan.", unknown, deck=_deck_text(v.deck)))


def _check_tie_known(v: Values) -> None:
    """A tie (under either reading of "zero is more than −1") needs the tie-breakers and the decisions:
    never guessed."""
    bids = dict(enumerate(v.bids))
    readings = [Options(zero_vs_minus_one=r) for r in ZeroVsMinusOne]
    tied = sorted({p for o in readings for p in top_bidders(bids, o) if len(top_bidders(bids, o)) > 1})
    for name in ("tiebreakers", "reveal"):
        if tied and not v[name]:
            raise SituationError(f"auction.{name}", _(
                "Hay empate entre {players}: hace falta {what}.", players=[player_name(p) for p in tied],
                what=_("la carta de desempate de cada jugador") if name == "tiebreakers" else
                _("si cada jugador descubre su desempate")))


def _auction_parts(v: Values):
    n = len(v.bids)
    cards = dict(enumerate(v.bids))
    tbs = dict(enumerate(v.tiebreakers or (None,) * n))
    reveal = dict(enumerate(v.reveal or (False,) * n))
    return cards, tbs, reveal


@dataclass(frozen=True)
class AuctionOutcome(Outcome):
    """Who wins the ship (from 1; nobody when the tie stays), how far it may move, who tied, who revealed;
    the ship."""

    winner: int | None = outcome_field(minimum=1)
    distance: int = outcome_field(minimum=0)
    tied: tuple[int, ...] = ()
    revealed: tuple[int, ...] = ()
    ship: str = outcome_field(default="")


def answer_auction(v: Values, options: Options) -> Answer:
    cards, tbs, reveal = _auction_parts(v)
    result = resolve_auction(v.ship, cards, tbs, reveal, options)
    if len(v.deck) < CARDS_PER_PLAYER:
        result.explanation.add("caribic-q-card-values", Plural(
            "De las siete cartas de cada jugador la situación da {cards}; la otra no se sabe, y el fallo no "
            "depende de ella.",
            "De las siete cartas de cada jugador la situación da {cards}; las otras {n} no se saben, y el fallo no "
            "depende de ellas.", CARDS_PER_PLAYER - len(v.deck), cards=_deck_text(v.deck)))
    verdict = (_("El {ship} no se mueve en esta ronda.", ship=v.ship) if result.winner is None else
               Plural("Gana el jugador {player}: el {ship} avanza hasta {n} espacio.",
                      "Gana el jugador {player}: el {ship} avanza hasta {n} espacios.", result.distance,
                      player=result.winner + 1, ship=v.ship))
    outcome = AuctionOutcome(None if result.winner is None else result.winner + 1, result.distance,
                             tuple(p + 1 for p in result.tied), tuple(sorted(p + 1 for p in result.revealed)), v.ship)
    return Answer(verdict, result.explanation, outcome)


def picture_auction(v: Values, answer: Answer, lang: str) -> str:
    cards, tbs, reveal = _auction_parts(v)
    o = answer.outcome
    assert isinstance(o, AuctionOutcome)
    return auction_picture(v.ship, cards, tbs if v.tiebreakers else None, reveal,
                           [p - 1 for p in o.tied] if len(o.tied) > 1 else [],
                           None if o.winner is None else o.winner - 1, o.distance, lang)


AUCTION = Question(
    id="auction",
    title=_("¿Quién gana este barco y hasta dónde puede moverlo?"),
    rules=("caribic-move-reveal", "caribic-move-distance", "caribic-move-thieves", "caribic-tie-decide",
           "caribic-tie-reveal", "caribic-bribe-tiebreaker"),
    fields=(
        Field("ship", _("el barco que se subasta"), SHIP, example="Bravo"),
        Field("bids", _("la carta que cada jugador asignó a este barco, del jugador 1 en adelante"),
              ListOf(CARD, 2, 4), example=[4, THIEF, 2]),
        Field("tiebreakers", _("la carta de desempate de cada jugador (hace falta si hay empate)"),
              ListOf(TIEBREAKER, 0, 4), default=(), assume=False, example=[2, 5, 5]),
        Field("reveal", _("si cada jugador descubre su desempate en caso de empate (hace falta si hay empate)"),
              ListOf(Boolean(), 0, 4), default=(), assume=False, example=[True, False, False]),
        Field("deck", _("las cartas del juego de cada jugador (las siete, o solo las que importan; el texto no da "
                        "sus valores)"),
              ListOf(CARD, 1, CARDS_PER_PLAYER), default=DEFAULT_DECK,
              example=[0, 1, 2, 3, 4, 5, THIEF]),
    ),
    answer=answer_auction,
    outcome=AuctionOutcome,
    picture=picture_auction,
    ambiguous=("zero_vs_minus_one", "several_reveal"),
    check=_check_auction,
    summary=_("el barco, las ofertas, los desempates y quién los descubre"),
)
