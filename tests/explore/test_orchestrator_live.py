"""Orchestrator actions on a real page with the live heuristic model: the no-change skip, the effect analysed in the
next explorer turn, and the side-effect guard."""

import pytest

from pytest_jobagent import browser
from pytest_jobagent.runs.explore.guards import PlannedAction
from pytest_jobagent.runs.explore.orchestrator import Orchestrator

PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main>
<h1>Open roles</h1>
<button id="tips" type="button">Search tips</button>
<button id="more" type="button" onclick="document.getElementById('extra').hidden = false">Show more roles</button>
<ul id="extra" hidden><li>Data Engineer</li><li>Platform Engineer</li></ul>
<form id="application" action="/__submit/apply" method="post">
  <label for="email">Email</label><input id="email" name="email" type="email">
  <button id="send" type="submit">Submit application</button>
</form>
</main></body></html>"""


@pytest.fixture
def orchestrator(page, llm_runtime):
    page.set_content(PAGE)
    with llm_runtime.session(cassette=None, name="orchestrator-live") as llm:
        orch = Orchestrator(page, llm, task="Understand the page", max_steps=5)
        orch.dom = browser.observe(page).dom_after or ""
        yield orch, llm


def test_a_click_that_changes_nothing_leaves_nothing_to_analyze(orchestrator):
    orch, llm = orchestrator
    orch._execute(PlannedAction(kind="click", selector="#tips", reason="see what it does"))
    assert orch.stats.change_analyzer_skipped == 1 and orch.pending is None
    assert llm.stats.llm_calls == 0
    assert orch.actions[-1].endswith("-> no_change")


def test_a_click_that_changes_the_page_is_analyzed_in_the_next_explorer_turn(orchestrator):
    orch, llm = orchestrator
    orch.memory.update_from_classification("job_search", "results")
    orch._execute(PlannedAction(kind="click", selector="#more", reason="load more roles"))
    assert orch.stats.change_analyzer_skipped == 0 and llm.stats.llm_calls == 0  # no call of its own
    assert orch.pending is not None and "ACTION: click \"#more\"" in orch.pending.text
    assert "element(s) added" in orch.pending.text
    orch.step = 1
    action = orch._turn()  # one call: the effect of the click, and the next action
    assert llm.stats.llm_calls == 1 and list(llm.stats.agents) == ["explorer"]
    assert orch.pending is None and orch.stats.change_analyses == 1
    assert action.kind in ("click", "scroll", "type_text", "observe", "done")
    assert orch.actions[0].startswith('click "#more" -> ') and "content_loaded" in orch.actions[0]
    assert orch.memory.observations and orch.memory.observations[0].selector == "#more"


def test_submitting_an_application_is_declined(orchestrator, page):
    orch, llm = orchestrator
    orch._execute(PlannedAction(kind="click", selector="#send", reason="try it"))
    assert orch.actions[-1].endswith("-> DECLINED (side effect)")
    assert len(orch.declined) == 1 and "submit" in orch.declined[0].lower()
    assert page.url == "about:blank"  # nothing was sent
    assert llm.stats.llm_calls == 0


NO_PAGINATION_TASK = "Understand how to open a job posting and check how the next page of results loads"


def explore_greenhouse(serve_site, page, llm_runtime, name, thinking=None):
    """The Greenhouse board shows every opening on one page: a task asking how the next page loads cannot be done."""
    from pytest_jobagent.runs.explore.run import explore_page

    page.goto(serve_site("ats_greenhouse").url("/"))
    browser.wait_for_settle(page)
    with llm_runtime.session(cassette=None, name=name) as llm:
        result = explore_page(page, llm, task=NO_PAGINATION_TASK, events=None, max_steps=15, thinking=thinking)
    return result, llm


def test_thinking_gate_sends_the_explorer_back_then_gives_up_when_the_part_does_not_exist(serve_site, page, llm_runtime):
    """The gate rejects each 'done' naming the missing part, and the third rejection ends the run with its reasons."""
    from pytest_jobagent.oversight.thinking import ThinkingOptions

    result, llm = explore_greenhouse(serve_site, page, llm_runtime, "explore-thinking-live", ThinkingOptions())
    assert result.thinking is not None
    assert (result.thinking.calls, result.thinking.rejections, result.thinking.gave_up) == (3, 3, True)
    assert not result.success and "ThinkingAgent rejected 3 times" in result.error
    assert "next page of results loads" in result.error
    assert llm.stats.agents["thinking"].llm_calls == 3


def test_without_a_thinking_block_the_explorer_is_not_gated(serve_site, page, llm_runtime):
    result, llm = explore_greenhouse(serve_site, page, llm_runtime, "explore-ungated-live")
    assert result.success and result.thinking is None and "thinking" not in llm.stats.agents


def test_two_failed_actions_in_a_row_consult_the_thinking_agent_once_per_streak(page, llm_runtime):
    from pytest_jobagent.oversight.gate import ThinkingGate
    from pytest_jobagent.oversight.thinking import ThinkingOptions

    page.set_content(PAGE)
    with llm_runtime.session(cassette=None, name="explore-failures-live") as llm:
        orch = Orchestrator(page, llm, task="Understand the page", max_steps=5,
                            thinking=ThinkingGate(llm, ThinkingOptions()))
        orch.dom = browser.observe(page).dom_after or ""
        orch._execute(PlannedAction(kind="click", selector="#send", reason="try it"))  # declined: a submit
        assert orch._consult_on_failures() is None  # one is not a streak
        orch._execute(PlannedAction(kind="click", selector="#gone", reason="try it"))  # matches nothing
        verdict = orch._consult_on_failures()
        assert verdict is not None and verdict.action == "pause" and "How should I continue?" in orch.review
        assert orch._consult_on_failures() is None  # the same streak is reviewed once
        off = Orchestrator(page, llm, task="t", thinking=ThinkingGate(llm, ThinkingOptions(on_failures=False)))
        off.actions = list(orch.actions)
        assert off._consult_on_failures() is None
    assert llm.stats.agents["thinking"].llm_calls == 1
