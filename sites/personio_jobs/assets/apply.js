(function () {
  "use strict";
  var form = document.getElementById("application-form");
  if (!form) return;
  var success = document.querySelector(".application-success");
  var summary = form.querySelector(".form-error-summary");
  var MAX = 20 * 1024 * 1024;

  function setError(name, msg) {
    var el = document.getElementById(name + "-error");
    var input = form.elements[name];
    var group = form.querySelector('[data-field="' + name + '"]');
    if (el) el.textContent = msg || "";
    if (group) group.classList.toggle("has-error", !!msg);
    if (input && input.setAttribute) {
      if (msg) { input.setAttribute("aria-invalid", "true"); input.setAttribute("aria-describedby", name + "-error"); }
      else input.removeAttribute("aria-invalid");
    }
  }

  function validate() {
    var errors = [];
    var v = function (n) { return (form.elements[n].value || "").trim(); };
    ["first_name", "last_name", "email", "phone", "cv", "cover_letter", "privacy_policy_acceptance"].forEach(function (n) { setError(n, ""); });
    if (!v("first_name")) errors.push(["first_name", "Please enter your first name."]);
    if (!v("last_name")) errors.push(["last_name", "Please enter your last name."]);
    if (!v("email")) errors.push(["email", "Please enter your email address."]);
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v("email"))) errors.push(["email", "Please enter a valid email address."]);
    if (v("phone") && !/^[+0-9 ()\/-]{6,}$/.test(v("phone"))) errors.push(["phone", "Please enter a valid phone number."]);
    var cv = form.elements.cv.files;
    if (!cv || !cv.length) errors.push(["cv", "Please upload your CV."]);
    else if (cv[0].size > MAX) errors.push(["cv", "The file is too large (max. 20 MB)."]);
    var cl = form.elements.cover_letter.files;
    if (cl && cl.length && cl[0].size > MAX) errors.push(["cover_letter", "The file is too large (max. 20 MB)."]);
    if (!form.elements.privacy_policy_acceptance.checked) errors.push(["privacy_policy_acceptance", "Please accept the privacy policy."]);
    errors.forEach(function (e) { setError(e[0], e[1]); });
    return errors;
  }

  form.addEventListener("change", function (e) {
    if (e.target && e.target.name && form.querySelector('[data-field="' + e.target.name + '"].has-error')) validate();
  });

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var errors = validate();
    if (errors.length) {
      summary.hidden = false;
      summary.textContent = "Please check your entries. Some required fields are missing or invalid.";
      var first = form.elements[errors[0][0]];
      if (first && first.focus) first.focus();
      return;
    }
    summary.hidden = true;
    var btn = form.querySelector('button[type="submit"]');
    btn.disabled = true;
    btn.textContent = "Sending…";
    fetch(form.getAttribute("action"), { method: "POST", body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.json(); })
      .then(function () {
        form.hidden = true;
        document.querySelector(".application-hint").hidden = true;
        success.hidden = false;
        success.focus();
      })
      .catch(function () {
        btn.disabled = false;
        btn.textContent = "Send";
        summary.hidden = false;
        summary.textContent = "Your application could not be sent. Please try again.";
      });
  });
})();
