/* JobFinder: renders the home, results, job and apply pages from /data/jobs.json and the page's query string. */
(function () {
  'use strict';

  var PAGE_SIZE = 15;
  var FACET_ORDER = ['fromage', 'jt', 'remotejob', 'salaryType'];
  var URL_ORDER = ['q', 'l', 'sort', 'fromage', 'jt', 'remotejob', 'salaryType', 'start'];
  var REMOTE_KIND = {
    '032b3046-06a3-4876-8dfd-474eb5e7ed11': 'remote',
    '7e3167e4-ccb4-49cb-b761-9bae564a0a63': 'hybrid'
  };
  var SALARY = { '$40,000': 40000, '$60,000': 60000, '$80,000': 80000, '$100,000': 100000, '$120,000': 120000 };

  var DATA = null;

  function $(sel, root) { return (root || document).querySelector(sel); }

  function h(tag, attrs) {
    var el = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === 'class') el.className = v;
        else if (k === 'text') el.textContent = v;
        else el.setAttribute(k, v === true ? '' : String(v));
      });
    }
    for (var i = 2; i < arguments.length; i++) append(el, arguments[i]);
    return el;
  }
  function append(el, kid) {
    if (kid === null || kid === undefined || kid === false) return;
    if (Array.isArray(kid)) { kid.forEach(function (k) { append(el, k); }); return; }
    el.appendChild(kid.nodeType ? kid : document.createTextNode(String(kid)));
  }

  // ------------------------------------------------------------------ rules (mirrored in make_data.py)
  function norm(text) {
    return String(text || '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(/\s+/).filter(Boolean).join(' ');
  }
  function allTokensIn(query, hay) {
    var q = norm(query);
    if (!q) return true;
    var hayN = norm(hay);
    return q.split(' ').every(function (t) { return hayN.indexOf(t) !== -1; });
  }
  function baseMatch(job, s) {
    return allTokensIn(s.q, [job.title, job.company, job.skills.join(' ')].join(' ')) &&
      allTokensIn(s.l, job.location + ' ' + job.state_name);
  }
  function facetMatch(job, key, value) {
    if (key === 'fromage') return job.days_ago <= parseInt(value, 10);
    if (key === 'jt') return job.job_type === value;
    if (key === 'remotejob') return job.remote === REMOTE_KIND[value];
    if (key === 'salaryType') return job.annual_min !== null && job.annual_min >= SALARY[value];
    return true;
  }
  function search(s, skip) {
    var out = DATA.jobs.filter(function (j) { return baseMatch(j, s); });
    FACET_ORDER.forEach(function (key) {
      if (key !== skip && s[key]) out = out.filter(function (j) { return facetMatch(j, key, s[key]); });
    });
    if (s.sort === 'date') {
      out = out.map(function (j, i) { return [j, i]; })
        .sort(function (a, b) { return (a[0].days_ago - b[0].days_ago) || (a[1] - b[1]); })
        .map(function (p) { return p[0]; });
    }
    return out;
  }

  // ------------------------------------------------------------------ query state
  function readQuery() {
    var p = new URLSearchParams(location.search);
    var s = { q: (p.get('q') || '').trim(), l: (p.get('l') || '').trim(), sort: p.get('sort') === 'date' ? 'date' : '' };
    FACET_ORDER.forEach(function (key) {
      var v = p.get(key) || '';
      s[key] = Object.prototype.hasOwnProperty.call(DATA.facets[key].options, v) ? v : '';
    });
    var start = parseInt(p.get('start') || '0', 10);
    s.start = isNaN(start) || start < 0 ? 0 : start - (start % PAGE_SIZE);
    return s;
  }
  function jobsUrl(s, changes) {
    var v = {};
    URL_ORDER.forEach(function (k) { v[k] = s[k]; });
    Object.keys(changes || {}).forEach(function (k) { v[k] = changes[k]; });
    var parts = [];
    URL_ORDER.forEach(function (k) {
      if (k === 'q' || k === 'l') parts.push(k + '=' + encodeURIComponent(v[k] || ''));
      else if (v[k]) parts.push(k + '=' + encodeURIComponent(String(v[k])));
    });
    return '/jobs?' + parts.join('&');
  }
  function fillSearchForm(s) {
    var what = $('#text-input-what');
    var where = $('#text-input-where');
    if (what) what.value = s.q;
    if (where) where.value = s.l;
  }

  // ------------------------------------------------------------------ results page
  function renderSerp() {
    var s = readQuery();
    fillSearchForm(s);
    var results = search(s);
    if (s.start >= results.length) s.start = 0;
    var pageJobs = results.slice(s.start, s.start + PAGE_SIZE);
    var what = s.q ? s.q.charAt(0).toUpperCase() + s.q.slice(1) + ' jobs' : 'Jobs';
    var title = what + (s.l ? ' in ' + s.l : '');
    document.title = title + ' | JobFinder';
    $('.jobsearch-JobCountAndSortPane-title').textContent = title;
    $('.jobsearch-JobCountAndSortPane-jobCount').textContent = results.length === 1 ? '1 job' : results.length + ' jobs';

    renderFacets(s);
    renderSort(s, results.length);

    var list = $('.jobsearch-ResultsList');
    list.textContent = '';
    pageJobs.forEach(function (job) { list.appendChild(buildCard(job)); });
    var none = $('.jobsearch-NoResult');
    none.hidden = results.length > 0;
    if (!results.length) {
      var p = $('.jobsearch-NoResult-title');
      p.textContent = '';
      append(p, ['The search ', h('b', { text: s.q || 'for jobs' }), s.l ? ' in ' + s.l : '', ' did not match any jobs.']);
    }
    renderPagination(s, results.length);
  }

  function renderFacets(s) {
    var box = $('.jobsearch-FilterGroups');
    box.textContent = '';
    FACET_ORDER.forEach(function (key) {
      var spec = DATA.facets[key];
      var pool = search(s, key);
      var items = [];
      Object.keys(spec.options).forEach(function (value) {
        var count = pool.filter(function (j) { return facetMatch(j, key, value); }).length;
        var selected = s[key] === value;
        if (!count && !selected) return;
        var href = jobsUrl(s, (function () { var c = { start: 0 }; c[key] = selected ? '' : value; return c; })());
        items.push(h('li', { class: 'jobsearch-FilterOption' + (selected ? ' jobsearch-FilterOption--selected' : '') },
          h('a', {
            class: 'jobsearch-FilterOption-link', href: href, 'data-facet': key, 'data-value': value,
            'aria-current': selected ? 'true' : null
          }, spec.options[value], ' ', h('span', { class: 'jobsearch-FilterOption-count', text: '(' + count + ')' }))));
      });
      var headingId = 'filter-' + key + '-heading';
      box.appendChild(h('div', { class: 'jobsearch-FilterGroup', role: 'group', 'aria-labelledby': headingId, 'data-facet-group': key },
        h('h2', { class: 'jobsearch-FilterGroup-heading', id: headingId, text: spec.label }),
        items.length ? h('ul', { class: 'jobsearch-FilterGroup-options' }, items) :
          h('p', { class: 'jobsearch-FilterGroup-empty', text: 'No options for this search' })));
    });

    var active = $('.jobsearch-ActiveFilters');
    active.textContent = '';
    var chips = [];
    FACET_ORDER.forEach(function (key) {
      if (!s[key]) return;
      var spec = DATA.facets[key];
      var change = { start: 0 };
      change[key] = '';
      chips.push(h('li', { class: 'jobsearch-ActiveFilter' },
        h('a', {
          class: 'jobsearch-ActiveFilter-remove', href: jobsUrl(s, change),
          'aria-label': 'Remove filter ' + spec.label + ': ' + spec.options[s[key]]
        }, spec.options[s[key]], h('span', { 'aria-hidden': 'true', text: ' ×' }))));
    });
    active.hidden = chips.length === 0;
    if (chips.length) {
      var clear = { start: 0, sort: s.sort };
      FACET_ORDER.forEach(function (k) { clear[k] = ''; });
      append(active, [h('span', { class: 'jobsearch-ActiveFilters-label', text: 'Filters:' }),
        h('ul', { class: 'jobsearch-ActiveFilters-list' }, chips),
        h('a', { class: 'jobsearch-ActiveFilters-clear', href: jobsUrl(s, clear), text: 'Clear all' })]);
    }
  }

  function renderSort(s, total) {
    var pane = $('.jobsearch-SortPane');
    pane.textContent = '';
    pane.hidden = total === 0;
    var rel = s.sort === 'date' ? h('a', { href: jobsUrl(s, { sort: '', start: 0 }), text: 'relevance' })
      : h('strong', { 'aria-current': 'true', text: 'relevance' });
    var date = s.sort === 'date' ? h('strong', { 'aria-current': 'true', text: 'date' })
      : h('a', { href: jobsUrl(s, { sort: 'date', start: 0 }), text: 'date' });
    append(pane, ['Sort by: ', rel, ' - ', date]);
  }

  function buildCard(job) {
    var href = '/viewjob?jk=' + job.jk + '&from=serp';
    var meta = [];
    if (job.salary_text) meta.push(h('div', { class: 'metadata salary-snippet-container' }, h('div', { class: 'attribute_snippet', text: job.salary_text })));
    meta.push(h('div', { class: 'metadata jobtype-snippet' }, h('div', { class: 'attribute_snippet', text: job.job_type_label })));
    var card = h('div', { class: 'cardOutline tapItem job_seen_beacon result', 'data-jk': job.jk },
      h('div', { class: 'job_seen_beacon-main' },
        job.urgently_hiring ? h('div', { class: 'urgentlyHiring', text: 'Urgently hiring' }) : null,
        h('h2', { class: 'jobTitle' },
          h('a', { class: 'jcs-JobTitle', id: 'job_' + job.jk, href: href },
            h('span', { id: 'jobTitle-' + job.jk, title: job.title, text: job.title }))),
        h('div', { class: 'company_location' },
          h('span', { class: 'companyName', 'data-testid': 'company-name', text: job.company }),
          h('span', { class: 'ratingNumber', 'aria-label': job.company_rating + ' out of 5 stars', text: job.company_rating.toFixed(1) }),
          h('div', { class: 'companyLocation', 'data-testid': 'text-location', text: job.location })),
        h('div', { class: 'heading6 tapItem-gutter metadataContainer' }, meta),
        job.easy_apply ? h('div', { class: 'iaLabel' }, h('span', { class: 'iaIcon', 'aria-hidden': 'true', text: '➜' }), h('span', { text: 'Easily apply' })) : null,
        h('div', { class: 'job-snippet' }, h('ul', null, job.snippet.map(function (t) { return h('li', { text: t }); }))),
        h('span', { class: 'date', text: job.posted_text })));
    card.addEventListener('click', function (ev) {
      if (ev.target.closest('a') || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
      location.assign(href);
    });
    return h('li', { class: 'css-job-result' }, card);
  }

  function renderPagination(s, total) {
    var nav = $('.jobsearch-Pagination');
    var pages = Math.ceil(total / PAGE_SIZE);
    nav.hidden = pages <= 1;
    var ul = $('.jobsearch-PaginationList');
    ul.textContent = '';
    if (pages <= 1) return;
    var current = Math.floor(s.start / PAGE_SIZE) + 1;
    if (current > 1) {
      ul.appendChild(h('li', { class: 'jobsearch-Pagination-item' },
        h('a', { class: 'jobsearch-Pagination-prev', href: jobsUrl(s, { start: (current - 2) * PAGE_SIZE }), text: 'Previous' })));
    }
    for (var p = 1; p <= pages; p++) {
      ul.appendChild(h('li', { class: 'jobsearch-Pagination-item' },
        h('a', {
          class: 'jobsearch-Pagination-page' + (p === current ? ' jobsearch-Pagination-page--current' : ''),
          href: jobsUrl(s, { start: (p - 1) * PAGE_SIZE }), 'aria-label': 'Page ' + p,
          'aria-current': p === current ? 'page' : null, text: String(p)
        })));
    }
    if (current < pages) {
      ul.appendChild(h('li', { class: 'jobsearch-Pagination-item' },
        h('a', { class: 'jobsearch-Pagination-next', href: jobsUrl(s, { start: current * PAGE_SIZE }), text: 'Next' })));
    }
  }

  // ------------------------------------------------------------------ job page
  function jobFromQuery() {
    var jk = new URLSearchParams(location.search).get('jk') || '';
    for (var i = 0; i < DATA.jobs.length; i++) if (DATA.jobs[i].jk === jk) return DATA.jobs[i];
    return null;
  }
  function backToSearchHref() {
    try {
      var ref = new URL(document.referrer);
      if (ref.origin === location.origin && ref.pathname === '/jobs') return ref.pathname + ref.search;
    } catch (e) { /* no referrer */ }
    return null;
  }

  function renderViewJob() {
    var job = jobFromQuery();
    var back = backToSearchHref();
    if (back) $('.jobsearch-BackLink-link').setAttribute('href', back);
    if (!job) {
      document.title = 'Job expired | JobFinder';
      $('.jobsearch-ExpiredJob').hidden = false;
      return;
    }
    document.title = job.title + ' - ' + job.location + ' - JobFinder';
    var comp = $('.jobsearch-JobComponent');
    $('.jobsearch-JobInfoHeader-title').textContent = job.title;
    $('.jobsearch-CompanyInfo-name').textContent = job.company;
    var rating = $('.jobsearch-CompanyInfo-rating');
    rating.textContent = job.company_rating.toFixed(1) + ' ★';
    rating.setAttribute('aria-label', job.company_rating + ' out of 5 stars');
    $('.jobsearch-CompanyInfo-location').textContent = job.location;
    var header = $('#salaryInfoAndJobType');
    append(header, [job.salary_text ? h('span', { class: 'jobsearch-JobMetadataHeader-salary', text: job.salary_text }) : null,
      job.salary_text ? ' - ' : null, h('span', { class: 'jobsearch-JobMetadataHeader-jobType', text: job.job_type_label })]);

    if (job.easy_apply) {
      var form = $('.jobsearch-IndeedApplyForm');
      form.elements.jk.value = job.jk;
      form.hidden = false;
    } else {
      var ext = $('.jobsearch-ExternalApplyButton');
      ext.setAttribute('href', job.apply_url);
      ext.hidden = false;
    }
    var save = $('.jobsearch-SaveJobButton');
    save.addEventListener('click', function () {
      var on = save.getAttribute('aria-pressed') !== 'true';
      save.setAttribute('aria-pressed', on ? 'true' : 'false');
      save.textContent = on ? 'Saved' : 'Save job';
    });

    var items = $('.jobsearch-JobDetailsSection-items');
    append(items, [
      job.salary_text ? h('div', { class: 'jobsearch-JobDetailsSection-item' }, h('h3', { text: 'Pay' }), h('p', { text: job.salary_text })) : null,
      h('div', { class: 'jobsearch-JobDetailsSection-item' }, h('h3', { text: 'Job type' }), h('p', { text: job.job_type_label })),
      h('div', { class: 'jobsearch-JobDetailsSection-item' }, h('h3', { text: 'Shift and schedule' }),
        h('ul', null, job.description.schedule.map(function (t) { return h('li', { text: t }); }))),
      h('div', { class: 'jobsearch-JobDetailsSection-item' }, h('h3', { text: 'Location' }), h('p', { text: job.location }))
    ]);
    append($('.jobsearch-BenefitsList'), job.description.benefits.map(function (t) { return h('li', { text: t }); }));
    var d = job.description;
    append($('.jobsearch-jobDescriptionText-body'), [
      h('p', { text: d.about }),
      h('p', null, h('b', { text: 'Responsibilities:' })),
      h('ul', null, d.responsibilities.map(function (t) { return h('li', { text: t }); })),
      h('p', null, h('b', { text: 'Requirements:' })),
      h('ul', null, d.requirements.map(function (t) { return h('li', { text: t }); })),
      h('p', null, h('b', { text: 'Skills: ' }), job.skills.join(', '))
    ]);
    $('.jobsearch-HiringInsights-entry--age').textContent = job.posted_text;
    comp.hidden = false;
  }

  // ------------------------------------------------------------------ apply page
  function renderApply() {
    var job = jobFromQuery();
    if (!job || !job.easy_apply) {
      document.title = 'Job unavailable | JobFinder';
      $('.ia-ExpiredJob').hidden = false;
      $('.ia-BackLink').hidden = true;
      return;
    }
    document.title = 'Apply to ' + job.title + ' | JobFinder';
    $('.ia-JobHeader-title').textContent = job.title;
    $('.ia-JobHeader-company').textContent = job.company + ' - ' + job.location;
    $('.ia-JobHeader').hidden = false;
    $('.ia-BackLink-link').setAttribute('href', '/viewjob?jk=' + job.jk);
    var form = $('#ia-container-form');
    form.elements.jk.value = job.jk;
    form.elements.job_title.value = job.title;
    form.elements.company.value = job.company;
    form.hidden = false;

    // Inline messages instead of the browser's bubbles; the browser still blocks an invalid submit.
    form.addEventListener('invalid', function (ev) {
      ev.preventDefault();
      showError(ev.target, ev.target.getAttribute('data-error') || 'This field is required');
    }, true);
    var focused = false;
    form.addEventListener('submit', function (ev) {
      var file = form.elements.resume.files[0];
      if (file && file.size > 5 * 1024 * 1024) {
        ev.preventDefault();
        showError(form.elements.resume, 'The file is too large. The limit is 5 MB');
      }
    });
    form.querySelector('button[type=submit]').addEventListener('click', function () { focused = false; });
    function showError(control, message) {
      var id = control.id + '-error';
      var old = document.getElementById(id);
      if (old) old.remove();
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-errormessage', id);
      control.parentNode.appendChild(h('div', { class: 'ia-ErrorMessage', id: id, role: 'alert', text: message }));
      if (!focused) { control.focus(); focused = true; }
    }
    form.addEventListener('input', clear);
    form.addEventListener('change', clear);
    function clear(ev) {
      var control = ev.target;
      if (control.getAttribute('aria-invalid') === 'true' && control.checkValidity()) {
        control.removeAttribute('aria-invalid');
        control.removeAttribute('aria-errormessage');
        var old = document.getElementById(control.id + '-error');
        if (old) old.remove();
      }
    }
  }

  function renderHome() {
    var recent = DATA.jobs.filter(function (j) { return j.days_ago <= 7; }).length;
    $('.home-Count').textContent = recent + ' new jobs posted in the last 7 days';
  }

  function start() {
    var page = document.body.getAttribute('data-page');
    fetch('/data/jobs.json')
      .then(function (r) { return r.json(); })
      .then(function (data) {
        DATA = data;
        PAGE_SIZE = data.page_size || PAGE_SIZE;
        if (page === 'serp') renderSerp();
        else if (page === 'viewjob') renderViewJob();
        else if (page === 'apply') renderApply();
        else if (page === 'home') renderHome();
        document.documentElement.setAttribute('data-app-ready', 'true');
      });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
