"""Tests that kill mutants which survived `make mutation` in Borneo (docs/mutation-testing.md).

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from conftest import after_setup, cards_with
from rulesim.borneo import Attack, Defend, KeepCards
from rulesim.borneo.components import Port, ShippingCard
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
@pytest.mark.parametrize("data, field", [([1, "red", "2"], "rank"), (["1", "red", 2], "player"),
                                         ([1, "black", 2], "company")])
def test_a_saved_chooser_is_a_player_number_a_company_and_a_rank_number(data, field):
    # who chooses next in a distribution: a player, the company, the merchant's rank in it (a save of the first
    # format writes each chooser as [player, company, rank])
    import json
    from pathlib import Path
    from rulesim.borneo import State
    from rulesim.borneo.parts import Chooser
    from rulesim.errors import InvalidSetupError
    saved = json.loads((Path(__file__).parent / "data" / "borneo-saves-1.json").read_text())["port-choose"]["save"]
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict({**saved, "choose": {**saved["choose"], "queue": [data] + saved["choose"]["queue"][1:]}})
    assert info.value.field == f"sharing.queue[0].{field}"
    player, company, rank = saved["choose"]["queue"][0]
    assert State.from_dict(saved).sharing.queue[0] == Chooser(company, rank, player)


@pytest.mark.rule("borneo-setup-company-ranks")
def test_a_position_with_a_company_the_game_does_not_have_is_refused_in_words():
    # Borneo has five companies (red, yellow, green, blue, purple); a sixth is refused, saying why.
    from rulesim.borneo import Borneo, State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(4), companies={"black": [0]})
    assert info.value.rule_id == "borneo-setup-company-ranks" and info.value.field == "companies.black"
    assert "black" in info.value.text("es") and "red" in info.value.text("es")  # the company refused, the known ones
    assert info.value.text("en") != info.value.text("es")


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
    from rulesim.borneo.parts import EndReason, Phase
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
    pid, cards = state.ports[0].port, state.ports[0].cards
    for c in [c.id for c in DEFAULT_DECK.shipping if c.id in state.draw][: DEFAULT_DECK.ports[pid].limit - 1]:
        relocate(state, c, cards)
    texts = [state.push(PlayCard(state.seats[0].hand[0], pid)).to_text("es")]
    assert f"({DEFAULT_DECK.ports[pid].limit}.ª carta)" in texts[0]  # the card that reaches the limit
    while state.phase == "port-choose":
        texts.append(state.push(state.legal_moves()[0]).to_text("es"))
    new = next(DEFAULT_DECK.ports[p.port] for p in state.ports if p.port != pid and not p.cards)
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
    move = PlayCard(state.seats[0].hand[0], state.port_deck[0])
    assert refused(state, move, "borneo-shipping-play").move == move


@pytest.mark.rule("borneo-missions-jokers", "borneo-mission-types")
def test_four_jokers_alone_pay_four_spices_of_one_kind():
    # "Puede utilizar cualquier número de comodines": if a deck had jokers, each would pay as any spice.
    from rulesim.borneo.components import Mission
    from rulesim.borneo.missions import payment_options
    jokers = [ShippingCard(i, ("red",) * 4, "clove", joker=True) for i in (5, 6, 7, 8)]
    assert payment_options(Mission(0, "four_same"), jokers, []) == [Payment(ships=(5, 6, 7, 8))]
    assert payment_options(Mission(0, "four_same"), jokers[:3], []) == []
    # "No recibe ningún cambio si usa demasiadas especias": with five jokers four are given, not five
    fifth = ShippingCard(9, ("red",) * 4, "clove", joker=True)
    assert payment_options(Mission(0, "four_same"), jokers + [fifth], []) == [Payment(ships=(5, 6, 7, 8))]


@pytest.mark.rule("borneo-shipping-monopoly")
def test_a_port_resolution_is_titled_by_the_port_name_or_the_port():
    from rulesim.borneo.components import Port
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
    from rulesim.borneo.components import Port
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


def _unreadable(data: dict, what: str, rule_id: str) -> None:
    from rulesim.borneo import State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(data)
    assert info.value.rule_id == rule_id and info.value.field.startswith(what + "["), info.value.field
    assert info.value.text("es").endswith("Se espera un número entero.")
    assert info.value.text("en").endswith("A whole number is expected.")


@pytest.mark.rule("borneo-components", "borneo-fight-start", "borneo-shipping-trigger")
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


# ------------------------------------------------------------------ the public position builder and its checks
def _columns(players: int = 4) -> dict[str, list[int]]:
    """Three merchants per player, filled company by company (red, yellow, green, blue, purple)."""
    from test_borneo_rules import three_each
    return {c: list(col) for c, col in three_each(players).items()}


def _empty(players: int = 4) -> list:
    from rulesim.borneo.parts import Seat
    return [Seat() for _p in range(players)]


def _table(players: int = 4, **parts):
    """A position's parts on an empty table — no card in any hand or warehouse, no port face up —, in the
    missions phase of the first player's turn, with three merchants each, and ``parts`` instead."""
    return {"companies": _columns(players), "seats": _empty(players), "ports": [], "phase": "missions", **parts}


