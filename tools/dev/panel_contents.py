"""What the first live panel downloads, and what of it the panels use (printed by ``make bench``).

``python -m tools.dev.panel_contents [SITE]`` (``SITE`` defaults to ``_build/site``), standard library only:

- the packages archives (``lite/panel/site-packages.gz``, what a panel starts with, and
  ``site-packages.later.gz``, fetched on the first import of one of its modules): every top-level package
  or module with its size raw and compressed on its own (gzip 6), biggest first, its ``.dist-info``
  counted with it;
- the snapshots (``lite/panel/python.<game>.snapshot.zst``, one per game): their sizes, and the modules
  imported in each by top-level package (the lists written by ``tools/live/panel/snapshot.mjs`` at build time);
- Pyodide's files (the WebAssembly, its JavaScript, the standard library);
- the total as a static host serving gzip sends it: what the first tap downloads (on a page of the game
  whose snapshot is the largest: the most a first panel downloads).

``--trace`` adds the evidence of what no panel uses: ``tools/live/panel/trace.mjs`` runs the site's
Pyodide under Node with *every* wheel of the site's lock (nothing left out), imports what the
snapshot imports, starts JupyterLite's kernel module, runs every code cell of every live notebook of
the site and shows tracebacks; then each wheel is listed with the modules
of it that were imported (none: the panel's archive can leave it out).
"""

from __future__ import annotations

import argparse
import gzip
import json
import zipfile
from collections import defaultdict
from pathlib import Path

from tools.live import panels

ROOT = Path(__file__).resolve().parents[2]
MODULES = ROOT / "_build" / "lite-panel-modules.json"  # written by the panel's build (tools/live/panels.py)
#: what the worker fetches for a first panel, besides the page, its notebook and its game's snapshot
#: (tools/sphinxext/live_panels.py)
PANEL_FILES = ("panel/runtime.js", "panel/runtime.css", "panel/worker.js", "panel/site-packages.json",
               "panel/site-packages.gz", "pyodide/pyodide.mjs",
               "pyodide/pyodide.asm.mjs", "panel/pyodide.asm.wasm.zst", "panel/python_stdlib.zip",
               "pyodide/pyodide-lock.json")


