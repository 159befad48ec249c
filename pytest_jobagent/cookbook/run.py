"""The apply run of a scenario: each of its runs opens the start page and calls the ExecutionEngine on one store."""

from __future__ import annotations

from typing import Any

from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import ThinkingGate

from .engine import ExecutionEngine
from .store import ManualStore


def scenario_store(scenario: Any, env: Any) -> ManualStore:
    """The session's --cookbook-db store, or (store: fresh) an empty SQLite store for this scenario alone."""
    if getattr(scenario, "store", "session") == "fresh":
        folder = env.request.getfixturevalue("tmp_path_factory").mktemp("cookbook")
        return env.resources.enter_context(ManualStore(folder / "cookbooks.sqlite"))
    return env.request.getfixturevalue("cookbook_store")


def run_apply(scenario: Any, env: Any) -> tuple[Any, list[str]]:
    """Run every planned run in order on one store; problems are prefixed with the run's name."""
    from pytest_jobagent.files import resolve_files
    from pytest_jobagent.scenario.apply import ApplyOutcome, ApplyRunResult, check_apply

    store = scenario_store(scenario, env)
    outcome = ApplyOutcome()
    problems: list[str] = []
    baseline = None
    plan = scenario.plan()
    steering = Steering(scenario.steer, env.events)  # one scripted user for the whole scenario: answers used once
    for index, run in enumerate(plan):
        seen = len(env.serve(run.site).submissions())
        files = resolve_files(run.files or {}, env.scenario_file.parent)
        if index:
            env.start_clean()
        page, site, _ = env.open_start(run.site, run.start)
        llm = env.llm() if run.mode != "cookbook_only" else None
        gate = ThinkingGate(llm, scenario.thinking, env.events) if llm is not None else None
        engine = ExecutionEngine(page, store, llm, events=env.events, heal=run.heal, thinking=gate, steering=steering,
                                 max_steps=scenario.limits.max_steps, timeout_s=scenario.limits.timeout_s)
        with env.events.phase(f"apply: {run.name}", mode=run.mode, site=run.site) as info:
            result = engine.execute(user_data=run.user_data or {}, files=files, mode=run.mode, task=run.task,
                                    baseline=baseline)
            info.update(success=result.success, mode_used=result.mode_used, llm_calls=result.stats.llm_calls,
                        heals=len(result.heals), fallback_at=result.fallback_at)
        if result.mode_used == "ai" and result.success and baseline is None:
            baseline = result.stats  # the AI-only cost of this task, measured in this scenario
        submissions = site.submissions()[seen:]
        env.events.emit("attachment", name=f"{run.name} result.json", body=result.model_dump(mode="json"))
        if result.saved_manual_id:
            saved = store.get(result.saved_manual_id)
            if saved is not None:
                env.events.emit("attachment", name=f"{run.name} cookbook v{saved.version}.json",
                                body=saved.model_dump(mode="json"))
        outcome.runs.append(ApplyRunResult(name=run.name, site=run.site, result=result, submissions=submissions))
        found = check_apply(run.expect, result, submissions, run.user_data or {})
        problems += [f"{run.name}: {p}" for p in found] if len(plan) > 1 else found
    return outcome, problems
