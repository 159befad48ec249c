// Application form: Rails-style inline validation, then multipart POST via fetch.
(function () {
  "use strict";
  var form = document.getElementById("new_candidate");
  if (!form) return;
  var fileInput = document.getElementById("candidate_resume");
  var fileName = document.getElementById("candidate_resume_name");
  var submitBtn = form.querySelector('button[type="submit"]');
  var LABELS = {
    candidate_first_name: "First name",
    candidate_last_name: "Last name",
    candidate_email: "Email",
    candidate_phone: "Phone",
    candidate_resume: "Resume"
  };

  fileInput.addEventListener("change", function () {
    fileName.textContent = fileInput.files.length ? fileInput.files[0].name : "No file chosen (PDF, DOC, DOCX – max 10 MB)";
    clearError(fileInput);
  });

  function group(el) { return el.closest(".form-group"); }
  function clearError(el) {
    var g = group(el);
    var e = g.querySelector(".form-error");
    if (e) e.remove();
    g.classList.remove("has-error");
    el.removeAttribute("aria-invalid");
    el.removeAttribute("aria-describedby");
  }
  function setError(el, msg) {
    clearError(el);
    var g = group(el);
    var p = document.createElement("p");
    p.className = "form-error mt-1 text-sm text-red-600";
    p.id = el.id + "_error";
    p.textContent = msg;
    g.appendChild(p);
    g.classList.add("has-error");
    el.setAttribute("aria-invalid", "true");
    el.setAttribute("aria-describedby", p.id);
  }
  function validate() {
    var firstBad = null;
    Object.keys(LABELS).forEach(function (id) {
      var el = document.getElementById(id);
      var empty = el.type === "file" ? el.files.length === 0 : el.value.trim() === "";
      if (empty) {
        setError(el, LABELS[id] + " can't be blank");
        firstBad = firstBad || el;
      } else if (id === "candidate_email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(el.value.trim())) {
        setError(el, "Email is invalid");
        firstBad = firstBad || el;
      } else if (id === "candidate_phone" && !/^[+()0-9 .\-]{6,}$/.test(el.value.trim())) {
        setError(el, "Phone is invalid");
        firstBad = firstBad || el;
      } else {
        clearError(el);
      }
    });
    var consent = document.getElementById("candidate_consent_given");
    if (!consent.checked) {
      setError(consent, "You need to accept the privacy policy");
      firstBad = firstBad || consent;
    } else {
      clearError(consent);
    }
    return firstBad;
  }

  form.addEventListener("input", function (ev) {
    if (ev.target.getAttribute("aria-invalid") === "true") clearError(ev.target);
  });
  form.addEventListener("change", function (ev) {
    if (ev.target.type === "checkbox" && ev.target.checked) clearError(ev.target);
  });

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    var bad = validate();
    if (bad) {
      (bad.type === "file" ? form.querySelector('label[for="candidate_resume"].careersite-button') : bad).focus();
      return;
    }
    var data = new FormData(form);
    submitBtn.disabled = true;
    submitBtn.textContent = submitBtn.getAttribute("data-disable-with") || "Sending…";
    fetch(form.getAttribute("action"), { method: "POST", body: data, headers: { Accept: "application/json" } })
      .then(function (r) {
        if (!r.ok) throw new Error("HTTP " + r.status);
        return r.json();
      })
      .then(function () {
        var title = form.getAttribute("data-job-title");
        var box = document.getElementById("application_container");
        box.innerHTML =
          '<div class="p-8 rounded-lg bg-company-secondary text-center" role="status">' +
          '<h2 class="font-company-header text-2xl font-semibold">Thank you for your application!</h2>' +
          '<p class="mt-3 text-company-muted">We have received your application for <strong></strong>. ' +
          'Our recruitment team will review it and get back to you as soon as possible.</p>' +
          '<a class="careersite-button careersite-button--secondary mt-6" href="/jobs">See all jobs</a></div>';
        box.querySelector("strong").textContent = title;
        document.title = "Thank you for your application! - Brightwater Energy";
        window.scrollTo(0, 0);
      })
      .catch(function () {
        submitBtn.disabled = false;
        submitBtn.textContent = "Send application";
        var p = form.querySelector(".form-submit-error") || document.createElement("p");
        p.className = "form-submit-error text-sm text-red-600";
        p.setAttribute("role", "alert");
        p.textContent = "Something went wrong. Please try again.";
        submitBtn.parentNode.appendChild(p);
      });
  });
})();
