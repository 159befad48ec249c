"""Page time driven by the run (pageclock.py): under the run's paused clock a page's timers come due after the same
settles however long the run took between them, a page that loads through timers and a debounce still settles to its
results, and the harness's own in-page waits never hang on the paused clock."""

from __future__ import annotations

import time

import pytest

from pytest_jobagent.browser import actions, pageclock
from pytest_jobagent.browser.inpage import call
from pytest_jobagent.browser.launch import block_external_requests
from pytest_jobagent.browser.settle import settled_view, tracker, wait_for_settle

DIALOG_DUE_MS = 4000  # newsletter.html opens its dialog this long after the click
SETTLES = DIALOG_DUE_MS // pageclock.SETTLE_PAGE_MS  # the click's own settle and the looks after it, 8 of them


def _page(browser, clock: pageclock.PageClockMode):
    """A page of a fresh context with the given page clock, watched from its first script on as a run's pages are."""
    context = browser.new_context()
    context.set_default_timeout(10_000)
    block_external_requests(context)
    pageclock.install(context, clock)
    page = context.new_page()
    tracker(page)
    return page


@pytest.fixture
def clocked_page(browser):
    """A page of a fresh context with the run's clock, as the plugin makes them."""
    page = _page(browser, "run")
    yield page
    page.context.close()


@pytest.fixture
def wall_page(browser):
    page = _page(browser, "wall")
    yield page
    page.context.close()


def _dialog_shown(page) -> bool:
    return page.locator("#newsletter").is_visible()


def _shown_per_settle(page, url: str, pause_s: float, paused_settles: int = 2) -> list[bool]:
    """Click consent, then settle SETTLES + 1 times, pausing `pause_s` of real time after each of the first
    `paused_settles` (a slow machine, a model that takes long to answer): whether the dialog is shown after each."""
    page.goto(url)
    wait_for_settle(page)
    shown = []
    result = actions.click(page, "#consent")
    assert result.settled, result.settle
    shown.append(_dialog_shown(page))
    for n in range(SETTLES):
        if n < paused_settles:
            time.sleep(pause_s)
        wait_for_settle(page)
        shown.append(_dialog_shown(page))
    return shown


@pytest.mark.parametrize("pause_s", [0, 5])
def test_a_timed_dialog_opens_after_the_same_settles_however_long_the_run_waits(clocked_page, test_pages, pause_s):
    shown = _shown_per_settle(clocked_page, test_pages.url("/clock/newsletter.html"), pause_s)
    # 500 ms of page time a settle: due after the click's settle and 7 looks, whether the run waited 0 s or 10 s
    assert shown == [False] * (SETTLES - 1) + [True, True]


def test_on_the_wall_clock_the_same_dialog_follows_real_time(wall_page, test_pages):
    page = wall_page
    page.goto(test_pages.url("/clock/newsletter.html"))
    actions.click(page, "#consent")
    time.sleep(4.5)
    wait_for_settle(page)
    assert _dialog_shown(page)  # the fault the run's clock removes: what a step sees depends on the machine's pace


def test_a_settle_moves_page_time_by_its_fixed_amount(clocked_page, test_pages):
    clocked_page.goto(test_pages.url("/clock/newsletter.html"))
    before = clocked_page.evaluate("Date.now()")
    report = wait_for_settle(clocked_page)
    time.sleep(1)  # real time passing moves nothing
    assert report.page_ms == pageclock.SETTLE_PAGE_MS
    assert clocked_page.evaluate("Date.now()") - before == pageclock.SETTLE_PAGE_MS
    assert abs(before / 1000 - time.time()) < 60  # page dates stay near the real now


def test_results_after_latency_and_a_debounced_search_settle(clocked_page, test_pages):
    clocked_page.goto(test_pages.url("/clock/search.html"))
    report = wait_for_settle(clocked_page)
    assert report.settled, report
    assert clocked_page.locator("#status").inner_text() == "4 jobs"  # 700 ms of latency by a timer, then a fetch
    result = actions.type_text(clocked_page, "#q", "engineer")
    assert result.settled, result.settle
    assert clocked_page.locator("#jobs li").all_inner_texts() == ["Data Engineer", "Backend Engineer"]
    assert result.settle is not None and result.settle.page_ms >= 300 + 700  # the debounce and the latency came due


def test_the_harness_waits_return_on_a_paused_clock(clocked_page, test_pages):
    clocked_page.goto(test_pages.url("/clock/frames.html"))
    wait_for_settle(clocked_page)
    # framesHandled: the browser's real frames, not the page's faked ones (a bound so a hang fails, not blocks)
    raced = clocked_page.evaluate("""() => Promise.race([
        window.__jobagent.framesHandled().then(() => 'returned'),
        new Promise((resolve) => globalThis.__pwClock.builtins.setTimeout(() => resolve('hung'), 3000))])""")
    assert raced == "returned"
    started = time.monotonic()
    report = settled_view(clocked_page)
    assert report.settled and time.monotonic() - started < 3, report
    assert call(clocked_page, "quiet", {"quietMs": 50, "timeoutMs": 2000, "pageTimers": False})["quiet"]


def test_frames_a_click_asks_for_are_drawn_by_the_settle(clocked_page, test_pages):
    clocked_page.goto(test_pages.url("/clock/frames.html"))
    wait_for_settle(clocked_page)
    result = actions.click(clocked_page, "#go")
    assert result.settled, result.settle
    assert clocked_page.locator("#jobs li").count() == 2


def test_a_mode_that_is_none_says_which_are(browser):
    with pytest.raises(pageclock.PageClockError, match="'run'.*'wall'"):
        pageclock.mode_of("fast")
    assert pageclock.mode_of(None) == "run" and pageclock.mode_of(" Wall ") == "wall"


def test_a_context_whose_clock_cannot_be_installed_says_what_to_do(browser):
    context = browser.new_context()
    context.close()  # a browser that cannot take the clock answers as a closed context does: with an error
    with pytest.raises(pageclock.PageClockError, match="--jobagent-page-clock=wall"):
        pageclock.install(context, "run")


def test_the_plugins_contexts_have_the_run_clock_by_default(page, test_pages):
    # this package's tests get the plugin's offline context (tests/conftest.py marks them), as scenario items do
    assert pageclock.driven(page)
    page.goto(test_pages.url("/clock/newsletter.html"))
    assert page.evaluate("Date.isFake === true && typeof globalThis.__pwClock === 'object'")
