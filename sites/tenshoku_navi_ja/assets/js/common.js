/* テンショクNAVI 共通スクリプト: 気になるリスト（localStorage）とユーティリティ */
var TNAVI = window.TNAVI || {};
window.TNAVI = TNAVI;

TNAVI.esc = function (s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
};

TNAVI.load = function (key) {
  try {
    var v = JSON.parse(window.localStorage.getItem(key) || '[]');
    return Object.prototype.toString.call(v) === '[object Array]' ? v : [];
  } catch (e) {
    return [];
  }
};

TNAVI.save = function (key, list) {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch (e) { /* private mode: the list is simply not kept */ }
};

TNAVI.refreshKeep = function () {
  var kept = TNAVI.load('tnavi_keep');
  var buttons = document.querySelectorAll('.js-keep');
  for (var i = 0; i < buttons.length; i++) {
    var on = kept.indexOf(buttons[i].getAttribute('data-id')) !== -1;
    buttons[i].className = 'btn btn--keep js-keep' + (on ? ' is-active' : '');
    buttons[i].setAttribute('aria-pressed', on ? 'true' : 'false');
    buttons[i].innerHTML = on ? '気になる登録済み' : '気になる';
  }
  var counts = document.querySelectorAll('.js-bookmarkCount');
  for (var k = 0; k < counts.length; k++) { counts[k].innerHTML = String(kept.length); }
};

document.addEventListener('click', function (ev) {
  var el = ev.target;
  while (el && el !== document && !(el.className && String(el.className).indexOf('js-keep') !== -1)) { el = el.parentNode; }
  if (!el || el === document) { return; }
  ev.preventDefault();
  var id = el.getAttribute('data-id');
  var kept = TNAVI.load('tnavi_keep');
  var at = kept.indexOf(id);
  if (at === -1) { kept.push(id); } else { kept.splice(at, 1); }
  TNAVI.save('tnavi_keep', kept);
  TNAVI.refreshKeep();
});

document.addEventListener('DOMContentLoaded', function () { TNAVI.refreshKeep(); });
