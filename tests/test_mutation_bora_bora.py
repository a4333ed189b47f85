"""Tests that kill mutants which survived `make mutation` in Bora Bora (docs/mutation-testing.md).

Each oracle comes from the rules source (/work/shared/rules-source) or the book's rule paragraphs, never
from the code under test; each test names its rule.
"""

from __future__ import annotations

import pytest
from conftest import refused
from rulesim.bora_bora import PlaceDie, TakePerson
from rulesim.bora_bora.components import Action
from rulesim.bora_bora.parts import Building, Pending, Person, Phase, PlacedDie
from rulesim.bora_bora.state import State
from rulesim.moves import InvalidMoveError
from rulesim.position import InvalidPosition
from test_bora_bora import board, position


@pytest.mark.rule("bora-bora-people-space", "bora-bora-people-man")
def test_with_only_space_12_free_the_tile_goes_there_and_a_saved_game_keeps_the_action_under_way():
    # A person tile goes on a free space of the player's board; space 12 is one of them, so when it is the
    # only one free the tile can only go there.
    state = position(4, seats={0: {"huts": [1] * 11 + [0], "dice": [3]}})
    state.push(PlaceDie(3, "man"))
    assert state.phase == "person" and state.pending.action == "man" and state.pending.die == 3
    # the action under way (which action, its die) is part of a saved game
    saved = State.from_dict(state.to_dict())
    assert saved == state and saved.pending == state.pending and saved.to_dict() == state.to_dict()
    refused(state, TakePerson(1), "bora-bora-people-space")
    assert state.legal_moves() and all(m.to_12 for m in state.legal_moves())
    state.push(TakePerson(1, to_12=True))
    assert state.seats[0].people[11] is not None


@pytest.mark.rule("bora-bora-temple-place", "bora-bora-temple-push")
def test_the_temple_steps_say_the_reach_of_the_die_who_moves_one_space_and_when_nobody_moves():
    from rulesim.bora_bora.actions import temple_placement
    # "El resultado del dado indica el espacio de mayor valor": a 4 does not reach space 5.
    after, fallen, ex = temple_placement([None] * 6, 5, 0, 4)
    assert after is None and fallen is None
    assert "With a 4 the priest goes to a space from 1 to 4." in ex.to_text("en")
    assert "Con un 4 el sacerdote va a un espacio del 1 al 4." in ex.to_text("es")
    # An empty space: the priest stays there and nobody moves.
    after, fallen, ex = temple_placement([None] * 6, 3, 0, 4)
    assert after[2] == 0 and fallen is None
    assert ex.rule_ids == ["bora-bora-temple-place", "bora-bora-temple-push"]
    assert "The space was empty: nobody moves." in ex.to_text("en")
    # A priest already there moves one space along the arrows (towards space 1, into the empty one).
    after, fallen, ex = temple_placement([None, 1, None, None, None, None], 2, 2, 4)
    assert after[:2] == [1, 2] and fallen is None
    text = ex.to_text("en")
    assert "moves from space 2 to 1." in text and "nobody moves" not in text
    assert "pasa del espacio 2 al 1." in ex.to_text("es")


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-diagonal")
def test_the_expansion_steps_follow_the_books_example_from_the_central_mountain():
    from rulesim.bora_bora.actions import expand_reach
    from rulesim.bora_bora.components import REGIONS, paths_from
    # Book: from the central mountain by water a 4 reaches the east beach (value 4) but not the south
    # plains (value 5, which needs a 5 or a 6).
    targets, ex = expand_reach("C-mountain", "water", 4)
    assert targets == ["E-beach"]
    es = ex.to_text("es")
    assert "Expandirse desde: montaña de la isla central" in es
    assert "camino de valor 4 → sí" in es and "camino de valor 5 → no" in es
    assert ex.rule_ids[-1] == "bora-bora-expand-diagonal"
    # A region with no path of the kind: nothing is reached, and the steps say why.
    lonely = next((r, k) for r in REGIONS for k in ("land", "water") if not any(x[1] == k for x in paths_from(r)))
    targets, ex = expand_reach(lonely[0], lonely[1], 6)
    assert targets == [] and ex.rule_ids == ["bora-bora-expand-paths", "bora-bora-expand-diagonal"]
    assert "No sale ningún camino de ese tipo de esta región." in ex.to_text("es")


@pytest.mark.rule("bora-bora-helper-budget", "bora-bora-helper-costs", "bora-bora-q-helper-budget")
def test_the_helper_steps_price_each_article_and_say_whether_the_die_pays():
    from rulesim.bora_bora.actions import helper_budget
    from rulesim.bora_bora.options import HelperBudget
    # An offering costs 2 die points, a tattoo 1: 3 points fit a 3 ("no hace falta gastarlo todo").
    fits, total, ex = helper_budget(3, {"offering": 1, "tattoo": 1})
    es = ex.to_text("es")
    assert (fits, total) == (True, 3)
    assert "una ofrenda: 1 × 2 = 2." in es and "un tatuaje: 1 × 1 = 1." in es
    assert "Total: 3 de 3 puntos; no hace falta gastarlos todos." in es
    # Two offerings are 4 points: more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 2})
    assert (fits, total) == (False, 4)
    assert "Total: 4 puntos, más de los 2 del dado: no se puede." in ex.to_text("es")
    # The other reading counts articles whatever each costs: 3 offerings and a tattoo are 4, more than a 2.
    fits, total, ex = helper_budget(2, {"offering": 3, "tattoo": 1}, HelperBudget.ARTICLES)
    assert (fits, total) == (False, 4)
    es, en = ex.to_text("es"), ex.to_text("en")
    assert "una ofrenda: 3 artículos." in es and "un tatuaje: 1 artículo." in es
    assert "Total: 4 artículos, más de los 2 que permite el dado: no se puede." in es
    assert "4" in en and en != es


@pytest.mark.rule("bora-bora-helper-tattoo", "bora-bora-helper-god-card")
def test_the_helper_refuses_a_tattoo_without_men_and_a_god_card_that_is_not_on_offer():
    from rulesim.bora_bora import Trade
    # A tattoo turns a man tile not yet tattooed: a player with no man tile has none to turn.
    state = position(3, seats={0: {"dice": [5]}})
    state.push(PlaceDie(5, "helper"))
    error = refused(state, Trade("tattoo", 1), "bora-bora-helper-tattoo")
    assert "hombre" in error.text("es") and "man" in error.text("en")
    # A god card is the top of the pile or one of the five face-up cards, nothing else.
    with pytest.raises(InvalidMoveError):  # a yes or no is no card: such a move cannot even be made
        Trade("god_card", True)
    for choice in (5, "0"):
        refused(state, Trade("god_card", choice), "bora-bora-helper-god-card")
    state.push(Trade("god_card", 0))
    # a victory point is bought as it is: there is nothing to choose
    refused(state, Trade("points", 1), "bora-bora-helper-costs")


@pytest.mark.rule("bora-bora-q-combined")
def test_a_combined_tile_offers_only_its_own_two_actions():
    # With two players one tile joins man and woman: it offers those two actions and nothing else.
    state = position(2, seats={0: {"huts": [0] + [1] * 11, "dice": [6]}})
    refused(state, PlaceDie(6, "man-woman", "temple"), "bora-bora-q-combined")
    # …and a tile of one action offers no choice between actions
    refused(state, PlaceDie(6, "temple", "temple"), "bora-bora-q-combined")
    state.push(PlaceDie(6, "man-woman", "man"))
    assert state.pending.action == "man"


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-fish", "bora-bora-helper-material",
                  "bora-bora-build-materials", "bora-bora-setup-gods", "bora-bora-people-space", "bora-bora-setup-tiles",
                  "bora-bora-dice-roll")
