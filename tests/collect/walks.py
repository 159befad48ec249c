"""A collection walk over a small board, as the collect tests run it: the listings known, the live heuristic model."""

from __future__ import annotations

from typing import Any

from pytest_jobagent import browser
from pytest_jobagent.runs.collect.walker import Collection
from pytest_jobagent.runs.explore.memory import KeyElements
from pytest_jobagent.runs.explore.result import ExplorationResult


def collect(page, llm_runtime, url: str, *, pagination: str | None = None, filters=None, name: str) -> tuple[Any, Any]:
    """Open `url`, collect its `li.job-card` listings; the result and the model session it used."""
    page.goto(url)
    browser.wait_for_settle(page)
    exploration = ExplorationResult(success=True, page_type="job_search",
                                    key_elements=KeyElements(job_listings=["li.job-card"], pagination=pagination))
    with llm_runtime.session(cassette=None, name=name) as llm:
        result = Collection(page, llm, exploration, filters=filters).run()
    return result, llm
