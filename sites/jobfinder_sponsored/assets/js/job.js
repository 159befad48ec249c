/* JobFinder Pro - view job */
(function () {
  "use strict";
  var back = document.querySelector("[data-back-link]");
  try {
    var last = sessionStorage.getItem("jf_last_search");
    if (back && last && last.indexOf("/search") === 0) back.setAttribute("href", last);
  } catch (e) { /* ignore */ }
  var save = document.querySelector(".jf-save-btn");
  if (save) save.addEventListener("click", function () {
    var on = save.getAttribute("aria-pressed") !== "true";
    save.setAttribute("aria-pressed", on ? "true" : "false");
    save.setAttribute("aria-label", on ? "Saved" : "Save job");
  });
})();
