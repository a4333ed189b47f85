"""Section 3 of the turn, *Shipping*: what a port's column of cards shows and how
its spices are shared out.

Rules: ``borneo-shipping-covering`` (visible flags), ``borneo-shipping-port-numbers``
and ``borneo-shipping-trigger`` (when a port resolves), ``borneo-shipping-monopoly``,
``borneo-shipping-monopoly-tie``, ``borneo-shipping-monopoly-order``,
``borneo-shipping-port-card``, ``borneo-shipping-shared``,
``borneo-shipping-shared-ranks``, ``borneo-shipping-shared-order``,
``borneo-shipping-shared-tie``, ``borneo-shipping-no-flags``; open questions
``borneo-q-monopoly-tie``, ``borneo-q-shared-leftover``, ``borneo-q-no-merchants``,
``borneo-q-shared-example``.

The resolution of a port is a pure function of the port, its cards and the company columns (shared by the
engine and the dispute question ``port``), so a reader can try a port without a whole game; the moves of
shipping — playing a card, taking a spice — are declared once here: :class:`PlayCard`, :class:`TakeSpice`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine import player_name
from ..explain import Explanation, Step
from ..i18n import Deferred, Later, Message, Plural, _
from ..position import InvalidPosition, Problem
from .components import COMPANY_NAMES, Port, ShippingCard, card_name, company_name
from .moves import Built, Move, draw_step, end_game, mover
from .options import MonopolyTie, Options, SharedLeftover
from .parts import Chooser, EndReason, OpenPort, Phase, PortKind, Sharing, quick

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

#: members compared on the engine's path, read once (under Python 3.11 reading one from its enum class goes through
#: ``EnumType.__getattr__``'s slot: ten times a global's cost)
_MONOPOLY, _SHARED, _PORT_CHOOSE = PortKind.MONOPOLY, PortKind.SHARED, Phase.PORT_CHOOSE
_FIRST_FLAG, _MOST_FLAGS = MonopolyTie.FIRST_FLAG, MonopolyTie.MOST_FLAGS


@dataclass(frozen=True)
class VisibleFlag:
    company: str
    card: int  # position of the card in the column, 0 = directly under the port
    slot: int  # 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right


@dataclass
class PortResolution:
    kind: PortKind | None  # None: the port stays open
    counts: dict[str, int]  # visible flags per company, in order of first appearance
    monopoly: str | None = None
    ranking: list[str] = field(default_factory=list)  # shared: companies by rank 1, 2, …
    order: list[Chooser] = field(default_factory=list)  # who picks, pick by pick
    discarded: int = 0  # spices nobody may take
    explanation: Explanation = field(default_factory=lambda: Explanation(_("Puerto")))


def visible_flags(cards: Sequence[ShippingCard], covering: bool = True) -> list[VisibleFlag]:
    """The flags a player can see, in reading order (left to right, top to bottom).

    A card played on another covers its lower row, so only the last card shows
    both rows (``borneo-shipping-covering``).  With ``covering=False`` every flag
    counts (``borneo-q-shared-example``).
    """
    last = len(cards) - 1
    shown: list[VisibleFlag] = []
    for i, card in enumerate(cards):
        slots = range(4) if (i == last or not covering) else range(2)
        shown.extend(VisibleFlag(card.flags[s], i, s) for s in slots)
    return shown


def flag_counts(cards: Sequence[ShippingCard], covering: bool = True) -> dict[str, int]:
    """Visible flags per company, keys in the order the companies first appear."""
    counts: dict[str, int] = {}
    last = len(cards) - 1
    for i, card in enumerate(cards):  # with covering, the top row of each card and the whole last card
        flags = card.flags
        for company in flags if i == last or not covering else flags[:2]:
            if company in counts:  # (a test and a subscript: quicker than counts.get's call)
                counts[company] += 1
            else:
                counts[company] = 1
    return counts


def monopoly_company(
    port: Port, cards: Sequence[ShippingCard], counts: dict[str, int], options: Options
) -> tuple[str | None, list[str]]:
    """The company holding the monopoly (or None) and every company that reached the number."""
    reached = [c for c, n in counts.items() if n >= port.monopoly]
    if not reached:
        return None, []
    last = cards[-1].flags
    def on_last_card(company: str) -> int:
        return last.index(company) if company in last else 4
    if options.monopoly_tie == _MOST_FLAGS:
        best = max(counts[c] for c in reached)
        tied = [c for c in reached if counts[c] == best]
    else:
        tied = reached
    # Keys of ``counts`` are in first-appearance order: a stable last resort.
    return min(tied, key=on_last_card), reached


def shared_ranking(counts: dict[str, int]) -> list[str]:
    """Companies with at least one visible flag, most flags first; equal counts
    go in the order their flags first appear (``borneo-shipping-shared-tie``)."""
    appearance = {c: i for i, c in enumerate(counts)}
    return sorted((c for c, n in counts.items() if n > 0), key=lambda c: (-counts[c], appearance[c]))


def monopoly_order(column: Sequence[int], company: str, n_spices: int) -> list[Chooser]:
    """First merchant, second, … and round again until every spice is taken."""
    if not column:
        return []
    return [_chooser(company, i % len(column), column[i % len(column)]) for i in range(n_spices)]


def shared_order(
    ranking: Sequence[str], companies: Mapping[str, Sequence[int]], n_spices: int, leftover: SharedLeftover
) -> list[Chooser]:
    """First-rank merchants of the companies in rank order, then second-rank ones, …"""
    one_pass = [  # (company, rank) of each merchant in turn; a chooser is made only for the picks
        (c, rank)
        for rank in range(max((len(companies.get(c, ())) for c in ranking), default=0))
        for c in ranking
        if rank < len(companies.get(c, ()))
    ]
    if not one_pass:
        return []
    if leftover == SharedLeftover.DISCARD:
        picks = one_pass[:n_spices]
    else:
        picks = [one_pass[i % len(one_pass)] for i in range(n_spices)]
    return [_chooser(c, rank, companies[c][rank]) for c, rank in picks]


def port_trigger(port: Port, cards: Sequence[ShippingCard], options: Options = Options()) -> PortKind | None:
    counts = flag_counts(cards, options.covering)
    if any(n >= port.monopoly for n in counts.values()):
        return PortKind.MONOPOLY
    if len(cards) >= port.limit:
        return PortKind.SHARED
    return None


def paid_before(port: Port, cards: Sequence[ShippingCard], options: Options = Options()) -> int | None:
    """The number of cards (fewer than all of them) after which this port was already paid out, or
    None: a column of cards in which an earlier card triggered the port cannot be on the table, since
    a paid port leaves the table (``borneo-shipping-trigger``, ``borneo-shipping-new-port``)."""
    for n in range(1, len(cards)):
        if port_trigger(port, cards[:n], options) is not None:
            return n
    return None


def resolve_port(
    port: Port,
    cards: Sequence[ShippingCard],
    companies: Mapping[str, Sequence[int]],
    last_player: int | None = None,
    options: Options = Options(),
) -> PortResolution:
    """What the column of ``cards`` under ``port`` gives, and why, step by step.

    ``companies`` maps each company to its column of merchants (the owning
    player of rank 1, rank 2, …).  ``last_player`` played the last card.
    """
    counts = flag_counts(cards, options.covering)
    # a port without a name ("" or "?", as a situation file without one gives) is "the port"
    named = bool(port.name.strip("? "))
    ex = Explanation(_("Puerto {port}", port=port.name) if named else _("El puerto"))
    n = len(cards)
    ex.steps.append(visible_step(n, counts, options.covering))
    res = PortResolution(None, counts, explanation=ex)
    if stays_open(port, n, counts):
        ex.steps.append(open_step(port, n))
        return res
    _pay_out(res, port, cards, companies, last_player, named, options)
    return res


def _pay_out(res: PortResolution, port: Port, cards: Sequence[ShippingCard], companies: Mapping[str, Sequence[int]],
             last_player: int | None, named: bool, options: Options) -> None:
    """The rest of :func:`resolve_port` for a port that does not stay open (``res`` holds its flags and its first
    step): who takes the port card, the monopoly or the shared distribution, and who chooses in turn."""
    ex, n = res.explanation, len(cards)
    company, reached = monopoly_company(port, cards, res.counts, options)
    if last_player is not None:
        ex.add("borneo-shipping-port-card", Later(_port_card, last_player, port.name if named else None))
    if company is not None:
        _monopoly(res, port, company, reached, companies, n, options)
    else:
        _shared(res, port, companies, n, options)
    _choices(res, companies, n)


def stays_open(port: Port, n: int, counts: dict[str, int]) -> bool:
    """Whether a port with ``n`` cards showing ``counts`` flags is below both its numbers: still open
    (``borneo-shipping-trigger``)."""
    return n < port.limit and max(counts.values(), default=0) < port.monopoly


def visible_step(n: int, counts: dict[str, int], covering: bool) -> Step:
    """A port's first step: the flags its ``n`` cards show (``counts``)."""
    return Step("borneo-shipping-covering" if covering else "borneo-q-shared-example",
                Later(_visible, n, tuple(counts.items())))


