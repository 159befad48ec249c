/* 校招通 campus list: filter rows / keyword search from location.search (type, industry, city, keyword, page) */
(function () {
  var D = window.__CAMPUS__;
  if (!D) return;
  function parse(s) {
    var o = {};
    s.replace(/^\?/, '').split('&').forEach(function (kv) {
      if (!kv) return;
      var i = kv.indexOf('='), k = i < 0 ? kv : kv.slice(0, i), v = i < 0 ? '' : kv.slice(i + 1);
      try { o[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' ')); } catch (e) { o[k] = v; }
    });
    return o;
  }
  function esc(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  function qs(o) {
    var a = [];
    ['type', 'industry', 'city', 'keyword', 'page'].forEach(function (k) {
      if (o[k]) a.push(k + '=' + encodeURIComponent(o[k]));
    });
    return a.join('&');
  }
  var q = parse(location.search);
  var st = { type: q.type || 'fulltime', industry: q.industry || 'it', city: q.city || '', keyword: (q.keyword || '').trim() };
  var page = parseInt(q.page, 10) || 0;

  // filter links keep the other conditions (as the server would render them)
  var rows = document.querySelectorAll('#selbox .sel-row');
  for (var r = 0; r < rows.length; r++) {
    var param = rows[r].getAttribute('data-param'), links = rows[r].querySelectorAll('a');
    for (var i = 0; i < links.length; i++) {
      var v = links[i].getAttribute('data-v'), o = { type: st.type, industry: st.industry, city: st.city, keyword: st.keyword };
      o[param] = v;
      links[i].href = '/campus/list?' + qs(o);
      links[i].className = (st[param] || '') === v ? 'on' : '';
    }
  }
  var f = document.getElementById('soForm');
  if (f) {
    f.type.value = st.type; f.industry.value = st.industry; f.city.value = st.city; f.keyword.value = st.keyword;
  }

  var filtered = st.type !== 'fulltime' || st.industry !== 'it' || st.city || st.keyword || page;
  if (!filtered) return;

  var cityName = D.cities[st.city] || '';
  var list = (st.type === 'fulltime' && st.industry === 'it') ? D.list.filter(function (j) {
    if (st.city && !(j.l === '全国' || j.l.split('/').indexOf(cityName) >= 0)) return false;
    if (st.keyword && j.t.indexOf(st.keyword) < 0 && j.c.indexOf(st.keyword) < 0) return false;
    return true;
  }) : [];
  var total = list.length, pages = Math.max(1, Math.ceil(total / D.pageSize));
  page = Math.min(Math.max(page || 1, 1), pages);
  var chunk = list.slice((page - 1) * D.pageSize, page * D.pageSize);

  var bd = document.querySelector('.list-bd'), tpl = bd.getAttribute('data-tpl');
  var tags = { '急': 'ji', '热门': 'hot', '宣讲会': 'xjh' };
  var box = document.getElementById('jobList'), html = '';
  chunk.forEach(function (j, n) {
    var com = '<a href="/company/' + j.cid + '.html" target="_blank" title="' + esc(j.c) + '">' + esc(j.c) + '</a>';
    var pos = '<a href="/job/' + j.id + '.html" target="_blank" title="' + esc(j.t) + '">' + esc(j.t) + '</a>';
    if (tpl === 'table') {
      html += '<tr class="' + (n % 2 ? 'even' : 'odd') + '" data-jid="' + j.id + '"><td class="c1">' + com.replace('<a ', '<a class="cname" ') +
        '</td><td class="c2">' + pos.replace('<a ', '<a class="jname" ') +
        (j.g ? ' <i class="ico ico-' + tags[j.g] + '" title="' + j.g + '">' + j.g + '</i>' : '') +
        '</td><td class="c3">' + esc(j.l) + '</td><td class="c4">' + j.d.slice(5) + '</td></tr>';
    } else {
      html += '<li class="zp-item clearfix" data-id="' + j.id + '"><span class="zp-com">' + com + '</span><span class="zp-pos">' + pos +
        '</span><span class="zp-city">' + esc(j.l) + '</span><span class="zp-date">' + j.d + '</span>' +
        (j.g ? '<em class="zp-tag zp-tag--' + tags[j.g] + '">' + j.g + '</em>' : '') + '</li>';
    }
  });
  if (tpl === 'table') box.querySelector('tbody').innerHTML = html; else box.innerHTML = html;
  box.style.display = total ? '' : 'none';
  document.getElementById('noData').style.display = total ? 'none' : '';
  document.getElementById('listSum').innerHTML = '共找到 <b>' + total + '</b> 条职位信息';

  var base = { type: st.type, industry: st.industry, city: st.city, keyword: st.keyword };
  function url(p) { var o = {}; for (var k in base) o[k] = base[k]; if (p > 1) o.page = String(p); return '/campus/list?' + qs(o); }
  var pg = '<a href="' + url(1) + '">首页</a>';
  pg += page > 1 ? '<a href="' + url(page - 1) + '" class="prev">上一页</a>' : '<span class="disabled">上一页</span>';
  for (var p = 1; p <= pages; p++) pg += p === page ? '<span class="current">' + p + '</span>' : '<a href="' + url(p) + '">' + p + '</a>';
  pg += page < pages ? '<a href="' + url(page + 1) + '" class="next">下一页</a>' : '<span class="disabled">下一页</span>';
  pg += '<a href="' + url(pages) + '">尾页</a><span class="total">共' + total + '条</span>';
  document.getElementById('pager').innerHTML = pg;
})();
