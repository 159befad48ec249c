/* 职途 common runtime (utils, toast, app download modal) */
(function () {
  'use strict';
  var ZT = window.ZT = {};
  ZT.esc = function (s) {
    return String(s == null ? '' : s).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  };
  ZT.params = function (search) {
    var out = {}, s = (search == null ? location.search : search).replace(/^\?/, '');
    if (!s) return out;
    s.split('&').forEach(function (kv) {
      if (!kv) return;
      var i = kv.indexOf('='), k = i < 0 ? kv : kv.slice(0, i), v = i < 0 ? '' : kv.slice(i + 1);
      try { out[decodeURIComponent(k)] = decodeURIComponent(v.replace(/\+/g, ' ')); } catch (e) { out[k] = v; }
    });
    return out;
  };
  ZT.query = function (o, order) {
    var keys = order || Object.keys(o), parts = [];
    keys.forEach(function (k) {
      if (o[k] !== undefined && o[k] !== null && o[k] !== '') parts.push(encodeURIComponent(k) + '=' + encodeURIComponent(o[k]));
    });
    return parts.length ? '?' + parts.join('&') : '';
  };
  ZT.toast = function (msg) {
    var t = document.createElement('div');
    t.className = 'zt-toast';
    t.textContent = msg;
    document.body.appendChild(t);
    setTimeout(function () { if (t.parentNode) t.parentNode.removeChild(t); }, 2200);
  };
  /* seeded PRNG (mulberry32) for stable cosmetic values */
  ZT.rng = function (seed) {
    var a = 0;
    for (var i = 0; i < seed.length; i++) a = (a * 31 + seed.charCodeAt(i)) | 0;
    return function () {
      a |= 0; a = a + 0x6D2B79F5 | 0;
      var t = Math.imul(a ^ a >>> 15, 1 | a);
      t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
      return ((t ^ t >>> 14) >>> 0) / 4294967296;
    };
  };
  ZT.logoColor = function (name) {
    var cs = ['#00bebd', '#4d7cfe', '#ff8a00', '#f5455c', '#7a5af8', '#1aad19', '#3b82f6', '#e6a23c'];
    var r = ZT.rng(name)();
    return cs[Math.floor(r * cs.length)];
  };
  ZT.logo = function (text, name, cls) {
    return '<span class="' + (cls || 'company-logo-img') + '" style="background:' + ZT.logoColor(name) + '" aria-hidden="true">' + ZT.esc(text) + '</span>';
  };
  /* "扫码下载APP" dialog, 1 s after load, over the whole page until × */
  ZT.appModal = function () {
    setTimeout(function () {
      if (document.querySelector('.app-download-dialog')) return;
      var m = document.createElement('div');
      m.className = 'dialog-wrap app-download-dialog';
      m.setAttribute('ka', 'app-download-dialog');
      m.innerHTML = '<div class="dialog-layer"></div>' +
        '<div class="dialog-container" role="dialog" aria-modal="true">' +
        '<div class="dialog-title"><h3 class="title">扫码下载APP</h3><a href="javascript:;" class="close" ka="app-dialog-close" title="关闭">×</a></div>' +
        '<div class="dialog-con"><img class="qrcode" src="/static/img/qrcode.svg" alt="职途APP二维码" width="140" height="140">' +
        '<p>与Boss直接开聊，随时随地找工作</p><p class="gray">打开微信或手机相机扫一扫</p></div></div>';
      document.body.appendChild(m);
      document.body.classList.add('dialog-open');
      m.querySelector('.close').addEventListener('click', function () {
        m.parentNode.removeChild(m);
        document.body.classList.remove('dialog-open');
      });
    }, 1000);
  };
  document.addEventListener('click', function (e) {
    var a = e.target.closest && e.target.closest('.js-app-link');
    if (a) { e.preventDefault(); ZT.toast('请使用手机扫码下载职途APP'); }
  });
})();
