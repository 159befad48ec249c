"""ExecutionEngine: observe -> choose a mode -> look up a cookbook -> replay (heal, or hand over to AI) -> learn.

Modes: `auto` (replay a healthy cookbook when there is one, else AI), `ai_only` (always AI, the trace is still
learned), `cookbook_only` (replay or fail with a clear message, never AI). Learning: a clean replay counts a
success; a replay with heals counts a success and saves the healed steps as a new version; a failed replay counts
a failure (health -5, -15 from the 5th on) and, in auto mode, the AI agent takes over from the current page; if it
succeeds, replayed steps + AI steps are saved as a new version. A successful AI run saves its trace (templated).
Applicant data is guarded for the whole task (browser/dataguard.py): a personal value typed, or a form submitted,
towards a destination the site does not allow ends the task at once with that refusal as its error; no AI takes
over, nothing is saved or counted against the cookbook.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from playwright.sync_api import Page

from pytest_jobagent.browser import PageObservation, observe_page
from pytest_jobagent.browser.dataguard import DataGuard, DataRefused, Destinations
from pytest_jobagent.cookbook.executor import CookbookExecutor
from pytest_jobagent.cookbook.models import HEALTH_REEXPLORE, HEALTH_USABLE, CookbookStep
from pytest_jobagent.cookbook.recorder import TraceRecorder
from pytest_jobagent.cookbook.store import CookbookStore
from pytest_jobagent.cookbook.tasks import best_known, task_pattern
from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import LLMClient, LLMConfigError, RunStats
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.redact import Placeholders

from .agent import ApplyAgent, await_confirmation
from .result import ExecutionResult
from .schema import Mode

TASK_TYPE = "apply"


class _NoRun:
    """Stand-in for `llm.run()` when the engine has no model client."""

    def __enter__(self) -> RunStats:
        self.stats = RunStats(name="apply")
        return self.stats

    def __exit__(self, *exc: object) -> None:
        return None


class ExecutionEngine:
    """One engine per page; `execute()` per task. `llm` may be None (cookbook replays only)."""

    def __init__(self, page: Page, store: CookbookStore, llm: LLMClient | None = None, *, events: EventBus | None = None,
                 max_steps: int = 60, timeout_s: float = 300.0, created_by: str | None = "pytest-jobagent",
                 heal: bool = True, thinking: ThinkingGate | None = None, steering: Steering | None = None,
                 destinations: Destinations | None = None):
        """heal=False: a missing element hands over to AI at once (to measure healing, or to force a fallback).
        thinking: the ThinkingAgent gate of the AI agent's done; steering: the (scripted) user of the run.
        destinations: where applicant data may go (the site's); None: only the origin the task starts on."""
        self.page, self.store, self.llm, self.events = page, store, llm, events
        self.destinations = destinations
        self.guard: DataGuard | None = None  # the task's, while execute() runs
        self._lookup: int | None = None  # the task's entry in the store's lookup log
        self.thinking, self.steering = thinking, steering
        self.heal = heal
        self.max_steps, self.timeout_s, self.created_by = max_steps, timeout_s, created_by

    def _emit(self, kind: str, **data: Any) -> None:
        if self.events is not None:
            self.events.emit(kind, **data)

    def execute(self, *, user_data: Mapping[str, Any], files: Mapping[str, str] | None = None,
                mode: Mode = "auto", task: str | None = None, task_type: str = TASK_TYPE,
                baseline: RunStats | None = None) -> ExecutionResult:
        files = dict(files or {})
        started = time.perf_counter()
        run = self.llm.run("apply") if self.llm is not None else _NoRun()
        guard = DataGuard(self.page, self.destinations or Destinations.of_url(self.page.url),
                          Placeholders.of(user_data, files), events=self.events)
        self.guard = guard
        with run as stats, guard:
            obs = observe_page(self.page, verify=False)  # kind, platform, fingerprint: no selector is handed out
            result = ExecutionResult(success=False, mode_requested=mode, mode_used="none", url=self.page.url,
                                     url_pattern=obs.url_pattern, platform=obs.platform)
            self._lookup = None
            try:
                self._execute(result, obs, user_data, files, mode, task, task_type)
            except DataRefused as exc:
                self._refused(result, exc)
            if self._lookup is not None:  # the lookup log learns how the task went on (the hit rate's replays)
                self.store.log_outcome(self._lookup, result.mode_used, result.success)
        stats.steps = len(result.steps) + result.ai_actions
        stats.wall_s = round(time.perf_counter() - started, 6)
        result.stats = RunStats.model_validate(stats.model_dump())
        result.compare(baseline)
        return result

    def _check_guard(self) -> None:
        """A request that carried applicant data elsewhere, stopped after the last action (a timer's), ends the task
        as a refusal too, before anything is counted or learned."""
        if self.guard is not None:
            self.guard.raise_refused()

    def _refused(self, result: ExecutionResult, exc: DataRefused) -> None:
        """Applicant data would have gone where the site does not allow: the refusal is the task's error, whatever
        the mode, the replay or the ThinkingAgent would have said; nothing is learned or counted."""
        result.success = False
        result.error, result.data_refused = str(exc), exc.host
        if result.mode_used == "none":
            result.mode_used = "cookbook" if result.cookbook_id is not None else "ai"
        if self.thinking is not None:
            result.thinking = self.thinking.stats
        if self.steering is not None:
            result.steering = self.steering.stats

    def _execute(self, result: ExecutionResult, obs: PageObservation, user_data: Mapping[str, Any],
                 files: dict[str, str], mode: Mode, task: str | None, task_type: str) -> ExecutionResult:
        """The task on `result` (made for it, with the start page's observation `obs`): lookup, replay, AI, learn."""
        start_url = result.url
        fields = [*user_data, *files]
        cookbook = None
        # the job's description names the task: an application in any language is `apply`, another task its own,
        # matched to a task this page kind's cookbooks know
        task_type = best_known(task, task_pattern(task, task_type), self.store.task_patterns(start_url, obs.platform))
        if mode != "ai_only":
            cookbook = self.store.lookup(start_url, task_type, obs.platform, fields=fields)
            self._lookup = self.store.log_lookup(start_url, task_type, obs.platform, cookbook)
            flagged = self.store.flagged(start_url, task_type, obs.platform) if cookbook is None else []
            result.flagged_for_reexploration = bool(flagged)
            self._emit("cookbook_lookup", url_pattern=obs.url_pattern, platform=obs.platform,
                       found=cookbook.id if cookbook else None, version=cookbook.version if cookbook else None,
                       flagged=[f"{m.id} v{m.version} (health {m.health_score})" for m in flagged])
        if cookbook is None and mode == "cookbook_only":
            result.error = (f"cookbook_only: no cookbook with health > {HEALTH_USABLE} for task {task_type!r} on "
                            f"{obs.platform} {obs.url_pattern} that fits the user data fields {sorted(fields)}; "
                            "run once in mode auto or ai_only to learn one")
            self._emit("cookbook_missing", error=result.error)
            return result
        prefix: list[CookbookStep] = []
        if cookbook is not None:
            result.cookbook_id, result.cookbook_version = cookbook.id, cookbook.version
            if cookbook.fingerprint and cookbook.fingerprint != obs.fingerprint:
                result.structure_changed = True  # said before the first step can fail on it
                self._emit("cookbook_drift", id=cookbook.id, version=cookbook.version, learned_on=cookbook.fingerprint,
                           now=obs.fingerprint, message="the page's structure changed since this cookbook was "
                                                        "learned; replaying with healing")
            replay = CookbookExecutor(self.page, user_data=user_data, files=files, events=self.events,
                                      heal=self.heal).run(cookbook)
            result.steps, result.heals = replay.steps, replay.heals
            confirmed = replay.completed and await_confirmation(self.page)
            self._check_guard()
            if confirmed:
                result.success, result.mode_used = True, "cookbook"
                self._emit("cookbook_replayed", id=cookbook.id, version=cookbook.version, heals=len(replay.heals))
                updated = self.store.record_success(cookbook.id)
                if updated.replaces is not None and updated.success_count == 1:
                    replaced = self.store.get(updated.replaces)  # a platform-wide (shipped) one is not retired
                    if replaced is not None and replaced.retired_at is not None:
                        result.retired_cookbook_id = updated.replaces
                if replay.heals:  # healed selectors are written back as a new version
                    saved = self._save(replay.replayed, start_url, task_type, obs.platform, user_data,
                                       obs.fingerprint)
                    result.saved_cookbook_id, result.saved_version = saved.id, saved.version
                    updated = saved
                result.health_after = updated.health_score
                return result
            failed = self.store.record_failure(cookbook.id)
            result.health_after = failed.health_score
            result.flagged_for_reexploration = failed.health_score < HEALTH_REEXPLORE
            result.fallback_at = replay.failed_at
            result.error = result.replay_error = replay.error or "the replay ended without a confirmation"
            self._emit("cookbook_failed", order=replay.failed_at, error=result.error, health=failed.health_score)
            if mode == "cookbook_only" or self.llm is None:
                result.mode_used = "cookbook"
                return result
            prefix = replay.replayed
        # AI: from scratch, or taking over from the page the replay left
        recorder = TraceRecorder(self.page, start_order=len(prefix))
        history = [f'- {s.action} "{s.selector}" (ok, replayed)' for s in prefix]
        result.mode_used = "cookbook+ai" if cookbook is not None else "ai"
        outcome = self._run_agent(result, recorder, history, user_data, files, task)
        self._check_guard()
        result.success = outcome.success
        if not outcome.success:
            result.error = outcome.error or outcome.summary or "the AI agent did not finish the application"
            return result
        if not prefix + recorder.steps:
            # the agent claimed success without acting (the page looked done already): nothing to learn from
            result.success = False
            result.error = ("the AI agent finished without recording a single step (the page may have shown a "
                            "previous run's confirmation), so no cookbook was saved; start the run from a fresh load")
            return result
        result.error = None
        saved = self._save(prefix + recorder.steps, start_url, task_type, obs.platform, {**user_data, **outcome.heard},
                           obs.fingerprint, replaces=cookbook.id if cookbook is not None else None)
        result.saved_cookbook_id, result.saved_version = saved.id, saved.version
        return result

    def _run_agent(self, result: ExecutionResult, recorder: TraceRecorder, history: list[str],
                   user_data: Mapping[str, Any], files: dict[str, str], task: str | None) -> Any:
        """The AI agent from the page as it is; a run that timed out (its time, or a model reply) is retried once
        with a fresh observation of the page (seed 003), keeping what it did."""
        if self.llm is None:
            raise LLMConfigError("this application has no cookbook that finished it, and the AI agent that takes "
                                 "over needs a model client (give the engine one, or use mode cookbook_only)")
        outcome = None
        for attempt in range(2):
            agent = ApplyAgent(self.page, self.llm, user_data=user_data, files=files, task=task, recorder=recorder,
                               events=self.events, max_steps=self.max_steps, timeout_s=self.timeout_s,
                               history=history, thinking=self.thinking, steering=self.steering)
            outcome = agent.run()
            result.ai_actions += outcome.actions
            if outcome.refused is not None:
                raise outcome.refused  # the task's error as it is (execute() makes it the result's)
            if not outcome.timed_out or outcome.success or attempt:
                break
            result.timeout_retries += 1
            self._emit("progress", message=f"the AI agent timed out ({outcome.error}); retrying once with a fresh "
                                           "observation of the page")
            history = [*outcome.history, f"- (the last attempt timed out: {(outcome.error or '')[:120]}; "
                                          "the page was observed afresh)"]
        assert outcome is not None
        result.needs_human = outcome.needs_human
        if self.thinking is not None:
            result.thinking = self.thinking.stats
        if self.steering is not None:
            result.steering = self.steering.stats
        return outcome

    def _save(self, steps: list[CookbookStep], url: str, task_type: str, platform: str,
              user_data: Mapping[str, Any], fingerprint: str, replaces: str | None = None) -> Any:
        """A rescue (`replaces`) is saved on trial: the cookbook it replaces keeps being looked up until it succeeds."""
        ordered = [s.model_copy(update={"order": i}) for i, s in enumerate(steps)]
        saved = self.store.save_from_trace(ordered, url=url, task_type=task_type, platform=platform,
                                           user_data=user_data, created_by=self.created_by,
                                           fingerprint=fingerprint, replaces=replaces)
        self._emit("cookbook_saved", id=saved.id, version=saved.version, steps=len(ordered), replaces=replaces)
        return saved
