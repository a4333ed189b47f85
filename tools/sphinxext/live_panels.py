"""Live panels on the notebook pages of the book, and the site offline (registered by ``rules_in_play``).

Every notebook page gets ``live-panels.js`` and ``live-panels.css`` (``live_panels_static/``) and a
small JSON configuration: the page's language, its live notebook (whose code cells the panel runs:
the same code as the page), the files its code reads, and the texts of the panel in the page's
language.  The runtime (``lite/panel/``, :mod:`tools.live.panels`) loads only when the
reader shows intent; an ordinary page gets none of this.

Every page gets its theme colour and icon and ``offline.js``, which, once the reader uses the page,
links the language's web app manifest (``<lang>/manifest.webmanifest``) and registers the
language's service worker (``<lang>/sw.js``): both are written by ``tools/build/offline.py`` after the build.
"""

from __future__ import annotations

import json
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config

from rulesim.i18n import _
from tools.live.panels import snapshot_games, snapshot_name

STATIC = Path(__file__).resolve().parent / "live_panels_static"
RUNTIME = "lite/panel/runtime.js"  # from the site's root
DATA_FOLDERS = ("situations",)  # read by the notebooks, relative to the page's folder (as tools/live/notebooks.py)
THEME = "#2f6fb5"  # the icon's blue (book/_static/favicon.svg)
#: what the runtime downloads the first time (gzip, as a static host serves it): the total of
#: ``tools/dev/panel_contents.py`` (printed by make bench), rounded; tests/website/test_live_build.py fails when the
#: built panel's total rounds to another figure
PANEL_DOWNLOAD_MB = 9
#: what a first panel of another game downloads once a game's panels have run (that game's snapshot alone:
#: every other file is shared); tests/website/test_live_build.py checks it against the largest snapshot
GAME_DOWNLOAD_MB = 5
#: the watchdog: a start with no progress for this long (nothing downloaded, no answer from the kernel)
#: is a failure, said with a retry (live-panels.js)
STALL_SECONDS = 40

#: what the panels say, through rulesim's catalogs (part ``site``); ``{detail}`` and ``{seconds}`` are filled in by
#: live-panels.js
MESSAGES = {
    "preview": _("Vista previa — tocar para activar"),
    "preview_first": _("Vista previa — tocar para activar (la primera vez descarga unos {size} MB)",
                       size=str(PANEL_DOWNLOAD_MB)),
    "starting": _("Preparando Python en tu navegador… (la primera vez descarga unos {size} MB)",
                  size=str(PANEL_DOWNLOAD_MB)),
    # the same two sentences on the pages of a game whose panels have not run yet, another game's having run
    "preview_game": _("Vista previa — tocar para activar (la primera vez descarga unos {size} MB)",
                      size=str(GAME_DOWNLOAD_MB)),
    "starting_game": _("Preparando Python en tu navegador… (la primera vez descarga unos {size} MB)",
                       size=str(GAME_DOWNLOAD_MB)),
    "live": _("En vivo"),
    "no_wasm": _("Este navegador no puede ejecutar WebAssembly, así que los controles no pueden activarse aquí. "
                 "La vista previa sigue valiendo: muestra el caso inicial."),
    "offline": _("Sin conexión: los controles necesitan una primera visita con conexión para quedar guardados en "
                 "este dispositivo. La vista previa sigue aquí."),
    "no_memory": _("No hay memoria suficiente para ejecutar Python en esta pestaña. Cierra otras pestañas y vuelve "
                   "a tocar. La vista previa sigue aquí."),
    "updated": _("El sitio se ha actualizado mientras leías: recarga la página para activar los controles."),
    "failed": _("No se pudo iniciar Python ({detail}). Toca para reintentar; la vista previa sigue aquí.",
                detail="{detail}"),
    "stalled": _("Python no ha avanzado en {seconds} segundos y se ha detenido. Toca para reintentar; la vista "
                 "previa sigue aquí.", seconds="{seconds}"),
}


def texts(lang: str) -> dict[str, str]:
    """The panels' words in ``lang``."""
    return {key: message.render(lang) for key, message in MESSAGES.items()}


def is_notebook(app: Sphinx, docname: str) -> bool:
    return "kernelspec" in app.env.metadata.get(docname, {})


def add_static_path(app: Sphinx, config: Config) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]
    # what every notebook page's configuration takes from the runtime's build rather than from its source: a
    # change (a snapshot's file renamed, the download's size) writes every page again, as a changed source would
    config.live_panels_runtime = json.dumps([PANEL_DOWNLOAD_MB, GAME_DOWNLOAD_MB, STALL_SECONDS,
                                             {game: snapshot_name(game) for game in snapshot_games()}])


def page_config(app: Sphinx, docname: str) -> dict:
    """What live-panels.js needs to know about the page ``docname`` (``book/borneo/check``)."""
    lang = app.config.language or "es"
    rel = docname.removeprefix("book/")
    folder = rel.rsplit("/", 1)[0] if "/" in rel else ""
    source = Path(app.srcdir, docname + ".md")
    code = source.read_text(encoding="utf-8") if source.is_file() else ""
    files = {}
    for name in DATA_FOLDERS:
        data = source.parent / name
        if name in code and data.is_dir():
            for path in sorted(data.iterdir()):
                if path.is_file():
                    key = f"{folder}/{name}/{path.name}"
                    files[key] = f"lite/files/{lang}/{key}"
    game = folder.split("/")[0] if folder.split("/")[0] in snapshot_games() else None  # book/<game id>/
    snapshot = [f"lite/panel/{snapshot_name(game)}"] if game else []
    return {"lang": lang, "page": docname, "folder": folder, "game": game,
            "notebook": f"lite/files/{lang}/{rel}.ipynb",
            "runtime": RUNTIME, "files": files, "texts": texts(lang), "stall_seconds": STALL_SECONDS,
            "prefetch": ["lite/panel/runtime.js", "lite/panel/worker.js", "lite/panel/site-packages.json",
                         "lite/panel/site-packages.gz", *snapshot, "lite/pyodide/pyodide.mjs",
                         "lite/pyodide/pyodide.asm.mjs", "lite/panel/pyodide.asm.wasm.zst",
                         "lite/panel/python_stdlib.zip", "lite/pyodide/pyodide-lock.json",
                         f"lite/files/{lang}/{rel}.ipynb"]}


def add_config(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    if not is_notebook(app, docname):
        return
    data = json.dumps(page_config(app, docname), ensure_ascii=False).replace("</", "<\\/")
    doctree += nodes.raw("", f'<script type="application/json" id="live-panels-config">{data}</script>',
                         format="html")


def add_assets(app: Sphinx, pagename: str, templatename: str, context: dict, doctree) -> None:
    to_lang_root = "../" * pagename.count("/")
    # (the manifest's <link> is added by offline.js once the reader uses the page: a page loaded and
    # left at once does not have the browser fetch the manifest and its icons)
    context["metatags"] = context.get("metatags", "") + (
        f'\n<meta name="theme-color" content="{THEME}">'
        f'\n<link rel="apple-touch-icon" href="{to_lang_root}_static/icon-192.png">')
    app.add_js_file("offline.js", loading_method="defer")
    if doctree is not None and is_notebook(app, pagename):
        app.add_js_file("live-panels.js", loading_method="defer")
        app.add_css_file("live-panels.css")


def setup(app: Sphinx) -> dict:
    app.add_config_value("live_panels_runtime", "", "html", types=[str])
    app.connect("config-inited", add_static_path)
    app.connect("doctree-resolved", add_config)
    app.connect("html-page-context", add_assets)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
