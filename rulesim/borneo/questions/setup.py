"""``setup``: in what order do we place our merchants, and what is in play? (*Setup* and the 3-player
variant: ``borneo-setup-*``, ``borneo-variant-four-merchants``)"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InvalidSetupError
from ...explain import Explanation
from ...i18n import Plural, _
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, Values
from .. import pictures_turn as pictures
from ..components import FACE_UP_PORTS, STARTING_HAND
from ..game import Borneo
from ..options import Options
from .common import PLAYERS, BorneoAnswer


@dataclass(frozen=True)
class SetupOutcome(Outcome):
    """Whether the game can be set up so (or the rule that forbids it); the merchants each, the placement
    rounds (players from 1), the ports in play and face up, the missions and the starting hand."""

    legal: bool
    rule: str | None
    merchants: int | None
    rounds: tuple[tuple[int, ...], ...] = outcome_field(items={"type": "array", "items": {"type": "integer",
                                                                                            "minimum": 1}})
    ports: int | None = outcome_field()
    face_up_ports: int | None = outcome_field()
    missions: int | None = outcome_field()
    hand: int | None = outcome_field()


def _refused(error: InvalidSetupError, ex: Explanation, options: Options) -> Answer:
    ex.add(error.rule_id, error.message)
    return BorneoAnswer(_("No se puede. {reason}", reason=error.message), ex,
                        SetupOutcome(False, error.rule_id, None, (), None, None, None, None), options)


def answer_setup(v: Values, options: Options) -> Answer:
    ex = Explanation(_("Preparación para {n} jugadores", n=v.players))
    try:
        game = Borneo(v.players, options)
    except InvalidSetupError as error:
        return _refused(error, ex, options)
    rounds = game.placement_rounds()
    ex.add("borneo-setup-merchants", Plural("Cada jugador tiene {n} comerciante.",
                                            "Cada jugador tiene {n} comerciantes.", game.merchants))
    if options.four_merchants:
        ex.add("borneo-variant-four-merchants", _("Variante de tres jugadores: cada uno coloca un cuarto comerciante."))
    ex.add("borneo-setup-hand", _("Cada jugador recibe 3 cartas de envío como mano inicial, en secreto."))
    ex.add("borneo-setup-ports", _("Se juega con {n} de los 14 puertos; se descubren 3.", n=len(game.port_ids)))
    ex.add("borneo-setup-missions", _("Se juega con {n} de las 16 misiones, ordenadas por valor.",
                                      n=len(game.mission_ids)))
    for r, order in enumerate(rounds):
        rule_id = ("borneo-setup-placement" if r == 0 else "borneo-q-fourth-round" if r == 3 else
                   "borneo-q-placement-order")
        ex.add(rule_id, _("Ronda {n} de colocación: {players}.", n=r + 1,
                          players=[_("jugador {n}", n=p + 1) for p in order]))
    ex.add("borneo-setup-company-ranks", _("Cada comerciante va al primer puesto libre de la compañía que elige; "
                                           "una compañía llena no admite más."))
    verdict = _("Orden de colocación: {rounds}.", rounds=[
        _("ronda {n}: {players}", n=r + 1, players=" → ".join(str(p + 1) for p in order))
        for r, order in enumerate(rounds)])
    return BorneoAnswer(verdict, ex, SetupOutcome(
        True, None, game.merchants, tuple(tuple(p + 1 for p in order) for order in rounds), len(game.port_ids),
        FACE_UP_PORTS, len(game.mission_ids), STARTING_HAND), options)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    return pictures.setup_svg(v.players, answer.outcome_dict(), lang)


SETUP = Question(
    id="setup",
    title=_("¿En qué orden colocamos los comerciantes al empezar, y qué entra en juego?"),
    rules=("borneo-setup-placement", "borneo-setup-merchants", "borneo-setup-ports", "borneo-setup-missions",
           "borneo-variant-four-merchants"),
    fields=(
        Field("players", _("cuántos jugadores sois (el jugador 1 es el inicial)"), PLAYERS, example=4),
    ),
    answer=answer_setup,
    outcome=SetupOutcome,
    picture=picture_setup,
    ambiguous=("placement_order", "four_merchants", "fourth_round"),
    summary=_("cuántos jugadores sois (y, en las lecturas, si jugáis la variante de cuatro comerciantes)"),
)

__all__ = ["SETUP", "SetupOutcome"]
