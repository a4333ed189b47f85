"""Readers with a screen reader, a keyboard or zoom (issue 23).

- axe-core (pinned in ``package.json``), WCAG 2.1 A and AA: no violation on any page of the built
  site, both languages, on a phone (390 × 844), and on one page of each kind on a desktop (1366 ×
  900) — measured in the same visit as ``tests/website/test_phone.py``'s checks — and none on a live "Check
  a situation" panel, every question of each game chosen (languages alternating between games);
- a check panel used with the keyboard alone (Chromium, both languages): Tab reaches the panel's bar,
  Enter makes it live, Tab reaches the question (a radio group: the chosen question, then the arrow
  keys choose another) and a field's control, each change giving exactly the ruling rulesim gives
  for what the controls hold; every stop of the Tab key inside the panel shows where the focus is;
- the pictures of rulings say what they show: each is described (``aria-describedby``) by the
  situation in words, on the check panels and on the disputed situations pages.
"""

from __future__ import annotations

import re

import pytest
from browser import (
    ARTIFACTS,
    BOOK,
    GAMES,
    LANGS,
    LIVE_TIMEOUT,
    SITE,
    SIZES,
    Watch,
    axe_on_check_panel,
    held_by_the_widgets,
    panel_ruling,
    wait_for_ruling,
)

from rulesim.check import load_file, rule, to_html
from rulesim.game import games
from rulesim.picture_text import SHOWS, describe_pictures, situation_words
from rulesim.widgets import Checker

DESKTOP = {"width": 1366, "height": 900}


# ------------------------------------------------------------------------------------- every page
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_accessibility_violation_on_any_page(measured, lang, size):  # noqa: F811
    results = {path: m for path, m in measured(lang, size).items() if "axe" in m}
    assert len(results) >= (90 if size == "phone" else 8)
    problems = [f"{path}: {v}" for path, m in results.items() for v in m["axe"]]
    assert not problems, f"{len(problems)} violations of WCAG 2.1 A/AA (axe-core):\n" + "\n".join(problems[:30])


# ------------------------------------------------------------------------------ a live check panel
def expected_ruling(game_id: str, question_id: str, lang: str) -> str:
    return panel_ruling(held_by_the_widgets(game_id, question_id, lang), lang)


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_no_accessibility_violation_on_a_live_check_panel(walked, index):
    """Every question of the game chosen on its live check panel (the walk of ``walked``, languages
    alternating between games): no axe-core violation inside the panel, and each ruling's picture
    described by the situation in words (what rulesim says it shows)."""
    info = GAMES[index]
    lang = LANGS[index % 2]
    assert axe_on_check_panel(info.id, lang)
    walk = walked(info.id, lang)
    problems = []
    for question in info.questions:
        seen = walk["questions"][question.id]
        assert not seen["wrong"], seen["wrong"]
        problems += [f"{question.id}: {v}" for v in seen["axe"]]
        if question.picture is not None:
            s = held_by_the_widgets(info.id, question.id, lang)
            assert seen["described"] == f"{SHOWS.render(lang)} {situation_words(s, lang)}", f"{info.id}/{question.id}"
    assert not problems, "\n".join(problems[:30])


