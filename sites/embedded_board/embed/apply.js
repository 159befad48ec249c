// Apply form inside the iframe: /embed/apply.html?id=HH-2041. The form posts natively (multipart).
(function () {
  "use strict";
  var id = HH.params.get("id") || "";
  var job = HH.findJob(id);
  var heading = document.getElementById("apply-heading");
  var form = document.getElementById("apply-form");

  if (!job) {
    document.title = "Job not found | Harborview Health";
    heading.textContent = "Job not found";
    form.parentNode.replaceChild(HH.el("p", { "class": "not-found",
      text: "This position is no longer available or the link is incorrect." }), form);
    document.querySelector(".req-note").remove();
    document.getElementById("back-to-job").lastChild.textContent = "Back to all jobs";
    return;
  }

  document.title = "Apply: " + job.title + " | Harborview Health";
  heading.textContent = "Apply: " + job.title;
  document.getElementById("job_id").value = job.id;
  document.getElementById("back-to-job").href = HH.jobUrl(job.id);
})();
