"""Build the bilingual site: ``_build/site/es/``, ``_build/site/en/`` and a language-choosing ``index.html``.

Run by ``make site`` (``python -m tools.build.site`` from the repository root) inside the project's virtual
environment.  Steps:

1. copy the front-end assets installed by npm (MathJax) into ``_build/static-vendor/vendor/`` — the site
   serves them itself (no widget manager: the build draws the widget previews, :mod:`tools.build.static_widgets`);
2. compile the gettext catalogs (``python -m tools.build.catalogs compile``);
3. write ``conf.py`` from ``_config.yml`` (``jupyter-book config sphinx``), as it is: ``_config.yml`` is the
   one Sphinx configuration (its extensions by module name: Sphinx runs from the repository root);
4. for each language, ``sphinx-build -W --keep-going -D language=xx`` into
   ``_build/lang/xx/`` — each language has its own doctrees, execution folder
   and execution cache; a full re-read (``-E``) when a catalog changed since the
   last successful build, so titles in sidebars are never stale;
5. copy each HTML tree to ``_build/site/xx/`` (its head scripts deferred, its widget previews drawn:
   :mod:`tools.build.fast_pages`, its style sheets joined into two: :mod:`tools.build.styles`) and write
   ``_build/site/index.html``;
6. build the live notebooks into ``_build/site/lite/`` (:mod:`tools.live.build`:
   JupyterLite, Pyodide and the wheels, all served by the site, and the live panels' runtime);
7. each language's service worker and web app manifest (:mod:`tools.build.offline`).

``--lang es`` builds one language; ``--fresh`` forces a full rebuild.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from tools.build import fast_pages, icons, offline, styles
from tools.live import build as live_build

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "_build"
LANGS = ("es", "en")
VENDOR = {
    # destination (under _static/vendor/) -> (npm package folder, files or folders to copy)
    "mathjax": ("mathjax/es5", None),
}
#: vendored by earlier builds, served no more (the widget manager and RequireJS: the build draws the previews)
GONE = ("requirejs", "html-manager")

def log(message: str) -> None:
    print(f"[site] {message}", flush=True)


def run(cmd: list[str], **kwargs) -> None:
    log("$ " + " ".join(str(c) for c in cmd))
    # the notebooks' kernels import this checkout's rulesim, whatever the environment has installed
    # (a second checkout sharing one environment would otherwise execute the first one's code)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    subprocess.run(cmd, check=True, cwd=ROOT, env=env, **kwargs)


def vendor_assets() -> None:
    modules = ROOT / "node_modules"
    target = BUILD / "static-vendor" / "vendor"
    for name in GONE:
        shutil.rmtree(target / name, ignore_errors=True)
    for name, (folder, files) in VENDOR.items():
        source = modules / folder
        if not source.is_dir():
            sys.exit(f"missing {source}: run `npm ci` (make site does it)")
        dest = target / name
        if dest.exists():
            continue
        dest.mkdir(parents=True)
        if files is None:
            shutil.copytree(source, dest, dirs_exist_ok=True)
        else:
            patterns = files if isinstance(files, list) else files.split(",")
            for pattern in patterns:
                for path in source.glob(pattern):
                    shutil.copy2(path, dest / path.name)
        log(f"vendored {folder} -> _static/vendor/{name}")
    icons.write(BUILD / "static-vendor")  # the web app manifest's PNG icons (_static/icon-*.png)


def write_conf() -> None:
    """``conf.py`` from ``_config.yml``, the one Sphinx configuration, as jupyter-book writes it (not edited)."""
    run([str(Path(sys.executable).with_name("jupyter-book")), "config", "sphinx", "."], stdout=subprocess.DEVNULL)


def newest(paths) -> float:
    return max((p.stat().st_mtime for p in paths if p.is_file()), default=0.0)


def rebuild_kind(lang: str) -> str:
    """``"full"`` (-E: re-read and re-execute everything), ``"incremental"``
    (Sphinx rebuilds the pages whose source changed) or ``"none"`` (up to date).

    Full when a catalog, a template, a static file, the extension, the
    configuration or rulesim changed since this language's last build: Sphinx
    alone would leave stale sidebars after a title changes in a catalog, skips
    static files when no page is out of date, and cannot know that a notebook's
    output depends on rulesim.
    """
    stamp = BUILD / "lang" / lang / ".built"
    if not stamp.exists():
        return "full"
    built = stamp.stat().st_mtime
    full = [ROOT / "_config.yml", ROOT / "_toc.yml", *(ROOT / "locales" / lang).rglob("*.po"),
            *(ROOT / "rulesim").rglob("*.py"), *(ROOT / "rulesim").rglob("*.mo"),
            *(ROOT / "tools" / "sphinxext").rglob("*.*")]  # the extensions and their static files
    for folder in (ROOT / "book" / "_static", ROOT / "book" / "_templates"):
        full += folder.rglob("*")
    if newest(full) > built:
        return "full"
    if newest((ROOT / "book").rglob("*.md")) > built:
        return "incremental"
    return "none"


def build_language(lang: str, fresh: bool) -> float:
    out = BUILD / "lang" / lang
    kind = "full" if fresh else rebuild_kind(lang)
    start = time.perf_counter()
    if kind == "none" and (out / "html" / "index.html").exists():
        # Sphinx has nothing to do; the pages are still copied and rewritten below (a few seconds), so a change
        # to the rewriting (fast_pages.py, static_widgets.py) reaches the site without a Sphinx build
        log(f"{lang}: Sphinx's pages up to date")
    else:
        cmd = [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q",
               "-D", f"language={lang}", "-d", str(out / "doctrees"), ".", str(out / "html")]
        if kind == "full":
            cmd.insert(3, "-E")
        stamp_time = time.time()
        run(cmd)
        (out / ".built").touch()
        os.utime(out / ".built", (stamp_time, stamp_time))  # a source edited during the build is seen next time
    site = BUILD / "site" / lang
    if site.exists():
        shutil.rmtree(site)
    shutil.copytree(out / "html", site, ignore=shutil.ignore_patterns(".buildinfo", ".doctrees"))
    for name in GONE:  # (Sphinx leaves the static files of earlier builds in its output)
        shutil.rmtree(site / "_static" / "vendor" / name, ignore_errors=True)
    fast_pages.process(site)  # nothing in a page's head holds its first paint (tools/build/fast_pages.py)
    styles.process(site)  # two style sheets per page, not eleven (tools/build/styles.py)
    redirect = site / "index.html"  # jupyter-book's bare redirect to the root page: give it a language and an icon
    if redirect.read_text(encoding="utf-8").lstrip().startswith('<meta http-equiv="Refresh"'):
        redirect.write_text(lang_index(lang), encoding="utf-8")
    seconds = time.perf_counter() - start
    log(f"{lang}: {kind} build in {seconds:.1f} s")
    return seconds


LANG_INDEX = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Refresh" content="0; url=book/index.html">
<link rel="icon" href="data:,">
<link rel="alternate" hreflang="{other}" href="../{other}/index.html">
<title>{title}</title>
</head>
<body><p><a href="book/index.html">{title}</a> ·
<a class="lang-switch" href="../{other}/index.html" hreflang="{other}" lang="{other}">{other_label}</a></p></body>
</html>
"""


