// Reglas en juego / Rules in Play — the live panels' kernel worker (bundled by tools/live/panels.py with esbuild).
//
// JupyterLite's own Pyodide kernel (PyodideRemoteKernel of @jupyterlite/pyodide-kernel, exposed
// with comlink exactly as its prebuilt comlink.worker.js does), with one change: how Python starts.
// Starting Pyodide from nothing (compile the interpreter, unpack the standard library, import
// IPython, ipywidgets and rulesim) is most of a panel's start-up; the build has already done it
// once, under Node with the same Pyodide (tools/live/panel/snapshot.mjs), and saved the
// interpreter's memory (Pyodide's memory snapshot).  Here:
//   1. Pyodide is restored from that snapshot (its modules already imported);
//   2. the files of the packages (the same wheels the live notebooks load, unpacked at build time
//      into one archive) are written where the snapshot's Python expects them — those a panel reads
//      as it starts and runs; the others (a traceback's formatting, %pip's packages) are a second
//      archive Python fetches on the first import of one of their modules (tools/live/panels.py);
//   3. the random generators are reseeded (a snapshot would otherwise replay the same dice), and
//      the packages are marked as loaded (the kernel loads a cell's imports from the lock otherwise);
//   4. JupyterLite's kernel goes on as usual (its module, already imported in the snapshot with IPython's shell
//      made, and its globals), piplite's settings set when a "%pip" line imports it (below).
// If the snapshot or the archive cannot be had (an old cache, a host that lost a file), the kernel
// starts the usual way (Pyodide and its packages from the lock), only slower.
import { expose } from "comlink";
import { PyodideRemoteKernel } from "@jupyterlite/pyodide-kernel/lib/worker";
import { importModule } from "@jupyterlite/pyodide-kernel/lib/loader";
import { DriveFS } from "@jupyterlite/services/lib/contents/drivefs";
import { ZSTDDecoder } from "zstddec";
import { forgetKept, keep, keptMemory, keptModule, nonZeroPages, sparse } from "./kept.js";

// The page's watchdog (live-panels.js) hears from this worker while the kernel starts: any message is
// progress, so every fetch says when it starts, as its bytes arrive (a copy of the body is counted,
// the response itself is untouched) and when it ends, a few times a second at most; an exception or a
// rejection nobody handled is said as an error (a worker's rejections never reach the page otherwise).
const nativeFetch = self.fetch.bind(self);
let lastTick = 0;
function tick(force = false) {
  const now = Date.now();
  if (force || now - lastTick > 250) { lastTick = now; postMessage({ _progress: now }); }
}
/** A step of the start done: progress, which the page also marks ("live:worker-<name>": make bench's timings) at
 * the time it was done here (``_at``, milliseconds since the epoch), not when the page's busy thread reads it. */
function step(name) {
  lastTick = Date.now();
  postMessage({ _progress: lastTick, _step: name, _at: performance.timeOrigin + performance.now() });
}
self.fetch = async (...args) => {
  tick();
  const unpacked = await unpackedWasm(args[0]);
  if (unpacked) { return unpacked; }
  const response = await nativeFetch(...args);
  tick();
  if (response.ok && response.body) {
    const counted = response.clone().body.getReader();
    (async () => {
      try {
        for (;;) { const { done } = await counted.read(); if (done) { break; } tick(); }
      } catch (error) { /* the response's own reader reports its errors */ }
    })();
  }
  return response;
};
self.addEventListener("unhandledrejection", (event) => {
  const reason = event.reason;
  postMessage({ _workerError: String((reason && reason.message) || reason) });
});

