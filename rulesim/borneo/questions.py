"""The questions a situation file may ask about Borneo (see :mod:`rulesim.questions`), one or more per
rules section:

- ``setup`` — in what order do we place our merchants, and what is in play? (*Setup*, the 3-player variant)
- ``turn`` — may I do this now, in my turn? (*The turn*)
- ``mission`` — can this warehouse pay this mission, and how? (*1. Complete a mission*)
- ``move`` — where does everyone stand if I move a merchant to another company? (*2. Companies*)
- ``fight`` — who wins this fight? (*2. Companies*, the fight)
- ``port`` — who gets the spices at this port, and in what order? (*3. Shipping*)
- ``draw`` — how many cards do I draw, and must I discard? (*4. Drawing*)
- ``end`` — the game is over: who completes the last missions, in what order? (*End of the game*)
- ``score`` — what does everyone score, and who wins? (*Scoring*)

Every answer comes from the engine's own rule functions (:mod:`.shipping`, :mod:`.fight`,
:mod:`.missions`, :mod:`.companies`, :mod:`.turn`, :mod:`.scoring`) or from a whole position built
with the public, validating :meth:`State.from_position` and played forward (``draw``, ``end``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from ..errors import InvalidSetupError
from ..explain import Explanation, Step
from ..i18n import Message, Plural, Value, _
from ..rules import REGISTRY
from ..questions import (Answer, Choice, Field, Integer, ListOf, Question, SituationError, Table, Text,
                         Values)
from .cards import (COMPANIES, COMPANY_NAMES, DEFAULT_DECK, MISSION_KINDS, SPICE_NAMES, SPICES, Mission, Port,
                    ShippingCard, company_name)
from .companies import move_merchant, move_message
from .fight import judge_fight
from .missions import describe_payment, payment_options
from .moves import PlayCard
from .options import Options
from .scoring import DecidedBy, Warehouse, explain_result, final_result
from .shipping import paid_before, resolve_port
from .state import Borneo, Phase, State
from .turn import ACTION_LABELS, STEP, STEP_LABELS, TurnAction, possible_next, problem
from . import pictures
from .pictures import port_svg

LETTERS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
LETTER_OF = {company: letter for letter, company in LETTERS.items()}


@dataclass
class BorneoAnswer(Answer):
    """An answer that remembers the readings it was given, so that its picture shows the same ones."""

    options: Options = field(default_factory=Options)


def _options(answer: Answer) -> Options:
    return getattr(answer, "options", None) or Options()


def _card(value: object) -> ShippingCard | Message:
    """A shipping card written as its four flags, row by row: ``"RRGR"``."""
    problem = _("Una carta tiene cuatro banderas: tres de una compañía y una de otra (letras R, Y, G, B, P).")
    if not isinstance(value, str):
        return problem
    flags = tuple(LETTERS.get(ch) for ch in value.upper())
    counts = sorted(flags.count(x) for x in set(flags))
    if len(flags) != 4 or None in flags or counts != [1, 3]:
        return problem
    return ShippingCard(0, tuple(f for f in flags if f is not None), "clove")


def _card_back(card: ShippingCard) -> str:
    return "".join(LETTER_OF[f] for f in card.flags)


FLAG = Choice({letter: COMPANY_NAMES[company] for letter, company in LETTERS.items()})
CARD = Text(_card, _("cuatro letras, las banderas fila a fila: R roja, Y amarilla, G verde, B azul, P morada"),
            _card_back, control="flags", parts=(FLAG, FLAG, FLAG, FLAG),
            split=lambda text: tuple(str(text).upper()[:4].ljust(4, "R")), join="".join)
COMPANY = Choice(COMPANY_NAMES)
PLAYER = Integer(1, 5)
PLAYERS = Integer(3, 5)
MOST_MERCHANTS = 4  # three each, four in the three-player variant (borneo-setup-merchants)


def _numbered(cards: Sequence[ShippingCard], first: int = 0) -> list[ShippingCard]:
    """Give the cards of a situation distinct ids (the engine tells cards apart by id)."""
    return [ShippingCard(first + i, card.flags, card.spice, card.value, card.joker) for i, card in enumerate(cards)]


def _check_merchants(companies: Values, path: str) -> None:
    """No player has more merchants than they own (``borneo-setup-merchants``)."""
    counts = Counter(p for column in companies.values() for p in column)
    for player, n in sorted(counts.items()):
        if n > MOST_MERCHANTS:
            raise SituationError(path, Plural(
                "El jugador {player} tendría {n} comerciante; cada jugador tiene tres (cuatro en la variante de tres jugadores).",
                "El jugador {player} tendría {n} comerciantes; cada jugador tiene tres (cuatro en la variante de tres jugadores).",
                n, player=player))
    if counts and max(counts.values()) == MOST_MERCHANTS and max(counts) > 3:
        raise SituationError(path, _(
            "Un jugador con cuatro comerciantes solo se da en la variante de tres jugadores, y aquí hay un jugador {player}.",
            player=max(counts)))


COMPANY_COLUMN = ListOf(PLAYER, 0, 5, unique=False)


def _company_table(example: dict[str, list[int]] | None = None) -> Table:
    return Table(tuple(
        Field(company, _("los jugadores de la compañía {company}, por puesto", company=COMPANY_NAMES[company]),
              COMPANY_COLUMN, default=(), example=(example or {}).get(company), assume=False)
        for company in COMPANIES))


def _columns(companies: Values) -> dict[str, list[int]]:
    """The merchants' owners from 0, every company."""
    return {company: [p - 1 for p in companies[company]] for company in COMPANIES}


