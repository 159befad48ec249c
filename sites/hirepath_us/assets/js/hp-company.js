/* HirePath company profile */
(function () {
  "use strict";
  var HP = window.HP, S = HP.state;
  var root = document.getElementById("__hp_root");
  var slug = root.getAttribute("data-slug");
  var co = S.companies[slug];
  if (!co) { root.innerHTML = HP.header() + '<main class="hp-main"><h1>Company not found</h1></main>' + HP.footer(); return; }
  var jobs = S.jobs.filter(function (j) { return j.company_slug === slug; });
  root.innerHTML = HP.header() + '<main class="hp-main co" id="main"><header class="co-head">' +
    (co.logo ? '<img src="' + co.logo + '" alt="' + HP.esc(co.name) + '" width="72" height="72">' : "") +
    "<div><h1>" + HP.esc(co.name) + '</h1><p class="co-meta">' + HP.esc(co.industry) + " · " + HP.esc(co.size) + " employees · " + co.rating.toFixed(1) + HP.icons.star + "</p></div></header>" +
    '<nav class="co-tabs" aria-label="Company"><a class="is-active" href="#jobs">Jobs (' + jobs.length + ')</a><a href="#about">About</a><a href="#reviews">Reviews</a></nav>' +
    '<section id="jobs"><h2>Open jobs at ' + HP.esc(co.name) + '</h2><ul class="co-jobs">' + jobs.map(function (j) {
      return '<li><a href="/job-detail/' + j.id + '">' + HP.esc(j.title) + '</a> <span class="co-job-meta">' + HP.esc(j.location) + " · " + HP.esc(j.posted) + "</span></li>";
    }).join("") + "</ul></section>" +
    '<section id="about"><h2>About</h2><p>' + HP.esc(co.name) + " is a " + HP.esc(co.industry.toLowerCase()) + " organization headquartered in the Chicago area.</p></section>" +
    '<section id="reviews"><h2>Reviews</h2><p>Sign in to read employee reviews.</p></section></main>' + HP.footer();
  HP.consent();
})();
