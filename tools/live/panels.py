"""The live panels' runtime: ``lite/panel/`` of the site (see ``tools/sphinxext/live_panels.py`` for the page side).

``runtime.js`` (``tools/live/panel/runtime.js`` bundled by esbuild with the npm packages of
``package.json``) wires Jupyter's own pieces together for a page of the book: JupyterLite's
in-browser kernel client and Pyodide kernel, JupyterLab's kernel connection and output area, the
ipywidgets front end.  Beside it: its stylesheet and the kernel's worker (``worker.js``,
``tools/live/panel/worker.js``: JupyterLite's Pyodide kernel as its own comlink worker runs it, started
from a memory snapshot).

The snapshot: Python started once here, under Node with the site's own Pyodide, the packages the
panels load (the wheels of ``lite/pyodide/``: :data:`PACKAGES` and what they depend on, by the lock)
unpacked into its site-packages and what a page's panels import already imported
(:data:`SNAPSHOT_IMPORTS`): one snapshot per game, ``python.<game>.snapshot.gz`` (a page's panels are of
its game alone, and each game in the memory costs about 0.4 MB of the download), ``site-packages.gz`` the
unpacked files (one archive: writing them is milliseconds where unpacking the wheels in the browser takes
seconds), ``site-packages.json`` the manifest tying them together.  The worker falls back to the
usual start (Pyodide and the wheels from the lock) when they are missing.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tools.live import pyodide_packages

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "tools" / "live" / "panel"
MODULES = ROOT / "_build" / "lite-panel-modules.json"  # the snapshot's modules (tools/dev/panel_contents.py)
#: the kernel worker.js builds on
WORKER = ROOT / "node_modules" / "@jupyterlite" / "pyodide-kernel" / "lib" / "worker.js"
#: what the kernel loads with Pyodide, from the site's lock (the live notebooks load the same)
PACKAGES = [*pyodide_packages.KERNEL_PACKAGES, *pyodide_packages.NOTEBOOK_PACKAGES]
#: in the lock (the live notebooks load them, and the panel's start without its snapshot) but left out of
#: the panel's archive and snapshot: nothing a panel runs imports them.  IPython depends on them for its
#: terminal (prompt_toolkit, wcwidth) and its completions (jedi, parso: imported by IPython's completer
#: when a completion is asked for, which a panel never does).  (%pip's piplite, micropip and packaging,
#: imported by no panel either, stay: a "%pip" line in a panel's kernel must find them, set off PyPI.)
#: Shown by ``tools/dev/panel_contents.py --trace``: with every wheel there, the modules imported once the
#: kernel has started, every live notebook's cells have run and a traceback was shown.  Left out of the
#: manifest's packages too, so a cell that did import one would have it loaded from the lock.
LEAVE_OUT = ("prompt-toolkit", "wcwidth", "jedi", "parso")
#: the lexers of pygments a panel can use: what IPython's tracebacks and ipython_pygments_lexers import
#: (the same trace); the other 300-odd lexers are only found by name or by guessing, which no panel does
PYGMENTS_LEXERS = {"__init__", "_mapping", "python", "shell", "html", "javascript", "jvm", "lilypond", "lisp",
                   "markup", "perl", "ruby", "css", "data", "_css_builtins", "_lilypond_builtins",
                   "_scheme_builtins"}


def in_archive(name: str, names: set[str]) -> bool:
    """Whether the wheel file ``name`` goes into the panel's archive: not a wheel's data folder
    (jupyterlab_widgets' JavaScript, IPython's manual page), not type stubs, not a pygments lexer no panel
    uses, not bytecode beside its source (every module of rulesim, the one package shipped with its
    sources, is imported in the snapshot already)."""
    parts = name.split("/")
    if parts[0].endswith(".data") or name.endswith((".pyi", "/py.typed")):
        return False
    if parts[:2] == ["pygments", "lexers"] and parts[-1].split(".")[0] not in PYGMENTS_LEXERS:
        return False
    if len(parts) > 2 and parts[-2] == "__pycache__":
        source = "/".join(parts[:-2] + [parts[-1].split(".")[0] + ".py"])
        return source not in names
    return True


#: imported before a game's snapshot is taken: what the kernel and every panel of the game import, short of
#: what reaches JavaScript (ipykernel's and pyodide_kernel's modules, piplite: imported after the restore) —
#: rulesim's own modules and the game's package, not the other games' (``{package}``: ``rulesim.borneo``)
SNAPSHOT_IMPORTS = """
import pkgutil, importlib
import IPython, comm, ipywidgets, traitlets, pygments
import rulesim

