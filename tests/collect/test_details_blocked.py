"""Details pages on a host the run may not reach are tried a couple of times, not once per job: an aggregator whose
every job links to another site would otherwise spend a failed load on each."""

from __future__ import annotations

from walks import collect

from pytest_jobagent.runs.collect.details import AHEAD, BLOCKED_TRIES


def test_details_on_a_blocked_host_are_tried_twice_then_left(mpage, llm_runtime, pages):
    elsewhere: list[str] = []
    # every tab's requests, the details tabs' included
    mpage.context.on("request", lambda r: elsewhere.append(r.url) if "elsewhere.example" in r.url else None)
    result, _ = collect(mpage, llm_runtime, pages.url("/elsewhere.html"), name="details-blocked")

    assert len(result.jobs) == 10 and all(j.title and j.company and j.location for j in result.jobs)
    tried = len(set(elsewhere))
    assert BLOCKED_TRIES <= tried <= BLOCKED_TRIES + AHEAD, elsewhere  # not one for each of the 10 jobs
    # the first job is opened by a click (which shows whether details are pages or a panel) and its page does not
    # load, as the next one in a tab does not; every later job is completed from the list alone. A page that did not
    # load is not a details page: nothing is read from it
    assert result.stats.details_opened == 0 and result.stats.details_extractions == 0
    assert result.stats.details_blocked == 10 - BLOCKED_TRIES
    said = [e for e in result.errors if "details pages on jobs.elsewhere.example did not load (blocked" in e]
    assert len(said) == 1, result.errors
    assert mpage.context.pages == [mpage]  # the details tabs closed with the walk


def test_details_windows_on_a_blocked_host_are_not_read_and_are_left_after_a_few(mpage, llm_runtime, pages):
    # each listing's link opens a new window on another host, which the run may not reach: the window shows the
    # browser's page for a failed load, which is no details page (no model is asked about it), and after a few the
    # next jobs are completed from the list alone
    elsewhere: list[str] = []
    mpage.context.on("request", lambda r: elsewhere.append(r.url) if "elsewhere.example" in r.url else None)
    result, llm = collect(mpage, llm_runtime, pages.url("/elsewhere_window.html"), name="details-window-blocked")

    assert len(result.jobs) == 10 and all(j.title and j.company and j.location for j in result.jobs)
    assert result.stats.details_extractions == 0 and result.stats.details_opened == 0
    assert len(set(elsewhere)) <= BLOCKED_TRIES + AHEAD, elsewhere
    assert result.stats.details_blocked == 10 - BLOCKED_TRIES
    assert any("details pages on jobs.elsewhere.example did not load" in e for e in result.errors), result.errors
    assert mpage.context.pages == [mpage]  # every window it opened is closed
