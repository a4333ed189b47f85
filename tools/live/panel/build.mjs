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

// The kernel's socket in the page (page-socket.js, in place of mock-socket) passes messages as they are: JupyterLite's
// kernel client, which wrote each message it sent to bytes and read each it got from bytes or text, takes and gives
// the message itself.  Its source is checked: a new version whose code differs stops the build.
const LITE_RECEIVES = "let msg;\n                if (message instanceof ArrayBuffer) {";
const LITE_SENDS = "const message = serialize(msg, KERNEL_WEBSOCKET_PROTOCOL);";
const liteMessages = {
  name: "lite-messages-as-they-are",
  setup(build) {
    build.onResolve({ filter: /^mock-socket$/ }, () => ({ path: path.join(here, "page-socket.js") }));
    build.onLoad({ filter: /[\\/]@jupyterlite[\\/]services[\\/]lib[\\/]kernel[\\/]client\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      for (const text of [LITE_RECEIVES, LITE_SENDS]) {
        if (source.split(text).length !== 2) { throw new Error(`${args.path}: its code has changed (${text.split("\n")[0]})`); }
      }
      const receives = "let msg;\nif (message !== null && typeof message === 'object' && !(message instanceof ArrayBuffer)) {\n" +
                       "  msg = message;\n}\nelse if (message instanceof ArrayBuffer) {";
      return { contents: source.replace(LITE_RECEIVES, receives).replace(LITE_SENDS, "const message = msg;"), loader: "js" };
    });
  },
};

// What the runtime takes of @jupyterlab/apputils, sanitize-html and jQuery (apputils-lite.js, sanitize-lite.js,
// jquery-lite.js in their place): only from the modules expected to ask; another importer stops the build (it may
// need what the lite modules lack).
const LITE = {
  "@jupyterlab/apputils": ["apputils-lite.js", /[\\/]@jupyterlab[\\/](rendermime[\\/]lib[\\/]registry|outputarea[\\/]lib[\\/]widget)\.js$/],
  "sanitize-html": ["sanitize-lite.js", /[\\/]@jupyter-widgets[\\/]base-manager[\\/]lib[\\/]manager-base\.js$/],
  "jquery": ["jquery-lite.js", new RegExp("[\\\\/](backbone[\\\\/]backbone|@jupyter-widgets[\\\\/](base[\\\\/]lib[\\\\/]widget|" +
    "controls[\\\\/]lib[\\\\/]widget_(box|controller|selectioncontainer)|jupyterlab-manager[\\\\/]lib[\\\\/]output))\\.js$")],
};
const lite = {
  name: "lite-modules",
  setup(build) {
    build.onResolve({ filter: /^(@jupyterlab\/apputils|sanitize-html|jquery)$/ }, (args) => {
      const [file, importers] = LITE[args.path];
      if (!importers.test(args.importer)) { throw new Error(`${args.importer} imports ${args.path}: not expected (build.mjs, LITE)`); }
      return { path: path.join(here, file) };
    });
  },
};

// runtime.js is a classic script, not an ES module: it defines one global, RUNTIME_GLOBAL (what live-panels.js calls),
// and names its worker from the site's root it is given (an ES module had import.meta.url).  Chromium keeps the code
// it compiled for a classic script (its code cache: all of it for a script the site's service worker stored at its
// install, tools/live/sw.js keepCompiled) and reads it back at a later start instead of parsing and compiling the
// bundle again; for an ES module it kept none that a later start read (Chromium 156: the module's cache was made and
// never taken).  A later start's read of the runtime went from ~0.25 s in turns (top-level awaits that let the page's
// touches in every 30 ms) to one task of ~50 ms, at a phone's 4x slower CPU.
const RUNTIME_GLOBAL = "livePanelsRuntime";

const common = {
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
  logLevel: "warning",
  legalComments: "linked",
  metafile: true,
};
const results = await Promise.all([
  esbuild.build({ ...common, entryPoints: [path.join(here, "runtime.js")], format: "iife", globalName: RUNTIME_GLOBAL,
                  plugins: [noPiplite, coincidentTest, liteMessages, lite] }),
  esbuild.build({ ...common, entryPoints: [path.join(here, "worker.js")], plugins: [noPiplite, coincidentTest] }),
]);
const outputs = results.flatMap((result) => Object.entries(result.metafile.outputs))
  .map(([file, info]) => `${path.basename(file)} ${info.bytes}`);
console.log(outputs.join("\n"));
