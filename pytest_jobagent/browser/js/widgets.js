// Controls as actions read them: a select's or listbox's options, a field's value, the page's scroll, a lone match.

/** The listbox a combobox (or a button with aria-haspopup=listbox) shows (choices.py): the one it points to
 * (aria-controls, aria-owns), else the one shown inside its own widget box, else the only one shown on the page;
 * itself when the control is a listbox. */
function findList(e) {
  if (e.getAttribute('role') === 'listbox') return e;
  const root = e.getRootNode();
  const byId = (id) => id ? (root.getElementById ? root.getElementById(id) : document.getElementById(id)) : null;
  const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  for (const attr of ['aria-controls', 'aria-owns']) {
    for (const id of (e.getAttribute(attr) || '').split(/\s+/)) {
      const el = byId(id);
      const list = el && (el.matches('[role=listbox]') ? el : el.querySelector('[role=listbox]'));
      if (list && shown(list)) return list;
    }
  }
  const lists = Array.from(root.querySelectorAll('[role=listbox]')).filter((l) => shown(l) && l !== e);
  for (let box = e.parentElement, up = 0; box && up < 3; box = box.parentElement, up++) {
    const mine = lists.filter((l) => box.contains(l));
    if (mine.length === 1) return mine[0];
  }
  return lists.length === 1 ? lists[0] : null;
}

/** A list's options as [label, value]: their words, and data-value or value when the page gives one; shown or not. */
const listOptions = (l) => Array.from(l.querySelectorAll('[role=option]')).map((o) =>
  [(o.innerText || o.textContent).replace(/\s+/g, ' ').trim(), o.getAttribute('data-value') || o.getAttribute('value') || '']);

/** What the control shows as chosen (an input's value, else its words), and whether the chosen option says so. */
function shownChoice(e, [label, opt]) {
  const said = (e.value !== undefined && e.localName !== 'button' ? e.value : e.innerText || e.textContent || '');
  return [said.replace(/\s+/g, ' ').trim(), !!(opt && opt.isConnected && opt.getAttribute('aria-selected') === 'true')];
}

/** [tag, role, options] of a control to choose in: a <select>'s options as [label, value], else null (actions.py). */
const describeChoice = (e) => [e.localName, e.getAttribute('role') || '', e.localName === 'select'
  ? Array.from(e.options).map(o => [o.label || o.textContent.trim(), o.value]) : null];

/** The API function `name` run on the one element of the document a CSS selector matches; null when it matches none
 * or several, or is no CSS the browser reads. */
function onlyMatch([sel, name]) {
  let found;
  try {
    found = document.querySelectorAll(sel);
  } catch (e) {
    return null;
  }
  return found.length === 1 ? window.__jobagent[name](found[0]) : null;
}

/** Scroll the page about a screen (`amount` px) up or down, or to an end: [scrollY before, after, page height]. */
async function scrollPage([direction, amount]) {
  const before = window.scrollY;
  const step = amount || Math.round(window.innerHeight * 0.9);
  const height = document.documentElement.scrollHeight;
  if (direction === 'bottom') window.scrollTo(0, height);
  else if (direction === 'top') window.scrollTo(0, 0);
  else window.scrollBy(0, direction === 'up' ? -step : step);
  const out = [before, window.scrollY, height];
  await framesHandled();
  return out;
}

/** Resolves two frames on (at most 150 ms, as a tab in the background draws none): the page has handled a scroll
 * (its scroll event fires in the next frame) and drawn what a list that renders only the rows in view asks a frame
 * for then, so the settle wait that follows sees that work, where a busy browser would otherwise let a quiet window
 * pass before the event came. The browser's real frames and timer (common.js REAL): under the run's paused clock
 * the page's own frames come due when the run moves it (pageclock.py), and this wait must not hang on them. */
function framesHandled() {
  return new Promise((resolve) => {
    let done = false;
    const end = () => { if (!done) { done = true; resolve(); } };
    REAL.requestAnimationFrame(() => REAL.requestAnimationFrame(end));
    REAL.setTimeout(end, 150);
  });
}

/** What a field holds, as a value_equals check compares it: a select's chosen label, an input's value, else its text. */
const fieldValue = (e) => e.localName === 'select' ? (e.selectedOptions[0] ? e.selectedOptions[0].label : '')
  : ('value' in e && e.localName !== 'button') ? e.value : e.textContent;
/** Whether a box is checked, 'true' or 'false': a native input's state, else an ARIA control's (aria-checked, aria-pressed). */
const fieldChecked = (e) => ('checked' in e ? e.checked : (e.getAttribute('aria-checked') || e.getAttribute('aria-pressed')) === 'true')
  ? 'true' : 'false';

/** The values of [selector, kind] pairs (kind 'check': checked or not), each null where the selector is no CSS the
 * browser reads or does not match exactly one element of the document (cookbook/verification.py). */
const readValues = (items) => items.map(([selector, kind]) => {
  let found;
  try { found = document.querySelectorAll(selector); } catch (e) { return null; }
  if (found.length !== 1) return null;
  return kind === 'check' ? fieldChecked(found[0]) : fieldValue(found[0]);
});
