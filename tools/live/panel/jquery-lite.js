// Reglas en juego / Rules in Play — what the live panels' widgets take of jQuery (bundled in its place: build.mjs).
//
// ipywidgets 8's views handle their DOM events themselves (base's NativeView: addEventListener, no jQuery), yet a
// DOM widget's view, and the box, controller, selection container and output views, still keep their element wrapped
// as ``view.$el = $(element)`` for older extensions, and read the element back as ``$el[0]``; Backbone takes jQuery
// as ``Backbone.$`` for the view methods NativeView replaces.  Nothing in the panels' runtime calls a jQuery method.
// jQuery itself (88 kB of runtime.js) ran its feature tests against the page's document when the runtime was read:
// ~0.2 s of a phone's page thread (4x slower CPU) at every start.  In its place: the wrapper those views make, the
// element at index 0 — any jQuery method asked of it is missing, and the view that asks fails visibly.  CommonJS, as
// jQuery is: Backbone requires it and ipywidgets imports its default, and both get the function.
"use strict";

/** ``$(element)``: the element wrapped (``[0]``, ``length``); a wrapper given is returned as it is. */
function $(element) {
  if (element instanceof $) { return element; }
  if (!(this instanceof $)) { return new $(element); }
  if (element !== undefined && element !== null) {
    this[0] = element;
    this.length = 1;
  } else {
    this.length = 0;
  }
  return this;
}

module.exports = $;
