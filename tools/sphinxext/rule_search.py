"""The site search as a player needs it: rules paragraphs first, snippets of rule text.

Sphinx inlines the file named by ``html_search_scorer`` into ``language_data.js``,
between ``searchtools.js`` and the search index.  This module writes that file
from ``search-scorer.js`` (beside it) with the rule-id prefixes of every game of
``rulesim`` (:func:`rulesim.game.games`), so a new game's paragraphs rank as
rules without an edit here.  The glossary's terms become index entries of the
paragraphs that define them in :mod:`glossary_links`.
"""

from __future__ import annotations

import json
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config

HERE = Path(__file__).resolve().parent


def write_scorer(app: Sphinx, config: Config) -> None:
    from tools.sphinxext.rules_in_play import rule_prefixes
    source = (HERE / "search-scorer.js").read_text(encoding="utf-8")
    text = source.replace("__RULE_PREFIXES__", json.dumps(sorted(rule_prefixes())))
    target = Path(app.outdir).parent / "search-scorer.js"  # _build/lang/<lang>/search-scorer.js
    target.parent.mkdir(parents=True, exist_ok=True)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")
    config.html_search_scorer = str(target)


def setup(app: Sphinx) -> dict:
    app.connect("config-inited", write_scorer)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