def _modules(path, prefix, game):
    for module in pkgutil.iter_modules(path, prefix):
        if module.ispkg and module.name.count(".") == 1 and module.name != game:
            continue  # another game's package
        yield module.name
        if module.ispkg:
            yield from _modules([path[0] + "/" + module.name.rsplit(".", 1)[1]], module.name + ".", game)

for _name in _modules(rulesim.__path__, "rulesim.", {package!r}):
    if _name.split(".")[-1] not in ("__main__", "cli", "live"):
        importlib.import_module(_name)
del _modules, _name
# a widget made at import would be in the snapshot, its front end never told: no panel could use it
made = sorted(type(x).__name__ for x in ipywidgets.Widget.widgets.values())
if made:
    raise RuntimeError(f"widgets created at import time (a module-level widget?): {{made}}")
"""


def snapshot_name(game_id: str) -> str:
    """The file of ``lite/panel/`` holding the snapshot of ``game_id``'s pages (``python.borneo.snapshot.gz``)."""
    return f"python.{game_id}.snapshot.gz"


def snapshot_games() -> dict[str, str]:
    """game id -> its package, for every game of rulesim (each gets a snapshot)."""
    from rulesim.game import games
    return {game_id: info.package for game_id, info in games().items()}


#: run in the browser once the snapshot is restored: the import system's finders forget the
#: build's folders (cheaper than importlib.invalidate_caches(), which imports importlib.metadata) and the
#: standard library's table of contents (the browser's zip is :func:`write_stdlib`'s, not the build's),
#: and random draws anew (the snapshot holds the build's generator)
AFTER_RESTORE = ("import random, sys, zipimport\nsys.path_importer_cache.clear()\n"
                 "zipimport._zip_directory_cache.clear()\nrandom.seed()\n")
#: the standard library the panels' Python reads after a restore (in ``lite/panel/``; see :func:`write_stdlib`)
STDLIB = "python_stdlib.zip"


def module_of(path: str) -> str | None:
    """The module a file of site-packages or of the standard library holds (``json/decoder.py`` ->
    ``json.decoder``, ``IPython/__init__.pyc`` -> ``IPython``), or None for any other file."""
    parts = [p for p in path.split("/") if p != "__pycache__"]
    if not parts[-1].endswith((".py", ".pyc")):
        return None
    name = parts[-1].split(".")[0]
    return ".".join(parts[:-1] + ([] if name == "__init__" else [name]))


def already_imported(path: str, imported: frozenset[str]) -> bool:
    """Whether ``path`` is the file of a module every snapshot has imported already: its code is in the
    memory the browser restores, so the browser need not have its file (rulesim's files stay: the game
    discovery lists its folders, and a traceback in a panel shows its lines)."""
    return not path.startswith("rulesim/") and module_of(path) in imported


def read_lock(pyodide: Path) -> dict:
    return json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))


def package_names(lock: dict) -> list[str]:
    """:data:`PACKAGES` and everything they depend on, by the site's lock."""
    seen: list[str] = []
    todo = list(PACKAGES)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.append(name)
            todo.extend(lock["packages"][name].get("depends", []))
    return sorted(seen)


def write_archive(pyodide: Path, folder: Path, imported: frozenset[str] = frozenset()) -> dict:
    """The packages' files, unpacked, as one gzip archive + its manifest (``site-packages.json``); without the
    files of the modules ``imported`` (:func:`already_imported`: the browser's archive, written once the
    snapshots are made from the whole one)."""
    lock = read_lock(pyodide)
    names = [name for name in package_names(lock) if name not in LEAVE_OUT]
    files, chunks, offset = [], [], 0
    for wheel in sorted(pyodide / lock["packages"][name]["file_name"] for name in names):
        with zipfile.ZipFile(wheel) as archive:
            listed = set(archive.namelist())
            for info in sorted(archive.infolist(), key=lambda i: i.filename):
                if info.filename.endswith("/") or not in_archive(info.filename, listed) \
                        or already_imported(info.filename, imported):
                    continue
                data = archive.read(info)
                files.append([info.filename, offset, len(data)])
                chunks.append(data)
                offset += len(data)
    (folder / "site-packages.gz").write_bytes(gzip.compress(b"".join(chunks), compresslevel=9, mtime=0))
    wasm = hashlib.sha256((pyodide / "pyodide.asm.wasm").read_bytes()).hexdigest()[:16]
    python = ".".join(lock["info"]["python"].split(".")[:2])
    manifest = {"pyodide": wasm, "root": f"/lib/python{python}/site-packages",
                "archive": "site-packages.gz",
                "snapshots": {game_id: snapshot_name(game_id) for game_id in snapshot_games()},
                "imports": {game_id: SNAPSHOT_IMPORTS.format(package=package)
                            for game_id, package in snapshot_games().items()},
                "packages": names, "after": AFTER_RESTORE,
                "files": files}
    (folder / "site-packages.json").write_text(json.dumps(manifest), encoding="utf-8")
    return manifest


