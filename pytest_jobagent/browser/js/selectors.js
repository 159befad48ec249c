// Selectors: stable ones (id, test attribute, name, aria-label, role + name) first, else the shortest unique path.

let classesMemo = new WeakMap(); // element -> [its class attribute, stableClasses' answer]
/** The element's classes that name it, not its state or a build hash (an array callers only read). */
function stableClasses(el) {
  const attr = el.getAttribute("class");
  const memo = classesMemo.get(el);
  if (memo && memo[0] === attr) return memo[1];
  const out = ownStableClasses(el);
  classesMemo.set(el, [attr, out]);
  return out;
}
function ownStableClasses(el) {
  const out = [];
  for (const c of el.classList) {
    if (c.length > 40 || !RULES.cleanClass.test(c)) continue;
    if (isGenerated(c) || RULES.stateClass.some((re) => re.test(c))) continue;
    out.push(c);
  }
  return out;
}

/** The most trusted test attribute with a stable value, as [name, value], or null. */
function testAttr(el) {
  for (const a of RULES.testAttrs) {
    const v = el.getAttribute(a);
    if (v && v.length <= RULES.maxAttrLen && !isGenerated(v)) return [a, v];
  }
  return null;
}

/** The element's id when it does not look generated, or "". */
function stableId(el) {
  const id = el.getAttribute("id");
  return id && id.length <= RULES.maxAttrLen && !isGenerated(id) ? id : "";
}

const anchorCache = new Map(); // element -> anchorSelector's answer, until resetCaches()
let structuralCache = new Map(); // element -> structuralSelector's answer
let siblingCache = new Map(); // parent -> its children's places by tag (siblingsOf)
let matchingCache = new Map(); // parent -> step -> how many of its children match the step
function resetSelectorCaches() {
  classesMemo = new WeakMap(); // the rules may have changed (setRules)
  structuralCache = new Map();
  siblingCache = new Map();
  matchingCache = new Map();
}

/** A parent's children by tag, counted once per call: {index: child -> its 1-based place among the children of
 *  its tag, count: tag -> how many}. A list of thousands of items asks for every item's place. */
function siblingsOf(parent) {
  let s = siblingCache.get(parent);
  if (!s) {
    s = { index: new Map(), count: new Map() };
    for (const kid of parent.children) {
      const n = (s.count.get(kid.localName) || 0) + 1;
      s.count.set(kid.localName, n);
      s.index.set(kid, n);
    }
    siblingCache.set(parent, s);
  }
  return s;
}

/** How many of the parent's children of this tag match the step (counted once per parent and step). */
function matchingChildren(parent, tag, step) {
  let byStep = matchingCache.get(parent);
  if (!byStep) matchingCache.set(parent, (byStep = new Map()));
  let n = byStep.get(step);
  if (n === undefined) {
    n = 0;
    if (step === CSS.escape(tag)) n = siblingsOf(parent).count.get(tag) || 0;
    else for (const sib of parent.children) if (sib.localName === tag && sib.matches(step)) n++;
    byStep.set(step, n);
  }
  return n;
}

/** A unique selector from a stable id or test attribute alone, or "". */
function anchorSelector(el) {
  if (anchorCache.has(el)) return anchorCache.get(el);
  let out = "";
  const id = stableId(el);
  if (id && count("#" + CSS.escape(id)) === 1) out = "#" + CSS.escape(id);
  if (!out) {
    const ta = testAttr(el);
    if (ta) {
      const s = keyed(`[${ta[0]}=${quote(ta[1])}]`, ta[0], ta[1]);
      if (count(s) === 1) out = s;
      else if (count(keyed(el.localName + s, ta[0], ta[1])) === 1) out = el.localName + s;
    }
  }
  anchorCache.set(el, out);
  return out;
}

/** One step of a structural path: tag, a test attribute or the rarest stable class, nth-of-type if needed. */
function stepFor(el, withNth) {
  const tag = el.localName;
  let step = CSS.escape(tag);
  const ta = testAttr(el);
  if (ta) step += `[${ta[0]}=${quote(ta[1])}]`;
  else {
    let best = "";
    let bestCount = Infinity;
    for (const c of stableClasses(el)) {
      const n = count("." + CSS.escape(c));
      if (n > 0 && n < bestCount) {
        best = c;
        bestCount = n;
      }
    }
    if (best) step += "." + CSS.escape(best);
  }
  const parent = el.parentElement;
  if (withNth && parent && matchingChildren(parent, tag, step) > 1) step += `:nth-of-type(${siblingsOf(parent).index.get(el)})`;
  return step;
}

