"""One ship's auction: who wins the bribes, and how far the ship may move.

Rules: ``caribic-move-reveal`` (the most barrels wins), ``caribic-move-distance``
(as many spaces as the winning card's barrels), ``caribic-move-thieves`` (each
thief an opponent played on the ship takes one space off), the ties
(``caribic-tie-decide``, ``caribic-tie-reveal``, ``caribic-tie-distance``,
``caribic-tie-card-barrels``, ``caribic-tie-card-thieves``, ``caribic-tie-again``,
``caribic-tie-spent``) and the open questions ``caribic-q-zero-minus-one`` and
``caribic-q-several-reveal``.

Pure functions of the cards on the table, so the bribe explorer, the state and
the tests share them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..engine import player_name
from ..explain import Explanation
from ..i18n import Plural, _
from .components import BribeCard
from .options import Options, SeveralReveal, ZeroVsMinusOne


def bid_value(card: BribeCard, options: Options = Options()) -> int:
    """What a card bids: its barrels; a thief card without barrels counts −1 under ``thief-is-minus-one``
    (``caribic-q-zero-minus-one``; a card with barrels bids them, thief or not)."""
    if card.is_thief and not card.barrels and options.zero_vs_minus_one is ZeroVsMinusOne.THIEF_IS_MINUS_ONE:
        return -1
    return card.barrels


def top_bidders(bids: Mapping[int, BribeCard], options: Options = Options()) -> list[int]:
    best = max(bid_value(c, options) for c in bids.values())
    return sorted(p for p, c in bids.items() if bid_value(c, options) == best)


@dataclass
class AuctionResult:
    ship: str
    tied: list[int]                    # the players with the highest bid (one: no tie)
    winner: int | None                 # None: the ship does not move this round
    distance: int = 0                  # the most spaces the winner may move it
    revealed: dict[int, BribeCard] = field(default_factory=dict)  # tie-breakers turned up
    explanation: Explanation = field(default_factory=lambda: Explanation(_("Subasta")))


def resolve_auction(
    ship: str,
    bids: Mapping[int, BribeCard],
    tiebreakers: Mapping[int, BribeCard | None] | None = None,
    reveals: Mapping[int, bool] | None = None,
    options: Options = Options(),
) -> AuctionResult:
    """The auction of ``ship``: ``bids`` are the cards each player assigned to it;
    ``tiebreakers`` each player's seventh card (``None`` once spent this round);
    ``reveals`` what each tied player decided.  Only the tied players' decisions
    count, and a spent tie-breaker cannot be revealed."""
    ex = Explanation(_("Subasta del {ship}", ship=ship))
    shown = [_("{player}: {card}", player=player_name(p), card=c.describe()) for p, c in sorted(bids.items())]
    ex.add("caribic-move-reveal", _("Se revelan las ofertas por el {ship}: {bids}.", ship=ship, bids=shown))
    if options.zero_vs_minus_one is ZeroVsMinusOne.THIEF_IS_MINUS_ONE and any(
            c.is_thief and not c.barrels for c in bids.values()):
        ex.add("caribic-q-zero-minus-one", _("Con la lectura «un ladrón cuenta −1», cada ladrón sin barriles puja −1."))
    tied = top_bidders(bids, options)
    result = AuctionResult(ship, tied, None, explanation=ex)
    if len(tied) == 1:
        winner: int | None = tied[0]
        ex.add("caribic-move-reveal", _("Gana el {player}, con la oferta más alta.", player=player_name(tied[0])))
    else:
        winner = _break_tie(result, tiebreakers or {}, reveals or {}, options)
    if winner is not None:
        _move(result, winner, bids)
    return result


def _break_tie(result: AuctionResult, tiebreakers: Mapping[int, BribeCard | None], reveals: Mapping[int, bool],
               options: Options) -> int | None:
    """The tie of ``result``: who reveals what, and who wins (``None``: the tie stays)."""
    ex, ship, tied = result.explanation, result.ship, result.tied
    ex.add("caribic-tie-decide", _(
        "Empate entre {players}: cada uno decide a la vez si descubre su carta de desempate.",
        players=[player_name(p) for p in tied]))
    for p in tied:
        card = tiebreakers.get(p)
        if reveals.get(p) and card is not None:
            result.revealed[p] = card
            ex.add("caribic-tie-reveal", _("El {player} descubre su desempate ({card}): puja un poco más.",
                                           player=player_name(p), card=card.describe()))
        elif card is None:
            ex.add("caribic-tie-spent", _("El {player} ya gastó su desempate en esta ronda.",
                                          player=player_name(p)))
        else:
            ex.add("caribic-tie-unrevealed", _("El {player} no descubre su desempate; le queda para otro empate.",
                                               player=player_name(p)))
    revealers = list(result.revealed)
    if not revealers:
        ex.add("caribic-tie-again", _(
            "Nadie descubre su desempate: sigue el empate y el {ship} no se mueve en esta ronda.", ship=ship))
        return None
    if len(revealers) < len(tied):
        ex.add("caribic-q-zero-minus-one", _(
            "Una carta descubierta, aunque no tenga barriles, vale más que una tapada (cero es más que −1)."))
    if len(revealers) > 1:
        revealers = _several_revealed(result, revealers, options)
    if len(revealers) > 1:
        ex.add("caribic-tie-again", _("El desempate vuelve a empatar: el {ship} no se mueve en esta ronda.",
                                      ship=ship))
        return None
    ex.add("caribic-tie-reveal", _("Gana el {player}.", player=player_name(revealers[0])))
    ex.add("caribic-tie-card-barrels", _("Los barriles de la carta de desempate no cambian la distancia."))
    return revealers[0]


def _several_revealed(result: AuctionResult, revealers: list[int], options: Options) -> list[int]:
    """Several revealed their tie-breakers: the best card, or all of them again (``caribic-q-several-reveal``)."""
    ex = result.explanation
    if options.several_reveal is SeveralReveal.TIE_AGAIN:
        ex.add("caribic-q-several-reveal", _(
            "Varios descubren su desempate, y cada carta descubierta puja lo mismo, «un poco más», "
            "tenga los barriles que tenga: siguen empatados."))
        return revealers
    ex.add("caribic-q-several-reveal", _(
        "Varios descubren su desempate: según la lectura que sigue este sitio, deciden los barriles de sus "
        "cartas."))
    values = {p: bid_value(result.revealed[p], options) for p in revealers}
    best = max(values.values())
    ex.add("caribic-tie-reveal", _("Entre las cartas descubiertas cuentan sus barriles: la mejor es {value}.",
                                   value=best))
    return [p for p in revealers if values[p] == best]


def _move(result: AuctionResult, winner: int, bids: Mapping[int, BribeCard]) -> None:
    """How far the winner may move the ship (``caribic-move-distance``, ``-thieves``, ``caribic-tie-*``)."""
    ex, ship = result.explanation, result.ship
    result.winner = winner
    barrels = bids[winner].barrels
    thieves = sum(c.thieves for p, c in bids.items() if p != winner)
    tb_thieves = sum(c.thieves for c in result.revealed.values())
    result.distance = max(0, barrels - thieves - tb_thieves)
    ex.add("caribic-move-distance", Plural("Su carta tiene {n} barril: puede mover el {ship} hasta {n} espacio.",
                                           "Su carta tiene {n} barriles: puede mover el {ship} hasta {n} espacios.",
                                           barrels, ship=ship))
    if thieves:
        ex.add("caribic-move-thieves", Plural("Los rivales jugaron {n} ladrón en este barco: {n} espacio menos.",
                                              "Los rivales jugaron {n} ladrones en este barco: {n} espacios menos.",
                                              thieves))
    if tb_thieves:
        ex.add("caribic-tie-card-thieves", Plural(
            "Las cartas de desempate descubiertas muestran {n} ladrón: {n} espacio menos.",
            "Las cartas de desempate descubiertas muestran {n} ladrones: {n} espacios menos.", tb_thieves))
    if len(result.tied) > 1:
        ex.add("caribic-tie-distance", _("La distancia sale de las ofertas originales, no del desempate."))
    ex.add("caribic-move-optional", Plural("Distancia máxima: {n} espacio; no hace falta usarlo.",
                                           "Distancia máxima: {n} espacios; no hace falta usarlos todos.",
                                           result.distance))
