/* Praca24 web app bundle (pages/_app). Renders on the server build and hydrates in the browser. */
(function (root) {
  "use strict";
  var D = root.__P24_DATA__;
  var PAGE_SIZE = 20;
  var SUG = "list_top_cr_bd_1_tname_252_tp_1";

  function esc(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  function fold(s) {
    return String(s).toLowerCase().replace(/ł/g, "l").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  }
  function citySlug(name) {
    return fold(name).trim().replace(/\s+/g, "-");
  }
  function plural(n, one, few, many) {
    if (n === 1) return one;
    var d = n % 10, h = n % 100;
    if (d >= 2 && d <= 4 && !(h >= 12 && h <= 14)) return few;
    return many;
  }
  function countText(n) { return n + " " + plural(n, "oferta pracy", "oferty pracy", "ofert pracy"); }

  var ICON = {
    heart: '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.2 4.3 2.4.8-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" fill="currentColor" fill-opacity="0" stroke="currentColor" stroke-width="1.6"/></svg>',
    prev: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    next: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" stroke-width="2"/></svg>',
    pin: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10zm0-8a2 2 0 1 1 0-4 2 2 0 0 1 0 4z" fill="currentColor"/></svg>',
    doc: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M5 2h7l4 4v12H5zM12 2v4h4" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>',
    clock: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>',
    level: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M3 16h3v-4H3zm5 0h3V8H8zm5 0h3V4h-3z" fill="currentColor"/></svg>',
    home: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d="M3 9.5 10 3l7 6.5V17H3z" fill="none" stroke="currentColor" stroke-width="1.6"/></svg>',
    money: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><rect x="2" y="5" width="16" height="10" rx="2" fill="none" stroke="currentColor" stroke-width="1.6"/><circle cx="10" cy="10" r="2.2" fill="currentColor"/></svg>',
    cal: '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><rect x="3" y="4" width="14" height="13" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M3 8h14M7 2v4m6-4v4" stroke="currentColor" stroke-width="1.6"/></svg>',
    bolt: '<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M9 1 3 9h4l-1 6 6-8H8z" fill="currentColor"/></svg>'
  };

  /* ------------------------------------------------------------------ routes and state */
  function parseRoute(pathname) {
    var p = pathname.replace(/\/+$/, "");
    if (p === "" || p === "/praca") return { kind: "listing", kw: "", wp: "" };
    var m = /^\/praca\/([^\/]+)(?:\/([^\/]+))?$/.exec(p);
    if (m) {
      var segs = [m[1], m[2]].filter(Boolean), kw = "", wp = "", ok = true;
      segs.forEach(function (s, i) {
        var d;
        try { d = decodeURIComponent(s); } catch (e) { d = s; }
        if (/;kw$/.test(d) && i === 0) kw = d.slice(0, -3);
        else if (/;wp$/.test(d) && !wp) wp = d.slice(0, -3);
        else ok = false;
      });
      if (ok) return { kind: "listing", kw: kw, wp: wp };
      var o = /,oferta,(\d+)$/.exec(p);
      if (o && !m[2]) return { kind: "offer", id: o[1] };
    }
    var a = /^\/aplikuj\/(\d+)$/.exec(p);
    if (a) return { kind: "apply", id: a[1] };
    var c = /^\/pracodawcy\/([a-z0-9-]+)$/.exec(p);
    if (c) return { kind: "employer", slug: c[1] };
    return { kind: "notfound" };
  }

  function readState(pathname, search) {
    var r = parseRoute(pathname);
    var q = new URLSearchParams(search || "");
    var st = { kind: r.kind, kw: (r.kw || "").trim(), wp: (r.wp || "").trim(), path: pathname, filters: {} };
    var rd = parseInt(q.get("rd"), 10);
    st.rd = isNaN(rd) ? D.defaultRadius : rd;
    D.filterGroups.forEach(function (g) {
      var v = q.get(g.param);
      st.filters[g.param] = v ? v.split(",").filter(Boolean) : [];
    });
    var pn = parseInt(q.get("pn"), 10);
    st.pn = isNaN(pn) ? 1 : pn;
    return st;
  }

  function findCity(wp) {
    var slug = citySlug(wp);
    for (var i = 0; i < D.cities.length; i++) if (D.cities[i].slug === slug) return D.cities[i];
    return null;
  }
  function distance(a, b) {
    var R = 6371, rad = Math.PI / 180;
    var dLat = (b.lat - a.lat) * rad, dLon = (b.lon - a.lon) * rad;
    var h = Math.sin(dLat / 2) * Math.sin(dLat / 2) +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) * Math.sin(dLon / 2);
    return 2 * R * Math.asin(Math.sqrt(h));
  }
  function cityByName(name) {
    for (var i = 0; i < D.cities.length; i++) if (D.cities[i].name === name) return D.cities[i];
    return null;
  }

  function matches(o, st) {
    if (st.kw) {
      var hay = fold([o.title, o.company, o.category, o.keywords.join(" ")].join(" "));
      var toks = fold(st.kw).split(/\s+/).filter(Boolean);
      for (var i = 0; i < toks.length; i++) if (hay.indexOf(toks[i]) < 0) return false;
    }
    if (st.wp) {
      var city = findCity(st.wp), any = false;
      o.places.forEach(function (pl) {
        if (city) {
          var pc = cityByName(pl.city);
          if (pc && distance(city, pc) <= st.rd) any = true;
        } else if (fold(pl.label).indexOf(fold(st.wp).replace(/-/g, " ")) >= 0) any = true;
      });
      if (!any) return false;
    }
    for (var g = 0; g < D.filterGroups.length; g++) {
      var grp = D.filterGroups[g], sel = st.filters[grp.param];
      if (!sel.length) continue;
      var codes = o.codes[grp.param], hit = false;
      for (var k = 0; k < sel.length; k++) if (codes.indexOf(sel[k]) >= 0) hit = true;
      if (!hit) return false;
    }
    return true;
  }

  function results(st) {
    return D.offers.filter(function (o) { return matches(o, st); });
  }

  /* ------------------------------------------------------------------ pieces */
  function renderHeader(st) {
    var kw = st && st.kw || "", wp = st && st.wp || "";
    var city = wp ? findCity(wp) : null;
    var wpShown = city ? city.name : wp;
    var rd = st && st.rd != null ? st.rd : D.defaultRadius;
    var opts = D.radii.map(function (r) {
      return '<option value="' + r + '"' + (r === rd ? " selected" : "") + ">+" + r + " km</option>";
    }).join("");
    return '<header class="c1fljezf" data-test="section-header">' +
      '<div class="c1l8wq3n"><a class="l1x0z9fq" href="/praca" aria-label="Praca24 – strona główna"><span class="l3g7yq2e">Praca</span><span class="l9t0k2mz">24</span></a>' +
      '<nav class="n1r7e5qd" aria-label="Menu główne"><a href="/praca" class="n2h4v1xs">Oferty pracy</a><a href="/pracodawcy/nordvik-software" class="n2h4v1xs">Pracodawcy</a><a href="/polityka-prywatnosci" class="n2h4v1xs">Prywatność</a></nav></div>' +
      '<form class="s1p8bq0u" role="search" data-test="section-search" action="/praca" method="get" data-p24-search>' +
      '<div class="s2k4mx9r"><input class="s3c0n7ha" type="text" name="kw" autocomplete="off" placeholder="Stanowisko, firma, słowo kluczowe" aria-label="Stanowisko, firma, słowo kluczowe" data-test="input-keyword" value="' + esc(kw) + '"></div>' +
      '<div class="s2k4mx9r"><input class="s3c0n7ha" type="text" name="wp" autocomplete="off" placeholder="Lokalizacja" aria-label="Lokalizacja" data-test="input-location" value="' + esc(wpShown) + '">' +
      '<select class="s5d1r3pe" name="rd" aria-label="Odległość" data-test="select-distance">' + opts + "</select></div>" +
      '<button class="s7b2w0fo" type="submit" data-test="button-search">Szukaj</button></form></header>';
  }

  function renderFooter() {
    return '<footer class="f1n3k8sd" data-test="section-footer"><p>© 2026 Praca24 sp. z o.o. · <a href="/polityka-prywatnosci">Polityka prywatności</a> · <a href="/praca">Wszystkie oferty pracy</a></p></footer>';
  }

  function renderTile(o, opts) {
    opts = opts || {};
    var logo = o.logo ? '<div class="tiles_l1b3q0oj"><img class="tiles_i2k0xw8m" data-test="image-responsive" src="' + o.logo + '" alt="' + esc(o.company) + '" width="64" height="64" loading="lazy"></div>' : '<div class="tiles_l1b3q0oj tiles_e8d2ny1c"></div>';
    var company = o.companyUrl ? '<a class="tiles_c2fw8qk5" href="' + o.companyUrl + '" data-test="link-company-profile">' + esc(o.company) + "</a>" : esc(o.company);
    var place;
    if (o.places.length > 1) {
      place = '<h4 class="tiles_r11dm8ju" data-test="text-region"><button type="button" class="tiles_m7q2zl0d" aria-expanded="false" data-p24-loc-toggle data-test="button-locations">' + esc(o.locationText) + "</button></h4>" +
        '<ul class="tiles_p5v9cd1h" data-test="list-locations" hidden>' + o.places.map(function (pl) {
          return '<li class="tiles_p6x1ru3b"><a class="tiles_p8e0ho4t" href="' + esc(pl.url) + '" data-test="link-offer-location">' + esc(pl.label) + "</a></li>";
        }).join("") + "</ul>";
    } else {
      place = '<h4 class="tiles_r11dm8ju" data-test="text-region">' + esc(o.locationText) + "</h4>";
    }
    var salary = o.salary ? '<span class="tiles_s1x1fda3" data-test="offer-salary">' + esc(o.salary) + "</span>" : "";
    var tags = '<ul class="tiles_b5p6zl8f" data-test="offer-additional-info">' + o.tags.map(function (t, i) {
      return '<li class="tiles_i1o9xfqr" data-test="offer-additional-info-' + i + '">' + esc(t) + "</li>";
    }).join("") + "</ul>";
    var badges = (o.isNew ? '<span class="tiles_n4b8sm2c" data-test="badge-new">Nowa</span>' : "") +
      (o.quickApply ? '<span class="tiles_q0w3hx5e" data-test="badge-one-click-apply">' + ICON.bolt + "Aplikuj szybko</span>" : "");
    var banner = o.featured ? '<div class="tiles_b18pwp01"><img class="tiles_b2x6ur0q" src="' + o.banner + '" alt="" width="720" height="120" loading="lazy"><span class="tiles_f9k3da7v" data-test="text-featured">Oferta wyróżniona</span></div>' : "";
    return '<div class="tiles_c1k2agp8' + (o.featured ? " tiles_cjkyq1p9" : "") + '" data-test="default-offer" data-test-offerid="' + o.id + '"' + (opts.similar ? ' data-test-location="similar"' : "") + ">" +
      banner + '<div class="tiles_h1r8ar5w">' + logo + '<div class="tiles_c1m5bwec">' +
      '<div class="tiles_t7b1pv3o">' + badges + "</div>" +
      '<h2 class="tiles_h1j6sajq" data-test="offer-title"><a class="tiles_o1859gd9" href="' + o.url + '" data-test="link-offer">' + esc(o.title) + "</a></h2>" +
      '<h3 class="tiles_c639v3l" data-test="text-company-name">' + company + "</h3>" + place + salary + tags +
      '<p class="tiles_a40cpnm" data-test="text-added">' + esc(o.posted) + "</p></div>" +
      '<button type="button" class="tiles_s6b8c2kx" aria-label="Zapisz ofertę" aria-pressed="false" data-p24-save="' + o.id + '" data-test="button-save-offer">' + ICON.heart + "</button>" +
      "</div></div>";
  }

  function renderCourses() {
    return '<section class="pr_c3z8wq1m" aria-labelledby="p24-courses-h" data-test="section-promo">' +
      '<h2 class="pr_h5l0bn2x" id="p24-courses-h">Polecane kursy</h2><span class="pr_a1r4tv8u">Reklama</span><div class="pr_g7m2ke5s">' +
      D.courses.map(function (c) {
        return '<div class="pr_k4d9sj0p"><img src="' + c.image + '" alt="" width="280" height="90" loading="lazy"><h3 class="pr_t2n6xa1c">' + esc(c.title) + '</h3><p class="pr_s8q1vo3f">' + esc(c.school) + '</p><p class="pr_p0e5hk7w">' + esc(c.price) + '</p><a class="pr_b3u7yi2g" href="' + esc(c.url) + '" target="_blank" rel="noopener sponsored">Sprawdź</a></div>';
      }).join("") + "</div></section>";
  }

  function renderFilters(st) {
    return '<aside class="f7e1qz3v" data-test="section-filters" aria-label="Filtry">' +
      '<div class="f8m0xk2b"><span class="f9a4dn6t">Filtry</span><a class="f0c6ty1w" href="' + esc(st.path) + '" data-p24-clear data-test="button-clear-filters">Wyczyść</a></div>' +
      D.filterGroups.map(function (g) {
        var sel = st.filters[g.param];
        return '<section class="f2r5hu8o" aria-labelledby="p24-f-' + g.param + '" data-test="filter-' + g.param + '"><h3 class="f3l9wb0i" id="p24-f-' + g.param + '">' + esc(g.label) + "</h3><ul class=\"f4j2pc7s\">" +
          g.options.map(function (op) {
            var id = "p24-" + g.param + "-" + op.code;
            return '<li class="f5g8me1n"><input class="f6w3ar9d" type="checkbox" id="' + id + '" name="' + g.param + '" value="' + esc(op.code) + '"' + (sel.indexOf(op.code) >= 0 ? " checked" : "") + ' data-p24-filter><label class="f1z7so4k" for="' + id + '">' + esc(op.label) + "</label></li>";
          }).join("") + "</ul></section>";
      }).join("") + "</aside>";
  }

  function renderPager(pn, pages) {
    return '<nav class="p1d6vx0r" aria-label="Paginacja" data-test="section-pagination">' +
      '<button type="button" class="p2q8sa1k" aria-label="poprzednia strona" data-p24-page="prev" data-test="bottom-pagination-button-prev"' + (pn <= 1 ? " disabled" : "") + ">" + ICON.prev + "</button>" +
      '<span class="p3m1lc7z">Strona</span><input class="p4t5gy2e" type="number" min="1" max="' + pages + '" value="' + pn + '" aria-label="Numer strony" data-p24-page-input data-test="bottom-pagination-input">' +
      '<span class="p3m1lc7z">z <span data-test="top-pagination-max-page-number">' + pages + "</span></span>" +
      '<button type="button" class="p2q8sa1k" aria-label="następna strona" data-p24-page="next" data-test="bottom-pagination-button-next"' + (pn >= pages ? " disabled" : "") + ">" + ICON.next + "</button></nav>";
  }

  function heading(st) {
    var city = st.wp ? findCity(st.wp) : null;
    var where = city ? city.name : st.wp;
    if (st.kw && where) return "Praca " + st.kw + " " + where;
    if (st.kw) return "Praca " + st.kw;
    if (where) return "Praca " + where;
    return "Oferty pracy";
  }

  function renderListingMain(st) {
    var list = results(st);
    var pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
    var pn = Math.min(Math.max(st.pn, 1), pages);
    var slice = list.slice((pn - 1) * PAGE_SIZE, pn * PAGE_SIZE);
    var items = [];
    slice.forEach(function (o, i) {
      items.push(renderTile(o));
      if (i === 4) items.push(renderCourses());
    });
    if (!slice.length) items.push('<div class="r0e4lw2n" data-test="section-no-offers"><p>Nie znaleźliśmy ofert spełniających Twoje kryteria.</p><p>Zmień słowa kluczowe lub usuń część filtrów.</p></div>');
    return '<div class="m1a2k9ut">' + renderFilters(st) +
      '<section class="r1v6nd0q" data-test="section-offers" aria-labelledby="p24-list-h">' +
      '<div class="r2b8xo3j"><h1 class="r3h1pu6t" id="p24-list-h">' + esc(heading(st)) + '</h1><span class="r4c5mi9y" data-test="text-offers-count">' + countText(list.length) + "</span></div>" +
      '<div class="r5k0qe7l" data-test="section-offers-list">' + items.join("") + "</div>" +
      (list.length ? renderPager(pn, pages) : "") +
      '<section class="r6s2ta8b" aria-labelledby="p24-similar-h" data-test="section-similar-offers"><h2 class="r7n4gz1c" id="p24-similar-h">Podobne oferty z innych miast</h2><div class="r8w9jd5f">' +
      D.similar.map(function (o) { return renderTile(o, { similar: true }); }).join("") + "</div></section>" +
      "</section></div>";
  }

  function offerById(id) {
    var all = D.offers.concat(D.similar);
    for (var i = 0; i < all.length; i++) if (all[i].id === id) return all[i];
    return null;
  }

  function renderOffer(o) {
    var facts = [];
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-workplaces">' + ICON.pin + '<div><span class="d5c2hz0y">Miejsce pracy</span>' +
      (o.places.length > 1 ? '<strong data-p24-selected-place>' + esc(o.locationText) + '</strong><ul class="d6n8ql3b">' + o.places.map(function (pl) {
        return '<li><a href="' + esc(pl.url) + '" data-p24-place="' + esc(pl.city) + '">' + esc(pl.label) + "</a></li>";
      }).join("") + "</ul>" : "<strong>" + esc(o.locationText) + "</strong>") + "</div></li>");
    if (o.salary) facts.push('<li class="d4f1ga8x" data-test="sections-benefit-salary">' + ICON.money + '<div><span class="d5c2hz0y">Wynagrodzenie</span><strong data-test="text-earningAmount">' + esc(o.salary) + "</strong></div></li>");
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-contracts">' + ICON.doc + '<div><span class="d5c2hz0y">Rodzaj umowy</span><strong>' + esc(o.contracts.join(", ")) + "</strong></div></li>");
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-work-schedule">' + ICON.clock + '<div><span class="d5c2hz0y">Wymiar pracy</span><strong>' + esc(o.worktime) + "</strong></div></li>");
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-employment-type-name">' + ICON.level + '<div><span class="d5c2hz0y">Poziom stanowiska</span><strong>' + esc(o.level) + "</strong></div></li>");
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-work-modes">' + ICON.home + '<div><span class="d5c2hz0y">Tryb pracy</span><strong>' + esc(o.workmode) + "</strong></div></li>");
    facts.push('<li class="d4f1ga8x" data-test="sections-benefit-expiration">' + ICON.cal + '<div><span class="d5c2hz0y">Data publikacji</span><strong>' + esc(o.postedDateText) + "</strong></div></li>");
    var company = o.companyUrl ? '<a href="' + o.companyUrl + '" data-test="anchor-company-link">' + esc(o.company) + "</a>" : esc(o.company);
    var apply = o.applyType === "easy_apply"
      ? '<a class="d9a3kp5m" href="' + o.applyUrl + '" data-test="anchor-apply">Aplikuj</a>'
      : '<a class="d9a3kp5m d0x7vr2h" href="' + esc(o.applyUrl) + '" target="_blank" rel="noopener" data-test="anchor-apply">Aplikuj na stronie pracodawcy</a>';
    function sec(title, key, items) {
      return '<section class="d7s0mt4c" data-test="section-' + key + '"><h2 class="d8h6wy1p">' + title + '</h2><ul class="d1l5bc9q">' +
        items.map(function (t) { return "<li>" + esc(t) + "</li>"; }).join("") + "</ul></section>";
    }
    return '<article class="d1m9kx2f" data-test="section-offer" data-test-offerid="' + o.id + '">' +
      '<nav class="d0b2cr7u" aria-label="Ścieżka"><a href="/praca">Oferty pracy</a> › <span>' + esc(o.category) + "</span></nav>" +
      '<div class="d2t4nh6e">' + (o.logo ? '<img class="d3o1lu5a" src="' + o.logo + '" alt="' + esc(o.company) + '" width="96" height="96">' : "") +
      '<div><h1 class="d2h0ty4s" data-test="text-positionName">' + esc(o.title) + '</h1><h2 class="d2c7pe1v" data-test="text-employerName">' + company + "</h2>" +
      (o.isNew ? '<span class="tiles_n4b8sm2c">Nowa</span>' : "") + "</div>" +
      '<button type="button" class="tiles_s6b8c2kx" aria-label="Zapisz ofertę" aria-pressed="false" data-p24-save="' + o.id + '">' + ICON.heart + "</button></div>" +
      '<ul class="d3b8wq0n" data-test="sections-benefit-list">' + facts.join("") + "</ul>" +
      '<div class="d9w1ty6k">' + apply + "</div>" +
      sec("Twój zakres obowiązków", "responsibilities", o.duties) +
      sec("Nasze wymagania", "requirements", o.requirements) +
      sec("To oferujemy", "offered", o.benefits) +
      '<div class="d9w1ty6k">' + apply + "</div></article>";
  }

  function renderApply(o) {
    function field(id, label, type, req, extra) {
      return '<div class="a2f6nw1x"><label class="a3l0hd8e" for="' + id + '">' + label + (req ? '<span class="a4r7qa2z" aria-hidden="true">*</span>' : "") + "</label>" +
        '<input class="a5i3tm6v" id="' + id + '" name="' + id + '" type="' + type + '"' + (req ? ' aria-required="true"' : "") + (extra || "") + ' aria-describedby="' + id + '-error">' +
        '<p class="a6e1vu9c" id="' + id + '-error" data-test="text-error" hidden></p></div>';
    }
    return '<section class="a1p4sk0j" data-test="section-application" aria-labelledby="p24-apply-h">' +
      '<p class="a0b5ga3e"><a href="' + o.url + '">← Wróć do oferty</a></p>' +
      '<h1 id="p24-apply-h" class="a1h8xe2m">Aplikujesz na stanowisko: ' + esc(o.title) + '</h1><p class="a1c3fo7r">' + esc(o.company) + " · " + esc(o.locationText) + "</p>" +
      '<form class="a7f2ib5l" id="p24-apply-form" novalidate data-offer-id="' + o.id + '">' +
      '<input type="hidden" name="offer_id" value="' + o.id + '"><input type="hidden" name="offer_title" value="' + esc(o.title) + '">' +
      field("imie", "Imię", "text", true, ' autocomplete="given-name"') +
      field("nazwisko", "Nazwisko", "text", true, ' autocomplete="family-name"') +
      field("email", "Adres e-mail", "email", true, ' autocomplete="email"') +
      field("telefon", "Numer telefonu", "tel", false, ' autocomplete="tel"') +
      '<div class="a2f6nw1x"><span class="a3l0hd8e">CV</span><input class="a8h0vs4q" id="cv" name="cv" type="file" accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document">' +
      '<label class="a9u6zc1t" for="cv" data-test="button-add-cv">Dodaj CV</label><span class="a0n2wr8k" data-p24-cv-name>PDF, DOC lub DOCX, maks. 5 MB</span>' +
      '<p class="a6e1vu9c" id="cv-error" data-test="text-error" hidden></p></div>' +
      '<div class="a2f6nw1x"><label class="a3l0hd8e" for="wiadomosc">Wiadomość do pracodawcy</label><textarea class="a5i3tm6v" id="wiadomosc" name="wiadomosc" rows="5" maxlength="2000"></textarea></div>' +
      '<div class="a2f6nw1x a1k9gq3o"><input type="checkbox" id="zgoda_rekrutacja" name="zgoda_rekrutacja" value="tak" aria-required="true" aria-describedby="zgoda_rekrutacja-error"><label for="zgoda_rekrutacja">Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji<span class="a4r7qa2z" aria-hidden="true">*</span></label>' +
      '<p class="a6e1vu9c" id="zgoda_rekrutacja-error" data-test="text-error" hidden></p></div>' +
      '<div class="a2f6nw1x a1k9gq3o"><input type="checkbox" id="zgoda_przyszle" name="zgoda_przyszle" value="tak"><label for="zgoda_przyszle">Wyrażam zgodę na przetwarzanie moich danych osobowych także w przyszłych procesach rekrutacyjnych</label></div>' +
      '<p class="a2s5lj0d" data-p24-form-error role="alert" hidden></p>' +
      '<button class="d9a3kp5m" type="submit" data-test="button-submit">Wyślij aplikację</button></form></section>';
  }

  function renderEmployer(c) {
    var offers = D.offers.filter(function (o) { return o.companySlug === c.slug; });
    return '<section class="e1q7mv3d" data-test="section-employer"><div class="d2t4nh6e">' + (c.logo ? '<img class="d3o1lu5a" src="' + c.logo + '" alt="' + esc(c.name) + '" width="96" height="96">' : "") +
      '<div><h1 class="d2h0ty4s">' + esc(c.name) + '</h1><p>' + esc(c.about) + "</p></div></div>" +
      '<h2 class="r7n4gz1c">Aktualne oferty pracy (' + offers.length + ")</h2><div class=\"r5k0qe7l\">" +
      offers.map(function (o) { return renderTile(o); }).join("") + "</div></section>";
  }

  function renderNotFound() {
    return '<section class="x1n0fd4s" data-test="section-not-found"><h1>Nie znaleźliśmy tej strony</h1><p>Strona mogła zostać usunięta albo adres jest nieprawidłowy.</p><p><a href="/praca">Przejdź do ofert pracy</a></p></section>';
  }

  function renderApp(pathname, search) {
    var st = readState(pathname, search);
    var main;
    if (st.kind === "listing") main = renderListingMain(st);
    else if (st.kind === "offer") { var o = offerById(parseRoute(pathname).id); main = o ? renderOffer(o) : renderNotFound(); }
    else if (st.kind === "apply") { var a = offerById(parseRoute(pathname).id); main = a && a.applyType === "easy_apply" ? renderApply(a) : renderNotFound(); }
    else if (st.kind === "employer") {
      var slug = parseRoute(pathname).slug, c = null;
      D.companies.forEach(function (x) { if (x.slug === slug && x.profile) c = x; });
      main = c ? renderEmployer(c) : renderNotFound();
    } else main = renderNotFound();
    return renderHeader(st.kind === "listing" ? st : null) + '<main class="m0v3ab8e" id="p24-main">' + main + "</main>" + renderFooter();
  }

  var api = { renderApp: renderApp, readState: readState, results: results, parseRoute: parseRoute, countText: countText, citySlug: citySlug };
  root.__P24_APP__ = api;
  if (typeof document === "undefined") return;

  /* ------------------------------------------------------------------ browser */
  var CONSENT_KEY = "praca24_consent";

  function consentStored() {
    try { if (localStorage.getItem(CONSENT_KEY)) return true; } catch (e) { /* storage blocked */ }
    return document.cookie.split("; ").some(function (c) { return c.indexOf(CONSENT_KEY + "=") === 0; });
  }
  function storeConsent(v) {
    var val = JSON.stringify({ necessary: true, analytics: !!v.analytics, marketing: !!v.marketing, ts: Date.now() });
    try { localStorage.setItem(CONSENT_KEY, val); } catch (e) { /* storage blocked */ }
    document.cookie = CONSENT_KEY + "=" + encodeURIComponent(val) + "; path=/; max-age=31536000; SameSite=Lax";
  }
  function showConsent() {
    if (consentStored() || document.getElementById("p24-consent")) return;
    var wrap = document.createElement("div");
    wrap.id = "p24-consent";
    wrap.className = "g1b7ck0z";
    wrap.innerHTML = '<div class="g2o4dm8s"></div><div class="g3w9pf1a" role="dialog" aria-modal="true" aria-labelledby="p24-consent-h" aria-describedby="p24-consent-d" data-test="modal-cookie-consent">' +
      '<h2 id="p24-consent-h" class="g4h2yr6n">Dbamy o Twoją prywatność</h2>' +
      '<p id="p24-consent-d" class="g5t8ui3q">Praca24 i nasi zaufani partnerzy używają plików cookie i podobnych technologii, aby serwis działał poprawnie, by analizować ruch i dopasowywać do Ciebie oferty pracy oraz reklamy. Klikając „Akceptuję wszystkie”, zgadzasz się na przetwarzanie danych w tych celach. Swój wybór możesz w każdej chwili zmienić. Więcej w <a href="/polityka-prywatnosci">Polityce prywatności</a>.</p>' +
      '<div class="g6s1na7v" data-p24-consent-panel hidden><h3 class="g7k3qb0e">Ustawienia plików cookie</h3>' +
      '<label class="g8r6xw2m"><input type="checkbox" role="switch" checked disabled> Niezbędne pliki cookie (zawsze aktywne)</label>' +
      '<label class="g8r6xw2m"><input type="checkbox" role="switch" name="analytics"> Analityczne pliki cookie</label>' +
      '<label class="g8r6xw2m"><input type="checkbox" role="switch" name="marketing"> Marketingowe pliki cookie</label>' +
      '<button type="button" class="g9b4tu5h" data-p24-consent="save">Zapisz ustawienia</button></div>' +
      '<div class="g0a5le9p"><button type="button" class="g9b4tu5h g1p0jz6c" data-p24-consent="all" data-test="button-submitCookie">Akceptuję wszystkie</button>' +
      '<button type="button" class="g9b4tu5h" data-p24-consent="none" data-test="button-rejectCookie">Odrzuć wszystkie</button>' +
      '<button type="button" class="g9b4tu5h g2u7nc3w" data-p24-consent="custom" aria-expanded="false">Dostosuj</button></div></div>';
    document.body.appendChild(wrap);
    document.documentElement.classList.add("g0l3ck9s");
    var first = wrap.querySelector('[data-p24-consent="all"]');
    if (first) first.focus();
  }
  function closeConsent(v) {
    storeConsent(v);
    var el = document.getElementById("p24-consent");
    if (el) el.parentNode.removeChild(el);
    document.documentElement.classList.remove("g0l3ck9s");
  }

  var SAVED_KEY = "praca24_saved";
  function savedIds() {
    try { return JSON.parse(localStorage.getItem(SAVED_KEY) || "[]"); } catch (e) { return []; }
  }
  function paintSaved() {
    var ids = savedIds();
    Array.prototype.forEach.call(document.querySelectorAll("[data-p24-save]"), function (b) {
      var on = ids.indexOf(b.getAttribute("data-p24-save")) >= 0;
      b.setAttribute("aria-pressed", on ? "true" : "false");
      b.setAttribute("aria-label", on ? "Usuń z zapisanych" : "Zapisz ofertę");
    });
  }

  var page = (function () {
    var el = document.getElementById("__NEXT_DATA__");
    try { return JSON.parse(el.textContent).page; } catch (e) { return "/_shell"; }
  })();
  var mount = document.getElementById("__next");

  function isListing() { return parseRoute(location.pathname).kind === "listing"; }
  function render() {
    mount.innerHTML = renderApp(location.pathname, location.search);
    var st = readState(location.pathname, location.search);
    if (st.kind === "listing") document.title = heading(st) + " – " + countText(results(st).length) + " | Praca24";
    paintSaved();
  }
  function navigate(params) {
    var qs = params.toString(), url = location.pathname + (qs ? "?" + qs : "");
    if (url !== location.pathname + location.search) history.pushState({}, "", url);
    render();
    window.scrollTo(0, 0);
  }
  function goPage(n) {
    var st = readState(location.pathname, location.search);
    var pages = Math.max(1, Math.ceil(results(st).length / PAGE_SIZE));
    n = Math.min(Math.max(n, 1), pages);
    var q = new URLSearchParams(location.search);
    if (n === 1) q.delete("pn"); else q.set("pn", String(n));
    navigate(q);
  }

  document.addEventListener("click", function (ev) {
    var t = ev.target.closest ? ev.target : ev.target.parentElement;
    if (!t) return;
    var c = t.closest("[data-p24-consent]");
    if (c) {
      var kind = c.getAttribute("data-p24-consent");
      var dlg = document.getElementById("p24-consent");
      if (kind === "all") closeConsent({ analytics: true, marketing: true });
      else if (kind === "none") closeConsent({});
      else if (kind === "custom") {
        var panel = dlg.querySelector("[data-p24-consent-panel]");
        panel.hidden = !panel.hidden;
        c.setAttribute("aria-expanded", panel.hidden ? "false" : "true");
      } else if (kind === "save") {
        closeConsent({ analytics: dlg.querySelector('input[name="analytics"]').checked, marketing: dlg.querySelector('input[name="marketing"]').checked });
      }
      return;
    }
    var tg = t.closest("[data-p24-loc-toggle]");
    if (tg) {
      var list = tg.parentNode.nextElementSibling;
      var open = tg.getAttribute("aria-expanded") !== "true";
      tg.setAttribute("aria-expanded", open ? "true" : "false");
      if (list) list.hidden = !open;
      return;
    }
    var sv = t.closest("[data-p24-save]");
    if (sv) {
      var ids = savedIds(), id = sv.getAttribute("data-p24-save"), at = ids.indexOf(id);
      if (at >= 0) ids.splice(at, 1); else ids.push(id);
      try { localStorage.setItem(SAVED_KEY, JSON.stringify(ids)); } catch (e) { /* storage blocked */ }
      paintSaved();
      return;
    }
    var clr = t.closest("[data-p24-clear]");
    if (clr && isListing()) {
      ev.preventDefault();
      var keep = new URLSearchParams();
      var rdv = new URLSearchParams(location.search).get("rd");
      if (rdv) keep.set("rd", rdv);
      navigate(keep);
      return;
    }
    var pg = t.closest("[data-p24-page]");
    if (pg && !pg.disabled) {
      var cur = readState(location.pathname, location.search).pn;
      goPage(pg.getAttribute("data-p24-page") === "next" ? Math.max(cur, 1) + 1 : cur - 1);
    }
  });

  document.addEventListener("change", function (ev) {
    var t = ev.target;
    if (t.matches && t.matches("[data-p24-filter]")) {
      var q = new URLSearchParams(location.search);
      var vals = Array.prototype.map.call(document.querySelectorAll('[data-p24-filter][name="' + t.name + '"]:checked'), function (x) { return x.value; });
      if (vals.length) q.set(t.name, vals.join(",")); else q.delete(t.name);
      q.delete("pn");
      navigate(q);
    } else if (t.matches && t.matches("[data-p24-page-input]")) {
      var n = parseInt(t.value, 10);
      if (!isNaN(n)) goPage(n);
    } else if (t.id === "cv") {
      var nm = document.querySelector("[data-p24-cv-name]");
      if (nm) nm.textContent = t.files && t.files[0] ? t.files[0].name : "PDF, DOC lub DOCX, maks. 5 MB";
    }
  });

  document.addEventListener("keydown", function (ev) {
    var t = ev.target;
    if (ev.key === "Enter" && t.matches && t.matches("[data-p24-page-input]")) {
      ev.preventDefault();
      var n = parseInt(t.value, 10);
      if (!isNaN(n)) goPage(n);
    }
  });

  document.addEventListener("submit", function (ev) {
    var f = ev.target;
    if (f.hasAttribute("data-p24-search")) {
      ev.preventDefault();
      var kw = f.elements.kw.value.trim(), wp = f.elements.wp.value.trim(), rd = f.elements.rd.value;
      var path = "/praca";
      if (kw) path += "/" + encodeURIComponent(kw) + ";kw";
      if (wp) path += "/" + encodeURIComponent(findCity(wp) ? citySlug(wp) : wp) + ";wp";
      if (wp && rd !== String(D.defaultRadius)) path += "?rd=" + rd;
      location.assign(path);
    } else if (f.id === "p24-apply-form") {
      ev.preventDefault();
      submitApplication(f);
    }
  });

  function setError(f, name, msg) {
    var input = f.elements[name];
    var p = document.getElementById(name + "-error");
    if (input && input.setAttribute) input.setAttribute("aria-invalid", msg ? "true" : "false");
    if (p) { p.textContent = msg || ""; p.hidden = !msg; }
  }
  function submitApplication(f) {
    var ok = true, first = null;
    ["imie", "nazwisko", "email"].forEach(function (n) {
      var v = f.elements[n].value.trim(), msg = "";
      if (!v) msg = "To pole jest wymagane";
      else if (n === "email" && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v)) msg = "Nieprawidłowy adres e-mail";
      setError(f, n, msg);
      if (msg) { ok = false; first = first || f.elements[n]; }
    });
    var tel = f.elements.telefon.value.trim();
    var telMsg = tel && !/^\+?[0-9 ()-]{9,}$/.test(tel) ? "Nieprawidłowy numer telefonu" : "";
    setError(f, "telefon", telMsg);
    if (telMsg) { ok = false; first = first || f.elements.telefon; }
    var file = f.elements.cv.files && f.elements.cv.files[0];
    var cvMsg = file && !/\.(pdf|docx?)$/i.test(file.name) ? "Dozwolone formaty: PDF, DOC, DOCX" : "";
    setError(f, "cv", cvMsg);
    if (cvMsg) { ok = false; first = first || f.elements.cv; }
    var consentMsg = f.elements.zgoda_rekrutacja.checked ? "" : "To pole jest wymagane";
    setError(f, "zgoda_rekrutacja", consentMsg);
    if (consentMsg) { ok = false; first = first || f.elements.zgoda_rekrutacja; }
    if (!ok) { if (first && first.focus) first.focus(); return; }
    var btn = f.querySelector('button[type="submit"]');
    btn.disabled = true;
    btn.textContent = "Wysyłanie…";
    fetch("/__submit/praca24-aplikacja", { method: "POST", body: new FormData(f), headers: { Accept: "application/json" } })
      .then(function (r) { if (!r.ok) throw new Error("HTTP " + r.status); return r.json(); })
      .then(function () {
        var box = document.createElement("div");
        box.className = "a3d8ok1s";
        box.setAttribute("role", "status");
        box.setAttribute("data-test", "section-application-sent");
        box.innerHTML = "<h2>Dziękujemy! Twoja aplikacja została wysłana.</h2><p>Pracodawca skontaktuje się z wybranymi kandydatami.</p><p><a href=\"/praca\">Wróć do ofert pracy</a></p>";
        f.parentNode.replaceChild(box, f);
      })
      .catch(function () {
        var e = f.querySelector("[data-p24-form-error]");
        e.textContent = "Nie udało się wysłać aplikacji. Spróbuj ponownie.";
        e.hidden = false;
        btn.disabled = false;
        btn.textContent = "Wyślij aplikację";
      });
  }

  function markPlace() {
    var loc = new URLSearchParams(location.search).get("loc");
    if (!loc) return;
    var strong = document.querySelector("[data-p24-selected-place]");
    Array.prototype.forEach.call(document.querySelectorAll("[data-p24-place]"), function (a) {
      if (a.getAttribute("data-p24-place") === loc) {
        a.setAttribute("aria-current", "page");
        if (strong) strong.textContent = a.textContent;
      }
    });
  }

  function boot() {
    if (page === "/_shell" || page === "/praca/[[...params]]") render();
    else paintSaved();
    markPlace();
    showConsent();
    window.addEventListener("popstate", function () { if (isListing()) render(); });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot);
  else boot();
})(typeof self !== "undefined" ? self : globalThis);