def _position_refused(parts: dict, players: int = 4):
    from rulesim.borneo import Borneo, State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(players), **_table(players, **parts))
    return info.value


@pytest.mark.rule("borneo-setup-merchants")
def test_a_position_needs_the_hand_and_warehouse_of_each_player():
    # Each player has a hand and a warehouse ("su almacén"): a position with three players' for four players is
    # refused, naming the part and the number of players.
    error = _position_refused({"seats": _empty(3)})
    assert error.rule_id == "borneo-setup-merchants" and error.field == "seats"
    assert error.message.render("es") == "Hace falta la mano y el almacén de cada jugador: 4 jugadores."
    assert error.message.render("en") == "The hand and the warehouse of each player are needed: 4 players."
    assert _position_refused({"seats": _empty(2)}).field == "seats"  # (fewer than the fewest players: no position)


def _five_player_mission() -> int:
    from rulesim.borneo import DEFAULT_DECK
    return next(m.id for m in DEFAULT_DECK.missions if m.five_players_only)


def _fight(company="red", attacker_rank=2, defender_rank=0, attacker=2, defender=0, cards=(5,)):
    from rulesim.borneo.parts import Fight
    return Fight(company, attacker_rank, defender_rank, attacker, defender, tuple(cards))


def _seats(**held):
    """Four players' seats: ``hand=[[...], ...]``, ``warehouse=…``, ``ports=…`` or ``missions=…`` per player."""
    from rulesim.borneo.parts import Seat
    return [Seat(**{k: list(v[p]) for k, v in held.items()}) for p in range(4)]


WORDS = None  # a value the part's kind refuses: the message is the kind's, in words, in both languages


