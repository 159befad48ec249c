"""Page actions (click, type_text, select, check, upload, scroll, navigate, go_back, observe) returning ActionResult.

Every action settles the page afterwards (DOM quiet + no pending requests, bounded; a caller that waits for an
action's own effect may skip it with settle_after=False). A click, a key press, a scroll or a navigation may start
anything, so its quiet window begins when it is done; setting a value (fill, select, check, upload) changes the page
only through the handlers it fires, at once or through work the page tracks (timers, requests), so its window counts
from the DOM's last change, as does a look at the page (observe). An action never raises for bad
input: an invalid or ambiguous selector, a detached element, a failed navigation or a page that never settles
all come back as an ActionResult with success=False (or settled=False) and a message a model can act on.
What a target may be and how it resolves to one element is in targets.py; how an option is chosen, in choices.py.
While a run guards its applicant data (dataguard.py), a personal value, a file or a press that submits a form is
checked against where it would go first, and a refusal (DataRefused) is raised, not returned: it ends the run.
"""

from __future__ import annotations

import time
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from playwright.sync_api import ElementHandle, Locator, Page, Response
from playwright.sync_api import Error as PlaywrightError
from pydantic import BaseModel, Field

from . import offline, pageclock
from .budget import approx_tokens
from .choices import select_custom, select_native
from .dataguard import guard_of
from .diff import DomDiff, diff_snapshots
from .dom import DEFAULT_BUDGET, page_text
from .errors import explain
from .inpage import call, call_on, document_id
from .model import Snapshot
from .overlays import OverlayDismissal, blocked_by_overlay, dismiss_overlays, note_overlays
from .pagestate import PageState
from .selectors import is_css
from .settle import QUIET_SINCE_LAST_CHANGE, SettleOptions, SettleReport, tracker, wait_for_settle
from .targets import ActionError, Counted, Target, read_element, resolve

ActionName = Literal["click", "type", "select", "check", "upload", "scroll", "navigate", "go_back", "observe"]

DEFAULT_TIMEOUT_MS = 5000
# how long a click on a link that opens another tab waits for that tab when none came while the page settled
TAB_WAIT_MS = 3000
# how long a click tries, with a dialog or drawer the run opened in front, before it is told as taken by that overlay
OWN_OVERLAY_TRY_MS = 1000
# a taken click goes again after each round of closing what took it: a consent bar answered first (overlays.py), then
# the dialog behind it
OVERLAY_ROUNDS = 2


class ActionResult(BaseModel):
    """What an action did. error is written for a model: what went wrong and what to try."""

    action: ActionName
    target: str | None = Field(None, description="selector, URL or direction the action was given")
    value: str | None = None
    success: bool
    error: str | None = None
    url_before: str
    url_after: str
    url_changed: bool
    title: str = ""
    settled: bool = True
    settle: SettleReport | None = None
    elapsed_ms: float = 0
    new_pages: list[str] = Field(default_factory=list, description="URLs of tabs or popups the action opened")
    dom_before: str | None = None
    dom_after: str | None = None
    diff: DomDiff | None = None
    details: dict[str, Any] = Field(default_factory=dict)

    def for_model(self, with_dom: bool = True) -> dict[str, Any]:
        """A compact tool reply: the facts a model needs, none of the bookkeeping."""
        out: dict[str, Any] = {"success": self.success}
        if self.error:
            out["error"] = self.error
        if self.url_changed:
            out["new_url"] = self.url_after
        if self.new_pages:
            out["opened_tabs"] = self.new_pages
        if not self.settled and self.settle is not None:
            out["warning"] = f"page still busy after {self.settle.waited_ms:.0f} ms ({self.settle.reason})"
        if self.details.get("overlays_dismissed"):
            out["overlays_dismissed"] = self.details["overlays_dismissed"]
        if self.diff is not None:
            out["changes"] = self.diff.summary()
        if with_dom and self.dom_after:
            out["dom"] = self.dom_after
        return out


def _before_fill(page: Page, element: Locator | ElementHandle, value: str | None, timeout_ms: float, *, file: bool = False) -> None:
    guard = guard_of(page)
    if guard is not None:
        guard.before_fill(element, value, file=file, timeout_ms=timeout_ms)


