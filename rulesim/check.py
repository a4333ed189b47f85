"""Settle a dispute: a situation file in, a ruling out — every step citing the paragraph that decides it.

A *situation* is a small TOML file (read with the standard library's ``tomllib``,
so it also works in the browser) with the game, the question, the part of the
state that matters and, where the source is ambiguous, the option to use::

    game = "borneo"
    question = "port"
    [title]
    es = "¿Quién se lleva las especias de Achim?"
    en = "Who gets Achim's spices?"
    [port]
    monopoly = 6
    limit = 4
    cards = ["RRGR", "RBRR", "RGRR"]      # flags row by row: R Y G B P
    last_player = 2
    [companies]
    red = [1, 3, 2]                       # players (from 1) by rank

Questions: Borneo ``port``, ``fight``, ``mission``; Bora Bora ``die``, ``expand``,
``helper``, ``temple``; Caribic ``auction``, ``treasure``.  :func:`load` turns a
file into a :class:`Situation` or raises :class:`SituationError` naming the field
(and line); :func:`rule` gives the :class:`Ruling`; :func:`to_json` its stable
schema (:data:`RULING_SCHEMA`).  ``rulesim check FILE`` prints it.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from . import bora_bora, borneo, caribic
from .bora_bora import actions as bora_actions
from .errors import RuleViolation
from .explain import Explanation
from .i18n import LANGUAGES, Message, Plural, _, check_language
from .rules import REGISTRY, rule_url

SCHEMA_ID = "rulesim-ruling/1"
CHECK_BUTTON = _("Dictaminar")  # the button of the "Check a situation" pages


class SituationError(ValueError):
    """A situation file that cannot be read: ``field`` names where, ``line`` when known."""

    def __init__(self, field: str, message: Message, line: int | None = None) -> None:
        self.field = field
        self.message = message
        self.line = line
        super().__init__(self.text())

    def text(self, lang: str | None = None) -> str:
        where = self.field + (f" (línea {self.line})" if self.line and check_language(lang) == "es"
                              else f" (line {self.line})" if self.line else "")
        return f"{where}: {self.message.render(lang)}"


@dataclass
class Situation:
    game: str
    question: str
    title: dict[str, str]
    data: dict
    options: dict
    source: str = ""


@dataclass
class Ruling:
    situation: Situation
    verdict: Message
    explanation: Explanation
    options: dict
    summary: Any = None
    alternatives: list[tuple[str, Any, Message]] = field(default_factory=list)

    @property
    def open_questions(self) -> list[str]:
        prefix = {"borneo": "borneo-q-", "bora-bora": "bora-bora-q-", "caribic": "caribic-q-"}[self.situation.game]
        ids = [r for r in self.explanation.rule_ids if r.startswith(prefix)]
        ids += [RULE_OF_OPTION[self.situation.game].get(name) for name, _v, _m in self.alternatives]
        return sorted({i for i in ids if i})


# ----------------------------------------------------------------------------- reading
def _need(data: dict, key: str, kind: type | tuple, where: str) -> Any:
    if key not in data:
        raise SituationError(f"{where}{key}", _("Falta este campo."))
    value = data[key]
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds or not isinstance(value, kinds):
        raise SituationError(f"{where}{key}", _("Tipo equivocado: se espera {kind}.",
                                                 kind=" / ".join(k.__name__ for k in kinds)))
    return value


def _only(data: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise SituationError(f"{where}{unknown[0]}", _("Campo desconocido."))


def _int(data: dict, key: str, where: str, low: int, high: int) -> int:
    value = _need(data, key, int, where)
    if not low <= value <= high:
        raise SituationError(f"{where}{key}", _("Debe estar entre {low} y {high}.", low=low, high=high))
    return value


def load(text: str) -> Situation:
    """A situation from the text of a TOML file."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = re.search(r"line (\d+)", str(exc))
        raise SituationError("toml", _("El archivo no es TOML válido: {error}.", error=str(exc)),
                             int(line.group(1)) if line else None) from None
    game = _need(data, "game", str, "")
    if game not in QUESTIONS:
        raise SituationError("game", _("Juego desconocido; se espera uno de: {games}.", games=", ".join(QUESTIONS)))
    question = _need(data, "question", str, "")
    if question not in QUESTIONS[game]:
        raise SituationError("question", _("Pregunta desconocida para este juego; se espera una de: {questions}.",
                                           questions=", ".join(QUESTIONS[game])))
    _only(data, {"game", "question", "title", "options", *SECTIONS[(game, question)]}, "")
    title = data.get("title", {})
    if not isinstance(title, dict) or any(not isinstance(title.get(lang), str) for lang in LANGUAGES):
        raise SituationError("title", _("Hace falta un título en cada idioma: title.es y title.en."))
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SituationError("options", _("Tipo equivocado: se espera {kind}.", kind="table"))
    try:
        OPTIONS[game](**options)
    except TypeError as exc:
        raise SituationError("options", _("Opción desconocida: {error}.", error=str(exc))) from None
    except RuleViolation as exc:
        raise SituationError("options", exc.message) from None
    situation = Situation(game, question, title, {k: v for k, v in data.items() if k in SECTIONS[(game, question)]},
                          options, text)
    QUESTIONS[game][question](situation, OPTIONS[game](**options))  # validates the state
    return situation


