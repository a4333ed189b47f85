"""What Ships' questions share: the fields that are parts of a position, the positions they describe laid out
through :meth:`State.arranged <rulesim.ships.state.State.arranged>` (:func:`~rulesim.ships.examples.laid_out`),
and an impossible position reported with the field of the file at fault."""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Message, Plural, _
from ...kinds import Choice, Integer
from ...position import InvalidPosition
from ...questions import Field, SituationError, Values
from ..components import COLOUR_NAMES, COLOURS, ERA_OF_ERA_NAMES, ERAS, Era, ShipBox, player_name
from ..game import Ships
from ..parts import Placed

ERA = Choice({e.value: ERA_OF_ERA_NAMES[e] for e in ERAS})
COLOUR = Choice({c: COLOUR_NAMES[c] for c in COLOURS})
PLAYERS = Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=3)
FIRST = Field("first", _("el color del primer jugador"), COLOUR, default="red", example="red")
#: the player asking, named as the table names them: by colour, or by seat in turn order (either; rulings say the
#: colour)
PLAYER = Field("player", _("tu color (o, en su lugar, tu puesto: seat)"), COLOUR, default=None, example="yellow")
SEAT = Field("seat", _("tu puesto en el orden de turno, 1 = el primer jugador (o, en su lugar, tu color: player)"),
             Integer(1, 4), default=None, example=2)


def either(items: list[Message]) -> Message:
    """``a o b o c`` / ``a or b or c``: one of the items, whichever (a list of options, not a sum)."""
    if len(items) == 1:
        return items[0]
    return _("{one} o {other}", one=items[0], other=either(items[1:]))


def era_track(game: Ships, era: Era | str, player: int = 1) -> list[Placed]:
    """Ships on levels 1 up to the first level of ``era``, all of ``player`` (a position "in" an era has a ship
    there; none in the galley era)."""
    if Era(era) == Era.GALLEY:
        return []
    top = next(lv.number for lv in game.track if lv.era == era)
    return [Placed(lv, ShipBox.MERCHANT, player, game.era_of(lv)) for lv in range(1, top + 1)]


def bank_room(game: Ships, extra: int) -> dict[str, int]:
    """``extra`` city spaces with red's discs on them: each disc off the bank makes room for one more gold."""
    spaces = [c for a in game.board.areas for loc in a.locations for c in loc.cities][:extra]
    return {c.id: 0 for c in spaces}


def refused(section: str, error: InvalidPosition, fields: Mapping[str, str]) -> SituationError:
    """An impossible position, named by the field of the file the broken rule points at (the table when none)."""
    return SituationError(section + "." + fields[error.rule_id] if error.rule_id in fields else section, error.message)


def player_of(section: str, v: Values) -> int:
    """The player asking: by colour (``player``) or by seat in turn order (``seat``, 1 being ``first``); when
    both are given they must name the same player."""
    first = COLOURS.index(v.first)
    if v.seat is not None and v.seat > v.players:
        raise SituationError(f"{section}.seat", Plural("Con {n} jugador, el puesto es 1.",
                                                       "Con {n} jugadores, el puesto va de 1 a {n}.", v.players))
    by_seat = (first + v.seat - 1) % v.players if v.seat is not None else None
    if v.player is None and by_seat is None:
        raise SituationError(f"{section}.player", _(
            "Falta quién eres: tu color (player) o tu puesto en el orden de turno (seat)."))
    if v.player is not None and by_seat is not None and COLOURS.index(v.player) != by_seat:
        raise SituationError(f"{section}.seat", _(
            "Empezando el {first}, el puesto {seat} es del {player}, no del {colour}.", first=player_name(first),
            seat=v.seat, player=player_name(by_seat), colour=player_name(COLOURS.index(v.player))))
    return by_seat if by_seat is not None else COLOURS.index(v.player)


def check_colours(section: str, v: Values) -> None:
    """The first player and the player asking are among the players' colours, and name one player."""
    for name in ("first", "player"):
        if getattr(v, name) is not None and COLOURS.index(getattr(v, name)) >= v.players:
            raise SituationError(f"{section}.{name}", _("Con {n} jugadores, los colores son: {colours}.", n=v.players,
                                                        colours=[COLOUR_NAMES[c] for c in COLOURS[:v.players]]))
    player_of(section, v)
