"""The live panels, timed in the browser against a stock JupyterLite (part of ``make bench``).

In one run, on the same notebook (Caribic's bribe explorer, Spanish), each measured cold (a new
browser profile: nothing cached, no service worker) and warm (the same profile, a new tab):

- **this site's panel**: the page is open; from the tap on "Vista previa — tocar para activar" to
  the first live widget on screen (performance marks ``live:tap`` → ``live:widget`` set by
  ``live-panels.js``), and from opening the page to it; targets ≤ 5 s cold, ≤ 3 s warm; and a third
  visit that taps only once the page has run its cells ahead (a returning reader reading before the tap);
- **stock JupyterLite**: a ``jupyter lite build`` of the notebook app with JupyterLite's default
  Pyodide kernel set-up (its kernel installs its own packages through piplite; the notebook gets
  its packages with ``%pip install`` in a first cell, as a JupyterLite user would), the only
  change being where Pyodide comes from (the site's copy: no CDN here); from opening the notebook
  to its first widget, running all cells as soon as the kernel is idle;
- the ratio stock / panel, and the tab's memory once the panel is live (the resident memory of
  the tab's renderer process, which also runs the kernel's worker).

Several runs (``--runs``); medians.  Other processes share the machine's two cores: the load
average is printed with the figures.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tools.build import serve
from tools.dev import chromium, reader

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "site"
STOCK = ROOT / "_build" / "lite-stock"
PAGE = "es/book/caribic/bribe-explorer"
NOTEBOOK = "es/caribic/bribe-explorer.ipynb"
FIRST_WIDGET = ".jp-OutputArea .jupyter-widgets"
VIEWPORT = {"width": 390, "height": 844}  # (the panel's pages, a phone's screen)


def stock_lite() -> Path:
    """A stock JupyterLite (notebook app, default Pyodide kernel set-up) serving the notebook; built once."""
    out = STOCK / "out"
    source = SITE / "lite" / "files" / NOTEBOOK
    stamp = STOCK / ".built"
    lock = SITE / "lite" / "pyodide" / "pyodide-lock.json"
    key = json.dumps([source.read_text(encoding="utf-8"), lock.stat().st_mtime])
    if stamp.exists() and stamp.read_text() == key and (out / "notebooks" / "index.html").exists():
        return out
    if STOCK.exists():
        shutil.rmtree(STOCK)
    contents = STOCK / "contents" / Path(NOTEBOOK).parent
    contents.mkdir(parents=True)
    notebook = json.loads(source.read_text(encoding="utf-8"))
    notebook["cells"].insert(1, {"cell_type": "code", "id": "stock-pip", "metadata": {}, "execution_count": None,
                                 "outputs": [], "source": "%pip install -q ipywidgets rulesim"})
    (contents / Path(NOTEBOOK).name).write_text(json.dumps(notebook), encoding="utf-8")
    jupyter = Path(sys.executable).with_name("jupyter")
    subprocess.run([str(jupyter), "lite", "build", "--contents", str(STOCK / "contents"), "--output-dir", str(out),
                    "--apps", "notebooks", "--no-sourcemaps"], cwd=STOCK, check=True, capture_output=True)
    config_path = out / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    data = config["jupyter-config-data"]
    data["exposeAppInBrowser"] = True  # lets the bench press "run all" once the kernel is idle
    data.setdefault("litePluginSettings", {})["@jupyterlite/pyodide-kernel-extension:kernel"] = {
        "pyodideUrl": "./pyodide/pyodide.mjs"}  # the only kernel setting: Pyodide from here, not a CDN
    config_path.write_text(json.dumps(config, indent=1), encoding="utf-8")
    os.symlink(SITE / "lite" / "pyodide", out / "pyodide")
    stamp.write_text(key)
    return out


RUN_ALL_JS = """async () => {
  const wait = (test) => new Promise(resolve => {
    const t = setInterval(() => { const v = test(); if (v) { clearInterval(t); resolve(v); } }, 50);
  });
  const app = await wait(() => window.jupyterapp);
  const panel = await wait(() => { const w = app.shell.currentWidget; return w && w.sessionContext ? w : null; });
  await panel.sessionContext.ready;
  await wait(() => {
    const k = panel.sessionContext.session && panel.sessionContext.session.kernel; return k && k.status === 'idle';
  });
  await app.commands.execute('notebook:run-all-cells');
}"""


def renderer_memory(ui: bool = True) -> dict[int, int]:
    """Resident memory (bytes) of this process's Chromium renderers, by pid (Linux /proc); without ``ui``,
    not the renderers of the browser's own interface (``--top-chrome-webui``: headless Chromium's omnibox
    popup, about 160 MiB, which is no tab's)."""
    parents, renderers = {}, {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            status = (entry / "status").read_text()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        parents[int(entry.name)] = int(fields.get("PPid", "0").strip())
        if b"--type=renderer" in cmdline and "VmRSS" in fields and (ui or b"--top-chrome-webui" not in cmdline):
            renderers[int(entry.name)] = int(fields["VmRSS"].split()[0]) * 1024

    def ours(pid: int) -> bool:
        while pid > 1:
            if pid == os.getpid():
                return True
            pid = parents.get(pid, 0)
        return False
    return {pid: rss for pid, rss in renderers.items() if ours(pid)}


def panel_point(context, base: str) -> tuple[float, float]:
    """Where a reader taps the page's first panel as it has loaded, read in a context of its own beside
    ``context`` (the same screen, ``VIEWPORT``; ``context``'s cache stays as it was)."""
    screen = context.browser.new_context(viewport=VIEWPORT)
    try:
        return reader.bar_point(screen, f"{base}/{PAGE}.html")
    finally:
        screen.close()


def panel_run(context, base: str, ahead: bool = False, point: tuple[float, float] | None = None) -> dict[str, float]:
    """Open the page, tap its first panel at once as a reader does (``tools/dev/reader.py``: a click where its bar
    is, ``point``, read beforehand if not given) — or, ``ahead``, once the page has run its cells ahead for a
    returning reader (``data-live-ahead=ready``) — and time it (the page's marks)."""
    point = point or panel_point(context, base)
    before = renderer_memory()
    page = reader.new_tab(context)
    page.goto(f"{base}/{PAGE}.html")
    page.wait_for_load_state("load")
    ready = 0.0
    if ahead:
        reader.wait_state(page, ("ready",), name="data-live-ahead", timeout_ms=180_000)
        ready = page.evaluate("performance.now()") / 1000
    state = reader.tapped(page, point, touch=False, timeout_ms=180_000)
    if state != "live":
        raise RuntimeError(f"{PAGE}: the panel did not come alive ({state})")
    marks = page.evaluate(reader.MARKS_JS)
    page.wait_for_timeout(300)
    after = renderer_memory()
    memory = sum(rss for pid, rss in after.items() if pid not in before) or max(after.values(), default=0)
    # the tab itself: the renderer holding the page (its kernel's worker runs in it), the largest of this
    # context's tab renderers (the others: a spare renderer Chromium keeps ready, the service worker's if apart)
    tab = max(renderer_memory(ui=False).values(), default=0)
    return {"tap": (marks["widget"] - marks["tap"]) / 1000, "open": marks["widget"] / 1000, "ready": ready,
            "memory": memory, "tab": tab, "page": page}


def stock_run(context, base: str) -> float:
    page = context.new_page()
    start = time.perf_counter()
    page.goto(f"{base}/notebooks/index.html?path={NOTEBOOK}")
    page.evaluate(RUN_ALL_JS)
    page.wait_for_selector(FIRST_WIDGET, state="visible", timeout=300_000)
    seconds = time.perf_counter() - start
    page.close()
    return seconds


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def bench_panels(runs: int = 3) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    stock = stock_lite()
    site_server, site_url = serve.start(0)
    stock_server, stock_url = serve.start(0, stock)
    figures: dict[str, list[float]] = {k: [] for k in ("cold", "warm", "cold_open", "warm_open", "memory",
                                                         "stock_cold", "stock_warm", "transferred", "tab",
                                                         "ahead", "ahead_ready")}
    loads = [load()]
    try:
        with sync_playwright() as p:
            browser = chromium.launch(p)
            for _ in range(runs):
                context = browser.new_context(viewport=VIEWPORT)
                point = panel_point(context, site_url)
                serve.SiteHandler.sent.clear()
                cold = panel_run(context, site_url, point=point)
                figures["transferred"].append(sum(size for path, size in serve.SiteHandler.sent if "/lite/" in path))
                cold["page"].close()
                warm = panel_run(context, site_url, point=point)
                warm["page"].close()
                # a returning reader who reads before the tap
                later = panel_run(context, site_url, ahead=True, point=point)
                later["page"].close()
                figures["ahead"].append(later["tap"])
                figures["ahead_ready"].append(later["ready"])
                figures["cold"].append(cold["tap"])
                figures["cold_open"].append(cold["open"])
                figures["warm"].append(warm["tap"])
                figures["warm_open"].append(warm["open"])
                figures["memory"].append(max(cold["memory"], warm["memory"]))
                figures["tab"].append(max(cold["tab"], warm["tab"]))
                context.close()
                context = browser.new_context(viewport={"width": 1280, "height": 900})
                figures["stock_cold"].append(stock_run(context, stock_url))
                figures["stock_warm"].append(stock_run(context, stock_url))
                context.close()
                loads.append(load())
            browser.close()
    finally:
        site_server.shutdown()
        stock_server.shutdown()
    result = {k: statistics.median(v) for k, v in figures.items() if v}
    result.update({f"{k}_all": v for k, v in figures.items()})
    result["loads"] = loads
    return result


def report(f: dict) -> None:
    print(f"live panel, tap → first live widget: cold {f['cold']:.1f} s, warm {f['warm']:.1f} s "
          f"(targets ≤ 5 s, ≤ 3 s); from opening the page: cold {f['cold_open']:.1f} s, warm {f['warm_open']:.1f} s")
    print(f"live panel, a returning reader who taps once the page has run its cells ahead (ready "
          f"{f['ahead_ready']:.1f} s after opening): tap → first live widget {f['ahead'] * 1000:.0f} ms")
    print(f"stock JupyterLite (default Pyodide kernel set-up), opening the same notebook → first widget: "
          f"cold {f['stock_cold']:.1f} s, warm {f['stock_warm']:.1f} s")
    print(f"ratio stock / panel: cold {f['stock_cold'] / f['cold']:.1f}×, warm {f['stock_warm'] / f['warm']:.1f}× "
          f"(against the panel from opening its page: cold {f['stock_cold'] / f['cold_open']:.1f}×, "
          f"warm {f['stock_warm'] / f['warm_open']:.1f}×)")
    print(f"live panel: tab memory once live {f['tab'] / 2**20:.0f} MiB (the resident memory of the renderer "
          f"holding the page and its kernel's worker); every renderer started since the page was opened, as "
          f"measured until 3 December 2026 (with Chromium's own interface and a spare renderer): "
          f"{f['memory'] / 2**20:.0f} MiB; a first live panel transfers {f['transferred'] / 1e6:.1f} MB (gzip)")
    runs = ", ".join(f"{c:.1f}/{w:.1f}/{sc:.1f}/{sw:.1f}" for c, w, sc, sw in
                     zip(f["cold_all"], f["warm_all"], f["stock_cold_all"], f["stock_warm_all"], strict=False))
    print(f"  runs (panel cold/warm, stock cold/warm, s): {runs}; "
          f"load average during the runs: {' → '.join(f['loads'])}")


if __name__ == "__main__":
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
    report(bench_panels(runs))
