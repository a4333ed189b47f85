// Reglas en juego / Rules in Play — the live panels' runtime (bundled by tools/live/panels.py with esbuild).
//
// The pieces are Jupyter's own, at the versions the site's JupyterLite serves:
// - JupyterLite's in-browser kernel client (@jupyterlite/services: LiteKernelClient, KernelSpecs)
//   running JupyterLite's Pyodide kernel (@jupyterlite/pyodide-kernel, its prebuilt worker);
// - JupyterLab's kernel connection (@jupyterlab/services) speaking the Jupyter protocol to it, over a socket inside
//   the page that hands each message over as it is (page-socket.js);
// - JupyterLab's output area and renderers (@jupyterlab/outputarea, @jupyterlab/rendermime);
// - the ipywidgets 8 front end (@jupyter-widgets/jupyterlab-manager's KernelWidgetManager).
// This file only wires them together for a page of the book: start a kernel, run the page's cells,
// hand each cell's output area back to the page (live-panels.js puts it in place of the preview).  Bundled as a
// classic script (build.mjs): its exports are the page's global ``livePanelsRuntime``.
import { KernelSpecs, LiteKernelClient } from "@jupyterlite/services";
import { PyodideKernel } from "@jupyterlite/pyodide-kernel/lib/kernel";
import { ServerConnection } from "@jupyterlab/services";
import { KernelConnection } from "@jupyterlab/services/lib/kernel/default";
import { WebSocket as PageSocket, asTheyAre } from "./page-socket.js";
import { foundOnce } from "./found-once.js";
import { RenderMimeRegistry, standardRendererFactories } from "@jupyterlab/rendermime";
import { OutputArea, OutputAreaModel } from "@jupyterlab/outputarea";
import { Widget } from "@lumino/widgets";
import { KernelWidgetManager, WIDGET_VIEW_MIMETYPE } from "@jupyter-widgets/jupyterlab-manager/lib/manager";
import { WidgetRenderer } from "@jupyter-widgets/jupyterlab-manager/lib/renderer";
import { SemVerCache } from "@jupyter-widgets/jupyterlab-manager/lib/semvercache";
import { OutputModel, OutputView, OUTPUT_WIDGET_VERSION } from "@jupyter-widgets/jupyterlab-manager/lib/output";
import * as base from "@jupyter-widgets/base";
import * as controls from "@jupyter-widgets/controls";
import { JUPYTER_CONTROLS_VERSION } from "@jupyter-widgets/controls/lib/version";
import "@lumino/widgets/style/index.css";
import "@jupyter-widgets/base/css/index.css";
import "@jupyter-widgets/controls/css/widgets-base.css";

const KERNEL = "python";
const WORKER = "lite/panel/worker.js";  // (from the site's root, beside this script)

/** The kernel's worker, started from a blob that imports worker.js: a blob worker belongs to the page, so the site's
 * service worker serves what it fetches (Pyodide, the snapshot, the packages) offline as well.  Named after the
 * game, it begins that game's downloads as it starts (worker.js).  (live-panels.js makes its own the same way.) */
function kernelWorker(url, game) {
  const blob = new Blob([`import ${JSON.stringify(url)};`], { type: "text/javascript" });
  return new Worker(URL.createObjectURL(blob), { type: "module", name: `panel:${game || ""}` });
}

/** JupyterLite's Pyodide kernel, its worker (worker.js, beside this bundle: JupyterLite's kernel worker that starts
 * Python from the build's memory snapshot) the page's: live-panels.js makes it as soon as a start begins, before
 * this bundle is even fetched, and listens to it (its watchdog); or one made here (a page that gave none). */
class PagePyodideKernel extends PyodideKernel {
  initWorker(options) {
    return options.panelWorker || kernelWorker(options.panelWorkerUrl, options.panelGame);
  }

  /** The page's game: the worker starts Python from its snapshot (worker.js, panelBoot). */
  initRemoteOptions(options) {
    return { ...super.initRemoteOptions(options), panelGame: options.panelGame };
  }
}

/** The widget modules' registry, each module's version range resolved once: semver parses the range anew at every
 * lookup (~3 ms of a phone's page thread each).  A module registered later starts afresh. */
class RangesOnce extends SemVerCache {
  constructor() {
    super();
    this.resolved = new Map();
  }

  set(key, version, object) {
    this.resolved.clear();
    super.set(key, version, object);
  }

  get(key, range) {
    const name = `${key}@${range}`;
    if (!this.resolved.has(name)) { this.resolved.set(name, super.get(key, range)); }
    return this.resolved.get(name);
  }
}

/** ipywidgets' manager, each model's and view's class found once per module, version and name: JupyterLab's manager
 * looks the class up at every widget by its module's version range (~60 ms of a phone's page thread for the ~70
 * models of a check panel).  Its registry is replaced before any module is registered (widgetRegistry). */
class PanelWidgetManager extends KernelWidgetManager {
  constructor(kernel, rendermime) {
    super(kernel, rendermime);
    if (!(this._registry instanceof SemVerCache)) { throw new Error("the widget manager's registry has changed"); }
    this._registry = new RangesOnce();
    this.loadClass = foundOnce((className, moduleName, moduleVersion) => super.loadClass(className, moduleName, moduleVersion),
                               (className, moduleName, moduleVersion) => `${moduleName}@${moduleVersion}#${className}`);
  }
}

