/* ProLink Jobs (2025 redesign): single-page job search (search, filters, pagination, details, Easy Apply). */
(function () {
  'use strict';

  // Generated element ids, like a component framework would hand out. They change on every render.
  var EMBER_START = 1187;
  var EMBER_STEP = 3;
  // Markup variant switch (one more wrapper level around card and details content).
  var EXTRA_WRAPPERS = true;

  var PAGE_SIZE = 25;
  var TPR_SECONDS = { r2592000: 2592000, r604800: 604800, r86400: 86400 };
  var EXPERIENCE = { '1': 'Internship', '2': 'Entry level', '3': 'Associate', '4': 'Mid-Senior level', '5': 'Director' };
  var JOB_TYPES = { F: 'Full-time', P: 'Part-time', C: 'Contract', T: 'Temporary', I: 'Internship' };
  var WORKPLACES = { '1': 'On-site', '2': 'Remote', '3': 'Hybrid' };
  var URL_ORDER = ['currentJobId', 'f_AL', 'f_E', 'f_JT', 'f_TPR', 'f_WT', 'keywords', 'location', 'start'];
  var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
    'October', 'November', 'December'];
  var STATIC_PAGES = {
    '/feed': ['Home', 'Your feed is quiet today. Catch up on open roles instead.'],
    '/mynetwork': ['My Network', 'Grow your network to hear about more jobs.'],
    '/messaging': ['Messaging', 'You have no new messages.'],
    '/notifications': ['Notifications', 'You are all caught up.'],
    '/about': ['About ProLink', 'ProLink connects professionals with the companies that need them.'],
    '/accessibility': ['Accessibility', 'We want ProLink to be usable by everyone.'],
    '/legal/user-agreement': ['User Agreement', 'By using ProLink you agree to these terms.'],
    '/legal/privacy-policy': ['Privacy Policy', 'This policy describes how we handle your information.']
  };

  var emberSeq = EMBER_START;
  var JOBS = [];
  var BY_ID = {};
  var state = null;
  var renderedListKey = null;
  var saved = {};
  var applied = {};

  function nextEmberId() {
    var id = 'ember' + emberSeq;
    emberSeq += EMBER_STEP;
    return id;
  }

  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }

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
  function svgIcon(kind) {
    var paths = {
      easy: 'M3 2h10v3H9v9H6V5H3z',
      external: 'M15 1v6h-2V4.41L7.41 10 6 8.59 11.59 3H9V1zm-4 10a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1h2V3H5a3 3 0 00-3 3v5a3 3 0 003 3h5a3 3 0 003-3V9h-2z',
      bookmark: 'M12 1H4a1 1 0 00-1 1v13.64l5-3.36 5 3.36V2a1 1 0 00-1-1z'
    };
    var ns = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 16 16');
    svg.setAttribute('width', '16');
    svg.setAttribute('height', '16');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    var p = document.createElementNS(ns, 'path');
    p.setAttribute('d', paths[kind]);
    p.setAttribute('fill', 'currentColor');
    svg.appendChild(p);
    return svg;
  }

  // ------------------------------------------------------------------ search rules (mirrored in make_data.py)
  function norm(text) {
    return String(text || '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(/\s+/).filter(Boolean).join(' ');
  }
  function allTokensIn(query, hay) {
    var q = norm(query);
    if (!q) return true;
    var hayN = norm(hay);
    return q.split(' ').every(function (t) { return hayN.indexOf(t) !== -1; });
  }
  function matches(job, s) {
    if (!allTokensIn(s.keywords, [job.title, job.company, job.skills.join(' ')].join(' '))) return false;
    if (!allTokensIn(s.location, job.location + ' ' + job.country)) return false;
    if (s.f_TPR && job.posted_hours_ago * 3600 > TPR_SECONDS[s.f_TPR]) return false;
    if (s.f_E.length && s.f_E.indexOf(job.experience_code) === -1) return false;
    if (s.f_JT.length && s.f_JT.indexOf(job.job_type_code) === -1) return false;
    if (s.f_WT.length && s.f_WT.indexOf(job.workplace_code) === -1) return false;
    if (s.f_AL && !job.easy_apply) return false;
    return true;
  }

  // ------------------------------------------------------------------ URL state
  function codes(value, allowed) {
    var out = [];
    String(value || '').split(',').forEach(function (v) {
      v = v.trim();
      if (Object.prototype.hasOwnProperty.call(allowed, v) && out.indexOf(v) === -1) out.push(v);
    });
    return Object.keys(allowed).filter(function (k) { return out.indexOf(k) !== -1; });
  }
  function parseUrl() {
    var p = new URLSearchParams(location.search);
    var path = location.pathname.replace(/\/+$/, '') || '/';
    var route = 'static';
    var viewId = null;
    var m = path.match(/^\/jobs\/view\/(\d+)$/);
    if (path === '/jobs/search' || path === '/jobs' || path === '/') route = 'search';
    else if (m) { route = 'view'; viewId = m[1]; }
    var tpr = p.get('f_TPR') || '';
    var start = parseInt(p.get('start') || '0', 10);
    return {
      route: route,
      path: path,
      viewId: viewId,
      keywords: p.get('keywords') || '',
      location: p.get('location') || '',
      f_TPR: Object.prototype.hasOwnProperty.call(TPR_SECONDS, tpr) ? tpr : '',
      f_E: codes(p.get('f_E'), EXPERIENCE),
      f_JT: codes(p.get('f_JT'), JOB_TYPES),
      f_WT: codes(p.get('f_WT'), WORKPLACES),
      f_AL: p.get('f_AL') === 'true',
      start: isNaN(start) || start < 0 ? 0 : start - (start % PAGE_SIZE),
      currentJobId: p.get('currentJobId') || ''
    };
  }
  function buildUrl(s) {
    if (s.route === 'view') return '/jobs/view/' + s.viewId + '/';
    if (s.route === 'static') return s.path;
    var values = {
      currentJobId: s.currentJobId,
      f_AL: s.f_AL ? 'true' : '',
      f_E: s.f_E.join(','),
      f_JT: s.f_JT.join(','),
      f_TPR: s.f_TPR,
      f_WT: s.f_WT.join(','),
      keywords: s.keywords,
      location: s.location,
      start: s.start ? String(s.start) : ''
    };
    var parts = [];
    URL_ORDER.forEach(function (k) {
      if (values[k]) parts.push(k + '=' + encodeURIComponent(values[k]));
    });
    return '/jobs/search' + (parts.length ? '?' + parts.join('&') : '');
  }
  function copyState(s, changes) {
    var out = {};
    Object.keys(s).forEach(function (k) { out[k] = Array.isArray(s[k]) ? s[k].slice() : s[k]; });
    Object.keys(changes || {}).forEach(function (k) { out[k] = changes[k]; });
    return out;
  }
  function navigate(newState, replace) {
    var url = buildUrl(newState);
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    state = newState;
    render();
  }
  function listKey(s) {
    return JSON.stringify([s.keywords, s.location, s.f_TPR, s.f_E, s.f_JT, s.f_WT, s.f_AL, s.start]);
  }

  // ------------------------------------------------------------------ formatting
  function formatDate(iso) {
    var parts = iso.split('-');
    return MONTHS[parseInt(parts[1], 10) - 1] + ' ' + parseInt(parts[2], 10) + ', ' + parts[0];
  }
  function cardLocation(job) {
    return job.location + ' (' + job.workplace + ')';
  }
  function initials(name) {
    return name.split(/\s+/).slice(0, 2).map(function (w) { return w.charAt(0); }).join('').toUpperCase();
  }
  function logoHue(slug) {
    var n = 0;
    for (var i = 0; i < slug.length; i++) n = (n * 31 + slug.charCodeAt(i)) % 360;
    return n;
  }
  function countText(n) { return n + (n === 1 ? ' result' : ' results'); }
  function filterCount(s) {
    return (s.f_TPR ? 1 : 0) + s.f_E.length + s.f_JT.length + s.f_WT.length;
  }

  // ------------------------------------------------------------------ rendering
  function render() {
    var isSearch = state.route === 'search';
    var main = $('#mainContent__46c4a');
    $('#searchReusablesFiltersBar__29585').hidden = !isSearch;
    $('#scaffoldLayoutList__16393').hidden = !isSearch;
    $('#scaffoldLayoutDetail__ff449').hidden = state.route === 'static';
    $('#scaffoldLayoutStatic__f3368').hidden = state.route !== 'static';
    main.classList.toggle('scaffoldLayoutMainSingleColumn__7eb3a', !isSearch);
    if (isSearch) renderSearch();
    else if (state.route === 'view') renderView();
    else renderStatic();
  }

  function renderSearch() {
    var s = state;
    var results = JOBS.filter(function (j) { return matches(j, s); });
    if (s.start >= results.length && results.length) {
      s.start = 0;
      history.replaceState(null, '', buildUrl(s));
    }
    var pageJobs = results.slice(s.start, s.start + PAGE_SIZE);
    var heading = s.keywords ? s.keywords + (s.location ? ' in ' + s.location : '') : (s.location ? 'Jobs in ' + s.location : 'Jobs');
    document.title = (s.keywords ? s.keywords + ' jobs' : 'Jobs') + (s.location ? ' in ' + s.location : '') + ' | ProLink';
    $('.jobsSearchResultsListTitleHeading__8edc9').textContent = heading;
    $('.jobsSearchResultsListCount__dd892').textContent = countText(results.length);

    var easyPill = $('.search-reusables__filter-trigger--easy-apply');
    easyPill.setAttribute('aria-pressed', s.f_AL ? 'true' : 'false');
    easyPill.classList.toggle('artdecoPillSelected__16870', s.f_AL);
    var countBadge = $('.searchReusablesActiveFiltersCount__6928f');
    var fc = filterCount(s);
    countBadge.hidden = fc === 0;
    countBadge.textContent = fc === 1 ? '1 filter' : fc + ' filters';
    $('.search-reusables__filter-trigger--all').classList.toggle('artdecoPillSelected__16870', fc > 0);

    var key = listKey(s);
    if (key !== renderedListKey) {
      renderedListKey = key;
      renderList(pageJobs);
      renderPagination(results.length);
      $('.jobsSearchNoResultsBanner__5e75a').hidden = results.length > 0;
    }

    var current = s.currentJobId && BY_ID[s.currentJobId];
    if (!current && pageJobs.length) {
      current = pageJobs[0];
      s.currentJobId = current.id;
      history.replaceState(null, '', buildUrl(s));
    }
    $all('li[data-occludable-job-id]').forEach(function (li) {
      var active = current && li.getAttribute('data-occludable-job-id') === current.id;
      li.classList.toggle('job-card-job-posting-card-wrapper--selected', !!active);
      if (active) li.setAttribute('aria-current', 'true');
      else li.removeAttribute('aria-current');
    });
    renderDetails(current || null);
  }

  function renderList(pageJobs) {
    var list = $('.jobs-search-results-list__list');
    list.textContent = '';
    pageJobs.forEach(function (job) { list.appendChild(buildCard(job)); });
    var body = $('.jobsSearchResultsListBody__9fc10');
    if (body.scrollTo) body.scrollTo(0, 0);
  }

  function buildCard(job) {
    var footer = h('ul', { class: 'jobCardListFooterWrapper__2e748' },
      h('li', { class: 'jobCardContainerFooterItem__008e1 jobCardContainerListedTime__57eb7' },
        h('time', { datetime: job.posted_date, text: job.posted_text })),
      job.promoted ? h('li', { class: 'jobCardContainerFooterItem__008e1 jobCardContainerPromoted__a8e99', text: 'Promoted' }) : null,
      applied[job.id] ? h('li', { class: 'jobCardContainerFooterItem__008e1 jobCardContainerAppliedStatus__b577c', text: 'Applied' }) : null,
      job.easy_apply ? h('li', { class: 'jobCardContainerFooterItem__008e1 jobCardContainerApplyMethod__74b8d' },
        svgIcon('easy'), h('span', { text: 'Easy Apply' })) : null);
    var body = h('div', { class: 'jobCardListBody__48098' },
      h('a', { id: nextEmberId(), class: 'job-card-job-posting-card-wrapper__title-link ember-component', href: '/jobs/view/' + job.id + '/' },
        h('strong', { text: job.title })),
      h('div', { class: 'jobCardContainerPrimaryDescription__e5d94', text: job.company }),
      h('ul', { class: 'jobCardContainerMetadataWrapper__377f4' },
        h('li', { class: 'jobCardContainerMetadataItem__2c2e9', text: cardLocation(job) }),
        job.salary ? h('li', { class: 'jobCardContainerMetadataItem__2c2e9 jobCardContainerSalaryInfo__040af', text: job.salary }) : null),
      footer);
    var logo = h('div', { class: 'jobCardListLogo__8b436', 'aria-hidden': 'true', style: 'background:hsl(' + logoHue(job.company_slug) + ',45%,42%)' },
      h('span', { class: 'jobCardListLogoInitials__e8b14', text: initials(job.company) }));
    var content = [logo, body];
    if (EXTRA_WRAPPERS) content = [h('div', { class: 'jobCardContainerContentWrapper__14fc9' }, logo, body)];
    var li = h('li', {
      id: nextEmberId(),
      class: 'ember-component scaffold-layout__list-item job-card-job-posting-card-wrapper job-card-job-posting-card-wrapper--interactive',
      'data-occludable-job-id': job.id
    }, h('div', { class: 'jobCardContainerContent__9cca5' }, content));
    return li;
  }

  function renderPagination(total) {
    var s = state;
    var pages = Math.ceil(total / PAGE_SIZE);
    var current = Math.floor(s.start / PAGE_SIZE) + 1;
    var wrap = $('#jobsSearchPagination__2ddca');
    wrap.hidden = pages <= 1;
    var ul = $('.jobs-search-pagination__pages');
    ul.textContent = '';
    for (var p = 1; p <= pages; p++) {
      var btn = h('button', {
        type: 'button', id: nextEmberId(), class: 'artdecoPaginationButton__15342 ember-component',
        'aria-label': 'Page ' + p, 'aria-current': p === current ? 'true' : null, 'data-page': p
      }, h('span', { text: String(p) }));
      ul.appendChild(h('li', {
        class: p === current
          ? 'artdecoPaginationIndicator__ebe08 artdecoPaginationIndicatorNumber__1ad86 artdecoPaginationIndicatorActive__b5a86'
          : 'artdecoPaginationIndicator__ebe08 artdecoPaginationIndicatorNumber__1ad86'
      }, btn));
    }
    $('.jobsSearchPaginationButtonPrevious__70136').disabled = current <= 1;
    $('.jobsSearchPaginationButtonNext__caee2').disabled = current >= pages;
    $('.jobsSearchPaginationPageState__b2cb1').textContent = 'Page ' + current + ' of ' + Math.max(pages, 1);
  }

  function goToPage(p) {
    navigate(copyState(state, { start: (p - 1) * PAGE_SIZE, currentJobId: '' }));
    var first = $('.jobs-search-results-list__list a');
    if (first) first.focus();
  }

  function renderDetails(job, standalone) {
    var panel = $('.jobs-details__main-panel');
    panel.textContent = '';
    if (!job) {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    var applyArea;
    if (applied[job.id]) {
      applyArea = h('div', { class: 'jobsDetailsTopCardAppliedBanner__bf24e', role: 'status' },
        h('strong', { text: 'Application submitted' }), ' ', h('span', { text: 'now' }));
    } else if (job.easy_apply) {
      applyArea = h('button', {
        id: nextEmberId(), type: 'button', class: 'jobs-s-apply__button artdecoButton__fb627 artdecoButtonPrimary__9fd90 ember-component',
        'aria-label': 'Easy Apply to ' + job.title + ' at ' + job.company, 'aria-haspopup': 'dialog'
      }, svgIcon('easy'), h('span', { class: 'artdecoButtonText__29ea6', text: 'Easy Apply' }));
    } else {
      applyArea = h('a', {
        id: nextEmberId(), href: job.apply_url, class: 'jobs-s-apply__button jobsApplyButtonExternal__de73c artdecoButton__fb627 artdecoButtonPrimary__9fd90 ember-component',
        'aria-label': 'Apply to ' + job.title + ' on company website'
      }, h('span', { class: 'artdecoButtonText__29ea6', text: 'Apply' }), svgIcon('external'));
    }
    var isSaved = !!saved[job.id];
    var saveBtn = h('button', {
      id: nextEmberId(), type: 'button', class: 'jobs-save-cta artdecoButton__fb627 artdecoButtonSecondary__e1897 ember-component',
      'aria-pressed': isSaved ? 'true' : 'false'
    }, svgIcon('bookmark'), h('span', { class: 'jobsSaveButtonText__caec8', text: isSaved ? 'Saved' : 'Save' }));

    var insights = h('ul', { class: 'jobDetailsJobsUnifiedTopCardJobInsightList__4f832' },
      job.salary ? h('li', { class: 'jobDetailsJobsUnifiedTopCardJobInsight__4bd23 jobDetailsJobsUnifiedTopCardJobInsightSalary__3f397', text: job.salary }) : null,
      h('li', { class: 'jobDetailsJobsUnifiedTopCardJobInsight__4bd23', text: job.workplace }),
      h('li', { class: 'jobDetailsJobsUnifiedTopCardJobInsight__4bd23', text: job.job_type }),
      h('li', { class: 'jobDetailsJobsUnifiedTopCardJobInsight__4bd23', text: job.experience }));

    var top = h('div', { id: nextEmberId(), class: 'jobDetailsJobsUnifiedTopCardContainer__5dd4c ember-component' },
      h('div', { class: 'jobDetailsJobsUnifiedTopCardCompanyName__9087e' },
        h('a', { href: '/company/' + job.company_slug + '/', text: job.company })),
      h('h2', { class: 'jobs-unified-top-card__job-title' },
        standalone ? job.title : h('a', { href: '/jobs/view/' + job.id + '/', text: job.title })),
      h('div', { class: 'jobDetailsJobsUnifiedTopCardPrimaryDescriptionContainer__739ae' },
        h('span', { class: 'jobDetailsJobsUnifiedTopCardBullet__0e791', text: job.location }), ' · ',
        h('span', { class: 'jobDetailsJobsUnifiedTopCardPostedTime__a723d' }, h('time', { datetime: job.posted_date, text: job.posted_text })), ' · ',
        h('span', { class: 'jobDetailsJobsUnifiedTopCardApplicantCount__8ac24', text: job.applicants_text })),
      insights,
      h('div', { class: 'jobDetailsJobsUnifiedTopCardActions__7c9e7' }, applyArea, saveBtn));

    var d = job.description;
    var desc = h('article', { class: 'jobsDescriptionContainer__2db53' },
      h('h2', { class: 'jobsDescriptionHeading__34051', text: 'About the job' }),
      h('div', { class: 'jobsDescriptionContentText__81718', id: 'jobDetails__107a0' },
        h('p', { text: d.about }),
        h('h3', { class: 'jobsDescriptionContentSubheading__2601a', text: "What you'll do" }),
        h('ul', null, d.responsibilities.map(function (t) { return h('li', { text: t }); })),
        h('h3', { class: 'jobsDescriptionContentSubheading__2601a', text: "What you'll bring" }),
        h('ul', null, d.qualifications.map(function (t) { return h('li', { text: t }); })),
        h('h3', { class: 'jobsDescriptionContentSubheading__2601a', text: 'Benefits' }),
        h('ul', null, d.benefits.map(function (t) { return h('li', { text: t }); })),
        h('p', { class: 'jobsDescriptionContentSkills__8ec5f' }, h('strong', { text: 'Skills: ' }), job.skills.join(', '))),
      h('dl', { class: 'jobsDescriptionPostedDate__bfcef' },
        h('dt', { text: 'Posted on' }), h('dd', null, h('time', { datetime: job.posted_date, text: formatDate(job.posted_date) }))));

    var company = h('section', { class: 'jobsCompanyBox__b544f', 'aria-label': 'About the company' },
      h('h2', { class: 'jobsCompanyHeading__18f3f', text: 'About the company' }),
      h('p', { class: 'jobsCompanyName__6aabf' }, h('a', { href: '/company/' + job.company_slug + '/', text: job.company })),
      h('p', { class: 'jobsCompanyMeta__1a37d', text: job.company_industry + ' · ' + job.company_size }),
      h('p', { class: 'jobsCompanyAbout__e4b86', text: job.company_about }));

    var parts = [top, desc, company];
    if (EXTRA_WRAPPERS) parts = [h('div', { class: 'jobsSearchJobDetailsBody__7634c' }, parts)];
    append(panel, h('div', { class: 'jobsSearchJobDetailsWrapper__2ce52' }, parts));
    panel.scrollTop = 0;
  }

  function renderView() {
    var job = BY_ID[state.viewId];
    var panel = $('.jobs-details__main-panel');
    if (!job) {
      document.title = 'Job not found | ProLink';
      panel.hidden = false;
      panel.textContent = '';
      append(panel, h('div', { class: 'jobsSearchJobDetailsWrapper__2ce52' },
        h('h2', { class: 'jobs-unified-top-card__job-title', text: 'This job is no longer available' }),
        h('p', null, h('a', { href: '/jobs/search', text: 'Back to job search' }))));
      return;
    }
    document.title = job.title + ' | ' + job.company + ' | ProLink';
    renderDetails(job, true);
    panel.insertBefore(h('p', { class: 'jobsSearchBackLink__4193a' }, h('a', { href: '/jobs/search', text: 'Back to job search' })), panel.firstChild);
  }

  function renderStatic() {
    var box = $('#scaffoldLayoutStatic__f3368');
    box.textContent = '';
    var m = state.path.match(/^\/company\/([a-z0-9-]+)$/);
    if (m) {
      var job = JOBS.filter(function (j) { return j.company_slug === m[1]; })[0];
      if (job) {
        var n = JOBS.filter(function (j) { return j.company_slug === m[1]; }).length;
        document.title = job.company + ' | ProLink';
        append(box, h('h1', { class: 'orgTopCardTitle__1caf7', text: job.company }),
          h('p', { text: job.company_industry + ' · ' + job.company_size }),
          h('p', { text: job.company_about }),
          h('p', null, h('a', {
            href: '/jobs/search?keywords=' + encodeURIComponent(job.company),
            text: 'See all ' + n + (n === 1 ? ' job' : ' jobs')
          })));
        return;
      }
    }
    var page = STATIC_PAGES[state.path];
    document.title = (page ? page[0] : 'Page not found') + ' | ProLink';
    append(box, h('h1', { text: page ? page[0] : 'Page not found' }),
      h('p', { text: page ? page[1] : 'This page doesn’t exist.' }),
      h('p', null, h('a', { href: '/jobs/search', text: 'Go to Jobs' })));
  }

  function syncSearchInputs() {
    $('#jobs-search-box-keyword-id-ember1411').value = state.keywords;
    $('#jobs-search-box-location-id-ember1412').value = state.location;
  }

  // ------------------------------------------------------------------ dialogs
  var openDialog = null;
  var lastFocus = null;

  // While a modal is open the rest of the page is inert and hidden from assistive technology.
  function setBackgroundInert(overlay, on) {
    Array.prototype.forEach.call(document.body.children, function (el) {
      if (el === overlay || el.tagName === 'SCRIPT') return;
      if (on) {
        el.setAttribute('aria-hidden', 'true');
        el.setAttribute('inert', '');
      } else {
        el.removeAttribute('aria-hidden');
        el.removeAttribute('inert');
      }
    });
  }
  function showOverlay(overlay) {
    lastFocus = document.activeElement;
    overlay.hidden = false;
    openDialog = overlay;
    setBackgroundInert(overlay, true);
    document.body.classList.add('artdecoModalIsOpen__dedad');
  }
  function hideOverlay(overlay) {
    overlay.hidden = true;
    if (openDialog === overlay) openDialog = null;
    setBackgroundInert(overlay, false);
    document.body.classList.remove('artdecoModalIsOpen__dedad');
    if (lastFocus && document.contains(lastFocus)) lastFocus.focus();
  }
  function focusables(root) {
    return $all('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])', root).filter(function (el) {
      return !el.disabled && !el.closest('[hidden]') && el.type !== 'hidden';
    });
  }

  // All filters
  var filtersOverlay, filtersForm;
  function openFilters() {
    filtersForm.reset();
    $all('input', filtersForm).forEach(function (input) {
      var name = input.name;
      if (name === 'f_TPR') input.checked = input.value === state.f_TPR;
      else input.checked = state[name].indexOf(input.value) !== -1;
    });
    showOverlay(filtersOverlay);
    $('[role=dialog]', filtersOverlay).focus();
  }
  function readFilters() {
    var out = { f_TPR: '', f_E: [], f_JT: [], f_WT: [] };
    $all('input:checked', filtersForm).forEach(function (input) {
      if (input.name === 'f_TPR') out.f_TPR = input.value;
      else out[input.name].push(input.value);
    });
    return out;
  }

  // Easy Apply
  var STEPS = ['contact', 'resume', 'questions', 'review'];
  var applyOverlay, applyForm, applyStep = 0, applyJob = null, submitting = false;

  function openEasyApply(job) {
    applyJob = job;
    applyForm.reset();
    clearErrors(applyForm);
    applyForm.elements.job_id.value = job.id;
    applyForm.elements.job_title.value = job.title;
    applyForm.elements.company.value = job.company;
    var c = job.country;
    $('.jobsEasyApplyFormElementCountry__4c0ee', applyOverlay).textContent =
      (c === 'United States' || c === 'United Kingdom') ? 'the ' + c : c;
    $('#jobs-easy-apply-modal-title').textContent = 'Apply to ' + job.company;
    $('.jobsDocumentUploadFileName__63808', applyOverlay).textContent = '';
    $('.jobsEasyApplyFormSectionSubmitError__36a01', applyOverlay).hidden = true;
    applyForm.hidden = false;
    $('.jobsEasyApplyProgress__712b3', applyOverlay).hidden = false;
    $('.jobsEasyApplyConfirmation__19246', applyOverlay).hidden = true;
    showStep(0);
    showOverlay(applyOverlay);
    var first = focusables($('[data-step=contact]', applyForm))[0];
    if (first) first.focus();
  }

  function showStep(i) {
    applyStep = i;
    STEPS.forEach(function (name, k) { $('[data-step=' + name + ']', applyForm).hidden = k !== i; });
    var pct = Math.round(i / (STEPS.length - 1) * 100);
    var bar = $('.jobsEasyApplyProgressBar__c6241', applyOverlay);
    bar.value = pct;
    bar.setAttribute('aria-label', 'Your job application progress is ' + pct + ' percent');
    $('.jobsEasyApplyProgressValue__b48a4', applyOverlay).textContent = pct + '%';
    $('.jobsEasyApplyModalBack__2f6d0', applyOverlay).hidden = i === 0;
    $('.jobsEasyApplyModalNext__f02cb', applyOverlay).hidden = i > 1;
    $('.jobsEasyApplyModalReview__f5272', applyOverlay).hidden = i !== 2;
    $('.jobsEasyApplyModalSubmit__5c58f', applyOverlay).hidden = i !== 3;
    $('.jobsEasyApplyModalDone__6f49e', applyOverlay).hidden = true;
    if (STEPS[i] === 'review') buildReview();
  }

  function errorFor(control) {
    var v = control.value.trim();
    var check = control.getAttribute('data-check');
    if (control.type === 'radio') {
      var group = applyForm.querySelectorAll('input[name="' + control.name + '"]');
      for (var i = 0; i < group.length; i++) if (group[i].checked) return null;
      return 'Please make a selection';
    }
    if (control.type === 'file') {
      var f = control.files && control.files[0];
      if (!f) return 'Please upload a resume';
      if (!/\.(pdf|docx?)$/i.test(f.name)) return 'Please upload a DOC, DOCX or PDF file';
      if (f.size > 5 * 1024 * 1024) return 'The file is too large. The limit is 5 MB';
      return null;
    }
    if (control.tagName === 'SELECT') return v ? null : 'Please make a selection';
    if (!v) return 'Please enter a valid answer';
    if (check === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'Please enter a valid email address';
    if (check === 'phone') {
      var digits = v.replace(/[\s().+-]/g, '');
      if (!/^\d{7,15}$/.test(digits)) return 'Please enter a valid phone number';
    }
    if (check === 'number' && !/^\d{1,2}$/.test(v)) return 'Enter a whole number between 0 and 99';
    return null;
  }

  function setError(control, message) {
    var holder = control.type === 'radio' ? control.closest('fieldset') : control.parentNode;
    var anchor = control.type === 'radio' ? applyForm.querySelector('input[name="' + control.name + '"]') : control;
    var errId = anchor.id + '-error';
    var old = document.getElementById(errId);
    if (old) old.remove();
    var targets = control.type === 'radio' ? $all('input[name="' + control.name + '"]', applyForm) : [control];
    targets.forEach(function (t) {
      if (message) {
        t.setAttribute('aria-invalid', 'true');
        t.setAttribute('aria-describedby', errId);
      } else {
        t.removeAttribute('aria-invalid');
        t.removeAttribute('aria-describedby');
      }
    });
    if (message) {
      holder.appendChild(h('div', { id: errId, class: 'artdecoInlineFeedback__c096b artdecoInlineFeedbackError__7c374', role: 'alert' },
        h('span', { class: 'artdecoInlineFeedbackMessage__90674', text: message })));
    }
  }
  function clearErrors(root) {
    $all('.artdecoInlineFeedbackError__7c374', root).forEach(function (e) { e.remove(); });
    $all('[aria-invalid]', root).forEach(function (e) {
      e.removeAttribute('aria-invalid');
      e.removeAttribute('aria-describedby');
    });
  }
  function validateStep(i) {
    var section = $('[data-step=' + STEPS[i] + ']', applyForm);
    var firstBad = null;
    var seenRadio = {};
    $all('input, select, textarea', section).forEach(function (control) {
      if (!control.required && control.type !== 'radio') return;
      if (control.type === 'radio') {
        if (seenRadio[control.name]) return;
        seenRadio[control.name] = true;
      }
      var msg = errorFor(control);
      setError(control, msg);
      if (msg && !firstBad) firstBad = control;
    });
    if (firstBad) firstBad.focus();
    return !firstBad;
  }

  function fileSizeText(bytes) {
    if (bytes < 1024) return bytes + ' B';
    if (bytes < 1024 * 1024) return Math.round(bytes / 1024) + ' KB';
    return (bytes / 1024 / 1024).toFixed(1) + ' MB';
  }
  function buildReview() {
    var el = applyForm.elements;
    var list = $('.jobsEasyApplyReviewList__ed606', applyForm);
    list.textContent = '';
    var file = el.resume.files && el.resume.files[0];
    var phoneCountry = el.phone_country.options[el.phone_country.selectedIndex];
    var checked = function (name) {
      var c = applyForm.querySelector('input[name="' + name + '"]:checked');
      return c ? c.value : '';
    };
    var legend = function (name) {
      var fs = applyForm.querySelector('[data-radio-group="' + name + '"] legend');
      return fs.textContent.replace('*', '').trim();
    };
    var rows = [
      ['First name', el.first_name.value.trim()],
      ['Last name', el.last_name.value.trim()],
      ['Email address', el.email.value.trim()],
      ['Phone country code', phoneCountry ? phoneCountry.textContent : ''],
      ['Mobile phone number', el.phone.value.trim()],
      ['Resume', file ? file.name + ' (' + fileSizeText(file.size) + ')' : ''],
      ['How many years of work experience do you have?', el.years_experience.value.trim()],
      [legend('work_authorization'), checked('work_authorization')],
      [legend('sponsorship'), checked('sponsorship')]
    ];
    rows.forEach(function (r) {
      list.appendChild(h('div', { class: 'jobsEasyApplyReviewListRow__3b85f' },
        h('dt', { class: 'jobsEasyApplyReviewListLabel__bafd2', text: r[0] }),
        h('dd', { class: 'jobsEasyApplyReviewListValue__81c8e', text: r[1] })));
    });
  }

  function submitApplication() {
    if (submitting) return;
    submitting = true;
    var btn = $('.jobsEasyApplyModalSubmit__5c58f', applyOverlay);
    btn.disabled = true;
    var job = applyJob;
    var body = new FormData(applyForm);
    fetch('/__submit/easy-apply', { method: 'POST', body: body, headers: { Accept: 'application/json' } })
      .then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.json();
      })
      .then(function () {
        applied[job.id] = true;
        applyForm.hidden = true;
        $('.jobsEasyApplyProgress__712b3', applyOverlay).hidden = true;
        var conf = $('.jobsEasyApplyConfirmation__19246', applyOverlay);
        $('.jobsEasyApplyConfirmationText__0d7cc', conf).textContent = 'Your application was sent to ' + job.company + '!';
        conf.hidden = false;
        ['.jobsEasyApplyModalBack__2f6d0', '.jobsEasyApplyModalNext__f02cb', '.jobsEasyApplyModalReview__f5272',
          '.jobsEasyApplyModalSubmit__5c58f'].forEach(function (sel) { $(sel, applyOverlay).hidden = true; });
        var done = $('.jobsEasyApplyModalDone__6f49e', applyOverlay);
        done.hidden = false;
        done.focus();
        refreshAfterApply(job);
      })
      .catch(function () {
        $('.jobsEasyApplyFormSectionSubmitError__36a01', applyOverlay).hidden = false;
      })
      .then(function () {
        submitting = false;
        btn.disabled = false;
      });
  }
  function refreshAfterApply(job) {
    var li = document.querySelector('li[data-occludable-job-id="' + job.id + '"]');
    if (li) {
      var footer = $('.jobCardListFooterWrapper__2e748', li);
      if (footer && !$('.jobCardContainerAppliedStatus__b577c', footer)) {
        footer.insertBefore(h('li', { class: 'jobCardContainerFooterItem__008e1 jobCardContainerAppliedStatus__b577c', text: 'Applied' }),
          footer.children[1] || null);
      }
    }
  }
  function closeEasyApply() {
    hideOverlay(applyOverlay);
    if (applyJob && applied[applyJob.id]) {
      render();
      var banner = $('.jobsDetailsTopCardAppliedBanner__bf24e');
      if (banner) banner.setAttribute('tabindex', '-1');
    }
  }

  // ------------------------------------------------------------------ events
  function bind() {
    filtersOverlay = $('#artdecoModalOverlayFilters__30964');
    filtersForm = $('#searchReusablesFiltersForm__9ef01');
    applyOverlay = $('#artdecoModalOverlayEasyApply__9725a');
    applyForm = $('#jobsEasyApplyForm__69c61');

    $('#jobsSearchBox__eebd9').addEventListener('submit', function (ev) {
      ev.preventDefault();
      var s = copyState(state, {
        route: 'search', path: '/jobs/search',
        keywords: $('#jobs-search-box-keyword-id-ember1411').value.trim(),
        location: $('#jobs-search-box-location-id-ember1412').value.trim(),
        start: 0, currentJobId: ''
      });
      navigate(s);
    });

    $('.search-reusables__filter-trigger--easy-apply').addEventListener('click', function () {
      navigate(copyState(state, { f_AL: !state.f_AL, start: 0, currentJobId: '' }));
    });
    $('.search-reusables__filter-trigger--all').addEventListener('click', openFilters);
    $('.artdecoModalDismiss__1d564', filtersOverlay).addEventListener('click', function () { hideOverlay(filtersOverlay); });
    $('.searchReusablesResetButton__6a0d0', filtersOverlay).addEventListener('click', function () {
      $all('input', filtersForm).forEach(function (input) { input.checked = input.name === 'f_TPR' && input.value === ''; });
    });
    $('.searchReusablesShowResultsButton__9046e', filtersOverlay).addEventListener('click', function () {
      var f = readFilters();
      hideOverlay(filtersOverlay);
      navigate(copyState(state, { f_TPR: f.f_TPR, f_E: f.f_E, f_JT: f.f_JT, f_WT: f.f_WT, start: 0, currentJobId: '' }));
    });

    $('.jobs-search-results-list__list').addEventListener('click', function (ev) {
      var li = ev.target.closest('li[data-occludable-job-id]');
      if (!li || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
      ev.preventDefault();
      var id = li.getAttribute('data-occludable-job-id');
      if (id !== state.currentJobId) navigate(copyState(state, { currentJobId: id }));
    });

    $('#jobsSearchPagination__2ddca').addEventListener('click', function (ev) {
      var btn = ev.target.closest('button');
      if (!btn || btn.disabled) return;
      var current = Math.floor(state.start / PAGE_SIZE) + 1;
      if (btn.hasAttribute('data-page')) goToPage(parseInt(btn.getAttribute('data-page'), 10));
      else if (btn.classList.contains('jobsSearchPaginationButtonPrevious__70136')) goToPage(current - 1);
      else if (btn.classList.contains('jobsSearchPaginationButtonNext__caee2')) goToPage(current + 1);
    });

    $('.jobs-details__main-panel').addEventListener('click', function (ev) {
      var save = ev.target.closest('.jobs-save-cta');
      var job = BY_ID[state.currentJobId] || BY_ID[state.viewId];
      if (save && job) {
        saved[job.id] = !saved[job.id];
        save.setAttribute('aria-pressed', saved[job.id] ? 'true' : 'false');
        $('.jobsSaveButtonText__caec8', save).textContent = saved[job.id] ? 'Saved' : 'Save';
        return;
      }
      var apply = ev.target.closest('button.jobs-s-apply__button');
      if (apply && job) openEasyApply(job);
    });

    $('.artdecoModalDismiss__1d564', applyOverlay).addEventListener('click', closeEasyApply);
    $('.jobsEasyApplyModalDone__6f49e', applyOverlay).addEventListener('click', closeEasyApply);
    $('.jobsEasyApplyModalBack__2f6d0', applyOverlay).addEventListener('click', function () { showStep(applyStep - 1); });
    $('.jobsEasyApplyModalNext__f02cb', applyOverlay).addEventListener('click', function () {
      if (validateStep(applyStep)) {
        showStep(applyStep + 1);
        var first = focusables($('[data-step=' + STEPS[applyStep] + ']', applyForm))[0];
        if (first) first.focus();
      }
    });
    $('.jobsEasyApplyModalReview__f5272', applyOverlay).addEventListener('click', function () {
      if (validateStep(applyStep)) showStep(3);
    });
    $('.jobsEasyApplyModalSubmit__5c58f', applyOverlay).addEventListener('click', submitApplication);
    applyForm.addEventListener('submit', function (ev) { ev.preventDefault(); });
    applyForm.addEventListener('input', function (ev) {
      var t = ev.target;
      if (t.getAttribute('aria-invalid') === 'true' && !errorFor(t)) setError(t, null);
    });
    applyForm.addEventListener('change', function (ev) {
      var t = ev.target;
      if (t.type === 'file') {
        var f = t.files && t.files[0];
        $('.jobsDocumentUploadFileName__63808', applyForm).textContent = f ? f.name + ' (' + fileSizeText(f.size) + ')' : '';
      }
      if ((t.getAttribute('aria-invalid') === 'true' || t.type === 'radio') && !errorFor(t)) setError(t, null);
    });

    document.addEventListener('keydown', function (ev) {
      if (!openDialog) return;
      if (ev.key === 'Escape') {
        ev.preventDefault();
        if (openDialog === applyOverlay) closeEasyApply();
        else hideOverlay(openDialog);
      } else if (ev.key === 'Tab') {
        var items = focusables(openDialog);
        if (!items.length) return;
        var first = items[0];
        var last = items[items.length - 1];
        if (ev.shiftKey && document.activeElement === first) { ev.preventDefault(); last.focus(); }
        else if (!ev.shiftKey && document.activeElement === last) { ev.preventDefault(); first.focus(); }
      }
    });
    [filtersOverlay, applyOverlay].forEach(function (overlay) {
      overlay.addEventListener('mousedown', function (ev) {
        if (ev.target === overlay) {
          if (overlay === applyOverlay) closeEasyApply();
          else hideOverlay(overlay);
        }
      });
    });

    // Client-side routing for links inside the app; server paths (/__...) load normally.
    document.addEventListener('click', function (ev) {
      if (ev.defaultPrevented || ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
      var a = ev.target.closest('a[href]');
      if (!a || a.target) return;
      var href = a.getAttribute('href');
      if (!href || href.charAt(0) !== '/' || href.indexOf('/__') === 0) return;
      ev.preventDefault();
      history.pushState(null, '', href);
      state = parseUrl();
      renderedListKey = null;
      syncSearchInputs();
      render();
      window.scrollTo(0, 0);
    });

    window.addEventListener('popstate', function () {
      if (openDialog) hideOverlay(openDialog);
      state = parseUrl();
      syncSearchInputs();
      render();
    });
  }

  function start() {
    bind();
    state = parseUrl();
    if (state.route === 'search' && state.path !== '/jobs/search') history.replaceState(null, '', buildUrl(state));
    syncSearchInputs();
    fetch('/data/jobs.json')
      .then(function (r) { return r.json(); })
      .then(function (data) {
        JOBS = data.jobs;
        JOBS.forEach(function (j) { BY_ID[j.id] = j; });
        document.documentElement.setAttribute('data-app-ready', 'true');
        renderedListKey = null;  // a search made before the data arrived was rendered empty: render it again
        render();
      })
      .catch(function () {
        $('.jobsSearchResultsListCount__dd892').textContent = 'Something went wrong. Refresh the page to try again.';
      });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
