"""The element that holds the value a visible label names: `Company:` beside `Midland Telecom`, a `dt`/`dd` pair,
a table's label cell and value cell, or `Location: Berlin` in one line.

Used when a user says "save the company" and the page writes it as label and value rather than as a field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .frames import documents
from .selectors import unique_selector

if TYPE_CHECKING:
    from playwright.sync_api import Page

# cue: a label is an element whose whole text is the label's words (a trailing ":" aside); its value is the next
# element beside it (dd after dt, the next cell of a row) or, when the label stands alone in its box, the box's
# next sibling; "Label: value" in one short line is read as both
VALUE_OF_LABEL_JS = r"""
(label) => {
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
"""


def value_of_label(page: Page, label: str) -> tuple[str | None, str, str]:
    """(a unique selector of the value's element, the value, the element's whole text) for the value a visible
    label names; (None, '', '') when none. The whole text differs from the value only for "Location: Berlin"."""
    element = None
    for document in documents(page):  # the page first, then what its frames show
        element = document.evaluate_handle(VALUE_OF_LABEL_JS, label).as_element()
        if element is not None:
            break
    if element is None:
        return None, "", ""
    whole = " ".join(element.inner_text().split())
    head, sep, rest = whole.partition(":")
    inline = sep and head.strip().lower().rstrip("*") == label.strip().lower().rstrip(":")
    return unique_selector(page, element), rest.strip() if inline else whole, whole
