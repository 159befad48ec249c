/* İşBul web client – build 2025.10.2 (hand-rolled stand-in for the Nuxt bundle) */
const cfg = (window.__NUXT__ && window.__NUXT__.config.public) || { apiBase: '/api/v2' };
const API = cfg.apiBase;
const ROW_H = 128;
const VIEW_H = 640;
const OVERSCAN = 3;
const AD_AFTER = 6;
const CONSENT_KEY = 'isbul_kvkk_consent';
const PROMO_KEY = 'isbul_app_promo';
const SAVED_KEY = 'isbul_saved_jobs';
const AD = {
  title: "Full Stack Web Geliştirme Bootcamp'i",
  advertiser: 'Kodlama Akademisi Bilişim Okulu',
  text: '16 haftalık canlı eğitimle yazılımcı ol. Kariyer desteği ve taksit seçenekleriyle.',
  href: 'https://www.kodlamaakademisi.com.tr/bootcamp/full-stack?utm_source=isbul&utm_medium=liste',
  link: 'Detaylı Bilgi',
};
const WS = [
  ['tam', 'Tam Zamanlı', (j) => j.workType === 'Tam Zamanlı'],
  ['yari', 'Yarı Zamanlı', (j) => j.workType === 'Yarı Zamanlı'],
  ['remote', 'Uzaktan', (j) => j.workModel === 'Uzaktan'],
  ['hibrit', 'Hibrit', (j) => j.workModel === 'Hibrit'],
];
const LVL = [['stajyer', 'Stajyer'], ['yeni-baslayan', 'Yeni Başlayan'], ['uzman', 'Uzman'], ['yonetici', 'Yönetici']];
const DATES = [['1', 'Bugün'], ['3', 'Son 3 gün'], ['7', 'Son 1 hafta'], ['30', 'Son 1 ay']];
const LEVEL_LABEL = Object.fromEntries(LVL);

/* ------------------------------------------------------------------ helpers */
const FOLD = { 'ı': 'i', 'ş': 's', 'ç': 'c', 'ğ': 'g', 'ö': 'o', 'ü': 'u', 'â': 'a', 'î': 'i', 'û': 'u' };
function fold(s) {
  return String(s || '').replace(/İ/g, 'i').replace(/I/g, 'ı').toLowerCase().replace(/[ışçğöüâîû]/g, (c) => FOLD[c]);
}
function words(s) { return fold(s).split(/\s+/).filter(Boolean); }

function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (k === 'checked' || k === 'value' || k === 'selected') el[k] = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, kids);
  return el;
}
function append(el, kids) {
  for (const kid of kids.flat(Infinity)) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.appendChild(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}
function svgIcon(path, cls) {
  const s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  s.setAttribute('viewBox', '0 0 24 24');
  s.setAttribute('aria-hidden', 'true');
  s.setAttribute('class', cls || 'w-4 h-4');
  const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  p.setAttribute('d', path);
  p.setAttribute('fill', 'none');
  p.setAttribute('stroke', 'currentColor');
  p.setAttribute('stroke-width', '2');
  p.setAttribute('stroke-linecap', 'round');
  p.setAttribute('stroke-linejoin', 'round');
  s.appendChild(p);
  return s;
}
const ICON = {
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.3-4.3',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
  chevron: 'm6 9 6 6 6-6',
  star: 'm12 3 2.7 5.6 6.3.9-4.5 4.4 1 6.2L12 17.2 6.5 20.1l1-6.2L3 9.5l6.3-.9z',
  phone: 'M7 2h10v20H7zM11 18h2',
};

function dayNum(iso) { return Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 864e5; }
function ageDays(job, serverTime) { return dayNum(serverTime) - dayNum(job.postedAt); }
function postedLabel(age) {
  if (age <= 0) return 'Bugün';
  if (age === 1) return 'Dün';
  if (age < 7) return `${age} gün önce`;
  if (age < 30) return `${Math.floor(age / 7)} hafta önce`;
  return `${Math.floor(age / 30)} ay önce`;
}
function savedIds() {
  try { return new Set(JSON.parse(localStorage.getItem(SAVED_KEY) || '[]')); } catch (e) { return new Set(); }
}
function toggleSaved(id) {
  const s = savedIds();
  const on = !s.has(id);
  if (on) s.add(id); else s.delete(id);
  localStorage.setItem(SAVED_KEY, JSON.stringify([...s]));
  toast(on ? 'İlan kaydedildi.' : 'İlan kaydedilenlerden çıkarıldı.');
  return on;
}
let toastTimer = 0;
function toast(msg) {
  let t = document.querySelector('[data-test="toast"]');
  if (!t) {
    t = h('div', { 'data-test': 'toast', role: 'status', class: 'toast fixed left-1/2 bottom-6 px-4 py-2 rounded-lg bg-gray-900 text-white text-sm shadow-lg' });
    document.getElementById('teleports').appendChild(t);
  }
  t.textContent = msg;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.remove(), 2500);
}
function sleep(ms) { return new Promise((r) => setTimeout(r, ms)); }

