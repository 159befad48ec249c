/* 채용공고 상세 (/zf_user/jobs/relay/view?rec_idx=...) */
(function () {
  'use strict';
  var D = window.__CAREERLAB__, S = window.SRI, esc = S.esc;
  var P = S.qs();
  var recIdx = P.get('rec_idx') || '';
  var job = S.findJob(recIdx);
  var box = document.getElementById('jv_cont');
  var WEEK = '일월화수목금토';

  function fmtDate(iso) {
    var d = new Date(iso + 'T00:00:00Z');
    return d.getUTCFullYear() + '.' + ('0' + (d.getUTCMonth() + 1)).slice(-2) + '.' + ('0' + d.getUTCDate()).slice(-2) +
      ' (' + WEEK.charAt(d.getUTCDay()) + ')';
  }
  function daysBetween(a, b) { return Math.round((Date.parse(b) - Date.parse(a)) / 86400000); }
  function list(items) { return '<ul>' + items.map(function (t) { return '<li>' + esc(t) + '</li>'; }).join('') + '</ul>'; }

  if (!job) {
    document.title = '존재하지 않는 공고입니다 - 커리어랩';
    box.innerHTML = '<div class="info_no_result"><strong>존재하지 않거나 마감된 공고입니다.</strong>' +
      '<a href="/zf_user/search/recruit" class="btn_line" style="line-height:34px;margin-top:16px">채용정보 검색으로 이동</a></div>';
    return;
  }
  document.title = '[' + job.company + '] ' + job.title + ' - 커리어랩';
  var company = D.companies[job.csn];

  function applyButton(id) {
    if (job.apply_type === 'easy') {
      return '<button type="button" class="sri_btn_lg btn_quick_apply" id="' + id + '" aria-haspopup="dialog" aria-controls="quick_apply_layer">' +
        '<span class="sri_btn_immediately">즉시지원</span></button>';
    }
    return '<a class="sri_btn_lg homepage" id="' + id + '" href="' + esc(job.homepage_url) + '" target="_blank" rel="noopener" title="새 창에서 기업 채용 홈페이지로 이동합니다">' +
      '<span class="sri_btn_homepage">홈페이지 지원</span></a>';
  }

  var remain = job.deadline_date ? daysBetween(D.as_of, job.deadline_date) : null;
  var html = '' +
    '<div class="wrap_jv_header">' +
      '<div class="jv_header">' +
        '<a class="company" href="' + S.companyUrl(job.csn) + '" title="' + esc(job.company) + '">' + esc(job.company) + '</a>' +
        '<h1 class="tit_job">' + esc(job.title) + '</h1>' +
        '<div class="jv_util">공고번호 ' + esc(job.rec_idx) + ' · 등록일 ' + esc(job.posted_text) + '</div>' +
        '<div class="btn_apply">' + applyButton('btn_apply_top') +
          (job.apply_type === 'easy' ? '' : '<span class="txt_homepage">기업 채용 홈페이지에서 지원하는 공고입니다.</span>') +
        '</div>' +
      '</div>' +
    '</div>' +

    '<div class="jv_cont jv_summary">' +
      '<h2 class="jv_title">근무조건</h2>' +
      '<table class="tbl_condition">' +
        '<caption class="blind">근무조건</caption>' +
        '<tbody>' +
          '<tr><th scope="row">근무지역</th><td>' + esc(job.location) + (job.location === '재택근무' ? '' : ' <span style="color:#999">(' + esc(company.address) + ')</span>') + '</td></tr>' +
          '<tr><th scope="row">경력</th><td><strong>' + esc(job.career) + '</strong></td></tr>' +
          '<tr><th scope="row">학력</th><td>' + esc(job.education) + '</td></tr>' +
          '<tr><th scope="row">근무형태</th><td>' + esc(job.employment) + '</td></tr>' +
          '<tr><th scope="row">급여</th><td>' + esc(job.salary) + '</td></tr>' +
          '<tr><th scope="row">근무일시</th><td>' + esc(job.work_hours) + '</td></tr>' +
        '</tbody>' +
      '</table>' +
    '</div>' +

    '<div class="jv_cont jv_detail">' +
      '<h2 class="jv_title">상세요강</h2>' +
      '<div class="cont">' +
        '<h3>회사소개</h3><p>' + esc(job.intro) + '</p>' +
        '<h3>모집부문 및 상세내용</h3>' +
        '<p><strong>' + esc(job.title) + '</strong> · ' + esc(job.headcount) + '</p>' +
        '<h4 style="margin:12px 0 4px">주요업무</h4>' + list(job.duties) +
        '<h4 style="margin:12px 0 4px">자격요건</h4>' + list(job.requirements.concat([job.career === '경력무관' ? '경력무관' : job.career, '학력: ' + job.education])) +
        '<h4 style="margin:12px 0 4px">우대사항</h4>' + list(job.preferred) +
        '<h3>복리후생</h3>' + list(job.benefits) +
        '<h3>전형절차</h3><p>' + job.process.map(esc).join(' &rarr; ') + '</p>' +
        '<p style="color:#888;font-size:13px;margin-top:14px">※ 지원서 내용이 사실과 다를 경우 채용이 취소될 수 있습니다.</p>' +
      '</div>' +
    '</div>' +

    '<div class="jv_cont jv_howto">' +
      '<h2 class="jv_title">접수기간 및 방법</h2>' +
      '<dl>' +
        '<dt>시작일</dt><dd>' + fmtDate(job.start_date) + '</dd>' +
        '<dt>마감일</dt><dd>' + (job.deadline_date ? fmtDate(job.deadline_date) + ' 23:59' : esc(job.deadline)) + '</dd>' +
        '<dt>접수방법</dt><dd>' + (job.apply_type === 'easy' ? '커리어랩 즉시지원' : '홈페이지 지원') + '</dd>' +
        '<dt>제출서류</dt><dd>이력서' + (job.apply_type === 'easy' ? ' (자유양식)' : ', 자기소개서 (기업 양식)') + '</dd>' +
      '</dl>' +
      (remain !== null ? '<p class="info_remain">남은 기간 ' + remain + '일</p>' : '<p class="info_remain">' + esc(job.deadline) + ' 공고입니다.</p>') +
    '</div>' +

    '<div class="jv_cont jv_company">' +
      '<h2 class="jv_title">기업정보</h2>' +
      '<div class="box_company">' +
        '<a class="name" href="' + S.companyUrl(job.csn) + '">' + esc(company.name) + '</a>' +
        '<dl><dt>산업</dt><dd>' + esc(company.industry) + '</dd><dt>사원수</dt><dd>' + esc(company.employees) + '</dd>' +
        '<dt>설립</dt><dd>' + esc(company.founded) + '년</dd><dt>주소</dt><dd>' + esc(company.address) + '</dd></dl>' +
      '</div>' +
    '</div>' +

    '<div class="jv_footer_btns">' + applyButton('btn_apply_bottom') + '</div>';
  box.innerHTML = html;

  if (job.apply_type !== 'easy') return;

  // ---------------------------------------------------------------- 즉시지원 layer
  var layer = document.getElementById('quick_apply_layer');
  var dim = document.getElementById('dimmed');
  var form = document.getElementById('quick_apply_form');
  var done = document.getElementById('apply_complete');
  document.getElementById('apply_rec_idx').value = job.rec_idx;
  document.getElementById('quick_apply_sub').textContent = job.company + ' · ' + job.title;

  function openLayer() {
    layer.hidden = false; dim.hidden = false;
    document.getElementById('apply_name').focus();
  }
  function closeLayer() { layer.hidden = true; dim.hidden = true; }
  box.querySelectorAll('.btn_quick_apply').forEach(function (b) { b.addEventListener('click', openLayer); });
  document.getElementById('btn_apply_close').addEventListener('click', closeLayer);
  document.getElementById('btn_apply_cancel').addEventListener('click', closeLayer);
  document.getElementById('btn_apply_done').addEventListener('click', closeLayer);
  dim.addEventListener('click', closeLayer);
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape' && !layer.hidden) closeLayer(); });

  function setError(input, msg) {
    var row = input.closest('.row');
    var err = row.querySelector('.txt_error');
    if (!msg) {
      if (err) err.remove();
      input.classList.remove('error');
      input.removeAttribute('aria-invalid');
      return;
    }
    if (!err) {
      err = document.createElement('p');
      err.className = 'txt_error';
      err.id = 'err_' + input.id;
      err.setAttribute('role', 'alert');
      row.appendChild(err);
    }
    err.textContent = msg;
    input.classList.add('error');
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', err.id);
  }
  function check(input) {
    var v = input.type === 'checkbox' ? (input.checked ? 'y' : '') : input.value.trim();
    if (!v) { setError(input, '필수 입력 항목입니다.'); return false; }
    if (input.name === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) { setError(input, '이메일 형식이 올바르지 않습니다.'); return false; }
    if (input.name === 'hp') {
      var digits = v.replace(/[\s\-().+]/g, '');
      if (!/^\d{9,15}$/.test(digits)) { setError(input, '휴대폰 번호를 정확히 입력해 주세요.'); return false; }
    }
    setError(input, null);
    return true;
  }
  var fields = ['apply_name', 'apply_hp', 'apply_email', 'apply_agree'].map(function (id) { return document.getElementById(id); });
  fields.forEach(function (f) {
    f.addEventListener(f.type === 'checkbox' ? 'change' : 'blur', function () { if (f.classList.contains('error') || f.type === 'checkbox') check(f); });
    f.addEventListener('input', function () { if (f.classList.contains('error')) check(f); });
  });
  var resume = document.getElementById('apply_resume');
  resume.addEventListener('change', function () {
    var file = resume.files[0];
    if (file && file.size > 20 * 1024 * 1024) { setError(resume, '첨부파일은 최대 20MB까지 등록할 수 있습니다.'); resume.value = ''; }
    else setError(resume, null);
  });

  var sending = false;
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    if (sending) return;
    var ok = true, first = null;
    fields.forEach(function (f) { if (!check(f)) { ok = false; if (!first) first = f; } });
    if (!ok) { first.focus(); return; }
    sending = true;
    var btn = document.getElementById('btn_apply_submit');
    btn.disabled = true; btn.textContent = '지원 중...';
    fetch(form.getAttribute('action'), { method: 'POST', body: new FormData(form), credentials: 'same-origin' })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json().catch(function () { return { ok: true }; }); })
      .then(function () {
        form.hidden = true; done.hidden = false;
        document.getElementById('quick_apply_tit').textContent = '입사지원 완료';
        box.querySelectorAll('.btn_quick_apply').forEach(function (b) {
          b.disabled = true; b.innerHTML = '<span>지원완료</span>';
        });
      })
      .catch(function () {
        sending = false; btn.disabled = false; btn.textContent = '지원하기';
        alert('일시적인 오류로 지원에 실패했습니다. 잠시 후 다시 시도해 주세요.');
      });
  });

  if (P.get('quick_apply') === 'y') openLayer();
})();
