/* EmploiPublic - commun : modales (façon Bootstrap 3), autocomplétion du formulaire de recherche, bandeau tarteaucitron */
(function () {
  "use strict";
  var EP = window.EP = window.EP || {};
  var REF = window.EP_REFERENTIEL || { metiers: [], lieux: [] };

  function norm(s) {
    return String(s || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9]+/g, " ").trim();
  }

  // ------------------------------------------------------------------ suggestions
  EP.suggererMetiers = function (q) {
    var tokens = norm(q).split(" ").filter(Boolean);
    if (!tokens.length) { return []; }
    return REF.metiers.filter(function (m) {
      var ws = norm(m).split(" ");
      return tokens.every(function (t) { return ws.some(function (w) { return w.indexOf(t) === 0; }); });
    }).slice(0, 8).map(function (m) { return { libelle: m, code: m }; });
  };
  EP.suggererLieux = function (q) {
    var n = norm(q);
    if (!n) { return []; }
    return REF.lieux.filter(function (l) {
      return norm(l.libelle).indexOf(n) >= 0 || (/^\d+$/.test(n) && l.code.indexOf(n) === 0);
    }).slice(0, 10);
  };

  // ------------------------------------------------------------------ modales
  var ouverte = null;
  var declencheur = null;

  function fire(el, name) {
    var ev;
    try { ev = new CustomEvent(name, { bubbles: true }); } catch (e) { ev = document.createEvent("Event"); ev.initEvent(name, true, true); }
    el.dispatchEvent(ev);
  }

  EP.ouvrirModale = function (modal, trigger) {
    if (ouverte) { EP.fermerModale(ouverte); }
    declencheur = trigger || document.activeElement;
    var backdrop = document.createElement("div");
    backdrop.className = "modal-backdrop fade";
    document.body.appendChild(backdrop);
    document.body.classList.add("modal-open");
    modal.style.display = "block";
    modal.removeAttribute("aria-hidden");
    modal.setAttribute("aria-modal", "true");
    void modal.offsetWidth;
    backdrop.classList.add("in");
    modal.classList.add("in");
    modal.scrollTop = 0;
    ouverte = modal;
    modal._backdrop = backdrop;
    var first = modal.querySelector(".modal-body input:not([type=hidden]), .modal-body a, .modal-body button");
    (first || modal).focus();
    fire(modal, "ep:shown");
  };
  EP.fermerModale = function (modal) {
    modal.classList.remove("in");
    modal.style.display = "none";
    modal.setAttribute("aria-hidden", "true");
    modal.removeAttribute("aria-modal");
    if (modal._backdrop && modal._backdrop.parentNode) { modal._backdrop.parentNode.removeChild(modal._backdrop); }
    modal._backdrop = null;
    document.body.classList.remove("modal-open");
    if (ouverte === modal) { ouverte = null; }
    if (declencheur && declencheur.focus) { declencheur.focus(); }
    fire(modal, "ep:hidden");
  };

  document.addEventListener("click", function (ev) {
    var t = ev.target.closest ? ev.target.closest('[data-toggle="modal"]') : null;
    if (t) {
      ev.preventDefault();
      var m = document.querySelector(t.getAttribute("data-target"));
      if (m) { EP.ouvrirModale(m, t); }
      return;
    }
    var d = ev.target.closest ? ev.target.closest('[data-dismiss="modal"]') : null;
    if (d && ouverte) { ev.preventDefault(); EP.fermerModale(ouverte); return; }
    if (ouverte && ev.target === ouverte) { EP.fermerModale(ouverte); }
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.key === "Escape" && ouverte && !document.querySelector(".autocomplete-liste:not([hidden])")) {
      EP.fermerModale(ouverte);
    }
  });
  document.addEventListener("focusin", function (ev) {
    // Bootstrap 3 enforceFocus: focus stays in the open dialog
    if (ouverte && !ouverte.contains(ev.target) && !(ev.target.closest && ev.target.closest("#tarteaucitronRoot"))) {
      ouverte.focus();
    }
  });

  // ------------------------------------------------------------------ autocomplétion
  function autocomplete(input, listbox, source, onChoose) {
    var items = [];
    var active = -1;
    function fermer() {
      listbox.hidden = true;
      listbox.innerHTML = "";
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      items = [];
      active = -1;
    }
    function rendre() {
      items = source(input.value);
      listbox.innerHTML = "";
      if (norm(input.value).length < 2 || !items.length) { fermer(); return; }
      items.forEach(function (it, i) {
        var li = document.createElement("li");
        li.id = listbox.id + "-opt" + i;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        li.className = "autocomplete-option";
        li.textContent = it.libelle;
        li.addEventListener("mousedown", function (ev) { ev.preventDefault(); choisir(i); });
        listbox.appendChild(li);
      });
      listbox.hidden = false;
      input.setAttribute("aria-expanded", "true");
      active = -1;
    }
    function surligner(i) {
      var opts = listbox.querySelectorAll("[role=option]");
      Array.prototype.forEach.call(opts, function (o, k) {
        o.setAttribute("aria-selected", k === i ? "true" : "false");
        o.classList.toggle("active", k === i);
      });
      active = i;
      if (i >= 0 && opts[i]) { input.setAttribute("aria-activedescendant", opts[i].id); } else { input.removeAttribute("aria-activedescendant"); }
    }
    function choisir(i) {
      var it = items[i];
      if (!it) { return; }
      input.value = it.libelle;
      onChoose(it);
      fermer();
    }
    input.addEventListener("input", function () { onChoose(null); rendre(); });
    input.addEventListener("keydown", function (ev) {
      if (listbox.hidden) { return; }
      var n = items.length;
      if (ev.key === "ArrowDown") { ev.preventDefault(); surligner((active + 1) % n); }
      else if (ev.key === "ArrowUp") { ev.preventDefault(); surligner(active <= 0 ? n - 1 : active - 1); }
      else if (ev.key === "Enter" && active >= 0) { ev.preventDefault(); choisir(active); }
      else if (ev.key === "Escape") { ev.preventDefault(); fermer(); }
    });
    input.addEventListener("blur", function () { setTimeout(fermer, 150); });
  }

  function initRecherche() {
    var form = document.getElementById("formRecherche");
    if (!form) { return; }
    var mots = document.getElementById("idmotsCles-input");
    var lieuInput = document.getElementById("idlieux-input");
    var lieuCode = document.getElementById("idlieux");
    autocomplete(mots, document.getElementById("idmotsCles-liste"), EP.suggererMetiers, function () {});
    autocomplete(lieuInput, document.getElementById("idlieux-liste"), EP.suggererLieux, function (it) {
      lieuCode.value = it ? it.code : "";
    });
    form.addEventListener("submit", function () {
      if (!lieuCode.value && lieuInput.value.trim()) {
        var s = EP.suggererLieux(lieuInput.value);
        lieuCode.value = s.length ? s[0].code : lieuInput.value.trim();
      }
      if (!lieuInput.value.trim()) { lieuCode.value = ""; }
    });
  }

  // ------------------------------------------------------------------ tarteaucitron
  var COOKIE = "tarteaucitron";
  var SERVICES = [
    { key: "audience", nom: "Mesure d'audience", detail: "AT Internet - statistiques de fréquentation anonymes" },
    { key: "video", nom: "Vidéos", detail: "YouTube - vidéos de présentation des métiers" }
  ];
  function lireChoix() {
    var m = document.cookie.match(/(?:^|;\s*)tarteaucitron=([^;]*)/);
    if (!m) { return null; }
    var out = {};
    decodeURIComponent(m[1]).split("!").forEach(function (kv) {
      var p = kv.split("=");
      if (p[0]) { out[p[0]] = p[1] === "true"; }
    });
    return out;
  }
  function ecrireChoix(choix) {
    var v = SERVICES.map(function (s) { return "!" + s.key + "=" + (choix[s.key] ? "true" : "false"); }).join("");
    document.cookie = COOKIE + "=" + v + "; path=/; max-age=" + (183 * 86400) + "; SameSite=Lax";
  }

  function initTarteaucitron() {
    var root = document.createElement("div");
    root.id = "tarteaucitronRoot";
    root.setAttribute("data-nosnippet", "true");
    root.innerHTML =
      '<button type="button" id="tarteaucitronIcon" class="tarteaucitronIconBottomLeft" title="Gestion des cookies" aria-label="Gestion des cookies" hidden>' +
      '<span aria-hidden="true">&#127850;</span></button>' +
      '<div id="tarteaucitronAlertBig" class="tarteaucitronAlertBigBottom" role="region" aria-label="Gestion des cookies" hidden>' +
      '<span id="tarteaucitronDisclaimerAlert">Ce site utilise des cookies et vous donne le contrôle sur ceux que vous souhaitez activer. ' +
      'Les cookies de mesure d\'audience nous aident à améliorer le service. <a href="/informations/cookies">En savoir plus</a></span>' +
      '<span class="tarteaucitronAlertButtons">' +
      '<button type="button" class="tarteaucitronCTAButton tarteaucitronAllow" id="tarteaucitronPersonalize2"><span class="tarteaucitronCheck" aria-hidden="true"></span> Tout accepter</button>' +
      '<button type="button" class="tarteaucitronCTAButton tarteaucitronDeny" id="tarteaucitronAllDenied2"><span class="tarteaucitronCross" aria-hidden="true"></span> Tout refuser</button>' +
      '<button type="button" id="tarteaucitronCloseAlert" aria-haspopup="dialog">Personnaliser</button>' +
      '</span></div>' +
      '<div id="tarteaucitronBack" hidden></div>' +
      '<div id="tarteaucitron" role="dialog" aria-modal="true" aria-labelledby="tarteaucitronTitre" hidden>' +
      '<button type="button" id="tarteaucitronClosePanel" aria-label="Fermer le panneau de gestion des cookies">Fermer</button>' +
      '<div id="tarteaucitronServices">' +
      '<h2 id="tarteaucitronTitre" class="tarteaucitronH1">Panneau de gestion des cookies</h2>' +
      '<p>En autorisant ces services tiers, vous acceptez le dépôt et la lecture de cookies.</p>' +
      '<div class="tarteaucitronLine tarteaucitronMainLine"><span>Préférences pour tous les services</span>' +
      '<button type="button" class="tarteaucitronAllow" id="tarteaucitronAllAllowed">Tout accepter</button>' +
      '<button type="button" class="tarteaucitronDeny" id="tarteaucitronAllDenied">Tout refuser</button></div>' +
      '<ul id="tarteaucitronServicesList">' +
      SERVICES.map(function (s) {
        return '<li class="tarteaucitronLine" id="tarteaucitron-' + s.key + '"><div class="tarteaucitronName"><strong>' + s.nom + '</strong><br><small>' + s.detail + '</small></div>' +
          '<div class="tarteaucitronAsk"><button type="button" class="tarteaucitronAllow" data-service="' + s.key + '" data-valeur="true" aria-pressed="false">Autoriser</button> ' +
          '<button type="button" class="tarteaucitronDeny" data-service="' + s.key + '" data-valeur="false" aria-pressed="false">Interdire</button></div></li>';
      }).join("") +
      '</ul></div></div>';
    document.body.appendChild(root);

    var alert = document.getElementById("tarteaucitronAlertBig");
    var panel = document.getElementById("tarteaucitron");
    var back = document.getElementById("tarteaucitronBack");
    var icon = document.getElementById("tarteaucitronIcon");
    var choix = lireChoix();
    var courant = choix || {};

    function refleter() {
      SERVICES.forEach(function (s) {
        Array.prototype.forEach.call(panel.querySelectorAll('[data-service="' + s.key + '"]'), function (b) {
          b.setAttribute("aria-pressed", String(courant[s.key] === (b.getAttribute("data-valeur") === "true") && s.key in courant));
        });
      });
    }
    function fini() {
      alert.hidden = true;
      icon.hidden = false;
      document.body.classList.remove("tarteaucitron-visible");
    }
    function tous(v) {
      SERVICES.forEach(function (s) { courant[s.key] = v; });
      ecrireChoix(courant);
      refleter();
      fini();
    }
    function ouvrirPanneau() {
      panel.hidden = false;
      back.hidden = false;
      refleter();
      document.getElementById("tarteaucitronClosePanel").focus();
    }
    function fermerPanneau() {
      panel.hidden = true;
      back.hidden = true;
    }
    if (!choix) {
      alert.hidden = false;
      document.body.classList.add("tarteaucitron-visible");
    } else {
      icon.hidden = false;
    }
    document.getElementById("tarteaucitronPersonalize2").addEventListener("click", function () { tous(true); });
    document.getElementById("tarteaucitronAllDenied2").addEventListener("click", function () { tous(false); });
    document.getElementById("tarteaucitronAllAllowed").addEventListener("click", function () { tous(true); });
    document.getElementById("tarteaucitronAllDenied").addEventListener("click", function () { tous(false); });
    document.getElementById("tarteaucitronCloseAlert").addEventListener("click", ouvrirPanneau);
    icon.addEventListener("click", ouvrirPanneau);
    document.getElementById("tarteaucitronClosePanel").addEventListener("click", fermerPanneau);
    back.addEventListener("click", fermerPanneau);
    panel.addEventListener("keydown", function (ev) { if (ev.key === "Escape") { fermerPanneau(); } });
    Array.prototype.forEach.call(panel.querySelectorAll("[data-service]"), function (b) {
      b.addEventListener("click", function () {
        courant[b.getAttribute("data-service")] = b.getAttribute("data-valeur") === "true";
        SERVICES.forEach(function (s) { if (!(s.key in courant)) { courant[s.key] = false; } });
        ecrireChoix(courant);
        refleter();
        fini();
      });
    });
  }

  function init() {
    initRecherche();
    // tarteaucitron loads after the page, as the real script does
    setTimeout(initTarteaucitron, 0);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