def _before_press(page: Page, element: Locator | ElementHandle, timeout_ms: float, *, enter: bool = False) -> None:
    guard = guard_of(page)
    if guard is not None:
        guard.before_press(element, enter=enter, timeout_ms=timeout_ms)


def _label(target: Target) -> str | None:
    if isinstance(target, Counted):
        return target.selector
    return target if target is None or isinstance(target, str) else str(target)


def _safe_text(page: Page, budget: int, previous: Snapshot | None) -> tuple[Snapshot | None, str | None]:
    """page_text that survives a document going away mid-snapshot: settle and try once more, else give up."""
    for attempt in (1, 2):
        try:
            snap, rendered = page_text(page, budget=budget, previous=previous)
            return snap, rendered.text
        except PlaywrightError:
            if attempt == 2 or page.is_closed():
                return None, None
            wait_for_settle(page)
    return None, None


def _attempt(page: Page, body: Callable[[], dict | None], target: Target,
             action: ActionName) -> tuple[dict[str, Any], str | None, bool]:
    """Run an action's body: what it returned, the error for a model, and whether an element on top took it."""
    try:
        return body() or {}, None, False
    except ActionError as exc:
        return {}, str(exc), False
    except PlaywrightError as exc:
        label = _label(target) if isinstance(target, (str, Counted)) else None
        return {}, explain(offline.failure(page.context, str(exc)), label, action), blocked_by_overlay(exc)
    except (OSError, ValueError) as exc:
        return {}, str(exc), False


def _perform(page: Page, action: ActionName, target: Target, value: str | None, body: Callable[[], dict | None], *,
             capture_dom: bool, settle: SettleOptions | None, budget: int, do_settle: bool = True) -> ActionResult:
    started = time.monotonic()
    tracker(page)
    url_before = page.url
    before_snap: Snapshot | None = None
    dom_before = None
    if capture_dom:
        before_snap, dom_before = _safe_text(page, budget, PageState.of(page).last_snapshot)
    pages_before = list(page.context.pages)
    details, error, blocked = _attempt(page, body, target, action)
    dismissed: list[OverlayDismissal] = []
    for _ in range(OVERLAY_ROUNDS):  # a consent wall or a modal took the click: close it, again
        closed = dismiss_overlays(page, leaving=True) if blocked else []
        if not closed:
            break
        dismissed += closed
        details, error, blocked = _attempt(page, body, target, action)
    if dismissed:
        details["overlays_dismissed"] = [d.sentence() for d in dismissed]
        details["overlay_controls"] = [d.control for d in dismissed]  # what a generated test presses again
    report = (wait_for_settle(page, settle, within=_label(target))
              if do_settle and error is None and not page.is_closed() else None)
    guard = guard_of(page)
    if guard is not None:
        guard.raise_refused()  # a request that carried applicant data elsewhere was stopped meanwhile
    new_pages = [p.url for p in page.context.pages if p not in pages_before]
    url_after = page.url if not page.is_closed() else url_before
    result = ActionResult(
        action=action, target=_label(target), value=value, success=error is None, error=error,
        url_before=url_before, url_after=url_after, url_changed=url_after != url_before,
        settled=report.settled if report else True, settle=report, new_pages=new_pages, details=details,
        dom_before=dom_before,
    )
    if not page.is_closed() and (do_settle or capture_dom):  # an unsettled action's caller reads the page itself
        try:
            result.title = page.title()
        except PlaywrightError:
            pass
        if capture_dom:
            after_snap, result.dom_after = _safe_text(page, budget, before_snap)
            if before_snap is not None and after_snap is not None:
                result.diff = diff_snapshots(before_snap, after_snap)
            if after_snap is not None:
                PageState.of(page).last_snapshot = after_snap
    result.elapsed_ms = round((time.monotonic() - started) * 1000, 1)
    return result


# ---------------------------------------------------------------------------------------------- actions


