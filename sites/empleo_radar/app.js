/* EmpleoRadar — front-end (vanilla JS, sin dependencias)
 *
 * Rutas (history API):
 *   /empleos                       listado + panel vacío
 *   /empleos/<slug>-<id>           listado + oferta abierta en el panel derecho
 *   /externo/<id>                  aviso de salida hacia la web de la empresa
 *   /publicar-oferta, /iniciar-sesion, /ayuda, /sobre-nosotros, /aviso-legal, /privacidad, /cookies
 *
 * Las fechas relativas se calculan respecto a `generated_at` del payload (hora del servidor),
 * nunca con el reloj del navegador.
 */
(function () {
  'use strict';

  // ------------------------------------------------------------------ constantes
  var ROW_H = 76;
  var OVERSCAN = 3;
  var NEWSLETTER_DELAY = 4000;
  var CONSENT_KEY = 'er_consent';
  var NL_KEY = 'er_newsletter';
  var SAVED_KEY = 'er_saved';

  var JORNADAS = ['Completa', 'Parcial', 'Intensiva'];
  var MODALIDADES = ['Presencial', 'Híbrido', 'Remoto'];
  var J_PARAM = { Completa: 'completa', Parcial: 'parcial', Intensiva: 'intensiva' };
  var M_PARAM = { Presencial: 'presencial', 'Híbrido': 'hibrido', Remoto: 'remoto' };
  var PUBLICADO = [
    { value: '', label: 'Cualquier fecha' },
    { value: '24h', label: 'Últimas 24 horas' },
    { value: '7d', label: 'Últimos 7 días' }
  ];
  var EXPERIENCIA = [
    { value: 'Menos de 1', label: 'Menos de 1' },
    { value: '1-3', label: '1-3' },
    { value: '3-5', label: '3-5' },
    { value: 'Más de 5', label: 'Más de 5' }
  ];
  var LOCATION_ALIASES = {
    'bizkaia': 'Bilbao', 'vizcaya': 'Bilbao', 'teletrabajo': 'Remoto',
    'en remoto': 'Remoto', 'comunidad de madrid': 'Madrid'
  };
  var REQUIRED_MSG = 'Este campo es obligatorio';
  var EMAIL_MSG = 'Introduce un correo electrónico válido';
  var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

  // ------------------------------------------------------------------ utilidades
  function $(sel, root) { return (root || document).querySelector(sel); }
  function $all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }

  function h(tag, attrs) {
    var node = document.createElement(tag);
    if (attrs) {
      Object.keys(attrs).forEach(function (k) {
        var v = attrs[k];
        if (v === null || v === undefined || v === false) return;
        if (k === 'class') node.className = v;
        else if (k === 'text') node.textContent = v;
        else if (k.slice(0, 2) === 'on') node.addEventListener(k.slice(2), v);
        else node.setAttribute(k, v === true ? '' : v);
      });
    }
    for (var i = 2; i < arguments.length; i++) {
      var c = arguments[i];
      if (c === null || c === undefined || c === false) continue;
      if (Array.isArray(c)) c.forEach(function (cc) { if (cc) node.appendChild(typeof cc === 'string' ? document.createTextNode(cc) : cc); });
      else node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    }
    return node;
  }

  function norm(s) {
    return String(s || '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
  }

  var store = {
    mem: {},
    get: function (k) { try { return window.localStorage.getItem(k); } catch (e) { return this.mem[k] || null; } },
    set: function (k, v) { try { window.localStorage.setItem(k, v); } catch (e) { this.mem[k] = v; } },
    del: function (k) { try { window.localStorage.removeItem(k); } catch (e) { delete this.mem[k]; } }
  };

  function plural(n, one, many) { return n + ' ' + (n === 1 ? one : many); }

  function dayNumber(iso) {
    var p = iso.slice(0, 10).split('-');
    return Date.UTC(+p[0], +p[1] - 1, +p[2]) / 86400000;
  }

  function relativeDate(job) {
    var days = dayNumber(state.generatedAt) - dayNumber(job.published_at);
    if (days <= 0) {
      var hours = Math.floor((state.nowMs - Date.parse(job.published_at)) / 3600000);
      if (hours < 1) return 'hace unos minutos';
      return 'hace ' + plural(hours, 'hora', 'horas');
    }
    if (days < 30) return 'hace ' + plural(days, 'día', 'días');
    return 'hace 1 mes';
  }

  function dateEs(iso) {
    var p = iso.slice(0, 10).split('-');
    return p[2] + '/' + p[1] + '/' + p[0];
  }

  function jobPath(job) { return '/empleos/' + job.slug + '-' + job.id; }

  // ------------------------------------------------------------------ estado
  var state = {
    loaded: false,
    jobs: [],
    byId: {},
    generatedAt: null,
    nowMs: 0,
    applied: emptyFilters(),
    results: [],
    resultsKey: null,
    selectedId: null,
    appliedJobs: {},
    saved: {}
  };
  try { state.saved = JSON.parse(store.get(SAVED_KEY) || '{}') || {}; } catch (e) { state.saved = {}; }

  function emptyFilters() {
    return { q: '', l: '', jornada: [], modalidad: [], salario: false, publicado: '' };
  }
  function cloneFilters(f) {
    return { q: f.q, l: f.l, jornada: f.jornada.slice(), modalidad: f.modalidad.slice(), salario: f.salario, publicado: f.publicado };
  }

  function readQuery() {
    var p = new URLSearchParams(location.search);
    var jp = p.getAll('jornada').join(',').split(',');
    var mp = p.getAll('modalidad').join(',').split(',');
    var pub = p.get('publicado') || '';
    return {
      q: (p.get('q') || '').trim(),
      l: (p.get('l') || '').trim(),
      jornada: JORNADAS.filter(function (j) { return jp.indexOf(J_PARAM[j]) !== -1; }),
      modalidad: MODALIDADES.filter(function (m) { return mp.indexOf(M_PARAM[m]) !== -1; }),
      salario: p.get('salario') === '1',
      publicado: (pub === '24h' || pub === '7d') ? pub : ''
    };
  }

  function queryString(f) {
    var p = new URLSearchParams();
    if (f.q) p.append('q', f.q);
    if (f.l) p.append('l', f.l);
    JORNADAS.forEach(function (j) { if (f.jornada.indexOf(j) !== -1) p.append('jornada', J_PARAM[j]); });
    MODALIDADES.forEach(function (m) { if (f.modalidad.indexOf(m) !== -1) p.append('modalidad', M_PARAM[m]); });
    if (f.salario) p.append('salario', '1');
    if (f.publicado) p.append('publicado', f.publicado);
    var s = p.toString();
    return s ? '?' + s : '';
  }

  function matches(job, f) {
    if (f.q) {
      var hay = norm([job.title, job.company].concat(job.tags || []).join(' '));
      var toks = norm(f.q).split(/\s+/).filter(Boolean);
      for (var i = 0; i < toks.length; i++) if (hay.indexOf(toks[i]) === -1) return false;
    }
    if (f.l) {
      var nl = norm(f.l);
      if (Object.prototype.hasOwnProperty.call(LOCATION_ALIASES, nl)) {
        if (job.location !== LOCATION_ALIASES[nl]) return false;
      } else if (norm(job.location).indexOf(nl) === -1) return false;
    }
    if (f.jornada.length && f.jornada.indexOf(job.jornada) === -1) return false;
    if (f.modalidad.length && f.modalidad.indexOf(job.modalidad) === -1) return false;
    if (f.salario && !job.salary) return false;
    if (f.publicado) {
      var hours = (state.nowMs - Date.parse(job.published_at)) / 3600000;
      if (f.publicado === '24h' && hours > 24) return false;
      if (f.publicado === '7d' && hours > 24 * 7) return false;
    }
    return true;
  }

  function filterJobs(f) { return state.jobs.filter(function (j) { return matches(j, f); }); }

  function activeFilterCount(f) {
    return f.jornada.length + f.modalidad.length + (f.salario ? 1 : 0) + (f.publicado ? 1 : 0);
  }

  // ------------------------------------------------------------------ bloqueo de scroll y pila de capas
  var scrollLocks = {};
  function lockScroll(key) { scrollLocks[key] = true; document.documentElement.classList.add('er-locked'); }
  function unlockScroll(key) {
    delete scrollLocks[key];
    if (!Object.keys(scrollLocks).length) document.documentElement.classList.remove('er-locked');
  }

  var layers = []; // {el, onEscape}
  function pushLayer(layer) { layers.push(layer); }
  function popLayer(el) { layers = layers.filter(function (l) { return l.el !== el; }); }
  function topLayer() { return layers.length ? layers[layers.length - 1] : null; }

  function focusables(root) {
    return $all('a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])', root)
      .filter(function (n) { return n.offsetParent !== null || n === document.activeElement; });
  }

  document.addEventListener('keydown', function (e) {
    var layer = topLayer();
    if (!layer) return;
    if (e.key === 'Escape' && layer.onEscape) {
      if (e.defaultPrevented) return;
      e.preventDefault();
      layer.onEscape();
      return;
    }
    if (e.key === 'Tab') {
      var f = focusables(layer.el);
      if (!f.length) { e.preventDefault(); return; }
      var first = f[0], last = f[f.length - 1];
      if (!layer.el.contains(document.activeElement)) { e.preventDefault(); first.focus(); }
      else if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
    }
  });

  // ------------------------------------------------------------------ toast
  var toastTimer = null;
  function toast(msg) {
    var t = $('#er-toast');
    t.textContent = msg;
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { t.hidden = true; }, 4000);
  }

  // ------------------------------------------------------------------ listbox (botón + role=listbox)
  function Listbox(host, opts) {
    var self = this;
    this.options = opts.options;
    this.placeholder = opts.placeholder || null;
    this.onChange = opts.onChange || function () {};
    this.value = opts.value || '';
    this.activeIndex = -1;
    var id = opts.id;
    this.btn = h('button', {
      type: 'button', 'class': 'er-select__btn', id: id + '-btn',
      'aria-haspopup': 'listbox', 'aria-expanded': 'false', 'aria-controls': id + '-list',
      'aria-labelledby': opts.labelId + ' ' + id + '-btn'
    });
    this.btnText = h('span', { 'class': 'er-select__value' });
    this.btn.appendChild(this.btnText);
    this.list = h('ul', { 'class': 'er-select__list', id: id + '-list', role: 'listbox', tabindex: '-1', 'aria-labelledby': opts.labelId, hidden: true });
    this.items = this.options.map(function (o, i) {
      var li = h('li', { 'class': 'er-select__opt', role: 'option', id: id + '-opt-' + i, 'aria-selected': 'false', 'data-value': o.value, text: o.label });
      li.addEventListener('mousedown', function (e) { e.preventDefault(); });
      li.addEventListener('click', function () { self.choose(i); self.close(true); });
      li.addEventListener('mousemove', function () { self.setActive(i); });
      return li;
    });
    this.items.forEach(function (li) { self.list.appendChild(li); });
    host.innerHTML = '';
    host.appendChild(this.btn);
    host.appendChild(this.list);

    this.btn.addEventListener('click', function () { if (self.isOpen()) self.close(false); else self.open(); });
    this.btn.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); self.open(); }
    });
    this.list.addEventListener('keydown', function (e) {
      var n = self.items.length;
      if (e.key === 'ArrowDown') { e.preventDefault(); self.setActive(Math.min(n - 1, self.activeIndex + 1)); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); self.setActive(Math.max(0, self.activeIndex - 1)); }
      else if (e.key === 'Home') { e.preventDefault(); self.setActive(0); }
      else if (e.key === 'End') { e.preventDefault(); self.setActive(n - 1); }
      else if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); if (self.activeIndex >= 0) self.choose(self.activeIndex); self.close(true); }
      else if (e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); self.close(true); }
      else if (e.key === 'Tab') { self.close(false); }
    });
    this.list.addEventListener('blur', function () { setTimeout(function () { if (!self.list.contains(document.activeElement)) self.close(false); }, 0); });
    document.addEventListener('mousedown', function (e) {
      if (self.isOpen() && !host.contains(e.target)) self.close(false);
    }, true);
    this.render();
  }
  Listbox.prototype.isOpen = function () { return !this.list.hidden; };
  Listbox.prototype.open = function () {
    this.list.hidden = false;
    this.btn.setAttribute('aria-expanded', 'true');
    var idx = -1;
    for (var i = 0; i < this.options.length; i++) if (this.options[i].value === this.value) idx = i;
    this.setActive(idx >= 0 ? idx : 0);
    this.list.focus();
  };
  Listbox.prototype.close = function (refocus) {
    if (this.list.hidden) return;
    this.list.hidden = true;
    this.btn.setAttribute('aria-expanded', 'false');
    this.list.removeAttribute('aria-activedescendant');
    if (refocus) this.btn.focus();
  };
  Listbox.prototype.setActive = function (i) {
    this.activeIndex = i;
    var self = this;
    this.items.forEach(function (li, k) { li.classList.toggle('is-active', k === i); });
    if (i >= 0) {
      this.list.setAttribute('aria-activedescendant', this.items[i].id);
      var li = this.items[i];
      if (li.offsetTop < self.list.scrollTop) self.list.scrollTop = li.offsetTop;
    }
  };
  Listbox.prototype.choose = function (i) {
    var v = this.options[i].value;
    var changed = v !== this.value;
    this.value = v;
    this.render();
    if (changed) this.onChange(v);
  };
  Listbox.prototype.setValue = function (v) { this.value = v || ''; this.render(); };
  Listbox.prototype.render = function () {
    var self = this, label = null;
    this.options.forEach(function (o, i) {
      var sel = o.value === self.value && (self.value !== '' || !self.placeholder);
      self.items[i].setAttribute('aria-selected', sel ? 'true' : 'false');
      if (sel) label = o.label;
    });
    this.btnText.textContent = label || this.placeholder || this.options[0].label;
    this.btn.classList.toggle('is-placeholder', !label);
  };

  // ------------------------------------------------------------------ consentimiento (muro de cookies)
  function consentGiven() { return !!store.get(CONSENT_KEY); }

  var consentEl = null;
  function showConsent(view) {
    if (consentEl) consentEl.remove();
    var saved = {};
    try { saved = JSON.parse(store.get(CONSENT_KEY) || '{}') || {}; } catch (e) { saved = {}; }
    var box = h('div', {
      'class': 'er-consent__box', role: 'dialog', 'aria-modal': 'true',
      'aria-labelledby': 'er-consent-title', 'aria-describedby': 'er-consent-desc', tabindex: '-1'
    });
    consentEl = h('div', { id: 'er-consent', 'class': 'er-consent' }, box);

    function brand() {
      return h('div', { 'class': 'er-consent__brand' },
        cookieIcon(), 'EmpleoRadar · Centro de preferencias de privacidad');
    }

    function renderBanner() {
      box.innerHTML = '';
      box.appendChild(brand());
      box.appendChild(h('h2', { id: 'er-consent-title', text: 'Tu privacidad es importante' }));
      box.appendChild(h('p', { id: 'er-consent-desc', text:
        'Utilizamos cookies propias y de terceros para analizar nuestros servicios, personalizar el contenido y ' +
        'mostrarte publicidad relacionada con tus preferencias en base a un perfil elaborado a partir de tus ' +
        'hábitos de navegación (por ejemplo, páginas visitadas). Puedes aceptar todas las cookies pulsando ' +
        '«Aceptar todas», rechazarlas pulsando «Rechazar todas» o elegir cuáles aceptas pulsando «Configurar».' }));
      box.appendChild(h('p', null, 'Más información en nuestra ', h('a', { href: '/cookies', text: 'Política de cookies' }), '.'));
      box.appendChild(h('div', { 'class': 'er-consent__actions' },
        h('button', { type: 'button', 'class': 'er-btn er-btn--outline', id: 'er-consent-config', text: 'Configurar', onclick: renderSettings }),
        h('button', { type: 'button', 'class': 'er-btn er-btn--outline', id: 'er-consent-reject', text: 'Rechazar todas',
          onclick: function () { giveConsent({ choice: 'rechazar', analiticas: false, publicidad: false }); } }),
        h('button', { type: 'button', 'class': 'er-btn er-btn--primary', id: 'er-consent-accept', text: 'Aceptar todas',
          onclick: function () { giveConsent({ choice: 'aceptar', analiticas: true, publicidad: true }); } })
      ));
      var first = $('#er-consent-accept', box);
      if (first) first.focus();
    }

    function sw(id, on) {
      var b = h('button', { type: 'button', 'class': 'er-switch', role: 'switch', 'aria-checked': on ? 'true' : 'false', 'aria-labelledby': id + '-l' },
        h('span', { 'class': 'er-switch__knob' }));
      b.addEventListener('click', function () { b.setAttribute('aria-checked', b.getAttribute('aria-checked') === 'true' ? 'false' : 'true'); });
      return b;
    }

    function renderSettings() {
      box.innerHTML = '';
      var an = sw('er-ck-an', !!saved.analiticas), pu = sw('er-ck-pu', !!saved.publicidad);
      box.appendChild(brand());
      box.appendChild(h('h2', { id: 'er-consent-title', text: 'Configuración de cookies' }));
      box.appendChild(h('p', { id: 'er-consent-desc', text: 'Elige qué categorías de cookies quieres permitir. Las cookies técnicas son necesarias para que el sitio funcione y no se pueden desactivar.' }));
      box.appendChild(h('div', { 'class': 'er-consent__cat' },
        h('div', null, h('strong', { text: 'Cookies técnicas' }), h('span', { text: 'Sesión, seguridad y preferencias básicas.' })),
        h('span', { 'class': 'er-consent__always', text: 'Siempre activas' })));
      box.appendChild(h('div', { 'class': 'er-consent__cat' },
        h('div', null, h('strong', { id: 'er-ck-an-l', text: 'Cookies analíticas' }), h('span', { text: 'Nos ayudan a entender cómo se usa EmpleoRadar.' })), an));
      box.appendChild(h('div', { 'class': 'er-consent__cat' },
        h('div', null, h('strong', { id: 'er-ck-pu-l', text: 'Cookies de publicidad' }), h('span', { text: 'Muestran anuncios relevantes en otros sitios.' })), pu));
      box.appendChild(h('div', { 'class': 'er-consent__actions' },
        h('button', { type: 'button', 'class': 'er-btn er-btn--outline', text: 'Guardar preferencias',
          onclick: function () {
            giveConsent({ choice: 'configurar', analiticas: an.getAttribute('aria-checked') === 'true', publicidad: pu.getAttribute('aria-checked') === 'true' });
          } }),
        h('button', { type: 'button', 'class': 'er-btn er-btn--primary', text: 'Aceptar todas',
          onclick: function () { giveConsent({ choice: 'aceptar', analiticas: true, publicidad: true }); } })
      ));
      an.focus();
    }

    document.body.appendChild(consentEl);
    lockScroll('consent');
    pushLayer({ el: consentEl, onEscape: null });
    if (view === 'settings') renderSettings(); else renderBanner();
  }

  function cookieIcon() {
    var s = h('span', { 'aria-hidden': 'true' });
    s.innerHTML = '<svg width="18" height="18" viewBox="0 0 24 24"><path d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5z" fill="#d9a45b"/><circle cx="8" cy="10" r="1.5" fill="#7a4b1c"/><circle cx="14" cy="15" r="1.5" fill="#7a4b1c"/><circle cx="9" cy="16" r="1" fill="#7a4b1c"/></svg>';
    return s;
  }

  function giveConsent(obj) {
    var first = !consentGiven();
    obj.v = 1;
    store.set(CONSENT_KEY, JSON.stringify(obj));
    if (consentEl) {
      popLayer(consentEl);
      consentEl.remove();
      consentEl = null;
    }
    unlockScroll('consent');
    if (first) scheduleNewsletter();
  }

  // ------------------------------------------------------------------ newsletter
  var nl = { timer: null, shown: false, pending: false, el: null, returnFocus: null };

  function newsletterEligible() {
    return consentGiven() && !store.get(NL_KEY) && !nl.shown;
  }
  function scheduleNewsletter() {
    if (!newsletterEligible()) return;
    clearTimeout(nl.timer);
    nl.timer = setTimeout(openNewsletter, NEWSLETTER_DELAY);
  }
  function openNewsletter() {
    if (!newsletterEligible() || consentEl) return;
    if ($('#er-apply').open) { nl.pending = true; return; }
    clearTimeout(nl.timer);
    nl.shown = true;
    nl.returnFocus = document.activeElement;
    var err = h('p', { 'class': 'er-field__err', id: 'er-nl-err', role: 'alert' });
    var input = h('input', { id: 'er-nl-email', type: 'email', name: 'email', placeholder: 'nombre@correo.com', autocomplete: 'email', 'aria-describedby': 'er-nl-err' });
    var submitBtn = h('button', { type: 'submit', 'class': 'er-btn er-btn--primary er-btn--block', text: 'Suscribirme' });
    var form = h('form', { novalidate: true },
      h('label', { 'for': 'er-nl-email', text: 'Tu correo electrónico' }), input, err,
      h('div', { 'class': 'er-nl__actions' }, submitBtn,
        h('button', { type: 'button', 'class': 'er-btn er-btn--ghost er-btn--block', text: 'No, gracias', onclick: function () { closeNewsletter('rechazado'); } })));
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var v = input.value.trim();
      if (!EMAIL_RE.test(v)) {
        err.textContent = v ? EMAIL_MSG : REQUIRED_MSG;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      submitBtn.disabled = true;
      submitBtn.textContent = 'Enviando…';
      fetch('/__submit/empleoradar-newsletter', {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: v, q: state.applied.q, l: state.applied.l })
      }).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        closeNewsletter('suscrito');
        toast('¡Listo! Recibirás las nuevas ofertas en ' + v + '.');
      }).catch(function () {
        submitBtn.disabled = false;
        submitBtn.textContent = 'Suscribirme';
        err.textContent = 'No hemos podido completar la suscripción. Inténtalo de nuevo.';
      });
    });
    var box = h('div', { 'class': 'er-nl', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'er-nl-title', 'aria-describedby': 'er-nl-desc' },
      h('button', { type: 'button', 'class': 'er-iconbtn er-nl__close', 'aria-label': 'Cerrar', text: '×', onclick: function () { closeNewsletter('cerrado'); } }),
      mailIcon(),
      h('h2', { id: 'er-nl-title', text: '¿Quieres recibir ofertas por email?' }),
      h('p', { id: 'er-nl-desc', text: 'Te avisamos en cuanto se publiquen ofertas como las que estás viendo. Sin spam: puedes darte de baja con un clic.' }),
      form);
    nl.el = h('div', { id: 'er-newsletter', 'class': 'er-nl-backdrop' }, box);
    document.body.appendChild(nl.el);
    lockScroll('newsletter');
    pushLayer({ el: nl.el, onEscape: function () { closeNewsletter('cerrado'); } });
    input.focus();
  }
  function mailIcon() {
    var d = h('div', { 'class': 'er-nl__icon', 'aria-hidden': 'true' });
    d.innerHTML = '<svg width="44" height="44" viewBox="0 0 24 24"><rect x="2" y="5" width="20" height="14" rx="2" fill="#fde7e3" stroke="#e8503a" stroke-width="1.5"/><path d="M3 7l9 6 9-6" fill="none" stroke="#e8503a" stroke-width="1.5"/></svg>';
    return d;
  }

  function closeNewsletter(how) {
    if (!nl.el) return;
    store.set(NL_KEY, how);
    popLayer(nl.el);
    nl.el.remove();
    nl.el = null;
    unlockScroll('newsletter');
    var back = nl.returnFocus;
    if (back && document.contains(back) && typeof back.focus === 'function') back.focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------ lista virtualizada
  var scroller, spacer, emptyEl;
  var rowNodes = {}; // id -> node
  var suppressScrollEvent = false;
  var rafPending = false;

  function setScrollTop(v) {
    var before = scroller.scrollTop;
    scroller.scrollTop = v;
    if (scroller.scrollTop !== before) suppressScrollEvent = true;
  }

  function makeRow(job) {
    var side = h('div', { 'class': 'er-row__side' },
      h('time', { datetime: job.published_at.slice(0, 10), title: dateEs(job.published_at), text: relativeDate(job) }));
    var meta = h('div', { 'class': 'er-row__meta' },
      h('span', { 'class': 'er-row__company', text: job.company }),
      h('span', { 'class': 'er-row__sep', 'aria-hidden': 'true', text: '·' }),
      h('span', { 'class': 'er-row__loc', text: job.location }),
      h('span', { 'class': 'er-row__sep', 'aria-hidden': 'true', text: '·' }),
      h('span', { 'class': 'er-row__jornada', text: 'Jornada ' + job.jornada.toLowerCase() }));
    var row = h('div', { 'class': 'er-row', role: 'button', tabindex: '0', 'data-id': job.id },
      h('h3', { 'class': 'er-row__title', text: job.title }), side, meta,
      job.salary ? h('div', { 'class': 'er-row__salary', text: job.salary.text }) : h('div', { 'class': 'er-row__salary' }));
    return row;
  }

  function renderList(resetScroll) {
    var n = state.results.length;
    if (resetScroll) {
      setScrollTop(0);
      Object.keys(rowNodes).forEach(function (id) { rowNodes[id].remove(); });
      rowNodes = {};
    }
    spacer.style.height = (n * ROW_H) + 'px';
    if (!n) {
      if (!emptyEl) {
        emptyEl = h('div', { 'class': 'er-empty' },
          h('h3', { text: 'No hay empleos que coincidan con tu búsqueda' }),
          h('p', { text: 'Prueba con otras palabras clave, otra ciudad o quita algún filtro.' }));
      }
      scroller.appendChild(emptyEl);
    } else if (emptyEl && emptyEl.parentNode) {
      emptyEl.remove();
    }
    renderWindow();
  }

  function renderWindow() {
    var results = state.results;
    var n = results.length;
    var st = scroller.scrollTop;
    var vh = scroller.clientHeight || 608;
    var first = Math.max(0, Math.floor(st / ROW_H) - OVERSCAN);
    var last = Math.min(n - 1, Math.ceil((st + vh) / ROW_H) - 1 + OVERSCAN);
    var keep = {};
    var i, job, node;
    for (i = first; i <= last; i++) keep[results[i].id] = i;
    Object.keys(rowNodes).forEach(function (id) {
      if (!(id in keep)) { rowNodes[id].remove(); delete rowNodes[id]; }
    });
    var prev = null;
    for (i = first; i <= last; i++) {
      job = results[i];
      node = rowNodes[job.id];
      if (!node) { node = makeRow(job); rowNodes[job.id] = node; }
      if (node._index !== i) { node.style.top = (i * ROW_H) + 'px'; node._index = i; }
      if (job.id === state.selectedId) node.setAttribute('aria-current', 'true');
      else node.removeAttribute('aria-current');
      var want = prev ? prev.nextSibling : spacer.firstChild;
      if (node !== want) spacer.insertBefore(node, want);
      prev = node;
    }
  }

  function onListScroll() {
    if (!rafPending) {
      rafPending = true;
      requestAnimationFrame(function () { rafPending = false; renderWindow(); });
    }
    if (suppressScrollEvent) { suppressScrollEvent = false; return; }
    if (newsletterEligible()) openNewsletter();
  }

  function indexOfId(id) {
    for (var i = 0; i < state.results.length; i++) if (state.results[i].id === id) return i;
    return -1;
  }

  function ensureRowVisible(i) {
    var top = i * ROW_H, vh = scroller.clientHeight;
    if (top < scroller.scrollTop) setScrollTop(top);
    else if (top + ROW_H > scroller.scrollTop + vh) setScrollTop(top + ROW_H - vh);
    renderWindow();
  }

  function openRow(id) {
    var job = state.byId[id];
    if (!job) return;
    var url = jobPath(job) + location.search;
    if (location.pathname + location.search !== url) navigate(url);
  }

  function onRowKey(e) {
    var row = e.target.closest && e.target.closest('.er-row');
    if (!row || e.target !== row) return;
    var i = row._index;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openRow(row.getAttribute('data-id'));
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      var j = e.key === 'ArrowDown' ? Math.min(state.results.length - 1, i + 1) : Math.max(0, i - 1);
      ensureRowVisible(j);
      var node = rowNodes[state.results[j].id];
      if (node) node.focus({ preventScroll: true });
    }
  }

  // ------------------------------------------------------------------ panel de la oferta
  function renderPane() {
    var pane = $('#er-pane');
    pane.innerHTML = '';
    pane.scrollTop = 0;
    var id = state.selectedId;
    if (!id) {
      pane.appendChild(h('div', { 'class': 'er-pane__placeholder' },
        svgIcon(),
        h('p', { text: 'Selecciona una oferta de la lista para ver todos los detalles.' })));
      return;
    }
    var job = state.byId[id];
    if (!job) {
      pane.appendChild(h('div', { 'class': 'er-pane__placeholder' },
        h('h2', { text: 'Esta oferta ya no está disponible' }),
        h('p', { text: 'Es posible que la empresa la haya cerrado o que el enlace no sea correcto.' }),
        h('a', { href: '/empleos', 'class': 'er-btn er-btn--outline', text: 'Ver todas las ofertas' })));
      return;
    }

    function fact(label, value, cls) {
      return h('li', null, h('span', { 'class': 'er-facts__label', text: label }),
        h('span', { 'class': 'er-facts__value' + (cls ? ' ' + cls : '') }, value));
    }

    var actions = h('div', { 'class': 'er-job__actions' });
    if (job.apply.type === 'external') {
      actions.appendChild(h('a', { href: job.apply.url, 'class': 'er-btn er-btn--primary', id: 'er-apply-external', text: 'Aplicar en la web de la empresa' }));
      actions.appendChild(h('span', { 'class': 'er-job__ext-note', text: 'Continuarás en la web de ' + job.company + '.' }));
    } else if (state.appliedJobs[job.id]) {
      actions.appendChild(h('button', { type: 'button', 'class': 'er-btn er-btn--primary', disabled: true, text: '✓ Inscrito' }));
    } else {
      actions.appendChild(h('button', { type: 'button', 'class': 'er-btn er-btn--primary', id: 'er-apply-open', text: 'Inscribirme',
        onclick: function () { openApply(job); } }));
    }
    var saveBtn = h('button', { type: 'button', 'class': 'er-save', 'aria-label': 'Guardar oferta', 'aria-pressed': state.saved[job.id] ? 'true' : 'false', text: state.saved[job.id] ? '♥' : '♡' });
    saveBtn.addEventListener('click', function () {
      if (state.saved[job.id]) delete state.saved[job.id]; else state.saved[job.id] = 1;
      store.set(SAVED_KEY, JSON.stringify(state.saved));
      saveBtn.setAttribute('aria-pressed', state.saved[job.id] ? 'true' : 'false');
      saveBtn.textContent = state.saved[job.id] ? '♥' : '♡';
      toast(state.saved[job.id] ? 'Oferta guardada en tus favoritos.' : 'Oferta eliminada de tus favoritos.');
    });
    actions.appendChild(saveBtn);

    var body = h('div', { 'class': 'er-job__body' }, h('h3', { text: 'Descripción del puesto' }));
    job.description.forEach(function (b) {
      if (b.type === 'p') body.appendChild(h('p', { text: b.text }));
      else if (b.type === 'h') body.appendChild(h('h3', { text: b.text }));
      else if (b.type === 'ul') body.appendChild(h('ul', null, b.items.map(function (t) { return h('li', { text: t }); })));
    });
    body.appendChild(h('h3', { text: 'Aptitudes' }));
    body.appendChild(h('ul', { 'class': 'er-tags' }, job.tags.map(function (t) { return h('li', { text: t }); })));

    var article = h('article', { 'class': 'er-job', 'aria-labelledby': 'er-job-title', 'data-id': job.id },
      h('div', { 'class': 'er-job__head' },
        h('h2', { id: 'er-job-title', 'class': 'er-job__title', text: job.title }),
        h('p', { 'class': 'er-job__company', text: job.company }),
        h('ul', { 'class': 'er-facts' },
          fact('Ubicación', job.location),
          job.salary ? fact('Salario', job.salary.text, 'er-facts__value--salary') : fact('Salario', 'Salario no disponible', 'er-facts__value--nosalary'),
          fact('Jornada', job.jornada),
          fact('Modalidad', job.modalidad),
          fact('Publicación', h('span', null, 'Publicado el ', h('time', { datetime: job.published_at.slice(0, 10), text: dateEs(job.published_at) })))
        ),
        actions),
      body);
    pane.appendChild(article);
  }

  function svgIcon() {
    var wrap = h('div', { 'aria-hidden': 'true' });
    wrap.innerHTML = '<svg width="56" height="56" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#fde7e3"/><circle cx="16" cy="16" r="9" fill="none" stroke="#e8503a" stroke-width="2"/><circle cx="16" cy="16" r="3" fill="#e8503a"/></svg>';
    return wrap;
  }

  // ------------------------------------------------------------------ cabecera del listado
  function renderCount() {
    var n = state.results.length;
    $('#er-count').textContent = plural(n, 'empleo', 'empleos');
    var badge = $('#er-filters-badge');
    var c = activeFilterCount(state.applied);
    badge.hidden = !c;
    badge.textContent = c ? String(c) : '';
  }

  function renderChips() {
    var wrap = $('#er-chips');
    wrap.innerHTML = '';
    var f = state.applied;
    var chips = [];
    f.jornada.forEach(function (j) { chips.push({ label: j, remove: function (g) { g.jornada = g.jornada.filter(function (x) { return x !== j; }); } }); });
    f.modalidad.forEach(function (m) { chips.push({ label: m, remove: function (g) { g.modalidad = g.modalidad.filter(function (x) { return x !== m; }); } }); });
    if (f.salario) chips.push({ label: 'Con salario visible', remove: function (g) { g.salario = false; } });
    if (f.publicado) {
      var lbl = PUBLICADO.filter(function (o) { return o.value === f.publicado; })[0].label;
      chips.push({ label: lbl, remove: function (g) { g.publicado = ''; } });
    }
    wrap.hidden = !chips.length;
    chips.forEach(function (c) {
      wrap.appendChild(h('span', { 'class': 'er-chip' }, c.label,
        h('button', { type: 'button', 'aria-label': 'Quitar filtro ' + c.label, text: '×', onclick: function () {
          var g = cloneFilters(state.applied); c.remove(g); navigate('/empleos' + queryString(g));
        } })));
    });
    if (chips.length > 1) {
      wrap.appendChild(h('button', { type: 'button', 'class': 'er-linkbtn', text: 'Limpiar todo', onclick: function () {
        var g = emptyFilters(); g.q = state.applied.q; g.l = state.applied.l; navigate('/empleos' + queryString(g));
      } }));
    }
  }

  // ------------------------------------------------------------------ cajón de filtros
  var drawer = { el: null, overlay: null, draft: null, publicado: null, hideTimer: null, open: false };

  function initDrawer() {
    drawer.el = $('#er-drawer');
    drawer.overlay = $('#er-drawer-overlay');
    drawer.publicado = new Listbox($('#er-publicado'), {
      id: 'er-pub', labelId: 'er-f-publicado', options: PUBLICADO, value: '',
      onChange: function (v) { drawer.draft.publicado = v; updateDrawerCount(); }
    });
    $all('.er-pill', drawer.el).forEach(function (b) {
      b.addEventListener('click', function () {
        var j = b.getAttribute('data-jornada');
        var list = drawer.draft.jornada;
        var k = list.indexOf(j);
        if (k === -1) list.push(j); else list.splice(k, 1);
        syncDrawer();
      });
    });
    $all('input[name=modalidad]', drawer.el).forEach(function (cb) {
      cb.addEventListener('change', function () {
        drawer.draft.modalidad = $all('input[name=modalidad]', drawer.el).filter(function (c) { return c.checked; }).map(function (c) { return c.value; });
        updateDrawerCount();
      });
    });
    var sw = $('#er-sw-salary');
    function toggleSw() { drawer.draft.salario = !drawer.draft.salario; syncDrawer(); }
    sw.addEventListener('click', toggleSw);
    $('#er-sw-label').addEventListener('click', function () { toggleSw(); sw.focus(); });
    $('#er-open-filters').addEventListener('click', openDrawer);
    $('#er-drawer-close').addEventListener('click', function () { closeDrawer(); });
    drawer.overlay.addEventListener('click', function () { closeDrawer(); });
    $('#er-drawer-reset').addEventListener('click', function () {
      var q = drawer.draft.q, l = drawer.draft.l;
      drawer.draft = emptyFilters(); drawer.draft.q = q; drawer.draft.l = l;
      syncDrawer();
    });
    $('#er-drawer-apply').addEventListener('click', function () {
      var f = cloneFilters(drawer.draft);
      f.q = state.applied.q; f.l = state.applied.l;
      closeDrawer(true);
      var url = '/empleos' + queryString(f);
      if (location.pathname + location.search === url) route(); else navigate(url);
    });
  }

  function syncDrawer() {
    var d = drawer.draft;
    $all('.er-pill', drawer.el).forEach(function (b) {
      b.setAttribute('aria-pressed', d.jornada.indexOf(b.getAttribute('data-jornada')) !== -1 ? 'true' : 'false');
    });
    $all('input[name=modalidad]', drawer.el).forEach(function (c) { c.checked = d.modalidad.indexOf(c.value) !== -1; });
    $('#er-sw-salary').setAttribute('aria-checked', d.salario ? 'true' : 'false');
    drawer.publicado.setValue(d.publicado);
    updateDrawerCount();
  }

  function updateDrawerCount() {
    var f = cloneFilters(drawer.draft);
    f.q = state.applied.q; f.l = state.applied.l;
    var n = state.loaded ? filterJobs(f).length : 0;
    $('#er-drawer-apply').textContent = 'Mostrar ' + plural(n, 'empleo', 'empleos');
  }

  function openDrawer() {
    if (drawer.open) return;
    drawer.open = true;
    clearTimeout(drawer.hideTimer);
    drawer.draft = cloneFilters(state.applied);
    syncDrawer();
    drawer.overlay.hidden = false;
    drawer.el.hidden = false;
    void drawer.el.offsetWidth; // reflow para la transición
    drawer.overlay.classList.add('is-open');
    drawer.el.classList.add('is-open');
    $('#er-open-filters').setAttribute('aria-expanded', 'true');
    lockScroll('drawer');
    pushLayer({ el: drawer.el, onEscape: function () { closeDrawer(); } });
    var first = $('.er-pill', drawer.el);
    if (first) first.focus();
  }

  function closeDrawer(applied) {
    if (!drawer.open) return;
    drawer.open = false;
    drawer.publicado.close(false);
    drawer.el.classList.remove('is-open');
    drawer.overlay.classList.remove('is-open');
    $('#er-open-filters').setAttribute('aria-expanded', 'false');
    popLayer(drawer.el);
    unlockScroll('drawer');
    drawer.hideTimer = setTimeout(function () { drawer.el.hidden = true; drawer.overlay.hidden = true; }, 230);
    if (!applied) $('#er-open-filters').focus();
  }

  // ------------------------------------------------------------------ inscripción (diálogo en dos pasos)
  var apply = { dlg: null, job: null, step: 1, exp: null, sending: false };

  function initApply() {
    apply.dlg = $('#er-apply');
    apply.exp = new Listbox($('#ap-exp'), {
      id: 'ap-exp', labelId: 'ap-exp-label', options: EXPERIENCIA, value: '', placeholder: 'Selecciona una opción'
    });
    var form = $('#er-apply-form');
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      if (apply.step === 1) {
        if (validateStep1()) gotoStep(2);
      } else if (validateStep2()) {
        sendApplication();
      }
    });
    $('#ap-back').addEventListener('click', function () { gotoStep(1); });
    $('#er-apply-x').addEventListener('click', function () { apply.dlg.close(); });
    $('#ap-close-done').addEventListener('click', function () { apply.dlg.close(); });
    apply.dlg.addEventListener('close', function () {
      var opener = $('#er-apply-open');
      if (opener) opener.focus();
      if (nl.pending) { nl.pending = false; setTimeout(openNewsletter, 400); }
    });
    ['ap-nombre', 'ap-apellidos', 'ap-email'].forEach(function (id) {
      $('#' + id).addEventListener('input', function () { setError(id, ''); });
    });
    // CV: input de fichero oculto tras el botón "Subir CV"
    var file = $('#ap-cv');
    $('#ap-cv-btn').addEventListener('click', function () { file.click(); });
    file.addEventListener('change', renderCv);
    $('#ap-cv-remove').addEventListener('click', function () { file.value = ''; renderCv(); });
    // radiogroup (div role=radio)
    var radios = $all('#ap-permiso [role=radio]');
    radios.forEach(function (r, i) {
      r.addEventListener('click', function () { selectRadio(i, true); });
      r.addEventListener('keydown', function (e) {
        if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); selectRadio(i, true); }
        else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') { e.preventDefault(); selectRadio((i + 1) % radios.length, true); }
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') { e.preventDefault(); selectRadio((i + radios.length - 1) % radios.length, true); }
      });
    });
    $('#ap-privacidad').addEventListener('change', function () { setError('ap-privacidad', ''); });
  }

  function selectRadio(i, focus) {
    var radios = $all('#ap-permiso [role=radio]');
    radios.forEach(function (r, k) {
      r.setAttribute('aria-checked', k === i ? 'true' : 'false');
      r.setAttribute('tabindex', (i === -1 ? k === 0 : k === i) ? '0' : '-1');
    });
    if (i >= 0) {
      $('#ap-permiso').classList.remove('is-invalid');
      $('#ap-permiso').removeAttribute('aria-invalid');
      $('#ap-permiso-err').textContent = '';
      if (focus) radios[i].focus();
    }
  }

  function radioValue() {
    var r = $('#ap-permiso [role=radio][aria-checked=true]');
    return r ? r.getAttribute('data-value') : '';
  }

  function renderCv() {
    var f = $('#ap-cv').files[0];
    var name = $('#ap-cv-name');
    name.textContent = f ? f.name : 'PDF o Word, máx. 5 MB';
    name.classList.toggle('has-file', !!f);
    $('#ap-cv-remove').hidden = !f;
    $('#ap-cv-btn').textContent = f ? 'Cambiar CV' : 'Subir CV';
  }

  function setError(id, msg) {
    var input = $('#' + id);
    var err = $('#' + id + '-err');
    if (err) err.textContent = msg;
    if (msg) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }

  function validateStep1() {
    var bad = null;
    ['ap-nombre', 'ap-apellidos', 'ap-email'].forEach(function (id) {
      var v = $('#' + id).value.trim();
      var msg = '';
      if (!v) msg = REQUIRED_MSG;
      else if (id === 'ap-email' && !EMAIL_RE.test(v)) msg = EMAIL_MSG;
      setError(id, msg);
      if (msg && !bad) bad = id;
    });
    if (bad) { $('#' + bad).focus(); return false; }
    return true;
  }

  function validateStep2() {
    var ok = true, focusEl = null;
    if (!radioValue()) {
      $('#ap-permiso').classList.add('is-invalid');
      $('#ap-permiso').setAttribute('aria-invalid', 'true');
      $('#ap-permiso-err').textContent = REQUIRED_MSG;
      ok = false;
      focusEl = $('#ap-permiso [role=radio]');
    }
    if (!$('#ap-privacidad').checked) {
      setError('ap-privacidad', REQUIRED_MSG);
      ok = false;
      focusEl = focusEl || $('#ap-privacidad');
    }
    if (focusEl) focusEl.focus();
    return ok;
  }

  function gotoStep(n) {
    apply.step = n;
    $('#er-step1').hidden = n !== 1;
    $('#er-step2').hidden = n !== 2;
    $('#er-apply-step').textContent = 'Paso ' + n + ' de 2';
    $('#er-apply-bar').style.width = (n * 50) + '%';
    if (n === 1) $('#ap-nombre').focus();
    else {
      var checked = $('#ap-permiso [role=radio][aria-checked=true]') || $('#ap-permiso [role=radio]');
      checked.focus();
    }
  }

  function openApply(job) {
    apply.job = job;
    apply.sending = false;
    var form = $('#er-apply-form');
    form.reset();
    ['ap-nombre', 'ap-apellidos', 'ap-email', 'ap-privacidad'].forEach(function (id) { setError(id, ''); });
    selectRadio(-1, false);
    $('#ap-permiso').classList.remove('is-invalid');
    $('#ap-permiso').removeAttribute('aria-invalid');
    $('#ap-permiso-err').textContent = '';
    $('#ap-send-err').textContent = '';
    apply.exp.setValue('');
    renderCv();
    form.hidden = false;
    $('#er-apply-done').hidden = true;
    $('#er-apply-head').hidden = false;
    $('.er-apply__progress', apply.dlg).hidden = false;
    $('#ap-send').disabled = false;
    $('#ap-send').textContent = 'Enviar candidatura';
    $('#er-apply-title').textContent = 'Inscribirme en ' + job.title;
    $('#er-apply-sub').textContent = job.company + ' · ' + job.location;
    apply.dlg.showModal();
    gotoStep(1);
  }

  function sendApplication() {
    if (apply.sending) return;
    apply.sending = true;
    var job = apply.job;
    var file = $('#ap-cv').files[0];
    var payload = {
      job_id: job.id,
      job_title: job.title,
      company: job.company,
      nombre: $('#ap-nombre').value.trim(),
      apellidos: $('#ap-apellidos').value.trim(),
      email: $('#ap-email').value.trim(),
      telefono: $('#ap-telefono').value.trim(),
      cv: file ? { name: file.name, size: file.size, type: file.type } : null,
      permiso_trabajo_ue: radioValue(),
      experiencia: apply.exp.value,
      acepta_privacidad: true
    };
    var btn = $('#ap-send');
    btn.disabled = true;
    btn.textContent = 'Enviando…';
    $('#ap-send-err').textContent = '';
    fetch('/__submit/empleoradar-apply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept': 'application/json' },
      body: JSON.stringify(payload)
    }).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      state.appliedJobs[job.id] = true;
      $('#er-apply-form').hidden = true;
      $('#er-apply-head').hidden = true;
      $('.er-apply__progress', apply.dlg).hidden = true;
      $('#er-apply-done').hidden = false;
      $('#ap-close-done').focus();
      if (state.selectedId === job.id) renderPane();
    }).catch(function () {
      apply.sending = false;
      btn.disabled = false;
      btn.textContent = 'Enviar candidatura';
      $('#ap-send-err').textContent = 'No se ha podido enviar la candidatura. Inténtalo de nuevo.';
    });
  }

  // ------------------------------------------------------------------ páginas estáticas
  function para(t) { return h('p', { text: t }); }

  var PAGES = {
    '/publicar-oferta': function () {
      var msg = h('p', { 'class': 'er-small', role: 'status' });
      var form = h('form', { novalidate: true },
        row('pub-empresa', 'Empresa', 'text'), row('pub-email', 'Correo electrónico', 'email'), row('pub-tel', 'Teléfono', 'tel'),
        h('button', { type: 'submit', 'class': 'er-btn er-btn--primary', text: 'Solicitar información' }), msg);
      form.addEventListener('submit', function (e) {
        e.preventDefault();
        var data = { empresa: $('#pub-empresa').value.trim(), email: $('#pub-email').value.trim(), telefono: $('#pub-tel').value.trim() };
        if (!data.empresa || !EMAIL_RE.test(data.email)) { msg.textContent = 'Indica el nombre de la empresa y un correo electrónico válido.'; return; }
        fetch('/__submit/empleoradar-empresas', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })
          .then(function () { form.reset(); msg.textContent = 'Gracias. Un asesor de EmpleoRadar se pondrá en contacto contigo en menos de 24 horas.'; })
          .catch(function () { msg.textContent = 'No se ha podido enviar. Inténtalo de nuevo.'; });
      });
      return ['Publicar oferta', h('div', null,
        h('h1', { text: 'Publica tu oferta de empleo' }),
        para('Llega a más de 2 millones de candidatos en toda España. Tu primera oferta es gratis durante 30 días.'),
        h('div', { 'class': 'er-card' }, h('h2', { text: 'Habla con nuestro equipo' }), form))];
    },
    '/iniciar-sesion': function () {
      var msg = h('p', { 'class': 'er-form-error', role: 'alert' });
      var form = h('form', { novalidate: true },
        row('login-email', 'Correo electrónico', 'email'), row('login-pass', 'Contraseña', 'password'),
        h('button', { type: 'submit', 'class': 'er-btn er-btn--primary', text: 'Entrar' }), msg);
      form.addEventListener('submit', function (e) {
        e.preventDefault();
        msg.textContent = 'El acceso de candidatos está en mantenimiento. Inténtalo de nuevo más tarde.';
      });
      return ['Iniciar sesión', h('div', null,
        h('h1', { text: 'Iniciar sesión' }),
        h('div', { 'class': 'er-card' }, form,
          h('p', { 'class': 'er-small' }, '¿Todavía no tienes cuenta? Puedes inscribirte en las ofertas sin registrarte.'),
          h('p', null, h('a', { href: '/empleos', text: 'Volver a las ofertas' }))))];
    },
    '/sobre-nosotros': function () {
      return ['Sobre nosotros', h('div', null, h('h1', { text: 'Sobre EmpleoRadar' }),
        para('EmpleoRadar nació en 2014 en Valencia con una idea sencilla: que encontrar trabajo sea tan fácil como buscar un restaurante.'),
        para('Hoy colaboramos con miles de empresas de todos los tamaños y publicamos ofertas en todas las provincias de España.'))];
    },
    '/ayuda': function () {
      return ['Ayuda', h('div', null, h('h1', { text: 'Centro de ayuda' }),
        h('h2', { text: '¿Cómo me inscribo en una oferta?' }),
        para('Abre la oferta y pulsa «Inscribirme». Completa tus datos, responde a las preguntas y envía tu candidatura. Algunas empresas gestionan las candidaturas en su propia web: en ese caso verás «Aplicar en la web de la empresa».'),
        h('h2', { text: '¿Tengo que registrarme?' }),
        para('No. Puedes inscribirte sin cuenta; solo necesitas un correo electrónico.'),
        h('h2', { text: '¿Cómo dejo de recibir alertas?' }),
        para('Cada correo incluye un enlace para darte de baja.'))];
    },
    '/aviso-legal': function () {
      return ['Aviso legal', h('div', null, h('h1', { text: 'Aviso legal' }),
        para('EmpleoRadar S.L., con domicilio en Calle de la Paz 12, 46003 Valencia. CIF B-00000000. Inscrita en el Registro Mercantil de Valencia.'),
        para('El uso de este sitio implica la aceptación de las presentes condiciones.'))];
    },
    '/privacidad': function () {
      return ['Política de privacidad', h('div', null, h('h1', { text: 'Política de privacidad' }),
        para('Responsable: EmpleoRadar S.L. Finalidad: gestionar tus candidaturas y, si lo solicitas, enviarte alertas de empleo.'),
        para('Legitimación: tu consentimiento. Destinatarios: las empresas a cuyas ofertas te inscribas. Derechos: acceso, rectificación, supresión y portabilidad escribiendo a privacidad@empleoradar.example.'))];
    },
    '/cookies': function () {
      return ['Política de cookies', h('div', null, h('h1', { text: 'Política de cookies' }),
        para('Usamos cookies técnicas (necesarias), analíticas y de publicidad. Puedes cambiar tu elección en cualquier momento.'),
        h('button', { type: 'button', 'class': 'er-btn er-btn--outline', text: 'Cambiar preferencias de cookies', onclick: function () { showConsent('settings'); } }))];
    }
  };

  function row(id, label, type) {
    return h('div', { 'class': 'er-form-row' }, h('label', { 'for': id, text: label }), h('input', { id: id, name: id, type: type }));
  }

  function showPage(title, content) {
    $('#er-board').hidden = true;
    var page = $('#er-page');
    page.hidden = false;
    page.innerHTML = '';
    page.appendChild(content);
    document.title = title + ' | EmpleoRadar';
    window.scrollTo(0, 0);
  }

  function showExternal(id) {
    var job = state.byId[id];
    if (!job || job.apply.type !== 'external') {
      showPage('Oferta no encontrada', h('div', { 'class': 'er-card er-leaving' },
        h('h1', { text: 'Oferta no encontrada' }),
        h('p', { text: 'El enlace que has seguido no corresponde a ninguna oferta activa.' }),
        h('a', { href: '/empleos', 'class': 'er-btn er-btn--outline', text: 'Ver todas las ofertas' })));
      return;
    }
    showPage('Saliendo de EmpleoRadar', h('div', { 'class': 'er-card er-leaving', 'data-id': job.id },
      h('h1', { text: 'Estás saliendo de EmpleoRadar…' }),
      h('p', null, 'Para inscribirte en ', h('strong', { text: job.title }), ' vas a continuar en la web de ',
        h('strong', { text: job.company }), '. EmpleoRadar no es responsable del contenido ni del tratamiento de datos de sitios externos.'),
      h('p', null, h('span', { 'class': 'er-leaving__url', text: job.apply.company_site })),
      h('p', { 'class': 'er-small', text: 'Si la página de la empresa no se abre, copia la dirección en tu navegador.' }),
      h('p', null, h('a', { href: jobPath(job), 'class': 'er-btn er-btn--outline', text: 'Volver a la oferta' }))));
  }

  // ------------------------------------------------------------------ router
  function navigate(url, replace) {
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    route();
  }

  function route() {
    var path = location.pathname.replace(/\/+$/, '') || '/';
    if (path === '/' || path === '/index.html') {
      history.replaceState(null, '', '/empleos' + location.search);
      path = '/empleos';
    }
    if (!state.loaded) {
      if (path.indexOf('/empleos') === 0) showBoardLoading();
      else showPage('Cargando…', h('p', { 'class': 'er-small', text: 'Cargando…' }));
      return;
    }
    var m;
    if (path === '/empleos') return showBoard(null);
    if ((m = path.match(/^\/empleos\/([a-z0-9-]*?)-?(\d{6})$/))) return showBoard(m[2], m[1]);
    if ((m = path.match(/^\/externo\/(\d{6})$/))) return showExternal(m[1]);
    if (PAGES[path]) { var r = PAGES[path](); return showPage(r[0], r[1]); }
    showPage('Página no encontrada', h('div', { 'class': 'er-card' },
      h('h1', { text: 'Página no encontrada' }),
      h('p', { text: 'La página que buscas no existe o ha cambiado de dirección.' }),
      h('a', { href: '/empleos', 'class': 'er-btn er-btn--outline', text: 'Ir a las ofertas' })));
  }

  function showBoardLoading() {
    $('#er-page').hidden = true;
    $('#er-board').hidden = false;
    $('#er-count').textContent = 'Cargando ofertas…';
  }

  function showBoard(id, slug) {
    var wasHidden = $('#er-board').hidden;
    $('#er-page').hidden = true;
    $('#er-board').hidden = false;
    // Corrige el slug si el id existe pero el slug no coincide
    if (id && state.byId[id] && slug !== state.byId[id].slug) {
      history.replaceState(null, '', jobPath(state.byId[id]) + location.search);
    }
    var f = readQuery();
    state.applied = f;
    $('#er-q').value = f.q;
    $('#er-l').value = f.l;
    var key = queryString(f);
    var reset = key !== state.resultsKey;
    if (reset) {
      state.results = filterJobs(f);
      state.resultsKey = key;
    }
    var prevSelected = state.selectedId;
    state.selectedId = id;
    renderCount();
    renderChips();
    renderList(reset);
    if (id !== prevSelected || reset || wasHidden) renderPane();
    if (id && (reset || wasHidden || id !== prevSelected)) {
      var i = indexOfId(id);
      if (i !== -1 && (reset || wasHidden)) {
        var top = i * ROW_H, vh = scroller.clientHeight;
        if (top < scroller.scrollTop || top + ROW_H > scroller.scrollTop + vh) setScrollTop(Math.max(0, top - 2 * ROW_H));
        renderWindow();
      }
    }
    var job = id && state.byId[id];
    if (job) document.title = job.title + ' en ' + job.company + ' - ' + job.location + ' | EmpleoRadar';
    else if (f.q || f.l) document.title = 'Empleos' + (f.q ? ' de ' + f.q : '') + (f.l ? ' en ' + f.l : '') + ' | EmpleoRadar';
    else document.title = 'Ofertas de empleo en España | EmpleoRadar';
    if (wasHidden) window.scrollTo(0, 0);
  }

  // ------------------------------------------------------------------ arranque
  function interceptLinks() {
    document.addEventListener('click', function (e) {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      var a = e.target.closest && e.target.closest('a[href]');
      if (!a || a.target || a.hasAttribute('download')) return;
      var href = a.getAttribute('href');
      if (!href || href.charAt(0) !== '/' || href.indexOf('//') === 0 || href.indexOf('/__') === 0) return;
      if (/\.[a-z0-9]+($|\?)/i.test(href.split('#')[0])) return;
      e.preventDefault();
      if (href !== location.pathname + location.search) navigate(href);
    });
  }

  function initSearch() {
    $('#er-search').addEventListener('submit', function (e) {
      e.preventDefault();
      var f = cloneFilters(state.applied);
      f.q = $('#er-q').value.trim();
      f.l = $('#er-l').value.trim();
      var url = '/empleos' + queryString(f);
      if (location.pathname + location.search === url) route();
      else navigate(url);
    });
  }

  function init() {
    scroller = $('#er-results');
    spacer = $('#er-spacer');
    scroller.addEventListener('scroll', onListScroll, { passive: true });
    spacer.addEventListener('click', function (e) {
      var row = e.target.closest('.er-row');
      if (row) openRow(row.getAttribute('data-id'));
    });
    spacer.addEventListener('keydown', onRowKey);
    interceptLinks();
    initSearch();
    initDrawer();
    initApply();
    $('#er-cookie-settings').addEventListener('click', function () { showConsent('settings'); });
    window.addEventListener('popstate', route);

    if (!consentGiven()) showConsent('banner');
    else scheduleNewsletter();

    route();
    fetch('/jobs.json', { headers: { 'Accept': 'application/json' } })
      .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
      .then(function (data) {
        state.generatedAt = data.generated_at;
        state.nowMs = Date.parse(data.generated_at);
        state.jobs = data.jobs.slice().sort(function (a, b) {
          var d = Date.parse(b.published_at) - Date.parse(a.published_at);
          return d || (+b.id - +a.id);
        });
        state.jobs.forEach(function (j) { state.byId[j.id] = j; });
        state.loaded = true;
        route();
      })
      .catch(function () {
        $('#er-count').textContent = 'No se han podido cargar las ofertas. Recarga la página.';
      });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
