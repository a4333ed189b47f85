"""The live notebooks as built: the notebooks in each language, the Python the browser loads, the
JupyterLite settings and the "Try it live" buttons (no browser here; ``test_live.py`` runs them)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from rulesim import live
from rulesim.pages import BOOK_ROOT, Page, rule_link
from tools.live import notebooks as live_notebooks
from tools.live import pyodide_packages

ROOT = Path(__file__).resolve().parent.parent.parent

SITE = ROOT / "_build" / "site"
LITE = SITE / "lite"
PAGES = live_notebooks.notebook_pages()


def built(path: Path) -> Path:
    if not path.exists():
        pytest.fail(f"{path.relative_to(ROOT)} is missing: run `make site`")
    return path


# --- the notebooks --------------------------------------------------------------------------

def test_every_notebook_page_has_a_live_notebook_in_each_language():
    assert len(PAGES) >= 12
    for page in PAGES:
        for lang in live_notebooks.LANGS:
            assert (built(LITE / "files") / live_notebooks.live_path(page, lang)).is_file(), page


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(live_notebooks.BOOK).as_posix())
def test_the_live_notebook_speaks_the_language_of_its_page(page):
    es, en = (live_notebooks.live_notebook(page, lang) for lang in ("es", "en"))
    assert es.metadata["kernelspec"]["name"] == en.metadata["kernelspec"]["name"] == "python"  # JupyterLite's kernel
    assert [c.cell_type for c in es.cells] == [c.cell_type for c in en.cells]
    for lang, nb in (("es", es), ("en", en)):
        setup = next(c for c in nb.cells if c.cell_type == "code")
        assert f'PAGE = start("{lang}", "book/{page.relative_to(live_notebooks.BOOK).with_suffix("").as_posix()}")' \
            in setup.source
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                assert not re.search(r"^\([\w-]+\)=", cell.source, re.M), "MyST label left"
                assert not re.search(r"\{[a-z]+\}`", cell.source), "MyST role left"
                assert not re.search(r"\]\([^)]*\.md[)#]", cell.source), "link to a source page left"
            else:
                assert not cell.outputs
                if "hide-input" in cell.metadata.get("tags", []):
                    assert cell.metadata["jupyter"]["source_hidden"]
    for a, b in zip(es.cells, en.cells, strict=True):
        if a.cell_type == "markdown":
            assert a.source != b.source, a.source[:80]
    code = [(a.source, b.source) for a, b in zip(es.cells, en.cells, strict=True) if a.cell_type == "code"]
    assert all(a == b for a, b in code[1:]), "the same code in both languages (only the setup cell differs)"
    # the English title is the English page's title
    title = en.cells[0].source.split("\n", 1)[0].lstrip("# ").strip()
    html = built(SITE / "en" / page.relative_to(live_notebooks.BOOK.parent).with_suffix(".html")).read_text()
    assert f"<h1>{title}" in html


def test_a_paragraph_without_translation_stops_the_build():
    with pytest.raises(live_notebooks.MissingTranslation):
        live_notebooks._translate_markdown("# Título\n\nUn párrafo nuevo sin traducir.\n", {"Título": "Title"}, "x")


def test_translation_keeps_markers_and_drops_myst_only_syntax():
    source = "## Qué mirar\n\n(borneo-x)=\n- Primera línea\n  sigue aquí.\n- Otra {term}`cosa`.\n"
    english = {"Qué mirar": "What to look at", "Primera línea sigue aquí.": "First line continues here.",
               "Otra {term}`cosa`.": "Another {term}`thing`."}
    out = live_notebooks._plain_markdown(live_notebooks._translate_markdown(source, english, "x"))
    assert out == "## What to look at\n\n- First line continues here.\n- Another thing.\n"
    assert live_notebooks._plain_markdown("See [Turn](turn.md) and [site](https://x.org).") == \
        "See Turn and [site](https://x.org)."


# --- what the browser loads -----------------------------------------------------------------

def lock() -> dict:
    return json.loads(built(LITE / "pyodide" / "pyodide-lock.json").read_text())


def test_the_lock_lists_every_shipped_wheel_with_its_real_hash_and_resolved_dependencies():
    data = lock()
    npm = json.loads((ROOT / "node_modules" / "pyodide" / "pyodide-lock.json").read_text())
    assert data["info"] == npm["info"]
    packages = data["packages"]
    for key, entry in packages.items():
        wheel = LITE / "pyodide" / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], key
        assert all(dep in packages for dep in entry["depends"]), key
        assert entry["install_dir"] == "site" and entry["imports"]
    for key in (*pyodide_packages.KERNEL_PACKAGES, *pyodide_packages.NOTEBOOK_PACKAGES):
        assert key in packages
    assert set(packages["ipywidgets"]["depends"]) >= {"comm", "ipython", "traitlets", "jupyterlab-widgets"}
    assert "pexpect" not in packages["ipython"]["depends"]  # markers evaluated for emscripten
    for core in pyodide_packages.PYODIDE_FILES:
        assert (LITE / "pyodide" / core).is_file()


def test_the_shipped_versions_are_the_pinned_ones_and_match_the_build():
    packages = lock()["packages"]
    pins = dict(line.split("==") for line in pyodide_packages.pinned())
    for name, version in pins.items():
        key = pyodide_packages.canonicalize_name(name)
        assert packages[key]["version"] == version, name
    build = dict(line.split("==") for line in (ROOT / "requirements.txt").read_text().splitlines()
                 if "==" in line and not line.startswith("#"))
    for name in ("ipywidgets", "jupyterlab_widgets", "comm", "traitlets"):
        assert pins[name] == build[name], f"{name}: the browser and the build must run the same version"
    front = json.loads((LITE / "extensions" / "@jupyter-widgets" / "jupyterlab-manager" / "package.json").read_text())
    assert front["version"].startswith("5.") and pins["jupyterlab_widgets"] == "3.0.17"


def test_a_missing_dependency_fails_the_build(tmp_path):
    wheels = sorted((LITE / "pyodide").glob("*.whl"))
    without_traitlets = [w for w in wheels if not w.name.startswith("traitlets-")]
    with pytest.raises(pyodide_packages.MissingPackage, match="traitlets"):
        pyodide_packages.lock_entries(without_traitlets, "3.14.2")


def test_the_rulesim_wheel_has_the_code_and_both_catalogs_and_is_reproducible(tmp_path):
    first = pyodide_packages.build_rulesim_wheel(tmp_path / "a")
    second = pyodide_packages.build_rulesim_wheel(tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()
    names = zipfile.ZipFile(first).namelist()
    for lang in ("es", "en"):
        assert f"rulesim/locale/{lang}/LC_MESSAGES/rulesim.mo" in names
    code = {p.relative_to(ROOT).as_posix() for p in (ROOT / "rulesim").rglob("*.py")}
    assert code <= set(names)
    shipped = next((LITE / "pyodide").glob("rulesim-*.whl"))
    assert shipped.name == first.name, "the site ships an old rulesim: run `make site`"


# --- JupyterLite's settings and the buttons -------------------------------------------------

def test_jupyterlite_loads_pyodide_and_packages_from_the_site_only():
    config = json.loads(built(LITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True and kernel["pipliteUrls"] == []
    assert set(kernel["loadPyodideOptions"]["packages"]) >= {"ipykernel", "pyodide-kernel", "ipywidgets", "rulesim"}
    for path in LITE.rglob("jupyter-lite.json"):
        assert "://" not in path.read_text(), path
    page = (LITE / "notebooks" / "index.html").read_text()
    assert '<script src="../live.js"></script>' in page
    assert (LITE / "api" / "contents" / "all.json").is_file()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_notebook_page_has_a_live_button_and_other_pages_none(lang):
    label = {"es": "Probar en vivo", "en": "Try it live"}[lang]
    notebooks = {p.relative_to(live_notebooks.BOOK.parent).with_suffix(".html").as_posix() for p in PAGES}
    seen = 0
    for html_path in built(SITE / lang / "book").rglob("*.html"):
        rel = html_path.relative_to(SITE / lang).as_posix()
        text = html_path.read_text(encoding="utf-8")
        buttons = re.findall(r'<a class="btn btn-primary live-button" href="([^"]+)"', text)
        if rel not in notebooks:
            assert not buttons, rel
            continue
        seen += 1
        assert len(buttons) == 1 and label in text, rel
        url = urlparse(buttons[0].replace("&amp;", "&"))
        target = (html_path.parent / url.path).resolve()
        assert target == (LITE / "notebooks" / "index.html").resolve()
        notebook = parse_qs(url.query)["path"][0]
        assert notebook.startswith(f"{lang}/") and (LITE / "files" / notebook).is_file()
    assert seen == len(notebooks)


# --- rulesim.live ---------------------------------------------------------------------------

def test_the_site_root_is_found_from_the_address_of_a_jupyterlite_script():
    worker = "https://example.org/rules/lite/extensions/@jupyterlite/pyodide-kernel-extension/static/w.js"
    assert live.site_root(worker) == "https://example.org/rules/"
    assert live.site_root("http://127.0.0.1:8000/lite/notebooks/index.html") == "http://127.0.0.1:8000/"
    assert live.site_root("http://127.0.0.1:8000/es/book/borneo/turn.html") is None
    assert live.site_root("") is None


def test_start_gives_the_page_its_language_and_the_published_pages_as_the_root_of_rule_links(monkeypatch):
    monkeypatch.delenv("RULESIM_LANG", raising=False)
    page = live.start("en", "book/borneo/port-simulator", script_url="https://x.org/r/lite/extensions/a.js")
    assert page == Page("en", "https://x.org/r/en/")
    assert 'href="https://x.org/r/en/book/borneo/shipping.html#borneo-shipping-monopoly"' in \
        rule_link("borneo-shipping-monopoly", page.root)
    assert "RULESIM_LANG" not in os.environ  # nothing process-wide is set
    assert "the published page" in live.back_link("en", "https://x.org/r/en/book/borneo/turn.html")
    assert "la página publicada" in live.back_link("es", "https://x.org/r/es/book/borneo/turn.html")
    assert live.start("es", "book/borneo/turn") == Page("es", BOOK_ROOT)  # outside a browser: relative links
    assert live.start_panel("en") == Page("en", BOOK_ROOT)  # a live panel: relative, as its page


# --- the local static server (make serve, the browser tests, make bench) ---------------------

def test_the_server_compresses_revalidates_and_types_as_a_static_host_does():
    import gzip
    import urllib.error
    import urllib.request

    from tools.build import serve
    server, base = serve.start(0, SITE)
    try:
        wasm = built(LITE / "pyodide" / "pyodide.asm.wasm")
        request = urllib.request.Request(f"{base}/lite/pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": "gzip"})
        with urllib.request.urlopen(request) as response:
            assert response.headers["Content-Type"] == "application/wasm"
            assert response.headers["Content-Encoding"] == "gzip"
            assert gzip.decompress(response.read()) == wasm.read_bytes()
            modified = response.headers["Last-Modified"]
        with urllib.request.urlopen(f"{base}/lite/pyodide/pyodide.mjs") as response:
            assert response.headers["Content-Type"] == "text/javascript"
            assert "Content-Encoding" not in response.headers  # not asked for
        again = urllib.request.Request(request.full_url, headers={"Accept-Encoding": "gzip",
                                                                  "If-Modified-Since": modified})
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(again)
        assert answer.value.code == 304
    finally:
        server.shutdown()


# --- the live panels' download ----------------------------------------------------------------

def test_the_panel_download_the_pages_announce_is_the_measured_one():
    from rulesim.game import games
    from tools.dev import panel_contents
    from tools.sphinxext.live_panels import GAME_DOWNLOAD_MB, PANEL_DOWNLOAD_MB  # the page side

    lite = built(LITE / "panel" / "site-packages.json").parent.parent
    total = sum(panel_contents.download(lite).values())
    assert round(total / 1e6) == PANEL_DOWNLOAD_MB, f"the first panel downloads {total / 1e6:.1f} MB"
    # a first panel of a second game: its snapshot alone (the largest of them)
    largest = max(panel_contents.sent(lite / name) for name in panel_contents.snapshots(lite).values())
    # (a snapshot's bytes differ by a few kB from one build to the next — the memory's addresses — and Borneo's is at
    # 5.50 MB, where rounding flips between builds: "unos 5 MB" is said of 4.45 to 5.55 MB)
    assert abs(largest / 1e6 - GAME_DOWNLOAD_MB) < 0.55, f"a game's snapshot is {largest / 1e6:.2f} MB"
    assert len(panel_contents.snapshots(lite)) == len(games())


def test_a_snapshot_is_stored_against_the_memory_the_webassembly_starts_with():
    """A snapshot's memory is stored XORed with the WebAssembly's data segments (tools/live/panel/snapshot.mjs):
    what the interpreter never changed is zeros in the file; the manifest tells the worker where that memory
    lies and its check, which is the one of the data segments of the site's own WebAssembly."""
    from tools.live import memory_image
    from tools.live import panels as live_panels
    from tools.live.frames import read_snapshot

    lite = built(LITE / "panel" / "site-packages.json").parent.parent
    manifest = json.loads((lite / "panel" / "site-packages.json").read_text(encoding="utf-8"))
    start, image = memory_image.data_image((lite / "pyodide" / "pyodide.asm.wasm").read_bytes())
    assert manifest["image"] == {"start": start, "end": start + len(image), "fnv1a": memory_image.fnv1a(image)}
    assert len(image) > 3_000_000 and image.count(0) < len(image) // 2
    stored = read_snapshot(lite / "panel" / live_panels.snapshot_name("borneo"))
    header = int.from_bytes(stored[4:8], "little")
    region = stored[header + start:header + start + len(image)]
    assert region.count(0) > 0.95 * len(region)  # the data segments as they are, taken away
    memory = bytes(a ^ b for a, b in zip(region, image, strict=True))
    assert b"Python" in memory and memory.count(0) < len(memory) // 2  # ... and given back, the memory is whole


