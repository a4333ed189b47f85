"""A learning game played by taps in a real browser (Chromium at a phone's 390 × 844), every game in both
languages: the page made live in place, the fewest players the game allows, the reader in the first seat.

Every tap is mirrored by the same calls on a :class:`rulesim.learn.LearningGame` here (the page's game has
seed 0 and deterministic players), so the page must say what rulesim says at every step: the status line
(round, phase, whose turn) after each move, the hint, the "why not?" of a move that is not legal (its
rule), and the end as the source gives it.  On the way: one hint, one undo, one "why not?", every narrated
move citing registered rule ids, nothing wider than the screen, no console error, nothing asked of another
origin, and no accessibility violation (axe-core, WCAG 2.1 AA) in the live panel.  The game is played to
the end the source allows.
"""

from __future__ import annotations

import pytest
from browser import ARTIFACTS, PHONE, Watch, axe_violations, make_live, text_of

from rulesim.advice import write_move
from rulesim.controls import capitalised
from rulesim.game import game, games
from rulesim.learn import LearningGame
from rulesim.learn_panel import ASK, HINT, NEXT, PLAY, PLAYERS, UNDO, WHY_NOT
from rulesim.rules import REGISTRY

MOST_TAPS = 1200  # far more than any game needs (Caribic, two players: about 180)
STEP = ("() => { const t = document.querySelector('.live-output .rulesim-learn-told');"
        " return t ? t.dataset.step || '' : ''; }")
#: the status line says ``status`` (and the told move is no longer the ``before`` one, unless that is null):
#: the texts of the told move's rule links, else false
AFTER = """([status, before]) => {
  const panel = document.querySelector('.live-output .rulesim-learning');
  const p = panel && panel.querySelector('p.rulesim-learn-status');
  if (!p || p.textContent.split(/\\s+/).join(' ').trim() !== status) return false;
  if (before === null) return [];
  const told = panel.querySelector('.rulesim-learn-told');
  if (!told || (told.dataset.step || '') === before) return false;
  return [...told.querySelectorAll('a.rule-ref')].map(a => a.textContent.trim());
}"""


def said(lang, message) -> str:
    return text_of(message.render(lang)) if hasattr(message, "render") else message


def refused_now(mirror: LearningGame):
    """A move of the game so far that is not legal now, and its refusal (the reader's "why not?")."""
    for move in reversed(mirror.state.history):
        refusal = mirror.why_not(move)
        if refusal is not None:
            return move, refusal
    return None, None


class Table:
    """The page's panel and the mirror game, tapped together."""

    def __init__(self, page, lang: str, game_id: str) -> None:
        self.page, self.lang = page, lang
        self.panel = page.locator(".live-output .rulesim-learning")
        fewest = min(game(game_id).players)
        self.mirror = LearningGame(game_id, fewest, 0, 0)
        name = str(fewest)
        self.panel.get_by_role("radiogroup", name=capitalised(PLAYERS, lang)).get_by_role(
            "radio", name=name, exact=True).click()
        self.wait_status()

    def button(self, label):
        return self.panel.get_by_role("button", name=capitalised(label, self.lang), exact=True)

    def status(self) -> str:
        return " ".join(self.panel.locator("p.rulesim-learn-status").first.inner_text().split())

    def wait_status(self, before_step: str | None = None) -> list[str]:
        """Wait until the panel's status line says what the mirror's does — and, after a tap that tells a move
        (``before_step``: the told move's number before it), until the told move has changed too; the rule ids the
        told move cites (one round trip to the page: a game is a couple of hundred taps)."""
        expected = said(self.lang, self.mirror.status())
        try:
            handle = self.page.wait_for_function(AFTER, arg=[expected, before_step], timeout=30_000)
        except Exception:  # the page says something else: show both
            assert self.status() == expected
            raise
        return handle.json_value()

    def tap_and_wait(self, label) -> None:
        """A tap that tells a move: wait for the told move's number to change, then check the status."""
        before = self.page.evaluate(STEP)
        self.button(label).click()
        cited = [t.strip("[]") for t in self.wait_status(before)]
        assert cited and all(r in REGISTRY for r in cited), cited


def play_a_whole_game(page, lang: str, game_id: str) -> Table:
    table = Table(page, lang, game_id)
    mirror = table.mirror
    hinted = undone = asked = False
    mine = 0
    for _ in range(MOST_TAPS):
        if mirror.over:
            break
        if not mirror.my_turn:  # (the panel shows the others' button last: wait for it)
            table.button(NEXT).wait_for(state="visible", timeout=30_000)
            mirror.next()
            table.tap_and_wait(NEXT)
            continue
        table.button(PLAY).wait_for(state="visible", timeout=30_000)
        table.button(NEXT).wait_for(state="hidden", timeout=30_000)
        if not asked:
            move, refusal = refused_now(mirror)
            if move is not None:
                table.panel.get_by_role("textbox", name=capitalised(ASK, lang)).fill(write_move(move))
                table.button(WHY_NOT).click()
                warning = table.panel.locator(".admonition.warning")
                warning.wait_for(timeout=30_000)
                assert f"[{refusal.rule_id}]" in warning.inner_text()
                asked = True
        if not hinted:
            hint = mirror.hint()
            table.button(HINT).click()
            tip = table.panel.locator(".admonition.tip")
            tip.wait_for(timeout=30_000)
            assert " ".join(tip.inner_text().split()).startswith(said(lang, hint.why))
            move = hint.choice.move
            hinted = True
        else:
            move = [m for _kind, moves in mirror.groups() for m in moves][0]  # the list's first
        mirror.play(move)
        table.tap_and_wait(PLAY)
        mine += 1
        if mine == 2 and not undone:
            assert mirror.undo()
            table.tap_and_wait(UNDO)
            undone = True
            page.screenshot(path=str(ARTIFACTS / f"learning-{lang}-{game_id}-playing.png"), full_page=False)
    assert mirror.over, f"{game_id}: not over after {MOST_TAPS} taps"
    assert hinted and undone and asked and mine > 2
    return table


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("game_id", list(games()))
def test_a_learning_game_played_by_taps_to_its_end(server, phone, outside, lang, game_id):  # noqa: F811
    outside.asked.clear()
    ARTIFACTS.mkdir(exist_ok=True)
    page = phone(lang).new_page()
    try:
        watch = Watch(page, server)
        page.goto(f"{server}/{lang}/book/{game_id}/learning-game.html")
        page.wait_for_load_state("load")
        make_live(page, lang)
        page.wait_for_selector(".live-output .rulesim-learn-link a", timeout=30_000)
        found = axe_violations(page, ".live-output")  # the live panel, as a screen reader meets it
        assert not found, "\n".join(found)
        table = play_a_whole_game(page, lang, game_id)
        end = table.panel.locator(".admonition.note")
        end.wait_for(timeout=30_000)
        assert " ".join(end.inner_text().split()) == said(lang, table.mirror.end())
        assert not table.button(NEXT).is_visible() and not table.button(PLAY).is_visible()
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"the page is {width}px wide"
        end.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"learning-{lang}-{game_id}-end.png"), full_page=False)
        assert not watch.problems, "\n".join(watch.problems)
        assert not outside.by_the_site(), f"requests to other origins (page or workers): {outside.by_the_site()}"
    finally:
        page.close()
