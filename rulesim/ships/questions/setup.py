"""``setup``: what does a player start with, by seat and number of players? (*Setup*: ``ships-setup-*``,
``ships-object``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, Values
from ..components import COLOURS, Good, player_name
from ..game import Ships
from ..options import Options
from ..pictures import screen_svg
from ..state import State
from .common import FIRST, PLAYER, SEAT, check_colours, player_of

COUNT = {"type": "integer", "minimum": 0}


@dataclass(frozen=True)
class SetupOutcome(Outcome):
    """What the player in that seat has when the game begins, and what the pool and the display hold; the
    player by colour and by seat (rulings name the colour, as the table does)."""

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
    player: str = outcome_field(enum=list(COLOURS))
    seat: int = outcome_field(minimum=1)


def setup_state(players: int, options: Options | None = None, first: int = 0) -> State:
    """The position the setup leaves, ``first`` (red by default) being the first player (seat 1)."""
    return State.arranged(Ships(players, options), seed=0, first=first)


def _explain(state: State, players: int, seat: int, p: int) -> Explanation:
    pl = state.players[p]
    explanation = Explanation(_("¿Con qué empiezo?"))
    explanation.add("ships-setup-first", _("El {player} juega en el puesto {seat} de {n}; el primer jugador se sortea.",
                                           player=player_name(p), seat=seat, n=players))
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


def setup(players: int, seat: int, options: Options | None = None, first: int = 0) -> Answer:
    """What the player in ``seat`` (1 = the first player, ``first``) has when the game begins, read from the
    engine's setup."""
    state = setup_state(players, options, first)
    p = (state.first + seat - 1) % players
    pl = state.players[p]
    food = pl.goods[Good.FOOD]
    verdict = _("El {player}, en el puesto {seat}, empieza con {merchant} cubos de comerciante y {free} libres en el "
                "stock, sitio para {w} mercancías, {b} espacios abiertos en el banco, {vp} puntos y {food}.",
                player=player_name(p), seat=seat, merchant=pl.stock_merchant, free=pl.stock_free,
                w=pl.warehouse_capacity, b=pl.bank_capacity, vp=pl.vp,
                food=Plural("{n} ficha de comida", "{n} fichas de comida", food))
    outcome = SetupOutcome(pl.stock_merchant, pl.pool_merchant, pl.stock_free, pl.warehouse_capacity, pl.bank_capacity,
                           pl.vp, food, {e.value: n for e, n in pl.counters.items()}, len(state.display),
                           state.pool_free, COLOURS[p], seat)
    return Answer(verdict, _explain(state, players, seat, p), outcome)


def _check_setup(v: Values) -> None:
    check_colours("setup", v)


def _seat(v: Values) -> int:
    """The seat of the player asking, given or found from the colour (``player``) and the first player."""
    return (player_of("setup", v) - COLOURS.index(v.first)) % v.players + 1


def answer_setup(v: Values, options: Options) -> Answer:
    return setup(v.players, _seat(v), options, COLOURS.index(v.first))


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    state = setup_state(v.players, first=COLOURS.index(v.first))
    p = player_of("setup", v)
    return screen_svg(state.players[p], COLOURS[p], lang)


SETUP = Question(
    id="setup",
    title=_("¿Con qué empiezo la partida?"),
    rules=("ships-setup-pool", "ships-setup-screens", "ships-setup-cubes", "ships-setup-free", "ships-setup-discs",
           "ships-setup-counters", "ships-setup-vp", "ships-setup-cards", "ships-setup-first", "ships-setup-food",
           "ships-object"),
    fields=(
        Field("players", _("cuántos jugadores hay"), Integer(2, 4), default=3, example=4),
        Field(SEAT.name, SEAT.help, SEAT.kind, default=None, example=3), FIRST,
        Field(PLAYER.name, PLAYER.help, PLAYER.kind, default=None, example="blue"),
    ),
    answer=answer_setup,
    outcome=SetupOutcome,
    picture=picture_setup,
    check=_check_setup,
    summary=_("cuántos jugadores hay y en qué puesto juegas"),
)

__all__ = ["SETUP", "SetupOutcome", "setup", "setup_state"]
