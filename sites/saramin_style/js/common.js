/* 커리어랩 공통 스크립트 */
(function (w) {
  'use strict';
  var ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  function esc(s) { return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) { return ESC[c]; }); }
  function qs() { return new URLSearchParams(w.location.search); }
  // Build a query string in a stable parameter order, dropping empty values.
  var ORDER = ['searchType', 'searchword', 'loc_mcd', 'exp_cd', 'recruitSort', 'recruitPage'];
  function buildQuery(obj) {
    var parts = [];
    ORDER.forEach(function (k) {
      var v = obj[k];
      if (v === undefined || v === null || v === '') return;
      parts.push(encodeURIComponent(k) + '=' + encodeURIComponent(v).replace(/%2C/g, ','));
    });
    return parts.length ? '?' + parts.join('&') : '';
  }
  function jobUrl(recIdx) { return '/zf_user/jobs/relay/view?rec_idx=' + encodeURIComponent(recIdx); }
  function companyUrl(csn) { return '/zf_user/company-info/view?csn=' + encodeURIComponent(csn); }
  function findJob(recIdx) {
    var jobs = w.__CAREERLAB__.jobs;
    for (var i = 0; i < jobs.length; i++) if (jobs[i].rec_idx === String(recIdx)) return jobs[i];
    return null;
  }
  w.SRI = { esc: esc, qs: qs, buildQuery: buildQuery, jobUrl: jobUrl, companyUrl: companyUrl, findJob: findJob };

  // header "검색" box on pages other than the search page
  document.addEventListener('click', function (e) {
    var b = e.target.closest && e.target.closest('.btn_scrap');
    if (b) { b.classList.toggle('on'); b.setAttribute('aria-pressed', b.classList.contains('on') ? 'true' : 'false'); }
  });
})(window);