let listCache = null;
async function apiList(qs, signal) {
  // the real site asks its API per query; this demo API returns the whole index and the client narrows it
  const res = await fetch(`${API}/ilanlar.json${qs ? '?' + qs : ''}`, { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`API ${res.status}`);
  listCache = await res.json();
  await sleep(180);
  return listCache;
}

/* ------------------------------------------------------------------ query state */
function readQuery(search) {
  const p = new URLSearchParams(search);
  const multi = (k) => p.getAll(k).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  return {
    kw: p.get('kw') || '',
    city: p.get('city') || '',
    ws: multi('ws').filter((v) => WS.some((w) => w[0] === v)),
    lvl: multi('lvl').filter((v) => LEVEL_LABEL[v]),
    d: DATES.some((x) => x[0] === p.get('d')) ? p.get('d') : '',
    sort: p.get('sort') === 'uygun' ? 'uygun' : 'yeni',
  };
}
function writeQuery(q) {
  const p = new URLSearchParams();
  if (q.kw) p.append('kw', q.kw);
  if (q.city) p.append('city', q.city);
  q.ws.forEach((v) => p.append('ws', v));
  q.lvl.forEach((v) => p.append('lvl', v));
  if (q.d) p.append('d', q.d);
  if (q.sort !== 'yeni') p.append('sort', q.sort);
  const s = p.toString();
  return '/is-ilanlari' + (s ? '?' + s : '');
}
function baseMatch(j, q) {
  const hay = fold([j.title, j.company.name, j.sector].join(' '));
  if (!words(q.kw).every((w) => hay.includes(w))) return false;
  const c = fold(q.city).trim();
  return !c || fold(j.locationText).includes(c);
}
function runQuery(data, q, skip) {
  const out = data.items.filter((j) => {
    if (!baseMatch(j, q)) return false;
    if (skip !== 'ws' && q.ws.length && !WS.some(([k, , f]) => q.ws.includes(k) && f(j))) return false;
    if (skip !== 'lvl' && q.lvl.length && !q.lvl.includes(j.positionLevel)) return false;
    if (skip !== 'd' && q.d && !(ageDays(j, data.serverTime) < +q.d)) return false;
    return true;
  });
  out.sort((a, b) => (a.postedAt < b.postedAt ? 1 : a.postedAt > b.postedAt ? -1 : 0));
  if (q.sort === 'uygun') {
    const ws = words(q.kw);
    const score = (j) => (j.isFeatured ? 2 : 0) + (ws.length && ws.every((w) => fold(j.title).includes(w)) ? 1 : 0);
    return out.map((j, i) => [j, i]).sort((a, b) => score(b[0]) - score(a[0]) || a[1] - b[1]).map((x) => x[0]);
  }
  return out;
}
function facetCounts(data, q) {
  const c = { ws: {}, lvl: {}, d: {} };
  const noWs = runQuery(data, q, 'ws');
  WS.forEach(([k, , f]) => { c.ws[k] = noWs.filter(f).length; });
  const noLvl = runQuery(data, q, 'lvl');
  LVL.forEach(([k]) => { c.lvl[k] = noLvl.filter((j) => j.positionLevel === k).length; });
  const noD = runQuery(data, q, 'd');
  DATES.forEach(([k]) => { c.d[k] = noD.filter((j) => ageDays(j, data.serverTime) < +k).length; });
  return c;
}

/* ------------------------------------------------------------------ router */
const root = document.getElementById('__nuxt');
const teleports = document.getElementById('teleports');
let cleanup = [];
function navigate(url, replace) {
  if (replace) history.replaceState({}, '', url); else history.pushState({}, '', url);
  render();
}
document.addEventListener('click', (e) => {
  const a = e.target.closest && e.target.closest('a[href]');
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  if (a.target && a.target !== '_self') return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin || a.hasAttribute('download')) return;
  e.preventDefault();
  if (url.pathname + url.search !== location.pathname + location.search) navigate(url.pathname + url.search);
});
window.addEventListener('popstate', () => render());

function render() {
  cleanup.forEach((f) => f());
  cleanup = [];
  const path = location.pathname.replace(/\/+$/, '') || '/';
  let page;
  let m;
  if (path === '/') page = homePage();
  else if (path === '/is-ilanlari') page = listPage();
  else if ((m = path.match(/^\/is-ilani\/(.+)-(\d+)$/))) page = jobPage(m[2]);
  else if (path === '/aydinlatma-metni') page = textPage('KVKK Aydınlatma Metni', KVKK_TEXT);
  else if (path === '/cerez-politikasi') page = textPage('Çerez Politikası', COOKIE_TEXT);
  else page = notFound();
  root.replaceChildren(siteHeader(), h('main', { id: 'main', class: 'container mx-auto px-4 py-6' }, page), siteFooter());
  window.scrollTo(0, 0);
}

/* ------------------------------------------------------------------ layout */
function siteHeader() {
  return h('header', { class: 'site-header bg-white border-b border-gray-200', 'data-v-1f2a3b4c': '' },
    h('div', { class: 'container mx-auto px-4 h-16 flex items-center justify-between' },
      h('a', { href: '/', class: 'logo text-2xl font-extrabold text-brand', 'aria-label': 'İşBul ana sayfa' }, 'İş', h('span', { class: 'text-accent' }, 'Bul')),
      h('nav', { 'aria-label': 'Ana menü', class: 'hidden md:flex items-center gap-6 text-sm font-medium' },
        h('a', { href: '/is-ilanlari', class: 'hover:text-brand' }, 'İş İlanları'),
        h('a', { href: '/is-ilanlari?ws=remote', class: 'hover:text-brand' }, 'Uzaktan İşler'),
        h('a', { href: '/aydinlatma-metni', class: 'hover:text-brand' }, 'Kariyer Rehberi')),
      h('div', { class: 'flex items-center gap-3 text-sm' },
        h('button', { type: 'button', class: 'btn-ghost', onclick: () => toast('Üyelik işlemleri yakında hizmetinizde.') }, 'Giriş Yap'),
        h('button', { type: 'button', class: 'btn-primary', onclick: () => toast('Üyelik işlemleri yakında hizmetinizde.') }, 'Üye Ol'))));
}
function siteFooter() {
  return h('footer', { class: 'site-footer bg-gray-900 text-gray-300 text-sm mt-12' },
    h('div', { class: 'container mx-auto px-4 py-8 flex flex-wrap gap-6 justify-between' },
      h('p', {}, '© 2025 İşBul Bilgi Teknolojileri A.Ş. Tüm hakları saklıdır.'),
      h('nav', { 'aria-label': 'Alt menü', class: 'flex gap-4' },
        h('a', { href: '/aydinlatma-metni' }, 'KVKK Aydınlatma Metni'),
        h('a', { href: '/cerez-politikasi' }, 'Çerez Politikası'),
        h('a', { href: 'mailto:destek@isbul.com.tr' }, 'İletişim'))));
}
function searchBar(q, onSubmit) {
  const kw = h('input', { type: 'search', name: 'kw', value: q.kw, placeholder: 'Pozisyon, firma veya anahtar kelime', autocomplete: 'off', class: 'input flex-1', 'data-test': 'search-keyword' });
  const city = h('input', { type: 'search', name: 'city', value: q.city, placeholder: 'Şehir veya ilçe', autocomplete: 'off', class: 'input md:w-64', 'data-test': 'search-city' });
  return h('form', { role: 'search', class: 'search-bar flex flex-col md:flex-row gap-2 p-3 bg-white rounded-xl shadow', 'data-test': 'search-form',
    onsubmit: (e) => { e.preventDefault(); onSubmit(kw.value.trim(), city.value.trim()); } },
  h('div', { class: 'relative flex-1 flex items-center' }, svgIcon(ICON.search, 'icon-in w-5 h-5 text-gray-400'), kw),
  h('div', { class: 'relative flex items-center' }, svgIcon(ICON.pin, 'icon-in w-5 h-5 text-gray-400'), city),
  h('button', { type: 'submit', class: 'btn-primary px-8', 'data-test': 'search-button' }, 'İş Bul'));
}

