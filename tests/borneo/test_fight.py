"""Borneo's fight, rule by rule, on the pure functions of :mod:`rulesim.borneo.fight` (the calculator
and the dispute checker use them).  Written for mutation testing: each assertion is a sentence of the
source ("Empresas", the fight) or of the book's reading of it (``book/borneo/companies.md``)."""

from __future__ import annotations

import pytest
from conftest import after_setup, cards_with, refused
from messages import meaning, said

from rulesim.borneo import Attack, Defend, KeepCards, MoveMerchant
from rulesim.borneo.components import ShippingCard
from rulesim.borneo.fight import bound_to_keep_one, check_fight_cards, flags_for, judge_fight, resolve_fight
from rulesim.borneo.options import KeepOne, KeepOneSides

from .helpers import company, fight_state

NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "P": "purple"}


def card(i, flags):
    return ShippingCard(i, tuple(NAMES[f] for f in flags), "clove")


THREE_RED, ONE_RED, NO_RED = card(1, "RRRB"), card(2, "YYYR"), card(3, "GGGB")


@pytest.mark.rule("borneo-fight-bonus")
@pytest.mark.parametrize("attacker, defender, bonus", [(5, 1, 3), (2, 1, 0), (3, 1, 1), (5, 4, 0), (4, 2, 1)])
def test_any_higher_merchant_of_the_five_spaces_can_be_attacked(attacker, defender, bonus):
    # "no tiene que estar junto"; a company has five spaces, counted from 1 at the top; the bonus is
    # the merchants between the two, zero when they are one under the other.
    problem, result = judge_fight("red", attacker, defender, [THREE_RED], [])
    assert problem is None
    assert result.bonus == bonus


@pytest.mark.parametrize("attacker, defender", [(2, 2), (1, 2), (6, 1), (2, 0), (0, 1), (6, 5)])
def test_the_defender_must_be_higher_in_a_five_space_column(attacker, defender):
    problem, result = judge_fight("red", attacker, defender, [THREE_RED], [])
    assert result is None and problem[0] == "borneo-fight-start"


@pytest.mark.rule("borneo-fight-count", "borneo-fight-attacker-wins", "borneo-fight-defender-wins")
def test_flags_not_cards_are_counted_and_a_tie_goes_to_the_attacker():
    # 3 flags on one card against 1 + 1 on two cards and a bonus of 1: 3 against 3, the attacker wins.
    assert flags_for([THREE_RED, ONE_RED], "red") == 4 and flags_for([NO_RED], "red") == 0
    result = resolve_fight("red", 2, 0, [THREE_RED], [ONE_RED, card(4, "BBBR")])
    assert (result.attacker_flags, result.defender_flags, result.bonus) == (3, 2, 1)
    assert result.attacker_wins and result.company == "red"
    assert "borneo-fight-attacker-wins" in result.explanation.rule_ids
    assert "borneo-fight-defender-wins" not in result.explanation.rule_ids
    # One flag fewer: the defender has more, the attack fails.
    result = resolve_fight("red", 2, 0, [card(5, "YYRR")], [ONE_RED, card(4, "BBBR")])
    assert (result.attacker_flags, result.defender_flags) == (2, 2)
    assert not result.attacker_wins
    assert "borneo-fight-defender-wins" in result.explanation.rule_ids
    assert "borneo-fight-attacker-wins" not in result.explanation.rule_ids


@pytest.mark.rule("borneo-fight-count", "borneo-fight-defence")
def test_the_explanation_counts_each_side_and_says_when_the_defender_plays_nothing():
    both = resolve_fight("red", 1, 0, [THREE_RED], [ONE_RED]).explanation
    assert both.rule_ids.count("borneo-fight-count") == 2 and "borneo-fight-defence" not in both.rule_ids
    alone = resolve_fight("red", 1, 0, [THREE_RED], []).explanation
    assert alone.rule_ids.count("borneo-fight-count") == 1 and "borneo-fight-defence" in alone.rule_ids
    said(alone, "borneo-fight-count", flags=3, cards=1)
    said(alone, "borneo-fight-attacker-wins", a=3, d=0)


