"""What a start decoded is kept on the device, and a later start takes it instead of fetching and decoding again
(``tools/live/panel/kept.js``, ``worker.js``).

A first start fetches the interpreter's WebAssembly and its game's snapshot in Zstandard and keeps what it decoded:
the WebAssembly byte for byte the site's ``pyodide.asm.wasm``, the snapshot's memory without its pages of zeros, in a
cache of its own, each under the build's hash of it.  A later start in the same browser fetches neither.  One entry of
each kind: another game's snapshot replaces the last one, a previous build's entry is dropped, an entry that cannot
be used is replaced by a start that decodes again.  Node runs the module's own functions (the pages of zeros left out
and put back, what is refused, one entry per kind); Chromium runs the starts."""

from __future__ import annotations

import hashlib
import json

from browser import KERNEL_JS, SITE, run_node

CACHE = "rules-in-play-kept"
STORE_JS = """
class FakeCache {
  constructor() { this.entries = new Map(); }
  async match(key) { const r = this.entries.get(new URL(key).href); return r ? r.clone() : undefined; }
  async put(key, response) {
    if (this.refuse) { throw new Error("QuotaExceededError"); }
    this.entries.set(new URL(key).href, new Response(await response.arrayBuffer(), { headers: response.headers }));
  }
  async delete(key) { return this.entries.delete(typeof key === "string" ? new URL(key).href : key.url); }
  async keys() { return [...this.entries.keys()].map((url) => ({ url })); }
}
const caches = new Map();
const store = { open: async (name) => { if (!caches.has(name)) { caches.set(name, new FakeCache()); }
                                       return caches.get(name); },
                delete: async (name) => caches.delete(name) };
const names = async () => (await (await store.open(KEPT_CACHE)).keys()).map((r) => r.url).sort();
"""
KEPT_SCRIPT = """
import { PAGE, KEPT_CACHE, dense, forgetKept, keep, keptMemory, keptModule, nonZeroPages, sparse }
  from "SOURCE/kept.js";
""" + STORE_JS + """
const out = {};
// a memory of five pages and a short one: pages 1, 3 and the short one hold something
const memory = new Uint8Array(5 * PAGE + 99);  // (the short page: not even whole 32-bit words)
memory[2 * PAGE - 1] = 7; memory[3 * PAGE] = 9; memory[5 * PAGE + 98] = 1;
const pages = nonZeroPages(memory, 0, 2 * PAGE, []);   // (as two frames would come)
nonZeroPages(memory, 2 * PAGE, memory.length, pages);
out.pages = pages;
const blob = sparse(memory, pages);
memory[3 * PAGE] = 0;                                  // (the restore changes the memory in place: kept as it was)
const bytes = new Uint8Array(await blob.arrayBuffer());
out.size = bytes.length;
const back = dense(bytes, memory.length);
out.back = [back.length, back[2 * PAGE - 1], back[3 * PAGE], back[5 * PAGE + 98], back.reduce((a, b) => a + b, 0)];
out.refused = [];
for (const [what, data, length] of [["short", bytes.subarray(0, bytes.length - 1), memory.length],
                                    ["long", new Uint8Array([...bytes, 0]), memory.length],
                                    ["another size", bytes, memory.length + 1],
                                    ["nothing", new Uint8Array(4), memory.length]]) {
  try { dense(data, length); out.refused.push(what + ": taken"); } catch (error) { out.refused.push(what); }
}
const order = new Uint8Array(bytes); new DataView(order.buffer).setUint32(8, 3, true);  // (pages 3, 3, 5)
try { dense(order, memory.length); out.refused.push("order: taken"); } catch (error) { out.refused.push("order"); }
// one entry of each kind; what cannot be used is dropped
const root = "http://127.0.0.1/lite/panel/kept/";
const wasm = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);  // (an empty module)
out.kept = [await keep(root + "snapshot?game=a&build=1", blob, null, store),
            await keep(root + "wasm?build=w", new Blob([wasm]), "application/wasm", store),
            await keep(root + "snapshot?game=b&build=2", blob, null, store)];
out.names = await names();
out.memory = (await keptMemory(root + "snapshot?game=b&build=2", 5 * PAGE + 99, store)).reduce((a, b) => a + b, 0);
out.missing = await keptMemory(root + "snapshot?game=a&build=1", 5 * PAGE + 99, store);
out.module = (await keptModule(root + "wasm?build=w", store)) instanceof WebAssembly.Module;
out.wrongSize = await keptMemory(root + "snapshot?game=b&build=2", 5 * PAGE, store);
await keep(root + "wasm?build=w", new Blob([wasm]), null, store);       // (no type: not compiled as WebAssembly)
out.untyped = await keptModule(root + "wasm?build=w", store);
out.namesAfter = await names();
(await store.open(KEPT_CACHE)).refuse = true;
out.full = await keep(root + "wasm?build=x", new Blob([wasm]), "application/wasm", store);
await forgetKept(store);
out.forgotten = caches.has(KEPT_CACHE);
out.noStore = [await keptModule(root + "wasm?build=w", undefined),
               await keep(root + "wasm?build=w", blob, null, undefined)];
console.log(JSON.stringify(out));
"""
KEPT_JS = """async (name) => {
  const cache = await caches.open(name);
  const out = [];
  for (const request of await cache.keys()) {
    const bytes = await (await cache.match(request)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const url = new URL(request.url);
    out.push([url.pathname + url.search, [...digest].map((b) => b.toString(16).padStart(2, '0')).join(''),
              bytes.byteLength]);
  }
  return out.sort();
}"""
PUT_JS = """async ([name, key, text]) => {
  const cache = await caches.open(name);
  await cache.put(key, new Response(text, { headers: { 'Content-Type': 'application/wasm' } }));
}"""


