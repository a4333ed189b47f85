// The live panels' Python, started once at build time for each game:
//   node tools/live/panel/snapshot.mjs PYODIDE_DIR PANEL_DIR GAME OUT [MODULES_JSON [IMAGE START]]
//
// Runs the site's own Pyodide (npm pyodide: the same pyodide.asm.wasm the site serves) under Node,
// writes the files of PANEL_DIR/site-packages.json + the archive it names (the packages the panels
// load, unpacked by tools/live/panels.py) into Python's site-packages, imports what the panels of
// GAME's pages import (the manifest's "imports" of GAME: IPython, ipywidgets, rulesim and that game, then
// JupyterLite's kernel, its shell made), and saves the interpreter's memory
// with Pyodide's makeMemorySnapshot into OUT, as it is (tools/live/panels.py compresses it into the manifest's
// "snapshots" file of GAME).  The worker (worker.js) restores it instead of starting Python from nothing.  MODULES_JSON (optional): where to
// write the names of the modules imported in it (for tools/live/panels.py and tools/dev/panel_contents.py) and the
// folders and files the imports made (`made`: [path, text or null for a folder]).
// IMAGE, START (optional): the memory as the WebAssembly's data segments leave it when instantiated, from
// address START (tools/live/memory_image.py, data_image).  The snapshot's memory is stored XORed with it: what the
// interpreter's running never changed becomes zeros, which compress to nothing (the bytes are in the
// WebAssembly file the browser downloads anyway); the worker XORs it back with the memory it instantiated.
//
// Before the memory is saved, the allocator's free memory is zeroed: what the imports read and freed
// (the .pyc files' bytes, mostly) stays in the free chunks otherwise, and compresses far worse than
// zeros (0.7 MB more of the compressed snapshot).  Every free chunk is taken (largest first, the allocator
// held to its present size so that the memory does not grow), filled with zeros, and given back.
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";

const [pyodideDir, panelDir, game, out, modulesPath, imagePath, imageStart] = process.argv.slice(2);
if (!pyodideDir || !panelDir || !game || !out) {
  console.error("usage: snapshot.mjs PYODIDE_DIR PANEL_DIR GAME OUT [MODULES_JSON [IMAGE START]]");
  process.exit(2);
}
const manifestPath = path.join(panelDir, "site-packages.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
if (!manifest.imports[game]) { console.error(`no snapshot of ${game} in the manifest`); process.exit(2); }
const archive = gunzipSync(readFileSync(path.join(panelDir, manifest.archive)));

const py = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true });
const root = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']").replace(/^\/+/, "/");
if (root !== manifest.root) { console.error(`site-packages is ${root}, the manifest says ${manifest.root}`); process.exit(1); }
for (const [file, offset, size] of manifest.files) {
  const target = `${root}/${file}`;
  py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  py.FS.writeFile(target, archive.subarray(offset, offset + size));
}
// what the imports write to the file system (IPython's profile folder, made by the kernel's shell): the file system is
// not in the memory saved, so the worker writes them again after the restore (the manifest's "made")
const home = py.runPython("import os; os.path.expanduser('~')");
const homeFiles = () => JSON.parse(py.runPython(`
import json, os
json.dumps(sorted([d, None] for d, _, _ in os.walk(${JSON.stringify(home)})) + sorted(
    [os.path.join(d, f), open(os.path.join(d, f), encoding="utf-8").read()]
    for d, _, fs in os.walk(${JSON.stringify(home)}) for f in fs))`));
const before = new Set(homeFiles().map(([file]) => file));
try {
  py.runPython(manifest.imports[game]);
} catch (error) {  // the Python error's last lines, not Pyodide's minified source
  console.error(String(error.message || error).trim().split("\n").slice(-4).join("\n"));
  process.exit(1);
}
const modules = JSON.parse(py.runPython("import sys, json; json.dumps(sorted(sys.modules))"));
const made = homeFiles().filter(([file]) => !before.has(file));
if (modulesPath) { writeFileSync(modulesPath, JSON.stringify({ modules, made })); }

function zeroFreeMemory(module) {
  const limit = module._malloc_footprint_limit();
  const size = module.HEAP8.length;
  module._malloc_set_footprint_limit(module._malloc_footprint());
  const taken = [];
  for (const chunk of [1 << 20, 1 << 16, 1 << 12, 1 << 9, 64]) {
    for (;;) {
      const pointer = module._malloc(chunk);
      if (!pointer) { break; }
      module.HEAP8.fill(0, pointer, pointer + chunk);
      taken.push(pointer);
    }
  }
  for (const pointer of taken) { module._free(pointer); }
  module._malloc_set_footprint_limit(limit);
  if (module.HEAP8.length !== size) { throw new Error("zeroing the free memory grew it"); }
}
zeroFreeMemory(py._module);
// The kernel's module holds two JavaScript objects, Pyodide's API (its module pyodide_js) and one of its functions:
// saved by name ({pyodide: null} the API, {pyodide: "loadPackagesFromImports"} its function), they are the
// restored Pyodide's in the worker (its _snapshotDeserializer).  Anything else stops the build.
function serializer(value) {
  if (value === py) { return { pyodide: null }; }
  const name = Object.getOwnPropertyNames(py).find((key) => py[key] === value);
  if (name !== undefined && typeof value === "function") { return { pyodide: name }; }
  throw new Error(`the snapshot holds a JavaScript object the worker cannot give back: ${String(value).slice(0, 80)}`);
}
const snapshot = py.makeMemorySnapshot({ serializer });
if (imagePath) {
  // (the snapshot: a header, whose length its second 32-bit word says, then the memory)
  const image = readFileSync(imagePath);
  const header = new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
  const memory = snapshot.subarray(header + Number(imageStart), header + Number(imageStart) + image.length);
  for (let i = 0; i < image.length; i++) { memory[i] ^= image[i]; }
}
writeFileSync(out, snapshot);
console.log(`snapshot of ${game}: ${snapshot.length} bytes, ${modules.length} modules imported`);
