// Reglas en juego / Rules in Play — the live notebook page (JupyterLite's notebook app).
// The reader came from a page of the book to use its widgets, not to learn Jupyter: once the
// notebook's Pyodide kernel is ready, run its cells, so the widgets appear by themselves.
// `?run=0` in the address leaves the notebook as it is.  Progress is written on <body> as
// data-live="loading|running|ready|failed" (the browser tests and `make bench` read it).
(function () {
  "use strict";
  var params = new URLSearchParams(window.location.search);
  if (params.get("run") === "0") { return; }
  function mark(state) { document.body && document.body.setAttribute("data-live", state); }
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
  window.addEventListener("load", function () {
    mark("loading");
    wait(function () { return window.jupyterapp; }, 120000)
      .then(function (app) {
        return wait(function () {
          var panel = app.shell.currentWidget;
          return panel && panel.sessionContext && panel.content && panel.content.widgets ? panel : null;
        }, 120000).then(function (panel) {
          return panel.sessionContext.ready.then(function () {
            return wait(function () {
              var kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
              return kernel && kernel.status === "idle" ? kernel : null;
            }, 120000);
          }).then(function () {
            mark("running");
            return app.commands.execute("notebook:run-all-cells");
          });
        });
      })
      .then(function () { mark("ready"); })
      .catch(function (error) { mark("failed"); console.warn("live notebook:", error); });
  });
})();
