// Element signatures: one element described as a snapshot node would be, and its place among same-shape siblings.

/** The element's index among its parent's children of the same tag and shape, their number, and that shape. */
function siblingPosition(el) {
  const sh = shapeOf(el);
  let idx = 0;
  let total = 0;
  const parent = el.parentElement;
  if (parent) {
    for (const sib of parent.children) {
      if (sib.localName !== el.localName || shapeOf(sib) !== sh) continue;
      if (sib === el) idx = total;
      total++;
    }
  }
  return { idx, total, shape: sh };
}

/** Each action node's position among same-shape siblings (a signature's last resort); none without a parent. */
function siblingPositions(nodes, elements) {
  nodes.forEach((n, i) => {
    if (n.kind !== "action" || !elements[i].parentElement) return;
    const { idx, total } = siblingPosition(elements[i]);
    n.sibling_index = idx;
    n.sibling_count = total;
  });
}

/** One element described as a snapshot node would be (used for signatures and healed selectors). */
function describe(el, opts) {
  opts = opts || {};
  setRules(opts.rules);
  resetCaches();
  measureView();
  const role = roleOf(el);
  const tag = el.localName;
  const name = accName(el, role);
  const sel = bestSelector(el, role, name, null);
  const parent = el.parentElement;
  const { idx, total, shape: sh } = siblingPosition(el);
  const attrs = {};
  for (const a of ["id", "name", "type", "placeholder", "aria-label", "title", "role", "value", "for", "autocomplete", "href"]) {
    const v = el.getAttribute(a);
    if (v && v.length <= 200) attrs[a] = v;
  }
  const ta = testAttr(el);
  if (ta) attrs[ta[0]] = ta[1];
  const field = ["input", "select", "textarea"].includes(tag);
  return {
    id: idOf(el), tag, role, name: cap(name, 200), text: cap(norm(el.innerText || el.textContent || ""), 200),
    label: field ? cap(fieldLabel(el, ""), 200) : "", attrs, selector: sel.selector, selector_kind: sel.kind,
    fallback_selector: sel.fallback || "", structural: structuralSelector(el), sibling_index: idx, sibling_count: total,
    sibling_shape: sh, parent_selector: parent && parent !== document.body ? anchorSelector(parent) || structuralSelector(parent) : "body",
    generated_id: !!(el.getAttribute("id") && isGenerated(el.getAttribute("id"))), connected: el.isConnected,
  };
}
