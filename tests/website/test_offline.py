"""The site as published, without a browser: the offline copy (service worker, manifest), the live
panels' configuration on each notebook page, and no URL that assumes the site is at the root."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from tools.build import offline

ROOT = Path(__file__).resolve().parent.parent.parent
SITE = ROOT / "_build" / "site"

LANGS = ("es", "en")


def worker_config(lang: str, site: Path = SITE) -> dict:
    text = (site / lang / "sw.js").read_text(encoding="utf-8")
    return json.loads(re.search(r"const CONFIG = (\{.*?\});\n", text).group(1))


@pytest.mark.parametrize("lang", LANGS)
def test_the_offline_copy_lists_every_page_and_the_runtime_with_its_hashes(lang):
    config = worker_config(lang)
    assert config["lang"] == lang and re.fullmatch(r"[0-9a-f]{16}", config["version"])
    pages = {p.relative_to(SITE).as_posix() for p in (SITE / lang).rglob("*.html")}
    assert pages <= set(config["shell"])
    for path in config["shell"]:
        assert (SITE / path.split("?")[0]).is_file(), path
        assert path.startswith(f"{lang}/"), f"{path}: the shell is the language's own"
    assert f"{lang}/searchindex.js" in config["shell"] and f"{lang}/manifest.webmanifest" in config["shell"]
    for path, digest in config["runtime"].items():
        assert hashlib.sha256((SITE / path).read_bytes()).hexdigest() == digest, path
    runtime = set(config["runtime"])
    assert {"lite/panel/runtime.js", "lite/panel/worker.js", "lite/panel/python.borneo.snapshot.zst",
            "lite/pyodide/pyodide.asm.wasm", "lite/pyodide/pyodide-lock.json"} <= runtime
    assert any(p.startswith("lite/pyodide/rulesim-") for p in runtime)
    assert all(not p.startswith(f"lite/files/{other}/") for p in runtime for other in LANGS if other != lang)
    # the panels' classic script, stored at install where the browser holds it (checked against its hash there too)
    assert config["compiled"] == ["lite/panel/runtime.js"]
    assert set(config["compiled"]) <= runtime


def test_a_new_build_is_a_new_cache(tmp_path):
    """The cache's name follows every file it serves: a changed page or a changed rulesim wheel
    gives another version (so the old cache is dropped), an unchanged build the same one."""
    site = tmp_path / "site"
    for lang in LANGS:
        (site / lang / "_static").mkdir(parents=True)
        (site / lang / "index.html").write_text('<link href="_static/a.css?v=1"><a href="page.html">p</a>')
        (site / lang / "page.html").write_text("<p>page</p>")
        (site / lang / "_static" / "a.css").write_text("p{}")
    (site / "lite" / "pyodide").mkdir(parents=True)
    (site / "lite" / "panel").mkdir(parents=True)
    (site / "lite" / "panel" / "runtime.js").write_text("export {}")
    wheel = site / "lite" / "pyodide" / "rulesim-0.1.0+aaaa-py3-none-any.whl"
    wheel.write_bytes(b"one")
    first = offline.write(site)
    assert offline.write(site) == first
    assert worker_config("es", site)["shell"] == ["es/_static/a.css?v=1", "es/index.html", "es/manifest.webmanifest",
                                                  "es/page.html"]
    (site / "es" / "page.html").write_text("<p>page, edited</p>")
    second = offline.write(site)
    assert second["es"] != first["es"] and second["en"] == first["en"]
    wheel.write_bytes(b"two")
    third = offline.write(site)
    assert third["es"] != second["es"] and third["en"] != second["en"]


@pytest.mark.parametrize("lang,name", [("es", "Reglas en juego"), ("en", "Rules in Play")])
def test_each_language_installs_with_its_name_and_icons(lang, name):
    manifest = json.loads((SITE / lang / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == name and manifest["lang"] == lang and manifest["display"] == "standalone"
    assert manifest["start_url"] == "./index.html" and manifest["scope"] == "./"
    sizes = {}
    for icon in manifest["icons"]:
        path = SITE / lang / icon["src"]
        assert path.is_file(), icon
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            sizes[icon["sizes"]] = (width, height)
    assert sizes == {"192x192": (192, 192), "512x512": (512, 512)}
    home = (SITE / lang / "book" / "index.html").read_text(encoding="utf-8")
    assert "offline.js" in home and '<link rel="manifest"' not in home  # (linked once the reader uses the page)


def panel_config(path: Path) -> dict | None:
    match = re.search(r'<script type="application/json" id="live-panels-config">(.*?)</script>',
                      path.read_text(encoding="utf-8"), re.S)
    return json.loads(match.group(1).replace("<\\/", "</")) if match else None


@pytest.mark.parametrize("lang", LANGS)
def test_each_notebook_page_names_its_live_notebook_and_has_as_many_cells(lang):
    from tools.live import notebooks as live_notebooks
    pages = live_notebooks.notebook_pages()
    for source in pages:
        rel = source.relative_to(live_notebooks.BOOK.parent).with_suffix(".html")
        built = SITE / lang / rel
        config = panel_config(built)
        assert config and config["lang"] == lang, rel
        notebook = json.loads((SITE / config["notebook"]).read_text(encoding="utf-8"))
        code = [c for c in notebook["cells"] if c["cell_type"] == "code"]
        cells = len(re.findall(r'<div class="cell( [^"]*)?"', built.read_text(encoding="utf-8")))
        assert len(code) - 1 == cells, f"{rel}: {len(code) - 1} code cells in the notebook, {cells} on the page"
        for path, url in config["files"].items():
            assert (SITE / url).is_file() and path.startswith(config["folder"] + "/"), path
        assert config["texts"]["preview"] and "{size}" not in json.dumps(config["texts"])
    ordinary = SITE / lang / "book" / "borneo" / "turn.html"
    assert panel_config(ordinary) is None and "live-panels.js" not in ordinary.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_assumes_the_site_is_at_the_root(lang):
    absolute = re.compile(r'(?:src|href|action|data-[\w-]+)="/(?!/)')
    for path in sorted((SITE / lang).rglob("*.html")):
        found = absolute.findall(path.read_text(encoding="utf-8"))
        assert not found, f"{path.relative_to(SITE)}: {found[:3]}"
    for name in ("index.html",):
        assert not absolute.findall((SITE / name).read_text(encoding="utf-8"))


def test_the_browser_imports_bytecode_compiled_by_its_own_python():
    """The wheels carry .pyc files made by the browser's Python (tools/live/pycompile.mjs): one magic
    number for all, one of Python 3.14's (CPython numbers 3.14's bytecode 3600–3699; the build's own
    Python is older); rulesim keeps its sources beside them.  (The browser tests import them.)"""
    import zipfile
    folder = SITE / "lite" / "pyodide"
    with zipfile.ZipFile(next(folder.glob("traitlets-*.whl"))) as wheel:
        magic = wheel.read("traitlets/__init__.pyc")[:4]
    assert 3600 <= int.from_bytes(magic[:2], "little") < 3700 and magic[2:] == b"\r\n"
    ipython = next(folder.glob("ipython-*.whl"))
    with zipfile.ZipFile(ipython) as wheel:
        names = wheel.namelist()
        assert "IPython/__init__.pyc" in names and not any(n.endswith(".py") for n in names)
        assert not any("/tests/" in n for n in names)
        assert wheel.read("IPython/core/interactiveshell.pyc")[:4] == magic
    rulesim = next(folder.glob("rulesim-*.whl"))
    with zipfile.ZipFile(rulesim) as wheel:
        names = set(wheel.namelist())
        assert "rulesim/live.py" in names
        cached = [n for n in names if n.startswith("rulesim/__pycache__/live.") and n.endswith(".pyc")]
        assert cached and wheel.read(cached[0])[:4] == magic
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    for entry in lock["packages"].values():
        assert hashlib.sha256((folder / entry["file_name"]).read_bytes()).hexdigest() == entry["sha256"]
