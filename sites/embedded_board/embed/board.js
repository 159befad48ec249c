// Job list inside the iframe: reads q / location / page from the frame's own URL.
(function () {
  "use strict";
  var PAGE_SIZE = 10;
  var el = HH.el;
  var q = (HH.params.get("q") || "").trim();
  var location = HH.params.get("location") || "";
  var page = parseInt(HH.params.get("page") || "1", 10);

  document.getElementById("q").value = q;
  var select = document.getElementById("location");
  select.value = location;
  if (select.value !== location) select.value = "";  // unknown town: show "All locations" but still filter

  var needle = q.toLowerCase();
  var matches = HH.jobs.filter(function (job) {
    if (needle && job.title.toLowerCase().indexOf(needle) === -1 &&
        job.department.toLowerCase().indexOf(needle) === -1) return false;
    if (location && job.location !== location) return false;
    return true;
  });

  var pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  if (!(page >= 1)) page = 1;
  if (page > pages) page = pages;
  var start = (page - 1) * PAGE_SIZE;
  var shown = matches.slice(start, start + PAGE_SIZE);

  var count = document.getElementById("result-count");
  if (matches.length === 0) {
    count.textContent = "0 jobs found";
  } else {
    count.textContent = "Showing " + (start + 1) + "\u2013" + (start + shown.length) + " of " +
      matches.length + (matches.length === 1 ? " job" : " jobs");
  }

  var list = document.getElementById("job-list");
  shown.forEach(function (job) {
    list.appendChild(el("li", { "data-job-id": job.id }, [
      el("a", { "class": "job-title", href: HH.jobUrl(job.id), text: job.title }),
      el("div", { "class": "job-meta" }, [
        el("span", { "class": "job-department", text: job.department }),
        el("span", { "class": "job-location", text: job.location }),
        el("span", { "class": "job-posted" }, [
          "Posted ", el("time", { datetime: job.posted, text: job.posted_display })
        ]),
      ]),
    ]));
  });
  if (matches.length === 0) {
    list.parentNode.insertBefore(el("p", { "class": "empty",
      text: "No jobs match your search. Try a different keyword or location." }), list.nextSibling);
  }

  function pageUrl(n) {
    var params = new URLSearchParams();
    if (q) params.set("q", q);
    if (location) params.set("location", location);
    params.set("page", String(n));
    return "/embed/board.html?" + params.toString();
  }

  var items = [];
  items.push(page > 1
    ? el("a", { href: pageUrl(page - 1), rel: "prev", text: "Previous" })
    : el("span", { "class": "disabled", text: "Previous" }));
  for (var n = 1; n <= pages; n++) {
    items.push(n === page
      ? el("span", { "aria-current": "page", text: String(n) })
      : el("a", { href: pageUrl(n), text: String(n) }));
  }
  items.push(page < pages
    ? el("a", { href: pageUrl(page + 1), rel: "next", text: "Next" })
    : el("span", { "class": "disabled", text: "Next" }));
  var ul = el("ul");
  items.forEach(function (item) { ul.appendChild(el("li", {}, [item])); });
  document.getElementById("pager").appendChild(ul);
})();
