/* 校招通 common: tracker stub + banner carousel (manual: dots and arrows) */
window._xzt = window._xzt || [];
(function () {
  var b = document.getElementById('banner');
  if (!b) return;
  var slides = b.querySelectorAll('.slide'), dots = b.querySelectorAll('.dots a'), cur = 0;
  function go(i) {
    cur = (i + slides.length) % slides.length;
    for (var k = 0; k < slides.length; k++) {
      slides[k].className = 'slide' + (k === cur ? ' cur' : '');
      dots[k].className = k === cur ? 'cur' : '';
    }
  }
  for (var k = 0; k < dots.length; k++) {
    dots[k].onmouseover = dots[k].onclick = (function (i) { return function () { go(i); }; })(k);
  }
  b.querySelector('.prev').onclick = function () { go(cur - 1); };
  b.querySelector('.next').onclick = function () { go(cur + 1); };
})();
