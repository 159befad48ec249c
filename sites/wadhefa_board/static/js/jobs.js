/* وظيفة بلس - صفحة نتائج البحث (/ar/jobs/) */
(function () {
  'use strict';
  var D = window.WADHEFA;
  var PAGE_SIZE = D.page_size;
  var AR = '٠١٢٣٤٥٦٧٨٩';
  function ar(n) { return String(n).replace(/[0-9]/g, function (d) { return AR.charAt(+d); }); }
  function esc(s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  // Arabic search normalisation (same as make_data.py norm())
  function norm(s) {
    return String(s || '').toLowerCase()
      .replace(/[\u064B-\u0652\u0640]/g, '')
      .replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي')
      .replace(/[٠-٩]/g, function (d) { return String(AR.indexOf(d)); });
  }

  // ------------------------------------------------------------ state from the query string
  var P = new URLSearchParams(location.search);
  function list(name) { return (P.get(name) || '').split(',').map(function (s) { return s.trim(); }).filter(Boolean); }
  var state = {
    q: (P.get('q') || '').trim(),
    city: (P.get('city') || '').trim(),
    jt: list('jt'),
    exp: list('exp'),
    country: list('country'),
    page: parseInt(P.get('page') || '1', 10) || 1
  };
  var GROUPS = ['jt', 'exp', 'country'];

  function buildUrl(over) {
    var s = {};
    for (var k in state) s[k] = state[k];
    for (var o in over) s[o] = over[o];
    var parts = [];
    if (s.q) parts.push('q=' + encodeURIComponent(s.q));
    if (s.city) parts.push('city=' + encodeURIComponent(s.city));
    GROUPS.forEach(function (g) { if (s[g] && s[g].length) parts.push(g + '=' + s[g].map(encodeURIComponent).join(',')); });
    if (s.page && s.page > 1) parts.push('page=' + s.page);
    return '/ar/jobs/' + (parts.length ? '?' + parts.join('&') : '');
  }

  function matches(j, st, skipGroup) {
    var hay = norm([j.title, j.company, j.skills.join(' ')].join(' '));
    var terms = norm(st.q).split(/\s+/).filter(Boolean);
    for (var i = 0; i < terms.length; i++) if (hay.indexOf(terms[i]) === -1) return false;
    var locHay = norm(j.location + ' ' + j.city_alias);
    var cterms = norm(st.city).replace(/[،,]/g, ' ').split(/\s+/).filter(Boolean);
    for (var c = 0; c < cterms.length; c++) if (locHay.indexOf(cterms[c]) === -1) return false;
    for (var g = 0; g < GROUPS.length; g++) {
      var key = GROUPS[g];
      if (key === skipGroup) continue;
      if (st[key].length && st[key].indexOf(j[key]) === -1) return false;
    }
    return true;
  }

  var results = D.jobs.filter(function (j) { return matches(j, state); });
  var total = results.length;
  var pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (state.page > pages) state.page = pages;
  if (state.page < 1) state.page = 1;
  var from = (state.page - 1) * PAGE_SIZE;
  var pageJobs = results.slice(from, from + PAGE_SIZE);
  var byId = {};
  D.jobs.forEach(function (j) { byId[j.id] = j; });

  // ------------------------------------------------------------ search form
  var qIn = document.getElementById('q'), cityIn = document.getElementById('city');
  qIn.value = state.q; cityIn.value = state.city;
  var title = 'الوظائف المتاحة';
  if (state.q && state.city) title = 'وظائف ' + state.q + ' في ' + state.city;
  else if (state.q) title = 'نتائج البحث عن «' + state.q + '»';
  else if (state.city) title = 'وظائف في ' + state.city;
  document.getElementById('page-title').textContent = title;
  if (state.q || state.city) document.title = title + ' | وظيفة بلس';

  // ------------------------------------------------------------ filters sidebar
  var form = document.getElementById('filters-form');
  form.innerHTML = GROUPS.map(function (key) {
    var f = D.filters[key];
    return '<fieldset class="filter-group" data-group="' + key + '"><legend>' + esc(f.label) + '</legend><ul>' +
      f.options.map(function (o) {
        var checked = state[key].indexOf(o.value) !== -1;
        var n = D.jobs.filter(function (j) { return matches(j, state, key) && j[key] === o.value; }).length;
        var id = 'f-' + key + '-' + o.value;
        return '<li><label for="' + id + '"><input type="checkbox" id="' + id + '" name="' + key + '" value="' + esc(o.value) + '"' +
          (checked ? ' checked' : '') + (!checked && n === 0 ? ' disabled' : '') + '>' +
          '<span>' + esc(o.label) + '</span> <span class="count">(' + ar(n) + ')</span></label></li>';
      }).join('') + '</ul></fieldset>';
  }).join('');
  form.addEventListener('change', function (e) {
    var key = e.target.name;
    if (GROUPS.indexOf(key) === -1) return;
    var vals = [];
    form.querySelectorAll('input[name="' + key + '"]:checked').forEach(function (i) { vals.push(i.value); });
    var over = { page: 1 }; over[key] = vals;
    location.href = buildUrl(over);
  });
  form.addEventListener('submit', function (e) { e.preventDefault(); });

  // active filter chips
  var chips = [];
  GROUPS.forEach(function (key) {
    state[key].forEach(function (v) {
      var opt = D.filters[key].options.filter(function (o) { return o.value === v; })[0];
      if (!opt) return;
      var over = { page: 1 }; over[key] = state[key].filter(function (x) { return x !== v; });
      chips.push('<span class="chip">' + esc(opt.label) + ' <a href="' + esc(buildUrl(over)) + '" aria-label="إزالة ' + esc(opt.label) + '">×</a></span>');
    });
  });
  document.getElementById('active-filters').innerHTML = chips.join('');

  // ------------------------------------------------------------ featured carousel (paid placement)
  var featured = D.featured[String(Math.min(state.page, 3))] || [];
  document.getElementById('featured-track').innerHTML = featured.map(function (id, i) {
    var j = byId[id];
    return '<div class="featured-card" data-job-id="' + j.id + '" role="group" aria-roledescription="slide" aria-label="' + ar(i + 1) + ' من ' + ar(featured.length) + '">' +
      '<span class="badge badge-featured">مميزة</span>' +
      '<h3><a href="' + esc(j.url) + '">' + esc(j.title) + '</a></h3>' +
      '<div class="fc-company">' + esc(j.company) + '</div>' +
      '<div class="fc-loc">' + esc(j.location) + '</div>' +
      '</div>';
  }).join('');
  var track = document.getElementById('featured-track');
  document.querySelectorAll('.carousel-btn').forEach(function (b) {
    b.addEventListener('click', function () {
      var card = track.querySelector('.featured-card');
      var step = card ? card.getBoundingClientRect().width + 14 : 300;
      // RTL: "next" moves towards the inline end (left), i.e. negative scrollLeft in Chromium
      track.scrollBy({ left: b.getAttribute('data-dir') === 'next' ? -step : step, behavior: 'smooth' });
    });
  });

  // ------------------------------------------------------------ sponsored banners
  function banner(s) {
    return '<a class="sponsored-banner" href="' + esc(s.url) + '" target="_blank" rel="sponsored noopener">' +
      '<span class="badge badge-ad">' + esc(s.label) + '</span>' +
      '<strong>' + esc(s.title) + '</strong>' +
      '<span class="ad-advertiser">' + esc(s.advertiser) + '</span> · <span class="ad-cta">' + esc(s.cta) + '</span></a>';
  }
  var listAd = D.sponsored.filter(function (s) { return s.slot === 'list'; })[0];
  var sideAd = D.sponsored.filter(function (s) { return s.slot === 'sidebar'; })[0];
  document.getElementById('sponsored-sidebar').innerHTML = banner(sideAd);

  // ------------------------------------------------------------ results
  var countEl = document.getElementById('results-h');
  countEl.textContent = total
    ? 'عرض ' + ar(from + 1) + ' - ' + ar(from + pageJobs.length) + ' من ' + ar(total) + ' وظيفة'
    : 'لا توجد نتائج';

  function card(j) {
    return '<li class="job-card" data-job-id="' + j.id + '">' +
      '<div class="job-card__main">' +
        '<h2 class="jb-title"><a href="' + esc(j.url) + '" data-js-aid="jobID">' + esc(j.title) + '</a></h2>' +
        '<div class="jb-company"><a href="' + esc(j.company_url) + '">' + esc(j.company) + '</a></div>' +
        '<div class="jb-meta"><span class="jb-loc">' + esc(j.location) + '</span>' +
          '<span class="jb-type">' + esc(j.job_type) + '</span>' +
          '<span class="jb-exp">' + esc(j.experience) + '</span></div>' +
        '<p class="jb-descr">' + esc(j.snippet) + '</p>' +
      '</div>' +
      '<div class="job-card__side">' +
        '<button type="button" class="save-btn" aria-pressed="false" aria-label="حفظ الوظيفة" title="حفظ الوظيفة">♡</button>' +
        (j.apply_type === 'easy' ? '<span class="badge badge-easy">تقديم سهل</span>' : '') +
        '<span class="jb-date">' + esc(j.posted) + '</span>' +
      '</div>' +
    '</li>';
  }
  var ul = document.getElementById('jobs-list');
  if (!total) {
    ul.outerHTML = '<div class="no-results" id="jobs-list"><p><strong>لم نعثر على وظائف تطابق بحثك.</strong></p>' +
      '<p>جرّب كلمات مفتاحية أخرى أو <a href="/ar/jobs/">امسح عوامل التصفية</a>.</p></div>';
  } else {
    var html = '';
    pageJobs.forEach(function (j, i) {
      html += card(j);
      if (i === 5 || (i === pageJobs.length - 1 && pageJobs.length < 6)) html += '<li class="sponsored" aria-label="إعلان">' + banner(listAd) + '</li>';
    });
    ul.innerHTML = html;
    ul.addEventListener('click', function (e) {
      var b = e.target.closest('.save-btn');
      if (!b) return;
      var on = b.getAttribute('aria-pressed') !== 'true';
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
      b.textContent = on ? '♥' : '♡';
    });
  }

  // ------------------------------------------------------------ pagination
  var nav = document.getElementById('pagination');
  if (pages <= 1) { nav.hidden = true; return; }
  var items = [];
  items.push(state.page > 1
    ? '<li class="prev"><a href="' + esc(buildUrl({ page: state.page - 1 })) + '" rel="prev">السابق</a></li>'
    : '<li class="prev is-disabled"><span aria-disabled="true">السابق</span></li>');
  for (var p = 1; p <= pages; p++) {
    items.push(p === state.page
      ? '<li class="is-active"><span aria-current="page">' + ar(p) + '</span></li>'
      : '<li><a href="' + esc(buildUrl({ page: p })) + '" aria-label="صفحة ' + ar(p) + '">' + ar(p) + '</a></li>');
  }
  items.push(state.page < pages
    ? '<li class="next"><a href="' + esc(buildUrl({ page: state.page + 1 })) + '" rel="next">التالي</a></li>'
    : '<li class="next is-disabled"><span aria-disabled="true">التالي</span></li>');
  nav.innerHTML = '<ul>' + items.join('') + '</ul>';
})();