def _refusals():
    """(what is wrong, the position's parts, the part at fault, rule id, Spanish, English): one row per problem
    `problems()` reports (or the part's kind refuses: ``WORDS``).  Columns (three merchants each, four players):
    red [1, 2, 3, 4, 1], yellow [2, 3, 4, 1, 2], green [3, 4] (players from 1)."""
    from rulesim.borneo.parts import Chooser, OpenPort, PortKind, Sharing
    from test_borneo_rules import three_each
    short = three_each(4)
    short["green"] = [2]  # player 4 (index 3) loses a merchant
    wrong_count = three_each(4)
    wrong_count["green"] = [2, 2]  # player 3 (index 2) has four merchants, player 4 two
    return [
        ("an unknown phase", dict(phase="weighing"), "phase", "borneo-turn-order", WORDS, WORDS),
        ("a company the game does not have", dict(companies={**_columns(), "black": [0]}), "companies.black",
         "borneo-setup-company-ranks", WORDS, WORDS),
        ("a fight phase without a fight", dict(phase="fight-defend", player=0), "fight", "borneo-fight-start",
         "No hay ninguna pelea en curso.", "No fight is under way."),
        ("a fight outside its phases", dict(fight=_fight()), "fight", "borneo-fight-start",
         "Una pelea solo está en curso durante sus fases.", "A fight is only under way during its phases."),
        ("spices chosen outside the port's sharing",
         dict(sharing=Sharing(0, PortKind.MONOPOLY, (5,), (Chooser("red", 0, 0),))), "sharing",
         "borneo-shipping-trigger", "Un reparto de especias solo está en curso mientras se eligen.",
         "A port is only being shared out while the spices are chosen."),
        ("a port's sharing without spices to choose", dict(phase="port-choose"), "sharing", "borneo-shipping-trigger",
         "Un reparto de especias solo está en curso mientras se eligen.",
         "A port is only being shared out while the spices are chosen."),
        ("a port's sharing with nobody to choose", dict(phase="port-choose", sharing=Sharing(0, PortKind.SHARED, (5,))),
         "sharing", "borneo-shipping-trigger",
         "Un reparto en curso tiene especias por elegir y comerciantes que eligen.",
         "A port being shared out has spices to choose and merchants who choose."),
        ("a port's sharing chosen by another player",
         dict(phase="port-choose", player=1, sharing=Sharing(0, PortKind.SHARED, (5,), (Chooser("red", 0, 0),))),
         "player", "borneo-shipping-shared-order", "Elige el comerciante al que le toca en el reparto.",
         "The merchant whose turn it is in the sharing out chooses."),
        ("a shipping card twice", dict(seats=_seats(hand=[[0], [0], [], []])), "seats[1].hand", "borneo-components",
         "Falta o sobra alguna carta de envío.", "A shipping card is missing or duplicated."),
        ("a shipping card missing", dict(draw=[1, 2], discard=[3]), "draw", "borneo-components",
         "Falta o sobra alguna carta de envío.", "A shipping card is missing or duplicated."),
        ("a port card missing", dict(port_deck=[0], port_discard=[]), "port_deck", "borneo-setup-ports",
         "Falta o sobra alguna carta de puerto.", "A port card is missing or duplicated."),
        ("a port card of the five-player game", dict(seats=_seats(ports=[[12], [], [], []])), "seats[0].ports",
         "borneo-setup-ports", "Falta o sobra alguna carta de puerto.", "A port card is missing or duplicated."),
        ("a mission of the five-player game", dict(seats=_seats(missions=[[_five_player_mission()], [], [], []])),
         "seats[0].missions", "borneo-setup-missions", "Falta o sobra alguna misión.",
         "A mission is missing or duplicated."),
        ("a company with six merchants", dict(companies={**_columns(), "purple": [3, 0, 1, 2, 3, 0]}),
         "companies.purple", "borneo-setup-company-ranks", "Una compañía tiene solo cinco espacios.",
         "A company has only five spaces."),
        ("a merchant of a fifth player", dict(companies={**_columns(), "purple": [4]}), "companies.purple",
         "borneo-setup-merchants", "Un comerciante de las compañías no es de ningún jugador.",
         "A merchant in the companies belongs to no player."),
        ("a merchant of player 0", dict(companies={**_columns(), "purple": [-1]}), "companies.purple[0]",
         "borneo-setup-company-ranks", WORDS, WORDS),
        ("a merchant missing after the placement", dict(companies=short), "companies", "borneo-setup-merchants",
         "El jugador 4 debe tener 3 comerciantes en las compañías.", "Player 4 must have 3 merchants in the companies."),
        ("a merchant too many", dict(companies=wrong_count), "companies", "borneo-setup-merchants",
         "El jugador 3 debe tener 3 comerciantes en las compañías.", "Player 3 must have 3 merchants in the companies."),
        ("a merchant too many while placing", dict(companies=wrong_count, phase="placement", queue=[0]), "companies",
         "borneo-setup-merchants", "El jugador 3 debe tener 3 comerciantes en las compañías.",
         "Player 3 must have 3 merchants in the companies."),
        ("someone to move in a game over", dict(phase="over", player=0, ended_by="ports"), "player",
         "borneo-turn-order", "Con la partida terminada no le toca a nadie.",
         "When the game is over it is nobody’s turn."),
        ("nobody to move in a game under way", dict(player=None), "player", "borneo-turn-order",
         "Le toca a un jugador que no está en la partida.", "It is the turn of a player who is not in the game."),
        ("a player that is not a number", dict(player="1", turn_player=1), "player", "borneo-turn-order", WORDS,
         WORDS),
        ("a fifth player to move", dict(player=4), "player", "borneo-turn-order",
         "Le toca a un jugador que no está en la partida.", "It is the turn of a player who is not in the game."),
        ("player 0 to move", dict(player=-1, turn_player=0), "player", "borneo-turn-order", WORDS, WORDS),
        ("the turn of a fifth player", dict(player=0, turn_player=4), "turn_player", "borneo-turn-order",
         "El turno es de un jugador que no está en la partida.", "The turn belongs to a player who is not in the game."),
        ("the turn of player 0", dict(turn_player=-1), "turn_player", "borneo-turn-order", WORDS, WORDS),
        ("seven cards in a hand", dict(seats=_seats(hand=[[], list(range(7)), [], []])), "seats[1].hand",
         "borneo-draw-hand-limit", "El jugador 2 tiene 7 cartas en la mano, más de las que puede tener.",
         "Player 2 has 7 cards in hand, more than allowed."),
        ("seven cards in another player's hand while one discards",
         dict(phase="discard", player=0, seats=_seats(hand=[list(range(8)), [], list(range(8, 15)), []])),
         "seats[2].hand", "borneo-draw-hand-limit", "El jugador 3 tiene 7 cartas en la mano, más de las que puede tener.",
         "Player 3 has 7 cards in hand, more than allowed."),
        ("nine cards to discard from", dict(phase="discard", player=1, seats=_seats(hand=[[], list(range(9)), [], []])),
         "seats[1].hand", "borneo-draw-hand-limit",
         "El jugador 2 tiene 9 cartas en la mano, más de las que puede tener.",
         "Player 2 has 9 cards in hand, more than allowed."),
        ("six cards to discard from", dict(phase="discard", player=1, seats=_seats(hand=[[], list(range(6)), [], []])),
         "seats[1].hand", "borneo-draw-hand-limit", "Solo descarta quien tiene más de seis cartas en la mano.",
         "Only a player with more than six cards in hand discards."),
        ("a reason to end a game under way", dict(ended_by="cards"), "ended_by", "borneo-end-conditions",
         "Solo una partida terminada dice por qué terminó.", "Only a finished game says why it ended."),
        ("a game over without its reason", dict(phase="over", player=None), "ended_by", "borneo-end-conditions",
         "Solo una partida terminada dice por qué terminó.", "Only a finished game says why it ended."),
        ("the last round without its reason", dict(phase="final-missions", queue=[0, 1, 2, 3]), "ended_by",
         "borneo-end-conditions", "Solo una partida terminada dice por qué terminó.",
         "Only a finished game says why it ended."),
        ("a port left on the table at the end", dict(phase="over", player=None, ended_by="ports", ports=[OpenPort(0)]),
         "ports", "borneo-end-clear-table", "Al terminar la partida se descartan los puertos de la mesa y las manos.",
         "When the game ends, the ports on the table and the hands are discarded."),
        ("a hand kept in the last round",
         dict(phase="final-missions", player=1, queue=[1, 2], ended_by="cards", seats=_seats(hand=[[], [], [3], []])),
         "seats[2].hand", "borneo-end-clear-table",
         "Al terminar la partida se descartan los puertos de la mesa y las manos.",
         "When the game ends, the ports on the table and the hands are discarded."),
        ("a placement order starting with another player", dict(phase="placement", player=0, queue=[1, 0]), "queue",
         "borneo-turn-order", "El orden de esta ronda no empieza por el jugador al que le toca.",
         "The order of this round does not start with the player whose turn it is."),
        ("a placement with nobody left to place", dict(phase="placement", player=0), "queue", "borneo-turn-order",
         "El orden de esta ronda no empieza por el jugador al que le toca.",
         "The order of this round does not start with the player whose turn it is."),
        ("a last round starting with another player",
         dict(phase="final-missions", player=1, queue=[2, 3, 0], ended_by="ports"), "queue", "borneo-turn-order",
         "El orden de esta ronda no empieza por el jugador al que le toca.",
         "The order of this round does not start with the player whose turn it is."),
        ("a last round with a fifth player", dict(phase="final-missions", player=1, queue=[1, 4], ended_by="ports"),
         "queue", "borneo-turn-order", "Le toca a un jugador que no está en la partida.",
         "It is the turn of a player who is not in the game."),
        ("a fight whose attacker is not where it says", dict(phase="fight-defend", player=0, fight=_fight(attacker=1)),
         "fight", "borneo-fight-start", "Los comerciantes de la pelea no están en los puestos que dice la pelea.",
         "The merchants of the fight are not on the ranks the fight names."),
        ("a fight whose defender is not where it says", dict(phase="fight-defend", player=1, fight=_fight(defender=1)),
         "fight", "borneo-fight-start", "Los comerciantes de la pelea no están en los puestos que dice la pelea.",
         "The merchants of the fight are not on the ranks the fight names."),
        ("a fight below the last merchant",
         dict(phase="fight-defend", player=2, fight=_fight("green", 2, 0, 3, 2)), "fight", "borneo-fight-start",
         "Los comerciantes de la pelea no están en los puestos que dice la pelea.",
         "The merchants of the fight are not on the ranks the fight names."),
        ("a relocation with the merchants not yet swapped",
         dict(phase="fight-relocate", player=0, fight=_fight(cards=())), "fight", "borneo-fight-start",
         "Los comerciantes de la pelea no están en los puestos que dice la pelea.",
         "The merchants of the fight are not on the ranks the fight names."),
        ("a fight whose defender stands below the attacker", dict(phase="fight-defend", player=0, fight=_fight(
            attacker_rank=0, defender_rank=2)), "fight", "borneo-fight-start",
         "El defensor tiene que estar más arriba que el atacante en la misma compañía.",
         "The defender must be higher up than the attacker in the same company."),
        ("a fight decided by the attacker", dict(phase="fight-defend", player=2, fight=_fight()), "player",
         "borneo-fight-defence", "En una pelea decide el defensor.", "In a fight the defender decides."),
    ]


