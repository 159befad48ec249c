"""Scenario collection hooks and options: which YAML files are scenarios, and the `jobagent` marker."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.scenario.item import ScenarioFile, is_scenario_file


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("jobagent_scenarios", "folders whose *.yaml files are scenarios", type="paths", default=[])


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "jobagent(run, site): a YAML scenario of pytest-jobagent")
    roots = [Path(p).resolve() for p in config.getini("jobagent_scenarios")] or [config.rootpath / "scenarios"]
    named = []
    for arg in config.args:
        candidate = Path(arg.split("::")[0])
        if candidate.exists():
            named.append(candidate.resolve())
    config._jobagent_scenario_roots = (roots, named)  # type: ignore[attr-defined]


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    roots, named = parent.config._jobagent_scenario_roots  # type: ignore[attr-defined]
    if is_scenario_file(file_path, parent.config, roots, named):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None
