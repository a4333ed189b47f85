"""Section 2 of the turn, *Companies*: advancing by a fight.

Rules: ``borneo-fight-start``, ``borneo-fight-cards``, ``borneo-fight-defence``,
``borneo-fight-keep-one``, ``borneo-fight-one-card``, ``borneo-fight-count``,
``borneo-fight-bonus``, ``borneo-fight-attacker-wins``,
``borneo-fight-defender-wins``, ``borneo-fight-discard``; open questions
``borneo-q-keep-one`` (what must be kept) and ``borneo-q-keep-one-sides`` (who must keep it).

Pure functions: the rule checks on the cards each side plays, and the outcome
of a fight with its explanation.  Moving the merchants afterwards is the
state's job (:mod:`rulesim.borneo.state`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from ..explain import Explanation
from ..i18n import Message, Plural, _
from .cards import COMPANIES, ShippingCard, card_name, company_name
from .options import KeepOne, KeepOneSides


@dataclass
class FightResult:
    company: str
    attacker_flags: int
    defender_flags: int
    bonus: int
    attacker_wins: bool
    explanation: Explanation = field(default_factory=lambda: Explanation(_("Pelea")))


def fight_bonus(attacker_rank: int, defender_rank: int) -> int:
    """Merchants standing between the two (ranks count from 0 at the top)."""
    return attacker_rank - defender_rank - 1


def flags_for(cards: Sequence[ShippingCard], company: str) -> int:
    """Flags (not cards) of ``company`` on the cards played; every flag of a card counts."""
    return sum(card.flag_count(company) for card in cards)


def bound_to_keep_one(attacker: bool, sides: KeepOneSides) -> bool:
    """Whether the side (attacker or defender) must keep a card of the company in hand
    (``borneo-fight-keep-one``; who it binds is ``borneo-q-keep-one-sides``)."""
    if sides == KeepOneSides.BOTH:
        return True
    return sides == (KeepOneSides.ATTACKER if attacker else KeepOneSides.DEFENDER)


def check_fight_cards(
    hand: Sequence[ShippingCard],
    played: Sequence[ShippingCard],
    company: str,
    keep_one: KeepOne,
    attacker: bool,
    most: int | None = None,
    sides: KeepOneSides = KeepOneSides.BOTH,
    name: Callable[[int], Message] | None = None,
) -> tuple[str, Message] | None:
    """Why these cards may not be played in a fight for ``company``, or None.

    ``most`` is the defender's ceiling: the number of cards the attacker played.  ``name(i)`` says
    which card ``played[i]`` is in a message (by default what the card shows: its flags and spice).
    """
    ids = [c.id for c in played]
    held = {c.id for c in hand}
    if len(set(ids)) != len(ids) or not set(ids) <= held:
        return "borneo-fight-cards", _("Solo se pueden jugar cartas distintas de la propia mano.")
    if attacker and not played:
        return "borneo-fight-cards", _("El atacante debe jugar al menos una carta.")
    if not attacker and most is not None and len(played) > most:
        return "borneo-fight-defence", Plural(
            "El defensor no puede jugar más cartas que el atacante, que jugó {n}.",
            "El defensor no puede jugar más cartas que el atacante, que jugó {n}.", most)
    for i, card in enumerate(played):
        if not card.shows(company):
            return "borneo-fight-cards", _(
                "{card} no muestra ninguna bandera de {company}.",
                card=name(i) if name else _("La carta {card}", card=card_name(card)), company=company_name(company))
    if not played:
        return None
    if attacker and len(hand) == 1:
        return "borneo-fight-one-card", _("Con una sola carta en la mano no se puede iniciar una pelea.")
    if not bound_to_keep_one(attacker, sides):
        return None
    if keep_one == KeepOne.MATCHING:
        matching = sum(1 for c in hand if c.shows(company))
        if len(played) >= matching:
            return "borneo-fight-keep-one", _(
                "No se pueden jugar todas las cartas de la mano que muestran banderas de {company}: hay que conservar al menos una.",
                company=company_name(company))
    elif len(played) >= len(hand):
        return "borneo-q-keep-one", _("Hay que conservar al menos una carta en la mano.")
    return None


def resolve_fight(
    company: str,
    attacker_rank: int,
    defender_rank: int,
    attacker_cards: Sequence[ShippingCard],
    defender_cards: Sequence[ShippingCard],
) -> FightResult:
    a = flags_for(attacker_cards, company)
    d = flags_for(defender_cards, company)
    bonus = fight_bonus(attacker_rank, defender_rank)
    ex = Explanation(_("Pelea en {company}", company=company_name(company)))
    ex.add("borneo-fight-count", _("Banderas de {company} del atacante: {flags} (cartas jugadas: {cards}).",
                                   flags=a, company=company_name(company), cards=len(attacker_cards)))
    if defender_cards:
        ex.add("borneo-fight-count", _("Banderas del defensor: {flags} (cartas jugadas: {cards}).",
                                       flags=d, cards=len(defender_cards)))
    else:
        ex.add("borneo-fight-defence", _("El defensor no juega cartas."))
    ex.add("borneo-fight-bonus", _("Bonificación del defensor: {bonus} (los comerciantes entre los puestos {a}.º y {d}.º).",
                                   bonus=bonus, a=attacker_rank + 1, d=defender_rank + 1))
    wins = a >= d + bonus
    if wins:
        ex.add("borneo-fight-attacker-wins",
               _("{a} contra {d} + {bonus}: el atacante gana (el empate le favorece) y ocupa el puesto {rank}.º.",
                 a=a, d=d, bonus=bonus, rank=defender_rank + 1))
    else:
        ex.add("borneo-fight-defender-wins",
               _("{a} contra {d} + {bonus}: el defensor gana; ambos comerciantes se quedan donde están.",
                 a=a, d=d, bonus=bonus))
    return FightResult(company, a, d, bonus, wins, ex)


def judge_fight(
    company: str,
    attacker_rank: int,
    defender_rank: int,
    attacker_cards: Sequence[ShippingCard],
    defender_cards: Sequence[ShippingCard],
    attacker_keeps: int = 1,
    defender_keeps: int = 1,
    attacker_others: int = 0,
    defender_others: int = 0,
    keep_one: KeepOne = KeepOne.MATCHING,
    sides: KeepOneSides = KeepOneSides.BOTH,
    names: tuple[Callable[[int], Message], Callable[[int], Message]] | None = None,
) -> tuple[tuple[str, Message] | None, FightResult | None]:
    """A fight described from the outside (the calculator, a dispute): ranks count from 1 as on
    the board; ``*_keeps`` cards of the company and ``*_others`` other cards stay in each hand;
    ``names`` say which card is which in a message (the attacker's, the defender's).
    Returns why it cannot be fought (rule id, reason), or its result."""
    if not 1 <= defender_rank < attacker_rank <= 5:
        return ("borneo-fight-start", _("El defensor tiene que estar más arriba que el atacante en la misma compañía.")), None
    rival = next(c for c in COMPANIES if c != company)
    third = next(c for c in COMPANIES if c not in (company, rival))
    kept = [ShippingCard(900 + i, (company,) * 3 + (rival,), "clove") for i in range(12)]
    other = [ShippingCard(950 + i, (rival,) * 3 + (third,), "clove") for i in range(12)]
    for cards, most, keeps, others, attacker in ((attacker_cards, None, attacker_keeps, attacker_others, True),
                                                 (defender_cards, len(attacker_cards), defender_keeps, defender_others,
                                                  False)):
        hand = list(cards) + kept[:keeps] + other[:others]
        name = names[0 if attacker else 1] if names else None
        problem = check_fight_cards(hand, cards, company, keep_one, attacker, most, sides, name)
        if problem:
            return problem, None
    return None, resolve_fight(company, attacker_rank - 1, defender_rank - 1, attacker_cards, defender_cards)
