"""The apply run of a scenario: each of its runs opens the start page and calls the ExecutionEngine on one store."""

from __future__ import annotations

import shutil

from pytest_jobagent.browser.dataguard import Destinations
from pytest_jobagent.cookbook.models import utcnow
from pytest_jobagent.cookbook.store import CookbookStore
from pytest_jobagent.files import resolve_files
from pytest_jobagent.llm import RunStats
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.runid import file_key
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.runs.env import RunEnv

from .checks import check_apply
from .cover_letter import write_cover_letter
from .engine import ExecutionEngine
from .result import ApplyOutcome, ApplyRunResult
from .schema import ApplyScenario, PlannedRun

RUN_ENDED = "apply_run_ended"  # the journal's mark of a planned run that ended (its ApplyRunResult)


def scenario_store(scenario: ApplyScenario, env: RunEnv, *, resumed: bool = False) -> CookbookStore:
    """The session's --cookbook-db store, or (store: fresh) an empty SQLite store for this scenario alone, (store:
    shipped) seeded with the cookbooks that ship. With a `run_id:` the fresh store lives beside the run's journal, so
    a resumed run finds what its ended runs learned."""
    kind = scenario.store
    if kind in ("fresh", "shipped"):
        if scenario.run_id is None:
            folder = env.tmp_dir("cookbook")
        else:
            folder = env.runstate_dir() / f"{file_key(scenario.run_id)}.cookbook"
            if not resumed:
                shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True, exist_ok=True)
        store = env.resources.enter_context(CookbookStore(folder / "cookbooks.sqlite"))
        if kind == "shipped":
            from pytest_jobagent.cookbook.shipped import seed_store

            seed_store(store)  # empty unless a resumed run's store already holds what it learned
        return store
    return env.cookbook_store()


def run_apply(scenario: ApplyScenario, env: RunEnv) -> tuple[ApplyOutcome, list[str]]:
    """Run every planned run in order on one store; problems are prefixed with the run's name. Each run that ends is
    marked in the journal: a resumed scenario takes those runs' outcomes from their marks and does not run them
    again (an application sent is not sent twice), then catches up with the run the dead process was in."""
    outcome = ApplyOutcome()
    problems: list[str] = []
    baseline: RunStats | None = None
    plan = scenario.plan()
    steering = Steering(scenario.steer, env.events)  # one scripted user for the whole scenario: answers used once
    with env.journaled("apply") as journal:
        resumed = journal is not None and journal.resumed
        store = scenario_store(scenario, env, resumed=resumed)
        for index, run in enumerate(plan):
            ended = journal.take_mark(RUN_ENDED) if journal is not None and resumed else None
            if ended is not None and ended.get("index") == index:
                done = ApplyRunResult.model_validate(ended["run"])
                steering.restore(ended.get("steering") or {})
                env.events.emit("resumed_run", name=run.name, index=index, success=done.result.success)
            else:
                done = _run_one(scenario, env, store, run, index, steering, baseline)
                if journal is not None:
                    journal.mark(RUN_ENDED, index=index, name=run.name, run=done.model_dump(mode="json"),
                                 steering=steering.state())
            result = done.result
            if result.mode_used == "ai" and result.success and baseline is None:
                baseline = result.stats  # the AI-only cost of this task, measured in this scenario
            outcome.runs.append(done)
            applicant = run.user_data if done.cover_letter is None else \
                {**run.user_data, "cover_letter": done.cover_letter.text}
            found = check_apply(run.expect, result, done.submissions, applicant, done.cover_letter)
            problems += [f"{run.name}: {p}" for p in found] if len(plan) > 1 else found
    return outcome, problems


def _run_one(scenario: ApplyScenario, env: RunEnv, store: CookbookStore, run: PlannedRun, index: int,
             steering: Steering, baseline: RunStats | None) -> ApplyRunResult:
    """One planned run: open its start page, execute, attach the result and the cookbook it saved."""
    seen = len(env.serve(run.site).submissions())
    files = resolve_files(run.files, env.scenario_file.parent)
    if index:
        env.start_clean()
    page, site, _ = env.open_start(run.site, run.start)
    job_url, job_title = page.url, page.title()
    llm = env.llm() if run.mode != "cookbook_only" else None
    gate = ThinkingGate(llm, scenario.thinking, env.events) if llm is not None else None
    engine = ExecutionEngine(page, store, llm, events=env.events, heal=run.heal, thinking=gate, steering=steering,
                             max_steps=scenario.limits.max_steps, timeout_s=scenario.limits.timeout_s,
                             destinations=Destinations.of_site(site))
    applicant, letter = dict(run.user_data), None
    if run.cover_letter == "tailored" and "cover_letter" not in applicant:
        with env.events.phase("write a cover letter"):
            letter = write_cover_letter(page, env.llm(), applicant, env.events)
        applicant["cover_letter"] = letter.text
    with env.events.phase(f"apply: {run.name}", mode=run.mode, site=run.site) as info:
        result = engine.execute(user_data=applicant, files=files, mode=run.mode, task=run.task,
                                baseline=baseline)
        info.update(success=result.success, mode_used=result.mode_used, llm_calls=result.stats.llm_calls,
                    heals=len(result.heals), fallback_at=result.fallback_at)
    submissions = site.submissions()[seen:]
    env.events.emit("application", at=utcnow().isoformat(timespec="seconds"), run=run.name, site=run.site,
                    job_title=job_title, job_url=job_url, mode=result.mode_used,
                    cookbook=result.saved_cookbook_id or result.cookbook_id, submitted=len(submissions),
                    success=result.success, error=result.error)
    env.events.emit("attachment", name=f"{run.name} result.json", body=result.model_dump(mode="json"))
    if result.saved_cookbook_id:
        saved = store.get(result.saved_cookbook_id)
        if saved is not None:
            env.events.emit("attachment", name=f"{run.name} cookbook v{saved.version}.json",
                            body=saved.model_dump(mode="json"))
    return ApplyRunResult(name=run.name, site=run.site, result=result, submissions=submissions, cover_letter=letter)
