"""RunKind: what a run kind registers — its name, scenario model, run function and traits the host reads."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .env import RunEnv
from .schema import ScenarioBase

S = TypeVar("S", bound=ScenarioBase)


@dataclass(frozen=True)
class RunKind(Generic[S]):
    """One `run:` value. `scenario/registry.py` builds the scenario file schema (the `run:` union), the runner's
    dispatch and the JSON Schema from the registered kinds; README's run-kind table is held equal to `summary`."""

    name: str
    scenario: type[S]  # the pydantic model of its scenarios: `run: Literal[name]`, its own `expect:`
    run: Callable[[S, RunEnv], tuple[Any, list[str]]]  # result (a pydantic model) and every unmet expectation
    summary: str  # what it does, in one paragraph (README's table)
    sends_forms: bool = False  # fills and sends forms: on a URL site the final post is held unless `submit: true`
    crawls: bool = False  # walks a site's pages: robots.txt applies


def deferred(scenario: type[S], module: str, function: str) -> Callable[[S, RunEnv], tuple[Any, list[str]]]:
    """A kind's run function (`function` of `module`) imported on its first run: registering a kind imports only its
    scenario model, so a process that runs one kind (a pytest subprocess, `jobagent validate`) does not import every
    kind's engine and its libraries (the cookbook store's SQLAlchemy for apply, ...)."""

    def run(loaded: S, env: RunEnv) -> tuple[Any, list[str]]:
        found: Callable[[S, RunEnv], tuple[Any, list[str]]] = getattr(importlib.import_module(module), function)
        return found(loaded, env)

    return run
