// Forms: real <form>s, implicit ones (fields outside any form, grouped by their nearest container), submit buttons.

const FORM_CONTAINERS = 'dialog,[role="dialog"],[role="alertdialog"],[role="form"],[role="search"],main,section,article,header,nav,aside,footer,[role="main"],[role="banner"],[role="navigation"],[role="contentinfo"]';

/** The container an implicit form is grouped by: the element's nearest dialog, landmark or section, else the body. */
function formContainer(el) {
  return el.parentElement ? el.parentElement.closest(FORM_CONTAINERS) || document.body : document.body;
}

/** Fields outside any <form> join an implicit form per container; buttons in such a container join it too. */
function implicitForms(page) {
  const { nodes, elements, forms, formEls } = page;
  const implicit = new Map();
  nodes.forEach((n, i) => {
    if (n.kind !== "action" || n.form !== null && n.form !== undefined) return;
    if (!["type", "select", "check", "upload"].includes(n.action)) return;
    const container = formContainer(elements[i]);
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
      const container = formContainer(elements[i]);
      const idx = implicit.get(container);
      if (idx !== undefined && container !== document.body) n.form = idx;
    });
  }
}

/** Submit buttons of real forms, each tied to the form it submits. */
function markSubmits(page) {
  const { nodes, elements, formEls } = page;
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
}

/** Every form of a walked page: implicit ones added, each with a selector and a box, submit buttons marked. */
function assignForms(page) {
  implicitForms(page);
  page.forms.forEach((f) => {
    f.selector = f.el === document.body ? "body" : anchorSelector(f.el) || structuralSelector(f.el);
    const box = f.el.getBoundingClientRect();
    f.box = { x: Math.round(box.left + VIEW.sx), y: Math.round(box.top + VIEW.sy), w: Math.round(box.width), h: Math.round(box.height) };
  });
  markSubmits(page);
}
