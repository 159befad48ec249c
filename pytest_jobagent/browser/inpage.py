"""Installing snapshot.js into pages (init script + current document) and calling its functions safely."""

from __future__ import annotations

import functools
import weakref
from pathlib import Path
from typing import Any

from playwright.sync_api import Frame

from .selectors import rules

SCRIPT_PATH = Path(__file__).with_name("snapshot.js")
_INSTALLED: weakref.WeakKeyDictionary[Any, bool] = weakref.WeakKeyDictionary()

# Errors that mean "the document went away under us": navigation, reload, closed frame.
NAVIGATION_ERRORS = ("Execution context was destroyed", "Cannot find context", "navigat", "Target closed",
                     "frame was detached", "Frame was detached", "has been closed")


@functools.cache
def script() -> str:
    return SCRIPT_PATH.read_text(encoding="utf-8")


def is_navigation_error(exc: BaseException) -> bool:
    text = str(exc)
    return any(marker in text for marker in NAVIGATION_ERRORS)


def install(page: Any) -> None:
    """Register the script for every future document of the page (and its frames) once, and load it into the
    current document of the page, or of the frame when given one."""
    owner = page.page if isinstance(page, Frame) else page
    if not _INSTALLED.get(owner):
        owner.add_init_script(script=script())
        _INSTALLED[owner] = True
    page.evaluate(script())


def call(page: Any, function: str, arg: Any = None) -> Any:
    """Call window.__jobagent.<function>(arg) in the page, installing the script first if it is missing."""
    expression = f"(arg) => window.__jobagent ? window.__jobagent.{function}(arg) : '__missing__'"
    result = page.evaluate(expression, arg)
    if isinstance(result, str) and result == "__missing__":
        install(page)
        result = page.evaluate(expression, arg)
    return result


def call_on(handle: Any, function: str, arg: Any = None) -> Any:
    """Call window.__jobagent.<function>(element, arg) on a Locator or ElementHandle."""
    page = handle.page if hasattr(handle, "page") else None
    expression = f"(el, arg) => window.__jobagent ? window.__jobagent.{function}(el, arg) : '__missing__'"
    result = handle.evaluate(expression, arg)
    if isinstance(result, str) and result == "__missing__":
        element = handle.element_handle() if hasattr(handle, "element_handle") else handle
        install(element.owner_frame() or page)  # the document the element lives in, a frame's included
        result = handle.evaluate(expression, arg)
    return result


def describe_element(page: Any, target: Any) -> dict[str, Any] | None:
    """Describe the single element behind a selector, Locator or ElementHandle; None if there is not exactly one."""
    from playwright.sync_api import Error

    try:
        if isinstance(target, str):
            locator = page.locator(target)
            if locator.count() != 1:
                return None
            target = locator
        return call_on(target, "describe", {"rules": rules()})
    except Error:
        return None
