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
(``SNAPSHOT_IMPORTS`` of ``tools/live/snapshot_python.py``): one snapshot per game, ``python.<game>.snapshot.zst``
(a page's panels are of its game alone, and each game in the memory costs about 0.4 MB of the download),
``site-packages.gz`` the unpacked files (one archive: writing them is milliseconds where unpacking the wheels in
the browser takes seconds), ``site-packages.json`` the manifest tying them together.  The worker falls back to the
usual start (Pyodide and the wheels from the lock) when they are missing.

The archive holds what a panel reads as it starts and runs (rulesim's shared modules and data, the packages'
metadata: :func:`trace_imports` runs a panel's start under Node at build time; JupyterLite's kernel and the modules
its start imports are in the snapshot); the files a
panel needs only now and then (IPython's traceback formatting and its other modules, pygments, %pip's packages,
the games' own modules: 1.9 of the 2.4 MB) are a second archive, ``site-packages.later.gz``, fetched by the
worker's Python on the first import of one of their modules (``LATER_FINDER``, ibid.), never before.  The same
archive carries the standard library's modules no panel reads (:func:`write_stdlib`: 1.1 MB; the zip a panel
starts with keeps 0.17 of its 1.55 MB), written beside the zip when they come.
"""

from __future__ import annotations

import ast
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

from tools.live import memory_image, pyodide_packages
from tools.live.frames import compress_snapshot, compress_whole
from tools.live.snapshot_python import AFTER_RESTORE, KERNEL_IMPORT, LATER_FINDER, SNAPSHOT_IMPORTS

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
#: imported by no panel either, stay, in the later archive: a "%pip" line in a panel's kernel must find them,
#: set off PyPI.)
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


def snapshot_name(game_id: str) -> str:
    """The file of ``lite/panel/`` holding the snapshot of ``game_id``'s pages (``python.borneo.snapshot.zst``)."""
    return f"python.{game_id}.snapshot.zst"


def snapshot_games() -> dict[str, str]:
    """game id -> its package, for every game of rulesim (each gets a snapshot)."""
    from rulesim.game import games
    return {game_id: info.package for game_id, info in games().items()}


#: the standard library the panels' Python reads after a restore (in ``lite/panel/``; see :func:`write_stdlib`)
STDLIB = "python_stdlib.zip"
#: the interpreter's WebAssembly as a panel's worker fetches it (in ``lite/panel/``; see :func:`write_wasm`)
WASM = "pyodide.asm.wasm.zst"
#: the packages' files no panel reads as it starts and runs (see the top of this module)
LATER = "site-packages.later.gz"


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


def needed_at_start(path: str, used: frozenset[str]) -> bool:
    """Whether the file ``path`` of site-packages goes into the archive a panel starts with, ``used`` being the
    modules the snapshots and a started kernel running every panel import: the files of those modules, the
    packages' metadata, the data files of a package in use (read as files, not imported: no finder would see
    them) and rulesim's shared modules and packages (its game discovery lists the packages).  A game's own
    modules wait: the page's game is in its snapshot and no other game is imported (their files would only
    give a traceback its lines, and a traceback's formatting is itself in the later archive: fetched first)."""
    module = module_of(path)
    if path.split("/")[0].endswith(".dist-info"):
        return True
    if path.startswith("rulesim/"):
        return module is None or path.count("/") == 1 or path.endswith("/__init__.py")
    if module is None:
        return path.split("/")[0].split(".")[0] in {m.split(".")[0] for m in used}
    return module in used


def _packed(*groups: list[tuple[str, bytes]]) -> tuple[list[list[list]], bytes]:
    """Files as one gzip archive: for each group of files, its listing (name, offset, size)."""
    listings, blobs, offset = [], [], 0
    for files in groups:
        listed = []
        for name, data in files:
            listed.append([name, offset, len(data)])
            blobs.append(data)
            offset += len(data)
        listings.append(listed)
    return listings, gzip.compress(b"".join(blobs), compresslevel=9, mtime=0)


def write_archive(pyodide: Path, folder: Path, imported: frozenset[str] = frozenset(),
                  used: frozenset[str] | None = None, stdlib_later: list[tuple[str, bytes]] = (),
                  frames: dict[str, list[list[int]]] | None = None, made: list[list] = ()) -> dict:
    """The packages' files, unpacked, as one gzip archive + its manifest (``site-packages.json``); without the
    files of the modules ``imported`` (:func:`already_imported`: the browser's archive, written once the
    snapshots are made from the whole one); with ``used`` (:func:`trace_imports`), the files a panel does not
    need as it starts go into the later archive (:func:`needed_at_start`, :data:`LATER`), with the standard
    library's ``stdlib_later`` (:func:`write_stdlib`); ``frames``: each snapshot's (:func:`write_snapshots`), which
    the worker decodes one by one as they come; ``made``: the folders and files the snapshots' imports wrote
    (:func:`write_snapshots`), which the worker writes again after a restore."""
    lock = read_lock(pyodide)
    names = [name for name in package_names(lock) if name not in LEAVE_OUT]
    now: list[tuple[str, bytes]] = []
    later: list[tuple[str, bytes]] = []
    for wheel in sorted(pyodide / lock["packages"][name]["file_name"] for name in names):
        with zipfile.ZipFile(wheel) as archive:
            listed = set(archive.namelist())
            for info in sorted(archive.infolist(), key=lambda i: i.filename):
                if info.filename.endswith("/") or not in_archive(info.filename, listed) \
                        or already_imported(info.filename, imported):
                    continue
                start = used is None or needed_at_start(info.filename, used)
                (now if start else later).append((info.filename, archive.read(info)))
    (files,), packed = _packed(now)
    (folder / "site-packages.gz").write_bytes(packed)
    python = ".".join(lock["info"]["python"].split(".")[:2])
    extra = {}
    if later or stdlib_later:
        (later_files, stdlib_files), packed = _packed(later, list(stdlib_later))
        (folder / LATER).write_bytes(packed)
        modules = sorted({m for name, _data in [*later, *stdlib_later] if (m := module_of(name)) is not None})
        extra = {"later": {"archive": LATER, "files": later_files, "modules": modules, "finder": LATER_FINDER,
                           "stdlib": stdlib_files, "stdlib_root": f"/lib/python{python}",
                           "stdlib_zip": f"/lib/python{python.replace('.', '')}.zip"}}
    wasm = hashlib.sha256((pyodide / "pyodide.asm.wasm").read_bytes()).hexdigest()[:16]
    manifest = {"pyodide": wasm, "root": f"/lib/python{python}/site-packages",
                "archive": "site-packages.gz",
                "snapshots": {game_id: snapshot_name(game_id) for game_id in snapshot_games()},
                "frames": frames or {},
                "imports": {game_id: SNAPSHOT_IMPORTS.format(package=package) + KERNEL_IMPORT
                            for game_id, package in snapshot_games().items()},
                "image": memory_image.manifest_entry(pyodide), "packages": names, "after": AFTER_RESTORE,
                "files": files, "made": list(made), **extra}
    (folder / "site-packages.json").write_text(json.dumps(manifest), encoding="utf-8")
    return manifest


def write_snapshots(pyodide: Path, folder: Path) -> tuple[dict[str, list[str]], dict[str, list[list[int]]], list[list]]:
    """Every game's snapshot (tools/live/panel/snapshot.mjs, two at a time, then :func:`compress_snapshot`); the
    modules imported in each (also written to :data:`MODULES`), each snapshot's frames and the folders and files
    the imports wrote (``[path, text or None]``: IPython's profile folder; the file system is not in a snapshot).
    A snapshot holding another game's modules stops the build: a shared module importing every game would put
    them all back in every download; so do imports that write different files for different games."""
    node = shutil.which("node") or "node"
    packages = snapshot_games()
    with tempfile.TemporaryDirectory() as tmp:
        start, image = memory_image.initial_memory(pyodide)
        Path(tmp, "image.bin").write_bytes(image)

        def one(game_id: str) -> tuple[str, subprocess.CompletedProcess, list[list[int]]]:
            memory, out = Path(tmp, f"{game_id}.snapshot"), Path(tmp, f"{game_id}.json")
            result = subprocess.run([node, str(SOURCE / "snapshot.mjs"), str(pyodide), str(folder), game_id,
                                     str(memory), str(out), str(Path(tmp, "image.bin")), str(start)],
                                    cwd=ROOT, capture_output=True, text=True)
            if result.returncode != 0:
                return game_id, result, []
            packed, sizes = compress_snapshot(memory.read_bytes())
            (folder / snapshot_name(game_id)).write_bytes(packed)
            return game_id, result, sizes
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(one, packages))
        modules, frames, made = {}, {}, {}
        for game_id, result, sizes in results:
            if result.returncode != 0:
                sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
                sys.exit(f"the live panels' Python snapshot of {game_id} did not build (tools/live/panel/snapshot.mjs)")
            written = json.loads(Path(tmp, f"{game_id}.json").read_text(encoding="utf-8"))
            modules[game_id], made[game_id] = written["modules"], written["made"]
            frames[game_id] = sizes
    for game_id, names in modules.items():
        others = sorted({".".join(n.split(".")[:2]) for n in names} & set(packages.values()) - {packages[game_id]})
        if others:
            sys.exit(f"the snapshot of {game_id} imported other games' packages ({', '.join(others)}): a module "
                     "every panel imports imports every game (rulesim.game.games() at import time?)")
    MODULES.parent.mkdir(parents=True, exist_ok=True)
    MODULES.write_text(json.dumps(modules), encoding="utf-8")
    files = {json.dumps(written) for written in made.values()}
    if len(files) > 1:
        sys.exit("the snapshots' imports wrote different files for different games: " + ", ".join(sorted(files)))
    return modules, frames, json.loads(files.pop()) if files else []


