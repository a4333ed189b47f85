/* Reglas en juego / Rules in Play — the widget panels for a screen reader and a keyboard, on every page
 * (added by tools/sphinxext/accessible.py): the previews the build wrote and the live panels alike.
 *
 * ipywidgets 8 draws its controls without the ARIA a screen reader needs, so:
 *
 * 1. A slider's handle (noUiSlider's role="slider") is named by the slider's label.
 * 2. A row of toggle buttons holding one value (ToggleButtons: the question, a die, yes/no) is a radio
 *    group named by its label: each button a radio that says whether it is chosen; Tab enters the
 *    group at the chosen one, the arrow keys (and Home/End) choose another, as in any radio group.
 * 3. A toggle button on its own (ToggleButton: which tiles, which regions) says whether it is pressed.
 * 4. A group of controls (rulesim-group: a row of toggles, ＋ and −) is a group named by its first line.
 * 5. A control with no name of its own (a notebook's slider or drop-down under a line of text that
 *    says what it is) is named by that line.
 * 6. A button that shows only a symbol (＋, −) is named by its tooltip ("Añadir", "Quitar el último").
 * 7. A preview's controls (a panel not live yet) are out of the keyboard's reach and said to be
 *    unavailable: Tab goes to the panel's bar, which makes it live.
 *
 * The names are the words the reader sees (rulesim/widgets.py gives each control of a check panel its
 * label as its description); nothing here has words of its own.  tests/test_accessibility.py runs
 * axe-core over every page and a live check panel, and drives a check panel with the keyboard alone.
 */
