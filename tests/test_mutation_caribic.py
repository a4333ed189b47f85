"""Tests that kill mutants which survived `make mutation` in Caribic (docs/mutation-testing.md).

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.

Positions are built by the one public builder, ``State.arranged(game, seed=0, **parts)``; one ship's turn
(what the situation files describe) is ``scope="turn"`` with its ``turn``.  An impossible position raises
``InvalidPosition`` naming the part at fault (``positions.Bravo``, ``seats[1].money``…), the rule and why.
"""

from __future__ import annotations

import pytest
from rulesim.caribic import Caribic, State
from rulesim.caribic.examples import SCENARIO_POSITIONS
from rulesim.caribic.parts import Scope, Seat, Turn
from rulesim.caribic.players import RandomPlayer
from rulesim.errors import InvalidSetupError
from rulesim.players import play
from rulesim.position import InvalidPosition


def _situation(game: Caribic, ship: str, positions: dict, *, player: int = 0, distance: int = 0, actions=(),
               money=None, **parts) -> State:
    """One ship's turn: ``ship`` on the move for ``player`` (from 0) with ``distance`` spaces left and
    ``actions`` already taken; ``money`` what each player had before it."""
    if money is not None:
        parts["seats"] = [Seat(money=m) for m in money]
    return State.arranged(game, scope=Scope.TURN, turn=Turn(ship, player, distance, (), tuple(actions)),
                          positions=positions, **parts)


@pytest.mark.rule("caribic-setup-ships")
def test_a_round_start_must_place_all_six_ships():
    # "Coloca los 6 barcos piratas ... en los espacios": a round starts with the six ships on the map.
    positions = {ship: space for ship, space in SCENARIO_POSITIONS.items() if ship != "Evita"}
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Caribic(3), positions=positions)
    assert info.value.rule_id == "caribic-setup-ships" and info.value.field == "positions"
    assert [(p.field, p.rule_id) for p in info.value.problems] == [("positions", "caribic-setup-ships")]
    _says(info.value, "Falta dónde está cada barco: Evita.", "Where each ship is is missing: Evita.")
    assert State.arranged(Caribic(3), positions=SCENARIO_POSITIONS).positions["Evita"] == "r1c5"


@pytest.mark.rule("caribic-bribe-assign")
def test_a_finished_game_holds_no_bribe_cards():
    # "Cada jugador retira sus cartas de puja": once the last round is over nobody has cards on a ship,
    # so a saved finished game with a few cards still assigned is refused.
    final = play(Caribic(3).new_state(5), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    assert final.is_over() and all(seat["bids"] == [] for seat in final.to_dict()["seats"])
    data = final.to_dict()
    data["seats"][1]["bids"] = [0, 1]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-bribe-assign" and info.value.field == "seats[1].bids"


@pytest.mark.rule("caribic-treasure-one-chest", "caribic-round-end", "caribic-q-repeat-actions")
def test_a_situation_refuses_a_chest_twice_a_round_that_is_not_a_number_and_names_the_field_at_fault():
    # "Cada barco solo puede llevar un cofre a la vez": one chest cannot be on two ships.
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Caribic(3), positions=SCENARIO_POSITIONS, ship_chests={"Arriba": 3, "Bravo": 3})
    assert info.value.field == "ship_chests.Bravo" and info.value.rule_id == "caribic-setup-chests"
    assert "Cada cofre está en un solo sitio." in info.value.text("es")
    # rounds are counted 1, 2, 3…: "2" (text) and 0 are no round
    for bad in ("2", 0):
        with pytest.raises(InvalidPosition) as info:
            State.arranged(Caribic(3), positions=SCENARIO_POSITIONS, round=bad)
        assert info.value.field == "round" and info.value.rule_id == "caribic-round-end"
    # a fault the full check finds (an action taken twice, the default reading) names the part at fault
    with pytest.raises(InvalidPosition) as info:
        _situation(Caribic(3), "Arriba", SCENARIO_POSITIONS, actions=["capture", "capture"])
    assert info.value.rule_id == "caribic-q-repeat-actions" and info.value.field == "turn.actions"


def _to_move(seed: int = 3):
    """A game played at random until a ship is won at auction and on the move, and what each push said."""
    import random
    rnd, state, texts = random.Random(seed), Caribic(3).new_state(seed), []
    while state.phase != "move":
        texts.append(state.push(rnd.choice(state.legal_moves())).to_text("es"))
    return state, texts


@pytest.mark.rule("caribic-move-order", "caribic-treasure-active")
def test_a_position_whose_phase_does_not_fit_is_refused_in_words():
    import dataclasses
    from rulesim.caribic.parts import Phase
    # a phase the game does not have is refused as the position is built or loaded, naming it
    for build in (lambda: State.arranged(Caribic(3), phase="no such phase"),
                  lambda: State.from_dict({**Caribic(3).new_state(0).to_dict(), "phase": "no such phase"})):
        with pytest.raises(InvalidPosition) as info:
            build()
        assert (info.value.field, info.value.rule_id) == ("phase", "caribic-move-order")
        _says(info.value, f'Valor desconocido "no such phase"; se espera uno de: {PHASE_IDS}.',
              f'Unknown value "no such phase"; expected one of: {PHASE_IDS}.')
    # between two ships nobody is on the move
    state = Caribic(3).new_state(0)
    state.phase, state.player = Phase.TURN_END, 0
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-move-order" and info.value.field == "player"
    # the ship on the move cannot have a negative distance left
    state, _texts = _to_move()
    state.validate()
    # a ship is on the move only in the move phase, and the other way round
    adrift = _to_move()[0]
    adrift.turn = None
    with pytest.raises(InvalidSetupError) as info:
        adrift.validate()
    assert info.value.rule_id == "caribic-move-order" and info.value.field == "turn"
    # (a distance is a whole number from 0, read by the turn's kind as the position is built or loaded)
    data = state.to_dict()
    data["turn"]["remaining"] = -1
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-move-distance" and info.value.field == "turn.remaining"
    _says(info.value, "Debe estar entre 0 y 99.", "Must be between 0 and 99.")
    # …and a turn that is not the ship's is refused in words
    state.turn = dataclasses.replace(state.turn, path=("r0c0",) + state.turn.path)
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-treasure-active" and info.value.field == "turn"
    assert "El barco que se mueve no cuadra con su turno." in info.value.text("es")


@pytest.mark.rule("caribic-move-reveal", "caribic-treasure-active")
def test_the_auction_says_who_is_the_active_player_of_which_ship():
    # "El jugador que ofertó la mayor cantidad de barriles, inmediatamente mueve el Arriba"
    state, texts = _to_move()
    ship = state.turn.ship
    assert any(f"es el jugador activo del {ship}." in t for t in texts)


@pytest.mark.rule("caribic-treasure-rob")
def test_robbing_a_ship_that_is_not_adjacent_is_refused_and_the_error_names_the_move():
    from conftest import refused
    from rulesim.caribic import Rob
    from rulesim.caribic.examples import treasure_scenario
    move = Rob("Evita")
    assert refused(treasure_scenario(), move, "caribic-treasure-rob").move == move


