/* Brightpath Staffing - confirmation page: names the job from ?job=. */
(function () {
  "use strict";
  var id = new URLSearchParams(window.location.search).get("job");
  var job = id && window.BRIGHTPATH_JOBS ? window.BRIGHTPATH_JOBS[id] : null;
  if (!job) return;
  var p = document.getElementById("confirmation-job");
  p.textContent = "Position: " + job.title + " (" + id + "), " + job.location;
  p.hidden = false;
})();
