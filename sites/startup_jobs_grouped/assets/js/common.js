/* LaunchList shared bits: cookie bar, toasts, save buttons */
(function () {
  var LL = window.LL = window.LL || {};
  LL.esc = function (s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  };
  LL.toast = function (msg) {
    var t = document.getElementById("ll-toast");
    if (!t) {
      t = document.createElement("div");
      t.id = "ll-toast";
      t.className = "styles_toast__Yh3Fq";
      t.setAttribute("role", "status");
      t.setAttribute("aria-live", "polite");
      document.body.appendChild(t);
    }
    t.textContent = msg;
    t.classList.add("styles_toastShow__Q9aZe");
    clearTimeout(LL._toastTimer);
    LL._toastTimer = setTimeout(function () { t.classList.remove("styles_toastShow__Q9aZe"); }, 2600);
  };
  LL.saved = {};
  document.addEventListener("click", function (e) {
    var b = e.target.closest("[data-save]");
    if (!b) return;
    e.preventDefault();
    var id = b.getAttribute("data-save");
    LL.saved[id] = !LL.saved[id];
    b.setAttribute("aria-pressed", LL.saved[id] ? "true" : "false");
    b.querySelector(".ll-save-label") ? (b.querySelector(".ll-save-label").textContent = LL.saved[id] ? "Saved" : "Save")
      : (b.textContent = LL.saved[id] ? "Saved" : "Save");
    LL.toast(LL.saved[id] ? "Saved. Sign up to keep your saved jobs." : "Removed from saved jobs");
  });
  function cookieBar() {
    var bar = document.getElementById("cookie-bar");
    if (!bar) return;
    var v = null;
    try { v = window.localStorage.getItem("ll_cookie_consent"); } catch (err) { v = null; }
    if (!v) bar.hidden = false;
    bar.addEventListener("click", function (e) {
      var b = e.target.closest("[data-cookie]");
      if (!b) return;
      try { window.localStorage.setItem("ll_cookie_consent", b.getAttribute("data-cookie")); } catch (err) { /* private mode */ }
      bar.hidden = true;
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", cookieBar); else cookieBar();
  /* analytics stub, as real boards have; sends nothing */
  window.dataLayer = window.dataLayer || [];
  LL.track = function (ev, props) { window.dataLayer.push({ event: ev, props: props || {} }); };
})();
