"""Where the website tests' time goes: ``python -m tools.dev.test_times [REPORT]``.

``make test`` writes the website lane's JUnit report to ``test-artifacts/website-tests.xml``; this prints,
standard library only, the time of each test file (sum of its tests, biggest first, with its share and
number of tests) and the slowest tests — the figures docs/testing.md quotes.
"""

from __future__ import annotations

import argparse
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

REPORT = Path(__file__).resolve().parents[2] / "test-artifacts" / "website-tests.xml"


def times(report: Path) -> list[tuple[str, str, float]]:
    """(file, test, seconds) of every test case of a JUnit report."""
    cases = ET.parse(report).getroot().iter("testcase")
    return [(c.get("classname", "").replace(".", "/") + ".py", c.get("name", ""), float(c.get("time", 0)))
            for c in cases]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", nargs="?", type=Path, default=REPORT)
    parser.add_argument("--slowest", type=int, default=15)
    args = parser.parse_args(argv)
    cases = times(args.report)
    total = sum(t for _f, _n, t in cases) or 1.0
    by_file: dict[str, list[float]] = defaultdict(list)
    for file, _name, seconds in cases:
        by_file[file].append(seconds)
    print(f"{len(cases)} tests, {total / 60:.1f} min")
    for file, spent in sorted(by_file.items(), key=lambda item: -sum(item[1])):
        print(f"{sum(spent):8.1f} s  {100 * sum(spent) / total:4.1f} %  {len(spent):4d}  {file}")
    print("slowest:")
    for file, name, seconds in sorted(cases, key=lambda c: -c[2])[:args.slowest]:
        print(f"{seconds:8.1f} s  {file}::{name}")


if __name__ == "__main__":
    main()
