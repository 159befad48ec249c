/* StackHire shared client: OneTrust-like consent banner, save (heart) buttons, toasts.  build sh-2025.11.4 */
(function () {
  "use strict";
  var SH = (window.__SH__ = window.__SH__ || {});
  SH.esc = function (s) {
    return String(s == null ? "" : s).replace(/[&<>"']/g, function (c) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c];
    });
  };
  SH.store = {
    get: function (k) { try { return window.localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { window.localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  };
  SH.toast = function (text) {
    var region = document.getElementById("sh-toast-region");
    if (!region) {
      region = document.createElement("div");
      region.id = "sh-toast-region";
      region.setAttribute("aria-live", "polite");
      region.className = "fixed bottom-24 left-1/2 z-50 -translate-x-1/2";
      document.body.appendChild(region);
    }
    region.innerHTML = '<div role="status" class="rounded-lg bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg">' + SH.esc(text) + "</div>";
    clearTimeout(SH._toastTimer);
    SH._toastTimer = setTimeout(function () { region.innerHTML = ""; }, 2600);
  };

  // Save (heart) buttons anywhere on the page
  document.addEventListener("click", function (e) {
    var btn = e.target.closest && e.target.closest('button[aria-label="Save job"]');
    if (!btn) return;
    e.preventDefault();
    e.stopPropagation();
    var on = btn.getAttribute("aria-pressed") !== "true";
    btn.setAttribute("aria-pressed", on ? "true" : "false");
    btn.setAttribute("data-selected", on ? "true" : "false");
    SH.toast(on ? "Log in to save jobs to your profile" : "Removed from saved jobs");
  }, true);

  function banner() {
    if (SH.store.get("OptanonAlertBoxClosed")) return;
    var wrap = document.createElement("div");
    wrap.id = "onetrust-consent-sdk";
    wrap.innerHTML =
      '<div id="onetrust-banner-sdk" tabindex="0" role="region" aria-label="Cookie banner" class="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white shadow-2xl">' +
      '<div class="mx-auto flex max-w-screen-2xl flex-col gap-4 px-4 py-5 md:flex-row md:items-center">' +
      '<div id="onetrust-policy" class="flex-1"><h2 id="onetrust-policy-title" class="mb-1 text-base font-semibold">We value your privacy</h2>' +
      '<p id="onetrust-policy-text" class="mb-0 text-sm text-zinc-600">We and our partners use cookies to personalize job recommendations, measure ads and analyze traffic. ' +
      'By clicking “Accept All Cookies”, you agree to the storing of cookies on your device. <a class="underline" href="/jobs?q=&amp;location=#privacy">Privacy Policy</a></p></div>' +
      '<div id="onetrust-button-group-parent" class="flex flex-wrap gap-2">' +
      '<button id="onetrust-pc-btn-handler" type="button" class="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold">Cookie Settings</button>' +
      '<button id="onetrust-reject-all-handler" type="button" class="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold">Reject All</button>' +
      '<button id="onetrust-accept-btn-handler" type="button" class="rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white">Accept All Cookies</button>' +
      "</div></div></div>";
    document.body.appendChild(wrap);
    wrap.addEventListener("click", function (e) {
      var b = e.target.closest("button");
      if (!b) return;
      if (b.id === "onetrust-pc-btn-handler") {
        SH.toast("Only strictly necessary cookies are active");
      }
      SH.store.set("OptanonAlertBoxClosed", new Date(Date.UTC(2026, 10, 30)).toISOString());
      SH.store.set("OptanonConsent", b.id === "onetrust-accept-btn-handler" ? "groups=C0001:1,C0002:1,C0004:1" : "groups=C0001:1,C0002:0,C0004:0");
      wrap.parentNode.removeChild(wrap);
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", banner);
  else banner();
})();
