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
    ARTIFACTS,
    BOOK,
    GAMES,
    LIVE_TIMEOUT,
    PHONE,
    RULING,
    Watch,
    held_by_the_widgets,
    make_live,
    panel_ruling,
    wait_for_ruling,
)

from rulesim.check import load_file, rule, share_fragment, to_toml
from rulesim.game import games
from rulesim.widgets import Checker

SHARE = ".live-output .rulesim-share"


def test_every_game_with_questions_has_a_check_page():
    assert {info.id for info in GAMES} == set(games()), "every game declares its dispute questions"
    for info in GAMES:
        assert (BOOK / info.id / "check.md").is_file(), info.id


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_each_question_is_answered_by_taps(server, phone, outside, lang, game_id):  # noqa: F811
    info = games()[game_id]
    outside.asked.clear()
    context = phone(lang)
    page = context.new_page()
    watch = Watch(page, server)
    try:
        page.goto(f"{server}/{lang}/book/{game_id}/check.html")
        page.wait_for_load_state("load")
        make_live(page, lang)
        page.wait_for_selector(RULING, timeout=LIVE_TIMEOUT)
        for question in info.questions:
            title = question.title.render(lang)
            page.locator(".live-output").get_by_role("radio", name=title, exact=True).click()  # (a radio group)
            s = held_by_the_widgets(game_id, question.id, lang)
            wait_for_ruling(page, panel_ruling(s, lang), f"{game_id}/{question.id}")
            output = page.locator(RULING).first
            if question.picture is not None:
                assert output.locator("svg").count() >= 1, f"{game_id}/{question.id}: no picture"
            href = page.locator(SHARE).first.get_attribute("href")
            assert href == "#" + share_fragment(s), f"{game_id}/{question.id}: the shared link is another situation"
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"{game_id}/{question.id}: the page is {width}px wide"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"check-{lang}-{game_id}.png"), full_page=True)
        assert not watch.problems, "\n".join(watch.problems)
        assert not outside.by_the_site(), outside.by_the_site()
    finally:
        page.close()


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
