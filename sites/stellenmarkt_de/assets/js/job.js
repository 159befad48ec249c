/* JobWelt – Stellenanzeige */
(function () {
  "use strict";
  Array.prototype.forEach.call(document.querySelectorAll("[data-apply-href]"), function (b) {
    b.addEventListener("click", function () {
      window.location.href = b.getAttribute("data-apply-href");
    });
  });
  var back = document.querySelector("[data-back-link]");
  try {
    var last = sessionStorage.getItem("jobwelt_last_search");
    if (back && last && last.indexOf("/jobs") === 0) back.setAttribute("href", last);
  } catch (e) { /* ignore */ }
})();
