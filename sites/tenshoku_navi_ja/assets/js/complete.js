/* テンショクNAVI 応募完了: 応募した求人名を表示 */
(function () {
  var id = new URLSearchParams(window.location.search).get('id');
  var jobs = (window.TNAVI && window.TNAVI.JOBS) || [];
  for (var i = 0; i < jobs.length; i++) {
    if (jobs[i].id === id) {
      document.querySelector('.js-doneJob').innerHTML = '応募先：' + window.TNAVI.esc(jobs[i].company) + '「' + window.TNAVI.esc(jobs[i].title) + '」';
    }
  }
})();