async function gunzip(url) {
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${response.status} ${url}`); }
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A snapshot's memory: its Zstandard frames (tools/live/frames.py, compress_snapshot), each decoded as soon as its
 * bytes have come — while the next ones are still on their way — into one buffer of the whole memory.
 * ``frames``: each frame's compressed and decompressed sizes, from the manifest.  zstddec is zstd's own decoder
 * compiled to WebAssembly (inlined in this worker): 0.12 s for the 37.7 MB where the browser's gzip took 0.21 s.
 * ``pages``: the memory's pages that are not all zeros, found as each frame is decoded (kept.js). */
async function unframe(url, frames, pages) {
  const decoder = new ZSTDDecoder();
  const ready = decoder.init();
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${response.status} ${url}`); }
  await ready;
  step("snapshot-response");
  const packed = new Uint8Array(frames.reduce((sum, [size]) => sum + size, 0));
  const memory = new Uint8Array(frames.reduce((sum, [, size]) => sum + size, 0));
  const reader = response.body.getReader();
  let received = 0, frame = 0, from = 0, to = 0;  // bytes come; the next frame, where it starts in each buffer
  for (;;) {
    const { done, value } = await reader.read();
    if (value) {
      if (received + value.length > packed.length) { throw new Error(`${url}: longer than its frames`); }
      packed.set(value, received);
      received += value.length;
    }
    while (frame < frames.length && received >= from + frames[frame][0]) {
      const [size, raw] = frames[frame];
      const part = decoder.decode(packed.subarray(from, from + size), raw);
      if (part.length !== raw) { throw new Error(`${url}: frame ${frame} is not what the manifest says`); }
      memory.set(part, to);
      nonZeroPages(memory, to, to + raw, pages);
      from += size;
      to += raw;
      frame += 1;
    }
    if (done) { break; }
  }
  if (frame < frames.length) { throw new Error(`${url}: cut short`); }
  step("snapshot");
  return memory;
}

/** The interpreter's WebAssembly (``pyodide.asm.wasm``) of a start from the snapshot, compiled as soon as the start
 * begins, while the snapshot is still coming (Pyodide itself instantiates its WebAssembly only once it has the whole
 * snapshot): as a first start kept it decoded (``key``: kept.js), compiled as it is read; otherwise fetched in
 * Zstandard from beside the snapshot (``url``; tools/live/panels.py, write_wasm: 2.89 MB where a host's gzip sends
 * 3.53), decoded whole by the snapshot's decoder, compiled, and kept once Python is restored.  Resolves to the module;
 * ``packedWasm.url``: where Pyodide asks for it (``pyodide.asm.wasm`` of its folder). */
