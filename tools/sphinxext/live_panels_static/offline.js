// Reglas en juego / Rules in Play — offline at the table: register the language folder's service
// worker (<lang>/sw.js, written by tools/offline.py) once the reader has stayed a moment on a page
// that has loaded (storing the language's pages then does not compete with the page's own load).
// Relative to this script, so the site works under any path.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator) || !window.isSecureContext) { return; }
  var scope = new URL("../", script.src);  // <lang>/_static/offline.js -> <lang>/
  function register() {
    navigator.serviceWorker.register(new URL("sw.js", scope).href, { scope: scope.href, updateViaCache: "none" })
      .catch(function (error) { console.warn("offline copy unavailable:", error); });
  }
  window.addEventListener("load", function () {
    if (navigator.serviceWorker.controller) { register(); return; }  // (an update check)
    setTimeout(function () {
      (window.requestIdleCallback || function (f) { f(); })(register, { timeout: 2000 });
    }, 3000);
  });
})();
