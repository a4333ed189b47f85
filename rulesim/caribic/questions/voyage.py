"""``voyage``: the ship sails this way and takes these actions: may it, who is paid, where does it stop?
(*Moving*, *Treasure*, *Safe havens*: ``caribic-move-*``, ``caribic-treasure-*``, ``caribic-haven-*``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...errors import IllegalMoveError
from ...explain import Explanation
from ...i18n import Message, Plural, _
from ...kinds import Integer, ListOf
from ...outcomes import Outcome, outcome_field
from ...questions import Answer, Field, Question, SituationError, Text, Values
from ..auction import player_name
from ..components import COLOUR_NAMES, COLOURS, DEFAULT_CHESTS, DEFAULT_MAP, SHIPS, doubloons_message
from ..moves import EndMove, Move, Sail
from ..options import Options
from ..parts import REASON, SHIP, PayReason
from ..pictures import sea_svg, with_title
from ..state import State
from .common import PLAYERS, PORT_CHESTS, POSITIONS, SHIP_CHESTS, check_chests, turn_state, unplaced_step
from .naming import action_text, read_action


def _parse_step(value: object) -> Move | Message:
    """A step of a voyage as a file writes it: a space id (sail there) or a treasure action (``"capture"``,
    ``"rob Bravo"``, ``"swap Bravo"``, ``"deliver red"``, in any case, ``"Rob:Bravo"`` too: :mod:`.naming`)."""
    if isinstance(value, str) and value in DEFAULT_MAP.spaces:
        return Sail(value)
    return read_action(value) or _("Se espera un espacio del mapa (como \"r0c2\" o \"haven-red\"), \"capture\", "
                                   "\"rob Bravo\", \"swap Bravo\" o \"deliver red\".")


def _step_text(move: Move) -> str:
    return move.space if isinstance(move, Sail) else action_text(move)


STEP_LABELS = tuple(
    [(s, _("avanzar a {space}", space=DEFAULT_MAP.label(s, article=False))) for s in DEFAULT_MAP.spaces]
    + [("capture", _("capturar la ciudad"))]
    + [(f"rob {s}", _("robar al {ship}", ship=s)) for s in SHIPS]
    + [(f"swap {s}", _("intercambiar cofres con el {ship}", ship=s)) for s in SHIPS]
    + [(f"deliver {c}", _("entregar en el refugio {colour}", colour=COLOUR_NAMES[c])) for c in COLOURS])
STEP = Text(_parse_step, _("un espacio contiguo al que avanza (\"r0c2\", \"haven-red\"), o una acción: "
                           "\"capture\", \"rob Bravo\", \"swap Bravo\", \"deliver red\""), _step_text,
            control="dropdown", options=STEP_LABELS)


@dataclass(frozen=True)
class Paid(Outcome):
    """A payment of the voyage: who (from 1), how much, why, and the chest (by the town it names)."""

    player: int = outcome_field(minimum=1)
    amount: int = outcome_field()
    reason: Literal["capture", "delivery"] = outcome_field()
    chest: str = outcome_field()


@dataclass(frozen=True)
class VoyageOutcome(Outcome):
    """Whether the voyage is legal (or which step is refused, as written, and by which rule), the way and where
    it ends, whether the ship may stop there, who is paid, and the chest each ship carries after it; the ship."""

    legal: bool
    refused_step: int | None = outcome_field(minimum=1)
    rule: str | None = outcome_field()
    path: tuple[str, ...] = outcome_field()
    end: str = outcome_field()
    stops: bool = outcome_field()
    payments: tuple[Paid, ...] = outcome_field()
    ship_chests: dict[str, str] = outcome_field()
    ship: str = outcome_field()
    refused: str | None = outcome_field()


def _check_voyage(v: Values) -> None:
    check_chests("voyage", v)
    if v.player > v.players:
        raise SituationError("voyage.player", _("Ese jugador no está en la partida: hay {n}.", n=v.players))
    turn_state("voyage", v, Options(), player=v.player - 1, distance=v.distance)


def _sailed(state: State, move: Move, i: int) -> tuple[str, Message]:
    if isinstance(move, Sail):
        assert state.turn is not None
        return "caribic-move-distance", Plural(
            "Paso {step}: avanza hasta {space} (le queda {n} espacio).",
            "Paso {step}: avanza hasta {space} (le quedan {n} espacios).", state.turn.remaining, step=i + 1,
            space=state.label(move.space))
    return "caribic-treasure-timing", _("Paso {n}: {move}.", n=i + 1, move=move.said(state))


def _voyage(v: Values, options: Options) -> tuple[State, Explanation, int | None, IllegalMoveError | None]:
    """The voyage played on the engine: the state after it, the explanation, the index of the refused step
    (or None) and the error."""
    state = turn_state("voyage", v, options, player=v.player - 1, distance=v.distance)
    ex = Explanation(_("El viaje del {ship}", ship=v.ship))
    unplaced_step(ex, v)
    ex.add("caribic-move-distance", Plural(
        "El {ship} sale de {space} y puede avanzar hasta {n} espacio.",
        "El {ship} sale de {space} y puede avanzar hasta {n} espacios.", v.distance, ship=v.ship,
        space=state.label(v.positions[v.ship])))
    for i, move in enumerate(v.steps):
        try:
            done = state.push(move)
        except IllegalMoveError as error:
            ex.add(error.rule_id, _("Paso {n} ({move}): no se puede. {reason}", n=i + 1, move=move.said(state),
                                    reason=error.message))
            return state, ex, i, error
        ex.add(*_sailed(state, move, i))
        ex.steps.extend(done.steps)
    try:
        done = state.push(EndMove())
    except IllegalMoveError as error:
        ex.add(error.rule_id, _("Al final, el {ship} no puede detenerse ahí. {reason}", ship=v.ship,
                                reason=error.message))
        return state, ex, len(v.steps), error
    for step in done.steps:
        if step.rule_id == "caribic-round-end":
            break  # (when the Fuego stops, the round ends: not this question's business)
        ex.steps.append(step)
    return state, ex, None, None


def _verdict(v: Values, state: State, refused: int | None, error: IllegalMoveError | None,
             paid: list[Message]) -> Message:
    end = state.positions[v.ship]
    if refused is None:
        if paid:
            return _("El {ship} puede hacer este viaje y se detiene en {space}; {paid}.", ship=v.ship,
                     space=state.label(end), paid=paid)
        return _("El {ship} puede hacer este viaje y se detiene en {space}; nadie cobra.", ship=v.ship,
                 space=state.label(end))
    assert error is not None
    if refused == len(v.steps):
        return _("El {ship} no puede terminar el viaje en {space}: {reason}", ship=v.ship, space=state.label(end),
                 reason=error.message)
    return _("El paso {n} no se puede: {reason}", n=refused + 1, reason=error.message)


def answer_voyage(v: Values, options: Options) -> Answer:
    state, ex, refused, error = _voyage(v, options)
    path = list(state.turn.path) if state.turn is not None else None
    if path is None:  # the turn is over: the path ends where the ship stopped
        path = [v.positions[v.ship]] + [mv.space for mv in v.steps if isinstance(mv, Sail)]
    payments = tuple(Paid(x.player + 1, x.amount, x.reason.value, DEFAULT_CHESTS[x.chest].port)  # type: ignore[arg-type]
                     for x in state.ledger if x.reason is not PayReason.EARLIER and x.chest is not None)
    paid = [_("el {player} cobra {amount} ({reason})", player=player_name(x.player - 1),
              amount=doubloons_message(x.amount), reason=REASON.label(PayReason(x.reason))) for x in payments]
    outcome = VoyageOutcome(
        refused is None, None if refused is None else refused + 1, None if error is None else error.rule_id,
        tuple(path), state.positions[v.ship], refused is None, payments,
        {s: DEFAULT_CHESTS[c].port for s, c in state.ship_chests.items() if c is not None}, v.ship,
        _step_text(v.steps[refused]) if refused is not None and refused < len(v.steps) else None)
    return Answer(_verdict(v, state, refused, error, paid), ex, outcome)


def picture_voyage(v: Values, answer: Answer, lang: str) -> str:
    """The map after the voyage (as far as it went), the ship's way drawn (from the outcome, so the picture
    is the ruling's whatever reading decided it)."""
    o = answer.outcome
    assert isinstance(o, VoyageOutcome)
    positions = {**v.positions, v.ship: o.end}
    captured = {p.chest for p in o.payments if p.reason == PayReason.CAPTURE.value}
    towns = {c.port: c.id for c in DEFAULT_CHESTS}
    ports = {t: (towns[t] if t in v.port_chests and t not in captured else None) for t in DEFAULT_MAP.ports}
    svg = sea_svg(DEFAULT_MAP, positions, {s: towns[t] for s, t in o.ship_chests.items()}, ports,
                  {c.id: c.value for c in DEFAULT_CHESTS},
                  COLOURS[:v.players], highlight=v.ship, path=list(o.path), lang=lang)
    return with_title(svg, _("El viaje del {ship}", ship=v.ship).render(lang))