/* ------------------------------------------------------------------ home */
function homePage() {
  document.title = 'İş İlanları ve Kariyer Fırsatları | İşBul';
  const go = (kw, city) => navigate(writeQuery({ kw, city, ws: [], lvl: [], d: '', sort: 'yeni' }));
  return h('div', { class: 'home' },
    h('section', { class: 'hero rounded-2xl p-8 md:p-12 text-white' },
      h('h1', { class: 'text-3xl font-bold mb-2' }, 'Hayalindeki işi İşBul ile bul'),
      h('p', { class: 'mb-6 text-white/80' }, 'Türkiye\'nin dört bir yanından güncel iş ilanları'),
      searchBar({ kw: '', city: '' }, go)),
    h('section', { class: 'mt-8' },
      h('h2', { class: 'text-lg font-semibold mb-3' }, 'Popüler Aramalar'),
      h('ul', { class: 'flex flex-wrap gap-2' },
        [['Yazılım', 'yazilim'], ['Muhasebe', 'muhasebe'], ['Satış', 'satış']].map(([t, kw]) =>
          h('li', {}, h('a', { class: 'chip chip-link', href: writeQuery({ kw, city: '', ws: [], lvl: [], d: '', sort: 'yeni' }) }, `${t} İş İlanları`))),
        [['İstanbul', 'istanbul'], ['Ankara', 'ankara'], ['İzmir', 'izmir']].map(([t, city]) =>
          h('li', {}, h('a', { class: 'chip chip-link', href: writeQuery({ kw: '', city, ws: [], lvl: [], d: '', sort: 'yeni' }) }, `${t} İş İlanları`))))));
}

