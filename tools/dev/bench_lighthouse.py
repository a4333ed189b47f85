"""Lighthouse's mobile performance of four kinds of page (part of ``make bench``).

The built site served by ``tools/build/serve.py`` (gzip, as a static host serves it) on 127.0.0.1; Lighthouse
(npm, pinned in package.json) with its mobile defaults — a phone's screen, simulated slow 4G (150 ms round
trip, 1.6 Mbit/s down) and a 4× slower CPU — in Debian's Chromium, each page loaded as a new visitor's
(fresh profile, nothing cached).  The pages: the landing page, a rules page (Borneo: shipping), a notebook
page (Borneo: port simulator) and a check page (Maracaibo), in Spanish.  Printed per page: the performance
score, first and largest contentful paint, total blocking time and the bytes transferred.  Target: score
≥ 90 and first paint ≤ 1.8 s on every kind (issue 25).  Reported, not asserted.

    python -m tools.dev.bench_lighthouse [--runs 1] [--keep DIR] [--site DIR]   # after make site
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from tools.build import serve
from tools.dev import chromium

ROOT = Path(__file__).resolve().parents[2]
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
PAGES = {
    "landing (es)": "es/book/index.html",
    "a rules page (Borneo shipping)": "es/book/borneo/shipping.html",
    "a notebook page (port simulator)": "es/book/borneo/port-simulator.html",
    "a check page (Maracaibo)": "es/book/maracaibo/check.html",
}


def audit(url: str, keep: Path | None) -> dict[str, float]:
    """One Lighthouse run of ``url``: its figures."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        flags = "--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking"
        subprocess.run([str(LIGHTHOUSE), url, "--quiet", "--only-categories=performance", "--output=json",
                        f"--output-path={out}", f"--chrome-flags={flags}", "--max-wait-for-load=60000"],
                       check=True, env={**os.environ, "CHROME_PATH": chromium.CHROMIUM}, timeout=300)
        report = json.loads(out.read_text(encoding="utf-8"))
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            (keep / (url.rsplit("/", 1)[-1] + ".json")).write_text(out.read_text(encoding="utf-8"), encoding="utf-8")
    audits = report["audits"]
    return {
        "score": round(report["categories"]["performance"]["score"] * 100),
        "fcp": audits["first-contentful-paint"]["numericValue"] / 1000,
        "lcp": audits["largest-contentful-paint"]["numericValue"] / 1000,
        "tbt": audits["total-blocking-time"]["numericValue"],
        "bytes": audits["total-byte-weight"]["numericValue"] / 1e6,
    }


def bench_lighthouse(runs: int = 1, keep: Path | None = None,
                     site: Path | None = None) -> dict[str, dict[str, float]]:
    """Each page's figures (the median of ``runs`` Lighthouse runs), of the built site or of ``site`` (a copy of
    another build: a before and after)."""
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is missing: run `npm ci` (make site does)")
    httpd, url = serve.start(0, site or serve.SITE)
    results = {}
    try:
        for name, path in PAGES.items():
            each = [audit(f"{url}/{path}", keep) for _ in range(runs)]
            results[name] = {key: statistics.median(r[key] for r in each) for key in each[0]}
    finally:
        httpd.shutdown()
    return results


def report(results: dict[str, dict[str, float]]) -> None:
    print("Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown; target ≥ 90, first paint ≤ 1.8 s):")
    print("| page | performance | first paint | largest paint | blocking | bytes |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, m in results.items():
        print(f"| {name} | {m['score']:.0f} | {m['fcp']:.1f} s | {m['lcp']:.1f} s | {m['tbt']:.0f} ms "
              f"| {m['bytes']:.1f} MB |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=1, help="runs per page (the median is printed)")
    parser.add_argument("--keep", type=Path, help="keep each page's Lighthouse report (JSON) in this folder")
    parser.add_argument("--site", type=Path, help="a copy of another build to measure instead of _build/site")
    args = parser.parse_args()
    report(bench_lighthouse(args.runs, args.keep, args.site))


if __name__ == "__main__":
    main()
