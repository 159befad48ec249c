"""Verifying replayed steps: one step's check (value_equals, url_changed, element_visible, text_present), and the
values of a run of filled fields read back in one round trip before anything can change the page."""

from __future__ import annotations

import re

from playwright.sync_api import Page

from pytest_jobagent.browser import inpage
from pytest_jobagent.browser.actions import ActionResult
from pytest_jobagent.browser.selectors import is_css

from .models import CookbookStep

APPEAR_TIMEOUT_MS = 1500


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def value_problem(step: CookbookStep, found: str) -> str | None:
    """None when a field's value read back fits the step's value_equals check, else what differs."""
    check = step.verification
    assert check is not None
    expected, found_n = _norm(check.value), _norm(found)
    if found_n == expected or (step.action == "select" and expected and expected in found_n):
        return None
    if step.action == "type" and re.sub(r"\D", "", found_n) == re.sub(r"\D", "", expected) != "":
        return None  # a phone or number the page formatted
    return f"value is {found!r}, expected {check.value!r}"


def read_values(page: Page, steps: list[tuple[CookbookStep, str]]) -> list[str | None]:
    """The values of the fields of (step, selector) pairs, in one evaluate (widgets.js readValues: a select's chosen
    label, an input's value, else its text; 'true' or 'false' for a box): None where the field cannot be read that
    way (a Playwright-only selector, not exactly one match in the document: a shadow root, a frame), which
    `verify` then reads on its own."""
    items = [((s.verification.selector if s.verification else None) or selector, s.action) for s, selector in steps]
    # selectors only Playwright's engine understands (role=, text=, internal:..., chains) are read one by one
    readable = [i for i, (selector, _) in enumerate(items) if is_css(selector) and ">>" not in selector]
    out: list[str | None] = [None] * len(items)
    if not readable:
        return out
    try:
        values = inpage.call(page, "readValues", [list(items[i]) for i in readable])
    except Exception:  # noqa: BLE001 - the document went away: each field is read on its own
        return out
    for i, value in zip(readable, values, strict=False):
        out[i] = value
    return out


def verify(page: Page, step: CookbookStep, selector: str, result: ActionResult | None) -> str | None:
    """None when the step's verification holds, else what failed. What must appear may take the step's wait_after."""
    check = step.verification
    if check is None:
        return None
    appear_ms = max(APPEAR_TIMEOUT_MS, step.wait_after or 0)
    if check.type == "url_changed":
        if result is None or not result.url_changed:
            return "the URL did not change"
        if check.value and check.value not in page.url:
            return f"the URL {page.url} does not contain {check.value!r}"
        return None
    if check.type == "element_visible":
        try:
            page.locator(check.value or "").first.wait_for(state="visible", timeout=appear_ms)
        except Exception:  # noqa: BLE001
            return f"{check.value!r} did not become visible"
        return None
    if check.type == "text_present":
        try:
            page.get_by_text(check.value or "").first.wait_for(state="visible", timeout=appear_ms)
        except Exception:  # noqa: BLE001
            return f"text {check.value!r} is not on the page"
        return None
    target = page.locator(check.selector or selector).first
    try:
        if step.action == "check":
            found = "true" if target.is_checked(timeout=2000) else "false"
        else:
            found = inpage.call_on(target, "fieldValue")
    except Exception as exc:  # noqa: BLE001
        return f"could not read the value: {str(exc).splitlines()[0]}"
    return value_problem(step, found)