def load_file(path: str) -> Situation:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise SituationError("file", _("No se puede leer el archivo: {error}.", error=exc.strerror or str(exc))) from None
    except UnicodeDecodeError:
        raise SituationError("file", _("El archivo no está en UTF-8.")) from None
    return load(text)


# ------------------------------------------------------------------------------- Borneo
LETTERS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}


def _cards(values: Any, where: str) -> list[borneo.ShippingCard]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise SituationError(where, _("Se espera una lista de cartas como \"RRGR\" (cuatro banderas, fila a fila)."))
    cards = []
    for i, text in enumerate(values):
        flags = tuple(LETTERS.get(ch) for ch in text.upper())
        counts = sorted(flags.count(c) for c in set(flags))
        if len(flags) != 4 or None in flags or counts != [1, 3]:
            raise SituationError(f"{where}[{i}]", _(
                "Una carta tiene cuatro banderas: tres de una compañía y una de otra (letras R, Y, G, B, P)."))
        cards.append(borneo.ShippingCard(100 + i, flags, "clove"))  # type: ignore[arg-type]
    return cards


def _companies(data: dict, players: int = 5) -> dict[str, list[int]]:
    columns = data.get("companies", {})
    if not isinstance(columns, dict):
        raise SituationError("companies", _("Tipo equivocado: se espera {kind}.", kind="table"))
    _only(columns, set(borneo.COMPANIES), "companies.")
    out = {}
    for company in borneo.COMPANIES:
        column = columns.get(company, [])
        if not isinstance(column, list) or not all(isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= players
                                                   for p in column) or len(column) > 5:
            raise SituationError(f"companies.{company}", _(
                "Se espera la lista de jugadores (de 1 a 5) por puesto, cinco como mucho."))
        out[company] = [p - 1 for p in column]
    return out


def _borneo_port(s: Situation, options: borneo.Options) -> Ruling:
    d = s.data
    port_data = _need(d, "port", dict, "")
    _only(port_data, {"monopoly", "limit", "cards", "last_player", "name"}, "port.")
    limit = _int(port_data, "limit", "port.", 1, 6)
    monopoly = _int(port_data, "monopoly", "port.", 1, 13)
    cards = _cards(_need(port_data, "cards", list, "port."), "port.cards")
    if not cards or len(cards) > limit:
        raise SituationError("port.cards", _("Un puerto tiene entre 1 carta y su límite de cartas ({limit}).", limit=limit))
    last = _int(port_data, "last_player", "port.", 1, 5) - 1
    port = borneo.Port(0, str(port_data.get("name", "?")), monopoly, limit, "clove")
    res = borneo.resolve_port(port, cards, _companies(d), last, options)
    if res.kind is None:
        verdict = _("El puerto sigue abierto: nadie recibe especias todavía.")
    else:
        order = [_("{player} ({company}, {rank}.º)", player=_("jugador {n}", n=o.player + 1),
                   company=borneo.cards.COMPANY_NAMES[o.company], rank=o.rank + 1) for o in res.order]
        kind = _("Monopolio") if res.kind == "monopoly" else _("Reparto compartido")
        verdict = _("{kind}: el jugador {last} se lleva la carta de puerto; eligen por orden: {order}.",
                    kind=kind, last=last + 1, order=order or [_("nadie")])
    summary = (res.kind, res.monopoly, [(o.company, o.rank) for o in res.order], res.discarded)
    return Ruling(s, verdict, res.explanation, options.to_dict(), summary)


