/* テンショクNAVI 求人検索結果: location.search から検索結果・ページャー・PR枠・最近見た求人を描画 */
(function () {
  var T = window.TNAVI;
  var esc = T.esc;
  var params = new URLSearchParams(window.location.search);

  function vals(name) {
    return params.getAll(name).filter(function (v) { return v.replace(/\s+/g, '') !== ''; });
  }
  function norm(s) { return String(s).normalize('NFKC').toLowerCase(); }

  var kwRaw = params.getAll('kw').join(' ');
  var words = norm(vals('kw').join(' ')).split(/\s+/).filter(function (w) { return w !== ''; });
  var prs = vals('pr').map(function (v) { return parseInt(v, 10); });
  var occs = vals('oc');
  var ic = vals('ic').length ? parseInt(vals('ic')[0], 10) : 0;
  var kds = vals('kd');
  var sort = vals('sort').length ? vals('sort')[0] : 'new';

  var hits = T.JOBS.filter(function (j) {
    var hay = norm([j.title, j.company, j['catch'], j.duty, j.occ_names[0], j.occ_names[1], j.location].join(' '));
    var i;
    for (i = 0; i < words.length; i++) { if (hay.indexOf(words[i]) === -1) { return false; } }
    if (prs.length) {
      var any = false;
      for (i = 0; i < prs.length; i++) { if (j.prefs.indexOf(prs[i]) !== -1) { any = true; } }
      if (!any) { return false; }
    }
    if (occs.length && occs.indexOf(j.occ) === -1 && occs.indexOf(j.occ_parent) === -1) { return false; }
    if (j.annual < ic) { return false; }
    for (i = 0; i < kds.length; i++) { if (j.kd.indexOf(kds[i]) === -1) { return false; } }
    return true;
  });
  hits.sort(function (a, b) {
    if (sort === 'recommend') { return a.rec - b.rec; }
    if (sort === 'salary') { return (b.annual - a.annual) || (a.seq - b.seq); }
    return a.seq - b.seq;
  });

  var size = T.PAGE_SIZE;
  var total = hits.length;
  var pages = Math.max(1, Math.ceil(total / size));
  var page = parseInt(params.get('page') || '1', 10);
  if (!(page >= 1)) { page = 1; }
  if (page > pages) { page = pages; }
  var shown = hits.slice((page - 1) * size, page * size);

  function pageHref(n) {
    var p = new URLSearchParams(window.location.search);
    p['delete']('page');
    if (n > 1) { p.append('page', String(n)); }
    var qs = p.toString();
    return '/search/' + (qs ? '?' + qs : '');
  }

  function box(j) {
    var company = j.company_linked
      ? '<a href="/company/' + j.cid + '/">' + esc(j.company) + '</a>' : esc(j.company);
    var labels = '';
    for (var i = 0; i < j.labels.length; i++) {
      labels += '<span class="label label--' + (j.labels[i] === 'NEW' ? 'new' : 'urgent') + '">' + esc(j.labels[i]) + '</span>';
    }
    var duty = j.duty.length > 58 ? j.duty.substring(0, 58) + '…' : j.duty;
    var h = '';
    h += '<div class="jobSearchResult__item" id="job' + j.id + '">';
    h += '<p class="jobSearchResult__company">' + company + '</p>';
    h += '<h2 class="jobSearchResult__jobTitle"><a href="' + j.detail_url + '">' + esc(j.title) + '</a></h2>';
    if (labels) { h += '<p class="jobSearchResult__labels">' + labels + '</p>'; }
    h += '<p class="jobSearchResult__catch">' + esc(j['catch']) + '</p>';
    h += '<table class="jobSearchResult__table" cellspacing="0" cellpadding="0"><tbody>';
    h += '<tr><th>仕事内容</th><td>' + esc(duty) + '</td></tr>';
    h += '<tr><th>対象となる方</th><td>' + esc(j.target).replace(/\n/g, '<br>') + '</td></tr>';
    h += '<tr><th>勤務地</th><td>' + esc(j.location) + '</td></tr>';
    h += '<tr><th>給与</th><td>' + esc(j.salary) + '</td></tr>';
    h += '</tbody></table>';
    h += '<p class="jobSearchResult__period">掲載予定期間：' + esc(j.period) + '</p>';
    h += '<ul class="jobSearchResult__btns clearfix">';
    h += '<li><button type="button" class="btn btn--keep js-keep" data-id="' + j.id + '">気になる</button></li>';
    h += '<li><a href="' + j.detail_url + '" class="btn btn--detail">詳細を見る</a></li>';
    if (j.box_apply) { h += '<li><a href="' + j.apply_url + '" class="btn btn--apply">応募する</a></li>'; }
    h += '</ul></div>';
    return h;
  }

  function prBlock() {
    var set = T.PR[(page - 1) % T.PR.length];
    var h = '<div class="prBlock"><p class="prBlock__head"><span class="prBlock__pr">PR</span>この求人を見た人におすすめ</p><ul class="prBlock__list clearfix">';
    for (var i = 0; i < set.length; i++) {
      h += '<li class="prBlock__item"><a href="' + set[i].url + '" class="prBlock__title">' + esc(set[i].title) + '</a>' +
        '<p class="prBlock__company">' + esc(set[i].company) + '</p><p class="prBlock__place">' + esc(set[i].place) + '</p></li>';
    }
    return h + '</ul></div>';
  }

  var out = '';
  for (var i = 0; i < shown.length; i++) {
    if (i === 10) { out += prBlock(); }
    out += box(shown[i]);
  }
  if (!total) {
    out = '<p class="jobSearchResult__none">条件に一致する求人が見つかりませんでした。条件を変更して再度検索してください。</p>';
  }
  document.querySelector('.js-results').innerHTML = out;
  document.querySelector('.js-count').innerHTML = String(total);
  document.querySelector('.js-range').innerHTML = total
    ? ((page - 1) * size + 1) + '～' + ((page - 1) * size + shown.length) + '件を表示' : '0件を表示';

  if (total) {
    var pg = '<ul class="pager clearfix">';
    pg += page > 1 ? '<li class="pager__prev"><a href="' + esc(pageHref(page - 1)) + '">＜ 前へ</a></li>'
      : '<li class="pager__prev"><span class="is-disabled">＜ 前へ</span></li>';
    for (var n = 1; n <= pages; n++) {
      pg += n === page ? '<li class="pager__num is-current"><span>' + n + '</span></li>'
        : '<li class="pager__num"><a href="' + esc(pageHref(n)) + '">' + n + '</a></li>';
    }
    pg += page < pages ? '<li class="pager__next"><a href="' + esc(pageHref(page + 1)) + '">次へ ＞</a></li>'
      : '<li class="pager__next"><span class="is-disabled">次へ ＞</span></li>';
    document.querySelector('.js-pager').innerHTML = pg + '</ul>';
  }

  // 最近見た求人
  var recent = T.load('tnavi_recent');
  var rv = '';
  for (var r = 0; r < recent.length; r++) {
    if (!recent[r] || !recent[r].id) { continue; }
    rv += '<li class="recentlyViewed__item"><a href="/job/' + esc(recent[r].id) + '/">' + esc(recent[r].title) + '</a>' +
      '<span class="recentlyViewed__company">' + esc(recent[r].company) + '</span></li>';
  }
  document.querySelector('.js-recent').innerHTML = rv
    ? '<ul class="recentlyViewed__list clearfix">' + rv + '</ul>' : '<p class="recentlyViewed__empty">最近見た求人はありません。</p>';

  // 検索フォームと条件フォームに現在の条件を反映
  var top = document.forms.topSearch;
  top.elements.kw.value = kwRaw;
  if (prs.length === 1) { top.elements.pr.value = String(prs[0]); }
  var cond = document.forms.condForm;
  cond.elements.kw.value = kwRaw;
  var boxes = cond.querySelectorAll('input[type=checkbox]');
  var b;
  for (b = 0; b < boxes.length; b++) {
    var name = boxes[b].name, v = boxes[b].value;
    if ((name === 'oc' && occs.indexOf(v) !== -1) || (name === 'pr' && prs.indexOf(parseInt(v, 10)) !== -1) ||
        (name === 'kd' && kds.indexOf(v) !== -1)) { boxes[b].checked = true; }
  }
  var parents = cond.querySelectorAll('.js-occParent');
  function children(code) { return cond.querySelectorAll('.js-occChild[data-parent="' + code + '"]'); }
  for (b = 0; b < parents.length; b++) {
    if (parents[b].checked) {
      var kids = children(parents[b].value);
      for (var c = 0; c < kids.length; c++) { kids[c].checked = true; }
    }
  }
  cond.elements.ic.value = ic ? String(ic) : '';
  cond.addEventListener('change', function (ev) {
    var t = ev.target;
    if (t.className.indexOf('js-occParent') !== -1) {
      var ks = children(t.value);
      for (var x = 0; x < ks.length; x++) { ks[x].checked = t.checked; }
    } else if (t.className.indexOf('js-occChild') !== -1) {
      var code = t.getAttribute('data-parent');
      var sib = children(code), all = true;
      for (var y = 0; y < sib.length; y++) { if (!sib[y].checked) { all = false; } }
      cond.querySelector('.js-occParent[value="' + code + '"]').checked = all;
    }
  });

  var sel = document.querySelector('.js-sort');
  sel.value = sort === 'recommend' || sort === 'salary' ? sort : 'new';
  sel.addEventListener('change', function () {
    var p = new URLSearchParams(window.location.search);
    p['delete']('page');
    p['delete']('sort');
    if (sel.value !== 'new') { p.append('sort', sel.value); }
    var qs = p.toString();
    window.location.href = '/search/' + (qs ? '?' + qs : '');
  });

  if (T.refreshKeep) { T.refreshKeep(); }
})();
