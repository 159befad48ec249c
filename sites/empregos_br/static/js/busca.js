/* Busca de vagas – Empregos Já (carregar mais, filtros, formulário de busca) */
(function () {
  "use strict";
  var KNOWN = { "desenvolvedor/sao-paulo-sp": 1, "analista/rio-de-janeiro-rj": 1 };

  function slug(s) {
    return (s || "").normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/\(.*?\)/g, " ").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  }
  function cargoSlug(q) {
    var s = slug(q);
    if (/^desenvolv/.test(s) || s === "dev" || s === "programador") return "desenvolvedor";
    if (/^analista/.test(s) && s.split("-").length <= 1) return "analista";
    return s;
  }
  function cidadeSlug(l) {
    var s = slug(l);
    if (s === "sp" || /^sao-paulo/.test(s)) return "sao-paulo-sp";
    if (s === "rj" || /^rio-de-janeiro/.test(s)) return "rio-de-janeiro-rj";
    return s;
  }
  function destino(q, l) {
    var c = cargoSlug(q), d = cidadeSlug(l);
    if (c && d && KNOWN[c + "/" + d]) return "/vagas/" + c + "/" + d + "/";
    return null;
  }

  /* formulário de busca */
  var fb = document.getElementById("form-busca");
  if (fb) {
    fb.addEventListener("submit", function (ev) {
      var q = fb.elements.q.value.trim(), l = fb.elements.l.value.trim();
      ev.preventDefault();
      var url = destino(q, l);
      window.location.href = url || ("/vagas/busca/?q=" + encodeURIComponent(q) + "&l=" + encodeURIComponent(l));
    });
  }

  /* página /vagas/busca/ */
  var bt = document.getElementById("busca-titulo");
  if (bt) {
    var sp = new URLSearchParams(window.location.search);
    var q = sp.get("q") || "", l = sp.get("l") || "";
    if (fb) { fb.elements.q.value = q; fb.elements.l.value = l; }
    var u = destino(q, l);
    if (u) { window.location.replace(u); return; }
    bt.textContent = "0 vagas encontradas";
    var r = document.getElementById("busca-resultado");
    var p = document.createElement("p");
    p.className = "Results_empty__Cv8Bn";
    p.textContent = "Não encontramos vagas para “" + (q || "todas as vagas") + "”" + (l ? " em “" + l + "”" : "") +
      ". Verifique a ortografia ou tente outra cidade.";
    r.appendChild(p);
    return;
  }

  var main = document.querySelector("main[data-busca]");
  if (!main) return;
  var lista = document.getElementById("lista-vagas");
  var faixa = document.getElementById("faixa-resultados");
  var D = window.__BUSCA__;

  /* favoritos */
  var FAV = "ej_vagas_salvas";
  function favs() { try { return JSON.parse(localStorage.getItem(FAV) || "[]"); } catch (e) { return []; } }
  function paintFavs() {
    var f = favs();
    lista.querySelectorAll("[data-fav]").forEach(function (b) {
      var on = f.indexOf(b.getAttribute("data-fav")) >= 0;
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.classList.toggle("is-on", on);
    });
  }
  lista.addEventListener("click", function (ev) {
    var b = ev.target.closest("[data-fav]");
    if (!b) return;
    var id = b.getAttribute("data-fav"), f = favs(), i = f.indexOf(id);
    if (i >= 0) f.splice(i, 1); else f.push(id);
    try { localStorage.setItem(FAV, JSON.stringify(f)); } catch (e) { /* */ }
    paintFavs();
  });

  function countCards() { return lista.querySelectorAll("article[data-id]").length; }

  /* ---------- filtros (query string) ---------- */
  var params = new URLSearchParams(window.location.search);
  var sel = {
    nivel: params.getAll("nivel").filter(Boolean),
    contrato: params.getAll("contrato").filter(Boolean),
    salario: params.getAll("salario").filter(Boolean),
    home_office: params.get("home_office") === "1"
  };
  var pagina = parseInt(params.get("pagina") || "1", 10);
  if (!(pagina >= 1)) pagina = 1;
  var filtering = sel.nivel.length || sel.contrato.length || sel.salario.length || sel.home_office || params.has("pagina");

  document.querySelectorAll("#form-filtros input[data-filter]").forEach(function (inp) {
    var n = inp.name;
    if (n === "home_office") inp.checked = sel.home_office;
    else inp.checked = sel[n].indexOf(inp.value) >= 0;
  });

  function matches(v) {
    if (sel.nivel.length && sel.nivel.indexOf(v.nivel) < 0) return false;
    if (sel.contrato.length && sel.contrato.indexOf(v.contrato) < 0) return false;
    if (sel.salario.length && sel.salario.indexOf(v.salario) < 0) return false;
    if (sel.home_office && !v.home_office) return false;
    return true;
  }

  function chunkHtml(vagas, page, offset) {
    var out = [];
    vagas.forEach(function (v, k) {
      out.push(v.html.replace('data-position="0"', 'data-position="' + (offset + k + 1) + '"'));
      if (page === 1 && k + 1 === 8 && D.similar) out.push(D.similar);
      var ai = D.adAfter.indexOf(k + 1);
      if (ai >= 0) {
        var idx = ((page - 1) * D.adAfter.length + ai) % D.ads.length;
        out.push(D.ads[idx]);
      }
    });
    return out.join("");
  }

  function qsWith(extra) {
    var p = new URLSearchParams();
    sel.nivel.forEach(function (x) { p.append("nivel", x); });
    sel.contrato.forEach(function (x) { p.append("contrato", x); });
    sel.salario.forEach(function (x) { p.append("salario", x); });
    if (sel.home_office) p.append("home_office", "1");
    if (extra > 1) p.append("pagina", String(extra));
    var s = p.toString();
    return D.base + (s ? "?" + s : "");
  }

  function renderPager(cur, pages) {
    var nav = document.getElementById("paginacao");
    if (pages <= 1) { nav.innerHTML = '<nav class="sc-pager Pagination_nav__Xa4Lo" aria-label="Paginação"><ul class="Pagination_list__Rb7Nk"><li><span class="Pagination_current__u9Ek2" aria-current="page">1</span></li></ul></nav>'; return; }
    var h = [];
    h.push(cur > 1 ? '<li><a class="Pagination_prev__Yh3Vb" rel="prev" href="' + qsWith(cur - 1) + '">« Anterior</a></li>'
      : '<li><span class="Pagination_prev__Yh3Vb Pagination_disabled__Fe5Co" aria-disabled="true">« Anterior</span></li>');
    for (var n = 1; n <= pages; n++) {
      h.push(n === cur ? '<li><span class="Pagination_current__u9Ek2" aria-current="page">' + n + '</span></li>'
        : '<li><a class="Pagination_num__Qy2Lp" href="' + qsWith(n) + '">' + n + '</a></li>');
    }
    h.push(cur < pages ? '<li><a class="Pagination_next__Cc1Hw" rel="next" href="' + qsWith(cur + 1) + '">Próxima »</a></li>'
      : '<li><span class="Pagination_next__Cc1Hw Pagination_disabled__Fe5Co" aria-disabled="true">Próxima »</span></li>');
    nav.innerHTML = '<nav class="sc-pager Pagination_nav__Xa4Lo" aria-label="Paginação"><ul class="Pagination_list__Rb7Nk">' + h.join("") + "</ul></nav>";
  }

  function renderChips() {
    var box = document.getElementById("filtros-ativos");
    var parts = [];
    ["nivel", "contrato", "salario"].forEach(function (g) {
      sel[g].forEach(function (v) { if (D.labels[g][v]) parts.push(D.labels[g][v]); });
    });
    if (sel.home_office) parts.push("Home office");
    if (!parts.length) { box.hidden = true; return; }
    box.hidden = false;
    box.innerHTML = "<span>Filtros aplicados:</span> " + parts.map(function (p) {
      return '<span class="Chip_item__Jq2Xe">' + p.replace(/</g, "&lt;") + "</span>";
    }).join(" ") + ' <a href="' + D.base + '" class="Chip_clear__Vw3Ea">Limpar filtros</a>';
  }

  var loadBtn = document.getElementById("carregar-mais");
  var loadWrap = document.getElementById("carregar-mais-wrap");

  function fimDaLista() {
    if (loadWrap) loadWrap.innerHTML = '<p class="LoadMore_end__Ty6Gb">Você já viu todas as vagas desta busca.</p>';
  }

  if (filtering && D) {
    var all = D.vagas.filter(matches);
    var pages = Math.max(1, Math.ceil(all.length / D.pageSize));
    if (pagina > pages) pagina = pages;
    var shownTo = pagina * D.pageSize;
    var start = (pagina - 1) * D.pageSize;
    var first = all.slice(start, shownTo);
    document.getElementById("total-vagas").textContent = String(all.length);
    lista.innerHTML = all.length ? chunkHtml(first, pagina, start)
      : '<p class="Results_empty__Cv8Bn">Nenhuma vaga encontrada com os filtros selecionados. <a href="' + D.base + '">Limpar filtros</a></p>';
    faixa.textContent = all.length ? "Exibindo vagas " + (start + 1) + " a " + (start + first.length) + " de " + all.length : "Nenhuma vaga encontrada";
    renderChips();
    renderPager(pagina, pages);
    var nextPage = pagina + 1;
    if (!loadWrap) {
      loadWrap = document.createElement("div");
      loadWrap.className = "LoadMore_wrap__Gk2Ps";
      loadWrap.id = "carregar-mais-wrap";
      document.getElementById("paginacao").before(loadWrap);
    }
    if (nextPage <= pages) {
      loadWrap.innerHTML = '<button type="button" class="sc-btn Button_outline__Zm8Qa LoadMore_btn__r4Xn0" id="carregar-mais">Carregar mais vagas</button>';
      loadWrap.firstChild.addEventListener("click", function () {
        var s = (nextPage - 1) * D.pageSize;
        var chunk = all.slice(s, s + D.pageSize);
        lista.insertAdjacentHTML("beforeend", chunkHtml(chunk, nextPage, s));
        faixa.textContent = "Exibindo vagas " + (start + 1) + " a " + (s + chunk.length) + " de " + all.length;
        nextPage++;
        if (nextPage > pages) fimDaLista();
        paintFavs();
      });
    } else {
      loadWrap.innerHTML = "";
    }
  } else if (loadBtn) {
    loadBtn.addEventListener("click", function () {
      var next = parseInt(loadBtn.getAttribute("data-next"), 10);
      var pagesN = parseInt(loadBtn.getAttribute("data-pages"), 10);
      var base = loadBtn.getAttribute("data-base");
      loadBtn.disabled = true;
      loadBtn.textContent = "Carregando…";
      lista.setAttribute("aria-busy", "true");
      fetch(base + "pagina-" + next + ".html", { headers: { "X-Requested-With": "XMLHttpRequest" } })
        .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.text(); })
        .then(function (html) {
          lista.insertAdjacentHTML("beforeend", html);
          lista.setAttribute("aria-busy", "false");
          var firstShown = (parseInt(main.getAttribute("data-page"), 10) - 1) * 20 + 1;
          var total = document.getElementById("total-vagas").textContent;
          faixa.textContent = "Exibindo vagas " + firstShown + " a " + (firstShown - 1 + countCards()) + " de " + total;
          paintFavs();
          if (next >= pagesN) { fimDaLista(); return; }
          loadBtn.setAttribute("data-next", String(next + 1));
          loadBtn.disabled = false;
          loadBtn.textContent = "Carregar mais vagas";
        })
        .catch(function () {
          loadBtn.disabled = false;
          loadBtn.textContent = "Tentar novamente";
          lista.setAttribute("aria-busy", "false");
        });
    });
  }
  paintFavs();
})();
