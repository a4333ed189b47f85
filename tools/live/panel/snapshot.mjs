// The live panels' Python, started once at build time: node tools/live/panel/snapshot.mjs PYODIDE_DIR PANEL_DIR
//
// Runs the site's own Pyodide (npm pyodide: the same pyodide.asm.wasm the site serves) under Node,
// writes the files of PANEL_DIR/site-packages.json + the archive it names (the packages the panels
// load, unpacked by tools/live_panels.py) into Python's site-packages, imports what every panel
// imports (the manifest's "imports": IPython, ipywidgets, rulesim and its games — nothing that
// reaches JavaScript, which a snapshot cannot hold), and saves the interpreter's memory with
// Pyodide's makeMemorySnapshot into PANEL_DIR/python.snapshot.gz.  The worker (worker.js) restores
// it instead of starting Python from nothing.
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import path from "node:path";

const [pyodideDir, panelDir] = process.argv.slice(2);
if (!pyodideDir || !panelDir) { console.error("usage: snapshot.mjs PYODIDE_DIR PANEL_DIR"); process.exit(2); }
const manifestPath = path.join(panelDir, "site-packages.json");
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const archive = gunzipSync(readFileSync(path.join(panelDir, manifest.archive)));

const py = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true });
const root = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']").replace(/^\/+/, "/");
if (root !== manifest.root) { console.error(`site-packages is ${root}, the manifest says ${manifest.root}`); process.exit(1); }
for (const [file, offset, size] of manifest.files) {
  const target = `${root}/${file}`;
  py.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
  py.FS.writeFile(target, archive.subarray(offset, offset + size));
}
try {
  py.runPython(manifest.imports);
} catch (error) {  // the Python error's last lines, not Pyodide's minified source
  console.error(String(error.message || error).trim().split("\n").slice(-4).join("\n"));
  process.exit(1);
}
const count = py.runPython("import sys; len(sys.modules)");
const snapshot = py.makeMemorySnapshot();
writeFileSync(path.join(panelDir, manifest.snapshot), gzipSync(snapshot, { level: 6 }));
console.log(`snapshot: ${snapshot.length} bytes, ${count} modules imported`);
