/* JobFinder Pro - search results page (/search?q=&l=&page=) */
(function () {
  "use strict";

  var DATA = window.JF_DATA;
  var PAGE_SIZE = DATA.pageSize;

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function words(s) {
    return String(s || "").toLowerCase().split(/[^a-z0-9&+#]+/).filter(Boolean);
  }

  /* ---------- query ---------- */
  var params = new URLSearchParams(location.search);
  var q = (params.get("q") || "").trim();
  var l = (params.get("l") || "").trim();
  var page = Math.max(1, parseInt(params.get("page"), 10) || 1);

  function matches(j) {
    var hay = (j.title + " " + j.company + " " + j.location + " " + j.jobType).toLowerCase();
    var ws = words(q);
    for (var i = 0; i < ws.length; i++) if (hay.indexOf(ws[i]) < 0) return false;
    var loc = l.toLowerCase();
    if (loc && j.location.toLowerCase().indexOf(loc) < 0 && j.location !== "Remote") return false;
    return true;
  }
  var matched = DATA.jobs.filter(matches);
  var pages = Math.ceil(matched.length / PAGE_SIZE);
  if (pages && page > pages) page = pages;
  var real = matched.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  function url(p) {
    var sp = new URLSearchParams();
    if (q) sp.set("q", q);
    if (l) sp.set("l", l);
    if (p > 1) sp.set("page", String(p));
    var s = sp.toString();
    return "/search" + (s ? "?" + s : "");
  }

  /* ---------- deterministic sponsored cards ---------- */
  function fnv1a(str) {
    var h = 0x811c9dc5;
    for (var i = 0; i < str.length; i++) {
      h ^= str.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h >>> 0;
  }
  function mulberry32(a) {
    return function () {
      a |= 0; a = (a + 0x6D2B79F5) | 0;
      var t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  var rnd = mulberry32(fnv1a(q.toLowerCase() + "|" + l.toLowerCase() + "|" + page));
  function pick(arr) { return arr[Math.floor(rnd() * arr.length)]; }

  var AD_TITLES = ["Data Analyst", "Business Analyst", "Financial Analyst", "Entry Level Analyst - Paid Training",
    "Remote Data Entry Analyst", "Junior Analyst - Work From Home", "Operations Analyst", "Senior Data Analyst",
    "Analyst, Customer Insights", "Reporting Analyst", "Market Research Analyst", "Staffing Analyst",
    "Business Operations Analyst", "Financial Planning Analyst", "Data Analyst (Remote)", "Analyst I", "Analyst II",
    "Credit Analyst", "Loan Analyst", "Fraud Analyst - $500 Sign-on Bonus", "Claims Analyst - Remote", "SQL Analyst",
    "Excel Analyst", "Payroll Analyst", "HR Analyst", "Inventory Analyst", "Logistics Analyst", "Marketing Data Analyst",
    "Product Data Analyst", "Investment Analyst Trainee", "Business Systems Analyst", "Cybersecurity Analyst (No Experience)",
    "Tax Analyst", "Benefits Analyst", "Quality Analyst", "Sales Operations Analyst", "Healthcare Analyst",
    "Insurance Analyst", "Compensation Analyst", "Budget Analyst", "Pricing Analyst", "Supply Chain Analyst",
    "Data Analyst - Immediate Hire", "Remote Business Analyst - Part Time"];
  var AD_COMPANIES = ["Apex Staffing Solutions", "TalentBridge Partners", "CareerSpring", "HireQuest Direct",
    "NovaWorks Recruiting", "BlueOcean Consulting", "Summit Analytics Group", "Keystone Financial Services",
    "Meridian Data Corp", "Vantage Point Partners", "Crestline Insurance Agency", "Pinnacle Health Systems",
    "Brightpath Logistics", "Ironwood Bank", "Redline Marketing", "Harbor Light Technologies", "Evergreen Staffing",
    "Elevate Talent Group", "Northstar Solutions", "Clarity Data Inc.", "Atlas Workforce", "Granite Peak Consulting",
    "Bluestem Capital", "Prime Career Network", "Horizon Remote Jobs", "Silverline Analytics", "Cobalt Staffing",
    "Lighthouse Recruiting", "Trident Financial", "Oakmont Health", "QuickHire Now", "JobsNearYou Network",
    "Sterling & Webb Consulting", "Cardinal Benefits Group", "Riverbend Partners", "Greenfield Analytics"];
  var AD_LOCATIONS = ["Chicago, IL", "Remote", "Chicago, IL 60601", "Schaumburg, IL", "Naperville, IL", "Evanston, IL",
    "Oak Brook, IL", "Hybrid work in Chicago, IL", "Rosemont, IL", "Downers Grove, IL", "Itasca, IL", "Deerfield, IL",
    "Chicago, IL 60606", "United States"];
  var AD_SALARIES = ["$45,000 - $60,000 a year", "$22 - $28 an hour", "Up to $75,000 a year", "From $50,000 a year",
    "$60,000 - $90,000 a year", "$18.50 - $24.00 an hour", "$70,000 - $85,000 a year", "$30 - $45 an hour"];
  var AD_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Full-time", "Full-time"];
  var AD_SNIPPETS = ["No experience required. Paid training provided.", "Work from home with flexible hours.",
    "Apply in minutes - no resume needed.", "Analyze data and prepare reports for management.",
    "Competitive pay and full benefits from day one.", "Join a fast-growing team with a great culture.",
    "Sign-on bonus available for qualified candidates.", "Weekly pay. Immediate start.",
    "Use Excel and SQL to support business decisions.", "Hiring multiple candidates for this role."];

  function metaGroup(salary, jobType) {
    var h = '<div class="jobMetaDataGroup css-qspwa8 eu4oa1w0">';
    if (salary) {
      h += '<div class="metadata salary-snippet-container css-1f4kgma eu4oa1w0"><div data-testid="attribute_snippet_testid" class="css-1cvvo1b eu4oa1w0">' + esc(salary) + "</div></div>";
    }
    h += '<div class="metadata css-1f4kgma eu4oa1w0"><div data-testid="attribute_snippet_testid" class="css-1cvvo1b eu4oa1w0">' + esc(jobType) + "</div></div>";
    return h + "</div>";
  }

  function decoyCard() {
    var title = pick(AD_TITLES), company = pick(AD_COMPANIES), loc = pick(AD_LOCATIONS);
    var salary = rnd() < 0.45 ? pick(AD_SALARIES) : null;
    var jt = pick(AD_TYPES), snip = pick(AD_SNIPPETS);
    var adId = "ad-" + String(100000 + Math.floor(rnd() * 900000));
    return '<li class="css-5lfssm eu4oa1w0">' +
      '<div class="cardOutline tapItem dd-privacy-allow result sponTapItem sponsoredJob css-1qwrrf0 eu4oa1w0" data-ad="' + adId + '" onclick="jfSponsoredClick(event)">' +
      '<div class="slider_container css-12igfu0 eu4oa1w0"><div class="slider_item css-17bghu4 eu4oa1w0"><div class="job_seen_beacon">' +
      '<table class="mainContentTable css-131ju4w eu4oa1w0" role="presentation"><tbody><tr><td class="resultContent css-1o6lhys eu4oa1w0">' +
      '<div class="css-dbkg4s eu4oa1w0"><h2 class="jobTitle css-1psdjh5 eu4oa1w0"><span title="' + esc(title) + '">' + esc(title) + "</span></h2></div>" +
      '<div class="company_location css-i375s1 e37uo190"><div class="css-1restlb eu4oa1w0">' +
      '<span data-testid="company-name" class="css-1h7lukg eu4oa1w0">' + esc(company) + "</span>" +
      '<div data-testid="text-location" class="css-1restlb eu4oa1w0">' + esc(loc) + "</div></div></div>" +
      metaGroup(salary, jt) +
      "</td></tr></tbody></table>" +
      '<table class="jobCardShelfContainer css-1yw5nbu eu4oa1w0" role="presentation"><tbody><tr><td>' +
      '<div class="heading6 tapItem-gutter result-footer"><div class="job-snippet"><ul><li>' + esc(snip) + "</li></ul></div>" +
      '<span class="sponsoredJob-label" data-testid="sponsored-label">Sponsored</span></div>' +
      "</td></tr></tbody></table></div></div></div></div></li>";
  }

  function realCard(j) {
    var date = (j.posted === "Just posted" || j.posted === "Today") ? esc(j.posted) :
      '<span class="visually-hidden">Posted </span>' + esc(j.posted);
    return '<li class="css-5lfssm eu4oa1w0">' +
      '<div class="cardOutline tapItem dd-privacy-allow result job_' + j.id + ' resultWithShelf css-1qwrrf0 eu4oa1w0" data-jk="' + j.id + '">' +
      '<div class="slider_container css-12igfu0 eu4oa1w0"><div class="slider_item css-17bghu4 eu4oa1w0"><div class="job_seen_beacon">' +
      '<table class="mainContentTable css-131ju4w eu4oa1w0" role="presentation"><tbody><tr><td class="resultContent css-1o6lhys eu4oa1w0">' +
      '<div class="css-dbkg4s eu4oa1w0"><h2 class="jobTitle css-1psdjh5 eu4oa1w0"><a id="job_' + j.id + '" class="jcs-JobTitle css-1baag51 eu4oa1w0" data-jk="' + j.id + '" href="' + esc(j.url) + '">' +
      '<span title="' + esc(j.title) + '" id="jobTitle-' + j.id + '">' + esc(j.title) + "</span></a></h2></div>" +
      '<div class="company_location css-i375s1 e37uo190"><div class="css-1restlb eu4oa1w0">' +
      '<span data-testid="company-name" class="css-1h7lukg eu4oa1w0">' + esc(j.company) + "</span>" +
      '<div data-testid="text-location" class="css-1restlb eu4oa1w0">' + esc(j.location) + "</div></div></div>" +
      metaGroup(j.salary, j.jobType) +
      "</td></tr></tbody></table>" +
      '<table class="jobCardShelfContainer css-1yw5nbu eu4oa1w0" role="presentation"><tbody><tr><td>' +
      '<div class="heading6 tapItem-gutter result-footer"><div class="job-snippet"><ul>' +
      j.snippet.map(function (s) { return "<li>" + esc(s) + "</li>"; }).join("") + "</ul></div>" +
      '<span data-testid="myJobsStateDate" class="date css-10pe3me eu4oa1w0">' + date + "</span></div>" +
      "</td></tr></tbody></table></div></div></div></div></li>";
  }

  /* ---------- heading ---------- */
  var what = q ? q : "";
  var h1 = document.getElementById("jobsearch-title");
  h1.textContent = (what ? what + " jobs" : "Jobs") + (l ? " in " + l : "");
  document.title = (what ? what.replace(/\b\w/g, function (c) { return c.toUpperCase(); }) + " Jobs" : "Jobs") +
    (l ? ", Employment in " + l : "") + " | JobFinder Pro";
  document.getElementById("text-input-what").value = q;
  document.getElementById("text-input-where").value = l;
  document.getElementById("alert-q").value = q;
  document.getElementById("alert-l").value = l;
  var countEl = document.getElementById("job-count");
  countEl.textContent = page > 1 ? "Page " + page + " of " + matched.length + " jobs" : matched.length + (matched.length === 1 ? " job" : " jobs");

  /* ---------- list ---------- */
  var list = document.getElementById("jobcards-list");
  if (!real.length) {
    list.outerHTML = '<div class="jobsearch-NoResult" id="no-results"><h2>The search <b>' + esc(q || "jobs") + "</b>" +
      (l ? " in <b>" + esc(l) + "</b>" : "") + " did not match any jobs</h2><p>Search suggestions:</p><ul>" +
      "<li>Try more general keywords</li><li>Check your spelling</li><li>Replace abbreviations with the entire word</li></ul></div>";
  } else {
    var slots = DATA.slots[String(page)] || DATA.slots["2"];
    var at = {};
    for (var i = 0; i < real.length; i++) at[slots[i]] = real[i];
    var total = DATA.decoysPerPage + real.length;
    var parts = new Array(total);
    for (var k = 0; k < total; k++) parts[k] = at[k] ? realCard(at[k]) : decoyCard();
    list.innerHTML = parts.join("");
  }

  /* ---------- pager ---------- */
  if (pages > 1) {
    var h = '<nav role="navigation" aria-label="pagination" class="css-98e656 eu4oa1w0"><ul class="css-1g90gv6 eu4oa1w0">';
    if (page > 1) h += '<li class="css-227srf eu4oa1w0"><a data-testid="pagination-page-prev" class="css-akkh0a e8ju0x50" rel="prev" href="' + esc(url(page - 1)) + '">‹ Previous</a></li>';
    for (var p = 1; p <= pages; p++) {
      if (p === page) h += '<li class="css-227srf eu4oa1w0"><span data-testid="pagination-page-current" class="css-1d3ljy9 e8ju0x50" aria-current="page">' + p + "</span></li>";
      else h += '<li class="css-227srf eu4oa1w0"><a data-testid="pagination-page-' + p + '" class="css-1cpgcgb e8ju0x50" href="' + esc(url(p)) + '" aria-label="' + p + '">' + p + "</a></li>";
    }
    if (page < pages) h += '<li class="css-227srf eu4oa1w0"><a data-testid="pagination-page-next" class="css-akkh0a e8ju0x50" rel="next" href="' + esc(url(page + 1)) + '">Next ›</a></li>';
    h += "</ul></nav>";
    document.getElementById("pagination-container").innerHTML = h;
  }

  try { sessionStorage.setItem("jf_last_search", location.pathname + location.search); } catch (e) { /* ignore */ }

  /* ---------- sponsored click: a toast, nothing opens ---------- */
  var toast = document.getElementById("jf-toast");
  var timer = null;
  window.jfSponsoredClick = function (ev) {
    if (ev) ev.preventDefault();
    toast.innerHTML = '<span class="jf-toast-msg">Sign up to see this job</span>' +
      '<button type="button" class="jf-toast-close" aria-label="Close">×</button>';
    toast.hidden = false;
    toast.querySelector(".jf-toast-close").onclick = function () { toast.hidden = true; };
    if (timer) clearTimeout(timer);
    timer = setTimeout(function () { toast.hidden = true; }, 4000);
  };
})();
