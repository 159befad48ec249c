"""The batch size adapts (seed 001, pitfall 7) and a redundant inspect_page is warned about (pitfall 6), with the
bundled heuristic model in a real browser on a small form: a clean full batch lets the next iteration batch one
command more, a batch with a failed command one fewer; the limit is in every iteration's prompt."""

from __future__ import annotations

import pytest

from pytest_jobagent.events import EventBus
from pytest_jobagent.heuristic.server import HeuristicServer
from pytest_jobagent.llm.client import LLMClient
from pytest_jobagent.llm.settings import LLMSettings
from pytest_jobagent.runs.steps.guards import BATCH_CAP, MIN_BATCH, BatchSize
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator


@pytest.fixture(scope="module")
def llm():
    with HeuristicServer() as server:
        yield LLMClient(LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic"))


def test_the_batch_size_shrinks_after_a_failure_and_grows_after_a_clean_full_batch():
    size = BatchSize()
    assert size.size == 3
    assert size.after(ran=2, failed=False) == 3  # a batch that needed fewer says nothing
    assert size.after(ran=3, failed=False) == 4
    assert size.after(ran=1, failed=True) == 3
    for _ in range(5):
        size.after(ran=1, failed=True)
    assert size.size == MIN_BATCH
    for _ in range(9):
        size.after(ran=size.size, failed=False)
    assert size.size == BATCH_CAP and (size.shrunk, size.grew) == (3, 5)


def run(page, llm, steps):
    bus, turns = EventBus(), []
    bus.subscribe(lambda kind, data: turns.append(data) if kind in ("agent_turn", "tool_call") else None)
    return StepsOrchestrator(page, llm, list(steps), events=bus).run(), turns


def test_a_clean_full_batch_lets_the_next_iteration_batch_more(mpage, pages, llm):
    mpage.goto(pages.url("/profile_form.html"))
    result, turns = run(mpage, llm, ["Fill First name with Ada, Last name with Lovelace, City with London, "
                                     "Street with Baker Street and Postcode with NW1"])
    assert result.success, [(s.status, s.reason) for s in result.steps]
    limits = [t["batch_limit"] for t in turns if "batch_limit" in t]
    assert limits[:2] == [3, 4] and result.stats.batch_grew == 1
    assert [c.selector for c in result.steps[0].commands][3:] == ["#street", "#zip"]  # 3 then 2 commands
    assert mpage.locator("#zip").input_value() == "NW1"


def test_a_failed_batch_shrinks_the_next(mpage, pages, llm):
    mpage.goto(pages.url("/profile_form.html"))
    result, turns = run(mpage, llm, ["Fill Badge number with 42"])
    assert not result.success and result.stats.batch_shrunk == 1
    assert [t["batch_limit"] for t in turns if "batch_limit" in t][:2] == [3, 2]


def test_a_look_at_the_page_the_prompt_already_holds_is_answered_with_a_warning(mpage, pages, llm):
    mpage.goto(pages.url("/profile_form.html"))
    result, turns = run(mpage, llm, ["Check that the page shows Welcome back, Ada"])
    looks = [t for t in turns if t.get("tool") == "inspect_page"]
    assert not result.success and looks and all(t["redundant"] for t in looks)
    assert all(t["result"].startswith("(note: this iteration's prompt already holds the current page") for t in looks)
    assert result.stats.redundant_tool_calls == len(looks)
    others = [t for t in turns if t.get("tool") not in (None, "inspect_page", "decide")]
    assert others and not any(t["redundant"] for t in others)
