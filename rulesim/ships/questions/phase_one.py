"""``cubes``: which cubes does phase one give me? (*Phase one*: ``ships-cubes-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, Values
from ..components import FREE_CUBES, Era
from ..examples import laid_out
from ..game import Ships
from ..moves import TakeCubes
from ..options import Options
from ..parts import Phase, Player
from ..pictures import cubes_svg
from ..state import State
from .common import ERA, era_track


@dataclass(frozen=True)
class CubesOutcome(Outcome):
    """The cubes phase one puts in the action section, the actions they pay for, and whether the free cube of
    ``ships-cubes-none`` came to the rescue."""

    merchant: int = outcome_field(minimum=0)
    free: int = outcome_field(minimum=0)
    actions: int = outcome_field(minimum=0)
    rescue: bool = outcome_field()


def phase_one_state(era: Era | str, stock_merchant: int, pool_free: int = 10, options: Options | None = None) -> State:
    """Red at the start of a turn in ``era`` with ``stock_merchant`` merchant cubes in the stock, no free cube
    of its own and ``pool_free`` free cubes left in the pool (the rest in yellow's stock)."""
    game = Ships(2, options)
    return laid_out(game, [{"stock_merchant": stock_merchant, "stock_free": 0}, {"stock_free": FREE_CUBES - pool_free}],
                    phase=Phase.CUBES, track=era_track(game, era))


def phase_one(era: Era | str, stock_merchant: int, pool_free: int = 10, options: Options | None = None) -> Answer:
    """Which cubes phase one puts in red's action section."""
    state = phase_one_state(era, stock_merchant, pool_free, options)
    steps = state.push(TakeCubes()).steps
    pl = state.players[0]
    n = pl.section_merchant + pl.section_free
    verdict = Plural("La fase uno deja en la sección {merchant} y {free}: {n} acción.",
                     "La fase uno deja en la sección {merchant} y {free}: {n} acciones.", n,
                     merchant=Plural("{n} cubo de comerciante", "{n} cubos de comerciante", pl.section_merchant),
                     free=Plural("{n} cubo libre", "{n} cubos libres", pl.section_free))
    rescue = any(step.rule_id == "ships-cubes-none" for step in steps)
    return Answer(verdict, Explanation(_("Fase uno"), steps), CubesOutcome(pl.section_merchant, pl.section_free, n,
                                                                           rescue))


def answer_cubes(v: Values, options: Options) -> Answer:
    return phase_one(v.era, v.stock_merchant, v.pool_free, options)


def picture_cubes(v: Values, answer: Answer, lang: str) -> str:
    state = phase_one_state(v.era, v.stock_merchant, v.pool_free)
    state.push(TakeCubes())
    return cubes_svg(state.players[0], "red", lang)


CUBES = Question(
    id="cubes",
    title=_("¿Qué cubos me da la fase uno?"),
    rules=("ships-cubes-era", "ships-cubes-short", "ships-cubes-none"),
    fields=(
        Field("era", _("la era en juego"), ERA, example="sailing"),
        Field.part(Player, "stock_merchant", help=_("los cubos de comerciante que tienes en el stock disponible"),
                   example=1),
        Field("pool_free", _("los cubos libres que quedan en la reserva"), Integer(0, FREE_CUBES), default=10,
              example=10),
    ),
    answer=answer_cubes,
    outcome=CubesOutcome,
    picture=picture_cubes,
    summary=_("la era, tus cubos de comerciante en el stock y los cubos libres de la reserva"),
)

__all__ = ["CUBES", "CubesOutcome", "phase_one", "phase_one_state"]
