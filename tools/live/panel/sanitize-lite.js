// Reglas en juego / Rules in Play — markup shown as text (bundled in place of sanitize-html: build.mjs).
//
// ipywidgets' manager sanitizes a widget's description with sanitize-html when the widget allows HTML in it
// (``description_allow_html``), and JupyterLab's renderers sanitize an untrusted output's HTML (apputils-lite.js).
// The live panels do neither: their outputs are the page's own cells' (trusted), and no widget of the book allows HTML
// in its description.  sanitize-html brought PostCSS, htmlparser2 and entities' tables into the bundle, read at
// every start (~90 ms of a phone's page thread with apputils).  In its place: any markup it would be given is shown
// as text — nothing of it runs, nothing of it is drawn.

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** ``html`` as text: every character markup gives a meaning to written as an entity. */
export default function asText(html) {
  return String(html).replace(/[&<>"']/g, (character) => ESCAPES[character]);
}
