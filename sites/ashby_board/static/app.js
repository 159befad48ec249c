/* Ashby-like hosted job board: client-rendered, history-API routes.
 *   /lumen                         job board (filters: departmentId, locationId, employmentType)
 *   /lumen/<jobPostingId>          job posting, Overview tab
 *   /lumen/<jobPostingId>/application   job posting, Application tab
 */
(function () {
  "use strict";

  var SLUG = "lumen";
  var root = document.getElementById("root");
  var DATA = null;

  function esc(s) {
    return String(s == null ? "" : s)
      .replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  }

  var LOGO_SVG =
    '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">' +
    '<circle cx="14" cy="14" r="13" fill="#4b3fdb"/>' +
    '<path d="M9 7v14h10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>' +
    '<circle cx="19" cy="9" r="2.4" fill="#ffd166"/></svg>';

  var UPLOAD_SVG =
    '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">' +
    '<path d="M8 11V2M4.5 5.5L8 2l3.5 3.5M2 11v3h12v-3" stroke="currentColor" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

  var CHECK_SVG =
    '<svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true" focusable="false">' +
    '<circle cx="22" cy="22" r="21" fill="#e3f6ea"/><path d="M13 22.5l6 6 12-13" stroke="#1f9d55" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>';

  function shell(inner) {
    var org = DATA.organization;
    return (
      '<div class="_container_ud4nd_29">' +
        '<div class="_navRoot_1a6ng_1"><nav class="_navContainer_1a6ng_9">' +
          '<a class="_navLogoWordmark_1a6ng_21" href="/' + SLUG + '" data-link aria-label="' + esc(org.name) + ' jobs">' +
            LOGO_SVG + '<span class="_navLogoWordmarkText_1a6ng_27">' + esc(org.name) + '</span></a>' +
        '</nav></div>' +
        '<main class="_content_ud4nd_71">' + inner + '</main>' +
        '<footer class="_footer_qi9gr_1">' +
          '<a href="' + esc(org.website) + '" rel="noopener">' + esc(org.name) + ' website</a>' +
          '<a href="https://www.ashbyhq.com/privacy" rel="noopener">Privacy Policy</a>' +
          '<a href="https://www.ashbyhq.com/" rel="noopener">Powered by Ashby</a>' +
        '</footer>' +
      '</div>'
    );
  }

  function findJob(id) {
    for (var i = 0; i < DATA.jobs.length; i++) if (DATA.jobs[i].id === id) return DATA.jobs[i];
    return null;
  }

  /* ------------------------------------------------------------------ board */

  function readFilters() {
    var p = new URLSearchParams(location.search);
    return {
      departmentId: p.get("departmentId") || "",
      locationId: p.get("locationId") || "",
      employmentType: p.get("employmentType") || ""
    };
  }

  function filterJobs(f) {
    return DATA.jobs.filter(function (j) {
      return (!f.departmentId || j.departmentId === f.departmentId) &&
        (!f.locationId || j.locationId === f.locationId) &&
        (!f.employmentType || j.employmentType === f.employmentType);
    });
  }

  function selectHtml(id, label, allLabel, options, value) {
    var opts = '<option value="">' + esc(allLabel) + "</option>";
    options.forEach(function (o) {
      opts += '<option value="' + esc(o.id) + '"' + (o.id === value ? " selected" : "") + ">" + esc(o.name) + "</option>";
    });
    return (
      '<div class="_filter_ud4nd_88 ashby-job-board-filter">' +
        '<label class="_filterLabel_ud4nd_97" for="' + id + '">' + esc(label) + "</label>" +
        '<select class="_select_1xh8l_1" id="' + id + '" name="' + id + '">' + opts + "</select>" +
      "</div>"
    );
  }

  function cardHtml(j) {
    var details = [j.departmentName, j.locationName, j.employmentTypeLabel, j.workplaceType].join(" \u2022 ");
    return (
      '<a class="_container_j2da7_1" href="/' + SLUG + "/" + j.id + '" data-link>' +
        '<div class="_container_12ylk_379 ashby-job-posting-brief">' +
          '<h3 class="_title_12ylk_383 ashby-job-posting-brief-title">' + esc(j.title) + "</h3>" +
          '<div class="_details_12ylk_389 ashby-job-posting-brief-details"><p>' + esc(details) + "</p></div>" +
        "</div>" +
      "</a>"
    );
  }

  function listHtml(jobs) {
    if (!jobs.length) {
      return '<div class="_emptyState_12ylk_441">No open positions match the selected filters.</div>';
    }
    var html = "";
    DATA.departments.forEach(function (d) {
      var inDept = jobs.filter(function (j) { return j.departmentId === d.id; });
      if (!inDept.length) return;
      html +=
        '<div class="_departmentContainer_12ylk_405 ashby-job-posting-brief-department">' +
          '<h2 class="_departmentHeading_12ylk_411 ashby-department-heading">' + esc(d.name) + "</h2>" +
          '<div class="_postings_12ylk_418">' + inDept.map(cardHtml).join("") + "</div>" +
        "</div>";
    });
    return html;
  }

  function renderBoard() {
    var f = readFilters();
    var jobs = filterJobs(f);
    document.title = DATA.organization.name + " Jobs";
    root.innerHTML = shell(
      '<div class="ashby-job-board">' +
        '<h1 class="_jobListTitle_ud4nd_51 ashby-job-board-heading">Open Positions (' + jobs.length + ")</h1>" +
        '<div class="_filters_ud4nd_88 ashby-job-board-filters" role="search" aria-label="Filter open positions">' +
          selectHtml("departmentId", "Department", "All Departments", DATA.departments, f.departmentId) +
          selectHtml("locationId", "Location", "All Locations", DATA.locations, f.locationId) +
          selectHtml("employmentType", "Employment Type", "All Employment Types", DATA.employmentTypes, f.employmentType) +
        "</div>" +
        '<div class="_jobPostings_12ylk_379 ashby-job-posting-brief-list" id="job-postings">' + listHtml(jobs) + "</div>" +
      "</div>"
    );
    ["departmentId", "locationId", "employmentType"].forEach(function (key) {
      document.getElementById(key).addEventListener("change", onFilterChange);
    });
  }

  function onFilterChange() {
    var p = new URLSearchParams();
    ["departmentId", "locationId", "employmentType"].forEach(function (key) {
      var v = document.getElementById(key).value;
      if (v) p.set(key, v);
    });
    var qs = p.toString();
    history.pushState({}, "", "/" + SLUG + (qs ? "?" + qs : ""));
    var f = readFilters();
    var jobs = filterJobs(f);
    // update in place (keep the selects, so focus stays where it is)
    document.querySelector(".ashby-job-board-heading").textContent = "Open Positions (" + jobs.length + ")";
    document.getElementById("job-postings").innerHTML = listHtml(jobs);
  }

  /* ------------------------------------------------------------------ job posting */

  function leftPaneHtml(j) {
    function section(label, value) {
      return '<div class="_section_101oc_37"><h2 class="_heading_101oc_53">' + esc(label) + "</h2><p>" + esc(value) + "</p></div>";
    }
    return (
      '<div class="_left_1ixkp_31 ashby-job-posting-left-pane">' +
        section("Location", j.locationName) +
        section("Employment Type", j.employmentTypeLabel) +
        section("Location Type", j.workplaceType) +
        section("Department", j.departmentName) +
        (j.compensationTierSummary ? section("Compensation", j.compensationTierSummary) : "") +
      "</div>"
    );
  }

  function tabsHtml(j, active) {
    var base = "/" + SLUG + "/" + j.id;
    return (
      '<div class="_tabs_13ts0_1" role="tablist" aria-label="Job posting">' +
        '<a class="_tab_13ts0_1" role="tab" id="overview" href="' + base + '" data-link aria-selected="' + (active === "overview") + '" aria-controls="tabpanel">Overview</a>' +
        '<a class="_tab_13ts0_1" role="tab" id="job-application-form" href="' + base + '/application" data-link aria-selected="' + (active === "application") + '" aria-controls="tabpanel">Application</a>' +
      "</div>"
    );
  }

  function renderJob(j, tab) {
    document.title = j.title + " @ " + DATA.organization.name;
    var panel = tab === "overview" ? overviewHtml(j) : applicationHtml(j);
    root.innerHTML = shell(
      '<div class="ashby-job-posting">' +
        '<div class="_header_1ixkp_1 ashby-job-posting-header"><h1 class="_title_1ixkp_8 ashby-job-posting-heading">' + esc(j.title) + "</h1></div>" +
        '<div class="_layout_1ixkp_21">' +
          leftPaneHtml(j) +
          '<div class="_right_1ixkp_40 ashby-job-posting-right-pane">' +
            tabsHtml(j, tab) +
            '<div role="tabpanel" id="tabpanel" aria-labelledby="' + (tab === "overview" ? "overview" : "job-application-form") + '">' + panel + "</div>" +
          "</div>" +
        "</div>" +
      "</div>"
    );
    if (tab === "overview") {
      document.querySelector(".ashby-job-posting-apply-button").addEventListener("click", function () {
        navigate("/" + SLUG + "/" + j.id + "/application");
      });
    } else {
      wireForm(j);
    }
  }

  function overviewHtml(j) {
    return (
      '<div class="_descriptionText_oj0x8_198">' + j.descriptionHtml + "</div>" +
      '<div class="_applyButtonContainer_oj0x8_312">' +
        '<button type="button" class="_button_8wvgw_29 _primary_8wvgw_96 _fullWidth_8wvgw_120 ashby-job-posting-apply-button">Apply for this Job</button>' +
      "</div>"
    );
  }

  /* ------------------------------------------------------------------ application form */

  function fieldByName(name) {
    var fs = DATA.applicationForm.fields;
    for (var i = 0; i < fs.length; i++) if (fs[i].name === name) return fs[i];
    return null;
  }

  function labelHtml(f, forId, id) {
    return (
      '<label class="_heading_101oc_53 ashby-application-form-question-title' + (f.required ? " _required_label_101oc_88" : "") + '"' +
        (forId ? ' for="' + forId + '"' : "") + (id ? ' id="' + id + '"' : "") + ">" +
        esc(f.label) + (f.required ? '<span class="_required_101oc_92">*</span>' : "") +
      "</label>"
    );
  }

  function fieldHtml(f) {
    var id = f.name;
    var inner;
    if (f.type === "textarea") {
      inner = labelHtml(f, id) +
        '<textarea class="_input_1wkz4_28 _textarea_1wkz4_41" id="' + id + '" name="' + id + '" placeholder="Type here..."></textarea>';
    } else if (f.type === "file") {
      inner = labelHtml(f, id) +
        '<div class="_container_6k3nb_71 ashby-application-form-file-upload" data-file-drop>' +
          '<input class="_input_6k3nb_90" type="file" id="' + id + '" name="' + id + '" accept=".pdf,.doc,.docx,.odt,.rtf,.txt" hidden>' +
          '<button type="button" class="_button_8wvgw_29 _secondary_8wvgw_104" data-upload-button>' + UPLOAD_SVG + "<span>Upload File</span></button>" +
          '<p class="_instructions_6k3nb_98" data-file-instructions>or drag and drop here</p>' +
          '<span class="_fileName_6k3nb_120" data-file-name hidden></span>' +
          '<button type="button" class="_remove_6k3nb_131" data-file-remove hidden>Remove</button>' +
        "</div>";
    } else if (f.type === "yes_no_buttons") {
      var lid = id + "-label";
      inner = labelHtml(f, null, lid) +
        '<div class="_yesno_hkyf8_143" role="group" aria-labelledby="' + lid + '" data-yesno="' + id + '">' +
          '<button type="button" class="_option_y2cw4_33 _container_pjyt6_1" aria-pressed="false" data-value="Yes">Yes</button>' +
          '<button type="button" class="_option_y2cw4_33 _container_pjyt6_1" aria-pressed="false" data-value="No">No</button>' +
        "</div>";
    } else {
      var type = f.type;
      var ph = { email: "hello@example.com...", tel: "1-415-555-1234...", url: "Type here..." }[f.type] || "Type here...";
      inner = labelHtml(f, id) +
        '<input class="_input_1wkz4_28" type="' + type + '" id="' + id + '" name="' + id + '" placeholder="' + ph + '"' +
        (f.type === "email" ? ' autocomplete="email"' : f.type === "tel" ? ' autocomplete="tel"' : f.name === "_systemfield_name" ? ' autocomplete="name"' : "") + ">";
    }
    return '<div class="_fieldEntry_hkyf8_29 ashby-application-form-field-entry" data-field="' + esc(f.name) + '">' + inner + "</div>";
  }

  function applicationHtml(j) {
    return (
      '<div class="ashby-application-form-container" id="application-form-container">' +
        '<form class="_applicationForm_oj0x8_83" id="application-form" novalidate autocomplete="on">' +
          '<input type="hidden" name="jobPostingId" value="' + esc(j.id) + '">' +
          '<input type="hidden" name="jobPostingTitle" value="' + esc(j.title) + '">' +
          DATA.applicationForm.fields.map(fieldHtml).join("") +
          '<div class="_errorContainer_oj0x8_411 ashby-application-form-failure-container" role="alert" id="form-errors" hidden></div>' +
          '<button type="submit" class="_button_8wvgw_29 _primary_8wvgw_96 _fullWidth_8wvgw_120 ashby-application-form-submit-button">Submit Application</button>' +
        "</form>" +
      "</div>"
    );
  }

  function wireForm(j) {
    var form = document.getElementById("application-form");
    var answers = {};

    // yes / no toggle buttons
    Array.prototype.forEach.call(form.querySelectorAll("[data-yesno]"), function (group) {
      var name = group.getAttribute("data-yesno");
      Array.prototype.forEach.call(group.querySelectorAll("button"), function (btn) {
        btn.addEventListener("click", function () {
          var v = btn.getAttribute("data-value");
          answers[name] = answers[name] === v ? undefined : v;
          Array.prototype.forEach.call(group.querySelectorAll("button"), function (b) {
            b.setAttribute("aria-pressed", String(b.getAttribute("data-value") === answers[name]));
          });
          group.removeAttribute("data-invalid");
        });
      });
    });

    // file upload: "Upload File" button over a hidden input, plus drag and drop
    Array.prototype.forEach.call(form.querySelectorAll("[data-file-drop]"), function (box) {
      var input = box.querySelector("input[type=file]");
      var btn = box.querySelector("[data-upload-button]");
      var nameEl = box.querySelector("[data-file-name]");
      var instr = box.querySelector("[data-file-instructions]");
      var remove = box.querySelector("[data-file-remove]");
      var dropped = null;
      function current() { return dropped || (input.files && input.files[0]) || null; }
      function show() {
        var f = current();
        nameEl.hidden = !f; remove.hidden = !f; instr.hidden = !!f;
        nameEl.textContent = f ? f.name : "";
        btn.querySelector("span").textContent = f ? "Replace" : "Upload File";
        if (f) box.removeAttribute("data-invalid");
      }
      btn.addEventListener("click", function () { input.click(); });
      input.addEventListener("change", function () { dropped = null; show(); });
      remove.addEventListener("click", function () { dropped = null; input.value = ""; show(); });
      box.addEventListener("dragover", function (e) { e.preventDefault(); box.setAttribute("data-dragging", "true"); });
      box.addEventListener("dragleave", function () { box.removeAttribute("data-dragging"); });
      box.addEventListener("drop", function (e) {
        e.preventDefault(); box.removeAttribute("data-dragging");
        if (e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0]) { dropped = e.dataTransfer.files[0]; show(); }
      });
      box._currentFile = current;
    });

    form.addEventListener("input", function (e) {
      if (e.target && e.target.getAttribute("aria-invalid") === "true") e.target.removeAttribute("aria-invalid");
    });

    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var errors = [];
      var fd = new FormData();
      fd.append("jobPostingId", j.id);
      fd.append("jobPostingTitle", j.title);
      DATA.applicationForm.fields.forEach(function (f) {
        var entry = form.querySelector('[data-field="' + f.name + '"]');
        if (f.type === "file") {
          var box = entry.querySelector("[data-file-drop]");
          var file = box._currentFile();
          if (file) fd.append(f.name, file, file.name);
          else if (f.required) { errors.push("Missing entry for required field: " + f.label); box.setAttribute("data-invalid", "true"); }
        } else if (f.type === "yes_no_buttons") {
          var v = answers[f.name];
          if (v) fd.append(f.name, v);
          else if (f.required) { errors.push("Missing entry for required field: " + f.label); entry.querySelector("[data-yesno]").setAttribute("data-invalid", "true"); }
        } else {
          var el = entry.querySelector("input, textarea");
          var val = el.value.trim();
          if (!val && f.required) { errors.push("Missing entry for required field: " + f.label); el.setAttribute("aria-invalid", "true"); }
          else if (val && f.type === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(val)) { errors.push("Invalid email address: " + f.label); el.setAttribute("aria-invalid", "true"); }
          fd.append(f.name, el.value);
        }
      });
      var box = document.getElementById("form-errors");
      if (errors.length) {
        box.innerHTML = "<p>Your form needs corrections</p><ul>" + errors.map(function (m) { return "<li>" + esc(m) + "</li>"; }).join("") + "</ul>";
        box.hidden = false;
        box.scrollIntoView({ block: "center" });
        return;
      }
      box.hidden = true;
      var submit = form.querySelector("button[type=submit]");
      submit.disabled = true;
      submit.textContent = "Submitting...";
      fetch("/__submit/ashby-application", { method: "POST", body: fd })
        .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error("HTTP " + r.status)); })
        .then(function () {
          document.getElementById("application-form-container").innerHTML =
            '<div class="_successContainer_oj0x8_432 ashby-application-form-success-container" role="status">' +
              CHECK_SVG +
              "<h2>Thank you for applying</h2>" +
              "<p>Your application for " + esc(j.title) + " at " + esc(DATA.organization.name) + " has been received. We'll be in touch soon.</p>" +
            "</div>";
          window.scrollTo(0, 0);
        })
        .catch(function () {
          submit.disabled = false;
          submit.textContent = "Submit Application";
          box.innerHTML = "<p>Something went wrong</p><ul><li>Your application could not be submitted. Please try again.</li></ul>";
          box.hidden = false;
        });
    });
  }

  /* ------------------------------------------------------------------ router */

  function renderNotFound(msg) {
    document.title = "Page not found";
    root.innerHTML = shell(
      '<div class="_notFound_1ixkp_90"><h1 class="_title_1ixkp_8">' + esc(msg) + "</h1>" +
      '<p><a href="/' + SLUG + '" data-link>View all open positions</a></p></div>'
    );
  }

  function route() {
    var path = location.pathname.replace(/\/+$/, "") || "/";
    if (path === "/") {
      history.replaceState({}, "", "/" + SLUG + location.search);
      path = "/" + SLUG;
    }
    var parts = path.split("/").filter(Boolean);
    if (parts[0] !== SLUG) return renderNotFound("Page not found");
    if (parts.length === 1) return renderBoard();
    var job = findJob(parts[1]);
    if (!job) return renderNotFound("This job posting is no longer available");
    if (parts.length === 2) return renderJob(job, "overview");
    if (parts.length === 3 && parts[2] === "application") return renderJob(job, "application");
    return renderNotFound("Page not found");
  }

  function navigate(url) {
    history.pushState({}, "", url);
    route();
    window.scrollTo(0, 0);
  }

  document.addEventListener("click", function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var a = e.target.closest ? e.target.closest("a[data-link]") : null;
    if (!a) return;
    e.preventDefault();
    navigate(a.getAttribute("href"));
  });
  window.addEventListener("popstate", route);

  fetch("/static/jobs.json")
    .then(function (r) { return r.json(); })
    .then(function (d) { DATA = d; route(); });
})();
