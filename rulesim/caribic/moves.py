"""The moves of a round of Caribic, each declared once: bribing, tie-breaking, sailing and stopping (the
treasure actions are :mod:`.treasure`), with the auction and the end of a round they lead to.

Rules: *Bribing* (``caribic-bribe-*``), *Moving the ships* (``caribic-move-*``), *Ties*
(``caribic-tie-*``, decided by :func:`.auction.resolve_auction`) and *The following rounds*
(``caribic-round-*``, ``caribic-end``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from ..moves import GameMove
from .auction import AuctionResult, player_name, resolve_auction
from .components import COLOUR_NAMES, SHIPS, BribeCard, grid_name, haven_colour
from .game import CHESTS_PER_ROUND
from .options import Occupied
from .parts import Phase, Scope, Tie, Turn

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


class Move(GameMove["State"]):
    """A decision of a round of Caribic."""


# --------------------------------------------------------------------------------- bribing
class Bribe(Move, phases=(Phase.BRIBE,)):
    """Put bribe card ``card`` on the next ship of one's card holder (Arriba first)."""

    card: int

    def check(self, s: State) -> None:
        p = s.player
        assert p is not None
        if not 0 <= self.card < len(s.game.cards):
            raise s.illegal(self, "caribic-bribe-assign", _("Esa carta de soborno no existe."))
        if self.card in s.seats[p].bids:
            raise s.illegal(self, "caribic-bribe-assign", _("Esa carta ya está asignada a otro barco."))

    def apply(self, s: State) -> None:
        p = s.player
        assert p is not None
        seat = s.seats[p]
        seat.bids.append(self.card)
        if len(seat.bids) < len(SHIPS):
            return
        seat.tiebreaker = next(c.id for c in s.game.cards if c.id not in seat.bids)
        s.event("caribic-bribe-tiebreaker", _(
            "El {player} ha asignado sus seis cartas; la séptima queda boca abajo para desempatar.",
            player=player_name(p)))
        if p + 1 < s.game.players:
            s.player = p + 1
            return
        s.event("caribic-bribe-locked", _("Todos están listos: las ofertas ya no pueden cambiar."))
        s.ship = SHIPS[0]
        open_auction(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[Bribe]:
        assert s.player is not None
        used = s.seats[s.player].bids
        return [cls(c.id) for c in s.game.cards if c.id not in used]

    def said(self, s: State) -> Message:
        return _("asigna una carta de soborno")  # (secret: the others do not see which)

    def said_to_mover(self, s: State) -> Message:
        assert s.player is not None
        bids = s.seats[s.player].bids
        ship = SHIPS[len(bids)] if len(bids) < len(SHIPS) else SHIPS[-1]
        return _("pone su carta «{card}» en el {ship}", card=s.card(self.card).describe(), ship=ship)


class TieBreak(Move, phases=(Phase.TIE,)):
    """In a tie: turn up one's tie-breaker (``True``) or keep it hidden."""

    reveal: bool

    def check(self, s: State) -> None:
        """(a player whose tie-breaker is spent has nothing to decide: the tie never waits for them)"""

    def apply(self, s: State) -> None:
        assert s.tie is not None and s.player is not None
        s.tie = s.tie.decide(s.player, self.reveal)
        next_decider(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[TieBreak]:
        return [cls(True), cls(False)]

    def said(self, s: State) -> Message:
        return _("descubre su desempate") if self.reveal else _("deja tapado su desempate")


# --------------------------------------------------------------------------- the auction
def bids_for(s: State, ship: str) -> dict[int, BribeCard]:
    """The card each player assigned to ``ship``."""
    i = SHIPS.index(ship)
    return {p: s.card(seat.bids[i]) for p, seat in enumerate(s.seats)}


def open_auction(s: State) -> None:
    s.event("caribic-move-order", _("Turno del {ship}.", ship=s.ship))
    probe = resolve_auction(s.ship, bids_for(s, s.ship), options=s.game.options)
    if len(probe.tied) == 1:
        finish_auction(s, probe)
        return
    s.tie = Tie(tuple(probe.tied), tuple(p for p in probe.tied if not s.seats[p].spent))
    next_decider(s)


def next_decider(s: State) -> None:
    t = s.tie
    assert t is not None
    if t.queue:
        s.phase, s.player = Phase.TIE, t.queue[0]
        return
    tiebreakers = {p: None if s.seats[p].spent else s.card(_tiebreaker(s, p)) for p in t.tied}
    result = resolve_auction(s.ship, bids_for(s, s.ship), tiebreakers, t.decided, s.game.options)
    for p in result.revealed:
        s.seats[p].spent = True  # caribic-tie-spent
    s.tie = None
    finish_auction(s, result)


def _tiebreaker(s: State, p: int) -> int:
    card = s.seats[p].tiebreaker
    assert card is not None
    return card


def finish_auction(s: State, result: AuctionResult) -> None:
    for step in result.explanation.steps:
        s.event(step.rule_id, step.message)
    if result.winner is None:
        next_ship(s)
        return
    s.turn = Turn(s.ship, result.winner, result.distance, (s.positions[s.ship],))
    s.phase, s.player = Phase.MOVE, result.winner
    s.event("caribic-treasure-active", _("El {player} es el jugador activo del {ship}.",
                                         player=player_name(result.winner), ship=s.ship))


# --------------------------------------------------------------------------- the voyage
def _can_finish_from(s: State, space: str, steps: int) -> bool:
    """Whether a ship standing on ``space`` could still reach a space where it may stop."""
    assert s.turn is not None
    ship = s.turn.ship
    frontier, seen = [space], {space}
    for _i in range(steps + 1):
        if any(not s.occupied(x, but=ship) for x in frontier):
            return True
        frontier = [n for x in frontier for n in s.game.sea.neighbours[x] if n not in seen]
        seen.update(frontier)
    return False


class Sail(Move, phases=(Phase.MOVE,)):
    """Move the ship one space, to ``space`` (adjacent)."""

    space: str

    def check(self, s: State) -> None:
        t, sea = s.turn, s.game.sea
        assert t is not None
        if self.space not in sea.spaces:
            raise s.illegal(self, "caribic-q-map", _("Ese espacio no está en el mapa."))
        if not sea.adjacent(s.here(), self.space):
            raise s.illegal(self, "caribic-move-distance", _(
                "Un barco avanza de un espacio a otro contiguo, y {space} no es contiguo a {here}.",
                space=s.label(self.space), here=s.label(s.here())))
        if t.remaining < 1:
            raise s.illegal(self, "caribic-move-distance", _("Al {ship} no le quedan espacios de movimiento.",
                                                             ship=t.ship))
        other = s.occupant(self.space, but=t.ship)
        if other is None:
            return
        if s.game.options.occupied is Occupied.BLOCK:
            raise s.illegal(self, "caribic-q-occupied", _(
                "Con la lectura «un espacio ocupado corta el paso», el {other} en {space} cierra el paso.",
                other=other, space=s.label(self.space)))
        if not _can_finish_from(s, self.space, t.remaining - 1):
            raise s.illegal(self, "caribic-move-one-ship", _(
                "Solo se puede cruzar un espacio ocupado si después queda sitio libre al alcance, y desde {space} "
                "no queda.", space=s.label(self.space)))

    def apply(self, s: State) -> None:
        t = s.turn
        assert t is not None
        s.positions[t.ship] = self.space
        s.turn = Turn(t.ship, t.player, t.remaining - 1, t.path + (self.space,), t.actions)
        other = s.occupant(self.space, but=t.ship)
        if other is not None:
            s.event("caribic-move-pass-occupied", _("El {ship} cruza {space}, donde está el {other}.", ship=t.ship,
                                                    space=s.label(self.space), other=other))
        elif s.game.sea.is_haven(self.space):
            s.event("caribic-move-havens", _("El {ship} entra en {space}.", ship=t.ship, space=s.label(self.space)))

    @classmethod
    def listed(cls, s: State) -> Iterable[Sail]:
        assert s.turn is not None
        if s.turn.remaining < 1:
            return []
        return [m for m in (cls(x) for x in sorted(s.game.sea.neighbours[s.here()])) if s.is_legal(m)]

    def said(self, s: State) -> Message:
        colour = haven_colour(self.space)
        if colour is not None:
            return _("avanza al refugio {colour}", colour=COLOUR_NAMES[colour])
        return _("avanza a {space}", space=grid_name(self.space) or self.space)


class EndMove(Move, phases=(Phase.MOVE,)):
    """The ship stops here; the next ship's auction follows."""

    def check(self, s: State) -> None:
        assert s.turn is not None
        other = s.occupant(s.here(), but=s.turn.ship)
        if other is not None:
            raise s.illegal(self, "caribic-move-one-ship", _(
                "Solo un barco puede detenerse en un espacio de mar, y en {space} está el {other}.",
                space=s.label(s.here()), other=other))

    def apply(self, s: State) -> None:
        t = s.turn
        assert t is not None
        s.event("caribic-move-optional", Plural(
            "El {ship} se detiene en {space} tras {n} espacio.", "El {ship} se detiene en {space} tras {n} espacios.",
            len(t.path) - 1, ship=t.ship, space=s.label(s.here())))
        others = [ship for ship, pos in s.positions.items() if pos == s.here() and ship != t.ship]
        if others and s.game.sea.is_haven(s.here()):
            s.event("caribic-q-haven-ships", _(
                "Comparte el refugio con: {others}. La regla de un barco por espacio habla de los espacios de mar; "
                "este sitio lee que en un refugio caben varios barcos.", others=others))
        s.turn = None
        next_ship(s)

    @classmethod
    def listed(cls, s: State) -> Iterable[EndMove]:
        return [cls()] if s.is_legal(cls()) else []

    def said(self, s: State) -> Message:
        return _("termina el movimiento")


# ------------------------------------------------------------------------------ the round
def next_ship(s: State) -> None:
    index = s.ship_index + 1
    if index < len(SHIPS):
        if s.scope is Scope.TURN:  # a situation: the next ship's auction is not part of it
            s.phase, s.player = Phase.TURN_END, None
            return
        s.ship = SHIPS[index]
        open_auction(s)
        return
    end_round(s)


def end_round(s: State) -> None:
    s.event("caribic-round-end", _("Los seis barcos han tenido su turno: termina la ronda {n}.", n=s.round))
    new = s.supply[:CHESTS_PER_ROUND]
    s.supply = s.supply[CHESTS_PER_ROUND:]
    for chest in new:
        s.port_chests[s.chest(chest).port] = chest
    if new:
        s.event("caribic-round-chests", Plural(
            "Sale {n} cofre nuevo del suministro, a su ciudad: {towns}.",
            "Salen {n} cofres nuevos del suministro, a sus ciudades: {towns}.", len(new),
            towns=[s.chest(c).port for c in new]))
    else:
        s.event("caribic-round-chests", _("El suministro de cofres ya está vacío."))
    for seat in s.seats:
        seat.bids, seat.tiebreaker, seat.spent = [], None, False
    s.ship = SHIPS[0]
    if s.round >= s.game.options.last_round or len(s.delivered) == len(s.game.chests):
        s.phase, s.player = Phase.OVER, None
        s.event("caribic-end", _("Fin de la partida (ronda {n}); gana quien tiene más doblones: {winners}.",
                                 n=s.round, winners=[player_name(p) for p in s.winners()]))
        s.event("caribic-q-winner", _(
            "Quién gana es una lectura: el «Objeto del juego» del texto está vacío; aquí gana quien tiene más "
            "doblones, y los empatados comparten la victoria."))
        return
    s.round += 1
    s.phase, s.player = Phase.BRIBE, 0
    s.event("caribic-round-reset", _("Cada jugador recoge sus cartas; los barcos se quedan donde están."))
    if s.scope is Scope.TURN:
        s.phase, s.player = Phase.TURN_END, None
