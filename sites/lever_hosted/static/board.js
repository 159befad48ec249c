/* Lever hosted board: filters are links (?location=, ?team=, ?commitment=) that reload the page.
   The page holds every posting; this script keeps only those matching the query string. */
(function () {
  "use strict";
  var BOARD = "/northwind";
  var PARAMS = ["location", "team", "commitment", "department", "workplaceType"];
  var search = new URLSearchParams(window.location.search);
  var current = {};
  var order = [];
  search.forEach(function (v, k) {
    if (PARAMS.indexOf(k) !== -1 && v !== "" && !(k in current)) { current[k] = v; order.push(k); }
  });
  function norm(s) { return (s || "").replace(/\s+/g, " ").trim().toLowerCase(); }
  function text(el, sel) { var n = el.querySelector(sel); return n ? n.textContent : ""; }

  /* 1. filter the postings */
  var groups = Array.prototype.slice.call(document.querySelectorAll(".postings-group"));
  var shown = 0;
  groups.forEach(function (group) {
    var team = text(group, ".posting-category-title");
    Array.prototype.slice.call(group.querySelectorAll(".posting")).forEach(function (post) {
      var values = {
        location: text(post, ".location"),
        team: team,
        department: text(post, ".department"),
        commitment: text(post, ".commitment"),
        workplaceType: text(post, ".workplaceTypes")
      };
      var ok = order.every(function (k) {
        if (k === "department") {
          return norm(values.department) === norm(current[k]) || norm(values.department).indexOf(norm(current[k]) + " \u2013") === 0;
        }
        return norm(values[k]) === norm(current[k]);
      });
      if (ok) { shown++; } else { post.parentNode.removeChild(post); }
    });
    if (!group.querySelector(".posting")) { group.parentNode.removeChild(group); }
  });
  var none = document.querySelector(".no-postings-message");
  if (none && shown === 0) { none.hidden = false; }

  /* 2. rewrite the filter links so that choices combine, and show the chosen values */
  function href(param, value) {
    var parts = [];
    var keys = order.slice();
    if (value && keys.indexOf(param) === -1) { keys.push(param); }
    keys.forEach(function (k) {
      var v = k === param ? value : current[k];
      if (v) { parts.push(encodeURIComponent(k) + "=" + encodeURIComponent(v)); }
    });
    return BOARD + (parts.length ? "?" + parts.join("&") : "");
  }
  var wrappers = Array.prototype.slice.call(document.querySelectorAll(".filter-button-wrapper"));
  wrappers.forEach(function (w) {
    var param = w.getAttribute("data-param");
    var label = w.getAttribute("data-label");
    var chosen = current[param];
    var chosenLabel = null;
    Array.prototype.slice.call(w.querySelectorAll("a.category-link")).forEach(function (a) {
      var v = a.getAttribute("data-value");
      a.setAttribute("href", href(param, v));
      var active = chosen ? norm(v) === norm(chosen) : v === "";
      if (active) { a.classList.add("active"); a.setAttribute("aria-current", "true"); if (v) { chosenLabel = a.textContent; } }
    });
    if (chosen) {
      w.classList.add("selected");
      w.querySelector(".filter-button").textContent = chosenLabel || chosen;
    }
    w.setAttribute("aria-label", "Filter by " + label + ": " + (chosen ? (chosenLabel || chosen) : "All"));

    /* open / close on click and keyboard, like Lever's popups */
    w.addEventListener("click", function (ev) {
      if (ev.target.closest && ev.target.closest("a.category-link")) { return; }
      var open = !w.classList.contains("open");
      wrappers.forEach(function (o) { o.classList.remove("open"); o.setAttribute("aria-expanded", "false"); });
      if (open) { w.classList.add("open"); w.setAttribute("aria-expanded", "true"); }
    });
    w.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter" || ev.key === " ") {
        if (ev.target === w) { ev.preventDefault(); w.click(); }
      } else if (ev.key === "Escape") {
        w.classList.remove("open"); w.setAttribute("aria-expanded", "false"); w.blur();
      }
    });
  });
  document.addEventListener("click", function (ev) {
    if (!ev.target.closest || !ev.target.closest(".filter-button-wrapper")) {
      wrappers.forEach(function (o) { o.classList.remove("open"); o.setAttribute("aria-expanded", "false"); });
    }
  });
})();
