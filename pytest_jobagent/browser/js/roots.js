// Open shadow roots (searched as Playwright searches them), closed ones (counted by tag) and selector counts over both.

// Playwright's CSS and role engines pierce open shadow roots, so selectors are counted the same way: over the
// document and every open shadow root; "host >> inner" chains search inside the host's shadow tree.
// A custom element that takes up room on screen but has neither an open shadow root nor children of its own
// renders from a closed shadow root: no script (nor Playwright) reads or acts inside it, so it is counted and
// reported by tag instead of silently missing.
let ROOTS = [document];
let CLOSED = {};
function findRoots() {
  ROOTS = [document];
  CLOSED = {};
  const visit = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) {
        ROOTS.push(el.shadowRoot);
        visit(el.shadowRoot);
      } else if (el.localName.includes("-") && !el.firstElementChild && !norm(el.textContent)) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) CLOSED[el.localName] = (CLOSED[el.localName] || 0) + 1;
      }
    }
  };
  visit(document);
}
/** Every element under `scope` (the document when none) that `sel` matches, inside open shadow roots too: the
 * scope's own matches first, then each open shadow root's, in document order of their hosts. The one shadow-piercing
 * query every in-page program uses. */
function queryDeep(sel, scope = document) {
  const out = Array.from(scope.querySelectorAll(sel));
  for (const el of scope.querySelectorAll("*")) if (el.shadowRoot) out.push(...queryDeep(sel, el.shadowRoot));
  return out;
}
/** A listing pattern's items: "host >> inner" parts each searched in what the part before found (inside its shadow
 * root when it has one, else under it), through open shadow roots. Throws on a selector the browser cannot parse. */
function queryChain(pattern) {
  const [first, ...rest] = pattern.split(" >> ");
  let found = queryDeep(first);
  for (const part of rest) found = found.flatMap((el) => queryDeep(part, el.shadowRoot || el));
  return found;
}
/** The elements `sel` matches under an element, its own shadow tree included. */
const within = (scope, sel) => [...queryDeep(sel, scope), ...(scope.shadowRoot ? queryDeep(sel, scope.shadowRoot) : [])];
/** How many elements the CSS selectors match together, each counted once (a selector the browser cannot parse
 * counts none), through open shadow roots as Playwright's CSS engine. */
function deepCount(sels) {
  const all = new Set();
  for (const s of sels) {
    try {
      for (const el of queryDeep(s)) all.add(el);
    } catch (e) {
      // not CSS this browser reads: matches nothing
    }
  }
  return all.size;
}
function deepAll(sel) {
  const parts = sel.split(" >> ");
  let found = [];
  for (const root of ROOTS) found.push(...root.querySelectorAll(parts[0]));
  for (const part of parts.slice(1)) found = found.flatMap((el) => within(el, part));
  return found;
}
const inShadow = (el) => el.getRootNode() !== document;
/** The parent a person sees: across a shadow root's boundary to its host. */
const composedParent = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;

let countCache = new Map();
// Selectors whose last compound tests one attribute for an exact value ("a[href='/jobs/1']", "#anchor li[data-id='7']"),
// as [attribute, value]: they are counted among the elements that carry that value (an index of the attribute built
// once per call), each checked with matches(), not by a query over the whole document per selector: a page of
// thousands of links asks for thousands of such counts. Registered where the selectors are made (selectors.js).
const ATTR_KEYS = new Map();
let attrIndex = new Map(); // attribute -> value -> elements, over the document and its open shadow roots
/** Forget what the last call counted and found: the page may have changed since. */
function resetCaches() {
  countCache = new Map();
  attrIndex = new Map();
  anchorCache.clear(); // selectors.js
  resetSelectorCaches(); // selectors.js
  anyEditable = undefined; // fields.js
  carouselHolderSet = null; // regions.js
  documentNumbers = null; // shapes.js
  findRoots();
}
/** The selector, remembered as one whose last compound requires attribute `name` to be `value` exactly. */
function keyed(sel, name, value) {
  if (ATTR_KEYS.size > 50000) ATTR_KEYS.clear();
  ATTR_KEYS.set(sel, [name, value]);
  return sel;
}
function withValue(name, value) {
  let byValue = attrIndex.get(name);
  if (!byValue) {
    byValue = new Map();
    const q = "[" + CSS.escape(name) + "]";
    for (const root of ROOTS) {
      for (const el of root.querySelectorAll(q)) {
        const v = el.getAttribute(name);
        const list = byValue.get(v);
        if (list) list.push(el);
        else byValue.set(v, [el]);
      }
    }
    attrIndex.set(name, byValue);
  }
  return byValue.get(value) || [];
}
function count(sel) {
  let c = countCache.get(sel);
  if (c === undefined) {
    try {
      const key = sel.includes(" >> ") ? null : ATTR_KEYS.get(sel);
      if (key) {
        c = 0;
        for (const el of withValue(key[0], key[1])) if (el.matches(sel)) c++;
      } else {
        c = ROOTS.length === 1 && !sel.includes(" >> ") ? document.querySelectorAll(sel).length : deepAll(sel).length;
      }
    } catch (e) {
      c = -1;
    }
    countCache.set(sel, c);
  }
  return c;
}
