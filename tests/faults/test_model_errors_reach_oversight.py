"""A model whose replies stay unusable after the corrective retry: in a steps run each such reply is a failed
iteration, two in a row end the step stuck, and the ThinkingAgent is asked (it pauses with a question; a scripted answer, or its absence, decides what happens). The
model is the heuristic server spoiling every `decide` reply on purpose, not a Python stand-in."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.heuristic import HeuristicServer
from pytest_jobagent.llm import FaultSpec, LLMSettings, llm_session
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import ScriptedAnswer, Steer, Steering
from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator
from pytest_jobagent.siteserver import SiteServer

PAGES = Path(__file__).parent.parent / "steps" / "pages"


@pytest.fixture(scope="module")
def spoiled_llm():
    """Every `decide` reply malformed, corrective retries included; the ThinkingAgent's replies are sound."""
    server = HeuristicServer(faults=FaultSpec(rate=1.0, seed=3, kinds=("malformed_json",), retry_rate=1.0,
                                              tools=("decide",))).start()
    settings = LLMSettings(provider="heuristic", base_url=server.url, model="jobagent-heuristic", max_retries=0)
    try:
        with llm_session(settings) as llm:
            yield llm
    finally:
        server.stop()


@pytest.fixture
def page(mpage):
    server = SiteServer(PAGES)
    mpage.goto(server.url("/retry.html"))
    yield mpage
    server.close()


def test_a_model_error_is_a_failure_the_thinking_agent_hears_of(page, spoiled_llm):
    gate = ThinkingGate(spoiled_llm)
    steering = Steering(Steer(on_unanswered="fail"))
    result = StepsOrchestrator(page, spoiled_llm, ["Save the draft"], thinking=gate, steering=steering).run()
    step = result.steps[0]
    # an unusable reply is a failed iteration; two in a row end the step stuck
    assert step.status == "stuck" and step.reason.startswith("model error:") and step.failures == 2
    assert "unusable after 2 attempts" in step.reason
    assert [r.trigger for r in gate.stats.records] == ["failures"] and gate.stats.records[0].action == "pause"
    assert steering.stats.pauses == 1 and "keep failing at step 1" in steering.stats.questions[0]
    assert not result.success and result.error and result.error.startswith("paused with no scripted answer")


def test_a_scripted_answer_to_the_pause_becomes_the_next_step(page, spoiled_llm):
    gate = ThinkingGate(spoiled_llm)
    steering = Steering(Steer(answers=[ScriptedAnswer(match="keep failing", reply="Click Save draft")]))
    result = StepsOrchestrator(page, spoiled_llm, ["Save the draft"], thinking=gate, steering=steering).run()
    assert [(s.origin, s.superseded) for s in result.steps[:2]] == [("scenario", True), ("answer", False)]
    assert result.steps[1].text == "Click Save draft" and result.follow_ups[0] == "Click Save draft"
    # the answered step fails the same way; the gate asks again, up to its limit, then the run ends with its reasons
    assert not result.success and gate.stats.calls >= 2


def test_an_unreachable_model_ends_the_run_with_its_error_not_a_question(page):
    settings = LLMSettings(provider="heuristic", base_url="http://127.0.0.1:9/v1", model="jobagent-heuristic",
                           max_retries=0, timeout_s=2)
    with llm_session(settings) as llm:
        gate = ThinkingGate(llm)
        result = StepsOrchestrator(page, llm, ["Save the draft", "Then stop"], thinking=gate).run()
    assert result.error and "cannot be reached" in result.error and gate.stats.calls == 0
    assert [s.status for s in result.steps] == ["stuck", "skipped"]
