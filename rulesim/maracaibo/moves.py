"""The moves of Maracaibo, each declared once: the first decisions, sailing (phase A) and the free actions
of phase B (the main actions are :mod:`.actions`, phase C :mod:`.draw`).

Rules: *First decisions* (``maracaibo-first-cards``, ``maracaibo-first-career``), *Navigation*
(``maracaibo-nav-*``, ``maracaibo-home-must-stop``, the reading ``maracaibo-q-home-reward``) and *Free
actions* (``maracaibo-free-*``, the reading ``maracaibo-q-career``).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from ..i18n import Message, Plural, _
from ..moves import GameMove
from . import components as K
from .components import MAX_POINTS
from .options import Career, HomeReward
from .parts import Free, FreeAction, Phase, player_name
from .rounds import start_turn

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


class Move(GameMove["State"]):
    """A decision of a game of Maracaibo."""


def seat_of(s: State) -> int:
    """The player to move (a move is only ever checked or applied when somebody is to move)."""
    assert s.player is not None
    return s.player


# --------------------------------------------------------------------------- the first decisions
class FirstCards(Move, phases=(Phase.FIRST_CARDS,)):
    """Of the eight cards dealt: ``plan`` goes to a planning space, ``discard`` (three, in increasing
    order) to the discard pile; the other four stay in the hand."""

    plan: int
    discard: tuple[int, ...]

    def check(self, s: State) -> None:
        hand = s.seats[seat_of(s)].hand
        discard = self.discard
        if len(discard) != K.DISCARD or len(set(discard)) != K.DISCARD:
            raise s.illegal(self, "maracaibo-first-cards", _("Hay que descartar exactamente tres cartas distintas."))
        if self.plan not in hand or any(c not in hand for c in discard):
            raise s.illegal(self, "maracaibo-first-cards", _("Solo se eligen cartas de las ocho repartidas."))
        if self.plan in discard:
            raise s.illegal(self, "maracaibo-first-cards", _(
                "La carta de planificación no puede ser también una de las descartadas."))
        if list(discard) != sorted(discard):
            raise s.illegal(self, "maracaibo-first-cards", _("Escribe las tres cartas descartadas en orden creciente."))

    def apply(self, s: State) -> None:
        p = seat_of(s)
        seat = s.seats[p]
        for c in (self.plan, *self.discard):
            seat.hand.remove(c)
        seat.planning.append(self.plan)
        s.discard.extend(self.discard)
        s.event("maracaibo-first-cards", _(
            "El {player} se queda cuatro cartas en la mano, pone una en su zona de planificación y descarta tres.",
            player=player_name(p)))
        if p + 1 < s.game.players:
            s.player = p + 1
        else:
            s.phase, s.player = Phase.CAREER, 0

    @classmethod
    def listed(cls, s: State) -> Iterable[FirstCards]:
        hand = s.seats[seat_of(s)].hand
        found = []
        for plan in hand:
            rest = sorted(c for c in hand if c != plan)
            found += [cls(plan, combo) for combo in combinations(rest, K.DISCARD)]
        return found

    def said(self, s: State) -> Message:
        return _("planifica la carta {card} y descarta {cards}", card=self.plan, cards=list(self.discard))


class ChooseCareer(Move, phases=(Phase.CAREER,)):
    """Keep career card ``card`` (one of the two received); the other goes back to the box."""

    card: int

    def check(self, s: State) -> None:
        p = seat_of(s)
        if self.card not in s.seats[p].career_offer:
            raise s.illegal(self, "maracaibo-first-career", _("Solo se elige una de tus dos cartas de carrera."))
        if s.figure_supply[s.colour(p)] < K.FIGURES_ON_CAREER:
            raise s.illegal(self, "maracaibo-first-career", _("No quedan tres figuras de tu color en el suministro."))

    def apply(self, s: State) -> None:
        p = seat_of(s)
        seat = s.seats[p]
        seat.career = self.card
        seat.career_offer = []
        s.figure_supply[s.colour(p)] -= K.FIGURES_ON_CAREER
        seat.career_figures = K.FIGURES_ON_CAREER
        s.event("maracaibo-first-career", _(
            "El {player} se queda la carta de carrera {card}, devuelve la otra a la caja y pone en ella tres figuras "
            "de su color del suministro.", player=player_name(p), card=self.card))
        if p + 1 < s.game.players:
            s.player = p + 1
        else:
            start_turn(s, 0)

    @classmethod
    def listed(cls, s: State) -> Iterable[ChooseCareer]:
        p = seat_of(s)
        if s.figure_supply[s.colour(p)] < K.FIGURES_ON_CAREER:
            return []
        return [cls(c) for c in s.seats[p].career_offer]

    def said(self, s: State) -> Message:
        return _("se queda la carta de carrera {card}", card=self.card)


# ------------------------------------------------------------------------------ phase A: sailing
class Sail(Move, phases=(Phase.NAVIGATE,)):
    """Sail along the arrows through the locations of ``path``, in order (the last one is where the ship ends)."""

    path: tuple[str, ...]

    def check(self, s: State) -> None:
        sea, r = s.game.sea, s.round
        if not self.path:
            raise s.illegal(self, "maracaibo-nav-points", _("Hay que avanzar al menos un lugar."))
        here, cost = s.seats[seat_of(s)].ship, 0
        for i, loc in enumerate(self.path):
            if loc not in sea.locations:
                raise s.illegal(self, "maracaibo-nav-locations", _("{loc} no es un lugar del mapa.", loc=loc))
            arrow = sea.arrow(here, loc, r)
            if arrow is None:
                raise self._no_arrow(s, here, loc)
            cost += arrow.cost
            if cost > MAX_POINTS:
                raise s.illegal(self, "maracaibo-nav-points", _("Ese camino cuesta más de 7 puntos de movimiento."))
            if sea.must_stop(loc, r) and i < len(self.path) - 1:
                rule_id = "maracaibo-home-must-stop" if sea.is_home(loc, r) else "maracaibo-nav-must-stop"
                raise s.illegal(self, rule_id, _("En {loc} hay que terminar el movimiento: no se puede pasar.",
                                                 loc=sea.name(loc)))
            here = loc

    def _no_arrow(self, s: State, here: str, loc: str) -> Exception:
        sea, r = s.game.sea, s.round
        behind = {x for x, rank in sea.order.items() if rank < sea.order[here]}
        if sea.arrow(loc, here, r) is not None or loc in behind:
            return s.illegal(self, "maracaibo-nav-no-backwards", _(
                "De {a} a {b} sería navegar hacia atrás, contra las flechas.", a=sea.name(here), b=sea.name(loc)))
        return s.illegal(self, "maracaibo-nav-arrows", _(
            "Ninguna flecha lleva de {a} a {b} en la ronda {round}.", a=sea.name(here), b=sea.name(loc),
            round=K.round_name(r)))

    def apply(self, s: State) -> None:
        sea, r, p = s.game.sea, s.round, seat_of(s)
        start = s.seats[p].ship
        here = start
        for loc in self.path:
            if len(sea.arrows_from(here, r)) > 1:
                s.event("maracaibo-nav-arrows", _("En {a} salen varias flechas: el barco sigue la que lleva a {b}.",
                                                  a=sea.name(here), b=sea.name(loc)))
            here = loc
        cost = sea.cost(start, self.path, r)
        end = self.path[-1]
        s.seats[p].ship = end
        assert s.turn is not None
        s.turn.path, s.turn.spent = list(self.path), cost
        s.event("maracaibo-nav-step", Plural(
            "El barco navega de {a} a {b}: {n} punto de movimiento.",
            "El barco navega de {a} a {b}: {n} puntos de movimiento.", cost, a=sea.name(start), b=sea.name(end)))
        if len(self.path) > 1:
            s.event("maracaibo-nav-skip", _("Pasa sin detenerse por {locs}.",
                                            locs=[sea.name(x) for x in self.path[:-1]]))
        if cost < MAX_POINTS:
            s.event("maracaibo-nav-points", Plural(
                "Queda {n} punto de movimiento sin usar: se pierde.",
                "Quedan {n} puntos de movimiento sin usar: se pierden.", MAX_POINTS - cost))
        self._arrived(s, p, end)
        s.phase = Phase.ACTIONS

    @staticmethod
    def _arrived(s: State, p: int, end: str) -> None:
        sea, r = s.game.sea, s.round
        if sea.must_stop(end, r):
            rule_id = "maracaibo-home-must-stop" if sea.is_home(end, r) else "maracaibo-nav-must-stop"
            s.event(rule_id, _("{loc} no se puede saltar: el movimiento termina ahí.", loc=sea.name(end)))
        if any(q != p and seat.ship == end for q, seat in enumerate(s.seats)):
            s.event("maracaibo-nav-shared", _("Ya hay otro barco en {loc}: el barco se coloca a su lado.",
                                              loc=sea.name(end)))
        if sea.is_home(end, r) and end in ("21a", "21b") and s.game.options.home_reward is HomeReward.ON_ARRIVAL:
            gain_home_points(s, p, "maracaibo-q-home-reward")

    @classmethod
    def listed(cls, s: State) -> Iterable[Sail]:
        return [cls(v.path) for v in s.game.sea.voyages(s.seats[seat_of(s)].ship, s.round)]

    def said(self, s: State) -> Message:
        try:
            return _("navega hasta {loc}", loc=s.game.sea.name(self.path[-1]))
        except (IndexError, KeyError):
            return _("navega")


def gain_home_points(s: State, p: int, rule_id: str) -> None:
    """Spaces 21a and 21b: 3 victory points (``maracaibo-home-21``, or on arrival: ``maracaibo-q-home-reward``)."""
    s.seats[p].vp += K.HOME_POINTS
    s.event(rule_id, Plural("Gana {n} punto de victoria en {loc}.", "Gana {n} puntos de victoria en {loc}.",
                            K.HOME_POINTS, loc=s.seats[p].ship))


# ------------------------------------------------------------------------ phase B: free actions
class PlanCard(Move, phases=(Phase.ACTIONS,)):
    """Put hand card ``card`` on a free space of the planning area."""

    card: int

    def check(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        if len(seat.planning) >= K.PLANNING_SPACES:
            raise s.illegal(self, "maracaibo-free-plan", _(
                "Los tres espacios de planificación están llenos: no se puede poner otra carta."))
        if self.card not in seat.hand:
            if self.card in seat.planning:
                raise s.illegal(self, "maracaibo-free-plan-cards", _("Esa carta ya está en tu zona de planificación."))
            raise s.illegal(self, "maracaibo-free-plan", _("Solo se planifica una carta de tu mano."))

    def apply(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        seat.hand.remove(self.card)
        seat.planning.append(self.card)
        assert s.turn is not None
        s.turn.free.append(FreeAction(Free.PLAN, self.card))
        s.event("maracaibo-free-plan", _(
            "Acción gratuita: pone la carta {card} en su zona de planificación ({n} de 3).", card=self.card,
            n=len(seat.planning)))
        s.event("maracaibo-free-plan-cards", _(
            "Allí ya no cuenta como carta de la mano ni para el límite, y no se puede descartar ni usar como bien."))

    @classmethod
    def listed(cls, s: State) -> Iterable[PlanCard]:
        seat = s.seats[seat_of(s)]
        return [cls(c) for c in seat.hand] if len(seat.planning) < K.PLANNING_SPACES else []

    def said(self, s: State) -> Message:
        return _("planifica la carta {card}", card=str(self.card))


class CompleteGoal(Move, phases=(Phase.ACTIONS,)):
    """Complete goal ``goal`` (0, 1 or 2) of one's career card."""

    goal: int

    def check(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        if seat.career is None:
            raise s.illegal(self, "maracaibo-free-career", _("Todavía no tienes carta de carrera."))
        if not 0 <= self.goal < K.CAREER_GOALS:
            raise s.illegal(self, "maracaibo-free-career", _("Una carta de carrera tiene los objetivos 1, 2 y 3."))
        if self.goal in seat.career_done:
            raise s.illegal(self, "maracaibo-free-career", _("Ese objetivo ya está cumplido."))

    def apply(self, s: State) -> None:
        seat = s.seats[seat_of(s)]
        seat.career_done.append(self.goal)
        assert s.turn is not None
        s.turn.free.append(FreeAction(Free.GOAL, self.goal))
        s.event("maracaibo-free-career", _(
            "Acción gratuita: cumple el objetivo {n} de su carta de carrera (el texto no dice qué da).",
            n=self.goal + 1))
        if s.game.options.career is Career.TO_PLAYER and seat.career_figures > 0:
            seat.career_figures -= 1
            seat.figures += 1
            s.event("maracaibo-q-career", _("La figura de ese objetivo pasa a sus figuras."))

    @classmethod
    def listed(cls, s: State) -> Iterable[CompleteGoal]:
        seat = s.seats[seat_of(s)]
        if seat.career is None:
            return []
        return [cls(g) for g in range(K.CAREER_GOALS) if g not in seat.career_done]

    def said(self, s: State) -> Message:
        return _("cumple un objetivo de carrera")
