"""Choosing an option: in a native <select> by its label or value, in a custom combobox through its role=option list."""

from __future__ import annotations

import time
import unicodedata

from playwright.sync_api import ElementHandle, Locator, Page
from playwright.sync_api import Error as PlaywrightError

from . import inpage, pageclock
from .targets import ActionError


def _plain(text: str) -> str:
    """Lower case without accents or surrounding space: "Más de 5" and "mas de 5" are one answer."""
    folded = unicodedata.normalize("NFKD", text.strip().lower())
    return "".join(c for c in folded if not unicodedata.combining(c))


def match_option(option: str, options: list[list[str]]) -> int | None:
    """The index of the option whose label or value is `option`: exactly, else case- and accent-insensitively, else
    the one label that contains it."""
    for i, (label, value) in enumerate(options):
        if option in (label, value):
            return i
    wanted = _plain(option)
    for i, (label, value) in enumerate(options):
        if wanted and wanted in (_plain(label), _plain(value)):
            return i
    within = [i for i, (label, _) in enumerate(options) if wanted and wanted in _plain(label)]
    return within[0] if within else None


def _listed(options: list[list[str]]) -> str:
    return ", ".join(f'"{label}"' for label, _ in options[:15]) + (" …" if len(options) > 15 else "")


def select_native(element: Locator | ElementHandle, option: str, timeout_ms: int, options: list[list[str]]) -> dict:
    """Select the option whose label or value is `option` (exactly, else case-insensitively or as part of a label)."""
    i = match_option(option, options)
    if i is None:
        raise ActionError(f'no option "{option}" in this list; options are: {_listed(options)}')
    label, value = options[i]
    element.select_option(value=value, timeout=timeout_ms)
    return {"chosen": label}


def _open_list(page: Page, element: Locator | ElementHandle, timeout_ms: int, click: bool = True) -> ElementHandle | None:
    """The control's listbox once it shows options: opened by a click unless it is open already (or is the list);
    waits for options built only on opening (a list fetched or rendered on demand)."""
    handle = element.element_handle(timeout=timeout_ms) if isinstance(element, Locator) else element
    found = inpage.element_on(handle, "findList")  # widgets.js: the listbox the control shows
    is_open = handle.evaluate("e => e.getAttribute('role') === 'listbox' || e.getAttribute('aria-expanded') === 'true'")
    if click and not (found and is_open):
        element.click(timeout=timeout_ms)
    deadline = time.monotonic() + min(timeout_ms, 2000) / 1000
    while True:
        found = inpage.element_on(handle, "findList")
        if found is not None and found.evaluate("l => l.querySelector('[role=option]') !== null"):
            return found
        if time.monotonic() > deadline:
            return None
        pageclock.let_time_pass(page, 100)  # a debounced search's options come due in page time


def _choose_in_list(element: Locator | ElementHandle, listbox: ElementHandle, option: str, timeout_ms: int) -> dict:
    """Click the option of `listbox` that answers `option`; verified by what the control then shows or the
    option's aria-selected."""
    options = inpage.call_on(listbox, "listOptions")  # as [label, value]: shown or not
    i = match_option(option, options)
    if i is None:
        element.press("Escape", timeout=timeout_ms)
        raise ActionError(f'no option "{option}" in this list; options are: {_listed(options)}')
    label = options[i][0]
    choice = listbox.query_selector_all("[role=option]")[i]
    choice.click(timeout=timeout_ms)
    said, selected = inpage.call_on(element, "shownChoice", [label, choice])
    if not (selected or _plain(label) in _plain(said)):
        raise ActionError(f'clicked the option "{label}" but the control still shows "{said[:60]}"; '
                          "observe the page to see how it works.")
    return {"chosen": label, "custom": True}


def select_custom(page: Page, element: Locator | ElementHandle, option: str, tag: str, role: str, timeout_ms: int) -> dict:
    """Open the combobox (typing the option into an input one) and click the role=option that names `option`:
    in the listbox the control shows when one is found, else any shown option of that name."""
    if tag in ("input", "textarea"):
        element.click(timeout=timeout_ms)
        element.fill(option, timeout=timeout_ms)
        listbox = _open_list(page, element, timeout_ms, click=False)
    else:
        listbox = _open_list(page, element, timeout_ms)
    if listbox is not None:
        return _choose_in_list(element, listbox, option, timeout_ms)
    for exact in (True, False):
        choice = page.get_by_role("option", name=option, exact=exact)
        try:
            choice.first.wait_for(state="visible", timeout=min(timeout_ms, 2000) if exact else 500)
        except PlaywrightError:  # no such option (yet): try the looser match
            continue
        if choice.count() > 1 and not exact:
            break
        choice.first.click(timeout=timeout_ms)
        return {"chosen": option, "custom": True}
    visible = page.get_by_role("option")
    names = [visible.nth(i).inner_text().strip() for i in range(min(visible.count(), 15))]
    page.keyboard.press("Escape")
    if names:
        raise ActionError(f'no option "{option}" appeared; options shown were: ' + ", ".join(f'"{n}"' for n in names))
    raise ActionError(f"{role or tag} opened no options list; click it and observe the page to see how it works.")
