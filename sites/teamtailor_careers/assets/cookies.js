(function () {
  "use strict";
  var box = document.getElementById("cookie_alert");
  if (!box) return;
  var KEY = "tt_cookie_consent";
  var stored = null;
  try { stored = window.localStorage.getItem(KEY); } catch (e) {}
  if (stored) return;
  box.hidden = false;
  box.addEventListener("click", function (ev) {
    var b = ev.target.closest("button[data-action]");
    if (!b) return;
    var v = b.getAttribute("data-action").indexOf("acceptAll") >= 0 ? "all" : "necessary";
    try { window.localStorage.setItem(KEY, v); } catch (e) {}
    box.hidden = true;
  });
})();