def trace_imports(lite: Path, wheels: list[Path]) -> dict:
    """What a panel imports, step by step: ``tools/live/panel/trace.mjs`` runs the site's Pyodide under Node with
    ``wheels`` unpacked, every game's snapshot imports, JupyterLite's kernel module, every code cell of every live
    notebook of ``lite/files`` (the notebook's first cell made the panel's own, as live-panels.js does) and a few
    tracebacks.  Returns the modules imported after each step (``snapshot``, ``kernel``, ``first`` — an empty first
    cell —, ``cells``, ``traceback``) and the cells that ``failed``."""
    pyodide = lite / "pyodide"
    notebooks = {}
    files_root = lite / "files"
    for path in sorted(files_root.rglob("*.ipynb")):
        rel = path.relative_to(files_root)
        cells = ["".join(c["source"]) if isinstance(c["source"], list) else c["source"]
                 for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
        # as live-panels.js: the notebook's own first cell (PAGE = start(...)) becomes the panel's
        cells = [f"from rulesim.live import start_panel\nPAGE = start_panel({rel.parts[0]!r})", *cells[1:]]
        data = {p.relative_to(path.parent).as_posix(): p.read_text(encoding="utf-8")
                for p in sorted(path.parent.rglob("*")) if p.is_file() and p.suffix != ".ipynb"}
        notebooks[str(rel)] = [data, cells]
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        # every game's imports, one after the other (every game's notebooks run in the same interpreter), then the
        # kernel once and what a restore then does
        imports = "\n".join(SNAPSHOT_IMPORTS.format(package=package) for package in snapshot_games().values())
        (work / "wheels.json").write_text(json.dumps({"wheels": [str(w) for w in wheels],
                                                      "imports": imports + KERNEL_IMPORT + AFTER_RESTORE}))
        (work / "notebooks.json").write_text(json.dumps(notebooks))
        node = shutil.which("node") or "node"
        result = subprocess.run([node, str(SOURCE / "trace.mjs"), str(pyodide), str(work / "wheels.json"),
                                 str(work / "notebooks.json"), str(work / "out.json")],
                                cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
            sys.exit("the trace of the panels' imports did not run (tools/live/panel/trace.mjs)")
        traced = json.loads((work / "out.json").read_text())
    traced["notebooks"] = len(notebooks)
    return traced


def panel_wheels(pyodide: Path) -> list[Path]:
    """The wheels of the panel's archive (the lock's closure of :data:`PACKAGES`, :data:`LEAVE_OUT` left out)."""
    lock = read_lock(pyodide)
    return [pyodide / lock["packages"][name]["file_name"] for name in package_names(lock) if name not in LEAVE_OUT]


def stdlib_unit(path: str, imported: frozenset[str]) -> str:
    """The part of the standard library the file ``path`` comes with: its top-level module or package — or,
    inside a package every snapshot has imported, its module or subpackage there.  A package imported after the
    restore finds its modules on its own ``__path__`` (the zip, or the folder of the later files): it comes
    whole, from one place; a package already imported has its path told of the later files when they come."""
    parts = path.split("/")
    depth = 1
    while depth < len(parts) and ".".join(parts[:depth]) in imported:
        depth += 1
    return "/".join(parts[:depth])


def rulesim_imports() -> frozenset[str]:
    """Every module rulesim's sources name in an import (and each package above it), wherever the import
    is: a function's own import runs when a reader's tap calls it, which the trace need not have done."""
    names: set[str] = set()
    for source in (ROOT / "rulesim").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            else:
                continue
            for name in found:
                parts = name.split(".")
                names.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return frozenset(names)


def write_stdlib(pyodide: Path, folder: Path, imported: frozenset[str],
                 used: frozenset[str] | None = None) -> list[tuple[str, bytes]]:
    """Pyodide's standard library (``python_stdlib.zip``) for a restored panel: without the modules every
    snapshot has imported (their code is in the memory restored; 40 % of the zip).  With ``used`` (what the
    trace and rulesim's own imports use), only what a panel may read as it starts and runs stays in the zip:
    the parts (:func:`stdlib_unit`) of which no module is used are returned, for the later archive.  The folders
    and the data files stay.  A start without the snapshot reads Pyodide's own."""
    later: list[tuple[str, bytes]] = []
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as whole:
        entries = [info for info in whole.infolist()
                   if info.filename.endswith("/") or module_of(info.filename) not in imported]
        wanted = None
        if used is not None:
            wanted = {stdlib_unit(info.filename, imported) for info in entries
                      if not info.filename.endswith("/")
                      and (module_of(info.filename) is None or module_of(info.filename) in used)}
        with zipfile.ZipFile(folder / STDLIB, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for info in entries:
                if wanted is None or info.filename.endswith("/") or stdlib_unit(info.filename, imported) in wanted:
                    out.writestr(info, whole.read(info), compress_type=info.compress_type, compresslevel=9)
                else:
                    later.append((info.filename, whole.read(info)))
    return later


def write_wasm(pyodide: Path, folder: Path) -> None:
    """``pyodide.asm.wasm`` in Zstandard (:func:`compress_whole`) for the panels' worker, which decodes it with the
    snapshot's decoder, compiles it and gives Pyodide the module (worker.js, ``unpackWasm``, ``unpackedWasm``):
    0.64 MB less to download than the gzip a static host sends.  The file itself stays in ``lite/pyodide/`` for the
    live notebooks' usual start and a panel's start without its snapshot."""
    (folder / WASM).write_bytes(compress_whole((pyodide / "pyodide.asm.wasm").read_bytes()))


def versions(folder: Path, manifest: dict) -> dict[str, str]:
    """Each game's snapshot named by its content (a hash): what the worker keeps of one it decoded is kept under it
    (tools/live/panel/kept.js), so a later build's is never taken for it."""
    return {game: hashlib.sha256((folder / name).read_bytes()).hexdigest()[:16]
            for game, name in manifest["snapshots"].items()}


def build(folder: Path) -> list[Path]:
    """Bundle the runtime into ``folder`` (``<lite>/panel``); return the files written."""
    if not WORKER.is_file():
        sys.exit(f"missing {WORKER.relative_to(ROOT)}: run `npm ci` (make site does it)")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    pyodide = folder.parent / "pyodide"
    write_archive(pyodide, folder)  # every file: the snapshots' Python imports from it
    with ThreadPoolExecutor(max_workers=1) as pool:  # (beside the snapshots, two at a time)
        traced = pool.submit(trace_imports, folder.parent, panel_wheels(pyodide))
        modules, frames, made = write_snapshots(pyodide, folder)
        trace = traced.result()
    if trace["failed"]:
        sys.exit(f"a live notebook's cell failed in the trace of the panels' imports: {trace['failed'][0]}")
    if first := sorted(set(trace["first"]) - set(trace["kernel"])):
        sys.exit(f"IPython's first cell imports modules the snapshots lack ({', '.join(first)}): add them to "
                 "KERNEL_IMPORT (tools/live/snapshot_python.py), or every panel's first cell imports them as it runs")
    imported = frozenset.intersection(*(frozenset(names) for names in modules.values()))
    used = frozenset(trace["cells"]) | rulesim_imports()
    stdlib_later = write_stdlib(pyodide, folder, imported, used)
    manifest = write_archive(pyodide, folder, imported, used, stdlib_later, frames, made)  # the browser's
    write_wasm(pyodide, folder)
    # (the snapshots' files and frames too: the worker asks for its game's at once, not once the manifest has come)
    boot = {"manifest": "site-packages.json", "pyodide": manifest["pyodide"], "stdlib": STDLIB, "wasm": WASM,
            "snapshots": manifest["snapshots"], "frames": manifest["frames"], "versions": versions(folder, manifest)}
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
