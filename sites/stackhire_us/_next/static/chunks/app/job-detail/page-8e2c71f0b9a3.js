/* StackHire /job-detail page: the Easy Apply modal dialog (React Aria Modal-like), posting to /__submit/stackhire-apply.  build sh-2025.11.4 */
(function () {
  "use strict";
  var SH = window.__SH__;
  var esc = SH.esc;
  var JOB = JSON.parse(document.getElementById("job-detail-data").textContent);
  var opener = document.querySelector("[data-testid=easy-apply-button]");
  if (!opener) return;
  var FIELDS = [
    { name: "firstName", label: "First Name", type: "text", auto: "given-name" },
    { name: "lastName", label: "Last Name", type: "text", auto: "family-name" },
    { name: "email", label: "Email", type: "email", auto: "email" },
    { name: "phone", label: "Phone", type: "tel", auto: "tel" }
  ];
  var overlay = null;

  function field(f) {
    return '<div class="flex flex-col gap-1">' +
      '<label for="apply-' + f.name + '" class="text-sm font-semibold text-zinc-800">' + f.label + '<span aria-hidden="true" class="text-red-600">*</span></label>' +
      '<input id="apply-' + f.name + '" name="' + f.name + '" type="' + f.type + '" autocomplete="' + f.auto + '" required aria-required="true" aria-describedby="apply-' + f.name + '-error" ' +
      'class="rounded-lg border border-zinc-300 px-3 py-2">' +
      '<p id="apply-' + f.name + '-error" class="mb-0 text-sm text-red-600"></p></div>';
  }

  function open() {
    if (overlay) return;
    overlay = document.createElement("div");
    overlay.className = "fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4";
    overlay.setAttribute("data-testid", "modal-overlay");
    overlay.innerHTML =
      '<div role="dialog" aria-modal="true" aria-labelledby="apply-dialog-title" data-rac="" class="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl">' +
      '<div class="mb-4 flex items-start justify-between gap-4"><h2 id="apply-dialog-title" class="text-xl font-semibold">Apply to ' + esc(JOB.title) + "</h2>" +
      '<button type="button" aria-label="Close" data-testid="apply-close" class="rounded-full p-1 text-zinc-500 hover:bg-zinc-100"><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="M6 6l12 12M18 6 6 18"/></svg></button></div>' +
      '<div data-testid="apply-body"><form novalidate class="flex flex-col gap-4" data-testid="easy-apply-form">' +
      FIELDS.map(field).join("") +
      '<div class="flex flex-col gap-1"><label for="apply-resume" class="text-sm font-semibold text-zinc-800">Resume<span aria-hidden="true" class="text-red-600">*</span></label>' +
      '<input id="apply-resume" name="resume" type="file" accept=".pdf,.doc,.docx,.txt" required aria-required="true" aria-describedby="apply-resume-hint apply-resume-error" class="text-sm">' +
      '<p id="apply-resume-hint" class="mb-0 text-xs text-zinc-500">PDF, DOC or DOCX, up to 5 MB</p><p id="apply-resume-error" class="mb-0 text-sm text-red-600"></p></div>' +
      '<input type="hidden" name="jobId" value="' + esc(JOB.guid) + '"><input type="hidden" name="positionId" value="' + esc(JOB.id) + '">' +
      '<div class="flex justify-end gap-2 pt-2"><button type="button" data-testid="apply-cancel" class="rounded-full border border-zinc-300 px-5 py-2 font-semibold">Cancel</button>' +
      '<button type="submit" class="rounded-full bg-indigo-600 px-6 py-2 font-semibold text-white hover:bg-indigo-700">Submit</button></div>' +
      "</form></div></div>";
    document.body.appendChild(overlay);
    overlay.querySelector("#apply-firstName").focus();
    overlay.addEventListener("click", function (e) {
      if (e.target === overlay || e.target.closest("[data-testid=apply-close], [data-testid=apply-cancel], [data-testid=apply-done]")) close();
    });
    overlay.querySelector("form").addEventListener("submit", submit);
  }

  function close() {
    if (!overlay) return;
    overlay.parentNode.removeChild(overlay);
    overlay = null;
    opener.focus();
  }

  function setError(form, name, msg) {
    var input = form.elements[name];
    form.querySelector("#apply-" + name + "-error").textContent = msg || "";
    if (msg) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
    return !msg;
  }

  function submit(e) {
    e.preventDefault();
    var form = e.target;
    var ok = true;
    FIELDS.forEach(function (f) {
      var v = form.elements[f.name].value.trim();
      var msg = !v ? f.label + " is required" : "";
      if (!msg && f.name === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) msg = "Enter a valid email address";
      if (!msg && f.name === "phone" && v.replace(/\D/g, "").length < 10) msg = "Enter a valid phone number";
      ok = setError(form, f.name, msg) && ok;
    });
    ok = setError(form, "resume", form.elements.resume.files.length ? "" : "Resume is required") && ok;
    if (!ok) {
      var bad = form.querySelector("[aria-invalid=true]");
      if (bad) bad.focus();
      return;
    }
    var btn = form.querySelector("button[type=submit]");
    btn.disabled = true;
    btn.textContent = "Submitting…";
    fetch("/__submit/stackhire-apply", { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.json(); })
      .then(function () {
        overlay.querySelector("[data-testid=apply-body]").innerHTML =
          '<div role="status" class="flex flex-col items-start gap-3"><p class="mb-0 text-lg font-semibold text-emerald-600">Application submitted</p>' +
          '<p class="mb-0 text-sm text-zinc-700">Your application for ' + esc(JOB.title) + " has been sent. The employer will contact you by email.</p>" +
          '<button type="button" data-testid="apply-done" class="rounded-full bg-indigo-600 px-6 py-2 font-semibold text-white">Done</button></div>';
        opener.disabled = true;
        opener.lastChild.textContent = "Applied";
      })
      .catch(function () {
        btn.disabled = false;
        btn.textContent = "Submit";
        SH.toast("Something went wrong. Please try again.");
      });
  }

  opener.addEventListener("click", open);
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") close(); });
  if (new URLSearchParams(location.search).get("apply") === "easy") open();
})();
