"""Details pages on a host the run may not reach are tried a couple of times, not once per job: an aggregator whose
every job links to another site would otherwise spend a failed load on each."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent import browser
from pytest_jobagent.runs.collect.details import AHEAD, BLOCKED_TRIES
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult
from pytest_jobagent.siteserver import SiteServer

PAGES = Path(__file__).resolve().parent / "pages"


@pytest.fixture(scope="module")
def pages():
    server = SiteServer(PAGES)
    yield server
    server.close()


def test_details_on_a_blocked_host_are_tried_twice_then_left(mpage, llm_runtime, pages):
    elsewhere: list[str] = []
    mpage.on("request", lambda r: elsewhere.append(r.url) if "elsewhere.example" in r.url else None)
    mpage.context.on("request", lambda r: elsewhere.append(r.url) if "elsewhere.example" in r.url else None)
    mpage.goto(pages.url("/elsewhere.html"))
    browser.wait_for_settle(mpage)
    exploration = ExplorationResult(success=True, page_type="job_search",
                                    key_elements=KeyElements(job_listings=["li.job-card"]))
    with llm_runtime.session(cassette=None, name="details-blocked") as llm:
        result = Collection(mpage, llm, exploration).run()

    assert len(result.jobs) == 10 and all(j.title and j.company and j.location for j in result.jobs)
    tried = len(set(elsewhere))
    assert BLOCKED_TRIES <= tried <= BLOCKED_TRIES + AHEAD, elsewhere  # not one for each of the 10 jobs
    # the first job is opened by a click (which shows whether details are pages or a panel), the next two loads are
    # blocked, and every later job is completed from the list alone
    assert result.stats.details_blocked == 10 - BLOCKED_TRIES - result.stats.details_opened
    said = [e for e in result.errors if "jobs.elsewhere.example are blocked" in e]
    assert len(said) == 1, result.errors
    assert mpage.context.pages == [mpage]  # the details tabs closed with the walk
