"""Borneo: building a position, its problems() and its saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import after_setup, cards_with, relocate
from messages import said, values_of

from rulesim.borneo import (
    DEFAULT_DECK,
    Attack,
    Borneo,
    Defend,
    Options,
    Pass,
    PlayCard,
    Relocate,
    State,
    TakeSpice,
)
from rulesim.borneo.components import Deck
from rulesim.borneo.parts import Chooser, EndReason, Fight, OpenPort, Phase, PortKind, Seat, Sharing
from rulesim.errors import InvalidSetupError

from .helpers import FIGHT_COLUMNS, _columns, _empty, _seats, _table, fight_state, three_each


@pytest.mark.parametrize("data, field", [([1, "red", "2"], "rank"), (["1", "red", 2], "player"),
                                         ([1, "black", 2], "company")])
def test_a_saved_chooser_is_a_player_number_a_company_and_a_rank_number(data, field):
    # who chooses next in a distribution: a player, the company, the merchant's rank in it (a save of the first
    # format writes each chooser as [player, company, rank])
    saves = Path(__file__).parent.parent / "data" / "borneo-saves-1.json"
    saved = json.loads(saves.read_text())["port-choose"]["save"]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict({**saved, "choose": {**saved["choose"], "queue": [data] + saved["choose"]["queue"][1:]}})
    assert info.value.field == f"sharing.queue[0].{field}"
    player, company, rank = saved["choose"]["queue"][0]
    assert State.from_dict(saved).sharing.queue[0] == Chooser(company, rank, player)


@pytest.mark.rule("borneo-setup-company-ranks")
def test_a_position_with_a_company_the_game_does_not_have_is_refused_in_words():
    # Borneo has five companies (red, yellow, green, blue, purple); a sixth is refused, saying why.
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(4), companies={"black": [0]})
    assert info.value.rule_id == "borneo-setup-company-ranks" and info.value.field == "companies.black"
    told = values_of(info.value.message)  # the company refused, the known ones
    assert told["value"] == '"black"' and '"red"' in told["allowed"]


def _invalid(state, rule_id: str) -> InvalidSetupError:
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == rule_id
    return info.value


@pytest.mark.rule("borneo-turn-order", "borneo-end-conditions", "borneo-end-clear-table", "borneo-fight-start")
def test_impossible_turns_endings_and_fights_are_refused_with_their_rule():
    state = after_setup()
    state.validate()
    state.turn_player = 9
    _invalid(state, "borneo-turn-order")
    # a game says why it ended only once it has ended (a port or the cards ran out)
    state = after_setup()
    state.ended_by = EndReason.PORTS
    _invalid(state, "borneo-end-conditions")
    # "Todas las cartas de puerto y cartas de envío que aún estén en la mesa se descartan, ... su mano"
    state = after_setup()
    state.phase, state.player, state.ended_by = Phase.OVER, None, EndReason.PORTS
    said(_invalid(state, "borneo-end-clear-table"), "borneo-end-clear-table", template="Al terminar la")
    # a fight is between the attacker's and the defender's merchants where they stand in the company
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.validate()
    column = state.companies["red"]
    column[0], column[2] = column[2], column[0]
    _invalid(state, "borneo-fight-start")


def _unreadable(data: dict, what: str, rule_id: str) -> None:
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == rule_id and info.value.field.startswith(what + "["), info.value.field
    said(info.value, rule_id, template="número entero")


@pytest.mark.rule("borneo-fight-start")
def test_a_saved_fight_or_distribution_with_a_card_id_that_is_not_a_number_is_refused_naming_the_field():
    # Shipping cards are numbered; true/false or a text is no card, even where true would equal card 1.
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    data = state.to_dict()
    for bad in ([True], [str(one[0])]):
        _unreadable({**data, "fight": {**data["fight"], "attacker_cards": bad}}, "fight.attacker_cards",
                    "borneo-fight-cards")  # (the rule of the fight's cards, the field at fault)
    # a port's spices being chosen: the cards still in the pool
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0].port, state.ports[0].cards
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    state.push(PlayCard(state.seats[0].hand[0], pid))
    data = state.to_dict()
    assert data["phase"] == "port-choose" and 1 in data["sharing"]["pool"]
    pool = [True if c == 1 else c for c in data["sharing"]["pool"]]
    _unreadable({**data, "sharing": {**data["sharing"], "pool": pool}}, "sharing.pool",
                "borneo-shipping-monopoly-order")


def _position_refused(parts: dict, players: int = 4):
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(players), **_table(players, **parts))
    return info.value


@pytest.mark.rule("borneo-setup-merchants")
def test_a_position_needs_the_hand_and_warehouse_of_each_player():
    # Each player has a hand and a warehouse ("su almacén"): a position with three players' for four players is
    # refused, naming the part and the number of players.
    error = _position_refused({"seats": _empty(3)})
    assert error.rule_id == "borneo-setup-merchants" and error.field == "seats"
    said(error, "borneo-setup-merchants", n=4)
    assert _position_refused({"seats": _empty(2)}).field == "seats"  # (fewer than the fewest players: no position)


def _five_player_mission() -> int:
    return next(m.id for m in DEFAULT_DECK.missions if m.five_players_only)


def _fight(company="red", attacker_rank=2, defender_rank=0, attacker=2, defender=0, cards=(5,)):
    return Fight(company, attacker_rank, defender_rank, attacker, defender, tuple(cards))


WORDS = None  # a value the part's kind refuses: the message is the kind's, in words, in both languages


def _refusals():
    """(what is wrong, the position's parts, the part at fault, rule id, which of the rule's sentences (a fragment
    of its template, unique among the sentences), the values it names): one row per problem
    `problems()` reports (or the part's kind refuses: ``WORDS``).  Columns (three merchants each, four players):
    red [1, 2, 3, 4, 1], yellow [2, 3, 4, 1, 2], green [3, 4] (players from 1)."""
    short = three_each(4)
    short["green"] = [2]  # player 4 (index 3) loses a merchant
    wrong_count = three_each(4)
    wrong_count["green"] = [2, 2]  # player 3 (index 2) has four merchants, player 4 two
    return [
        ("an unknown phase", dict(phase="weighing"), "phase", "borneo-turn-order", WORDS, WORDS),
        ("a company the game does not have", dict(companies={**_columns(), "black": [0]}), "companies.black",
         "borneo-setup-company-ranks", WORDS, WORDS),
        ("a fight phase without a fight", dict(phase="fight-defend", player=0), "fight", "borneo-fight-start",
         "No hay ninguna", {}),
        ("a fight outside its phases", dict(fight=_fight()), "fight", "borneo-fight-start",
         "Una pelea solo", {}),
        ("spices chosen outside the port's sharing",
         dict(sharing=Sharing(0, PortKind.MONOPOLY, (5,), (Chooser("red", 0, 0),))), "sharing",
         "borneo-shipping-trigger", "Un reparto de", {}),
        ("a port's sharing without spices to choose", dict(phase="port-choose"), "sharing", "borneo-shipping-trigger",
         "Un reparto de", {}),
        ("a port's sharing with nobody to choose", dict(phase="port-choose", sharing=Sharing(0, PortKind.SHARED, (5,))),
         "sharing", "borneo-shipping-trigger",
         "Un reparto en", {}),
        ("a port's sharing chosen by another player",
         dict(phase="port-choose", player=1, sharing=Sharing(0, PortKind.SHARED, (5,), (Chooser("red", 0, 0),))),
         "player", "borneo-shipping-shared-order", "Elige el comerciante", {}),
        ("a port's sharing chosen by a fifth player",
         dict(phase="port-choose", player=0, sharing=Sharing(0, PortKind.SHARED, (5,), (Chooser("red", 0, 4),))),
         "sharing.queue[0]", "borneo-shipping-shared-order", "toca a un", {}),
        ("a shipping card twice", dict(seats=_seats(hand=[[0], [0], [], []])), "seats[1].hand", "borneo-components",
         "alguna carta de envío", {}),
        ("a shipping card missing", dict(draw=[1, 2], discard=[3]), "draw", "borneo-components",
         "alguna carta de envío", {}),
        ("a port card missing", dict(port_deck=[0], port_discard=[]), "port_deck", "borneo-setup-ports",
         "alguna carta de puerto", {}),
        ("a port card of the five-player game", dict(seats=_seats(ports=[[12], [], [], []])), "seats[0].ports",
         "borneo-setup-ports", "alguna carta de puerto", {}),
        ("a mission of the five-player game", dict(seats=_seats(missions=[[_five_player_mission()], [], [], []])),
         "seats[0].missions", "borneo-setup-missions", "sobra alguna misión", {}),
        ("a company with six merchants", dict(companies={**_columns(), "purple": [3, 0, 1, 2, 3, 0]}),
         "companies.purple", "borneo-setup-company-ranks", "Una compañía tiene", {}),
        ("a merchant of a fifth player", dict(companies={**_columns(), "purple": [4]}), "companies.purple",
         "borneo-setup-merchants", "Un comerciante de", {}),
        ("a merchant of player 0", dict(companies={**_columns(), "purple": [-1]}), "companies.purple[0]",
         "borneo-setup-company-ranks", WORDS, WORDS),
        ("a merchant missing after the placement", dict(companies=short), "companies", "borneo-setup-merchants",
         "en las compañías", {"n": 3, "player": {"n": 4}}),
        ("a merchant too many", dict(companies=wrong_count), "companies", "borneo-setup-merchants",
         "en las compañías", {"n": 3, "player": {"n": 3}}),
        ("a merchant too many while placing", dict(companies=wrong_count, phase="placement", queue=[0]), "companies",
         "borneo-setup-merchants", "en las compañías", {"n": 3, "player": {"n": 3}}),
        ("someone to move in a game over", dict(phase="over", player=0, ended_by="ports"), "player",
         "borneo-turn-order", "Con la partida", {}),
        ("nobody to move in a game under way", dict(player=None), "player", "borneo-turn-order",
         "toca a un", {}),
        ("a player that is not a number", dict(player="1", turn_player=1), "player", "borneo-turn-order", WORDS,
         WORDS),
        ("a fifth player to move", dict(player=4), "player", "borneo-turn-order",
         "toca a un", {}),
        ("player 0 to move", dict(player=-1, turn_player=0), "player", "borneo-turn-order", WORDS, WORDS),
        ("the turn of a fifth player", dict(player=0, turn_player=4), "turn_player", "borneo-turn-order",
         "El turno es", {}),
        ("the turn of player 0", dict(turn_player=-1), "turn_player", "borneo-turn-order", WORDS, WORDS),
        ("seven cards in a hand", dict(seats=_seats(hand=[[], list(range(7)), [], []])), "seats[1].hand",
         "borneo-draw-hand-limit", "la mano, más", {"n": 7, "player": {"n": 2}}),
        ("seven cards in another player's hand while one discards",
         dict(phase="discard", player=0, seats=_seats(hand=[list(range(8)), [], list(range(8, 15)), []])),
         "seats[2].hand", "borneo-draw-hand-limit", "la mano, más", {"n": 7, "player": {"n": 3}}),
        ("nine cards to discard from", dict(phase="discard", player=1, seats=_seats(hand=[[], list(range(9)), [], []])),
         "seats[1].hand", "borneo-draw-hand-limit",
         "la mano, más", {"n": 9, "player": {"n": 2}}),
        ("six cards to discard from", dict(phase="discard", player=1, seats=_seats(hand=[[], list(range(6)), [], []])),
         "seats[1].hand", "borneo-draw-hand-limit", "Solo descarta quien", {}),
        ("a reason to end a game under way", dict(ended_by="cards"), "ended_by", "borneo-end-conditions",
         "Solo una partida", {}),
        ("a game over without its reason", dict(phase="over", player=None), "ended_by", "borneo-end-conditions",
         "Solo una partida", {}),
        ("the last round without its reason", dict(phase="final-missions", queue=[0, 1, 2, 3]), "ended_by",
         "borneo-end-conditions", "Solo una partida", {}),
        ("a port left on the table at the end", dict(phase="over", player=None, ended_by="ports", ports=[OpenPort(0)]),
         "ports", "borneo-end-clear-table", "Al terminar la", {}),
        ("a hand kept in the last round",
         dict(phase="final-missions", player=1, queue=[1, 2], ended_by="cards", seats=_seats(hand=[[], [], [3], []])),
         "seats[2].hand", "borneo-end-clear-table",
         "Al terminar la", {}),
        ("a placement order starting with another player", dict(phase="placement", player=0, queue=[1, 0]), "queue",
         "borneo-turn-order", "El orden de", {}),
        ("a placement with nobody left to place", dict(phase="placement", player=0), "queue", "borneo-turn-order",
         "El orden de", {}),
        ("a last round starting with another player",
         dict(phase="final-missions", player=1, queue=[2, 3, 0], ended_by="ports"), "queue", "borneo-turn-order",
         "El orden de", {}),
        ("a last round with a fifth player", dict(phase="final-missions", player=1, queue=[1, 4], ended_by="ports"),
         "queue", "borneo-turn-order", "toca a un", {}),
        ("a fight whose attacker is not where it says", dict(phase="fight-defend", player=0, fight=_fight(attacker=1)),
         "fight", "borneo-fight-start", "Los comerciantes de", {}),
        ("a fight whose defender is not where it says", dict(phase="fight-defend", player=1, fight=_fight(defender=1)),
         "fight", "borneo-fight-start", "Los comerciantes de", {}),
        ("a fight below the last merchant",
         dict(phase="fight-defend", player=2, fight=_fight("green", 2, 0, 3, 2)), "fight", "borneo-fight-start",
         "Los comerciantes de", {}),
        ("a relocation with the merchants not yet swapped",
         dict(phase="fight-relocate", player=0, fight=_fight(cards=())), "fight", "borneo-fight-start",
         "Los comerciantes de", {}),
        ("a fight whose defender stands below the attacker", dict(phase="fight-defend", player=0, fight=_fight(
            attacker_rank=0, defender_rank=2)), "fight", "borneo-fight-start",
         "El defensor tiene", {}),
        ("a fight decided by the attacker", dict(phase="fight-defend", player=2, fight=_fight()), "player",
         "borneo-fight-defence", "En una pelea", {}),
    ]


@pytest.mark.rule("borneo-turn-order", "borneo-setup-merchants", "borneo-setup-ports", "borneo-setup-missions",
                  "borneo-setup-company-ranks", "borneo-components", "borneo-draw-hand-limit", "borneo-fight-start",
                  "borneo-shipping-trigger", "borneo-end-conditions", "borneo-end-clear-table")
@pytest.mark.parametrize("what, parts, field, rule_id, why, values", _refusals(), ids=[r[0] for r in _refusals()])
def test_a_position_the_rules_cannot_reach_is_refused_saying_why_in_both_languages(what, parts, field, rule_id, why,
                                                                                   values):
    error = _position_refused(parts)
    assert (error.field, error.rule_id) == (field, rule_id), error.text("en")
    if why is WORDS:  # a value the part cannot hold at all: refused in words, never as the value's Python error
        assert error.message.template and "Error" not in error.message.render("en")
        return
    said(error, rule_id, template=why, **values)


def test_the_positions_next_to_each_refusal_are_accepted():
    # The limits of each check, on their right side: fewer merchants while placing, eight cards for the player
    # discarding down to six ("roba dos cartas ... debe descartar hasta seis"), the last round's order, a fight
    # before and after the attacker took the defender's place, and four merchants in the three-player variant.
    game = Borneo(4)
    short = three_each(4)
    short["green"] = [2]
    State.arranged(game, **_table(companies=short, phase="placement", player=3, queue=[3]))
    State.arranged(game, **_table(phase="discard", player=1, seats=_seats(hand=[[], list(range(8)), [], []])))
    State.arranged(game, **_table(phase="discard", player=1, seats=_seats(hand=[[], list(range(7)), [], []])))
    State.arranged(game, **_table(seats=_seats(hand=[list(range(6)), [], [], []])))
    State.arranged(game, **_table(phase="final-missions", player=2, queue=[2, 3, 0, 1], ended_by="cards"))
    State.arranged(game, **_table(phase="over", player=None, ended_by="ports"))
    State.arranged(game, **_table(phase="fight-defend", player=0, fight=_fight()))
    swapped = _columns()
    swapped["red"][0], swapped["red"][2] = swapped["red"][2], swapped["red"][0]
    State.arranged(game, **_table(companies=swapped, phase="fight-relocate", player=0, fight=_fight(cards=())))
    four = Borneo(3, Options(four_merchants=True))
    columns = {"red": [0, 1, 2, 0, 1], "yellow": [2, 0, 1, 2, 0], "green": [1, 2]}
    State.arranged(four, **_table(3, companies=columns))
    with pytest.raises(Exception) as info:
        State.arranged(four, **_table(3, companies={**columns, "green": [1]}))
    said(info.value, "borneo-setup-merchants", player={"n": 3}, n=4)
    # the same merchants with the phase left out: one merchant is still to be placed, by the last in the order
    placing = State.arranged(four, companies={**columns, "green": [1]}, seats=[Seat(), Seat(), Seat()])
    assert (placing.phase, placing.queue, placing.player) == ("placement", [0], 0)


@pytest.mark.rule("borneo-turn-order", "borneo-fight-defence", "borneo-fight-attacker-wins")
def test_a_position_keeps_whose_turn_it_is_apart_from_who_decides_now():
    # In a fight the defender decides ("El defensor ahora tiene la oportunidad de jugar cartas"), but the turn
    # stays the attacker's: once the fight is over, the attacker goes on to ship a card.
    game = Borneo(4)
    red3 = cards_with(after_setup(), "red", 3)
    hands = [[], [], [red3[1]], []]  # the attacker (player 3) played a card with three red flags
    state = State.arranged(game, **_table(phase="fight-defend", player=0, turn_player=2, fight=_fight(cards=red3[:1]),
                                          seats=_seats(hand=hands), ports=[OpenPort(0), OpenPort(1)]))
    assert (state.player, state.turn_player) == (0, 2)
    state.push(Defend(()))  # no defence: the attacker wins with its one card
    state.push(Relocate(None))
    assert state.phase == "shipping" and state.player == 2
    # left out, the turn is the player's to move, or in a fight the attacker's; with nobody to move (a game over),
    # the first player's
    assert State.arranged(game, **_table(player=3)).turn_player == 3
    assert State.arranged(game, **_table(phase="fight-defend", player=0, fight=_fight())).turn_player == 2
    over = State.arranged(game, **_table(phase="over", player=None, ended_by="cards"))
    assert over.turn_player == 0 and over.player is None
    # who decides left out too: in a game over nobody does, and the save says so ("player": null)
    over = State.arranged(game, **_table(phase="over", ended_by="cards"))
    assert (over.player, over.turn_player) == (None, 0) and over.to_dict()["player"] is None
    # and the other way round: given whose turn it is outside a fight or a sharing out, that player decides now
    # ("En su turno, cada jugador hace estas cuatro acciones")
    for phase in ("missions", "companies", "shipping"):
        turn = State.arranged(game, **_table(phase=phase, turn_player=2))
        assert (turn.player, turn.turn_player) == (2, 2)


def test_a_position_puts_the_cards_given_nowhere_in_the_draw_pile_or_the_discards_as_documented():
    # State.arranged's contract: cards given nowhere form the draw pile in id order when the draw pile is
    # left out, else the discards; ports likewise (port deck, else discarded ports); missions nobody completed
    # stay on the board, in order of value.
    game = Borneo(4)
    every = [c.id for c in DEFAULT_DECK.shipping]
    s = State.arranged(game, **_table(seats=_seats(hand=[[0, 1], [], [], []], warehouse=[[], [2], [], []],
                                                   ports=[[], [], [5], []], missions=[[]] * 4),
                                      ports=[OpenPort(3, [4])], discard=[6]))
    assert s.draw == [c for c in every if c not in (0, 1, 2, 4, 6)] and s.discard == [6]
    assert s.ports == [OpenPort(3, [4])] and s.port_deck == [q for q in game.port_ids if q not in (3, 5)]
    assert s.port_discard == []
    s = State.arranged(game, **_table(draw=[9, 8], port_deck=[7]))
    assert s.draw == [9, 8] and s.discard == [c for c in every if c not in (8, 9)]
    assert s.port_deck == [7] and s.port_discard == [q for q in game.port_ids if q != 7]
    s = State.arranged(game, **_table(port_discard=[7, 1]))
    assert s.port_discard == [7, 1] and s.port_deck == [q for q in game.port_ids if q not in (1, 7)]
    # the cards of a fight and of a port being shared out are on the table, not in any pile
    s = State.arranged(game, **_table(phase="fight-defend", player=0, fight=_fight(cards=(5, 6))))
    assert 5 not in s.draw + s.discard and 6 not in s.draw + s.discard
    s = State.arranged(game, **_table(phase="port-choose", player=0,
                                      sharing=Sharing(0, PortKind.SHARED, (7, 8), (Chooser("red", 0, 0),))))
    assert 7 not in s.draw + s.discard and 8 not in s.draw + s.discard
    done = [m.id for m in DEFAULT_DECK.missions if not m.five_players_only][:2]
    s = State.arranged(game, **_table(seats=_seats(missions=[done, [], [], []])))
    left = [m for m in game.mission_ids if m not in done]
    assert s.board_missions == sorted(left, key=lambda m: (DEFAULT_DECK.missions[m].points, m))
    assert [seat.missions for seat in s.seats] == [done, [], [], []]


@pytest.mark.rule("borneo-fight-start", "borneo-shipping-trigger")
def test_a_fight_or_a_sharing_lost_from_the_state_is_refused_in_words_not_with_a_traceback():
    # validate() refuses such a position; a state changed by hand behind its back still answers with the rule.
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.fight, state._legal = None, None
    for attempt in (lambda: state.push(Defend(())), state.legal_moves):
        with pytest.raises(InvalidSetupError) as info:
            attempt()
        assert info.value.rule_id == "borneo-fight-start"
        said(info.value, "borneo-fight-start", template="ninguna pelea")
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0].port, state.ports[0].cards
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    state.push(PlayCard(state.seats[0].hand[0], pid))
    assert state.phase == "port-choose"
    card = state.sharing.pool[0]
    state.sharing, state._legal = None, None
    for attempt in (lambda: state.push(TakeSpice(card)), state.legal_moves):
        with pytest.raises(InvalidSetupError) as info:
            attempt()
        assert info.value.rule_id == "borneo-shipping-trigger"
        said(info.value, "borneo-shipping-trigger", template="ningún reparto")


@pytest.mark.rule("borneo-components-illustrative")
def test_only_a_game_with_the_default_deck_can_be_saved():
    # The site's cards are illustrative (the source gives no card's contents): a save names no deck, so a game
    # with another deck, even one equal to the default, is refused rather than saved as if it were the default.
    assert Borneo(4).to_dict() == {"players": 4, "options": Borneo(4).options.to_dict()}
    other = Borneo(4, deck=Deck(DEFAULT_DECK.shipping, DEFAULT_DECK.ports, DEFAULT_DECK.missions))
    for save in (other.to_dict, other.new_state(0).to_dict):
        with pytest.raises(InvalidSetupError) as info:
            save()
        assert info.value.rule_id == "borneo-components-illustrative"
        said(info.value, "borneo-components-illustrative", template="baraja por defecto")


@pytest.mark.rule("borneo-turn-order")
def test_a_state_whose_phase_is_a_bare_word_is_refused_as_an_unknown_phase():
    # a phase set behind the builder's back (a plain text, not one of the turn's phases) is not trusted
    state = after_setup()
    state.phase = "missions-and-more"
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "borneo-turn-order"
    said(info.value, "borneo-turn-order", template="Fase desconocida")


def _rebuilt(state):
    """The same position through the public constructor, draw and discard piles left out."""
    return State.arranged(state.game, companies=state.companies, phase=state.phase, player=state.player,
                          turn_player=state.turn_player, seats=state.seats, ports=state.ports, fight=state.fight,
                          turn=state.turn)


@pytest.mark.rule("borneo-fight-discard", "borneo-fight-defender-wins")
@pytest.mark.parametrize("attacker_wins", [True, False])
def test_a_position_during_a_fight_is_built_with_the_fights_discarded_cards_on_the_discard_pile(attacker_wins):
    # "Todas las cartas de la pelea se descartan" when the attacker wins; when the defender wins, the attacker's
    # cards are discarded and the defender keeps some of theirs. Before, building such a position from its parts
    # (fight record as the engine keeps it, piles left out) was refused: "Falta o sobra alguna carta de envío".
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    if attacker_wins:   # 3 + 3 flags (+1 for the merchant between) against 3
        attack, defence = (three[0], three[1]), (three[2],)
    else:               # 1 flag (+1 for the merchant between) against 3
        attack, defence = (one[0],), (three[0],)
    state = fight_state(attack, defence, extra_attacker=(one[1],), extra_defender=(one[2],))  # each keeps one
    state.discard.clear()  # nothing else on the discard pile: it holds exactly what the fight threw away
    state.validate()
    state.push(Attack("red", 2, 0, attack))
    state.push(Defend(defence))
    assert state.phase == ("fight-relocate" if attacker_wins else "fight-keep")
    gone = set(attack) | (set(defence) if attacker_wins else set())
    assert set(state.discard) == gone
    rebuilt = _rebuilt(state)
    assert set(rebuilt.discard) == gone
    assert sorted(rebuilt.draw) == sorted(state.draw)
    assert rebuilt.fight == state.fight and rebuilt.phase == state.phase
    # and the game goes on from it as from the original
    move = state.legal_moves()[0]
    assert rebuilt.legal_moves()[0] == move
    rebuilt.push(move)
    state.push(move)
    assert rebuilt.companies == state.companies and sorted(rebuilt.discard) == sorted(state.discard)


@pytest.mark.rule("borneo-end-conditions", "borneo-setup-company-ranks")
@pytest.mark.parametrize("given, field, rule_id, words", [
    ({"ended_by": "boredom"}, "ended_by", "borneo-end-conditions", ("boredom", "ports", "cards")),
    ({"companies": {"yellow": 5}}, "companies.yellow", "borneo-setup-company-ranks", ("Se espera una lista",)),
])
def test_impossible_input_to_arranged_is_a_typed_error_not_a_crash(given, field, rule_id, words):
    # before: a bare ValueError ("'boredom' is not a valid EndReason") and a TypeError
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(4), companies=given.get("companies", _columns()),
                       **{k: v for k, v in given.items() if k != "companies"})
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    es, en = (info.value.message.render(lang) for lang in ("es", "en"))
    assert es != en and all(w in es for w in words)


@pytest.mark.rule("borneo-draw-reshuffle")
def test_a_saved_game_counts_the_shuffles_made_so_far():
    # "Baraja las cartas de Envío ..."; "Baraja las cartas de puerto ...": two shuffles at setup; when the
    # draw pile runs out the discards are shuffled as the new draw pile: a third. The count is saved, so a
    # loaded game shuffles on from where it was.
    assert Borneo(4).new_state(5).to_dict()["shuffles"] == 2
    state = after_setup(seed=5)
    state.push(Pass())
    for c in list(state.draw):
        relocate(state, c, state.discard)
    explanation = state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert "borneo-draw-reshuffle" in explanation.rule_ids
    assert state.to_dict()["shuffles"] == 3
    assert State.from_dict(state.to_dict()).shuffles == 3
