// The page snapshot: one walk of the visible page into nodes (actions, headings, text, frames), then selectors,
// forms, listing groups and page facts.

/** An empty walk: the nodes found (document order, with their elements alongside) and what later passes need. */
function newPage(maxText) {
  return { maxText, nodes: [], elements: [], dialogs: [], forms: [], formEls: [], shapes: new Map(), itemStats: new Map(),
    shapeOf: new Map(), quiet: [] };
}

/** shapes.js shapeOf, once per element and walk (an item's parent and grandparent are asked for by every item). */
function shapeIn(page, el) {
  let sh = page.shapeOf.get(el);
  if (sh === undefined) page.shapeOf.set(el, (sh = shapeOf(el)));
  return sh;
}

function addNode(page, el, node) {
  node.id = idOf(el);
  page.nodes.push(node);
  page.elements.push(el);
  return page.nodes.length - 1;
}

/** A field's facts on its node: type, name, label, placeholder, value, options, required. An upload button stands
 *  for the hidden file input it opens. */
function fieldFacts(node, el, tag, role, action, field) {
  const chosen = action === "upload" && tag !== "input" ? chooserInput(el, tag, role) : null;
  if (chosen) {
    // the upload button stands for its hidden input: named and labelled as the input is ("Resume")
    node.field_type = "file";
    node.field_name = chosen.getAttribute("name") || "";
    node.label = cap(fieldLabel(chosen, "") || groupLabel(el) || nearbyLabel(el), 400);
    node.required = markedRequired(chosen);
  } else if (field || tag === "input" || tag === "textarea" || tag === "select") {
    const nm = el.getAttribute("name") || "";
    node.field_type = fieldType(el, role, tag);
    node.field_name = nm;
    node.label = cap(fieldLabel(el, ""), 400);
    node.placeholder = el.getAttribute("placeholder") || "";
    if (node.field_type === "radio" || node.field_type === "checkbox") node.group_label = cap(groupLabel(el) || choiceBlockLabel(el), 200);
    if (tag === "input" || tag === "textarea") node.value = node.field_type === "password" ? (el.value ? "••••" : "") : cap(el.value || "", 120);
    if (editable(el) && tag !== "input" && tag !== "textarea") node.value = cap(norm(textOf(el)), 120);
    if (action === "select" && tag !== "select" && tag !== "input") {
      node.value = cap(norm(textOf(el)), 120);
      // a custom select is named by its label, not by the value it shows ("Job family", not "Job family Any")
      for (const key of ["label", "name"]) {
        const said = node[key] || "";
        if (node.value && said !== node.value && said.endsWith(" " + node.value)) node[key] = said.slice(0, -node.value.length - 1);
      }
    }
    const opts2 = optionsOf(el, tag);
    if (opts2.length) node.options = opts2;
    // required by markup, or by the "*" its label ends with wherever the label was found (a layout cell)
    node.required = markedRequired(el) || /[*✱]\s*$/.test(node.label || "");
  }
}

/** The attributes an action node shows: the identifying ones when short, a test attribute, href, rel=next/prev. */
function attrsOf(el, tag, href, rel) {
  const attrs = {};
  for (const a of ["id", "name", "type", "placeholder", "aria-label", "title", "role", "value", "for", "autocomplete"]) {
    const v = el.getAttribute(a);
    if (v && v.length <= RULES.maxAttrLen && !(a === "value" && (tag === "input" && !["radio", "checkbox", "submit", "button"].includes(el.type)))) attrs[a] = v;
  }
  const ta = testAttr(el);
  if (ta) attrs[ta[0]] = ta[1];
  if (tag === "a" && href && href.length <= 200) attrs.href = href;
  if (rel.includes("next") || rel.includes("prev")) attrs.rel = rel.includes("next") ? "next" : "prev";
  return attrs;
}

/** An element a model may act on, as a node: name, field facts, state, attributes. Returns the node, the full name
 *  and whether it is a field. */