/* ------------------------------------------------------------------ listing */
function listPage() {
  const q = readQuery(location.search);
  document.title = `${q.kw ? q.kw + ' ' : ''}İş İlanları${q.city ? ' - ' + q.city : ''} | İşBul`;
  const countEl = h('p', { class: 'text-sm text-gray-600', 'data-test': 'result-count', 'aria-live': 'polite' }, h('span', { class: 'skeleton-text' }, 'İlanlar yükleniyor…'));
  const sortSel = h('select', { id: 'siralama', class: 'select', 'data-test': 'sort-select',
    onchange: () => update({ sort: sortSel.value }) },
  h('option', { value: 'yeni', selected: q.sort === 'yeni' }, 'En Yeni'),
  h('option', { value: 'uygun', selected: q.sort === 'uygun' }, 'En Uygun'));
  const inner = h('div', { class: 'vue-recycle-scroller__item-wrapper relative', style: `height:${ROW_H * 8}px` });
  const scroller = h('div', { role: 'list', 'aria-label': 'İş ilanları', 'aria-busy': 'true', tabindex: '0',
    class: 'vue-recycle-scroller ready direction-vertical job-scroller relative rounded-xl bg-gray-50 ring-1',
    style: `height:${VIEW_H}px;overflow-y:auto`, 'data-test': 'job-list' }, inner);
  const filters = h('aside', { class: 'filters w-full md:w-64 shrink-0', 'aria-label': 'Filtreler', 'data-test': 'filters' });
  let state = { q, data: null, items: [], jobCount: 0 };
  let ctrl = null;
  const openState = { ws: true };
  const rows = new Map();

  function update(change) {
    const nq = Object.assign({}, state.q, change);
    history.pushState({}, '', writeQuery(nq));
    state.q = nq;
    load();
  }
  async function load() {
    if (ctrl) ctrl.abort();
    const mine = new AbortController();
    ctrl = mine;
    scroller.setAttribute('aria-busy', 'true');
    scroller.scrollTop = 0;
    let data;
    try {
      data = await apiList(writeQuery(state.q).split('?')[1] || '', mine.signal);
    } catch (e) {
      if (e.name === 'AbortError') return;
      countEl.textContent = 'İlanlar yüklenemedi. Lütfen tekrar deneyin.';
      return;
    }
    if (mine.signal.aborted) return; // a newer query is on its way
    const jobs = runQuery(data, state.q);
    const items = jobs.map((j, i) => ({ kind: 'job', job: j, rank: i + 1 }));
    if (jobs.length > AD_AFTER) items.splice(AD_AFTER, 0, { kind: 'ad' });
    state = Object.assign(state, { data, items, jobCount: jobs.length });
    countEl.replaceChildren(h('strong', {}, String(jobs.length)), ' ilan bulundu');
    renderFilters();
    rows.forEach((el) => el.remove());
    rows.clear();
    inner.style.height = `${items.length * ROW_H}px`;
    scroller.scrollTop = 0;
    if (!items.length) {
      inner.style.height = '0px';
      rows.set(-1, inner.appendChild(h('div', { class: 'p-8 text-center text-gray-500', 'data-test': 'no-results' },
        h('p', { class: 'font-semibold' }, 'Aramanıza uygun ilan bulunamadı.'),
        h('p', { class: 'text-sm' }, 'Filtreleri değiştirerek tekrar deneyebilirsiniz.'))));
    }
    paint();
    scroller.setAttribute('aria-busy', 'false');
  }
  function paint() {
    if (!state.items.length) return;
    const top = scroller.scrollTop;
    const first = Math.max(0, Math.floor(top / ROW_H) - OVERSCAN);
    const last = Math.min(state.items.length - 1, Math.ceil((top + VIEW_H) / ROW_H) - 1 + OVERSCAN);
    for (const [i, el] of rows) {
      if (i < first || i > last) { el.remove(); rows.delete(i); }
    }
    for (let i = first; i <= last; i++) {
      if (rows.has(i)) continue;
      const el = rowEl(state.items[i], i, state.items.length, state.data.serverTime);
      rows.set(i, el);
      inner.appendChild(el);
    }
  }
  scroller.addEventListener('scroll', paint, { passive: true });

  function renderFilters() {
    const c = facetCounts(state.data, state.q);
    const q = state.q;
    const group = (id, title, open, body) => {
      const panel = h('div', { id: `filtre-${id}`, class: 'accordion-panel px-4 pb-4 space-y-2', hidden: !open }, body);
      const btn = h('button', { type: 'button', class: 'accordion-head w-full flex items-center justify-between px-4 py-3 font-semibold text-left',
        'aria-expanded': open ? 'true' : 'false', 'aria-controls': `filtre-${id}`,
        onclick: () => { const o = btn.getAttribute('aria-expanded') !== 'true'; btn.setAttribute('aria-expanded', String(o)); panel.hidden = !o; openState[id] = o; } },
      title, svgIcon(ICON.chevron, 'chev w-4 h-4'));
      return h('div', { class: 'accordion border-b border-gray-200', 'data-test': `filter-${id}` }, h('h3', { class: 'm-0' }, btn), panel);
    };
    const box = (type, name, value, label, count, checked, onchange) =>
      h('label', { class: 'option flex items-center gap-2 text-sm cursor-pointer' },
        h('input', { type, name, value, checked, class: 'sr-only peer', onchange }),
        h('span', { class: `fake-${type}`, 'aria-hidden': 'true' }),
        h('span', { class: 'flex-1' }, label),
        h('span', { class: 'text-gray-400 text-xs' }, `(${count})`));
    const toggle = (key, v) => (e) => {
      const set = new Set(state.q[key]);
      if (e.target.checked) set.add(v); else set.delete(v);
      const order = (key === 'ws' ? WS : LVL).map((x) => x[0]);
      update({ [key]: order.filter((x) => set.has(x)) });
    };
    if (openState.lvl === undefined) openState.lvl = q.lvl.length > 0;
    if (openState.d === undefined) openState.d = !!q.d;
    const clearUrl = writeQuery({ kw: q.kw, city: q.city, ws: [], lvl: [], d: '', sort: q.sort });
    filters.replaceChildren(
      h('div', { class: 'bg-white rounded-xl border border-gray-200' },
        h('div', { class: 'flex items-center justify-between px-4 py-3 border-b border-gray-200' },
          h('h2', { class: 'font-bold' }, 'Filtreler'),
          h('a', { href: clearUrl, class: 'text-sm text-brand hover:underline', 'data-test': 'clear-filters' }, 'Filtreleri Temizle')),
        group('ws', 'Çalışma Şekli', openState.ws !== false,
          WS.map(([k, l]) => box('checkbox', 'ws', k, l, c.ws[k], q.ws.includes(k), toggle('ws', k)))),
        group('lvl', 'Pozisyon Seviyesi', openState.lvl,
          LVL.map(([k, l]) => box('checkbox', 'lvl', k, l, c.lvl[k], q.lvl.includes(k), toggle('lvl', k)))),
        group('d', 'İlan Tarihi', openState.d,
          DATES.map(([k, l]) => box('radio', 'd', k, l, c.d[k], q.d === k, () => update({ d: k }))))));
  }
  const page = h('div', { class: 'list-page' },
    searchBar(q, (kw, city) => { state.q = Object.assign({}, state.q, { kw, city }); history.pushState({}, '', writeQuery(state.q)); load(); }),
    h('div', { class: 'flex flex-col md:flex-row gap-6 mt-6' },
      filters,
      h('section', { class: 'flex-1 min-w-0', 'aria-labelledby': 'sonuc-baslik' },
        h('div', { class: 'flex flex-wrap items-end justify-between gap-3 mb-3' },
          h('div', {}, h('h1', { id: 'sonuc-baslik', class: 'text-xl font-bold' }, 'İş İlanları'), countEl),
          h('div', { class: 'flex items-center gap-2 text-sm' }, h('label', { for: 'siralama', class: 'text-gray-600' }, 'Sıralama:'), sortSel)),
        scroller)));
  cleanup.push(() => { if (ctrl) ctrl.abort(); });
  load();
  return page;
}