@pytest.mark.rule("caribic-bribe-assign")
def test_the_one_line_position_names_the_player_to_play_from_1():
    state = Caribic(3).new_state(0)
    assert state.phase == "bribe" and state.player == 0
    assert state.position().endswith("player 1")
    final = play(Caribic(3).new_state(5), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    assert final.position().endswith("player -")


@pytest.mark.rule("caribic-q-players")
def test_one_player_is_refused_naming_the_count():
    with pytest.raises(InvalidSetupError) as info:
        Caribic(1)
    assert info.value.rule_id == "caribic-q-players" and "no con 1." in info.value.text("es")


@pytest.mark.rule("caribic-move-reveal")
def test_an_auction_is_titled_by_its_ship():
    from rulesim.caribic import DEFAULT_CARDS, resolve_auction
    result = resolve_auction("Bravo", {0: DEFAULT_CARDS[4], 1: DEFAULT_CARDS[2]})
    assert result.explanation.title.render("es") == "Subasta del Bravo"


@pytest.mark.rule("caribic-q-zero-minus-one")
def test_the_thief_counts_minus_one_step_comes_only_with_a_thief_without_barrels():
    # Reading B of "cero es más que -1" (book: "una carta sin barriles gana a un ladrón, que cuenta como −1"):
    # the −1 is a thief's that shows no barrels; a card showing barrels and a thief, or no thief at all, is not
    # concerned, so the step is not said for it.
    from rulesim.caribic import Options, resolve_auction
    from rulesim.caribic.components import BribeCard
    from rulesim.caribic.options import ZeroVsMinusOne
    options = Options(zero_vs_minus_one=ZeroVsMinusOne.THIEF_IS_MINUS_ONE)
    said = "Con la lectura «un ladrón cuenta −1», cada ladrón sin barriles puja −1."
    bare = resolve_auction("Bravo", {0: BribeCard(6, 0, 1), 1: BribeCard(1, 1)}, options=options).explanation
    assert said in bare.to_text("es") and "caribic-q-zero-minus-one" in bare.rule_ids
    assert "Under the reading “a thief counts −1”, each thief without barrels bids −1." in bare.to_text("en")
    for bids in ({0: BribeCard(7, 2, 1), 1: BribeCard(1, 1)}, {0: BribeCard(2, 2), 1: BribeCard(1, 1)}):
        ex = resolve_auction("Bravo", bids, options=options).explanation
        assert "caribic-q-zero-minus-one" not in ex.rule_ids and said not in ex.to_text("es")


@pytest.mark.rule("caribic-haven-delivery", "caribic-move-order")
def test_a_delivery_away_from_the_haven_and_a_move_of_another_game_are_refused_naming_the_move():
    from conftest import refused
    from rulesim.borneo import Pass
    from rulesim.caribic import Capture, Deliver
    from rulesim.caribic.examples import treasure_scenario
    state = treasure_scenario()
    state.push(Capture())
    move = Deliver("red")  # the Arriba is not in the red haven yet
    error = refused(state, move, "caribic-haven-delivery")
    assert error.move == move
    assert "El barco no está en el refugio rojo." in error.text("es")
    assert "The ship is not in the red haven." in error.text("en")
    other = Pass()  # a Borneo move
    error = refused(state, other, "caribic-move-order")
    assert error.move == other
    # (the engine's refusal, the same for every game)
    assert "Esa jugada no es de este juego." in error.text("es") and "That move is not a move of this game." in \
        error.text("en")


@pytest.mark.rule("caribic-bribe-tiebreaker")
def test_a_saved_game_whose_tie_breaker_is_also_on_a_ship_is_refused():
    # "Cada uno coloca la séptima carta (destinada al desempate ...)": the tie-breaker is the card left after
    # one card on each of the six ships, so it cannot be one of them.
    state, _texts = _to_move()
    data = state.to_dict()
    p = next(i for i, seat in enumerate(data["seats"]) if seat["tiebreaker"] is not None)
    data["seats"][p]["tiebreaker"] = data["seats"][p]["bids"][0]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-bribe-tiebreaker" and info.value.field == f"seats[{p}].tiebreaker"
    assert "La carta de desempate es la séptima, la que no se asignó a ningún barco." in info.value.text("es")
    assert "The tie-breaker is the seventh card, the one assigned to no ship." in info.value.text("en")


# ------------------------------------------------------------------ seed 13: the sample and its hot functions
# Each table below walks one function branch by branch: what the reader gets (the error type, its rule id, the
# field a refused position names, the sentence in both languages with its values) and, for a refused move, the
# state untouched.  English wording from the catalogs (locales/en/LC_MESSAGES/rulesim/caribic.po, core.po).

import dataclasses

from rulesim.caribic import Bribe, Capture, EndMove, Options, Rob, Sail, Swap, TieBreak
from rulesim.caribic.components import DEFAULT_CARDS, DEFAULT_CHESTS, DEFAULT_MAP, SHIPS, BribeCard, Chest
from rulesim.caribic.examples import treasure_scenario
from rulesim.caribic.options import Occupied
from rulesim.caribic.parts import Action, Payment, PayReason, Phase, Tie
from rulesim.caribic.state import _chests_of
from rulesim.kinds import SituationError
from rulesim.moves import InvalidMoveError, move_to_dict
from rulesim.position import parts_of


def _says(error, es: str, en: str) -> None:
    """The refusal's sentence, word for word, in both languages."""
    assert error.message.render("es") == es, error.message.render("es")
    assert error.message.render("en") == en, error.message.render("en")


def _listed(values) -> str:
    """Values as a refusal lists them: ``"Arriba", "Bravo"``."""
    return ", ".join(f'"{v}"' for v in values)


def _unknown(value: str, allowed: str) -> tuple[str, str]:
    """A value that is none of the allowed ones, refused in both languages (``value`` as a file writes it)."""
    return (f"Valor desconocido {value}; se espera uno de: {allowed}.",
            f"Unknown value {value}; expected one of: {allowed}.")


PHASE_IDS = _listed(["bribe", "tie", "move", "turn-end", "over"])
SHIP_NAMES = _listed(SHIPS)
TOWNS = _listed(f"T{i:02d}" for i in range(1, 17))
SPACES = _listed(DEFAULT_MAP.spaces)
WHOLE = ("Se espera un número entero.", "A whole number is expected.")


def _tie_state(players: int = 3) -> State:
    """Start of round 1 where every player put the same card (no barrels) on the Arriba: all tie on it."""
    state = State.arranged(Caribic(players), positions=SCENARIO_POSITIONS)
    for _p in range(players):
        for card in range(6):
            state.push(Bribe(card))
    return state


@pytest.mark.rule("caribic-haven-payment", "caribic-treasure-active")
@pytest.mark.parametrize("value", [True, False, "3", 3.0, None])
def test_a_saved_number_must_be_a_whole_number_not_a_truth_value_or_a_text(value):
    # Doubloons, players and spaces left are whole numbers: a saved `true` or "3" is no number of anything.
    remaining = parts_of(Turn)["remaining"][0].kind  # how a turn's spaces left are read
    with pytest.raises(SituationError) as error:
        remaining.read(value, "turn.remaining")
    assert error.value.field == "turn.remaining"
    assert remaining.read(3, "x") == 3 and remaining.read(0, "x") == 0
    state = treasure_scenario()
    state.push(Capture())  # the ledger now holds a capture payment, the turn a remaining distance
    assert State.from_dict(state.to_dict()) == state
    for field, rule_id, change in (
            ("ledger[0].amount", "caribic-haven-payment", lambda d: d["ledger"][0].update(amount=value)),
            ("turn.remaining", "caribic-move-distance", lambda d: d["turn"].update(remaining=value)),
            ("turn.player", "caribic-treasure-active", lambda d: d["turn"].update(player=value))):
        data = state.to_dict()
        change(data)
        with pytest.raises(InvalidSetupError) as info:
            State.from_dict(data)
        # the part at fault is named, and why in the reader's language (no Python error text)
        assert (info.value.field, info.value.rule_id) == (field, rule_id)
        _says(info.value, *WHOLE)


@pytest.mark.rule("caribic-setup-cards", "caribic-q-players", "caribic-setup-chests")
@pytest.mark.parametrize("kwargs, rule_id, es, en", [
    (dict(players=5), "caribic-setup-cards",
     "Hay cuatro juegos de siete cartas: Caribic se juega como mucho con 4 jugadores, no con 5.",
     "There are four sets of seven cards: Caribic is played by 4 players at most, not by 5."),
    (dict(players="3"), "caribic-setup-cards",
     "Hay cuatro juegos de siete cartas: Caribic se juega como mucho con 4 jugadores, no con 3.",
     "There are four sets of seven cards: Caribic is played by 4 players at most, not by 3."),
    (dict(players=1), "caribic-q-players",
     "Una subasta necesita al menos dos jugadores: este sitio lee que Caribic se juega con 2 a 4 "
     "(el texto solo da el máximo), no con 1.",
     "An auction needs at least two players: this site reads that Caribic is played by 2 to 4 "
     "(the text gives only the maximum), not by 1."),
    (dict(players=0), "caribic-q-players",
     "Una subasta necesita al menos dos jugadores: este sitio lee que Caribic se juega con 2 a 4 "
     "(el texto solo da el máximo), no con 0.",
     "An auction needs at least two players: this site reads that Caribic is played by 2 to 4 "
     "(the text gives only the maximum), not by 0."),
    (dict(cards=DEFAULT_CARDS[:6]), "caribic-setup-cards", "Cada jugador tiene siete cartas de soborno.",
     "Each player has seven bribe cards."),
    (dict(cards=DEFAULT_CARDS + (BribeCard(7, 1),)), "caribic-setup-cards",
     "Cada jugador tiene siete cartas de soborno.", "Each player has seven bribe cards."),
    (dict(chests=DEFAULT_CHESTS[:15]), "caribic-setup-chests",
     "Hay 16 cofres, y cada uno nombra un puerto del mapa.", "There are 16 chests, and each names a port of the map."),
    (dict(chests=DEFAULT_CHESTS[:15] + (Chest(15, 8000, "Atlantis"),)), "caribic-setup-chests",
     "Hay 16 cofres, y cada uno nombra un puerto del mapa.", "There are 16 chests, and each names a port of the map."),
])
def test_a_game_for_a_player_count_or_components_the_source_does_not_give_is_refused(kwargs, rule_id, es, en):
    # "4 x 7 tarjetas de soborno", "16 cofres del tesoro" (each placed "en los puertos indicados en ellos");
    # the minimum of two players is the site's reading (an auction needs two bidders).
    with pytest.raises(InvalidSetupError) as info:
        Caribic(**kwargs)
    assert info.value.rule_id == rule_id
    _says(info.value, es, en)




@pytest.mark.rule("caribic-q-players", "caribic-setup-cards")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_each_with_a_colour_and_the_default_reading(players):
    game = Caribic(players)
    assert game.players == players and game.colours == ("red", "blue", "green", "yellow")[:players]
    assert game.options == Options() and game.cards == DEFAULT_CARDS and game.chests == DEFAULT_CHESTS
    state = game.new_state(0)
    assert len(state.money) == len(state.seats) == players and state.seats == [Seat() for _p in range(players)]


@pytest.mark.rule("caribic-components-illustrative")
def test_a_game_with_other_components_cannot_be_saved_and_says_why():
    # The card values and the map are illustrative (the source prints none): only the defaults can be saved.
    cards = tuple(BribeCard(i, min(i, 3)) for i in range(6)) + (BribeCard(6, 0, 1),)
    state = Caribic(3, cards=cards).new_state(0)
    with pytest.raises(InvalidSetupError) as info:
        state.to_dict()
    assert info.value.rule_id == "caribic-components-illustrative"
    _says(info.value, "Solo se puede guardar una partida con el mapa, las cartas y los cofres por defecto.",
          "Only a game with the default map, cards and chests can be saved.")



PARTS = ["scope", "round", "ship", "phase", "player", "seats", "positions", "ship_chests", "port_chests", "supply",
         "delivered", "ledger", "tie", "turn"]


@pytest.mark.rule("caribic-treasure-active", "caribic-tie-decide", "caribic-haven-payment")
def test_a_saved_game_keeps_every_part_of_the_position():
    assert State.parts() == PARTS  # the parts of a position: what a save holds besides the game, seed and history
    state = _tie_state()
    state.push(TieBreak(True))  # jugador 1 reveals; jugadores 2 and 3 still to decide
    data = state.to_dict()
    assert data["format"] == 2 and set(data) == {"format", "game", "seed", "history", *PARTS}
    assert data["tie"] == {"tied": [0, 1, 2], "queue": [1, 2], "revealed": [0], "hidden": []}
    assert data["phase"] == "tie" and data["player"] == 1 and data["scope"] == "game" and data["round"] == 1
    assert data["ship"] == "Arriba" and data["turn"] is None and data["seed"] == 0
    assert data["seats"] == [{"bids": [0, 1, 2, 3, 4, 5], "tiebreaker": 6, "spent": False, "money": 0}] * 3
    assert data["history"] == [move_to_dict(Bribe(c)) for _p in range(3) for c in range(6)] + [
        move_to_dict(TieBreak(True))]
    assert "history" not in state.to_dict(history=False)
    loaded = State.from_dict(data)
    for part in ("seed", *PARTS, "ship_index", "money", "history"):
        assert getattr(loaded, part) == getattr(state, part), part
    moving = treasure_scenario()
    moving.push(Capture())
    data = moving.to_dict()
    assert data["turn"] == {"ship": "Arriba", "player": 0, "remaining": 5, "path": ["r0c1"], "actions": ["capture"]}
    # (a chest is written as the town it names: chest 0 names T01)
    assert data["ledger"] == [{"player": 0, "amount": 2000, "reason": "capture", "chest": "T01"}]
    assert [seat["money"] for seat in data["seats"]] == [2000, 0, 0]
    assert data["ship_chests"]["Arriba"] == "T01" and "T01" not in data["port_chests"]
    loaded = State.from_dict(data)
    assert loaded.turn == moving.turn and loaded.ledger == moving.ledger and loaded.money == (2000, 0, 0)
    assert loaded.ship_chests["Arriba"] == 0 and loaded.port_chests["T01"] is None
    assert loaded.legal_moves() == moving.legal_moves()
    # a situation (one ship's turn) saves its scope and what each player had before it
    turn = _situation(Caribic(3), "Bravo", {"Bravo": "r1c1"}, money=[3000, 0, 0])
    assert turn.seed == 0 and turn.to_dict()["seed"] == 0
    data = turn.to_dict()
    assert data["scope"] == "turn" and data["ledger"] == [{"player": 0, "amount": 3000, "reason": "earlier",
                                                           "chest": None}]
    loaded = State.from_dict(data)
    assert loaded.scope is Scope.TURN and loaded.money == (3000, 0, 0) and loaded.positions == {"Bravo": "r1c1"}


def _bribe_state() -> State:
    return Caribic(3).new_state(0)


def _moving_state() -> State:
    return treasure_scenario()  # the Arriba on the move for player 0 (jugador 1), at B1


def _turn_state() -> State:
    game = Caribic(3)
    return _situation(game, "Bravo", {"Bravo": "r1c1", "Evita": "r3c3"}, ship_chests={"Evita": game.chest_named("T05")},
                      distance=2)


def _over_state() -> State:
    return play(Caribic(3).new_state(5), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])


