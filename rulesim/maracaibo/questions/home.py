"""``home``: what does this home-bound space give in this round? (*The way home*: ``maracaibo-home-*``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...explain import Explanation, Step
from ...i18n import Message, Plural, _
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, Values
from ..actions import Combat, HomePoints, LocationAction, Offer
from ..components import round_name
from ..draw import EndActions
from ..moves import Sail
from ..options import Options
from ..parts import Action, ScoringKind
from ..pictures import map_svg
from ..state import State
from .common import HOME, SEA, game, table

#: where a ship comes from to reach each home space
BEFORE = {"20": "19", "21a": "20", "21b": "20", "22": "21b"}


@dataclass(frozen=True)
class HomeOutcome(Outcome):
    """Whether the space is a home space this round, the main actions it opens, the victory points taken,
    the scoring that follows, whether it comes after phase C of that turn, and whether the round ends; the
    space and the round asked about."""

    home: bool
    actions: tuple[str, ...]
    points: int
    scoring: ScoringKind | None
    ends_round: bool
    space: str
    round: int
    scoring_after_phase_c: bool


def _step(offer: Offer) -> Step:
    return Step(offer.rule_id, offer.reason)


def _not_home(v: Values) -> Answer:
    ex = Explanation(_("El espacio {loc} en la ronda {round}", loc=v.space, round=round_name(v.round)))
    ex.add("maracaibo-home-spaces", _("En la ronda {round}, los espacios de vuelta a casa son {spaces}.",
                                      round=round_name(v.round), spaces=SEA.home_spaces(v.round)))
    o = HomeOutcome(False, (), 0, None, False, v.space, v.round, False)
    return Answer(_("En la ronda {round}, el {loc} no se usa: ninguna flecha lleva a él.",
                    round=round_name(o.round), loc=o.space), ex, o)


def _arrive(v: Values, state: State) -> tuple[list[Step], list[Offer]]:
    """The ship sails onto the space, takes the main action it gives (if the source says which) and ends its
    turn: the steps, and the main actions that were open."""
    steps = list(state.push(Sail((v.space,))).steps)
    found = state.offers(0)
    open_ = [o for o in found if o.open and o.action not in (Action.MISSION, Action.ASSISTANT)]
    steps += [_step(o) for o in open_]
    steps += [_step(o) for o in found if not o.open and o.action is Action.CITY]
    move = next((m for o in open_ for m in o.moves if isinstance(m, (HomePoints, Combat, LocationAction))), None)
    if move is not None:
        steps += state.push(move).steps
    steps += state.push(EndActions()).steps
    return steps, open_


def answer_home(v: Values, options: Options) -> Answer:
    if not SEA.is_home(v.space, v.round):
        return _not_home(v)
    state = table("home", {}, game(options), round=v.round, seats={0: {"ship": BEFORE[v.space]}})
    before = state.seats[0].vp
    steps, open_ = _arrive(v, state)
    points = state.seats[0].vp - before
    scoring = next((s.kind for s in state.scorings if s.round == v.round), None)
    ids = [step.rule_id for step in steps]
    after_c = scoring is not None and "maracaibo-round-end" in ids and "maracaibo-turn-phases" in ids and (
        ids.index("maracaibo-round-end") > len(ids) - 1 - ids[::-1].index("maracaibo-turn-phases"))
    outcome = HomeOutcome(True, tuple(o.action.value for o in open_), points, scoring, bool(state.round_ends),
                          v.space, v.round, after_c)
    ex = Explanation(_("El espacio {loc} en la ronda {round}", loc=v.space, round=round_name(v.round)), steps)
    names = [o.name for o in open_]
    main: Message
    if len(names) == 2:
        main = _("Como acción principal, {a} o {b} (solo una)", a=names[0], b=names[1])
    elif names:
        main = _("Como acción principal, {action}", action=names[0])
    else:
        main = _("Ninguna acción principal que el texto describa")
    if points and Action.HOME_POINTS.value not in outcome.actions:
        main = _("{points} al llegar. {main}", points=Plural("{n} punto de victoria", "{n} puntos de victoria",
                                                              points), main=main)
    if scoring is ScoringKind.INTERMEDIATE and outcome.scoring_after_phase_c:
        verdict = _("{main}. Después de la fase C, puntuación intermedia, y la ronda termina.", main=main)
    elif scoring is ScoringKind.INTERMEDIATE:
        verdict = _("{main}. Puntuación intermedia, y la ronda termina.", main=main)
    elif scoring is ScoringKind.FINAL:
        verdict = _("{main}. Llegar termina la ronda {round}: puntuación final.", main=main,
                    round=round_name(outcome.round))
    else:
        verdict = _("{main}. La ronda sigue.", main=main)
    return Answer(verdict, ex, outcome)


def picture_home(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, HomeOutcome)
    ships = {0: v.space} if o.home else {}
    return map_svg(SEA, v.round, ships=ships, colours=("yellow",), reachable={v.space}, lang=lang)


HOME_Q = Question(
    id="home",
    title=_("¿Qué da este espacio de vuelta a casa en esta ronda?"),
    rules=("maracaibo-home-spaces", "maracaibo-home-20", "maracaibo-home-21", "maracaibo-home-must-stop",
           "maracaibo-home-no-delivery"),
    fields=(
        Field("space", _("el espacio"), HOME, example="21a"),
        Field.part(State, "round", example=2),
    ),
    answer=answer_home,
    outcome=HomeOutcome,
    picture=picture_home,
    ambiguous=("home_reward",),
    summary=_("el espacio y la ronda"),
)

__all__ = ["HOME_Q", "HomeOutcome"]
