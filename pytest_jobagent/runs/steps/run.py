"""`run: steps`: open the start page, run the orchestrator over the rendered steps, report each step, generate
the pytest-playwright script, check the expectations."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page

from pytest_jobagent.browser.dataguard import DataGuard, Destinations
from pytest_jobagent.browser.hosts import is_url_site
from pytest_jobagent.cookbook.templates import flatten_user_data, render
from pytest_jobagent.files import resolve_files
from pytest_jobagent.oversight.gate import ThinkingGate
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.redact import Placeholders
from pytest_jobagent.runs.env import RunEnv
from pytest_jobagent.runs.testcode import run_script, steps_script

from .checks import check_steps
from .inline import PLAYWRIGHT_TIMEOUT_MS, run_inline, runnable
from .orchestrator import StepsOrchestrator
from .repair import (
    ScriptReplay,
    ScriptUnreadable,
    failing_line,
    first_error,
    parse_script,
    script_path,
    unified_diff,
    verify_checks,
)
from .result import RepairReport, StepResult, StepsResult
from .runstate import RunTracker
from .schema import StepsScenario


def run_steps(scenario: StepsScenario, env: RunEnv) -> tuple[StepsResult, list[str]]:
    if scenario.repair:
        return run_repair(scenario, env, scenario.repair)
    values = flatten_user_data(scenario.user_data)
    steps = [render(s, values) or s for s in scenario.steps]
    page, server, _ = env.open_start(scenario.site, scenario.start)
    llm = env.llm()
    files = resolve_files(scenario.files, env.scenario_file.parent)
    orchestrator = StepsOrchestrator(page, llm, steps, goal=scenario.task or "", events=env.events,
                                     max_iterations=scenario.max_iterations_per_step,
                                     max_screenshots=scenario.max_screenshots,
                                     thinking=ThinkingGate(llm, scenario.thinking, env.events),
                                     steering=Steering(scenario.steer, env.events), files=files)
    # Every steps run saves its state; only a scenario that names its `run_id:` resumes an unfinished one, so a
    # regression suite run twice never silently continues yesterday's failed run.
    run_id = env.run_id
    tracker = RunTracker(env.runstate_dir(), run_id, scenario=scenario.name, task=scenario.task or "",
                         events=env.events, resume=scenario.run_id is not None)
    with tracker, guarded(page, server, scenario, files, env), env.events.phase("steps", count=len(steps),
                                                                                 run_id=run_id):
        orchestrator.runstate = tracker
        result = orchestrator.run()
    origin = server.url("/").rstrip("/")
    result.script = steps_script(scenario.name, scenario.start, origin, result.steps,
                             orchestrator.tools.extractions if orchestrator.tools else [], orchestrator.files,
                             orchestrator.tools.signatures if orchestrator.tools else None,
                             overlays=[o.control for o in env.overlays] + orchestrator.overlays)
    report = [{"step": s.index, "text": s.text, "origin": s.origin, "superseded": s.superseded, "status": s.status, "reason": s.reason, "iterations": s.iterations,
               "llm_calls": s.llm_calls, "tokens": s.tokens, "reasoning": s.reasoning,
               "commands": [c.model_dump(exclude_defaults=True) for c in s.commands], "tools": s.tools}
              for s in result.steps]
    env.events.emit("attachment", name="steps.json", body=report)
    env.events.emit("attachment", name="test_steps_generated.py", body=result.script)
    problems = check_steps(scenario.expect, result)
    if scenario.expect.script_passes:
        with env.events.phase("run the generated test"):
            ok, output = _run_copy(result.script, "test_steps_generated.py", origin, _inline_browser(page, scenario.site))
        if not ok:
            problems.append(f"script_passes: the generated script failed:\n{output[-1500:]}")
    return result, problems


def guarded(page: Page, site: Any, scenario: StepsScenario, files: dict[str, str], env: RunEnv) -> DataGuard:
    """The guard of the run's applicant data (`user_data:` and `files:`): where the site allows it, nowhere else."""
    return DataGuard(page, Destinations.of_site(site), Placeholders.of(scenario.user_data, files), events=env.events)


SHORT_TIMEOUT_MS = 5000  # a missing element fails the run in 5 s, not Playwright's 30
SHORT_TIMEOUT = f"""import pytest


@pytest.fixture(autouse=True)
def _action_timeout(page):
    page.set_default_timeout({SHORT_TIMEOUT_MS})
"""


def _inline_browser(page: Page, site: str) -> Browser | None:
    """The browser a test of a folder site runs in, in this process (None: a URL site's test, or a persistent
    context with no browser object, runs in a pytest subprocess)."""
    return None if is_url_site(site) else page.context.browser