# ----------------------------------------------------------------------------------- port
PORT_NAMES = {p.name: Value(p.name) for p in DEFAULT_DECK.ports}
PORT_COMPANIES = _company_table({"red": [1, 3, 2]})


def _port(v: Values) -> Port:
    return Port(0, v.name or "", v.monopoly, v.limit, "clove")


def _check_port(v: Values) -> None:
    if len(v.cards) > v.limit:
        raise SituationError("port.cards", _("Un puerto tiene entre 1 carta y su límite de cartas ({limit}).",
                                             limit=v.limit))
    # With every flag counted the port triggers at least as early as with covered rows: a column that
    # was paid out before its last card under the site's reading cannot exist under any reading.
    early = paid_before(_port(v), _numbered(v.cards), Options())
    if early is not None:
        raise SituationError(f"port.cards[{early}]", Plural(
            "Este puerto ya se habría repartido con su primera carta, y un puerto repartido deja la mesa: no se pueden jugar más cartas en él.",
            "Este puerto ya se habría repartido con sus {n} primeras cartas, y un puerto repartido deja la mesa: no se pueden jugar más cartas en él.",
            early))
    _check_merchants(v.companies, "port.companies")


def answer_port(v: Values, options: Options) -> Answer:
    cards = _numbered(v.cards)
    last = v.last_player - 1
    early = paid_before(_port(v), cards, options)
    if early is not None:  # only possible under a reading that counts more flags than the site's
        ex = Explanation(_("Puerto"))
        ex.add("borneo-shipping-trigger", Plural(
            "Con esta lectura el puerto ya se habría repartido con su primera carta: esta columna no puede darse.",
            "Con esta lectura el puerto ya se habría repartido con sus {n} primeras cartas: esta columna no puede darse.",
            early))
        return BorneoAnswer(_("Con esta lectura, esta columna de cartas no puede darse."), ex,
                            {"kind": "impossible", "monopoly": None, "port_card_to": None, "order": [],
                             "discarded": 0, "paid_at": early}, options)
    res = resolve_port(_port(v), cards, _columns(v.companies), last, options)
    if res.kind is None:
        verdict = (_("El puerto {name} sigue abierto: nadie recibe especias todavía.", name=v.name) if v.name else
                   _("El puerto sigue abierto: nadie recibe especias todavía."))
    else:
        order = [_("{player} ({company}, {rank}.º)", player=_("jugador {n}", n=o.player + 1),
                   company=COMPANY_NAMES[o.company], rank=o.rank + 1) for o in res.order]
        kind = _("Monopolio") if res.kind == "monopoly" else _("Reparto compartido")
        verdict = _("{kind}: el jugador {last} se lleva la carta de puerto; eligen por orden: {order}.",
                    kind=kind, last=last + 1, order=order or [_("nadie")])
    outcome = {"kind": None if res.kind is None else res.kind.value, "monopoly": res.monopoly,
               "port_card_to": None if res.kind is None else last + 1,
               "order": [{"player": o.player + 1, "company": o.company, "rank": o.rank + 1} for o in res.order],
               "discarded": res.discarded, "paid_at": None}
    return BorneoAnswer(verdict, res.explanation, outcome, options)


def picture_port(v: Values, answer: Answer, lang: str, options: Options | None = None) -> str:
    opts = options or _options(answer)
    if answer.outcome.get("kind") == "impossible":
        opts = Options()
    return port_svg(_port(v), _numbered(v.cards), _columns(v.companies), v.last_player - 1, opts, lang=lang)


PORT = Question(
    id="port",
    title=_("¿Quién se lleva las especias de este puerto, y en qué orden eligen?"),
    rules=("borneo-shipping-trigger", "borneo-shipping-monopoly", "borneo-shipping-shared"),
    fields=(
        Field("name", _("el nombre del puerto (solo para nombrarlo)"), Choice(PORT_NAMES, control="dropdown"),
              default=None, example="Achim"),
        Field("monopoly", _("el número de monopolio del puerto (el de la izquierda)"), Integer(1, 13), example=6),
        Field("limit", _("el límite de cartas del puerto (el de la derecha)"), Integer(1, 6), example=4),
        Field("cards", _("las cartas de envío jugadas en el puerto, de la primera a la última"), ListOf(CARD, 1, 6),
              example=["RRGR", "RBRR", "RGRR"]),
        Field("last_player", _("el jugador (1 a 5) que jugó la última carta"), PLAYER, example=2),
        Field("companies", _("los jugadores de cada compañía, del primer puesto al último"), PORT_COMPANIES,
              default=PORT_COMPANIES.read({}, "port.companies"), example=None),
    ),
    answer=answer_port,
    outcome={"kind": {"enum": ["monopoly", "shared", "impossible", None]},
             "monopoly": {"enum": [*COMPANIES, None]},
             "port_card_to": {"type": ["integer", "null"]},
             "order": {"type": "array", "items": {"type": "object", "required": ["player", "company", "rank"],
                                                  "properties": {"player": {"type": "integer"},
                                                                 "company": {"enum": list(COMPANIES)},
                                                                 "rank": {"type": "integer"}}}},
             "discarded": {"type": "integer", "minimum": 0},
             "paid_at": {"type": ["integer", "null"], "minimum": 1}},
    picture=lambda v, a, lang: picture_port(v, a, lang),
    ambiguous=("monopoly_tie", "shared_leftover", "covering"),
    check=_check_port,
    summary=_("el puerto (números y cartas jugadas), quién jugó la última y los jugadores de cada compañía"),
)


