"""What the browser tests share: the built site served on 127.0.0.1 (a free port, tools/serve.py),
Debian's Chromium driven by Playwright, and a watch on what a page asks for."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import serve  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "site"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def server():
    if not (SITE / "es" / "index.html").exists():
        pytest.fail("the site is not built: run `make test` (it runs `make site` first)")
    httpd, url = serve.start(0, SITE)  # gzip and revalidation, as a static host serves it
    yield url
    httpd.shutdown()


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian's chromium is needed for the browser tests: apt-get install chromium")
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


class Watch:
    """Console errors, failed requests and requests to another origin of one page."""

    def __init__(self, page, origin: str) -> None:
        self.problems: list[str] = []
        page.on("console", lambda m: self.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        page.on("requestfailed", lambda r: self.problems.append(f"failed: {r.url} ({r.failure})"))
        page.on("response", lambda r: self.problems.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None)
        page.on("request", lambda r: None if r.url.startswith((origin, "data:", "blob:", "about:"))
                else self.problems.append(f"outside the origin: {r.url}"))
