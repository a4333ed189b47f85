"""Debian's Chromium as the browser tests and ``make bench`` start it (headless, through Playwright).

Playwright's own browser download is not allowed here: ``executable_path`` points at Debian's
``/usr/bin/chromium`` (``.ci/run`` installs it).  The flags let it run as root in a container and
keep it from its background services (updates, sync, field trials).
"""

from __future__ import annotations

import shutil

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def launch(playwright, extra_args: list[str] | None = None):
    """A headless Chromium from ``sync_playwright()``'s object."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=[*ARGS, *(extra_args or [])])
