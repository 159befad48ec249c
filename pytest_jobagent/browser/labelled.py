"""The element that holds the value a visible label names: `Company:` beside `Midland Telecom`, a `dt`/`dd` pair,
a table's label cell and value cell, or `Location: Berlin` in one line.

Used when a user says "save the company" and the page writes it as label and value rather than as a field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import inpage
from .frames import documents
from .selectors import unique_selector

if TYPE_CHECKING:
    from playwright.sync_api import Page

def value_of_label(page: Page, label: str) -> tuple[str | None, str, str]:
    """(a unique selector of the value's element, the value, the element's whole text) for the value a visible
    label names; (None, '', '') when none. The whole text differs from the value only for "Location: Berlin"."""
    element = None
    for document in documents(page):  # the page first, then what its frames show
        element = inpage.element(document, "valueOfLabel", label)  # reading.js
        if element is not None:
            break
    if element is None:
        return None, "", ""
    whole = " ".join(element.inner_text().split())
    head, sep, rest = whole.partition(":")
    inline = sep and head.strip().lower().rstrip("*") == label.strip().lower().rstrip(":")
    return unique_selector(page, element), rest.strip() if inline else whole, whole
