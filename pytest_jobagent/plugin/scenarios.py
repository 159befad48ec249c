"""Scenario collection hooks and options: which YAML files are scenarios, and the `jobagent` marker."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from pytest_jobagent.scenario.item import SCENARIO_NAME_PATTERN, ScenarioFile, ScenarioRule

from .llm import cassette_dir, get_runtime

RULE_KEY = pytest.StashKey[ScenarioRule]()


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("jobagent_scenarios", "folders whose YAML files are scenarios (default: scenarios/ beside the "
                  "ini file, when it exists)", type="paths", default=[])
    parser.addini("jobagent_file_pattern", "a regular expression: YAML files anywhere whose name it finds are "
                  f"scenarios too (default {SCENARIO_NAME_PATTERN!r})", default=SCENARIO_NAME_PATTERN)
    parser.getgroup("jobagent", "pytest-jobagent").addoption(
        "--jobagent-repair-write", action="store_true", default=False,
        help="a `repair:` scenario that succeeds writes the repaired test over the original (without it, beside "
             "the test's tmp_path and in the report)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "jobagent(run, site): a YAML scenario of pytest-jobagent")
    roots = [Path(p).resolve() for p in config.getini("jobagent_scenarios")]
    if not roots and (config.rootpath / "scenarios").is_dir():
        roots = [(config.rootpath / "scenarios").resolve()]
    source = str(config.getini("jobagent_file_pattern"))
    try:
        pattern = re.compile(source)
    except re.error as exc:
        raise pytest.UsageError(f"jobagent_file_pattern = {source!r} is not a regular expression ({exc}); "
                                f"the default is {SCENARIO_NAME_PATTERN!r}") from None
    # only files named one by one (on the command line, or in `testpaths` as pytest collects a .py file listed
    # there): a folder named, a bare `pytest` (the invocation folder) and a folder in `testpaths` make no YAML a
    # scenario that the scenario folders and the pattern do not
    named = []
    if config.args_source != pytest.Config.ArgsSource.INVOCATION_DIR:
        for arg in config.args:
            candidate = Path(arg.split("::")[0])
            if candidate.is_file():
                named.append(candidate.resolve())
    config.stash[RULE_KEY] = ScenarioRule(roots=tuple(roots), named=tuple(named), pattern=pattern)
    if roots:  # a project of scenarios: its model settings are checked now and named in the report header
        get_runtime(config)


def _rule(config: pytest.Config) -> ScenarioRule:
    """The session's rule, with the model cassettes' folder excluded."""
    rule = config.stash[RULE_KEY]
    if not rule.excluded:
        rule = config.stash[RULE_KEY] = replace(rule, excluded=(cassette_dir(config).resolve(),))
    return rule


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> ScenarioFile | None:
    if _rule(parent.config)(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None