function actionNode(el, tag, role, action, box, c) {
  // a plain element made clickable by a handler reads like a button: its text is its name
  const name = accName(el, role) || (action === "click" && !role ? contentText(el, false) : "");
  const node = { kind: "action", action, tag, role, name: cap(name, 200), box, dialog: c.dialog, form: c.form, region: c.region,
    in_viewport: inViewport(el) };
  const field = ["type", "select", "check", "upload"].includes(action);
  if (tag === "a") node.href = el.getAttribute("href") || "";
  // a link relation says what a link is: rel=next/prev pages a list, wherever the pager sits
  const rel = (el.getAttribute("rel") || "").toLowerCase().split(/\s+/);
  if (el.closest(PAGINATION) || rel.includes("next") || rel.includes("prev") || numberedPager(el, name)) node.pagination = true;
  // a carousel's arrows and dots page its slides (rel=next still says a page)
  if ((action === "click" || tag === "a") && !rel.includes("next") && carouselControl(el)) node.carousel = true;
  fieldFacts(node, el, tag, role, action, field);
  const st = stateOf(el, tag);
  if (st.pressed !== undefined) node.group_label = cap(groupLabel(el), 200); // a toggle button belongs to the group that names it
  const facet = !node.options && menuFacet(el);
  if (facet) {
    node.options = facet.options;
    node.label = facet.caption;
  }
  node.state = st;
  node.attrs = attrsOf(el, tag, node.href, rel);
  if (node.attrs.id && isGenerated(node.attrs.id)) node.generated_id = true;
  return { node, name, field };
}

/** Walk one element and its subtree into the page's nodes; returns what the subtree holds (for listing items).
 *  An element whose content the browser skips (regions.js unrenderedRoot) is read, with all inside it, from the DOM
 *  (common.js UNRENDERED). */
function walk(page, el, ctx) {
  const tag = el.localName;
  if (UNRENDERED || SKIP_TAGS.has(tag) || tag === "iframe" || tag === "frame") return walkElement(page, el, ctx);
  const style = getComputedStyle(el);
  const unrendered = style.display === "none" ? null : unrenderedRoot(el, style, style.position === "fixed" || ctx.fixed);
  if (!unrendered) return walkElement(page, el, ctx, style);
  UNRENDERED = unrendered;
  try {
    return walkElement(page, el, ctx, style);
  } finally {
    UNRENDERED = null;
  }
}