def test_impossible_positions_name_the_part_the_rule_and_the_player():
    from rulesim.bora_bora.components import CEREMONY, MATERIALS
    state = position(3)
    assert state.problems() == []
    # a die too low for any path: the reason says the die
    rule_id, message = state.action_problem(0, "land", 1)
    assert rule_id == "bora-bora-expand-paths" and message.render("es").endswith("con un 1.")
    # a fish is scored only in a region the player expanded to
    state.seats[1].fish_scored = ["C-mountain"]
    # each ceremony space takes one material
    wrong = next(m for m in MATERIALS if m != CEREMONY[0][0])
    state.seats[0].ceremony[0][0] = wrong
    # a building covers two adjacent ceremony spaces
    state.seats[2].buildings = [Building(1, (0, 0), (1, 2))]
    # every god card is somewhere
    state.god_deck.pop()
    # a die shows 1 to 6
    state.placed[next(iter(state.placed))] = [PlacedDie(0, 7)]
    found = {(p.field, p.rule_id): p.message.render("es") for p in state.problems()}
    assert "jugador 2" in found[("seats[1].fish_scored", "bora-bora-expand-fish")]
    assert ("seats[0].ceremony", "bora-bora-helper-material") in found
    assert ("seats[2].buildings", "bora-bora-build-materials") in found
    assert found[("god_deck", "bora-bora-setup-gods")] == "Falta o sobra alguna carta de Dios."
    assert "de 1 a 6" in next(t for (f, r), t in found.items() if r == "bora-bora-dice-roll" and f.startswith("placed."))
    # a player board has 12 spaces; a 3-player game has no separate land tile
    with pytest.raises(InvalidPosition) as info:  # (a seat's field is refused citing its own rule)
        position(3, seats={0: {"people": board() + [Person("man", 0)]}})
    assert (info.value.field, info.value.rule_id) == ("seats[0].people", "bora-bora-people-space")
    with pytest.raises(InvalidPosition) as info:
        position(3, placed={"land": [PlacedDie(0, 2)]})
    assert (info.value.field, info.value.rule_id) == ("placed.land", "bora-bora-setup-tiles")


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-helper-material")
def test_impossible_dice_turns_and_phases_are_named():

    def found(state):
        return {(p.field, p.rule_id): p.message.render("es") for p in state.problems()}

    # each player has three dice
    extra = position(3)
    extra.seats[0].dice.append(2)
    n = len(extra.seats[0].dice)
    assert f"tiene tres dados: no puede tener {n} entre la mano y las fichas." in found(extra)[
        ("seats[0].dice", "bora-bora-dice-place")]
    # no action is under way while a die is still to be placed
    acting = position(3)
    acting.pending = Pending("man", 3, 0)
    assert found(acting)[("pending", "bora-bora-dice-place")] == "La acción en curso no cuadra con la fase."
    # placing a material on a ceremony space needs the material
    ceremony = position(3)
    ceremony.phase = Phase.CEREMONY
    assert ("placing", "bora-bora-helper-material") in found(ceremony)
    # once phase A is over nobody is to play
    done = position(3)
    done.phase, done.queue = Phase.DONE, []
    assert found(done)[("player", "bora-bora-dice-place")] == "Terminada la fase A, no le toca a nadie."


@pytest.mark.rule("bora-bora-dice-roll", "bora-bora-setup-huts")
def test_nobody_holds_dice_before_phase_a_and_everyone_three_after_the_first_huts():
    # The dice are rolled at the start of phase A ("Todos los jugadores tiran sus tres dados a la vez"),
    # after the first huts of the setup.
    from rulesim.bora_bora import BoraBora
    state = BoraBora(3).new_state(0)
    assert state.phase == "start-huts"
    assert [seat["dice"] for seat in state.to_dict()["seats"]] == [[], [], []]
    while state.phase not in ("place", "done"):
        state.push(state.legal_moves()[0])
    assert [len(seat["dice"]) for seat in state.to_dict()["seats"]] == [3, 3, 3]


@pytest.mark.rule("bora-bora-temple-place")
def test_the_temple_steps_are_titled_by_the_player_who_puts_the_priest():
    from rulesim.bora_bora.actions import temple_placement
    # Players are named from 1 on the page: player index 1 is "jugador 2".
    _after, _fallen, ex = temple_placement([None] * 6, 3, 1, 4)
    assert ex.title.render("es") == "Templo: el jugador 2 pone un sacerdote"
    assert ex.title.render("en") == "Temple: Player 2 puts a priest"


@pytest.mark.rule("bora-bora-expand-hut")
def test_the_expansion_step_names_the_board_space_the_hut_comes_from():
    # "puedes elegir cualquier cabaña, pero es mejor guardar el espacio 12": the board's spaces are numbered
    # 1 to 12; with spaces 1 and 2 empty the hut comes from space 3, or from space 12 when the player says so.
    from rulesim.bora_bora import Expand
    huts = [0, 0] + [1] * 9 + [2]
    island = {"C-mountain": [0], "C-plains": [1], "S-beach": [2], "E-plains": [3]}
    for from_12, space in ((True, 12), (False, 3)):
        state = position(4, island=island, seats={0: {"huts": huts, "dice": [6]}})
        state.push(PlaceDie(6, "land"))
        explanation = state.push(Expand("C-beach", from_12=from_12))
        assert f"El jugador 1 pone una cabaña (de su espacio {space}) en: " in explanation.to_text("es")
        assert f"Player 1 puts a hut (from their space {space}) in: " in explanation.to_text("en")


@pytest.mark.rule("bora-bora-helper-hut", "bora-bora-q-build-covers")
def test_two_huts_on_a_space_other_than_12_and_two_buildings_on_one_space_are_named():
    def found(state):
        return {(p.field, p.rule_id): (p.message.render("es"), p.message.render("en")) for p in state.problems()}

    # Only space 12 stacks huts ("pasa al espacio 12 ..., donde caben todas las que se quiera").
    state = position(3)
    state.seats[1].huts = [2, 0, 0] + [1] * 9  # still 11 on the board and one on the island: 12 huts
    assert found(state) == {("seats[1].huts", "bora-bora-helper-hut"): (
        "Solo el espacio 12 de un tablero admite varias cabañas; el jugador 2 tiene más de una en otro.",
        "Only space 12 of a board takes several huts; Player 2 has more than one on another.")}
    # By default the two spaces under a building tile are covered: no second tile on one of them.
    state = position(3)
    state.seats[2].buildings = [Building(1, (0, 0), (0, 1)), Building(2, (0, 1), (0, 2))]
    assert found(state) == {("seats[2].buildings", "bora-bora-q-build-covers"): (
        "Dos fichas de construcción en el mismo espacio.", "Two building tiles on the same space.")}


# ------------------------------------------------------------------ impossible positions, branch by branch
# Each row breaks one part of a legal position and names what the reader is told: the part of the position
# (``field``), the rule, and the sentence in both languages with its player, space, region or number.

def _break(change):
    state = position(3)
    change(state)
    return state


def _two_huts_in_one_region(s):
    region = next(r for r, owners in s.island.items() if 1 in owners)
    s.island[region].append(1)
    huts = s.seats[1].huts
    huts[huts.index(1)] = 0  # still 12 huts: the extra one came from the board


def _no_hut_on_the_islands(s):
    region = next(r for r, owners in s.island.items() if 0 in owners)
    s.island[region].remove(0)
    s.seats[0].huts[0] += 1  # back on the board: still 12 huts, none on the islands


def _hut_and_person_on_one_space(s):
    s.seats[0].people[11] = Person("man", s.men[0])  # space 12 still has its hut
    s.men[0] = s.man_stack.pop()


