/* Brightpath Staffing - careers list: keyword search over job titles (?q=, full page load). */
(function () {
  "use strict";
  var params = new URLSearchParams(window.location.search);
  var q = (params.get("q") || "").trim();
  var input = document.getElementById("keyword");
  if (input) input.value = q;

  var terms = q.toLowerCase().split(/\s+/).filter(function (t) { return t.length > 0; });
  var cards = document.querySelectorAll("#job-list > li.job-card");
  var shown = 0;
  Array.prototype.forEach.call(cards, function (li) {
    var title = li.querySelector(".job-card__link").textContent.toLowerCase();
    var match = terms.every(function (t) { return title.indexOf(t) !== -1; });
    li.hidden = !match;
    if (match) shown += 1;
  });

  var count = document.getElementById("results-count");
  var clear = document.getElementById("clear-search");
  var none = document.getElementById("no-results");
  if (q) {
    count.textContent = shown + (shown === 1 ? " job" : " jobs") + " found for \u201c" + q + "\u201d";
    clear.hidden = false;
    document.title = "Search results for " + q + " | Brightpath Staffing";
  } else {
    count.textContent = shown + " open positions";
  }
  none.hidden = shown !== 0;
})();