def _borneo_fight(s: Situation, options: borneo.Options) -> Ruling:
    f = _need(s.data, "fight", dict, "")
    _only(f, {"company", "attacker_rank", "defender_rank", "attacker_cards", "defender_cards", "attacker_keeps",
              "defender_keeps", "attacker_others", "defender_others"}, "fight.")
    company = _need(f, "company", str, "fight.")
    if company not in borneo.COMPANIES:
        raise SituationError("fight.company", _("Compañía desconocida; se espera una de: {names}.",
                                                names=", ".join(borneo.COMPANIES)))
    a_rank = _int(f, "attacker_rank", "fight.", 1, 5)
    d_rank = _int(f, "defender_rank", "fight.", 1, 5)
    a_cards = _cards(f.get("attacker_cards", []), "fight.attacker_cards")
    d_cards = _cards(f.get("defender_cards", []), "fight.defender_cards")
    keeps = {k: _int(f, k, "fight.", 0, 6) if k in f else 1 for k in ("attacker_keeps", "defender_keeps")}
    others = {k: _int(f, k, "fight.", 0, 6) if k in f else 0 for k in ("attacker_others", "defender_others")}
    problem, result = borneo.fight.judge_fight(company, a_rank, d_rank, a_cards, d_cards, keeps["attacker_keeps"],
                                               keeps["defender_keeps"], others["attacker_others"],
                                               others["defender_others"], options.keep_one)
    if problem:
        ex = Explanation(_("Pelea"))
        ex.add(*problem)
        return Ruling(s, _("Jugada ilegal: {reason}", reason=problem[1]), ex, options.to_dict(), ("illegal", problem[0]))
    verdict = (_("Gana el atacante ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                 bonus=result.bonus) if result.attacker_wins else
               _("Gana el defensor ({a} contra {d} + {bonus}).", a=result.attacker_flags, d=result.defender_flags,
                 bonus=result.bonus))
    return Ruling(s, verdict, result.explanation, options.to_dict(), ("won" if result.attacker_wins else "lost",))


def _borneo_mission(s: Situation, options: borneo.Options) -> Ruling:
    m = _need(s.data, "mission", dict, "")
    _only(m, {"kind", "warehouse", "ports", "hand"}, "mission.")
    kind = _need(m, "kind", str, "mission.")
    if kind not in borneo.cards.MISSION_KINDS:
        raise SituationError("mission.kind", _("Misión desconocida; se espera una de: {names}.",
                                               names=", ".join(borneo.cards.MISSION_KINDS)))

    def spices(key: str) -> list[str]:
        values = m.get(key, [])
        if not isinstance(values, list) or not all(isinstance(v, str) and v.replace("x2", "") in borneo.SPICES
                                                   for v in values):
            raise SituationError(f"mission.{key}", _("Se espera una lista de especias: {names} (con «x2» si vale doble).",
                                                     names=", ".join(borneo.SPICES)))
        return values

    ships = [borneo.ShippingCard(i, ("red",) * 3 + ("blue",), v.replace("x2", ""), 2 if v.endswith("x2") else 1)
             for i, v in enumerate(spices("warehouse"))]
    ports = [borneo.Port(i, "?", 5, 4, v) for i, v in enumerate(spices("ports"))]
    hand = spices("hand")
    mission = borneo.Mission(0, kind)
    ways = borneo.payment_options(mission, ships, ports)
    ex = Explanation(_("Misión: {mission}", mission=mission.describe()))
    ex.add("borneo-missions-payment", _("Sirven {n} cartas de envío y {p} cartas de puerto del almacén.",
                                        n=len(ships), p=len(ports)))
    if hand:
        ex.add("borneo-missions-hand", _("Las {n} cartas de la mano no cuentan.", n=len(hand)))
    if ways:
        shown = [borneo.missions.describe_payment(w, {c.id: c for c in ships}, {p.id: p for p in ports}) for w in ways]
        ex.add("borneo-q-minimal-payment", _("Maneras de pagarla, sin cartas de más: {ways}.", ways=shown))
        verdict = _("Se puede pagar, de {n} maneras.", n=len(ways)) if len(ways) > 1 else _("Se puede pagar, de una manera.")
    else:
        verdict = _("No se puede pagar con este almacén.")
    return Ruling(s, verdict, ex, options.to_dict(), (len(ways),))


# ----------------------------------------------------------------------------- Bora Bora
def _bora_state(data: dict, options: bora_bora.Options) -> bora_bora.State:
    players = _int(data, "players", "", 2, 4) if "players" in data else 4
    state = bora_bora.BoraBora(players, options).new_state(0)
    while state.phase == "start-huts":
        state.push(state.legal_moves()[0])
    state.player = 0
    state.queue = [0] + state.queue[1:]
    return state


def _bora_die(s: Situation, options: bora_bora.Options) -> Ruling:
    d = _need(s.data, "die", dict, "")
    _only(d, {"players", "tiles", "dice"}, "die.")
    state = _bora_state(d, options)
    tiles = _need(d, "tiles", dict, "die.")
    _only(tiles, set(state.game.tiles), "die.tiles.")
    for tile, values in tiles.items():
        if not isinstance(values, list) or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6
                                                   for v in values):
            raise SituationError(f"die.tiles.{tile}", _("Se espera la lista de dados (de 1 a 6) en orden de colocación."))
        if any(b >= a for a, b in zip(values, values[1:])):
            raise SituationError(f"die.tiles.{tile}", _("Imposible: cada dado de una ficha es menor que los anteriores."))
        state.placed[tile] = [[1, v] for v in values]
    dice = _need(d, "dice", list, "die.")
    if not dice or len(dice) > 3 or not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 6 for v in dice):
        raise SituationError("die.dice", _("Se esperan de 1 a 3 dados, cada uno de 1 a 6."))
    ex = Explanation(_("¿Dónde puede ir cada dado?"))
    summary = {}
    for value in sorted(set(dice), reverse=True):
        low = {t: state.lowest(t) for t in state.game.tiles}
        open_tiles = [t for t in state.game.tiles if low[t] is None or value < low[t]]
        closed = [t for t in state.game.tiles if t not in open_tiles]
        summary[value] = open_tiles
        names = [bora_bora.data.TILE_NAMES[t] for t in open_tiles] or [_("ninguna")]
        ex.add("bora-bora-dice-lower", _("Un {value}: cabe en {tiles}.", value=value, tiles=names))
        for t in closed:
            ex.add("bora-bora-dice-lower", _("Un {value} no cabe en {tile}: allí el dado más bajo es un {low}.",
                                            value=value, tile=bora_bora.data.TILE_NAMES[t], low=low[t]))
    verdict = _("Dónde cabe cada dado: {dice}.", dice=[
        _("un {value} en {tiles}", value=v, tiles=[bora_bora.data.TILE_NAMES[t] for t in ts] or [_("ninguna")])
        for v, ts in summary.items()])
    return Ruling(s, verdict, ex, options.to_dict(), summary)


