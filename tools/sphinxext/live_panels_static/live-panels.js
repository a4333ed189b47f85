// Reglas en juego / Rules in Play — live panels: the widget panels of a notebook page come alive in place.
//
// Before: each widget panel is a preview (the outputs the build computed), dimmed, marked as such,
// its controls inert; the bar above it says "Preview — tap to make it live".  A tap on the bar or
// on the panel starts JupyterLite's Pyodide kernel in this page (lite/panel/runtime.js, loaded only
// now), runs the page's cells (the code of its live notebook) and puts each panel's live output
// in place of its preview: the same page, the same place, no notebook interface.
//
// Intent: when the page is idle the runtime's files are fetched into the cache — only where that
// costs the reader nothing: not when the browser says it saves data, is on a slow (2g) or a cellular
// connection, nor, where the browser says nothing of its connection (Safari, Firefox), on a touch
// device, which may well be a phone on mobile data (see mayPrefetch); before the first tap the bar
// says what a first start downloads; when the pointer nears a panel (or a finger touches it) the kernel starts, so a tap
// finds it under way; a reader who has made this game's panels live before (this browser remembers it)
// has the kernel started and the page's cells run as soon as the page is idle, their live outputs kept
// hidden (not seen, not announced) until a tap shows them at once.  Errors (no WebAssembly, offline before a first visit, out of memory, the
// site updated meanwhile) are said in the page's language and the preview stays.
//
// No endless spinner: from the tap until the panels are live, a watchdog waits for progress — the
// kernel's worker downloading, answering, the cells' outputs.  A start with no progress for
// config.stall_seconds, or an error of the worker (a script that does not load, an exception or a
// rejection nobody handled), ends that kernel (its worker terminated) and is said in the page's
// language, with the preview back in place; a tap tries again with a new kernel.
//
// State for tests and make bench: <html data-live="preview|starting|running|live|failed">, each a
// performance mark "live:<state>"; "live:tap" at the tap; "live:widget" when the first live widget
// is on screen; "live:worker-<step>" as the kernel's worker reports its steps (its snapshot decoded, the
// interpreter's WebAssembly ready, Python restored, the packages' files written: tools/live/panel/worker.js);
// <html data-live-ahead="starting|running|ready|taken"> for the cells run ahead of a tap.
(function () {
  "use strict";
  var configNode = document.getElementById("live-panels-config");
  var script = document.currentScript;
  if (!configNode || !script) { return; }
  var config = JSON.parse(configNode.textContent);
  var T = config.texts;
  var root = new URL("../../", script.src);             // <root>/<lang>/_static/live-panels.js
  var runtimeUrl = new URL(config.runtime, root).href;  // lite/panel/runtime.js
  var VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';
  var html = document.documentElement;
  var panels = [];     // {cell, output, bar, index}
  var state = "preview";
  var booting = null;  // Promise of the kernel
  var stopKernel = null;  // ends the kernel of `booting` (an AbortController's abort)
  var runtime = null;  // Promise of the runtime module
  var attempt = 0;     // the tap being served: what an abandoned start does later is ignored
  var STALL = (config.stall_seconds || 40) * 1000;
  var watchdog = null;

  function mark(name, at) {
    if (!window.performance || !performance.mark) { return; }
    try {
      performance.mark("live:" + name, at > 0 ? { startTime: at } : undefined);
    } catch (error) {
      performance.mark("live:" + name);  // (a browser without a mark's own time)
    }
  }
  function setState(name) {
    state = name;
    html.setAttribute("data-live", name);
    mark(name);
  }

  // --- the panels ----------------------------------------------------------------------------
  // this browser has made panels live before: of any game (the runtime's files are likely cached), of this
  // page's game (its snapshot too: each game has its own)
  var USED_GAME = "live-panels:used:" + (config.game || "");
  var usedAny = false, usedBefore = false;
  try {
    usedAny = localStorage.getItem("live-panels:used") === "1";
    usedBefore = localStorage.getItem(USED_GAME) === "1";
  } catch (e) { /* private mode */ }

  var cells = Array.prototype.filter.call(document.querySelectorAll("div.cell"), function (cell) {
    return cell.parentElement && !cell.parentElement.closest("div.cell");
  });
  cells.forEach(function (cell, index) {
    var output = cell.querySelector(":scope > .cell_output");
    if (!output || !output.querySelector(VIEW)) { return; }
    var bar = document.createElement("button");
    bar.type = "button";
    bar.className = "live-bar";
    bar.innerHTML = '<span class="live-bar-icon" aria-hidden="true">&#9654;</span><span class="live-bar-text"></span>';
    bar.querySelector(".live-bar-text").textContent = usedBefore ? T.preview
      : usedAny ? T.preview_game : T.preview_first;
    var shield = document.createElement("div");  // the preview's controls are inert: a tap here starts it
    shield.className = "live-shield";
    shield.setAttribute("aria-hidden", "true");
    output.classList.add("live-preview");
    output.insertBefore(shield, output.firstChild);
    cell.insertBefore(bar, output);
    cell.classList.add("live-cell");
    panels.push({ cell: cell, output: output, bar: bar, index: index });
    bar.addEventListener("click", activate);
    shield.addEventListener("click", activate);
    cell.addEventListener("pointerenter", boot, { passive: true });
    cell.addEventListener("touchstart", boot, { passive: true });
    bar.addEventListener("focus", boot);
  });
  if (!panels.length) { return; }
  setState("preview");

  function say(text, kind) {
    panels.forEach(function (panel) {
      if (panel.live) { return; }
      panel.bar.querySelector(".live-bar-text").textContent = text;
      panel.bar.setAttribute("data-kind", kind);
      if (kind === "error") { panel.bar.setAttribute("role", "alert"); }
    });
  }

  // --- start-up ------------------------------------------------------------------------------
  function failure(error) {
    var text = String((error && (error.message || error)) || "");
    if (typeof WebAssembly !== "object") { return T.no_wasm; }
    if (/^stalled$/.test(text)) { return T.stalled.replace("{seconds}", String(STALL / 1000)); }
    if (/memory|RangeError|allocation/i.test(text)) { return T.no_memory; }
    // a file of this build gone (the worker says "404 <url>"): the site changed under the page.  Not any
    // "404" in the text: a server on port 40465 would make every failure look like an update.
    if (/site-updated|(^|\s)404\s/.test(text)) { return T.updated; }
    if (!navigator.onLine) { return T.offline; }
    var lines = text.split("\n").filter(function (line) { return line.trim(); });
    return T.failed.replace("{detail}", (lines[lines.length - 1] || text).trim().slice(0, 160));
  }

  /** The runtime (lite/panel/runtime.js): a classic script, read once, whose global is its module (a browser keeps
   * what it compiled of a classic script for the next start: tools/live/panel/build.mjs).  A script that does not
   * come, or does not define its global, rejects; the next start asks again. */
  function loadRuntime() {
    if (!runtime) {
      runtime = new Promise(function (resolve, reject) {
        if (window.livePanelsRuntime) { resolve(window.livePanelsRuntime); return; }
        var tag = document.createElement("script");
        tag.src = runtimeUrl;
        tag.onload = function () {
          if (window.livePanelsRuntime) { resolve(window.livePanelsRuntime); return; }
          tag.remove();
          reject(new Error("the runtime did not start: " + runtimeUrl));
        };
        tag.onerror = function () {
          tag.remove();
          reject(new Error("the runtime did not load: " + runtimeUrl));
        };
        document.head.appendChild(tag);
      });
      runtime.catch(function () { runtime = null; });
    }
    return runtime;
  }

  /** The kernel's worker (lite/panel/worker.js), made as soon as a start begins: named after the page's game, it
   * begins downloading that game's snapshot and Pyodide at once, while this page still fetches and reads the
   * runtime that drives it (runtime.js: a second or two on a phone), which then takes it.  Started from a blob that
   * imports it: a blob worker belongs to the page, so the site's service worker serves what it fetches, offline as
   * well.  What the watchdog hears: every message of the worker is progress (the bytes it downloads, the kernel's
   * answers); its errors — a script that does not load, an exception or a rejection nobody handled — are the
   * start's failure. */
  function kernelWorker() {
    var url = new URL("worker.js", runtimeUrl).href;
    var blob = new Blob(["import " + JSON.stringify(url) + ";"], { type: "text/javascript" });
    var worker = new Worker(URL.createObjectURL(blob), { type: "module", name: "panel:" + (config.game || "") });
    // its failure is the start's that has taken it (boot: worker.onFailure); a worker made ahead of any start
    // (earlyWorker) that fails is ended and forgotten: a start makes its own
    function onError(error) {
      if (worker.onFailure) { worker.onFailure(error); return; }
      worker.terminate();
      if (early === worker) { early = null; }
    }
    worker.addEventListener("message", function (event) {
      var data = event.data;
      if (data && data._workerError !== undefined) { onError(new Error("worker: " + data._workerError)); return; }
      if (data && data._step) { mark("worker-" + data._step, data._at - performance.timeOrigin); }
      progress();
    });
    worker.addEventListener("error", function (event) {
      if (event.preventDefault) { event.preventDefault(); }
      onError(new Error("worker: " + (event.message || "it did not start")));
    });
    worker.addEventListener("messageerror", function () { onError(new Error("worker: a message could not be read")); });
    return worker;
  }

  /** A reader back on a page whose panels they made live, everything a start reads stored (allStored): the kernel's
   * worker is made as the page loads and restores Python from the stored snapshot at once (nothing downloaded;
   * the worker's own thread), so that a tap — or the run ahead — finds it restored or under way (boot takes it). */
  var early = null;
  function earlyWorker() {
    if (early || booting || state !== "preview" || typeof WebAssembly !== "object") { return; }
    early = kernelWorker();
    // and the runtime, read now rather than at the tap: what the browser compiled of it at an earlier start is kept
    // (tools/live/panel/build.mjs), so reading it is one task of ~50 ms at a phone's 4x slower CPU
    loadRuntime();
  }

  function boot() {
    if (booting) { return booting; }
    if (typeof WebAssembly !== "object") { return Promise.reject(new Error("no WebAssembly")); }
    var controller = window.AbortController ? new AbortController() : null;
    var mine;
    var worker = early || kernelWorker();
    early = null;
    worker.onFailure = function (error) {
      if (booting !== mine) { return; }
      booting = null;  // (before a tap too: the tap then starts a new kernel)
      if (controller) { controller.abort("error"); }
      worker.terminate();
      if (run && !run.shown) { discard(); }  // a run ahead: its kernel is gone
      fail(error);
    };
    mine = booting = loadRuntime().then(function (mod) {
      return mod.startKernel({ root: root.href, game: config.game, worker: worker,
                               signal: controller && controller.signal });
    });
    stopKernel = function () {
      if (controller) { controller.abort("stalled"); }
      worker.terminate();  // (the runtime ends it too once it has it; not yet, if the runtime never came)
    };
    mine.catch(function () {
      worker.terminate();
      if (booting === mine) { booting = null; }
    });
    return mine;
  }

  // --- the watchdog --------------------------------------------------------------------------
  // (progress is only noted: the worker sends a hundred messages or more as the widgets are made, and a timer set
  // again at each was ~15 ms of a phone's page thread; the timer, when it fires, waits again for what is left)
  var heard = 0;
  function progress() {
    heard = performance.now();
  }
  function watch() {
    unwatch();
    heard = performance.now();
    watchdog = setTimeout(check, STALL);
  }
  function unwatch() {
    if (watchdog !== null) { clearTimeout(watchdog); watchdog = null; }
  }
  function check() {
    var quiet = performance.now() - heard;
    watchdog = quiet >= STALL ? null : setTimeout(check, STALL - quiet);
    if (watchdog === null) { fail(new Error("stalled")); }
  }

  /** The start failed: end its kernel, put the previews back, say why; a tap tries again. */
  function fail(error) {
    if (state !== "starting" && state !== "running") { return; }
    unwatch();
    attempt++;
    if (stopKernel) { stopKernel(); }
    booting = null;
    stopKernel = null;
    console.warn("live panels:", error);
    discard();
    panels.forEach(function (panel) {
      panel.output.classList.remove("live-on");
      panel.output.classList.add("live-preview");
      panel.live = false;
      panel.bar.hidden = false;
      panel.bar.disabled = false;
      panel.bar.querySelector(".live-bar-icon").innerHTML = "&#9654;";
    });
    setState("failed");
    say(failure(error), "error");
  }

  function notebookCells() {
    return fetch(new URL(config.notebook, root).href).then(function (response) {
      if (!response.ok) { throw new Error("site-updated: " + response.status); }
      return response.json();
    }).then(function (nb) {
      var code = nb.cells.filter(function (c) { return c.cell_type === "code"; }).map(function (c) {
        return Array.isArray(c.source) ? c.source.join("") : c.source;
      });
      return code.slice(1);  // the live notebook's first cell is its own set-up (PAGE = rulesim.live.start(…))
    });
  }

  function setupCode() {
    var files = {};
    Object.keys(config.files || {}).forEach(function (path) { files[path] = new URL(config.files[path], root).href; });
    return "from rulesim.live import start_panel\nPAGE = start_panel(" + JSON.stringify(config.lang) + ", " +
      JSON.stringify(config.folder) + ", " + JSON.stringify(files) + ", " + JSON.stringify(location.href) + ")\n";
  }

  // --- the page's cells: run for a tap, or ahead of it ---------------------------------------
  // A run: {shown, ready, first, started, promise}.  Run ahead (for a reader who has made this game's panels
  // live before, once the page is idle), its outputs wait hidden — nothing seen, nothing announced — and a
  // tap shows them at once; a tap during a run ahead takes it over.
  var run = null;

  function startRun(shown) {
    var r = run = { shown: shown, ready: [], first: true, started: false };
    var hosts = {};
    if (!shown) { html.setAttribute("data-live-ahead", "starting"); }
    r.promise = Promise.all([boot(), notebookCells(), loadRuntime()]).then(function (values) {
      if (r !== run) { return null; }
      var kernel = values[0], code = values[1], mod = values[2];
      if (r.shown) { progress(); }
      if (code.length !== cells.length) {
        throw new Error("the page has " + cells.length + " cells, its notebook " + code.length);
      }
      r.started = true;
      if (r.shown) { setState("running"); } else { html.setAttribute("data-live-ahead", "running"); }
      return mod.runCells(kernel, [setupCode()].concat(code), {
        host: function (i, failed) {
          if (r !== run) { return null; }
          var panel = panelOf(i - 1) || (failed ? panels[0] : null);
          if (!panel) { return null; }
          var host = document.createElement("div");
          host.className = "live-output";
          host.hidden = true;
          panel.output.appendChild(host);
          hosts[i] = { panel: panel, host: host };
          if (failed && r.shown) { show(panel, host); }
          return host;
        },
        done: function (i) {
          if (r.shown) { progress(); }
          var entry = hosts[i];
          if (!entry || r !== run) { return null; }
          return widgetShown(entry.host).then(function () { if (r === run) { ready(r, entry); } });
        },
      });
    });
    r.promise.then(function () {
      if (r === run && !r.shown) { html.setAttribute("data-live-ahead", "ready"); }
    }, function (error) {
      if (r !== run || r.shown) { return; }  // (a tap's run: said by the tap)
      console.warn("live panels, run ahead:", error);
      discard();
    });
    return r;
  }

  /** A panel's live output is ready: shown if a tap asked for it, else kept hidden until one does. */
  function ready(r, entry) {
    if (!r.shown) { r.ready.push(entry); return; }
    show(entry.panel, entry.host);
    if (r.first) { r.first = false; mark("widget"); }
  }

  /** A run's outputs removed and the previews back (a failed start, or a run ahead that failed). */
  function discard() {
    run = null;
    html.removeAttribute("data-live-ahead");
    panels.forEach(function (panel) {
      Array.prototype.forEach.call(panel.output.querySelectorAll(":scope > .live-output"), function (host) { host.remove(); });
      Array.prototype.forEach.call(panel.output.querySelectorAll(":scope > .live-replaced"), function (child) {
        child.hidden = false;
        child.classList.remove("live-replaced");
      });
    });
  }

  function activate(event) {
    if (event) { event.preventDefault(); }
    if (state !== "preview" && state !== "failed") { return; }
    if (sessionStorage && html.getAttribute("data-live-stale") === "1") {
      // the site was updated while this page was open: its runtime is gone; the new page starts live
      sessionStorage.setItem("live-panels:activate", location.pathname);
      location.reload();
      return;
    }
    mark("tap");
    try {
      localStorage.setItem("live-panels:used", "1");
      localStorage.setItem(USED_GAME, "1");
    } catch (e) { /* private mode */ }
    setState("starting");
    say(usedAny && !usedBefore ? T.starting_game : T.starting, "busy");
    var mine = ++attempt;
    watch();
    var r = run || startRun(true);
    if (!r.shown) {  // the cells already run ahead: what is ready is shown now
      r.shown = true;
      html.setAttribute("data-live-ahead", "taken");
      if (r.started) { progress(); setState("running"); }
      r.ready.splice(0).forEach(function (entry) { ready(r, entry); });
    }
    r.promise.then(function () {
      if (mine !== attempt || r !== run) { return; }
      unwatch();
      setState("live");
      panels.forEach(function (panel) {
        if (!panel.live) { panel.bar.hidden = true; panel.output.classList.remove("live-preview"); }
      });
    }).catch(function (error) {
      if (mine === attempt && r === run) { fail(error); }
    });
  }

  function panelOf(cellIndex) {
    for (var i = 0; i < panels.length; i++) { if (panels[i].index === cellIndex) { return panels[i]; } }
    return null;
  }

  function widgetShown(host) {
    // the output area renders widget views asynchronously: wait for one (or for any output)
    return new Promise(function (resolve) {
      var start = Date.now();
      (function poll() {
        if (host.querySelector(".jupyter-widgets:not(.jp-OutputArea-output), .jp-OutputArea-output pre") ||
            Date.now() - start > 10000) { resolve(); return; }
        requestAnimationFrame(poll);
      })();
    });
  }

  function show(panel, host) {
    Array.prototype.forEach.call(panel.output.children, function (child) {
      if (child !== host && !child.classList.contains("live-output")) { child.hidden = true; child.classList.add("live-replaced"); }
    });
    host.hidden = false;
    panel.output.classList.remove("live-preview");
    panel.output.classList.add("live-on");
    panel.live = true;
    panel.bar.hidden = false;
    panel.bar.disabled = true;
    panel.bar.setAttribute("data-kind", "live");
    panel.bar.querySelector(".live-bar-icon").innerHTML = "&#9679;";
    panel.bar.querySelector(".live-bar-text").textContent = T.live;
  }

  // --- intent: fetch the runtime when the page is idle ---------------------------------------
  /** Whether fetching the runtime unasked costs the reader nothing: not on a connection the browser
   * says saves data, is slow or is cellular (metered); where the browser says nothing of its connection,
   * only on a device with a fine pointer (a touch-only device may be a phone on mobile data). */
  function mayPrefetch() {
    var connection = navigator.connection;
    if (!connection) { return !!(window.matchMedia && matchMedia("(any-pointer: fine)").matches); }
    if (connection.saveData || /(^|-)2g$/.test(connection.effectiveType || "")) { return false; }
    return connection.type !== "cellular";
  }
  window.livePanelsMayPrefetch = mayPrefetch;  // (for the tests)

  /** Whether everything a start of this page reads (the runtime, the game's snapshot, Pyodide, the page's notebook
   * and data files) is stored on the device: then starting downloads nothing, whatever the connection — a reader
   * back on a page whose panels they made live.  In the site's service worker's store; or in the browser's HTTP
   * cache (a first start made before the service worker took over), which a request that may not leave the device
   * (``only-if-cached``) finds, the service worker storing what it gets.  Resolves to false where it cannot tell (no
   * service worker in charge of the page, no Cache API). */
  function allStored() {
    var sw = navigator.serviceWorker;
    if (!sw || !sw.controller || !window.caches) { return Promise.resolve(false); }
    var paths = (config.prefetch || []).concat(Object.keys(config.files || {}).map(function (key) {
      return config.files[key];
    }));
    return Promise.all(paths.map(function (path) { return storedOne(new URL(path, root).href); }))
      .then(function (found) { return found.length > 0 && found.every(Boolean); }, function () { return false; });
  }
  function storedOne(url) {
    return caches.match(url).then(function (hit) {
      if (hit) { return true; }
      return fetch(url, { cache: "only-if-cached", mode: "same-origin" }).then(function (response) {
        if (response.body && response.body.cancel) { response.body.cancel().catch(function () {}); }
        return response.ok;
      });
    }).catch(function () { return false; });
  }
  window.livePanelsAllStored = allStored;  // (for the tests)

  function prefetch() {
    if (booting || state !== "preview") { return; }  // the kernel already fetches them: not twice
    if (!mayPrefetch()) { return; }
    var sw = navigator.serviceWorker;
    if (sw && !sw.controller) {
      // the site's service worker takes over once the reader uses the page: prefetch then, into its cache
      sw.addEventListener("controllerchange", prefetch, { once: true });
      return;
    }
    (config.prefetch || []).forEach(function (path) {
      var url = new URL(path, root).href;
      if (sw) {
        // through the service worker: stored where the kernel's own fetch finds it (a <link rel=prefetch>
        // goes to the HTTP cache only, which drops a 10 MB snapshot, and never asks the worker's cache: it
        // fetched the snapshot again on every visit); a file already stored costs nothing
        fetch(url, { credentials: "same-origin" }).catch(function () { /* said when the reader taps */ });
        return;
      }
      var link = document.createElement("link");
      link.rel = "prefetch";
      link.href = url;
      document.head.appendChild(link);
    });
  }
  // a returning reader's page asks whether everything a start reads is stored as this script runs, not at the load
  // event (~0.2 s later at a phone's 4x slower CPU; asked once: the run ahead below too), and if so makes the kernel's
  // worker and reads the runtime as soon as the answer comes (when the page's thread is next free)
  var stored = usedBefore ? allStored() : Promise.resolve(false);
  stored.then(function (yes) { if (yes) { earlyWorker(); } });
  window.addEventListener("load", function () {
    var idle = window.requestIdleCallback || function (f) { return setTimeout(f, 1500); };
    setTimeout(function () {  // a reader passing through (or a test's page loop) fetches nothing
      idle(function () {
        prefetch();
        // a reader who has made this game's panels live before: the kernel starts and runs the page's cells
        // at once, their outputs hidden until a tap — where fetching unasked costs them nothing, or, on any
        // connection, when everything the start reads is already stored (after an update it is not)
        if (!usedBefore || run || state !== "preview") { return; }
        (mayPrefetch() ? Promise.resolve(true) : stored).then(function (free) {
          if (free && !run && state === "preview") { startRun(false); }
        });
      }, { timeout: 4000 });
    }, 3000);
    if (sessionStorage && sessionStorage.getItem("live-panels:activate") === location.pathname) {
      sessionStorage.removeItem("live-panels:activate");
      activate();
    }
  });
  if (navigator.serviceWorker) {
    var controlled = !!navigator.serviceWorker.controller;  // (a first visit's worker taking over is no update)
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!controlled) { controlled = true; return; }
      if (state === "preview" || state === "failed") { html.setAttribute("data-live-stale", "1"); }
    });
  }
})();
