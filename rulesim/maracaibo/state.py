"""A game of Maracaibo: the fixed description (:class:`Maracaibo`) and the position (:class:`State`).

Rules sections: *Setup* (``maracaibo-setup-*``, ``maracaibo-player-*``,
``maracaibo-start-doubloons``, ``maracaibo-first-*``, ``maracaibo-later-*``),
*Rounds* (``maracaibo-round*``, ``maracaibo-game-end``), *The turn*
(``maracaibo-turn-*``), *Navigation* (``maracaibo-nav-*``), *The main action*
(``maracaibo-main-*``, via :mod:`.actions`), *Free actions*
(``maracaibo-free-*``), *Phase C* (``maracaibo-draw-*``) and *The way home*
(``maracaibo-home-*``).  Where the source stops, the options of
:class:`~rulesim.maracaibo.options.Options` decide (``maracaibo-q-*``).

Conventions as in the other games: players count from 0 (the first player is
0); :meth:`State.push` checks a move completely before changing anything; a
decision with a single possible move is played by itself; :attr:`State.history`
replays the game.  The top of a pile is the end of its list.
"""

from __future__ import annotations

import json
import random
from enum import StrEnum
from typing import Any

from ..engine_legacy import RuleGame, RuleState
from ..errors import InvalidSetupError
from ..explain import Step
from ..i18n import Message, Plural, _
from . import components as K
from .actions import Action, offers, open_moves
from .board import DEFAULT_MAP, MAX_POINTS, START, VoyageMap, village_actions
from .moves import (MAIN_ACTIONS, AssistantAction, ChooseCareer, CityAction, Combat, CompleteGoal, DrawCard,
                    EndActions, Explore, FirstCards, FulfilMission, HomePoints, LocationAction, Move, PlanCard, Sail,
                    TakeFaceUp, VillageActions, move_from_dict, move_to_dict)
from .options import Career, Delivery, HomeReward, NewRound, Options, Refill, Scoring, Story75, Upgrades


class Phase(StrEnum):
    FIRST_CARDS = "first-cards"
    CAREER = "career"
    NAVIGATE = "navigate"
    ACTIONS = "actions"
    DRAW = "draw"
    OVER = "over"


PHASE_NAMES: dict[str, Message] = {
    Phase.FIRST_CARDS: _("primeras decisiones: las ocho cartas"),
    Phase.CAREER: _("primeras decisiones: la carta de carrera"),
    Phase.NAVIGATE: _("fase A: navegación"),
    Phase.ACTIONS: _("fase B: acción principal y acciones gratuitas"),
    Phase.DRAW: _("fase C: robar cartas"),
    Phase.OVER: _("partida terminada"),
}
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
HAND_UPGRADE, DISPLAY_UPGRADE = "hand-limit", "free-display"
UPGRADES = (HAND_UPGRADE, DISPLAY_UPGRADE)
PHASE_OF_MOVE: dict[type, tuple[str, ...]] = {
    FirstCards: (Phase.FIRST_CARDS,), ChooseCareer: (Phase.CAREER,), Sail: (Phase.NAVIGATE,),
    **{m: (Phase.ACTIONS,) for m in MAIN_ACTIONS}, PlanCard: (Phase.ACTIONS,), CompleteGoal: (Phase.ACTIONS,),
    EndActions: (Phase.ACTIONS,), DrawCard: (Phase.DRAW,), TakeFaceUp: (Phase.DRAW,),
}


def player_name(p: int | None) -> Message:
    return _("nadie") if p is None else _("jugador {n}", n=p + 1)


def round_name(r: int) -> str:
    return ROMAN.get(r, str(r))


class Maracaibo(RuleGame):
    """The fixed description of a game: 2 to 4 players, options, the story card chosen, the map.

    ``story``: ``"01"`` (the campaign's first game), ``"continue"`` (continue the campaign), ``"80"``–``"89"``
    (a chapter) or ``"75"``, ``"76"``, ``"77"`` (no campaign).  ``c_cards``: how many C cards a campaign
    has brought into the box (they join the A cards when the campaign goes on).
    """

    def __init__(self, players: int = 3, options: Options | None = None, story: str = "75", c_cards: int = 0,
                 sea: VoyageMap = DEFAULT_MAP) -> None:
        if players not in K.PLAYERS:
            raise InvalidSetupError("maracaibo-start-doubloons", _(
                "El texto de origen prepara partidas de 2, 3 y 4 jugadores, no de {n}.", n=players))
        if story not in K.STORIES:
            raise InvalidSetupError("maracaibo-later-standalone", _(
                "Carta de historia desconocida «{story}»: se empieza con la 01, se continúa la campaña, se elige "
                "un capítulo (80 a 89) o una de las cartas 75, 76 y 77.", story=str(story)))
        if not isinstance(c_cards, int) or isinstance(c_cards, bool) or not 0 <= c_cards <= 40:
            raise InvalidSetupError("maracaibo-setup-project-cards", _(
                "El número de cartas C debe ser un entero de 0 a 40."))
        if c_cards and story == K.CAMPAIGN_START:
            raise InvalidSetupError("maracaibo-setup-project-cards", _(
                "En la primera partida de la campaña todavía no hay cartas C."))
        self.players = players
        self.options = options or Options()
        self.story = story
        self.c_cards = c_cards
        self.sea = sea.validate()
        self.colours = K.COLOURS[:players]

    @property
    def campaign(self) -> bool:
        return K.is_campaign(self.story)

    def cards(self) -> list[int]:
        """Every project card of the game: A, B and the C cards it was given."""
        return list(K.A_CARDS) + list(K.B_CARDS) + [K.C_CARD_BASE + i for i in range(self.c_cards)]

    def new_state(self, seed: int = 0) -> "State":
        return State.setup(self, seed)