/** walk() of one element whose computed style (when rendered) the caller may have read already. */
function walkElement(page, el, ctx, computed) {
  const { nodes, elements, dialogs, forms, formEls, shapes, itemStats } = page;
  const stats = { interactive: 0, text: 0, leaves: 0, inputs: 0, links: 0, numeric: 0, texts: 0 };
  const tag = el.localName;
  if (SKIP_TAGS.has(tag)) return stats;
  if (tag === "iframe" || tag === "frame") {
    const box = boxOf(el, false);
    if (box && !ctx.clipped && (el.getAttribute("title") || el.getAttribute("name") || el.getAttribute("src"))) {
      addNode(page, el, { kind: "frame", tag, role: "", name: norm(el.getAttribute("title") || el.getAttribute("name") || ""),
        text: "", href: el.getAttribute("src") || "", box, dialog: ctx.dialog, form: ctx.form, region: ctx.region });
    }
    return stats;
  }
  const style = computed || (UNRENDERED ? domStyle(el, ctx.cursor) : getComputedStyle(el));
  if (style.display === "none") return stats;
  const hiddenVis = style.visibility === "hidden" || style.visibility === "collapse";
  const fixed = style.position === "fixed" || ctx.fixed;
  const role = roleOf(el);
  let c = ctx;
  const update = (k, v) => {
    if (c === ctx) c = Object.assign({}, ctx);
    c[k] = v;
  };
  if (fixed !== ctx.fixed) update("fixed", fixed);
  if (isDialog(el, role) && !hiddenVis && isOverlay(el, style)) {
    const box = boxOf(el, fixed);
    if (box) {
      dialogs.push({ index: dialogs.length, id: idOf(el), role: role || "dialog", name: cap(dialogName(el), 80),
        modal: el.getAttribute("aria-modal") === "true" || (el.localName === "dialog" && el.matches(":modal")), el });
      update("dialog", dialogs.length - 1);
    }
  }
  if (tag === "form") {
    formEls.push(el);
    forms.push({ index: forms.length, id: idOf(el), implicit: false, name: norm(el.getAttribute("aria-label") || el.getAttribute("name") || el.getAttribute("id") || ""),
      action: el.getAttribute("action") || "", method: (el.getAttribute("method") || "get").toLowerCase(), el });
    update("form", forms.length - 1);
  }
  const region = REGION_OF_ROLE[role];
  if (region && !ctx.region) update("region", region);
  if (!ctx.clipped && !UNRENDERED && (style.overflowX !== "visible" || style.overflowY !== "visible") && style.overflow !== "auto" && style.overflow !== "scroll") {
    const r = el.getBoundingClientRect();
    if ((r.width < 1 || r.height < 1) && ["hidden", "clip"].includes(style.overflowY)) update("clipped", true);
    else if (r.width <= 2 || r.height <= 2) update("tiny", true);
  }
  if (ctx.clipped && (style.position === "fixed" || style.position === "absolute")) update("clipped", false);
  // a container that scrolls inside a fixed layer (a modal's body): what it holds below the viewport is reached by
  // scrolling it, not parked off screen
  if (fixed && !c.scrolled && /(auto|scroll|overlay)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 4) update("scrolled", true);

  const start = nodes.length;
  let direct = "";
  for (const child of el.childNodes) if (child.nodeType === 3) direct += child.data;
  direct = norm(direct);
  if (direct && !hiddenVis && !c.clipped) stats.texts++;
  // proxy inputs that only exist for form validation (aria-hidden, unfocusable, untouchable) are not fields
  const proxy = (tag === "input" || tag === "select") && el.getAttribute("aria-hidden") === "true" && el.tabIndex < 0
    || (CONTROL_TAGS.has(tag) && style.pointerEvents === "none" && style.opacity === "0");
  const action = hiddenVis || c.clipped || proxy ? "" : actionOf(el, role, tag);
  let pointer = false;
  if (!action && !hiddenVis && !c.clipped && !ctx.inInteractive && style.cursor === "pointer" && ctx.cursor !== "pointer" && tag !== "label") {
    pointer = true; // decided after the children: only when nothing inside is interactive
  }
  let myIndex = -1;
  const box = hiddenVis || c.clipped ? null : action || pointer || /^h[1-6]$/.test(tag) || role === "heading" ? boxOf(el, fixed, c.scrolled) : undefined;

  if (action && box) {
    const { node, name, field } = actionNode(el, tag, role, action, box, c);
    myIndex = addNode(page, el, node);
    stats.interactive++;
    stats.leaves++;
    stats.text += readWidth(name);
    if (field) stats.inputs++;
    if (tag === "a") stats.links++;
    if (/^\d{1,3}$/.test(name)) stats.numeric++;
    update("inInteractive", true);
  } else if ((/^h[1-6]$/.test(tag) || role === "heading") && box && !c.tiny) {
    const text = norm(textOf(el));
    if (text) {
      const level = /^h[1-6]$/.test(tag) ? Number(tag[1]) : Number(el.getAttribute("aria-level") || 2);
      myIndex = addNode(page, el, { kind: "heading", tag, role: "heading", name: cap(text, page.maxText), level, box, dialog: c.dialog, form: c.form,
        region: c.region, in_viewport: inViewport(el) });
      stats.leaves++;
      stats.text += readWidth(text);
      update("textTaken", true);
    }
  } else if (!c.inInteractive && !c.textTaken && !hiddenVis && !c.clipped && !c.tiny) {
    if (direct) {
      const b = boxOf(el, fixed, c.scrolled);
      if (b && b.w > 1 && b.h > 1) {
        let blockKids = false;
        for (const kid of el.children) {
          if (SKIP_TAGS.has(kid.localName)) continue;
          const d = styleOf(kid).display;
          if (d !== "none" && !d.startsWith("inline")) {
            blockKids = true;
            break;
          }
        }
        const text = blockKids ? direct : norm(textOf(el));
        if (text) {
          myIndex = addNode(page, el, { kind: "text", tag, role, name: cap(text, page.maxText), box: b, dialog: c.dialog, form: c.form, region: c.region,
            in_viewport: inViewport(el) });
          stats.leaves++;
          stats.text += readWidth(text);
          if (/^\d{1,3}$/.test(text)) stats.numeric++;
          if (!blockKids) update("textTaken", true);
        }
      }
    }
  }

  if (style.cursor !== ctx.cursor) update("cursor", style.cursor);
  // an open shadow root is part of the page a person sees: walked like children, after them (its selectors are
  // counted over every root, as Playwright resolves them)
  for (const kids of [el.children, el.shadowRoot ? el.shadowRoot.children : []]) {
    for (const child of kids) {
      const s = walk(page, child, c);
      stats.interactive += s.interactive;
      stats.text += s.text;
      stats.leaves += s.leaves;
      stats.inputs += s.inputs;
      stats.links += s.links;
      stats.numeric += s.numeric;
      stats.texts += s.texts;
    }
  }

  // an interactive wrapper around exactly one interactive element with the same name (li[role=menuitem] > a):
  // keep the inner one only
  if (myIndex >= 0 && nodes[myIndex].kind === "action" && nodes.length - myIndex === 2 && nodes[myIndex + 1].kind === "action"
      && nodes[myIndex + 1].name === nodes[myIndex].name && nodes[myIndex].action === "click" && nodes[myIndex + 1].action === "click") {
    nodes.splice(myIndex, 1);
    elements.splice(myIndex, 1);
    stats.interactive--;
    stats.leaves--;
    myIndex = -1;
  }
  // a heading around exactly one link/button with the same text: one node, not two
  if (myIndex >= 0 && nodes[myIndex].kind === "heading") {
    const inner = [];
    for (let i = myIndex + 1; i < nodes.length; i++) if (nodes[i].kind === "action") inner.push(nodes[i]);
    if (inner.length === 1 && inner[0].name === nodes[myIndex].name) {
      inner[0].heading = nodes[myIndex].level;
      nodes.splice(myIndex, 1);
      elements.splice(myIndex, 1);
      stats.leaves--;
    }
  }
  // a clickable container (cursor: pointer, JS handler) with nothing interactive inside
  if (pointer && stats.interactive === 0 && box) {
    const name = cap(contentText(el, false), 200);
    if (name) {
      const node = { kind: "action", action: "click", tag, role: role || "generic", name, box, dialog: c.dialog, form: c.form, region: c.region,
        in_viewport: inViewport(el), state: {}, attrs: {}, pointer: true };
      const facet = listFacet(el); // a dropdown of plain list items: a filter's options, before it opens
      if (facet) {
        node.options = facet.options;
        node.label = facet.caption;
      }
      // keep document order: insert before the children's nodes
      node.id = idOf(el);
      nodes.splice(start, 0, node);
      elements.splice(start, 0, el);
      stats.interactive++;
    }
  }
  // candidate listing item: repeated shape, something to act on, something to read
  if (el !== document.body && stats.interactive >= 1 && stats.leaves >= 1 && !hiddenVis) {
    const up = el.parentElement;
    const key = shapeIn(page, el) + "<" + shapeIn(page, up) + "<" + shapeIn(page, up && up.parentElement);
    let list = shapes.get(key);
    if (!list) shapes.set(key, (list = []));
    list.push(el);
    itemStats.set(el, { ...stats, region: c.region || "", dialog: c.dialog, form: c.form, inForm: c.form !== undefined && c.form !== null });
  } else if (el !== document.body && stats.interactive === 0 && stats.texts >= 3 && !hiddenVis && !c.clipped) {
    // nothing to act on, several things to read: a card that opens by a script's handler the page does not show
    // (groups.js quietGroups reads these only when the page has no listing of things to act on)
    page.quiet.push({ el, stats: { ...stats, region: c.region || "", dialog: c.dialog, form: c.form,
      inForm: c.form !== undefined && c.form !== null } });
  }
  return stats;
}

