/* HirePath shared chrome: header, footer, consent banner, toasts, helpers.  build 2026.11.3-rc2 */
(function () {
  "use strict";
  var HP = (window.HP = window.HP || {});
  HP.state = window.__HP_STATE__;
  HP.esc = function (s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  };
  HP.params = function () {
    var out = {};
    new URLSearchParams(location.search).forEach(function (v, k) { out[k] = v; });
    return out;
  };
  HP.trk = function (s) { // tiny deterministic hash for tracking tokens
    var h = 2166136261;
    for (var i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
    return (h >>> 0).toString(36);
  };
  HP.icons = {
    pin: '<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/></svg>',
    bookmark: '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><path fill="none" stroke="currentColor" stroke-width="2" d="M6 3h12v18l-6-4-6 4z"/></svg>',
    money: '<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M3 6h18v12H3zm9 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"/></svg>',
    clock: '<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3 2" stroke="currentColor" stroke-width="2" fill="none"/></svg>',
    bolt: '<svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 24 24"><path fill="currentColor" d="M13 2 4 14h7l-1 8 9-12h-7z"/></svg>',
    ext: '<svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 24 24"><path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z"/></svg>',
    star: '<svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 24 24"><path fill="#f5a623" d="m12 2 3 7 7 .6-5.3 4.7 1.6 7.2L12 17.8 5.7 21.5l1.6-7.2L2 9.6 9 9z"/></svg>'
  };
  HP.header = function (q, l) {
    return (
      '<header class="hp-header" role="banner">' +
      '<div class="hp-header__inner">' +
      '<a class="hp-brand" href="/" aria-label="HirePath home"><img src="/assets/img/favicon.svg" width="28" height="28" alt=""><span>HirePath</span></a>' +
      '<nav class="hp-nav" aria-label="Main"><a href="/search?q=&amp;l=" class="is-active">Find Jobs</a><a href="/salaries/web-developer/chicago-il">Salaries</a><a href="/company-profile/lakeview-digital">Companies</a><a href="/profile/resume-upload">Upload Resume</a></nav>' +
      '<div class="hp-header__right"><a class="hp-link" href="/profile/resume-upload?signin=1">Sign In</a><a class="hp-btn hp-btn--ghost" href="/profile/resume-upload?employer=1">Employers / Post Job</a></div>' +
      "</div></header>"
    );
  };
  HP.searchBar = function (q, l) {
    return (
      '<form class="hp-searchbar" role="search" action="/search" method="get" id="hp-searchbar">' +
      '<div class="hp-searchbar__field"><label class="sr-only" for="hp-q">What</label>' +
      '<input id="hp-q" name="q" type="search" autocomplete="off" placeholder="Job title, skills or company" aria-label="Job title, skills or company" value="' + HP.esc(q || "") + '"></div>' +
      '<div class="hp-searchbar__field hp-searchbar__field--loc"><label class="sr-only" for="hp-l">Where</label>' + HP.icons.pin +
      '<input id="hp-l" name="l" type="text" autocomplete="off" placeholder="City, state or zip" aria-label="City, state or zip" value="' + HP.esc(l || "") + '"></div>' +
      '<button class="hp-btn hp-btn--primary" type="submit" data-track="search_submit">Find jobs</button>' +
      "</form>"
    );
  };
  HP.footer = function () {
    return (
      '<footer class="hp-footer" role="contentinfo"><div class="hp-footer__cols">' +
      '<div><h4>Job Seekers</h4><a href="/search?q=&amp;l=">Browse jobs</a><a href="/salaries/web-developer/chicago-il">Salary tools</a><a href="/profile/resume-upload">Upload resume</a></div>' +
      '<div><h4>Employers</h4><a href="/profile/resume-upload?employer=1">Post a job</a><a href="/profile/resume-upload?employer=1">Pricing</a></div>' +
      '<div><h4>HirePath</h4><a href="/">About</a><a href="/">Privacy</a><a href="/">Terms</a><a href="/">Do Not Sell or Share My Personal Information</a></div>' +
      '</div><p class="hp-footer__legal">&copy; 2026 HirePath, Inc. All rights reserved.</p></footer>'
    );
  };
  HP.toast = function (msg) {
    var t = document.getElementById("hp-toast");
    if (!t) {
      t = document.createElement("div");
      t.id = "hp-toast";
      t.className = "hp-toast";
      t.setAttribute("role", "status");
      t.setAttribute("aria-live", "polite");
      document.body.appendChild(t);
    }
    t.textContent = msg;
    t.classList.add("is-visible");
    clearTimeout(HP._tt);
    HP._tt = setTimeout(function () { t.classList.remove("is-visible"); }, 2500);
  };
  HP.consent = function () {
    var ok = false;
    try { ok = localStorage.getItem("hp_consent") === "1"; } catch (e) { ok = false; }
    if (ok) return;
    var b = document.createElement("div");
    b.id = "onetrust-banner-sdk";
    b.className = "hp-consent";
    b.setAttribute("role", "dialog");
    b.setAttribute("aria-label", "Cookie preferences");
    b.innerHTML =
      '<p>We and our partners use cookies to personalize your job search, measure ads and analyze traffic. See our <a href="/">Cookie Policy</a>.</p>' +
      '<div class="hp-consent__btns"><button type="button" id="onetrust-reject-all-handler" class="hp-btn hp-btn--ghost">Reject non-essential</button>' +
      '<button type="button" id="onetrust-accept-btn-handler" class="hp-btn hp-btn--primary">Accept all</button></div>';
    document.body.appendChild(b);
    b.addEventListener("click", function (e) {
      if (e.target.tagName === "BUTTON") {
        try { localStorage.setItem("hp_consent", "1"); } catch (err) { /* private mode */ }
        b.remove();
      }
    });
  };
  HP.bindSave = function (root) {
    root.addEventListener("click", function (e) {
      var b = e.target.closest("[data-save]");
      if (!b) return;
      e.preventDefault();
      e.stopPropagation();
      var on = b.getAttribute("aria-pressed") !== "true";
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.classList.toggle("is-saved", on);
      HP.toast(on ? "Job saved. Sign in to save jobs across devices." : "Removed from saved jobs");
    });
  };
  // analytics stub (the real site loads a tag manager here)
  window.dataLayer = window.dataLayer || [];
  HP.track = function (ev, data) { window.dataLayer.push({ event: ev, data: data || {} }); };
})();
