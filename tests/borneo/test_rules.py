"""An edge case for every mechanical rule of Borneo, each test naming its paragraphs."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import after_setup, cards_with, refused, relocate
from messages import meaning, said, told

from rulesim.borneo import (
    DEFAULT_DECK,
    Attack,
    Borneo,
    CompleteMission,
    Defend,
    Discard,
    KeepCards,
    MoveMerchant,
    Options,
    Pass,
    PlaceMerchant,
    PlayCard,
    PortKind,
    Relocate,
    State,
    TakeSpice,
    check_payment,
    payment_options,
    resolve_port,
)
from rulesim.borneo.components import Deck, Mission, Port, ShippingCard, card_name
from rulesim.borneo.fight import check_fight_cards, fight_bonus, resolve_fight
from rulesim.borneo.moves import move_merchant
from rulesim.borneo.options import KeepOne, SharedLeftover
from rulesim.borneo.parts import OpenPort, Seat
from rulesim.borneo.shipping import flag_counts, shared_order, visible_flags
from rulesim.errors import InvalidSetupError, RuleViolation

from .helpers import (
    FIGHT_COLUMNS,
    _seats,
    _table,
    company,
    fight_state,
    mission_state,
    rebuilt,
    spice_cards,
    three_each,
)


def card(i, flags, spice="clove", value=1, joker=False):
    names = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}
    return ShippingCard(i, tuple(names[f] for f in flags), spice, value, joker)


# --------------------------------------------------------------------------- setup
@pytest.mark.rule("borneo-setup-placement")
@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_by_player_count(players):
    state = Borneo(players).new_state(seed=7)
    assert all(len(seat.hand) == 3 for seat in state.seats)
    assert len(state.draw) == 60 - 3 * players
    ports = [DEFAULT_DECK.ports[p] for p in state.game.port_ids]
    missions = [DEFAULT_DECK.missions[m] for m in state.game.mission_ids]
    if players == 5:
        assert len(ports) == 10 and all(p.players != "3/4" for p in ports)
        assert len(missions) == 16
    else:
        assert len(ports) == 12 and all(p.players != "5" for p in ports)
        assert len(missions) == 12 and not any(m.five_players_only for m in missions)
    assert len(state.ports) == 3 and all(p.cards == [] for p in state.ports)
    on_board = (DEFAULT_DECK.missions[i] for i in state.board_missions)
    assert [m.points for m in on_board] == sorted(m.points for m in missions)
    while state.phase == "placement":
        state.push(state.legal_moves()[-1])
    placed = [p for col in state.companies.values() for p in col]
    assert all(placed.count(p) == 3 for p in range(players))


def test_placement_is_snake_order_by_default_and_reverse_twice_as_option():
    state = Borneo(4).new_state(0)
    assert state.queue == [0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3]
    other = Borneo(4, Options(placement_order="reverse-twice")).new_state(0)
    assert other.queue == [0, 1, 2, 3, 3, 2, 1, 0, 3, 2, 1, 0]


@pytest.mark.rule("borneo-setup-company-ranks", "borneo-setup-placement")
def test_merchants_fill_the_first_empty_space_and_a_full_company_refuses():
    state = Borneo(5).new_state(0)
    for _ in range(5):
        state.push(PlaceMerchant("red"))
    assert state.companies["red"] == [0, 1, 2, 3, 4]
    refused(state, PlaceMerchant("red"), "borneo-setup-placement")
    refused(state, PlaceMerchant("orange"), "borneo-setup-company-ranks")


@pytest.mark.rule("borneo-setup-merchants", "borneo-variant-four-merchants")
def test_player_counts_and_the_four_merchant_variant():
    with pytest.raises(InvalidSetupError) as info:
        Borneo(2)
    assert info.value.rule_id == "borneo-setup-merchants"
    with pytest.raises(InvalidSetupError) as info:
        Borneo(4, Options(four_merchants=True))
    assert info.value.rule_id == "borneo-variant-four-merchants"
    state = Borneo(3, Options(four_merchants=True)).new_state(1)
    assert len(state.queue) == 12 and state.queue == [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0]
    while state.phase == "placement":
        state.push(state.legal_moves()[0])
    placed = [p for col in state.companies.values() for p in col]
    assert all(placed.count(p) == 4 for p in range(3))


@pytest.mark.rule("borneo-card-flags", "borneo-card-spice")
def test_default_deck_anatomy_and_refused_cards():
    for c in DEFAULT_DECK.shipping:
        assert sorted(c.flags.count(x) for x in set(c.flags)) == [1, 3]
    assert sum(c.value == 2 for c in DEFAULT_DECK.shipping) == 12
    bad = Deck((card(0, "RRYY"),), DEFAULT_DECK.ports, DEFAULT_DECK.missions)
    with pytest.raises(InvalidSetupError) as info:
        bad.validate()
    assert info.value.rule_id == "borneo-card-flags"
    bad = Deck((ShippingCard(0, ("red", "red", "red", "blue"), "saffron"),), DEFAULT_DECK.ports, DEFAULT_DECK.missions)
    with pytest.raises(InvalidSetupError) as info:
        bad.validate()
    assert info.value.rule_id == "borneo-card-spice"


@pytest.mark.rule("borneo-mission-types")
def test_mission_kinds_and_points():
    kinds = ("one_of_each", "four_same", "two_of_each", "eight_same", "three_of_each")
    assert {Mission(0, k).points for k in kinds} == {6, 8, 15, 20, 25}
    assert Mission(0, "eight_same").requirement == ("same", 8)
    assert Mission(0, "two_of_each").requirement == ("each", 2)
    bad = Deck(DEFAULT_DECK.shipping, DEFAULT_DECK.ports, (Mission(0, "five_same"),))  # no such kind of mission
    with pytest.raises(InvalidSetupError) as info:
        bad.validate()
    assert info.value.rule_id == "borneo-mission-types"


# ------------------------------------------------------------------------- the turn
@pytest.mark.rule("borneo-turn-order")
def test_turn_phases_in_order_and_a_move_out_of_phase_is_refused():
    state = after_setup()
    assert state.phase == "companies"  # no mission could be paid: that phase passed by itself
    hand = state.seats[0].hand
    refused(state, PlayCard(hand[0], state.ports[0].port), "borneo-turn-order")
    refused(state, Discard(()), "borneo-turn-order")
    state.push(Pass())
    assert state.phase == "shipping" and state.player == 0
    state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert state.turn_player == 1  # drawn, and the turn passed to the left


@pytest.mark.rule("borneo-missions-complete")
def test_pay_four_alike_with_a_double_card_and_a_port():
    state = mission_state()
    double = spice_cards("cinnamon", 2, 1)
    singles = spice_cards("cinnamon", 1, 1)
    for c in double + singles:
        relocate(state, c, state.seats[0].warehouse)
    cinnamon_port = next(p.id for p in DEFAULT_DECK.ports if p.spice == "cinnamon" and p.id in state.port_deck)
    state.port_deck.remove(cinnamon_port)
    state.seats[0].ports.append(cinnamon_port)
    four = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "four_same")
    moves = [m for m in state.legal_moves() if isinstance(m, CompleteMission) and m.mission == four]
    assert moves == [CompleteMission(four, tuple(sorted(double + singles)), (cinnamon_port,))]  # one way only
    explanation = state.push(moves[0])
    assert four in state.seats[0].missions and four not in state.board_missions
    assert state.seats[0].warehouse == [] and state.seats[0].ports == []
    assert "borneo-missions-complete" in explanation.rule_ids
    assert state.phase == "companies"


@pytest.mark.rule("borneo-missions-no-change")
def test_a_double_may_overpay_but_a_needless_card_is_refused():
    one_each = Mission(0, "one_of_each")
    cards = [card(0, "RRRB", "pepper", 2), card(1, "RRRB", "cinnamon"), card(2, "RRRB", "clove"),
             card(3, "RRRB", "nutmeg")]
    assert check_payment(one_each, cards, []) is None  # the ×2 pays one pepper; no change
    extra = cards + [card(4, "RRRB", "clove")]
    assert check_payment(one_each, extra, [])[0] == "borneo-q-minimal-payment"
    # In a game: "one of each" paid with a pepper ×2 — five spices for four, the one left over is lost.
    state = mission_state()
    given = spice_cards("pepper", 2, 1) + [c for s in ("cinnamon", "clove", "nutmeg") for c in spice_cards(s, 1, 1)]
    for c in given:
        relocate(state, c, state.seats[0].warehouse)
    one_each_id = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "one_of_each")
    explanation = state.push(CompleteMission(one_each_id, tuple(sorted(given))))
    said(explanation, "borneo-missions-no-change", n=1)
    assert one_each_id in state.seats[0].missions and state.seats[0].warehouse == []
    # Paid exactly: nothing is said about change.
    state = mission_state()
    exact = [c for s in ("pepper", "cinnamon", "clove", "nutmeg") for c in spice_cards(s, 1, 1)]
    for c in exact:
        relocate(state, c, state.seats[0].warehouse)
    explanation = state.push(CompleteMission(one_each_id, tuple(sorted(exact))))
    assert "borneo-missions-no-change" not in explanation.rule_ids


@pytest.mark.rule("borneo-missions-payment")
def test_payments_that_fall_short_are_refused_and_listed_options_all_pay():
    state = mission_state()
    for c in spice_cards("pepper", 1, 3):
        relocate(state, c, state.seats[0].warehouse)
    eight = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "four_same")
    refused(state, CompleteMission(eight, tuple(state.seats[0].warehouse)), "borneo-missions-payment")
    ships = [DEFAULT_DECK.shipping[c] for c in range(40)]
    ports = list(DEFAULT_DECK.ports[:4])
    for kind in ("one_of_each", "four_same", "two_of_each", "eight_same", "three_of_each"):
        mission = Mission(0, kind)
        options = payment_options(mission, ships, ports)
        assert options, kind
        for pay in options:
            assert check_payment(mission, [DEFAULT_DECK.shipping[i] for i in pay.ships],
                                 [DEFAULT_DECK.ports[i] for i in pay.ports]) is None


@pytest.mark.rule("borneo-missions-hand", "borneo-missions-no-mission-cards", "borneo-missions-complete")
def test_hand_cards_mission_cards_and_missing_missions_cannot_pay():
    state = mission_state()
    in_hand = state.seats[0].hand[0]
    one_each = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "one_of_each")
    refused(state, CompleteMission(one_each, (in_hand,)), "borneo-missions-hand")
    refused(state, CompleteMission(one_each, (), (), (3,)), "borneo-missions-no-mission-cards")
    gone = next(m for m in range(16) if m not in state.board_missions)
    refused(state, CompleteMission(gone, ()), "borneo-missions-complete")


@pytest.mark.rule("borneo-missions-payment")
def test_a_card_not_in_the_warehouse_cannot_pay_and_the_refusal_names_the_move():
    """"deseche de su almacén la combinación de especias … Puede usar … tarjetas de puerto como especias": a
    port card still in the deck (or another player's), or a shipping card of the draw pile, is not the payer's to
    give."""
    state = mission_state()
    for c in spice_cards("pepper", 1, 3):
        relocate(state, c, state.seats[0].warehouse)
    four = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "four_same")
    port = next(p.id for p in DEFAULT_DECK.ports if p.spice == "pepper" and p.id in state.port_deck)
    move = CompleteMission(four, tuple(state.seats[0].warehouse), (port,))
    error = refused(state, move, "borneo-missions-payment")
    assert error.move == move
    said(error, "borneo-missions-payment", template="Ese puerto no está en tu almacén")
    drawn = next(c for c in spice_cards("pepper", 1, 8) if c in state.draw)  # a fourth pepper, still to be drawn
    move = CompleteMission(four, (*state.seats[0].warehouse, drawn))
    error = refused(state, move, "borneo-missions-payment")
    assert error.move == move
    said(error, "borneo-missions-payment", template="no está en tu almacén",
         card=card_name(DEFAULT_DECK.shipping[drawn]))  # the card, by what it shows


@pytest.mark.rule("borneo-q-jokers")
def test_jokers_only_when_a_deck_defines_them():
    assert not any(c.joker for c in DEFAULT_DECK.shipping)
    one_each = Mission(0, "one_of_each")
    hand = [card(0, "RRRB", "pepper"), card(1, "RRRB", "cinnamon"), card(2, "RRRB", "clove")]
    assert check_payment(one_each, hand, [])[0] == "borneo-missions-payment"
    joker = card(3, "RRRB", "clove", joker=True)
    assert check_payment(one_each, hand + [joker], []) is None
    assert len(payment_options(Mission(0, "four_same"), [joker] * 1 + hand, [])) == 0
    bad = Deck((card(0, "RRRB", "clove", 2, joker=True),), DEFAULT_DECK.ports, DEFAULT_DECK.missions)
    with pytest.raises(InvalidSetupError) as info:
        bad.validate()
    assert info.value.rule_id == "borneo-q-jokers"


@pytest.mark.rule("borneo-missions-jokers")
def test_a_deck_s_joker_pays_a_mission_as_any_spice_and_the_move_says_so():
    """"cualquier número de comodines": a deck with a joker (the default deck has none) pays "one of each" with
    three spices and the joker standing for the fourth."""
    joker_id = spice_cards("nutmeg", 1, 1)[0]
    shipping = tuple(replace(c, joker=True) if c.id == joker_id else c for c in DEFAULT_DECK.shipping)
    game = Borneo(4, deck=Deck(shipping, DEFAULT_DECK.ports, DEFAULT_DECK.missions).validate())
    played = after_setup()
    state = State.arranged(game, seed=played.seed, **{**{n: getattr(played, n) for n in played.parts()},
                                                      "phase": "missions"})
    given = [c for s in ("pepper", "cinnamon", "clove") for c in spice_cards(s, 1, 1)] + [joker_id]
    for c in given:
        relocate(state, c, state.seats[0].warehouse)
    one_each = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "one_of_each")
    move = CompleteMission(one_each, tuple(sorted(given)))
    assert move in state.legal_moves()
    explanation = state.push(move)
    said(explanation, "borneo-missions-jokers", n=1)
    assert "borneo-missions-no-change" not in explanation.rule_ids  # four spices for four: nothing lost
    assert one_each in state.seats[0].missions


# ------------------------------------------------------------------------- companies
@pytest.mark.rule("borneo-companies-move")
def test_moving_closes_the_gap_and_a_full_company_refuses():
    columns = {"red": [0, 1, 2], "yellow": [3, 0, 1], "green": [], "blue": [1, 2, 3, 2, 3], "purple": [0]}
    state = after_setup(companies=columns)
    state.push(MoveMerchant("red", 0, "purple"))
    assert state.companies["red"] == [1, 2] and state.companies["purple"] == [0, 0]
    state = after_setup(companies=columns)
    refused(state, MoveMerchant("red", 0, "blue"), "borneo-companies-move")
    refused(state, MoveMerchant("red", 1, "purple"), "borneo-companies-move")  # not the player's merchant
    refused(state, MoveMerchant("red", 0, "red"), "borneo-companies-move")


def test_the_pure_move_function_says_in_both_languages_that_an_empty_space_has_no_merchant_to_move():
    # move_merchant (shared by the engine and the question "move") tells why a merchant cannot go: (rule id,
    # reason), a reason in both languages; the 4th space of a company of three holds no merchant.
    problem, after = move_merchant({"red": [0, 1, 2], "blue": [3]}, "red", 3, "blue")
    assert problem is not None and problem[0] == "borneo-companies-move"
    assert meaning(problem[1]) == {"rank": 4, "company": company("roja")}  # (the catalog check: both languages)
    assert after["red"] == [0, 1, 2] and after["blue"] == [3]


@pytest.mark.rule("borneo-fight-start", "borneo-fight-count", "borneo-fight-bonus", "borneo-fight-attacker-wins",
                  "borneo-fight-discard")
def test_attacker_wins_a_tie_and_the_defender_chooses_where_to_go():
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    a1, a2, keep_a = three[0], one[0], three[1]
    d1, keep_d = three[2], three[3]
    state = fight_state([a1, a2, keep_a], [d1, keep_d])
    assert fight_bonus(2, 0) == 1
    state.push(Attack("red", 2, 0, (a1, a2)))
    assert state.phase == "fight-defend" and state.player == 1
    explanation = state.push(Defend((d1,)))
    # 4 flags against 3 + 1: a tie, the attacker wins.
    assert state.companies["red"][0] == 0 and state.companies["red"][2] == 1
    assert {"borneo-fight-count", "borneo-fight-bonus", "borneo-fight-attacker-wins"} <= set(explanation.rule_ids)
    assert all(c in state.discard for c in (a1, a2, d1))
    assert state.phase == "fight-relocate"
    state.push(Relocate("purple"))
    assert state.companies["red"] == [0, 2, 3] and state.companies["purple"][-1] == 1
    assert state.phase == "shipping" and state.player == 0


@pytest.mark.rule("borneo-fight-defender-wins", "borneo-fight-defence")
def test_defender_wins_keeps_chosen_cards_both_merchants_stay():
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    refused(state, Defend((three[0], three[1])), "borneo-fight-defence")  # more cards than the attacker
    state.push(Defend((three[0],)))
    assert state.companies["red"] == FIGHT_COLUMNS["red"]
    assert state.phase == "fight-keep" and state.player == 1
    refused(state, KeepCards((three[1],)), "borneo-fight-defender-wins")
    state.push(KeepCards((three[0],)))
    assert three[0] in state.seats[1].warehouse and one[0] in state.discard
    assert state.phase == "shipping"


@pytest.mark.rule("borneo-fight-defence", "borneo-fight-bonus")
def test_the_defender_need_not_defend_and_the_bonus_can_win_alone():
    one, three = cards_with(after_setup(), "red", 1), cards_with(after_setup(), "red", 3)
    state = fight_state([one[0], one[1]], [three[0], three[1]])
    state.push(Attack("red", 2, 0, (one[0],)))
    assert state.phase == "fight-defend" and Defend(()) in state.legal_moves()
    state.push(Defend(()))  # no defence: 1 flag against 0 + 1 is a tie, and the attacker wins it
    assert state.companies["red"][0] == 0 and state.phase == "fight-relocate"
    result = resolve_fight("red", 4, 0, [card(0, "BBBR")], [])  # 1 flag against a bonus of 3
    assert result.bonus == 3 and not result.attacker_wins


@pytest.mark.rule("borneo-fight-start", "borneo-fight-cards", "borneo-fight-keep-one", "borneo-fight-one-card")
def test_illegal_attacks():
    three = cards_with(after_setup(), "red", 3)
    no_red = [c.id for c in DEFAULT_DECK.shipping if not c.shows("red")]
    state = fight_state([three[0], three[1]], [three[2]])
    refused(state, Attack("red", 0, 0, (three[0],)), "borneo-fight-start")  # not the player's merchant
    refused(state, Attack("red", 2, 3, (three[0],)), "borneo-fight-start")  # defender below
    refused(state, Attack("yellow", 0, 0, (three[0],)), "borneo-fight-start")  # no one higher
    refused(state, Attack("red", 2, 0, ()), "borneo-fight-cards")
    refused(state, Attack("red", 2, 0, (three[0], three[1])), "borneo-fight-keep-one")
    refused(state, Attack("red", 2, 0, (three[2],)), "borneo-fight-cards")  # not in hand
    state = fight_state([three[0], no_red[0]], [three[2]])
    refused(state, Attack("red", 2, 0, (no_red[0],)), "borneo-fight-cards")
    refused(state, Attack("red", 2, 0, (three[0],)), "borneo-fight-keep-one")  # the only red card
    state = fight_state([three[0]], [three[2]])
    refused(state, Attack("red", 2, 0, (three[0],)), "borneo-fight-one-card")


@pytest.mark.rule("borneo-q-keep-one")
def test_keep_one_any_card_option():
    three = cards_with(after_setup(), "red", 3)
    no_red = [c.id for c in DEFAULT_DECK.shipping if not c.shows("red")]
    state = after_setup(companies=FIGHT_COLUMNS, options=Options(keep_one="any"))
    for c in list(state.seats[0].hand):
        relocate(state, c, state.draw)
    for c in (three[0], no_red[0]):
        relocate(state, c, state.seats[0].hand)
    assert Attack("red", 2, 0, (three[0],)) in state.legal_moves()
    explanation = state.push(Attack("red", 2, 0, (three[0],)))
    # the attacker keeps no red card, only another one: legal by this reading, and the move says it is a reading
    said(explanation, "borneo-q-keep-one", template="cualquiera", player={"n": 1}, company=company("roja"))
    assert state.seats[0].hand == [no_red[0]]
    # By default the kept card must show the company's flag: keeping one red card (and another) is the limit, said.
    state = fight_state([three[0], three[1], no_red[0]], [three[2]])
    assert Attack("red", 2, 0, (three[0], three[1])) not in state.legal_moves()
    explanation = state.push(Attack("red", 2, 0, (three[0],)))
    said(explanation, "borneo-q-keep-one", template="por defecto", player={"n": 1}, company=company("roja"))
    # Two red cards kept: no reading is at stake, nothing said.
    state = fight_state([three[0], three[1], three[3]], [three[2]])
    assert "borneo-q-keep-one" not in state.push(Attack("red", 2, 0, (three[0],))).rule_ids


# -------------------------------------------------------------------------- shipping
@pytest.mark.rule("borneo-shipping-covering", "borneo-shipping-port-numbers", "borneo-shipping-trigger")
def test_covering_hides_lower_rows_and_trigger_needs_a_maximum():
    a, b = card(0, "RRRB"), card(1, "YYRY")
    assert [f.company for f in visible_flags([a, b])] == ["red", "red", "yellow", "yellow", "red", "yellow"]
    # each flag seen names its card (0 = directly under the port) and slot: the covered card shows its top row
    assert [(f.card, f.slot) for f in visible_flags([a, b])] == [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (1, 3)]
    assert flag_counts([a, b]) == {"red": 3, "yellow": 3}
    assert flag_counts([a, b], covering=False) == {"red": 4, "blue": 1, "yellow": 3}
    port = Port(0, "Test", 5, 3, "clove")
    assert resolve_port(port, [a, b], {}).kind is None
    assert resolve_port(port, [a, b, card(2, "GGBG")], {}).kind == "shared"
    with pytest.raises(InvalidSetupError) as info:
        Deck(DEFAULT_DECK.shipping, (Port(0, "X", 9, 3, "clove"),), DEFAULT_DECK.missions).validate()
    assert info.value.rule_id == "borneo-shipping-port-numbers"


@pytest.mark.rule("borneo-shipping-monopoly-tie", "borneo-q-monopoly-tie")
def test_two_companies_reach_the_monopoly_at_once():
    port = Port(0, "Test", 3, 5, "clove")
    # Red and blue show 2 each; the last card (blue first, then three red) gives blue 3 and red 5.
    cards = [card(0, "RBBB"), card(1, "RBRR"), card(2, "BRRR")]
    counts = flag_counts(cards)
    assert counts["blue"] == 3 and counts["red"] == 5
    first = resolve_port(port, cards, {"red": [0], "blue": [1]})
    assert first.monopoly == "blue"  # blue's flag comes first on the last card
    assert "borneo-shipping-monopoly-tie" in first.explanation.rule_ids
    most = resolve_port(port, cards, {"red": [0], "blue": [1]}, options=Options(monopoly_tie="most-flags"))
    assert most.monopoly == "red"
    assert "borneo-q-monopoly-tie" in most.explanation.rule_ids


@pytest.mark.rule("borneo-shipping-play", "borneo-shipping-port-card", "borneo-shipping-new-port",
                  "borneo-shipping-monopoly-order")
def test_playing_to_a_port_in_a_game_resolves_and_reveals_a_new_port():
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0].port, state.ports[0].cards
    port = DEFAULT_DECK.ports[pid]
    refused(state, PlayCard(state.seats[1].hand[0], pid), "borneo-shipping-play")  # not in the player's hand
    refused(state, PlayCard(state.seats[0].hand[0], state.port_deck[0]), "borneo-shipping-play")  # not face up
    # Fill the port up to one card below its limit with cards of no company holding merchants of player 1… any will do.
    filler = [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: port.limit - 1]
    for c in filler:
        relocate(state, c, cards)
    last = state.seats[0].hand[0]
    deck_before = len(state.port_deck)
    explanation = state.push(PlayCard(last, pid))
    assert pid in state.seats[0].ports
    assert "borneo-shipping-port-card" in explanation.rule_ids
    # Choices are moves: whoever is asked takes a card, until the pool is empty or everyone has chosen.
    while state.phase == "port-choose":
        assert all(isinstance(m, TakeSpice) for m in state.legal_moves())
        refused(state, TakeSpice(999), "borneo-shipping-monopoly-order" if state.sharing.kind == "monopoly"
                else "borneo-shipping-shared-order")
        state.push(state.legal_moves()[0])
    assert len(state.port_deck) == deck_before - 1 and len(state.ports) == 3
    assert pid not in [p.port for p in state.ports]


# ---------------------------------------------------------------------------- drawing
@pytest.mark.rule("borneo-draw-two", "borneo-draw-hand-limit")
def test_draw_two_and_discard_down_to_six():
    state = after_setup()
    for c in state.draw[:3]:
        relocate(state, c, state.seats[0].hand)
    assert len(state.seats[0].hand) == 6
    state.push(Pass())
    pid = max(state.ports, key=lambda p: DEFAULT_DECK.ports[p.port].limit).port
    state.push(PlayCard(state.seats[0].hand[0], pid))
    assert len(state.seats[0].hand) == 7 and state.phase == "discard"
    refused(state, Discard((state.seats[0].hand[0], state.seats[0].hand[1])), "borneo-draw-hand-limit")
    refused(state, Discard((state.seats[1].hand[0],)), "borneo-draw-hand-limit")
    state.push(Discard((state.seats[0].hand[0],)))
    assert len(state.seats[0].hand) == 6 and state.turn_player == 1


@pytest.mark.rule("borneo-draw-reshuffle", "borneo-q-short-draw")
def test_reshuffle_and_the_short_draw():
    state = after_setup()
    state.push(Pass())
    for c in list(state.draw):
        relocate(state, c, state.discard)
    relocate(state, state.discard[0], state.draw)
    explanation = state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert "borneo-draw-reshuffle" in explanation.rule_ids
    # Only one card in draw pile and discards together: by default the game goes on.
    state = after_setup()
    state.push(Pass())
    for c in list(state.draw)[1:]:
        relocate(state, c, state.seats[2].warehouse)
    explanation = state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert "borneo-q-short-draw" in explanation.rule_ids and state.phase != "final-missions"
    state = after_setup(options=Options(short_draw="end"))
    state.push(Pass())
    for c in list(state.draw)[1:]:
        relocate(state, c, state.seats[2].warehouse)
    state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert state.ended_by == "cards"


@pytest.mark.rule("borneo-end-conditions")
def test_no_card_left_to_draw_ends_the_game_by_the_end_rule_not_the_open_question():
    # "hay que robar cartas y no queda ninguna, ni en el mazo ni en los descartes": the game ends by that rule;
    # the open question is only about a single card left, so it is not cited, whichever reading is chosen.
    for short in ("continue", "end"):
        state = after_setup(options=Options(short_draw=short))
        state.push(Pass())
        for c in list(state.draw) + list(state.discard):
            relocate(state, c, state.seats[2].warehouse)
        explanation = state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
        assert state.ended_by == "cards"
        assert "borneo-end-conditions" in explanation.rule_ids and "borneo-q-short-draw" not in explanation.rule_ids


# ----------------------------------------------------------------------------- the end
@pytest.mark.rule("borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission")
def test_no_port_left_ends_the_game_and_the_last_round_starts_on_the_left():
    state = after_setup()
    for p in range(4):  # everyone can pay "one of each", so everyone has a choice in the last round
        for spice in ("pepper", "cinnamon", "clove", "nutmeg"):
            drawn = next(c for c in state.draw if DEFAULT_DECK.shipping[c].spice == spice)
            relocate(state, drawn, state.seats[p].warehouse)
    state = rebuilt(state, player=2, turn_player=2, phase="shipping", port_deck=[],
                    port_discard=state.port_discard + state.port_deck)
    pid, cards = state.ports[1].port, state.ports[1].cards
    port = DEFAULT_DECK.ports[pid]
    for c in state.draw[: port.limit - 1]:
        relocate(state, c, cards)
    explanation = state.push(PlayCard(state.seats[2].hand[0], pid))
    while state.phase == "port-choose":
        explanation = state.push(state.legal_moves()[0])
    assert state.ended_by == "ports"
    assert {"borneo-end-clear-table", "borneo-end-last-mission"} <= set(explanation.rule_ids)
    assert state.ports == [] and all(seat.hand == [] for seat in state.seats)
    assert state.phase == "final-missions" and state.player == 3  # left of the last player
    order = []
    while state.phase == "final-missions":
        order.append(state.player)
        state.push(Pass())
    assert order == [3, 0, 1, 2] and state.is_over()


def final_position(cards, ports, missions, players=4):
    """A finished game built through the public constructor: ``cards[p]`` shipping cards (the first ones ×2
    when ``cards[p]`` is a pair ``(n, doubles)``), ``ports[p]`` port cards and ``missions[p]`` mission kinds."""
    deck = DEFAULT_DECK
    doubles = [c.id for c in deck.shipping if c.value == 2]
    singles = [c.id for c in deck.shipping if c.value == 1]
    free_missions = [m for m in deck.missions if players == 5 or not m.five_players_only]
    port_ids = [q.id for q in deck.ports if q.used_with(players)]
    seats = []
    for p in range(players):
        n, two = cards[p] if isinstance(cards[p], tuple) else (cards[p], 0)
        mine = []
        for kind in missions[p]:
            m = next(m for m in free_missions if m.kind == kind)
            free_missions.remove(m)
            mine.append(m.id)
        seats.append(Seat(warehouse=[doubles.pop() for _ in range(two)] + [singles.pop() for _ in range(n - two)],
                          ports=[port_ids.pop() for _ in range(ports[p])], missions=mine))
    return State.arranged(Borneo(players), phase="over", player=None, ended_by="ports", seats=seats, ports=[],
                          companies=three_each(players))


def test_scoring_counts_cards_not_spices_and_breaks_ties_by_missions():
    # Oracles from the scoring section, by hand: one point per shipping card (a "2" included) and per port card,
    # plus the missions' points (four alike 8, one of each 6); the most points win, then the most missions.
    state = final_position(cards=[(12, 4), 10, 22, 3], ports=[2, 0, 0, 1],
                           missions=[["four_same"], ["one_of_each", "one_of_each"], [], []])
    assert state.scores() == (12 + 2 + 8, 10 + 6 + 6, 22, 3 + 1) == (22, 22, 22, 4)
    assert state.winners() == (1,)  # three tied on 22: player 2 has two missions, player 1 one, player 3 none
    state = final_position(cards=[12, 14, 22, 0], ports=[0, 0, 0, 0], missions=[["four_same"], ["one_of_each"], [], []])
    assert state.scores() == (20, 20, 22, 0) and state.winners() == (2,)  # a single leader: missions do not count
    state = final_position(cards=[12, 14, 19, 0], ports=[0, 0, 1, 0], missions=[["four_same"], ["one_of_each"], [], []])
    assert state.scores() == (20, 20, 20, 0)
    assert state.winners() == (0, 1)  # equal points, equal missions (one each): they share it (borneo-q-score-tie)


# ---------------------------------------------------------------------- serialising
def test_a_state_saves_loads_and_replays():
    state = after_setup(4, seed=3)
    import random
    rng = random.Random(3)
    for _ in range(40):
        if state.is_over():
            break
        state.push(rng.choice(state.legal_moves()))
    again = type(state).from_json(state.to_json())
    assert again == state and again.legal_moves() == state.legal_moves()
    replayed = state.game.replay(3, state.history)
    assert replayed == state
    broken = state.to_dict()
    broken["seats"][0]["hand"].append(broken["draw"][0]) if broken["draw"] else broken["seats"][0]["hand"].append(0)
    with pytest.raises(InvalidSetupError):
        type(state).from_dict(broken)
    with pytest.raises(InvalidSetupError):
        type(state).from_dict({"game": {"players": 4}})


def test_errors_are_value_errors_with_both_languages():
    state = after_setup()
    error = refused(state, Discard(()), "borneo-turn-order")
    assert isinstance(error, RuleViolation) and isinstance(error, ValueError)
    assert "Discard" in str(error) and "companies" in str(error)
    assert error.url("../../") == "../../book/borneo/turn.html#borneo-turn-order"


@pytest.mark.rule("borneo-companies-move")
def test_moving_another_players_merchant_is_refused_and_the_error_names_the_move():
    # "Mueva uno de sus comerciantes": only one's own merchant moves.
    columns = {"red": [0, 1, 2], "yellow": [3, 0, 1], "green": [], "blue": [1, 2, 3, 2, 3], "purple": [0]}
    move = MoveMerchant("red", 1, "purple")
    error = refused(after_setup(companies=columns), move, "borneo-companies-move")
    assert error.move == move
    # ranks are counted from 1 at the top of the column: the merchant refused is the 2nd of the red company
    said(error, "borneo-companies-move", rank=2, company=company("roja"))


@pytest.mark.rule("borneo-shipping-new-port")
def test_the_new_port_is_announced_with_its_two_numbers():
    # "dé vuelta la carta superior de la cubierta del puerto": the new port shows its monopoly number and limit.
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0].port, state.ports[0].cards
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    explanations = [state.push(PlayCard(state.seats[0].hand[0], pid))]
    said(explanations[0], "borneo-shipping-play", n=DEFAULT_DECK.ports[pid].limit)  # the card that reaches the limit
    while state.phase == "port-choose":
        explanations.append(state.push(state.legal_moves()[0]))
    new = next(DEFAULT_DECK.ports[p.port] for p in state.ports if p.port != pid and not p.cards)
    said(explanations, "borneo-shipping-new-port", port=meaning(new.name), monopoly=new.monopoly, limit=new.limit)


def test_with_no_company_ranked_nobody_chooses():
    # "si una empresa no tiene banderas en un puerto, los comerciantes de esa empresa no reciben especias":
    # with no company ranked there is nobody to choose, whatever the companies hold.
    companies = {"red": [0, 1], "yellow": [2]}
    for leftover in SharedLeftover:
        assert shared_order([], companies, 3, leftover) == []
    assert [c.player for c in shared_order(["yellow", "red"], companies, 3, SharedLeftover.DISCARD)] == [2, 0, 1]


@pytest.mark.rule("borneo-shipping-play")
def test_playing_to_a_port_that_is_not_face_up_is_refused_and_the_error_names_the_move():
    # "Juega tu carta boca arriba directamente debajo de un puerto boca arriba"
    state = after_setup()
    state.push(Pass())
    move = PlayCard(state.seats[0].hand[0], state.port_deck[0])
    assert refused(state, move, "borneo-shipping-play").move == move


@pytest.mark.rule("borneo-shipping-monopoly")
def test_a_port_resolution_is_titled_by_the_port_name_or_the_port():
    red4 = [ShippingCard(i, ("red",) * 4, "clove") for i in range(2)]
    columns = {"red": [0], "yellow": [], "green": [], "blue": [], "purple": []}
    named = resolve_port(Port(1, "Achim", 6, 4, "clove"), red4, columns, 0)
    assert meaning(named.explanation.title) == {"port": "Achim"}
    unnamed = resolve_port(Port(1, "?", 6, 4, "clove"), red4, columns, 0)
    assert meaning(unnamed.explanation.title) == "El puerto"  # (a title without a value: the port unnamed)


@pytest.mark.rule("borneo-shipping-monopoly-tie", "borneo-q-monopoly-tie", "borneo-shipping-no-flags")
def test_a_monopoly_tie_names_the_companies_and_the_winner_and_companies_without_flags_are_named():
    # "el empate se rompe a favor de la compañía empatada cuya bandera aparece primero en orden en la última
    # carta jugada"; "si una empresa no tiene banderas en un puerto, los comerciantes de esa empresa no
    # reciben especias". Visible: the first card's top row (red, yellow) and the whole last card.
    first = ShippingCard(1, ("red", "yellow", "blue", "blue"), "clove")
    last = ShippingCard(2, ("yellow", "red", "green", "green"), "clove")
    columns = {"red": [0], "yellow": [1], "green": [], "blue": [], "purple": [2]}
    for options in (Options(), Options(monopoly_tie="most-flags")):
        ex = resolve_port(Port(1, "Achim", 2, 4, "clove"), [first, last], columns, 0, options).explanation
        tie = next(m for rule_id, m in told(ex) if rule_id in ("borneo-shipping-monopoly-tie", "borneo-q-monopoly-tie"))
        assert tie["companies"] == [company("roja"), company("amarilla"), company("verde")]
        assert tie["company"] == company("amarilla")
        assert ("borneo-shipping-no-flags", {"companies": [company("morada")]}) in told(ex)


def test_playing_every_card_of_the_company_is_refused_naming_the_company():
    # "nunca podrá jugar todas las cartas que tenga en la mano que coincidan con la empresa en cuestión"
    three = ShippingCard(1, ("red", "red", "red", "blue"), "clove")
    one = ShippingCard(2, ("yellow", "yellow", "yellow", "red"), "clove")
    other = ShippingCard(3, ("green",) * 4, "clove")
    rule_id, message = check_fight_cards([three, one, other], [three, one], "red", KeepOne.MATCHING, attacker=True)
    assert rule_id == "borneo-fight-keep-one"
    assert meaning(message) == {"company": company("roja")}


@pytest.mark.rule("borneo-shipping-monopoly-order")
def test_the_monopoly_choices_name_each_merchants_place_from_the_first():
    # "El comerciante de primer puesto de la empresa monopolista elige ... A continuación, ... el comerciante
    # segundo clasificado": red's 1st merchant is player 1's, the 2nd player 2's; two cards, two choices.
    red4 = [ShippingCard(i, ("red",) * 4, "clove") for i in range(2)]
    columns = {"red": [0, 1], "yellow": [], "green": [], "blue": [], "purple": []}
    ex = resolve_port(Port(1, "Achim", 6, 4, "clove"), red4, columns, 0).explanation
    said(ex, "borneo-shipping-monopoly-order", pick=1, rank=1, company=company("roja"), player=1)
    said(ex, "borneo-shipping-monopoly-order", pick=2, rank=2, company=company("roja"), player=2)


@pytest.mark.rule("borneo-shipping-play")
def test_playing_a_card_that_is_not_in_hand_is_refused_naming_the_card_by_what_it_shows():
    # "debes jugar una carta de envío de tu mano": a card of another hand, or no card at all, is refused.
    state = after_setup()
    state.push(Pass())
    other = state.seats[1].hand[0]
    move = PlayCard(other, state.ports[0].port)
    error = refused(state, move, "borneo-shipping-play")
    assert error.move == move
    name = card_name(DEFAULT_DECK.shipping[other])
    said(error, "borneo-shipping-play", template="en tu mano", card=name)  # the card, by what it shows
    error = refused(state, PlayCard(999, state.ports[0].port), "borneo-shipping-play")
    assert meaning(error.message) == {"card": "que no existe"}
    error = refused(state, PlayCard(state.seats[0].hand[0], state.port_deck[-1]), "borneo-shipping-play")
    said(error, "borneo-shipping-play", template="boca arriba")


@pytest.mark.rule("borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission")
def test_when_no_card_is_left_to_draw_the_table_is_cleared_and_the_last_round_starts_left_of_the_last_player():
    # "necesitas robar dos cartas, pero no queda ninguna"; "Todas las cartas de puerto y cartas de envío que aún
    # estén en la mesa se descartan, al igual que las cartas que aún estén en su mano"; "Comenzando con el
    # jugador a la izquierda del último en jugar". Player 2 (index 1) plays the last card: player 3 starts.
    game = Borneo(4)
    every = [c.id for c in DEFAULT_DECK.shipping]
    seats = _seats(hand=[[0], [1, 2], [3], []], warehouse=[every[4:20], every[20:40], every[40:], []])
    state = State.arranged(game, **_table(phase="shipping", player=1, turn_player=1, seats=seats,
                                          ports=[OpenPort(0), OpenPort(1)], draw=[], discard=[]))
    before = state.port_deck[:]
    ex = state.push(PlayCard(1, 0))
    said(ex, "borneo-end-conditions", template="robar dos cartas")
    said(ex, "borneo-end-clear-table", template="Se descartan")
    said(ex, "borneo-end-last-mission", player={"n": 3})
    assert state.ended_by == "cards" and state.ports == [] and not any(seat.hand for seat in state.seats)
    assert sorted(state.discard) == [0, 1, 2, 3] and sorted(state.port_discard) == [0, 1]
    assert state.port_deck == before
    # player 3 (index 2) can pay a mission from the warehouse: the round waits for them; player 2 goes last
    assert state.phase == "final-missions" and state.player == 2 and state.queue == [2, 3, 0, 1]


def _shared_port():
    """A port (monopoly 6, limit 3) closed by its third card with no monopoly. Covered cards show their top row:
    red+yellow, yellow+red, and the last card all four flags, blue ×3 + red: red 3, yellow 2, blue 3."""
    first = ShippingCard(1, ("red", "yellow", "blue", "blue"), "clove")
    second = ShippingCard(2, ("yellow", "red", "green", "green"), "clove")
    last = ShippingCard(3, ("blue", "blue", "blue", "red"), "clove")
    return Port(1, "Achim", 6, 3, "clove"), [first, second, last]


@pytest.mark.rule("borneo-shipping-covering", "borneo-q-shared-example", "borneo-shipping-port-card",
                  "borneo-shipping-shared", "borneo-shipping-shared-ranks", "borneo-shipping-shared-tie",
                  "borneo-shipping-shared-order", "borneo-shipping-no-flags")
def test_a_shared_port_counts_the_visible_flags_ranks_the_companies_and_names_each_choice():
    # "cubra la segunda fila de banderas, dejando solo la fila superior de banderas visible"; at the limit with no
    # monopoly the port is shared: the player of the last card takes the port card, companies by visible flags
    # (a tie goes to the flags seen first), first-rank merchants choose in that order; a company without flags
    # here gets nothing.
    port, cards = _shared_port()
    columns = {"red": [0, 1], "yellow": [3], "green": [1], "blue": [2], "purple": []}
    res = resolve_port(port, cards, columns, 1)
    assert res.kind == PortKind.SHARED and res.ranking == ["red", "blue", "yellow"]
    assert [s.rule_id for s in res.explanation.steps] == [
        "borneo-shipping-covering", "borneo-shipping-port-card", "borneo-shipping-shared",
        "borneo-shipping-shared-ranks", "borneo-shipping-shared-tie", "borneo-shipping-no-flags"] + [
        "borneo-shipping-shared-order"] * 3
    assert res.counts == {"red": 3, "yellow": 2, "blue": 3}  # the visible flags
    assert meaning(res.explanation.steps[0].message)["counts"] == {"parts": [
        {"colour": "roja", "flags": 3}, {"colour": "amarilla", "flags": 2}, {"colour": "azul", "flags": 3}]}
    said(res, "borneo-shipping-covering", n=3)
    said(res, "borneo-shipping-port-card", player=2, port="Achim")
    said(res, "borneo-shipping-shared", n=3)
    assert ("borneo-shipping-shared-ranks", {"ranking": [company("roja"), company("azul"), company("amarilla")]}) \
        in told(res)
    assert ("borneo-shipping-no-flags", {"companies": [company("verde")]}) in told(res)
    assert [m for rule_id, m in told(res) if rule_id == "borneo-shipping-shared-order"] == [
        {"pick": 1, "rank": 1, "company": company("roja"), "player": 1},
        {"pick": 2, "rank": 1, "company": company("azul"), "player": 3},
        {"pick": 3, "rank": 1, "company": company("amarilla"), "player": 4}]
    # the reading that counts every flag (borneo-q-shared-example): blue 5 leads, green shows 2 and is ranked
    res = resolve_port(port, cards, columns, 1, Options(covering=False))
    assert res.explanation.steps[0].rule_id == "borneo-q-shared-example"
    assert res.counts == {"red": 3, "yellow": 2, "blue": 5, "green": 2}
    assert meaning(res.explanation.steps[0].message) == {"n": 3, "counts": {"parts": [
        {"colour": "roja", "flags": 3}, {"colour": "amarilla", "flags": 2}, {"colour": "azul", "flags": 5},
        {"colour": "verde", "flags": 2}]}}
    assert res.ranking == ["blue", "red", "yellow", "green"]
    assert "borneo-shipping-no-flags" not in [s.rule_id for s in res.explanation.steps]


@pytest.mark.rule("borneo-q-shared-leftover", "borneo-q-no-merchants", "borneo-shipping-port-card")
def test_spices_nobody_may_take_are_discarded_and_said_so():
    port, cards = _shared_port()
    # one merchant in the ranked companies, the reading that discards what one pass leaves: 2 of 3 discarded
    res = resolve_port(port, cards, {"red": [0]}, 1, Options(shared_leftover=SharedLeftover.DISCARD))
    assert res.discarded == 2 and len(res.order) == 1
    step = res.explanation.steps[-1]
    assert step.rule_id == "borneo-q-shared-leftover"
    assert meaning(step.message) == {"n": 2}
    # by default the first merchants choose again: the same merchant takes all three
    assert [c.player for c in resolve_port(port, cards, {"red": [0]}, 1).order] == [0, 0, 0]
    # no merchant at all in the ranked companies: every spice is discarded, and no player takes the port card
    res = resolve_port(port, cards, {"green": [0]}, None)
    assert res.discarded == 3 and res.order == []
    assert res.explanation.steps[-1].rule_id == "borneo-q-no-merchants"
    assert "borneo-shipping-port-card" not in [s.rule_id for s in res.explanation.steps]
    assert meaning(res.explanation.steps[-1].message) == {"n": 3}


@pytest.mark.rule("borneo-shipping-monopoly-order")
def test_taking_a_card_that_is_not_among_the_ports_spices_is_refused_naming_the_move():
    # the merchants choose, one by one, among the shipping cards of the port that was paid out
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0].port, state.ports[0].cards
    for c in list(state.draw)[: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    state.push(PlayCard(state.seats[0].hand[0], pid))
    assert state.phase == "port-choose"
    rule_id = ("borneo-shipping-monopoly-order" if state.sharing.kind == "monopoly"
               else "borneo-shipping-shared-order")
    for card in (state.seats[1].hand[0], 999):
        move = TakeSpice(card)
        error = refused(state, move, rule_id)
        assert error.move == move
        said(error, rule_id, template="especias del puerto")
