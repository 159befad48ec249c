"""Orchestrator actions on a real page with the live heuristic model: the no-change skip and the side-effect guard."""

import pytest

from pytest_jobagent import browser
from pytest_jobagent.explore.guards import PlannedAction
from pytest_jobagent.explore.orchestrator import Orchestrator

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


def test_a_click_that_changes_nothing_costs_no_change_analyzer_call(orchestrator):
    orch, llm = orchestrator
    orch._execute(PlannedAction(kind="click", selector="#tips", reason="see what it does"))
    assert orch.stats.change_analyzer_skipped == 1
    assert orch.stats.change_analyzer_calls == 0
    assert llm.stats.llm_calls == 0
    assert orch.actions[-1].endswith("-> no_change")


def test_a_click_that_changes_the_page_is_analyzed(orchestrator):
    orch, llm = orchestrator
    orch._execute(PlannedAction(kind="click", selector="#more", reason="load more roles"))
    assert orch.stats.change_analyzer_skipped == 0
    assert orch.stats.change_analyzer_calls == 1
    assert llm.stats.agents["change_analyzer"].llm_calls == 1


def test_submitting_an_application_is_declined(orchestrator, page):
    orch, llm = orchestrator
    orch._execute(PlannedAction(kind="click", selector="#send", reason="try it"))
    assert orch.actions[-1].endswith("-> DECLINED (side effect)")
    assert len(orch.declined) == 1 and "submit" in orch.declined[0].lower()
    assert page.url == "about:blank"  # nothing was sent
    assert llm.stats.llm_calls == 0
