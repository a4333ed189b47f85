"""The moves of a game of Borneo that belong to no rules section of their own — placing a merchant,
passing, changing company, discarding — each declared once, and the flow of the turn they lead to:
shipping, drawing, the next turn, the end of the game and its last round of missions.

Rules: *Setup* (``borneo-setup-placement``, ``borneo-setup-company-ranks``), *The turn*
(``borneo-turn-order``), *2. Companies* (``borneo-companies-choice``, ``borneo-companies-move``), *4. Drawing*
(``borneo-draw-*``), *End of the game* (``borneo-end-*``) and *Scoring* (``borneo-scoring-*``).  The moves of
the other sections are declared with their rules: :mod:`.missions` (``CompleteMission``), :mod:`.fight`
(``Attack``, ``Defend``, ``Relocate``, ``KeepCards``) and :mod:`.shipping` (``PlayCard``, ``TakeSpice``).

Changing company is a pure function of the columns (:func:`move_merchant`), shared by the engine and the
dispute question ``move``:

    >>> problem, after = move_merchant({"red": [0, 1, 2], "blue": [3]}, "red", 0, "blue")
    >>> problem, after["red"], after["blue"]
    (None, [1, 2], [3, 0])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import fields
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, TypeVar

from ..engine import player_name
from ..i18n import Later, Message, Plural, _
from ..moves import GameMove
from .components import COMPANIES, HAND_LIMIT, SPACES_PER_COMPANY, company_name
from .options import ShortDraw
from .parts import EndReason, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State

#: phases the moves of every turn set or compare, read once (under Python 3.11 reading a member from its enum class
#: goes through ``EnumType.__getattr__``'s slot: ten times a global's cost)
_MISSIONS, _COMPANIES, _SHIPPING, _DISCARD = Phase.MISSIONS, Phase.COMPANIES, Phase.SHIPPING, Phase.DISCARD


class Move(GameMove["State"]):
    """A decision of a game of Borneo."""


M = TypeVar("M", bound=Move)
K = TypeVar("K")
V = TypeVar("V")
#: how many moves of one class :func:`reused` keeps
KEPT = 4096


def reused(cls: type[M]) -> Callable[..., M]:
    """``cls``'s constructor for the listings: each move built once and then looked up (the ``KEPT`` most
    recently listed of the class).  A move is an immutable value, and the same moves come back listing after
    listing — each card of the hand under each face-up port, each merchant to each open company — so a
    listing finds most of them built: a game between random players lists about 1 660 moves.  For a class
    whose moves are few (a card and a port, a merchant and a company), :class:`Built` finds them quicker."""
    return lru_cache(maxsize=KEPT)(cls)


def fresh_row(cls: type[M], varying: str) -> Callable[..., list[M]]:
    """A listing's constructor of a row of ``cls``'s moves: ``row(*fields, values)`` is the list of the moves whose
    fields are ``fields`` (every field but ``varying``, in order) and ``varying`` each of ``values`` in turn.  Each
    field is given a value of exactly the type its annotation names (a company's name, ranks from ``range``, a tuple
    of the hand's card numbers), so each move is the one the class's quick ``__init__`` makes for those values — the
    same fields in the same order in its ``__dict__`` — without a call through the class and its type tests.  For a
    class whose moves vary too much to be kept (an attack's cards): in games between random players,
    :func:`reused`'s bounded cache found only 54 % of the attacks built, and keeping them cost more time than
    building them anew."""
    names = [f.name for f in fields(cls)]
    given = [name for name in names if name != varying]
    stores = ", ".join(f"{name!r}: {name if name != varying else None}" for name in names)
    scope: dict[str, Any] = {"_new": object.__new__, "_set": object.__setattr__, "_cls": cls}
    exec("\n".join([  # as the quick __init__ is made: the fields are known at run time
        f"def row({', '.join(given)}, _values):",
        f"    copy = {{{stores}}}.copy",  # each move's fields: a copy of the row's, the varying one set
        "    moves = []",
        "    for value in _values:",
        "        fields = copy()",
        f"        fields[{varying!r}] = value",
        "        move = _new(_cls)",
        "        _set(move, '__dict__', fields)",
        "        moves.append(move)",
        "    return moves",
    ]), scope)
    row: Callable[..., list[M]] = scope["row"]
    row.__qualname__ = f"fresh_row({cls.__qualname__})"
    return row


class Built(dict[K, V]):
    """Values built on first use and then looked up: ``table[key]`` is ``build(key)``, made once.  The listings'
    table of the moves of a class with few of them — as many as the components allow, each card under each
    port, each merchant to each company — so a listing looks each move up by subscript (a listed move costs a
    dictionary lookup, not a call); moves are immutable values."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[K], V]) -> None:
        super().__init__()
        self.build = build

    def __missing__(self, key: K) -> V:
        value = self[key] = self.build(key)
        return value


def mover(s: State) -> int:
    """The player who decides now (a move is only checked or played when someone is to move)."""
    assert s.player is not None
    return s.player


def own_merchant(s: State, move: Move, company: str, rank: int, rule_id: str) -> None:
    """Refuse ``move`` unless the player to move has a merchant at ``rank`` (from 0) of ``company``."""
    if company not in s.companies:
        raise s.illegal(move, rule_id, _("No existe esa compañía."))
    column = s.companies[company]
    if not 0 <= rank < len(column) or column[rank] != s.player:
        raise s.illegal(move, rule_id, _("No tienes un comerciante en el puesto {rank}.º de {company}.",
                                         rank=rank + 1, company=company_name(company)))


# ------------------------------------------------------------------------------------- setup
def _placed(player: int, rank: int, company: str) -> Message:
    return _("El {player} coloca un comerciante en el puesto {rank}.º de {company}.",
             player=player_name(player), rank=rank, company=company_name(company))


class PlaceMerchant(Move, phases=(Phase.PLACEMENT,)):
    """Setup: put a merchant on the first empty space of ``company``."""

    company: str

    def check(self, s: State) -> None:
        if self.company not in s.companies:
            raise s.illegal(self, "borneo-setup-company-ranks", _("No existe esa compañía."))
        if len(s.companies[self.company]) >= SPACES_PER_COMPANY:
            raise s.illegal(self, "borneo-setup-placement",
                            _("No quedan espacios libres en {company}.", company=company_name(self.company)))

    def apply(self, s: State) -> None:
        p = mover(s)
        column = s.companies[self.company]
        column.append(p)
        s.event("borneo-setup-placement", Later(_placed, p, len(column), self.company))
        s.queue.pop(0)
        if s.queue:
            s.player = s.queue[0]
        else:
            start_turn(s, 0)

    @classmethod
    def listed(cls, s: State) -> Iterable[PlaceMerchant]:
        return [_place_merchant[c] for c, col in s.companies.items() if len(col) < SPACES_PER_COMPANY]

    def said(self, s: State) -> Message:
        return _("coloca un comerciante en {company}", company=company_name(self.company))


_place_merchant = Built(PlaceMerchant)


# ------------------------------------------------------------------------------ the turn
class Pass(Move, phases=(Phase.MISSIONS, Phase.COMPANIES, Phase.FINAL_MISSIONS)):
    """Decline the optional action of this phase (a mission, the companies action)."""

    def check(self, s: State) -> None:
        """(the mission and the companies actions are optional: passing is always allowed in their phases)"""

    def apply(self, s: State) -> None:
        if s.phase is _MISSIONS:
            s.phase = _COMPANIES
        elif s.phase is _COMPANIES:
            begin_shipping(s)
        else:
            next_final_player(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Pass]:
        return [_pass[None]]

    def said(self, s: State) -> Message:
        return _("pasa")


#: ``_pass[None]``: the one move of its class (listed at almost every turn)
_pass: Built[None, Pass] = Built(lambda _none: Pass())


def start_turn(s: State, p: int) -> None:
    s.turn_player = s.player = p
    s.phase = _MISSIONS


# ----------------------------------------------------------------------- changing company
def move_merchant(companies: Mapping[str, Sequence[int]], company: str, rank: int, to: str
                  ) -> tuple[tuple[str, Message] | None, dict[str, list[int]]]:
    """Why the merchant at ``rank`` (0 = first space) of ``company`` cannot go to ``to`` (rule id,
    reason), or ``None`` and the columns afterwards (every company, owners from rank 1 down):
    ``borneo-companies-move`` — the merchant leaves its company, the merchants below it move up one rank
    to close the gap, and it takes the first empty space of the other company; a full company (five
    merchants) takes none."""
    after = {c: list(companies.get(c, ())) for c in COMPANIES}
    if company not in COMPANIES or to not in COMPANIES:
        return ("borneo-companies-move", _("No existe esa compañía.")), after
    if not 0 <= rank < len(after[company]):
        return ("borneo-companies-move", _("No hay ningún comerciante en el puesto {rank}.º de {company}.",
                                           rank=rank + 1, company=company_name(company))), after
    if to == company:
        return ("borneo-companies-move", _("El comerciante debe ir a otra compañía.")), after
    if len(after[to]) >= SPACES_PER_COMPANY:
        return ("borneo-companies-move", _("En {company} no quedan puestos libres: sus cinco puestos están ocupados.",
                                           company=company_name(to))), after
    owner = after[company].pop(rank)
    after[to].append(owner)
    return None, after


def move_message(company: str, rank: int, to: str, new_rank: int, moved_up: int) -> Message:
    """What happened, in words (``rank`` and ``new_rank`` from 0)."""
    if moved_up:
        return _("El comerciante deja el puesto {old_rank}.º de {old} y ocupa el puesto {rank}.º de {new}; "
                 "los de debajo suben un puesto.", old_rank=rank + 1, old=company_name(company), rank=new_rank + 1,
                 new=company_name(to))
    return _("El comerciante deja el puesto {old_rank}.º de {old} y ocupa el puesto {rank}.º de {new}.",
             old_rank=rank + 1, old=company_name(company), rank=new_rank + 1, new=company_name(to))


class MoveMerchant(Move, phases=(Phase.COMPANIES,)):
    """Move one's merchant at ``rank`` (0 = first space) of ``company`` to company ``to``."""

    company: str
    rank: int
    to: str

    def check(self, s: State) -> None:
        own_merchant(s, self, self.company, self.rank, "borneo-companies-move")
        problem, _after = move_merchant(s.companies, self.company, self.rank, self.to)
        if problem:
            raise s.illegal(self, *problem)

    def apply(self, s: State) -> None:
        column, to = s.companies[self.company], s.companies[self.to]
        below = len(column) - self.rank - 1
        to.append(column.pop(self.rank))  # what move_merchant does, in place (the move was checked)
        s.event("borneo-companies-move", Later(move_message, self.company, self.rank, self.to, len(to) - 1, below))
        begin_shipping(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[MoveMerchant]:
        p = mover(s)
        companies = s.companies
        row = _move_merchant[tuple([c for c, col in companies.items() if len(col) < SPACES_PER_COMPANY])]
        moves: list[MoveMerchant] = []
        for c, col in companies.items():
            if p in col:
                if col.count(p) == 1:  # (one merchant of the player's in the company: nearly always)
                    moves += row[c, col.index(p)]
                    continue
                for r, owner in enumerate(col):
                    if owner == p:
                        moves += row[c, r]
        return moves

    def said(self, s: State) -> Message:
        return _("cambia de compañía")


#: ``_change[company, rank][to]``: the merchant at ``rank`` of ``company`` moves to ``to``
_change: Built[tuple[str, int], Built[str, MoveMerchant]] = Built(
    lambda merchant: Built(lambda to: MoveMerchant(*merchant, to)))
#: ``_move_merchant[open_companies][company, rank]``: that merchant's moves to each open company but its own, in
#: order (at most 32 sets of open companies × 5 × 5 merchants)
_move_merchant: Built[tuple[str, ...], Built[tuple[str, int], tuple[MoveMerchant, ...]]] = Built(
    lambda open_companies: Built(lambda merchant: tuple(_change[merchant][to] for to in open_companies
                                                        if to != merchant[0])))


# --------------------------------------------------------------------------- shipping, drawing
def begin_shipping(s: State) -> None:
    """The third action: the turn's player ships a card (with no card in hand, drawing follows)."""
    s.phase, s.player = _SHIPPING, s.turn_player
    if not s.seats[s.turn_player].hand:
        s.event("borneo-shipping-play", _("Sin cartas en la mano no se puede enviar nada."))
        draw_step(s)


def _draw_one(s: State) -> bool:
    if not s.draw:
        if not s.discard:
            return False
        s.draw = s.shuffled(s.discard)
        s.discard = []
        s.event("borneo-draw-reshuffle", _("El mazo se ha agotado: se barajan los descartes como nuevo mazo."))
    s.seats[s.turn_player].hand.append(s.draw.pop())
    return True


def draw_step(s: State) -> None:
    """The fourth action: draw two cards (``borneo-draw-two``), or end the game when they are not there."""
    p = s.turn_player
    if len(s.draw) >= 2:  # _draw_one twice, with cards enough in the pile (nearly always)
        hand, draw = s.seats[p].hand, s.draw
        hand.append(draw.pop())
        hand.append(draw.pop())
        drawn = 2
    else:
        drawn = 0
        for _i in range(2):
            if not _draw_one(s):
                break
            drawn += 1
    if drawn == 0 or (drawn == 1 and s.game.options.short_draw == ShortDraw.END):
        s.event("borneo-end-conditions" if drawn == 0 else "borneo-q-short-draw", _(
            "Hay que robar dos cartas y no quedan suficientes: fin de la partida."))
        end_game(s, EndReason.CARDS)
        return
    s.event("borneo-draw-two", Later(_drew, p, drawn))
    if drawn == 1:
        s.event("borneo-q-short-draw", _("Solo quedaba una carta; la partida sigue."))
    if len(s.seats[p].hand) > HAND_LIMIT:
        s.phase, s.player = _DISCARD, p
    else:
        next_turn(s)


def _discarded(player: int, n: int) -> Message:
    return Plural("El {player} descarta {n} carta y se queda con seis.",
                  "El {player} descarta {n} cartas y se queda con seis.", n, player=player_name(player))


def _drew(player: int, drawn: int) -> Message:
    return Plural("El {player} roba {n} carta.", "El {player} roba {n} cartas.", drawn, player=player_name(player))


class Discard(Move, phases=(Phase.DISCARD,)):
    """Discard these cards from hand to get down to six."""

    cards: tuple[int, ...]

    def check(self, s: State) -> None:
        hand = s.seats[mover(s)].hand
        excess = len(hand) - HAND_LIMIT
        if len(set(self.cards)) != len(self.cards) or any(c not in hand for c in self.cards) \
                or len(self.cards) != excess:
            raise s.illegal(self, "borneo-draw-hand-limit", Plural(
                "Hay que descartar exactamente {n} carta de la mano para quedarse con seis.",
                "Hay que descartar exactamente {n} cartas de la mano para quedarse con seis.", excess))

    def apply(self, s: State) -> None:
        p = mover(s)
        for c in self.cards:
            s.seats[p].hand.remove(c)
            s.discard.append(c)
        s.event("borneo-draw-hand-limit", Later(_discarded, p, len(self.cards)))
        next_turn(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Discard]:
        hand = s.seats[mover(s)].hand
        return [_discard(cards) for cards in combinations(hand, len(hand) - HAND_LIMIT)]

    def said(self, s: State) -> Message:
        return Plural("descarta {n} carta", "descarta {n} cartas", len(self.cards))


_discard = reused(Discard)


def next_turn(s: State) -> None:
    s.turn += 1
    s.turn_player = s.player = (s.turn_player + 1) % s.game.players  # start_turn, without its call
    s.phase = _MISSIONS


# ------------------------------------------------------------------------- the end of the game
def end_game(s: State, reason: EndReason) -> None:
    """``borneo-end-clear-table``: the ports on the table, their cards and every hand are discarded;
    ``borneo-end-last-mission``: a last round of missions from the left of the last player."""
    s.ended_by = reason
    for open_port in s.ports:
        s.port_discard.append(open_port.port)
        s.discard.extend(open_port.cards)
    s.ports = []
    for seat in s.seats:
        s.discard.extend(seat.hand)
        seat.hand.clear()
    s.event("borneo-end-clear-table", _("Se descartan los puertos de la mesa, sus cartas y las manos de todos."))
    n = s.game.players
    s.queue = [(s.turn_player + 1 + i) % n for i in range(n)]
    s.event("borneo-end-last-mission", Later(_last_round, s.queue[0]))
    s.phase, s.player = Phase.FINAL_MISSIONS, s.queue[0]


def _last_round(player: int) -> Message:
    return _("Última ronda de misiones, empezando por el {player}.", player=player_name(player))


def next_final_player(s: State) -> None:
    s.queue.pop(0)
    if s.queue:
        s.player = s.queue[0]
        return
    s.phase, s.player = Phase.OVER, None
    s.event("borneo-scoring-points", Later(_final_scores, tuple(s.scores())))
    s.event("borneo-scoring-tie", Later(_winners, tuple(s.winners())))


def _final_scores(scores: tuple[int, ...]) -> Message:
    return _("Puntuación final: {scores}.", scores=[_("{player}: {points}", player=player_name(p), points=points)
                                                    for p, points in enumerate(scores)])


def _winners(winners: tuple[int, ...]) -> Message:
    return _("Gana: {winners}.", winners=[player_name(p) for p in winners])


__all__ = ["Move", "reused", "fresh_row", "Built", "PlaceMerchant", "Pass", "MoveMerchant", "Discard", "move_merchant",
           "move_message", "own_merchant", "begin_shipping", "draw_step", "next_turn", "end_game", "next_final_player"]