def start(context, server: str, game: str = "borneo") -> tuple[object, list[str]]:
    """A kernel started in a new page of ``context`` (the runtime's own start, as a panel's), a line of Python run;
    the page, and the paths of the WebAssembly and snapshots the start asked for (the page's requests and its
    workers': from the network, a revalidation or the browser's cache alike)."""
    from urllib.parse import urlsplit
    page = context.new_page()
    page.goto(f"{server}/es/book/index.html")
    asked: list[str] = []

    def note(request) -> None:
        asked.append(urlsplit(request.url).path)
    context.on("request", note)
    try:
        result = page.evaluate(KERNEL_JS, [f"{server}/", "print(6 * 7)", game])
    finally:
        context.remove_listener("request", note)
    assert result["status"] == "ok" and result["out"] == "42\n", result
    return page, [path for path in asked if "pyodide.asm.wasm" in path or ".snapshot." in path]


def kept(page, expected: list) -> list:
    """The cache's entries once they are ``expected`` (a start writes its own after compiling, not awaited), or as
    they are after ten seconds."""
    for _ in range(50):
        entries = page.evaluate(KEPT_JS, CACHE)
        if entries == expected:
            break
        page.wait_for_timeout(200)
    return entries


def test_a_memory_is_kept_without_its_pages_of_zeros_and_one_entry_of_each_kind():
    out = run_node(KEPT_SCRIPT)
    page = 4096
    assert out["pages"] == [1, 3, 5]
    assert out["size"] == 8 + 4 * 3 + 2 * page + 99  # (the short page as long as it is)
    assert out["back"] == [5 * page + 99, 7, 9, 1, 17]
    assert out["refused"] == ["short", "long", "another size", "nothing", "order"]
    root = "http://127.0.0.1/lite/panel/kept/"
    assert out["kept"] == [True, True, True]
    assert out["names"] == [root + "snapshot?game=b&build=2", root + "wasm?build=w"]  # (game a's replaced by b's)
    assert out["memory"] == 17 and out["missing"] is None and out["module"] is True
    assert out["wrongSize"] is None and out["untyped"] is None
    assert out["namesAfter"] == []  # (each entry that could not be used, dropped)
    assert out["full"] is False and out["forgotten"] is False
    assert out["noStore"] == [None, False]


