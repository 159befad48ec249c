"""The hooks this plugin adds to pytest, for a conftest.py or another plugin to implement."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.hookspec
def pytest_jobagent_event(kind: str, data: dict[str, Any], item: pytest.Item) -> None:
    """Called for every event of a scenario run, as the events file and Allure get it: `kind` is one of the kinds of
    the events catalog (`pytest_jobagent.events.catalog.CATALOG`: run_started, phase_started, agent_turn, action,
    llm_call, attachment, run_finished, ..., each a typed record saying what it means) and `data` its fields
    (applicant values already replaced by {{field}} placeholders); `CATALOG[kind].model_validate(data)` reads it as
    that record. `item` is the scenario's pytest item."""


@pytest.hookspec(firstresult=True)
def pytest_jobagent_check(name: str, args: Any, result: Any, scenario: Any, item: pytest.Item) -> list[str] | None:
    """A custom expectation: the scenario's `expect.custom: {NAME: ARGS}` asks for check NAME with ARGS once the run
    ended with `result` (the run kind's result model). Return the problems found ([] when it holds), or None when
    NAME is not yours (the next implementation is asked; with no taker the scenario fails and says so)."""
