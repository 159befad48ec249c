// Accessible names and readable text: what a screen reader (and Playwright's role engine) calls an element.

const NAME_FROM_CONTENT = new Set([
  "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
  "option", "treeitem", "heading", "cell", "columnheader", "rowheader", "tooltip",
]);
const CONTROL_TAGS = new Set(["input", "select", "textarea", "button"]);
// tags with nothing to read or act on: skipped by the text reader, the walk and the skeleton alike
const SKIP_TAGS = new Set([
  "script", "style", "noscript", "template", "head", "meta", "link", "title", "svg", "math", "canvas",
  "video", "audio", "object", "embed", "br", "wbr", "source", "track", "param",
]);

/** Text of a subtree as a screen reader would read it: alt text of images, no hidden parts. */
function contentText(root, skipControls) {
  const parts = [];
  const visit = (node, depth) => {
    if (depth > 25 || parts.length > 80) return;
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        parts.push(child.data);
      } else if (child.nodeType === 1) {
        const tag = child.localName;
        if (SKIP_TAGS.has(tag) && tag !== "svg") continue;
        if (child.getAttribute("aria-hidden") === "true") continue;
        if (skipControls && CONTROL_TAGS.has(tag)) continue;
        if (tag === "svg") {
          const t = child.querySelector("title");
          if (t) parts.push(" " + t.textContent + " ");
          continue;
        }
        const style = styleOf(child);
        if (style.display === "none" || style.visibility === "hidden") continue;
        if (tag === "img") {
          parts.push(" " + (child.getAttribute("alt") || "") + " ");
          continue;
        }
        if (tag === "input" && ["submit", "button", "reset"].includes(child.type)) {
          parts.push(" " + child.value + " ");
          continue;
        }
        const spaced = style.display !== "inline";
        if (spaced) parts.push(" ");
        parts.push(pseudoText(child, "::before"));
        visit(child, depth + 1);
        parts.push(pseudoText(child, "::after"));
        if (spaced) parts.push(" ");
      }
    }
  };
  visit(root, 0);
  return norm(parts.join(""));
}

// a ligature icon font draws a word as an icon ("accessible" shows a wheelchair, "place" a pin): Google's Material
// Icons and Material Symbols, by the font the element is set in or, where that font did not load (an offline copy),
// by the class the library prescribes for it
const ICON_LIGATURE = /^material[-_ ]?(icons|symbols)\b/i;

/** The element shows its own text as an icon of a ligature font, not as words. */
function iconLigature(el) {
  if (Array.from(el.classList || []).some((c) => ICON_LIGATURE.test(c))) return true;
  const family = (styleOf(el).fontFamily || "").split(",")[0].replace(/["']/g, "").trim();
  return ICON_LIGATURE.test(family);
}

/** CSS generated content (::before/::after) that is plain text, as accessible names include it. */
function pseudoText(el, which) {
  if (UNRENDERED) return ""; // generated content is style: unknown until rendered
  const content = getComputedStyle(el, which).content;
  if (!content || content === "none" || content === "normal" || content[0] !== '"') return "";
  const text = content.slice(1, -1).replace(/\\"/g, '"');
  return /^[\ue000-\uf8ff]*$/.test(text) ? "" : text; // icon fonts use private-use code points
}

/** The text of the elements an aria-labelledby (or -describedby) list names, in its order. */
function byIds(attr) {
  return norm(
    attr
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter(Boolean)
      .map((e) => contentText(e, false) || e.getAttribute("aria-label") || "")
      .join(" ")
  );
}

/** The text of a control's <label>s, without the controls inside them. */
function labelsText(el) {
  if (!el.labels || !el.labels.length) return "";
  return norm(Array.from(el.labels).map((l) => contentText(l, true)).join(" "));
}

/** The accessible name, in the order ARIA computes it: aria-labelledby, aria-label, labels or value, content, title. */
function accName(el, role) {
  const lb = el.getAttribute("aria-labelledby");
  if (lb) {
    const t = byIds(lb);
    if (t) return t;
  }
  const al = norm(el.getAttribute("aria-label"));
  if (al) return al;
  const tag = el.localName;
  if (tag === "input" || tag === "select" || tag === "textarea") {
    const type = (el.getAttribute("type") || "").toLowerCase();
    if (tag === "input" && ["button", "submit", "reset"].includes(type)) {
      return norm(el.value) || (type === "submit" ? "Submit" : type === "reset" ? "Reset" : "");
    }
    if (tag === "input" && type === "image") return norm(el.getAttribute("alt") || el.value || "Submit");
    const l = labelsText(el);
    if (l) return l;
    return norm(el.getAttribute("title") || el.getAttribute("placeholder") || "");
  }
  if (tag === "img") return norm(el.getAttribute("alt") || el.getAttribute("title"));
  if (NAME_FROM_CONTENT.has(role) || tag === "summary") {
    const t = norm(pseudoText(el, "::before") + " " + contentText(el, false) + " " + pseudoText(el, "::after"));
    if (t) return t;
  }
  return norm(el.getAttribute("title"));
}
