/* WP Job Manager – ajax filters (static re-implementation: listings come from /jm-ajax/get_listings.json) */
(function () {
  "use strict";
  var target = document.querySelector("div.job_listings");
  if (!target) return;
  var form = target.querySelector("form.job_filters");
  var results = target.querySelector("ul.job_listings");
  var more = target.querySelector("a.load_more_jobs");
  var showing = form.querySelector(".showing_jobs");
  var kw = form.querySelector("#search_keywords");
  var loc = form.querySelector("#search_location");
  var boxes = Array.prototype.slice.call(form.querySelectorAll('.job_types input[name="filter_job_type[]"]'));
  var ENDPOINT = "/jm-ajax/get_listings.json";
  var matches = [], shown = 0, perPage = parseInt(target.getAttribute("data-per_page"), 10) || 10;

  function getListings() {
    return fetch(ENDPOINT, { headers: { "X-Requested-With": "XMLHttpRequest" } }).then(function (r) {
      if (!r.ok) throw new Error("HTTP " + r.status);
      return r.json();
    });
  }

  // restore state from the query string (?search_keywords=&search_location=&filter_job_type[]=)
  (function initFromUrl() {
    var q = new URLSearchParams(location.search);
    if (q.get("search_keywords")) kw.value = q.get("search_keywords");
    if (q.get("search_location")) loc.value = q.get("search_location");
    var types = q.getAll("filter_job_type[]").concat(q.getAll("filter_job_type"));
    var wanted = [];
    types.forEach(function (t) { t.split(",").forEach(function (x) { x = x.trim(); if (x) wanted.push(x); }); });
    if (wanted.length) boxes.forEach(function (b) { b.checked = wanted.indexOf(b.value) !== -1; });
  })();

  function state() {
    return {
      keywords: kw.value.trim(),
      location: loc.value.trim(),
      types: boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; })
    };
  }

  function syncUrl(s) {
    var q = new URLSearchParams();
    if (s.keywords) q.set("search_keywords", s.keywords);
    if (s.location) q.set("search_location", s.location);
    if (s.types.length !== boxes.length) s.types.forEach(function (t) { q.append("filter_job_type[]", t); });
    var qs = q.toString().replace(/%5B%5D/g, "[]");
    history.replaceState(null, "", location.pathname + (qs ? "?" + qs : ""));
  }

  function esc(s) {
    return s.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }

  function showingText(s, n) {
    var filtered = s.keywords || s.location || s.types.length !== boxes.length;
    if (!filtered) { showing.style.display = "none"; showing.innerHTML = ""; return; }
    var msg = "Search completed. Found " + n + " matching record" + (n === 1 ? "" : "s") + ".";
    showing.innerHTML = "<span>" + esc(msg) + '</span> <a href="#" class="reset">Reset</a>';
    showing.style.display = "block";
    showing.classList.remove("wp-job-manager-showing-all");
  }

  function appendPage() {
    var next = matches.slice(shown, shown + perPage);
    results.insertAdjacentHTML("beforeend", next.map(function (l) { return l.html; }).join(""));
    shown += next.length;
    more.style.display = shown < matches.length ? "block" : "none";
  }

  function update(pushState) {
    var s = state();
    target.classList.add("loading");
    results.setAttribute("aria-busy", "true");
    return getListings().then(function (data) {
      perPage = data.per_page || perPage;
      var k = s.keywords.toLowerCase(), l = s.location.toLowerCase();
      matches = data.listings.filter(function (x) {
        if (k && x.search_text.indexOf(k) === -1) return false;
        if (l && x.location_text.indexOf(l) === -1) return false;
        if (s.types.indexOf(x.type) === -1) return false;
        return true;
      });
      results.innerHTML = "";
      shown = 0;
      if (!matches.length) {
        results.innerHTML = '<li class="no_job_listings_found">There are no listings matching your search.</li>';
        more.style.display = "none";
      } else {
        appendPage();
      }
      showingText(s, matches.length);
      if (pushState) syncUrl(s);
    }).catch(function () {
      results.innerHTML = '<li class="no_job_listings_found">There are no listings matching your search.</li>';
    }).then(function () {
      target.classList.remove("loading");
      results.removeAttribute("aria-busy");
    });
  }

  form.addEventListener("submit", function (e) { e.preventDefault(); update(true); });
  kw.addEventListener("change", function () { update(true); });
  loc.addEventListener("change", function () { update(true); });
  boxes.forEach(function (b) { b.addEventListener("change", function () { update(true); }); });
  showing.addEventListener("click", function (e) {
    if (e.target.classList.contains("reset")) {
      e.preventDefault();
      kw.value = ""; loc.value = "";
      boxes.forEach(function (b) { b.checked = true; });
      update(true);
    }
  });
  more.addEventListener("click", function (e) {
    e.preventDefault();
    more.classList.add("loading");
    getListings().then(function () { appendPage(); }).then(function () { more.classList.remove("loading"); });
  });

  update(false);
})();
