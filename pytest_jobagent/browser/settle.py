"""Settle waits: DOM quiet (MutationObserver), no short page timers, frames or pending requests, bounded; never a sleep.
Under the run's clock (pageclock.py) the settle is also what moves page time: by fixed amounts, so a page's timers
come due after the same steps in every run, however slow the machine."""

from __future__ import annotations

import contextlib
import time
from typing import Any

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page
from pydantic import BaseModel, Field

from . import pageclock
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
    page_ms: int = Field(0, description="page time the wait moved the run's clock on by (pageclock.py); 0 on the wall "
                         "clock")


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
    waited for too (a search in an embedded board changes and navigates the frame, not the page).
    Under the run's clock, page time moves on by a fixed amount in every wait (`_on_run_clock`)."""
    opts = options or SettleOptions()
    if pageclock.driven(page):
        return _on_run_clock(page, opts, within)
    report, _ = _until_quiet(page, opts, within, page_timers=True)
    return report


def _on_run_clock(page: Page, opts: SettleOptions, within: str | None) -> SettleReport:
    """The settle under the run's paused clock. The page's timers and frames wait for the clock; the network, the
    handling of answers and CSS transitions run in real time. So: wait for those (a quiet window, the clock still),
    then move the clock on in steps of STEP_MS, after each waiting for the work the step started (a request a timer
    sent, its answer handled) before the next, so a step sees the page the same way on any machine. Page time moved:
    SETTLE_PAGE_MS in every wait, and on in steps while timers (up to max_timer_ms) or frames the page asked for are
    still pending, up to EXTRA_PAGE_MS more; all of it in fixed amounts that depend on what the page asked for, never
    on how long anything took. Once the page has nothing pending, the rest of the fixed amount is moved in one call
    (each call is a round trip, and Playwright keeps it for the context's later documents); a page with nothing
    pending from the start (no short timer, no frame) moves all of it at once, as nothing it tracks would fire in a
    first step. When the real bound is hit, the fixed amount is still moved (without the waits), so page time stays
    the same."""
    started = time.monotonic()
    deadline = started + opts.timeout_ms / 1000
    step_wait = opts.model_copy(update={"quiet_ms": 0, "since_last_change": True})
    report, pending = _until_quiet(page, opts, within, page_timers=False, deadline=deadline)
    moved = 0
    limit = pageclock.SETTLE_PAGE_MS + pageclock.EXTRA_PAGE_MS
    while moved < limit and not page.is_closed():
        if moved >= pageclock.SETTLE_PAGE_MS and not pending:
            break
        step = pageclock.STEP_MS if pending else pageclock.SETTLE_PAGE_MS - moved
        if not pageclock.advance(page, step):
            break
        moved += step
        if time.monotonic() >= deadline:
            pending = 0  # out of real time: only the fixed amount is still moved
            report = report.model_copy(update={"settled": False})
            continue
        report, pending = _until_quiet(page, step_wait, within, page_timers=False, deadline=deadline)
    if page.is_closed():
        return report.model_copy(update={"settled": False, "reason": "page closed", "page_ms": moved,
                                         "waited_ms": _ms(started)})
    return report.model_copy(update={"page_ms": moved, "waited_ms": _ms(started)})