def _bora_expand(s: Situation, options: bora_bora.Options) -> Ruling:
    e = _need(s.data, "expand", dict, "")
    _only(e, {"from", "kind", "die", "huts"}, "expand.")
    origin = _need(e, "from", str, "expand.")
    if origin not in bora_bora.REGIONS:
        raise SituationError("expand.from", _("Región desconocida; se espera una de: {names}.",
                                              names=", ".join(bora_bora.REGIONS)))
    kind = _need(e, "kind", str, "expand.")
    if kind not in ("land", "water"):
        raise SituationError("expand.kind", _("Se espera «land» o «water»."))
    die = _int(e, "die", "expand.", 1, 6)
    huts = e.get("huts", [])
    if not isinstance(huts, list) or any(h not in bora_bora.REGIONS for h in huts):
        raise SituationError("expand.huts", _("Se espera una lista de regiones con cabaña propia."))
    targets, ex = bora_actions.expand_reach(origin, kind, die, tuple(huts))
    names = [bora_bora.data.region_name(r) for r in targets] or [_("ninguna")]
    return Ruling(s, _("Regiones a tu alcance: {regions}.", regions=names), ex, options.to_dict(), targets)


def _bora_helper(s: Situation, options: bora_bora.Options) -> Ruling:
    h = _need(s.data, "helper", dict, "")
    _only(h, {"die", "buy"}, "helper.")
    die = _int(h, "die", "helper.", 1, 6)
    buy = _need(h, "buy", dict, "helper.")
    _only(buy, set(bora_bora.HELPER_COSTS), "helper.buy.")
    for k, v in buy.items():
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise SituationError(f"helper.buy.{k}", _("Se espera un número entero de 0 o más."))
    fits, total, ex = bora_actions.helper_budget(die, buy)
    verdict = _("Cabe en el dado.") if fits else _("No cabe en el dado.")
    return Ruling(s, verdict, ex, options.to_dict(), (fits, total))


def _bora_temple(s: Situation, options: bora_bora.Options) -> Ruling:
    t = _need(s.data, "temple", dict, "")
    _only(t, {"spaces", "player", "die", "space"}, "temple.")
    spaces = _need(t, "spaces", list, "temple.")
    if len(spaces) != 6 or not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p <= 4 for p in spaces):
        raise SituationError("temple.spaces", _("Se esperan seis espacios (1 a 6): 0 si está vacío, o el jugador (1 a 4)."))
    player = _int(t, "player", "temple.", 1, 4) - 1
    die = _int(t, "die", "temple.", 1, 6)
    space = _int(t, "space", "temple.", 1, 6)
    temple = [p - 1 if p else None for p in spaces]
    after, fallen, ex = bora_actions.temple_placement(temple, space, player, die)
    if after is None:
        return Ruling(s, _("No puede ir a ese espacio."), ex, options.to_dict(), ("illegal",))
    verdict = (_("Cae del templo el sacerdote del {player}.", player=_("jugador {n}", n=fallen + 1)) if fallen is not None
               else _("Nadie cae del templo."))
    return Ruling(s, verdict, ex, options.to_dict(), (after, fallen))


