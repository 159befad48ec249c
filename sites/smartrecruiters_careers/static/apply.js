/* SmartRecruiters one-click style application form: client-side validation + multipart fetch. */
(function () {
  'use strict';
  var form = document.getElementById('st-application-form');
  var conf = document.getElementById('st-confirmation');
  var submit = document.getElementById('st-submit');
  var resume = document.getElementById('resume');
  var resumeName = document.getElementById('resume-name');
  var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
  var MAX = 5 * 1024 * 1024;

  function setError(id, msg) {
    var el = document.getElementById(id);
    var err = document.getElementById(id + '-error');
    var wrap = el.closest('[data-field]') || el.parentNode;
    if (msg) {
      err.textContent = msg; err.hidden = false;
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', id + '-error');
      wrap.classList.add('has-error');
    } else {
      err.textContent = ''; err.hidden = true;
      el.removeAttribute('aria-invalid');
      wrap.classList.remove('has-error');
    }
  }

  function validate() {
    var firstBad = null;
    function check(id, msg) { setError(id, msg); if (msg && !firstBad) firstBad = document.getElementById(id); }
    var v = function (id) { return document.getElementById(id).value.trim(); };
    check('firstName', v('firstName') ? '' : 'This field is required');
    check('lastName', v('lastName') ? '' : 'This field is required');
    check('email', !v('email') ? 'This field is required' : (EMAIL_RE.test(v('email')) ? '' : 'Please enter a valid email address'));
    check('confirmEmail', !v('confirmEmail') ? 'This field is required' :
      (v('confirmEmail').toLowerCase() !== v('email').toLowerCase() ? "Email addresses don't match" : ''));
    check('city', v('city') ? '' : 'This field is required');
    check('phoneNumber', !v('phoneNumber') ? 'This field is required' :
      (/^[+()\d\s.-]{6,}$/.test(v('phoneNumber')) ? '' : 'Please enter a valid phone number'));
    var f = resume.files && resume.files[0];
    check('resume', !f ? 'Please upload your resume' : (f.size > MAX ? 'The file is too large (max 5 MB)' : ''));
    check('privacyPolicy', document.getElementById('privacyPolicy').checked ? '' : 'This field is required');
    return firstBad;
  }

  resume.addEventListener('change', function () {
    var f = resume.files && resume.files[0];
    resumeName.textContent = f ? f.name : '';
    if (f) setError('resume', '');
  });

  ['firstName', 'lastName', 'email', 'confirmEmail', 'city', 'phoneNumber'].forEach(function (id) {
    document.getElementById(id).addEventListener('input', function () {
      if (this.getAttribute('aria-invalid')) setError(id, '');
    });
  });
  document.getElementById('privacyPolicy').addEventListener('change', function () {
    if (this.checked) setError('privacyPolicy', '');
  });

  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var bad = validate();
    if (bad) { bad.focus(); return; }
    submit.disabled = true;
    submit.textContent = 'Submitting…';
    fetch(form.getAttribute('action'), { method: 'POST', body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function () {
        form.hidden = true;
        conf.hidden = false;
        conf.focus();
        window.scrollTo(0, 0);
      })
      .catch(function () {
        submit.disabled = false;
        submit.textContent = 'Submit application';
        alert('Something went wrong. Please try again.');
      });
  });
})();
