"""Running one scenario: build its environment from fixtures, dispatch to its run kind, check expectations."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from pytest_jobagent.events import EventBus
from pytest_jobagent.llm import RunStats
from pytest_jobagent.siteserver import SiteServer

from .expect import ExpectationFailed, check_observe, check_usage
from .loader import LoadedDocument


@dataclass
class RunEnv:
    """What a run may use: site servers, a page and a model client (both made on first use), the event bus.
    Everything the plugin provides comes through pytest fixtures (`request.getfixturevalue`), never imports."""

    scenario_file: Path
    scenario: Any
    request: pytest.FixtureRequest
    events: EventBus = field(default_factory=EventBus)
    resources: ExitStack = field(default_factory=ExitStack)
    _llm: Any = None

    def llm(self):
        """The scenario's model client, replaying from (or recording to) its own cassette."""
        if self._llm is None:
            runtime = self.request.getfixturevalue("llm_runtime")
            scenario = self.scenario
            self._llm = self.resources.enter_context(runtime.session(
                cassette=runtime.cassette_for(self.scenario_file, scenario.name),
                rerun=self.request.node.nodeid,
                overrides=scenario.llm.as_dict() if scenario.llm else None,
                name=scenario.name,
                max_calls=scenario.limits.max_llm_calls,
            ))
            # every model call, with its request and reply, goes out on the bus for reports to show
            self._llm.add_listener(lambda call: self.events.emit(
                "llm_call", **call.model_dump(mode="json"), request=call.request, reply=call.reply))
        return self._llm

    def runstate_dir(self) -> Path:
        """Where runs persist their crash-safe state (`--jobagent-runstate`)."""
        return self.request.getfixturevalue("jobagent_runstate_dir")

    def usage(self) -> RunStats:
        return self._llm.stats if self._llm is not None else RunStats(name=self.scenario.name)

    def serve(self, site: str) -> SiteServer:
        return self.request.getfixturevalue("serve_site")(site, self.scenario_file.parent)

    def page(self):
        return self.request.getfixturevalue("page")

    def open_start(self, site: str, start: str) -> tuple[Any, SiteServer, str]:
        """Serve `site` and load `start` in the page, as the run's "open start page" phase."""
        server = self.serve(site)
        page = self.page()
        url = server.url(start)
        with self.events.phase("open start page", url=url):
            page.goto(url, wait_until="load")
        return page, server, url


def _observe(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.observe import run_observe

    observation = run_observe(scenario, env)
    return observation, check_observe(scenario.expect, observation)


def _explore(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.explore.run import run_explore

    return run_explore(scenario, env)


def _collect(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.collect.run import run_collect

    return run_collect(scenario, env)


def _apply(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.cookbook.run import run_apply

    return run_apply(scenario, env)


def _steps(scenario: Any, env: RunEnv) -> tuple[Any, list[str]]:
    from pytest_jobagent.steps.run import run_steps

    return run_steps(scenario, env)


RUNS: dict[str, Callable[[Any, RunEnv], tuple[Any, list[str]]]] = {"observe": _observe, "explore": _explore,
                                                                  "collect": _collect, "apply": _apply,
                                                                  "steps": _steps}


def run_item(doc: LoadedDocument, request: pytest.FixtureRequest) -> Any:
    """Run a validated scenario document; raise ExpectationFailed listing every unmet expectation.

    Reports (Allure, progress lines, the events file) only listen to the run's event bus."""
    scenario = doc.scenario
    env = RunEnv(scenario_file=doc.path, scenario=scenario, request=request)
    for sink in request.getfixturevalue("jobagent_event_sinks"):
        env.events.subscribe(sink)
    env.events.emit("run_started", name=scenario.name, run=scenario.run, site=scenario.site, start=scenario.start,
                    tags=list(scenario.tags), description=scenario.description, source=doc.source)
    outcome = "error"
    try:
        with env.resources, env.events.phase(f"run {scenario.run}", site=scenario.site, start=scenario.start):
            result, problems = RUNS[scenario.run](scenario, env)
        stats = env.usage()
        problems += check_usage(scenario.expect, stats)
        env.events.emit("attachment", name="stats.json", body=stats.model_dump(mode="json"))
        with env.events.phase("check expectations", count=len(problems)):
            if hasattr(result, "model_dump"):
                env.events.emit("attachment", name="result.json", body=result.model_dump(mode="json"))
            if problems:
                outcome = "failed"
                raise ExpectationFailed(scenario.name, problems)
        outcome = "passed"
    finally:
        env.events.emit("run_finished", outcome=outcome, stats=env.usage().model_dump(mode="json"))
    return result