def open_step(port: Port, n: int) -> Step:
    """The step of a port that stays open with ``n`` cards."""
    return Step("borneo-shipping-trigger", Later(_still_open, port, n))


# The sentences of a port's steps, made when a reader reads them (:class:`~rulesim.i18n.Later`: immutable values).
def _visible(n: int, counts: tuple[tuple[str, int], ...]) -> Message:
    shown = Deferred(lambda: _("{parts}", parts=[_("{colour} {flags}", colour=COMPANY_NAMES[c], flags=k)
                                                 for c, k in counts]))
    return Plural("Banderas visibles con {n} carta: {counts}.", "Banderas visibles con {n} cartas: {counts}.", n,
                  counts=shown)


def _still_open(port: Port, n: int) -> Message:
    return Plural(
        "Ninguna compañía llega a {n} bandera y hay {cards} de {limit} cartas: el puerto sigue abierto.",
        "Ninguna compañía llega a {n} banderas y hay {cards} de {limit} cartas: el puerto sigue abierto.",
        port.monopoly, cards=n, limit=port.limit)


def _port_card(player: int, port: str | None) -> Message:
    if port is None:
        return _("El jugador {player}, que jugó la última carta, se lleva la carta de puerto.", player=player + 1)
    return _("El jugador {player}, que jugó la última carta, se lleva la carta de puerto {port}.",
             player=player + 1, port=port)


