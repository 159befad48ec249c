/* EmploiPublic - recherche d'offres : liste de résultats, « Afficher les 20 offres suivantes », filtres */
(function () {
  "use strict";
  var EP = window.EP = window.EP || {};
  var D = window.EP_DONNEES;
  var SEARCH_PATH = "/candidat/offres/recherche";
  var FRAGMENT_URL = SEARCH_PATH + "/fragments/listeoffres.html";
  var STOP = {};
  D.motsVides.forEach(function (w) { STOP[w] = true; });

  function norm(s) {
    return String(s || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[^a-z0-9]+/g, " ").trim();
  }
  function words(s) {
    var n = norm(s);
    return n ? n.split(" ") : [];
  }
  EP.norm = norm;
  EP.words = words;

  function list(params, name) {
    var out = [];
    params.getAll(name).forEach(function (v) {
      v.split(",").forEach(function (x) { x = x.trim(); if (x) { out.push(x); } });
    });
    return out;
  }

  function criteres() {
    var p = new URLSearchParams(window.location.search);
    var temps = p.get("tempsPlein");
    var pub = parseInt(p.get("publication") || "", 10);
    var range = /^(\d+)-(\d+)$/.exec(p.get("range") || "");
    return {
      motsCles: (p.get("motsCles") || "").trim(),
      lieux: (p.get("lieux") || "").trim(),
      typeContrat: list(p, "typeContrat").map(function (c) { return c.toUpperCase(); }),
      tempsPlein: temps === "true" ? true : (temps === "false" ? false : null),
      experience: list(p, "experience"),
      publication: isNaN(pub) || pub <= 0 ? null : pub,
      rangeFin: range ? parseInt(range[2], 10) : null
    };
  }

  function matchMots(o, q) {
    var tokens = words(q).filter(function (t) { return !STOP[t]; });
    if (!tokens.length) { return true; }
    var ws = words(o.titre + " " + o.appellation + " " + o.motsCles);
    return tokens.every(function (t) {
      return ws.some(function (w) { return w.indexOf(t) === 0; });
    });
  }

  function resoudreLieu(code) {
    // a place typed and never picked from the list: the first suggestion it names
    var s = EP.suggererLieux ? EP.suggererLieux(code) : [];
    return s.length ? s[0].code : null;
  }

  function matchLieu(o, lieux) {
    var codes = lieux.split(",").map(function (c) { return c.trim(); }).filter(Boolean);
    if (!codes.length) { return true; }
    var l = o.lieu;
    return codes.some(function (c) {
      c = c.toUpperCase();
      if (!/^(\d{2}|2A|2B)D?$/.test(c) && !/^\d{2}R$/.test(c) && !/^\d{5}$/.test(c)) {
        c = resoudreLieu(c);
        if (!c) { return false; }
      }
      if (/^(\d{2}|2A|2B)D?$/.test(c)) { return l.dept === c.slice(0, 2); }
      if (/^\d{2}R$/.test(c)) { return l.region === c; }
      return l.insee === c || l.parent === c;
    });
  }

  function rechercher(c) {
    var hits = D.offres.filter(function (o) {
      return matchMots(o, c.motsCles) && matchLieu(o, c.lieux) &&
        (!c.typeContrat.length || c.typeContrat.indexOf(o.contrat) >= 0) &&
        (c.tempsPlein === null || o.tempsPlein === c.tempsPlein) &&
        (!c.experience.length || c.experience.indexOf(o.experience) >= 0) &&
        (c.publication === null || o.age < c.publication);
    });
    hits.sort(function (a, b) { return a.rang - b.rang; });
    var own = hits.filter(function (o) { return !o.partenaire; });
    var partners = hits.filter(function (o) { return !!o.partenaire; });
    var out = [];
    while (own.length || partners.length) {
      if ((out.length + 1) % D.partenaireTous === 0 && partners.length) {
        out.push(partners.shift());
      } else if (own.length) {
        out.push(own.shift());
      } else {
        out.push(partners.shift());
      }
    }
    return out;
  }

  var etat = { resultats: [], affichees: 0, chargement: false };

  function libelleLieu(code) {
    var ref = (window.EP_REFERENTIEL || {}).lieux || [];
    var up = code.toUpperCase();
    if (/^\d{2}$/.test(up)) { up += "D"; }
    for (var i = 0; i < ref.length; i++) {
      if (ref[i].code === up) { return ref[i].libelle; }
    }
    return code;
  }

  function majCompteurs() {
    var total = etat.resultats.length;
    var vues = document.getElementById("nbOffresVues");
    var btn = document.getElementById("btnAfficherPlus");
    if (total > 0) {
      vues.textContent = "Vous avez vu " + etat.affichees + " offre" + (etat.affichees > 1 ? "s" : "") + " sur " + total;
      vues.hidden = false;
    } else {
      vues.hidden = true;
    }
    if (etat.affichees < total) {
      btn.hidden = false;
      btn.setAttribute("data-range", etat.affichees + "-" + (etat.affichees + D.taillePage - 1));
    } else if (btn.parentNode) {
      btn.parentNode.removeChild(btn);
    }
    var ul = document.querySelector("ul.result-list");
    ul.setAttribute("data-nb-resultats", String(etat.affichees));
  }

  EP.recherche = {
    criteres: criteres,
    rechercher: rechercher,
    afficher: function () {
      var c = criteres();
      etat.criteres = c;
      etat.resultats = rechercher(c);
      var total = etat.resultats.length;
      var n = Math.min(total, Math.max(D.taillePage, c.rangeFin === null ? 0 : c.rangeFin + 1));
      var ul = document.querySelector("ul.result-list");
      ul.innerHTML = etat.resultats.slice(0, n).map(function (o) { return o.html; }).join("\n");
      etat.affichees = n;
      var titre = document.getElementById("titreResultats");
      titre.textContent = total === 0 ? "Aucune offre d'emploi" : total + (total > 1 ? " offres d'emploi" : " offre d'emploi");
      var crit = [];
      if (c.motsCles) { crit.push("« " + c.motsCles + " »"); }
      if (c.lieux) { crit.push(libelleLieu(c.lieux)); }
      document.getElementById("critereResultats").textContent = crit.length ? "Votre recherche : " + crit.join(" - ") : "Toutes les offres";
      document.querySelector(".aucun-resultat").hidden = total !== 0;
      document.title = (c.motsCles ? "Offres d'emploi " + c.motsCles : "Offres d'emploi") + " | EmploiPublic";
      // the search form shows the search
      var mots = document.getElementById("idmotsCles-input");
      if (mots) { mots.value = c.motsCles; }
      if (c.lieux) {
        document.getElementById("idlieux").value = c.lieux;
        document.getElementById("idlieux-input").value = libelleLieu(c.lieux);
      }
      majCompteurs();
      try { sessionStorage.setItem("ep_derniere_recherche", window.location.pathname + window.location.search); } catch (e) { /* ignore */ }
    }
  };

  var fragmentPromise = null;
  function fragment() {
    if (!fragmentPromise) {
      fragmentPromise = fetch(FRAGMENT_URL, { headers: { "X-Requested-With": "XMLHttpRequest" }, credentials: "same-origin" })
        .then(function (r) {
          if (!r.ok) { throw new Error("HTTP " + r.status); }
          return r.text();
        })
        .then(function (text) {
          var t = document.createElement("template");
          t.innerHTML = text;
          var map = {};
          Array.prototype.forEach.call(t.content.querySelectorAll("li[data-id-offre]"), function (li) {
            map[li.getAttribute("data-id-offre")] = li;
          });
          return map;
        });
      fragmentPromise.catch(function () { fragmentPromise = null; });
    }
    return fragmentPromise;
  }

  function afficherPlus(ev) {
    ev.preventDefault();
    if (etat.chargement || etat.affichees >= etat.resultats.length) { return; }
    etat.chargement = true;
    var btn = document.getElementById("btnAfficherPlus");
    var loader = document.querySelector(".results-more .chargement");
    btn.setAttribute("aria-disabled", "true");
    btn.classList.add("disabled");
    loader.hidden = false;
    var debut = etat.affichees;
    var fin = debut + D.taillePage - 1;
    fragment().then(function (map) {
      return new Promise(function (resolve) { setTimeout(function () { resolve(map); }, 250); });
    }).then(function (map) {
      var ul = document.querySelector("ul.result-list");
      var lot = etat.resultats.slice(debut, fin + 1);
      lot.forEach(function (o) {
        var li = map[o.id];
        ul.appendChild(li ? document.importNode(li, true) : document.createRange().createContextualFragment(o.html));
      });
      etat.affichees = debut + lot.length;
      var p = new URLSearchParams(window.location.search);
      p.set("range", debut + "-" + fin);
      var qs = p.toString().replace(/%2C/gi, ",");
      history.replaceState(history.state, "", window.location.pathname + "?" + qs);
      try { sessionStorage.setItem("ep_derniere_recherche", window.location.pathname + window.location.search); } catch (e) { /* ignore */ }
    }).catch(function () {
      var err = document.createElement("p");
      err.className = "alert alert-danger";
      err.setAttribute("role", "alert");
      err.textContent = "Le chargement des offres a échoué. Veuillez réessayer.";
      loader.parentNode.appendChild(err);
    }).then(function () {
      etat.chargement = false;
      loader.hidden = true;
      var b = document.getElementById("btnAfficherPlus");
      if (b) { b.removeAttribute("aria-disabled"); b.classList.remove("disabled"); }
      majCompteurs();
    });
  }

  // --------------------------------------------------------------- filtres
  function initFiltres() {
    var form = document.getElementById("formFiltres");
    if (!form) { return; }
    var c = etat.criteres || criteres();
    function coche(name, values) {
      Array.prototype.forEach.call(form.querySelectorAll('input[name="' + name + '"]'), function (i) {
        i.checked = values.indexOf(i.value) >= 0;
      });
    }
    function presetter() {
      coche("typeContrat", c.typeContrat);
      coche("tempsPlein", [c.tempsPlein === null ? "" : String(c.tempsPlein)]);
      coche("experience", c.experience);
      coche("publication", c.publication === null ? [] : [String(c.publication)]);
    }
    presetter();
    var actifs = c.typeContrat.length + (c.tempsPlein === null ? 0 : 1) + c.experience.length + (c.publication === null ? 0 : 1);
    var badge = document.getElementById("nbFiltres");
    if (actifs) { badge.textContent = String(actifs); badge.hidden = false; }

    function valeurs(name) {
      return Array.prototype.filter.call(form.querySelectorAll('input[name="' + name + '"]'), function (i) { return i.checked && i.value; })
        .map(function (i) { return i.value; });
    }
    function urlRecherche(avecFiltres) {
      var parts = ["motsCles=" + encodeURIComponent(c.motsCles), "lieux=" + encodeURIComponent(c.lieux).replace(/%2C/gi, ",")];
      if (avecFiltres) {
        var tc = valeurs("typeContrat"), tp = valeurs("tempsPlein"), ex = valeurs("experience"), pu = valeurs("publication");
        if (tc.length) { parts.push("typeContrat=" + tc.join(",")); }
        if (tp.length) { parts.push("tempsPlein=" + tp[0]); }
        if (ex.length) { parts.push("experience=" + ex.join(",")); }
        if (pu.length) { parts.push("publication=" + pu[0]); }
      }
      return SEARCH_PATH + "?" + parts.join("&");
    }
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      window.location.assign(urlRecherche(true));
    });
    document.getElementById("btnReinitialiserFiltres").addEventListener("click", function () {
      Array.prototype.forEach.call(form.querySelectorAll("input"), function (i) { i.checked = i.value === "" && i.name === "tempsPlein"; });
      if (actifs) { window.location.assign(urlRecherche(false)); }
    });
    // closing the dialog without applying puts back what the search uses
    var modal = document.getElementById("PopinFiltres");
    modal.addEventListener("ep:hidden", presetter);
  }

  document.addEventListener("DOMContentLoaded", function () {
    var btn = document.getElementById("btnAfficherPlus");
    if (btn) { btn.addEventListener("click", afficherPlus); }
    initFiltres();
  });
})();
