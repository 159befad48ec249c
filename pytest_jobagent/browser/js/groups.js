// Listing groups: repeated shapes at their outermost level, scored as listings, with item titles and a pattern.

/** A link's address parts; on a page without a base (about:blank) the href read as a path of this host. */
function urlOf(href) {
  for (const base of [document.baseURI, "http://localhost/"]) {
    try {
      return new URL(href || "", base);
    } catch (_) {
      /* the next base */
    }
  }
  return new URL("http://localhost/");
}

/** True when each item's first link goes to a different page of one folder (/jobs/12, /jobs/13; #/role/a, #/role/b). */
function linksOfOneKind(els) {
  const paths = [];
  for (const e of els) {
    const a = e.matches("a[href]") ? e : e.querySelector("a[href]");
    if (!a) return false;
    const u = urlOf(a.getAttribute("href"));
    const route = u.hash.startsWith("#/") ? u.hash.slice(1) : u.pathname + (u.search ? "?" : "");
    paths.push({ folder: u.host + route.replace(/[^/?]*[?]?$/, ""), page: route + u.search });
  }
  return new Set(paths.map((p) => p.folder)).size === 1 && new Set(paths.map((p) => p.page)).size === paths.length;
}

/** Shapes repeated at least twice, each marked absorbed when its items sit one each inside the items of another
 *  group of the same size (the outer group is the listing level), or inside the items of several groups of one item
 *  shape that together hold as many (the same cards in the results and in a strip of similar jobs under them: their
 *  parents differ, so they make two groups; the body of every card is still a part of a card). */
function repeatedGroups(shapes) {
  const groups = [];
  const groupOf = new Map();
  for (const [key, els] of shapes) {
    if (els.length < 2) continue;
    const g = { key, els, absorbed: false };
    groups.push(g);
    for (const e of els) groupOf.set(e, g);
  }
  for (const g of groups) g.absorbed = heldOneEach(g, groupOf, (og) => og.els.length === g.els.length, true)
    || heldOneEach(g, groupOf, (og) => og.els.length < g.els.length, false);
  return groups;
}

/** Every item of `g` sits inside its own item of an outer group (the nearest ancestor in a group `fits` accepts):
 *  of one group (`one`), or of groups of one item shape that together hold exactly as many items. */
function heldOneEach(g, groupOf, fits, one) {
  const outers = new Set();
  const seen = new Set();
  const itemShape = (og) => og.key.split("<")[0];
  for (const e of g.els) {
    let a = e.parentElement;
    let hit = null;
    for (let up = 0; up < 8 && a; up++, a = a.parentElement) {
      const og = groupOf.get(a);
      if (og && og !== g && fits(og)) {
        hit = og;
        break;
      }
    }
    if (!hit || seen.has(a) || (outers.size && (one ? !outers.has(hit) : itemShape(hit) !== itemShape([...outers][0])))) {
      return false;
    }
    outers.add(hit);
    seen.add(a);
  }
  return outers.size > 0 && [...outers].reduce((sum, og) => sum + og.els.length, 0) === g.els.length;
}

/** Every one of `extra` holds an element of the part's own shape (tag and classes: a card body whose wrapper
 *  differs), so the part is there, only placed otherwise. */
function holdPart(extra, part) {
  const own = shapeOf(part);
  const sel = part.localName + stableClasses(part).filter((c) => !c.includes("--")).map((c) => "." + CSS.escape(c)).join("");
  return extra.every((e) => {
    try {
      return [...e.querySelectorAll(sel)].some((x) => shapeOf(x) === own);
    } catch (_) {
      return false;
    }
  });
}

/** One group (`g`) whose items all sit inside items of another (`outer`; `hosts`: outer item -> the inner items it
 *  holds): demotes whichever is not the listing (group -> quality factor in `demote`). */
function judgeNesting(g, outer, hosts, textOf, demote) {
  const inner = g.els.reduce((sum, e) => sum + textOf(e), 0);
  const wrapped = Array.from(hosts.keys()).reduce((sum, e) => sum + textOf(e), 0) || 1;
  // all the items inside one item of the other group: that one is a section of the page (a column, a tab), not
  // an item the list is made of, however much else it holds
  const oneSection = hosts.size === 1 && g.els.length >= 3;
  // one inner item in nearly every outer item, and the outer items without one hold the same part placed
  // otherwise: the inner one is a part of each item (a card's body); outer items without it (an ad zone between
  // result cards) are no items of the list
  const partOfEach = hosts.size === g.els.length && hosts.size >= 0.8 * outer.els.length && hosts.size < outer.els.length
    && holdPart(outer.els.filter((e) => !hosts.has(e)), g.els[0]);
  // one inner item in a few of many outer items only (a snippet some result cards show): a part of those items
  const partOfSome = hosts.size === g.els.length && outer.els.length >= 8 && hosts.size <= 0.3 * outer.els.length;
  // cells are parts of their row, however much of its text they hold
  const cells = /^t[dh]$/.test(g.els[0].localName) && outer.els[0].localName === "tr";
  if (partOfEach || partOfSome || cells || rowsOfOneThing(hosts)) demote.set(g, Math.min(demote.get(g) ?? 1, 0.2));
  else if (oneSection || inner / wrapped >= 0.6) demote.set(outer, Math.min(demote.get(outer) ?? 1, 0.3));
  else demote.set(g, Math.min(demote.get(g) ?? 1, 0.2));
}

