// The collect run's page programs: listing items as leaves, controls (apply, filters, pagers), details layouts.

// a heading, as an element or as a role
const HEADING = 'h1, h2, h3, h4, h5, h6, [role=heading]';

/** Rendered with a box of its own, not hidden by style (visibility, display). */
function displayed(el) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const s = getComputedStyle(el);
  return s.visibility !== 'hidden' && s.display !== 'none';
}
/** A link to a script ("javascript:;"): a button in a link's shape. */
function scriptLink(el) {
  return /^\s*javascript:/i.test(el.getAttribute('href') || '');
}
/** Rendered with some width or height. */
function hasBox(el) {
  const r = el.getBoundingClientRect();
  return r.width > 0 || r.height > 0;
}

/** The block of a board that groups its jobs under their employer (Wellfound, Work at a Startup, Otta: a company
 * block with its logo and name, several job rows under it) that holds `item`, and the employer it names; null when
 * the item sits in no such block. The block is the nearest ancestor holding some of the listing's items but not all,
 * with a heading before the item outside every item, and a logo (an image whose alt text is that heading's name): a
 * list cut by date or team headings has no logo there, and is no employer's block. */
function employerBlock(item, items) {
  const holds = (a, el) => a === el || a.contains(el);
  for (let a = item.parentElement; a && a !== document.body; a = a.parentElement) {
    if (items.every((i) => holds(a, i))) return null;
    const heads = Array.from(a.querySelectorAll(HEADING))
      .filter((h) => displayed(h) && !items.some((i) => holds(i, h))
        && (h.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING));
    if (!heads.length) continue;
    const name = norm(heads[heads.length - 1].innerText);
    const fold = (t) => norm(t).toLowerCase();
    const logo = Array.from(a.querySelectorAll('img[alt]')).some((img) => !items.some((i) => holds(i, img))
      && fold(img.getAttribute('alt')) && (fold(img.getAttribute('alt')) === fold(name)
        || fold(img.getAttribute('alt')).replace(/\s*\blogo\b\s*/g, ' ').trim() === fold(name)));
    return logo && name ? {block: a, name} : null;
  }
  return null;
}

/** The header of the block of some of the listing's items (not all) that holds `item`: what the nearest such block
 * shows before the item outside every item (a Dice or LinkedIn group by company: the company's logo link and name link
 * over its job entries, with or without a heading), or null when the item sits in no block that shows any. Its
 * headings' text, its links (address, text, aria-label) and its images' alt text with the link each sits in; which of
 * them names an employer is judged by employer.py block_employer (a link to an employer's page, a logo's alt). */
function blockHeader(item, items) {
  const holds = (a, el) => a === el || a.contains(el);
  const before = (el) => !items.some((i) => holds(i, el)) && (el.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING);
  for (let a = item.parentElement; a && a !== document.body; a = a.parentElement) {
    if (items.every((i) => holds(a, i))) return null;
    const heads = Array.from(a.querySelectorAll(HEADING)).filter((h) => displayed(h) && before(h));
    const links = Array.from(a.querySelectorAll('a[href]')).filter((l) => hasBox(l) && before(l));
    const logos = Array.from(a.querySelectorAll('img[alt]')).filter((img) => hasBox(img) && before(img));
    if (!heads.length && !links.length && !logos.length) continue;
    const linkOf = (el) => { const l = el.closest('a[href]'); return l && a.contains(l) ? l.getAttribute('href') : null; };
    return {heads: heads.map((h) => norm(h.innerText)),
            links: links.map((l) => ({href: l.getAttribute('href'), text: norm(l.innerText), label: norm(l.getAttribute('aria-label'))})),
            logos: logos.map((img) => ({alt: norm(img.getAttribute('alt')), href: linkOf(img)}))};
  }
  return null;
}

/** The header of each item's block (blockHeader) of a listing pattern, in the order listingItems reads the items;
 * null for an item in no such block. */
function employerHeads(pattern) {
  let items;
  try { items = queryChain(pattern); } catch (e) { return []; }
  items = items.filter(displayed);
  return items.map((item) => blockHeader(item, items));
}

/** The short texts a block of some of the listing's items (not all) shows before its first item, outside every item:
 * the header of a section of the list ("지금 주목할 만한 공고", "AD"), from the nearest such block that has one;
 * [] when the item sits in no such block (listing.py without_ads judges its words). */
function sectionHeader(item, items) {
  const holds = (a, el) => a === el || a.contains(el);
  for (let a = item.parentElement; a && a !== document.body; a = a.parentElement) {
    if (items.every((i) => holds(a, i))) return [];
    const first = items.find((i) => holds(a, i));
    const texts = [];
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    while (walker.nextNode() && texts.length < 8) {
      const node = walker.currentNode; const parent = node.parentElement;
      if (!(node.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)) break;  // the first item reached
      if (!parent || ['script', 'style', 'template'].includes(parent.localName) || !displayed(parent)) continue;
      const text = (node.textContent || '').replace(/\s+/g, ' ').trim();
      if (text && text.length <= 40) texts.push(text);
    }
    if (texts.length) return texts;
  }
  return [];
}

/** The items of a listing pattern as leaves: elements with their own text, keyed by their stable path inside the item
 * (listing.py). arg: {pattern, words: {field_word: [...]}}, the lexicon's words that name a field in a class name. */
