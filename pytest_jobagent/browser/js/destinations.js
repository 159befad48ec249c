// Where what is typed into an element, or what pressing it sends, would go: read by browser/dataguard.py; and whether
// pressing a link opens another window, and how many windows the page's script opened (browser/actions.py click, the
// collect loop).

// The document's origin (a frame's own, "null" when sandboxed or opaque) and, for an element of a form, the
// address the form sends to: the pressed control's `formaction`, else the form's `action`. Form properties are
// read through HTMLFormElement's own getters, so a field named "action" or "elements" cannot hide them.

const SUBMIT_CONTROL = 'button, input[type="submit" i], input[type="image" i]';

/** The getter of a form property as the browser defines it, whatever the form's fields are named. */
function formProperty(form, name) {
  const view = form.ownerDocument.defaultView;
  const described = view && Object.getOwnPropertyDescriptor(view.HTMLFormElement.prototype, name);
  return described && described.get ? described.get.call(form) : form[name];
}

/** The form an element belongs to: its form owner (a `form` attribute included), else the nearest <form> around
 * it, across shadow roots. */
function ownerForm(el) {
  if (el.form && el.form.localName === "form") return el.form;
  for (let node = el; node; node = node.parentNode || node.host) {
    if (node.localName === "form") return node;
  }
  return null;
}

/** The submit control an element is or sits in: a <button> of type submit, an <input type=submit|image>. */
function submitControl(el) {
  const control = el.closest ? el.closest(SUBMIT_CONTROL) : null;
  if (!control) return null;
  return control.localName !== "button" || control.type === "submit" ? control : null;
}

/** The control a form is submitted with when Enter is pressed in one of its fields: its first submit control. */
function defaultControl(form) {
  return Array.from(formProperty(form, "elements")).find((e) => submitControl(e) === e) || null;
}

/** What the form would send: the values of its fields (buttons left out, unchecked boxes too) and how many files
 * its file inputs hold. */
function formValues(form) {
  const values = [];
  let files = 0;
  for (const field of formProperty(form, "elements")) {
    const type = (field.type || "").toLowerCase();
    if (field.localName === "button" || ["submit", "button", "reset", "image"].includes(type)) continue;
    if (type === "file") files += field.files ? field.files.length : 0;
    else if ((type === "checkbox" || type === "radio") && !field.checked) continue;
    else if (field.localName === "select") {
      for (const option of field.selectedOptions || []) values.push(option.value, norm(option.label));
    } else if (typeof field.value === "string" && field.value) values.push(field.value.slice(0, 500));
    if (values.length >= 200) break;
  }
  return { values, files };
}

/** Where `el` would send data. opts.press "click": a click, which submits the form when `el` is (in) a submit
 * control; "enter": Enter pressed in `el`, which submits a field's form as its default control would. A pressed
 * form is read with its values. */
function destination(el, opts) {
  const press = (opts && opts.press) || "";
  const doc = el.ownerDocument;
  const view = doc.defaultView;
  const out = { origin: view ? String(view.origin) : "null", url: doc.URL, form: null, submits: false };
  const control = submitControl(el);
  const form = ownerForm(control || el);
  if (!form) return out;
  const implicit = !control && press === "enter" && el.localName === "input";
  const submitter = control || (implicit ? defaultControl(form) : null);
  const own = submitter && submitter.getAttribute("formaction");
  out.form = { action: own ? submitter.formAction : String(formProperty(form, "action")) };
  if (press && (control || implicit)) {
    out.submits = true;
    Object.assign(out.form, formValues(form));
  }
  return out;
}

// The new windows this document's own script opened (window.open from a button or a row's click handler): the browser
// makes their tab after the call returns, later still when it is busy, so a click that opened one waits for it
// (actions.py click). A window the call reused (a name already open) is not new; `noopener` returns none, yet opens.
let windowsOpened = 0;
function countWindowOpens() {
  try {
    const nativeOpen = window.open;
    const seen = new WeakSet();
    window.open = function open(url, target, features) {
      const opened = nativeOpen.apply(this, arguments);
      if (opened ? !seen.has(opened) : /noopener|noreferrer/i.test(String(features || ""))) windowsOpened += 1;
      if (opened) seen.add(opened);
      return opened;
    };
  } catch (e) {
    /* frozen globals: a click waits for a script's window only as long as the page settles */
  }
}
countWindowOpens();

/** Whether pressing `el` follows a link into another browsing context (a new tab, or a window by that name): the link
 * or image-map area it is or sits in names a target other than _self, _parent or _top (any case), its own `target`
 * attribute or, when it has none, the document's first <base target>. An empty target is the link's own window. */
function opensWindow(el) {
  const link = el && el.closest ? el.closest("a[href], area[href]") : null;
  if (!link) return false;
  const base = link.hasAttribute("target") ? null : link.ownerDocument.querySelector("base[target]");
  const target = base ? base.getAttribute("target") : link.getAttribute("target") || "";
  return target !== "" && !/^_(self|parent|top)$/i.test(target);
}
