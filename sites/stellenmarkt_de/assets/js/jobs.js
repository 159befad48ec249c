/* JobWelt – Trefferliste (/jobs). Reads the query string, filters the preloaded jobs and renders the page. */
(function () {
  "use strict";

  var STATE = window.__PRELOADED_STATE__;
  var JOBS = STATE.jobs;
  var PAGE_SIZE = STATE.pageSize;

  function norm(s) {
    return String(s || "").toLowerCase()
      .replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
  }
  function tokens(s) {
    return norm(s).split(/[^a-z0-9+#]+/).filter(Boolean);
  }
  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function distKm(aLat, aLon, bLat, bLon) {
    var r = 6371.0, rad = Math.PI / 180;
    var la1 = aLat * rad, la2 = bLat * rad, dLa = (bLat - aLat) * rad, dLo = (bLon - aLon) * rad;
    var h = Math.pow(Math.sin(dLa / 2), 2) + Math.cos(la1) * Math.cos(la2) * Math.pow(Math.sin(dLo / 2), 2);
    return 2 * r * Math.asin(Math.sqrt(h));
  }
  function cityByName(name) {
    for (var i = 0; i < STATE.cities.length; i++) if (STATE.cities[i].name === name) return STATE.cities[i];
    return null;
  }

  /* ---------- query ---------- */
  var params = new URLSearchParams(location.search);
  var q = {
    was: (params.get("was") || "").trim(),
    wo: (params.get("wo") || "").trim(),
    arbeitszeit: params.getAll("arbeitszeit").filter(function (v) { return ["vollzeit", "teilzeit", "minijob"].indexOf(v) >= 0; }),
    veroeffentlicht: ["heute", "3", "7"].indexOf(params.get("veroeffentlicht")) >= 0 ? params.get("veroeffentlicht") : "",
    umkreis: STATE.radii.indexOf(parseInt(params.get("umkreis"), 10)) >= 0 ? parseInt(params.get("umkreis"), 10) : STATE.defaultRadius,
    page: Math.max(1, parseInt(params.get("page"), 10) || 1)
  };

  function resolvePlace(wo) {
    var w = norm(wo).trim();
    if (!w) return null;
    if (/^\d{2,5}$/.test(w)) {
      var c = STATE.plzPrefix[w.slice(0, 2)];
      return c ? { city: c } : { none: true };
    }
    for (var i = 0; i < STATE.cities.length; i++) {
      var n = norm(STATE.cities[i].name);
      if (n === w || n.indexOf(w) === 0) return { city: STATE.cities[i].name };
    }
    if (w.indexOf("home") >= 0 || w.indexOf("remote") >= 0) return { remote: true };
    return { text: w };
  }
  var place = resolvePlace(q.wo);

  function matchSearch(j) {
    var hay = norm([j.title, j.company, j.category, j.skills.join(" ")].join(" "));
    var ts = tokens(q.was);
    for (var i = 0; i < ts.length; i++) if (hay.indexOf(ts[i]) < 0) return false;
    if (!place) return true;
    if (place.none) return false;
    if (place.remote) return j.location === STATE.remoteLabel;
    if (place.text) return norm(j.location).indexOf(place.text) >= 0;
    if (j.lat === null) return false;
    var c = cityByName(place.city);
    return distKm(c.lat, c.lon, j.lat, j.lon) <= q.umkreis;
  }
  function matchAz(j, az) { return !az.length || az.indexOf(j.arbeitszeit.toLowerCase()) >= 0; }
  function matchPub(j, pub) {
    if (pub === "heute") return j.age === 0;
    if (pub === "3" || pub === "7") return j.age <= parseInt(pub, 10);
    return true;
  }

  var searched = JOBS.filter(matchSearch);
  var results = searched.filter(function (j) { return matchAz(j, q.arbeitszeit) && matchPub(j, q.veroeffentlicht); });
  var pages = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  if (q.page > pages) q.page = pages;
  var pageItems = results.slice((q.page - 1) * PAGE_SIZE, q.page * PAGE_SIZE);

  /* ---------- URLs ---------- */
  function buildUrl(over) {
    var p = new URLSearchParams();
    var v = Object.assign({}, q, over || {});
    if (v.was) p.set("was", v.was);
    if (v.wo) p.set("wo", v.wo);
    v.arbeitszeit.forEach(function (a) { p.append("arbeitszeit", a); });
    if (v.veroeffentlicht) p.set("veroeffentlicht", v.veroeffentlicht);
    if (params.has("umkreis") && !v.noRadius) p.set("umkreis", String(v.umkreis));
    if (v.page > 1) p.set("page", String(v.page));
    var s = p.toString();
    return "/jobs" + (s ? "?" + s : "");
  }

  /* ---------- search bar + filter form state ---------- */
  var wasInput = document.getElementById("sb-was");
  var woInput = document.getElementById("sb-wo");
  wasInput.value = q.was;
  woInput.value = q.wo;

  var form = document.getElementById("filter-form");
  form.elements.was.value = q.was;
  form.elements.wo.value = q.wo;
  Array.prototype.forEach.call(form.querySelectorAll('input[name="arbeitszeit"]'), function (cb) {
    cb.checked = q.arbeitszeit.indexOf(cb.value) >= 0;
  });
  Array.prototype.forEach.call(form.querySelectorAll('input[name="veroeffentlicht"]'), function (rb) {
    rb.checked = rb.value === q.veroeffentlicht;
  });
  form.elements.umkreis.value = String(q.umkreis);
  var reset = form.querySelector(".flt__reset");
  reset.href = buildUrl({ arbeitszeit: [], veroeffentlicht: "", page: 1, noRadius: true });

  // facet counts: the search plus every other filter group
  function setCount(key, n) {
    var el = form.querySelector('[data-count="' + key + '"]');
    if (el) el.textContent = "(" + n + ")";
  }
  ["vollzeit", "teilzeit", "minijob"].forEach(function (v) {
    setCount("arbeitszeit:" + v, searched.filter(function (j) { return matchAz(j, [v]) && matchPub(j, q.veroeffentlicht); }).length);
  });
  ["heute", "3", "7", ""].forEach(function (v) {
    setCount("veroeffentlicht:" + v, searched.filter(function (j) { return matchAz(j, q.arbeitszeit) && matchPub(j, v); }).length);
  });

  /* ---------- heading ---------- */
  var h1 = document.getElementById("res-heading");
  var what = q.was ? q.was + " Jobs" : "Jobs";
  var where = q.wo ? (place && place.remote ? " im Home-Office" : " in " + q.wo) : "";
  h1.textContent = what + where;
  document.title = (q.was ? q.was + " " : "") + "Jobs" + where + ": " + results.length + " Stellenangebote | JobWelt";
  var count = document.querySelector(".res__count");
  count.innerHTML = "<strong>" + results.length + "</strong> " + (results.length === 1 ? "Job" : "Jobs") + " gefunden" +
    (place && place.city ? ' <span class="res__radius">(Umkreis ' + q.umkreis + " km)</span>" : "");

  // active filter chips
  var chips = [];
  q.arbeitszeit.forEach(function (a) {
    chips.push({ label: a.charAt(0).toUpperCase() + a.slice(1), url: buildUrl({ arbeitszeit: q.arbeitszeit.filter(function (x) { return x !== a; }), page: 1 }) });
  });
  if (q.veroeffentlicht) {
    var pubLabel = { heute: "Heute", "3": "Letzte 3 Tage", "7": "Letzte 7 Tage" }[q.veroeffentlicht];
    chips.push({ label: pubLabel, url: buildUrl({ veroeffentlicht: "", page: 1 }) });
  }
  var act = document.getElementById("active-filters");
  if (chips.length) {
    act.innerHTML = '<span class="res__active-lbl">Aktive Filter:</span> ' + chips.map(function (c) {
      return '<a class="chip chip--active" href="' + esc(c.url) + '" aria-label="Filter ' + esc(c.label) + ' entfernen">' + esc(c.label) + ' <span aria-hidden="true">×</span></a>';
    }).join(" ");
  }

  /* ---------- cards ---------- */
  var ICON_LOC = '<svg class="ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor"/></svg>';
  var ICON_EUR = '<svg class="ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M15 18.5A6.5 6.5 0 0 1 9.2 15H15v-2H8.6a6 6 0 0 1 0-2H15V9H9.2A6.5 6.5 0 0 1 15 5.5c1.5 0 2.9.5 4 1.4L20.4 5.4A8.5 8.5 0 0 0 7.1 9H4v2h2.6a8 8 0 0 0 0 2H4v2h3.1a8.5 8.5 0 0 0 13.3 3.6L19 17.1a6.4 6.4 0 0 1-4 1.4z" fill="currentColor"/></svg>';
  var ICON_CLOCK = '<svg class="ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
  var ICON_HOME = '<svg class="ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
  var ICON_BAG = '<svg class="ico" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6V4h6v2h5v14H4V6zm2 0h2V5h-2z" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

  function logo(j) {
    return '<svg class="cmp-logo" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false"><rect width="56" height="56" rx="8" fill="' +
      j.logo.color + '"/><text x="28" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">' +
      esc(j.logo.initials) + "</text></svg>";
  }

  function card(j) {
    var meta = [];
    meta.push('<span class="res-meta" data-at="job-item-location">' + ICON_LOC + '<span class="res-meta__txt">' + esc(j.location) + "</span></span>");
    if (j.homeoffice && j.location !== STATE.remoteLabel) {
      meta.push('<span class="res-meta" data-at="job-item-work-from-home">' + ICON_HOME + '<span class="res-meta__txt">' + esc(j.homeoffice) + "</span></span>");
    }
    meta.push('<span class="res-meta" data-at="job-item-work-type">' + ICON_BAG + '<span class="res-meta__txt">' + esc(j.arbeitszeit) + "</span></span>");
    if (j.salary) {
      meta.push('<span class="res-meta res-meta--salary" data-at="job-item-salary-info">' + ICON_EUR + '<span class="res-meta__txt">' + esc(j.salary) + "</span></span>");
    }
    var posted = j.age === 0
      ? '<span class="res-new" data-at="job-item-timeago"><time datetime="' + j.posted_date + '">Neu</time></span>'
      : '<span class="res-time" data-at="job-item-timeago">' + ICON_CLOCK + '<time datetime="' + j.posted_date + '">' + esc(j.posted) + "</time></span>";
    var easy = j.apply_type === "easy_apply"
      ? '<span class="badge badge--easy" data-at="job-item-easy-apply"><svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true"><path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor"/></svg>Schnellbewerbung</span>'
      : "";
    return '<article class="res-card" data-at="job-item" data-testid="job-item" id="job-item-' + j.id + '" data-job-id="' + j.id + '">' +
      '<div class="res-card__logo">' + logo(j) + "</div>" +
      '<div class="res-card__body">' +
      '<h2 class="res-card__title"><a class="res-card__link" data-at="job-item-title" href="' + esc(j.url) + '">' + esc(j.title) + "</a></h2>" +
      '<div class="res-card__company" data-at="job-item-company-name">' + esc(j.company) + "</div>" +
      '<div class="res-card__meta">' + meta.join("") + "</div>" +
      '<div class="res-card__foot">' + posted + easy + "</div>" +
      "</div>" +
      '<button type="button" class="res-card__save" aria-label="Job merken" aria-pressed="false" data-at="job-item-save">' +
      '<svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 21s-7.5-4.6-9.4-9.3C1.2 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 6 3.5 4.6 7.2C19.5 16.4 12 21 12 21z" fill="none" stroke="currentColor" stroke-width="2"/></svg></button>' +
      "</article>";
  }

  var list = document.getElementById("job-list");
  if (results.length) {
    list.innerHTML = pageItems.map(card).join("");
  } else {
    list.innerHTML = '<div class="res-empty" data-at="no-results"><h2>Leider keine passenden Jobs gefunden</h2>' +
      "<p>Versuchen Sie es mit anderen Suchbegriffen, einem größeren Umkreis oder weniger Filtern.</p>" +
      '<a class="btn btn--secondary" href="/jobs">Alle Jobs anzeigen</a></div>';
  }
  list.addEventListener("click", function (e) {
    var b = e.target.closest(".res-card__save");
    if (!b) return;
    var on = b.getAttribute("aria-pressed") !== "true";
    b.setAttribute("aria-pressed", on ? "true" : "false");
    b.setAttribute("aria-label", on ? "Job gemerkt" : "Job merken");
  });

  // remember the result list so the job page can link back to it
  try { sessionStorage.setItem("jobwelt_last_search", location.pathname + location.search); } catch (e) { /* ignore */ }

  /* ---------- pager ---------- */
  if (pages > 1) {
    var parts = [];
    if (q.page > 1) {
      parts.push('<a class="pg__prev" rel="prev" href="' + esc(buildUrl({ page: q.page - 1 })) + '" data-at="pagination-previous">‹ Zurück</a>');
    } else {
      parts.push('<span class="pg__prev pg--disabled" aria-disabled="true">‹ Zurück</span>');
    }
    parts.push('<ul class="pg__list">');
    for (var p = 1; p <= pages; p++) {
      if (p === q.page) {
        parts.push('<li><span class="pg__num pg__num--current" aria-current="page">' + p + "</span></li>");
      } else {
        parts.push('<li><a class="pg__num" href="' + esc(buildUrl({ page: p })) + '" aria-label="Seite ' + p + '">' + p + "</a></li>");
      }
    }
    parts.push("</ul>");
    if (q.page < pages) {
      parts.push('<a class="pg__next" rel="next" href="' + esc(buildUrl({ page: q.page + 1 })) + '" data-at="pagination-next">Weiter ›</a>');
    } else {
      parts.push('<span class="pg__next pg--disabled" aria-disabled="true">Weiter ›</span>');
    }
    document.getElementById("pager").innerHTML =
      '<nav class="pg" aria-label="Seitennavigation" data-at="pagination">' + parts.join("") + "</nav>" +
      '<p class="pg__info">Seite ' + q.page + " von " + pages + "</p>";
  }
})();
