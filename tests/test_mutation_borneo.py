"""Tests that kill mutants which survived `make mutation` in Borneo (README, "Mutation testing").

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from conftest import after_setup, cards_with
from rulesim.borneo import Attack, Defend, KeepCards
from rulesim.borneo.cards import Port, ShippingCard
from rulesim.borneo.missions import Payment, describe_payment
from test_borneo_rules import fight_state


@pytest.mark.rule("borneo-missions-payment", "borneo-missions-jokers")
def test_a_payment_names_each_card_as_the_spices_it_pays():
    # A card with "2" pays two spices of its kind; a port card pays its spice; a joker (the book's reading
    # of "cualquier número de comodines") pays any spice; any other card pays its own spice.
    ships = {1: ShippingCard(1, ("red",) * 4, "pepper", 2), 2: ShippingCard(2, ("red",) * 4, "cinnamon"),
             3: ShippingCard(3, ("red",) * 4, "clove", joker=True)}
    ports = {7: Port(7, "Achim", 6, 4, "nutmeg", "all")}
    es = describe_payment(Payment(ships=(1, 2, 3), ports=(7,)), ships, ports).render("es")
    en = describe_payment(Payment(ships=(1, 2, 3), ports=(7,)), ships, ports).render("en")
    for text, words in ((es, ["pimienta negra ×2", "canela", "comodín", "nuez moscada (puerto)"]),
                        (en, ["black pepper ×2", "cinnamon", "joker", "nutmeg (port)"])):
        assert all(w in text for w in words), (text, words)
        assert text.index(words[0]) < text.index(words[1]) < text.index(words[2]) < text.index(words[3])
    assert "comodín" not in describe_payment(Payment(ships=(2,)), ships, ports).render("es")


@pytest.mark.rule("borneo-fight-defender-wins")
def test_keeping_the_defence_cards_says_how_many_are_kept():
    # "el defensor puede agregar a su almacén cualquiera de las cartas de envío que jugó en su defensa"
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.push(Defend((three[0],)))
    explanation = state.push(KeepCards((three[0],)))
    assert "guarda 1 carta" in explanation.title.render("es") and "keeps 1 card" in explanation.title.render("en")


@pytest.mark.rule("borneo-shipping-monopoly")
@pytest.mark.parametrize("data", [[1, "red", "2"], ["1", "red", 2], [1, "black", 2]])
def test_a_saved_chooser_is_a_player_number_a_company_and_a_rank_number(data):
    # who chooses next in a distribution: a player, the company, the merchant's rank in it
    from rulesim.borneo.shipping import Chooser
    with pytest.raises(ValueError):
        Chooser.from_list(data)
    assert Chooser.from_list([1, "red", 2]) == Chooser("red", 2, 1)


@pytest.mark.rule("borneo-setup-company-ranks")
def test_a_position_with_a_company_the_game_does_not_have_is_refused_in_words():
    # Borneo has five companies (red, yellow, green, blue, purple); a sixth is refused, saying why.
    from rulesim.borneo import Borneo, State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.from_position(Borneo(4), companies={"black": [0]})
    assert info.value.rule_id == "borneo-setup-company-ranks"
    assert "No existe esa compañía." in info.value.text("es") and info.value.text("en") != info.value.text("es")


@pytest.mark.rule("borneo-companies-move")
def test_moving_another_players_merchant_is_refused_and_the_error_names_the_move():
    # "Mueva uno de sus comerciantes": only one's own merchant moves.
    from conftest import refused
    from rulesim.borneo import MoveMerchant
    columns = {"red": [0, 1, 2], "yellow": [3, 0, 1], "green": [], "blue": [1, 2, 3, 2, 3], "purple": [0]}
    move = MoveMerchant("red", 1, "purple")
    error = refused(after_setup(companies=columns), move, "borneo-companies-move")
    assert error.move == move
    # ranks are counted from 1 at the top of the column: the merchant refused is the 2nd of the red company
    assert "No tienes un comerciante en el puesto 2.º de" in error.text("es")


@pytest.mark.rule("borneo-fight-count", "borneo-fight-bonus", "borneo-fight-defender-wins")
def test_the_fight_steps_say_the_defence_the_bonus_and_the_sum():
    # The 4th merchant attacks the 1st: two merchants between them, a bonus of 2 for the defender.
    from rulesim.borneo.fight import resolve_fight
    one_red = ShippingCard(1, ("red", "blue", "blue", "blue"), "clove")
    three_red = ShippingCard(2, ("red", "red", "red", "blue"), "clove")
    result = resolve_fight("red", 3, 0, [one_red], [three_red])
    es = result.explanation.to_text("es")
    assert "Banderas del defensor: 3 (cartas jugadas: 1)." in es
    assert "Bonificación del defensor: 2 (los comerciantes entre los puestos 4.º y 1.º)." in es
    assert "1 contra 3 + 2: el defensor gana; ambos comerciantes se quedan donde están." in es


def _invalid(state, rule_id: str) -> str:
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == rule_id
    return info.value.text("es")


@pytest.mark.rule("borneo-turn-order", "borneo-end-conditions", "borneo-end-clear-table", "borneo-fight-start")
def test_impossible_turns_endings_and_fights_are_refused_with_their_rule():
    from rulesim.borneo.state import EndReason, Phase
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
    assert "Al terminar la partida se descartan los puertos de la mesa y las manos." in _invalid(
        state, "borneo-end-clear-table")
    # a fight is between the attacker's and the defender's merchants where they stand in the company
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.validate()
    column = state.companies["red"]
    column[0], column[2] = column[2], column[0]
    _invalid(state, "borneo-fight-start")


@pytest.mark.rule("borneo-shipping-new-port")
def test_the_new_port_is_announced_with_its_two_numbers():
    # "dé vuelta la carta superior de la cubierta del puerto": the new port shows its monopoly number and limit.
    from conftest import relocate
    from rulesim.borneo import DEFAULT_DECK, Pass, PlayCard
    from test_borneo_rules import FIGHT_COLUMNS
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0]
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    texts = [state.push(PlayCard(state.hands[0][0], pid)).to_text("es")]
    assert f"({DEFAULT_DECK.ports[pid].limit}.ª carta)" in texts[0]  # the card that reaches the limit
    while state.phase == "port-choose":
        texts.append(state.push(state.legal_moves()[0]).to_text("es"))
    new = next(DEFAULT_DECK.ports[p] for p, _c in state.ports if p != pid and not _c)
    said = f"Se descubre el puerto {new.name} (monopolio {new.monopoly}, límite {new.limit})."
    assert any(said in t for t in texts), texts


@pytest.mark.rule("borneo-shipping-shared-order", "borneo-shipping-no-flags")
def test_with_no_company_ranked_nobody_chooses():
    # "si una empresa no tiene banderas en un puerto, los comerciantes de esa empresa no reciben especias":
    # with no company ranked there is nobody to choose, whatever the companies hold.
    from rulesim.borneo.options import SharedLeftover
    from rulesim.borneo.shipping import shared_order
    companies = {"red": [0, 1], "yellow": [2]}
    for leftover in SharedLeftover:
        assert shared_order([], companies, 3, leftover) == []
    assert [c.player for c in shared_order(["yellow", "red"], companies, 3, SharedLeftover.DISCARD)] == [2, 0, 1]


@pytest.mark.rule("borneo-shipping-play")
def test_playing_to_a_port_that_is_not_face_up_is_refused_and_the_error_names_the_move():
    # "Juega tu carta boca arriba directamente debajo de un puerto boca arriba"
    from conftest import refused
    from rulesim.borneo import Pass, PlayCard
    state = after_setup()
    state.push(Pass())
    move = PlayCard(state.hands[0][0], state.port_deck[0])
    assert refused(state, move, "borneo-shipping-play").move == move


@pytest.mark.rule("borneo-missions-jokers", "borneo-mission-types")
def test_four_jokers_alone_pay_four_spices_of_one_kind():
    # "Puede utilizar cualquier número de comodines": if a deck had jokers, each would pay as any spice.
    from rulesim.borneo.cards import Mission
    from rulesim.borneo.missions import payment_options
    jokers = [ShippingCard(i, ("red",) * 4, "clove", joker=True) for i in (5, 6, 7, 8)]
    assert payment_options(Mission(0, "four_same"), jokers, []) == [Payment(ships=(5, 6, 7, 8))]
    assert payment_options(Mission(0, "four_same"), jokers[:3], []) == []
    # "No recibe ningún cambio si usa demasiadas especias": with five jokers four are given, not five
    fifth = ShippingCard(9, ("red",) * 4, "clove", joker=True)
    assert payment_options(Mission(0, "four_same"), jokers + [fifth], []) == [Payment(ships=(5, 6, 7, 8))]


@pytest.mark.rule("borneo-shipping-monopoly")
def test_a_port_resolution_is_titled_by_the_port_name_or_the_port():
    from rulesim.borneo.cards import Port
    from rulesim.borneo.shipping import resolve_port
    red4 = [ShippingCard(i, ("red",) * 4, "clove") for i in range(2)]
    columns = {"red": [0], "yellow": [], "green": [], "blue": [], "purple": []}
    named = resolve_port(Port(1, "Achim", 6, 4, "clove"), red4, columns, 0)
    assert named.explanation.title.render("es") == "Puerto Achim"
    unnamed = resolve_port(Port(1, "?", 6, 4, "clove"), red4, columns, 0)
    assert unnamed.explanation.title.render("es") == "El puerto"


@pytest.mark.rule("borneo-shipping-monopoly-tie", "borneo-q-monopoly-tie", "borneo-shipping-no-flags")
def test_a_monopoly_tie_names_the_companies_and_the_winner_and_companies_without_flags_are_named():
    # "el empate se rompe a favor de la compañía empatada cuya bandera aparece primero en orden en la última
    # carta jugada"; "si una empresa no tiene banderas en un puerto, los comerciantes de esa empresa no
    # reciben especias". Visible: the first card's top row (red, yellow) and the whole last card.
    from rulesim.borneo import Options
    from rulesim.borneo.cards import Port
    from rulesim.borneo.shipping import resolve_port
    first = ShippingCard(1, ("red", "yellow", "blue", "blue"), "clove")
    last = ShippingCard(2, ("yellow", "red", "green", "green"), "clove")
    columns = {"red": [0], "yellow": [1], "green": [], "blue": [], "purple": [2]}
    for options in (Options(), Options(monopoly_tie="most-flags")):
        es = resolve_port(Port(1, "Achim", 2, 4, "clove"), [first, last], columns, 0, options).explanation.to_text("es")
        tie = next(line for line in es.splitlines() if "Varias compañías llegan a la vez" in line)
        assert all(c in tie.split(";")[0] for c in ("roja", "amarilla", "verde"))
        assert "gana la compañía amarilla" in tie
        assert "Sin banderas en el puerto, no reciben especias los comerciantes de la compañía morada." in es


@pytest.mark.rule("borneo-fight-keep-one")
def test_playing_every_card_of_the_company_is_refused_naming_the_company():
    # "nunca podrá jugar todas las cartas que tenga en la mano que coincidan con la empresa en cuestión"
    from rulesim.borneo.fight import check_fight_cards
    from rulesim.borneo.options import KeepOne
    three = ShippingCard(1, ("red", "red", "red", "blue"), "clove")
    one = ShippingCard(2, ("yellow", "yellow", "yellow", "red"), "clove")
    other = ShippingCard(3, ("green",) * 4, "clove")
    rule_id, message = check_fight_cards([three, one, other], [three, one], "red", KeepOne.MATCHING, attacker=True)
    assert rule_id == "borneo-fight-keep-one"
    assert message.render("es") == ("No se pueden jugar todas las cartas de la mano que muestran banderas de la "
                                    "compañía roja: hay que conservar al menos una.")
    assert message.render("en") == ("You cannot play every card in your hand that shows flags of the red company: "
                                    "at least one must be kept.")


@pytest.mark.rule("borneo-shipping-monopoly-order")
def test_the_monopoly_choices_name_each_merchants_place_from_the_first():
    # "El comerciante de primer puesto de la empresa monopolista elige ... A continuación, ... el comerciante
    # segundo clasificado": red's 1st merchant is player 1's, the 2nd player 2's; two cards, two choices.
    from rulesim.borneo.shipping import resolve_port
    red4 = [ShippingCard(i, ("red",) * 4, "clove") for i in range(2)]
    columns = {"red": [0, 1], "yellow": [], "green": [], "blue": [], "purple": []}
    ex = resolve_port(Port(1, "Achim", 6, 4, "clove"), red4, columns, 0).explanation
    es, en = ex.to_text("es"), ex.to_text("en")
    assert "Elección 1: el comerciante 1.º de la compañía roja (jugador 1)." in es
    assert "Elección 2: el comerciante 2.º de la compañía roja (jugador 2)." in es
    assert "Choice 1: the merchant in space 1 of the red company (player 1)." in en
    assert "Choice 2: the merchant in space 2 of the red company (player 2)." in en


def _unreadable(data: dict, what: str) -> None:
    from rulesim.borneo import State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == "borneo-components"
    assert info.value.text("es").endswith(f"Partida guardada ilegible: falta o sobra {what}.")
    assert info.value.text("en").endswith(f"Unreadable saved game: {what} is missing or extra.")


@pytest.mark.rule("borneo-components", "borneo-fight-start", "borneo-shipping-monopoly-order")
def test_a_saved_fight_or_distribution_with_a_card_id_that_is_not_a_number_is_refused_naming_the_field():
    # Shipping cards are numbered; true/false or a text is no card, even where true would equal card 1.
    from conftest import relocate
    from rulesim.borneo import DEFAULT_DECK, Pass, PlayCard
    from test_borneo_rules import FIGHT_COLUMNS
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    data = state.to_dict()
    for bad in ([True], [str(one[0])]):
        _unreadable({**data, "fight": {**data["fight"], "attacker_cards": bad}}, "fight.attacker_cards")
    # a port's spices being chosen: the cards still in the pool
    state = after_setup(companies=FIGHT_COLUMNS)
    state.push(Pass())
    pid, cards = state.ports[0]
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    state.push(PlayCard(state.hands[0][0], pid))
    data = state.to_dict()
    assert data["phase"] == "port-choose" and 1 in data["choose"]["pool"]
    pool = [True if c == 1 else c for c in data["choose"]["pool"]]
    _unreadable({**data, "choose": {**data["choose"], "pool": pool}}, "choose.pool")
