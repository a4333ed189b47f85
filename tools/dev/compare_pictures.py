"""Compare two builds' pages, or two ``tools/dev/snapshot.py`` recordings' rulings, with their pictures
compared by what they draw.

    python -m tools.dev.compare_pictures site OLD_SITE NEW_SITE      # every page of es/ and en/
    python -m tools.dev.compare_pictures rulings OLD_DIR NEW_DIR     # rulings.json.gz of snapshot.py record

Each inline SVG (also inside a widget's saved state) is parsed and compared element by element:
attributes as sets, numbers as numbers (``12.0`` is ``12``; within :data:`TOL`), a ``<text>`` of
``<tspan>`` lines as one ``<text>`` per line at the same baselines.  The rest of a page is compared
as text once what changes from build to build on its own is removed (:data:`VOLATILE`: widget
model ids, static files' checksums).  Prints what differs; exit code 1 when anything does.
"""

from __future__ import annotations

import difflib
import gzip
import json
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

TOL = 1e-3  # picture units: a thousandth of a CSS pixel on a phone
NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:e[-+]?\d+)?")
SVG = re.compile(r"<svg\b.*?</svg>", re.S)
VOLATILE = [
    (re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])"), "ID"),  # widget model ids, new at every execution
    (re.compile(r"\?v=[0-9a-f]{8}"), ""),  # Sphinx's checksum of a static file (absent from a first build)
    (re.compile(r"\?digest=[0-9a-f]+"), ""),
]
Element = tuple[str, dict[str, str], str]


def _tag(name: str) -> str:
    return name.split("}", 1)[-1]


def _flatten(element: ET.Element, out: list[Element]) -> None:
    tag, attrs = _tag(element.tag), {_tag(k): v for k, v in element.attrib.items()}
    children = list(element)
    if tag == "text" and children and all(_tag(c.tag) == "tspan" for c in children):
        y = float(attrs.get("y", 0))
        for line in children:
            y += float(line.get("dy", 0))
            out.append(("text", {**attrs, "x": line.get("x", attrs.get("x", "0")), "y": repr(y)}, line.text or ""))
        return
    out.append((tag, attrs, (element.text or "").strip()))
    for child in children:
        _flatten(child, out)


def elements(svg: str) -> list[Element]:
    out: list[Element] = []
    _flatten(ET.fromstring(svg), out)
    return out


def diff_svg(old: str, new: str) -> tuple[list[str], float]:
    """The differences of two pictures beyond :data:`TOL`, and the largest numeric change within it."""
    if old == new:
        return [], 0.0
    a, b = elements(old), elements(new)
    problems = [f"{len(a)} elements, now {len(b)}"] if len(a) != len(b) else []
    worst = 0.0
    for i, ((tag_a, attrs_a, text_a), (tag_b, attrs_b, text_b)) in enumerate(zip(a, b, strict=False)):
        if (tag_a, text_a, set(attrs_a)) != (tag_b, text_b, set(attrs_b)):
            problems.append(f"#{i}: <{tag_a} {sorted(attrs_a)}>{text_a!r} now <{tag_b} {sorted(attrs_b)}>{text_b!r}")
            continue
        for name, value in attrs_a.items():
            other = attrs_b[name]
            if value == other:
                continue
            numbers_a, numbers_b = NUMBER.findall(value), NUMBER.findall(other)
            if NUMBER.sub("#", value) != NUMBER.sub("#", other) or len(numbers_a) != len(numbers_b):
                problems.append(f"#{i} {tag_a} {name}: {value!r} now {other!r}")
                continue
            change = max(abs(float(x) - float(y)) for x, y in zip(numbers_a, numbers_b, strict=False))
            worst = max(worst, change)
            if change > TOL:
                problems.append(f"#{i} {tag_a} {name}: {value!r} now {other!r}")
    return problems, worst


def split(page: str) -> tuple[str, list[str]]:
    """The page without its pictures, and its pictures (those of a widget's JSON state decoded)."""
    found = [json.loads(f'"{s}"') if '\\"' in s else s for s in SVG.findall(page)]
    return SVG.sub("<svg/>", page), found


def compare_pages(name: str, old: str, new: str, stats: Counter[str], out: list[str]) -> None:
    text_a, pictures_a = split(old)
    text_b, pictures_b = split(new)
    for rx, replacement in VOLATILE:
        text_a, text_b = rx.sub(replacement, text_a), rx.sub(replacement, text_b)
    if text_a != text_b:
        changed = [line for line in difflib.unified_diff(text_a.splitlines(), text_b.splitlines(), lineterm="", n=0)
                   if line[:1] in "+-" and line[:3] not in ("+++", "---")]
        out.append(f"{name}: the page outside its pictures: " + " | ".join(line[:200] for line in changed[:4]))
    if len(pictures_a) != len(pictures_b):
        out.append(f"{name}: {len(pictures_a)} pictures, now {len(pictures_b)}")
    for k, (a, b) in enumerate(zip(pictures_a, pictures_b, strict=False)):
        problems, worst = diff_svg(a, b)
        stats["identical" if a == b else "drawn the same" if not problems else "different"] += 1
        if not problems:
            key = "largest change in a picture drawn the same (x 1e-6)"
            stats[key] = max(stats[key], round(worst * 1e6))
        if problems:
            title = re.search(r'aria-label="([^"]*)"', a)
            out.append(f"{name}: picture {k} ({title.group(1) if title else '?'}): " + "; ".join(problems[:8]))


def compare_sites(old: Path, new: Path) -> tuple[Counter[str], list[str]]:
    stats: Counter[str] = Counter()
    out: list[str] = []
    for lang in ("es", "en"):
        pages_a = {p.relative_to(old) for p in (old / lang).rglob("*.html")}
        pages_b = {p.relative_to(new) for p in (new / lang).rglob("*.html")}
        out += [f"{p}: only in {old if p in pages_a else new}" for p in sorted(pages_a ^ pages_b)]
        for page in sorted(pages_a & pages_b):
            compare_pages(str(page), (old / page).read_text(encoding="utf-8"), (new / page).read_text(encoding="utf-8"),
                          stats, out)
    return stats, out


def compare_rulings(old: Path, new: Path) -> tuple[Counter[str], list[str]]:
    def read(folder: Path) -> Any:
        with gzip.open(folder / "rulings.json.gz", "rt", encoding="utf-8") as fh:
            return json.load(fh)
    a, b = read(old), read(new)
    stats: Counter[str] = Counter()
    out = [f"{key}: only in one recording" for key in sorted(set(a) ^ set(b))]
    for key in sorted(set(a) & set(b)):
        if not isinstance(a[key], dict) or "es" not in a[key]:
            out += [f"{key} differs"] if a[key] != b[key] else []
            continue
        for lang in ("es", "en"):
            out += [f"{key} {lang} {kind} differs" for kind in ("json", "text")
                    if a[key][lang][kind] != b[key][lang][kind]]
            compare_pages(f"{key} {lang}", a[key][lang]["html"], b[key][lang]["html"], stats, out)
    return stats, out


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] not in ("site", "rulings"):
        print(__doc__)
        return 2
    compare = compare_sites if argv[0] == "site" else compare_rulings
    stats, out = compare(Path(argv[1]), Path(argv[2]))
    print("pictures:", dict(stats))
    print("\n".join(out) if out else "nothing else differs")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
