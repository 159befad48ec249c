/* TalentStack web client — srp + job-listing bundle (build 2026.11.3-4f1c2e7) */
(function () {
  "use strict";
  var STATE = window.__TS_STATE__;
  var PAGE = window.__TS_PAGE__ || { page: "srp" };
  var JOBS = STATE.jobs;
  var BY_ID = {};
  JOBS.forEach(function (j) { BY_ID[j.id] = j; });
  var PAGE_SIZE = STATE.pageSize;

  function esc(s) {
    return String(s == null ? "" : s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  /* ---------------------------------------------------------------- icons */
  var ICON = {
    search: '<svg class="css-1b2qmvv" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" fill-rule="evenodd" d="M10.5 4a6.5 6.5 0 1 0 4.03 11.6l4.43 4.44a.75.75 0 1 0 1.06-1.06l-4.43-4.44A6.5 6.5 0 0 0 10.5 4ZM5.5 10.5a5 5 0 1 1 10 0 5 5 0 0 1-10 0Z"/></svg>',
    heart: '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="1.5" d="M12 20.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 8.7 6.2c1.4 0 2.6.7 3.3 1.8.7-1.1 1.9-1.8 3.3-1.8a4.2 4.2 0 0 1 4.2 4.2c0 5.5-7.5 10.1-7.5 10.1Z"/></svg>',
    heartFilled: '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#0caa41" stroke="#0caa41" stroke-width="1.5" d="M12 20.5s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 8.7 6.2c1.4 0 2.6.7 3.3 1.8.7-1.1 1.9-1.8 3.3-1.8a4.2 4.2 0 0 1 4.2 4.2c0 5.5-7.5 10.1-7.5 10.1Z"/></svg>',
    bolt: '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z"/></svg>',
    ext: '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"/></svg>',
    pin: '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"/></svg>',
    chevron: '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6 1.4-1.4Z"/></svg>',
    close: '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13.4 12l5.3-5.3-1.4-1.4-5.3 5.3-5.3-5.3-1.4 1.4 5.3 5.3-5.3 5.3 1.4 1.4 5.3-5.3 5.3 5.3 1.4-1.4-5.3-5.3Z"/></svg>',
    check: '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z"/></svg>'
  };

  function logoHTML(job, cls) {
    if (job.logo) {
      return '<img class="' + cls + '" src="' + esc(job.logo) + '" alt="' + esc(job.company) + ' Logo" title="' + esc(job.company) + ' Logo" width="48" height="48" loading="lazy">';
    }
    return '<span class="' + cls + ' avatar-base_Placeholder__q3Lx8" aria-hidden="true">' + esc(job.company.charAt(0)) + '</span>';
  }

  /* ---------------------------------------------------------------- search */
  var FILTER_KEYS = ["easyApply", "remoteWorkType", "fromAge", "minSalary", "minRating"];

  function readParams() {
    var sp = new URLSearchParams(location.search);
    var p = { q: sp.get("q") || "", loc: sp.get("loc") || "", jobId: sp.get("jobId") || "", f: {} };
    FILTER_KEYS.forEach(function (k) { if (sp.get(k)) p.f[k] = sp.get(k); });
    return p;
  }

  function buildQuery(p, withJob) {
    var sp = new URLSearchParams();
    sp.set("q", p.q);
    sp.set("loc", p.loc);
    FILTER_KEYS.forEach(function (k) { if (p.f[k]) sp.set(k, p.f[k]); });
    if (withJob && p.jobId) sp.set("jobId", p.jobId);
    return "?" + sp.toString();
  }

  function matches(j, q, loc, f) {
    var hay = (j.title + " " + j.company + " " + j.skills.join(" ")).toLowerCase();
    var toks = q.toLowerCase().trim().split(/[\s+]+/);
    for (var i = 0; i < toks.length; i++) if (toks[i] && hay.indexOf(toks[i]) < 0) return false;
    loc = loc.toLowerCase().trim();
    if (loc && loc !== "remote") {
      var lt = loc.split(/[\s,]+/);
      for (var k = 0; k < lt.length; k++) if (lt[k] && j.loc_search.indexOf(lt[k]) < 0) return false;
    }
    if (f.easyApply && !j.easy_apply) return false;
    if (f.remoteWorkType && j.work_mode !== "remote") return false;
    if (f.fromAge && j.age_days > parseInt(f.fromAge, 10)) return false;
    if (f.minSalary && !(j.salary_min_usd_k && j.salary_min_usd_k * 1000 >= parseInt(f.minSalary, 10))) return false;
    if (f.minRating && !(j.rating && j.rating >= parseFloat(f.minRating))) return false;
    return true;
  }

  function search(p, fOverride) {
    var f = fOverride || p.f;
    return JOBS.filter(function (j) { return matches(j, p.q, p.loc, f); });
  }

  /* ------------------------------------------------------ card templates */
  function lightCardHTML(job, selected) {
    var rating = job.rating != null
      ? '<div class="EmployerProfile_ratingContainer__ul0Ef"><span class="rating-single-star_RatingText__XENmU" aria-label="Rated ' + job.rating.toFixed(1) + ' out of 5 stars">' + job.rating.toFixed(1) + ' ★</span></div>' : "";
    var salary = job.salary
      ? '<div class="JobCard_salaryEstimate__QpbTW" data-test="detailSalary">' + esc(job.salary.replace(/ \(.*$/, "")) + ' <span class="JobCard_salaryEstimateSource__m4n2A">' + esc(job.salary.replace(/^.*? (\()/, "$1")) + '</span></div>' : "";
    return '<li class="JobsList_jobListItem__wjTHv' + (selected ? " JobsList_selected__fbKZ8" : "") + '" data-test="jobListing" data-jobid="' + job.id + '" data-brandviews="MODULE:n=jobs-srp-list:eid=' + job.employer_key + ':jlid=' + job.id + '" data-is-easy-apply="' + job.easy_apply + '">' +
      '<div class="JobCard_jobCardContainer__arQlW' + (selected ? " JobCard_selected__Gx3wP" : "") + '">' +
      '<div class="JobCard_jobCardContent__JQ5Rq"><div class="JobCard_jobCardLeftContent__3XNmV">' +
      (job.promoted ? '<div class="JobCard_promoted__Hm1cD">Promoted</div>' : "") +
      '<div class="EmployerProfile_profileContainer__63w3R EmployerProfile_compact__28h9t">' + logoHTML(job, "avatar-base_Image__2RcF9") +
      '<div class="EmployerProfile_employerNameContainer__J2Sg8"><span class="EmployerProfile_compactEmployerName__9MGcV">' + esc(job.company) + '</span>' + rating + '</div></div>' +
      '<a href="' + esc(job.url) + '" id="job-title-' + job.id + '" class="JobCard_jobTitle__GLyJ1" data-test="job-title" rel="nofollow" target="_blank">' + esc(job.title) + '</a>' +
      '<div class="JobCard_location__Ds1fM" data-test="emp-location">' + esc(job.location) + '</div>' + salary +
      '<div class="JobCard_jobCardFooter__Dc8Cx">' +
      (job.easy_apply ? '<div class="JobCard_easyApplyTag__5vlo5">' + ICON.bolt + 'Easy Apply</div>' : "") +
      '</div></div>' +
      '<div class="JobCard_jobCardRightContent__r4Ks9"><button class="JobCard_saveButton__Yy2Vo" data-test="save-job" data-action="save" type="button" aria-pressed="false" aria-label="Save ' + esc(job.title) + '">' + ICON.heart + '</button>' +
      '<div class="JobCard_listingAge__jJsuc" data-test="job-age">' + esc(job.age) + '</div></div>' +
      '</div></div></li>';
  }

  var SHADOW_CSS =
    ":host{display:block;list-style:none;border-bottom:1px solid #e0e0e0;background:#fff;cursor:pointer;font-family:inherit}" +
    ":host(:hover){background:#f6f7f8}:host([selected]){background:#f2f9f4;box-shadow:inset 3px 0 0 #0caa41}" +
    ".css-1m2s8rb{display:grid;grid-template-columns:40px 1fr auto;gap:4px 12px;padding:16px}" +
    ".css-3v9zq2{width:40px;height:40px;border-radius:6px;display:flex;align-items:center;justify-content:center;background:#eef0f2;color:#444;font-weight:700;overflow:hidden}" +
    ".css-3v9zq2 img{width:40px;height:40px}" +
    ".css-xk2p1q{display:flex;align-items:center;gap:6px;font-size:14px;color:#20262e}" +
    ".css-7ymt8n{font-weight:600;font-size:13px;color:#20262e}" +
    ".css-1f3x9tn{margin:2px 0;font-size:16px;font-weight:700;line-height:1.3}" +
    ".css-8xr2ed{color:#20262e;text-decoration:none}.css-8xr2ed:hover{text-decoration:underline}" +
    ".css-56kyx5{font-size:14px;color:#505863}.css-1xe2q9y{font-size:14px;color:#20262e;margin-top:2px}" +
    ".css-v2r9lc{display:flex;gap:8px;align-items:center;margin-top:8px;font-size:12px}" +
    ".css-pill{display:inline-flex;align-items:center;gap:3px;padding:2px 8px;border-radius:12px;background:#e8f5ec;color:#0a7a2f;font-weight:600}" +
    ".css-promo{color:#6b7280;font-size:12px}" +
    ".css-r1xq0f{display:flex;flex-direction:column;align-items:flex-end;justify-content:space-between;grid-row:1/span 5;grid-column:3}" +
    ".css-r1xq0f button{border:0;background:none;color:#505863;cursor:pointer;padding:4px}" +
    ".css-age{font-size:12px;color:#505863}.css-spons{font-size:11px;font-weight:700;color:#8a6d00;text-transform:uppercase;letter-spacing:.04em}";

  function shadowCardHTML(job) {
    return '<style>' + SHADOW_CSS + '</style>' +
      '<article class="css-1m2s8rb e1ka9wj0" data-testid="job-card">' +
      '<div class="css-3v9zq2 e1ka9wj1">' + (job.logo ? '<img src="' + esc(job.logo) + '" alt="">' : esc(job.company.charAt(0))) + '</div>' +
      '<div class="css-xk2p1q e1ka9wj2"><span class="css-1p9q0ze">' + esc(job.company) + '</span>' +
      (job.rating != null ? '<span class="css-7ymt8n e1cjmv6j1">' + job.rating.toFixed(1) + ' ★</span>' : "") + '</div>' +
      '<div class="css-r1xq0f"><button type="button" data-action="save" aria-pressed="false" title="Save">' + ICON.heart + '</button><time class="css-age" datetime="' + job.posted_date + '">' + esc(job.age) + '</time></div>' +
      '<div></div><h3 class="css-1f3x9tn"><a class="css-8xr2ed" data-testid="job-card-title" href="' + esc(job.url) + '" target="_blank" rel="nofollow">' + esc(job.title) + '</a></h3>' +
      '<div></div><div class="css-56kyx5">' + esc(job.location) + '</div>' +
      (job.salary ? '<div></div><div class="css-1xe2q9y" data-testid="salary">' + esc(job.salary) + '</div>' : "") +
      ((job.easy_apply || job.promoted) ? '<div></div><div class="css-v2r9lc">' + (job.easy_apply ? '<span class="css-pill">' + ICON.bolt + 'Easy Apply</span>' : "") +
        (job.promoted ? '<span class="css-promo">Promoted</span>' : "") + '</div>' : "") +
      '</article>';
  }

  function sponsoredShadowHTML(s) {
    return '<style>' + SHADOW_CSS + '</style>' +
      '<article class="css-1m2s8rb e1ka9wj0" data-testid="sponsored-card">' +
      '<div class="css-3v9zq2">' + esc(s.provider.charAt(0)) + '</div>' +
      '<div class="css-xk2p1q"><span class="css-1p9q0ze">' + esc(s.provider) + '</span>' + (s.rating ? '<span class="css-7ymt8n">' + s.rating.toFixed(1) + ' ★</span>' : "") + '</div>' +
      '<div class="css-r1xq0f"><span class="css-spons">Sponsored</span></div>' +
      '<div></div><h3 class="css-1f3x9tn"><a class="css-8xr2ed" href="' + esc(s.url) + '" target="_blank" rel="sponsored noopener">' + esc(s.title) + '</a></h3>' +
      '<div></div><div class="css-56kyx5">' + esc(s.place) + '</div>' +
      '<div></div><div class="css-1xe2q9y">' + esc(s.price) + '</div>' +
      '</article>';
  }

  function sponsoredLightHTML(s, idx) {
    return '<li class="JobsList_jobListItem__wjTHv JobsList_adSlot__kq7Pz" data-ad-slot="srp_' + idx + '" data-test="sponsored-listing">' +
      '<div class="JobCard_jobCardContainer__arQlW SponsoredCard_container__Vt2eA"><div class="JobCard_jobCardContent__JQ5Rq"><div class="JobCard_jobCardLeftContent__3XNmV">' +
      '<div class="SponsoredCard_label__8sQpe">Sponsored</div>' +
      '<div class="EmployerProfile_profileContainer__63w3R EmployerProfile_compact__28h9t"><span class="avatar-base_Image__2RcF9 avatar-base_Placeholder__q3Lx8">' + esc(s.provider.charAt(0)) + '</span>' +
      '<div class="EmployerProfile_employerNameContainer__J2Sg8"><span class="EmployerProfile_compactEmployerName__9MGcV">' + esc(s.provider) + '</span>' +
      (s.rating ? '<div class="EmployerProfile_ratingContainer__ul0Ef"><span class="rating-single-star_RatingText__XENmU">' + s.rating.toFixed(1) + ' ★</span></div>' : "") + '</div></div>' +
      '<a href="' + esc(s.url) + '" class="JobCard_jobTitle__GLyJ1" target="_blank" rel="sponsored noopener">' + esc(s.title) + '</a>' +
      '<div class="JobCard_location__Ds1fM">' + esc(s.place) + '</div>' +
      '<div class="JobCard_salaryEstimate__QpbTW">' + esc(s.price) + '</div>' +
      '</div></div></div></li>';
  }

  /* custom element: the newer card component renders into an open shadow root */
  if (!customElements.get("ts-job-card")) {
    customElements.define("ts-job-card", class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        var root = this.attachShadow({ mode: "open" });
        if (this.hasAttribute("data-sponsored")) {
          root.innerHTML = sponsoredShadowHTML(STATE.sponsored[parseInt(this.getAttribute("data-sponsored"), 10)]);
        } else {
          var job = BY_ID[this.getAttribute("data-jobid")];
          if (job) root.innerHTML = shadowCardHTML(job);
        }
      }
    });
  }

  function cardNode(job, selected) {
    if (job.component === "shadow") {
      var el = document.createElement("ts-job-card");
      el.setAttribute("data-jobid", job.id);
      el.setAttribute("role", "listitem");
      el.className = "css-1b2c3d4 e13qs2072";
      if (selected) el.setAttribute("selected", "");
      return el;
    }
    var t = document.createElement("template");
    t.innerHTML = lightCardHTML(job, selected);
    return t.content.firstChild;
  }

  function sponsoredNode(s, idx) {
    if (s.component === "shadow") {
      var el = document.createElement("ts-job-card");
      el.setAttribute("data-sponsored", String(idx));
      el.setAttribute("role", "listitem");
      el.className = "css-1b2c3d4 e13qs2072";
      return el;
    }
    var t = document.createElement("template");
    t.innerHTML = sponsoredLightHTML(s, idx);
    return t.content.firstChild;
  }

  /* ------------------------------------------------------- detail pane */
  function chipsHTML(job) {
    return '<ul class="css-1wq6yk3 e1ehbz0" data-cy="employmentDetails" aria-label="Employment details">' +
      job.employment_types.map(function (c) { return '<li class="css-chip-7kfv2 e1ehbz1"><span class="css-yc3tf0">' + esc(c) + '</span></li>'; }).join("") + '</ul>';
  }

  function descriptionHTML(job) {
    var d = job.description;
    return '<div class="JobDetails_jobDescription__uW_fK JobDetails_blurDescription__vN7nh" id="jd-description-' + job.id + '">' +
      d.paras.map(function (p) { return "<p>" + esc(p) + "</p>"; }).join("") +
      "<p><b>What you'll do</b></p><ul>" + d.resp.map(function (x) { return "<li>" + esc(x) + "</li>"; }).join("") + "</ul>" +
      "<p><b>What you'll bring</b></p><ul>" + d.qual.map(function (x) { return "<li>" + esc(x) + "</li>"; }).join("") + "</ul>" +
      "<p><b>Benefits</b></p><ul>" + d.benefits.map(function (x) { return "<li>" + esc(x) + "</li>"; }).join("") + "</ul>" +
      "<p><i>" + esc(d.eeo) + "</i></p></div>";
  }

  var applied = {};
  var saved = {};

  function applyControlHTML(job) {
    if (applied[job.id]) {
      return '<button class="button_Button__MlD2g button-base_Button__knLaX JobDetails_appliedButton__c0Qj1" type="button" disabled>' + ICON.check + '<span>Applied</span></button>';
    }
    if (job.easy_apply) {
      return '<button class="button_Button__MlD2g button-base_Button__knLaX button_Primary__Lq9zV" type="button" data-test="easyApply" data-action="easy-apply" data-jobid="' + job.id + '">' + ICON.bolt + '<span class="button-base_Label__Vr8Aw">Easy Apply</span></button>';
    }
    return '<a class="button_Button__MlD2g button-base_Button__knLaX button_Primary__Lq9zV" data-test="applyButton" href="' + esc(job.apply_url) + '" target="_blank" rel="nofollow noopener noreferrer"><span class="button-base_Label__Vr8Aw">Apply</span>' + ICON.ext + '</a>';
  }

  function detailHTML(job, standalone) {
    var rating = job.rating != null ? '<span class="rating-single-star_RatingText__XENmU css-rt4k9u">' + job.rating.toFixed(1) + ' ★</span>' : "";
    var H = standalone ? "h1" : "h1";
    return '<div class="JobDetails_jobDetailsContainer__y9P3L" data-test="job-details" data-jobid="' + job.id + '">' +
      '<header class="JobDetails_jobDetailsHeaderWrapper__JlDEd"><div class="JobDetails_jobDetailsHeader__Hd9M3">' +
      '<div class="EmployerProfile_profileContainer__63w3R">' + logoHTML(job, "avatar-base_Image__2RcF9 avatar-base_Large__z0r6Q") +
      '<div class="EmployerProfile_employerNameContainer__J2Sg8"><a class="EmployerProfile_employerNameLink__wl7cO" href="#" data-action="noop"><span class="EmployerProfile_employerName__Xemli">' + esc(job.company) + '</span></a>' + rating + '</div></div>' +
      '<' + H + ' class="heading_Heading__BqX5J heading_Level1__soLZs" id="jd-job-title-' + job.id + '">' + esc(job.title) + '</' + H + '>' +
      '<div class="JobDetails_location__mSg5h" data-test="location">' + ICON.pin + esc(job.location) + '</div>' +
      (job.salary ? '<div class="JobDetails_salary__6Vv2x" data-test="detailSalary">' + esc(job.salary) + '</div>' : "") +
      chipsHTML(job) +
      '<div class="JobDetails_webActionWrapper__ib_fv">' + applyControlHTML(job) +
      '<button class="button_Button__MlD2g button-base_Button__knLaX button_Secondary__s0Gq9 JobDetails_saveButton__c9nq1" type="button" data-action="save-detail" data-jobid="' + job.id + '" aria-pressed="' + (saved[job.id] ? "true" : "false") + '" aria-label="Save">' + (saved[job.id] ? ICON.heartFilled : ICON.heart) + '</button></div>' +
      '</div></header>' +
      '<section class="Section_sectionComponent__nRsB2 JobDetails_jobDescriptionWrapper__BTDTA" aria-labelledby="jd-h-' + job.id + '">' +
      '<h2 class="heading_Heading__BqX5J heading_Level2__kcxGZ" id="jd-h-' + job.id + '">Job description</h2>' +
      descriptionHTML(job) +
      '<button class="JobDetails_showMore___Le6L" type="button" data-action="show-more" aria-expanded="false">Show more ' + ICON.chevron + '</button></section>' +
      '<section class="Section_sectionComponent__nRsB2"><h2 class="heading_Heading__BqX5J heading_Level2__kcxGZ">Company overview</h2>' +
      '<ul class="JobDetails_companyOverviewGrid__CV62w"><li><span class="JobDetails_overviewItemLabel__5G6s4">Headquarters</span><span>' + esc(job.employer_hq) + '</span></li>' +
      '<li><span class="JobDetails_overviewItemLabel__5G6s4">Website</span><span>' + esc(job.employer_site.replace(/^https:\/\//, "").replace(/\/.*$/, "")) + '</span></li>' +
      '<li><span class="JobDetails_overviewItemLabel__5G6s4">Posted</span><span>' + esc(job.age === "24h" ? "Today" : job.age + " ago") + '</span></li></ul></section>' +
      '<section class="Section_sectionComponent__nRsB2"><h2 class="heading_Heading__BqX5J heading_Level2__kcxGZ">Skills</h2><div class="css-skill-row">' +
      job.skills.map(function (s) { return '<span class="css-1lzr6f0">' + esc(s) + '</span>'; }).join("") + '</div></section>' +
      '</div>';
  }

  /* --------------------------------------------------------- page chrome */
  function headerHTML() {
    return '<header class="css-1vd8b6n e1r2l5dt0" id="SiteNav"><div class="css-12kbbr7">' +
      '<a class="css-logo-ts" href="/jobs?q=&amp;loc=" aria-label="TalentStack home"><span class="css-logo-mark">TS</span><span class="css-logo-word">TalentStack</span></a>' +
      '<nav class="css-nav-6s1" aria-label="Main"><a href="#" data-action="noop">Community</a><a class="css-nav-active" href="/jobs?q=&amp;loc=">Jobs</a><a href="#" data-action="noop">Companies</a><a href="#" data-action="noop">Salaries</a><a href="#" data-action="noop">For Employers</a></nav>' +
      '<button class="css-signin-btn" type="button" data-action="open-signin">Sign in</button></div></header>';
  }

  function searchBarHTML(p) {
    return '<div class="css-srch-bar" id="searchBar"><form class="SearchBar_form__Lq2c1" role="search" autocomplete="off" novalidate>' +
      '<div class="SearchBar_inputWrapper__Gm1zr"><span class="css-ico">' + ICON.search + '</span><input id="searchBar-jobTitle" class="SearchBar_input__r4mvG" type="text" placeholder="Job title, keywords, or company" aria-label="Search keyword" value="' + esc(p.q) + '"></div>' +
      '<div class="SearchBar_inputWrapper__Gm1zr"><span class="css-ico">' + ICON.pin + '</span><input id="searchBar-location" class="SearchBar_input__r4mvG" type="text" placeholder="City, state, zip code, or &#39;remote&#39;" aria-label="Search location" value="' + esc(p.loc) + '"></div>' +
      '<button class="SearchBar_searchButton__u7xYy" type="submit" aria-label="Search">' + ICON.search + '</button>' +
      '</form></div>';
  }

  var DROPDOWNS = {
    fromAge: { label: "Date posted", opts: [["1", "Last day"], ["3", "Last 3 days"], ["7", "Last week"], ["30", "Last month"]] },
    minSalary: { label: "Salary range", opts: [["50000", "$50K+"], ["100000", "$100K+"], ["150000", "$150K+"], ["200000", "$200K+"]] },
    minRating: { label: "Company rating", opts: [["4", "4+ ★"], ["3", "3+ ★"]] }
  };

  function filtersHTML(p) {
    function toggle(key, val, label, testId) {
      var on = p.f[key] === val;
      return '<button type="button" class="SearchFiltersBar_filterButton__K2wPq' + (on ? " SearchFiltersBar_active__fT7pN" : "") + '" data-test="' + testId + '" data-action="toggle" data-key="' + key + '" data-val="' + val + '" aria-pressed="' + on + '">' + (on ? ICON.check : "") + label + '</button>';
    }
    var base = { q: p.q, loc: p.loc, f: {} };
    var html = '<div class="SearchFiltersBar_filtersBar__n8Gx3" data-test="search-filters" role="toolbar" aria-label="Filters">' +
      toggle("easyApply", "true", "Easy Apply only", "filter-easyApply") + toggle("remoteWorkType", "1", "Remote only", "filter-remote");
    Object.keys(DROPDOWNS).forEach(function (key) {
      var dd = DROPDOWNS[key];
      var cur = p.f[key];
      var curLabel = null;
      dd.opts.forEach(function (o) { if (o[0] === cur) curLabel = o[1]; });
      html += '<div class="SearchFiltersBar_dropdownWrapper__zP0mi" data-key="' + key + '">' +
        '<button type="button" class="SearchFiltersBar_filterButton__K2wPq SearchFiltersBar_dropdown__h1Xq3' + (cur ? " SearchFiltersBar_active__fT7pN" : "") + '" data-action="dropdown" data-key="' + key + '" aria-haspopup="listbox" aria-expanded="false">' +
        esc(curLabel ? dd.label + ": " + curLabel : dd.label) + ICON.chevron + '</button>' +
        '<ul class="SearchFiltersBar_menu__Rk2Ls" role="listbox" aria-label="' + esc(dd.label) + '" hidden>' +
        '<li role="option" class="SearchFiltersBar_option__Wq1s9" data-action="pick" data-key="' + key + '" data-val="" aria-selected="' + (!cur) + '">' + (key === "fromAge" ? "Any time" : key === "minSalary" ? "Any salary" : "Any rating") + '</li>' +
        dd.opts.map(function (o) {
          var f = {}; f[key] = o[0];
          var n = search(base, f).length;
          return '<li role="option" class="SearchFiltersBar_option__Wq1s9" data-action="pick" data-key="' + key + '" data-val="' + o[0] + '" aria-selected="' + (cur === o[0]) + '"><span>' + esc(o[1]) + '</span><span class="SearchFiltersBar_count__Yz0Ab">' + n + '</span></li>';
        }).join("") + '</ul></div>';
    });
    var any = FILTER_KEYS.some(function (k) { return p.f[k]; });
    if (any) html += '<button type="button" class="SearchFiltersBar_clear__e4Pn0" data-action="clear-filters">Clear all</button>';
    return html + '</div>';
  }

  function footerHTML() {
    return '<footer class="css-ft-1x9"><div>TalentStack, Inc. · Jobs in the US and India</div><div class="css-ft-links"><a href="#" data-action="noop">About</a><a href="#" data-action="noop">Privacy</a><a href="#" data-action="noop">Terms</a><a href="#" data-action="noop">Help</a></div><div>© 2008-2026 TalentStack, Inc.</div></footer>';
  }

  var cookieDismissed = false;
  function cookieBanner() {
    if (cookieDismissed) return;
    var d = document.createElement("div");
    d.id = "onetrust-banner-sdk";
    d.className = "otFlat ot-bottom";
    d.setAttribute("role", "region");
    d.setAttribute("aria-label", "Cookie banner");
    d.innerHTML = '<div class="ot-sdk-container"><p id="onetrust-policy-text">We use cookies and similar technologies to personalize content and ads, and to analyze our traffic. By clicking "Accept All Cookies", you agree to this. <a href="#" data-action="noop">Cookie Policy</a></p>' +
      '<div class="ot-btn-row"><button id="onetrust-reject-all-handler" type="button">Reject All</button><button id="onetrust-accept-btn-handler" type="button">Accept All Cookies</button></div></div>';
    d.addEventListener("click", function (e) {
      if (e.target.closest("button")) { cookieDismissed = true; d.remove(); }
      if (e.target.closest('[data-action="noop"]')) e.preventDefault();
    });
    document.body.appendChild(d);
  }

  /* --------------------------------------------------------------- modals */
  function openModal(innerHTML, labelId, cls) {
    var wrap = document.createElement("div");
    wrap.className = "ReactModalPortal";
    wrap.innerHTML = '<div class="modal_Overlay__V6r6z"><div class="modal_Modal__wyPlr ' + (cls || "") + '" role="dialog" aria-modal="true" aria-labelledby="' + labelId + '">' +
      '<button class="modal_CloseButton__d2CbL" type="button" aria-label="Close" data-action="close-modal">' + ICON.close + '</button>' + innerHTML + '</div></div>';
    document.body.appendChild(wrap);
    document.body.classList.add("modal-open");
    wrap.addEventListener("click", function (e) {
      if (e.target.closest('[data-action="close-modal"]') || e.target.classList.contains("modal_Overlay__V6r6z")) {
        closeModal(wrap);
      }
    });
    return wrap;
  }
  function closeModal(wrap) {
    wrap.remove();
    if (!document.querySelector(".ReactModalPortal")) document.body.classList.remove("modal-open");
  }

  function openSignIn() {
    var m = openModal('<div class="AuthModal_content__p0Wq2"><div class="css-logo-mark css-logo-lg">TS</div>' +
      '<h2 class="heading_Heading__BqX5J heading_Level2__kcxGZ" id="signin-title">Sign in to see more jobs and salaries</h2>' +
      '<p class="AuthModal_sub__Yq8rT">Get personalized job recommendations, salary insights and company reviews.</p>' +
      '<button type="button" class="AuthModal_social__tF1aE" data-action="noop-btn">Continue with Google</button>' +
      '<button type="button" class="AuthModal_social__tF1aE" data-action="noop-btn">Continue with Apple</button>' +
      '<div class="AuthModal_or__z9Xq2">or</div>' +
      '<label class="AuthModal_label__k2Lr5" for="inlineUserEmail">Email</label><input id="inlineUserEmail" type="email" placeholder="Enter email" autocomplete="email">' +
      '<button type="button" class="button_Button__MlD2g button_Primary__Lq9zV AuthModal_continue__Jm7bL" data-action="noop-btn">Continue with email</button>' +
      '<p class="AuthModal_legal__Vx0eW">By continuing, you agree to our Terms of Use and Privacy Policy.</p></div>', "signin-title", "AuthModal_modal__e8Ku2");
    m.setAttribute("data-test", "authModal");
  }

  function openApply(job) {
    var st = { step: 1, v: { firstName: "", lastName: "", email: "", phone: "", workAuthorization: "", desiredSalary: "" }, file: null };
    var m = openModal('<div class="EasyApply_container__Hh2vQ"><div class="EasyApply_head__Z6n4e"><div class="EasyApply_headTitle__q1w2E" id="ea-title">Apply to ' + esc(job.company) + '</div>' +
      '<div class="EasyApply_headSub__r5t6Y">' + esc(job.title) + ' · ' + esc(job.location) + '</div>' +
      '<div class="EasyApply_progress__u8i9O" role="progressbar" aria-valuemin="0" aria-valuemax="100"><span></span></div><div class="EasyApply_stepLabel__x3c4V"></div></div>' +
      '<div class="EasyApply_body__a1s2D"></div></div>', "ea-title", "EasyApply_modal__Pq0Lm");
    var body = m.querySelector(".EasyApply_body__a1s2D");

    function field(name, label, type, req, auto) {
      return '<div class="FormField_field__y7Ud4"><label class="FormField_label__bN3mK" for="ea-' + name + '">' + esc(label) + (req ? '<span class="FormField_req__T6fq1" aria-hidden="true">*</span>' : "") + '</label>' +
        '<input class="FormField_input__Wd3Rg" id="ea-' + name + '" name="' + name + '" type="' + type + '"' + (req ? ' aria-required="true"' : "") + (auto ? ' autocomplete="' + auto + '"' : "") + ' value="' + esc(st.v[name]) + '">' +
        '<div class="FormField_error__Cq5xZ" id="ea-' + name + '-err" role="alert"></div></div>';
    }
    function setErr(name, msg) {
      var e = body.querySelector("#ea-" + name + "-err");
      if (e) e.textContent = msg || "";
      var inp = body.querySelector('[name="' + name + '"]');
      if (inp) inp.setAttribute("aria-invalid", msg ? "true" : "false");
    }
    function collect() {
      body.querySelectorAll("input").forEach(function (i) {
        if (i.type === "file") return;
        if (i.type === "radio") { if (i.checked) st.v[i.name] = i.value; return; }
        if (i.name && i.name in st.v) st.v[i.name] = i.value.trim();
      });
    }
    function render() {
      m.querySelector(".EasyApply_progress__u8i9O span").style.width = (st.step * 33.3) + "%";
      m.querySelector(".EasyApply_progress__u8i9O").setAttribute("aria-valuenow", String(Math.round(st.step * 33.3)));
      m.querySelector(".EasyApply_stepLabel__x3c4V").textContent = st.step <= 3 ? "Step " + st.step + " of 3" : "";
      if (st.step === 1) {
        body.innerHTML = '<h3 class="EasyApply_stepTitle__o0p9L">Contact info</h3>' +
          field("firstName", "First name", "text", true, "given-name") + field("lastName", "Last name", "text", true, "family-name") +
          field("email", "Email", "email", true, "email") + field("phone", "Phone", "tel", false, "tel") +
          '<div class="EasyApply_footer__l4k5J"><span></span><button type="button" class="button_Button__MlD2g button_Primary__Lq9zV" data-ea="next">Next</button></div>';
      } else if (st.step === 2) {
        body.innerHTML = '<h3 class="EasyApply_stepTitle__o0p9L">Resume &amp; questions</h3>' +
          '<div class="FormField_field__y7Ud4"><label class="FormField_label__bN3mK" for="ea-resume">Resume<span class="FormField_req__T6fq1" aria-hidden="true">*</span></label>' +
          '<div class="FileUpload_box__g5H6j"><input id="ea-resume" name="resume" type="file" accept=".pdf,.doc,.docx,.txt" aria-required="true"><span class="FileUpload_hint__j7K8l">' +
          (st.file ? "Uploaded: " + esc(st.file.name) : "DOC, DOCX, PDF or TXT (2 MB)") + '</span></div><div class="FormField_error__Cq5xZ" id="ea-resume-err" role="alert"></div></div>' +
          '<fieldset class="FormField_fieldset__m9N0b"><legend class="FormField_label__bN3mK">Are you authorized to work in the US?<span class="FormField_req__T6fq1" aria-hidden="true">*</span></legend>' +
          '<label class="FormField_radio__b1V2c"><input type="radio" name="workAuthorization" value="Yes"' + (st.v.workAuthorization === "Yes" ? " checked" : "") + '> Yes</label>' +
          '<label class="FormField_radio__b1V2c"><input type="radio" name="workAuthorization" value="No"' + (st.v.workAuthorization === "No" ? " checked" : "") + '> No</label>' +
          '<div class="FormField_error__Cq5xZ" id="ea-workAuthorization-err" role="alert"></div></fieldset>' +
          field("desiredSalary", "Desired salary", "text", false, "") +
          '<div class="EasyApply_footer__l4k5J"><button type="button" class="button_Button__MlD2g button_Secondary__s0Gq9" data-ea="back">Back</button><button type="button" class="button_Button__MlD2g button_Primary__Lq9zV" data-ea="next">Next</button></div>';
        body.querySelector("#ea-resume").addEventListener("change", function (e) {
          st.file = e.target.files[0] || null;
          body.querySelector(".FileUpload_hint__j7K8l").textContent = st.file ? "Uploaded: " + st.file.name : "DOC, DOCX, PDF or TXT (2 MB)";
        });
      } else if (st.step === 3) {
        var rows = [["First name", st.v.firstName], ["Last name", st.v.lastName], ["Email", st.v.email], ["Phone", st.v.phone || "—"],
          ["Resume", st.file ? st.file.name : ""], ["Authorized to work in the US", st.v.workAuthorization], ["Desired salary", st.v.desiredSalary || "—"]];
        body.innerHTML = '<h3 class="EasyApply_stepTitle__o0p9L">Review your application</h3><dl class="EasyApply_review__s2D3f">' +
          rows.map(function (r) { return "<div><dt>" + esc(r[0]) + "</dt><dd>" + esc(r[1]) + "</dd></div>"; }).join("") + '</dl>' +
          '<p class="EasyApply_note__f6G7h">By submitting, you agree that ' + esc(job.company) + ' may contact you about this job.</p>' +
          '<div class="FormField_error__Cq5xZ" id="ea-submit-err" role="alert"></div>' +
          '<div class="EasyApply_footer__l4k5J"><button type="button" class="button_Button__MlD2g button_Secondary__s0Gq9" data-ea="back">Back</button><button type="button" class="button_Button__MlD2g button_Primary__Lq9zV" data-ea="submit">Submit application</button></div>';
      } else {
        body.innerHTML = '<div class="EasyApply_success__h8J9k" role="status">' + ICON.check + '<h3 class="EasyApply_stepTitle__o0p9L">Your application was sent to ' + esc(job.company) + '</h3>' +
          '<p>You can track it under My Jobs &gt; Applied.</p><button type="button" class="button_Button__MlD2g button_Primary__Lq9zV" data-ea="done">Done</button></div>';
      }
      var first = body.querySelector("input");
      if (first) first.focus();
    }
    function validate() {
      var ok = true;
      if (st.step === 1) {
        setErr("firstName", st.v.firstName ? "" : "Enter your first name"); ok = ok && !!st.v.firstName;
        setErr("lastName", st.v.lastName ? "" : "Enter your last name"); ok = ok && !!st.v.lastName;
        var em = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(st.v.email);
        setErr("email", em ? "" : "Enter a valid email address"); ok = ok && em;
      } else if (st.step === 2) {
        setErr("resume", st.file ? "" : "Upload your resume"); ok = ok && !!st.file;
        setErr("workAuthorization", st.v.workAuthorization ? "" : "Select an answer"); ok = ok && !!st.v.workAuthorization;
      }
      return ok;
    }
    body.addEventListener("click", function (e) {
      var b = e.target.closest("[data-ea]");
      if (!b) return;
      var act = b.getAttribute("data-ea");
      if (act === "next") { collect(); if (validate()) { st.step++; render(); } }
      else if (act === "back") { collect(); st.step--; render(); }
      else if (act === "done") { closeModal(m); }
      else if (act === "submit") {
        b.disabled = true;
        b.textContent = "Submitting…";
        var fd = new FormData();
        Object.keys(st.v).forEach(function (k) { fd.append(k, st.v[k]); });
        fd.append("resume", st.file, st.file.name);
        fd.append("jobListingId", job.id);
        fd.append("employer", job.company);
        fd.append("jobTitle", job.title);
        fetch("/__submit/talentstack-apply", { method: "POST", body: fd }).then(function (r) {
          if (!r.ok) throw new Error("HTTP " + r.status);
          applied[job.id] = true;
          st.step = 4;
          render();
          refreshApplyControl(job);
        }).catch(function () {
          b.disabled = false;
          b.textContent = "Submit application";
          body.querySelector("#ea-submit-err").textContent = "Something went wrong. Please try again.";
        });
      }
    });
    body.addEventListener("keydown", function (e) {
      if (e.key === "Enter" && e.target.tagName === "INPUT") { e.preventDefault(); var n = body.querySelector('[data-ea="next"],[data-ea="submit"]'); if (n) n.click(); }
    });
    render();
  }

  function refreshApplyControl(job) {
    var wrap = document.querySelector('.JobDetails_jobDetailsContainer__y9P3L[data-jobid="' + job.id + '"] .JobDetails_webActionWrapper__ib_fv');
    if (!wrap) return;
    var first = wrap.firstElementChild;
    var t = document.createElement("template");
    t.innerHTML = applyControlHTML(job);
    wrap.replaceChild(t.content.firstChild, first);
  }

  /* shared click handling for detail content */
  function onDetailClick(e) {
    var a = e.target.closest("[data-action]");
    if (!a) return;
    var act = a.getAttribute("data-action");
    if (act === "easy-apply") { openApply(BY_ID[a.getAttribute("data-jobid")]); }
    else if (act === "show-more") {
      var d = a.parentNode.querySelector(".JobDetails_jobDescription__uW_fK");
      var open = d.classList.toggle("JobDetails_showHidden__C_FOA");
      d.classList.toggle("JobDetails_blurDescription__vN7nh", !open);
      a.setAttribute("aria-expanded", String(open));
      a.innerHTML = (open ? "Show less " : "Show more ") + ICON.chevron;
    } else if (act === "save-detail") {
      var id = a.getAttribute("data-jobid");
      saved[id] = !saved[id];
      a.setAttribute("aria-pressed", String(!!saved[id]));
      a.innerHTML = saved[id] ? ICON.heartFilled : ICON.heart;
    } else if (act === "noop") { e.preventDefault(); }
  }

  /* ================================================================ SRP */
  function mountSrp() {
    var p = readParams();
    var root = document.getElementById("__next");
    var results = [];
    var shown = 0;
    var clicks = 0;
    var signinShown = false;

    root.innerHTML = headerHTML() + '<div class="css-srch-wrap">' + searchBarHTML(p) + '<div id="filtersSlot"></div></div>' +
      '<main class="css-1lz8r4w e1c2q8l90" id="MainCol"><div class="TwoColumnLayout_container___jk7P">' +
      '<div class="TwoColumnLayout_columnLeft__HEhe4" id="left-column">' +
      '<div class="SearchResultsHeader_header__9rXwn"><h1 class="SearchResultsHeader_jobCount__12dWB" data-test="search-title"></h1>' +
      '<div class="SearchResultsHeader_sort__p2Kq8">Most relevant ' + ICON.chevron + '</div></div>' +
      '<ul class="JobsList_jobsList__lqjTr" aria-label="Jobs List" data-test="jlGrid"></ul>' +
      '<div class="JobsList_buttonWrapper__ticwb"></div></div>' +
      '<div class="TwoColumnLayout_columnRight__GRvqO" id="right-column" aria-live="polite"></div>' +
      '</div></main>' + footerHTML();

    var list = root.querySelector(".JobsList_jobsList__lqjTr");
    var more = root.querySelector(".JobsList_buttonWrapper__ticwb");
    var right = root.querySelector("#right-column");
    var heading = root.querySelector(".SearchResultsHeader_jobCount__12dWB");
    var filtersSlot = root.querySelector("#filtersSlot");

    function appendBatch() {
      var from = shown, to = Math.min(results.length, shown + PAGE_SIZE);
      for (var i = from; i < to; i++) {
        list.appendChild(cardNode(results[i], results[i].id === p.jobId));
        STATE.sponsored.forEach(function (s, si) { if (s.after === i + 1) list.appendChild(sponsoredNode(s, si)); });
      }
      shown = to;
      more.innerHTML = shown < results.length
        ? '<button class="button_Button__MlD2g button-base_Button__knLaX button_Secondary__s0Gq9" type="button" data-test="load-more" data-loading="false"><span class="button-base_Label__Vr8Aw">Show more jobs</span></button>'
        : (results.length ? '<p class="JobsList_endOfList__u3Gs5">You\'ve reached the end of the results.</p>' : "");
    }

    function renderDetail() {
      var job = BY_ID[p.jobId];
      if (!job) { right.innerHTML = ""; return; }
      right.innerHTML = detailHTML(job, false);
      right.scrollTop = 0;
    }

    function markSelected() {
      list.querySelectorAll("[data-jobid]").forEach(function (n) {
        var sel = n.getAttribute("data-jobid") === p.jobId;
        if (n.tagName === "TS-JOB-CARD") { if (sel) n.setAttribute("selected", ""); else n.removeAttribute("selected"); }
        else {
          n.classList.toggle("JobsList_selected__fbKZ8", sel);
          var c = n.querySelector(".JobCard_jobCardContainer__arQlW");
          if (c) c.classList.toggle("JobCard_selected__Gx3wP", sel);
        }
      });
    }

    function renderAll() {
      results = search(p);
      var sb = root.querySelector("#searchBar-jobTitle"), lb = root.querySelector("#searchBar-location");
      sb.value = p.q; lb.value = p.loc;
      filtersSlot.innerHTML = filtersHTML(p);
      heading.textContent = results.length
        ? results.length + " " + (p.q ? p.q + " " : "") + "jobs" + (p.loc ? " in " + p.loc : "")
        : "No jobs found";
      document.title = (p.q ? p.q.replace(/\b\w/g, function (c) { return c.toUpperCase(); }) + " Jobs" : "Jobs") + (p.loc ? " in " + p.loc : "") + " | TalentStack";
      if (p.jobId && !BY_ID[p.jobId]) p.jobId = "";
      if (!p.jobId && results[0]) p.jobId = results[0].id;
      list.innerHTML = "";
      shown = 0;
      appendBatch();
      renderDetail();
      if (!results.length) {
        list.innerHTML = '<li class="JobsList_noResults__x9R2c"><h2>No results for this search</h2><p>Try fewer filters or a different location.</p></li>';
      }
    }

    function navigate(newP) {
      p = newP;
      p.jobId = "";
      history.pushState({ ts: 1 }, "", location.pathname + buildQuery(p, false));
      renderAll();
    }

    root.addEventListener("submit", function (e) {
      e.preventDefault();
      navigate({ q: root.querySelector("#searchBar-jobTitle").value.trim(), loc: root.querySelector("#searchBar-location").value.trim(), f: p.f, jobId: "" });
    });

    filtersSlot.addEventListener("click", function (e) {
      var b = e.target.closest("[data-action]");
      if (!b) return;
      var act = b.getAttribute("data-action");
      var f = Object.assign({}, p.f);
      if (act === "toggle") {
        var k = b.getAttribute("data-key");
        if (f[k]) delete f[k]; else f[k] = b.getAttribute("data-val");
        navigate({ q: p.q, loc: p.loc, f: f });
      } else if (act === "dropdown") {
        var menu = b.parentNode.querySelector('[role="listbox"]');
        var open = menu.hidden;
        filtersSlot.querySelectorAll('[role="listbox"]').forEach(function (m) { m.hidden = true; });
        filtersSlot.querySelectorAll('[data-action="dropdown"]').forEach(function (x) { x.setAttribute("aria-expanded", "false"); });
        menu.hidden = !open;
        b.setAttribute("aria-expanded", String(open));
      } else if (act === "pick") {
        var key = b.getAttribute("data-key"), val = b.getAttribute("data-val");
        if (val) f[key] = val; else delete f[key];
        navigate({ q: p.q, loc: p.loc, f: f });
      } else if (act === "clear-filters") {
        navigate({ q: p.q, loc: p.loc, f: {} });
      }
    });
    document.addEventListener("click", function (e) {
      if (!e.target.closest(".SearchFiltersBar_dropdownWrapper__zP0mi")) {
        filtersSlot.querySelectorAll('[role="listbox"]').forEach(function (m) { m.hidden = true; });
        filtersSlot.querySelectorAll('[data-action="dropdown"]').forEach(function (x) { x.setAttribute("aria-expanded", "false"); });
      }
    });

    more.addEventListener("click", function (e) {
      var b = e.target.closest('[data-test="load-more"]');
      if (!b) return;
      b.setAttribute("data-loading", "true");
      b.disabled = true;
      b.querySelector("span").textContent = "Loading…";
      setTimeout(appendBatch, 350);
    });

    list.addEventListener("click", function (e) {
      var path = e.composedPath();
      var saveBtn = null, card = null, anchor = null;
      for (var i = 0; i < path.length; i++) {
        var n = path[i];
        if (n === list) break;
        if (n.nodeType !== 1) continue;
        if (!saveBtn && n.getAttribute("data-action") === "save") saveBtn = n;
        if (!anchor && n.tagName === "A") anchor = n;
        if (!card && (n.hasAttribute("data-jobid") && (n.tagName === "LI" || n.tagName === "TS-JOB-CARD"))) card = n;
      }
      if (saveBtn) {
        e.preventDefault();
        var on = saveBtn.getAttribute("aria-pressed") !== "true";
        saveBtn.setAttribute("aria-pressed", String(on));
        saveBtn.innerHTML = on ? ICON.heartFilled : ICON.heart;
        if (card) saved[card.getAttribute("data-jobid")] = on;
        return;
      }
      if (!card) return;                                   // sponsored cards: their links open off-site
      if (anchor && (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0)) return;
      e.preventDefault();
      var id = card.getAttribute("data-jobid");
      p.jobId = id;
      history.pushState({ ts: 1, jobId: id }, "", location.pathname + buildQuery(p, true));
      markSelected();
      renderDetail();
      clicks++;
      if (clicks === 3 && !signinShown) { signinShown = true; setTimeout(openSignIn, 200); }
    });

    right.addEventListener("click", onDetailClick);
    root.querySelector("#SiteNav").addEventListener("click", function (e) {
      if (e.target.closest('[data-action="open-signin"]')) openSignIn();
      if (e.target.closest('[data-action="noop"]')) e.preventDefault();
    });
    root.querySelector(".css-ft-1x9").addEventListener("click", function (e) { if (e.target.closest('[data-action="noop"]')) e.preventDefault(); });

    window.addEventListener("popstate", function () {
      var np = readParams();
      var same = np.q === p.q && np.loc === p.loc && JSON.stringify(np.f) === JSON.stringify(p.f);
      if (same) {
        p.jobId = np.jobId || (results[0] ? results[0].id : "");
        markSelected();
        renderDetail();
      } else {
        p = np;
        renderAll();
      }
    });

    renderAll();
    cookieBanner();
  }

  /* ========================================================= job listing */
  function mountListing() {
    var root = document.getElementById("__next");
    var job = BY_ID[PAGE.jl];
    if (!job) { root.innerHTML = headerHTML() + '<main class="css-jl-main"><h1>This job is no longer available</h1></main>'; return; }
    var qSlug = job.title.toLowerCase().replace(/[^a-z0-9 ]/g, "").replace(/\s+/g, "+");
    root.innerHTML = headerHTML() + '<div class="css-srch-wrap">' + searchBarHTML({ q: "", loc: "" }) + '</div>' +
      '<main class="css-jl-main" id="JobView"><nav class="css-crumbs" aria-label="Breadcrumb"><a href="/jobs?q=&amp;loc=">Jobs</a> › <a href="/jobs?q=' + qSlug + '&amp;loc=">' + esc(job.title) + ' jobs</a> › <span>' + esc(job.company) + '</span></nav>' +
      '<div class="css-jl-col">' + detailHTML(job, true) + '</div>' +
      '<aside class="css-jl-aside"><h2 class="heading_Heading__BqX5J heading_Level2__kcxGZ">People also searched</h2><ul>' +
      ["data engineer", "analytics engineer", "big data engineer", "snowflake"].map(function (s) {
        return '<li><a href="/jobs?q=' + s.replace(/ /g, "+") + '&amp;loc=Remote">' + esc(s.replace(/\b\w/g, function (c) { return c.toUpperCase(); })) + ' jobs</a></li>';
      }).join("") + '</ul></aside></main>' + footerHTML();
    document.title = job.title + " - " + job.company + " | " + job.location + " | TalentStack";
    root.querySelector(".css-jl-col").addEventListener("click", onDetailClick);
    root.addEventListener("submit", function (e) {
      e.preventDefault();
      location.href = "/jobs?q=" + encodeURIComponent(root.querySelector("#searchBar-jobTitle").value.trim()).replace(/%20/g, "+") +
        "&loc=" + encodeURIComponent(root.querySelector("#searchBar-location").value.trim()).replace(/%20/g, "+");
    });
    root.querySelector("#SiteNav").addEventListener("click", function (e) {
      if (e.target.closest('[data-action="open-signin"]')) openSignIn();
      if (e.target.closest('[data-action="noop"]')) e.preventDefault();
    });
    cookieBanner();
  }

  if (PAGE.page === "job-listing") mountListing(); else mountSrp();
})();