def _monopoly_said(company: str, flags: int, monopoly: int) -> Message:
    return Plural("Monopolio: {company} tiene {n} bandera, al menos {monopoly}.",
                  "Monopolio: {company} tiene {n} banderas, al menos {monopoly}.",
                  flags, company=company_name(company), monopoly=monopoly)


def _first_flag_tie(reached: tuple[str, ...], company: str) -> Message:
    return _("Varias compañías llegan a la vez ({companies}); gana {company}, cuya bandera aparece antes en la "
             "última carta.", companies=[company_name(c) for c in reached], company=company_name(company))


def _most_flags_tie(reached: tuple[str, ...], company: str) -> Message:
    return _("Varias compañías llegan a la vez ({companies}); con la lectura de que gana la que más banderas tiene, "
             "gana {company}, y la última carta solo desempata cuentas iguales.",
             companies=[company_name(c) for c in reached], company=company_name(company))


def _shared_limit(limit: int) -> Message:
    return Plural("Se alcanza el límite de {n} carta sin monopolio: reparto compartido.",
                  "Se alcanza el límite de {n} cartas sin monopolio: reparto compartido.", limit)


def _ranks(ranking: tuple[str, ...]) -> Message:
    return _("Orden de las compañías: {ranking}.", ranking=[company_name(c) for c in ranking])


def _no_flags(silent: tuple[str, ...]) -> Message:
    return _("Sin banderas en el puerto, no reciben especias los comerciantes de {companies}.",
             companies=[company_name(c) for c in silent])


def _pick(pick: int, chooser: Chooser) -> Message:
    return _("Elección {pick}: el comerciante {rank}.º de {company} (jugador {player}).",
             pick=pick, rank=chooser.rank + 1, company=company_name(chooser.company), player=chooser.player + 1)


def _discarded(n: int) -> Message:
    return Plural("{n} especia queda sin dueño y se descarta.", "{n} especias quedan sin dueño y se descartan.", n)


def _monopoly(res: PortResolution, port: Port, company: str, reached: list[str], companies: Mapping[str, Sequence[int]],
              n: int, options: Options) -> None:
    """``borneo-shipping-monopoly``: the company that reaches the monopoly number takes every spice."""
    ex, counts = res.explanation, res.counts
    res.kind, res.monopoly = _MONOPOLY, company
    ex.add("borneo-shipping-monopoly", Later(_monopoly_said, company, counts[company], port.monopoly))
    if len(reached) > 1 and options.monopoly_tie == _FIRST_FLAG:
        ex.add("borneo-shipping-monopoly-tie", Later(_first_flag_tie, tuple(reached), company))
    elif len(reached) > 1:
        ex.add("borneo-q-monopoly-tie", Later(_most_flags_tie, tuple(reached), company))
    res.order = monopoly_order(companies.get(company, ()), company, n)


