/* 채용정보 검색결과 (/zf_user/search/recruit) */
(function () {
  'use strict';
  var D = window.__CAREERLAB__, S = window.SRI, esc = S.esc;
  var P = S.qs();
  var state = {
    searchword: (P.get('searchword') || '').trim(),
    loc_mcd: (P.get('loc_mcd') || '').split(',').filter(Boolean),
    exp_cd: P.get('exp_cd') || '',
    recruitSort: P.get('recruitSort') || 'relation',
    recruitPage: parseInt(P.get('recruitPage') || '1', 10) || 1
  };
  var PAGE = D.page_size;

  function urlWith(over) {
    var o = {
      searchword: state.searchword,
      loc_mcd: state.loc_mcd.join(','),
      exp_cd: state.exp_cd,
      recruitSort: state.recruitSort === 'relation' ? '' : state.recruitSort,
      recruitPage: ''
    };
    for (var k in over) o[k] = over[k];
    if (o.recruitPage === 1 || o.recruitPage === '1') o.recruitPage = '';
    return '/zf_user/search/recruit' + S.buildQuery(o);
  }

  // ---- search (the "server side")
  function matches(job) {
    var terms = state.searchword.toLowerCase().split(/\s+/).filter(Boolean);
    for (var i = 0; i < terms.length; i++) if (job._kw.indexOf(terms[i]) === -1) return false;
    if (state.loc_mcd.length && state.loc_mcd.indexOf(job.loc_mcd) === -1) return false;
    if (state.exp_cd && job.exp_cd.indexOf(state.exp_cd) === -1) return false;
    return true;
  }
  var result = D.jobs.filter(matches);
  if (state.recruitSort === 'reg_dt') {
    result = result.map(function (j, i) { return [j, i]; }).sort(function (a, b) {
      return a[0].posted < b[0].posted ? 1 : a[0].posted > b[0].posted ? -1 : a[1] - b[1];
    }).map(function (x) { return x[0]; });
  } else if (state.recruitSort === 'closing_dt') {
    result = result.map(function (j, i) { return [j, i]; }).sort(function (a, b) {
      var da = a[0].deadline_date || '9999', db = b[0].deadline_date || '9999';
      return da < db ? -1 : da > db ? 1 : a[1] - b[1];
    }).map(function (x) { return x[0]; });
  }
  var total = result.length;
  var pages = Math.max(1, Math.ceil(total / PAGE));
  if (state.recruitPage > pages) state.recruitPage = pages;
  if (state.recruitPage < 1) state.recruitPage = 1;
  var pageJobs = result.slice((state.recruitPage - 1) * PAGE, state.recruitPage * PAGE);

  // ---- search box & title
  var kwInput = document.getElementById('ipt_keyword_recruit');
  kwInput.value = state.searchword;
  if (state.searchword) document.title = "'" + state.searchword + "' 채용정보 검색결과 - 커리어랩";
  var form = document.getElementById('search_form');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    location.href = urlWith({ searchword: kwInput.value.trim(), recruitPage: '' });
  });

  // ---- region layer
  var layer = document.getElementById('layer_area');
  var btnArea = document.getElementById('btn_area_layer');
  var depth1 = document.getElementById('area_depth1');
  depth1.innerHTML = D.regions.map(function (r) {
    var on = state.loc_mcd.indexOf(r.code) !== -1;
    return '<label for="loc_mcd_' + r.code + '"><input type="checkbox" id="loc_mcd_' + r.code + '" name="loc_mcd" value="' + r.code + '"' +
      (on ? ' checked' : '') + '> <span>' + esc(r.label) + '</span></label>';
  }).join('');
  if (state.loc_mcd.length) btnArea.innerHTML = '지역선택<span class="cnt">' + state.loc_mcd.length + '</span>';
  function openLayer(open) {
    layer.hidden = !open;
    btnArea.setAttribute('aria-expanded', open ? 'true' : 'false');
  }
  btnArea.addEventListener('click', function () { openLayer(layer.hidden); });
  document.addEventListener('click', function (e) {
    if (!layer.hidden && !layer.contains(e.target) && !btnArea.contains(e.target)) openLayer(false);
  });
  document.addEventListener('keydown', function (e) { if (e.key === 'Escape') openLayer(false); });
  document.getElementById('btn_area_clear').addEventListener('click', function () {
    depth1.querySelectorAll('input').forEach(function (i) { i.checked = false; });
  });
  document.getElementById('btn_area_apply').addEventListener('click', function () {
    var codes = [];
    depth1.querySelectorAll('input:checked').forEach(function (i) { codes.push(i.value); });
    location.href = urlWith({ loc_mcd: codes.join(','), recruitPage: '' });
  });

  // ---- career chips (apply on change)
  var chips = document.getElementById('exp_chips');
  chips.innerHTML = D.careers.map(function (c) {
    return '<label for="exp_cd_' + (c.code || 'all') + '"><input type="radio" id="exp_cd_' + (c.code || 'all') + '" name="exp_cd" value="' + c.code + '"' +
      (state.exp_cd === c.code ? ' checked' : '') + '><span>' + esc(c.label) + '</span></label>';
  }).join('');
  chips.addEventListener('change', function (e) {
    if (e.target.name === 'exp_cd') location.href = urlWith({ exp_cd: e.target.value, recruitPage: '' });
  });

  // ---- selected tags + reset
  var tags = [];
  state.loc_mcd.forEach(function (code) {
    D.regions.forEach(function (r) { if (r.code === code) tags.push(r.label); });
  });
  D.careers.forEach(function (c) { if (c.code && c.code === state.exp_cd) tags.push('경력: ' + c.label); });
  document.getElementById('selected_tags').innerHTML = tags.length
    ? tags.map(function (t) { return '<span class="tag">' + esc(t) + '</span>'; }).join(' ')
    : '<span class="none" style="color:#999">선택된 조건이 없습니다.</span>';
  document.getElementById('btn_filter_reset').addEventListener('click', function () {
    location.href = urlWith({ loc_mcd: '', exp_cd: '', recruitSort: '', recruitPage: '' });
  });

  // ---- sort
  var sortSel = document.getElementById('recruitSort');
  sortSel.value = state.recruitSort;
  sortSel.addEventListener('change', function () {
    location.href = urlWith({ recruitSort: sortSel.value === 'relation' ? '' : sortSel.value, recruitPage: '' });
  });

  // ---- list
  function conditionHtml(j) {
    var parts = j.location.split(' ');
    var href = esc(urlWith({ loc_mcd: j.loc_mcd, recruitPage: '' }));
    if (parts.length === 1) return '<span><a href="' + href + '">' + esc(j.location) + '</a></span>';
    return '<span><a href="' + href + '">' + esc(parts[0]) + '</a> <a href="' + href + '">' + esc(parts.slice(1).join(' ')) + '</a></span>';
  }
  function itemHtml(j) {
    var url = S.jobUrl(j.rec_idx);
    var dday = /^D-|마감/.test(j.deadline);
    var apply = j.apply_type === 'easy'
      ? '<button type="button" class="sri_btn_xs" title="클릭하면 입사지원할 수 있는 창이 뜹니다." data-rec-idx="' + j.rec_idx + '"><span class="sri_btn_immediately">입사지원</span></button>'
      : '<a class="sri_btn_xs homepage" href="' + esc(j.homepage_url) + '" target="_blank" rel="noopener" title="홈페이지 지원"><span class="sri_btn_homepage">홈페이지 지원</span></a>';
    return '' +
      '<div class="item_recruit" value="' + j.rec_idx + '">' +
        '<div class="area_corp">' +
          '<strong class="corp_name"><a href="' + S.companyUrl(j.csn) + '" title="' + esc(j.company) + '" target="_blank">' + esc(j.company) + '</a></strong>' +
        '</div>' +
        '<div class="area_job">' +
          '<h2 class="job_tit"><a href="' + url + '" title="' + esc(j.title) + '" target="_blank" class="data_layer"><span>' + esc(j.title) + '</span></a></h2>' +
          '<div class="job_date"><span class="date' + (dday ? ' dday' : '') + '">' + esc(j.deadline) + '</span>' + apply + '</div>' +
          '<div class="job_condition">' + conditionHtml(j) +
            '<span>' + esc(j.career) + '</span><span>' + esc(j.education) + '</span><span>' + esc(j.employment) + '</span></div>' +
          '<div class="job_sector">' + j.sectors.map(function (s) { return '<a href="' + esc(urlWith({ searchword: s, loc_mcd: '', exp_cd: '', recruitPage: '' })) + '">' + esc(s) + '</a>'; }).join(', ') +
            '<span class="job_day">등록일 ' + esc(j.posted_text) + '</span></div>' +
          '<button type="button" class="btn_scrap" title="스크랩" aria-pressed="false"><span aria-hidden="true">&#9734;</span><span class="blind">스크랩</span></button>' +
        '</div>' +
      '</div>';
  }
  function adHtml(a) {
    var url = '/zf_user/ad/landing?ad_idx=' + a.ad_idx;
    return '' +
      '<div class="item_recruit item_ad" data-ad-idx="' + a.ad_idx + '">' +
        '<div class="area_corp"><strong class="corp_name"><a href="' + url + '" title="' + esc(a.company) + '">' + esc(a.company) + '</a></strong></div>' +
        '<div class="area_job">' +
          '<h2 class="job_tit"><span class="badge_ad">' + esc(a.label) + '</span><a href="' + url + '" title="' + esc(a.title) + '" class="data_layer"><span>' + esc(a.title) + '</span></a></h2>' +
          '<div class="job_date"><span class="date">' + esc(a.date) + '</span>' +
            '<a class="sri_btn_xs" href="' + url + '"><span class="sri_btn_immediately">입사지원</span></a></div>' +
          '<div class="job_condition">' + a.condition.map(function (c) { return '<span>' + esc(c) + '</span>'; }).join('') + '</div>' +
          '<div class="job_sector">' + a.sector.map(esc).join(', ') + '</div>' +
        '</div>' +
      '</div>';
  }
  function adBlock(n) {
    var pair = D.ads.slice(n * 2, n * 2 + 2);
    return '<div class="list_recommend" data-section="recommend_ad">' +
      '<p class="tit_recommend">추천 공고<span class="label_ad">' + (n % 2 ? '광고' : 'AD') + '</span></p>' +
      pair.map(adHtml).join('') + '</div>';
  }

  var list = document.getElementById('recruit_list');
  document.getElementById('cnt_result').innerHTML = '총 <em>' + total.toLocaleString('ko-KR') + '</em>건';
  if (!total) {
    list.innerHTML = '<div class="info_no_result"><strong>' +
      (state.searchword ? "'" + esc(state.searchword) + "'에 대한 " : '') + '검색결과가 없습니다.</strong>' +
      '검색어의 철자가 정확한지 확인하시거나, 선택한 조건을 변경해 보세요.</div>';
  } else {
    var html = '', blocks = 0;
    pageJobs.forEach(function (j, i) {
      html += itemHtml(j);
      if ((i + 1) % 5 === 0 && i + 1 < pageJobs.length && blocks < 3) html += adBlock(blocks++);
    });
    list.innerHTML = html;
  }
  list.addEventListener('click', function (e) {
    var b = e.target.closest('button[data-rec-idx]');
    if (b) location.href = S.jobUrl(b.getAttribute('data-rec-idx')) + '&quick_apply=y';
  });

  // ---- pagination
  var pag = document.getElementById('pagination');
  if (pages > 1) {
    var h = '';
    if (state.recruitPage > 1) h += '<a href="' + esc(urlWith({ recruitPage: state.recruitPage - 1 })) + '" class="btnPrev" page="' + (state.recruitPage - 1) + '">이전</a>';
    for (var p = 1; p <= pages; p++) {
      h += p === state.recruitPage
        ? '<span class="page page_active" aria-current="page">' + p + '</span>'
        : '<a href="' + esc(urlWith({ recruitPage: p })) + '" class="page" page="' + p + '">' + p + '</a>';
    }
    if (state.recruitPage < pages) h += '<a href="' + esc(urlWith({ recruitPage: state.recruitPage + 1 })) + '" class="btnNext" page="' + (state.recruitPage + 1) + '">다음</a>';
    pag.innerHTML = h;
  } else {
    pag.hidden = true;
  }
})();
