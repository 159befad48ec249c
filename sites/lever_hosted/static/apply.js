/* Lever application form: conditional question, resume file name, validation, submit. */
(function () {
  "use strict";
  var form = document.getElementById("application-form");
  if (!form) { return; }
  var REQUIRED = "\u2731 This field is required";
  var BAD_EMAIL = "\u2731 Please enter a valid email address";

  function questionOf(el) { return el.closest(".application-question"); }
  function clearError(li) {
    if (!li) { return; }
    li.classList.remove("error");
    var m = li.querySelector(".error-message");
    if (m) { m.parentNode.removeChild(m); }
    Array.prototype.slice.call(li.querySelectorAll("[aria-invalid]")).forEach(function (i) { i.removeAttribute("aria-invalid"); });
  }
  function setError(li, msg) {
    clearError(li);
    li.classList.add("error");
    var field = li.querySelector(".application-field");
    var m = document.createElement("div");
    m.className = "error-message";
    m.setAttribute("data-qa", "field-error");
    m.setAttribute("role", "alert");
    m.textContent = msg;
    field.appendChild(m);
    Array.prototype.slice.call(li.querySelectorAll("input, select, textarea")).forEach(function (i) {
      if (i.type !== "hidden") { i.setAttribute("aria-invalid", "true"); }
    });
  }

  /* conditional sponsorship question */
  var cardInputs = form.querySelectorAll('input[type=radio][name$="[field0]"]');
  var sponsorLi = form.querySelector('.custom-question[data-field="field1"]');
  function syncSponsor() {
    var no = form.querySelector('input[type=radio][name$="[field0]"][value="No"]');
    var show = no && no.checked;
    if (sponsorLi) {
      sponsorLi.hidden = !show;
      if (!show) {
        Array.prototype.slice.call(sponsorLi.querySelectorAll("input[type=radio]")).forEach(function (r) { r.checked = false; r.disabled = true; });
        clearError(sponsorLi);
      } else {
        Array.prototype.slice.call(sponsorLi.querySelectorAll("input[type=radio]")).forEach(function (r) { r.disabled = false; });
      }
    }
  }
  Array.prototype.slice.call(cardInputs).forEach(function (r) { r.addEventListener("change", syncSponsor); });
  syncSponsor();

  /* resume file name */
  var resume = document.getElementById("resume-upload-input");
  var fname = form.querySelector(".resume .filename");
  resume.addEventListener("change", function () {
    fname.textContent = resume.files && resume.files.length ? resume.files[0].name : "";
    if (resume.files && resume.files.length) { clearError(questionOf(resume)); }
  });

  /* clear errors as the user fixes them */
  form.addEventListener("input", function (ev) { if (ev.target.value) { clearError(questionOf(ev.target)); } });
  form.addEventListener("change", function (ev) {
    if (ev.target.type === "radio" && ev.target.checked) { clearError(questionOf(ev.target)); }
  });

  function validate() {
    var bad = [];
    if (!resume.files || !resume.files.length) { setError(questionOf(resume), REQUIRED); bad.push(resume); }
    ["name", "email"].forEach(function (n) {
      var i = form.elements[n];
      if (!i.value.trim()) { setError(questionOf(i), REQUIRED); bad.push(i); }
      else if (n === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(i.value.trim())) { setError(questionOf(i), BAD_EMAIL); bad.push(i); }
    });
    Array.prototype.slice.call(form.querySelectorAll(".custom-question[data-field]")).forEach(function (li) {
      if (li.hidden) { return; }
      if (!li.querySelector("input[type=radio]:checked")) { setError(li, REQUIRED); bad.push(li.querySelector("input[type=radio]")); }
    });
    return bad;
  }

  var btn = document.getElementById("btn-submit");
  var summary = form.querySelector(".application-error-summary");
  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    summary.hidden = true;
    var bad = validate();
    if (bad.length) {
      var li = questionOf(bad[0]);
      if (li && li.scrollIntoView) { li.scrollIntoView({ block: "center" }); }
      return;
    }
    btn.disabled = true;
    btn.textContent = "Submitting...";
    var data = new FormData(form);
    fetch(form.getAttribute("action"), { method: "POST", body: data, headers: { "Accept": "application/json" } })
      .then(function (r) { if (!r.ok) { throw new Error("HTTP " + r.status); } return r.json(); })
      .then(function () { window.location.assign(form.getAttribute("data-thanks")); })
      .catch(function () {
        btn.disabled = false;
        btn.textContent = "Submit application";
        summary.textContent = "There was an error submitting your application. Please try again.";
        summary.hidden = false;
      });
  });
})();
