/* Workday-like careers single-page app: job board, posting, start dialog, multi-step application. */
(function () {
  'use strict';

  var root = document.getElementById('root');
  var JOBS = [];
  var FORM = null;
  var COMPANY = 'Meridian Dynamics';
  var app = null; // application state of the job being applied to

  // ------------------------------------------------------------------ helpers

  function el(tag, attrs) {
    var node = document.createElement(tag);
    var a = attrs || {};
    Object.keys(a).forEach(function (k) {
      var v = a[k];
      if (v === null || v === undefined || v === false) return;
      if (k === 'text') node.textContent = v;
      else if (k.slice(0, 2) === 'on' && typeof v === 'function') node.addEventListener(k.slice(2), v);
      else if (k === 'value') node.value = v;
      else if (k === 'checked') node.checked = !!v;
      else node.setAttribute(k, v === true ? '' : String(v));
    });
    for (var i = 2; i < arguments.length; i++) append(node, arguments[i]);
    return node;
  }

  function append(node, child) {
    if (child === null || child === undefined || child === false) return;
    if (Array.isArray(child)) { child.forEach(function (c) { append(node, c); }); return; }
    node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }

  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

  function navigate(path, replace) {
    if (replace) history.replaceState({}, '', path); else history.pushState({}, '', path);
    route();
  }

  function setTitle(t) { document.title = t ? t + ' - ' + COMPANY + ' Careers' : 'Careers at ' + COMPANY; }

  function requiredMark() { return el('abbr', { title: 'required', 'aria-hidden': 'true' }, '*'); }

  // ------------------------------------------------------------------ data

  function load() {
    return Promise.all([
      fetch('/jobs.json').then(function (r) { return r.json(); }),
      fetch('/form.json').then(function (r) { return r.json(); })
    ]).then(function (res) { JOBS = res[0]; FORM = res[1]; COMPANY = FORM.company || COMPANY; });
  }

  function findJob(id) {
    for (var i = 0; i < JOBS.length; i++) {
      if (JOBS[i].id === id) return JOBS[i];
      if (JOBS[i].req_id === id) return Object.assign({}, JOBS[i], { id: id }); // /job/R24017 keeps its URL
    }
    // Unknown id: map it deterministically onto a posting; "Some-Title_R123" keeps its title.
    var sum = 0;
    for (var k = 0; k < id.length; k++) sum += id.charCodeAt(k);
    var base = JOBS[sum % JOBS.length];
    var job = JSON.parse(JSON.stringify(base));
    job.id = id;
    var m = id.match(/^(.+)_([A-Za-z0-9-]+)$/);
    if (m) {
      var title = m[1].replace(/[-+]+/g, ' ').trim();
      job.summary = job.summary.split(base.title).join(title);
      job.title = title;
      job.req_id = m[2];
    } else {
      job.req_id = id;
    }
    return job;
  }

  // ------------------------------------------------------------------ router

  function route() {
    closeAllListboxes();
    removeOverlays();
    var path;
    try { path = decodeURIComponent(location.pathname); } catch (e) { path = location.pathname; }
    path = path.replace(/\/+$/, '') || '/';
    var m;
    window.scrollTo(0, 0);
    if (path === '/' || path === '/jobs') return renderBoard();
    if ((m = path.match(/^\/job\/([^/]+)$/))) return renderPosting(findJob(m[1]), false);
    if ((m = path.match(/^\/job\/([^/]+)\/apply$/))) return renderPosting(findJob(m[1]), true);
    if ((m = path.match(/^\/job\/([^/]+)\/apply\/(applyManually|autofillWithResume)$/))) {
      return renderApplication(findJob(m[1]));
    }
    if ((m = path.match(/^\/job\/([^/]+)\/apply\/submitted$/))) return renderSubmitted(findJob(m[1]));
    return renderNotFound();
  }

  document.addEventListener('click', function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var a = e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || a.target || a.getAttribute('aria-disabled') === 'true') return;
    var url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname.indexOf('/__') === 0) return;
    e.preventDefault();
    navigate(url.pathname + url.search);
  });
  window.addEventListener('popstate', route);

  // ------------------------------------------------------------------ board

  function renderBoard() {
    setTitle('');
    clear(root);
    var q = new URLSearchParams(location.search).get('q') || '';
    var input = el('input', {
      id: 'keywordSearch', type: 'text', 'data-automation-id': 'keywordSearchInput',
      placeholder: 'Search for jobs or keywords', autocomplete: 'off', value: q
    });
    var form = el('form', { role: 'search', class: 'wd-search-form', 'data-automation-id': 'jobSearchForm',
      onsubmit: function (e) {
        e.preventDefault();
        var v = input.value.trim();
        navigate(v ? '/?q=' + encodeURIComponent(v) : '/');
      } },
      el('label', { for: 'keywordSearch', class: 'visually-hidden' }, 'Search for jobs or keywords'),
      input,
      el('button', { type: 'submit', class: 'wd-btn-primary', 'data-automation-id': 'keywordSearchButton' }, 'Search'));

    var needle = q.toLowerCase();
    var jobs = JOBS.filter(function (j) {
      return !needle || [j.title, j.category, j.location, j.req_id].concat(j.locations)
        .join(' ').toLowerCase().indexOf(needle) >= 0;
    });
    var count = jobs.length + (jobs.length === 1 ? ' JOB FOUND' : ' JOBS FOUND');
    var list = el('ul', { role: 'list', 'aria-label': 'Page 1 of 1' }, jobs.map(function (j) {
      return el('li', { class: 'wd-job' },
        el('div', {},
          el('h3', {}, el('a', { 'data-automation-id': 'jobTitle', href: '/job/' + j.id }, j.title)),
          el('dl', {},
            el('div', { 'data-automation-id': 'locations' }, el('dt', {}, 'locations'), el('dd', {}, j.location)),
            el('div', { 'data-automation-id': 'time' }, el('dt', {}, 'time type'), el('dd', {}, j.time_type)),
            el('div', { 'data-automation-id': 'postedOn' }, el('dt', {}, 'posted on'), el('dd', {}, j.posted_on))),
          el('ul', { class: 'wd-subtitle', 'data-automation-id': 'subtitle' }, el('li', {}, j.req_id))));
    }));
    append(root, [
      el('div', { class: 'wd-search-hero' }, form),
      el('div', { class: 'wd-board' },
        el('section', { class: 'wd-results', 'data-automation-id': 'jobResults', 'aria-labelledby': 'jobFoundText' },
          el('div', { class: 'wd-results-header' },
            el('p', { id: 'jobFoundText', 'data-automation-id': 'jobFoundText', 'aria-live': 'polite' }, count)),
          jobs.length ? list : el('p', { class: 'wd-empty', 'data-automation-id': 'noJobsFound' },
            'No jobs found. Try a different search.')))
    ]);
  }

  // ------------------------------------------------------------------ posting and start dialog

  function renderPosting(job, dialogOpen) {
    setTitle(job.title);
    clear(root);
    var meta = el('dl', { class: 'wd-posting-meta' },
      el('div', { 'data-automation-id': 'locations' }, el('dt', {}, 'locations'),
        el('dd', {}, job.locations.join(' | '))),
      el('div', { 'data-automation-id': 'time' }, el('dt', {}, 'time type'), el('dd', {}, job.time_type)),
      el('div', { 'data-automation-id': 'remoteType' }, el('dt', {}, 'remote type'), el('dd', {}, job.remote_type)),
      el('div', { 'data-automation-id': 'postedOn' }, el('dt', {}, 'posted on'), el('dd', {}, job.posted_on)),
      el('div', { 'data-automation-id': 'requisitionId' }, el('dt', {}, 'job requisition id'), el('dd', {}, job.req_id)));
    var desc = el('div', { 'data-automation-id': 'jobPostingDescription' },
      el('p', {}, job.summary),
      el('p', {}, el('b', {}, 'A Day in the Life')),
      el('ul', {}, job.responsibilities.map(function (r) { return el('li', {}, r); })),
      el('p', {}, el('b', {}, 'Must Have: Minimum Requirements')),
      el('ul', {}, job.qualifications.map(function (r) { return el('li', {}, r); })),
      el('p', {}, el('b', {}, 'Pay range: '), job.pay_range + ' annually'),
      el('p', {}, COMPANY + ' is an equal opportunity employer. All qualified applicants will receive ' +
        'consideration for employment without regard to race, color, religion, sex, sexual orientation, ' +
        'gender identity, national origin, disability, or protected veteran status.'));
    var applyHref = '/job/' + job.id + '/apply';
    append(root, el('div', { class: 'wd-posting', 'data-automation-id': 'jobPostingPage' },
      el('article', { class: 'wd-posting-main' },
        el('p', {}, el('a', { href: '/', 'data-automation-id': 'navigateBackToSearch' }, '← Back to Job Posting List')),
        el('h2', { 'data-automation-id': 'jobPostingHeader' }, job.title),
        el('p', {}, el('a', { role: 'button', class: 'wd-btn-primary', 'data-automation-id': 'adventureButton',
          href: applyHref }, 'Apply')),
        meta, desc),
      el('aside', { class: 'wd-posting-aside' },
        el('h3', {}, 'About Us'),
        el('p', {}, COMPANY + ' develops diagnostic and monitoring technology used in more than 4,000 hospitals.'))));
    if (dialogOpen) renderStartDialog(job);
  }

  function renderStartDialog(job) {
    var close = function () { navigate('/job/' + job.id); };
    var base = '/job/' + job.id + '/apply/';
    var manual = el('a', { role: 'button', class: 'wd-btn-primary', 'data-automation-id': 'applyManually',
      href: base + 'applyManually' }, 'Apply Manually');
    var overlay = el('div', { class: 'wd-overlay', 'data-automation-id': 'wd-Popup',
      onclick: function (e) { if (e.target === overlay) close(); } },
      el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'startApplicationTitle',
        class: 'wd-dialog', 'data-automation-id': 'startApplicationDialog' },
        el('button', { type: 'button', class: 'wd-dialog-close', 'aria-label': 'Close',
          'data-automation-id': 'closeButton', onclick: close }, '×'),
        el('h2', { id: 'startApplicationTitle' }, 'Start Your Application'),
        el('div', { class: 'wd-dialog-options' },
          el('a', { role: 'button', class: 'wd-btn-secondary', 'data-automation-id': 'autofillWithResume',
            href: base + 'autofillWithResume' }, 'Autofill with Resume'),
          manual,
          el('a', { role: 'button', class: 'wd-btn-secondary', 'data-automation-id': 'useMyLastApplication',
            'aria-disabled': 'true', tabindex: '-1' }, 'Use My Last Application'))));
    overlay.addEventListener('keydown', function (e) { if (e.key === 'Escape') close(); });
    document.body.appendChild(overlay);
    root.setAttribute('aria-hidden', 'true');
    manual.focus();
  }

  function removeOverlays() {
    var o = document.querySelectorAll('.wd-overlay');
    for (var i = 0; i < o.length; i++) o[i].parentNode.removeChild(o[i]);
    root.removeAttribute('aria-hidden');
  }

  // ------------------------------------------------------------------ application state

  function newApp(job) {
    return { jobId: job.id, job: job, step: 0, values: {}, file: null, expCount: 0, attempted: {},
      submitting: false, submitError: '' };
  }

  function steps() { return FORM.steps; }

  function repeatableOf(step) {
    for (var i = 0; i < step.sections.length; i++) if (step.sections[i].repeatable) return step.sections[i];
    return null;
  }

  // Every field of a step as {field, name, panel (1-based or 0)}
  function stepFields(step, withHidden) {
    var out = [];
    step.sections.forEach(function (sec) {
      sec.fields.forEach(function (f) { out.push({ field: f, name: f.name, panel: 0 }); });
      if (sec.repeatable) {
        for (var n = 1; n <= app.expCount; n++) {
          sec.repeatable.fields.forEach(function (f) {
            out.push({ field: f, name: expName(sec.repeatable, n, f.key), panel: n, rep: sec.repeatable });
          });
        }
      }
    });
    return withHidden ? out : out.filter(isShown);
  }

  function expName(rep, n, key) { return rep.name_pattern.replace('{n}', n).replace('{key}', key); }

  function isShown(item) {
    var cond = item.field.show_if;
    if (!cond) return true;
    var other = cond.name !== undefined ? cond.name : expName(item.rep, item.panel, cond.key);
    var v = app.values[other];
    if (typeof cond.equals === 'boolean') return !!v === cond.equals;
    return v === cond.equals;
  }

  function validate(item) {
    var f = item.field;
    var v = item.field.type === 'file' ? app.file : app.values[item.name];
    var empty = f.type === 'checkbox' ? !v : f.type === 'file' ? !v : !(v && String(v).trim());
    if (f.required && empty) {
      if (f.type === 'checkbox') return 'You must check the box "' + f.label + '" to continue.';
      return 'The field ' + f.label + ' is required and must have a value.';
    }
    if (empty) return '';
    v = String(v).trim();
    if (f.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'Enter a valid email address.';
    if (f.type === 'month_year' && !/^(0[1-9]|1[0-2])\/(19|20)\d\d$/.test(v)) {
      return 'Enter a valid date in the format MM/YYYY.';
    }
    if (f.type === 'url' && !/^https?:\/\/\S+\.\S+/.test(v)) return 'Enter a valid URL, starting with https://';
    if (f.type === 'tel' && (v.replace(/\D/g, '').length < 7 || /[^\d\s()+.-]/.test(v))) {
      return 'Enter a valid phone number.';
    }
    return '';
  }

  // ------------------------------------------------------------------ application page

  function renderApplication(job) {
    removeOverlays();
    if (!app || app.jobId !== job.id) app = newApp(job);
    setTitle(job.title);
    clear(root);
    var all = steps();
    var step = all[app.step];
    var progress = el('div', { class: 'wd-progress', 'data-automation-id': 'progressBar',
      'aria-label': 'Application progress' },
      el('ol', {}, all.map(function (s, i) {
        var kind = i < app.step ? 'progressBarCompletedStep' : i === app.step ? 'progressBarActiveStep'
          : 'progressBarInactiveStep';
        return el('li', { 'data-automation-id': kind, 'aria-current': i === app.step ? 'step' : null },
          el('span', { class: 'wd-step-count' },
            (i === app.step ? 'current step ' : i < app.step ? 'completed step ' : 'step ') +
            (i + 1) + ' of ' + all.length),
          s.title);
      })));
    var page = el('div', { class: 'wd-page', 'data-automation-id': step.automation_id, role: 'region',
      'aria-labelledby': 'applyFlowPageTitle' },
      el('h2', { id: 'applyFlowPageTitle', tabindex: '-1', 'data-automation-id': 'pageHeaderTitle' }, step.title));
    if (step.id === 'review') {
      append(page, renderReview());
    } else {
      append(page, el('p', { class: 'wd-required-note' }, requiredMark(), ' Indicates a required field'));
      var banner = el('div', { id: 'errorBanner', hidden: true });
      append(page, banner);
      if (step.intro) append(page, el('p', { class: 'wd-intro' }, step.intro));
      step.sections.forEach(function (sec) { append(page, renderSection(sec)); });
    }
    var isLast = app.step === all.length - 1;
    var nav = el('div', { class: 'wd-bottom-nav', 'data-automation-id': 'pageFooter' },
      app.step > 0 ? el('button', { type: 'button', class: 'wd-btn-secondary',
        'data-automation-id': 'bottom-navigation-back-button', onclick: goBack }, 'Back') : null,
      el('button', { type: 'button', class: 'wd-btn-primary', 'data-automation-id': 'bottom-navigation-next-button',
        disabled: app.submitting, onclick: isLast ? submit : goNext }, isLast ? 'Submit' : 'Next'));
    append(root, el('div', { class: 'wd-apply', 'data-automation-id': 'applyFlowPage' },
      el('h1', { class: 'wd-apply-title', 'data-automation-id': 'applyFlowJobTitle' }, job.title),
      progress, page, nav));
    updateConditionals();
    if (app.attempted[app.step]) showErrors(false);
  }

  function renderSection(sec) {
    var box = el('div', { class: 'wd-section', 'data-automation-id': sec.id + 'Section' });
    if (sec.title) append(box, el('h3', { id: sec.id + '-heading' }, sec.title));
    sec.fields.forEach(function (f) { append(box, renderField({ field: f, name: f.name, panel: 0 })); });
    if (sec.repeatable) {
      var rep = sec.repeatable;
      for (var n = 1; n <= app.expCount; n++) {
        (function (n) {
          var panel = el('div', { class: 'wd-panel', role: 'group', 'aria-labelledby': sec.id + '-' + n + '-title',
            'data-automation-id': sec.id + '-' + n + '-panel' },
            el('div', { class: 'wd-panel-header' },
              el('h4', { id: sec.id + '-' + n + '-title' }, rep.item_title.replace('{n}', n)),
              el('button', { type: 'button', class: 'wd-btn-secondary', 'data-automation-id': rep.delete_automation_id,
                'aria-label': 'Delete ' + rep.item_title.replace('{n}', n),
                onclick: function () { deletePanel(rep, n); } }, 'Delete')));
          rep.fields.forEach(function (f) {
            append(panel, renderField({ field: f, name: expName(rep, n, f.key), panel: n, rep: rep }));
          });
          append(box, panel);
        })(n);
      }
      append(box, el('button', { type: 'button', class: 'wd-btn-secondary', 'data-automation-id': rep.add_automation_id,
        'aria-label': 'Add ' + sec.title,
        onclick: function () { app.expCount += 1; rerender(expName(rep, app.expCount, rep.fields[0].key)); } },
        app.expCount ? rep.add_another_label : rep.add_label));
    }
    return box;
  }

  function deletePanel(rep, n) {
    for (var k = n; k < app.expCount; k++) {
      rep.fields.forEach(function (f) { app.values[expName(rep, k, f.key)] = app.values[expName(rep, k + 1, f.key)]; });
    }
    rep.fields.forEach(function (f) { delete app.values[expName(rep, app.expCount, f.key)]; });
    app.expCount -= 1;
    rerender(null);
  }

  function rerender(focusId) {
    var y = window.scrollY;
    renderApplication(app.job);
    window.scrollTo(0, y);
    var t = focusId && document.getElementById(focusId);
    if (t) t.focus();
  }

  function onValue(item, value) {
    app.values[item.name] = value;
    updateConditionals();
    if (app.attempted[app.step]) refreshError(item);
  }

  function renderField(item) {
    var f = item.field, id = item.name, v = app.values[item.name];
    var wrap = el('div', { class: 'wd-field', 'data-automation-id': 'formField-' + f.automation_id, 'data-name': id });
    var label = el('label', { for: id, id: id + '-label' }, f.label, f.required ? requiredMark() : null);
    var common = { id: id, name: id, 'data-automation-id': f.automation_id, 'aria-required': f.required ? 'true' : null,
      'aria-invalid': 'false', 'aria-describedby': f.hint ? id + '-hint' : null };
    var control;
    switch (f.type) {
      case 'select':
        control = el('select', common, el('option', { value: '' }, 'Select One'),
          f.options.map(function (o) { return el('option', { value: o, selected: v === o }, o); }));
        control.addEventListener('change', function () { onValue(item, control.value); });
        append(wrap, [label, control]);
        break;
      case 'listbox':
        append(wrap, [label, renderListbox(item, common)]);
        break;
      case 'radio':
        wrap = el('div', { class: 'wd-field', 'data-automation-id': 'formField-' + f.automation_id, 'data-name': id });
        control = el('fieldset', { id: id, 'data-automation-id': f.automation_id, role: 'radiogroup',
          'aria-required': f.required ? 'true' : null, 'aria-labelledby': id + '-legend' },
          el('legend', { id: id + '-legend' }, f.label, f.required ? requiredMark() : null),
          f.options.map(function (o) {
            var r = el('input', { type: 'radio', id: id + '-' + o, name: id, value: o, checked: v === o });
            r.addEventListener('change', function () { if (r.checked) onValue(item, o); });
            return el('label', { class: 'wd-radio', for: id + '-' + o }, r, o);
          }));
        append(wrap, control);
        break;
      case 'checkbox':
        control = el('input', Object.assign({}, common, { type: 'checkbox', value: 'true', checked: !!v }));
        control.addEventListener('change', function () { onValue(item, control.checked); });
        append(wrap, el('div', { class: 'wd-checkbox-row' }, control, label));
        break;
      case 'textarea':
        control = el('textarea', Object.assign({}, common, { placeholder: f.placeholder }));
        control.value = v || '';
        control.addEventListener('input', function () { onValue(item, control.value); });
        append(wrap, [label, control]);
        break;
      case 'file':
        append(wrap, renderUpload(item, common, label));
        break;
      default: {
        var type = { email: 'email', tel: 'tel', url: 'url' }[f.type] || 'text';
        control = el('input', Object.assign({}, common, { type: type, value: v || '', placeholder: f.placeholder,
          autocomplete: f.autocomplete || 'off', inputmode: f.type === 'month_year' ? 'numeric' : null }));
        control.addEventListener('input', function () { onValue(item, control.value); });
        append(wrap, [label, control]);
      }
    }
    if (f.hint && f.type !== 'file') append(wrap, el('p', { class: 'wd-hint', id: id + '-hint' }, f.hint));
    append(wrap, el('p', { class: 'wd-error', id: id + '-error', 'data-automation-id': 'errorMessage', role: 'alert',
      hidden: true }));
    return wrap;
  }

  // Workday-style dropdown: a button with aria-haspopup=listbox, a popup list of options, a hidden input.
  function renderListbox(item, common) {
    var f = item.field, id = item.name;
    var box = el('div', { class: 'wd-dropdown' });
    var current = app.values[id] || '';
    var ariaLabel = function (val) { return f.label + ' ' + (val || 'Select One') + (f.required ? ' Required' : ''); };
    var button = el('button', { type: 'button', id: id, class: 'wd-dropdown-button', 'aria-haspopup': 'listbox',
      'aria-expanded': 'false', 'aria-controls': id + '-listbox', 'data-automation-id': f.automation_id,
      'aria-label': ariaLabel(current), 'aria-required': common['aria-required'], 'aria-invalid': 'false' },
      current || 'Select One');
    var hidden = el('input', { type: 'hidden', name: id, value: current, 'data-automation-id': f.automation_id + '-value' });
    var list = el('ul', { role: 'listbox', id: id + '-listbox', class: 'wd-listbox', tabindex: '-1', hidden: true },
      f.options.map(function (o, i) {
        return el('li', { role: 'option', id: id + '-option-' + i, 'data-value': o, tabindex: '-1',
          'aria-selected': o === current ? 'true' : 'false' }, o);
      }));
    var options = function () { return Array.prototype.slice.call(list.querySelectorAll('[role=option]')); };
    var open = function () {
      closeAllListboxes();
      list.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      var sel = list.querySelector('[aria-selected=true]') || options()[0];
      sel.focus();
    };
    var close = function (focusButton) {
      list.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      if (focusButton) button.focus();
    };
    var choose = function (opt) {
      var val = opt.getAttribute('data-value');
      options().forEach(function (o) { o.setAttribute('aria-selected', o === opt ? 'true' : 'false'); });
      button.textContent = val;
      button.setAttribute('aria-label', ariaLabel(val));
      hidden.value = val;
      close(true);
      onValue(item, val);
    };
    button.addEventListener('click', function () { if (list.hidden) open(); else close(false); });
    button.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); open(); }
    });
    list.addEventListener('click', function (e) {
      var opt = e.target.closest('[role=option]');
      if (opt) choose(opt);
    });
    list.addEventListener('keydown', function (e) {
      var opts = options(), i = opts.indexOf(document.activeElement);
      if (e.key === 'ArrowDown') { e.preventDefault(); opts[Math.min(i + 1, opts.length - 1)].focus(); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); opts[Math.max(i - 1, 0)].focus(); }
      else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); if (i >= 0) choose(opts[i]); }
      else if (e.key === 'Escape') { e.preventDefault(); close(true); }
      else if (e.key === 'Tab') { close(false); }
    });
    list.closeListbox = close;
    append(box, [button, hidden, list]);
    return box;
  }

  function closeAllListboxes() {
    var lists = document.querySelectorAll('.wd-listbox');
    for (var i = 0; i < lists.length; i++) if (!lists[i].hidden && lists[i].closeListbox) lists[i].closeListbox(false);
  }
  document.addEventListener('mousedown', function (e) {
    if (!e.target.closest || !e.target.closest('.wd-dropdown')) closeAllListboxes();
  });

  function renderUpload(item, common, label) {
    var f = item.field;
    var input = el('input', { type: 'file', id: item.name, name: item.name, class: 'visually-hidden',
      'data-automation-id': 'file-upload-input-ref', accept: f.accept, tabindex: '-1',
      'aria-required': common['aria-required'], 'aria-labelledby': item.name + '-heading' });
    var zone = el('div', { class: 'wd-drop-zone', 'data-automation-id': 'file-upload-drop-zone' },
      el('p', {}, 'Drop file here'),
      el('p', {}, 'or'),
      el('button', { type: 'button', class: 'wd-btn-secondary', 'data-automation-id': 'select-files',
        'aria-describedby': item.name + '-hint', onclick: function () { input.click(); } }, 'Select files'),
      input);
    var setFile = function (file) {
      if (!file) return;
      var ext = (file.name.split('.').pop() || '').toLowerCase();
      if (f.accept && f.accept.split(',').indexOf('.' + ext) < 0) {
        app.fileError = 'File type not supported. Upload one of: ' + f.accept.replace(/\./g, '').split(',').join(', ');
      } else {
        app.fileError = '';
        app.file = file;
        app.values[item.name] = file.name;
      }
      rerender(null);
    };
    input.addEventListener('change', function () { setFile(input.files && input.files[0]); });
    zone.addEventListener('dragover', function (e) { e.preventDefault(); zone.classList.add('wd-drag'); });
    zone.addEventListener('dragleave', function () { zone.classList.remove('wd-drag'); });
    zone.addEventListener('drop', function (e) {
      e.preventDefault();
      zone.classList.remove('wd-drag');
      setFile(e.dataTransfer && e.dataTransfer.files[0]);
    });
    var parts = [el('div', { id: item.name + '-heading', class: 'wd-label' }, f.label, f.required ? requiredMark() : null),
      el('p', { class: 'wd-hint', id: item.name + '-hint' }, f.hint || ''), zone];
    if (app.fileError) parts.push(el('p', { class: 'wd-error', 'data-automation-id': 'errorMessage', role: 'alert' },
      app.fileError));
    if (app.file) {
      parts.push(el('ul', { class: 'wd-file-list', 'aria-label': 'Uploaded files' },
        el('li', { 'data-automation-id': 'file-upload-item' },
          el('div', {},
            el('div', { 'data-automation-id': 'file-upload-file-name' }, app.file.name),
            el('div', { class: 'wd-file-ok', 'data-automation-id': 'file-upload-successful' }, 'Successfully Uploaded!')),
          el('button', { type: 'button', class: 'wd-btn-secondary', 'data-automation-id': 'delete-file',
            'aria-label': 'Delete ' + app.file.name,
            onclick: function () { app.file = null; delete app.values[item.name]; rerender(null); } }, 'Delete'))));
    }
    return parts;
  }

  function updateConditionals() {
    if (!app) return;
    var step = steps()[app.step];
    stepFields(step, true).forEach(function (item) {
      if (!item.field.show_if) return;
      var node = root.querySelector('[data-name="' + item.name + '"]');
      if (node) node.hidden = !isShown(item);
    });
  }

  function fieldNodes(item) {
    var wrap = root.querySelector('[data-name="' + item.name + '"]');
    if (!wrap) return null;
    return { wrap: wrap, err: document.getElementById(item.name + '-error'),
      controls: wrap.querySelectorAll('input:not([type=hidden]), select, textarea, button.wd-dropdown-button') };
  }

  function refreshError(item) {
    var n = fieldNodes(item);
    if (!n || !n.err) return '';
    var msg = validate(item);
    n.err.textContent = msg;
    n.err.hidden = !msg;
    for (var i = 0; i < n.controls.length; i++) {
      var c = n.controls[i];
      if (c.getAttribute('data-automation-id') === 'select-files') continue;
      c.setAttribute('aria-invalid', msg ? 'true' : 'false');
      var d = (c.getAttribute('aria-describedby') || '').split(' ').filter(function (x) { return x && x !== n.err.id; });
      if (msg) d.push(n.err.id);
      if (d.length) c.setAttribute('aria-describedby', d.join(' ')); else c.removeAttribute('aria-describedby');
    }
    return msg;
  }

  function showErrors(focus) {
    var step = steps()[app.step];
    var errors = [];
    stepFields(step, false).forEach(function (item) {
      var msg = refreshError(item);
      if (msg) errors.push({ item: item, msg: msg });
    });
    var banner = document.getElementById('errorBanner');
    if (banner) {
      clear(banner);
      if (errors.length) {
        banner.className = 'wd-error-banner';
        banner.setAttribute('data-automation-id', 'errorBanner');
        banner.setAttribute('role', 'alert');
        append(banner, [el('strong', {}, 'Errors Found'),
          el('span', { 'data-automation-id': 'errorCount' }, ' ' + errors.length + (errors.length === 1 ? ' Error' : ' Errors')),
          el('ul', {}, errors.map(function (e) { return el('li', {}, e.msg); }))]);
        banner.hidden = false;
      } else {
        banner.hidden = true;
      }
    }
    if (focus && errors.length) {
      var n = fieldNodes(errors[0].item);
      var target = n && (n.wrap.querySelector('[aria-invalid=true]') || n.controls[0]);
      if (target && target.type !== 'file') target.focus();
      else if (n) n.wrap.scrollIntoView({ block: 'center' });
    }
    return errors.length;
  }

  function goNext() {
    app.attempted[app.step] = true;
    if (showErrors(true)) return;
    app.step += 1;
    rerenderTop();
  }

  function goBack() {
    if (app.step > 0) app.step -= 1;
    rerenderTop();
  }

  function rerenderTop() {
    renderApplication(app.job);
    window.scrollTo(0, 0);
    var h = document.getElementById('applyFlowPageTitle');
    if (h) h.focus();
  }

  // ------------------------------------------------------------------ review and submit

  function displayValue(item) {
    var f = item.field;
    if (f.type === 'file') return app.file ? app.file.name : '';
    var v = app.values[item.name];
    if (f.type === 'checkbox') return v ? 'Yes' : 'No';
    return v ? String(v) : '';
  }

  function renderReview() {
    var out = el('div', { class: 'wd-review' });
    steps().forEach(function (step) {
      if (step.id === 'review') return;
      var dl = el('dl', {});
      var lastPanel = 0;
      stepFields(step, false).forEach(function (item) {
        if (item.panel && item.panel !== lastPanel) {
          lastPanel = item.panel;
          append(dl, [el('dt', { class: 'wd-review-sub' }, el('b', {}, item.rep.item_title.replace('{n}', item.panel))),
            el('dd', {}, '')]);
        }
        append(dl, [el('dt', {}, item.field.label),
          el('dd', { 'data-automation-id': 'review-' + item.name }, displayValue(item))]);
      });
      append(out, el('section', { 'data-automation-id': 'reviewSection-' + step.id, 'aria-labelledby': 'review-' + step.id },
        el('h3', { id: 'review-' + step.id }, step.title), dl));
    });
    if (app.submitError) {
      append(out, el('div', { class: 'wd-error-banner', role: 'alert', 'data-automation-id': 'errorBanner' }, app.submitError));
    }
    return out;
  }

  function submit() {
    if (app.submitting) return;
    // Re-check every step; jump to the first one with errors.
    for (var i = 0; i < steps().length - 1; i++) {
      var bad = stepFields(steps()[i], false).some(function (item) { return !!validate(item); });
      if (bad) {
        app.step = i;
        app.attempted[i] = true;
        rerenderTop();
        showErrors(true);
        return;
      }
    }
    var data = new FormData();
    steps().forEach(function (step) {
      stepFields(step, false).forEach(function (item) {
        var f = item.field;
        if (f.type === 'file') { if (app.file) data.append(item.name, app.file, app.file.name); return; }
        var v = app.values[item.name];
        data.append(item.name, f.type === 'checkbox' ? (v ? 'true' : 'false') : (v === undefined ? '' : String(v)));
      });
    });
    data.append('jobReqId', app.job.req_id);
    data.append('jobPostingId', app.job.id);
    data.append('jobTitle', app.job.title);
    app.submitting = true;
    app.submitError = '';
    var btn = root.querySelector('[data-automation-id=bottom-navigation-next-button]');
    if (btn) btn.disabled = true;
    var job = app.job;
    fetch('/__submit/' + FORM.submit_form, { method: 'POST', body: data,
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        app = null;
        navigate('/job/' + job.id + '/apply/submitted');
      })
      .catch(function () {
        app.submitting = false;
        app.submitError = 'Something went wrong while submitting your application. Please try again.';
        renderApplication(job);
      });
  }

  function renderSubmitted(job) {
    removeOverlays();
    setTitle('Application Submitted');
    clear(root);
    append(root, el('div', { class: 'wd-confirm', 'data-automation-id': 'applicationSubmittedPage', role: 'status' },
      el('div', { class: 'wd-confirm-icon', 'aria-hidden': 'true' }, '✓'),
      el('h2', { 'data-automation-id': 'applicationSubmittedTitle' }, 'Application Submitted'),
      el('p', {}, 'Thank you for applying to ' + job.title + ' (' + job.req_id + ') at ' + COMPANY +
        '. We have received your application and will review it shortly.'),
      el('p', {}, el('a', { href: '/', 'data-automation-id': 'backToJobs' }, 'Back to Job Postings'))));
  }

  function renderNotFound() {
    removeOverlays();
    setTitle('Page Not Found');
    clear(root);
    append(root, el('div', { class: 'wd-confirm', 'data-automation-id': 'pageNotFound' },
      el('h2', {}, 'The page you are looking for doesn\'t exist.'),
      el('p', {}, el('a', { href: '/' }, 'Search for Jobs'))));
  }

  load().then(route).catch(function () {
    clear(root);
    append(root, el('p', { class: 'wd-loading', role: 'alert' }, 'Something went wrong. Please refresh the page.'));
  });
})();
