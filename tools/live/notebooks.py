"""The live notebooks: every notebook page of the book as a Jupyter notebook for JupyterLite, in each language.

A page of the book written as a MyST notebook (front matter with a
``kernelspec``) becomes ``<lang>/<game>/<page>.ipynb`` in the contents of the
site's JupyterLite:

- its text cells are the page's own paragraphs; in English each paragraph,
  heading and list item is replaced by its translation from the page's catalog
  (``locales/en/LC_MESSAGES/book/...po``, the one Sphinx uses) — a paragraph
  without a translation stops the build, as the site's own build would;
- MyST-only syntax the notebook app cannot show is turned into plain Markdown:
  paragraph labels ``(rule-id)=`` are dropped, roles such as ``{term}`x``` keep
  their text, and links to other pages keep their text (the live notebook opens
  in its own tab, next to the page, which has every link);
- the page's hidden first code cell, ``PAGE = Page(lang="es")``, becomes the
  notebook's set-up, ``PAGE = start("<lang>", "book/…")`` (:func:`rulesim.live.start`),
  right after the title: the page's code passes ``PAGE`` to rulesim, which answers
  in that language and links to the published rules paragraphs;
- the kernel is JupyterLite's ``python``, and the code of cells the page hides
  is collapsed (one click shows it).

``write_contents(folder)`` writes every notebook of both languages with the
files the notebooks read (``situations/*.toml``).
"""

from __future__ import annotations

import re
import shutil
import sys
from functools import cache, lru_cache
from pathlib import Path

import nbformat
from babel.messages.pofile import read_po
from markdown_it.renderer import RendererHTML
from myst_nb.core.read import read_myst_markdown_notebook
from myst_parser.config.main import MdParserConfig
from myst_parser.parsers.mdit import create_md_parser

from rulesim.i18n import _
from rulesim.pages import page_line

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"
LOCALES = ROOT / "locales"
LANGS = ("es", "en")
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
DATA_FOLDERS = ("situations",)  # read by the notebooks, relative to the page's folder

def setup_cell(lang: str) -> str:
    """The live notebook's first line, in its language (through rulesim's catalogs, part ``site``)."""
    first = _("Cuaderno en vivo: rulesim responde en español y enlaza con las reglas publicadas.")
    return "# " + first.render(lang) + "\n"

LABEL = re.compile(r"^\(([\w-]+)\)=\s*$")
ROLE = re.compile(r"\{[\w:-]+\}`([^`<]*?)\s*(?:<[^`]*>)?`")
LINK = re.compile(r"(?<!!)\[([^\]]+)\]\((?![a-z]+://)[^)]*\)")


class MissingTranslation(Exception):
    """A text of a live notebook has no translation in the page's catalog."""


def notebook_pages() -> list[Path]:
    """Every page of the book written as a notebook, in a stable order."""
    pages = []
    for path in sorted(BOOK.rglob("*.md")):
        if "_build" in path.parts or path.name.startswith("_"):
            continue
        text = path.read_text(encoding="utf-8")
        if text.startswith("---") and "kernelspec:" in text.split("\n---", 1)[0]:
            pages.append(path)
    return pages


def live_path(page: Path, lang: str) -> str:
    """Where ``page``'s live notebook lives in JupyterLite's contents: ``es/borneo/port-simulator.ipynb``."""
    return f"{lang}/{page.relative_to(BOOK).with_suffix('.ipynb').as_posix()}"


@cache
def _catalog(domain: str, lang: str) -> dict[str, str]:
    path = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        raise MissingTranslation(f"no catalog {path.relative_to(ROOT)}")
    with path.open("rb") as handle:
        catalog = read_po(handle)
    return {m.id: m.string for m in catalog if m.id and m.string and not m.fuzzy}


@lru_cache(maxsize=1)
def _parser():
    config = MdParserConfig(enable_extensions={"colon_fence", "deflist", "substitution"})
    return create_md_parser(config, RendererHTML)