function rowEl(item, i, total, serverTime) {
  const row = h('div', { role: 'listitem', 'aria-posinset': i + 1, 'aria-setsize': total, 'data-index': i,
    class: 'vue-recycle-scroller__item-view vs-row absolute left-0 right-0 top-0 px-3 py-1.5',
    style: `height:${ROW_H}px;transform:translateY(${i * ROW_H}px)` });
  if (item.kind === 'ad') {
    row.setAttribute('data-test', 'sponsored-row');
    return append(row, [h('div', { class: 'ad-card h-full flex items-center gap-4 rounded-lg border border-amber-200 bg-amber-50 px-4' },
      h('div', { class: 'ad-logo w-16 h-16 rounded-lg flex items-center justify-center font-bold text-white', 'aria-hidden': 'true' }, 'KA'),
      h('div', { class: 'flex-1 min-w-0' },
        h('span', { class: 'badge badge-ad' }, 'Sponsorlu'),
        h('p', { class: 'font-semibold truncate mt-1' }, AD.title),
        h('p', { class: 'text-sm text-gray-600 truncate' }, `${AD.advertiser} · ${AD.text}`)),
      h('a', { href: AD.href, target: '_blank', rel: 'sponsored noopener', class: 'btn-outline text-sm whitespace-nowrap' }, AD.link))]);
  }
  const j = item.job;
  const url = `/is-ilani/${j.slug}-${j.id}`;
  const saved = savedIds().has(String(j.id));
  const saveBtn = h('button', { type: 'button', class: 'save-btn p-2 rounded-full', 'aria-label': 'İlanı kaydet', 'aria-pressed': saved ? 'true' : 'false', 'data-test': 'save-job',
    onclick: (e) => { e.stopPropagation(); saveBtn.setAttribute('aria-pressed', String(toggleSaved(String(j.id)))); } }, svgIcon(ICON.bookmark, 'w-5 h-5'));
  const card = h('article', { class: `job-card h-full flex gap-4 rounded-lg border bg-white px-4 py-3 cursor-pointer ${j.isFeatured ? 'border-brand/40 featured' : 'border-gray-200'}`,
    'data-test': 'job-card', 'data-job-id': j.id, 'data-v-5a1c0e77': '',
    onclick: (e) => { if (!e.target.closest('a,button')) navigate(url); } },
  h('img', { src: j.company.logo, alt: j.company.name, width: 64, height: 64, class: 'w-16 h-16 rounded-lg object-contain shrink-0', loading: 'lazy' }),
  h('div', { class: 'flex-1 min-w-0' },
    h('h3', { class: 'text-base font-semibold truncate leading-6' }, h('a', { href: url, class: 'hover:text-brand', 'data-test': 'job-title' }, j.title)),
    h('p', { class: 'text-sm text-gray-700 truncate', 'data-test': 'company-name' }, j.company.name),
    h('div', { class: 'flex flex-wrap items-center gap-x-3 gap-y-1 mt-1 text-xs text-gray-600' },
      h('span', { class: 'flex items-center gap-1', 'data-test': 'location' }, svgIcon(ICON.pin, 'w-3.5 h-3.5'), j.locationText),
      h('span', { class: 'chip', 'data-test': 'work-type' }, j.workType),
      h('span', { class: 'flex items-center gap-1', 'data-test': 'posted-date' }, svgIcon(ICON.clock, 'w-3.5 h-3.5'), postedLabel(ageDays(j, serverTime)))),
    h('div', { class: 'flex gap-2 mt-1.5' },
      j.isFeatured ? h('span', { class: 'badge badge-featured', 'data-test': 'badge-featured' }, svgIcon(ICON.star, 'w-3 h-3'), 'Öne Çıkan') : null,
      j.isEasyApply ? h('span', { class: 'badge badge-quick', 'data-test': 'badge-quick-apply' }, svgIcon(ICON.bolt, 'w-3 h-3'), 'Hızlı Başvuru') : null)),
  h('div', { class: 'shrink-0' }, saveBtn));
  return append(row, [card]);
}

/* ------------------------------------------------------------------ job page */
function jobPage(id) {
  const box = h('div', { class: 'job-page', 'aria-busy': 'true' }, h('div', { class: 'skeleton h-40 rounded-xl' }));
  const ctrl = new AbortController();
  cleanup.push(() => ctrl.abort());
  (async () => {
    let j;
    let serverTime;
    try {
      const res = await fetch(`${API}/ilan/${id}.json`, { signal: ctrl.signal, headers: { Accept: 'application/json' } });
      if (!res.ok) { box.replaceChildren(notFound('Bu ilan yayından kaldırılmış veya bulunamadı.')); box.setAttribute('aria-busy', 'false'); return; }
      j = await res.json();
      serverTime = j.serverTime;
    } catch (e) {
      if (e.name !== 'AbortError') box.replaceChildren(h('p', { class: 'text-red-600' }, 'İlan yüklenemedi.'));
      return;
    }
    document.title = `${j.title} - ${j.company.name} | İşBul`;
    box.replaceChildren(jobView(j, serverTime));
    box.setAttribute('aria-busy', 'false');
  })();
  return box;
}