def _dice_not_decreasing(s):
    s.placed["helper"] = [PlacedDie(1, 3), PlacedDie(2, 3)]  # a 3 then another 3
    s.seats[1].dice.pop()
    s.seats[2].dice.pop()
    s.queue = s.queue[:-2]


PROBLEM_ROWS = [
    # (why, change, field, rule id, Spanish, English)
    ("a board of 11 spaces", lambda s: setattr(s.seats[0], "huts", [1] * 11), "seats[0].huts", "bora-bora-setup-player",
     "Un tablero de jugador tiene 12 espacios de cabaña.", "A player board has 12 hut spaces."),
    ("a negative hut count", lambda s: s.seats[0].huts.__setitem__(0, -1), "seats[0].huts", "bora-bora-setup-player",
     "Un tablero de jugador tiene 12 espacios de cabaña.", "A player board has 12 hut spaces."),
    ("a hut lost", lambda s: s.seats[1].huts.__setitem__(11, 0), "seats[1].huts", "bora-bora-setup-player",
     "El jugador 2 tiene 11 cabañas entre su tablero y las islas; cada jugador tiene 12.",
     "Player 2 has 11 huts between their board and the islands; each player has 12."),
    ("a hut and a tile on one space", _hut_and_person_on_one_space, "seats[0].people", "bora-bora-people-space",
     "El espacio 12 del jugador 1 tiene a la vez una cabaña y una ficha.",
     "Space 12 of Player 1 holds both a hut and a tile."),
    ("five priests on the temple", lambda s: setattr(s, "temple", [1] * 5 + [None]),
     "temple", "bora-bora-temple-place", "El jugador 2 tiene 5 sacerdotes en el templo, pero cada jugador tiene 4.",
     "Player 2 has 5 priests on the temple, but each player has 4."),
    ("no hut on the islands after setup", _no_hut_on_the_islands, "island", "bora-bora-setup-huts",
     "Tras la preparación, el jugador 1 tiene al menos su primera cabaña en las islas.",
     "After setup, Player 1 has at least their first hut on the islands."),
    ("negative victory points", lambda s: setattr(s.seats[1], "vp", -1), "seats[1].vp", "bora-bora-setup-order",
     "Los puntos, el estado, las ofrendas y las conchas no son negativos.",
     "Points, status, offerings and shells are never negative."),
    ("negative shells", lambda s: setattr(s.seats[2], "shells", -1), "seats[2].shells", "bora-bora-setup-order",
     "Los puntos, el estado, las ofrendas y las conchas no son negativos.",
     "Points, status, offerings and shells are never negative."),
    ("a hut of a fifth player", lambda s: s.island["C-mountain"].append(5), "island.C-mountain", "bora-bora-setup-player",
     "Hay una cabaña de un jugador que no está en la partida.", "There is a hut of a player who is not in the game."),
    ("two huts of one player in one region", _two_huts_in_one_region, "island.E-forest", "bora-bora-expand-one-hut",
     "El jugador 2 tiene dos cabañas en bosque de la isla este; cada jugador tiene una como mucho por región.",
     "Player 2 has two huts in the forest of the east island; each player has one at most per region."),
    ("a temple of five spaces", lambda s: setattr(s, "temple", s.temple[:5]), "temple", "bora-bora-temple-place",
     "El templo tiene seis espacios, con sacerdotes de los jugadores.",
     "The temple has six spaces, holding the players' priests."),
    ("a row of five men", lambda s: s.man_stack.append(s.men.pop()), "men", "bora-bora-setup-people",
     "Cada fila de fichas de hombre o de mujer tiene seis posiciones.", "Each row of man or woman tiles has six positions."),
    ("a woman tile lost", lambda s: s.woman_stack.pop(), "woman_stack", "bora-bora-setup-people",
     "Falta o sobra alguna ficha de hombre o de mujer.", "A man or woman tile is missing or duplicated."),
    ("a task tile lost", lambda s: s.task_stack.pop(), "task_stack", "bora-bora-setup-tasks",
     "Falta o sobra alguna ficha de tarea.", "A task tile is missing or duplicated."),
    ("a task tile twice", lambda s: s.task_stack.append(s.task_display[0]), "task_stack", "bora-bora-setup-tasks",
     "Falta o sobra alguna ficha de tarea.", "A task tile is missing or duplicated."),
    ("a die of a fifth player", lambda s: s.placed.__setitem__("helper", [PlacedDie(5, 3)]), "placed.helper",
     "bora-bora-dice-roll", "Un dado muestra de 1 a 6 y es de un jugador.", "A die shows 1 to 6 and belongs to a player."),
    ("two equal dice on a tile", _dice_not_decreasing, "placed.helper", "bora-bora-dice-lower",
     "Los dados de una ficha deben ir de mayor a menor.", "The dice on a tile must go from higher to lower."),
    ("a fourth die", lambda s: s.seats[2].dice.append(1), "seats[2].dice", "bora-bora-dice-place",
     "El jugador 3 tiene tres dados: no puede tener 4 entre la mano y las fichas.",
     "Player 3 has three dice: they cannot have 4 between their hand and the tiles."),
    ("a die missing from the turns to come", lambda s: s.queue.pop(), "queue", "bora-bora-dice-place",
     "El orden de los dados que faltan no cuadra con los dados en mano.",
     "The order of the dice still to place does not match the dice in hand."),
    ("the wrong player to play", lambda s: setattr(s, "player", 1), "player", "bora-bora-dice-place",
     "Le toca a quien encabeza el orden de los turnos que faltan.",
     "It is the turn of whoever heads the order of the turns still to play."),
    ("a fish scored where the player has no hut", lambda s: setattr(s.seats[1], "fish_scored", ["C-mountain"]),
     "seats[1].fish_scored", "bora-bora-expand-fish",
     "El jugador 2 solo puede haber puntuado el pez de una región donde se expandió.",
     "Player 2 can only have scored the fish of a region they expanded into."),
    ("a fish scored in no region", lambda s: setattr(s.seats[1], "fish_scored", ["nowhere"]), "seats[1].fish_scored",
     "bora-bora-expand-fish", "El jugador 2 solo puede haber puntuado el pez de una región donde se expandió.",
     "Player 2 can only have scored the fish of a region they expanded into."),
    ("stone on a sand space", lambda s: s.seats[0].ceremony[0].__setitem__(0, "stone"), "seats[0].ceremony",
     "bora-bora-helper-material",
     "El espacio de ceremonia de la fila 1, columna 1 solo admite arena.", "The ceremony space at row 1, column 1 only takes sand."),
    ("a building on diagonal spaces", lambda s: setattr(s.seats[2], "buildings", [Building(1, (0, 0), (1, 2))]),
     "seats[2].buildings", "bora-bora-build-materials", "Una ficha de construcción ocupa dos espacios de ceremonia contiguos.",
     "A building tile covers two adjacent ceremony spaces."),
    ("a building off the grid", lambda s: setattr(s.seats[2], "buildings", [Building(1, (0, 2), (0, 3))]),
     "seats[2].buildings", "bora-bora-build-materials", "Una ficha de construcción ocupa dos espacios de ceremonia contiguos.",
     "A building tile covers two adjacent ceremony spaces."),
    ("a face-up god card lost", lambda s: s.god_display.__setitem__(0, None), "god_deck", "bora-bora-setup-gods",
     "Falta o sobra alguna carta de Dios.", "A god card is missing or duplicated."),
    ("building tile 7", lambda s: setattr(s.seats[0], "buildings", [Building(7, (0, 0), (0, 1))]), "seats[0].buildings",
     "bora-bora-build-value", "Cada ficha de construcción (1 a 6) se construye una vez.",
     "Each building tile (1 to 6) is built once."),
    ("building tile 2 twice", lambda s: setattr(s.seats[0], "buildings", [Building(2, (0, 0), (0, 1)),
                                                                          Building(2, (1, 0), (1, 1))]),
     "seats[0].buildings", "bora-bora-build-value", "Cada ficha de construcción (1 a 6) se construye una vez.",
     "Each building tile (1 to 6) is built once."),
    ("a material under a building", lambda s: (setattr(s.seats[0], "buildings", [Building(1, (0, 0), (0, 1))]),
                                               s.seats[0].ceremony[0].__setitem__(0, "sand")),
     "seats[0].ceremony", "bora-bora-q-build-covers", "Un espacio bajo una ficha de construcción no puede tener material.",
     "A space under a building tile cannot hold a material."),
    ("a status marker twice in the stack", lambda s: s.status_stack.append(s.status_stack[0]), "status_stack",
     "bora-bora-setup-order", "Cada jugador tiene un marcador de estado en la pila.",
     "Each player has one status marker in the stack."),
    ("an action under way while a die is to be placed", lambda s: setattr(s, "pending", Pending(Action.TEMPLE, 3, 3)),
     "pending", "bora-bora-dice-place", "La acción en curso no cuadra con la fase.",
     "The action under way does not match the phase."),
    ("the fish of no region", lambda s: (setattr(s, "phase", Phase.FISH), setattr(s, "pending", Pending(Action.LAND, 4, 4)),
                                         s.queue.insert(0, 0)),
     "pending", "bora-bora-dice-place", "La acción en curso no cuadra con la fase.",
     "The action under way does not match the phase."),
    ("a seat missing", lambda s: s.seats.pop(), "seats", "bora-bora-setup-player",
     "Se espera lo que tiene cada jugador: 3 jugadores.", "Expected what each player holds: 3 players."),
    ("a turn order without player 3", lambda s: setattr(s, "order", [0, 1, 1]), "order", "bora-bora-setup-player",
     "El orden de turno nombra a cada jugador una vez.", "The turn order names each player once."),
    ("a fourth player in a game of three", lambda s: setattr(s, "player", 3), "player", "bora-bora-setup-player",
     "No hay ningún jugador 4.", "There is no Player 4."),
]


