// Field labels and required marks: wired labels first, then the group, the trailing words or the text nearby.

// a label says something in words: a text of numbers and symbols ("1 2 3 4 ‹ ›", a carousel's dots and arrows
// above a search form) names no field
const WORDED = /\p{L}/u;

/** A label written next to a field without for=/aria wiring: a preceding short text in words. */
function nearbyLabel(el) {
  let cur = el;
  for (let up = 0; up < 3 && cur && cur !== document.body; up++, cur = cur.parentElement) {
    let sib = cur.previousElementSibling;
    for (let k = 0; k < 2 && sib; k++, sib = sib.previousElementSibling) {
      if (SKIP_TAGS.has(sib.localName)) continue;
      // a panel not shown (a closed city picker's list) says nothing now; a clickable widget beside the field (the
      // city switcher "北京" before a search box) is a control of its own, not the field's label
      const style = styleOf(sib);
      if (style.display === "none" || style.visibility === "hidden") continue;
      if (sib.matches("input,select,textarea,button") || sib.querySelector("input,select,textarea,button")) break;
      if (sib.localName !== "label" && style.cursor === "pointer") break;
      const t = norm(sib.innerText || "");
      if (t && t.length <= 120 && WORDED.test(t)) return t;
    }
  }
  return "";
}

/** The words right after a checkbox or radio in its own line, not wired by a <label>: `<input type=checkbox>
 *  I agree to the <a>Terms of Use</a> *` (text and inline elements up to a line break or the next control). */
function trailingLabel(el) {
  const parts = [];
  for (let n = el.nextSibling; n; n = n.nextSibling) {
    if (n.nodeType === 3) { parts.push(n.textContent); continue; }
    if (n.nodeType !== 1) continue;
    if (n.localName === "br" || n.matches("input,select,textarea,button,div,p,li,tr,td,table,ul,ol,fieldset")
        || n.querySelector("input,select,textarea,button")) break;
    parts.push(n.textContent);
  }
  const t = norm(parts.join(" "));
  return t.length <= 200 ? t : "";
}

/** The label of the group around a control: a fieldset's legend, a radiogroup's, group's or toolbar's name. */
function groupLabel(el) {
  // the nearest group around the control, through shadow roots: a fieldset's legend, a group's or toolbar's
  // label, or the label of a custom element that hosts the controls (<x-toggle-group aria-label="Department">)
  for (let a = composedParent(el), up = 0; a && up < 8; a = composedParent(a), up++) {
    if (a.localName === "fieldset") {
      const legend = a.querySelector("legend");
      if (legend) return contentText(legend, true);
    }
    const role = a.getAttribute("role");
    if (["radiogroup", "group", "toolbar"].includes(role) || (a.localName.includes("-") && a.shadowRoot)) {
      const lb = a.getAttribute("aria-labelledby");
      const byRef = lb ? byIds(lb) : "";
      if (byRef) return byRef;
      if (a.getAttribute("aria-label")) return norm(a.getAttribute("aria-label"));
    }
    if (a.localName === "form" || a === document.body) break;
  }
  return "";
}

/** Without a group that names them: the block that holds all of a choice field's boxes and no other field, named
 *  by its own aria-label or aria-labelledby, else by the heading it opens with ("<h3>Kategorie</h3><ul>...</ul>"
 *  in a block of its own): how filter sidebars name their groups of checkboxes. "" when no such block is found. */
function choiceBlockLabel(el) {
  const name = el.getAttribute("name");
  if (!name) return "";
  for (let a = el.parentElement, up = 0; a && up < 8; a = a.parentElement, up++) {
    if (a.localName === "form" || a === document.body) break;
    const fields = a.querySelectorAll("input:not([type=hidden]), select, textarea");
    if ([...fields].some((f) => f.getAttribute("name") !== name || !/^(checkbox|radio)$/.test(f.type))) break;
    const lb = a.getAttribute("aria-labelledby");
    const byRef = lb ? byIds(lb) : "";
    if (byRef || a.getAttribute("aria-label")) return byRef || norm(a.getAttribute("aria-label"));
    const heading = a.querySelector("h1, h2, h3, h4, h5, h6, [role=heading], legend");
    if (heading && !heading.contains(fields[0])
        && heading.compareDocumentPosition(fields[0]) & Node.DOCUMENT_POSITION_FOLLOWING) {
      return contentText(heading, true);
    }
  }
  return "";
}