class State(RuleState):
    """A position of Maracaibo.  ``player`` decides next; ``legal_moves()`` lists what they may do."""

    PHASE_OF_MOVE = PHASE_OF_MOVE
    ORDER_RULE = "maracaibo-turn-phases"
    TERMINAL = (Phase.OVER,)

    KEYS = ("seed", "shuffles", "round", "phase", "player", "ships", "explorers", "vp", "combat", "income",
            "vp_counter", "influence", "discs", "money", "bank", "draw", "display", "discard", "hands", "planning",
            "box", "upgrades", "career_offer", "career", "career_done", "career_figures", "figures", "figure_supply",
            "assistants", "combat_stacks", "mission_stack", "explorer_missions", "location_missions", "missions_done",
            "story_tiles", "story_tile_at", "legacy", "maracaibo_tile", "city_tiles", "prestige", "property_spaces",
            "property_at", "turn", "round_ends", "scorings", "turns")

    def __init__(self, game: Maracaibo) -> None:
        n = game.players
        self.game = game
        self.seed = 0
        self.shuffles = 0
        self.round = 1
        self.phase: str = Phase.FIRST_CARDS
        self.player: int | None = 0
        self.ships = [START] * n
        self.explorers = [0] * n
        self.vp = [K.START_VP] * n
        self.combat = [K.START_COMBAT] * n
        self.income = [K.START_INCOME] * n
        self.vp_counter = [0] * n
        self.influence = [[K.START_INFLUENCE] * len(K.NATIONS) for _p in range(n)]
        self.discs = [K.DISC_SPACES * K.DISCS_PER_SPACE] * n
        self.money = [0] * n
        self.bank = K.COINS + K.CERTIFICATES * K.CERTIFICATE
        self.draw: list[int] = []
        self.display: list[int | None] = [None] * K.DISPLAY
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[] for _p in range(n)]
        self.planning: list[list[int]] = [[] for _p in range(n)]
        self.box: list[int] = []
        self.upgrades: list[list[str]] = [[] for _p in range(n)]
        self.career_offer: list[list[int]] = [[] for _p in range(n)]
        self.career: list[int | None] = [None] * n
        self.career_done: list[list[int]] = [[] for _p in range(n)]
        self.career_figures = [0] * n
        self.figures = [0] * n
        self.figure_supply = {c: K.FIGURES_PER_COLOUR for c in K.COLOURS}
        self.assistants: list[list[str]] = [[] for _p in range(n)]
        self.combat_stacks: list[list[int]] = [[], []]
        self.mission_stack: list[int] = []
        self.explorer_missions: dict[str, int] = {}
        self.location_missions: dict[str, int] = {}
        self.missions_done: list[list[int]] = [[] for _p in range(n)]
        self.story_tiles: list[int] = []
        self.story_tile_at: dict[str, int] = {}
        self.legacy = 0
        self.maracaibo_tile = False
        self.city_tiles: dict[str, int] = {}
        self.prestige: list[int] = []
        self.property_spaces: dict[str, list[int]] = {}
        self.property_at: dict[str, str] = {}
        self.turn: dict | None = None
        self.round_ends: list[list[int]] = []  # [round, player who ended it]
        self.scorings: list[list] = []  # [round, "intermediate" | "final"]
        self.turns = 0
        self._init_moves()

    # ------------------------------------------------------------------ setup
    @classmethod
    def setup(cls, game: Maracaibo, seed: int) -> "State":
        s = cls(game)
        s.seed = seed
        n = game.players
        rng = random.Random(f"maracaibo/{seed}")
        # the board (maracaibo-setup-*)
        combat = list(range(1, K.COMBAT_TILES + 1))
        rng.shuffle(combat)
        half = (len(combat) + 1) // 2
        s.combat_stacks = [combat[:half], combat[half:]]
        missions = list(range(1, K.MISSION_TILES + 1))
        rng.shuffle(missions)
        s.mission_stack = missions
        for space in K.EXPLORER_MISSION_SPACES:
            s.explorer_missions[str(space)] = s.mission_stack.pop()
        s.story_tiles = list(range(K.STORY_TILES, 0, -1)) if game.campaign else []  # tile 1 on top (visible)
        s.maracaibo_tile = n == 2
        matching = [t for t in K.CITY_TILES if n in t.players]
        marked = [t.id for t in matching if n in t.marked]
        others = [t.id for t in matching if n not in t.marked]
        chosen = marked + rng.sample(others, 2)
        rng.shuffle(chosen)
        s.city_tiles = dict(zip(K.CITY_TILE_SLOTS, chosen))
        c_cards = [K.C_CARD_BASE + i for i in range(game.c_cards)]
        a_pile = list(K.A_CARDS) + (c_cards if game.campaign else [])  # maracaibo-setup-project-cards
        aside = [] if game.campaign else c_cards
        rng.shuffle(a_pile)
        for p in range(n):
            s.hands[p] = [a_pile.pop() for _c in range(K.DEAL)]
        b_pile = list(K.B_CARDS)
        rng.shuffle(b_pile)
        s.draw = b_pile[:K.B_CARDS_USED] + a_pile
        rng.shuffle(s.draw)
        s.box = sorted(b_pile[K.B_CARDS_USED:] + aside)
        s.display = [s.draw.pop() for _c in range(K.DISPLAY)]
        s.legacy = K.LEGACY_TILES if game.campaign else 0
        prestige = list(K.PRESTIGE_BUILDINGS)
        rng.shuffle(prestige)
        s.prestige = prestige[:4]
        s.property_spaces = {nation: list(K.PROPERTY_SPACES) for nation in K.NATIONS}
        if n == 2:
            for loc, nation in K.TWO_PLAYER_VILLAGES.items():
                s._take_property(nation, loc)
        # each player (maracaibo-player-*)
        careers = list(K.CAREER_CARDS)
        rng.shuffle(careers)
        for p, colour in enumerate(game.colours):
            s.figures[p] = K.FIGURES_IN_HAND
            s.figure_supply[colour] -= K.FIGURES_IN_HAND
            s.career_offer[p] = sorted(careers[p * 2:p * 2 + 2])
            s.money[p] = K.START_DOUBLOONS[p]
            s.bank -= K.START_DOUBLOONS[p]
        # the story card (maracaibo-first-* / maracaibo-later-*)
        if game.story == K.CAMPAIGN_START:
            s.story_tile_at["15"] = s.story_tiles.pop()
            s._place_missions(["16"] + (["19"] if n == 4 else []))
        elif game.story == "75":
            places = ["15"]
            if n == 4 or (n == 3 and game.options.story_75 is Story75.FROM_THREE):
                places.append("18")
            if n == 4:
                places.append("19")
            s._place_missions(places)
        s.phase, s.player = Phase.FIRST_CARDS, 0
        s.validate()
        return s

    def _take_property(self, nation: str, loc: str) -> None:
        """The leftmost marker still on the nation's spaces goes to ``loc`` (maracaibo-setup-leftmost)."""
        spaces = self.property_spaces[nation]
        i = next(i for i, k in enumerate(spaces) if k > 0)
        spaces[i] -= 1
        self.property_at[loc] = nation

    def _place_missions(self, locations: list[str]) -> None:
        for loc in locations:
            if self.mission_stack:
                self.location_missions[loc] = self.mission_stack.pop()

    # ----------------------------------------------------------------- queries
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    def position(self) -> str:
        who = "-" if self.player is None else self.player + 1
        ships = ",".join(self.ships)
        return f"round {round_name(self.round)}, player {who}, phase {self.phase}, ships {ships}"

    def colour(self, p: int) -> str:
        return self.game.colours[p]

    def hand_limit(self, p: int) -> int:
        """4, or 6 with the ship upgrade (maracaibo-draw-hand-limit)."""
        ups = self.upgrades[p]
        one = self.game.options.upgrades is Upgrades.ONE
        has = HAND_UPGRADE in ups or (one and DISPLAY_UPGRADE in ups)
        return K.UPGRADED_HAND_LIMIT if has else K.HAND_LIMIT

    def face_up_cost(self, p: int) -> int:
        """What one face-up card costs player ``p``: 1 doubloon, 0 with the upgrade (maracaibo-draw-free-display)."""
        ups = self.upgrades[p]
        one = self.game.options.upgrades is Upgrades.ONE
        free = DISPLAY_UPGRADE in ups or (one and HAND_UPGRADE in ups)
        return 0 if free else K.FACE_UP_COST

    def spent(self) -> int:
        return self.turn["spent"] if self.turn else 0

    def offers(self, p: int | None = None) -> list:
        """The main actions at player ``p``'s ship (the player to move by default) and why the others are not."""
        p = self.player if p is None else p
        loc = self.ships[p]
        if loc == START:
            return []
        return offers(self.game.sea, loc, self.round, self.spent(), mission=loc in self.location_missions,
                      assistant=loc in self.assistants[p], hand=tuple(self.hands[p]), explorer=self.explorers[p],
                      options=self.game.options, done=bool(self.turn and self.turn["main"]))

    def winners(self) -> list[int]:
        """Under ``scoring="points-so-far"``, the most victory points (ties share); nobody otherwise:
        the source stops before the scoring (``maracaibo-q-scoring``)."""
        if not self.is_over() or self.game.options.scoring is Scoring.NOT_SCORED:
            return []
        best = max(self.vp)
        return [p for p, v in enumerate(self.vp) if v == best]

    def all_cards(self) -> list[int]:
        zones = [self.draw, [c for c in self.display if c is not None], self.discard, self.box]
        return sorted(c for zone in zones + self.hands + self.planning for c in zone)

    def _describe(self, move: Move, player: int | None) -> Message:
        return _("{player}: {move}", player=player_name(player), move=describe_move(move, self.game.sea))

    def _forced_rule(self) -> str:
        return {Phase.DRAW: "maracaibo-draw-limit", Phase.CAREER: "maracaibo-first-career"}.get(
            self.phase, "maracaibo-turn-phases")

    def _check(self, move: Any) -> None:
        phases = self.PHASE_OF_MOVE.get(type(move))
        if phases is None or self.phase not in phases:
            raise self._illegal(move, self.ORDER_RULE, _("Ahora toca {phase}; esta jugada no corresponde.",
                                                         phase=PHASE_NAMES[self.phase]))
        self._checks[type(move)](self, move)

    # ------------------------------------------------------------ first decisions
    def _check_FirstCards(self, move: FirstCards) -> None:
        hand = self.hands[self.player]
        discard = move.discard
        if not isinstance(discard, tuple) or len(discard) != K.DISCARD or len(set(discard)) != K.DISCARD:
            raise self._illegal(move, "maracaibo-first-cards", _("Hay que descartar exactamente tres cartas distintas."))
        if move.plan not in hand or any(c not in hand for c in discard):
            raise self._illegal(move, "maracaibo-first-cards", _("Solo se eligen cartas de las ocho repartidas."))
        if move.plan in discard:
            raise self._illegal(move, "maracaibo-first-cards", _(
                "La carta de planificación no puede ser también una de las descartadas."))
        if list(discard) != sorted(discard):
            raise self._illegal(move, "maracaibo-first-cards", _("Escribe las tres cartas descartadas en orden creciente."))

    def _apply_FirstCards(self, move: FirstCards) -> None:
        p = self.player
        hand = self.hands[p]
        for c in (move.plan, *move.discard):
            hand.remove(c)
        self.planning[p].append(move.plan)
        self.discard.extend(move.discard)
        self._events.append(Step("maracaibo-first-cards", _(
            "El {player} se queda cuatro cartas en la mano, pone una en su zona de planificación y descarta tres.",
            player=player_name(p))))
        if p + 1 < self.game.players:
            self.player = p + 1
        else:
            self.phase, self.player = Phase.CAREER, 0

    def _check_ChooseCareer(self, move: ChooseCareer) -> None:
        if move.card not in self.career_offer[self.player]:
            raise self._illegal(move, "maracaibo-first-career", _("Solo se elige una de tus dos cartas de carrera."))
        if self.figure_supply[self.colour(self.player)] < K.FIGURES_ON_CAREER:
            raise self._illegal(move, "maracaibo-first-career", _("No quedan tres figuras de tu color en el suministro."))

    def _apply_ChooseCareer(self, move: ChooseCareer) -> None:
        p = self.player
        self.career[p] = move.card
        self.career_offer[p] = []
        self.figure_supply[self.colour(p)] -= K.FIGURES_ON_CAREER
        self.career_figures[p] = K.FIGURES_ON_CAREER
        self._events.append(Step("maracaibo-first-career", _(
            "El {player} se queda la carta de carrera {card}, devuelve la otra a la caja y pone en ella tres figuras "
            "de su color del suministro.", player=player_name(p), card=move.card)))
        if p + 1 < self.game.players:
            self.player = p + 1
        else:
            self._start_turn(0)

    # -------------------------------------------------------------------- phase A
    def _start_turn(self, p: int) -> None:
        self.phase, self.player = Phase.NAVIGATE, p
        self.turn = {"from": self.ships[p], "path": [], "spent": 0, "main": None, "free": [], "emptied": []}

    def _check_Sail(self, move: Sail) -> None:
        sea, r = self.game.sea, self.round
        path = move.path
        if not isinstance(path, tuple) or not path:
            raise self._illegal(move, "maracaibo-nav-points", _("Hay que avanzar al menos un lugar."))
        here, cost = self.ships[self.player], 0
        for i, loc in enumerate(path):
            if not isinstance(loc, str) or loc not in sea.locations:
                raise self._illegal(move, "maracaibo-nav-locations", _("{loc} no es un lugar del mapa.", loc=str(loc)))
            arrow = sea.arrow(here, loc, r)
            if arrow is None:
                if sea.arrow(loc, here, r) is not None or loc in self._behind(here):
                    raise self._illegal(move, "maracaibo-nav-no-backwards", _(
                        "De {a} a {b} sería navegar hacia atrás, contra las flechas.", a=sea.name(here), b=sea.name(loc)))
                raise self._illegal(move, "maracaibo-nav-arrows", _(
                    "Ninguna flecha lleva de {a} a {b} en la ronda {round}.", a=sea.name(here), b=sea.name(loc),
                    round=round_name(r)))
            cost += arrow.cost
            if cost > MAX_POINTS:
                raise self._illegal(move, "maracaibo-nav-points", _(
                    "Ese camino cuesta más de 7 puntos de movimiento."))
            if sea.must_stop(loc, r) and i < len(path) - 1:
                rule_id = "maracaibo-home-must-stop" if sea.is_home(loc, r) else "maracaibo-nav-must-stop"
                raise self._illegal(move, rule_id, _("En {loc} hay que terminar el movimiento: no se puede pasar.",
                                                     loc=sea.name(loc)))
            here = loc

    def _behind(self, loc: str) -> set[str]:
        order = self.game.sea.order
        return {x for x, rank in order.items() if rank < order[loc]}

    def _apply_Sail(self, move: Sail) -> None:
        sea, r, p = self.game.sea, self.round, self.player
        start = self.ships[p]
        cost, here = 0, start
        for loc in move.path:
            if len(sea.arrows_from(here, r)) > 1:
                self._events.append(Step("maracaibo-nav-arrows", _(
                    "En {a} salen varias flechas: el barco sigue la que lleva a {b}.", a=sea.name(here), b=sea.name(loc))))
            cost += sea.arrow(here, loc, r).cost
            here = loc
        end = move.path[-1]
        self.ships[p] = end
        self.turn.update(path=list(move.path), spent=cost)
        self._events.append(Step("maracaibo-nav-step", Plural(
            "El barco navega de {a} a {b}: {n} punto de movimiento.",
            "El barco navega de {a} a {b}: {n} puntos de movimiento.", cost, a=sea.name(start), b=sea.name(end))))
        if len(move.path) > 1:
            self._events.append(Step("maracaibo-nav-skip", _("Pasa sin detenerse por {locs}.",
                                                             locs=[sea.name(x) for x in move.path[:-1]])))
        if cost < MAX_POINTS:
            self._events.append(Step("maracaibo-nav-points", Plural(
                "Queda {n} punto de movimiento sin usar: se pierde.",
                "Quedan {n} puntos de movimiento sin usar: se pierden.", MAX_POINTS - cost)))
        if sea.must_stop(end, r):
            rule_id = "maracaibo-home-must-stop" if sea.is_home(end, r) else "maracaibo-nav-must-stop"
            self._events.append(Step(rule_id, _("{loc} no se puede saltar: el movimiento termina ahí.",
                                                loc=sea.name(end))))
        others = [q for q in range(self.game.players) if q != p and self.ships[q] == end]
        if others:
            self._events.append(Step("maracaibo-nav-shared", _(
                "Ya hay otro barco en {loc}: el barco se coloca a su lado.", loc=sea.name(end))))
        if sea.is_home(end, r) and end in ("21a", "21b") and self.game.options.home_reward is HomeReward.ON_ARRIVAL:
            self._gain_home_points(p, "maracaibo-q-home-reward")
        self.phase = Phase.ACTIONS

    # -------------------------------------------------------------------- phase B
    def _check_main(self, move: Any) -> None:
        if self.turn["main"]:
            raise self._illegal(move, "maracaibo-main-only-one", _(
                "Ya has hecho la acción principal de este turno: solo hay una."))
        found = self.offers()
        if move in open_moves(found):
            return
        kind = _ACTION_OF[type(move)]
        offer = next((o for o in found if o.action == kind), None)
        if offer is not None and not offer.open:
            raise self._illegal(move, offer.rule_id, offer.reason)
        if isinstance(move, VillageActions):
            raise self._illegal(move, "maracaibo-main-village", Plural(
                "Con {points} de 7 puntos gastados, en una aldea se hace {n} acción de aldea, no {count}.",
                "Con {points} de 7 puntos gastados, en una aldea se hacen de 1 a {n} acciones de aldea, no {count}.",
                village_actions(self.spent()), points=self.spent(), count=str(move.count)))
        if isinstance(move, CityAction):
            if move.good in self.planning[self.player]:
                raise self._illegal(move, "maracaibo-free-plan-cards", _(
                    "Una carta de la zona de planificación no se puede entregar como bien."))
            raise self._illegal(move, "maracaibo-main-city", _("El bien que se entrega es una carta de tu mano."))
        if isinstance(move, Explore):
            raise self._illegal(move, "maracaibo-home-20", _("El explorador avanza uno o dos espacios, sin pasar del final."))
        raise self._illegal(move, "maracaibo-main-where", _("Esa acción principal no está disponible aquí."))

    _check_CityAction = _check_VillageActions = _check_FulfilMission = _check_AssistantAction = _check_main
    _check_Combat = _check_Explore = _check_HomePoints = _check_LocationAction = _check_main

    def _main_done(self, action: Action, rule_id: str, message: Message) -> None:
        self.turn["main"] = action.value
        self._events.append(Step(rule_id, message))
        self._events.append(Step("maracaibo-main-only-one", _("Esa es la única acción principal de este turno.")))

    def _apply_CityAction(self, move: CityAction) -> None:
        p, loc = self.player, self.ships[self.player]
        if move.good is not None:
            if self.game.options.delivery is Delivery.DISCARD:
                self.hands[p].remove(move.good)
                self.discard.append(move.good)
                self._events.append(Step("maracaibo-q-delivery", _(
                    "Entrega un bien: la carta {card} de su mano va a la pila de descartes.", card=move.good)))
            else:
                self._events.append(Step("maracaibo-q-delivery", _("Entrega un bien (la carta no se mueve).")))
        self._main_done(Action.CITY, "maracaibo-main-city", _(
            "Hace la acción de la ciudad {loc} (el texto no la describe).", loc=self.game.sea.name(loc)))

    def _apply_VillageActions(self, move: VillageActions) -> None:
        self._main_done(Action.VILLAGE, "maracaibo-main-village", Plural(
            "Hace {n} acción de aldea en {loc} (el texto no las describe).",
            "Hace {n} acciones de aldea en {loc} (el texto no las describe).", move.count,
            loc=self.game.sea.name(self.ships[self.player])))

    def _apply_FulfilMission(self, move: FulfilMission) -> None:
        p, loc = self.player, self.ships[self.player]
        tile = self.location_missions.pop(loc)
        self.missions_done[p].append(tile)
        self._main_done(Action.MISSION, "maracaibo-main-mission", _(
            "Cumple la misión de {loc} y se queda la ficha.", loc=self.game.sea.name(loc)))

    def _apply_AssistantAction(self, move: AssistantAction) -> None:
        self._main_done(Action.ASSISTANT, "maracaibo-main-assistant", _(
            "Hace la acción especial de uno de sus asistentes (solo una)."))

    def _apply_Combat(self, move: Combat) -> None:
        self._main_done(Action.COMBAT, "maracaibo-home-20", _(
            "En el espacio 20 elige la acción de combate (el texto no la describe)."))

    def _apply_Explore(self, move: Explore) -> None:
        p = self.player
        self.explorers[p] += move.steps
        self._main_done(Action.EXPLORE, "maracaibo-home-20", Plural(
            "En el espacio 20 avanza su explorador {n} espacio (ahora en el {pos}).",
            "En el espacio 20 avanza su explorador {n} espacios (ahora en el {pos}).", move.steps,
            pos=self.explorers[p]))

    def _gain_home_points(self, p: int, rule_id: str) -> None:
        self.vp[p] += K.HOME_POINTS
        self._events.append(Step(rule_id, Plural(
            "Gana {n} punto de victoria en {loc}.", "Gana {n} puntos de victoria en {loc}.", K.HOME_POINTS,
            loc=self.ships[p])))

    def _apply_HomePoints(self, move: HomePoints) -> None:
        self._gain_home_points(self.player, "maracaibo-home-21")
        self.turn["main"] = Action.HOME_POINTS.value
        self._events.append(Step("maracaibo-main-only-one", _("Esa es la única acción principal de este turno.")))

    def _apply_LocationAction(self, move: LocationAction) -> None:
        self._main_done(Action.LOCATION, "maracaibo-q-actions", _(
            "Hace la acción de {loc}, que el texto no describe.", loc=self.ships[self.player]))

    def _check_PlanCard(self, move: PlanCard) -> None:
        p = self.player
        if len(self.planning[p]) >= K.PLANNING_SPACES:
            raise self._illegal(move, "maracaibo-free-plan", _(
                "Los tres espacios de planificación están llenos: no se puede poner otra carta."))
        if move.card not in self.hands[p]:
            if move.card in self.planning[p]:
                raise self._illegal(move, "maracaibo-free-plan-cards", _("Esa carta ya está en tu zona de planificación."))
            raise self._illegal(move, "maracaibo-free-plan", _("Solo se planifica una carta de tu mano."))

    def _apply_PlanCard(self, move: PlanCard) -> None:
        p = self.player
        self.hands[p].remove(move.card)
        self.planning[p].append(move.card)
        self.turn["free"].append(["plan", move.card])
        self._events.append(Step("maracaibo-free-plan", _(
            "Acción gratuita: pone la carta {card} en su zona de planificación ({n} de 3).", card=move.card,
            n=len(self.planning[p]))))
        self._events.append(Step("maracaibo-free-plan-cards", _(
            "Allí ya no cuenta como carta de la mano ni para el límite, y no se puede descartar ni usar como bien.")))

    def _check_CompleteGoal(self, move: CompleteGoal) -> None:
        p = self.player
        if self.career[p] is None:
            raise self._illegal(move, "maracaibo-free-career", _("Todavía no tienes carta de carrera."))
        if not isinstance(move.goal, int) or not 0 <= move.goal < K.CAREER_GOALS:
            raise self._illegal(move, "maracaibo-free-career", _("Una carta de carrera tiene los objetivos 1, 2 y 3."))
        if move.goal in self.career_done[p]:
            raise self._illegal(move, "maracaibo-free-career", _("Ese objetivo ya está cumplido."))

    def _apply_CompleteGoal(self, move: CompleteGoal) -> None:
        p = self.player
        self.career_done[p].append(move.goal)
        self.turn["free"].append(["goal", move.goal])
        self._events.append(Step("maracaibo-free-career", _(
            "Acción gratuita: cumple el objetivo {n} de su carta de carrera (el texto no dice qué da).", n=move.goal + 1)))
        if self.game.options.career is Career.TO_PLAYER and self.career_figures[p] > 0:
            self.career_figures[p] -= 1
            self.figures[p] += 1
            self._events.append(Step("maracaibo-q-career", _("La figura de ese objetivo pasa a sus figuras.")))

    def _check_EndActions(self, move: EndActions) -> None:
        return None

    def _apply_EndActions(self, move: EndActions) -> None:
        if not self.turn["main"]:
            self._events.append(Step("maracaibo-main-none", _("Termina la fase B sin acción principal: está permitido.")))
        self._events.append(Step("maracaibo-turn-phases", _("Fase C: robar cartas.")))
        self.phase = Phase.DRAW
        self._continue_draw()

    # -------------------------------------------------------------------- phase C
    def _need(self, p: int) -> int:
        return self.hand_limit(p) - len(self.hands[p])

    def _continue_draw(self) -> None:
        """Stay in phase C while cards are missing and one can be had; else end the turn."""
        p = self.player
        if self._need(p) <= 0:
            self._events.append(Step("maracaibo-draw-limit", Plural(
                "El {player} tiene {n} carta en la mano: su límite.", "El {player} tiene {n} cartas en la mano: su límite.",
                len(self.hands[p]), player=player_name(p))))
            self._end_turn()
            return
        if not self._draw_options():
            self._events.append(Step("maracaibo-q-exhausted", Plural(
                "No queda ninguna carta que pueda tomar: se queda con {n} carta, por debajo del límite.",
                "No queda ninguna carta que pueda tomar: se queda con {n} cartas, por debajo del límite.",
                len(self.hands[p]))))
            self._end_turn()

    def _draw_options(self) -> list[Move]:
        p = self.player
        found: list[Move] = [DrawCard()] if self.draw else []
        if self.money[p] >= self.face_up_cost(p):
            found += [TakeFaceUp(i) for i, c in enumerate(self.display) if c is not None]
        return found

    def _reshuffle_if_empty(self) -> None:
        if self.draw or not self.discard:
            return
        rng = random.Random(f"maracaibo/{self.seed}/shuffle/{self.shuffles}")
        self.shuffles += 1
        self.draw = self.discard
        self.discard = []
        rng.shuffle(self.draw)
        self._events.append(Step("maracaibo-draw-reshuffle", Plural(
            "El mazo de robo se ha agotado: se baraja la pila de descartes ({n} carta) como nuevo mazo.",
            "El mazo de robo se ha agotado: se baraja la pila de descartes ({n} cartas) como nuevo mazo.",
            len(self.draw))))

    def _check_DrawCard(self, move: DrawCard) -> None:
        if not self.draw:
            raise self._illegal(move, "maracaibo-draw-reshuffle", _("No queda ninguna carta boca abajo."))

    def _apply_DrawCard(self, move: DrawCard) -> None:
        p = self.player
        self.hands[p].append(self.draw.pop())
        self._events.append(Step("maracaibo-draw-limit", _("Roba una carta boca abajo ({n} en la mano, límite {limit}).",
                                                            n=len(self.hands[p]), limit=self.hand_limit(p))))
        self._reshuffle_if_empty()
        self._continue_draw()

    def _check_TakeFaceUp(self, move: TakeFaceUp) -> None:
        p = self.player
        if not isinstance(move.slot, int) or not 0 <= move.slot < K.DISPLAY or self.display[move.slot] is None:
            raise self._illegal(move, "maracaibo-draw-display", _("En ese hueco de la exposición no hay ninguna carta."))
        if self.money[p] < self.face_up_cost(p):
            raise self._illegal(move, "maracaibo-draw-display", _(
                "Una carta boca arriba cuesta 1 doblón y no tienes ninguno."))

    def _apply_TakeFaceUp(self, move: TakeFaceUp) -> None:
        p = self.player
        card = self.display[move.slot]
        self.display[move.slot] = None
        self.hands[p].append(card)
        cost = self.face_up_cost(p)
        if cost:
            self.money[p] -= cost
            self.bank += cost
            self._events.append(Step("maracaibo-draw-display", _(
                "Toma la carta boca arriba {card} y paga 1 doblón ({money} le quedan).", card=card, money=self.money[p])))
        else:
            self._events.append(Step("maracaibo-draw-free-display", _(
                "Toma la carta boca arriba {card} gratis: tiene hecha la mejora del barco.", card=card)))
        if self.game.options.display_refill is Refill.AT_ONCE:
            self._refill()
        else:
            self.turn["emptied"].append(move.slot)
        self._continue_draw()

    def _refill(self) -> None:
        for i, c in enumerate(self.display):
            if c is None and self.draw:
                self.display[i] = self.draw.pop()
                self._events.append(Step("maracaibo-q-display-refill", _(
                    "El hueco de la exposición se repone con la primera carta del mazo.")))
                self._reshuffle_if_empty()

    # -------------------------------------------------------------- end of turn
    def _end_turn(self) -> None:
        p = self.player
        sea = self.game.sea
        if self.game.options.display_refill is Refill.END_OF_TURN:
            self._refill()
        self.turns += 1
        self.turn = None
        if self.ships[p] == sea.last[self.round]:
            self._end_round(p)
            return
        nxt = (p + 1) % self.game.players
        self._events.append(Step("maracaibo-turn-next", _("Fin del turno; sigue el {player}.", player=player_name(nxt))))
        self._start_turn(nxt)

    def _end_round(self, p: int) -> None:
        r = self.round
        self.round_ends.append([r, p])
        self._events.append(Step("maracaibo-round-end", _(
            "El barco del {player} ha llegado al último espacio ({loc}): termina la ronda {round}.",
            player=player_name(p), loc=self.ships[p], round=round_name(r))))
        self._events.append(Step("maracaibo-q-last-space", _(
            "El último espacio es {loc} en esta ronda, y la ronda se cierra al acabar ese turno.", loc=self.ships[p])))
        if r < K.ROUNDS:
            self.scorings.append([r, "intermediate"])
            self._events.append(Step("maracaibo-home-21", _(
                "Tras la fase C de ese turno se hace una puntuación intermedia (rondas I a III).")))
            self._events.append(Step("maracaibo-q-scoring", _(
                "El texto se corta antes de explicar la puntuación intermedia: se anota, sin contar nada.")))
            self.round = r + 1
            self.ships = [START] * self.game.players
            self._events.append(Step("maracaibo-q-round-end", _(
                "Empieza la ronda {round}: todos los barcos vuelven a La Habana.", round=round_name(self.round))))
            if self.game.options.new_round is NewRound.FIRST_PLAYER:
                starter = 0
            else:
                starter = (p + 1) % self.game.players
            self._events.append(Step("maracaibo-q-new-round", _("Empieza el {player}.", player=player_name(starter))))
            self._start_turn(starter)
            return
        self.scorings.append([r, "final"])
        self.phase, self.player = Phase.OVER, None
        self._events.append(Step("maracaibo-game-end", _("Tras la cuarta ronda, la puntuación final; la partida termina.")))
        if self.game.options.scoring is Scoring.POINTS_SO_FAR:
            self._events.append(Step("maracaibo-q-scoring", _(
                "Gana quien tiene más puntos de victoria: {winners}.", winners=[player_name(w) for w in self.winners()])))
        else:
            self._events.append(Step("maracaibo-q-scoring", _(
                "El texto se corta antes de la puntuación final: no se declara vencedor.")))

    # ------------------------------------------------------------ legal moves
    def _generate(self) -> list[Move]:
        p = self.player
        if self.phase == Phase.FIRST_CARDS:
            return _first_cards_moves(self.hands[p])
        if self.phase == Phase.CAREER:
            return [ChooseCareer(c) for c in self.career_offer[p]]
        if self.phase == Phase.NAVIGATE:
            return [Sail(v.path) for v in self.game.sea.voyages(self.ships[p], self.round)]
        if self.phase == Phase.ACTIONS:
            moves: list[Move] = [] if self.turn["main"] else open_moves(self.offers())
            if len(self.planning[p]) < K.PLANNING_SPACES:
                moves += [PlanCard(c) for c in self.hands[p]]
            if self.career[p] is not None:
                moves += [CompleteGoal(g) for g in range(K.CAREER_GOALS) if g not in self.career_done[p]]
            moves.append(EndActions())
            return moves
        if self.phase == Phase.DRAW:
            return self._draw_options()
        return []

    # --------------------------------------------------------------- positions
    @classmethod
    def arranged(cls, game: Maracaibo | None = None, seed: int = 0, *, round: int = 1, player: int = 0,
                 phase: str = Phase.NAVIGATE, ships: dict[int, str] | None = None, spent: int | None = None,
                 path: list[str] | None = None, hands: dict[int, int] | None = None,
                 planning: dict[int, int] | None = None, money: dict[int, int] | None = None,
                 upgrades: dict[int, list[str]] | None = None, missions: list[str] | None = None,
                 assistants: dict[int, list[str]] | None = None, draw: int | None = None,
                 discard: int | None = None, display: int | None = None, explorers: dict[int, int] | None = None,
                 main_done: bool = False) -> "State":
        """A position built for a page, a test or a situation: the game after its first decisions (each
        player keeps their first cards), then the given round, player, phase and ships, how many cards each
        hand and planning area hold, money, upgrades, the missions lying on the map (by location), the
        assistants, and how many cards the draw pile, the discard pile and the display hold.  Cards only
        move between piles, figures come from the supply, money from the bank: the result passes
        :meth:`validate` or :class:`~rulesim.errors.InvalidSetupError` says why not."""
        game = game or Maracaibo()
        s = game.new_state(seed)
        while s.phase in (Phase.FIRST_CARDS, Phase.CAREER):  # the first decisions, checked and applied as moves
            if s.phase == Phase.FIRST_CARDS:  # each keeps their four lowest cards and plans the fifth
                hand = sorted(s.hands[s.player])
                move: Move = FirstCards(hand[4], tuple(hand[5:]))
            else:
                move = ChooseCareer(s.career_offer[s.player][0])
            s._check(move)
            s._apply(move)  # (no list of the next player's 280 possible first moves is needed here)
        n = game.players
        bad = lambda rule_id, message: InvalidSetupError(rule_id, message)  # noqa: E731
        if round not in range(1, K.ROUNDS + 1):
            raise bad("maracaibo-rounds", _("La partida tiene cuatro rondas, de la I a la IV."))
        if player not in range(n):
            raise bad("maracaibo-turn-next", _("Ese jugador no está en la partida."))
        if phase not in (Phase.NAVIGATE, Phase.ACTIONS, Phase.DRAW):
            raise bad("maracaibo-turn-phases", _("Una posición preparada está en la fase A, B o C de un turno."))
        for part in (ships, hands, planning, money, upgrades, assistants, explorers):
            if any(q not in range(n) for q in (part or {})):
                raise bad("maracaibo-turn-next", _("Ese jugador no está en la partida."))

        def count(value: object, negative: bool = False) -> int:
            """A number of cards; ``negative`` lets the caller's own limit refuse one below 0."""
            if isinstance(value, bool) or not isinstance(value, int) or (value < 0 and not negative):
                raise bad("maracaibo-setup-deal", _("Un número de cartas es un entero de 0 en adelante, no {value}.",
                                                    value=str(value)))
            return value

        s.round, s.player = round, player
        for q, loc in (ships or {}).items():
            if loc not in game.sea.locations:
                raise bad("maracaibo-nav-locations", _("{loc} no es un lugar del mapa.", loc=str(loc)))
            s.ships[q] = loc
        pool = s.draw + s.discard + [c for c in s.display if c is not None]
        for q in range(n):
            pool += s.hands[q] + s.planning[q]
        s.draw, s.discard, s.display = [], [], [None] * K.DISPLAY
        s.hands = [[] for _q in range(n)]
        s.planning = [[] for _q in range(n)]
        pool.sort()
        want_hands = {q: K.HAND_LIMIT for q in range(n)} | (hands or {})
        want_planning = {q: 1 for q in range(n)} | (planning or {})

        def take(how_many: int) -> list[int]:
            if how_many > len(pool):
                raise bad("maracaibo-setup-deal", _("No hay tantas cartas."))
            return [pool.pop() for _c in range(how_many)]

        for q in range(n):
            if not 0 <= count(want_planning[q], negative=True) <= K.PLANNING_SPACES:
                raise bad("maracaibo-free-plan", _("La zona de planificación tiene tres espacios."))
            s.planning[q] = take(want_planning[q])
            s.hands[q] = take(count(want_hands[q]))
        shown = K.DISPLAY if display is None else count(display, negative=True)
        if not 0 <= shown <= K.DISPLAY:
            raise bad("maracaibo-setup-display", _("La exposición tiene cuatro huecos."))
        s.display = take(shown) + [None] * (K.DISPLAY - shown)
        if discard is not None:
            s.discard = take(count(discard))
        if draw is not None:
            s.draw = take(count(draw))
        else:
            s.draw, pool = pool, []
        s.box += pool
        total = sum(s.money) + s.bank
        for q, m in (money or {}).items():
            if isinstance(m, bool) or not isinstance(m, int):
                raise bad("maracaibo-setup-doubloons", _("Los doblones no cuadran con el suministro."))
            s.money[q] = m
        s.bank = total - sum(s.money)
        for q, ups in (upgrades or {}).items():
            if not isinstance(ups, (list, tuple)):
                raise bad("maracaibo-draw-hand-limit", _("Las mejoras de un jugador son una lista, no {value}.",
                                                         value=str(ups)))
            if any(u not in UPGRADES for u in ups):
                raise bad("maracaibo-draw-hand-limit", _("Mejora desconocida: {names}.", names=", ".join(map(str, ups))))
            s.upgrades[q] = sorted(set(ups))
        if missions is not None:
            s.mission_stack += list(s.location_missions.values())
            s.location_missions = {}
            s._place_missions(list(missions))
        for q, where in (assistants or {}).items():
            colour = s.colour(q)
            for loc in where:
                if loc not in game.sea.locations:
                    raise bad("maracaibo-nav-locations", _("{loc} no es un lugar del mapa.", loc=str(loc)))
                if s.figure_supply[colour] == 0:
                    raise bad("maracaibo-player-figures", _("No quedan figuras de ese color en el suministro."))
                s.figure_supply[colour] -= 1
                s.assistants[q].append(loc)
        for q, pos in (explorers or {}).items():
            if isinstance(pos, bool) or not isinstance(pos, int) or not 0 <= pos <= K.EXPLORER_TRACK:
                raise bad("maracaibo-home-20", _("Un explorador está fuera de su pista."))
            s.explorers[q] = pos
        s.turn = {"from": s.ships[player], "path": list(path or []), "spent": 0, "main": None, "free": [],
                  "emptied": []}
        if phase != Phase.NAVIGATE:
            if s.ships[player] == START:
                raise bad("maracaibo-nav-points", _("En las fases B y C el barco ya ha salido de La Habana."))
            spent = 1 if spent is None else spent
            if not 1 <= spent <= MAX_POINTS:
                raise bad("maracaibo-nav-points", _("Se gastan de 1 a 7 puntos de movimiento."))
            s.turn["spent"] = spent
            s.turn["main"] = Action.VILLAGE.value if main_done else None
        s.phase = phase
        s.history = []
        s._legal = None
        s.validate()
        return s

    # ------------------------------------------------------------------ saving
    def to_dict(self, history: bool = True) -> dict:
        g = self.game
        if g.sea is not DEFAULT_MAP:
            raise InvalidSetupError("maracaibo-components-illustrative", _(
                "Solo se puede guardar una partida con el mapa por defecto."))
        data = {"game": {"players": g.players, "options": g.options.to_dict(), "story": g.story,
                         "c_cards": g.c_cards}}
        for key in self.KEYS:
            data[key] = getattr(self, key)
        data = json.loads(json.dumps(data))
        if history:
            data["history"] = [move_to_dict(m) for m in self.history]
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        def make(g: dict) -> Maracaibo:
            return Maracaibo(g["players"], Options.from_dict(g.get("options", {})), g.get("story", "75"),
                             g.get("c_cards", 0))
        return cls._restore(data, make, cls.KEYS, "maracaibo-setup-deal", move_from_dict)

    def validate(self) -> None:
        """Refuse a position the rules cannot reach: a card, doubloon, figure or mission tile missing or
        twice, a hand over its limit outside phase C, more than three planned cards, a ship off the map."""
        g, n = self.game, self.game.players
        if self.phase not in list(Phase):
            raise InvalidSetupError("maracaibo-turn-phases", _("Fase desconocida."))
        if self.all_cards() != sorted(g.cards()):
            raise InvalidSetupError("maracaibo-setup-deal", _("Falta o sobra alguna carta de proyecto."))
        if len(self.display) != K.DISPLAY:
            raise InvalidSetupError("maracaibo-setup-display", _("La exposición tiene cuatro huecos."))
        if self.bank < 0 or any(m < 0 for m in self.money) or \
                self.bank + sum(self.money) != K.COINS + K.CERTIFICATES * K.CERTIFICATE:
            raise InvalidSetupError("maracaibo-setup-doubloons", _("Los doblones no cuadran con el suministro."))
        for p in range(n):
            colour = self.colour(p)
            placed = self.figures[p] + self.career_figures[p] + len(self.assistants[p]) + self.figure_supply[colour]
            if placed != K.FIGURES_PER_COLOUR or min(self.figures[p], self.career_figures[p],
                                                     self.figure_supply[colour]) < 0:
                raise InvalidSetupError("maracaibo-player-figures", _("Falta o sobra alguna figura de un color."))
            if len(self.planning[p]) > K.PLANNING_SPACES:
                raise InvalidSetupError("maracaibo-free-plan", _("La zona de planificación tiene tres espacios."))
            if self.phase not in (Phase.FIRST_CARDS, Phase.DRAW) and len(self.hands[p]) > self.hand_limit(p):
                raise InvalidSetupError("maracaibo-draw-hand-limit", _("Una mano tiene más cartas que su límite."))
            if self.ships[p] not in g.sea.locations:
                raise InvalidSetupError("maracaibo-nav-locations", _("Un barco está fuera del mapa."))
            if not 0 <= self.explorers[p] <= K.EXPLORER_TRACK:
                raise InvalidSetupError("maracaibo-home-20", _("Un explorador está fuera de su pista."))
            if any(u not in UPGRADES for u in self.upgrades[p]):
                raise InvalidSetupError("maracaibo-draw-hand-limit", _("Mejora desconocida."))
        for colour in K.COLOURS[n:]:
            if self.figure_supply[colour] != K.FIGURES_PER_COLOUR:
                raise InvalidSetupError("maracaibo-player-figures", _("Falta o sobra alguna figura de un color."))
        tiles = (self.mission_stack + list(self.explorer_missions.values()) + list(self.location_missions.values())
                 + [t for done in self.missions_done for t in done])
        if sorted(tiles) != list(range(1, K.MISSION_TILES + 1)):
            raise InvalidSetupError("maracaibo-setup-missions", _("Falta o sobra alguna ficha de misión."))
        for nation in K.NATIONS:
            placed = sum(1 for x in self.property_at.values() if x == nation)
            if sum(self.property_spaces[nation]) + placed != sum(K.PROPERTY_SPACES):
                raise InvalidSetupError("maracaibo-setup-property", _("Falta o sobra algún marcador de propiedad."))
        if not 1 <= self.round <= K.ROUNDS:
            raise InvalidSetupError("maracaibo-rounds", _("La partida tiene cuatro rondas, de la I a la IV."))

    def __repr__(self) -> str:
        return f"<Maracaibo State {self.position()}>"


