"""Allure reporting of scenario runs: title, labels, attachments, and one step per run phase."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import allure
from allure_commons._allure import StepContext


def describe_scenario(name: str, run: str, site: str, source: str, tags: list[str], description: str | None) -> None:
    """Title, labels and the scenario source of the current test."""
    allure.dynamic.title(name)
    allure.dynamic.parent_suite("scenarios")
    allure.dynamic.suite(run)
    allure.dynamic.sub_suite(site)
    allure.dynamic.label("run", run)
    allure.dynamic.label("site", site)
    allure.dynamic.tag(run, *tags)
    if description:
        allure.dynamic.description(description)
    allure.attach(source, name="scenario.yaml", attachment_type=allure.attachment_type.YAML)


def attach_json(name: str, data: Any) -> None:
    allure.attach(json.dumps(data, indent=2, default=str), name=name, attachment_type=allure.attachment_type.JSON)


def attach_text(name: str, text: str) -> None:
    allure.attach(text, name=name, attachment_type=allure.attachment_type.TEXT)


class AllureSteps:
    """Event-bus listener: each run phase becomes an Allure step, closed with the phase's outcome."""

    def __init__(self) -> None:
        self._open: list[StepContext] = []

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if kind == "phase_started":
            params = {k: str(v) for k, v in data.items() if k not in ("phase", "ts")}
            step = StepContext(data["phase"], params)
            step.__enter__()
            self._open.append(step)
        elif kind == "phase_finished" and self._open:
            step = self._open.pop()
            error = data.get("error")
            if error is not None:
                step.__exit__(type(error), error, error.__traceback__)
            else:
                step.__exit__(None, None, None)
        elif kind == "attachment":
            if isinstance(data.get("body"), (dict, list)):
                attach_json(data["name"], data["body"])
            else:
                attach_text(data["name"], str(data.get("body", "")))

    def close(self) -> None:
        """Close steps left open by an interrupted run so the result file stays valid."""
        while self._open:
            self._open.pop().__exit__(*sys.exc_info())


# Allure has no API for these two files: they are written into the results folder at session end.
CATEGORIES = [
    {"name": "Invalid scenario", "matchedStatuses": ["failed", "broken"],
     "messageRegex": r"(?s).*(invalid scenario|invalid YAML|a scenario must be a mapping).*"},
    {"name": "Cassette missing", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*[Cc]assette.*(missing|not found).*"},
    {"name": "Cassette drift", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(drift|not in the cassette).*"},
    {"name": "Selector drift", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(no element matches|matches \d+ elements).*"},
    {"name": "Model error", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(LLM|model) (error|endpoint|reply).*"},
    {"name": "Site error", "matchedStatuses": ["failed", "broken"], "messageRegex": r"(?s).*(site '.*' not found|net::ERR_|HTTP [45]\d\d).*"},
    {"name": "Expectation unmet", "matchedStatuses": ["failed"], "messageRegex": r"(?s).*expectation\(s\) unmet.*"},
]


def write_session_files(results_dir: Path, environment: dict[str, str]) -> None:
    """environment.properties and categories.json, so the report says what ran where and groups failures."""
    results_dir.mkdir(parents=True, exist_ok=True)
    lines = [f"{key}={str(value).replace(chr(10), ' ')}" for key, value in sorted(environment.items())]
    (results_dir / "environment.properties").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (results_dir / "categories.json").write_text(json.dumps(CATEGORIES, indent=2), encoding="utf-8")
