"""Replies that stay unusable after the corrective retry, and endings the page contradicts, in explore, collect and
apply: an unusable reply is a failed turn (the run goes on), a premature `finish` or `done` is refused with what the
page still offers, and call-count expectations leave out the replies spoiled on purpose. The model is the heuristic
server spoiling chosen replies (`FaultSpec.tools`, `limit`), not a Python stand-in."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from pytest_jobagent import browser
from pytest_jobagent.browser.validation import way_on
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMClient, LLMSettings, llm_session
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.thinking import MAX_REJECTIONS, ThinkingOptions
from pytest_jobagent.runs.apply.agent import ApplyAgent
from pytest_jobagent.runs.checks import check_usage
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult
from pytest_jobagent.runs.explore.run import explore_page
from pytest_jobagent.runs.schema import Count, UsageExpect
from pytest_jobagent.siteserver import SiteServer

BOARDS = Path(__file__).resolve().parents[1] / "collect" / "pages"


@contextmanager
def spoiling(**faults) -> Iterator[LLMClient]:
    """A session with the heuristic server spoiling the replies `faults` names (corrective retries too)."""
    server = HeuristicServer(faults=FaultSpec(rate=1.0, seed=5, retry_rate=1.0, **faults)).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    try:
        with llm_session(settings) as llm:
            yield llm
    finally:
        server.stop()


@pytest.fixture(scope="module")
def boards():
    server = SiteServer(BOARDS)
    yield server
    server.close()


def collect(page, llm, url: str) -> Collection:
    page.goto(url)
    browser.wait_for_settle(page)
    exploration = ExplorationResult(success=True, page_type="job_search",
                                    key_elements=KeyElements(job_listings=["li.job-card"], pagination="#load-more"))
    return Collection(page, llm, exploration)


def test_an_unusable_collector_reply_is_a_failed_turn_and_the_walk_goes_on(page, boards):
    with spoiling(kinds=("malformed_json",), tools=("next_page",), limit=2) as llm:
        collection = collect(page, llm, boards.url("/loadmore.html"))
        result = collection.run()
        stats = llm.stats
    assert result.success and not result.stopped_early and len(result.jobs) == 10
    assert any("your last reply was unusable" in e for e in result.errors)  # said, and the walk went on
    # the spoiled reply and its spoiled retry cost two calls; the bounds leave them out
    assert stats.injected_faults == 2
    assert check_usage(UsageExpect(llm_calls=Count(max=stats.llm_calls - 2)), stats) == []
    assert check_usage(UsageExpect(llm_calls=Count(max=stats.llm_calls - 3)), stats) != []


def test_a_finish_the_page_contradicts_is_refused(page, boards):
    """The first `next_page` comes back as `finish` while "Load more jobs" is still there: refused, and the
    collector loads the rest."""
    with spoiling(kinds=("premature_done",), tools=("next_page",), limit=1) as llm:
        collection = collect(page, llm, boards.url("/loadmore.html"))
        result = collection.run()
    assert collection.refusals == 1
    assert any(e.startswith("finish refused: the page has a next page control") for e in collection.evidence)
    assert result.success and len(result.jobs) == 10


def test_an_unusable_explorer_reply_is_a_failed_step_whose_effect_the_dom_diff_records(page, serve_site):
    page.goto(serve_site("jobboard_classic").url("/jobs?q=engineer&l="))
    browser.wait_for_settle(page)
    with spoiling(kinds=("malformed_json",), tools=("act",), limit=4) as llm:
        result = explore_page(page, llm, task=None, events=None, max_steps=12)
    assert result.success, result.error
    assert [s.action for s in result.stats.per_step][0] == "model error"  # the first turn came back unusable
    # that turn's LAST ACTION (the page load) was recorded without the model: the PageObserver's page type
    assert result.stats.change_analyses_from_diff >= 1 and result.page_type == "job_search_results"
    assert result.key_elements.job_listings and result.behaviors  # the next turns did the work


FILLED = """<form><h1>Your details</h1>
  <label>Full name <input name="name" required value="Ada Lovelace"></label>
  <label>Email <input name="email" type="email" required value="ada@example.com"></label>
  <button type="button">Back</button> <button type="button">Next</button></form>"""


def test_way_on_names_the_button_that_takes_a_form_on(mpage):
    mpage.set_content(FILLED)
    assert way_on(browser.take_snapshot(mpage)) == "Next"
    mpage.set_content(FILLED.replace(">Next<", " disabled>Next<"))
    assert way_on(browser.take_snapshot(mpage)) is None
    mpage.set_content("<h1>Thank you</h1><p>We received your application.</p><a href='/jobs'>More jobs</a>")
    assert way_on(browser.take_snapshot(mpage)) is None


def test_a_give_up_while_nothing_stops_the_form_is_refused(mpage):
    """Every field filled, no message on the page, a "Next" button: a `done` there is pushed back, at most
    MAX_REJECTIONS - 1 times."""
    mpage.set_content(FILLED)
    with spoiling(kinds=("premature_done",)) as llm:
        outcome = ApplyAgent(mpage, llm, user_data={"full_name": "Ada Lovelace"}, max_steps=10).run()
    refused = [line for line in outcome.history if line.startswith("- done refused")]
    assert len(refused) == MAX_REJECTIONS - 1
    assert 'nothing on the page stops the form and it goes on with "Next"' in refused[0]
    assert not outcome.success


def test_a_give_up_with_nothing_behind_it_is_sent_back_by_the_thinking_agent(mpage):
    """Past the page's push-backs, a give-up that no failure explains is judged as a claim (trigger `done`, not
    `failures`): the ThinkingAgent sends it back instead of pausing to ask the user, up to its last rejection."""
    mpage.set_content(FILLED)
    with spoiling(kinds=("premature_done",)) as llm:
        gate = ThinkingGate(llm, ThinkingOptions())
        outcome = ApplyAgent(mpage, llm, user_data={"full_name": "Ada Lovelace"}, max_steps=10, thinking=gate).run()
    assert [(r.trigger, r.action) for r in gate.stats.records][:2] == [("done", "reject"), ("done", "reject")]
    assert gate.stats.pauses == 0 and "nothing in its history shows what stops it" in gate.stats.reasons[0]
    assert not outcome.success
