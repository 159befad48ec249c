"""Choosing an option: in a native <select> by its label or value, in a custom combobox through its role=option list."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Error as PlaywrightError

from .targets import ActionError


def select_native(element: Any, option: str, timeout_ms: int, options: list[list[str]]) -> dict:
    """Select the option whose label or value is `option` (exactly, else case-insensitively or as part of a label)."""
    for label, value in options:
        if option in (label, value):
            element.select_option(value=value, timeout=timeout_ms)
            return {"chosen": label}
    lowered = option.strip().lower()
    for label, value in options:
        if label.strip().lower() == lowered or (lowered and lowered in label.lower()):
            element.select_option(value=value, timeout=timeout_ms)
            return {"chosen": label}
    listed = ", ".join(f'"{label}"' for label, _ in options[:15])
    raise ActionError(f'no option "{option}" in this list; options are: {listed}'
                      + (" …" if len(options) > 15 else ""))


def select_custom(page: Any, element: Any, option: str, tag: str, role: str, timeout_ms: int) -> dict:
    """Open the combobox (typing the option into an input one) and click the role=option that names `option`."""
    element.click(timeout=timeout_ms)
    if tag in ("input", "textarea"):
        element.fill(option, timeout=timeout_ms)
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
