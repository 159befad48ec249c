/* Greenhouse-style hosted board of one tenant (boards.greenhouse.io/<tenant>): departments board, job page with
   application form, confirmation; every page lives under the tenant's board path (DATA.board_path). */
(function () {
  'use strict';

  var main = document.getElementById('main');
  var DATA = null;
  var FORM = null;
  var currentPath = null;
  var form = null; // state of the application form on the current job page
  var BOARD = ''; // the tenant's board path, /<tenant>

  // ------------------------------------------------------------------ helpers

  function el(tag, attrs) {
    var node = document.createElement(tag);
    var a = attrs || {};
    Object.keys(a).forEach(function (k) {
      var v = a[k];
      if (v === null || v === undefined || v === false) return;
      if (k === 'text') node.textContent = v;
      else if (k.slice(0, 2) === 'on' && typeof v === 'function') node.addEventListener(k.slice(2), v);
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

  function navigate(path) { history.pushState({}, '', path); route(); }

  function asterisk(required) { return required ? el('span', { class: 'asterisk', 'aria-hidden': 'true' }, '*') : null; }

  function findJob(id) {
    var jobs = DATA.jobs;
    for (var i = 0; i < jobs.length; i++) if (jobs[i].id === id) return jobs[i];
    var sum = 0;
    for (var k = 0; k < id.length; k++) sum += id.charCodeAt(k);
    var job = JSON.parse(JSON.stringify(jobs[sum % jobs.length]));
    job.id = id;
    return job;
  }

  // ------------------------------------------------------------------ router

  function route() {
    var path;
    try { path = decodeURIComponent(location.pathname); } catch (e) { path = location.pathname; }
    path = path.replace(/\/+$/, '') || '/';
    currentPath = location.pathname;
    window.scrollTo(0, 0);
    var m;
    if (path === '/') { history.replaceState({}, '', BOARD); return renderBoard(); }
    if (path.indexOf(BOARD + '/') !== 0 && path !== BOARD) return renderNotFound();
    path = path.slice(BOARD.length) || '/';
    if (path === '/' || path === '/jobs') return renderBoard();
    if ((m = path.match(/^\/jobs\/([^/]+)$/))) return renderJob(findJob(m[1]));
    if ((m = path.match(/^\/jobs\/([^/]+)\/confirmation$/))) return renderConfirmation(findJob(m[1]));
    return renderNotFound();
  }

  document.addEventListener('click', function (e) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    var a = e.target.closest ? e.target.closest('a[href]') : null;
    if (!a || a.target) return;
    var url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.pathname.indexOf('/__') === 0) return;
    if (url.pathname === location.pathname && url.hash) return; // in-page anchor (Apply for this job)
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  });
  window.addEventListener('popstate', function () { if (location.pathname !== currentPath) route(); });

  // ------------------------------------------------------------------ board

  function renderBoard() {
    document.title = 'Jobs at ' + DATA.company;
    clear(main);
    var depSelect = el('select', { id: 'departments-select', name: 'departments' },
      el('option', { value: 'all' }, 'All Departments'),
      DATA.departments.map(function (d) { return el('option', { value: d.id }, d.name); }));
    var officeSelect = el('select', { id: 'offices-select', name: 'offices' },
      el('option', { value: 'all' }, 'All Offices'),
      DATA.offices.map(function (o) { return el('option', { value: o.id }, o.name); }));
    var sections = DATA.departments.map(function (d) {
      return el('section', { class: 'level-0', 'data-department-id': d.id, 'aria-labelledby': 'department-' + d.id },
        el('h3', { id: 'department-' + d.id }, d.name),
        DATA.jobs.filter(function (j) { return j.department_id === d.id; }).map(function (j) {
          var attrs = { class: 'opening', department_id: j.department_id, office_id: j.office_id };
          attrs['data-office-' + j.office_id] = 'true';
          attrs['data-department-' + j.department_id] = 'true';
          return el('div', attrs,
            el('a', { 'data-mapped': 'true', href: BOARD + '/jobs/' + j.id }, j.title),
            el('br'),
            el('span', { class: 'location' }, j.location));
        }));
    });
    var none = el('p', { class: 'no-openings', hidden: true }, 'There are no current openings matching your filters.');
    var applyFilters = function () {
      var dep = depSelect.value, office = officeSelect.value, shown = 0;
      sections.forEach(function (sec) {
        var visible = 0;
        Array.prototype.forEach.call(sec.querySelectorAll('div.opening'), function (o) {
          var ok = (dep === 'all' || o.getAttribute('department_id') === dep) &&
            (office === 'all' || o.getAttribute('office_id') === office);
          o.hidden = !ok;
          if (ok) visible += 1;
        });
        sec.hidden = visible === 0;
        shown += visible;
      });
      none.hidden = shown > 0;
    };
    depSelect.addEventListener('change', applyFilters);
    officeSelect.addEventListener('change', applyFilters);
    append(main, [
      el('div', { id: 'board_header' },
        el('h1', {}, 'Current Job Openings at ' + DATA.company),
        el('p', {}, DATA.about)),
      el('div', { id: 'filter-container', role: 'search', 'aria-label': 'Filter jobs' },
        el('div', {}, el('label', { for: 'departments-select' }, 'Department'), depSelect),
        el('div', {}, el('label', { for: 'offices-select' }, 'Office'), officeSelect)),
      el('div', { id: 'openings' }, sections, none)
    ]);
  }

  // ------------------------------------------------------------------ job page and form

  function renderJob(job) {
    document.title = 'Job Application for ' + job.title + ' at ' + DATA.company;
    clear(main);
    form = { job: job, files: {}, manual: {}, attempted: false, submitting: false };
    var content = el('div', { id: 'content' },
      el('p', {}, DATA.about),
      el('h3', {}, 'About the role'),
      el('p', {}, job.intro),
      el('h3', {}, 'What you\'ll do'),
      el('ul', {}, job.responsibilities.map(function (r) { return el('li', {}, r); })),
      el('h3', {}, 'What we\'re looking for'),
      el('ul', {}, job.requirements.map(function (r) { return el('li', {}, r); })),
      el('h3', {}, 'Compensation'),
      el('p', {}, 'The salary range for this role is ' + job.pay_range + '.'),
      el('h3', {}, 'Benefits'),
      el('ul', {}, job.benefits.map(function (r) { return el('li', {}, r); })),
      el('p', {}, DATA.company + ' is an equal opportunity employer.'));
    append(main, [
      el('div', { id: 'app_body' },
        el('div', { id: 'header' },
          el('a', { id: 'back_to_jobs', href: BOARD }, '← Back to jobs'),
          el('h1', { class: 'app-title' }, job.title),
          el('div', { class: 'company-name' }, 'at ' + DATA.company),
          el('div', { class: 'location' }, job.location),
          el('a', { id: 'apply_button', class: 'button', href: '#application' }, 'Apply for this job')),
        content,
        renderApplication(job))
    ]);
    updateConditionals();
  }

  function renderApplication(job) {
    var f = el('form', { id: 'application_form', action: '/__submit/' + FORM.submit_form, method: 'post',
      enctype: 'multipart/form-data', novalidate: true, 'aria-labelledby': 'application-heading' },
      el('input', { type: 'hidden', name: 'job_id', value: job.id }));
    FORM.sections.forEach(function (sec) {
      var box = el('div', { id: sec.id });
      if (sec.title) {
        append(box, [el('h3', { id: sec.id + '-heading' }, sec.title),
          el('p', { class: 'subtitle' }, sec.subtitle),
          el('p', { class: 'intro' }, sec.intro)]);
      }
      sec.fields.forEach(function (fld) {
        append(box, fld.type === 'file' ? renderFileField(fld) : renderField(fld, sec.id === 'eeoc_fields'));
      });
      append(f, box);
    });
    append(f, el('div', { id: 'submit_buttons' },
      el('button', { type: 'submit', id: 'submit_app', class: 'button' }, 'Submit application')));
    f.addEventListener('submit', onSubmit);
    f.addEventListener('input', onChange);
    f.addEventListener('change', onChange);
    return el('div', { id: 'application' },
      el('h2', { id: 'application-heading' }, 'Apply for this Job'),
      el('p', { class: 'required-fields' }, el('span', { class: 'asterisk' }, '*'), ' Required'),
      el('div', { id: 'error_summary', role: 'alert', hidden: true }),
      f);
  }

  function renderField(fld, eeo) {
    var common = { id: fld.id, name: fld.name, 'aria-required': fld.required ? 'true' : null, 'aria-invalid': 'false',
      'aria-describedby': fld.help ? fld.id + '-help' : null };
    var control;
    if (fld.type === 'select') {
      control = el('select', common, el('option', { value: '' }, eeo ? 'Please select' : '--'),
        fld.options.map(function (o) { return el('option', { value: o }, o); }));
    } else {
      common.type = { email: 'email', tel: 'tel', url: 'text' }[fld.type] || 'text';
      common.autocomplete = fld.autocomplete || null;
      common.maxlength = '255';
      control = el('input', common);
    }
    return el('div', { class: 'field', 'data-name': fld.name },
      el('label', { for: fld.id, id: fld.id + '-label' }, fld.label, asterisk(fld.required)),
      control,
      fld.help ? el('p', { class: 'help', id: fld.id + '-help' }, fld.help) : null,
      el('div', { class: 'field-error-msg', id: fld.id + '-error', role: 'alert', hidden: true }));
  }

  function renderFileField(fld) {
    var id = fld.id;
    var input = el('input', { type: 'file', id: id, name: fld.name, class: 'visually-hidden', accept: fld.accept,
      tabindex: '-1', 'aria-required': fld.required ? 'true' : null, 'aria-invalid': 'false' });
    var chooser = el('div', { class: 'attach-or-paste', id: id + '_chooser' },
      el('button', { type: 'button', class: 'button attach', 'aria-describedby': id + '-label',
        onclick: function () { input.click(); } }, 'Attach'),
      el('label', { for: id, class: 'visually-hidden' }, 'Attach ' + fld.label),
      input,
      el('span', { class: 'or' }, 'or'),
      el('button', { type: 'button', class: 'link paste', 'aria-describedby': id + '-label',
        onclick: function () { setManual(true); } }, 'Enter manually'));
    var filename = el('span', { class: 'filename', id: id + '_filename' });
    var chosen = el('div', { class: 'chosen', id: id + '_chosen', hidden: true },
      filename,
      el('button', { type: 'button', class: 'remove', 'aria-label': 'Remove ' + fld.label,
        onclick: function () { form.files[id] = null; input.value = ''; sync(); } }, '×'));
    var text = el('textarea', { id: fld.text_name, name: fld.text_name, rows: '8', 'aria-invalid': 'false' });
    var paste = el('div', { class: 'paste-box', id: id + '_paste', hidden: true },
      el('label', { for: fld.text_name, class: 'visually-hidden' }, fld.label + ' text'),
      text,
      el('p', {}, el('button', { type: 'button', class: 'link', onclick: function () { setManual(false); } },
        'Attach a file instead')));
    var setManual = function (on) {
      form.manual[id] = on;
      if (on) { form.files[id] = null; input.value = ''; }
      sync();
      if (on) text.focus();
    };
    var sync = function () {
      var file = form.files[id];
      filename.textContent = file ? file.name : '';
      chosen.hidden = !file;
      paste.hidden = !form.manual[id];
      chooser.hidden = !!file || !!form.manual[id];
      revalidate();
    };
    input.addEventListener('change', function () {
      form.files[id] = input.files && input.files[0] ? input.files[0] : null;
      sync();
    });
    return el('div', { class: 'field file-field', id: id + '_fieldset', role: 'group', 'aria-labelledby': id + '-label',
      'data-name': fld.name },
      el('div', { class: 'label', id: id + '-label' }, fld.label, asterisk(fld.required)),
      chooser, chosen, paste,
      el('p', { class: 'file-types' }, '(File types: ' + fld.accept.replace(/\./g, '').split(',').join(', ') + ')'),
      el('div', { class: 'field-error-msg', id: id + '-error', role: 'alert', hidden: true }));
  }

  function allFields() {
    var out = [];
    FORM.sections.forEach(function (sec) { sec.fields.forEach(function (f) { out.push(f); }); });
    return out;
  }

  function value(fld) {
    var node = document.getElementById(fld.id);
    return node ? node.value : '';
  }

  function isShown(fld) {
    if (!fld.show_if) return true;
    var other = allFields().filter(function (f) { return f.name === fld.show_if.name; })[0];
    return value(other) === fld.show_if.equals;
  }

  function updateConditionals() {
    allFields().forEach(function (fld) {
      if (!fld.show_if) return;
      var wrap = main.querySelector('[data-name="' + fld.name + '"]');
      if (wrap) wrap.hidden = !isShown(fld);
    });
  }

  function validate(fld) {
    if (!isShown(fld)) return '';
    if (fld.type === 'file') {
      var has = form.manual[fld.id] ? !!document.getElementById(fld.text_name).value.trim() : !!form.files[fld.id];
      return fld.required && !has ? 'This field is required.' : '';
    }
    var v = value(fld).trim();
    if (!v) return fld.required ? 'This field is required.' : '';
    if (fld.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'Please enter a valid email address.';
    return '';
  }

  function refreshError(fld) {
    var msg = validate(fld);
    var err = document.getElementById(fld.id + '-error');
    if (!err) return msg;
    err.textContent = msg;
    err.hidden = !msg;
    var controls = [document.getElementById(fld.id)];
    if (fld.text_name) controls.push(document.getElementById(fld.text_name));
    controls.forEach(function (c) {
      if (!c) return;
      c.setAttribute('aria-invalid', msg ? 'true' : 'false');
      if (msg) c.setAttribute('aria-errormessage', err.id); else c.removeAttribute('aria-errormessage');
    });
    var wrap = main.querySelector('[data-name="' + fld.name + '"]');
    if (wrap) wrap.classList.toggle('field-error', !!msg);
    return msg;
  }

  function refreshSummary(count) {
    var box = document.getElementById('error_summary');
    box.textContent = count === 1 ? 'There is 1 error in your application. Please fix the highlighted field.'
      : 'There are ' + count + ' errors in your application. Please fix the highlighted fields.';
    box.hidden = count === 0;
  }

  function onChange() {
    updateConditionals();
    revalidate();
  }

  function revalidate() {
    if (!form.attempted) return;
    var errors = 0;
    allFields().forEach(function (fld) { if (refreshError(fld)) errors += 1; });
    refreshSummary(errors);
  }

  function onSubmit(e) {
    e.preventDefault();
    if (form.submitting) return;
    form.attempted = true;
    var bad = [];
    allFields().forEach(function (fld) { if (refreshError(fld)) bad.push(fld); });
    refreshSummary(bad.length);
    if (bad.length) {
      var first = document.getElementById(bad[0].type === 'file' ? bad[0].id + '_fieldset' : bad[0].id);
      if (bad[0].type === 'file') first.scrollIntoView({ block: 'center' }); else first.focus();
      return;
    }
    var data = new FormData();
    data.append('job_id', form.job.id);
    allFields().forEach(function (fld) {
      if (!isShown(fld)) return;
      if (fld.type === 'file') {
        if (form.manual[fld.id]) data.append(fld.text_name, document.getElementById(fld.text_name).value);
        else if (form.files[fld.id]) data.append(fld.name, form.files[fld.id], form.files[fld.id].name);
        return;
      }
      data.append(fld.name, value(fld));
    });
    form.submitting = true;
    var button = document.getElementById('submit_app');
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    var job = form.job;
    fetch('/__submit/' + FORM.submit_form, { method: 'POST', body: data,
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        navigate(BOARD + '/jobs/' + job.id + '/confirmation');
      })
      .catch(function () {
        form.submitting = false;
        button.disabled = false;
        button.removeAttribute('aria-busy');
        var box = document.getElementById('error_summary');
        box.textContent = 'Your application could not be submitted. Please try again.';
        box.hidden = false;
      });
  }

  function renderConfirmation(job) {
    document.title = 'Thank you for applying - ' + DATA.company;
    clear(main);
    append(main, el('div', { id: 'application_confirmation', role: 'status' },
      el('h1', {}, 'Thank you for applying.'),
      el('p', {}, 'Your application for ' + job.title + ' at ' + DATA.company + ' has been received. If your ' +
        'qualifications are a good match for the position, our recruiting team will contact you soon.'),
      el('p', {}, el('a', { href: BOARD }, 'Back to all jobs'))));
  }

  function renderNotFound() {
    document.title = 'Page not found';
    clear(main);
    append(main, el('div', { id: 'not_found' },
      el('h1', {}, 'The job you are looking for is no longer open.'),
      el('p', {}, el('a', { href: BOARD }, 'See all open jobs at ' + DATA.company))));
  }

  Promise.all([
    fetch('/jobs.json').then(function (r) { return r.json(); }),
    fetch('/form.json').then(function (r) { return r.json(); })
  ]).then(function (res) { DATA = res[0]; FORM = res[1]; BOARD = DATA.board_path; route(); })
    .catch(function () {
      clear(main);
      append(main, el('p', { role: 'alert' }, 'Something went wrong. Please refresh the page.'));
    });
})();
