/* JobWelt – Bestätigung nach der Bewerbung */
(function () {
  "use strict";
  var id = new URLSearchParams(location.search).get("id");
  var jobs = (window.__PRELOADED_STATE__ || { jobs: [] }).jobs;
  for (var i = 0; i < jobs.length; i++) {
    if (String(jobs[i].id) === id) {
      document.getElementById("danke-job").textContent =
        "Ihre Bewerbung als „" + jobs[i].title + "“ bei " + jobs[i].company + " wurde erfolgreich übermittelt.";
      break;
    }
  }
})();
