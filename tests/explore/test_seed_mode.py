"""The seed mode of explore (`explore: {agents: seed}`) with the live heuristic model: the Explorer's own tools, the
ChangeAnalyzer's call after every action that changed the page (its reply in memory), the Consolidator's cadence
(3 observations, 30 s, a final one) and the Summarizer that clears a page's raw observations."""

from __future__ import annotations

import pytest

from pytest_jobagent import browser
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm.tools import tool_name
from pytest_jobagent.runs.explore.agents import explorer
from pytest_jobagent.runs.explore.guards import PlannedAction
from pytest_jobagent.runs.explore.memory import BehaviorPattern, MemoryStore
from pytest_jobagent.runs.explore.schema import ExploreScenario
from pytest_jobagent.runs.explore.seed import SeedOrchestrator, orchestrator_for

PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main>
<h1>Open roles</h1>
<button id="tips" type="button">Search tips</button>
<button id="more" type="button" onclick="document.getElementById('extra').hidden = false">Show more roles</button>
<ul id="extra" hidden><li>Data Engineer</li><li>Platform Engineer</li><li>Site Reliability Engineer</li></ul>
</main></body></html>"""


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def seed(page, llm_runtime):
    """A seed-mode orchestrator on a small page, with a clock the test moves and the events it emits."""
    page.set_content(PAGE)
    clock, events, seen = Clock(), EventBus(), []
    events.subscribe(lambda kind, data: seen.append((kind, data)))
    with llm_runtime.session(cassette=None, name="seed-mode") as llm:
        orch = SeedOrchestrator(page, llm, task="Understand the page", max_steps=5, memory=MemoryStore(clock=clock),
                                events=events)
        orch.dom = browser.observe(page).dom_after or ""
        yield orch, llm, clock, seen


def calls(llm, agent: str) -> int:
    found = llm.stats.agents.get(agent)
    return found.llm_calls if found is not None else 0


# ---- the modes and the Explorer's tools ---------------------------------------------------------------------

def test_the_scenario_picks_the_mode_and_fused_stays_the_default():
    base = {"name": "x", "site": "jobboard_spa", "run": "explore"}
    assert ExploreScenario(**base).explore.agents == "fused"
    assert ExploreScenario(**base, explore={"agents": "seed"}).explore.agents == "seed"
    assert orchestrator_for("seed") is SeedOrchestrator and orchestrator_for("fused") is not SeedOrchestrator
    with pytest.raises(ValueError):
        ExploreScenario(**base, explore={"agents": "swarm"})


def test_the_seed_explorer_has_the_seeds_tools_each_action_with_its_reason():
    assert [tool_name(t) for t in explorer.SEED_TOOLS] == ["click", "scroll", "type_text", "observe", "done"]
    for tool in explorer.SEED_TOOLS[:3]:
        assert "reason" in tool.model_fields
    assert "what" in explorer.Observe.model_fields
    assert set(explorer.SeedDone.model_fields) == {"understanding", "page_type", "key_findings", "key_elements"}
    assert "last_effect" not in explorer.Click.model_fields  # the ChangeAnalyzer reports effects, not the explorer


def test_a_seed_explorer_turn_calls_one_of_its_own_tools(seed):
    orch, llm, _, seen = seed
    orch.memory.update_from_classification("job_search", "results")
    orch.step = 1
    action = orch._turn()
    turns = [d for k, d in seen if k == "agent_turn" and d["agent"] == "explorer"]
    assert len(turns) == 1 and turns[0]["tool"] in ("click", "scroll", "type_text", "observe", "done")
    assert action.kind == turns[0]["tool"] and calls(llm, "explorer") == 1
    if action.kind in ("click", "scroll", "type_text"):
        assert action.reason


# ---- the ChangeAnalyzer ---------------------------------------------------------------------------------------

def test_the_change_analyzer_is_asked_once_per_action_that_changed_the_page_and_its_reply_lands_in_memory(seed):
    orch, llm, _, seen = seed
    orch.memory.update_from_classification("job_search", "results")
    orch._execute(PlannedAction(kind="click", selector="#tips", reason="see what it does"))
    assert calls(llm, "change_analyzer") == 0 and orch.stats.change_analyzer_skipped == 1  # nothing changed
    orch._execute(PlannedAction(kind="click", selector="#more", reason="load more roles"))
    assert calls(llm, "change_analyzer") == 1 and orch.stats.change_analyses == 1 and orch.pending is None
    reply = next(d["args"] for k, d in seen if k == "agent_turn" and d["agent"] == "change_analyzer")
    observation = orch.memory.observations[-1]
    assert observation.selector == "#more"
    assert (observation.element_type, observation.change_type) == (reply["element_type"], reply["change_type"])
    assert reply["change_type"] == "content_loaded"
    assert orch.actions[-1] == f'click "#more" -> {reply["element_type"]} (content_loaded)'
    assert calls(llm, "explorer") == 0  # the explorer does not carry the effect


# ---- the Consolidator's cadence ---------------------------------------------------------------------------------

def test_memory_says_when_to_consolidate_three_observations_or_thirty_seconds():
    clock = Clock()
    memory = MemoryStore(clock=clock)
    memory.update_from_classification("job_search")
    assert not memory.should_consolidate()
    memory.add_raw_observation("click", "job listing", "Updated the details panel: A", "content_loaded", selector="#a")
    memory.add_raw_observation("click", "job listing", "Updated the details panel: B", "content_loaded", selector="#b")
    assert not memory.should_consolidate()
    clock.now += 30
    assert memory.should_consolidate()  # one waits, 30 s passed
    clock.now -= 30
    memory.add_raw_observation("click", "filter button", "Opened the filter dialog", "modal_opened", selector="#f")
    assert memory.should_consolidate()  # three wait
    waiting, patterns = memory.get_consolidation_input()
    assert len(waiting) == 3 and patterns == []
    memory.update_patterns_from_consolidation([
        BehaviorPattern(id="p1", action="click", target_description="job listing", effect="Updated the details panel",
                        change_type="content_loaded", selectors=["#a", "#b"], count=2, confirmed=True,
                        page_id="job_search"),
        BehaviorPattern(id="p2", action="click", target_description="filter button", effect="Opened the filter dialog",
                        change_type="modal_opened", selectors=["#f"], count=1, confirmed=True, page_id="job_search"),
    ], ["scroll -> minor_change"])
    assert memory.pending_observations == [] and not memory.should_consolidate()
    assert [p.confirmed for p in memory.patterns] == [True, False]  # a claim of confirmed after one sighting is not
    assert memory.get_confirmed_pattern_count() == 1 and memory.uncategorized == ["scroll -> minor_change"]
    assert [p.id for p in memory.pages["job_search"].patterns] == ["p1", "p2"]


def _observe(orch, n: int) -> None:
    orch.memory.add_raw_observation("click", "job listing", f"Updated the job details panel: Job {n}",
                                    "content_loaded", selector=f"#job{n}")
    orch._observed()


def test_the_consolidator_is_called_every_three_observations(seed):
    orch, llm, _, seen = seed
    orch.memory.update_from_classification("job_search", "results")
    _observe(orch, 1)
    _observe(orch, 2)
    assert calls(llm, "consolidator") == 0 and not orch.memory.patterns
    _observe(orch, 3)
    assert calls(llm, "consolidator") == 1 and orch.stats.consolidations == 1
    assert orch.memory.pending_observations == []
    [pattern] = orch.memory.patterns
    assert (pattern.target_description, pattern.count, pattern.confirmed) == ("job listing", 3, True)
    assert pattern.effect == "Updated the job details panel" and pattern.selectors == ["#job1", "#job2", "#job3"]
    assert [d["final"] for k, d in seen if k == "consolidation"] == [False]


def test_the_consolidator_is_called_when_an_observation_waited_thirty_seconds(seed):
    orch, llm, clock, _ = seed
    orch.memory.update_from_classification("job_search", "results")
    _observe(orch, 1)
    clock.now += 29
    _observe(orch, 2)
    assert calls(llm, "consolidator") == 0
    orch.memory.add_raw_observation("click", "filter button", "Opened the filter dialog", "modal_opened", selector="#f")
    orch.memory.pending_observations.pop()  # (only two wait)
    clock.now += 1
    orch._observed()
    assert calls(llm, "consolidator") == 1 and orch.memory.pending_observations == []


def test_a_final_consolidation_and_a_summary_of_every_page_at_done(seed):
    orch, llm, _, seen = seed
    orch.memory.update_from_classification("job_search", "results")
    _observe(orch, 1)
    orch.memory.update_from_classification("job_details", "one job", via_action="click job listing")
    _observe(orch, 2)
    assert calls(llm, "consolidator") == 0
    orch._wrap_up(None)
    assert calls(llm, "consolidator") == 1 and [d["final"] for k, d in seen if k == "consolidation"] == [True]
    assert calls(llm, "summarizer") == 2  # one call per page
    for node in orch.memory.pages.values():
        assert node.summarized and node.raw_observations == [] and node.understanding


# ---- the Summarizer ---------------------------------------------------------------------------------------------

def test_the_summarizer_clears_the_raw_observations_of_the_page_it_summarizes(seed):
    orch, llm, _, seen = seed
    orch.memory.update_from_classification("job_search", "Job search results")
    _observe(orch, 1)
    node = orch.memory.pages["job_search"]
    assert node.raw_observations and not node.summarized
    orch._leaving("job_search")
    assert calls(llm, "summarizer") == 1 and orch.stats.summaries == 1
    reply = next(d["args"] for k, d in seen if k == "agent_turn" and d["agent"] == "summarizer")
    assert reply["page_id"] == "job_search"
    assert node.raw_observations == [] and node.summarized and node.understanding == reply["summary"].strip()
    assert "Job search results" in node.understanding and "job listing" in node.understanding


def test_a_whole_seed_run_on_a_board_with_a_results_and_a_job_page(serve_site, page, llm_runtime):
    """jobboard_classic: a listing leads to its job page (a new page type: the results page is summarized before the
    exploration leaves it), every action that changed the page had its own ChangeAnalyzer call."""
    from pytest_jobagent.runs.explore.run import explore_page

    page.goto(serve_site("jobboard_classic").url("/jobs?q=engineer&l="))
    browser.wait_for_settle(page)
    events, seen = EventBus(), []
    events.subscribe(lambda kind, data: seen.append((kind, data)))
    with llm_runtime.session(cassette=None, name="seed-run") as llm:
        result = explore_page(page, llm, task=None, events=events, max_steps=15, agents="seed")
    assert result.success, result.error
    assert result.stats.agents_mode == "seed"
    tools = {d["tool"] for k, d in seen if k == "agent_turn" and d["agent"] == "explorer"}
    assert tools <= {"click", "scroll", "type_text", "observe", "done"} and "done" in tools
    analyzed = [d for k, d in seen if k == "change_analysis" and not d.get("skipped")]
    assert calls(llm, "change_analyzer") == len(analyzed) == result.stats.change_analyses  # page load + each change
    assert result.navigation_path[:2] == ["job_search", "job_details"]
    order = [(d["agent"], d["args"].get("page_id")) for k, d in seen if k == "agent_turn"
             and d["agent"] in ("summarizer", "explorer")]
    left = order.index(("summarizer", "job_search"))
    assert left < len(order) - 1 and ("explorer", None) in order[left + 1:]  # summarized on leaving, not at the end
    assert all(p.summarized and not p.raw_observations for p in result.pages)
    from pytest_jobagent.events.catalog import problem

    assert any(k == "consolidation" for k, _ in seen)
    assert [problem(k, d) for k, d in seen if problem(k, d)] == []  # every event fits its record in the catalog


def test_a_consolidation_that_makes_up_an_element_type_selector_or_page_is_sent_back():
    from types import SimpleNamespace

    from pytest_jobagent.runs.explore.agents import consolidator
    from pytest_jobagent.runs.explore.memory import RawObservation

    seen = [RawObservation(action="click", selector="#a", element_type="job listing", effect="details",
                           change_type="content_loaded", page_id="job_search")]
    check = consolidator.check_grounded(seen, [], ["job_search"])

    def reply(**changes):
        pattern = {"id": "p", "page_id": "job_search", "element_type": "Job listing", "action": "click",
                   "effect": "details", "change_type": "content_loaded", "confidence": "testing", "count": 1,
                   "example_selectors": ["#a"], **changes}
        return SimpleNamespace(args=consolidator.ConsolidatePatterns(patterns=[pattern], uncategorized=[]))

    assert check(reply()) is None
    assert "element type" in (check(reply(element_type="#jobagent-no-such-element")) or "")
    assert "example selectors" in (check(reply(example_selectors=["#b"])) or "")
    assert "not explored" in (check(reply(page_id="home")) or "")


def test_a_change_analysis_that_names_the_element_by_its_selector_is_sent_back():
    from types import SimpleNamespace

    from pytest_jobagent.runs.explore.agents.change_analyzer import named_by_effect

    def reply(element_type: str):
        return SimpleNamespace(args=SimpleNamespace(element_type=element_type))

    assert named_by_effect(reply("job listing")) is None and named_by_effect(reply("page")) is None
    for selector in ("#jobagent-no-such-element", "a[href='/jobs/1']", "button.jobs-apply-button", ""):
        assert "name the element by its effect" in (named_by_effect(reply(selector)) or "")


FILTER_PAGE = """<!doctype html><html><head><title>Jobs</title></head><body><main>
<h1>Open roles</h1>
<button id="open-filters" type="button" onclick="document.getElementById('panel').showModal()">Refine</button>
<dialog id="panel" aria-label="Filters">
  <fieldset><legend>Job type</legend>
    <label><input type="checkbox" name="jt" value="ft"> Full-time</label>
    <label><input type="checkbox" name="jt" value="pt"> Part-time</label>
    <label><input type="checkbox" name="jt" value="c"> Contract</label>
  </fieldset>