function jobView(j, serverTime) {
  const id = String(j.id);
  const saved = savedIds().has(id);
  const saveBtn = h('button', { type: 'button', class: 'btn-outline flex items-center gap-2', 'aria-label': 'İlanı kaydet', 'aria-pressed': saved ? 'true' : 'false',
    onclick: () => saveBtn.setAttribute('aria-pressed', String(toggleSaved(id))) }, svgIcon(ICON.bookmark, 'w-5 h-5'), 'Kaydet');
  let applyCtl;
  if (j.isEasyApply) {
    applyCtl = h('button', { type: 'button', class: 'btn-primary px-10 flex items-center gap-2', 'data-test': 'apply-button', 'aria-haspopup': 'dialog',
      onclick: () => openApply(j, applyCtl) }, 'Başvur');
  } else {
    applyCtl = h('a', { href: j.applyUrl, target: '_blank', rel: 'noopener', class: 'btn-primary px-8', 'data-test': 'apply-external' }, 'Firmanın Sitesinde Başvur');
  }
  const section = (title, list) => h('section', { class: 'mt-6' }, h('h2', { class: 'text-lg font-bold mb-2' }, title),
    h('ul', { class: 'list-disc pl-5 space-y-1 text-gray-700' }, list.map((t) => h('li', {}, t))));
  const age = ageDays(j, serverTime);
  return h('div', { class: 'flex flex-col lg:flex-row gap-6' },
    h('article', { class: 'flex-1 min-w-0 bg-white rounded-xl border border-gray-200 p-6', 'data-test': 'job-detail' },
      h('nav', { 'aria-label': 'breadcrumb', class: 'text-xs text-gray-500 mb-4' },
        h('a', { href: '/' }, 'Ana Sayfa'), ' › ', h('a', { href: '/is-ilanlari' }, 'İş İlanları'), ' › ', h('span', { 'aria-current': 'page' }, j.title)),
      h('div', { class: 'flex gap-4 items-start' },
        h('img', { src: j.company.logo, alt: j.company.name, width: 80, height: 80, class: 'w-20 h-20 rounded-lg' }),
        h('div', { class: 'flex-1 min-w-0' },
          h('h1', { class: 'text-2xl font-bold' }, j.title),
          h('p', { class: 'text-gray-700 mt-1', 'data-test': 'company-name' }, j.company.name),
          h('p', { class: 'flex items-center gap-1 text-sm text-gray-600 mt-1', 'data-test': 'location' }, svgIcon(ICON.pin, 'w-4 h-4'), j.locationText),
          h('ul', { class: 'flex flex-wrap gap-2 mt-3', 'aria-label': 'İlan özellikleri' },
            h('li', { class: 'chip' }, j.workType), h('li', { class: 'chip' }, j.workModel), h('li', { class: 'chip' }, LEVEL_LABEL[j.positionLevel]),
            h('li', { class: 'chip chip-muted' }, postedLabel(age)),
            j.isFeatured ? h('li', { class: 'badge badge-featured' }, 'Öne Çıkan') : null,
            j.isEasyApply ? h('li', { class: 'badge badge-quick' }, 'Hızlı Başvuru') : null))),
      h('div', { class: 'flex flex-wrap gap-3 mt-6', 'data-test': 'apply-bar' }, applyCtl, saveBtn),
      section('İş Tanımı', j.description.jobDefinition),
      section('Aranan Nitelikler', j.description.qualifications),
      j.companyAbout ? h('section', { class: 'mt-6' }, h('h2', { class: 'text-lg font-bold mb-2' }, 'Firma Hakkında'), h('p', { class: 'text-gray-700' }, j.companyAbout)) : null,
      h('dl', { class: 'facts grid grid-cols-2 gap-2 mt-6 text-sm' },
        h('dt', {}, 'Çalışma Şekli'), h('dd', {}, `${j.workType}, ${j.workModel}`),
        h('dt', {}, 'Pozisyon Seviyesi'), h('dd', {}, LEVEL_LABEL[j.positionLevel]),
        h('dt', {}, 'Sektör'), h('dd', {}, j.sector),
        h('dt', {}, 'İlan No'), h('dd', {}, id))),
    h('aside', { class: 'w-full lg:w-80 shrink-0', 'aria-labelledby': 'benzer-baslik' },
      h('div', { class: 'bg-white rounded-xl border border-gray-200 p-4' },
        h('h2', { id: 'benzer-baslik', class: 'font-bold mb-3' }, 'Benzer İlanlar'),
        h('ul', { class: 'space-y-3' }, j.similar.map((s) => h('li', { class: 'text-sm' },
          h('a', { href: `/is-ilani/${s.slug}-${s.id}`, class: 'font-semibold hover:text-brand block' }, s.title),
          h('span', { class: 'text-gray-500' }, `${s.company.name} · ${s.locationText}`)))))));
}

