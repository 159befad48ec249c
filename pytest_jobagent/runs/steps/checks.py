"""The steps run's expectation checks: each step's status, saved values, per-step bounds, the repair's report."""

from __future__ import annotations

from pytest_jobagent.runs.checks import check_count, check_equal, check_thinking

from .result import RepairReport, StepsResult
from .schema import RepairExpect, StepsExpect


def check_steps(expect: StepsExpect, result: StepsResult) -> list[str]:
    problems = check_equal("success", expect.success, result.success)
    if expect.success and not result.success and result.error:
        problems.append(f"error: {result.error}")
    for key, wanted in expect.steps.items():
        chosen = [s for s in result.steps if not getattr(s, "superseded", False)] if str(key) == "all" else [s for s in result.steps if str(s.index) == str(key)]
        if not chosen:
            problems.append(f"steps.{key}: no such step (there are {len(result.steps)})")
        for step in chosen:
            if step.status != wanted:
                problems.append(f"step {step.index} ({step.text!r}): expected {wanted}, found {step.status}: {step.reason}")
    for name, value in expect.extracted.items():
        found = result.extracted.get(name)
        if found is None:
            problems.append(f"extracted.{name}: not extracted; extracted: {list(result.extracted) or 'none'}")
        elif str(found).strip() != value:
            problems.append(f"extracted.{name}: expected {value!r}, found {found!r}")
    for step in result.steps:
        if step.status == "skipped":
            continue
        problems += check_count(f"iterations_per_step (step {step.index})", expect.iterations_per_step, step.iterations)
        problems += check_count(f"llm_calls_per_step (step {step.index})", expect.llm_calls_per_step, step.llm_calls - step.injected_faults)
    problems += check_count("retries", expect.retries, result.stats.retries)
    problems += check_count("replans", expect.replans, result.stats.replans)
    problems += check_thinking(expect.thinking, result.thinking)
    problems += check_repair(expect.repair, result.repair)
    problems += check_count("pauses", expect.pauses, result.steering.pauses)
    problems += check_count("resumes", expect.resumes, result.steering.resumes)
    problems += check_count("follow_ups", expect.follow_ups, result.steering.follow_ups)
    problems += check_equal("stopped", expect.stopped, result.stopped)
    if expect.error_contains is not None and expect.error_contains.lower() not in (result.error or "").lower():
        problems.append(f"error_contains: expected {expect.error_contains!r} in the error, found {result.error!r}")
    return problems


def check_repair(expect: RepairExpect | None, report: RepairReport | None) -> list[str]:
    """What the repair of `repair:` found and did; a run that repaired nothing has nothing to check."""
    if expect is None:
        return []
    if report is None:
        return ["repair: expected a repair, but the scenario names no `repair:` test"]
    return (check_equal("repair.passed_before", expect.passed_before, report.passed_before)
            + check_count("repair.healed_by_signature", expect.healed_by_signature, report.healed_by_signature)
            + check_count("repair.agent_steps", expect.agent_steps, report.agent_steps)
            + check_count("repair.checks_healed", expect.checks_healed, report.checks_healed)
            + check_count("repair.changed_lines", expect.changed_lines, report.changed_lines))