def _move_chest_to_a_wrong_town(s: State) -> None:
    town = next(t for t, c in s.port_chests.items() if c is not None)
    empty = next(t for t, c in s.port_chests.items() if c is None)
    s.port_chests[empty], s.port_chests[town] = s.port_chests[town], None


def _wrong_town(s: State) -> str:
    """The town holding a chest that names another town (the chests name their towns: chest 0 names T01)."""
    return next(t for t, c in s.port_chests.items() if c is not None and DEFAULT_CHESTS[c].port != t)


def _pay(s: State, *payments: Payment) -> None:
    s.ledger = list(payments)
    for p, seat in enumerate(s.seats):
        seat.money = sum(x.amount for x in payments if x.player == p)


CHESTS = ("Falta o sobra algún cofre.", "A chest is missing or duplicated.")
ONE_PLACE = ("Cada cofre está en un solo sitio.", "Each chest is in one place only.")
OFF_MAP = ("Ese espacio no está en el mapa.", "That space is not on the map.")
MONEY = ("El dinero no cuadra con los cobros.", "The money does not match the payments.")
PHASE = ("La fase no cuadra con el barco que se mueve o con el empate.",
         "The phase does not match the moving ship or the tie.")
PLAYER = ("Ese jugador no está en la partida.", "That player is not in the game.")
TURN = ("El barco que se mueve no cuadra con su turno.", "The moving ship does not match its turn.")
TIE = ("El empate no cuadra con los jugadores empatados.", "The tie does not match the tied players.")
BIDS = ("Las ofertas no cuadran con los jugadores.", "The bids do not match the players.")
TIEBREAKER = ("La carta de desempate es la séptima, la que no se asignó a ningún barco.",
              "The tie-breaker is the seventh card, the one assigned to no ship.")


def _supply(round_: int, n: int) -> tuple[str, str]:
    return (f"Imposible: en la ronda {round_} quedan {n} cofres en el suministro (diez al empezar, dos menos tras "
            "cada ronda).",
            f"Impossible: in round {round_} the supply holds {n} chests (ten at the start, two fewer after each "
            "round).")


