"""Phase 2 memory counts its retries: every model request asked again after an unusable reply (a corrective retry
inside a call, a collector turn after a turn that stayed unusable), reported in the result's stats (not in the
collector's prompt: the errors already tell it what went wrong, and recorded prompts stay as they were). The model is the heuristic server spoiling chosen replies, not a Python stand-in."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from pytest_jobagent import browser
from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMClient, LLMSettings, llm_session
from pytest_jobagent.runs.collect.memory import CollectMemory
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult


@contextmanager
def spoiling(**faults) -> Iterator[LLMClient]:
    server = HeuristicServer(faults=FaultSpec(rate=1.0, seed=5, **faults)).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    try:
        with llm_session(settings) as llm:
            yield llm
    finally:
        server.stop()


def _collect(page, llm, url: str):
    page.goto(url)
    browser.wait_for_settle(page)
    exploration = ExplorationResult(success=True, page_type="job_search",
                                    key_elements=KeyElements(job_listings=["li.job-card"], pagination="#load-more"))
    return Collection(page, llm, exploration).run()


def test_memory_counts_retries():
    memory = CollectMemory()
    memory.retried(0)
    memory.retried(-1)  # attempts - 1 of a call answered at once
    assert memory.retries == 0
    memory.retried()
    memory.retried(2)
    assert memory.retries == 3
    assert "retr" not in memory.summary()


@pytest.mark.parametrize("retry_rate, limit, expected", [
    (0.0, 1, 1),  # one spoiled reply, its corrective retry answers: one retry
    (1.0, 2, 2),  # the reply and its retry spoiled (a failed turn): that retry, and the next turn asking again
])
def test_a_collection_counts_the_requests_it_asked_again(page, pages, retry_rate, limit, expected):
    with spoiling(kinds=("malformed_json",), tools=("next_page",), retry_rate=retry_rate, limit=limit) as llm:
        result = _collect(page, llm, pages.url("/loadmore.html"))
        injected = llm.stats.injected_faults
    assert result.success and len(result.jobs) == 10
    assert injected == limit
    assert result.stats.retries == expected


def test_a_clean_collection_has_no_retries(page, pages):
    with spoiling(kinds=("malformed_json",), limit=0) as llm:
        result = _collect(page, llm, pages.url("/loadmore.html"))
    assert result.success and result.stats.retries == 0
