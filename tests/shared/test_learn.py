"""Learn by playing (issue 24): a whole learning game of every game, in both languages, through
:class:`rulesim.learn.LearningGame` and through the page's widget (:class:`rulesim.learn_panel.LearningPanel`,
its buttons clicked as a reader taps them).

The oracles: the engine itself (the reader's moves are exactly ``legal_moves()``, a refusal is the error ``push``
raises, the hint is the game's simple player's choice, the end is ``is_over()`` with ``scores()``/``winners()``),
the rule registry (every narrated step cites a registered rule id) and each game's own declaration of the end
its source allows (``presentation.learning``).
"""

from __future__ import annotations

import dataclasses
import json

import pytest
from messages import values_of

from rulesim.advice import write_move
from rulesim.check import from_fragment, rule
from rulesim.errors import IllegalMoveError
from rulesim.game import games
from rulesim.kinds import SituationError
from rulesim.learn import LearningError, LearningGame, Narrated, learning_of
from rulesim.rules import REGISTRY

GAMES = list(games())
LANGS = ("es", "en")


def refused_move(g: LearningGame):
    """A move of the game so far that is not legal now (the reader's "why not?"), if there is one."""
    for move in reversed(g.state.history):
        if g.state.refusal(move) is not None:
            return move
    return None


def assert_cites_registered_rules(step: Narrated) -> None:
    assert step.rule_ids, f"{step.title.render('en')}: a narrated move cites no rule"
    unknown = [r for r in step.rule_ids if r not in REGISTRY]
    assert not unknown, f"unregistered rule ids {unknown}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_learning_game_to_the_end_the_source_allows(game_id, lang):
    info = games()[game_id]
    g = LearningGame(game_id, seat=1, seed=5)
    asked = undone = hinted = False
    mine = 0
    while not g.over:
        for step in g.others():
            assert not step.mine and step.player != g.seat
            assert_cites_registered_rules(step)
            assert step.title.render(lang) and all(s.render(lang) for s in step.steps.steps)
        if g.over:
            break
        assert g.my_turn and g.state.player == g.seat
        assert g.status().render(lang)
        groups = g.groups()
        listed = [move for _kind, moves in groups for move in moves]
        assert sorted(map(write_move, listed)) == sorted(map(write_move, g.state.legal_moves()))
        for kind, _items in groups:
            assert g.kind_label(kind).render(lang)
        hint = g.hint()
        assert hint is not None and hint.choice.move in g.state.legal_moves()
        assert learning_of(info).thumb.render(lang) in hint.why.render(lang)
        hinted = True
        if not asked and (move := refused_move(g)) is not None:
            refusal = g.why_not(move)
            with pytest.raises(IllegalMoveError) as raised:
                g.state.trial(move)
            assert refusal is not None and refusal.rule_id == raised.value.rule_id in REGISTRY
            assert refusal.message.render(lang)
            assert isinstance(g.play(move), type(refusal))  # refused, not played
            asked = True
        before = g.state.to_dict()
        told = g.play(hint.choice.move)
        assert isinstance(told, Narrated) and told.mine and told.player == g.seat
        assert_cites_registered_rules(told)
        mine += 1
        if mine == 2 and not undone:
            assert g.undo()
            assert g.state.to_dict() == before and g.my_turn
            undone = True
    assert asked and undone and hinted
    assert all(r in REGISTRY for step in g.told for r in step.rule_ids)
    end = g.end()
    assert end is not None
    said = end.render(lang)
    learning = learning_of(info)
    assert learning.end.render(lang) in said
    for name in learning.deciding:
        assert info.options.spec(name).label.render(lang) in said
    scores = g.state.scores()
    if scores is not None:
        for p in g.state.winners():
            assert g.name(p).render(lang) in said
    assert g.next() is None and g.hint() is None and g.groups() == ()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_others_play_their_simple_player_and_the_hint_is_its_choice(game_id):
    info = games()[game_id]
    g = LearningGame(game_id, seat=0, seed=2)
    while not g.my_turn and not g.over:
        g.next()
    chooser = learning_of(info).player(g.seed * 10 + g.seat + len(g.state.history))
    hint = g.hint()
    assert hint is not None and hint.choice.move == chooser.choose(g.state)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_goes_back_before_the_reader_s_last_move_and_the_others_after_it(game_id):
    g = LearningGame(game_id, seat=0, seed=1)
    g.others()
    saved, told = g.state.to_dict(), len(g.told)
    assert not g.can_undo and not g.undo()
    g.play(g.state.legal_moves()[0])
    g.others()
    assert g.undo()
    assert g.state.to_dict() == saved and len(g.told) == told and g.my_turn