@pytest.mark.rule("bora-bora-setup-player", "bora-bora-helper-hut", "bora-bora-people-space", "bora-bora-temple-place",
                  "bora-bora-setup-huts", "bora-bora-setup-order", "bora-bora-expand-one-hut", "bora-bora-setup-people",
                  "bora-bora-setup-tasks", "bora-bora-dice-roll", "bora-bora-dice-lower", "bora-bora-dice-place",
                  "bora-bora-build-value", "bora-bora-q-build-covers", "bora-bora-expand-fish", "bora-bora-helper-material",
                  "bora-bora-build-materials", "bora-bora-setup-gods")
@pytest.mark.parametrize("why, change, field, rule_id, es, en", PROBLEM_ROWS, ids=[r[0] for r in PROBLEM_ROWS])
def test_an_impossible_position_names_its_part_its_rule_and_says_why_in_both_languages(why, change, field, rule_id, es, en):
    state = _break(change)
    found = [(p.field, p.rule_id, p.message.render("es"), p.message.render("en")) for p in state.problems()]
    assert (field, rule_id, es, en) in found, found
    with pytest.raises(InvalidPosition) as info:
        state.validate()
    assert (info.value.field, info.value.rule_id) == (found[0][0], found[0][1])


@pytest.mark.rule("bora-bora-temple-place", "bora-bora-dice-place", "bora-bora-q-stuck")
def test_the_priests_in_reserve_and_the_dice_set_aside_are_counted_so_none_is_ever_lost():
    # "4 sacerdotes" each, "3 dados": a priest not on the temple is in its owner's reserve, and a die neither in
    # hand nor on a tile was set aside.  Neither is kept apart, so neither can be lost or counted twice (the
    # old rows "a priest lost" and "a die set aside twice" cannot be written any more).
    state = position(3, temple=[1, None, 1, 2, None, None], seats={1: {"dice": [5]}},
                     placed={"helper": [PlacedDie(1, 6)]})
    assert state.priests == (4, 2, 3)
    assert state.aside == (0, 1, 0)  # player 2: one die on a tile, one in hand, so one set aside
    for name in ("priests", "aside"):
        with pytest.raises(AttributeError):
            setattr(state, name, (4, 4, 4))
    assert "priests" not in state.to_dict() and "aside" not in state.to_dict()
    with pytest.raises(InvalidPosition) as info:  # no part to give them with
        State.arranged(state.game, priests=[4, 4, 4])
    assert info.value.field == "priests"


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-helper-material")
def test_a_finished_phase_a_has_nobody_to_play_and_a_material_waits_for_its_space():
    def found(state):
        return {(p.field, p.rule_id): (p.message.render("es"), p.message.render("en")) for p in state.problems()}

    done = position(3)
    done.phase, done.queue, done.player = Phase.DONE, [], 1
    for seat in done.seats:
        seat.dice = []
    assert done.aside == (3, 3, 3)
    assert found(done) == {("player", "bora-bora-dice-place"): (
        "Terminada la fase A, no le toca a nadie.", "Once phase A is over, it is nobody's turn.")}
    done.player = None
    assert found(done) == {}
    waiting = position(3)
    waiting.phase = Phase.CEREMONY
    waiting.placing, waiting.resume = "sand", None
    assert found(waiting)[("placing", "bora-bora-helper-material")] == (
        "Falta el material que espera su espacio de ceremonia.", "The material waiting for its ceremony space is missing.")


# ------------------------------------------------------------------ the builder's refusals
ARRANGED_ROWS = [
    ("an order naming a player twice", {"order": [0, 0, 1]}, "order[1]", "bora-bora-setup-player",
     "Repetido: cada valor va una vez como mucho.", "Repeated: each value goes in once at most."),
    ("an order without a player", {"order": [0, 1, 3]}, "order", "bora-bora-setup-player",
     "El orden de turno nombra a cada jugador una vez.", "The turn order names each player once."),
    ("a fourth player in a game of three", {"player": 3}, "player", "bora-bora-setup-player",
     "No hay ningún jugador 4.", "There is no Player 4."),
    ("player -1", {"player": -1}, "player", "bora-bora-setup-player",
     "Debe estar entre 0 y 3.", "Must be between 0 and 3."),
    ("a seventh round", {"round": 7}, "round", "bora-bora-round",
     "Debe estar entre 1 y 6.", "Must be between 1 and 6."),
    ("round 0", {"round": 0}, "round", "bora-bora-round",
     "Debe estar entre 1 y 6.", "Must be between 1 and 6."),
    # (a seat's field that cannot be read is refused citing that field's own rule)
    ("a board of 13 spaces", {"seats": {0: {"people": [None] * 13}}}, "seats[0].people", "bora-bora-people-space",
     "Se esperan exactamente 12 elementos.", "Exactly 12 items are expected."),
    ("four dice in hand", {"seats": {1: {"dice": [6, 5, 4, 3]}}}, "seats[1].dice", "bora-bora-dice-roll",
     "Se esperan entre 0 y 3 elementos.", "Between 0 and 3 items are expected."),
    ("three dice in hand and one on a tile", {"seats": {1: {"dice": [6, 5, 4]}}, "placed": {"helper": [PlacedDie(1, 3)]}},
     "seats[1].dice", "bora-bora-dice-place",
     "El jugador 2 tiene tres dados: no puede tener 4 entre la mano y las fichas.",
     "Player 2 has three dice: they cannot have 4 between their hand and the tiles."),
    ("a player to play without a die", {"player": 1, "seats": {1: {"dice": []}}}, "seats[1].dice", "bora-bora-dice-place",
     "Al jugador 2 le toca poner un dado, pero no le queda ninguno.",
     "It is Player 2's turn to place a die, but they have none left."),
    ("an action under way that does not say which", {"phase": "helper", "pending": {"die": 3, "budget": 3}},
     "pending.action", "bora-bora-dice-place", "Falta este campo: la acción.", "This field is missing: the action."),
]


