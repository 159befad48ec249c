"""Report building blocks without a browser: scrubbing, event titles, screenshots policy, run records, summary."""

import pytest

from pytest_jobagent.report.allure import describe_event, scrub
from pytest_jobagent.report.progress import ProgressLines
from pytest_jobagent.report.screenshots import Screenshots
from pytest_jobagent.report.summary import RunRecorder, SessionSummary


class FakePage:
    def __init__(self):
        self.shots = 0
        self.closed = False

    def is_closed(self):
        return self.closed

    def screenshot(self, **_):
        self.shots += 1
        return b"\x89PNG%d" % self.shots


def test_scrub_masks_keys_tokens_and_given_secrets():
    text = ('Authorization: Bearer abcdefghijklmnop1234 {"api_key": "hunter22"} sk-proj-ABCDEFGHIJKLMNOP '
            'my-literal-secret stays? no')
    out = scrub(text, secrets=["my-literal-secret"])
    assert "abcdefghijklmnop1234" not in out and "hunter22" not in out and "ABCDEFGHIJKLMNOP" not in out
    assert "my-literal-secret" not in out
    assert out.startswith("Authorization: ***")
    assert scrub("role=button[name='Apply'] token count 12") == "role=button[name='Apply'] token count 12"


def test_event_titles_say_step_agent_action_and_outcome():
    assert describe_event("agent_turn", {"step": 2, "agent": "explorer", "tool": "click", "attempts": 2,
                                         "args": {"selector": "#go", "reason": ""}}) == \
        "step 2 · explorer → click(selector=#go) (attempt 2)"
    assert describe_event("action", {"step": 2, "action_kind": "click", "target": "#go", "success": True,
                                     "url_changed": True}) == "step 2 · click #go → ok (url changed)"
    assert describe_event("action", {"agent": "apply", "tool": "fill", "selector": "#email", "success": False,
                                     "error": "timeout"}) == "apply: fill #email → failed: timeout"
    assert "declined: would submit" in describe_event("action", {"step": 1, "action_kind": "click", "declined": True,
                                                                 "reason": "would submit"})
    assert describe_event("phase_started", {"phase": "x"}) is None


def test_oversight_events_are_titled_for_the_report():
    assert describe_event("thinking", {"step": 4, "trigger": "done", "action": "reject",
                                       "missing_pieces": "pagination never seen"}) == \
        "step 4 · ThinkingAgent on done → rejected: pagination never seen"
    assert describe_event("thinking", {"step": 6, "trigger": "done", "action": "approve", "missing_pieces": ""}) == \
        "step 6 · ThinkingAgent on done → approved"
    assert describe_event("thinking", {"trigger": "failures", "action": "pause", "question_for_user": "How?"}) == \
        "ThinkingAgent on failures → asks the user: How?"
    assert describe_event("follow_up", {"step": 2, "message": "Search for product manager jobs", "source": "message"}) \
        == "step 2 · follow-up (message): Search for product manager jobs"
    assert describe_event("step_finished", {"step": 3, "status": "complete", "iterations": 1, "llm_calls": 1,
                                            "reason": "fields filled"}) == \
        "step 3 complete after 1 iteration(s), 1 model call(s): fields filled"


def test_screenshots_failure_mode_keeps_the_last_n_and_adds_the_final_page():
    page = FakePage()
    shots = Screenshots("failure", keep=2, page=lambda: page)
    for i in range(4):
        shots.take(f"action {i}")
    attached = shots.on_failure()
    assert [s.label for s in attached] == ["action 2", "action 3", "page at failure"]
    assert Screenshots("off", page=lambda: page).take("x") is None
    page.closed = True
    assert shots.take("closed") is None and shots.on_failure() == []


def test_screenshots_failure_mode_by_default_takes_only_the_final_page():
    page = FakePage()
    shots = Screenshots("failure", page=lambda: page)
    assert [shots.take(f"action {i}") for i in range(3)] == [None, None, None]
    assert page.shots == 0  # nothing captured while the run goes on
    assert [s.label for s in shots.on_failure()] == ["page at failure"]
    assert page.shots == 1


def test_screenshots_never_raise():
    def broken():
        raise RuntimeError("Target page, context or browser has been closed")

    shots = Screenshots("on", page=broken)
    assert shots.take("x") is None and shots.errors
    with pytest.raises(ValueError):
        Screenshots("sometimes")


def test_progress_counts_calls_from_llm_events_or_turn_attempts():
    lines = []
    progress = ProgressLines(lines.append)
    progress("run_started", {"run": "explore", "site": "s", "start": "/"})
    progress("agent_turn", {"step": 1, "agent": "explorer", "tool": "click", "attempts": 2, "args": {}})
    assert lines[-1].endswith("[llm 2 calls]")
    progress("llm_call", {"agent": "explorer", "cost_usd": 0.25})
    progress("action", {"step": 1, "action_kind": "click", "target": "#a", "success": True})
    assert lines[-1].endswith("[llm 1 calls, $0.2500]") and "click #a → ok" in lines[-1]
    progress("change_analysis", {"step": 1})  # not a line of its own
    assert len(lines) == 3


def test_run_records_and_session_summary():
    a = RunRecorder("a", extra=lambda: {"browser": "chromium 156"})
    for kind, data in [("run_started", {"run": "explore", "site": "s"}),
                       ("llm_call", {"model": "gpt-4.1-mini"}),
                       ("run_finished", {"outcome": "passed", "stats": {"llm_calls": 3, "prompt_tokens": 100,
                                                                        "completion_tokens": 20, "cost_usd": 0.5}})]:
        a(kind, data)
    b = RunRecorder("b")
    for kind, data in [("run_started", {"run": "observe", "site": "s"}), ("run_finished", {"outcome": "failed"})]:
        b(kind, data)
    summary = SessionSummary()
    summary.add(a.record)
    summary.add(b.record)
    lines = summary.lines()
    assert lines[0] == "2 scenarios (explore 1, observe 1): 1 failed, 1 passed"
    assert lines[1] == "model calls: 3, tokens: 120 (100 prompt + 20 completion, 0 cached), cost: $0.5000"
    assert "models: gpt-4.1-mini" in lines and summary.browsers == {"chromium 156": 1}
    assert SessionSummary().lines() == []


def test_the_session_summary_gives_the_cookbooks_hit_rate_of_the_apply_runs():
    learn, replay = RunRecorder("learn"), RunRecorder("replay")
    for recorder, events in ((learn, [("cookbook_lookup", {"found": None}), ("cookbook_saved", {"id": "c1"})]),
                             (replay, [("cookbook_lookup", {"found": "c1"}), ("cookbook_replayed", {"id": "c1"}),
                                       ("cookbook_lookup", {"found": "c1"}), ("cookbook_failed", {"order": 2})])):
        for kind, data in [("run_started", {"run": "apply"}), *events, ("run_finished", {"outcome": "passed"})]:
            recorder(kind, data)
    summary = SessionSummary()
    summary.add(learn.record)
    summary.add(replay.record)
    assert "cookbooks: 3 lookups, 2 hits (67%), 1 done by a cookbook with no model call (33%)" in summary.lines()
    summary = SessionSummary()
    summary.add(RunRecorder("observe").record)
    assert not any(line.startswith("cookbooks:") for line in summary.lines())


def test_screenshots_kept_that_is_no_whole_number_stops_the_session(pytester):
    pytester.makeini("[pytest]\njobagent_screenshots_keep = -2\n")
    pytester.makepyfile("def test_nothing():\n    pass\n")
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["ERROR: jobagent_screenshots_keep must be a whole number, 0 or more (got '-2')"])