function listingItems(arg) {
  const pattern = arg.pattern;
  const FIELD_WORDS = arg.words.field_word;
  // class names a build tool made (hashes: res-1ewaude, eu4oa1w0, _title_12ylk_383) or a state set (active, is-new)
  // say nothing about structure: cards of one list differ in them
  const GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-|--)|(^|[-_])(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{5,}([-_]\d+)*$/i;
  // classes that are plain words ("sm:min-w-[25%]" is a style, and would need escaping in a key and a selector)
  const step = (el) => el.localName + Array.from(el.classList).filter(c => !GENERATED.test(c) && /^[A-Za-z_][\w-]*$/.test(c)).slice(0, 2).map(c => '.' + c).join('');
  const composed = (root) => {  // every element under root, its shadow trees included, in order
    const out = [];
    const visit = (el) => { out.push(el); if (el.shadowRoot) for (const c of el.shadowRoot.children) visit(c);
      for (const c of el.children) visit(c); };
    visit(root);
    return out;
  };
  const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  const inside = (item, el) => { for (let e = el; e; e = up(e)) if (e === item) return true; return false; };
  // open shadow roots are part of what a person sees: items and their leaves are read through them
  let items;
  try {
    items = queryChain(pattern);
  } catch (e) { return {error: String(e)}; }
  items = items.filter(displayed);
  const clean = (t) => (t || '').replace(/\s+/g, ' ').trim();
  // the test attributes selectors.py knows (TEST_ATTRIBUTES), and data-ui
  const TESTIDS = ['data-testid', 'data-test-id', 'data-test', 'data-qa', 'data-cy', 'data-automation-id', 'data-automation',
    'data-at', 'data-e2e', 'data-qa-id', 'data-ui'];
  const UTILITY = /[:\[]|^-?(text|bg|font|border|ring|fill|stroke|decoration|outline|shadow|from|to|via|placeholder|divide|accent|caret)-|(^|[-_])(focus|hover|active|visible|style|theme|colou?r|primary|secondary)([-_]|$)/;
  // a name that holds most words of the leaf's own text says the value again ("Jobs at Acme Foods" on the link
  // "PT Acme Foods Nusantara": a word is three letters or more), it does not name the field
  const restates = (named, own) => {
    const words = (t) => t.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) || [];
    const mine = words(own);
    const theirs = new Set(words(named));
    return mine.filter((w) => theirs.has(w)).length * 2 > mine.length;
  };
  // a row of column names: cells of plain short text and no control, as many as the row's
  const namesRow = (r, row) => r.cells.length === row.cells.length && !r.querySelector('a[href], button, input, select')
    && Array.from(r.cells).every(c => clean(c.textContent).length <= 40)
    && Array.from(r.cells).filter(c => clean(c.textContent)).length * 2 > r.cells.length;
  // the header of a row's columns: the table's <thead>, a row of <th> only, a first row of plain names above rows of
  // links (<td> cells that name the columns), or, for a list of one-row tables, a table of column names just before
  // them in the same list ("<table><tr><th>Position</th>...</table>" then one table per job)
  const headerRow = (table, row, item) => {
    if (table.tHead && table.tHead.rows[0]) return table.tHead.rows[0];
    const rows = Array.from(table.rows);
    const th = rows.find(r => r.querySelector('th') && !r.querySelector('td'));
    if (th) return th;
    const first = rows[0];
    if (first && first !== row && !inside(item, first) && namesRow(first, row)) return first;
    if (table === item || !inside(item, table)) {  // a table of the card's own (a facts table) has no such sibling
      for (let t = table.previousElementSibling; t; t = t.previousElementSibling) {
        if (t.localName !== 'table') continue;
        const own = Array.from(t.rows);
        const names = own.length === 1 && own[0].querySelector('th') && !own[0].querySelector('td') ? own[0] : null;
        if (names && namesRow(names, row)) return names;
      }
    }
    return null;
  };
  // an element's name that repeats the text of a link or heading inside it other than the leaf's own
  const namesItsTitle = (e, named, own) => {
    const said = named.toLowerCase();
    return Array.from(e.querySelectorAll('a[href], ' + HEADING)).some((x) => {
      const t = clean(x.textContent).toLowerCase();
      return t.length >= 3 && t !== own.toLowerCase() && said.includes(t);
    });
  };
  // what a leaf means, as the page says it: its column header, its <dt>, itemprop, an aria-label or title that
  // names it, or a short "Label:" just before it
  const labelOf = (el, own, item) => {
    const cell = el.closest('td, th');
    if (cell && inside(item, cell)) {
      const table = cell.closest('table'); const row = cell.parentElement;
      const head = table && headerRow(table, row, item);
      if (head && head !== row) {
        const h = head.cells[Array.from(row.cells).indexOf(cell)];
        if (h && clean(h.textContent)) return clean(h.textContent);
      }
    }
    const dd = el.closest('dd');
    if (dd && inside(item, dd)) {
      let p = dd.previousElementSibling; while (p && p.localName !== 'dt') p = p.previousElementSibling;
      if (p && clean(p.textContent)) return clean(p.textContent);
    }
    const prop = el.closest('[itemprop]');
    if (prop && inside(item, prop)) return prop.getAttribute('itemprop');
    for (let e = el; e && e !== item; e = up(e)) {
      // an element that holds a heading is the card or a part of it around its title: its name (the job's title,
      // an article's aria-label) names the whole, no field of it
      if (e !== el && e.querySelector(HEADING)) break;
      // a button's own name says what it does ("Save this job"), not what a field holds
      if (e === el && (el.localName === 'button' || el.getAttribute('role') === 'button')) continue;
      const named = clean(e.getAttribute('aria-label') || (e.localName !== 'a' && e.getAttribute('title')) || '');
      // so does a name that says the text of a link or heading inside it, another leaf's ("Details for Data
      // Engineer position" around the title link, the place and the age): the part is named by its title
      if (named && e !== el && namesItsTitle(e, named, own)) break;
      if (named && named.length < 40 && !named.toLowerCase().includes(own.toLowerCase()) && !restates(named, own)) return named;
    }
    const prev = el.previousElementSibling;
    const said = prev && clean(prev.textContent);
    if (said && said.length < 25 && /:$/.test(said)) return said.replace(/:$/, '');
    // test ids and class tokens that name a field (job-item-location, companyName), split into words
    const words = (v) => v.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ').toLowerCase();
    const namesField = (v) => mentionsPhrase(words(v), FIELD_WORDS) !== null;
    for (let e = el; e && e !== item; e = up(e)) {
      for (const name of TESTIDS) {
        const v = e.getAttribute(name);
        if (v && namesField(v)) return words(v);
      }
      // a utility class styles, it does not name ("text-company-primary", "focus-visible:...": theme colours)
      const token = Array.from(e.classList).find(c => !GENERATED.test(c) && !UTILITY.test(c) && namesField(c));
      if (token) return words(token);
    }
    if (el.closest('time')) return 'date posted';
    return '';
  };
  // an element's text as a person reads it, the one reading of every leaf's text (innerText's rules): text nodes join as
  // the page writes them (a comment between two, as React leaves in "Москва<!-- -->, ", adds nothing), an inline
  // element's text runs on without an added space ("<a>Doha</a>, <a>Qatar</a>" is "Doha, Qatar"), an element with a
  // box of its own (a block, an inline-block, a flex item, a cell, <br>) stands apart ("<span class=chip>경기</span>
  // <span class=chip>성남시</span>" is "경기 성남시"), hidden text, scripts and icon ligatures are no text; white
  // space collapsed. `own`: the element's own text only, each element inside it (its text is a leaf of its own) a
  // space
  const SKIP = new Set(['script', 'style', 'template', 'svg', 'noscript']);
  const readText = (root, own = false) => {
    let out = '';
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === 3) { out += child.textContent; continue; }
        if (child.nodeType !== 1 || SKIP.has(child.localName)) continue;
        if (own) { out += ' '; continue; }
        if (!displayed(child) || iconLigature(child)) continue;
        const inline = getComputedStyle(child).display === 'inline' && child.localName !== 'br';
        if (!inline) out += ' ';
        walk(child);
        if (!inline) out += ' ';
      }
    };
    walk(root);
    return clean(out);
  };
  // letters or digits in the element's own text nodes
  const saysOwn = (e) => /[\p{L}\p{N}]/u.test(Array.from(e.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join(''));
  // an element made of links and separators only; `wrapped`: of two or more wrappers of one shape, each one link,
  // with a separator (",", "·", "/") between each two parts
  const linkedParts = (e, wrapped = false) => {
    const kids = Array.from(e.children);
    if (!kids.length || saysOwn(e)) return false;
    if (!wrapped) return kids.every(k => k.localName === 'a');
    const shape = (k) => k.localName + '.' + Array.from(k.classList).sort().join('.');
    if (kids.length < 2 || !kids.every(k => shape(k) === shape(kids[0]) && k.localName !== 'a' && !saysOwn(k)
      && k.children.length === 1 && k.firstElementChild.localName === 'a')) return false;
    let between = e.textContent;
    for (const k of kids) between = between.replace(k.firstElementChild.textContent, ' ');
    return (between.match(/[,;/|·•]/g) || []).length >= kids.length - 1;
  };
  // a text run that sets words apart in inline type only (<b>, <em>, <strong>, <mark>, <font>, <u> holding text alone)
  // inside a link or a heading: one value, read whole; a run whose own text parts fields ("<b>Engineer</b> · Acme",
  // "<b>Engineer</b> at Acme") keeps its bold part apart
  const INLINE = new Set(['b', 'strong', 'em', 'mark', 'font', 'u']);
  const PARTED = /[·•|–—]|\s[-@]\s|\sat\s/i;
  const phraseRun = (e) => e.children.length > 0 && Array.from(e.children).every(k => INLINE.has(k.localName) && !k.children.length)
    && !!e.closest('a[href], ' + HEADING)
    && !PARTED.test(Array.from(e.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join(' '));
  const ariaHidden = (el, item) => { for (let e = el; e && e !== item; e = up(e)) if (e.getAttribute('aria-hidden') === 'true') return true;
    return false; };
  // the card's images that carry a name (an employer's logo on a board that shows no company text: <img alt="Acme">,
  // <img alt="Acme logo">, [role=img][aria-label], <svg aria-label> or its <title>), shown and not hidden from
  // assistive technology or marked as decoration: the name, the link it sits in (its href, as the page writes it),
  // the name that link or a wrapper below the card's titled part gives it ("Company Logo"), whether it sits in a
  // heading, and its box (employer.py card_employers judges them). Never a leaf: no prompt shows them
  const namedImages = (item, all) => {
    const out = [];
    for (const el of all) {
      if (out.length >= 8) break;
      const role = el.getAttribute('role') || '';
      let name = '';
      if (el.localName === 'img') name = el.getAttribute('alt') || '';
      else if (el.localName === 'svg') {
        const title = Array.from(el.children).find((c) => c.localName === 'title');
        name = el.getAttribute('aria-label') || (title ? title.textContent : '');
      } else if (role === 'img') name = el.getAttribute('aria-label') || '';
      name = clean(name);
      if (!name || name.length > 120 || /^(presentation|none)$/.test(role)) continue;
      if (!displayed(el) || ariaHidden(el, item)) continue;
      const link = el.closest('a[href]');
      let label = '';
      for (let e = up(el); e && e !== item && inside(item, e); e = up(e)) {
        if (e.querySelector(HEADING)) break;  // the card's titled part: its name is the job's
        label = clean(e.getAttribute('aria-label') || e.getAttribute('title') || '');
        if (label || e === link) break;
      }
      const r = el.getBoundingClientRect();
      out.push({alt: name, href: link && inside(item, link) ? link.getAttribute('href') : null, label,
                heading: !!el.closest(HEADING), width: Math.round(r.width), height: Math.round(r.height)});
    }
    return out;
  };
  return items.map((item, index) => {
    const leaves = []; const counts = {};
    const all = composed(item);
    for (const el of all) {
      if (['script', 'style', 'svg', 'template'].includes(el.localName)) continue;
      // a word set in bold inside a link's or heading's text (a search's keyword highlighted in the title:
      // "<a><b>会计</b>主管</a>", "[<em>大屯</em>]") is part of that text, no leaf of its own
      const run = up(el);
      if (INLINE.has(el.localName) && run && run !== item && inside(item, run) && phraseRun(run)) continue;
      const own = readText(el, !phraseRun(el));
      if (!own || !displayed(el) || el.closest('svg')) continue;
      // text the page hides from assistive technology is decoration (a logo's initials "字节" beside the company's
      // name, an icon's glyph): no value of the card
      if (ariaHidden(el, item)) continue;
      // nor is the word a ligature icon font draws as an icon (names.js iconLigature)
      if (iconLigature(el)) continue;
      const parts = [];
      for (let e = el; e && e !== item; e = up(e)) parts.unshift(step(e));
      let key = parts.join(' > ') || step(item);
      counts[key] = (counts[key] || 0) + 1;
      if (counts[key] > 1) key += ' #' + counts[key];
      const link = el.closest('a[href]');
      // the lines the leaf sits in (its parent's, its grandparent's text), short ones only: a value a card splits
      // over several leaves ("Doha" + "Qatar") is whole there
      const lines = [];
      for (let e = up(el); e && e !== item && lines.length < 2; e = up(e)) {
        const line = readText(e);
        if (line.length > 100) break;
        lines.push(line);
      }
      const leaf = {key, text: own, href: link && inside(item, link) ? link.getAttribute('href') : null,
                    label: labelOf(el, own, item), lines};
      // an element whose own text goes on in its inline children ("Москва, <span>Таганская</span>": a city, then a
      // station or district marked up apart): the one line it shows (listing.py _own_line judges it)
      if (Array.from(el.children).some(c => clean(c.textContent) && /^inline/.test(getComputedStyle(c).display))) {
        leaf.line = readText(el);
      }
      // a value written as linked parts in one element ("<span><a>경기</a> <a>성남시 분당구</a></span>", a region and
      // its district; "<a>Berlin</a>, <a>Germany</a>"): each part's leaf knows the whole
      const holder = up(el);
      if (el.localName === 'a' && holder && holder !== item && inside(item, holder)) {
        const outer = up(holder);
        // each part may sit in a wrapper of its own, the wrappers of one shape ("<span><span><a>Jakarta Utara</a>
        // </span><span>, <a>Jakarta Raya</a></span></span>")
        if (outer && outer !== item && inside(item, outer) && linkedParts(outer, true)) leaf.whole = readText(outer);
        else if (linkedParts(holder)) leaf.whole = readText(holder);
      }
      leaves.push(leaf);
    }
    const attrs = {};
    for (const e of all) {
      for (const a of e.attributes) if (a.name.startsWith('data-') && !(a.name in attrs)) attrs[a.name] = a.value;
    }
    // a hash route ("#/jobs/12") is a link to the job; a bare "#" or an in-page anchor is not
    const anchors = all.filter(e => e.localName === 'a' && e.getAttribute('href'));
    const links = anchors.map(a => a.getAttribute('href'))
      .filter(h => h && (!h.startsWith('#') || h.startsWith('#/') || h.startsWith('#!/')) && !h.startsWith('javascript:'));
    // every link a paid one to another site (rel="sponsored"): an advertisement in the list's shape, no job
    const paid = links.length > 0 && anchors.every(a => /(^|\s)sponsored(\s|$)/i.test(a.getAttribute('rel') || '')
      && new URL(a.getAttribute('href'), document.baseURI).host !== location.host);
    const block = employerBlock(item, items);
    return {index, leaves, attrs, links, paid, group: block ? block.name : null, section: sectionHeader(item, items),
            images: namedImages(item, all)};
  });
}

/** Visible apply-like controls outside the listing items: signature (tag + stable classes + type), text, url (controls.py). */
function applyControls([pattern, wanted]) {
  const submitUrl = (el) => {
    // a link to a script ("javascript:;") goes nowhere: it is a button, what its click shows is found by clicking it
    if (el.localName === 'a' && scriptLink(el)) return null;
    if (el.localName === 'a' && el.getAttribute('href')) return el.href;
    const form = el.form || el.closest('form');
    if (form && (form.method || 'get').toLowerCase() === 'get' && (el.type === 'submit' || el.localName === 'button')) {
      const url = new URL(form.getAttribute('action') || location.href, location.href);
      for (const [k, v] of new FormData(form)) if (typeof v === 'string') url.searchParams.set(k, v);
      return url.href;
    }
    return null;
  };
  // through open shadow roots, as listings are read; an <input type=button> is a button too
  const controls = queryDeep('a[href], button, input[type=submit], input[type=button], [role=button]')
    .filter(el => displayed(el) && !(pattern && el.closest(pattern)) && !el.closest('[role=dialog], dialog'));
  const out = [];
  for (const el of controls) {
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    const s = controlSignature(el);
    const says = /\bapply\b/i.test(text);
    // a bare tag ("a": no class, no type) names every link: a known control of that kind must also say apply
    if (wanted ? wanted.includes(s) && (says || /[.\[]/.test(s)) : says)
      out.push({signature: s, text, url: submitUrl(el), tag: el.localName, pressed: el.getAttribute('aria-pressed'), says});
  }
  // the controls that say what they do first
  return out.sort((a, b) => Number(b.says) - Number(a.says));
}

/** A control's signature: tag, stable classes, type. */
// class names a build tool made or a state set: two controls of one kind differ in them
const CONTROL_GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-)/;
function controlSignature(el) {
  return el.localName + Array.from(el.classList).filter(c => !CONTROL_GENERATED.test(c)).sort().map(c => '.' + c).join('')
    + (el.getAttribute('type') ? '[type=' + el.getAttribute('type') + ']' : '');
}

/** Where a control goes: a link's address, or the address a GET form's submit would load. */
function controlUrl(el) {
  if (el.localName === 'a' && scriptLink(el)) return null;  // a button
  if (el.localName === 'a' && el.getAttribute('href')) return el.href;
  const form = el.form || el.closest('form');
  if (form && (form.method || 'get').toLowerCase() === 'get') {
    const url = new URL(form.getAttribute('action') || location.href, location.href);
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') url.searchParams.set(k, v);
    return url.href;
  }
  return null;
}

/** Mark the control whose label is the option (counts like "(29)" ignored), preferring one under the group's caption
 * (controls.py mark_option). Labels are compared exactly (case, spacing, counts in brackets in any digits ("(٤)") and
 * "+" aside); only when none is equal, loosely: punctuation folded and a bare trailing count dropped from the
 * control's label ("Full time 29" for "Full-time"). A link or button already marked current / selected / pressed
 * counts as on: clicking it would turn it off. An option of a drop-down marks its <select> (tag "select", the
 * option's own words under "option"). A filter that is one switch or box of its own ("Only with salary": Yes) is
 * found by its group's label. */
function markOption([scopeSel, group, option, mark]) {
  const norm = (t) => (t || '').replace(/\(\s*[\p{Nd},.\u066b\u066c]+\s*\)/gu, '').replace(/[+]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const fold = (t) => t.replace(/[^\p{L}\p{N}$%]+/gu, ' ').trim();
  const scope = (scopeSel && document.querySelector(scopeSel)) || document;
  const labelOf = (el) => {
    if (el.labels && el.labels.length) return el.labels[0].innerText;
    return el.getAttribute('aria-label') || el.innerText || el.value || '';
  };
  const want = norm(option);
  const shown = (el) => hasBox(el) || (el.labels && el.labels.length && hasBox(el.labels[0]));
  const all = Array.from(scope.querySelectorAll('input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch], [role=option], a[href], button'));
  let cands = all.filter(el => norm(labelOf(el)) === want && shown(el));
  if (!cands.length) {
    const loose = fold(want);
    cands = all.filter(el => { const l = norm(labelOf(el)); return loose && (fold(l) === loose || fold(l.replace(/\s+[\p{Nd},.\u066b\u066c]+$/u, '')) === loose) && shown(el); });
  }
  // a drop-down holding the option (a <select> whose change may post the page back): marked, chosen by its label
  const pick = (sel) => Array.from(sel.options).find(o => norm(o.label || o.text) === want);
  if (!cands.length) cands = Array.from(scope.querySelectorAll('select')).filter(sel => shown(sel) && pick(sel));
  // a filter that is one switch or box ("Solo con salario visible": Sí) is named by its group: it is turned on
  if (!cands.length) cands = all.filter(el => el.matches('[role=switch], input[type=checkbox], [role=checkbox]')
    && norm(labelOf(el)) === norm(group) && shown(el));
  // an item of a plain list that opened (a dropdown of <li>s with a click handler each, no link, no role), in the box
  // the group names by its own text outside the list (a card's "本科" tag is no option)
  const ownText = (box, list) => { let t = ''; const walk = (n) => { for (const c of n.childNodes) {
    if (c === list) continue; if (c.nodeType === 3) t += ' ' + c.data; else if (c.nodeType === 1) walk(c); } };
    walk(box); return norm(t); };
  const inGroupBox = (li) => {
    const list = li.parentElement;
    for (let box = list && list.parentElement, up = 0; box && up < 4; box = box.parentElement, up++) {
      if (box.querySelectorAll('ul, ol').length !== 1) return false;
      const own = ownText(box, list);
      if (own) return own.includes(norm(group));
    }
    return false;
  };
  if (!cands.length) cands = Array.from(scope.querySelectorAll('li')).filter(li => !li.querySelector('a[href], button, input, li')
    && norm(li.innerText) === want && shown(li) && inGroupBox(li));
  if (!cands.length) return {found: 0};
  const captionOf = (el) => {
    if (el.localName === 'select') {  // its label, else the cell before it ("Department:" | <select>)
      if (el.labels && el.labels.length) return el.labels[0].innerText;
      const cell = el.closest('td, th');
      if (cell && cell.previousElementSibling) return cell.previousElementSibling.innerText;
    }
    const box = el.closest('fieldset, [role=group], [role=radiogroup], section, li.filter-group, div');
    for (let e = el; e && e !== scope; e = e.parentElement) {
      const legend = e.querySelector(':scope > legend, :scope > h2, :scope > h3, :scope > h4, :scope > [role=heading]');
      if (legend) return legend.innerText;
      let prev = e.previousElementSibling;
      while (prev) { if (/^h[1-6]$/.test(prev.localName) || prev.localName === 'legend') return prev.innerText; prev = prev.previousElementSibling; }
    }
    return '';
  };
  const g = norm(group);
  const ranked = cands.map(el => [norm(captionOf(el)).includes(g) ? 0 : 1, el]).sort((a, b) => a[0] - b[0]);
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const el = ranked[0][1];
  el.setAttribute(mark, '1');
  const checkable = el.matches('input[type=checkbox], input[type=radio]');
  const on = (e) => e && (e.getAttribute('aria-checked') === 'true' || e.getAttribute('aria-pressed') === 'true'
    || e.getAttribute('aria-selected') === 'true' || (e.hasAttribute('aria-current') && e.getAttribute('aria-current') !== 'false'));
  const checked = checkable ? el.checked : (on(el) || (el.localName === 'a' && on(el.closest('li, [role=option]'))));
  if (el.localName === 'select') {
    const opt = pick(el);
    return {found: cands.length, checkable: false, checked: el.value === opt.value, tag: 'select',
            option: opt.label || opt.text, caption: captionOf(el)};
  }
  return {found: cands.length, checkable, checked, tag: el.localName, caption: captionOf(el)};
}

/** Mark the link or button of the page after the current one in a numbered pager (for pagers without a Next
 * control) and return its selector, or null. The current page is the numbered entry marked aria-current / selected /
 * pressed or with an active|current|selected class (on it or an ancestor inside the pager), else the only number that
 * is not a link or button. */
function numberedNext(mark) {
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const PAGER = '[aria-label*="pagination" i],[aria-label*="pager" i],[aria-label*="pages" i],[class*="pagination" i],'
    + '[class*="pager" i],[data-testid*="pagination" i],[role=navigation],nav';
  const CLICK = 'a[href], button, [role=link], [role=button]';
  const text = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
  const number = (el) => {
    const m = text(el).match(/^(?:page\s*)?(\d{1,4})$/i) || (el.getAttribute('aria-label') || '').trim().match(/^(?:go to )?page\s*(\d{1,4})$/i);
    return m ? parseInt(m[1], 10) : null;
  };
  const CURRENT = /(^|[-_])(active|current|selected)$/i;
  const marked = (e) => (e.hasAttribute('aria-current') && e.getAttribute('aria-current') !== 'false')
    || e.getAttribute('aria-selected') === 'true' || e.getAttribute('aria-pressed') === 'true'
    || Array.from(e.classList).some(c => CURRENT.test(c));
  const disabled = (e) => e.disabled || e.getAttribute('aria-disabled') === 'true' || e.classList.contains('disabled');
  for (const box of document.querySelectorAll(PAGER)) {
    if (!displayed(box)) continue;
    const entries = [];
    for (const el of box.querySelectorAll('*')) {
      const n = number(el);
      if (n === null || !displayed(el) || Array.from(el.querySelectorAll('*')).some(d => number(d) !== null)) continue;
      const control = el.closest(CLICK);
      const key = control && box.contains(control) ? control : el;
      if (!entries.some(e => e.key === key)) entries.push({el, key, n, link: key.matches(CLICK)});
    }
    if (entries.length < 2) continue;
    const isCurrent = (entry) => { for (let e = entry.el; e && e !== box; e = e.parentElement) if (marked(e)) return true; return false; };
    let current = entries.filter(isCurrent);
    if (current.length !== 1) current = entries.filter(e => !e.link);
    if (current.length !== 1) continue;
    const next = entries.find(e => e.link && e.n === current[0].n + 1 && !disabled(e.key));
    if (!next) return null;
    next.key.setAttribute(mark, 'page ' + next.n);
    return "[" + mark + "='page " + next.n + "']";
  }
  return null;
}

/** The visible controls around the options a filter pass set (marked `chosen`): each with what it says and how many
 * levels above the first chosen option the nearest box holding both sits (the sidebar's own form or the drawer's
 * footer: near, the page's other buttons: far); the options themselves and controls inside them are left out. */
function aroundChosen(chosen) {
  const opts = Array.from(document.querySelectorAll('[' + chosen + ']'));
  if (!opts.length) return [];
  const all = Array.from(document.querySelectorAll(
    'button, input[type=submit], input[type=button], [role=button], a[href]'));
  const out = [];
  all.forEach((el, i) => {
    if (!displayed(el) || opts.some(o => o === el || o.contains(el) || el.contains(o)) || el.closest('label')) return;
    let depth = 0;
    for (let a = opts[0]; a; a = a.parentElement, depth++) if (a.contains(el)) break;
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    out.push({i, depth, text, link: el.localName === 'a'});
  });
  return out;
}

/** Mark the i-th control of the document (as aroundChosen counts them) alone with `mark`; false when it is gone. */
function markNth([i, mark]) {
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const el = document.querySelectorAll('button, input[type=submit], input[type=button], [role=button], a[href]')[i];
  if (el) el.setAttribute(mark, '1');
  return !!el;
}

/** A control that applies the options beside it rather than opening a panel of them: the submit button of a form of
 * checkboxes, radios or selects, which opens nothing (no popup, no expanded state, no controlled region). */
function confirmsOptions(el) {
  if (el.hasAttribute('aria-haspopup') || el.hasAttribute('aria-expanded') || el.hasAttribute('aria-controls')) return false;
  const form = el.form || el.closest('form');
  const submits = el.type === 'submit' || (el.localName === 'button' && !el.getAttribute('type'));
  return !!(form && submits && form.querySelector('input[type=checkbox], input[type=radio], select'));
}

// What locateValues and readPlaces share: folding text as the Python side does (layouts.py), and the nearest heading
// before an element inside its landmark (a section's name: "Salary", "About the role").
const foldSpace = (t) => (t || '').replace(/\s+/g, ' ').trim().toLowerCase();
function headingBefore(el, anchor) {
  let label = null;
  for (const h of anchor.querySelectorAll(HEADING)) {
    if (h === el || h.contains(el)) break;
    if (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) label = foldSpace(h.innerText);
  }
  return label;
}

/** Where a details page keeps each value (layouts.py): the deepest element of the main document (through open
 * shadow roots) whose text holds it, as its path of tag:nth-of-type steps below the nearest landmark (main, article,
 * [role=main]; else body), the text it shows and the heading before it unless that heading is the job's title (it
 * differs on every page). */
function locateValues([values, title]) {
  const LANDMARK = 'main, article, [role=main]';
  // every element, each open shadow root's right after its host
  const everyElement = (scope) => {
    const out = [];
    for (const el of scope.querySelectorAll('*')) { out.push(el); if (el.shadowRoot) out.push(...everyElement(el.shadowRoot)); }
    return out;
  };
  const all = everyElement(document).filter(el => el.localName !== 'script' && el.localName !== 'style');
  const out = {};
  for (const [name, value] of Object.entries(values)) {
    const want = foldSpace(value);
    if (!want) continue;
    const holding = all.filter(el => foldSpace(el.textContent).includes(want) && hasBox(el)
                                     && foldSpace(el.innerText).includes(want));
    if (!holding.length) continue;
    const el = holding.reduce((a, b) => (b.textContent.length < a.textContent.length ? b : a));
    const anchor = el.closest(LANDMARK) || (el.getRootNode().host ? null : document.body);
    if (!anchor) continue;
    const steps = [];
    for (let e = el; e !== anchor; e = e.parentElement) {
      const same = Array.from(e.parentElement.children).filter(c => c.localName === e.localName);
      steps.unshift(e.localName + ':nth-of-type(' + (same.indexOf(e) + 1) + ')');
    }
    const anchorSel = anchor === document.body ? 'body'
      : anchor.matches('main') ? 'main' : anchor.matches('article') ? 'article' : '[role=main]';
    const heading = headingBefore(el, anchor);
    const titled = heading && (heading === foldSpace(title) || heading.includes(foldSpace(title)));
    out[name] = {anchor: anchorSel, path: steps.join(' > '), text: el.innerText, heading: titled ? null : heading};
  }
  return out;
}

/** The text at each place of a details layout (null where the page has no such element, or its section heading differs). */
function readPlaces(places) {
  const out = {};
  for (const [name, place] of Object.entries(places)) {
    const anchor = document.querySelector(place.anchor);
    const el = anchor && place.path ? anchor.querySelector(':scope > ' + place.path) : anchor;
    out[name] = el && (!place.heading || headingBefore(el, anchor) === place.heading) ? el.innerText : null;
  }
  return out;
}

/** A visible form with fields of its own (an application form embedded in the document), not a search box. */
function hasForm() {
  return Array.from(document.querySelectorAll('form')).some(f => {
  const r = f.getBoundingClientRect();
  const fields = f.querySelectorAll('input:not([type=hidden]):not([type=search]):not([type=submit]), textarea, select');
  return (r.width > 0 || r.height > 0) && fields.length >= 2 && !f.matches('[role=search]');
});
}

/** Mark (with `mark`) the link of the listing item at `index` that still reads as `texts` (details.py): its title's
 * link `href` when it has it, else its first link, else the item; false when the item is gone. */
function markItem([pattern, index, mark, href, texts]) {
  // through open shadow roots, as the listing was read
  queryDeep('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const shown = queryChain(pattern).filter(hasBox);
  // the item that still reads as it was read (a list that renders only the rows in view moves its rows as it
  // scrolls: the index alone may name another job by now), else the one at its index
  // compared word by word: a leaf's own text joins the text nodes around its children (", , ," between keyword
  // links), which the item's whole text never holds as one string
  const words = (s) => (s || '').normalize('NFC').match(/[\p{L}\p{N}]+/gu) || [];
  const wanted = (texts || []).flatMap(words);
  // an item's text with that of its open shadow roots (a web component's card keeps its words in its own root)
  const textOf = (el) => [el, ...el.querySelectorAll('*')].filter(e => e.shadowRoot)
    .reduce((t, e) => t + ' ' + Array.from(e.shadowRoot.children).map(textOf).join(' '), el.textContent || '');
  const same = wanted.length ? shown.filter(el => { const t = textOf(el).normalize('NFC');
    return wanted.every(w => t.includes(w)); }) : [];
  // two rows that read alike (one job posted twice): the one nearest the place it was read at
  const near = (a, b) => Math.abs(shown.indexOf(a) - index) <= Math.abs(shown.indexOf(b) - index) ? a : b;
  const item = same.length ? same.reduce(near) : (wanted.length ? null : shown[index]);
  if (!item) return false;
  // the link of the item's title (its details), not the first link (Lever rows put "Apply" first)
  const links = [...(item.matches('a[href]') ? [item] : []), ...within(item, 'a[href]')];
  // of the links to that address, the one that shows words (the title's own): an empty link stretched over the whole
  // card (Dice, LinkedIn: its text a space, the title and the chips drawn above it) has its middle under them, and a
  // click there lands on them, not on it
  const said = (a) => /[\p{L}\p{N}]/u.test(a.innerText || '');
  const to = (a) => href && a.getAttribute('href') === href;
  const link = links.find(a => to(a) && said(a)) || links.find(to) || links[0] || item;
  link.setAttribute(mark, '1');
  return true;
}

/** A heading of the page's own (h1, h2), outside the listing's items, names the job `title`: the details panel
 * beside the list shows it (details.py). */
function panelShows([pattern, title]) {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  let items = [];
  try { items = queryChain(pattern); } catch (e) { return false; }
  return Array.from(document.querySelectorAll('h1, h2')).some(h => norm(h.textContent) === norm(title)
    && h.getClientRects().length > 0 && !items.some(i => i.contains(h)));
}

/** The closed dropdown that holds a filter option (controls.py): a box whose own text (outside its list) names the
 * group, holding one list not shown yet with an item saying the option (a "学历要求" box over 大专 / 本科 / 硕士);
 * marked with `mark` to be opened; false when there is none. */
function markDropdown([group, option, mark]) {
  const norm = (t) => (t || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const want = norm(option), g = norm(group);
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  for (const list of document.querySelectorAll('ul, ol')) {
    if (displayed(list) || !Array.from(list.children).some(li => norm(li.textContent) === want)) continue;
    for (let box = list.parentElement; box && box !== document.body; box = box.parentElement) {
      if (!displayed(box)) continue;
      const lists = box.querySelectorAll('ul, ol');
      if (lists.length !== 1) break;
      const caption = norm(box.innerText);  // the list is not shown: its items are no part of the box's text
      if (caption && caption.length <= 40 && (caption === g || caption.includes(g))) {
        box.setAttribute(mark, '1');
        return true;
      }
    }
  }
  return false;
}

/** The closed popup control a filter group's options wait behind (controls.py): a visible control that opens a
 * listbox or menu (aria-haspopup, aria-expanded=false) named as the group, by its own words or by the popup's name
 * ("Date posted" in a row of filter chips); marked with `mark`, its selector returned, or null. */
function groupOpener([group, mark]) {
  const norm = (t) => (t || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const want = norm(group);
  const popupName = (el) => {
    const id = (el.getAttribute('aria-controls') || '').split(/\s+/)[0];
    const list = (id && document.getElementById(id)) || (el.nextElementSibling
      && /^(listbox|menu)$/.test(el.nextElementSibling.getAttribute('role') || '') ? el.nextElementSibling : null);
    return list ? list.getAttribute('aria-label') || '' : '';
  };
  const opener = Array.from(document.querySelectorAll('[aria-haspopup]:not([aria-haspopup=false]), [aria-expanded=false]'))
    .find(el => hasBox(el) && el.getAttribute('aria-expanded') !== 'true'
      && [el.getAttribute('aria-label'), el.innerText, popupName(el)].some(t => norm(t) === want));
  if (!opener) return null;
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  opener.setAttribute(mark, 'opener');
  return '[' + mark + '=opener]';
}

/** What the page says of its employer (employer.py). */
function employerSigns() {
  const out = {ld: [], site: '', keywords: '', title: document.title || '', logos: []};
  for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const walk = (v) => {
        if (Array.isArray(v)) return v.forEach(walk);
        if (!v || typeof v !== 'object') return;
        const org = v.hiringOrganization;
        if (org) out.ld.push(typeof org === 'string' ? org : (org.name || ''));
        if (/Organization|Corporation/.test(String(v['@type'] || '')) && v.name) out.ld.push(String(v.name));
        if (v['@graph']) walk(v['@graph']);
      };
      walk(JSON.parse(s.textContent));
    } catch (e) {}
  }
  const meta = document.querySelector('meta[property="og:site_name"], meta[name="application-name"]');
  out.site = meta ? (meta.getAttribute('content') || '') : '';
  // the words the page gives search engines about itself ("Acme careers, Acme jobs")
  const keywords = document.querySelector('meta[name="keywords" i]');
  out.keywords = keywords ? (keywords.getAttribute('content') || '') : '';
  for (const img of document.querySelectorAll('header img[alt], [class*="logo" i] img[alt], img[alt][class*="logo" i], a[href="/"] img[alt]')) {
    // an image the page itself calls its logo (by class) names the employer even when its alt says only the name
    out.logos.push({alt: img.getAttribute('alt'), logo: !!img.closest('[class*="logo" i]')});
  }
  // the images of the page's top band, where a site shows its mark, in a header or not (a careers site's banner):
  // their alt text names the employer only when it says it is a logo (employer.py)
  const BAND = 150;
  for (const img of document.querySelectorAll('img[alt]')) {
    const r = img.getBoundingClientRect();
    const alt = img.getAttribute('alt');
    if ((r.width > 0 || r.height > 0) && r.top + window.scrollY < BAND && !out.logos.some((l) => l.alt === alt)) {
      out.logos.push({alt, logo: false, band: true});
    }
  }
  return out;
}

/** Items of a listing's shape left out of it for having no link (listing.py count_decoys): `all` less `linked`. */
function listingDecoys([all, linked]) {
  try {
    return document.querySelectorAll(all).length - document.querySelectorAll(linked).length;
  } catch (e) {
    return 0;
  }
}

/** Whether any element the selectors match sits inside an element of the pattern (a selector the browser cannot
 * parse matches none). */
function holdsAny([pattern, sels]) {
  return sels.some((s) => {
    try {
      return Array.from(document.querySelectorAll(s)).some((e) => e.closest(pattern));
    } catch (e) {
      return false;
    }
  });
}

/** Of the selectors `sels` (Phase 1's job listings), the first whose shown elements lie inside the items of the
 * listing group `pattern`, every item holding one or more of them: the group's items are blocks of listings (an
 * employer's block over its job rows, each block down to one row once a filter is set), and the listings are the
 * selector's elements. null when none is finer than the group. */
function listingWithin([pattern, sels]) {
  let groups;
  try { groups = Array.from(document.querySelectorAll(pattern)).filter(displayed); } catch (e) { return null; }
  for (const s of sels) {
    let found;
    try { found = Array.from(document.querySelectorAll(s)).filter(displayed); } catch (e) { continue; }
    if (!found.length || found.some((el) => groups.includes(el))) continue;
    // rows of their own (a link inside, not a link or a heading's part), in blocks that name their employer
    const rows = found.every((el) => el.localName !== 'a' && !el.closest(HEADING)
      && el.querySelector('a[href]'));
    const blocks = found.every((el) => { const b = employerBlock(el, found); return b && groups.includes(b.block); });
    if (rows && blocks && found.every((el) => groups.some((g) => g.contains(el)))
      && groups.every((g) => found.some((el) => g.contains(el)))) return s;
  }
  return null;
}

/** The index among the pattern's elements of the one that holds (or is) the element `sel` names; -1 when none. */
function itemIndexOf([pattern, sel]) {
  const el = document.querySelector(sel);
  const all = Array.from(document.querySelectorAll(pattern));
  return all.findIndex((i) => i.contains(el) || i === el);
}

/** The first control of an employer's block (employerBlock) that shows more of its jobs in place ("+3 more jobs":
 * a button outside the rows, collapsed (aria-expanded=false) or saying one of `phrases` once its count is set aside),
 * not yet pressed (`mark` set on the ones pressed); null when none is left. */
function groupExpander([pattern, phrases, mark]) {
  let items;
  try { items = Array.from(document.querySelectorAll(pattern)).filter(displayed); } catch (e) { return null; }
  const blocks = new Set(items.map((i) => employerBlock(i, items)).filter(Boolean).map((b) => b.block));
  for (const block of blocks) {
    for (const el of block.querySelectorAll('button, [role=button]')) {
      if (el.hasAttribute(mark) || !displayed(el) || items.some((i) => i.contains(el))) continue;
      if (el.getAttribute('aria-expanded') === 'true' || el.getAttribute('aria-haspopup')) continue;
      const label = (el.innerText || el.getAttribute('aria-label') || '').replace(/[+\p{Nd}]+/gu, ' ');
      if (el.getAttribute('aria-expanded') === 'false' || saysPhrase(label, phrases)) {
        el.setAttribute(mark, '1');
        return el;
      }
    }
  }
  return null;
}

/** Mark this element alone with the attribute `mark` (taken off every other element of the document). */
function markOnly(el, mark) {
  document.querySelectorAll('[' + mark + ']').forEach((e) => e.removeAttribute(mark));
  el.setAttribute(mark, '1');
}

/** The addresses of the links the document shows (a box of its own on the page), in document order. */
const shownLinks = () => Array.from(document.querySelectorAll('a[href]')).filter((a) => {
  const r = a.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}).map((a) => a.href);
