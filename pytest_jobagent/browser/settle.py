"""Settle waits: DOM quiet (MutationObserver), no short page timers, frames or pending requests, bounded; never a sleep."""

from __future__ import annotations

import contextlib
import time
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from pydantic import BaseModel, Field

from .frames import ENTER_FRAME, frame_of
from .inpage import call, install, is_navigation_error
from .pagestate import PageState, RequestTracker
from .types import Document


class SettleOptions(BaseModel):
    """How long a page must stay quiet, and how long we are willing to wait for that."""

    # 60 ms: a page's own work that follows an action is tracked (short timers, fetches and their handling, frames it
    # asks for, requests in flight); the window guards what is not (a message from a worker or a socket). 100 ms cost
    # the scenario suite 6% more time with no change in what any settle saw (settle_complete_ratio 1.0 with both).
    quiet_ms: int = Field(60, ge=0, description="DOM unchanged and no short timer or frame pending for this long")
    timeout_ms: int = Field(5000, ge=0, description="upper bound of the whole wait")
    network: bool = Field(True, description="also wait for in-flight requests to finish")
    max_timer_ms: int = Field(2000, description="page timers up to this delay count as pending work")
    since_last_change: bool = Field(False, description="the quiet window began at the DOM's last change (and the "
                                    "last request's end), not when the wait began: for a look at the page, and "
                                    "after setting a value (its handlers run at once, or through tracked work)")


# The wait of a look at the page, of a value set (fill, select, check, upload) and of a load seen to its end: quiet
# counted from the DOM's last change, so a page quiet for a window already is read at once.
QUIET_SINCE_LAST_CHANGE = SettleOptions(since_last_change=True)


class SettleReport(BaseModel):
    """What the wait saw. settled=False means the bound was hit; the reason says what kept the page busy."""

    settled: bool
    waited_ms: float
    reason: str = "quiet"
    mutations: int = 0
    pending_requests: list[str] = Field(default_factory=list)
    navigated: bool = False


def tracker(page: Page) -> RequestTracker:
    """The request tracker of a page (its PageState's), attached on first use (and the in-page script with it)."""
    state = PageState.of(page)
    t = state.tracker
    if t is None:
        t = RequestTracker()
        page.on("request", t.on_request)
        page.on("requestfinished", t.on_done)
        page.on("requestfailed", t.on_done)
        page.on("response", t.on_response)
        page.on("framenavigated", t.on_navigated)
        state.tracker = t
        install(page)
    return t


def wait_for_settle(page: Page, options: SettleOptions | None = None, *, within: str | None = None) -> SettleReport:
    """Wait until the page is quiet: no DOM mutation and no short timer for quiet_ms, no request in flight,
    and the last request finished before the quiet window began. Bounded by timeout_ms; never raises.
    `within`: the selector of the element an action used; when it lies in a frame, that frame's own quiet is
    waited for too (a search in an embedded board changes and navigates the frame, not the page)."""
    opts = options or SettleOptions()
    t = tracker(page)
    started = time.monotonic()
    deadline = started + opts.timeout_ms / 1000
    documents = t.documents
    mutations = 0
    reason = "quiet"
    since_last = opts.since_last_change
    while True:
        remaining_ms = max(0, int((deadline - time.monotonic()) * 1000))
        # a window counted back from the last change must also be clear of requests for as long
        window_start = time.monotonic() - (opts.quiet_ms / 1000 if since_last else 0)
        try:
            result = _quiet(page, opts, remaining_ms, since_last=since_last)
            since_last = False  # a second round (the page was busy) waits a window of its own
        except PlaywrightError as exc:  # the document went away (navigation) or the page closed
            if page.is_closed():
                return SettleReport(settled=False, waited_ms=_ms(started), reason="page closed")
            if not is_navigation_error(exc):
                return SettleReport(settled=False, waited_ms=_ms(started), reason=f"settle failed: {exc}")
            with contextlib.suppress(PlaywrightError):  # still loading at the deadline: reported below
                page.wait_for_load_state("domcontentloaded", timeout=max(1, remaining_ms))
            if time.monotonic() >= deadline:
                return _report(False, started, "navigation did not finish loading", mutations, t, documents)
            continue
        mutations += int(result.get("mutations", 0))
        pending = opts.network and bool(t.inflight)
        network_late = opts.network and t.last_activity > window_start
        if result.get("quiet") and not pending and not network_late:
            busy = _frame_busy(page, within, opts, deadline) if within and ENTER_FRAME in within else ""
            if not busy:
                return _report(True, started, "quiet", mutations, t, documents)
            since_last = True  # the main document's own quiet still counts: only look at it again
            reason = busy
        else:
            reason = "requests pending" if pending else (result.get("reason") or "busy")
        if time.monotonic() >= deadline:
            return _report(False, started, reason, mutations, t, documents)


def _quiet(target: Document, opts: SettleOptions, remaining_ms: int, *, since_last: bool) -> dict[str, Any]:
    """The in-page quiet() of a page or frame: its DOM unchanged and no short timer or answer pending for quiet_ms
    (counted from the DOM's last change with `since_last`), or the time left ran out."""
    return call(target, "quiet", {"quietMs": opts.quiet_ms, "timeoutMs": remaining_ms,
                                  "maxTimerMs": opts.max_timer_ms, "sinceLastMutation": since_last})


def _frame_busy(page: Page, within: str, opts: SettleOptions, deadline: float) -> str:
    """Wait for the own quiet (DOM, short timers, answers being handled) of the frame an action's element lies in,
    counted from its last change: a frame quiet already answers at once. What kept it busy ("" when nothing did):
    then the main document is looked at again. Only that frame: an action in the page leaves frames alone, and a
    hidden frame may never run a timer again (a wait in it would never end)."""
    frame = frame_of(page, within)
    if frame is None:
        return ""
    remaining_ms = max(0, int((deadline - time.monotonic()) * 1000))
    try:
        result = _quiet(frame, opts, remaining_ms, since_last=True)
    except PlaywrightError as exc:  # the frame navigating (its document went away) or detached
        if frame.is_detached() or not is_navigation_error(exc):
            return ""
        with contextlib.suppress(PlaywrightError):
            frame.wait_for_load_state("domcontentloaded", timeout=max(1, remaining_ms))
        return "the frame navigated"
    if result.get("mutations") or float(result.get("waited_ms", 0)) > opts.quiet_ms / 2:
        return f"the frame was busy ({result.get('reason')})"
    return ""


def _ms(since: float) -> float:
    return round((time.monotonic() - since) * 1000, 1)


def _report(settled: bool, started: float, reason: str, mutations: int, t: RequestTracker, documents: int) -> SettleReport:
    return SettleReport(
        settled=settled, waited_ms=_ms(started), reason=reason, mutations=mutations,
        pending_requests=[r.url[:200] for r in list(t.inflight)[:5]] if not settled else [],
        navigated=t.documents != documents,
    )


def settled_view(page: Page) -> SettleReport:
    """Two frames on, then quiet since the DOM's last change: what a page draws in the frames after an action (a list
    that renders only the rows in view, drawing them again after the page scrolled itself to a job) is drawn before it
    is counted."""
    with contextlib.suppress(PlaywrightError):
        call(page, "framesHandled")  # widgets.js
    return wait_for_settle(page, QUIET_SINCE_LAST_CHANGE)
