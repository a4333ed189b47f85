"""Settling a dispute by taps, in the browser (issue 10): each game's "Check a situation" page made live
on a phone, every question of the game chosen with a tap, and a shared link opening its situation.

The oracle is rulesim itself run here, outside the browser, on the same values: the panel in the
reader's browser must give exactly the ruling (verdict, picture, steps, readings, assumptions) that
``rulesim.check`` gives for the situation the widgets hold, in the page's language, and the link it
offers to share must carry that very situation.
"""

from __future__ import annotations

import pytest
from browser import (
    BOOK,
    GAMES,
    LIVE_TIMEOUT,
    PHONE,
    RULING,
    make_live,
    panel_ruling,
    wait_for_ruling,
)

from rulesim.check import load_file, rule, share_fragment, to_toml
from rulesim.game import games
from rulesim.widgets import Checker


def test_every_game_with_questions_has_a_check_page():
    assert {info.id for info in GAMES} == set(games()), "every game declares its dispute questions"
    for info in GAMES:
        assert (BOOK / info.id / "check.md").is_file(), info.id


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_each_question_is_answered_by_taps(walked, lang, game_id):
    """Every question chosen with a tap on a phone (the walk of ``walked``, tests/browser.py): exactly
    rulesim's ruling, a picture where the question has one, a link to share carrying the very situation
    the widgets hold, nothing wider than the screen; nothing failed or left the origin."""
    info = games()[game_id]
    walk = walked(game_id, lang)
    assert list(walk["questions"]) == [q.id for q in info.questions]
    for question in info.questions:
        seen = walk["questions"][question.id]
        assert not seen["wrong"], seen["wrong"]
        if question.picture is not None:
            assert seen["svg"] >= 1, f"{game_id}/{question.id}: no picture"
        assert seen["href"] == "#" + share_fragment(seen["situation"]), (
            f"{game_id}/{question.id}: the shared link is another situation")
        assert seen["width"] <= PHONE["width"], f"{game_id}/{question.id}: the page is {seen['width']}px wide"
    assert not walk["loading"], "\n".join(walk["loading"])


def test_a_number_a_situation_may_leave_out_shows_its_box_again_when_asked_for(server, phone):  # noqa: F811
    """Maracaibo's "draw" question: the pile's size may be left out ("—") or given ("un número"). Its number
    box hides and shows with the choice — shown again after hidden (Pyodide's kernel sent the widget's
    None as undefined, and a box once hidden stayed hidden)."""
    from rulesim.controls import GIVE_NUMBER, NONE

    info = games()["maracaibo"]
    question = next(q for q in info.questions if any(f.name == "pile" for f in q.fields))
    page = phone("es").new_page()
    try:
        page.goto(f"{server}/es/book/maracaibo/check.html")
        page.wait_for_load_state("load")
        make_live(page, "es")
        page.wait_for_selector(RULING, timeout=LIVE_TIMEOUT)
        panel = page.locator(".live-output")
        panel.get_by_role("radio", name=question.title.render("es"), exact=True).click()
        given = panel.get_by_role("radio", name=GIVE_NUMBER.render("es"), exact=True)
        group = panel.get_by_role("radiogroup").filter(  # the pile's "—" / "un número"
            has=page.get_by_role("radio", name=GIVE_NUMBER.render("es"), exact=True))
        boxes = panel.locator("input[type=number]:visible")
        group.get_by_role("radio", name=NONE, exact=True).click()
        page.wait_for_timeout(500)
        hidden = boxes.count()
        given.click()
        page.wait_for_function("n => document.querySelectorAll('.live-output input[type=number]').length > 0 && "
                               "[...document.querySelectorAll('.live-output input[type=number]')]"
                               ".filter(e => e.offsetParent !== null).length > n", arg=hidden, timeout=30_000)
        assert boxes.count() == hidden + 1
    finally:
        page.close()

@pytest.mark.parametrize("index", range(len(GAMES)))
def test_a_shared_link_opens_its_situation_and_ruling(server, phone, index):  # noqa: F811
    """A situation file of the game, sent as a link (its fragment), opens on the check page with its
    question chosen and its ruling given; the languages alternate between games."""
    info = GAMES[index]
    lang = ("es", "en")[index % 2]
    first = info.questions[0].id
    files = sorted((BOOK / info.id / "situations").glob("*.toml"))
    path = next((p for p in files if load_file(str(p)).question.id != first), files[0])
    s = load_file(str(path))
    page = phone(lang).new_page()
    try:
        page.goto(f"{server}/{lang}/book/{info.id}/check.html#{share_fragment(s)}")
        page.wait_for_load_state("load")
        make_live(page, lang)
        held = Checker(info.id, lang, start=s).situation()  # every field at what its control shows
        assert to_toml(held, lang_titles=False).count("=") >= to_toml(s, lang_titles=False).count("=")
        assert rule(held).verdict.render(lang) == rule(s).verdict.render(lang), path.name
        wait_for_ruling(page, panel_ruling(held, lang), path.name)
        chosen = page.locator(".live-output .widget-toggle-button.mod-active").first.inner_text().strip()
        assert chosen == s.question.title.render(lang), (path.name, chosen)
    finally:
        page.close()
