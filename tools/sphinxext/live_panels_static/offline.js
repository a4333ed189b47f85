// Reglas en juego / Rules in Play — offline at the table: register the language folder's service
// worker (<lang>/sw.js, written by tools/offline.py) once the page has loaded.  Relative to this
// script, so the site works under any path.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator) || !window.isSecureContext) { return; }
  var scope = new URL("../", script.src);  // <lang>/_static/offline.js -> <lang>/
  window.addEventListener("load", function () {
    navigator.serviceWorker.register(new URL("sw.js", scope).href, { scope: scope.href, updateViaCache: "none" })
      .catch(function (error) { console.warn("offline copy unavailable:", error); });
  });
})();
