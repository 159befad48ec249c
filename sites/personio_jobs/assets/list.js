(function () {
  "use strict";
  var DATA = window.PERSONIO_JOBS;
  var params = new URLSearchParams(location.search);
  var search = (params.get("search") || "").trim();
  var department = params.get("department") || "";
  var office = params.get("office") || "";
  var schedule = params.get("employment_type") || "";
  var page = parseInt(params.get("page") || "1", 10);
  if (!(page >= 1)) page = 1;

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }

  // fill selects
  function fill(id, items, current) {
    var sel = document.getElementById(id);
    items.forEach(function (it) {
      var o = document.createElement("option");
      o.value = it.value; o.textContent = it.label;
      if (it.value === current) o.selected = true;
      sel.appendChild(o);
    });
  }
  fill("department", DATA.departments.map(function (d) { return { value: d, label: d }; }), department);
  fill("office", DATA.offices.map(function (d) { return { value: d, label: d }; }), office);
  fill("employment_type", DATA.schedules, schedule);
  document.getElementById("search").value = search;

  var form = document.getElementById("filter-form");
  function submitFilters() {
    // drop empty params, like Personio's own URLs
    var q = new URLSearchParams();
    q.set("language", "en");
    var s = document.getElementById("search").value.trim();
    if (s) q.set("search", s);
    ["department", "office", "employment_type"].forEach(function (n) {
      var v = document.getElementById(n).value;
      if (v) q.set(n, v);
    });
    location.href = "/?" + q.toString();
  }
  form.addEventListener("submit", function (e) { e.preventDefault(); submitFilters(); });
  ["department", "office", "employment_type"].forEach(function (n) {
    document.getElementById(n).addEventListener("change", submitFilters);
  });

  var needle = search.toLowerCase();
  var jobs = DATA.jobs.filter(function (j) {
    if (needle && j.title.toLowerCase().indexOf(needle) === -1) return false;
    if (department && j.department !== department) return false;
    if (office && j.office !== office) return false;
    if (schedule && j.schedule_slug !== schedule) return false;
    return true;
  });
  var size = DATA.page_size;
  var pages = Math.max(1, Math.ceil(jobs.length / size));
  if (page > pages) page = pages;
  var shown = jobs.slice((page - 1) * size, page * size);

  var list = document.getElementById("tab-container");
  var count = document.getElementById("results-count");
  count.textContent = jobs.length === 1 ? "1 job" : jobs.length + " jobs";

  if (!jobs.length) {
    list.innerHTML = '<div class="no-results"><p><strong>No jobs found</strong></p><p>Try a different search term or <a href="/?language=en">reset all filters</a>.</p></div>';
  } else {
    list.innerHTML = shown.map(function (j) {
      return '<a class="job-box-link" href="/job/' + j.id + '?language=en&amp;display=en" data-job-position-id="' + j.id + '">' +
        '<div class="job-box">' +
        '<div class="jb-title">' + esc(j.title) + '</div>' +
        '<div class="jb-description"><span>' + esc(j.schedule) + '</span><span class="jb-separator"> · </span><span class="multi-offices-desktop">' + esc(j.office) + '</span></div>' +
        '</div>' +
        '<svg class="jb-arrow" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>' +
        '</a>';
    }).join("");
  }

  // pagination
  var nav = document.getElementById("pagination");
  if (pages <= 1) {
    nav.hidden = true;
    return;
  }
  function pageUrl(p) {
    var q = new URLSearchParams(location.search);
    q.set("language", "en");
    if (p === 1) q.delete("page"); else q.set("page", String(p));
    // keep language first as Personio does
    var out = new URLSearchParams();
    out.set("language", "en");
    q.forEach(function (v, k) { if (k !== "language") out.append(k, v); });
    return "/?" + out.toString();
  }
  var html = '<ul class="pagination-list">';
  if (page > 1) {
    html += '<li class="pagination-item pagination-prev"><a href="' + esc(pageUrl(page - 1)) + '" rel="prev" aria-label="Previous page">‹ Previous</a></li>';
  } else {
    html += '<li class="pagination-item pagination-prev"><span class="disabled" aria-disabled="true">‹ Previous</span></li>';
  }
  for (var p = 1; p <= pages; p++) {
    if (p === page) {
      html += '<li class="pagination-item"><a href="' + esc(pageUrl(p)) + '" aria-current="page" aria-label="Page ' + p + '" class="active">' + p + '</a></li>';
    } else {
      html += '<li class="pagination-item"><a href="' + esc(pageUrl(p)) + '" aria-label="Page ' + p + '">' + p + '</a></li>';
    }
  }
  if (page < pages) {
    html += '<li class="pagination-item pagination-next"><a href="' + esc(pageUrl(page + 1)) + '" rel="next" aria-label="Next page">Next ›</a></li>';
  } else {
    html += '<li class="pagination-item pagination-next"><span class="disabled" aria-disabled="true">Next ›</span></li>';
  }
  html += "</ul>";
  nav.innerHTML = html;
})();