def click(page: Page, target: Target, *, timeout_ms: int = DEFAULT_TIMEOUT_MS, capture_dom: bool = False,
          settle: SettleOptions | None = None, budget: int = DEFAULT_BUDGET, settle_after: bool = True) -> ActionResult:
    """Click the one element behind target, then wait for the page to settle (unless the caller waits for the
    click's own effect: settle_after=False). An overlay the click opened (a dialog, a drawer) is marked the run's own,
    so the overlay rule leaves it open."""
    pages_before = list(page.context.pages)
    opens_tab = False
    scripted_before: int | None = None

    def body() -> None:
        nonlocal opens_tab, scripted_before
        element = resolve(page, target)
        _before_press(page, element, timeout_ms)
        own_overlays = note_overlays(page, "before")
        opens_tab = bool(call_on(element, "opensWindow", timeout_ms=timeout_ms))  # destinations.js
        if not opens_tab:  # a link that names a window is waited for as it is; a script may open one otherwise
            scripted_before = _scripted_windows(page)
        if own_overlays:
            _unless_covered(element, timeout_ms)
        element.click(timeout=timeout_ms)

    result = _perform(page, "click", target, None, body, capture_dom=capture_dom, settle=settle, budget=budget,
                      do_settle=settle_after)
    if result.success and not result.new_pages and not result.url_changed and not page.is_closed() and (
            opens_tab or _opened_since(page, scripted_before)):
        result.new_pages = _late_tabs(page, pages_before)
    if result.success and not page.is_closed():
        note_overlays(page, "after")
    return result


def _unless_covered(element: Locator | ElementHandle, timeout_ms: float) -> None:
    """With a dialog or drawer the run opened in front of the page, a click behind it is told as taken by it at once
    (a trial click, bounded by OWN_OVERLAY_TRY_MS), so the overlay rule closes it and the click goes again, instead
    of Playwright retrying against it for the whole timeout. Any other failure of the trial is left to the click."""
    try:
        element.click(trial=True, timeout=min(OWN_OVERLAY_TRY_MS, timeout_ms))
    except PlaywrightError as exc:
        if blocked_by_overlay(exc):
            raise


def _scripted_windows(page: Page) -> int | None:
    """How many new windows the page's own script has opened (destinations.js); None when the document went away."""
    try:
        return int(call(page, "windowsOpened") or 0)
    except PlaywrightError:
        return None


def _opened_since(page: Page, before: int | None) -> bool:
    """Whether the page's script opened a new window since it had opened `before` (its tab may still be on its way)."""
    if before is None:
        return False
    after = _scripted_windows(page)
    return after is not None and after > before


def _late_tabs(page: Page, before: list[Page], wait_ms: int = TAB_WAIT_MS) -> list[str]:
    """The tabs a link with a target opened after the page had settled (a busy browser creates the popup late), so
    they are this click's and not the next action's; none after wait_ms (a script kept the link from opening one)."""
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        new = [p for p in page.context.pages if p not in before]
        if new or time.monotonic() >= deadline:
            return [p.url for p in new]
        page.wait_for_timeout(50)


def type_text(page: Page, target: Target, text: str, *, submit: bool = False, sequential: bool = False,
              timeout_ms: int = DEFAULT_TIMEOUT_MS, capture_dom: bool = False, settle: SettleOptions | None = None,
              budget: int = DEFAULT_BUDGET, settle_after: bool = True) -> ActionResult:
    """Replace the field's text (sequential: key by key, for autocompletes); submit presses Enter afterwards."""
    def body() -> dict:
        element = resolve(page, target)
        _before_fill(page, element, text, timeout_ms)
        if submit:
            _before_press(page, element, timeout_ms, enter=True)
        if sequential:
            element.fill("", timeout=timeout_ms)
            if isinstance(element, Locator):
                element.press_sequentially(text, timeout=timeout_ms)
            else:  # an ElementHandle given as the target keys its text in with type()
                element.type(text, timeout=timeout_ms)
        else:
            element.fill(text, timeout=timeout_ms)
        if submit:
            element.press("Enter", timeout=timeout_ms)
        return {"submitted": submit}

    return _perform(page, "type", target, text, body, capture_dom=capture_dom,
                    settle=settle or (None if submit else QUIET_SINCE_LAST_CHANGE), budget=budget,
                    do_settle=settle_after)