@pytest.mark.rule("borneo-turn-order", "borneo-setup-merchants", "borneo-setup-ports", "borneo-setup-missions",
                  "borneo-setup-company-ranks", "borneo-components", "borneo-draw-hand-limit", "borneo-fight-start",
                  "borneo-shipping-trigger", "borneo-end-conditions", "borneo-end-clear-table")
@pytest.mark.parametrize("what, parts, field, rule_id, es, en", _refusals(), ids=[r[0] for r in _refusals()])
def test_a_position_the_rules_cannot_reach_is_refused_saying_why_in_both_languages(what, parts, field, rule_id, es, en):
    error = _position_refused(parts)
    assert (error.field, error.rule_id) == (field, rule_id), error.text("en")
    if es is WORDS:  # a value the part cannot hold at all: refused in words, never as the value's Python error
        assert error.message.render("es") != error.message.render("en")
        assert "Error" not in error.message.render("en")
        return
    assert error.message.render("es") == es
    assert error.message.render("en") == en


@pytest.mark.rule("borneo-setup-placement", "borneo-draw-hand-limit", "borneo-end-last-mission",
                  "borneo-fight-attacker-wins", "borneo-variant-four-merchants")
def test_the_positions_next_to_each_refusal_are_accepted():
    # The limits of each check, on their right side: fewer merchants while placing, eight cards for the player
    # discarding down to six ("roba dos cartas ... debe descartar hasta seis"), the last round's order, a fight
    # before and after the attacker took the defender's place, and four merchants in the three-player variant.
    from rulesim.borneo import Borneo, Options, State
    from rulesim.borneo.parts import Seat
    from test_borneo_rules import three_each
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
    assert info.value.message.render("es") == "El jugador 3 debe tener 4 comerciantes en las compañías."
    # the same merchants with the phase left out: one merchant is still to be placed, by the last in the order
    placing = State.arranged(four, companies={**columns, "green": [1]}, seats=[Seat(), Seat(), Seat()])
    assert (placing.phase, placing.queue, placing.player) == ("placement", [0], 0)


