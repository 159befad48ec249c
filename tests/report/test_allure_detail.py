"""Allure results of agent-level events, fed to the listeners as a run would (no browser, no model)."""

import json
from pathlib import Path

TEST_FILE = r'''
import pytest
from pytest_jobagent.events import EventBus
from pytest_jobagent.report.allure import AllureDetail, AllureSteps
from pytest_jobagent.report.screenshots import Screenshots


class Page:
    def is_closed(self):
        return False

    def screenshot(self, **_):
        return b"PNG fake"


def run(site, mode, fail):
    bus = EventBus()
    steps = AllureSteps()
    bus.subscribe(steps)
    bus.subscribe(AllureDetail(Screenshots(mode, keep=1, page=Page), secrets=["s3cr3t-key"]))
    bus.emit("run_started", run="explore", site=site, start="/jobs")
    try:
        with bus.phase("explore"):
            bus.emit("llm_call", agent="explorer", turn=1, attempt=1, model="m", tool="click", prompt_tokens=10,
                     completion_tokens=2, cost_usd=0.0,
                     request=[{"role": "system", "content": "agent: explorer"},
                              {"role": "user", "content": 'key s3cr3t-key page [CLICK: "#go"]'}],
                     reply={"name": "click", "arguments": {"selector": "#go"}})
            bus.emit("agent_turn", agent="explorer", tool="click", step=1, attempts=1, args={"selector": "#go"})
            bus.emit("action", step=1, action_kind="click", target="#go", success=True, url_changed=False)
            bus.emit("action", step=2, action_kind="click", target="#bad", success=False, error="no element")
            bus.emit("action", step=3, action_kind="click", target="#submit", success=False, declined=True,
                     reason="would submit")
        bus.emit("run_finished", outcome="failed" if fail else "passed",
                 stats={"llm_calls": 1, "prompt_tokens": 10, "completion_tokens": 2, "cost_usd": 0.0, "steps": 3})
    finally:
        steps.close()
    assert not bus.errors, bus.errors
    assert not fail, "expectation(s) unmet"


@pytest.mark.parametrize("site", ["board", "board_v2"])
def test_variant(site):
    run(site, "failure", fail=site == "board_v2")


def test_every_action():
    run("board", "on", fail=False)
'''


def _results(folder: Path) -> dict:
    out = {}
    for path in folder.glob("*-result.json"):
        data = json.loads(path.read_text())
        out[data["name"]] = data
    return out


def _attachment(folder: Path, attachments: list, name: str) -> str:
    source = next(a["source"] for a in attachments if a["name"] == name)
    return (folder / source).read_text(errors="replace")


def test_turns_actions_transcripts_and_screenshots_nest_in_the_phase(pytester):
    pytester.makepyfile(test_detail=TEST_FILE)
    result = pytester.runpytest_subprocess("--alluredir=results", "-p", "no:cacheprovider", "-q")
    result.assert_outcomes(passed=2, failed=1)
    folder = pytester.path / "results"
    results = _results(folder)

    every = results["test_every_action"]
    phase = every["steps"][0]
    assert phase["name"] == "explore"
    names = [s["name"] for s in phase["steps"]]
    assert names == ["LLM explorer #1 → click (12 tokens, $0.0000)", "step 1 · explorer → click(selector=#go)",
                     "step 1 · click #go → ok", "step 2 · click #bad → failed: no element",
                     "step 3 · click #submit → declined: would submit"]
    assert [s["status"] for s in phase["steps"]] == ["passed", "passed", "passed", "broken", "skipped"]
    llm = phase["steps"][0]
    request = _attachment(folder, llm["attachments"], "request")
    assert "--- user ---" in request and '[CLICK: "#go"]' in request and "s3cr3t-key" not in request
    assert '"selector": "#go"' in _attachment(folder, llm["attachments"], "reply")
    # mode on: a screenshot in each action step that ran (not in the declined one)
    assert [len(s.get("attachments", [])) for s in phase["steps"][2:]] == [1, 1, 0]
    params = {p["name"]: p for p in every["parameters"]}
    assert params["site"]["value"] == "'board'" and not params["site"].get("excluded")
    assert params["llm calls"]["value"] == "'1'" and params["llm calls"]["excluded"]

    passed = results["test_variant[board]"]
    failed = results["test_variant[board_v2]"]
    assert not any(a["name"].endswith("png") or "failure" in a["name"] for a in passed.get("attachments", []))
    # mode failure: nothing in the steps, the last kept shot and the final page at the test level
    assert not [a for s in failed["steps"][0]["steps"] for a in s.get("attachments", []) if a["type"] == "image/png"]
    assert [a["name"] for a in failed["attachments"]] == [
        "after action 2: step 2 · click #bad → failed: no element", "page at failure"]
    assert passed["historyId"] != failed["historyId"]
