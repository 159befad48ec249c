// Fields and controls: what a model does with an element (click, type, select, check, upload), type, options, state.

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
  if (editable(el) && !(el.parentElement && editable(el.parentElement))) return "type";
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

let anyEditable; // the page has a contenteditable attribute at all (asked once per call: resetCaches)
/** Editable in place (contenteditable): the property, or inside unrendered content (common.js) the nearest
 *  contenteditable attribute, as the property reads the style it sets. */
function editable(el) {
  if (!UNRENDERED) return el.isContentEditable;
  if (anyEditable === undefined) anyEditable = !!document.querySelector("[contenteditable]");
  const host = anyEditable && el.closest("[contenteditable]");
  return !!host && host.getAttribute("contenteditable").toLowerCase() !== "false";
}

/** Shown on screen: a box bigger than a dot, not hidden, not transparent. */
function shown(el) {
  const r = UNRENDERED ? { width: 3, height: 3 } : el.getBoundingClientRect();
  const st = styleOf(el);
  return r.width > 2 && r.height > 2 && st.visibility !== "hidden" && st.display !== "none" && st.opacity !== "0";
}

/** The field's type as a form filler thinks of it: the input type, select, select-multiple, textarea, or the role. */
function fieldType(el, role, tag) {
  if (tag === "input") return (el.getAttribute("type") || "text").toLowerCase();
  if (el.getAttribute("aria-haspopup") === "listbox") return "select";
  if (tag === "select") return el.multiple ? "select-multiple" : "select";
  if (tag === "textarea") return "textarea";
  if (editable(el)) return "textarea";
  return role || tag;
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
    caption += " " + (kid.nodeType === 1 ? textOf(kid) || kid.textContent : kid.textContent);
  }
  return { options: options.slice(0, 100), caption: cap(norm(caption), 80) };
}

/** A custom option's words without the count it shows in an element of its own ("<span>Last day</span>
 *  <span>10</span>" is "Last day", not "Last day10"). */
function optionWords(o) {
  const last = o.lastElementChild;
  if (o.children.length >= 2 && /^\(?\d[\d,.]*\+?\)?$/.test(norm(last.textContent))) {
    return norm(Array.from(o.childNodes).filter((n) => n !== last).map((n) => n.textContent).join(" "));
  }
  return norm(o.textContent);
}

/** A dropdown of plain list items without ARIA (the Chinese boards' "学历要求" box opening 大专 / 本科 / 硕士 as <li>s
 *  or links): a clickable box holding one list, not shown until the box opens, of two or more short items. Its
 *  caption is the box's own text outside the list. */
function listFacet(el) {
  const lists = el.querySelectorAll("ul, ol");
  if (lists.length !== 1 || shown(lists[0])) return null; // a list in view is read as what it is
  const menu = lists[0];
  const options = [];
  for (const li of menu.children) {
    if (li.localName !== "li") continue;
    const label = norm(li.textContent);
    if (!label || label.length > 40) return null;
    const link = li.querySelector("a[href]");
    options.push({ label, value: link ? link.getAttribute("href") : li.getAttribute("data-val") || li.getAttribute("data-value") || "",
      selected: li.getAttribute("aria-selected") === "true" || /(^|[-_\s])(active|selected|current|checked)([-_\s]|$)/.test(li.className),
      disabled: false });
  }
  if (options.length < 2) return null;
  return { options: options.slice(0, 100), caption: cap(norm(contentText(el, false)), 80) };
}

/** The options of a select, a datalist or a custom listbox the control points to or sits beside. */
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
        label: o.localName === "option" ? norm(o.label || o.textContent) : optionWords(o),
        value: o.value || o.getAttribute("data-value") || "",
        selected: o.selected || o.getAttribute("aria-selected") === "true", disabled: false,
      }));
    }
  }
  return [];
}

/** A control's state as ARIA (or the native property) says: disabled, readonly, checked, expanded, selected,
 *  pressed, current; a <details>' open state as expanded. */
function stateOf(el, tag) {
  const st = {};
  if (el.disabled || el.getAttribute("aria-disabled") === "true") st.disabled = true;
  if (el.readOnly || el.getAttribute("aria-readonly") === "true") st.readonly = true;
  if (tag === "input" && (el.type === "checkbox" || el.type === "radio")) st.checked = el.checked;
  else if (el.hasAttribute("aria-checked")) st.checked = el.getAttribute("aria-checked") === "true";
  if (el.hasAttribute("aria-expanded")) st.expanded = el.getAttribute("aria-expanded") === "true";
  if (el.hasAttribute("aria-selected")) st.selected = el.getAttribute("aria-selected") === "true";
  if (el.hasAttribute("aria-pressed")) st.pressed = el.getAttribute("aria-pressed") === "true";
  if (el.getAttribute("aria-current") && el.getAttribute("aria-current") !== "false") st.current = true;
  if (tag === "details" || tag === "summary") {
    const d = tag === "summary" ? el.parentElement : el;
    if (d && d.localName === "details") st.expanded = d.open;
  }
  return st;
}
