"""The steps run's state that survives a crash: the one state authority of a steps run.

A `RunState` (run id, scenario, task context, journey memory, extracted data, step results and statuses, the
current step, status running | paused | finished) is written to `<folder>/<run id>.json` after every iteration
and every step (atomically: a temp file in the same folder, then `os.replace`). An OS file lock on
`<folder>/<run id>.lock` (oversight/runid.py) lets only one process hold a run id. A run started again with the run
id of a state that is not finished loads it, is "paused" first (a `resume` event), then continues running from the step it reached: the finished
steps are kept, the step in progress is run again, and the history of the first run stays in front.

Pure: no browser, no model. `RunTracker` is what the steps orchestrator talks to.
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any, Literal

from playwright.sync_api import Page
from pydantic import BaseModel, Field

from pytest_jobagent.events import EventBus
from pytest_jobagent.files import atomic_write
from pytest_jobagent.oversight.runid import RunFiles
from pytest_jobagent.oversight.thinking import ThinkingStats

from .memory import HistoryEntry
from .result import StepResult, StepsStats

Status = Literal["running", "paused", "finished"]


class HistoryRecord(BaseModel):
    step: int
    iteration: int
    kind: str
    text: str
    success: bool = True


class RunState(BaseModel):
    run_id: str
    scenario: str = ""
    task: str = ""
    status: Status = "running"
    pid: int = 0
    started: float = Field(default_factory=time.time)
    updated: float = Field(default_factory=time.time)
    resumes: int = 0
    saves: int = 0
    # task context
    steps: list[str] = Field(default_factory=list, description="step texts, follow-ups and review steps included")
    origins: list[str] = Field(default_factory=list)
    follow_ups: list[str] = Field(default_factory=list)
    # where the run is: index (0-based) of the step in progress, or of the next step once one finished
    current_step: int = 0
    step_statuses: list[str] = Field(default_factory=list, description="status of each step reached, in order")
    step_results: list[dict[str, Any]] = Field(default_factory=list, description="StepResult of each step reached")
    failed_step: bool = False
    ended: bool = False
    error: str | None = None
    stopped: bool = False
    stats: dict[str, Any] = Field(default_factory=dict)
    retry: dict[str, int] = Field(default_factory=dict)
    steering: dict[str, Any] = Field(default_factory=dict, description="answers used, messages delivered, counts")
    thinking: dict[str, Any] = Field(default_factory=dict, description="the ThinkingAgent gate's counts")
    # journey memory
    history: list[HistoryRecord] = Field(default_factory=list)
    summary: str = ""
    summarized: int = 0
    experiences: list[str] = Field(default_factory=list)
    extracted: dict[str, Any] = Field(default_factory=dict)
    extractions: list[list[str]] = Field(default_factory=list, description="(selector, value) checks for the script")
    url: str = Field("", description="path (and query) of the page the run was on; a resumed run reopens it")


class RunStore(RunFiles):
    """JSON files of run states in one folder."""

    def save(self, state: RunState) -> None:
        state.updated = time.time()
        state.saves += 1
        atomic_write(self.path(state.run_id), state.model_dump_json(indent=1))

    def load(self, run_id: str) -> RunState | None:
        path = self.path(run_id)
        if not path.exists():
            return None
        state = RunState.model_validate_json(path.read_text(encoding="utf-8"))
        if state.run_id != run_id:
            raise ValueError(f"{path} holds run {state.run_id!r}, not {run_id!r}")
        return state


class RunTracker:
    """The state authority of one steps run: holds the lock, restores a saved state, saves after every change.

    `with RunTracker(folder, run_id, scenario=..., task=...) as tracker:` then give it to the orchestrator."""

    def __init__(self, folder: str | os.PathLike, run_id: str, *, scenario: str = "", task: str = "",
                 events: EventBus | None = None, resume: bool = True):
        self.resume = resume
        self.store = RunStore(folder)
        self.run_id, self.scenario, self.task, self.events = run_id, scenario, task, events
        self.lock = self.store.lock(run_id)
        self.state: RunState | None = None
        self.resumed: RunState | None = None

    @property
    def path(self) -> Path:
        return self.store.path(self.run_id)

    def __enter__(self) -> RunTracker:
        self.lock.acquire()
        try:
            saved = self.store.load(self.run_id)
        except Exception:
            self.lock.release()
            raise
        if self.resume and saved is not None and saved.status != "finished":
            self.resumed = saved
        self.state = saved if self.resumed else RunState(run_id=self.run_id, scenario=self.scenario, task=self.task)
        assert self.state is not None  # self.resumed is set to the loaded state only
        self.state.pid = os.getpid()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.lock.release()

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    # ---- the orchestrator's side ----------------------------------------------------------------------
    def restore(self, orch: Any, result: Any, tools: Any) -> int:
        """Put a saved run back into the orchestrator; returns the index of the step to run next (0 if fresh).
        The run is saved "paused" (a `resume` event), then goes on "running"."""
        state = self.state
        assert state is not None, "use the tracker as a context manager"
        if self.resumed is None:
            state.steps, state.origins = list(orch.steps), list(orch.origins)
            state.status = "running"
            self.store.save(state)
            return 0
        orch.steps[:], orch.origins[:] = list(state.steps), list(state.origins)
        orch.follow_ups[:] = list(state.follow_ups)
        memory = orch.memory
        memory.history = [HistoryEntry(h.step, h.iteration, h.kind, h.text, h.success) for h in state.history]
        memory.summary, memory.summarized = state.summary, state.summarized
        memory.experiences = list(state.experiences)
        memory.extracted = dict(state.extracted)
        tools.extractions[:] = [(s, v) for s, v in state.extractions]
        result.steps = [StepResult.model_validate(s) for s in state.step_results[: state.current_step]]
        result.stats = StepsStats.model_validate(state.stats) if state.stats else result.stats
        result.error, result.stopped = state.error, state.stopped
        for name, value in state.retry.items():
            setattr(orch.retry, name, value)
        if orch.steering is not None and state.steering:
            orch.steering.restore(state.steering)  # a message delivered before the crash is not delivered again
        if orch.thinking is not None and state.thinking:
            orch.thinking.stats = ThinkingStats.model_validate(state.thinking)  # rejections count across the crash
        self._reopen(orch.page, state.url)
        state.status, state.resumes, state.pid = "paused", state.resumes + 1, os.getpid()
        self.store.save(state)
        self._emit("resume", run_id=self.run_id, step=state.current_step + 1, of=len(state.steps),
                   history=len(state.history), resumes=state.resumes, state=str(self.path))
        state.status = "running"
        self.store.save(state)
        return state.current_step

    @staticmethod
    def _reopen(page: Page, path: str) -> None:
        """The browser of the dead run is gone: open the page it was on, on this run's server (its port may differ)."""
        match = re.match(r"^[a-z]+://[^/]+", getattr(page, "url", "") or "")
        if page is None or not path or not match or not path.startswith("/"):
            return
        try:
            page.goto(match.group(0) + path)
        except Exception:  # noqa: BLE001 - the agent sees whatever page it is on and finds its way
            pass

    def flags(self) -> tuple[bool, bool]:
        state = self.resumed
        return (state.failed_step, state.ended) if state is not None else (False, False)

    def save(self, orch: Any, result: Any, tools: Any, current: int, *, failed_step: bool = False,
             ended: bool = False, status: Status = "running", step_done: bool = False) -> None:
        """Save the run as it is now (`step_done`: the save after a step ended)."""
        state = self.state
        assert state is not None
        state.status = status
        state.steps, state.origins, state.follow_ups = list(orch.steps), list(orch.origins), list(orch.follow_ups)
        state.current_step = current
        state.step_results = [s.model_dump(mode="json") for s in result.steps]
        state.step_statuses = [s.status for s in result.steps]
        state.failed_step, state.ended = failed_step, ended
        state.error, state.stopped = result.error, result.stopped
        state.stats = result.stats.model_dump(mode="json")
        state.retry = {k: getattr(orch.retry, k) for k in ("retries", "retry_successes", "replans")}
        state.steering = orch.steering.state() if orch.steering is not None else {}
        state.thinking = orch.thinking.stats.model_dump(mode="json") if orch.thinking is not None else {}
        memory = orch.memory
        state.history = [HistoryRecord(step=e.step, iteration=e.iteration, kind=e.kind, text=e.text,
                                       success=e.success) for e in memory.history]
        state.summary, state.summarized = memory.summary, memory.summarized
        state.experiences, state.extracted = list(memory.experiences), json.loads(json.dumps(memory.extracted,
                                                                                            default=str))
        url = getattr(orch.page, "url", "") or ""
        state.url = re.sub(r"^[a-z]+://[^/]+", "", url) if url.startswith(("http://", "https://")) else state.url
        state.extractions = [[s, v] for s, v in (tools.extractions if tools is not None else [])]
        self.store.save(state)