@pytest.mark.rule("bora-bora-setup-player", "bora-bora-round", "bora-bora-people-space", "bora-bora-dice-roll",
                  "bora-bora-dice-place")
@pytest.mark.parametrize("why, parts, field, rule_id, es, en", ARRANGED_ROWS, ids=[r[0] for r in ARRANGED_ROWS])
def test_a_position_that_cannot_exist_is_refused_naming_its_part(why, parts, field, rule_id, es, en):
    with pytest.raises(InvalidPosition) as info:
        position(3, **parts)
    error = info.value
    assert (error.field, error.rule_id) == (field, rule_id)
    assert (error.message.render("es"), error.message.render("en")) == (es, en)


@pytest.mark.rule("bora-bora-expand-paths")
def test_a_region_that_does_not_exist_is_refused_listing_the_regions():
    with pytest.raises(InvalidPosition) as info:
        position(3, island={"nowhere": [0]})
    assert (info.value.field, info.value.rule_id) == ("island.nowhere", "bora-bora-expand-paths")
    es, en = info.value.message.render("es"), info.value.message.render("en")
    assert es.startswith('Valor desconocido "nowhere"; se espera uno de: "C-forest"') and "C-mountain" in en


@pytest.mark.rule("bora-bora-setup-tiles")
def test_a_tile_not_in_play_is_refused_listing_the_tiles_there_are():
    # "3 jugadores: 6 fichas": the land and water paths share one tile, so there is no separate land tile.
    with pytest.raises(InvalidPosition) as info:
        position(3, placed={"land": [PlacedDie(0, 2)]})
    es, en = info.value.message.render("es"), info.value.message.render("en")
    assert es.startswith("Con 3 jugadores no hay esa ficha; hay: ") and en.startswith("With 3 players")
    assert "Ayudante" in es and "Helper" in en


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-setup-order")
def test_dice_not_given_follow_the_turn_order_from_the_player_to_play():
    # One die each in turn order: with player 1 holding a single die, whoever comes before in the order has
    # placed theirs already (none left) and whoever comes after still holds one.
    state = position(3, order=[1, 0, 2], seats={0: {"dice": [3]}})
    assert [len(seat.dice) for seat in state.seats] == [1, 0, 1]
    assert state.queue == [0, 2]
    # what is not given comes from the setup of seed 0
    game = state.game
    assert State.arranged(game) == State.arranged(game, seed=0) and State.arranged(game).seed == 0
    assert State.arranged(game) != State.arranged(game, seed=1)
    assert position(3, seats={0: {"dice": [3]}}) != position(3, seats={0: {"dice": [3]}}, seed=1)


@pytest.mark.rule("bora-bora-setup-player")
def test_a_new_game_is_the_setup_of_its_seed_and_the_one_line_position_names_the_player():
    from rulesim.bora_bora import BoraBora
    game = BoraBora(3)
    assert game.new_state(5).seed == 5 and game.new_state(5) == State.setup(game, 5)
    assert game.new_state(5).order != game.new_state(6).order or game.new_state(5).men != game.new_state(6).men
    assert position(3).position() == "round 1, phase place, player 1"
    assert position(3, player=2, order=[2, 0, 1]).position() == "round 1, phase place, player 3"


@pytest.mark.rule("bora-bora-people-man", "bora-bora-people-take")
def test_a_person_tile_is_a_man_or_a_woman_typed():
    assert type(Person("man", 0).kind) is Action and Person("woman", 1).kind is Action.WOMAN
    with pytest.raises(ValueError):
        Person("temple", 0)


@pytest.mark.rule("bora-bora-expand-hut")
def test_without_huts_on_the_board_there_is_no_expansion():
    # "Toma una cabaña de tu tablero": with none left on the board the path tiles do nothing.
    state = position(3)
    state.seats[0].huts = [0] * 12
    rule_id, why = state.action_problem(0, "land", 6)
    assert rule_id == "bora-bora-expand-hut"
    assert (why.render("es"), why.render("en")) == ("No te quedan cabañas en el tablero.", "You have no huts left on your board.")


# ------------------------------------------------------------------ refused moves, branch by branch
def _said(state, move, rule_id):
    """The refusal's rule (checked with the state untouched by ``refused``) and its two sentences."""
    error = refused(state, move, rule_id)
    return error.message.render("es"), error.message.render("en")


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-setup-tiles", "bora-bora-q-combined", "bora-bora-dice-lower",
                  "bora-bora-temple-place", "bora-bora-q-action-required")
def test_a_die_placement_is_refused_saying_which_die_tile_or_action_is_wrong():
    state = position(3, seats={0: {"dice": [5, 3]}}, placed={"helper": [PlacedDie(1, 4)]})
    assert _said(state, PlaceDie(2, "helper"), "bora-bora-dice-place") == (
        "No tienes ningún dado con un 2.", "You have no die showing 2.")
    assert _said(state, PlaceDie(5, "land"), "bora-bora-setup-tiles") == (
        "Esa ficha de acción no está en juego.", "That action tile is not in play.")
    assert _said(state, PlaceDie(5, "temple", "man"), "bora-bora-q-combined") == (
        "Esa ficha no ofrece esa acción.", "That tile does not offer that action.")
    # "solo puede colocarse un dado de valor inferior", whatever its colour: a 4 of player 2 is there
    assert _said(state, PlaceDie(5, "helper"), "bora-bora-dice-lower") == (
        "En la ficha Ayudante el dado más bajo es un 4: solo puedes poner uno menor, sea del color que sea.",
        "On the Helper tile the lowest die is a 4: you may only put a lower one, whatever its colour.")
    state.push(PlaceDie(3, "helper"))
    combined = position(2, seats={0: {"dice": [5]}})
    assert _said(combined, PlaceDie(5, "man-woman"), "bora-bora-q-combined") == (
        "En una ficha combinada hay que elegir una de sus dos acciones.", "On a combined tile one of its two actions must be chosen.")
    no_priests = position(3, temple=[0, 0, 0, 0, None, None], seats={0: {"dice": [4]}})
    assert _said(no_priests, PlaceDie(4, "temple"), "bora-bora-temple-place") == (
        "No te quedan sacerdotes en la reserva.", "You have no priests left in your reserve.")


ISLAND = {"C-mountain": [0], "E-forest": [1], "S-beach": [2], "E-plains": [3]}