@pytest.mark.parametrize("game_id", GAMES)
def test_the_position_opens_in_the_check_panel_on_what_may_i_do_now(game_id):
    g = LearningGame(game_id, seat=1, seed=4)
    g.others()
    g.play(g.state.legal_moves()[-1])
    g.others()
    move = refused_move(g)
    if move is not None:
        g.why_not(move)
    s = from_fragment(g.check_fragment())
    assert s.game.id == game_id and s.question.id == "now"
    outcome = rule(s).outcome
    assert outcome["count"] == len(g.state.legal_moves())
    if move is not None:
        assert outcome["asked_legal"] is False and outcome["refusal_rule"] == g.state.refusal(move).rule_id



@pytest.mark.parametrize("game_id", GAMES)
def test_the_link_at_every_move_is_the_one_a_checked_situation_gives(game_id):
    """The page shares the engine's own position without rebuilding it at every move: the link must be the
    very link of the situation read and checked as a file is."""
    from rulesim.check import share_fragment, situation

    g = LearningGame(game_id, seed=2)
    for _ in range(25):
        if g.over:
            break
        table = {"players": g.players, "position": json.dumps(g.state.to_dict(history=False), sort_keys=True,
                                                               separators=(",", ":"))}
        assert g.check_fragment() == share_fragment(situation(game_id, "now", table))
        g.next() if not g.my_turn else g.play(g.state.legal_moves()[0])

@pytest.mark.parametrize("lang", LANGS)
def test_impossible_requests_are_typed_errors_naming_their_field(lang):
    with pytest.raises(LearningError) as raised:
        LearningGame("borneo", players=2)
    assert raised.value.field == "players" and values_of(raised.value.message) == {"counts": {"value": "3, 4, 5"}}
    assert raised.value.message.render(lang)
    with pytest.raises(LearningError) as raised:
        LearningGame("borneo", players=3, seat=3)
    assert raised.value.field == "seat"
    g = LearningGame("caribic")
    with pytest.raises(SituationError) as wrong:
        g.why_not("Sail")
    assert wrong.value.field == "move" and wrong.value.message.render(lang)
    with pytest.raises(SituationError):
        g.why_not("NoSuchMove")


def test_a_game_without_a_learning_declaration_is_an_error_where_it_is_declared():
    info = games()["borneo"]
    bare = dataclasses.replace(info, presentation=dataclasses.replace(info.presentation, learning=None))
    with pytest.raises(TypeError, match="learning=Learning"):
        learning_of(bare)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_move_kind_of_every_game_is_in_words(game_id):
    info = games()[game_id]
    kinds = learning_of(info).kinds
    assert set(kinds) == set(info.moves), "a move kind without words (or words for no kind)"
    for lang in LANGS:
        assert all(k.render(lang) for k in kinds.values())