def press(page: Page, target: Target | None, key: str, *, timeout_ms: float = DEFAULT_TIMEOUT_MS) -> ActionResult:
    """Press a key in the element behind target (Enter in a field submits its form), or in the page when None."""
    def body() -> None:
        if not target:
            page.keyboard.press(key)
            return
        element = resolve(page, target)
        if key == "Enter":
            _before_press(page, element, timeout_ms, enter=True)
        element.press(key)

    return _perform(page, "type", target or None, key, body, capture_dom=False, settle=None, budget=DEFAULT_BUDGET)


def in_document(page: Page, target: Target, function: str) -> Any:
    """The in-page API's `function` (of one element) run by one page.evaluate when target is a plain CSS selector that
    matches exactly one element of the document: cheaper than a locator's evaluate, which resolves the selector in a
    round trip of its own. None otherwise (a Playwright engine, a shadow root, no or several matches): the caller asks
    the locator."""
    selector = target.selector if isinstance(target, Counted) else target if isinstance(target, str) else None
    if not selector or not is_css(selector) or ">>" in selector:
        return None
    return call(page, "onlyMatch", [selector, function])  # widgets.js


def select(page: Page, target: Target, option: str, *, timeout_ms: int = DEFAULT_TIMEOUT_MS, capture_dom: bool = False,
           settle: SettleOptions | None = None, budget: int = DEFAULT_BUDGET, settle_after: bool = True) -> ActionResult:
    """Choose an option by its label (or value) in a <select>, or in a custom combobox by opening it and
    clicking the matching role=option."""
    def body() -> dict:
        element = resolve(page, target)
        _before_fill(page, element, option, timeout_ms)
        # one round trip: what it is and, for a <select>, its options
        described = in_document(page, target, "describeChoice")
        tag, role, options = described if described is not None else call_on(element, "describeChoice")
        if tag == "select":
            return select_native(element, option, timeout_ms, options)
        return select_custom(page, element, option, tag, role, timeout_ms)

    return _perform(page, "select", target, option, body, capture_dom=capture_dom,
                    settle=settle or QUIET_SINCE_LAST_CHANGE, budget=budget, do_settle=settle_after)


def check(page: Page, target: Target, checked: bool = True, *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
          capture_dom: bool = False, settle: SettleOptions | None = None, budget: int = DEFAULT_BUDGET,
          settle_after: bool = True) -> ActionResult:
    """Set a checkbox, radio or switch to checked (or unchecked), native or ARIA (role=radio/checkbox/switch with
    aria-checked: Playwright checks those by role too), or a toggle button (aria-pressed) to pressed; falls back to
    clicking its label when the input itself is visually hidden behind a styled label, and to the Space key when an
    ARIA control ignores the click."""
    document: str | None = None

    def body() -> dict:
        nonlocal document
        element = resolve(page, target)
        role, pressed = read_element(element, ARIA_TOGGLE, timeout_ms)
        if pressed is not None and role not in ARIA_CHECKED_ROLES:
            return _press_toggle(element, checked, pressed == "true", timeout_ms)
        document = document_id(page)
        try:
            if not role and _hidden_with_label(element, checked):
                # a native box visually hidden behind its styled label: set_checked would wait its whole timeout
                # for the box to show before the label below is clicked
                raise PlaywrightError("the box is hidden behind its label")
            element.set_checked(checked, timeout=min(timeout_ms, 2000))
        except PlaywrightError:
            if document is not None and document_id(page) != document:
                # a box that applies on change by loading the page again (a filter sidebar's `onchange` submit): the
                # click was taken, the box it was is gone; its state is read on the new page by whoever asked
                return {"reloaded": True}
            if hasattr(element, "count") and element.count() == 0:  # nothing to check: no label to fall back on
                raise
            if role in ARIA_CHECKED_ROLES:
                element.press(" ", timeout=timeout_ms)
                if element.is_checked() != checked:
                    raise ActionError(f"neither a click nor Space changed this {role}; it may be disabled.") from None
                return {"via": "key"}
            handle = element if not hasattr(element, "element_handle") else element.element_handle(timeout=timeout_ms)
            label = handle.evaluate_handle("e => (e.labels && e.labels[0]) || e.closest('label')").as_element()
            if label is None:
                raise
            label.click(timeout=timeout_ms)
            if document is not None and document_id(page) != document:
                # the label's click changed a box that applies on change by loading the page again: the box is gone
                # (asking it its state waited out the whole timeout for an element of the old document)
                return {"reloaded": True, "via": "label"}
            if element.is_checked() != checked:
                raise ActionError("clicking the label did not change the state; the control may be disabled.") from None
            return {"via": "label"}
        return {}

    result = _perform(page, "check", target, str(checked).lower(), body, capture_dom=capture_dom,
                      settle=settle or QUIET_SINCE_LAST_CHANGE, budget=budget, do_settle=settle_after)
    if result.success and document is not None and not result.details.get("reloaded") and not page.is_closed() \
            and document_id(page) != document:
        # the box was set and its state read before the page loaded again (a busy browser commits the new document
        # late): the same reload as above, told the same way
        result.details["reloaded"] = True
    return result


