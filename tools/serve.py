"""Serve the built site on 127.0.0.1 as a static host would: gzip for text and WebAssembly,
``Last-Modified`` and ``304 Not Modified`` for revalidation, the right types for ``.mjs`` and
``.wasm``.  Used by ``make serve``, the browser tests and ``make bench``, so that what they
measure ("transferred", "warm") is what a reader of a published copy gets.

``python tools/serve.py [PORT] [--base /reglas/]`` serves ``_build/site`` (port 0 picks a free one),
at the root or under a sub-path (``make serve BASE=/reglas/``), as a project page of a static host
is served: then ``/`` leads to the sub-path and nothing else outside it exists.
"""

from __future__ import annotations

import email.utils
import functools
import gzip
import http.server
import io
import os
import socketserver
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "site"
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".txt", ".ipynb", ".ttf", ".eot", ".map")


@functools.lru_cache(maxsize=512)
def _gzipped(path: str, mtime_ns: int) -> bytes:
    with open(path, "rb") as handle:
        return gzip.compress(handle.read(), compresslevel=6, mtime=0)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """The site's files; every body sent is counted in :attr:`sent` (path, bytes on the wire):
    a browser does not report what its workers fetch, the server sees it all."""

    sent: list[tuple[str, int]] = []
    base = "/"  # the sub-path the site is served under (a subclass per server: see start())
    _lock = threading.Lock()
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".ipynb": "application/json", ".whl": "application/zip"}

    def log_message(self, *args) -> None:
        if os.environ.get("RULES_IN_PLAY_SERVER_LOG"):
            super().log_message(*args)

    def send_head(self):
        if self.base != "/":
            path = self.path.split("?")[0]
            if path in ("/", self.base.rstrip("/")):
                self.send_response(http.HTTPStatus.FOUND)
                self.send_header("Location", self.base)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            if not self.path.startswith(self.base):
                self.send_error(http.HTTPStatus.NOT_FOUND, "outside the site's path")
                return None
        body = self._send_head()
        if body is not None:
            size = len(body.getvalue()) if isinstance(body, io.BytesIO) else os.fstat(body.fileno()).st_size
            with self._lock:
                self.sent.append((self.path, size))
        return body

    def translate_path(self, path: str) -> str:
        if self.base != "/" and path.startswith(self.base):
            path = "/" + path[len(self.base):]
        return super().translate_path(path)

    def _send_head(self):
        path = self.translate_path(self.path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not accepts or not path.endswith(COMPRESSIBLE) or not os.path.isfile(path):
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                when = email.utils.parsedate_to_datetime(since).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                when = None
            if when is not None and int(stat.st_mtime) <= when:
                self.send_response(http.HTTPStatus.NOT_MODIFIED)
                self.end_headers()
                return None
        data = _gzipped(path, stat.st_mtime_ns)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(data)


class SiteServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def normal_base(base: str) -> str:
    """``reglas`` / ``/reglas`` / ``/reglas/`` → ``/reglas/``; ``""`` → ``/``."""
    base = "/" + base.strip("/") + "/"
    return "/" if base == "//" else base


def start(port: int = 0, site: Path = SITE, base: str = "/") -> tuple[SiteServer, str]:
    """Serve ``site`` in a background thread under ``base``; return the server and the site's address
    (``http://127.0.0.1:PORT`` at the root, ``http://127.0.0.1:PORT/reglas`` under a sub-path)."""
    handler = type("Handler", (SiteHandler,), {"base": normal_base(base)})
    server = SiteServer(("127.0.0.1", port), functools.partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{normal_base(base).rstrip('/')}"


if __name__ == "__main__":
    args = sys.argv[1:]
    base = "/"
    if "--base" in args:
        base = args.pop(args.index("--base") + 1)
        args.remove("--base")
    port = int(args[0]) if args else 8000
    os.environ.setdefault("RULES_IN_PLAY_SERVER_LOG", "1")
    server, url = start(port, base=base)
    print(f"serving {SITE} on {url}/ (Ctrl+C to stop)", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()
