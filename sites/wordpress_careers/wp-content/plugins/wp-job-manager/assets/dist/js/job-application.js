/* WP Job Manager – job application toggle */
(function () {
  "use strict";
  document.querySelectorAll(".job_application").forEach(function (box) {
    var btn = box.querySelector(".application_button");
    var details = box.querySelector(".application_details");
    if (!btn || !details) return;
    btn.setAttribute("aria-expanded", "false");
    btn.addEventListener("click", function () {
      var open = details.classList.toggle("showing");
      btn.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) {
        var first = details.querySelector("a");
        if (first) first.focus({ preventScroll: true });
      }
    });
  });
})();