/** A group nested inside another: either the outer one only wraps sections of items (lever teams, greenhouse
 *  departments: the inner items carry nearly all its text) or the inner one is a part of each item (links inside a
 *  job card): whichever is not the listing is demoted. Returns group -> quality factor. */
function nestedDemotions(live, itemStats) {
  const liveOf = new Map();
  for (const g of live) for (const e of g.els) liveOf.set(e, g);
  const demote = new Map();
  const textOf = (e) => itemStats.get(e).text;
  for (const g of live) {
    // candidate outer groups: every live group on the first item's ancestor chain, nearest first
    const candidates = [];
    for (let a = g.els[0].parentElement, up = 0; a && up < 24; a = a.parentElement, up++) {
      const og = liveOf.get(a);
      if (og && og !== g && !candidates.includes(og)) candidates.push(og);
    }
    // the nearest group that holds all the items is judged against them, and so is every farther one that holds
    // one item each: a job card (the outer group) may hold a row of two blocks (a middle group, two per card), one
    // of which holds the card's title block (the inner group), a part of each card all the same
    let nearest = true;
    for (const og of candidates) {
      const hosts = new Map(); // outer item -> the inner items it holds
      const all = g.els.every((e) => {
        for (let a = e.parentElement, up = 0; a && up < 24; a = a.parentElement, up++) {
          if (liveOf.get(a) === og) {
            hosts.set(a, (hosts.get(a) || []).concat([e]));
            return true;
          }
        }
        return false;
      });
      if (!all || (!nearest && hosts.size !== g.els.length)) continue;
      judgeNesting(g, og, hosts, textOf, demote);
      nearest = false;
    }
  }
  return demote;
}

/** The page an item leads to: its first link to a page, resolved ("" when it has none). */
function firstPage(e) {
  const a = pageLinks(e)[0];
  return a ? urlOf(a.getAttribute("href")).href : "";
}

/** Inner items that are rows of one thing each (a card's title row and its row of facts, each with its own link to
 *  the card's job): every outer item holding two or more of them sees them all lead to one page, and the outer items
 *  lead to different pages. Sections that group items (a team's postings) hold items leading to pages of their own. */
function rowsOfOneThing(hosts) {
  const pages = new Set();
  let several = 0;
  for (const inner of hosts.values()) {
    const own = new Set(inner.map(firstPage));
    if (own.size !== 1 || own.has("")) return false;
    if (inner.length >= 2) several++;
    pages.add([...own][0]);
  }
  return several >= 2 && pages.size === hosts.size;
}

const CHROME = /(^|[.\-_<])(nav|navbar|menu|dropdown|breadcrumbs?|footer|header|tabs?|social|lang|language|pagination|pager|filters?|facets?|carousel|slider|cookie)([.\-_<]|$)/i;
const JOBBY = /job|posting|result|card|listing|opening|vacanc|position|career|role|requisition/i;
const JOB_NAMED = /job|posting|listing|opening|vacanc|position|requisition/i;

/** Every item has a link that says it is a job by its path (not by a host such as careers.example.com, which every
 *  link has). */
function jobLinks(els) {
  return els.every((e) => [...(e.matches("a[href]") ? [e] : []), ...e.querySelectorAll("a[href]")].some((a) => {
    const u = urlOf(a.getAttribute("href"));
    return /job|career|position|opening|posting|vacanc/i.test(u.pathname + u.search + u.hash);
  }));
}

/** How many items share the most common name: an item's heading, else all its links' words ("Apply" alone names
 *  every Lever row); inside its shadow root too. */
function mostNamedAlike(els) {
  const named = new Map();
  for (const e of els) {
    const scope = e.shadowRoot || e;
    const h = scope.querySelector("h1, h2, h3, h4, h5, h6");
    const links = e.matches("a[href]") ? [e] : [...scope.querySelectorAll("a[href]")];
    const name = norm(h ? h.textContent : links.map((a) => a.textContent).join(" ") || scope.textContent).slice(0, 80);
    named.set(name, (named.get(name) || 0) + 1);
  }
  return Math.max(...named.values());
}

/** Every item holds a heading of its own (h1-h6, role=heading; inside its shadow root too), and the headings say
 *  different things (half of them at least): entries of content, as a job card is, not the items of a menu. */
function headedItems(els) {
  const heads = els.map((e) => {
    const h = (e.shadowRoot || e).querySelector('h1, h2, h3, h4, h5, h6, [role="heading"]');
    return h ? norm(h.textContent) : "";
  });
  return heads.every(Boolean) && new Set(heads).size >= 0.5 * heads.length;
}

const READABLE = /[\p{L}\p{N}]/u;

/** The pieces of text a person reads in an item, by the element that holds them (a "•" bullet or a "|" is none),
 *  and how many of them sit outside its links; counting stops at `enough`. */
