"""Section 2 of the turn, *Companies*: advancing by a fight.

Rules: ``borneo-fight-start``, ``borneo-fight-cards``, ``borneo-fight-defence``,
``borneo-fight-keep-one``, ``borneo-fight-one-card``, ``borneo-fight-count``,
``borneo-fight-bonus``, ``borneo-fight-attacker-wins``,
``borneo-fight-defender-wins``, ``borneo-fight-discard``; open questions
``borneo-q-keep-one`` (what must be kept) and ``borneo-q-keep-one-sides`` (who must keep it).

Pure functions — the rule checks on the cards each side plays, and the outcome of a fight with its
explanation (shared by the engine and the dispute question ``fight``) — and the moves of a fight, each
declared once: :class:`Attack`, :class:`Defend`, :class:`Relocate` and :class:`KeepCards`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import TYPE_CHECKING

from ..engine import player_name
from ..explain import Explanation
from ..i18n import Later, Message, Plural, _
from ..position import InvalidPosition, Problem
from .components import COMPANIES, SPACES_PER_COMPANY, ShippingCard, card_name, company_name
from .moves import Built, Move, begin_shipping, fresh_row, mover, own_merchant, reused
from .options import KeepOne, KeepOneSides
from .parts import Fight, Phase, quick

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

#: readings compared in the listings (a member read once here: under Python 3.11 reading one from its enum class
#: goes through ``EnumType.__getattr__``'s slot, ten times a global's cost)
_MATCHING, _ANY = KeepOne.MATCHING, KeepOne.ANY
_BOTH, _ATTACKER_ONLY, _DEFENDER_ONLY = KeepOneSides.BOTH, KeepOneSides.ATTACKER, KeepOneSides.DEFENDER
_DEFEND, _RELOCATE, _KEEP = Phase.FIGHT_DEFEND, Phase.FIGHT_RELOCATE, Phase.FIGHT_KEEP
#: ``Fight(...)`` with every field given, made quicker (a fight starts and is answered about 10 times a game)
_fight = quick(Fight)


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
    if sides == _BOTH:
        return True
    return sides == (_ATTACKER_ONLY if attacker else _DEFENDER_ONLY)


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
                "No se pueden jugar todas las cartas de la mano que muestran banderas de {company}: hay que "
                "conservar al menos una.", company=company_name(company))
    elif len(played) >= len(hand):
        return "borneo-q-keep-one", _("Hay que conservar al menos una carta en la mano.")
    return None


def keep_one_reading(left: int, held: int, company: str, attacker: bool, player: Message, keep_one: KeepOne,
                     sides: KeepOneSides) -> tuple[str, Message] | None:
    """The reading a side followed when what it keeps after playing cards (``held`` cards, ``left`` of which show
    ``company``) is at the limit where the readings part (``borneo-q-keep-one``: what is kept;
    ``borneo-q-keep-one-sides``: who must keep it), said; None when every reading agrees on it."""
    name = company_name(company)
    if not bound_to_keep_one(attacker, sides):
        kept = left if keep_one == _MATCHING else held
        if kept:
            return None
        if attacker:
            return "borneo-q-keep-one-sides", _(
                "El {player} se queda sin cartas de {company}: con esta lectura, solo el defensor está obligado a "
                "conservar una carta en una pelea.", player=player, company=name)
        return "borneo-q-keep-one-sides", _(
            "El {player} se queda sin cartas de {company}: con esta lectura, solo el atacante está obligado a "
            "conservar una carta en una pelea.", player=player, company=name)
    if keep_one == _ANY and left == 0:
        return "borneo-q-keep-one", _(
            "El {player} se queda sin cartas de {company}, pero conserva otra carta: con esta lectura basta "
            "conservar una carta cualquiera.", player=player, company=name)
    if keep_one == _MATCHING and left == 1 and held > 1:
        return "borneo-q-keep-one", _(
            "El {player} conserva una sola carta de {company}: con la lectura por defecto, la carta que se conserva "
            "ha de mostrar una bandera de la compañía, no basta otra cualquiera.", player=player, company=name)
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
    ex.add("borneo-fight-count", Later(_attacker_flags, company, a, len(attacker_cards)))
    if defender_cards:
        ex.add("borneo-fight-count", Later(_defender_flags, d, len(defender_cards)))
    else:
        ex.add("borneo-fight-defence", _("El defensor no juega cartas."))
    ex.add("borneo-fight-bonus", Later(_bonus, bonus, attacker_rank, defender_rank))
    wins = a >= d + bonus
    if wins:
        ex.add("borneo-fight-attacker-wins", Later(_attacker_wins, a, d, bonus, defender_rank))
    else:
        ex.add("borneo-fight-defender-wins", Later(_defender_wins, a, d, bonus))
    return FightResult(company, a, d, bonus, wins, ex)


# The sentences of a fight's steps, made when a reader reads them (:class:`~rulesim.i18n.Later`: immutable values).
def _attacker_flags(company: str, flags: int, cards: int) -> Message:
    return _("Banderas de {company} del atacante: {flags} (cartas jugadas: {cards}).",
             flags=flags, company=company_name(company), cards=cards)


def _defender_flags(flags: int, cards: int) -> Message:
    return _("Banderas del defensor: {flags} (cartas jugadas: {cards}).", flags=flags, cards=cards)


def _bonus(bonus: int, attacker_rank: int, defender_rank: int) -> Message:
    return _("Bonificación del defensor: {bonus} (los comerciantes entre los puestos {a}.º y {d}.º).",
             bonus=bonus, a=attacker_rank + 1, d=defender_rank + 1)


def _attacker_wins(a: int, d: int, bonus: int, defender_rank: int) -> Message:
    return _("{a} contra {d} + {bonus}: el atacante gana (el empate le favorece) y ocupa el puesto {rank}.º.",
             a=a, d=d, bonus=bonus, rank=defender_rank + 1)


def _defender_wins(a: int, d: int, bonus: int) -> Message:
    return _("{a} contra {d} + {bonus}: el defensor gana; ambos comerciantes se quedan donde están.",
             a=a, d=d, bonus=bonus)


def _attack_started(attacker: int, defender: int, company: str, a: int, d: int) -> Message:
    return _("El {attacker} ataca desde el puesto {a}.º de {company} al {defender}, en el puesto {d}.º.",
             attacker=player_name(attacker), a=a + 1, company=company_name(company),
             defender=player_name(defender), d=d + 1)


def _moved_down(rank: int) -> Message:
    return _("El defensor baja al puesto {rank}.º que dejó el atacante.", rank=rank + 1)


def _moved_away(old: str, new: str, rank: int) -> Message:
    return _("El defensor deja {old} y ocupa el puesto {rank}.º de {new}.", old=company_name(old), rank=rank,
             new=company_name(new))


def _kept(played: int, kept: int) -> Message:
    return Plural("El defensor guarda en su almacén {kept} de la carta que jugó.",
                  "El defensor guarda en su almacén {kept} de las {n} cartas que jugó; las demás se descartan.",
                  played, kept=kept)


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
        return ("borneo-fight-start", _(
            "El defensor tiene que estar más arriba que el atacante en la misma compañía.")), None
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


# ------------------------------------------------------------------------------- the moves
def _attack_cards(s: State, hand: list[int], company: str) -> list[tuple[int, ...]]:
    """The sets of the hand's cards that show ``company`` (in hand order; fewest first) the attacker may play:
    all of them but one when bound to keep one (:func:`_most_cards`)."""
    shipping = s.game.deck.shipping
    matching = [x for x in hand if company in shipping[x].flags]
    n = len(matching)
    options = s.game.options
    if options.keep_one_sides != _DEFENDER_ONLY:  # bound_to_keep_one(True, …), the member read once
        n = n - 1 if options.keep_one == _MATCHING else min(n, len(hand) - 1)
    if n <= 0:  # (two listings in five)
        return []
    subsets = list(combinations(matching, 1))
    for k in range(2, n + 1):
        subsets += combinations(matching, k)
    return subsets


def fight_of(s: State) -> Fight:
    """The fight under way (a position in a fight's phases has one: :meth:`State.problems` says so)."""
    if s.fight is None:
        raise InvalidPosition(Problem("fight", "borneo-fight-start", _("No hay ninguna pelea en curso.")))
    return s.fight


def _most_cards(matching: int, hand: int, keep_one: KeepOne, bound: bool) -> int:
    """The most cards of the company a side may play: all of them, unless bound to keep one
    (``borneo-fight-keep-one``, readings ``borneo-q-keep-one`` and ``borneo-q-keep-one-sides``)."""
    if not bound:
        return matching
    return matching - 1 if keep_one == _MATCHING else min(matching, hand - 1)


def _say_keep_one_reading(s: State, p: int, company: str, attacker: bool) -> None:
    """After ``p`` played cards in a fight: the keep-one reading followed, as a step, when the readings part."""
    options = s.game.options
    keep_one, sides = options.keep_one, options.keep_one_sides
    shipping, hand = s.game.deck.shipping, s.seats[p].hand
    left = 0  # keep_one_reading's count, to call it (and name the player) only when it says something
    for c in hand:
        if company in shipping[c].flags:
            left += 1
    if not bound_to_keep_one(attacker, sides):
        said = not (left if keep_one == _MATCHING else hand)
    else:
        said = left == 0 if keep_one == _ANY else keep_one == _MATCHING and left == 1 and len(hand) > 1
    if said:
        reading = keep_one_reading(left, len(hand), company, attacker, player_name(p), keep_one, sides)
        if reading:
            s.event(*reading)


class Attack(Move, phases=(Phase.COMPANIES,)):
    """One's merchant at ``attacker`` rank attacks the merchant at ``defender`` rank
    of the same ``company``, playing ``cards`` from hand."""

    company: str
    attacker: int
    defender: int
    cards: tuple[int, ...]

    def check(self, s: State) -> None:
        p = mover(s)
        own_merchant(s, self, self.company, self.attacker, "borneo-fight-start")
        column = s.companies[self.company]
        if not 0 <= self.defender < self.attacker or column[self.defender] == p:
            raise s.illegal(self, "borneo-fight-start", _(
                "El defensor debe ser un comerciante de otro jugador, más arriba en la misma compañía."))
        hand = s.seats[p].hand
        if any(c not in hand for c in self.cards):
            raise s.illegal(self, "borneo-fight-cards", _("Solo se pueden jugar cartas de la propia mano."))
        options = s.game.options
        problem = check_fight_cards([s.card(c) for c in hand], [s.card(c) for c in self.cards], self.company,
                                    options.keep_one, attacker=True, sides=options.keep_one_sides)
        if problem:
            raise s.illegal(self, *problem)

    def apply(self, s: State) -> None:
        p = mover(s)
        for c in self.cards:
            s.seats[p].hand.remove(c)
        defender = s.companies[self.company][self.defender]
        s.fight = _fight(self.company, self.attacker, self.defender, p, defender, tuple(self.cards), ())
        s.event("borneo-fight-start", Later(_attack_started, p, defender, self.company, self.attacker, self.defender))
        _say_keep_one_reading(s, p, self.company, attacker=True)
        s.phase, s.player = _DEFEND, defender

    @classmethod
    def listed(cls, s: State) -> Iterable[Attack]:
        p = mover(s)
        hand = s.seats[p].hand
        if len(hand) < 2:
            return []
        moves: list[Attack] = []
        for c, col in s.companies.items():
            if p not in col:  # (a merchant of the player's only at the top finds no one to attack below)
                continue
            subsets = None  # the sets of cards, worked out at the company's first attack
            for a in range(1, len(col)):  # (loops rather than comprehensions: each of those is a call)
                if col[a] == p:
                    for d in range(a):
                        if col[d] != p:
                            if subsets is None:
                                subsets = _attack_cards(s, hand, c)
                            if subsets:
                                moves += _attacks(c, a, d, subsets)
        return moves

    def said(self, s: State) -> Message:
        return _("ataca en {company}", company=company_name(self.company))


#: ``_attacks(company, attacker, defender, subsets)``: the attacks of the merchant at rank ``attacker`` on the one at
#: rank ``defender`` with each set of cards of ``subsets``
_attacks = fresh_row(Attack, "cards")


class Defend(Move, phases=(Phase.FIGHT_DEFEND,)):
    """The defender answers with ``cards`` (possibly none)."""

    cards: tuple[int, ...] = ()

    def check(self, s: State) -> None:
        f = fight_of(s)
        hand = s.seats[mover(s)].hand
        if any(c not in hand for c in self.cards):
            raise s.illegal(self, "borneo-fight-cards", _("Solo se pueden jugar cartas de la propia mano."))
        options = s.game.options
        problem = check_fight_cards([s.card(c) for c in hand], [s.card(c) for c in self.cards], f.company,
                                    options.keep_one, attacker=False, most=len(f.attacker_cards),
                                    sides=options.keep_one_sides)
        if problem:
            raise s.illegal(self, *problem)

    def apply(self, s: State) -> None:
        for c in self.cards:
            s.seats[mover(s)].hand.remove(c)
        f = fight_of(s)  # the same fight with the defender's cards (as dataclasses.replace, without its lookups)
        f = s.fight = _fight(f.company, f.attacker_rank, f.defender_rank, f.attacker, f.defender, f.attacker_cards,
                             tuple(self.cards))
        if self.cards:
            _say_keep_one_reading(s, mover(s), f.company, attacker=False)
        result = resolve_fight(f.company, f.attacker_rank, f.defender_rank, [s.card(c) for c in f.attacker_cards],
                               [s.card(c) for c in self.cards])
        s.events(result.explanation.steps)
        s.discard.extend(f.attacker_cards)
        if not result.attacker_wins:
            s.phase = _KEEP
            return
        column = s.companies[f.company]
        column[f.defender_rank], column[f.attacker_rank] = f.attacker, f.defender
        s.discard.extend(f.defender_cards)
        s.event("borneo-fight-discard", _("Todas las cartas de la pelea se descartan."))
        s.phase = _RELOCATE

    @classmethod
    def listed(cls, s: State) -> Iterable[Defend]:
        f = fight_of(s)
        hand = s.seats[mover(s)].hand
        shipping, company = s.game.deck.shipping, f.company
        matching = [c for c in hand if company in shipping[c].flags]  # the cards that show the company
        options = s.game.options
        bound = bound_to_keep_one(False, options.keep_one_sides)
        most = min(len(f.attacker_cards), _most_cards(len(matching), len(hand), options.keep_one, bound))
        return [_defend(cards) for k in range(0, max(most, 0) + 1) for cards in combinations(matching, k)]

    def said(self, s: State) -> Message:
        return Plural("defiende con {n} carta", "defiende con {n} cartas", len(self.cards))


_defend = reused(Defend)


class Relocate(Move, phases=(Phase.FIGHT_RELOCATE,)):
    """A beaten defender goes to the space the attacker left (``to=None``) or to
    the first empty space of another company."""

    to: str | None = None

    def check(self, s: State) -> None:
        f = fight_of(s)
        if self.to is None:
            return
        if self.to not in s.companies or self.to == f.company:
            raise s.illegal(self, "borneo-fight-attacker-wins",
                            _("El defensor vencido ocupa el puesto que dejó el atacante o va a otra compañía."))
        if len(s.companies[self.to]) >= SPACES_PER_COMPANY:
            raise s.illegal(self, "borneo-fight-attacker-wins",
                            _("No quedan espacios libres en {company}.", company=company_name(self.to)))

    def apply(self, s: State) -> None:
        f = fight_of(s)
        if self.to is None:
            s.event("borneo-fight-attacker-wins", Later(_moved_down, f.attacker_rank))
        else:
            s.companies[f.company].pop(f.attacker_rank)
            s.companies[self.to].append(f.defender)
            s.event("borneo-fight-attacker-wins", Later(_moved_away, f.company, self.to, len(s.companies[self.to])))
        s.fight = None
        begin_shipping(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Relocate]:
        company = fight_of(s).company
        return [_relocate[None]] + [_relocate[c] for c, col in s.companies.items()
                                    if c != company and len(col) < SPACES_PER_COMPANY]

    def said(self, s: State) -> Message:
        return _("recoloca a su comerciante")


_relocate: Built[str | None, Relocate] = Built(Relocate)


class KeepCards(Move, phases=(Phase.FIGHT_KEEP,)):
    """A successful defender puts these of the cards they played into their warehouse."""

    cards: tuple[int, ...] = ()

    def check(self, s: State) -> None:
        played = fight_of(s).defender_cards
        if len(set(self.cards)) != len(self.cards) or any(c not in played for c in self.cards):
            raise s.illegal(self, "borneo-fight-defender-wins",
                            _("El defensor solo puede guardar cartas que jugó en su defensa."))

    def apply(self, s: State) -> None:
        f = fight_of(s)
        for c in f.defender_cards:
            (s.seats[f.defender].warehouse if c in self.cards else s.discard).append(c)
        if f.defender_cards:
            s.event("borneo-fight-defender-wins", Later(_kept, len(f.defender_cards), len(self.cards)))
        s.fight = None
        begin_shipping(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[KeepCards]:
        played = fight_of(s).defender_cards
        return [_keep_cards(cards) for k in range(len(played) + 1) for cards in combinations(played, k)]

    def said(self, s: State) -> Message:
        return Plural("guarda {n} carta", "guarda {n} cartas", len(self.cards))


_keep_cards = reused(KeepCards)
