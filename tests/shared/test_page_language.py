"""Each page says its language and the root of its rule links; nothing is read from the process.

A notebook page's first (hidden) cell is ``PAGE = Page(lang="es")``; the English build, the live
notebooks and the live panels put their own ``PAGE`` in its place, and the page passes it to what it
calls (issue 11: "the language and the site root are passed to what renders text").
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulesim.pages import BOOK_ROOT, Page, page_line, rule_link
from rulesim.rules import rule_url
from tools.sphinxext import rules_in_play

ROOT = Path(__file__).resolve().parent.parent.parent

BOOK = ROOT / "book"
NOTEBOOKS = sorted(p for p in BOOK.glob("*/*.md") if rules_in_play.is_notebook_source(p.read_text(encoding="utf-8")))
CODE_CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(.*?)^```", re.S | re.M)
PAGE_CELL = ':tags: [remove-cell]\nfrom rulesim.pages import Page\nPAGE = Page(lang="es")\n'


def test_every_notebook_page_is_found():
    assert len(NOTEBOOKS) >= 20


@pytest.mark.parametrize("page", NOTEBOOKS, ids=lambda p: p.relative_to(BOOK).as_posix())
def test_a_notebook_page_starts_with_its_hidden_page_cell_and_passes_it_on(page):
    text = page.read_text(encoding="utf-8")
    cells = CODE_CELL.findall(text)
    assert cells and cells[0] == PAGE_CELL, f"{page}: its first code cell must be, tagged remove-cell: {PAGE_CELL!r}"
    assert sum(c.count("Page(lang=") for c in cells) == 1, "one PAGE per page"
    later = "".join(cells[1:])
    assert "PAGE" in later, "the page's code passes PAGE (or PAGE.lang, PAGE.root) to rulesim"
    assert "current_language" not in text and "RULESIM_LANG" not in text
    assert ".render()" not in later, "a message is rendered in the page's language: .render(PAGE.lang)"


class _App:
    def __init__(self, lang: str) -> None:
        self.config = type("Config", (), {"language": lang})()


def test_the_build_sets_the_page_language_and_refuses_a_notebook_page_without_it():
    source = (BOOK / "borneo" / "port-simulator.md").read_text(encoding="utf-8")
    for lang in ("es", "en"):
        content = [source]
        rules_in_play.set_page_language(_App(lang), "book/borneo/port-simulator", content)
        assert page_line(lang) in content[0] and content[0].count("Page(lang=") == 1
    content = [source.replace(page_line("es"), "PAGE = None")]
    with pytest.raises(Exception, match="Page"):
        rules_in_play.set_page_language(_App("en"), "book/borneo/port-simulator", content)
    plain = ["# A page\n\nNo code here.\n"]
    rules_in_play.set_page_language(_App("en"), "book/about", plain)  # not a notebook: left alone
    assert plain == ["# A page\n\nNo code here.\n"]


def test_the_same_report_renders_in_each_language_it_is_given_with_no_environment(monkeypatch):
    from rulesim.borneo.report import PortSimulator, label
    monkeypatch.delenv("RULESIM_LANG", raising=False)
    out = {}
    for lang in ("en", "es", "en"):  # the order does not matter: nothing is remembered between them
        sim = PortSimulator(lang=lang)
        sim.play(0)
        sim.play(1)
        out[lang] = sim.play(2)
    assert "Port Achim" in out["en"] and "5 flags" in out["en"] and "banderas" not in out["en"]
    assert "Puerto Achim" in out["es"] and "5 banderas" in out["es"] and "flags" not in out["es"]
    assert label("play", "en") != label("play", "es")
    with pytest.raises((TypeError, ValueError)):
        PortSimulator()  # the language is required  # type: ignore[call-arg]
    with pytest.raises(ValueError):
        Page("fr")


def test_rule_links_follow_the_root_they_are_given(monkeypatch):
    from rulesim.borneo.report import PortSimulator
    monkeypatch.delenv("RULESIM_LANG", raising=False)
    assert rule_url("borneo-shipping-monopoly", "https://x.org/r/en/") == \
        "https://x.org/r/en/book/borneo/shipping.html#borneo-shipping-monopoly"
    assert 'href="../../book/borneo/shipping.html#borneo-shipping-monopoly"' in rule_link("borneo-shipping-monopoly",
                                                                                          BOOK_ROOT)
    published = PortSimulator(lang="en", root="https://x.org/r/en/").html()
    relative = PortSimulator(lang="en").html()
    links = re.findall(r'class="rule-ref" href="([^"]+)"', published)
    assert links and all(h.startswith("https://x.org/r/en/book/borneo/") for h in links)
    assert all(h.startswith("../../book/") for h in re.findall(r'class="rule-ref" href="([^"]+)"', relative))
    assert Page("en").root == BOOK_ROOT