VALIDATE_PROBLEMS = [
    # (name, base, change, the part at fault, rule id, (es, en)); the part may depend on the base state
    ("chest-lost", _bribe_state, lambda s: s.supply.pop(), "supply", "caribic-setup-chests", CHESTS),
    ("chest-twice", _bribe_state, lambda s: s.delivered.append(s.supply[0]), "delivered", "caribic-setup-chests",
     ONE_PLACE),
    ("chest-on-ship-and-in-supply", _bribe_state, lambda s: s.ship_chests.update(Fuego=s.supply[0]), "supply",
     "caribic-setup-chests", ONE_PLACE),
    ("chest-wrong-town", _bribe_state, _move_chest_to_a_wrong_town, lambda s: f"port_chests.{_wrong_town(s)}",
     "caribic-setup-chests", ("Un cofre está en una ciudad que no es la suya.",
                              "A chest is in a town that is not its own.")),
    ("round-2-ten-chests", _bribe_state, lambda s: setattr(s, "round", 2), "supply", "caribic-round-chests",
     _supply(2, 8)),
    ("over-two-left", _bribe_state, lambda s: (setattr(s, "phase", Phase.OVER), setattr(s, "player", None)),
     "supply", "caribic-round-chests", _supply(1, 8)),
    ("ship-off-map", _bribe_state, lambda s: s.positions.update(Arriba="r9c9"), "positions.Arriba", "caribic-q-map",
     OFF_MAP),
    ("ship-not-of-game", _bribe_state, lambda s: s.positions.update(Titanic="r0c0"), "positions.Titanic",
     "caribic-setup-ships", ("No hay ningún barco con ese nombre.", "There is no ship with that name.")),
    ("ship-missing", _bribe_state, lambda s: s.positions.pop("Fuego"), "positions", "caribic-setup-ships",
     ("Falta dónde está cada barco: Fuego.", "Where each ship is is missing: Fuego.")),
    ("turn-chest-nowhere", _turn_state, lambda s: s.positions.pop("Evita"), "ship_chests.Evita",
     "caribic-treasure-one-chest", ("El Evita lleva un cofre, pero la situación no dice dónde está.",
                                    "The Evita carries a chest, but the situation does not say where it is.")),
    ("two-on-one-space", _bribe_state, lambda s: s.positions.update(Bravo=s.positions["Arriba"]), "positions.Bravo",
     "caribic-move-one-ship", ("Imposible: el Bravo y el Arriba en el mismo espacio de mar.",
                               "Impossible: the Bravo and the Arriba on the same sea space.")),
    # (a player's bids, tie-breaker, spent flag and money are one record: there is one per player, or the seats
    # do not match the players)
    ("seats-of-two", _bribe_state, lambda s: s.seats.pop(), "seats", "caribic-bribe-assign", BIDS),
    ("seats-of-four", _bribe_state, lambda s: s.seats.append(Seat()), "seats", "caribic-bribe-assign", BIDS),
    ("money-unpaid", _bribe_state, lambda s: setattr(s.seats[1], "money", 2000), "seats[1].money",
     "caribic-haven-payment", MONEY),
    ("money-not-thousands", _bribe_state, lambda s: setattr(s.seats[1], "money", 2500), "seats[1].money",
     "caribic-coins", ("Se espera lo que tiene cada jugador, en miles de doblones enteros.",
                       "What each player has is expected, in whole thousands of doubloons.")),
    ("earlier-in-a-game", _bribe_state, lambda s: _pay(s, Payment(0, 2000, PayReason.EARLIER, None)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("earlier-with-chest", _turn_state, lambda s: _pay(s, Payment(0, 2000, PayReason.EARLIER, 3)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("capture-3000", _bribe_state, lambda s: _pay(s, Payment(0, 3000, PayReason.CAPTURE, 0)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("capture-no-chest", _bribe_state, lambda s: _pay(s, Payment(0, 2000, PayReason.CAPTURE, None)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("capture-chest-16", _bribe_state, lambda s: _pay(s, Payment(0, 2000, PayReason.CAPTURE, 16)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("capture-chest-minus", _bribe_state, lambda s: _pay(s, Payment(0, 2000, PayReason.CAPTURE, -2)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("paid-player-4", _bribe_state, lambda s: s.ledger.append(Payment(3, 2000, PayReason.CAPTURE, 0)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("delivery-not-delivered", _bribe_state, lambda s: _pay(s, Payment(1, 4000, PayReason.DELIVERY, s.supply[0])),
     "ledger[0]", "caribic-haven-payment", MONEY),
    ("delivery-wrong-value", _bribe_state, lambda s: _pay(s, Payment(1, 5000, PayReason.DELIVERY, 0)), "ledger[0]",
     "caribic-haven-payment", MONEY),
    ("move-without-ship", _bribe_state, lambda s: setattr(s, "phase", Phase.MOVE), "turn", "caribic-move-order", PHASE),
    ("ship-without-move", _moving_state, lambda s: setattr(s, "phase", Phase.BRIBE), "turn", "caribic-move-order",
     PHASE),
    ("tie-without-tie", _bribe_state, lambda s: setattr(s, "phase", Phase.TIE), "tie", "caribic-move-order", PHASE),
    ("tie-outside-tie", _tie_state, lambda s: setattr(s, "phase", Phase.BRIBE), "tie", "caribic-move-order", PHASE),
    ("over-with-player", _over_state, lambda s: setattr(s, "player", 0), "player", "caribic-move-order", PHASE),
    ("turn-end-with-player", _turn_state, lambda s: (setattr(s, "phase", Phase.TURN_END), setattr(s, "turn", None)),
     "player", "caribic-move-order", PHASE),
    ("bribe-player-4", _bribe_state, lambda s: setattr(s, "player", 3), "player", "caribic-move-order", PLAYER),
    ("bribe-player-minus", _bribe_state, lambda s: setattr(s, "player", -1), "player", "caribic-move-order", PLAYER),
    ("bribe-nobody", _bribe_state, lambda s: setattr(s, "player", None), "player", "caribic-move-order", PLAYER),
    ("move-nobody", _moving_state, lambda s: setattr(s, "player", None), "player", "caribic-move-order", PLAYER),
    ("turn-other-ship", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, ship="Bravo")),
     "turn", "caribic-treasure-active", TURN),
    ("turn-other-player", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, player=1)),
     "turn", "caribic-treasure-active", TURN),
    ("turn-no-path", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, path=())),
     "turn", "caribic-treasure-active", TURN),
    ("turn-jump", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, path=("r3c3", "r0c1"))),
     "turn", "caribic-treasure-active", TURN),
    ("turn-off-map", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, path=("r9c9", "r0c1"))),
     "turn", "caribic-treasure-active", TURN),
    ("turn-elsewhere", _moving_state, lambda s: setattr(s, "turn", dataclasses.replace(s.turn, path=("r0c0",))),
     "turn", "caribic-treasure-active", TURN),
    ("turn-twice", _moving_state,
     lambda s: setattr(s, "turn", dataclasses.replace(s.turn, actions=(Action.ROB, Action.ROB))), "turn.actions",
     "caribic-q-repeat-actions", ("Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto).",
                                  "Each treasure action is done at most once per ship (default reading).")),
    ("tie-of-one", _tie_state, lambda s: setattr(s, "tie", Tie((0,), (0,))), "tie", "caribic-tie-decide", TIE),
    ("tie-of-stranger", _tie_state, lambda s: setattr(s, "tie", Tie((0, 5), (0,))), "tie", "caribic-tie-decide", TIE),
    ("tie-nobody-to-decide", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1), ())), "tie", "caribic-tie-decide",
     TIE),
    ("tie-other-decides", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1), (1,))), "tie", "caribic-tie-decide", TIE),
    ("tie-untied-decides", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1), (0, 2))), "tie", "caribic-tie-decide",
     TIE),
    ("tie-untied-decided", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1), (0,), revealed=(2,))), "tie",
     "caribic-tie-decide", TIE),
    ("tie-untied-kept-hidden", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1), (0,), hidden=(2,))), "tie",
     "caribic-tie-decide", TIE),
    ("tie-decided-and-to-decide", _tie_state, lambda s: setattr(s, "tie", Tie((0, 1, 2), (0, 1), revealed=(1,))),
     "tie", "caribic-tie-decide", TIE),
    ("tie-spent", _tie_state, lambda s: setattr(s.seats[1], "spent", True), "tie", "caribic-tie-spent",
     ("Quien ya gastó su desempate en esta ronda no tiene nada que decidir en otro empate.",
      "A player who has already spent their tie-breaker this round has nothing to decide in another tie.")),
    ("bid-before-turn", _bribe_state, lambda s: s.seats[1].bids.append(0), "seats[1].bids", "caribic-bribe-assign",
     BIDS),
    ("bids-all-six-undecided", _bribe_state, lambda s: setattr(s.seats[0], "bids", list(range(6))), "seats[0].bids",
     "caribic-bribe-assign", BIDS),
    ("bid-twice", _bribe_state, lambda s: setattr(s.seats[0], "bids", [1, 1]), "seats[0].bids",
     "caribic-bribe-assign", BIDS),
    ("bid-card-7", _bribe_state, lambda s: setattr(s.seats[0], "bids", [7]), "seats[0].bids", "caribic-bribe-assign",
     BIDS),
    ("bid-card-minus", _bribe_state, lambda s: setattr(s.seats[0], "bids", [-1]), "seats[0].bids",
     "caribic-bribe-assign", BIDS),
    ("tiebreaker-too-soon", _bribe_state, lambda s: setattr(s.seats[0], "tiebreaker", 6), "seats[0].tiebreaker",
     "caribic-bribe-tiebreaker", TIEBREAKER),
    ("tiebreaker-missing", _tie_state, lambda s: setattr(s.seats[2], "tiebreaker", None), "seats[2].tiebreaker",
     "caribic-bribe-tiebreaker", TIEBREAKER),
    ("tiebreaker-card-7", _tie_state, lambda s: setattr(s.seats[2], "tiebreaker", 7), "seats[2].tiebreaker",
     "caribic-bribe-tiebreaker", TIEBREAKER),
    ("tiebreaker-on-a-ship", _tie_state, lambda s: setattr(s.seats[2], "tiebreaker", 0), "seats[2].tiebreaker",
     "caribic-bribe-tiebreaker", TIEBREAKER),
    ("moving-with-too-few-bids", _moving_state, lambda s: s.seats[2].bids.pop(), "seats[2].bids",
     "caribic-bribe-assign", BIDS),
    ("over-with-bids", _over_state, lambda s: setattr(s.seats[2], "bids", [0]), "seats[2].bids",
     "caribic-bribe-assign", BIDS),
]


