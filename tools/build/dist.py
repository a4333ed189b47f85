"""``make dist``: the built site as one archive ready to upload to a static host.

Writes ``_build/dist/rules-in-play-site.tar.gz``: every file of ``_build/site`` under ``site/``,
in a stable order with fixed owners and one time for every file — ``SOURCE_DATE_EPOCH`` if set,
otherwise the time of the commit built (the same build gives the same archive; a later commit's
files are newer, so a host revalidating by ``Last-Modified`` or by an ``ETag`` made of time and size,
as nginx's and Caddy's are, never answers "not modified" for a changed file of the same size), plus
``site/SHA256SUMS`` listing each file with its SHA-256 (``sha256sum -c SHA256SUMS`` in the
unpacked folder checks it).  Prints a short report — files, total size, what a host serving gzip
sends (each compressible file gzipped), the archive's size, the largest files — and writes it to
``_build/dist/report.txt``.  Unpack and upload the contents of ``site/``.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import os
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "site"
DIST = ROOT / "_build" / "dist"
ARCHIVE = DIST / "rules-in-play-site.tar.gz"
MANIFEST = "SHA256SUMS"
#: what a static host compresses (as tools/build/serve.py does)
COMPRESSIBLE = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".txt", ".ipynb", ".ttf", ".eot", ".map",
                ".webmanifest", ".inv", ".toml")


def source_date() -> int:
    """The time every file of the archive gets: ``SOURCE_DATE_EPOCH``, else the commit's time, else now."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True, check=True)
        return int(out.stdout.strip())
    except (OSError, ValueError, subprocess.CalledProcessError):
        import time
        return int(time.time())


def files(site: Path = SITE) -> list[Path]:
    found = sorted(p for p in site.rglob("*") if p.is_file() and not p.is_symlink())
    if not any(p.name == "index.html" and p.parent == site for p in found):
        sys.exit(f"{site} has no index.html: run `make site` first")
    return found


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def manifest(site: Path = SITE) -> str:
    """``sha256sum`` format: one ``<hash>  <path>`` line per file, paths relative to the site."""
    return "".join(f"{sha256(p)}  {p.relative_to(site).as_posix()}\n" for p in files(site)
                   if p.relative_to(site).as_posix() != MANIFEST)


def build(site: Path = SITE, archive: Path = ARCHIVE) -> dict:
    archive.parent.mkdir(parents=True, exist_ok=True)
    listing = manifest(site)
    entries = [p for p in files(site) if p.relative_to(site).as_posix() != MANIFEST]
    raw = gz = 0
    sizes = []
    when = source_date()
    with open(archive, "wb") as handle:
        with gzip.GzipFile(filename="", mode="wb", fileobj=handle, mtime=0, compresslevel=9) as zipped:
            with tarfile.open(fileobj=zipped, mode="w", format=tarfile.PAX_FORMAT) as tar:
                def add(name: str, data: bytes) -> None:
                    info = tarfile.TarInfo(f"site/{name}")
                    info.size, info.mtime, info.mode = len(data), when, 0o644
                    info.uid = info.gid = 0
                    info.uname = info.gname = ""
                    tar.addfile(info, io.BytesIO(data))
                for path in entries:
                    data = path.read_bytes()
                    name = path.relative_to(site).as_posix()
                    add(name, data)
                    raw += len(data)
                    sent = len(gzip.compress(data, 6, mtime=0)) if path.suffix in COMPRESSIBLE else len(data)
                    gz += sent
                    sizes.append((len(data), name))
                add(MANIFEST, listing.encode())
    sizes.sort(reverse=True)
    report = {"files": len(entries), "total": raw, "gzip": gz, "archive": archive.stat().st_size,
              "largest": sizes[:10], "path": archive}
    text = (f"{archive.relative_to(ROOT) if archive.is_relative_to(ROOT) else archive}: {report['files']} files, "
            f"{raw / 2**20:.1f} MiB; served with gzip {gz / 2**20:.1f} MiB; "
            f"archive {report['archive'] / 2**20:.1f} MiB\n"
            "largest files:\n" + "".join(f"  {size / 2**20:6.2f} MiB  {name}\n" for size, name in sizes[:10]))
    (archive.parent / "report.txt").write_text(text, encoding="utf-8")
    print(text, end="")
    return report


if __name__ == "__main__":
    build()
