"""The memory a live panel's Python starts from, before any of its code runs: the WebAssembly's data segments.

A snapshot (``tools/live/panel/snapshot.mjs``) is stored XORed with it — the interpreter's static data, which the
browser downloads anyway inside ``pyodide.asm.wasm``, is then zeros in the snapshot's file — and the worker
(``tools/live/panel/worker.js``, ``unmask``) XORs it back with the memory it instantiated, once it has checked
that memory against the manifest's ``image`` (:func:`manifest_entry`).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


def _leb(data: bytes, at: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at


def data_image(wasm: bytes) -> tuple[int, bytes]:
    """What the interpreter's memory holds once instantiated, before any of its code has run: the WebAssembly's
    data segments at their addresses (``(start, bytes)``, from the lowest segment to the end of the highest;
    zeros between).  The memory of a snapshot holds most of it unchanged — 3.2 MB that the WebAssembly file
    the browser downloads anyway already carries."""
    segments = []
    at = 8
    while at < len(wasm):
        section = wasm[at]
        size, at = _leb(wasm, at + 1)
        if section == 11:  # data
            count, cursor = _leb(wasm, at)
            for _ in range(count):
                flags, cursor = _leb(wasm, cursor)
                if flags != 0 or wasm[cursor] != 0x41:
                    raise ValueError("a data segment that is not active at a constant address")
                address, cursor = _leb(wasm, cursor + 1)
                if wasm[cursor] != 0x0B:
                    raise ValueError("a data segment's address is not a constant")
                length, cursor = _leb(wasm, cursor + 1)
                segments.append((address, wasm[cursor:cursor + length]))
                cursor += length
        at += size
    start = min(address for address, _data in segments)
    image = bytearray(max(address + len(data) for address, data in segments) - start)
    for address, data in segments:
        image[address - start:address - start + len(data)] = data
    return start, bytes(image)


def fnv1a(data: bytes) -> int:
    """A 32-bit FNV-1a of ``data`` (the worker computes the same, see worker.js ``unmask``)."""
    value = 2166136261
    for byte in data:
        value = ((value ^ byte) * 16777619) & 0xFFFFFFFF
    return value


@cache
def initial_memory(pyodide: Path) -> tuple[int, bytes]:
    """:func:`data_image` of the site's WebAssembly (``pyodide.asm.wasm`` in the folder ``pyodide``)."""
    return data_image((pyodide / "pyodide.asm.wasm").read_bytes())


def manifest_entry(pyodide: Path) -> dict:
    """The manifest's ``image``: where the initial memory a snapshot is stored against lies, and its check."""
    start, image = initial_memory(pyodide)
    return {"start": start, "end": start + len(image), "fnv1a": fnv1a(image)}
