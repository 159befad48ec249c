"""Page time driven by the run: Playwright's clock, installed paused on a context, moved forward only by the run.

A site's timers (a pop-up 4 s after consent, a debounce, a toast, latency by setTimeout) run on the wall clock in a
plain browser, so what a page shows at a given step depends on how loaded the machine is, and a recording of the
model's traffic replays another way on a slower box. With `--jobagent-page-clock=run` (the default) every context the
plugin makes has Playwright's clock (`BrowserContext.clock`) paused at a start time near the real now (dates a page
renders stay right), and the settle waits (settle.py) move it by fixed amounts: page time then follows the run's
steps, however slow the machine. `wall` leaves page time to the wall clock.

What the clock fakes in the page's main world: Date, setTimeout/setInterval, requestAnimationFrame,
requestIdleCallback, performance.now, Intl.DateTimeFormat's now, AbortSignal.timeout. What it does not: the network,
CSS transitions and animations, Playwright's own waits (its utility world). The in-page script takes the real timers
from `globalThis.__pwClock.builtins` for its own waits (settle.js), so they never hang on a paused clock.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING, Literal

from pytest_jobagent.errors import JobagentError

from .pagestate import ContextState

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

PageClockMode = Literal["run", "wall"]
MODES: tuple[PageClockMode, ...] = ("run", "wall")
DEFAULT_MODE: PageClockMode = "run"

# One step of page time: a few frames (16 ms each), a short debounce or latency comes due in one or two. The settle
# moves the clock by this much at a time while the page has work pending, waiting for what its step started (requests,
# their handling) in real time, with the clock still, before the next.
STEP_MS = 100
# Page time every settle lets pass, whatever the page does: untracked long timers (a pop-up 4 s after consent, a toast
# hiding after 3 s) come due after the same number of settles in every run. At 500 ms page time keeps about the pace
# the wall clock had: live with the bundled model, explore empleo_radar and collect talentstack_split settled 58 times
# (29 s of page time) in 20 s of real time on an idle 2-core box, so a pop-up comes about where a fast machine showed
# it; and an animation by frames (30 of them) runs to its end within one settle.
SETTLE_PAGE_MS = 500
# Page time a settle may add past SETTLE_PAGE_MS while short timers or frames it tracks are still pending (a chain of
# debounce, latency and render; settle.js tracks timers up to 2 s, four deep): enough for a chain of two of the longest.
EXTRA_PAGE_MS = 4000


class PageClockError(JobagentError, RuntimeError):
    """The browser the run drives has no clock Playwright can install (an old remote server, an engine without it)."""


def mode_of(value: object) -> PageClockMode:
    """The mode a setting names ("run" or "wall"; empty or None: the default); a clear error for any other value."""
    text = str(value or DEFAULT_MODE).strip().lower()
    if text not in MODES:
        raise PageClockError(f"--jobagent-page-clock / jobagent_page_clock: {value!r} is no mode; use 'run' (page time "
                             "moved by the run's steps, the default) or 'wall' (page time is the wall clock)")
    return "run" if text == "run" else "wall"


def start_time(now: dt.datetime | None = None) -> dt.datetime:
    """The page time a context starts at: the real now, to the whole second (dates a page renders stay right)."""
    return (now or dt.datetime.now(dt.UTC)).replace(microsecond=0)


def install(context: BrowserContext, mode: PageClockMode = DEFAULT_MODE) -> None:
    """Install the run's clock on a new context (before its first page): paused at `start_time()`. `pause_at` alone
    sets both the time and the pause, so a new document replays the same page time (an `install` first would let the
    real milliseconds between the two calls count). Nothing in `wall` mode."""
    if mode != "run":
        return
    # imported here, as in advance(): the plugin checks a mode at start, and a session of plain tests loads no Playwright
    from playwright.sync_api import Error as PlaywrightError

    try:
        context.clock.pause_at(start_time())
    except (PlaywrightError, AttributeError) as exc:
        raise PageClockError(
            "--jobagent-page-clock=run needs Playwright's clock (BrowserContext.clock, Playwright 1.45 or later, in the "
            f"browser the run drives); installing it failed: {str(exc).splitlines()[0] if str(exc) else exc!r}. "
            "Update the remote Playwright server or browser, or run with --jobagent-page-clock=wall "
            "(page time is then the wall clock, and timed pop-ups may replay another way)") from exc
    ContextState.of(context).run_clock = True


def driven(page: Page) -> bool:
    """Whether the page's time is the run's (its context has the paused clock)."""
    state = ContextState.peek(page.context)
    return bool(state and state.run_clock)


def advance(page: Page, ms: int) -> bool:
    """Move the page time of the page's context on by `ms`, firing the timers and frames that come due on the way;
    False when the page is gone (closed, its context closed)."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        page.clock.run_for(ms)
    except PlaywrightError:  # the page or its context closed, or a document went away under the call
        return not page.is_closed()
    return True


def let_time_pass(page: Page, ms: int) -> None:
    """Let `ms` of page time pass: the run's clock moved on by it, else a real wait (Playwright's, not a sleep)."""
    if driven(page):
        advance(page, ms)
    else:
        page.wait_for_timeout(ms)
