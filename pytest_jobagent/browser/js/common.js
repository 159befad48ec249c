// Helpers every part uses: the clock, text normalising and quoting, per-document element ids, selectors.py's rules.

const now = () => performance.now();

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
function setRules(r) {
  if (!r) return;
  RULES = {
    generated: r.generated.map((s) => new RegExp(s, "i")),
    stateClass: r.state_classes.map((s) => new RegExp(s, "i")),
    testAttrs: r.test_attributes,
    maxAttrLen: r.max_attr_len,
    cleanClass: new RegExp(r.clean_class),
  };
}
const isGenerated = (v) => RULES.generated.some((re) => re.test(v));
