"""Everything that makes a Maracaibo position impossible (:meth:`State.problems <.state.State.problems>`),
each as a :class:`~rulesim.position.Problem` naming the part at fault and the rule.

Rules: the material (``maracaibo-setup-deal``, ``-display``, ``-doubloons``, ``-missions``, ``-property``,
``maracaibo-player-figures``), each player's ship board (``maracaibo-player-board``, ``maracaibo-free-plan``,
``maracaibo-draw-hand-limit``, ``maracaibo-nav-locations``, ``maracaibo-home-20``), and the round, phase,
player and turn (``maracaibo-rounds``, ``maracaibo-turn-phases``, ``maracaibo-turn-next``,
``maracaibo-nav-points``).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..i18n import _
from ..position import Problem
from . import components as K
from .components import START, Upgrade
from .parts import TURN_PHASES, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def position_problems(s: State) -> list[Problem]:
    if len(s.seats) != s.game.players:
        return [Problem("seats", "maracaibo-player-board", _(
            "Hay un tablero de barco por jugador: {n}.", n=s.game.players))]
    return (_phase_problems(s) + _card_problems(s) + _money_problems(s) + _figure_problems(s) + _seat_problems(s)
            + _first_decision_problems(s) + _tile_problems(s) + _turn_problems(s))


def _phase_problems(s: State) -> list[Problem]:
    out = []
    if s.phase not in list(Phase):
        out.append(Problem("phase", "maracaibo-turn-phases", _("Fase desconocida.")))
    if not 1 <= s.round <= K.ROUNDS:
        out.append(Problem("round", "maracaibo-rounds", _("La partida tiene cuatro rondas, de la I a la IV.")))
    if s.phase is Phase.OVER:
        if s.player is not None:
            out.append(Problem("player", "maracaibo-turn-phases", _(
                "La partida ha terminado: ya no juega nadie.")))
    elif s.player is None or not 0 <= s.player < s.game.players:
        out.append(Problem("player", "maracaibo-turn-next", _("Ese jugador no está en la partida.")))
    return out


def _card_problems(s: State) -> list[Problem]:
    out = []
    places = ([("draw", s.draw), ("display", [c for c in s.display if c is not None]), ("discard", s.discard),
               ("box", s.box)] + [(f"seats[{p}].hand", seat.hand) for p, seat in enumerate(s.seats)]
              + [(f"seats[{p}].planning", seat.planning) for p, seat in enumerate(s.seats)])
    cards = set(s.game.cards())
    seen: set[int] = set()
    for where, zone in places:
        if any(c in seen or c not in cards for c in zone) or len(set(zone)) != len(zone):
            out.append(Problem(where, "maracaibo-setup-deal", _("Falta o sobra alguna carta de proyecto.")))
        seen.update(zone)
    if not out and seen != cards:
        out.append(Problem("box", "maracaibo-setup-deal", _("Falta o sobra alguna carta de proyecto.")))
    if len(s.display) != K.DISPLAY:
        out.append(Problem("display", "maracaibo-setup-display", _("La exposición tiene cuatro huecos.")))
    return out


def _money_problems(s: State) -> list[Problem]:
    wrong = _("Los doblones no cuadran con el suministro.")
    out = [Problem(f"seats[{p}].money", "maracaibo-setup-doubloons", wrong)
           for p, seat in enumerate(s.seats) if seat.money < 0]
    if s.bank < 0 or s.bank + sum(seat.money for seat in s.seats) != K.DOUBLOONS:
        out.append(Problem("bank", "maracaibo-setup-doubloons", wrong))
    return out


def _figure_problems(s: State) -> list[Problem]:
    out = []
    wrong = _("Falta o sobra alguna figura de un color.")
    for colour in K.COLOURS:
        seats = [seat for c, seat in zip(s.game.colours, s.seats, strict=True) if c == colour]
        supply = s.figure_supply.get(colour, 0)
        placed = supply + sum(x.figures + x.career_figures + x.assistant_figures(s.game) for x in seats)
        if placed != K.FIGURES_PER_COLOUR or min([supply] + [min(x.figures, x.career_figures) for x in seats]) < 0:
            out.append(Problem(f"figure_supply.{colour}", "maracaibo-player-figures", wrong))
    return out


def _seat_problems(s: State) -> list[Problem]:
    out = []
    sea = s.game.sea
    for p, seat in enumerate(s.seats):
        where = f"seats[{p}]"
        if len(seat.planning) > K.PLANNING_SPACES:
            out.append(Problem(f"{where}.planning", "maracaibo-free-plan", _(
                "La zona de planificación tiene tres espacios.")))
        if s.phase not in (Phase.FIRST_CARDS, Phase.DRAW) and len(seat.hand) > s.hand_limit(p):
            out.append(Problem(f"{where}.hand", "maracaibo-draw-hand-limit", _(
                "Una mano tiene más cartas que su límite.")))
        if seat.ship not in sea.locations:
            out.append(Problem(f"{where}.ship", "maracaibo-nav-locations", _("Un barco está fuera del mapa.")))
        if not 0 <= seat.explorer <= K.EXPLORER_TRACK:
            out.append(Problem(f"{where}.explorer", "maracaibo-home-20", _("Un explorador está fuera de su pista.")))
        if any(u not in list(Upgrade) for u in seat.upgrades):
            out.append(Problem(f"{where}.upgrades", "maracaibo-draw-hand-limit", _("Mejora desconocida.")))
        if any(loc not in sea.locations for loc in seat.assistants):
            out.append(Problem(f"{where}.assistants", "maracaibo-nav-locations", _(
                "Un asistente está fuera del mapa.")))
    return out


def _first_decision_problems(s: State) -> list[Problem]:
    """The first decisions are made in turn: the eight cards (``maracaibo-first-cards``), then the career card
    (``maracaibo-first-career``); who has made them depends on the phase and the player to decide."""
    out = []
    first = s.player if s.player is not None and s.phase in (Phase.FIRST_CARDS, Phase.CAREER) else len(s.seats)
    for p, seat in enumerate(s.seats):
        dealt = s.phase is Phase.FIRST_CARDS and p >= first  # still holds the eight cards dealt
        if dealt and (len(seat.hand) != K.DEAL or seat.planning):
            out.append(Problem(f"seats[{p}].hand", "maracaibo-first-cards", _(
                "Quien aún no ha decidido tiene en la mano las ocho cartas repartidas, y ninguna planificada.")))
        chosen = s.phase is not Phase.FIRST_CARDS and p < first  # has kept a career card
        if chosen:
            kept = seat.career is not None and not seat.career_offer
        else:
            kept = seat.career is None and len(seat.career_offer) == K.CAREER_CARDS_EACH
        if not kept:
            out.append(Problem(f"seats[{p}].career", "maracaibo-first-career", _(
                "Cada jugador conserva una de sus dos cartas de carrera, por orden, antes del primer turno.")))
    return out


def _tile_problems(s: State) -> list[Problem]:
    out = []
    tiles = (s.mission_stack + list(s.explorer_missions.values()) + list(s.location_missions.values())
             + [t for seat in s.seats for t in seat.missions_done])
    if sorted(tiles) != list(range(1, K.MISSION_TILES + 1)):
        twice = [t for t, n in Counter(tiles).items() if n > 1]
        where = next((f"location_missions.{loc}" for loc, t in s.location_missions.items() if t in twice),
                     "mission_stack")
        out.append(Problem(where, "maracaibo-setup-missions", _("Falta o sobra alguna ficha de misión.")))
    for nation in K.NATIONS:
        placed = sum(1 for x in s.property_at.values() if x == nation)
        spaces = s.property_spaces.get(nation, [])
        if len(spaces) != len(s.game.property_spaces) or sum(spaces) + placed != sum(s.game.property_spaces):
            out.append(Problem(f"property_spaces.{nation}", "maracaibo-setup-property", _(
                "Falta o sobra algún marcador de propiedad.")))
    return out


def _turn_problems(s: State) -> list[Problem]:
    """A turn during phases A, B and C only; in phases B and C the ship has sailed, for 1 to 7 points."""
    t = s.turn
    if (t is not None) != (s.phase in TURN_PHASES):
        return [Problem("turn", "maracaibo-turn-phases", _("La fase no cuadra con el turno que se juega."))]
    if t is not None and s.phase is Phase.NAVIGATE and (t.spent or t.path or t.main or t.free):
        return [Problem("turn", "maracaibo-nav-points", _(
            "En la fase A el barco aún no ha navegado: ni camino, ni puntos gastados, ni acciones."))]
    if t is None or s.phase is Phase.NAVIGATE or s.player is None or not 0 <= s.player < len(s.seats):
        return []
    out = []
    if s.seats[s.player].ship == START:
        out.append(Problem(f"seats[{s.player}].ship", "maracaibo-nav-points", _(
            "En las fases B y C el barco ya ha salido de La Habana.")))
    if not 1 <= t.spent <= K.MAX_POINTS:
        out.append(Problem("turn.spent", "maracaibo-nav-points", _("Se gastan de 1 a 7 puntos de movimiento.")))
    return out


__all__ = ["position_problems"]