@pytest.mark.rule("caribic-move-order", "caribic-setup-chests", "caribic-round-chests", "caribic-setup-ships",
                  "caribic-treasure-one-chest", "caribic-move-one-ship", "caribic-haven-payment",
                  "caribic-treasure-active", "caribic-q-repeat-actions", "caribic-tie-decide", "caribic-tie-spent",
                  "caribic-bribe-assign", "caribic-bribe-tiebreaker", "caribic-q-map", "caribic-coins")
@pytest.mark.parametrize("base, change, field, rule_id, words", [row[1:] for row in VALIDATE_PROBLEMS],
                         ids=[row[0] for row in VALIDATE_PROBLEMS])
def test_a_position_the_rules_cannot_reach_is_refused_naming_its_rule_in_both_languages(base, change, field, rule_id,
                                                                                      words):
    state = base()
    state.validate()  # the position as the rules left it is fine
    assert state.problems() == []
    change(state)
    with pytest.raises(InvalidPosition) as info:
        state.validate()
    expected = field(state) if callable(field) else field
    assert (info.value.field, info.value.rule_id) == (expected, rule_id)
    _says(info.value, *words)
    assert info.value.problems == tuple(state.problems())  # validate() raises the first of every problem


# A value no position holds (an untyped phase, a round written as text, a ship of no game…) is refused by the
# part's kind as the position is built or loaded: the part at fault, its rule, and why.
BUILT_PROBLEMS = [
    # (name, parts given to State.arranged, the part at fault, rule id, (es, en))
    ("scope-unknown", dict(scope="everything"), "scope", "caribic-move-order",
     _unknown('"everything"', _listed(["game", "turn"]))),
    ("phase-unknown", dict(phase="mvoe"), "phase", "caribic-move-order", _unknown('"mvoe"', PHASE_IDS)),
    ("round-0", dict(round=0), "round", "caribic-round-end", ("Debe estar entre 1 y 99.", "Must be between 1 and 99.")),
    ("round-text", dict(round="1"), "round", "caribic-round-end", WHOLE),
    ("ship-6", dict(ship=6), "ship", "caribic-move-order", _unknown("6", SHIP_NAMES)),
    ("ship-unknown", dict(ship="Titanic"), "ship", "caribic-move-order", _unknown('"Titanic"', SHIP_NAMES)),
    ("player-text", dict(player="0"), "player", "caribic-move-order", WHOLE),
    ("player-5", dict(player=5), "player", "caribic-move-order",
     ("Debe estar entre 0 y 3.", "Must be between 0 and 3.")),
    ("town-unknown", dict(port_chests=["T99"]), "port_chests[0]", "caribic-setup-chests", _unknown('"T99"', TOWNS)),
    ("ship-of-no-game", dict(ship_chests={"Titanic": "T01"}), "ship_chests.Titanic", "caribic-treasure-one-chest",
     _unknown('"Titanic"', SHIP_NAMES)),
    ("chest-minus", dict(ship_chests={"Bravo": -1}), "ship_chests.Bravo", "caribic-treasure-one-chest",
     _unknown("-1", TOWNS)),
    ("supply-chest-true", dict(supply=[True]), "supply[0]", "caribic-setup-supply", _unknown("true", TOWNS)),
    ("paid-chest-minus", dict(ledger=[Payment(0, 2000, PayReason.CAPTURE, -2)]), "ledger[0].chest",
     "caribic-haven-payment", _unknown("-2", TOWNS)),
    ("not-a-part", dict(money=[0, 0, 0]), "money", "caribic-setup-chests", (
        f"No es una parte de la posición; las partes son: {', '.join(PARTS)}.",
        f"Not a part of the position; the parts are: {', '.join(PARTS)}.")),
]


@pytest.mark.rule("caribic-move-order", "caribic-round-end", "caribic-setup-chests", "caribic-treasure-one-chest",
                  "caribic-setup-supply", "caribic-haven-payment")
@pytest.mark.parametrize("parts, field, rule_id, words", [row[1:] for row in BUILT_PROBLEMS],
                         ids=[row[0] for row in BUILT_PROBLEMS])
def test_a_value_no_position_holds_is_refused_naming_the_part_its_rule_in_both_languages(parts, field, rule_id,
                                                                                       words):
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Caribic(3), positions=SCENARIO_POSITIONS, **parts)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    _says(info.value, *words)


@pytest.mark.rule("caribic-move-order", "caribic-treasure-one-chest")
def test_a_save_of_the_first_format_with_a_ship_of_no_game_or_a_ship_left_without_hold():
    # The first format saved the ship on turn by its index, and every ship's hold: an index that is no ship is
    # refused naming the ship; a ship the save leaves out of the holds carries nothing (no chest is lost).
    import json
    from pathlib import Path
    saves = json.loads((Path(__file__).parent / "caribic_saves_untyped.json").read_text(encoding="utf-8"))
    data = saves["bribe-mid"]
    assert data["ship_index"] == 0 and "format" not in data
    for index in (6, -1):
        with pytest.raises(InvalidPosition) as info:
            State.from_dict({**data, "ship_index": index})
        assert (info.value.field, info.value.rule_id) == ("ship", "caribic-move-order")
        _says(info.value, *_unknown(str(index), SHIP_NAMES))
    held = {ship: chest for ship, chest in data["ship_chest"].items() if ship != "Fuego"}
    assert data["ship_chest"]["Fuego"] is None
    assert State.from_dict({**data, "ship_chest": held}) == State.from_dict(data)
    state = _bribe_state()
    assert state.ship_chests == {ship: None for ship in SHIPS}
    assert State.arranged(Caribic(3), ship_chests={"Bravo": "T01"}, positions=state.positions).ship_chests == {
        **{ship: None for ship in SHIPS}, "Bravo": 0}


@pytest.mark.rule("caribic-q-repeat-actions", "caribic-treasure-one-chest")
def test_positions_the_rules_do_reach_pass_the_check():
    # the same treasure action twice with one ship is fine under the other reading of the open question
    state = treasure_scenario(options=Options(repeat_actions=True))
    state.turn = dataclasses.replace(state.turn, actions=(Action.ROB, Action.ROB))
    state.validate()
    # a situation leaves out ships away from the moving one; a ship on the move may pass an occupied space
    passing = _situation(Caribic(3), "Bravo", {"Bravo": "r2c2", "Arriba": "r2c2"}, distance=1)
    passing.validate()
    # two ships in one haven
    state = _bribe_state()
    state.positions.update(Arriba="haven-red", Bravo="haven-red")
    state.validate()
    assert state.problems() == []



def _chest(town: str) -> int:
    return Caribic(3).chest_named(town)


BRAVO = {"Bravo": "r1c1"}
REPEATED = ("Repetido: cada valor va una vez como mucho.", "Repeated: each value goes in once at most.")
THOUSANDS = ("Se espera lo que tiene cada jugador, en miles de doblones enteros.",
             "What each player has is expected, in whole thousands of doubloons.")