def write_snapshots(pyodide: Path, folder: Path) -> dict[str, list[str]]:
    """Every game's snapshot (tools/live/panel/snapshot.mjs, two at a time); the modules imported in each
    written to :data:`MODULES`.  A snapshot holding another game's modules stops the build: a shared module
    importing every game would put them all back in every download."""
    node = shutil.which("node") or "node"
    packages = snapshot_games()
    with tempfile.TemporaryDirectory() as tmp:
        def one(game_id: str) -> tuple[str, subprocess.CompletedProcess]:
            out = Path(tmp, f"{game_id}.json")
            return game_id, subprocess.run([node, str(SOURCE / "snapshot.mjs"), str(pyodide), str(folder), game_id,
                                            str(out)], cwd=ROOT, capture_output=True, text=True)
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(one, packages))
        modules = {}
        for game_id, result in results:
            if result.returncode != 0:
                sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
                sys.exit(f"the live panels' Python snapshot of {game_id} did not build (tools/live/panel/snapshot.mjs)")
            modules[game_id] = json.loads(Path(tmp, f"{game_id}.json").read_text(encoding="utf-8"))
    for game_id, names in modules.items():
        others = sorted({".".join(n.split(".")[:2]) for n in names} & set(packages.values()) - {packages[game_id]})
        if others:
            sys.exit(f"the snapshot of {game_id} imported other games' packages ({', '.join(others)}): a module "
                     "every panel imports imports every game (rulesim.game.games() at import time?)")
    MODULES.parent.mkdir(parents=True, exist_ok=True)
    MODULES.write_text(json.dumps(modules), encoding="utf-8")
    return modules


def write_stdlib(pyodide: Path, folder: Path, imported: frozenset[str]) -> None:
    """Pyodide's standard library (``python_stdlib.zip``) for a restored panel: without the modules every
    snapshot has imported (their code is in the memory restored; 40 % of the zip).  The folders and every
    other module stay, for what a panel imports later.  A start without the snapshot reads Pyodide's own."""
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as whole, \
            zipfile.ZipFile(folder / STDLIB, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in whole.infolist():
            if info.filename.endswith("/") or module_of(info.filename) not in imported:
                out.writestr(info, whole.read(info), compress_type=info.compress_type, compresslevel=9)


def build(folder: Path) -> list[Path]:
    """Bundle the runtime into ``folder`` (``<lite>/panel``); return the files written."""
    if not WORKER.is_file():
        sys.exit(f"missing {WORKER.relative_to(ROOT)}: run `npm ci` (make site does it)")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    pyodide = folder.parent / "pyodide"
    write_archive(pyodide, folder)  # every file: the snapshots' Python imports from it
    modules = write_snapshots(pyodide, folder)
    imported = frozenset.intersection(*(frozenset(names) for names in modules.values()))
    manifest = write_archive(pyodide, folder, imported)  # the browser's
    write_stdlib(pyodide, folder, imported)
    boot = {"manifest": "site-packages.json", "pyodide": manifest["pyodide"], "stdlib": STDLIB}
    node = shutil.which("node") or "node"
    result = subprocess.run([node, str(SOURCE / "build.mjs"), str(folder), json.dumps(PACKAGES), json.dumps(boot)],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("the live panels' runtime did not build (esbuild)")
    text = (folder / "runtime.js").read_text(encoding="utf-8") + (folder / "worker.js").read_text(encoding="utf-8")
    for host in ("cdn.jsdelivr.net", "unpkg.com", "cdnjs.cloudflare.com", "pypi.org", "files.pythonhosted.org"):
        if host in text and host not in ("pypi.org",):
            sys.exit(f"the live panels' runtime names {host}")
    return sorted(folder.iterdir())


if __name__ == "__main__":
    for path in build(ROOT / "_build" / "site" / "lite" / "panel"):
        print(path.relative_to(ROOT), path.stat().st_size)
