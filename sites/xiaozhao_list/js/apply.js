/* 校招通 立即投递 */
(function () {
  var f = document.getElementById('applyForm');
  if (!f) return;
  var btn = document.getElementById('btnApply');
  if (btn) btn.onclick = function (e) { e.preventDefault(); document.getElementById('applyWrap').scrollIntoView(); f.name.focus(); };
  var msgs = { name: '请填写姓名', mobile: '请填写手机', email: '请填写邮箱', school: '请填写学校', major: '请填写专业', degree: '请选择学历', resume: '请上传简历附件' };
  function err(n, m) { var s = f.querySelector('.err[data-for="' + n + '"]'); if (s) s.textContent = m || ''; }
  f.addEventListener('submit', function (e) {
    e.preventDefault();
    var ok = true;
    Object.keys(msgs).forEach(function (n) {
      var el = f.elements[n], v = n === 'resume' ? (el.files && el.files.length ? 'x' : '') : el.value.trim(), m = '';
      if (!v) m = msgs[n];
      else if (n === 'mobile' && !/^1\d{10}$/.test(v)) m = '手机号码格式不正确';
      else if (n === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v)) m = '邮箱格式不正确';
      err(n, m);
      if (m) ok = false;
    });
    if (!ok) return;
    var b = f.querySelector('.btn-submit');
    b.disabled = true; b.textContent = '提交中...';
    fetch('/__submit/xiaozhao-apply', { method: 'POST', body: new FormData(f) }).then(function (r) {
      if (!r.ok) throw new Error(r.status);
      f.style.display = 'none';
      document.getElementById('applyOk').style.display = '';
    }).catch(function () {
      b.disabled = false; b.textContent = '提交';
      alert('网络异常，请稍后重试');
    });
  });
})();
