/* EmploiPublic - page d'une offre : retour aux résultats, formulaire « Candidater par e-mail » de la modale Postuler */
(function () {
  "use strict";
  var MSG_OBLIGATOIRE = "Ce champ est obligatoire";
  var MSG_EMAIL = "Le format de l'adresse e-mail est incorrect";
  var MSG_FICHIER = "Le format du fichier est incorrect (PDF, DOC ou ODT)";
  var EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
  var FORMATS = /\.(pdf|doc|docx|odt)$/i;

  function groupe(input) { return input.closest(".form-group"); }

  function poserErreur(input, msg) {
    var g = groupe(input);
    var id = input.id + "-erreur";
    var span = document.getElementById(id);
    if (!msg) {
      g.classList.remove("has-error");
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
      if (span) { span.parentNode.removeChild(span); }
      return;
    }
    g.classList.add("has-error");
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id);
    if (!span) {
      span = document.createElement("span");
      span.id = id;
      span.className = "help-block erreur";
      var apres = input.type === "checkbox" ? input.closest(".checkbox") : input;
      apres.parentNode.insertBefore(span, apres.nextSibling);
    }
    span.textContent = msg;
  }

  function verifier(input) {
    var v = input.type === "checkbox" ? input.checked : (input.type === "file" ? input.files.length : input.value.trim());
    var msg = "";
    if (input.required && !v) {
      msg = MSG_OBLIGATOIRE;
    } else if (input.type === "email" && v && !EMAIL.test(input.value.trim())) {
      msg = MSG_EMAIL;
    } else if (input.type === "file" && v && !FORMATS.test(input.files[0].name)) {
      msg = MSG_FICHIER;
    }
    poserErreur(input, msg);
    return !msg;
  }

  function initCandidature() {
    var form = document.getElementById("formCandidature");
    if (!form) { return; }
    var champs = Array.prototype.slice.call(form.querySelectorAll("#cand-prenom, #cand-nom, #cand-email, #cand-tel, #cand-cv, #cand-accord"));
    champs.forEach(function (c) {
      c.addEventListener(c.type === "checkbox" || c.type === "file" ? "change" : "blur", function () {
        if (c.type !== "tel" && (groupe(c).classList.contains("has-error") || c.type === "email" && c.value)) { verifier(c); }
      });
    });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var premier = null;
      champs.forEach(function (c) {
        if (c.type === "tel") { return; }
        if (!verifier(c) && !premier) { premier = c; }
      });
      if (premier) { premier.focus(); return; }
      var btn = document.getElementById("btnEnvoyerCandidature");
      btn.disabled = true;
      btn.textContent = "Envoi en cours...";
      fetch(form.getAttribute("action"), { method: "POST", body: new FormData(form), credentials: "same-origin" })
        .then(function (r) {
          if (!r.ok) { throw new Error("HTTP " + r.status); }
          return r.json();
        })
        .then(function () {
          var body = form.closest(".modal-body");
          body.innerHTML = '<div class="alert alert-success" role="status"><span class="icon-ok" aria-hidden="true"></span> ' +
            "Votre candidature a bien été envoyée.</div>" +
            '<p>Le recruteur a reçu votre candidature pour l\'offre n° ' + form.elements.numeroOffre.value + ".</p>" +
            '<p class="text-right"><button type="button" class="btn btn-default" data-dismiss="modal">Fermer</button></p>';
          var postuler = document.getElementById("idPostuler");
          if (postuler) { postuler.textContent = "Candidature envoyée"; }
        })
        .catch(function () {
          btn.disabled = false;
          btn.textContent = "Envoyer ma candidature";
          var err = document.createElement("div");
          err.className = "alert alert-danger";
          err.setAttribute("role", "alert");
          err.textContent = "Une erreur est survenue lors de l'envoi. Veuillez réessayer.";
          form.insertBefore(err, form.firstChild);
        });
    });
  }

  function initRetour() {
    var derniere = null;
    try { derniere = sessionStorage.getItem("ep_derniere_recherche"); } catch (e) { /* ignore */ }
    if (!derniere) { return; }
    Array.prototype.forEach.call(document.querySelectorAll("a.lien-retour-resultats"), function (a) { a.href = derniere; });
  }

  document.addEventListener("DOMContentLoaded", function () {
    initCandidature();
    initRetour();
  });
})();