def _bora_people(s: Situation, options: bora_bora.Options) -> Ruling:
    d = _need(s.data, "people", dict, "")
    _only(d, {"kind", "die", "positions", "free_spaces"}, "people.")
    kind = _need(d, "kind", str, "people.")
    if kind not in ("man", "woman"):
        raise SituationError("people.kind", _("Se espera «man» o «woman»."))
    die = _int(d, "die", "people.", 1, 6)
    positions = _need(d, "positions", list, "people.")
    if len(positions) != 6 or not all(isinstance(v, bool) for v in positions):
        raise SituationError("people.positions", _("Se esperan seis valores (posiciones 1 a 6): true si hay ficha."))
    free = _int(d, "free_spaces", "people.", 0, 12)
    rule_id = "bora-bora-people-man" if kind == "man" else "bora-bora-people-take"
    ex = Explanation(_("Acción {action} con un {die}", action=bora_bora.data.ACTION_NAMES[kind], die=die))
    if kind == "man":
        ex.add("bora-bora-people-man", _("La acción Hombre funciona como la de Mujer."))
    open_positions = [i + 1 for i in range(die) if positions[i]]
    if not free:
        ex.add("bora-bora-people-space", _("No tienes ningún espacio libre en tu tablero."))
        return Ruling(s, _("No se puede elegir esta acción."), ex, options.to_dict(), ("illegal", "space"))
    ex.add(rule_id, _("Con un {die} se toma una ficha de las posiciones 1 a {die}.", die=die))
    if not open_positions:
        ex.add(rule_id, _("No queda ninguna ficha en las posiciones 1 a {die}.", die=die))
        return Ruling(s, _("No se puede elegir esta acción."), ex, options.to_dict(), ("illegal", "empty"))
    ex.add("bora-bora-people-space", _("La ficha va a uno de tus {n} espacios libres.", n=free))
    ex.add("bora-bora-people-no-action", _("Ponerla no hace nada más: su acción no se realiza ahora."))
    return Ruling(s, _("Puedes tomar la ficha de una de estas posiciones: {positions}.", positions=open_positions), ex,
                  options.to_dict(), tuple(open_positions))


def _bora_build(s: Situation, options: bora_bora.Options) -> Ruling:
    d = _need(s.data, "build", dict, "")
    _only(d, {"die", "ceremony", "built"}, "build.")
    die = _int(d, "die", "build.", 1, 6)
    grid = _need(d, "ceremony", list, "build.")
    shape = [len(row) for row in bora_bora.data.CEREMONY]
    if [len(r) if isinstance(r, list) else -1 for r in grid] != shape or not all(
            v in ("", *bora_bora.data.MATERIALS) for row in grid for v in row):
        raise SituationError("build.ceremony", _(
            "Se esperan {rows} filas de {cols} espacios de ceremonia: sand, wood, stone o \"\" si está vacío.",
            rows=len(shape), cols=shape[0]))
    built = d.get("built", [])
    if not isinstance(built, list) or any(v not in bora_bora.data.BUILDING_VALUES for v in built):
        raise SituationError("build.built", _("Se espera la lista de fichas ya construidas (valores de 1 a 6)."))
    state = _bora_state({}, options)
    state.ceremony[0] = {f"{r},{c}": (grid[r][c] or None) for r, c in bora_bora.data.CEREMONY_SPACES}
    for v in built:
        state.buildings[0][str(v)] = [[0, 0], [0, 1]]
    moves = state._build_moves(0, die)
    ex = Explanation(_("Construir con un {die}", die=die))
    values = sorted({m.value for m in moves})
    pairs = sorted({(tuple(m.a), tuple(m.b)) for m in moves})
    ex.add("bora-bora-build-value", _("Fichas que se pueden construir con un {die}: {values}.", die=die,
                                      values=[str(v) for v in values] or [_("ninguna")]))
    ex.add("bora-bora-build-materials", _("Parejas de espacios contiguos con material: {pairs}.",
                                          pairs=[f"{a[0] + 1},{a[1] + 1}–{b[0] + 1},{b[1] + 1}" for a, b in pairs]
                                          or [_("ninguna")]))
    verdict = (_("Se puede construir: fichas {values}.", values=[str(v) for v in values]) if moves else
               _("No se puede construir."))
    return Ruling(s, verdict, ex, options.to_dict(), (values, pairs))


