"""What the browser layer remembers about a page and about a browser context, in one place: `PageState.of(page)` and
`ContextState.of(context)`, each made on first use and gone with its page or context (one weak table each, here only).

A page's state: the request tracker its settle waits read (settle.py), whether the in-page script is registered for
its future documents (inpage.py), the snapshot its last action or look saw (actions.py) and its last main-frame load
that failed (loads.py). A context's: the run's data guard (dataguard.py), whether overlays are dismissed on its pages
(overlays.py), whether its failed loads are watched (loads.py) and whether its page time is the run's (pageclock.py).
The modules named keep the logic; this module only holds what they remember, so what lives as long as a page is found
in one class. It imports none of them (the request tracker is defined here; the guard is typed in dataguard.py), so
no cycle runs through it.
"""

from __future__ import annotations

import time
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Frame, Page, Request, Response

    from .model import Snapshot

# Requests that never "finish" in the usual sense or do not affect the DOM a settle wait waits for.
IGNORED_RESOURCE_TYPES = {"websocket", "eventsource", "manifest", "ping", "beacon", "texttrack"}


@dataclass
class RequestTracker:
    """In-flight requests of one page and the documents it loaded, updated by Playwright events (settle.py attaches
    it and waits on it)."""

    inflight: dict[Request, float] = field(default_factory=dict)
    last_activity: float = 0.0
    documents: int = 0

    def on_request(self, request: Request) -> None:
        if request.resource_type in IGNORED_RESOURCE_TYPES:
            return
        self.inflight[request] = time.monotonic()
        self.last_activity = time.monotonic()

    def on_done(self, request: Request) -> None:
        if self.inflight.pop(request, None) is not None:
            self.last_activity = time.monotonic()

    def on_response(self, response: Response) -> None:
        # Chromium never reports `requestfinished` for a fetch/XHR whose body the page does not read
        # (a form post answered with JSON the page ignores): its response headers end the wait for it.
        request = response.request
        if request.resource_type in ("fetch", "xhr"):
            self.on_done(request)

    def on_navigated(self, frame: Frame) -> None:
        if frame.parent_frame is None:
            self.documents += 1


@dataclass
class PageState:
    """The browser layer's memory of one page (a tab or popup)."""

    tracker: RequestTracker | None = None  # requests in flight and documents loaded, once a settle wait asked
    script_registered: bool = False  # the in-page script is an init script of the page (every future document)
    last_snapshot: Snapshot | None = None  # what the last action or look at the page saw (the next diff's "before")
    failed_load: str | None = None  # "<url> (<reason>)" of the last main-frame load that failed, once watched

    @classmethod
    def of(cls, page: Page) -> PageState:
        """The page's state, made empty on first use."""
        state = _PAGES.get(page)
        if state is None:
            state = _PAGES[page] = cls()
        return state

    @classmethod
    def peek(cls, page: Page) -> PageState | None:
        """The page's state if anything was remembered of it yet (reading does not make one)."""
        return _PAGES.get(page)


@dataclass
class ContextState:
    """The browser layer's memory of one browser context (every page of one run)."""

    # the run's applicant-data guard while its block runs: a dataguard.DataGuard, typed there (guard_of), so that
    # this module needs none of the modules whose state it holds
    guard: object | None = None
    dismissing: bool = True  # close overlays that take the pages' clicks (scenario `dismiss_overlays:`)
    loads_watched: bool = False  # failed main-frame loads of its pages are remembered (PageState.failed_load)
    run_clock: bool = False  # its pages' time is Playwright's paused clock, moved by the settle waits (pageclock.py)
    refused_by_proxy: bool = False  # its requests off this machine are refused by its proxy (offline.py), not a route

    @classmethod
    def of(cls, context: BrowserContext) -> ContextState:
        """The context's state, made with the defaults on first use."""
        state = _CONTEXTS.get(context)
        if state is None:
            state = _CONTEXTS[context] = cls()
        return state

    @classmethod
    def peek(cls, context: BrowserContext) -> ContextState | None:
        """The context's state if anything was remembered of it yet (reading does not make one)."""
        return _CONTEXTS.get(context)


_PAGES: weakref.WeakKeyDictionary[Page, PageState] = weakref.WeakKeyDictionary()
_CONTEXTS: weakref.WeakKeyDictionary[BrowserContext, ContextState] = weakref.WeakKeyDictionary()
