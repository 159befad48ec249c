/* /gongsi/<id>.html — company page */
(function () {
  'use strict';
  var D = window.__ZT_STATE__, esc = ZT.esc;
  var id = document.getElementById('wrap').getAttribute('data-companyid');
  var c = null;
  D.companies.forEach(function (x) { if (x.id === id) c = x; });
  var main = document.getElementById('main');
  if (!c) { main.innerHTML = '<div class="inner"><p>公司不存在</p></div>'; return; }
  var jobs = D.jobs.filter(function (j) { return j.company_id === id; }).sort(function (a, b) { return a.rank - b.rank; });
  main.innerHTML = '<div class="company-banner"><div class="inner">' + ZT.logo(c.logo, c.name, 'company-logo-img big') +
    '<div class="info"><h1 class="name">' + esc(c.name) + '</h1><p>' + esc(c.stage) + '<em class="vline"></em>' + esc(c.scale) + '<em class="vline"></em>' + esc(c.industry) + '</p></div>' +
    '<div class="company-stat"><a href="javascript:;"><b>' + jobs.length + '</b>在招职位</a></div></div></div>' +
    '<div class="inner company-body"><div class="job-sec"><h3>公司简介</h3><div class="text">' + esc(c.intro) + '</div></div>' +
    '<div class="job-sec"><h3>在招职位（' + jobs.length + '）</h3><ul class="company-job-list">' + jobs.map(function (j) {
      return '<li><a href="' + esc(j.url) + '" target="_blank"><span class="job-name">' + esc(j.title) + '</span><span class="salary">' + esc(j.salary) + '</span></a><p class="gray">' + esc(j.location) + ' · ' + esc(j.experience) + ' · ' + esc(j.degree) + '</p></li>';
    }).join('') + '</ul></div></div>';
})();
