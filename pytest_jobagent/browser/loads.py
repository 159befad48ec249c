"""Page loads that failed: the URL and the browser's reason, kept per page, so a page that did not load reads the
same on every Chromium build (the full browser draws an error page of its own, the headless shell an empty one)."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, Request

from .offline import failure
from .pagestate import ContextState, PageState

# where a browser shows its own page for a load that failed (Chromium, Firefox); take_snapshot hands them to the page
ERROR_DOCUMENTS = ("chrome-error:", "about:neterror")


def watch_loads(context: BrowserContext) -> None:
    """Remember the failed main-frame loads of this context's pages (PageState.failed_load) from now on (once per
    context)."""
    state = ContextState.of(context)
    if state.loads_watched:
        return
    state.loads_watched = True
    context.on("requestfailed", _on_failed)


def _on_failed(request: Request) -> None:
    if not request.is_navigation_request():
        return
    try:
        frame = request.frame
        if frame.parent_frame is None:
            reason = failure(frame.page.context, request.failure or "failed")
            PageState.of(frame.page).failed_load = f"{request.url} ({reason})"
    except Exception:  # noqa: BLE001 - a frame or page already gone: nothing to describe
        pass


def last_failed_load(page: Page) -> str | None:
    """'<url> (<reason>)' of the page's last main-frame load that failed, if one did since it was watched."""
    state = PageState.peek(page)
    return state.failed_load if state is not None else None


def load_failed(page: Page) -> str | None:
    """None while the page shows a document of its own; else what failed to load, as the page now shows the
    browser's error page: '<url> (<reason>)', or the error page's address and that the browser gave no reason when
    the page was not watched (never empty: a failure must not read as false)."""
    if not page.url.startswith(ERROR_DOCUMENTS):
        return None
    return last_failed_load(page) or f"{page.url} (the browser showed its page for a failed load, with no reason)"


# the HTTP status of the document the page shows (Navigation Timing's responseStatus; 0 when the browser does not say)
STATUS_JS = "() => (performance.getEntriesByType('navigation')[0] || {}).responseStatus || 0"


def http_error(page: Page) -> str | None:
    """'<url> (HTTP <status>)' when the document the page shows was answered with an HTTP error (4xx, 5xx): a server's
    "not found" page is a page of its own, but not the one asked for. None otherwise, or when it cannot tell."""
    try:
        status = int(page.evaluate(STATUS_JS) or 0)
    except Exception:  # noqa: BLE001 - a page navigating or closed: no status to tell
        return None
    return f"{page.url} (HTTP {status})" if status >= 400 else None
