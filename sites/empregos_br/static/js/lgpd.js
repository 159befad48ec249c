/* Banner LGPD – Empregos Já */
(function () {
  var KEY = "ej_lgpd_consent";
  var banner = document.getElementById("lgpd-banner");
  var prefs = document.getElementById("lgpd-prefs");
  if (!banner) return;
  var saved = null;
  try { saved = window.localStorage.getItem(KEY); } catch (e) { saved = null; }
  if (!saved) banner.hidden = false;
  function store(v) {
    try { window.localStorage.setItem(KEY, JSON.stringify(v)); } catch (e) { /* modo privado */ }
    banner.hidden = true;
    if (prefs) prefs.hidden = true;
  }
  document.getElementById("lgpd-aceitar").addEventListener("click", function () {
    store({ necessarios: true, analise: true, publicidade: true, em: "2025-11-28" });
  });
  document.getElementById("lgpd-config").addEventListener("click", function () {
    if (prefs) prefs.hidden = false;
  });
  var salvar = document.getElementById("lgpd-salvar");
  if (salvar) salvar.addEventListener("click", function () {
    store({
      necessarios: true,
      analise: document.getElementById("lgpd-analytics").checked,
      publicidade: document.getElementById("lgpd-marketing").checked,
      em: "2025-11-28"
    });
  });
})();