def _shared(res: PortResolution, port: Port, companies: Mapping[str, Sequence[int]], n: int, options: Options
            ) -> None:
    """``borneo-shipping-shared``: at the card limit without a monopoly, the companies share by rank."""
    ex, counts = res.explanation, res.counts
    res.kind = _SHARED
    res.ranking = shared_ranking(counts)
    ex.add("borneo-shipping-shared", Later(_shared_limit, port.limit))
    ex.add("borneo-shipping-shared-ranks", Later(_ranks, tuple(res.ranking)))
    ranked = [counts[c] for c in res.ranking]
    if len(set(ranked)) < len(ranked):  # two companies with as many flags
        ex.add("borneo-shipping-shared-tie",
               _("Las compañías empatadas se ordenan por la primera bandera visible de cada una."))
    res.order = shared_order(res.ranking, companies, n, options.shared_leftover)


def _choices(res: PortResolution, companies: Mapping[str, Sequence[int]], n: int) -> None:
    """Who gets nothing, who chooses in turn, and the spices left over."""
    ex, counts = res.explanation, res.counts
    silent = [c for c in companies if counts.get(c, 0) == 0 and companies[c]]
    if silent:
        ex.add("borneo-shipping-no-flags", Later(_no_flags, tuple(silent)))
    rule = "borneo-shipping-monopoly-order" if res.kind is _MONOPOLY else "borneo-shipping-shared-order"
    steps = ex.steps
    for pick, chooser in enumerate(res.order, 1):  # (Explanation.add's step, without its call for each pick)
        steps.append(Step(rule, Later(_pick, pick, chooser)))
    res.discarded = n - len(res.order)
    if res.discarded:
        rule_id = "borneo-q-shared-leftover" if res.order else "borneo-q-no-merchants"
        ex.add(rule_id, Later(_discarded, res.discarded))


# ------------------------------------------------------------------------------- the moves
#: the title of a port's explanation made while a card is played (only its steps are told)
_PORT = _("Puerto")


def sharing_of(s: State) -> Sharing:
    """The port being shared out (a position choosing spices has one: :meth:`State.problems` says so)."""
    if s.sharing is None:
        raise InvalidPosition(Problem("sharing", "borneo-shipping-trigger", _("No hay ningún reparto en curso.")))
    return s.sharing


def _card_played(player: int, card: ShippingCard, port: str, n: int) -> Message:
    return _("El {player} juega la carta {card} bajo el puerto {port} ({n}.ª carta).",
             player=player_name(player), card=card_name(card), port=port, n=n)


