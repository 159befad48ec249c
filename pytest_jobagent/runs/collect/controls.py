"""Page controls by code: apply controls (signature, url), filter options by label, next-page controls, counts."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any

from playwright.sync_api import Error as PlaywrightError

from pytest_jobagent.lexicon import says

from .models import ApplyType

MARK = "data-jobagent-target"
NEXT_MARK = "data-jobagent-next"
# the filter options a pass has set on this document (their confirm control is looked for around them)
CHOSEN = "data-jobagent-chosen"

# Visible apply-like controls outside the listing items: signature (tag + stable classes + type), text, url.
APPLY_JS = r"""
([pattern, wanted]) => {
  const GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-)/;
  const visible = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  const sig = (el) => el.localName + Array.from(el.classList).filter(c => !GENERATED.test(c)).sort().map(c => '.' + c).join('')
    + (el.getAttribute('type') ? '[type=' + el.getAttribute('type') + ']' : '');
  // a link to a script ("javascript:;") goes nowhere: it is a button, what its click shows is found by clicking it
  const script = (el) => /^\s*javascript:/i.test(el.getAttribute('href') || '');
  const urlOf = (el) => {
    if (el.localName === 'a' && script(el)) return null;
    if (el.localName === 'a' && el.getAttribute('href')) return el.href;
    const form = el.form || el.closest('form');
    if (form && (form.method || 'get').toLowerCase() === 'get' && (el.type === 'submit' || el.localName === 'button')) {
      const url = new URL(form.getAttribute('action') || location.href, location.href);
      for (const [k, v] of new FormData(form)) if (typeof v === 'string') url.searchParams.set(k, v);
      return url.href;
    }
    return null;
  };
  // through open shadow roots, as listings are read; an <input type=button> is a button too
  const deep = (scope, sel) => {
    const found = Array.from(scope.querySelectorAll(sel));
    for (const el of scope.querySelectorAll('*')) if (el.shadowRoot) found.push(...deep(el.shadowRoot, sel));
    return found;
  };
  const controls = deep(document, 'a[href], button, input[type=submit], input[type=button], [role=button]')
    .filter(el => visible(el) && !(pattern && el.closest(pattern)) && !el.closest('[role=dialog], dialog'));
  const out = [];
  for (const el of controls) {
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    const s = sig(el);
    const says = /\bapply\b/i.test(text);
    // a bare tag ("a": no class, no type) names every link: a known control of that kind must also say apply
    if (wanted ? wanted.includes(s) && (says || /[.\[]/.test(s)) : says)
      out.push({signature: s, text, url: urlOf(el), tag: el.localName, pressed: el.getAttribute('aria-pressed'), says});
  }
  // the controls that say what they do first
  return out.sort((a, b) => Number(b.says) - Number(a.says));
}
"""

SIGNATURE_JS = r"""
(el) => {
  const GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-)/;
  return el.localName + Array.from(el.classList).filter(c => !GENERATED.test(c)).sort().map(c => '.' + c).join('')
    + (el.getAttribute('type') ? '[type=' + el.getAttribute('type') + ']' : '');
}
"""

# Mark the control whose label is the option (counts like "(29)" ignored), preferring one under the group's caption.
# Labels are compared exactly (case, spacing, counts in brackets in any digits ("(٤)") and "+" aside); only when
# none is equal, loosely:
# punctuation folded and a bare trailing count dropped from the control's label ("Full time 29" for "Full-time").
# A link or button already marked current / selected / pressed counts as on: clicking it would turn it off.
# An option of a drop-down marks its <select> (tag "select", the option's own words under "option").
# A filter that is one switch or box of its own ("Only with salary": Yes) is found by its group's label.
CHOOSE_JS = r"""
([scopeSel, group, option, mark]) => {
  const norm = (t) => (t || '').replace(/\(\s*[\p{Nd},.\u066b\u066c]+\s*\)/gu, '').replace(/[+]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const fold = (t) => t.replace(/[^\p{L}\p{N}$%]+/gu, ' ').trim();
  const scope = (scopeSel && document.querySelector(scopeSel)) || document;
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 || r.height > 0; };
  const labelOf = (el) => {
    if (el.labels && el.labels.length) return el.labels[0].innerText;
    return el.getAttribute('aria-label') || el.innerText || el.value || '';
  };
  const want = norm(option);
  const shown = (el) => visible(el) || (el.labels && el.labels.length && visible(el.labels[0]));
  const all = Array.from(scope.querySelectorAll('input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch], [role=option], a[href], button'));
  let cands = all.filter(el => norm(labelOf(el)) === want && shown(el));
  if (!cands.length) {
    const loose = fold(want);
    cands = all.filter(el => { const l = norm(labelOf(el)); return loose && (fold(l) === loose || fold(l.replace(/\s+[\p{Nd},.\u066b\u066c]+$/u, '')) === loose) && shown(el); });
  }
  // a drop-down holding the option (a <select> whose change may post the page back): marked, chosen by its label
  const pick = (sel) => Array.from(sel.options).find(o => norm(o.label || o.text) === want);
  if (!cands.length) cands = Array.from(scope.querySelectorAll('select')).filter(sel => shown(sel) && pick(sel));
  // a filter that is one switch or box ("Solo con salario visible": Sí) is named by its group: it is turned on
  if (!cands.length) cands = all.filter(el => el.matches('[role=switch], input[type=checkbox], [role=checkbox]')
    && norm(labelOf(el)) === norm(group) && shown(el));
  // an item of a plain list that opened (a dropdown of <li>s with a click handler each, no link, no role), in the box
  // the group names by its own text outside the list (a card's "本科" tag is no option)
  const ownText = (box, list) => { let t = ''; const walk = (n) => { for (const c of n.childNodes) {
    if (c === list) continue; if (c.nodeType === 3) t += ' ' + c.data; else if (c.nodeType === 1) walk(c); } };
    walk(box); return norm(t); };
  const inGroupBox = (li) => {
    const list = li.parentElement;
    for (let box = list && list.parentElement, up = 0; box && up < 4; box = box.parentElement, up++) {
      if (box.querySelectorAll('ul, ol').length !== 1) return false;
      const own = ownText(box, list);
      if (own) return own.includes(norm(group));
    }
    return false;
  };
  if (!cands.length) cands = Array.from(scope.querySelectorAll('li')).filter(li => !li.querySelector('a[href], button, input, li')
    && norm(li.innerText) === want && shown(li) && inGroupBox(li));
  if (!cands.length) return {found: 0};
  const captionOf = (el) => {
    if (el.localName === 'select') {  // its label, else the cell before it ("Department:" | <select>)
      if (el.labels && el.labels.length) return el.labels[0].innerText;
      const cell = el.closest('td, th');
      if (cell && cell.previousElementSibling) return cell.previousElementSibling.innerText;
    }
    const box = el.closest('fieldset, [role=group], [role=radiogroup], section, li.filter-group, div');
    for (let e = el; e && e !== scope; e = e.parentElement) {
      const legend = e.querySelector(':scope > legend, :scope > h2, :scope > h3, :scope > h4, :scope > [role=heading]');
      if (legend) return legend.innerText;
      let prev = e.previousElementSibling;
      while (prev) { if (/^h[1-6]$/.test(prev.localName) || prev.localName === 'legend') return prev.innerText; prev = prev.previousElementSibling; }
    }
    return '';
  };
  const g = norm(group);
  const ranked = cands.map(el => [norm(captionOf(el)).includes(g) ? 0 : 1, el]).sort((a, b) => a[0] - b[0]);
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const el = ranked[0][1];
  el.setAttribute(mark, '1');
  const checkable = el.matches('input[type=checkbox], input[type=radio]');
  const on = (e) => e && (e.getAttribute('aria-checked') === 'true' || e.getAttribute('aria-pressed') === 'true'
    || e.getAttribute('aria-selected') === 'true' || (e.hasAttribute('aria-current') && e.getAttribute('aria-current') !== 'false'));
  const checked = checkable ? el.checked : (on(el) || (el.localName === 'a' && on(el.closest('li, [role=option]'))));
  if (el.localName === 'select') {
    const opt = pick(el);
    return {found: cands.length, checkable: false, checked: el.value === opt.value, tag: 'select',
            option: opt.label || opt.text, caption: captionOf(el)};
  }
  return {found: cands.length, checkable, checked, tag: el.localName, caption: captionOf(el)};
}
"""

# The link or button of the page after the current one in a numbered pager (for pagers without a Next control).
# The current page is the numbered entry marked aria-current / selected / pressed or with an active|current|selected
# class (on it or an ancestor inside the pager), else the only number that is not a link or button.
NUMBERED_NEXT_JS = r"""
(mark) => {
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const PAGER = '[aria-label*="pagination" i],[aria-label*="pager" i],[aria-label*="pages" i],[class*="pagination" i],'
    + '[class*="pager" i],[data-testid*="pagination" i],[role=navigation],nav';
  const CLICK = 'a[href], button, [role=link], [role=button]';
  const visible = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  const text = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
  const number = (el) => {
    const m = text(el).match(/^(?:page\s*)?(\d{1,4})$/i) || (el.getAttribute('aria-label') || '').trim().match(/^(?:go to )?page\s*(\d{1,4})$/i);
    return m ? parseInt(m[1], 10) : null;
  };
  const CURRENT = /(^|[-_])(active|current|selected)$/i;
  const marked = (e) => (e.hasAttribute('aria-current') && e.getAttribute('aria-current') !== 'false')
    || e.getAttribute('aria-selected') === 'true' || e.getAttribute('aria-pressed') === 'true'
    || Array.from(e.classList).some(c => CURRENT.test(c));
  const disabled = (e) => e.disabled || e.getAttribute('aria-disabled') === 'true' || e.classList.contains('disabled');
  for (const box of document.querySelectorAll(PAGER)) {
    if (!visible(box)) continue;
    const entries = [];
    for (const el of box.querySelectorAll('*')) {
      const n = number(el);
      if (n === null || !visible(el) || Array.from(el.querySelectorAll('*')).some(d => number(d) !== null)) continue;
      const control = el.closest(CLICK);
      const key = control && box.contains(control) ? control : el;
      if (!entries.some(e => e.key === key)) entries.push({el, key, n, link: key.matches(CLICK)});
    }
    if (entries.length < 2) continue;
    const isCurrent = (entry) => { for (let e = entry.el; e && e !== box; e = e.parentElement) if (marked(e)) return true; return false; };
    let current = entries.filter(isCurrent);
    if (current.length !== 1) current = entries.filter(e => !e.link);
    if (current.length !== 1) continue;
    const next = entries.find(e => e.link && e.n === current[0].n + 1 && !disabled(e.key));
    if (!next) return null;
    next.key.setAttribute(mark, 'page ' + next.n);
    return "[" + mark + "='page " + next.n + "']";
  }
  return null;
}
"""

URL_JS = r"""
(el) => {
  if (el.localName === 'a' && /^\s*javascript:/i.test(el.getAttribute('href') || '')) return null;  // a button
  if (el.localName === 'a' && el.getAttribute('href')) return el.href;
  const form = el.form || el.closest('form');
  if (form && (form.method || 'get').toLowerCase() === 'get') {
    const url = new URL(form.getAttribute('action') || location.href, location.href);
    for (const [k, v] of new FormData(form)) if (typeof v === 'string') url.searchParams.set(k, v);
    return url.href;
  }
  return null;
}
"""

# The visible controls around the options a filter pass set: each with what it says and how many levels above the
# first chosen option the nearest box holding both sits (the sidebar's own form or the drawer's footer: near, the
# page's other buttons: far); the options themselves and controls inside them are left out.
AROUND_CHOSEN_JS = r"""
(chosen) => {
  const opts = Array.from(document.querySelectorAll('[' + chosen + ']'));
  if (!opts.length) return [];
  const visible = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  const all = Array.from(document.querySelectorAll(
    'button, input[type=submit], input[type=button], [role=button], a[href]'));
  const out = [];
  all.forEach((el, i) => {
    if (!visible(el) || opts.some(o => o === el || o.contains(el) || el.contains(o)) || el.closest('label')) return;
    let depth = 0;
    for (let a = opts[0]; a; a = a.parentElement, depth++) if (a.contains(el)) break;
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    out.push({i, depth, text, link: el.localName === 'a'});
  });
  return out;
}
"""

MARK_NTH_JS = r"""
([i, mark]) => {
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  const el = document.querySelectorAll('button, input[type=submit], input[type=button], [role=button], a[href]')[i];
  if (el) el.setAttribute(mark, '1');
  return !!el;
}
"""

COUNT = re.compile(r"\b(\d[\d,]*)\s+(?:results?|jobs?)\b", re.IGNORECASE)
APPLY_FILTERS = re.compile(r"^(show|see|apply|view)\b.*|^done$|^update\b.*", re.IGNORECASE)


def apply_controls(page: Any, pattern: str | None, signatures: list[str] | None = None) -> list[dict[str, Any]]:
    return page.evaluate(APPLY_JS, [pattern, signatures])


def signature_of(page: Any, selector: str) -> str | None:
    locator = page.locator(selector)
    if locator.count() < 1:
        return None
    return locator.first.evaluate(SIGNATURE_JS)


def url_of(page: Any, selector: str) -> str | None:
    locator = page.locator(selector)
    if locator.count() < 1:
        return None
    return locator.first.evaluate(URL_JS)


def label_of(page: Any, selector: str) -> str:
    """What a control says: its accessible text, else its aria-label ("" when it is gone)."""
    locator = page.locator(selector)
    if locator.count() < 1:
        return ""
    return locator.first.evaluate("e => (e.innerText || e.getAttribute('aria-label') || '').trim()") or ""


def apply_kind(claimed: ApplyType, url: str | None, page_url: str, label: str = "") -> ApplyType:
    """The application kind a control's target shows, over what was claimed: a link to another host leaves the
    site (external), and so does a control that says so in any language ("Apply on company site", "Aplicar en la
    web de la empresa") though it first goes to the board's own "you are leaving" page; a link under the posting's
    own address (/jobs/12 -> /jobs/12/apply) is its form here."""
    if label and says(label, "apply_external", extra=4):
        return "external"
    if not url or claimed == "unknown":
        return claimed
    target, here = urllib.parse.urlsplit(url), urllib.parse.urlsplit(page_url)
    if target.scheme in ("http", "https") and target.netloc and target.netloc != here.netloc:
        return "external"
    if target.path.startswith(here.path.rstrip("/") + "/") and target.path != here.path:
        return "easy_apply"
    return claimed


def mark_option(page: Any, scope: str | None, group: str, option: str) -> dict[str, Any]:
    return page.evaluate(CHOOSE_JS, [scope, group, option, MARK])


# The closed dropdown that holds an option: a box whose own text (outside its list) names the group, holding one list
# not shown yet with an item saying the option (BOSS直聘's "学历要求" box over 大专 / 本科 / 硕士). Marked to be opened.
DROPDOWN_JS = r"""
([group, option, mark]) => {
  const norm = (t) => (t || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const shown = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  const want = norm(option), g = norm(group);
  document.querySelectorAll('[' + mark + ']').forEach(e => e.removeAttribute(mark));
  for (const list of document.querySelectorAll('ul, ol')) {
    if (shown(list) || !Array.from(list.children).some(li => norm(li.textContent) === want)) continue;
    for (let box = list.parentElement; box && box !== document.body; box = box.parentElement) {
      if (!shown(box)) continue;
      const lists = box.querySelectorAll('ul, ol');
      if (lists.length !== 1) break;
      const caption = norm(box.innerText);  // the list is not shown: its items are no part of the box's text
      if (caption && caption.length <= 40 && (caption === g || caption.includes(g))) {
        box.setAttribute(mark, '1');
        return true;
      }
    }
  }
  return false;
}
"""


def mark_dropdown(page: Any, group: str, option: str) -> bool:
    """Mark the closed dropdown of `group` that holds `option` (to be clicked open); False when there is none."""
    return bool(page.evaluate(DROPDOWN_JS, [group, option, MARK]))


def choose(page: Any) -> None:
    """Keep the option just marked as one this pass set (its confirm control is looked for around it)."""
    page.evaluate(f"() => document.querySelectorAll('[{MARK}]').forEach(e => e.setAttribute('{CHOSEN}', '1'))")


CONFIRMS_JS = r"""
(el) => {
  if (el.hasAttribute('aria-haspopup') || el.hasAttribute('aria-expanded') || el.hasAttribute('aria-controls')) return false;
  const form = el.form || el.closest('form');
  const submits = el.type === 'submit' || (el.localName === 'button' && !el.getAttribute('type'));
  return !!(form && submits && form.querySelector('input[type=checkbox], input[type=radio], select'));
}
"""


def confirms_options(page: Any, selector: str) -> bool:
    """A control that applies the options beside it rather than opening a panel of them: the submit button of a
    form of checkboxes, radios or selects ("Filter anwenden" under a sidebar), which opens nothing (no popup, no
    expanded state, no controlled region). Pressed before the options are set, it would apply nothing."""
    locator = page.locator(selector)
    return locator.count() > 0 and bool(locator.first.evaluate(CONFIRMS_JS))


def confirm_control(page: Any) -> tuple[str, str] | None:
    """The control that applies the options a pass set, when they apply only once it is pressed ("Filter anwenden"
    under a sidebar's checkboxes, "Mostrar 23 empleos" in a drawer's footer, "Apply filters"): the nearest visible
    control around them that says the lexicon's `show_results` (a button before a link at the same distance); marked,
    returned as (selector, its words), or None."""
    found = [c for c in page.evaluate(AROUND_CHOSEN_JS, CHOSEN)
             if c["text"] and says(c["text"], "show_results") is not None and says(c["text"], "search") is None]
    if not found:
        return None
    best = min(found, key=lambda c: (c["depth"], c["link"]))
    if not page.evaluate(MARK_NTH_JS, [best["i"], MARK]):
        return None
    return f"[{MARK}]", best["text"]


def stated_count(text: str) -> int | None:
    """The number a control or line states ("Mostrar 23 empleos", "Show 1,234 jobs", "48 Jobs gefunden")."""
    match = re.search(r"\d[\d.,\u00a0\u202f]*", text or "")
    if not match:
        return None
    digits = re.sub(r"\D", "", match.group(0))
    return int(digits) if digits else None


def numbered_next(page: Any) -> str | None:
    """A selector of the next page's number in a pager that has no Next control (None: no such pager or last page)."""
    return page.evaluate(NUMBERED_NEXT_JS, NEXT_MARK)


def is_visible(page: Any, selector: str) -> bool:
    locator = page.locator(selector)
    return locator.count() > 0 and locator.first.is_visible()


def result_count(page: Any) -> int | None:
    text = page.evaluate("() => (document.querySelector('main') || document.body).innerText")
    match = COUNT.search(text or "")
    return int(match.group(1).replace(",", "")) if match else None


def open_dialog(page: Any) -> str | None:
    """A selector of the open dialog, or None."""
    for selector in ("[role=dialog]:visible", "dialog[open]", "[aria-modal=true]:visible"):
        if page.locator(selector).count():
            return selector.replace(":visible", "")
    return None


def dialog_apply_button(page: Any, dialog: str) -> str | None:
    buttons = page.locator(f"{dialog} button, {dialog} [role=button], {dialog} input[type=submit]")
    for i in range(buttons.count()):
        button = buttons.nth(i)
        text = (button.inner_text() or button.get_attribute("aria-label") or "").strip()
        if APPLY_FILTERS.match(text) and button.is_visible():
            button.evaluate(f"(el) => {{ document.querySelectorAll('[{MARK}]').forEach(e => e.removeAttribute('{MARK}'));"
                            f" el.setAttribute('{MARK}', '1'); }}")
            return f"[{MARK}]"
    return None


# cue: what a control that closes a panel says or is labelled ("Close", "Dismiss", "×"); never "Cancel" or "Clear",
# which may undo the filters just set
CLOSE_PANEL = re.compile(r"^(close|dismiss|hide)\b|^[×✕✖xX]$", re.IGNORECASE)


def dialog_close_button(page: Any, dialog: str) -> str | None:
    """A marked selector of the visible control of the dialog that closes it (by its words or label), or None."""
    buttons = page.locator(f"{dialog} button, {dialog} [role=button], {dialog} a[href='#']")
    for i in range(buttons.count()):
        button = buttons.nth(i)
        texts = [(button.get_attribute("aria-label") or "").strip(), (button.inner_text() or "").strip(),
                 (button.get_attribute("title") or "").strip()]
        if any(CLOSE_PANEL.match(t) for t in texts if t) and button.is_visible():
            button.evaluate(f"(el) => {{ document.querySelectorAll('[{MARK}]').forEach(e => e.removeAttribute('{MARK}'));"
                            f" el.setAttribute('{MARK}', '1'); }}")
            return f"[{MARK}]"
    return None


def is_disabled(page: Any, selector: str) -> bool:
    locator = page.locator(selector)
    if locator.count() < 1:
        return True
    return bool(locator.first.evaluate(
        "(el) => el.disabled || el.getAttribute('aria-disabled') === 'true' || el.classList.contains('disabled')"
        " || el.getAttribute('aria-current') === 'page'"))


LINKS_JS = r"""
() => Array.from(document.querySelectorAll('a[href]')).filter(a => { const r = a.getBoundingClientRect();
  return r.width > 0 && r.height > 0; }).map(a => a.href)
"""


def revealed_link(page: Any, selector: str, *, follow: bool = False) -> str | None:
    """Click an apply control that is a button (no link of its own) and return the application link it reveals
    in place: a mailto: address or a page on another host. When it navigates instead, the address it went to if
    `follow` (the caller may leave this page), else None. None too when it opens nothing new or the new links stay
    on this site (a form or dialog of this site is an easy apply)."""
    from pytest_jobagent import browser

    locator = page.locator(selector)
    if locator.count() != 1 or locator.first.evaluate("e => !!e.closest('a[href]') || e.type === 'submit'"):
        return None
    before = set(page.evaluate(LINKS_JS))
    url = page.url
    host = urllib.parse.urlsplit(url).netloc

    def new_link() -> str | None:
        for href in page.evaluate(LINKS_JS):
            parts = urllib.parse.urlsplit(href)
            if href not in before and (parts.scheme == "mailto" or
                                       (parts.scheme in ("http", "https") and parts.netloc != host)):
                return href
        return None

    result = browser.click(page, selector, settle_after=False)
    if not result.success:
        return None
    if page.url == url:  # a button that shows the link in its click handler has shown it by now: no wait
        try:
            shown = new_link()
        except PlaywrightError:  # the page is navigating after all: settled below
            shown = None
        if shown:
            return shown
    browser.wait_for_settle(page)
    if page.url.split("#")[0] != url.split("#")[0] or (page.url != url and "#/" in page.url):
        return page.url if follow else None
    return new_link()
