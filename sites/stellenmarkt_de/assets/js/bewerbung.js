/* JobWelt – Schnellbewerbung: Validierung und Versand */
(function () {
  "use strict";
  var form = document.getElementById("bewerbung-form");
  if (!form) return;
  var MSG_REQUIRED = "Bitte füllen Sie dieses Feld aus.";
  var MSG_EMAIL = "Bitte geben Sie eine gültige E-Mail-Adresse ein.";
  var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
  var attempted = false;

  var fields = ["vorname", "nachname", "email", "lebenslauf", "datenschutz"].map(function (n) { return form.elements[n]; });

  function check(el) {
    var msg = "";
    if (el.type === "checkbox") {
      if (!el.checked) msg = MSG_REQUIRED;
    } else if (el.type === "file") {
      if (!el.files || !el.files.length) msg = MSG_REQUIRED;
    } else {
      var v = el.value.trim();
      if (!v) msg = MSG_REQUIRED;
      else if (el.type === "email" && !EMAIL_RE.test(v)) msg = MSG_EMAIL;
    }
    var err = document.getElementById(el.id + "-error");
    var row = el.closest(".form__row");
    if (msg) {
      err.textContent = msg;
      err.hidden = false;
      el.setAttribute("aria-invalid", "true");
      row.classList.add("form__row--error");
    } else {
      err.textContent = "";
      err.hidden = true;
      el.removeAttribute("aria-invalid");
      row.classList.remove("form__row--error");
    }
    return !msg;
  }

  fields.forEach(function (el) {
    var ev = el.type === "checkbox" || el.type === "file" ? "change" : "blur";
    el.addEventListener(ev, function () { if (attempted) check(el); });
    if (el.type !== "checkbox" && el.type !== "file") {
      el.addEventListener("input", function () { if (attempted && el.getAttribute("aria-invalid")) check(el); });
    }
  });

  var fileInput = form.elements.lebenslauf;
  fileInput.addEventListener("change", function () {
    var hint = document.getElementById("lebenslauf-hint");
    if (fileInput.files && fileInput.files.length) {
      hint.textContent = "Ausgewählt: " + fileInput.files[0].name;
    } else {
      hint.textContent = "PDF, DOC oder DOCX, max. 5 MB";
    }
  });

  var summary = document.getElementById("form-error-summary");
  var submitBtn = form.querySelector('button[type="submit"]');

  form.addEventListener("submit", function (e) {
    e.preventDefault();
    attempted = true;
    var invalid = fields.filter(function (el) { return !check(el); });
    if (invalid.length) {
      summary.hidden = false;
      summary.textContent = "Bitte überprüfen Sie Ihre Angaben. " + invalid.length +
        (invalid.length === 1 ? " Feld ist" : " Felder sind") + " nicht korrekt ausgefüllt.";
      invalid[0].focus();
      return;
    }
    summary.hidden = true;
    submitBtn.disabled = true;
    submitBtn.textContent = "Wird gesendet …";
    fetch(form.getAttribute("action"), { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } })
      .then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.json();
      })
      .then(function () {
        window.location.href = "/bewerbung/danke?id=" + encodeURIComponent(form.getAttribute("data-job-id"));
      })
      .catch(function () {
        submitBtn.disabled = false;
        submitBtn.textContent = "Bewerbung absenden";
        summary.hidden = false;
        summary.textContent = "Ihre Bewerbung konnte leider nicht gesendet werden. Bitte versuchen Sie es erneut.";
      });
  });
})();
