// Reglas en juego / Rules in Play — what a start decoded, kept on the device for the next start (worker.js).
//
// A start from the snapshot fetches the interpreter's WebAssembly and its game's snapshot in Zstandard (2.9 + 5.4 MB)
// and decodes them on the worker's thread: ~0.2 s of that thread on a desktop's core at every start, more on a
// phone's.  The first start keeps what it decoded in a cache of its own (the Cache API): the WebAssembly as it is
// (9.6 MB: a later start compiles it as it is read, ``WebAssembly.compileStreaming``, off the worker's thread) and the
// snapshot's memory without its pages of zeros (19.0–19.4 of its 37.7 MB: ``sparse``, ``dense``).  One entry of each
// kind (a key's path): the interpreter, and the snapshot of the last game started — keeping one deletes the others
// of its kind (another game's, another build's: the build's hash is in each key).  An entry that cannot be read is
// dropped, and the start decodes as a first one does; a device that stores nothing (no Cache API, a full disk, a
// private window that refuses) just decodes at every start.

export const KEPT_CACHE = "rules-in-play-kept";
export const PAGE = 4096;

async function opened(store) {
  return store ? store.open(KEPT_CACHE) : null;
}

/** The kept response of ``key`` given to ``use`` (its result returned), or null when none is kept or ``use`` throws:
 * then the entry is dropped.  ``store``: the Cache API (``caches``), absent in places. */
async function usedKept(key, use, store) {
  let cache = null;
  try {
    cache = await opened(store);
    const response = cache && await cache.match(key);
    return response ? await use(response) : null;
  } catch (error) {
    console.warn(`live panels: what was kept (${key}) could not be used; decoding again:`, error);
    if (cache) { await cache.delete(key).catch(() => {}); }
    return null;
  }
}

/** The module compiled from the kept WebAssembly of ``key``, or null. */
export function keptModule(key, store = globalThis.caches) {
  return usedKept(key, (response) => WebAssembly.compileStreaming(response), store);
}

/** The kept memory of ``key`` (a snapshot's, ``length`` bytes), or null. */
export function keptMemory(key, length, store = globalThis.caches) {
  return usedKept(key, async (response) => dense(new Uint8Array(await response.arrayBuffer()), length), store);
}

/** Forget all that was kept (a start from it failed: the next one decodes again). */
export async function forgetKept(store = globalThis.caches) {
  try { await (store && store.delete(KEPT_CACHE)); } catch (error) { /* nothing was kept */ }
}

/** Keep ``body`` (a Blob) under ``key`` (typed ``type`` if given) as the one entry of its kind (its path): the others
 * are deleted first.  A Blob, whose bytes go to the browser's own storage of blobs: bytes in the worker's memory put
 * in the cache stayed there once the panel was live (a first start's tab 358 MiB against 330).  Resolves to whether it
 * was kept (nothing depends on it: WebKitGTK 2.50 was seen to lose what a worker had put, though each put had
 * resolved, when the page was left within a second or so; the next start then decodes again and keeps it). */
export async function keep(key, body, type = null, store = globalThis.caches) {
  try {
    const cache = await opened(store);
    if (!cache) { return false; }
    const { pathname: kind, href } = new URL(key);
    for (const request of await cache.keys()) {
      if (new URL(request.url).pathname === kind && request.url !== href) { await cache.delete(request); }
    }
    await cache.put(key, new Response(body, { headers: type ? { "Content-Type": type } : {} }));
    return true;
  } catch (error) {
    return false;
  }
}

/** Which of ``memory``'s pages (``PAGE`` bytes, the last one possibly shorter) from ``from`` to ``to`` hold anything
 * but zeros: their indexes pushed onto ``into``.  (Called as each frame is decoded, while the next is on its way.) */
export function nonZeroPages(memory, from, to, into) {
  const words = new Uint32Array(memory.buffer, memory.byteOffset, memory.length >>> 2);
  for (let page = Math.floor(from / PAGE); page * PAGE < to; page++) {
    const start = page * PAGE, end = Math.min(start + PAGE, memory.length);
    let zero = true;
    for (let i = start >>> 2; i < end >>> 2 && zero; i++) { zero = words[i] === 0; }
    for (let i = end & ~3; i < end && zero; i++) { zero = memory[i] === 0; }
    if (!zero) { into.push(page); }
  }
  return into;
}

/** ``memory`` without its pages of zeros, as a Blob (its parts copied as it is made): the memory's length, the count
 * of pages kept, their indexes (32-bit, little-endian), then those pages. */
export function sparse(memory, pages) {
  const head = new Uint32Array([memory.length, pages.length, ...pages]);
  return new Blob([head, ...pages.map((page) => memory.subarray(page * PAGE, Math.min((page + 1) * PAGE,
                                                                                         memory.length)))]);
}

/** The memory ``sparse`` wrote: its pages in place, zeros elsewhere.  Throws unless ``bytes`` is exactly that, of a
 * memory of ``length`` bytes. */
export function dense(bytes, length) {
  if (bytes.length < 8) { throw new Error("not a kept memory"); }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const [size, count] = [view.getUint32(0, true), view.getUint32(4, true)];
  const pages = Math.ceil(length / PAGE);
  if (size !== length || count > pages || 8 + 4 * count > bytes.length) {
    throw new Error("a kept memory of another size");
  }
  const memory = new Uint8Array(length);
  let at = 8 + 4 * count, last = -1;
  for (let n = 0; n < count; n++) {
    const page = view.getUint32(8 + 4 * n, true);
    if (page <= last || page >= pages) { throw new Error("a kept memory's pages out of order"); }
    const part = Math.min(PAGE, length - page * PAGE);
    if (at + part > bytes.length) { throw new Error("a kept memory cut short"); }
    memory.set(bytes.subarray(at, at + part), page * PAGE);
    at += part;
    last = page;
  }
  if (at !== bytes.length) { throw new Error("a kept memory longer than its pages"); }
  return memory;
}
