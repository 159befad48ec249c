/* HirePath job detail page + Easy Apply (two-step) */
(function () {
  "use strict";
  var HP = window.HP, S = HP.state;
  var root = document.getElementById("__hp_root");
  var id = root.getAttribute("data-job-id");
  var job = S.jobs.filter(function (j) { return j.id === id; })[0];
  if (!job) { root.innerHTML = HP.header() + '<main class="hp-main"><h1>This job is no longer available</h1></main>' + HP.footer(); return; }
  var co = S.companies[job.company_slug] || null;

  function companyHtml() {
    if (job.company_kind === "confidential") return '<span class="jd-company" data-testid="jd-company">Confidential</span>';
    if (job.company_linked) return '<a class="jd-company" data-testid="jd-company" href="/company-profile/' + job.company_slug + '">' + HP.esc(job.company) + "</a>";
    return '<span class="jd-company" data-testid="jd-company">' + HP.esc(job.company) + "</span>";
  }
  function applyBtn() {
    if (job.easy_apply) return '<button type="button" class="hp-btn hp-btn--primary hp-btn--lg" id="jd-easy-apply" data-testid="jd-easy-apply">' + HP.icons.bolt + " Easy Apply</button>";
    return '<a class="hp-btn hp-btn--primary hp-btn--lg" data-testid="jd-apply-external" href="' + HP.esc(job.apply_url) + '" target="_blank" rel="noopener nofollow">Apply ' + HP.icons.ext + "</a>";
  }
  function field(name, label, type, extra) {
    return '<div class="ea-field"><label for="ea-' + name + '">' + label + ' <span class="ea-req" aria-hidden="true">*</span></label>' +
      '<input id="ea-' + name + '" name="' + name + '" type="' + type + '" required aria-required="true"' + (extra || "") + '><p class="ea-error" id="ea-' + name + '-err" role="alert" hidden></p></div>';
  }
  function yesNo(name, q) {
    return '<fieldset class="ea-field ea-radio" id="ea-' + name + '"><legend>' + q + ' <span class="ea-req" aria-hidden="true">*</span></legend>' +
      '<label><input type="radio" name="' + name + '" value="Yes" required> Yes</label><label><input type="radio" name="' + name + '" value="No"> No</label>' +
      '<p class="ea-error" id="ea-' + name + '-err" role="alert" hidden></p></fieldset>';
  }
  function formHtml() {
    return '<section class="ea-panel" id="easy-apply" aria-label="Easy Apply" hidden>' +
      '<h2 class="ea-title">Apply to ' + HP.esc(job.title) + '</h2><ol class="ea-steps"><li class="is-active" data-step-ind="1">Contact info</li><li data-step-ind="2">Resume &amp; questions</li></ol>' +
      '<form id="ea-form" novalidate enctype="multipart/form-data">' +
      '<input type="hidden" name="jobId" value="' + job.id + '">' +
      '<div class="ea-step" data-step="1"><p class="ea-hint">Fields marked * are required.</p>' +
      field("firstName", "First name", "text", ' autocomplete="given-name"') + field("lastName", "Last name", "text", ' autocomplete="family-name"') +
      field("email", "Email", "email", ' autocomplete="email"') + field("phone", "Phone", "tel", ' autocomplete="tel" placeholder="(312) 555-0100"') +
      '<div class="ea-actions"><button type="button" class="hp-btn hp-btn--primary" id="ea-next">Next</button></div></div>' +
      '<div class="ea-step" data-step="2" hidden>' +
      '<div class="ea-field"><label for="ea-resume">Resume <span class="ea-req" aria-hidden="true">*</span></label><input id="ea-resume" name="resume" type="file" accept=".pdf,.doc,.docx,.txt" required aria-required="true"><p class="ea-sub">PDF, DOC, DOCX or TXT, up to 5 MB</p><p class="ea-error" id="ea-resume-err" role="alert" hidden></p></div>' +
      yesNo("workAuthorization", "Are you legally authorized to work in the United States?") +
      yesNo("requiresSponsorship", "Will you now or in the future require sponsorship?") +
      '<div class="ea-actions"><button type="button" class="hp-btn hp-btn--ghost" id="ea-back">Back</button><button type="submit" class="hp-btn hp-btn--primary" id="ea-submit">Submit application</button></div></div>' +
      "</form></section>";
  }
  var d = job.desc;
  root.innerHTML = HP.header() +
    '<main class="hp-main jd" id="main"><nav class="jd-crumbs" aria-label="Breadcrumb"><a href="/search?q=web+developer&amp;l=Chicago%2C+IL">Web Developer jobs in Chicago, IL</a> <span aria-hidden="true">›</span> <span>' + HP.esc(job.title) + "</span></nav>" +
    '<article class="jd-card" data-job-id="' + job.id + '"><header class="jd-head">' +
    (job.logo ? '<img class="jd-logo" src="' + job.logo + '" alt="' + HP.esc(job.company) + '" width="64" height="64">' : "") +
    '<div><h1 class="jd-title" data-testid="jd-title">' + HP.esc(job.title) + "</h1>" +
    '<div class="jd-sub">' + companyHtml() + ' <span class="jd-dot" aria-hidden="true">·</span> <span class="jd-loc" data-testid="jd-location">' + HP.icons.pin + HP.esc(job.location) + "</span></div>" +
    '<div class="jd-pills">' + job.types.map(function (t) { return '<span class="pill">' + HP.esc(t) + "</span>"; }).join("") + "</div>" +
    (job.pay ? '<div class="jd-pay" data-testid="jd-pay">' + HP.icons.money + HP.esc(job.pay) + "</div>" : "") +
    '<div class="jd-age">' + HP.icons.clock + HP.esc(job.posted) + "</div></div>" +
    '<div class="jd-cta">' + applyBtn() + '<button type="button" class="hp-btn hp-btn--ghost" data-save aria-pressed="false" aria-label="Save job">' + HP.icons.bookmark + " Save</button></div></header>" +
    formHtml() +
    '<section class="jd-section"><h2>Job Description</h2><p>' + HP.esc(d.opener) + "</p><h3>What you'll do</h3><ul>" +
    d.duties.map(function (x) { return "<li>" + HP.esc(x) + "</li>"; }).join("") + "</ul><h3>What you bring</h3><ul>" +
    d.reqs.map(function (x) { return "<li>" + HP.esc(x) + "</li>"; }).join("") + "</ul>" +
    (job.company_kind === "agency" ? "<p><em>" + HP.esc(job.company) + " is an equal opportunity employer. This role is with one of our clients.</em></p>" : "<p><em>We are an equal opportunity employer.</em></p>") +
    "</section>" +
    '<section class="jd-section"><h2>Skills</h2><ul class="jd-skills">' + job.skills.map(function (s) { return '<li class="chip">' + HP.esc(s) + "</li>"; }).join("") + "</ul></section>" +
    (co && !co.agency && job.company_kind !== "confidential" ? '<section class="jd-section jd-about"><h2>About ' + HP.esc(co.name) + "</h2><p>" + HP.esc(co.industry) + " · " + HP.esc(co.size) + " employees</p></section>" : "") +
    "</article></main>" + HP.footer();
  HP.bindSave(root);
  HP.consent();

  if (!job.easy_apply) return;
  var panel = document.getElementById("easy-apply");
  var form = document.getElementById("ea-form");
  document.getElementById("jd-easy-apply").addEventListener("click", function () {
    panel.hidden = false;
    document.getElementById("ea-firstName").focus();
  });
  function err(name, msg) {
    var p = document.getElementById("ea-" + name + "-err");
    if (!p) return;
    p.textContent = msg || "";
    p.hidden = !msg;
    var inp = document.getElementById("ea-" + name);
    if (inp && inp.tagName === "INPUT") inp.setAttribute("aria-invalid", msg ? "true" : "false");
  }
  function checkStep1() {
    var ok = true;
    ["firstName", "lastName", "email", "phone"].forEach(function (n) {
      var v = form.elements[n].value.trim();
      var m = "";
      if (!v) m = "This field is required";
      else if (n === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) m = "Enter a valid email address";
      else if (n === "phone" && v.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "").length !== 10) m = "Enter a valid phone number";
      err(n, m);
      if (m) ok = false;
    });
    return ok;
  }
  function checkStep2() {
    var ok = true;
    var f = form.elements.resume.files;
    err("resume", f && f.length ? "" : "This field is required");
    if (!(f && f.length)) ok = false;
    ["workAuthorization", "requiresSponsorship"].forEach(function (n) {
      var v = form.querySelector('input[name="' + n + '"]:checked');
      err(n, v ? "" : "This field is required");
      if (!v) ok = false;
    });
    return ok;
  }
  function show(step) {
    form.querySelectorAll(".ea-step").forEach(function (s) { s.hidden = s.getAttribute("data-step") !== String(step); });
    panel.querySelectorAll("[data-step-ind]").forEach(function (s) { s.classList.toggle("is-active", s.getAttribute("data-step-ind") === String(step)); });
  }
  document.getElementById("ea-next").addEventListener("click", function () { if (checkStep1()) show(2); });
  document.getElementById("ea-back").addEventListener("click", function () { show(1); });
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    if (!checkStep2()) return;
    var btn = document.getElementById("ea-submit");
    btn.disabled = true;
    btn.textContent = "Submitting…";
    fetch("/__submit/hirepath-apply", { method: "POST", body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
      .then(function () {
        panel.innerHTML = '<div class="ea-done" role="status" data-testid="ea-success"><h2>Your application has been submitted</h2><p>' + HP.esc(job.company === "Confidential" ? "The employer" : job.company) + " will contact you at the email you provided if your profile is a match.</p></div>";
        var b = document.getElementById("jd-easy-apply");
        b.disabled = true;
        b.textContent = "Applied";
      })
      .catch(function () {
        btn.disabled = false;
        btn.textContent = "Submit application";
        HP.toast("Something went wrong. Please try again.");
      });
  });
})();
