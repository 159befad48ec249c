"""`run: steps`: open the start page, run the orchestrator over the rendered steps, report each step, generate
the pytest-playwright script, check the expectations."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from pytest_jobagent.cookbook.templates import flatten_user_data, render
from pytest_jobagent.files import resolve_files
from pytest_jobagent.oversight.runstate import RunTracker
from pytest_jobagent.oversight.steering import Steering
from pytest_jobagent.oversight.thinking import ThinkingGate
from pytest_jobagent.scenario.expect import check_steps

from .orchestrator import StepsOrchestrator, StepsResult
from .script import generate, run_script


def run_steps(scenario: Any, env: Any) -> tuple[StepsResult, list[str]]:
    values = flatten_user_data(scenario.user_data)
    steps = [render(s, values) or s for s in scenario.steps]
    page, server, _ = env.open_start(scenario.site, scenario.start)
    llm = env.llm()
    orchestrator = StepsOrchestrator(page, llm, steps, goal=scenario.task or "", events=env.events,
                                     max_iterations=scenario.max_iterations_per_step,
                                     max_screenshots=scenario.max_screenshots,
                                     thinking=ThinkingGate(llm, scenario.thinking, env.events),
                                     steering=Steering(scenario.steer, env.events),
                                     files=resolve_files(scenario.files, env.scenario_file.parent))
    # Every steps run saves its state; only a scenario that names its `run_id:` resumes an unfinished one, so a
    # regression suite run twice never silently continues yesterday's failed run.
    run_id = env.run_id
    tracker = RunTracker(env.runstate_dir(), run_id, scenario=scenario.name, task=scenario.task or "",
                         events=env.events, resume=scenario.run_id is not None)
    with tracker, env.events.phase("steps", count=len(steps), run_id=run_id):
        orchestrator.runstate = tracker
        result = orchestrator.run()
    origin = server.url("/").rstrip("/")
    result.script = generate(scenario.name, scenario.start, origin, result.steps,
                             orchestrator.tools.extractions if orchestrator.tools else [], orchestrator.files)
    report = [{"step": s.index, "text": s.text, "origin": s.origin, "superseded": s.superseded, "status": s.status, "reason": s.reason, "iterations": s.iterations,
               "llm_calls": s.llm_calls, "tokens": s.tokens, "reasoning": s.reasoning,
               "commands": [c.model_dump(exclude_defaults=True) for c in s.commands], "tools": s.tools}
              for s in result.steps]
    env.events.emit("attachment", name="steps.json", body=report)
    env.events.emit("attachment", name="test_steps_generated.py", body=result.script)
    problems = check_steps(scenario.expect, result)
    if scenario.expect.script_passes:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "test_steps_generated.py"
            path.write_text(result.script)
            ok, output = run_script(str(path), origin)
        if not ok:
            problems.append(f"script_passes: the generated script failed:\n{output[-1500:]}")
    return result, problems
