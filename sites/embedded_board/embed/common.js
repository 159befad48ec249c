// Shared helpers for the Harborview Health board embed. Plain script, no modules.
(function () {
  "use strict";
  var jobs = window.HARBORVIEW_JOBS || [];

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === "text") node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  window.HH = {
    jobs: jobs,
    el: el,
    params: new URLSearchParams(window.location.search),
    findJob: function (id) {
      for (var i = 0; i < jobs.length; i++) if (jobs[i].id === id) return jobs[i];
      return null;
    },
    jobUrl: function (id) { return "/embed/job.html?id=" + encodeURIComponent(id); },
    applyUrl: function (id) { return "/embed/apply.html?id=" + encodeURIComponent(id); },
  };
})();