</dialog>
</main></body></html>"""


def test_when_the_change_analyzer_cannot_answer_a_dialog_about_filters_still_names_the_filter_button(page, llm_runtime):
    """The model's rules for the ChangeAnalyzer are replaced by ones that name the element by its selector, which is
    sent back every time: the effect is read off the DOM diff, and a dialog the lexicon says is about filters makes
    the filter button."""
    from pytest_jobagent.heuristic import roles
    from pytest_jobagent.heuristic.context import Answer

    original = roles.load()["change_analyzer"]
    roles.register("change_analyzer", lambda ctx: Answer.call("analyze_change", element_type="#open-filters"),
                   tools=set(original.tools))
    try:
        page.set_content(FILTER_PAGE)
        with llm_runtime.session(cassette=None, name="seed-mode-unusable") as llm:
            orch = SeedOrchestrator(page, llm, task="Understand the page", max_steps=5)
            orch.dom = browser.observe(page).dom_after or ""
            orch.memory.update_from_classification("job_search", "results")
            orch._execute(PlannedAction(kind="click", selector="#open-filters", reason="see the filters"))
    finally:
        roles.register("change_analyzer", original.answer, tools=set(original.tools), chat=original.chat)
    assert llm.stats.agents["change_analyzer"].corrective_retries >= 1
    assert orch.stats.change_analyses_from_diff == 1 and orch.stats.change_analyses == 0
    observation = orch.memory.observations[-1]
    assert (observation.element_type, observation.change_type) == ("filter button", "modal_opened")
    assert any("Full-time" in options for options in orch.memory.filter_options.values())
