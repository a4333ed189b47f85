// Bundle the live panels' runtime with esbuild: node tools/live/panel/build.mjs OUTDIR PACKAGES_JSON BOOT_JSON
// PACKAGES_JSON: the packages the kernel loads with Pyodide; BOOT_JSON: where the kernel's worker
// finds its Python snapshot (see tools/live/panels.py).  Two ES modules: runtime.js (with its
// stylesheet runtime.css) for the page, worker.js for the kernel's worker.  The kernel's piplite index and wheel URLs are not
// bundled: the site's kernel loads every package from its own lock (never through piplite).
import * as esbuild from "esbuild";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFile } from "node:fs/promises";

const here = path.dirname(fileURLToPath(import.meta.url));
const outdir = process.argv[2];
const packages = process.argv[3];  // JSON list: what the kernel loads with Pyodide (tools/live/panels.py)
const boot = process.argv[4];      // JSON: {manifest, pyodide} of the snapshot (tools/live/panels.py)
if (!outdir || !packages || !boot) { console.error("usage: build.mjs OUTDIR PACKAGES_JSON BOOT_JSON"); process.exit(2); }

const noPiplite = {
  name: "no-piplite-assets",
  setup(build) {
    build.onResolve({ filter: /^\.\.\/pypi\// }, (args) => ({ path: args.path, namespace: "no-piplite" }));
    build.onLoad({ filter: /.*/, namespace: "no-piplite" }, () => ({ contents: "export default '';", loader: "js" }));
  },
};

// coincident (the kernel's synchronous channel, imported by JupyterLite's kernel client) tests for SharedArrayBuffer
// by constructing one at its module's top level: on a page that is not cross-origin isolated (this site's) that
// throws "SharedArrayBuffer is not a constructor", and V8 writes that message by parsing again the function the
// call is in — bundled, the whole 1.25 MB top level of runtime.js: 50 ms of the page's thread at each start
// (0.2 s at a phone's 4x slower CPU).  The same test, in a function of its own (the same result, thrown or not).
const SHARED_TEST = "try {\n  new SharedArrayBuffer(4);\n}\ncatch (_) {";
const coincidentTest = {
  name: "coincident-shared-test",
  setup(build) {
    build.onLoad({ filter: /[\\/]coincident[\\/]esm[\\/]bridge\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes(SHARED_TEST)) { throw new Error(`${args.path}: its SharedArrayBuffer test has changed`); }
      const test = "if ((() => { try { new SharedArrayBuffer(4); return false; } catch (_) { return true; } })()) {";
      return { contents: source.replace(SHARED_TEST, test), loader: "js" };
    });
  },
};

const result = await esbuild.build({
  entryPoints: [path.join(here, "runtime.js"), path.join(here, "worker.js")],
  bundle: true,
  format: "esm",
  minify: process.env.LIVE_PANEL_DEBUG ? false : true,
  target: ["es2022"],
  outdir,
  entryNames: "[name]",
  assetNames: "[name]-[hash]",
  loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "dataurl", ".png": "dataurl", ".gif": "dataurl" },
  // (a UMD module must never take a page's AMD define() for its own: none is served since the previews are
  // drawn by the build, but a host's page might add one)
  define: { "process.env.NODE_ENV": '"production"', __KERNEL_PACKAGES__: packages, __PANEL_BOOT__: boot, define: "undefined" },
  plugins: [noPiplite, coincidentTest],
  logLevel: "warning",
  legalComments: "linked",
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).map(([file, info]) => `${path.basename(file)} ${info.bytes}`);
console.log(outputs.join("\n"));
