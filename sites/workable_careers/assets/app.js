/* Workable-style careers SPA for "Tessellate Games" (apply.workable.com look-alike).
   History-API routes:
     /tessellate                      careers page (search, filters, Show more)
     /tessellate/j/<SHORTCODE>/       job page
     /tessellate/j/<SHORTCODE>/apply/ application form (JSON POST /__submit/workable-application)
*/
(function () {
  "use strict";

  var DATA = null;
  var SLUG = "tessellate";
  var app = document.getElementById("app");

  // ---------- helpers ----------
  function esc(s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function $(sel, root) { return (root || document).querySelector(sel); }
  function $$(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }

  var ICONS = {
    workplace: '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 14V6l6-4 6 4v8h-4v-4H6v4H2z"/></svg>',
    location: '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"/></svg>',
    department: '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M6 2h4a1 1 0 0 1 1 1v1h3a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V3a1 1 0 0 1 1-1zm0 2h4V3H6v1z"/></svg>',
    type: '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path fill="currentColor" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm.75 7.19 2.53 2.53-1.06 1.06L7.25 8.81V4h1.5v4.19z"/></svg>',
    search: '<svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7.5 1a6.5 6.5 0 0 1 5.2 10.4l4 4-1.3 1.3-4-4A6.5 6.5 0 1 1 7.5 1zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z"/></svg>',
    caret: '<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false"><path fill="currentColor" d="M2 5l5 5 5-5z"/></svg>',
    check: '<svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false"><circle cx="28" cy="28" r="28" fill="#e7f7ee"/><path d="M17 29l7 7 15-16" stroke="#1f9d55" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>'
  };

  var LOGO = '<svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">' +
    '<rect width="36" height="36" rx="8" fill="#2b1a6b"/>' +
    '<path d="M18 5l11 6.5v13L18 31 7 24.5v-13z" fill="#8f6bff"/><path d="M18 5l11 6.5L18 18 7 11.5z" fill="#c9b8ff"/>' +
    '<path d="M18 18l11-6.5v13L18 31z" fill="#5b2ee6"/></svg>';

  function header() {
    var a = DATA.account;
    return '<header class="styles--2Ik9B" data-ui="header"><div class="styles--3hUYO">' +
      '<a class="styles--1DGbp" href="/' + SLUG + '" data-ui="company-logo" aria-label="' + esc(a.name) + ' careers home">' + LOGO +
      '<span>' + esc(a.name) + '</span></a>' +
      '<a class="styles--3XZ5w" href="' + esc(a.website) + '" data-ui="company-website" rel="noopener" target="_blank">View website</a>' +
      '</div></header>';
  }
  function footer() {
    return '<footer class="styles--1z6Ds" data-ui="footer"><div><span>&copy; ' + esc(DATA.account.name) +
      '</span><span><a href="https://www.workable.com/privacy" rel="noopener" target="_blank">Privacy</a> &middot; ' +
      '<a href="https://www.workable.com/" rel="noopener" target="_blank">Powered by Workable</a></span></div></footer>';
  }

  function metaLine(job) {
    return '<div class="styles--2TdnI" data-ui="job-details">' +
      '<span>' + ICONS.workplace + '<span data-ui="job-workplace">' + esc(job.workplace) + '</span></span>' +
      '<span>' + ICONS.location + '<span data-ui="job-location">' + esc(job.location) + '</span></span>' +
      '<span>' + ICONS.department + '<span data-ui="job-department">' + esc(job.department) + '</span></span>' +
      '<span>' + ICONS.type + '<span data-ui="job-type">' + esc(job.type) + '</span></span>' +
      '</div>';
  }

  function findJob(code) {
    for (var i = 0; i < DATA.jobs.length; i++) if (DATA.jobs[i].shortcode === code) return DATA.jobs[i];
    return null;
  }

  // ---------- careers page ----------
  var FILTERS = [
    { key: "location", id: "locations-filter", ui: "location-filter", label: "Location" },
    { key: "department", id: "departments-filter", ui: "department-filter", label: "Department" },
    { key: "worktype", id: "worktypes-filter", ui: "worktype-filter", label: "Work type" }
  ];
  var state = null;
  var searchTimer = null;

  function filterOptions(key) {
    var list = DATA.filters[key];
    return list.map(function (o) { return typeof o === "string" ? { value: o, label: o } : o; });
  }

  function readState() {
    var p = new URLSearchParams(location.search);
    var s = { query: p.get("query") || "", location: [], department: [], worktype: [], shown: DATA.page_size };
    FILTERS.forEach(function (f) {
      var valid = filterOptions(f.key).map(function (o) { return o.value; });
      s[f.key] = p.getAll(f.key).filter(function (v) { return valid.indexOf(v) >= 0; });
    });
    return s;
  }

  function writeState() {
    var p = new URLSearchParams();
    if (state.query.trim()) p.set("query", state.query.trim());
    FILTERS.forEach(function (f) { state[f.key].forEach(function (v) { p.append(f.key, v); }); });
    var qs = p.toString();
    history.replaceState(history.state, "", "/" + SLUG + (qs ? "?" + qs : ""));
  }

  function matches(job) {
    var q = state.query.trim().toLowerCase();
    if (q && job.title.toLowerCase().indexOf(q) < 0) return false;
    if (state.location.length && state.location.indexOf(job.location) < 0) return false;
    if (state.department.length && state.department.indexOf(job.department) < 0) return false;
    if (state.worktype.length && state.worktype.indexOf(job.worktype) < 0) return false;
    return true;
  }

  function jobRow(job) {
    var tid = "job-title-" + job.shortcode;
    return '<li class="styles--1vo9F" data-ui="job" data-id="' + esc(job.shortcode) + '">' +
      '<a class="styles--1OnOt2" href="/' + SLUG + '/j/' + esc(job.shortcode) + '/" aria-labelledby="' + tid + '" tabindex="0">' +
      '<div class="styles--3TJHk"><h3 data-ui="job-title" id="' + tid + '"><span>' + esc(job.title) + '</span></h3>' +
      '<small class="styles--1-YYC" data-ui="job-posted">' + esc(job.posted) + '</small></div>' +
      metaLine(job) + '</a></li>';
  }

  function comboboxHtml(f) {
    var opts = filterOptions(f.key).map(function (o, i) {
      return '<li role="option" id="' + f.id + '_option_' + i + '" value="' + esc(o.value) + '" data-value="' + esc(o.value) +
        '" aria-selected="false" data-ui="' + f.ui + '-option"><input type="checkbox" tabindex="-1" aria-hidden="true"><span>' +
        esc(o.label) + '</span></li>';
    }).join("");
    return '<div class="styles--23-0c" data-ui="' + f.ui + '">' +
      '<input type="text" readonly role="combobox" id="' + f.id + '_input" aria-label="' + f.label + '" placeholder="' + f.label +
      '" aria-haspopup="listbox" aria-expanded="false" aria-controls="' + f.id + '_listbox" autocomplete="off" value="">' +
      '<span class="styles--2c-u0">' + ICONS.caret + '</span>' +
      '<ul role="listbox" id="' + f.id + '_listbox" aria-label="' + f.label + '" aria-multiselectable="true" hidden>' + opts + '</ul>' +
      '</div>';
  }

  function renderCareers() {
    document.title = DATA.account.name + " - Current openings";
    state = readState();
    var a = DATA.account;
    app.innerHTML = header() +
      '<div class="styles--1bMFL" data-ui="company-hero"><div class="styles--2TdGW"><h1 data-ui="company-name">' + esc(a.name) +
      '</h1><p>' + esc(a.tagline) + '</p></div></div>' +
      '<main class="styles--3pBhV" data-ui="careers-page">' +
      '<section data-ui="company-description"><h2>About us</h2><p class="styles--2s1cN">' + esc(a.about) + '</p></section>' +
      '<section id="jobs" data-ui="jobs-section"><h2 data-ui="jobs-title">Current openings</h2>' +
      '<div class="styles--2yzmI" data-ui="filters">' +
      '<div class="styles--3rLwS">' + ICONS.search +
      '<input type="text" data-ui="search-input" id="search-input" name="search" placeholder="Search" aria-label="Search" autocomplete="off" value="' +
      esc(state.query) + '"></div>' +
      FILTERS.map(comboboxHtml).join("") +
      '</div>' +
      '<div class="styles--1LsN-" data-ui="jobs-summary"><span data-ui="jobs-count" aria-live="polite"></span>' +
      '<a href="/' + SLUG + '" data-ui="clear-filters" hidden>Clear filters</a></div>' +
      '<ul class="styles--3Jt4x" data-ui="list"></ul>' +
      '<div class="styles--3cr3v" data-ui="load-more"></div>' +
      '</section></main>' + footer();

    var input = $("input[data-ui=search-input]");
    input.addEventListener("input", function () {
      clearTimeout(searchTimer);
      searchTimer = setTimeout(function () { state.query = input.value; state.shown = DATA.page_size; writeState(); updateList(); }, 250);
    });
    input.addEventListener("keydown", function (e) {
      if (e.key === "Enter") {
        e.preventDefault(); clearTimeout(searchTimer);
        state.query = input.value; state.shown = DATA.page_size; writeState(); updateList();
      }
    });
    FILTERS.forEach(setupCombobox);
    $("a[data-ui=clear-filters]").addEventListener("click", function (e) {
      e.preventDefault(); e.stopPropagation();
      state = { query: "", location: [], department: [], worktype: [], shown: DATA.page_size };
      input.value = ""; writeState(); updateList();
    });
    updateList();
  }

  function setupCombobox(f) {
    var root = $("[data-ui=" + f.ui + "]");
    var input = $("input[role=combobox]", root);
    var lb = $("ul[role=listbox]", root);
    var opts = $$("li[role=option]", lb);
    var active = -1;

    function setActive(i) {
      opts.forEach(function (o) { o.classList.remove("styles--focused"); });
      active = i;
      if (i >= 0 && opts[i]) {
        opts[i].classList.add("styles--focused");
        input.setAttribute("aria-activedescendant", opts[i].id);
        opts[i].scrollIntoView({ block: "nearest" });
      } else input.removeAttribute("aria-activedescendant");
    }
    function open() {
      closeAllCombos(f.ui);
      lb.hidden = false; input.setAttribute("aria-expanded", "true");
    }
    function close() { lb.hidden = true; input.setAttribute("aria-expanded", "false"); setActive(-1); }
    root._close = close;
    function toggle(i) {
      var v = opts[i].getAttribute("data-value");
      var sel = state[f.key];
      var k = sel.indexOf(v);
      if (k >= 0) sel.splice(k, 1); else sel.push(v);
      state.shown = DATA.page_size;
      writeState(); updateList();
    }
    input.addEventListener("click", function () { if (lb.hidden) open(); else close(); });
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown") { e.preventDefault(); if (lb.hidden) open(); setActive(Math.min(active + 1, opts.length - 1)); }
      else if (e.key === "ArrowUp") { e.preventDefault(); if (lb.hidden) open(); setActive(Math.max(active - 1, 0)); }
      else if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        if (lb.hidden) open(); else if (active >= 0) toggle(active); else close();
      } else if (e.key === "Escape" || e.key === "Tab") close();
    });
    opts.forEach(function (o, i) {
      o.addEventListener("mousedown", function (e) { e.preventDefault(); });
      o.addEventListener("click", function (e) { e.preventDefault(); setActive(i); toggle(i); input.focus(); });
    });
  }

  function closeAllCombos(except) {
    FILTERS.forEach(function (f) {
      if (f.ui === except) return;
      var r = $("[data-ui=" + f.ui + "]");
      if (r && r._close) r._close();
    });
  }

  document.addEventListener("mousedown", function (e) {
    if (!e.target.closest || !e.target.closest(".styles--23-0c")) closeAllCombos(null);
  });

  function updateList() {
    var list = $("ul[data-ui=list]");
    if (!list) return;
    // filter controls reflect state
    FILTERS.forEach(function (f) {
      var root = $("[data-ui=" + f.ui + "]");
      var sel = state[f.key];
      var labels = [];
      $$("li[role=option]", root).forEach(function (o) {
        var on = sel.indexOf(o.getAttribute("data-value")) >= 0;
        o.setAttribute("aria-selected", on ? "true" : "false");
        $("input", o).checked = on;
        if (on) labels.push($("span", o).textContent);
      });
      var inp = $("input[role=combobox]", root);
      inp.value = labels.length === 0 ? "" : labels.length === 1 ? labels[0] : f.label + " (" + labels.length + ")";
      inp.title = labels.join("; ");
    });
    var hits = DATA.jobs.filter(matches);
    var shown = hits.slice(0, state.shown);
    var filtered = !!(state.query.trim() || state.location.length || state.department.length || state.worktype.length);
    list.innerHTML = shown.map(jobRow).join("");
    if (!hits.length) {
      list.innerHTML = '<li class="styles--39Bwn" data-ui="no-results">No jobs found. Try a different search or clear the filters.</li>';
    }
    $("[data-ui=jobs-count]").textContent = hits.length === 1 ? "1 job" : hits.length + " jobs";
    $("a[data-ui=clear-filters]").hidden = !filtered;
    var more = $("[data-ui=load-more]");
    if (hits.length > shown.length) {
      more.innerHTML = '<button type="button" data-ui="load-more-button" class="styles--2tDhx">Show more</button>';
      $("button", more).addEventListener("click", function () {
        state.shown += DATA.page_size;
        var before = $$("li[data-ui=job]", list).length;
        updateList();
        var first = $$("li[data-ui=job] > a", list)[before];
        if (first) first.focus({ preventScroll: true });
      });
    } else {
      more.innerHTML = "";
    }
  }

  // ---------- job page ----------
  function jobHead(job, tab) {
    var base = "/" + SLUG + "/j/" + job.shortcode + "/";
    return '<a class="styles--Dg1Bv" href="/' + SLUG + '" data-ui="back-to-jobs">&larr; View all jobs</a>' +
      '<div class="styles--2O4aL"><div>' +
      '<h1 data-ui="job-title">' + esc(job.title) + '</h1>' + metaLine(job) +
      (job.salary ? '<p class="styles--3AOGa" data-ui="job-salary">Salary: <strong data-ui="salary">' + esc(job.salary) + '</strong></p>' : '') +
      '<p class="styles--3AOGa" data-ui="job-posted">' + esc(job.posted) + '</p>' +
      '</div>' +
      (tab === "overview" ? '<a href="' + base + 'apply/" data-ui="apply-button">Apply for this job</a>' : '') +
      '</div>' +
      '<nav class="styles--1rKW9" role="tablist" data-ui="job-tabs">' +
      '<a href="' + base + '" role="tab" data-ui="overview-tab" aria-selected="' + (tab === "overview") + '">Overview</a>' +
      '<a href="' + base + 'apply/" role="tab" data-ui="application-form-tab" aria-selected="' + (tab === "apply") + '">Application</a>' +
      '</nav>';
  }

  function renderJob(job) {
    document.title = job.title + " - " + DATA.account.name;
    var li = function (arr) { return "<ul>" + arr.map(function (x) { return "<li>" + esc(x) + "</li>"; }).join("") + "</ul>"; };
    app.innerHTML = header() +
      '<main class="styles--2-Ssu" data-ui="job-page" data-id="' + esc(job.shortcode) + '">' + jobHead(job, "overview") +
      '<section data-ui="job-description"><h2>Description</h2>' +
      job.description.map(function (p) { return "<p>" + esc(p) + "</p>"; }).join("") +
      "<p><strong>What you'll do</strong></p>" + li(job.responsibilities) + '</section>' +
      '<section data-ui="job-requirements"><h2>Requirements</h2>' + li(job.requirements) + '</section>' +
      '<section data-ui="job-benefits"><h2>Benefits</h2>' + li(job.benefits) + '</section>' +
      '<div class="styles--1OnOt"><a href="/' + SLUG + '/j/' + esc(job.shortcode) + '/apply/" data-ui="overview-apply-now">Apply for this job</a></div>' +
      '</main>' + footer();
  }

  // ---------- application ----------
  var RTW = null;

  function req() { return '<strong aria-hidden="true">*</strong>'; }
  function textField(name, label, type, required, autocomplete) {
    return '<div class="styles--3aPD-" data-ui="' + name + '-field">' +
      '<label for="' + name + '"><span>' + label + '</span>' + (required ? req() : '') + '</label>' +
      '<input type="' + type + '" id="' + name + '" name="' + name + '" data-ui="' + name + '"' +
      (autocomplete ? ' autocomplete="' + autocomplete + '"' : '') +
      (required ? ' required aria-required="true"' : '') + '>' +
      '</div>';
  }

  function renderApply(job) {
    document.title = job.title + " - " + DATA.account.name;
    RTW = DATA.form.rtw_question;
    app.innerHTML = header() +
      '<main class="styles--2-Ssu" data-ui="job-page" data-id="' + esc(job.shortcode) + '">' + jobHead(job, "apply") +
      '<div data-ui="application">' +
      '<form data-ui="application-form" novalidate autocomplete="on">' +
      '<p class="styles--2Rb2S" data-ui="form-error" role="alert" hidden></p>' +
      '<div class="styles--3vx7O" data-ui="personal-information-section"><h2>Personal information</h2>' +
      textField("firstname", "First name", "text", true, "given-name") +
      textField("lastname", "Last name", "text", true, "family-name") +
      textField("email", "Email", "email", true, "email") +
      textField("headline", "Headline", "text", false, "organization-title") +
      textField("phone", "Phone", "tel", true, "tel") +
      textField("address", "Address", "text", false, "street-address") +
      '</div>' +
      '<div class="styles--3vx7O" data-ui="profile-section"><h2>Profile</h2>' +
      '<div class="styles--3aPD-" data-ui="resume-field">' +
      '<label for="resume" id="resume-label"><span>Resume</span>' + req() + '</label>' +
      '<div class="styles--2wHmn" data-ui="resume-dropzone">' +
      '<input type="file" id="resume" name="resume" data-ui="resume" class="styles--vh" accept=".pdf,.doc,.docx,.odt,.rtf,.txt" required aria-required="true">' +
      '<span data-ui="resume-empty"><button type="button" data-ui="upload-button" aria-describedby="resume-label">Upload a file</button> or drag and drop here</span>' +
      '<span class="styles--fname" data-ui="resume-file" hidden></span>' +
      '</div><div class="styles--3AOGa">Accepted files: PDF, DOC, DOCX, ODT, RTF, TXT up to 5MB</div>' +
      '</div>' +
      '<div class="styles--3aPD-" data-ui="cover_letter-field">' +
      '<label for="cover_letter"><span>Cover letter</span></label>' +
      '<textarea id="cover_letter" name="cover_letter" data-ui="cover_letter"></textarea></div>' +
      '</div>' +
      '<div class="styles--3vx7O" data-ui="details-section"><h2>Details</h2>' +
      '<div class="styles--3aPD-" data-ui="' + RTW + '-field">' +
      '<span class="styles--1_K1S" id="' + RTW + '-label"><span>Do you have the right to work in the country of this job?</span>' + req() + '</span>' +
      '<div class="styles--1b8Xm" role="radiogroup" aria-labelledby="' + RTW + '-label" aria-required="true" data-ui="' + RTW + '">' +
      '<label><input type="radio" name="' + RTW + '" id="' + RTW + '_yes" value="Yes" required><span>Yes</span></label>' +
      '<label><input type="radio" name="' + RTW + '" id="' + RTW + '_no" value="No"><span>No</span></label>' +
      '</div></div>' +
      '</div>' +
      '<div class="styles--3aPD- styles--2fDXo" data-ui="gdpr-field">' +
      '<label for="gdpr"><input type="checkbox" id="gdpr" name="gdpr" data-ui="gdpr" value="true" required aria-required="true">' +
      '<span>I agree to the processing of my data</span>' + req() + '</label>' +
      '<div class="styles--3AOGa">' + esc(DATA.account.name) + ' will process your personal data to evaluate your application. ' +
      'See our <a href="https://www.workable.com/privacy" rel="noopener" target="_blank">privacy notice</a>.</div>' +
      '</div>' +
      '<div style="margin-top:28px"><button type="submit" data-ui="apply-button">Submit application</button></div>' +
      '</form></div></main>' + footer();
    wireForm(job);
  }

  function setError(fieldRoot, control, msg) {
    var id = (control.id || control.getAttribute("data-ui")) + "-error";
    var el = document.getElementById(id);
    if (msg) {
      if (!el) {
        el = document.createElement("span");
        el.className = "styles--1Ywvt"; el.id = id; el.setAttribute("data-ui", "error"); el.setAttribute("role", "alert");
        fieldRoot.appendChild(el);
      }
      el.textContent = msg;
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", id);
    } else {
      if (el) el.remove();
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }

  function wireForm(job) {
    var form = $("form[data-ui=application-form]");
    var file = $("#resume");
    var drop = $("[data-ui=resume-dropzone]");
    var chosen = null;

    function showFile() {
      var empty = $("[data-ui=resume-empty]"), box = $("[data-ui=resume-file]");
      if (chosen) {
        empty.hidden = true; box.hidden = false;
        box.innerHTML = '<span>' + esc(chosen.name) + '</span><button type="button" aria-label="Remove file" data-ui="remove-file">&times;</button>';
        $("button", box).addEventListener("click", function () { chosen = null; file.value = ""; showFile(); });
        setError($("[data-ui=resume-field]"), drop, null);
      } else { empty.hidden = false; box.hidden = true; box.innerHTML = ""; }
    }
    $("[data-ui=upload-button]").addEventListener("click", function () { file.click(); });
    file.addEventListener("change", function () { chosen = file.files && file.files[0] ? file.files[0] : null; showFile(); });
    drop.addEventListener("dragover", function (e) { e.preventDefault(); drop.classList.add("styles--drag"); });
    drop.addEventListener("dragleave", function () { drop.classList.remove("styles--drag"); });
    drop.addEventListener("drop", function (e) {
      e.preventDefault(); drop.classList.remove("styles--drag");
      if (e.dataTransfer.files && e.dataTransfer.files[0]) { chosen = e.dataTransfer.files[0]; showFile(); }
    });

    var textReq = ["firstname", "lastname", "email", "phone"];
    function validate() {
      var firstBad = null;
      function bad(root, ctl, msg, focusEl) { setError(root, ctl, msg); if (msg && !firstBad) firstBad = focusEl || ctl; }
      textReq.forEach(function (n) {
        var el = $("#" + n), root = el.closest(".styles--3aPD-");
        var v = el.value.trim();
        if (!v) bad(root, el, "This field is required");
        else if (n === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) bad(root, el, "Please enter a valid email address");
        else if (n === "phone" && !/^\+?[0-9 ().-]{6,}$/.test(v)) bad(root, el, "Please enter a valid phone number");
        else setError(root, el, null);
      });
      bad($("[data-ui=resume-field]"), drop, chosen ? null : "This field is required", $("[data-ui=upload-button]"));
      var rg = $("[data-ui=" + RTW + "]");
      var picked = $("input[name=" + RTW + "]:checked");
      bad($("[data-ui=" + RTW + "-field]"), rg, picked ? null : "This field is required", $("#" + RTW + "_yes"));
      var g = $("#gdpr");
      bad($("[data-ui=gdpr-field]"), g, g.checked ? null : "This field is required");
      return firstBad;
    }
    ["firstname", "lastname", "email", "phone"].forEach(function (n) {
      $("#" + n).addEventListener("input", function () {
        if (this.getAttribute("aria-invalid") === "true" && this.value.trim()) setError(this.closest(".styles--3aPD-"), this, null);
      });
    });
    $$("input[name=" + RTW + "]").forEach(function (r) {
      r.addEventListener("change", function () { setError($("[data-ui=" + RTW + "-field]"), $("[data-ui=" + RTW + "]"), null); });
    });
    $("#gdpr").addEventListener("change", function () { if (this.checked) setError($("[data-ui=gdpr-field]"), this, null); });

    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var formErr = $("[data-ui=form-error]");
      var bad = validate();
      if (bad) {
        formErr.hidden = false; formErr.textContent = "Please fix the errors below and submit again.";
        bad.focus();
        return;
      }
      formErr.hidden = true;
      var btn = $("button[data-ui=apply-button]");
      btn.disabled = true; btn.textContent = "Submitting...";
      var reader = new FileReader();
      reader.onload = function () {
        var b64 = String(reader.result).replace(/^data:[^,]*,/, "");
        var payload = {
          shortcode: job.shortcode,
          job_title: job.title,
          firstname: $("#firstname").value.trim(),
          lastname: $("#lastname").value.trim(),
          email: $("#email").value.trim(),
          headline: $("#headline").value.trim(),
          phone: $("#phone").value.trim(),
          address: $("#address").value.trim(),
          resume: { name: chosen.name, size: chosen.size, type: chosen.type || "application/octet-stream", data: b64 },
          cover_letter: $("#cover_letter").value,
          gdpr: $("#gdpr").checked
        };
        payload[RTW] = $("input[name=" + RTW + "]:checked").value;
        fetch("/__submit/" + DATA.form.name, {
          method: "POST", headers: { "Content-Type": "application/json", "Accept": "application/json" },
          body: JSON.stringify(payload)
        }).then(function (r) { return r.json().then(function (j) { if (!r.ok || !j.ok) throw new Error("failed"); return j; }); })
          .then(function () {
            $("[data-ui=application]").innerHTML =
              '<div class="styles--3JqXO" data-ui="application-success" role="status">' + ICONS.check +
              '<h2>Thank you for applying!</h2><p>Your application for <strong>' + esc(job.title) + '</strong> has been received. ' +
              esc(DATA.account.name) + ' will review it and get back to you.</p>' +
              '<p><a href="/' + SLUG + '" data-ui="back-to-jobs">View all jobs</a></p></div>';
            window.scrollTo(0, 0);
          })
          .catch(function () {
            btn.disabled = false; btn.textContent = "Submit application";
            formErr.hidden = false; formErr.textContent = "Something went wrong. Please try again.";
          });
      };
      reader.readAsDataURL(chosen);
    });
  }

  // ---------- not found ----------
  function renderNotFound() {
    document.title = "Page not found - " + DATA.account.name;
    app.innerHTML = header() + '<main class="styles--2-Ssu" data-ui="not-found"><h1>Page not found</h1>' +
      '<p>The job you are looking for is no longer available.</p><p><a href="/' + SLUG + '">View all jobs</a></p></main>' + footer();
  }

  // ---------- router ----------
  function route() {
    var path = location.pathname;
    if (path === "/" || path === "/index.html" || path === "/" + SLUG + "/") {
      history.replaceState(null, "", "/" + SLUG + location.search);
      path = "/" + SLUG;
    }
    if (path === "/" + SLUG) return renderCareers();
    var m = path.match(new RegExp("^/" + SLUG + "/j/([A-Za-z0-9]+)(/apply)?/?$"));
    if (m) {
      var want = "/" + SLUG + "/j/" + m[1] + "/" + (m[2] ? "apply/" : "");
      if (path !== want) history.replaceState(null, "", want);
      var job = findJob(m[1]);
      if (!job) return renderNotFound();
      return m[2] ? renderApply(job) : renderJob(job);
    }
    renderNotFound();
  }

  function navigate(href) {
    history.pushState(null, "", href);
    route();
    window.scrollTo(0, 0);
  }

  document.addEventListener("click", function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var a = e.target.closest && e.target.closest("a[href]");
    if (!a || a.target) return;
    var href = a.getAttribute("href");
    if (!href || href.charAt(0) !== "/" || href.indexOf("//") === 0) return;
    e.preventDefault();
    navigate(href);
  });
  window.addEventListener("popstate", route);

  fetch("/data/jobs.json").then(function (r) { return r.json(); }).then(function (d) { DATA = d; route(); });
})();
