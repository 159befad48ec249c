// Repeated shapes: the key an element repeats under, what an item is built of, and the merging and splitting of shapes.

// characters a person reads as two: Han, Kana, Hangul and full-width forms (Unicode's East Asian Wide), each worth
// about two Latin letters of content
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

/** How much a text holds to read, in Latin letters: its length, a wide character counted twice ("数据分析师" holds
 *  as much as "data analyst"), so length thresholds of a listing hold in any script. */
function readWidth(text) {
  const wide = (text || "").match(WIDE);
  return (text || "").length + (wide ? wide.length : 0);
}

/** An element's shape: tag, test attribute and up to four stable classes ("body" for the body or none). A number in
 *  the test attribute counts slides or tabs of one list ("results-0-list-item", "results-1-list-item": one carousel
 *  split by its slides), so it does not make another shape. */
function shapeOf(el) {
  if (!el || el === document.body) return "body";
  const ta = testAttr(el);
  let s = el.localName;
  if (ta) s += `[${ta[0]}=${ta[1].replace(/\d+/g, "#")}]`;
  const classes = stableClasses(el).filter((c) => !c.includes("--")).sort().slice(0, 4);
  if (classes.length) s += "." + classes.join(".");
  return s;
}

/** What an item is built of: tag-and-depth of its descendants three levels down, and whether it has links and media. */
function insideTags(el, deepest = 3) {
  const out = new Set();
  const walk = (e, depth) => {
    if (depth > deepest) return;
    if (e.shadowRoot) {
      for (const c of e.shadowRoot.children) {
        out.add(depth + ":" + c.localName);
        walk(c, depth + 1);
      }
    }
    for (const c of e.children) {
      out.add(depth + ":" + c.localName);
      walk(c, depth + 1);
    }
  };
  walk(el, 1);
  return out;
}

// the light DOM's elements numbered in document order, once per reading (resetCaches), for long lists only: sorting
// 5,000 cards by compareDocumentPosition cost a third of a second
const NUMBERED_FROM = 200;
let documentNumbers = null;
/** The elements sorted in document order, in place (as by compareDocumentPosition: elements of the light DOM by
 *  their numbers, a list holding one of a shadow tree by compareDocumentPosition itself). */
