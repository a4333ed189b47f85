// Reglas en juego / Rules in Play — what the live panels' output areas take from @jupyterlab/apputils (bundled in its
// place: build.mjs).
//
// JupyterLab's output area keeps its outputs in a WidgetTracker, and its renderers' registry makes a Sanitizer when
// it is given none.  apputils' Sanitizer is sanitize-html's, which brought two copies of htmlparser2 and entities'
// decoding tables and PostCSS into the bundle (0.4 MB of runtime.js's 1.25, read at every start: ~90 ms of a phone's
// page thread).  Here, the two as the panels use them.

import asText from "./sanitize-lite.js";

/** The widgets tracked (the output area's outputs): added once, forgotten when disposed.  Which one has the focus
 * is not followed: nothing in a panel asks. */
export class WidgetTracker {
  constructor(options = {}) {
    this.namespace = options.namespace;
    this.widgets = new Set();
  }

  add(widget) {
    if (!this.widgets.has(widget)) {
      this.widgets.add(widget);
      widget.disposed.connect(() => { this.widgets.delete(widget); });
    }
    return Promise.resolve();
  }

  has(widget) {
    return this.widgets.has(widget);
  }

  get size() {
    return this.widgets.size;
  }

  dispose() {
    this.widgets.clear();
  }
}

/** The renderers' sanitizer, asked only for an untrusted output's HTML: a panel's outputs are trusted (runtime.js:
 * its output areas' models are made trusted, and so are ipywidgets' Output widgets'), so it is never asked; were it
 * asked, the markup would be shown as text (sanitize-lite.js). */
export class Sanitizer {
  sanitize(html) {
    return asText(html);
  }

  getAutolink() {
    return true;
  }

  get allowNamedProperties() {
    return false;
  }
}