_ACTION_OF = {CityAction: Action.CITY, VillageActions: Action.VILLAGE, FulfilMission: Action.MISSION,
              AssistantAction: Action.ASSISTANT, Combat: Action.COMBAT, Explore: Action.EXPLORE,
              HomePoints: Action.HOME_POINTS, LocationAction: Action.LOCATION}


def _first_cards_moves(hand: list[int]) -> list[Move]:
    from itertools import combinations
    found: list[Move] = []
    for plan in hand:
        rest = sorted(c for c in hand if c != plan)
        found += [FirstCards(plan, combo) for combo in combinations(rest, K.DISCARD)]
    return found


def describe_move(move: Move, sea: VoyageMap = DEFAULT_MAP) -> Message:
    if isinstance(move, FirstCards):
        return _("planifica la carta {card} y descarta {cards}", card=move.plan, cards=list(move.discard))
    if isinstance(move, ChooseCareer):
        return _("se queda la carta de carrera {card}", card=move.card)
    if isinstance(move, Sail):
        try:
            return _("navega hasta {loc}", loc=sea.name(move.path[-1]))
        except (IndexError, KeyError, TypeError):
            return _("navega")
    if isinstance(move, CityAction):
        return _("acción de ciudad") if move.good is None else _("entrega la carta {card} y hace la acción de ciudad",
                                                                   card=move.good)
    if isinstance(move, VillageActions):
        return Plural("{n} acción de aldea", "{n} acciones de aldea", move.count if isinstance(move.count, int) else 0)
    if isinstance(move, FulfilMission):
        return _("cumple la misión")
    if isinstance(move, AssistantAction):
        return _("acción de asistente")
    if isinstance(move, Combat):
        return _("acción de combate")
    if isinstance(move, Explore):
        return _("avanza el explorador {n}", n=str(move.steps))
    if isinstance(move, HomePoints):
        return _("toma 3 puntos de victoria")
    if isinstance(move, LocationAction):
        return _("hace la acción del lugar")
    if isinstance(move, PlanCard):
        return _("planifica la carta {card}", card=str(move.card))
    if isinstance(move, CompleteGoal):
        return _("cumple un objetivo de carrera")
    if isinstance(move, EndActions):
        return _("termina la fase B")
    if isinstance(move, DrawCard):
        return _("roba una carta boca abajo")
    return _("toma una carta boca arriba")
