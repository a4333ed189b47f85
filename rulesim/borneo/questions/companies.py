"""``fight``: who wins this fight?  ``move``: where does everyone stand if I move a merchant to another
company?  (*2. Companies*: ``borneo-companies-*``, ``borneo-fight-*``)"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Integer, ListOf, Question, SituationError, Values
from .. import pictures, pictures_turn
from ..components import COMPANIES, company_name
from ..fight import FightResult, judge_fight
from ..moves import move_merchant, move_message
from ..options import Options
from ..parts import Fight
from .common import CARD, COMPANY, BorneoAnswer, check_merchants, columns, company_table, numbered


# ---------------------------------------------------------------------------------- fight
@dataclass(frozen=True)
class FightOutcome(Outcome):
    """Whether the fight may be fought (or the rule that forbids it), who wins, and the count; the company
    fought over, how many played cards are discarded and how many the defender may keep in his warehouse (a
    winning defender keeps those he played, if he wants)."""

    legal: bool
    rule: str | None
    winner: Literal["attacker", "defender"] | None
    attacker_flags: int | None
    defender_flags: int | None
    bonus: int | None
    company: str = outcome_field()
    discarded: int | None = outcome_field(minimum=0)
    defender_may_keep: int | None = outcome_field(minimum=0)


def _hand_field(v: Values, side: str) -> str:
    for name in (f"{side}_others", f"{side}_keeps", f"{side}_cards"):
        if v[name]:
            return f"fight.{name}"
    return f"fight.{side}_cards"


def _check_fight(v: Values) -> None:
    for side, who in (("attacker", _("del atacante")), ("defender", _("del defensor"))):
        total = len(v[f"{side}_cards"]) + v[f"{side}_keeps"] + v[f"{side}_others"]
        if total > 6:
            raise SituationError(_hand_field(v, side), _(
                "La mano {who} tendría {n} cartas (las que juega más las que conserva), y una mano tiene como mucho "
                "seis.", who=who, n=total))


def _card_in(side: str) -> Callable[[int], Message]:
    """A played card as the reader placed it: its side and its place among that side's cards."""
    if side == "attacker":
        return lambda i: _("La carta {n}.ª del atacante", n=i + 1)
    return lambda i: _("La carta {n}.ª del defensor", n=i + 1)