def _hidden_with_label(element: Locator | ElementHandle, checked: bool) -> bool:
    """A native checkbox or radio not yet in the `checked` state that is on the page but not visible (Playwright's
    sense: no box, or hidden), with a label to click instead; asked at once, without waiting. (A box already in that
    state is left to set_checked, which does nothing to it.)"""
    if hasattr(element, "count") and element.count() != 1:
        return False
    if element.is_visible():
        return False
    return bool(element.evaluate("(e, want) => e.localName === 'input' && ['checkbox', 'radio'].includes(e.type)"
                                 " && e.checked !== want && !!((e.labels && e.labels[0]) || e.closest('label'))",
                                 checked))


# an ARIA control's role (for an element that is not a native input) and aria-pressed state
ARIA_TOGGLE = ("e => [e.localName === 'input' ? '' : (e.getAttribute('role') || ''),"
               " e.localName === 'input' ? null : e.getAttribute('aria-pressed')]")
ARIA_CHECKED_ROLES = {"checkbox", "radio", "switch", "menuitemcheckbox", "menuitemradio"}


def _press_toggle(element: Locator | ElementHandle, pressed: bool, now: bool, timeout_ms: int) -> dict:
    """A toggle button (aria-pressed) set by clicking it when its state differs; verified by its aria-pressed."""
    if now == pressed:
        return {"unchanged": True}
    element.click(timeout=timeout_ms)
    after = read_element(element, "e => e.getAttribute('aria-pressed')", timeout_ms)
    if (after == "true") != pressed:
        raise ActionError(f'clicking the toggle did not set it {"on" if pressed else "off"} (aria-pressed="{after}").')
    return {"via": "toggle"}


def upload(page: Page, target: Target, files: str | Path | list[str | Path] | dict | list[dict], *,
           timeout_ms: int = DEFAULT_TIMEOUT_MS, capture_dom: bool = False, settle: SettleOptions | None = None,
           budget: int = DEFAULT_BUDGET, settle_after: bool = True) -> ActionResult:
    """Attach files to an <input type=file>, or to whatever opens a file chooser when clicked ("Attach")."""
    items = files if isinstance(files, list) else [files]
    for item in items:
        if isinstance(item, (str, Path)) and not Path(item).is_file():
            return ActionResult(action="upload", target=_label(target), value=str(item), success=False,
                                error=f"file not found: {item}", url_before=page.url, url_after=page.url,
                                url_changed=False)

    def body() -> dict:
        element = resolve(page, target)
        _before_fill(page, element, None, timeout_ms, file=True)
        is_file_input = read_element(element, "e => e.localName === 'input' && e.type === 'file'", timeout_ms)
        payload = items if len(items) != 1 else items[0]
        if is_file_input:
            element.set_input_files(payload, timeout=timeout_ms)  # type: ignore[arg-type]  # paths or payloads
        else:
            with page.expect_file_chooser(timeout=timeout_ms) as chooser:
                element.click(timeout=timeout_ms)
            chooser.value.set_files(payload, timeout=timeout_ms)  # type: ignore[arg-type]  # paths or payloads
        return {"files": [Path(i).name if isinstance(i, (str, Path)) else i.get("name") for i in items]}

    value = ", ".join(str(Path(i).name) if isinstance(i, (str, Path)) else str(i.get("name")) for i in items)
    return _perform(page, "upload", target, value, body, capture_dom=capture_dom,
                    settle=settle or QUIET_SINCE_LAST_CHANGE, budget=budget, do_settle=settle_after)


