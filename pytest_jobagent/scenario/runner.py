"""Running one scenario: build its environment from fixtures, dispatch to its run kind, check expectations."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pytest

from pytest_jobagent.events import EventBus
from pytest_jobagent.report import allure as allure_report
from pytest_jobagent.siteserver import SiteServer

from .expect import ExpectationFailed, check_observe
from .loader import LoadedDocument


@dataclass
class RunEnv:
    """What a run may use: its scenario file, site servers, a lazily created page, and the event bus."""

    scenario_file: Path
    request: pytest.FixtureRequest
    events: EventBus = field(default_factory=EventBus)

    def serve(self, site: str) -> SiteServer:
        return self.request.getfixturevalue("serve_site")(site, self.scenario_file.parent)

    def page(self):
        return self.request.getfixturevalue("page")


def _observe(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.observe import run_observe

    observation = run_observe(scenario, env)
    return observation, check_observe(scenario.expect, observation)


RUNS: dict[str, Callable[[Any, RunEnv], tuple[Any, list[str]]]] = {"observe": _observe}


def run_item(doc: LoadedDocument, request: pytest.FixtureRequest) -> Any:
    """Run a validated scenario document; raise ExpectationFailed listing every unmet expectation."""
    scenario = doc.scenario
    env = RunEnv(scenario_file=doc.path, request=request)
    allure_report.describe_scenario(
        scenario.name, scenario.run, scenario.site, doc.source, scenario.tags, scenario.description
    )
    steps = allure_report.AllureSteps()
    env.events.subscribe(steps)
    for sink in request.getfixturevalue("jobagent_event_sinks"):
        env.events.subscribe(sink)
    env.events.emit("run_started", run=scenario.run, site=scenario.site, start=scenario.start)
    outcome = "error"
    try:
        with env.events.phase(f"run {scenario.run}", site=scenario.site, start=scenario.start):
            result, problems = RUNS[scenario.run](scenario, env)
        with env.events.phase("check expectations", count=len(problems)):
            if hasattr(result, "model_dump"):
                allure_report.attach_json("result.json", result.model_dump(mode="json"))
            if problems:
                outcome = "failed"
                raise ExpectationFailed(scenario.name, problems)
        outcome = "passed"
    finally:
        env.events.emit("run_finished", outcome=outcome)
        steps.close()
    return result
