"""``temple``: where does my priest go, and who falls out of the temple? (*Temple*: ``bora-bora-temple-place``,
``-push``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...engine import player_name
from ...explain import Explanation
from ...i18n import _
from ...kinds import Integer, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, Values
from ..actions import temple_placement
from ..components import Action
from ..game import BoraBora
from ..options import Options
from ..pictures import temple_svg
from ..state import State
from .common import DIE, phase_a

TEMPLE_SPACE = Integer(0, 4)


@dataclass(frozen=True)
class TempleOutcome(Outcome):
    """Whether the priest may go there (and if not, why), the temple after (owners from 1, nothing on an empty
    space), and whose priest falls out (from 1)."""

    legal: bool
    reason: Literal["reach", "reserve"] | None
    after: tuple | None  # (an array: the ruling's schema leaves its items open)
    fallen: int | None


def _temple(v: Values) -> list[int | None]:
    return [p - 1 if p else None for p in v.spaces]


def _temple_position(v: Values, options: Options) -> State:
    """The temple as the file says, the player to place a priest with the die; a player's priests in reserve
    are the four less those on the temple (more than four is impossible)."""
    players = max([v.player, 2] + [p for p in v.spaces if p])
    return phase_a("temple.spaces", BoraBora(players, options), player=v.player - 1, order=list(range(players)),
                   temple=_temple(v), seats={v.player - 1: {"dice": [v.die]}})


def _check_temple(v: Values) -> None:
    _temple_position(v, Options())


def answer_temple(v: Values, options: Options) -> Answer:
    state = _temple_position(v, options)
    problem = state.action_problem(v.player - 1, Action.TEMPLE, v.die)
    if problem is not None:
        ex = Explanation(_("Templo: el {player} pone un sacerdote", player=player_name(v.player - 1)))
        ex.add(problem[0], _("El {player} tiene sus cuatro sacerdotes en el templo: no le queda ninguno en su "
                             "reserva.", player=player_name(v.player - 1)))
        return Answer(_("No puede: no le quedan sacerdotes en su reserva."), ex,
                      TempleOutcome(False, "reserve", None, None))
    after, fallen, ex = temple_placement(_temple(v), v.space, v.player - 1, v.die)
    if after is None:
        return Answer(_("No puede ir a ese espacio."), ex, TempleOutcome(False, "reach", None, None))
    verdict = (_("Cae del templo el sacerdote del {player}.", player=player_name(fallen)) if fallen is not None
               else _("Nadie cae del templo."))
    return Answer(verdict, ex, TempleOutcome(True, None, tuple(None if p is None else p + 1 for p in after),
                                             None if fallen is None else fallen + 1))


def picture_temple(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, TempleOutcome)
    if o.after is None:
        return temple_svg(_temple(v), None, lang=lang)
    return temple_svg([None if p is None else p - 1 for p in o.after], v.space, lang=lang)


TEMPLE = Question(
    id="temple",
    title=_("¿A qué espacio va mi sacerdote y quién cae del templo?"),
    rules=("bora-bora-temple-place", "bora-bora-temple-push"),
    fields=(
        Field("spaces", _("quién ocupa cada espacio del templo, del 1 al 6 (0 si está vacío)"),
              ListOf(TEMPLE_SPACE, 6, 6), example=[1, 2, 0, 3, 2, 0]),
        Field("player", _("el jugador que pone el sacerdote"), Integer(1, 4), example=4),
        Field("die", _("el dado"), DIE, example=4),
        Field("space", _("el espacio elegido"), Integer(1, 6), example=2),
    ),
    answer=answer_temple,
    outcome=TempleOutcome,
    picture=picture_temple,
    check=_check_temple,
    summary=_("los seis espacios, el jugador, el dado y el espacio elegido"),
)
