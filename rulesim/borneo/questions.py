"""The questions a situation file may ask about Borneo (see :mod:`rulesim.questions`).

- ``port`` — who gets the spices at this port, and in what order? (``borneo-shipping-*``)
- ``fight`` — who wins this fight? (``borneo-fight-*``)
- ``mission`` — can this warehouse pay this mission, and how? (``borneo-missions-*``)
"""

from __future__ import annotations

from ..explain import Explanation
from ..i18n import Message, Value, _
from ..questions import Answer, Choice, Field, Integer, ListOf, Question, SituationError, Table, Text, Values
from .cards import COMPANIES, COMPANY_NAMES, DEFAULT_DECK, MISSION_KINDS, SPICE_NAMES, SPICES, Mission, Port, ShippingCard
from .fight import judge_fight
from .missions import describe_payment, payment_options
from .options import Options
from .shipping import resolve_port
from .svg import port_svg

LETTERS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
LETTER_OF = {company: letter for letter, company in LETTERS.items()}


def _card(value: object) -> ShippingCard | Message:
    """A shipping card written as its four flags, row by row: ``"RRGR"``."""
    problem = _("Una carta tiene cuatro banderas: tres de una compañía y una de otra (letras R, Y, G, B, P).")
    if not isinstance(value, str):
        return problem
    flags = tuple(LETTERS.get(ch) for ch in value.upper())
    counts = sorted(flags.count(x) for x in set(flags))
    if len(flags) != 4 or None in flags or counts != [1, 3]:
        return problem
    return ShippingCard(0, flags, "clove")  # type: ignore[arg-type]


def _card_back(card: ShippingCard) -> str:
    return "".join(LETTER_OF[f] for f in card.flags)


FLAG = Choice({letter: COMPANY_NAMES[company] for letter, company in LETTERS.items()})
CARD = Text(_card, _("cuatro letras, las banderas fila a fila: R roja, Y amarilla, G verde, B azul, P morada"),
            _card_back, control="flags", parts=(FLAG, FLAG, FLAG, FLAG),
            split=lambda text: tuple(str(text).upper()[:4].ljust(4, "R")), join="".join)
COMPANY = Choice(COMPANY_NAMES)
PLAYER = Integer(1, 5)


def _numbered(cards: tuple[ShippingCard, ...], first: int = 0) -> list[ShippingCard]:
    """Give the cards of a situation distinct ids (the engine tells cards apart by id)."""
    return [ShippingCard(first + i, card.flags, card.spice, card.value, card.joker) for i, card in enumerate(cards)]


# ----------------------------------------------------------------------------------- port
PORT_NAMES = {p.name: Value(p.name) for p in DEFAULT_DECK.ports}


def _port(v: Values) -> Port:
    return Port(0, v.name or "", v.monopoly, v.limit, "clove")


def _companies(v: Values) -> dict[str, list[int]]:
    return {company: [p - 1 for p in v.companies[company]] for company in COMPANIES}


def _check_port(v: Values) -> None:
    if len(v.cards) > v.limit:
        raise SituationError("port.cards", _("Un puerto tiene entre 1 carta y su límite de cartas ({limit}).",
                                             limit=v.limit))


def answer_port(v: Values, options: Options) -> Answer:
    cards = _numbered(v.cards)
    last = v.last_player - 1
    res = resolve_port(_port(v), cards, _companies(v), last, options)
    if res.kind is None:
        verdict = (_("El puerto {name} sigue abierto: nadie recibe especias todavía.", name=v.name) if v.name else
                   _("El puerto sigue abierto: nadie recibe especias todavía."))
    else:
        order = [_("{player} ({company}, {rank}.º)", player=_("jugador {n}", n=o.player + 1),
                   company=COMPANY_NAMES[o.company], rank=o.rank + 1) for o in res.order]
        kind = _("Monopolio") if res.kind == "monopoly" else _("Reparto compartido")
        verdict = _("{kind}: el jugador {last} se lleva la carta de puerto; eligen por orden: {order}.",
                    kind=kind, last=last + 1, order=order or [_("nadie")])
    outcome = {"kind": res.kind, "monopoly": res.monopoly,
               "port_card_to": None if res.kind is None else last + 1,
               "order": [{"player": o.player + 1, "company": o.company, "rank": o.rank + 1} for o in res.order],
               "discarded": res.discarded}
    return Answer(verdict, res.explanation, outcome)


def picture_port(v: Values, answer: Answer, lang: str, options: Options | None = None) -> str:
    return port_svg(_port(v), _numbered(v.cards), _companies(v), v.last_player - 1, options or Options(), lang)