def scroll(page: Page, target: Target | None = None, direction: Literal["down", "up", "bottom", "top"] = "down", *,
           amount: int | None = None, timeout_ms: int = DEFAULT_TIMEOUT_MS, capture_dom: bool = False,
           settle: SettleOptions | None = None, budget: int = DEFAULT_BUDGET, within: bool = False) -> ActionResult:
    """Scroll an element into view, or the page by about a screen (amount px) up or down, or to an end.
    Infinite lists load on scroll: the settle wait catches what they fetch. `within` (with a target, a listing row):
    scroll the element that scrolls it, its list's own container or else the page, until the lowest row beside it is
    at its top, as a user reads on in a list that renders only the rows in view."""
    def body() -> dict:
        if target is not None and within:
            moved = call_on(resolve(page, target), "scrollScroller", timeout_ms=timeout_ms)
            info = {"container": moved["container"], "scroll_y_before": moved["before"],
                    "scroll_y_after": moved["after"], "moved": moved["moved"]}
            if not moved["moved"]:
                info["note"] = f"already at the bottom of the {'page' if moved['container'] == 'page' else 'list'}"
            return info
        if target is not None:
            resolve(page, target).scroll_into_view_if_needed(timeout=timeout_ms)
            return {}
        before, after, height = call(page, "scrollPage", [direction, amount])  # widgets.js
        info = {"scroll_y_before": before, "scroll_y_after": after, "page_height": height, "moved": before != after}
        if before == after:
            info["note"] = f"already at the {'top' if direction in ('up', 'top') else 'bottom'} of the page"
        return info

    label = target if target is not None else direction
    return _perform(page, "scroll", label, None, body, capture_dom=capture_dom, settle=settle, budget=budget)


def scroller_top(page: Page, target: str, to: float | None = None) -> float | None:
    """Where the element that scrolls the target's content (its list's own container, else the page) is scrolled
    to; `to` scrolls it there first, as a reader who looked elsewhere comes back to their place. None when the
    target is not on the page."""
    try:
        element = page.locator(target).first
        if not element.count():
            return None
        top = call_on(element, "scrollerTop", to, timeout_ms=1000)
        if to is not None and pageclock.driven(page):  # the frames a virtual list asked for to draw its new place
            pageclock.advance(page, pageclock.STEP_MS)
        return top
    except PlaywrightError:
        return None


def _goto(page: Page, target: str, timeout_ms: int, responses: list,
          wait_until: Literal["commit", "domcontentloaded"] = "domcontentloaded") -> Any:
    """page.goto, robust to a second navigation to the same URL starting while it waits.

    Chromium does that when it leaves an error page, and so do pages that redirect by script; Playwright
    then reports the first navigation "interrupted by another navigation" (or net::ERR_ABORTED) although
    the page lands on the target, so the main-frame response seen meanwhile is the answer.
    """
    for attempt in range(3):
        try:
            return page.goto(target, wait_until=wait_until, timeout=timeout_ms)
        except PlaywrightError as exc:
            superseded = "interrupted by another navigation" in str(exc) or "ERR_ABORTED" in str(exc)
            try:
                if superseded:
                    page.wait_for_url(target, wait_until=wait_until, timeout=min(timeout_ms, 5000))
                else:  # a failed load still commits Chromium's error page a moment later; let it land
                    page.wait_for_load_state("load", timeout=2000)
            except PlaywrightError:
                pass
            landed = [r for r in responses if r.url == page.url]
            if superseded and landed and page.url == target:
                return landed[-1]
            if not superseded or attempt == 2:
                raise
    return None


