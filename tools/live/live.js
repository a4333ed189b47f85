// Reglas en juego / Rules in Play — the live notebook page (JupyterLite's notebook app).
//
// 1. The interface speaks the notebook's language: the live notebooks live under es/… and en/…,
//    and JupyterLite reads its settings from the jupyter-lite.json files next to this page; the
//    one of this app folder gets the translation setting of the notebook's language
//    (settingsOverrides, as a jupyter-lite.json of the site could hold it).
// 2. The reader came from a page of the book to use its widgets, not to learn Jupyter: once the
//    notebook's Pyodide kernel is ready, run its cells, so the widgets appear by themselves.
//    `?run=0` in the address leaves the notebook as it is.  Progress is written on <body> as
//    data-live="loading|app|session|running|ready|failed", each also a performance mark "live:…" (the browser tests and `make bench` read it).
(function () {
  "use strict";
  var params = new URLSearchParams(window.location.search);
  var LOCALES = { es: "es_ES", en: "en" };
  var lang = (params.get("path") || "").split("/")[0];
  if (LOCALES[lang]) {
    var here = new URL("jupyter-lite.json", window.location.href).pathname;
    var fetchFirst = window.fetch.bind(window);
    window.fetch = function (input, init) {
      var url = typeof input === "string" ? input : (input && input.url) || "";
      if (new URL(url, window.location.href).pathname !== here) { return fetchFirst(input, init); }
      return fetchFirst(input, init).then(function (response) {
        return response.json().then(function (config) {
          var data = config["jupyter-config-data"] = config["jupyter-config-data"] || {};
          var overrides = data.settingsOverrides = data.settingsOverrides || {};
          overrides["@jupyterlab/translation-extension:plugin"] = { locale: LOCALES[lang] };
          return new Response(JSON.stringify(config), { status: 200, headers: { "Content-Type": "application/json" } });
        });
      });
    };
    document.documentElement.lang = lang;
  }
  // Links in rulesim's output lead to the rules on the published pages: open them in another tab,
  // so the notebook (and what the reader did in it) stays.
  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest && event.target.closest(".jp-OutputArea a[href]");
    if (!link || !/^https?:/.test(link.href) || link.target) { return; }
    event.preventDefault();
    window.open(link.href, "_blank", "noopener");
  }, true);
  if (params.get("run") === "0") { return; }
  function mark(state) {
    document.body && document.body.setAttribute("data-live", state);
    if (window.performance && performance.mark) { performance.mark("live:" + state); }
  }
  function wait(test, ms) {
    return new Promise(function (resolve, reject) {
      var start = Date.now();
      (function poll() {
        var value = test();
        if (value) { resolve(value); return; }
        if (Date.now() - start > ms) { reject(new Error("timeout")); return; }
        setTimeout(poll, 50);
      })();
    });
  }
  function kernelOf(panel) {
    return panel.sessionContext.session && panel.sessionContext.session.kernel;
  }
  function idle(panel) {
    var kernel = kernelOf(panel);
    return kernel && kernel.status === "idle" ? kernel : null;
  }
  window.addEventListener("load", function () {
    mark("loading");
    wait(function () { return window.jupyterapp; }, 120000)
      .then(function (app) {
        mark("app");
        return wait(function () {
          var panel = app.shell.currentWidget;
          return panel && panel.sessionContext && panel.content && panel.content.widgets ? panel : null;
        }, 120000).then(function (panel) {
          mark("session");
          return panel.sessionContext.ready
            .then(function () { return wait(function () { return idle(panel); }, 120000); })
            .then(function () {
              mark("running");
              return app.commands.execute("notebook:run-all-cells");
            })
            .then(function () {
              // The outputs arrive after the command returns: wait for the kernel to be idle again.
              return new Promise(function (resolve) { setTimeout(resolve, 100); })
                .then(function () { return wait(function () { return idle(panel); }, 120000); });
            })
            .then(function () {
              // Outputs the page makes by itself are not the reader's changes: nothing to save, no
              // "leave the page?" question when the tab is closed (the reader's own edits still are).
              panel.context.model.dirty = false;
            });
        });
      })
      .then(function () { mark("ready"); })
      .catch(function (error) { mark("failed"); console.warn("live notebook:", error); });
  });
})();
