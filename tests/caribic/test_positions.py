"""Caribic: building a position, its problems() and its saves."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from rulesim.caribic import Bribe, Capture, Caribic, Options, State, TieBreak
from rulesim.caribic.components import DEFAULT_CHESTS, DEFAULT_MAP, SHIPS, BribeCard
from rulesim.caribic.examples import SCENARIO_POSITIONS, treasure_scenario
from rulesim.caribic.parts import Action, Payment, PayReason, Phase, Scope, Seat, Tie, Turn
from rulesim.caribic.players import RandomPlayer
from rulesim.errors import InvalidSetupError
from rulesim.kinds import SituationError
from rulesim.moves import move_to_dict
from rulesim.players import play
from rulesim.position import InvalidPosition, parts_of

from .helpers import BRAVO, OFF_MAP, _says, _situation, _tie_state, _to_move


@pytest.mark.rule("caribic-move-order", "caribic-treasure-active")
def test_a_position_whose_phase_does_not_fit_is_refused_in_words():
    # a phase the game does not have is refused as the position is built or loaded, naming it
    for build in (lambda: State.arranged(Caribic(3), phase="no such phase"),
                  lambda: State.from_dict({**Caribic(3).new_state(0).to_dict(), "phase": "no such phase"})):
        with pytest.raises(InvalidPosition) as info:
            build()
        assert (info.value.field, info.value.rule_id) == ("phase", "caribic-move-order")
        _says(info.value, *_unknown('"no such phase"', PHASE_IDS))
    # between two ships nobody is on the move
    state = Caribic(3).new_state(0)
    state.phase, state.player = Phase.TURN_END, 0
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-move-order" and info.value.field == "player"
    # the ship on the move cannot have a negative distance left
    state, _said = _to_move()
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
    _says(info.value, "Debe estar entre", {"low": 0, "high": 99})
    # …and a turn that is not the ship's is refused in words
    state.turn = dataclasses.replace(state.turn, path=("r0c0",) + state.turn.path)
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "caribic-treasure-active" and info.value.field == "turn"
    _says(info.value, "no cuadra con su turno", {})


def test_the_one_line_position_names_the_player_to_play_from_1():
    state = Caribic(3).new_state(0)
    assert state.phase == "bribe" and state.player == 0
    assert state.position().endswith("player 1")
    final = play(Caribic(3).new_state(5), [RandomPlayer(1), RandomPlayer(2), RandomPlayer(3)])
    assert final.position().endswith("player -")


@pytest.mark.rule("caribic-bribe-tiebreaker")
def test_a_saved_game_whose_tie_breaker_is_also_on_a_ship_is_refused():
    # "Cada uno coloca la séptima carta (destinada al desempate ...)": the tie-breaker is the card left after
    # one card on each of the six ships, so it cannot be one of them.
    state, _said = _to_move()
    data = state.to_dict()
    p = next(i for i, seat in enumerate(data["seats"]) if seat["tiebreaker"] is not None)
    data["seats"][p]["tiebreaker"] = data["seats"][p]["bids"][0]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "caribic-bribe-tiebreaker" and info.value.field == f"seats[{p}].tiebreaker"
    _says(info.value, "la séptima", {})


def _listed(values) -> str:
    """Values as a refusal lists them: ``"Arriba", "Bravo"``."""
    return ", ".join(f'"{v}"' for v in values)


def _unknown(value: str, allowed: str) -> tuple[str, dict[str, str]]:
    """A value that is none of the allowed ones: the sentence and its values (``value`` as a file writes it)."""
    return "Valor desconocido", {"value": value, "allowed": allowed}


PHASE_IDS = _listed(["bribe", "tie", "move", "turn-end", "over"])


SHIP_NAMES = _listed(SHIPS)


TOWNS = _listed(f"T{i:02d}" for i in range(1, 17))


SPACES = _listed(DEFAULT_MAP.spaces)


WHOLE = ("espera un número", {})


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


@pytest.mark.rule("caribic-components-illustrative")
def test_a_game_with_other_components_cannot_be_saved_and_says_why():
    # The card values and the map are illustrative (the source prints none): only the defaults can be saved.
    cards = tuple(BribeCard(i, min(i, 3)) for i in range(6)) + (BribeCard(6, 0, 1),)
    state = Caribic(3, cards=cards).new_state(0)
    with pytest.raises(InvalidSetupError) as info:
        state.to_dict()
    assert info.value.rule_id == "caribic-components-illustrative"
    _says(info.value, "guardar una partida", {})


PARTS = ["scope", "round", "ship", "phase", "player", "seats", "positions", "ship_chests", "port_chests", "supply",
         "delivered", "ledger", "tie", "turn"]


@pytest.mark.rule("caribic-treasure-active", "caribic-tie-decide")
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


CHESTS = ("sobra algún cofre", {})


ONE_PLACE = ("Cada cofre está", {})


MONEY = ("dinero no cuadra", {})


PHASE = ("fase no cuadra", {})


PLAYER = ("jugador no está", {})


TURN = ("mueve no cuadra", {})


TIE = ("los jugadores empatados", {})


BIDS = ("ofertas no cuadran", {})


TIEBREAKER = ("carta de desempate", {})


def _supply(round_: int, n: int) -> tuple[str, dict[str, int]]:
    """Chests left in the supply that round ``round_`` cannot have: the sentence and its values."""
    return "en el suministro", {"round": round_, "n": n}


VALIDATE_PROBLEMS = [
    # (name, base, change, the part at fault, rule id, (a piece of the Spanish template, its values)); the part
    # may depend on the base state
    ("chest-lost", _bribe_state, lambda s: s.supply.pop(), "supply", "caribic-setup-chests", CHESTS),
    ("chest-twice", _bribe_state, lambda s: s.delivered.append(s.supply[0]), "delivered", "caribic-setup-chests",
     ONE_PLACE),
    ("chest-on-ship-and-in-supply", _bribe_state, lambda s: s.ship_chests.update(Fuego=s.supply[0]), "supply",
     "caribic-setup-chests", ONE_PLACE),
    ("chest-wrong-town", _bribe_state, _move_chest_to_a_wrong_town, lambda s: f"port_chests.{_wrong_town(s)}",
     "caribic-setup-chests", ("una ciudad que", {})),
    ("round-2-ten-chests", _bribe_state, lambda s: setattr(s, "round", 2), "supply", "caribic-round-chests",
     _supply(2, 8)),
    ("over-two-left", _bribe_state, lambda s: (setattr(s, "phase", Phase.OVER), setattr(s, "player", None)),
     "supply", "caribic-round-chests", _supply(1, 8)),
    ("ship-off-map", _bribe_state, lambda s: s.positions.update(Arriba="r9c9"), "positions.Arriba", "caribic-q-map",
     OFF_MAP),
    ("ship-not-of-game", _bribe_state, lambda s: s.positions.update(Titanic="r0c0"), "positions.Titanic",
     "caribic-setup-ships", ("hay ningún barco", {})),
    ("ship-missing", _bribe_state, lambda s: s.positions.pop("Fuego"), "positions", "caribic-setup-ships",
     ("Falta dónde está", {"ships": ["Fuego"]})),
    ("turn-chest-nowhere", _turn_state, lambda s: s.positions.pop("Evita"), "ship_chests.Evita",
     "caribic-treasure-one-chest", ("pero la situación", {"ship": "Evita"})),
    ("two-on-one-space", _bribe_state, lambda s: s.positions.update(Bravo=s.positions["Arriba"]), "positions.Bravo",
     "caribic-move-one-ship", ("el mismo espacio", {"ship": "Bravo", "other": "Arriba"})),
    # (a player's bids, tie-breaker, spent flag and money are one record: there is one per player, or the seats
    # do not match the players)
    ("seats-of-two", _bribe_state, lambda s: s.seats.pop(), "seats", "caribic-bribe-assign", BIDS),
    ("seats-of-four", _bribe_state, lambda s: s.seats.append(Seat()), "seats", "caribic-bribe-assign", BIDS),
    ("money-unpaid", _bribe_state, lambda s: setattr(s.seats[1], "money", 2000), "seats[1].money",
     "caribic-haven-payment", MONEY),
    ("money-not-thousands", _bribe_state, lambda s: setattr(s.seats[1], "money", 2500), "seats[1].money",
     "caribic-coins", ("de doblones enteros", {})),
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
     "caribic-q-repeat-actions", ("(lectura por defecto)", {})),
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
     ("gastó su desempate", {})),
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
    # (name, parts given to State.arranged, the part at fault, rule id, (a piece of the Spanish template, its values))
    ("scope-unknown", dict(scope="everything"), "scope", "caribic-move-order",
     _unknown('"everything"', _listed(["game", "turn"]))),
    ("phase-unknown", dict(phase="mvoe"), "phase", "caribic-move-order", _unknown('"mvoe"', PHASE_IDS)),
    ("round-0", dict(round=0), "round", "caribic-round-end", ("Debe estar entre", {"low": 1, "high": 99})),
    ("round-text", dict(round="1"), "round", "caribic-round-end", WHOLE),
    ("ship-6", dict(ship=6), "ship", "caribic-move-order", _unknown("6", SHIP_NAMES)),
    ("ship-unknown", dict(ship="Titanic"), "ship", "caribic-move-order", _unknown('"Titanic"', SHIP_NAMES)),
    ("player-text", dict(player="0"), "player", "caribic-move-order", WHOLE),
    ("player-5", dict(player=5), "player", "caribic-move-order",
     ("Debe estar entre", {"low": 0, "high": 3})),
    ("town-unknown", dict(port_chests=["T99"]), "port_chests[0]", "caribic-setup-chests", _unknown('"T99"', TOWNS)),
    ("ship-of-no-game", dict(ship_chests={"Titanic": "T01"}), "ship_chests.Titanic", "caribic-treasure-one-chest",
     _unknown('"Titanic"', SHIP_NAMES)),
    ("chest-minus", dict(ship_chests={"Bravo": -1}), "ship_chests.Bravo", "caribic-treasure-one-chest",
     _unknown("-1", TOWNS)),
    ("supply-chest-true", dict(supply=[True]), "supply[0]", "caribic-setup-supply", _unknown("true", TOWNS)),
    ("paid-chest-minus", dict(ledger=[Payment(0, 2000, PayReason.CAPTURE, -2)]), "ledger[0].chest",
     "caribic-haven-payment", _unknown("-2", TOWNS)),
    ("not-a-part", dict(money=[0, 0, 0]), "money", "caribic-setup-chests",
     ("No es una parte", {"names": ", ".join(PARTS)})),
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


@pytest.mark.rule("caribic-move-order")
def test_a_save_of_the_first_format_with_a_ship_of_no_game_or_a_ship_left_without_hold():
    # The first format saved the ship on turn by its index, and every ship's hold: an index that is no ship is
    # refused naming the ship; a ship the save leaves out of the holds carries nothing (no chest is lost).
    saves = json.loads((Path(__file__).parent.parent / "caribic_saves_untyped.json").read_text(encoding="utf-8"))
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


REPEATED = ("vez como mucho", {})


THOUSANDS = ("de doblones enteros", {})


SITUATION_REFUSALS = [
    # (name, arguments of _situation (one ship's turn built by State.arranged), the part at fault, rule id,
    # (a piece of the Spanish template, its values))
    ("ship-unknown", dict(ship="Titanic", positions=BRAVO), "turn.ship", "caribic-treasure-active",
     _unknown('"Titanic"', SHIP_NAMES)),
    ("moving-ship-not-placed", dict(ship="Bravo", positions={"Arriba": "r0c1"}), "positions",
     "caribic-treasure-active", ("Falta dónde está", {"ship": "Bravo"})),
    ("player-4", dict(ship="Bravo", positions=BRAVO, player=3), "player", "caribic-move-order", PLAYER),
    # (a value a field of a record cannot hold is refused by the field's kind citing the rule of the part that
    # holds the record, `turn` or `seats`: rulesim.position.Record reads the fields, problem_of names the part's rule)
    ("player-minus", dict(ship="Bravo", positions=BRAVO, player=-1), "turn.player", "caribic-treasure-active",
     ("Debe estar entre", {"low": 0, "high": 3})),
    ("player-text", dict(ship="Bravo", positions=BRAVO, player="1"), "turn.player", "caribic-treasure-active", WHOLE),
    ("distance-minus", dict(ship="Bravo", positions=BRAVO, distance=-1), "turn.remaining", "caribic-move-distance",
     ("Debe estar entre", {"low": 0, "high": 99})),
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
     "positions.Evita", "caribic-move-one-ship", ("el mismo espacio", {"ship": "Evita", "other": "Arriba"})),
    ("chest-on-ship-not-placed", dict(ship="Bravo", positions=BRAVO, ship_chests={"Evita": 3}), "ship_chests.Evita",
     "caribic-treasure-one-chest", ("pero la situación", {"ship": "Evita"})),
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
     ("Debe estar entre", {"low": 1, "high": 99})),
    ("round-2-ten-in-supply", dict(ship="Bravo", positions=BRAVO, round=2, supply=list(range(10))), "supply",
     "caribic-round-chests", ("el suministro (diez", {"n": 8, "round": 2})),
    ("round-5-none-in-supply", dict(ship="Bravo", positions=BRAVO, round=5, supply=[]), "supply",
     "caribic-round-chests", ("el suministro (diez", {"n": 2, "round": 5})),
    # (every chest is somewhere: the six neither in the supply nor delivered are missing)
    ("delivered-too-few", dict(ship="Bravo", positions=BRAVO, supply=list(range(10)), delivered=[10]), "supply",
     "caribic-setup-chests", CHESTS),
    ("money-of-two", dict(ship="Bravo", positions=BRAVO, money=[0, 0]), "seats", "caribic-bribe-assign", BIDS),
    ("money-minus", dict(ship="Bravo", positions=BRAVO, money=[0, -1000, 0]), "seats[1].money",
     "caribic-haven-payment", ("Debe estar entre", {"low": 0, "high": 10000000})),
    ("money-500", dict(ship="Bravo", positions=BRAVO, money=[1500, 0, 0]), "seats[0].money", "caribic-coins",
     THOUSANDS),
    ("money-text", dict(ship="Bravo", positions=BRAVO, money=["1000", 0, 0]), "seats[0].money",
     "caribic-haven-payment", WHOLE),
    ("action-twice", dict(ship="Bravo", positions=BRAVO, actions=["rob", "rob"]), "turn.actions",
     "caribic-q-repeat-actions", ("(lectura por defecto)", {})),
]


@pytest.mark.rule("caribic-move-order", "caribic-treasure-active", "caribic-move-distance", "caribic-setup-ships",
                  "caribic-move-one-ship", "caribic-treasure-one-chest", "caribic-setup-chests", "caribic-round-end",
                  "caribic-round-chests", "caribic-coins", "caribic-q-repeat-actions")
@pytest.mark.parametrize("kwargs, field, rule_id, words", [row[1:] for row in SITUATION_REFUSALS],
                         ids=[row[0] for row in SITUATION_REFUSALS])
def test_an_impossible_situation_names_the_argument_at_fault_its_rule_and_says_why(kwargs, field, rule_id, words):
    with pytest.raises(InvalidPosition) as info:
        _situation(Caribic(3), **kwargs)
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    _says(info.value, *words)


@pytest.mark.rule("caribic-move-order")
def test_a_ship_on_the_move_during_the_bribes_is_refused_even_when_the_phase_is_given():
    # Only the winner of a ship's auction moves it: a position that names the bribe phase and a ship on the move
    # is impossible, whether built from its parts or loaded from a save; the phase given is not replaced.
    turn = Turn("Arriba", 0, 2, ())
    with pytest.raises(InvalidPosition) as info:
        State.arranged(Caribic(3), scope=Scope.TURN, turn=turn, positions=BRAVO | {"Arriba": "r0c0"}, phase="bribe")
    assert (info.value.field, info.value.rule_id) == ("turn", "caribic-move-order")
    data = _to_move()[0].to_dict()
    data["phase"] = "bribe"
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(data)
    assert (info.value.field, info.value.rule_id) == ("turn", "caribic-move-order")


def test_giving_only_the_delivered_chests_places_every_other_chest():
    # The documented contract of State.arranged: placing chests empties the towns not given, and the chests out of
    # play are in the supply as far as the round allows — by default the earliest round in which that many chests
    # can be out (six at the start, two more after each round: eight delivered means round 2, eight in supply).
    game = Caribic(3)
    delivered = list(range(8))
    state = State.arranged(game, delivered=delivered)
    assert state.problems() == []
    assert state.delivered == delivered and all(c is None for c in state.port_chests.values())
    assert state.round == 2 and sorted(state.supply) == list(range(8, 16))


def test_a_new_game_saves_the_seed_it_was_dealt_from():
    # A save holds the seed, so a game replays exactly from it (Caribic.replay(seed, moves)).
    state = Caribic(3).new_state(7)
    assert state.seed == 7 and state.to_dict()["seed"] == 7
    assert State.from_json(state.to_json()).seed == 7
