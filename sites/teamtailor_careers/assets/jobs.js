// Jobs list: filters (full page load via GET form) and "Show more" (fetch + append).
(function () {
  "use strict";
  var PAGE_SIZE = 12;
  var list = document.getElementById("jobs_list_container");
  var more = document.getElementById("show_more_button");
  var moreLink = document.getElementById("show_more_button_link");
  var empty = document.getElementById("jobs_empty");
  var form = document.getElementById("jobs_filter");
  var all = JSON.parse(document.getElementById("jobs-data").textContent);
  var params = new URLSearchParams(location.search);
  var p = {
    query: params.get("query") || "",
    department: params.get("department") || "",
    location: params.get("location") || "",
    remote_status: params.get("remote_status") || ""
  };
  var page = parseInt(params.get("page"), 10);
  if (!(page >= 1)) page = 1;

  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  function matches(job) {
    if (p.department && job.department !== p.department) return false;
    if (p.location && job.location !== p.location) return false;
    if (p.remote_status && job.remote_status !== p.remote_status) return false;
    var q = p.query.trim().toLowerCase();
    if (q) {
      var hay = (job.title + " " + job.department + " " + job.location).toLowerCase();
      var words = q.split(/\s+/);
      for (var i = 0; i < words.length; i++) if (hay.indexOf(words[i]) < 0) return false;
    }
    return true;
  }
  function renderItem(job) {
    return '<li class="w-full"><div class="block flex flex-col">' +
      '<a class="flex flex-col py-6 text-center sm:px-6 hover:bg-gradient-block-base-bg focus-visible-company focus-visible:-outline-offset-2" href="' + esc(job.path) + '">' +
      '<span class="text-block-base-link sm:min-w-[25%] sm:truncate company-link-style text-lg font-medium" title="' + esc(job.title) + '">' + esc(job.title) + '</span>' +
      '<div class="mt-1 text-md"><span>' + esc(job.department) + '</span><span class="mx-[2px]">·</span><span>' + esc(job.location) +
      '</span><span class="mx-[2px]">·</span><span class="inline-flex items-center gap-x-2">' + esc(job.remote_label) + '</span></div>' +
      '</a></div></li>';
  }
  function nextHref(n) {
    var sp = new URLSearchParams(location.search);
    sp.delete("page");
    sp.append("page", String(n));
    return "?" + sp.toString();
  }
  function updateMore(shownUpTo, total, nextPage) {
    if (shownUpTo < total) {
      more.hidden = false;
      moreLink.setAttribute("href", nextHref(nextPage));
    } else {
      more.hidden = true;
      more.remove();
    }
  }

  // restore filter values
  form.elements.query.value = p.query;
  ["department", "location", "remote_status"].forEach(function (k) {
    var sel = form.elements[k];
    sel.value = p[k];
    if (sel.value !== p[k]) sel.value = "";
    sel.addEventListener("change", function () {
      if (form.requestSubmit) form.requestSubmit(); else form.submit();
    });
  });

  var filtered = all.filter(matches);
  var start = (page - 1) * PAGE_SIZE;
  var pageJobs = filtered.slice(start, start + PAGE_SIZE);
  list.innerHTML = pageJobs.map(renderItem).join("");
  empty.hidden = filtered.length !== 0;
  var currentPage = page;
  updateMore(start + pageJobs.length, filtered.length, currentPage + 1);

  moreLink.addEventListener("click", function (ev) {
    ev.preventDefault();
    if (moreLink.getAttribute("aria-busy") === "true") return;
    moreLink.setAttribute("aria-busy", "true");
    moreLink.textContent = "Loading…";
    fetch("/jobs.json", { headers: { Accept: "application/json" } })
      .then(function (r) { return r.json(); })
      .then(function (data) {
        var jobs = data.jobs.filter(matches);
        var from = currentPage * PAGE_SIZE;
        var next = jobs.slice(from, from + PAGE_SIZE);
        list.insertAdjacentHTML("beforeend", next.map(renderItem).join(""));
        currentPage += 1;
        moreLink.removeAttribute("aria-busy");
        moreLink.textContent = "Show more";
        updateMore(from + next.length, jobs.length, currentPage + 1);
      })
      .catch(function () {
        location.href = moreLink.getAttribute("href");
      });
  });
})();