function widgetRegistry(manager) {
  manager.register({
    name: "@jupyter-widgets/base",
    version: base.JUPYTER_WIDGETS_VERSION,
    exports: {
      WidgetModel: base.WidgetModel, WidgetView: base.WidgetView, DOMWidgetView: base.DOMWidgetView,
      DOMWidgetModel: base.DOMWidgetModel, LayoutModel: base.LayoutModel, LayoutView: base.LayoutView,
      StyleModel: base.StyleModel, StyleView: base.StyleView, ErrorWidgetView: base.ErrorWidgetView,
    },
  });
  manager.register({ name: "@jupyter-widgets/controls", version: JUPYTER_CONTROLS_VERSION, exports: controls });
  manager.register({ name: "@jupyter-widgets/output", version: OUTPUT_WIDGET_VERSION,
                     exports: { OutputModel, OutputView } });
}

/**
 * Start JupyterLite's Pyodide kernel in this page and connect to it.  options.root: the site's
 * address (Pyodide, its lock and the wheels are under lite/pyodide/); options.game: the page's game
 * (its id: the kernel starts from that game's snapshot); options.worker: the kernel's worker if the page has made
 * it already (live-panels.js); options.onCritical: called with the kernel's start-up errors; options.signal: an AbortSignal that ends the kernel (its worker terminated) and rejects a start
 * still under way.  Resolves to the kernel connection once the kernel answers (Python, IPython and
 * the packages loaded).
 */
export function startKernel(options) {
  const pyodideUrl = new URL("lite/pyodide/pyodide.mjs", options.root).href;
  const lockFileURL = new URL("lite/pyodide/pyodide-lock.json", options.root).href;
  const specs = new KernelSpecs();
  let created = null;
  specs.register({
    spec: { name: KERNEL, display_name: "Python (Pyodide)", language: "python", argv: [], resources: {} },
    create: async (kernelOptions) => created = new PagePyodideKernel({
      ...kernelOptions,
      panelWorker: options.worker,
      panelWorkerUrl: new URL(WORKER, options.root).href,
      panelGame: options.game,
      pyodideUrl,
      disablePyPIFallback: true,
      pipliteUrls: [],
      mountDrive: false,
      loadPyodideOptions: { packages: __KERNEL_PACKAGES__, lockFileURL },
      logger: (entry) => {
        const payload = entry && entry.payload;
        if (payload && payload.level === "critical" && options.onCritical) { options.onCritical(String(payload.data)); }
      },
    }),
  });
  // (the kernel's socket is in the page: messages pass as they are, page-socket.js)
  const serverSettings = ServerConnection.makeSettings({ wsUrl: LiteKernelClient.WS_BASE_URL, WebSocket: PageSocket,
                                                         serializer: asTheyAre });
  const client = new LiteKernelClient({ kernelSpecs: specs, serverSettings });
  let aborted = null;
  if (options.signal) {
    aborted = new Promise((_resolve, reject) => {
      const stop = () => {
        if (created) { created.dispose(); }  // terminates the worker, whatever it was doing
        reject(new Error(String(options.signal.reason || "aborted")));
      };
      if (options.signal.aborted) { stop(); } else { options.signal.addEventListener("abort", stop, { once: true }); }
    });
    aborted.catch(() => {});
  }
  const ready = client.startNew({ name: KERNEL }).then(async (model) => {
    const kernel = new KernelConnection({ model, serverSettings, kernelAPIClient: client, handleComms: true });
    try {
      await created.ready;  // rejects with the kernel's start-up error (a message)
    } catch (error) {
      kernel.dispose();
      throw new Error(String(error));
    }
    await kernel.info;
    return kernel;
  });
  return aborted ? Promise.race([ready, aborted]) : ready;
}

/**
 * The page's cells on a started kernel, run in order.  For each cell, `hooks.host(index)` gives the
 * element (in the page) its output area goes into, or null to run it unseen; `hooks.done(index,
 * reply)` is awaited once it has run (reply: the kernel's execute_reply content).  Stops at the
 * first cell that fails.
 */
export async function runCells(kernel, cells, hooks) {
  const rendermime = new RenderMimeRegistry({ initialFactories: standardRendererFactories });
  const manager = new PanelWidgetManager(kernel, rendermime);
  widgetRegistry(manager);
  rendermime.removeMimeType(WIDGET_VIEW_MIMETYPE);
  rendermime.addFactory({ safe: false, mimeTypes: [WIDGET_VIEW_MIMETYPE],
                          createRenderer: (options) => new WidgetRenderer(options, manager) }, -10);
  for (let index = 0; index < cells.length; index++) {
    const model = new OutputAreaModel({ trusted: true });
    const area = new OutputArea({ model, rendermime });
    const host = hooks.host(index);
    if (host) { Widget.attach(area, host); }
    const future = kernel.requestExecute({ code: cells[index], stop_on_error: true, store_history: false });
    area.future = future;
    const reply = (await future.done).content;
    if (!host && reply.status !== "ok") {  // a hidden cell failed: its error must be seen somewhere
      const fallback = hooks.host(index, true);
      if (fallback) { Widget.attach(area, fallback); }
    }
    await hooks.done(index, reply);
    if (reply.status !== "ok") { break; }
  }
  return manager;
}
