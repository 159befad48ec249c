// Helpers every part uses: the clock, text normalising and quoting, per-document element ids, selectors.py's rules.

// The browser's own timers, frames and clock, also where Playwright's clock fakes the page's (pageclock.py: its
// builtins are the real ones, taken before its fakes went in): the script's own waits run on these, so they never hang
// on a paused page clock, and a quiet window is real time. The page's timers and frames are tracked as the page sees
// them (settle.js).
const REAL = (() => {
  const pw = globalThis.__pwClock && globalThis.__pwClock.builtins;
  if (pw && pw.setTimeout && pw.performance) return pw;
  const bind = (f) => (typeof f === "function" ? f.bind(window) : undefined);
  return { setTimeout: bind(window.setTimeout), clearTimeout: bind(window.clearTimeout),
           requestAnimationFrame: bind(window.requestAnimationFrame), performance: window.performance };
})();
const now = () => REAL.performance.now();

const quote = (v) => "'" + String(v).replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\a ") + "'";
const norm = (s) => (s || "").replace(/[\s\u00a0\u200b]+/g, " ").trim();
const cap = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);

// Element ids: stable while the document lives, so a node can be named again in a later snapshot.
const DOC_ID = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
const ids = new WeakMap();
let nextId = 1;
const idOf = (el) => {
  let id = ids.get(el);
  if (!id) {
    id = nextId++;
    ids.set(el, id);
  }
  return id;
};

// What looks generated and which attributes are stable: passed in from selectors.py, so Python and the page agree.
let RULES = { generated: [], stateClass: [], testAttrs: [], maxAttrLen: 80 };
let generatedMemo = new Map(); // value -> isGenerated's answer under the current RULES
function setRules(r) {
  if (!r) return;
  generatedMemo = new Map();
  RULES = {
    generated: r.generated.map((s) => new RegExp(s, "i")),
    stateClass: r.state_classes.map((s) => new RegExp(s, "i")),
    testAttrs: r.test_attributes,
    maxAttrLen: r.max_attr_len,
    cleanClass: new RegExp(r.clean_class),
  };
}
function isGenerated(v) {
  let g = generatedMemo.get(v);
  if (g === undefined) {
    g = RULES.generated.some((re) => re.test(v));
    if (generatedMemo.size > 20000) generatedMemo.clear();
    generatedMemo.set(v, g);
  }
  return g;
}

// Content the browser has not rendered: the inside of a `content-visibility: auto` element far from the viewport
// has no style or layout until it comes near. Reading one of its elements' style, box or innerText makes the
// browser style and lay out that element's subtree on the spot, and with thousands of such elements in one list
// (5,000 cards) each of those costs as much as the whole list: minutes. While the walk is inside such a subtree
// (UNRENDERED: its root and the root's box), what it reads comes from the DOM instead: the style from the tag and
// the inline style, the box of the root, the text from the text nodes.
let UNRENDERED = null;
const INLINE_TAGS = new Set([
  "a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "font", "i", "img", "kbd", "label", "mark",
  "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "input", "select", "textarea",
  "button", "output", "br", "wbr",
]);
const TABLE_DISPLAY = { table: "table", tr: "table-row", td: "table-cell", th: "table-cell", thead: "table-header-group",
  tbody: "table-row-group", tfoot: "table-footer-group", li: "list-item" };
const plainStyles = new Map(); // display|cursor -> the style of an element without inline style (shared, read only)
/** The style an unrendered element would most likely have: its inline style over its tag's default. */
function domStyle(el, inheritedCursor) {
  const tagDisplay = el.hidden ? "none" : TABLE_DISPLAY[el.localName] || (INLINE_TAGS.has(el.localName) ? "inline" : "block");
  if (!el.hasAttribute("style")) {
    const key = tagDisplay + "|" + (inheritedCursor || "auto");
    let plain = plainStyles.get(key);
    if (!plain) plainStyles.set(key, (plain = styleFrom({}, tagDisplay, inheritedCursor)));
    return plain;
  }
  return styleFrom(el.style || {}, tagDisplay, inheritedCursor);
}
function styleFrom(own, tagDisplay, inheritedCursor) {
  const display = own.display || tagDisplay;
  return {
    display, visibility: own.visibility || "visible", position: own.position || "static",
    cursor: own.cursor || inheritedCursor || "auto", pointerEvents: own.pointerEvents || "auto", opacity: own.opacity || "1",
    overflow: own.overflow || "visible", overflowX: own.overflowX || "visible", overflowY: own.overflowY || "visible",
    contentVisibility: "visible",
  };
}
/** getComputedStyle, or domStyle inside unrendered content. */
const styleOf = (el) => (UNRENDERED ? domStyle(el) : getComputedStyle(el));
/** innerText, or the text nodes of what domStyle shows inside unrendered content. */
function textOf(el) {
  if (!UNRENDERED) return el.innerText;
  const parts = [];
  const visit = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.data);
      else if (child.nodeType === 1 && child.localName === "br") parts.push(" ");
      else if (child.nodeType === 1 && !SKIP_TAGS.has(child.localName)) {
        const d = domStyle(child).display;
        if (d === "none") continue;
        const spaced = d !== "inline";
        if (spaced) parts.push(" ");
        visit(child);
        if (spaced) parts.push(" ");
      }
    }
  };
  visit(el);
  return parts.join("");
}
