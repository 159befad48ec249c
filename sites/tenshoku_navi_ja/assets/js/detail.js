/* テンショクNAVI 求人詳細: 閲覧履歴（最近見た求人）を localStorage に記録 */
(function () {
  var T = window.TNAVI;
  var me = window.TNAVI_VIEWED;
  if (!me) { return; }
  var list = T.load('tnavi_recent').filter(function (r) { return r && r.id !== me.id; });
  list.unshift(me);
  T.save('tnavi_recent', list.slice(0, 5));
})();