function readPieces(item, enough = 3) {
  const holders = new Set();
  let outside = 0;
  // a web component's card shows its own shadow root
  const scope = item.shadowRoot || item;
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t && holders.size < enough; t = walker.nextNode()) {
    if (!READABLE.test(t.textContent)) continue;
    const holder = t.parentElement;
    if (!holder || holders.has(holder) || ["script", "style", "template"].includes(holder.localName)) continue;
    holders.add(holder);
    if (!holder.closest("a[href]") || !scope.contains(holder.closest("a[href]"))) outside++;
  }
  return { pieces: holders.size, outside };
}

/** Links of an item that go to a page (not "#", not a script). */
function pageLinks(e) {
  // through open shadow roots where the page has any (a web component's card keeps its link inside its own root)
  const inside = ROOTS.length > 1 ? within(e, "a[href]") : e.querySelectorAll("a[href]");
  return [...(e.matches("a[href]") ? [e] : []), ...inside].filter((a) => {
    const h = (a.getAttribute("href") || "").trim();
    return h && !/^javascript:/i.test(h) && (!h.startsWith("#") || h.startsWith("#/") || h.startsWith("#!/"));
  });
}

/** A block of links (an SEO block "Data Entry Jobs · Jobs in Delhi · ...", a footer column): an item made of four
 *  or more short links to pages of one folder, with almost nothing to read outside them. */
function linkBlock(e) {
  const links = pageLinks(e);
  if (links.length < 4) return false;
  const text = norm(e.textContent).length || 1;
  const linked = links.reduce((sum, a) => sum + norm(a.textContent).length, 0);
  if (linked / text < 0.8 || linked / links.length > 40) return false;
  const folders = new Map();
  for (const a of links) {
    const folder = linkFolder(a);
    folders.set(folder, (folders.get(folder) || 0) + 1);
  }
  return Math.max(...folders.values()) >= 0.7 * links.length;
}

/** The slides of a carousel the walk did not reach (scrolled out of its own horizontal scroller): children of the
 *  items' one parent, of the items' shape, that no shape holds. A carousel is one list, however few slides show. */
function unseenSlides(g, itemStats) {
  const parent = g.els[0].parentElement;
  if (!parent || !g.els.every((e) => e.parentElement === parent)) return [];
  let scroller = null;
  for (let a = parent, up = 0; a && up < 4 && !scroller; a = a.parentElement, up++) {
    const st = getComputedStyle(a);
    if (/auto|scroll|hidden/.test(st.overflowX) && a.scrollWidth > a.clientWidth + 20) scroller = a;
  }
  if (!scroller) return [];
  const own = shapeOf(g.els[0]);
  return [...parent.children].filter((c) => !itemStats.has(c) && shapeOf(c) === own && getComputedStyle(c).display !== "none");
}