@pytest.mark.rule("borneo-turn-order", "borneo-fight-defence", "borneo-fight-attacker-wins")
def test_a_position_keeps_whose_turn_it_is_apart_from_who_decides_now():
    # In a fight the defender decides ("El defensor ahora tiene la oportunidad de jugar cartas"), but the turn
    # stays the attacker's: once the fight is over, the attacker goes on to ship a card.
    from rulesim.borneo import Borneo, Defend, Relocate, State
    from rulesim.borneo.parts import OpenPort
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


def test_a_position_puts_the_cards_given_nowhere_in_the_draw_pile_or_the_discards_as_documented():
    # State.arranged's contract: cards given nowhere form the draw pile in id order when the draw pile is
    # left out, else the discards; ports likewise (port deck, else discarded ports); missions nobody completed
    # stay on the board, in order of value.
    from rulesim.borneo import DEFAULT_DECK, Borneo, State
    from rulesim.borneo.parts import Chooser, OpenPort, PortKind, Sharing
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
    from conftest import relocate
    from rulesim.borneo import DEFAULT_DECK, Pass, PlayCard, TakeSpice
    from rulesim.errors import InvalidSetupError
    from test_borneo_rules import FIGHT_COLUMNS
    three, one = cards_with(after_setup(), "red", 3), cards_with(after_setup(), "red", 1)
    state = fight_state([one[0], one[1]], [three[0], three[1], three[2]])
    state.push(Attack("red", 2, 0, (one[0],)))
    state.fight, state._legal = None, None
    for attempt in (lambda: state.push(Defend(())), state.legal_moves):
        with pytest.raises(InvalidSetupError) as info:
            attempt()
        assert info.value.rule_id == "borneo-fight-start"
        assert info.value.message.render("es") == "No hay ninguna pelea en curso."
        assert info.value.message.render("en") == "No fight is under way."
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
        assert info.value.message.render("es") == "No hay ningún reparto en curso."
        assert info.value.message.render("en") == "No port is being shared out."


@pytest.mark.rule("borneo-components-illustrative")
def test_only_a_game_with_the_default_deck_can_be_saved():
    # The site's cards are illustrative (the source gives no card's contents): a save names no deck, so a game
    # with another deck, even one equal to the default, is refused rather than saved as if it were the default.
    from rulesim.borneo import DEFAULT_DECK, Borneo
    from rulesim.borneo.components import Deck
    from rulesim.errors import InvalidSetupError
    assert Borneo(4).to_dict() == {"players": 4, "options": Borneo(4).options.to_dict()}
    other = Borneo(4, deck=Deck(DEFAULT_DECK.shipping, DEFAULT_DECK.ports, DEFAULT_DECK.missions))
    for save in (other.to_dict, other.new_state(0).to_dict):
        with pytest.raises(InvalidSetupError) as info:
            save()
        assert info.value.rule_id == "borneo-components-illustrative"
        assert info.value.message.render("es") == "Solo se puede guardar una partida con la baraja por defecto."
        assert info.value.message.render("en") == "Only a game with the default deck can be saved."