def _until_quiet(page: Page, opts: SettleOptions, within: str | None, *, page_timers: bool,
                 deadline: float | None = None) -> tuple[SettleReport, int]:
    """The wait of wait_for_settle on the clock the page runs on, and how many timers and frames the page still has
    pending (`page_timers=False`: under the run's clock, where they are counted, not waited for)."""
    t = tracker(page)
    started = time.monotonic()
    deadline = min(deadline, started + opts.timeout_ms / 1000) if deadline else started + opts.timeout_ms / 1000
    documents = t.documents
    mutations = 0
    pending_work = 0
    reason = "quiet"
    since_last = opts.since_last_change
    while True:
        remaining_ms = max(0, int((deadline - time.monotonic()) * 1000))
        # a window counted back from the last change must also be clear of requests for as long
        window_start = time.monotonic() - (opts.quiet_ms / 1000 if since_last else 0)
        try:
            result = _quiet(page, opts, remaining_ms, since_last=since_last, page_timers=page_timers)
            since_last = False  # a second round (the page was busy) waits a window of its own
        except PlaywrightError as exc:  # the document went away (navigation) or the page closed
            if page.is_closed():
                return SettleReport(settled=False, waited_ms=_ms(started), reason="page closed"), 0
            if not is_navigation_error(exc):
                return SettleReport(settled=False, waited_ms=_ms(started), reason=f"settle failed: {exc}"), 0
            with contextlib.suppress(PlaywrightError):  # still loading at the deadline: reported below
                page.wait_for_load_state("domcontentloaded", timeout=max(1, remaining_ms))
            if time.monotonic() >= deadline:
                return _report(False, started, "navigation did not finish loading", mutations, t, documents), 0
            continue
        mutations += int(result.get("mutations", 0))
        pending_work = int(result.get("pending_timers") or 0) + int(result.get("pending_frames") or 0)
        pending = opts.network and bool(t.inflight)
        network_late = opts.network and t.last_activity > window_start
        if result.get("quiet") and not pending and not network_late:
            busy, frame_work = (_frame_busy(page, within, opts, deadline, page_timers=page_timers)
                                if within and ENTER_FRAME in within else ("", 0))
            if not busy:
                return _report(True, started, "quiet", mutations, t, documents), pending_work + frame_work
            since_last = True  # the main document's own quiet still counts: only look at it again
            reason = busy
        else:
            reason = "requests pending" if pending else (result.get("reason") or "busy")
        if time.monotonic() >= deadline:
            return _report(False, started, reason, mutations, t, documents), pending_work


def _quiet(target: Document, opts: SettleOptions, remaining_ms: int, *, since_last: bool,
           page_timers: bool = True) -> dict[str, Any]:
    """The in-page quiet() of a page or frame: its DOM unchanged and no short timer or answer pending for quiet_ms
    (counted from the DOM's last change with `since_last`), or the time left ran out. `page_timers=False`: the page's
    timers and frames are counted (pending_timers, pending_frames), not waited for (the run's clock is paused)."""
    return call(target, "quiet", {"quietMs": opts.quiet_ms, "timeoutMs": remaining_ms,
                                  "maxTimerMs": opts.max_timer_ms, "sinceLastMutation": since_last,
                                  "pageTimers": page_timers})


def _frame_busy(page: Page, within: str, opts: SettleOptions, deadline: float, *,
                page_timers: bool = True) -> tuple[str, int]:
    """Wait for the own quiet (DOM, short timers, answers being handled) of the frame an action's element lies in,
    counted from its last change: a frame quiet already answers at once. What kept it busy ("" when nothing did):
    then the main document is looked at again; and the timers and frames that frame still has pending (under the
    run's clock, where the settle moves page time on while they are: a frame's results shown after a timer). Only
    that frame: an action in the page leaves frames alone, and a hidden frame may never run a timer again (a wait in
    it would never end)."""
    frame = frame_of(page, within)
    if frame is None:
        return "", 0
    remaining_ms = max(0, int((deadline - time.monotonic()) * 1000))
    try:
        result = _quiet(frame, opts, remaining_ms, since_last=True, page_timers=page_timers)
    except PlaywrightError as exc:  # the frame navigating (its document went away) or detached
        if frame.is_detached() or not is_navigation_error(exc):
            return "", 0
        with contextlib.suppress(PlaywrightError):
            frame.wait_for_load_state("domcontentloaded", timeout=max(1, remaining_ms))
        return "the frame navigated", 0
    # a wait of more than half the window was the frame being busy; a step's wait under the run's clock has no
    # window (quiet_ms 0), where any real delay is only the machine's load: then changes alone say it was busy
    waited_long = opts.quiet_ms > 0 and float(result.get("waited_ms", 0)) > opts.quiet_ms / 2
    if result.get("mutations") or waited_long:
        return f"the frame was busy ({result.get('reason')})", 0
    return "", int(result.get("pending_timers") or 0) + int(result.get("pending_frames") or 0)


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
