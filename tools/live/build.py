"""The live notebooks of the site: JupyterLite with a Pyodide kernel, served under ``_build/site/lite/``.

One JupyterLite serves both languages (its contents are ``es/…`` and
``en/…``, see :mod:`tools.live.notebooks`).  Steps:

1. write the live notebooks (``_build/lite/contents``);
2. ``jupyter lite build`` of the notebook app only, into a fresh
   ``_build/lite/out`` (an incremental build was seen to drop settings);
3. Pyodide, the wheels and the lock into ``out/pyodide/``
   (:mod:`tools.live.pyodide_packages`);
4. ``jupyter-lite.json``: the kernel loads Pyodide from the site, the public
   package index is off, the packages every notebook needs are loaded with the
   kernel (listed, they come from the site's lock, never from piplite);
5. the live panels' runtime into ``out/panel/`` (:mod:`tools.live.panels`), and its kernel worker in place of
   JupyterLite's own (:func:`kernel_from_snapshot`): a live notebook starts Python from its game's snapshot too;
6. ``out/notebooks/index.html`` gets ``live.js`` (the site's own script: it runs
   the notebook's cells once the kernel is ready, so the reader sees the
   widgets without knowing Jupyter);
7. checks: the contents index exists and lists every notebook, and no file of
   the app names a CDN for Pyodide.

Skipped when nothing it depends on changed since the last build.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tools.live import notebooks as live_notebooks
from tools.live import panels as live_panels
from tools.live import pyodide_packages

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / "_build" / "lite"
LIVE_JS = ROOT / "tools" / "live" / "live.js"
LIVE_CSS = ROOT / "tools" / "live" / "live.css"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
APP_NAME = "Reglas en juego · Rules in Play"


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def inputs_digest() -> str:
    """A hash of everything the live site is built from."""
    digest = hashlib.sha256()
    files = [*sorted((ROOT / "book").rglob("*.md")), *sorted((ROOT / "book").rglob("*.toml")),
             *sorted((ROOT / "locales").rglob("*.po")), *sorted((ROOT / "rulesim").rglob("*.py")),
             *sorted((ROOT / "tools" / "build").glob("*.py")), *sorted((ROOT / "tools" / "live").rglob("*.*")),
             ROOT / "requirements-pyodide.txt",
             ROOT / "requirements.txt",
             ROOT / "package-lock.json"]
    for path in files:
        if path.is_file() and "_build" not in path.parts and "__pycache__" not in path.parts:
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def lite_config() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": APP_NAME,
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "pyodideUrl": "./pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "pipliteUrls": [],
                    "loadPyodideOptions": {
                        "packages": [*pyodide_packages.KERNEL_PACKAGES, *pyodide_packages.NOTEBOOK_PACKAGES],
                    },
                },
            },
        },
    }


def write_config(path: Path) -> None:
    """Merge the site's settings into the ``jupyter-lite.json`` the build wrote."""
    config = json.loads(path.read_text(encoding="utf-8"))
    ours = lite_config()["jupyter-config-data"]
    data = config["jupyter-config-data"]
    for key, value in ours.items():
        if key == "litePluginSettings":
            data.setdefault(key, {}).update(value)
        else:
            data[key] = value
    path.write_text(json.dumps(config, indent=2), encoding="utf-8")


def add_live_script(out: Path) -> None:
    """``live.js`` first thing in the notebook app's page: it must run before JupyterLite's own
    bootstrap script reads the settings (a later script would race with it)."""
    shutil.copy2(LIVE_JS, out / "live.js")
    shutil.copy2(LIVE_CSS, out / "live.css")
    page = out / "notebooks" / "index.html"
    text = page.read_text(encoding="utf-8")
    tag = '<script src="../live.js"></script>'
    if tag not in text:
        text = text.replace("<head>", f'<head>\n    {tag}\n    <link rel="icon" href="favicon.ico">'
                            '\n    <link rel="stylesheet" href="../live.css">', 1)
        page.write_text(text, encoding="utf-8")


KERNEL_EXTENSION = Path("extensions/@jupyterlite/pyodide-kernel-extension")
KERNEL_PACKAGE = ROOT / "node_modules" / "@jupyterlite" / "pyodide-kernel" / "package.json"