# ------------------------------------------------------------------------------ Caribic
def _bribe_card(value: Any, where: str) -> caribic.BribeCard:
    if value == "thief":
        return caribic.DEFAULT_CARDS[6]
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 5:
        return caribic.DEFAULT_CARDS[value]
    raise SituationError(where, _("Se espera un número de barriles (0 a 5) o «thief»."))


def _caribic_auction(s: Situation, options: caribic.Options) -> Ruling:
    a = _need(s.data, "auction", dict, "")
    _only(a, {"ship", "bids", "tiebreakers", "reveal"}, "auction.")
    ship = _need(a, "ship", str, "auction.")
    if ship not in caribic.SHIPS:
        raise SituationError("auction.ship", _("Barco desconocido; se espera uno de: {names}.", names=", ".join(caribic.SHIPS)))
    bids = _need(a, "bids", list, "auction.")
    if not 2 <= len(bids) <= 4:
        raise SituationError("auction.bids", _("Se espera una oferta por jugador, de 2 a 4 jugadores."))
    cards = {p: _bribe_card(v, f"auction.bids[{p}]") for p, v in enumerate(bids)}
    raw_tb = a.get("tiebreakers", ["spent"] * len(bids))
    reveal = a.get("reveal", [False] * len(bids))
    if not isinstance(raw_tb, list) or len(raw_tb) != len(bids):
        raise SituationError("auction.tiebreakers", _("Se espera un desempate por jugador («spent» si ya se gastó)."))
    if not isinstance(reveal, list) or len(reveal) != len(bids) or not all(isinstance(r, bool) for r in reveal):
        raise SituationError("auction.reveal", _("Se espera un sí o no (true / false) por jugador."))
    tbs = {p: None if v == "spent" else _bribe_card(v, f"auction.tiebreakers[{p}]") for p, v in enumerate(raw_tb)}
    for p in cards:
        if tbs[p] is not None and tbs[p].id == cards[p].id:
            raise SituationError(f"auction.tiebreakers[{p}]", _(
                "Imposible: la oferta y el desempate de un jugador son dos cartas distintas de sus siete."))
    result = caribic.resolve_auction(ship, cards, tbs, dict(enumerate(reveal)), options)
    verdict = (_("El {ship} no se mueve en esta ronda.", ship=ship) if result.winner is None else
               Plural("Gana el jugador {player}: el {ship} avanza hasta {n} espacio.",
                      "Gana el jugador {player}: el {ship} avanza hasta {n} espacios.", result.distance,
                      player=result.winner + 1, ship=ship))
    return Ruling(s, verdict, result.explanation, options.to_dict(), (result.winner, result.distance))