@pytest.mark.rule("borneo-shipping-play")
def test_playing_a_card_that_is_not_in_hand_is_refused_naming_the_card_by_what_it_shows():
    # "debes jugar una carta de envío de tu mano": a card of another hand, or no card at all, is refused.
    from conftest import refused
    from rulesim.borneo import DEFAULT_DECK, Pass, PlayCard
    from rulesim.borneo.components import card_name
    state = after_setup()
    state.push(Pass())
    other = state.seats[1].hand[0]
    move = PlayCard(other, state.ports[0].port)
    error = refused(state, move, "borneo-shipping-play")
    assert error.move == move
    name = card_name(DEFAULT_DECK.shipping[other])
    assert error.message.render("es") == f"La carta {name.render('es')} no está en tu mano."
    assert error.message.render("en") == f"Card {name.render('en')} is not in your hand."
    error = refused(state, PlayCard(999, state.ports[0].port), "borneo-shipping-play")
    assert error.message.render("es") == "La carta que no existe no está en tu mano."
    assert error.message.render("en") == "Card that does not exist is not in your hand."
    error = refused(state, PlayCard(state.seats[0].hand[0], state.port_deck[-1]), "borneo-shipping-play")
    assert error.message.render("es") == "Ese puerto no está boca arriba."
    assert error.message.render("en") == "That port is not face up."


@pytest.mark.rule("borneo-companies-move", "borneo-fight-start")
@pytest.mark.parametrize("move, rule_id, es, en", [
    # "Mueva uno de sus comerciantes de una empresa y agréguelo a una empresa diferente. Su comerciante se coloca
    # en el primer espacio vacío en esa Compañía." Player 1 (index 0) is red's 1st and purple's 1st.
    (("move", "black", 0, "red"), "borneo-companies-move", "No existe esa compañía.", "There is no such company."),
    (("move", "red", 1, "green"), "borneo-companies-move", "No tienes un comerciante en el puesto 2.º de la compañía roja.",
     "You have no merchant in space 2 of the red company."),
    (("move", "red", 3, "green"), "borneo-companies-move", "No tienes un comerciante en el puesto 4.º de la compañía roja.",
     "You have no merchant in space 4 of the red company."),
    (("move", "green", 0, "red"), "borneo-companies-move",
     "No tienes un comerciante en el puesto 1.º de la compañía verde.", "You have no merchant in space 1 of the green company."),
    (("move", "red", 0, "orange"), "borneo-companies-move", "No existe esa compañía.", "There is no such company."),
    (("move", "red", 0, "red"), "borneo-companies-move", "El comerciante debe ir a otra compañía.",
     "The merchant must go to another company."),
    (("move", "purple", 0, "blue"), "borneo-companies-move",
     "En la compañía azul no quedan puestos libres: sus cinco puestos están ocupados.",
     "There is no empty space left in the blue company: its five spaces are taken."),
    (("attack", "black", 1, 0), "borneo-fight-start", "No existe esa compañía.", "There is no such company."),
    (("attack", "yellow", 0, 0), "borneo-fight-start",
     "No tienes un comerciante en el puesto 1.º de la compañía amarilla.",
     "You have no merchant in space 1 of the yellow company."),
])
def test_moving_or_attacking_with_a_merchant_that_is_not_ones_own_or_to_nowhere_is_refused(move, rule_id, es, en):
    from conftest import refused
    from rulesim.borneo import MoveMerchant
    columns = {"red": [0, 1, 2], "yellow": [3, 0, 1], "green": [], "blue": [1, 2, 3, 2, 3], "purple": [0]}
    state = after_setup(companies=columns)
    kind, company, a, b = move
    move = MoveMerchant(company, a, b) if kind == "move" else Attack(company, a, b, (state.seats[0].hand[0],))
    error = refused(state, move, rule_id)
    assert error.move == move
    assert [error.message.render(lang) for lang in ("es", "en")] == [es, en]


