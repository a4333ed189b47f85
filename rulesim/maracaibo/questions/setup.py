"""``setup``: how is the board set up for this many players and this story card? ``seat``: what do I start
with in this seat, and when do I play? (*Setup*: ``maracaibo-setup-*``, ``maracaibo-player-*``,
``maracaibo-first-player``, ``maracaibo-start-doubloons``, ``maracaibo-first-campaign``/``-standalone``,
``maracaibo-later-*``)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from ...explain import Explanation
from ...i18n import Message, Plural, Value, _
from ...kinds import Choice, Integer
from ...outcomes import Outcome
from ...questions import Answer, Field, Question, SituationError, Values
from .. import components as K
from ..game import Maracaibo
from ..options import Options
from ..pictures import map_svg, seats_svg
from ..state import State
from .common import PLAYERS, SEA

STORY = Choice({
    K.CAMPAIGN_START: _("carta 01: primera partida de la campaña"),
    K.CONTINUE: _("seguir la campaña donde se dejó"),
    **{s: _("carta {story}: capítulo {n} de la campaña", story=s, n=K.chapter(s)) for s in K.CHAPTERS},
    **{s: _("carta {story}: sin campaña", story=s) for s in K.STANDALONE},
}, control="dropdown")
Nation = Literal["france", "england", "spain"]


@dataclass(frozen=True)
class SetupOutcome(Outcome):
    """The board as set up: the Maracaibo tile, the city tiles, the property markers, the missions, the story
    and legacy tiles, the cards dealt, in the pile and on display, where the C cards go, the prestige
    buildings and the combat stacks; ``property_layout``: the markers on each of a nation's property spaces before
    any is taken (a reading, ``maracaibo-q-property``)."""

    players: int
    maracaibo_tile: bool
    city_tiles_showing: tuple[int, ...]
    city_tiles_marked: tuple[int, ...]
    city_tile_slots: tuple[str, ...]
    property_villages: dict[str, Nation]
    property_spaces: dict[str, tuple[int, ...]]
    property_layout: tuple[int, ...]
    missions: tuple[str, ...]
    explorer_missions: int
    story_tiles: int
    legacy: int
    dealt: int
    draw_pile: int
    display: int
    c_cards: Literal["draw", "aside"] | None
    prestige: int
    combat_stacks: tuple[int, ...]


def _check_setup(v: Values) -> None:
    if v.c_cards and v.story == K.CAMPAIGN_START:
        raise SituationError("setup.c_cards", _("En la primera partida de la campaña todavía no hay cartas C."))


def _setup_outcome(v: Values, game: Maracaibo, s: State) -> SetupOutcome:
    n = v.players
    c_where: Literal["draw", "aside"] | None = None if not v.c_cards else ("draw" if game.c_cards_in_play else "aside")
    villages = {loc: cast(Nation, nation) for loc, nation in s.property_at.items()}
    return SetupOutcome(
        n, s.maracaibo_tile, tuple(t.id for t in K.CITY_TILES if n in t.players),
        tuple(t.id for t in K.CITY_TILES if n in t.marked), tuple(s.city_tiles), villages,
        {k: tuple(x) for k, x in s.property_spaces.items()}, game.property_spaces,
        tuple(sorted(s.location_missions, key=SEA.ids().index)),
        len(s.explorer_missions), len(s.story_tiles) + len(s.story_tile_at), s.legacy, K.DEAL, len(s.draw),
        sum(c is not None for c in s.display), c_where, len(s.prestige),
        (len(s.combat_stacks.first), len(s.combat_stacks.second)))


def _board_steps(ex: Explanation, o: SetupOutcome, v: Values) -> None:
    ex.add("maracaibo-setup-combat", _("Fichas de combate en dos pilas boca abajo: {a} y {b}.",
                                       a=o.combat_stacks[0], b=o.combat_stacks[1]))
    ex.add("maracaibo-setup-missions", _("Una ficha de misión en cada uno de los {n} espacios de la pista del "
                                         "explorador; las demás, en su pila.", n=o.explorer_missions))
    if o.story_tiles:
        ex.add("maracaibo-setup-story-tiles", _("Con campaña, las fichas de historia se apilan junto a las misiones."))
    else:
        ex.add("maracaibo-setup-story-tiles", _("Sin campaña, las fichas de historia vuelven a la caja."))
    if o.maracaibo_tile:
        ex.add("maracaibo-setup-maracaibo-tile", _("Con dos jugadores, la ficha de Maracaibo tapa esa ciudad."))
    else:
        ex.add("maracaibo-setup-maracaibo-tile", _(
            "Con tres o cuatro jugadores, la ficha de Maracaibo vuelve a la caja."))
    ex.add("maracaibo-setup-city-tiles", _(
        "Fichas de ciudad que muestran {n}: {tiles}; las marcadas ({marked}) van siempre, con dos más al azar, una en "
        "cada ciudad: {slots}.", n=o.players, tiles=", ".join(map(str, o.city_tiles_showing)),
        marked=", ".join(map(str, o.city_tiles_marked)), slots=[SEA.name(x) for x in o.city_tile_slots]))
    if o.c_cards == "draw":
        ex.add("maracaibo-setup-project-cards", Plural(
            "Con la campaña, la carta C se mezcla con las cartas A.",
            "Con la campaña, las {n} cartas C se mezclan con las cartas A.", v.c_cards))
    elif o.c_cards == "aside" and v.story in K.CHAPTERS:  # (a chapter is a game of the campaign: the reading says why)
        ex.add("maracaibo-setup-project-cards", Plural(
            "La carta C se deja fuera del juego.", "Las {n} cartas C se dejan fuera del juego.", v.c_cards))
    elif o.c_cards == "aside":
        ex.add("maracaibo-setup-project-cards", Plural(
            "Sin campaña, la carta C se deja fuera del juego.",
            "Sin campaña, las {n} cartas C se dejan fuera del juego.", v.c_cards))
    else:
        ex.add("maracaibo-setup-project-cards", _("Las cartas A y B se barajan por separado."))
    if o.c_cards and v.story in K.CHAPTERS:
        ex.add("maracaibo-q-chapter-c-cards", _(
            "Si un capítulo cuenta como «continuar la campaña» es una lectura: aquí es una partida de la campaña, y "
            "las cartas C se mezclan.") if o.c_cards == "draw" else _(
            "Con esta lectura, un capítulo no es «continuar la campaña»: las cartas C se quedan fuera."))


def _table_steps(ex: Explanation, o: SetupOutcome) -> None:
    ex.add("maracaibo-setup-deal", _(
        "8 cartas A a cada jugador; 40 cartas B con las A que sobran forman el mazo de robo."))
    ex.add("maracaibo-setup-display", _("Cuatro cartas del mazo, boca arriba: quedan {n} en el mazo.",
                                        n=o.draw_pile))
    ex.add("maracaibo-setup-doubloons", _("Los doblones, en el suministro; un certificado vale 10."))
    if o.legacy:
        ex.add("maracaibo-setup-legacy", _("Las fichas de legado, boca abajo junto al tablero."))
    ex.add("maracaibo-setup-prestige", _("Cuatro edificios de prestigio: el de la casilla I boca arriba."))
    ex.add("maracaibo-setup-property", _("Marcadores de propiedad: uno en el espacio de más a la izquierda y dos en "
                                         "cada uno de los demás, por nación."))
    ex.add("maracaibo-q-property", Plural(
        "Cuántos espacios hay y cuántos marcadores tiene cada nación es una lectura: aquí, {n} espacio ({markers}).",
        "Cuántos espacios hay y cuántos marcadores tiene cada nación es una lectura: aquí, {n} espacios ({markers}).",
        len(o.property_layout), markers=Plural("{n} marcador por nación", "{n} marcadores por nación",
                                                sum(o.property_layout))))
    if o.property_villages:
        ex.add("maracaibo-setup-two-player-villages", _(
            "Con dos jugadores: rojo en San Juan (6), blanco en St. Kitts (7), azul en Martinica (8)."))
        ex.add("maracaibo-setup-leftmost", _("Cada uno sale del espacio de más a la izquierda de su nación, que se "
                                             "queda vacío."))


def _story_steps(ex: Explanation, o: SetupOutcome, story: str) -> None:
    if story == K.CAMPAIGN_START:
        ex.add("maracaibo-first-campaign", _("Carta de historia 01: ficha de historia 1 junto al 15; misiones en "
                                             "{locs}.", locs=list(o.missions)))
    elif story == "75":
        ex.add("maracaibo-first-standalone", _("Carta de historia 75: misiones en {locs}.", locs=list(o.missions)))
        ex.add("maracaibo-q-story-75", _("Qué lugares reciben misión con la carta 75 es una lectura del texto."))
    elif story == K.CONTINUE:
        ex.add("maracaibo-later-continue", _("Las cartas de historia del archivo deciden: el texto no las incluye, "
                                             "así que no se coloca ninguna misión."))
    elif story in K.CHAPTERS:
        ex.add("maracaibo-later-chapter", _("La carta de capítulo decide: el texto no la incluye, así que no se "
                                            "coloca ninguna misión."))
    else:
        ex.add("maracaibo-later-standalone", _("La carta de historia {story} decide: el texto no la incluye, así que "
                                               "no se coloca ninguna misión.", story=story))
    if story not in (K.CAMPAIGN_START, "75"):
        ex.add("maracaibo-q-story-cards", _(
            "Sin el texto de esa carta, este sitio no pone ninguna misión: es una lectura, no lo que diría la carta."))


def answer_setup(v: Values, options: Options) -> Answer:
    game = Maracaibo(v.players, options, v.story, v.c_cards)
    o = _setup_outcome(v, game, State.arranged(game))
    n = v.players
    ex = Explanation(Plural("Preparación del tablero con {n} jugador", "Preparación del tablero con {n} jugadores",
                            n))
    _board_steps(ex, o, v)
    _table_steps(ex, o)
    _story_steps(ex, o, v.story)
    tile = _("la ficha de Maracaibo tapa la ciudad") if o.maracaibo_tile else _("sin ficha de Maracaibo")
    missions: list[Message] = [SEA.name(x) for x in o.missions] or [_("ningún lugar")]
    verdict = Plural("Con {n} jugador: {tile}; 4 fichas de ciudad de las {m} que muestran {n}{villages}; misiones en "
                     "{missions}.", "Con {n} jugadores: {tile}; 4 fichas de ciudad de las {m} que muestran {n}"
                     "{villages}; misiones en {missions}.", n, tile=tile, m=len(o.city_tiles_showing),
                     villages=_("; propiedad en las aldeas 6, 7 y 8") if o.property_villages else Value(""),
                     missions=missions)
    return Answer(verdict, ex, o)


def picture_setup(v: Values, answer: Answer, lang: str) -> str:
    o = answer.outcome
    assert isinstance(o, SetupOutcome)
    return map_svg(SEA, 1, reachable=set(o.city_tile_slots), missions=set(o.missions),
                   property=dict(o.property_villages), lang=lang)


SETUP = Question(
    id="setup",
    title=_("¿Cómo se prepara el tablero con este número de jugadores?"),
    rules=("maracaibo-setup-maracaibo-tile", "maracaibo-setup-city-tiles", "maracaibo-setup-two-player-villages",
           "maracaibo-setup-leftmost", "maracaibo-setup-property", "maracaibo-setup-combat", "maracaibo-setup-missions",
           "maracaibo-setup-story-tiles", "maracaibo-setup-project-cards", "maracaibo-setup-deal",
           "maracaibo-setup-display", "maracaibo-setup-doubloons", "maracaibo-setup-legacy", "maracaibo-setup-prestige",
           "maracaibo-first-campaign", "maracaibo-first-standalone", "maracaibo-later-continue",
           "maracaibo-later-chapter", "maracaibo-later-standalone"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, example=2),
        Field("story", _("la carta de historia con que empieza la partida"), STORY, default="75", example="01"),
        Field("c_cards", _("cuántas cartas C ha traído la campaña"), Integer(0, 40), default=0),
    ),
    answer=answer_setup,
    outcome=SetupOutcome,
    picture=picture_setup,
    ambiguous=("story_75", "property_spaces", "chapter_c_cards"),
    check=_check_setup,
    summary=_("el número de jugadores, la carta de historia y las cartas C"),
)


# ----------------------------------------------------------------------------------- seat
@dataclass(frozen=True)
class SeatOutcome(Outcome):
    """What a seat starts with, whom it follows and precedes, and its colour."""

    doubloons: int
    first: bool
    after_seat: int | None
    next_seat: int
    discs: int
    figures: int
    career_cards: int
    ship: str
    victory_points: int
    combat: int
    income: int
    influence: tuple[int, ...]
    explorer: int
    colour: str


def _check_seat(v: Values) -> None:
    if v.seat > v.players:
        raise SituationError("seat.seat", Plural("Con {n} jugador no hay puesto {seat}.",
                                                 "Con {n} jugadores no hay puesto {seat}.", v.players, seat=v.seat))


def answer_seat(v: Values, options: Options) -> Answer:
    s = State.arranged(Maracaibo(v.players, options))
    p = v.seat - 1
    seat = s.seats[p]
    before = (p - 1) % v.players + 1
    after = (p + 1) % v.players + 1
    o = SeatOutcome(seat.money, p == 0, before if p else None, after, seat.discs, seat.figures,
                    len(seat.career_offer), seat.ship, seat.vp, seat.combat, seat.income, tuple(seat.influence),
                    seat.explorer, s.colour(p))
    ex = Explanation(_("Puesto {seat} de {n}", seat=v.seat, n=v.players))
    ex.add("maracaibo-player-board", _("Tablero de barco y piezas de su color: {n} discos, 2 en cada espacio redondo.",
                                       n=o.discs))
    ex.add("maracaibo-player-markers", _(
        "Puntos en {vp}, barco en La Habana, explorador en la salida, influencia en 0 con las tres naciones, combate "
        "en {combat}, ingresos en {income}.", vp=o.victory_points, combat=o.combat, income=o.income))
    ex.add("maracaibo-player-figures", _("{figures} figuras, {cards} cartas de carrera y una carta de resumen.",
                                         figures=o.figures, cards=o.career_cards))
    if p == 0:
        ex.add("maracaibo-first-player", _("Es el jugador inicial: juega el primero."))
    else:
        ex.add("maracaibo-first-player", _("Juega después del puesto {before}, en el sentido de las agujas del reloj.",
                                           before=before))
    ex.add("maracaibo-start-doubloons", Plural("El puesto {seat} empieza con {n} doblón.",
                                               "El puesto {seat} empieza con {n} doblones.", o.doubloons, seat=v.seat))
    verdict = Plural("{n} doblón; {who}", "{n} doblones; {who}", o.doubloons,
                     who=_("eres el jugador inicial.") if p == 0 else _("juegas después del puesto {before}.",
                                                                        before=before))
    return Answer(verdict, ex, o)


def picture_seat(v: Values, answer: Answer, lang: str) -> str:
    doubloons = list(K.START_DOUBLOONS[:v.players])
    return seats_svg(v.players, v.seat, doubloons, K.COLOURS[:v.players], lang)


SEAT = Question(
    id="seat",
    title=_("¿Con qué empiezo en este puesto de la mesa?"),
    rules=("maracaibo-start-doubloons", "maracaibo-first-player", "maracaibo-player-board", "maracaibo-player-markers",
           "maracaibo-player-figures"),
    fields=(
        Field("players", _("cuántos jugadores sois"), PLAYERS, default=3, example=4),
        Field("seat", _("tu puesto: 1 es el jugador inicial, y se cuenta en el sentido de las agujas del reloj"),
              Integer(1, 4), example=3),
    ),
    answer=answer_seat,
    outcome=SeatOutcome,
    picture=picture_seat,
    check=_check_seat,
    summary=_("el número de jugadores y tu puesto"),
)

__all__ = ["SETUP", "SEAT", "SetupOutcome", "SeatOutcome"]
