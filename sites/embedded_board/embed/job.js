// One job's details inside the iframe: /embed/job.html?id=HH-2041
(function () {
  "use strict";
  var el = HH.el;
  var root = document.getElementById("job");
  var id = HH.params.get("id") || "";
  var job = HH.findJob(id);

  if (!job) {
    document.title = "Job not found | Harborview Health";
    root.appendChild(el("h1", { text: "Job not found" }));
    root.appendChild(el("p", { "class": "not-found",
      text: "This position is no longer available or the link is incorrect." }));
    return;
  }

  document.title = job.title + " | Harborview Health";
  root.setAttribute("data-job-id", job.id);
  root.appendChild(el("h1", { text: job.title }));

  var facts = [
    ["Job ID", job.id],
    ["Department", job.department],
    ["Location", job.location + " (" + job.facility + ")"],
    ["Employment type", job.employment_type],
    ["Shift", job.shift],
    ["Posted", job.posted_display],
  ];
  var dl = el("dl", { "class": "job-facts" });
  facts.forEach(function (fact) {
    dl.appendChild(el("dt", { text: fact[0] }));
    var dd = el("dd", { text: fact[1] });
    if (fact[0] === "Posted") dd = el("dd", {}, [el("time", { datetime: job.posted, text: fact[1] })]);
    dl.appendChild(dd);
  });
  root.appendChild(dl);

  root.appendChild(el("h2", { text: "About the role" }));
  job.description.forEach(function (text) { root.appendChild(el("p", { text: text })); });
  root.appendChild(el("h2", { text: "What you bring" }));
  root.appendChild(el("ul", {}, job.requirements.map(function (text) { return el("li", { text: text }); })));

  root.appendChild(el("div", { "class": "actions" }, [
    el("a", { "class": "button", href: HH.applyUrl(job.id), text: "Apply for this job" }),
  ]));
})();
