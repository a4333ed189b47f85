"""Serve the built site on 127.0.0.1 as a static host would: gzip for text and WebAssembly,
``Last-Modified`` and ``304 Not Modified`` for revalidation, the right types for ``.mjs`` and
``.wasm``.  Used by ``make serve``, the browser tests and ``make bench``, so that what they
measure ("transferred", "warm") is what a reader of a published copy gets.

``python -m tools.build.serve [PORT] [--base /reglas/]`` serves ``_build/site`` (port 0 picks a free one),
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
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "site"
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".txt", ".ipynb", ".ttf", ".eot", ".map")


@functools.lru_cache(maxsize=512)
def _gzipped(path: str, mtime_ns: int) -> bytes:
    with open(path, "rb") as handle:
        return gzip.compress(handle.read(), compresslevel=6, mtime=0)


class Network:
    """A phone's network between the browser and this server, for what the browser cannot throttle itself
    (its workers' requests): each response waits one round trip before its first byte, and every body shares
    one downlink of ``down_mbit`` (bytes are sent in slices, each when the link is free)."""

    SLICE = 16 * 1024

    def __init__(self, rtt_ms: float, down_mbit: float) -> None:
        self.rtt = rtt_ms / 1000
        self.bytes_per_second = down_mbit * 1e6 / 8
        self._lock = threading.Lock()
        self._free_at = time.monotonic()

    def wait_for(self, size: int) -> None:
        """Wait until ``size`` more bytes have gone through the shared link."""
        with self._lock:
            start = max(time.monotonic(), self._free_at)
            self._free_at = start + size / self.bytes_per_second
            until = self._free_at
        delay = until - time.monotonic()
        if delay > 0:
            time.sleep(delay)


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """The site's files; every body sent is counted in :attr:`sent` (path, bytes on the wire):
    a browser does not report what its workers fetch, the server sees it all."""

    sent: list[tuple[str, int]] = []
    base = "/"  # the sub-path the site is served under (a subclass per server: see start())
    network: Network | None = None  # a phone's network, for make bench (see start())
    _lock = threading.Lock()
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".ipynb": "application/json", ".whl": "application/zip"}

    def log_message(self, *args) -> None:
        if os.environ.get("RULES_IN_PLAY_SERVER_LOG"):
            super().log_message(*args)

    def send_head(self):
        if self.network is not None:
            time.sleep(self.network.rtt)
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

    def copyfile(self, source, outputfile) -> None:
        if self.network is None:
            return super().copyfile(source, outputfile)
        while chunk := source.read(Network.SLICE):
            self.network.wait_for(len(chunk))
            outputfile.write(chunk)
        return None

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

    def handle_error(self, request, client_address) -> None:
        """A browser that drops a connection half-way (a tab closed, a prefetch given up) is not an error of
        the server: said in no traceback.  Anything else is, and is printed as usual."""
        if isinstance(sys.exc_info()[1], ConnectionError):  # (reset, aborted, broken pipe)
            return
        super().handle_error(request, client_address)


def normal_base(base: str) -> str:
    """``reglas`` / ``/reglas`` / ``/reglas/`` → ``/reglas/``; ``""`` → ``/``."""
    base = "/" + base.strip("/") + "/"
    return "/" if base == "//" else base


def start(port: int = 0, site: Path = SITE, base: str = "/",
          network: Network | None = None) -> tuple[SiteServer, str]:
    """Serve ``site`` in a background thread under ``base`` (through ``network`` if given); return the server
    and the site's address (``http://127.0.0.1:PORT`` at the root, ``http://127.0.0.1:PORT/reglas`` under a
    sub-path)."""
    handler = type("Handler", (SiteHandler,), {"base": normal_base(base), "network": network})
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
