/* Reglas en juego / Rules in Play: two small fixes to the theme stack (sphinx-book-theme 1.3.0 on
 * pydata-sphinx-theme 0.17.1), loaded on every page by tools/sphinxext/theme_fixes.py.
 *
 * 1. The ☰ and page-contents buttons.  pydata-sphinx-theme 0.17 renders its own ☰ and
 *    page-contents buttons in its top bar, which sphinx-book-theme hides, and binds its handlers
 *    (open the sidebar as a dialog) with document.querySelector(".primary-toggle") /
 *    (".secondary-toggle"): to those first, hidden buttons.  sphinx-book-theme's own handler (on a
 *    wide screen, collapse the sidebar instead) is bound the same way.  The buttons a reader sees,
 *    in the article header, get no handler and do nothing
 *    (https://github.com/pydata/pydata-sphinx-theme/issues/2451).  A click on any other
 *    .primary-toggle / .secondary-toggle is handed to the one the themes bound, so both themes'
 *    behaviour applies: a dialog on phones and tablets, a collapsing sidebar at 992 px and more.
 *    Should an update bind every button itself, this hand-over still runs the themes' handlers
 *    exactly once.  tests/test_phone.py fails if the buttons stop working.
 *
 * 2. The language switch keeps the reader's place: the paragraph or section at the top of the
 *    screen (or the #anchor of the address), whose id is the same in both languages.
 *
 * 3. A table wider than the screen scrolls in its own box (.table-scroller, or pydata's container of
 *    Markdown tables); the box gets the class "scrolls" so that the stylesheet can show it.
 *
 * 4. ipywidgets 8 gives a control without a tooltip the tooltip "null": removed.
 *
 * 5. A widget preview's radio buttons (drawn by the build, tools/build/static_widgets.py) get the margin under
 *    their box that ipywidgets' RadioButtonsView sets once it is drawn (adjustPadding, widget_selection.js:
 *    the box's height rounded up to whole lines), once the page has loaded (its fonts with it).
 */
(function () {
  "use strict";

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".primary-toggle, .secondary-toggle");
    if (!button) return;
    var kind = button.classList.contains("primary-toggle") ? ".primary-toggle" : ".secondary-toggle";
    var bound = document.querySelector(kind);
    if (!bound || bound === button) return;
    event.preventDefault();
    event.stopPropagation();
    bound.click();
  }, true);

  function placeOnScreen() {
    if (location.hash.length > 1) return location.hash;
    var article = document.querySelector("article.bd-article");
    if (!article || window.scrollY < 40) return "";
    // the first paragraph or section still showing under the top bar: what the reader is reading
    var header = document.querySelector(".bd-header-article");
    var top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
    var marked = article.querySelectorAll("p[id], li[id], dl[id], table[id], div[id].cell, section[id]");
    for (var i = 0; i < marked.length; i++) {
      var box = marked[i].getBoundingClientRect();
      if (box.bottom > top + 8 && marked[i].tagName !== "SECTION") return "#" + marked[i].id;
    }
    for (i = marked.length - 1; i >= 0; i--) {
      if (marked[i].getBoundingClientRect().top <= top + 8) return "#" + marked[i].id;
    }
    return "";
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.lang-switch");
    if (!link) return;
    var place = placeOnScreen();
    if (place) link.href = link.href.split("#")[0] + place;
  }, true);

  var pending = false;
  function tidy() {
    pending = false;
    document.querySelectorAll(".table-scroller, .pst-scrollable-table-container").forEach(function (box) {
      box.classList.toggle("scrolls", box.scrollWidth > box.clientWidth + 1);
    });
    document.querySelectorAll('.jupyter-widgets [title="null"]').forEach(function (el) {
      el.removeAttribute("title");
    });
  }
  function later() {
    if (!pending) { pending = true; window.requestAnimationFrame(tidy); }
  }
  function radioPadding() {
    document.querySelectorAll(".widget-subarea .widget-radio").forEach(function (el) {
      var label = el.querySelector(":scope > .widget-label"), box = el.querySelector(":scope > .widget-radio-box");
      if (!label || !box || el.closest(".live-output")) return;
      var style = getComputedStyle(el);
      var margins = parseInt(style.marginTop, 10) + parseInt(style.marginBottom, 10);
      var lineHeight = label.offsetHeight + margins;
      var diff = (el.offsetHeight + margins - parseInt(getComputedStyle(box).marginBottom, 10)) % lineHeight;
      box.style.marginBottom = (diff === 0 ? 0 : lineHeight - diff) + "px";
    });
  }
  if (document.readyState === "complete") { radioPadding(); } else { window.addEventListener("load", radioPadding); }
  document.addEventListener("DOMContentLoaded", function () {
    tidy();
    new MutationObserver(later).observe(document.body, { childList: true, subtree: true });
  });
  window.addEventListener("resize", later);
})();
