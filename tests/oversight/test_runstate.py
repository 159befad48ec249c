"""Run state that survives a crash: atomic save/load, the run-id lock across processes (and stale-lock takeover),
and a steps run process killed mid-way then started again with the same run id."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pytest_jobagent.oversight.runid import RunLocked, derive_run_id, file_key
from pytest_jobagent.runs.steps.runstate import HistoryRecord, RunState, RunStore, RunTracker

HERE = Path(__file__).parent
ROOT = HERE.parent.parent

HOLDER = """
import sys, time
from pytest_jobagent.runs.steps.runstate import RunStore
lock = RunStore(sys.argv[1]).lock(sys.argv[2]).acquire()
print("held", flush=True)
time.sleep(60)
"""


def test_save_load_roundtrip_is_atomic(tmp_path):
    store = RunStore(tmp_path)
    state = RunState(run_id="steps_x.yaml::my run", scenario="my run", task="find a job", current_step=2,
                     steps=["a", "b", "c"], step_statuses=["complete", "complete"],
                     history=[HistoryRecord(step=1, iteration=1, kind="command", text='click "#go"')],
                     extracted={"job_title": "Senior Data Engineer"})
    store.save(state)
    loaded = store.load(state.run_id)
    assert loaded is not None and loaded.model_dump(exclude={"updated"}) == state.model_dump(exclude={"updated"})
    assert [p.name for p in tmp_path.iterdir()] == [store.path(state.run_id).name]  # no temp file left behind
    assert store.path(state.run_id).name.startswith("steps_x.yaml_my_run-")
    assert store.load("another run") is None


def test_a_failed_write_keeps_the_previous_state(tmp_path, monkeypatch):
    store = RunStore(tmp_path)
    store.save(RunState(run_id="r", current_step=1))

    def broken(*_):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        store.save(RunState(run_id="r", current_step=2))
    monkeypatch.undo()
    assert store.load("r").current_step == 1
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]


def test_run_ids():
    assert derive_run_id("scenarios/steps_jobboard_spa.yaml", "easy apply") == "steps_jobboard_spa::easy apply"
    assert file_key("plain-id_1") == "plain-id_1"
    assert file_key("a/b") != file_key("a?b")


def test_lock_is_exclusive_across_processes_and_a_killed_holders_lock_is_gone_with_it(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path), "run-1"], stdout=subprocess.PIPE,
                              text=True, cwd=ROOT)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(RunLocked, match=rf"run id 'run-1' is held by pid {holder.pid}"):
            RunStore(tmp_path).lock("run-1").acquire()
        with RunStore(tmp_path).lock("run-2"):  # another run id is free
            pass
    finally:
        holder.kill()
        holder.wait()
    # killed with no chance to clean up: the kernel released its lock, so the run id is free at once
    with RunStore(tmp_path).lock("run-1") as lock:
        assert lock.held and (tmp_path / "run-1.lock").read_text().startswith(f"pid {os.getpid()} on host ")
        with pytest.raises(RunLocked, match=f"held by pid {os.getpid()}"):  # a second holder in this process too
            RunStore(tmp_path).lock("run-1").acquire()
    assert not (tmp_path / "run-1.lock").exists()
    with RunStore(tmp_path).lock("run-1"):  # and again after a clean release
        pass


def test_a_finished_state_starts_a_fresh_run(tmp_path):
    RunStore(tmp_path).save(RunState(run_id="r", status="finished", current_step=3, steps=["a", "b", "c"]))
    with RunTracker(tmp_path, "r") as tracker:
        assert tracker.resumed is None and tracker.state.current_step == 0
    RunStore(tmp_path).save(RunState(run_id="r", status="running", current_step=1, steps=["a", "b"]))
    with RunTracker(tmp_path, "r") as tracker:
        assert tracker.resumed is not None and tracker.state.current_step == 1


def test_without_resume_an_unfinished_state_is_not_continued(tmp_path):
    # scenarios that do not name a run_id save their state but always start fresh
    RunStore(tmp_path).save(RunState(run_id="r", status="running", current_step=2, steps=["a", "b", "c"]))
    with RunTracker(tmp_path, "r", resume=False) as tracker:
        assert tracker.resumed is None and tracker.state.current_step == 0


def _drive(state_dir: Path, out: Path, crash_after: int | None = None) -> subprocess.CompletedProcess:
    crash = [str(crash_after)] if crash_after is not None else []
    return subprocess.run([sys.executable, str(HERE / "runstate_driver.py"), str(state_dir), "crash-run", str(out),
                           *crash], capture_output=True, text=True, timeout=90, cwd=ROOT)


def test_a_killed_steps_run_resumes_at_the_step_it_reached_with_no_history_lost(tmp_path):
    from pytest_jobagent.browser.launch import BrowserNotFound, find_chromium

    try:
        find_chromium()
    except BrowserNotFound as exc:
        pytest.skip(str(exc))
    state_dir = tmp_path / "state"
    first = _drive(state_dir, tmp_path / "first.json", crash_after=3)
    assert first.returncode == 3, first.stderr[-3000:]  # died (os._exit) right after step 3 was saved
    assert not (tmp_path / "first.json").exists()
    store = RunStore(state_dir)
    crashed = store.load("crash-run")
    assert crashed.status == "running" and crashed.current_step == 3
    assert crashed.step_statuses == ["complete"] * 3 and crashed.extracted == {"job_title": "Senior Data Engineer"}
    # the dead run named itself in its lock file; its OS lock died with it
    assert store.path("crash-run").with_suffix(".lock").read_text().startswith("pid ")
    before = [f"[step {h.step}.{h.iteration}] {h.kind}: {h.text}" for h in crashed.history]
    assert {h.step for h in crashed.history} == {1, 2, 3}

    second = _drive(state_dir, tmp_path / "second.json")
    assert second.returncode == 0, second.stderr[-3000:]
    out = json.loads((tmp_path / "second.json").read_text())
    history = [line.removesuffix(" (FAILED)") for line in out["history"]]
    assert history[: len(before)] == before and len(history) > len(before)  # no history lost, then more
    assert all(not line.startswith(("[step 1.", "[step 2.", "[step 3.")) for line in history[len(before):])
    kinds = [e for e in out["events"] if e["kind"] in ("resume", "progress")]
    assert kinds[0] == {**kinds[0], "kind": "resume", "run_id": "crash-run", "step": 4, "history": len(before)}
    assert [e["message"] for e in kinds[1:]] == ["step 4/5: Start Easy Apply",
                                                 "step 5/5: Check that the page shows Contact info"]
    result = out["result"]
    assert result["success"] and [s["status"] for s in result["steps"]] == ["complete"] * 5
    assert result["extracted"] == {"job_title": "Senior Data Engineer"}
    final = store.load("crash-run")
    assert final.status == "finished" and final.resumes == 1 and final.current_step == 5
    assert not store.path("crash-run").with_suffix(".lock").exists()


def test_a_resumed_run_delivers_no_scripted_message_twice_and_keeps_the_gate_counts(tmp_path):
    from pytest_jobagent.oversight.gate import ThinkingGate
    from pytest_jobagent.oversight.steering import ScriptedAnswer, ScriptedMessage, Steer, Steering
    from pytest_jobagent.runs.steps.orchestrator import StepsOrchestrator, StepsResult
    from pytest_jobagent.runs.steps.tools import ToolContext

    steer = Steer(messages=[ScriptedMessage(at_step=1, message="Also note the salary")],
                  answers=[ScriptedAnswer(match="which city", reply="Berlin")])

    def orchestrator():  # what a fresh process builds from the scenario
        return StepsOrchestrator(None, None, ["Search", "Open a job"], steering=Steering(steer),
                                 thinking=ThinkingGate(None))

    with RunTracker(tmp_path, "r") as tracker:
        orch, result = orchestrator(), StepsResult()
        tools = ToolContext(None, orch.memory)
        tracker.restore(orch, result, tools)
        assert orch.steering.steer_at(1) == ["Also note the salary"]
        assert orch.steering.answer_for("In which city?") == "Berlin"
        orch.thinking.stats.rejections = 1
        tracker.save(orch, result, tools, 1)
    with RunTracker(tmp_path, "r") as tracker:  # the first process died: started again with the same run id
        orch = orchestrator()
        tracker.restore(orch, StepsResult(), ToolContext(None, orch.memory))
        assert orch.steering.steer_at(1) == [] and orch.steering.answer_for("In which city?") is None
        assert orch.steering.stats.follow_ups == 1 and orch.thinking.stats.rejections == 1