/** A live group scored: quality (how listing-like, 0..~1.3) times its number of items (unseen slides counted). */
function scoreGroup(g, itemStats, demote) {
  const n = g.els.length + (g.slides ? g.slides.length : 0);
  const st = g.els.map((e) => itemStats.get(e));
  const seen = st.length;
  const avgText = st.reduce((a, s) => a + s.text, 0) / seen;
  let multi = st.filter((s) => s.texts >= 2).length / seen;
  // short items: a second text is a second thing to read, not a bullet beside a link ("• Jobs in Delhi")
  if (avgText < 80 && multi > 0) multi = g.els.filter((e) => readPieces(e, 2).pieces >= 2).length / seen;
  const withInputs = st.filter((s) => s.inputs > 0).length / seen;
  const numeric = st.filter((s) => s.numeric > 0 && s.text <= 4).length / seen;
  const inChrome = st.filter((s) => ["header", "nav", "footer"].includes(s.region)).length / seen;
  const inDialog = st.filter((s) => s.dialog !== null && s.dialog !== undefined).length / seen;
  const first = g.els[0];
  const landmark = first.closest('nav,[role="navigation"],[role="menu"],[role="menubar"],[role="tablist"],[role="listbox"],header,footer');
  const menu = landmark ? 1 : 0;
  // a <nav> (or role=navigation) wrapping entries of content (a grid of job cards marked up as a nav, inside the
  // page's main part): each with a heading of its own and several things to read, which no menu's items have
  const listedInNav = !!landmark && landmark.matches('nav,[role="navigation"]')
    && st.every((s) => s.region !== "header" && s.region !== "footer") && multi >= 0.8 && avgText >= 60 && headedItems(g.els);
  let quality = demote.get(g) ?? 1;
  if (avgText < 12) quality *= 0.15;
  else if (avgText < 25) quality *= 0.4;
  if (avgText > 1500) quality *= 0.6;
  // items of one listing look alike: similar numbers of things to read and act on
  const leaves = st.map((s) => s.leaves);
  if (n === 2 && (multi < 1 || Math.max(...leaves) > 3 * Math.max(1, Math.min(...leaves)) + 2)) quality *= 0.3;
  const jobby = jobLinks(g.els);
  // two items: a class that names a job or links that do ("card" names teasers as well as jobs)
  if (n === 2 && !JOB_NAMED.test(g.key) && !jobby) quality *= 0.3;
  // three teasers (about us, research, talent community) are not a listing: a short list earns its place by
  // links of one kind (one folder, a different page each) or links that say they are jobs
  if (n === 3 && !jobby && !JOB_NAMED.test(g.key) && !linksOfOneKind(g.els)) quality *= 0.3;
  quality *= 0.5 + 1.0 * multi;
  // rows of a form hold fields; a result row with one box to select it (to save or compare the job: "선택",
  // "Compare") holds that checkbox as its only field (a question with a select is a form's), and three or more
  // things to read
  const selectable = st.every((s) => s.inputs <= 1) && avgText >= 40
    && g.els.every((e) => e.querySelectorAll('input:not([type="hidden"]), select, textarea').length === 1
      && e.querySelector('input[type="checkbox"]') && readPieces(e, 3).pieces >= 3);
  if (withInputs > 0.5 && !selectable) quality *= 0.1;
  if (numeric > 0.5) quality *= 0.05;
  if ((menu || inChrome > 0.5) && !listedInNav) quality *= 0.15;
  // a chrome word in a class around the items (a container "with_breadcrumbs", "explore-tabs-results") says
  // nothing of items that each read as a job: several texts and a link that says it is one
  const content = multi >= 0.8 && avgText >= 60 && (jobby || linksOfOneKind(g.els));
  if (CHROME.test(listedInNav ? g.key.replace(/(^|<)nav(?=[.<[~]|$)/g, "$1") : g.key) && !content) quality *= 0.25;
  // a list of link blocks is navigation, whatever its blocks are called
  if (g.els.filter(linkBlock).length >= 0.5 * seen) quality *= 0.1;
  if (inDialog > 0.5) quality *= 0.7;
  if (JOBBY.test(g.key)) quality *= 1.3;
  // items of a listing are different things: five cards all named "click here to play video" are a carousel
  if (n >= 3 && mostNamedAlike(g.els.concat(g.slides || [])) >= 0.8 * n) quality *= 0.1;
  // one control the page repeats (a posting's "Apply now" at its top and again at its bottom) is no listing at all
  if (st.every((s) => s.interactive === 1) && repeatsOneControl(g.els)) quality = 0;
  return { g, n, quality, score: Math.round(n * quality * 100) / 100, avgText: Math.round(avgText), multi };
}

/** The best groups that pass the thresholds; output groups never overlap: a group whose items contain, or sit
 *  inside, items of a better group goes. Returns the accepted groups and the set of their items. */
function acceptGroups(scored, opts) {
  scored.sort((a, b) => b.score - a.score || b.n - a.n);
  const minScore = opts.minGroupScore ?? 1.5;
  const accepted = [];
  const claimed = new Set();
  const overlaps = (g) => g.els.some((e) => {
    for (let a = e; a; a = composedParent(a)) if (claimed.has(a)) return true;
    return e.querySelector && Array.from(claimed).some((c) => e.contains(c));
  });
  for (const sc of scored) {
    if (sc.score < minScore || sc.quality < (opts.minGroupQuality ?? 0.7) || accepted.length >= (opts.maxGroups ?? 8)) continue;
    if (overlaps(sc.g)) continue;
    accepted.push(sc);
    for (const e of sc.g.els) claimed.add(e);
  }
  return { accepted, claimed };
}

// a test attribute or class that says an element holds an item's title
const TITLE = /(?<!sub)title|name|position|role/i;

/** The element, or one near it, is marked as a title by its class or test attribute. */
function titled(el) {
  for (let a = el, up = 0; a && up < 3; a = a.parentElement, up++) {
    const ta = testAttr(a);
    if ((ta && TITLE.test(ta[1])) || /(?<!sub)title/i.test(typeof a.className === "string" ? a.className : "")) return true;
  }
  const inner = el.querySelector("[class*=title],[data-at*=title],[data-testid*=title],[data-qa*=title]");
  return !!inner && !/subtitle/i.test(inner.className);
}

/** Each item's title: its best link or heading (marked as a title, high level, a link), else its first named node. */
function groupTitles(g, nodes, elements) {
  const titles = new Map();
  const rank = new Map();
  nodes.forEach((n, i) => {
    if (n.group !== g.index) return;
    let r = 0;
    const link = n.kind === "action" && n.tag === "a" && n.name.length >= 3;
    const level = n.heading || n.level || 0;
    if (link || n.kind === "heading") {
      r = 1 + (titled(elements[i]) ? 4 : 0) + (level ? 2 + (7 - level) / 10 : 0) + (link ? 0.5 : 0);
      if (/^(full )?details? of /i.test(n.name)) r -= 0.4;
    }
    if (r && r > (rank.get(n.item) || 0)) {
      rank.set(n.item, r);
      titles.set(n.item, n.name);
    }
  });
  for (const n of nodes) if (n.group === g.index && !titles.has(n.item) && n.name) titles.set(n.item, n.name);
  return Array.from({ length: g.count }, (_, k) => titles.get(k) || "");
}

/** Decoys kept apart: among items of one shape where some link to pages of one kind (one folder, a page each) and
 *  others have no link at all, the unlinked ones open no job (a "Sponsored" card whose click only asks to sign up):
 *  they leave the group (counted in g.decoys), and so does every group whose items all sit inside decoys. Items
 *  that open their job by a click with no link anywhere in the list (a list of role=button rows) stay. */
function withoutDecoys(live) {
  const decoyEls = new Set();
  for (const g of live) {
    const linked = [];
    const unlinked = [];
    for (const e of g.els) (pageLinks(e).length ? linked : unlinked).push(e);
    if (linked.length < 2 || !unlinked.length || !linksOfOneKind(linked)) continue;
    g.els = linked;
    g.decoys = unlinked.length;
    for (const e of unlinked) decoyEls.add(e);
  }

  // the decoys may take a shape of their own (a "sponsored" class): a group with no link at all whose items are of
  // the tag of linked items of one kind, under parents of the same shape
  const where = (g) => g.key.replace(/~\d+$/, "").split("<").slice(1).join("<");
  const tag = (g) => g.els[0].localName;
  const linkedGroups = live.filter((g) => g.els.length >= 2 && g.els.every((e) => pageLinks(e).length) && linksOfOneKind(g.els));
  for (const g of live) {
    if (linkedGroups.includes(g) || g.els.some((e) => pageLinks(e).length)) continue;
    const home = linkedGroups.find((h) => tag(h) === tag(g) && where(h) === where(g));
    if (!home) continue;
    home.decoys = (home.decoys || 0) + g.els.length;
    for (const e of g.els) decoyEls.add(e);
  }
  if (!decoyEls.size) return live;
  const inDecoy = (e) => {
    for (let a = e, up = 0; a && up < 12; a = a.parentElement, up++) if (decoyEls.has(a)) return true;
    return false;
  };
  return live.filter((g) => g.decoys || !g.els.some(inDecoy));
}

/** An item whose every link is a paid one to another site (rel="sponsored": a training course, an advertiser) among
 *  items that link to pages of one kind on this site is an advertisement in the list's shape, no job of it: it
 *  leaves its group (counted in g.decoys, g.paid set). Run once the groups' nesting is judged, with the ads in place
 *  (a card's inner part that the ad lacks is still a part of each card). */
function withoutPaid(live) {
  for (const g of live) {
    const paid = g.els.filter(paidOnly);
    const rest = g.els.filter((e) => !paid.includes(e));
    if (!paid.length || rest.length < 2 || !linksOfOneKind(rest)) continue;
    g.els = rest;
    g.decoys = (g.decoys || 0) + paid.length;
    g.paid = true;
  }
}

// what a person presses: links, buttons and what says it is one
const PRESSABLE = "a[href], button, input[type='submit' i], input[type='button' i], input[type='image' i], "
  + "[role='button'], [role='link']";

/** Every item is one control saying the same words, with nothing else that tells the items apart (the same note
 *  beside each): one control of the page shown twice or more, not a list of things. A list of jobs whose items each
 *  hold one link stays one: the links say different titles. */
function repeatsOneControl(els) {
  const names = new Set();
  const reads = new Set();
  for (const e of els) {
    const controls = [...(e.matches(PRESSABLE) ? [e] : []), ...within(e, PRESSABLE)];
    if (controls.length !== 1) return false;
    names.add(norm(accName(controls[0], roleOf(controls[0]))).toLowerCase());
    reads.add(norm(contentText(e.shadowRoot || e, false)).toLowerCase());
  }
  return names.size === 1 && reads.size === 1 && !names.has("");
}

/** Every page link of the item (through open shadow roots) is marked rel="sponsored" and leads to another host. */
function paidOnly(e) {
  const links = pageLinks(e);
  return links.length > 0 && links.every((a) => /(^|\s)sponsored(\s|$)/i.test(a.getAttribute("rel") || "")
    && urlOf(a.getAttribute("href")).host !== location.host);
}

/** The element an item is in its page's own list: itself, or the web component whose open shadow root holds it. */
function listEntry(e) {
  let x = e;
  for (let root = x.getRootNode(); root instanceof ShadowRoot; root = x.getRootNode()) x = root.host;
  return x;
}

const LIST = 'ul, ol, [role="list"], [role="feed"]';

/** The row of a list element (ul, ol, role=list) that an item is: its list entry (listEntry) when a child of such a
 *  list, else the ancestor that is, when the entry sits along only children below it (a card component wrapped in
 *  its <li>: li > div[role=article]); null when neither. */
function listRow(e) {
  let x = listEntry(e);
  for (let up = 0; up < 3; up++) {
    const parent = x.parentElement;
    if (!parent) return null;
    if (parent.matches(LIST)) return x;
    if (parent.children.length !== 1) return null;
    x = parent;
  }
  return x.parentElement && x.parentElement.matches(LIST) ? x : null;
}

/** A part's items read at `depth` below their rows: items that are their rows (or nearer to them) go down along
 *  only children (li > hp-card, where the other build's card sits one level inside its li); null when an item has
 *  no such child. */
function atDepth(part, depth) {
  const down = part.entries.map((e, i) => {
    let x = e;
    for (let d = part.depths[i]; d < depth && x; d++) x = x.children.length === 1 ? x.firstElementChild : null;
    return x;
  });
  return down.every(Boolean) ? down : null;
}

/** The parts of one list read at one level: the deepest level any part's items sit at below their rows, else deeper
 *  along only children while the rows of the builds share a shape (li.result around either card) and no pattern
 *  tells one build's items from the other's and from the rows between them; each part's entries set in place. */
function alignParts(parts) {
  const start = Math.max(...parts.map((p) => Math.max(...p.depths)));
  let chosen = null;
  for (let depth = start; depth <= start + 2; depth++) {
    const each = parts.map((p) => atDepth(p, depth));
    if (each.some((e) => !e)) break;
    const trial = parts.map((p, i) => ({ ...p, entries: each[i] }));
    if (!chosen) chosen = trial;
    if (unionPattern(trial).exact) {
      chosen = trial;
      break;
    }
  }
  if (chosen) parts.forEach((p, i) => { p.entries = chosen[i].entries; });
}

/** The folder of the page an item's job link leads to: the link that holds its heading or sits in one (the item
 *  itself when the whole card is one link), else its first page link; "" without one. */
function jobFolder(e) {
  const links = pageLinks(e);
  const a = links.find((l) => l.querySelector("h1, h2, h3, h4, h5, h6") || l.closest("h1, h2, h3, h4, h5, h6")) || links[0];
  return a ? linkFolder(a) : "";
}

/** The folder of the page a link leads to: its host and path without the page's own name. */
function linkFolder(a) {
  const u = urlOf(a.getAttribute("href"));
  return u.host + u.pathname.replace(/[^/]*$/, "");
}

/** Two groups' entries, children of one parent, interleave (a card of one build stands between cards of the other)
 *  and lead to job pages of one folder: one list built of two kinds of card. */
function interleavedCards(a, b) {
  const kids = [...a[0].parentElement.children];
  const at = (es) => es.map((e) => kids.indexOf(e));
  const ia = at(a);
  const ib = at(b);
  const folder = jobFolder(a[0]);
  return Math.min(...ia) < Math.max(...ib) && Math.min(...ib) < Math.max(...ia) && folder !== ""
    && [...a, ...b].every((e) => jobFolder(e) === folder);
}

/** Groups of one list made one: a list whose cards come in two builds (light-DOM <li> cards between web components
 *  whose open shadow root holds the newer card; custom-element cards between React cards, each in its <li>, on a
 *  board mid-redesign; a feed whose newer cards are each one link around logo, company, title and place, between
 *  older cards whose title alone is the link) is one listing. Accepted groups whose items are all rows of one list
 *  element (listRow), or whose entries (listEntry) are children of one element of any kind where they interleave
 *  with the first group's entries and lead to job pages of its folder (interleavedCards), join the first such group:
 *  its items become the items of all, in page order, read at one depth below their rows, and its pattern the union
 *  of each part's pattern (`parts`, in the order found). */
function oneListGroups(accepted) {
  const first = new Map();
  const out = [];
  const depthIn = (e, row) => {
    let n = 0;
    for (let x = e; x && x !== row; x = x.parentElement) n++;
    return n;
  };
  for (const s of accepted) {
    const entries = s.g.els.map(listEntry);
    let rows = s.g.els.map(listRow);
    let parent = rows[0] && rows[0].parentElement;
    if (!parent || !rows.every((r) => r && r.parentElement === parent) || new Set(rows).size !== rows.length) {
      // no rows of one list element: entries that are children of one element of any kind (interleavedCards decides)
      rows = entries;
      parent = entries[0].parentElement;
      if (!parent || !entries.every((e) => e.parentElement === parent)) {
        out.push(s);
        continue;
      }
    }
    const part = { entries, rows, depths: entries.map((e, i) => depthIn(e, rows[i])), paid: !!s.g.paid,
      decoys: !!s.g.decoys && !s.g.paid };
    const home = first.get(parent);
    if (home && !parent.matches(LIST) && !interleavedCards(home.parts[0].entries, entries)) {
      out.push(s);
      continue;
    }
    if (!home) {
      first.set(parent, s);
      s.parts = [part];
      out.push(s);
      continue;
    }
    const taken = new Set(home.parts.flatMap((p) => p.rows));
    const fresh = rows.filter((r) => !taken.has(r));
    if (fresh.length === rows.length) home.parts.push(part);
    home.g.decoys = (home.g.decoys || 0) + (fresh.length === rows.length ? s.g.decoys || 0 : 0);
  }
  for (const s of first.values()) {
    if (s.parts.length < 2) {
      delete s.parts;
      continue;
    }
    alignParts(s.parts);
    const all = s.parts.flatMap((p) => p.entries);
    s.g.els = all.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    s.n = all.length;
    s.score = Math.round(s.n * s.quality * 100) / 100;
  }
  return out;
}

/** A lone card of a listing's kind outside it (a featured job in a side column, built apart from the list's cards):
 *  an element outside every item and outside the page's chrome (nav, header, footer), holding one link to a job page
 *  of the folder the items' title links lead to (a page none of them leads to), that link in a block of the shape
 *  (tag and classes) the items' title links sit in, and the card as far above that block as each item is above its
 *  own. Such cards (two at most) join the group as a part of their own (its pattern a selector list); a group
 *  whose items' title links differ in folder, block shape or depth takes none. */
function loneCards(accepted) {
  const shapeOf = (el) => el.localName + "." + [...el.classList].sort().join(".");
  const pageOf = (a) => urlOf(a.getAttribute("href")).href;
  // an item's title link: the link that holds its heading or sits in it
  const titleLink = (e) => [...e.querySelectorAll("a[href]")].find((a) => a.querySelector("h1, h2, h3, h4, h5, h6")
    || a.closest("h1, h2, h3, h4, h5, h6"));
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  for (const s of accepted) {
    const els = s.g.els;
    const links = els.map(titleLink);
    if (els.length < 3 || links.some((a) => !a || !a.parentElement)) continue;
    const folder = linkFolder(links[0]);
    const shape = shapeOf(links[0].parentElement);
    const depthIn = (block, item) => {
      let n = 0;
      for (let e = block; e && e !== item; e = e.parentElement) n++;
      return n;
    };
    const depth = depthIn(links[0].parentElement, els[0]);
    if (!links.every((a, i) => linkFolder(a) === folder && shapeOf(a.parentElement) === shape
      && depthIn(a.parentElement, els[i]) === depth)) continue;
    const pages = new Set(links.map(pageOf));
    const lone = [];
    for (const a of document.querySelectorAll("a[href]")) {
      if (!a.parentElement || shapeOf(a.parentElement) !== shape || linkFolder(a) !== folder || pages.has(pageOf(a))
        || els.some((e) => e.contains(a)) || !(a.querySelector("h1, h2, h3, h4, h5, h6") || a.closest("h1, h2, h3, h4, h5, h6"))) continue;
      let card = a.parentElement;
      for (let k = 0; k < depth && card; k++) card = card.parentElement;
      if (!card || card === document.body || lone.includes(card) || !shown(card)
        || card.closest('nav, header, footer, [role="navigation"], [role="banner"], [role="contentinfo"]')
        || els.some((e) => card.contains(e) || e.contains(card))) continue;
      const theirs = [...card.querySelectorAll("a[href]")].filter((b) => linkFolder(b) === folder);
      if (new Set(theirs.map(pageOf)).size === 1) lone.push(card);
    }
    if (!lone.length || lone.length > 2) continue;
    if (!s.parts) s.parts = [{ entries: els, paid: !!s.g.paid, decoys: !!s.g.decoys && !s.g.paid }];
    s.parts.push({ entries: lone, paid: false, decoys: false });
    s.g.els = [...els, ...lone].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    s.n = s.g.els.length;
    s.score = Math.round(s.n * s.quality * 100) / 100;
  }
}

/** How many short texts an item shows apart (a title, an employer, a place: each its own element, none a run of
 *  words inside another text, as the bold words of a paragraph are). */
function fieldPieces(item) {
  const holders = new Set();
  const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const holder = t.parentElement;
    if (READABLE.test(t.textContent) && holder && !["script", "style", "template"].includes(holder.localName)) holders.add(holder);
  }
  let fields = 0;
  for (const h of holders) {
    let run = false;
    for (let a = h.parentElement; a && a !== item.parentElement && !run; a = a.parentElement) run = holders.has(a);
    if (!run && readWidth(norm(h.textContent)) <= 80) fields++;
  }
  return fields;
}