# ------------------------------------------------------------------------------- keyboard alone
FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth) || 0;
  return {tag: el.tagName.toLowerCase(), role: el.getAttribute('role'),
          text: (el.textContent || '').trim().slice(0, 80),
          checked: el.getAttribute('aria-checked'), cls: String(el.className),
          inPanel: !!el.closest('.live-output'), bar: el.classList.contains('live-bar'),
          group: el.closest('[role=radiogroup]')
            ? (el.closest('[role=radiogroup]').getAttribute('aria-labelledby') || '') : null,
          visible: (style.outlineStyle !== 'none' && width >= 2) || (style.boxShadow && style.boxShadow !== 'none')};
}"""


def tab_until(page, wanted, limit: int = 250, key: str = "Tab") -> dict:
    for _ in range(limit):
        page.keyboard.press(key)
        focused = page.evaluate(FOCUSED)
        if focused and wanted(focused):
            return focused
    raise AssertionError(f"{limit} presses of {key} did not reach it")


@pytest.mark.parametrize("lang", LANGS)
def test_a_check_panel_is_usable_with_the_keyboard_alone(server, browser, lang):
    game_id = "borneo"
    info = games()[game_id]
    first, second = info.questions[0], info.questions[1]
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    watch = Watch(page, server)
    try:
        page.goto(f"{server}/{lang}/book/{game_id}/check.html")
        page.wait_for_load_state("load")
        page.wait_for_selector(".cell_output.live-preview .jupyter-widgets", timeout=30_000)
        # Tab reaches the bar (not the preview's controls: out of reach until live); Enter makes it live
        bar = tab_until(page, lambda f: f["bar"] or f["inPanel"] or "live-preview" in f["cls"])
        assert bar["bar"], f"the first stop in the panel should be its bar, not {bar}"
        assert bar["visible"], "the focus on the bar cannot be seen"
        page.keyboard.press("Enter")
        page.wait_for_selector("html[data-live=live], html[data-live=failed]", timeout=LIVE_TIMEOUT)
        assert page.evaluate("document.documentElement.dataset.live") == "live"
        wait_for_ruling(page, expected_ruling(game_id, first.id, lang), first.id)
        # (the live panel drawn in place: its question's radio group says which one is chosen)
        page.wait_for_selector(".live-output [role=radiogroup] > [role=radio][aria-checked=true]", timeout=10_000)
        # the question: one stop, at the chosen question; the arrow keys choose the next one
        radio = tab_until(page, lambda f: f["inPanel"])
        assert radio["role"] == "radio" and radio["checked"] == "true", radio
        assert radio["text"] == first.title.render(lang) and radio["visible"], radio
        page.keyboard.press("ArrowDown")
        focused = page.evaluate(FOCUSED)
        assert focused["text"] == second.title.render(lang) and focused["checked"] == "true", focused
        wait_for_ruling(page, expected_ruling(game_id, second.id, lang), second.id)
        # the first field of the question: a radio group too (the company of the fight): → the next one
        field = tab_until(page, lambda f: f["inPanel"] and f["role"] == "radio")
        assert field["checked"] == "true" and field["visible"], field
        checker = Checker(game_id, lang)
        checker.question.value = second.id
        name, control = next((n, c) for n, c in checker.fields.controls.items() if hasattr(c.widget, "options"))
        values = [v for _label, v in control.widget.options]
        control.widget.value = values[(values.index(control.widget.value) + 1) % len(values)]
        page.keyboard.press("ArrowRight")
        s = checker.situation()
        wait_for_ruling(page, panel_ruling(s, lang), f"{second.id}: {name}")
        # every stop of the Tab key in the panel shows where the focus is
        stops = []
        for _ in range(60):
            page.keyboard.press("Tab")
            focused = page.evaluate(FOCUSED)
            if not focused or not focused["inPanel"]:
                break
            stops.append(focused)
        assert len(stops) >= 4, stops
        unseen = [f for f in stops if not f["visible"]]
        assert not unseen, f"focus not visible on: {unseen[:5]}"
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"keyboard-{lang}-{game_id}.png"))
    finally:
        context.close()
    assert not watch.problems, "\n".join(watch.problems)


# -------------------------------------------------------------------------- pictures, no browser
def test_every_ruling_picture_of_the_situation_files_is_described():
    """Each situation file of the book (both languages): its ruling's picture gets the situation's
    values in words — every field given, by its label — tied to it by ``aria-describedby``."""
    count = 0
    for info in GAMES:
        for path in sorted((BOOK / info.id / "situations").glob("*.toml")):
            s = load_file(str(path))
            if s.question.picture is None:
                continue
            for lang in LANGS:
                out = describe_pictures(to_html(rule(s), lang), s, lang)
                ident = re.search(r'<svg\b[^>]*aria-describedby="([^"]+)"', out)
                assert ident, path.name
                text = re.search(rf'<p class="rulesim-picture-text" id="{ident.group(1)}" hidden>(.*?)</p>', out, re.S)
                assert text, path.name
                words = text.group(1)
                assert words.startswith(SHOWS.render(lang))
                for f in s.question.fields:
                    if s.values.get(f.name) is not None:
                        label = f.help.render(lang)
                        assert (label[:1].upper() + label[1:]).replace("'", "&#x27;") in words, (path.name, f.name)
                count += 1
    assert count >= 100


@pytest.mark.parametrize("lang", LANGS)
def test_the_disputes_pages_describe_their_pictures(lang):
    for info in GAMES:
        page = (SITE / lang / "book" / info.id / "disputes.html").read_text(encoding="utf-8")
        pictures = re.findall(r'<figure class="ruling-picture[^"]*">\s*<svg\b[^>]*>', page)
        assert pictures, info.id
        for svg in pictures:
            ident = re.search(r'aria-describedby="([^"]+)"', svg)
            assert ident, (info.id, svg[:120])
            assert f'id="{ident.group(1)}"' in page, (info.id, ident.group(1))


def test_a_picture_text_says_each_value_as_the_file_writes_it_not_the_engine_s_number():
    """Caribic reads a chest, written as the town it names, into a chest number; the words say the town
    again (each kind says its own value), whether the chest is on a ship or waiting in its town."""
    s = load_file(str(BOOK / "caribic" / "situations" / "08-capture-or-rob.toml"))
    for lang in LANGS:
        words = situation_words(s, lang)
        assert "Bravo: T09." in words, words
        assert "T01; T05." in words, words