VOYAGE = Question(
    id="voyage",
    title=_("¿Puede el barco hacer este viaje, y quién cobra?"),
    rules=("caribic-move-distance", "caribic-move-pass-occupied", "caribic-move-one-ship", "caribic-move-havens",
           "caribic-treasure-timing", "caribic-haven-delivery", "caribic-haven-payment"),
    fields=(
        PLAYERS,
        Field("ship", _("el barco que se mueve"), SHIP, example="Arriba"),
        Field("player", _("el jugador activo, que ganó la subasta del barco"), Integer(1, 4), default=1, example=1),
        Field("distance", _("cuántos espacios puede avanzar como mucho (lo dice la subasta)"), Integer(0, 9),
              example=3),
        POSITIONS, SHIP_CHESTS, PORT_CHESTS,
        Field("steps", _("lo que hace el barco, en orden: cada espacio al que avanza y cada acción del tesoro"),
              ListOf(STEP, 1, 20), example=["capture", "haven-red", "deliver red", "r1c0"]),
    ),
    answer=answer_voyage,
    outcome=VoyageOutcome,
    picture=picture_voyage,
    ambiguous=("occupied", "deliver", "repeat_actions"),
    check=_check_voyage,
    summary=_("el barco, su jugador y su distancia, las posiciones, los cofres y los pasos del viaje"),
)

__all__ = ["VOYAGE", "VoyageOutcome", "Paid"]