/* ------------------------------------------------------------------ quick apply modal */
function openApply(j, opener) {
  const close = () => { wrap.remove(); document.removeEventListener('keydown', onKey); document.body.classList.remove('overflow-hidden'); opener.focus(); };
  const onKey = (e) => { if (e.key === 'Escape') close(); };
  const field = (id, label, required, control, hint) => h('div', { class: 'field' },
    h('label', { for: id, class: 'block text-sm font-medium mb-1' }, label, required ? h('span', { class: 'text-red-600' }, '*') : null),
    control, hint ? h('p', { class: 'text-xs text-gray-500 mt-1' }, hint) : null,
    h('p', { id: `${id}-hata`, class: 'field-error text-xs text-red-600 mt-1', hidden: true }));
  const inp = (id, name, type, auto) => h('input', { id, name, type, autocomplete: auto, class: 'input w-full' });
  const ad = inp('basvuru-ad', 'ad', 'text', 'given-name');
  const soyad = inp('basvuru-soyad', 'soyad', 'text', 'family-name');
  const eposta = inp('basvuru-eposta', 'eposta', 'email', 'email');
  const kod = h('select', { name: 'telefon_ulke_kodu', 'aria-label': 'Ülke kodu', class: 'select w-24' },
    ['+90', '+49', '+44', '+31', '+1'].map((c) => h('option', { value: c, selected: c === '+90' }, c)));
  const tel = h('input', { id: 'basvuru-telefon', name: 'cep_telefonu', type: 'tel', autocomplete: 'tel-national', placeholder: '5XX XXX XX XX', class: 'input flex-1' });
  const cvName = h('span', { class: 'text-sm text-gray-600 truncate' }, 'Dosya seçilmedi');
  const cv = h('input', { id: 'basvuru-ozgecmis', name: 'ozgecmis', type: 'file', accept: '.pdf,application/pdf', class: 'sr-only',
    onchange: () => { cvName.textContent = cv.files && cv.files[0] ? cv.files[0].name : 'Dosya seçilmedi'; } });
  const onyazi = h('textarea', { id: 'basvuru-onyazi', name: 'on_yazi', rows: 4, class: 'input w-full', placeholder: 'Kendinizden kısaca bahsedin (isteğe bağlı)' });
  const kvkk = h('input', { id: 'basvuru-kvkk', name: 'kvkk_onay', type: 'checkbox', value: '1', class: 'w-4 h-4 mt-0.5' });
  const checks = [
    [ad, 'basvuru-ad', (v) => (v.trim() ? '' : 'Bu alan zorunludur')],
    [soyad, 'basvuru-soyad', (v) => (v.trim() ? '' : 'Bu alan zorunludur')],
    [eposta, 'basvuru-eposta', (v) => (!v.trim() ? 'Bu alan zorunludur' : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.trim()) ? '' : 'Geçerli bir e-posta adresi giriniz')],
    [tel, 'basvuru-telefon', (v) => { const d = v.replace(/\D/g, ''); return !d ? 'Bu alan zorunludur' : d.length >= 10 && d.length <= 12 ? '' : 'Geçerli bir telefon numarası giriniz'; }],
    [cv, 'basvuru-ozgecmis', () => { const f = cv.files && cv.files[0]; return !f || /\.pdf$/i.test(f.name) || f.type === 'application/pdf' ? '' : 'Lütfen PDF formatında bir dosya yükleyiniz'; }],
    [kvkk, 'basvuru-kvkk', () => (kvkk.checked ? '' : 'Bu alan zorunludur')],
  ];
  let tried = false;
  const validate = () => {
    let firstBad = null;
    for (const [el, id, check] of checks) {
      const msg = check(el.value);
      const err = document.getElementById(`${id}-hata`);
      err.textContent = msg;
      err.hidden = !msg;
      if (msg) { el.setAttribute('aria-invalid', 'true'); el.setAttribute('aria-describedby', `${id}-hata`); firstBad = firstBad || el; } else { el.removeAttribute('aria-invalid'); el.removeAttribute('aria-describedby'); }
    }
    return firstBad;
  };
  const sendBtn = h('button', { type: 'submit', class: 'btn-primary w-full' }, 'Başvuruyu Gönder');
  const formError = h('p', { class: 'text-sm text-red-600', role: 'alert', hidden: true });
  const form = h('form', { class: 'space-y-4', novalidate: true, 'data-test': 'apply-form',
    oninput: () => { if (tried) validate(); }, onchange: () => { if (tried) validate(); },
    onsubmit: async (e) => {
      e.preventDefault();
      tried = true;
      const bad = validate();
      if (bad) { bad.focus(); return; }
      sendBtn.disabled = true;
      sendBtn.textContent = 'Gönderiliyor…';
      const fd = new FormData(form);
      try {
        const res = await fetch('/__submit/isbul-basvuru', { method: 'POST', body: fd, headers: { Accept: 'application/json' } });
        if (!res.ok) throw new Error(String(res.status));
        await res.json();
      } catch (err) {
        formError.textContent = 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.';
        formError.hidden = false;
        sendBtn.disabled = false;
        sendBtn.textContent = 'Başvuruyu Gönder';
        return;
      }
      body.replaceChildren(h('div', { class: 'text-center py-8', role: 'status', 'data-test': 'apply-success' },
        h('p', { class: 'text-lg font-semibold text-green-700' }, 'Başvurunuz başarıyla alındı.'),
        h('p', { class: 'text-sm text-gray-600 mt-2' }, 'İşveren başvurunu değerlendirdiğinde e-posta ile bilgilendirileceksin.'),
        h('button', { type: 'button', class: 'btn-outline mt-6', onclick: close }, 'Tamam')));
      opener.textContent = 'Başvuruldu';
      opener.disabled = true;
    } },
  h('input', { type: 'hidden', name: 'ilan_id', value: String(j.id) }),
  h('input', { type: 'hidden', name: 'ilan_baslik', value: j.title }),
  h('div', { class: 'grid grid-cols-2 gap-3' }, field('basvuru-ad', 'Ad', true, ad), field('basvuru-soyad', 'Soyad', true, soyad)),
  field('basvuru-eposta', 'E-posta', true, eposta),
  field('basvuru-telefon', 'Cep Telefonu', true, h('div', { class: 'flex gap-2' }, kod, tel)),
  field('basvuru-ozgecmis', 'Özgeçmiş Yükle', false, h('div', { class: 'dropzone flex items-center gap-3' }, cv,
    h('button', { type: 'button', class: 'btn-outline text-sm', onclick: () => cv.click() }, 'Dosya Seç'), cvName), 'Yalnızca PDF, en fazla 5 MB'),
  field('basvuru-onyazi', 'Ön Yazı', false, onyazi),
  h('div', { class: 'field' },
    h('div', { class: 'flex items-start gap-2' }, kvkk,
      h('label', { for: 'basvuru-kvkk', class: 'text-sm' }, "KVKK Aydınlatma Metni'ni okudum ve kabul ediyorum", h('span', { class: 'text-red-600' }, '*'))),
    h('p', { id: 'basvuru-kvkk-hata', class: 'field-error text-xs text-red-600 mt-1', hidden: true })),
  formError, sendBtn);
  const body = h('div', { class: 'modal-body px-6 py-4 overflow-y-auto' }, form);
  const dialog = h('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'basvuru-baslik', class: 'modal bg-white rounded-xl shadow-2xl w-full max-w-lg flex flex-col', 'data-test': 'apply-modal' },
    h('div', { class: 'flex items-start justify-between px-6 pt-5 pb-3 border-b border-gray-200' },
      h('div', {}, h('h2', { id: 'basvuru-baslik', class: 'text-lg font-bold' }, 'Hızlı Başvuru'), h('p', { class: 'text-sm text-gray-600' }, `${j.title} · ${j.company.name}`)),
      h('button', { type: 'button', class: 'close-x text-2xl leading-none px-2', 'aria-label': 'Kapat', onclick: close }, '×')),
    body);
  const wrap = h('div', { class: 'modal-backdrop fixed inset-0 flex items-center justify-center p-4' }, dialog);
  teleports.appendChild(wrap);
  document.body.classList.add('overflow-hidden');
  document.addEventListener('keydown', onKey);
  ad.focus();
}

