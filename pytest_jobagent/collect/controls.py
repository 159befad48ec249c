"""Page controls by code: apply controls (signature, url), filter options by label, next-page controls, counts."""

from __future__ import annotations

import re
from typing import Any

MARK = "data-jobagent-target"

# Visible apply-like controls outside the listing items: signature (tag + stable classes + type), text, url.
APPLY_JS = r"""
([pattern, wanted]) => {
  const GENERATED = /^(ember\d*|css-[a-z0-9]+|sc-[A-Za-z]+|jsx-\d+)$|\d{4,}|^(active|selected|is-)/;
  const visible = (el) => { const r = el.getBoundingClientRect(); if (r.width === 0 && r.height === 0) return false;
    const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
  const sig = (el) => el.localName + Array.from(el.classList).filter(c => !GENERATED.test(c)).sort().map(c => '.' + c).join('')
    + (el.getAttribute('type') ? '[type=' + el.getAttribute('type') + ']' : '');
  const urlOf = (el) => {
    if (el.localName === 'a' && el.getAttribute('href')) return el.href;
    const form = el.form || el.closest('form');
    if (form && (form.method || 'get').toLowerCase() === 'get' && (el.type === 'submit' || el.localName === 'button')) {
      const url = new URL(form.getAttribute('action') || location.href, location.href);
      for (const [k, v] of new FormData(form)) if (typeof v === 'string') url.searchParams.set(k, v);
      return url.href;
    }
    return null;
  };
  const controls = Array.from(document.querySelectorAll('a[href], button, input[type=submit], [role=button]'))
    .filter(el => visible(el) && !(pattern && el.closest(pattern)) && !el.closest('[role=dialog], dialog'));
  const out = [];
  for (const el of controls) {
    const text = (el.innerText || el.value || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim();
    const s = sig(el);
    if (wanted ? wanted.includes(s) : /\bapply\b/i.test(text))
      out.push({signature: s, text, url: urlOf(el), tag: el.localName, pressed: el.getAttribute('aria-pressed')});
  }
  return out;
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
CHOOSE_JS = r"""
([scopeSel, group, option, mark]) => {
  const norm = (t) => (t || '').replace(/\(\s*[\d,]+\s*\)/g, '').replace(/[+]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const scope = (scopeSel && document.querySelector(scopeSel)) || document;
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 || r.height > 0; };
  const labelOf = (el) => {
    if (el.labels && el.labels.length) return el.labels[0].innerText;
    return el.getAttribute('aria-label') || el.innerText || el.value || '';
  };
  const want = norm(option);
  const cands = Array.from(scope.querySelectorAll('input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch], [role=option], a[href], button'))
    .filter(el => norm(labelOf(el)) === want && (visible(el) || (el.labels && el.labels.length && visible(el.labels[0]))));
  if (!cands.length) return {found: 0};
  const captionOf = (el) => {
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
  const checked = checkable ? el.checked : (el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true');
  return {found: cands.length, checkable, checked, tag: el.localName, caption: captionOf(el)};
}
"""

URL_JS = r"""
(el) => {
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


def mark_option(page: Any, scope: str | None, group: str, option: str) -> dict[str, Any]:
    return page.evaluate(CHOOSE_JS, [scope, group, option, MARK])


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


def is_disabled(page: Any, selector: str) -> bool:
    locator = page.locator(selector)
    if locator.count() < 1:
        return True
    return bool(locator.first.evaluate(
        "(el) => el.disabled || el.getAttribute('aria-disabled') === 'true' || el.classList.contains('disabled')"
        " || el.getAttribute('aria-current') === 'page'"))