def kernel_from_snapshot(out: Path) -> Path:
    """JupyterLite's kernel worker (its extension's ``static/comlink.worker.<hash>.js``, which its kernel starts
    with ``new Worker(url, {type: "module"})`` when the page is not cross-origin isolated) replaced by a module
    that imports the live panels' worker (``panel/worker.js``): the same kernel, built from the same version of
    ``@jupyterlite/pyodide-kernel``, which starts Python from the notebook's game's snapshot (the game is the
    second part of the notebook's folder) and the usual way when there is none.  Stock, a live notebook's kernel
    took 5–6 s to start on a quiet machine; from the snapshot about 1.5 s (docs/performance.md).
    Returns the file replaced."""
    folder = out / KERNEL_EXTENSION
    ours = json.loads(KERNEL_PACKAGE.read_text(encoding="utf-8"))["version"]
    theirs = json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"]
    if ours != theirs:
        sys.exit(f"JupyterLite's kernel extension is {theirs}, the panels' worker is built from {ours}: "
                 "pin the same version in requirements.txt and package.json")
    workers = sorted((folder / "static").glob("comlink.worker.*.js"))
    if len(workers) != 1:
        sys.exit(f"expected one comlink worker in {folder / 'static'}, found {len(workers)}")
    target = os.path.relpath(out / "panel" / "worker.js", workers[0].parent).replace(os.sep, "/")
    workers[0].write_text(f"// the live panels' kernel worker (tools/live/build.py, kernel_from_snapshot)\n"
                          f"import {json.dumps(target)};\n", encoding="utf-8")
    return workers[0]


def check(out: Path, notebooks: list[str]) -> None:
    index = out / "api" / "contents" / "all.json"
    if not index.exists():
        sys.exit("jupyter lite build wrote no contents index (is jupyter_server installed?)")
    missing = [n for n in notebooks if not (out / "files" / n).exists()]
    if missing:
        sys.exit(f"live notebooks missing from the lite site: {missing[:3]}")
    config = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config.get("litePluginSettings", {}).get(KERNEL_PLUGIN, {})
    if kernel.get("pyodideUrl") != "./pyodide/pyodide.mjs" or not kernel.get("disablePyPIFallback"):
        sys.exit("jupyter-lite.json lost the kernel's local Pyodide settings")
    for path in out.rglob("jupyter-lite.json"):
        if "://" in path.read_text(encoding="utf-8"):
            sys.exit(f"{path.relative_to(out)} names another site")
    if not (out / "api" / "translations" / "es_ES.json").exists():
        sys.exit("no Spanish interface for the live notebooks (jupyterlab-language-pack-es-ES and "
                 "jupyterlab_server must be installed: requirements.txt)")


def build(site: Path, force: bool = False) -> float:
    """Build the live notebooks into ``site/lite``; return the seconds it took."""
    start = time.perf_counter()
    stamp = WORK / ".built"
    digest = inputs_digest()
    if not force and stamp.exists() and stamp.read_text() == digest and (site / "lite" / "live.js").exists():
        log("up to date")
        return time.perf_counter() - start
    contents, out = WORK / "contents", WORK / "out"
    notebooks = live_notebooks.write_contents(contents)
    if out.exists():
        shutil.rmtree(out)
    jupyter = Path(sys.executable).with_name("jupyter")
    cmd = [str(jupyter), "lite", "build", "--contents", str(contents),
           "--output-dir", str(out), "--apps", "notebooks", "--no-sourcemaps", "--no-unused-shared-packages"]
    log("$ " + " ".join(cmd[1:]))
    result = subprocess.run(cmd, cwd=WORK, capture_output=True, text=True)  # its doit database stays there
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-4000:] + result.stderr[-4000:])
        sys.exit("jupyter lite build failed")
    write_config(out / "jupyter-lite.json")
    pyodide_packages.prepare(out / "pyodide")
    live_panels.build(out / "panel")
    kernel_from_snapshot(out)
    add_live_script(out)
    check(out, notebooks)
    target = site / "lite"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(out, target)
    stamp.write_text(digest)
    seconds = time.perf_counter() - start
    log(f"{len(notebooks)} live notebooks in {target.relative_to(ROOT)} ({seconds:.1f} s)")
    return seconds


if __name__ == "__main__":
    build(ROOT / "_build" / "site", force="--fresh" in sys.argv)