let packedWasm = null;
async function unpackWasm(url, key) {
  const kept = key && await keptModule(key);
  if (kept) {
    step("wasm-compiled");
    return kept;
  }
  const decoder = new ZSTDDecoder();
  const ready = decoder.init();
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${response.status} ${url}`); }
  const packed = new Uint8Array(await response.arrayBuffer());
  await ready;
  const bytes = decoder.decode(packed);
  const module = await WebAssembly.compile(bytes);
  step("wasm-compiled");
  if (key) { keepOnceRestored(key, new Blob([bytes]), "application/wasm"); }
  return module;
}

/** The memory of the game's snapshot (``url``, its ``frames``): as a start of this game kept it (``key``), or fetched
 * and decoded, then kept (its pages of zeros left out) once Python is restored. */
async function snapshotMemory(url, frames, key) {
  const kept = key && await keptMemory(key, frames.reduce((sum, [, size]) => sum + size, 0));
  if (kept) {
    step("snapshot");
    return kept;
  }
  const pages = [];
  const memory = await unframe(url, frames, pages);
  if (key) { keepOnceRestored(key, sparse(memory, pages)); }  // (copied now: the restore changes the memory in place)
  return memory;
}

/** What this start decoded, kept once Python is restored from it (the cache's writing does not compete with the
 * restore, and a start that fails keeps nothing). */
const toKeep = [];
function keepOnceRestored(key, body, type = null) { toKeep.push([key, body, type]); }
function keepAll() { for (const [key, body, type] of toKeep.splice(0)) { keep(key, body, type); } }

/** Pyodide's request for its WebAssembly (made as it sets itself up), answered for ``packedWasm`` (once) by a
 * response with nothing in it, which Pyodide then gives to ``WebAssembly.instantiateStreaming``: that call, for that
 * response, instantiates the module compiled from the packed file instead — or, where the packed file could not be had
 * (a host that lost it), the usual file, fetched then.  Null for any other request. */
async function unpackedWasm(request) {
  const url = typeof request === "string" || request instanceof URL ? String(request) : request && request.url;
  if (!packedWasm || url !== packedWasm.url) { return null; }
  const { module } = packedWasm;
  packedWasm = null;
  const placeholder = new Response(null, { headers: { "Content-Type": "application/wasm" } });
  const native = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    if ((await source) !== placeholder) { return native.call(WebAssembly, source, imports); }
    WebAssembly.instantiateStreaming = native;
    try {
      const compiled = await module;
      return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
    } catch (error) {
      console.warn("live panels: the packed WebAssembly could not be had; the usual file:", error);
      return native.call(WebAssembly, fetch(url), imports);
    }
  };
  return placeholder;
}

async function fetchJSON(url) {
  const response = await fetch(url);
  if (!response.ok) { throw new Error(`${response.status} ${url}`); }
  return response.json();
}

class PanelKernel extends PyodideRemoteKernel {
  constructor() {
    super();
    // as JupyterLite's comlink worker: plain postMessage that comlink does not process
    this._sendWorkerMessage = (msg) => { postMessage({ _kernelMessage: msg }); };
    this._logMessage = (msg) => { postMessage({ _logMessage: msg }); };
  }

  /** A kernel message as JSON says it: Python's None is null.  Pyodide's toJs gives undefined for None,
   * and a widget model given undefined keeps what it had (a layout trait set back to None — a hidden
   * button shown again — stayed hidden; a dropdown emptied kept its index). */
  mapToObject(value) {
    const out = value instanceof Array ? [] : {};
    for (const [key, item] of value instanceof Map ? value.entries() : Object.entries(value)) {
      out[key] = item instanceof Map || item instanceof Array ? this.mapToObject(item)
        : item === undefined ? null : item;
    }
    return out;
  }

  /** The notebook app's files under /drive, as its own comlink worker mounts them (a panel mounts none). */
  async initFilesystem(options) {
    if (!options.mountDrive) { return; }
    const mountpoint = "/drive";
    const { FS, PATH, ERRNO_CODES } = this._pyodide;
    const { baseUrl, browsingContextId } = options;
    const driveFS = new DriveFS({ FS, PATH, ERRNO_CODES, baseUrl, driveName: this._driveName, mountpoint,
                                  browsingContextId });
    FS.mkdirTree(mountpoint);
    FS.mount(driveFS, {}, mountpoint);
    FS.chdir(mountpoint);
    this._driveFS = driveFS;
  }

  /** Python's input() in the notebook app, through its service worker, as its own comlink worker does it (a
   * panel has no such worker: no answer, as there). */
  sendInputRequest(prompt, password) {
    try {
      const { baseUrl, browsingContextId } = this._options || {};
      if (!browsingContextId) { throw new Error("Kernel browsingContextId not set"); }
      const parent = this.formatResult(this._kernel._parent_header).header;
      const request = {
        channel: "stdin", buffers: [], metadata: {}, parent_header: parent, content: { prompt, password },
        header: { msg_id: crypto.randomUUID(), msg_type: "input_request", session: (parent && parent.session) || "",
                  username: "", date: new Date().toISOString(), version: "5.2" },
      };
      const xhr = new XMLHttpRequest();
      xhr.open("POST", new URL("api/stdin/kernel", baseUrl.endsWith("/") ? baseUrl : baseUrl + "/").href, false);
      xhr.send(JSON.stringify({ browsingContextId, data: request }));
      const reply = JSON.parse(xhr.response);
      if ("error" in reply) { throw new Error(reply.error); }
      return reply.content && reply.content.value;
    } catch (error) {
      console.warn(`Failed to request stdin via service worker: ${error}`);
      return undefined;
    }
  }

  async initPackageManager(options) {
    if (!this.fromSnapshot) { return super.initPackageManager(options); }
    this._pyodide.runPython(pipliteSettings(this._options));
  }

  async initRuntime(options) {
    this.fromSnapshot = false;
    const panelBoot = bootOf(options);
    const early = this.early;
    this.early = null;
    if (panelBoot) {
      try {
        const asked = { ...options, panelBoot };
        this._pyodide = await (early && early.key === restoreKey(asked) ? early.restored : this.restore(asked));
        this.fromSnapshot = true;
        return;
      } catch (error) {
        console.warn("live panels: starting Pyodide without its snapshot:", error);
        this._pyodide = null;
        toKeep.length = 0;
        await forgetKept();  // (what was kept may be why: the next start decodes again)
      }
    }
    return super.initRuntime(options);
  }

  /** A worker named after its game (below) restores Python as soon as it starts, with the options the page's
   * runtime will give (Pyodide beside this folder): the kernel's start, asked for once the page has fetched and
   * read runtime.js, then finds it restored or under way (initRuntime).  A failure there is the kernel's to see. */
  restoreEarly(game) {
    const pyodideUrl = new URL("../pyodide/pyodide.mjs", import.meta.url).href;
    const options = { pyodideUrl, indexUrl: new URL("./", pyodideUrl).href, panelBoot: bootOf({ panelGame: game }),
                      loadPyodideOptions: { lockFileURL: new URL("pyodide-lock.json", pyodideUrl).href } };
    const restored = this.restore(options);
    restored.catch(() => {});
    this.early = { key: restoreKey(options), restored };
    restored.then((pyodide) => this.warmUp(pyodide), () => {});
  }

  /** A restored interpreter runs its first Python slowly: the browser compiles the interpreter's WebAssembly
   * functions quickly first, and well only once they have run a while (a panel's widgets cell, under Node: 150–200 ms
   * at once, 60–75 ms after a quarter of a second of other Python).  So a worker that restored Python before the
   * kernel was asked for (a reader back on a page, the worker made as it loads) runs Python of the kind the cells run
   * (traitlets' objects made, observed, read) while it waits — in turns of 20 ms, and no more once the kernel's start
   * is asked for (initRuntime takes ``early``).  Nothing of it stays: its names are in a namespace of its own. */
  async warmUp(pyodide) {
    await new Promise((resolve) => setTimeout(resolve, 0));  // (a kernel's start asked for by now goes first)
    if (!this.early) { return; }
    const run = pyodide.runPython(WARM_UP, { globals: pyodide.toPy({}) });
    try {
      for (let turns = 0; turns < WARM_UP_TURNS && this.early; turns++) {
        const until = performance.now() + 20;
        while (performance.now() < until) { run(); }
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      step("warmed");  // (all of it, or as much as the wait allowed)
    } finally {
      run.destroy();
    }
  }

  /** Pyodide from the snapshot, the packages' files written (see the top of this file); resolves to it. */
  async restore(options) {
    const { pyodideUrl, indexUrl, panelBoot } = options;
    const got = downloads(panelBoot, pyodideUrl, indexUrl);
    const { manifest, snapshot, archive, modules } = got;
    const [{ loadPyodide }, { default: createModule }] = await modules;
    const { packages: _loadedFromTheArchive, ...rest } = options.loadPyodideOptions || {};
    const restored = {};  // (the Pyodide restored, once loadPyodide has given it: see fromTheBuild)
    const pyodide = restored.api = await loadPyodide({
      indexURL: indexUrl,
      stdout: (text) => { console.log(text); this._logMessage({ type: "text", level: "info", data: text }); },
      stderr: (text) => { console.error(text); this._logMessage({ type: "text", level: "critical", data: text }); },
      ...rest,
      _loadSnapshot: snapshot,
      _snapshotDeserializer: (saved) => fromTheBuild(saved, restored),
      // the standard library without what the snapshot has imported (tools/live/panels.py, write_stdlib)
      stdLibURL: new URL(panelBoot.stdlib, panelBoot.manifest).href,
      // Pyodide restores a snapshot into the memory the interpreter starts with (30 MiB): the
      // snapshot's, its modules imported, is larger; one allocation grows it first (the restore
      // then overwrites all of it, the allocator's state included).
      // The snapshot's memory is stored XORed with the memory as the WebAssembly's data segments leave it
      // (tools/live/panel/snapshot.mjs): that memory is kept as the interpreter is instantiated, before any of
      // its code runs, and XORed back into the snapshot's bytes before Pyodide restores them.
      createPyodideModule: async (settings) => {
        const { image } = await manifest;
        let initial = null;
        if (image && typeof settings.instantiateWasm === "function") {
          const instantiate = settings.instantiateWasm;
          settings.instantiateWasm = (imports, receive) => instantiate(imports, (instance, module) => {
            initial = new Uint8Array(instance.exports.memory.buffer, image.start, image.end - image.start).slice();
            step("wasm");
            return receive(instance, module);
          });
        }
        const [module, bytes] = await Promise.all([createModule(settings), snapshot]);
        if (image) { unmask(bytes, initial, image); }
        if (module.HEAP8.length < bytes.length) { module._malloc(bytes.length); }
        return module;
      },
    });
    step("python");  // (each step of the restore is progress too)
    // Pyodide keeps the options it was given (pyodide._api.config): without this, the snapshot's bytes
    // (35 MB, copied into Python's memory by now) would stay alive as long as the kernel
    delete pyodide._api.config._loadSnapshot;
    delete pyodide._api.config.createPyodideModule;
    if (begun === got) { begun = null; }  // (nor by the downloads kept for a second start: there is none now)
    const { root, files, after, later, made: madeByImports = [], packages: names } = await manifest;
    const data = await archive;
    const made = new Set();
    let written = 0;
    for (const [path, offset, size] of files) {
      if (++written % 500 === 0) { tick(); }
      const target = `${root}/${path}`;
      const folder = target.slice(0, target.lastIndexOf("/"));
      if (!made.has(folder)) { pyodide.FS.mkdirTree(folder); made.add(folder); }
      pyodide.FS.writeFile(target, data.subarray(offset, offset + size), { canOwn: true });
    }
    // what the snapshot's imports wrote (IPython's profile folder): a file system is not in a snapshot
    for (const [path, text] of madeByImports) {
      if (text === null) { pyodide.FS.mkdirTree(path); } else { pyodide.FS.writeFile(path, text); }
    }
    tick(true);
    pyodide.runPython(after);
    if (later) {
      // the files no panel reads as it starts: fetched by Python on the first import that needs one
      const install = pyodide.runPython(later.finder, { globals: pyodide.toPy({}) });
      install(new URL(later.archive, panelBoot.manifest).href, root, JSON.stringify(later));
      install.destroy();
    }
    step("files");
    keepAll();
    // the packages are there: the kernel's loading of a cell's imports must not fetch them again
    for (const name of names) { pyodide.loadedPackages[name] = "default channel"; }
    pyodide._api.on_fatal = async (e) => {
      this._logMessage({ type: "text", level: "critical",
                         data: `Pyodide has suffered a fatal error: ${e.name} ${e.message}\n${e.stack}` });
    };
    return pyodide;
  }
}

/** Python like a panel's cells (see warmUp): a function making, changing and reading traitlets' objects. */
const WARM_UP = `
from traitlets import HasTraits, Unicode, Int, List, Bool, observe

class Warm(HasTraits):
    name = Unicode("")
    count = Int(0)
    items = List()
    flag = Bool(False)

    @observe("count")
    def _seen(self, change):
        self.flag = not self.flag

def warm():
    total = 0
    for n in range(40):
        w = Warm(name=f"w{n}", items=[n, str(n)])
        w.count = n + 1
        state = {k: getattr(w, k) for k in ("name", "count", "items", "flag")}
        total += len(repr(state)) + sum(len(str(v)) for v in state.values() if isinstance(v, (int, str)))
    return total
warm
`;
const WARM_UP_TURNS = 25;  // (half a second at most: enough here, a quarter being most of the gain)

/** What a start from the snapshot fetches, all at once: the manifest, then the game's snapshot and the archive;
 * Pyodide's modules (Pyodide fetches its interpreter as soon as it is called, while the snapshot is still on its
 * way).  The same downloads once per worker: begun when the worker starts if the page named its game (below). */
let begun = null;
function downloads(panelBoot, pyodideUrl, indexUrl) {
  const key = JSON.stringify([panelBoot, pyodideUrl, indexUrl]);
  if (begun && begun.key === key) { return begun; }
  step("started");
  const manifest = fetchJSON(panelBoot.manifest).then((data) => {
    if (data.pyodide !== panelBoot.pyodide) { throw new Error("a snapshot of another Pyodide"); }
    step("manifest");
    return data;
  });
  const where = (name) => new URL(name, panelBoot.manifest).href;
  // the snapshot of the page's game, asked for at once — its name and frames are in the bundle (bootOf), a round
  // trip sooner than the manifest's — and taken once the manifest says it is this Pyodide's (a page of no game has
  // none: Pyodide then starts the usual way)
  // (what a first start decoded is kept under these: kept.js; the build's hashes of each are in them)
  const kept = (what, build) => (build ? where(`kept/${what}build=${build}`) : null);
  const snapshot = panelBoot.snapshot && panelBoot.frames
    ? Promise.all([manifest, snapshotMemory(where(panelBoot.snapshot), panelBoot.frames,
                                            kept(`snapshot?game=${panelBoot.game}&`, panelBoot.version))])
      .then(([, memory]) => memory)
    : Promise.reject(new Error(`no snapshot for the game ${panelBoot.game}`));
  const archive = manifest.then((data) => gunzip(where(data.archive)));
  if (panelBoot.wasm) {
    packedWasm = { url: new URL("pyodide.asm.wasm", indexUrl).href,
                   module: unpackWasm(where(panelBoot.wasm), kept("wasm?", panelBoot.pyodide)) };
    packedWasm.module.catch(() => {});
  }
  const modules = Promise.all([importModule(pyodideUrl), importModule(new URL("pyodide.asm.mjs", indexUrl).href)]);
  // (all awaited by the start; a rejection before then must not count as one nobody handled — the watchdog
  // would take a missing snapshot, which only means starting the usual way, for a failure)
  for (const promise of [manifest, snapshot, archive, modules]) { promise.catch(() => {}); }
  begun = { key, manifest, snapshot, archive, modules };
  return begun;
}

/** A JavaScript object the snapshot's Python holds, as the build saved it (tools/live/panel/snapshot.mjs: serializer),
 * given back as the restored Pyodide's: its API (``{pyodide: null}``: the kernel's module imported pyodide_js) or one
 * of the API's functions (``{pyodide: "loadPackagesFromImports"}``).  Pyodide asks for them while it restores, before
 * it has made its API: so they forward to ``restored.api``, set once loadPyodide has returned it. */
function fromTheBuild(saved, restored) {
  const name = saved && saved.pyodide;
  if (name === null) {
    return new Proxy({}, {
      get: (_, key) => restored.api[key],
      has: (_, key) => key in restored.api,
      ownKeys: () => Reflect.ownKeys(restored.api),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Reflect.getOwnPropertyDescriptor(restored.api, key);
        return found && { ...found, configurable: true };
      },
    });
  }
  if (typeof name === "string") { return (...args) => restored.api[name](...args); }
  throw new Error(`a snapshot holding an object this worker cannot give back: ${JSON.stringify(saved)}`);
}

/** What makes two starts from the snapshot the same: the game's boot, Pyodide's addresses, its loading options. */
function restoreKey(options) {
  const { packages: _fromTheArchive, ...rest } = options.loadPyodideOptions || {};
  return JSON.stringify([options.panelBoot, options.pyodideUrl, options.indexUrl, rest]);
}

/** Where the kernel finds its snapshot: the manifest beside this file (__PANEL_BOOT__: tools/live/panels.py) and
 * the game's snapshot (its file and frames, written in by the build as the manifest has them).  A panel's page names
 * its game (runtime.js: panelGame); JupyterLite's notebook app, which runs this worker as its own (tools/live/build.py
 * puts it in place of the kernel's comlink worker), gives the notebook's folder only, ``es/borneo`` or
 * ``en/caribic/situations``: the game is the folder's second part.  No game (a notebook outside the games' folders):
 * null, and Python starts the usual way. */
function bootOf(options) {
  const game = options.panelGame || String(options.location || "").split(":").pop().split("/")[1];
  if (!game) { return null; }
  const boot = __PANEL_BOOT__;
  return { manifest: new URL(boot.manifest, import.meta.url).href, pyodide: boot.pyodide, stdlib: boot.stdlib,
           wasm: boot.wasm, game, snapshot: (boot.snapshots || {})[game], frames: (boot.frames || {})[game],
           version: (boot.versions || {})[game] };
}

/** XOR ``initial`` (the memory from ``image.start``, as instantiated) back into the memory of the snapshot
 * ``bytes`` — after checking it is the memory the build stored the snapshot against (its 32-bit FNV-1a:
 * tools/live/memory_image.py, fnv1a); otherwise the start without the snapshot. */
function unmask(bytes, initial, image) {
  if (!initial) { throw new Error("the interpreter's memory was not seen as it was instantiated"); }
  let check = 2166136261;
  for (let i = 0; i < initial.length; i++) { check = Math.imul(check ^ initial[i], 16777619) >>> 0; }
  if (check !== image.fnv1a) { throw new Error("the interpreter's initial memory is not the snapshot's"); }
  const header = new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(4, true);
  const memory = bytes.subarray(header + image.start, header + image.start + initial.length);
  for (let i = 0; i < initial.length; i++) { memory[i] ^= initial[i]; }
}

// piplite (the %pip of JupyterLite) is imported by a "%pip" line only, never by a panel's cells:
// from a snapshot, importing it at start-up (as JupyterLite's kernel does, to set where it may
// install from) would cost a second.  Its settings are set when it is imported, the same ones.
function pipliteSettings(options) {
  return `
import importlib.util, sys

class _PipliteSettings:
    def find_spec(self, name, path=None, target=None):
        if name != "piplite.piplite":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            module._PIPLITE_DISABLE_PYPI = ${options.disablePyPIFallback ? "True" : "False"}
            module._PIPLITE_URLS = ${JSON.stringify(options.pipliteUrls || [])}
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _PipliteSettings())
del _PipliteSettings
`;
}

// A panel's page makes this worker as soon as a start begins, named after its game ("panel:borneo",
// live-panels.js), before it has even fetched the runtime that will drive the kernel (runtime.js: a second or two
// to fetch and read on a phone): the downloads and the restore begin now (restoreEarly) instead of when the
// kernel's start is asked for.  JupyterLite's notebook app names none.
const kernel = new PanelKernel();
const named = /^panel:(.+)$/.exec(self.name || "");
if (named) { kernel.restoreEarly(named[1]); }
expose(kernel);