# ------------------------------------------------------------------------------- the page's widget
def panel_plays_a_whole_game(game_id: str, lang: str):
    pytest.importorskip("ipywidgets")
    from rulesim.learn_panel import LearningPanel

    panel = LearningPanel(game_id, lang)
    panel.seat.value = 1
    panel.new_game.click()
    assert panel.game.seat == 1
    mine, undone, hinted, asked = 0, False, False, False
    while panel.game.end() is None:
        assert panel.status.value and panel.picture.value.count("<svg") >= 1
        assert 'href="check.html#situation=' in panel.link.value
        if panel.next.layout.display != "none":
            panel.next.click()
            assert "rule-ref" in panel.told.value
            continue
        assert panel.mine.layout.display != "none" and panel.choice.options
        if not hinted:
            panel.hint.click()
            hinted = "admonition tip" in panel.answer.value and panel.choice.value == panel.game.hint().choice.move
        if not asked and (move := refused_move(panel.game)) is not None:
            panel.ask.value = "NoSuchMove x=1"
            panel.why.click()
            assert "admonition warning" in panel.answer.value and "Traceback" not in panel.answer.value
            panel.ask.value = write_move(move)
            panel.why.click()
            asked = f"[{panel.game.state.refusal(move).rule_id}]" in panel.answer.value
        panel.play.click()
        assert "rule-ref" in panel.told.value
        mine += 1
        if mine == 2 and not undone:
            told = len(panel.game.told)
            panel.undo.click()
            undone = len(panel.game.told) < told and panel.game.my_turn
    return panel, mine, undone, hinted, asked


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_s_panel_plays_a_whole_game_by_clicks(game_id, lang):
    panel, mine, undone, hinted, asked = panel_plays_a_whole_game(game_id, lang)
    assert mine > 2 and undone and hinted and asked
    end = panel.game.end()
    assert end is not None and end.render(lang) in panel.end.value.replace("&#x27;", "'").replace("&quot;", '"')
    assert panel.next.layout.display == "none" and panel.mine.layout.display == "none"
    assert panel.status.value.count(panel.game.status().render(lang)) == 1


def test_the_panel_offers_the_game_s_player_counts_and_the_seats_of_the_count_chosen():
    pytest.importorskip("ipywidgets")
    from rulesim.learn_panel import LearningPanel

    panel = LearningPanel("ships", "en")
    assert [v for _label, v in panel.players.options] == [2, 3, 4]
    panel.players.value = 4
    assert [label for label, _v in panel.seat.options] == [
        panel.game.state.player_name(p).render("en") for p in range(4)]
    assert panel.game.players == 4


def test_a_kind_with_many_moves_lists_a_few_in_words_and_says_how_many_more():
    pytest.importorskip("ipywidgets")
    from rulesim.learn_panel import MOST, LearningPanel

    panel = LearningPanel("maracaibo", "en")
    while not panel.game.my_turn:
        panel.next.click()
    (_kind, items), = panel.game.groups()  # the eight cards first dealt: many ways to place them
    assert len(items) > MOST and len(panel.choice.options) == len(items)
    assert panel.moves_html.value.count("<li>") == MOST + 1
    assert f"and {len(items) - MOST} more moves of this kind" in panel.moves_html.value


@pytest.mark.parametrize("lang", LANGS)
def test_the_reader_sees_which_bribe_card_goes_on_which_ship_and_not_the_others_cards(lang):
    """Caribic's bribes are placed hidden and revealed ship by ship ("cada jugador revela su carta de oferta
    para Arriba", source): the reader choosing their bribe must see each card and the ship it goes on — seven
    choices that read alike are no choice — while the others' bribes are narrated without their cards."""
    g = LearningGame("caribic", players=2, seat=1, seed=0)
    told = g.others()
    assert told and all(not step.mine for step in told)
    cards = {card.describe().render(lang) for card in g.state.game.cards}
    for step in told:  # the first player's six bribes, secret
        assert not any(card in step.title.render(lang) for card in cards), step.title.render(lang)
    (kind, moves), = g.groups()
    said = [g.words(move).render(lang) for move in moves]
    assert kind == "Bribe" and len(set(said)) == len(moves) == 7
    first_ship = "Arriba"
    for move, words in zip(moves, said, strict=True):
        card = g.state.card(move.card)
        assert first_ship in words and card.describe().render(lang) in words
        assert g.describe(move).words.render(lang) == words
    mine = g.play(moves[0])
    assert isinstance(mine, Narrated) and said[0] in mine.title.render(lang)
