"""What an action acts on (a selector, a Locator, an ElementHandle or a Counted selector), resolved to one element."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playwright.sync_api import ElementHandle, Locator, Page
from playwright.sync_api import Error as PlaywrightError

from .errors import explain
from .inpage import call_on
from .selectors import check_selector, rules

Target = Any  # a selector string, a Playwright Locator, an ElementHandle or a Counted selector
APPEAR_TIMEOUT_MS = 1500  # how long a missing element may take to show up before "no element matches"


@dataclass(frozen=True)
class Counted:
    """A selector the caller has just counted to exactly one element (a cookbook replay): acted on without
    counting it again, so an action costs the page one round trip fewer."""

    selector: str


class ActionError(Exception):
    """Raised inside an action body with a message for the model; becomes ActionResult.error."""


def _candidates(page: Page, locator: Locator, limit: int = 3) -> list[str]:
    """Unique selectors of the first few matches, to offer instead of an ambiguous one."""
    out = []
    for i in range(min(locator.count(), limit)):
        try:
            info = call_on(locator.nth(i), "describe", {"rules": rules()})
        except PlaywrightError:  # the match went away meanwhile: offer the others
            continue
        if info and info.get("selector") and check_selector(page, info["selector"]).count == 1:
            name = (info.get("name") or info.get("text") or "")[:40]
            out.append(f'"{info["selector"]}" ({info.get("role") or info.get("tag")} "{name}")')
    return out


def read_element(element: Locator | ElementHandle, script: str, timeout_ms: int) -> Any:
    """A script's value on the one element; a Locator waits for its element at most timeout_ms (the action's own
    time, not the context's default: a Counted selector whose element went away fails as soon as a click would)."""
    if isinstance(element, Locator):
        return element.evaluate(script, timeout=timeout_ms)
    return element.evaluate(script)


def resolve(page: Page, target: Target, timeout_ms: int = APPEAR_TIMEOUT_MS) -> Locator | ElementHandle:
    """The one element behind target as a Locator (or the ElementHandle itself); ActionError otherwise."""
    if isinstance(target, Counted):
        return page.locator(target.selector)
    if isinstance(target, ElementHandle):
        try:
            connected = target.evaluate("e => e.isConnected")
        except PlaywrightError:
            connected = False
        if not connected:
            raise ActionError("the element is no longer on the page (it was removed or re-rendered); "
                              "observe the page again and use a fresh selector.")
        return target
    if isinstance(target, str):
        check = check_selector(page, target)
        if not check.valid:
            raise ActionError(explain(check.error or "invalid selector", target))
        locator = page.locator(target)
        count = check.count
        label = target
    elif isinstance(target, Locator):
        locator, label = target, str(target)
        count = locator.count()
    else:
        raise ActionError(f"cannot act on {type(target).__name__}; give a selector string")
    if count == 0:
        try:
            locator.first.wait_for(state="attached", timeout=timeout_ms)
        except PlaywrightError:
            raise ActionError(f"no element matches '{label}'; observe the page again and copy a selector from it.") from None
        count = locator.count()
    if count > 1:
        alternatives = _candidates(page, locator)
        hint = ("; use one of: " + ", ".join(alternatives)) if alternatives else "; use a selector that matches exactly one"
        raise ActionError(f"'{label}' matches {count} elements{hint}.")
    return locator

