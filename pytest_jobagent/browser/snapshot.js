/* The one in-page script: installs window.__jobagent with snapshot(), quiet(), describe(), selectorFor() and short-timer tracking for settle waits. */
(() => {
  const VERSION = 5;
  if (window.__jobagent && window.__jobagent.version === VERSION) return;

  const now = () => performance.now();
  const nativeSetTimeout = window.setTimeout;
  const nativeClearTimeout = window.clearTimeout;

  /* ------------------------------------------------------------------ settle: short timers ---- */
  // Timers the page schedules (debounces, simulated latency, `await sleep(300)`) are pending work
  // a fixed wait would have slept through. Long timers and deep timer chains (polling) are ignored.
  const timers = new Map(); // id -> due time
  const timerCfg = { maxDelay: 2000, maxDepth: 4 };
  let timerDepth = 0;
  try {
    window.setTimeout = function setTimeout(fn, delay, ...args) {
      const ms = Number(delay) || 0;
      if (typeof fn !== "function" || ms > timerCfg.maxDelay || timerDepth >= timerCfg.maxDepth) {
        return nativeSetTimeout.call(window, fn, delay, ...args);
      }
      const depth = timerDepth + 1;
      let id = 0;
      const wrapped = function () {
        timers.delete(id);
        const previous = timerDepth;
        timerDepth = depth;
        try {
          return fn.apply(this, args);
        } finally {
          timerDepth = previous;
        }
      };
      id = nativeSetTimeout.call(window, wrapped, ms);
      timers.set(id, now() + ms);
      return id;
    };
    window.clearTimeout = function clearTimeout(id) {
      timers.delete(id);
      return nativeClearTimeout.call(window, id);
    };
  } catch (e) {
    /* frozen globals: settle falls back to DOM quiet and network only */
  }

  /** Resolve once the DOM has not changed for quietMs and no short timer is pending, or at timeoutMs. */
  function quiet(opts) {
    const quietMs = opts.quietMs ?? 100;
    const timeoutMs = opts.timeoutMs ?? 5000;
    if (opts.maxTimerMs !== undefined) timerCfg.maxDelay = opts.maxTimerMs;
    return new Promise((resolve) => {
      const start = now();
      let last = start;
      let mutations = 0;
      const observer = new MutationObserver((records) => {
        mutations += records.length;
        last = now();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const finish = (settled, reason) => {
        observer.disconnect();
        resolve({ quiet: settled, waited_ms: now() - start, mutations, pending_timers: timers.size, reason });
      };
      const check = () => {
        const t = now();
        const loading = document.readyState === "loading";
        const domQuiet = t - last >= quietMs;
        if (domQuiet && timers.size === 0 && !loading) return finish(true, "quiet");
        if (t - start >= timeoutMs) {
          return finish(false, loading ? "document still loading" : timers.size ? "timers pending" : "DOM still changing");
        }
        let wait = domQuiet ? 0 : quietMs - (t - last);
        if (timers.size) {
          let soonest = Infinity;
          for (const due of timers.values()) soonest = Math.min(soonest, due);
          wait = Math.max(wait, Math.min(soonest - t + 1, quietMs));
        }
        nativeSetTimeout.call(window, check, Math.max(5, Math.min(wait || quietMs, timeoutMs - (t - start))));
      };
      nativeSetTimeout.call(window, check, quietMs);
    });
  }

  /* ------------------------------------------------------------------ element ids ---- */
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

  /* ------------------------------------------------------------------ rules from selectors.py ---- */
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

  /* ------------------------------------------------------------------ open shadow roots ---- */
  // Playwright's CSS and role engines pierce open shadow roots, so selectors are counted the same way: over the
  // document and every open shadow root; "host >> inner" chains search inside the host's shadow tree.
  // A custom element that takes up room on screen but has neither an open shadow root nor children of its own
  // renders from a closed shadow root: no script (nor Playwright) reads or acts inside it, so it is counted and
  // reported by tag instead of silently missing.
  let ROOTS = [document];
  let CLOSED = {};
  function findRoots() {
    ROOTS = [document];
    CLOSED = {};
    const visit = (root) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) {
          ROOTS.push(el.shadowRoot);
          visit(el.shadowRoot);
        } else if (el.localName.includes("-") && !el.firstElementChild && !norm(el.textContent)) {
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.height > 0) CLOSED[el.localName] = (CLOSED[el.localName] || 0) + 1;
        }
      }
    };
    visit(document);
  }
  const within = (scope, sel) => {
    const out = Array.from(scope.querySelectorAll(sel));
    for (const el of scope.querySelectorAll("*")) if (el.shadowRoot) out.push(...within(el.shadowRoot, sel));
    if (scope.shadowRoot) out.push(...within(scope.shadowRoot, sel));
    return out;
  };
  function deepAll(sel) {
    const parts = sel.split(" >> ");
    let found = [];
    for (const root of ROOTS) found.push(...root.querySelectorAll(parts[0]));
    for (const part of parts.slice(1)) found = found.flatMap((el) => within(el, part));
    return found;
  }
  const inShadow = (el) => el.getRootNode() !== document;
  /** The parent a person sees: across a shadow root's boundary to its host. */
  const composedParent = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;

  let countCache = new Map();
  function resetCaches() {
    countCache = new Map();
    anchorCache.clear();
    findRoots();
  }
  function count(sel) {
    let c = countCache.get(sel);
    if (c === undefined) {
      try {
        c = ROOTS.length === 1 && !sel.includes(" >> ") ? document.querySelectorAll(sel).length : deepAll(sel).length;
      } catch (e) {
        c = -1;
      }
      countCache.set(sel, c);
    }
    return c;
  }

  const quote = (v) => "'" + String(v).replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\a ") + "'";
  const norm = (s) => (s || "").replace(/[\s\u00a0\u200b]+/g, " ").trim();
  const cap = (s, n) => (s.length > n ? s.slice(0, n - 1) + "…" : s);

  /* ------------------------------------------------------------------ roles and names ---- */
  const INPUT_ROLES = {
    button: "button", submit: "button", reset: "button", image: "button", checkbox: "checkbox",
    radio: "radio", range: "slider", number: "spinbutton", search: "searchbox", file: "button",
  };
  const TAG_ROLES = {
    a: "link", area: "link", button: "button", select: "combobox", textarea: "textbox", nav: "navigation",
    main: "main", aside: "complementary", dialog: "dialog", ul: "list", ol: "list", li: "listitem",
    table: "table", tr: "row", td: "cell", th: "columnheader", option: "option", fieldset: "group",
    details: "group", summary: "button", form: "form", img: "img", h1: "heading", h2: "heading",
    h3: "heading", h4: "heading", h5: "heading", h6: "heading", progress: "progressbar", section: "region",
  };
  function roleOf(el) {
    const explicit = (el.getAttribute("role") || "").trim().split(/\s+/)[0];
    if (explicit && explicit !== "presentation" && explicit !== "none") return explicit;
    const tag = el.localName;
    if (tag === "input") {
      const type = (el.getAttribute("type") || "text").toLowerCase();
      if (type === "hidden") return "";
      if (el.hasAttribute("list") && !["checkbox", "radio", "range", "file"].includes(type)) return "combobox";
      return INPUT_ROLES[type] || "textbox";
    }
    if (tag === "a" || tag === "area") return el.hasAttribute("href") ? "link" : "";
    if (tag === "select") return el.multiple || el.size > 1 ? "listbox" : "combobox";
    if (tag === "header") return el.closest("article,aside,main,nav,section") ? "" : "banner";
    if (tag === "footer") return el.closest("article,aside,main,nav,section") ? "" : "contentinfo";
    if (tag === "section") return el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby") ? "region" : "";
    if (tag === "form") return "form";
    return TAG_ROLES[tag] || "";
  }

  const NAME_FROM_CONTENT = new Set([
    "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "menuitemcheckbox", "menuitemradio",
    "option", "treeitem", "heading", "cell", "columnheader", "rowheader", "tooltip",
  ]);
  const CONTROL_TAGS = new Set(["input", "select", "textarea", "button"]);
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
          const style = getComputedStyle(child);
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

  /** CSS generated content (::before/::after) that is plain text, as accessible names include it. */
  function pseudoText(el, which) {
    const content = getComputedStyle(el, which).content;
    if (!content || content === "none" || content === "normal" || content[0] !== '"') return "";
    const text = content.slice(1, -1).replace(/\\"/g, '"');
    return /^[\ue000-\uf8ff]*$/.test(text) ? "" : text; // icon fonts use private-use code points
  }

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

  function labelsText(el) {
    if (!el.labels || !el.labels.length) return "";
    return norm(Array.from(el.labels).map((l) => contentText(l, true)).join(" "));
  }

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

  /* ------------------------------------------------------------------ fields ---- */
  const FIELD_TYPES_TYPE = new Set(["text", "email", "tel", "url", "number", "password", "search", "date",
    "datetime-local", "month", "week", "time", "color"]);

  /** What a model does with an element: click, type, select, check or upload; "" for none. */
  function actionOf(el, role, tag) {
    if (tag === "input") {
      const type = (el.getAttribute("type") || "text").toLowerCase();
      if (type === "hidden") return "";
      if (type === "checkbox" || type === "radio") return "check";
      if (type === "file") return "upload";
      if (["button", "submit", "reset", "image"].includes(type)) return "click";
      if (type === "range") return "type";
      if (role === "combobox") return "select";
      return "type";
    }
    if (tag === "select") return "select";
    if (tag === "textarea") return "type";
    // a button that opens the file chooser of a hidden file input is the upload control ("Upload File")
    if (chooserInput(el, tag, role)) return "upload";
    // a button that opens a listbox is a select in disguise (Workday's "Select One" prompts)
    if ((tag === "button" || role === "button" || role === "combobox") && el.getAttribute("aria-haspopup") === "listbox") return "select";
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return "type";
    switch (role) {
      case "textbox": case "searchbox": case "spinbutton": return "type";
      case "combobox": case "listbox": return "select";
      case "checkbox": case "radio": case "switch": case "menuitemcheckbox": case "menuitemradio": return "check";
      case "button": case "link": case "tab": case "menuitem": case "option": case "treeitem": return "click";
      default: break;
    }
    if (tag === "button" || tag === "summary" || (tag === "a" && el.hasAttribute("href"))) return "click";
    if (el.hasAttribute("onclick")) return "click";
    return "";
  }

  /** The hidden <input type=file> that a button or label opens ("Upload File" over a hidden input, a <label for>
   *  styled as a drop zone): the one file input in the control's own box, when it is not shown itself. */
  function chooserInput(el, tag, role) {
    if (!(tag === "button" || role === "button" || tag === "label")) return null;
    // a <label> is the chooser only when its words say so ("Attach", "Upload a file"), not the field's title
    if (tag === "label") return el.control && el.control.type === "file" && !shown(el.control)
      && GENERIC_LABEL.test(norm(el.textContent)) ? el.control : null;
    // the box is the upload widget only: no other field in it (a wizard's Next button sits beside whole steps)
    for (let box = el.parentElement, up = 0; box && up < 2; box = box.parentElement, up++) {
      if (box.querySelector('input:not([type="file"]):not([type="hidden"]),select,textarea,form')) return null;
      const inputs = box.querySelectorAll('input[type="file"]');
      if (inputs.length > 1) return null;
      if (inputs.length === 1) return shown(inputs[0]) ? null : inputs[0];
    }
    return null;
  }

  function shown(el) {
    const r = el.getBoundingClientRect();
    const st = getComputedStyle(el);
    return r.width > 2 && r.height > 2 && st.visibility !== "hidden" && st.display !== "none" && st.opacity !== "0";
  }

  function fieldType(el, role, tag) {
    if (tag === "input") return (el.getAttribute("type") || "text").toLowerCase();
    if (el.getAttribute("aria-haspopup") === "listbox") return "select";
    if (tag === "select") return el.multiple ? "select-multiple" : "select";
    if (tag === "textarea") return "textarea";
    if (el.isContentEditable) return "textarea";
    return role || tag;
  }

  /** A label written next to a field without for=/aria wiring: a preceding short text. */
  function nearbyLabel(el) {
    let cur = el;
    for (let up = 0; up < 3 && cur && cur !== document.body; up++, cur = cur.parentElement) {
      let sib = cur.previousElementSibling;
      for (let k = 0; k < 2 && sib; k++, sib = sib.previousElementSibling) {
        if (SKIP_TAGS.has(sib.localName)) continue;
        if (sib.matches("input,select,textarea,button") || sib.querySelector("input,select,textarea,button")) break;
        const t = norm(sib.innerText || "");
        if (t && t.length <= 120) return t;
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

  const GENERIC_LABEL = /^(attach|upload|browse|choose( a)? files?|select( a)? files?|add files?|drop files?)\W*$/i;

  function fieldLabel(el, name) {
    let label = "";
    const lb = el.getAttribute("aria-labelledby");
    if (lb) label = byIds(lb);
    if (!label) label = labelsText(el);
    if (!label) label = norm(el.getAttribute("aria-label"));
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
    if (group && (el.type === "radio" || el.type === "checkbox")) {
      const legend = group.querySelector("legend");
      if (legend) texts.push(legend.textContent);
    }
    return texts.some((t) => /\*\s*$/.test(t.trim()));
  }

  /** A menu button whose menu narrows this page's results: its links (shown or not yet) go to this same address
   *  with a query ("Team" opening Engineering -> ?team=Engineering). Not a site menu: those go to other pages. */
  function menuFacet(el) {
    const pop = el.getAttribute("aria-haspopup");
    if (!pop || ["false", "listbox", "dialog", "grid", "tree"].includes(pop)) return null;
    const ref = (el.getAttribute("aria-controls") || "").split(/\s+/)[0];
    const menu = (ref && el.getRootNode().getElementById && el.getRootNode().getElementById(ref))
      || el.querySelector('ul, ol, [role="menu"]') || (el.nextElementSibling && el.nextElementSibling.matches('ul, ol, [role="menu"]') ? el.nextElementSibling : null);
    if (!menu) return null;
    const here = location.pathname;
    const options = [];
    for (const a of menu.querySelectorAll("a[href]")) {
      let u;
      try {
        u = new URL(a.getAttribute("href"), document.baseURI);
      } catch (e) {
        continue;
      }
      if (u.origin !== location.origin || u.pathname !== here || !u.search) continue;
      const label = norm(a.textContent);
      if (label) options.push({ label, value: a.getAttribute("href"), selected: a.getAttribute("aria-current") === "true", disabled: false });
    }
    if (options.length < 2) return null;
    let caption = "";
    for (const kid of el.childNodes) {
      if (kid === menu || (kid.nodeType === 1 && kid.contains(menu))) continue;
      caption += " " + (kid.nodeType === 1 ? kid.innerText || kid.textContent : kid.textContent);
    }
    return { options: options.slice(0, 100), caption: cap(norm(caption), 80) };
  }

  function optionsOf(el, tag) {
    if (tag === "select") {
      return Array.from(el.options).slice(0, 200).map((o) => ({
        label: norm(o.label || o.textContent), value: o.value, selected: o.selected, disabled: o.disabled,
      }));
    }
    const listId = el.getAttribute("list") || el.getAttribute("aria-controls") || el.getAttribute("aria-owns");
    let list = listId ? (el.getRootNode().getElementById || document.getElementById).call(
      el.getRootNode().getElementById ? el.getRootNode() : document, listId.split(/\s+/)[0]) : null;
    if (!list && (el.getAttribute("aria-haspopup") === "listbox" || el.getAttribute("role") === "combobox")) {
      // a custom select whose listbox is named by the same label (aria-labelledby), or follows it
      const label = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter((id) => id && id !== el.id)[0];
      const root = el.getRootNode();
      if (label) list = root.querySelector(`[role="listbox"][aria-labelledby~="${CSS.escape(label)}"]`);
      const next = el.nextElementSibling;
      if (!list && next && next.getAttribute("role") === "listbox") list = next;
    }
    {
      if (list) {
        const opts = list.querySelectorAll('option,[role="option"]');
        return Array.from(opts).slice(0, 200).map((o) => ({
          label: norm(o.label || o.textContent), value: o.value || o.getAttribute("data-value") || "",
          selected: o.selected || o.getAttribute("aria-selected") === "true", disabled: false,
        }));
      }
    }
    return [];
  }

  /* ------------------------------------------------------------------ selectors ---- */
  function stableClasses(el) {
    const out = [];
    for (const c of el.classList) {
      if (c.length > 40 || !RULES.cleanClass.test(c)) continue;
      if (isGenerated(c) || RULES.stateClass.some((re) => re.test(c))) continue;
      out.push(c);
    }
    return out;
  }

  function testAttr(el) {
    for (const a of RULES.testAttrs) {
      const v = el.getAttribute(a);
      if (v && v.length <= RULES.maxAttrLen && !isGenerated(v)) return [a, v];
    }
    return null;
  }

  function stableId(el) {
    const id = el.getAttribute("id");
    return id && id.length <= RULES.maxAttrLen && !isGenerated(id) ? id : "";
  }

  /** A unique selector from a stable id or test attribute alone, or "". */
  const anchorCache = new Map();
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
    if (inShadow(el)) {
      // inside a shadow root: the shortest path unique in its own root, chained from its host when not unique
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
    return count(full) === 1 ? full : full; // unique by construction (nth-of-type at every ambiguous level)
  }

  const ROLE_SELECTABLE = new Set([
    "button", "link", "checkbox", "radio", "switch", "tab", "menuitem", "option", "combobox", "textbox",
    "searchbox", "spinbutton", "slider", "treeitem", "listbox", "menuitemcheckbox", "menuitemradio",
  ]);

  /** Candidates in order of stability; returns {selector, kind, fallback}. roleCounts: "role|name" -> n. */
  function bestSelector(el, role, name, roleCounts) {
    const tag = el.localName;
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
    for (const c of cands) if (count(c) === 1) return { selector: c, kind: "css" };
    if (tag === "a") {
      const href = el.getAttribute("href");
      if (href && href.length <= 120 && href !== "#" && !/^javascript:/i.test(href)) {
        const c = `a[href=${quote(href)}]`;
        if (count(c) === 1) return { selector: c, kind: "css" };
        cands.push(c);
      }
    }
    // the same attributes with the element's own class: "a.posting-btn-submit[href='/jobs/1']"
    const ownStep = stepFor(el, false);
    if (ownStep !== tag) {
      for (const c of cands) {
        if (c.startsWith("#")) continue;
        const combined = ownStep + c.replace(/^[a-z][a-z0-9-]*(?=\[)/i, "");
        if (count(combined) === 1) return { selector: combined, kind: "css" };
      }
    }
    // the same attributes under the nearest stable ancestor: "#footer a[href='/about']"
    if (cands.length) {
      for (let a = el.parentElement, up = 0; a && a !== document.body && up < 10; a = a.parentElement, up++) {
        const anchor = anchorSelector(a);
        if (!anchor) continue;
        for (const c of cands) if (!c.startsWith("#") && count(anchor + " " + c) === 1) return { selector: anchor + " " + c, kind: "css" };
        break;
      }
    }
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

  /* ------------------------------------------------------------------ visibility ---- */
  let VIEW = null;
  function measureView() {
    const de = document.documentElement;
    VIEW = {
      vw: innerWidth, vh: innerHeight, sx: scrollX, sy: scrollY,
      dw: Math.max(de.scrollWidth, innerWidth), dh: Math.max(de.scrollHeight, document.body ? document.body.scrollHeight : 0, innerHeight),
    };
  }
  /** Document-space box, or null when the element is empty or entirely off the page. */
  function boxOf(el, fixed) {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return null;
    const x = r.left + (fixed ? 0 : VIEW.sx);
    const y = r.top + (fixed ? 0 : VIEW.sy);
    if (x + r.width <= 0 || y + r.height <= 0) return null;
    // below the page is fine (scroll containers hold more than the document height); off to the right is an
    // off-canvas panel; fixed elements outside the viewport are parked there, not shown
    if (x >= (fixed ? VIEW.vw : VIEW.dw) || (fixed && y >= VIEW.vh)) return null;
    return { x: Math.round(x), y: Math.round(y), w: Math.round(r.width), h: Math.round(r.height) };
  }
  const inViewport = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.right > 0 && r.top < VIEW.vh && r.left < VIEW.vw;
  };

  /* ------------------------------------------------------------------ snapshot ---- */
  const REGION_OF_ROLE = { banner: "header", navigation: "nav", contentinfo: "footer", complementary: "aside", main: "main", search: "search" };
  const FORM_CONTAINERS = 'dialog,[role="dialog"],[role="alertdialog"],[role="form"],[role="search"],main,section,article,header,nav,aside,footer,[role="main"],[role="banner"],[role="navigation"],[role="contentinfo"]';

  const PAGINATION = '[aria-label*="pagination" i],[aria-label*="pager" i],[class*="pagination" i],[class*="pager" i],[data-testid*="pagination" i],[data-at*="pagination" i],[data-automation-id*="pagination" i]';

  /** A dialog that floats over the page (top layer, fixed or absolute), not one laid out in the flow. */
  function isOverlay(el, style) {
    if (el.localName === "dialog" && el.open) return true;
    try {
      if (el.matches(":modal,:popover-open")) return true;
    } catch (e) {
      /* older engines */
    }
    for (let a = el, up = 0; a && a !== document.body && up < 5; a = a.parentElement, up++) {
      const pos = a === el ? style.position : getComputedStyle(a).position;
      if (pos === "fixed" || pos === "absolute" || pos === "sticky") return true;
    }
    return false;
  }

  function isDialog(el, role) {
    return (el.localName === "dialog" && el.open) || role === "dialog" || role === "alertdialog" || el.getAttribute("aria-modal") === "true";
  }

  function shapeOf(el) {
    if (!el || el === document.body) return "body";
    const ta = testAttr(el);
    let s = el.localName;
    if (ta) s += `[${ta[0]}=${ta[1]}]`;
    const classes = stableClasses(el).filter((c) => !c.includes("--")).sort().slice(0, 4);
    if (classes.length) s += "." + classes.join(".");
    return s;
  }

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

  /** What an item is built of: tag-and-depth of its descendants three levels down, and whether it has links and media. */
  function insideTags(el, deepest = 3) {
    const out = new Set();
    const walk = (e, depth) => {
      if (depth > deepest) return;
      for (const c of [...(e.shadowRoot ? e.shadowRoot.children : []), ...e.children]) {
        out.add(depth + ":" + c.localName);
        walk(c, depth + 1);
      }
    };
    walk(el, 1);
    return out;
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

  /** Merge shape groups that differ only by modifier classes (see the call in snapshot). */
  function mergeModifierShapes(shapes) {
    const byLoose = new Map();
    for (const [key, els] of shapes) {
      // the item's tag, its parent's tag and its grandparent's full shape: the classes of the item and of its
      // parent (a card link inside a modified li) may differ within one list
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
    // two shapes met once each in the same containers (parents or grandparents) are two parts of one repeated item
    // (a card's main table and its footer table), not one list
    const oncePer = (a, b, at) => Math.max(...a[at].values()) <= 1 && Math.max(...b[at].values()) <= 1
      && [...a[at].keys()].some((k) => b[at].has(k));
    const partsOfOneItem = (a, b) => oncePer(a, b, "perParent") || oncePer(a, b, "perGrand");
    // items of one list are built alike inside (a featured card has the same parts as a plain one); page sections
    // that share a layout class (a hero, a video block, a teaser) are not
    const alike = (a, b) => {
      const both = [...a.inside].filter((t) => b.inside.has(t)).length;
      return both / Math.max(1, new Set([...a.inside, ...b.inside]).size) >= 0.6;
    };
    for (const [loose, entries] of byLoose) {
      if (entries.length < 2) continue;
      // union of entries that share a class with each other (transitively)
      const parent = entries.map((_, i) => i);
      const find = (i) => (parent[i] === i ? i : (parent[i] = find(parent[i])));
      for (let i = 0; i < entries.length; i++) {
        for (let j = i + 1; j < entries.length; j++) {
          if (!entries[i].classes.size || !entries[j].classes.size || partsOfOneItem(entries[i], entries[j])) continue;
          if (!alike(entries[i], entries[j])) continue;
          // the items share a class of their own, or are the same (card links) under parents that share one
          const own = (e) => [...e.classes].filter((c) => !c.startsWith("^"));
          const a = own(entries[i]);
          const b = own(entries[j]);
          const sameItems = a.length === b.length && a.every((c) => b.includes(c));
          const shared = [...entries[i].classes].some((c) => entries[j].classes.has(c) && (!c.startsWith("^") || sameItems));
          if (shared) parent[find(j)] = find(i);
        }
      }
      const merged = new Map();
      entries.forEach((e, i) => {
        const root = find(i);
        if (!merged.has(root)) merged.set(root, []);
        merged.get(root).push(e);
      });
      for (const parts of merged.values()) {
        // a modifier marks some items of a list whose plain form repeats; shapes met once each (three promo
        // blocks, each with its own variant class) are not a list
        if (parts.length < 2 || parts.every((p) => p.els.length < 2)) continue;
        const common = [...parts[0].classes].filter((c) => parts.every((p) => p.classes.has(c)));
        const own = common.filter((c) => !c.startsWith("^")).sort().slice(0, 4);
        const ups = common.filter((c) => c.startsWith("^")).map((c) => c.slice(1)).sort().slice(0, 4);
        const els = parts.flatMap((p) => p.els);
        els.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        for (const p of parts) shapes.delete(p.key);
        const [tag, upTag, ...rest] = loose.split("<");
        const key = [tag + (own.length ? "." + own.join(".") : ""), upTag + (ups.length ? "." + ups.join(".") : ""),
          ...rest].join("<");
        shapes.set(key, (shapes.get(key) || []).concat(els));
      }
    }
  }

  function snapshot(opts) {
    const t0 = now();
    opts = opts || {};
    setRules(opts.rules);
    resetCaches();
    measureView();
    const maxText = opts.maxText ?? 300;

    const nodes = []; // plain objects, document order
    const elements = []; // parallel: the element of each node
    const dialogs = [];
    const forms = [];
    const formEls = [];
    const shapes = new Map(); // path shape -> [{el, stats}]
    const itemStats = new Map();

    const addNode = (el, node) => {
      node.id = idOf(el);
      nodes.push(node);
      elements.push(el);
      return nodes.length - 1;
    };

    const walk = (el, ctx) => {
      const stats = { interactive: 0, text: 0, leaves: 0, inputs: 0, links: 0, numeric: 0, texts: 0 };
      const tag = el.localName;
      if (SKIP_TAGS.has(tag)) return stats;
      if (tag === "iframe" || tag === "frame") {
        const box = boxOf(el, false);
        if (box && !ctx.clipped && (el.getAttribute("title") || el.getAttribute("name") || el.getAttribute("src"))) {
          addNode(el, { kind: "frame", tag, role: "", name: norm(el.getAttribute("title") || el.getAttribute("name") || ""),
            text: "", href: el.getAttribute("src") || "", box, dialog: ctx.dialog, form: ctx.form, region: ctx.region });
        }
        return stats;
      }
      const style = getComputedStyle(el);
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
          let dname = el.getAttribute("aria-labelledby") ? byIds(el.getAttribute("aria-labelledby")) : norm(el.getAttribute("aria-label"));
          if (!dname) {
            const h = el.querySelector("h1,h2,h3,h4,[role=heading]");
            dname = h ? norm(h.innerText) : "";
          }
          dialogs.push({ index: dialogs.length, id: idOf(el), role: role || "dialog", name: cap(dname, 80),
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
      if (!ctx.clipped && (style.overflowX !== "visible" || style.overflowY !== "visible") && style.overflow !== "auto" && style.overflow !== "scroll") {
        const r = el.getBoundingClientRect();
        if ((r.width < 1 || r.height < 1) && ["hidden", "clip"].includes(style.overflowY)) update("clipped", true);
        else if (r.width <= 2 || r.height <= 2) update("tiny", true);
      }
      if (ctx.clipped && (style.position === "fixed" || style.position === "absolute")) update("clipped", false);

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
      const box = hiddenVis || c.clipped ? null : action || pointer || /^h[1-6]$/.test(tag) || role === "heading" ? boxOf(el, fixed) : undefined;

      if (action && box) {
        // a plain element made clickable by a handler reads like a button: its text is its name
        const name = accName(el, role) || (action === "click" && !role ? contentText(el, false) : "");
        const node = { kind: "action", action, tag, role, name: cap(name, 200), box, dialog: c.dialog, form: c.form, region: c.region,
          in_viewport: inViewport(el) };
        const field = ["type", "select", "check", "upload"].includes(action);
        if (tag === "a") node.href = el.getAttribute("href") || "";
        // a link relation says what a link is: rel=next/prev pages a list, wherever the pager sits
        const rel = (el.getAttribute("rel") || "").toLowerCase().split(/\s+/);
        if (el.closest(PAGINATION) || rel.includes("next") || rel.includes("prev")) node.pagination = true;
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
          if (node.field_type === "radio" || node.field_type === "checkbox") node.group_label = cap(groupLabel(el), 200);
          if (tag === "input" || tag === "textarea") node.value = node.field_type === "password" ? (el.value ? "••••" : "") : cap(el.value || "", 120);
          if (el.isContentEditable && tag !== "input" && tag !== "textarea") node.value = cap(norm(el.innerText), 120);
          if (action === "select" && tag !== "select" && tag !== "input") {
            node.value = cap(norm(el.innerText), 120);
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
        const st = {};
        if (el.disabled || el.getAttribute("aria-disabled") === "true") st.disabled = true;
        if (el.readOnly || el.getAttribute("aria-readonly") === "true") st.readonly = true;
        if (tag === "input" && (el.type === "checkbox" || el.type === "radio")) st.checked = el.checked;
        else if (el.hasAttribute("aria-checked")) st.checked = el.getAttribute("aria-checked") === "true";
        if (el.hasAttribute("aria-expanded")) st.expanded = el.getAttribute("aria-expanded") === "true";
        if (el.hasAttribute("aria-selected")) st.selected = el.getAttribute("aria-selected") === "true";
        if (el.hasAttribute("aria-pressed")) {
          st.pressed = el.getAttribute("aria-pressed") === "true";
          node.group_label = cap(groupLabel(el), 200); // a toggle button belongs to the group that names it
        }
        if (el.getAttribute("aria-current") && el.getAttribute("aria-current") !== "false") st.current = true;
        const facet = !node.options && menuFacet(el);
        if (facet) {
          node.options = facet.options;
          node.label = facet.caption;
        }
        if (tag === "details" || tag === "summary") {
          const d = tag === "summary" ? el.parentElement : el;
          if (d && d.localName === "details") st.expanded = d.open;
        }
        node.state = st;
        const attrs = {};
        for (const a of ["id", "name", "type", "placeholder", "aria-label", "title", "role", "value", "for", "autocomplete"]) {
          const v = el.getAttribute(a);
          if (v && v.length <= RULES.maxAttrLen && !(a === "value" && (tag === "input" && !["radio", "checkbox", "submit", "button"].includes(el.type)))) attrs[a] = v;
        }
        const ta = testAttr(el);
        if (ta) attrs[ta[0]] = ta[1];
        if (tag === "a" && node.href && node.href.length <= 200) attrs.href = node.href;
        if (rel.includes("next") || rel.includes("prev")) attrs.rel = rel.includes("next") ? "next" : "prev";
        node.attrs = attrs;
        if (attrs.id && isGenerated(attrs.id)) node.generated_id = true;
        myIndex = addNode(el, node);
        stats.interactive++;
        stats.leaves++;
        stats.text += name.length;
        if (field) stats.inputs++;
        if (tag === "a") stats.links++;
        if (/^\d{1,3}$/.test(name)) stats.numeric++;
        update("inInteractive", true);
      } else if ((/^h[1-6]$/.test(tag) || role === "heading") && box && !c.tiny) {
        const text = norm(el.innerText);
        if (text) {
          const level = /^h[1-6]$/.test(tag) ? Number(tag[1]) : Number(el.getAttribute("aria-level") || 2);
          myIndex = addNode(el, { kind: "heading", tag, role: "heading", name: cap(text, maxText), level, box, dialog: c.dialog, form: c.form,
            region: c.region, in_viewport: inViewport(el) });
          stats.leaves++;
          stats.text += text.length;
          update("textTaken", true);
        }
      } else if (!c.inInteractive && !c.textTaken && !hiddenVis && !c.clipped && !c.tiny) {
        if (direct) {
          const b = boxOf(el, fixed);
          if (b && b.w > 1 && b.h > 1) {
            let blockKids = false;
            for (const kid of el.children) {
              if (SKIP_TAGS.has(kid.localName)) continue;
              const d = getComputedStyle(kid).display;
              if (d !== "none" && !d.startsWith("inline")) {
                blockKids = true;
                break;
              }
            }
            const text = blockKids ? direct : norm(el.innerText);
            if (text) {
              myIndex = addNode(el, { kind: "text", tag, role, name: cap(text, maxText), box: b, dialog: c.dialog, form: c.form, region: c.region,
                in_viewport: inViewport(el) });
              stats.leaves++;
              stats.text += text.length;
              if (/^\d{1,3}$/.test(text)) stats.numeric++;
              if (!blockKids) update("textTaken", true);
            }
          }
        }
      }

      if (style.cursor !== ctx.cursor) update("cursor", style.cursor);
      for (const child of el.children) {
        const s = walk(child, c);
        stats.interactive += s.interactive;
        stats.text += s.text;
        stats.leaves += s.leaves;
        stats.inputs += s.inputs;
        stats.links += s.links;
        stats.numeric += s.numeric;
        stats.texts += s.texts;
      }
      // an open shadow root is part of the page a person sees: walked like children (its selectors are counted
      // over every root, as Playwright resolves them)
      if (el.shadowRoot) {
        for (const child of el.shadowRoot.children) {
          const s = walk(child, c);
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
          // keep document order: insert before the children's nodes
          node.id = idOf(el);
          nodes.splice(start, 0, node);
          elements.splice(start, 0, el);
          stats.interactive++;
        }
      }
      // candidate listing item: repeated shape, something to act on, something to read
      if (el !== document.body && stats.interactive >= 1 && stats.leaves >= 1 && !hiddenVis) {
        const key = shapeOf(el) + "<" + shapeOf(el.parentElement) + "<" + shapeOf(el.parentElement && el.parentElement.parentElement);
        let list = shapes.get(key);
        if (!list) shapes.set(key, (list = []));
        list.push(el);
        itemStats.set(el, { ...stats, region: c.region || "", dialog: c.dialog, form: c.form, inForm: c.form !== undefined && c.form !== null });
      }
      return stats;
    };

    const root = document.body || document.documentElement;
    walk(root, { dialog: null, form: null, region: null, inInteractive: false, textTaken: false, clipped: false, fixed: false, cursor: "auto" });

    // ---- selectors, after the walk: role + name uniqueness is known by then
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

    // ---- implicit forms: fields outside any <form>, grouped by their nearest container
    const implicit = new Map();
    nodes.forEach((n, i) => {
      if (n.kind !== "action" || n.form !== null && n.form !== undefined) return;
      if (!["type", "select", "check", "upload"].includes(n.action)) return;
      const container = elements[i].parentElement ? elements[i].parentElement.closest(FORM_CONTAINERS) || document.body : document.body;
      let idx = implicit.get(container);
      if (idx === undefined) {
        idx = forms.length;
        implicit.set(container, idx);
        formEls.push(container);
        forms.push({ index: idx, id: idOf(container), implicit: true, name: norm(container.getAttribute("aria-label") || container.getAttribute("id") || container.localName),
          action: "", method: "", el: container });
      }
      n.form = idx;
    });
    // buttons near implicit-form fields belong to that form
    if (implicit.size) {
      nodes.forEach((n, i) => {
        if (n.kind !== "action" || n.action !== "click" || (n.form !== null && n.form !== undefined)) return;
        if (n.tag !== "button" && n.role !== "button" && !(n.tag === "input")) return;
        const container = elements[i].parentElement ? elements[i].parentElement.closest(FORM_CONTAINERS) || document.body : document.body;
        const idx = implicit.get(container);
        if (idx !== undefined && container !== document.body) n.form = idx;
      });
    }
    forms.forEach((f) => {
      f.selector = f.el === document.body ? "body" : anchorSelector(f.el) || structuralSelector(f.el);
      const box = f.el.getBoundingClientRect();
      f.box = { x: Math.round(box.left + VIEW.sx), y: Math.round(box.top + VIEW.sy), w: Math.round(box.width), h: Math.round(box.height) };
    });
    // submit buttons of real forms
    nodes.forEach((n, i) => {
      if (n.kind !== "action" || n.action !== "click") return;
      const el = elements[i];
      const t = (el.getAttribute("type") || "").toLowerCase();
      if ((el.localName === "button" && (t === "submit" || (!t && el.form))) || (el.localName === "input" && (t === "submit" || t === "image"))) {
        n.submit = true;
        if (el.form) {
          const idx = formEls.indexOf(el.form);
          if (idx >= 0) n.form = idx;
        }
      }
    });

    // ---- modifier classes do not split a list: items of one tag under parents of one shape that share a class
    // ("job_listing featured" beside "job_listing job-type-part-time") are one group, in document order
    mergeModifierShapes(shapes);
    // ---- one shape, different things: rows of a layout table and rows of the results table share "tr<tbody<table"
    // (no classes to tell them apart), so items are split by what they are built of
    splitByInside(shapes);

    // ---- listing groups: repeated shapes, outermost level, ranked by how listing-like they are
    const groups = [];
    const groupOf = new Map();
    for (const [key, els] of shapes) {
      if (els.length < 2) continue;
      const g = { key, els, absorbed: false };
      groups.push(g);
      for (const e of els) groupOf.set(e, g);
    }
    for (const g of groups) {
      let outer = null;
      const seen = new Set();
      let ok = true;
      for (const e of g.els) {
        let a = e.parentElement;
        let hit = null;
        for (let up = 0; up < 8 && a; up++, a = a.parentElement) {
          const og = groupOf.get(a);
          if (og && og !== g && og.els.length === g.els.length) {
            hit = og;
            break;
          }
        }
        if (!hit || (outer && hit !== outer) || seen.has(a)) {
          ok = false;
          break;
        }
        outer = hit;
        seen.add(a);
      }
      if (ok && outer) g.absorbed = true;
    }
    // a group nested inside another: either the outer one only wraps sections of items (lever teams,
    // greenhouse departments: the inner items carry nearly all its text) or the inner one is a part of
    // each item (links inside a job card): demote whichever is not the listing
    const live = groups.filter((g) => !g.absorbed);
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
      let outer = null;
      let hosts = null;
      for (const og of candidates) {
        const found = new Set();
        const all = g.els.every((e) => {
          for (let a = e.parentElement, up = 0; a && up < 24; a = a.parentElement, up++) {
            if (liveOf.get(a) === og) {
              found.add(a);
              return true;
            }
          }
          return false;
        });
        if (all) {
          outer = og;
          hosts = found;
          break;
        }
      }
      if (!outer) continue;
      const inner = g.els.reduce((sum, e) => sum + textOf(e), 0);
      const wrapped = Array.from(hosts).reduce((sum, e) => sum + textOf(e), 0) || 1;
      if (inner / wrapped >= 0.6) demote.set(outer, Math.min(demote.get(outer) ?? 1, 0.3));
      else demote.set(g, Math.min(demote.get(g) ?? 1, 0.2));
    }
    const CHROME = /(^|[.\-_<])(nav|navbar|menu|dropdown|breadcrumbs?|footer|header|tabs?|social|lang|language|pagination|pager|filters?|facets?|carousel|slider|cookie)([.\-_<]|$)/i;
    const JOBBY = /job|posting|result|card|listing|opening|vacanc|position|career|role|requisition/i;
    const JOB_NAMED = /job|posting|listing|opening|vacanc|position|requisition/i;
    const scored = [];
    for (const g of live) {
      const n = g.els.length;
      const st = g.els.map((e) => itemStats.get(e));
      const avgText = st.reduce((a, s) => a + s.text, 0) / n;
      const multi = st.filter((s) => s.texts >= 2).length / n;
      const withInputs = st.filter((s) => s.inputs > 0).length / n;
      const numeric = st.filter((s) => s.numeric > 0 && s.text <= 4).length / n;
      const inChrome = st.filter((s) => ["header", "nav", "footer"].includes(s.region)).length / n;
      const inDialog = st.filter((s) => s.dialog !== null && s.dialog !== undefined).length / n;
      const first = g.els[0];
      const menu = first.closest('nav,[role="navigation"],[role="menu"],[role="menubar"],[role="tablist"],[role="listbox"],header,footer') ? 1 : 0;
      let quality = demote.get(g) ?? 1;
      if (avgText < 12) quality *= 0.15;
      else if (avgText < 25) quality *= 0.4;
      if (avgText > 1500) quality *= 0.6;
      // items of one listing look alike: similar numbers of things to read and act on
      const leaves = st.map((s) => s.leaves);
      if (n === 2 && (multi < 1 || Math.max(...leaves) > 3 * Math.max(1, Math.min(...leaves)) + 2)) quality *= 0.3;
      // links that say they are jobs by their path (not by a host such as careers.example.com, which every link has)
      const jobLinks = g.els.every((e) => [...(e.matches("a[href]") ? [e] : []), ...e.querySelectorAll("a[href]")].some((a) => {
        const u = urlOf(a.getAttribute("href"));
        return /job|career|position|opening|posting|vacanc/i.test(u.pathname + u.search + u.hash);
      }));
      // two items: a class that names a job or links that do ("card" names teasers as well as jobs)
      if (n === 2 && !JOB_NAMED.test(g.key) && !jobLinks) quality *= 0.3;
      // three teasers (about us, research, talent community) are not a listing: a short list earns its place by
      // links of one kind (one folder, a different page each) or links that say they are jobs
      if (n === 3 && !jobLinks && !JOB_NAMED.test(g.key) && !linksOfOneKind(g.els)) quality *= 0.3;
      quality *= 0.5 + 1.0 * multi;
      if (withInputs > 0.5) quality *= 0.1;
      if (numeric > 0.5) quality *= 0.05;
      if (menu || inChrome > 0.5) quality *= 0.15;
      if (CHROME.test(g.key)) quality *= 0.25;
      if (inDialog > 0.5) quality *= 0.7;
      if (JOBBY.test(g.key)) quality *= 1.3;
      // items of a listing are different things: five cards all named "click here to play video" are a carousel
      if (n >= 3) {
        const named = new Map();
        for (const e of g.els) {
          // its heading, else all its links' words ("Apply" alone names every Lever row); inside its shadow root too
          const scope = e.shadowRoot || e;
          const h = scope.querySelector("h1, h2, h3, h4, h5, h6");
          const links = e.matches("a[href]") ? [e] : [...scope.querySelectorAll("a[href]")];
          const name = norm(h ? h.textContent : links.map((a) => a.textContent).join(" ") || scope.textContent).slice(0, 80);
          named.set(name, (named.get(name) || 0) + 1);
        }
        if (Math.max(...named.values()) >= 0.8 * n) quality *= 0.1;
      }
      scored.push({ g, n, quality, score: Math.round(n * quality * 100) / 100, avgText: Math.round(avgText), multi });
    }
    scored.sort((a, b) => b.score - a.score || b.n - a.n);
    const minScore = opts.minGroupScore ?? 1.5;
    // output groups never overlap: a group whose items contain, or sit inside, items of a better group goes
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
    const listing = accepted;
    const itemIndex = new Map();
    const outGroups = listing.map((s, gi) => {
      s.g.els.forEach((e, k) => itemIndex.set(e, [gi, k]));
      const pattern = groupPattern(s.g.els);
      return {
        index: gi, key: s.g.key, count: s.n, score: s.score, avg_text: s.avgText, pattern: pattern.selector, pattern_exact: pattern.exact,
        item_ids: s.g.els.map(idOf), region: itemStats.get(s.g.els[0]).region || "",
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
    // titles: the first link (or heading, or text) of each item
    const TITLE = /(?<!sub)title|name|position|role/i;
    const titled = (el) => {
      for (let a = el, up = 0; a && up < 3; a = a.parentElement, up++) {
        const ta = testAttr(a);
        if ((ta && TITLE.test(ta[1])) || /(?<!sub)title/i.test(typeof a.className === "string" ? a.className : "")) return true;
      }
      const inner = el.querySelector("[class*=title],[data-at*=title],[data-testid*=title],[data-qa*=title]");
      return !!inner && !/subtitle/i.test(inner.className);
    };
    outGroups.forEach((g) => {
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
      g.titles = Array.from({ length: g.count }, (_, k) => titles.get(k) || "");
      const firstItemEl = listing[g.index].g.els[0];
      g.item_selector = anchorSelector(firstItemEl) || structuralSelector(firstItemEl);
    });

    // ---- position among same-shape siblings (for signatures)
    nodes.forEach((n, i) => {
      if (n.kind !== "action") return;
      const el = elements[i];
      const parent = el.parentElement;
      if (!parent) return;
      const sh = shapeOf(el);
      let idx = 0;
      let total = 0;
      for (const sib of parent.children) {
        if (sib.localName !== el.localName) continue;
        if (shapeOf(sib) !== sh) continue;
        if (sib === el) idx = total;
        total++;
      }
      n.sibling_index = idx;
      n.sibling_count = total;
    });

    // ---- page facts
    const meta = pageMeta();
    const markers = {};
    for (const [platform, sels] of Object.entries(opts.markers || {})) {
      markers[platform] = {};
      for (const [label, sel] of Object.entries(sels)) {
        const c2 = count(sel);
        if (c2 > 0) markers[platform][label] = c2;
      }
    }
    return {
      url: location.href, title: document.title, doc_id: DOC_ID, ready_state: document.readyState,
      viewport: { width: VIEW.vw, height: VIEW.vh, scroll_x: Math.round(VIEW.sx), scroll_y: Math.round(VIEW.sy), doc_width: VIEW.dw, doc_height: VIEW.dh },
      nodes, dialogs: dialogs.map(({ el, ...d }) => ({ ...d, selector: anchorSelector(el) || structuralSelector(el) })),
      forms: forms.map(({ el, ...f }) => f), groups: outGroups, meta, markers,
      skeleton: opts.skeleton ? skeleton(claimed) : [],
      element_count: document.getElementsByTagName("*").length, took_ms: Math.round(now() - t0),
      closed_shadow: CLOSED,
    };
  }

  /** Unique-ish selector matching exactly the items: item step, parent > item, or ancestor item. */
  function groupPattern(els) {
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
    for (const c of cands) if (matchesAll(c)) return { selector: c, exact: true };
    return { selector: cands[cands.length - 1], exact: false };
  }

  /** Layout skeleton for the fingerprint: shapes of structural elements, repeated siblings once. */
  function skeleton(items) {
    const out = [];
    const visit = (el, depth, path) => {
      if (depth > 14 || out.length > 1500) return;
      let prev = "";
      for (const child of el.children) {
        const tag = child.localName;
        if (SKIP_TAGS.has(tag)) continue;
        const style = getComputedStyle(child);
        if (style.display === "none") continue;
        const role = roleOf(child);
        const ta = testAttr(child);
        const id = stableId(child);
        const classes = stableClasses(child).filter((c) => !c.includes("--")).sort().slice(0, 3);
        const structural = ta || id || classes.length || role || ["main", "nav", "header", "footer", "form", "input", "select", "textarea", "button", "dialog", "table", "aside"].includes(tag);
        let shape = tag;
        if (id) shape += "#" + id;
        if (ta) shape += `[${ta[0]}=${ta[1]}]`;
        if (classes.length) shape += "." + classes.join(".");
        if (role && !["listitem", "row", "cell", "link", "heading", "img"].includes(role)) shape += "@" + role;
        if (tag === "input" || tag === "select" || tag === "textarea" || tag === "button") {
          shape += "(" + (child.getAttribute("type") || "") + "," + (isGenerated(child.getAttribute("name") || "") ? "" : child.getAttribute("name") || "") + ")";
        }
        if (shape === prev) continue; // repeated siblings count once
        prev = shape;
        // pagination depends on the number of results, listing items on the data: neither is layout
        if (child.matches(PAGINATION)) continue;
        const here = structural ? path + "/" + shape : path;
        if (items && items.has(child)) {
          out.push(path + "/" + shape + "[item]");
          continue;
        }
        if (structural) out.push(here);
        visit(child, depth + 1, structural ? here : path);
      }
    };
    if (document.body) visit(document.body, 0, "");
    return out;
  }

  function pageMeta() {
    const m = (sel) => {
      const e = document.querySelector(sel);
      return e ? norm(e.getAttribute("content") || e.getAttribute("href") || "") : "";
    };
    const jsonld = [];
    let posting = null;
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        const data = JSON.parse(s.textContent);
        const items = Array.isArray(data) ? data : data["@graph"] ? data["@graph"] : [data];
        for (const it of items) {
          const type = Array.isArray(it["@type"]) ? it["@type"].join(",") : it["@type"] || "";
          jsonld.push(type);
          if (/JobPosting/.test(type) && !posting) {
            const org = it.hiringOrganization || {};
            const loc = Array.isArray(it.jobLocation) ? it.jobLocation[0] : it.jobLocation || {};
            const addr = (loc && loc.address) || {};
            posting = {
              title: norm(it.title || ""), company: norm(typeof org === "string" ? org : org.name || ""),
              location: norm([addr.addressLocality, addr.addressRegion, addr.addressCountry && (addr.addressCountry.name || addr.addressCountry)].filter((x) => typeof x === "string").join(", ")),
              date_posted: it.datePosted || "", employment_type: Array.isArray(it.employmentType) ? it.employmentType.join(",") : it.employmentType || "",
            };
          }
        }
      } catch (e) {
        /* malformed JSON-LD is common: ignore */
      }
    }
    return {
      lang: document.documentElement.getAttribute("lang") || "", description: cap(m('meta[name="description"]'), 300),
      og_title: m('meta[property="og:title"]'), og_site_name: m('meta[property="og:site_name"]'), og_url: m('meta[property="og:url"]'),
      canonical: m('link[rel="canonical"]'), generator: m('meta[name="generator"]'), jsonld_types: jsonld, job_posting: posting,
    };
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
    let idx = 0;
    let total = 0;
    const sh = shapeOf(el);
    if (parent) {
      for (const sib of parent.children) {
        if (sib.localName !== tag || shapeOf(sib) !== sh) continue;
        if (sib === el) idx = total;
        total++;
      }
    }
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

  window.__jobagent = {
    version: VERSION, docId: DOC_ID, snapshot, quiet, describe,
    selectorFor: (el, opts) => describe(el, opts).selector,
    structuralFor: (el, opts) => {
      setRules(opts && opts.rules);
      resetCaches();
      return structuralSelector(el);
    },
    pendingTimers: () => timers.size,
  };
})();
