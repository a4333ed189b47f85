"""``round``: my turn ends here — does the round end, is there a scoring, who plays next? (*Rounds* and *The
turn*: ``maracaibo-round*``, ``maracaibo-game-end``, ``maracaibo-turn-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...kinds import Integer
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from .. import components as K
from ..components import Kind, round_name
from ..draw import EndActions
from ..options import Options
from ..parts import PLACE, Action, Phase, ScoringKind, Turn
from ..pictures import map_svg
from ..state import State
from .common import PLAYERS, SEA, game, table


@dataclass(frozen=True)
class RoundOutcome(Outcome):
    """Whether the round ends, the scoring that follows, whether the game is over, and otherwise the round and
    the seat (from 1) that play next, and whether every ship went back to Havana; ``ended_round``: the round of
    the turn asked about."""

    ends_round: bool
    scoring: ScoringKind | None
    game_over: bool
    round: int | None
    next_seat: int | None
    ships_home: bool
    ended_round: int


def _check_round(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("round.seat", Plural("Con {n} jugador no hay puesto {seat}.",
                                                  "Con {n} jugadores no hay puesto {seat}.", v.players, seat=v.seat))
    if SEA.kind(v.location) is Kind.HOME and not SEA.is_home(v.location, v.round):
        raise SituationError("round.location", _("En la ronda {round} ninguna flecha lleva a {loc}.",
                                                 round=round_name(v.round), loc=v.location))


def answer_round(v: Values, options: Options) -> Answer:
    p = v.seat - 1
    s = table("round", {}, game(options, v.players), round=v.round, player=p, phase=Phase.ACTIONS,
              turn=Turn(v.location, spent=1, main=Action.VILLAGE), seats={p: {"ship": v.location}})
    ex = Explanation(_("Fin del turno del puesto {seat} en {loc}, ronda {round}", seat=v.seat,
                       loc=SEA.name(v.location), round=round_name(v.round)))
    ex.add("maracaibo-rounds", _("La partida tiene cuatro rondas; esta es la {round}.", round=round_name(v.round)))
    ex.extend(s.push(EndActions()))
    ended = bool(s.round_ends)
    over = s.is_over()
    next_seat = None if s.player is None else s.player + 1
    o = RoundOutcome(ended, s.scorings[-1].kind if s.scorings else None, over, None if over else s.round,
                     None if over else next_seat, ended and not over, v.round)
    verdict: Message
    if not ended:
        ex.add("maracaibo-round-end", _("La ronda solo termina cuando un barco llega al último espacio ({loc}).",
                                        loc=SEA.last[v.round]))
        verdict = _("La ronda sigue: juega el puesto {seat}.", seat=o.next_seat)
    elif over:
        verdict = _("Termina la ronda {round}: puntuación final, y la partida acaba.", round=round_name(o.ended_round))
    else:
        ex.add("maracaibo-round-scoring", _("Al final de las rondas I a III, puntuación intermedia."))
        verdict = _("Termina la ronda {round}: puntuación intermedia; empieza la ronda {next} con el puesto {seat}.",
                    round=round_name(o.ended_round), next=round_name(s.round), seat=o.next_seat)
    return Answer(verdict, ex, o)


def picture_round(v: Values, answer: Answer, lang: str) -> str:
    colours = K.COLOURS[:v.players]
    return map_svg(SEA, v.round, ships={v.seat - 1: v.location}, colours=colours, reachable={SEA.last[v.round]},
                   lang=lang)


ROUND_Q = Question(
    id="round",
    title=_("Acabo mi turno aquí: ¿termina la ronda, y quién juega ahora?"),
    rules=("maracaibo-round-end", "maracaibo-rounds", "maracaibo-round-scoring", "maracaibo-game-end",
           "maracaibo-turn-phases", "maracaibo-turn-next"),
    fields=(
        Field("location", _("dónde termina tu barco este turno"), PLACE, example="21a"),
        Field.part(State, "round", default=1, example=3),
        Field("players", _("cuántos jugadores sois"), PLAYERS, default=3, example=3),
        Field("seat", _("tu puesto: 1 es el jugador inicial"), Integer(1, 4), default=1, example=2),
    ),
    answer=answer_round,
    outcome=RoundOutcome,
    picture=picture_round,
    ambiguous=("new_round",),
    check=_check_round,
    summary=_("dónde acaba tu barco, la ronda, cuántos sois y tu puesto"),
)

__all__ = ["ROUND_Q", "RoundOutcome"]