/** Listing groups of cards with nothing to act on (a page whose cards open by a script's click handler, saved or
 *  served without it: no link, no button, no pointer): read only when no group of things to act on is a listing.
 *  The same shapes, nesting and scores as any group, and each item shows three things or more to read (a title, an
 *  employer, a place), so a row of feature blurbs or a footer's columns stay what they are. */
function quietGroups(page, opts) {
  const shapes = new Map();
  const stats = new Map();
  for (const { el, stats: st } of page.quiet) {
    const up = el.parentElement;
    const key = shapeIn(page, el) + "<" + shapeIn(page, up) + "<" + shapeIn(page, up && up.parentElement);
    if (!shapes.has(key)) shapes.set(key, []);
    shapes.get(key).push(el);
    stats.set(el, st);
  }
  mergeModifierShapes(shapes);
  splitByInside(shapes);
  const live = repeatedGroups(shapes).filter((g) => !g.absorbed && g.els.length >= 3
    && g.els.every((e) => fieldPieces(e) >= 3));
  for (const g of live) g.slides = [];
  const demote = nestedDemotions(live, stats);
  for (const [e, st] of stats) page.itemStats.set(e, st);
  return acceptGroups(live.map((g) => scoreGroup(g, stats, demote)), opts);
}

/** The landmark a group's items sit in: that of its first item the walk read (a carousel's slides scrolled out of
 *  view were added to the group without being read). */