def test_a_snapshot_is_stored_in_the_frames_the_manifest_lists():
    """The worker decodes a snapshot frame by frame as its bytes come, by the sizes the manifest gives
    (tools/live/panel/worker.js, unframe): each game's frames must add up to its file, each decode to its memory's
    share, and together to a snapshot of Pyodide's (a header, then the memory: at least the interpreter's 30 MiB)."""
    import zstandard

    from tools.live import panels as live_panels
    from tools.live.frames import SNAPSHOT_FRAME, read_snapshot

    panel = built(LITE / "panel" / "site-packages.json").parent
    manifest = json.loads((panel / "site-packages.json").read_text(encoding="utf-8"))
    assert set(manifest["frames"]) == set(manifest["snapshots"]) == set(live_panels.snapshot_games())
    for game, frames in manifest["frames"].items():
        packed = (panel / manifest["snapshots"][game]).read_bytes()
        assert sum(size for size, _raw in frames) == len(packed), game
        offset, memory = 0, bytearray()
        for size, raw in frames:
            part = zstandard.ZstdDecompressor().decompress(packed[offset:offset + size])
            assert len(part) == raw <= SNAPSHOT_FRAME, (game, len(part), raw)
            memory += part
            offset += size
        assert len(frames) > 1 and len(memory) > 30 << 20, (game, len(frames), len(memory))
        assert bytes(memory) == read_snapshot(panel / manifest["snapshots"][game]), game


