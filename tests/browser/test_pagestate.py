"""What the browser layer remembers lives in one owner per page and per context (browser/pagestate.py): a page's
last snapshot and request tracker are its own, a popup of the same context starts with none; the context's overlay
rule and data guard hold for every page of it."""

from __future__ import annotations

from pytest_jobagent.browser import actions as act
from pytest_jobagent.browser.dataguard import DataGuard, Destinations, guard_of
from pytest_jobagent.browser.overlays import dismissing, set_dismissing
from pytest_jobagent.browser.pagestate import ContextState, PageState
from pytest_jobagent.browser.settle import tracker
from pytest_jobagent.redact import Placeholders

PAGE = "<title>Jobs</title><main><h1>Jobs</h1><a href='#a'>Engineer</a></main>"


def test_each_page_keeps_its_own_state_and_the_context_one_for_all(browser):
    context = browser.new_context()
    try:
        first, second = context.new_page(), context.new_page()
        for page in (first, second):
            page.set_content(PAGE)
        seen = act.observe(first)
        assert seen.success and act.last_snapshot(first) is PageState.of(first).last_snapshot is not None
        assert act.last_snapshot(second) is None  # the other tab has not been looked at
        assert tracker(first) is tracker(first) is not tracker(second)
        assert PageState.of(first).script_registered and PageState.of(second).script_registered

        set_dismissing(context, False)
        assert not dismissing(first) and not dismissing(second)
        assert ContextState.of(context).dismissing is False
        set_dismissing(context, True)
        assert dismissing(second)

        with DataGuard(first, Destinations(origin="http://127.0.0.1:1"), Placeholders()) as guard:
            assert guard_of(first) is guard_of(second) is guard_of(first.main_frame) is guard
        assert guard_of(second) is None  # the block ended: no guard is left behind
    finally:
        context.close()
