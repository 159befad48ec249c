"""The ThinkingAgent's entry check, its look every N turns and its word on unusable model replies, in apply and
collect runs as in steps runs: with the bundled heuristic model (spoiling replies on purpose where a test needs it)
and the bundled sites, never a Python stand-in for the model."""

from __future__ import annotations

import json

import pytest

from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMSettings, llm_session
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steer, Steering
from pytest_jobagent.oversight.thinking import ThinkingOptions
from pytest_jobagent.runs.apply.engine import ExecutionEngine

USER = {"first_name": "Ada", "last_name": "Lovelace", "email": "ada@example.com", "phone": "+1 612 555 0148"}
APPLY_TOOLS = ("fill", "select_option", "check", "upload_file", "click", "done")


@pytest.fixture(scope="module")
def spoiled_llm():
    """Every apply agent reply malformed, corrective retries included; the ThinkingAgent's replies are sound."""
    server = HeuristicServer(faults=FaultSpec(rate=1.0, seed=5, kinds=("malformed_json",), retry_rate=1.0,
                                              tools=APPLY_TOOLS)).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    try:
        with llm_session(settings) as llm:
            yield llm
    finally:
        server.stop()


def test_an_apply_run_checks_its_start_page_first_and_looks_at_its_course_every_n_turns(page, serve_site, store,
                                                                                      live_llm, resume):
    site = serve_site("ats_greenhouse")
    page.goto(site.url("/jobs/4871201007"), wait_until="load")
    gate = ThinkingGate(live_llm, ThinkingOptions(entry=True, every=3))
    result = ExecutionEngine(page, store, live_llm, thinking=gate).execute(
        user_data={**USER, "work_authorization": "Yes", "visa_sponsorship": "No"}, files={"resume": str(resume)},
        mode="ai_only")
    triggers = [r.trigger for r in result.thinking.records]
    assert triggers[0] == "entry" and result.thinking.records[0].action == "approve"
    assert "periodic" in triggers and result.success, result.error


def test_unusable_apply_replies_reach_the_thinking_agent_as_in_the_other_run_kinds(page, serve_site, store,
                                                                                 spoiled_llm):
    site = serve_site("ats_greenhouse")
    page.goto(site.url("/jobs/4871201007"), wait_until="load")
    steering = Steering(Steer(answers=[]))
    gate = ThinkingGate(spoiled_llm, ThinkingOptions())
    result = ExecutionEngine(page, store, spoiled_llm, thinking=gate, steering=steering).execute(
        user_data=USER, files={}, mode="ai_only")
    assert not result.success
    assert [(r.trigger, r.action) for r in result.thinking.records] == [("failures", "pause")]
    assert result.steering.pauses == 1  # the question went to the (scripted) user, who had no answer


COLLECT = """\
name: collect under a watchful ThinkingAgent
site: jobboard_classic
start: /jobs?q=engineer&l=
run: collect
task: Collect the jobs
thinking: {entry: true, every: 2}
limits: {max_steps: 12}
expect: {success: true}
"""

EXPLORE = """\
name: explore under a watchful ThinkingAgent
site: jobboard_classic
start: /jobs?q=engineer&l=
run: explore
thinking: {entry: true, every: 2}
limits: {max_steps: 10}
expect: {success: true}
"""


def test_collect_and_explore_runs_check_their_start_page_first_and_look_at_their_course_every_n_turns(pytester,
                                                                                                     repo):
    scenarios = pytester.path / "scenarios"
    scenarios.mkdir()
    (scenarios / "collect.yaml").write_text(COLLECT)
    (scenarios / "explore.yaml").write_text(EXPLORE)
    pytester.makeini(f"[pytest]\njobagent_scenarios = scenarios\njobagent_sites = {repo / 'sites'}\n")
    events = pytester.path / "events.jsonl"
    result = pytester.runpytest_subprocess("scenarios", "-p", "no:cacheprovider", "--disable-recording",
                                           f"--jobagent-events={events}")  # one session for both run kinds
    result.assert_outcomes(passed=2)
    verdicts = [json.loads(line) for line in events.read_text().splitlines()]
    for run in ("collect", "explore"):
        triggers = [v["trigger"] for v in verdicts if v["event"] == "thinking" and f"{run}.yaml" in v["scenario"]]
        assert triggers and triggers[0] == "entry" and "periodic" in triggers, run
