"""Scenario files and items: each YAML document becomes one pytest test function with real fixtures."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from pytest_jobagent.errors import JobagentError

if TYPE_CHECKING:  # the loader (PyYAML and every run kind's schema) loads when a scenario file is collected
    from _pytest._code.code import TerminalRepr

    from .loader import LoadedDocument

SCENARIO_SUFFIXES = (".yaml", ".yml")
SCENARIO_NAME_PATTERN = r"\.jobagent\.ya?ml$"  # ini `jobagent_file_pattern`: checks/smoke.jobagent.yaml


class ScenarioFile(pytest.Module):
    """A YAML scenario file; a broken document yields a failing item, never a collection error.

    A Module (with no Python object), as pytest's own doctest text files are: module-scoped fixtures, such as the
    autouse ones of pytest-recording, then find their scope node on scenario items too."""

    obj = None

    def collect(self) -> Iterator[pytest.Item]:
        from .loader import load_file

        documents = load_file(self.path)
        broken = [line for doc in documents for line in doc.problems]
        if broken and self.config.option.collectonly:  # `--collect-only` (and linters built on it) see the errors
            raise self.CollectError("invalid scenario:\n" + "\n".join(broken))
        seen: dict[str, int] = {}
        for doc in documents:
            name = doc.name
            seen[name] = seen.get(name, 0) + 1
            if seen[name] > 1:
                name = f"{name}[{seen[name]}]"
            yield ScenarioItem.from_parent(self, name=name, callobj=_run_scenario_item, doc=doc)


OFFLINE = pytest.mark.jobagent_offline


class ScenarioItem(pytest.Function):
    """One scenario run as a test function, so pytest-playwright, allure-pytest and xdist treat it natively."""

    def __init__(self, *, doc: LoadedDocument, **kwargs: Any):
        self.doc = doc
        super().__init__(**kwargs)
        scenario = doc.scenario
        self.add_marker(OFFLINE)  # a scenario's browser context blocks what leaves the machine
        if scenario is not None:
            self.add_marker(pytest.mark.jobagent(run=scenario.run, site=scenario.site))
            if scenario.skip:
                self.add_marker(pytest.mark.skip(reason=scenario.skip))
            if scenario.xfail:
                self.add_marker(pytest.mark.xfail(reason=scenario.xfail, strict=False))
            for tag in scenario.tags:
                # a tag is a marker (`-m smoke`): registered here so --strict-markers accepts it
                if not any(line.split(":")[0].split("(")[0].strip() == tag for line in self.config.getini("markers")):
                    self.config.addinivalue_line("markers", f"{tag}: scenario tag")
                self.add_marker(tag)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.doc.line - 1, f"scenario: {self.name}"

    # pytest.Function drops Node.repr_failure's `style` parameter (and ignores the override check itself)
    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException]) -> str | TerminalRepr:  # type: ignore[override]
        if isinstance(excinfo.value, JobagentError):  # its message is the whole report
            return str(excinfo.value)
        return super().repr_failure(excinfo)


class ScenarioInvalid(JobagentError):
    """The scenario document could not be loaded; the message has file, line and column."""


def _run_scenario_item(request: pytest.FixtureRequest) -> None:
    from .runner import run_item

    item: ScenarioItem = request.node
    if item.doc.error:
        raise ScenarioInvalid(item.doc.error)
    run_item(item.doc, request)


@dataclass(frozen=True)
class ScenarioRule:
    """Which YAML files are scenarios: those under the scenario folders, those named one by one on the command
    line, and those whose name matches `pattern` (Tavern's convention: a plugin collects only its own files). A
    folder named on the command line, a bare `pytest` and `testpaths` make no other YAML a scenario, and nothing
    under `excluded` (the model cassettes) ever is."""

    roots: tuple[Path, ...]
    named: tuple[Path, ...]
    pattern: re.Pattern[str]
    excluded: tuple[Path, ...] = ()

    def __call__(self, path: Path) -> bool:
        if path.suffix not in SCENARIO_SUFFIXES:
            return False
        resolved = path.resolve()
        if any(resolved.is_relative_to(p) for p in self.excluded):
            return False
        return (resolved in self.named or any(resolved.is_relative_to(p) for p in self.roots)
                or self.pattern.search(path.name) is not None)