def _won(v: Values, result: FightResult, cards: int, defended: int) -> Message:
    """The fight's last steps (where the merchants go, which cards are discarded) and its verdict."""
    ex = result.explanation
    if result.attacker_wins:
        ex.add("borneo-fight-attacker-wins", _(
            "El defensor elige entre bajar al puesto {old}.º, el que deja el atacante, o irse al primer puesto libre "
            "de otra compañía.", old=v.attacker_rank))
        ex.add("borneo-fight-discard", Plural("Se descarta la carta jugada.", "Se descartan las {n} cartas jugadas.",
                                              cards))
        return _("Gana el atacante ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                 bonus=result.bonus)
    ex.add("borneo-fight-discard", Plural(
        "Las cartas del atacante se descartan; el defensor puede guardar en su almacén la que jugó.",
        "Las cartas del atacante se descartan; el defensor puede guardar en su almacén las que quiera de las {n} que "
        "jugó.", defended) if defended else _("Las cartas del atacante se descartan."))
    return _("Gana el defensor ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
             bonus=result.bonus)


def answer_fight(v: Values, options: Options) -> Answer:
    a_cards = numbered(v.attacker_cards, 100)
    d_cards = numbered(v.defender_cards, 200)
    problem, result = judge_fight(v.company, v.attacker_rank, v.defender_rank, a_cards, d_cards, v.attacker_keeps,
                                  v.defender_keeps, v.attacker_others, v.defender_others, options.keep_one,
                                  options.keep_one_sides, (_card_in("attacker"), _card_in("defender")))
    if problem or result is None:
        rule_id, reason = problem or ("borneo-fight-start", _("Pelea imposible."))
        ex = Explanation(_("Pelea"))
        ex.add(rule_id, reason)
        return BorneoAnswer(_("Jugada ilegal: {reason}", reason=reason), ex,
                            FightOutcome(False, rule_id, None, None, None, None, v.company, None, None), options)
    verdict = _won(v, result, len(a_cards) + len(d_cards), len(d_cards))
    kept = 0 if result.attacker_wins else len(d_cards)
    return BorneoAnswer(verdict, result.explanation, FightOutcome(
        True, None, "attacker" if result.attacker_wins else "defender", result.attacker_flags, result.defender_flags,
        result.bonus, v.company, len(a_cards) + len(d_cards) - kept, kept), options)


def picture_fight(v: Values, answer: Answer, lang: str) -> str:
    return pictures.fight_svg(v.company, v.attacker_rank, v.defender_rank, [c.flags for c in v.attacker_cards],
                              [c.flags for c in v.defender_cards], answer.outcome_dict(), lang)


FIGHT = Question(
    id="fight",
    title=_("¿Quién gana esta pelea?"),
    rules=("borneo-fight-start", "borneo-fight-cards", "borneo-fight-bonus", "borneo-fight-keep-one"),
    fields=(
        Field.part(Fight, "company", example="green"),
        Field("attacker_rank", _("el puesto del atacante (1 arriba, 5 abajo)"), Integer(1, 5), example=4),
        Field("defender_rank", _("el puesto del defensor"), Integer(1, 5), example=2),
        Field("attacker_cards", _("las cartas que juega el atacante"), ListOf(CARD, 0, 6), default=(),
              example=["GGGR", "GGBG"]),
        Field("defender_cards", _("las cartas que juega el defensor"), ListOf(CARD, 0, 6), default=(),
              example=["GGYG"]),
        Field("attacker_keeps", _("cuántas cartas con bandera de la compañía conserva el atacante en la mano"),
              Integer(0, 6), default=1, example=1),
        Field("defender_keeps", _("cuántas cartas con bandera de la compañía conserva el defensor"), Integer(0, 6),
              default=1, example=1),
        Field("attacker_others", _("cuántas cartas de otras compañías conserva el atacante"), Integer(0, 6),
              default=0, example=0),
        Field("defender_others", _("cuántas cartas de otras compañías conserva el defensor"), Integer(0, 6),
              default=0, example=0),
    ),
    answer=answer_fight,
    outcome=FightOutcome,
    picture=picture_fight,
    ambiguous=("keep_one", "keep_one_sides"),
    check=_check_fight,
    summary=_("la compañía, los puestos, las cartas de cada uno y las que conserva en la mano"),
)


# ----------------------------------------------------------------------------------- move
MOVE_COMPANIES = company_table({"red": [1, 3, 2], "blue": [2, 1]})


@dataclass(frozen=True)
class Columns(Outcome):
    """Each company's merchants after the move: their players (from 1), from the first space down."""

    red: tuple[int, ...]
    yellow: tuple[int, ...]
    green: tuple[int, ...]
    blue: tuple[int, ...]
    purple: tuple[int, ...]


@dataclass(frozen=True)
class MoveOutcome(Outcome):
    """Whether the move is allowed (or the rule that forbids it), whose merchant moves, its new rank (from 1)
    and the companies afterwards."""

    legal: bool
    rule: str | None
    player: int | None
    new_rank: int | None
    companies: Columns


def _columns_outcome(after: Mapping[str, Sequence[int]]) -> Columns:
    return Columns(*(tuple(p + 1 for p in after[c]) for c in COMPANIES))


def _check_move(v: Values) -> None:
    check_merchants(v.companies, "move.companies")
    column = v.companies[v.company]
    if v.rank > len(column):
        raise SituationError("move.rank", Plural(
            "En {company} solo hay {n} comerciante: no hay nadie en el puesto {rank}.º.",
            "En {company} solo hay {n} comerciantes: no hay nadie en el puesto {rank}.º.",
            len(column), company=company_name(v.company), rank=v.rank))


def answer_move(v: Values, options: Options) -> Answer:
    before = columns(v.companies)
    trouble, after = move_merchant(before, v.company, v.rank - 1, v.to)
    ex = Explanation(_("Cambiar de compañía"))
    if trouble:
        ex.add(*trouble)
        return BorneoAnswer(_("No se puede. {reason}", reason=trouble[1]), ex,
                            MoveOutcome(False, trouble[0], None, None, _columns_outcome(before)), options)
    owner = before[v.company][v.rank - 1]
    below = len(before[v.company]) - v.rank
    new_rank = len(after[v.to])
    ex.add("borneo-companies-choice", _("Es la acción de compañías de este turno: ya no se puede pelear."))
    ex.add("borneo-companies-move", move_message(v.company, v.rank - 1, v.to, new_rank - 1, below))
    verdict = _("El comerciante del jugador {player} pasa al puesto {rank}.º de {company}.", player=owner + 1,
                rank=new_rank, company=company_name(v.to))
    return BorneoAnswer(verdict, ex, MoveOutcome(True, None, owner + 1, new_rank, _columns_outcome(after)), options)


def picture_move(v: Values, answer: Answer, lang: str) -> str:
    return pictures_turn.move_svg(columns(v.companies), v.company, v.rank - 1, v.to, answer.outcome_dict(), lang)


MOVE = Question(
    id="move",
    title=_("Si cambio un comerciante de compañía, ¿dónde queda cada uno?"),
    rules=("borneo-companies-move", "borneo-companies-choice"),
    fields=(
        Field("companies", _("los jugadores de cada compañía, del primer puesto al último"), MOVE_COMPANIES,
              example={"red": [1, 3, 2], "blue": [2, 1]}),
        Field("company", _("la compañía que deja el comerciante"), COMPANY, example="red"),
        Field("rank", _("el puesto que ocupa allí (1 arriba)"), Integer(1, 5), example=1),
        Field("to", _("la compañía a la que va"), COMPANY, example="blue"),
    ),
    answer=answer_move,
    outcome=MoveOutcome,
    picture=picture_move,
    check=_check_move,
    summary=_("las compañías con sus comerciantes, y qué comerciante va a qué compañía"),
)

__all__ = ["FIGHT", "MOVE", "FightOutcome", "MoveOutcome", "Columns"]
