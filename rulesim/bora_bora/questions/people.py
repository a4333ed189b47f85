"""``people``: may I take a man or woman tile, and from which positions? (*Woman and man*:
``bora-bora-people-take``, ``-man``, ``-space``, ``-no-action``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Boolean, Choice, Integer, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, Values
from ..actions import TakePerson
from ..components import ACTION_NAMES, HUT_SPACES, MAN_TILES, PEOPLE_POSITIONS, REGIONS, START_REGIONS, Action, Tile
from ..game import BoraBora
from ..moves import PlaceDie
from ..options import Options
from ..parts import Person
from ..pictures import people_svg
from ..state import State
from .common import DIE, phase_a


@dataclass(frozen=True)
class PeopleOutcome(Outcome):
    """Whether the action may be chosen (and if not, why), and the positions a tile may be taken from."""

    allowed: bool
    reason: Literal["space", "empty"] | None
    positions: tuple[int, ...]


def _people_position(v: Values, options: Options) -> State:
    """Player 1 with ``free_spaces`` free spaces on the board (the huts that left them are on the islands;
    with none free, a man stands where the first hut was), and the row with tiles where the file says."""
    kind = Action(v.kind)
    row = [i if present else None for i, present in enumerate(v.positions)]
    mine = max(1, v.free_spaces)
    island: dict[str, list[int]] = {r: [0] for r in list(REGIONS)[:mine]}
    for p, r in zip((1, 2, 3), START_REGIONS[1:], strict=True):
        island.setdefault(r, []).append(p)
    seat: dict[str, object] = {"dice": [v.die]}
    if v.free_spaces == 0:
        seat["people"] = [Person(Action.MAN, len(MAN_TILES) - 1)] + [None] * (HUT_SPACES - 1)
    empty: list[int | None] = [None] * PEOPLE_POSITIONS
    rows = {"men": row, "women": empty} if kind == Action.MAN else {"men": empty, "women": row}
    return phase_a("people.free_spaces", BoraBora(4, options), order=[0, 1, 2, 3], player=0, seats={0: seat},
                   island=island, **rows)


def _check_people(v: Values) -> None:
    _people_position(v, Options())


def answer_people(v: Values, options: Options) -> Answer:
    state = _people_position(v, options)
    kind = Action(v.kind)
    rule_id = "bora-bora-people-man" if kind == Action.MAN else "bora-bora-people-take"
    ex = Explanation(_("Acción {action} con un {die}", action=ACTION_NAMES[kind], die=v.die))
    if kind == Action.MAN:
        ex.add("bora-bora-people-man", _("La acción Hombre funciona como la de Mujer."))
    no = _("No se puede elegir esta acción.")
    problem = state.action_problem(0, kind, v.die)
    if problem is not None and problem[0] == "bora-bora-people-space":
        ex.add(*problem)
        return Answer(no, ex, PeopleOutcome(False, "space", ()))
    ex.add(rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {reach}.", die=v.die, reach=min(v.die, 6)))
    if problem is not None:
        ex.add(rule_id, problem[1])
        return Answer(no, ex, PeopleOutcome(False, "empty", ()))
    state.push(PlaceDie(v.die, Tile.MAN.value if kind == Action.MAN else Tile.WOMAN.value))
    positions = tuple(sorted({m.position for m in state.legal_moves() if isinstance(m, TakePerson)}))
    ex.add("bora-bora-people-space", Plural("La ficha va a tu espacio libre.",
                                            "La ficha va al espacio libre que elijas de tus {n}.", v.free_spaces))
    ex.add("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora."))
    return Answer(_("Puedes tomar la ficha de una de estas posiciones: {positions}.", positions=list(positions)), ex,
                  PeopleOutcome(True, None, positions))


def picture_people(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, PeopleOutcome)
    return people_svg(ACTION_NAMES[v.kind], v.die, v.positions, v.free_spaces, list(o.positions), lang)


PEOPLE = Question(
    id="people",
    title=_("¿Puedo tomar una ficha de hombre o mujer, y de qué posiciones?"),
    rules=("bora-bora-people-take", "bora-bora-people-man", "bora-bora-people-space"),
    fields=(
        Field("kind", _("la acción"), Choice({"woman": ACTION_NAMES["woman"], "man": ACTION_NAMES["man"]}),
              example="man"),
        Field("die", _("el dado"), DIE, example=3),
        Field("positions", _("si hay ficha en cada posición, de la 1 a la 6"), ListOf(Boolean(), 6, 6),
              example=[True, False, True, True, True, True]),
        Field("free_spaces", _("cuántos espacios libres tienes en tu tablero"), Integer(0, 12), example=2),
    ),
    answer=answer_people,
    outcome=PeopleOutcome,
    picture=picture_people,
    check=_check_people,
    summary=_("la acción (hombre o mujer), el dado, qué posiciones tienen ficha y tus espacios libres"),
)