def lang_index(lang: str) -> str:
    """A language folder's ``index.html`` (where its web app starts): on to the landing page, and the
    switch to the other language's, as on every page."""
    from rulesim.i18n import _
    other = "en" if lang == "es" else "es"
    return LANG_INDEX.format(lang=lang, other=other, other_label={"es": "Español", "en": "English"}[other],
                             title=_("Reglas en juego").render(lang))


INDEX = """<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Reglas en juego · Rules in Play</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<script>
  // The reader's language: English when the browser prefers it, Spanish otherwise.
  (function () {
    var langs = navigator.languages || [navigator.language || ""];
    var target = "es";
    for (var i = 0; i < langs.length; i++) {
      var l = (langs[i] || "").toLowerCase();
      if (l.indexOf("es") === 0) { target = "es"; break; }
      if (l.indexOf("en") === 0) { target = "en"; break; }
    }
    location.replace(target + "/index.html");
  })();
</script>
<noscript><meta http-equiv="refresh" content="0; url=es/index.html"></noscript>
</head>
<body>
<p><a href="es/index.html" hreflang="es">Reglas en juego (español)</a> ·
<a href="en/index.html" hreflang="en">Rules in Play (English)</a></p>
</body>
</html>
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=LANGS, action="append")
    parser.add_argument("--fresh", action="store_true", help="full rebuild (-E)")
    args = parser.parse_args()
    vendor_assets()
    run([sys.executable, "-m", "tools.build.catalogs", "compile"])
    write_conf()
    for lang in args.lang or LANGS:
        build_language(lang, args.fresh)
    (BUILD / "site" / "index.html").write_text(INDEX, encoding="utf-8")
    live_build.build(BUILD / "site", force=args.fresh)
    versions = offline.write(BUILD / "site")
    log(f"offline copies (service worker, manifest): {versions}")
    log(f"site ready: {BUILD / 'site'} (make serve)")


if __name__ == "__main__":
    main()
