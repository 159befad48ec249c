/* /web/geek/job — client-rendered job search (Vue-router-like: pushState + re-render) */
(function () {
  'use strict';
  var D = window.__ZT_STATE__, esc = ZT.esc;
  var PAGE = D.page_size;
  var ORDER = ['query', 'city', 'experience', 'degree', 'salary', 'scale', 'page'];
  var FILTERS = [
    { key: 'experience', label: '工作经验', opts: D.exps, ka: 'sel-exp', style: 'li' },
    { key: 'degree', label: '学历要求', opts: D.degrees, ka: 'sel-degree', style: 'li' },
    { key: 'salary', label: '薪资待遇', opts: D.salaries, ka: 'sel-salary', style: 'li' },
    { key: 'scale', label: '公司规模', opts: D.scales, ka: 'sel-scale', style: 'a' }
  ];
  var EXP_ORDER = ['108', '102', '101', '103', '104', '105', '106', '107'];
  var DEG_ORDER = ['209', '208', '206', '202', '203', '204', '205'];
  var state;

  function readState() {
    var p = ZT.params();
    state = {
      query: (p.query || '').trim(),
      city: p.city || '101010100',
      experience: p.experience || '', degree: p.degree || '', salary: p.salary || '', scale: p.scale || '',
      page: Math.max(1, parseInt(p.page || '1', 10) || 1)
    };
  }
  function url(over) {
    var o = {};
    ORDER.forEach(function (k) { o[k] = state[k]; });
    o.page = '';
    for (var k in over) o[k] = over[k];
    if (String(o.page) === '1') o.page = '';
    return '/web/geek/job' + ZT.query(o, ORDER);
  }
  function cityName(code) {
    for (var i = 0; i < D.cities.length; i++) if (D.cities[i].code === code) return D.cities[i].name;
    return '全国';
  }
  function search() {
    var q = state.query.toLowerCase();
    var res = D.jobs.filter(function (j) {
      if (q) {
        var hay = [j.title, j.company, j.skills.join(' '), j.duties, j.reqs].join(' ').toLowerCase();
        if (hay.indexOf(q) < 0) return false;
      }
      if (state.experience && j.exp_code !== state.experience) return false;
      if (state.degree && j.degree_code !== state.degree) return false;
      if (state.salary && j.salary_code !== state.salary) return false;
      if (state.scale && j.scale_code !== state.scale) return false;
      return true;
    });
    res.sort(function (a, b) { return a.rank - b.rank; });
    if (state.city === '100010000') return { local: res, other: [] };
    return {
      local: res.filter(function (j) { return j.city_code === state.city; }),
      other: res.filter(function (j) { return j.city_code !== state.city; })
    };
  }

  function card(j, idx) {
    var lid = 'search_list_' + (idx + 1);
    var badge = j.badge === '急聘' ? '<i class="job-tag-icon urgent-icon" title="急聘">急聘</i>' :
      (j.badge === '新' ? '<i class="job-tag-icon new-icon" title="新职位">新</i>' : '');
    var rec = j.recruiter_title === 'HR' ? esc(j.recruiter) + '<em class="info-public-title">HR</em>' : esc(j.recruiter + '·' + j.recruiter_title);
    return '<li class="job-card-wrapper" data-v-8f3c2a5d data-jid="' + esc(j.id) + '" ka="' + lid + '">' +
      '<div class="job-card-body clearfix" data-v-8f3c2a5d>' +
        '<a href="' + esc(j.url) + '" class="job-card-left" ka="' + lid + '_blank" target="_blank" data-securityid="' + esc(j.id.slice(0, 10)) + '" data-lid="' + (9000 + j.rank) + '.search.' + (idx + 1) + '">' +
          '<div class="job-title clearfix">' +
            '<span class="job-name">' + esc(j.title) + '</span>' + badge +
            '<span class="job-area-wrapper"><span class="job-area">' + esc(j.location) + '</span></span>' +
          '</div>' +
          '<div class="job-info clearfix">' +
            '<span class="salary">' + esc(j.salary) + '</span>' +
            '<ul class="tag-list"><li>' + esc(j.experience) + '</li><li>' + esc(j.degree) + '</li></ul>' +
          '</div>' +
        '</a>' +
        '<div class="job-card-right">' +
          '<div class="company-logo"><a href="/gongsi/' + esc(j.company_id) + '.html" ka="' + lid + '_company_logo" target="_blank">' + ZT.logo(j.logo, j.company) + '</a></div>' +
          '<div class="company-info">' +
            '<h3 class="company-name"><a href="/gongsi/' + esc(j.company_id) + '.html" ka="' + lid + '_company_name" target="_blank" title="' + esc(j.company) + '招聘">' + esc(j.company) + '</a></h3>' +
            '<ul class="company-tag-list"><li>' + esc(j.industry) + '</li><li>' + esc(j.stage) + '</li><li>' + esc(j.scale) + '</li></ul>' +
          '</div>' +
        '</div>' +
      '</div>' +
      '<div class="job-card-footer clearfix">' +
        '<ul class="tag-list">' + j.skills.map(function (s) { return '<li>' + esc(s) + '</li>'; }).join('') + '</ul>' +
        '<div class="info-desc">' + esc(j.welfare.join('，')) + '</div>' +
        '<div class="info-public"><img class="boss-avatar" src="/static/img/avatar' + (j.recruiter.indexOf('女士') >= 0 ? 'f' : 'm') + '.svg" alt="" width="20" height="20">' + rec + '</div>' +
        '<span class="job-pub-time">' + esc(j.posted) + '</span>' +
      '</div>' +
    '</li>';
  }

  function filterBox(f) {
    var cur = state[f.key];
    var keys = f.key === 'experience' ? EXP_ORDER : f.key === 'degree' ? DEG_ORDER : Object.keys(f.opts);
    var items = ['<li class="' + (cur ? '' : 'active') + '" ka="' + f.ka + '-0" data-val="">不限</li>'];
    keys.forEach(function (k) {
      var act = cur === k ? ' class="active"' : '';
      if (f.style === 'a') {
        items.push('<li' + act + '><a href="' + esc(url((function () { var o = {}; o[f.key] = k; return o; })())) + '" ka="' + f.ka + '-' + k + '">' + esc(f.opts[k]) + '</a></li>');
      } else {
        items.push('<li' + act + ' ka="' + f.ka + '-' + k + '" data-val="' + k + '">' + esc(f.opts[k]) + '</li>');
      }
    });
    if (f.style === 'a') items[0] = '<li class="' + (cur ? '' : 'active') + '"><a href="' + esc(url((function () { var o = {}; o[f.key] = ''; return o; })())) + '" ka="' + f.ka + '-0">不限</a></li>';
    return '<div class="condition-filter-select' + (cur ? ' is-select' : '') + '" data-key="' + f.key + '" data-v-3b9e0d4f>' +
      '<div class="current-select"><span class="placeholder-text">' + esc(cur ? f.opts[cur] : f.label) + '</span><i class="icon-arrow-down"></i></div>' +
      '<div class="filter-select-dropdown"><ul>' + items.join('') + '</ul></div></div>';
  }

  function pager(total) {
    var pages = Math.max(1, Math.ceil(total / PAGE)), p = state.page, h = [];
    if (total <= PAGE && p === 1) return '';
    h.push(p > 1 ? '<a href="' + esc(url({ page: p - 1 })) + '" ka="page-prev" class="prev">上一页</a>' : '<a href="javascript:;" class="prev disabled">上一页</a>');
    for (var i = 1; i <= pages; i++) {
      h.push(i === p ? '<a href="javascript:;" class="selected">' + i + '</a>' : '<a href="' + esc(url({ page: i })) + '" ka="page-' + i + '">' + i + '</a>');
    }
    h.push(p < pages ? '<a href="' + esc(url({ page: p + 1 })) + '" ka="page-next" class="next">下一页</a>' : '<a href="javascript:;" class="next disabled">下一页</a>');
    return '<div class="pagination-area" data-v-1a7b9c2e><div class="options-pages">' + h.join('') + '</div></div>';
  }

  function render() {
    readState();
    var r = search(), all = r.local.concat(r.other), total = all.length;
    var start = (state.page - 1) * PAGE, slice = all.slice(start, start + PAGE);
    var cname = cityName(state.city);
    document.title = (state.query ? '「' + state.query + '招聘」-2026年' + cname + state.query + '人才招聘信息' : cname + '招聘信息') + ' - 职途';
    var list = [];
    slice.forEach(function (j, i) {
      var gi = start + i;
      if (r.other.length && gi === r.local.length) {
        list.push('<li class="job-list-tip" data-v-8f3c2a5d><i class="tip-icon"></i>' +
          (r.local.length ? '当前城市职位较少，为你推荐以下其他城市的相关职位' : '当前城市暂无相关职位，为你推荐以下其他城市的相关职位') + '</li>');
      }
      list.push(card(j, i));
    });
    var hasFilter = state.experience || state.degree || state.salary || state.scale;
    var html =
      '<div class="job-search-wrapper" data-v-3b9e0d4f>' +
        '<div class="job-search-box clearfix">' +
          '<div class="city-label" ka="header-switchcity"><i class="icon-location"></i><span class="city-name">' + esc(cname) + '</span><i class="icon-arrow-down"></i></div>' +
          '<div class="city-sel" style="display:none"><div class="city-sel-title">热门城市<a href="javascript:;" class="city-close">×</a></div><ul class="city-list">' +
            D.cities.map(function (c) { return '<li data-code="' + c.code + '" ka="sel-city-' + c.code + '"' + (c.code === state.city ? ' class="cur"' : '') + '>' + esc(c.name) + '</li>'; }).join('') +
          '</ul></div>' +
          '<div class="search-input-box"><input class="input" type="text" name="query" autocomplete="off" placeholder="搜索职位、公司" maxlength="50" value="' + esc(state.query) + '"></div>' +
          '<a href="javascript:;" class="search-btn" ka="job_search_btn_click">搜索</a>' +
        '</div>' +
        '<div class="search-condition-wrapper clearfix">' + FILTERS.map(filterBox).join('') +
          (hasFilter ? '<a href="' + esc(url({ experience: '', degree: '', salary: '', scale: '' })) + '" class="clear-search-btn" ka="clear-filter">清空筛选条件</a>' :
            '<a href="javascript:;" class="clear-search-btn disabled" ka="clear-filter">清空筛选条件</a>') +
        '</div>' +
      '</div>' +
      '<div class="ad-banner ad-banner-top" ka="search_banner_ad" data-ad-id="ad_9931"><a href="/activity/vip.html" target="_blank"><span class="ad-mark">广告</span><b>职途VIP · 简历置顶，曝光提升10倍</b><span class="ad-sub">开通即送7天精选职位推荐</span></a></div>' +
      '<div class="job-list-wrapper clearfix">' +
        '<div class="search-job-result" data-v-8f3c2a5d>' +
          (total ? '<div class="job-list-header">为你找到 <b>' + total + '</b> 个相关职位<span class="sort">综合排序</span></div>' : '') +
          (slice.length ? '<ul class="job-list-box">' + list.join('') + '</ul>' :
            '<div class="job-empty-wrapper"><img src="/static/img/empty.svg" alt="" width="120" height="120"><p>没有找到相关职位，修改筛选条件试一下</p></div>') +
          pager(total) +
        '</div>' +
        '<div class="job-side-wrapper">' +
          '<div class="sign-form-box" ka="search_sign_box"><h3 class="sign-title">登录后查看更多职位</h3>' +
            '<p class="sign-sub">与上千万Boss直接沟通</p>' +
            '<div class="sign-ipt"><span class="ipt-prefix">+86</span><input type="tel" class="ipt-phone" placeholder="手机号" maxlength="11" aria-label="手机号"></div>' +
            '<a href="/web/user/" class="btn btn-sign" ka="search_sign_btn">登录/注册</a></div>' +
          '<div class="recommend-job-box" ka="guess_you_like"><h3 class="side-title">猜你喜欢<span class="side-sub">为你推荐</span></h3><ul class="recommend-list">' +
            D.recommended.map(function (x, i) {
              return '<li><a href="' + esc(x.url) + '" ka="guess_like_job_' + (i + 1) + '" target="_blank"><p class="rec-name"><span class="rec-title">' + esc(x.title) + '</span><span class="rec-salary">' + esc(x.salary) + '</span></p><p class="rec-company">' + esc(x.company) + '<em>' + esc(x.location) + '</em></p></a></li>';
            }).join('') + '</ul></div>' +
          '<div class="ad-banner ad-banner-side" ka="side_ad" data-ad-id="ad_9932"><a href="/activity/campus.html" target="_blank"><span class="ad-mark">广告</span><b>2027届秋招进行中</b><span class="ad-sub">名企直招专场 · 立即报名</span></a></div>' +
        '</div>' +
      '</div>' +
      '<div class="hot-link-wrapper" data-v-6e2d8f01>' +
        '<div class="hot-block"><h4>热门城市</h4><div class="links">' + D.cities.filter(function (c) { return c.code !== '100010000'; }).map(function (c) {
          return '<a href="/web/geek/job?city=' + c.code + '" ka="hot-city-' + c.code + '">' + esc(c.name) + '招聘</a>';
        }).join('') + '</div></div>' +
        '<div class="hot-block"><h4>热门职位</h4><div class="links">' + D.hot_positions.map(function (p, i) {
          return '<a href="/web/geek/job?query=' + encodeURIComponent(p) + '&amp;city=' + esc(state.city) + '" ka="hot-position-' + (i + 1) + '">' + esc(p) + '</a>';
        }).join('') + '</div></div>' +
      '</div>';
    document.getElementById('app').innerHTML = html;
    bind();
  }

  function go(href) {
    history.pushState(null, '', href);
    render();
    window.scrollTo(0, 0);
  }
  function bind() {
    var app = document.getElementById('app');
    var input = app.querySelector('.search-input-box input');
    function doSearch() { go(url({ query: input.value.trim(), experience: '', degree: '', salary: '', scale: '' })); }
    app.querySelector('.search-btn').addEventListener('click', doSearch);
    input.addEventListener('keydown', function (e) { if (e.key === 'Enter') doSearch(); });
    var cityLabel = app.querySelector('.city-label'), citySel = app.querySelector('.city-sel');
    cityLabel.addEventListener('click', function () { citySel.style.display = citySel.style.display === 'none' ? 'block' : 'none'; });
    citySel.querySelector('.city-close').addEventListener('click', function () { citySel.style.display = 'none'; });
    citySel.querySelectorAll('li[data-code]').forEach(function (li) {
      li.addEventListener('click', function () { go(url({ city: li.getAttribute('data-code') })); });
    });
    app.querySelectorAll('.condition-filter-select').forEach(function (box) {
      var key = box.getAttribute('data-key');
      box.addEventListener('mouseenter', function () { box.classList.add('open'); });
      box.addEventListener('mouseleave', function () { box.classList.remove('open'); });
      box.querySelector('.current-select').addEventListener('click', function (e) { e.stopPropagation(); box.classList.add('open'); });
      box.querySelectorAll('li[data-val]').forEach(function (li) {
        li.addEventListener('click', function () { var o = {}; o[key] = li.getAttribute('data-val'); go(url(o)); });
      });
    });
    /* in-app links: handled by the router */
    app.querySelectorAll('.options-pages a, .filter-select-dropdown a, a.clear-search-btn').forEach(function (a) {
      a.addEventListener('click', function (e) {
        var h = a.getAttribute('href');
        if (!h || h.indexOf('javascript:') === 0) { e.preventDefault(); return; }
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button) return;
        e.preventDefault();
        go(h);
      });
    });
  }
  document.addEventListener('click', function (e) {
    document.querySelectorAll('.condition-filter-select.open').forEach(function (b) { if (!b.contains(e.target)) b.classList.remove('open'); });
  });
  window.addEventListener('popstate', render);
  render();
  ZT.appModal();
})();
