/* テンショクNAVI 気になるリスト: localStorage に保存した求人を一覧表示 */
(function () {
  var T = window.TNAVI;
  var kept = T.load('tnavi_keep');
  var h = '';
  for (var i = 0; i < T.JOBS.length; i++) {
    var j = T.JOBS[i];
    if (kept.indexOf(j.id) !== -1) {
      h += '<li><a href="' + j.detail_url + '">' + T.esc(j.title) + '</a>（' + T.esc(j.company) + '）</li>';
    }
  }
  document.querySelector('.js-bookmarkList').innerHTML = h ? '<ul>' + h + '</ul>' : '<p>気になるリストに登録された求人はありません。</p>';
})();
