// The Jupyter widgets manager (embed-amd.js) loads its icon fonts relative to the
// address RequireJS gives its module, and later from __jupyter_widgets_assets_path__.
// Point both at the copy this site serves itself. A global `require` object set
// before require.js loads is RequireJS's configuration.
(function () {
  var base = document.currentScript.src.replace(/widgets-assets\.js.*$/, "vendor/html-manager");
  window.__jupyter_widgets_assets_path__ = base + "/";
  window.require = { paths: { "@jupyter-widgets/html-manager/dist": base, "@jupyter-widgets": base } };
})();
