// Selectors: stable ones (id, test attribute, name, aria-label, role + name) first, else the shortest unique path.

/** The element's classes that name it, not its state or a build hash. */
function stableClasses(el) {
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

/** A unique selector from a stable id or test attribute alone, or "". */
function anchorSelector(el) {
  if (anchorCache.has(el)) return anchorCache.get(el);
  let out = "";
  const id = stableId(el);
  if (id && count("#" + CSS.escape(id)) === 1) out = "#" + CSS.escape(id);
  if (!out) {
    const ta = testAttr(el);
    if (ta) {
      const s = `[${ta[0]}=${quote(ta[1])}]`;
      if (count(s) === 1) out = s;
      else if (count(el.localName + s) === 1) out = el.localName + s;
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
  if (withNth && parent) {
    let same = 0;
    let index = 0;
    let matching = 0;
    for (const sib of parent.children) {
      if (sib.localName !== tag) continue;
      same++;
      if (sib === el) index = same;
      if (sib.matches(step)) matching++;
    }
    if (matching > 1) step += `:nth-of-type(${index})`;
  }
  return step;
}

/** Shortest unique path: steps up to a stable anchor (or body), then drop the top while unique. */
function structuralSelector(el) {
  if (inShadow(el)) return shadowPath(el);
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
  // shortcuts: the element's own step under one distinguishing ancestor step, or under the anchor
  const own = steps[0];
  if (count(own) === 1) return own;
  for (let i = 1; i < steps.length; i++) {
    const pair = steps[i] + " " + own;
    if (count(pair) === 1) return pair;
  }
  if (anchor !== "body" && count(anchor + " " + own) === 1) return anchor + " " + own;
  for (let j = 2; j < steps.length; j++) {
    for (let i = 1; i < j; i++) {
      const triple = steps[j] + " " + steps[i] + " " + own;
      if (count(triple) === 1) return triple;
    }
  }
  for (let k = 1; k <= steps.length; k++) {
    const suffix = steps.slice(0, k).reverse().join(" > ");
    if (count(suffix) === 1) return suffix;
    const anchored = anchor + " " + suffix;
    if (count(anchored) === 1) return anchored;
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
    const s = `[${ta[0]}=${quote(ta[1])}]`;
    cands.push(s, tag + s);
  }
  const nm = el.getAttribute("name");
  if (nm && nm.length <= RULES.maxAttrLen && !isGenerated(nm)) {
    const base = `${tag}[name=${quote(nm)}]`;
    const type = (el.getAttribute("type") || "").toLowerCase();
    const value = el.getAttribute("value");
    if ((type === "radio" || type === "checkbox") && value && value.length <= 60) cands.push(base + `[value=${quote(value)}]`);
    cands.push(base);
  }
  const al = el.getAttribute("aria-label");
  if (al && al.length <= 60 && norm(al)) cands.push(`${tag}[aria-label=${quote(al)}]`);
  return cands;
}

/** An attribute candidate made unique by the element's own class or under its nearest stable ancestor, or "". */
function qualifiedCandidate(el, tag, cands) {
  // the same attributes with the element's own class: "a.posting-btn-submit[href='/jobs/1']"
  const ownStep = stepFor(el, false);
  if (ownStep !== tag) {
    for (const c of cands) {
      if (c.startsWith("#")) continue;
      const combined = ownStep + c.replace(/^[a-z][a-z0-9-]*(?=\[)/i, "");
      if (count(combined) === 1) return combined;
    }
  }
  // the same attributes under the nearest stable ancestor: "#footer a[href='/about']"
  if (cands.length) {
    for (let a = el.parentElement, up = 0; a && a !== document.body && up < 10; a = a.parentElement, up++) {
      const anchor = anchorSelector(a);
      if (!anchor) continue;
      for (const c of cands) if (!c.startsWith("#") && count(anchor + " " + c) === 1) return anchor + " " + c;
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
      const c = `a[href=${quote(href)}]`;
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
