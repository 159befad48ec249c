/* JobWelt – shared: cookie consent banner */
(function () {
  "use strict";
  var KEY = "jobwelt_cookie_consent";

  function stored() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }
  function save(choice) {
    try { localStorage.setItem(KEY, JSON.stringify(choice)); } catch (e) { /* private mode */ }
  }

  function buildBanner() {
    var el = document.createElement("div");
    el.id = "cookie-banner";
    el.className = "cc-banner";
    el.setAttribute("role", "dialog");
    el.setAttribute("aria-modal", "false");
    el.setAttribute("aria-labelledby", "cc-title");
    el.setAttribute("aria-describedby", "cc-desc");
    el.setAttribute("data-at", "cookie-banner");
    el.innerHTML =
      '<div class="cc-banner__inner">' +
      '<div class="cc-banner__text">' +
      '<h2 class="cc-banner__title" id="cc-title">Ihre Privatsphäre ist uns wichtig</h2>' +
      '<p id="cc-desc">Wir verwenden Cookies und ähnliche Technologien, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen, ' +
      "die Nutzung zu analysieren und Ihnen passende Stellenangebote anzuzeigen. Mit „Alle akzeptieren“ stimmen Sie der Verwendung aller Cookies zu. " +
      'Unter „Einstellungen“ können Sie Ihre Auswahl anpassen. Weitere Informationen finden Sie in unserer <a href="/datenschutz">Datenschutzerklärung</a>.</p>' +
      "</div>" +
      '<div class="cc-banner__settings" id="cc-settings-panel" hidden>' +
      '<fieldset><legend>Cookie-Kategorien</legend>' +
      '<label class="cc-opt"><input type="checkbox" checked disabled> <span><strong>Notwendig</strong> – für den Betrieb der Website erforderlich</span></label>' +
      '<label class="cc-opt"><input type="checkbox" id="cc-statistik"> <span><strong>Statistik</strong> – hilft uns zu verstehen, wie die Website genutzt wird</span></label>' +
      '<label class="cc-opt"><input type="checkbox" id="cc-marketing"> <span><strong>Marketing</strong> – personalisierte Stellenempfehlungen und Werbung</span></label>' +
      "</fieldset>" +
      '<button type="button" class="btn btn--secondary" id="cc-save">Auswahl speichern</button>' +
      "</div>" +
      '<div class="cc-banner__actions">' +
      '<button type="button" class="btn btn--link" id="cc-einstellungen" aria-expanded="false" aria-controls="cc-settings-panel">Einstellungen</button>' +
      '<button type="button" class="btn btn--secondary" id="cc-necessary" data-at="cookie-necessary">Nur notwendige</button>' +
      '<button type="button" class="btn btn--primary" id="cc-accept" data-at="cookie-accept-all">Alle akzeptieren</button>' +
      "</div>" +
      "</div>";
    return el;
  }

  function show() {
    if (document.getElementById("cookie-banner")) return;
    var el = buildBanner();
    document.body.appendChild(el);
    document.body.classList.add("has-cc-banner");
    function close(choice) {
      save(choice);
      el.remove();
      document.body.classList.remove("has-cc-banner");
    }
    el.querySelector("#cc-accept").addEventListener("click", function () {
      close({ necessary: true, statistik: true, marketing: true });
    });
    el.querySelector("#cc-necessary").addEventListener("click", function () {
      close({ necessary: true, statistik: false, marketing: false });
    });
    var settingsBtn = el.querySelector("#cc-einstellungen");
    var panel = el.querySelector("#cc-settings-panel");
    settingsBtn.addEventListener("click", function () {
      var open = panel.hidden;
      panel.hidden = !open;
      settingsBtn.setAttribute("aria-expanded", open ? "true" : "false");
    });
    el.querySelector("#cc-save").addEventListener("click", function () {
      close({ necessary: true, statistik: el.querySelector("#cc-statistik").checked, marketing: el.querySelector("#cc-marketing").checked });
    });
  }

  function init() {
    if (!stored()) show();
    document.addEventListener("click", function (e) {
      if (e.target.closest("[data-cookie-settings]")) {
        show();
        var b = document.getElementById("cc-einstellungen");
        if (b && b.getAttribute("aria-expanded") !== "true") b.click();
      }
    });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();