def gzipped(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def sent(path: Path) -> int:
    """Bytes a host serving gzip sends for ``path`` (a file compressed already, .gz or .zst, is sent as it is)."""
    data = path.read_bytes()
    return len(data) if path.suffix in (".gz", ".zst") else gzipped(data)


def top(name: str) -> str:
    """``jedi/api/x.pyc`` -> ``jedi``; ``jedi-0.19.2.dist-info/RECORD`` -> ``jedi``; ``x.pyc`` -> ``x``."""
    first = name.split("/")[0]
    if first.endswith((".dist-info", ".data")):
        return first.split("-")[0]
    return first.split(".")[0] if "/" not in name else first


def archive_table(panel: Path, later: bool = False) -> list[tuple[str, int, int, int]]:
    """(package, files, raw bytes, gzip bytes) of the archive a panel starts with (``later``: of the one
    fetched on the first import of one of its modules), biggest first."""
    manifest = json.loads((panel / "site-packages.json").read_text(encoding="utf-8"))
    part = manifest.get("later", {"archive": "", "files": []}) if later else manifest
    if not part["files"]:
        return []
    data = gzip.decompress((panel / part["archive"]).read_bytes())
    groups: dict[str, list[bytes]] = defaultdict(list)
    for name, offset, size in part["files"]:
        groups[top(name)].append(data[offset:offset + size])
    rows = [(name, len(parts), sum(map(len, parts)), gzipped(b"".join(parts))) for name, parts in groups.items()]
    return sorted(rows, key=lambda row: -row[3])


def mb(n: int) -> str:
    return f"{n / 1e6:6.2f}"


def snapshots(lite: Path) -> dict[str, str]:
    """game id -> its snapshot's file under ``lite`` (``panel/python.borneo.snapshot.zst``)."""
    manifest = json.loads((lite / "panel" / "site-packages.json").read_text(encoding="utf-8"))
    return {game: f"panel/{name}" for game, name in manifest["snapshots"].items()}


def download(lite: Path, game: str | None = None) -> dict[str, int]:
    """Each file a first panel of ``game``'s pages downloads (by default, of the game whose snapshot is the
    largest) and the bytes a gzip host sends for it."""
    games = snapshots(lite)
    snapshot = games[game] if game else max(games.values(), key=lambda name: (lite / name).stat().st_size)
    return {name: sent(lite / name) for name in (*PANEL_FILES, snapshot) if (lite / name).is_file()}


def report(site: Path) -> int:
    lite = site / "lite"
    panel = lite / "panel"
    where = panel.relative_to(ROOT) if panel.is_relative_to(ROOT) else panel
    for later, name, title in ((False, "site-packages.gz", "a panel starts with"),
                               (True, panels.LATER, "fetched on the first import of one of its modules")):
        rows = archive_table(panel, later)
        if not rows:
            continue
        print(f"packages archive {title} ({where}/{name}):")
        print(f"  {'package':28} {'files':>5} {'raw MB':>7} {'gzip MB':>7}")
        for package, count, raw, packed in rows:
            print(f"  {package:28} {count:5} {mb(raw):>7} {mb(packed):>7}")
        print(f"  {'all (one gzip stream)':28} {sum(r[1] for r in rows):5} {mb(sum(r[2] for r in rows)):>7} "
              f"{mb((panel / name).stat().st_size):>7}")
    per_game = json.loads(MODULES.read_text(encoding="utf-8")) if MODULES.is_file() else {}
    for game, name in snapshots(lite).items():
        modules = per_game.get(game, [])
        counts: dict[str, int] = defaultdict(int)
        for module in modules:
            counts[module.split(".")[0]] += 1
        print(f"snapshot of {game} ({mb((lite / name).stat().st_size).strip()} MB): {len(modules)} modules "
              "imported; by package (10 or more): "
              + ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]) if v >= 10))
    files = download(lite)
    print("first panel download (gzip, as a static host sends it):")
    for name, size in files.items():
        raw = (lite / name).stat().st_size
        print(f"  {name:28} raw {mb(raw)} MB  sent {mb(size)} MB")
    total = sum(files.values())
    print(f"  total {total / 1e6:.1f} MB")
    return total


def trace(site: Path) -> dict:
    """Run tools/live/panel/trace.mjs on every wheel and every live notebook; print what each wheel gave."""
    pyodide = site / "lite" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    names = sorted(lock["packages"])  # every wheel the site ships: nothing left out
    wheels = [str(pyodide / lock["packages"][n]["file_name"]) for n in names]
    result = panels.trace_imports(site / "lite", [Path(w) for w in wheels])
    imported = set(result["traceback"])
    print(f"trace: {result['notebooks']} notebooks' code cells run, {len(result['failed'])} failed; modules imported: "
          f"{len(result['snapshot'])} by the snapshot's imports, {len(result['kernel'])} with the kernel, "
          f"{len(result['cells'])} after every cell, {len(imported)} after a traceback")
    for failed in result["failed"]:
        print("  failed:", *failed)
    print(f"  {'wheel':28} modules imported (of its top-level names)")
    for name, wheel in zip(names, wheels, strict=True):
        with zipfile.ZipFile(wheel) as archive:
            tops = sorted({top(n) for n in archive.namelist()
                           if not n.split("/")[0].endswith((".dist-info", ".data"))})
        used = [m for m in imported if m.split(".")[0] in tops]
        print(f"  {name:28} {len(used):4}  {' '.join(tops)}{'   <- no panel imports it' if not used else ''}")
    lexers = sorted(m.rsplit(".", 1)[1] for m in imported if m.startswith("pygments.lexers."))
    print("  pygments lexers imported:", " ".join(lexers))
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("site", nargs="?", default=str(ROOT / "_build" / "site"))
    parser.add_argument("--trace", action="store_true", help="run the panels' notebooks in Pyodide under Node")
    args = parser.parse_args()
    site = Path(args.site).resolve()
    report(site)
    if args.trace:
        trace(site)


if __name__ == "__main__":
    main()
