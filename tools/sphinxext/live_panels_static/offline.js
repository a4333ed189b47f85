// Reglas en juego / Rules in Play — offline at the table: register the language folder's service
// worker (<lang>/sw.js, written by tools/build/offline.py) once a page has loaded and the reader uses it
// (a tap, a key, a scroll) or stays on it for twenty seconds: storing the language's pages then does
// not compete with the page's own load, nor with a reader passing through.
// Relative to this script, so the site works under any path.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator) || !window.isSecureContext) { return; }
  var scope = new URL("../", script.src);  // <lang>/_static/offline.js -> <lang>/
  function register() {
    var manifest = document.createElement("link");  // installable on a phone's home screen
    manifest.rel = "manifest";
    manifest.href = new URL("manifest.webmanifest", scope).href;
    document.head.appendChild(manifest);
    navigator.serviceWorker.register(new URL("sw.js", scope).href, { scope: scope.href, updateViaCache: "none" })
      .then(yieldToPanels)
      .catch(function (error) { console.warn("offline copy unavailable:", error); });
  }
  // A live panel starting (live-panels.js: <html data-live="starting|running">) has the connection first: the
  // worker storing the pages waits until the panel is live or has failed (sw.js).
  function yieldToPanels(registration) {
    var html = document.documentElement;
    function say() {
      var worker = registration.installing;
      if (!worker) { return; }
      var state = html.getAttribute("data-live");
      worker.postMessage(state === "starting" || state === "running" ? "panel-starting" : "panel-done");
    }
    say();
    if (window.MutationObserver) {
      new MutationObserver(say).observe(html, { attributes: true, attributeFilter: ["data-live"] });
    }
  }
  var done = false;
  var EVENTS = ["pointerdown", "keydown", "scroll", "touchstart"];
  function soon() {
    if (done) { return; }
    done = true;
    EVENTS.forEach(function (name) { window.removeEventListener(name, soon, true); });
    (window.requestIdleCallback || function (f) { f(); })(register, { timeout: 2000 });
  }
  window.addEventListener("load", function () {
    if (navigator.serviceWorker.controller) { soon(); return; }  // (already installed: an update check)
    EVENTS.forEach(function (name) { window.addEventListener(name, soon, { capture: true, passive: true }); });
    setTimeout(soon, 20000);
  });
})();
