"""At the table, on a phone: the built site in Chromium at 390 × 844 and 1366 × 900, both languages.

Every page of the built site is measured once per language and size
(:func:`measured`; the same visit checks that the page loads cleanly — on a
desktop from the origin's root, on a phone under a sub-path: test_browser.py,
test_subpath.py): nothing wider than the screen (a table may scroll sideways
inside its own scroller), no widget text cut by ``text-overflow`` or by a
dropdown too narrow for its choice, touch-sized controls, SVG text at least
12 CSS px on a phone, shapes inside their pictures and texts inside their
boxes, pictures named in the page's language, no internal id or option key or
``?`` placeholder in what a reader sees, the theme's tooltips in Spanish on
Spanish pages.  Also: the ☰ and page-contents buttons open and close on every
kind of page (a known defect of pydata-sphinx-theme 0.17 under
sphinx-book-theme, patched in ``book/_static/site-fixes.js``), every game's
quick reference prints on one A4 sheet, the search answers a rule term with
the paragraph that defines it, the language switch keeps the reader's place,
the landing page lists the games of ``rulesim``.  The games come from
``rulesim.game.games()`` and the pages from the built site, so a new game is
covered without an edit here.  Screenshots of every notebook page go to
``test-artifacts/phone/``.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from browser import ALL_GAMES, LANGS, PHONE, SHOTS, SITE, SIZES, page_kinds

from rulesim.game import Completeness
from tools.sphinxext import ipc_kernels, theme_fixes

ROOT = Path(__file__).resolve().parent.parent.parent


def report(measurements: dict, kind: str) -> list[str]:
    return [f"{path}: {problem}" for path, m in measurements.items() for problem in m["problems"][kind]]


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", LANGS)
def test_nothing_is_wider_than_the_screen(measured, lang, size):
    """The page and every widget area fit the screen; only tables scroll, inside their scroller."""
    problems = report(measured(lang, size), "overflow")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", LANGS)
def test_no_widget_text_is_cut(measured, lang, size):
    """Labels and buttons wrap instead of "Place t…"; a dropdown is wide enough for its choice."""
    problems = report(measured(lang, size), "cut")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_controls_are_touch_sized_on_a_phone(measured, lang):
    problems = report(measured(lang, "phone"), "touch")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("lang", LANGS)
def test_svg_text_is_at_least_12_px_on_a_phone(measured, lang):
    results = measured(lang, "phone")
    assert any("svg" in m["text"] or m["titles"] for m in results.values()), "no picture found at all"
    problems = report(results, "svgFont")
    assert not problems, "\n".join(problems[:40])


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", LANGS)
def test_pictures_are_whole_and_texts_stay_in_their_boxes(measured, lang, size):
    """No shape outside its picture (the Caribic havens at the corners) and no text outside the box
    it labels ("Camino de tierra / agua" in its tile)."""
    problems = report(measured(lang, size), "svgClip") + report(measured(lang, size), "svgBox")
    assert not problems, "\n".join(problems[:40])


def test_pictures_are_named_in_the_pages_language(measured):
    """Every picture has a <title> and an aria-label (never a file name), different in the two languages."""
    es, en = measured("es", "phone"), measured("en", "phone")
    problems = report(es, "svgName") + report(en, "svgName")
    assert not problems, "\n".join(problems[:40])
    named = 0
    for path, m in es.items():
        other = en.get(path, {}).get("titles", [])
        for a, b in zip(m["titles"], other, strict=False):  # (as before: as far as both lists go)
            assert a != b, f"{path}: the picture «{a}» has the same name in both languages"
            named += 1
    assert named >= 8


def reader_facing_ids() -> re.Pattern:
    """Internal names a reader must never see: haven and grid ids, option keys, "?" placeholders."""
    keys = sorted({name for g in ALL_GAMES.values() for name in g.options.specs()})
    snake = [k for k in keys if "_" in k]
    return re.compile(
        r"(?<![\w-])haven-[a-z]+\b"              # Caribic's haven ids (not the rule ids caribic-haven-…)
        r"|\br\d+c\d+\b"                         # the grid's space ids
        r"|\b(?:" + "|".join(keys) + r")\s*=(?!=)"  # an option written as code
        r"|\b(?:" + "|".join(snake) + r")\b"     # an option key at all
        r"|(?:^|\s)\?(?=[\s.,;:)]|$)",           # a "?" standing for a missing name
        re.M)


@pytest.mark.parametrize("lang", LANGS)
def test_no_internal_id_is_shown_to_readers(measured, lang):
    pattern = reader_facing_ids()
    problems = []
    for path, m in measured(lang, "phone").items():
        seen = m["text"] + "\n" + "\n".join(m["tips"])
        for match in pattern.finditer(seen):
            start = max(0, match.start() - 50)
            problems.append(f"{path}: {match.group(0)!r} in …{seen[start:match.end() + 30]!r}")
    assert not problems, "\n".join(problems[:40])


def english_interface_strings() -> set[str]:
    """The interface strings of Sphinx and the themes in their source language (English): the
    msgids of their catalogs, and the strings the templates write without _() (theme_fixes.FIXED)."""
    import pydata_sphinx_theme
    import sphinx
    import sphinx_book_theme
    from babel.messages.pofile import read_po
    found = {text for _attribute, text in theme_fixes.FIXED} | set(theme_fixes.TRANSLATED)
    for package in (sphinx, pydata_sphinx_theme, sphinx_book_theme):
        for po in Path(package.__file__).parent.rglob("es/LC_MESSAGES/*.po"):
            with po.open("rb") as handle:
                for message in read_po(handle):
                    if message.id and isinstance(message.id, str) and message.string != message.id:
                        found.add(message.id)
    return {s for s in found if len(s) > 3}


def test_the_theme_speaks_spanish_on_spanish_pages(measured):
    """No tooltip or label of the interface in English on a Spanish page ("Toggle primary sidebar",
    "Link to this heading", …); the English site keeps the English ones."""
    english = english_interface_strings()
    assert {"Toggle primary sidebar", "Link to this heading"} <= english
    problems = sorted({f"{path}: {tip!r}" for path, m in measured("es", "phone").items() for tip in m["tips"]
                       if tip in english})
    assert not problems, "\n".join(problems[:40])
    tips = {tip for m in measured("en", "phone").values() for tip in m["tips"]}
    assert "Link to this heading" in tips


def test_every_hard_coded_theme_string_has_its_spanish():
    from babel.messages.pofile import read_po
    with (ROOT / "locales" / "es" / "LC_MESSAGES" / "sphinx.po").open("rb") as handle:
        catalog = {m.id: m.string for m in read_po(handle) if m.id}
    for _attribute, text in theme_fixes.FIXED:
        assert catalog.get(text) and catalog[text] != text, text
    for text in theme_fixes.TRANSLATED:
        assert catalog.get(text) and catalog[text] != text, text


def menu_problems(measured, lang: str, size: str) -> list[str]:
    """What the sweep of ``lang`` at ``size`` found wrong with the menu buttons, every kind of page tapped
    (in the page's visit, once it is measured: ``browser.menu_problems``)."""
    menus = {path: m["menus"] for path, m in measured(lang, size).items() if "menus" in m}
    assert set(menus) == set(page_kinds(lang).values())
    return [problem for found in menus.values() for problem in found]


@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_buttons_open_and_close_on_a_phone(measured, lang):
    """☰ opens the site's contents and the page-contents button opens "On this page", each as a dialog that
    closes again (Escape, or a tap beside it), on every kind of page."""
    problems = menu_problems(measured, lang, "phone")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_button_collapses_the_sidebar_on_a_desktop(measured, lang):
    """At 1366 px ☰ folds the sidebar away and brings it back, on every kind of page."""
    problems = menu_problems(measured, lang, "desktop")
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------------------------ printing
def pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", list(ALL_GAMES))
def test_the_quick_reference_prints_on_one_a4_sheet(server, browser, lang, game):
    path = SITE / lang / "book" / game / "quick-reference.html"
    assert path.exists(), f"{game} has no quick reference (book/{game}/quick-reference.md)"
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{server}/{lang}/book/{game}/quick-reference.html", wait_until="networkidle")
    # one screen on a phone, or very nearly (the page's header and footer aside)
    article = page.locator("article.bd-article").bounding_box()
    assert article["height"] <= 1.25 * PHONE["height"], f"{article['height']:.0f} px on a phone"
    links = page.locator("article a.reference.internal").evaluate_all("links => links.map(a => a.href)")
    assert len(links) >= 8 and all("#" + game + "-" in href for href in links), links
    page.emulate_media(media="print")
    assert page.locator("article h1").is_visible(), "the printed sheet has no title"
    assert not page.locator(".bd-sidebar-primary, .bd-header-article").first.is_visible()
    pdf = page.pdf(format="A4", print_background=True)
    SHOTS.mkdir(parents=True, exist_ok=True)
    (SHOTS / f"{lang}-quick-reference-{game}.pdf").write_bytes(pdf)
    context.close()
    assert pdf_pages(pdf) == 1, f"{pdf_pages(pdf)} pages"


# ------------------------------------------------------------------------------------ search
def search(browser, server, lang: str, query: str) -> list[dict]:
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.goto(f"{server}/{lang}/search.html?q={query}")
    page.wait_for_selector("#search-results ul.search li p.context", timeout=15000)
    page.wait_for_function("() => !document.querySelector('#search-progress') || "
                           "document.querySelector('#search-results h2') !== null", timeout=15000)
    page.wait_for_timeout(600)
    hits = page.locator("#search-results ul.search > li").evaluate_all(
        "items => items.map(li => ({href: li.querySelector('a').getAttribute('href'), "
        "snippet: (li.querySelector('p.context') || {}).textContent || ''}))")
    context.close()
    return hits


def glossary_terms() -> list[tuple[str, str, str, tuple[str, ...]]]:
    """(game, Spanish, English, defining rule ids) from the glossary's source."""
    rows, game = [], None
    names = {g.name: g.id for g in ALL_GAMES.values()}
    for line in (ROOT / "book" / "glossary.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            game = names.get(line[3:].strip())
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if game and len(cells) == 4 and "`" in cells[3]:
            rows.append((game, cells[0], cells[1], tuple(re.findall(r"`([^`]+)`", cells[3]))))
    return rows


@pytest.mark.parametrize("lang,query,rule,words", [
    ("es", "monopolio", "borneo-shipping-monopoly", "banderas visibles"),
    ("en", "monopoly", "borneo-shipping-monopoly", "visible flags"),
    ("es", "limite de cartas", "borneo-shipping-port-numbers", "límite de cartas"),  # typed without its accent
    ("es", "tatuaje", "bora-bora-helper-tattoo", "hombre"),
    ("en", "tie-breaker card", "caribic-bribe-tiebreaker", "face down"),
])
def test_the_search_answers_a_rule_term_with_its_paragraph(server, browser, lang, query, rule, words):
    hits = search(browser, server, lang, query)
    first = hits[0]
    assert first["href"].endswith("#" + rule), hits[:3]
    assert words in first["snippet"], first
    # the rules come before the pages about the source's open questions, disputes and checks
    kinds = ["rules" if not re.search(r"(open-questions|disputes|check)\.html", h["href"]) else "other" for h in hits]
    assert "other" not in kinds or kinds.index("other") > 0
    for hit in hits:
        # a snippet is text of the page: not the language switch ("… English") nor a situation file
        assert not re.match(r"^(?:…\s*)?(?:English|Español)\b", hit["snippet"].strip()), hit
        assert 'game = "' not in hit["snippet"] and "question = " not in hit["snippet"], hit


@pytest.mark.parametrize("lang", LANGS)
def test_every_glossary_term_finds_its_defining_paragraph_first(server, browser, lang):
    """A sample: the first two terms of each game's section of the glossary.  A term that several
    games define ("almacén" in Borneo and Ships) can only lead to one of them first: it is left out."""
    problems = []
    per_game: dict[str, int] = {}
    rows = glossary_terms()

    def name(es: str, en: str) -> str:
        return re.sub(r"\(.*?\)", "", (es if lang == "es" else en).split("/")[0]).strip()

    games_of: dict[str, set[str]] = {}
    for game, es, en, _rules in rows:
        games_of.setdefault(name(es, en).lower(), set()).add(game)
    for game, es, en, rules in rows:
        term = name(es, en)
        if per_game.get(game, 0) >= 2 or len(games_of[term.lower()]) > 1:
            continue
        per_game[game] = per_game.get(game, 0) + 1
        hits = search(browser, server, lang, term)
        if not hits or hits[0]["href"].split("#")[-1] not in rules:
            problems.append(f"{term}: first hit {hits[0]['href'] if hits else None}, expected one of {rules}")
    assert per_game.keys() == ALL_GAMES.keys()
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------------------------ language switch
@pytest.mark.parametrize("lang,other", [("es", "en"), ("en", "es")])
def test_the_language_switch_keeps_the_readers_place(server, browser, lang, other):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    # an address with an anchor
    page.goto(f"{server}/{lang}/book/borneo/shipping.html#borneo-shipping-monopoly-order")
    page.locator("a.lang-switch").first.click()
    page.wait_for_load_state("load")
    assert page.url == f"{server}/{other}/book/borneo/shipping.html#borneo-shipping-monopoly-order"
    # no anchor, but the reader has scrolled to a paragraph
    page.goto(f"{server}/{lang}/book/borneo/shipping.html")
    page.locator("#borneo-shipping-shared-order").scroll_into_view_if_needed()
    # the paragraph right under the sticky top bar, as a reader who scrolled to it sees it
    page.evaluate("""() => {
        const bar = document.querySelector('.bd-header-article').getBoundingClientRect().bottom;
        const p = document.getElementById('borneo-shipping-shared-order');
        window.scrollTo({top: p.getBoundingClientRect().top + window.scrollY - Math.max(0, bar) - 4,
                         behavior: 'instant'});
    }""")
    page.wait_for_timeout(300)
    with page.expect_navigation():
        # a tap where the link is (Playwright's click would first scroll it "into view" and move the page)
        page.evaluate("document.querySelector('a.lang-switch').click()")
    assert page.url.startswith(f"{server}/{other}/book/borneo/shipping.html#")
    anchor = page.url.split("#")[1]
    assert anchor == "borneo-shipping-shared-order", anchor
    context.close()


# ------------------------------------------------------------------------------------ landing page
def visible_text(path: Path) -> str:
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", path.read_text(encoding="utf-8"), flags=re.S)
    article = text.split('<article class="bd-article"', 1)[-1].split("</article>", 1)[0]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", article)).split())


@pytest.mark.parametrize("lang", LANGS)
def test_the_landing_page_leads_with_the_games_and_says_which_are_complete(lang):
    landing = SITE / lang / "book" / "index.html"
    text = visible_text(landing)
    position = 0
    for game in ALL_GAMES.values():
        found = text.find(game.name, position)
        assert found >= 0, f"{game.name} missing (or out of the book's order)"
        position = found
        assert game.completeness.label.render(lang) in text
        if game.completeness is Completeness.PARTIAL:
            assert game.source_note.render(lang) in text
    for how_to_build in ("make lab", "make site", "git clone", "Clona", "Clone"):
        assert how_to_build not in text, f"building instructions on the landing page: {how_to_build}"
    about = visible_text(SITE / lang / "book" / "about.html")
    assert "make lab" in about and "make site" in about


def test_the_completeness_of_a_game_is_never_overstated():
    """A game whose source is cut is "partial", whatever its pages say."""
    for game in ALL_GAMES.values():
        if game.completeness is Completeness.PARTIAL:
            assert game.completeness.label.render("es") != Completeness.COMPLETE.label.render("es")
            assert game.source_note.render("es") and game.source_note.render("en")


# ------------------------------------------------------------------------------------ pictures, without a browser
def test_the_chances_chart_does_not_join_the_empty_tile_to_the_1():
    from rulesim.bora_bora.pictures import chance_svg
    from rulesim.bora_bora.report import open_chances
    chances = {k: [open_chances(None, k)] + [open_chances(low, k) for low in range(1, 7)] for k in (1, 2, 3)}
    svg = chance_svg(chances, "es")
    empty_x = float(re.search(r'<text x="([\d.]+)"[^>]*>vacía<', svg).group(1))
    for points in re.findall(r'<polyline points="([^"]+)"', svg):
        xs = [float(p.split(",")[0]) for p in points.split()]
        assert len(xs) == 6 and min(xs) > empty_x + 10, points


def test_the_kernels_of_the_build_run_without_the_tcp_warning(capfd):
    """The build's notebooks run over IPC (ipc_kernels.use_ipc_kernels): no ipykernel warning once per
    notebook in the build log, no port shared with another build on the machine."""
    import jupyter_cache.executors.utils as executors
    import nbformat
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("print(6 * 7)")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    original = executors.executenb
    try:
        ipc_kernels.use_ipc_kernels(None)
        result = executors.single_nb_execution(nb, cwd=str(ROOT / "book"), timeout=60, allow_errors=False)
    finally:
        executors.executenb = original
    assert result.err is None and nb.cells[0].outputs[0]["text"] == "42\n"
    captured = capfd.readouterr()
    assert "running over TCP" not in captured.err + captured.out
    assert not list((ROOT / "book").glob("kernel-*"))