def _caribic_treasure(s: Situation, options: caribic.Options) -> Ruling:
    t = _need(s.data, "treasure", dict, "")
    _only(t, {"players", "ship", "positions", "ship_chests", "port_chests"}, "treasure.")
    players = _int(t, "players", "treasure.", 2, 4) if "players" in t else 3
    game = caribic.Caribic(players, options)
    state = game.new_state(0)
    positions = _need(t, "positions", dict, "treasure.")
    _only(positions, set(caribic.SHIPS), "treasure.positions.")
    for ship, space in positions.items():
        if space not in game.sea.spaces:
            raise SituationError(f"treasure.positions.{ship}", _("Espacio desconocido del mapa."))
        state.positions[ship] = space
    sea = [p for p in state.positions.values() if not game.sea.is_haven(p)]
    if len(sea) != len(set(sea)):
        raise SituationError("treasure.positions", _("Imposible: dos barcos en el mismo espacio de mar."))
    mover = _need(t, "ship", str, "treasure.")
    if mover not in caribic.SHIPS:
        raise SituationError("treasure.ship", _("Barco desconocido; se espera uno de: {names}.", names=", ".join(caribic.SHIPS)))
    by_port = {c.port: c.id for c in game.chests}
    state.port_chest = {town: None for town in game.sea.ports}
    state.ship_chest = {ship: None for ship in caribic.SHIPS}
    ports = t.get("port_chests", [])
    if not isinstance(ports, list) or any(p not in game.sea.ports for p in ports):
        raise SituationError("treasure.port_chests", _("Se espera una lista de ciudades con cofre (T01 a T16)."))
    for town in ports:
        state.port_chest[town] = by_port[town]
    carried = t.get("ship_chests", {})
    if not isinstance(carried, dict):
        raise SituationError("treasure.ship_chests", _("Tipo equivocado: se espera {kind}.", kind="table"))
    _only(carried, set(caribic.SHIPS), "treasure.ship_chests.")
    used = set(ports)
    for ship, town in carried.items():
        if town not in by_port or town in used:
            raise SituationError(f"treasure.ship_chests.{ship}", _("Cada cofre (por su ciudad) está en un solo sitio."))
        used.add(town)
        state.ship_chest[ship] = by_port[town]
    rest = [c.id for c in game.chests if c.port not in used]
    state.supply, state.delivered = rest[:10], rest[10:]
    state.phase, state.player = "move", 0
    state.turn = {"ship": mover, "player": 0, "remaining": 0, "path": [state.positions[mover]], "actions": []}
    state._legal = None
    actions = [m for m in state.legal_moves() if not isinstance(m, (caribic.Sail, caribic.EndMove))]
    ex = Explanation(_("Acciones del tesoro del {ship}", ship=mover))
    rules = {caribic.Capture: "caribic-treasure-capture", caribic.Rob: "caribic-treasure-rob",
             caribic.Swap: "caribic-treasure-swap", caribic.Deliver: "caribic-treasure-deliver"}
    for kind, rule_id in rules.items():
        candidates = [m for m in ([kind()] if kind is caribic.Capture else
                                  [kind(x) for x in (caribic.SHIPS if kind in (caribic.Rob, caribic.Swap) else game.colours)])]
        reasons = []
        for m in candidates:
            try:
                state._check(m)
                reasons.append(None)
            except RuleViolation as error:
                reasons.append(error)
        if any(r is None for r in reasons):
            ex.add(rule_id, _("Se puede: {moves}.", moves=[caribic.state.describe_move(m) for m, r in zip(candidates, reasons)
                                                         if r is None]))
        else:
            first = next(r for r in reasons if r is not None)
            ex.add(first.rule_id, _("No se puede: {reason}", reason=first.message))
    names = [caribic.state.describe_move(m) for m in actions] or [_("ninguna")]
    return Ruling(s, _("Acciones abiertas: {actions}.", actions=names), ex, options.to_dict(),
                  sorted(type(m).__name__ + str(getattr(m, "ship", getattr(m, "colour", ""))) for m in actions))


QUESTIONS: dict[str, dict[str, Callable[[Situation, Any], Ruling]]] = {
    "borneo": {"port": _borneo_port, "fight": _borneo_fight, "mission": _borneo_mission},
    "bora-bora": {"die": _bora_die, "expand": _bora_expand, "people": _bora_people, "helper": _bora_helper,
                  "temple": _bora_temple, "build": _bora_build},
    "caribic": {"auction": _caribic_auction, "treasure": _caribic_treasure},
}
SECTIONS = {("borneo", "port"): {"port", "companies"}, ("borneo", "fight"): {"fight"}, ("borneo", "mission"): {"mission"},
            ("bora-bora", "die"): {"die"}, ("bora-bora", "expand"): {"expand"}, ("bora-bora", "helper"): {"helper"},
            ("bora-bora", "temple"): {"temple"}, ("bora-bora", "people"): {"people"}, ("bora-bora", "build"): {"build"},
            ("caribic", "auction"): {"auction"},
            ("caribic", "treasure"): {"treasure"}}
OPTIONS = {"borneo": borneo.Options, "bora-bora": bora_bora.Options, "caribic": caribic.Options}
RULE_OF_OPTION = {game: {name: spec.rule_id for name, spec in cls.specs().items()} for game, cls in OPTIONS.items()}
# The options whose other reading can change the answer to each question.
AMBIGUOUS = {("borneo", "port"): {"monopoly_tie": ("first-flag", "most-flags"), "shared_leftover": ("cycle", "discard"),
                                  "covering": (True, False)},
             ("borneo", "fight"): {"keep_one": ("matching", "any")},
             ("caribic", "auction"): {"zero_vs_minus_one": ("revealed-beats-hidden", "thief-is-minus-one")},
             ("caribic", "treasure"): {"deliver": ("in-haven", "adjacent-too"), "repeat_actions": (False, True)}}


def rule(situation: Situation) -> Ruling:
    """The ruling, and what each other reading of an ambiguous point would give."""
    options_cls = OPTIONS[situation.game]
    options = options_cls(**situation.options)
    handler = QUESTIONS[situation.game][situation.question]
    ruling = handler(situation, options)
    for name, values in AMBIGUOUS.get((situation.game, situation.question), {}).items():
        current = getattr(options, name)
        for value in values:
            if value == current:
                continue
            other = handler(situation, replace(options, **{name: value}))
            if other.summary != ruling.summary:
                ruling.alternatives.append((name, value, other.verdict))
    return ruling


