"""The list of games of the landing page, from ``rulesim.game.games()``.

``::::{games}`` (no content) becomes, for each game of ``rulesim`` in the order
of the book: its name linking to its part of the book, whether the source is
complete or cut (``GameInfo.completeness``, with the game's ``source_note``),
and a line of links to the pages of its part (the table of contents), so a
game added to ``rulesim`` and to ``_toc.yml`` appears here with no edit.  A game
is never listed before its package exists.
"""

from __future__ import annotations

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

CLASS = "games-list"


class GamesDirective(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(__file__)
        return [nodes.container("", classes=[CLASS, "games-list-pending"])]


def chapters(app: Sphinx, prefix: str) -> list[str]:
    """The chapters of one game's part (its rules' sections, under its index, left out), in the
    order of the table of contents."""
    return [doc for doc in app.env.toctree_includes.get(app.config.root_doc, []) if doc.startswith(prefix)]


def fill(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    from rulesim.game import Completeness, games
    lang = app.config.language or "es"
    for pending in list(doctree.findall(nodes.container)):
        if "games-list-pending" not in pending["classes"]:
            continue
        items = nodes.bullet_list(classes=["games"])
        for info in games().values():
            pages = chapters(app, info.book)
            index = info.book + "index"
            item = nodes.list_item(classes=["game", f"game-{info.completeness.value}"])
            head = nodes.paragraph(classes=["game-head"])
            name = nodes.strong()
            if index in app.env.found_docs:
                name += nodes.reference("", info.name, internal=True,
                                        refuri=app.builder.get_relative_uri(docname, index))
            else:
                name += nodes.Text(info.name)
            head += name
            head += nodes.Text(" · ")
            head += nodes.inline("", info.completeness.label.render(lang),
                                 classes=["game-status", f"game-status-{info.completeness.value}"])
            item += head
            note = info.source_note.render(lang)
            if info.completeness is not Completeness.COMPLETE or note:
                item += nodes.paragraph("", note, classes=["game-source"])
            links = nodes.paragraph(classes=["game-pages"])
            for k, page in enumerate(p for p in pages if p != index):
                if k:
                    links += nodes.Text(" · ")
                title = app.env.titles[page].astext() if page in app.env.titles else page
                links += nodes.reference("", title, internal=True, refuri=app.builder.get_relative_uri(docname, page))
            if len(links):
                item += links
            items += item
        pending["classes"].remove("games-list-pending")
        pending += items


def setup(app: Sphinx) -> dict:
    app.add_directive("games", GamesDirective)
    app.connect("doctree-resolved", fill)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