def kept_as_written(game: str) -> tuple[str, str, int]:
    """What a start of ``game`` keeps of its snapshot, built here from the build's file as kept.js says it keeps it:
    the memory's length and the count of its pages holding anything but zeros (4 kB, the last one shorter), their
    indexes (32-bit, little-endian), those pages.  (Its key's path and query, its SHA-256, its size.)"""
    import struct

    import zstandard
    panel = SITE / "lite" / "panel"
    manifest = json.loads((panel / "site-packages.json").read_text(encoding="utf-8"))
    packed, memory, offset = (panel / manifest["snapshots"][game]).read_bytes(), bytearray(), 0
    for size, raw in manifest["frames"][game]:
        memory += zstandard.ZstdDecompressor().decompress(packed[offset:offset + size], max_output_size=raw)
        offset += size
    pages = [n for n in range(0, -(-len(memory) // 4096)) if any(memory[n * 4096:(n + 1) * 4096])]
    body = struct.pack(f"<{2 + len(pages)}I", len(memory), len(pages), *pages)
    body += b"".join(bytes(memory[n * 4096:(n + 1) * 4096]) for n in pages)
    version = hashlib.sha256((panel / manifest["snapshots"][game]).read_bytes()).hexdigest()[:16]
    return f"/lite/panel/kept/snapshot?game={game}&build={version}", hashlib.sha256(body).hexdigest(), len(body)


def announced_kept_mb() -> list[int]:
    """The space the about page says a start keeps on the device, in both languages."""
    import re
    spanish = (SITE.parent.parent / "book" / "about.md").read_text(encoding="utf-8")
    english = (SITE.parent.parent / "locales" / "en" / "LC_MESSAGES" / "book" / "about.po").read_text(encoding="utf-8")
    return [int(re.search(r"unos (\d+) MB del\s+espacio", spanish).group(1)),
            int(re.search(r"about (\d+) MB of the device", english).group(1))]


def test_a_later_start_takes_what_the_first_kept_and_fetches_none(browser, server, outside):
    build = json.loads((SITE / "lite" / "panel" / "site-packages.json").read_text(encoding="utf-8"))["pyodide"]
    wasm_bytes = (SITE / "lite" / "pyodide" / "pyodide.asm.wasm").read_bytes()
    wasm = [f"/lite/panel/kept/wasm?build={build}", hashlib.sha256(wasm_bytes).hexdigest(), len(wasm_bytes)]
    borneo, ships = list(kept_as_written("borneo")), list(kept_as_written("ships"))
    packed = ["/lite/panel/pyodide.asm.wasm.zst", "/lite/panel/python.borneo.snapshot.zst"]
    context = browser.new_context()
    try:
        # a first start: the packed files, decoded and kept (the WebAssembly as the site's own file, the snapshot's
        # memory without its pages of zeros) — the space the about page announces
        page, asked = start(context, server)
        assert sorted(asked) == packed
        assert kept(page, sorted([borneo, wasm])) == sorted([borneo, wasm])
        assert announced_kept_mb() == [round((borneo[2] + wasm[2]) / 1e6)] * 2
        # a later start, in another page of the same browser: neither asked for, packed or not
        page, asked = start(context, server)
        assert asked == []
        # kept entries that cannot be used, and another build's: the next start decodes again, keeps one of each kind
        older = "/lite/panel/kept/wasm?build=0123456789abcdef"
        page.evaluate(PUT_JS, [CACHE, wasm[0], "not WebAssembly"])
        page.evaluate(PUT_JS, [CACHE, borneo[0], "not a memory"])
        page.evaluate(PUT_JS, [CACHE, older, "an older build's"])
        assert [entry[0] for entry in page.evaluate(KEPT_JS, CACHE)] == sorted([borneo[0], wasm[0], older])
        page, asked = start(context, server)
        assert sorted(asked) == packed
        assert kept(page, sorted([borneo, wasm])) == sorted([borneo, wasm])
        # another game's start keeps its snapshot in the place of the last one
        page, asked = start(context, server, "ships")
        assert asked == ["/lite/panel/python.ships.snapshot.zst"]
        assert kept(page, sorted([ships, wasm])) == sorted([ships, wasm])
    finally:
        context.close()
    assert not outside.by_the_site(), outside.by_the_site()