SITUATION_REFUSALS = [
    # (name, arguments of _situation (one ship's turn built by State.arranged), the part at fault, rule id, (es, en))
    ("ship-unknown", dict(ship="Titanic", positions=BRAVO), "turn.ship", "caribic-treasure-active",
     _unknown('"Titanic"', SHIP_NAMES)),
    ("moving-ship-not-placed", dict(ship="Bravo", positions={"Arriba": "r0c1"}), "positions",
     "caribic-treasure-active", ("Falta dónde está el barco que se mueve, el Bravo.",
                                 "Where the moving ship, the Bravo, is is missing.")),
    ("player-4", dict(ship="Bravo", positions=BRAVO, player=3), "player", "caribic-move-order", PLAYER),
    # (a value a field of a record cannot hold is refused by the field's kind citing the rule of the part that
    # holds the record, `turn` or `seats`: rulesim.position.Record reads the fields, problem_of names the part's rule)
    ("player-minus", dict(ship="Bravo", positions=BRAVO, player=-1), "turn.player", "caribic-treasure-active",
     ("Debe estar entre 0 y 3.", "Must be between 0 and 3.")),
    ("player-text", dict(ship="Bravo", positions=BRAVO, player="1"), "turn.player", "caribic-treasure-active", WHOLE),
    ("distance-minus", dict(ship="Bravo", positions=BRAVO, distance=-1), "turn.remaining", "caribic-move-distance",
     ("Debe estar entre 0 y 99.", "Must be between 0 and 99.")),
    ("distance-text", dict(ship="Bravo", positions=BRAVO, distance="2"), "turn.remaining", "caribic-move-distance",
     WHOLE),
    ("distance-half", dict(ship="Bravo", positions=BRAVO, distance=1.5), "turn.remaining", "caribic-move-distance",
     WHOLE),
    ("action-unknown", dict(ship="Bravo", positions=BRAVO, actions=["plunder"]), "turn.actions[0]",
     "caribic-treasure-timing", _unknown('"plunder"', _listed(["capture", "rob", "swap", "deliver"]))),
    ("other-ship-unknown", dict(ship="Bravo", positions={"Bravo": "r1c1", "Titanic": "r0c0"}), "positions.Titanic",
     "caribic-setup-ships", _unknown('"Titanic"', SHIP_NAMES)),
    ("space-off-map", dict(ship="Bravo", positions={"Bravo": "r1c1", "Arriba": "r9c9"}), "positions.Arriba",
     "caribic-setup-ships", _unknown('"r9c9"', SPACES)),
    ("moving-off-map", dict(ship="Bravo", positions={"Bravo": "r5c0"}), "positions.Bravo",
     "caribic-setup-ships", _unknown('"r5c0"', SPACES)),
    ("two-ships-one-space", dict(ship="Bravo", positions={"Bravo": "r1c1", "Arriba": "r2c2", "Evita": "r2c2"}),
     "positions.Evita", "caribic-move-one-ship", ("Imposible: el Evita y el Arriba en el mismo espacio de mar.",
                                                  "Impossible: the Evita and the Arriba on the same sea space.")),
    ("chest-on-ship-not-placed", dict(ship="Bravo", positions=BRAVO, ship_chests={"Evita": 3}), "ship_chests.Evita",
     "caribic-treasure-one-chest", ("El Evita lleva un cofre, pero la situación no dice dónde está.",
                                    "The Evita carries a chest, but the situation does not say where it is.")),
    ("chest-16", dict(ship="Bravo", positions=BRAVO, ship_chests={"Bravo": 16}), "ship_chests.Bravo",
     "caribic-treasure-one-chest", _unknown("16", TOWNS)),
    ("chest-minus", dict(ship="Bravo", positions=BRAVO, ship_chests={"Bravo": -1}), "ship_chests.Bravo",
     "caribic-treasure-one-chest", _unknown("-1", TOWNS)),
    ("chest-true", dict(ship="Bravo", positions=BRAVO, ship_chests={"Bravo": True}), "ship_chests.Bravo",
     "caribic-treasure-one-chest", _unknown("true", TOWNS)),
    ("chest-on-two-ships", dict(ship="Bravo", positions={"Bravo": "r1c1", "Evita": "r1c2"},
                                ship_chests={"Bravo": 3, "Evita": 3}), "ship_chests.Evita", "caribic-setup-chests",
     ONE_PLACE),
    ("port-chest-16", dict(ship="Bravo", positions=BRAVO, port_chests=[16]), "port_chests[0]", "caribic-setup-chests",
     _unknown("16", TOWNS)),
    ("port-chest-minus", dict(ship="Bravo", positions=BRAVO, port_chests=[-1]), "port_chests[0]",
     "caribic-setup-chests", _unknown("-1", TOWNS)),
    ("port-chest-twice", dict(ship="Bravo", positions=BRAVO, port_chests=[2, 2]), "port_chests[1]",
     "caribic-setup-chests", REPEATED),
    ("chest-on-ship-and-port", dict(ship="Bravo", positions=BRAVO, ship_chests={"Bravo": 3}, port_chests=[3]),
     "port_chests.T04", "caribic-setup-chests", ONE_PLACE),
    ("delivered-in-port", dict(ship="Bravo", positions=BRAVO, port_chests=[3], delivered=[3]), "delivered",
     "caribic-setup-chests", ONE_PLACE),
    ("delivered-twice", dict(ship="Bravo", positions=BRAVO, delivered=[3, 3]), "delivered", "caribic-setup-chests",
     ONE_PLACE),
    ("supply-twice", dict(ship="Bravo", positions=BRAVO, supply=[3, 3] + list(range(4, 12))), "supply",
     "caribic-setup-chests", ONE_PLACE),
    # (the supply is listed before the chests delivered: the one in both is refused where it is seen again)
    ("supply-and-delivered", dict(ship="Bravo", positions=BRAVO, delivered=[3], supply=list(range(3, 13))),
     "delivered", "caribic-setup-chests", ONE_PLACE),
    ("supply-on-ship", dict(ship="Bravo", positions=BRAVO, ship_chests={"Bravo": 3}, supply=list(range(3, 13))),
     "supply", "caribic-setup-chests", ONE_PLACE),
    ("round-0", dict(ship="Bravo", positions=BRAVO, round=0), "round", "caribic-round-end",
     ("Debe estar entre 1 y 99.", "Must be between 1 and 99.")),
    ("round-2-ten-in-supply", dict(ship="Bravo", positions=BRAVO, round=2, supply=list(range(10))), "supply",
     "caribic-round-chests", ("Imposible: en la ronda 2 quedan 8 cofres en el suministro (diez al empezar, dos menos "
                              "tras cada ronda).", "Impossible: in round 2 the supply holds 8 chests (ten at the "
                              "start, two fewer after each round).")),
    ("round-5-none-in-supply", dict(ship="Bravo", positions=BRAVO, round=5, supply=[]), "supply",
     "caribic-round-chests", ("Imposible: en la ronda 5 quedan 2 cofres en el suministro (diez al empezar, dos menos "
                              "tras cada ronda).", "Impossible: in round 5 the supply holds 2 chests (ten at the "
                              "start, two fewer after each round).")),
    # (every chest is somewhere: the six neither in the supply nor delivered are missing)
    ("delivered-too-few", dict(ship="Bravo", positions=BRAVO, supply=list(range(10)), delivered=[10]), "supply",
     "caribic-setup-chests", CHESTS),
    ("money-of-two", dict(ship="Bravo", positions=BRAVO, money=[0, 0]), "seats", "caribic-bribe-assign", BIDS),
    ("money-minus", dict(ship="Bravo", positions=BRAVO, money=[0, -1000, 0]), "seats[1].money",
     "caribic-haven-payment", ("Debe estar entre 0 y 10.000.000.", "Must be between 0 and 10,000,000.")),
    ("money-500", dict(ship="Bravo", positions=BRAVO, money=[1500, 0, 0]), "seats[0].money", "caribic-coins",
     THOUSANDS),
    ("money-text", dict(ship="Bravo", positions=BRAVO, money=["1000", 0, 0]), "seats[0].money",
     "caribic-haven-payment", WHOLE),
    ("action-twice", dict(ship="Bravo", positions=BRAVO, actions=["rob", "rob"]), "turn.actions",
     "caribic-q-repeat-actions", ("Cada acción del tesoro se hace como mucho una vez por barco (lectura por defecto).",
                                  "Each treasure action is done at most once per ship (default reading).")),
]