@pytest.mark.rule("bora-bora-expand-paths", "bora-bora-expand-one-hut", "bora-bora-expand-diagonal", "bora-bora-expand-hut")
def test_an_expansion_is_refused_saying_the_die_the_kind_of_path_and_where_the_hut_comes_from():
    from rulesim.bora_bora import Expand
    land = position(4, island=ISLAND, seats={0: {"dice": [4]}})
    land.push(PlaceDie(4, "land"))
    assert _said(land, Expand("nowhere"), "bora-bora-expand-paths") == ("Esa región no existe.", "That region does not exist.")
    assert _said(land, Expand("C-mountain"), "bora-bora-expand-one-hut") == (
        "Ya tienes una cabaña en esa región.", "You already have a hut in that region.")
    unreachable = ("Con un 4 no llegas a esa región por un camino de tierra desde una región tuya.",
                   "With a 4 you cannot reach that region along a land path from one of your regions.")
    assert _said(land, Expand("C-forest"), "bora-bora-expand-diagonal") == unreachable  # diagonal: no path at all
    assert _said(land, Expand("S-plains"), "bora-bora-expand-paths") == unreachable      # a water path only
    water = position(4, island=ISLAND, seats={0: {"dice": [4]}})
    water.push(PlaceDie(4, "water"))
    assert _said(water, Expand("C-plains"), "bora-bora-expand-paths") == (
        "Con un 4 no llegas a esa región por un camino de agua desde una región tuya.",
        "With a 4 you cannot reach that region along a water path from one of your regions.")
    # a hut from space 12 only when there is one there
    empty_12 = position(4, island=ISLAND, seats={0: {"huts": [1] * 11 + [0], "dice": [4]}})
    empty_12.push(PlaceDie(4, "land"))
    assert _said(empty_12, Expand("C-beach", from_12=True), "bora-bora-expand-hut") == (
        "No tienes ninguna cabaña en el espacio 12.", "You have no hut on space 12.")
    # with every hut left on space 12, the hut comes from there (and may)
    only_12 = position(4, island=ISLAND, seats={0: {"huts": [0] * 11 + [11], "dice": [4]}})
    only_12.push(PlaceDie(4, "land"))
    assert _said(only_12, Expand("C-beach"), "bora-bora-expand-hut") == (
        "Solo te quedan cabañas en el espacio 12: la cabaña sale de allí.",
        "Your only huts left are on space 12: the hut comes from there.")
    only_12.push(Expand("C-beach", from_12=True))
    assert only_12.seats[0].huts[11] == 10 and 0 in only_12.island["C-beach"]


@pytest.mark.rule("bora-bora-helper-costs", "bora-bora-helper-budget", "bora-bora-helper-shells", "bora-bora-helper-material",
                  "bora-bora-helper-hut", "bora-bora-helper-god-card")
def test_a_helper_trade_is_refused_saying_what_is_wrong_with_it():
    from rulesim.bora_bora import Trade
    state = position(3, seats={0: {"dice": [3]}})
    state.push(PlaceDie(3, "helper"))
    assert _said(state, Trade("nothing"), "bora-bora-helper-costs") == (
        "El ayudante no ofrece eso.", "The helper does not offer that.")
    with pytest.raises(InvalidMoveError):  # an item is named: a number is no item, and no such move can be made
        Trade(5)
    # what needs no choice takes none (moving a hut to space 12 too)
    for item in ("points", "offering", "hut_to_12"):
        assert _said(state, Trade(item, 1), "bora-bora-helper-costs") == (
            "Esa compra no lleva elección.", "That purchase takes no choice.")
    assert _said(state, Trade("shells", 1), "bora-bora-helper-shells") == (
        "No tienes ninguna ficha de mujer sin girar.", "You have no woman tile left to turn.")
    assert _said(state, Trade("material", "gold"), "bora-bora-helper-material") == (
        "Elige arena, madera o piedra.", "Choose sand, wood or stone.")
    # a face-up god card already taken (its place empty) cannot be taken; the pile's top needs a pile
    god = "Se toma la carta de arriba del mazo (-1) o una de las cinco descubiertas (0 a 4)."
    shown = state.god_display[1]
    gap = position(3, seats={0: {"dice": [3]}}, god_deck=state.god_deck + [shown],
                   god_display=[None if i == 1 else card for i, card in enumerate(state.god_display)])
    gap.push(PlaceDie(3, "helper"))
    assert _said(gap, Trade("god_card", 1), "bora-bora-helper-god-card")[0] == god
    no_pile = position(3, seats={0: {"dice": [3]}, 1: {"god_cards": state.seats[1].god_cards + state.god_deck}},
                       god_deck=[])  # (every card of the pile in player 2's hand)
    no_pile.push(PlaceDie(3, "helper"))
    assert _said(no_pile, Trade("god_card", -1), "bora-bora-helper-god-card")[0] == god
    no_pile.push(Trade("god_card", 2))
    assert no_pile.god_display[2] is None  # nothing left to replace it
    one = position(3, seats={0: {"dice": [1]}})
    one.push(PlaceDie(1, "helper"))
    assert _said(one, Trade("offering"), "bora-bora-helper-budget") == (
        "Cuesta 2 (puntos de dado) y te quedan 1.", "It costs 2 (dice points) and you have 1 left.")
    no_hut = position(3, seats={0: {"dice": [3], "huts": [0] * 11 + [11]}})
    no_hut.push(PlaceDie(3, "helper"))
    assert _said(no_hut, Trade("hut_to_12"), "bora-bora-helper-hut") == (
        "No tienes ninguna cabaña que mover al espacio 12.", "You have no hut to move to space 12.")
    woman_on_12 = position(3, seats={0: {"dice": [3], "people": board(s12=Person("woman", 0)),
                                         "huts": [1] * 11 + [0]}}, women=[1, 2, 3, 4, 5, 6])
    woman_on_12.push(PlaceDie(3, "helper"))
    assert _said(woman_on_12, Trade("hut_to_12"), "bora-bora-helper-hut") == (
        "Tu espacio 12 está ocupado por una ficha.", "Your space 12 holds a tile.")
    which = ("Elige cuál: el espacio de tu tablero de una ficha de mujer sin girar (12).",
             "Say which: the space on your board of a woman tile not yet turned (12).")
    for choice in (1, None):
        assert _said(woman_on_12, Trade("shells", choice), "bora-bora-helper-shells") == which
    with pytest.raises(InvalidMoveError):  # a yes or no is no board space
        Trade("shells", True)
    woman_on_12.push(Trade("shells", 12))
    assert woman_on_12.seats[0].people[11].turned


@pytest.mark.rule("bora-bora-build-value", "bora-bora-build-materials")
def test_a_building_is_refused_saying_the_die_the_tile_or_the_spaces():
    from rulesim.bora_bora import Build
    state = position(3, seats={0: {"ceremony": [["sand", "wood", None], [None, None, "wood"]],
                                   "buildings": [Building(1, (1, 0), (1, 1))], "dice": [3]}})
    state.push(PlaceDie(3, "build"))
    up_to_3 = ("Con un 3 se construye una ficha de valor 3 o menor.", "With a 3 you build a tile worth 3 or less.")
    assert _said(state, Build(4, (0, 0), (0, 1)), "bora-bora-build-value") == up_to_3
    assert _said(state, Build(7, (0, 0), (0, 1)), "bora-bora-build-value") == up_to_3
    assert _said(state, Build(1, (0, 0), (0, 1)), "bora-bora-build-value") == (
        "Esa ficha de construcción ya está construida.", "That building tile is already built.")
    assert _said(state, Build(2, (0, 2), (0, 3)), "bora-bora-build-materials") == (
        "Ese espacio de ceremonia no existe.", "That ceremony space does not exist.")
    assert _said(state, Build(2, (0, 1), (1, 2)), "bora-bora-build-materials") == (
        "Los dos espacios de ceremonia deben estar uno junto al otro, en horizontal o en vertical.",
        "The two ceremony spaces must be next to each other, horizontally or vertically.")
    assert _said(state, Build(2, (0, 1), (0, 2)), "bora-bora-build-materials") == (
        "Los dos espacios deben tener material.", "Both spaces must hold a material.")
    state.push(Build(2, (0, 0), (0, 1)))
    assert state.built_values(0) == {1, 2}