def test_the_attacker_plays_one_or_more_distinct_cards_of_the_company_from_the_hand():
    hand = [THREE_RED, ONE_RED, card(6, "RRRY")]
    ok = check_fight_cards(hand, [THREE_RED], "red", KeepOne.MATCHING, attacker=True)
    assert ok is None
    for played in ([], [THREE_RED, THREE_RED], [card(9, "RRRR")]):
        problem = check_fight_cards(hand, played, "red", KeepOne.MATCHING, attacker=True)
        assert problem[0] == "borneo-fight-cards", played
    problem = check_fight_cards(hand + [NO_RED], [NO_RED], "red", KeepOne.MATCHING, attacker=True)
    assert problem[0] == "borneo-fight-cards"


def test_the_defender_plays_at_most_as_many_cards_as_the_attacker_or_none():
    hand = [THREE_RED, ONE_RED, card(6, "RRRY"), card(7, "RRYY")]
    assert check_fight_cards(hand, [], "red", KeepOne.MATCHING, attacker=False, most=2) is None
    assert check_fight_cards(hand, [THREE_RED, ONE_RED], "red", KeepOne.MATCHING, attacker=False, most=2) is None
    problem = check_fight_cards(hand, [THREE_RED, ONE_RED, hand[2]], "red", KeepOne.MATCHING, attacker=False, most=2)
    assert problem[0] == "borneo-fight-defence"
    # Through the calculator: the attacker played one card, the defender two.
    problem, result = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED, hand[2]], defender_keeps=1)
    assert result is None and problem[0] == "borneo-fight-defence"


def test_nobody_plays_every_card_of_the_company_in_hand():
    hand = [THREE_RED, ONE_RED, NO_RED]
    # Two red cards in hand: one may be played, not both, even with a card of another company left.
    assert check_fight_cards(hand, [THREE_RED], "red", KeepOne.MATCHING, attacker=True) is None
    problem = check_fight_cards(hand, [THREE_RED, ONE_RED], "red", KeepOne.MATCHING, attacker=True)
    assert problem[0] == "borneo-fight-keep-one"
    problem = check_fight_cards(hand, [THREE_RED, ONE_RED], "red", KeepOne.MATCHING, attacker=False, most=2)
    assert problem[0] == "borneo-fight-keep-one"
    # A single card in hand: no fight can start.
    problem = check_fight_cards([THREE_RED], [THREE_RED], "red", KeepOne.MATCHING, attacker=True)
    assert problem[0] == "borneo-fight-one-card"
    # The calculator: nothing of the company kept.
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [], attacker_keeps=0, attacker_others=2)
    assert problem[0] == "borneo-fight-keep-one"
    problem, result = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED], attacker_keeps=1, defender_keeps=0)
    assert problem[0] == "borneo-fight-keep-one" and result is None


def test_the_other_reading_keeps_any_card():
    hand = [THREE_RED, ONE_RED, NO_RED]
    # Reading B: keeping a card of another company is enough; playing the whole hand is not.
    assert check_fight_cards(hand, [THREE_RED, ONE_RED], "red", KeepOne.ANY, attacker=True) is None
    problem = check_fight_cards([THREE_RED, ONE_RED], [THREE_RED, ONE_RED], "red", KeepOne.ANY, attacker=True)
    assert problem[0] == "borneo-q-keep-one"
    problem = check_fight_cards([THREE_RED, ONE_RED], [THREE_RED, ONE_RED], "red", KeepOne.ANY,
                                attacker=False, most=2)
    assert problem[0] == "borneo-q-keep-one"