@pytest.mark.rule("borneo-end-conditions", "borneo-end-clear-table", "borneo-end-last-mission")
def test_when_no_card_is_left_to_draw_the_table_is_cleared_and_the_last_round_starts_left_of_the_last_player():
    # "necesitas robar dos cartas, pero no queda ninguna"; "Todas las cartas de puerto y cartas de envío que aún
    # estén en la mesa se descartan, al igual que las cartas que aún estén en su mano"; "Comenzando con el
    # jugador a la izquierda del último en jugar". Player 2 (index 1) plays the last card: player 3 starts.
    from rulesim.borneo import DEFAULT_DECK, Borneo, PlayCard, State
    game = Borneo(4)
    every = [c.id for c in DEFAULT_DECK.shipping]
    from rulesim.borneo.parts import OpenPort
    seats = _seats(hand=[[0], [1, 2], [3], []], warehouse=[every[4:20], every[20:40], every[40:], []])
    state = State.arranged(game, **_table(phase="shipping", player=1, turn_player=1, seats=seats,
                                          ports=[OpenPort(0), OpenPort(1)], draw=[], discard=[]))
    before = state.port_deck[:]
    ex = state.push(PlayCard(1, 0))
    es, en = ex.to_text("es"), ex.to_text("en")
    assert "Hay que robar dos cartas y no quedan suficientes: fin de la partida." in es
    assert "Se descartan los puertos de la mesa, sus cartas y las manos de todos." in es
    assert "Última ronda de misiones, empezando por el jugador 3." in es
    assert "Last round of missions, starting with Player 3." in en
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
    from rulesim.borneo import Options
    from rulesim.borneo.shipping import PortKind, resolve_port
    port, cards = _shared_port()
    columns = {"red": [0, 1], "yellow": [3], "green": [1], "blue": [2], "purple": []}
    res = resolve_port(port, cards, columns, 1)
    assert res.kind == PortKind.SHARED and res.ranking == ["red", "blue", "yellow"]
    assert [s.rule_id for s in res.explanation.steps] == [
        "borneo-shipping-covering", "borneo-shipping-port-card", "borneo-shipping-shared",
        "borneo-shipping-shared-ranks", "borneo-shipping-shared-tie", "borneo-shipping-no-flags"] + [
        "borneo-shipping-shared-order"] * 3
    es, en = res.explanation.to_text("es"), res.explanation.to_text("en")
    for text, said in ((es, ["Banderas visibles con 3 cartas: roja 3, amarilla 2 y azul 3.",
                             "El jugador 2, que jugó la última carta, se lleva la carta de puerto Achim.",
                             "Se alcanza el límite de 3 cartas sin monopolio: reparto compartido.",
                             "Orden de las compañías: la compañía roja, la compañía azul y la compañía amarilla.",
                             "Sin banderas en el puerto, no reciben especias los comerciantes de la compañía verde.",
                             "Elección 1: el comerciante 1.º de la compañía roja (jugador 1).",
                             "Elección 2: el comerciante 1.º de la compañía azul (jugador 3).",
                             "Elección 3: el comerciante 1.º de la compañía amarilla (jugador 4)."]),
                       (en, ["Visible flags with 3 cards: red 3, yellow 2 and blue 3.",
                             "Player 2, who played the last card, takes the port card Achim.",
                             "The limit of 3 cards is reached without a monopoly: shared distribution.",
                             "Order of the companies: the red company, the blue company and the yellow company.",
                             "With no flags at the port, the merchants of the green company receive no spices.",
                             "Choice 1: the merchant in space 1 of the red company (player 1).",
                             "Choice 2: the merchant in space 1 of the blue company (player 3).",
                             "Choice 3: the merchant in space 1 of the yellow company (player 4)."])):
        assert all(s in text for s in said), (text, said)
    # the reading that counts every flag (borneo-q-shared-example): blue 5 leads, green shows 2 and is ranked
    res = resolve_port(port, cards, columns, 1, Options(covering=False))
    assert res.explanation.steps[0].rule_id == "borneo-q-shared-example"
    assert res.explanation.steps[0].render("es") == "Banderas visibles con 3 cartas: roja 3, amarilla 2, azul 5 y verde 2."
    assert res.ranking == ["blue", "red", "yellow", "green"]
    assert "borneo-shipping-no-flags" not in [s.rule_id for s in res.explanation.steps]


@pytest.mark.rule("borneo-q-shared-leftover", "borneo-q-no-merchants", "borneo-shipping-port-card")
def test_spices_nobody_may_take_are_discarded_and_said_so():
    from rulesim.borneo import Options
    from rulesim.borneo.options import SharedLeftover
    from rulesim.borneo.shipping import resolve_port
    port, cards = _shared_port()
    # one merchant in the ranked companies, the reading that discards what one pass leaves: 2 of 3 discarded
    res = resolve_port(port, cards, {"red": [0]}, 1, Options(shared_leftover=SharedLeftover.DISCARD))
    assert res.discarded == 2 and len(res.order) == 1
    step = res.explanation.steps[-1]
    assert step.rule_id == "borneo-q-shared-leftover"
    assert (step.render("es"), step.render("en")) == ("2 especias quedan sin dueño y se descartan.",
                                                      "2 spices are left without an owner and are discarded.")
    # by default the first merchants choose again: the same merchant takes all three
    assert [c.player for c in resolve_port(port, cards, {"red": [0]}, 1).order] == [0, 0, 0]
    # no merchant at all in the ranked companies: every spice is discarded, and no player takes the port card
    res = resolve_port(port, cards, {"green": [0]}, None)
    assert res.discarded == 3 and res.order == []
    assert res.explanation.steps[-1].rule_id == "borneo-q-no-merchants"
    assert "borneo-shipping-port-card" not in [s.rule_id for s in res.explanation.steps]
    assert res.explanation.steps[-1].render("es") == "3 especias quedan sin dueño y se descartan."


@pytest.mark.rule("borneo-turn-order")
def test_a_state_whose_phase_is_a_bare_word_is_refused_as_an_unknown_phase():
    # a phase set behind the builder's back (a plain text, not one of the turn's phases) is not trusted
    from rulesim.errors import InvalidSetupError
    state = after_setup()
    state.phase = "missions-and-more"
    with pytest.raises(InvalidSetupError) as info:
        state.validate()
    assert info.value.rule_id == "borneo-turn-order"
    assert (info.value.message.render("es"), info.value.message.render("en")) == ("Fase desconocida.", "Unknown phase.")


