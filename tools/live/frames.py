"""A live panel's Python snapshot as its file holds it: Zstandard frames (``tools/live/panels.py`` writes them, the
kernel's worker decodes them as they come: ``tools/live/panel/worker.js``, ``unframe``)."""

from __future__ import annotations

from pathlib import Path

#: a snapshot is compressed in frames of this much memory each, one after the other in its file: the worker
#: decodes each frame as soon as its bytes have come, while the next ones are on their way (one frame of the
#: whole would wait for the last byte; smaller frames compress worse: 8 MiB costs 3 % over a single frame)
SNAPSHOT_FRAME = 8 << 20


def compress_snapshot(memory: bytes) -> tuple[bytes, list[list[int]]]:
    """A snapshot's bytes as Zstandard frames (level 19, long-distance matching within a 32 MiB window), and each
    frame's compressed and decompressed sizes.  Zstandard because it is a quarter smaller than gzip -9 for this
    memory (Borneo: 6.84 → 5.11 MB), and zstd's own decoder in the worker (zstddec, WebAssembly) is faster than the
    browser's gzip (0.12 against 0.21 s for the 37.7 MB in a Chromium worker)."""
    import zstandard

    frames, sizes = [], []
    for start in range(0, len(memory), SNAPSHOT_FRAME):
        part = memory[start:start + SNAPSHOT_FRAME]
        params = zstandard.ZstdCompressionParameters.from_level(
            19, source_size=len(part), window_log=25, enable_ldm=True, write_content_size=True, write_checksum=False)
        frames.append(zstandard.ZstdCompressor(compression_params=params).compress(part))
        sizes.append([len(frames[-1]), len(part)])
    return b"".join(frames), sizes


def compress_whole(data: bytes) -> bytes:
    """``data`` as one Zstandard frame (level 19, long-distance matching, its size in the frame's header): the
    interpreter's WebAssembly for a panel (``pyodide.asm.wasm``, 9.6 MB: gzip -9 sends 3.53 MB, this 2.89 MB).  One
    frame: in frames of 2 MiB, decodable as they come, it would be 3.04 MB; the worker decodes it whole in ~30 ms,
    while the snapshot, twice its size, is still on its way."""
    import zstandard

    params = zstandard.ZstdCompressionParameters.from_level(
        19, source_size=len(data), window_log=24, enable_ldm=True, write_content_size=True, write_checksum=False)
    return zstandard.ZstdCompressor(compression_params=params).compress(data)


def read_snapshot(path: Path) -> bytes:
    """The memory a snapshot file holds (:func:`compress_snapshot`'s frames, decompressed one after the other)."""
    import zstandard

    with zstandard.ZstdDecompressor().stream_reader(path.read_bytes(), read_across_frames=True) as reader:
        return reader.read()
