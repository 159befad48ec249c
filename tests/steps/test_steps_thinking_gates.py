"""The ThinkingAgent beyond the exit gate, in a steps run with the bundled heuristic model in a real browser: at the
start it checks the goal can be done from the start page (`entry`), every N iterations it looks at the run's course
(`every`), and its approval of the last step carries a refined final answer (`final_answer` in the result)."""

from __future__ import annotations

import pytest

from pytest_jobagent.heuristic.server import HeuristicServer
from pytest_jobagent.llm.client import LLMClient
from pytest_jobagent.llm.settings import LLMSettings
from pytest_jobagent.oversight.gate import ThinkingGate, entry_due, periodic_due
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator


@pytest.fixture(scope="module")
def llm():
    with HeuristicServer() as server:
        yield LLMClient(LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic"))


def run(page, llm, steps, goal="", **options):
    prompts: list[str] = []
    llm.add_listener(lambda call: prompts.append(str(call.request)) if call.agent == "steps_orchestrator" else None)
    gate = ThinkingGate(llm, ThinkingOptions(**options))
    result = StepsOrchestrator(page, llm, list(steps), goal=goal, thinking=gate).run()
    llm.usage.listeners.clear()
    return result, prompts


def test_when_the_gate_is_due():
    assert not entry_due(None) and not entry_due(ThinkingGate(None)) and entry_due(ThinkingGate(None, ThinkingOptions(entry=True)))
    gate = ThinkingGate(None, ThinkingOptions(every=3))
    assert [turn for turn in range(1, 10) if periodic_due(gate, turn)] == [3, 6, 9]
    assert not periodic_due(ThinkingGate(None, ThinkingOptions(every=3, enabled=False)), 3)


def test_the_entry_check_approves_a_page_the_goal_can_start_from_and_the_done_carries_a_final_answer(mpage, pages, llm):
    mpage.goto(pages.url("/profile_form.html"))
    result, _ = run(mpage, llm, ["Fill First name with Ada"], goal="Fill in the first name", entry=True)
    assert result.success, [(s.status, s.reason) for s in result.steps]
    assert [(r.trigger, r.action) for r in result.thinking.records] == [("entry", "approve"), ("done", "approve")]
    assert result.thinking.final_answer and "first name" in result.thinking.final_answer.lower()


def test_a_start_page_that_says_it_found_nothing_is_doubted_before_the_first_action(mpage, pages, llm):
    mpage.goto(pages.url("/no_results.html"))
    result, prompts = run(mpage, llm, ["Check that the page shows No jobs found"], goal="Open a job", entry=True)
    first = result.thinking.records[0]
    assert first.trigger == "entry" and first.action == "pause" and "no jobs found" in first.missing_pieces.lower()
    assert "ThinkingAgent review:" in prompts[0] and "should I go on" in prompts[0]  # no user: the doubt goes to the agent


def test_every_n_iterations_the_gate_looks_at_the_runs_course(mpage, pages, llm):
    mpage.goto(pages.url("/profile_form.html"))
    result, _ = run(mpage, llm, ["Check that the page shows Welcome back, Ada"], every=1)
    periodic = [r for r in result.thinking.records if r.trigger == "periodic"]
    assert periodic and result.stats.iterations >= 2
    assert len(periodic) == result.stats.iterations - 1  # each iteration that went on, not the last that ended it
