/* وظيفة بلس - نموذج التقديم السهل (/ar/job/<id>/apply) */
(function () {
  'use strict';
  var form = document.getElementById('apply-form');
  if (!form) return;
  var MAX = 5 * 1024 * 1024;
  var REQUIRED_MSG = 'هذا الحقل مطلوب';

  function toWestern(s) { return String(s).replace(/[٠-٩]/g, function (d) { return '٠١٢٣٤٥٦٧٨٩'.indexOf(d); }); }

  function feedback(input) {
    var group = input.closest('.form-group');
    var fb = group.querySelector('.invalid-feedback');
    if (!fb) {
      fb = document.createElement('div');
      fb.className = 'invalid-feedback';
      fb.id = input.id + '-error';
      fb.setAttribute('role', 'alert');
      group.appendChild(fb);
    }
    return fb;
  }
  function setError(input, msg) {
    if (msg) {
      feedback(input).textContent = msg;
      input.classList.add('is-invalid');
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', input.id + '-error');
    } else {
      var fb = input.closest('.form-group').querySelector('.invalid-feedback');
      if (fb) fb.remove();
      input.classList.remove('is-invalid');
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }
  function validate(input) {
    var v;
    if (input.type === 'checkbox') {
      if (!input.checked) return setError(input, REQUIRED_MSG), false;
    } else if (input.type === 'file') {
      var f = input.files && input.files[0];
      if (!f) return setError(input, REQUIRED_MSG), false;
      if (f.size > MAX) return setError(input, 'الحد الأقصى لحجم الملف ٥ ميجابايت'), false;
    } else {
      v = input.value.trim();
      if (!v) return setError(input, REQUIRED_MSG), false;
      if (input.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) return setError(input, 'يرجى إدخال بريد إلكتروني صحيح'), false;
      if (input.type === 'tel') {
        var digits = toWestern(v).replace(/[\s\-().]/g, '').replace(/^\+/, '');
        if (!/^\d{7,15}$/.test(digits)) return setError(input, 'يرجى إدخال رقم جوال صحيح'), false;
      }
    }
    setError(input, null);
    return true;
  }

  var fields = Array.prototype.slice.call(form.querySelectorAll('[required]'));
  fields.forEach(function (f) {
    var ev = (f.type === 'checkbox' || f.type === 'file') ? 'change' : 'blur';
    f.addEventListener(ev, function () { validate(f); });
    f.addEventListener('input', function () { if (f.classList.contains('is-invalid')) validate(f); });
  });

  var busy = false;
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (busy) return;
    var firstBad = null;
    fields.forEach(function (f) { if (!validate(f) && !firstBad) firstBad = f; });
    if (firstBad) { firstBad.focus(); return; }
    busy = true;
    var btn = document.getElementById('submit-application');
    btn.disabled = true;
    btn.textContent = 'جارٍ الإرسال...';
    var data = new FormData(form);
    data.set('mobile', toWestern(data.get('mobile')));
    fetch(form.getAttribute('action'), { method: 'POST', body: data, credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.text(); })
      .then(function () { location.href = form.getAttribute('data-success'); })
      .catch(function () {
        busy = false;
        btn.disabled = false;
        btn.textContent = 'إرسال الطلب';
        var err = document.getElementById('form-error') || document.createElement('div');
        err.id = 'form-error';
        err.className = 'invalid-feedback';
        err.setAttribute('role', 'alert');
        err.textContent = 'تعذّر إرسال الطلب، يرجى المحاولة مرة أخرى.';
        form.querySelector('.form-actions').after(err);
      });
  });
})();