class PlayCard(Move, phases=(Phase.SHIPPING,)):
    """Play shipping card ``card`` under the face-up port ``port`` (a port id)."""

    card: int
    port: int

    def check(self, s: State) -> None:
        if self.card not in s.seats[mover(s)].hand:
            raise s.illegal(self, "borneo-shipping-play",
                            _("La carta {card} no está en tu mano.", card=s.card_label(self.card)))
        if self.port not in [open_port.port for open_port in s.ports]:
            raise s.illegal(self, "borneo-shipping-play", _("Ese puerto no está boca arriba."))

    def apply(self, s: State) -> None:
        p = mover(s)
        s.seats[p].hand.remove(self.card)
        slot = 0
        while s.ports[slot].port != self.port:  # (the move was checked: the port is face up)
            slot += 1
        cards = s.ports[slot].cards
        cards.append(self.card)
        n = len(cards)
        s.last_player = p
        deck, options = s.game.deck, s.game.options
        port = deck.ports[self.port]
        s.event("borneo-shipping-play", Later(_card_played, p, deck.shipping[self.card], port.name, n))
        column = list(map(deck.shipping.__getitem__, cards))
        counts = flag_counts(column, options.covering)
        first = visible_step(n, counts, options.covering)
        if n < port.limit and max(counts.values()) < port.monopoly:  # stays_open (n > 0: counts has flags)
            # most cards played: resolve_port's steps, without the rest
            s.events((first, open_step(port, n)))
            draw_step(s)
            return
        # resolve_port's steps without its title, the flags counted once
        res = PortResolution(None, counts, explanation=Explanation(_PORT, [first]))
        _pay_out(res, port, column, s.companies, p, bool(port.name.strip("? ")), options)
        s.events(res.explanation.steps)
        assert res.kind is not None  # a port that does not stay open pays out
        s.ports.pop(slot)
        s.seats[p].ports.append(self.port)
        s.sharing = _sharing(slot, res.kind, tuple(cards), tuple(res.order))
        next_chooser(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[PlayCard]:
        hand = s.seats[mover(s)].hand
        rows = [_play_card[open_port.port] for open_port in s.ports]
        if len(rows) == 3:  # (FACE_UP_PORTS: but in a position built with fewer) each card's three moves at once
            first, second, third = rows
            moves: list[PlayCard] = []
            for c in hand:
                moves += (first[c], second[c], third[c])
            return moves
        return [row[c] for c in hand for row in rows]

    def said(self, s: State) -> Message:
        return _("juega la carta {card} en {port}", card=s.card_label(self.card), port=s.port(self.port).name)


#: ``_play_card[port][card]`` is ``PlayCard(card, port)``
_play_card: Built[int, Built[int, PlayCard]] = Built(lambda port: Built(lambda card: PlayCard(card, port)))


def _spice_taken(chooser: Chooser, card: ShippingCard) -> Message:
    return _("El comerciante {rank}.º de {company} ({player}) toma la carta {card}.",
             rank=chooser.rank + 1, company=company_name(chooser.company), player=player_name(chooser.player),
             card=card_name(card))


class TakeSpice(Move, phases=(Phase.PORT_CHOOSE,)):
    """The merchant whose turn it is to choose takes shipping card ``card`` from the port."""

    card: int

    def check(self, s: State) -> None:
        sharing = sharing_of(s)
        if self.card not in sharing.pool:
            raise s.illegal(self, sharing.rule_id, _("Esa carta no está entre las especias del puerto."))

    def apply(self, s: State) -> None:
        sharing = sharing_of(s)
        chooser = sharing.queue[0]
        pool = list(sharing.pool)
        pool.remove(self.card)
        left, queue = tuple(pool), sharing.queue[1:]
        s.sharing = _sharing(sharing.slot, sharing.kind, left, queue)
        s.seats[chooser.player].warehouse.append(self.card)
        s.event(sharing.rule_id, Later(_spice_taken, chooser, s.game.deck.shipping[self.card]))
        if queue and left:  # next_chooser's usual answer, without its call: the next merchant chooses
            s.phase, s.player = _PORT_CHOOSE, queue[0].player
        else:
            next_chooser(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[TakeSpice]:
        return [_take_spice[c] for c in sharing_of(s).pool]

    def said(self, s: State) -> Message:
        return _("toma la carta {card}", card=s.card_label(self.card))


_take_spice = Built(TakeSpice)


#: ``Sharing(slot, kind, pool, queue)`` and ``Chooser(company, rank, player)``, made quicker (a spice taken makes a
#: sharing, about 35 times a game; a port paid its choosers)
_sharing, _chooser = quick(Sharing), quick(Chooser)


def next_chooser(s: State) -> None:
    """The next merchant chooses a spice; when none is left to choose, or no spice, the rest are discarded
    and a new port takes the paid port's place."""
    sharing = sharing_of(s)
    if sharing.queue and sharing.pool:
        s.phase, s.player = _PORT_CHOOSE, sharing.queue[0].player
        return
    s.discard.extend(sharing.pool)
    s.sharing = None
    new_port(s, sharing.slot)


def new_port(s: State, slot: int) -> None:
    """``borneo-shipping-new-port``: the top port of the deck is turned up where the paid one was; with none
    left, the game ends (``borneo-end-conditions``)."""
    if not s.port_deck:
        s.event("borneo-end-conditions", _(
            "Hay que sacar un puerto nuevo y el mazo de puertos está vacío: fin de la partida."))
        end_game(s, EndReason.PORTS)
        return
    pid = s.port_deck.pop()
    s.ports.insert(slot, OpenPort(pid))
    s.event("borneo-shipping-new-port", Later(_port_turned_up, s.port(pid)))
    draw_step(s)


def _port_turned_up(port: Port) -> Message:
    return _("Se descubre el puerto {port} (monopolio {monopoly}, límite {limit}).",
             port=port.name, monopoly=port.monopoly, limit=port.limit)
