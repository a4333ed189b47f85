"""``build``: what can I build with this die? (*Build*: ``bora-bora-build-value``, ``-materials``, and the
reading ``bora-bora-q-build-covers``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, Value, _
from ...kinds import Choice, ListOf
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import BUILDING_VALUES, CEREMONY, MATERIALS, RESOURCE_NAMES, Resource, ceremony_space_name
from ..game import BoraBora
from ..options import Options
from ..parts import Building
from ..pictures import ceremony_svg
from ..state import State
from .common import DIE, phase_a

CELL = Choice({"": _("vacío"), **{m: RESOURCE_NAMES[m] for m in MATERIALS}, "built": _("bajo un edificio")})
ROWS, COLS = len(CEREMONY), len(CEREMONY[0])
Space = tuple[int, int]


@dataclass(frozen=True)
class BuildOutcome(Outcome):
    """The building tiles that may be built, and the pairs of ceremony spaces they may go on."""

    values: tuple[int, ...]
    pairs: tuple  # (pairs of [row, column]: the ruling's schema leaves the array's items open)


def _building_pairs(cells: set[Space]) -> list[tuple[Space, Space]] | None:
    """The covered spaces paired side by side (one building on each pair), or None if they cannot be."""
    if not cells:
        return []
    first = min(cells)
    for other in sorted(cells - {first}):
        if abs(first[0] - other[0]) + abs(first[1] - other[1]) == 1:
            rest = _building_pairs(cells - {first, other})
            if rest is not None:
                return [(first, other)] + rest
    return None


def _covered(v: Values) -> set[Space]:
    return {(r, c) for r, row in enumerate(v.ceremony) for c, cell in enumerate(row) if cell == "built"}


def _check_build(v: Values) -> None:
    covered = _covered(v)
    if len(covered) != 2 * len(v.built):
        raise SituationError("build.ceremony", Plural(
            "Cada ficha ya construida tapa dos espacios contiguos: con {n} ficha construida, marca {spaces} espacios "
            "como «bajo un edificio».",
            "Cada ficha ya construida tapa dos espacios contiguos: con {n} fichas construidas, marca {spaces} "
            "espacios como «bajo un edificio».", len(v.built), spaces=2 * len(v.built)))
    if _building_pairs(covered) is None:
        raise SituationError("build.ceremony", _(
            "Los espacios «bajo un edificio» van de dos en dos, uno junto al otro en horizontal o en vertical."))
    _build_position(v, Options())


def _grid(v: Values) -> list[list[Resource | None]]:
    """The file's grid on the engine's player board: a material on a space counts whatever its kind (the
    illustrative board's kinds are not the real one's)."""
    return [[CEREMONY[r][c] if cell not in ("", "built") else None for c, cell in enumerate(row)]
            for r, row in enumerate(v.ceremony)]


def _build_position(v: Values, options: Options) -> State:
    pairs = _building_pairs(_covered(v)) or []
    buildings = [Building(value, a, b) for value, (a, b) in zip(sorted(v.built), pairs, strict=True)]
    return phase_a("build.ceremony", BoraBora(3, options), order=[0, 1, 2], player=0,
                   seats={0: {"dice": [v.die], "ceremony": _grid(v), "buildings": buildings}})


def answer_build(v: Values, options: Options) -> Answer:
    state = _build_position(v, options)
    options_now = state.build_options(0, v.die)
    adjacent, _diagonal = state.build_pairs(0)
    ex = Explanation(_("Construir con un {die}", die=v.die))
    values = sorted({mv.value for mv in options_now})
    left = [b for b in BUILDING_VALUES if b <= v.die and b not in v.built]
    ex.add("bora-bora-build-value", _("Fichas sin construir de {die} o menos: {values}.", die=v.die,
                                      values=[str(x) for x in left] or [_("ninguna")]))
    for a, b in adjacent:
        ex.add("bora-bora-build-materials", _("Se puede construir sobre la {a} y la {b}: contiguas y con material.",
                                              a=ceremony_space_name(a), b=ceremony_space_name(b)))
    problem = state.build_problem(0, v.die)
    if problem is not None:
        ex.add(*problem)
        verdict = _("No se puede construir. {why}", why=problem[1])
    else:
        verdict = _("Se puede construir: fichas {values}.", values=[str(x) for x in values])
    return Answer(verdict, ex, BuildOutcome(tuple(values), tuple((a, b) for a, b in adjacent)))


def picture_build(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, BuildOutcome)
    grid = [list(row) for row in v.ceremony]
    adjacent = [(tuple(a), tuple(b)) for a, b in o.pairs]
    full = [(r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] not in ("", "built")]
    diagonal = [(a, b) for i, a in enumerate(full) for b in full[i + 1:]
                if abs(a[0] - b[0]) == 1 and abs(a[1] - b[1]) == 1]
    return ceremony_svg(grid, adjacent, diagonal, lang)


BUILD = Question(
    id="build",
    title=_("¿Qué puedo construir con este dado?"),
    rules=("bora-bora-build-value", "bora-bora-build-materials"),
    fields=(
        Field("die", _("el dado"), DIE, example=3),
        Field("ceremony", _("cada espacio de ceremonia, fila a fila: su material, vacío o bajo un edificio"),
              ListOf(ListOf(CELL, COLS, COLS), ROWS, ROWS), example=[["sand", "", "stone"], ["", "sand", "wood"]]),
        Field("built", _("las fichas de construcción que ya construiste"),
              ListOf(Choice({b: Value(b) for b in BUILDING_VALUES}), unique=True), default=(), example=[]),
    ),
    answer=answer_build,
    outcome=BuildOutcome,
    picture=picture_build,
    check=_check_build,
    summary=_("el dado, la cuadrícula de ceremonia y las fichas ya construidas"),
)
