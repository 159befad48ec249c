"""Scenario collection hooks and options: which YAML files are scenarios, and the `jobagent` marker."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_jobagent.scenario.item import ScenarioFile, is_scenario_file

from .llm import get_runtime


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("jobagent_scenarios", "folders whose *.yaml files are scenarios", type="paths", default=[])
    parser.getgroup("jobagent", "pytest-jobagent").addoption(
        "--jobagent-repair-write", action="store_true", default=False,
        help="a `repair:` scenario that succeeds writes the repaired test over the original (without it, beside "
             "the test's tmp_path and in the report)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "jobagent(run, site): a YAML scenario of pytest-jobagent")
    roots = [Path(p).resolve() for p in config.getini("jobagent_scenarios")] or [config.rootpath / "scenarios"]
    named = []
    # folders pytest took from `testpaths` were not named by the user: only the configured roots count there
    explicit = config.args_source != pytest.Config.ArgsSource.TESTPATHS
    for arg in config.args if explicit else []:
        candidate = Path(arg.split("::")[0])
        if candidate.exists():
            named.append(candidate.resolve())
    config._jobagent_scenario_roots = (roots, named)  # type: ignore[attr-defined]


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    roots, named = parent.config._jobagent_scenario_roots  # type: ignore[attr-defined]
    excluded = [get_runtime(parent.config).cassette_dir.resolve()]
    if is_scenario_file(file_path, roots, named, excluded):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None
