"""The dispute pages of the book, built from rulesim at build time (no notebook needed):

- ``{disputes} <game>`` — a game's "Disputed situations": one entry per situation file of
  ``book/<game>/situations/`` (the question as a heading, the one-line answer, the picture,
  the steps, the other readings, related entries, "open in the checker", "save as a file");
- ``{situation-reference}`` — the format page's field reference, from the questions' declarations;
- under every labelled rules paragraph that a situation's steps cite, a line "Disputes about this
  rule" linking to those entries.

Everything is rendered in the language being built.
"""

from __future__ import annotations

import html
from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from rulesim.disputes import (
    DISPUTES_ABOUT_RULE,
    RELATED,
    disputes_by_rule,
    entries,
    entry_actions_html,
    entry_body_html,
    reference_html,
    related_entries,
)
from rulesim.game import games
from rulesim.picture_text import describe_pictures

_FOUND: dict[str, dict] = {}  # srcdir → rule id → entries (kept out of the pickled environment)


def collect(app: Sphinx) -> dict:
    key = str(app.srcdir)
    if key not in _FOUND:
        _FOUND[key] = disputes_by_rule(Path(app.srcdir) / "book")
    return _FOUND[key]


def _lang(directive: SphinxDirective) -> str:
    return directive.config.language or "es"


def _root(docname: str) -> str:
    return "../" * docname.count("/")


class Disputes(SphinxDirective):
    required_arguments = 1
    option_spec = {"check-page": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        game_id = self.arguments[0]
        lang = _lang(self)
        found = entries(game_id, Path(self.env.srcdir) / "book")
        for path in sorted((Path(self.env.srcdir) / "book" / game_id / "situations").glob("*.toml")):
            self.env.note_dependency(str(path))
        root = _root(self.env.docname)
        out: list[nodes.Node] = []
        index = nodes.enumerated_list(classes=["faq-index"])
        for e in found:
            item = nodes.list_item()
            para = nodes.paragraph(translatable=False)  # already in the language built: not for the catalogs
            para += nodes.reference("", e.situation.title_in(lang), refuri="#" + e.anchor, internal=True)
            item += para
            index += item
        out.append(index)
        for e in found:
            box = nodes.container(classes=["faq-entry"], ids=[e.anchor])
            box += nodes.rubric("", e.situation.title_in(lang), classes=["faq-question"], translatable=False)
            verdict = nodes.paragraph(classes=["ruling-verdict"], translatable=False)
            verdict += nodes.strong("", e.ruling.verdict.render(lang))
            box += verdict
            # the picture described for a reader who cannot see it (rulesim.picture_text)
            box += nodes.raw("", describe_pictures(entry_body_html(e, lang, root), e.situation, lang), format="html")
            box += nodes.raw("", entry_actions_html(e, lang, self.options.get("check-page", "check.html")),
                             format="html")
            related = related_entries(e, found)
            if related:
                para = nodes.paragraph(classes=["faq-related"], translatable=False)
                para += nodes.Text(RELATED.render(lang) + " ")
                for k, r in enumerate(related):
                    if k:
                        para += nodes.Text(" · ")
                    para += nodes.reference("", r.situation.title_in(lang), refuri="#" + r.anchor, internal=True)
                box += para
            out.append(box)
        return out


class SituationReference(SphinxDirective):
    def run(self) -> list[nodes.Node]:
        return [nodes.raw("", reference_html(_lang(self), _root(self.env.docname)), format="html")]


def add_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if docname.endswith("/disputes"):
        return
    found = collect(app)
    lang = app.config.language or "es"
    prefixes = tuple(g.rule_prefix for g in games().values())
    for node in list(doctree.findall(nodes.paragraph)):
        ids = [i for i in node.get("ids", []) if i.startswith(prefixes)]
        listed = [e for i in ids for e in found.get(i, [])]
        if not listed:
            continue
        items = "".join(
            f'<li><a href="{html.escape(app.builder.get_relative_uri(docname, f"book/{e.game}/disputes"))}'
            f'#{e.anchor}">{html.escape(e.situation.title_in(lang))}</a></li>' for e in listed)
        summary = html.escape(DISPUTES_ABOUT_RULE.render(lang).rstrip(":"))
        line = nodes.raw("", f'<details class="rule-disputes"><summary>{summary} ({len(listed)})</summary>'
                             f"<ul>{items}</ul></details>", format="html")
        node.parent.insert(node.parent.index(node) + 1, line)


def setup(app: Sphinx) -> dict:
    app.add_directive("disputes", Disputes)
    app.add_directive("situation-reference", SituationReference)
    app.connect("builder-inited", collect)
    app.connect("doctree-resolved", add_links)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