@pytest.mark.rule("caribic-move-order", "caribic-treasure-active", "caribic-move-distance", "caribic-setup-ships",
                  "caribic-q-map", "caribic-move-one-ship", "caribic-treasure-one-chest", "caribic-setup-chests",
                  "caribic-round-end", "caribic-round-chests", "caribic-coins", "caribic-q-repeat-actions")
@pytest.mark.parametrize("kwargs, field, rule_id, words", [row[1:] for row in SITUATION_REFUSALS],
                         ids=[row[0] for row in SITUATION_REFUSALS])
def test_an_impossible_situation_names_the_argument_at_fault_its_rule_and_says_why(kwargs, field, rule_id, words):
    with pytest.raises(InvalidPosition) as info:
        _situation(Caribic(3), **kwargs)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    _says(info.value, *words)


@pytest.mark.rule("caribic-setup-supply", "caribic-round-chests", "caribic-coins", "caribic-treasure-active")
def test_a_situation_builds_what_it_is_given():
    # ten chests in the supply at the start, two fewer after each round; what is not in play nor in the
    # supply has been delivered
    state = _situation(Caribic(3), "Caribic", {"Caribic": "r2c3", "Bravo": "r2c4"}, ship_chests={"Bravo": 15},
                       port_chests=[0, 1], player=2, distance=3, actions=["capture"], round=3, money=[0, 4000, 2000])
    assert state.round == 3 and len(state.supply) == 6 and state.supply == [2, 3, 4, 5, 6, 7]
    assert sorted(state.delivered) == [8, 9, 10, 11, 12, 13, 14]
    assert state.ship == "Caribic" and state.phase is Phase.MOVE and state.player == 2 and state.scope is Scope.TURN
    assert state.turn == Turn("Caribic", 2, 3, ("r2c3",), (Action.CAPTURE,))
    assert state.ship_chests == {"Arriba": None, "Bravo": 15, "Caribic": None, "Diabolo": None, "Evita": None,
                                 "Fuego": None}
    assert state.port_chests["T01"] == 0 and state.port_chests["T02"] == 1 and _chests_of(state) == [0, 1, 15]
    assert state.money == (0, 4000, 2000)
    assert state.ledger == [Payment(1, 4000, PayReason.EARLIER, None), Payment(2, 2000, PayReason.EARLIER, None)]
    # the same position with its chests written as the towns they name
    assert _situation(Caribic(3), "Caribic", {"Caribic": "r2c3", "Bravo": "r2c4"}, ship_chests={"Bravo": "T16"},
                      port_chests=["T01", "T02"], player=2, distance=3, actions=["capture"], round=3,
                      money=[0, 4000, 2000]) == state
    # the supply is given left to right and kept in that order; round inferred from its size
    # by default the ship has no spaces left to sail, its player is the first and nothing was done with it yet
    bare = _situation(Caribic(3), "Bravo", BRAVO)
    assert bare.turn == Turn("Bravo", 0, 0, ("r1c1",), ()) and bare.money == (0, 0, 0) and bare.ledger == []
    assert not any(isinstance(m, Sail) for m in bare.legal_moves()) and bare.round == 1
    given = _situation(Caribic(3), "Bravo", BRAVO, supply=[9, 8, 7, 6])
    assert given.round == 4 and given.supply == [9, 8, 7, 6]
    with pytest.raises(InvalidPosition) as info:  # an odd supply fits no round: after two rounds, six are left
        _situation(Caribic(3), "Bravo", BRAVO, supply=[9, 8, 7, 6, 5])
    assert info.value.field == "supply" and "en la ronda 3 quedan 6 cofres" in info.value.text("es")


def _sailing(distance: int, options: Options | None = None) -> State:
    """The Arriba on the move at B3 with the Bravo alongside at C3 (town T15)."""
    return _situation(Caribic(3, options), "Arriba", {"Arriba": "r2c1", "Bravo": "r2c2"}, distance=distance)


SAIL_REFUSALS = [
    # (name, distance, options, the move, rule id, (es, en))
    ("off-map", 2, None, Sail("r9c9"), "caribic-q-map", OFF_MAP),
    ("not-alongside", 2, None, Sail("r0c0"), "caribic-move-distance",
     ("Un barco avanza de un espacio a otro contiguo, y A1 no es contiguo a B3.",
      "A ship sails from one space to a space alongside, and A1 is not alongside B3.")),
    ("no-spaces-left", 0, None, Sail("r1c1"), "caribic-move-distance",
     ("Al Arriba no le quedan espacios de movimiento.", "The Arriba has no spaces of movement left.")),
    ("blocked-reading", 2, Options(occupied=Occupied.BLOCK), Sail("r2c2"), "caribic-q-occupied",
     ("Con la lectura «un espacio ocupado corta el paso», el Bravo en C3 (T15) cierra el paso.",
      "Under the reading “an occupied space blocks the way”, the Bravo on C3 (T15) blocks the way.")),
    ("cannot-stop-after", 1, None, Sail("r2c2"), "caribic-move-one-ship",
     ("Solo se puede cruzar un espacio ocupado si después queda sitio libre al alcance, y desde C3 (T15) no queda.",
      "An occupied space may only be crossed if a free space is still within reach afterwards, and from C3 (T15) "
      "none is.")),
]


@pytest.mark.rule("caribic-q-map", "caribic-move-distance", "caribic-q-occupied", "caribic-move-one-ship")
@pytest.mark.parametrize("distance, options, move, rule_id, words", [row[1:] for row in SAIL_REFUSALS],
                         ids=[row[0] for row in SAIL_REFUSALS])
def test_a_refused_sail_names_the_move_its_rule_and_the_spaces_and_changes_nothing(distance, options, move, rule_id,
                                                                                 words):
    # "moviéndolo un número de espacios de mar igual al número de barriles"; "Solo un barco puede ocupar un espacio
    # marítimo. Los jugadores deben mover los barcos por los espacios marítimos ocupados."
    from conftest import refused
    state = _sailing(distance, options)
    error = refused(state, move, rule_id)
    assert error.move == move
    _says(error, *words)
    assert not state.is_legal(move) and move not in state.legal_moves()


@pytest.mark.rule("caribic-q-map")
def test_a_sail_to_something_that_is_no_space_cannot_even_be_built():
    # A move is a typed value: a sail to a number is no move at all (it was refused, "not on the map", when pushed).
    with pytest.raises(InvalidMoveError) as info:
        Sail(5)
    assert info.value.field == "space" and isinstance(info.value, ValueError)
    from conftest import refused
    _says(refused(_sailing(2), Sail("5"), "caribic-q-map"), "Ese espacio no está en el mapa.",
          "That space is not on the map.")
    # nor can a saved game hold one
    with pytest.raises(InvalidSetupError) as info:
        State.MOVES.from_dict({"type": "Sail", "space": 5}, State.ORDER_RULE)
    assert info.value.rule_id == "caribic-move-order"



@pytest.mark.rule("caribic-move-one-ship", "caribic-move-pass-occupied")
def test_an_occupied_space_may_be_crossed_with_a_free_space_in_reach():
    state = _sailing(2)
    assert Sail("r2c2") in state.legal_moves()
    said = state.push(Sail("r2c2"))
    assert "El Arriba cruza C3 (T15), donde está el Bravo." in said.to_text("es")
    assert state.turn.remaining == 1 and state.turn.path == ("r2c1", "r2c2") and state.positions["Arriba"] == "r2c2"


@pytest.mark.rule("caribic-move-order")
def test_the_ships_move_in_alphabetical_order_arriba_first_fuego_last():
    # "Mover los barcos en orden alfabético ... Arriba ... el Bravo ... Luego viene el Caribic, el Diabolo, el Evita
    # y, por fin, el Fuego."
    import random
    rnd, state, turns = random.Random(5), Caribic(3).new_state(5), []
    while state.round == 1 and not state.is_over():
        said = state.push(rnd.choice(state.legal_moves()))
        turns += [s.message.render("es") for s in said.steps if s.rule_id == "caribic-move-order"]
        if said.steps and any(s.rule_id == "caribic-round-end" for s in said.steps):
            break
    assert turns == ["Turno del Arriba.", "Turno del Bravo.", "Turno del Caribic.", "Turno del Diabolo.",
                     "Turno del Evita.", "Turno del Fuego."]
    state = treasure_scenario()
    said = state.push(EndMove())
    assert "Turno del Bravo." in said.to_text("es") and "The Bravo's turn." in said.to_text("en")
    assert state.ship == "Bravo" and state.round == 1