# ------------------------------------------------------------------------------ output
RULING_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": SCHEMA_ID,
    "title": "A ruling of rulesim check",
    "type": "object",
    "required": ["schema", "game", "question", "title", "ruling", "steps", "options", "open_questions", "alternatives",
                 "lang"],
    "additionalProperties": False,
    "properties": {
        "schema": {"const": SCHEMA_ID},
        "game": {"enum": ["borneo", "bora-bora", "caribic"]},
        "question": {"type": "string"},
        "lang": {"enum": list(LANGUAGES)},
        "title": {"type": "string"},
        "ruling": {"type": "string"},
        "steps": {"type": "array", "items": {
            "type": "object", "required": ["n", "rule_id", "text", "url"], "additionalProperties": False,
            "properties": {"n": {"type": "integer", "minimum": 1}, "rule_id": {"type": "string"},
                           "text": {"type": "string"}, "url": {"type": "string"}}}},
        "options": {"type": "object"},
        "open_questions": {"type": "array", "items": {"type": "string"}},
        "alternatives": {"type": "array", "items": {
            "type": "object", "required": ["option", "value", "ruling"], "additionalProperties": False,
            "properties": {"option": {"type": "string"}, "value": {}, "ruling": {"type": "string"}}}},
    },
}


def site_url(rule_id: str, lang: str, site: str = "") -> str:
    """The paragraph on the site in ``lang``: ``{site}/{lang}/book/…#rule-id`` (relative without ``site``)."""
    prefix = f"{site.rstrip('/')}/{lang}/" if site else f"{lang}/"
    return rule_url(rule_id, prefix)


def to_json(ruling: Ruling, lang: str | None = None, site: str = "") -> dict:
    lang = check_language(lang)
    return {
        "schema": SCHEMA_ID,
        "game": ruling.situation.game,
        "question": ruling.situation.question,
        "lang": lang,
        "title": ruling.situation.title[lang],
        "ruling": ruling.verdict.render(lang),
        "steps": [{"n": i, "rule_id": step.rule_id, "text": step.render(lang), "url": site_url(step.rule_id, lang, site)}
                  for i, step in enumerate(ruling.explanation.steps, 1)],
        "options": ruling.options,
        "open_questions": ruling.open_questions,
        "alternatives": [{"option": name, "value": value, "ruling": verdict.render(lang)}
                         for name, value, verdict in ruling.alternatives],
    }


def to_text(ruling: Ruling, lang: str | None = None, site: str = "") -> str:
    lang = check_language(lang)
    data = to_json(ruling, lang, site)
    words = {"es": ("Fallo", "Opciones", "Preguntas abiertas", "Con la otra lectura"),
             "en": ("Ruling", "Options", "Open questions", "With the other reading")}[lang]
    lines = [data["title"], f"{words[0]}: {data['ruling']}"]
    lines += [f"{s['n']}. {s['text']} [{s['rule_id']}] {s['url']}" for s in data["steps"]]
    lines.append(f"{words[1]}: " + ", ".join(f"{k} = {v!r}" for k, v in data["options"].items()))
    if data["open_questions"]:
        lines.append(f"{words[2]}: " + ", ".join(data["open_questions"]))
    for alt in data["alternatives"]:
        lines.append(f"{words[3]} ({alt['option']} = {alt['value']!r}): {alt['ruling']}")
    return "\n".join(lines)


def to_html(ruling: Ruling, lang: str | None = None, root: str = "../../") -> str:
    """For the book: the ruling, its steps linked to the paragraphs, and the other readings."""
    import html as _html
    lang = check_language(lang)
    verdict = _html.escape(ruling.verdict.render(lang))
    parts = [f'<p class="ruling"><strong>{verdict}</strong></p>', ruling.explanation.to_html(lang, root)]
    for name, value, other in ruling.alternatives:
        text = _("Con la otra lectura ({name} = {value}): {ruling}", name=name, value=repr(value), ruling=other)
        link = rule_url(RULE_OF_OPTION[ruling.situation.game][name], root)
        parts.append(f'<p class="ruling-alternative"><em>{_html.escape(text.render(lang))}</em> '
                     f'<a class="rule-ref" href="{_html.escape(link)}">[{RULE_OF_OPTION[ruling.situation.game][name]}]</a></p>')
    return "".join(parts)


assert all(rule_id in REGISTRY for table in RULE_OF_OPTION.values() for rule_id in table.values())
