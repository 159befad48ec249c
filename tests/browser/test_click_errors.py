"""A click that cannot land says why, in Playwright's own words read from its call log: the element drawn on top that
takes the click (named, with the larger element it lies in), or the button being disabled, hidden or moving; only a
selector that matches nothing says it matches nothing."""

from __future__ import annotations

import pytest

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser.errors import Blocker, call_log, explain, obstacle
from pytest_jobagent.browser.overlays import set_dismissing
from pytest_jobagent.browser.settle import wait_for_settle
from pytest_jobagent.runs.steps.retry import is_missing

CLICK_MS = 800  # each of these clicks waits out its timeout; local pages need little to show the same


@pytest.fixture
def page(mpage, test_pages):
    set_dismissing(mpage.context, False)  # the layers stay in front: the error says what covers the button
    mpage.goto(test_pages.url("/click_errors.html"))
    wait_for_settle(mpage)
    yield mpage
    set_dismissing(mpage.context, True)


def failed_click(page, selector: str) -> str:
    result = act.click(page, selector, timeout_ms=CLICK_MS)
    assert not result.success and result.error
    assert page.locator("#clicks").inner_text() == "0"
    return result.error


def test_a_button_under_a_layer_names_the_layer(page):
    error = failed_click(page, "#under-scrim")
    assert error.startswith("'#under-scrim' is covered by a dialog or overlay: <div class=\"scrim\"> intercepts the "
                            "click; close or finish that with its own control first"), error
    assert not is_missing(error)  # not told as a selector that went stale: the retry by signature stays out


def test_a_button_under_a_sheet_names_the_sheet_and_the_part_that_took_the_click(page):
    error = failed_click(page, "#under-sheet")
    assert ('<section aria-label="Job alerts"> (its <p> "Get new jobs by e-mail") intercepts the click'
            in error), error


@pytest.mark.parametrize(("selector", "said"), [
    ("#disabled", "'#disabled' is disabled;"),
    ("#hidden", "'#hidden' exists but is not visible;"),
    ("#moving", "'#moving' kept moving"),
])
def test_a_button_that_is_there_but_cannot_take_the_click_says_why(page, selector, said):
    error = failed_click(page, selector)
    assert error.startswith(said), error
    assert "matches" not in error and not is_missing(error)


def test_a_selector_matching_nothing_still_matches_nothing(page):
    assert failed_click(page, "#no-such-button").startswith("no element matches '#no-such-button'")
    # and a locator's own timed-out click, its log never resolving the locator, says the same
    with pytest.raises(Exception) as caught:
        page.locator("#no-such-button").click(timeout=300)
    assert explain(caught.value, "#no-such-button", "click").startswith("no element matches '#no-such-button'")


def test_the_last_reason_of_the_log_is_the_one_told():
    # each retry writes its reason again; the page as it stood when time ran out is the last one
    log = call_log("Locator.click: Timeout 800ms exceeded.\nCall log:\n"
                   "  - waiting for locator(\"#go\")\n"
                   "    - locator resolved to <button id=\"go\">Go</button>\n"
                   "    2 × waiting for element to be visible, enabled and stable\n"
                   "      - element is not visible\n"
                   "    - retrying click action\n"
                   "      - <div role=\"dialog\" aria-modal=\"true\">…</div> intercepts pointer events\n")
    assert obstacle(log) == ("covered", Blocker('<div role="dialog" aria-modal="true">…</div>'))
    assert Blocker('<div role="dialog" aria-modal="true">…</div>').describe() == '<div role="dialog">'