@pytest.mark.rule("caribic-move-order", "caribic-move-optional")
def test_a_situation_ends_with_its_ship_and_plays_no_other_ships_auction():
    state = _situation(Caribic(3), "Bravo", BRAVO, distance=2)
    said = state.push(EndMove())
    assert state.phase is Phase.TURN_END and state.player is None and state.ship == "Bravo" and state.round == 1
    assert "Turno del" not in said.to_text("es") and not state.legal_moves()
    assert "El Bravo se detiene en B2 tras 0 espacios." in said.to_text("es")


@pytest.mark.rule("caribic-round-end", "caribic-round-chests", "caribic-round-reset")
def test_after_the_fuego_the_round_ends_and_the_next_two_chests_come_out_from_the_left():
    # "Después de cada ronda, los jugadores colocan los siguientes dos cofres ... (de izquierda a derecha)"
    state = _situation(Caribic(3), "Fuego", {"Fuego": "r3c1"}, port_chests=range(6),
                       supply=[15, 14, 13, 12, 11, 10, 9, 8, 7, 6])
    said = state.push(EndMove())
    es, en = said.to_text("es"), said.to_text("en")
    assert "Los seis barcos han tenido su turno: termina la ronda 1." in es
    assert "All six ships have had their turn: round 1 ends." in en
    assert "Salen 2 cofres nuevos del suministro, a sus ciudades: T16 y T15." in es
    assert "2 new chests come out of the supply, to their towns: T16 and T15." in en
    assert "Cada jugador recoge sus cartas; los barcos se quedan donde están." in es
    assert state.port_chests["T16"] == 15 and state.port_chests["T15"] == 14
    assert state.supply == [13, 12, 11, 10, 9, 8, 7, 6]
    assert state.round == 2 and state.phase is Phase.TURN_END and state.player is None
    assert [seat.bids for seat in state.seats] == [[], [], []]
    assert [seat.tiebreaker for seat in state.seats] == [None] * 3
    assert [seat.spent for seat in state.seats] == [False] * 3


@pytest.mark.rule("caribic-round-chests", "caribic-end", "caribic-q-end")
def test_the_last_round_empties_nothing_more_and_ends_the_game_naming_the_winner():
    state = _situation(Caribic(3), "Fuego", {"Fuego": "r3c1"}, round=6, supply=[], money=[0, 3000, 0])
    said = state.push(EndMove())
    es, en = said.to_text("es"), said.to_text("en")
    assert "El suministro de cofres ya está vacío." in es and "The chest supply is already empty." in en
    assert "Fin de la partida (ronda 6); gana quien tiene más doblones: jugador 2." in es
    assert "End of the game (round 6); the most doubloons win: Player 2." in en
    assert state.is_over() and state.player is None and state.ship_index == 0 and state.ship == "Arriba"
    assert state.winners() == (1,)
    # the last round is an option (the text is cut before "Fin del juego"): ending after round 2
    early = _situation(Caribic(3, Options(last_round=2)), "Fuego", {"Fuego": "r3c1"}, round=2)
    said = early.push(EndMove())
    assert early.is_over() and "Fin de la partida (ronda 2)" in said.to_text("es")
    assert "Salen 2 cofres nuevos" in said.to_text("es")


@pytest.mark.rule("caribic-move-distance", "caribic-move-havens", "caribic-move-optional")
@pytest.mark.parametrize("move, es, en", [
    (Sail("haven-red"), "jugador 1: avanza al refugio rojo", "Player 1 sails to the red haven"),
    (Sail("r0c0"), "jugador 1: avanza a A1", "Player 1 sails to A1"),
    (Capture(), "jugador 1: captura una ciudad", None),
    (Rob("Bravo"), "jugador 1: roba al Bravo", None),
    (EndMove(), "jugador 1: termina el movimiento", None),
])
def test_each_move_is_titled_by_its_player_and_what_it_does(move, es, en):
    state = treasure_scenario()
    said = state.push(move)
    assert said.title.render("es") == es
    if en is not None:
        assert said.title.render("en") == en


# ----------------------------------------------------------------- seed-14 survivors
@pytest.mark.rule("caribic-q-zero-minus-one")
def test_a_thief_without_barrels_bids_exactly_minus_one_under_reading_b_and_zero_under_reading_a():
    # Open question: reading B, "una carta sin barriles gana a un ladrón, que cuenta como −1"; reading A, a
    # thief has no barrels and bids 0. A card showing barrels bids them, thief or not.
    from rulesim.caribic.auction import bid_value
    from rulesim.caribic.options import ZeroVsMinusOne
    minus_one = Options(zero_vs_minus_one=ZeroVsMinusOne.THIEF_IS_MINUS_ONE)
    assert bid_value(BribeCard(6, 0, 1), minus_one) == -1
    assert bid_value(BribeCard(6, 0, 2), minus_one) == -1
    assert bid_value(BribeCard(7, 2, 1), minus_one) == 2
    assert bid_value(BribeCard(1, 0), minus_one) == 0
    assert bid_value(BribeCard(6, 0, 1)) == 0  # the default reading (A)


@pytest.mark.rule("caribic-tie-decide")
@pytest.mark.parametrize("reveal, es, en", [
    (True, "jugador 1: descubre su desempate", "Player 1 reveals their tie-breaker"),
    (False, "jugador 1: deja tapado su desempate", "Player 1 keeps their tie-breaker face down"),
])
def test_each_tied_player_is_said_to_reveal_or_keep_their_tie_breaker_face_down(reveal, es, en):
    # "cada uno de ellos decide si usa su carta de desempate … dejándola tapada o descubierta"
    said = _tie_state().push(TieBreak(reveal))
    assert said.title.render("es") == es
    assert said.title.render("en") == en


@pytest.mark.rule("caribic-tie-decide")
@pytest.mark.parametrize("answer", ["sí", 1, None])
def test_a_tie_breaker_answer_other_than_yes_or_no_is_refused(answer):
    # A move is a typed value: a tie-breaker decision that is no yes/no is no move at all; it cannot be built, nor
    # read from a saved game, and the tie still waits for player 1.
    state = _tie_state()
    before = state.to_dict()
    with pytest.raises(InvalidMoveError) as info:
        TieBreak(answer)
    assert info.value.field == "reveal" and isinstance(info.value, ValueError)
    with pytest.raises(InvalidSetupError) as refused_save:
        State.MOVES.from_dict({"type": "TieBreak", "reveal": answer}, State.ORDER_RULE)
    assert refused_save.value.rule_id == "caribic-move-order"
    assert state.to_dict() == before and state.phase is Phase.TIE and state.player == 0
    assert set(state.legal_moves()) == {TieBreak(True), TieBreak(False)}


@pytest.mark.rule("caribic-treasure-capture", "caribic-q-repeat-actions")
def test_why_a_treasure_action_is_closed_names_the_move_it_refuses():
    # Player 1's Arriba stands at B1 with a chest in town T01: capturing is open; once done it is closed,
    # each treasure action being taken at most once per ship moved (default reading).
    state = treasure_scenario()
    options = {o.action: o for o in state.treasure_options()}
    assert options[Action.CAPTURE].moves == (Capture(),) and options[Action.CAPTURE].reason is None
    state.push(Capture())
    capture = {o.action: o for o in state.treasure_options()}[Action.CAPTURE]
    assert capture.moves == () and capture.reason.rule_id == "caribic-q-repeat-actions"
    assert capture.reason.move == Capture()
    _says(capture.reason,
          "Ya se hizo con este barco, y cada acción del tesoro se hace como mucho una vez por barco movido.",
          "It was already done with this ship, and each treasure action is taken at most once per ship moved.")
    # sailing straight to the red haven, where there is no town: the capture is closed for that reason
    state = treasure_scenario()
    state.push(Sail("haven-red"))
    capture = {o.action: o for o in state.treasure_options()}[Action.CAPTURE]
    assert capture.reason.rule_id == "caribic-treasure-capture" and capture.reason.move == Capture()
    _says(capture.reason, "En el refugio rojo no hay ninguna ciudad portuaria con cofre.",
          "There is no port town with a chest on the red haven.")
    # swapping needs a chest on board, and the Arriba carries none: the reason names a swap
    swap = {o.action: o for o in state.treasure_options()}[Action.SWAP]
    assert swap.reason.rule_id == "caribic-treasure-swap" and isinstance(swap.reason.move, Swap)