/* ------------------------------------------------------------------ text pages */
const KVKK_TEXT = [
  "İşBul Bilgi Teknolojileri A.Ş. (\"İşBul\") olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (\"KVKK\") uyarınca veri sorumlusu sıfatıyla kişisel verilerinizi işlemekteyiz.",
  'Başvuru formları aracılığıyla paylaştığınız ad, soyad, e-posta, telefon ve özgeçmiş bilgileriniz yalnızca başvurduğunuz işverene iletilmek amacıyla işlenir.',
  'KVKK\'nın 11. maddesi kapsamındaki haklarınız için kvkk@isbul.com.tr adresine başvurabilirsiniz.',
];
const COOKIE_TEXT = [
  'Sitemizde zorunlu, analitik ve pazarlama çerezleri kullanılmaktadır.',
  'Çerez tercihlerinizi dilediğiniz zaman sayfanın altındaki bağlantıdan değiştirebilirsiniz.',
];
function textPage(title, paras) {
  document.title = `${title} | İşBul`;
  return h('article', { class: 'prose bg-white rounded-xl border border-gray-200 p-6 max-w-3xl' }, h('h1', { class: 'text-2xl font-bold mb-4' }, title), paras.map((p) => h('p', { class: 'mb-3' }, p)),
    title === 'Çerez Politikası' ? h('button', { type: 'button', class: 'btn-outline', onclick: () => { localStorage.removeItem(CONSENT_KEY); showConsent(); } }, 'Çerez Tercihlerini Değiştir') : null);
}
function notFound(msg) {
  document.title = 'Sayfa bulunamadı | İşBul';
  return h('div', { class: 'text-center py-16' }, h('h1', { class: 'text-2xl font-bold' }, msg ? 'İlan bulunamadı' : 'Sayfa bulunamadı'),
    h('p', { class: 'text-gray-600 mt-2' }, msg || 'Aradığınız sayfa taşınmış veya kaldırılmış olabilir.'),
    h('a', { href: '/is-ilanlari', class: 'btn-primary inline-block mt-6' }, 'İş İlanlarına Dön'));
}

/* ------------------------------------------------------------------ consent + promo */
function showConsent() {
  if (document.querySelector('[data-test="kvkk-consent"]')) return;
  const save = (choice) => {
    localStorage.setItem(CONSENT_KEY, JSON.stringify(Object.assign({ necessary: true, date: new Date().toISOString() }, choice)));
    wrap.remove();
    document.body.classList.remove('overflow-hidden');
  };
  const analytics = h('input', { type: 'checkbox', id: 'cerez-analitik', checked: true });
  const marketing = h('input', { type: 'checkbox', id: 'cerez-pazarlama' });
  const prefs = h('div', { class: 'prefs space-y-2 mt-4 text-sm', hidden: true },
    h('label', { class: 'flex items-center gap-2' }, h('input', { type: 'checkbox', checked: true, disabled: true }), 'Zorunlu Çerezler (her zaman aktif)'),
    h('label', { class: 'flex items-center gap-2', for: 'cerez-analitik' }, analytics, 'Analitik Çerezler'),
    h('label', { class: 'flex items-center gap-2', for: 'cerez-pazarlama' }, marketing, 'Pazarlama Çerezleri'),
    h('button', { type: 'button', class: 'btn-primary mt-2', onclick: () => save({ analytics: analytics.checked, marketing: marketing.checked }) }, 'Seçimlerimi Kaydet'));
  const dialog = h('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'cerez-baslik', 'aria-describedby': 'cerez-metin',
    class: 'consent bg-white rounded-2xl shadow-2xl w-full max-w-xl p-6', 'data-test': 'kvkk-consent' },
  h('h2', { id: 'cerez-baslik', class: 'text-xl font-bold mb-2' }, 'Çerez Tercihleri'),
  h('p', { id: 'cerez-metin', class: 'text-sm text-gray-700' },
    'Sitemizin düzgün çalışması, deneyiminizin kişiselleştirilmesi ve size uygun ilanların gösterilmesi için çerezler kullanıyoruz. ',
    'Kişisel verilerinizin işlenmesine ilişkin ayrıntılı bilgiye ', h('a', { href: '/aydinlatma-metni', class: 'text-brand underline' }, 'Aydınlatma Metni'), '\'nden ulaşabilirsiniz.'),
  prefs,
  h('div', { class: 'flex flex-wrap gap-2 mt-5 justify-end' },
    h('button', { type: 'button', class: 'btn-ghost', onclick: () => { prefs.hidden = !prefs.hidden; } }, 'Tercihleri Yönet'),
    h('button', { type: 'button', class: 'btn-outline', onclick: () => save({ analytics: false, marketing: false }) }, 'Reddet'),
    h('button', { type: 'button', class: 'btn-primary', onclick: () => save({ analytics: true, marketing: true }) }, 'Tümünü Kabul Et')));
  const wrap = h('div', { class: 'consent-backdrop fixed inset-0 flex items-center justify-center p-4' }, dialog);
  teleports.appendChild(wrap);
  document.body.classList.add('overflow-hidden');
}
function schedulePromo() {
  try { if (sessionStorage.getItem(PROMO_KEY)) return; } catch (e) { return; }
  setTimeout(() => {
    sessionStorage.setItem(PROMO_KEY, '1');
    const box = h('div', { class: 'promo fixed bottom-4 right-4 w-72 bg-white rounded-xl shadow-2xl border border-gray-200 p-4', 'data-test': 'app-promo' },
      h('button', { type: 'button', 'aria-label': 'Kapat', class: 'close-x absolute top-1 right-2 text-xl leading-none', onclick: () => box.remove() }, '×'),
      h('div', { class: 'flex gap-3 items-center' }, svgIcon(ICON.phone, 'w-8 h-8 text-brand shrink-0'),
        h('div', {}, h('p', { class: 'font-semibold' }, 'Mobil uygulamamızı indirin'),
          h('p', { class: 'text-xs text-gray-600' }, 'İlanları cebinden takip et, tek dokunuşla başvur.'))),
      h('div', { class: 'flex gap-2 mt-3 text-xs' },
        h('a', { href: 'https://apps.apple.com/tr/app/isbul/id1480000000', target: '_blank', rel: 'noopener', class: 'store-btn' }, 'App Store'),
        h('a', { href: 'https://play.google.com/store/apps/details?id=com.isbul.android', target: '_blank', rel: 'noopener', class: 'store-btn' }, 'Google Play')));
    teleports.appendChild(box);
  }, 3000);
}

render();
if (!localStorage.getItem(CONSENT_KEY)) showConsent();
schedulePromo();