# ------------------------------------------------------------------ a fight's cards in a position built from parts
def _rebuilt(state):
    """The same position through the public constructor, draw and discard piles left out."""
    from rulesim.borneo import State
    return State.arranged(state.game, companies=state.companies, phase=state.phase, player=state.player,
                          turn_player=state.turn_player, seats=state.seats, ports=state.ports, fight=state.fight,
                          turn=state.turn)


@pytest.mark.rule("borneo-fight-discard", "borneo-fight-defender-wins", "borneo-components")
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
    from rulesim.borneo import Borneo, State
    from rulesim.errors import InvalidSetupError
    with pytest.raises(InvalidSetupError) as info:
        State.arranged(Borneo(4), companies=given.get("companies", _columns()),
                       **{k: v for k, v in given.items() if k != "companies"})
    assert (info.value.field, info.value.rule_id) == (field, rule_id)
    es, en = (info.value.message.render(lang) for lang in ("es", "en"))
    assert es != en and all(w in es for w in words)


# ------------------------------------------------------------------ seed-14 survivors
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
    from conftest import refused
    three = cards_with(after_setup(), "red", 3)
    state = fight_state([three[0], three[1]], [three[2]]) if columns is None else after_setup(companies=columns)
    move = Attack("red", attacker, defender, (state.seats[0].hand[0],))
    error = refused(state, move, "borneo-fight-start")
    assert error.move == move
    assert error.message.render("es") == ("El defensor debe ser un comerciante de otro jugador, más arriba en la "
                                          "misma compañía.")
    assert error.message.render("en") == "The defender must be another player's merchant, higher up in the same company."


@pytest.mark.rule("borneo-missions-payment")
def test_a_mission_paid_with_the_same_card_twice_is_refused_naming_the_move():
    # a mission is paid by handing in cards from one's warehouse: one card is one card, it cannot be given twice
    from conftest import refused, relocate
    from rulesim.borneo import DEFAULT_DECK, CompleteMission
    from test_borneo_rules import mission_state, spice_cards
    state = mission_state()
    cards = spice_cards("pepper", 1, 3)
    for c in cards:
        relocate(state, c, state.seats[0].warehouse)
    port = next(p.id for p in DEFAULT_DECK.ports if p.spice == "pepper" and p.id in state.port_deck)
    state.port_deck.remove(port)
    state.seats[0].ports.append(port)
    state._legal = None
    four = next(m for m in state.board_missions if DEFAULT_DECK.missions[m].kind == "four_same")
    for move in (CompleteMission(four, (cards[0], cards[0], cards[1], cards[2])),
                 CompleteMission(four, tuple(cards), (port, port))):
        error = refused(state, move, "borneo-missions-payment")
        assert error.move == move
        assert error.message.render("es") == "Cada carta se entrega una sola vez."
        assert error.message.render("en") == "Each card can be handed in only once."
    state.push(CompleteMission(four, tuple(cards), (port,)))  # the same cards, each once, pay it
    assert four in state.seats[0].missions


@pytest.mark.rule("borneo-shipping-monopoly-order", "borneo-shipping-shared-order")
def test_taking_a_card_that_is_not_among_the_ports_spices_is_refused_naming_the_move():
    # the merchants choose, one by one, among the shipping cards of the port that was paid out
    from conftest import refused, relocate
    from rulesim.borneo import DEFAULT_DECK, Pass, PlayCard, TakeSpice
    from test_borneo_rules import FIGHT_COLUMNS
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
        assert error.message.render("es") == "Esa carta no está entre las especias del puerto."
        assert error.message.render("en") == "That card is not among the port's spices."


@pytest.mark.rule("borneo-setup-hand", "borneo-setup-ports", "borneo-draw-reshuffle")
def test_a_saved_game_counts_the_shuffles_made_so_far():
    # "Baraja las cartas de Envío ..."; "Baraja las cartas de puerto ...": two shuffles at setup; when the
    # draw pile runs out the discards are shuffled as the new draw pile: a third. The count is saved, so a
    # loaded game shuffles on from where it was.
    from conftest import relocate
    from rulesim.borneo import Borneo, Pass, PlayCard, State
    assert Borneo(4).new_state(5).to_dict()["shuffles"] == 2
    state = after_setup(seed=5)
    state.push(Pass())
    for c in list(state.draw):
        relocate(state, c, state.discard)
    explanation = state.push(PlayCard(state.seats[0].hand[0], state.ports[0].port))
    assert "borneo-draw-reshuffle" in explanation.rule_ids
    assert state.to_dict()["shuffles"] == 3
    assert State.from_dict(state.to_dict()).shuffles == 3
