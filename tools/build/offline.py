"""The site at the table with no network: a service worker and a web app manifest per language.

After ``make site`` has built both languages and the live runtime, :func:`write` adds, for each
language folder of ``_build/site``:

- ``manifest.webmanifest``: the site's name in that language, its icons, ``start_url`` the
  language's landing page — the site installs on a phone's home screen, in each language;
- ``sw.js``, a service worker whose scope is the language folder (``es/`` or ``en/``: the live
  notebooks under ``lite/`` keep JupyterLite's own worker, which unregisters the others when it
  finds its pages controlled by one).  It names one cache, ``rules-in-play-<lang>-<version>``,
  where ``<version>`` is a hash of everything it serves, so a new build is a new worker and a new
  cache, and the old cache is deleted when it takes over:

  - at install it stores every page of the language and the files they load (styles, scripts,
    search index, icons) — a first visit makes the whole language readable offline;
  - pages and those files are then served from that cache (so a page and the runtime that goes
    with it always come from the same build);
  - the live panels' runtime (``lite/panel/``, Pyodide, the wheels, the live notebooks) is stored
    the first time it is fetched (a live panel, or the page fetching it ahead when idle), and
    what comes from the network is checked against the hash this build recorded for it: a file
    of another build is refused (the page then says the site was updated), so a reader never
    runs a stale ``rulesim`` against new pages;
  - the panels' runtime script (``COMPILED``) is also stored at install where the browser already holds this build's
    copy (a panel started before the worker took over): never downloaded for it, and stored during the install,
    Chromium compiles all of it for its code cache, so a reader's second start reads it compiled.

Everything is relative to the worker's scope: the site works under any path.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from rulesim.i18n import _

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("es", "en")
NAME = _("Reglas en juego")
DESCRIPTION = _("Reglas de juegos de mesa que se pueden ejecutar: la regla en dos toques, en la mesa.")
THEME = "#2f6fb5"
#: always stored at install besides the pages' own files (loaded by scripts or style sheets, not named in the
#: HTML: the theme draws an admonition's icon, an external link's arrow with Font Awesome's solid font)
EXTRA = ("searchindex.js", "_static/documentation_options.js", "_static/icon-192.png", "_static/icon-512.png",
         "manifest.webmanifest", "_static/vendor/fontawesome/webfonts/fa-solid-900.woff2")
#: the live runtime, stored when first fetched and checked against this build's hashes
RUNTIME_FOLDERS = ("lite/panel", "lite/pyodide")
#: of it, the classic scripts stored at install when the browser holds them already (sw.js, ``keepCompiled``)
COMPILED = ("lite/panel/runtime.js",)
REFERENCE = re.compile(r'(?:src|href)="([^"#]+)')


def manifest(lang: str) -> dict:
    return {
        "name": NAME.render(lang), "short_name": NAME.render(lang), "description": DESCRIPTION.render(lang),
        "lang": lang,
        "dir": "ltr", "start_url": "./index.html", "scope": "./", "id": "./", "display": "standalone",
        "background_color": "#ffffff", "theme_color": THEME,
        "icons": [{"src": "_static/icon-192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
                  {"src": "_static/icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
                  {"src": "_static/favicon.svg", "sizes": "any", "type": "image/svg+xml"}],
    }


def shell(site: Path, lang: str) -> list[str]:
    """Every page of ``lang`` and the files of its folder they name (paths from the site's root)."""
    folder = site / lang
    found = set()
    for page in sorted(folder.rglob("*.html")):
        rel = page.relative_to(site).as_posix()
        found.add(rel)
        for match in REFERENCE.finditer(page.read_text(encoding="utf-8")):
            url = match.group(1)
            if "://" in url or url.startswith(("data:", "mailto:", "javascript:", "{")):
                continue
            target = urlsplit(urljoin("/" + rel, url))
            path = target.path.lstrip("/")
            if not path.startswith(f"{lang}/") or not (site / path).is_file():
                continue  # the worker serves its own language folder (its scope) only
            found.add(path + (f"?{target.query}" if target.query else ""))
    for extra in EXTRA:
        if (folder / extra).is_file():
            found.add(f"{lang}/{extra}")
    return sorted(found)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def runtime(site: Path, lang: str) -> dict[str, str]:
    """The live runtime's files and the language's live notebooks and data: path → sha256."""
    files = {}
    for name in RUNTIME_FOLDERS:
        for path in sorted((site / name).rglob("*")):
            if path.is_file():
                files[path.relative_to(site).as_posix()] = digest(path)
    for path in sorted((site / "lite" / "files" / lang).rglob("*")):
        if path.is_file():
            files[path.relative_to(site).as_posix()] = digest(path)
    return files


def write(site: Path) -> dict[str, str]:
    """Write each built language's manifest and service worker; return their versions."""
    template = (ROOT / "tools" / "live" / "sw.js").read_text(encoding="utf-8")
    versions = {}
    for lang in LANGS:
        folder = site / lang
        if not (folder / "index.html").is_file():
            continue
        (folder / "manifest.webmanifest").write_text(json.dumps(manifest(lang), ensure_ascii=False, indent=1),
                                                     encoding="utf-8")
        pages = shell(site, lang)
        checked = runtime(site, lang)
        overall = hashlib.sha256()
        for path in pages:
            overall.update(path.encode() + b"\0" + digest(site / path.split("?")[0]).encode())
        for path, value in checked.items():
            overall.update(path.encode() + b"\0" + value.encode())
        overall.update(template.encode())
        version = overall.hexdigest()[:16]
        compiled = [path for path in COMPILED if path in checked]
        data = {"lang": lang, "version": version, "shell": pages, "runtime": checked, "compiled": compiled}
        code = template.replace("/*CONFIG*/{}", json.dumps(data, separators=(",", ":")))
        (folder / "sw.js").write_text(code, encoding="utf-8")
        versions[lang] = version
    return versions


if __name__ == "__main__":
    print(write(ROOT / "_build" / "site"))
