"""Loop warnings, each circuit breaker firing, and the side-effect guard: pure, no browser, no model."""

import pytest

from pytest_jobagent.runs.explore.guards import LoopGuard, PlannedAction, risky_reason
from pytest_jobagent.runs.explore.memory import BehaviorPattern, MemoryStore


def click(selector="#a"):
    return PlannedAction(kind="click", selector=selector)


def memory_with(patterns=()):
    memory = MemoryStore()
    memory.update_from_classification("job_search", "results")
    memory.patterns = [p.model_copy(update={"confirmed": p.count >= 2}) for p in patterns]
    return memory


def test_same_click_four_times_becomes_observe():
    guard, memory = LoopGuard(), memory_with()
    for _ in range(3):
        verdict = guard.check(click(), memory)
        assert verdict.breaker is None
        guard.record(verdict.action)
    assert "clicked \"#a\" 3 times" in guard.loop_warning()
    verdict = guard.check(click(), memory)
    assert verdict.breaker == "same_click" and verdict.action.kind == "observe"
    assert guard.check(click("#b"), memory).breaker is None


def test_saturated_confirmed_pattern_forces_done():
    patterns = [
        BehaviorPattern(id="l", action="click", target_description="job listing", effect="details", change_type="content_loaded",
                        selectors=["#j1"], count=4),
        BehaviorPattern(id="f", action="click", target_description="filter button", effect="opens", change_type="modal_opened",
                        selectors=["#f"], count=2),
    ]
    memory = memory_with(patterns)
    memory.add_raw_observation("click", "job listing", "details", "content_loaded", "#j9")
    verdict = LoopGuard().check(click("#j9"), memory)
    assert verdict.breaker == "pattern_saturated" and verdict.action.kind == "done"
    assert "click job listing -> details (confirmed)" in verdict.action.key_findings
    # one confirmed pattern only: no breaker
    single = memory_with(patterns[:1])
    single.add_raw_observation("click", "job listing", "details", "content_loaded", "#j9")
    assert LoopGuard().check(click("#j9"), single).breaker is None


def test_four_observes_force_done():
    guard, memory = LoopGuard(), memory_with()
    for _ in range(3):
        guard.record(PlannedAction(kind="observe"))
    assert "observed 3 times" in guard.loop_warning()
    verdict = guard.check(PlannedAction(kind="observe"), memory)
    assert verdict.breaker == "observe_loop" and verdict.action.kind == "done" and guard.fired == ["observe_loop"]


def test_scroll_run_warns():
    guard = LoopGuard()
    for _ in range(5):
        guard.record(PlannedAction(kind="scroll", direction="down"))
    assert "scrolled 5 times" in guard.loop_warning()


@pytest.mark.parametrize("text, submit, form, dialog, risky", [
    ("Submit application", True, "jobs-easy-apply-form", False, True),
    ("Next", True, "application_form", False, True),
    ("Apply now", True, "form.jobsearch-IndeedApplyForm", False, True),
    ("Search", True, "Search jobs #jobs-search-box", False, False),
    ("Find jobs", True, "", False, False),
    ("Show results", False, "", True, False),
    ("Send message", False, "", False, True),
    ("All filters", False, "", False, False),
    ("Easy Apply to Engineer at Acme", False, "", False, False),
])
def test_side_effect_guard(text, submit, form, dialog, risky):
    assert (risky_reason(text, submit=submit, form_name=form, in_filter_dialog=dialog) is not None) is risky
