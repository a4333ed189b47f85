"""``end``: does the game end after this turn? (*The turn*: ``ships-end``, ``ships-end-last-player``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation
from ...i18n import Plural, _
from ...kinds import Integer
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Values
from ..components import COLOURS, END_COUNTERS, SHIP_COUNTERS_PER_ERA, TRACK_LEVELS, Era, ShipBox, player_name
from ..examples import laid_out
from ..game import Ships
from ..moves import EndTurn
from ..options import Options
from ..parts import EndReason, Phase, Placed
from ..pictures import track_svg
from ..state import State
from .common import FIRST, PLAYER, PLAYERS, SEAT, check_colours, player_of


@dataclass(frozen=True)
class EndOutcome(Outcome):
    """Whether the game ends after this turn, and whose turn is the last of every round."""

    ends: bool = outcome_field()
    last_player: str = outcome_field(enum=list(COLOURS))


def end_state(players: int, first: int, player: int, on_level_11: int, options: Options | None = None) -> State:
    """``player`` about to end a turn with every level occupied and ``on_level_11`` counters on level 11."""
    game = Ships(players, options)
    track = [Placed(lv, ShipBox.MERCHANT, (player + 1) % players, game.era_of(lv)) for lv in range(1, TRACK_LEVELS)]
    track += [Placed(TRACK_LEVELS, ShipBox.MERCHANT, k % players, Era.STEAM) for k in range(on_level_11)]
    return laid_out(game, first=first, player=player, phase=Phase.ACTIONS, track=track)


def game_end(players: int, first: int, player: int, on_level_11: int, options: Options | None = None) -> Answer:
    """With ``on_level_11`` ship counters on level 11 when ``player`` ends a turn, does the game end?"""
    state = end_state(players, first, player, on_level_11, options)
    last = state.last_player()
    explanation = Explanation(_("¿Termina la partida tras este turno?"))
    steps = state.push(EndTurn()).steps
    explanation.steps.extend(s for s in steps if s.rule_id in ("ships-end", "ships-q-stall"))
    explanation.add("ships-end-last-player", _("El último turno de cada ronda es del {player}.",
                                               player=player_name(last)))
    if on_level_11 < END_COUNTERS:
        explanation.add("ships-end", Plural("En el nivel 11 hay {n} ficha; hacen falta {end}.",
                                            "En el nivel 11 hay {n} fichas; hacen falta {end}.", on_level_11,
                                            end=END_COUNTERS))
    elif player != last:
        explanation.add("ships-end", _("La condición se cumple, pero la ronda sigue hasta el {player}, para que "
                                       "todos jueguen los mismos turnos.", player=player_name(last)))
    ends = state.is_over() and state.end_reason == EndReason.TRACK
    verdict = _("Sí, la partida termina.") if ends else _("No, la partida sigue.")
    return Answer(verdict, explanation, EndOutcome(ends, COLOURS[last]))


def _check_end(v: Values) -> None:
    check_colours("end", v)
    if v.level_11 > SHIP_COUNTERS_PER_ERA * v.players:
        raise SituationError("end.level_11", _("Imposible: no hay tantas fichas de barco de vapor."))


def answer_end(v: Values, options: Options) -> Answer:
    return game_end(v.players, COLOURS.index(v.first), player_of("end", v), v.level_11, options)


def picture_end(v: Values, answer: Answer, lang: str) -> str:
    state = end_state(v.players, COLOURS.index(v.first), player_of("end", v), v.level_11)
    return track_svg(state, lang, [TRACK_LEVELS])


END = Question(
    id="end",
    title=_("¿Termina la partida después de este turno?"),
    rules=("ships-end", "ships-end-last-player"),
    fields=(
        PLAYERS, FIRST,
        Field("player", _("el color de quien termina su turno (o, en su lugar, su puesto: seat)"), PLAYER.kind,
              default=None, example="yellow"),
        Field("seat", _("el puesto en el orden de turno de quien termina su turno, 1 = el primer jugador (o, en su "
                        "lugar, su color: player)"), SEAT.kind, default=None, example=2),
        Field("level_11", _("las fichas de barco en el nivel 11 al terminar el turno"), Integer(0, 24), example=5),
    ),
    answer=answer_end,
    outcome=EndOutcome,
    picture=picture_end,
    check=_check_end,
    summary=_("los jugadores, quién empezó, quién termina el turno y las fichas del nivel 11"),
)

__all__ = ["END", "EndOutcome", "game_end", "end_state"]
