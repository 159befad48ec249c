/* StackHire /jobs page: search results, filters, grouping, pagination, split-view detail pane.  build sh-2025.11.4 */
(function () {
  "use strict";
  var SH = window.__SH__;
  var esc = SH.esc;
  var DATA = JSON.parse(document.getElementById("__NEXT_DATA__").textContent).props.pageProps;
  var PAGE_SIZE = DATA.meta.pageSize;
  var RESULTS = DATA.searchResults;
  var BY_GUID = {};
  RESULTS.concat(DATA.similarJobs).forEach(function (j) { BY_GUID[j.guid] = j; });
  var POSTED = { ONE: 0, THREE: 3, SEVEN: 7 };
  var TYPE_CODES = { "Full-time": "FULLTIME", "Part-time": "PARTTIME", "Contract": "CONTRACTS", "Third Party": "THIRD_PARTY" };
  var GROUP_KEY = "sh:groupByCompany";
  var DESKTOP = window.matchMedia("(min-width: 1024px)");
  var root = document.getElementById("__next");
  var rewritten = false; // the first client-side change rewrites the URL canonically (Dice-like extra params)
  var S;

  var ICON = {
    heart: '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6a5.2 5.2 0 0 1 9.3 6c-2.3 4.6-9.3 9-9.3 9z"/></svg>',
    bolt: '<svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M13 2 4 14h7l-1 8 9-12h-7z"/></svg>',
    left: '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="m15 18-6-6 6-6"/></svg>',
    right: '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="m9 18 6-6-6-6"/></svg>',
    close: '<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="M6 6l12 12M18 6 6 18"/></svg>',
    ext: '<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z"/></svg>',
    search: '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="m20 20-4-4" stroke="currentColor" stroke-width="2"/></svg>'
  };
  var VH = 'style="border: 0px; clip: rect(0px, 0px, 0px, 0px); clip-path: inset(50%); height: 1px; margin: -1px; overflow: hidden; padding: 0px; position: absolute; width: 1px; white-space: nowrap;"';

  // ------------------------------------------------------------------ state <-> URL
  function readState() {
    var p = new URLSearchParams(location.search);
    var list = function (k) { var v = p.get(k); return v ? v.split("|").filter(Boolean) : []; };
    var g = p.get("groupByCompany");
    var page = parseInt(p.get("page") || "1", 10);
    return {
      q: p.get("q") || "",
      location: p.get("location") || "",
      page: isNaN(page) || page < 1 ? 1 : page,
      postedDate: POSTED.hasOwnProperty(p.get("filters.postedDate")) ? p.get("filters.postedDate") : "",
      workplaceTypes: list("filters.workplaceTypes"),
      employmentType: list("filters.employmentType"),
      easyApply: p.get("filters.easyApply") === "true",
      willingToSponsor: p.get("filters.willingToSponsor") === "true",
      group: g != null ? g === "true" : SH.store.get(GROUP_KEY) === "true",
      jobId: p.get("jobId") || ""
    };
  }

  function buildUrl(s, opts) {
    opts = opts || {};
    var parts = [["q", s.q], ["location", s.location]];
    if (rewritten || opts.canonical) parts.push(["countryCode", "US"], ["radius", "30"], ["radiusUnit", "mi"]);
    var page = opts.page != null ? opts.page : s.page;
    if (page > 1 || rewritten || opts.canonical) parts.push(["page", String(page)]);
    if (rewritten || opts.canonical) parts.push(["pageSize", String(PAGE_SIZE)]);
    if (s.postedDate) parts.push(["filters.postedDate", s.postedDate]);
    if (s.workplaceTypes.length) parts.push(["filters.workplaceTypes", s.workplaceTypes.join("|")]);
    if (s.employmentType.length) parts.push(["filters.employmentType", s.employmentType.join("|")]);
    if (s.easyApply) parts.push(["filters.easyApply", "true"]);
    if (s.willingToSponsor) parts.push(["filters.willingToSponsor", "true"]);
    if (s.group) parts.push(["groupByCompany", "true"]);
    if (rewritten || opts.canonical) parts.push(["language", "en"]);
    if (s.jobId && !opts.noJob) parts.push(["jobId", s.jobId]);
    return "/jobs?" + parts.map(function (kv) {
      return encodeURIComponent(kv[0]) + "=" + encodeURIComponent(kv[1]).replace(/%20/g, "+");
    }).join("&");
  }

  function navigate(mutator, opts) {
    mutator(S);
    rewritten = true;
    history.pushState(null, "", buildUrl(S));
    render(opts);
  }

  // ------------------------------------------------------------------ search semantics
  function haystack(j) {
    return (j.title + " " + j.companyName + " " + j.skills.join(" ") + " " + j.descriptionHtml.replace(/<[^>]+>/g, " ")).toLowerCase();
  }
  function matches(j, s) {
    var hay = haystack(j);
    var words = s.q.toLowerCase().split(/\s+/).filter(Boolean);
    for (var i = 0; i < words.length; i++) if (hay.indexOf(words[i]) < 0) return false;
    var loc = s.location.trim().toLowerCase();
    if (loc && ["remote", "united states", "us", "usa"].indexOf(loc) < 0) {
      if (j.jobLocation.toLowerCase().indexOf(loc.split(",")[0].trim()) < 0) return false;
    }
    if (s.postedDate && j.daysAgo > POSTED[s.postedDate]) return false;
    if (s.workplaceTypes.length && s.workplaceTypes.indexOf(j.workplaceType) < 0) return false;
    if (s.employmentType.length && !j.employmentTypes.some(function (t) { return s.employmentType.indexOf(TYPE_CODES[t]) >= 0; })) return false;
    if (s.easyApply && !j.easyApply) return false;
    if (s.willingToSponsor && !j.willingToSponsor) return false;
    return true;
  }

  // ------------------------------------------------------------------ markup pieces
  function companyHref(j) {
    return "/company-profile/" + j.companyId + "?companyname=" + encodeURIComponent(j.companyName).replace(/%20/g, "+");
  }
  function logo(j, size) {
    var inner = j.companyLogoUrl
      ? '<img src="' + esc(j.companyLogoUrl) + '" alt="' + esc(j.companyLogoAlt) + '" loading="lazy" width="48" height="48" class="h-12 w-12 rounded-lg object-contain">'
      : '<div class="flex h-12 w-12 items-center justify-center rounded-lg text-base font-semibold text-white" style="background-color:' + esc(j.companyColor) + '">' + esc(j.companyInitials) + "</div>";
    return '<a aria-label="Company Logo" href="' + esc(companyHref(j)) + '" target="_blank" rel="noopener" class="relative z-10 shrink-0">' + inner + "</a>";
  }
  function whereAge(j) {
    return '<p class="mb-0 text-sm font-normal text-zinc-600">' + esc(j.jobLocation) + "<!-- --> • <!-- -->" + esc(j.postedAge) + "</p>";
  }
  function chips(j) {
    var out = j.employmentTypes.map(function (t) {
      return '<div class="flex items-center rounded-full bg-zinc-100 px-3 py-1" aria-labelledby="employmentType-label"><p class="mb-0 text-sm font-normal text-zinc-600" id="employmentType-label">' + esc(t) + "</p></div>";
    });
    if (j.salary) {
      out.push('<div class="flex items-center rounded-full bg-zinc-100 px-3 py-1" aria-labelledby="salary-label"><p class="mb-0 text-sm font-normal text-zinc-600" id="salary-label">' + esc(j.salary) + "</p></div>");
    }
    if (j.easyApply) {
      out.push('<div class="flex items-center gap-1 rounded-full bg-blue-50 px-3 py-1 text-sm font-semibold text-blue-700">' + ICON.bolt + "<span>Easy Apply</span></div>");
    }
    return '<div class="flex flex-wrap items-center gap-2">' + out.join("") + "</div>";
  }
  function saveBtn() {
    return '<button type="button" aria-label="Save job" aria-pressed="false" data-rac="" data-react-aria-pressable="true" class="relative z-10 shrink-0 rounded-full p-2 text-zinc-500 hover:bg-zinc-100 hover:text-rose-500">' + ICON.heart + "</button>";
  }
  function stretched(j) {
    return '<a tabindex="-1" aria-label="View Details for ' + esc(j.title) + " (" + esc(j.id) + ')" href="/job-detail/' + j.guid + '" class="absolute inset-0 z-0 rounded-lg"> </a>';
  }
  function titleLink(j) {
    return '<a data-testid="job-search-job-detail-link" aria-label="' + esc(j.title) + '" href="/job-detail/' + j.guid + '" class="relative z-10 block text-lg font-semibold leading-tight text-zinc-900 hover:text-indigo-600 hover:underline">' + esc(j.title) + "</a>";
  }
  function card(j, selected) {
    return '<div role="listitem" class="w-full">' +
      '<div data-testid="job-card" role="article" data-id="' + esc(j.id) + '" data-job-guid="' + j.guid + '"' + (selected ? ' data-selected="true"' : "") +
      ' class="relative flex cursor-pointer flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 transition hover:shadow data-[selected=true]:border-indigo-600">' +
      stretched(j) +
      '<div class="flex items-start gap-3">' + logo(j) +
      '<div class="flex min-w-0 flex-1 flex-col gap-1">' +
      '<a href="' + esc(companyHref(j)) + '" class="relative z-10 self-start hover:underline"><p data-testid="job-card-company-name" class="mb-0 line-clamp-2 text-sm sm:line-clamp-1">' + esc(j.companyName) + "</p></a>" +
      titleLink(j) + "</div>" + saveBtn() + "</div>" +
      whereAge(j) + chips(j) + "</div></div>";
  }
  function groupedBlock(name, jobs, selectedGuid) {
    var head = jobs[0];
    var entries = jobs.map(function (j) {
      return '<div data-testid="grouped-job-entry" role="article" data-id="' + esc(j.id) + '" data-job-guid="' + j.guid + '"' + (j.guid === selectedGuid ? ' data-selected="true"' : "") +
        ' class="relative flex cursor-pointer flex-col gap-2 border-t border-zinc-200 p-4 hover:bg-zinc-50 data-[selected=true]:bg-indigo-50">' +
        stretched(j) + '<div class="flex items-start gap-3"><div class="min-w-0 flex-1">' + titleLink(j) + "</div>" + saveBtn() + "</div>" +
        whereAge(j) + chips(j) + "</div>";
    }).join("");
    return '<div role="listitem" class="w-full overflow-hidden rounded-lg border border-zinc-200 bg-white">' +
      '<div class="flex items-center gap-3 p-4">' + logo(head) +
      '<div class="min-w-0 flex-1"><a href="' + esc(companyHref(head)) + '" class="hover:underline"><p data-testid="job-card-company-name" class="mb-0 text-base font-semibold">' + esc(name) + "</p></a>" +
      '<p class="mb-0 text-sm text-zinc-500">' + jobs.length + (jobs.length === 1 ? " job" : " jobs") + "</p></div></div>" +
      entries + "</div>";
  }

  function header(s) {
    return '<header class="sticky top-0 z-30 border-b border-zinc-200 bg-white"><div class="mx-auto flex max-w-screen-2xl flex-col gap-3 px-4 py-3 lg:flex-row lg:items-center">' +
      '<a href="/" aria-label="StackHire home" class="flex items-center gap-2 text-xl font-bold text-zinc-900"><img src="/assets/favicon.svg" alt="" width="28" height="28"><span>Stack<span class="text-indigo-600">Hire</span></span></a>' +
      '<form role="search" aria-label="Job search" class="flex flex-1 flex-col gap-2 md:flex-row" data-testid="job-search-form">' +
      '<div class="relative flex flex-1 items-center rounded-lg border border-zinc-300 bg-white px-3">' + ICON.search +
      '<input type="search" name="q" value="' + esc(s.q) + '" aria-label="Job title, skill, company, keyword" placeholder="Job title, skill, company, keyword" autocomplete="off" class="w-full px-2 py-2 outline-none" data-testid="job-search-search-bar-search-input"></div>' +
      '<div class="relative flex flex-1 items-center rounded-lg border border-zinc-300 bg-white px-3">' +
      '<input type="text" name="location" value="' + esc(s.location) + '" aria-label="Location (ex. Denver, remote)" placeholder="Location (ex. Denver, remote)" autocomplete="off" class="w-full px-2 py-2 outline-none" data-testid="job-search-search-bar-location-input"></div>' +
      '<button type="submit" data-testid="job-search-search-bar-search-button" class="rounded-lg bg-indigo-600 px-6 py-2 font-semibold text-white hover:bg-indigo-700">Search</button></form>' +
      '<div class="flex items-center gap-3 text-sm"><a class="text-zinc-700" href="/jobs?q=&amp;location=#login">Log in</a><a class="rounded-full bg-indigo-600 px-4 py-2 font-semibold text-white" href="/jobs?q=&amp;location=#register">Sign up</a></div>' +
      "</div></header>";
  }

  function radio(name, value, label, checked) {
    return '<label data-rac=""' + (checked ? ' data-selected="true"' : "") + ' class="flex cursor-pointer items-center gap-2 py-1 text-sm text-zinc-700">' +
      "<div " + VH + '><input type="radio" name="' + name + '" value="' + value + '"' + (checked ? " checked" : "") + ' tabindex="' + (checked ? "0" : "-1") + '"></div>' +
      '<div class="h-4 w-4 rounded-full border-2 ' + (checked ? "border-indigo-600 bg-indigo-600" : "border-zinc-400 bg-white") + '" aria-hidden="true"></div>' + esc(label) + "</label>";
  }
  function checkbox(name, value, label, checked) {
    return '<label data-rac=""' + (checked ? ' data-selected="true"' : "") + ' class="flex cursor-pointer items-center gap-2 py-1 text-sm text-zinc-700">' +
      "<div " + VH + '><input type="checkbox" name="' + name + '" value="' + value + '"' + (checked ? " checked" : "") + '></div>' +
      '<div class="flex h-4 w-4 items-center justify-center rounded border-2 ' + (checked ? "border-indigo-600 bg-indigo-600 text-white" : "border-zinc-400 bg-white") + '" aria-hidden="true">' +
      (checked ? '<svg width="10" height="10" viewBox="0 0 24 24"><path d="m4 12 5 5 11-11" fill="none" stroke="currentColor" stroke-width="4"/></svg>' : "") + "</div>" + esc(label) + "</label>";
  }
  function toggle(name, label, on) {
    return '<label data-rac=""' + (on ? ' data-selected="true"' : "") + ' class="flex cursor-pointer items-center justify-between gap-2 py-2 text-sm font-semibold text-zinc-800">' +
      "<div " + VH + '><input type="checkbox" role="switch" name="' + name + '" value="true"' + (on ? " checked" : "") + "></div>" + esc(label) +
      '<div class="flex h-6 w-10 shrink-0 items-center rounded-full px-0.5 ' + (on ? "bg-indigo-600" : "bg-zinc-300") + '" aria-hidden="true"><div class="h-5 w-5 rounded-full bg-white shadow ' + (on ? "translate-x-4" : "translate-x-0") + '"></div></div></label>';
  }
  function sidebar(s, count) {
    var posted = [["", "Any Date"], ["ONE", "Today"], ["THREE", "Last 3 Days"], ["SEVEN", "Last 7 Days"]];
    var work = [["Remote", "Remote"], ["On-Site", "On-Site"], ["Hybrid", "Hybrid"]];
    var types = [["FULLTIME", "Full-time"], ["PARTTIME", "Part-time"], ["CONTRACTS", "Contract"], ["THIRD_PARTY", "Third Party"]];
    var clear = { q: s.q, location: s.location, page: 1, postedDate: "", workplaceTypes: [], employmentType: [], easyApply: false, willingToSponsor: false, group: s.group, jobId: "" };
    return '<aside aria-label="Filters" data-testid="filters-panel" class="w-full shrink-0 md:w-56">' +
      '<div class="flex items-center justify-between pb-2"><h2 class="text-lg font-semibold">Filters</h2><a href="' + esc(buildUrl(clear, { noJob: true })) + '" data-testid="clear-filters" class="text-sm text-indigo-700 hover:underline">Clear all</a></div>' +
      '<div class="flex flex-col gap-4 rounded-lg border border-zinc-200 bg-white p-4">' +
      '<div role="radiogroup" aria-labelledby="postedDate-label" aria-orientation="vertical" data-rac="" class="flex flex-col"><span id="postedDate-label" class="mb-1 text-sm font-semibold text-zinc-900">Posted Date</span>' +
      posted.map(function (o) { return radio("postedDate", o[0], o[1], s.postedDate === o[0]); }).join("") + "</div>" +
      '<div role="group" aria-labelledby="workplaceTypes-label" data-rac="" class="flex flex-col border-t border-zinc-200 pt-3"><span id="workplaceTypes-label" class="mb-1 text-sm font-semibold text-zinc-900">Work Settings</span>' +
      work.map(function (o) { return checkbox("workplaceTypes", o[0], o[1], s.workplaceTypes.indexOf(o[0]) >= 0); }).join("") + "</div>" +
      '<div role="group" aria-labelledby="employmentType-group-label" data-rac="" class="flex flex-col border-t border-zinc-200 pt-3"><span id="employmentType-group-label" class="mb-1 text-sm font-semibold text-zinc-900">Employment Type</span>' +
      types.map(function (o) { return checkbox("employmentType", o[0], o[1], s.employmentType.indexOf(o[0]) >= 0); }).join("") + "</div>" +
      '<div class="flex flex-col border-t border-zinc-200 pt-2">' + toggle("easyApply", "Easy Apply", s.easyApply) + toggle("willingToSponsor", "Willing to Sponsor", s.willingToSponsor) + "</div>" +
      "</div></aside>";
  }

  function pagination(s, pages) {
    var btn = function (label, icon, target, disabled) {
      return '<button type="button" aria-label="' + label + '" data-rac="" data-page="' + target + '"' + (disabled ? ' disabled data-disabled="true"' : "") +
        ' class="flex h-9 w-9 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-50">' +
        icon + '<span class="sr-only">' + label + "</span></button>";
    };
    var nums = "";
    for (var p = 1; p <= pages; p++) {
      nums += p === s.page
        ? '<li><span aria-current="true" class="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">' + p + "</span></li>"
        : '<li><a href="' + esc(buildUrl(s, { page: p, noJob: true })) + '" data-page="' + p + '" class="flex h-9 w-9 items-center justify-center rounded-full text-sm text-zinc-700 hover:bg-zinc-100">' + p + "</a></li>";
    }
    return '<nav role="navigation" aria-label="Pagination" class="mt-6 flex justify-center"><section aria-label="Page ' + s.page + " of " + pages + '" class="flex items-center gap-2">' +
      btn("Previous", ICON.left, s.page - 1, s.page <= 1) + '<ul class="flex items-center gap-1">' + nums + "</ul>" + btn("Next", ICON.right, s.page + 1, s.page >= pages) +
      "</section></nav>";
  }

  function groupSwitch(s) {
    return '<div class="flex items-center gap-2">' +
      '<button type="button" role="switch" id="groupByCompanySwitch" aria-checked="' + (s.group ? "true" : "false") + '" aria-labelledby="groupByCompany-label" data-testid="group-by-company-switch" ' +
      'class="flex h-6 w-10 shrink-0 items-center rounded-full px-0.5 ' + (s.group ? "bg-indigo-600" : "bg-zinc-300") + '"><span aria-hidden="true" class="block h-5 w-5 rounded-full bg-white shadow ' + (s.group ? "translate-x-4" : "translate-x-0") + '"></span></button>' +
      '<label for="groupByCompanySwitch" id="groupByCompany-label" class="cursor-pointer text-sm text-zinc-700">Group by company</label></div>';
  }

  function pane(j) {
    var apply = j.easyApply
      ? '<button type="button" data-testid="pane-easy-apply" data-href="/job-detail/' + j.guid + '?apply=easy" class="inline-flex items-center gap-2 rounded-full bg-indigo-600 px-6 py-2 font-semibold text-white hover:bg-indigo-700">' + ICON.bolt + "Easy Apply</button>"
      : '<a href="' + esc(j.applyUrl) + '" target="_blank" rel="noopener noreferrer" data-testid="pane-apply-now" class="inline-flex items-center gap-2 rounded-full bg-indigo-600 px-6 py-2 font-semibold text-white hover:bg-indigo-700">Apply Now' + ICON.ext + "</a>";
    var similar = j.similar.map(function (g) { return card(BY_GUID[g], false); }).join("");
    return '<section aria-label="Job details" data-testid="job-detail-pane" class="sticky top-16 hidden h-[calc(100vh-5rem)] w-[56%] overflow-y-auto rounded-lg border border-zinc-200 bg-white lg:block">' +
      '<div class="flex items-start gap-3 border-b border-zinc-200 p-6">' + logo(j) +
      '<div class="min-w-0 flex-1"><h2 class="mb-1 text-2xl font-bold">' + esc(j.title) + "</h2>" +
      '<a href="' + esc(companyHref(j)) + '" class="text-indigo-700 hover:underline">' + esc(j.companyName) + "</a>" +
      '<p class="mb-0 mt-1 text-sm font-normal text-zinc-600">' + esc(j.jobLocation) + "<!-- --> • <!-- -->" + esc(j.postedAge) + "</p>" +
      '<div class="mt-3">' + chips(j) + '</div><div class="mt-4 flex items-center gap-3">' + apply + saveBtn() +
      '<a href="/job-detail/' + j.guid + '" class="text-sm text-indigo-700 hover:underline">Open job page</a></div></div>' +
      '<button type="button" aria-label="Close job details" data-testid="pane-close" class="rounded-full p-2 text-zinc-500 hover:bg-zinc-100">' + ICON.close + "</button></div>" +
      '<div class="p-6"><h3 class="mb-3 text-lg font-semibold">Job Details</h3><div class="space-y-3 text-zinc-800" data-testid="jobDescriptionHtml">' + j.descriptionHtml + "</div>" +
      '<h3 class="mb-2 mt-6 text-lg font-semibold">Skills</h3><ul class="flex flex-wrap gap-2">' +
      j.skills.map(function (k) { return '<li class="rounded-full border border-zinc-300 px-3 py-1 text-sm text-zinc-700">' + esc(k) + "</li>"; }).join("") + "</ul></div>" +
      '<div class="border-t border-zinc-200 bg-zinc-50 p-6"><h3 class="mb-3 text-lg font-semibold">Similar Jobs</h3>' +
      '<div role="list" aria-label="Job search results" class="grid grid-cols-1 gap-3">' + similar + "</div></div></section>";
  }

  // ------------------------------------------------------------------ render
  function render(opts) {
    opts = opts || {};
    var found = RESULTS.filter(function (j) { return matches(j, S); });
    var pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
    if (S.page > pages) S.page = pages;
    var slice = found.slice((S.page - 1) * PAGE_SIZE, S.page * PAGE_SIZE);
    var open = S.jobId && BY_GUID[S.jobId] && DESKTOP.matches ? BY_GUID[S.jobId] : null;
    var list;
    if (!slice.length) {
      list = '<div role="list" aria-label="Job search results" class="flex flex-col gap-3"></div>' +
        '<div class="rounded-lg border border-zinc-200 bg-white p-8 text-center"><p class="mb-1 text-lg font-semibold">No jobs found</p><p class="mb-0 text-sm text-zinc-600">Try different keywords or remove some filters.</p></div>';
    } else if (S.group) {
      var order = [], groups = {};
      slice.forEach(function (j) {
        if (!groups[j.companyName]) { groups[j.companyName] = []; order.push(j.companyName); }
        groups[j.companyName].push(j);
      });
      list = '<div role="list" aria-label="Job search results" class="flex flex-col gap-4">' +
        order.map(function (n) { return groupedBlock(n, groups[n], open && open.guid); }).join("") + "</div>";
    } else {
      list = '<div role="list" aria-label="Job search results" class="flex flex-col gap-3">' +
        slice.map(function (j) { return card(j, open && open.guid === j.guid); }).join("") + "</div>";
    }
    var heading = (S.q ? S.q.replace(/\b\w/g, function (c) { return c.toUpperCase(); }) + " jobs" : "All jobs") + (S.location ? " in " + S.location : "");
    root.innerHTML = header(S) +
      '<div class="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6 md:flex-row">' + sidebar(S, found.length) +
      '<main class="flex min-w-0 flex-1 gap-4">' +
      '<div class="min-w-0 ' + (open ? "basis-[44%] shrink-0" : "flex-1") + '">' +
      '<div class="mb-4 flex flex-wrap items-center justify-between gap-3"><div><h1 class="mb-0 text-xl font-semibold">' + esc(heading) + "</h1>" +
      '<p class="mb-0 text-sm text-zinc-600" aria-live="polite">' + found.length + (found.length === 1 ? " result" : " results") + "</p></div>" + groupSwitch(S) + "</div>" +
      list + (found.length ? pagination(S, pages) : "") + "</div>" +
      (open ? pane(open) : "") + "</main></div>" +
      '<footer class="mt-12 border-t border-zinc-200 bg-zinc-50"><div class="mx-auto max-w-screen-2xl px-4 py-8 text-sm text-zinc-600"><p class="mb-0">© 2026 StackHire, a fictional demo. All rights reserved.</p></div></footer>';
    document.title = heading + " | StackHire";
    if (opts.scrollTop) window.scrollTo(0, 0);
  }

  // ------------------------------------------------------------------ events
  root.addEventListener("click", function (e) {
    var t = e.target;
    var pg = t.closest("nav[aria-label=Pagination] [data-page]");
    if (pg) {
      e.preventDefault();
      if (pg.disabled) return;
      var n = parseInt(pg.getAttribute("data-page"), 10);
      navigate(function (s) { s.page = n; s.jobId = ""; }, { scrollTop: true });
      return;
    }
    if (t.closest("[data-testid=clear-filters]")) {
      e.preventDefault();
      navigate(function (s) { s.postedDate = ""; s.workplaceTypes = []; s.employmentType = []; s.easyApply = false; s.willingToSponsor = false; s.page = 1; s.jobId = ""; });
      return;
    }
    if (t.closest("#groupByCompanySwitch")) {
      navigate(function (s) { s.group = !s.group; SH.store.set(GROUP_KEY, s.group ? "true" : "false"); });
      return;
    }
    if (t.closest("[data-testid=pane-close]")) {
      navigate(function (s) { s.jobId = ""; });
      return;
    }
    var ea = t.closest("[data-testid=pane-easy-apply]");
    if (ea) { location.assign(ea.getAttribute("data-href")); return; }
    var item = t.closest("[data-testid=job-card], [data-testid=grouped-job-entry]");
    if (!item || item.closest("[data-testid=job-detail-pane]")) return; // Similar Jobs: plain links
    if (t.closest("button") || t.closest("a[target=_blank]") || t.closest('a[href^="/company-profile"]')) return;
    var guid = item.getAttribute("data-job-guid");
    if (!DESKTOP.matches) {
      if (!t.closest("a")) location.assign("/job-detail/" + guid);
      return;
    }
    e.preventDefault();
    navigate(function (s) { s.jobId = guid; });
  });

  root.addEventListener("change", function (e) {
    var input = e.target;
    if (!input.closest("aside[aria-label=Filters]")) return;
    var name = input.name;
    navigate(function (s) {
      s.page = 1;
      s.jobId = "";
      if (name === "postedDate") s.postedDate = input.value;
      else if (name === "easyApply" || name === "willingToSponsor") s[name] = input.checked;
      else {
        var vals = Array.prototype.map.call(root.querySelectorAll('input[name="' + name + '"]:checked'), function (x) { return x.value; });
        s[name] = vals;
      }
    });
  });

  root.addEventListener("submit", function (e) {
    var form = e.target.closest("form[role=search]");
    if (!form) return;
    e.preventDefault();
    var q = form.elements.q.value.trim();
    var loc = form.elements.location.value.trim();
    navigate(function (s) { s.q = q; s.location = loc; s.page = 1; s.jobId = ""; }, { scrollTop: true });
  });

  window.addEventListener("popstate", function () {
    S = readState();
    render();
  });
  DESKTOP.addEventListener("change", function () { render(); });

  S = readState();
  if (new URLSearchParams(location.search).get("groupByCompany") == null && S.group) {
    history.replaceState(null, "", buildUrl(S)); // the remembered layout shows in the URL
  }
  render();
})();
