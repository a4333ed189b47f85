"""The gettext catalogs of the project: the book's English translation and rulesim's messages.

    python -m tools.build.catalogs extract   # templates into _build/gettext/ (book) and _build/gettext/rulesim/*.pot
    python -m tools.build.catalogs update    # merge them into locales/<lang>/LC_MESSAGES/*.po (no fuzzy guessing)
    python -m tools.build.catalogs compile   # rulesim's .po files -> rulesim/locale/<lang>/LC_MESSAGES/rulesim.mo
    python -m tools.build.catalogs check     # English complete and up to date with the sources (exit 1 if not)

rulesim's messages have one catalog per part of the package: ``rulesim/core.po``
for the shared modules and ``rulesim/<package>.po`` for each game package
(``rulesim/borneo.po``…), so a new game brings its own catalog and touches no
other; ``compile`` merges them into one ``rulesim.mo`` per language.

Spanish is the source language: the book's Spanish text is the msgid, and
rulesim's messages are written in Spanish in the code (``_("…")``).  The
Spanish rulesim catalog is filled with the source text by ``update``; every
English entry is translated by a person.  Sphinx compiles the book's ``.mo``
files itself during the build.  ``update`` never guesses a translation for a
new or changed paragraph (sphinx-intl's fuzzy matching would): new entries stay
empty, and ``check`` names them.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]
LOCALES = ROOT / "locales"
GETTEXT = ROOT / "_build" / "gettext"
RULESIM = ROOT / "rulesim"
LANGS = ("es", "en")


def rulesim_parts() -> dict[str, list[Path]]:
    """The source files of each rulesim catalog: ``core`` (the shared modules) and one per game package."""
    parts = {"core": sorted(RULESIM.glob("*.py")),
             # the site's own words (title, live panels, offline manifest): the extensions and build tools
             "site": sorted([*(ROOT / "tools" / "sphinxext").glob("*.py"), ROOT / "tools" / "build" / "offline.py",
                             ROOT / "tools" / "live" / "notebooks.py"])}
    for package in sorted(p for p in RULESIM.iterdir() if (p / "__init__.py").exists()):
        parts[package.name] = sorted(package.rglob("*.py"))
    return parts


def rulesim_catalogs(lang: str) -> list[Path]:
    return sorted((LOCALES / lang / "LC_MESSAGES" / "rulesim").glob("*.po"))


def extract() -> None:
    from tools.build.site import write_conf  # (only here: compiling must not need the site's build tools)

    shutil.rmtree(GETTEXT, ignore_errors=True)  # templates of pages that no longer exist must go
    write_conf()
    (ROOT / "_build" / "static-vendor").mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "gettext", "-q", "-E", "-D", "nb_execution_mode=off",
         "-d", str(ROOT / "_build" / "gettext-doctrees"), ".", str(GETTEXT)],
        check=True, cwd=ROOT,
    )
    (GETTEXT / "sphinx.pot").unlink(missing_ok=True)  # theme strings: translated by the themes themselves
    (GETTEXT / "rulesim").mkdir(parents=True)
    for part, files in rulesim_parts().items():
        subprocess.run(
            [sys.executable, "-m", "babel.messages.frontend", "-q", "extract", "--no-location", "--sort-output",
             "-k", "_", "-k", "Plural:1,2", "--project", "rulesim", "-o", str(GETTEXT / "rulesim" / f"{part}.pot"),
             *[str(f.relative_to(ROOT)) for f in files]],
            check=True, cwd=ROOT,
        )


def templates() -> dict[Path, Path]:
    """Each template and the relative path of its catalog under ``locales/<lang>/LC_MESSAGES``."""
    return {pot: pot.relative_to(GETTEXT).with_suffix(".po") for pot in sorted(GETTEXT.rglob("*.pot"))}


def load(path: Path, locale: str) -> Catalog:
    with path.open("rb") as fh:
        return read_po(fh, locale=locale)


def save(catalog: Catalog, path: Path) -> None:
    """Write ``catalog`` unless only its creation date would change (no churn in the history)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, omit_header=False, ignore_obsolete=True, sort_output=True,
             include_previous=False)
    new = buffer.getvalue()
    if path.exists():
        def undated(data: bytes) -> bytes:
            return re.sub(rb'"POT-Creation-Date: [^"]*"', b"", data)
        if undated(path.read_bytes()) == undated(new):
            return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(new)