def navigate(page: Page, url: str, *, timeout_ms: int = 15000, capture_dom: bool = False,
             settle: SettleOptions | None = None, budget: int = DEFAULT_BUDGET, wait: bool = True) -> ActionResult:
    """Open a URL (relative to the current page allowed); HTTP errors and network failures become results.
    wait=False returns once the server has answered and the document began to load: the page loads on while the
    caller does other work (several tabs at once), and `arrive` waits for the rest."""
    target = urllib.parse.urljoin(page.url, url) if page.url and page.url != "about:blank" else url

    def body() -> dict:
        responses: list = []

        def on_response(response: Response) -> None:
            if response.frame == page.main_frame and response.request.is_navigation_request():
                responses.append(response)

        page.on("response", on_response)
        try:
            response = _goto(page, target, timeout_ms, responses, "domcontentloaded" if wait else "commit")
        finally:
            page.remove_listener("response", on_response)
        status = response.status if response is not None else None
        if status is not None and status >= 400:
            raise ActionError(f"HTTP {status} for {target}; check the URL or go back.")
        return {"status": status}

    return _perform(page, "navigate", url, None, body, capture_dom=capture_dom and wait, settle=settle, budget=budget,
                    do_settle=wait)


def arrive(page: Page, started: ActionResult, *, timeout_ms: int = 15000) -> ActionResult:
    """A navigation begun with navigate(wait=False), seen to its end: the document loaded and the page settled (the
    quiet it has had while the caller was busy elsewhere counts). Its result, brought up to date."""
    if not started.success:
        return started
    begun = time.monotonic()
    try:
        page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
    except PlaywrightError as exc:
        error = explain(offline.failure(page.context, str(exc)), started.target, "navigate")
        return started.model_copy(update={"success": False, "error": error})
    report = wait_for_settle(page, QUIET_SINCE_LAST_CHANGE)
    try:
        title = page.title()
    except PlaywrightError:
        title = started.title
    return started.model_copy(update={
        "url_after": page.url, "url_changed": page.url != started.url_before, "settled": report.settled,
        "settle": report, "title": title, "elapsed_ms": round(started.elapsed_ms + (time.monotonic() - begun) * 1000, 1)})


def go_back(page: Page, *, timeout_ms: int = 15000, capture_dom: bool = False, settle: SettleOptions | None = None,
            budget: int = DEFAULT_BUDGET) -> ActionResult:
    """Back one step in this tab's history (full page or in-app route)."""
    def body() -> dict:
        before = page.url
        response = page.go_back(wait_until="domcontentloaded", timeout=timeout_ms)
        if response is None and page.url == before:
            raise ActionError("there is no previous page in this tab's history.")
        return {"status": response.status if response is not None else None}

    return _perform(page, "go_back", None, None, body, capture_dom=capture_dom, settle=settle, budget=budget)


def observe(page: Page, *, budget: int = DEFAULT_BUDGET, previous: Snapshot | None = None,
            settle: SettleOptions | None = None) -> ActionResult:
    """A fresh serialization of the page (dom_after) once it is quiet (counted from its last change: a page an action
    already settled is read at once); elements new since the last observation are marked NEW."""
    started = time.monotonic()
    tracker(page)
    report = wait_for_settle(page, settle or QUIET_SINCE_LAST_CHANGE)
    url = page.url
    snap, text = _safe_text(page, budget, previous or PageState.of(page).last_snapshot)
    if snap is None:
        return ActionResult(action="observe", success=False, url_before=url, url_after=page.url,
                            url_changed=page.url != url, settled=report.settled, settle=report,
                            error="the page kept navigating while it was being read; observe again.",
                            elapsed_ms=round((time.monotonic() - started) * 1000, 1))
    PageState.of(page).last_snapshot = snap
    return ActionResult(action="observe", success=True, url_before=url, url_after=page.url, url_changed=page.url != url,
                        title=snap.title, settled=report.settled, settle=report, dom_after=text,
                        details={"tokens": approx_tokens(text or ""), "nodes": len(snap.nodes)},
                        elapsed_ms=round((time.monotonic() - started) * 1000, 1))


def last_snapshot(page: Page) -> Snapshot | None:
    """The snapshot behind the latest observe() (or capture_dom action) on this page."""
    return PageState.of(page).last_snapshot
