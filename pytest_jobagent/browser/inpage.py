"""The in-page script (the parts in browser/js/, joined in PARTS order) installed into pages, and safe calls of it."""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

from playwright.sync_api import ElementHandle, Frame, Page

from .pagestate import PageState
from .types import Document

JS_DIR = Path(__file__).with_name("js")
# The parts of the in-page script, joined in this order inside one function, so they share its scope. A part may
# call functions of any part; code that runs as the script loads (settle.js patching setTimeout, the constants) uses
# only what the parts before it declare, and api.js, last, publishes window.__jobagent.
PARTS: tuple[str, ...] = (
    "common.js",  # clock, text and quoting helpers, element ids, selectors.py's rules
    "settle.js",  # short-timer tracking and quiet()
    "roots.js",  # open and closed shadow roots, selector counts across them
    "roles.js",  # accessible roles
    "names.js",  # accessible names and readable text
    "fields.js",  # what to do with an element: action, field type, options, state
    "labels.js",  # field labels and required marks
    "selectors.js",  # stable and structural selectors
    "regions.js",  # viewport and boxes, landmarks, overlays and dialogs, pagers
    "shapes.js",  # repeated shapes of elements, merged and split
    "groups.js",  # listing groups: found, scored, titled, their item pattern
    "forms.js",  # real and implicit forms, submit buttons
    "facts.js",  # page meta and JSON-LD, platform markers, layout skeleton
    "signature.js",  # one element described for signatures: describe()
    "serialize.js",  # the page walk and snapshot()
    "overlays.js",  # overlays that take the page's clicks, and the control that dismisses one
    "destinations.js",  # where a field's or a pressed control's data would go: origin, form action (dataguard.py)
    "choices.js",  # fields a choice revealed (conditional cookbook steps)
    "reading.js",  # rendered text through shadow roots, validation messages, the value a label names
    "widgets.js",  # listbox options, a field's value, page scroll, a function on a selector's only match
    "collect.js",  # the collect run's listing reader, its controls (apply, filters, pagers) and details layouts
    "api.js",  # window.__jobagent
)


def _version() -> str:
    """A digest of the parts: a document that already holds this version of the script keeps it (install runs as
    an init script and again in the current document); any other, an older copy from before an upgrade or an edit of
    a part, is replaced. Derived, so no one bumps it by hand."""
    digest = hashlib.sha256()
    for name in PARTS:
        digest.update((JS_DIR / name).read_bytes())
    return digest.hexdigest()[:12]


VERSION = _version()

# Errors that mean "the document went away under us": navigation, reload, closed frame.
NAVIGATION_ERRORS = ("Execution context was destroyed", "Cannot find context", "navigat", "Target closed",
                     "frame was detached", "Frame was detached", "has been closed")


@functools.cache
def script() -> str:
    """The parts inside one function that runs at once, behind the version guard; each part is headed by its file
    name, so a line a page error points at can be traced to its part."""
    parts = "\n".join(f"// ---- js/{name}\n{(JS_DIR / name).read_text(encoding='utf-8')}" for name in PARTS)
    return ("(() => {\n"
            f"const VERSION = {json.dumps(VERSION)};\n"
            "if (window.__jobagent && window.__jobagent.version === VERSION) return;\n\n"
            f"{parts}}})();\n")


def is_navigation_error(exc: BaseException) -> bool:
    text = str(exc)
    return any(marker in text for marker in NAVIGATION_ERRORS)


def install(page: Document) -> None:
    """Register the script for every future document of the page (and its frames) once, and load it into the
    current document of the page, or of the frame when given one."""
    owner = page.page if isinstance(page, Frame) else page
    state = PageState.of(owner)
    if not state.script_registered:
        owner.add_init_script(script=script())
        state.script_registered = True
    page.evaluate(script())


def call(page: Document, function: str, arg: Any = None) -> Any:
    """Call window.__jobagent.<function>(arg) in the page, installing the script first if it is missing.

    The argument and the result cross as one JSON string each: Playwright's own transport types every value of a
    structure one by one (and its Python client validates each), which for a page snapshot of a few thousand
    nodes cost more than taking it."""
    expression = (f"(arg) => window.__jobagent ? {JSON_CALL}(window.__jobagent.{function}(JSON.parse(arg)))"
                  " : '__missing__'")
    text = json.dumps(arg)
    result = page.evaluate(expression, text)
    if result == "__missing__":
        install(page)
        result = page.evaluate(expression, text)
    return json.loads(result).get("r") if isinstance(result, str) else None


# a result as {"r": value} in JSON (undefined comes back as None), a promise's once it resolves
JSON_CALL = "((r) => r instanceof Promise ? r.then((v) => JSON.stringify({r: v})) : JSON.stringify({r}))"


def call_on(handle: Any, function: str, arg: Any = None, *, timeout_ms: float | None = None) -> Any:
    """Call window.__jobagent.<function>(element, arg) on a Locator or ElementHandle. `timeout_ms`: how long a
    Locator may wait for its element (the context's default timeout when None)."""
    page: Page | None = handle.page if hasattr(handle, "page") else None
    expression = f"(el, arg) => window.__jobagent ? window.__jobagent.{function}(el, arg) : '__missing__'"
    waits = {"timeout": timeout_ms} if timeout_ms is not None and hasattr(handle, "element_handle") else {}
    result = handle.evaluate(expression, arg, **waits)
    if isinstance(result, str) and result == "__missing__":
        element = handle.element_handle(**waits) if hasattr(handle, "element_handle") else handle
        document = element.owner_frame() or page  # the document the element lives in, a frame's included
        if document is not None:  # none: the element left its document, and the call below says so
            install(document)
        result = handle.evaluate(expression, arg, **waits)
    return result


def element(page: Document, function: str, arg: Any = None) -> ElementHandle | None:
    """The element window.__jobagent.<function>(arg) returns in the page (or frame), installing the script first if it
    is missing; None when it returns no element."""
    expression = f"(arg) => window.__jobagent ? window.__jobagent.{function}(arg) : '__missing__'"
    found = page.evaluate_handle(expression, arg)
    if found.as_element() is None and found.json_value() == "__missing__":
        install(page)
        found = page.evaluate_handle(expression, arg)
    return found.as_element()


def element_on(handle: ElementHandle, function: str, arg: Any = None) -> ElementHandle | None:
    """The element window.__jobagent.<function>(element, arg) returns for an ElementHandle; None when it returns no
    element."""
    expression = f"(el, arg) => window.__jobagent ? window.__jobagent.{function}(el, arg) : '__missing__'"
    found = handle.evaluate_handle(expression, arg)
    if found.as_element() is None and found.json_value() == "__missing__":
        frame = handle.owner_frame()
        if frame is not None:  # none: the element left its document, and the call below says so
            install(frame)
        found = handle.evaluate_handle(expression, arg)
    return found.as_element()


def document_id(page: Document) -> str | None:
    """The id of the document the page shows now (common.js DOC_ID): a new one after every navigation or reload, the
    same after a history push or a hash change, so "the page went to a new document" is told apart from "its URL
    changed" (None: the script is not in the document, or it is going away)."""
    try:
        return page.evaluate("() => window.__jobagent ? window.__jobagent.docId : null")
    except Exception as exc:
        if is_navigation_error(exc):
            return None
        raise
