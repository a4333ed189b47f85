"""The host configurations of docs/publishing.md, run as written: Debian's nginx and Caddy serving the unpacked
``make dist`` under ``/reglas/``.

Each configuration is read from docs/publishing.md (its ```` ```nginx ```` and ```` ```caddyfile ```` blocks),
``/srv/reglas`` replaced by the folder the archive is unpacked in, and put where that file says
it goes: nginx's inside a ``server`` block of Debian's own ``/etc/nginx/nginx.conf`` (its ``http``
block as the package ships it: its type list, ``gzip on``), Caddy's inside a site block.  Then:

- every file of the archive is fetched as a browser asks for it (``Accept-Encoding: gzip``): status
  200, the type its *What the host must do* gives for its extension, compressed when it is
  of a compressible kind (and not when it is already compressed), the cache header it
  gives for its path, an ``ETag`` or ``Last-Modified`` that revalidates (``304``), and its bytes
  exactly the archive's (its SHA-256 in ``SHA256SUMS``);
- in Chromium: a page loads with no console error and no failed request, the language's offline
  copy installs (the service worker stores every page of the language: one page the host serves
  wrongly and it does not install), a live panel starts and answers (Pyodide's ``.mjs`` and
  ``.wasm`` as the host types them), and with the host stopped the pages and the panel still work.

``make test`` installs ``nginx`` and ``caddy`` when run as root on Debian (as ``.ci/run`` does).
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
import zlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from browser import (
    ARTIFACTS,
    PHONE,
    SITE,
    Watch,
    answer,
    make_live,
    one_check_per_game,
    panel_of,
    wait_for_offline_copy,
)

from tools.build import dist

ROOT = SITE.parent.parent
PUBLISHING = ROOT / "docs" / "publishing.md"  # the configurations and what the host must do
BASE = "/reglas/"
PLACE = "/srv/reglas"  # where the configurations of docs/publishing.md expect the site
DEBIAN_NGINX = Path("/etc/nginx/nginx.conf")
LIVE_TIMEOUT = 300_000

# What "What the host must do" in docs/publishing.md says, by extension (the type's first part, before any ";")
JS = ("text/javascript", "application/javascript")
TYPES = {".html": ("text/html",), ".css": ("text/css",), ".js": JS, ".mjs": JS, ".wasm": ("application/wasm",),
         ".json": ("application/json",), ".ipynb": ("application/json", "application/x-ipynb+json"),
         ".webmanifest": ("application/manifest+json",), ".svg": ("image/svg+xml",),
         ".whl": ("application/zip", "application/octet-stream"), ".png": ("image/png",)}
COMPRESSED = (".html", ".css", ".js", ".mjs", ".json", ".ipynb", ".svg", ".wasm", ".webmanifest")
NEVER_ENCODED = (".whl", ".zip", ".gz")  # already compressed: a Content-Encoding would be undone by the browser
SMALL = 1024  # bytes: hosts do not compress the smallest files (Caddy under 512, nginx under 20)
IMMUTABLE = re.compile(r"^(lite/build/.*\.js|lite/pyodide/.*\.whl|[a-z]+/_static/styles\.[0-9a-f]{16}\.css)$")


def doc_block(kind: str) -> str:
    """docs/publishing.md's one fenced block of ``kind`` (``nginx``, ``caddyfile``)."""
    text = PUBLISHING.read_text(encoding="utf-8")
    blocks = [body for lang, body in re.findall(r"^```(\w*)\n(.*?)^```", text, re.S | re.M) if lang == kind]
    assert len(blocks) == 1, f"docs/publishing.md should show one ```{kind} block, not {len(blocks)}"
    return blocks[0]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the server stopped at once:\n{log.read_text(errors='replace')[-3000:]}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"the server did not listen on {port}:\n{log.read_text(errors='replace')[-3000:]}")


