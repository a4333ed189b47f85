"""The book's dispute pages, as HTML: the FAQ of disputed situations and the field reference.

- :func:`entries` and the ``entry_*`` pieces — a game's "Disputed situations"
  page (built by the book's ``disputes`` directive): each situation file of
  ``book/<game>/situations/`` as an entry with the question in a player's words,
  a one-line answer, the picture of the position, the steps (each linked to its
  paragraph), what each other reading would give, links to the entries that
  share a rule, and links to open it in the checker or save it as a file.
- :func:`disputes_by_rule` — which entries concern each rule id (the rules
  pages link to them: "Disputes about this rule").
- :func:`reference_html` — the format page's field reference, generated from
  the questions' declarations (the same ones the loader reads).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from .check import Ruling, Situation, load_file, rule, share_fragment, to_html, to_toml
from .game import games
from .i18n import Message, _, check_language
from .questions import FORMAT, Moved, literal, reference_rows
from .rules import rule_url

DISPUTES_ABOUT_RULE = _("Discusiones sobre esta regla:")  # the line under a rules paragraph (book build)


@dataclass
class Entry:
    """One disputed situation of the book."""

    game: str
    stem: str
    situation: Situation
    ruling: Ruling

    @property
    def anchor(self) -> str:
        return f"dispute-{self.stem}"

    @property
    def rule_ids(self) -> list[str]:
        """The rules the entry concerns: those its steps cite, in order, without repeats."""
        seen: list[str] = []
        for rule_id in self.ruling.explanation.rule_ids + list(self.situation.question.rules[:1]):
            if rule_id not in seen:
                seen.append(rule_id)
        return seen


def entries(game_id: str, book: Path) -> list[Entry]:
    """Every situation file of ``book/<game>/situations/`` ruled, in file order."""
    out = []
    for path in sorted((book / game_id / "situations").glob("*.toml")):
        s = load_file(str(path))
        out.append(Entry(game_id, path.stem, s, rule(s)))
    return out


def disputes_by_rule(book: Path) -> dict[str, list[Entry]]:
    """rule id → the entries that concern it, for every game that has situations."""
    found: dict[str, list[Entry]] = {}
    for game_id in games():
        for entry in entries(game_id, book):
            for rule_id in entry.rule_ids:
                found.setdefault(rule_id, []).append(entry)
    return found


def _download(entry: Entry, lang: str) -> str:
    data = quote(to_toml(entry.situation), safe="")
    name = html.escape(f"{entry.stem}.toml")
    text = html.escape(SAVE_AS_FILE.render(lang))
    return f'<a class="faq-file" download="{name}" href="data:application/toml;charset=utf-8,{data}">{text}</a>'


def entry_body_html(entry: Entry, lang: str, root: str = "../../") -> str:
    """The picture, the steps, the other readings and what was assumed (the verdict goes above it)."""
    return to_html(entry.ruling, check_language(lang), root, verdict=False)


def entry_actions_html(entry: Entry, lang: str, check_page: str = "check.html") -> str:
    """"Open in the checker" (a shared link to the game's check page) and "Save as a file"."""
    lang = check_language(lang)
    return (f'<p class="faq-actions"><a class="faq-open" href="{check_page}#{share_fragment(entry.situation)}">'
            f'{html.escape(OPEN_IN_CHECKER.render(lang))}</a> · {_download(entry, lang)}</p>')


def related_entries(entry: Entry, all_entries: list[Entry], limit: int = 3) -> list[Entry]:
    """Other entries of the same game that share a rule with this one, most shared first."""
    mine = set(entry.rule_ids)
    scored = [(len(mine & set(other.rule_ids)), i, other) for i, other in enumerate(all_entries)
              if other is not entry and mine & set(other.rule_ids)]
    return [other for _n, _i, other in sorted(scored, key=lambda t: (-t[0], t[1]))[:limit]]


RELATED = _("Relacionadas:")
OPEN_IN_CHECKER = _("Abrir en el comprobador")
SAVE_AS_FILE = _("Guardar como archivo")
RULES_SECTION = _("Sección de las reglas:")
FORMAT_TEXT = _("Versión del formato de estos campos: {n} (un archivo sin «format» se lee en esta versión).", n=FORMAT)


def moved_text(moved: Moved) -> Message:
    """A field an older format wrote elsewhere, for the reference."""
    return _("Hasta la versión {old} del formato, «{new}» se escribía «{was}»; un archivo con «format = {old}» se "
             "sigue leyendo.", old=moved.since - 1, new=moved.new, was=moved.old)


# --------------------------------------------------------------------- field reference
def reference_html(lang: str, root: str = "") -> str:
    """Every game's questions, grouped by the rules section they concern, each with its fields
    (name, meaning, type and allowed values, default, example) and an example file."""
    lang = check_language(lang)
    head = [_("Campo"), _("Qué es"), _("Valores"), _("Si falta"), _("Ejemplo")]
    out = [f'<p class="reference-format">{html.escape(FORMAT_TEXT.render(lang))} '
           f'<code>format = {FORMAT}</code></p>']
    for info in games().values():
        if not info.questions:
            continue
        out.append(f'<h3 class="reference-game">{html.escape(info.name)} <code>game = "{info.id}"</code></h3>')
        for q in info.questions:
            section = q.rules[0]
            link = rule_url(section, root)
            out.append(f'<h4 class="reference-question">{html.escape(q.title.render(lang))} '
                       f'<code>question = "{q.id}"</code></h4>')
            out.append(f'<p>{html.escape(RULES_SECTION.render(lang))} '
                       f'<a class="rule-ref" href="{html.escape(link)}">[{section}]</a>'
                       + (f' — {html.escape(q.summary.render(lang))}' if q.summary else "") + "</p>")
            items = []
            for path, meaning, allowed, default, example in reference_rows(q, lang):
                facts = [(head[2], allowed), (head[3], default)] + ([(head[4], example)] if example else [])
                details = "".join(f"<li><em>{html.escape(k.render(lang))}:</em> "
                                  + (f"<code>{html.escape(v)}</code>" if k is head[4] else html.escape(v)) + "</li>"
                                  for k, v in facts)
                items.append(f"<dt><code>{html.escape(path)}</code></dt><dd>{html.escape(meaning)}"
                             f"<ul>{details}</ul></dd>")
            out.append(f'<dl class="reference-fields">{"".join(items)}</dl>')
            out += [f'<p class="reference-moved">{html.escape(moved_text(m).render(lang))}</p>' for m in q.moved]
            example = "\n".join([f"format = {FORMAT}", f'game = "{info.id}"', f'question = "{q.id}"', "",
                                 f"[{q.section}]"] +
                                [f"{k} = {literal(v)}" for k, v in q.example().items()])
            out.append(f'<pre class="reference-example"><code>{html.escape(example)}</code></pre>')
    return "".join(out)
