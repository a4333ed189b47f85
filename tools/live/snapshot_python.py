"""The Python the live panels' interpreter runs around its snapshot: before the build saves it (a game's imports,
JupyterLite's kernel) and in the browser once the worker has restored it (``tools/live/panels.py`` puts these in the
manifest; ``tools/live/panel/snapshot.mjs`` and ``worker.js`` run them)."""

from __future__ import annotations

#: imported before a game's snapshot is taken: what the kernel and every panel of the game import — rulesim's
#: own modules and the game's package, not the other games' (``{package}``: ``rulesim.borneo``) — then
#: :data:`KERNEL_IMPORT`; piplite is imported after the restore (worker.js)
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
#: JupyterLite's kernel, imported last in every snapshot: ``import pyodide_kernel`` makes IPython's shell, 0.4–0.8 s
#: of a start in the browser otherwise.  Its two references to JavaScript (Pyodide's API and one of its functions)
#: are saved by name and given back as the restored Pyodide's (snapshot.mjs, worker.js).  The shell puts its user
#: namespace in place of ``__main__`` and its application's crash handler in ``sys.excepthook``; a restore takes
#: Pyodide's globals from ``__main__`` and sets Pyodide's hook: so ``__main__`` is the interpreter's own again
#: in the snapshot, and :data:`AFTER_RESTORE` gives both back to the shell, as a start importing the kernel
#: after Pyodide's would have left them
KERNEL_IMPORT = """
import sys
_main = sys.modules["__main__"]
import pyodide_kernel
import bdb, IPython.core.logger  # (what the shell imports as it runs its first cell: the trace checks the list)
_kernel = sys.modules["__main__"], sys.excepthook
sys.modules["__main__"] = _main
del _main
"""

#: run in the browser once the snapshot is restored: the import system's finders forget the
#: build's folders (cheaper than importlib.invalidate_caches(), which imports importlib.metadata) and the
#: standard library's table of contents (the browser's zip is ``tools.live.panels.write_stdlib``'s, not the build's),
#: random draws anew (the snapshot holds the build's generator), and the kernel's shell has ``__main__`` and
#: ``sys.excepthook`` back (:data:`KERNEL_IMPORT`)
AFTER_RESTORE = ("import random, sys, zipimport\nsys.path_importer_cache.clear()\n"
                 "zipimport._zip_directory_cache.clear()\nrandom.seed()\n"
                 "sys.modules['__main__'], sys.excepthook = _kernel\ndel _kernel\n")

#: run in the browser after :data:`AFTER_RESTORE` (by the worker, in globals of its own): evaluates to a
#: function that puts, first on ``sys.meta_path``, a finder which on the first import of a module of the later
#: archive fetches it (a synchronous request: the worker's Python cannot wait otherwise; the offline worker
#: answers it from its cache once fetched), writes its files and steps aside.  A fetch that fails (offline,
#: never fetched) fails that import alone, and is tried again on the next one.
LATER_FINDER = """
import sys

class LaterFiles:
    def __init__(self, url, root, later):
        self.url, self.later, self.modules = url, later, frozenset(later["modules"])
        self.roots = {"files": root, "stdlib": later.get("stdlib_root")}

    def find_spec(self, name, path=None, target=None):
        if name in self.modules:
            self.fetch(name)
        return None  # the usual finders find it now

    def fetch(self, name):
        import os, zlib
        from js import XMLHttpRequest
        request = XMLHttpRequest.new()
        request.open("GET", self.url, False)
        request.responseType = "arraybuffer"
        try:
            request.send()
        except Exception as error:
            raise ImportError(f"{name}: {self.url} could not be fetched ({error})", name=name) from None
        if request.status != 200:
            raise ImportError(f"{name}: {self.url} could not be fetched ({request.status})", name=name)
        data = zlib.decompress(request.response.to_bytes(), 31)
        for kind, root in self.roots.items():
            for path, offset, size in self.later.get(kind, ()):
                target = root + "/" + path
                os.makedirs(target.rsplit("/", 1)[0], exist_ok=True)
                with open(target, "wb") as out:
                    out.write(data[offset:offset + size])
        if self.later.get("stdlib"):
            self.beside_the_zip(self.roots["stdlib"], self.later["stdlib_zip"])
        sys.meta_path.remove(self)
        sys.path_importer_cache.clear()

    @staticmethod
    def beside_the_zip(folder, zip_path):
        # the standard library's later modules are files of ``folder``: on the path, and on the path of each
        # package imported from the zip (its other modules are there)
        if folder not in sys.path:
            sys.path.insert(sys.path.index(zip_path) + 1 if zip_path in sys.path else len(sys.path), folder)
        for module in list(sys.modules.values()):
            path = getattr(module, "__path__", None)
            if isinstance(path, list) and path and isinstance(path[0], str) and path[0].startswith(zip_path + "/"):
                there = folder + path[0][len(zip_path):]
                if there not in path:
                    path.append(there)

def install(url, root, later):
    import json
    sys.meta_path.insert(0, LaterFiles(url, root, json.loads(later)))

install
"""