def _translate_markdown(source: str, translations: dict[str, str], where: str) -> str:
    """``source`` with each paragraph, heading and list item replaced by its translation.

    Sphinx's message for a paragraph is its Markdown source on one line; the
    translation replaces the paragraph's lines, keeping the first line's marker
    (``## ``, ``- ``, ``1. ``)."""
    lines = source.split("\n")
    tokens = _parser().parse(source)
    replacements: list[tuple[int, int, str]] = []
    for index, token in enumerate(tokens):
        if token.type != "inline" or not token.map or index == 0:
            continue
        if tokens[index - 1].type not in ("paragraph_open", "heading_open"):
            continue
        message = token.content.replace("\n", " ").strip()
        if not message or LABEL.match(message):
            continue
        if message not in translations:
            raise MissingTranslation(f"{where}: no English for {message[:70]!r}")
        start, end = token.map
        first = token.content.split("\n", 1)[0]
        prefix = lines[start][: lines[start].find(first)] if first in lines[start] else ""
        replacements.append((start, end, prefix + translations[message]))
    for start, end, text in sorted(replacements, reverse=True):
        lines[start:end] = [text]
    return "\n".join(lines)


def _plain_markdown(source: str) -> str:
    """MyST-only syntax as plain Markdown the notebook app can show."""
    kept = [line for line in source.split("\n") if not LABEL.match(line)]
    text = "\n".join(kept)
    text = ROLE.sub(r"\1", text)
    return LINK.sub(r"\1", text)


def live_notebook(page: Path, lang: str) -> nbformat.NotebookNode:
    """``page`` (a MyST notebook of the book) as the live notebook in ``lang``."""
    nb = read_myst_markdown_notebook(page.read_text(encoding="utf-8"))
    rel = page.relative_to(BOOK).with_suffix("")
    domain = "book/" + rel.as_posix()
    translations = _catalog(domain, lang) if lang != "es" else None
    source_cells = [c for c in nb.cells if c.cell_type == "code" and page_line("es") in c.source.split("\n")]
    if len(source_cells) != 1:
        raise ValueError(f"{page}: a notebook page has one cell with {page_line('es')!r} (tagged remove-cell)")
    nb.cells.remove(source_cells[0])
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            source = cell.source
            if translations is not None:
                source = _translate_markdown(source, translations, domain)
            cell.source = _plain_markdown(source)
        elif cell.cell_type == "code":
            tags = cell.metadata.get("tags", [])
            if "hide-input" in tags or "remove-input" in tags:
                cell.metadata["jupyter"] = {"source_hidden": True}
    setup = nbformat.v4.new_code_cell(
        setup_cell(lang) + f'from rulesim.live import start\nPAGE = start("{lang}", "book/{rel.as_posix()}")')
    nb.cells.insert(1 if nb.cells and nb.cells[0].cell_type == "markdown" else 0, setup)
    nb.metadata = nbformat.NotebookNode(
        kernelspec=KERNELSPEC, language_info={"name": "python"},
        rules_in_play={"page": f"book/{rel.as_posix()}", "language": lang})
    for number, cell in enumerate(nb.cells):
        cell["id"] = f"{rel.name}-{number}"
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nbformat.validate(nb)
    return nb


def write_contents(folder: Path) -> list[str]:
    """Write every live notebook of both languages (and the files they read) under ``folder``."""
    if folder.exists():
        shutil.rmtree(folder)
    written = []
    for page in notebook_pages():
        for lang in LANGS:
            target = folder / live_path(page, lang)
            target.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(live_notebook(page, lang), target)
            written.append(live_path(page, lang))
            for name in DATA_FOLDERS:
                data = page.parent / name
                if data.is_dir() and not (target.parent / name).exists():
                    shutil.copytree(data, target.parent / name)
    return written


if __name__ == "__main__":
    import sys
    out = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "_build" / "lite-contents")
    for path in write_contents(out):
        print(path)