function inDocumentOrder(els) {
  if (els.length >= NUMBERED_FROM && els.every((e) => e.getRootNode() === document)) {
    if (documentNumbers === null) {
      documentNumbers = new Map();
      let i = 0;
      for (const e of document.getElementsByTagName("*")) documentNumbers.set(e, i++);
    }
    const numbers = documentNumbers;
    if (els.every((e) => numbers.has(e))) return els.sort((a, b) => numbers.get(a) - numbers.get(b));
  }
  return els.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Split each shape group into clusters of items built alike (Jaccard of insideTags >= 0.5, greedy, in order). */
function splitByInside(shapes) {
  const jaccard = (a, b) => {
    let both = 0;
    for (const t of a) if (b.has(t)) both++;
    return a.size + b.size === 0 ? 1 : both / (a.size + b.size - both);
  };
  for (const [key, els] of [...shapes]) {
    if (els.length < 3) continue;
    const clusters = [];
    for (const e of els) {
      const inside = insideTags(e, 2); // two levels: a "New" badge deep in a title does not make another thing
      // a table nested in a cell of another (a 2005 layout) is a dataset of its own: its rows are one list,
      // whatever rows elsewhere look like; top-level tables side by side (one per department) hold one list
      let table = null;
      if (e.localName === "tr") {
        const own = e.closest("table");
        if (own && own.parentElement && own.parentElement.closest("table")) table = own;
      }
      const home = clusters.find((c) => c.table === table && jaccard(c.inside, inside) >= 0.5);
      if (home) home.els.push(e);
      else clusters.push({ inside, table, els: [e] });
    }
    if (clusters.length < 2) continue;
    shapes.delete(key);
    clusters.forEach((c, i) => shapes.set(i ? `${key}~${i}` : key, c.els));
  }
}

/** Shape groups keyed loosely: the item's tag, its parent's tag and its grandparent's full shape (the classes of the
 *  item and of its parent, a card link inside a modified li, may differ within one list). */
function looseEntries(shapes) {
  const byLoose = new Map();
  for (const [key, els] of shapes) {
    const parts = key.split("<");
    const first = els[0];
    const up = first.parentElement;
    const loose = [first.localName, up ? up.localName : "", ...parts.slice(2)].join("<");
    const classes = new Set(stableClasses(first));
    if (up) for (const c of stableClasses(up)) classes.add("^" + c);
    const perParent = new Map();
    const perGrand = new Map();
    for (const e of els) {
      const up1 = composedParent(e);
      const up2 = up1 ? composedParent(up1) : null;
      perParent.set(up1, (perParent.get(up1) || 0) + 1);
      perGrand.set(up2, (perGrand.get(up2) || 0) + 1);
    }
    if (!byLoose.has(loose)) byLoose.set(loose, []);
    byLoose.get(loose).push({ key, els, classes, perParent, perGrand, inside: insideTags(first) });
  }
  return byLoose;
}

/** Two shapes met once each in the same containers (parents or grandparents) are two parts of one repeated item
 *  (a card's main table and its footer table), not one list. */
function partsOfOneItem(a, b) {
  const oncePer = (at) => Math.max(...a[at].values()) <= 1 && Math.max(...b[at].values()) <= 1
    && [...a[at].keys()].some((k) => b[at].has(k));
  return oncePer("perParent") || oncePer("perGrand");
}

/** Items of one list are built alike inside (a featured card has the same parts as a plain one); page sections
 *  that share a layout class (a hero, a video block, a teaser) are not. */
function builtAlike(a, b) {
  const both = [...a.inside].filter((t) => b.inside.has(t)).length;
  return both / Math.max(1, new Set([...a.inside, ...b.inside]).size) >= 0.6;
}

/** Striped rows: two shapes whose items take turns under the same parents (a table's odd and even rows, each with
 *  its own class), nearly every neighbour of the other shape. */
function takeTurns(a, b) {
  if (a.els.length < 2 || b.els.length < 2) return false;
  if (![...a.perParent.keys()].every((p) => b.perParent.has(p))) return false;
  const mine = new Set(a.els);
  const all = inDocumentOrder(a.els.concat(b.els));
  let turns = 0;
  for (let i = 1; i < all.length; i++) if (mine.has(all[i]) !== mine.has(all[i - 1])) turns++;
  return turns >= 0.8 * (all.length - 1);
}

/** Rows of one table body, built alike: records of one kind, whatever class marks some of them (the first line, a
 *  divider every fifth row, a highlighted row). A header row of <th> cells is built otherwise. */
function rowsOfOneBody(x, y) {
  return x.els[0].localName === "tr" && [...x.perParent.keys()].some((p) => y.perParent.has(p)) && builtAlike(x, y);
}

/** Two loose entries are one list: built alike, not parts of one item, and the items share a class of their own,
 *  or are the same (card links) under parents that share one, or take turns as striped rows do, or are rows of one
 *  table body. */
function oneList(x, y) {
  if (partsOfOneItem(x, y)) return false;
  if (takeTurns(x, y) && builtAlike(x, y)) return true;
  if (rowsOfOneBody(x, y)) return true;
  if (!x.classes.size || !y.classes.size) return false;
  if (!builtAlike(x, y)) return false;
  const own = (e) => [...e.classes].filter((c) => !c.startsWith("^"));
  const a = own(x);
  const b = own(y);
  const sameItems = a.length === b.length && a.every((c) => b.includes(c));
  return [...x.classes].some((c) => y.classes.has(c) && (!c.startsWith("^") || sameItems));
}

/** The entries joined into lists: union of the pairs that are one list (transitively), in first-seen order. */
function joinedLists(entries) {
  const parent = entries.map((_, i) => i);
  const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) if (oneList(entries[i], entries[j])) parent[find(j)] = find(i);
  }
  const merged = new Map();
  entries.forEach((e, i) => {
    const root = find(i);
    if (!merged.has(root)) merged.set(root, []);
    merged.get(root).push(e);
  });
  return merged.values();
}

/** Merge shape groups that differ only by modifier classes (see the call in snapshot). */
function mergeModifierShapes(shapes) {
  for (const [loose, entries] of looseEntries(shapes)) {
    if (entries.length < 2) continue;
    for (const parts of joinedLists(entries)) {
      // a modifier marks some items of a list whose plain form repeats; shapes met once each (three promo
      // blocks, each with its own variant class) are not a list
      if (parts.length < 2 || parts.every((p) => p.els.length < 2)) continue;
      const common = [...parts[0].classes].filter((c) => parts.every((p) => p.classes.has(c)));
      const own = common.filter((c) => !c.startsWith("^")).sort().slice(0, 4);
      const ups = common.filter((c) => c.startsWith("^")).map((c) => c.slice(1)).sort().slice(0, 4);
      const els = parts.flatMap((p) => p.els);
      inDocumentOrder(els);
      for (const p of parts) shapes.delete(p.key);
      const [tag, upTag, ...rest] = loose.split("<");
      const key = [tag + (own.length ? "." + own.join(".") : ""), upTag + (ups.length ? "." + ups.join(".") : ""),
        ...rest].join("<");
      shapes.set(key, (shapes.get(key) || []).concat(els));
    }
  }
}