COMPANY_COLUMN = ListOf(PLAYER, 0, 5, unique=True)
COMPANY_TABLE = Table(tuple(
    Field(company, _("los jugadores de la compañía {company}, por puesto", company=COMPANY_NAMES[company]),
          COMPANY_COLUMN, default=(), example=[1, 3, 2] if company == "red" else None, assume=False)
    for company in COMPANIES))

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
        Field("companies", _("los jugadores de cada compañía, del primer puesto al último"), COMPANY_TABLE,
              default=COMPANY_TABLE.read({}, "port.companies"), example=None),
    ),
    answer=answer_port,
    outcome={"kind": {"enum": ["monopoly", "shared", None]},
             "monopoly": {"enum": [*COMPANIES, None]},
             "port_card_to": {"type": ["integer", "null"]},
             "order": {"type": "array", "items": {"type": "object", "required": ["player", "company", "rank"],
                                                  "properties": {"player": {"type": "integer"},
                                                                 "company": {"enum": list(COMPANIES)},
                                                                 "rank": {"type": "integer"}}}},
             "discarded": {"type": "integer", "minimum": 0}},
    picture=lambda v, a, lang: picture_port(v, a, lang),
    ambiguous=("monopoly_tie", "shared_leftover", "covering"),
    check=_check_port,
    summary=_("el puerto (números y cartas jugadas), quién jugó la última y los jugadores de cada compañía"),
)


# ---------------------------------------------------------------------------------- fight
def answer_fight(v: Values, options: Options) -> Answer:
    a_cards = _numbered(v.attacker_cards, 100)
    d_cards = _numbered(v.defender_cards, 200)
    problem, result = judge_fight(v.company, v.attacker_rank, v.defender_rank, a_cards, d_cards, v.attacker_keeps,
                                  v.defender_keeps, v.attacker_others, v.defender_others, options.keep_one)
    if problem:
        ex = Explanation(_("Pelea"))
        ex.add(*problem)
        return Answer(_("Jugada ilegal: {reason}", reason=problem[1]), ex,
                      {"legal": False, "rule": problem[0], "winner": None, "attacker_flags": None,
                       "defender_flags": None, "bonus": None})
    verdict = (_("Gana el atacante ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                 bonus=result.bonus) if result.attacker_wins else
               _("Gana el defensor ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                 bonus=result.bonus))
    return Answer(verdict, result.explanation,
                  {"legal": True, "rule": None, "winner": "attacker" if result.attacker_wins else "defender",
                   "attacker_flags": result.attacker_flags, "defender_flags": result.defender_flags,
                   "bonus": result.bonus})


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
    ambiguous=("keep_one",),
    summary=_("la compañía, los puestos, las cartas de cada uno y las que conserva en la mano"),
)


# -------------------------------------------------------------------------------- mission
SPICE_ITEMS = {**{s: SPICE_NAMES[s] for s in SPICES}, **{f"{s}x2": _("{spice} ×2", spice=SPICE_NAMES[s])
                                                         for s in SPICES}}
SPICE = Choice(SPICE_ITEMS, control="buttons")
MISSION_NAMES = {kind: Mission(0, kind).describe() for kind in MISSION_KINDS}


def answer_mission(v: Values, options: Options) -> Answer:
    ships = [ShippingCard(i, ("red",) * 3 + ("blue",), s.replace("x2", ""), 2 if s.endswith("x2") else 1)  # type: ignore[arg-type]
             for i, s in enumerate(v.warehouse)]
    ports = [Port(i, "", 5, 4, s.replace("x2", "")) for i, s in enumerate(v.ports)]
    mission = Mission(0, v.kind)
    ways = payment_options(mission, ships, ports)
    ex = Explanation(_("Misión: {mission}", mission=mission.describe()))
    ex.add("borneo-missions-payment", _("Sirven {n} cartas de envío y {p} cartas de puerto del almacén.",
                                        n=len(ships), p=len(ports)))
    if v.hand:
        ex.add("borneo-missions-hand", _("Las {n} cartas de la mano no cuentan.", n=len(v.hand)))
    if ways:
        shown = [describe_payment(w, {x.id: x for x in ships}, {p.id: p for p in ports}) for w in ways]
        ex.add("borneo-q-minimal-payment", _("Maneras de pagarla, sin cartas de más: {ways}.", ways=shown))
        verdict = _("Se puede pagar, de {n} maneras.", n=len(ways)) if len(ways) > 1 else _("Se puede pagar, de una manera.")
    else:
        verdict = _("No se puede pagar con este almacén.")
    return Answer(verdict, ex, {"payable": bool(ways), "ways": len(ways)})


SPICE_LIST = ListOf(SPICE, 0, 40)

MISSION = Question(
    id="mission",
    title=_("¿Puedo pagar esta misión con mi almacén, y cómo?"),
    rules=("borneo-missions-payment", "borneo-missions-hand"),
    fields=(
        Field("kind", _("la misión"), Choice(MISSION_NAMES, control="dropdown"), example="four_same"),
        Field("warehouse", _("las especias de las cartas de envío del almacén (con x2 si la carta vale doble)"),
              SPICE_LIST, default=(), example=["clove", "clove", "clovex2"]),
        Field("ports", _("las especias de las cartas de puerto del almacén"), SPICE_LIST, default=(),
              example=["clove"]),
        Field("hand", _("las especias de las cartas de la mano"), SPICE_LIST, default=(), example=["pepper"]),
    ),
    answer=answer_mission,
    outcome={"payable": {"type": "boolean"}, "ways": {"type": "integer", "minimum": 0}},
    summary=_("la misión, las especias del almacén (cartas de envío y de puerto) y las de la mano"),
)

QUESTIONS = (PORT, FIGHT, MISSION)