function regionOfItems(els, itemStats) {
  const read = els.find((e) => itemStats.has(e));
  return (read && itemStats.get(read).region) || "";
}

/** The listing groups of a walked page, described for output; each node learns its group and item. */
function listingGroups(page, opts) {
  const { nodes, elements, itemStats } = page;
  let live = repeatedGroups(page.shapes).filter((g) => !g.absorbed);
  live = withoutDecoys(live);
  for (const g of live) g.slides = unseenSlides(g, itemStats);
  const demote = nestedDemotions(live, itemStats);
  withoutPaid(live);
  let { accepted: found, claimed } = acceptGroups(live.map((g) => scoreGroup(g, itemStats, demote)), opts);
  if (!found.length && page.quiet.length) ({ accepted: found, claimed } = quietGroups(page, opts));
  const accepted = oneListGroups(found);
  loneCards(accepted);
  for (const s of accepted) for (const e of s.g.els) claimed.add(e);
  const itemIndex = new Map();
  for (const s of accepted) {
    if (!s.g.slides || !s.g.slides.length) continue;
    s.g.els = s.g.els.concat(s.g.slides).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const e of s.g.slides) claimed.add(e);
  }
  const groups = accepted.map((s, gi) => {
    s.g.els.forEach((e, k) => itemIndex.set(e, [gi, k]));
    const pattern = s.parts ? unionPattern(s.parts) : groupPattern(s.g.els, !!s.g.decoys, !!s.g.paid);
    return {
      index: gi, key: s.g.key, count: s.n, score: s.score, avg_text: s.avgText, pattern: pattern.selector, pattern_exact: pattern.exact,
      decoys: s.g.decoys || 0,
      item_ids: s.g.els.map(idOf), region: regionOfItems(s.g.els, itemStats),
    };
  });
  // node -> (group, item) via nearest item ancestor (or itself)
  nodes.forEach((n, i) => {
    for (let a = elements[i], up = 0; a && up < 40; a = composedParent(a), up++) {
      const hit = itemIndex.get(a);
      if (hit) {
        n.group = hit[0];
        n.item = hit[1];
        break;
      }
    }
  });
  groups.forEach((g) => {
    g.titles = groupTitles(g, nodes, elements);
    const firstItemEl = accepted[g.index].g.els[0];
    g.item_selector = anchorSelector(firstItemEl) || structuralSelector(firstItemEl);
  });
  return { groups, claimed };
}

