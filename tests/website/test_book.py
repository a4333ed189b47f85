"""The book: rule ids, translations, and the built site (the coverage of the rules by tests:
``tests/shared/test_rule_markers.py``).

The built-site checks read ``_build/site`` (``make test`` builds it first with
warnings as errors and every notebook executed; a failed build stops there).
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlparse

import pytest

from rulesim.game import games
from rulesim.rules import REGISTRY
from tools.build import styles

ROOT = Path(__file__).resolve().parent.parent.parent
BOOK = ROOT / "book"
SITE = ROOT / "_build" / "site"
LABEL = re.compile(r"^\(([a-z0-9-]+)\)=\s*$", re.M)
GAMES = games()  # (imports every game package, which registers its rule ids)
GAME_PREFIXES = tuple(g.rule_prefix for g in GAMES.values())


def book_labels() -> dict[str, str]:
    """Every rule label of the book and the page (docname) that holds it."""
    labels = {}
    for path in BOOK.rglob("*.md"):
        docname = path.relative_to(ROOT).with_suffix("").as_posix()
        for label in LABEL.findall(path.read_text(encoding="utf-8")):
            if label.startswith(GAME_PREFIXES):
                assert label not in labels, f"label {label} twice"
                labels[label] = docname
    return labels


def test_every_registered_rule_is_a_label_on_its_page_and_back():
    labels = book_labels()
    for rule_id, rule in REGISTRY.items():
        assert labels.get(rule_id) == rule.page, (
            f"{rule_id}: registered on {rule.page}, labelled on {labels.get(rule_id)}")
    assert set(labels) == set(REGISTRY), set(labels) ^ set(REGISTRY)


def test_every_rule_id_cited_in_rulesim_exists():
    cited = set()
    for path in (ROOT / "rulesim").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(
                    rf"({'|'.join(GAMES)})-[a-z0-9-]*[a-z0-9]", node.value):
                cited.add(node.value)
    assert cited, "rulesim cites rule ids"
    assert cited <= set(REGISTRY), cited - set(REGISTRY)


def test_english_catalogs_are_complete_and_current():
    """Every Spanish message of the book and of rulesim has an English translation, none fuzzy."""
    done = subprocess.run([sys.executable, "-m", "tools.build.catalogs", "check"], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


# ---------------------------------------------------------------- the built site
def pages(lang: str) -> set[str]:
    """The HTML pages of one language (not the vendored assets' own files)."""
    return {p.relative_to(SITE / lang).as_posix() for p in (SITE / lang).rglob("*.html")
            if not p.relative_to(SITE / lang).as_posix().startswith(("_static/", "_sources/"))}


def is_redirect(path: Path) -> bool:
    return '<meta http-equiv="Refresh"' in path.read_text(encoding="utf-8")[:400]


class Refs(HTMLParser):
    """What a page makes the browser load, and its anchors and language links."""

    def __init__(self) -> None:
        super().__init__()
        self.loads: list[str] = []
        self.stylesheets: list[str] = []
        self.ids: set[str] = set()
        self.switch: str | None = None
        self.lang: str | None = None
        self.widgets_cdn: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        if "id" in a:
            self.ids.add(a["id"])
        if tag in ("script", "img", "iframe", "source", "audio", "video", "embed") and a.get("src"):
            self.loads.append(a["src"])
        if (tag == "link" and a.get("href")
                and set((a.get("rel") or "").split()) & {"stylesheet", "icon", "preload", "modulepreload", "prefetch"}):
            self.loads.append(a["href"])
        if tag == "link" and a.get("href") and "stylesheet" in (a.get("rel") or "").split():
            self.stylesheets.append(a["href"])
        if "data-jupyter-widgets-cdn" in a:
            self.widgets_cdn.append(a["data-jupyter-widgets-cdn"])
        if tag == "a" and "lang-switch" in (a.get("class") or ""):
            self.switch = a.get("href")


def parse(path: Path) -> Refs:
    refs = Refs()
    refs.feed(path.read_text(encoding="utf-8"))
    return refs


def local(url: str) -> bool:
    parsed = urlparse(url)
    return not parsed.scheme and not parsed.netloc or parsed.scheme == "data"


@pytest.fixture(scope="module")
def site():
    if not (SITE / "es" / "index.html").exists() or not (SITE / "en" / "index.html").exists():
        pytest.fail("the site is not built: run `make test` (it runs `make site` first)")
    return SITE


def test_both_languages_have_the_same_pages(site):
    assert pages("es") == pages("en")
    assert "book/borneo/shipping.html" in pages("es")
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "navigator.languages" in index and 'target = "es"' in index


def test_every_page_links_to_itself_in_the_other_language(site):
    for lang, other in (("es", "en"), ("en", "es")):
        for page in pages(lang):
            if is_redirect(site / lang / page):  # index.html -> book/index.html
                continue
            refs = parse(site / lang / page)
            assert refs.lang == lang, page
            assert refs.switch, f"{lang}/{page} has no language switch"
            target = urljoin(f"http://x/{lang}/{page}", refs.switch)
            assert target == f"http://x/{other}/{page}", (page, refs.switch)


def test_the_site_loads_nothing_from_another_origin(site):
    for lang in ("es", "en"):
        for page in pages(lang):
            refs = parse(site / lang / page)
            outside = [u for u in refs.loads if not local(u)]
            assert not outside, f"{lang}/{page} loads {outside}"
            assert all(local(u) for u in refs.widgets_cdn), refs.widgets_cdn
        for css in (site / lang / "_static").rglob("*.css"):
            text = css.read_text(encoding="utf-8", errors="replace")
            for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", text) + re.findall(r"@import\s+['\"]([^'\"]+)", text):
                assert local(url), f"{css}: {url}"


def test_a_page_links_two_style_sheets_and_what_they_name_is_there(site):
    """The style sheets joined by the build (tools/build/styles.py): every page the one all pages share and at most
    one of its own; every file a joined sheet names (fonts, images) is in the site."""
    for lang in ("es", "en"):
        static = site / lang / "_static"
        firsts = set()
        for page in pages(lang):
            hrefs = parse(site / lang / page).stylesheets
            if is_redirect(site / lang / page):
                continue
            assert 1 <= len(hrefs) <= 2, f"{lang}/{page}: {hrefs}"
            firsts.add(hrefs[0].rsplit("/", 1)[-1])
        assert len(firsts) == 1, firsts
        for joined in static.glob(f"{styles.PREFIX}*.css"):
            text = joined.read_text(encoding="utf-8")
            for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", text):
                if not url.startswith(("data:", "#")):
                    assert (static / url.split("?")[0].split("#")[0]).is_file(), f"{joined.name}: {url}"


def test_every_rule_label_is_an_anchor_in_both_languages(site):
    for rule_id, rule in REGISTRY.items():
        for lang in ("es", "en"):
            refs = parse(site / lang / f"{rule.page}.html")
            assert rule_id in refs.ids, f"{lang}/{rule.page}.html lacks #{rule_id}"


@pytest.mark.parametrize("lang,expected,foreign", [
    ("es", ["El puerto sigue abierto", "Mostrar el código", "Buscar en el sitio", "Puerto Achim", "Reglas en juego"],
     ["The port stays open", "Show code cell"]),
    ("en", ["The port stays open", "Show the code", "Search the site", "Port Achim", "Rules in Play", "Reference"],
     ["El puerto sigue abierto", "banderas", "Mostrar el código", "Show code cell", "Referencia"]),
])
def test_notebook_outputs_and_interface_speak_the_language_built(site, lang, expected, foreign):
    html = (site / lang / "book" / "borneo" / "port-simulator.html").read_text(encoding="utf-8")
    for text in expected:
        assert text in html, f"{lang}: missing {text!r}"
    for text in foreign:
        assert text not in html, f"{lang}: found {text!r}"


def search_terms(site: Path, lang: str) -> set[str]:
    text = (site / lang / "searchindex.js").read_text(encoding="utf-8")
    data = json.loads(text[text.index("(") + 1:text.rindex(")")])
    return set(data["terms"])


# Words on the pages of both languages (the glossary is bilingual) whose stems differ between the
# Snowball Spanish stemmer and Porter's English one (what Sphinx uses for each language).
BOTH = ("especias", "compañías", "comerciantes", "banderas", "spices", "pepper")


def test_each_search_index_is_built_by_its_own_language(site):
    """The Spanish index holds each word as the Spanish stemmer cuts it and never as the English one
    does, and the English index the other way round; each page loads its language's stemmer."""
    import snowballstemmer
    stem = {"es": snowballstemmer.stemmer("spanish").stemWord, "en": snowballstemmer.stemmer("porter").stemWord}
    terms = {lang: search_terms(site, lang) for lang in ("es", "en")}
    for word in BOTH:
        es, en = stem["es"](word), stem["en"](word)
        assert es != en
        assert es in terms["es"] and en not in terms["es"], word
        assert en in terms["en"] and es not in terms["en"], word
    for lang in ("es", "en"):
        stemmer = (site / lang / "_static" / "language_data.js").read_text(encoding="utf-8")
        assert ("SpanishStemmer" in stemmer) == (lang == "es")


def test_an_error_in_a_notebook_cell_fails_the_build(tmp_path):
    """The real build command on a copy of the project whose only page is a notebook that raises."""
    import shutil
    for name in ("_config.yml", "tools", "book/_static", "book/_templates"):
        source = ROOT / name
        (shutil.copytree if source.is_dir() else shutil.copy)(source, tmp_path / name)
    for name in ("rulesim", "node_modules", "locales"):
        (tmp_path / name).symlink_to(ROOT / name)
    (tmp_path / "_toc.yml").write_text("format: jb-book\nroot: book/index\n", encoding="utf-8")
    (tmp_path / "book" / "index.md").write_text(
        "---\njupytext:\n  text_representation:\n    extension: .md\n    format_name: myst\n"
        "kernelspec:\n  display_name: Python 3\n  language: python\n  name: python3\n---\n\n"
        "```{code-cell} ipython3\n:tags: [remove-cell]\n"
        "from rulesim.pages import Page\nPAGE = Page(lang=\"es\")\n```\n\n"
        "# Una página rota\n\n```{code-cell} ipython3\nraise ValueError('celda rota')\n```\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "tools.build.site", "--lang", "es"], cwd=tmp_path,
                          capture_output=True, text=True)
    assert done.returncode != 0
    assert "celda rota" in done.stdout + done.stderr
    assert not (tmp_path / "_build" / "site" / "es").exists()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_disputes_page_shows_its_own_games_situations(site, lang):
    """Each game's "Disputed situations" page has an entry (anchor and title in the page's language) for
    each of its situation files, and its "Check a situation" page offers that game's questions."""
    import tomllib
    for info in GAMES.values():
        if not info.questions:
            continue
        page = (site / lang / "book" / info.id / "disputes.html").read_text(encoding="utf-8")
        for path in sorted((BOOK / info.id / "situations").glob("*.toml")):
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            title = data.get("title", {}).get(lang) or info.question(data["question"]).title.render(lang)
            shown = html_escape(title, quote=False)
            assert shown in page or shown.replace("'", "\u2019") in page, f"{lang}/{info.id}: {title}"
            assert f'id="dispute-{path.stem}"' in page
        check = (site / lang / "book" / info.id / "check.html").read_text(encoding="utf-8")
        for q in info.questions:
            title = q.title.render(lang)  # in the embedded widget state: JSON, non-ASCII escaped
            assert json.dumps(title)[1:-1] in check or html_escape(title) in check, (info.id, q.id)


def html_escape(text: str, quote: bool = True) -> str:
    import html
    return html.escape(text, quote)


def test_no_two_notebooks_share_the_same_code():
    """jupyter-cache keys outputs on the code alone: two notebooks with the same code would
    show one notebook's outputs on both pages."""
    codes = {}
    for path in BOOK.rglob("*.md"):
        text = path.read_text(encoding="utf-8")
        cells = re.findall(r"```\{code-cell\}[^\n]*\n(.*?)```", text, re.S)
        if cells:
            code = "\n".join(cells)
            assert code not in codes, f"{path} has the same code as {codes[code]}"
            codes[code] = path
    assert len(codes) >= 10


def glossary_rows(site: Path, lang: str) -> list[list[str]]:
    import re
    from html import unescape
    page = (site / lang / "book" / "glossary.html").read_text(encoding="utf-8")
    rows = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", page, flags=re.S):
        cells = re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row, flags=re.S)
        rows.append([" ".join(unescape(re.sub(r"<[^>]+>", "", c)).split()) for c in cells])
    return rows


def test_the_english_glossary_keeps_the_spanish_terms(site):
    """The glossary is bilingual on both sides: its first column is the Spanish term in the English
    pages too (a reader meets the Spanish word at a Spanish-speaking table), its second the English one."""
    es, en = glossary_rows(site, "es"), glossary_rows(site, "en")
    assert len(es) == len(en) > 40
    for spanish, english in zip(es[1:], en[1:], strict=True):
        if spanish[0] == "Español":
            continue  # a table's header row
        # (each language's typographic quotes aside: «…» in Spanish, “…” in English)
        same = [re.sub(r"[«»“”\"]", '"', cell) for cell in (spanish[0], english[0], spanish[1], english[1])]
        assert same[0] == same[1] and same[2] == same[3], (spanish, english)