# ---------------------------------------------------------------------------------- fight
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
                "La mano {who} tendría {n} cartas (las que juega más las que conserva), y una mano tiene como mucho seis.",
                who=who, n=total))


def _card_in(side: str) -> Callable[[int], Message]:
    if side == "attacker":
        return lambda i: _("La carta {n}.ª del atacante ({field})", n=i + 1, field=f"fight.attacker_cards[{i}]")
    return lambda i: _("La carta {n}.ª del defensor ({field})", n=i + 1, field=f"fight.defender_cards[{i}]")


def answer_fight(v: Values, options: Options) -> Answer:
    a_cards = _numbered(v.attacker_cards, 100)
    d_cards = _numbered(v.defender_cards, 200)
    problem, result = judge_fight(v.company, v.attacker_rank, v.defender_rank, a_cards, d_cards, v.attacker_keeps,
                                  v.defender_keeps, v.attacker_others, v.defender_others, options.keep_one,
                                  options.keep_one_sides, (_card_in("attacker"), _card_in("defender")))
    if problem or result is None:
        rule_id, reason = problem or ("borneo-fight-start", _("Pelea imposible."))
        ex = Explanation(_("Pelea"))
        ex.add(rule_id, reason)
        return BorneoAnswer(_("Jugada ilegal: {reason}", reason=reason), ex,
                            {"legal": False, "rule": rule_id, "winner": None, "attacker_flags": None,
                             "defender_flags": None, "bonus": None}, options)
    ex = result.explanation
    if result.attacker_wins:
        ex.add("borneo-fight-attacker-wins", _(
            "El defensor elige entre bajar al puesto {old}.º, el que deja el atacante, o irse al primer puesto libre de "
            "otra compañía.", old=v.attacker_rank))
        ex.add("borneo-fight-discard", Plural("Se descarta la carta jugada.", "Se descartan las {n} cartas jugadas.",
                                              len(a_cards) + len(d_cards)))
        verdict = _("Gana el atacante ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                    bonus=result.bonus)
    else:
        ex.add("borneo-fight-discard", Plural(
            "Las cartas del atacante se descartan; el defensor puede guardar en su almacén la que jugó.",
            "Las cartas del atacante se descartan; el defensor puede guardar en su almacén las que quiera de las {n} que jugó.",
            len(d_cards)) if d_cards else _("Las cartas del atacante se descartan."))
        verdict = _("Gana el defensor ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                    bonus=result.bonus)
    return BorneoAnswer(verdict, ex,
                        {"legal": True, "rule": None, "winner": "attacker" if result.attacker_wins else "defender",
                         "attacker_flags": result.attacker_flags, "defender_flags": result.defender_flags,
                         "bonus": result.bonus}, options)


def picture_fight(v: Values, answer: Answer, lang: str) -> str:
    return pictures.fight_svg(v.company, v.attacker_rank, v.defender_rank, [c.flags for c in v.attacker_cards],
                              [c.flags for c in v.defender_cards], answer.outcome, lang)


FIGHT = Question(
    id="fight",
    title=_("¿Quién gana esta pelea?"),
    rules=("borneo-fight-start", "borneo-fight-cards", "borneo-fight-bonus", "borneo-fight-keep-one"),
    fields=(
        Field("company", _("la compañía en la que se pelea"), COMPANY, example="green"),
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
    outcome={"legal": {"type": "boolean"}, "rule": {"type": ["string", "null"]},
             "winner": {"enum": ["attacker", "defender", None]},
             "attacker_flags": {"type": ["integer", "null"]}, "defender_flags": {"type": ["integer", "null"]},
             "bonus": {"type": ["integer", "null"]}},
    picture=picture_fight,
    ambiguous=("keep_one", "keep_one_sides"),
    check=_check_fight,
    summary=_("la compañía, los puestos, las cartas de cada uno y las que conserva en la mano"),
)


# -------------------------------------------------------------------------------- mission
SPICE_ITEMS = {**{s: SPICE_NAMES[s] for s in SPICES}, **{f"{s}x2": _("{spice} ×2", spice=SPICE_NAMES[s])
                                                         for s in SPICES}}
SPICE = Choice(SPICE_ITEMS, control="buttons")
PORT_SPICE = Choice({s: SPICE_NAMES[s] for s in SPICES}, control="buttons")  # a port card is one spice, never ×2
MISSION_NAMES = {kind: Mission(0, kind).describe() for kind in MISSION_KINDS}
MOST_PORTS = 12  # the ports of a game: 14 less the two or four put back (borneo-setup-ports)


def _warehouse(v: Values) -> tuple[list[ShippingCard], list[Port]]:
    ships = [ShippingCard(i, ("red",) * 3 + ("blue",), s.replace("x2", ""), 2 if s.endswith("x2") else 1)
             for i, s in enumerate(v.warehouse)]
    ports = [Port(i, "", 5, 4, s) for i, s in enumerate(v.ports)]
    return ships, ports


def answer_mission(v: Values, options: Options) -> Answer:
    ships, ports = _warehouse(v)
    mission = Mission(0, v.kind)
    ways = payment_options(mission, ships, ports)
    ex = Explanation(_("Misión: {mission}", mission=mission.describe()))
    ex.add("borneo-missions-payment", _("Sirven las cartas del almacén: {ships} y {ports}.",
                                        ships=Plural("{n} carta de envío", "{n} cartas de envío", len(ships)),
                                        ports=Plural("{n} carta de puerto", "{n} cartas de puerto", len(ports))))
    if v.hand:
        ex.add("borneo-missions-hand", Plural("La carta de la mano no cuenta.", "Las {n} cartas de la mano no cuentan.",
                                              len(v.hand)))
    if ways:
        shown = [describe_payment(w, {x.id: x for x in ships}, {p.id: p for p in ports}) for w in ways]
        ex.add("borneo-q-minimal-payment", _("Maneras de pagarla, sin cartas de más: {ways}.", ways=shown))
        verdict = Plural("Se puede pagar, de una manera.", "Se puede pagar, de {n} maneras.", len(ways))
    else:
        verdict = _("No se puede pagar con este almacén.")
    return BorneoAnswer(verdict, ex, {"payable": bool(ways), "ways": len(ways)}, options)


def picture_mission(v: Values, answer: Answer, lang: str) -> str:
    ships, ports = _warehouse(v)
    ways = payment_options(Mission(0, v.kind), ships, ports)
    first = ways[0] if ways else None
    return pictures.mission_svg(v.kind, list(v.warehouse), list(v.ports), list(v.hand),
                                set(first.ships) if first else set(), set(first.ports) if first else set(),
                                len(ways), lang)


SPICE_LIST = ListOf(SPICE, 0, 40)

MISSION = Question(
    id="mission",
    title=_("¿Puedo pagar esta misión con mi almacén, y cómo?"),
    rules=("borneo-missions-payment", "borneo-missions-hand"),
    fields=(
        Field("kind", _("la misión"), Choice(MISSION_NAMES, control="dropdown"), example="four_same"),
        Field("warehouse", _("las especias de las cartas de envío del almacén (con x2 si la carta vale doble)"),
              SPICE_LIST, default=(), example=["clove", "clove", "clovex2"]),
        Field("ports", _("las especias de las cartas de puerto del almacén (cada una es una sola especia)"),
              ListOf(PORT_SPICE, 0, MOST_PORTS), default=(), example=["clove"]),
        Field("hand", _("las especias de las cartas de la mano (seis como mucho)"), ListOf(SPICE, 0, 6), default=(),
              example=["pepper"]),
    ),
    answer=answer_mission,
    outcome={"payable": {"type": "boolean"}, "ways": {"type": "integer", "minimum": 0}},
    picture=picture_mission,
    summary=_("la misión, las especias del almacén (cartas de envío y de puerto) y las de la mano"),
)


# ---------------------------------------------------------------------------------- setup
def answer_setup(v: Values, options: Options) -> Answer:
    ex = Explanation(_("Preparación para {n} jugadores", n=v.players))
    try:
        game = Borneo(v.players, options)
    except InvalidSetupError as error:
        ex.add(error.rule_id, error.message)
        return BorneoAnswer(_("No se puede. {reason}", reason=error.message), ex,
                            {"legal": False, "rule": error.rule_id, "merchants": None, "rounds": [], "ports": None,
                             "face_up_ports": None, "missions": None, "hand": None}, options)
    rounds = game.placement_rounds()
    ex.add("borneo-setup-merchants", Plural("Cada jugador tiene {n} comerciante.", "Cada jugador tiene {n} comerciantes.",
                                            game.merchants))
    if options.four_merchants:
        ex.add("borneo-variant-four-merchants", _("Variante de tres jugadores: cada uno coloca un cuarto comerciante."))
    ex.add("borneo-setup-hand", _("Cada jugador recibe 3 cartas de envío como mano inicial, en secreto."))
    ex.add("borneo-setup-ports", _("Se juega con {n} de los 14 puertos; se descubren 3.", n=len(game.port_ids)))
    ex.add("borneo-setup-missions", _("Se juega con {n} de las 16 misiones, ordenadas por valor.", n=len(game.mission_ids)))
    for r, order in enumerate(rounds):
        rule_id = ("borneo-setup-placement" if r == 0 else "borneo-q-fourth-round" if r == 3 else
                   "borneo-q-placement-order")
        ex.add(rule_id, _("Ronda {n} de colocación: {players}.", n=r + 1,
                          players=[_("jugador {n}", n=p + 1) for p in order]))
    ex.add("borneo-setup-company-ranks", _("Cada comerciante va al primer puesto libre de la compañía que elige; "
                                           "una compañía llena no admite más."))
    verdict = _("Orden de colocación: {rounds}.", rounds=[
        _("ronda {n}: {players}", n=r + 1, players=" → ".join(str(p + 1) for p in order)) for r, order in enumerate(rounds)])
    return BorneoAnswer(verdict, ex, {"legal": True, "rule": None, "merchants": game.merchants,
                                      "rounds": [[p + 1 for p in order] for order in rounds],
                                      "ports": len(game.port_ids), "face_up_ports": 3,
                                      "missions": len(game.mission_ids), "hand": 3}, options)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    return pictures.setup_svg(v.players, answer.outcome, lang)


SETUP = Question(
    id="setup",
    title=_("¿En qué orden colocamos los comerciantes al empezar, y qué entra en juego?"),
    rules=("borneo-setup-placement", "borneo-setup-merchants", "borneo-setup-ports", "borneo-setup-missions",
           "borneo-variant-four-merchants"),
    fields=(
        Field("players", _("cuántos jugadores sois (el jugador 1 es el inicial)"), PLAYERS, example=4),
    ),
    answer=answer_setup,
    outcome={"legal": {"type": "boolean"}, "rule": {"type": ["string", "null"]},
             "merchants": {"type": ["integer", "null"]},
             "rounds": {"type": "array", "items": {"type": "array", "items": {"type": "integer", "minimum": 1}}},
             "ports": {"type": ["integer", "null"]}, "face_up_ports": {"type": ["integer", "null"]},
             "missions": {"type": ["integer", "null"]}, "hand": {"type": ["integer", "null"]}},
    picture=picture_setup,
    ambiguous=("placement_order", "four_merchants", "fourth_round"),
    summary=_("cuántos jugadores sois (y, en las lecturas, si jugáis la variante de cuatro comerciantes)"),
)


# ----------------------------------------------------------------------------------- turn
ACTION = Choice(dict(ACTION_LABELS), control="dropdown")


def _check_turn(v: Values) -> None:
    for i, action in enumerate(v.done):
        trouble = problem(v.done[:i], action)
        if trouble:
            raise SituationError(f"turn.done[{i}]", _("Esto no puede haber pasado en un turno: {reason}",
                                                      reason=trouble[1]))


def answer_turn(v: Values, options: Options) -> Answer:
    done = [TurnAction(a) for a in v.done]
    action = TurnAction(v.action)
    ex = Explanation(_("El turno"))
    if done:
        ex.add("borneo-turn-order", _("Ya hecho en este turno: {actions}.", actions=[ACTION_LABELS[a] for a in done]))
    else:
        ex.add("borneo-turn-order", _("El turno acaba de empezar."))
    trouble = problem(done, action)
    if trouble:
        ex.add(*trouble)
        now = possible_next(done)
        if now:
            ex.add("borneo-turn-order", _("Lo que se puede hacer ahora: {actions}.", actions=[ACTION_LABELS[a] for a in now]))
        return BorneoAnswer(_("No se puede. {reason}", reason=trouble[1]), ex,
                            {"legal": False, "rule": trouble[0], "then": [a.value for a in now]}, options)
    step = STEP[action]
    skipped = [STEP_LABELS[s] for s in range(1, step) if s > (STEP[done[-1]] if done else 0)]
    if skipped:
        ex.add("borneo-turn-order", _("Se puede saltar lo opcional: {steps}.", steps=skipped))
    rule_id = {1: "borneo-missions-complete", 2: "borneo-companies-choice", 3: "borneo-shipping-play",
               4: "borneo-draw-two"}[step]
    ex.add(rule_id, _("Ahora toca «{step}»: {action} está permitido.", step=STEP_LABELS[step], action=ACTION_LABELS[action]))
    then = possible_next(done + [action])
    if action == TurnAction.DRAW:
        ex.add("borneo-turn-order", _("Después de robar, el turno pasa al jugador de la izquierda."))
    return BorneoAnswer(_("Sí: ahora se puede {action}.", action=ACTION_LABELS[action]), ex,
                        {"legal": True, "rule": None, "then": [a.value for a in then]}, options)


def picture_turn(v: Values, answer: Answer, lang: str) -> str:
    return pictures.turn_svg(list(v.done), v.action, answer.outcome["legal"], lang)


TURN = Question(
    id="turn",
    title=_("¿Puedo hacer esto ahora, en mi turno?"),
    rules=("borneo-turn-order", "borneo-companies-choice", "borneo-missions-complete"),
    fields=(
        Field("done", _("lo que ya ha hecho en este turno, por orden"), ListOf(ACTION, 0, 4), default=(),
              example=["mission", "ship"], assume=False),
        Field("action", _("lo que quiere hacer ahora"), ACTION, example="move"),
    ),
    answer=answer_turn,
    outcome={"legal": {"type": "boolean"}, "rule": {"type": ["string", "null"]},
             "then": {"type": "array", "items": {"enum": [a.value for a in TurnAction]}}},
    picture=picture_turn,
    check=_check_turn,
    summary=_("lo que el jugador ya ha hecho en su turno y lo que quiere hacer ahora"),
)


# ----------------------------------------------------------------------------------- move
MOVE_COMPANIES = _company_table({"red": [1, 3, 2], "blue": [2, 1]})


def _check_move(v: Values) -> None:
    _check_merchants(v.companies, "move.companies")
    column = v.companies[v.company]
    if v.rank > len(column):
        raise SituationError("move.rank", Plural(
            "En {company} solo hay {n} comerciante: no hay nadie en el puesto {rank}.º.",
            "En {company} solo hay {n} comerciantes: no hay nadie en el puesto {rank}.º.",
            len(column), company=company_name(v.company), rank=v.rank))


def answer_move(v: Values, options: Options) -> Answer:
    before = _columns(v.companies)
    trouble, after = move_merchant(before, v.company, v.rank - 1, v.to)
    ex = Explanation(_("Cambiar de compañía"))
    if trouble:
        ex.add(*trouble)
        return BorneoAnswer(_("No se puede. {reason}", reason=trouble[1]), ex,
                            {"legal": False, "rule": trouble[0], "player": None, "new_rank": None,
                             "companies": {c: [p + 1 for p in before[c]] for c in COMPANIES}}, options)
    owner = before[v.company][v.rank - 1]
    below = len(before[v.company]) - v.rank
    new_rank = len(after[v.to])
    ex.add("borneo-companies-choice", _("Es la acción de compañías de este turno: ya no se puede pelear."))
    ex.add("borneo-companies-move", move_message(v.company, v.rank - 1, v.to, new_rank - 1, below))
    verdict = _("El comerciante del jugador {player} pasa al puesto {rank}.º de {company}.", player=owner + 1,
                rank=new_rank, company=company_name(v.to))
    return BorneoAnswer(verdict, ex, {"legal": True, "rule": None, "player": owner + 1, "new_rank": new_rank,
                                      "companies": {c: [p + 1 for p in after[c]] for c in COMPANIES}}, options)


def picture_move(v: Values, answer: Answer, lang: str) -> str:
    return pictures.move_svg(_columns(v.companies), v.company, v.rank - 1, v.to, answer.outcome, lang)


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
    outcome={"legal": {"type": "boolean"}, "rule": {"type": ["string", "null"]},
             "player": {"type": ["integer", "null"]}, "new_rank": {"type": ["integer", "null"]},
             "companies": {"type": "object", "required": list(COMPANIES), "additionalProperties": False,
                           "properties": {c: {"type": "array", "items": {"type": "integer"}} for c in COMPANIES}}},
    picture=picture_move,
    check=_check_move,
    summary=_("las compañías con sus comerciantes, y qué comerciante va a qué compañía"),
)


# ---------------------------------------------------------------- positions played forward
def _columns_for(players: int) -> dict[str, list[int]]:
    """Three merchants per player, anywhere (a position must have them; they play no part here)."""
    columns: dict[str, list[int]] = {c: [] for c in COMPANIES}
    for i in range(players * 3):
        columns[COMPANIES[i // 5]].append(i % players)
    return columns


def _game(players: int, options: Options) -> Borneo:
    # the number of merchants plays no part in drawing or in the end of the game
    return Borneo(players, replace(options, four_merchants=False))


def _play_on(state: State, move: Any) -> Explanation:
    """Play ``move``, then let the merchants take the port's spices (any choice will do: they play no part)."""
    ex = state.push(move)
    while state.phase == Phase.PORT_CHOOSE:
        ex.steps.extend(state.push(state.legal_moves()[0]).steps)
    return ex


def _only(ex: Explanation, pages: tuple[str, ...], title: Message, also: tuple[str, ...] = ()) -> Explanation:
    """The steps of ``ex`` whose rules are on the given pages of the book (or among ``also``)."""
    return Explanation(title, [s for s in ex.steps
                               if REGISTRY[s.rule_id].page.rsplit("/", 1)[-1] in pages or s.rule_id in also])


# ----------------------------------------------------------------------------------- draw
def _check_draw(v: Values) -> None:
    total = v.hand + 1 + v.deck + v.discards
    if total > len(DEFAULT_DECK.shipping):
        raise SituationError("draw.discards", _(
            "La mano, la carta jugada, el mazo y los descartes suman {n} cartas, y el juego tiene 60.", n=total))


def answer_draw(v: Values, options: Options) -> Answer:
    game = _game(4, options)
    ids = [c.id for c in game.deck.shipping]
    hand, ids = ids[:v.hand + 1], ids[v.hand + 1:]
    deck, ids = ids[:v.deck], ids[v.deck:]
    discards, rest = ids[:v.discards], ids[v.discards:]
    port = game.port_ids[0]
    # the other cards wait in the warehouse of player 3, whose turn does not come (they play no part)
    state = State.from_position(game, phase=Phase.SHIPPING, player=0, hands=[hand, [], [], []],
                                stores=[[], [], rest, []], companies=_columns_for(4), ports=[(port, [])],
                                draw=deck, discard=discards)
    ex = _only(_play_on(state, PlayCard(hand[0], port)), ("drawing", "end-of-game"), _("Robar"),
               also=("borneo-q-short-draw",))
    over = state.ended_by is not None
    # a game that ends here drew whatever was left (nothing, or the last card under the "end" reading)
    drawn = v.deck + v.discards if over else len(state.hands[0]) - v.hand
    reshuffled = any(s.rule_id == "borneo-draw-reshuffle" for s in ex.steps)
    must_discard = max(0, v.hand + drawn - 6) if not over else 0
    if over:
        verdict = _("No quedan cartas suficientes para robar: la partida termina.")
    elif must_discard:
        verdict = Plural("Roba {drawn} y descarta {n} carta para quedarse con seis.",
                         "Roba {drawn} y descarta {n} cartas para quedarse con seis.", must_discard, drawn=drawn)
    else:
        verdict = Plural("Roba {n} carta y no descarta nada.", "Roba {n} cartas y no descarta nada.", drawn)
    return BorneoAnswer(verdict, ex, {"drawn": drawn, "reshuffled": reshuffled, "discard": must_discard,
                                      "game_over": over}, options)


def picture_draw(v: Values, answer: Answer, lang: str) -> str:
    return pictures.draw_svg(v.hand, v.deck, v.discards, answer.outcome, lang)


DRAW = Question(
    id="draw",
    title=_("¿Cuántas cartas robo al final del turno, y tengo que descartar?"),
    rules=("borneo-draw-two", "borneo-draw-reshuffle", "borneo-draw-hand-limit", "borneo-end-conditions"),
    fields=(
        Field("hand", _("las cartas que le quedan en la mano después de jugar la de envío"), Integer(0, 5), example=5),
        Field("deck", _("las cartas que quedan en el mazo de robo"), Integer(0, 59), example=1),
        Field("discards", _("las cartas del montón de descartes"), Integer(0, 59), example=12),
    ),
    answer=answer_draw,
    outcome={"drawn": {"type": "integer", "minimum": 0, "maximum": 2}, "reshuffled": {"type": "boolean"},
             "discard": {"type": "integer", "minimum": 0}, "game_over": {"type": "boolean"}},
    picture=picture_draw,
    ambiguous=("short_draw",),
    check=_check_draw,
    summary=_("las cartas de la mano, del mazo y de los descartes cuando toca robar"),
)


# ------------------------------------------------------------------------------------ end
END_CAUSES = {"ports": _("hacía falta un puerto nuevo y el mazo de puertos estaba vacío"),
              "cards": _("había que robar y no quedaba ninguna carta, ni en el mazo ni en los descartes")}


def _check_end(v: Values) -> None:
    if v.last_player > v.players:
        raise SituationError("end.last_player", _("Con {n} jugadores no hay jugador {player}.", n=v.players,
                                                  player=v.last_player))


def answer_end(v: Values, options: Options) -> Answer:
    n = v.players
    game = _game(n, options)
    last = v.last_player - 1
    ids = [c.id for c in game.deck.shipping]
    # every player can pay a mission, so that each one has a choice to make in the last round
    stores: list[list[int]] = [[] for _p in range(n)]
    for p in range(n):
        for spice in SPICES:
            card = next(c for c in ids if game.deck.shipping[c].spice == spice and game.deck.shipping[c].value == 1)
            ids.remove(card)
            stores[p].append(card)
    # the port with the highest monopoly number for its limit, and cards of a different company each: nothing
    # reaches the monopoly number before the last card, under any reading
    port = min(game.port_ids, key=lambda q: (-game.deck.ports[q].monopoly, game.deck.ports[q].limit))
    limit = game.deck.ports[port].limit
    column = []
    for i in range(limit):
        card = next(c for c in ids if max(game.deck.shipping[c].flags, key=game.deck.shipping[c].flags.count)
                    == COMPANIES[i % len(COMPANIES)])
        ids.remove(card)
        column.append(card)
    hands: list[list[int]] = [[] for _p in range(n)]
    hands[last] = [column.pop()]
    if v.cause == "ports":
        under = column
        stores[last] += ids  # the rest wait with the player who completes a mission last (they play no part)
        state = State.from_position(game, phase=Phase.SHIPPING, player=last, hands=hands, stores=stores,
                                    companies=_columns_for(n), ports=[(port, under)], port_deck=[],
                                    draw=[], discard=[])
    else:
        stores[last] += ids + column
        state = State.from_position(game, phase=Phase.SHIPPING, player=last, hands=hands, stores=stores,
                                    companies=_columns_for(n), ports=[(port, [])], draw=[], discard=[])
    ex = _only(_play_on(state, PlayCard(hands[last][0], port)), ("end-of-game",), _("Fin de la partida"),
               also=("borneo-shipping-new-port",))
    order = [p + 1 for p in state.queue] if state.phase == Phase.FINAL_MISSIONS else []
    ex.add("borneo-end-last-mission", _("Cada uno puede completar como mucho una misión, con las especias de su almacén; "
                                        "después se cuentan los puntos."))
    verdict = _("Última ronda de misiones, por este orden: {order}.", order=[_("jugador {n}", n=p) for p in order])
    return BorneoAnswer(verdict, ex, {"reason": v.cause, "final_order": order}, options)


def picture_end(v: Values, answer: Answer, lang: str) -> str:
    return pictures.end_svg(v.players, v.last_player, answer.outcome["final_order"], lang)


END = Question(
    id="end",
    title=_("Se acaba la partida: ¿quién completa la última misión, y en qué orden?"),
    rules=("borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, example=4),
        Field("last_player", _("el jugador que jugaba el turno en que se acabó la partida"), PLAYER, example=3),
        Field("cause", _("por qué se acaba"), Choice(END_CAUSES), example="ports"),
    ),
    answer=answer_end,
    outcome={"reason": {"enum": list(END_CAUSES)},
             "final_order": {"type": "array", "items": {"type": "integer", "minimum": 1}}},
    picture=picture_end,
    check=_check_end,
    summary=_("cuántos jugadores sois, quién jugaba el último turno y por qué se acabó"),
)


# ---------------------------------------------------------------------------------- score
MISSION_KIND = Choice(MISSION_NAMES, control="dropdown")
SCORE_PLAYER = Table((
    Field("cards", _("cartas de envío en su almacén"), Integer(0, 60), default=0, example=12),
    Field("doubles", _("de ellas, cuántas muestran un «2»"), Integer(0, 60), default=0, example=2),
    Field("ports", _("cartas de puerto en su almacén"), Integer(0, MOST_PORTS), default=0, example=1),
    Field("missions", _("las misiones que ha completado"), ListOf(MISSION_KIND, 0, 16), default=(),
          example=["four_same"]),
))


def _check_score(v: Values) -> None:
    players = v.players
    n = len(players)
    for i, p in enumerate(players):
        if p.doubles > p.cards:
            raise SituationError(f"score.players[{i}].doubles", _(
                "Las cartas con «2» son parte de las cartas de envío del almacén: no pueden ser más."))
    cards = sum(p.cards for p in players)
    if cards > 60:
        raise SituationError("score.players", _("Entre todos hay {n} cartas de envío, y el juego tiene 60.", n=cards))
    ports = sum(p.ports for p in players)
    most = (10 if n == 5 else 12) - 2  # at least two face-up ports are discarded at the end
    if ports > most:
        raise SituationError("score.players", _(
            "Entre todos hay {n} cartas de puerto; con {players} jugadores pueden acabar en los almacenes {most} como mucho "
            "(al final se descartan los puertos que siguen boca arriba, y siempre quedan al menos dos).",
            n=ports, players=n, most=most))
    missions = sum(len(p.missions) for p in players)
    available = 16 if n == 5 else 12
    if missions > available:
        raise SituationError("score.players", _(
            "Entre todos han completado {n} misiones, y con {players} jugadores solo hay {most}.", n=missions, players=n,
            most=available))


def _warehouses(v: Values) -> list[Warehouse]:
    return [Warehouse(p.cards, p.ports, tuple(Mission(0, kind) for kind in p.missions)) for p in v.players]


def answer_score(v: Values, options: Options) -> Answer:
    warehouses = _warehouses(v)
    result = final_result(warehouses)
    ex = explain_result(warehouses, result)
    if any(p.doubles for p in v.players):
        ex.steps.insert(0, Step("borneo-scoring-points", _(
            "Una carta de envío con «2» vale un punto, como cualquier otra carta: el «2» solo cuenta al pagar misiones.")))
    winners = [_("jugador {n}", n=p + 1) for p in result.winners]
    if result.decided_by == DecidedBy.SHARED:
        verdict = _("Empate: comparten la victoria {players}.", players=winners)
    elif result.decided_by == DecidedBy.MISSIONS:
        verdict = _("Gana el {player}: empata a puntos, pero ha completado más misiones.", player=winners[0])
    else:
        verdict = _("Gana el {player}, con {points} puntos.", player=winners[0], points=result.scores[result.winners[0]])
    return BorneoAnswer(verdict, ex, {"scores": list(result.scores), "missions": list(result.missions),
                                      "winners": [p + 1 for p in result.winners],
                                      "decided_by": result.decided_by.value}, options)


def picture_score(v: Values, answer: Answer, lang: str) -> str:
    return pictures.score_svg([(p.cards, p.ports, sum(Mission(0, k).points for k in p.missions), len(p.missions))
                               for p in v.players], answer.outcome, lang)


SCORE = Question(
    id="score",
    title=_("¿Cuántos puntos tiene cada uno, y quién gana?"),
    rules=("borneo-scoring-points", "borneo-scoring-tie", "borneo-q-score-tie"),
    fields=(
        Field("players", _("lo que tiene cada jugador al final, del jugador 1 en adelante"), ListOf(SCORE_PLAYER, 3, 5),
              example=[{"cards": 12, "doubles": 2, "ports": 1, "missions": ["four_same"]},
                       {"cards": 10, "ports": 3, "missions": ["one_of_each"]},
                       {"cards": 16, "ports": 2}]),
    ),
    answer=answer_score,
    outcome={"scores": {"type": "array", "items": {"type": "integer", "minimum": 0}},
             "missions": {"type": "array", "items": {"type": "integer", "minimum": 0}},
             "winners": {"type": "array", "items": {"type": "integer", "minimum": 1}},
             "decided_by": {"enum": [d.value for d in DecidedBy]}},
    picture=picture_score,
    check=_check_score,
    summary=_("lo que tiene cada jugador en su almacén y las misiones que ha completado"),
)

# the panel opens on the first one: the port, the most disputed moment of the game; then the turn's other
# disputes, then setup and the end
QUESTIONS = (PORT, FIGHT, MISSION, MOVE, TURN, DRAW, END, SCORE, SETUP)

__all__ = ["QUESTIONS", "BorneoAnswer"]
