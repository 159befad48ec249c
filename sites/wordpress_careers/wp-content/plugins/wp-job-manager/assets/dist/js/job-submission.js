/* WP Job Manager – job submission form checks (mirrors the plugin's server-side validation messages) */
(function () {
  "use strict";
  var form = document.getElementById("submit-job-form");
  if (!form) return;
  var box = form.querySelector(".job-manager-errors");
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  var URL_RE = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;
  var required = [["job_title", "Job Title"], ["job_type", "Job type"], ["job_description", "Description"],
                  ["application", "Application email/URL"], ["company_name", "Company name"]];

  form.addEventListener("submit", function (e) {
    var errors = [];
    form.querySelectorAll(".field").forEach(function (f) { f.classList.remove("field-error"); });
    required.forEach(function (r) {
      var el = form.elements[r[0]];
      if (!el.value.trim()) { errors.push([r[0], r[1] + " is a required field"]); }
    });
    var app = form.elements.application.value.trim();
    if (app && !EMAIL.test(app) && !URL_RE.test(app)) errors.push(["application", "Please enter a valid application email address or URL"]);
    var acc = form.elements.create_account_email.value.trim();
    if (acc && !EMAIL.test(acc)) errors.push(["create_account_email", "Please enter a valid email address."]);
    var logo = form.elements.company_logo.files;
    if (logo && logo.length && logo[0].size > 8 * 1024 * 1024) errors.push(["company_logo", "Logo file is too large. Maximum file size: 8 MB."]);
    if (errors.length) {
      e.preventDefault();
      box.innerHTML = errors.map(function (x) { return '<div class="job-manager-error">' + x[1] + "</div>"; }).join("");
      box.hidden = false;
      errors.forEach(function (x) {
        var el = form.elements[x[0]];
        el.setAttribute("aria-invalid", "true");
        el.closest(".field").classList.add("field-error");
      });
      box.scrollIntoView({ block: "start" });
      var first = form.elements[errors[0][0]];
      if (first && first.focus) first.focus({ preventScroll: true });
    } else {
      box.hidden = true;
    }
  });
})();
