"""Fields a choice revealed (in-page `choices.js`): what was shown before an action, what a choice brought up, and
which choice a field belongs to. The recorder marks steps on such fields as conditional on that choice."""

from __future__ import annotations

from playwright.sync_api import Frame, Page

from .inpage import call, call_on, is_navigation_error

Document = Page | Frame


def note_fields(page: Document) -> None:
    """Before an action: remember the fields the page shows now (nothing when the document is going away)."""
    try:
        call(page, "noteFields")
    except Exception as exc:  # noqa: BLE001 - a closing or navigating document has no fields to remember
        if not is_navigation_error(exc):
            raise


def note_choice(page: Document, order: int) -> int:
    """After the choice step `order`: how many fields it brought up (0 when the document changed meanwhile)."""
    try:
        return int(call(page, "noteChoice", order) or 0)
    except Exception as exc:  # noqa: BLE001 - a choice that navigated revealed nothing on this document
        if is_navigation_error(exc):
            return 0
        raise


def choice_of(page: Document, selector: str) -> int | None:
    """The order of the latest choice step that brought up the field behind `selector`, or None."""
    try:
        found = call_on(page.locator(selector).first, "choiceOf", timeout_ms=1000)
    except Exception:  # noqa: BLE001 - the field went away after its action (a step that navigated): no condition
        return None
    return found if isinstance(found, int) else None
