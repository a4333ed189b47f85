/* Reglas en juego / Rules in Play: the site search as a player needs it (tools/sphinxext/rule_search.py
 * puts this file into language_data.js, after searchtools.js and before the search index).
 *
 * - Scorer: a hit on a rules paragraph (its anchor is a rule id, such as #borneo-shipping-monopoly)
 *   comes first; the pages about the source's open questions, disputes and checks come after the
 *   rules.  The glossary's terms are index entries pointing at the paragraph that defines them
 *   (glossary_links.py), which is how that paragraph becomes a hit of its own.
 * - Snippets: the text of the paragraph hit, or else of the article without the page's buttons,
 *   the language switch, code cells and situation files; the words are found regardless of accents
 *   ("envio" finds "envío"), as the search itself does.
 */
var RULE_ANCHOR = new RegExp("^#(" + __RULE_PREFIXES__.map(function (p) {
  return p.replace(/[-]/g, "\\-");
}).join("|") + ")(?!q-)");
var AFTER_THE_RULES = /\/(open-questions|disputes|check)$|^book\/check$/;

var Scorer = {
  score: function (result) {
    var docname = result[0], anchor = result[2], score = result[4];
    if (RULE_ANCHOR.test(anchor)) score += 30;
    if (AFTER_THE_RULES.test(docname)) score -= 10;
    return score;
  },
  // Sphinx's defaults for the rest
  objNameMatch: 11, objPartialMatch: 6, objPrio: { 0: 15, 1: 5, 2: -5 }, objPrioDefault: 0,
  title: 15, partialTitle: 7, term: 5, partialTerm: 2,
};

(function () {
  if (typeof Search === "undefined") return;
  var NOT_TEXT = ".headerlink, script, style, .rule-id, .bd-header-article, .header-article-items, " +
    ".live-launch, details, .cell_input, .prev-next-area, nav, footer, .jupyter-widgets, .widget-subarea";

  Search.htmlToText = function (htmlString, anchor) {
    var doc = new DOMParser().parseFromString(htmlString, "text/html");
    doc.querySelectorAll(NOT_TEXT).forEach(function (el) { el.remove(); });
    var block = (anchor && doc.querySelector('[role="main"] ' + anchor)) ||
      doc.querySelector("article.bd-article") || doc.querySelector('[role="main"]');
    return block ? block.textContent.replace(/\s+/g, " ").trim() : "";
  };

  // one letter for one letter: "í" -> "i", so positions in the folded text are those of the text
  function fold(text) {
    return text.toLowerCase().replace(/[^\u0000-\u007f]/g, function (c) { return c.normalize("NFD")[0]; });
  }

  Search.makeSearchSummary = function (htmlText, keywords, anchor) {
    var text = Search.htmlToText(htmlText, anchor);
    if (text === "") return null;
    var folded = fold(text);
    var found = Array.from(keywords).map(function (k) { return folded.indexOf(fold(k)); })
      .filter(function (i) { return i > -1; });
    var start = anchor || !found.length ? 0 : Math.max(Math.min.apply(null, found) - 80, 0);
    if (start > 0) {  // start at a word
      var space = text.indexOf(" ", start);
      start = space > -1 && space < start + 20 ? space + 1 : start;
    }
    var summary = document.createElement("p");
    summary.classList.add("context");
    summary.textContent = (start > 0 ? "… " : "") + text.substr(start, 240).trim() +
      (start + 240 < text.length ? " …" : "");
    return summary;
  };
})();
