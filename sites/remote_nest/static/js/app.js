/* RemoteNest web client (build rn_8c41f0e). Client-rendered; data from /static/data/offers.json. */
(function () {
  "use strict";

  // ---------------------------------------------------------------- hashed class names (css-modules + styled-components)
  var C = {
    header: "Header_root__k2P9d", headerInner: "Header_inner__Qw81x", brand: "Header_brand__b7LmA", nav: "Header_nav__u0Rt3",
    navLink: "Header_link__Zc4Fe", navCta: "Button_root__x1Ytr Button_primary__Kd7wq Header_cta__9Pe2s",
    main: "Layout_main__p3Hn0", searchBar: "SearchBar_root__fH21s", searchField: "SearchBar_field__Ab0Yz",
    searchBtn: "Button_root__x1Ytr Button_primary__Kd7wq SearchBar_submit__e9QkL",
    combo: "Combobox_root__T5vbn", comboList: "Combobox_listbox__Rr2jd", comboOpt: "Combobox_option__nX7Lw",
    filterBar: "FilterBar_root__W0mq2", filterBtn: "FilterBar_trigger__g4Nsd", popover: "Popover_content__sR8aZ",
    popRow: "Popover_row__Lk3vE", popFooter: "Popover_footer__bq9Uu",
    resultsHead: "Results_header__Vn8oE", list: "Results_list__H3m2r",
    // newer card template (whole card is one <a>)
    v2: "JobCard_root__3hXkQ JobCard_interactive__aQ0fP", v2Top: "JobCard_top__P1c9s", v2Logo: "JobCard_logo__dF2Wq",
    v2Company: "JobCard_company__o5RzT", v2Title: "JobCard_title__Gq7Ln", v2Meta: "JobCard_meta__wM3Vb",
    v2Foot: "JobCard_footer__ZJ4hc",
    // legacy card template (styled-components)
    v1: "sc-gEvEer fSXqTr", v1Logo: "sc-eqUAAy kVMpfn", v1Body: "sc-fqkvVR jxNkUa", v1Title: "sc-dcJsrY bNQkZC",
    v1Company: "sc-iGgWBj cWxYBo", v1Meta: "sc-gsFSXq dOkDWs", v1Actions: "sc-kAyceB hNsCzt",
    pills: "Pills_row__Yx2Ka", pill: "Pill_root__s0Dg1", pillSalary: "Pill_root__s0Dg1 Pill_salary__U8bNe",
    age: "JobCard_age__r6TzK", match: "MatchBadge_root__L2cfE", featured: "Badge_root__i9Vd0 Badge_featured__Ow3Hk",
    save: "IconButton_root__a8HsQ SaveButton_root__y2Mzw", apply: "Button_root__x1Ytr Button_secondary__mE5pc JobCard_apply__n1FtQ",
    skel: "Skeleton_card__q9Zk1", pager: "Pagination_root__B5eRt", pageLink: "Pagination_item__eT3zv",
    promo: "PromoCard_root__h4Jqz", newsletter: "Newsletter_root__c0Lpa", strip: "CompanyStrip_root__V7gkE",
    cookie: "CookieBanner_root__Pq6mT", modal: "Modal_overlay__D3sJx", dialog: "Modal_dialog__yV0pc",
    footer: "Footer_root__X8ncd"
  };

  var ICON = {
    pin: '<svg class="Icon_root__n2Hs8" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"/></svg>',
    clock: '<svg class="Icon_root__n2Hs8" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.2 1.9-.8 1.3L11 13V7h2v5.4Z"/></svg>',
    heart: '<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="2" d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21Z"/></svg>',
    chevron: '<svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 9l5 5 5-5z"/></svg>',
    search: '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"/></svg>',
    bolt: '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13 2 4 14h7l-1 8 9-12h-7z"/></svg>',
    ext: '<svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"/></svg>',
    logo: '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#0E7C66"/><path d="M8 20 L16 10 L24 20 Z" fill="#fff"/></svg>'
  };

  var LOCATIONS = ["Anywhere", "Europe", "United States", "LATAM", "Asia"];
  var FILTERS = [
    { key: "jobType", label: "Job type", kind: "checkbox", options: [["full-time", "Full time"], ["contract", "Contract"], ["part-time", "Part time"]] },
    { key: "seniority", label: "Seniority", kind: "checkbox", options: [["junior", "Junior"], ["mid-level", "Mid-level"], ["senior", "Senior"], ["lead", "Lead"]] },
    { key: "salary", label: "Salary", kind: "radio", options: [["", "Any salary"], ["disclosed", "Salary disclosed"], ["50k", "50k+ per year"], ["80k", "80k+ per year"]] },
    { key: "posted", label: "Posted", kind: "radio", options: [["", "Any time"], ["1", "Last 24 hours"], ["7", "Last 7 days"], ["30", "Last 30 days"]] }
  ];
  var PARAM_ORDER = ["search", "location", "jobType", "seniority", "salary", "posted", "page"];

  var DATA = null;
  var root = document.getElementById("__next");
  var portal = document.getElementById("portal-root");
  var PAGE = root.getAttribute("data-page");

  function esc(s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  }
  function slugify(s) { return String(s).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

  function readState() {
    var p = new URLSearchParams(location.search);
    return {
      search: p.get("search") || "",
      location: p.get("location") || "",
      jobType: (p.get("jobType") || "").split(",").filter(Boolean),
      seniority: (p.get("seniority") || "").split(",").filter(Boolean),
      salary: p.get("salary") || "",
      posted: p.get("posted") || "",
      page: Math.max(1, parseInt(p.get("page") || "1", 10) || 1)
    };
  }
  function stateUrl(st) {
    var parts = [];
    PARAM_ORDER.forEach(function (k) {
      var v = st[k];
      if (Array.isArray(v)) v = v.join(",");
      if (k === "page" && (v === 1 || v === "1")) return;
      if (v !== "" && v != null) parts.push(k + "=" + encodeURIComponent(v).replace(/%2C/g, ","));
    });
    return "/offers" + (parts.length ? "?" + parts.join("&") : "");
  }

  // ---------------------------------------------------------------- filtering (same rules as make_data.py)
  function matchBase(o, st) {
    if (st.search) {
      var hay = [o.title, o.company, o.category, o.skills.join(" "), o.about].join(" ").toLowerCase();
      if (hay.indexOf(st.search.toLowerCase().replace(/\s+/g, " ").trim()) < 0) return false;
    }
    if (st.location && st.location !== "Anywhere" && o.regions.indexOf(st.location) < 0) return false;
    return true;
  }
  function matchFilter(o, key, val) {
    if (key === "jobType") return val.length === 0 || val.indexOf(slugify(o.jobType)) >= 0;
    if (key === "seniority") return val.length === 0 || val.indexOf(slugify(o.seniority)) >= 0;
    if (key === "salary") {
      if (!val) return true;
      if (val === "disclosed") return !!o.salary;
      var min = val === "50k" ? 50000 : 80000;
      return !!o.salaryMinYear && o.salaryMinYear >= min;
    }
    if (key === "posted") return !val || o.daysAgo <= parseInt(val, 10);
    return true;
  }
  function results(st) {
    return DATA.offers.filter(function (o) {
      return matchBase(o, st) && matchFilter(o, "jobType", st.jobType) && matchFilter(o, "seniority", st.seniority) &&
        matchFilter(o, "salary", st.salary) && matchFilter(o, "posted", st.posted);
    });
  }
  function facetCount(st, key, val) {
    return DATA.offers.filter(function (o) { return matchBase(o, st) && matchFilter(o, key, key === "jobType" || key === "seniority" ? [val] : val); }).length;
  }

  // ---------------------------------------------------------------- chrome
  function headerHtml() {
    return '<header class="' + C.header + '" data-testid="site-header"><div class="' + C.headerInner + '">' +
      '<a class="' + C.brand + '" href="/" aria-label="RemoteNest home">' + ICON.logo + '<span>RemoteNest</span></a>' +
      '<nav class="' + C.nav + '" aria-label="Main"><a class="' + C.navLink + '" href="/offers">Remote jobs</a>' +
      '<a class="' + C.navLink + '" href="/company/northwind-labs">Companies</a>' +
      '<a class="' + C.navLink + '" href="/#salaries">Salaries</a>' +
      '<a class="' + C.navLink + '" href="/#post-a-job">Post a job</a>' +
      '<a class="' + C.navLink + '" href="/#login">Log in</a>' +
      '<a class="' + C.navCta + '" href="/#signup">Sign up</a></nav></div></header>';
  }
  function footerHtml() {
    return '<footer class="' + C.footer + '"><div><strong>RemoteNest</strong><p>Remote jobs gathered every day from the career sites of 1,900+ companies.</p></div>' +
      '<ul><li><a href="/offers?search=designer&amp;location=Europe">Remote design jobs in Europe</a></li><li><a href="/offers?location=United%20States">Remote jobs in the US</a></li>' +
      '<li><a href="/#about">About</a></li><li><a href="/#privacy">Privacy</a></li></ul><p class="Footer_copy__l8Vdw">© 2026 RemoteNest</p></footer>';
  }
  function cookieBanner() {
    try { if (localStorage.getItem("rn_consent")) return; } catch (e) { /* private mode */ }
    var el = document.createElement("div");
    el.className = C.cookie;
    el.setAttribute("role", "dialog");
    el.setAttribute("aria-label", "Cookie consent");
    el.setAttribute("data-testid", "cookie-banner");
    el.innerHTML = '<div class="CookieBanner_text__m4Pzo"><strong>We value your privacy</strong><p>We use cookies to keep you signed in, remember your searches and measure how RemoteNest is used. You can accept all cookies, reject the optional ones or choose in Preferences.</p>' +
      '<div class="CookieBanner_prefs__a3Lqw" hidden><label><input type="checkbox" checked disabled> Strictly necessary</label><label><input type="checkbox" name="analytics"> Analytics</label><label><input type="checkbox" name="marketing"> Marketing</label></div></div>' +
      '<div class="CookieBanner_actions__j8Tnb"><button type="button" class="Button_root__x1Ytr Button_ghost__pW2nE" data-consent="prefs">Preferences</button>' +
      '<button type="button" class="Button_root__x1Ytr Button_secondary__mE5pc" data-consent="reject">Reject</button>' +
      '<button type="button" class="Button_root__x1Ytr Button_primary__Kd7wq" data-consent="accept">Accept all</button></div>';
    el.addEventListener("click", function (ev) {
      var b = ev.target.closest("[data-consent]");
      if (!b) return;
      var v = b.getAttribute("data-consent");
      if (v === "prefs") {
        var pr = el.querySelector(".CookieBanner_prefs__a3Lqw");
        pr.hidden = false;
        b.textContent = "Save preferences";
        b.setAttribute("data-consent", "save");
        return;
      }
      try { localStorage.setItem("rn_consent", v); } catch (e) { /* ignore */ }
      el.remove();
    });
    portal.appendChild(el);
  }

  // ---------------------------------------------------------------- cards
  function pillsHtml(o) {
    var p = '<ul class="' + C.pills + '" data-testid="job-tags">' +
      '<li class="' + C.pill + '" data-tag="employment-type">' + esc(o.jobType) + '</li>' +
      '<li class="' + C.pill + '" data-tag="seniority">' + esc(o.seniority) + '</li>' +
      '<li class="' + C.pill + '" data-tag="category">' + esc(o.category) + '</li>';
    if (o.salary) p += '<li class="' + C.pillSalary + '" data-tag="salary">' + esc(o.salary) + '</li>';
    return p + '</ul>';
  }
  function ageShort(d) { return d === 0 ? "Today" : d < 7 ? d + "d" : d < 30 ? Math.floor(d / 7) + "w" : "1mo"; }
  function ageLong(d) {
    if (d === 0) return "Today";
    if (d === 1) return "Yesterday";
    if (d < 7) return d + " days ago";
    var w = Math.floor(d / 7);
    if (w < 5) return w === 1 ? "1 week ago" : w + " weeks ago";
    return "1 month ago";
  }
  function offerUrl(o) { return "/offer/" + o.id + "-" + o.slug; }
  function logoAlt(o) { return o.cardVersion === "v2" ? "" : o.company; }

  function cardV2(o, pos) {
    return '<a class="' + C.v2 + (o.featured ? " JobCard_featured__K0pLs" : "") + '" href="' + offerUrl(o) + '" data-testid="job-card" data-job-id="' + o.id +
      '" data-position="' + pos + '" data-card-version="2" data-track="offer_click" data-featured="' + o.featured + '">' +
      '<div class="' + C.v2Top + '"><img class="' + C.v2Logo + '" src="/static/logos/' + o.companySlug + '.svg" alt="' + esc(logoAlt(o)) + '" width="48" height="48" loading="lazy">' +
      '<div class="JobCard_heading__t7Nmd"><p class="' + C.v2Company + '">' + esc(o.company) + '</p><h3 class="' + C.v2Title + '">' + esc(o.title) + '</h3></div>' +
      (o.featured ? '<span class="' + C.featured + '">' + ICON.bolt + 'Featured</span>' : '') + '</div>' +
      '<div class="' + C.v2Meta + '">' + ICON.pin + '<span data-testid="job-location"' + (o.locationTitle ? ' title="' + esc(o.locationTitle) + '"' : '') + '>' + esc(o.location) + '</span></div>' +
      pillsHtml(o) +
      '<div class="' + C.v2Foot + '">' + (o.match ? '<span class="' + C.match + '" data-score="' + o.match + '">Match ' + o.match + '%</span>' : '') +
      '<time class="' + C.age + '" datetime="' + o.postedDate + '">' + ICON.clock + ageShort(o.daysAgo) + '</time>' +
      '<button type="button" class="' + C.save + '" aria-label="Save job" aria-pressed="false" data-save="' + o.id + '">' + ICON.heart + '</button>' +
      '<button type="button" class="' + C.apply + '" data-apply-href="' + offerUrl(o) + '">Apply</button></div></a>';
  }
  function cardV1(o, pos) {
    var comp = o.companyLinked ? '<a class="' + C.v1Company + '" href="/company/' + o.companySlug + '" data-track="company_click">' + esc(o.company) + '</a>'
      : '<span class="' + C.v1Company + '">' + esc(o.company) + '</span>';
    return '<article class="' + C.v1 + '" data-job-id="' + o.id + '" data-position="' + pos + '" data-card-version="1" data-featured="' + o.featured + '">' +
      '<div class="' + C.v1Logo + '"><img src="/static/logos/' + o.companySlug + '.svg" alt="' + esc(logoAlt(o)) + '" width="56" height="56" loading="lazy"></div>' +
      '<div class="' + C.v1Body + '">' +
      (o.featured ? '<span class="' + C.featured + '">' + ICON.bolt + 'Featured</span>' : '') +
      '<h2 class="' + C.v1Title + '"><a href="' + offerUrl(o) + '" data-track="offer_click">' + esc(o.title) + '</a></h2>' +
      '<div class="' + C.v1Meta + '">' + comp + '<span class="sc-dhKdcB bXWsLO" aria-hidden="true">·</span>' + ICON.pin +
      '<span class="sc-kpDqfm eaGEQl"' + (o.locationTitle ? ' title="' + esc(o.locationTitle) + '"' : '') + '>' + esc(o.location) + '</span></div>' +
      pillsHtml(o) + '</div>' +
      '<div class="' + C.v1Actions + '">' + (o.match ? '<span class="' + C.match + '" data-score="' + o.match + '">Match ' + o.match + '%</span>' : '') +
      '<span class="' + C.age + '">' + ageLong(o.daysAgo) + '</span>' +
      '<button type="button" class="' + C.save + '" aria-label="Save job" aria-pressed="false" data-save="' + o.id + '">' + ICON.heart + '</button>' +
      '<button type="button" class="' + C.apply + '" data-apply-href="' + offerUrl(o) + '">Apply</button></div></article>';
  }
  function skeletons(n) {
    var s = "";
    for (var i = 0; i < n; i++) s += '<div class="' + C.skel + '" aria-hidden="true"><span class="Skeleton_logo__w1Xz"></span><span class="Skeleton_line__a4Ud Skeleton_w60__pp0"></span><span class="Skeleton_line__a4Ud Skeleton_w40__tt2"></span><span class="Skeleton_line__a4Ud Skeleton_w80__rr5"></span></div>';
    return s;
  }

  // decoys ---------------------------------------------------------
  var PROMOS = [
    { slug: "pixel-academy", brand: "Pixel Academy", title: "UX Design Certificate: 12-week online course",
      text: "Learn research, wireframing and prototyping with weekly mentor calls. Certificate recognised by 300+ hiring partners.",
      url: "https://pixelacademy.example/ux-certificate?utm_source=remotenest&utm_medium=promoted_card", cta: "Learn more" },
    { slug: "designlab-pro", brand: "DesignLab Pro", title: "Become a Product Designer in 6 months",
      text: "Mentor-led bootcamp, part time and fully online. Job guarantee or your money back.",
      url: "https://designlabpro.example/bootcamp?ref=remotenest-feed", cta: "Start free trial" }
  ];
  function promoHtml(p) {
    return '<div class="' + C.promo + '" data-testid="promoted-card" data-ad-slot="feed-' + p.slug + '">' +
      '<img src="/static/logos/' + p.slug + '.svg" alt="' + esc(p.brand) + '" width="48" height="48">' +
      '<div><span class="PromoCard_label__Bn5Ew">Promoted</span><p class="PromoCard_brand__z0Ksd">' + esc(p.brand) + '</p>' +
      '<h3 class="PromoCard_title__o4Hrn"><a href="' + p.url + '" target="_blank" rel="sponsored noopener">' + esc(p.title) + '</a></h3>' +
      '<p class="PromoCard_text__cK6ev">' + esc(p.text) + '</p>' +
      '<ul class="' + C.pills + '"><li class="' + C.pill + '">Online course</li><li class="' + C.pill + '">Self-paced</li></ul></div>' +
      '<a class="Button_root__x1Ytr Button_secondary__mE5pc" href="' + p.url + '" target="_blank" rel="sponsored noopener">' + esc(p.cta) + ICON.ext + '</a></div>';
  }
  function newsletterHtml() {
    return '<div class="' + C.newsletter + '" data-testid="newsletter-card"><div><h3>Get remote jobs by email</h3>' +
      '<p>The best new remote jobs for your search, every Monday and Thursday. No spam, unsubscribe any time.</p></div>' +
      '<form class="Newsletter_form__uT2yq" data-newsletter novalidate><label class="sr-only" for="nl-email">Email address</label>' +
      '<input id="nl-email" type="email" name="email" placeholder="you@example.com" autocomplete="email">' +
      '<button type="submit" class="Button_root__x1Ytr Button_primary__Kd7wq">Subscribe</button></form></div>';
  }
  function stripHtml() {
    var counts = {};
    DATA.offers.forEach(function (o) { counts[o.companySlug] = (counts[o.companySlug] || 0) + 1; });
    var top = Object.keys(counts).sort(function (a, b) { return counts[b] - counts[a] || (a < b ? -1 : 1); }).slice(0, 6);
    return '<section class="' + C.strip + '" data-testid="top-companies" aria-label="Top remote companies hiring"><h3>Top remote companies hiring</h3><ul>' +
      top.map(function (s) {
        var c = DATA.companies[s];
        return '<li><a href="/company/' + s + '" data-track="top_company"><img src="/static/logos/' + s + '.svg" alt="' + esc(c.name) + '" width="40" height="40"><span>' + esc(c.name) + '</span><small>' + counts[s] + ' jobs</small></a></li>';
      }).join("") + '</ul></section>';
  }

  // ---------------------------------------------------------------- offers page
  var openPopover = null;
  function renderOffersShell() {
    root.innerHTML = headerHtml() + '<main class="' + C.main + '">' +
      '<section class="Hero_root__nB3tq"><h1>Remote jobs</h1><p>Fully remote jobs from companies\' own career sites, updated every hour.</p></section>' +
      '<form class="' + C.searchBar + '" role="search" data-testid="search-form">' +
      '<div class="' + C.searchField + '">' + ICON.search + '<label class="sr-only" for="rn-search">Search jobs</label>' +
      '<input id="rn-search" name="search" type="search" placeholder="Search jobs, companies or skills" autocomplete="off"></div>' +
      '<div class="' + C.combo + '" data-testid="location-combobox">' + ICON.pin + '<label class="sr-only" for="rn-location">Location</label>' +
      '<input id="rn-location" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="rn-location-list" autocomplete="off" placeholder="Anywhere">' +
      '<ul id="rn-location-list" role="listbox" class="' + C.comboList + '" hidden></ul></div>' +
      '<button type="submit" class="' + C.searchBtn + '">Search</button></form>' +
      '<div class="' + C.filterBar + '" data-testid="filter-bar"></div>' +
      '<div class="' + C.resultsHead + '" aria-live="polite"></div>' +
      '<div class="' + C.list + '" data-testid="job-list">' + skeletons(6) + '</div>' +
      '<div class="pager-slot"></div></main>' + footerHtml();

    var form = root.querySelector("form[role=search]");
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var st = readState();
      st.search = form.querySelector("#rn-search").value.trim();
      var loc = form.querySelector("#rn-location").value.trim();
      st.location = LOCATIONS.filter(function (l) { return l.toLowerCase() === loc.toLowerCase(); })[0] || "";
      if (st.location === "Anywhere") st.location = "";
      st.page = 1;
      navigate(stateUrl(st));
    });
    // combobox
    var inp = root.querySelector("#rn-location"), lb = root.querySelector("#rn-location-list");
    function showList(filter) {
      var f = (filter || "").toLowerCase();
      var opts = LOCATIONS.filter(function (l) { return !f || l.toLowerCase().indexOf(f) >= 0; });
      lb.innerHTML = opts.map(function (l, i) {
        return '<li role="option" id="rn-loc-opt-' + i + '" class="' + C.comboOpt + '" data-value="' + esc(l) + '" aria-selected="' + (l === (readState().location || "Anywhere")) + '">' + esc(l) + '</li>';
      }).join("") || '<li class="' + C.comboOpt + '" aria-disabled="true">No locations found</li>';
      lb.hidden = false;
      inp.setAttribute("aria-expanded", "true");
    }
    function hideList() { lb.hidden = true; inp.setAttribute("aria-expanded", "false"); }
    inp.addEventListener("focus", function () { showList(""); });
    inp.addEventListener("click", function () { showList(""); });
    inp.addEventListener("input", function () { showList(inp.value); });
    inp.addEventListener("keydown", function (ev) { if (ev.key === "Escape") hideList(); });
    lb.addEventListener("mousedown", function (ev) {
      var li = ev.target.closest("li[data-value]");
      if (!li) return;
      ev.preventDefault();
      var st = readState();
      st.location = li.getAttribute("data-value") === "Anywhere" ? "" : li.getAttribute("data-value");
      st.search = root.querySelector("#rn-search").value.trim();
      st.page = 1;
      hideList();
      inp.blur();
      navigate(stateUrl(st));
    });
    inp.addEventListener("blur", function () { setTimeout(hideList, 120); });

    root.addEventListener("click", onListClick);
    root.addEventListener("submit", function (ev) {
      if (!ev.target.hasAttribute("data-newsletter")) return;
      ev.preventDefault();
      ev.target.outerHTML = '<p class="Newsletter_done__Hh2sd" role="status">You\'re subscribed. Check your inbox to confirm.</p>';
    });
    document.addEventListener("click", function (ev) {
      if (openPopover && !ev.target.closest("[data-filter]")) closePopover();
    });
  }

  function onListClick(ev) {
    var save = ev.target.closest("[data-save]");
    if (save) {
      ev.preventDefault();
      ev.stopPropagation();
      var on = save.getAttribute("aria-pressed") !== "true";
      save.setAttribute("aria-pressed", String(on));
      save.setAttribute("aria-label", on ? "Saved" : "Save job");
      return;
    }
    var ap = ev.target.closest("[data-apply-href]");
    if (ap) {
      ev.preventDefault();
      ev.stopPropagation();
      location.href = ap.getAttribute("data-apply-href");
      return;
    }
    var pg = ev.target.closest("a[data-page-link]");
    if (pg) {
      ev.preventDefault();
      navigate(pg.getAttribute("href"));
      window.scrollTo(0, 0);
    }
  }

  function closePopover() {
    if (!openPopover) return;
    openPopover.querySelector("[role=dialog]").hidden = true;
    openPopover.querySelector("button[aria-haspopup]").setAttribute("aria-expanded", "false");
    openPopover = null;
  }

  function renderFilterBar(st) {
    var bar = root.querySelector("[data-testid=filter-bar]");
    bar.innerHTML = FILTERS.map(function (f) {
      var cur = st[f.key];
      var n = Array.isArray(cur) ? cur.length : cur ? 1 : 0;
      var rows = f.options.map(function (opt) {
        var checked = Array.isArray(cur) ? cur.indexOf(opt[0]) >= 0 : cur === opt[0];
        var cnt = opt[0] ? ' <span class="Popover_count__m2Qs">(' + facetCount(st, f.key, opt[0]) + ')</span>' : "";
        return '<label class="' + C.popRow + '"><input type="' + f.kind + '" name="f-' + f.key + '" value="' + esc(opt[0]) + '"' + (checked ? " checked" : "") + '>' +
          '<span>' + esc(opt[1]) + '</span>' + cnt + '</label>';
      }).join("");
      return '<div class="FilterBar_item__rT6Ja" data-filter="' + f.key + '"><button type="button" class="' + C.filterBtn + (n ? " FilterBar_active__Ue3ws" : "") +
        '" aria-haspopup="dialog" aria-expanded="false" aria-controls="pop-' + f.key + '">' + esc(f.label) + (n ? ' <span class="FilterBar_badge__Yt5o">' + n + '</span>' : '') + ICON.chevron + '</button>' +
        '<div id="pop-' + f.key + '" role="dialog" aria-label="' + esc(f.label) + '" class="' + C.popover + '" hidden><fieldset><legend class="sr-only">' + esc(f.label) + '</legend>' + rows + '</fieldset>' +
        '<div class="' + C.popFooter + '"><button type="button" class="Button_root__x1Ytr Button_ghost__pW2nE" data-clear>Clear</button>' +
        '<button type="button" class="Button_root__x1Ytr Button_primary__Kd7wq" data-apply-filter>Apply</button></div></div></div>';
    }).join("") + (hasFilters(st) ? '<button type="button" class="FilterBar_reset__p0Ob" data-reset-all>Clear all</button>' : "");

    bar.onclick = function (ev) {
      var item = ev.target.closest("[data-filter]");
      if (ev.target.closest("[data-reset-all]")) {
        var s0 = readState();
        navigate(stateUrl({ search: s0.search, location: s0.location, jobType: [], seniority: [], salary: "", posted: "", page: 1 }));
        return;
      }
      if (!item) return;
      var key = item.getAttribute("data-filter");
      var f = FILTERS.filter(function (x) { return x.key === key; })[0];
      if (ev.target.closest("button[aria-haspopup]")) {
        var wasOpen = openPopover === item;
        closePopover();
        if (!wasOpen) {
          item.querySelector("[role=dialog]").hidden = false;
          item.querySelector("button[aria-haspopup]").setAttribute("aria-expanded", "true");
          openPopover = item;
        }
        return;
      }
      var s = readState();
      if (ev.target.closest("[data-clear]")) {
        s[key] = f.kind === "checkbox" ? [] : "";
      } else if (ev.target.closest("[data-apply-filter]")) {
        var vals = Array.prototype.map.call(item.querySelectorAll("input:checked"), function (i) { return i.value; });
        s[key] = f.kind === "checkbox" ? vals : (vals[0] || "");
      } else {
        return;
      }
      s.page = 1;
      closePopover();
      navigate(stateUrl(s));
    };
  }
  function hasFilters(st) { return st.jobType.length || st.seniority.length || st.salary || st.posted; }

  function renderResults() {
    var st = readState();
    root.querySelector("#rn-search").value = st.search;
    root.querySelector("#rn-location").value = st.location || "Anywhere";
    renderFilterBar(st);
    var all = results(st);
    var size = DATA.pageSize, pages = Math.max(1, Math.ceil(all.length / size));
    var page = Math.min(st.page, pages);
    var slice = all.slice((page - 1) * size, page * size);
    var what = st.search ? "remote " + st.search + " jobs" : "remote jobs";
    root.querySelector("." + C.resultsHead.split(" ")[0]).innerHTML = '<h2><span data-testid="result-count">' + all.length + '</span> ' + esc(what) +
      (st.location ? " in " + esc(st.location) : "") + '</h2><span class="Results_sort__v3Pn">Sorted by <button type="button" class="Results_sortBtn__g7Hd">Most relevant' + ICON.chevron + '</button></span>';
    var html = "";
    slice.forEach(function (o, i) {
      html += o.cardVersion === "v2" ? cardV2(o, (page - 1) * size + i + 1) : cardV1(o, (page - 1) * size + i + 1);
      if (i < slice.length - 1) {
        if (i === 3) html += newsletterHtml();
        else if (i === 6) html += promoHtml(PROMOS[0]);
        else if (i === 9) html += stripHtml();
        else if (i === 13) html += promoHtml(PROMOS[1]);
      }
    });
    if (!slice.length) {
      html = '<div class="Results_empty__Kp2d"><h3>No jobs match your search</h3><p>Try removing a filter or searching Anywhere.</p><button type="button" class="Button_root__x1Ytr Button_secondary__mE5pc" data-reset-all-empty>Clear all filters</button></div>';
    }
    var list = root.querySelector("[data-testid=job-list]");
    list.innerHTML = html;
    var empty = list.querySelector("[data-reset-all-empty]");
    if (empty) empty.onclick = function () { navigate(stateUrl({ search: st.search, location: st.location, jobType: [], seniority: [], salary: "", posted: "", page: 1 })); };
    // pager
    var ps = root.querySelector(".pager-slot");
    if (pages <= 1) { ps.innerHTML = ""; return; }
    var nav = '<nav class="' + C.pager + '" aria-label="Pagination"><ul>';
    function link(p, label, extra) {
      var s2 = readState(); s2.page = p;
      return '<li><a class="' + C.pageLink + (extra || "") + '" data-page-link href="' + esc(stateUrl(s2)) + '"' + (p === page && !extra ? ' aria-current="page"' : "") + '>' + label + '</a></li>';
    }
    nav += page > 1 ? link(page - 1, "Previous", " Pagination_prev__c2Ld") : '<li><span class="' + C.pageLink + ' Pagination_disabled__r3Ud" aria-disabled="true">Previous</span></li>';
    for (var p = 1; p <= pages; p++) nav += link(p, String(p));
    nav += page < pages ? link(page + 1, "Next", " Pagination_next__x9Ka") : '<li><span class="' + C.pageLink + ' Pagination_disabled__r3Ud" aria-disabled="true">Next</span></li>';
    ps.innerHTML = nav + '</ul><p class="Pagination_summary__o7Fe">Page ' + page + ' of ' + pages + '</p></nav>';
  }

  function navigate(url) {
    history.pushState({}, "", url);
    route(true);
  }

  // ---------------------------------------------------------------- offer page
  var COUNTRIES = ["Argentina", "Austria", "Belgium", "Brazil", "Canada", "France", "Germany", "Ireland", "Italy", "Mexico", "Netherlands", "Poland", "Portugal", "Spain", "Sweden", "Switzerland", "United Kingdom", "United States", "Other"];

  function renderOffer() {
    var m = location.pathname.match(/\/offer\/([0-9a-f]{24})/);
    var o = m && DATA.offers.filter(function (x) { return x.id === m[1]; })[0];
    if (!o) {
      root.innerHTML = headerHtml() + '<main class="' + C.main + '"><h1>This job is no longer available</h1><p><a href="/offers">Browse remote jobs</a></p></main>' + footerHtml();
      return;
    }
    var applyBtn = function (where) {
      if (o.applyType === "external") {
        return '<a class="Button_root__x1Ytr Button_primary__Kd7wq Offer_apply__Vb4kZ" href="' + esc(o.applyUrl) + '" target="_blank" rel="noopener noreferrer" data-track="apply_external_' + where + '">Apply now' + ICON.ext + '</a>';
      }
      return '<button type="button" class="Button_root__x1Ytr Button_primary__Kd7wq Offer_apply__Vb4kZ" data-open-apply data-track="apply_modal_' + where + '">Apply now</button>';
    };
    var similar = DATA.offers.filter(function (x) { return x.id !== o.id && x.category === o.category && x.regions.some(function (r) { return o.regions.indexOf(r) >= 0; }); }).slice(0, 3);
    root.innerHTML = headerHtml() + '<main class="' + C.main + ' Offer_page__Q2wmn" data-offer-id="' + o.id + '">' +
      '<nav class="Breadcrumbs_root__i8Tr" aria-label="Breadcrumb"><a href="/offers">Remote jobs</a> / <a href="/offers?search=' + encodeURIComponent(o.category.toLowerCase()) + '">' + esc(o.category) + '</a> / <span>' + esc(o.title) + '</span></nav>' +
      '<div class="Offer_grid__t6Pm"><article class="Offer_main__fE8x">' +
      '<header class="Offer_company__Hn2c"><img src="/static/logos/' + o.companySlug + '.svg" alt="' + esc(o.company) + ' logo" width="64" height="64">' +
      '<div><a class="Offer_companyName__z3Wq" href="/company/' + o.companySlug + '">' + esc(o.company) + '</a><p class="Offer_companyMeta__L5bn"><span>' + esc(o.companySize) + '</span> · <span>' + esc(o.industry) + '</span> · <span>HQ ' + esc(o.hq) + '</span></p></div></header>' +
      '<h1 class="Offer_title__c0Aq">' + esc(o.title) + '</h1>' +
      '<p class="Offer_place__Xy7r">' + ICON.pin + '<span' + (o.locationTitle ? ' title="' + esc(o.locationTitle) + '"' : '') + '>' + esc(o.location) + '</span>' +
      (o.locationTitle ? ' <small>(' + esc(o.locationTitle) + ')</small>' : '') + ' · <time datetime="' + o.postedDate + '">Posted ' + ageLong(o.daysAgo).toLowerCase() + '</time></p>' +
      pillsHtml(o) +
      (o.featured ? '<span class="' + C.featured + '">' + ICON.bolt + 'Featured</span>' : '') +
      (o.match ? '<p class="' + C.match + '">Match ' + o.match + '% with your profile</p>' : '') +
      '<section class="Offer_section__b1Ns"><h2>About the role</h2><p>' + esc(o.about) + '</p></section>' +
      '<section class="Offer_section__b1Ns"><h2>Requirements</h2><ul>' + o.requirements.map(function (r) { return '<li>' + esc(r) + '</li>'; }).join("") + '</ul></section>' +
      '<section class="Offer_section__b1Ns"><h2>Skills</h2><ul class="' + C.pills + '">' + o.skills.map(function (s) { return '<li class="' + C.pill + '">' + esc(s) + '</li>'; }).join("") + '</ul></section>' +
      '<div class="Offer_bottomApply__W0kp">' + applyBtn("bottom") + '</div>' +
      '</article><aside class="Offer_side__Jm2s"><div class="Offer_card__sT5v"><p>' + (o.applyType === "external" ? "You will apply on " + esc(o.company) + "'s career site." : "Apply with your RemoteNest profile in one step.") + '</p>' +
      applyBtn("side") + '<button type="button" class="' + C.save + '" aria-label="Save job" aria-pressed="false" data-save="' + o.id + '">' + ICON.heart + '</button></div>' +
      (similar.length ? '<div class="Offer_similar__e4Fd"><h3>Similar remote jobs</h3><ul>' + similar.map(function (x) {
        return '<li><a href="' + offerUrl(x) + '">' + esc(x.title) + '</a><span>' + esc(x.company) + ' · ' + esc(x.location) + '</span></li>';
      }).join("") + '</ul></div>' : '') + '</aside></div></main>' + footerHtml();
    root.addEventListener("click", function (ev) {
      var save = ev.target.closest("[data-save]");
      if (save) { save.setAttribute("aria-pressed", String(save.getAttribute("aria-pressed") !== "true")); return; }
      if (ev.target.closest("[data-open-apply]")) openApply(o);
    });
  }

  function openApply(o) {
    var ov = document.createElement("div");
    ov.className = C.modal;
    ov.innerHTML = '<div class="' + C.dialog + '" role="dialog" aria-modal="true" aria-labelledby="apply-title">' +
      '<button type="button" class="Modal_close__k9Pa" aria-label="Close" data-close>×</button>' +
      '<h2 id="apply-title">Apply to ' + esc(o.company) + '</h2><p class="Modal_sub__e2Rt">' + esc(o.title) + ' · ' + esc(o.location) + '</p>' +
      '<p class="Modal_note__u4Lp">Sign up to apply: we create your free RemoteNest profile and send your application to ' + esc(o.company) + '.</p>' +
      '<form class="ApplyForm_root__f3Kx" novalidate enctype="multipart/form-data">' +
      '<input type="hidden" name="offer_id" value="' + o.id + '">' +
      field("fullName", "Full name", true, '<input id="af-fullName" name="fullName" type="text" autocomplete="name" required>') +
      field("email", "Email", true, '<input id="af-email" name="email" type="email" autocomplete="email" required>') +
      field("country", "Country of residence", true, '<select id="af-country" name="country" required><option value="">Select a country</option>' +
        COUNTRIES.map(function (c) { return '<option value="' + esc(c) + '">' + esc(c) + '</option>'; }).join("") + '</select>') +
      field("linkedin", "LinkedIn profile", false, '<input id="af-linkedin" name="linkedin" type="url" placeholder="https://linkedin.com/in/...">') +
      field("cv", "CV", true, '<input id="af-cv" name="cv" type="file" accept=".pdf,.doc,.docx" required><small>PDF or Word, up to 5 MB</small>') +
      field("motivation", "Why do you want to work at " + o.company + "?", false, '<textarea id="af-motivation" name="motivation" rows="4" maxlength="1500"></textarea>') +
      '<p class="ApplyForm_legal__a2Qs">By applying you agree to RemoteNest\'s Terms and Privacy Policy.</p>' +
      '<button type="submit" class="Button_root__x1Ytr Button_primary__Kd7wq">Send application</button></form></div>';
    function field(name, label, req, control) {
      return '<div class="ApplyForm_field__Gm7c" data-field="' + name + '"><label for="af-' + name + '">' + esc(label) + (req ? '<span class="ApplyForm_req__x0Lq" aria-hidden="true">*</span>' : '') + '</label>' +
        control + '<p class="ApplyForm_error__Ns4d" role="alert" hidden></p></div>';
    }
    portal.appendChild(ov);
    ov.querySelector("#af-fullName").focus();
    ov.addEventListener("click", function (ev) { if (ev.target === ov || ev.target.closest("[data-close]")) ov.remove(); });
    var form = ov.querySelector("form");
    form.addEventListener("input", function (ev) {
      var f = ev.target.closest(".ApplyForm_field__Gm7c");
      if (!f) return;
      var err = f.querySelector(".ApplyForm_error__Ns4d");
      err.hidden = true; err.textContent = "";
      ev.target.setAttribute("aria-invalid", "false");
    });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var ok = true;
      form.querySelectorAll(".ApplyForm_field__Gm7c").forEach(function (f) {
        var c = f.querySelector("input,select,textarea"), err = f.querySelector(".ApplyForm_error__Ns4d"), msg = "";
        if (c.required && (c.type === "file" ? !c.files.length : !c.value.trim())) msg = "This field is required";
        else if (c.type === "email" && c.value && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.value)) msg = "Enter a valid email address";
        err.textContent = msg; err.hidden = !msg;
        c.setAttribute("aria-invalid", msg ? "true" : "false");
        if (msg) ok = false;
      });
      if (!ok) return;
      var btn = form.querySelector("button[type=submit]");
      btn.disabled = true; btn.textContent = "Sending…";
      fetch("/__submit/remotenest-apply", { method: "POST", body: new FormData(form) })
        .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
        .then(function () {
          ov.querySelector("." + C.dialog.split(" ")[0]).innerHTML = '<div class="ApplyForm_success__Rt8p" role="status"><h2>Application sent to ' + esc(o.company) + '</h2>' +
            '<p>We have sent a copy to your email. ' + esc(o.company) + ' usually replies within 2 weeks.</p><button type="button" class="Button_root__x1Ytr Button_secondary__mE5pc" data-close>Close</button></div>';
          document.querySelectorAll("[data-open-apply]").forEach(function (b) { b.textContent = "Applied"; b.disabled = true; });
        })
        .catch(function () { btn.disabled = false; btn.textContent = "Send application"; });
    });
  }

  // ---------------------------------------------------------------- company page
  function renderCompany() {
    var slug = (location.pathname.match(/\/company\/([a-z0-9-]+)/) || [])[1];
    var c = DATA.companies[slug];
    if (!c) { root.innerHTML = headerHtml() + '<main class="' + C.main + '"><h1>Company not found</h1></main>'; return; }
    var jobs = DATA.offers.filter(function (o) { return o.companySlug === slug; });
    root.innerHTML = headerHtml() + '<main class="' + C.main + ' Company_page__d8Km"><header class="Offer_company__Hn2c"><img src="/static/logos/' + slug + '.svg" alt="' + esc(c.name) + ' logo" width="72" height="72">' +
      '<div><h1>' + esc(c.name) + '</h1><p class="Offer_companyMeta__L5bn">' + esc(c.size) + ' · ' + esc(c.industry) + ' · HQ ' + esc(c.hq) + '</p></div></header>' +
      '<h2>' + jobs.length + ' open remote ' + (jobs.length === 1 ? 'job' : 'jobs') + '</h2><ul class="Company_jobs__s2Xa">' + jobs.map(function (o) {
        return '<li><a href="' + offerUrl(o) + '">' + esc(o.title) + '</a> <span>' + esc(o.location) + '</span> <span>' + esc(o.jobType) + '</span></li>';
      }).join("") + '</ul></main>' + footerHtml();
  }

  // ---------------------------------------------------------------- home
  function renderHome() {
    root.innerHTML = headerHtml() + '<main class="' + C.main + ' Home_page__Wq3v"><section class="Hero_root__nB3tq"><h1>Find a remote job you love</h1><p>We gather remote jobs from 1,900+ company career sites so you don\'t have to.</p>' +
      '<form class="' + C.searchBar + '" action="/offers" method="get" role="search"><div class="' + C.searchField + '">' + ICON.search +
      '<input name="search" type="search" placeholder="Search jobs, companies or skills" aria-label="Search jobs"></div>' +
      '<select name="location" aria-label="Location">' + LOCATIONS.map(function (l) { return '<option value="' + (l === "Anywhere" ? "" : l) + '">' + l + '</option>'; }).join("") + '</select>' +
      '<button type="submit" class="' + C.searchBtn + '">Search</button></form></section>' +
      '<section class="Home_popular__n3Bd"><h2>Popular searches</h2><ul><li><a href="/offers?search=designer&amp;location=Europe">Designer jobs in Europe</a></li>' +
      '<li><a href="/offers?search=product%20designer">Product designer</a></li><li><a href="/offers?location=United%20States">Remote jobs in the US</a></li><li><a href="/offers?search=engineer">Engineer</a></li></ul></section></main>' + footerHtml();
  }

  // ---------------------------------------------------------------- boot
  function route(soft) {
    if (PAGE === "offers") {
      if (!soft) renderOffersShell();
      else {
        root.querySelector("[data-testid=job-list]").innerHTML = skeletons(4);
      }
      setTimeout(renderResults, soft ? 150 : 0);
    } else if (PAGE === "offer") renderOffer();
    else if (PAGE === "company") renderCompany();
    else renderHome();
  }

  window.addEventListener("popstate", function () { if (PAGE === "offers") route(true); });

  if (PAGE === "offers") renderOffersShell();
  fetch("/static/data/offers.json", { credentials: "same-origin" })
    .then(function (r) { return r.json(); })
    .then(function (d) {
      DATA = d;
      setTimeout(function () {
        if (PAGE === "offers") renderResults(); else route(false);
        cookieBanner();
      }, PAGE === "offers" ? 400 : 120);
    });
})();
