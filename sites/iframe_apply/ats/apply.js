/* HireLoop embedded application form: fills the job from ?job=<id>, validates on submit, posts JSON. */
(function () {
  "use strict";

  var FORM_NAME = "hireloop-apply";
  var jobs = window.HIRELOOP_JOBS || {};
  var jobId = new URLSearchParams(window.location.search).get("job") || "";
  var job = Object.prototype.hasOwnProperty.call(jobs, jobId) ? jobs[jobId] : null;

  var form = document.getElementById("hl-form");
  var summary = document.getElementById("hl-summary");
  var titleEl = document.getElementById("hl-job-title");
  var metaEl = document.getElementById("hl-job-meta");
  var submitBtn = document.getElementById("hl-submit");

  if (!job) {
    titleEl.textContent = "Job not found";
    document.title = "Job not found | HireLoop";
    document.getElementById("hl-missing").hidden = false;
    return;
  }

  titleEl.textContent = job.title;
  metaEl.textContent = job.location + " \u00b7 " + job.job_type;
  document.title = "Apply for " + job.title + " | HireLoop";
  document.getElementById("job_id").value = jobId;
  form.hidden = false;

  var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  function val(id) { return document.getElementById(id).value.trim(); }
  function radioValue(name) {
    var checked = form.querySelector('input[name="' + name + '"]:checked');
    return checked ? checked.value : "";
  }

  // Each required check: the key of its error element, the controls it marks, and the message (or "" when fine).
  var CHECKS = [
    { key: "first_name", controls: ["first_name"], test: function () { return val("first_name") ? "" : "First name is required"; } },
    { key: "last_name", controls: ["last_name"], test: function () { return val("last_name") ? "" : "Last name is required"; } },
    { key: "email", controls: ["email"], test: function () {
        var v = val("email");
        if (!v) return "Email address is required";
        return EMAIL_RE.test(v) ? "" : "Please enter a valid email address";
      } },
    { key: "resume", controls: ["resume"], test: function () {
        return document.getElementById("resume").files.length ? "" : "Please upload your resume";
      } },
    { key: "over_18", controls: ["over_18_yes", "over_18_no"], test: function () {
        return radioValue("over_18") ? "" : "Please tell us whether you are at least 18 years old";
      } },
    { key: "privacy", controls: ["privacy"], test: function () {
        return document.getElementById("privacy").checked ? "" : "Please confirm you have read the privacy notice";
      } }
  ];

  function setError(check, message) {
    var errEl = document.getElementById(check.key + "-error");
    errEl.textContent = message;
    errEl.hidden = !message;
    check.controls.forEach(function (id) {
      var el = document.getElementById(id);
      if (message) {
        el.setAttribute("aria-invalid", "true");
        el.setAttribute("aria-describedby", errEl.id);
      } else {
        el.removeAttribute("aria-invalid");
        el.removeAttribute("aria-describedby");
      }
    });
  }

  function showSummary(text) {
    summary.textContent = "";
    summary.hidden = !text;
    if (text) {
      // (re)inserting the text lets screen readers announce the alert again
      var p = document.createElement("p");
      p.style.margin = "0";
      p.textContent = text;
      summary.appendChild(p);
    }
  }

  function validate() {
    var firstInvalid = null;
    var count = 0;
    CHECKS.forEach(function (check) {
      var message = check.test();
      setError(check, message);
      if (message) {
        count += 1;
        if (!firstInvalid) firstInvalid = document.getElementById(check.controls[0]);
      }
    });
    if (count) {
      showSummary("Please correct the " + count + (count === 1 ? " error" : " errors") + " below.");
      if (firstInvalid) firstInvalid.focus();
    } else {
      showSummary("");
    }
    return count === 0;
  }

  function readBase64(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () {
        var result = String(reader.result || "");
        var comma = result.indexOf(",");
        resolve(comma >= 0 ? result.slice(comma + 1) : "");
      };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }

  function showConfirmation(firstName) {
    var panel = document.createElement("div");
    panel.className = "hl-confirm";
    panel.id = "hl-confirm";
    panel.setAttribute("role", "status");
    var h = document.createElement("h2");
    h.textContent = "Application received";
    h.tabIndex = -1;
    var p = document.createElement("p");
    p.textContent = "Thank you, " + firstName + ". Your application for " + job.title + " has been submitted.";
    panel.appendChild(h);
    panel.appendChild(p);
    showSummary("");
    form.replaceWith(panel);
    h.focus();
  }

  var sending = false;
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (sending) return;
    if (!validate()) return;
    sending = true;
    submitBtn.disabled = true;
    submitBtn.textContent = "Submitting\u2026";
    var file = document.getElementById("resume").files[0];
    var payload = null;
    readBase64(file).then(function (b64) {
      payload = {
        job_id: jobId,
        first_name: val("first_name"),
        last_name: val("last_name"),
        email: val("email"),
        phone: val("phone"),
        linkedin: val("linkedin"),
        over_18: radioValue("over_18"),
        start_date: document.getElementById("start_date").value,
        privacy: "yes",
        resume_filename: file.name,
        resume_base64: b64
      };
      return fetch("/__submit/" + FORM_NAME, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept": "application/json" },
        body: JSON.stringify(payload)
      });
    }).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    }).then(function (data) {
      if (!data || data.ok !== true) throw new Error("not accepted");
      showConfirmation(payload.first_name);
    }).catch(function () {
      sending = false;
      submitBtn.disabled = false;
      submitBtn.textContent = "Submit application";
      showSummary("Something went wrong while sending your application. Please try again.");
    });
  });
})();