/** A unique selector by structure: a long list's item path, else the shortest unique path (shadow roots: shadowPath). */
function structuralSelector(el) {
  let out = structuralCache.get(el);
  if (out === undefined) {
    out = inShadow(el) ? shadowPath(el) : listItemPath(el) || shortestPath(el);
    structuralCache.set(el, out);
  }
  return out;
}

// A parent with this many children of one tag holds a list too long to find each item's shortest selector by
// counting candidates over the whole document (thousands of counts of thousands of elements): its items are named
// by the list and their place in it, as the rest of the system names them (a group's pattern and an index).
const LONG_LIST = 500;

/** Inside an item of a long list: the list's own selector, the item's step with its place (nth-of-type), then the
 *  element's own step when it is the only one of the item, else the path down from the item; unique by
 *  construction, with counts inside the item only. "" elsewhere. */
function listItemPath(el) {
  let item = null;
  for (let cur = el; cur && cur.parentElement && cur !== document.body; cur = cur.parentElement) {
    const parent = cur.parentElement;
    if (parent === document.documentElement) break;
    if ((siblingsOf(parent).count.get(cur.localName) || 0) >= LONG_LIST) {
      item = cur;
      break;
    }
  }
  if (!item) return "";
  const list = item.parentElement;
  const itemPath = (list === document.body ? "body" : anchorSelector(list) || structuralSelector(list)) + " > " + stepFor(item, true);
  if (el === item) return itemPath;
  const own = stepFor(el, true);
  try {
    if (item.querySelectorAll(own).length === 1) return itemPath + " " + own;
  } catch (e) {
    /* the path below */
  }
  const steps = [];
  for (let cur = el; cur !== item; cur = cur.parentElement) steps.push(stepFor(cur, true));
  return itemPath + " > " + steps.reverse().join(" > ");
}

/** Shortest unique path: steps up to a stable anchor (or body), then drop the top while unique. */
function shortestPath(el) {
  const steps = [];
  let anchor = "";
  let cur = el;
  while (cur && cur !== document.body && cur !== document.documentElement) {
    if (cur !== el) {
      anchor = anchorSelector(cur);
      if (anchor) break;
    }
    steps.push(stepFor(cur, true));
    cur = cur.parentElement;
  }
  if (!anchor) anchor = "body";
  // every candidate ends in the element's own step: a test attribute there makes it an attribute-keyed count
  const ta = testAttr(el);
  const counted = (sel) => count(ta ? keyed(sel, ta[0], ta[1]) : sel);
  // shortcuts: the element's own step under one distinguishing ancestor step, or under the anchor
  const own = steps[0];
  if (counted(own) === 1) return own;
  for (let i = 1; i < steps.length; i++) {
    const pair = steps[i] + " " + own;
    if (counted(pair) === 1) return pair;
  }
  if (anchor !== "body" && counted(anchor + " " + own) === 1) return anchor + " " + own;
  for (let j = 2; j < steps.length; j++) {
    for (let i = 1; i < j; i++) {
      const triple = steps[j] + " " + steps[i] + " " + own;
      if (counted(triple) === 1) return triple;
    }
  }
  for (let k = 1; k <= steps.length; k++) {
    const suffix = steps.slice(0, k).reverse().join(" > ");
    if (counted(suffix) === 1) return suffix;
    const anchored = anchor + " " + suffix;
    if (counted(anchored) === 1) return anchored;
  }
  const full = anchor + " > " + steps.slice().reverse().join(" > ");
  return full; // unique by construction (nth-of-type at every ambiguous level)
}

/** Inside a shadow root: the shortest path unique in its own root, chained from its host when not unique. */
function shadowPath(el) {
  const root = el.getRootNode();
  const steps = [];
  for (let cur = el; cur; cur = cur.parentElement) steps.push(stepFor(cur, true));
  let inner = steps.slice().reverse().join(" > ");
  for (let k = 1; k <= steps.length; k++) {
    const suffix = steps.slice(0, k).reverse().join(" > ");
    if (root.querySelectorAll(suffix).length === 1) {
      inner = suffix;
      break;
    }
  }
  if (count(inner) === 1) return inner;
  const host = root.host;
  const hostSel = bestSelector(host, roleOf(host), "", null).selector;
  return hostSel.startsWith("role=") ? structuralSelector(host) + " >> " + inner : hostSel + " >> " + inner;
}

const ROLE_SELECTABLE = new Set([
  "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option", "combobox", "textbox",
  "searchbox", "spinbutton", "slider", "treeitem", "listbox", "menuitemcheckbox", "menuitemradio",
]);