# ------------------------------------------------------------------ what each move is called
def _describe_rows():
    from rulesim.bora_bora import (Build, EndTrade, Expand, Fish, NextRound, PlaceMaterial, Priest, StartHut,
                                   TakeResource, Trade)
    return [
        (NextRound(), "pasa a la ronda siguiente", "goes on to the next round"),
        (StartHut("C-mountain"), "primera cabaña en: montaña de la isla central", "first hut in: mountains of the central island"),
        (PlaceDie(3, "land"), "pone un 3 en Camino de tierra", "puts a 3 on Land path"),
        (Expand("C-beach"), "se expande a: playa de la isla central", "expands to: beach of the central island"),
        (Expand("C-beach", True), "se expande a: playa de la isla central, con una cabaña de su espacio 12",
         "expands to: beach of the central island, with a hut from their space 12"),
        (TakeResource(True), "toma el recurso de la región", "takes the region's resource"),
        (TakeResource(False), "deja el recurso de la región", "leaves the region's resource"),
        (PlaceMaterial(0, 1), "pone el material en su espacio de ceremonia de la fila 1, columna 2",
         "puts the material on their ceremony space at row 1, column 2"),
        (Fish(True), "puntúa el pez", "scores the fish"),
        (Fish(False), "no puntúa el pez", "does not score the fish"),
        (TakePerson(2), "toma la ficha de la posición 2", "takes the tile at position 2"),
        (TakePerson(2, True), "toma la ficha de la posición 2 y la pone en su espacio 12",
         "takes the tile at position 2 and puts it on their space 12"),
        (Trade("tattoo", 3), "cambia puntos de dado por: un tatuaje (la ficha de su espacio 3)",
         "trades dice points for: a tattoo (the tile on their space 3)"),
        (Trade("shells", 2), "cambia puntos de dado por: una recogida de conchas (la ficha de su espacio 2)",
         "trades dice points for: a shell collection (the tile on their space 2)"),
        (Trade("offering"), "cambia puntos de dado por: una ofrenda", "trades dice points for: an offering"),
        (Trade("god_card", 1), "cambia puntos de dado por: una carta de Dios", "trades dice points for: a god card"),
        (EndTrade(), "deja de cambiar", "stops trading"),
        (Priest(4), "pone un sacerdote en el espacio 4", "puts a priest on space 4"),
        (Build(5, (0, 0), (0, 1)), "construye la ficha 5", "builds tile 5"),
    ]


@pytest.mark.rule("bora-bora-dice-place", "bora-bora-expand-hut", "bora-bora-expand-fish", "bora-bora-helper-tattoo",
                  "bora-bora-helper-shells", "bora-bora-temple-place", "bora-bora-build-value")
def test_every_move_is_named_in_both_languages_with_its_region_space_or_value():
    state = position(3)
    for move, es, en in _describe_rows():
        assert (move.said(state).render("es"), move.said(state).render("en")) == (es, en), move


@pytest.mark.rule("bora-bora-dice-place")
def test_a_played_move_is_titled_by_its_player_and_the_move():
    state = position(3, order=[1, 0, 2], player=1, seats={1: {"dice": [4]}})
    explanation = state.push(PlaceDie(4, "temple"))
    assert explanation.title.render("es") == "jugador 2: pone un 4 en Templo"
    assert explanation.title.render("en") == "Player 2 puts a 4 on Temple"


@pytest.mark.rule("bora-bora-expand-one-hut", "bora-bora-expand-paths")
def test_a_region_where_the_player_has_a_hut_is_skipped_and_the_next_paths_still_count():
    from rulesim.bora_bora.actions import expand_reach
    # From the central mountain the land paths lead to the beach (2) and the plains (4): a hut already on the
    # beach leaves the plains, within a 6's reach.
    targets, ex = expand_reach("C-mountain", "land", 6, huts=("C-beach",))
    assert targets == ["C-plains"]
    assert ex.rule_ids == ["bora-bora-expand-one-hut", "bora-bora-expand-paths", "bora-bora-expand-diagonal"]
    assert "playa de la isla central: ya tienes una cabaña allí." in ex.to_text("es")
    assert "camino de valor 4 → sí" in ex.to_text("es")


# ------------------------------------------------------------------ saved games
SEAT_LISTS = {"vp": "vp", "status": "status", "huts": "huts", "ceremony": "ceremony", "beside": "beside",
              "offerings": "offerings", "shells": "shells", "fish_scored": "fish_scored", "god_hands": "god_cards",
              "tasks": "tasks", "dice": "dice"}


def _format_2(data: dict) -> dict:
    """A save of this format written as the second format did: each player's things in parallel lists, a man or
    woman tile as ``[kind, tile, turned]``, a die on a tile as ``[player, value]``, a building as ``{value,
    spaces}``, and the priests in reserve (four less those on the temple) and the dice set aside (three less
    those in hand and on the tiles, none during the setup) kept as lists."""
    old = {k: v for k, v in data.items() if k != "seats"}
    old["format"] = 2
    seats = data["seats"]
    for name, field in SEAT_LISTS.items():
        old[name] = [seat[field] for seat in seats]
    old["people"] = [[None if x is None else [x["kind"], x["tile"], x["turned"]] for x in seat["people"]]
                     for seat in seats]
    old["buildings"] = [[{"value": b["value"], "spaces": [b["a"], b["b"]]} for b in seat["buildings"]]
                        for seat in seats]
    old["placed"] = {tile: [[d["player"], d["value"]] for d in dice] for tile, dice in data["placed"].items()}
    old["priests"] = [4 - data["temple"].count(p) for p in range(len(seats))]
    on_tiles = [sum(d["player"] == p for dice in data["placed"].values() for d in dice) for p in range(len(seats))]
    setup = data["phase"] == "start-huts" or (data["phase"] == "ceremony" and data["resume"] == "start-huts")
    old["aside"] = [0 if setup else 3 - on_tiles[p] - len(seat["dice"]) for p, seat in enumerate(seats)]
    return old


def _format_1(data: dict) -> dict:
    """A save of this format written as the first format did: hut flags, ceremony and buildings keyed by strings,
    no ``aside`` nor ``format``, the pending action a dict that may carry more keys."""
    second = _format_2(data)
    old = dict(second)
    del old["format"], old["aside"]
    old["huts"] = [[bool(h) for h in row] for row in second["huts"]]
    old["ceremony"] = [{f"{r},{c}": m for r, row in enumerate(grid) for c, m in enumerate(row)}
                       for grid in second["ceremony"]]
    old["buildings"] = [{str(v): None for v in range(1, 7)} | {str(b["value"]): b["spaces"] for b in row}
                        for row in second["buildings"]]
    if second["pending"] is not None:
        old["pending"] = dict(second["pending"], note="of the first format")
    return old


def _waiting_for_the_fish():
    from rulesim.bora_bora import Expand
    state = position(4, island=ISLAND, seats={0: {"dice": [4], "ceremony": [["sand", "wood", None], [None, None, None]]},
                                              1: {"buildings": [Building(2, (0, 0), (0, 1))]}})
    state.push(PlaceDie(4, "land"))
    state.push(Expand("C-beach"))
    while state.phase != "fish":
        state.push(state.legal_moves()[0])
    return state


