/* テンショクNAVI 応募フォーム: 入力チェック → 確認画面 → /__submit/tenshoku-oubo へ送信 → 応募完了 */
(function () {
  var T = window.TNAVI;
  var form = document.forms.entryForm;
  var inputStep = document.querySelector('.js-inputStep');
  var confirmStep = document.querySelector('.js-confirmStep');
  var MSG = {
    required: '必須項目です',
    kana: '全角カタカナで入力してください',
    email: 'メールアドレスの形式が正しくありません',
    mismatch: 'メールアドレスが一致しません',
    tel: '半角数字とハイフンで入力してください'
  };

  function val(name) { return (form.elements[name].value || '').replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''); }
  function setError(key, msg) {
    var p = form.querySelector('.js-err[data-for="' + key + '"]');
    if (p) { p.innerHTML = msg ? T.esc(msg) : ''; }
    var field = form.elements[key];
    if (field && field.className !== undefined && field.tagName) {
      field.className = field.className.replace(/\s*is-error/g, '') + (msg ? ' is-error' : '');
      if (msg) { field.setAttribute('aria-invalid', 'true'); } else { field.removeAttribute('aria-invalid'); }
    }
  }

  function validate() {
    var ok = true;
    function check(key, msg) { setError(key, msg); if (msg) { ok = false; } }
    check('sei', val('sei') ? '' : MSG.required);
    check('mei', val('mei') ? '' : MSG.required);
    var kana = /^[\u30A1-\u30F6\u30FC\u30FB\u3000 ]+$/;
    check('sei_kana', !val('sei_kana') ? MSG.required : (kana.test(val('sei_kana')) ? '' : MSG.kana));
    check('mei_kana', !val('mei_kana') ? MSG.required : (kana.test(val('mei_kana')) ? '' : MSG.kana));
    check('birth', val('birth_year') && val('birth_month') && val('birth_day') ? '' : MSG.required);
    var email = val('email');
    check('email', !email ? MSG.required : (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? '' : MSG.email));
    var again = val('email_confirm');
    check('email_confirm', !again ? MSG.required : (again === email ? '' : MSG.mismatch));
    var tel = val('tel');
    var digits = tel.replace(/-/g, '').length;
    check('tel', !tel ? MSG.required : (/^[0-9]+(-[0-9]+)*$/.test(tel) && digits >= 10 && digits <= 11 ? '' : MSG.tel));
    check('pref', val('pref') ? '' : MSG.required);
    check('agree', form.elements.agree.checked ? '' : MSG.required);
    return ok;
  }

  function row(label, value) {
    return '<tr><th>' + T.esc(label) + '</th><td>' + T.esc(value).replace(/\n/g, '<br>') + '</td></tr>';
  }

  function showConfirm() {
    var gender = form.querySelector('input[name="gender"]:checked');
    var pref = form.elements.pref;
    var file = form.elements.resume.files && form.elements.resume.files[0];
    var h = '';
    h += row('氏名', val('sei') + ' ' + val('mei'));
    h += row('フリガナ', val('sei_kana') + ' ' + val('mei_kana'));
    h += row('生年月日', val('birth_year') + '年' + val('birth_month') + '月' + val('birth_day') + '日');
    h += row('性別', gender ? gender.value : '未選択');
    h += row('メールアドレス', val('email'));
    h += row('電話番号', val('tel'));
    h += row('現住所', pref.options[pref.selectedIndex].text);
    h += row('履歴書', file ? file.name : '添付なし');
    h += row('志望動機', val('motivation') || '未入力');
    h += row('個人情報の取り扱い', '同意する');
    document.querySelector('.js-confirmTable').innerHTML = h;
    inputStep.style.display = 'none';
    confirmStep.style.display = '';
    document.querySelector('.js-step1').className = 'js-step1';
    document.querySelector('.js-step2').className = 'js-step2 is-current';
    window.scrollTo(0, 0);
  }

  document.querySelector('.js-toConfirm').addEventListener('click', function () {
    var summary = document.querySelector('.js-errorSummary');
    if (!validate()) {
      summary.style.display = '';
      var first = form.querySelector('.is-error');
      if (first && first.focus) { first.focus(); }
      return;
    }
    summary.style.display = 'none';
    showConfirm();
  });

  document.querySelector('.js-back').addEventListener('click', function () {
    confirmStep.style.display = 'none';
    inputStep.style.display = '';
    document.querySelector('.js-step1').className = 'js-step1 is-current';
    document.querySelector('.js-step2').className = 'js-step2';
    document.querySelector('.js-sendError').style.display = 'none';
  });

  var sending = false;
  document.querySelector('.js-send').addEventListener('click', function () {
    if (sending) { return; }
    sending = true;
    var btn = this;
    btn.disabled = true;
    fetch(form.getAttribute('action'), { method: 'POST', body: new FormData(form), headers: { 'Accept': 'application/json' } })
      .then(function (res) {
        if (!res.ok) { throw new Error('HTTP ' + res.status); }
        return res.json();
      })
      .then(function () {
        window.location.href = '/apply/complete/?id=' + encodeURIComponent(form.elements.job_id.value);
      })
      ['catch'](function () {
        sending = false;
        btn.disabled = false;
        document.querySelector('.js-sendError').style.display = '';
      });
  });

  // Enter キーでの送信を防ぐ（確認画面を経由させる）
  form.addEventListener('submit', function (ev) { ev.preventDefault(); });
})();
