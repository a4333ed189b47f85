"""Everything that makes a Ships position impossible (:meth:`State.problems <.state.State.problems>`), each as
a :class:`~rulesim.position.Problem` naming the part at fault and the rule.

Every piece is counted somewhere (``ships-components``, ``ships-setup-*``): a player's 20 merchant cubes and 17
city discs, six ship counters of each era, 25 free cubes, 56 gold, 30 industry and 20 navigation counters,
the goods counters and the 55 cards.  The pools are what the other parts leave, so a piece made up shows as
a pool below none.  Then the stores' capacities (``ships-place-warehouse``, ``ships-place-disc``), the cubes an
era gives (``ships-cubes-era``), the board's boxes, spaces and areas (``ships-place-trade``,
``ships-place-city``, ``ships-place-area``), the track climbed level by level (``ships-place-level``), the end
(``ships-end``) and the action under way (``ships-turn-phases``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..i18n import _
from ..position import Problem
from .components import (
    BANK_SPACES,
    CARDS,
    CITY_DISCS,
    ERA_CUBES,
    ERAS,
    GOOD_NAMES,
    GOODS,
    OPEN_BANK,
    OPEN_WAREHOUSE,
    TRACK_LEVELS,
    WAREHOUSE_SPACES,
    Action,
    ShipBox,
    player_name,
)
from .parts import DECISIONS, Pending, Phase

if TYPE_CHECKING:  # pragma: no cover
    from .state import State


def position_problems(s: State) -> list[Problem]:
    out = _seat_problems(s)
    if len(s.players) != s.game.players:
        return out
    for p in range(len(s.players)):
        out += _screen_problems(s, p)
    return (out + _pool_problems(s) + _card_problems(s) + _board_problems(s) + _track_problems(s)
            + _end_problems(s) + _pending_problems(s))


def _seat_problems(s: State) -> list[Problem]:
    n, out = s.game.players, []
    if len(s.players) != n:
        out.append(Problem("players", "ships-setup-screens", _("Los datos de los jugadores no cuadran.")))
    if not 0 <= s.first < n:
        out.append(Problem("first", "ships-setup-first", _("El primer jugador debe ser uno de los jugadores.")))
    if s.phase is not Phase.OVER and (s.player is None or not 0 <= s.player < n):
        out.append(Problem("player", "ships-turn-order", _("No se sabe a quién le toca.")))
    return out


def _in_hand(s: State, p: int) -> int:
    """A city disc taken for a warship and not yet on its city space (``ships-place-disc``)."""
    ctx = s.pending
    return 1 if ctx is not None and ctx.store is not None and ctx.space is None and p == s.player else 0


def _screen_problems(s: State, p: int) -> list[Problem]:
    pl, who, out = s.players[p], player_name(p), []
    if pl.pool_merchant < 0:
        out.append(Problem(f"players[{p}]", "ships-setup-cubes", _(
            "Falta o sobra algún cubo de comerciante del {player}.", player=who)))
    discs = pl.warehouse_discs + pl.bank_discs + sum(1 for o in s.cities.values() if o == p) + 1 + _in_hand(s, p)
    if (discs != CITY_DISCS or pl.warehouse_discs > WAREHOUSE_SPACES - OPEN_WAREHOUSE
            or pl.bank_discs > BANK_SPACES - OPEN_BANK):
        out.append(Problem(f"players[{p}]", "ships-setup-discs", _(
            "Falta o sobra algún disco de ciudad del {player}.", player=who)))
    if any(n < 0 for n in pl.counters.values()):
        out.append(Problem("track", "ships-setup-counters", _(
            "Falta o sobra alguna ficha de barco del {player}.", player=who)))
    if pl.goods_count > pl.warehouse_capacity and s.phase is not Phase.OVERFLOW:
        out.append(Problem(f"players[{p}].goods", "ships-place-warehouse", _(
            "El almacén del {player} tiene más mercancías de las que caben.", player=who)))
    if pl.gold > s.bank_room(p):
        out.append(Problem(f"players[{p}].gold", "ships-place-disc", _(
            "El banco del {player} tiene más oro del que cabe.", player=who)))
    want_m, want_f = ERA_CUBES[s.current_era()]
    if pl.section_merchant > want_m or pl.section_merchant + pl.section_free > max(want_m + want_f, 1):
        where = "section_merchant" if pl.section_merchant > want_m else "section_free"
        out.append(Problem(f"players[{p}].{where}", "ships-cubes-era", _(
            "La sección de acciones del {player} tiene más cubos de los que da la era.", player=who)))
    if not 1 <= pl.area <= len(s.game.board.areas):
        out.append(Problem(f"players[{p}].area", "ships-place-area", _("Área desconocida.")))
    return out


def _pool_problems(s: State) -> list[Problem]:
    out = []
    if min(s.pool_free, s.pool_gold, s.pool_industry, s.pool_navigation) < 0:
        out.append(Problem("players", "ships-setup-pool", _(
            "Falta o sobra alguna pieza común (cubos libres, oro, fichas).")))
    for good in GOODS:
        if s.pool_goods[good] < 0:
            out.append(Problem("players", "ships-setup-pool", _("Falta o sobra alguna ficha de {good}.",
                                                                 good=GOOD_NAMES[good])))
    return out


def _card_problems(s: State) -> list[Problem]:
    cards = sorted(s.display + [c for pl in s.players for c in pl.cards] + [c for e in ERAS for c in s.decks[e]])
    if cards != list(range(1, CARDS + 1)):
        return [Problem("display", "ships-setup-cards", _("Falta o sobra alguna carta."))]
    return []


def _board_problems(s: State) -> list[Problem]:
    board, n, out = s.game.board, s.game.players, []
    wrong = _("Un cubo o un disco está en una casilla que no existe.")
    for box, owner in s.trade.items():
        if box not in board.trade_boxes or not 0 <= owner < n:
            out.append(Problem(f"trade.{box}", "ships-place-trade", wrong))
    for city, owner in s.cities.items():
        if city not in board.city_spaces or not 0 <= owner < n:
            out.append(Problem(f"cities.{city}", "ships-place-city", wrong))
    return out


def _track_problems(s: State) -> list[Problem]:
    out = []
    for i, counter in enumerate(s.track):
        if counter.player >= s.game.players:
            out.append(Problem(f"track[{i}].player", "ships-place-level", _(
                "Esa ficha de barco es de un jugador que no está en la partida.")))
    occupied = sorted({c.level for c in s.track})
    if occupied and occupied != list(range(1, occupied[-1] + 1)):
        out.append(Problem("track", "ships-place-level", _(
            "Los barcos suben nivel a nivel: no puede haber un nivel vacío por debajo de uno ocupado.")))
    return out


def _end_problems(s: State) -> list[Problem]:
    if (s.phase is Phase.OVER) != (s.end_reason is not None):
        return [Problem("end_reason", "ships-end", _("La partida termina solo con un motivo de final."))]
    return []


def _placing(ctx: Pending) -> bool:
    return ctx.action == Action.PLACE and ctx.level is not None and ctx.era is not None


def _boxed(ctx: Pending) -> bool:
    return _placing(ctx) and ctx.box is not None and (ctx.box == ShipBox.MERCHANT or ctx.store is not None)


#: what the action under way must have decided before each decision (the source's order of *Place ship*)
_DECIDED: dict[Phase, Callable[[Pending], bool]] = {
    Phase.LEVEL: lambda ctx: ctx.action == Action.PLACE,
    Phase.BOX: _placing,
    Phase.DISC: lambda ctx: _placing(ctx) and ctx.box == ShipBox.WARSHIP,
    Phase.AREA: _boxed,
    Phase.SPACE: lambda ctx: _boxed(ctx) and ctx.area is not None,
    Phase.INDUSTRY: lambda ctx: (_boxed(ctx) and ctx.box == ShipBox.MERCHANT and ctx.space is not None
                                 and ctx.good is not None),
    Phase.OVERFLOW: lambda ctx: _boxed(ctx) and ctx.box == ShipBox.MERCHANT and ctx.good is not None,
    Phase.CARD: lambda ctx: ctx.action == Action.CARD,
    Phase.RECOVER: lambda ctx: ctx.action == Action.RECOVER,
}


def _pending_problems(s: State) -> list[Problem]:
    ctx = s.pending
    if s.phase in DECISIONS and ctx is None:
        return [Problem("pending", "ships-turn-phases", _("Falta la acción en curso."))]
    if ctx is None:
        return []
    areas = len(s.game.board.areas)
    if (s.phase not in DECISIONS or not _DECIDED[s.phase](ctx) or (ctx.area is not None and ctx.area > areas)
            or (ctx.level is not None and ctx.level > TRACK_LEVELS)):
        return [Problem("pending", "ships-turn-phases", _("La acción en curso no cuadra con la fase."))]
    return []