def nginx_conf(snippet: str, site: Path, port: int, folder: Path) -> str:
    """Debian's nginx.conf with the documented snippet in the server block of a site, logs and
    temporary files in ``folder`` (the test's, not the system's)."""
    if not DEBIAN_NGINX.is_file() or not shutil.which("nginx"):
        pytest.fail("Debian's nginx is needed for the host tests: "
                    "apt-get install nginx (make test installs it as root)")
    conf = DEBIAN_NGINX.read_text(encoding="utf-8")
    # nginx's own processes: the test's user, its files (the system's nginx is not touched)
    conf = re.sub(r"^user\s+[^;]+;", "user root;" if os.geteuid() == 0 else "", conf, flags=re.M)
    conf = re.sub(r"^pid\s+[^;]+;", f"pid {folder}/nginx.pid;", conf, flags=re.M)
    conf = re.sub(r"^(\s*)(error_log|access_log)\s+[^;]+;", rf"\1\2 {folder}/\2.log;", conf, flags=re.M)
    temp = "".join(f"\t{name}_temp_path {folder}/{name};\n"
                   for name in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    server = (f"\tserver {{\n\t\tlisten 127.0.0.1:{port};\n\t\tserver_name localhost;\n"
              + snippet.replace(PLACE, str(site)) + "\t}\n")
    conf, sites = re.subn(r"^\s*include /etc/nginx/sites-enabled/\*;\n", temp + server, conf, flags=re.M)
    assert sites == 1, "Debian's nginx.conf no longer includes sites-enabled: see how a site is configured now"
    conf = re.sub(r"^\s*include /etc/nginx/conf.d/\*.conf;\n", "", conf, flags=re.M)
    return conf


class Host:
    """A host serving ``site`` under /reglas/ with the documented configuration; ``stop()`` ends it."""

    def __init__(self, kind: str, site: Path, folder: Path) -> None:
        self.kind, self.folder = kind, folder
        folder.mkdir(parents=True, exist_ok=True)
        port = free_port()
        self.log = folder / "server.log"
        if kind == "nginx":
            (folder / "mime.types").symlink_to("/etc/nginx/mime.types")  # as in /etc/nginx: `include mime.types;`
            (folder / "nginx.conf").write_text(nginx_conf(doc_block("nginx"), site, port, folder), encoding="utf-8")
            command = ["nginx", "-c", str(folder / "nginx.conf"), "-e", str(folder / "error_log.log"),
                       "-g", "daemon off;"]
            env = None
        else:
            if not shutil.which("caddy"):
                pytest.fail("Debian's caddy is needed for the host tests: "
                            "apt-get install caddy (make test installs it as root)")
            body = doc_block("caddyfile").replace(PLACE, str(site))
            (folder / "Caddyfile").write_text(
                f"{{\n\tadmin off\n\tauto_https off\n\tstorage file_system {folder}/data\n}}\n"
                f"http://127.0.0.1:{port} {{\n" + body + "}\n", encoding="utf-8")
            command = ["caddy", "run", "--config", str(folder / "Caddyfile"), "--adapter", "caddyfile"]
            env = {**os.environ, "HOME": str(folder), "XDG_DATA_HOME": str(folder / "data"),
                   "XDG_CONFIG_HOME": str(folder / "config")}
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        wait_for_port(port, self.process, self.log)
        self.url = f"http://127.0.0.1:{port}{BASE.rstrip('/')}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory) -> Path:
    """``make dist``'s archive, unpacked as docs/publishing.md says (``tar xzf``: the archive's times kept)."""
    folder = tmp_path_factory.mktemp("host")
    archive = dist.build(SITE, folder / "site.tar.gz")["path"]
    subprocess.run(["tar", "xzf", str(archive), "-C", str(folder)], check=True)
    return folder / "site"


KINDS = ["nginx", "caddy"]


@pytest.fixture(scope="module", params=KINDS)
def host(request, unpacked, tmp_path_factory):
    served = Host(request.param, unpacked, tmp_path_factory.mktemp(request.param))
    yield served
    served.stop()


def fetch(url: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def decoded(headers: dict, body: bytes) -> bytes:
    encoding = headers.get("content-encoding", "")
    if encoding == "gzip":
        return gzip.decompress(body)
    if encoding == "deflate":
        return zlib.decompress(body)
    assert not encoding, f"an encoding this test does not ask for: {encoding}"
    return body


def served_wrong(host: Host, site: Path, name: str, digest: str) -> list[str]:
    """What is wrong with one file as the host serves it (nothing: [])."""
    status, headers, body = fetch(f"{host.url}/{name}")
    if status != 200:
        return [f"{name}: HTTP {status}"]
    problems = []
    suffix = Path(name).suffix
    kind = headers.get("content-type", "").split(";")[0].strip()
    if suffix in TYPES and kind not in TYPES[suffix]:
        problems.append(f"{name}: type {kind or 'none'} (docs/publishing.md says {' or '.join(TYPES[suffix])})")
    encoding = headers.get("content-encoding", "")
    size = (site / name).stat().st_size
    if suffix in COMPRESSED and size >= SMALL and not encoding:
        problems.append(f"{name}: {size} bytes sent uncompressed")
    if suffix in NEVER_ENCODED and encoding:
        problems.append(f"{name}: already compressed, sent with Content-Encoding {encoding}")
    cache = headers.get("cache-control", "")
    if IMMUTABLE.match(name):
        if "max-age=31536000" not in cache or "immutable" not in cache:
            problems.append(f"{name}: Cache-Control {cache!r}, docs/publishing.md says long and immutable")
    elif "no-cache" not in cache:
        problems.append(f"{name}: Cache-Control {cache!r}, docs/publishing.md says no-cache")
    if not headers.get("etag") and not headers.get("last-modified"):
        problems.append(f"{name}: neither ETag nor Last-Modified: nothing to revalidate with")
    if not problems and hashlib.sha256(decoded(headers, body)).hexdigest() != digest:
        problems.append(f"{name}: not the archive's bytes")
    return problems


def test_the_documented_configurations_serve_every_file_as_documented(host, unpacked):
    listing = (unpacked / dist.MANIFEST).read_text(encoding="utf-8").splitlines()
    recorded = dict(reversed(line.split("  ", 1)) for line in listing)
    assert len(recorded) > 1000
    assert {name.split("/")[0] for name in recorded if IMMUTABLE.match(name) and name.endswith(".css")} == {"es", "en"}
    with ThreadPoolExecutor(max_workers=6) as pool:
        problems = [p for found in pool.map(lambda item: served_wrong(host, unpacked, *item), recorded.items())
                    for p in found]
    assert not problems, f"{host.kind}: {len(problems)} problems:\n" + "\n".join(problems[:40])
    # the folder's address gives its page; the language folders start the web app
    for path in ("", "es/", "en/"):
        status, headers, body = fetch(f"{host.url}/{path}")
        assert status == 200 and headers["content-type"].startswith("text/html"), (path, status)
        assert decoded(headers, body) == (unpacked / path / "index.html").read_bytes()


@pytest.mark.parametrize("name", ["es/sw.js", "en/book/index.html", "lite/panel/site-packages.json",
                                  "lite/pyodide/pyodide.asm.wasm"])
def test_a_file_the_reader_has_is_revalidated_not_sent_again(host, name):
    status, headers, _body = fetch(f"{host.url}/{name}")
    assert status == 200
    ask = {"If-None-Match": headers["etag"]} if headers.get("etag") else {"If-Modified-Since": headers["last-modified"]}
    assert fetch(f"{host.url}/{name}", ask)[0] == 304, (host.kind, name, ask)


def test_the_archive_carries_the_commits_time_so_a_new_build_is_seen_as_new(unpacked):
    """Hosts revalidate by time and size (nginx's ETag is both; Caddy's too): files of time 0 would
    look the same in every build whenever the size is (sw.js, whose version is a fixed-length hash)."""
    when = dist.source_date()
    assert when > 1_600_000_000
    assert {int((unpacked / name).stat().st_mtime)
            for name in ("es/sw.js", "index.html", "lite/panel/runtime.js")} == {when}


@pytest.mark.parametrize("kind", KINDS)
def test_the_documented_configurations_give_pages_a_live_panel_and_the_offline_copy(kind, unpacked, tmp_path,
                                                                                     browser, outside):
    host = Host(kind, unpacked, tmp_path / kind)  # its own: stopped halfway
    lang = "es"
    check = one_check_per_game()[0]
    outside.asked.clear()
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    watch = Watch(page, host.url.removesuffix(BASE.rstrip("/")))
    try:
        page.goto(f"{host.url}/{lang}/book/index.html")
        assert page.locator("h1").first.inner_text().strip()
        wait_for_offline_copy(page)  # its install stores every page of the language, or fails
        page.goto(f"{host.url}/{lang}/{check.page}.html")
        make_live(page, lang)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"host-{host.kind}-{lang}.png"))
        host.stop()  # the host is gone: what the reader has is the offline copy
        context.set_offline(True)
        for path in ("index.html", "book/glossary.html", "book/caribic/ties.html"):
            page.goto(f"{host.url}/{lang}/{path}")
            assert page.locator("h1").first.inner_text().strip(), path
            # (index.html refreshes to book/index.html: the page it leads to loads its scripts before the next
            # page is asked for — the next goto would cut them short, reported as failed requests)
            page.wait_for_load_state("load")
        page.goto(f"{host.url}/{lang}/{check.page}.html")
        make_live(page, lang)
        answer(page, panel_of(page, check), check, lang)
    finally:
        context.close()
        host.stop()
    assert not watch.problems, "\n".join(watch.problems)
    assert not outside.by_the_site(), outside.by_the_site()