// roles of a choice a person ticks, named by their own content (ARIA in HTML: name from content)
const CHOICE_ROLES = new Set(["radio", "checkbox", "switch", "menuitemradio", "menuitemcheckbox"]);

// words that say what an upload control does, not what it is for
const GENERIC_LABEL = /^(attach|upload|browse|choose( a)? files?|select( a)? files?|add files?|drop files?)\W*$/i;

/** The name the listbox a control opens has of its own (aria-label, aria-labelledby naming another element): the
 *  listbox it controls, else the one right after it. */
function popupName(el) {
  const root = el.getRootNode();
  const id = (el.getAttribute("aria-controls") || "").split(/\s+/)[0];
  let list = id && root.getElementById ? root.getElementById(id) : null;
  if (!list && el.nextElementSibling && el.nextElementSibling.getAttribute("role") === "listbox") list = el.nextElementSibling;
  if (!list) return "";
  const by = (list.getAttribute("aria-labelledby") || "").split(/\s+/).filter((x) => x && x !== el.id).join(" ");
  return norm(list.getAttribute("aria-label")) || (by ? byIds(by) : "");
}

/** A field's label: wired labels, then the group's (for generic words), trailing words, nearby text, title, name. */
function fieldLabel(el, name) {
  let label = "";
  const lb = el.getAttribute("aria-labelledby");
  if (lb) label = byIds(lb);
  if (!label) label = labelsText(el);
  if (!label) label = norm(el.getAttribute("aria-label"));
  // an ARIA choice (div role=radio "Sí", button role=switch "Only with salary") is named by its own words, as a
  // native radio is by its <label>; the group's question is its group label, not its name
  if (!label && CHOICE_ROLES.has(el.getAttribute("role") || "") && !["input", "select", "textarea"].includes(el.localName)) {
    label = contentText(el, true);
  }
  // a button that opens a listbox ("Date posted" in a toolbar of filters) is named as the listbox it opens is
  if (!label && el.getAttribute("aria-haspopup") === "listbox") label = popupName(el);
  // "Attach" says what the control does, the group around it says what it is for (Resume/CV)
  if (!label || GENERIC_LABEL.test(label)) label = groupLabel(el) || label;
  const type = (el.getAttribute("type") || "").toLowerCase();
  if (!label && (type === "checkbox" || type === "radio")) label = trailingLabel(el);
  return label || nearbyLabel(el) || norm(el.getAttribute("title")) || name || "";
}

/** Required by the field's own markup (`required`, `aria-required`) or by the markup around it (below). */
function markedRequired(el) {
  return !!(el.required || el.getAttribute("aria-required") === "true" || requiredMark(el));
}

/** Required by markup around the field: a required radiogroup/fieldset, or a "*" in its label or legend
 *  (often aria-hidden, so not part of the accessible name). */
function requiredMark(el) {
  const group = el.closest('fieldset,[role="radiogroup"],[role="group"]');
  if (group && group.getAttribute("aria-required") === "true") return true;
  const texts = [];
  if (el.labels) for (const l of el.labels) texts.push(l.textContent);
  const lb = el.getAttribute("aria-labelledby");
  if (lb) for (const id of lb.split(/\s+/)) { const e = document.getElementById(id); if (e) texts.push(e.textContent); }
  if (group && (el.type === "radio" || el.type === "checkbox" || CHOICE_ROLES.has(el.getAttribute("role") || ""))) {
    const legend = group.querySelector("legend");
    if (legend) texts.push(legend.textContent);
    // a radiogroup named by a question outside it ("¿Tienes permiso de trabajo? *" via aria-labelledby)
    for (const id of (group.getAttribute("aria-labelledby") || "").split(/\s+/)) {
      const e = id && document.getElementById(id);
      if (e) texts.push(e.textContent);
    }
  }
  return texts.some((t) => /\*\s*$/.test(t.trim()));
}

