"""The live panels' runtime: ``lite/panel/`` of the site (see ``tools/sphinxext/live_panels.py`` for the page side).

``runtime.js`` (``tools/live/panel/runtime.js`` bundled by esbuild with the npm packages of
``package.json``) wires Jupyter's own pieces together for a page of the book: JupyterLite's
in-browser kernel client and Pyodide kernel, JupyterLab's kernel connection and output area, the
ipywidgets front end.  Beside it: its stylesheet and JupyterLite's prebuilt kernel worker
(``comlink.worker.js`` of ``@jupyterlite/pyodide-kernel``).  The kernel loads Pyodide and every
package from the site (``lite/pyodide/``, the same files as the live notebooks).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyodide_packages  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "tools" / "live" / "panel"
WORKER = ROOT / "node_modules" / "@jupyterlite" / "pyodide-kernel" / "lib" / "comlink.worker.js"
#: what the kernel loads with Pyodide, from the site's lock (the live notebooks load the same)
PACKAGES = [*pyodide_packages.KERNEL_PACKAGES, *pyodide_packages.NOTEBOOK_PACKAGES]


def build(folder: Path) -> list[Path]:
    """Bundle the runtime into ``folder`` (``<lite>/panel``); return the files written."""
    if not WORKER.is_file():
        sys.exit(f"missing {WORKER.relative_to(ROOT)}: run `npm ci` (make site does it)")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    node = shutil.which("node") or "node"
    result = subprocess.run([node, str(SOURCE / "build.mjs"), str(folder), json.dumps(PACKAGES)],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("the live panels' runtime did not build (esbuild)")
    shutil.copy2(WORKER, folder / WORKER.name)
    text = (folder / "runtime.js").read_text(encoding="utf-8")
    for host in ("cdn.jsdelivr.net", "unpkg.com", "cdnjs.cloudflare.com", "pypi.org", "files.pythonhosted.org"):
        if host in text and host not in ("pypi.org",):
            sys.exit(f"the live panels' runtime names {host}")
    return sorted(folder.iterdir())


if __name__ == "__main__":
    for path in build(ROOT / "_build" / "site" / "lite" / "panel"):
        print(path.relative_to(ROOT), path.stat().st_size)