def update() -> None:
    for pot, rel in templates().items():
        for lang in LANGS:
            # A fresh template for each language: Catalog.update shares the template's
            # message objects, so filling the Spanish entries would leak into English.
            template = load(pot, "es")
            if lang == "es" and rel.parts[0] != "rulesim":
                continue  # the Spanish book is the source itself
            path = LOCALES / lang / "LC_MESSAGES" / rel
            catalog = load(path, lang) if path.exists() else Catalog(locale=lang, project="Reglas en juego")
            catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
            catalog.fuzzy = False
            for message in catalog:
                message.flags.discard("fuzzy")
                if lang == "es" and message.id:
                    message.string = message.id  # Spanish is the source language
            save(catalog, path)


def merged(lang: str) -> Catalog:
    """Every rulesim catalog of ``lang`` in one; a message in two parts must say the same in both."""
    out = Catalog(locale=lang, project="rulesim")
    for path in rulesim_catalogs(lang):
        for message in load(path, lang):
            if not message.id:
                continue
            known = out.get(message.id)
            if known is not None and known.string != message.string:
                sys.exit(f"{path.relative_to(ROOT)}: {message.id!r} is translated differently in another "
                         f"rulesim catalog ({known.string!r})")
            out[message.id] = message
    return out


def compile_rulesim() -> None:
    for lang in LANGS:
        sources = rulesim_catalogs(lang)
        if not sources:
            sys.exit(f"no rulesim catalogs in {LOCALES / lang / 'LC_MESSAGES' / 'rulesim'}")
        target = RULESIM / "locale" / lang / "LC_MESSAGES" / "rulesim.mo"
        if target.exists() and target.stat().st_mtime >= max(p.stat().st_mtime for p in sources):
            continue  # up to date: rewriting it would make every build look like a new rulesim
        target.parent.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        write_mo(buffer, merged(lang))
        target.write_bytes(buffer.getvalue())


def problems(lang: str = "en") -> list[str]:
    """Every English message that would fall back to Spanish, named by file and text."""
    found = []
    for pot, rel in templates().items():
        path = LOCALES / lang / "LC_MESSAGES" / rel
        if not path.exists():
            found.append(f"{path.relative_to(ROOT)}: missing catalog")
            continue
        catalog = load(path, lang)
        for message in load(pot, "es"):
            if not message.id:
                continue
            entry = catalog.get(message.id)
            if entry is None:
                found.append(f"{rel}: not in the catalog (run python -m tools.build.catalogs update): "
                             f"{message.id[:80]!r}")
            elif entry.fuzzy:
                found.append(f"{rel}: fuzzy: {message.id[:80]!r}")
            elif not (all(entry.string) if isinstance(entry.string, tuple) else entry.string):
                found.append(f"{rel}: untranslated: {message.id[:80]!r}")
    for path in sorted((LOCALES / lang / "LC_MESSAGES").rglob("*.po")):
        rel = path.relative_to(LOCALES / lang / "LC_MESSAGES")
        if (GETTEXT / rel).with_suffix(".pot") not in templates():
            found.append(f"{rel}: catalog of a page that no longer exists")
    return found


def main() -> None:
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "extract":
        extract()
    elif command == "update":
        extract()
        update()
    elif command == "compile":
        compile_rulesim()
    elif command == "check":
        extract()
        bad = problems()
        for line in bad:
            print(line)
        if bad:
            sys.exit(f"{len(bad)} English messages would show Spanish")
        print("English catalogs: complete")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