/** Each action node's position among same-shape siblings, as signature.js siblingPositions gives it, with each
 *  parent's children read once (a list of thousands of items asks for every item's place). */
function siblingPlaces(nodes, elements) {
  const places = new Map(); // parent -> shape -> {total, index: child -> position}
  nodes.forEach((n, i) => {
    const parent = elements[i].parentElement;
    if (n.kind !== "action" || !parent) return;
    let byShape = places.get(parent);
    if (!byShape) {
      byShape = new Map();
      for (const sib of parent.children) {
        const sh = shapeOf(sib);
        let p = byShape.get(sh);
        if (!p) byShape.set(sh, (p = { total: 0, index: new Map() }));
        p.index.set(sib, p.total++);
      }
      places.set(parent, byShape);
    }
    const p = byShape.get(shapeOf(elements[i]));
    n.sibling_index = p.index.get(elements[i]);
    n.sibling_count = p.total;
  });
}

/** The snapshot of the page: nodes, dialogs, forms, listing groups, page facts (see Snapshot in snapshot.py). */
function snapshot(opts) {
  const t0 = now();
  opts = opts || {};
  setRules(opts.rules);
  resetCaches();
  measureView();
  const page = newPage(opts.maxText ?? 300);
  const root = document.body || document.documentElement;
  // the browser's own page for a load that failed (opts.errorDocuments: where browsers show one, loads.py): its
  // content is the browser's, not the site's, and differs between builds, so nothing of it is collected
  const loadFailed = (opts.errorDocuments || []).some((prefix) => location.href.startsWith(prefix));
  if (!loadFailed) walk(page, root, { dialog: null, form: null, region: null, inInteractive: false, textTaken: false, clipped: false, fixed: false, scrolled: false, cursor: "auto" });
  const { nodes, elements, dialogs, forms } = page;
  nodeSelectors(nodes, elements);
  assignForms(page);
  // modifier classes do not split a list: items of one tag under parents of one shape that share a class
  // ("job_listing featured" beside "job_listing job-type-part-time") are one group, in document order
  mergeModifierShapes(page.shapes);
  // one shape, different things: rows of a layout table and rows of the results table share "tr<tbody<table"
  // (no classes to tell them apart), so items are split by what they are built of
  splitByInside(page.shapes);
  const { groups, claimed } = listingGroups(page, opts);
  siblingPlaces(nodes, elements);
  const meta = loadFailed ? {} : pageMeta();
  const markers = loadFailed ? {} : platformMarkers(opts.markers);
  return {
    url: location.href, title: loadFailed ? "" : document.title, load_failed: loadFailed, doc_id: DOC_ID,
    ready_state: document.readyState,
    viewport: { width: VIEW.vw, height: VIEW.vh, scroll_x: Math.round(VIEW.sx), scroll_y: Math.round(VIEW.sy), doc_width: VIEW.dw, doc_height: VIEW.dh },
    nodes, dialogs: dialogs.map(({ el, ...d }) => ({ ...d, selector: anchorSelector(el) || structuralSelector(el) })),
    forms: forms.map(({ el, ...f }) => f), groups, meta, markers,
    skeleton: opts.skeleton ? skeleton(claimed) : [],
    element_count: loadFailed ? 0 : document.getElementsByTagName("*").length, took_ms: Math.round(now() - t0),
    closed_shadow: CLOSED,
  };
}