/** The pattern of a list made of parts: each part's pattern, joined as one selector list ("A, B"). */
function unionPattern(parts) {
  const each = parts.map((p) => groupPattern(p.entries, p.decoys, p.paid));
  return { selector: each.map((p) => p.selector).join(", "), exact: each.every((p) => p.exact) };
}

/** Unique-ish selector matching exactly the items: item step, parent > item, or ancestor item; with decoys of the
 *  same shape beside them, only the items that hold a link (`li:has(a[href])`), or (`paid`) those without a paid
 *  link (`li:not(:has(a[rel~='sponsored']))`). */
function groupPattern(els, decoys = false, paid = false) {
  const n = els.length;
  const first = els[0];
  const common = (el) => {
    const tag = CSS.escape(el.localName);
    const ta = testAttr(el);
    if (ta && els.every((e) => e.getAttribute(ta[0]) === ta[1])) return tag + `[${ta[0]}=${quote(ta[1])}]`;
    const classes = stableClasses(el).filter((c) => !c.includes("--") && els.every((e) => e.classList.contains(c)));
    return tag + classes.slice(0, 2).map((c) => "." + CSS.escape(c)).join("");
  };
  const item = common(first);
  const matchesAll = (sel) => {
    try {
      const found = ROOTS.length === 1 ? document.querySelectorAll(sel) : deepAll(sel);
      return found.length === n && els.every((e) => e.matches(sel));
    } catch (e) {
      return false;
    }
  };
  const parents = els.map((e) => e.parentElement);
  const sameParent = parents.every((p) => p === parents[0]);
  const parentStep = parents[0] ? stepFor(parents[0], false) : "";
  const cands = [item];
  if (parentStep) cands.push(parentStep + " > " + item);
  if (sameParent && parents[0]) {
    const ps = anchorSelector(parents[0]) || structuralSelector(parents[0]);
    cands.push(ps + " > " + item);
    const others = otherRows(parents[0], els);
    if (others) cands.push(ps + " > " + item + others);
  } else {
    // lowest common ancestor of all items
    let lca = parents[0];
    while (lca && !els.every((e) => lca.contains(e))) lca = lca.parentElement;
    if (lca && lca !== document.body) {
      const ls = anchorSelector(lca) || structuralSelector(lca);
      cands.push(ls + " " + item);
      if (parentStep) cands.push(ls + " " + parentStep + " > " + item);
    }
  }
  if (paid) cands.unshift(...cands.map((c) => c + ":not(:has(a[rel~='sponsored']))"));
  else if (decoys) cands.unshift(...cands.map((c) => c + ":has(a[href])"));
  for (const c of cands) if (matchesAll(c)) return { selector: c, exact: true };
  return { selector: cands[cands.length - 1], exact: false };
}

/** What tells a parent's other children of the items' tag from the items (striped rows share no class: the list is
 *  the table's rows but its header row of <th> cells and its pager row with a class of its own), or null. */
function otherRows(parent, els) {
  const tag = els[0].localName;
  const others = [...parent.children].filter((c) => c.localName === tag && !els.includes(c));
  if (!others.length) return null;
  const parts = new Set();
  for (const o of others) {
    const own = stableClasses(o).find((c) => !c.includes("--") && els.every((e) => !e.classList.contains(c)));
    if (own) parts.add(":not(." + CSS.escape(own) + ")");
    else if (tag === "tr" && !o.querySelector(":scope > td") && els.every((e) => e.querySelector(":scope > td"))) parts.add(":has(> td)");
    else return null;
  }
  return [...parts].join("");
}
