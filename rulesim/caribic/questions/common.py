"""What Caribic's questions share: the fields that are parts of a position, and the position of one
ship's turn built from them through :meth:`State.arranged <rulesim.caribic.state.State.arranged>`."""

from __future__ import annotations

from typing import Any

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer
from ...position import InvalidPosition
from ...questions import Field, SituationError, Values
from ..components import DEFAULT_CHESTS, SHIPS
from ..game import Caribic
from ..options import Options
from ..parts import Action, Scope, Turn
from ..state import State

PLAYERS = Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3)
POSITIONS = Field.part(State, "positions", help=_(
    "dónde está cada barco que importa (los demás, lejos); espacio del mapa ilustrativo"),
    example={"Arriba": "r0c1", "Bravo": "r1c1"})
SHIP_CHESTS = Field.part(State, "ship_chests", default={}, example={"Bravo": "T05"})
PORT_CHESTS = Field.part(State, "port_chests", default={}, example=["T01"])

# a refused turn names the part of the position at fault; the file calls some of them otherwise
_FIELD_OF_PART = {"turn.ship": "ship", "turn.player": "player", "turn.remaining": "distance",
                  "turn.actions": "actions", "turn": "ship"}


def turn_state(section: str, v: Values, options: Options, *, player: int = 0, distance: int = 0,
               actions: tuple[Action, ...] = (), **parts: Any) -> State:
    """The position of one ship's turn: ``v.ship`` on the move for ``player`` (from 0), with ``distance``
    spaces left and ``actions`` already taken; what the engine refuses names the field of the file."""
    game = Caribic(v.players, options)
    try:
        return State.arranged(game, scope=Scope.TURN, turn=Turn(v.ship, player, distance, (), actions),
                              positions=v.positions, ship_chests=v.ship_chests, port_chests=v.port_chests, **parts)
    except InvalidPosition as error:
        raise SituationError(f"{section}.{_FIELD_OF_PART.get(error.field, error.field)}", error.message) from None


def check_chests(section: str, v: Values) -> None:
    """A chest is in one place: the town a ship's chest names has no chest waiting."""
    used = set(v.port_chests)
    for ship, chest in v.ship_chests.items():
        town = DEFAULT_CHESTS[chest].port
        if town in used:
            raise SituationError(f"{section}.ship_chests.{ship}", _(
                "Imposible: el cofre de {town} no puede estar a la vez en dos sitios.", town=town))
        used.add(town)


def unplaced_step(ex: Explanation, v: Values) -> None:
    away = [s for s in SHIPS if s not in v.positions]
    if away:
        ex.add("caribic-move-one-ship", Plural(
            "El barco que la situación no sitúa ({ships}) está lejos de este y no cuenta aquí.",
            "Los barcos que la situación no sitúa ({ships}) están lejos de este y no cuentan aquí.", len(away),
            ships=away))

