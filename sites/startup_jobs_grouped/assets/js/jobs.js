/* LaunchList search results: company blocks with their job rows, rendered from location.search */
(function () {
  var LL = window.LL;
  var D = window.__LL_DATA__;
  var esc = LL.esc;
  var qs = new URLSearchParams(location.search);
  function list(name) { var v = qs.get(name); return v ? v.split(",").filter(Boolean) : []; }
  function slugify(s) { return s.toLowerCase().replace(/\+/g, "-plus").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }
  var roleSlugs = D.roles.map(function (r) { return r[0]; });
  var state = {
    role: roleSlugs.indexOf(qs.get("role")) >= 0 ? qs.get("role") : "software-engineer",
    remote: qs.get("remote") === "true",
    location: (qs.get("location") || "").trim(),
    jobType: list("jobType"),
    companySize: list("companySize"),
    stage: list("stage"),
    minSalary: qs.get("minSalary") || "",
    market: (qs.get("market") || "").toLowerCase(),
    page: Math.max(1, parseInt(qs.get("page") || "1", 10) || 1)
  };
  var companies = {};
  D.companies.forEach(function (c) { companies[c.slug] = c; });

  function buildUrl(s) {
    var p = [];
    p.push("role=" + encodeURIComponent(s.role));
    if (s.remote) p.push("remote=true");
    if (s.location) p.push("location=" + encodeURIComponent(s.location));
    if (s.jobType.length) p.push("jobType=" + s.jobType.join(","));
    if (s.companySize.length) p.push("companySize=" + s.companySize.map(encodeURIComponent).join(","));
    if (s.stage.length) p.push("stage=" + s.stage.join(","));
    if (s.minSalary) p.push("minSalary=" + s.minSalary);
    if (s.market) p.push("market=" + encodeURIComponent(s.market));
    if (s.page > 1) p.push("page=" + s.page);
    return "/jobs?" + p.join("&");
  }
  function withState(over) {
    var s = JSON.parse(JSON.stringify(state));
    for (var k in over) s[k] = over[k];
    return s;
  }
  function baseMatch(j) {
    var c = companies[j.company_slug];
    if (j.role !== state.role) return false;
    if (state.remote && !j.remote) return false;
    if (state.location && j.location.toLowerCase().indexOf(state.location.toLowerCase()) < 0) return false;
    if (state.market && c.market.toLowerCase() !== state.market) return false;
    return true;
  }
  function sheetMatch(j, skip) {
    var c = companies[j.company_slug];
    if (skip !== "jobType" && state.jobType.length && state.jobType.indexOf(slugify(j.job_type)) < 0) return false;
    if (skip !== "companySize" && state.companySize.length && state.companySize.indexOf(c.size) < 0) return false;
    if (skip !== "stage" && state.stage.length && state.stage.indexOf(slugify(c.stage)) < 0) return false;
    if (skip !== "minSalary" && state.minSalary && (j.salary_min_k == null || j.salary_min_k * 1000 < parseInt(state.minSalary, 10))) return false;
    return true;
  }
  var base = D.jobs.filter(baseMatch);
  var matches = base.filter(function (j) { return sheetMatch(j); });
  var groups = [], bySlug = {};
  matches.forEach(function (j) {
    if (!bySlug[j.company_slug]) { bySlug[j.company_slug] = []; groups.push(j.company_slug); }
    bySlug[j.company_slug].push(j);
  });
  groups.sort(function (a, b) { return companies[a].rank - companies[b].rank; });
  var pages = Math.max(1, Math.ceil(groups.length / D.pageSize));
  if (state.page > pages) state.page = pages;
  var pageGroups = groups.slice((state.page - 1) * D.pageSize, state.page * D.pageSize);

  /* ---------- rendering ---------- */
  var PIN = '<svg class="styles_icon__Zk1pQ" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor"/></svg>';
  var BOOKMARK = '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 3h12v18l-6-4-6 4z" fill="none" stroke="currentColor" stroke-width="2"/></svg>';
  function badge(b) {
    var cls = "styles_badge__v2XkP";
    if (b === "Actively hiring") cls += " styles_badgeGreen__1pFfA";
    else if (b.indexOf("Top investor") === 0) cls += " styles_badgeBlue__Wc0qm";
    return '<span class="' + cls + '">' + esc(b) + '</span>';
  }
  function row(j) {
    var meta = ['<span class="styles_location__Qm4Xz">' + PIN + esc(j.location) + '</span>'];
    if (j.salary) meta.push('<span class="styles_compensation__Ta9Lw">' + esc(j.salary) + '</span>');
    meta.push('<span class="styles_jobType__Ns0oE">' + esc(j.job_type) + '</span>');
    return '<div class="styles_component__Hn3Wd" data-test="JobListing" data-job-id="' + j.id + '">' +
      '<div class="styles_jobInfo__Ec1mA">' +
      '<a class="styles_component__Xc0pA styles_defaultLink__Bm2dS styles_jobLink__Lq7Xe" href="' + esc(j.url) + '">' +
      '<span class="styles_title__Vu2sP">' + esc(j.title) + '</span></a>' +
      '<div class="styles_meta__Fq2Uo">' + meta.join('<span class="styles_dot__Hd0eK" aria-hidden="true">·</span>') + '</div>' +
      '</div>' +
      '<div class="styles_rowRight__Mt6oB">' +
      '<span class="styles_posted__Gg3Rk">' + esc(j.posted) + '</span>' +
      '<button type="button" class="styles_btnSecondary__p2Tq0 styles_sm__P1x0a" data-save="' + j.id + '" aria-pressed="false">' + BOOKMARK + '<span class="ll-save-label">Save</span></button>' +
      '<button type="button" class="styles_btnPrimary__Hk2nA styles_sm__P1x0a" data-test="Apply" data-drawer-job="' + j.id + '">Apply</button>' +
      '</div></div>';
  }
  function block(slug, pos) {
    var c = companies[slug], js = bySlug[slug];
    var shown = js.length >= 4 ? js.slice(0, 2) : js;
    var rest = js.length - shown.length;
    return '<div class="styles_component__Rk4Lq mb-6 w-full rounded border border-gray-400 bg-white" data-test="StartupResult" data-startup="' + slug + '" data-position="' + pos + '">' +
      '<div class="styles_header__L0f2a">' +
      '<a href="' + c.url + '" class="styles_logoLink__Sd8Wq" tabindex="-1"><img class="styles_logo__W1qzR" src="' + c.logo + '" alt="' + esc(c.name) + '" width="48" height="48"></a>' +
      '<div class="styles_headerText__Nc3Ob">' +
      '<a href="' + c.url + '" class="styles_companyLink__Oa1Lm"><h2 class="inline text-md font-semibold">' + esc(c.name) + '</h2></a>' +
      '<span class="styles_pitch__Ux3Fa text-xs text-gray-700">' + esc(c.pitch) + '</span>' +
      '<div class="styles_badges__8dKq2">' + c.badges.map(badge).join("") + '</div>' +
      '</div></div>' +
      '<div class="styles_jobListingList__Tq8sM">' + shown.map(row).join("") + '</div>' +
      (rest ? '<button type="button" class="styles_moreJobs__Ka2Vn" data-test="ExpandJobs" aria-expanded="false" data-more="' + slug + '">+' + rest + ' more job' + (rest > 1 ? "s" : "") + '</button>' : '') +
      '</div>';
  }
  function featured() {
    return '<section class="styles_featured__Bq7Rt" data-test="FeaturedCompanies" aria-roledescription="carousel" aria-label="Featured companies">' +
      '<div class="styles_featuredHead__M0pLk"><h3>Featured companies</h3><span class="styles_promoted__Jc2oD">Promoted</span>' +
      '<div class="styles_carouselNav__Vv6wE"><button type="button" aria-label="Previous slide" data-carousel="-1">‹</button><button type="button" aria-label="Next slide" data-carousel="1">›</button></div></div>' +
      '<div class="styles_carouselTrack__P8nZs">' + D.featured.map(function (f, i) {
        return '<div class="styles_featuredCard__Ow3Gd" role="group" aria-roledescription="slide" aria-label="' + (i + 1) + ' of ' + D.featured.length + '">' +
          '<img src="' + f.logo + '" alt="' + esc(f.name) + '" width="40" height="40">' +
          '<a href="' + f.url + '" class="styles_featuredName__Ln5Xb">' + esc(f.name) + '</a>' +
          '<p class="text-xs text-gray-700">' + esc(f.pitch) + '</p>' +
          '<div class="styles_badges__8dKq2">' + f.badges.map(badge).join("") + '</div>' +
          '<a href="' + f.url + '" class="styles_btnSecondary__p2Tq0 styles_sm__P1x0a">View company</a></div>';
      }).join("") + '</div></section>';
  }
  function hiringNow() {
    return '<aside class="styles_hiringNow__Xr5Ty" data-test="HiringNow" aria-labelledby="hn-title">' +
      '<h3 id="hn-title">Hiring now in Fintech</h3><ul>' + D.hiringNow.map(function (h) {
        return '<li><a href="' + esc(h.url) + '"><span class="styles_hnTitle__Qa0Zc">' + esc(h.title) + '</span><span class="styles_hnCompany__Ur4Tm">' + esc(h.company) + ' · Remote</span></a></li>';
      }).join("") + '</ul><a class="styles_hnAll__Kk1bV" href="/jobs?role=software-engineer&amp;market=fintech">See all fintech jobs →</a></aside>';
  }
  function pager() {
    if (pages < 2) return "";
    var h = '<nav class="styles_pagination__Ws2Kd" aria-label="Pagination">';
    h += state.page > 1 ? '<a rel="prev" href="' + buildUrl(withState({ page: state.page - 1 })) + '">Previous</a>' : '<span class="styles_disabled__Zp4Lm" aria-disabled="true">Previous</span>';
    for (var p = 1; p <= pages; p++) {
      h += p === state.page ? '<a aria-current="page" class="styles_current__Td7Hn" href="' + buildUrl(withState({ page: p })) + '">' + p + '</a>'
        : '<a href="' + buildUrl(withState({ page: p })) + '">' + p + '</a>';
    }
    h += state.page < pages ? '<a rel="next" href="' + buildUrl(withState({ page: state.page + 1 })) + '">Next</a>' : '<span class="styles_disabled__Zp4Lm" aria-disabled="true">Next</span>';
    return h + '</nav>';
  }

  var listEl = document.getElementById("results");
  var roleName = D.roles.filter(function (r) { return r[0] === state.role; })[0][1];
  document.title = roleName + " jobs at startups" + (state.remote ? " (remote)" : "") + " | LaunchList";
  document.getElementById("results-heading").textContent = roleName + " jobs" + (state.remote ? " · Remote" : "") + (state.location ? " · " + state.location : "");
  document.getElementById("result-count").innerHTML = groups.length
    ? '<strong>' + groups.length + '</strong> ' + (groups.length === 1 ? "company" : "companies") + ' · <strong>' + matches.length + '</strong> ' + (matches.length === 1 ? "job" : "jobs") +
      (pages > 1 ? ' <span class="text-gray-500">(page ' + state.page + ' of ' + pages + ')</span>' : '')
    : "No results";
  if (!groups.length) {
    listEl.innerHTML = '<div class="styles_empty__Hq1Vd"><h3>No startups match these filters</h3><p>Try removing a filter or widening your location.</p>' +
      '<a class="styles_btnSecondary__p2Tq0" href="' + buildUrl({ role: state.role, remote: state.remote, location: "", jobType: [], companySize: [], stage: [], minSalary: "", market: "", page: 1 }) + '">Clear filters</a></div>';
  } else {
    var html = "";
    pageGroups.forEach(function (slug, i) {
      html += block(slug, i + 1);
      if (i === 3) html += featured();
      if (i === 7) html += hiringNow();
    });
    listEl.innerHTML = html;
  }
  document.getElementById("pager").innerHTML = pager();

  /* expand / collapse "+N more jobs" */
  listEl.addEventListener("click", function (e) {
    var more = e.target.closest("[data-more]");
    if (more) {
      var slug = more.getAttribute("data-more");
      var box = more.parentNode.querySelector(".styles_jobListingList__Tq8sM");
      var js = bySlug[slug];
      if (more.getAttribute("aria-expanded") === "false") {
        box.insertAdjacentHTML("beforeend", js.slice(2).map(row).join(""));
        more.setAttribute("aria-expanded", "true");
        more.textContent = "Show fewer jobs";
      } else {
        var rows = box.querySelectorAll("[data-test=JobListing]");
        for (var i = 2; i < rows.length; i++) rows[i].remove();
        more.setAttribute("aria-expanded", "false");
        more.textContent = "+" + (js.length - 2) + " more jobs";
      }
      return;
    }
    var car = e.target.closest("[data-carousel]");
    if (car) {
      var track = car.closest("section").querySelector(".styles_carouselTrack__P8nZs");
      track.scrollBy({ left: parseInt(car.getAttribute("data-carousel"), 10) * 260, behavior: "smooth" });
      return;
    }
    var ap = e.target.closest("[data-drawer-job]");
    if (ap) openDrawer(ap.getAttribute("data-drawer-job"), ap);
  });

  /* ---------- application drawer ---------- */
  var drawer = document.getElementById("apply-drawer"), backdrop = document.getElementById("drawer-backdrop"), lastFocus = null;
  function openDrawer(id, from) {
    var j = LL.findJob(id), c = companies[j.company_slug];
    lastFocus = from;
    var meta = [esc(j.location)];
    if (j.salary) meta.push(esc(j.salary));
    meta.push(esc(j.job_type));
    drawer.innerHTML = '<div class="styles_drawerHead__Yt1Mm">' +
      '<img src="' + c.logo + '" alt="" width="40" height="40">' +
      '<div><div class="styles_drawerCompany__Pf3Hx">' + esc(c.name) + '</div><h2 id="drawer-title">' + esc(j.title) + '</h2>' +
      '<div class="text-sm text-gray-600">' + meta.join(" · ") + '</div></div>' +
      '<button type="button" class="styles_close__Vv0aT" aria-label="Close" data-close-drawer>×</button></div>' +
      '<div class="styles_drawerBody__Aq9Ss">' +
      '<p class="text-sm"><a href="' + esc(j.url) + '">View full job description</a></p>' +
      (j.apply_type === "external" ? LL.externalHtml(j, c) : '<h3 class="styles_drawerSub__Ot2Wn">Apply to ' + esc(c.name) + '</h3>' + LL.applyFormHtml(j, c)) +
      '</div>';
    drawer.setAttribute("data-job-id", j.id);
    if (j.apply_type !== "external") LL.bindApplyForm(drawer, j, c);
    drawer.hidden = false;
    backdrop.hidden = false;
    document.body.classList.add("styles_noScroll__Lz7Pa");
    var f = drawer.querySelector("input[name=full_name], a.styles_btnPrimary__Hk2nA");
    if (f) f.focus();
    LL.track("apply_drawer_open", { job: j.id });
  }
  function closeDrawer() {
    drawer.hidden = true;
    backdrop.hidden = true;
    drawer.innerHTML = "";
    document.body.classList.remove("styles_noScroll__Lz7Pa");
    if (lastFocus) lastFocus.focus();
  }
  drawer.addEventListener("click", function (e) { if (e.target.closest("[data-close-drawer]")) closeDrawer(); });
  backdrop.addEventListener("click", closeDrawer);

  /* ---------- search bar: role combobox, location, remote switch ---------- */
  var roleInput = document.getElementById("role-input"), listbox = document.getElementById("role-listbox");
  var active = -1;
  roleInput.value = roleName;
  function options() { return Array.prototype.slice.call(listbox.querySelectorAll("[role=option]")); }
  function renderOptions(filter) {
    var f = (filter || "").toLowerCase();
    listbox.innerHTML = D.roles.filter(function (r) { return !f || r[1].toLowerCase().indexOf(f) >= 0; }).map(function (r) {
      return '<li role="option" id="role-opt-' + r[0] + '" data-value="' + r[0] + '" aria-selected="' + (r[0] === state.role) + '">' + esc(r[1]) + '</li>';
    }).join("") || '<li class="styles_noOpt__Rb2Cw" aria-disabled="true">No matching roles</li>';
    active = -1;
    roleInput.removeAttribute("aria-activedescendant");
  }
  function openList(filter) { renderOptions(filter); listbox.hidden = false; roleInput.setAttribute("aria-expanded", "true"); }
  function closeList() { listbox.hidden = true; roleInput.setAttribute("aria-expanded", "false"); }
  function choose(slug) { location.href = buildUrl(withState({ role: slug, page: 1, location: locInput.value.trim() })); }
  roleInput.addEventListener("focus", function () { roleInput.select(); openList(""); });
  roleInput.addEventListener("input", function () { openList(roleInput.value); });
  roleInput.addEventListener("keydown", function (e) {
    var opts = options();
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (listbox.hidden) openList(roleInput.value);
      opts = options();
      if (!opts.length) return;
      active = (active + (e.key === "ArrowDown" ? 1 : -1) + opts.length) % opts.length;
      opts.forEach(function (o, i) { o.classList.toggle("styles_optActive__Mh4Ws", i === active); });
      roleInput.setAttribute("aria-activedescendant", opts[active].id);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (active >= 0 && opts[active]) return choose(opts[active].getAttribute("data-value"));
      if (opts.length === 1 && opts[0].getAttribute("data-value")) return choose(opts[0].getAttribute("data-value"));
    } else if (e.key === "Escape") {
      closeList();
      roleInput.value = roleName;
    }
  });
  listbox.addEventListener("mousedown", function (e) {
    var o = e.target.closest("[role=option]");
    if (o) { e.preventDefault(); choose(o.getAttribute("data-value")); }
  });
  roleInput.addEventListener("blur", function () { setTimeout(function () { closeList(); roleInput.value = roleName; }, 150); });

  var locInput = document.getElementById("location-input");
  locInput.value = state.location;
  document.getElementById("search-form").addEventListener("submit", function (e) {
    e.preventDefault();
    location.href = buildUrl(withState({ location: locInput.value.trim(), page: 1 }));
  });
  var sw = document.getElementById("remote-switch");
  sw.setAttribute("aria-checked", state.remote ? "true" : "false");
  sw.addEventListener("click", function () {
    sw.setAttribute("aria-checked", state.remote ? "false" : "true");
    location.href = buildUrl(withState({ remote: !state.remote, page: 1 }));
  });

  /* ---------- filters sheet ---------- */
  var sheet = document.getElementById("filters-sheet"), sheetBackdrop = document.getElementById("sheet-backdrop");
  var nActive = state.jobType.length + state.companySize.length + state.stage.length + (state.minSalary ? 1 : 0);
  var fbtn = document.getElementById("filters-button");
  if (nActive) fbtn.insertAdjacentHTML("beforeend", ' <span class="styles_countPill__Gx2Nn">' + nActive + '</span>');
  function count(pred) { return base.filter(pred).length; }
  function checkGroup(name, legend, values, labelOf, slugOf, test) {
    return '<fieldset class="styles_fieldset__Qy6Pw"><legend>' + legend + '</legend>' + values.map(function (v) {
      var slug = slugOf(v), id = "f-" + name + "-" + slugify(slug);
      return '<div class="styles_check__Tb1Vn"><input type="checkbox" id="' + id + '" name="' + name + '" value="' + esc(slug) + '"' + (state[name].indexOf(slug) >= 0 ? " checked" : "") + '>' +
        '<label for="' + id + '">' + esc(labelOf(v)) + ' <span class="styles_optCount__Lw9Xa">(' + count(function (j) { return test(j, v); }) + ')</span></label></div>';
    }).join("") + '</fieldset>';
  }
  var body = checkGroup("jobType", "Job type", D.jobTypes, function (v) { return v; }, function (v) { return slugify(v); }, function (j, v) { return j.job_type === v; }) +
    checkGroup("companySize", "Company size", D.sizes, function (v) { return v + " employees"; }, function (v) { return v; }, function (j, v) { return companies[j.company_slug].size === v; }) +
    checkGroup("stage", "Funding stage", D.stages, function (v) { return v; }, function (v) { return slugify(v); }, function (j, v) { return companies[j.company_slug].stage === v; }) +
    '<div class="styles_field__Uj8kD"><label for="f-minSalary">Salary at least</label><select id="f-minSalary" name="minSalary"><option value="">Any</option>' +
    D.salaryMin.map(function (s) {
      return '<option value="' + s[0] + '"' + (state.minSalary === s[0] ? " selected" : "") + '>' + s[1] + ' (' + count(function (j) { return j.salary_min_k != null && j.salary_min_k * 1000 >= parseInt(s[0], 10); }) + ')</option>';
    }).join("") + '</select></div>';
  document.getElementById("filters-body").innerHTML = body;
  function openSheet() { sheet.hidden = false; sheetBackdrop.hidden = false; fbtn.setAttribute("aria-expanded", "true"); sheet.querySelector("input,select").focus(); }
  function closeSheet() { sheet.hidden = true; sheetBackdrop.hidden = true; fbtn.setAttribute("aria-expanded", "false"); fbtn.focus(); }
  fbtn.addEventListener("click", openSheet);
  sheetBackdrop.addEventListener("click", closeSheet);
  document.getElementById("filters-close").addEventListener("click", closeSheet);
  document.getElementById("filters-reset").addEventListener("click", function () {
    sheet.querySelectorAll("input[type=checkbox]").forEach(function (c) { c.checked = false; });
    sheet.querySelector("select").value = "";
    location.href = buildUrl(withState({ jobType: [], companySize: [], stage: [], minSalary: "", page: 1 }));
  });
  document.getElementById("filters-apply").addEventListener("click", function () {
    function vals(n) { return Array.prototype.map.call(sheet.querySelectorAll("input[name=" + n + "]:checked"), function (c) { return c.value; }); }
    location.href = buildUrl(withState({ jobType: vals("jobType"), companySize: vals("companySize"), stage: vals("stage"), minSalary: sheet.querySelector("select").value, page: 1 }));
  });
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Escape") return;
    if (!drawer.hidden) closeDrawer();
    else if (!sheet.hidden) closeSheet();
  });
})();
