/* Meridian Logistics careers site - single page app (history API routes). */
(function () {
  "use strict";

  var DATA = null;
  var lastSearchUrl = "/careers/search";
  var main = document.getElementById("content");
  var SITE = "Meridian Logistics Careers";
  var STEPS = ["Personal information", "Experience", "Questions", "Review"];
  var ACCEPT_EXT = ["pdf", "doc", "docx", "rtf", "txt"];
  var REQUIRED_MSG = "This field is required";

  function esc(s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function el(html) {
    var t = document.createElement("template");
    t.innerHTML = html.trim();
    return t.content.firstElementChild;
  }
  function jobById(id) {
    for (var i = 0; i < DATA.jobs.length; i++) if (DATA.jobs[i].id === id) return DATA.jobs[i];
    return null;
  }
  function icon(name) {
    var p = {
      pin: '<path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.4 4.5 8.5 4.5 8.5s4.5-5.1 4.5-8.5A4.5 4.5 0 0 0 8 1.5z" fill="none" stroke="currentColor" stroke-width="1.4"/><circle cx="8" cy="6" r="1.6" fill="currentColor"/>',
      chevron: '<path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>',
      alert: '<circle cx="8" cy="8" r="7" fill="currentColor"/><path d="M8 4.2v4.6" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/><circle cx="8" cy="11.4" r="1" fill="#fff"/>',
      check: '<circle cx="8" cy="8" r="7.2" fill="currentColor"/><path d="M4.6 8.2l2.2 2.2 4.6-4.8" fill="none" stroke="#fff" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>',
      file: '<path d="M4 1.5h5l3.5 3.5v9.5H4z" fill="none" stroke="currentColor" stroke-width="1.3"/><path d="M9 1.5V5h3.5" fill="none" stroke="currentColor" stroke-width="1.3"/>'
    }[name];
    return '<svg class="icon icon--' + name + '" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">' + p + "</svg>";
  }

  /* ------------------------------------------------------------------ routing */
  function navigate(url, replace) {
    if (replace) history.replaceState(null, "", url);
    else history.pushState(null, "", url);
    route();
    window.scrollTo(0, 0);
  }

  document.addEventListener("click", function (e) {
    var a = e.target.closest && e.target.closest("a[data-route]");
    if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (a.origin !== location.origin) return;
    e.preventDefault();
    navigate(a.pathname + a.search);
  });
  document.addEventListener("keydown", function (e) {
    var t = e.target;
    if ((e.key === " " || e.key === "Spacebar") && t.tagName === "A" && t.getAttribute("role") === "button") {
      e.preventDefault();
      t.click();
    }
  });
  window.addEventListener("popstate", function () { route(); });

  function route() {
    var path = location.pathname.replace(/\/+$/, "") || "/";
    var m;
    if (path === "/" || path === "/careers" || path === "/careers/index") {
      history.replaceState(null, "", "/careers/search" + location.search);
      return route();
    }
    if (path === "/careers/search") return renderSearchPage();
    if ((m = path.match(/^\/careers\/job\/([^\/]+)\/apply$/))) return renderApply(decodeURIComponent(m[1]));
    if ((m = path.match(/^\/careers\/job\/([^\/]+)$/))) return renderJob(decodeURIComponent(m[1]));
    renderNotFound("The page you are looking for does not exist.");
  }

  function renderNotFound(msg) {
    document.title = "Page not found | " + SITE;
    main.innerHTML =
      '<div class="container"><div class="notice-page"><h1>Sorry, we can\'t find that page</h1><p>' + esc(msg) +
      '</p><p><a class="btn btn-primary" role="button" href="/careers/search" data-route>Search all jobs</a></p></div></div>';
  }

  /* ------------------------------------------------------- custom select widget */
  var selectSeq = 0;
  function customSelect(opts) {
    // opts: id, name, label, required, options [{value,label}], value, placeholder, onChange, labelClass
    var id = opts.id;
    var wrap = el(
      '<div class="cs" data-field="' + esc(opts.name) + '">' +
      '<span class="' + (opts.labelClass || "field-label") + '" id="' + id + '-label">' + esc(opts.label) +
      (opts.required ? '<span class="req" aria-hidden="true"> *</span>' : "") + "</span>" +
      '<button type="button" id="' + id + '" class="cs__button" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="' +
      id + "-label " + id + '"' + (opts.required ? ' aria-required="true"' : "") + ">" +
      '<span class="cs__value"></span>' + icon("chevron") + "</button>" +
      '<ul class="cs__listbox" id="' + id + '-listbox" role="listbox" aria-labelledby="' + id + '-label" tabindex="-1" hidden></ul>' +
      '<input type="hidden" name="' + esc(opts.name) + '" value="">' +
      "</div>"
    );
    var button = wrap.querySelector(".cs__button");
    var valueEl = wrap.querySelector(".cs__value");
    var listbox = wrap.querySelector(".cs__listbox");
    var hidden = wrap.querySelector('input[type="hidden"]');
    var items = [];
    var active = -1;
    var value = null;
    var typeBuf = "";
    var typeTimer = null;
    selectSeq++;

    opts.options.forEach(function (o, i) {
      var li = document.createElement("li");
      li.id = id + "-opt-" + i;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", "false");
      li.className = "cs__option";
      li.dataset.value = o.value;
      li.textContent = o.label;
      li.addEventListener("click", function () {
        choose(i);
        close(true);
      });
      li.addEventListener("mousemove", function () { setActive(i, false); });
      listbox.appendChild(li);
      items.push(li);
    });

    function indexOfValue(v) {
      for (var i = 0; i < opts.options.length; i++) if (opts.options[i].value === v) return i;
      return -1;
    }
    function setValue(v, silent) {
      var i = indexOfValue(v);
      value = i >= 0 ? v : null;
      items.forEach(function (li, k) { li.setAttribute("aria-selected", k === i ? "true" : "false"); });
      valueEl.textContent = i >= 0 ? opts.options[i].label : (opts.placeholder || "Please select");
      button.classList.toggle("cs__button--placeholder", i < 0);
      hidden.value = value == null ? "" : value;
      if (!silent && opts.onChange) opts.onChange(value);
    }
    function choose(i) { setValue(opts.options[i].value); }
    function setActive(i, scroll) {
      if (i < 0 || i >= items.length) return;
      if (active >= 0 && items[active]) items[active].classList.remove("is-active");
      active = i;
      items[i].classList.add("is-active");
      listbox.setAttribute("aria-activedescendant", items[i].id);
      if (scroll !== false) {
        var li = items[i];
        if (li.offsetTop < listbox.scrollTop) listbox.scrollTop = li.offsetTop;
        else if (li.offsetTop + li.offsetHeight > listbox.scrollTop + listbox.clientHeight)
          listbox.scrollTop = li.offsetTop + li.offsetHeight - listbox.clientHeight;
      }
    }
    function open(which) {
      listbox.hidden = false;
      button.setAttribute("aria-expanded", "true");
      wrap.classList.add("is-open");
      var i = indexOfValue(value);
      if (which === "last") i = items.length - 1;
      else if (i < 0) i = 0;
      setActive(i);
      listbox.focus();
    }
    function close(focusButton) {
      listbox.hidden = true;
      button.setAttribute("aria-expanded", "false");
      wrap.classList.remove("is-open");
      listbox.removeAttribute("aria-activedescendant");
      if (focusButton) button.focus();
    }
    function isOpen() { return button.getAttribute("aria-expanded") === "true"; }

    button.addEventListener("click", function () {
      if (isOpen()) close(true);
      else open();
    });
    button.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        open(e.key === "ArrowUp" && indexOfValue(value) < 0 ? "last" : null);
      }
    });
    listbox.addEventListener("keydown", function (e) {
      var k = e.key;
      if (k === "ArrowDown") { e.preventDefault(); setActive(Math.min(active + 1, items.length - 1)); }
      else if (k === "ArrowUp") { e.preventDefault(); setActive(Math.max(active - 1, 0)); }
      else if (k === "Home") { e.preventDefault(); setActive(0); }
      else if (k === "End") { e.preventDefault(); setActive(items.length - 1); }
      else if (k === "PageDown") { e.preventDefault(); setActive(Math.min(active + 10, items.length - 1)); }
      else if (k === "PageUp") { e.preventDefault(); setActive(Math.max(active - 10, 0)); }
      else if (k === "Enter" || k === " ") { e.preventDefault(); if (active >= 0) choose(active); close(true); }
      else if (k === "Escape") { e.preventDefault(); close(true); }
      else if (k === "Tab") { close(false); }
      else if (k.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        typeBuf += k.toLowerCase();
        clearTimeout(typeTimer);
        typeTimer = setTimeout(function () { typeBuf = ""; }, 700);
        var start = typeBuf.length === 1 ? active + 1 : active;
        for (var n = 0; n < items.length; n++) {
          var j = (start + n) % items.length;
          if (opts.options[j].label.toLowerCase().indexOf(typeBuf) === 0) { setActive(j); break; }
        }
      }
    });
    listbox.addEventListener("focusout", function (e) {
      if (e.relatedTarget === button) return; // the button's click handler toggles
      if (e.relatedTarget && wrap.contains(e.relatedTarget)) return;
      close(false);
    });

    setValue(opts.value == null ? null : opts.value, true);
    return {
      el: wrap,
      button: button,
      getValue: function () { return value; },
      setValue: setValue
    };
  }

  /* ------------------------------------------------------------- search page */
  function readParams() {
    var p = new URLSearchParams(location.search);
    var page = parseInt(p.get("page") || "1", 10);
    return {
      q: (p.get("q") || "").trim(),
      location: p.get("location") || "",
      family: p.get("family") || "",
      page: isNaN(page) || page < 1 ? 1 : page
    };
  }
  function searchUrl(s, page) {
    var p = new URLSearchParams();
    if (s.q) p.set("q", s.q);
    if (s.location) p.set("location", s.location);
    if (s.family) p.set("family", s.family);
    if (page) p.set("page", String(page));
    var qs = p.toString();
    return "/careers/search" + (qs ? "?" + qs : "");
  }
  function filterJobs(s) {
    var toks = s.q.toLowerCase().split(/\s+/).filter(Boolean);
    return DATA.jobs.filter(function (j) {
      if (s.location && j.location !== s.location) return false;
      if (s.family && j.job_family !== s.family) return false;
      var hay = (j.title + " " + j.job_family + " " + j.id).toLowerCase();
      return toks.every(function (t) { return hay.indexOf(t) !== -1; });
    });
  }

  function renderSearchPage() {
    var s = readParams();
    document.title = "Search jobs | " + SITE;
    main.innerHTML =
      '<section class="hero" aria-labelledby="hero-title"><div class="container">' +
      '<h1 id="hero-title" class="hero__title">Move the world with us</h1>' +
      '<p class="hero__text">Join 14,000 people at Meridian Logistics who keep goods moving across 22 countries &mdash; in our warehouses, on the road, and behind the systems that connect it all.</p>' +
      "</div></section>" +
      '<div class="container">' +
      '<form class="job-search" id="job-search" role="search" aria-label="Search jobs" novalidate>' +
      '<div class="job-search__field job-search__field--keyword"><label class="search-label" for="keyword">Search by keyword</label>' +
      '<input type="text" id="keyword" name="q" class="text-input" placeholder="Job title, skill or req ID" autocomplete="off"></div>' +
      '<div class="job-search__field" id="slot-location"></div>' +
      '<div class="job-search__field" id="slot-family"></div>' +
      '<div class="job-search__field job-search__field--submit"><button type="submit" class="btn btn-primary job-search__submit">Search</button></div>' +
      "</form>" +
      '<section class="results" id="search-results" aria-labelledby="results-heading"></section>' +
      "</div>";
    var form = document.getElementById("job-search");
    var kw = document.getElementById("keyword");
    kw.value = s.q;
    var locSel = customSelect({
      id: "location-select", name: "location", label: "Location", labelClass: "search-label",
      options: [{ value: "", label: "Any location" }].concat(DATA.locations.map(function (l) { return { value: l, label: l }; })),
      value: DATA.locations.indexOf(s.location) >= 0 ? s.location : ""
    });
    var famSel = customSelect({
      id: "family-select", name: "family", label: "Job family", labelClass: "search-label",
      options: [{ value: "", label: "Any job family" }].concat(DATA.job_families.map(function (l) { return { value: l, label: l }; })),
      value: DATA.job_families.indexOf(s.family) >= 0 ? s.family : ""
    });
    document.getElementById("slot-location").appendChild(locSel.el);
    document.getElementById("slot-family").appendChild(famSel.el);
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      var ns = { q: kw.value.trim(), location: locSel.getValue() || "", family: famSel.getValue() || "" };
      history.pushState(null, "", searchUrl(ns));
      renderResults(false);
      focusResults();
    });
    renderResults(false);
  }

  function focusResults() {
    var h = document.getElementById("results-heading");
    if (h) {
      h.focus({ preventScroll: true });
      var top = document.getElementById("search-results").getBoundingClientRect().top + window.pageYOffset - 16;
      window.scrollTo(0, Math.max(0, top));
    }
  }

  function renderResults() {
    var s = readParams();
    lastSearchUrl = location.pathname + location.search;
    var jobs = filterJobs(s);
    var size = DATA.page_size;
    var total = jobs.length;
    var pages = Math.max(1, Math.ceil(total / size));
    var page = Math.min(s.page, pages);
    var start = (page - 1) * size;
    var shown = jobs.slice(start, start + size);
    var box = document.getElementById("search-results");
    var html;
    if (!total) {
      html =
        '<div class="results__header"><h2 id="results-heading" class="results__count" tabindex="-1">Showing 0 of 0</h2></div>' +
        '<div class="results__empty"><p><strong>There are no jobs matching your search.</strong></p>' +
        "<p>Try fewer keywords, or choose &ldquo;Any location&rdquo; and &ldquo;Any job family&rdquo;.</p></div>";
    } else {
      html =
        '<div class="results__header"><h2 id="results-heading" class="results__count" tabindex="-1" aria-live="polite">Showing ' +
        (start + 1) + "-" + (start + shown.length) + " of " + total + "</h2>" +
        '<p class="results__sort">Sorted by: <span>Date posted (newest first)</span></p></div>' +
        '<ul class="job-results" role="list" aria-label="Job results">' +
        shown.map(function (j) {
          return (
            '<li class="job-tile" role="listitem" data-req-id="' + esc(j.id) + '">' +
            '<h3 class="job-tile__title"><a class="jobTitle-link" href="/careers/job/' + encodeURIComponent(j.id) + '" data-route>' + esc(j.title) + "</a></h3>" +
            '<dl class="job-tile__meta">' +
            '<div class="job-tile__field job-tile__location"><dt>Location</dt><dd>' + icon("pin") + '<span class="jobLocation">' + esc(j.location) + "</span></dd></div>" +
            '<div class="job-tile__field job-tile__family"><dt>Job family</dt><dd class="jobFamily">' + esc(j.job_family) + "</dd></div>" +
            '<div class="job-tile__field job-tile__req"><dt>Req ID</dt><dd class="jobReqId">' + esc(j.id) + "</dd></div>" +
            "</dl>" +
            '<p class="job-tile__date jobDate">Posted on ' + esc(j.posted) + "</p>" +
            "</li>"
          );
        }).join("") +
        "</ul>" +
        '<nav class="pagination" aria-label="Search results pagination">' +
        '<button type="button" class="btn btn-secondary pagination__btn pagination__prev"' +
        (page <= 1 ? ' aria-disabled="true" disabled' : ' aria-disabled="false"') + ">Previous</button>" +
        '<span class="pagination__status">Page ' + page + " of " + pages + "</span>" +
        '<button type="button" class="btn btn-secondary pagination__btn pagination__next"' +
        (page >= pages ? ' aria-disabled="true" disabled' : ' aria-disabled="false"') + ">Next</button>" +
        "</nav>";
    }
    box.innerHTML = html;
    var prev = box.querySelector(".pagination__prev");
    var next = box.querySelector(".pagination__next");
    function go(p) {
      history.pushState(null, "", searchUrl(s, p));
      renderResults();
      focusResults();
    }
    if (prev) prev.addEventListener("click", function () { if (page > 1) go(page - 1); });
    if (next) next.addEventListener("click", function () { if (page < pages) go(page + 1); });
  }

  /* ---------------------------------------------------------------- job page */
  function factsHtml(j) {
    var rows = [
      ["Req ID", j.id], ["Location", j.location], ["Job family", j.job_family],
      ["Employment type", j.employment_type], ["Work arrangement", j.work_arrangement], ["Posted on", j.posted]
    ];
    if (j.pay_range) rows.push(["Pay range", j.pay_range]);
    return '<dl class="job-facts">' + rows.map(function (r) {
      return '<div class="job-facts__row"><dt>' + esc(r[0]) + "</dt><dd>" + esc(r[1]) + "</dd></div>";
    }).join("") + "</dl>";
  }

  function renderJob(id) {
    var j = jobById(id);
    if (!j) return renderNotFound("This job is no longer available. It may have been filled or the posting has closed.");
    document.title = j.title + " | " + SITE;
    var applyHref = "/careers/job/" + encodeURIComponent(j.id) + "/apply";
    main.innerHTML =
      '<div class="container">' +
      '<nav class="breadcrumb" aria-label="Breadcrumb"><a href="' + esc(lastSearchUrl) + '" data-route>&lsaquo; Back to search results</a></nav>' +
      '<article class="job-detail" data-req-id="' + esc(j.id) + '">' +
      '<header class="job-detail__header">' +
      '<div class="job-detail__heading"><h1 class="job-detail__title">' + esc(j.title) + "</h1>" +
      '<p class="job-detail__company">' + esc(DATA.company) + " &middot; " + esc(j.location) + "</p></div>" +
      '<a class="btn btn-primary btn-apply" role="button" href="' + applyHref + '" data-route>Apply</a>' +
      "</header>" +
      '<div class="job-detail__layout">' +
      '<div class="job-detail__body jobdescription">' +
      "<h2>About the role</h2><p>" + esc(j.summary) + "</p>" +
      "<h2>What you&rsquo;ll do</h2><ul>" + j.responsibilities.map(function (r) { return "<li>" + esc(r) + "</li>"; }).join("") + "</ul>" +
      "<h2>What you&rsquo;ll bring</h2><ul>" + j.qualifications.map(function (r) { return "<li>" + esc(r) + "</li>"; }).join("") + "</ul>" +
      "<h2>Why Meridian</h2><p>We offer competitive pay, comprehensive health and retirement benefits, paid time off, tuition assistance and clear paths to grow &mdash; more than 60% of our supervisors were promoted from within.</p>" +
      '<p class="job-detail__eeo">Meridian Logistics is an equal opportunity employer. If you need an accommodation during the application process, contact <a href="mailto:talent@meridian-logistics.example">talent@meridian-logistics.example</a>.</p>' +
      "</div>" +
      '<aside class="job-detail__sidebar" aria-label="Job details"><h2 class="sidebar-title">Job details</h2>' + factsHtml(j) +
      '<a class="btn btn-primary btn-apply btn-block" role="button" href="' + applyHref + '" data-route>Apply</a></aside>' +
      "</div></article></div>";
  }

  /* ------------------------------------------------------------ apply wizard */
  function fnv(str) {
    var h = 0x811c9dc5;
    for (var i = 0; i < str.length; i++) {
      h ^= str.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h >>> 0;
  }
  function fmtSize(n) {
    if (n < 1024) return n + " bytes";
    if (n < 1024 * 1024) return Math.round(n / 1024) + " KB";
    return (n / 1024 / 1024).toFixed(1) + " MB";
  }

  function textField(name, label, type, autocomplete) {
    return (
      '<div class="form-field" data-field="' + name + '">' +
      '<label class="field-label" for="' + name + '">' + esc(label) + '<span class="req" aria-hidden="true"> *</span></label>' +
      '<input class="text-input" type="' + type + '" id="' + name + '" name="' + name + '" aria-required="true" autocomplete="' + autocomplete + '">' +
      "</div>"
    );
  }
  function radioGroup(name, legend, options) {
    return (
      '<fieldset class="form-field radio-group" data-field="' + name + '" id="' + name + '-group">' +
      '<legend class="field-label">' + esc(legend) + '<span class="req" aria-hidden="true"> *</span></legend>' +
      '<div class="radio-group__options" role="radiogroup" aria-required="true">' +
      options.map(function (o, i) {
        var rid = name + "-" + o.toLowerCase();
        return '<div class="radio"><input type="radio" id="' + rid + '" name="' + name + '" value="' + esc(o) + '"' +
          (i === 0 ? ' data-first="1"' : "") + '><label for="' + rid + '">' + esc(o) + "</label></div>";
      }).join("") +
      "</div></fieldset>"
    );
  }

  function renderApply(id) {
    var j = jobById(id);
    if (!j) return renderNotFound("This job is no longer available. It may have been filled or the posting has closed.");
    document.title = "Apply: " + j.title + " | " + SITE;
    var jobHref = "/careers/job/" + encodeURIComponent(j.id);
    var state = { step: 1, resume: null };

    main.innerHTML =
      '<div class="container container--narrow">' +
      '<nav class="breadcrumb" aria-label="Breadcrumb"><a href="' + jobHref + '" data-route>&lsaquo; Back to job description</a></nav>' +
      '<div class="apply-header"><p class="apply-header__eyebrow">Apply for</p><h1 class="apply-header__title">' + esc(j.title) + "</h1>" +
      '<p class="apply-header__meta">' + esc(j.id) + " &middot; " + esc(j.location) + "</p></div>" +
      '<div class="wizard" id="wizard">' +
      '<div class="wizard-progress">' +
      '<ol class="wizard-steps" aria-label="Application steps">' +
      STEPS.map(function (s, i) {
        return '<li class="wizard-step" data-step="' + (i + 1) + '"><span class="wizard-step__num">' + (i + 1) +
          '</span> <span class="wizard-step__label">' + esc(s) + "</span></li>";
      }).join("") +
      "</ol>" +
      '<div class="wizard-bar" role="progressbar" aria-label="Application progress" aria-valuemin="1" aria-valuemax="4" aria-valuenow="1"><div class="wizard-bar__fill"></div></div>' +
      "</div>" +
      '<form id="application-form" class="application-form" novalidate autocomplete="on">' +
      '<div class="error-summary" id="error-summary" role="alert" tabindex="-1" hidden></div>' +
      '<h2 class="wizard-title" id="wizard-title" tabindex="-1"></h2>' +
      '<p class="form-hint">Fields marked with <span class="req">*</span> are required.</p>' +

      '<section class="wizard-panel" data-step="1" aria-labelledby="wizard-title">' +
      '<div class="form-row">' + textField("first_name", "First name", "text", "given-name") + textField("last_name", "Last name", "text", "family-name") + "</div>" +
      '<div class="form-row">' + textField("email", "Email", "email", "email") + textField("phone", "Phone", "tel", "tel") + "</div>" +
      '<div class="form-field" data-field="country" id="slot-country"></div>' +
      "</section>" +

      '<section class="wizard-panel" data-step="2" aria-labelledby="wizard-title" hidden>' +
      '<div class="form-field" data-field="resume">' +
      '<label class="field-label" for="resume">Resume<span class="req" aria-hidden="true"> *</span></label>' +
      '<p class="field-hint" id="resume-hint">Accepted formats: PDF, DOC, DOCX, RTF, TXT. Maximum size 5 MB.</p>' +
      '<div class="upload"><input type="file" id="resume" name="resume" class="upload__input" accept=".pdf,.doc,.docx,.rtf,.txt" aria-required="true" aria-describedby="resume-hint">' +
      '<p class="upload__file" id="resume-file" hidden></p></div>' +
      "</div>" +
      '<div class="form-field" data-field="years_experience" id="slot-years"></div>' +
      '<div class="form-field" data-field="education" id="slot-education"></div>' +
      "</section>" +

      '<section class="wizard-panel" data-step="3" aria-labelledby="wizard-title" hidden>' +
      radioGroup("work_authorized", "Are you legally authorized to work in the country of this job?", ["Yes", "No"]) +
      radioGroup("requires_sponsorship", "Will you require visa sponsorship?", ["Yes", "No"]) +
      radioGroup("willing_to_relocate", "Are you willing to relocate?", ["Yes", "No", "Maybe"]) +
      "</section>" +

      '<section class="wizard-panel" data-step="4" aria-labelledby="wizard-title" hidden>' +
      '<p class="review-intro">Please review your application before you submit it. Use &ldquo;Edit&rdquo; to change an answer.</p>' +
      '<div id="review"></div>' +
      '<p class="review-consent">By submitting, you confirm that the information provided is accurate and complete, and you agree to the processing of your data as described in our <a href="https://www.meridian-logistics.example/privacy">candidate privacy notice</a>.</p>' +
      "</section>" +

      '<div class="wizard-actions">' +
      '<button type="button" class="btn btn-secondary wizard-back" id="wizard-back">Back</button>' +
      '<button type="submit" class="btn btn-primary wizard-next" id="wizard-next">Continue</button>' +
      "</div>" +
      "</form></div></div>";

    var form = document.getElementById("application-form");
    var summary = document.getElementById("error-summary");
    var title = document.getElementById("wizard-title");
    var backBtn = document.getElementById("wizard-back");
    var nextBtn = document.getElementById("wizard-next");
    var fileInput = document.getElementById("resume");
    var fileInfo = document.getElementById("resume-file");

    function opt(list) { return list.map(function (v) { return { value: v, label: v }; }); }
    var selects = {
      country: customSelect({ id: "country", name: "country", label: "Country", required: true, options: opt(DATA.countries),
        placeholder: "Select a country", onChange: function () { clearError("country"); } }),
      years_experience: customSelect({ id: "years_experience", name: "years_experience", label: "Years of experience", required: true,
        options: opt(DATA.years_experience), placeholder: "Please select", onChange: function () { clearError("years_experience"); } }),
      education: customSelect({ id: "education", name: "education", label: "Highest level of education", required: true,
        options: opt(DATA.education), placeholder: "Please select", onChange: function () { clearError("education"); } })
    };
    document.getElementById("slot-country").appendChild(selects.country.el);
    document.getElementById("slot-years").appendChild(selects.years_experience.el);
    document.getElementById("slot-education").appendChild(selects.education.el);

    var LABELS = {
      first_name: "First name", last_name: "Last name", email: "Email", phone: "Phone", country: "Country",
      resume: "Resume", years_experience: "Years of experience", education: "Highest level of education",
      work_authorized: "Are you legally authorized to work in the country of this job?",
      requires_sponsorship: "Will you require visa sponsorship?", willing_to_relocate: "Are you willing to relocate?"
    };
    var STEP_FIELDS = {
      1: ["first_name", "last_name", "email", "phone", "country"],
      2: ["resume", "years_experience", "education"],
      3: ["work_authorized", "requires_sponsorship", "willing_to_relocate"]
    };

    function radioValue(name) {
      var r = form.querySelector('input[name="' + name + '"]:checked');
      return r ? r.value : "";
    }
    function valueOf(name) {
      if (selects[name]) return selects[name].getValue() || "";
      if (name === "resume") return state.resume ? state.resume.name : "";
      if (STEP_FIELDS[3].indexOf(name) >= 0) return radioValue(name);
      return document.getElementById(name).value.trim();
    }
    function controlsOf(name) {
      if (selects[name]) return [selects[name].button];
      if (STEP_FIELDS[3].indexOf(name) >= 0) return Array.prototype.slice.call(form.querySelectorAll('input[name="' + name + '"]'));
      return [document.getElementById(name)];
    }
    function focusTargetOf(name) {
      var c = controlsOf(name);
      return c[0];
    }
    function setError(name, msg) {
      var field = form.querySelector('.form-field[data-field="' + name + '"]');
      clearError(name);
      field.classList.add("has-error");
      var errId = name + "-error";
      var p = el('<p class="field-error" id="' + errId + '">' + icon("alert") + "<span>" + esc(msg) + "</span></p>");
      if (field.tagName === "FIELDSET") field.querySelector("legend").insertAdjacentElement("afterend", p);
      else field.appendChild(p);
      controlsOf(name).forEach(function (c) {
        c.setAttribute("aria-invalid", "true");
        var d = (c.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
        if (d.indexOf(errId) < 0) d.push(errId);
        c.setAttribute("aria-describedby", d.join(" "));
      });
    }
    function clearError(name) {
      var field = form.querySelector('.form-field[data-field="' + name + '"]');
      if (!field) return;
      field.classList.remove("has-error");
      var p = document.getElementById(name + "-error");
      if (p) p.remove();
      controlsOf(name).forEach(function (c) {
        c.removeAttribute("aria-invalid");
        var d = (c.getAttribute("aria-describedby") || "").split(" ").filter(function (x) { return x && x !== name + "-error"; });
        if (d.length) c.setAttribute("aria-describedby", d.join(" "));
        else c.removeAttribute("aria-describedby");
      });
    }

    ["first_name", "last_name", "email", "phone"].forEach(function (n) {
      document.getElementById(n).addEventListener("input", function () { clearError(n); });
    });
    STEP_FIELDS[3].forEach(function (n) {
      form.querySelectorAll('input[name="' + n + '"]').forEach(function (r) {
        r.addEventListener("change", function () { clearError(n); });
      });
    });
    fileInput.addEventListener("change", function () {
      clearError("resume");
      var f = fileInput.files && fileInput.files[0];
      if (f) {
        state.resume = f;
        fileInfo.innerHTML = icon("file") + ' <span class="upload__name">' + esc(f.name) + "</span> <span class=\"upload__size\">(" + fmtSize(f.size) + ")</span>";
        fileInfo.hidden = false;
      }
    });

    function validate(step) {
      var errors = [];
      STEP_FIELDS[step].forEach(function (n) {
        clearError(n);
        var v = valueOf(n);
        var msg = null;
        if (!v) msg = REQUIRED_MSG;
        else if (n === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) msg = "Enter a valid email address";
        else if (n === "phone" && (!/^[+()0-9 .\-]+$/.test(v) || v.replace(/\D/g, "").length < 7)) msg = "Enter a valid phone number";
        else if (n === "resume") {
          var ext = (state.resume.name.split(".").pop() || "").toLowerCase();
          if (ACCEPT_EXT.indexOf(ext) < 0) msg = "Upload a file in one of these formats: PDF, DOC, DOCX, RTF, TXT";
          else if (state.resume.size > 5 * 1024 * 1024) msg = "The file is larger than 5 MB";
          else if (state.resume.size === 0) msg = "The selected file is empty";
        }
        if (msg) { setError(n, msg); errors.push([n, msg]); }
      });
      if (errors.length) {
        summary.innerHTML =
          '<div class="error-summary__head">' + icon("alert") + '<h3 class="error-summary__title">' +
          (errors.length === 1 ? "Please correct 1 error before continuing" : "Please correct " + errors.length + " errors before continuing") +
          "</h3></div><ul class=\"error-summary__list\">" +
          errors.map(function (e) {
            return '<li><a href="#' + esc(focusTargetOf(e[0]).id) + '" data-target="' + e[0] + '">' + esc(LABELS[e[0]]) + ": " + esc(e[1]) + "</a></li>";
          }).join("") + "</ul>";
        summary.hidden = false;
        summary.focus({ preventScroll: true });
        var top = summary.getBoundingClientRect().top + window.pageYOffset - 16;
        window.scrollTo(0, Math.max(0, top));
      } else {
        hideSummary();
      }
      return errors.length === 0;
    }
    function hideSummary() { summary.hidden = true; summary.innerHTML = ""; }
    summary.addEventListener("click", function (e) {
      var a = e.target.closest("a[data-target]");
      if (!a) return;
      e.preventDefault();
      var t = focusTargetOf(a.dataset.target);
      t.scrollIntoView({ block: "center" });
      t.focus();
    });

    function reviewHtml() {
      function rows(list) {
        return '<dl class="review-list">' + list.map(function (n) {
          var v = valueOf(n);
          if (n === "resume" && state.resume) v = state.resume.name + " (" + fmtSize(state.resume.size) + ")";
          return '<div class="review-list__row"><dt>' + esc(LABELS[n]) + "</dt><dd>" + esc(v) + "</dd></div>";
        }).join("") + "</dl>";
      }
      return [1, 2, 3].map(function (s) {
        return '<section class="review-section" aria-labelledby="review-h' + s + '"><div class="review-section__head">' +
          '<h3 id="review-h' + s + '">' + esc(STEPS[s - 1]) + "</h3>" +
          '<button type="button" class="link-button review-edit" data-goto="' + s + '" aria-label="Edit ' + esc(STEPS[s - 1]) + '">Edit</button></div>' +
          rows(STEP_FIELDS[s]) + "</section>";
      }).join("");
    }

    function showStep(n, focus) {
      state.step = n;
      form.querySelectorAll(".wizard-panel").forEach(function (p) { p.hidden = Number(p.dataset.step) !== n; });
      document.querySelectorAll(".wizard-step").forEach(function (li) {
        var k = Number(li.dataset.step);
        li.classList.toggle("is-current", k === n);
        li.classList.toggle("is-complete", k < n);
        if (k === n) li.setAttribute("aria-current", "step");
        else li.removeAttribute("aria-current");
      });
      var bar = document.querySelector(".wizard-bar");
      bar.setAttribute("aria-valuenow", String(n));
      bar.setAttribute("aria-valuetext", "Step " + n + " of 4: " + STEPS[n - 1]);
      bar.firstElementChild.style.width = (n * 25) + "%";
      title.textContent = "Step " + n + " of 4: " + STEPS[n - 1];
      backBtn.hidden = n === 1;
      form.querySelector(".form-hint").hidden = n === 4;
      nextBtn.textContent = n === 4 ? "Submit" : "Continue";
      nextBtn.classList.toggle("wizard-submit", n === 4);
      if (n === 4) document.getElementById("review").innerHTML = reviewHtml();
      if (focus) {
        title.focus({ preventScroll: true });
        var top = document.getElementById("wizard").getBoundingClientRect().top + window.pageYOffset - 16;
        window.scrollTo(0, Math.max(0, top));
      }
    }

    document.getElementById("review").addEventListener("click", function (e) {
      var b = e.target.closest("[data-goto]");
      if (b) showStep(Number(b.dataset.goto), true);
    });
    backBtn.addEventListener("click", function () {
      hideSummary();
      if (state.step > 1) showStep(state.step - 1, true);
    });

    function readFileBase64(f) {
      return new Promise(function (resolve, reject) {
        var r = new FileReader();
        r.onload = function () {
          var s = String(r.result);
          resolve(s.slice(s.indexOf(",") + 1));
        };
        r.onerror = function () { reject(r.error); };
        r.readAsDataURL(f);
      });
    }

    var submitting = false;
    form.addEventListener("submit", function (e) {
      e.preventDefault();
      if (state.step < 4) {
        if (validate(state.step)) showStep(state.step + 1, true);
        return;
      }
      if (submitting) return;
      // re-check all steps before sending
      for (var s = 1; s <= 3; s++) {
        if (!validate(s)) { showStep(s, false); validate(s); return; }
      }
      submitting = true;
      nextBtn.disabled = true;
      nextBtn.setAttribute("aria-disabled", "true");
      nextBtn.textContent = "Submitting\u2026";
      readFileBase64(state.resume).then(function (b64) {
        var payload = {
          job_id: j.id,
          job_title: j.title,
          first_name: valueOf("first_name"),
          last_name: valueOf("last_name"),
          email: valueOf("email"),
          phone: valueOf("phone"),
          country: valueOf("country"),
          years_experience: valueOf("years_experience"),
          education: valueOf("education"),
          work_authorized: valueOf("work_authorized"),
          requires_sponsorship: valueOf("requires_sponsorship"),
          willing_to_relocate: valueOf("willing_to_relocate"),
          resume_filename: state.resume.name,
          resume_size: state.resume.size,
          resume_content_type: state.resume.type || "application/octet-stream",
          resume_base64: b64
        };
        return fetch("/__submit/meridian-application", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Accept": "application/json" },
          body: JSON.stringify(payload)
        }).then(function (r) {
          if (!r.ok) throw new Error("HTTP " + r.status);
          return r.json();
        }).then(function (res) {
          if (!res || res.ok !== true) throw new Error("not ok");
          var ref = "APP-2026-" + String(fnv(j.id + "|" + payload.email.toLowerCase() + "|" + payload.last_name.toLowerCase()) % 1000000).padStart(6, "0");
          showConfirmation(j, payload, ref);
        });
      }).catch(function () {
        submitting = false;
        nextBtn.disabled = false;
        nextBtn.removeAttribute("aria-disabled");
        nextBtn.textContent = "Submit";
        summary.innerHTML = '<div class="error-summary__head">' + icon("alert") +
          '<h3 class="error-summary__title">We could not submit your application. Please try again.</h3></div>';
        summary.hidden = false;
        summary.focus();
      });
    });

    showStep(1, false);
  }

  function showConfirmation(j, payload, ref) {
    document.title = "Application submitted | " + SITE;
    var wiz = document.getElementById("wizard");
    wiz.innerHTML =
      '<div class="confirmation" role="status" tabindex="-1" id="confirmation">' +
      '<div class="confirmation__icon">' + icon("check") + "</div>" +
      '<h2 class="confirmation__title">Thank you, your application has been submitted</h2>' +
      '<p>Your reference number is <strong class="confirmation__ref" id="reference-number">' + esc(ref) + "</strong>.</p>" +
      "<p>We have sent a confirmation to <strong>" + esc(payload.email) + "</strong>. Our talent acquisition team reviews every application for <strong>" +
      esc(j.title) + "</strong> (" + esc(j.id) + ") and will contact you if your experience matches the role.</p>" +
      '<p class="confirmation__actions"><a class="btn btn-primary" role="button" href="/careers/search" data-route>Search more jobs</a></p>' +
      "</div>";
    var c = document.getElementById("confirmation");
    c.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }

  /* -------------------------------------------------------------------- boot */
  fetch("/assets/jobs.json")
    .then(function (r) { return r.json(); })
    .then(function (d) { DATA = d; route(); })
    .catch(function () {
      main.innerHTML = '<div class="container"><div class="notice-page" role="alert"><h1>Something went wrong</h1><p>We could not load job openings. Please refresh the page.</p></div></div>';
    });
})();
