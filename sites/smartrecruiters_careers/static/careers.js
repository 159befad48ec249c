/* SmartRecruiters-style career page: GET search form + "Show more jobs" (load more). */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var search = (params.get('search') || '').trim();
  var location = params.get('location') || '';
  var dept = params.get('dept') || '';

  var form = document.getElementById('st-search-form');
  var input = document.getElementById('st-search');
  var locSel = document.getElementById('st-location');
  var deptSel = document.getElementById('st-dept');
  var list = document.getElementById('st-jobs-list');
  var countEl = document.querySelector('.js-jobs-count');
  var countWrap = document.getElementById('st-jobs-count');
  var empty = document.getElementById('st-no-jobs');
  var more = document.getElementById('st-more');

  input.value = search;
  locSel.value = location;
  deptSel.value = dept;

  // Drop empty parameters from the GET query, like the real career page does.
  form.addEventListener('submit', function (ev) {
    ev.preventDefault();
    var q = new URLSearchParams();
    if (input.value.trim()) q.set('search', input.value.trim());
    if (locSel.value) q.set('location', locSel.value);
    if (deptSel.value) q.set('dept', deptSel.value);
    var qs = q.toString();
    window.location.href = form.getAttribute('action') + (qs ? '?' + qs : '');
  });

  function esc(s) {
    return String(s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }

  function matches(j) {
    var words = search.toLowerCase().split(/\s+/).filter(Boolean);
    var hay = (j.title + ' ' + j.department).toLowerCase();
    for (var i = 0; i < words.length; i++) if (hay.indexOf(words[i]) === -1) return false;
    if (location && j.city !== location) return false;
    if (dept && j.department !== dept) return false;
    return true;
  }

  function item(j) {
    return '<li class="opening-job job column wide-7of16 medium-1of2">' +
      '<a href="' + esc(j.url) + '" class="details link--block">' +
      '<h4 class="details-title job-title link--block-target">' + esc(j.title) + '</h4>' +
      '<ul class="job-list list--dotted">' +
      '<li class="job-desc">' + esc(j.location) + '</li>' +
      '<li class="job-desc">' + esc(j.type) + '</li>' +
      '<li class="job-desc">' + esc(j.department) + '</li>' +
      '</ul></a></li>';
  }

  var results = [], shown = 0, pageSize = 10;

  function showNext() {
    var next = results.slice(shown, shown + pageSize);
    list.insertAdjacentHTML('beforeend', next.map(item).join(''));
    shown += next.length;
    more.hidden = shown >= results.length;
    more.parentNode.hidden = more.hidden;
  }

  fetch('/HarborFinch/jobs.json', { credentials: 'same-origin' })
    .then(function (r) { return r.json(); })
    .then(function (data) {
      pageSize = data.pageSize || 10;
      results = data.content.filter(matches);
      countEl.textContent = results.length;
      countWrap.lastChild.textContent = results.length === 1 ? ' job' : ' jobs';
      list.innerHTML = '';
      shown = 0;
      empty.hidden = results.length !== 0;
      list.hidden = results.length === 0;
      showNext();
    });

  more.addEventListener('click', function () {
    more.disabled = true;
    more.textContent = 'Loading…';
    // small, fixed delay like a network round trip
    setTimeout(function () {
      showNext();
      more.disabled = false;
      more.textContent = 'Show more jobs';
    }, 150);
  });
})();