@pytest.mark.rule("bora-bora-expand-fish", "bora-bora-helper-material", "bora-bora-setup-player")
def test_a_saved_game_keeps_the_region_just_settled_and_the_material_waiting_and_the_first_format_loads_the_same():
    from rulesim.bora_bora import Trade
    fish = _waiting_for_the_fish()
    assert fish.pending.region == "C-beach"
    again = State.from_dict(fish.to_dict())
    assert again.pending.region == "C-beach" and again == fish
    assert State.from_dict(_format_2(fish.to_dict())) == fish  # the second format loads the same
    upgraded = State.from_dict(_format_1(fish.to_dict()))
    assert upgraded.pending == fish.pending and upgraded == fish
    assert upgraded.seats[1].buildings == [Building(2, (0, 0), (0, 1))]
    assert upgraded.seats[0].ceremony[0][:2] == ["sand", "wood"]
    # a material with two free spaces that take it waits for the player's choice
    helper = position(3, seats={0: {"dice": [3]}})
    helper.push(PlaceDie(3, "helper"))
    helper.push(Trade("material", "sand"))
    assert helper.phase == "ceremony" and helper.placing == "sand"
    again = State.from_dict(helper.to_dict())
    assert again.placing == "sand" and again.resume == "helper" and again == helper
    assert State.from_dict(_format_2(helper.to_dict())) == helper
    assert State.from_dict(_format_1(helper.to_dict())) == helper
    # men and women on a board, and dice on the tiles, in both older formats
    from rulesim.bora_bora.examples import anna
    example = anna()
    for older in (_format_2, _format_1):
        again = State.from_dict(older(example.to_dict()))
        assert again == example and [p.symbols for p in again.seats[0].people if p] == [2, 3, 3]


@pytest.mark.rule("bora-bora-setup-player")
def test_a_save_in_an_unknown_format_or_missing_a_part_is_refused_in_both_languages():
    from rulesim.errors import InvalidSetupError
    data = position(3).to_dict()
    assert data["format"] == 3
    with pytest.raises(InvalidSetupError) as info:
        State.from_dict(dict(data, format=4))
    assert info.value.rule_id == "bora-bora-setup-player"
    assert (info.value.message.render("es"), info.value.message.render("en")) == (
        "Formato de partida guardada desconocido: 4.", "Unknown format of saved game: 4.")
    broken = dict(data)
    del broken["seats"]
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(broken)
    assert (info.value.field, info.value.rule_id) == ("seats", "bora-bora-setup-player")
    assert info.value.message.render("es") == "Partida guardada ilegible: falta seats."
    assert info.value.message.render("en") == "Unreadable saved game: seats is missing."
    # a save of the second format without the huts: refused naming each player's huts
    second = _format_2(data)
    del second["huts"]
    with pytest.raises(InvalidPosition) as info:
        State.from_dict(second)
    assert (info.value.field, info.value.rule_id) == ("seats[0].huts", "bora-bora-setup-player")
    texts = info.value.texts()
    assert texts["es"] != texts["en"]


@pytest.mark.rule("bora-bora-temple-push", "bora-bora-temple-place")
def test_the_temple_steps_name_who_is_pushed_from_which_space_and_who_falls_out():
    from rulesim.bora_bora import Priest
    # A priest on space 2 pushes the one there towards space 1, which pushes the one on space 1 out of the temple.
    state = position(3, temple=[2, 1, None, None, None, None], seats={0: {"dice": [3]}})
    state.push(PlaceDie(3, "temple"))
    es, en = (lambda ex: (ex.to_text("es"), ex.to_text("en")))(state.push(Priest(2)))
    assert "El jugador 1 pone un sacerdote en el espacio 2 del templo." in es
    assert "El sacerdote del jugador 2 que estaba en el espacio 2 avanza un espacio según las flechas." in es
    assert "El sacerdote del jugador 3 que estaba en el espacio 1 avanza un espacio según las flechas." in es
    assert "El último sacerdote de la fila, del jugador 3, cae y vuelve a su reserva." in es
    assert "Player 1 puts a priest on space 2 of the temple." in en
    assert "Player 2's priest on space 2 moves one space along the arrows." in en
    assert "Player 3's priest on space 1 moves one space along the arrows." in en
    assert "The last priest in the row, Player 3's, falls out and goes back to their reserve." in en
    assert state.temple[:2] == [1, 0] and state.priests == (3, 3, 4)


# ----------------------------------------------------------------- seed-14 survivors
def _says(error, es: str, en: str) -> None:
    """The refusal's sentence, word for word, in both languages."""
    assert error.message.render("es") == es, error.message.render("es")
    assert error.message.render("en") == en, error.message.render("en")


@pytest.mark.rule("bora-bora-build-materials", "bora-bora-expand-one-hut", "bora-bora-helper-budget")
def test_a_build_off_the_ceremony_grid_a_second_hut_in_a_region_and_a_trade_over_budget_name_the_move():
    from rulesim.bora_bora import Build, Expand, Trade
    # the ceremony spaces are two rows of three: row 2 (third row) does not exist
    build = position(3, seats={0: {"ceremony": [["sand", "wood", None], [None, None, "wood"]], "dice": [3]}})
    build.push(PlaceDie(3, "build"))
    move = Build(3, (0, 1), (2, 1))
    error = refused(build, move, "bora-bora-build-materials")
    assert error.move == move
    _says(error, "Ese espacio de ceremonia no existe.", "That ceremony space does not exist.")
    # "¡Cada jugador no puede tener más de una cabaña por región!"
    expand = position(4, island={"C-mountain": [0], "C-plains": [0, 1], "S-beach": [2], "E-plains": [3]},
                      seats={0: {"dice": [6]}})
    expand.push(PlaceDie(6, "land"))
    move = Expand("C-plains")
    error = refused(expand, move, "bora-bora-expand-one-hut")
    assert error.move == move
    _says(error, "Ya tienes una cabaña en esa región.", "You already have a hut in that region.")
    # a 3 on the helper: an offering costs 2 dice points, so after one only 1 point is left
    trade = position(3, seats={0: {"dice": [3]}})
    trade.push(PlaceDie(3, "helper"))
    trade.push(Trade("offering"))
    move = Trade("offering")
    error = refused(trade, move, "bora-bora-helper-budget")
    assert error.move == move
    _says(error, "Cuesta 2 (puntos de dado) y te quedan 1.", "It costs 2 (dice points) and you have 1 left.")


@pytest.mark.rule("bora-bora-setup-people", "bora-bora-people-take")
def test_a_position_keeps_the_setups_rows_and_refills_a_place_whose_tile_is_on_a_board_from_the_top_of_its_pile():
    # Setup: 36 tiles of each kind shuffled into a face-down pile, 6 drawn face up onto positions 1 to 6.
    # A position built from a seed keeps that setup's rows; a tile now on a player board has left its row,
    # and its place holds a tile drawn from the pile (from one end of it: the pile is not rummaged through).
    from rulesim.bora_bora import BoraBora
    setup = State.setup(BoraBora(4), 0)
    plain = position(4)
    assert plain.men == setup.men and plain.women == setup.women
    assert plain.man_stack == setup.man_stack and plain.woman_stack == setup.woman_stack
    taken = setup.men[2]
    state = position(4, seats={0: {"people": board(s1=Person("man", taken))}})
    assert state.men[:2] == setup.men[:2] and state.men[3:] == setup.men[3:] and state.women == setup.women
    drawn = state.men[2]
    assert drawn in setup.man_stack and drawn not in state.man_stack and taken not in state.men + state.man_stack
    pile = setup.man_stack
    assert drawn in (pile[0], pile[-1])
    assert state.man_stack == (pile[1:] if drawn == pile[0] else pile[:-1])
    # two tiles on boards: two places refilled, with the two tiles at that end of the pile
    two = position(4, seats={0: {"people": board(s1=Person("man", setup.men[0]))},
                             1: {"people": board(s1=Person("man", setup.men[4]))}})
    refills = {two.men[0], two.men[4]}
    assert refills in ({pile[0], pile[1]}, {pile[-1], pile[-2]})
    assert sorted(two.man_stack) == sorted(set(pile) - refills) and len(two.man_stack) == len(pile) - 2
