"""``setup``: what does a player start with, by seat and number of players? (*Setup*: ``ships-setup-*``,
``ships-object``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import COLOURS, Good
from ..game import Ships
from ..options import Options
from ..pictures import screen_svg
from ..state import State

COUNT = {"type": "integer", "minimum": 0}


@dataclass(frozen=True)
class SetupOutcome(Outcome):
    """What the player in that seat has when the game begins, and what the pool and the display hold."""

    stock_merchant: int = outcome_field(minimum=0)
    pool_merchant: int = outcome_field(minimum=0)
    stock_free: int = outcome_field(minimum=0)
    warehouse_open: int = outcome_field(minimum=0)
    bank_open: int = outcome_field(minimum=0)
    vp: int = outcome_field()
    food: int = outcome_field(minimum=0)
    counters: dict[str, int] = outcome_field(additionalProperties=COUNT)
    face_up_cards: int = outcome_field(minimum=0)
    pool_free: int = outcome_field(minimum=0)


def setup_state(players: int, options: Options | None = None) -> State:
    """The position the setup leaves, red being the first player (seat 1)."""
    return State.arranged(Ships(players, options), seed=0, first=0)


def _explain(state: State, players: int, seat: int, p: int) -> Explanation:
    pl = state.players[p]
    explanation = Explanation(_("¿Con qué empiezo?"))
    explanation.add("ships-setup-first", _("Juegas en el puesto {seat} de {n}; el primer jugador se sortea.",
                                           seat=seat, n=players))
    explanation.add("ships-setup-cubes", _(
        "{stock} cubos de comerciante en tu stock disponible; los otros {pool} de tu color, en la reserva.",
        stock=pl.stock_merchant, pool=pl.pool_merchant))
    explanation.add("ships-setup-free", Plural("{n} cubo libre de la reserva en tu stock disponible.",
                                               "{n} cubos libres de la reserva en tu stock disponible.", pl.stock_free))
    explanation.add("ships-setup-discs", _(
        "Discos de ciudad en tu pantalla: {w} en el almacén y {b} en el banco; quedan abiertos {wo} espacios de "
        "almacén y {bo} de banco.", w=pl.warehouse_discs, b=pl.bank_discs, wo=pl.warehouse_capacity,
        bo=pl.bank_capacity))
    explanation.add("ships-setup-counters", _("Bajo la pantalla: {galley} galeras, {sailing} veleros y {steam} barcos "
                                              "de vapor.", **{e.value: n for e, n in pl.counters.items()}))
    explanation.add("ships-setup-vp", _("Tu marcador de puntos empieza en el espacio {vp}.", vp=pl.vp))
    food = pl.goods[Good.FOOD]
    if players >= 3:
        explanation.add("ships-setup-food", _(
            "Con {n} jugadores, quien juega en tercer y cuarto lugar empieza con una ficha de comida: tú, {food}.",
            n=players, food=Plural("{n} ficha de comida", "{n} fichas de comida", food)))
    else:
        explanation.add("ships-setup-food", _("Con dos jugadores nadie empieza con comida."))
    explanation.add("ships-setup-cards", _(
        "{n} cartas de galera boca arriba junto al tablero; los mazos de velero y de vapor, aparte.",
        n=len(state.display)))
    explanation.add("ships-setup-pool", _("En la reserva quedan {free} cubos libres.", free=state.pool_free))
    return explanation


def setup(players: int, seat: int, options: Options | None = None) -> Answer:
    """What the player in ``seat`` (1 = the first player) has when the game begins, read from the engine's setup."""
    state = setup_state(players, options)
    p = (state.first + seat - 1) % players
    pl = state.players[p]
    food = pl.goods[Good.FOOD]
    verdict = _("Empiezas con {merchant} cubos de comerciante y {free} libres en el stock, sitio para {w} mercancías y "
                "{b} de oro, {vp} puntos y {food}.", merchant=pl.stock_merchant, free=pl.stock_free,
                w=pl.warehouse_capacity, b=pl.bank_capacity, vp=pl.vp,
                food=Plural("{n} ficha de comida", "{n} fichas de comida", food))
    outcome = SetupOutcome(pl.stock_merchant, pl.pool_merchant, pl.stock_free, pl.warehouse_capacity, pl.bank_capacity,
                           pl.vp, food, {e.value: n for e, n in pl.counters.items()}, len(state.display),
                           state.pool_free)
    return Answer(verdict, _explain(state, players, seat, p), outcome)


def _check_setup(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("setup.seat", Plural("Con {n} jugador, el puesto es 1.", "Con {n} jugadores, el puesto va "
                                                  "de 1 a {n}.", v.players))


def answer_setup(v: Values, options: Options) -> Answer:
    return setup(v.players, v.seat, options)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    state = setup_state(v.players)
    p = (state.first + v.seat - 1) % v.players
    return screen_svg(state.players[p], COLOURS[p], lang)


SETUP = Question(
    id="setup",
    title=_("¿Con qué empiezo la partida?"),
    rules=("ships-setup-pool", "ships-setup-screens", "ships-setup-cubes", "ships-setup-free", "ships-setup-discs",
           "ships-setup-counters", "ships-setup-vp", "ships-setup-cards", "ships-setup-first", "ships-setup-food",
           "ships-object"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=4),
        Field("seat", _("tu puesto en el orden de turno (1 = el primer jugador)"), Integer(1, 4), example=3),
    ),
    answer=answer_setup,
    outcome=SetupOutcome,
    picture=picture_setup,
    check=_check_setup,
    summary=_("cuántos jugadores hay y en qué puesto juegas"),
)

__all__ = ["SETUP", "SetupOutcome", "setup", "setup_state"]
