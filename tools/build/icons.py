"""The site's icon (``book/_static/favicon.svg``: a rounded square, four coloured tiles and a
token) as PNG images for the web app manifest, drawn here without an image library.

The drawing is the SVG's, in its 32 × 32 units; ``png(size)`` rasterises it with 4 × 4
supersampling.  ``write(folder)`` writes ``icon-192.png`` and ``icon-512.png`` (cached: only
when missing or older than this file).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

BACKGROUND = (0x2F, 0x6F, 0xB5)
TILES = [((6, 7, 9, 6), (0xC0, 0x39, 0x2B)), ((17, 7, 9, 6), (0xE0, 0xB0, 0x00)),
         ((6, 15, 9, 6), (0x2E, 0x8B, 0x57)), ((17, 15, 9, 6), (0x7D, 0x3C, 0x98))]
TOKEN = ((16, 26), 3, (0xFF, 0xFF, 0xFF))
CORNER = 6
SIZES = (192, 512)


def _colour(x: float, y: float) -> tuple[int, int, int, int]:
    """The RGBA colour of the icon at (x, y) in the SVG's units."""
    cx = min(max(x, CORNER), 32 - CORNER)
    cy = min(max(y, CORNER), 32 - CORNER)
    if (x - cx) ** 2 + (y - cy) ** 2 > CORNER ** 2:
        return (0, 0, 0, 0)
    (tx, ty), r, colour = TOKEN
    if (x - tx) ** 2 + (y - ty) ** 2 <= r * r:
        return (*colour, 255)
    for (left, top, width, height), colour in TILES:
        if left <= x < left + width and top <= y < top + height:
            return (*colour, 255)
    return (*BACKGROUND, 255)


def png(size: int, samples: int = 4) -> bytes:
    rows = []
    scale = 32 / size
    for py in range(size):
        row = bytearray(b"\0")
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    r, g, b, a = _colour((px + (sx + .5) / samples) * scale, (py + (sy + .5) / samples) * scale)
                    acc[0] += r * a
                    acc[1] += g * a
                    acc[2] += b * a
                    acc[3] += a
            alpha = acc[3]
            n = samples * samples
            row += bytes((round(acc[0] / alpha), round(acc[1] / alpha), round(acc[2] / alpha), round(alpha / n))
                         if alpha else (0, 0, 0, 0))
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def write(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        target = folder / f"icon-{size}.png"
        if not target.exists() or target.stat().st_mtime < Path(__file__).stat().st_mtime:
            target.write_bytes(png(size, samples=4 if size <= 192 else 2))
        written.append(target)
    return written


if __name__ == "__main__":
    import sys
    for path in write(Path(sys.argv[1] if len(sys.argv) > 1 else "_build/icons")):
        print(path, path.stat().st_size)
