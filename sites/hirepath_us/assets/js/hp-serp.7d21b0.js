/* HirePath SERP bundle (search page).  Renders results, facets and pager from the API snapshot. */
(function () {
  "use strict";
  var HP = window.HP, S = HP.state;
  var byId = {};
  S.jobs.forEach(function (j) { byId[j.id] = j; });
  HP.jobById = function (id) { return byId[id]; };

  function haystack(j) {
    var d = j.desc;
    return [j.title, j.company, j.skills.join(" "), d.opener, d.duties.join(" "), d.reqs.join(" ")].join(" ").toLowerCase();
  }
  function tokens(q) { return (q || "").toLowerCase().split(/\s+/).filter(Boolean); }
  function bold(text, q) {
    var out = HP.esc(text);
    tokens(q).forEach(function (t) {
      var re = new RegExp("(" + t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "ig");
      out = out.replace(re, "<b>$1</b>");
    });
    return out;
  }
  HP.snippet = function (job, q) {
    var d = job.desc;
    var text = d.opener + " " + d.duties[0] + ". " + d.duties[1] + ".";
    if (text.length > 230) text = text.slice(0, 227).replace(/\s+\S*$/, "") + "…";
    return bold(text, q);
  };

  var WS = [["remote", "Remote"], ["hybrid", "Hybrid"], ["onsite", "On-Site"]];
  var JT = [["FULLTIME", "Full-time"], ["CONTRACT_W2", "Contract - W2"], ["CONTRACT_C2C", "Contract - Corp-To-Corp"], ["CONTRACT_IND", "Contract - Independent"], ["PARTTIME", "Part-time"]];
  var DATES = [["", "Any time"], ["1", "Today"], ["3", "Last 3 days"], ["7", "Last 7 days"]];
  var MILES = ["5", "10", "25", "50"];

  function readState() {
    var p = HP.params();
    return {
      q: p.q == null ? "web developer" : p.q,
      l: p.l == null ? "" : p.l,
      t: p.t || "",
      ws: p.ws ? p.ws.split(",").filter(Boolean) : [],
      jt: p.jt ? p.jt.split(",").filter(Boolean) : [],
      ea: p.ea === "1",
      mi: p.mi || "50",
      pn: Math.max(1, parseInt(p.pn || "1", 10) || 1)
    };
  }
  function toQuery(st) {
    var parts = ["q=" + encodeURIComponent(st.q).replace(/%20/g, "+"), "l=" + encodeURIComponent(st.l).replace(/%20/g, "+")];
    if (st.t) parts.push("t=" + st.t);
    if (st.ws.length) parts.push("ws=" + encodeURIComponent(st.ws.join(",")));
    if (st.jt.length) parts.push("jt=" + encodeURIComponent(st.jt.join(",")));
    if (st.ea) parts.push("ea=1");
    if (st.mi && st.mi !== "50") parts.push("mi=" + st.mi);
    if (st.pn > 1) parts.push("pn=" + st.pn);
    return "/search?" + parts.join("&");
  }
  function match(j, st, skip) {
    var h = haystack(j);
    var toks = tokens(st.q);
    for (var i = 0; i < toks.length; i++) if (h.indexOf(toks[i]) < 0) return false;
    var ll = st.l.toLowerCase();
    if (ll.indexOf("remote") >= 0) { if (j.work_setting !== "remote") return false; }
    else if (ll && ll.indexOf("chicago") < 0) return false;
    if (j.miles > parseInt(st.mi, 10)) return false;
    if (skip !== "t" && st.t && j.posted_days > (st.t === "1" ? 0 : parseInt(st.t, 10))) return false;
    if (skip !== "ws" && st.ws.length && st.ws.indexOf(j.work_setting) < 0) return false;
    if (skip !== "jt" && st.jt.length && !j.type_codes.some(function (c) { return st.jt.indexOf(c) >= 0; })) return false;
    if (skip !== "ea" && st.ea && !j.easy_apply) return false;
    return true;
  }

  /* ---------- new (React) card ---------- */
  function cardV2(job, q, pos) {
    var href = "/job-detail/" + job.id + (job.sponsored ? "?sp=1&trk=" + HP.trk(job.id + pos) : "");
    var company;
    if (job.company_kind === "confidential") {
      company = '<span data-testid="job-card-company" class="_company_1k9f2_61 _muted_1k9f2_8">Confidential</span>';
    } else if (job.company_linked) {
      company = '<a data-testid="job-card-company" class="_company_1k9f2_61 _link_3ld0x_1" href="/company-profile/' + job.company_slug + '">' + HP.esc(job.company) + "</a>";
    } else {
      company = '<span data-testid="job-card-company" class="_company_1k9f2_61">' + HP.esc(job.company) + "</span>";
    }
    var rating = job.rating ? '<span class="_rating_1k9f2_70" aria-label="Rated ' + job.rating + ' out of 5">' + job.rating.toFixed(1) + HP.icons.star + "</span>" : "";
    return (
      '<div data-testid="job-search-serp-card" data-id="' + job.id + '" data-position="' + pos + '" role="article" aria-labelledby="t-' + job.id + '" class="_card_1k9f2_14 _clickable_1k9f2_33' + (job.sponsored ? " _sponsored_1k9f2_96" : "") + '" tabindex="-1">' +
      (job.sponsored ? '<div class="_sponsorTag_1k9f2_101"><span>Sponsored</span></div>' : "") +
      '<div class="_header_1k9f2_40">' +
      (job.logo ? '<div class="_logoWrap_8s2kd_1"><img class="_logo_8s2kd_3" src="' + job.logo + '" alt="' + HP.esc(job.company) + ' logo" width="44" height="44"></div>' : "") +
      '<div class="_titleBlock_1k9f2_45"><h2 class="_titleH2_1k9f2_49"><a id="t-' + job.id + '" data-testid="job-search-job-detail-link" class="_title_1k9f2_51" href="' + href + '">' + HP.esc(job.title) + "</a></h2>" +
      '<div class="_companyRow_1k9f2_58">' + company + rating + "</div></div>" +
      '<button type="button" data-save data-testid="job-card-save" class="_save_7qa1c_2" aria-pressed="false" aria-label="Save ' + HP.esc(job.title) + '">' + HP.icons.bookmark + "</button>" +
      "</div>" +
      '<div class="_meta_1k9f2_77"><span data-testid="job-card-location" class="_location_1k9f2_80">' + HP.icons.pin + HP.esc(job.location) + "</span></div>" +
      '<div class="_pills_1k9f2_84" role="list">' + job.types.map(function (t) {
        return '<div role="listitem" data-testid="job-card-pill" class="_pill_v91ad_1 _pill--neutral_v91ad_9">' + HP.esc(t) + "</div>";
      }).join("") + (job.easy_apply ? '<div role="listitem" class="_pill_v91ad_1 _pill--green_v91ad_14" data-testid="job-card-quick-apply">' + HP.icons.bolt + "Quick apply</div>" : "") + "</div>" +
      (job.pay ? '<div data-testid="job-card-salary" class="_salary_1k9f2_88">' + HP.esc(job.pay) + "</div>" : "") +
      '<p data-testid="job-card-snippet" class="_snippet_1k9f2_90">' + HP.snippet(job, q) + "</p>" +
      '<div class="_footer_1k9f2_93"><span data-testid="job-card-age" class="_age_1k9f2_95">' + HP.esc(job.posted) + "</span></div>" +
      "</div>"
    );
  }
  function legacyCard(job, q, pos) {
    return '<hp-search-card data-id="' + job.id + '" data-q="' + HP.esc(q) + '" data-position="' + pos + '"></hp-search-card>';
  }
  /* ---------- decoys ---------- */
  function youMayLike() {
    return '<section data-testid="serp-jobs-you-may-like" class="_ymlRow_4c0pe_1" aria-label="Jobs you may like"><h3 class="_ymlTitle_4c0pe_5">Jobs you may like</h3><div class="_ymlLinks_4c0pe_9">' +
      S.related.map(function (r) { return '<a class="_ymlChip_4c0pe_12" href="' + r[1] + '">' + HP.esc(r[0]) + "</a>"; }).join("") + "</div></section>";
  }
  function salaryCard(st) {
    var s = S.salaryInsight;
    return '<div data-testid="serp-salary-insight" class="_card_1k9f2_14 _insight_2mx0q_1"><div class="_insightIcon_2mx0q_4">' + HP.icons.money + '</div><div><h3 class="_insightTitle_2mx0q_8">Salary for ' + s.title + " in " + s.place + ": " + s.amount +
      '</h3><p class="_insightText_2mx0q_12">Average base salary, based on 1,240 salaries reported to HirePath in the last 12 months.</p><a class="_link_3ld0x_1" href="' + s.url + '">See salary details</a></div></div>';
  }
  function resumeCta() {
    return '<div data-testid="serp-resume-cta" class="_card_1k9f2_14 _cta_9bq2e_1"><h3 class="_ctaTitle_9bq2e_4">Upload your resume</h3><p>Let employers find you. Upload your resume and get matched to jobs like these.</p>' +
      '<a class="hp-btn hp-btn--primary" href="/profile/resume-upload">Upload your resume</a></div>';
  }

  function facetCounts(st, key, values, test) {
    var out = {};
    values.forEach(function (v) { out[v[0]] = 0; });
    S.jobs.forEach(function (j) {
      if (!match(j, st, key)) return;
      values.forEach(function (v) { if (test(j, v[0])) out[v[0]]++; });
    });
    return out;
  }
  function sidebar(st) {
    var wsC = facetCounts(st, "ws", WS, function (j, v) { return j.work_setting === v; });
    var jtC = facetCounts(st, "jt", JT, function (j, v) { return j.type_codes.indexOf(v) >= 0; });
    var h = '<aside class="hp-filters" aria-label="Filters"><div class="hp-filters__head"><h2>Filters</h2><a href="' + HP.esc(toQuery({ q: st.q, l: st.l, t: "", ws: [], jt: [], ea: false, mi: "50", pn: 1 })) + '" data-nav class="hp-link">Clear all</a></div>';
    h += '<fieldset class="hp-facet" data-facet="t"><legend>Date posted</legend>' + DATES.map(function (d) {
      return '<label class="hp-radio"><input type="radio" name="t" value="' + d[0] + '"' + (st.t === d[0] ? " checked" : "") + "> <span>" + d[1] + "</span></label>";
    }).join("") + "</fieldset>";
    h += '<fieldset class="hp-facet" data-facet="ws"><legend>Work setting</legend>' + WS.map(function (w) {
      return '<label class="hp-check"><input type="checkbox" name="ws" value="' + w[0] + '"' + (st.ws.indexOf(w[0]) >= 0 ? " checked" : "") + "> <span>" + w[1] + '</span> <span class="hp-count">(' + wsC[w[0]] + ")</span></label>";
    }).join("") + "</fieldset>";
    h += '<fieldset class="hp-facet" data-facet="jt"><legend>Employment type</legend>' + JT.map(function (w) {
      return '<label class="hp-check"><input type="checkbox" name="jt" value="' + w[0] + '"' + (st.jt.indexOf(w[0]) >= 0 ? " checked" : "") + "> <span>" + w[1] + '</span> <span class="hp-count">(' + jtC[w[0]] + ")</span></label>";
    }).join("") + "</fieldset>";
    h += '<div class="hp-facet hp-facet--toggle"><label class="hp-switch" for="hp-ea"><span>Easy Apply only</span><input id="hp-ea" type="checkbox" role="switch" name="ea" value="1"' + (st.ea ? " checked" : "") + ' aria-checked="' + st.ea + '"><span class="hp-switch__track" aria-hidden="true"></span></label></div>';
    h += '<div class="hp-facet"><label for="hp-mi" class="hp-facet__label">Distance</label><select id="hp-mi" name="mi">' + MILES.map(function (m) {
      return '<option value="' + m + '"' + (st.mi === m ? " selected" : "") + ">" + m + " miles</option>";
    }).join("") + "</select></div>";
    return h + "</aside>";
  }
  function pager(st, pages) {
    if (pages <= 1) return "";
    var h = '<nav class="hp-pager" aria-label="Search results pagination"><ul class="hp-pager__list">';
    function link(n, text, cls, extra) {
      var s = Object.assign({}, st, { pn: n });
      return '<li class="hp-pager__item"><a data-nav class="' + cls + '" href="' + HP.esc(toQuery(s)) + '"' + (extra || "") + ">" + text + "</a></li>";
    }
    h += st.pn > 1 ? link(st.pn - 1, "Previous", "hp-pager__prev", ' rel="prev"') : '<li class="hp-pager__item"><button type="button" class="hp-pager__prev" disabled aria-disabled="true">Previous</button></li>';
    for (var i = 1; i <= pages; i++) {
      h += i === st.pn ? link(i, String(i), "hp-pager__num is-current", ' aria-current="page"') : link(i, String(i), "hp-pager__num", ' aria-label="Page ' + i + '"');
    }
    h += st.pn < pages ? link(st.pn + 1, "Next", "hp-pager__next", ' rel="next"') : '<li class="hp-pager__item"><button type="button" class="hp-pager__next" disabled aria-disabled="true">Next</button></li>';
    return h + "</ul></nav>";
  }

  var root = document.getElementById("__hp_root");
  function render() {
    var st = readState();
    var hits = S.jobs.filter(function (j) { return match(j, st); });
    var pages = Math.max(1, Math.ceil(hits.length / S.pageSize));
    if (st.pn > pages) st.pn = pages;
    var start = (st.pn - 1) * S.pageSize;
    var pageJobs = hits.slice(start, start + S.pageSize);
    var title = (st.q ? st.q.replace(/\b\w/g, function (c) { return c.toUpperCase(); }) + " jobs" : "Jobs") + (st.l ? " in " + st.l : "");
    document.title = title + " | HirePath";
    var list = "";
    pageJobs.forEach(function (j, i) {
      var pos = start + i + 1;
      list += '<li class="hp-results__item">' + (j.template === "legacy" ? legacyCard(j, st.q, pos) : cardV2(j, st.q, pos)) + "</li>";
      if (i === 3) list += '<li class="hp-results__item hp-results__item--module">' + youMayLike() + "</li>";
      if (i === 8) list += '<li class="hp-results__item hp-results__item--module">' + salaryCard(st) + "</li>";
      if (i === 14) list += '<li class="hp-results__item hp-results__item--module">' + resumeCta() + "</li>";
    });
    var showing = hits.length ? "Showing " + (start + 1) + "–" + (start + pageJobs.length) + " of " + hits.length + " jobs" : "";
    root.innerHTML =
      HP.header() +
      '<div class="hp-hero hp-hero--compact">' + HP.searchBar(st.q, st.l) + "</div>" +
      '<main class="hp-main" id="main"><div class="hp-layout">' + sidebar(st) +
      '<section class="hp-results" aria-labelledby="hp-results-h">' +
      '<div class="hp-results__head"><h1 id="hp-results-h" class="hp-results__title">' + HP.esc(title) + '</h1><p class="hp-results__count" data-testid="serp-count">' + showing + "</p>" +
      '<div class="hp-sort"><span>Sort by:</span> <strong>Relevance</strong></div></div>' +
      (hits.length ? '<ul class="hp-results__list" data-testid="serp-results">' + list + "</ul>" :
        '<div class="hp-empty" data-testid="serp-empty"><h2>No jobs found</h2><p>Try different keywords, a larger distance, or fewer filters.</p></div>') +
      pager(st, hits.length ? pages : 0) +
      "</section></div></main>" + HP.footer();
    HP.track("serp_view", { q: st.q, l: st.l, pn: st.pn, n: pageJobs.length });
  }
  function go(url) {
    history.pushState({}, "", url);
    render();
    window.scrollTo(0, 0);
  }
  function applyChange(mut) {
    var st = readState();
    mut(st);
    st.pn = 1;
    go(toQuery(st));
  }
  root.addEventListener("click", function (e) {
    var a = e.target.closest("a[data-nav]");
    if (a && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
      e.preventDefault();
      go(a.getAttribute("href"));
      return;
    }
    var card = e.target.closest('[data-testid="job-search-serp-card"]');
    if (card && !e.target.closest("a,button")) {
      var t = card.querySelector('a[data-testid="job-search-job-detail-link"]');
      if (t) location.href = t.getAttribute("href");
    }
  });
  root.addEventListener("change", function (e) {
    var el = e.target;
    if (el.name === "t") applyChange(function (st) { st.t = el.value; });
    else if (el.name === "ws" || el.name === "jt") applyChange(function (st) {
      var arr = st[el.name];
      var i = arr.indexOf(el.value);
      if (el.checked && i < 0) arr.push(el.value);
      if (!el.checked && i >= 0) arr.splice(i, 1);
    });
    else if (el.name === "ea") applyChange(function (st) { st.ea = el.checked; });
    else if (el.name === "mi") applyChange(function (st) { st.mi = el.value; });
  });
  root.addEventListener("submit", function (e) {
    if (e.target.id !== "hp-searchbar") return;
    e.preventDefault();
    var st = readState();
    go(toQuery({ q: e.target.q.value.trim(), l: e.target.l.value.trim(), t: st.t, ws: st.ws, jt: st.jt, ea: st.ea, mi: st.mi, pn: 1 }));
  });
  window.addEventListener("popstate", render);
  HP.bindSave(root);
  render();
  HP.consent();
})();
