/* Página da vaga – formulário de candidatura (Empregos Já) */
(function () {
  "use strict";
  var modal = document.getElementById("candidatura");
  var btn = document.getElementById("btn-candidatar");
  if (!modal || !btn) return;
  var form = document.getElementById("form-candidatura");
  var ok = document.getElementById("candidatura-ok");
  var status = document.getElementById("status-envio");

  function abrir() { modal.hidden = false; document.body.classList.add("modal-aberto"); var n = document.getElementById("c-nome"); if (n) n.focus(); }
  function fechar() { modal.hidden = true; document.body.classList.remove("modal-aberto"); }
  btn.addEventListener("click", abrir);
  document.getElementById("fechar-candidatura").addEventListener("click", fechar);
  modal.addEventListener("click", function (ev) { if (ev.target === modal) fechar(); });
  document.addEventListener("keydown", function (ev) { if (ev.key === "Escape" && !modal.hidden) fechar(); });
  if (window.location.hash === "#candidatura") abrir();

  function dig(s) { return (s || "").replace(/\D/g, ""); }
  var cel = form.elements.celular, cpf = form.elements.cpf, pret = form.elements.pretensao;
  cel.addEventListener("input", function () {
    var d = dig(cel.value).slice(0, 11), o = "";
    if (d.length > 0) o = "(" + d.slice(0, 2);
    if (d.length >= 3) o += ") " + d.slice(2, 7);
    if (d.length >= 8) o += "-" + d.slice(7, 11);
    cel.value = o;
  });
  cpf.addEventListener("input", function () {
    var d = dig(cpf.value).slice(0, 11), o = d.slice(0, 3);
    if (d.length > 3) o += "." + d.slice(3, 6);
    if (d.length > 6) o += "." + d.slice(6, 9);
    if (d.length > 9) o += "-" + d.slice(9, 11);
    cpf.value = o;
  });
  pret.addEventListener("input", function () {
    var d = dig(pret.value).replace(/^0+/, "").slice(0, 9);
    if (!d) { pret.value = ""; return; }
    while (d.length < 3) d = "0" + d;
    var inteiro = d.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
    pret.value = "R$ " + inteiro + "," + d.slice(-2);
  });

  function cpfValido(c) {
    c = dig(c);
    if (c.length !== 11 || /^(\d)\1+$/.test(c)) return false;
    for (var t = 9; t < 11; t++) {
      var s = 0;
      for (var i = 0; i < t; i++) s += parseInt(c[i], 10) * (t + 1 - i);
      var r = (s * 10) % 11; if (r === 10) r = 0;
      if (r !== parseInt(c[t], 10)) return false;
    }
    return true;
  }

  function setErr(name, msg) {
    var el = form.querySelector('[data-err="' + name + '"]');
    var inp = form.elements[name];
    if (el) el.textContent = msg || "";
    if (inp && inp.setAttribute) { if (msg) inp.setAttribute("aria-invalid", "true"); else inp.removeAttribute("aria-invalid"); }
  }

  function validar() {
    var e = {}, f = form.elements;
    if (!f.nome.value.trim()) e.nome = "Campo obrigatório";
    if (!f.email.value.trim()) e.email = "Campo obrigatório";
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(f.email.value.trim())) e.email = "E-mail inválido";
    var c = dig(f.celular.value);
    if (!c) e.celular = "Campo obrigatório";
    else if (c.length !== 11 || c[2] !== "9") e.celular = "Celular inválido";
    if (f.cpf.value.trim() && !cpfValido(f.cpf.value)) e.cpf = "CPF inválido";
    if (f.linkedin.value.trim() && !/^https?:\/\/\S+\.\S+/.test(f.linkedin.value.trim())) e.linkedin = "URL inválida";
    var file = f.curriculo.files && f.curriculo.files[0];
    if (!file) e.curriculo = "Campo obrigatório";
    else if (!/\.pdf$/i.test(file.name) && file.type !== "application/pdf") e.curriculo = "Envie o currículo em PDF";
    if (!f.aceite_lgpd.checked) e.aceite_lgpd = "Campo obrigatório";
    ["nome", "email", "celular", "cpf", "linkedin", "curriculo", "aceite_lgpd", "pretensao"].forEach(function (n) { setErr(n, e[n]); });
    return e;
  }

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    status.textContent = "";
    var e = validar();
    var keys = Object.keys(e);
    if (keys.length) {
      status.textContent = "Corrija os campos destacados.";
      var first = form.elements[keys[0]];
      if (first && first.focus) first.focus();
      return;
    }
    var b = document.getElementById("enviar-candidatura");
    b.disabled = true; b.textContent = "Enviando…";
    fetch(form.getAttribute("action"), { method: "POST", body: new FormData(form) })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
      .then(function () { form.hidden = true; ok.hidden = false; })
      .catch(function () { b.disabled = false; b.textContent = "Enviar candidatura"; status.textContent = "Não foi possível enviar agora. Tente novamente."; });
  });
})();