def _run_copy(source: str, name: str, origin: str, browser: Browser | None, *,
              expect_failure: bool = False) -> tuple[bool, str]:
    """Run a test's source as pytest would, on its own (no conftest or ini of the project around it): in this process
    with a fresh context of the run's browser when it asks for `page` alone (inline.py), else with pytest from a
    folder of its own. A test that may well fail (the one a repair was asked for) gets a short action timeout; a
    test that must pass (generated, repaired) keeps Playwright's own, as it will where users run it: a page slow
    under load is not a failure of the test."""
    if browser is not None and runnable(source):
        return run_inline(source, name, origin, browser,
                          timeout_ms=SHORT_TIMEOUT_MS if expect_failure else PLAYWRIGHT_TIMEOUT_MS)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_text(source)
        if expect_failure:
            (Path(folder) / "conftest.py").write_text(SHORT_TIMEOUT)
        return run_script(str(path), origin, args=("--tb=short",))


def run_repair(scenario: StepsScenario, env: RunEnv, test: str) -> tuple[StepsResult, list[str]]:
    """`repair:`: run the generated test as it is; when it fails, replay its steps healing each broken action by its
    element's signature, let the agent finish a step the replay cannot, write the repaired test and its diff."""
    path = script_path(test, env.scenario_file.parent)
    source = path.read_text(encoding="utf-8")
    try:
        script = parse_script(source, str(path))
    except ScriptUnreadable as exc:
        return StepsResult(goal=scenario.task or "", error=str(exc)), [f"repair: {exc}"]
    page, server, _ = env.open_start(scenario.site, script.start)
    origin = server.url("/").rstrip("/")
    report = RepairReport(script=str(path), passed_before=False)
    name = path.name if path.name.startswith("test_") else f"test_{path.name}"  # a name pytest collects
    with env.events.phase("run the test as it is", script=path.name):
        report.passed_before, output = _run_copy(source, name, origin, _inline_browser(page, scenario.site), expect_failure=True)
    if report.passed_before:
        steps = [StepResult(index=s.index, text=s.text, status="complete", reason="the test passes as it is")
                 for s in script.steps]
        result = StepsResult(success=True, goal=scenario.task or "", steps=steps, script=source, repair=report)
        env.events.emit("attachment", name="repair.json", body=report.model_dump())
        return result, check_steps(scenario.expect, result)
    line = failing_line(output, name, script.body)
    report.failed_at = script.where(line) if line else "no line of the test in the traceback"
    report.failure = first_error(output)
    env.events.emit("progress", message=f"the test fails at {report.failed_at}: {report.failure}")
    files = resolve_files(scenario.files, env.scenario_file.parent) or script.files
    orchestrator = StepsOrchestrator(page, env.llm(), [s.text for s in script.steps], goal=scenario.task or "",
                                     events=env.events, max_iterations=scenario.max_iterations_per_step,
                                     max_screenshots=scenario.max_screenshots, files=files)
    orchestrator.replay = ScriptReplay(page, script, report, orchestrator.memory, files, env.events)
    with guarded(page, server, scenario, files, env), env.events.phase("repair", steps=len(script.steps),
                                                                        failed_at=report.failed_at):
        result = orchestrator.run()
    kept = script.checks
    if result.success:
        kept, report.checks_failed, report.checks_healed = verify_checks(page, script.checks)
    checks = [(c.selector, c.value) for c in kept]
    tools = orchestrator.tools
    checks += [c for c in (tools.extractions if tools else []) if c not in checks]
    signatures = {**{c.selector: c.signature for c in kept if c.signature}, **(tools.signatures if tools else {})}
    result.script = steps_script(script.name, script.start, script.origin or origin, result.steps, checks, files,
                             signatures, overlays=script.overlays + [o.control for o in env.overlays] + orchestrator.overlays)
    report.diff, report.changed_lines = unified_diff(source, result.script, path.name)
    written = env.tmp_dir("repaired") / path.name
    if env.option("repair-write") and result.success and not report.checks_failed:
        written = path
    written.write_text(result.script, encoding="utf-8")
    report.written = str(written)
    result.repair = report
    env.events.emit("attachment", name="repair.json", body=report.model_dump(exclude={"diff"}))
    env.events.emit("attachment", name="repair.diff", body=report.diff or "(no change)")
    env.events.emit("attachment", name=path.name, body=result.script)
    problems = check_steps(scenario.expect, result) + [f"repair: check failed, {c}" for c in report.checks_failed]
    if scenario.expect.script_passes:
        with env.events.phase("run the generated test"):
            ok, output = _run_copy(result.script, name, origin, _inline_browser(page, scenario.site))
        if not ok:
            problems.append(f"script_passes: the repaired test failed:\n{output[-1500:]}")
    return result, problems