(function () {
  "use strict";

  var counter = 0;
  function idOf(el) {
    if (!el.id) { el.id = "rw-" + (++counter) + "-" + Math.random().toString(36).slice(2, 7); }
    return el.id;
  }
  function text(el) { return el ? (el.textContent || "").replace(/\s+/g, " ").trim() : ""; }
  function shown(el) { return !!el && el.style.display !== "none" && !el.hidden && !!text(el); }
  function named(el) {
    if (el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")) { return true; }
    return Array.prototype.some.call(el.labels || [], function (label) { return shown(label); });
  }
  /** The widget (a child of a box) that holds ``el``. */
  function widgetOf(el) {
    var w = el.closest(".jupyter-widgets");
    while (w && w.parentElement && w.parentElement.closest(".jupyter-widgets") &&
           !w.parentElement.classList.contains("widget-box") && !w.parentElement.classList.contains("widget-hbox") &&
           !w.parentElement.classList.contains("widget-vbox")) {
      w = w.parentElement.closest(".jupyter-widgets");
    }
    return w;
  }
  /** 5: the line of text just above a control's widget, in the same box. */
  function lineAbove(el) {
    var w = widgetOf(el);
    for (var prev = w && w.previousElementSibling; prev; prev = prev.previousElementSibling) {
      if (prev.classList.contains("widget-html") || prev.classList.contains("widget-label")) {
        var content = prev.querySelector(".widget-html-content") || prev;
        return text(content) ? content : null;
      }
      if (prev.matches("select, input, .widget-slider, .widget-dropdown, .widget-toggle-buttons, .widget-button")) {
        return null;  // another control comes first: that line is not this one's
      }
    }
    return null;
  }
  function ownLabel(widget) {
    var label = widget && widget.querySelector(":scope > .widget-label");
    return shown(label) ? label : null;
  }
  function nameBy(el, label) {
    if (label && !named(el)) { el.setAttribute("aria-labelledby", idOf(label)); }
  }

  function tidy(root) {
    // 1. sliders
    root.querySelectorAll(".widget-slider [role=slider]").forEach(function (handle) {
      nameBy(handle, ownLabel(handle.closest(".widget-slider")) || lineAbove(handle));
    });
    // 2. radio groups
    root.querySelectorAll(".widget-toggle-buttons").forEach(function (widget) {
      var group = widget.querySelector(":scope > div");  // (ipywidgets' button group, after the label)
      if (!group) { return; }
      group.setAttribute("role", "radiogroup");
      nameBy(group, ownLabel(widget) || lineAbove(widget));
      var buttons = group.querySelectorAll(":scope > button");
      var chosen = null;
      buttons.forEach(function (button) {
        var on = button.classList.contains("mod-active");
        button.setAttribute("role", "radio");
        button.setAttribute("aria-checked", on ? "true" : "false");
        if (on) { chosen = button; }
      });
      buttons.forEach(function (button) {
        button.tabIndex = button === (chosen || buttons[0]) ? 0 : -1;
      });
    });
    // 3. toggle buttons on their own
    root.querySelectorAll("button.widget-toggle-button").forEach(function (button) {
      if (button.getAttribute("role") === "radio") { return; }
      button.setAttribute("aria-pressed", button.classList.contains("mod-active") ? "true" : "false");
    });
    // 4. groups
    root.querySelectorAll(".rulesim-group").forEach(function (box) {
      box.setAttribute("role", "group");
      nameBy(box, box.querySelector(".rulesim-group-name"));
    });
    // 5. the other controls
    root.querySelectorAll(".jupyter-widgets select, .jupyter-widgets input, .jupyter-widgets textarea").forEach(function (el) {
      if (el.type === "hidden") { return; }
      nameBy(el, lineAbove(el));
    });
    // 6. symbol-only buttons
    root.querySelectorAll("button.jupyter-button[title]").forEach(function (button) {
      if (!/[\p{L}\p{N}]/u.test(text(button)) && button.title && button.title !== "null") {
        button.setAttribute("aria-label", button.title);
      }
    });
    // 7. previews
    root.querySelectorAll(".live-preview").forEach(function (output) {
      // (the controls only: a table that scrolls stays reachable, to be read)
      output.querySelectorAll("button, select, input, textarea, [role=slider]").forEach(function (el) {
        if (el.closest(".live-output")) { return; }  // (the live panel being put in place: its own controls)
        el.tabIndex = -1;
        el.setAttribute("aria-disabled", "true");
      });
    });
  }

  // the arrow keys in a radio group choose the next or previous button, as in any radio group
  document.addEventListener("keydown", function (event) {
    var button = event.target.closest && event.target.closest("[role=radiogroup] > [role=radio]");
    if (!button || event.altKey || event.ctrlKey || event.metaKey) { return; }
    var buttons = Array.prototype.filter.call(button.parentElement.children, function (b) {
      return b.getAttribute("role") === "radio" && !b.disabled;
    });
    var i = buttons.indexOf(button), next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") { next = buttons[(i + 1) % buttons.length]; }
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") { next = buttons[(i - 1 + buttons.length) % buttons.length]; }
    else if (event.key === "Home") { next = buttons[0]; }
    else if (event.key === "End") { next = buttons[buttons.length - 1]; }
    if (!next) { return; }
    event.preventDefault();
    buttons.forEach(function (b) { b.tabIndex = b === next ? 0 : -1; });
    next.focus();
    if (!next.classList.contains("mod-active")) { next.click(); }
  });

  var pending = false;
  function later() {
    if (!pending) { pending = true; window.requestAnimationFrame(function () { pending = false; tidy(document); }); }
  }
  /** A radio's chosen state follows its class at once (not a frame later): a key pressed between the
   *  two must not meet a radio that says it is not chosen when it is. */
  function observed(records) {
    records.forEach(function (record) {
      var el = record.target;
      if (record.type === "attributes" && el.getAttribute && el.getAttribute("role") === "radio") {
        el.setAttribute("aria-checked", el.classList.contains("mod-active") ? "true" : "false");
      }
    });
    later();
  }
  function start() {
    tidy(document);
    new MutationObserver(observed).observe(document.body, { childList: true, subtree: true, attributes: true,
                                                         attributeFilter: ["class"] });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
