// What a person reads: text through open shadow roots, validation messages, invalid fields, the value a label names.

/** The page's rendered text, open shadow roots included (document.body.innerText stops at a shadow host) (dom.py). */
function visibleText() {
  const parts = [];
  const walk = (root) => {
    for (const el of root.children) {
      // innerText of an element that is not rendered is its whole textContent: a hidden confirmation is no text
      if (el.checkVisibility && !el.checkVisibility({visibilityProperty: true})
          && getComputedStyle(el).display !== "contents") continue;
      if (el.shadowRoot) {
        walk(el.shadowRoot);
        if (el.children.length) walk(el);  // slotted light-DOM children
      } else if (el.querySelector && Array.from(el.querySelectorAll('*')).some(e => e.shadowRoot)) {
        walk(el);
      } else if (el.innerText !== undefined) {
        parts.push(el.innerText);
      }
    }
  };
  walk(document.body || document.documentElement);
  return parts.join('\n');
}

// cue: words of a validation message in any form ("Please fill in: Name", "E-mail is required", "must be a valid
// email", "can't be blank")
const MESSAGE_WORDS = /\b((is|are|was|were) (still )?required|required (field|information|question)|^required\b|is invalid|not valid|please (fill|enter|select|choose|provide|complete|correct|agree|accept|check|upload|attach)|must (be|have|contain|agree|accept)|can(no|')t be (blank|empty)|we could not|try again)\b/i;

/** Validation and error texts the document shows (validation.py): alerts, live regions, texts tied to invalid fields,
 * and short texts that are no label, legend, term or heading; at most 12. */
function formMessages() {
  const out = [];
  const WORDS = MESSAGE_WORDS;
  const shown = (el) => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none";
  };
  const add = (text) => {
    const t = (text || "").replace(/\s+/g, " ").trim();
    // a part of a message already read (an error summary lists what its items say) adds nothing
    if (t && t.length <= 240 && !out.some((o) => o.includes(t))) { out.push(t); }
  };
  const byId = (root, ids) => (ids || "").split(/\s+/).filter(Boolean)
    .map((id) => root.getElementById ? root.getElementById(id) : null).filter(Boolean);
  // each open shadow root is read where its host stands, before the host itself
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (!shown(el)) continue;
      const role = el.getAttribute("role"), live = el.getAttribute("aria-live");
      const text = (el.innerText || "").trim();
      if ((role === "alert" || live === "assertive") && text) add(text);
      else if (el.getAttribute("aria-invalid") === "true") {
        const refs = byId(el.getRootNode(), (el.getAttribute("aria-errormessage") || "") + " " + (el.getAttribute("aria-describedby") || ""));
        for (const ref of refs) if (WORDS.test(ref.innerText || "")) add(ref.innerText);
      } else if (text && text.length <= 240 && WORDS.test(text) && !el.matches("label, legend, dt, th, h1, h2, h3, h4, h5, h6") && !/\bmarked\b|\*\s*(are|is) required/i.test(text)
                 && !el.querySelector("input, select, textarea, button")
                 && !Array.from(el.children).some((c) => (c.innerText || "").trim() === text)) {
        add(text);  // the innermost element that holds the whole message
      }
    }
  };
  walk(document);
  return out.slice(0, 12);
}

/** `label: message` for each field the browser holds invalid, through open shadow roots; at most 12 (validation.py). */
function invalidFields() {
  const out = [];
  for (const el of queryDeep("input, select, textarea")) {
    if (el.type === "hidden" || el.disabled || el.checkValidity()) continue;
    const label = (el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute("aria-label") || el.name || el.id;
    out.push(`${(label || "a field").replace(/\s+/g, " ").trim()}: ${el.validationMessage}`);
  }
  return out.slice(0, 12);
}

/** The element that holds the value a visible label names (labelled.py), or null. A label is an element whose whole
 * text is the label's words (a trailing ":" aside); its value is the next element beside it (dd after dt, the next
 * cell of a row) or, when the label stands alone in its box, the box's next sibling; "Label: value" in one short line
 * is both. */
function valueOfLabel(label) {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const bare = (s) => norm(s).toLowerCase().replace(/[\s:：*]+$/, "");
  const want = bare(label);
  const shown = (el) => el.getClientRects().length > 0;
  const all = Array.from(document.querySelectorAll("body *")).filter(shown);
  for (const el of all) {
    if (bare(el.innerText) !== want) continue;
    for (let box = el; box && box !== document.body; box = box.parentElement) {
      if (box !== el && bare(box.innerText) !== want) break;
      const next = box.nextElementSibling;
      if (next && shown(next) && norm(next.innerText)) return next;
    }
  }
  for (const el of all) {
    if (el.children.length > 2) continue;
    const m = norm(el.innerText).match(/^([^:：]{1,40})[:：]\s*(.{1,120})$/);
    if (m && bare(m[1]) === want) return el;
  }
  return null;
}
