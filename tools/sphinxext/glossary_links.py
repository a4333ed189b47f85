"""The glossary drives the links between terms and rules, in both languages.

``book/glossary.md`` has one section per game (titled with the game's name) and
in it a table: Spanish term | English term | what it is | where the rules define
it (rule ids in backticks).  From that table, as built in the page's language:

- on every page of the game's part of the book (``book/<game>/``), the first
  occurrence of each term becomes a link to its glossary entry, with the
  entry's definition as the link's title;
- each glossary entry gets an anchor (``glossary-<game>-<term>``) and its rule
  ids become links to the paragraphs that define the term;
- the term becomes a search index entry of the paragraph that defines it (with
  and without accents), so the site search offers that paragraph as a hit
  (``rule_search.py`` ranks rule paragraphs first).

A new game gets all of it by adding its section to the glossary.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx

GLOSSARY = "book/glossary"
# Words that take no plural ending and may be anything in between ("carta de envío", "cover the lower row").
SMALL_WORDS = {"de", "del", "la", "el", "los", "las", "y", "o", "a", "of", "the", "and", "or", "to"}
# Never linked: titles, links, code, the rule-id markers, raw HTML, notebook cells.
SKIP = (nodes.title, nodes.subtitle, nodes.reference, nodes.literal, nodes.FixedTextElement, nodes.raw,
        nodes.target, nodes.caption, nodes.rubric, addnodes.pending_xref)


@dataclass(frozen=True)
class Term:
    game: str  # the game's id (its book folder)
    es: str
    en: str
    definition: str  # in the language of the build
    rules: tuple[str, ...]  # the rule ids of the paragraphs that define it
    anchor: str

    def names(self, lang: str) -> list[str]:
        """The term's forms to look for in a page of ``lang``: "defensor / atacante" gives both,
        "tapar (la fila inferior)" gives "tapar"; an alternative that starts with a small word
        ("camino de tierra / de agua") is only a shorthand of the first and is left out."""
        text = self.es if lang == "es" else self.en
        found = []
        for part in text.split("/"):
            part = re.sub(r"\(.*?\)", "", part).strip()
            if part and part.split()[0].lower() not in SMALL_WORDS:
                found.append(part)
        return found


def fold(text: str) -> str:
    """Lower case without accents, one character for one character (positions are kept)."""
    return "".join(unicodedata.normalize("NFD", c)[0] for c in text.lower())


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")


def word_pattern(word: str) -> str:
    """A word and its plural (Spanish and English): flag/flags, compañía/compañías, misión/misiones,
    company/companies."""
    if word in SMALL_WORDS:
        return re.escape(word)
    if word.endswith("y") and len(word) > 3:
        return re.escape(word[:-1]) + "(?:y|ies)"
    if word.endswith("z"):
        return re.escape(word[:-1]) + "(?:z|ces)"
    return re.escape(word) + "(?:s|es)?"


def name_pattern(name: str) -> str:
    return r"\s+".join(word_pattern(w) for w in fold(name).split())


# --------------------------------------------------------------------------- the table
def _entries(doctree: nodes.document):
    """(row, cells, term) for each row of the glossary's tables whose game is known."""
    from rulesim.game import games
    known = games().values()
    by_name = {g.name.lower(): g.id for g in known}
    for table in doctree.findall(nodes.table):
        section = table.parent
        while section is not None and not isinstance(section, nodes.section):
            section = section.parent
        title = section.next_node(nodes.title).astext().lower() if section is not None else ""
        for body in table.findall(nodes.tbody):
            for row in body.findall(nodes.row):
                cells = list(row.findall(nodes.entry))
                if len(cells) < 4:
                    continue
                rules = tuple(lit.astext() for lit in cells[3].findall(nodes.literal))
                game = next((g.id for g in known for r in rules if r.startswith(g.rule_prefix)), by_name.get(title))
                if game is None:
                    continue
                es, en = cells[0].astext().strip(), cells[1].astext().strip()
                yield row, cells, Term(game, es, en, cells[2].astext().strip(), rules, f"glossary-{game}-{slug(es)}")


def glossary_terms(app: Sphinx) -> list[Term]:
    """The terms of the glossary as built in this language (read once per build)."""
    cached = getattr(app.env, "_rules_in_play_glossary", None)
    if cached is None:
        cached = []
        if GLOSSARY in app.env.found_docs:
            cached = [term for _row, _cells, term in _entries(app.env.get_doctree(GLOSSARY))]
        app.env._rules_in_play_glossary = cached
    return cached


def reset_cache(app: Sphinx, env, docnames) -> None:
    env._rules_in_play_glossary = None