def test_the_panel_archive_holds_what_panels_import_and_not_what_they_do_not():
    from tools.live import (
        panels as live_panels,  # the runtime's build, not the page side tools/sphinxext/live_panels.py
    )

    manifest = json.loads(built(LITE / "panel" / "site-packages.json").read_text(encoding="utf-8"))
    tops = {name.split("/")[0].split("-")[0] for name, _offset, _size in manifest["files"]}
    for needed in ("IPython", "ipywidgets", "traitlets", "comm", "pygments", "rulesim", "pyodide_kernel",
                   "ipykernel", "stack_data", "executing", "piplite", "micropip", "packaging"):
        assert needed in tops, needed  # (its files, or its .dist-info at least)
    for name in live_panels.LEAVE_OUT:
        assert name not in manifest["packages"]
    for gone in ("jedi", "parso", "prompt_toolkit", "wcwidth"):
        assert gone not in tops, gone
    at_start = [name for name, _offset, _size in manifest["files"]]
    later = [name for name, _offset, _size in manifest["later"]["files"]]
    names = at_start + later
    assert not set(at_start) & set(later)
    assert not [n for n in names if n.endswith(".pyi") or n.split("/")[0].endswith(".data")]
    assert "pygments/lexers/python.pyc" in names and "pygments/lexers/lisp.pyc" in names
    assert "pygments/lexers/rust.pyc" not in names
    assert not [n for n in names if n.startswith("rulesim/") and "__pycache__" in n]
    # what every game's snapshot has imported is in the memory the browser restores, not sent again as files
    # (rulesim's sources stay); what no snapshot imported is there, for a panel that imports it later
    assert "IPython/__init__.pyc" not in names and "comm/__init__.pyc" not in names
    assert "IPython/lib/demo.pyc" in names and "comm-0.2.3.dist-info/METADATA" in names
    assert "rulesim/__init__.py" in names and "rulesim/caribic/__init__.py" in names
    # JupyterLite's kernel is imported in every snapshot, its shell made: its package and the modules of IPython it
    # imports are in the memory restored, and not sent
    assert not {"pyodide_kernel/kernel.pyc", "pyodide_kernel/__init__.pyc", "IPython/core/completer.pyc",
                "IPython/core/application.pyc"} & set(names)
    # what a panel starts with: rulesim and every package's metadata; the rest (a traceback's formatting, %pip)
    # comes on the first import of one
    assert {"rulesim/caribic/__init__.py", "pyodide_kernel-0.8.6.dist-info/METADATA",
            "micropip-0.11.1.dist-info/METADATA", "rulesim/game.py", "rulesim/live.py",
            "rulesim/locale/en/LC_MESSAGES/rulesim.mo"} <= set(at_start)
    assert {"IPython/lib/demo.pyc", "stack_data/__init__.pyc", "pygments/lexers/python.pyc", "piplite/piplite.pyc",
            "micropip/__init__.pyc", "packaging/version.pyc", "rulesim/caribic/state.py",
            "rulesim/borneo/questions/common.py"} <= set(later)
    assert {"stack_data", "IPython.lib.demo", "piplite.piplite", "pygments.lexers.python"} <= set(
        manifest["later"]["modules"])
    assert manifest["later"]["archive"] == live_panels.LATER and built(LITE / "panel" / live_panels.LATER).is_file()
    later_size = built(LITE / "panel" / live_panels.LATER).stat().st_size
    assert later_size > 1.5 * built(LITE / "panel" / "site-packages.gz").stat().st_size, later_size
    with zipfile.ZipFile(built(LITE / "panel" / "python_stdlib.zip")) as stdlib:
        kept = set(stdlib.namelist())
    # the standard library: what every snapshot imported is not sent (its code is in the memory restored); what a
    # panel reads stays in the zip (zipfile's names in cp437, the folders); the rest is in the later archive, a
    # package whole unless the snapshot imported it (encodings: its other codecs wait).  time.strptime's module,
    # which the kernel's shell imports, is in the snapshot with it
    assert "json/__init__.py" not in kept and "encodings/utf_8.py" not in kept and "_strptime.py" not in kept
    assert {"encodings/cp437.py", "asyncio/", "email/"} <= kept
    stdlib_later = {name for name, _offset, _size in manifest["later"]["stdlib"]}
    assert not kept & stdlib_later
    assert {"email/__init__.py", "email/mime/text.py", "encodings/cp1252.py", "xml/dom/minidom.py", "pdb.py",
            "difflib.py"} <= stdlib_later
    assert {"email", "email.mime.text", "encodings.cp1252", "pdb"} <= set(manifest["later"]["modules"])
    assert len(stdlib_later) > 5 * len([n for n in kept if n.endswith(".py")])
    # a module rulesim imports anywhere (a function's import runs on a reader's tap) is never left to wait
    assert not {live_panels.module_of(n) for n in stdlib_later} & live_panels.rulesim_imports()
    assert manifest["later"]["stdlib_root"] == "/lib/python3.14" and manifest["later"]["stdlib_zip"] == \
        "/lib/python314.zip"
