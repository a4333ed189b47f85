"""Debian's WebKit (Safari's engine) for the browser tests and ``make bench``, driven through WebDriver.

WebKitGTK's ``WebKitWebDriver`` (package ``webkit2gtk-driver``) drives its ``MiniBrowser`` — the same
WebKit and JavaScriptCore family as Safari, with no JSPI, as Safari — through the W3C WebDriver
protocol; Selenium (pinned in ``requirements.txt``) is the client.  The MiniBrowser has no headless
mode: it runs on a display of its own, an ``Xvfb`` started here on a free display number.  Its
GTK toolbar keeps a window at 447 px or more; a ``gtk.css`` in a scratch configuration folder
shrinks it so that a window reaches a phone's 390 px.  Every process started here is ended by
:meth:`WebKit.close` (by its own process id).  ``make test`` installs the packages as root on Debian.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

DRIVER = shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
MINIBROWSER = next((str(p) for p in Path("/usr/lib").glob("*/webkit2gtk-4.*/MiniBrowser")),
                   "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = shutil.which("Xvfb") or "/usr/bin/Xvfb"
SESSION_TIMEOUT = 15  # s: a new session takes 1–3 s here
#: the toolbar's widgets as small as GTK allows: the window can then be as narrow as a phone
GTK_CSS = ("headerbar, .titlebar, toolbar, entry, button "
           "{ min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 6px; }\n")


def missing() -> str | None:
    """What is not installed (one line to say so), or None."""
    for path, package in ((DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "webkit2gtk-driver"), (XVFB, "xvfb")):
        if not Path(path).exists():
            return f"the WebKit tests need Debian's {package}: apt-get install webkit2gtk-driver xvfb"
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebKit:
    """An Xvfb display; :meth:`session` opens a MiniBrowser on it, through a WebKitWebDriver of its own.

    ``proxy`` (``host:port``): every request but loopback goes there — a recorder of requests that
    leave the site (the browser's workers' too)."""

    def __init__(self, proxy: str | None = None) -> None:
        self.proxy = proxy
        self.folder = Path(tempfile.mkdtemp(prefix="rules-in-play-webkit-"))
        (self.folder / "config" / "gtk-3.0").mkdir(parents=True)
        (self.folder / "config" / "gtk-3.0" / "gtk.css").write_text(GTK_CSS, encoding="utf-8")
        self.processes: list[subprocess.Popen] = []
        read, write = os.pipe()
        try:
            self.processes.append(subprocess.Popen([XVFB, "-displayfd", str(write), "-screen", "0", "1400x1000x24",
                                                    "-nolisten", "tcp"], pass_fds=[write],
                                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            os.close(write)
            display = b""
            deadline = time.monotonic() + 20
            while not display.endswith(b"\n") and time.monotonic() < deadline:
                chunk = os.read(read, 64)
                if not chunk:
                    break
                display += chunk
        finally:
            os.close(read)
        if not display.strip():
            self.close()
            raise RuntimeError("Xvfb did not start")
        self.env = {**os.environ, "DISPLAY": ":" + display.decode().strip(),
                    "XDG_CONFIG_HOME": str(self.folder / "config")}
        self.driver_process: subprocess.Popen | None = None
        self.sessions = 0
        self.log = self.folder / "webdriver.log"  # the driver's and the browser's messages, to read on a failure

    def session(self, width: int = 390, height: int = 844):
        """A new MiniBrowser (a new profile: nothing cached) with its viewport ``width`` wide."""
        from selenium import webdriver
        from selenium.webdriver.common.options import ArgOptions

        options = ArgOptions()
        options.set_capability("browserName", "MiniBrowser")
        options.set_capability("webkitgtk:browserOptions", {"binary": MINIBROWSER, "args": ["--automation"]})
        if self.proxy:
            options.set_capability("proxy", {"proxyType": "manual", "httpProxy": self.proxy, "sslProxy": self.proxy,
                                             "noProxy": ["127.0.0.1", "localhost"]})
        # WebKitWebDriver sometimes never launches the browser for a new session (one in five or ten here,
        # whatever came before, a new driver and a new profile each time): a session not opened in
        # SESSION_TIMEOUT is given up, its driver (and anything it launched) ended, and a new driver asked
        for _attempt in range(4):
            port = self._driver()
            opened: dict = {}

            def start(port: int = port, opened: dict = opened) -> None:
                try:
                    opened["driver"] = webdriver.Remote(command_executor=f"http://127.0.0.1:{port}", options=options)
                except Exception as error:  # noqa: BLE001  (said below if no attempt succeeds)
                    opened["error"] = error
            thread = threading.Thread(target=start, daemon=True)
            thread.start()
            thread.join(SESSION_TIMEOUT)
            if "driver" in opened:
                break
            self._stop_driver()
            thread.join(10)
        else:
            raise RuntimeError(f"WebKitWebDriver opened no browser in four tries ({opened.get('error')}); "
                               f"its log: {self.log.read_text(errors='replace')[-2000:]}")
        driver = opened["driver"]
        driver.set_script_timeout(300)
        resize(driver, width, height)
        return driver

    def _driver(self) -> int:
        """A WebKitWebDriver of its own for each session (the previous one ended): a driver asked for a
        second session after the first one's end sometimes never launches the browser."""
        self._stop_driver()
        port = _free_port()
        self.sessions += 1
        profile = self.folder / f"profile-{self.sessions}"  # (each browser its own: nothing shared, nothing cached)
        env = {**self.env, "XDG_CACHE_HOME": str(profile / "cache"), "XDG_DATA_HOME": str(profile / "data")}
        with open(self.log, "ab") as log:
            self.driver_process = subprocess.Popen([DRIVER, f"--port={port}"], env=env, stdout=log,
                                                   stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    return port
            time.sleep(0.05)
        raise RuntimeError("WebKitWebDriver did not start")

    def _stop_driver(self) -> None:
        if self.driver_process is not None:
            launched = _children(self.driver_process.pid)  # a browser still open, its own processes
            _end(self.driver_process)
            for pid in launched:
                try:
                    os.kill(pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
            self.driver_process = None

    def close(self) -> None:
        self._stop_driver()
        for process in reversed(self.processes):
            _end(process)
        self.processes.clear()
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self) -> WebKit:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def until(driver, script: str, timeout: float = 30, *args):
    """Wait until ``script`` (a JavaScript expression; ``arguments`` holds ``args``) is truthy in the
    page of ``driver``; its value.  (WebDriver has no waiting of its own for a page's state.)"""
    from selenium.common.exceptions import NoSuchFrameException
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = driver.execute_script(f"return ({script});", *args)
        except NoSuchFrameException:  # the page left while the script ran (a redirect, a link): ask the next one
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"still false after {timeout} s: {script}")
        time.sleep(0.05)


def _children(pid: int) -> list[int]:
    """The processes ``pid`` started, and theirs (Linux /proc)."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        frontier += kids
    return found


def _end(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def resize(driver, width: int, height: int) -> None:
    """The window at the size that gives a viewport ``width`` × ``height`` (the window's frame added)."""
    driver.set_window_rect(0, 0, width, height)
    inner = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    driver.set_window_rect(0, 0, width + (width - inner[0]), height + (height - inner[1]))
