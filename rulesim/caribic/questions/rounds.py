"""``round``: the round ends — which chests come out of the supply, and does the game go on? (*Setup*,
*The following rounds*, *End of the game*: ``caribic-setup-supply``, ``caribic-round-*``, ``caribic-end``);
``coins``: which coins pay this sum? (*Components*: ``caribic-coins``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer, ListOf
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from ..auction import player_name
from ..components import DEFAULT_CHESTS, coins, coins_message, doubloons_message
from ..game import Caribic, supply_size, winners_of
from ..moves import EndMove
from ..options import Options
from ..parts import Phase, Scope, Seat, Turn
from ..pictures import coins_picture, supply_picture
from ..state import State


@dataclass(frozen=True)
class RoundOutcome(Outcome):
    """The chests that come out (by town), how many stay in the supply, whether the game is over, the next
    round and, when it is over and the money is known, the winners (from 1); the round that ends."""

    new_chests: tuple[str, ...]
    supply_left: int = outcome_field(minimum=0)
    game_over: bool = outcome_field()
    next_round: int | None = outcome_field()
    winners: tuple[int, ...] | None = outcome_field()
    round: int = outcome_field(minimum=1)


def _check_round(v: Values) -> None:
    for i, chest in enumerate(v.supply):
        if chest in v.supply[:i]:
            raise SituationError(f"round.supply[{i}]", _("Repetido: cada cofre va una vez como mucho."))
    size = supply_size(v.round)
    if len(v.supply) != size:
        raise SituationError("round.supply", Plural(
            "Imposible: en la ronda {round} queda {n} cofre en el suministro (diez al empezar, dos menos "
            "tras cada ronda).",
            "Imposible: en la ronda {round} quedan {n} cofres en el suministro (diez al empezar, dos menos "
            "tras cada ronda).", size, round=v.round), rule_id="caribic-round-chests")
    on_board = len(DEFAULT_CHESTS) - size
    if v.delivered > on_board:
        raise SituationError("round.delivered", Plural(
            "Imposible: en la ronda {round} solo ha salido del suministro {n} cofre.",
            "Imposible: en la ronda {round} solo han salido del suministro {n} cofres.", on_board, round=v.round))
    if v.money and len(v.money) < 2:
        raise SituationError("round.money", _("Se espera lo que tiene cada jugador, de 2 a 4 jugadores."))
    for i, amount in enumerate(v.money):
        if amount % 1000:
            raise SituationError(f"round.money[{i}]", _("Se cuenta en miles de doblones enteros."))


def _round_state(v: Values, options: Options) -> State:
    game = Caribic(len(v.money) or 2, options)
    rest = [c.id for c in game.chests if c.id not in v.supply]
    in_play = len(rest) - v.delivered
    # The last ship of the round, the Fuego, stops; where the ships and the chests on the board are does
    # not change what the end of the round does.
    return State.arranged(game, scope=Scope.TURN, turn=Turn("Fuego", 0, 0), positions={"Fuego": game.sea.starts[0]},
                          round=v.round, supply=list(v.supply), delivered=rest[in_play:],
                          port_chests={game.chests[c].port: c for c in rest[:in_play]},
                          seats=[Seat(money=m) for m in v.money] or [Seat(), Seat()])


def _round_steps(v: Values, state: State) -> Explanation:
    done = state.push(EndMove())
    ex = Explanation(_("Fin de la ronda {n}", n=v.round))
    started = False
    for step in done.steps:
        started = started or step.rule_id == "caribic-round-end"
        if not started:
            continue
        if step.rule_id == "caribic-end" and not v.money:
            ex.add("caribic-end", _("Fin de la partida (ronda {n}); gana quien tiene más doblones.", n=v.round))
            continue
        if step.rule_id == "caribic-q-winner" and not v.money:  # (no money given: no winner named to read)
            continue
        ex.steps.append(step)
    return ex


def answer_round(v: Values, options: Options) -> Answer:
    state = _round_state(v, options)
    ex = _round_steps(v, state)
    over = state.phase is Phase.OVER
    new = [DEFAULT_CHESTS[c].port for c in v.supply[:2]]
    if over:
        ex.add("caribic-q-end", _("El texto se corta antes del final: este sitio lee que la partida acaba tras la "
                                  "ronda {n} (o cuando se han entregado los dieciséis cofres).",
                                  n=options.last_round))
    winners = tuple(p + 1 for p in winners_of(v.money)) if over and v.money else None
    if over:
        verdict = (Plural("Termina la ronda {round} y con ella la partida; gana {winners}.",
                          "Termina la ronda {round} y con ella la partida; comparten la victoria {winners}.",
                          len(winners), round=v.round,
                          winners=[_("el {player}", player=player_name(p - 1)) for p in winners]) if winners else
                   _("Termina la ronda {round} y con ella la partida.", round=v.round))
    elif new:
        verdict = Plural("Termina la ronda {round}: sale el cofre de {towns}; sigue la ronda {next}.",
                         "Termina la ronda {round}: salen los cofres de {towns}; sigue la ronda {next}.", len(new),
                         round=v.round, towns=new, next=v.round + 1)
    else:
        verdict = _("Termina la ronda {round}: ya no quedan cofres en el suministro; sigue la ronda {next}.",
                    round=v.round, next=v.round + 1)
    outcome = RoundOutcome(tuple(new), len(state.supply), over, None if over else v.round + 1, winners, v.round)
    return Answer(verdict, ex, outcome)


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    return supply_picture(v.round, [(DEFAULT_CHESTS[c].port, DEFAULT_CHESTS[c].value) for c in v.supply], lang)


ROUND = Question(
    id="round",
    title=_("Termina la ronda: ¿qué cofres salen, y sigue la partida?"),
    rules=("caribic-round-chests", "caribic-round-end", "caribic-round-reset", "caribic-setup-supply", "caribic-end"),
    fields=(
        Field("round", _("la ronda que termina"), Integer(1, 12), example=3),
        Field.part(State, "supply", help=_(
            "los cofres que quedan en el suministro, de izquierda a derecha, por la ciudad que nombran"),
            example=["T07", "T12", "T03", "T16", "T09", "T02"]),
        Field("delivered", _("cuántos cofres se han entregado ya en los refugios"), Integer(0, 16), default=0,
              example=2),
        Field("money", _("los doblones de cada jugador, del jugador 1 en adelante (para saber quién gana si la "
                         "partida acaba)"), ListOf(Integer(0, 500_000), 0, 4), default=(), assume=False,
              example=[14_000, 9_000, 12_000]),
    ),
    answer=answer_round,
    outcome=RoundOutcome,
    picture=picture_round,
    check=_check_round,
    summary=_("la ronda que termina, el suministro de cofres, los cofres entregados y el dinero"),
)


# --------------------------------------------------------------------------------- coins
@dataclass(frozen=True)
class CoinsOutcome(Outcome):
    """How many coins of each kind pay the sum, and the sum."""

    gold: int = outcome_field(minimum=0)
    silver: int = outcome_field(minimum=0)
    copper: int = outcome_field(minimum=0)
    amount: int = outcome_field(minimum=0)


def _check_coins(v: Values) -> None:
    if v.amount % 1000:
        raise SituationError("coins.amount", _(
            "Las monedas valen 10.000, 5.000 y 1.000 doblones: se paga en miles enteros."))


def answer_coins(v: Values, options: Options) -> Answer:
    counts = dict(coins(v.amount))
    ex = Explanation(_("Pagar {amount}", amount=doubloons_message(v.amount)))
    ex.add("caribic-coins", _("Una moneda de oro vale 10.000 doblones, una de plata 5.000 y una de cobre 1.000; "
                              "se paga con las menos monedas posibles."))
    verdict = _("{amount} se pagan con {coins}.", amount=doubloons_message(v.amount), coins=coins_message(v.amount))
    return Answer(verdict, ex, CoinsOutcome(counts.get("gold", 0), counts.get("silver", 0), counts.get("copper", 0),
                                                 v.amount))


def picture_coins(v: Values, answer: Answer, lang: str) -> str:
    return coins_picture(v.amount, lang)


COINS = Question(
    id="coins",
    title=_("¿Con qué monedas se paga esta cantidad?"),
    rules=("caribic-coins",),
    fields=(Field("amount", _("la cantidad en doblones"), Integer(0, 1_000_000), example=17_000),),
    answer=answer_coins,
    outcome=CoinsOutcome,
    picture=picture_coins,
    check=_check_coins,
    summary=_("la cantidad"),
)

__all__ = ["ROUND", "COINS", "RoundOutcome", "CoinsOutcome"]