/** Selectors from the element's own stable attributes, most stable first: id, test attribute, name, aria-label. */
function attributeCandidates(el, tag) {
  const cands = [];
  const id = stableId(el);
  if (id) cands.push("#" + CSS.escape(id));
  const ta = testAttr(el);
  if (ta) {
    const s = keyed(`[${ta[0]}=${quote(ta[1])}]`, ta[0], ta[1]);
    cands.push(s, keyed(tag + s, ta[0], ta[1]));
  }
  const nm = el.getAttribute("name");
  if (nm && nm.length <= RULES.maxAttrLen && !isGenerated(nm)) {
    const base = keyed(`${tag}[name=${quote(nm)}]`, "name", nm);
    const type = (el.getAttribute("type") || "").toLowerCase();
    const value = el.getAttribute("value");
    if ((type === "radio" || type === "checkbox") && value && value.length <= 60) cands.push(keyed(base + `[value=${quote(value)}]`, "value", value));
    cands.push(base);
  }
  const al = el.getAttribute("aria-label");
  if (al && al.length <= 60 && norm(al)) cands.push(keyed(`${tag}[aria-label=${quote(al)}]`, "aria-label", al));
  return cands;
}

/** `sel`, built to end in the candidate `from` (an attribute test last), keyed as `from` is (roots.js count). */
function rekeyed(sel, from) {
  const key = ATTR_KEYS.get(from);
  return key ? keyed(sel, key[0], key[1]) : sel;
}

/** An attribute candidate made unique by the element's own class or under its nearest stable ancestor, or "". */
function qualifiedCandidate(el, tag, cands) {
  // the same attributes with the element's own class: "a.posting-btn-submit[href='/jobs/1']"
  const ownStep = stepFor(el, false);
  if (ownStep !== tag) {
    for (const c of cands) {
      if (c.startsWith("#")) continue;
      const combined = ownStep + c.replace(/^[a-z][a-z0-9-]*(?=\[)/i, "");
      if (count(rekeyed(combined, c)) === 1) return combined;
    }
  }
  // the same attributes under the nearest stable ancestor: "#footer a[href='/about']"
  if (cands.length) {
    for (let a = el.parentElement, up = 0; a && a !== document.body && up < 10; a = a.parentElement, up++) {
      const anchor = anchorSelector(a);
      if (!anchor) continue;
      for (const c of cands) if (!c.startsWith("#") && count(rekeyed(anchor + " " + c, c)) === 1) return anchor + " " + c;
      break;
    }
  }
  return "";
}

/** Candidates in order of stability; returns {selector, kind, fallback}. roleCounts: "role|name" -> n. */
function bestSelector(el, role, name, roleCounts) {
  const tag = el.localName;
  const cands = attributeCandidates(el, tag);
  for (const c of cands) if (count(c) === 1) return { selector: c, kind: "css" };
  if (tag === "a") {
    const href = el.getAttribute("href");
    if (href && href.length <= 120 && href !== "#" && !/^javascript:/i.test(href)) {
      const c = keyed(`a[href=${quote(href)}]`, "href", href);
      if (count(c) === 1) return { selector: c, kind: "css" };
      cands.push(c);
    }
  }
  const qualified = qualifiedCandidate(el, tag, cands);
  if (qualified) return { selector: qualified, kind: "css" };
  const fallback = structuralSelector(el);
  // role + name only where our name is likely Playwright's too: not hidden for assistive tech, short,
  // and not computed from a large subtree (whole-card buttons)
  const hiddenForAria = el.closest('[aria-hidden="true"],[inert]');
  const bigSubtree = el.getElementsByTagName("*").length > 12;
  if (!hiddenForAria && !bigSubtree && role && name && name.length <= 60 && ROLE_SELECTABLE.has(role) && roleCounts && roleCounts.get(role + "|" + name) === 1) {
    return { selector: `role=${role}[name=${quote(name)}s]`, kind: "role", fallback };
  }
  return { selector: fallback, kind: "css" };
}

/** The selectors of a walked page's actions and frames; after the walk, when role + name uniqueness is known. */
function nodeSelectors(nodes, elements) {
  const roleCounts = new Map();
  for (const n of nodes) if (n.kind === "action" && n.role && n.name) roleCounts.set(n.role + "|" + n.name, (roleCounts.get(n.role + "|" + n.name) || 0) + 1);
  nodes.forEach((n, i) => {
    if (n.kind === "frame") {
      // a frame is entered by its title where that names it alone (what a person sees it as), else by path
      const t = elements[i].getAttribute("title");
      const byTitle = t ? n.tag + "[title=" + quote(t) + "]" : "";
      n.selector = byTitle && count(byTitle) === 1 ? byTitle : anchorSelector(elements[i]) || structuralSelector(elements[i]);
      return;
    }
    if (n.kind !== "action") return;
    const s = bestSelector(elements[i], n.role, n.name, roleCounts);
    n.selector = s.selector;
    n.selector_kind = s.kind;
    if (s.fallback) n.fallback_selector = s.fallback;
  });
}