# --------------------------------------------------------------------------- the pages
def link_terms(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if app.builder.format != "html":
        return
    terms = glossary_terms(app)
    if docname == GLOSSARY:
        _glossary_page(app, doctree)
        return
    lang = app.config.language or "es"
    mine = [t for t in terms if docname.startswith(f"book/{t.game}/")]
    if docname.endswith("/quick-reference"):
        mine = []  # every line there is a link to the rules already
    if not mine:
        return
    _index_entries(doctree, mine, lang)
    _first_occurrences(app, doctree, docname, mine, lang)


def _index_entries(doctree: nodes.document, terms: list[Term], lang: str) -> None:
    """Each term an index entry of the paragraph that defines it, if that paragraph is on this page."""
    for term in terms:
        for rule_id in term.rules[:1]:
            for node in doctree.findall(nodes.Element):
                if rule_id in node.get("ids", ()) and not isinstance(node, (nodes.section, nodes.target)):
                    entries = []
                    for name in term.names(lang):
                        for key in dict.fromkeys((name, fold(name))):
                            entries.append(("single", key, rule_id, "main", None))
                    index = addnodes.index(entries=entries)
                    node.parent.insert(node.parent.index(node), index)
                    break


def _first_occurrences(app: Sphinx, doctree: nodes.document, docname: str, terms: list[Term], lang: str) -> None:
    patterns = []
    for term in terms:
        for name in term.names(lang):
            patterns.append((len(name), name_pattern(name), term))
    patterns.sort(key=lambda p: -p[0])  # "número de monopolio" before "monopolio"
    if not patterns:
        return
    groups = {f"t{i}": term for i, (_n, _p, term) in enumerate(patterns)}
    regex = re.compile(r"(?<![\w-])(?:" + "|".join(f"(?P<t{i}>{p})" for i, (_n, p, _t) in enumerate(patterns))
                       + r")(?![\w-])")
    uri = app.builder.get_relative_uri(docname, GLOSSARY)
    done: set[str] = set()
    for text in list(doctree.findall(nodes.Text)):
        if len(done) == len(terms):
            break
        if _skipped(text):
            continue
        _link_in(text, regex, groups, done, uri)


def _skipped(text: nodes.Text) -> bool:
    node = text.parent
    while node is not None:
        if isinstance(node, SKIP) or "rule-id" in node.get("classes", ()) or "cell" in node.get("classes", ()):
            return True
        node = node.parent
    return False


def _link_in(text: nodes.Text, regex: re.Pattern, groups: dict, done: set, uri: str) -> None:
    source = str(text)
    folded = fold(source)
    pieces: list[nodes.Node] = []
    last = 0
    for match in regex.finditer(folded):
        term = groups[match.lastgroup]
        if term.anchor in done:
            continue
        done.add(term.anchor)
        start, end = match.span()
        if start > last:
            pieces.append(nodes.Text(source[last:start]))
        link = nodes.reference("", source[start:end], refuri=f"{uri}#{term.anchor}", internal=True,
                               reftitle=term.definition, classes=["glossary-term"])
        pieces.append(link)
        last = end
    if not pieces:
        return
    if last < len(source):
        pieces.append(nodes.Text(source[last:]))
    parent = text.parent
    index = parent.index(text)
    parent.remove(text)
    for offset, piece in enumerate(pieces):
        parent.insert(index + offset, piece)


def _glossary_page(app: Sphinx, doctree: nodes.document) -> None:
    """Anchors on the rows, and the rule ids of the last column as links to their paragraphs."""
    labels = app.env.domaindata["std"]["anonlabels"]  # label -> (docname, id), titled or not
    for row, cells, term in list(_entries(doctree)):
        row["ids"].append(term.anchor)
        table = row.parent
        while not isinstance(table, nodes.table):
            table = table.parent
        if "glossary-table" not in table["classes"]:
            table["classes"].append("glossary-table")
        for literal in list(cells[3].findall(nodes.literal)):
            rule_id = literal.astext()
            if rule_id not in labels:
                continue  # a wrong id fails tests/website/test_phone.py
            target_doc, label_id = labels[rule_id]
            title = app.env.titles[target_doc].astext() if target_doc in app.env.titles else target_doc
            link = nodes.reference("", "", internal=True, reftitle=rule_id, classes=["glossary-rule"],
                                   refuri=app.builder.get_relative_uri(GLOSSARY, target_doc) + "#" + label_id)
            link += nodes.Text("§\u00a0" + title)
            literal.replace_self(link)


def setup(app: Sphinx) -> dict:
    app.connect("env-before-read-docs", reset_cache)
    app.connect("doctree-resolved", link_terms)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