def test_who_must_keep_a_card_follows_the_reading():
    assert bound_to_keep_one(True, KeepOneSides.BOTH) and bound_to_keep_one(False, KeepOneSides.BOTH)
    assert bound_to_keep_one(True, KeepOneSides.ATTACKER) and not bound_to_keep_one(False, KeepOneSides.ATTACKER)
    assert bound_to_keep_one(False, KeepOneSides.DEFENDER) and not bound_to_keep_one(True, KeepOneSides.DEFENDER)
    both_red = [THREE_RED, ONE_RED]
    # Only the defender bound: the attacker may play both red cards (keeping a blue one) ...
    assert check_fight_cards(both_red + [NO_RED], both_red, "red", KeepOne.MATCHING, True,
                             sides=KeepOneSides.DEFENDER) is None
    # ... but still not with a single card in hand (a separate sentence of the source).
    problem = check_fight_cards([THREE_RED], [THREE_RED], "red", KeepOne.MATCHING, True, sides=KeepOneSides.DEFENDER)
    assert problem[0] == "borneo-fight-one-card"
    # Only the attacker bound: the defender may play all of them.
    assert check_fight_cards(both_red, both_red, "red", KeepOne.MATCHING, False, most=2,
                             sides=KeepOneSides.ATTACKER) is None
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED], defender_keeps=0, sides=KeepOneSides.ATTACKER)
    assert problem is None
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED], defender_keeps=0, sides=KeepOneSides.BOTH)
    assert problem[0] == "borneo-fight-keep-one"


def test_the_calculator_s_kept_cards_show_the_company_and_its_other_cards_do_not():
    # Keeping one card of the company makes an attack with the others legal; keeping twelve too.
    for keeps in (1, 5, 12):
        problem, result = judge_fight("yellow", 4, 2, [card(8, "YYYR")], [], attacker_keeps=keeps)
        assert problem is None and result.attacker_flags == 3
    # Other cards kept do not count as cards of the company.
    for others in (1, 12):
        problem, _r = judge_fight("yellow", 4, 2, [card(8, "YYYR")], [], attacker_keeps=0, attacker_others=others)
        assert problem[0] == "borneo-fight-keep-one"


def test_the_calculator_s_defaults_keep_one_card_of_the_company_and_nothing_else():
    # By default each side keeps one card of the company and no other: an attack with one card is
    # legal; under the "any card" reading a defender keeping nothing has played the whole hand.
    problem, result = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED])
    assert problem is None and result.attacker_wins
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED], defender_keeps=0, keep_one=KeepOne.ANY)
    assert problem[0] == "borneo-q-keep-one"
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [], attacker_keeps=0, keep_one=KeepOne.ANY)
    assert problem[0] == "borneo-fight-one-card"  # the attacker's only card
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [ONE_RED], defender_keeps=0, defender_others=1,
                              keep_one=KeepOne.ANY)
    assert problem is None


def test_a_refusal_names_the_card_as_the_caller_names_it():
    from rulesim.i18n import _
    names = (lambda i: _("la carta A{n}", n=i + 1), lambda i: _("la carta D{n}", n=i + 1))
    problem, _r = judge_fight("red", 3, 1, [THREE_RED], [NO_RED], names=names)
    assert problem[0] == "borneo-fight-cards"
    assert problem[1].params["card"] == names[1](0)
    problem, _r = judge_fight("red", 3, 1, [NO_RED], [], names=names)
    assert problem[1].params["card"] == names[0](0)


@pytest.mark.rule("borneo-fight-defender-wins")
def test_keeping_the_defence_cards_says_how_many_are_kept():
    # "el defensor puede agregar a su almacén cualquiera de las cartas de envío que jugó en su defensa"
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.push(Defend((three[0],)))
    explanation = state.push(KeepCards((three[0],)))
    assert {"n": 1} in meaning(explanation.title).values()  # "El jugador 2 guarda 1 carta"


@pytest.mark.rule("borneo-fight-count", "borneo-fight-bonus", "borneo-fight-defender-wins")
def test_the_fight_steps_say_the_defence_the_bonus_and_the_sum():
    # The 4th merchant attacks the 1st: two merchants between them, a bonus of 2 for the defender.
    one_red = ShippingCard(1, ("red", "blue", "blue", "blue"), "clove")
    three_red = ShippingCard(2, ("red", "red", "red", "blue"), "clove")
    result = resolve_fight("red", 3, 0, [one_red], [three_red])
    said(result, "borneo-fight-count", template="defensor", flags=3, cards=1)
    said(result, "borneo-fight-bonus", bonus=2, a=4, d=1)  # the merchants between the 4th and the 1st
    said(result, "borneo-fight-defender-wins", a=1, d=3, bonus=2)


@pytest.mark.rule("borneo-companies-move", "borneo-fight-start")
@pytest.mark.parametrize("move, rule_id, why, values", [
    # "Mueva uno de sus comerciantes de una empresa y agréguelo a una empresa diferente. Su comerciante se coloca
    # en el primer espacio vacío en esa Compañía." Player 1 (index 0) is red's 1st and purple's 1st.
    # (which of the rule's sentences: a fragment of its template; the values it names)
    (("move", "black", 0, "red"), "borneo-companies-move", "No existe", {}),
    (("move", "red", 1, "green"), "borneo-companies-move", "No tienes", {"rank": 2, "company": company("roja")}),
    (("move", "red", 3, "green"), "borneo-companies-move", "No tienes", {"rank": 4, "company": company("roja")}),
    (("move", "green", 0, "red"), "borneo-companies-move", "No tienes", {"rank": 1, "company": company("verde")}),
    (("move", "red", 0, "orange"), "borneo-companies-move", "No existe", {}),
    (("move", "red", 0, "red"), "borneo-companies-move", "otra compañía", {}),
    (("move", "purple", 0, "blue"), "borneo-companies-move", "puestos libres", {"company": company("azul")}),
    (("attack", "black", 1, 0), "borneo-fight-start", "No existe", {}),
    (("attack", "yellow", 0, 0), "borneo-fight-start", "No tienes", {"rank": 1, "company": company("amarilla")}),
])
def test_moving_or_attacking_with_a_merchant_that_is_not_ones_own_or_to_nowhere_is_refused(move, rule_id, why, values):
    columns = {"red": [0, 1, 2], "yellow": [3, 0, 1], "green": [], "blue": [1, 2, 3, 2, 3], "purple": [0]}
    state = after_setup(companies=columns)
    kind, company, a, b = move
    move = MoveMerchant(company, a, b) if kind == "move" else Attack(company, a, b, (state.seats[0].hand[0],))
    error = refused(state, move, rule_id)
    assert error.move == move
    said(error, rule_id, template=why, **values)


@pytest.mark.rule("borneo-fight-cards")
def test_a_defence_with_a_card_that_is_not_in_the_defender_s_hand_is_refused_naming_the_move():
    # "El defensor ahora tiene la oportunidad de jugar cartas de su mano que coincidan con la compañía": a card of
    # the attacker's hand (or of the draw pile) is not the defender's to play.
    three = cards_with(after_setup(), "red", 3)
    state = fight_state([three[0], three[1]], [three[2], three[3]])
    state.push(Attack("red", 2, 0, (three[0],)))
    assert state.phase == "fight-defend" and state.player == 1
    for move in (Defend((three[1],)), Defend((three[4],))):  # a card of the attacker's hand; one of the draw pile
        error = refused(state, move, "borneo-fight-cards")
        assert error.move == move
        said(error, "borneo-fight-cards", template="propia mano")
    state.push(Defend((three[2],)))  # the defender's own card is played


@pytest.mark.rule("borneo-fight-start")
@pytest.mark.parametrize("columns, attacker, defender", [
    (None, 2, 3),  # the "defender" is below the attacker
    (None, 2, 2),  # the attacker itself
    # player 1 (index 0) has merchants at red 1.º and red 3.º: a merchant of one's own is no defender
    ({"red": [0, 1, 0, 3], "yellow": [2, 1, 2], "green": [3, 1, 3], "blue": [2], "purple": [0]}, 2, 0),
])
def test_an_attack_on_no_higher_merchant_of_another_player_is_refused_naming_the_move(columns, attacker, defender):
    # "elija uno de sus comerciantes (el "atacante") y el comerciante de otro jugador en la misma empresa ...
    # más alto que su comerciante (el "defensor")"
    three = cards_with(after_setup(), "red", 3)
    state = fight_state([three[0], three[1]], [three[2]]) if columns is None else after_setup(companies=columns)
    move = Attack("red", attacker, defender, (state.seats[0].hand[0],))
    error = refused(state, move, "borneo-fight-start")
    assert error.move == move
    # the reader's text is the point: one refusal of a fight, read in both languages
    assert error.message.render("es") == ("El defensor debe ser un comerciante de otro jugador, más arriba en la "
                                          "misma compañía.")
    assert error.message.render("en") == ("The defender must be another player's merchant, higher up in the same "
                                          "company.")
